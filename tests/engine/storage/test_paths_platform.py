"""core.paths answers like platformdirs (it skips importing it on Linux, for start-up: issue 18 item 1)."""

from __future__ import annotations

from pathlib import Path

import platformdirs
import pytest

from core import paths


@pytest.mark.parametrize("xdg", [None, "", "  ", "/tmp/xdg-elsewhere"])
@pytest.mark.parametrize("kind", ["data", "config", "cache"])
def test_user_dirs_match_platformdirs(monkeypatch, tmp_path, kind, xdg):
    monkeypatch.setenv("HOME", str(tmp_path))
    variable = {"data": "XDG_DATA_HOME", "config": "XDG_CONFIG_HOME", "cache": "XDG_CACHE_HOME"}[kind]
    if xdg is None:
        monkeypatch.delenv(variable, raising=False)
    else:
        monkeypatch.setenv(variable, xdg)
    expected = Path(getattr(platformdirs, f"user_{kind}_dir")("memdesk"))
    assert paths._user_dir(kind) == expected


def test_config_and_data_paths_use_them(monkeypatch, tmp_path):
    for variable in ("MEMDESK_HOME", "MEMDESK_CONFIG", "XDG_CONFIG_HOME", "XDG_DATA_HOME"):
        monkeypatch.delenv(variable, raising=False)
    monkeypatch.setenv("HOME", str(tmp_path))
    assert paths.config_path() == Path(platformdirs.user_config_dir("memdesk")) / "config.toml"
    assert paths.default_db_path() == Path(platformdirs.user_data_dir("memdesk")) / "memdesk.db"
