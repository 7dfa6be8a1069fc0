"""core.text.digest: the built-in SHA-256 gives hashlib's digest (stored query hashes and content hashes match)."""

from __future__ import annotations

import hashlib

import pytest

from core.text import digest
from core.text.digest import sha256_hex


@pytest.mark.parametrize("data", [b"", b"pnpm", "Ünïcödé — 日本語".encode(), bytes(range(256)) * 40])
def test_the_digest_is_hashlibs(data):
    assert sha256_hex(data) == hashlib.sha256(data).hexdigest()


def test_without_the_builtin_module_it_falls_back_to_hashlib(monkeypatch):
    import sys

    for name in ("_sha2", "_sha256"):
        monkeypatch.setitem(sys.modules, name, None)  # an import of a None entry raises ImportError
    assert digest._builtin_sha256() is hashlib.sha256
    assert sha256_hex(b"x") == hashlib.sha256(b"x").hexdigest()


def test_the_constructor_is_looked_up_once_per_process(monkeypatch):
    # A failed import is not cached by Python: looking the module up on every call cost
    # each recall a search of the whole import path.
    looked_up = []

    def counting():
        looked_up.append(1)
        return hashlib.sha256

    monkeypatch.setattr(digest, "_sha256", None)
    monkeypatch.setattr(digest, "_builtin_sha256", counting)
    assert [sha256_hex(b"a"), sha256_hex(b"b")] == [hashlib.sha256(b"a").hexdigest(), hashlib.sha256(b"b").hexdigest()]
    assert len(looked_up) == 1
