"""One value told in another language, spelling or form: the older value written otherwise, not a new value.

"mast site name: Sliabh Bán" / "mast site name: Slieve Bawn (anglicised spelling on OS maps)", "'Hall B'" / "'B-hallen'
in Norwegian", "codename 'Monsoon Shield'" / "Bangla docs call Monsoon Shield 'Barshar Dhal', same project
translated", "https://www.verrieres-fulbert.fr" / "verrieres-fulbert.fr, with the www prefix in front",
"GPL-2.0-or-later" / "GPL version 2 'or any later version'", "Thomas Beaulieu" / "refers to the crew lead as Tom
Beaulieu": a reader saw one attribute of one thing with two values; the newer memory says, or the two values show,
that they are one value in two forms. A guard every finding passes (:func:`core.conflicts.framed_apart.framed_apart`)
and, read from the texts alone, one that keeps the pair from the learned reader.

Read from structure:

- **the form said** (:func:`told_in_another_form`) — a word of spelling, translating or writing ("spelling",
  "anglicised", "transliterated", "translated", "the www prefix", "short for", "nickname"), or a language that
  qualifies a name ("'B-hallen' in Norwegian", "the Welsh name", "Bangla docs call …"), with no change, contrast or
  denial said anywhere in the newer memory, and — given the compared values — the form's word no part of either
  (a preference for replies "in Norwegian" is a value, not a form);
- **one value in two forms** (:func:`one_value_two_forms`) — two web addresses of one host but for the scheme and a
  "www." before it; two readings of one licence (:func:`core.conflicts.licence_reading.same_licence`, a version told
  as "version 2" after the family and "or (any) later (version)" read as the ids write them); one person's name with
  the same surname and a given name one the other's start or initial ("Dan" / "Daniel", "E." / "Eilidh"); one name
  with and without an article before it ("la Nonna" / "Nonna"); one span told with its unit and in words ("15
  minutes" / "a quarter of an hour").

Not a change said beside the form ("renamed the hall 'B-hallen', Norwegian for Hall B", "now spelt …"), another
host, another licence version, another given name.
"""

from __future__ import annotations

import re

from core.conflicts.compiled import said_whole
from core.conflicts.confirmed import change_told
from core.conflicts.licence_reading import licensed, same_licence
from core.conflicts.note_dates import undated

# Languages a name is told in (a small closed set: a writer names the language of a name, not a dialect).
_LANGUAGES = ("english|french|german|spanish|portuguese|italian|dutch|polish|japanese|mandarin|chinese|korean"
              "|norwegian|swedish|danish|finnish|icelandic|irish|gaelic|welsh|scots|breton|basque|catalan|galician"
              "|greek|turkish|arabic|hebrew|persian|farsi|urdu|hindi|bangla|bengali|tamil|telugu|marathi|punjabi"
              "|thai|vietnamese|indonesian|malay|tagalog|filipino|swahili|zulu|afrikaans|russian|ukrainian|czech"
              "|slovak|hungarian|romanian|bulgarian|serbian|croatian|latin|maori|māori|hawaiian|cantonese|yiddish")
# A word of spelling, translating or writing otherwise, said of the value.
_FORM = re.compile(r"\b(?:spelling|spellings|spelt|spelled|anglici[sz]ed|romani[sz]ed|latini[sz]ed"
                   r"|transliterat\w*|translated|translation|translit|www prefix|the prefix|short for|for short"
                   r"|nickname|nicknamed|diminutive|long form|written out|spelled out|spelt out)\b"
                   r"|\bin (?:" + _LANGUAGES + r")\b(?! (?:only|from now|going forward))"
                   r"|\bthe (?:" + _LANGUAGES + r") (?:for|of)\b"
                   r"|\b(?:" + _LANGUAGES + r")\s+(?:name|names|spelling|form|word|term|docs|documents|version"
                   r"|signage|signs|rendering|equivalent|original|speakers|translation)\b",
                   re.IGNORECASE)
# A name for the readers of one language: "for English-language exports", "in its English ads" (only where the older
# memory names no language: "the bulletin's English edition" retitled is the edition's name changed).
_READERS = re.compile(r"\b(?:" + _LANGUAGES + r")-language\b|\b(?:its|their|the|our|my) (?:" + _LANGUAGES
                      + r")\s+(?:ads?|adverts?|exports?|edition|site|website|menu|labels?|market|catalogue|catalog"
                      r"|packaging|pages?|brochure|listings?)\b", re.IGNORECASE)
# The form's word itself: a language or a spelling word, to be held against the compared values.
_FORM_WORD = re.compile(r"\b(?:" + _LANGUAGES + r"|spelling|spelt|spelled|anglici[sz]ed|translated|translation"
                        r"|prefix|nickname)\b", re.IGNORECASE)


_A_LANGUAGE = re.compile(r"\b(?:" + _LANGUAGES + r")\b", re.IGNORECASE)


def _is_language(form: str) -> bool:
    """Whether a text names a language."""
    return _A_LANGUAGE.search(form) is not None


def told_in_another_form(old_text: str, new_text: str, was: str = "", now: str = "", reason: str = "") -> bool:
    """Whether the newer memory says its value is the older one in another language, spelling or form (see the
    module doc); ``was`` and ``now`` are the values a finding compared and ``reason`` its reason, when it gave them."""
    found = _FORM.search(new_text)
    if found is None and not _is_language(old_text):
        found = _READERS.search(new_text)
    if found is None:
        return False  # the cheap test first: no word of form
    old_form = _FORM.search(old_text)
    if old_form is not None and _is_language(found.group(0)) == _is_language(old_form.group(0)):
        return False  # both memories tell a form: the form is not what sets the newer one apart
        # (a "nickname" told in the older one and a language in the newer one are two: "… just the English for …")
    if change_told(undated(new_text).lower()):
        return False
    if not found.group(0).lower().startswith("the ") and any(_FORM_WORD.search(value) for value in (was, now, reason)):
        # "replies in Norwegian", "same preference (spelling)": the language or spelling is the value ("the English
        # for …" glosses a value, it is none)
        return False
    # a language that is the older memory's value told in a note ("docs language: Norwegian") is a value too
    return not (found.group(0).lower().startswith("in ") and _FORM_WORD.search(old_text) is not None)


def one_value_two_forms(was: str, now: str, new_text: str) -> bool:
    """Whether two compared values are one in two forms: a host with and without its scheme and "www.", one licence
    read two ways, one person's name with a given name shortened."""
    was, now = was.strip(" '\".,"), now.strip(" '\".,")
    if not was or not now or change_told(undated(new_text).lower()):
        return False  # "canonical URL set to https://www.…", "stopped calling it 'the kettle'": a change told
    return _one_host(was, now) or _one_licence(was, now, new_text) or _one_person(was, now, new_text) \
        or _one_without_article(was, now) or _one_span(was, now)


_SCHEME = re.compile(r"^(?:[a-z][a-z0-9+.-]*:)?/*(?:www\.)?", re.IGNORECASE)


def _one_host(was: str, now: str) -> bool:
    if "." not in was or "." not in now or " " in was or " " in now:
        return False  # the cheap test first: two bare addresses
    one, two = (_SCHEME.sub("", v).rstrip("/").lower() for v in (was, now))
    return one == two and "." in one


# A licence's version told in words after its family ("GPL version 2", "GPL v3"), and its later versions allowed.
_VERSION_AFTER = re.compile(r"^\W*(?:version|ver\.?|v)\s*(\d+)", re.IGNORECASE)
_OR_LATER = re.compile(r"^[^.;]{0,30}?\bor (?:any )?later(?: version)?\b", re.IGNORECASE)


def _read_licences(text: str) -> list[tuple[str, str]]:
    """The licences ``text`` names, a version told in words after a bare family taken in."""
    body = undated(text)
    read: list[tuple[str, str]] = []
    for (family, version), at in licensed(text):
        if not version:
            rest = body[at:]
            after = re.match(r"[\w.-]+", rest)
            tail = rest[after.end():] if after is not None else rest
            told = _VERSION_AFTER.match(tail)
            if told is not None:
                version = told.group(1) + ("+" if _OR_LATER.match(tail[told.end():]) else "")
        read.append((family, version))
    return read


def _one_licence(was: str, now: str, new_text: str) -> bool:
    if not licensed(was) or not licensed(now):
        return False
    olds, news = _read_licences(was), _read_licences(new_text)
    # one family on both sides ("the Unlicense" and "CC0" both dedicate to the public domain, yet are two licences)
    return bool(olds) and bool(news) and all(a[0] == b[0] and same_licence(a, b) for a in olds for b in news)


_NAME_WORD = re.compile(r"[^\W\d_][\w'’]*")


def _one_person(was: str, now: str, new_text: str) -> bool:
    one, two = _NAME_WORD.findall(was), _NAME_WORD.findall(now)
    if len(one) != 2 or not two or not all(w[:1].isupper() and len(w) >= 2 for w in one) \
            or not all(w[:1].isupper() for w in two) or not said_whole(new_text, one[-1]):
        return False  # a given name and a surname, written as names, the surname told again
    if len(two) == 1:  # "E" after "Eilidh Scott": the initial the newer memory writes the person by
        return len(two[0]) == 1 and two[0].upper() == one[0][0].upper()
    if len(one) != len(two) or one[-1].lower() != two[-1].lower():
        return False
    first, other = sorted((one[0].lower(), two[0].lower()), key=len)
    return first != other and (len(first) == 1 or (len(first) >= 3 and other.startswith(first)))


# Articles a name may open with in one telling and not the other ("la Nonna" / "Nonna", "The Anchor" / "Anchor").
_ARTICLES = frozenset("the la le les l el il lo los las der die das den het de o os".split())


def _one_without_article(was: str, now: str) -> bool:
    one, two = (re.findall(r"[^\W_]+", v.lower()) for v in (was, now))
    if one == two:
        return False
    while one and one[0] in _ARTICLES:
        one = one[1:]
    while two and two[0] in _ARTICLES:
        two = two[1:]
    return bool(one) and one == two


# A span told in words ("a quarter of an hour", "half an hour", "an hour and a half") or with its unit ("15 minutes").
_SPAN_WORDS = (("three quarters", 45), ("an hour and a half", 90), ("hour and a half", 90), ("a quarter", 15),
               ("quarter", 15), ("half an hour", 30), ("half hour", 30), ("an hour", 60), ("one hour", 60))
_SPAN_UNIT = re.compile(r"^(\d+(?:\.\d+)?)\s*(minutes?|mins?|hours?|hrs?)$")


def _span_minutes(value: str) -> float | None:
    low = " ".join(value.lower().replace(" of ", " ").split())
    told = _SPAN_UNIT.match(low)
    if told is not None:
        return float(told.group(1)) * (60 if told.group(2).startswith("h") else 1)
    for words, minutes in _SPAN_WORDS:
        if low.startswith(words.replace(" of ", " ")) and "hour" in low:
            return float(minutes)
    return None


def _one_span(was: str, now: str) -> bool:
    """One span in two forms: "15 minutes" / "a quarter of an hour"."""
    if "hour" not in was.lower() and "hour" not in now.lower():
        return False  # the cheap test first: a span told in words names an hour
    one, two = _span_minutes(was), _span_minutes(now)
    return one is not None and one == two
