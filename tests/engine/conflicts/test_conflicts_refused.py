"""The older value refused in the newer text, another named (issue 15, the seventh dev batch).

The newer text names the older memory's own value and refuses it — any stop word of the shared
lexicon bound to it, or a negation bound to it — and names another value on the same subject.
Every pair goes through the engine: the older memory captured and promoted, the newer one an
hour later.
"""

from __future__ import annotations

import pytest

from support.conflicts import check


@pytest.mark.parametrize("old, new, contradicts", [
    # The older value ended by a stop word before or after it, or negated where it stands.
    ("Release chatter happens in #ship-it.", "Release chatter moved over to #launches; I archived #ship-it.", True),
    ("The parser package is licensed as ISC.", "The parser package's ISC license was withdrawn; 3.0 ships under "
     "Apache-2.0.", True),
    ("Nightly reports land in #reports-nightly.", "Nightly reports arrive by email to Wren, not posted in "
     "#reports-nightly.", True),
    ("Crash dumps are uploaded to #crash-bin.", "Crash dumps: #crash-bin was deleted, they go to Sentry.", True),
    # The older value kept, the refusal denied or about another subject, or nothing named instead.
    ("Release chatter happens in #ship-it.", "Release chatter still happens in #ship-it; I archived #old-ship.",
     False),
    ("Release chatter happens in #ship-it.", "Nobody archived #ship-it, Wren just muted it for a week.", False),
    ("Release chatter happens in #ship-it.", "The design crit isn't in #ship-it; it lives in Figma.", False),
    ("Nightly reports land in #reports-nightly.", "Nightly reports land in #reports-nightly, not only in Wren's "
     "inbox.", False),
    ("The parser package is licensed as ISC.", "The parser package's ISC license was never withdrawn.", False),
    ("Crash dumps are uploaded to #crash-bin.", "Screenshots aren't uploaded to #crash-bin, they go to Sentry.",
     False),
])
def test_the_older_value_refused_and_another_named(engine, clock, old, new, contradicts):
    check(engine, clock, old, new, "note", contradicts)
