"""YAML front matter: split it from a Markdown file, parse it safely, write it stably.

PyYAML is the only YAML parser here: Engram's registry and Claude Code's memory
files are written by real YAML emitters (quoting, folded long lines, bare dates),
which a hand-written subset would misread. Only ``safe_load`` is ever used, so a
file can never make the parser build objects or run code.
"""

from __future__ import annotations

import re
from typing import Any

import yaml

from core.errors import ValidationError
from core.text.visible import has_hidden, shown_hidden

_FRONT = re.compile(r"\A\ufeff?---[ \t]*\r?\n(.*?)^---[ \t]*(?:\r?\n|\Z)(.*)\Z", re.DOTALL | re.MULTILINE)
try:  # libyaml's C loader and dumper when PyYAML was built with it
    from yaml import CSafeDumper as _Dumper
    from yaml import CSafeLoader as _Loader
except ImportError:
    from yaml import SafeDumper as _Dumper  # type: ignore[assignment]
    from yaml import SafeLoader as _Loader  # type: ignore[assignment]


def split_front_matter(text: str) -> tuple[str | None, str]:
    """``(front matter text, body)``; ``(None, text)`` when the file has none."""
    match = _FRONT.match(text)
    if not match:
        return None, text
    return match.group(1), match.group(2)


def load_front_matter(text: str, where: str) -> tuple[dict[str, Any] | None, str]:
    """Parse a file's front matter as a YAML mapping; ``(None, text)`` when it has none.

    Raises:
        ValidationError: the front matter is not valid YAML or not a mapping.
    """
    raw, body = split_front_matter(text)
    if raw is None:
        return None, text
    try:
        data = yaml.load(raw, Loader=_Loader)  # noqa: S506 - a safe loader
    except yaml.YAMLError as exc:
        raise ValidationError(f"{where}: the front matter is not valid YAML ({exc}); fix it and import again",
                              code="invalid_front_matter") from None
    if data is None:
        data = {}
    if not isinstance(data, dict):
        raise ValidationError(f"{where}: the front matter is not a mapping of keys to values",
                              code="invalid_front_matter")
    return data, body


class _RegistryDumper(_Dumper):
    """Multi-line text as literal blocks, so a memory's lines diff as lines."""


def _represent_text(dumper, value: str):
    if has_hidden(value):
        # Double-quoted, so the hidden characters can be written as escapes (see dump_front_matter).
        return dumper.represent_scalar("tag:yaml.org,2002:str", value, style='"')
    style = "|" if "\n" in value else None
    return dumper.represent_scalar("tag:yaml.org,2002:str", value, style=style)


def _escape_hidden(text: str) -> str:
    """Write bidi, zero-width and control characters as YAML escapes (``\u202E``): a person reading
    the file sees them, and loading it gives the exact text back. The emitter puts such text only
    in double-quoted scalars, where the escapes mean the characters themselves."""
    def escape(char: str) -> str:
        code = ord(char)
        return f"\\u{code:04X}" if code <= 0xFFFF else f"\\U{code:08X}"

    return shown_hidden(text, escape)


_RegistryDumper.add_representer(str, _represent_text)


def dump_front_matter(data: dict[str, Any]) -> str:
    """``---`` + YAML + ``---``: key order kept, block style (one tag or field per line), no wrapping."""
    text = yaml.dump(data, Dumper=_RegistryDumper, sort_keys=False, allow_unicode=True, width=1_000_000,
                     default_flow_style=False)
    return f"---\n{_escape_hidden(text)}---\n"
