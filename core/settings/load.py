"""Read the settings: the defaults, the config file over them, the environment over both.

Three paths, fastest first (``memdesk recall`` runs this on every call):

1. No config file and no environment override: ``Settings()``, nothing to validate,
   neither pydantic nor tomllib imported.
2. A file or an override whose validated result is in the cache (keyed by a hash of
   the file's bytes and place, the overrides, ``HOME`` and this package's own source):
   the dataclasses are rebuilt from the cached JSON, still without pydantic or tomllib.
3. Otherwise the file is parsed (tomllib), the overrides applied, and the whole is
   validated by ``pydantic.TypeAdapter(Settings)``; the result is cached for path 2.

A bad value is one error naming the file (or the variable) and the key, saying what is
allowed; nothing is half-applied.

The environment overrides are one table (:data:`core.settings.environment.ENV_OVERRIDES`). An empty variable counts
as unset. ``[llm] api_key_env`` names one more variable (``ANTHROPIC_API_KEY`` by
default) that fills ``llm.anthropic_api_key``.
"""

from __future__ import annotations

import os
from collections.abc import Mapping
from dataclasses import field, fields, is_dataclass
from pathlib import Path
from typing import Any

from core.errors import ValidationError
from core.model.lean import lean_dataclass
from core.paths import cache_dir, config_path
from core.settings import model
from core.settings.environment import ANTHROPIC_KEY, ENV_OVERRIDES
from core.settings.model import Secret, Settings

CACHE_FORMAT = 1
CACHE_FILE = "settings.json"


@lean_dataclass(frozen=True, compiled_init=False)
class LoadedSettings:
    """The settings and where each value came from (what ``memdesk config`` prints)."""

    settings: Settings
    file: Path
    file_exists: bool
    sources: Mapping[str, str] = field(default_factory=dict)  # "recall.k" -> "file" | "env:VAR"; else default
    cached: bool = False

    def source(self, key: str) -> str:
        return self.sources.get(key, "default")


def load_settings(path: Path | None = None, *, env: Mapping[str, str] | None = None, cache: bool = True) -> Settings:
    """The settings: ``path`` (default: ``MEMDESK_CONFIG`` or the platform's config.toml), then the environment.

    Raises:
        ValidationError: the file is not TOML, or a value in it or in the environment is not allowed.
    """
    return load_with_sources(path, env=env, cache=cache).settings


def load_with_sources(path: Path | None = None, *, env: Mapping[str, str] | None = None,
                      cache: bool = True) -> LoadedSettings:
    """Like :func:`load_settings`, keeping where each value came from."""
    env = os.environ if env is None else env
    target = path or config_path()
    try:
        raw = target.read_bytes()
    except (FileNotFoundError, NotADirectoryError):
        raw = None
    except OSError as exc:
        raise ValidationError(f"config file {target} cannot be read ({exc.strerror}); fix its permissions "
                              "or move it aside", code="invalid_config") from None
    overrides = _overrides(env)
    if raw is None and not overrides and not env.get(model.LLMSettings.api_key_env):
        return LoadedSettings(Settings(), target, False)
    key = _cache_key(target, raw, overrides, env) if cache else ""
    if cache:
        hit = _read_cache(key, env)
        if hit is not None:
            settings, sources = hit
            return LoadedSettings(settings, target, raw is not None, sources, cached=True)
    data = _parse(target, raw) if raw is not None else {}
    settings, sources = _validate(data, overrides, env, file=target if raw is not None else None)
    loaded = LoadedSettings(settings, target, raw is not None, sources)
    if cache:
        _write_cache(key, loaded, env)
    return loaded


def settings_from_dict(data: Mapping[str, Any], *, file: Path | None = None,
                       env: Mapping[str, str] | None = None) -> Settings:
    """Validate ``data`` as if a config file at ``file`` held it, with the environment over it (tests, tools).

    Raises:
        ValidationError: naming the key and what it allows.
    """
    env = os.environ if env is None else env
    overrides = _overrides(env)
    return _validate(dict(data), overrides, env, file=file)[0]


def _overrides(env: Mapping[str, str]) -> dict[str, tuple[str, Any]]:
    """``{"judge.model": ("MEMDESK_JUDGE_MODEL", "haiku"), …}`` for each variable set (empty counts as unset).

    ``MEMDESK_DB`` holding a ``postgresql://`` URL sets ``store.url`` (taken as written, never
    made into a file path); any other value sets ``store.path``.
    """
    found: dict[str, tuple[str, Any]] = {}
    for var, key, parse in ENV_OVERRIDES:
        if not env.get(var):
            continue
        if var == "MEMDESK_DB":
            is_url = model.names_a_server(env[var])  # a mistyped URL too: refused as one, never a file
            if (key == "store.url") != is_url:
                continue
        found[key] = (var, parse(env[var]))
    return found


# -- parsing and validating ---------------------------------------------------------------------------


def _parse(target: Path, raw: bytes) -> dict[str, Any]:
    import tomllib

    try:
        return tomllib.loads(raw.decode("utf-8"))
    except (tomllib.TOMLDecodeError, UnicodeDecodeError) as exc:
        raise ValidationError(f"config file {target} is not valid TOML: {exc}; fix it or move it aside",
                              code="invalid_config") from None


_adapter: Any = None


def _type_adapter() -> Any:
    global _adapter
    if _adapter is None:
        from pydantic import TypeAdapter

        model.bind_constraints()
        _adapter = TypeAdapter(Settings)
    return _adapter


def _validate(data: dict[str, Any], overrides: Mapping[str, tuple[str, Any]], env: Mapping[str, str], *,
              file: Path | None) -> tuple[Settings, dict[str, str]]:
    """The file's ``data`` (relative paths resolved against ``file``'s folder) with the overrides, checked."""
    from pydantic import ValidationError as PydanticError

    from core.settings import explain

    where = file or Path("config")
    explain.refuse_env_only(data, where)
    sources = explain.file_sources(data)
    merged = _merge(data, overrides, env, sources)
    try:
        settings = _type_adapter().validate_python(merged, context={"base": file.parent if file else None})
    except PydanticError as exc:
        raise ValidationError(explain.messages(exc.errors(), file=where, sources=sources),
                              code="invalid_config") from None
    return settings, sources


def _merge(data: dict[str, Any], overrides: Mapping[str, tuple[str, Any]], env: Mapping[str, str],
           sources: dict[str, str]) -> dict[str, Any]:
    """The file's data with each override set at its key (the file's tables copied, never changed)."""
    merged = dict(data)
    items = dict(overrides)
    llm = data.get("llm")
    key_env = llm.get("api_key_env") if isinstance(llm, dict) else None
    key_env = key_env if isinstance(key_env, str) and key_env.strip() else model.LLMSettings.api_key_env
    if env.get(key_env):
        items[ANTHROPIC_KEY] = (key_env, env[key_env])
    for key, (var, value) in items.items():
        section, name = key.split(".")
        table = merged.get(section)
        merged[section] = {**(table if isinstance(table, dict) else {}), name: value}
        sources[key] = f"env:{var}"
        if var == "MEMDESK_DB":  # the variable names the store: the file's other location gives way
            other = "url" if name == "path" else "path"
            if merged[section].pop(other, None) is not None:
                sources.pop(f"store.{other}", None)
    return merged


# -- the cache of validated settings -----------------------------------------------------------------


def _cache_key(target: Path, raw: bytes | None, overrides: Mapping[str, tuple[str, Any]],
               env: Mapping[str, str]) -> str:
    import hashlib

    digest = hashlib.sha256()
    for module_file in sorted(Path(model.__file__).parent.glob("*.py")):
        digest.update(module_file.read_bytes())  # a new memdesk (or a changed model) never reads an old entry
    parts = [str(CACHE_FORMAT), str(target.absolute()), env.get("HOME", ""),
             *(f"{key}={var}={value}" for key, (var, value) in sorted(overrides.items()))]
    digest.update("\0".join(parts).encode("utf-8"))
    digest.update(b"\0file\0" + raw if raw is not None else b"\0no file")
    return digest.hexdigest()


def _secret_digest(value: str | None) -> str:
    import hashlib

    return hashlib.sha256((value or "").encode("utf-8")).hexdigest()


def _read_cache(key: str, env: Mapping[str, str]) -> tuple[Settings, dict[str, str]] | None:
    import json

    try:
        entry = json.loads((cache_dir() / CACHE_FILE).read_text(encoding="utf-8"))
        if entry.get("key") != key:
            return None
        key_env = entry["anthropic_key_env"]
        if entry["anthropic_key_digest"] != _secret_digest(env.get(key_env)):
            return None
        return _decode(entry["settings"], env), dict(entry["sources"])
    except (OSError, ValueError, KeyError, TypeError, AttributeError):
        return None  # absent, unreadable or from another memdesk: validate afresh


def _write_cache(key: str, loaded: LoadedSettings, env: Mapping[str, str]) -> None:
    import json

    env_secrets = {k: v[4:] for k, v in loaded.sources.items() if v.startswith("env:")}
    key_env = loaded.settings.llm.api_key_env
    entry = {"key": key, "anthropic_key_env": key_env, "anthropic_key_digest": _secret_digest(env.get(key_env)),
             "sources": dict(loaded.sources), "settings": _encode(loaded.settings, "", env_secrets)}
    folder = cache_dir()
    target = folder / CACHE_FILE
    temporary = folder / f".{CACHE_FILE}.{os.getpid()}"
    try:
        folder.mkdir(parents=True, exist_ok=True, mode=0o700)
        descriptor = os.open(temporary, os.O_WRONLY | os.O_CREAT | os.O_TRUNC, 0o600)
        with os.fdopen(descriptor, "w", encoding="utf-8") as handle:
            json.dump(entry, handle, separators=(",", ":"))
        os.replace(temporary, target)
    except OSError:
        temporary.unlink(missing_ok=True)  # a read-only home only means no cache: every run validates


def _encode(value: Any, key: str, env_secrets: Mapping[str, str]) -> Any:
    """Plain JSON with type tags; a secret taken from the environment is stored as its variable's name."""
    if is_dataclass(value):
        out: dict[str, Any] = {"$": type(value).__name__}
        for item in fields(value):
            out[item.name] = _encode(getattr(value, item.name), f"{key}.{item.name}".lstrip("."), env_secrets)
        return out
    if isinstance(value, Secret):
        if key in env_secrets:
            return {"$env": env_secrets[key]}
        return {"$secret": value.get_secret_value()}
    if isinstance(value, Path):
        return {"$path": str(value)}
    if isinstance(value, tuple):
        return {"$tuple": [_encode(item, key, env_secrets) for item in value]}
    if isinstance(value, Mapping):
        return {"$map": {name: _encode(item, key, env_secrets) for name, item in value.items()}}
    return value


def _decode(value: Any, env: Mapping[str, str]) -> Any:
    if isinstance(value, list):
        raise TypeError("untagged list in the settings cache")
    if not isinstance(value, dict):
        return value
    if "$" in value:
        cls = getattr(model, value["$"])
        if not (isinstance(cls, type) and is_dataclass(cls)):
            raise TypeError(f"{value['$']} is not a settings class")
        return cls(**{name: _decode(item, env) for name, item in value.items() if name != "$"})
    if "$env" in value:
        return Secret(env[value["$env"]])
    if "$secret" in value:
        return Secret(value["$secret"])
    if "$path" in value:
        return Path(value["$path"])
    if "$tuple" in value:
        return tuple(_decode(item, env) for item in value["$tuple"])
    if "$map" in value:
        return {name: _decode(item, env) for name, item in value["$map"].items()}
    raise TypeError("untagged table in the settings cache")
