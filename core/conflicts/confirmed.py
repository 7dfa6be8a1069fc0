"""The older fact confirmed: a newer memory that tells the older value again as checked, repeated or still holding.

Every family has it, in any wording: "NTR-44 mast: Télédiffusion de France property, confirmed" after "mast owned by
TDF", "ops lead repeats: Grafana for KPI reports, nothing else" after "wants KPI reports in Grafana", "The user
confirmed her dye studio's name is Rang-e Naqsh, 'colour of the pattern'", "…; intake still hers" after "Beatriz owns
repairs intake", "hive no. 3 checked, label intact". A reader matched the newer memory to the older one's attribute
and took what stands beside the older value (a gloss, its initials written out, an exclusive "nothing else", another
thing handed on) for a new value; the newer memory says the older one holds.

Read from structure, once, for every reader (:func:`core.conflicts.framed_apart.framed_apart` with the values a
finding compared, and the learned reader's guard with the two texts): a word of confirming or of holding anywhere in
the newer memory ("confirmed", "verified", "repeats", "reiterates", "still", "intact", "unchanged", "as before"), no
word of change, contrast, denial or end in it (an exclusive "nothing else" and a number's "no." deny nothing; "left",
"retired", "promoted", "up to" tell a change beside a kept attribute), and the older value told again:

- the two values a reader compared each stand in the other memory (hyphens read as spaces: "Rang-e Naqsh" /
  "rang-e-naqsh"), or the newer value's words spell the older value's initials ("Télédiffusion de France" for "TDF");
- for a finding that names no newer value (a removal) whose only denial denies nothing ("nothing else", "no. 3"),
  what it read as gone all the older memory's own words;
- or the older memory's thing named right before a word of holding ("intake still hers", "label intact", "bubble
  room stays with me"): the older thing keeps what it had, what else the note tells is another thing's.

Not a change confirmed ("confirmed: standup moved to 10"), another value confirmed ("the vendor confirmed the licence
is Apache-2.0" after "MIT": the older value is not told again), the older value still held beside a change said.
"""

from __future__ import annotations

import re

from core.conflicts import wording as W
from core.conflicts.compiled import whole_starts
from core.conflicts.ending_words import ENDED_AFTER, ENDED_BEFORE, alternation
from core.conflicts.initials import runs_spelling
from core.conflicts.note_dates import undated
from core.text.tokens import stem

# A word of confirming or of holding still: the cheap test every finding meets first.
_MARKER = re.compile(r"\b(?:re-?)?confirm(?:s|ed|ing)?\b|\b(?:re-?)?verified\b|\breaffirm(?:s|ed)?\b"
                     r"|\breiterat(?:es|ed|ing)\b|\brepeat(?:s|ed|ing)\b|\brestat(?:es|ed|ing)\b|\bstill\b"
                     r"|\bintact\b|\bunchanged\b|\buntouched\b|\bas (?:before|ever|always|usual)\b"
                     r"|\b(?:stays|remains) with\b|\bsame\b|\balways (?:has |have )?been\b",
                     re.IGNORECASE)
# A word of holding bound to the thing before it: "intake still hers", "label intact", "the bubble room stays with me".
# ("X unchanged" may be another attribute kept: :mod:`.older_last` and :mod:`.standing_kept` read it.)
_HOLDING = re.compile(r"([a-z][\w'’-]*)\s+(?:is\s+|are\s+)?(?:still|intact|stays with|remains with)\b")
# Denials that deny nothing named: an exclusive "nothing else" (the value told alone), a number's "no. 3".
_NO_DENIAL = re.compile(r"\b(?:nothing|nobody|no one|no-one|none) else\b|\bno other\b|\bnone other than\b"
                        r"|\bno\.?\s*\d", re.IGNORECASE)
_DENIAL = re.compile(r"\b(?:not|no|never|none|nobody|nothing|neither|nor|without|instead|rather|anymore|longer"
                     r"|bought|sold|acquired|purchased|took|takes|taken)\b"
                     r"|n['’]t\b|->|→|=>")
_WORD = re.compile(r"[a-z][a-z'’-]*")
# A thing ended, stopped or renamed, or a move told: the shared lexicon of ends, and verbs of stopping, naming anew
# and raising (an "unchanged" beside them is another attribute's, "still" another thing's).
_ENDED = re.compile(r"\b(?:" + alternation(ENDED_BEFORE + ENDED_AFTER) + r")\b|\b(?:stopp\w*|stops?|left|leav\w*"
                    r"|deprecat\w*|replac\w*|christen\w*|republish\w*|relaunch\w*|rebrand\w*|retir\w*|declin\w*"
                    r"|refus\w*|object\w*|up to|promo\w*|hired|joined|settled)\b")
# The newer memory says in so many words that its value is the older one: "…, same thing", "(same team, new org chart
# label)" after "platform team", "…, as it always has been". "the same" inside a clause ("moved to the same street
# as …") names no identity: the words stand after a break or as the clause's tail.
_SAME_THING = re.compile(r"(?:^|[,;(=—–]\s*)(?:it['’]s |that['’]s |just |all )?(?:the )?same"
                         r" (?:thing|one|place|entity)\b"
                         r"|\bas (?:it|they) (?:always (?:has|have) been|has always been|have always been"
                         r"|always (?:was|were))\b")
# Change words that are this reader's own markers ("confirmed again" is no move), or no change of the older value.
_NOT_CHANGE = frozenset({"again", "still"})
_CHANGE_STEMS = W.CHANGE_WORDS - {stem(w) for w in _NOT_CHANGE}
# Words before a word of holding that name no thing of the older memory's ("it still", "the rest unchanged").
_LIGHT_HOLDING = frozenset(("it", "that", "this", "which", "who", "everything", "rest", "others", "all"))


def change_told(low_new: str) -> bool:
    """Whether the newer memory says a change, a contrast or a denial anywhere (a number's "no." and an exclusive
    "nothing else" aside)."""
    told = _NO_DENIAL.sub(" ", low_new)
    if _DENIAL.search(told) is not None or _ENDED.search(told) is not None:
        return True
    if any(" ".join(phrase) in told for phrase in W.CHANGE_PHRASES):
        return True
    return any(stem(w) in _CHANGE_STEMS for w in _WORD.findall(told))


def _spaced(value: str) -> str:
    return re.sub(r"[-_'’\"‘“”]+", " ", value.lower()).strip()


def _said(text: str, value: str) -> bool:
    """``value`` whole among ``text``'s words, hyphens and quotes read as spaces."""
    told = _spaced(value)
    return bool(told) and re.search(r"(?<![\w])" + re.escape(told) + r"(?![\w])", _spaced(text)) is not None


def _spells(short: str, long: str) -> bool:
    """Whether ``long``'s words spell ``short``'s initials ("Télédiffusion de France" for "TDF")."""
    letters = re.sub(r"[^A-Za-z]", "", short)
    if not (2 <= len(letters) <= 5 and short.strip().isupper()):
        return False
    words = re.findall(r"[^\W\d_][\w'’]*", long)  # a hyphened word's parts each ("machine-learning" for "ML")
    return bool(runs_spelling(letters, words, frozenset(("of", "de", "du", "des", "la", "le", "and", "the", "di"))))


def _clipped_words(value: str) -> list[str]:
    """A value's words, a closed-up one split where a capital starts a part ("FinOps": "fin", "ops")."""
    return [w.lower() for w in re.findall(r"[A-Z]?[a-z]+|[A-Z]+(?![a-z])", value)]


def _one_value_clipped(was: str, now: str) -> bool:
    """Whether two values are one, word for word, each word of one the other's word or a start of it of two letters
    or more ("Finance Ops" / "FinOps", "Ops" / "Operations"), and they differ in at least one word."""
    one, two = _clipped_words(was), _clipped_words(now)
    if not one or len(one) != len(two) or one == two:
        return False
    return all(a == b or (min(len(a), len(b)) >= 2 and (a.startswith(b) or b.startswith(a))) for a, b in zip(one, two))


def _older_initials_written_out(old_text: str, new_text: str) -> bool:
    """An initialism of the older memory's (two to five capitals) not in the newer memory, whose letters a run of the
    newer memory's words spells ("the ML team" / "held by machine-learning"): the older value told again."""
    return any(not whole_starts(new_text, short) and _spells(short, new_text)
               for short in re.findall(r"\b[A-Z]{2,5}\b", undated(old_text)))


def _older_thing_holds(old_text: str, low_new: str) -> bool:
    """The older memory's thing named right before a word of holding ("intake still hers", "label intact")."""
    older = {stem(w) for w in _WORD.findall(undated(old_text).lower().replace("-", " "))} - \
        {stem(w) for w in W.LIGHT_WORDS}
    return any(found.group(1) not in _LIGHT_HOLDING and stem(found.group(1)) in older
               for found in _HOLDING.finditer(low_new))


def _same_value_said(was: str, low_new: str) -> bool:
    """The older value's own noun told the same after a break ("(same team, new org chart label)" after "platform
    team"), nothing denied: a new label of one value, not a new value."""
    noun = was.lower().split()
    if len(noun) < 2 or not noun[-1].isalpha() or len(noun[-1]) < 3 or noun[-1] in W.LIGHT_WORDS:
        return False  # a value of one word ("advisory-bot") names no noun of its own apart from its thing's
    found = re.search(r"(?:^|[,;(=—–]\s*)(?:the |just the |still the )?same " + noun[-1] + r"\b", low_new)
    told = _NO_DENIAL.sub(" ", low_new)
    return found is not None and _DENIAL.search(told) is None and _ENDED.search(told) is None


def older_confirmed(old_text: str, new_text: str, was: str = "", now: str = "") -> bool:
    """Whether the newer memory tells the older value again as confirmed or still holding (see the module doc).
    ``was`` and ``now`` are the two values a finding compared (both empty for the learned reader, ``now`` empty for a
    removal)."""
    if _MARKER.search(new_text) is None:
        return False  # the cheap test first: no word of confirming or holding
    low_new = undated(new_text).lower()
    if was and _same_value_said(was, low_new):
        return True
    if change_told(low_new):
        return False
    if _SAME_THING.search(low_new) is not None:
        return True
    if _older_thing_holds(old_text, low_new):
        return True
    was, now = was.strip(" '\".,"), now.strip(" '\".,")
    if was and now:
        return (_said(new_text, was) and _said(old_text, now)) or _spells(was, now) or _one_value_clipped(was, now)
    if not was and _older_initials_written_out(old_text, new_text):
        return True  # the learned reader's guard, with the texts alone
    # a removal whose only denial denies nothing ("nothing else", "no. 3"): what it read as gone is the older
    # memory's own words, told again
    if _NO_DENIAL.search(low_new) is None:
        return False
    told = {stem(w) for w in _WORD.findall(was.lower().replace("-", " "))} - {stem(w) for w in W.LIGHT_WORDS}
    older = {stem(w) for w in _WORD.findall(undated(old_text).lower().replace("-", " "))}
    return bool(told) and told <= older
