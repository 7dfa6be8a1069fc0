"""The shapes typed values are written in: what each piece and each learned-reader token shape takes and refuses."""

from __future__ import annotations

import re

import pytest

from core.conflicts import value_shapes as S
from core.conflicts.values import tokenize


def whole(piece: str, text: str) -> bool:
    return re.fullmatch(piece, text) is not None


@pytest.mark.parametrize("text", ["MIT", "GPLv3", "GPL-3.0-or-later", "Apache License, Version 2.0", "BSD-3-Clause",
                                  "CC BY-SA 4.0", "MPL-2.0", "proprietary", "all rights reserved", "0BSD"])
def test_licence_takes_ids_and_names_as_written(text):
    assert whole(S.LICENCE, text)


@pytest.mark.parametrize("text", ["mitt", "Apache Kafka", "BSD licensed code", "licence", "GNU"])
def test_licence_refuses_what_is_no_licence(text):
    assert not whole(S.LICENCE, text)


def test_version_number_needs_a_dot_and_allows_a_wildcard_last():
    assert all(whole(S.VERSION_NUMBER, v) for v in ("1.28", "1.28.4", "1.8.x", "3.11.*"))
    assert not any(whole(S.VERSION_NUMBER, v) for v in ("16", "v1.2", "1.x.2", "1."))


def test_ipv4_is_four_dotted_numbers_of_at_most_three_digits():
    assert whole(S.IPV4, "10.0.0.12") and whole(S.IPV4, "192.168.1.254")
    assert not any(whole(S.IPV4, v) for v in ("10.0.0", "1.2.3.4.5", "1000.0.0.1"))


@pytest.mark.parametrize("region", ["us-east-1", "eu-central-1", "europe-west4", "ap-southeast-2", "us-gov-west-1"])
def test_cloud_region_takes_a_compass_word_and_a_number(region):
    assert whole(S.CLOUD_REGION, region)


@pytest.mark.parametrize("text", ["us-east", "east-1", "eu-middle-1", "US-EAST-1", "europe-west"])
def test_cloud_region_refuses_a_region_without_its_parts(text):
    assert not whole(S.CLOUD_REGION, text)


def test_the_tokenizer_reads_its_values_with_these_pieces():
    # An IP address is read by its own piece, then kept as a host (where a thing is reached).
    kinds = {t.surface: t.kind for t in tokenize("Moved the API from 10.0.0.12 to 1.8.x under MPL-2.0 in us-east-1")}
    assert kinds["10.0.0.12"] == "host" and kinds["1.8.x"] == "version" and kinds["MPL-2.0"] == "licence"


@pytest.mark.parametrize(("shape", "takes", "refuses"), [
    (S.TOKEN_HOST, ["api.example.com", "https://grafana.internal.io/d/1", "db.acme.dev:5432"],
     ["localhost", "10.0.0.1"]),
    (S.TOKEN_PORT, [":8080", ":443/health"], [":8", "8080", ":123456"]),
    (S.TOKEN_PATH, ["/var/log", "~/code", "./build", "$home/bin"], ["var/log", "ci/cd"]),
    (S.TOKEN_IP, ["10.0.0.1", "10.0.0.1:5432"], ["10.0.0", "10.0.0.1.2"]),
    (S.TOKEN_VERSION, ["1.2.0-rc1", "v16", "v3.11"], ["16", "v", "1"]),
    (S.TOKEN_CLOCK, ["9:30", "10am", "4pm", "9"], ["930am", "9:3"]),
    (S.TOKEN_LICENCE, ["mit", "apache-2.0", "gplv3", "bsd-3-clause", "cc-by-sa"], ["mozilla", "proprietary", "MIT"]),
])
def test_the_learned_readers_token_shapes(shape, takes, refuses):
    assert all(shape.match(t) for t in takes)
    assert not any(shape.match(t) for t in refuses)


def test_the_learned_reader_s_licence_is_narrower_than_the_tokenizer_s():
    # Trained on ids only: a long name or "proprietary" is no licence token there, though the tokenizer reads both.
    assert whole(S.LICENCE, "proprietary") and S.TOKEN_LICENCE.match("proprietary") is None
    assert S.ADDRESS_MARK.search("ops@acme.io") and S.ADDRESS_MARK.search("db.internal")
    assert S.ADDRESS_MARK.search("postgres") is None
