"""One thing put under another licence, read from the licence's type, not from a change word.

"We ship the SDK under the BSD 3-clause licence" and "Legal made us move the SDK to MPL-2.0"; "I keep my
dotfiles under CC0" and "My dotfiles are under the Unlicense now, CC0 confused people"; "The project is
distributed under the Mozilla Public License 2.0" and "The project has been relicensed under the EUPL 1.2".
:func:`.slots.licence_change` asks for a change said and for the same words before the licence; writers
name a licence by its long name, put an agent or a verb before the thing ("Legal made us move …"), and
often say no change at all. A thing is under one licence at a time (a dual licence is said "dual"), so
this reader keys on the *value type*: the licences a text names — an SPDX-like id
(:mod:`.values`), a licence's long name ("Mozilla Public License 2.0", "SIL Open Font License") or a
kind of licence ("a custom non-commercial license") — and the thing they cover, the older text's content
words. Two licences are one when their family agrees and their versions do not differ
("GPL-3.0-or-later" / "the GNU General Public License, version 3").

Not a change: another thing (a part of it named — "the CLI's vendored parser", "the theme's icon set",
"code snippets" beside "blog posts" — or another word before the licence the older text lacks), the older
licence still held beside the new one ("EPL-2.0 w/ GPL-2.0 secondary", "also a commercial licence"), a dual
licence without a change said, a licence that is only checked, compared or named as a dependency's, and
whatever the statement model finds hedged, temporary, additive or about the past (the caller checks).
"""

from __future__ import annotations

import re
from functools import lru_cache

from core.conflicts import wording as W
from core.conflicts.compiled import says
from core.conflicts.ending_words import DISMISSED_AFTER, ENDED_AFTER, ENDED_BEFORE, alternation
from core.conflicts.licence_reading import JOINED, KIND, KINDS, LONG, MORE_IDS, OF_KIND, licensed, same_licence
from core.conflicts.note_dates import undated
from core.conflicts.shortened_words import Shortening, whole_word
from core.conflicts.value_shapes import LICENCE

_CUE = re.compile(r"licen[cs]|\b(?:[AL]?GPL|MIT|0?BSD|MPL|EPL|EUPL|ISC|CC0|CC[-\s]BY|SSPL|RSAL|BUSL|BSL|OFL|Apache"
                  r"|Unlicense|proprietary|WTFPL|Zlib|copyleft|permissive|all rights reserved|closed[-\s]source|EULA"
                  r"|commercial(?:-only)? terms|ODbL|BlueOak|PDDL|ODC|OGL|Open Government|CDDL"
                  r"|all-rights-reserved|public domain|OSL-\d|AFL-\d|UPL-\d|OpenRAIL|MS-[PR]L|CERN-OHL|Artistic)"
                  r"(?:v\d)?\b",
                  re.IGNORECASE)
# Words of a licence's own wording, and verbs that only put a thing under one: never the thing.
# ("re" is what "re-licensed" leaves once its licensing word is taken out; "plain" qualifies a licence: "plain CC BY")
_LICENCE_WORDS = frozenset("""licence license licences licenses licensed licenced licensing relicensed relicenced lic
    terms text file clause version spdx under released release releases publish published publishes distributed
    distribute distributes ship ships shipped keep keeps kept put puts goes went go moved move made make makes
    switched switch swapped changed became become opened open source fully offered covered available says
    said say noted mentioned has have had been is are was were be now anymore longer no not isn't from to
    for as of stays stay stayed remains remain remained rights right reserved waived waive they're it's open-source
    closed-source source sourced fully freely sell sells sold selling we've i've we're they've id effective
    commercial use usage permitted allowed cleared since dual old requires required require attribution field uses
    using carry carries carried bear bears instead back up share shares shared sharing withdrawn withdrew withdraw
    withdraws rewrote rewritten paid overwritten overwrote fix fixed corrected correction creative commons came come off
    actual mislabel mislabelled mislabeled mistake wrong halted pull struck adopt adopts adopted adopting give gives
    gave given apply applies applied dedication dedicated re re- plain""".split())
# One thing's other words, as six-letter stems ("routing lib" / "routing library").
_THING_SYNONYMS = {"lib": "librar", "libs": "librar", "repo": "reposi", "pkg": "packag", "doc": "docume",
                   "fw": "firmwa"}
# A part of a thing: named beside the older thing's words, another thing under its own licence.
_PARTS = frozenset("""docs doc documentation example examples asset assets font fonts icon icons image images client
    clients server servers cli plugin plugins addon addons add-on extension data dataset datasets weight weights
    code snippet snippets website site template templates artwork logo logos content prose parser module modules
    test tests frontend backend sdk sdks app apps dependency dependencies deps vendored engine fork forks
    mirror""".split())
_PART_STEMS = frozenset(w.rstrip("s")[:6] for w in _PARTS)
# "or" between two licences, not inside an id ("GPL-2.0-or-later").
_HELD_TOO = re.compile(r"\b(?:also|too|as well|secondary|alongside|in addition|additionally|plus|either"
                       r"|(?<!-)or(?!-))\b")
_CHANGE_SAID = re.compile(r"\b(?:switch\w*|mov\w*|relicen[cs]\w*|chang\w*|went|goes|now|swapped|flipped|became"
                          r"|replac\w*|opened|no longer|anymore|re-\w+|pulled|dropped|withdr[ae]w\w*|retired"
                          r"|applied|closed(?:\s+back)?\s+up|made\s+private|went\s+private|rewr(?:ote|itten|ites?)"
                          # "was put under a proprietary EULA": a thing placed under a licence anew, the thing
                          # between ("put the foam-ratio calculator under", "has been placed under")
                          r"|(?:put|placed)\s+(?:[\w'’-]+\s+){0,6}?under"
                          # the source closed: "was closed-sourced", "closed the source of", "was closed again"
                          r"|closed[-\s]sourced?|closed\s+(?:the|its|their|our|my)\s+source|closed\s+again"
                          r"|(?:taken|took\s+(?:it|them)|gone)\s+(?:private|closed[-\s]source))\b")
# Said of a licence, these only look at it: checked, compatible, compared, asked about, a notice added.
_ONLY_LOOKED = re.compile(r"\b(?:compatib\w*|checked|check|review\w*|audit\w*|compar\w*|consider\w*|debat\w*|propos\w*"
                          r"|floated|mooted|pitched|suggest\w*"
                          r"|ask\w*|notice|notices|headers?|depends?|depend\w*|spdx(?!\s+id)|cla|dco)\b")
# A bound that ends the newer licence's clause before now: "before the 2023 relicense", "before the licence change",
# "until v0.3", "before 2024-02", "in its 0.x days", "before the EUPL adoption", "back in 2023" — what the thing was
# under once, the older licence's past.
_PAST_BOUND = re.compile(r"\b(?:before|until|till|prior\s+to)\s+(?:the\s+|its\s+)?(?:v?\d[\w.-]*|(?:\d{4}\s+)?"
                         r"(?:relicen[cs]\w*|licen[cs]e\s+change|switch))(?![\w-])"
                         r"|\bin\s+(?:its|their|the)\s+(?:early\s+)?[\w.]+\s+days\b"
                         # "shipped under CDDL before the EUPL adoption", "back in 2023": before another licence came
                         r"|\b(?:before|until|prior\s+to)\s+(?:the\s+|its\s+)?[\w.-]+\s+(?:adoption|move|switch)\b"
                         r"|\bback\s+in\s+(?:19|20)\d\d\b"
                         # "had no licence until March 2022": a date it held until
                         r"|\b(?:until|till)\s+(?:(?:early|late|mid)[-\s])?(?:[a-z]{3,9}\s+)?(?:19|20)\d\d\b")
# A licence header or notice the thing bears or that took the older one's place: what the thing is under.
_CARRIED = re.compile(r"\b(?:carr(?:y|ies|ied|ying)|bears?|bore|put\s+in\s+(?:its|their)\s+place|replaced\s+with"
                      r"|ship(?:s|ped|ping)?\s+with)\b")
_HEADER_OR_NOTICE = re.compile(r"\b(?:headers?|notices?)\b")
# "the header reads MIT", "SPDX headers now say MPL-2.0": the licence as its header or notice tells it, not a header
# only checked.
_HEADER_READS = re.compile(r"\b(?:spdx\s+)?(?:headers?|notices?|spdx)\s+(?:now\s+)?(?:reads?|says?)\b")
# A review as the occasion the licence was changed at ("After legal review I put …", "At the last council review the
# tool was re-issued as …"): when it was done, not the licence only looked at ("legal is reviewing MPL-2.0").
_AT_REVIEW = re.compile(r"\b(?:after|following)\s+(?:(?:the|a|an|its|our|their)\s+)?(?:[\w'’-]+\s+){0,3}?review\b"
                        r"|\bat\s+(?:the|a|an|its|our|their)\s+(?:[\w'’-]+\s+){0,3}?review\b", re.IGNORECASE)
# "SPDX 0BSD", "spdx: MIT": the label of the id that follows it, not a licence only looked at ("SPDX headers checked").
_SPDX_LABEL = re.compile(r"\bspdx\s*[:=]?\s*(?=\d?[a-z]+[\w.+-]*\s*(?:[;,.]|$))")
# The older licence named again, but as the one left: "from CC0", "isn't OFL anymore", "CC0 confused people".
_LEFT_BEFORE = frozenset("from was not isn't replaced replacing dropped ditched instead formerly previously".split())
# Before the new licence, these make it the one left ("was proprietary until it went MIT"); before the older
# licence named again, they make that one the current ("went MIT in 2023").
_PAST_BEFORE = frozenset("was were from formerly previously used until originally".split())
_NOW_BEFORE = frozenset("went to now moved switched became is are back".split())
# Before the older licence named again, these keep it: "the font itself stays OFL", "the code remains MIT".
_KEPT_BEFORE = frozenset("stays stay stayed remains remain remained still unchanged keeps kept".split())
# A name the older text lacks (a capital inside a word, or a capitalised word inside a clause): another thing.
_NAME = re.compile(r"(?<=[a-z,] )[A-Z][\w-]+|\b[A-Za-z]+[a-z][A-Z][\w-]*")


# "OSI-approved", "FSF-compliant": a word about the licence, not a name of another thing.
_APPROVED = re.compile(r"-(?:approved|certified|compliant|compatible|style)$", re.IGNORECASE)


# Verbs that say who made a thing so: the words before them are the agent, not the thing.
_CAUSED = re.compile(r"\b(?:made|makes|make|had|has|asked|told|got|let|forced|wants|want)\s+(?:us|me|them|him|her)\b",
                     re.IGNORECASE)


# Words that open why or when the licence changed, after the thing: what follows is not the thing.
_WHY = re.compile(r"(?<=\w)[\s,]+(?:for the|because|since|after|following the|due to|per|during)\b.*$",
                  re.IGNORECASE)


# The change told before the new licence, in a note with no thing: "relicensed", "moved to", "→".
_TOLD_CHANGE = re.compile(r"\b(?:relicen[cs](?:ed|e|ing)|switched|moved|changed|swapped|replaced|open-sourced"
                          r"|open sourced)\b|->|→")
# Wording of licensing itself, never the thing licensed: "relicense", "back to open source", "the LICENSE file".
_LICENSING = re.compile(r"\brelicen[cs]\w*|\bback to open[ -]source\b|\bopen[ -]source\b"
                        r"|(?<=\blicen[cs]e )(?:file|text)\b", re.IGNORECASE)


# Said in the older licence's own clause, these end it: "the BSD terms were withdrawn; it is offered only under …".
_ENDED = re.compile(r"\b(?:" + alternation(w for w in ENDED_AFTER + ENDED_BEFORE + DISMISSED_AFTER
                                           if w not in ("closed", "over", "out", "released", "sold", "let go"))
                    + r"|revoked|rescinded|withdr[ae]wn?|lifted|pulled"
                    # "had me pull the Apache grant", "came off MPL", "under LGPL was halted", "was a mislabel": the
                    # older licence left, or said never to have been the thing's (a record corrected)
                    + r"|pull(?!\s+request)|c[ao]me\s+off|halted|mislabel\w*|mistaken?|wrong|in\s+error"
                    + r"|incorrect\w*)\b")


# A preposition after the thing's head that opens whom or what it is licensed for or with: "the app *for the co-op*".
_POST = re.compile(r"(?<=[a-z]) (?:for|with|to) (?!(?:use|be|run|build)\b)", re.IGNORECASE)


def _post_modifier(text: str, cut: int) -> frozenset[str]:
    """The words of a phrase after the older thing's head and before its licence at ``cut`` that says for or with
    whom it is licensed ("the hive app *for the co-op*", "the scripts *with regional clinics*"); none when no
    content word stands before the preposition."""
    body = JOINED.sub(" ", undated(text))[:cut]
    found = _POST.search(body)
    if found is None or not _thing(body[:found.start()]):
        return frozenset()
    return _thing(body[found.end():])


def _ended_in_clause(low: str, at: int) -> bool:
    """Whether the clause that names a licence at ``at`` says it ended ("BSD terms were withdrawn", "dropped the
    GPL"): the older licence named again as the one left, not held beside the new one."""
    start = max(low.rfind(mark, 0, at) for mark in ";,()—–:.")
    ends = [e for e in (low.find(mark, at) for mark in ";,()—–:") if e >= 0]
    return _ENDED.search(low, start + 1, min(ends) if ends else len(low)) is not None


def _changed_too(low: str, match: re.Match) -> bool:
    """ "old libs relicensed too": "too" right after a verb of change adds a thing to the change, no licence."""
    if match.group(0) != "too":
        return False
    before = low[:match.start()].split()
    return bool(before) and _CHANGE_SAID.fullmatch(before[-1]) is not None


def _left_before(before: list[str]) -> bool:
    """Whether the words before a licence make it the one left ("was proprietary", "from MIT"), unless a
    destination follows the past word ("was converted to Apache 2.0", "was re-released under CC BY")."""
    for k, w in enumerate(before):
        if w in _PAST_BEFORE and not any(x in ("to", "under", "into") for x in before[k + 1:]) \
                and not _REPLACED_WITH.search(" ".join(before[k + 1:])) \
                and not (w in ("was", "were") and any(_RELICENSED.fullmatch(x) for x in before[k + 1:])):
            return True
    return False


# "was re-issued as GPL-3.0", "was relicensed GPL-3.0-or-later": a verb of licensing anew after "was" makes the licence
# the destination, not the one left.
_RELICENSED = re.compile(r"re-?(?:licen[cs]ed|issued|released|published)|relicen[cs]ed")
# "the LICENSE file was replaced with MPL-2.0 text", "was swapped for Apache-2.0": the licence put in the older one's
# place, a destination as "to" is.
_REPLACED_WITH = re.compile(r"\b(?:replaced|swapped|exchanged) (?:with|for)$")


def _own_clause_thing(text: str, at: int) -> frozenset[str]:
    """The thing told in the clause that names the licence at ``at``: the words after the last comma before it."""
    body = JOINED.sub(" ", undated(text))
    cut = body.rfind(",", 0, at)
    if cut < 0:
        return frozenset()
    return _thing(body[cut + 1:at])


def _words_before(low: str, at: int) -> list[str]:
    """The words just before offset ``at``, within its clause: ", CC0 confused people" has none."""
    return re.split(r"[,;:—–()]", low[max(0, at - 30):at])[-1].split()[-3:]


# Words that make a time word a when ("last week", "this quarter"): never the thing.
_WHEN_OF = frozenset("last next this past".split())


def _thing(text: str, cut: int | None = None, *, keep_purpose: bool = True) -> frozenset[str]:
    """The content words of ``text`` (six-letter stems), up to ``cut``, without licence wording, verbs and who
    made it so ("Legal made us move the SDK …": the SDK); without ``keep_purpose``, without a purpose after "so"
    ("… re-licensed so streamers may monetise": what for, not the thing)."""
    body = JOINED.sub(" ", undated(text))
    body = body if cut is None else body[:cut]
    named = licensed(text)
    if named and named[0][1] < len(body):  # "… to Apache-2.0 for the patent grant": after the licence, why
        body = body[:named[0][1]] + _WHY.split(body[named[0][1]:])[0]
    body = _CAUSED.split(body)[-1]
    if not keep_purpose:
        body = _PURPOSE.sub(" ", body)
    body = _AT_REVIEW.sub(" ", body)  # "At the last council review the tool was …": when, not the thing
    body = _LICENSING.sub(" ", _LICENCE_FILE.sub(" ", _FRONTED_ONSET.sub(" ", body)))
    body = MORE_IDS.sub(" ", _IDS.sub(" ", LONG.sub(" ", KIND.sub(" ", body))))  # licence ids, kinds and long names
    body = re.sub(r"[\w.-]*\d[\w.-]*", " ", body)  # versions, years, ids
    words = re.findall(r"[a-z][a-z'’-]*", body.lower())
    return frozenset(_stem6(w) for k, w in enumerate(words)
                     if w not in _LICENCE_WORDS and w not in W.LIGHT_WORDS and len(w) > 1
                     and w not in W.TIME_WORDS and w not in _WHEN_OF  # "Last week the rota tool …": when, not what
                     and not (len(w) > 4 and w.endswith(("ed", "ing")) and not _modifies(words, k))
                     and w.removesuffix("'s") not in W.LIGHT_WORDS and _CUE.fullmatch(w) is None)


# A purpose after "so": "so streamers may monetise", "so that the lawyers would sign off" (up to a clause's end).
_PURPOSE = re.compile(r"\bso(?:\s+that)?\s+(?:[\w'’-]+\s+){1,4}?(?:" + "|".join(sorted(W.PURPOSE_MODALS))
                      + r")\b[^;:,.()]*", re.IGNORECASE)
# Where a licence is written, a manifest or licence file by its name ("the license field in package.json", "LICENSE.md
# overwritten"): a place, never the thing.
_LICENCE_FILE = re.compile(r"\b[\w-]+\.(?:json|md|txt|toml|ya?ml|cfg|xml|gemspec|lock)\b", re.IGNORECASE)
# When the change holds from, fronted before the thing and closed by "on"/"onward(s)" or a comma ("From this edition
# onward my frame plans …", "From the spring batch onward the build plans …", "After the rewrite, the module …"):
# a time, never the thing.
_FRONTED_ONSET = re.compile(r"^\s*(?:from|after|since|starting\s+(?:with|from))\s+(?:[\w.'’-]+\s+){0,4}?"
                            r"(?:on(?:wards?)?\b|forward\b|[\w.'’-]+,)", re.IGNORECASE)


_NOUNS_AFTER = frozenset("""library libraries lib libs package packages module modules service services engine
    engines tool tools app apps sdk sdks cli client clients server servers parser parsers pipeline pipelines plugin
    plugins framework frameworks code""".split())


def _modifies(words: list[str], k: int) -> bool:
    """ "our *routing* library", "the *parsing* lib": a word in -ing before a thing noun names which thing."""
    # "the cleaning library's LICENSE": the noun is the thing's whoever has it after it
    return words[k].endswith("ing") and k + 1 < len(words) \
        and words[k + 1].removesuffix("'s").removesuffix("’s") in _NOUNS_AFTER


# A licence id as the value reader finds it ("CC BY-SA", "All Rights Reserved", "Elastic License 2.0"): never the thing.
_IDS = re.compile(r"\b(?:" + LICENCE + r")(?![\w-])")
_IDS_ANY_CASE = re.compile(_IDS.pattern, re.IGNORECASE)
# A name made of joined parts ("orbit-cli", "acme_sdk", "lantern.js"), its first part and its last.
_JOINED_NAME = re.compile(r"\b([a-z][a-z0-9]*)[-_.]([a-z][a-z0-9]*)\b")


def sibling_names(old_low: str, low_new: str) -> bool:
    """Whether the two texts name two things of one family by joined names that share their first part and not
    their last ("orbit-cli" / "orbit-server", "acme_web" / "acme_api"), neither text naming the other's: two
    things, each with its own licence — as a project's repositories are."""
    # A licence id's own parts ("cc by-sa" / "cc by-nc-nd") name no thing: the ids go before the names are read.
    old_low, low_new = _IDS_ANY_CASE.sub(" ", old_low), _IDS_ANY_CASE.sub(" ", low_new)
    olds = {(m.group(1), m.group(2)) for m in _JOINED_NAME.finditer(old_low) if m.group(2) not in _LICENCE_WORDS}
    if not olds:
        return False
    news = {(m.group(1), m.group(2)) for m in _JOINED_NAME.finditer(low_new) if m.group(2) not in _LICENCE_WORDS}
    return any(head == was_head and tail != was_tail and was_tail not in low_new and tail not in old_low
               for head, tail in news for was_head, was_tail in olds)


def _stem6(word: str) -> str:
    short = word.removesuffix("'s").removesuffix("’s").rstrip("s")[:6]
    return _THING_SYNONYMS.get(short, short)


# A note keyed by the licence alone ("LICENSE: none yet", "LICENSE added: EUPL-1.2"): the store's one licence.
# "license of the server repo: AGPL-3.0": the key may name the one thing it licenses.
_KEYED = re.compile(r"\s*licen[cs]e\b(?:\s+(?:of|for)\s+[^:=→]{1,40}|[^:=→]{0,12})(?::|=|->|→)", re.IGNORECASE)
# "LICENSE file swapped to 0BSD", "SPDX id now BUSL-1.1": a note opened by the licence itself.
_OPENS_LICENCE = re.compile(r"\s*(?:licen[cs]e|spdx\s+id(?:entifier)?)\b", re.IGNORECASE)


def _clause_at(low: str, at: int) -> str:
    """The clause of ``low`` around position ``at``: "…; nobody needs to ask me" is not the licence's clause."""
    start = max(low.rfind(mark, 0, at) for mark in ";()—–")
    ends = [e for e in (low.find(mark, at) for mark in ";()—–") if e >= 0]
    clause = low[start + 1:min(ends) if ends else len(low)]
    # After the licence, another verb's conjunct or a reason is no part of it: "relicensed … under GPLv3 *and updated
    # every file header*", "swapped … to BSD 2-Clause *after a company asked for* …".
    after = at - start - 1
    cut = _AFTER_LICENCE.search(clause, after)
    return clause if cut is None else clause[:cut.start()]


_AFTER_LICENCE = re.compile(r",? and (?!later\b)|, | (?:after|because|since|so that|following|once|when) ")


# Said of a licence, these make it the only one the thing is under: "a proprietary desktop EULA *only*", "© all
# rights reserved" (nothing granted beside it).
_ONLY_AFTER = re.compile(r"[\w\s-]{0,40}?\bonly\b")
_RESERVED = re.compile(r"\ball rights reserved\b")


def _the_only_one(low: str, at: int) -> bool:
    """Whether the licence at ``at`` is told as the only one: "only" closing its words, or all rights reserved."""
    return _ONLY_AFTER.match(low, at) is not None or _RESERVED.search(low, at) is not None


# One piece taken out of the thing: "a single recipe from the e-book", "one chapter of the book", "two tracks off the
# album".
_ONE_OF = re.compile(r"(?<!every )(?<!each )(?<!any )\b(?:a single|one|a few|a couple of|some|several|two|three)"
                     r"\s+(?:[\w-]+\s+){0,2}?"
                     r"(?:from|of|off|out of|in)\s+(?:the|my|our|their|his|her|its)\s")
# A thing's own name set beside its kind between commas: "The user's CLI tool, parsnip, is GPL-2.0-only".
_APPOSED_NAME = re.compile(r"[a-z]\s*,\s+([a-z][\w.-]*[a-z0-9])\s*,")


# "the datasets' labels", "the kit's themes": the thing, then what it has.
_POSSESSED = re.compile(r"\b([a-z][\w-]*?)(?:'s|’s|s'|s’)\s+([a-z][\w-]*)")


def _called_by_name(old_text: str, shared: frozenset[str], low_new: str) -> bool:
    """Whether the words both texts share hold the name the older text gives its thing beside the thing's kind
    ("CLI tool, parsnip,"): the newer text may call it by its name alone ("re-released parsnip under …"). So may a
    change said of the thing's proper name before its kind ("my Pramana generator library" / "relicensed Pramana
    to …"); without a change said, a name alone may be another thing the older one is built on ("my Django app" /
    "Django is BSD")."""
    if any(_stem6(name) in shared for name in _APPOSED_NAME.findall(undated(old_text).lower())):
        return True
    if _CHANGE_SAID.search(low_new) is None:
        return False
    return any(_stem6(name.lower()) in shared for name in _PROPER.findall(undated(old_text))
               if _CUE.fullmatch(name) is None and name.lower() not in _LICENCE_WORDS)


# A proper name inside a text: a capitalised word after another word (not the text's first), or one capitalised
# within ("OpenTofu").
_PROPER = re.compile(r"(?<=[\w,’'] )[A-Z][a-z][\w-]*|\b[A-Za-z]+[a-z][A-Z][\w-]*")


# A verb that puts a thing under a licence, and what stands between it and the licence: "relicensed every one of my npm
# packages to Apache-2.0" (active: the thing is the verb's object), "the SDK was relicensed to MIT" (passive: the
# thing is the subject just before the verb's auxiliary).
_PUTS = (r"(?:re)?licen[cs]ed|licen[cs]es?|released?|releases|distribut(?:ed|es?)|ship(?:s|ped)?|publish(?:ed|es)?"
         r"|moved?|moves|switch(?:ed|es)?|put|puts|convert(?:ed|s)?|offer(?:ed|s)?"
         # "From 2.0 onward I'm shipping svelte-toast-kit under …": the verb in its -ing form governs its object too,
         # told in the present ("I'm", "we are"), not a change only toyed with ("toying with moving …")
         r"|(?:(?<='m )|(?<=’m )|(?<=am )|(?<=is )|(?<=are )|(?<='re )|(?<=’re ))"
         r"(?:(?:re)?licen[cs]ing|releasing|distributing|shipping|publishing|moving|switching|putting|converting"
         r"|offering)")
_TO_LICENCE = r"\s+(?:over\s+)?(?:to|under|as|into)\s+(?:the\s+|an?\s+)?$"
_ACTIVE = re.compile(r"\b(?:" + _PUTS + r")\s+((?:[\w'’-]+\s+){0,7}?[\w'’-]+)" + _TO_LICENCE, re.IGNORECASE)
_PASSIVE = re.compile(r"([\w'’-]+(?:\s+[\w'’-]+){0,6})\s+(?:(?:is|are|was|were|got|gets|has\s+been|have\s+been"
                      r"|had\s+been)\s+(?:now\s+|since\s+|quietly\s+|officially\s+|finally\s+)?(?:" + _PUTS + r")"
                      # "On the lawyer's advice the calculator went out under …": the thing as the subject of a verb
                      # of going, read back from the verb as a passive subject is
                      r"|(?:went|goes|has\s+gone|have\s+gone)(?:\s+(?:out|over|back))?)"
                      + _TO_LICENCE, re.IGNORECASE)
# "every one of", "each of", "all of", "every single": how much of the thing, never which thing.
_HOW_MUCH = re.compile(r"^(?:(?:every|each|any|all|most|some)\s+(?:single\s+)?(?:one\s+)?of\s+|every\s+single\s+"
                       r"|every\s+|each\s+|all\s+)", re.IGNORECASE)
# Where a passive subject starts, read backwards from its auxiliary: a determiner opens it (and is kept), a word of
# time, reason or another clause closes it before.
_OPENS_NP = frozenset("the my our their his her its this that these those all every each".split())
# Prepositions that may open a noun's modifier after it ("the docs *for* the SDK", "the icons *of* the theme").
_POST_MODIFIES = frozenset("for of".split())
_BEFORE_NP = frozenset("""after before since when once while because following during until as so and but then
    in on at by for with from of to""".split())


@lru_cache(maxsize=8192)
def verb_object(text: str, at: int) -> tuple[frozenset[str], str] | None:
    """The thing a licensing verb puts under the licence at ``at``, read from the verb's own noun phrase, or
    ``None`` when no licensing verb stands right before the licence: "I've gone through and relicensed every one of
    my npm packages to Apache-2.0" (npm packages), "After the foundation handover the SDK was relicensed to MIT"
    (SDK) — not the manner, time or reason told around it. The thing's words and the phrase as written (cached)."""
    body = JOINED.sub(" ", undated(text))
    start = max(body.rfind(mark, 0, at) for mark in ";,()—–:")
    before = " ".join(body[start + 1:at].split()) + " "
    found = _PASSIVE.search(before)
    if found is not None:
        words = found.group(1).split()
        k = len(words)
        while k > 0 and words[k - 1].lower() not in _BEFORE_NP:
            k -= 1
            if words[k].lower() in _OPENS_NP:
                if k > 1 and words[k - 1].lower() in _POST_MODIFIES:
                    k -= 1  # "The docs for the SDK are …": a noun's modifier after it, the subject goes on before
                    continue
                break
        phrase = " ".join(words[k:])
    else:
        found = _ACTIVE.search(before)
        if found is None:
            return None
        phrase = found.group(1)
    phrase = _HOW_MUCH.sub("", phrase)
    thing = _thing(phrase)
    return (thing, phrase) if thing else None


# A word clipped from one of the older thing's words: its start, three letters or more ("tab" of "tablature").
_CLIPPED = Shortening(start=(3, 1))


def _unclipped(words: frozenset[str], old_thing: frozenset[str]) -> frozenset[str]:
    """``words`` with a word clipped from one of the older thing's words told whole: "the tab converter" is the
    "tablature converter" ("tab" opens "tablat"), a word of three letters or more that the older thing lacks and
    that opens exactly one of its words."""
    return frozenset(word if word in old_thing else whole_word(word, old_thing, _CLIPPED) or word for word in words)


# Who licenses a thing (its author, maintainers, vendor) and where its licence is written (its repository, its header,
# the LICENSE that "reads" it), and how much of it ("the whole repo"), as six-letter stems: words of the licensing
# told around the thing, never another thing.
_LICENSORS_AND_PLACES = frozenset(_stem6(w) for w in """author authors maintainer maintainers vendor vendors developer
    developers repo repos repository repositories header headers read reads whole entire legal lawyer lawyers
    counsel""".split())


# Where a thing is published, named after a verb of publishing ("published the jetting calculator on GitHub", "put the
# scripts on Codeberg"): where it is hosted, not another thing.
_PUBLISHED_ON = re.compile(r"\b(?:published|released|put|shared|posted|uploaded|pushed|hosted|open-sourced)\b"
                           r"[^,;:]*?\bon ([A-Z][\w.-]+)")


# The thing a text licenses and whether two licences are one, as the other licence readers ask them.
licence_thing = _thing


# The class nouns a thing is named by ("the helper *package*", "the tide *script*"): said alone they name any thing of
# the class, never which one.
_CLASS_NOUNS = frozenset(_stem6(w) for w in """package packages library libraries lib app apps application tool tools
    script scripts repo repository project projects code source file files crate crates module modules plugin plugins
    kit sdk software program utility widget component components gem extension theme template templates font fonts
    dataset datasets data document documents notebook notebooks firmware driver drivers generator set pack""".split())


def _hyphen_parts(old_low: str) -> frozenset[str]:
    """The parts of the older text's hyphened words, as stems ("blade-angle calculator": blade, angle)."""
    return frozenset(_stem6(part) for word in re.findall(r"[a-z]+(?:-[a-z]+)+", old_low) for part in word.split("-")
                     if len(part) > 2)


# A capitalised word before another word of the thing, in the older text: a platform or language the thing is for
# ("my *Dart* router package", "our *Vue* date-picker"), which names a kind of thing, not one thing.
_QUALIFIER = re.compile(r"(?<=[\w,’'] )([A-Z][\w-]*)\s+(?=[a-z])")


def _shorter_reference(old_text: str, old_thing: frozenset[str], new_thing: frozenset[str]) -> bool:
    """Whether the newer text names the older thing by fewer of its own words and no word of its own: "the router"
    for "my Dart router package", "the angle calculator" for "the blade-angle calculator app", "schema-lens" for "my
    Haskell JSON-schema library schema-lens" — a writer shortens a thing already named, and a thing of one class is
    under one licence. Not when the words kept are only the thing's class or the platform it is for ("the package",
    "my Dart package" beside "my Dart router package": any of the holder's packages), nor when the newer thing adds a
    word (another thing, read below)."""
    if not new_thing:
        return False
    old_low = old_text.lower()
    parts = _hyphen_parts(old_low)
    kept = frozenset(w for w in new_thing if w in old_thing or w in parts)
    # "my Dart package" after "my Dart router package": the platform kept, the thing's own word dropped
    qualifiers = frozenset(_stem6(w.lower()) for w in _QUALIFIER.findall(undated(old_text)))
    return kept == new_thing and bool(kept - _CLASS_NOUNS - qualifiers)


def licence_swap(old_text: str, new_text: str) -> str | None:
    """Why ``new_text`` puts the thing ``old_text`` licenses under another licence, or ``None``."""
    if not says(_CUE, new_text) or not says(_CUE, old_text):
        return None  # the cheap test first: a text that names no licence
    low_new = undated(new_text).lower()
    if any(not _changed_too(low_new, m) for m in _HELD_TOO.finditer(low_new)):
        return None
    olds = licensed(old_text)
    if not olds or any(not same_licence(family, olds[0][0]) for family, _ in olds) or "dual" in old_text.lower():
        return None
    # "permissive (MIT)": one licence told as a kind and by its id; the id says more.
    was = next((family for family, _ in olds if family[0] not in OF_KIND), olds[0][0])
    news = licensed(new_text)
    fresh = [(family, at) for family, at in news if not same_licence(family, was)]
    if not fresh:
        return None
    if "dual" in low_new and _CHANGE_SAID.search(low_new) is None:
        return None  # "considering dual OFL/commercial": not said to have changed
    first_fresh = fresh[0][1]
    clause = _HEADER_READS.sub(" ", _SPDX_LABEL.sub(" ", _clause_at(low_new, first_fresh)))
    if _CARRIED.search(clause) is not None:
        # "carries a CC BY-SA notice", "a BSD-2-Clause notice put in its place": the header is the licence the thing
        # bears, not one only looked at
        clause = _HEADER_OR_NOTICE.sub(" ", clause)
    if _PAST_BOUND.search(clause) is not None:
        return None  # "shipped under GPL-2.0 in its 0.x days", "had no licence until v0.3": a past state, not now
    if _ONLY_LOOKED.search(_AT_REVIEW.sub(" ", clause)) is not None:
        return None  # checked, compared, asked about in the clause that names it: not what it is under
    if _left_before(_words_before(low_new, first_fresh)):
        return None  # "was proprietary until …": the new licence is the one left
    for family, at in news:
        if not same_licence(family, was):
            continue
        before = _words_before(low_new, at)
        if any(w in _KEPT_BEFORE for w in before):
            return None  # "…; the font itself stays OFL": the older licence kept for the thing, the new one another's
        if any(w in _NOW_BEFORE for w in before):
            return None  # "… until it went MIT": the older licence is the current one
        if at < first_fresh and "dual" not in low_new and not any(w in _LEFT_BEFORE for w in before) \
                and not _ended_in_clause(low_new, at):
            return None  # the older licence still held beside the new one
    # The older thing as the newer one is read: the words before its licence ("I released my little parsing library
    # under the MIT licence, because …": the library, not why), or all of a note that opens with the licence.
    old_thing = _thing(old_text, olds[0][1]) or _thing(old_text)
    new_words = _unclipped(_thing(new_text, keep_purpose=False), old_thing)
    # "I added an MIT LICENSE file to my dotfiles": nothing before the licence, the thing told after it.
    new_thing = _unclipped(_thing(new_text, first_fresh, keep_purpose=False), old_thing) or new_words
    own = _unclipped(_own_clause_thing(new_text, first_fresh), old_thing)
    governed = verb_object(new_text, first_fresh)
    if governed is not None:
        governed = (_unclipped(governed[0], old_thing), governed[1])
    if governed is not None and governed[0] & old_thing:
        # "I've gone through and relicensed every one of my npm packages to …", "After the handover the SDK was
        # relicensed to …": the thing is the licensing verb's own noun phrase, not how, when or why it was done.
        new_thing = governed[0]
        owned = _POSSESSED.search(governed[1].lower())
        if owned is not None and _thing(governed[1][owned.start(2):]) - old_thing:
            return None  # "the icon pack's source sketches were relicensed …": what the thing has, not the thing
    elif own and own & old_thing:
        # "Legal signed off, so the SDK is LGPL", "After the change date passed, the engine was converted to …":
        # the thing is the subject of the licence's own clause, not the reason or the time told before it.
        new_thing = own
    old_low = old_text.lower()
    hosts = frozenset(_PUBLISHED_ON.findall(undated(new_text)[:first_fresh]))
    if any(name.lower() not in old_low and _CUE.match(name) is None and name.lower() not in _LICENCE_WORDS
           and _APPROVED.search(name) is None and name not in hosts
           # a licensing verb's own noun phrase is the thing told: "When the board voted in March the SDK was …"
           for name in _NAME.findall(" " + governed[1] if governed is not None and governed[0] & old_thing
                                     else undated(new_text)[:first_fresh])):
        return None  # "OpenTofu, the fork of Terraform, is …": another named thing
    if any(name not in old_low for name in _APPOSED_NAME.findall(undated(new_text)[:first_fresh].lower())):
        return None  # "The user's other CLI tool, turnip, is MIT": another thing by its own name
    # A newer note that names no thing at all but tells the change ("relicensed GPL-2.0-or-later per maintainers
    # vote", "spdx → GPL-2.0-or-later"): the licence of the one thing its older note keys, told again.
    bare = not new_words and ((_KEYED.match(undated(old_text)) and _OPENS_LICENCE.match(undated(new_text)))
                              or (_TOLD_CHANGE.search(low_new[:first_fresh]) is not None and bool(old_thing)))
    if bare:
        old_thing = new_words = new_thing = frozenset()  # no thing named in either note: nothing else to tell apart
    elif not old_thing or not old_thing & new_thing:
        return None  # the licence not said of the thing: "a commercial license is offered for the project"
    if fresh[0][0][0] in KINDS and _CHANGE_SAID.search(low_new) is None and not _the_only_one(low_new, first_fresh):
        return None  # a commercial or custom licence beside an open one, no change said: offered as well
    # "the label templates" are the "object-label templates": the head of a hyphened word names its thing too
    hyphened = re.findall(r"([a-z]+)(?:-[a-z]+)*-([a-z]+)", old_low)
    heads = frozenset(_stem6(head) for _, head in hyphened)
    # "the hive-tracking app" / "the hive tracker": a head in -ing told as the noun of who does it
    heads |= frozenset(_stem6(head[:-3] + "er") for _, head in hyphened if head.endswith("ing") and len(head) > 6)
    told_by_head = frozenset(_stem6(first) for first, head in hyphened if _stem6(head) in new_words)
    # "the agency's networking wrapper" / "the networking wrapper": whose the thing is may go unsaid
    whose = frozenset(_stem6(w) for w in re.findall(r"\b([a-z][\w-]*)(?:'s|’s)\s", old_low)) - new_words
    # "shares the booking scripts with regional clinics under …" / "the booking scripts became …": for whom or with
    # whom the older thing is licensed may go unsaid too (a word the newer thing adds is still read below)
    whose |= _post_modifier(old_text, olds[0][1]) - new_words
    if len(old_thing - new_words - told_by_head - whose) > len(old_thing) // 2 \
            and not _called_by_name(old_text, old_thing & new_words, low_new) \
            and not _shorter_reference(old_text, old_thing, new_thing):
        return None  # another thing: "the frontend" beside "the backend"
    # Who put the thing under the licence and where the licence is written ("re-released by its author", "the
    # vendor open-sourced it", "the jam repo", "LICENSE reads …", "the whole repo", "published … on GitHub") name no
    # other thing.
    told_around = (new_thing - old_thing) & (_LICENSORS_AND_PLACES | {_stem6(host.lower()) for host in hosts})
    if len(new_thing - old_thing - heads - told_around) > (1 if len(old_thing & new_thing) >= 2 else 0):
        return None  # a word before the licence the older text lacks: "Patches to the project", "userspace tools"
    if _ONE_OF.search(low_new[:first_fresh]) is not None:
        return None  # "a single recipe from the e-book was shared under CC0": one piece of the thing, not the thing
    if (new_thing - old_thing) & _PART_STEMS or (new_words - old_thing) & {"separa", "second"} \
            or ("vendor" not in old_thing and re.search(r"\bvendored\b", low_new) is not None):
        return None  # a part of the thing under its own licence: "the theme's icon set", "code snippets"
    if any(_stem6(whose) in old_thing and _stem6(part) not in old_thing and part not in W.LIGHT_WORDS
           and part not in _LICENCE_WORDS and part not in old_low
           for whose, part in _POSSESSED.findall(low_new[:first_fresh])):
        return None  # "the sample datasets' labels are licensed …": what the thing has, not the thing
    if sibling_names(old_low, low_new):
        return None  # "orbit-cli: Apache-2.0" / "orbit-server: SSPL": two things of one family
    now = fresh[0][0]
    return (f"same thing's licence ({' '.join(sorted(old_thing & new_words)) or 'the licence note'}), "
            f"{'-'.join(p for p in was if p)} → {'-'.join(p for p in now if p)}")
