"""The capture path's per-text caches of round 19 (branch speed19): readings of one text (or of one pair) that the
readers asked again of a newcomer beside each of its candidates, now kept in a bounded ``lru_cache``.

Each cached function is a pure function of its arguments. For each: the cached answer equals the uncached one
(``__wrapped__``) over a fixed spread of the labelled texts, asked after the cache was filled by all of them; the
cache has a bound and stays within it; a changed text is read anew, not served the reading of the text it was; and no
verdict depends on what the caches hold.
"""

from __future__ import annotations

import dataclasses
from collections.abc import Callable
from typing import Any

import pytest

from core.conflicts import (
    addresses,
    attribute_nouns,
    displaced,
    entry,
    fronted,
    home_swap,
    licence_reading,
    passive_tool,
    placed,
    slots,
    tool_swap,
    version_clauses,
    version_swap,
)
from core.conflicts.note_dates import undated
from core.conflicts.tokenized import tokenized
from core.conflicts.values import tokenize
from core.text.tokens import stem
from support.conflicts import decided_each_alone, decided_in_order, labelled_texts, per_pair_caches, shared_step, spread

# The labelled pairs each cached function is held to its uncached self over (see the test).
CACHED_PAIRS = 6_000
# The labelled texts each of the token-sharing test's two passes reads (see the test).
SHARED_TEXTS = 2_000

# Each cached function and how it is asked of one labelled pair (older, newer), as its readers ask it.
_ASKED: dict[str, tuple[Any, Callable[[Any, str, str], list]]] = {
    "entry.entered_older": (entry.entered_older, lambda f, o, n: [f(o), f(n)]),
    "entry.entered": (entry.entered, lambda f, o, n: [f(o, n), f(n, o)]),
    "fronted.main_clause": (fronted.main_clause, lambda f, o, n: [f(o), f(n)]),
    "placed.placed_text": (placed.placed_text, lambda f, o, n: [f(o), f(n)]),
    "passive_tool._read": (passive_tool._read, lambda f, o, n: [f(o, note=True), f(n, note=False),
                                                                 f(n, note=True)]),
    "home_swap._homes": (home_swap._homes, lambda f, o, n: [f(o), f(n)]),
    "home_swap._based_remotely": (home_swap._based_remotely, lambda f, o, n: [f(o), f(n)]),
    "version_swap._required": (version_swap._required, lambda f, o, n: [f(o.lower(), n.lower()),
                                                                         f(n.lower(), n.lower())]),
    "attribute_nouns.two_attributes_named": (attribute_nouns.two_attributes_named,
                                             lambda f, o, n: [f(o, n), f(n, o)]),
    "displaced._token_tuple": (displaced._token_tuple, lambda f, o, n: [f(o), f(n)]),
    "displaced._bare": (displaced._bare, lambda f, o, n: [f(t) for t in displaced._TOKEN.findall(o + " " + n)]),
    "tool_swap._token_tuple": (tool_swap._token_tuple, lambda f, o, n: [f(o), f(n)]),
    "version_clauses._at": (version_clauses._at, lambda f, o, n: [f(n.lower(), m.group(0))
                                                                   for m in version_clauses._A_VERSION.finditer(
                                                                       o.lower())]
                            + [f(n.lower(), "16"), f(o.lower(), "2")]),
    "text.tokens.stem": (stem, lambda f, o, n: [f(w) for w in displaced._TOKEN.findall(o + " " + n)]),
}


@pytest.mark.parametrize("name", sorted(_ASKED))
def test_a_cached_reading_equals_the_uncached_one_over_a_spread_of_the_labelled_pairs(name):
    """Each cached function against its uncached self over :data:`CACHED_PAIRS` labelled pairs spread over every set
    (each pair's texts asked as its readers ask them): ~12,000 texts, past the largest of these caches' bounds (8,192
    entries; a word stem's 16,384 is asked of each word), so the second pass still runs back into texts the cache let
    go. Every pair until round 46 (39,646 pairs), a pass that grew with each set added; a fixed sample keeps its cost
    flat."""
    cached, ask = _ASKED[name]
    pairs = spread(labelled_texts(), CACHED_PAIRS)
    assert len(pairs) == CACHED_PAIRS
    cached.cache_clear()
    answers, freshes = set(), []
    for old_text, new_text in pairs:  # every text asked through the cache, filling it, and past it …
        kept, fresh = ask(cached, old_text, new_text), ask(cached.__wrapped__, old_text, new_text)
        assert kept == fresh, (name, old_text, new_text)
        answers.update(repr(a) for a in fresh)
        freshes.append(fresh)
    assert len(answers) > 1  # the function answers more than one thing on these texts: the test can fail
    # … then asked again once the cache was filled by all of them, the last asked first: served from it, back to the
    # first text it no longer holds (asked in the order they were filled, each answer past the bound would be a miss
    # evicting the next one asked, and nothing would be served)
    served = cached.cache_info().hits
    for (old_text, new_text), fresh in zip(reversed(pairs), reversed(freshes), strict=True):
        missed = cached.cache_info().misses
        kept = ask(cached, old_text, new_text)
        if cached.cache_info().misses > missed:
            break
        assert kept == fresh, (name, old_text, new_text)
    assert cached.cache_info().hits - served >= cached.cache_info().currsize // 2  # what it holds was served again


@pytest.mark.parametrize("name", sorted(_ASKED))
def test_each_cache_is_bounded_and_stays_within_its_bound(name):
    cached, _ = _ASKED[name]
    bound = cached.cache_info().maxsize
    assert bound is not None and 0 < bound <= 16384
    for n in range(bound + 50):
        text = f"The svc{n} service moved to port {n}"
        if cached is version_swap._required:
            cached(text.lower(), text.lower())
        elif cached is version_clauses._at:
            cached(text.lower(), str(n))
        elif cached in (entry.entered, attribute_nouns.two_attributes_named):
            cached(text, text)
        elif cached is passive_tool._read:
            cached(text, note=False)
        else:
            cached(text)
    assert cached.cache_info().currsize == bound


# For each function, a text and the same text changed in one place, which read differently.
_CHANGED: list[tuple[str, Callable[[str], Any], str, str]] = [
    ("entry.entered_older", entry.entered_older, "FYI: the build runs on Jenkins", "FYI: the build runs on GitLab"),
    ("entry.entered", lambda t: entry.entered("Dana works at Shopify", t),
     "dana was hired away by Vercel", "dana was hired away by Stripe"),
    ("fronted.main_clause", fronted.main_clause, "The user said the office moved to Berlin",
     "The user said the office moved to Munich"),
    ("placed.placed_text", placed.placed_text, "I moved my standup to Tuesdays", "I moved my standup to Fridays"),
    ("passive_tool._read", lambda t: passive_tool._read(t, note=False), "Images are built by Kaniko",
     "Images are built by Docker"),
    ("home_swap._homes", home_swap._homes, "I live in Lisbon now", "I like Lisbon now"),
    ("home_swap._based_remotely", home_swap._based_remotely, "I work remotely from Kraków",
     "I work at an office in Kraków"),
    ("version_swap._required", lambda t: version_swap._required(t, t), "requires python 3.11", "runs python 3.11"),
    ("attribute_nouns.two_attributes_named",
     lambda t: attribute_nouns.two_attributes_named("the user's default git branch is master", t),
     "the user switched their default shell to fish", "the user switched their default git branch to main"),
    ("displaced._token_tuple", displaced._token_tuple, "We ditched Jira for Linear", "We ditched Asana for Linear"),
    ("displaced._bare", displaced._bare, "Jira's", "Asana's"),
    ("text.tokens.stem", stem, "supported", "supposed"),
    ("tool_swap._token_tuple", tool_swap._token_tuple, "Moved CI to Buildkite", "Moved CI to Jenkins"),
    ("version_clauses._at", lambda t: version_clauses._at(t, "16"), "upgraded from 14 to 16",
     "upgraded from 16 to 17"),
]


@pytest.mark.parametrize(("name", "read", "text", "changed"), _CHANGED, ids=[c[0] for c in _CHANGED])
def test_a_changed_text_is_read_anew_not_served_the_reading_it_had(name, read, text, changed):
    first = read(text)
    assert read(text) == first  # asked again: the kept reading
    again = read(changed)
    assert again != first, name  # the example is one whose reading changes with the text
    assert read(changed) == again and read(text) == first


@pytest.mark.parametrize("module", [displaced, tool_swap], ids=["displaced", "tool_swap"])
def test_the_tokens_a_reader_writes_into_are_its_own(module):
    """``displaced_change`` writes a tool's own file's name into its token list: the cached tokens never see it."""
    text = "yarn.lock deleted; we use pnpm now"
    tokens = module._tokens(text)
    expected = list(tokens)
    tokens[0] = "yarn"
    assert module._tokens(text) == expected and module._tokens(text) is not tokens
    assert module._token_tuple(text) == tuple(expected) and expected[0] != "yarn"


def test_no_verdict_depends_on_what_these_caches_hold():
    """The shared sample of pairs decided in order, the caches warm from the pairs before it, and again with these
    caches (among others) emptied before each pair: the same verdicts (one shared pass, see support.conflicts)."""
    emptied = per_pair_caches()
    assert all(cached in emptied for cached, _ in _ASKED.values())
    warm, cold = decided_in_order(0, shared_step()), decided_each_alone(0, shared_step())
    assert len(warm) > 500
    assert cold == warm
    assert any(v is not None for v in warm) and any(v is None for v in warm)


def test_the_readers_that_share_a_texts_tokens_read_what_they_read_before(monkeypatch):
    """``addresses.located``, ``licence_reading.licensed`` and ``slots.licences`` take their tokens from the shared
    :func:`tokenized` (a tuple of frozen tokens) instead of tokenising the text again: the same tokens, which no
    reader can change, and the same readings as with a fresh tokenisation of their own. Over two fixed spreads of
    2,000 labelled texts each (the first tokenised three ways, the next read by the three readers both ways): a
    sixth of every text each until round 46 (~12,000 of 71,940), a pass that grew with each set added."""
    every = sorted({t for pair in labelled_texts() for t in pair})
    assert len(every) > 5000
    texts = spread(every, 2 * SHARED_TEXTS)
    for text in texts[::2]:
        for body in {text, undated(text), addresses._REASON_BRACKET.sub("", undated(text))}:
            assert tokenized(body) == tuple(tokenize(body)), body
    token = tokenized("The api service listens on port 8080")[0]
    with pytest.raises(dataclasses.FrozenInstanceError):
        token.low = "changed"  # type: ignore[misc]
    readers = (addresses.located, licence_reading.licensed, slots.licences)
    texts = texts[1::2]
    shared = [[reader.__wrapped__(text) for reader in readers] for text in texts]
    for module in (addresses, licence_reading, slots):  # each reader tokenising on its own, as before
        monkeypatch.setattr(module, "tokenized", lambda body: tuple(tokenize(body)))
    own = [[reader.__wrapped__(text) for reader in readers] for text in texts]
    assert own == shared
    assert sum(bool(found[1]) for found in shared) > 20  # licences read: the readers find things on these texts
    assert len({repr(found[0]) for found in shared}) > 200
