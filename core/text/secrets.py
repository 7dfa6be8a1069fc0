"""Credential screening at capture: secrets never become memories by accident.

Each pattern names what it found so the refusal can say why ("looks like an AWS
access key"). A person can still stage such text with ``--force``; it then waits
at the ``critical`` risk tier and is never auto-promoted.
"""

from __future__ import annotations

import re
from dataclasses import dataclass


@dataclass(frozen=True)
class SecretFinding:
    """What the screen matched: a human reason and a short rule name."""

    rule: str
    reason: str


# Ordered from most to least specific so the reason names the likeliest thing.
_PATTERNS: tuple[tuple[str, str, re.Pattern[str]], ...] = (
    ("private_key", "contains a private key block",
     re.compile(r"-----BEGIN (?:[A-Z0-9]+ )*PRIVATE KEY(?: BLOCK)?-----")),
    ("anthropic_key", "looks like an Anthropic API key (sk-ant-…)",
     re.compile(r"\bsk-ant-[A-Za-z0-9_\-]{20,}")),
    ("openai_key", "looks like an OpenAI-style API key (sk-…)",
     re.compile(r"\bsk-(?:proj-|live-|test-)?[A-Za-z0-9_\-]{20,}")),
    ("aws_access_key", "looks like an AWS access key id (AKIA…)",
     re.compile(r"\b(?:AKIA|ASIA|AGPA|AIDA|AROA)[A-Z0-9]{16}\b")),
    ("github_token", "looks like a GitHub token (ghp_/gho_/github_pat_…)",
     re.compile(r"\b(?:gh[pousr]_[A-Za-z0-9]{30,}|github_pat_[A-Za-z0-9_]{40,})")),
    ("slack_token", "looks like a Slack token (xox…)",
     re.compile(r"\bxox[abposr]-[A-Za-z0-9\-]{10,}")),
    ("google_api_key", "looks like a Google API key (AIza…)",
     re.compile(r"\bAIza[0-9A-Za-z_\-]{35}\b")),
    ("stripe_key", "looks like a Stripe secret key",
     re.compile(r"\b(?:sk|rk)_(?:live|test)_[A-Za-z0-9]{16,}")),
    ("jwt", "looks like a JSON Web Token",
     re.compile(r"\beyJ[A-Za-z0-9_\-]{10,}\.eyJ[A-Za-z0-9_\-]{10,}\.[A-Za-z0-9_\-]{10,}")),
    ("url_credentials", "contains a URL with a username and password",
     re.compile(r"\b[a-z][a-z0-9+.\-]*://[^\s/:@]+:[^\s/@]+@", re.IGNORECASE)),
    ("bearer_token", "contains a bearer token",
     re.compile(r"\bbearer\s+[A-Za-z0-9_\-\.=]{20,}", re.IGNORECASE)),
    ("password_assignment", "assigns a password or secret a value",
     re.compile(
         r"(?<![A-Za-z])(?:password|passwd|pwd|passphrase|secret|api[_\-\s]?key|access[_\-\s]?token|auth[_\-\s]?token|"
         r"client[_\-\s]?secret|private[_\-\s]?key)\b\s*(?:is\s*)?[:=]\s*['\"]?[^\s'\"]{4,}",
         re.IGNORECASE,
     )),
)


def find_secret(text: str) -> SecretFinding | None:
    """The first credential-looking thing in ``text``, or ``None`` when it looks clean."""
    for rule, reason, pattern in _PATTERNS:
        if pattern.search(text):
            return SecretFinding(rule=rule, reason=reason)
    return None


def looks_secret_key(name: str) -> bool:
    """Whether a field *name* suggests a credential (used by manifest checks)."""
    return bool(
        re.search(r"(pass(word|wd)?|secret|token|api[_\-]?key|credential|private[_\-]?key|auth)", name, re.IGNORECASE)
    )
