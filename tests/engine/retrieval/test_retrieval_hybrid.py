"""Hybrid retrieval: a real OpenAI-compatible request path against a fake transport, fallbacks."""

from __future__ import annotations

import json

import httpx
import pytest

from core import ProviderError
from core.retrieval import scoring
from core.retrieval.embeddings import OpenAICompatibleEmbedder, embedder_from_config, from_blob
from core.settings import Settings, settings_from_dict

# A toy semantic space: words of one concept share a dimension.
CONCEPTS = [("cat", "cats", "kitten", "feline"), ("dog", "dogs", "puppy", "canine"), ("car", "engine", "tyre")]


def _vector(text: str) -> list[float]:
    words = [w.strip(".,?!").lower() for w in text.split()]
    return [float(sum(w in concept for w in words)) for concept in CONCEPTS] + [0.1]


class FakeEndpoint:
    """Answers /embeddings like an OpenAI-compatible server; records what it was sent."""

    def __init__(self, *, status: int = 200, malformed: bool = False):
        self.requests: list[httpx.Request] = []
        self.status = status
        self.malformed = malformed

    def __call__(self, request: httpx.Request) -> httpx.Response:
        self.requests.append(request)
        if self.status != 200:
            return httpx.Response(self.status, json={"error": "down"})
        body = json.loads(request.content)
        if self.malformed:
            return httpx.Response(200, json={"data": [{"index": 0}]})
        data = [{"index": i, "embedding": _vector(text)} for i, text in enumerate(body["input"])]
        return httpx.Response(200, json={"data": list(reversed(data)), "model": body["model"]})

    def embedder(self, **kwargs) -> OpenAICompatibleEmbedder:
        client = httpx.Client(transport=httpx.MockTransport(self))
        return OpenAICompatibleEmbedder("http://embed.test/v1", "toy-3d", api_key="k-123", client=client, **kwargs)


@pytest.fixture
def loaded(engine):
    rows = [{"content": text} for text in (
        "My kitten sleeps on the keyboard all day",
        "The puppy chewed the garden hose",
        "Changed the tyre on the old car",
        "Bought a new keyboard for the office",
    )]
    ids = [r.id for r in engine.memories.import_promoted(rows, reason="test")]
    return engine, ids


def test_the_request_has_the_openai_shape_and_vectors_come_back_normalised_in_order():
    endpoint = FakeEndpoint()
    vectors = endpoint.embedder().embed(["a kitten", "a puppy"])
    (request,) = endpoint.requests
    assert request.url == "http://embed.test/v1/embeddings"
    assert request.headers["authorization"] == "Bearer k-123"
    assert json.loads(request.content) == {"model": "toy-3d", "input": ["a kitten", "a puppy"]}
    assert vectors[0][0] > 0.99 and vectors[1][1] > 0.99
    assert sum(v * v for v in vectors[0]) == pytest.approx(1.0)


def test_without_an_embedder_retrieval_is_lexical_and_says_so(loaded):
    engine, ids = loaded
    assert engine.retrieval.retrieval_mode() == "lexical" and engine.memories.stats().retrieval_mode == "lexical"
    assert engine.retrieval.recall("feline") == []


def test_hybrid_finds_what_no_word_matches_and_keeps_lexical_hits_first(loaded, monkeypatch):
    monkeypatch.setattr(scoring, "W_DENSE_MATCH", 0.7)
    engine, (kitten, puppy, car, keyboard) = loaded
    endpoint = FakeEndpoint()
    engine.retrieval.use_embedder(endpoint.embedder())
    assert engine.retrieval.retrieval_mode() == "hybrid:toy-3d"
    assert engine.retrieval.embed_missing() == 4 and engine.retrieval.embed_missing() == 0
    assert [h.memory.id for h in engine.retrieval.recall("feline", k=1)] == [kitten]
    hits = engine.retrieval.search("keyboard", k=4, explain=True)
    assert {h.memory.id for h in hits[:2]} == {kitten, keyboard}
    top = hits[0].explanation
    assert top["bm25"] == 1.0 and "dense_match" in top and hits[0].score == pytest.approx(top["score"], rel=1e-4)


def test_stored_vectors_are_float32_blobs_and_follow_edits(engine):
    endpoint = FakeEndpoint()
    engine.retrieval.use_embedder(endpoint.embedder())
    pending = engine.memories.remember("the kitten naps")
    assert engine.retrieval.embed_missing(statuses=["pending"]) == 1
    (row,) = engine.store.search.vectors("toy-3d", namespace="", statuses=["pending"], kinds=None)
    assert len(row[1]) == 4 * 4 and from_blob(row[1])[0] > 0.99
    engine.memories.edit(pending.id, content="the puppy naps")
    assert engine.store.search.vectors("toy-3d", namespace="", statuses=["pending"], kinds=None) == []
    assert engine.retrieval.embed_missing(statuses=["pending"]) == 1


def test_a_failing_endpoint_falls_back_to_lexical_and_flags_every_hit(loaded):
    engine, (kitten, *_rest) = loaded
    engine.retrieval.use_embedder(FakeEndpoint(status=503).embedder())
    hits = engine.retrieval.recall("kitten keyboard")
    assert hits and hits[0].memory.id == kitten and all("lexical_fallback" in h.flags for h in hits)
    with pytest.raises(ProviderError) as info:
        engine.retrieval.embed_missing()
    assert info.value.retryable


def test_malformed_answers_are_errors_not_silent_zero_vectors():
    with pytest.raises(ProviderError, match="malformed"):
        FakeEndpoint(malformed=True).embedder().embed(["x"])


def test_embedder_comes_from_config_or_environment(monkeypatch):
    assert embedder_from_config(Settings()) is None
    configured = settings_from_dict({"embeddings": {"base_url": "http://127.0.0.1:9/v1", "model": "m1"}})
    assert embedder_from_config(configured).model == "m1"
    monkeypatch.setenv("MEMDESK_EMBED_BASE_URL", "http://127.0.0.1:9/v1")
    monkeypatch.setenv("MEMDESK_EMBED_MODEL", "from-env")
    assert embedder_from_config(settings_from_dict({})).model == "from-env"
    monkeypatch.delenv("MEMDESK_EMBED_BASE_URL")
    with pytest.raises(Exception, match="base_url"):
        embedder_from_config(settings_from_dict({}))


def test_stats_reports_the_hybrid_mode_from_the_environment(cli, monkeypatch):
    monkeypatch.setenv("MEMDESK_EMBED_BASE_URL", "http://127.0.0.1:9/v1")
    monkeypatch.setenv("MEMDESK_EMBED_MODEL", "mini")
    result = cli("stats", "--json")
    assert result.code == 0 and result.json["retrieval_mode"] == "hybrid:mini"


def test_the_local_embedder_is_opt_in_and_missing_packages_are_a_clear_error(monkeypatch):
    from core import NotConfiguredError
    from core.retrieval import local_embedder

    monkeypatch.setattr(local_embedder, "available", lambda *_: (_ for _ in ()).throw(AssertionError("not asked")))
    assert embedder_from_config(Settings()) is None
    assert embedder_from_config(settings_from_dict({"embeddings": {"local": False}})) is None
    monkeypatch.setattr(local_embedder, "available", lambda *_: False)
    with pytest.raises(NotConfiguredError, match="not installed"):
        embedder_from_config(settings_from_dict({"embeddings": {"local": True}}))
    monkeypatch.setenv("MEMDESK_EMBED_LOCAL", "1")
    with pytest.raises(NotConfiguredError):
        embedder_from_config(settings_from_dict({}))
    monkeypatch.setenv("MEMDESK_EMBED_LOCAL", "0")  # the environment wins over the file, either way
    assert embedder_from_config(settings_from_dict({"embeddings": {"local": True}})) is None


def test_the_local_embedder_places_related_sentences_close():
    from core.retrieval import local_embedder

    if not local_embedder.available():
        pytest.skip("optional local embedder packages not installed (memdesk[embeddings])")
    embedder = embedder_from_config(settings_from_dict({"embeddings": {"local": True}}))
    assert embedder.model == local_embedder.MODEL_NAME
    vectors = embedder.embed(["My kitten sleeps on the keyboard", "A cat naps on my laptop",
                                                  "The stock market fell today"])
    similarity = [[sum(a * b for a, b in zip(u, v)) for v in vectors] for u in vectors]
    assert len(vectors[0]) == 384 and similarity[0][0] == pytest.approx(1.0, abs=1e-4)
    assert similarity[0][1] > similarity[0][2] + 0.3


def test_an_unusable_embedder_setting_leaves_recall_lexical_and_embed_says_why(db_path, clock, monkeypatch):
    from core import Engine, NotConfiguredError
    from core.retrieval import local_embedder

    monkeypatch.setattr(local_embedder, "available", lambda *_: False)
    engine = Engine(db_path, settings=settings_from_dict({"embeddings": {"local": True}}), clock=clock)
    engine.memories.import_promoted([{"content": "the kitten naps"}])
    assert engine.retrieval.retrieval_mode() == "lexical"
    assert [h.memory.content for h in engine.retrieval.recall("kitten")] == ["the kitten naps"]
    with pytest.raises(NotConfiguredError, match="not installed"):
        engine.retrieval.embed_missing()
    engine.close()


def test_the_dense_match_is_min_max_over_the_top_bent_by_the_power(monkeypatch):
    from core.retrieval.embeddings import normalise, to_blob
    from core.retrieval.hybrid import DenseIndex

    similarities = [0.9, 0.7, 0.6, 0.5, 0.1]
    vectors = [normalise([s, (1 - s * s) ** 0.5]) for s in similarities]
    index = DenseIndex([1, 2, 3, 4, 5], [to_blob(v) for v in vectors])
    monkeypatch.setattr(scoring, "DENSE_POWER", 1.0)
    straight = index.match([1.0, 0.0], 3)  # the floor is the 4th most similar (0.5)
    assert straight == pytest.approx({1: 1.0, 2: 0.5, 3: 0.25}, abs=1e-6)
    monkeypatch.setattr(scoring, "DENSE_POWER", 0.5)
    assert index.match([1.0, 0.0], 3) == pytest.approx({1: 1.0, 2: 0.5 ** 0.5, 3: 0.5}, abs=1e-6)


def test_a_models_own_dense_constants_replace_the_defaults_for_its_vectors_only(loaded, monkeypatch):
    from core.retrieval import local_mpnet

    engine, (kitten, *_) = loaded
    engine.retrieval.use_embedder(FakeEndpoint().embedder())
    engine.retrieval.embed_missing()

    def dense_hits():
        hits = engine.retrieval.search("feline", k=4, explain=True)
        return [h.memory.id for h in hits if h.explanation.get("dense_match", 0) > 0]

    assert len(dense_hits()) > 1 and dense_hits()[0] == kitten
    monkeypatch.setattr(scoring, "DENSE_BY_MODEL", {"toy-3d": {"DENSE_DEPTH": 1}})
    assert dense_hits() == [kitten]
    monkeypatch.setattr(scoring, "DENSE_BY_MODEL", {"toy-3d": {"W_DENSE_MATCH": 0.0}})
    assert engine.retrieval.search("feline", k=4) == []
    monkeypatch.setattr(scoring, "DENSE_BY_MODEL", {"another-model": {"W_DENSE_MATCH": 0.0}})
    assert dense_hits()[0] == kitten
    assert scoring.dense_constants("another-model") == (0.0, scoring.DENSE_DEPTH)
    monkeypatch.undo()
    assert local_mpnet.MODEL_NAME in scoring.DENSE_BY_MODEL  # the row the mpnet embedder's vectors use
