"""Whether two normalised values of one kind can both be true of one attribute.

:mod:`core.conflicts.values` reads and normalises values; this module compares them: a version
and its refinement (``1.28`` ~ ``v1.28.4``), a host and its fully qualified name, one licence
spelled two ways, periods within 10 %, storage sizes within 3 %, a language and its code. Every
function is pure.
"""

from __future__ import annotations

import re
from functools import lru_cache

from core.text.tokens import stem


def _version_parts(text: str) -> list[str]:
    return [p for p in text.lower().lstrip("v").split(".") if p]


def versions_agree(a: str, b: str) -> bool:
    """Whether two versions can both be true: equal, or one refines the other (``1.28`` ~ ``v1.28.4``).

    A wildcard part (``1.7.x``) agrees with anything; a trailing ``.0`` patch is optional
    (``1.26`` = ``1.26.0``), a minor ``.0`` is not (``7.0`` is not ``7.1``).
    """
    pa, pb = _version_parts(a), _version_parts(b)
    while len(pa) > 2 and pa[-1] == "0":
        pa.pop()
    while len(pb) > 2 and pb[-1] == "0":
        pb.pop()
    for x, y in zip(pa, pb):
        if x in ("x", "*") or y in ("x", "*"):
            return True
        if x != y:
            return False
    return True


LOOPBACK = frozenset({"localhost", "127.0.0.1", "::1", "[::1]"})


def hosts_agree(a: str, b: str) -> bool:
    """Hosts that name one machine: equal, one the other fully qualified (``kafka-lb`` ~ ``kafka-lb.internal``),
    or the loopback named two ways (``localhost`` ~ ``127.0.0.1``)."""
    if a == b or (a in LOOPBACK and b in LOOPBACK):
        return True
    short, long_ = sorted((a, b), key=len)
    return long_.startswith(short + ".")


# A URL's scheme's own port, the port it means when it names none.
_DEFAULT_PORTS = {"http": "80", "https": "443"}


def _without_default_port(url: str) -> str:
    """``url`` without the port its scheme means anyway ("http://10.2.0.5:80/" → "http://10.2.0.5")."""
    found = re.match(r"^(https?)://([^/:]+):(\d+)(.*)$", url)
    if found is not None and _DEFAULT_PORTS[found.group(1)] == found.group(3):
        url = f"{found.group(1)}://{found.group(2)}{found.group(4)}"
    return url.rstrip("/")


def urls_agree(a: str, b: str) -> bool:
    """URLs that name one address: equal but for the port their scheme means when none is given
    (``http://10.2.0.5`` ~ ``http://10.2.0.5:80``) or a closing slash."""
    return _without_default_port(a) == _without_default_port(b)


def licences_agree(a: str, b: str) -> bool:
    """One licence, one spelling: equal, or one adds only a version or an ``-only``/``-or-later``
    the other leaves out (``cc-by`` ~ ``cc-by-4``, ``gpl-3`` ~ ``gpl-3-or-later``); ``-only`` and
    ``-or-later`` disagree."""
    if a == b:
        return True
    short, long_ = sorted((a, b), key=len)
    rest = long_[len(short) + 1:]
    # a version the normaliser left whole ("odbl-1.0"), as "cc-by-4" is: "1.0" adds only a version
    return long_.startswith(short + "-") and (rest.removesuffix(".0").isdigit() or rest in ("only", "or-later"))


def periods_agree(a: str, b: str) -> bool:
    """Durations or periods within 10 % of each other (``every 2 weeks`` ~ ``biweekly``, a month ~ four weeks)."""
    try:
        x, y = float(a), float(b)
    except ValueError:
        return a == b
    return abs(x - y) <= 0.1 * max(x, y)


def numbers_agree(a: str, b: str) -> bool:
    """Numbers equal within rounding (``1 GB`` = ``1024 MB``; ``1000`` ~ ``1024`` is not)."""
    x, y = float(a), float(b)
    return abs(x - y) <= 1e-9 * max(1.0, abs(x), abs(y))


def sizes_agree(a: str, b: str) -> bool:
    """Storage sizes (in MB) within 3 %: "0.5 TB" is 500 GB to most writers and 512 GB to others."""
    x, y = float(a), float(b)
    return abs(x - y) <= 0.03 * max(x, y)


# Language codes and the languages they name ("reply lang: en" is "English").
_LANGUAGES = {"en": "english", "de": "german", "fr": "french", "es": "spanish", "it": "italian", "pt": "portuguese",
              "nl": "dutch", "ja": "japanese", "zh": "chinese", "ko": "korean", "ru": "russian", "pl": "polish",
              "sv": "swedish", "da": "danish", "no": "norwegian", "fi": "finnish", "tr": "turkish", "uk": "ukrainian",
              "el": "greek", "cs": "czech", "hu": "hungarian", "ro": "romanian", "he": "hebrew", "ar": "arabic",
              "hi": "hindi"}


# Street words and their abbreviations in a street address ("12 Harbour St" is "12 Harbour Street").
_STREET_WORDS = {"st": "street", "rd": "road", "ave": "avenue", "av": "avenue", "blvd": "boulevard", "ln": "lane",
                 "sq": "square", "pl": "place", "ct": "court", "hwy": "highway"}


def _street(value: str) -> str:
    """A street address (a number first) with its street word spelled out; any other value as it is."""
    words = value.rstrip(".").split()
    if len(words) < 2 or not words[0][:1].isdigit():
        return value
    return " ".join(_STREET_WORDS.get(w.rstrip("."), w) for w in words)


def names_agree(a: str, b: str) -> bool:
    """One name written two ways: a handle and the bare name ("@ana" / "ana"), a language and its code, a street
    address with its street word abbreviated ("12 harbour st" / "12 harbour street")."""
    a, b = a.lstrip("@"), b.lstrip("@")
    if a == b or _street(a) == _street(b):
        return True
    for code, other in ((a, b), (b, a)):
        language = _LANGUAGES.get(code)
        if language and stem(language) == other:
            return True
    return False


_GROUP_WORDS = ("team", "squad", "crew", "guild")


def owners_agree(a: str, b: str) -> bool:
    """One owner written two ways: a name and its handle ("@kofi" / "kofi"), a group with or without its group
    word before or after ("team-falcon" / "falcon")."""
    def bare(owner: str) -> str:
        owner = owner.lstrip("@")
        for word in _GROUP_WORDS:
            owner = owner.removeprefix(word + "-").removeprefix(word + " ").removesuffix("-" + word) \
                .removesuffix(" " + word)
        return owner

    return bool(bare(a)) and bare(a) == bare(b)


AGREE = {
    "name": names_agree,
    "owner": owners_agree,
    "handle": names_agree,
    "storage": sizes_agree,
    "version": versions_agree,
    "host": hosts_agree,
    "url": urls_agree,
    "licence": licences_agree,
    "period": periods_agree,
    "number": numbers_agree,
    "money": numbers_agree,
}


@lru_cache(maxsize=65536)
def agree(kind: str, a: str, b: str) -> bool:
    """Whether two normalised values of one kind can both be true of one attribute."""
    if a == b:
        return True
    check = AGREE.get(kind)
    try:
        return bool(check and check(a, b))
    except ValueError:
        return False
