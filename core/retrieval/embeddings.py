"""Optional embedders for hybrid retrieval, detected at run time.

memdesk never needs one: with none configured, recall is lexical and says so
(``Engine.retrieval_mode()`` → ``lexical``). An embedder is configured with

    [embeddings]
    base_url = "http://127.0.0.1:8080/v1"   # any OpenAI-compatible /embeddings endpoint
    model = "all-minilm-l6-v2"
    api_key = "…"                           # optional

or the environment (``MEMDESK_EMBED_BASE_URL``, ``MEMDESK_EMBED_MODEL``,
``MEMDESK_EMBED_API_KEY``; the environment wins). With no endpoint, ``local = true``
(or ``MEMDESK_EMBED_LOCAL=1``) uses a local embedder (:mod:`local_embedder`) when
its optional packages are installed: ``local_model = "minilm"`` (the default) or ``"mpnet"``.
Each model's vectors are stored under its own name, so two models' vectors never mix.
Vectors are L2-normalised float32, stored as BLOBs by the storage layer.
"""

from __future__ import annotations

import math
from array import array
from collections.abc import Sequence
from typing import TYPE_CHECKING, Protocol

from core.errors import NotConfiguredError, ProviderError, ValidationError
from core.settings import Settings, reveal

TIMEOUT_S = 20.0
MAX_BATCH = 64

if TYPE_CHECKING:  # httpx loads rich on import; the engine imports it only when an embedder is used
    import httpx


class Embedder(Protocol):
    """Turns texts into vectors of one fixed size."""

    model: str

    def embed(self, texts: Sequence[str]) -> list[list[float]]:
        """One L2-normalised vector per text, in order.

        Raises:
            ProviderError: when the provider fails or answers malformed data.
        """
        ...


def normalise(vector: Sequence[float]) -> list[float]:
    """The vector scaled to length 1 (a zero vector stays zero)."""
    norm = math.sqrt(sum(v * v for v in vector))
    return [v / norm for v in vector] if norm > 0 else [0.0 for _ in vector]


def to_blob(vector: Sequence[float]) -> bytes:
    """float32 little-endian bytes of ``vector``."""
    return array("f", vector).tobytes()


def from_blob(blob: bytes) -> array:
    """The float32 vector stored in ``blob``."""
    values = array("f")
    values.frombytes(blob)
    return values


class OpenAICompatibleEmbedder:
    """``POST {base_url}/embeddings`` with ``{"model", "input": [...]}`` (OpenAI's shape).

    Args:
        base_url: the API root, e.g. ``http://127.0.0.1:8080/v1``.
        model: the embedding model name the endpoint knows.
        api_key: sent as ``Authorization: Bearer`` when given.
        client: an ``httpx.Client`` (tests pass one with a ``MockTransport``).
    """

    def __init__(self, base_url: str, model: str, *, api_key: str | None = None,
                 client: httpx.Client | None = None):
        if not base_url.startswith(("http://", "https://")):
            raise ValidationError("[embeddings] base_url must start with http:// or https://", code="invalid_config")
        self.base_url = base_url.rstrip("/")
        self.model = model
        self._api_key = api_key
        self._client = client

    def _http(self) -> httpx.Client:
        if self._client is None:
            import httpx

            self._client = httpx.Client(timeout=TIMEOUT_S)
        return self._client

    def embed(self, texts: Sequence[str]) -> list[list[float]]:
        vectors: list[list[float]] = []
        for start in range(0, len(texts), MAX_BATCH):
            vectors.extend(self._embed_batch(list(texts[start : start + MAX_BATCH])))
        return vectors

    def _embed_batch(self, texts: list[str]) -> list[list[float]]:
        import httpx

        headers = {"Authorization": f"Bearer {self._api_key}"} if self._api_key else {}
        try:
            response = self._http().post(f"{self.base_url}/embeddings", json={"model": self.model, "input": texts},
                                         headers=headers)
        except httpx.HTTPError as exc:
            raise ProviderError(f"embedding endpoint unreachable ({type(exc).__name__}); "
                                "check [embeddings] base_url", code="embed_unreachable", retryable=True) from None
        if response.status_code != 200:
            raise ProviderError(f"embedding endpoint answered HTTP {response.status_code}; check the model name "
                                "and api_key", code="embed_failed", retryable=response.status_code >= 500)
        try:
            items = sorted(response.json()["data"], key=lambda item: item["index"])
            vectors = [normalise([float(v) for v in item["embedding"]]) for item in items]
        except (ValueError, KeyError, TypeError) as exc:
            raise ProviderError(f"embedding endpoint answered malformed data ({exc.__class__.__name__})",
                                code="embed_malformed") from None
        if len(vectors) != len(texts) or len({len(v) for v in vectors}) > 1:
            raise ProviderError("embedding endpoint answered the wrong number or size of vectors",
                                code="embed_malformed")
        return vectors


def embedder_from_config(settings: Settings) -> Embedder | None:
    """The embedder to use, or ``None`` (lexical retrieval).

    An endpoint in the config or environment wins; otherwise, when asked for with
    ``[embeddings] local = true`` (or ``MEMDESK_EMBED_LOCAL=1``), the local embedder if
    its packages are installed (``local_model``: ``minilm`` or ``mpnet``). It is opt-in: on the
    LoCoMo dev conversations, cross-validated, the hybrid finds more in the top 10 (MiniLM 0.793,
    mpnet 0.804, lexical 0.769), and each query costs an embedding (MiniLM ~8 ms on one core,
    mpnet ten times that or more) and each memory one, once (``bench/BENCHMARKS.md``).

    Raises:
        ValidationError: when the settings are present but unusable.
    """
    section = settings.embeddings  # the environment (MEMDESK_EMBED_*) is already applied
    base_url, model = section.base_url, section.model
    if not base_url and not model:
        if not section.local:
            return None
        from core.retrieval import local_embedder

        name = section.local_model
        if not local_embedder.available(name):
            raise NotConfiguredError(
                f"[embeddings] local = true, but the packages of the local model {name!r} are not installed: "
                f"{local_embedder.install_hint(name)}; or set local = false")
        return local_embedder.load(name)
    if not base_url or not model:
        raise ValidationError("embeddings need both a base_url and a model ([embeddings] or MEMDESK_EMBED_*)",
                              code="invalid_config")
    return OpenAICompatibleEmbedder(base_url, model, api_key=reveal(section.api_key))
