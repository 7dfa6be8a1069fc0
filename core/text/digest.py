"""SHA-256 hex digests without loading OpenSSL on the start-up path.

``hashlib`` loads ``_hashlib`` (OpenSSL) on import: ~4 ms of every ``recall`` and every
capture, which hash one short string each (the query's trace, a restatement key).
CPython also builds its own SHA-256 (``_sha2`` from 3.12, ``_sha256`` before), which
gives the same digest; builds without it fall back to ``hashlib``. The constructor is
found once per process: a failed ``import`` is not cached by Python, and on 3.11 the
``_sha2`` attempt searched the whole path again on every call (~0.1 ms of every recall).
"""

from __future__ import annotations

from collections.abc import Callable
from typing import Any


def _builtin_sha256() -> Callable[[bytes], Any]:
    try:
        from _sha2 import sha256  # type: ignore[import-not-found]  # CPython >= 3.12
    except ImportError:
        try:
            from _sha256 import sha256  # type: ignore[import-not-found]  # CPython 3.11
        except ImportError:
            from hashlib import sha256
    return sha256


_sha256: Callable[[bytes], Any] | None = None


def sha256_hex(data: bytes) -> str:
    """The SHA-256 of ``data`` as 64 lowercase hex digits (``hashlib.sha256(data).hexdigest()``)."""
    global _sha256
    if _sha256 is None:
        _sha256 = _builtin_sha256()
    return _sha256(data).hexdigest()
