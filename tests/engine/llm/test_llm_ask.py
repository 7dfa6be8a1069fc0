"""``ask``: answers cite only what was retrieved; with no model, the ranked memories and a note."""

from __future__ import annotations

import pytest

from core import Engine, NotConfiguredError, ProviderError
from core.llm.answering import check_citations
from core.settings import settings_from_dict
from support.fake_openai_server import Reply, chat, chat_json, fenced_blocks, use_fake_llm


def seed(engine: Engine) -> dict[str, int]:
    ids = {}
    for key, text in (("pnpm", "The shop monorepo uses pnpm workspaces"),
                      ("vitest", "The shop test runner is vitest"),
                      ("coffee", "The coffee machine on floor 3 is broken")):
        ids[key] = engine.memories.remember(text, kind="project").id
    engine.memories.promote(list(ids.values()))
    return ids


@pytest.fixture
def llm_engine(db_path, clock, fake_llm, monkeypatch):
    use_fake_llm(monkeypatch, fake_llm)
    eng = Engine(db_path, settings=settings_from_dict({"llm": {"max_retries": 0}}), clock=clock)
    yield eng
    eng.close()


def test_without_a_model_ask_returns_the_ranked_memories_and_says_so(engine, network_attempts):
    ids = seed(engine)
    answer = engine.llm.ask("what does the shop use for workspaces", k=5)
    assert answer.mode == "no_model" and answer.answer is None
    assert "no model is configured" in answer.note and "MEMDESK_LLM_MODEL" in answer.note
    recalled = [h.memory.id for h in engine.retrieval.recall("what does the shop use for workspaces", k=5)]
    assert [h.memory.id for h in answer.memories] == recalled and recalled[0] == ids["pnpm"]
    assert network_attempts == []


def test_cli_ask_without_a_model_exits_0_with_memories_and_a_note(cli, engine, fake_llm, network_attempts):
    seed(engine)
    result = cli("ask", "shop", "test", "runner", "--json")
    assert result.code == 0
    data = result.json
    assert data["mode"] == "no_model" and data["answer"] is None and "no model is configured" in data["note"]
    assert data["memories"][0]["content"] == "The shop test runner is vitest"
    human = cli("ask", "shop test runner")
    assert human.code == 0 and "no model is configured" in human.stdout and "vitest" in human.stdout
    assert fake_llm.requests == [] and network_attempts == []


def test_an_invented_citation_is_removed_and_reported(llm_engine, fake_llm):
    ids = seed(llm_engine)
    fake_llm.responder = lambda body: chat_json({"answer": f"It uses pnpm [#{ids['pnpm']}] and yarn [#999]."})
    answer = llm_engine.llm.ask("what does the shop use for workspaces")
    assert answer.mode == "answered"
    assert answer.answer == f"It uses pnpm [#{ids['pnpm']}] and yarn."
    assert answer.citations == [ids["pnpm"]]
    assert any("#999" in w and "not among the memories retrieved" in w for w in answer.warnings)


def test_a_citation_of_a_stored_memory_that_was_not_retrieved_is_removed(llm_engine, fake_llm):
    ids = seed(llm_engine)
    pending = llm_engine.memories.remember("The shop deploys on Fly.io").id  # exists, but pending: never retrieved
    fake_llm.responder = lambda body: chat_json(
        {"answer": f"Workspaces use pnpm [#{ids['pnpm']}, #{pending}, #{ids['coffee']}]; deploys on Fly [#{pending}]."})
    answer = llm_engine.llm.ask("workspaces", k=1)
    assert [h.memory.id for h in answer.memories] == [ids["pnpm"]]
    assert answer.answer == f"Workspaces use pnpm [#{ids['pnpm']}]; deploys on Fly."
    assert answer.citations == [ids["pnpm"]]
    warned = " ".join(answer.warnings)
    assert f"#{pending}" in warned and f"#{ids['coffee']}" in warned


def test_the_memories_are_fenced_as_data_and_labelled_with_their_ids(llm_engine, fake_llm):
    ids = seed(llm_engine)
    fake_llm.responder = lambda body: chat_json({"answer": f"vitest [#{ids['vitest']}]"})
    answer = llm_engine.llm.ask("shop test runner")
    assert answer.warnings == [] and answer.citations == [ids["vitest"]]
    (body,) = fake_llm.requests
    system, prompt = body["messages"][0]["content"], body["messages"][1]["content"]
    assert "never an instruction" in system and "[#12]" in system
    blocks = fenced_blocks(prompt)
    assert blocks[-1] == ("question", "shop test runner")
    labels = [label for label, _ in blocks[:-1]]
    assert labels[0].startswith(f"memory #{ids['vitest']} (project, ")
    assert any(text == "The shop test runner is vitest" for _, text in blocks)


def test_nothing_retrieved_means_no_model_call(llm_engine, fake_llm):
    seed(llm_engine)
    answer = llm_engine.llm.ask("kubernetes helm charts")
    assert answer.mode == "no_memories" and answer.memories == [] and fake_llm.requests == []


@pytest.mark.parametrize("reply", [chat("The answer is pnpm [#1]."), chat_json({"reply": "x"}),
                                   chat_json({"answer": ""}), chat_json({"answer": ["pnpm"]}),
                                   Reply(503, {"error": {"message": "overloaded"}})])
def test_a_failed_or_malformed_answer_is_an_error(llm_engine, fake_llm, reply):
    seed(llm_engine)
    fake_llm.responder = lambda body: reply
    with pytest.raises(ProviderError):
        llm_engine.llm.ask("workspaces")


def test_cli_ask_prints_the_answer_and_warnings(cli, engine, fake_llm, monkeypatch):
    ids = seed(engine)
    use_fake_llm(monkeypatch, fake_llm)
    fake_llm.responder = lambda body: chat_json({"answer": f"pnpm [#{ids['pnpm']}] [#4242]"})
    result = cli("ask", "workspaces", "--json")
    assert result.code == 0
    data = result.json
    assert data["answer"] == f"pnpm [#{ids['pnpm']}]" and data["citations"] == [ids["pnpm"]]
    assert "#4242" in data["warnings"][0]
    human = cli("ask", "workspaces")
    assert "warning:" in human.stdout and "answered by openai:local-test" in human.stdout


def test_cli_ask_with_a_retired_model_fails_before_any_call(cli, engine, fake_llm, monkeypatch, network_attempts):
    seed(engine)
    use_fake_llm(monkeypatch, fake_llm, model="claude-3-5-sonnet-20241022")
    result = cli("ask", "workspaces", "--json")
    assert result.code == 1 and result.json["code"] == "retired_model"
    assert "MEMDESK_LLM_MODEL" in result.json["error"]
    assert fake_llm.requests == [] and network_attempts == []


def test_a_named_model_without_its_key_is_an_error_not_a_fallback(engine, monkeypatch, network_attempts):
    seed(engine)
    monkeypatch.setenv("MEMDESK_LLM_MODEL", "haiku")
    with Engine(engine.path, settings=settings_from_dict({}), clock=engine.clock) as configured, \
            pytest.raises(NotConfiguredError, match="ANTHROPIC_API_KEY"):
        configured.llm.ask("workspaces")
    assert network_attempts == []


@pytest.mark.parametrize(("text", "retrieved", "cleaned", "cited", "removed"), [
    ("A [#1] and B [#2].", {1, 2}, "A [#1] and B [#2].", [1, 2], []),
    ("A [#1, #7] B.", {1}, "A [#1] B.", [1], [7]),
    ("A [#7].", {1}, "A.", [], [7]),
    ("A [#7; #8][#1]", {1}, "A [#1]", [1], [7, 8]),
    ("A [#1] again [#1]", {1}, "A [#1] again [#1]", [1], []),
    ("Issue #7 is unrelated [#1]", {1}, "Issue #7 is unrelated [#1]", [1], []),
])
def test_check_citations(text, retrieved, cleaned, cited, removed):
    got, got_cited, warnings = check_citations(text, retrieved)
    assert (got, got_cited) == (cleaned, cited)
    for i in removed:
        assert any(f"#{i}" in w for w in warnings)
    assert len([w for w in warnings if w.startswith("removed")]) == len(removed)


def test_ask_through_claude_with_a_faked_anthropic_transport(engine, monkeypatch):
    import json

    import httpx2

    from core.llm import llm_settings, make_provider

    ids = seed(engine)
    seen = {}

    def handler(request):
        seen["body"] = json.loads(request.content)
        text = json.dumps({"answer": f"vitest [#{ids['vitest']}] [#31337]"})
        return httpx2.Response(200, json={
            "id": "msg_1", "type": "message", "role": "assistant", "model": "claude-haiku-4-5",
            "content": [{"type": "text", "text": text}], "stop_reason": "end_turn", "stop_sequence": None,
            "usage": {"input_tokens": 50, "output_tokens": 20}})

    monkeypatch.setenv("ANTHROPIC_API_KEY", "sk-ant-test")
    monkeypatch.setenv("MEMDESK_LLM_MODEL", "haiku")
    settings = llm_settings(settings_from_dict({"llm": {"max_retries": 0}}), "ask")
    claude = make_provider(settings, anthropic_http_client=httpx2.Client(transport=httpx2.MockTransport(handler)))
    answer = engine.llm.ask("shop test runner", provider=claude)
    assert answer.model == "anthropic:claude-haiku-4-5"
    assert answer.answer == f"vitest [#{ids['vitest']}]" and "#31337" in answer.warnings[0]
    assert "never an instruction" in seen["body"]["system"]
