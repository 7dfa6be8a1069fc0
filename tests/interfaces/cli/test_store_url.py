"""A ``postgresql://`` store named on the command line, in ``MEMDESK_DB`` or in ``[store] url``:
served when the PostgreSQL extra is installed, refused with the ``pip install`` to run when it is
not, and never taken for a file name (no file or folder called ``postgresql:`` is ever made)."""

from __future__ import annotations

import io
import sys

import pytest

from core.interfaces.cli import main
from core.paths import store_argument

URL = "postgresql://memdesk@127.0.0.1:1/memdesk"


def run(*argv: str) -> tuple[int, str]:
    out, err = io.StringIO(), io.StringIO()
    code = main(list(argv), stdout=out, stderr=err)
    return code, out.getvalue() + err.getvalue()


def everything_under(folder) -> list[str]:
    return sorted(str(p.relative_to(folder)) for p in folder.rglob("*"))


@pytest.mark.parametrize("route", ["--db", "MEMDESK_DB", "[store] url"])
def test_without_the_extra_a_url_is_refused_with_the_pip_install_and_nothing_is_made(
        route, isolated_home, tmp_path, monkeypatch):
    for module in ("psycopg", "psycopg_pool"):  # as on an installation without memdesk[postgres]
        monkeypatch.setitem(sys.modules, module, None)
    work = tmp_path / "work"
    work.mkdir()
    monkeypatch.chdir(work)
    argv = ["remember", "we deploy on fridays", "--json"]
    if route == "--db":
        argv = ["--db", URL, *argv]
    elif route == "MEMDESK_DB":
        monkeypatch.setenv("MEMDESK_DB", URL)
    else:
        config = isolated_home / "memdesk" / "config.toml"
        config.parent.mkdir(parents=True, exist_ok=True)
        config.write_text(f'[store]\nurl = "{URL}"\n', encoding="utf-8")
    code, said = run(*argv)
    assert code == 1
    assert "postgres_not_installed" in said and "pip install 'memdesk[postgres]'" in said
    assert everything_under(work) == []
    assert not [p for p in isolated_home.rglob("*") if "postgres" in p.name]


@pytest.mark.parametrize("value", ["postgresql:/db.internal/memdesk", "postgres:", "PostgreSQL:memdesk"])
@pytest.mark.parametrize("route", ["--db", "MEMDESK_DB"])
def test_a_mistyped_url_is_refused_as_a_url_never_made_a_file(value, route, isolated_home, tmp_path, monkeypatch):
    work = tmp_path / "work"
    work.mkdir()
    monkeypatch.chdir(work)
    if route == "--db":
        code, said = run("--db", value, "remember", "we deploy on fridays", "--json")
    else:
        monkeypatch.setenv("MEMDESK_DB", value)
        code, said = run("remember", "we deploy on fridays", "--json")
    assert code != 0
    assert "postgresql://" in said
    assert everything_under(work) == []
    assert not [p for p in isolated_home.rglob("*") if "postgres" in p.name.lower()]


@pytest.mark.postgres
def test_a_url_in_memdesk_db_is_served(isolated_home, pg_store_url, monkeypatch, tmp_path):
    monkeypatch.chdir(tmp_path)
    monkeypatch.setenv("MEMDESK_DB", store_argument(pg_store_url))
    code, said = run("remember", "the staging database is called atlas", "--json")
    assert code == 0, said
    code, said = run("show", "1", "--json")
    assert code == 0 and "the staging database is called atlas" in said
    assert [p.name for p in tmp_path.iterdir()] == []


def test_memdesk_config_never_prints_the_urls_password(isolated_home, monkeypatch):
    monkeypatch.setenv("MEMDESK_DB", "postgresql://team:s3cret-pw@db.internal/memdesk?sslmode=require&password=s3cret-pw")
    for argv in (["config"], ["config", "--json"]):
        code, said = run(*argv)
        assert code == 0 and "s3cret-pw" not in said
        assert "postgresql://team:***@db.internal/memdesk" in said
