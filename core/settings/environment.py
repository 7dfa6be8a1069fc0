"""Which environment variables override which setting, and how each variable's text is read.

One table, shared by the loader (:mod:`core.settings.load`, which applies it) and
``memdesk config`` (:mod:`core.settings.explain`, which names the variable beside each
setting). An empty variable counts as unset.
"""

from __future__ import annotations

import os
from collections.abc import Callable
from typing import Any


def _flag(value: str) -> Any:
    word = value.strip().lower()
    if word in ("1", "true", "yes", "on"):
        return True
    if word in ("0", "false", "no", "off"):
        return False
    return value  # validation names the variable and says what is allowed


def _cwd_path(value: str) -> str:
    # A relative MEMDESK_DB is relative to where the command runs, as it always was.
    return os.path.abspath(os.path.expanduser(value))


def _text(value: str) -> str:
    return value


# (variable, the setting it overrides, how its text is read). Plain tuples: this table is read on
# every command, and a class for it would cost start-up for nothing.
ENV_OVERRIDES: tuple[tuple[str, str, Callable[[str], Any]], ...] = (
    ("MEMDESK_DB", "store.path", _cwd_path),  # a file path …
    ("MEMDESK_DB", "store.url", _text),       # … or a postgresql:// URL: the one it holds (load._overrides)
    ("MEMDESK_TOKEN", "server.token", _text),
    ("MEMDESK_USER", "user.name", _text),
    ("MEMDESK_JUDGE_MODEL", "judge.model", _text),
    ("MEMDESK_LLM_MODEL", "llm.model", _text),
    ("MEMDESK_LLM_BASE_URL", "llm.base_url", _text),
    ("MEMDESK_LLM_API_KEY", "llm.api_key", _text),
    ("MEMDESK_EMBED_BASE_URL", "embeddings.base_url", _text),
    ("MEMDESK_EMBED_MODEL", "embeddings.model", _text),
    ("MEMDESK_EMBED_API_KEY", "embeddings.api_key", _text),
    ("MEMDESK_EMBED_LOCAL", "embeddings.local", _flag),
    ("MEMDESK_EMBED_LOCAL_MODEL", "embeddings.local_model", _text),
)
# The setting filled from the variable ``[llm] api_key_env`` names (default ANTHROPIC_API_KEY).
ANTHROPIC_KEY = "llm.anthropic_api_key"
