"""The retrieval benches run on small files: leave-one-conversation-out tuning and the agent-memory set."""

from __future__ import annotations

import json

import agent_memory
import agent_memory_cv
import locomo_cv

from core.retrieval import scoring


def _conversation(index: int) -> dict:
    """A tiny LoCoMo-format conversation whose answer follows the question that matches."""
    thing = ["tomatoes", "violin", "kayak", "sourdough", "chess"][index]
    return {
        "sample_id": f"conv-{index}",
        "conversation": {
            "speaker_a": "Ana", "speaker_b": "Bo",
            "session_1_date_time": "10:00 am on 1 March, 2023",
            "session_1": [
                {"speaker": "Bo", "dia_id": "D1:1", "text": "What new hobby did you pick up?"},
                {"speaker": "Ana", "dia_id": "D1:2", "text": f"I started with {thing} last week."},
                {"speaker": "Bo", "dia_id": "D1:3", "text": "Nice, the weather was good too."},
            ],
        },
        "qa": [{"question": "Which new hobby was picked up?", "answer": thing, "evidence": ["D1:2"], "category": 4}],
    }


def test_cross_validation_scores_every_conversation_held_out_and_ablates_each_signal(tmp_path, monkeypatch):
    path = tmp_path / "five.json"
    path.write_text(json.dumps([_conversation(i) for i in range(5)]), encoding="utf-8")
    # Start with session context off: the answer shares no word with the question.
    for name in ("CONTEXT_PREV", "CONTEXT_REPLY", "CONTEXT_NEXT", "CONTEXT_FAR"):
        monkeypatch.setattr(scoring, name, 0.0)
    monkeypatch.setattr(locomo_cv, "QUICK_GRID", {"CONTEXT_REPLY": [0.0, 0.75], "W_SUBJECT": [0.0, 0.4]})
    before = {name: getattr(scoring, name) for name in ("CONTEXT_REPLY", "W_SUBJECT")}
    report = locomo_cv.run(path, quick=True, log=lambda line: None)
    assert [fold["held_out"] for fold in report["folds"]] == [f"conv-{i}" for i in range(5)]
    assert all(0.0 <= fold["held_out_figure"] <= 1.0 for fold in report["folds"])
    assert set(report["cv"]) == {"pooled", "mean", "stdev", "min", "max"}
    assert set(report["signals"]) == set(locomo_cv.SIGNALS) | set(locomo_cv.BLEND)
    assert "held-out" in locomo_cv.render(report) and "helps" in locomo_cv.render(report)
    # The answer is the memory right after the matching question: tuning switches the reply share on.
    assert all(fold["start_figure"] == 0.0 and fold["held_out_figure"] == 1.0 for fold in report["folds"])
    assert all(fold["constants"]["CONTEXT_REPLY"] == 0.75 for fold in report["folds"])
    assert report["signals"]["a question lends its reply more"]["helps"] == 5
    assert {name: getattr(scoring, name) for name in before} == before  # constants restored


def test_constants_are_restored_even_when_evaluation_fails():
    before = scoring.W_SUBJECT
    try:
        with locomo_cv.constants({"W_SUBJECT": 9.0}):
            assert scoring.W_SUBJECT == 9.0
            raise RuntimeError("boom")
    except RuntimeError:
        pass
    assert before == scoring.W_SUBJECT


def test_the_agent_memory_bench_compares_memdesk_with_plain_bm25_on_one_store(tmp_path):
    document = {
        "description": "tiny",
        "memories": [
            {"id": "m1", "namespace": "", "kind": "tooling", "content": "The user formats Python with ruff",
             "tags": ["python"], "created_at": "2026-03-01T10:00:00Z"},
            {"id": "m2", "namespace": "", "kind": "preference", "content": "Prefers dark terminal themes",
             "tags": [], "created_at": "2026-04-01T10:00:00Z"},
            {"id": "m3", "namespace": "api", "kind": "project", "content": "The API formats dates as ISO 8601",
             "tags": [], "created_at": "2026-05-01T10:00:00Z"},
        ],
        "queries": [
            {"id": "q1", "namespace": "", "query": "python formatter", "relevant": ["m1"], "category": "keyword"},
            {"id": "q2", "namespace": "api", "query": "how are dates formatted?", "relevant": ["m3"],
             "category": "question"},
        ],
    }
    path = tmp_path / "agent.json"
    path.write_text(json.dumps(document), encoding="utf-8")
    report = agent_memory.run(path)
    assert report["memdesk"]["categories"]["keyword"]["recall@10"] == 1.0
    assert report["fts5"]["categories"]["keyword"]["recall@10"] == 1.0
    assert report["memdesk"]["overall"]["n"] == 2 and report["memdesk"]["categories"]["person"]["n"] == 0
    assert "memdesk" in agent_memory.render(report)
    assert report["refused"] == {} and report["queries_skipped"] == 0


def test_the_agent_memory_bench_reports_notes_capture_refuses_and_skips_what_only_they_answer(tmp_path):
    document = {
        "memories": [
            {"id": "m1", "namespace": "", "kind": "tooling", "content": "The user formats Python with ruff",
             "tags": [], "created_at": "2026-03-01T10:00:00Z"},
            {"id": "m2", "namespace": "", "kind": "project",
             "content": "The staging password is hunter2-Kx9vQ7-staging", "tags": [],
             "created_at": "2026-04-01T10:00:00Z"},
        ],
        "queries": [
            {"id": "q1", "namespace": "", "query": "python formatter", "relevant": ["m1"], "category": "keyword"},
            {"id": "q2", "namespace": "", "query": "staging password", "relevant": ["m2"], "category": "keyword"},
            {"id": "q3", "namespace": "", "query": "ruff or the staging password", "relevant": ["m1", "m2"],
             "category": "question"},
        ],
    }
    path = tmp_path / "agent.json"
    path.write_text(json.dumps(document), encoding="utf-8")
    report = agent_memory.run(path)
    assert set(report["refused"]) == {"m2"} and "password" in report["refused"]["m2"]
    assert report["queries_skipped"] == 1  # q2 asks only for the refused note
    assert report["memdesk"]["overall"]["n"] == 2 and report["memdesk"]["categories"]["question"]["recall@10"] == 1.0
    assert "refused at capture" in agent_memory.render(report)


def test_the_agent_dev_tuning_holds_out_each_namespace_and_keeps_the_constants(tmp_path):
    filler = [{"id": f"f{ns}{i}", "namespace": ns, "kind": "note", "content": text, "tags": [],
               "created_at": "2026-02-01T10:00:00Z"}
              for ns in ("", "api") for i, text in enumerate(["Lunch is at noon", "Standup moved to 9:45",
                                                               "The printer on floor two is broken"])]
    document = {
        "memories": [
            *filler,
            {"id": "m1", "namespace": "", "kind": "tooling", "content": "Load tests run against staging on Fridays",
             "tags": ["k6"], "created_at": "2026-03-01T10:00:00Z"},
            {"id": "m2", "namespace": "", "kind": "note", "content": "Old k6 scripts went into the archive folder",
             "tags": [], "created_at": "2026-03-02T10:00:00Z"},
            {"id": "m3", "namespace": "api", "kind": "project", "content": "Contract tests run in the CI pipeline",
             "tags": ["pact"], "created_at": "2026-03-01T10:00:00Z"},
            {"id": "m4", "namespace": "api", "kind": "note", "content": "A pact broker demo was shown at the meetup",
             "tags": [], "created_at": "2026-03-02T10:00:00Z"},
        ],
        "queries": [
            {"id": "q1", "namespace": "", "query": "k6", "relevant": ["m1"], "category": "keyword"},
            {"id": "q2", "namespace": "api", "query": "pact", "relevant": ["m3"], "category": "keyword"},
        ],
    }
    path = tmp_path / "dev.json"
    path.write_text(json.dumps(document), encoding="utf-8")
    before = (scoring.FRESHNESS_FLOOR, scoring.BM25_WEIGHTS)
    report = agent_memory_cv.run(path)
    assert [fold["held_out"] for fold in report["folds"]] == ["(shared)", "api"]
    assert report["queries"] == 2 and report["cv"]["n"] == 2
    # Each filed note is found by its tag: MRR 1 under the constants in scoring.py and held out.
    assert report["current"]["mrr"] == 1.0 and report["cv"]["mrr"] == 1.0
    assert report["fts5"]["recall@10"] == 1.0
    assert "held-out namespace" in agent_memory_cv.render(report)
    assert before == (scoring.FRESHNESS_FLOOR, scoring.BM25_WEIGHTS)  # constants restored


class _HobbyEmbedder:
    """A fake embedder: texts about a hobby (the word, or one of the hobbies) point one way."""

    model = "hobby-2d"

    def __init__(self):
        self.texts: list[str] = []

    def embed(self, texts):
        self.texts += list(texts)
        words = ("hobby", "tomatoes", "violin", "kayak", "sourdough", "chess")
        return [[1.0, 0.0] if any(w in text.lower() for w in words) else [0.0, 1.0] for text in texts]


def test_hybrid_cross_validation_embeds_each_text_once_and_tunes_the_dense_match_from_off(tmp_path, monkeypatch):
    path = tmp_path / "five.json"
    path.write_text(json.dumps([_conversation(i) for i in range(5)]), encoding="utf-8")
    for name in ("CONTEXT_PREV", "CONTEXT_REPLY", "CONTEXT_NEXT", "CONTEXT_FAR"):
        monkeypatch.setattr(scoring, name, 0.0)  # only the dense match can find the answer
    fake = _HobbyEmbedder()
    monkeypatch.setattr(locomo_cv, "local_embedder", lambda model="minilm": locomo_cv.MemoisedEmbedder(fake))
    monkeypatch.setattr(locomo_cv, "HYBRID_GRID", {"W_DENSE_MATCH": [0.0, 1.0], "DENSE_DEPTH": [1, 2]})
    before = {name: getattr(scoring, name) for name in ("W_DENSE_MATCH", "DENSE_DEPTH", "DENSE_NAMES")}
    report = locomo_cv.run(path, hybrid=True, log=lambda line: None)
    assert all(fold["start_figure"] == 0.0 and fold["held_out_figure"] == 1.0 for fold in report["folds"])
    assert all(fold["constants"]["W_DENSE_MATCH"] == 1.0 for fold in report["folds"])
    assert set(report["signals"]) == set(locomo_cv.HYBRID_SIGNALS)
    assert report["signals"]["dense match in the relevance"]["helps"] == 5
    assert report["held_out_categories"]["single-hop"] == {"n": 5, "held_out": 1.0, "start": 0.0}
    assert sorted(fake.texts) == sorted(set(fake.texts))  # every turn and question embedded once
    assert {name: getattr(scoring, name) for name in before} == before  # constants restored


class _CountingEmbedder:
    """A deterministic stand-in for the local model that records every text it was asked to embed."""

    model = "counting"

    def __init__(self) -> None:
        self.asked: list[str] = []

    def embed(self, texts):
        self.asked.extend(texts)
        return [[float(len(text)), 0.1 * len(text.split()), 1 / 3] for text in texts]


def test_the_bench_vector_cache_embeds_each_text_once_across_runs_and_returns_the_same_vectors(tmp_path, monkeypatch):
    import vector_cache

    monkeypatch.setenv(vector_cache.ENV, str(tmp_path / "vectors.db"))
    first = _CountingEmbedder()
    fresh = vector_cache.wrap(first).embed(["one two", "three", "one two"])
    assert first.asked == ["one two", "three"]  # a repeated text is embedded once
    second = _CountingEmbedder()  # a later run: a new process would build a new embedder
    again = vector_cache.wrap(second).embed(["three", "one two", "four"])
    assert second.asked == ["four"]
    assert again[:2] == [fresh[1], fresh[0]]  # exactly the vectors of the first run (1/3 kept as a double)
    other_model = _CountingEmbedder()
    other_model.model = "other"
    vector_cache.wrap(other_model).embed(["three"])
    assert other_model.asked == ["three"]  # vectors are kept per model


def test_without_the_variable_the_bench_embedder_is_left_alone(monkeypatch):
    import vector_cache

    monkeypatch.delenv(vector_cache.ENV, raising=False)
    embedder = _CountingEmbedder()
    assert vector_cache.wrap(embedder) is embedder
