"""The HTTP service bounds what a client can hold: slow headers, slow bodies, big bodies.

A live uvicorn server (memdesk's own configuration: :func:`core.interfaces.http.runner.uvicorn_config`)
runs in a thread on a free loopback port with the slow-client limits shortened, so
a slowloris-style client is cut off in about a second. A real ``memdesk serve``
process also keeps answering while dozens of slow connections are open.
"""

from __future__ import annotations

import http.client
import json
import socket
import sqlite3
import threading
import time

import pytest
import uvicorn

from core import Engine, Settings
from core.interfaces.http import security
from core.interfaces.http.runner import bind_socket, uvicorn_config
from core.interfaces.launch import http_app
from core.settings.model import ServerSettings
from support.mcp import served

HEADER_S, BODY_S = 0.6, 0.8
DEADLINE_S = 10.0


@pytest.fixture
def live(tmp_path, monkeypatch):
    """(host, port, engine) of a live server with short slow-client limits; stopped and joined afterwards."""
    monkeypatch.setattr(security, "HEADER_TIMEOUT_S", HEADER_S)
    monkeypatch.setattr(security, "BODY_TIMEOUT_S", BODY_S)
    engine = Engine(tmp_path / "store.db", settings=Settings())
    sock = bind_socket("127.0.0.1", 0)
    server = uvicorn.Server(uvicorn_config(http_app(engine)))
    thread = threading.Thread(target=server.run, kwargs={"sockets": [sock]}, daemon=True)
    thread.start()
    deadline = time.monotonic() + DEADLINE_S
    while not server.started and time.monotonic() < deadline:
        time.sleep(0.01)
    assert server.started
    try:
        yield "127.0.0.1", sock.getsockname()[1], engine
    finally:
        server.should_exit = True
        thread.join(timeout=DEADLINE_S)
        sock.close()
        engine.close()


def _request(host, port, method, path, body=None, headers=None, timeout=5.0):
    conn = http.client.HTTPConnection(host, port, timeout=timeout)
    try:
        conn.request(method, path, body=body, headers={"Content-Type": "application/json", **(headers or {})})
        reply = conn.getresponse()
        return reply.status, reply.read()
    finally:
        conn.close()


def _closed_by_server(sock: socket.socket, deadline: float) -> bytes | None:
    """What the server sent before closing (``None`` if it kept the connection past ``deadline``)."""
    sock.settimeout(0.1)
    received = b""
    while time.monotonic() < deadline:
        try:
            chunk = sock.recv(4096)
        except TimeoutError:
            continue
        except ConnectionResetError:
            return received
        if not chunk:
            return received
        received += chunk
    return None


def test_slow_headers_are_cut_off_and_others_are_served_meanwhile(live):
    host, port, _ = live
    slow = []
    for _ in range(20):
        sock = socket.create_connection((host, port))
        sock.sendall(b"GET /health HTTP/1.1\r\nHost: 127.0.0.1\r\nX-Slow: 1\r\n")
        slow.append(sock)
    try:
        started = time.monotonic()
        assert _request(host, port, "GET", "/health")[0] == 200
        assert time.monotonic() - started < 2.0
        deadline = time.monotonic() + DEADLINE_S
        for sock in slow:
            try:
                sock.sendall(b"X-Still-Coming: 1\r\n")  # dripping headers does not reset the clock
            except OSError:
                pass  # already cut off
        for sock in slow:
            assert _closed_by_server(sock, deadline) is not None, "a slow client kept its connection"
        assert time.monotonic() - started < HEADER_S + 3.0
    finally:
        for sock in slow:
            sock.close()


def test_a_slow_second_request_on_a_kept_alive_connection_is_cut_off_too(live):
    host, port, _ = live
    sock = socket.create_connection((host, port))
    try:
        sock.sendall(b"GET /health HTTP/1.1\r\nHost: 127.0.0.1\r\n\r\n")
        sock.settimeout(5)
        assert b"200 OK" in sock.recv(4096)
        sock.sendall(b"GET /health HTTP/1.1\r\nHost: 127.0")  # stops the keep-alive timer, then stalls
        assert _closed_by_server(sock, time.monotonic() + DEADLINE_S) is not None
    finally:
        sock.close()


def test_a_slow_body_gets_a_408_and_nothing_is_written(live):
    host, port, engine = live
    sock = socket.create_connection((host, port))
    try:
        sock.sendall(b"POST /v1/remember HTTP/1.1\r\nHost: 127.0.0.1\r\nContent-Type: application/json\r\n"
                     b"Content-Length: 200\r\n\r\n{\"content\": \"")
        deadline = time.monotonic() + DEADLINE_S
        answer = None
        while answer is None and time.monotonic() < deadline:
            try:
                sock.sendall(b"a")
            except OSError:  # the server already answered and closed: read what it said
                pass
            answer = _closed_by_server_or_answered(sock)
        assert answer is not None, "the slow body was never cut off"
        answer += _closed_by_server(sock, deadline) or b""  # the rest of the reply, up to the close
        assert b" 408 " in answer.split(b"\r\n")[0], answer
        assert json.loads(answer.split(b"\r\n\r\n", 1)[1])["code"] == "body_timeout"
    finally:
        sock.close()
    assert engine.memories.count() == 0


def _closed_by_server_or_answered(sock: socket.socket) -> bytes | None:
    sock.settimeout(0.2)
    try:
        data = sock.recv(4096)
    except TimeoutError:
        return None
    return data or b"(closed)"


def test_a_slow_handler_is_not_mistaken_for_a_slow_client(live):
    """The header clock stops once the request is in: a write waiting on a busy store still completes."""
    host, port, engine = live
    blocker = sqlite3.connect(engine.path, isolation_level=None, check_same_thread=False)
    blocker.execute("BEGIN IMMEDIATE")
    release = threading.Timer(HEADER_S + BODY_S + 0.5, lambda: blocker.execute("COMMIT"))
    release.start()
    try:
        status, body = _request(host, port, "POST", "/v1/remember", body=json.dumps({"content": "waited for the lock"}),
                                timeout=30)
    finally:
        release.join()
        blocker.close()
    assert status == 200 and json.loads(body)["status"] == "pending"


@pytest.mark.parametrize("path", ["/v1/remember", "/mcp"])
def test_oversized_bodies_are_refused_declared_or_chunked(live, path):
    host, port, engine = live
    limit = ServerSettings().max_body_bytes
    status, body = _request(host, port, "POST", path, body=b"x" * (limit + 1),
                            headers={"Accept": "application/json, text/event-stream"})
    assert status == 413 and json.loads(body)["code"] == "body_too_large"
    conn = http.client.HTTPConnection(host, port, timeout=10)
    try:
        conn.putrequest("POST", path)
        conn.putheader("Transfer-Encoding", "chunked")
        conn.putheader("Content-Type", "application/json")
        conn.endheaders()
        chunk = b"y" * 65536
        for _ in range(limit // len(chunk) + 2):
            conn.send(b"%x\r\n%s\r\n" % (len(chunk), chunk))
        conn.send(b"0\r\n\r\n")
        reply = conn.getresponse()
        assert reply.status == 413 and json.loads(reply.read())["code"] == "body_too_large"
    finally:
        conn.close()
    assert engine.memories.count() == 0


@pytest.mark.slow
def test_a_real_server_keeps_answering_while_many_slow_clients_hang_on(tmp_path):
    home = tmp_path / "home"
    with served(tmp_path / "store.db", home) as status:
        slow = []
        try:
            for _ in range(60):
                sock = socket.create_connection((status.host, status.port))
                sock.sendall(b"POST /v1/remember HTTP/1.1\r\nHost: 127.0.0.1\r\nContent-Length: 100\r\n\r\n{")
                slow.append(sock)
            started = time.monotonic()
            for n in range(5):
                code, body = _request(status.host, status.port, "POST", "/v1/remember",
                                      body=json.dumps({"content": f"written past slow clients {n}"}))
                assert code == 200, body
            assert time.monotonic() - started < 10.0
        finally:
            for sock in slow:
                sock.close()
