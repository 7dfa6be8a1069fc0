"""Where memdesk keeps things: the store, the config file, its cache and the daemon's files.

Resolution is lazy (nothing touches the home directory at import time) and the
environment always wins over the platform default, so tests and scripts can point
memdesk anywhere.
"""

from __future__ import annotations

import os
import re
import sys
from pathlib import Path

APP_NAME = "memdesk"


# On Linux platformdirs follows the XDG base-directory spec; these are its defaults.
_XDG = {"data": ("XDG_DATA_HOME", "~/.local/share"), "config": ("XDG_CONFIG_HOME", "~/.config"),
        "cache": ("XDG_CACHE_HOME", "~/.cache")}


def _user_dir(kind: str) -> Path:
    """The platform's per-user ``kind`` directory for memdesk, as platformdirs gives it.

    Every command looks for its config file here, so on Linux the XDG rule is applied
    directly: importing platformdirs (and the tempfile and random it pulls in) costs
    ~4 ms of each start-up. Other systems ask platformdirs.
    """
    if sys.platform == "linux":
        variable, default = _XDG[kind]
        base = os.environ.get(variable, "").strip() or os.path.expanduser(default)
        return Path(base) / APP_NAME
    import platformdirs

    return Path(getattr(platformdirs, f"user_{kind}_dir")(APP_NAME))


def data_dir() -> Path:
    """The per-user data directory (``MEMDESK_HOME`` overrides the platform default)."""
    override = os.environ.get("MEMDESK_HOME")
    if override:
        return Path(override).expanduser()
    return _user_dir("data")


def default_db_path() -> Path:
    """The store used when neither ``--db`` nor ``[store] path`` (``MEMDESK_DB``) is given."""
    return data_dir() / "memdesk.db"


# scheme://… : a database URL, never a file name (Path would fold it into a folder "postgresql:").
_URL = re.compile(r"^[A-Za-z][A-Za-z0-9+.-]*://")


def database_url_problem(value: object) -> str | None:
    """Why ``value`` cannot name the store when it is a URL (``postgresql://…``); ``None`` for a path.

    Only the scheme is repeated: the rest of a URL may hold a password.
    """
    if not isinstance(value, str | os.PathLike):
        return None
    text = os.fspath(value)
    if not isinstance(text, str) or not _URL.match(text):
        return None
    scheme = text.split("://", 1)[0]
    return (f"{scheme}://… is a database URL, and this build of memdesk keeps its store in a SQLite file "
            "(a PostgreSQL store is not part of it); give a file path such as ~/memdesk/memory.db")


def resolve_db_path(explicit: str | os.PathLike | None = None, configured: Path | None = None) -> Path:
    """``--db`` if given, else the configured ``[store] path`` (``MEMDESK_DB``), else the platform default.

    Raises:
        UsageError: ``explicit`` is a database URL (``[store] path`` refuses one when the settings load).
    """
    if explicit:
        problem = database_url_problem(explicit)
        if problem is not None:
            from core.errors import UsageError

            raise UsageError(f"--db {problem}", code="unsupported_store")
        return Path(explicit).expanduser()
    if configured is not None:
        return configured
    return default_db_path()


def demo_db_path() -> Path:
    """The store ``memdesk demo`` seeds; never the real store."""
    return data_dir() / "demo.db"


def config_path() -> Path:
    """The TOML config file (``MEMDESK_CONFIG`` overrides the platform default)."""
    override = os.environ.get("MEMDESK_CONFIG")
    if override:
        return Path(override).expanduser()
    base = os.environ.get("MEMDESK_HOME")
    if base:
        return Path(base).expanduser() / "config.toml"
    return _user_dir("config") / "config.toml"


def cache_dir() -> Path:
    """Where memdesk keeps what it can rebuild (the validated settings): ``MEMDESK_HOME/cache`` or the platform's."""
    base = os.environ.get("MEMDESK_HOME")
    if base:
        return Path(base).expanduser() / "cache"
    return _user_dir("cache")


def state_dir_for(db_path: Path) -> Path:
    """Directory for per-store runtime files (daemon pidfile, log, UI state).

    Kept beside the store so two stores never share a daemon or a pidfile.
    """
    return db_path.parent / f".{db_path.stem}.memdesk"
