"""``memdesk mcp``: MCP over stdio from a small JSON-RPC loop that is ready at once.

A client gives a server a short start-up grace: Codex starts a turn without any server
that has not answered ``initialize`` and ``tools/list`` in time. Loading the MCP SDK and
the engine takes most of a second, so this loop answers the handshake itself, with only
the standard library and :mod:`~core.interfaces.mcp.catalog` loaded, and opens the store
(or finds the daemon serving it) on a worker thread while the client settles in.

- ``initialize``, ``ping``, ``tools/list``, ``resources/list``, ``resources/templates/list``
  and ``prompts/list`` are answered at once, from the catalog the SDK server rendered;
- ``tools/call`` and ``resources/read`` run on the worker thread, in the order they came,
  through the same :class:`~core.interfaces.mcp.backend.Backend` as the SDK server, and are
  shaped as the SDK shapes them (a test drives both servers through the real MCP client and
  compares the bytes);
- notifications (``notifications/initialized``, ``…/cancelled``) need no answer; any other
  method is ``-32601 Method not found``, as from the SDK.

A client whose first message is not ``initialize`` — a 2026-era client opens with
``server/discover`` and never sends one — is handed, with that message unread, to the SDK
server (:func:`core.interfaces.mcp.stdio.run_stdio`), which speaks every protocol era.

Like the SDK's own transport, the loop keeps the wire to itself: file descriptors 0 and 1
are duplicated for the JSON-RPC stream and then pointed at the null device and at stderr,
so nothing the engine or a library prints can corrupt a message.
"""

from __future__ import annotations

import json
import os
import queue
import string
import sys
import threading
from collections.abc import Callable
from pathlib import Path
from typing import TYPE_CHECKING, Any

from core.interfaces.mcp import catalog

if TYPE_CHECKING:
    from core.interfaces.mcp.backend import Backend
    from core.interfaces.serving.results import Caller
    from core.paths import StoreURL
    from core.settings import Settings

# JSON-RPC error codes.
PARSE_ERROR = -32700
INVALID_REQUEST = -32600
METHOD_NOT_FOUND = -32601
INVALID_PARAMS = -32602
INTERNAL_ERROR = -32603
READ_SIZE = 64 * 1024
# Where a simple `{namespace}` ends in a resource URI (RFC 6570 simple expansion, as the SDK matches it).
_TEMPLATE_STOPS = frozenset("/?#&,")


class Wire:
    """The JSON-RPC stream on this process's stdin and stdout, one message per line."""

    def __init__(self, in_fd: int, out_fd: int):
        self.in_fd = in_fd
        self.out_fd = out_fd
        self._pending = bytearray()
        self._eof = False
        self._write_lock = threading.Lock()
        self.closed = False

    @classmethod
    def claim(cls) -> Wire:
        """Take fd 0 and 1 for the stream; from now on fd 0 reads nothing and fd 1 writes to stderr."""
        in_fd, out_fd = os.dup(0), os.dup(1)
        null = os.open(os.devnull, os.O_RDONLY)
        try:
            os.dup2(null, 0)
        finally:
            os.close(null)
        os.dup2(2, 1)
        return cls(in_fd, out_fd)

    def read_line(self) -> bytes | None:
        """The next line without its newline; ``None`` once the client has closed the stream."""
        while True:
            end = self._pending.find(b"\n")
            if end >= 0:
                line = bytes(self._pending[:end])
                del self._pending[:end + 1]
                return line
            if self._eof:
                if not self._pending:
                    return None
                line = bytes(self._pending)
                self._pending.clear()
                return line
            chunk = os.read(self.in_fd, READ_SIZE)
            if chunk:
                self._pending += chunk
            else:
                self._eof = True

    def send(self, message: dict[str, Any]) -> None:
        """Write one message as one line (whole, even from several threads); a gone reader is noted, not raised."""
        try:
            text = json.dumps(message, ensure_ascii=False, separators=(",", ":"), default=str)
            data = (text + "\n").encode("utf-8")
        except UnicodeEncodeError:  # a lone surrogate in stored text: escape it rather than send bad UTF-8
            data = (json.dumps(message, separators=(",", ":"), default=str) + "\n").encode("ascii")
        with self._write_lock:
            if self.closed:
                return
            view = memoryview(data)
            try:
                while view:
                    view = view[os.write(self.out_fd, view):]
            except OSError:
                self.closed = True

    def hand_over(self, unread: bytes) -> None:
        """Give the stream back to fd 0 and 1, with ``unread`` (and anything buffered) read first.

        A thread pumps ``unread`` and then the rest of the client's stream into a pipe on fd 0,
        so a server that claims the standard descriptors sees the stream from its start.
        """
        replay = unread + bytes(self._pending)
        self._pending.clear()
        read_end, write_end = os.pipe()

        def pump() -> None:
            try:
                os.write(write_end, replay)
                while not self._eof:
                    chunk = os.read(self.in_fd, READ_SIZE)
                    if not chunk:
                        break
                    os.write(write_end, chunk)
            except OSError:
                pass
            finally:
                os.close(write_end)

        threading.Thread(target=pump, name="memdesk-mcp-stdin", daemon=True).start()
        os.dup2(read_end, 0)
        os.close(read_end)
        os.dup2(self.out_fd, 1)


def response(ident: Any, result: Any) -> dict[str, Any]:
    return {"jsonrpc": "2.0", "id": ident, "result": result}


def error_response(ident: Any, code: int, message: str, data: Any = None) -> dict[str, Any]:
    error: dict[str, Any] = {"code": code, "message": message}
    if data is not None:
        error["data"] = data
    return {"jsonrpc": "2.0", "id": ident, "error": error}


def _valid_id(ident: Any) -> bool:
    return isinstance(ident, (str, int)) and not isinstance(ident, bool)


def _contains_traversal(value: str) -> bool:
    depth = 0
    for part in value.replace("\\", "/").split("/"):
        if part == "..":
            depth -= 1
            if depth < 0:
                return True
        elif part and part != ".":
            depth += 1
    return False


def _is_absolute(value: str) -> bool:
    return bool(value) and (value[0] in "/\\" or (len(value) >= 2 and value[1] == ":"
                                                   and value[0] in string.ascii_letters))


def resource_namespace(uri: str) -> tuple[str, str | None] | None:
    """Which resource ``uri`` names: ``("recall", None)`` (default namespace), ``("recall", ns)``,
    ``("soul", None)``, or ``None`` when it names none.

    The template ``memdesk://recall/{namespace}`` matches as the SDK matches it: the value
    stops at a structural character, is percent-decoded, and is refused when it holds a NUL,
    climbs out with ``..`` or looks like an absolute path.
    """
    if uri == catalog.RECALL_URI:
        return "recall", None
    if uri == catalog.SOUL_URI:
        return "soul", None
    if not uri.startswith(catalog.RECALL_PREFIX):
        return None
    raw = uri[len(catalog.RECALL_PREFIX):]
    if any(char in _TEMPLATE_STOPS for char in raw):
        return None
    from urllib.parse import unquote

    value = unquote(raw)
    if "\0" in value or _contains_traversal(value) or _is_absolute(value):
        return None
    return "recall", value


class Job:
    """A request the worker answers: ``tools/call`` or ``resources/read`` (no dataclass: ~10 ms to import)."""

    __slots__ = ("ident", "method", "params")

    def __init__(self, ident: Any, method: str, params: dict[str, Any]):
        self.ident = ident
        self.method = method
        self.params = params


class Worker:
    """Opens the backend and answers the requests that need the store, one at a time, on its own thread.

    The backend is opened here, so its store connection lives and dies on this thread.
    If it cannot be opened, every call answers why (the client stays connected and the
    agent can say what is wrong) and the reason goes to stderr.
    """

    def __init__(self, wire: Wire, open_backend: Callable[[], tuple[Backend, str]], *, client: str | None,
                 namespace: str):
        self.wire = wire
        self._open_backend = open_backend
        self._client = client
        self._namespace = namespace
        self._jobs: queue.SimpleQueue[Job | None] = queue.SimpleQueue()
        self._thread = threading.Thread(target=self._run, name="memdesk-mcp-worker", daemon=True)

    def start(self) -> None:
        self._thread.start()

    def submit(self, job: Job) -> None:
        self._jobs.put(job)

    def finish(self) -> None:
        """Answer what is queued, then close the backend."""
        self._jobs.put(None)
        self._thread.join()

    def _run(self) -> None:
        from core.interfaces.serving.results import Caller, clean_client_name

        caller = Caller(client=clean_client_name(self._client), transport="mcp", default_namespace=self._namespace)
        backend: Backend | None = None
        failure: Exception | None = None
        try:
            backend, how = self._open_backend()
            print(f"memdesk mcp: {how}", file=sys.stderr, flush=True)
        except Exception as exc:  # noqa: BLE001 - every later call reports it instead
            failure = exc
            print(f"memdesk mcp: cannot open the store: {_reason(exc)}", file=sys.stderr, flush=True)
        try:
            while (job := self._jobs.get()) is not None:
                try:
                    if backend is None:
                        answer = self._refuse(job, failure)
                    elif job.method == "tools/call":
                        answer = response(job.ident, self._call(backend, caller, job.params))
                    else:
                        answer = self._read(backend, caller, job)
                except Exception:  # noqa: BLE001 - a bug must not stop the worker and leave the client waiting
                    _log_failure(f"{job.method} failed unexpectedly")
                    answer = error_response(job.ident, INTERNAL_ERROR, "memdesk failed to answer; the server log "
                                            "has the details")
                self.wire.send(answer)
        finally:
            if backend is not None:
                backend.close()

    @staticmethod
    def _refuse(job: Job, failure: Exception | None) -> dict[str, Any]:
        """The answer to a request when the store could not be opened: the reason, as a tool error or a read error."""
        from core.errors import MemdeskError
        from core.interfaces.serving.results import error_outcome, public_message

        message = f"memdesk cannot open its store: {_reason(failure)}"
        if job.method == "tools/call":
            outcome = error_outcome(message, failure.code if isinstance(failure, MemdeskError) else "store_unavailable")
            return response(job.ident, tool_result(outcome.data, outcome.is_error))
        return error_response(job.ident, INTERNAL_ERROR, public_message(message), {"uri": job.params["uri"]})

    @staticmethod
    def _call(backend: Backend, caller: Caller, params: dict[str, Any]) -> dict[str, Any]:
        from core.interfaces.serving.results import error_outcome

        name = params["name"]
        try:
            outcome = backend.call(name, params.get("arguments"), caller)
        except Exception:  # noqa: BLE001 - a bug must not end the session
            _log_failure(f"tool {name} failed unexpectedly")
            outcome = error_outcome(f"{name} failed inside memdesk; the server log has the details", "internal")
        return tool_result(outcome.data, outcome.is_error)

    @staticmethod
    def _read(backend: Backend, caller: Caller, job: Job) -> dict[str, Any]:
        from core.errors import MemdeskError
        from core.interfaces.serving.results import public_message

        uri = job.params["uri"]
        kind, namespace = resource_namespace(uri) or ("", None)
        try:
            if kind == "soul":
                text = backend.soul()
            else:
                text = backend.context_block(caller.default_namespace if namespace is None else namespace, caller)
        except MemdeskError as exc:  # the reader gets the reason, as from the SDK server
            return error_response(job.ident, INTERNAL_ERROR, public_message(exc.message), {"uri": uri})
        return response(job.ident, {"contents": [{"mimeType": catalog.MIME_TYPE, "text": text, "uri": uri}]})


def _log_failure(what: str) -> None:
    """Log the exception being handled to stderr (``logging`` is imported only when something failed)."""
    import logging

    logging.getLogger("memdesk.mcp").exception(what)


def _reason(exc: BaseException | None) -> str:
    message = getattr(exc, "message", None)
    return str(message if isinstance(message, str) else exc or "unknown error")


def tool_result(data: dict[str, Any], is_error: bool) -> dict[str, Any]:
    """A ``tools/call`` result as the SDK server puts it on the wire: text and structured content."""
    text = json.dumps(data, ensure_ascii=False, default=str)
    return {"content": [{"text": text, "type": "text"}], "isError": is_error, "structuredContent": data}


class Session:
    """One client's conversation, from its ``initialize`` to the end of the stream."""

    def __init__(self, wire: Wire, open_backend: Callable[[], tuple[Backend, str]], *, namespace: str,
                 pinned_client: str | None = None):
        self.wire = wire
        self._pinned_client = pinned_client
        self._open_backend = open_backend
        self._namespace = namespace
        self._worker: Worker | None = None

    def run(self, initialize: dict[str, Any]) -> None:
        params = initialize.get("params")
        client_info = params.get("clientInfo") if isinstance(params, dict) else None
        client = client_info.get("name") if isinstance(client_info, dict) else None
        self.answer(initialize)
        if self._pinned_client is not None:  # `memdesk mcp --as`: the configuration names the agent, not the client
            client = self._pinned_client
        self._worker = Worker(self.wire, self._open_backend, client=client if isinstance(client, str) else None,
                              namespace=self._namespace)
        self._worker.start()
        try:
            while (line := self.wire.read_line()) is not None:
                self.receive(line)
        finally:
            self._worker.finish()

    def receive(self, line: bytes) -> None:
        """Parse one line and answer it (or hand it to the worker)."""
        if not line.strip():
            return
        try:
            message = json.loads(line)
        except RecursionError:  # nested past the parser's depth: answered, and the server keeps serving
            self.wire.send(error_response(None, PARSE_ERROR, TOO_DEEP))
            return
        except ValueError:
            self.wire.send(error_response(None, PARSE_ERROR, "Parse error"))
            return
        if not isinstance(message, dict):
            self.wire.send(error_response(None, INVALID_REQUEST, "Invalid Request"))
            return
        if "id" not in message or "method" not in message:
            return  # a notification, or a reply to a request this server never sends: nothing to answer
        ident, method = message["id"], message["method"]
        if not _valid_id(ident) or not isinstance(method, str) or message.get("jsonrpc") != "2.0":
            self.wire.send(error_response(ident if _valid_id(ident) else None, INVALID_REQUEST, "Invalid Request"))
            return
        self.answer(message)

    def answer(self, message: dict[str, Any]) -> None:
        ident, method, params = message["id"], message["method"], message.get("params")
        if params is None:
            params = {}
        if not isinstance(params, dict):
            self.wire.send(error_response(ident, INVALID_PARAMS, "Invalid request parameters", ""))
            return
        if method == "initialize":
            if not isinstance(params.get("protocolVersion"), str):
                self.wire.send(error_response(ident, INVALID_PARAMS, "Invalid request parameters", ""))
                return
            self.wire.send(response(ident, catalog.initialize_result(params["protocolVersion"])))
        elif method == "ping":
            self.wire.send(response(ident, {}))
        elif method in catalog.LISTED_METHODS:
            self.wire.send(response(ident, catalog.listings()[method]))
        elif method == "prompts/list":
            self.wire.send(response(ident, {"prompts": []}))
        elif method == "tools/call":
            arguments = params.get("arguments")
            if not isinstance(params.get("name"), str) or not (arguments is None or isinstance(arguments, dict)):
                self.wire.send(error_response(ident, INVALID_PARAMS, "Invalid request parameters", ""))
                return
            self._submit(Job(ident, method, params))
        elif method == "resources/read":
            uri = params.get("uri")
            if not isinstance(uri, str):
                self.wire.send(error_response(ident, INVALID_PARAMS, "Invalid request parameters", ""))
            elif resource_namespace(uri) is None:
                self.wire.send(error_response(ident, INVALID_PARAMS, f"Unknown resource: {uri}", {"uri": uri}))
            else:
                self._submit(Job(ident, method, params))
        else:
            self.wire.send(error_response(ident, METHOD_NOT_FOUND, "Method not found", method))

    def _submit(self, job: Job) -> None:
        assert self._worker is not None, "requests that need the store come after initialize"
        self._worker.submit(job)


# What a message nested past the JSON parser's depth is told (a JSON-RPC parse error, and the server reads on).
TOO_DEEP = ("Parse error: the message nests deeper than memdesk reads; send arguments nested at most a few hundred "
            "levels")


def _opening(line: bytes) -> tuple[dict[str, Any] | None, bool]:
    """The first line read once: the ``initialize`` request it is (or ``None``), and whether it is nested past the
    JSON parser's depth (``json.loads`` raises ``RecursionError``)."""
    try:
        message = json.loads(line)
    except RecursionError:
        return None, True
    except ValueError:
        return None, False
    if (isinstance(message, dict) and message.get("method") == "initialize" and message.get("jsonrpc") == "2.0"
            and _valid_id(message.get("id"))):
        return message, False
    return None, False


def serve(db_path: Path | StoreURL, *, namespace: str = "", forward: bool = True,
          settings: Settings | None = None, client: str | None = None) -> None:
    """Serve MCP on stdin/stdout until the client closes the stream (``memdesk mcp``).

    Args:
        db_path: the store.
        namespace: the namespace used when a call names none (already normalised).
        forward: send calls to the daemon serving ``db_path`` when one runs.
        settings: the settings; ``None`` loads them on the worker thread, after the handshake.
        client: the agent name every call is recorded under (``--as``), whatever the client calls itself.
    """
    def open_backend() -> tuple[Backend, str]:
        from core.interfaces.mcp.backend import open_backend as pick
        from core.settings import load_settings

        return pick(db_path, settings if settings is not None else load_settings(), forward=forward)

    wire = Wire.claim()
    first = wire.read_line()
    initialize, too_deep = _opening(first) if first is not None else (None, False)
    while too_deep:  # answered here: the SDK's loop would drop it without a reply
        wire.send(error_response(None, PARSE_ERROR, TOO_DEEP))
        first = wire.read_line()
        initialize, too_deep = _opening(first) if first is not None else (None, False)
    if first is None:
        return
    if initialize is None:
        wire.hand_over(first + b"\n")
        from core.interfaces.mcp.stdio import run_stdio
        from core.settings import load_settings

        run_stdio(db_path, settings if settings is not None else load_settings(), namespace=namespace,
                  forward=forward, client=client)
        return
    try:
        Session(wire, open_backend, namespace=namespace, pinned_client=client).run(initialize)
    except KeyboardInterrupt:  # the client (or a person at a terminal) stopped the server: no traceback
        pass
