"""Validation and normalisation of what callers hand the engine.

Everything here either returns a clean value or raises :class:`ValidationError`
naming the field and the fix; nothing is silently dropped except exact duplicates
(a tag given twice is one tag).
"""

from __future__ import annotations

import re
import unicodedata
from collections.abc import Iterable, Sequence
from typing import Any

from core.errors import ValidationError
from core.model.vocabulary import LEVELS, STATUSES
from core.text.lookalikes import as_latin
from core.text.visible import is_invisible_only, visible

MAX_TAGS = 20
MAX_TAG_CHARS = 50
MAX_REFS = 20
MAX_NAMESPACE_CHARS = 64
MAX_KIND_CHARS = 32
MAX_EXTERNAL_ID_CHARS = 200
MAX_SOURCE_CHARS = 120

_TAG_OK = re.compile(r"^[a-z0-9_.:\-]+$")
_NAME_OK = re.compile(r"^[a-z0-9][a-z0-9_.:\-]*$")
_REF_TYPE_OK = re.compile(r"^[a-z][a-z0-9_.\-]*$")
_WHITESPACE = re.compile(r"\s+")
# What restatement_key folds away (see there).
_QUOTES = re.compile("[\"`\u2018\u2019\u201c\u201d\u00ab\u00bb]|(?<!\\w)'|'(?!\\w)")
_LETTER_HYPHEN = re.compile(r"(?<=[^\W\d_])[-\u2010\u2011\u2012\u2013\u2014](?=[^\W\d_])")
_LONE_DASH = re.compile(r"(?:(?<=\s)|^)[-\u2012\u2013\u2014\u2015]+(?=\s|$)")
_CLAUSE_END = re.compile(r"[,;:.!?\u2026]+(?=\s|$)")
# C0/C1 controls except tab and newline have no business in a memory.
_CONTROL = re.compile(r"[\x00-\x08\x0b\x0c\x0e-\x1f\x7f-\x9f]")
# Lone surrogates: what Python makes of bytes that are not UTF-8 (argv, "\ud800" in JSON).
# SQLite and every output stream refuse them, so they are refused at the door.
_SURROGATE = re.compile(r"[\ud800-\udfff]")
# SQLite integers are signed 64-bit; a larger id can name nothing.
MAX_ID = 2**63 - 1


def require_unicode(text: str, *, field: str) -> str:
    """Return ``text`` unless it holds lone surrogates (bytes that were not UTF-8).

    Raises:
        ValidationError: ``invalid_text``, naming the field.
    """
    if _SURROGATE.search(text):
        raise ValidationError(
            f"{field} holds bytes that are not UTF-8 text; re-encode it as UTF-8 and try again",
            code="invalid_text",
        )
    return text


def clean_content(text: Any, *, max_chars: int, field: str = "content") -> str:
    """Strip, drop control characters, refuse empty or oversized text."""
    if not isinstance(text, str):
        raise ValidationError(f"{field} must be text", code="invalid_content")
    given = unicodedata.normalize("NFC", require_unicode(text, field=field))
    cleaned = without_controls(given).strip()
    if not cleaned and (found := _CONTROL.findall(given)):
        raise ValidationError(f"{field} holds only control characters ({_control_names(found)}), which capture "
                              "removes; give the fact to remember as text", code="empty_content")
    if not cleaned:
        raise ValidationError(f"{field} is empty; give the fact to remember as text", code="empty_content")
    if is_invisible_only(cleaned):
        raise ValidationError(
            f"{field} holds only invisible characters ({visible(cleaned[:8], newlines=False)}…); "
            "a person reviewing it would see nothing. Give the fact to remember as text", code="empty_content")
    if all(unicodedata.category(ch)[0] in "PZ" for ch in cleaned):
        # ";;;;;;", "— — —": nothing a person could read as a fact, stored it would wait in review as noise
        raise ValidationError(
            f"{field} holds only punctuation ({cleaned[:20]!r}); give the fact to remember as text",
            code="empty_content")
    if len(cleaned) > max_chars:
        raise ValidationError(
            f"{field} is {len(cleaned)} characters, over the {max_chars} limit; "
            "split it into smaller facts or raise [capture] max_content_chars",
            code="content_too_long",
        )
    return cleaned


def removed_controls(text: Any, *, where: str = "the text") -> str | None:
    """What :func:`clean_content` removes from ``text`` as control characters, said for the caller ("2 control
    characters (NUL, ESC) removed from the text as sent …"), or ``None`` when it removes none: a write is never
    changed unsaid."""
    if not isinstance(text, str) or not (found := _CONTROL.findall(text)):
        return None
    count = f"{len(found)} control character{'s' if len(found) > 1 else ''}"
    return f"{count} ({_control_names(found)}) removed from {where} as sent; the rest is stored as given"


def without_controls(text: str) -> str:
    """``text`` without the control characters :func:`clean_content` removes (tab and newlines kept)."""
    return _CONTROL.sub("", text)


def _control_names(found: Iterable[str]) -> str:
    return ", ".join(dict.fromkeys(_CONTROL_NAMES.get(ch, f"U+{ord(ch):04X}") for ch in found))


def refuse_controls(value: str, *, field: str, code: str) -> None:
    """Refuse an identifier holding a control character: removing it would make two ids one ("b\\x00x" and "bx")."""
    found = _CONTROL.findall(value)
    if found:
        raise ValidationError(f"{field} holds a control character ({_control_names(found)}); send it without one",
                              code=code)


_CONTROL_NAMES = {"\x00": "NUL", "\x1b": "ESC", "\x07": "BEL", "\x08": "BS", "\x7f": "DEL", "\x0b": "VT", "\x0c": "FF"}


def without_format_characters(text: str) -> str:
    """``text`` without its invisible format characters (Unicode category Cf: zero-width spaces and joiners, soft
    hyphens, word joiners, the byte-order mark, direction marks) and the other characters drawn as nothing (the
    combining grapheme joiner, variation selectors, Hangul fillers): what a reader sees, so such a character cannot
    make a rejected or stored text look new, nor hide a key."""
    if text.isascii():
        return text
    return "".join(ch for ch in text if unicodedata.category(ch) != "Cf" and ch not in _DRAWN_AS_NOTHING
                   and not "\ufe00" <= ch <= "\ufe0f" and not "\U000e0100" <= ch <= "\U000e01ef")


# Default-ignorable characters outside Cf: the combining grapheme joiner, Hangul fillers, Khmer's inherent-vowel signs,
# Mongolian free variation selectors (variation selectors are the two ranges above).
_DRAWN_AS_NOTHING = frozenset("\u034f\u115f\u1160\u17b4\u17b5\u180b\u180c\u180d\u180f\u3164\uffa0")


def restatement_key(text: str) -> str:
    """The text as a person reads it, for telling restatements apart from new facts.

    Folded: case (``CODEGRAPH`` = ``Codegraph``), spacing, quotes (``"ruff"`` = ``ruff``),
    a hyphen or dash between two letters (``code-graph`` = ``code graph``), a dash standing
    alone, and punctuation that ends a clause (``Friday, after`` = ``Friday after``, the
    final full stop), characters drawn as nothing, and letters of other scripts that pass for Latin
    ones (``tuesdаys`` with a Cyrillic ``а``: :func:`core.text.lookalikes.as_latin`). Kept: punctuation
    inside a word or number (``v1.2``, ``infra/kong.yaml``, ``C++``, ``-1``, ``UTC-5``), so facts that
    differ there stay different.
    """
    # look-alikes read as Latin before case is folded: a Cyrillic "Н" folds to "н", which no longer looks like "h"
    # (and the Braille blank, drawn as a space, read as one)
    folded = without_format_characters(as_latin(unicodedata.normalize("NFKC", text)).casefold()).replace("\u2800", " ")
    folded = _QUOTES.sub("", folded)
    folded = _LETTER_HYPHEN.sub(" ", folded)
    folded = _LONE_DASH.sub(" ", folded)
    folded = _CLAUSE_END.sub(" ", folded)
    return _WHITESPACE.sub(" ", folded).strip()


def content_hash(text: str) -> str:
    """Hash of :func:`restatement_key`: two captures with one hash in one namespace restate one fact."""
    from core.text.digest import sha256_hex  # captures only: a read never hashes

    return sha256_hex(restatement_key(text).encode("utf-8"))


def normalise_tag(tag: Any) -> str:
    """Trim, lower-case, spaces → ``-``; only ``a-z 0-9 - _ . :`` survive validation."""
    if not isinstance(tag, str):
        raise ValidationError(f"tag {tag!r} must be text", code="invalid_tag")
    refuse_controls(tag, field="a tag", code="invalid_tag")  # a vertical tab is no space to turn into "-"
    value = _WHITESPACE.sub("-", tag.strip().lower())
    if not value:
        return ""
    if len(value) > MAX_TAG_CHARS:
        raise ValidationError(f"tag {_shown_name(value)}… is longer than {MAX_TAG_CHARS} characters",
                              code="invalid_tag")
    if not _TAG_OK.match(value):
        raise ValidationError(
            f"tag {_shown_name(value)} has characters other than a-z 0-9 - _ . : — rename it (e.g. q2-2026)",
            code="invalid_tag",
        )
    return value


def normalise_tags(tags: Iterable[Any] | str | None) -> list[str]:
    """Normalise a list (or comma-separated string) of tags, keeping first-seen order."""
    if tags is None:
        return []
    if isinstance(tags, str):
        tags = tags.split(",")
    if not isinstance(tags, (list, tuple)):
        raise ValidationError("tags must be a list of strings", code="invalid_tag")
    result: list[str] = []
    for raw in tags:
        tag = normalise_tag(raw)
        if tag and tag not in result:
            result.append(tag)
    if len(result) > MAX_TAGS:
        raise ValidationError(f"{len(result)} tags given; at most {MAX_TAGS} are allowed", code="too_many_tags")
    return result


def normalise_refs(refs: Iterable[Any] | None) -> list[dict]:
    """Validate refs ``{type, id, url?, label?}``; duplicates by ``(type, id)`` collapse."""
    if refs is None:
        return []
    if not isinstance(refs, (list, tuple)):
        raise ValidationError("refs must be a list of {type, id, url?, label?} objects", code="invalid_ref")
    result: list[dict] = []
    seen: set[tuple[str, str]] = set()
    for index, ref in enumerate(refs):
        if not isinstance(ref, dict):
            raise ValidationError(f"ref {index} must be an object with type and id", code="invalid_ref")
        unknown = set(ref) - {"type", "id", "url", "label"}
        if unknown:
            raise ValidationError(f"ref {index} has unknown fields {sorted(unknown)}", code="invalid_ref")
        for name in ("type", "id", "url", "label"):
            if isinstance(ref.get(name), str):
                refuse_controls(ref[name], field=f"ref {index} {name}", code="invalid_ref")
        ref_type = str(ref.get("type", "")).strip().lower()
        ref_id = str(ref.get("id", "")).strip()
        if not ref_type or not _REF_TYPE_OK.match(ref_type) or len(ref_type) > 40:
            raise ValidationError(
                f"ref {index} needs a lower-case type such as document, file or meeting", code="invalid_ref"
            )
        if not ref_id or len(ref_id) > 500:
            raise ValidationError(f"ref {index} needs an id (at most 500 characters)", code="invalid_ref")
        clean: dict[str, str] = {"type": ref_type, "id": ref_id}
        url = ref.get("url")
        if url is not None:
            url = str(url).strip()
            if not re.match(r"^https?://[^\s@]+$", url):
                raise ValidationError(
                    f"ref {index} url must be http(s):// without credentials", code="invalid_ref"
                )
            clean["url"] = url
        label = ref.get("label")
        if label is not None:
            clean["label"] = str(label).strip()[:200]
        key = (ref_type, ref_id)
        if key not in seen:
            seen.add(key)
            result.append(clean)
    if len(result) > MAX_REFS:
        raise ValidationError(f"{len(result)} refs given; at most {MAX_REFS} are allowed", code="too_many_refs")
    return result


def describe_ref(ref: dict[str, str]) -> str:
    """A source ref as people read it: ``type id`` (``file notes/db.md``)."""
    return f"{ref.get('type', '?')} {ref.get('id', '?')}"


def normalise_name(value: Any, *, field: str, max_chars: int, allow_empty: bool = False) -> str:
    """Names such as kinds: lower-case ``a-z 0-9 - _ . :``."""
    if value is None:
        value = ""
    if not isinstance(value, str):
        raise ValidationError(f"{field} must be text", code=f"invalid_{field}")
    refuse_controls(value, field=field, code=f"invalid_{field}")  # a vertical tab is no space to turn into "-"
    name = _WHITESPACE.sub("-", value.strip().lower())
    if not name:
        if allow_empty:
            return ""
        raise ValidationError(f"{field} is empty", code=f"invalid_{field}")
    if len(name) > max_chars:
        raise ValidationError(f"{field} {_shown_name(name)} is {len(name)} characters; the limit is {max_chars}",
                              code=f"invalid_{field}")
    if not _NAME_OK.match(name):
        bad = next((char for char in name if not ("a" <= char <= "z" or "0" <= char <= "9" or char in "-_.:")),
                   None)
        problem = f"contains {bad!r}" if bad is not None else f"starts with {name[0]!r}"
        raise ValidationError(
            f"{field} {_shown_name(name)} {problem}; use a-z 0-9 and - _ . : (starting with a letter or digit)",
            code=f"invalid_{field}",
        )
    return name


def _shown_name(name: str) -> str:
    """A refused name as an error quotes it: its first 40 characters, or ``[redacted]`` when it looks like a key (an
    error goes back to the caller and into logs)."""
    from core.text.secrets import find_secret  # it reads this module's folding: imported when an error is made

    return "[redacted]" if find_secret(name, identifier=True, tag=True) else repr(visible(name[:40], newlines=False))


def normalise_namespace(value: Any) -> str:
    """``''`` is the shared namespace; anything else is a lower-case name."""
    return normalise_name(value, field="namespace", max_chars=MAX_NAMESPACE_CHARS, allow_empty=True)


def normalise_kind(value: Any, default: str) -> str:
    if value is None or (isinstance(value, str) and not value.strip()):
        return default
    return normalise_name(value, field="kind", max_chars=MAX_KIND_CHARS)


def normalise_optional_namespace(value: Any) -> str | None:
    """A namespace, or ``None`` kept as "every namespace" (operator views)."""
    return None if value is None else normalise_namespace(value)


def normalise_kinds(kinds: Sequence[str] | None, default: str) -> list[str] | None:
    """Kinds filter: each normalised; ``None`` (no filter) when none are given."""
    if not kinds:
        return None
    return [normalise_kind(kind, default) for kind in kinds]


def normalise_statuses(statuses: Sequence[str] | None) -> list[str] | None:
    """Statuses filter: trimmed and lower-cased, ``all`` meaning every status; ``None`` when none are given.

    Raises:
        ValidationError: a status memdesk does not know (``invalid_status``).
    """
    if not statuses:
        return None
    chosen = [s.strip().lower() for s in statuses if s and s.strip()]
    unknown = [s for s in chosen if s not in STATUSES and s != "all"]
    if unknown:
        raise ValidationError(
            f"unknown status {unknown[0]!r}; use one of {', '.join(STATUSES)} or all", code="invalid_status"
        )
    return list(STATUSES) if "all" in chosen else chosen


def normalise_level(value: Any) -> str:
    """``meta``, ``semi`` or ``trace`` (long forms such as ``meta_knowledge`` accepted)."""
    if value is None or value == "":
        return "semi"
    text = str(value).strip().lower()
    aliases = {"meta_knowledge": "meta", "semi_abstract": "semi", "concrete_trace": "trace"}
    text = aliases.get(text, text)
    if text not in LEVELS:
        raise ValidationError(f"level {value!r} must be one of meta, semi, trace", code="invalid_level")
    return text


def unit_interval(value: Any, *, field: str, default: float) -> float:
    """A number in [0, 1] (importance, confidence)."""
    if value is None:
        return default
    try:
        number = float(value)
    except (TypeError, ValueError):
        raise ValidationError(f"{field} must be a number between 0 and 1", code=f"invalid_{field}") from None
    if not 0.0 <= number <= 1.0 or number != number:
        raise ValidationError(f"{field} must be between 0 and 1 (got {value})", code=f"invalid_{field}")
    return number


def short_text(value: Any, *, field: str, max_chars: int) -> str | None:
    """Optional single-line identifiers (external id, session, source)."""
    if value is None:
        return None
    if not isinstance(value, (str, int)):
        raise ValidationError(f"{field} must be text", code=f"invalid_{field}")
    text = require_unicode(str(value), field=field).strip()
    refuse_controls(text, field=field, code=f"invalid_{field}")
    if not text:
        return None
    if len(text) > max_chars or "\n" in text:
        raise ValidationError(f"{field} must be one line of at most {max_chars} characters", code=f"invalid_{field}")
    return text


def parse_ids(values: Iterable[Any]) -> list[int]:
    """Ids as people type them (``3``, ``#3``); refuses anything else."""
    ids: list[int] = []
    for value in values:
        text = str(value).strip().lstrip("#")
        # isdigit() alone admits "²" and "٣", which int() refuses; and SQLite stops at 2**63-1.
        if not (text.isascii() and text.isdigit()) or len(text) > 19 or int(text) > MAX_ID:
            raise ValidationError(f"{str(value)[:40]!r} is not a memory id; ids are whole numbers such as 42",
                                  code="invalid_id")
        ids.append(int(text))
    return list(dict.fromkeys(ids))
