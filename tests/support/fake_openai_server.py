"""A tiny OpenAI-compatible chat server on a free loopback port, for tests.

It speaks just enough of ``POST /v1/chat/completions`` for memdesk's provider: it
records every request body and answers with whatever the test's ``responder``
returns, so the real HTTP client, retries and parsing run end to end. Use the
``fake_llm`` fixture (import it into a test module) and :func:`use_fake_llm` to point
memdesk at it.
"""

from __future__ import annotations

import json
import re
import threading
from collections.abc import Callable
from dataclasses import dataclass
from http.server import BaseHTTPRequestHandler, ThreadingHTTPServer
from typing import Any

import pytest


@dataclass
class Reply:
    """What the server sends: a status and a JSON body or raw text; ``hang`` waits until released."""

    status: int = 200
    body: Any = None
    text: str | None = None
    hang: bool = False


def chat(content: str) -> Reply:
    """A successful chat completion whose message is ``content``."""
    return Reply(200, {"id": "chatcmpl-test", "object": "chat.completion", "model": "local-test",
                       "choices": [{"index": 0, "finish_reason": "stop",
                                    "message": {"role": "assistant", "content": content}}],
                       "usage": {"prompt_tokens": 10, "completion_tokens": 5, "total_tokens": 15}})


def chat_json(data: Any) -> Reply:
    """A chat completion whose message is ``data`` as JSON text."""
    return chat(json.dumps(data))


_FENCED = re.compile(r"<<<(DATA_[0-9A-F]+) ([^\n]*)\n(.*?)\n\1>>>", re.DOTALL)


def fenced_blocks(prompt: str) -> list[tuple[str, str]]:
    """``(label, text)`` of every fenced block in a prompt, in order."""
    return [(m.group(2), m.group(3)) for m in _FENCED.finditer(prompt)]


class FakeChatServer:
    """The server; ``requests`` holds each request's parsed JSON body, in order."""

    def __init__(self) -> None:
        self.requests: list[dict] = []
        self.responder: Callable[[dict], Reply] = lambda body: chat_json({})
        self.release = threading.Event()
        server = self

        class Handler(BaseHTTPRequestHandler):
            def log_message(self, *args) -> None:  # keep test output quiet
                pass

            def do_POST(self) -> None:  # noqa: N802 - http.server's naming
                length = int(self.headers.get("Content-Length", 0))
                raw = self.rfile.read(length)
                if self.path != "/v1/chat/completions":
                    self._send(Reply(404, {"error": {"message": f"no route {self.path}"}}))
                    return
                body = json.loads(raw)
                server.requests.append(body)
                reply = server.responder(body)
                if reply.hang:
                    server.release.wait(timeout=10)
                    return
                self._send(reply)

            def _send(self, reply: Reply) -> None:
                payload = (reply.text if reply.text is not None else json.dumps(reply.body)).encode("utf-8")
                try:
                    self.send_response(reply.status)
                    self.send_header("Content-Type", "application/json")
                    self.send_header("Content-Length", str(len(payload)))
                    self.end_headers()
                    self.wfile.write(payload)
                except OSError:
                    pass  # the client gave up (timeout tests)

        self._httpd = ThreadingHTTPServer(("127.0.0.1", 0), Handler)
        self._httpd.daemon_threads = True
        self._thread = threading.Thread(target=self._httpd.serve_forever, kwargs={"poll_interval": 0.02}, daemon=True)

    @property
    def base_url(self) -> str:
        host, port = self._httpd.server_address[:2]
        return f"http://{host}:{port}/v1"

    def prompts(self) -> list[str]:
        """The user message of every request."""
        return [m["content"] for body in self.requests for m in body["messages"] if m["role"] == "user"]

    def start(self) -> FakeChatServer:
        self._thread.start()
        return self

    def stop(self) -> None:
        self.release.set()
        self._httpd.shutdown()
        self._httpd.server_close()
        self._thread.join(timeout=5)


@pytest.fixture
def fake_llm():
    """A running :class:`FakeChatServer`, stopped after the test."""
    server = FakeChatServer().start()
    yield server
    server.stop()


def use_fake_llm(monkeypatch, server: FakeChatServer, *, model: str = "local-test") -> None:
    """Point memdesk's OpenAI-compatible provider at ``server`` through the environment."""
    monkeypatch.setenv("MEMDESK_LLM_BASE_URL", server.base_url)
    monkeypatch.setenv("MEMDESK_LLM_MODEL", model)


@pytest.fixture
def network_attempts(monkeypatch) -> list[str]:
    """Fail and record any attempt to reach a network: httpx, httpx2 (the Anthropic SDK) and raw sockets."""
    import socket

    import httpx
    import httpx2

    attempts: list[str] = []

    def refuse(name):
        def blocked(self, *args, **kwargs):
            attempts.append(name)
            raise AssertionError(f"{name}: no network call may be attempted here")
        return blocked

    monkeypatch.setattr(httpx.Client, "send", refuse("httpx"))
    monkeypatch.setattr(httpx2.Client, "send", refuse("httpx2"))
    monkeypatch.setattr(socket.socket, "connect", refuse("socket"))
    return attempts


def write_config(home, text: str) -> None:
    """Write the test's config file (``MEMDESK_CONFIG`` points into the isolated home)."""
    path = home / "memdesk" / "config.toml"
    path.parent.mkdir(parents=True, exist_ok=True)
    path.write_text(text, encoding="utf-8")
