"""``python -m support.stdio_tap LOG COMMAND...``: run a stdio server and log every line both ways.

Put between an MCP client and a server, it records the exact bytes each side wrote
(``C> `` for the client, ``S> `` for the server, one line each) so two servers can be
compared byte for byte while a real client drives them.
"""

from __future__ import annotations

import subprocess
import sys
import threading


def main() -> int:
    log_path, command = sys.argv[1], sys.argv[2:]
    server = subprocess.Popen(command, stdin=subprocess.PIPE, stdout=subprocess.PIPE)
    assert server.stdin is not None and server.stdout is not None
    lock = threading.Lock()
    with open(log_path, "ab") as log:
        def note(prefix: bytes, line: bytes) -> None:
            with lock:
                log.write(prefix + line.rstrip(b"\n") + b"\n")
                log.flush()

        def client_to_server() -> None:
            for line in sys.stdin.buffer:
                note(b"C> ", line)
                server.stdin.write(line)
                server.stdin.flush()
            server.stdin.close()

        threading.Thread(target=client_to_server, daemon=True).start()
        for line in server.stdout:
            note(b"S> ", line)
            sys.stdout.buffer.write(line)
            sys.stdout.buffer.flush()
    return server.wait()


if __name__ == "__main__":
    sys.exit(main())
