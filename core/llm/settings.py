"""Which model memdesk may call, resolved from the config file and the environment.

Nothing is ever called unless configured. Per purpose (``judge``, ``extract``,
``ask``, ``harvest``) a model may be set in that config section; the provider and
its credentials come from ``[llm]`` and the environment:

- a model: ``MEMDESK_LLM_MODEL`` or ``[llm] model`` (aliases ``haiku``, ``sonnet``,
  ``opus``, your own from ``[llm.aliases]``, or any id); without one memdesk never
  calls a model;
- Anthropic (the default provider): the key in ``ANTHROPIC_API_KEY`` (or the variable
  named by ``[llm] api_key_env``);
- OpenAI-compatible (LM Studio, Ollama, vLLM, llama.cpp): ``MEMDESK_LLM_BASE_URL``
  (or ``[llm] base_url``) and optionally ``MEMDESK_LLM_API_KEY``.

The environment wins over the file. The judge has its own switch: it is off unless
``MEMDESK_JUDGE_MODEL`` or ``[judge] model`` names a model.
"""

from __future__ import annotations

import os
from dataclasses import dataclass

from core.errors import NotConfiguredError, ValidationError
from core.llm.model_names import config_aliases, resolve_model

PURPOSES = ("default", "judge", "extract", "ask", "harvest")
DEFAULT_TIMEOUT_S = 30.0
DEFAULT_MAX_RETRIES = 2


@dataclass(frozen=True)
class LLMSettings:
    """A resolved provider: who to call, with what, and how patiently."""

    provider: str  # "anthropic" or "openai"
    model: str
    base_url: str | None
    api_key: str | None
    timeout: float
    max_retries: int
    purpose: str
    model_setting: str  # the setting a person should change (for error messages)

    @property
    def label(self) -> str:
        return f"{self.provider}:{self.model}"


def _number(value, where: str, *, cast, minimum) -> float | int:
    try:
        number = cast(value)
    except (TypeError, ValueError):
        raise ValidationError(f"{where} must be a number", code="invalid_config") from None
    if number < minimum:
        raise ValidationError(f"{where} must be ≥ {minimum}", code="invalid_config")
    return number


def llm_settings(config, purpose: str = "default", *, env: dict | None = None) -> LLMSettings | None:
    """The settings for ``purpose``, or ``None`` when no model is named for it.

    A model must be named explicitly — a credential alone (say an
    ``ANTHROPIC_API_KEY`` exported for another tool) never makes memdesk call out.

    Raises:
        NotConfiguredError: the named model is retired, or its provider lacks a key/URL.
        ValidationError: malformed provider, timeout or retry settings.
    """
    if purpose not in PURPOSES:
        raise ValueError(f"unknown LLM purpose {purpose!r}")
    env = os.environ if env is None else env
    llm = config.section("llm")
    section = config.section(purpose) if purpose != "default" else {}

    if purpose == "judge":
        model_name = env.get("MEMDESK_JUDGE_MODEL") or section.get("model")
        model_setting = "MEMDESK_JUDGE_MODEL or [judge] model"
    else:
        model_name = section.get("model") or env.get("MEMDESK_LLM_MODEL") or llm.get("model")
        model_setting = "MEMDESK_LLM_MODEL or [llm] model" + (f" (or [{purpose}] model)" if section else "")
    if not model_name:
        return None

    base_url = env.get("MEMDESK_LLM_BASE_URL") or llm.get("base_url")
    provider = str(llm.get("provider") or ("openai" if base_url else "anthropic")).lower()
    if provider not in {"anthropic", "openai"}:
        raise ValidationError('[llm] provider must be "anthropic" or "openai"', code="invalid_config")
    if provider == "anthropic":
        key_env = str(llm.get("api_key_env") or "ANTHROPIC_API_KEY")
        api_key = env.get(key_env)
        if not api_key:
            raise NotConfiguredError(
                f"{model_setting} names {model_name!r} but {key_env} is empty; export {key_env}, or set "
                "MEMDESK_LLM_BASE_URL to use a local OpenAI-compatible server instead"
            )
    else:
        if not base_url:
            raise NotConfiguredError('[llm] provider is "openai" but no base URL is set; set MEMDESK_LLM_BASE_URL')
        api_key = env.get("MEMDESK_LLM_API_KEY") or llm.get("api_key")

    model = resolve_model(str(model_name), setting=model_setting, aliases=config_aliases(llm))
    timeout = _number(llm.get("timeout", DEFAULT_TIMEOUT_S), "[llm] timeout", cast=float, minimum=0.1)
    retries = _number(llm.get("max_retries", DEFAULT_MAX_RETRIES), "[llm] max_retries", cast=int, minimum=0)
    return LLMSettings(
        provider=provider, model=model, base_url=base_url.rstrip("/") if base_url else None,
        api_key=api_key, timeout=float(timeout), max_retries=int(retries), purpose=purpose,
        model_setting=model_setting,
    )


def require_settings(config, purpose: str, *, env: dict | None = None) -> LLMSettings:
    """Like :func:`llm_settings` but raises when nothing is configured, naming what to set."""
    settings = llm_settings(config, purpose, env=env)
    if settings is None:
        if purpose == "judge":
            what = ("set MEMDESK_JUDGE_MODEL (or [judge] model in the config file) and a provider: "
                    "ANTHROPIC_API_KEY, or MEMDESK_LLM_BASE_URL for a local OpenAI-compatible server")
        else:
            what = ("set MEMDESK_LLM_MODEL (e.g. haiku) with ANTHROPIC_API_KEY, or MEMDESK_LLM_MODEL with "
                    "MEMDESK_LLM_BASE_URL for a local OpenAI-compatible server (LM Studio, Ollama, vLLM, llama.cpp)")
        raise NotConfiguredError(f"no model is configured for {purpose}: {what}")
    return settings
