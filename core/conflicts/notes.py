"""A memory written as a note: "key: value" (terse agent notes) and the bracketed notes beside a value.

"deploy notifs: slack", "pref(reviews): mornings", "db orders_v1 -> orders": :func:`_terse_split`
finds where a note's value starts; its key is read by :func:`_read_key`, its value by
:func:`_read_terse_value`; a bracket after a value ("(prod)", "(IDE)", "(was 6.2)") is read by
:func:`_read_note` unless it asserts something of its own. Split out of :mod:`.statement`,
which puts these readings together with the sentence readings into one statement.
"""

from __future__ import annotations

from core.conflicts import families as F
from core.conflicts import named_values as N
from core.conflicts import wording as W
from core.conflicts.clause_positions import _product_before, recurring_position
from core.conflicts.clause_reading import _LIKING, _family_spans, _read_clause
from core.conflicts.clauses import (
    _Clause,
    _norms,
)
from core.conflicts.cues import _name_like
from core.conflicts.job_reading import (
    _add_roles,
    _role_indices,
)
from core.conflicts.reading import (
    _NULL_VALUES,
    _VERB_WORDS,
    _ignorable,
    _is_name,
    _noun_family,
    _Reading,
    _slot,
    _tool_class,
)
from core.conflicts.value_words import Token
from core.text.tokens import stem

_SEPARATORS = frozenset({":", "=", "->", "→", "=>", "⇒"})


def _terse_split(tokens: list[Token]) -> int | None:
    """Where a "key: value" note's value starts, or ``None`` for a sentence."""
    dashes = not any(t.low in _SEPARATORS for t in tokens)
    for i, t in enumerate(tokens[:7]):
        if dashes and t.low in ("—", "–") and 0 < i <= 4 and not _has_verb(tokens[:i]) \
                and not _has_verb(tokens[i + 1:]):
            return i + 1  # "product name — Ledgerly": a note, the dash its separator
        if t.kind in ("punct", "arrow") and t.low in _SEPARATORS:
            if i == 0:
                return None
            before = tokens[:i]
            # "the user prefers: X" is a sentence; "deploy notifs: slack" is a note.
            if any(x.low in W.COPULAS or (x.kind == "word" and x.low in _VERB_WORDS and x.low.endswith(("ed", "s"))
                                          and not x.low.endswith(("ss", "us", "ts", "ps", "ns", "gs", "ks")))
                   for x in before[1:]):
                return None
            return i + 1
        if t.low == "@" and i > 0:
            return i + 1
    return None


def _own_setting(tokens: list[Token], out: _Reading) -> bool:
    """A later clause of a note that sets another key of its own ("keymap set to …", "region = …")."""
    words = [t for t in tokens if t.kind != "punct" or t.low in ("=", ":")]
    if len(words) < 3 or words[0].kind != "word" or words[0].is_value or _is_name(words[0]):
        return False
    if words[0].norm in out.key or words[0].norm in W.VALUE_NOUNS or words[0].low in W.STOP_WORDS:
        return False
    return (words[1].low == "set" and words[2].low == "to") or words[1].low in ("=", ":")


def _has_verb(tokens: list[Token]) -> bool:
    return any(t.kind == "word" and (t.low in W.COPULAS or t.low in _VERB_WORDS) for t in tokens)


def _read_key(tokens: list[Token], out: _Reading) -> None:
    """The key of a "key: value" note; a bracket in it qualifies it ("license (code)", "owner(auth-svc)")."""
    inside = False
    plain: list[Token] = []
    for t in tokens:
        if t.low in ("(", "["):
            inside = True
            continue
        if t.low in (")", "]"):
            inside = False
            continue
        if inside:
            if t.kind == "punct":
                continue
            word = t.norm
            out.add_key(word, t.surface)
            out.scope.add(word)
            continue
        plain.append(t)
    _read_clause(_Clause(plain), out, terse_key=True)
    for t in plain if len(plain) == len(tokens) else ():  # not in a qualified key ("go(min)")
        if t.kind == "word" and t.low in N.KNOWN_TOOLS and t.low in W.STOP_WORDS | W.LIGHT_VERBS \
                and t.low not in out.key:
            # "go: 1.22": a tool whose name is also a common word names the key of a note.
            out.add_key(t.low, t.surface)
            out.names.add(t.low)


def _annotation(tokens: list[Token]) -> bool:
    """A bracket that only says why or how a value changed ("(moved after load issues)", "(relicensed)"), or what
    happened that made it so ("(missed expiry incident)", "(long legs, stated twice)"): a clause of its own, with
    a verb told in the past, not a word that says where the value holds ("(prod)", "(repo root)")."""
    if any(t.is_value or _is_name(t) for t in tokens):
        return False
    if any(t.kind == "word" and t.norm in W.CHANGE_WORDS for t in tokens):
        return True
    words = [t for t in tokens if t.kind == "word"]
    return len(words) >= 2 and not any(t.norm in W.SCOPE_WORDS for t in words) \
        and any(_told_in_the_past(t.low) for t in words)


def _told_in_the_past(word: str) -> bool:
    """A verb told in the past ("missed", "stated", "done"), not an adjective made from one that names a kind of
    thing ("managed", "self-hosted", "shared"), which may say where a value holds."""
    return word in _PAST_FORMS or (len(word) > 5 and word.endswith("ed") and "-" not in word
                                   and word not in _KIND_PARTICIPLES)


# Stricter than `wording.past_form` on purpose: a note's "-ed" word names a kind of thing more often than it tells
# what happened ("(managed)", "self-hosted"), so a short or hyphenated one is no past here, and the irregular forms
# are the ones notes were seen to use.
_PAST_FORMS = frozenset("done did said told asked broke fell hit left lost made ran saw took went grew".split())
# Participles that name a kind of thing rather than tell what happened: "(managed)", "(pinned)", "(shared)".
_KIND_PARTICIPLES = frozenset("""managed hosted pinned shared dedicated reserved locked required preferred
    deprecated supported unsupported licensed embedded bundled vendored encrypted signed compressed
    detached attached mounted scheduled""".split())


def _paren_is_key(clause: _Clause, tokens: list[Token], terse_at: int) -> bool:
    """ "license (code): MIT" — a bracket inside the key qualifies it."""
    try:
        index = tokens.index(clause.tokens[0])
    except ValueError:
        return False
    return index < terse_at


def _paren_asserts(tokens: list[Token]) -> bool:
    """A bracket that states something (has a verb or a family cue) rather than annotating."""
    norms = _norms(tokens)
    return bool(_family_spans(norms)) or any(t.low in W.COPULAS for t in tokens)


def _read_note(tokens: list[Token], out: _Reading) -> None:
    """A bracketed note after a value ("(prod)", "(line-length 100)"): its words qualify the key.

    A name told with other words beside a value already read ("password manager -> 1Password
    (LastPass breach)") is what the note is about, not a second value.
    """
    plain = [t for t in tokens if t.kind == "word" and not t.is_value and not _is_name(t) and not _ignorable(t)
             and t.norm not in W.VALUE_NOUNS and t.norm not in W.SCOPE_WORDS]
    topic = bool(plain) and "name" in out.values
    # "dark theme (IDE)", "Debian 12 (bookworm)": one bare name after a value says where it holds
    # or what else it is called, not a second value.
    qualifier = bool(out.values) and len([t for t in tokens if t.kind != "punct"]) == 1
    if out.values and all(slot.startswith("alt:") for slot in out.values):
        # "imperial (miles, °F)", "SI units (km, kg, °C)": a bracket after a closed set's value gives examples of it.
        out.notes.update(t.norm for t in tokens if t.kind != "punct")
        return
    for t in tokens:
        if t.low in ("eg", "ie"):
            break
        if (t.kind != "word" and not t.is_value) or _ignorable(t) or t.norm in W.VALUE_NOUNS:
            continue
        if topic and _is_name(t) and not t.is_value:
            out.words.add(t.norm)
            continue
        if qualifier and _is_name(t) and not t.is_value:
            out.notes.add("~" + t.norm)  # "~": a name beside the value, which may move with it
            continue
        if t.is_value or _is_name(t):
            out.add_value(_slot(t) if t.is_value else "name", t.norm, t.surface)
            if _is_name(t):
                out.names.add(t.norm)
            continue
        if t.norm in W.CHANGE_WORDS:
            continue
        if t.norm in W.SCOPE_WORDS or t.low in ("us", "eu"):
            out.scope.add(t.norm)
            out.add_key(t.norm, t.surface)
        else:
            out.notes.add(t.norm)


def _word_pair(surface: str) -> bool:
    """ "JS/TS", "iOS/Android": words joined by a slash (no leading slash, no digits), not a path on disk."""
    parts = surface.split("/")
    return 2 <= len(parts) <= 3 and all(part.isalpha() for part in parts)


# Keys of a terse note that say only "a preference" or "a setting", not which one.
_GENERIC_KEYS = frozenset("pref preferenc set setting styl want".split())


def _read_terse_value(tokens: list[Token], out: _Reading) -> None:
    """The value side of "key: value": every word is part of the value unless it is a verb clause."""
    first = next((t for t in tokens if t.kind == "word"), None)
    if any(t.kind == "word" and (t.low in W.COPULAS or t.low in ("owned", "maintained", "owns", "maintains",
                                                                  "runs", "using", "uses") or t.low in _LIKING)
           for t in tokens) or _family_spans(_norms(tokens)) or (
            first is not None and first is tokens[0] and first.low.endswith("ing") and len(first.low) > 5):
        _read_clause(_Clause(tokens), out)
        return
    out.bare_terse = True
    arrow = max((k for k, t in enumerate(tokens) if t.kind == "arrow"), default=None)
    if arrow is not None and arrow > 0 and _transition(tokens[:arrow], tokens[arrow + 1:]):
        # "senior analyst -> lead analyst": what stood before the arrow was the value.
        before, tokens = tokens[:arrow], tokens[arrow + 1:]
        heads = [t for t in before if t.norm in N.ROLE_HEADS or t.low in N.ROLE_ABBREVIATIONS]
        for t in before:
            if t.is_value or _name_like(t):
                out.add_prior(_slot(t) if t.is_value else "name", t.norm, t.surface)
            elif t in heads or (t.kind == "word" and not _ignorable(t) and not heads):
                out.add_prior("role" if t in heads else "name", N.ROLE_ABBREVIATIONS.get(t.low, t.norm),
                              " ".join(x.surface for x in before))
        out.change = True
    roles = _role_indices(tokens)
    _add_roles(tokens, sorted(roles), out)
    # "pref: dark theme" / "pref: compact layout": under a key that names no attribute, the
    # value's head noun does (theme, layout); its modifier is the value.
    plain = [k for k, t in enumerate(tokens) if t.kind == "word" and not _ignorable(t) and k not in roles]
    head = plain[-1] if len(plain) >= 2 and set(out.key) & _GENERIC_KEYS and plain[-1] == len(tokens) - 1 \
        and not tokens[plain[-1]].cap and not _is_name(tokens[plain[-1]]) \
        and tokens[plain[-1]].low not in W.ALTERNATIVE_OF else None
    # "ruff for linting": what the value is for is the attribute's scope, not more of the value.
    purpose = next((k for k, t in enumerate(tokens) if t.low == "for" and k > 0 and tokens[k - 1].kind != "punct"),
                   len(tokens))
    for i, t in enumerate(tokens):
        if t.low in ("eg", "ie"):
            break
        if i in roles:
            continue
        if i == head:
            out.add_key(t.norm, t.surface)
            continue
        if i >= purpose:
            if t.kind == "word" and i > purpose and not _ignorable(t):
                out.add_key(t.norm, t.surface)
                out.scope.add(t.norm)
            elif t.kind == "path" and i > purpose and _word_pair(t.surface):
                # "camelCase for JS/TS": two words joined by a slash are what the value is for, not a path
                for part in t.surface.split("/"):
                    out.add_key(stem(part.lower()), part)
                    out.scope.add(stem(part.lower()))
            continue
        if t.kind == "word" and (t.low in _NULL_VALUES):
            out.add_value("null", "∅", t.surface)
            continue
        if t.kind == "path" and t.low == "n/a":
            out.add_value("null", "∅", t.surface)
            continue
        if t.low == "@":
            continue
        if t.is_value:
            slot = _slot(t)
            if t.kind == "number" and not t.unit and "port" in out.key and t.norm.isdigit():
                slot = "port"  # "grafana port -> 3001": a number under a port key is the port, not a version
            elif t.kind == "number" and not t.unit and (_product_before(tokens, i) or _key_is_product(out)):
                slot = "version"
            out.add_value(slot, t.norm, t.surface)
            out.words.add(t.norm)
            continue
        if t.kind != "word" or _ignorable(t):
            continue
        if t.low in ("next", "last", "this") and i + 1 < len(tokens) and (
                tokens[i + 1].low in W.TIME_WORDS or tokens[i + 1].kind in ("weekday", "daypart")) \
                and not recurring_position(tokens, i):
            continue  # "09:45 from next week": when, not a value
        noun_family = _noun_family(t)
        if noun_family:
            out.families.add(noun_family)
            out.add_key(F.TAGS[noun_family], t.surface)
            continue
        if t.norm in W.RELATION_WORDS and i > 0 and tokens[i - 1].possessive:
            out.relation.add(t.norm)
            out.add_key(t.norm, t.surface)
            continue
        if t.possessive and i + 1 < len(tokens) and tokens[i + 1].norm in W.RELATION_WORDS:
            out.add_key(t.norm, t.surface)
            continue
        if t.norm in N.ROLE_HEADS or t.low in N.ROLE_ABBREVIATIONS:
            out.add_value("role", N.ROLE_ABBREVIATIONS.get(t.low, t.norm), t.surface)
            out.words.add(t.norm)
            continue
        if _head_of_alternative(tokens, i):
            out.add_key(t.norm, t.surface)  # "metric *units*", "aisle *seat*": what the closed set is about
            continue
        alt = t.low in W.ALTERNATIVE_OF
        value = W.SYNONYMS.get(t.low, t.low) if alt else t.norm
        slot = f"alt:{W.ALTERNATIVE_OF[t.low]}" if alt else "name"
        out.add_value(slot, value, t.surface)
        out.words.add(value)
        if _is_name(t) or slot == "name":
            out.names.add(value)
            cls = _tool_class(t)
            if cls:
                out.classes.add(f"@{cls}")


def _head_of_alternative(tokens: list[Token], i: int) -> bool:
    """Whether ``tokens[i]`` is the head noun of the closed set whose value stands right before it ("metric units
    everywhere", "SI units (km, kg)", "aisle seat please"): the attribute, not a second value."""
    if i == 0 or tokens[i - 1].low not in W.ALTERNATIVE_OF:
        return False
    head = W.ALTERNATIVE_OF[tokens[i - 1].low]
    return tokens[i].norm == stem(head) or tokens[i].low == head


def _transition(before: list[Token], after: list[Token]) -> bool:
    """Whether "A -> B" gives an old and a new value of one kind ("senior analyst -> lead analyst"), not a
    mapping ("payments-db -> @li")."""
    def kinds(part: list[Token]) -> set[str]:
        found = set()
        for t in part:
            if t.norm in N.ROLE_HEADS or t.low in N.ROLE_ABBREVIATIONS:
                found.add("role")
            elif t.is_value:
                found.add(_slot(t).split(":")[0])
            elif _name_like(t):
                found.add("name")
        return found

    a, b = kinds(before), kinds(after)
    return bool(a) and a == b


def _key_is_product(out: _Reading) -> bool:
    return any(word in N.KNOWN_TOOLS for word in out.key)


def _value_nouns_named(out: _Reading) -> None:
    """ "files.hollis.co port 22": "port" names the kind of the value beside it, not a name — dropped from the
    names when a value of another kind is there."""
    nouns = {v for v in out.values.get("name", ()) if v in W.VALUE_NOUNS}
    if nouns and len(out.values) > 1:
        out.values["name"] -= nouns
        out.names -= nouns
        out.shown["name"] = [w for w in out.shown.get("name", []) if stem(w.lower()) not in nouns]
        if not out.values["name"]:
            out.values.pop("name")
            out.shown.pop("name", None)
