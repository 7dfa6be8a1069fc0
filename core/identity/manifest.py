"""Generation manifests: untrusted JSON data describing what the agent runs on.

A manifest is never executed, dereferenced, used to build a path or put in a
prompt; it is stored verbatim and shown to people. So the rules are about keeping
it inert and free of secrets: a JSON object, at most 16 KB, nested at most 8 deep,
no credential-like field, no secret-looking value, no URI carrying user-info.
Known sections (``inference``, ``runtime``, ``hardware``, ``capabilities``,
``external_state``) are optional; unknown sections are kept exactly as given.
"""

from __future__ import annotations

import json
import re
from collections.abc import Iterator
from itertools import pairwise
from typing import Any

from core.errors import RefusedError, ValidationError
from core.text.secrets import find_secret

MAX_MANIFEST_BYTES = 16 * 1024
MAX_DEPTH = 8
KNOWN_SECTIONS = ("inference", "runtime", "hardware", "capabilities", "external_state")
# Sections that describe a configuration (an object); the last two may also be plain lists.
LIST_FRIENDLY_SECTIONS = ("capabilities", "external_state")

# Words in a field name that always mean "this holds a secret".
_SECRET_WORDS = frozenset({
    "password", "passwd", "pwd", "passphrase", "secret", "secrets", "credential", "credentials",
    "apikey", "bearer", "token", "auth", "authorization", "cookie", "privatekey",
})
# Adjacent word pairs that mean the same ("api_key", "accessKey", "client-secret").
_SECRET_PAIRS = frozenset({
    ("api", "key"), ("private", "key"), ("secret", "key"), ("access", "key"), ("signing", "key"),
    ("encryption", "key"), ("session", "key"),
})
# "max_tokens" counts tokens; "api_key_env" names where a key lives; "auth_method" says
# how one logs in. None of them holds a secret.
_COUNT_WORDS = frozenset(
    {"max", "min", "num", "count", "limit", "budget", "window", "per", "length", "size", "context"})
_HARMLESS_SUFFIXES = frozenset({
    "env", "var", "variable", "name", "ref", "reference", "type", "method", "mode", "scheme",
    "provider", "required", "enabled", "url", "uri", "endpoint", "ttl", "expiry", "expires",
})
# Secret words run together with others ("dbpassword", "mysecret", "openaiapikey").
_SECRET_STEMS = re.compile(r"pass(?:word|wd|phrase)|secret|apikey|privatekey|credential")
_USERINFO_URI = re.compile(r"\b[a-z][a-z0-9+.\-]*://[^\s/?#@]*@", re.IGNORECASE)
_WORD_SPLIT = re.compile(r"[^a-z0-9]+")
_CAMEL = re.compile(r"(?<=[a-z0-9])(?=[A-Z])")


def field_words(name: str) -> list[str]:
    """``"maxOutputTokens"`` → ``["max", "output", "tokens"]`` (snake, kebab, dots, camel)."""
    return [w for w in _WORD_SPLIT.split(_CAMEL.sub("_", name).lower()) if w]


def is_credential_field(name: str) -> bool:
    """Whether a manifest field *name* says it holds a credential.

    Narrower than :func:`core.text.secrets.looks_secret_key` (which flags ``max_tokens``
    and ``author``) and wider where names run together (``AccessKeyId``,
    ``dbpassword``). Fields *about* a secret pass: token counts (``max_tokens``),
    tokenizers, and names ending in a reference or a kind (``api_key_env``,
    ``auth_method``, ``token_url``).
    """
    words = field_words(name)
    if not words or words[-1] in _HARMLESS_SUFFIXES:
        return False
    if any(w in ("tokens", "tokenizer") for w in words) or (
        "token" in words and any(w in _COUNT_WORDS for w in words)
    ):
        return any(w in _SECRET_WORDS - {"token", "auth"} for w in words)
    if any(w in _SECRET_WORDS for w in words) or any(p in _SECRET_PAIRS for p in pairwise(words)):
        return True
    return bool(_SECRET_STEMS.search("".join(words)))


def _refuse_constant(name: str) -> Any:
    raise ValidationError(f"the manifest contains {name}, which is not valid JSON; use a number or a string",
                          code="invalid_manifest")


def _pairs_without_duplicates(pairs: list[tuple[str, Any]]) -> dict:
    seen: dict[str, Any] = {}
    for key, value in pairs:
        if key in seen:
            raise ValidationError(
                f"the manifest names the field {key!r} twice in one object; keep one", code="invalid_manifest"
            )
        seen[key] = value
    return seen


def parse_manifest(text: str | bytes) -> dict:
    """Parse manifest JSON text strictly and check it (:func:`check_manifest`).

    Refuses duplicate keys and ``NaN``/``Infinity`` so what is stored is exactly
    what a reader of the file sees.

    Returns:
        The manifest as a dict, key order preserved.

    Raises:
        ValidationError: not JSON, not an object, too large or too deep.
        RefusedError: a credential-like field, a secret-looking value or a URI with user-info.
    """
    raw = text.encode("utf-8") if isinstance(text, str) else bytes(text)
    if len(raw) > MAX_MANIFEST_BYTES:
        raise ValidationError(
            f"the manifest is {len(raw)} bytes, over the {MAX_MANIFEST_BYTES // 1024} KB limit; "
            "keep it to what describes the runtime", code="manifest_too_large",
        )
    try:
        value = json.loads(raw.decode("utf-8-sig"), object_pairs_hook=_pairs_without_duplicates,
                           parse_constant=_refuse_constant)
    except UnicodeDecodeError:
        raise ValidationError("the manifest is not UTF-8 text", code="invalid_manifest") from None
    except RecursionError:
        raise ValidationError("the manifest nests deeper than 8 levels", code="manifest_too_deep") from None
    except json.JSONDecodeError as exc:
        raise ValidationError(
            f"the manifest is not valid JSON (line {exc.lineno}, column {exc.colno}: {exc.msg})",
            code="invalid_manifest",
        ) from None
    return check_manifest(value)


def check_manifest(value: Any) -> dict:
    """Check an already-parsed manifest against every rule; return it unchanged.

    Raises:
        ValidationError: not an object, a known section of the wrong shape, over
            16 KB once encoded, or nested deeper than 8.
        RefusedError: a credential-like field, a secret-looking value or a URI with user-info.
    """
    if not isinstance(value, dict):
        raise ValidationError(
            f"a manifest must be a JSON object, not {_json_type(value)}; `{{}}` is the smallest valid one",
            code="invalid_manifest",
        )
    depth = _depth(value)
    if depth > MAX_DEPTH:
        raise ValidationError(
            f"the manifest nests {depth} levels deep, over the limit of {MAX_DEPTH}; flatten it",
            code="manifest_too_deep",
        )
    try:
        encoded = json.dumps(value, ensure_ascii=False, allow_nan=False).encode("utf-8")
    except (TypeError, ValueError) as exc:
        raise ValidationError(f"the manifest holds something that is not JSON data ({exc})",
                              code="invalid_manifest") from None
    if len(encoded) > MAX_MANIFEST_BYTES:
        raise ValidationError(
            f"the manifest is {len(encoded)} bytes, over the {MAX_MANIFEST_BYTES // 1024} KB limit",
            code="manifest_too_large",
        )
    for section in KNOWN_SECTIONS:
        if section not in value:
            continue
        allowed = (dict, list) if section in LIST_FRIENDLY_SECTIONS else (dict,)
        if not isinstance(value[section], allowed):
            shape = "an object or a list" if section in LIST_FRIENDLY_SECTIONS else "an object"
            raise ValidationError(f"manifest section {section!r} must be {shape}, not {_json_type(value[section])}",
                                  code="invalid_manifest")
    for path, key, item in _walk(value, ""):
        if key is not None and is_credential_field(key):
            raise RefusedError(
                f"manifest field {path} looks like a credential; manifests are stored in plain text and "
                "shown to people — name where the secret lives instead (for example "
                f"{key}_env: \"MY_ENV_VAR\")", code="manifest_credential",
            )
        if isinstance(item, str):
            if _USERINFO_URI.search(item):
                raise RefusedError(
                    f"manifest field {path} holds a URI with user-info (user@host); drop the user part, "
                    "credentials never belong in a manifest", code="manifest_credential",
                )
            finding = find_secret(item)
            if finding is not None:
                raise RefusedError(f"manifest field {path} {finding.reason}; keep secrets out of manifests",
                                   code="manifest_credential")
    return value


def _walk(value: Any, path: str) -> Iterator[tuple[str, str | None, Any]]:
    """Every ``(path, key, value)`` below ``value``; keys are checked as well as values."""
    if isinstance(value, dict):
        for key, item in value.items():
            child = join_path(path, key)
            yield child, key, item
            yield from _walk(item, child)
    elif isinstance(value, list):
        for index, item in enumerate(value):
            child = f"{path}[{index}]"
            yield child, None, item
            yield from _walk(item, child)


def _depth(value: Any) -> int:
    """Nesting depth: a scalar is 0, ``{}`` is 1, ``{"a": {}}`` is 2. Iterative, so no recursion limit."""
    deepest = 0
    stack = [(value, 0)]
    while stack:
        item, level = stack.pop()
        if isinstance(item, (dict, list)):
            level += 1
            deepest = max(deepest, level)
            if level > MAX_DEPTH + 1:
                continue  # already too deep; no need to measure how much more
            children = item.values() if isinstance(item, dict) else item
            stack.extend((child, level) for child in children)
    return deepest


def _json_type(value: Any) -> str:
    if isinstance(value, list):
        return "a list"
    if isinstance(value, str):
        return "a string"
    if isinstance(value, bool):
        return "a boolean"
    if isinstance(value, (int, float)):
        return "a number"
    return "null" if value is None else type(value).__name__


def join_path(path: str, key: str) -> str:
    """``inference`` + ``model`` → ``inference.model``; odd keys are quoted (``hardware["gpu.count"]``)."""
    if key and re.fullmatch(r"[A-Za-z0-9_\-]+", key):
        return f"{path}.{key}" if path else key
    return f"{path}[{json.dumps(key, ensure_ascii=False)}]"


def flatten(manifest: dict) -> dict[str, Any]:
    """Leaf paths of a manifest: nested objects become dotted paths; lists and scalars are leaves.

    An empty object is a leaf too, so adding ``"capabilities": {}`` shows up in a diff.
    """
    leaves: dict[str, Any] = {}

    def visit(value: Any, path: str) -> None:
        if isinstance(value, dict) and value:
            for key, item in value.items():
                visit(item, join_path(path, key))
        else:
            leaves[path] = value

    for key, item in manifest.items():
        visit(item, join_path("", key))
    return leaves


_MISSING = object()


def manifest_changes(old: dict, new: dict) -> list[dict[str, Any]]:
    """Field-by-field changes from ``old`` to ``new``: ``[{path, old, new, change}]``.

    ``change`` is ``added``, ``removed`` or ``changed``; ``old``/``new`` are ``None``
    for a field that is absent on that side. Values compare as JSON (``1`` ≠ ``true``).
    """
    before, after = flatten(old), flatten(new)
    sections = list(dict.fromkeys([*old, *new]))
    paths = list(before) + [p for p in after if p not in before]
    # Keep a section's fields together (old order first), sections in the order they appear.
    paths.sort(key=lambda p: sections.index(_section_of(p, sections)))
    changes: list[dict[str, Any]] = []
    for path in paths:
        a, b = before.get(path, _MISSING), after.get(path, _MISSING)
        if a is _MISSING:
            changes.append({"path": path, "old": None, "new": b, "change": "added"})
        elif b is _MISSING:
            changes.append({"path": path, "old": a, "new": None, "change": "removed"})
        elif json.dumps(a, sort_keys=True) != json.dumps(b, sort_keys=True):
            changes.append({"path": path, "old": a, "new": b, "change": "changed"})
    return changes


def _section_of(path: str, sections: list[str]) -> str:
    """The top-level key a flattened path belongs to."""
    for section in sections:
        if path == join_path("", section) or path.startswith(join_path("", section) + ".") \
                or path.startswith(join_path("", section) + "["):
            return section
    return sections[0]


def external_references(manifest: dict) -> list[str]:
    """The external-state references a manifest declares (what the ``context`` check records)."""
    section = manifest.get("external_state")
    if isinstance(section, dict):
        return [str(key) for key in section]
    if isinstance(section, list):
        return [item if isinstance(item, str) else json.dumps(item, ensure_ascii=False)[:80] for item in section]
    return []
