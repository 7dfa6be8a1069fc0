"""core.storage.ids.new_uid: what uuid.uuid4().hex gave, without importing uuid."""

from __future__ import annotations

import uuid

from core.storage.ids import new_uid


def test_a_uid_is_a_version_4_rfc_4122_uuid_in_32_hex_digits():
    for _ in range(200):
        uid = new_uid()
        parsed = uuid.UUID(hex=uid)
        assert len(uid) == 32 and uid == parsed.hex
        assert parsed.version == 4 and parsed.variant == uuid.RFC_4122


def test_uids_do_not_repeat(engine):
    ids = [engine.memories.remember(f"note {n} about the build cache").id for n in range(20)]
    with engine.store.snapshot():
        uids = {engine.store.memories.get(memory_id).uid for memory_id in ids}
    assert len(uids) == 20 and len({new_uid() for _ in range(10_000)}) == 10_000
