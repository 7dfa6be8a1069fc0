"""The settings model: every default in one place, and a bad value is an error naming the key and what it allows."""

from __future__ import annotations

import dataclasses
from pathlib import Path

import pytest

from core.errors import ValidationError
from core.settings import Secret, Settings, load_settings, settings_from_dict
from core.settings.model import DEFAULT_DECAY_DAYS, ServerSettings, UpkeepSettings

CONFIG = Path("/etc/memdesk/config.toml")


def refused(data: dict, *, file: Path = CONFIG, env: dict | None = None) -> str:
    with pytest.raises(ValidationError) as caught:
        settings_from_dict(data, file=file, env=env or {})
    assert caught.value.code == "invalid_config"
    return caught.value.message


def test_the_defaults_need_no_file_and_are_read_only():
    settings = Settings()
    assert (settings.recall.k, settings.recall.budget_chars, settings.conflicts.blast_radius) == (8, 6000, 3)
    assert settings.server == ServerSettings("127.0.0.1", 8765, 1024 * 1024, (), None)
    assert settings.upkeep == UpkeepSettings(60, 30, False) and settings.upkeep.enabled
    assert dict(settings.decay) == DEFAULT_DECAY_DAYS
    assert settings_from_dict({}, env={}) == settings
    with pytest.raises(dataclasses.FrozenInstanceError):
        settings.recall.k = 3  # type: ignore[misc]
    with pytest.raises(dataclasses.FrozenInstanceError):
        del settings.recall.k  # type: ignore[misc]


def test_a_bad_value_names_the_file_the_key_and_what_is_allowed():
    assert refused({"recall": {"k": 0}}) == f"{CONFIG}: [recall] k must be a whole number ≥ 1 (got 0)"
    assert refused({"server": {"port": 70000}}) == \
        f"{CONFIG}: [server] port must be a whole number from 0 to 65535 (got 70000)"
    assert refused({"judge": {"min_confidence": 1.5}}).endswith(
        "[judge] min_confidence must be a number from 0 to 1 (got 1.5)")
    assert refused({"store": {"synchronous": "half"}}).endswith(
        '[store] synchronous must be one of "normal", "full" (got "half")')
    assert refused({"recall": 5}).endswith("[recall] must be a table with k, budget_chars")


def test_values_are_taken_as_toml_typed_them():
    assert refused({"upkeep": {"consolidate": "yes"}}).endswith(
        '[upkeep] consolidate must be true or false (got "yes")')
    assert refused({"recall": {"k": "5"}}).endswith('[recall] k must be a whole number ≥ 1 (got "5")')
    assert refused({"recall": {"k": True}}).endswith("[recall] k must be a whole number ≥ 1 (got true)")
    assert refused({"pins": {"quota": 2.0}}).endswith("[pins] quota must be a whole number ≥ 1 (got 2.0)")
    assert settings_from_dict({"judge": {"min_confidence": 1}}, env={}).judge.min_confidence == 1.0


def test_an_unknown_key_or_section_is_an_error_naming_the_nearest():
    assert refused({"recall": {"kk": 1}}) == f"{CONFIG}: [recall] kk is not a setting; did you mean k?"
    assert refused({"reccall": {"k": 1}}) == f"{CONFIG}: [reccall] is not a section; did you mean [recall]?"
    far = refused({"pins": {"zzz": 1}})
    assert far.endswith("[pins] zzz is not a setting; [pins] has quota")
    assert refused({"screens": {"rules": [{"pattern": "x", "reason": "y", "namespce": "a"}]}}).endswith(
        "[screens] rules entry 1: namespce is not a setting; did you mean namespace?")


def test_entries_of_lists_and_tables_are_named():
    message = refused({"screens": {"rules": [{"pattern": "p"}, {"pattern": " ", "reason": "r"}]}})
    assert message.splitlines() == [
        f"{CONFIG}: [screens] rules entry 1 needs reason (text that is not empty)",
        f'{CONFIG}: [screens] rules entry 2: pattern must be text that is not empty (got " ")',
    ]
    assert refused({"conflicts": {"kind_groups": [["a", 5]]}}).endswith(
        "[conflicts] kind_groups entry 1, item 2 must be a kind name (got 5)")
    assert refused({"decay": {"tooling": -1}}).endswith("[decay] tooling must be a whole number ≥ 0 (got -1)")
    assert refused({"llm": {"aliases": {"local": 3}}}).endswith(
        "[llm.aliases] local must be text that is not empty (got 3)")
    assert refused({"watch": {"suffixes": ["."]}}).endswith(
        '[watch] suffixes entry 1 must be a file ending such as ".md" (got ".")')


def test_every_error_is_reported_at_once():
    lines = refused({"recall": {"k": 0}, "pins": {"quota": 0}, "nope": {}}).splitlines()
    assert len(lines) == 3 and all(line.startswith(f"{CONFIG}: ") for line in lines)


def test_values_are_normalised_as_the_features_expect():
    settings = settings_from_dict({
        "risk": {"low": [" Tooling "]}, "capture": {"default_kind": "Fact"}, "store": {"synchronous": "FULL"},
        "watch": {"suffixes": ["MD", ".Txt"]}, "llm": {"aliases": {" Local ": " qwen3-8b "}, "provider": "OpenAI"},
        "decay": {"Tooling": 90}, "server": {"host": " 0.0.0.0 "},
    }, env={})
    assert settings.risk.low == ("tooling",) and settings.capture.default_kind == "fact"
    assert settings.store.synchronous == "full" and settings.watch.suffixes == (".md", ".txt")
    assert dict(settings.llm.aliases) == {"local": "qwen3-8b"} and settings.llm.provider == "openai"
    assert settings.decay["tooling"] == 90 and settings.decay["infra"] == 180, "a [decay] table keeps other defaults"
    assert settings.server.host == "0.0.0.0"
    assert settings.risk.tier("tooling") == "low" and settings.risk.tier("person") == "sensitive"
    assert settings.decay_for("tooling") == 90 and settings.decay_for("note") is None


def test_relative_paths_are_relative_to_the_config_file(tmp_path):
    home = Path("~").expanduser()
    settings = settings_from_dict({
        "soul": {"dir": "soul"}, "screens": {"instruction_files": ["CLAUDE.md", "~/AGENTS.md", "/abs/X.md"]},
        "context": {"auto_refresh": True, "files": ["a.md", {"path": "web/b.md", "ns": "web"}], "soul_dir": "s"},
    }, file=tmp_path / "cfg" / "config.toml", env={})
    assert settings.soul.dir == tmp_path / "cfg" / "soul" and settings.soul_dir() == settings.soul.dir
    assert settings.screens.instruction_files == (tmp_path / "cfg" / "CLAUDE.md", home / "AGENTS.md", Path("/abs/X.md"))
    assert [f.path for f in settings.context.files] == [tmp_path / "cfg" / "a.md", tmp_path / "cfg" / "web" / "b.md"]
    assert settings.context.files[1].ns == "web" and settings.context.files[0].ns is None


def test_tokens_and_the_anthropic_key_are_refused_in_the_file():
    assert refused({"server": {"token": "0123456789abcdef0123"}}) == (
        f"{CONFIG}: [server] token is read from MEMDESK_TOKEN only; take it out of the file and export it "
        "in the environment")
    assert "[llm] anthropic_api_key is read from" in refused({"llm": {"anthropic_api_key": "sk-ant"}})


def test_secrets_never_show_their_value():
    settings = settings_from_dict({"llm": {"api_key": "sk-file-secret"}},
                                  env={"MEMDESK_TOKEN": "env-secret-0123456789", "ANTHROPIC_API_KEY": "sk-ant-secret"})
    shown = repr(settings) + str(settings.server.token) + f"{settings.llm.api_key}"
    for value in ("sk-file-secret", "env-secret-0123456789", "sk-ant-secret"):
        assert value not in shown
    assert "Secret('set')" in shown
    assert settings.server.token == Secret("env-secret-0123456789")
    assert settings.llm.anthropic_api_key.get_secret_value() == "sk-ant-secret"
    message = refused({"llm": {"api_key": ""}})
    assert message.endswith("[llm] api_key must be text that is not empty (kept secret)"), "no (got …) for a secret"


def test_a_file_that_is_not_toml_names_the_file(tmp_path):
    path = tmp_path / "config.toml"
    path.write_text("[recall\nk = 1\n", encoding="utf-8")
    with pytest.raises(ValidationError, match=f"config file {path} is not valid TOML") as caught:
        load_settings(path, env={})
    assert caught.value.code == "invalid_config"
