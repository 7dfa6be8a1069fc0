"""A negation that closes what came before it: "Gitter, not anymore", "Skitch for annotations? Not anymore, CleanShot X
does it", "used to reside in Kraków, but not anymore", "Westbrook teaching job: not anymore".

People deny a value after telling it, so the negation stands in a clause of its own and the clause it denies reads
as an assertion. :func:`denied_before` gives the statement reader the clauses with the negation moved into the
clause it closes ("not Gitter anymore"), which the cue reader denies whole like any "not X anymore"; a "used to"
the denied clause opens with is the same telling ("used to reside in Kraków, but not anymore" is "no longer
resides in Kraków"), so it is dropped rather than read as history. In a "key: value" note whose value is only the
negation, the key is what is denied.
"""

from __future__ import annotations

from core.conflicts.clauses import _Clause
from core.conflicts.value_words import Token

# The words of a negation that closes a clause, after an optional joining word: "(but) not anymore",
# "no longer", "no more", "not any more", "not any longer".
_CLOSING = (("not", "anymore"), ("not", "any", "more"), ("not", "any", "longer"), ("no", "longer"), ("no", "more"))
_JOINING = frozenset("but and yet though".split())
_USED_TO = ("used", "to")
_NOT = Token(surface="not", low="not", kind="word", norm="not")
_ANYMORE = Token(surface="anymore", low="anymore", kind="word", norm="anymor")


def _closing_length(tokens: list[Token]) -> int:
    """How many tokens the closing negation the clause opens with takes (0: it opens with none)."""
    lows = [t.low for t in tokens]
    start = 1 if lows[:1] and lows[0] in _JOINING else 0
    for phrase in _CLOSING:
        end = start + len(phrase)
        if tuple(lows[start:end]) == phrase and (end == len(lows) or tokens[end].kind == "punct"):
            return end
    return 0


def _denied(tokens: list[Token]) -> list[Token]:
    """The clause the negation closes, told as "not … anymore" (without a "used to" it opens with)."""
    words = list(tokens)
    lows = [t.low for t in words]
    for k in range(len(lows) - 1):
        if (lows[k], lows[k + 1]) == _USED_TO:
            words = words[:k] + words[k + 2:]
            break
    return [_NOT, *words, _ANYMORE]


def denied_before(clauses: list[_Clause], key: list[Token]) -> list[_Clause]:
    """The clauses with each closing negation moved into the clause it closes: the one before it, or, for a note's
    value that is only the negation, the note's ``key``. A clause in brackets is never closed from outside them."""
    out: list[_Clause] = []
    for k, clause in enumerate(clauses):
        length = _closing_length(clause.tokens)
        if not length or clause.paren:
            out.append(clause)
            continue
        rest = clause.tokens[length:]
        if rest and rest[0].kind == "punct":
            rest = rest[1:]  # "Not anymore, CleanShot X does it": the comma only parts the two
        if out and not out[-1].paren:
            before = out.pop()
            out.append(_Clause(_denied(before.tokens), paren=False, hedged=before.hedged))
        elif k == 0 and key:
            out.append(_Clause(_denied(key)))
        else:
            out.append(clause)
            continue
        if rest:
            out.append(_Clause(rest, paren=clause.paren, hedged=clause.hedged, history=clause.history))
    return out
