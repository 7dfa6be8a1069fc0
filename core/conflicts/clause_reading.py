"""Reading one asserting clause, for :mod:`core.conflicts.statement` (ARCHITECTURE.md §7.3).

``_read_clause`` adds one clause's key words and values to a ``_Reading``
(:mod:`core.conflicts.reading`); family phrases, hand-overs and titles are read by
:mod:`core.conflicts.job_reading`, and what one token is from where it stands by
:mod:`core.conflicts.clause_positions`.
"""

from __future__ import annotations

from core.conflicts import families as F
from core.conflicts import named_values as N
from core.conflicts import wording as W
from core.conflicts.clause_positions import (
    _VALUE_QUALIFIERS,
    _attributive,
    _change_target,
    _chosen_by,
    _due_as_adjective,
    _medium,
    _names_after,
    _now_that,
    _owner_subject,
    _person_subject,
    _product_before,
    _purpose_at,
    _qualifier_after_change,
    _redone,
    _role_after,
    _since_then,
    _source_at,
    _tool_after,
    _verb_index,
    recurring_position,
)
from core.conflicts.clauses import _DETERMINERS, _Clause, _find, _norms
from core.conflicts.job_reading import (
    _OWN_GROUPS,
    _OWNER_GIVE,
    _add_roles,
    _family_values,
    _role_indices,
)
from core.conflicts.reading import (
    _CHANGE,
    _HAS,
    _NULL_VALUES,
    _PREPOSITIONS,
    _ignorable,
    _is_name,
    _noun_family,
    _Reading,
    _slot,
    _tool_class,
)
from core.conflicts.value_words import Token
from core.text.tokens import stem

_GROUPS_JOINED = frozenset(
    """
    team guild club committee channel project call meeting board group chapter community squad waitlist beta
    program programme council panel initiative effort rotation on-call server workspace pod tribe circle
    """.split()
) | W.GROUPS_JOINED_OUTSIDE_WORK
_LABEL_NOUNS = frozenset("number no num step item part chapter section phase issue ticket bug case room gate "
                         "lane floor episode season page figure table fact question task".split())
# "my address", "home address": where someone lives.
_HOME_ADDRESS = frozenset("my his her their our your home".split())
_TIER_HEADS = frozenset("plan plans tier tiers subscription edition license licence package membership".split())
# "user: prefers email for work": a verb of liking makes the note's value side a clause.
_LIKING = frozenset("prefers prefer likes like loves love hates hate dislikes dislike wants avoids".split())
# Verb forms whose stem is a scope word ("work", "test"): what someone does, not which scope.
_VERB_FORMS_OF_SCOPES = frozenset({"working", "codes", "coding"})
_WORK_VERBS = frozenset({"work", "works", "worked"})
# What follows "work" the verb: how well or from where ("works from there", "mornings work better").
_HOW_IT_WORKS = frozenset({"better", "best", "well", "fine", "from"})


def _self_owner(token: Token) -> bool:
    """ "*my* team", "*our* family", "*the user's* team": the writer's own group, told by the writer or by an agent
    about the user (the user as holder is "my"), not a person in someone's life."""
    return token.low in ("my", "our") or (token.possessive and token.low in ("user", "users"))

_FAMILY_FIRST_WORDS = frozenset(
    phrase[0] for table in (_CHANGE, _HAS) for phrases in table.values() for phrase in phrases)
# The phrase lists in the order they are looked for, each with the first words its phrases start with.
_FAMILY_TABLES = tuple((kind, family, phrases, frozenset(phrase[0] for phrase in phrases))
                       for kind, table in (("change", _CHANGE), ("has", _HAS)) for family, phrases in table.items())


# A verb of taking a job that, after a form of "be", tells what was done to a thing instead.
_PASSIVE_NOT_HIRED = frozenset("signed joined moved".split())
_BE_FORMS = frozenset("is are was were be been being get gets got".split())


# Before a noun after a determiner, words that say all of the thing: "the whole team", "our entire org".
_ALL_OF = frozenset("whole entire".split())


# Words that say what kind of a thing it is, not which one: "moved to a *shared* vault", "a *self-hosted* wiki".
_KIND_WORDS = frozenset("""new different separate dedicated shared local private public self-hosted managed hosted
    default other single custom own same old team company personal global central internal external""".split())


def _plain_name(t: Token) -> bool:
    """A lower-case word that can be a tool's name: not a scope, a kind ("shared"), a comparison ("faster")."""
    low = t.low
    return t.kind == "word" and low not in _KIND_WORDS and low not in W.SCOPE_WORDS and not low.endswith(
        ("er", "est", "ed", "ing", "ly")) and len(low) > 2

def _family_spans(norms: list[str]) -> list[tuple[int, int, str, str]]:
    """(start, end, family, has|change) for every family phrase in a clause."""
    present = _FAMILY_FIRST_WORDS.intersection(norms)
    if not present:
        return []
    spans = []
    taken: set[int] = set()
    for kind, family, phrases, first_words in _FAMILY_TABLES:
        if not first_words.isdisjoint(present):  # else no phrase of the list can start in this clause
            for start, end in _find(norms, phrases):
                if any(k in taken for k in range(start, end)):
                    continue
                if family == "employer" and start > 0 and norms[start] in _PASSIVE_NOT_HIRED \
                        and norms[start - 1] in _BE_FORMS:
                    continue  # "Releases are signed with Sigstore", "tables are joined with": done to a thing
                spans.append((start, end, family, kind))
                taken.update(range(start, end))
    return sorted(spans)


_SHIFT_TARGETS = frozenset("to into onto from off out in away on over".split())


def _shift(tokens: list[Token], norms: list[str]) -> str:
    """The words saying a value moved without naming the new one ("was doubled", "went up"), or ""."""
    for i, t in enumerate(tokens):
        if t.low in W.SHIFT_WORDS and not (i + 1 < len(tokens) and tokens[i + 1].low in _SHIFT_TARGETS):
            return t.surface
    for start, end in _find(norms, W.SHIFT_PHRASES):
        if not (end < len(tokens) and tokens[end].low in _SHIFT_TARGETS - {"by"}):
            return " ".join(t.surface for t in tokens[start:end])
    return ""


_POSTING_VERBS = frozenset("post share send publish announc get receiv push ship".split())


def _too_much(tokens: list[Token], k: int) -> bool:
    """ "too pricey", "too slow": "too" before a word is an excess, not an addition. "old libs relicensed too",
    "the archive was migrated too": "too" right after a verb of change adds a thing to the change, not a value."""
    if tokens[k].low != "too":
        return False
    if k > 0 and tokens[k - 1].kind == "word" and (tokens[k - 1].norm in W.CHANGE_WORDS or _redone(tokens[k - 1])) \
            and tokens[k - 1].low.endswith(("ed", "en")):
        return True
    return k + 1 < len(tokens) and tokens[k + 1].kind == "word" \
        and tokens[k + 1].low not in ("and", "but", "so", "now", "though")


def _valueless_aside(tokens: list[Token], k: int) -> bool:
    """ "relocated to Hobart; the cats came too": an additive word in a later clause that names no value adds to
    what that clause tells (the cats came along), not a value beside the one the text gives."""
    start = next((j + 1 for j in range(k - 1, -1, -1) if tokens[j].low == ";"), 0)
    if start == 0:
        return False
    end = next((j for j in range(k + 1, len(tokens)) if tokens[j].low == ";"), len(tokens))
    return not any(t.is_value or t.cap or t.kind not in ("word", "punct") for t in tokens[start:end])


def _plural_noun(tokens: list[Token], i: int) -> bool:
    """ "my updates", "the changes": a change word after a determiner, as a plural noun, names a thing."""
    t = tokens[i]
    if not (t.norm in W.CHANGE_WORDS and t.low.endswith("s") and not t.low.endswith("ss") and i > 0):
        return False
    prev = tokens[i - 1]
    # Not after its subject ("she updates", "the team moves", "Alice changes").
    return prev.low in _DETERMINERS or (prev.kind == "word" and prev.norm in W.LIGHT_VERBS | _POSTING_VERBS)


def _change_agent(tokens: list[Token], used: set[int]) -> set[int]:
    """ "relocated to Madrid *by their company*", "raised to 100 MB *by the platform team*": who made a
    change, never the attribute or its scope."""
    out: set[int] = set()
    changed = False
    for i, t in enumerate(tokens):
        if (t.kind == "word" and (t.norm in W.CHANGE_WORDS or t.low in W.CHANGE_FORMS or _redone(t)) \
                and t.low.endswith(("ed", "en"))) or (i in used and t.low.endswith("ed")):
            changed = True
        elif changed and t.low == "by" and i not in used:
            k = i + 1
            while k < len(tokens) and tokens[k].kind == "word" and k - i <= 3 \
                    and not (tokens[k].is_value or tokens[k].low in W.REASON_WORDS):
                out.add(k)
                k += 1
            if out:
                out.add(i)
            break
        elif t.kind == "punct":
            changed = False
    return out


# Verbs a source tells a value with: "internal docs say Sable", "the runbook states 6432".
_SOURCE_VERBS = frozenset("say says said state states stated".split())


def _source_before(tokens: list[Token]) -> set[int]:
    """ "internal docs *say* Sable from here on": the words of a clause's opening source, whose verb of saying stands
    right before a name or value, say on whose word the value is told, never the attribute or its scope."""
    for j in range(1, min(len(tokens) - 1, 5)):
        if tokens[j].low in _SOURCE_VERBS:
            told = tokens[j + 1]
            if (told.is_value or _is_name(told)) and all(t.kind == "word" and not t.is_value and not _is_name(t)
                                                          and t.low not in W.SELF_WORDS for t in tokens[:j]):
                return set(range(j + 1))
            return set()
    return set()


_LIMITED_KINDS = frozenset({"number", "money", "period"})


def _read_clause(clause: _Clause, out: _Reading, *, terse_key: bool = False) -> None:
    """Add one asserting clause's key words and values to ``out``."""
    tokens = clause.tokens
    norms = _norms(tokens)
    n = len(tokens)
    used: set[int] = set()
    # Family wording: "lives in", "relocated to", "is called", "owned by"…
    spans = _family_spans(norms)
    kept: list[tuple[int, int, str, str]] = []
    place_words = set()
    for start, end, family, kind in spans:
        if family == "owner" and kind == "change" and norms[start] in _OWNER_GIVE and not any(
                t.low == "to" for t in tokens[end - 1:end + 8]):
            continue
        if family == "employer" and norms[start] in ("move", "moved", "went", "go") and not _names_after(tokens, end):
            continue
        if family in ("residence", "employer") and kind == "change" and not _person_subject(tokens, start):
            continue
        if family == "employer" and norms[start] in ("joined", "join", "joins") and any(
                t.low in _GROUPS_JOINED for t in tokens[end:end + 5]):
            continue  # "joined the security guild": a group, not an employer
        if family == "employer" and end < n and tokens[end].kind in ("time", "number", "date", "weekday", "daypart",
                                                                     "period"):
            continue  # "starts work at 9am": a time, not an employer
        if family == "residence" and norms[start] in ("mov", "move", "moved") and not _names_after(tokens, end) \
                and norms[end - 1] not in ("in", "there", "into"):
            continue
        if family == "residence" and kind == "change" and _tool_after(tokens, end):
            continue  # "we've moved to pnpm": a tool, not a town
        if family == "role" and not _role_after(tokens, end):
            continue
        if family == "licence" and kind == "change" and not any(t.kind == "licence" for t in tokens[end:end + 4]):
            continue
        kept.append((start, end, family, kind))
        out.families.add(family)
        out.add_key(F.TAGS[family], " ".join(t.surface for t in tokens[start:end]))
        # The phrase's own words still say what the memory asserts ("contracted by" → a contract).
        out.words.update(norms[k] for k in range(start, end) if not _ignorable(tokens[k]))
        if kind == "change":
            out.change = True
        used.update(range(start, end))
        place_words.add(end)
    family_idx = set(used)
    for k in family_idx:  # "took a full-time job at": the phrase still says full-time
        if W.ALTERNATIVE_OF.get(tokens[k].low) == "employment":
            out.add_value("alt:employment", W.SYNONYMS.get(tokens[k].low, tokens[k].low), tokens[k].surface)
    # "at most 2", "up to 4", "no more than 3": a limit told in words; "at least 2": a floor.
    for i in range(n - 1):
        pair = (tokens[i].low, tokens[i + 1].low)
        limit = {("at", "most"): "@limit", ("at", "least"): "@minimum"}.get(pair)
        if pair in (("up", "to"), ("more", "than")) and i + 2 < n and tokens[i + 2].kind in _LIMITED_KINDS \
                and ((pair[0] == "up" and not (i > 0 and (tokens[i - 1].norm in W.CHANGE_WORDS
                                                         or tokens[i - 1].low in W.CHANGE_FORMS
                                                         or tokens[i - 1].low in W.COPULAS)))
                     or (pair[0] == "more" and i > 0 and tokens[i - 1].low in ("no", "not"))):
            limit = "@limit"
        if pair == ("up", "to") and i > 0 and tokens[i - 1].low in W.COPULAS and i + 2 < n \
                and tokens[i + 2].kind in _LIMITED_KINDS:
            out.change = True  # "our Slack is up to 65 members": it rose to that
        if limit and i not in used:
            out.add_key(limit, f"{tokens[i].surface} {tokens[i + 1].surface}")
            used.update((i, i + 1) if pair[0] != "more" else (i - 1, i, i + 1))
    # "this morning", "these days", "from now on": when it was said, never a value or a key word.
    for phrases in (W.EVENT_PHRASES, W.CHANGE_PHRASES, W.TEMPORARY_PHRASES):
        for start, end in _find(norms, phrases):
            if all(tokens[k].kind != "word" or tokens[k].low in W.TIME_WORDS or tokens[k].low in W.STOP_WORDS
                   or tokens[k].low in ("these", "this", "last", "now", "from", "on", "going", "forward", "days",
                                        "day", "here", "earlier", "just", "today", "tonight", "yesterday",
                                        "late", "again", "night", "good")
                   for k in range(start, end)):
                used.update(range(start, end))
    for i in range(n - 1):
        if tokens[i].low in ("last", "this", "next", "past") and (tokens[i + 1].kind in ("daypart", "weekday")
                                                                  or tokens[i + 1].low in W.TIME_WORDS) \
                and not recurring_position(tokens, i):
            used.update((i, i + 1))
    value_names: set[int] = set()
    verb = _verb_index(tokens, family_idx)
    chosen_verb = -1
    if verb is not None and _chosen_by(tokens, verb):
        chosen_verb, verb = verb, 0  # "English replies are preferred by the user": the subject holds the value
    owner_active = _owner_subject(tokens, norms, kept)
    forced = _family_values(tokens, norms, kept, out, used)
    roles = [k for k in (_role_indices(tokens) if not terse_key else ()) if k not in used and k not in forced]
    used.update(roles)
    _add_roles(tokens, roles, out)
    used.update(_change_agent(tokens, used))
    used.update(_source_before(tokens))
    for k in _qualifier_after_change(tokens):
        if tokens[k].kind == "word" and not _ignorable(tokens[k]) and tokens[k].low not in _VALUE_QUALIFIERS:
            out.notes.add(tokens[k].norm)
        used.add(k)
    reason_at = next((i for i, t in enumerate(tokens) if i > 0 and ((t.low in W.REASON_WORDS
                      and not (i + 1 < n and tokens[i + 1].is_value) and not _since_then(tokens, i)
                      and not _due_as_adjective(tokens, i))
                      or _purpose_at(tokens, i) or _now_that(tokens, i) or _source_at(tokens, i)) and i not in used), n)
    for i, t in enumerate(tokens):
        if i in used:
            continue
        if i >= reason_at or t.low in ("eg", "ie"):
            break
        low, norm = t.low, t.norm
        if i in forced:
            slot = forced[i]
            out.add_value(slot, norm if not t.is_value else t.norm, t.surface)
            if slot in ("name", "owner") and t.kind == "word":
                out.names.add(norm)
            out.words.add(norm)
            continue
        if t.kind == "word" and len(t.surface) > 1 and t.surface.isupper() and low in W.SCOPE_WORDS \
                and (verb is None or i < verb):
            # "The *US* tenant" / "the *EU* tenant": a region in capitals before the verb says which
            # one, even where the lower-case word is a pronoun ("us").
            out.add_key(low, t.surface)
            out.scope.add(low)
            continue
        if "-" in low and low.rsplit("-", 1)[1] in N.LIMIT_WORDS and t.kind in ("word", "ident", "name"):
            out.add_key("@limit", t.surface)  # "rate-limited to 60/min", "hard-capped at 5"
            out.add_key(stem(low.rsplit("-", 1)[0]), t.surface)
            continue
        if t.kind == "word" and (not t.cap or t.surface.isupper()) and (low in N.LIMIT_WORDS or low in N.MINIMUM_WORDS
                                                                       or low in N.COST_WORDS):  # "TTL" is "ttl"
            tag = "@limit" if low in N.LIMIT_WORDS else "@minimum" if low in N.MINIMUM_WORDS else "@cost"
            out.add_key(tag, t.surface)
            continue
        noun_family = _noun_family(t)
        if noun_family and not (i + 1 < n and _noun_family(tokens[i + 1])):
            out.families.add(noun_family)
            out.add_key(F.TAGS[noun_family], t.surface)
            if noun_family == "name":
                out.add_key(norm)  # a nickname is not a username: the noun says which name
            continue
        if (t.kind == "word" and low in _NULL_VALUES) or (t.kind == "path" and low == "n/a"):
            out.add_value("null", "∅", t.surface)
            continue
        if i in owner_active:
            out.add_value("owner", owner_active[i], t.surface)
            continue
        if t.kind in ("number", "money", "period") and i > 0 and tokens[i - 1].low == "by" and out.change:
            continue  # "went up by €50": a difference, not the new value
        if t.kind == "number" and verb is not None and i + 1 == verb and i > 0 and tokens[i - 1].kind == "word" \
                and not _is_name(tokens[i - 1]) and not _ignorable(tokens[i - 1]) \
                and (not t.unit or t.unit == tokens[verb].norm):
            # "service 1 runs on node 18" / "service 2 runs …": a number between a noun and its verb
            # says which one, not how many.
            out.add_key(f"{tokens[i - 1].norm}-{t.norm}", f"{tokens[i - 1].surface} {t.surface}")
            out.words.add(t.norm)
            continue
        if t.kind == "number" and not t.unit and i > 0 and tokens[i - 1].low in _LABEL_NOUNS:
            # "fact number two", "step 3", "issue 41": a label, which one, not how many.
            out.add_key(f"{tokens[i - 1].low}-{t.norm}", f"{tokens[i - 1].surface} {t.surface}")
            out.words.add(t.norm)
            continue
        if t.is_value and t.kind not in ("ident", "quoted", "handle"):
            # A path, a port or a date before the verb says which thing ("Q3 planning is…").
            if t.kind in ("path", "port", "date") and ((verb is not None and i < verb) or terse_key):
                out.add_key(t.norm, t.surface)
                continue
            if t.kind == "period" and t.frequency and " " not in t.surface and verb is not None and i < verb \
                    and i > 0 and tokens[i - 1].low in _DETERMINERS and i + 1 < n and tokens[i + 1].kind == "word":
                # "the *weekly* digest is sent on Mondays": which digest, a qualifier like "the Q3 plan"'s.
                out.notes.add(t.low)
                continue
            slot = _slot(t)
            if t.kind == "number" and not t.unit:
                thing = _product_before(tokens, i)
                if thing is not None:
                    slot = "version"
            out.add_value(slot, t.norm, t.surface)
            out.words.add(t.norm)
            continue
        if t.kind == "word" and norm in W.LIGHT_VERBS and low not in W.COPULAS and not (
                i > 0 and tokens[i - 1].low in _DETERMINERS):
            out.soft.add(norm)
        if low == "address" and i > 0 and (tokens[i - 1].low in _HOME_ADDRESS or (
                tokens[i - 1].possessive and (tokens[i - 1].low in W.SELF_WORDS or _is_name(tokens[i - 1])))):
            out.families.add("residence")  # "the user's address": where they live, not an IP
            out.add_key(F.TAGS["residence"], t.surface)
            continue
        if t.kind == "word" and t.norm in W.VALUE_NOUNS and low.endswith("ing") and (verb is None or i < verb):
            out.add_key(low, t.surface)  # "vcs hosting": a service, not the kind of value ("the host")
            out.words.add(low)
            continue
        if t.kind == "word" and t.norm in W.VALUE_NOUNS:
            out.add_key(norm, t.surface)
            continue
        if t.kind == "word" and t.norm in W.SCOPE_WORDS and verb is not None and i > verb and i + 1 < n \
                and tokens[i + 1].low in _TIER_HEADS:
            # "we are on the Pro plan": the tier is the value, not a scope.
            out.add_value("alt:tier", norm, t.surface)
            out.words.add(norm)
            continue
        if verb == 0 and i < chosen_verb and t.kind == "word" and low in W.ALTERNATIVE_OF \
                and W.ALTERNATIVE_OF[low] != "contact":
            # "Short answers are preferred by the user": one of a closed set, capitalised only as the first word.
            value = W.SYNONYMS.get(low, low)
            out.add_value(f"alt:{W.ALTERNATIVE_OF[low]}", value, t.surface)
            out.words.add(value)
            continue
        if verb == 0 and i < chosen_verb and t.kind == "word" and t.surface[:1].isupper() \
                and t.low not in W.STOP_WORDS and t.low not in W.SELF_WORDS and norm not in N.LIST_NOUNS:
            out.add_value("name", norm, t.surface)  # "English replies are preferred by the user"
            out.names.add(norm)
            out.words.add(norm)
            continue
        if _is_name(t) and low in W.ALTERNATIVE_OF and W.ALTERNATIVE_OF[low] != "contact" and not terse_key:
            # "British spelling", "Celsius": one of a closed set, capitalised as a name but a value like "dark".
            value = W.SYNONYMS.get(low, low)
            out.add_value(f"alt:{W.ALTERNATIVE_OF[low]}", value, t.surface)
            out.words.add(value)
            continue
        if _is_name(t) and t.norm in W.SCOPE_WORDS:
            out.add_key(norm, t.surface)
            out.scope.add(norm)
            continue
        if _is_name(t):
            cls = _tool_class(t)
            if cls:
                out.classes.add(f"@{cls}")
            target = _change_target(tokens, i) or _medium(tokens, i)
            if terse_key or (verb is not None and i < verb) or (_attributive(tokens, i) and not target):
                out.add_key(norm, t.surface)
                out.names.add(norm)
                continue
            if target and _attributive(tokens, i):
                used.add(i + 1)  # "moved to a Discourse *forum*": the new value's own noun
            out.add_value("name", norm, t.surface)
            out.names.add(norm)
            out.words.add(norm)
            if " " in t.surface:  # "Google Analytics": each word of a name still names it
                out.words.update(stem(part.lower()) for part in t.surface.split())
            value_names.add(i)
            cls = _tool_class(t)
            if cls:
                out.classes.add(f"@{cls}")
            continue
        if t.kind != "word" or (_ignorable(t) and not _plural_noun(tokens, i)):
            continue
        if low in _ALL_OF and i > 0 and tokens[i - 1].low in _DETERMINERS and i + 1 < n \
                and tokens[i + 1].kind == "word":
            continue  # "the *whole* team", "our *entire* org": all of the one thing, no word of which thing
        if low in W.ALTERNATIVE_OF and not terse_key and (W.ALTERNATIVE_OF[low] != "contact" or (
                i > 0 and (tokens[i - 1].low in ("by", "via", "through", "over", "on", "to", "per", "not")
                           or tokens[i - 1].low in _LIKING))):
            value = W.SYNONYMS.get(low, low)
            out.add_value(f"alt:{W.ALTERNATIVE_OF[low]}", value, t.surface)
            out.words.add(value)
            continue
        if i + 1 < n and tokens[i + 1].low in N.CLASS_NOUNS and low not in N.CLASS_NOUNS and _change_target(tokens, i) \
                and _plain_name(t):
            # "moved to fish shell", "switched to the helix editor": the word a change names before a tool's class
            # noun is the tool, whether or not it is known.
            out.add_value("name", norm, t.surface)
            out.names.add(norm)
            out.words.add(norm)
            out.classes.add(f"@{N.CLASS_NOUNS[tokens[i + 1].low]}")
            continue
        if low in N.CLASS_NOUNS:
            out.add_key(f"@{N.CLASS_NOUNS[low]}", t.surface)
            out.words.add(norm)
            continue
        if norm in W.VALUE_NOUNS:
            out.add_key(norm, t.surface)
            continue
        if i > 1 and (i - 1) in value_names and tokens[i - 2].low in ("in", "on", "via", "through", "over") \
                and not terse_key and t.kind == "word" and not t.cap and low.endswith("s") \
                and (i + 1 == n or tokens[i + 1].kind == "punct" or tokens[i + 1].low in _PREPOSITIONS):
            continue  # "coordinated in Slack *huddles*", "on Zoom *bridges*": the value's own noun
        if norm in W.VALUE_HEADS and i > 0 and (i - 1) in value_names and not terse_key:
            continue
        owner_of = i - 1
        if owner_of > 0 and tokens[owner_of].low in ("new", "current", "former", "old", "previous", "latest",
                                                     "actual", "direct"):
            owner_of -= 1  # "the user's *new* manager"
        if norm in W.RELATION_WORDS and i > 0 and (tokens[owner_of].possessive or tokens[owner_of].low in
                                                    ("their", "his", "her", "my", "our", "your")) \
                and not (_self_owner(tokens[owner_of]) and norm in _OWN_GROUPS) \
                and not (owner_of > 0 and tokens[owner_of - 1].low == "with"):
            # "the user's 1:1 *with their manager*": the one met, not whose 1:1 it is.
            out.relation.add(norm)
        if low in _VERB_FORMS_OF_SCOPES and i + 1 < n and tokens[i + 1].low in ("with", "in"):
            continue  # "we're working with a 3.5k budget", "codes in Zed": a verb, not a scope
        if low in _WORK_VERBS and i + 1 < n and tokens[i + 1].low in _HOW_IT_WORKS and i > 0 \
                and tokens[i - 1].low not in ("at", "for", "from", "to", "my", "our", "their", "his", "her"):
            continue  # "works from there full time", "afternoons work better": a verb, not the scope "work"
        if norm in W.SCOPE_WORDS:
            out.scope.add(norm)
        out.add_key(norm, t.surface)
        out.words.add(norm)
