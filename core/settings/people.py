"""Who the person at this desk is: several people review one shared store, each under their own name."""

from __future__ import annotations

import getpass
import re

from core.settings.model import Settings

_NAME_UNSAFE = re.compile(r"[^\w.@-]+", re.UNICODE)


def reviewer_name(settings: Settings | None = None) -> str:
    """``[user] name`` (``MEMDESK_USER`` sets it), else the OS login name.

    The name is trimmed to 64 characters of letters, digits and ``. _ @ -`` (spaces
    become ``-``); an empty result is ``person``.
    """
    raw = settings.user.name if settings is not None and settings.user.name else ""
    if not raw:
        try:
            raw = getpass.getuser()
        except (OSError, KeyError, ImportError):
            raw = ""
    name = _NAME_UNSAFE.sub("-", raw.strip()).strip("-")[:64]
    return name or "person"


def human_actor(settings: Settings | None = None) -> str:
    """``human:<name>`` — the audit actor of a person's decisions (see :func:`reviewer_name`)."""
    return f"human:{reviewer_name(settings)}"
