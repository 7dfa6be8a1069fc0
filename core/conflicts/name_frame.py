"""The words around a named thing that frame the naming rather than name the thing: when, a label, a verb.

:func:`core.conflicts.naming.naming` takes a name's thing as the words before its naming word, and
:func:`core.conflicts.name_change.name_change` asks the newer thing to hold no word the older memory lacks, so a
narrower or another thing is never read as renamed. Fresh hands put words there that are no part of the thing:

- when, fronted with no comma: "Q3 onward the baggage report ships as …", "from today the bot answers to …";
- a label before a colon: "members' poll: Slack bot answers to …";
- the verb of a relative clause or an infinitive, or a passive's participle: "the cargo bike I ride goes by …",
  "rocket #3 to fly as …", "the loan product is being sold under the brand …".

:func:`frame_words` gives those words (as six-letter stems, as the thing is written) so the comparison may leave
them out. A noun before the thing's head ("the CLI's config file") is no frame: it makes another thing.
"""

from __future__ import annotations

import re

from core.conflicts.calendar_words import CALENDAR_WORDS, SEASONS

# Words of when that may open a naming clause with no comma after them.
_WHEN = frozenset("onward onwards today tonight tomorrow from starting effective henceforth now".split()) \
    | CALENDAR_WORDS | frozenset(SEASONS)
_WHEN_SHAPE = re.compile(r"^(?:q[1-4]|h[12]|fy\d{2,4}|\d{4})$")
_THING_DETS = frozenset("the my our their his her its this that".split())
# Words after which the next one is a verb, not a noun of the thing: a relative clause's subject, "to", a passive's
# auxiliary ("is being sold").
_BEFORE_A_VERB = frozenset("i we you they he she to being been".split())
# A relative clause's subject with its auxiliary fused: "the accord I'm developing goes by …".
_BEFORE_A_PARTICIPLE = frozenset("i'm we're they're you're he's she's i've we've they've".split())
# A naming word a relative clause's verb may stand before, after "is" or "are": "the cluster I run is called …".
_NAMED_PASSIVE = frozenset("called named known labelled labeled titled".split())
# Where a naming clause's name follows: the naming word's first word ("as", "by", "under", "to").
_NAMING_TAIL = frozenset("as by under to".split())
_TOKEN = re.compile(r"[\w#@'’.+/-]+|[:;,—–()]")
# A key that is a kind of name: its colon opens the name, not a clause after a label.
_NAME_KEYS = frozenset("name title label signage codename handle alias nickname".split())


def _stem(word: str) -> str:
    return word.removesuffix("'s").removesuffix("’s").rstrip("s")[:6]


def frame_words(text: str) -> frozenset[str]:
    """The stems of ``text``'s words that frame a naming rather than name its thing (module docstring)."""
    tokens = [t.lower().strip(".") for t in _TOKEN.findall(text)]
    framed: set[str] = set()
    clause = 0
    for k, token in enumerate(tokens):
        if token in (";", "—", "–"):
            clause = k + 1
        elif token == ":" and k + 1 < len(tokens) and k > clause:
            # "members' poll: Slack bot answers to 'Kurér'": the label before the colon frames a clause after it
            # that names its own thing (a naming word and at least two words before it)
            rest = tokens[k + 1:]
            rest = rest[:rest.index("(")] if "(" in rest else rest  # "… (sister boat to #17)": an aside, no naming
            at = next((j for j, w in enumerate(rest) if w in _NAMING_TAIL), -1)
            if at >= 2 and tokens[k - 1] not in _NAME_KEYS:  # "hull name: 'Sea Holly'": the key itself
                framed |= {_stem(w) for w in tokens[clause:k]}
        elif token in _THING_DETS and k > clause:
            # "Q3 onward the baggage report": every word before the determiner a word of when
            before = tokens[clause:k]
            if all(w in _WHEN or _WHEN_SHAPE.match(w) for w in before):
                framed |= {_stem(w) for w in before}
        elif token in _BEFORE_A_VERB and k + 2 < len(tokens) and tokens[k + 2] in _NAMING_TAIL \
                and re.fullmatch(r"[a-z]+", tokens[k + 1]) and k > clause:
            # "the cargo bike I ride goes by", "rocket #3 to fly as": the one word before the naming word a verb
            framed.add(_stem(tokens[k + 1]))
        elif token in _BEFORE_A_VERB | _BEFORE_A_PARTICIPLE and k + 3 < len(tokens) \
                and tokens[k + 2] in ("goes", "go", "is", "are") \
                and (tokens[k + 3] in _NAMING_TAIL
                     or (tokens[k + 2] in ("is", "are") and tokens[k + 3] in _NAMED_PASSIVE)) \
                and re.fullmatch(r"[a-z]+", tokens[k + 1]) and k > clause:
            # "the cargo bike I ride goes by Lille Hvalen", "the cluster I run is called …", "the accord I'm
            # developing goes by …"
            framed.add(_stem(tokens[k + 1]))
    return frozenset(framed)
