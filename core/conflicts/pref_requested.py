"""A request told as a clause ("asked that PR reviews be written in Dutch"), put as the want it is.

The statement model and the attitude reader read a want after its verb ("asks for PR reviews in Dutch"); a request
told with "that" and a subjunctive ("asked that the summaries be sent by text", "requests that drafts be in
English") puts the thing as the clause's subject and its value after "be" and a participle. :func:`requested_plainly`
gives the text with the clause put as the verb's object — "asks for PR reviews in Dutch from here on" — for
:func:`core.conflicts.rules._read_in_parts` to read again.

Not such a request: "asked that we wait" (no "be"), "asked whether …" (a question), a request of someone else's
thing told with no value after the participle ("asked that the file be deleted").
"""

from __future__ import annotations

import re

# "<holder> asked that <thing> be [<participle>] <value>": the holder's words, the thing, the value.
_REQUESTED = re.compile(
    r"^(?P<head>.*?\b)(?:asked|asks|ask|requested|requests|request|insisted|insists)\s+that\s+"
    r"(?P<thing>[^,;:—–]{2,60}?)\s+(?:should\s+)?be\s+(?:(?:[a-z]+(?:ed|en)|written|sent|done|kept|made|put|run|held"
    r"|set|shot|cut|read|told|paid|brought)\s+)?"
    # the value: a complement ("in Dutch", "as PDFs", "by text", "every Friday") or a name or number ("9am", "Teams")
    r"(?P<value>(?:in|as|by|on|at|via|with|into|every|each|before|after)\s[^;:—–]+|[A-Z0-9][^;:—–]*)$")


def requested_plainly(text: str) -> str | None:
    """``text`` with a request told as a "that … be …" clause put as a want of the thing ("asks for X <value>"), or
    ``None`` where it tells none."""
    found = _REQUESTED.match(text.strip())
    if found is None:
        return None
    value = found.group("value").strip()
    return f"{found.group('head')}asks for {found.group('thing')} {value}"
