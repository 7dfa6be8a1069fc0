"""Issue 18 item 4: what the restatement key folds (case, quotes, hyphens between letters, clause
punctuation) and what it keeps, so facts that differ in a version, a sign or a language stay apart."""

from __future__ import annotations

import pytest

from core.text.normalise import content_hash, restatement_key


@pytest.mark.parametrize("first, second", [
    ("CODEGRAPH is my primary code-graph tool", "Codegraph is my PRIMARY code graph tool."),
    ("Staging deploys happen every Friday, after lunch", "staging deploys happen every friday after lunch"),
    ('We run "ruff" as the linter', "we run ruff as the linter"),
    ("We run `ruff` — always", "we run ruff always"),
    ("Release notes go in the change\u2013log file!", "release notes go in the change log file"),
])
def test_restatements_share_a_hash(first, second):
    assert content_hash(first) == content_hash(second), (restatement_key(first), restatement_key(second))


@pytest.mark.parametrize("first, second", [
    ("Pin the SDK at v1.2", "Pin the SDK at v12"),
    ("The team writes C++", "The team writes C"),
    ("Set the offset to -1", "Set the offset to 1"),
    ("The server runs in UTC-5", "The server runs in UTC 5"),
    ("Config lives in infra/kong.yaml", "Config lives in infra kong yaml"),
])
def test_different_facts_keep_different_hashes(first, second):
    assert content_hash(first) != content_hash(second)
