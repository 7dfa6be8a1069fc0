"""Prompt injection: hostile memory or transcript text, and hostile replies, change nothing they should not.

The corpus is data, ``tests/data/prompt_injections.jsonl``, one case per line, so other
suites can reuse it:

- ``id``: a stable name; ``surface``: ``extract``, ``ask`` or ``harvest``;
- ``payload``: the hostile text, placed in the captured note (extract), in a promoted
  memory (ask) or in a user turn of a transcript (harvest);
- ``question``: for ``ask``, a query that retrieves the payload memory;
- ``reply``: what a subverted model answers (``@ID@`` stands for the payload memory's id);
- ``expect.outcome``: ``error`` (the reply is refused, nothing stored), ``stored`` or
  ``answered``; ``expect.ignored``: reply fields that must be reported as ignored;
  ``expect.removed``: citations that must be stripped; ``expect.staged``: facts staged.

Whatever the case, these always hold: the payload reaches the model only inside a fresh
fence whose tag it does not contain; no memory changes status; every new memory is
pending; the config is untouched.
"""

from __future__ import annotations

import json

import pytest

from core import Engine, ProviderError
from core.settings import settings_from_dict
from support import DATA
from support.fake_openai_server import chat, fenced_blocks, use_fake_llm

CORPUS_FILE = DATA / "prompt_injections.jsonl"
CORPUS = [case for case in (json.loads(line) for line in CORPUS_FILE.read_text(encoding="utf-8").splitlines()
                            if line.strip())
          if case["surface"] != "judge"]  # the judge's cases run in tests/engine/llm/test_security_injections.py


def test_the_corpus_is_big_enough_and_covers_every_surface():
    assert len(CORPUS) >= 10 and len({case["id"] for case in CORPUS}) == len(CORPUS)
    assert {case["surface"] for case in CORPUS} == {"extract", "ask", "harvest"}


@pytest.fixture
def hostile(db_path, clock, fake_llm, monkeypatch):
    use_fake_llm(monkeypatch, fake_llm)
    config = settings_from_dict({"llm": {"max_retries": 0}})
    engine = Engine(db_path, settings=config, clock=clock)
    bystander = engine.memories.remember("memdesk keeps one SQLite file", kind="project").id
    engine.memories.promote([bystander])
    yield engine
    engine.close()


def statuses(engine: Engine) -> dict[int, str]:
    return {m.id: m.status for m in engine.memories.list(statuses=["all"], limit=None)}


def run_case(case, engine: Engine, server, tmp_path):
    surface, expect = case["surface"], case["expect"]
    if surface == "ask":
        target = engine.memories.remember(case["payload"], kind="note").id
        engine.memories.promote([target])
    before = statuses(engine)
    server.responder = lambda body: chat(case["reply"].replace("@ID@", str(target)) if surface == "ask"
                                         else case["reply"])
    if expect["outcome"] == "error" and surface != "harvest":
        with pytest.raises(ProviderError):
            engine.llm.remember_extracted(case["payload"]) if surface == "extract" else engine.llm.ask(case["question"])
    elif surface == "extract":
        captured = engine.llm.remember_extracted(case["payload"])
        assert captured.extraction.ignored_fields == expect["ignored"]
    elif surface == "ask":
        answer = engine.llm.ask(case["question"])
        assert target in {h.memory.id for h in answer.memories}
        assert set(answer.citations) <= {h.memory.id for h in answer.memories}
        for invented in expect["removed"]:
            assert f"#{invented}" not in answer.answer
            assert any(f"#{invented}" in w for w in answer.warnings)
    else:
        path = tmp_path / "session.md"
        path.write_text(case["payload"] + "\n", encoding="utf-8")
        report = engine.llm.harvest([path])
        if expect["outcome"] == "error":
            assert report.files[0].error and report.staged == []
        else:
            assert len(report.staged) == expect["staged"]
    return before


@pytest.mark.parametrize("case", CORPUS, ids=[case["id"] for case in CORPUS])
def test_an_injection_has_no_effect(case, hostile, fake_llm, tmp_path):
    settings_before = repr(hostile.settings)  # every value, secrets as 'set'
    before = run_case(case, hostile, fake_llm, tmp_path)
    after = statuses(hostile)
    assert {i: after[i] for i in before} == before, "an existing memory changed status"
    assert all(after[i] == "pending" for i in set(after) - set(before)), "a new memory was not pending"
    assert repr(hostile.settings) == settings_before
    (body,) = fake_llm.requests
    system, prompt = body["messages"][0]["content"], body["messages"][1]["content"]
    tag = system.split("<<<", 1)[1].split(" ", 1)[0]
    assert tag.startswith("DATA_") and tag not in case["payload"]
    fenced = [text for _, text in fenced_blocks(prompt)]
    assert any(case["payload"].strip() in text for text in fenced), "the payload was not fenced"
    outside = prompt
    for text in fenced:
        outside = outside.replace(text, "")
    assert case["payload"].strip()[:40] not in outside, "the payload appeared outside its fence"
