"""Which model memdesk may call for a purpose: a resolver over the typed ``[llm]`` settings.

Nothing is ever called unless configured. Per purpose (``judge``, ``extract``,
``ask``, ``harvest``) a model may be set in that section; the provider and its
credentials come from ``[llm]`` (each setting, its default and its environment
variable are in :mod:`core.settings.model` and :mod:`core.settings.load`):

- a model: ``MEMDESK_LLM_MODEL`` or ``[llm] model`` (aliases ``haiku``, ``sonnet``,
  ``opus``, your own from ``[llm.aliases]``, or any id); without one memdesk never
  calls a model;
- Anthropic (the default provider): the key in ``ANTHROPIC_API_KEY`` (or the variable
  named by ``[llm] api_key_env``);
- OpenAI-compatible (LM Studio, Ollama, vLLM, llama.cpp): ``MEMDESK_LLM_BASE_URL``
  (or ``[llm] base_url``) and optionally ``MEMDESK_LLM_API_KEY``.

The environment wins over the file (the loader applies it). The judge has its own
switch: it is off unless ``MEMDESK_JUDGE_MODEL`` or ``[judge] model`` names a model.
"""

from __future__ import annotations

from core.errors import NotConfiguredError
from core.llm.model_names import resolve_model
from core.model.lean import lean_dataclass
from core.settings import Secret, Settings

PURPOSES = ("default", "judge", "extract", "ask", "harvest")


@lean_dataclass(frozen=True)
class ResolvedModel:
    """A resolved provider: who to call, with what, and how patiently."""

    provider: str  # "anthropic" or "openai"
    model: str
    base_url: str | None
    api_key: Secret | None
    timeout: float
    max_retries: int
    purpose: str
    model_setting: str  # the setting a person should change (for error messages)

    @property
    def label(self) -> str:
        return f"{self.provider}:{self.model}"


def _purpose_model(settings: Settings, purpose: str) -> str | None:
    return {"extract": settings.extract.model, "ask": settings.ask.model,
            "harvest": settings.harvest.model}.get(purpose)


def llm_settings(settings: Settings, purpose: str = "default") -> ResolvedModel | None:
    """The model for ``purpose``, or ``None`` when no model is named for it.

    A model must be named explicitly — a credential alone (say an
    ``ANTHROPIC_API_KEY`` exported for another tool) never makes memdesk call out.

    Raises:
        NotConfiguredError: the named model is retired, or its provider lacks a key/URL.
    """
    if purpose not in PURPOSES:
        raise ValueError(f"unknown LLM purpose {purpose!r}")
    llm = settings.llm
    if purpose == "judge":
        model_name = settings.judge.model
        model_setting = "MEMDESK_JUDGE_MODEL or [judge] model"
    else:
        own = _purpose_model(settings, purpose)
        model_name = own or llm.model
        model_setting = "MEMDESK_LLM_MODEL or [llm] model" + (f" (or [{purpose}] model)" if own else "")
    if not model_name:
        return None

    provider = llm.provider or ("openai" if llm.base_url else "anthropic")
    api_key: Secret | None
    if provider == "anthropic":
        api_key = llm.anthropic_api_key
        if api_key is None:
            raise NotConfiguredError(
                f"{model_setting} names {model_name!r} but {llm.api_key_env} is empty; export {llm.api_key_env}, "
                "or set MEMDESK_LLM_BASE_URL to use a local OpenAI-compatible server instead"
            )
    else:
        if not llm.base_url:
            raise NotConfiguredError('[llm] provider is "openai" but no base URL is set; set MEMDESK_LLM_BASE_URL')
        api_key = llm.api_key

    model = resolve_model(model_name, setting=model_setting, aliases=dict(llm.aliases))
    return ResolvedModel(
        provider=provider, model=model, base_url=llm.base_url.rstrip("/") if llm.base_url else None,
        api_key=api_key, timeout=llm.timeout, max_retries=llm.max_retries, purpose=purpose,
        model_setting=model_setting,
    )


def require_settings(settings: Settings, purpose: str) -> ResolvedModel:
    """Like :func:`llm_settings` but raises when nothing is configured, naming what to set."""
    resolved = llm_settings(settings, purpose)
    if resolved is None:
        if purpose == "judge":
            what = ("set MEMDESK_JUDGE_MODEL (or [judge] model in the config file) and a provider: "
                    "ANTHROPIC_API_KEY, or MEMDESK_LLM_BASE_URL for a local OpenAI-compatible server")
        else:
            what = ("set MEMDESK_LLM_MODEL (e.g. haiku) with ANTHROPIC_API_KEY, or MEMDESK_LLM_MODEL with "
                    "MEMDESK_LLM_BASE_URL for a local OpenAI-compatible server (LM Studio, Ollama, vLLM, llama.cpp)")
        raise NotConfiguredError(f"no model is configured for {purpose}: {what}")
    return resolved
