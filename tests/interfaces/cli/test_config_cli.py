"""``memdesk config``: every setting with its value and where it came from; a bad file is named, never shown half."""

from __future__ import annotations

import os
from pathlib import Path

from core.settings import Settings
from core.settings.explain import rows

FILE = """\
[recall]
k = 12

[judge]
max_calls = 10

[llm]
api_key = "sk-file-secret-value"

[[screens.rules]]
pattern = "session summary"
reason = "session summaries are not facts"
"""


def write_config(text: str) -> Path:
    path = Path(os.environ["MEMDESK_CONFIG"])
    path.parent.mkdir(parents=True, exist_ok=True)
    path.write_text(text, encoding="utf-8")
    return path


def test_with_no_file_every_setting_is_a_default(cli, isolated_home):
    result = cli("config", "--json", db=None)
    assert result.code == 0, result.stderr
    data = result.json
    assert data["file"] == os.environ["MEMDESK_CONFIG"] and data["file_exists"] is False
    assert list(data["settings"]) == [row.key for row in rows(Settings())]
    assert {entry["source"] for entry in data["settings"].values()} == {"default"}
    assert data["settings"]["recall.k"] == {"value": 8, "source": "default", "env": None}
    assert data["settings"]["store.path"] == {"value": None, "source": "default", "env": "MEMDESK_DB"}
    assert data["settings"]["server.token"]["value"] == "unset"


def test_values_and_sources_from_the_file_and_the_environment(cli, isolated_home, monkeypatch):
    write_config(FILE)
    monkeypatch.setenv("MEMDESK_JUDGE_MODEL", "sonnet")
    monkeypatch.setenv("MEMDESK_TOKEN", "env-token-0123456789abcdef")
    result = cli("config", "--json", db=None)
    assert result.code == 0, result.stderr
    settings = result.json["settings"]
    assert settings["recall.k"] == {"value": 12, "source": "file", "env": None}
    assert settings["judge.max_calls"]["source"] == "file" and settings["judge.min_confidence"]["source"] == "default"
    assert settings["judge.model"] == {"value": "sonnet", "source": "env:MEMDESK_JUDGE_MODEL",
                                       "env": "MEMDESK_JUDGE_MODEL"}
    assert settings["screens.rules"]["value"] == [{"pattern": "session summary",
                                                   "reason": "session summaries are not facts", "namespace": None}]
    assert settings["llm.api_key"] == {"value": "set", "source": "file", "env": "MEMDESK_LLM_API_KEY"}
    assert settings["server.token"] == {"value": "set", "source": "env:MEMDESK_TOKEN", "env": "MEMDESK_TOKEN"}
    assert settings["llm.anthropic_api_key"]["value"] == "unset"
    assert "sk-file-secret-value" not in result.stdout and "env-token-0123456789abcdef" not in result.stdout


def test_the_table_for_people(cli, isolated_home, monkeypatch):
    write_config(FILE)
    monkeypatch.setenv("MEMDESK_TOKEN", "env-token-0123456789abcdef")
    result = cli("config", db=None)
    assert result.code == 0, result.stderr
    lines = [" ".join(line.split()) for line in result.stdout.splitlines()]
    assert lines[0] == f"config file: {os.environ['MEMDESK_CONFIG']} (MEMDESK_CONFIG)"
    assert "recall.k 12 file" in lines and "recall.budget_chars 6000 default" in lines
    assert "llm.api_key set file" in lines and "server.token set env:MEMDESK_TOKEN" in lines
    assert "store.synchronous \"normal\" default" in lines
    assert "sk-file-secret" not in result.stdout and "env-token" not in result.stdout


def test_defaults_ignores_the_file_and_the_environment(cli, isolated_home, monkeypatch):
    write_config("[recall]\nk = 12\n")
    monkeypatch.setenv("MEMDESK_LLM_MODEL", "haiku")
    data = cli("config", "--defaults", "--json", db=None).json
    assert data["defaults_only"] is True
    assert data["settings"]["recall.k"]["value"] == 8 and data["settings"]["llm.model"]["value"] is None


def test_a_bad_file_is_an_error_naming_the_file_and_the_key(cli, isolated_home):
    path = write_config("[recall]\nk = 0\n\n[pins]\nqoata = 3\n")
    human = cli("config", db=None)
    assert human.code == 1 and human.stdout == ""
    message = " ".join(human.stderr.split())
    assert f"{path}: [recall] k must be a whole number ≥ 1 (got 0)" in message
    assert f"{path}: [pins] qoata is not a setting; did you mean quota?" in message
    as_json = cli("config", "--json", db=None)
    assert as_json.code == 1 and as_json.json["code"] == "invalid_config"
    assert as_json.json["error"].startswith(f"{path}: [recall] k must be")


def test_every_command_refuses_a_bad_file_the_same_way(cli, isolated_home):
    path = write_config("[recall]\nk = 0\n")
    result = cli("recall", "anything", "--json")
    assert result.code == 1 and result.json["code"] == "invalid_config"
    assert result.json["error"] == f"{path}: [recall] k must be a whole number ≥ 1 (got 0)"
