"""Loading: the environment over the file, where each value came from, and the cache of checked settings."""

from __future__ import annotations

import json
import os
import stat
import subprocess
import sys
from pathlib import Path

import pytest

from core.errors import ValidationError
from core.settings import Settings, load_settings, load_with_sources
from core.settings.environment import ENV_OVERRIDES
from core.settings.load import CACHE_FILE
from support import REPO_ROOT

SAMPLE = '[recall]\nk = 12\n\n[decay]\ntooling = 90\n\n[llm.aliases]\nlocal = "qwen3-8b"\n'


@pytest.fixture
def config_file(isolated_home) -> Path:
    path = Path(os.environ["MEMDESK_CONFIG"])
    path.parent.mkdir(parents=True, exist_ok=True)
    path.write_text(SAMPLE, encoding="utf-8")
    return path


def cache_file() -> Path:
    return Path(os.environ["MEMDESK_HOME"]) / "cache" / CACHE_FILE


def setting(settings, key: str):
    section, name = key.split(".")
    return getattr(getattr(settings, section), name)


@pytest.mark.parametrize(("var", "key"), [(var, key) for var, key, _ in ENV_OVERRIDES])
def test_every_variable_in_use_overrides_its_setting(var, key, tmp_path):
    url = "postgresql://team@db.internal/memdesk"
    value = {"embeddings.local": "true", "embeddings.local_model": "mpnet", "store.path": str(tmp_path / "x.db"),
             "store.url": url}.get(key, "from-the-environment")
    loaded = load_with_sources(tmp_path / "absent.toml", env={var: value}, cache=False)
    got = setting(loaded.settings, key)
    expected = {"embeddings.local": True, "store.path": tmp_path / "x.db"}.get(key, value)
    revealed = got.get_secret_value() if hasattr(got, "get_secret_value") else got
    assert revealed == expected
    assert loaded.source(key) == f"env:{var}"


def test_memdesk_db_names_the_store_a_url_never_becomes_a_file_and_the_files_other_location_gives_way(
        config_file, tmp_path):
    config_file.write_text('[store]\npath = "local.db"\n', encoding="utf-8")
    loaded = load_with_sources(env={"MEMDESK_DB": "postgresql://team@db.internal/memdesk"}, cache=False)
    assert loaded.settings.store.url == "postgresql://team@db.internal/memdesk"
    assert loaded.settings.store.path is None and loaded.source("store.url") == "env:MEMDESK_DB"
    assert loaded.settings.store_location() == "postgresql://team@db.internal/memdesk"
    config_file.write_text('[store]\nurl = "postgresql://team@db.internal/memdesk"\n', encoding="utf-8")
    loaded = load_with_sources(env={"MEMDESK_DB": str(tmp_path / "mine.db")}, cache=False)
    assert loaded.settings.store.url is None and loaded.settings.store_location() == tmp_path / "mine.db"
    without = load_with_sources(env={}, cache=False)
    assert without.settings.store_location() == "postgresql://team@db.internal/memdesk"


def test_a_store_url_that_is_not_a_postgresql_url_is_refused_with_where_a_file_goes(config_file):
    config_file.write_text('[store]\nurl = "/srv/memdesk.db"\n', encoding="utf-8")
    with pytest.raises(ValidationError) as caught:
        load_settings(env={}, cache=False)
    assert "[store] url" in caught.value.message and "[store] path" in caught.value.message


def test_the_reviewer_is_the_configured_name_made_safe_else_the_os_user(config_file):
    from core.settings import human_actor

    config_file.write_text('[user]\nname = "Ada Lovelace"\n', encoding="utf-8")
    assert human_actor(load_settings(env={}, cache=False)) == "human:Ada-Lovelace"
    assert human_actor(load_settings(env={"MEMDESK_USER": "grace"}, cache=False)) == "human:grace"
    import getpass

    assert human_actor(Settings()) == f"human:{getpass.getuser()}"


def test_the_environment_wins_over_the_file_and_an_empty_variable_is_unset(config_file):
    env = {"MEMDESK_LLM_MODEL": "sonnet", "MEMDESK_JUDGE_MODEL": ""}
    config_file.write_text('[llm]\nmodel = "haiku"\n[judge]\nmodel = "opus"\n', encoding="utf-8")
    loaded = load_with_sources(env=env, cache=False)
    assert loaded.settings.llm.model == "sonnet" and loaded.source("llm.model") == "env:MEMDESK_LLM_MODEL"
    assert loaded.settings.judge.model == "opus" and loaded.source("judge.model") == "file"


def test_a_bad_variable_is_named_in_the_error(tmp_path):
    with pytest.raises(ValidationError) as caught:
        load_settings(tmp_path / "absent.toml", env={"MEMDESK_EMBED_LOCAL": "maybe"}, cache=False)
    assert caught.value.message == 'MEMDESK_EMBED_LOCAL: [embeddings] local must be true or false (got "maybe")'
    off = load_settings(tmp_path / "absent.toml", env={"MEMDESK_EMBED_LOCAL": "0"}, cache=False)
    assert off.embeddings.local is False


def test_the_anthropic_key_comes_from_the_variable_api_key_env_names(config_file):
    assert load_settings(env={"ANTHROPIC_API_KEY": "sk-a"}, cache=False).llm.anthropic_api_key.get_secret_value() \
        == "sk-a"
    config_file.write_text('[llm]\napi_key_env = "WORK_ANTHROPIC_KEY"\n', encoding="utf-8")
    loaded = load_with_sources(env={"ANTHROPIC_API_KEY": "sk-a", "WORK_ANTHROPIC_KEY": "sk-w"}, cache=False)
    assert loaded.settings.llm.anthropic_api_key.get_secret_value() == "sk-w"
    assert loaded.source("llm.anthropic_api_key") == "env:WORK_ANTHROPIC_KEY"


def test_a_relative_memdesk_db_is_relative_to_where_the_command_runs(tmp_path, monkeypatch):
    monkeypatch.chdir(tmp_path)
    settings = load_settings(tmp_path / "absent.toml", env={"MEMDESK_DB": "stores/mine.db"}, cache=False)
    assert settings.store.path == tmp_path / "stores" / "mine.db"


def test_sources_say_default_file_or_variable_per_key(config_file):
    loaded = load_with_sources(env={"MEMDESK_TOKEN": "t" * 20})
    assert loaded.file == config_file and loaded.file_exists
    assert loaded.source("recall.k") == "file" and loaded.source("recall.budget_chars") == "default"
    assert loaded.source("decay.tooling") == "file" and loaded.source("decay.infra") == "default"
    assert loaded.source("llm.aliases.local") == "file"
    assert loaded.source("server.token") == "env:MEMDESK_TOKEN"


def test_no_file_and_no_variable_is_the_defaults_and_writes_no_cache(isolated_home):
    loaded = load_with_sources()
    assert not loaded.file_exists and loaded.sources == {} and not loaded.cached
    assert not cache_file().exists()


def test_checked_settings_are_cached_and_rebuilt_equal(config_file):
    env = {"MEMDESK_TOKEN": "token-from-the-environment", "MEMDESK_JUDGE_MODEL": "haiku"}
    first = load_with_sources(env=env)
    second = load_with_sources(env=env)
    assert not first.cached and second.cached
    assert second.settings == first.settings and dict(second.sources) == dict(first.sources)
    assert second.settings.server.token.get_secret_value() == "token-from-the-environment"
    text = cache_file().read_text(encoding="utf-8")
    assert "token-from-the-environment" not in text, "a secret from the environment is never written down"
    assert stat.S_IMODE(cache_file().stat().st_mode) == 0o600
    assert stat.S_IMODE(cache_file().parent.stat().st_mode) == 0o700


@pytest.mark.parametrize("change", ["file", "variable", "anthropic key", "variable removed"])
def test_any_change_checks_afresh(config_file, change):
    env = {"MEMDESK_LLM_MODEL": "haiku", "ANTHROPIC_API_KEY": "sk-1"}
    load_settings(env=env)
    if change == "file":
        config_file.write_text("[recall]\nk = 13\n", encoding="utf-8")
    elif change == "variable":
        env["MEMDESK_LLM_MODEL"] = "sonnet"
    elif change == "anthropic key":
        env["ANTHROPIC_API_KEY"] = "sk-2"
    else:
        del env["MEMDESK_LLM_MODEL"]
    loaded = load_with_sources(env=env)
    assert not loaded.cached
    assert loaded.settings.recall.k == (13 if change == "file" else 12)
    assert loaded.settings.llm.anthropic_api_key.get_secret_value() == ("sk-2" if change == "anthropic key" else "sk-1")


def test_a_file_made_invalid_is_refused_even_after_a_cached_load(config_file):
    load_settings(env={})
    config_file.write_text("[recall]\nk = 0\n", encoding="utf-8")
    with pytest.raises(ValidationError, match=r"\[recall\] k must be a whole number ≥ 1 \(got 0\)"):
        load_settings(env={})


def test_a_damaged_or_unwritable_cache_only_costs_a_check(config_file):
    load_settings(env={})
    cache_file().write_text('{"key": "', encoding="utf-8")
    assert load_with_sources(env={}).settings.recall.k == 12
    cache_file().write_text(json.dumps({"key": "x", "settings": {"$": "os.system"}}), encoding="utf-8")
    assert load_with_sources(env={}).settings.recall.k == 12
    cache_file().unlink()
    cache_file().parent.chmod(0o500)
    try:
        assert load_settings(env={}).recall.k == 12
    finally:
        cache_file().parent.chmod(0o700)


PROBE = r"""
import json, sys, types
# Import the settings package alone: core/__init__ would load the engine and with it whatever it imports.
core = types.ModuleType("core"); core.__path__ = [sys.argv[1] + "/core"]; sys.modules["core"] = core
from core.settings import load_with_sources
loaded = load_with_sources()
print(json.dumps({"cached": loaded.cached, "k": loaded.settings.recall.k,
                  "loaded": sorted(m for m in ("pydantic", "pydantic_core", "tomllib", "annotated_types")
                                   if m in sys.modules)}))
"""


def _probe() -> dict:
    done = subprocess.run([sys.executable, "-c", PROBE, str(REPO_ROOT)], capture_output=True, text=True,
                          env=dict(os.environ), timeout=60, check=True)
    return json.loads(done.stdout)


def test_the_defaults_and_a_cache_hit_import_no_pydantic_or_tomllib(isolated_home, monkeypatch):
    assert _probe() == {"cached": False, "k": 8, "loaded": []}
    path = Path(os.environ["MEMDESK_CONFIG"])
    path.parent.mkdir(parents=True, exist_ok=True)
    path.write_text(SAMPLE, encoding="utf-8")
    monkeypatch.setenv("MEMDESK_TOKEN", "token-0123456789abcdef")
    cold = _probe()
    assert cold["cached"] is False and {"pydantic", "tomllib", "annotated_types"} <= set(cold["loaded"])
    assert _probe() == {"cached": True, "k": 12, "loaded": []}
