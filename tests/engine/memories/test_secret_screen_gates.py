"""The credential screen's gates: a rule skipped for a text could never have matched it.

Each rule of ``core.text.secrets`` names literals every match contains, and the screen
compiles and searches a rule only when a text holds them (start-up cost, issue 18/21). A
wrong literal would let a credential through silently, so the gates are checked three
ways: against strings generated from each rule's own regex, against every labelled
secret and look-alike in the corpora, and (for the case-insensitive rules) the folding
they read against how the regex engine itself folds every code point.
"""

from __future__ import annotations

import json
import re
import string

import pytest
from hypothesis import HealthCheck, given, settings
from hypothesis import strategies as st

from core.text import secrets
from support import REPO_ROOT

CORPORA = ("secrets_dev.jsonl", "secrets_holdout.jsonl", "secrets_probe.jsonl")


def _corpus_values() -> list[str]:
    values = []
    for name in CORPORA:
        for line in (REPO_ROOT / "tests" / "data" / name).read_text(encoding="utf-8").splitlines():
            if line.strip():
                values.append(json.loads(line)["value"])
    return values


def _ungated(text: str, *, identifier: bool = False, tag: bool = False) -> secrets.SecretFinding | None:
    """The screen as it was before the gates: every rule searched, every random run looked at."""
    for rule in secrets._RULES:
        matches = list(rule.pattern.finditer(text))
        if rule.name == "password_assignment":
            if any(secrets._value_is_secret(m) for m in matches):
                return secrets.SecretFinding(rule=rule.name, reason=rule.reason)
        elif any(not secrets._placeholder(m.group(0)) for m in matches):
            return secrets.SecretFinding(rule=rule.name, reason=rule.reason)
    for match in secrets._RANDOM_RUN.finditer(text):
        if secrets._PUBLIC_CONTEXT.search(text[max(0, match.start() - 24):match.start()]):
            continue
        if (identifier or len(match.group(0)) >= 32) and not secrets._placeholder(match.group(0)):
            return secrets.SecretFinding(rule="random_token",
                                         reason="holds a long random-looking token (an API key or password?)")
    if tag and secrets._LOWER_RANDOM_RUN.search(text):
        return secrets.SecretFinding(rule="random_token",
                                     reason="holds a long random-looking token (an API key or password?)")
    return None


@pytest.mark.parametrize("rule", secrets._RULES, ids=lambda rule: rule.name)
def test_every_string_a_rule_matches_passes_its_gate(rule):
    # 50 strings a run per rule (150 took 33 s of the suite's CPU): hypothesis draws new ones every run, and the
    # corpus tests below check the gates on every labelled value besides.
    @settings(max_examples=50, deadline=None, suppress_health_check=list(HealthCheck))
    @given(st.from_regex(rule.pattern))
    def check(text):
        for match in rule.pattern.finditer(text):
            found = match.group(0)
            assert rule.may_match(found, secrets._fold(found)), (rule.name, found)
        assert rule.may_match(text, secrets._fold(text)), (rule.name, text)
        assert secrets._GATES.search(secrets._fold(text)) is not None, (rule.name, text)  # the one search before them

    check()


def test_the_gated_screen_finds_what_the_ungated_one_finds_on_every_corpus_value():
    values = _corpus_values()
    assert len(values) > 500
    for value in values:
        for identifier, tag in ((False, False), (True, False), (True, True)):
            assert secrets.find_secret(value, identifier=identifier, tag=tag) == \
                _ungated(value, identifier=identifier, tag=tag), value


def test_a_rule_s_gate_holds_for_every_corpus_value_it_matches():
    for value in _corpus_values():
        folded = secrets._fold(value)
        for rule in secrets._RULES:
            if rule.pattern.search(value):
                assert rule.may_match(value, folded), (rule.name, value)


def test_the_one_search_over_every_gate_finds_a_literal_wherever_some_rule_s_gate_opens():
    # The screen skips every rule when _GATES finds none of their literals: it must find one wherever a gate opens,
    # case-sensitive literals included (upper-case AKIA, eyJ, AIza), and in text folded from İ, ı and ſ.
    odd = ["AKIAEXAMPLE", "token eyJabc", "AIza key", "PASSWORD=hunter22", "ſecret=Abc123xyz", "PİN: 4821", "a-u b:c"]
    opened = 0
    for value in [*_corpus_values(), *odd]:
        folded = secrets._fold(value)
        if any(rule.may_match(value, folded) for rule in secrets._RULES):
            opened += 1
            assert secrets._GATES.search(folded) is not None, value
        else:
            assert secrets.find_secret(value) == _ungated(value), value
    assert opened > 300  # most corpus values open some gate: the search is checked where it matters


def test_folding_matches_the_regex_engine_for_every_code_point():
    """A case-insensitive rule's gate looks for lower-case literals: every character the engine
    takes for an ASCII letter must fold to that letter (İ, ı and ſ do not, by str.lower alone)."""
    any_letter = re.compile("[a-z]", re.IGNORECASE)
    letters = {letter: re.compile(letter, re.IGNORECASE) for letter in string.ascii_lowercase}
    wrong = []
    for code_point in range(0x110000):
        char = chr(code_point)
        if any_letter.fullmatch(char):
            letter = next(letter for letter, pattern in letters.items() if pattern.fullmatch(char))
            if secrets._fold(char) != letter:
                wrong.append((hex(code_point), letter))
    assert len([c for c in range(0x110000) if any_letter.fullmatch(chr(c))]) > 52  # it sees the odd ones too
    assert wrong == []


def test_a_case_insensitive_rule_refuses_literals_that_are_not_folded():
    with pytest.raises(ValueError, match="must be folded"):
        secrets._Rule("loud", "a rule with an upper-case literal", r"KEY", re.IGNORECASE, any_of=("KEY",))


def test_a_text_without_any_rule_s_literals_compiles_nothing():
    fresh = [secrets._Rule(rule.name, rule.reason, rule.source, rule.flags, any_of=rule.any_of, all_of=rule.all_of)
             for rule in secrets._RULES]
    text = "the nightly job rebuilds the search index at two"
    folded = secrets._fold(text)
    assert [rule.name for rule in fresh if rule.may_match(text, folded)] == []
    assert all(rule._compiled is None for rule in fresh)
