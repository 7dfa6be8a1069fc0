"""Issue 17 over HTTP: cross-site requests (item 3) and error-path redaction (item 16), against
``memdesk serve`` on a loopback socket.
"""

from __future__ import annotations

import json
from pathlib import Path

import httpx
import pytest

from support.mcp import served


def _write_config(home: Path, text: str) -> None:
    path = home / "memdesk" / "config.toml"  # MEMDESK_CONFIG, set by the autouse fixture
    path.parent.mkdir(parents=True, exist_ok=True)
    path.write_text(text, encoding="utf-8")


# == item 3: cross-site requests to the daemon =============================================


@pytest.fixture(scope="module")
def daemon(tmp_path_factory):
    """One loopback daemon (no token: the default) for the cross-site tests."""
    home = tmp_path_factory.mktemp("daemon-home")
    db = tmp_path_factory.mktemp("daemon-store") / "store.db"
    with served(db, home) as status:
        yield status, db


def test_item3_recall_over_get_is_refused_and_counts_no_access(daemon, cli):
    """Issue 17 item 3: a GET recall (what a page's <img> or fetch without Origin sends) changes
    state (access counts feed ranking and prune), so it is POST only; nothing is counted."""
    status, db = daemon
    memory_id = cli("remember", "The office router is at 10.0.0.1", "--kind", "infra", "--json", db=db).json["id"]
    cli("promote", str(memory_id), db=db)
    with httpx.Client(base_url=status.url, timeout=10) as http:
        plain = http.get("/v1/recall", params={"query": "office router"})
        answered = http.get("/v1/recall", params={"query": "office router", "answer": "true"})
        by_post = http.post("/v1/recall", json={"query": "office router"})
    assert plain.status_code in (403, 405), plain.text
    assert answered.status_code in (403, 405), answered.text
    assert by_post.status_code == 200
    assert cli("get", str(memory_id), "--json", db=db).json["access_count"] == 1  # the POST only


@pytest.mark.parametrize("method,path,body", [
    ("POST", "/v1/recall", {"query": "router"}),
    ("POST", "/v1/remember", {"content": "planted by a web page"}),
    ("GET", "/v1/stats", None),
    ("GET", "/v1/context", None),
    ("POST", "/mcp", {"jsonrpc": "2.0", "id": 1, "method": "tools/list"}),
])
def test_item3_requests_marked_cross_site_are_refused(daemon, cli, method, path, body):
    """Issue 17 item 3: `Sec-Fetch-Site: cross-site` (set by browsers, unforgeable by a page) → 403."""
    status, db = daemon
    headers = {"Sec-Fetch-Site": "cross-site", "Accept": "application/json, text/event-stream"}
    def stored() -> list[str]:
        return [m["content"] for m in cli("list", "--status", "all", "--json", db=db).json["memories"]]

    # The store is shared by the cases (module daemon) and the remember case's same-site control
    # stores its text: what the cross-site request must not do is change the store.
    before = stored()
    with httpx.Client(base_url=status.url, timeout=10) as http:
        reply = http.request(method, path, json=body, headers=headers)
        after = stored()
        same_site = http.request(method, path, json=body, headers={**headers, "Sec-Fetch-Site": "same-origin"})
    assert reply.status_code == 403, (reply.status_code, reply.text[:200])
    assert after == before
    assert same_site.status_code != 403  # control: only cross-site requests are refused


# == item 16: error-path redaction =========================================================


def test_item16_error_messages_redact_whole_paths_even_with_spaces(tmp_path, isolated_home):
    """Issue 17 item 16: an error body never carries a path's segments, even when a folder name holds
    spaces (here the operator's soul folder, which does not exist)."""
    soul = tmp_path / "Alice Smith" / "Acme Merger Plans" / "soul"
    _write_config(isolated_home, f"[soul]\ndir = {json.dumps(str(soul))}\n")
    with served(tmp_path / "store.db", isolated_home) as status, httpx.Client(base_url=status.url, timeout=10) as http:
        reply = http.get("/v1/soul")
    assert reply.status_code >= 400, reply.text  # the error path
    for segment in ("Alice", "Smith", "Acme", "Merger", "Plans", str(tmp_path)):
        assert segment not in reply.text, f"{segment!r} leaked: {reply.text}"
