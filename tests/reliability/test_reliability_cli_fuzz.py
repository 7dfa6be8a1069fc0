"""Hostile CLI input: property-based tests over every command's arguments.

Whatever the arguments — wrong types, huge numbers, unicode, control characters, lone
surrogates (what Linux hands Python for bytes that are not UTF-8), FTS5 syntax, option
look-alikes, deep or broken JSON files — ``memdesk`` answers with an exit code of 0, 1
or 2 and, with ``--json``, exactly one JSON document (``{"error", "code"}`` on
failure). It never raises, never prints a traceback, and never damages the store.
"""

from __future__ import annotations

import io
import json
import sqlite3
import subprocess
import sys

import pytest
from hypothesis import HealthCheck, given, settings
from hypothesis import strategies as st

from core import Engine, Settings
from core.interfaces.cli import main
from support import REPO_ROOT, run_memdesk_process
from support.reliability import FUZZ_SCALE, raw_integrity

FTS_SYNTAX = [
    '"', '""', "'", "*", "NEAR(", "NEAR(a b, 3)", "a OR", "AND", "NOT NOT", "^start", "col:value", "content:x",
    "{content summary}: x", "(((", ")", "-", "--", "+", "a AND (b OR", '"unterminated', "\\", "%", "_", "x*y*",
    "memories_fts", "'); DROP TABLE memories; --", "rank", "bm25(", "\x00", "\ud800", "\udcff", "\x1b[31m",
    "[bold]rich[/]", "[/]", "<!-- memdesk:end -->", "\u202e", "\ufeff", "🧠" * 50, "a" * 5000, " ", "\t\n",
]
NUMBERS = ["0", "-1", "1", "2", "3", "#1", "1.5", "1e309", "nan", "inf", "-inf", "99999999999999999999",
           "9" * 5000, "0x10", "²", "٣", "1_000", " 7 ", "", "true", "null"]
STATUSES = ["pending", "promoted", "all", "superseded,stale", "bogus", "", ",,,", "PROMOTED"]

weird_text = st.one_of(
    st.sampled_from(FTS_SYNTAX),
    st.text(max_size=60),
    st.text(alphabet=st.characters(codec="utf-8", exclude_categories=("Cs",)), max_size=200),
    st.text(alphabet=st.characters(min_codepoint=0, max_codepoint=0x3000), max_size=40),
)
number = st.one_of(st.sampled_from(NUMBERS), st.integers(-10, 40).map(str), st.integers().map(str))
ids = st.lists(number, min_size=1, max_size=4)


def _opt(flag: str, values) -> st.SearchStrategy:
    return st.one_of(st.just([]), values.map(lambda v: [flag, v]))


def _argv(*parts: st.SearchStrategy) -> st.SearchStrategy:
    return st.tuples(*parts).map(lambda chunks: [piece for chunk in chunks for piece in chunk])


fixed = st.just
COMMANDS = st.one_of(
    _argv(fixed(["remember"]), weird_text.map(lambda t: [t]), _opt("--kind", weird_text), _opt("--tags", weird_text),
          _opt("--level", st.sampled_from(["meta", "semi", "trace", "x"])), _opt("--importance", number),
          _opt("--external-id", weird_text), _opt("--source", weird_text), _opt("--session", weird_text),
          _opt("--event-time", st.one_of(weird_text,
                                         st.sampled_from(["2026-01-01", "9999-99-99", "0001-01-01T00:00:00Z"]))),
          _opt("--ns", weird_text), st.sampled_from([[], ["--force"]])),
    _argv(st.sampled_from([["recall"], ["search"], ["ask"]]), st.lists(weird_text, min_size=1, max_size=3),
          _opt("-k", number), _opt("--kind", weird_text), _opt("--ns", weird_text),
          st.sampled_from([[], ["--explain"]])),
    _argv(fixed(["search"]), weird_text.map(lambda t: [t]), _opt("--status", st.sampled_from(STATUSES)),
          st.sampled_from([[], ["--all-ns"]])),
    _argv(st.sampled_from([["get"], ["show"], ["graph"], ["explain"]]), number.map(lambda n: [n]),
          _opt("--depth", number), _opt("--query", weird_text)),
    _argv(fixed(["list"]), _opt("--status", st.sampled_from(STATUSES)), _opt("--kind", weird_text),
          _opt("--source", weird_text), _opt("--limit", number), _opt("--ns", weird_text)),
    _argv(st.sampled_from([["promote"], ["reject"], ["forget"], ["verify"], ["restore"], ["archive"],
                           ["archive", "--restore"]]), ids, _opt("--reason", weird_text)),
    _argv(fixed(["reject"]), ids, _opt("--as-rule", weird_text), fixed(["--reason", "hostile test"])),
    _argv(fixed(["restore", "--by"]), number.map(lambda n: [n])),
    _argv(fixed(["purge", "--yes"]), ids, st.sampled_from([[], ["--any-status"]])),
    _argv(fixed(["amend"]), number.map(lambda n: [n]), weird_text.map(lambda t: [t]), _opt("--reason", weird_text)),
    _argv(fixed(["edit"]), number.map(lambda n: [n]), _opt("--text", weird_text), _opt("--tags", weird_text),
          _opt("--kind", weird_text)),
    _argv(fixed(["undo"]), _opt("--op", number), st.sampled_from([[], ["--any"]])),
    _argv(fixed(["sync"]), _opt("--kind", weird_text), _opt("--limit", number), _opt("--id", number),
          st.sampled_from([[], ["--apply"]])),
    _argv(fixed(["link"]), number.map(lambda n: [n]), number.map(lambda n: [n]),
          st.sampled_from(["related_to", "supports", "supersedes", "bogus", ""]).map(lambda t: ["--type", t]),
          _opt("--weight", number)),
    _argv(fixed(["prune"]), _opt("--keep", number), _opt("--older-than", number), st.sampled_from([[], ["--dry-run"]])),
    _argv(st.sampled_from([["consolidate", "--dry-run"], ["consolidate", "--list"], ["stats"], ["doctor"], ["agent"],
                           ["rules", "list"], ["generation", "list"]])),
    _argv(fixed(["merge-apply"]), number.map(lambda n: [n]), _opt("--text", weird_text)),
    _argv(fixed(["rules", "add"]), weird_text.map(lambda t: [t]), fixed(["--reason"]), weird_text.map(lambda t: [t])),
    _argv(fixed(["rules", "remove"]), number.map(lambda n: [n])),
    _argv(fixed(["generation", "create"]), _opt("--label", weird_text), _opt("--parent", number)),
    _argv(st.sampled_from([["generation", v] for v in ("show", "seal", "validate", "promote", "reject", "rollback")]),
          number.map(lambda n: [n]), _opt("--probe", weird_text), _opt("--reason", weird_text)),
    _argv(fixed(["generation", "diff"]), number.map(lambda n: [n]), number.map(lambda n: [n])),
)


def _seed(path) -> None:
    with Engine(path, settings=Settings()) as engine:
        results = engine.memories.remember_many([
            {"content": "The build server is ci-3.internal", "kind": "infra"},
            {"content": "The user prefers tabs in Go code", "kind": "preference"},
            {"content": "Deploys go out on Tuesdays", "kind": "project", "namespace": "webapp"},
            {"content": "Use ruff for linting"},
        ])
        engine.memories.promote([results[0].id, results[1].id])
        engine.links.link(results[0].id, results[3].id, "related_to")
        generation = engine.generations.create(label="first").generation
        engine.generations.seal(generation)


def _run(db, argv: list[str], *, json_mode: bool):
    out, err = io.StringIO(), io.StringIO()
    full = ["--db", str(db), *(["--json"] if json_mode else []), *argv]
    code = main(full, stdout=out, stderr=err)
    return code, out.getvalue(), err.getvalue()


def _check_answer(argv, code, stdout, stderr, *, json_mode: bool) -> None:
    assert code in (0, 1, 2), (argv, code, stdout, stderr)
    assert "Traceback" not in stderr and "Traceback" not in stdout, (argv, stderr)
    if json_mode and (code in (0, 1) or stdout.strip()):
        document = json.loads(stdout)  # exactly one JSON document, or this raises
        assert isinstance(document, dict), (argv, stdout)
        if code == 1 and "error" in document:
            assert isinstance(document["code"], str) and document["error"], (argv, document)


@pytest.fixture(scope="module")
def fuzz_store(tmp_path_factory):
    path = tmp_path_factory.mktemp("fuzz") / "store.db"
    _seed(path)
    yield path
    assert raw_integrity(path) == "ok"


@settings(max_examples=260 * FUZZ_SCALE, deadline=None, derandomize=FUZZ_SCALE == 1,
          suppress_health_check=[HealthCheck.function_scoped_fixture, HealthCheck.too_slow])
@given(argv=COMMANDS, json_mode=st.booleans())
def test_any_arguments_get_a_clear_answer_and_never_a_traceback(fuzz_store, argv, json_mode):
    code, stdout, stderr = _run(fuzz_store, argv, json_mode=json_mode)
    _check_answer(argv, code, stdout, stderr, json_mode=json_mode)


def test_the_store_survives_the_fuzzing_intact(fuzz_store):
    # Runs after the property test in file order; the fixture's teardown checks integrity too.
    conn = sqlite3.connect(fuzz_store)
    try:
        assert conn.execute("PRAGMA integrity_check").fetchone()[0] == "ok"
        bad = conn.execute("SELECT count(*) FROM memories WHERE content = '' OR content_hash = ''").fetchone()[0]
        assert bad == 0
    finally:
        conn.close()


JSON_FILES = {
    "deep_array": "[" * 60000 + "]" * 60000,
    "deep_object": '{"a":' * 3000 + "1" + "}" * 3000,
    "not_json": "memories: yes\n",
    "binary": "\x00\x01\x02\xff",
    "empty": "",
    "array": "[1, 2, 3]",
    "wrong_format": json.dumps({"format": "other", "version": 1}),
    "huge_numbers": json.dumps({"format": "memdesk-backup", "version": 10 ** 400}),
    "nan": '{"format": "memdesk-backup", "version": NaN}',
}


@pytest.mark.parametrize("name", list(JSON_FILES))
def test_hostile_json_files_are_refused_clearly(tmp_path, cli, name):
    hostile = tmp_path / f"{name}.json"
    hostile.write_text(JSON_FILES[name], encoding="utf-8", errors="surrogateescape")
    _seed(tmp_path / "store.db")
    before = sqlite3.connect(tmp_path / "store.db").execute("SELECT count(*) FROM memories").fetchone()[0]
    for argv in (("restore-backup", str(hostile)), ("generation", "create", "--manifest", str(hostile)),
                 ("generation", "seal", "1", "--canary", str(hostile))):
        result = cli(*argv, "--json", db=tmp_path / "store.db")
        _check_answer(argv, result.code, result.stdout, result.stderr, json_mode=True)
        if argv[0] == "restore-backup":  # a manifest may legitimately be any small JSON object
            assert result.code == 1, (argv, result.stdout)
    after = sqlite3.connect(tmp_path / "store.db").execute("SELECT count(*) FROM memories").fetchone()[0]
    assert after == before


@pytest.mark.parametrize("target", ["folder", "missing", "dev_null"])
def test_backup_and_restore_paths_that_are_not_files_are_refused(tmp_path, cli, target):
    _seed(tmp_path / "store.db")
    path = {"folder": str(tmp_path), "missing": str(tmp_path / "nope" / "x.json"), "dev_null": "/dev/null"}[target]
    result = cli("restore-backup", path, "--json", db=tmp_path / "store.db")
    _check_answer(["restore-backup", path], result.code, result.stdout, result.stderr, json_mode=True)
    assert result.code == 1


@pytest.mark.slow
def test_bytes_that_are_not_utf8_in_real_argv_get_a_clear_error(tmp_path):
    """Linux passes such bytes as lone surrogates; only a real process shows what stdout does with them."""
    db = tmp_path / "store.db"
    for argv in ([b"remember", b"bad \xff\xfe bytes"], [b"recall", b"q\xff"], [b"remember", b"ok", b"--tags", b"\xc3"],
                 [b"list", b"--kind", b"\xed\xa0\x80"]):
        command = [sys.executable.encode(), b"-m", b"core.interfaces.cli", b"--db", str(db).encode(), *argv, b"--json"]
        done = subprocess.run(command, capture_output=True, cwd=REPO_ROOT, timeout=60,
                              env={"PYTHONPATH": str(REPO_ROOT), "HOME": str(tmp_path), "MEMDESK_HOME": str(tmp_path)})
        assert done.returncode in (1, 2), (argv, done.stdout, done.stderr)
        assert b"Traceback" not in done.stderr, done.stderr.decode(errors="replace")
        if done.stdout:
            assert json.loads(done.stdout)["code"]
    assert run_memdesk_process("--db", str(db), "doctor", "--json").returncode in (0, 1)


MARKUP = ["[/]", "x\\[/]", "[bold]", "[link=file:///etc/passwd]x[/link]", "\\", "[/nope]"]


@pytest.mark.parametrize("text", MARKUP)
def test_markup_looking_input_is_printed_as_text_in_human_output(tmp_path, cli, text):
    """Found by the fuzzer: escape() then !r doubled the escaping backslash and rich read the markup."""
    db = tmp_path / "store.db"
    _seed(db)
    for argv in (("search", text), ("recall", text), ("ask", text), ("explain", "1", "--query", text),
                 ("rules", "add", text, "--reason", "because"), ("rules", "remove", "1"),
                 ("remember", f"note about {text}"), ("list",)):
        result = cli(*argv, db=db)
        assert result.code in (0, 1), (argv, result.stdout, result.stderr)
        assert "Traceback" not in result.stderr and "MarkupError" not in result.stderr
