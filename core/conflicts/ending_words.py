"""The words that say a thing ended, in one lexicon every reader of an end builds on.

Six readers find an end by its verb — a channel shut (`channels`), a mail address gone (`mail_swap`), the older
value displaced (`displaced`), a name retired (`name_retired`), a licence withdrawn (`licence_withdrawn`), the older
value ended (`ended_older`) — and each had written its own list, with members the others lacked for no reason of
their own ("binned" ended a tool but not a channel, "sunset" a channel but not an address). They read these lists
now, and name beside them only what their own shape needs ("left" ends a membership, "bounces" an address).

Two positions, as each is written:

- :data:`ENDED_AFTER` is told after its thing, in its clause ("the Slack channel's archived", "handheld retired",
  "the lease lapsed"): the participles of ending and the states an end leaves;
- :data:`ENDED_BEFORE` is the holder's deed, before its thing ("ditched Jira", "archived the spreadsheet").

Each is a tuple of phrases (words separated by single spaces), longest first; :func:`alternation` writes phrases as
a regular expression's alternation, :func:`as_words` as tuples of words for the readers that walk tokens.
"""

from __future__ import annotations

import re
from collections.abc import Iterable


def _longest_first(words: Iterable[str]) -> tuple[str, ...]:
    """Each phrase once, the longest first (in words, then letters, then alphabetically), so an alternation tries
    "shut down" before "shut"."""
    return tuple(sorted(dict.fromkeys(words), key=lambda p: (-len(p.split()), -len(p), p)))


def phrases(text: str) -> tuple[str, ...]:
    """The phrases of ``text``, separated by ``|``, each with single spaces, longest first (in words, then letters).

    Args:
        text: phrases separated by ``|``; line breaks and runs of spaces inside a phrase are one space.

    Returns:
        Each phrase once, in lower case, the longest first so an alternation tries "shut down" before "shut".
    """
    return _longest_first(p for p in (" ".join(p.lower().split()) for p in text.split("|")) if p)


def alternation(words: Iterable[str]) -> str:
    """A regular expression's alternation of ``words`` (phrases), each space read as any run of spaces.

    Args:
        words: phrases as :func:`phrases` returns them.

    Returns:
        The alternation, without a group or word boundaries (the caller adds them), longest phrase first.
    """
    return "|".join(r"\s+".join(re.escape(w) for w in p.split()) for p in _longest_first(words))


def as_words(words: Iterable[str]) -> tuple[tuple[str, ...], ...]:
    """``words`` (phrases) as tuples of words, longest first, for a reader that matches tokens."""
    return tuple(tuple(p.split()) for p in _longest_first(words))


# Verbs of ending whose past form ends a thing on either side of it: "retired the box", "the box was retired".
_EITHER = phrases("""retired | dropped | scrapped | closed | abandoned | archived | deleted | decommissioned | sunset
    | sunsetted | binned | removed | uninstalled | cancelled | canceled | discontinued | killed | ditched | dumped
    | deactivated | terminated | vacated | disbanded | dissolved | shut down | phased out | ripped out
    | switched off | turned off | given up | packed up | taken offline | painted over""")
# Told after their thing only: the states an end leaves ("the thread is dead", "Turin behind us"), participles
# whose past tense differs ("frozen", "torn out", "taken down"), and "shut" alone, which before a thing is "shut
# the door" far more than an end.
_AFTER_ONLY = phrases("""gone | dead | over | ended | lapsed | expired | unused | frozen | sublet | closed down
    | shut | shut off | torn out | taken down | wound down | ran out | behind us | behind me | left behind""")
# Told before their thing only: past tenses whose participle differs ("froze", "tore out", "took down", "gave up").
_BEFORE_ONLY = phrases("froze | tore out | took down | gave up | quit | sold | ended")

ENDED_AFTER: tuple[str, ...] = phrases("|".join(_EITHER + _AFTER_ONLY))
ENDED_BEFORE: tuple[str, ...] = phrases("|".join(_EITHER + _BEFORE_ONLY))

# A thing dismissed rather than ended: said after it, in its clause ("Garamond out", "gauze no longer", "the GPL
# grant was withdrawn", "the MPL was superseded by …", "his Peterhead bed was released"), or judged so that it is
# not wanted ("paper is disliked", "nightly was overkill"), or no longer in use ("labdata is no longer monitored").
# Beside another value of its kind, the older one is let go; a reader takes these where a thing's end is read with
# its guards (another holder, a hedge, a window).
DISMISSED_AFTER: tuple[str, ...] = phrases("""out | no longer | withdrawn | superseded | revoked | rescinded | released
    | let go | disliked | overkill | no longer used | no longer monitored | no longer read | no longer checked
    | no longer needed | no longer wanted | no longer supported | no longer valid | no longer current | out of favour
    | out of favor | out of use
    | fell out of favour | fell out of favor | fell out of use | unwelcome | not worth it | off the hook
    | no longer on the hook""")
# ... and before it, as a deed or a contrast: "skip the email digests", "let go the prepress crew" (written "let
# the prepress crew go"), "check Windy instead of Yr", "in full sentences, not bullets".
DISMISSED_BEFORE: tuple[str, ...] = phrases("skip | let go | instead of | rather than")
