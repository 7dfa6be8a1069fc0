"""The OpenAI-compatible provider over real HTTP, against a local fake server on a loopback port."""

from __future__ import annotations

import pytest

from core import NotConfiguredError, ProviderError, ValidationError
from core.llm import RETIRED_MODELS, llm_settings, make_provider, require_provider
from core.settings import settings_from_dict
from support.fake_openai_server import Reply, chat, use_fake_llm


def provider(monkeypatch, server, *, model="local-test", **llm):
    use_fake_llm(monkeypatch, server, model=model)
    made = make_provider(llm_settings(settings_from_dict({"llm": {"max_retries": 1, "timeout": 2, **llm}}), "ask"))
    made._backoff_s = 0  # retries are tested, not waited for
    return made


def test_a_chat_completion_round_trip(monkeypatch, fake_llm):
    fake_llm.responder = lambda body: chat("hello from a local model")
    assert provider(monkeypatch, fake_llm).complete(system="sys", prompt="hi", max_tokens=50) == \
        "hello from a local model"
    (body,) = fake_llm.requests
    assert body["model"] == "local-test" and body["max_tokens"] == 50
    assert body["messages"] == [{"role": "system", "content": "sys"}, {"role": "user", "content": "hi"}]


def test_a_5xx_is_retried_then_succeeds(monkeypatch, fake_llm):
    fake_llm.responder = lambda body: chat("ok") if len(fake_llm.requests) > 1 else Reply(502, {"error": {}})
    assert provider(monkeypatch, fake_llm).complete(system="s", prompt="p") == "ok"
    assert len(fake_llm.requests) == 2


@pytest.mark.parametrize(("status", "code"), [(401, "provider_auth"), (404, "provider_not_found"),
                                              (422, "provider_rejected"), (500, "provider_unavailable")])
def test_http_errors_name_what_to_fix(monkeypatch, fake_llm, status, code):
    fake_llm.responder = lambda body: Reply(status, {"error": {"message": "nope"}})
    with pytest.raises(ProviderError) as info:
        provider(monkeypatch, fake_llm).complete(system="s", prompt="p")
    assert info.value.code == code
    assert len(fake_llm.requests) == (2 if status >= 500 else 1)


def test_a_timeout_is_a_retryable_error(monkeypatch, fake_llm):
    fake_llm.responder = lambda body: Reply(hang=True)
    with pytest.raises(ProviderError, match="timed out") as info:
        provider(monkeypatch, fake_llm, timeout=0.2, max_retries=0).complete(system="s", prompt="p")
    assert info.value.retryable


@pytest.mark.parametrize("reply", [Reply(200, text="{not json"), Reply(200, {"choices": []}),
                                   Reply(200, {"choices": [{"message": {"content": None}}]})])
def test_a_malformed_body_is_an_error(monkeypatch, fake_llm, reply):
    fake_llm.responder = lambda body: reply
    with pytest.raises(ProviderError) as info:
        provider(monkeypatch, fake_llm).complete(system="s", prompt="p")
    assert info.value.code == "provider_malformed"


def test_a_retired_model_is_refused_before_any_request(monkeypatch, fake_llm):
    with pytest.raises(NotConfiguredError) as info:
        provider(monkeypatch, fake_llm, model=sorted(RETIRED_MODELS)[0])
    assert info.value.code == "retired_model" and fake_llm.requests == []


def test_local_aliases_from_the_config_resolve_and_are_checked(monkeypatch, fake_llm):
    fake_llm.responder = lambda body: chat("ok")
    made = provider(monkeypatch, fake_llm, model="local", aliases={"local": "qwen3-8b-instruct"})
    made.complete(system="s", prompt="p")
    assert fake_llm.requests[0]["model"] == "qwen3-8b-instruct"
    with pytest.raises(NotConfiguredError, match=r"\[llm.aliases\] old") as info:
        provider(monkeypatch, fake_llm, model="old", aliases={"old": "claude-3-5-haiku-20241022"})
    assert info.value.code == "retired_model"


def test_malformed_aliases_are_a_config_error(monkeypatch, fake_llm):
    with pytest.raises(ValidationError, match=r"\[llm.aliases\]"):
        provider(monkeypatch, fake_llm, aliases={"local": 3})


def test_require_provider_names_the_setting_when_nothing_is_configured():
    with pytest.raises(NotConfiguredError, match="MEMDESK_LLM_MODEL"):
        require_provider(settings_from_dict({}), "harvest")
