"""Where memdesk keeps things: the store, the config file, its cache and the daemon's files.

Resolution is lazy (nothing touches the home directory at import time) and the
environment always wins over the platform default, so tests and scripts can point
memdesk anywhere.
"""

from __future__ import annotations

import os
import sys
from pathlib import Path
from typing import Any

APP_NAME = "memdesk"
# A store named by one of these is a PostgreSQL database, not a file.
STORE_URL_SCHEMES = ("postgresql", "postgres")


def is_store_url(value: object) -> bool:
    """Whether ``value`` names a database server (``postgresql://…``) rather than a file."""
    text = str(value) if isinstance(value, (str, StoreURL)) else ""
    return "://" in text and text.split("://", 1)[0].lower() in STORE_URL_SCHEMES


class StoreURL:
    """A store on a PostgreSQL server, named by its URL.

    It stands where a store's file :class:`~pathlib.Path` stands elsewhere, so it offers
    the few path-like members callers use: ``name`` (for messages), ``exists()``,
    ``expanduser()``/``resolve()`` (itself). ``str()`` never shows a password; the full
    URL is :attr:`url`.
    """

    def __init__(self, url: str):
        self.url = str(url)

    def _split(self) -> Any:
        # urllib.parse (and the ipaddress it loads) only when a PostgreSQL store is named:
        # every other command's start-up is spared it (issue 18).
        from urllib.parse import urlsplit

        return urlsplit(self.url)

    @property
    def redacted(self) -> str:
        """The URL with any password (``user:pw@`` or ``?password=``) replaced by ``***``."""
        parts = self._split()
        if parts.password is not None:
            netloc = parts.netloc.rsplit("@", 1)
            user = netloc[0].split(":", 1)[0]
            parts = parts._replace(netloc=f"{user}:***@{netloc[1]}")
        if "password=" in parts.query.lower():
            query = "&".join("password=***" if item.lower().startswith("password=") else item
                             for item in parts.query.split("&"))
            parts = parts._replace(query=query)
        from urllib.parse import urlunsplit

        return urlunsplit(parts)

    @property
    def name(self) -> str:
        """``database@host`` (what messages call the store)."""
        parts = self._split()
        database = parts.path.lstrip("/") or "postgres"
        return f"{database}@{parts.hostname or 'localhost'}"

    @property
    def key(self) -> str:
        """A short stable key for this store (host, port, database, user; never the password)."""
        import hashlib

        parts = self._split()
        ident = f"{parts.hostname}:{parts.port}/{parts.path.lstrip('/')}?{parts.username}"
        return hashlib.sha256(ident.encode("utf-8")).hexdigest()[:12]

    def exists(self) -> bool:
        return True

    def expanduser(self) -> StoreURL:
        return self

    def resolve(self) -> StoreURL:
        return self

    def __str__(self) -> str:
        return self.redacted

    def __repr__(self) -> str:
        return f"StoreURL({self.redacted!r})"

    def __eq__(self, other: object) -> bool:
        return isinstance(other, StoreURL) and other.url == self.url

    def __hash__(self) -> int:
        return hash(self.url)


def store_argument(location: Path | StoreURL | str) -> str:
    """What to pass as ``--db`` to another memdesk process for ``location`` (full URL or absolute path)."""
    if isinstance(location, StoreURL):
        return location.url
    if is_store_url(location):
        return str(location)
    return str(Path(location).expanduser().resolve())


def as_store_location(value: str | os.PathLike | StoreURL) -> Path | StoreURL:
    """A file path or a :class:`StoreURL`, whichever ``value`` names."""
    if isinstance(value, StoreURL):
        return value
    if is_store_url(value):
        return StoreURL(str(value))
    text = os.fspath(value)
    scheme = str(text).split(":", 1)[0].lower() if ":" in str(text) else ""
    if scheme in STORE_URL_SCHEMES:  # "postgresql:/host/db", "postgres:": a mistyped URL, never a file
        from core.errors import ValidationError

        raise ValidationError(f"{text!r} is not a PostgreSQL URL: write postgresql://user@host/dbname "
                              "(a store file is a path)", code="invalid_store_url")
    return Path(value).expanduser()


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


def resolve_db_path(explicit: str | os.PathLike | StoreURL | None = None,
                    configured: str | os.PathLike | StoreURL | None = None) -> Path | StoreURL:
    """``--db`` if given, else the configured store (``[store] url`` or ``path``; ``MEMDESK_DB``), else the default.

    A ``postgresql://`` URL gives a :class:`StoreURL`; anything else a file path.
    """
    if explicit:
        return as_store_location(explicit)
    if configured:
        return as_store_location(configured)
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


def state_dir_for(db_path: Path | StoreURL) -> Path:
    """Directory for per-store runtime files (daemon pidfile, log, UI state).

    Kept beside a store file so two stores never share a daemon or a pidfile; a store
    on a server gets one under the data directory, keyed by its URL (never the password).
    """
    if isinstance(db_path, StoreURL):
        return data_dir() / "servers" / f"{db_path.name.replace('/', '_')}-{db_path.key}"
    return db_path.parent / f".{db_path.stem}.memdesk"
