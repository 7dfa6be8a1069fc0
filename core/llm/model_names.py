"""Model names: short aliases people type, and the ids providers have retired.

A retired id answers 404 from its provider; shipping one as a default is how an
earlier memory tool stored failed extractions as successes. A test fails the
build when an alias here points at an id listed in :data:`RETIRED_MODELS`.
Update both tables when a provider announces a retirement. Local models (LM Studio,
Ollama, vLLM, llama.cpp) get their aliases from the config file's ``[llm.aliases]``
table (validated with every other setting), checked against the same list here.
"""

from __future__ import annotations

from core.errors import NotConfiguredError

# Anthropic moved to dateless ids with the 4.6 generation; Haiku 4.5 keeps its alias id.
ALIASES: dict[str, str] = {
    "haiku": "claude-haiku-4-5",
    "sonnet": "claude-sonnet-4-6",
    "opus": "claude-opus-4-7",
}

# Ids the providers have retired (requests fail) or scheduled for retirement and
# deprecated, so memdesk never points an alias or a default at them.
RETIRED_MODELS: frozenset[str] = frozenset(
    {
        "claude-1.0", "claude-1.1", "claude-1.2", "claude-1.3",
        "claude-instant-1.0", "claude-instant-1.1", "claude-instant-1.2",
        "claude-2.0", "claude-2.1",
        "claude-3-sonnet-20240229", "claude-3-opus-20240229", "claude-3-haiku-20240307",
        "claude-3-5-sonnet-20240620", "claude-3-5-sonnet-20241022",
        "claude-3-5-haiku-20241022", "claude-3-7-sonnet-20250219",
    }
)


def resolve_model(name: str, *, setting: str, aliases: dict[str, str] | None = None) -> str:
    """Map an alias to its model id (other names pass through unchanged).

    Args:
        name: what the person typed (an alias or a model id).
        setting: the setting to name in errors (``MEMDESK_LLM_MODEL or [llm] model``).
        aliases: local aliases from ``[llm.aliases]`` (``local = "qwen3-8b"``); they are
            looked up before the built-in ones, so a person may rename ``haiku`` too.

    Raises:
        NotConfiguredError: when the name is empty or resolves to a retired id, naming
            the setting (or the ``[llm.aliases]`` entry) to change.
    """
    model = (name or "").strip()
    if not model:
        raise NotConfiguredError(f"no model configured; set {setting}")
    local = {key.lower(): value for key, value in (aliases or {}).items()}
    if model.lower() in local:
        setting = f"[llm.aliases] {model.lower()}"
        model = local[model.lower()]
    else:
        model = ALIASES.get(model.lower(), model)
    if model in RETIRED_MODELS:
        raise NotConfiguredError(
            f"model {model!r} has been retired by its provider and would fail; set {setting} to a current "
            f"model such as {', '.join(ALIASES)}",
            code="retired_model",
        )
    return model
