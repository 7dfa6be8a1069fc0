"""The cues of a clause, for :mod:`core.conflicts.statement` (ARCHITECTURE.md §7.3).

Before a clause is read as an assertion, ``_take_cues`` finds what it denies ("no longer
uses CircleCI"), says has stopped ("Bear is gone", "left Shopify") and the transitions that
give a previous value ("from Bangalore to Hyderabad", "(was 6.2)"), records them on the
reading and returns the tokens left to read.
"""

from __future__ import annotations

from core.conflicts import families as F
from core.conflicts import named_values as N
from core.conflicts import wording as W
from core.conflicts.clause_positions import _product_before, _redone
from core.conflicts.clause_reading import _family_spans
from core.conflicts.clauses import _DETERMINERS, _Clause, _find, _has, _lows, _norms
from core.conflicts.reading import (
    _NULL_VALUES,
    _PREPOSITIONS,
    Denial,
    _ignorable,
    _is_name,
    _named,
    _noun_family,
    _Reading,
    _slot,
)
from core.conflicts.sale_words import part_of, sold_as_trade
from core.conflicts.value_words import Token

# --- cues: denials, stops, transitions ---------------------------------------------------------------


def _object_span(tokens: list[Token], start: int, *, replacing: bool) -> tuple[int, int]:
    """The words after a stop cue up to a clause end or a replacement marker ("ditched X *for* Y")."""
    end = start
    while end < len(tokens):
        t = tokens[end]
        if t.kind == "punct" and t.low in (",", ":"):
            break
        if t.low in W.REASON_WORDS and end > start:
            break
        if t.low in ("for", "to", "with", "by", "in", "over", "as", "because", "after", "when", "and", "so", "then",
                     "last", "this", "since", "from", "on", "at", "everywhere", "anymore", "now") and end > start:
            if t.low in ("in", "at", "on") and end + 1 < len(tokens) and _is_name(tokens[end + 1]) and \
                    not replacing and end == start + 1 and tokens[start].norm in W.CHANGE_WORDS:
                end += 1
                continue
            if t.low in ("at", "in", "on", "from") and not replacing:
                end += 1
                continue
            break
        end += 1
    return start, end


def _object_before(tokens: list[Token], end: int) -> tuple[int, int]:
    start = end
    while start > 0:
        t = tokens[start - 1]
        if t.kind == "punct" or t.low in ("and", "but", "so", "then", "while", "which") \
                or (t.low in ("since", "because") and start - 1 > 0):
            break  # "standup in Google Meet since the contract ended": what ended is the contract
        start -= 1
    return start, end


def _denial(cue: str, tokens: list[Token], *, tags: frozenset[str] = frozenset()) -> Denial | None:
    if tokens and tokens[0].low == "still":
        return None  # "SFTP drop still sftp.partner.net": a noun, and what follows is still held
    words: set[str] = set()
    values: list[tuple[str, str]] = []
    shown = []
    own_tags = set(tags)
    spans = _family_spans(_norms(tokens))
    used: set[int] = set()
    for start, end, family, _kind in spans:
        own_tags.add(F.TAGS[family])
        used.update(range(start, end))
    for i, t in enumerate(tokens):
        if i in used:
            continue
        if t.is_value:
            if t.kind == "date":
                continue
            values.append((_slot(t) if not (t.kind == "number" and not t.unit and _product_before(tokens, i))
                           else "version", t.norm))
            shown.append(t.surface)
            continue
        if t.kind == "word" and (t.norm in N.ROLE_HEADS or t.low in N.ROLE_ABBREVIATIONS):
            values.append(("role", N.ROLE_ABBREVIATIONS.get(t.low, t.norm)))
            shown.append(t.surface)
            continue
        if _named(t):
            values.append(("name", t.norm))
            shown.append(t.surface)
            continue
        if t.kind != "word" or _ignorable(t) or t.norm in W.VALUE_NOUNS:
            continue
        noun_family = _noun_family(t)
        if noun_family:
            own_tags.add(F.TAGS[noun_family])
            continue
        if t.low in W.ALTERNATIVE_OF:
            values.append((f"alt:{W.ALTERNATIVE_OF[t.low]}", W.SYNONYMS.get(t.low, t.low)))
            shown.append(t.surface)
            continue
        if t.low in N.CLASS_NOUNS:
            own_tags.add(f"@{N.CLASS_NOUNS[t.low]}")
        words.add(t.norm)
        shown.append(t.surface)
    if values:
        words -= W.VALUE_HEADS
    if not words and not values and tokens and all(t.low in W.SELF_WORDS or t.low in _DETERMINERS
                                                     or t.kind == "punct" for t in tokens):
        # "the user stepped away", "handed over by me": the user no longer holds it.
        values.append(("owner", "@self"))
        shown.append(" ".join(t.surface for t in tokens if t.kind != "punct"))
    if not words and not values:
        return None
    return Denial(cue=cue, words=frozenset(words), values=tuple(values), text=" ".join(shown),
                  tags=frozenset(own_tags), possessive=any(t.possessive for t in tokens))


# A rename: what follows its "from" is the former name, whatever word it is ("renamed from docs-web").
_RENAMED = frozenset("renamed rebranded rename rebrand".split())
# A verb of preferring before "over": what follows "over" is the option turned down ("favoured … over phone calls").
_PREFERRING = frozenset("""prefer prefers preferred preferring favor favors favored favoring favour favours favoured
    favouring""".split())
# Verbs of making: what follows their "from" is what a thing is made of, not a value it had.
_MADE_FROM = frozenset("cut built rebuilt build builds rebuild rebuilds forked derived generated compiled cloned "
                       "copied branched based baked".split())


def _cut_from_a_source(tokens: list[Token], i: int) -> bool:
    """ "a hotfix branch is *cut from* release/2026.03", "rebuilt from Debian 12": made from a name or
    path is where a thing comes from; only an amount ("cut from $20") is a value cut down."""
    if tokens[i - 1].low not in _MADE_FROM:
        return False
    if any(t.low in W.TO_WORDS for t in tokens[i + 1:]):
        return False  # "rebuilt from Debian 11 to Debian 12": a transition after all
    after = next((t for t in tokens[i + 1:] if t.is_value or _is_name(t)), None)
    return after is not None and after.kind not in ("number", "money", "period", "time")


def _from_to_transition(lows: list[str], i: int, to: int) -> bool:
    """Whether "from" at ``i`` and the "to"/"on" at ``to`` tell one move from a value to another: not when a verb
    stands between them ("an invoice *from* the supplier *was sent to* …": a source, then where the sending went),
    nor a place said still to hold before an "on" ("*still* served from the /internal/metrics path on the admin
    port": where it is served from, not what it was)."""
    if any(lows[k] in W.COPULAS or lows[k] in ("has", "have", "had") for k in range(i + 1, to)):
        return False
    if lows[to] == "on" and to + 1 < len(lows) and lows[to + 1].removesuffix("s") in _DAYS_AFTER_ON:
        return False  # "open from 10:00 on Saturday mornings": when it starts and on which day, no move
    return lows[to] != "on" or "still" not in lows[:i]


# A weekday or a weekend after "on" ("from 10:00 on Saturdays"): the day a time holds on, no value moved onto.
_DAYS_AFTER_ON = frozenset("monday tuesday wednesday thursday friday saturday sunday weekday weekend".split())


def _take_cues(clause: _Clause, out: _Reading) -> list[Token]:
    """Find denials, stops and transitions in a clause; return the tokens left to read as an assertion."""
    tokens = clause.tokens
    norms = _norms(tokens)
    lows = _lows(tokens)
    keep = [True] * len(tokens)
    # "(was X)", "was: X"
    # "(from @lena)" after a value: a short aside giving where it came from is the previous value.
    if clause.paren and lows and (lows[0] in ("was", "previously", "formerly", "prev", "ex", "old")
                                  or (lows[0] == "from" and len(lows) <= 3)):
        for t in tokens[1:]:
            if t.is_value or _is_name(t):
                out.add_prior(_slot(t), t.norm, t.surface)
        return []
    # Arrows and "from X to Y": the value before is the previous one.
    for i, t in enumerate(tokens):
        if t.kind == "arrow" and i > 0:
            after = next((x for x in tokens[i + 1:] if x.is_value or _name_like(x)), None)
            k = i - 1
            while k >= 0 and tokens[k].kind == "word" and tokens[k].norm in W.CHANGE_WORDS:
                k -= 1
            if k >= 0 and after is not None and _same_kind(tokens[k], after):
                out.add_prior(_slot(tokens[k]), tokens[k].norm, tokens[k].surface)
                keep[k] = False
                out.change = True
            elif k >= 0 and after is None and (tokens[k].is_value or _name_like(tokens[k])):
                out.add_prior(_slot(tokens[k]), tokens[k].norm, tokens[k].surface)
                keep[k] = False
            out.change = True
    for i, low in enumerate(lows):
        # "moved out of #ops-alerts into #incidents", "migrated off Jenkins onto GHA": as "from X to Y".
        leaving = (low == "of" and i > 0 and lows[i - 1] == "out") \
            or (low == "off" and i > 0 and norms[i - 1] in W.CHANGE_WORDS)
        if (low == "from" or leaving) and i + 1 < len(tokens):
            to = next((k for k in range(i + 2, min(len(tokens), i + 8)) if lows[k] in ("to", "into", "onto", "on")),
                      None)
            if leaving and (to is None or lows[to] == "on"):
                continue
            if to is not None and not _from_to_transition(lows, i, to):
                to = None
            if to is not None:
                for k in range(i + 1, to):
                    if tokens[k].kind == "word" and not _ignorable(tokens[k]) and not tokens[k].is_value \
                            and not _is_name(tokens[k]) and tokens[k].low not in W.ALTERNATIVE_OF:
                        out.add_prior("name", tokens[k].norm, tokens[k].surface)
                    elif tokens[k].is_value or _is_name(tokens[k]) or tokens[k].low in W.ALTERNATIVE_OF:
                        alt = tokens[k].low in W.ALTERNATIVE_OF
                        slot = f"alt:{W.ALTERNATIVE_OF[tokens[k].low]}" if alt else _slot(tokens[k])
                        out.add_prior(slot if tokens[k].is_value or alt else "name",
                                      tokens[k].low if alt else tokens[k].norm, tokens[k].surface)
                    keep[k] = False
                keep[i] = False
                out.change = True
            elif i > 0 and (norms[i - 1] in W.CHANGE_WORDS or _redone(tokens[i - 1])
                            or tokens[i - 1].low in _RENAMED) and not _cut_from_a_source(tokens, i):
                # "(relicensed from MPL)", "upgraded from 14": what it was before.
                renamed = tokens[i - 1].low in _RENAMED
                for k in range(i + 1, len(tokens)):
                    if tokens[k].kind == "punct" or (tokens[k].kind == "period" and tokens[k].frequency):
                        # "refreshed from a snapshot *once a week*": how often is no part of where from.
                        break
                    if tokens[k].is_value or _is_name(tokens[k]):
                        out.add_prior(_value_slot(tokens, k), tokens[k].norm, tokens[k].surface)
                        keep[k] = False
                    elif renamed and tokens[k].kind == "word" and not _ignorable(tokens[k]) \
                            and tokens[k].low not in _DETERMINERS:
                        # "(renamed from docs-web)": after a rename, any word is the former name.
                        out.add_prior("name", tokens[k].norm, tokens[k].surface)
                        keep[k] = False
                keep[i] = False
                out.change = True
    # "X is now called Y", "renamed X to Y", "swapped X for Y", "replaced X with Y", "X replaced by Y",
    # "X over Y" (preferences), "instead of X", "rather than X", "not X" (contrast)
    for i, low in enumerate(lows):
        norm = norms[i]
        if norm in ("swap", "swapped", "ditch", "ditched", "traded", "exchang") or low in ("swapped", "ditched",
                                                                                         "traded", "exchanged"):
            if _went_before(tokens, lows, i, ("for", "with"), out, keep):
                if i > 0 and lows[i - 1] in ("was", "were", "been", "is", "are", "got"):
                    # "Kaniko was swapped out for BuildKit": the subject is what went.
                    for k in range(i - 1, -1, -1):
                        if tokens[k].kind == "punct":
                            break
                        if tokens[k].is_value or _named(tokens[k]):
                            out.add_prior(_value_slot(tokens, k), tokens[k].norm, tokens[k].surface)
                            keep[k] = False
                keep[i] = False
                out.change = True
        if low in ("replaced", "replace", "replaces", "superseded", "supersedes", "supplanted", "succeeded") \
                and i + 1 < len(tokens):
            if lows[i + 1] == "by" or (i > 0 and lows[i - 1] in ("was", "were", "been", "is", "are")):
                held = _someones_relation(tokens, i)
                if held is not None:
                    # "Lena's manager at Figma was replaced by Omar": a person in Lena's life went, not Figma.
                    out.relation.add(held)
                    out.change = True
                for k in range(i - 1, -1, -1) if held is None else ():
                    if lows[k] in ("was", "were", "been", "has", "have", "is", "are", "the"):
                        continue
                    if tokens[k].kind == "punct":
                        break
                    if tokens[k].is_value or _named(tokens[k]):
                        out.add_prior(_value_slot(tokens, k), tokens[k].norm, tokens[k].surface)
                        keep[k] = False
                out.change = True
            else:
                if _went_before(tokens, lows, i, ("with", "by"), out, keep):
                    out.change = True
                elif i > 0:
                    # "Herbal tea has replaced regular tea", "Neovim replaced VS Code": what follows went.
                    start, end = _object_span(tokens, i + 1, replacing=True)
                    d = _denial("replaced", tokens[start:end]) if end > start else None
                    if d:
                        out.denials.append(d)
                        for k in range(i, end):
                            keep[k] = False
                    out.change = True
        if low in ("renamed", "rename", "re-hostnamed", "rehostnamed", "rebranded") or norm in ("renam", "rebrand"):
            j = next((k for k in range(i + 1, min(len(tokens), i + 5)) if lows[k] in ("to", "as", "->", "→")), None)
            # "ledger-api was renamed billing-core": the new name right after the verb, no "to".
            bare = j is None and 0 < i < len(tokens) - 1 and (tokens[i + 1].is_value or _name_like(tokens[i + 1])) \
                and (lows[i - 1] in ("was", "were", "been", "got")
                     # "#rush-jobs renamed #same-day-desk": a note's rename, the two names of one kind either side
                     or ((tokens[i - 1].is_value or _name_like(tokens[i - 1]))
                         and _same_kind(tokens[i - 1], tokens[i + 1])))
            if j is not None or bare:
                found = False
                for k in range(i + 1, j if j is not None else i + 1):
                    if tokens[k].is_value or _name_like(tokens[k]) or tokens[k].kind == "quoted":
                        out.add_prior("name", tokens[k].norm, tokens[k].surface)
                        keep[k] = False
                        found = True
                k = i - 1
                while not found and k >= 0 and lows[k] in ("was", "were", "been", "has", "have", "got", "is"):
                    k -= 1
                if not found and k > 0 and tokens[k].low in _CHANNEL_NOUNS and tokens[k - 1].kind == "handle":
                    k -= 1  # "the #ci-noise stream was renamed …": the channel told before its class noun
                if not found and k >= 0 and (tokens[k].is_value or _name_like(tokens[k])):
                    # "acme-web renamed to acme-site"
                    out.add_prior("name", tokens[k].norm, tokens[k].surface)
                    keep[k] = False
            out.change = True
        if low == "now" and 0 < i < len(tokens) - 1 and (i == 1 or tokens[i - 2].kind == "punct") \
                and (i + 2 == len(tokens) or tokens[i + 2].kind == "punct") \
                and (tokens[i - 1].is_value or _name_like(tokens[i - 1])) and _same_kind(tokens[i - 1], tokens[i + 1]):
            # "auth-svc now identity-svc": a note of a rename, the old name first.
            out.add_prior(_value_slot(tokens, i - 1), tokens[i - 1].norm, tokens[i - 1].surface)
            keep[i - 1] = False
            out.change = True
        if low in ("called", "named", "known") and i > 1 and lows[i - 1] == "now" and lows[i - 2] in ("is", "are"):
            for k in range(i - 3, -1, -1):
                if tokens[k].kind == "punct":
                    break
                if tokens[k].is_value or _is_name(tokens[k]) or (tokens[k].kind == "word"
                                                                  and not _ignorable(tokens[k])):
                    out.add_prior("name", tokens[k].norm, tokens[k].surface)
                    keep[k] = False
        if low in ("instead", "rather") and i + 1 < len(tokens) and lows[i + 1] in ("of", "than"):
            start, end = _object_span(tokens, i + 2, replacing=True)
            d = _denial(f"{low} {lows[i + 1]}", tokens[start:end])
            if d:
                out.denials.append(d)
            for k in range(i, end):
                keep[k] = False
        if low == "over" and any(x in _PREFERRING for x in lows[:i]) and i + 1 < len(tokens):
            start, end = _object_span(tokens, i + 1, replacing=True)
            d = _denial("over", tokens[start:end])
            if d:
                out.denials.append(d)
            for k in range(i, end):
                keep[k] = False
    # Stops before their object: "left Shopify", "no more Alfama", "ditched VS Code for Zed"
    remaining = [t for t, k in zip(tokens, keep) if k]
    return _take_stops(remaining, out, clause)


def _went_before(tokens: list[Token], lows: list[str], i: int, ends: tuple[str, str], out: _Reading,
                 keep: list[bool]) -> bool:
    """ "swapped Kaniko for BuildKit", "replace X with Y": the values and names between the verb at ``i`` and the
    first of ``ends`` within five words went; each is kept as a prior value and left out of the reading. False
    when no end word follows."""
    j = next((k for k in range(i + 1, min(len(tokens), i + 6)) if lows[k] in ends), None)
    if j is None:
        return False
    for k in range(i + 1, j):
        if tokens[k].is_value or _is_name(tokens[k]):
            out.add_prior(_value_slot(tokens, k), tokens[k].norm, tokens[k].surface)
        keep[k] = False
    return True


def _value_slot(tokens: list[Token], k: int) -> str:
    t = tokens[k]
    if t.is_value:
        if t.kind == "number" and not t.unit and _product_before(tokens, k):
            return "version"
        return _slot(t)
    return "name"


def _name_like(t: Token) -> bool:
    """A name, or a hyphenated lower-case word that reads as one ("billing-api", "pay-core")."""
    return _is_name(t) or (t.kind == "word" and "-" in t.low and not _ignorable(t))


def _same_kind(a: Token, b: Token) -> bool:
    """Whether two values can be one attribute's old and new value ("billing-api -> ledger-api", not "db -> @li")."""
    if a.is_value and b.is_value:
        return _slot(a).split(":")[0] == _slot(b).split(":")[0] or {a.kind, b.kind} <= {"ident", "quoted"}
    if a.kind == "handle" or b.kind == "handle":
        return False
    return _name_like(a) and _name_like(b)


# The nouns a channel's handle is told before ("the #ci-noise stream", "the @ops group"): what it is, not another
# thing named after it ("the 'forge' handbook").
_CHANNEL_NOUNS = frozenset("channel stream room space group list chat topic alias".split())


def _object_follows(tokens: list[Token], end: int) -> bool:
    """Whether a content word follows a cue directly ("dropped *Redis*", not "Redis was dropped.")."""
    for t in tokens[end:end + 2]:
        if t.kind == "punct":
            return False
        if t.low in ("the", "a", "an", "our", "my", "their", "its", "his", "her", "your", "support", "all"):
            continue
        return not _ignorable(t) and t.low not in _PREPOSITIONS and t.low not in _WHEN_AFTER
    return False


# When, right after a stop verb: "was retired *long* ago", "deprecated *last* year" — no object follows.
_WHEN_AFTER = frozenset("long last ago earlier recently yesterday today years months weeks".split())
_GONE = frozenset("out gone over history dead done".split())
_PASSIVE_AUX = W.PASSIVE_AUX


# Verbs that tell a change away from something; negated, they keep it.
_CHANGE_AWAY = frozenset("switch switched switching move moved moving leave left leaving drop dropped quit quitting "
                         "replace replaced migrate migrated change changed ditch ditched abandon abandoned".split())


def _negated_change(tokens: list[Token], neg: int) -> bool:
    """ "not (yet) switched away from X": a negation whose verb is a change away."""
    for t in tokens[neg + 1:neg + 4]:
        if t.low in _CHANGE_AWAY:
            return True
        if t.low not in ("yet", "ever", "actually", "really", "been", "have", "has", "had", "be"):
            return False
    return False


def _a_rule_after(tokens: list[Token], end: int) -> bool:
    """A stop verb followed by "after/within/every" and a period, or by a period and "after" ("are archived 30 days
    after the incident closes"): a standing rule, not an event."""
    while end + 1 < len(tokens) and tokens[end].kind == "word" and tokens[end].low.endswith("ly") \
            and len(tokens[end].low) > 4:
        end += 1  # "are archived automatically thirty days after resolution": the rule's manner, then its period
    if end + 1 >= len(tokens):
        return False
    if tokens[end].kind == "period" and tokens[end + 1].low in ("after", "past", "later"):
        return True
    return tokens[end].low in ("after", "within", "every") and tokens[end + 1].kind == "period"


# "no longer than an hour", "no later than 9": a comparative after "no" and before "than" bounds a value.
_COMPARATIVES = frozenset("longer later earlier shorter fewer less more bigger larger smaller higher lower".split())


def _bound_told(lows: list[str], k: int) -> bool:
    """Whether the negation at ``k`` opens a bound ("no longer than half an hour"), not a denial."""
    return lows[k] == "no" and k + 2 < len(lows) and lows[k + 1] in _COMPARATIVES and lows[k + 2] == "than"


def _take_stops(tokens: list[Token], out: _Reading, clause: _Clause) -> list[Token]:
    norms = _norms(tokens)
    lows = _lows(tokens)
    keep = [True] * len(tokens)
    negated_clause = any(low in W.NEGATIONS for low in lows)
    has_anymore = any(low in ("anymore", "longer") for low in lows) or _has(norms, (("any", "more"),))
    # "not X anymore", "no longer X", "doesn't X": the whole clause is denied.
    if negated_clause and lows[0] in _NULL_VALUES and not any(low in W.NEGATIONS for low in lows[1:]):
        negated_clause = False  # "orm=none": no value, not a denial
    if negated_clause and all(low not in W.NEGATIONS or _bound_told(lows, k) for k, low in enumerate(lows)):
        negated_clause = False  # "meetings no longer than half an hour": a bound, not a denial
    if negated_clause:
        neg = next(i for i, low in enumerate(lows) if low in W.NEGATIONS)
        if lows[neg] == "no" and neg + 1 < len(lows) and lows[neg + 1] == "more":
            start, end = _object_span(tokens, neg + 2, replacing=True)
            d = _denial("no more", tokens[start:end])
            if d:
                out.denials.append(d)
            for k in range(neg, end):
                keep[k] = False
        elif neg == 0 and len(lows) > 1 and lows[0] == "not" and not has_anymore:
            # ", not Santiago": a contrast names the value that no longer holds.
            d = _denial("not", tokens[1:])
            if d:
                out.denials.append(d)
            return []
        elif _negated_change(tokens, neg) and not has_anymore:
            # "hasn't switched away from Black", "never left Berlin": the change did not happen, so
            # the older value still holds; nothing is denied.
            return []
        else:
            subject = tokens[:neg]
            d = _denial("no longer" if has_anymore else "not", tokens, tags=frozenset())
            if d:
                out.denials.append(d)
            # A denied clause asserts nothing else; its subject still names the entity.
            out.negated = True
            del subject
            return []
    # A cue with its object after it ("stepped down as CTO", "let go from Pallet") wins over
    # the same words read as a cue after its object ("Ines stepped down").
    for start, end in _find(norms, W.STOP_BEFORE):
        if any(not keep[k] for k in range(start, end)):
            continue
        cue = " ".join(lows[start:end])
        if cue in ("left",) and ((start > 0 and lows[start - 1] in ("the", "on", "to", "at", "is", "are"))
                                 or (end < len(lows) and lows[end] in ("of", "side", "hand", "-hand"))):
            continue  # a side ("set left of the bench", "the left side") or what remains ("what's left of it")
        if cue in ("stop", "stopped") and end < len(lows) and lows[end] in ("by", "at", "in"):
            continue
        if _a_rule_after(tokens, end):
            continue  # "sessions are expired after 24 hours": a rule, its value
        if cue in ("drop", "dropped") and end < len(lows) and lows[end] == "to":
            continue  # "dropped to 3x/week": a lower value, not a thing given up
        if cue in ("no more", "no longer") and end < len(lows) and lows[end] == "than":
            continue  # "no more than 200 words", "no longer than ten minutes": a bound, as :func:`_bound_told` reads
        if lows[end - 1] == "up" and end + 1 < len(tokens) and lows[end] == "to" and tokens[end + 1].is_value:
            continue  # "were given up to 5 projects": an amount allowed, nothing given up
        if cue in ("drop", "drops") and end < len(tokens) and (
                (lows[end] == "on" and end + 1 < len(tokens) and tokens[end + 1].kind in ("weekday", "date", "daypart"))
                or tokens[end].kind in ("weekday", "date", "time")):
            continue  # "new episodes now drop on Wednesdays": released then, nothing given up
        if cue in ("replaced", "replace", "archived", "archive", "ended", "ending", "handed over", "handed off",
                   "retired", "dropped", "deprecated", "disabled", "removed", "sunset", "discontinued",
                   "decommissioned", "lapsed", "expired") and start > 0 and not _object_follows(tokens, end):
            continue
        if cue == "sold" and start > 0 and ((end < len(lows) and lows[end] == "to")
                                            or sold_as_trade(tokens, lows, start, end, after=False)):
            continue  # "drone sold to the coastguard": what went stands before the verb (read below, after it)
        if cue in ("replaced", "replace", "handed over", "handed off", "ended", "ending", "archived", "archive"):
            continue
        if end < len(tokens) and tokens[end].low in ("in", "by") and start > 0 and (
                tokens[end].low == "by" or (end + 1 < len(tokens) and tokens[end + 1].low in ("favour", "favor"))):
            continue  # "X was phased out in favour of Y": X went, read after its object
        o_start, o_end = _object_span(tokens, end, replacing=True)
        if o_end - o_start == 1 and tokens[o_start].low == "support" and o_end < len(tokens) \
                and tokens[o_end].low == "for":
            # "dropped support for Node 16": what is dropped is Node 16.
            o_start, o_end = _object_span(tokens, o_end + 1, replacing=True)
        part = part_of(lows, o_start, o_end)
        if part is not None:
            o_start = part  # "sold their share of the second furnace": what is sold a part of is the furnace
        if o_end <= o_start or not any(t.kind != "punct" and not _ignorable(t) for t in tokens[o_start:o_end]):
            continue
        if cue in ("drop", "drops", "dropped") and o_end + 1 < len(tokens) and (
                lows[o_end] in ("into", "onto") or (lows[o_end] == "in" and lows[o_end + 1] in ("a", "an"))):
            continue  # "drop chart drafts in a Teams chat": put there, nothing given up
        d = _denial(cue, tokens[o_start:o_end])
        if d:
            out.denials.append(d)
            out.change = True
        for k in range(start, o_end):
            keep[k] = False
    # "migrated the docs off Netlify": the verb and "off" around what moved; after "off", what went.
    for i, low in enumerate(lows):
        if low == "off" and keep[i] and any(lows[k] in ("migrated", "moved", "switched", "pulled", "took", "taken",
                                                        "got") for k in range(max(0, i - 5), i)):
            o_start, o_end = _object_span(tokens, i + 1, replacing=True)
            d = _denial("off", tokens[o_start:o_end]) if o_end > o_start else None
            if d:
                out.denials.append(d)
                out.change = True
                for k in range(i, o_end):
                    keep[k] = False
    for i in range(len(tokens) - 1):
        # "Solarized's out", "Bear's gone": the contraction reads as a possessive.
        if keep[i] and keep[i + 1] and tokens[i].possessive \
                and lows[i + 1] in _GONE and (i + 2 == len(tokens) or tokens[i + 2].kind == "punct"):
            d = _denial(lows[i + 1], [tokens[i]])
            if d:
                out.denials.append(Denial(cue=d.cue, words=d.words, values=d.values, text=d.text, tags=d.tags))
                out.change = True
            keep[i] = keep[i + 1] = False
    norms_kept = [n if keep[i] else "\0" for i, n in enumerate(norms)]
    for start, end in _find(norms_kept, W.STOP_AFTER):
        if _a_rule_after(tokens, end):
            continue  # "logs are deleted after 30 days": how long they are kept, nothing stopped
        if end - start == 1 and start > 0 and lows[start - 1] not in _PASSIVE_AUX and _object_follows(tokens, end):
            continue  # "webapp repo archived its wiki": an active verb, its object what went, not the words before
        if lows[end - 1] == "off" and end < len(lows) and lows[end] in _ABSENT_FOR:
            continue  # "Ffion is off sick", "Ros is off today": away a while, nothing of the memory stopped
        if lows[end - 1] == "sold" and sold_as_trade(tokens, lows, start, end):
            continue  # "the print run sold out", "jam sold at the market": sold as stock or as trade, not given up
        o_start, o_end = _object_before(tokens, start)
        o_start = max(o_start, max((k + 1 for k in range(o_start, o_end) if not keep[k]), default=o_start))
        if o_end > o_start and o_start > 0 and lows[o_start - 1] in ("since", "because"):
            for k in range(o_start, end):  # "… since the contract ended", "… since I moved teams": a reason's
                keep[k] = False  # own going, not a thing of the memory said gone
        elif o_end > o_start:
            obj = tokens[o_start:o_end]
            d = _denial(" ".join(lows[start:end]), obj)
            if d:
                out.denials.append(d)
                out.change = True
            for k in range(o_start, end):
                keep[k] = False
    return [t for t, k in zip(tokens, keep) if k]



# What "is off" is followed by when it tells an absence, not a thing stopped: "off sick", "off work", "off today".
_ABSENT_FOR = frozenset("sick ill work duty today tonight tomorrow this for until till on shift leave".split())

def _someones_relation(tokens: list[Token], at: int) -> str | None:
    """The relation word ("manager", "partner") that heads what was replaced before ``at``, held by someone
    ("Lena's manager", "my landlord"): then the replaced thing is a person in that relation."""
    for k in range(at - 1, 0, -1):
        if tokens[k].kind == "punct":
            return None
        if tokens[k].norm in W.RELATION_WORDS and (tokens[k - 1].possessive or tokens[k - 1].low in
                                                   ("my", "our", "their", "his", "her", "your")):
            return tokens[k].norm
    return None
