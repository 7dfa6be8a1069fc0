"""Where memdesk keeps things: the store, the config file, its cache and the daemon's files.

Resolution is lazy (nothing touches the home directory at import time) and the
environment always wins over the platform default, so tests and scripts can point
memdesk anywhere.
"""

from __future__ import annotations

import os
from pathlib import Path

APP_NAME = "memdesk"


def data_dir() -> Path:
    """The per-user data directory (``MEMDESK_HOME`` overrides the platform default)."""
    override = os.environ.get("MEMDESK_HOME")
    if override:
        return Path(override).expanduser()
    import platformdirs  # only when nothing names the place: --db and the hooks' configs do

    return Path(platformdirs.user_data_dir(APP_NAME))


def default_db_path() -> Path:
    """The store used when neither ``--db`` nor ``[store] path`` (``MEMDESK_DB``) is given."""
    return data_dir() / "memdesk.db"


def resolve_db_path(explicit: str | os.PathLike | None = None, configured: Path | None = None) -> Path:
    """``--db`` if given, else the configured ``[store] path`` (``MEMDESK_DB``), else the platform default."""
    if explicit:
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
    import platformdirs

    return Path(platformdirs.user_config_dir(APP_NAME)) / "config.toml"


def cache_dir() -> Path:
    """Where memdesk keeps what it can rebuild (the validated settings): ``MEMDESK_HOME/cache`` or the platform's."""
    base = os.environ.get("MEMDESK_HOME")
    if base:
        return Path(base).expanduser() / "cache"
    import platformdirs

    return Path(platformdirs.user_cache_dir(APP_NAME))


def state_dir_for(db_path: Path) -> Path:
    """Directory for per-store runtime files (daemon pidfile, log, UI state).

    Kept beside the store so two stores never share a daemon or a pidfile.
    """
    return db_path.parent / f".{db_path.stem}.memdesk"
