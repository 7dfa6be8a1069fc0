"""`recall` with answer=true over the real MCP client: checked citations, or ranked memories without a model."""

from __future__ import annotations

from test_mcp_tools import call, run_client

from core import Engine
from core.settings import settings_from_dict
from support.fake_openai_server import chat_json, use_fake_llm


def seed(engine):
    ids = {}
    for key, text in (("pnpm", "The webapp uses pnpm for JavaScript packages"),
                      ("node", "The webapp targets Node 22")):
        ids[key] = engine.memories.remember(text, kind="tooling").id
    engine.memories.promote(list(ids.values()))
    return ids


def test_recall_answer_without_a_model_returns_ranked_memories_and_says_so(engine, fake_llm, network_attempts):
    ids = seed(engine)

    async def scenario(client):
        return (await call(client, "recall", {"query": "webapp packages", "answer": True})).structured_content

    data = run_client(engine, scenario)
    assert data["mode"] == "no_model" and data["answer"] is None and data["note"]
    assert ids["pnpm"] in [m["id"] for m in data["memories"]] and "notice" in data
    assert fake_llm.requests == [] and network_attempts == []


def test_recall_answer_strips_invented_citations(db_path, clock, fake_llm, monkeypatch):
    use_fake_llm(monkeypatch, fake_llm)
    engine = Engine(db_path, settings=settings_from_dict({}), clock=clock)  # the environment's model
    ids = seed(engine)
    fake_llm.responder = lambda body: chat_json({"answer": f"It uses pnpm [#{ids['pnpm']}] and bun [#999]."})

    async def scenario(client):
        return (await call(client, "recall", {"query": "which package manager", "answer": True})).structured_content

    data = run_client(engine, scenario)
    assert data["mode"] == "answered" and data["citations"] == [ids["pnpm"]]
    assert "#999" not in data["answer"] and any("999" in w for w in data["warnings"])
    engine.close()


def test_remember_over_mcp_extracts_when_the_operator_enabled_it(db_path, clock, fake_llm, monkeypatch, isolated_home):
    from support.fake_openai_server import write_config

    use_fake_llm(monkeypatch, fake_llm)
    write_config(isolated_home, "[extract]\nenabled = true\n")
    from core.settings import load_settings

    engine = Engine(db_path, settings=load_settings(), clock=clock)
    fake_llm.responder = lambda body: chat_json({"summary": "pnpm for JS", "entities": ["pnpm"],
                                                 "topics": ["javascript"], "kind": "tooling", "importance": 0.7})

    async def scenario(client):
        remembered = await call(client, "remember", {"content": "We use pnpm for every JavaScript project"})
        return remembered.structured_content

    data = run_client(engine, scenario)
    memory = engine.memories.get(data["id"])
    assert data["extracted"] is True and memory.status == "pending" and memory.source == "mcp:test-agent"
    assert memory.summary == "pnpm for JS" and len(fake_llm.requests) == 1
    engine.close()
