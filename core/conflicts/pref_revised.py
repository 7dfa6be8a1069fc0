"""A preference note marked as revised: "pref update: …", "pref reversed: …", "tone pref revised → casual".

A writer who keeps terse notes says a preference changed on the note itself: the word "pref" (or "preference")
with a word of change right after it — "update(d)", "revised", "reversed", "flipped", "changed", "switched" — and the
preference that now holds after it. Whatever verb or value follows, such a note about the older memory's preference
says that preference was replaced ("pref: Kadee couplers on all club stock" / "pref reversed: wants Bachmann E-Z Mate
couplers across club stock"; "user pref: dark IDE theme in RAD Studio" / "pref update: user asked for light theme").

The newer note is about the older memory's preference when they share a word of the preference itself: a word of
the older value or its slot anywhere in the newer note ("theme", "couplers", "parallel"), or a word of the older
note's purpose or setting ("… for lab reports", "in JupyterLab") told again as a purpose or setting in the newer one.

A holder's change of mind is such a mark too, the preference now held after it ("Mirela changed her mind: satchel in
havana brown", "owner reversed course: cash welcome again at the hut"): the holder named in the older memory, a word
of the older preference (not the holder) told after the mark (:func:`_mind_changed`).

Not a change: a note about another preference (no word shared, or only the older setting named as the newer note's
subject: "pref: dark theme in VS Code" / "pref update: VS Code font size 14"), the older value told again in full
with nothing refused (a value added beside it: "pref revised: wooden spoons, silicone spatula for the jam pan"), an
addition said ("also", "too"), a value kept ("still"), a narrower setting the older note never names ("for long
files", "when pairing"), a window or a plan ("for now", "this week", "considering"), and someone else's preference
("Sam's pref updated"). The caller checks what the statement model finds hedged, temporary or additive.
"""

from __future__ import annotations

import re

from core.conflicts import wording as W
from core.conflicts.note_dates import undated
from core.text.tokens import stem

# The mark itself: "pref update", "preference changed", "pref (editor) revised", "prefs updated".
_MARK = re.compile(r"\b(?:pref|prefs|preference|preferences)\b\s*(?:\([^)]{1,30}\)\s*)?"
                   r"(?:has\s+been\s+|was\s+|got\s+)?"
                   r"(?:update|updated|updates|revised|revision|reversed|flipped|changed|change|switched|swapped)\b",
                   re.IGNORECASE)
# A holder's reversal told without "pref": "client reversed: iPhone-first", "user reversed on tags".
_HOLDER_REVERSED = re.compile(r"\b(?:user|client|customer|owner|boss|lead|editor|manager)\s+reversed"
                              r"\s*(?=:|—|–|-|on\b)", re.IGNORECASE)
# A holder's change of mind told as the note's mark, the preference now held after it: "Mirela changed her mind:
# satchel in havana brown", "owner reversed course: cash welcome again". Its holder is the word before it and must be
# named in the older memory (or be the writer, "I changed my mind"); the preference it replaces shares a word with it.
_MIND_CHANGED = re.compile(r"\b(?:changed|changes|has\s+changed)\s+(?:his|her|their|my|our)\s+minds?"
                           r"|\breversed\s+(?:course|direction)\b", re.IGNORECASE)
# What a reversal says outright: the older value turned round, even when the newer note names it again.
_TURNED = re.compile(r"\b(?:reversed|flipped|swapped)\b", re.IGNORECASE)  # also a holder's "reversed"
# Words that refuse or drop a value in the newer note: "no paper", "vim bindings off", "JSON too noisy", "X > Y".
_REFUSED = re.compile(r"\b(?:no|not|off|drop|dropped|dropping|rejected|rejects|dislikes?|abandoned|instead|out"
                      r"|no longer|no more|anymore|any more|stop|stopped|ditch|ditched|banned|refused)\b|[>→]")
# An addition, a value kept or a restatement: the older preference still holds.
_KEPT = re.compile(r"\b(?:also|as well|in addition|additionally|plus|add|added|adds|still|unchanged|same|confirmed"
                   r"|again|reconfirmed|as before)\b|\btoo\b(?=\s*(?:[.;,)]|$))", re.IGNORECASE)
# A window or a plan: "for now", "this week", "considering", "might".
_WINDOW = re.compile(r"\b(?:for now|for the time being|this week|this month|today|tonight|temporar\w*|until"
                     r"|trial|trialling|trialing|testing out|considering|thinking|might|maybe|perhaps"
                     r"|if|unless|except|whether)\b|\?", re.IGNORECASE)
# A setting or purpose after its lead word ("for lab reports", "in JupyterLab", "(hackerspace firmware)").
_LEADS = frozenset("for in on at within across during via inside under".split())
_CONDITION = re.compile(r"\b(?:when|whenever|while|during)\b", re.IGNORECASE)
# Words of the note's frame, never a preference's own.
_FRAME = W.stem_set("pref prefs preference preferences update updated revised reversed flipped changed switched "
                    "swapped user users user's wants want asked asks requested request per note")
# The whole of a thing ("for all deliverables", "across club stock"): no narrower setting.
_WHOLE = frozenset("all every everything everywhere any each whole".split())
_WORD = re.compile(r"[a-z0-9][a-z0-9'’+#.-]*[a-z0-9+#]|[a-z0-9]")


def _words(text: str) -> list[str]:
    return [w.removesuffix("'s").removesuffix("’s") for w in _WORD.findall(text.lower())]


def _stems(words: list[str]) -> set[str]:
    """Each word's stem, and the parts of a word joined by dots or hyphens ("org.gradle.parallel=true")."""
    out: set[str] = set()
    for word in words:
        if word in W.LIGHT_WORDS or word.isdigit():
            continue
        out.add(stem(word))
        out |= {stem(p) for p in re.split(r"[.\-_=/]", word) if len(p) >= 3 and not p.isdigit()}
    return {s for s in out if s and s not in _FRAME}


def _roles(text: str) -> tuple[set[str], set[str]]:
    """A text's words as (subject and value, setting): a word after a setting's lead word, or inside brackets, up to
    the clause's end, is the setting's."""
    main: list[str] = []
    setting: list[str] = []
    for clause in re.split(r"[;,:()—–\u2192]|->|\.\s", text.lower()):
        words = _words(clause)
        at = next((k for k, w in enumerate(words) if w in _LEADS and k > 0), len(words))
        main += words[:at]
        setting += words[at + 1:]
    for inside in re.findall(r"\(([^)]*)\)", text.lower()):
        setting += _words(inside)
    return _stems(main), _stems(setting)


def _narrower(old_low: str, after: str, old_all: set[str]) -> bool:
    """Whether the newer note holds its preference to a setting or a condition the older note never names: "for long
    files", "when pairing" — a narrower slot beside the standing one."""
    for lead in re.finditer(r"\b(for|when|whenever|while|only on|only in)\s+([^;,.()—–]*)", after):
        words = _words(lead.group(2))
        if set(words) & _WHOLE:
            continue
        told = _stems(words)
        if lead.group(1) in ("when", "whenever", "while") or (told and not told & old_all):
            return True
    return False


def pref_revised(old_text: str, new_text: str) -> str | None:
    """Why ``new_text``, a preference note marked as revised, replaces the preference ``old_text`` states, or
    ``None``."""
    new_body = undated(new_text)
    mark = _MARK.search(new_body) or _HOLDER_REVERSED.search(new_body)
    if mark is None:
        return _mind_changed(old_text, new_body)  # the cheap test first: no preference marked as revised
    holder = mark.group(0).split()[0].lower()
    if mark.re is _HOLDER_REVERSED and holder != "user" and holder not in old_text.lower():
        return None  # "client reversed: …" of a preference the older memory gives no client
    old_body = undated(old_text)
    if _MARK.search(old_body) or _HOLDER_REVERSED.search(old_body):
        return None  # two revisions: which is the later one is not for this reader to say
    before, after = new_body[:mark.start()], new_body[mark.end():]
    if re.search(r"\w['’]s\b", before) and not re.search(r"\buser['’]s\b", before, re.IGNORECASE) \
            and not _possessors_named(before, old_body):
        return None  # "Sam's pref updated: …": another person's preference
    if _KEPT.search(after) or _WINDOW.search(after):
        return None
    old_main, old_setting = _roles(old_body)
    old_all = old_main | old_setting
    new_main, new_setting = _roles(before + " ; " + after)
    shared = (old_main & (new_main | new_setting)) | (old_setting & new_setting)
    if not shared:
        return None  # another preference, or the older setting only as the newer note's subject
    if _narrower(old_body.lower(), after.lower(), old_all) or _CONDITION.search(after):
        return None
    if not _TURNED.search(mark.group(0)) and old_all and old_all <= new_main | new_setting \
            and not _REFUSED.search(after.lower()):
        return None  # the older value told again whole, nothing refused: a value beside it, not one replacing it
    return f"the preference note is marked revised ({mark.group(0).strip()}) on {' '.join(sorted(shared))}"


def _possessors_named(before: str, old_body: str) -> bool:
    """Whether every possessor before the mark is a holder the older memory names ("Oksana's shift preference was
    revised" after "… favoured by ride engineer Oksana", "the atrium client's preference" after "… by the client"):
    the older preference's own holder, not someone else's."""
    owners = re.findall(r"(\w+)['’]s\b", before)
    return bool(owners) and all(re.search(rf"\b{re.escape(o)}\b", old_body, re.IGNORECASE) for o in owners)


# Words that name who changed their mind, never the preference: titles and the writer.
_HOLDER_WORDS = W.stem_set("mr mrs ms miss dr client customer owner i we user")


def _mind_changed(old_text: str, new_body: str) -> str | None:
    """Why a newer note that opens with a holder's change of mind ("Mr Okonjo changed his mind: high-polish finish on
    the band") replaces the older preference of that holder, or ``None``: the holder named in the older memory, a
    word of the older preference (its thing or setting, not the holder) told again after the mark, and the older
    value not told again whole unless refused; not a window, a plan, a value kept or added ("also", "still")."""
    mark = _MIND_CHANGED.search(new_body)
    if mark is None or not re.match(r"\s*(?::|—|–|-|;|,|\bon\b|\babout\b)", new_body[mark.end():]):
        return None  # the change of mind must lead into what now holds, not be told of in passing
    before, after = new_body[:mark.start()], new_body[mark.end():]
    old_body = undated(old_text)
    if _MIND_CHANGED.search(old_body) or _MARK.search(old_body) or _WINDOW.search(after) \
            or _KEPT.search(re.sub(r"\bagain\b", "", after, flags=re.IGNORECASE)):
        return None  # "again" after a reversal is the value turned back, not the older one kept
    who = [w for w in _words(before) if w not in W.LIGHT_WORDS]
    if len(who) > 3 or re.search(r"\w['’]s\b", before):
        return None  # a clause before the mark, or another person's ("Sam's partner changed her mind")
    holder = {stem(w) for w in who}
    old_all = set().union(*_roles(old_body))
    if holder and not holder <= old_all | _HOLDER_WORDS:
        return None  # someone the older memory does not name
    if not holder and not re.search(r"\b(?:my|our)\b", mark.group(0), re.IGNORECASE):
        return None
    new_all = set().union(*_roles(after))
    shared = (old_all & new_all) - holder - _HOLDER_WORDS
    if not shared or _narrower(old_body.lower(), after.lower(), old_all):
        return None  # another preference of the holder's, or a narrower setting beside the standing one
    value = old_all - holder - _HOLDER_WORDS - new_all
    if not value and not _REFUSED.search(after.lower()):
        return None  # the older preference told again whole: kept, not replaced
    return f"{mark.group(0).strip()} on the older preference ({' '.join(sorted(shared))})"


# The keys a preference note is read under by the statement model: "pref units drawings", "pref toddler bay".
_PREF_KEY = re.compile(r"^(?:pref|prefs|preference|preferences)\b")
_SETTING_LEADS = frozenset("in for on at within".split())


def setting_taken_for_value(old_text: str, new_text: str, detail: dict) -> bool:
    """Whether a name-slot change the statement model read between two preference notes took a word of the note's
    setting or thing for the value, not the preferred value: the older "value" stands after a setting's lead word
    ("pref: metric units in *theatre* set drawings"), or every word of the newer "value" is a word of the older note
    ("pref: wooden toys over plastic for *toddler* bay" / "pref: toddler bay — timber toys favoured"): a preference
    restated, narrowed or spelled out, not replaced."""
    if detail.get("slots") != ["name"] or not _PREF_KEY.match(str(detail.get("key", ""))):
        return False
    was, now = str(detail.get("old_value", "")).lower().split(), str(detail.get("new_value", "")).lower().split()
    if not was or not now:
        return False
    old_words = _words(undated(old_text))
    # a modifier of the setting's noun ("in *theatre* set drawings"), not a setting's last word ("notes in Markdown",
    # where the value is what the notes come in)
    after_lead = {old_words[k] for k in range(1, len(old_words) - 1) if old_words[k - 1] in _SETTING_LEADS}
    if all(w in after_lead for w in was):
        return True
    old_stems = {stem(w) for w in old_words} | {stem(p) for w in old_words for p in re.split(r"[-_]", w) if p}
    return all(stem(w) in old_stems or any(len(o) >= 5 and stem(w).startswith(o) for o in old_stems) for w in now)
