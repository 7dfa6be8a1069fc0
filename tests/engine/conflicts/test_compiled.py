"""The readers' per-text caches (core/conflicts/compiled.py, note_dates.undated): an answer is only ever
given for the text and the pattern it was found for, and no verdict depends on what was asked before."""

from __future__ import annotations

import re

from core.conflicts import compiled as C
from core.conflicts.note_dates import undated
from support.conflicts import decided_each_alone, decided_in_order, labelled_texts, per_pair_caches, shared_step, spread

_CUE = re.compile(r"\b(?:moved|switched)\b")
_OTHER = re.compile(r"\bport\b")


def test_says_answers_for_the_text_it_was_asked_of():
    assert C.says(_CUE, "the billing service moved to port 8443")
    assert not C.says(_CUE, "the billing service listens on port 8080")  # another text: asked anew
    assert C.says(_OTHER, "the billing service listens on port 8080")  # another pattern: its own answer
    assert not C.says(_OTHER, "the billing service moved to Frankfurt")


def test_says_never_answers_for_another_pattern_that_took_a_reused_id():
    text = "the billing service moved to port 8443"
    gone = re.compile(r"\bnothing matches this\b")
    C._SAID[(id(_CUE), text)] = (gone, False)  # as if a freed pattern's id had been handed to _CUE
    assert C.says(_CUE, text) is True
    assert C._SAID[(id(_CUE), text)] == (_CUE, True)


def test_says_stays_within_its_bound(monkeypatch):
    monkeypatch.setattr(C, "_SAID", {})
    monkeypatch.setattr(C, "_SAID_KEPT", 4)
    texts = [f"service {n} moved to port {8000 + n}" if n % 2 else f"service {n} is on port {n}" for n in range(10)]
    answers = [C.says(_CUE, t) for t in texts]
    assert answers == [bool(n % 2) for n in range(10)]
    assert len(C._SAID) <= 4
    assert [C.says(_CUE, t) for t in texts] == answers  # asked again after the cache was emptied: the same


def test_compiled_is_re_compile_made_once():
    pattern = r"(?<![\w.])v?16\.2(?![\w]|\.\d)"
    assert C.compiled(pattern) is C.compiled(pattern)
    for text in ("postgres 16.2 now", "postgres v16.2", "postgres 16.20", "116.2", "16.2.1"):
        assert [m.span() for m in C.compiled(pattern).finditer(text)] == \
            [m.span() for m in re.compile(pattern).finditer(text)], text


def test_undated_cached_is_undated():
    """The cached ``undated`` against the function over 6,000 labelled texts spread over every set (every text until
    round 46, ~72,000 and growing with each set)."""
    texts = spread(sorted({t for pair in labelled_texts() for t in pair}), 6_000)
    assert len(texts) == 6_000
    for text in texts:
        assert undated(text) == undated.__wrapped__(text), text
        assert undated(text, dot=True) == undated.__wrapped__(text, dot=True), text


def test_no_verdict_depends_on_what_the_caches_hold():
    """The shared sample of pairs decided once with the caches warm from the pairs before it, and again with them
    emptied before each pair: the same verdicts, so no cached answer stands for another text (one shared pass, see
    support.conflicts)."""
    assert undated in per_pair_caches()  # emptied before each pair, with compiled.says's answers
    warm, cold = decided_in_order(0, shared_step()), decided_each_alone(0, shared_step())
    assert len(warm) > 500
    assert cold == warm
    assert any(v is not None for v in warm) and any(v is None for v in warm)


# (text, part): the value-built patterns readers replaced with compiled.whole_starts / said_whole (speed45:
# older_current.origin_told, named_apart._titled, clipped_names.one_name_in_short), edges of both lookarounds.
_WHOLE = [
    ("moved home to Galway; born and raised in Galway", "Galway"),
    ("Galway-based now, Galway", "Galway"),
    ("GalwayX galway Galway_ -Galway", "Galway"),
    ("Gt Yarmouth and Gt-Yarmouth", "Gt"),
    ("Zürich, Zürichsee, zürich", "Zürich"),
    ("aaa aa aaaa aa", "aa"),
    ("Margo; called Margaret now", "margo"),
    ("no such name here", "Kirkwall"),
]


def test_whole_starts_and_said_whole_answer_as_the_patterns_they_replace():
    for text, part in _WHOLE:
        pattern = r"(?<![\w-])" + re.escape(part) + r"(?![\w-])"
        assert len(C.whole_starts(text, part, not_before="-", not_after="-")) == len(re.findall(pattern, text)), text
        assert C.said_whole(text, part) == (re.search(pattern, text, re.IGNORECASE) is not None), text
