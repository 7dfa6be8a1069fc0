"""The older name set aside by another in the newer memory: a rename told around the older name itself.

"db: modulanlage (formerly anlage_h0)", "Still No. 2 → 'Alambic Néroli'", "platform-gitops repo now called
fleet-config", "the squad formerly known as Fare Foundry goes by 'Yield Lab'", "replaces 'Velký sál'", "Aseptic Suite A
is 'the Harewood Unit' from today", "Marketing vetoed 'Nuit Blanche', so I went with …", "HIST-A has been given the
label 'ot-hist-01'". The readers of a name said of its thing (:mod:`.name_change`, :mod:`.name_anew`) ask the thing's
words again; a writer who names the older name has named the thing already. What makes the change is where the older
name stands: after a word that sets it aside ("formerly", "replaces", "instead of", "vetoed", "rebranded", "nobody
says"), or before a word that gives the thing another name ("→", "now called", "has been given the label", "goes by",
"answers to", "is 'X'") — and a name the older memory does not hold, told after it.

Not a change: the older name kept or told again ("still", "also", "aka", "for short"), a plan or a question, a name
from before ("until", "in 2022"), a name only for a while or one occasion ("for the festival", "temporarily").
"""

from __future__ import annotations

import re

from core.conflicts import wording as W
from core.conflicts.name_anew import _holds, _names, _norm
from core.conflicts.note_dates import undated
from core.text.tokens import stem

# Before the older name: a word that sets it aside (an active renaming: "was renamed Hive" gives the newer name).
_ASIDE_BEFORE = (r"(?:formerly(?:\s+(?:known\s+as|called|named))?|previously(?:\s+(?:known\s+as|called|named))?"
                 r"|replac(?:es|ed|ing)|instead\s+of|in\s+place\s+of|vetoed|scrapped|dropped|retired|ditched"
                 r"|(?<!was )(?<!were )(?<!been )(?<!is )(?:re-?branded|re-?named|re-?labell?ed|re-?titled)"
                 r"|(?:nobody|no\s+one|no-one)(?:,[^,;]{1,20},)?\s+(?:says|calls\s+it|uses)"
                 r"|re-?badged|re-?signed"
                 r"|(?:stop|stopped|quit)\s+(?:calling\s+(?:it|(?:the|our|my)\s+(?:[\w-]+\s+){0,3})|saying|using))")
# After the older name and at most two words of its thing: a word that gives the thing another name now — never a
# past naming ("was called 'Tenant Phone Tree' during its pilot").
_GIVEN_AFTER = (r"(?P<between>(?:[a-z][\w-]*\s+){0,2}?)"
                r"(?:→|->|=>"
                r"|(?:(?:is|are)\s+)?now\s+(?:called|named|known\s+as)|(?:is|are)\s+(?:called|named(?!\s+as\b)|known\s+as)"
                r"|(?:(?:was|were|is|are|has\s+been|have\s+been|got)\s+)?(?:now\s+)?"
                r"(?:renamed|relabell?ed|rebranded|retitled|rechristened|given\s+the\s+(?:label|name|title))"
                r"|answers\s+to|becomes|became|(?:shows\s+up|ships|re-?signed)\s+as"
                r"|(?:is|are)\s+(?:now\s+)?['‘\"“]|now\s+['‘\"“]|the\s+new\s+(?:name|label|title)"
                # "(vitrail-inventory redirects)": the older name only sends on to the newer one
                r"|redirects?\b)")
# Each alone: whether a text says either at all, before any pattern is made from a name.
_ASIDE_SAID = re.compile(_ASIDE_BEFORE, re.IGNORECASE)
_GIVEN_SAID = re.compile(_GIVEN_AFTER, re.IGNORECASE)
# Words that may stand after the older name set aside: a break, or a verb or a word joining the clause on.
_AFTER_ASIDE = frozenset("to as into and so anymore any now for in on with is are was were has have had which that "
                         "because since after when but goes answers trades ships reads shows runs".split())
# Words that may stand right before the older name when a naming follows it: it is the clause's subject.
_SUBJECT_LEADS = frozenset("the our my their says said that mentioned noted and user gave give gives".split())
# The older name kept, or the newer one added, a plan or a question, a time before, a window, a trip.
NOT_DISPLACED = re.compile(
    r"\b(?:still|also|too|as\s+well|aka|a\.k\.a|alias|for\s+short|short\s+for|(?<!drop the )nickname|informally"
    r"|alongside"
    r"|plan\w*|may|might|maybe|perhaps|considering|proposed|proposal|should\s+we|would|could|if|whether|wonder\w*"
    r"|once|tbd|scheduled|not\s+started|almost|only|being"
    r"|until|till|back\s+in|before\s+(?:19|20)\d\d|in\s+(?:19|20)\d\d|temporar\w*|for\s+now|this\s+weekend"
    r"|one-off|just\s+for|travel\w*|trip|offsite|visit\w*)\b|\?",
    re.IGNORECASE)


def name_displaced(old_text: str, new_text: str) -> str | None:
    """Why ``new_text`` sets the name ``old_text`` gives aside for another, or ``None``."""
    old_body, new_body = undated(old_text, dot=True), undated(new_text, dot=True)
    olds = _names(old_body)
    if not olds:
        return None
    new_low = spaced(new_body)
    told = [o for o in olds if len(o) >= 3 and f" {o} " in new_low]
    if not told or NOT_DISPLACED.search(new_body):
        return None
    old_low = _norm(old_body)
    fresh = {n for n in _names(new_body) if not _holds(n, old_low) and not any(_holds(o, n) or _holds(n, o)
                                                                               for o in olds)
             and n.split()[0] not in W.STOP_WORDS and not _short_form(n, olds)}
    if not fresh:
        return None
    old_stems = {stem(w) for w in re.findall(r"[a-z]+", old_body.lower())}
    written = _as_written(new_body)
    # Each older name makes two patterns of its own, compiled anew for almost every text: look for their fixed halves
    # first, so a text with neither word of setting aside nor of naming compiles nothing (a capture's slow tail).
    aside_said, given_said = _ASIDE_SAID.search(written) is not None, _GIVEN_SAID.search(written) is not None
    if not aside_said and not given_said:
        return None
    for older in told:
        name = r"\W+".join(re.escape(w) for w in older.split())
        quoted = rf"['‘\"“]?(?:the\s+)?{name}['’\"”]?"
        found = [m for m in re.finditer(rf"{_ASIDE_BEFORE}\s+(?:the\s+)?{quoted}(?![\w])", written, re.IGNORECASE)
                 if _set_aside_whole(written[m.end():], old_stems)] if aside_said else []
        found += [m for m in re.finditer(rf"(?<![\w]){quoted}\s*{_GIVEN_AFTER}", written, re.IGNORECASE)
                  if _the_subject(written[:m.start()], old_stems)
                  and all(stem(w) in old_stems for w in m.group("between").split())] if given_said else []
        for m in found:
            # the newer name after the older one's, or beside it in a bracket ("modulanlage (formerly anlage_h0)")
            bracketed = "(" in written[:m.start()] and ")" not in written[written.rfind("(", 0, m.start()):m.start()]
            later = sorted(n for n in fresh if f" {n} " in spaced(written[m.end():])
                           or (bracketed and f" {n} " in spaced(written[:m.start()])))
            if later:
                return f"the newer memory sets the name {older} aside: {older} → {later[0]}"
    return None


def _short_form(name: str, olds: frozenset[str]) -> bool:
    """Whether ``name`` is an older name told short, a nickname beside it ("Dag" for "Dagny Holmqvist", "Kat" for
    "Katharina"): each of its words the start of a word of an older name."""
    words = [w for o in olds for w in o.split()]
    return all(any(w != v and w.startswith(v) and len(v) >= 2 for w in words) for v in name.split())


def _set_aside_whole(after: str, old_stems: set[str]) -> bool:
    """Whether the older name set aside ends there, not a word of another thing after it ("renamed the shopfront
    *wiki*"): a break, a word joining the clause on, or a word of the older memory's own thing ("rebadged the Kelp-1
    *prototype* as …")."""
    word = re.match(r"\s*([A-Za-z][\w-]*)", after)
    return word is None or word.group(1).lower() in _AFTER_ASIDE or stem(word.group(1).lower()) in old_stems


def _the_subject(before: str, old_stems: set[str]) -> bool:
    """Whether the older name before a naming is that clause's subject: it opens the text or a clause, or follows an
    article, a word of saying or a word of the older memory's ("platform-gitops repo now called …"); not the object
    of another thing ("the cluster hosting elo_main is named …")."""
    tail = before.rstrip()
    if not tail or tail[-1] in ";:,—–(.":
        return True
    last = re.findall(r"[\w'-]+", tail.lower())[-1]
    return last in _SUBJECT_LEADS or stem(last) in old_stems


def spaced(text: str) -> str:
    """``text`` lower-cased to its words, joined and bounded by spaces, as the names are (:func:`.name_anew._norm`
    without its leading article)."""
    return " " + " ".join(re.findall(r"[\w&]+(?:['.][\w]+)*", text.lower().replace("’", "'"))) + " "


def _as_written(body: str) -> str:
    """The newer text as written, its curly apostrophes straightened and its spaces one: what the patterns read."""
    return re.sub(r"\s+", " ", body.replace("’", "'"))
