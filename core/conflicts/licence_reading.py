"""The licences a text names, each as (family, version) where it stands: an SPDX-like id (:mod:`.values`), a licence's
long name ("Mozilla Public License 2.0", "SIL Open Font License"), a kind of licence named by what it allows ("a custom
non-commercial license", "licensed for internal use only"), a data licence ("ODbL"), or none at all ("lic: none").
And when two such readings are one licence told two ways ("GPL-3.0-or-later" / "the GNU General Public License,
version 3"; "a permissive licence" / "MIT").

Read by :mod:`.licence_swap` (one thing put under another licence), :mod:`.licence_withdrawn` and :mod:`.keyed_notes`.
"""

from __future__ import annotations

import re
from functools import lru_cache

from core.conflicts.note_dates import undated
from core.conflicts.tokenized import tokenized

# Licences told by their long names: the family each stands for.
_LONG_NAMES = (
    ("mozilla public", "mpl"), ("gnu lesser general public", "lgpl"), ("gnu affero general public", "agpl"),
    ("affero general public", "agpl"), ("lesser general public", "lgpl"), ("gnu general public", "gpl"),
    ("general public", "gpl"), ("eclipse public", "epl"), ("european union public", "eupl"),
    ("sil open font", "ofl"), ("open font", "ofl"), ("apache", "apache"), ("business source", "bsl"),
    ("server side public", "sspl"), ("creative commons attribution", "cc-by"), ("boost software", "boost"),
    ("open database", "odbl"),
)
LONG = re.compile(r"\b(" + "|".join(name for name, _ in _LONG_NAMES) + r")\s+licen[cs]e\b(?:,?\s*(?:version\s*|v)?"
                   r"(\d+)(?:\.\d+)?)?", re.IGNORECASE)
_LONG_FAMILY = dict(_LONG_NAMES)
# A kind of licence named by what it allows: "a custom non-commercial license", "a commercial EULA".
KIND = re.compile(r"\b((?:custom|commercial|non-commercial|noncommercial|enterprise|research(?:-only)?"
                   r"|source-available|permissive|copyleft|weak-copyleft|strong-copyleft)"
                   r"(?:\s(?:custom|commercial|non-commercial|noncommercial|enterprise|research|copyleft))?)(?:-only)?\s+"
                   # "a custom NDA-based licence": what the kind rests on, between it and the licence
                   r"(?:[\w]+-(?:based|style)\s+)?(?:open[-\s]source\s+)?(?:licen[cs]e|eula|terms)\b"
                   # "licensed for internal use only", "relicensed for internal use": a kind told by what it allows
                   r"|\b(?:re)?licen[cs]ed\s+(for\s+internal\s+use)(?:\s+only)?\b"
                   # "the SDK is permissive (MIT)", "it's copyleft now": a kind after a copula
                   r"|\b(?:is|are|was|were|be|being|now|went|goes|go|stays?|remains?)\s+((?:fully\s+)?"
                   r"(?:permissive|copyleft))\b", re.IGNORECASE)
KINDS = frozenset("custom commercial non-commercial enterprise research research-only source-available proprietary "
                   "internal-use".split())
# Which licence ids are of which broad kind: a kind and an id of that kind are one licence told two ways.
OF_KIND = {
    "permissive": frozenset("mit bsd apache isc zlib unlicense public-domain wtfpl 0bsd".split()),
    "copyleft": frozenset("gpl agpl lgpl mpl epl eupl cc-by-sa".split()),
    "weak-copyleft": frozenset("lgpl mpl epl".split()),
    "strong-copyleft": frozenset("gpl agpl".split()),
}
OF_KIND["none"] = frozenset({"proprietary"})  # no licence given: all rights reserved
for _kind in KINDS - {"custom"}:
    OF_KIND[_kind] = frozenset("proprietary bsl sspl rsal elastic polyform commons-clause busl".split()) | {_kind}
# An end-user licence told closed by what comes before it: "a closed vendor EULA", "an all-rights-reserved EULA" — no
# open licence, as "proprietary" (a "commercial EULA" is read as its kind above).
# An EULA told internal or binary-only, or put in an open licence's place ("licence file replaced by an EULA"), is
# closed too.
_CLOSED_EULA = re.compile(r"\b(?:closed(?:[-\s]source)?|vendor|all[-\s]rights[-\s]reserved|internal|in-house"
                          r"|binary-only)(?:\s+vendor)?\s+eula\b|\b(?:replaced|swapped)\s+(?:by|with|for)\s+an?\s+eula\b",
                          re.IGNORECASE)
# A thing said to have no licence at all: "lic: none", "no LICENSE file", "unlicensed" (not the Unlicense).
_NO_LICENCE = re.compile(r"\b(?:lic|licen[cs]e)\s*[:=]\s*none\b|\bno\s+licen[cs]e\b|\bunlicen[cs]ed\b",
                         re.IGNORECASE)
_SHORT_ID = re.compile(r"\bOFL(?:-(\d)\.\d)?\b")
# Data and newer permissive licences the value reader does not know by id: the family each stands for.
# A government's open licence ("the Open Government Licence v3", "OGL") and the CDDL are told as data licences are.
_DATA_IDS = re.compile(r"\b(ODbL|BlueOak|PDDL|ODC[-\s]BY|ODC Public Domain Dedication|OGL|Open Government Licen[cs]e"
                       r"|CDDL)(?:[-\s]v?(\d+)(?:\.\d+)*)?", re.IGNORECASE)
_DATA_FAMILY = {"odbl": "odbl", "blueoak": "blueoak", "pddl": "public-domain", "odc by": "odc-by",
                "odc public domain dedication": "public-domain", "ogl": "ogl", "open government licence": "ogl",
                "open government license": "ogl", "cddl": "cddl"}
# Open licences the value reader does not know by id, told as SPDX writes them: "OSL-3.0", "AFL-3.0", "OpenRAIL-M",
# "MS-PL", "CERN-OHL-S-2.0", "UPL-1.0". A short id that is also another acronym ("AFL" the football league, "OSL" the
# airport) counts only with its version.
MORE_IDS = re.compile(r"\b(?:(OSL|AFL|UPL)[-\s]?v?(\d+)\.\d+|(OpenRAIL)(?:[-+](?:M|S|D|A)\b|\+\+)?|(MS-[PR]L)"
                       r"|(CERN-OHL(?:-[PSW])?)(?:-v?(\d+)(?:\.\d+)?)?)(?![\w-])")
# "pulled the plans back to all-rights-reserved": the reservation written as one hyphened word, no licence given.
_RESERVED_HYPHENED = re.compile(r"\ball-rights-reserved\b(?![-\s]+(?:vendor\s+)?eula\b)", re.IGNORECASE)
# "AGPL-licensed": the licence and its verb written as one word.
JOINED = re.compile(r"(?<=\w)-(?=licen[cs]ed\b)", re.IGNORECASE)


def _family(norm: str) -> tuple[str, str]:
    """A licence id as (family, major version): "gpl-3-or-later" → ("gpl", "3"), "bsd" → ("bsd", "")."""
    if norm.lower() == "cc0":
        return "public-domain", ""
    parts = norm.lower().split("-")
    family = [p for p in parts if p.isalpha() and p not in ("only", "or", "later", "clause")]
    version = next((p for p in parts if p.isdigit()), "")
    if not family:
        return norm.lower(), ""  # "0BSD": an id with no word of its own
    if version and norm.lower().endswith("-or-later"):
        version += "+"  # "GPL-2.0-or-later" against "GPL-2.0-only": two licences
    elif version and norm.lower().endswith("-only"):
        version += "!"
    return "-".join(family), version


_PUBLIC_DOMAIN = frozenset({"public-domain", "unlicense", "cc"})


def same_licence(one: tuple[str, str], two: tuple[str, str]) -> bool:
    """Whether two licence readings (:func:`licensed`) are one licence: the same family and no differing version, a
    kind and an id of that kind, the public domain however it is dedicated."""
    if {one[0], two[0]} <= _PUBLIC_DOMAIN and "public-domain" in (one[0], two[0]):
        return True  # "dedicated to the public domain via the Unlicense"
    if two[0] in OF_KIND.get(one[0], ()) or one[0] in OF_KIND.get(two[0], ()):
        return True  # "a permissive licence" / "MIT": the kind and a licence of that kind
    if one[0] != two[0]:
        return False
    if {one[1][-1:], two[1][-1:]} == {"+", "!"}:
        return False  # "-only" against "-or-later"
    a, b = one[1].rstrip("+!"), two[1].rstrip("+!")
    return a == b or not a or not b


@lru_cache(maxsize=8192)
def licensed(text: str) -> tuple[tuple[tuple[str, str], int], ...]:
    """The licences ``text`` names, each as (family, version) with the character offset it stands at (cached)."""
    body = JOINED.sub(" ", undated(text))
    found: list[tuple[tuple[str, str], int]] = []
    taken: list[tuple[int, int]] = []
    for match in LONG.finditer(body):
        found.append(((_LONG_FAMILY[match.group(1).lower()], match.group(2) or ""), match.start()))
        taken.append(match.span())
    for match in KIND.finditer(body):
        kind = next(g for g in match.groups() if g)
        kind = re.sub(r"\s+", "-", kind.lower().removeprefix("fully").strip())
        kind = kind.replace("noncommercial", "non-commercial")
        kind = {"for-internal-use": "internal-use", "research-only": "research"}.get(kind, kind)
        found.append(((kind, ""), match.start(match.lastindex or 0)))
        taken.append(match.span())
    for match in _CLOSED_EULA.finditer(body):
        found.append((("proprietary", ""), match.start()))
        taken.append(match.span())
    for match in _RESERVED_HYPHENED.finditer(body):
        found.append((("proprietary", ""), match.start()))
        taken.append(match.span())
    for match in _NO_LICENCE.finditer(body):
        found.append((("none", ""), match.start()))
        taken.append(match.span())
    for match in _DATA_IDS.finditer(body):
        name = " ".join(match.group(1).lower().replace("-", " ").split())
        found.append(((_DATA_FAMILY[name], match.group(2) or ""), match.start()))
        taken.append(match.span())
    for match in _SHORT_ID.finditer(body):
        found.append((("ofl", match.group(1) or ""), match.start()))
        taken.append(match.span())
    if "-" in body or "OpenRAIL" in body:  # the cheap test first: every id above is hyphened, or OpenRAIL
        for match in MORE_IDS.finditer(body):
            name = next(g for g in (match.group(1), match.group(3), match.group(4), match.group(5)) if g)
            version = match.group(2) or match.group(6) or ""
            found.append(((name.lower(), version), match.start()))
            taken.append(match.span())
    at = 0
    low = body.lower()
    for token in tokenized(body):  # the tokens the other readers of this text share
        if token.kind != "licence":
            continue
        where = low.find(token.low, at)
        at = max(where, at)
        if any(a <= where < b for a, b in taken):
            continue
        found.append((_family(token.norm), where))
    return tuple(sorted(found, key=lambda item: item[1]))
