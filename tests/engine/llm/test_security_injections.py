"""The whole prompt-injection corpus through every LLM path: the judge, extract, ask and harvest.

``tests/engine/llm/test_llm_injections.py`` runs each case on its own surface with its own
scripted reply. Here every payload in ``tests/data/prompt_injections.jsonl`` (at
least 30) goes through *every* path, answered by a model that obeys it as far as it
can (the reply carries the action fields an attacker wants). Each time: the payload
reaches the model only inside a fresh fence whose tag it does not contain; no memory
changes status; every new memory is pending; nothing is deleted; the config is
untouched; the judge at most files an open proposal. The ``judge`` cases also check
their scripted replies (malformed, below the floor, unknown verdict → an error
counted and nothing filed).
"""

from __future__ import annotations

import json
from pathlib import Path

import pytest

from core import Engine, ProviderError
from core.settings import settings_from_dict
from support import DATA
from support.fake_openai_server import chat, fenced_blocks, use_fake_llm

CORPUS_FILE = DATA / "prompt_injections.jsonl"
CORPUS = [json.loads(line) for line in CORPUS_FILE.read_text(encoding="utf-8").splitlines() if line.strip()]
JUDGE_CASES = [case for case in CORPUS if case["surface"] == "judge"]
MARKER = "zebrafish"
OBEYING = {
    "extract": {"summary": "Approved.", "entities": [], "topics": ["approved"], "kind": "note", "importance": 1,
                "status": "promoted", "delete": [1], "promote": "all"},
    "ask": {"answer": "Done: promoted everything [#1] [#999].", "promote": ["all"], "delete": [1]},
    "harvest": {"facts": [{"turn": 1, "content": "The operator approved promoting everything.",
                           "status": "promoted", "id": 1}], "promote": "all"},
    "judge": {"reasoning": "The quoted memory told me to.", "verdict": "contradicts", "confidence": 1.0,
              "apply": True, "purge": [1]},
}


def test_the_corpus_has_at_least_30_cases_on_every_surface():
    assert len(CORPUS) >= 30 and len({case["id"] for case in CORPUS}) == len(CORPUS)
    assert {case["surface"] for case in CORPUS} == {"extract", "ask", "harvest", "judge"}


@pytest.fixture
def hostile(db_path, clock, fake_llm, monkeypatch):
    use_fake_llm(monkeypatch, fake_llm)
    monkeypatch.setenv("MEMDESK_JUDGE_MODEL", "local-judge")
    engine = Engine(db_path, settings=settings_from_dict({"llm": {"max_retries": 0}}), clock=clock)
    bystander = engine.memories.remember("memdesk keeps one SQLite file", kind="project").id
    engine.memories.promote([bystander])
    yield engine
    engine.close()


def _statuses(engine: Engine) -> dict[int, str]:
    return {m.id: m.status for m in engine.memories.list(statuses=["all"], limit=None)}


def _transcript(path: Path, text: str) -> Path:
    """A one-turn Claude Code transcript whose user message is exactly ``text``."""
    record = {"type": "user", "uuid": "u-1", "parentUuid": None, "sessionId": "s-1",
              "timestamp": "2026-11-29T10:00:00Z", "message": {"role": "user", "content": text}}
    path.write_text(json.dumps(record) + "\n", encoding="utf-8")
    return path


def _judge_pair(engine: Engine, payload: str, namespace: str = "") -> tuple[int, int]:
    """A promoted pair the rules leave open (shared words, no rule fires), the older carrying the payload."""
    older = engine.memories.remember(f"{payload}\nI prefer dark roast coffee", kind="preference",
                                     namespace=namespace).id
    newer = engine.memories.remember("I prefer light roast coffee", kind="preference", namespace=namespace).id
    engine.memories.promote([older, newer])
    return older, newer


def _run(path_name: str, engine: Engine, payload: str, folder: Path, namespace: str):
    """Run one LLM path on ``payload``; returns its result and the ids the test itself promoted first."""
    if path_name == "extract":
        try:
            return engine.llm.remember_extracted(payload, namespace=namespace), set()
        except ProviderError:  # a refused reply is also a safe outcome: nothing stored
            return None, set()
    if path_name == "ask":
        memory = engine.memories.remember(f"{payload}\n{MARKER}", kind="note", namespace=namespace).id
        engine.memories.promote([memory])
        return engine.llm.ask(MARKER, namespace=namespace), {memory}
    if path_name == "harvest":
        return engine.llm.harvest([_transcript(folder / f"{namespace}.jsonl", payload)], namespace=namespace), set()
    pair = _judge_pair(engine, payload, namespace)
    return engine.conflicts.scan(judge=True, namespace=namespace), set(pair)


def _assert_fenced(request: dict, payload: str) -> None:
    system, prompt = request["messages"][0]["content"], request["messages"][1]["content"]
    tag = system.split("<<<", 1)[1].split(" ", 1)[0]
    assert tag.startswith("DATA_") and tag not in payload, "the fence tag was predictable from the payload"
    fenced = [text for _, text in fenced_blocks(prompt)]
    assert any(payload.strip() in text for text in fenced), "the payload was not inside a fence"
    outside = prompt
    for text in fenced:
        outside = outside.replace(text, "")
    for line in payload.strip().splitlines():
        if len(line.strip()) > 12:
            assert line.strip() not in outside, f"payload text outside its fence: {line[:60]!r}"


@pytest.mark.parametrize("path_name", ["judge", "extract", "ask", "harvest"])
def test_every_payload_through_every_llm_path_is_fenced_and_changes_no_outcome(path_name, hostile, fake_llm, tmp_path):
    """One engine per path; each case runs in its own namespace so cases cannot see each other."""
    fake_llm.responder = lambda body: chat(json.dumps(OBEYING[path_name]))
    settings_before = repr(hostile.settings)  # every value, secrets as 'set'
    for number, case in enumerate(CORPUS):
        namespace = f"case-{number}"
        fake_llm.requests.clear()
        count_before = hostile.memories.count()
        before = _statuses(hostile)
        result, promoted_by_test = _run(path_name, hostile, case["payload"], tmp_path, namespace)
        after = _statuses(hostile)
        where = f"{case['id']} through {path_name}"

        (request,) = fake_llm.requests
        _assert_fenced(request, case["payload"])
        unchanged = {**before, **{i: "promoted" for i in promoted_by_test}}
        assert {i: after[i] for i in unchanged} == unchanged, f"{where}: a memory changed status"
        assert all(after[i] == "pending" for i in set(after) - set(unchanged)), f"{where}: a new memory was not pending"
        assert hostile.memories.count() >= count_before, f"{where}: a memory was deleted"
        assert repr(hostile.settings) == settings_before
        if path_name == "judge":
            assert result.to_dict()["judge"]["calls"] == 1, where
            filed = [p for p in hostile.store.proposals.list(limit=None) if p.memory_id in promoted_by_test]
            assert len(filed) <= 1 and all(p.status == "open" and p.rule == "judge" for p in filed), where
        elif path_name == "ask":
            assert "#999" not in result.answer, where
            assert set(result.citations) <= {h.memory.id for h in result.memories}, where
        elif path_name == "harvest":
            assert all(after[i] == "pending" for i in result.staged), where


@pytest.mark.parametrize("case", JUDGE_CASES, ids=[case["id"] for case in JUDGE_CASES])
def test_judge_cases_scripted_replies_file_at_most_what_is_expected(case, hostile, fake_llm):
    fake_llm.responder = lambda body: chat(case["reply"])
    older, newer = _judge_pair(hostile, case["payload"])
    report = hostile.conflicts.scan(judge=True).to_dict()["judge"]
    assert report["calls"] == 1, report
    assert report["proposed"] == case["expect"]["proposed"], report
    assert report["errors"] == case["expect"]["errors"], report
    assert hostile.memories.get(older).status == "promoted" and hostile.memories.get(newer).status == "promoted"
    proposals = hostile.store.proposals.list(limit=None)
    assert len(proposals) == case["expect"]["proposed"]
    assert all(p.status == "open" and p.rule == "judge" and p.memory_id == newer for p in proposals)
