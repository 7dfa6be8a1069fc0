"""Optional language models: providers, settings, model aliases and prompt safety.

memdesk works fully without a model. When one is configured (see
:mod:`core.llm.settings`), the judge, extraction, ``ask`` and ``harvest`` use it
through :func:`provider_for`; nothing here makes a call on import or by default.
"""

from __future__ import annotations

from core.llm.model_names import ALIASES, RETIRED_MODELS, resolve_model
from core.llm.prompting import Fence, new_fence, parse_json_object
from core.llm.providers import AnthropicProvider, ChatProvider, OpenAICompatibleProvider, make_provider
from core.llm.settings import ResolvedModel, llm_settings, require_settings
from core.settings import Settings


def provider_for(settings: Settings, purpose: str, *, transport=None,
                 anthropic_http_client=None) -> ChatProvider | None:
    """The configured provider for ``purpose``, or ``None`` when no model is named for it."""
    resolved = llm_settings(settings, purpose)
    if resolved is None:
        return None
    return make_provider(resolved, transport=transport, anthropic_http_client=anthropic_http_client)


def require_provider(settings: Settings, purpose: str, *, transport=None, anthropic_http_client=None) -> ChatProvider:
    """The configured provider for ``purpose``.

    Raises:
        NotConfiguredError: when no model is named for it, saying what to set.
    """
    resolved = require_settings(settings, purpose)
    return make_provider(resolved, transport=transport, anthropic_http_client=anthropic_http_client)


def close_provider(provider) -> None:
    """Release a provider's HTTP client, if it keeps one."""
    close = getattr(provider, "close", None)
    if callable(close):
        close()


__all__ = [
    "ALIASES",
    "RETIRED_MODELS",
    "AnthropicProvider",
    "ChatProvider",
    "Fence",
    "OpenAICompatibleProvider",
    "ResolvedModel",
    "close_provider",
    "llm_settings",
    "make_provider",
    "new_fence",
    "parse_json_object",
    "provider_for",
    "require_provider",
    "require_settings",
    "resolve_model",
]
