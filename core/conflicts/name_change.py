"""Whether two texts name one thing two ways: a rename said outright, or the thing's name told anew.

The names are read as :mod:`core.conflicts.naming` reads them (after a naming word, in the other shapes
:func:`~core.conflicts.naming.named_more` reads, beside the thing by apposition). Two texts name one thing two ways
when the newer thing has no word the older text lacks (a verb aside) and the older thing has at most one the newer
lacks (not a scope word: "staging" names another thing); or when the newer text renames the older name itself
("renamed shopfront to storefront-web").

Not a change: another thing ("the CLI's config file is called mdx.toml"), a narrower one, the same name
in other case or quotes, an alias added ("also known as", "aka"), and whatever the statement model finds
hedged, temporary, additive or about the past (the caller checks).
"""

from __future__ import annotations

import re

from core.conflicts import wording as W
from core.conflicts.compiled import compiled, says
from core.conflicts.name_frame import frame_words
from core.conflicts.naming import AT_WORK, CAPITALISED, apposed, joined_name, named_more, naming, thing_stem
from core.conflicts.naming_words import ALIAS as _ALIAS
from core.conflicts.naming_words import LIGHT as _LIGHT
from core.conflicts.naming_words import NAMING_CUE as _NAMING_CUE
from core.conflicts.naming_words import NOT_NAMES as _NOT_NAMES
from core.conflicts.naming_words import SEPARATED as _SEPARATED
from core.conflicts.naming_words import kin_names as _kin
from core.conflicts.note_dates import undated
from core.conflicts.shortened_words import Shortening, whole_word
from core.text.tokens import stem

# Words of a scope and of an environment: a thing's name in one is another thing's than in the other.
_SCOPED = frozenset(w[:5] for w in W.SCOPE_WORDS) | frozenset("stagi produ previ legac".split())
_ENVIRONMENTS = frozenset("prod produc stagin dev develo qa sandbo previe canary".split())
# An older name renamed with its new one after it, both in capitals: "renamed the Blue Sheet the Evening Handover Log",
# "rebranded Quarry Loop as Apex Arena".
_RENAMED_NAME = re.compile(r"\b(?:renamed|re-?christened|rebranded|re-branded|retitled)\s+(?:the\s+)?['‘\"“`]?"
                           r"(" + CAPITALISED + r")['’\"”`]?\s+(?:(?:to|as|into)\s+(?:the\s+)?|the\s+)['‘\"“`]?"
                           r"(" + CAPITALISED + ")")

# The verbs of giving a thing another name, every one a rename: "rechristened corekit as 'foundation'".
_RENAME_VERBS = r"(?:re-?named|re-?titled|re-?branded|re-?christened|re-?labell?ed|re-?registered)"
_RENAMED = re.compile(r"\b" + _RENAME_VERBS + r"\s+['‘’\"`“]?([\w@#][\w.+/@-]*)['’\"`”]?\s+(?:to|as|into)\s+"
                      r"['‘’\"`“]?([\w@#][\w.+/@-]*)")


# "courier renamed to 'relay'", "notif-worker → dispatcher (rename merged)": the older name itself renamed.
# "QuickNote rebranded 'Scribly'": with no "to", the new name in quotes.
_RENAMED_FROM = re.compile(r"(?<![\w-])['‘’\"`“]?([\w@#][\w.+/@-]*)['’\"`”]?\s+(?:(?:was|got|has been|is being)\s+)?"
                           + _RENAME_VERBS + r"\s+(?:(?:to|as|into)\s+)?['‘’\"`“]?"
                           # "Kestrel was re-registered with the harbour office": where or how, no name
                           r"(?!(?:in|on|at|by|for|from|after|before|since|last|this|yesterday|today|with|under"
                           r"|again|and|but|because|when|during|once|the|a|an)\b)"
                           r"([\w@#][\w.+/@-]*)")
# "'shipit' CLI renamed to 'launchpad'": the older name in quotes, then the kind of thing it names (a word the older
# memory says: "the 'shipit' docs" is another thing).
_RENAMED_QUOTED = re.compile(r"['‘’\"`“]([\w@#][\w.+/@-]*)['’\"`”]\s+([a-z][\w-]*)\s+"
                             r"(?:(?:was|got|has been|is being)\s+)?"
                             r"(?:renamed|retitled|rebranded)\s+(?:(?:to|as|into)\s+)?['‘’\"`“]?"
                             r"(?!(?:in|on|at|by|for|from|after|before|since|last|this|yesterday|today)\b)"
                             r"([\w@#][\w.+/@-]*)")
_ARROW_RENAME = re.compile(r"^\W*([\w@#][\w.+/@-]*)\s*(?:→|->|=>)\s*['‘’\"`“]?([\w@#][\w.+/@-]*)(?=.*\brenam)")
# "the rotation formerly known as Firewatch has been retitled 'Platform Primary'": the older name, said former.
_FORMER = re.compile(r"\b(?:formerly|previously|once)\s+(?:known as|called|named)\s+['‘’\"`“]?([\w@#][\w.+/@-]*)")


def _named_before(old_name: str, new_name: str, low: str) -> bool:
    """Whether ``old_name`` stands in ``low`` before ``new_name`` does ("(trademark issue w/ Fieldnote)" after)."""
    at = compiled(r"(?<![\w-])" + re.escape(old_name) + r"(?![\w-])").search(low)
    return at is not None and at.start() < max(low.find(new_name), 0)


# Verbs that give a thing a name anew, its older name able to stand as their subject ("hb-bsp yanked and republished
# under the name harbor-board"): a rename's own verbs, not a naming word alone ("billed as", "calling").
_NAMED_ANEW = re.compile(r"\b(?:renamed|re-named|republished|re-published|re-registered|relisted|rebranded|re-branded"
                         r"|relabell?ed|re-labell?ed|rebadged|retitled|re-titled|re-?christened|re-?designated"
                         r"|resubmitted|relaunched|re-released)\b"
                         # "gave the pebble-crm repo a new name", "was given a fresh name", "got a new name"
                         r"|\b(?:gave|given)\s+(?:it\s+)?the\s+name\b"  # "FossilFinder has been given the name …"
                         r"|\b(?:gave|given|got|gets)\s+(?:[\w-]+\s+){0,4}?(?:an?\s+)?(?:new|fresh|different)\s+"
                         r"(?:[a-z]+\s+)?(?:name|hostname|nickname|handle|title|codename|callsign)\b")
# A setting fronted and closed by "only": "At the market stall only, …", "For the festival only, …".
_FRONTED_ONLY = re.compile(r"^\W*(?:at|in|on|for|during)\b[^,;:.]{1,60}\bonly\s*,", re.IGNORECASE)
_OTHER_ONE = re.compile(r"\b(?:an)?other\s+([\w-]+)")
# Where a name is shown, put first ("On the kids' signage, …", "Within the POS system, …") or as another language's
# or edition's version of the place ("in the German version of the app").
_MEDIUM_FRONTED = re.compile(r"^\W*(?:on|in|within|inside|across)\s+((?:[\w'’-]+\s+){0,4}?[\w'’-]+)\s*,",
                             re.IGNORECASE)
_MEDIUM_VERSION = re.compile(r"\bin\s+the\s+([\w-]+)\s+(?:version|edition|translation|locale)\b", re.IGNORECASE)
_MEDIUM_CHANGE = re.compile(r"\b(?:now|new|renamed|relabell?ed|rebranded|retitled|changed|since|from|after|formerly"
                            r"|no longer|anymore|these days|nowadays|instead|revised|updated|today|going forward)\b"
                            r"|→|->", re.IGNORECASE)


def _in_a_medium(old_text: str, new_text: str) -> bool:
    """Whether the newer name is told for a medium the older memory never names — a sign, a system, a language's
    version — with no change said: a second name where it is shown, not the thing renamed."""
    body = undated(new_text)
    if _MEDIUM_CHANGE.search(body):
        return False
    told = set(re.findall(r"[a-z0-9]+", old_text.lower()))
    for found in (_MEDIUM_FRONTED.match(body), _MEDIUM_VERSION.search(body)):
        if found is None:
            continue
        words = [w.removesuffix("'s").removesuffix("’s") for w in re.findall(r"[\w'’-]+", found.group(1).lower())]
        if any(len(w) >= 3 and w not in _LIGHT_MEDIUM and w not in told for w in words):
            return True
    return False


_LIGHT_MEDIUM = frozenset("the our its their his her this that all every".split())


def name_change(old_text: str, new_text: str) -> str | None:
    """Why ``new_text`` names the thing ``old_text`` names another way, or ``None``."""
    low_new = new_text.lower()
    if not says(_NAMING_CUE, old_text.lower()) or not (says(_NAMING_CUE, low_new) or says(_APPOSED_CUE, new_text)):
        return None  # the cheap test first: no naming word in one of the texts, nor a name set beside its thing
    olds = naming(old_text) + named_more(old_text)
    if not olds:
        return None
    if _FRONTED_ONLY.search(undated(new_text)):
        return None  # "At the Harrogate market stall only, the boaters are labelled …": a name for one setting
    if _in_a_medium(old_text, new_text):
        return None  # "On the kids' signage, the corner is labelled …": a name where the older memory's is not read

    # The older name itself renamed: a rename said outright, whatever alias of the old name is kept beside it.
    quoted = _RENAMED_QUOTED.search(low_new)
    if quoted is not None and quoted.group(2) in re.findall(r"[\w-]+", old_text.lower()):
        was, now = quoted.group(1), quoted.group(3)
        if any(name == was and now != was for _, name in olds):
            return f"the newer memory renames {was} to {now}"
    renames = [(m.group(1), m.group(2)) for m in (_RENAMED.search(low_new), _RENAMED_FROM.search(low_new),
                                                   _ARROW_RENAME.search(low_new)) if m is not None]
    renames += [(joined_name(m.group(1)), joined_name(m.group(2)))
                for m in _RENAMED_NAME.finditer(undated(new_text, dot=True))]
    for was, now in renames:
        if any(name == was and now != was for _, name in olds):
            return f"the newer memory renames {was} to {now}"
    if _ALIAS.search(low_new):
        return None  # "also known as", "aka": a name added, not one replaced
    former = _FORMER.search(low_new)
    if former is not None and any(name == former.group(1) for _, name in olds):
        told = [name for _, name in named_more(new_text) + naming(new_text) if name != former.group(1)]
        if told:
            return f"the newer memory renames {former.group(1)} to {told[0]}"
    more = named_more(new_text) + apposed(new_text)
    news = naming(new_text) + more
    old_words = frozenset(thing_stem(w.rstrip(".").removesuffix("'s"))
                          for w in re.findall(r"[\w'’.+/@#-]+", old_text.lower()))
    new_words = frozenset(thing_stem(w.rstrip(".").removesuffix("'s")) for w in re.findall(r"[\w'’.+/@-]+", low_new))
    # a compound's parts are the older memory's words: "rendering cluster" after "tile-rendering cluster"
    old_words |= frozenset(thing_stem(part) for w in re.findall(r"[a-z]+(?:-[a-z]+)+", old_text.lower())
                           for part in w.split("-") if len(part) >= 4)
    shorter = told_shorter(old_text.lower(), low_new)
    old_words |= frozenset(shorter)
    # a word told shorter stands for the older thing's word; a part of the older name ("the monorepo" of
    # "atlas-monorepo") is read below as the name's part
    shorter = {w: o for w, o in shorter.items() if any(o in thing for thing, _ in olds)}
    new_words |= frozenset(shorter.values())
    old_words |= AT_WORK & {w for thing, _ in olds for w in thing}  # the person's own name: a thing of its own
    new_words |= AT_WORK & {w for thing, _ in news for w in thing}
    old_envs, new_envs = old_words & _ENVIRONMENTS, new_words & _ENVIRONMENTS
    if old_envs and new_envs and not old_envs & new_envs:
        return None  # "app_prod on prod host" / "app_staging on staging host": two environments' names
    # "The user's project is called Beacon" / "User's *other* project is called Harbor": another one of the thing.
    others = frozenset() if re.search(r"\b(?:an)?other\b", old_text.lower()) else frozenset(
        thing_stem(w) for w in _OTHER_ONE.findall(low_new))
    possessors = frozenset(thing_stem(w) for w in re.findall(r"([\w-]+)['’]s\b", old_text.lower()))
    renamed_now = says(_NAMED_ANEW, low_new)
    framing = frame_words(undated(new_text, dot=True))
    for old_thing, old_name in olds:
        for new_thing, new_name in news:
            if new_thing & others:
                continue
            # "Room B14 was redesignated …", "the zefdoc script was republished under the name …": the newer thing
            # told by the whole older name, beside a verb that names it anew, is the thing that name named; the older
            # name stands before the newer one as the renamed thing, not as a name kept
            whole = frozenset(w.rstrip("s")[:6] for w in re.split(r"[-_./@]", old_name) if w)
            by_whole_name = renamed_now and (thing_stem(old_name) in new_thing
                                             or (len(whole) > 1 and whole <= new_thing))
            if old_name == new_name or (_named_before(old_name, new_name, low_new) and not by_whole_name) \
                    or _kin(old_name, new_name) or any(new_name == name for _, name in olds):
                continue  # the same name, or the older one still named (not just recalled after the new one)
            if new_name in _NO_NAME or _kept_after(old_name, new_name, low_new) or _bounded_past(new_name, low_new):
                continue  # "… called the Lantern Room then": a time, no name; "…, short form of Peak Plus": kept
            # A thing renamed may be called by a part of its older name: "the monorepo" for "atlas-monorepo".
            # So may any newer name's thing when it is told only by the older name's words: "the UI kit" is what
            # "@acme/ui-kit" names.
            parts = frozenset(w.rstrip("s")[:6] for w in re.split(r"[-_./@]", old_name) if w)
            by_old_name = new_thing <= parts and len(new_thing) > 1 and _SEPARATED.search(new_name) is not None
            if by_whole_name:
                by_old_name, parts = True, parts | whole | {thing_stem(old_name)}
            if (new_thing, new_name) not in more and not by_old_name:
                parts = frozenset()
            new_thing = frozenset(shorter.get(w, w) for w in new_thing)
            if new_thing - old_words - parts - framing:
                # a narrower or another thing: "the CLI's config file"; not a word that frames the naming ("Q3 onward
                # the report ships as …", "the cargo bike I ride goes by …")
                continue
            # "the museum's pilot-cutter replica" / "replica": whose it is may go unsaid
            missing = old_thing - new_words - possessors
            by_id = any(any(c.isdigit() for c in w) for w in new_thing & old_thing)  # "WX-14 relabelled …"
            if (not by_old_name and not by_id
                and ((len(missing) > 1 and len(old_thing & new_thing) < 2) or missing & _SCOPED)) \
                    or not (old_thing | parts) & new_thing:
                continue  # "the monorepo" is the thing "atlas-monorepo" names; "mapping project" is "field school …"'s
            return f"same thing's name ({' '.join(sorted((old_thing | parts) & new_thing))}), {old_name} → {new_name}"
    return None


# Words a name reader may take for a name that say when or where: "was already being called the Lantern Room then".
_NO_NAME = frozenset("then now today there here again instead".split())
# The older name told after the newer one as kept or as the same ("…, short form of Peak Plus", "… though the crew
# still say Bluebell", "…; same feeder"), with no word of its end beside it ("formerly Marlow", "was Bluebell").
_KEEPS = re.compile(r"\b(?:still|same|short for|short form|abbreviat\w*|full name|aka|also known|as well)\b")
_ENDS_NAME = re.compile(r"\b(?:formerly|previously|was|were|old|former|retired|dropped|replac\w*|instead|no longer"
                        r"|renamed|rebranded|changed|not|anymore|any more|gone)\b|n't\b|->|→")


# A name told with the end of its time after it: "titled 'Northern Lights' pre-2021", "… until 2019", "… before the
# current title" — a dated past state, the name the thing had, not the one it has now.
_PAST_BOUND = re.compile(r"^\W*(?:[\w'’-]+\W+){0,3}?(?:pre-?(?:19|20)\d\d|(?:until|till|up to|before)\s+(?:19|20)\d\d"
                         r"|before\s+(?:the\s+|its\s+)?(?:current|present|new|newer|today's)\b)")


def _bounded_past(new_name: str, low_new: str) -> bool:
    """Whether ``low_new`` bounds ``new_name`` to the past right after naming it ("'Northern Lights' pre-2021")."""
    at = low_new.find(new_name)
    if at < 0:
        spelled = _spelled(new_name)
        found = compiled(spelled).search(low_new) if spelled else None
        if found is None:
            return False
        at, end = found.start(), found.end()
    else:
        end = at + len(new_name)
    return _PAST_BOUND.search(low_new[end:].lstrip("'‘’\"`”")) is not None


def _spelled(name: str) -> str:
    return r"\W+".join(re.escape(p) for p in re.split(r"[-\s]+", name) if p)


def _kept_after(old_name: str, new_name: str, low_new: str) -> bool:
    """Whether the newer text names the older name again as kept or as the same thing (a keep word, no end word
    outside the newer name: "Old Red" names, it ends nothing)."""
    if not _KEEPS.search(low_new):
        return False  # the cheap test first
    spelled, told = _spelled(old_name), _spelled(new_name)
    if not spelled or (told and _ENDS_NAME.search(compiled(r"(?<![\w-])" + told + r"(?![\w-])").sub(" ", low_new))) \
            or (not told and _ENDS_NAME.search(low_new)):
        return False
    return compiled(r"(?<![\w-])" + spelled + r"(?![\w-])").search(low_new) is not None


# A word of a thing told shorter, as written: a part of a hyphened word, or a compound's tail of five letters or more
# ("sheet" of "spreadsheet"; "tion" of "station" is no word of its own).
_TOLD_SHORTER = Shortening(parts="written", tail=(5, 3))


def told_shorter(old_low: str, new_low: str) -> dict[str, str]:
    """The newer text's words that tell one of the older text's words shorter or in another form, each (as a
    six-letter stem) with the older word's stem: a part of a hyphened word ("the tracking sheet" for the
    "sample-tracking spreadsheet"), the tail of a compound of five letters or more ("sheet" of "spreadsheet"), one
    word in another form ("trading name" for "trades as")."""
    olds = set(re.findall(r"[a-z][\w'’-]*", old_low))
    # Sorted, so that two words of one stem always resolve the same way (a set's order changes with the hash seed).
    old_stems = {stem(o.removesuffix("'s")): o for o in sorted(olds)}
    found: dict[str, str] = {}
    for word in sorted(set(re.findall(r"[a-z][\w'’-]*", new_low)) - olds):
        if word in _LIGHT or word in _NOT_NAMES or len(word) < 4:
            continue
        whole = whole_word(word, olds, _TOLD_SHORTER)
        if whole is not None:
            found[thing_stem(word)] = thing_stem(whole)
        elif stem(word) in old_stems:
            found[thing_stem(word)] = thing_stem(old_stems[stem(word)])
    return {w: o for w, o in found.items() if w != o}


# A name set beside its thing with a comma (:func:`~core.conflicts.naming.apposed`): the cheap test that the newer
# text may name the thing that way.
_APPOSED_CUE = re.compile(r",\s+(?:the|my|our|their|his|her)\s|\b(?:my|our|their|his|her)\s+[a-z][\w-]*,\s+['‘\"“A-Z]")
