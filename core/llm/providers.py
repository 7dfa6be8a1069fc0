"""Chat providers: Claude through the Anthropic SDK, and any OpenAI-compatible endpoint.

Both expose one call, :meth:`ChatProvider.complete`, returning the reply text or
raising :class:`ProviderError` whose message names the setting to fix. Retries are
bounded (``[llm] max_retries``) and only for failures a retry can fix (timeouts,
429, 5xx). Tests inject a fake transport so the real request/response code runs.
"""

from __future__ import annotations

import time
from typing import TYPE_CHECKING, Protocol

from core.errors import ProviderError
from core.llm.settings import ResolvedModel
from core.settings import reveal

if TYPE_CHECKING:  # httpx (with rich and its CLI) takes a third of a second to import: only a used provider pays
    import httpx

RETRYABLE_STATUS = frozenset({408, 409, 425, 429, 500, 502, 503, 504, 529})


class ChatProvider(Protocol):
    """Anything that turns a system prompt and one user message into reply text."""

    label: str

    def complete(self, *, system: str, prompt: str, max_tokens: int = 1024, temperature: float = 0.0) -> str:
        """Return the model's reply text; raise :class:`ProviderError` on any failure."""
        ...


def _status_error(status: int, settings: ResolvedModel, detail: str) -> ProviderError:
    who = settings.label
    if status in (401, 403):
        key = "ANTHROPIC_API_KEY" if settings.provider == "anthropic" else "MEMDESK_LLM_API_KEY"
        return ProviderError(f"{who} refused the credentials (HTTP {status}); check {key}", code="provider_auth")
    if status == 404:
        return ProviderError(
            f"{who} answered 404: the model may be retired or misspelled, or the base URL wrong; "
            f"check {settings.model_setting}"
            + ("" if settings.provider == "anthropic" else " and MEMDESK_LLM_BASE_URL"),
            code="provider_not_found",
        )
    if status in RETRYABLE_STATUS:
        return ProviderError(f"{who} is unavailable (HTTP {status}) after retries; try again later",
                             code="provider_unavailable", retryable=True)
    return ProviderError(f"{who} rejected the request (HTTP {status}): {detail[:200]}", code="provider_rejected")


class OpenAICompatibleProvider:
    """``POST {base_url}/chat/completions`` over httpx (LM Studio, Ollama, vLLM, llama.cpp…)."""

    def __init__(self, settings: ResolvedModel, *, transport: httpx.BaseTransport | None = None,
                 backoff_s: float = 0.5):
        if not settings.base_url:
            raise ProviderError("no base URL for the OpenAI-compatible provider; set MEMDESK_LLM_BASE_URL",
                                code="not_configured")
        import httpx

        self._httpx = httpx
        self.settings = settings
        self.label = settings.label
        self._backoff_s = backoff_s
        headers = {"Authorization": f"Bearer {reveal(settings.api_key)}"} if settings.api_key else {}
        self._client = httpx.Client(base_url=settings.base_url, timeout=settings.timeout, headers=headers,
                                    transport=transport)

    def complete(self, *, system: str, prompt: str, max_tokens: int = 1024, temperature: float = 0.0) -> str:
        body = {
            "model": self.settings.model,
            "messages": [{"role": "system", "content": system}, {"role": "user", "content": prompt}],
            "max_tokens": max_tokens,
            "temperature": temperature,
        }
        httpx = self._httpx
        last: ProviderError | None = None
        for attempt in range(self.settings.max_retries + 1):
            try:
                response = self._client.post("/chat/completions", json=body)
            except httpx.TimeoutException:
                last = ProviderError(
                    f"{self.label} timed out after {self.settings.timeout:g}s; raise [llm] timeout or check the server",
                    code="provider_timeout", retryable=True,
                )
            except httpx.HTTPError as exc:
                last = ProviderError(
                    f"cannot reach {self.label} at its base URL ({type(exc).__name__}); check MEMDESK_LLM_BASE_URL "
                    "and that the server is running", code="provider_unreachable", retryable=True,
                )
            else:
                if response.status_code == 200:
                    return self._text(response)
                last = _status_error(response.status_code, self.settings, response.text)
                if response.status_code not in RETRYABLE_STATUS:
                    raise last
            if attempt < self.settings.max_retries and self._backoff_s:
                time.sleep(self._backoff_s * (2 ** attempt))
        assert last is not None
        raise last

    def _text(self, response: httpx.Response) -> str:
        try:
            data = response.json()
            content = data["choices"][0]["message"]["content"]
        except (ValueError, KeyError, IndexError, TypeError):
            raise ProviderError(f"{self.label} answered with a body that is not a chat completion",
                                code="provider_malformed") from None
        if not isinstance(content, str):
            raise ProviderError(f"{self.label} answered without text content", code="provider_malformed")
        return content

    def close(self) -> None:
        self._client.close()


class AnthropicProvider:
    """Claude through the official SDK (which speaks httpx2 internally)."""

    def __init__(self, settings: ResolvedModel, *, http_client=None):
        import anthropic  # imported here: only a configured Anthropic provider pays for it

        self.settings = settings
        self.label = settings.label
        self._anthropic = anthropic
        if http_client is not None:
            self._client = anthropic.Anthropic(api_key=reveal(settings.api_key), timeout=settings.timeout,
                                               max_retries=settings.max_retries, http_client=http_client)
        else:
            self._client = anthropic.Anthropic(api_key=reveal(settings.api_key), timeout=settings.timeout,
                                               max_retries=settings.max_retries)

    def complete(self, *, system: str, prompt: str, max_tokens: int = 1024, temperature: float = 0.0) -> str:
        sdk = self._anthropic
        try:
            message = self._client.messages.create(
                # SDK 2.x takes no sampling parameters; current Claude models choose their own.
                model=self.settings.model, max_tokens=max_tokens, system=system,
                messages=[{"role": "user", "content": prompt}],
            )
        except sdk.APITimeoutError:
            raise ProviderError(f"{self.label} timed out after {self.settings.timeout:g}s; raise [llm] timeout",
                                code="provider_timeout", retryable=True) from None
        except sdk.APIStatusError as exc:
            raise _status_error(exc.status_code, self.settings, str(exc)) from None
        except sdk.APIConnectionError:
            raise ProviderError(f"cannot reach {self.label}; check the network or use a local model",
                                code="provider_unreachable", retryable=True) from None
        texts = [block.text for block in message.content if isinstance(block, sdk.types.TextBlock)]
        if not texts:
            raise ProviderError(f"{self.label} answered without text content", code="provider_malformed")
        return "".join(texts)


def make_provider(settings: ResolvedModel, *, transport: httpx.BaseTransport | None = None,
                  anthropic_http_client=None) -> ChatProvider:
    """Build the provider named by ``settings`` (fakes injected by tests)."""
    if settings.provider == "anthropic":
        return AnthropicProvider(settings, http_client=anthropic_http_client)
    return OpenAICompatibleProvider(settings, transport=transport)
