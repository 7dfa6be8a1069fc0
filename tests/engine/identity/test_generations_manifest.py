"""Manifests are inert data: credential-free, small, shallow; unknown sections kept verbatim."""

from __future__ import annotations

import json

import pytest

from core import RefusedError, ValidationError
from core.identity.manifest import (
    MAX_DEPTH,
    MAX_MANIFEST_BYTES,
    check_manifest,
    flatten,
    is_credential_field,
    manifest_changes,
    parse_manifest,
)


def nested(depth: int) -> dict:
    """An object nested ``depth`` levels deep (``{}`` is depth 1)."""
    value: dict = {}
    for _ in range(depth - 1):
        value = {"a": value}
    return value


@pytest.mark.parametrize("manifest", [
    {"inference": {"api_key": "x"}},
    {"runtime": {"env": {"OPENAI_API_KEY": "x"}}},
    {"hardware": {"bmc": {"password": "hunter22"}}},
    {"x-deploy": [{"token": "abc"}]},
    {"inference": {"accessKeyId": "x"}},
])
def test_credential_like_fields_are_refused_anywhere(engine, manifest):
    with pytest.raises(RefusedError) as caught:
        engine.generations.create(manifest=manifest)
    assert caught.value.code == "manifest_credential"
    assert engine.generations.list().generations == []


def test_the_refusal_names_the_field_but_never_the_value(engine):
    with pytest.raises(RefusedError) as caught:
        engine.generations.create(manifest={"inference": {"api_key": "sk-verysecretvalue"}})
    assert "inference.api_key" in caught.value.message
    assert "verysecret" not in caught.value.message


@pytest.mark.parametrize("uri", [
    "https://alice:s3cret@models.example.com/v1",
    "https://alice@models.example.com/v1",
    "ssh://git@github.com/org/agent.git",
])
def test_a_reference_uri_with_user_info_is_refused(engine, uri):
    with pytest.raises(RefusedError):
        engine.generations.create(manifest={"external_state": {"workspace": {"uri": uri}}})


def test_a_secret_looking_value_under_an_innocent_name_is_refused():
    with pytest.raises(RefusedError):
        check_manifest({"runtime": {"note": "key is sk-ant-api03-abcdefghijklmnopqrstuvwxyz"}})


def test_fields_about_secrets_or_token_counts_are_not_credentials():
    manifest = {"inference": {"max_tokens": 4096, "context_tokens": 200000, "tokenizer": "bpe",
                              "api_key_env": "ANTHROPIC_API_KEY", "auth_method": "oauth"},
                "runtime": {"author": "ops team", "endpoint": "https://models.example.com/v1"}}
    assert check_manifest(manifest) == manifest
    assert is_credential_field("hf_token") and is_credential_field("client_secret")
    assert not is_credential_field("maxOutputTokens")


def test_nesting_deeper_than_eight_is_refused_and_eight_is_accepted(engine):
    assert engine.generations.create(manifest=nested(MAX_DEPTH)).status == "staged"
    with pytest.raises(ValidationError) as caught:
        engine.generations.create(manifest=nested(MAX_DEPTH + 1))
    assert caught.value.code == "manifest_too_deep"


def test_a_manifest_over_16_kb_is_refused_as_text_and_as_data(engine):
    big = {"x-notes": {"text": "a" * MAX_MANIFEST_BYTES}}
    with pytest.raises(ValidationError) as caught:
        engine.generations.create(manifest=big)
    assert caught.value.code == "manifest_too_large"
    with pytest.raises(ValidationError):
        engine.generations.create(manifest=json.dumps(big))
    assert engine.generations.list().generations == []


def test_the_empty_manifest_is_accepted(engine):
    created = engine.generations.create(manifest="{}").to_dict()
    assert created["status"] == "staged"
    assert engine.generations.show(created["generation"]).manifest == {}


def test_unknown_sections_are_kept_verbatim_in_their_order(engine):
    text = '{"x-vendor": {"zeta": [1, 2.5, {"b": null}], "alpha": "A"}, "inference": {"model": "m"}, "odd key": true}'
    created = engine.generations.create(manifest=text).to_dict()
    stored = engine.generations.show(created["generation"]).manifest
    assert json.dumps(stored) == json.dumps(json.loads(text))
    assert list(stored) == ["x-vendor", "inference", "odd key"]
    assert list(stored["x-vendor"]) == ["zeta", "alpha"]


@pytest.mark.parametrize("text, code", [
    ("[]", "invalid_manifest"),
    ("not json", "invalid_manifest"),
    ('{"a": 1, "a": 2}', "invalid_manifest"),
    ('{"a": NaN}', "invalid_manifest"),
    ('{"inference": "fast"}', "invalid_manifest"),
])
def test_malformed_manifests_are_refused_with_a_reason(text, code):
    with pytest.raises(ValidationError) as caught:
        parse_manifest(text)
    assert caught.value.code == code


def test_changes_are_field_by_field_and_json_typed():
    old = {"inference": {"model": "small-9b"}, "hardware": {"vram_gb": 12, "ecc": 1}, "runtime": {"os": "linux"}}
    new = {"inference": {"model": "large-70b"}, "hardware": {"vram_gb": 96, "ecc": True},
           "capabilities": {"vision": True}}
    changes = {c["path"]: c for c in manifest_changes(old, new)}
    assert changes["inference.model"] == {"path": "inference.model", "old": "small-9b", "new": "large-70b",
                                          "change": "changed"}
    assert changes["hardware.vram_gb"]["old"] == 12 and changes["hardware.vram_gb"]["new"] == 96
    assert changes["hardware.ecc"]["change"] == "changed"  # 1 is not true in JSON
    assert changes["runtime.os"]["change"] == "removed" and changes["capabilities.vision"]["change"] == "added"
    assert manifest_changes(old, old) == []
    assert flatten({"a": {"b.c": 1}, "d": {}}) == {'a["b.c"]': 1, "d": {}}
