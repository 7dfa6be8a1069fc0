"""A thing's name read where a text tells it: the value after a naming word, on the same thing.

"The production database is named orders_prod" and "The production database was renamed during the
migration and is called commerce_prod"; "CLI binary name = `mdx`" and "CLI binary shipped as `memx`
from 0.4 on"; "We call the internal billing service ledgerd" and "We've been calling the billing
service 'paybook' since the rewrite landed"; "Our main repo is called shopfront" and "We renamed
shopfront to storefront-web". A name is the one word after a naming word — "called", "named", "known
as", "goes by", "registered as", "published/shipped/launched/released as", "under the name", a
``… name: X`` note, "call(ing) <thing> X" — and the thing is the content words before it in its clause.

Two texts told with these names are compared in :mod:`core.conflicts.name_change`.
"""

from __future__ import annotations

import re
from functools import lru_cache

from core.conflicts import wording as W
from core.conflicts.calendar_words import CALENDAR_WORDS
from core.conflicts.naming_words import LIGHT as _LIGHT
from core.conflicts.naming_words import NOT_NAMES as _NOT_NAMES
from core.conflicts.naming_words import QUOTES as _QUOTES
from core.conflicts.naming_words import TOKEN as _TOKEN
from core.conflicts.note_dates import undated
from core.text.tokens import stem

# Words after which the next word is the thing's name ("known as", "goes by", "shipped as").
_NAMING = tuple(tuple(p.split()) for p in """called | named | known as | known internally as | goes by | go by
    | going by | went by | registered as | published as | ships as | shipped as | launched as | released as
    | listed as | renamed to | renamed as | rebranded as | rebranded to | under the name | name is | name was
    | name : | name = | name → | name -> | name of | trades as | trading as | operates as | relabelled as
    | relabeled as | retitled as | retitled to | relabelled to | relabeled to | referred to as | tracked as
    | addressed as | labelled | labeled | titled | re-registered as | answers to | referred to internally as
    | traded as | known informally as | known officially as | under the title | under the brand | under the banner
    | codenamed | codename | title : | label : | signage : | title = | label =
    | dubbed | christened | rechristened as | re-christened as | rechristened | re-christened | marketed as
    | sold as | branded as | name became | name becomes | name has become | name changed to | name switched to
    | re-labelled as | re-labeled as | re-labelled | re-labeled | given the name | gave it the name
    | given the title | goes out as | go out as | going out as | went out as | performs as | perform as
    | performing as | known locally as | known publicly as | known colloquially as
    | nicknamed | branded | catalogued as | cataloged as | re-catalogued as | recatalogued as | re-cataloged as
    | designated | designated as | trades under the name | trading under the name | traded under the name
    | trade under the name""".split("|"))
# The same phrases by their first word, each word's in the order above: a word starts a naming only if a phrase
# starts with it, so each token looks up its few phrases rather than trying every one (the readers' hottest loop).
_NAMING_BY_FIRST = {first: tuple(phrase for phrase in _NAMING if phrase[0] == first)
                    for first in dict.fromkeys(phrase[0] for phrase in _NAMING)}
_CALL = frozenset("call calls calling called".split())
# Kinds of name told as a note's key ("report title: …", "site label: …"): a name only where a thing is named.
_KEY_KINDS = frozenset("title label signage codename".split())
_PASSIVE_AUX = frozenset("is was are were be been being still also now".split())
_TRADING = frozenset("trading trades traded".split())
# Verbs that name a thing only when a name follows: "goes out as 'Comb & Cell'", not "goes out as usual".
_AS_A_NAME_ONLY = frozenset("goes go going went performs perform performing".split())
_NAME_VERB = frozenset("name names named naming".split())
# Words that name a thing only when the name is in capitals or quotes: "branded 'Islay Series'", "designated Q-North",
# not "branded mugs", "designated driver".
_NAME_IN_CAPITALS = frozenset("nicknamed branded designated catalogued cataloged re-catalogued recatalogued "
                              "re-cataloged".split())
_OBJECT_DETS = frozenset("the our my their a an this that".split())
# Verbs that give a thing a new name; a quoted word right after one is that name ("was retitled 'Platform Primary'").
_RENAMING = frozenset(
    "renamed retitled re-titled rebranded re-branded rechristened re-christened relabelled relabeled re-labelled "
    "re-labeled re-named redesignated re-designated rebadged re-badged re-catalogued recatalogued re-cataloged "
    "redubbed re-dubbed".split())
_BREAKS = frozenset(";()—–.!?")
# Acts of naming told in the passive ("was christened pinger", "was dubbed Bay Echo"): the name given, still held.
# Verbs before "under the name" that make it the change itself: "was re-registered under the name …".
_RENAMED_UNDER = frozenset("re-registered reregistered republished re-published relisted re-listed relaunched "
                           "rebranded re-branded refiled re-filed".split())
_NAMING_ACTS = frozenset("christened dubbed codenamed nicknamed branded catalogued cataloged designated".split())
_SKIP = frozenset("internally now the a officially publicly still".split())
# The kind of name a naming word may name before the name itself ("answers to the hostname bramble", "goes by the
# handle @kit", "known by the codename Kestrel"): not the name, the word after it is.
_NAME_KINDS = frozenset("name hostname nickname handle codename username alias title moniker label callsign".split())
# Words of one thing told two ways ("the company" / "the business", "home server" / "home box"), as six-letter stems.
_THING_SYNONYMS = {"busine": "compan", "employ": "compan", "firm": "compan", "box": "server", "machin": "server",
                   "squad": "team", "reposi": "repo", "svc": "servic", "applic": "app", "startu": "compan",
                   "monore": "repo", "binary": "cli", "ssid": "networ", "co-op": "cooper",
                   "shop": "compan"}
_REPORTING = frozenset("says said mentioned noted reports reported confirmed".split())
_PAST = frozenset("was were formerly originally previously once".split())
_FORMERLY = _PAST - {"was", "were"}


def _clean(token: str) -> str:
    return token.strip("'‘’\"`“”.,").lower()


def _content(words: list[str]) -> frozenset[str]:
    cut = max((k for k, w in enumerate(words) if w in _REPORTING), default=-1)
    return frozenset(thing_stem(w) for w in words[cut + 1:]
                     if w not in _LIGHT and w not in _QUOTES and w not in (",", ":", "=") and w.isascii()
                     and not w.isdigit() and not (w.endswith("ed") and len(w) > 5) and w not in _CALL)


def thing_stem(word: str) -> str:
    """A word as a six-letter stem, one thing's other words folded ("business" → "compan"); a possessive's "'s" is
    no part of it ("our only cat's name": the cat)."""
    short = word.removesuffix("'s").removesuffix("’s").rstrip("s")[:6]
    return _THING_SYNONYMS.get(short, short)


@lru_cache(maxsize=8192)
def naming(text: str) -> tuple[tuple[frozenset[str], str], ...]:
    """Every (thing, name) ``text`` tells: the thing's content words (six-letter stems), the name (cached)."""
    body = undated(text, dot=True)
    raw = _TOKEN.findall(body)
    tokens = [t.lower() for t in raw]
    found: list[tuple[frozenset[str], str]] = []
    start = 0
    for k in range(len(tokens)):
        if tokens[k] in _BREAKS:
            start = k + 1
            continue
        for phrase in _NAMING_BY_FIRST.get(tokens[k], ()):
            if tuple(tokens[k:k + len(phrase)]) != phrase:
                continue
            j = k + len(phrase)
            while j < len(tokens) and (tokens[j] in _SKIP or tokens[j] in _QUOTES):
                j += 1
            if j + 1 < len(tokens) and tokens[j] in _NAME_KINDS and (tokens[j + 1] in _QUOTES or (
                    tokens[j + 1] not in _NOT_NAMES and re.match(r"[\w@#]", tokens[j + 1]))):
                j += 1  # "answers to the hostname bramble": the name after its kind
                while j < len(tokens) and tokens[j] in _QUOTES:
                    j += 1
            if j >= len(tokens) or tokens[j] in _NOT_NAMES or not re.match(r"[\w@#]", tokens[j]):
                continue
            if ((phrase[-1] == "as" and phrase[0] in _AS_A_NAME_ONLY) or phrase[0] in _NAME_IN_CAPITALS) and not (
                    raw[j][:1].isupper() or tokens[j - 1] in _QUOTES):
                continue  # "goes out as usual", "performs as expected": a name only in capitals or quotes
            # "was renamed to …" is the change itself; "was christened 'Frosty'" the act that gave the name it has
            past = _FORMERLY if phrase[0] in _RENAMING or phrase[0] in _NAMING_ACTS or (
                phrase[0] == "under" and k > start and tokens[k - 1] in _RENAMED_UNDER) else _PAST
            if any(w in past for w in tokens[max(start, k - 2):k]) and not _given_by(raw, tokens, j, past):
                break  # "was called Analytics before …": a former name, history
            opening = _after_fronted(tokens, start, k)
            # "filed paperwork with the county so | the business is registered as …": the naming clause after "so"
            opening = max([opening] + [c + 1 for c in range(opening, k - 1) if tokens[c] == "so"])
            thing = tokens[opening:k] + (["name"] if "name" in phrase else [])
            comma = max((c for c in range(start, k) if tokens[c] == ","), default=-1)
            if comma >= 0 and _content(tokens[comma + 1:k]):
                # "After the naming poll, which got weirdly competitive, the team chat bot goes by Pip": the thing
                # is what stands after the last comma; what comes before it says when or why
                thing = tokens[comma + 1:k] + (["name"] if "name" in phrase else [])
            end = j + 1
            while end < len(raw) and raw[j][:1].isupper() and raw[end][:1].isupper():
                end += 1  # "Data Guild", "Static Bloom": a name of several capitalised words
            content = _content(thing)
            if not content and phrase[0] in _KEY_KINDS:
                continue  # "user title: Principal Eng": a key of a name's kind with no thing is a person's title
            if not content and raw[j][:1].isupper() and not _scoped_after(tokens, end):
                content = _own_name(tokens)  # "The user's preferred name is Robert", "asked to be called Bobbie"
            elif not content and raw[j][:1].isupper() and _at_work(tokens, end) and _own_name(tokens):
                content = AT_WORK  # "I go by Tash at work": the writer's name among colleagues
            if not content and phrase[0] in _TRADING and k == start and raw[j][:1].isupper():
                # "2026-02-03 — trading as Kettle Valley Fibre": a note of the trading name alone, the "farm trading
                # name" of the older note
                content = frozenset({thing_stem("trading")})
            name = "-".join(_clean(t) for t in raw[j:end])
            found.append((content, name))
            full = _bracketed_full_name(raw, end + (end < len(raw) and raw[end] in _QUOTES))
            if full:
                found.append((full, name))  # "new hire goes by 'Sam' (Samuel Okafor)": Samuel Okafor is who
            break
        if tokens[k] in _PUBLISHING:
            told = _published_as(raw, tokens, start, k)
            if told is not None:
                found.append(told)
                continue
        if tokens[k] in _NAME_VERB and k + 3 < len(tokens) and k > start and tokens[k + 1] in _OBJECT_DETS:
            # "I named the staging cluster 'blueberry'": the object named, then its name in quotes
            end = next((e for e in range(k + 2, len(tokens)) if tokens[e] in _QUOTES), len(tokens))
            if end + 1 < len(tokens) and re.match(r"[\w@#]", tokens[end + 1]):
                found.append((_content(tokens[k + 2:end]), _clean(tokens[end + 1])))
        if tokens[k] in _CALL and k + 2 < len(tokens) and k > start and _calls_something(tokens, raw, k) \
                and not (tokens[k] == "called" and tokens[k - 1] in _PASSIVE_AUX):  # "is called Old Deere by …"
            # "We call the billing service ledgerd", "calling the billing service 'paybook'"
            end = next((e for e in range(k + 1, len(tokens)) if tokens[e] in _BREAKS or tokens[e] == ","
                        or tokens[e] in ("since", "because", "after", "for", "from")), len(tokens))
            words = [t for t in tokens[k + 1:end] if t not in _QUOTES]
            opening = next((e for e in range(k + 2, end) if tokens[e] in _QUOTES), -1)
            if opening > 0 and opening + 1 < end and tokens[opening + 1] not in _QUOTES:
                # "calls the sample sheet 'Vial Ledger'": the quoted words are the name, the words before it the thing
                closing = next((e for e in range(opening + 1, end) if tokens[e] in _QUOTES), end)
                words = [t for t in tokens[k + 1:opening] if t not in _QUOTES] + ["-".join(tokens[opening + 1:closing])]
            if len(words) >= 2 and not words[-1].endswith(("day", "days")) and not words[-1][:1].isdigit():
                found.append((_content(words[:-1]), _clean(words[-1])))  # not "calls their parents every Sunday"
    return tuple((t, n) for t, n in found if t and n)


# Verbs that put a thing out under a name, a platform or the object between them and "as": "published on Hex as
# petal_bits", "I republished the starter as @brightkite/springboard", "is listed on the registry as 'crescent-check'".
_PUBLISHING = frozenset("publish publishes published republish republished re-published registered re-registered "
                        "listed relisted ships shipped shipping released re-released launched relaunched rebranded "
                        "re-branded relabelled relabeled re-labelled re-labeled rebadged retitled re-titled "
                        "resubmitted".split())
_REGISTERING = frozenset("registered re-registered".split())
# Where a thing is put out, between the verb and "as": "on npm", "to the registry", "on the App Store".
_PLATFORM_PREPS = frozenset("on to in at".split())
_UNDER_THE = frozenset("name title banner brand".split())
# Words between a publishing verb and "as" that end the reading: another clause, or a word that makes "as" no name's.
_NOT_BETWEEN = frozenset("as and but or so because since after before when while which that who".split())


def _published_as(raw: list[str], tokens: list[str], start: int, k: int) -> tuple[frozenset[str], str] | None:
    """The (thing, name) a publishing verb at ``k`` gives: the name after "as" (or "under the name|title|banner"),
    with up to the verb's object and a platform between ("registered the agency's starter on npm as …"); the thing
    is the object, else the clause's words before the verb. ``None`` for no such shape, a former name ("formerly
    published as"), a name that is no name."""
    at = k + 1
    thing: list[str] | None = None
    if at < len(tokens) and tokens[at] in _OBJECT_DETS:
        end = at + 1
        while end < len(tokens) and end - at <= 5 and tokens[end] not in _PLATFORM_PREPS \
                and tokens[end] not in _NOT_BETWEEN and re.match(r"[\w@#]", tokens[end]):
            end += 1
        thing, at = tokens[at + 1:end], end
    if at < len(tokens) and tokens[at] in _PLATFORM_PREPS:
        end = at + 1
        while end < len(tokens) and end - at <= 4 and tokens[end] not in _NOT_BETWEEN \
                and re.match(r"[\w@#]", tokens[end]):
            end += 1
        at = end
    if at < len(tokens) and tokens[at] == "as":
        at += 1
    elif tokens[at:at + 2] == ["under", "the"] and at + 2 < len(tokens) and tokens[at + 2] in _UNDER_THE:
        at += 3
    else:
        return None
    if any(w in _FORMERLY or w == "used" for w in tokens[start:k]):
        return None  # "originally published as …": a name from before
    if tokens[k] in _REGISTERING and any(w in _PAST for w in tokens[max(start, k - 2):k]):
        return None  # "was registered as 'Copper Lady'": the name on the papers, beside which a yard name may stand
    while at < len(tokens) and tokens[at] in _QUOTES:
        at += 1
    if at >= len(tokens) or tokens[at] in _NOT_NAMES or tokens[at] in _LIGHT or not re.match(r"[\w@#]", tokens[at]):
        return None
    quoted = at > 0 and tokens[at - 1] in _QUOTES
    end = at + 1
    while end < len(raw) and ((quoted and tokens[end] not in _QUOTES and tokens[end] not in _BREAKS)
                              or (not quoted and raw[at][:1].isupper() and raw[end][:1].isupper())):
        end += 1  # "as 'Bay C Sterilizer'", "as Crosscourt Restrings": a name of several words
    if not quoted and not raw[at][:1].isupper() and not re.search(r"[\d_@/.-]", raw[at]) \
            and not (at + 1 >= len(tokens) or tokens[at + 1] in _BREAKS or tokens[at + 1] in (",", "and")):
        return None  # "shipped as part of the bundle", "listed as a dependency": no name, a role
    if any(w in _FORMER_AFTER for w in tokens[end:next((e for e in range(end, len(tokens)) if tokens[e] in _BREAKS),
                                                      len(tokens))]):
        return None  # "was published as zefdoc until the rename": a former name
    words = thing if thing is not None else tokens[start:k]
    return _content(words), "-".join(_clean(t) for t in raw[at:end])


# Words that open a fronted phrase of when: "After yesterday's refactor the health component goes by …".
_FRONTED = frozenset("after since following during before once".split())
_THING_DETS = frozenset("the my our their his her its".split())


def _after_fronted(tokens: list[str], start: int, k: int) -> int:
    """Where a naming clause's thing begins: after a fronted phrase of when with no comma ("After yesterday's refactor
    | the crate goes by …"), at the determiner that opens the thing; else at ``start``."""
    if start >= k or tokens[start] not in _FRONTED:
        return start
    return next((d for d in range(start + 2, k) if tokens[d] in _THING_DETS), start)


# Words after a naming act's agent that make the name a former one: "was named Orca by the founders before the merger".
_FORMER_AFTER = frozenset("before until formerly originally previously later then but".split())


def _given_by(raw: list[str], tokens: list[str], j: int, past: frozenset[str]) -> bool:
    """Whether a past naming ("was named MiniCaml *by the previous lecturer*") is the act that gave the name, its
    agent told right after the name, and so the name the thing holds: not "formerly" or "originally" before it, nor
    "before" or "until" after it in its clause."""
    if past is _FORMERLY or j >= len(tokens):
        return False
    end = j + 1
    while end < len(raw) and raw[j][:1].isupper() and raw[end][:1].isupper():
        end += 1  # "the Dowland Pavilion": a name of several capitalised words
    while end < len(tokens) and tokens[end] in _QUOTES:
        end += 1
    if end + 1 >= len(tokens) or tokens[end] != "by" or not re.match(r"[a-z]", tokens[end + 1]):
        return False
    clause = next((e for e in range(end, len(tokens)) if tokens[e] in _BREAKS), len(tokens))
    return not (set(tokens[end:clause]) & _FORMER_AFTER) and not (set(tokens[:j]) & (_FORMERLY | {"used"}))


def _bracketed_full_name(raw: list[str], at: int) -> frozenset[str]:
    """The words of a bracket right after a name that holds only capitalised words ("goes by 'Sam' (Samuel
    Okafor)"): the full name of whom the name is said, a thing of its own; else none."""
    if at >= len(raw) or raw[at] != "(":
        return frozenset()
    close = next((e for e in range(at + 1, min(at + 5, len(raw))) if raw[e] == ")"), -1)
    words = raw[at + 1:close]
    if close < 0 or len(words) < 2 or not all(w[:1].isupper() and w.isalpha() for w in words):
        return frozenset()
    return frozenset(thing_stem(w.lower()) for w in words)


# What a verb of calling names next: the thing called ("call the billing service …", "calling it 'paybook'").
_CALLED_OBJECT = _OBJECT_DETS | frozenset("it them him her this that these those".split())


def _calls_something(tokens: list[str], raw: list[str], k: int) -> bool:
    """Whether the call word at ``k`` is a verb with its object after it ("We call the billing service ledgerd"),
    not a noun ("video calls held on Zoom", "the client call happens on Teams"): the object opens with a
    determiner or a pronoun, a quote or a capital."""
    after = tokens[k + 1]
    return after in _CALLED_OBJECT or after in _QUOTES or raw[k + 1][:1].isupper()


def _own_name(tokens: list[str]) -> frozenset[str]:
    """A name said of no thing but of the writer or the user ("The user's preferred name is Robert", "asked to be
    called Bobbie"): the person's own name."""
    return frozenset({"@self"}) if {"i", "me", "my", "user", "user's", "user’s"} & set(tokens) else frozenset()


# The writer's name among colleagues: a thing of its own beside the writer's name anywhere else.
AT_WORK = frozenset({"@self", "@work"})
_COLLEAGUES = frozenset("colleagues coworkers co-workers teammates work".split())


def _at_work(tokens: list[str], end: int) -> bool:
    """ "I go by Tash *at work*", "Alex *among colleagues*": a name scoped to the writer's work."""
    return end + 1 < len(tokens) and tokens[end] in ("at", "among", "with", "to") and tokens[end + 1] in _COLLEAGUES


# "Colleagues know me as Nat", "asked colleagues to call me Sasha", "asked colleagues to use my full name, Katarzyna".
_NAMED_AT_WORK = re.compile(r"\b(?i:colleagues|co-?workers|teammates|(?:everyone|people|folks) at work)\s+"
                            r"(?i:to\s+|now\s+)?(?i:know|knows|call|calls|address|use\s+my\s+(?:full\s+|real\s+)?name,?)"
                            r"\s+(?i:me\s+)?(?i:as\s+)?['‘’\"`“]?([A-Z][\w-]*)")


def _scoped_after(tokens: list[str], end: int) -> bool:
    """ "I go by Sam *at work*", "Samantha *on legal documents*": a name of the person for one setting."""
    return end + 1 < len(tokens) and tokens[end] in ("at", "on", "in", "for", "with", "among", "to") \
        and tokens[end + 1] not in _BREAKS


_KEY_LEADS = frozenset(": = -> → is".split())
_RENAME_TO = frozenset("to as into".split())


@lru_cache(maxsize=8192)
def named_more(text: str) -> tuple[tuple[frozenset[str], str], ...]:
    """The (thing, name) pairs :func:`naming` leaves to other shapes (cached):

    - a key that is a kind of name — "codename v5: Falcon", "v5 codename -> Osprey", "the rewrite's codename
      is Kestrel": the name after the key's ``:``, ``=``, arrow or "is";
    - a thing renamed — "raw events bucket renamed acme-events-landing", "renamed the monorepo to 'meridian'";
    - a name in quotes or backticks after "is" — "the main virtualenv is 'daily'".
    """
    body = undated(text, dot=True)
    raw_words = _TOKEN.findall(body)
    tokens = [t.lower().removesuffix("'s").removesuffix("’s") for t in raw_words]
    found: list[tuple[frozenset[str], str]] = []
    start = 0

    def name_at(j: int, whole: bool = False) -> str:
        while j < len(tokens) and (tokens[j] in _SKIP or tokens[j] in _QUOTES or tokens[j] == ","):
            j += 1
        if j >= len(tokens) or tokens[j] in _NOT_NAMES or not re.match(r"[\w@#]", tokens[j]):
            return ""
        if whole and tokens[j - 1] in _QUOTES:
            # "rebadged 'Heel Points'": a renaming verb's quoted name whole, as :func:`naming` writes it
            end = next((e for e in range(j, min(j + 6, len(tokens))) if tokens[e] in _QUOTES or tokens[e] in _BREAKS),
                       -1)
            if end > j + 1 and tokens[end] in _QUOTES:
                return "-".join(_clean(t) for t in tokens[j:end])
        return _clean(tokens[j])

    for k, tok in enumerate(tokens):
        if tok in _BREAKS:
            start = k + 1
            continue
        if any(w in _PAST for w in tokens[max(start, k - 2):k]) and not (
                tok in _RENAMING and not any(w in _FORMERLY for w in tokens[max(start, k - 2):k])):
            continue  # "was called …", "formerly renamed …": history; "was renamed 'hearth'" is the change itself
        named_for = tok == "name" and tokens[k + 1:k + 2] == ["for"]  # "display name for Priyanka: 'priya.s'"
        if (tok.endswith("name") and len(tok) > 4 and tok.isalpha()) or tok in _KEY_NAME_KINDS or named_for:
            # "Discord handle is quietfox", "repo slug changed to ledgerline", "router SSID: Birchwood-5G"
            lead = next((j for j in range(k + 1, min(k + (5 if named_for else 3), len(tokens)))
                         if tokens[j] in _KEY_LEADS
                         or (tokens[j] == "to" and tokens[j - 1] in _SET_TO)), -1)
            if lead > 0:
                thing = tokens[start:k] + tokens[k + 1:lead] + ["name"]
                found.append((_content(thing), name_at(lead + 1)))
        elif tok in _RENAMING and tokens[k + 1:k + 2] in (["->"], ["→"]) and k > start:
            # "repo renamed -> funnelscope", "gen shed relabelled → PWR-WEST": an arrow after the verb is its "to"
            found.append((_content(tokens[start:k]), name_at(k + 2, whole=True)))
        elif tok in _RENAMING:
            to = next((j for j in range(k + 1, min(k + 5, len(tokens))) if tokens[j] in _RENAME_TO), -1)
            if to > k + 1:
                found.append((_content(tokens[k + 1:to]), name_at(to + 1)))  # "renamed the monorepo to 'meridian'"
            elif to < 0 and k > start and tokens[k - 1] not in ("was", "were", "got", "been", "is"):
                found.append((_content(tokens[start:k]), name_at(k + 1, whole=True)))  # "events bucket renamed …"
            elif to < 0 and k > start and k + 1 < len(tokens) and tokens[k + 1] in _QUOTES:
                found.append((_content(tokens[start:k]), name_at(k + 1, whole=True)))  # "… was renamed 'hearth'"
            elif to < 0 and k > start and k + 1 < len(tokens) and (
                    tokens[k + 1] == "," or (tokens[k + 1] not in _LIGHT and tokens[k + 1] not in _NOT_NAMES
                                             and re.match(r"[\w@#]", tokens[k + 1]))):
                # "the app was retitled Stride this spring", "server retitled, 'Cascadia Rust'", "Station North was
                # redesignated Station 7": a name of capitalised words whole
                at = k + 2 if tokens[k + 1] == "," else k + 1
                whole = _capitalised_words(raw_words, at) if raw_words[at][:1].isupper() else ""
                found.append((_content(tokens[start:k]),
                              joined_name(whole) if " " in whole else name_at(at, whole=True)))
            elif to < 0 and k > start and tokens[k + 1:k + 2] == ["the"] and k + 2 < len(tokens) \
                    and raw_words[k + 2][:1].isupper() and tokens[k + 2] not in _NOT_NAMES:
                # "Room B14 was redesignated the Component Processing Suite": a capitalised name after its article
                found.append((_content(tokens[start:k]), joined_name(_capitalised_words(raw_words, k + 2))))
        elif tok == "as" and k > start and k + 2 < len(tokens) and tokens[k + 1] in _QUOTES:
            # "is invoked as 'forge'"; "I've relabelled the radio talkgroup; it shows as 'Canal Control'": the thing
            # "it" stands for is the object of the renaming verb before
            told = _content(tokens[_after_label(tokens, start, k):k])
            if not told and tokens[start] == "it":
                told = _content(_TOKEN.findall(_renamed_object(" ".join(tokens[:start]))))
            found.append((told, name_at(k + 1)))
        elif tok == "is" and k + 2 < len(tokens) and tokens[k + 1] in _QUOTES and k > start:
            # "the main virtualenv is 'daily'"; "reorg: squad is 'Orbit'": the label before a colon is not the thing
            found.append((_content(tokens[_after_label(tokens, start, k):k]), name_at(k + 1)))
    for named in _NAMED_AT_WORK.finditer(body):
        found.append((AT_WORK, named.group(1).lower()))  # "Colleagues know me as Nat"
    for given in _GIVEN_NAME.finditer(body.lower()):
        # "gave the home server a fresh name: larder", "refers to the mobile app project as Project Kestrel"
        object_words, name = (given.group(1), given.group(2)) if given.group(1) else (given.group(3), given.group(4))
        if object_words.strip() in ("it", "them"):
            # "When I reinstalled the home server last night I gave it a fresh hostname, 'loft'": the thing the
            # pronoun stands for, the last thing named before it in the sentence
            object_words = _last_thing(body.lower()[:given.start()])
        if given.group(4) and len(body) == len(body.lower()):
            name = _capitalised_run(body, given.start(4)) or name  # "as the 'Blue Sheet'": the name's every word
        found.append((_content(_TOKEN.findall(object_words)), _clean(name)))
    for given in _GIVEN_PASSIVE.finditer(body.lower()):
        # "ember-notes was given a fresh name, kindle-notes", "the ledgerline repo got a new name, 'tallyhall'": the
        # thing is the clause's subject before the verb (after a lead clause's comma), the name after its kind
        opening = max(body.rfind(mark, 0, given.start()) for mark in ";.!?—–(,:")
        subject = _TOKEN.findall(body[opening + 1:given.start()].lower())
        subject = subject[next((k + 1 for k in range(len(subject) - 1, -1, -1) if subject[k] in _GIVEN_LEADS), 0):]
        name = given.group(1)
        if len(body) == len(body.lower()):
            name = _capitalised_run(body, given.start(1)) or name  # "'Polar Express'": the name's every word
        if subject and name not in _NOT_NAMES:
            found.append((_content(subject), _clean(name)))
    for named in _OBJECT_NAMED.finditer(body):
        # "I named my racing quad Hornet Nine", "rechristened my quad Vesper": the object, then its name
        # someone else's object ("named his quad Vesper") keeps its holder's word: another thing beside "my quad"
        holder = [named.group(1).lower()] if named.group(1).lower() in _THIRD_PERSON else []
        found.append((_content(_TOKEN.findall(named.group(2).lower())) | frozenset(holder),
                      joined_name(named.group(3))))
    for shown in _SHOWN_AS.finditer(body.lower()):
        # "These days the user shows up on Discord as tundra_owl", "On Steam I now appear as lanternfish": the name
        # a holder is seen by, the thing the holder's words in the clause and where it is seen
        opening = max(body.rfind(mark, 0, shown.start()) for mark in ";.!?—–(")
        where = _TOKEN.findall(body[opening + 1:shown.start()].lower()) + _TOKEN.findall(shown.group(1) or "")
        if shown.group(2) not in _STATES:
            found.append((_content(where) or _own_name(where), _clean(shown.group(2))))
    for what in _WHAT_IT_GOES_BY.finditer(body.lower()):
        # "Meridian is what the main repo goes by since the rebrand"
        found.append((_content(_TOKEN.findall(what.group(2))), _clean(what.group(1))))
    return tuple((t, n) for t, n in found if t and n and n not in _RENAME_TO)


# A verb of renaming with its object and no name after it, its clause closed: "I've relabelled the radio talkgroup;".
_RENAMED_OBJECT = re.compile(r"\b(?:renamed|relabell?ed|re-labell?ed|rebranded|re-branded|retitled|re-?christened)\s+"
                             r"((?:the|my|our|their)\s+(?:[\w-]+\s+){0,3}?[\w-]+)\s*[;,—–]")


def _capitalised_words(raw: list[str], at: int) -> str:
    """The run of capitalised words (or words with a digit) from ``at``: "Component Processing Suite", "Station 7"."""
    end = at + 1
    while end < len(raw) and (raw[end][:1].isupper() or raw[end].isdigit()):
        end += 1
    return " ".join(raw[at:end]).lower()


def _renamed_object(before: str) -> str:
    """The object of the last verb of renaming in ``before`` whose clause ends after its object, or ""."""
    found = list(_RENAMED_OBJECT.finditer(before))
    return found[-1].group(1) if found else ""


# The determiners a thing is named with: the last one before a pronoun opens the thing it stands for.
_DETERMINERS = frozenset("the my our their his her".split())


def _last_thing(before: str) -> str:
    """The last thing named with a determiner in ``before`` ("… the home server last night I" → "home server"), in its
    own sentence, up to three words, ending before a word of time, a pronoun or a light word; or ""."""
    words = re.split(r"[.;!?]\s", before)[-1].split()
    opening = max((k for k, w in enumerate(words[:-1]) if w in _DETERMINERS), default=-1)
    if opening < 0:
        return ""
    thing = []
    for word in words[opening + 1:opening + 4]:
        if word in _LIGHT or word in W.TIME_WORDS or word in _NOT_NAMES or word in ("last", "next", "this"):
            break
        thing.append(word)
    return " ".join(thing)


def _after_label(tokens: list[str], start: int, k: int) -> int:
    """Where the subject of a naming at ``k`` starts: after the last colon of its clause ("reorg: squad is …")."""
    return max((j + 1 for j in range(start, k) if tokens[j] == ":"), default=start)


# A name given to a thing told as its object: "gave the home server a fresh name: larder", "refers to the mobile app
# project as Project Kestrel" — the thing between the verb and the name.
_GIVEN_NAME = re.compile(r"\b(?:gave|give|gives|giving|given|assigned|assigns?)\s+"
                         r"((?:the|my|our|their|his|her)\s+(?:[\w-]+\s+){0,3}?|it\s+|them\s+)"
                         r"(?:an?|the)\s+(?:new\s+|fresh\s+|different\s+|proper\s+|better\s+|same\s+)?"
                         r"(?:(?!name\b)[a-z]+\s+)?"  # "a fresh *calendar* name": the kind of name it is
                         r"(?:name|hostname|nickname|handle|username|title|label|codename|callsign)"
                         r"(?:\s+on\s+[\w.-]+)?\s*[:,—–]?\s*"  # "a new name on GitHub: stonecrm"
                         # "a proper name today: HogTrack": when it was given, then the name
                         r"(?:(?:today|yesterday|now|(?:this|last)\s+(?:week|month|year|morning|spring|summer|autumn"
                         r"|winter))\s*[:,—–]\s*)?"
                         r"['‘’\"`“]?"
                         r"([\w@#][\w.+/@-]*)"
                         r"|\b(?:refers?|referred|referring)\s+to\s+((?:the|my|our|their|his|her)\s+(?:[\w-]+\s+){0,3}?)"
                         r"as\s+(?:the\s+)?['‘’\"`“]?(?:project\s+)?([\w@#][\w.+/@-]*)")
# A thing given a name in the passive, or getting one: "the build box was given the hostname forge", "ember-notes was
# given a fresh name, kindle-notes", "the repo got a new name, 'tallyhall'" — its subject is the thing.
_GIVEN_PASSIVE = re.compile(r"\b(?:(?:was|were|been|being|is|are)\s+(?:given|assigned)|got|gets|has\s+got)\s+"
                            r"(?:an?|the)\s+(?:new\s+|fresh\s+|different\s+|proper\s+|better\s+|shorter\s+)?"
                            r"(?:[a-z]+\s+)?"
                            r"(?:name|hostname|nickname|handle|username|title|codename|callsign)\s*[:,—–]?\s*"
                            r"['‘’\"`“]?"
                            r"([\w@#][\w.+/@-]*)")
# Words that end what leads into a passive's subject: "After a depot vote | the refrigerated van was given …".
_GIVEN_LEADS = frozenset("vote review after when since because so then".split())
# A naming verb, its object told in lower case and the object's name in capitals after it ("named my racing quad
# Hornet Nine", "rechristened my quad Vesper"; "renamed the Blue Sheet the …" names an older name: :mod:`.name_change`).
_NAMES_OBJECT = (r"(?:named|renamed|re-?christened|christened|dubbed|codenamed|retitled|rebranded|re-branded"
                 r"|re-?register(?:ed)?|re-?labell?ed)")
# A name told in capitalised words, as a pattern ("Hornet Nine", "Blue Sheet"); :mod:`.name_change` reads renames
# with it.
CAPITALISED = r"[A-Z][\w'’-]*(?:\s+[A-Z][\w'’-]*)*"
_OBJECT_NAMED = re.compile(r"\b" + _NAMES_OBJECT + r"\s+(the|my|our|their|his|her)\s+"
                           r"((?:[a-z][\w'’-]*\s+){0,3}?[a-z][\w'’-]*)\s+(?:(?:to|as|into)\s+)?(?:the\s+)?['‘\"“`]?"
                           r"(" + CAPITALISED + ")")


_THIRD_PERSON = frozenset("his her their".split())


def joined_name(name: str) -> str:
    """A name of several words as one ("Hornet Nine" → "hornet-nine"), as :func:`naming` writes it."""
    return "-".join(_clean(w) for w in name.split())


def _capitalised_run(body: str, at: int) -> str:
    """The name of capitalised words that opens at ``at`` in ``body`` ("Blue Sheet'"), joined; or ""."""
    run = re.match(CAPITALISED, body[at:])
    return joined_name(run.group(0)) if run else ""


# Kinds of name a note keys a name by, beside "…name" ("handle", "slug", "SSID"), and the verbs a key is set to a
# name by ("slug changed to ledgerline").
_KEY_NAME_KINDS = frozenset("handle slug ssid alias moniker callsign".split())
_SET_TO = frozenset("changed switched updated set moved changes".split())
# A holder seen by a name where it appears: "shows up on Discord as tundra_owl", "posts on Twitter as @rebaseradio"
# (present tense: "showed up as" is one occasion or the past).
_SHOWN_AS = re.compile(r"\b(?:shows?\s+up|appears?|posts|post|signs?\s+in|logs?\s+in|(?:is|are)\s+listed)\s+"
                       r"(?:(?:on|in|at)\s+((?:[\w@#.'’-]+\s+){1,2}?))?(?:now\s+)?as\s+['‘’\"`“]?([\w@#][\w.+/@-]*)"
                       r"(?![\w.+/@-])(?!\s+as\b)")  # "posts as often as it can": a comparison
# What one is seen as that is a state, not a name: "shows up as offline", "appears as busy".
_STATES = frozenset("""offline online away busy active idle inactive invisible anonymous verified a an the one
    someone admin admins guest guests member members moderator owner private public hidden well""".split())
_WHAT_IT_GOES_BY = re.compile(r"['‘’\"`“]?([\w@#][\w.+/@-]*)['’\"`”]?\s+is\s+what\s+((?:\w[\w'’-]*\s+){1,4}?)"
                              r"(?:goes\s+by|is\s+(?:now\s+)?(?:called|named|known\s+as))\b")


# A name set beside its thing with a comma, the thing told as one's own or as the one ("Pepper, my dog, chewed …",
# "vet appt for Tofu, the cat", "the trailer for their podcast, 'Signal & Noise'"): the name of that thing.
_NAME_THEN_THING = re.compile(r"\b([A-Z][a-z][\w-]*),\s+(?:the|my|our|their|his|her)\s+((?:[a-z][\w-]*\s+){0,2}?"
                              r"[a-z][\w-]*)\s*(?=[,.;—–]|$)")
_THING_THEN_NAME = re.compile(r"\b(?:my|our|their|his|her)\s+((?:[a-z][\w-]*\s+){0,2}?[a-z][\w-]*),\s+"
                              r"(['‘\"“][^'‘’\"“”]{1,40}['’\"”]|[A-Z][a-z][\w-]*)(?=\s*(?:[,.;—–]|$))")


@lru_cache(maxsize=8192)
def apposed(text: str) -> tuple[tuple[frozenset[str], str], ...]:
    """The (thing, name) pairs ``text`` tells by apposition (cached): a name and its thing side by side, one set off
    by commas — never a person in someone's life ("Lena, my sister": one of many) nor a date ("March, the team …")."""
    body = undated(text, dot=True)
    found = [(m.group(2), m.group(1)) for m in _NAME_THEN_THING.finditer(body)]
    found += [(m.group(1), m.group(2)) for m in _THING_THEN_NAME.finditer(body)]
    out: list[tuple[frozenset[str], str]] = []
    for thing, name in found:
        words = thing.split()
        if any(stem(w) in W.RELATION_WORDS for w in words) or name.lower() in CALENDAR_WORDS:
            continue
        out.append((_content(words), "-".join(_clean(t) for t in _TOKEN.findall(name) if t not in _QUOTES)))
    return tuple((t, n) for t, n in out if t and n)
