"""Capture rules: a rejection reason a person saved so the same junk is held next time.

Rules live in the ``capture_rules`` table (made with ``memdesk rules add`` or
``memdesk reject ID --reason R --as-rule PATTERN``; removing one switches it off and
is undoable) and, read-only, in the config file::

    [[screens.rules]]
    pattern = "tests are passing"
    reason = "transient build status"
    namespace = "webapp"          # optional; absent = every namespace

A pattern is plain text, matched case-insensitively anywhere in the capture with
runs of whitespace folded, or ``re:`` followed by a Python regular expression
(matched case-insensitively). A rule never drops a capture: it holds it for review
with a reason that names the rule.
"""

from __future__ import annotations

import re
from collections.abc import Callable
from functools import lru_cache
from typing import Any

from core.errors import NotFoundError, RefusedError, ValidationError
from core.model.records import Actor, CaptureRule
from core.settings import Settings
from core.text.normalise import normalise_namespace

MAX_PATTERN_CHARS = 200
MAX_REASON_CHARS = 500
REGEX_PREFIX = "re:"
_SPACES = re.compile(r"\s+")


def _fold(text: str) -> str:
    return _SPACES.sub(" ", text).strip().casefold()


@lru_cache(maxsize=512)
def compile_pattern(pattern: str) -> Callable[[str], bool]:
    """A matcher for ``pattern`` (plain text or ``re:REGEX``).

    Raises:
        ValidationError: empty, too long, or an invalid regular expression.
    """
    if not isinstance(pattern, str) or not pattern.strip():
        raise ValidationError("a rule needs a pattern: the text (or re:REGEX) that should hold a capture",
                              code="invalid_rule")
    if len(pattern) > MAX_PATTERN_CHARS:
        raise ValidationError(f"a rule pattern may be at most {MAX_PATTERN_CHARS} characters", code="invalid_rule")
    if pattern.startswith(REGEX_PREFIX):
        try:
            regex = re.compile(pattern[len(REGEX_PREFIX):], re.IGNORECASE)
        except re.error as exc:
            raise ValidationError(f"rule pattern is not a valid regular expression: {exc}",
                                  code="invalid_rule") from None
        return lambda text: regex.search(text) is not None
    needle = _fold(pattern)
    return lambda text: needle in _fold(text)


def _clean_reason(reason: Any) -> str:
    text = str(reason or "").strip()
    if not text:
        raise ValidationError("a rule needs a reason a person can read (it is shown when the rule holds a capture)",
                              code="invalid_rule")
    if len(text) > MAX_REASON_CHARS:
        raise ValidationError(f"a rule reason may be at most {MAX_REASON_CHARS} characters", code="invalid_rule")
    return text


def rule_label(rule: CaptureRule) -> str:
    """How people refer to a rule: ``rule #3`` or ``config rule 1``."""
    return f"rule #{rule.id}" if rule.origin == "store" else f"config rule {rule.id}"


def config_rules(settings: Settings) -> list[CaptureRule]:
    """The read-only rules of ``[[screens.rules]]`` in the config file.

    Their shape (a pattern and a reason, both text) is checked when the settings load; what
    only this module knows — a pattern that compiles, a reason short enough, a namespace
    that is one — is checked here.

    Raises:
        ValidationError: naming the entry when one is unusable (the config is never half-applied).
    """
    rules: list[CaptureRule] = []
    for index, entry in enumerate(settings.screens.rules, start=1):
        try:
            compile_pattern(entry.pattern)
            reason = _clean_reason(entry.reason)
            namespace = None if entry.namespace is None else normalise_namespace(entry.namespace)
        except ValidationError as exc:
            raise ValidationError(f"[screens] rules entry {index}: {exc.message}", code="invalid_config") from None
        rules.append(CaptureRule(id=index, pattern=entry.pattern, reason=reason, namespace=namespace, active=True,
                                 actor="config", created_at="", from_memory_id=None, origin="config"))
    return rules


def active_rules(store, settings: Settings) -> list[CaptureRule]:
    """Every rule capture applies: the store's active rules, then the config's."""
    return store.capture_rules.list() + config_rules(settings)


def first_match(rules: list[CaptureRule], text: str, namespace: str) -> CaptureRule | None:
    """The first rule (in listing order) whose namespace fits and whose pattern matches ``text``."""
    for rule in rules:
        if rule.namespace is not None and rule.namespace != namespace:
            continue
        if compile_pattern(rule.pattern)(text):
            return rule
    return None


def add_rule(store, pattern: str, reason: str, actor: Actor, *, namespace: str | None = None,
             from_memory_id: int | None = None) -> CaptureRule:
    """Save a capture rule (validated first; audited and undoable).

    Raises:
        ValidationError: bad pattern or reason.
    """
    compile_pattern(pattern)
    clean_reason = _clean_reason(reason)
    ns = None if namespace is None else normalise_namespace(namespace)
    rule_id = store.capture_rules.insert(pattern=pattern, reason=clean_reason, namespace=ns, actor=actor.name,
                                         ts=actor.ts, from_memory_id=from_memory_id)
    store.audit.record(
        ts=actor.ts, op=actor.op, actor=actor.name, action="rule.add", memory_id=from_memory_id,
        target="capture_rule", target_id=rule_id, before=None,
        after={"active": 1, "pattern": pattern, "reason": clean_reason}, reason=clean_reason,
    )
    rule = store.capture_rules.get(rule_id)
    assert rule is not None
    return rule


def remove_rule(store, rule_id: int, actor: Actor) -> CaptureRule:
    """Switch a stored rule off (the row stays; ``undo`` switches it back on).

    Raises:
        NotFoundError: no such rule.
        RefusedError: the rule is already off.
    """
    rule = store.capture_rules.get(rule_id)
    if rule is None:
        raise NotFoundError(f"no capture rule #{rule_id}; `memdesk rules list` shows them "
                            "(rules from the config file are removed by editing [[screens.rules]])")
    if not rule.active:
        raise RefusedError(f"rule #{rule_id} is already removed")
    store.capture_rules.set_active(rule_id, False)
    store.audit.record(
        ts=actor.ts, op=actor.op, actor=actor.name, action="rule.remove", memory_id=rule.from_memory_id,
        target="capture_rule", target_id=rule_id, before={"active": 1}, after={"active": 0},
        reason=f"removed rule {rule.pattern!r}",
    )
    removed = store.capture_rules.get(rule_id)
    assert removed is not None
    return removed
