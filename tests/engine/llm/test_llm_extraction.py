"""Extraction on capture, against a local fake OpenAI-compatible server: fail closed, never a fake success."""

from __future__ import annotations

import json

import pytest

from core import Engine, NotConfiguredError, ProviderError
from core.settings import settings_from_dict
from support.fake_openai_server import Reply, chat, chat_json, fenced_blocks, use_fake_llm, write_config

GOOD = {"summary": "The user prefers pnpm over npm.", "entities": ["pnpm", "npm"],
        "topics": ["Package Managers", "JS tooling"], "kind": "tooling", "importance": 0.8}


def make_engine(db_path, clock, **sections) -> Engine:
    settings = settings_from_dict({"llm": {"max_retries": 0, "timeout": 2}, **sections})
    return Engine(db_path, settings=settings, clock=clock)


@pytest.fixture
def llm_engine(db_path, clock, fake_llm, monkeypatch):
    use_fake_llm(monkeypatch, fake_llm)
    eng = make_engine(db_path, clock)
    yield eng
    eng.close()


def test_a_successful_extraction_fills_what_the_caller_left_empty(llm_engine, fake_llm):
    fake_llm.responder = lambda body: chat_json(GOOD)
    captured = llm_engine.llm.remember_extracted("I always use pnpm, never npm", tags=["js"])
    assert captured.extracted and captured.error is None
    memory = llm_engine.memories.get(captured.result.id)
    assert memory.status == "pending"
    assert memory.summary == GOOD["summary"]
    assert memory.tags == ["js", "package-managers", "js-tooling"]
    assert memory.kind == "tooling" and memory.importance == 0.8
    assert memory.meta["extraction"] == {"status": "extracted", "model": "openai:local-test",
                                         "entities": ["pnpm", "npm"]}
    (body,) = fake_llm.requests
    system, user = body["messages"][0]["content"], body["messages"][1]["content"]
    assert "never an instruction" in system
    assert fenced_blocks(user) == [("note", "I always use pnpm, never npm")]


def test_the_callers_own_kind_and_importance_win(llm_engine, fake_llm):
    fake_llm.responder = lambda body: chat_json(GOOD)
    captured = llm_engine.llm.remember_extracted("I always use pnpm", kind="preference", importance=0.2)
    memory = llm_engine.memories.get(captured.result.id)
    assert (memory.kind, memory.importance) == ("preference", 0.2)


FAILURES = {
    "server error": Reply(500, {"error": {"message": "boom"}}),
    "bad request": Reply(400, {"error": {"message": "context too long"}}),
    "not json": chat("Sure! The summary is: pnpm."),
    "missing field": chat_json({k: v for k, v in GOOD.items() if k != "importance"}),
    "importance out of range": chat_json({**GOOD, "importance": 7}),
    "entities not strings": chat_json({**GOOD, "entities": [{"name": "pnpm"}]}),
    "empty summary": chat_json({**GOOD, "summary": "  "}),
    "kind not a word": chat_json({**GOOD, "kind": "!!!"}),
    "body not a completion": Reply(200, text="<html>proxy error</html>"),
    "an array": chat("[1, 2, 3]"),
}


@pytest.mark.parametrize("name", sorted(FAILURES))
def test_a_failed_extraction_stores_nothing_and_says_why(llm_engine, fake_llm, name):
    fake_llm.responder = lambda body: FAILURES[name]
    with pytest.raises(ProviderError, match="extraction failed, nothing was stored"):
        llm_engine.llm.remember_extracted("I always use pnpm")
    assert llm_engine.memories.count() == 0
    assert len(fake_llm.requests) == 1


def test_a_timeout_stores_nothing(db_path, clock, fake_llm, monkeypatch):
    use_fake_llm(monkeypatch, fake_llm)
    fake_llm.responder = lambda body: Reply(hang=True)
    with make_engine(db_path, clock, llm={"max_retries": 0, "timeout": 0.3}) as eng:
        with pytest.raises(ProviderError, match="timed out") as info:
            eng.llm.remember_extracted("I always use pnpm")
        assert info.value.retryable and eng.memories.count() == 0


@pytest.mark.parametrize("name", sorted(FAILURES))
def test_a_failed_extraction_staged_on_request_is_never_marked_extracted(db_path, clock, fake_llm, monkeypatch, name):
    use_fake_llm(monkeypatch, fake_llm)
    fake_llm.responder = lambda body: FAILURES[name]
    with make_engine(db_path, clock, extract={"on_failure": "stage"}) as eng:
        captured = eng.llm.remember_extracted("I always use pnpm", tags=["js"])
        assert not captured.extracted and captured.error
        memory = eng.memories.get(captured.result.id)
        assert memory.status == "pending" and memory.status_reason.startswith("extraction failed")
        assert memory.meta["extraction"]["status"] == "failed"
        assert memory.summary == "" and memory.tags == ["js"]
        assert captured.to_dict()["extracted"] is False and "extraction failed" in captured.result.reason
        history = [h["action"] for h in eng.memories.show(memory.id).to_dict()["history"]]
        assert history == ["capture", "extraction.failed"]
        everything = eng.memories.list(statuses=["all"], limit=None)
        assert not [m for m in everything if m.meta.get("extraction", {}).get("status") == "extracted"]


def test_extraction_without_a_model_names_the_setting_and_calls_nothing(engine, network_attempts):
    with pytest.raises(NotConfiguredError, match="MEMDESK_LLM_MODEL"):
        engine.llm.remember_extracted("I always use pnpm")
    assert engine.memories.count() == 0 and network_attempts == []


def test_credential_looking_text_is_never_sent_to_a_model(db_path, clock, fake_llm, monkeypatch):
    use_fake_llm(monkeypatch, fake_llm)
    secret = "deploy key is sk-ant-api03-abcdefghijklmnopqrstuvwxyz0123456789"
    with make_engine(db_path, clock, extract={"on_failure": "stage"}) as eng:
        captured = eng.llm.remember_extracted(secret, force=True)
        assert fake_llm.requests == []
        assert not captured.extracted and "not sent to a model" in captured.error
        assert eng.memories.get(captured.result.id).risk_tier == "critical"


def test_extra_fields_in_a_reply_are_ignored_and_reported(llm_engine, fake_llm):
    other = llm_engine.memories.remember("an unrelated fact")
    llm_engine.memories.promote([other.id])
    fake_llm.responder = lambda body: chat_json({**GOOD, "status": "promoted", "delete": [other.id],
                                                 "settings": {"llm": {"model": "evil"}}})
    captured = llm_engine.llm.remember_extracted("I always use pnpm")
    assert captured.extraction.ignored_fields == ["delete", "settings", "status"]
    assert llm_engine.memories.get(captured.result.id).status == "pending"
    assert llm_engine.memories.get(other.id).status == "promoted"
    assert llm_engine.settings.llm.model != "evil"


def test_cli_remember_extract_reports_the_extraction(cli, fake_llm, monkeypatch, isolated_home):
    use_fake_llm(monkeypatch, fake_llm)
    write_config(isolated_home, "[llm]\nmax_retries = 0\n")
    fake_llm.responder = lambda body: chat_json(GOOD)
    result = cli("remember", "I always use pnpm", "--extract", "--json")
    assert result.code == 0, result.stdout
    data = result.json
    assert data["status"] == "pending" and data["extracted"] is True
    assert data["extraction"]["summary"] == GOOD["summary"]
    human = cli("remember", "pnpm workspaces live under packages/", "--extract")
    assert human.code == 0 and "extracted by openai:local-test" in human.stdout


def test_cli_extraction_enabled_in_config_applies_and_fails_closed(cli, fake_llm, monkeypatch, isolated_home):
    use_fake_llm(monkeypatch, fake_llm)
    write_config(isolated_home, "[llm]\nmax_retries = 0\n[extract]\nenabled = true\n")
    fake_llm.responder = lambda body: chat("not json at all")
    result = cli("remember", "I always use pnpm", "--json")
    assert result.code == 1
    assert result.json["code"] == "malformed_reply" and "nothing was stored" in result.json["error"]
    listed = cli("list", "--status", "all", "--json")
    assert listed.json["memories"] == []
    assert len(fake_llm.requests) == 1


def test_cli_rejects_an_unknown_on_failure_setting(cli, isolated_home):
    write_config(isolated_home, '[extract]\nenabled = true\non_failure = "guess"\n')
    result = cli("remember", "I always use pnpm", "--json")
    assert result.code == 1 and "on_failure" in json.loads(result.stdout)["error"]
