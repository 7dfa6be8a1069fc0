"""The older value said gone in the newer memory by a pronoun or a short form, a new value of its type beside it.

A writer who replaces a thing names the new one and says the old one went, without naming the old one in full:
"Assets were moved to a bucket called media-prod-eu, and *the old one* was deleted" against "The primary bucket
is named acme-assets-prod"; "logs bucket recreated as acme-observability-logs, *old one* deleted" against "S3
bucket: acme-logs"; "Publishing moved to @acme/design-system; *ui-kit* is deprecated on npm" against "The npm
package is published as @acme/ui-kit". The statement model reads the denial ("old one", "ui-kit") and the new
value; this reader ties them to the older memory by structure, not by the verb of going:

- **"the old one" / "the old <noun>"**: the denial's words are "old" (or "former", "previous") and a pronoun
  "one", or a noun of the older memory; the older and newer memories share a key word (the thing's type:
  "bucket"), and exactly one slot they both give has two values with nothing in common;
- **a short form**: a value the denial names is a whole part of an older value ("ui-kit" of "@acme/ui-kit",
  "bastion" of "bastion.acme.net"), and the newer memory gives that slot another value.

Not a change: another scope ("the staging bucket" beside "the prod bucket"), the older value kept in the newer
memory, two slots changed at once, and whatever the statement model finds hedged, temporary, additive or about
the past (the caller checks). The check is on the denials the statement model already read: a pair whose newer
memory denies nothing costs one attribute test.
"""

from __future__ import annotations

import re

from core.conflicts.reading import Denial
from core.conflicts.statement import Statement
from core.text.tokens import stem

# "the old one", "the former bucket": the words that point back at a thing replaced.
_BACK = frozenset({"old", "older", "former", "previous"})
_ONE = frozenset({"one", "ones"})
_PARTS = re.compile(r"[/@.]")


def _pointed(denial: Denial, old: Statement) -> bool:
    """Whether a denial points back at the older memory's thing: "old one", or "old" and a word the older has."""
    words = denial.text.lower().split()
    if not words or not _BACK.intersection(words):
        return False
    rest = [w for w in words if w not in _BACK and w not in ("the", "our", "my", "their", "that")]
    return bool(rest) and (set(rest) <= _ONE or all(stem(w) in old.words for w in rest))


def _short_of(short: str, full: str) -> bool:
    """ "ui-kit" of "@acme/ui-kit", "bastion" of "bastion.acme.net": a whole part of a longer value."""
    return short != full and len(short) >= 3 and short in _PARTS.split(full)


def gone_value(old: Statement, new: Statement, framing: frozenset[str] = frozenset()) -> str | None:
    """Why the newer memory replaces the older one's value, saying the older went by "the old one" or a short
    form, or ``None``."""
    if not new.denials or not old.values or not new.values:
        return None
    if old.scope != new.scope:
        return None
    common = [slot for slot in old.values if slot in new.values]
    changed = [slot for slot in common if not old.values[slot] & new.values[slot]]
    for denial in new.denials:
        if _pointed(denial, old):
            if len(changed) != 1 or len(common) != 1:
                continue
            shared = {k for k in old.key & new.key if not k.startswith("@")} - framing
            if not shared:
                continue
            slot = changed[0]
            return (f"same {' '.join(sorted(shared))} ({slot}), {_shown(old, slot)} → {_shown(new, slot)}; "
                    f"the newer memory says the {denial.text} is gone ({denial.cue})")
        for slot, value in denial.values:
            olds = old.values.get(slot, frozenset())
            fresh = new.values.get(slot, frozenset()) - olds - {value}
            gone = [v for v in olds if _short_of(value, v)]
            if len(gone) == 1 and fresh and not any(_short_of(value, v) for v in fresh) \
                    and olds - set(gone) <= new.values[slot]:
                return (f"the newer memory says {denial.text} ({gone[0]}) is gone ({denial.cue}); "
                        f"its {slot} now {_shown(new, slot)}")
    return None


def _shown(statement: Statement, slot: str) -> str:
    return statement.shown.get(slot) or " ".join(sorted(statement.values.get(slot, ())))
