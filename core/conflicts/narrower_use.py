"""A narrower use: the newer memory's value told for a use the older memory never names, a second fact beside it.

"pref: tabs for indentation" / "pref: spaces in YAML files only"; "in the API repo" / "for the scripts folder";
"for slides" / "for the code screenshots inside slides"; a note keyed by a narrower use ("arm64 nightlies only:
uploaded under …") or an occasion ("quick edits on the drone's companion computer: nano") after a value held "for
everything"; a bracket bounding the value with "only" ("user pref (patient-facing labels only): 12h clock"). A value
for that use beside the older one's, not a change. One of the frames :func:`core.conflicts.bounds.bound` reads
(``"use"``).

Not a narrower use: a capitalised word after "for" / "in" (a value: "in Google Meet", "tickets filed in Zendesk
only"), a time ("on weekends only", "(weekdays only)"), a manner ("only on request"), a use told in a reason after
the value ("… after a jar cracked in the freezer"), a use whose words are the values a reader compared, a change the
newer memory says.
"""

from __future__ import annotations

import re

from core.conflicts import wording as W
from core.conflicts.another_one import KEY_ONLY
from core.conflicts.calendar_words import CALENDAR_WORDS
from core.conflicts.lexicon import TIME_WORDS
from core.conflicts.note_dates import undated
from core.conflicts.reading import _VERB_WORDS
from core.conflicts.statement import read
from core.text.tokens import stem

_WORD = re.compile(r"[a-z][a-z0-9'-]*")

_USE = re.compile(r"\b(?:for|in|inside|within)\s+(?:the |a |an |our |my |their |all |its |his |her )?"
                  r"([A-Za-z][\w-]*(?:\s+[A-Za-z][\w-]*){0,2})", re.IGNORECASE)
# Words after "for"/"in" that name no narrower use: every use, a generic noun, the writer.
_NO_USE = W.stem_set("everything everywhere all general team teams everyone company org good now future use "
                     "favour favor place case fact total short long while way thing things stuff me us them")


# ("…, because PLA kept warping in the sunny window": after "because" whatever follows is the reason's)
_REASON_AFTER = re.compile(r"(?<=\w),?\s+(?:because\s+|(?:after|because|since)\s+"
                           r"(?=(?:a|an|the|my|our|it|we|i|they|he|she)\b))", re.IGNORECASE)


def _use_phrases(text: str) -> list[list[str]]:
    """The uses a text names after "for", "in", "inside", "within": up to three plain lower-case words (an acronym
    such as "API" too), ended by a word of structure, a verb or a name — a capitalised word is a value ("in Google
    Meet", "in Hyderabad"), never a use."""
    found: list[list[str]] = []
    # "… for storing stock after a jar cracked in the freezer": a use told in the reason after the value is the
    # reason's, not the value's
    text = _REASON_AFTER.split(text, maxsplit=1)[0]
    for m in _USE.finditer(text):
        words: list[str] = []
        for surface in m.group(1).split():
            w = surface.lower()
            name = surface[:1].isupper() and not surface.isupper()
            if name or "'" in w or w in W.STOP_WORDS or w in TIME_WORDS or w in W.PRONOUNS or w in _VERB_WORDS \
                    or w in W.COPULAS or w in W.REASON_WORDS or any(c.isdigit() for c in w):
                break  # the use ends at a word of structure, a verb, a reason or a name ("for slides since …")
            words.append(stem(w))
        words = [w for w in words if w not in _NO_USE and w not in W.CHANGE_WORDS]
        if words:
            found.append(words)
    return found


# A use bounded by "only" on either side: "in YAML files only", "only for the scripts folder", "on release/* branches
# only" (a path or a pattern is one word of the use).
_DET = r"(?:the |a |an |our |my |their |its )?"
_ONLY_USE = re.compile(r"\bonly (?:for|in|inside|within|on) " + _DET + r"([A-Za-z][\w/*.-]*(?: [a-z][\w-]*)?)"
                       r"|\b(?:for|in|inside|within|on) " + _DET + r"([A-Za-z][\w/*.-]*(?: [a-z][\w-]*)?) only\b")


# Nouns after "on" that say how or when a thing is done, not where it holds: "only on request", "on demand only".
_ON_MANNER = frozenset("request requests demand call schedule time basis need needs occasion occasions average hold "
                       "pause".split())


# A scope in a bracket, bounded by "only": "user pref (patient-facing labels only): 12h clock", "(prod only)".
_BRACKET_ONLY = re.compile(r"\(([^()]*\bonly\b[^()]*)\)")


_DAYS = CALENDAR_WORDS | {"weekday", "workday", "holiday"}


def _bracket_scope(old_text: str, new_text: str) -> bool:
    """ "user pref: 24h clock in dashboards" / "user pref (patient-facing labels only): 12h clock": a bracket that
    bounds the newer value with "only" to a scope with a plain word the older memory never says (not a time: "(weekdays
    only)" is when, which the readers compare; not an acronym alone: "(TLS only)" is how the value is served)."""
    old_stems = {stem(w) for w in _WORD.findall(old_text.lower())}
    for m in _BRACKET_ONLY.finditer(new_text):
        if not re.search(r"\b[a-z][a-z-]{2,}\b(?<!\bonly)", m.group(1)):
            continue  # "(TLS only)": a value's manner, no noun of a scope
        words = [w for w in _WORD.findall(m.group(1).lower()) if w != "only" and w not in W.STOP_WORDS]
        if not words or any(w in TIME_WORDS or w.rstrip("s") in TIME_WORDS or w.rstrip("s") in _DAYS
                            or stem(w) in W.CHANGE_WORDS for w in words):
            continue
        if {stem(w) for w in words} - old_stems:
            return True  # "(US client reports only)" after "in reports": a narrower scope too
    return False


def _only_use(old_text: str, new_text: str) -> bool:
    """ "pref: tabs for indentation" / "pref: spaces in YAML files only": the newer value bounded to a use the older
    memory names no word of — a narrower use, whichever use the older one gives. A capitalised word is a value
    ("tickets filed in Zendesk only"), an acronym ("YAML") a use."""
    if "only" not in new_text:
        return False
    if "(" in new_text and _bracket_scope(old_text, new_text):
        return True
    old_stems = {stem(w) for w in _WORD.findall(old_text.lower())}
    for m in _ONLY_USE.finditer(new_text):
        surfaces = (m.group(1) or m.group(2)).split()
        if any(w[:1].isupper() and not w.isupper() for w in surfaces):
            continue  # a name: the value itself, not a use
        words = [stem(w.lower()) for w in re.split(r"[\s/*.]+", " ".join(surfaces))
                 if w and w.lower() not in W.STOP_WORDS]
        head = surfaces[-1].lower()
        if head.rstrip("s") in TIME_WORDS or head in TIME_WORDS:
            continue  # "on weekends only", "in the mornings only": when, not a use ("for this event only" is one)
        if head in _PLACES_IN_A_SERIES:
            continue  # "only on the first Wednesday of each month": which of the days, when, not a use
        if re.search(r"\bon\s", m.group(0)) and surfaces[0].lower().rstrip(".") in _ON_MANNER:
            continue  # "pulled only on request": how, not where
        if words and not set(words) & old_stems and not set(words) & _NO_USE:
            return True
    return False


# An ordinal before a day or a week: "on the first Wednesday", "on the last working day".
_PLACES_IN_A_SERIES = frozenset("first second third fourth last final 1st 2nd 3rd 4th".split())


# A value held for every use: "VS Code for everything", "dark mode everywhere".
_EVERY_USE = re.compile(r"\bfor (?:everything|all (?:of )?(?:it|them|work|tasks|uses|purposes))\b|\beverywhere\b"
                        r"|\bacross the board\b|\bin all cases\b")
_OCCASION_KEY = re.compile(r"^\s*([a-z][\w' -]{2,60}?)\s*[:=]\s*\S", re.IGNORECASE)


def key_scope(old_text: str, new_text: str) -> bool:
    """A note whose key is a narrower use than the older value holds for: "artifact upload path: /var/x/" / "arm64
    nightlies only: uploaded under /var/x/arm64/" (a key bounded by "only" with a word the older memory never says),
    "editor pref: VS Code for everything" / "quick edits on the drone's companion computer: nano" (the older value
    held for every use, the newer key an occasion of two words or more the older memory never says)."""
    low_new = undated(new_text).lower()
    if ":" not in low_new and "=" not in low_new:
        return False  # the cheap test first: no key
    old_stems = {stem(w) for w in _WORD.findall(old_text.lower())}
    only = KEY_ONLY.match(low_new)
    if only is not None and KEY_ONLY.match(undated(old_text).lower()) is None:
        words = {stem(w) for w in _WORD.findall(only.group(1))} - W.STOP_WORDS
        if words - old_stems:
            return True
    if _EVERY_USE.search(old_text.lower()) is None or _EVERY_USE.search(low_new) is not None:
        return False
    key = _OCCASION_KEY.match(low_new)
    if key is None or read(new_text).change:
        return False
    told = [w for w in _WORD.findall(key.group(1)) if w not in W.STOP_WORDS]
    return len([w for w in told if stem(w) not in old_stems]) >= 2


# A setting put first, before the clause it bounds: "for water searches, handlers pick …", "On listed sandstone I'd
# rather …" — up to four words after the lead, ended by a comma or the clause's subject.
# Nouns after a fronted "on" that say on whose word a thing is done: "On the vet's advice", "on doctor's orders".
_ON_WHOSE = frozenset("advice orders order instructions instruction recommendation recommendations word".split())
_FRONTED_USE = re.compile(r"^\W*(?:for|on)\s+((?:[\w'’-]+\s+){0,3}?[\w'’-]+?)"
                          r"(?:\s*,|(?=\s+(?:i|i'd|i'm|we|we'd|the user|they|he|she|handlers?|[a-z]+ers)\s))",
                          re.IGNORECASE)


def _fronted_use(old_text: str, new_text: str) -> bool:
    """ "handlers prefer leather leads" / "for water searches, handlers pick biothane leads": a use put before the
    newer value's clause ("for …", "on …"), of plain lower-case words the older memory never says — an exception
    beside the older value, not a change of it. Not a time ("On Mondays"), a name ("For Figma, …"), on whose word
    ("On the vet's advice"), a use told over every case ("for everything") nor a change the newer memory says; "in
    production" and "with the drip system in" are a place and a reason, no use."""
    body = undated(new_text)
    if body[:1].lower() not in "foiw":
        return False  # the cheap test first: no lead word opens the note
    m = _FRONTED_USE.match(body)
    if m is None:
        return False
    surfaces = m.group(1).split()
    # a capital before a lower-case head names which of a kind ("For the English-language screener"), not a value
    named = surfaces if surfaces[-1][:1].isupper() or len(surfaces) < 3 else surfaces[-1:]
    if any(w[:1].isupper() or any(c.isdigit() for c in w) or "'" in w or "’" in w for w in named) \
            or any(any(c.isdigit() for c in w) or "'" in w or "’" in w for w in surfaces) \
            or surfaces[-1].lower() in _ON_MANNER | _ON_WHOSE:
        return False  # "For Figma, …", "On 3 March, …": a value or a date; "On the vet's advice": whose word, no use
    words = [w.lower() for w in surfaces if w.lower() not in W.STOP_WORDS]
    if not words or any(w in TIME_WORDS or w.rstrip("s") in TIME_WORDS or w.rstrip("s") in _DAYS
                        or w in ("all", "every", "everything", "each", "any", "general", "now") for w in surfaces):
        return False
    old_stems = {stem(w) for w in _WORD.findall(old_text.lower())}
    return bool({stem(w) for w in words} - old_stems - _NO_USE) and not read(new_text).change


def narrower_use(old_text: str, new_text: str, compared: str = "") -> bool:
    """Both memories name a use and the newer one's is a noun of two words or more the older memory never says all
    of ("in the API repo" / "for the scripts folder"), or one that narrows the older use ("for slides" / "for the
    code screenshots inside slides"); a one-word use may be the value itself ("responsible for search")."""
    if read(new_text).change:
        return False
    if _only_use(old_text, new_text) or _fronted_use(old_text, new_text):
        return True
    # A use whose words are what a reader compared ("in bullet points" / "for prose paragraphs") is the value.
    values = {stem(w) for w in re.findall(r"[a-z][a-z0-9-]*", compared.lower())}
    uses_old = [u for u in _use_phrases(old_text) if not set(u) & values]
    uses_new = [u for u in _use_phrases(new_text) if not set(u) & values]
    if not uses_old or not uses_new:
        return False
    old_stems = {stem(w) for w in _WORD.findall(old_text.lower())}
    said_old = {w for use in uses_old for w in use}
    told = {w for use in uses_new for w in use}
    if not told - old_stems:
        return False
    return any(len(use) >= 2 and set(use) - old_stems for use in uses_new) or bool(said_old & told)
