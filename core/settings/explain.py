"""Settings in words: error messages that name the key, the rows ``memdesk config`` prints, the README table.

Imported only when there is something to say (a validation error, ``memdesk config``,
the docs test): it evaluates the model's annotations, which binds ``annotated_types``.
"""

from __future__ import annotations

import difflib
import json
import types
import typing
from collections.abc import Iterable, Iterator, Mapping, Sequence
from dataclasses import fields, is_dataclass
from functools import cache
from pathlib import Path
from typing import Annotated, Any, Literal, get_args, get_origin

from core.errors import ValidationError
from core.model.lean import lean_dataclass
from core.settings import model
from core.settings.environment import ANTHROPIC_KEY, ENV_OVERRIDES
from core.settings.model import Normalise, Secret, Settings

ENV_ONLY = {"server.token": "MEMDESK_TOKEN", "llm.anthropic_api_key": "the variable [llm] api_key_env names"}


@cache
def _hints(cls: type) -> dict[str, Any]:
    model.bind_constraints()
    return typing.get_type_hints(cls, include_extras=True)


def _field_meta(cls: type, name: str) -> Mapping[str, Any]:
    for item in fields(cls):
        if item.name == name:
            return item.metadata
    return {}


# -- what a type allows, in words -------------------------------------------------------------------


def allowed(hint: Any) -> str:
    """``a whole number ≥ 1``, ``true or false``, ``one of "error", "stage"`` …"""
    origin = get_origin(hint)
    if origin is Annotated:
        base, *extras = get_args(hint)
        notes = [extra.note for extra in extras if isinstance(extra, Normalise) and extra.note]
        if notes:
            return notes[-1]
        bounds = {name: getattr(extra, name) for extra in extras for name in ("ge", "le", "gt", "lt")
                  if hasattr(extra, name)}
        text = allowed(base)
        if "ge" in bounds and "le" in bounds:
            return f"{text} from {bounds['ge']} to {bounds['le']}"
        for name, sign in (("ge", "≥"), ("gt", ">"), ("le", "≤"), ("lt", "<")):
            if name in bounds:
                text += f" {sign} {bounds[name]}"
        return text
    if origin in (typing.Union, types.UnionType):
        options = [arg for arg in get_args(hint) if arg is not type(None)]
        return allowed(options[0]) if len(options) == 1 else " or ".join(allowed(arg) for arg in options)
    if origin is Literal:
        return "one of " + ", ".join(json.dumps(value) for value in get_args(hint))
    if origin is tuple:
        item = get_args(hint)[0]
        if get_origin(_unwrap(item)) is tuple:
            return f"a list of lists (each: {allowed(get_args(_unwrap(item))[0])})"
        return f"a list (each: {allowed(item)})"
    if origin in (Mapping, dict):
        return f"a table (each value: {allowed(get_args(hint)[1])})"
    if is_dataclass(hint):
        return "a table of " + ", ".join(item.name for item in fields(hint))
    return {int: "a whole number", float: "a number", bool: "true or false", str: "text", Path: "a path",
            Secret: "text that is not empty (kept secret)"}.get(hint, getattr(hint, "__name__", str(hint)))


def _unwrap(hint: Any) -> Any:
    """The dataclass, tuple or mapping under ``Annotated`` and ``| None``."""
    while True:
        origin = get_origin(hint)
        if origin is Annotated:
            hint = get_args(hint)[0]
        elif origin in (typing.Union, types.UnionType):
            options = [arg for arg in get_args(hint) if arg is not type(None)]
            if len(options) != 1:
                return hint
            hint = options[0]
        else:
            return hint


def _walk(loc: Iterable[Any]) -> tuple[Any, type | None, str | None]:
    """The type at ``loc``, the dataclass holding the last named field, and that field's name."""
    hint: Any = Settings
    owner: type | None = None
    name: str | None = None
    for part in loc:
        inner = _unwrap(hint)
        if is_dataclass(inner) and isinstance(part, str):
            owner, name = inner, part  # type: ignore[assignment]
            hint = _hints(inner).get(part)  # type: ignore[arg-type]
        elif get_origin(inner) is tuple and isinstance(part, int):
            hint = get_args(inner)[0]
        elif get_origin(inner) in (Mapping, dict):
            hint = get_args(inner)[0] if part == "[key]" else get_args(inner)[1]
        else:
            return None, owner, name
        if hint is None:
            return None, owner, name
    return hint, owner, name


# -- error messages ---------------------------------------------------------------------------------


def label(loc: tuple[Any, ...]) -> str:
    """``[recall] k``, ``[screens] rules entry 1: pattern``, ``[reccall]``."""
    if not loc:
        return "the file"
    text = f"[{loc[0]}]"
    rest = loc[1:]
    if len(loc) > 2 and get_origin(_unwrap(_walk(loc[:2])[0])) in (Mapping, dict):
        text, rest = f"[{loc[0]}.{loc[1]}]", loc[2:]  # a table inside a section: [llm.aliases] local
    entries = 0
    for index, part in enumerate(rest):
        if part == "[key]":
            continue
        if isinstance(part, int):
            text += f" entry {part + 1}" if entries == 0 else f", item {part + 1}"
            entries += 1
        elif entries and index:
            text += f": {part}"
        else:
            text += f" {part}"
    return text


def _no_password(value: Any) -> Any:
    """A ``postgresql://`` URL with its password as ``***`` (what ``memdesk config`` and errors print)."""
    if isinstance(value, str) and "://" in value and value.lower().startswith(("postgresql:", "postgres:")):
        from core.paths import StoreURL

        return StoreURL(value).redacted
    return value


def shown(value: Any) -> str:
    value = _no_password(value)
    if isinstance(value, bool):
        return "true" if value else "false"
    if isinstance(value, (dict, list)):
        text = json.dumps(value, ensure_ascii=False, default=str)
        return text if len(text) <= 60 else text[:57] + "…"
    if isinstance(value, str):
        return json.dumps(value, ensure_ascii=False)
    return str(value)


def _key_of(loc: tuple[Any, ...]) -> str:
    return ".".join(str(part) for part in loc[:2] if not isinstance(part, int))


def messages(errors: Sequence[Any], *, file: Path, sources: Mapping[str, str]) -> str:
    """One line per pydantic error: who gave the value (the file or a variable), the key, what is allowed."""
    lines = []
    for error in errors:
        loc = tuple(error["loc"])
        source = sources.get(_key_of(loc), "file")
        where = source[4:] if source.startswith("env:") else str(file)
        lines.append(f"{where}: {_one(error, loc)}")
    return "\n".join(dict.fromkeys(lines))


def _one(error: Mapping[str, Any], loc: tuple[Any, ...]) -> str:
    kind = error["type"]
    if kind in ("unexpected_keyword_argument", "extra_forbidden"):
        return _unknown(loc)
    hint, owner, name = _walk(loc)
    if kind == "missing":
        return f"{label(loc[:-1])} needs {loc[-1]} ({allowed(hint)})" if hint is not None else \
            f"{label(loc)} is missing"
    if hint is None:
        return f"{label(loc)}: {error['msg']}"
    what = allowed(hint)
    secret = owner is not None and name is not None and _field_meta(owner, name).get("secret")
    if is_dataclass(_unwrap(hint)) and not isinstance(error.get("input"), dict):
        return f"{label(loc)} must be a table with {what[len('a table of '):]}"
    got = "" if secret else f" (got {shown(error.get('input'))})"
    return f"{label(loc)} must be {what}{got}"


def _unknown(loc: tuple[Any, ...]) -> str:
    hint, _, _ = _walk(loc[:-1])
    inner = _unwrap(hint) if hint is not None else None
    known = [item.name for item in fields(inner)] if inner is not None and is_dataclass(inner) else []
    if len(loc) == 1:
        close = difflib.get_close_matches(str(loc[0]), known, n=1)
        hint_text = f"; did you mean [{close[0]}]?" if close else f"; the sections are {', '.join(known)}"
        return f"[{loc[0]}] is not a section{hint_text}"
    close = difflib.get_close_matches(str(loc[-1]), known, n=1)
    hint_text = f"; did you mean {close[0]}?" if close else f"; {label(loc[:-1])} has {', '.join(known)}"
    return f"{label(loc)} is not a setting{hint_text}"


def refuse_env_only(data: Mapping[str, Any], file: Path) -> None:
    """Tokens and the Anthropic key come from the environment only; a config file is no place for them."""
    for key, var in ENV_ONLY.items():
        section, name = key.split(".")
        table = data.get(section)
        if isinstance(table, dict) and name in table:
            raise ValidationError(f"{file}: [{section}] {name} is read from {var} only; take it out of the "
                                  "file and export it in the environment", code="invalid_config")


def file_sources(data: Mapping[str, Any]) -> dict[str, str]:
    """``{"recall.k": "file", "decay.tooling": "file", "llm.aliases.local": "file", …}`` for what the file sets."""
    defaults = Settings()
    sources: dict[str, str] = {}
    for section, table in data.items():
        default = getattr(defaults, section, None) if isinstance(section, str) else None
        if not isinstance(table, dict) or default is None:
            sources[str(section)] = "file"
            continue
        for name, value in table.items():
            inner = getattr(default, name, None) if is_dataclass(default) else None
            sources[f"{section}.{name}"] = "file"
            if isinstance(inner, Mapping) and isinstance(value, dict):
                sources.update({f"{section}.{name}.{entry}": "file" for entry in value})
    return sources


# -- the table of every setting ---------------------------------------------------------------------


@lean_dataclass(frozen=True)
class Row:
    """One setting as ``memdesk config`` and the README show it."""

    key: str
    value: Any
    doc: str
    env: str = ""
    secret: bool = False
    env_only: bool = False


def _env_for(key: str) -> str:
    if key == ANTHROPIC_KEY:
        return "ANTHROPIC_API_KEY"  # or the variable [llm] api_key_env names
    return next((var for var, setting, _ in ENV_OVERRIDES if setting == key), "")


def rows(settings: Settings, *, expand: bool = True) -> Iterator[Row]:
    """Every setting, in the model's order; a table such as ``[decay]`` one row per entry when ``expand``."""
    for section in fields(Settings):
        value = getattr(settings, section.name)
        if isinstance(value, Mapping):
            yield from _mapping_rows(section.name, value, section.metadata, expand)
            continue
        for item in fields(value):
            key = f"{section.name}.{item.name}"
            inner = getattr(value, item.name)
            if isinstance(inner, Mapping):
                yield from _mapping_rows(key, inner, item.metadata, expand)
                continue
            yield Row(key, inner, item.metadata.get("doc", ""), _env_for(key), bool(item.metadata.get("secret")),
                      bool(item.metadata.get("env_only")))


def _mapping_rows(key: str, value: Mapping[str, Any], meta: Mapping[str, Any], expand: bool) -> Iterator[Row]:
    if not expand or not value:
        yield Row(key, dict(value), meta.get("doc", ""))
        return
    for name, item in value.items():
        yield Row(f"{key}.{name}", item, meta.get("doc", ""))


def display(value: Any, *, secret: bool = False) -> str:
    """A value as TOML would spell it; a secret only as ``set`` or ``unset``."""
    if secret or isinstance(value, Secret):
        return "set" if value is not None else "unset"
    if value is None:
        return "unset"
    return _toml(_no_password(value))


def _toml(value: Any) -> str:
    if isinstance(value, bool):
        return "true" if value else "false"
    if isinstance(value, (str, Path)):
        return json.dumps(str(value), ensure_ascii=False)
    if isinstance(value, tuple):
        return "[" + ", ".join(_toml(item) for item in value) + "]"
    if isinstance(value, Mapping):
        return "{" + ", ".join(f"{name} = {_toml(item)}" for name, item in value.items()) + "}"
    if is_dataclass(value):
        shown_fields = [(item.name, getattr(value, item.name)) for item in fields(value)]
        return "{" + ", ".join(f"{name} = {_toml(item)}" for name, item in shown_fields if item is not None) + "}"
    return str(value)


def plain(value: Any, *, secret: bool = False) -> Any:
    """A value for ``--json``: secrets as ``"set"``/``"unset"``, paths as text, tuples as lists."""
    if secret or isinstance(value, Secret):
        return "set" if value is not None else "unset"
    if isinstance(value, Path):
        return str(value)
    if isinstance(value, str):
        return _no_password(value)
    if isinstance(value, tuple):
        return [plain(item) for item in value]
    if isinstance(value, Mapping):
        return {name: plain(item) for name, item in value.items()}
    if is_dataclass(value):
        return {item.name: plain(getattr(value, item.name)) for item in fields(value)}
    return value


def _allowed_for(key: str) -> str:
    section, _, name = key.partition(".")
    owner: type = Settings if not name else type(getattr(Settings(), section))
    return allowed(_hints(owner)[name or section])


def markdown_table() -> str:
    """The README's table of every setting, generated from the model (the docs test compares it)."""
    lines = ["| setting | default | environment | allowed | what it does |", "|---|---|---|---|---|"]
    for row in rows(Settings(), expand=False):
        env = f"`{row.env}`" if row.env else ""
        if row.key == "llm.anthropic_api_key":
            env += " (or the variable `llm.api_key_env` names)"
        if row.env_only:
            default = "unset; environment only"
        elif row.value is None or isinstance(row.value, Secret):
            default = "unset"
        elif row.key == "decay":
            default = ", ".join(f"{name} {days}" for name, days in model.DEFAULT_DECAY_DAYS.items())
        else:
            default = f"`{display(row.value, secret=row.secret)}`"
        cells = [f"`{row.key}`", default, env, _allowed_for(row.key), row.doc]
        lines.append("| " + " | ".join(cell.replace("|", "\\|") for cell in cells) + " |")
    return "\n".join(lines)


if __name__ == "__main__":  # python -m core.settings.explain: the README's table, to paste
    print(markdown_table())
