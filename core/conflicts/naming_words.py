"""The words and token shapes the readers of a thing's name share, and when two names are of one family.

:mod:`core.conflicts.naming` reads a name told after a naming word, :mod:`core.conflicts.renamed_subject` the older
name standing as the newer memory's subject; both tokenise a text alike, cue on the same naming words and set aside
the same aliases, light words and words that are no name.
"""

from __future__ import annotations

import re

from core.conflicts import wording as W

# A word that may name a thing ("called", "goes by", "shipped as", "handle"): the cheap test before any reading.
NAMING_CUE = re.compile(r"\b(?:call\w*|named?|refers?|referring|\w+name|(?:is|as) ['‘’\"`“]|known?|go(?:es|ing)? by"
                        r"|went by|registered|re-?register\w*|perform(?:s|ing)? as|(?:go|goes|going|went) out as"
                        r"|referred to(?: \w+)? as|under the (?:title|brand|banner)"
                        r"|tracked as|addressed as|labell?ed|titled|title|label|signage|answers to"
                        r"|published|ships?|shipped|launched|released|listed|renamed|rebranded|re-?titled|relabell?ed"
                        r"|re-?christened|codenamed|dubbed|christened|re-?designated|re-?badged|republished|shipping"
                        r"|nicknamed|branded|designated|re-?catalogu?ed|re-?dubbed"
                        r"|re-branded|gave|give|gives|giving|given|assign(?:ed|s)?"
                        r"|trad(?:es|ing) as|operates as|goes by"
                        r"|handle|slug|ssid|alias|moniker|callsign|shows? up|appears?|posts?|signs? in|logs? in)\b")
# A text's tokens: words (with dots, slashes, @ and # inside), quotes, arrows and punctuation.
TOKEN = re.compile(r"[\w@#][\w'’.+/@-]*[\w+]|[\w@#]|['‘’\"`“”]|->|→|[;:,()—–=.!?]")
QUOTES = frozenset("'‘’\"`“”")
# Words of no thing: light words, and the words that ask or report.
LIGHT = W.LIGHT_WORDS | frozenset(
    """the a an our my their its user user's users we've i've we're i'm been has have had was were is are be
    now these days said says mentioned main also name refer refers referred asked asks wants wanted
    would like shows appears""".split())
# A name added beside the thing's name, not one replacing it.
ALIAS = re.compile(r"\b(?:also known as|aka|a\.k\.a\.|alias(?:ed)?|also called|nickname|nicknamed|or just|for short"
                   r"|short for|abbreviated)\b")
# Words that never stand as a name: a preposition, an article, a possessive.
NOT_NAMES = frozenset(
    "after before since because for from in on at by with to the a an and or my our their his her its".split())

# A name written as an identifier ("@acme/ui-kit", "billing_svc"), not a plain word.
SEPARATED = re.compile(r"\w[-_./@]\w")


def kin_names(one: str, two: str) -> bool:
    """ "orders" and "orders_archive": one name the start of the other, another thing of its family."""
    short, long = sorted((one, two), key=len)
    return long.startswith(short) and long[len(short):len(short) + 1] in ("_", "-", ".", "/")
