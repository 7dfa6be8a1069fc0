"""A thing's version told again beside the same word: the version reader for things it has no name for.

:func:`core.conflicts.version_swap.version_change` reads a version of a thing it knows by name (a tool of the
lexicon, a capitalised name). Much of what people version is named by a common word or a name no lexicon holds:
"bootloader v1.1 on all DVT units" / "DVT units now carry bootloader v1.3", "onnxruntime: 1.16" / "onnxruntime 1.18
pinned now, was 1.16", "The estate's payroll module was installed at version 3.1" / "Version 3.4 of the payroll module
was rolled out". This reader takes a version only where it cannot be a measure (dotted or "v"-led, no unit after it,
not a time of day) and where a word anchors it — the name or noun right before it, or a version word ("version",
"firmware", "release") with the thing it is of — and finds a change where the newer text gives the older one's anchor
one other version: not beside the older version kept, not for another scope or holder, not planned, tried or past.
"""

from __future__ import annotations

import re
from typing import NamedTuple

from core.conflicts import wording as W
from core.conflicts.note_dates import undated
from core.conflicts.version_clauses import NEWS, another_of_a_series, numbered_members, requires
from core.conflicts.version_reading import AFTER_VERSION, same_version
from core.text.tokens import stem

# A dotted or "v"-led number, not part of an address, a path, an amount or a longer number.
_VERSION = re.compile(r"(?<![\w.$€£/:#-])(v\d+(?:\.\d+){0,2}|\d+(?:\.\d+){1,2})(?![\w%/:-]|\.\d)", re.IGNORECASE)
_WORD = re.compile(r"[A-Za-z][\w'’-]*|\d[\w.-]*|[:=]")
# Words that say the number after them is a version of what comes before or after them.
_VERSION_WORDS = frozenset("version versions ver release rel rev revision firmware fw build edition sdk v".split())
# Words between an anchor and its version that anchor nothing ("at version 3.1", "is on 2.16", "pinned to 5.1.0").
_BETWEEN = frozenset("at on to is are was were now in of from onto pinned kept running runs run: = : the a an "
                     "its their our my".split())
# Words right after a version that tell its use, not a measure ("v3.4.1 live", "1.0.0 GA shipped").
_AFTER = AFTER_VERSION | frozenset("live ga installed shipped deployed released rolled flashed image build everywhere "
                                   "fleetwide was is are has have went replaces replaced of".split())
# The older version told gone in the newer text ("v3.8 pulled", "0.9.x line frozen", "was 1.16", "past 2.4").
_OLDER_GONE = re.compile(r"\b(?:pulled|wiped|withdrawn|rolled back|frozen|sunset|retired|replaced|shelved|ending|"
                         r"was\s+v?\d|dropped|removed|past|deprecated|gone|from|eol|superseded|superseding)\b")
_PLANNED = re.compile(r"\b(?:will|plan|plans|planned|planning|next|going to|scheduled|ticket|proposal|proposed|"
                      r"considering|consider|might|may|should|would|could|waiting|pending|not started|soon|eventually|"
                      r"roadmap|todo|hoping|hope|want|wants|intend|queued|blocked|offered|discussed|postponed|not yet|"
                      r"yet)\b|\?")
_PAST = re.compile(r"\b(?:in|back in|during|before|on|throughout)\s+(?:the\s+|\w+\s+)?(?:19|20)\d\d\b"
                   r"|\b(?:19|20)\d\d\s+\w+\b|\bfirst\b|\buntil\b|\btill\b|\bused to\b"
                   r"|\bback then\b|\boriginal(?:ly)?\b|\bolder\b|\bhistory\b|\bat first\b|\bformerly\b"
                   r"|\bwhen (?:we|i|they) (?:started|began|bought)\b")
_OTHER = re.compile(r"\b(?:other|another|second|spare|backup|upstream|downstream|fork|vendor's|their|still|"
                    r"unaffected|untouched|unchanged|left alone|relief|sister)\b")
# A time of day told with a dot ("at 9.30"): no version.
_TIME_BEFORE = frozenset("at from until till by before after around".split())


def anchored_version_change(old_text: str, new_text: str) -> str | None:
    """Why the newer text gives the older one's anchored version another one, or ``None`` (see the module)."""
    if not (_CHEAP.search(old_text) and _CHEAP.search(new_text)):
        return None  # the cheap test: a dotted or "v"-led number in both
    low_new, low_old = new_text.lower(), old_text.lower()
    if _PLANNED.search(low_new) or _PAST.search(undated(low_new)) \
            or {m.group(0) for m in _OTHER.finditer(low_new)} - {m.group(0) for m in _OTHER.finditer(low_old)}:
        return None
    if NEWS.search(low_new) or requires(low_new) or requires(low_old):
        return None  # "2.0 beta in testing", "released version 1.3", "requires 1.42 or later": no version in use
    if numbered_members(old_text, new_text) or another_of_a_series(low_old, low_new, ""):
        return None  # "kiln controller (kiln 2)" / "(kiln 1)", "lb-01" / "lb-02": another member of a series
    older = _anchored(old_text)
    if len({told.version for told in older}) != 1:
        return None
    old_version, old_anchors = older[0].version, set().union(*(told.anchors for told in older))
    newer = _anchored(new_text)
    fresh = {told.version for told in newer if not _same(told.version, old_version)}
    if len(fresh) != 1:
        return None
    (new_version,) = fresh
    new_anchors = set().union(*(told.anchors for told in newer if told.version == new_version))
    new_words, old_words = _words_of(new_text), _words_of(old_text)
    shared = old_anchors & (new_anchors | new_words) - _VERSION_FORMS
    if not shared:
        return None  # no word of the thing itself in the newer text
    if new_anchors - old_words - _VERSION_FORMS:
        return None  # "ice machine runs firmware 6.0" after "dish machine …", "prod logging cluster migrated to
        # Elasticsearch 8.13" after "Elasticsearch 7.17 in prod": the newer version's words name another or a narrower
        # thing
    nearest = [told.nearest for told in newer if told.version == new_version]
    if not any(word in old_words or word in _VERSION_FORMS for word in nearest):
        return None  # "Ruby was bumped to 3.3 in the Rails app" after "Rails 7.1": the name next to it is another
    if _REPLACED_BEFORE.search(low_new[:max(told.start for told in newer if told.version == new_version)][-30:]):
        return None  # "… 3.0 was flashed, replacing 2.8": the newer text's other version is the one before
    body = undated(new_text, dot=True).lower()
    told = list(_VERSION.finditer(body))
    if told and _same(told[-1].group(1), old_version) and not _told_gone(body, told[-1].start(), told[-1].end()):
        return None  # "shipped with 4.9 and was updated to 5.2": the newer text ends on the older version
    if any(_same(told.version, old_version) and not _told_gone(low_new, told.start, told.end) for told in newer):
        return None  # "3.2 and 3.4 both on the bench": the older one kept beside
    if _scopes(low_old) != _scopes(low_new):
        return None  # "staging on 2.1" after "prod on 2.0": another scope
    if _keys_apart(old_text, new_text) or _another_holder(_all_words(old_text), new_text, shared) \
            or _another_holder(_all_words(new_text), old_text, shared):
        return None  # "… in the rabbitmq operator" after "… in the redis operator": another holder's version
    thing = sorted(shared)[0]
    return f"same thing ({thing}) version, {old_version} → {new_version}"


# The newer text's other version told as the one before ("…, replacing 2.8", "upgraded from 5.7 to 8.0").
_REPLACED_BEFORE = re.compile(r"\b(?:replacing|replaced|from|instead of|superseding|over)\s+"
                              r"(?:v|version\s+|release\s+)?$")
_CHEAP = re.compile(r"\d\.\d|\bv\d", re.IGNORECASE)
# A clause break: the words before a version are read back to the nearest one.
_BREAK = re.compile(r"[;.!?()\[\]—–]\s|[;()\[\]—–]|,\s*(?:and|but|so|while)\b")


class _Told(NamedTuple):
    version: str
    anchors: set[str]
    start: int
    end: int
    nearest: str  # the anchor word nearest the version


def _anchored(text: str) -> list[_Told]:
    """Each version in ``text`` a word anchors, with its anchor words: the content words before it in its clause
    (past words of use or change and light words, at most :data:`_SKIPPED` of them) or, after a version word, the
    thing it is "of". Positions are in ``text`` lowered."""
    body = undated(text, dot=True)
    offset = len(text) - len(body)
    found: list[_Told] = []
    for match in _VERSION.finditer(body):
        version = match.group(1).lower().lstrip("v")
        after = body[match.end():].lstrip()
        next_word = re.match(r"[A-Za-z]+", after)
        if next_word is not None and next_word.group(0).lower() not in _AFTER \
                and next_word.group(0).lower() not in W.LIGHT_WORDS and not after.lower().startswith("x"):
            continue  # "3.5 hours", "2.5 kg": a measure
        head = body[:match.start()]
        breaks = list(_BREAK.finditer(head))
        clause = head[breaks[-1].end():] if breaks else head
        before = _WORD.findall(clause)
        if before and before[-1].lower() in _TIME_BEFORE and re.fullmatch(r"\d{1,2}\.\d{2}", version):
            continue  # "at 9.30": a time of day
        anchors: set[str] = set()
        nearest = ""
        skipped = 0
        for word in reversed(before):
            if len(anchors) == 4:
                break
            if word in ":=":
                if not anchors:  # "onnxruntime: 1.16", "helm chart ver (mongo-operator): 0.9.3": the key names it
                    anchors = _key_words(head[:head.rfind(word)])
                break
            if word[:1].isdigit():
                continue
            if _between(word) or word.lower() in W.LIGHT_WORDS:
                skipped += 1
                if skipped > _SKIPPED:
                    break
                continue
            anchors.add(_form(word))
            nearest = nearest or _form(word)
        of = re.match(r"(?:of|for)\s+(?:the\s+|its\s+|our\s+|my\s+)?([A-Za-z][\w-]*)(?:\s+([A-Za-z][\w-]*))?", after)
        if of is not None and (anchors & _VERSION_FORMS or not anchors):
            anchors |= {_form(word) for word in of.groups() if word and word.lower() not in W.LIGHT_WORDS}
        if anchors - _VERSION_FORMS:
            found.append(_Told(version, anchors, match.start() + offset, match.end() + offset,
                               nearest or sorted(anchors)[0]))
    return found


# How many light words or words of use a version's anchor may lie behind ("SDK is kept at version 2.4").
_SKIPPED = 5


def _key_words(key: str) -> set[str]:
    """The last three content words of a note's key ("helm chart ver (mongo-operator)")."""
    words = [_form(w) for w in _WORD.findall(key) if w not in ":=" and w.lower() not in W.LIGHT_WORDS
             and not w[:1].isdigit() and not _between(w)]
    return set(words[-3:])


def _between(word: str) -> bool:
    """A word between a thing and its version that names neither: a verb of use or change, a participle."""
    low = word.lower()
    if low in _BETWEEN:
        return True
    if low.isalpha() and low.endswith("ed") and len(low) > 4:
        return True  # "distributed", "installed", "pinned": said of the thing, not its name
    form = stem(low)
    return form in W.LIGHT_VERBS or form in W.CHANGE_WORDS or form in _USE_VERBS


# Verbs that put a thing on a version ("flashed with firmware 2.1", "carry bootloader v1.3").
_USE_VERBS = frozenset(stem(w) for w in "flash install carry carries with pins pin declares declare ships ship deploy "
                       "roll taken take past".split())


def _form(word: str) -> str:
    """A word in one form: lower case, a plural's "s" and a possessive dropped ("S7-1500s", "PLC's")."""
    low = word.lower().rstrip("'’").removesuffix("'s").removesuffix("’s")
    return stem(low) if low.isalpha() else low.removesuffix("s") if re.search(r"\d", low) else low


# The version words as :func:`_form` leaves them ("firmwar"): never the thing's own word.
_VERSION_FORMS = frozenset(_form(word) for word in _VERSION_WORDS)


def _words_of(text: str) -> set[str]:
    return {_form(word) for word in _WORD.findall(undated(text, dot=True)) if word.lower() not in W.LIGHT_WORDS}


def _keys_apart(old_text: str, new_text: str) -> bool:
    """Both texts open with a key ("OS: …", "python(api)=…") and the keys differ by a word ("weighbridge PC (factory,
    not office): …", "python(worker)=…")."""
    old_key, new_key = _KEY.match(undated(old_text, dot=True)), _KEY.match(undated(new_text, dot=True))
    if old_key is None or new_key is None:
        return False
    return _words_of(old_key.group(1)) != _words_of(new_key.group(1))


_KEY = re.compile(r"\s*([^:=\d]{2,60}?)\s*[:=]\s")


def _all_words(text: str) -> set[str]:
    """Every word of a text in :func:`_form`'s form, light words and a note's date among them."""
    return {_form(word) for word in _WORD.findall(text)}


def _told_gone(low: str, start: int, end: int) -> bool:
    """Whether a word of going stands within a few words of the version at ``low[start:end]``."""
    return _OLDER_GONE.search(low[max(0, start - 25):end + 30]) is not None


def _another_holder(old_words: set[str], new_text: str, things: set[str]) -> bool:
    """Whether the newer text puts its version in or on a holder the older text (its words, :func:`_all_words`)
    never names ("… in the rabbitmq operator", "on the lab PC"), or on someone's own ("Aisha's laptop"): the words of
    the thing itself aside. Asked both ways round: "Python on the server" / "the laptop now runs Python" leaves the
    server unnamed."""
    body = undated(new_text, dot=True)
    for phrase in _HOLDER_PHRASE.finditer(body):
        words = [_form(w) for w in phrase.groups() if w and w.lower() not in W.LIGHT_WORDS
                 and w.lower() not in _NOT_HOLDERS and not _between(w)]
        words = [w for w in words if w not in things and w not in _VERSION_FORMS]
        if words and not words[0][:1].isdigit() and not set(words) <= old_words:
            return True  # "in the rabbitmq operator" after "in the redis operator", "on line 2" after "on line 1"
    return any(_form(name) not in old_words and _form(name) not in things and name.lower() not in W.LIGHT_WORDS
               for name in _POSSESSOR.findall(body))


_HOLDER_PHRASE = re.compile(r"\b(?:in|on|for|to|across|onto|at|into)\s+(?:the|my|our|their|his|her|its|a|an|every|all|"
                            r"each|that|this)?\s*([A-Za-z][\w-]*)(?:\s+([A-Za-z][\w-]*|\d{1,3}\b))?", re.IGNORECASE)
_POSSESSOR = re.compile(r"\b([A-Za-z][\w-]*)['’]s\b")
# Words after "in", "on", "to" that tell when, not whose ("over the weekend", "in July", "to 3.1").
_NOT_HOLDERS = frozenset("""monday tuesday wednesday thursday friday saturday sunday weekend weekday morning evening
    night afternoon today yesterday tonight week month year quarter sprint january february march april may june july
    august september october november december jan feb mar apr jun jul aug sep sept oct nov dec outage shutdown
    window maintenance rollout release upgrade migration patch effect place use production prod live everywhere
    fleetwide""".split())


def _same(a: str, b: str) -> bool:
    """One version told more or less exactly (:func:`same_version`), or with zeros padded ("V02.08.00" / "2.8")."""
    def parts(version: str) -> list[int]:
        numbers = [int(part) for part in re.findall(r"\d+", version)]
        while len(numbers) > 1 and numbers[-1] == 0:
            numbers.pop()
        return numbers
    return same_version(a, b) or parts(a) == parts(b)


def _scopes(low: str) -> set[str]:
    return {stem(word) for word in re.findall(r"[a-z]+", low)} & W.SCOPE_WORDS
