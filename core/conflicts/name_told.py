"""A thing's name told anew by a verb that names, the older name or the older thing its subject: :func:`name_told`.

"triage team called 'AppSec Intake'" and "reorg: AppSec Intake becomes Vuln Response"; "The main installer van is
known as 'Kijani'" and "'Kijani' was painted over and the van was rebaptised 'Simba Signal'"; "cave Wi-Fi SSID:
CAVE-ROQ-01" and "cave Wi-Fi broadcasting as Combalou-Staff"; "goes by Siobhan" and "asked to be addressed as Shiv
from now on". :mod:`core.conflicts.naming` reads a name after the words that give one; fresh hands tell the newer
name with verbs it does not read as naming ("becomes", "broadcasting as", "signs off as", "carries the name",
"lives on as", "the sign reads") or with a subject it cannot tie to the older thing. A thing has one name at a time:
where the older text names one thing once, and the newer text names it again with another name after a verb that
names — its subject the older name itself, or the older thing's own words with no other name before the verb —
the name changed.

Not a change: an alias or a translation told beside the name ("aka", "also", "in English", "short for"), the older
name still given as the name, a plan or a question, a past ("used to", "formerly" before the newer name), another
thing (a name in capitals before the verb that the older text lacks: "the Llanberis team named their drone …").
"""

from __future__ import annotations

import re

from core.conflicts.compiled import says
from core.conflicts.naming import naming, thing_stem
from core.conflicts.note_dates import undated

# The cheapest test: a verb that names, in the newer text.
_NAMES = re.compile(r"\b(?:becomes|became|has become|to become|rebapti[sz]ed|rechristened|rebranded (?:as|to)"
                    r"|renamed(?: to| as)?|lives on as|signs off as|sign off as|broadcast(?:s|ing)? as|posts as"
                    r"|answers to|call me|addressed as|goes by|going by|go by|carr(?:y|ies) the name"
                    r"|(?:sign|signage|heading|title|plate|banner)\w* (?:out front |now )?reads)\s+", re.IGNORECASE)
# A name after the verb: quoted, an @handle, a run of capitalised words, or one word with a digit, a hyphen or an
# underscore in it.
_NAME = re.compile(r"(?:the |a |an )?(?:'([^']{2,40})'|\"([^\"]{2,40})\"|‘([^’]{2,40})’|“([^”]{2,40})”"
                   r"|(@[\w.]+)|((?:[A-Z][\w'’&.-]*|&|de|des|du|la|le|of|and)(?: (?:[A-Z0-9][\w'’&.-]*|&|de|des|du"
                   r"|la|le|of|and))*)|([\w]+[-_][\w-]+|[A-Za-z]+\d[\w-]*))")
# A key the older note gives its name under: "SSID: CAVE-ROQ-01", "handle: @x", "callsign: 'Base'".
_KEYED = re.compile(r"\b(?:ssid|handle|callsign|nickname|name|title|label)\s*[:=]\s*['\"‘“]?([^'\"’”;,.()]+?)"
                    r"['\"’”]?\s*(?:$|[;,.(])", re.IGNORECASE)
# The words the older text gives a name after that :mod:`core.conflicts.naming` leaves ("known around Eastleigh as",
# "I go by Sam").
_OLD_NAMING = re.compile(r"\b(?:known(?: [\w ]{1,25}?)? as|referred to as|goes by|go by)\s+", re.IGNORECASE)
# The holder alone before the verb: "I", "The user", "The user, the band's drummer,".
_HOLDER = re.compile(r"(?i:i|the user(?:,[^,]{1,40},?)?|user)\b")
# An alias, a translation, a plan, a question or a past beside the name: no new name for the thing.
_NOT_RENAMED = re.compile(r"\b(?:aka|a\.k\.a|also|alias|nickname for|short for|in (?:english|irish|welsh|french"
                          r"|spanish|arabic|italian|german|maori|māori|basque)|translat\w*|spelling of|same (?:thing"
                          r"|name)|will|would|plan\w*|might|may|maybe|considering|propos\w*|hoping|hopes|wants to"
                          r"|could|should|used to|formerly|previously|until|if|whether|still|inside|within|part of"
                          r"|for (?:this|the) (?:event"
                          r"|weekend|show|match|season)|temporar\w*|for now)\b|\?", re.IGNORECASE)
# Words before the verb that name no other thing: the doer's deed ("voted to become", "asked to be addressed").
_SUBJECT_LIGHT = frozenset(thing_stem(w) for w in "ask asked vote voted start started now say says said".split())
_WORD = re.compile(r"[a-z][\w'’-]*")
# Nouns of a name itself, which may follow the older name in its own subject ("FadeZone SSID gone").
_LIGHT_AFTER = frozenset("""no not now then in on at for from to by with of and or but is are was were has had have
    been being be will got gets went goes""".split())
_NAME_NOUNS = frozenset("ssid name nickname label title handle sign signage callsign was is were are has had".split())
_LIGHT = frozenset(thing_stem(w) for w in """the a an my our their his her its user user's i we is are was were has have
    been be being now reorg since after new old that this from on in at of to as by and so""".split())


def _slug(name: str) -> str:
    return "-".join(re.findall(r"[\w@.]+", name.lower())).strip(".-")


def _older_names(old_text: str) -> list[tuple[frozenset[str], str]]:
    """The older text's names: each as its thing's stems and its name, lowered and hyphened; a name inside another
    of them is that one ("intake" of "AppSec Intake")."""
    text = undated(old_text).replace("’", "'")
    found = list(naming(old_text))
    for match in _KEYED.finditer(text):
        found.append((_stems(text[:match.start()]), _slug(match.group(1))))
    for match in _OLD_NAMING.finditer(text):
        name = _newer_name(text, match.end())
        if name is not None:
            before = text[:match.start()]
            holder = _HOLDER.fullmatch(before.strip(" ,"))
            found.append((frozenset({"@self"}) if holder else _stems(before), name))
    names = {name for _, name in found if name}
    return [(thing, name) for thing, name in found if name and not any(name != n and name in n for n in names)]


def _stems(text: str) -> frozenset[str]:
    return frozenset(thing_stem(w) for w in _WORD.findall(text.lower())) - _LIGHT


def _newer_name(new_text: str, at: int) -> str | None:
    match = _NAME.match(new_text, at)
    if match is None:
        return None
    name = next((g for g in match.groups() if g), None)
    return None if name is None else _slug(name)


def name_told(old_text: str, new_text: str) -> str | None:
    """Why ``new_text`` gives the thing ``old_text`` names another name after a verb that names, or ``None`` (see the
    module doc)."""
    if not says(_NAMES, new_text):
        return None  # the cheap test first: no verb that names
    new = undated(new_text).replace("’", "'")
    if _NOT_RENAMED.search(new):
        return None
    older = _older_names(old_text)
    if len({name for _, name in older}) != 1:
        return None  # no name, or two: which one would be replaced?
    was = older[0][1]
    thing = frozenset().union(*(t for t, _ in older))
    low_old = undated(old_text).lower()
    for verb in _NAMES.finditer(new):
        now = _newer_name(new, verb.end())
        if now is None or now == was or now in _slug(low_old) or was in now or now in was:
            continue
        before = new[:verb.start()]
        if f"-{was}-" in f"-{_slug(before)}-":
            rest = re.split(re.escape(was.split("-")[-1]), before.lower(), maxsplit=1)[-1]
            after_name = re.split(r"[;,:.—–]", rest)[0].split()  # the word right after the name, in its clause
            word = next((w.strip("'\"’”") for w in after_name if re.search(r"[a-z]", w)), "")
            if word and word not in low_old and word not in _NAME_NOUNS | _LIGHT_AFTER and not word.endswith("ly"):
                continue  # "the 'shipit' docs renamed …": a thing named after the older name, not the name
            return f"the older name {was} told anew: {was} → {now}"
        capitals = {w.lower() for w in re.findall(r"\b[A-Z][\w'-]+", before) if before.find(w) > 0}
        if any(w not in low_old for w in capitals):
            continue  # "the Llanberis team named …": a name the older text lacks, another thing
        told = {thing_stem(w) for w in _WORD.findall(before.lower())} - _LIGHT
        if "@self" in thing or (not told and _HOLDER.match(old_text.strip())):
            if (not before.strip() or re.search(r"\b(?:i|me|my|the user|user)\b", before.lower())) \
                    and not told - _SUBJECT_LIGHT:
                return f"the holder's name told anew: {was} → {now}"
            continue
        if thing and told & thing and not told - thing - _SUBJECT_LIGHT:
            return f"the older thing's name told anew ({' '.join(sorted(told & thing))}): {was} → {now}"
    return None
