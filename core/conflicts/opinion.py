"""Opinions told without a verb of attitude: a thing judged, or a thing asked for.

:mod:`.attitude` reads a preference from its verb ("prefers", "avoids"). People also say it by
judging the thing or by asking for it, in wording no verb list foresees:

- **a judgement**: the thing, then a word that judges it — "Poetry feels sluggish to them", "inline
  comments are too noisy for me", "Tabs drive me nuts", "screenshots in PR descriptions a waste of
  time", "User finds bullet lists choppy", "Analogies are found patronising by Jun". The holder is
  *against* the thing. The judging words are a class of meaning (words that find fault), not the
  phrases of one writer: any of them, after any linking verb ("is", "feels", "seems", "got", "felt"),
  or after "find(s)" and its object, judges;
- **a request**: a clause that opens on a verb of doing, with no subject — "Just give me one-line
  commit messages", "Please write full commit bodies", "Stick to spaces" — is *for* its object, as the
  one value wanted; opened by a refusal ("Don't bother running tests before commits", "no need to
  show diffs first", "Never use …") it is *against* it.

This module reads only where the thing and the judgement stand; :mod:`.attitude` turns each reading into
an attitude (holder, object, scope) and compares it as it compares the ones told with a verb.

Not an opinion: a judgement hedged or asked ("is X too slow?"), a judgement of something the writer does
not hold ("the old docs were confusing"), which :mod:`.attitude`'s comparison leaves alone unless the
other text holds an attitude toward the same thing.
"""

from __future__ import annotations

import re

from core.model.lean import lean_dataclass

# Words that find fault with a thing: said of it, the holder is against it.
_FAULT = frozenset("""noisy choppy sluggish slow clunky annoying distracting patronising patronizing condescending
    tedious painful useless pointless overkill bloated confusing isolating exhausting unreadable ugly cluttered
    messy flaky tiring draining frustrating awkward unusable overrated irritating obnoxious grating jarring
    cumbersome fiddly finicky unbearable insufferable infuriating maddening exhausting annoy annoys bug bugs
    irritate irritates harsh strains strain hurts unpleasant uncomfortable boring overwhelming cramped garish gaudy
    windy drab dull bland stuffy grainy blurry glaring fussy dated""".split())
# Two or three words that find fault: "a waste", "drive me nuts", "not enough", "go unread".
_FAULT_PHRASES = tuple(tuple(p.split()) for p in """a waste | waste of time | drive me nuts | drives me nuts
    | drive me crazy | drives me crazy | drive me up the wall | drives me up the wall | not enough | aren't enough
    | isn't enough | a pain | a chore | a hassle | a nightmare | go unread | goes unread | get ignored
    | gets ignored | too much | way too | hard to read | hard to follow | not worth it | not worth""".split("|"))
# Words that may stand between a thing and its judgement: "feels sluggish", "are too noisy", "got way too".
_LINKS = frozenset("""is are was were be been being feels feel felt seems seem seemed got gets get getting become
    looks look looked sounds sound sounded
    became has have had just really very so too far kind sort of now actually honestly always frankly pretty
    quite all everywhere sprinkled""".split())
_FIND = frozenset("find finds found consider considers considered thinks think thought".split())
# Verbs a request opens on: "give me", "write", "stick to", "keep".
_REQUEST = frozenset("""give write use keep send show put make stick default format answer reply ship book
    schedule post switch go apply run leave add include drop skip""".split())
_REQUEST_AGAINST_VERBS = frozenset("drop skip".split())
_OPENERS = frozenset("just please always only honestly from now on going forward then".split())
_REFUSALS = (("don't", "bother"), ("do", "not", "bother"), ("don't",), ("do", "not"), ("never",),
             ("no", "need", "to"), ("stop",), ("quit",))
_PRONOUN_OBJECTS = frozenset("me us them him her it".split())


# Every word that can open a judgement or a request: a text with none tells no opinion (the cheap test).
_CUE_WORDS = _FAULT | {p[0] for p in _FAULT_PHRASES} | {"don't", "never", "no need", "stop", "quit"}
# A request opens its clause: "Just give me …", "…; please write …" — not "we use X" mid-sentence.
OPINION_CUE = re.compile(r"\b(?:" + "|".join(sorted(map(re.escape, _CUE_WORDS), key=len, reverse=True)) + r")\b"
                         r"|(?:^|[;,.!?—–:]\s*|\d\s+)(?:(?:just|please|always|only|honestly)\s+)*(?:"
                         + "|".join(sorted(_REQUEST, key=len, reverse=True)) + r")\b")


@lean_dataclass(frozen=True)
class Opinion:
    """A thing judged or asked for: ``polarity`` (1 for, -1 against) toward ``thing`` (words as written);
    ``after`` is what follows the thing (its scope, a purpose); ``holder`` the words that say whose it is."""

    polarity: int
    thing: tuple[str, ...]
    after: tuple[str, ...]
    holder: tuple[str, ...]
    agent: tuple[str, ...] = ()


def _fault_at(words: list[str], i: int) -> int:
    """How many words a fault-finding judgement spans at ``i`` (0 when none starts there)."""
    if words[i] in _FAULT:
        return 1
    for phrase in _FAULT_PHRASES:
        if tuple(words[i:i + len(phrase)]) == phrase:
            return len(phrase)
    return 0


def judgement(words: list[str]) -> Opinion | None:
    """The thing a clause part finds fault with, or ``None``: "Poetry feels sluggish to them"."""
    for i in range(1, len(words)):
        span = _fault_at(words, i)
        if not span:
            continue
        before = list(words[:i])
        after = tuple(words[i + span:])
        find = max((k for k, w in enumerate(before) if w in _FIND), default=-1)
        agent: tuple[str, ...] = ()
        if find >= 0 and any(w not in _LINKS for w in before[find + 1:]):  # "User finds bullet lists choppy"
            holder, thing = tuple(before[:find]), before[find + 1:]
        elif find >= 0:  # "Analogies are found patronising by Jun", "the deck having been found too windy"
            holder, thing = (), [w for w in before[:find] if w not in ("having", "been")]
            if after[:1] == ("by",):
                agent = tuple(after[1:3])
        else:
            holder, thing = (), before
        while thing and thing[-1] in _LINKS:
            thing.pop()
        thing = [w for w in thing if w not in ("are", "is", "was", "were")]
        if not thing or thing[0] in ("it", "that", "this", "which", "what"):
            return None  # "it felt slow": no thing named
        return Opinion(-1, tuple(thing), after, holder, agent)
    return None


def request(words: list[str]) -> Opinion | None:
    """What a clause part that opens on a verb of doing asks for (or, refused, against), or ``None``."""
    k = 0
    while k < len(words) and words[k] in _OPENERS:
        k += 1
    polarity = 1
    for refusal in _REFUSALS:
        if tuple(words[k:k + len(refusal)]) == refusal:
            polarity, k = -1, k + len(refusal)
            break
    if k >= len(words):
        return None
    verb = words[k]
    bare = verb[:-3] if verb.endswith("ing") and polarity < 0 else verb  # "don't bother running tests"
    if verb not in _REQUEST and bare not in _REQUEST and not (polarity < 0 and verb.endswith("ing")):
        return None
    if polarity > 0 and k == 0 and words[0] not in _REQUEST:
        return None
    if verb in _REQUEST_AGAINST_VERBS:
        polarity = -polarity
    k += 1
    while k < len(words) and (words[k] in _PRONOUN_OBJECTS or words[k] in ("to", "with", "on")):
        k += 1
    thing = tuple(words[k:])
    return Opinion(polarity, thing, (), ()) if thing else None
