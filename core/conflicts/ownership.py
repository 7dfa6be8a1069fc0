"""One thing held by another party, read from who stands beside it — not from the verb that hands it over.

"I own the billing service" and "Farah has had billing since the reorg; I just answer the odd question
about it"; "The Android app is maintained by Chloe" and "Android maintenance has been passed to Idris
since Chloe went to design systems"; "CI runners maintained by Kofi" and "Kofi has no involvement in CI
runners anymore". :func:`.slots.owner_change` needs both texts told with verbs of owning; writers hand a
thing over with any verb ("has had", "is the one fielding", "lives with", "was folded into"). This reader
takes the older owner from :func:`.slots.ownerships` and reads the newer text by *value type*: a party
(a person's name, or a group: "… team", "squad", "guild", "platform", "agency", "Legal") standing in a
clause with the older thing's words, and nothing of the thing the older text lacks. The older owner must
be gone from the newer text or told reduced in its own clause ("I just answer the odd question", "not
ours", "netops just consulted", "has no involvement … anymore", "rotated off").

Not a change: another thing ("billing PRs", "the iOS app"), the older owner still there unreduced ("Farah
is pairing with me on billing"), a party that is only the older owner again, and whatever the statement
model finds hedged, temporary, additive or about the past (the caller checks).
"""

from __future__ import annotations

import re
from functools import lru_cache

from core.conflicts import wording as W
from core.conflicts.calendar_words import MONTHS_BUT_MAY
from core.conflicts.compiled import says
from core.conflicts.named_values import ROLE_HEADS, TOOL_CLASS_OF
from core.conflicts.note_dates import undated
from core.conflicts.ownerships import ownerships
from core.text.tokens import stem

_TOKEN = re.compile(r"[\w@#][\w'’.+/@-]*[\w+]|[\w@#]|->|→|[;:,()—–.!?]")
_BREAKS = frozenset(";()—–.!?") | {"but"}
_GROUPS = frozenset("team squad guild group platform agency vendor contractor contractors department org "
                    "engineering eng ops crew tribe pod".split())
_OPENING_VERBS = frozenset("has had have runs run owns owned took takes is was now and handles handled leads led "
                           "maintains maintained holds held manages managed signs covers".split())
# Departments named alone: a party in lower case too ("legal signs off and holds the vendor contract").
_UNITS = frozenset("legal finance procurement security hr marketing sales facilities compliance".split())
_REASONS = frozenset("since because after as".split())
_SELF = frozenset("i i'm i've i'd me my we we're we've our ours us user user's".split())
# Words that tell an owner reduced in its clause: "I just answer …", "not ours", "just consulted".
# Verbs of holding or handing over: a party beside any other verb does something else with the thing.
_HOLDING = frozenset("""owned maintained managed passed handed given transferred moved folded reassigned assigned
    taken took had led handled fielding kept looked adopted inherited absorbed outsourced returned shifted
    went gone owning maintaining running managing leading handling looking hold holds holding sold appointed
    handles runs keeps manages maintains owns leads looks""".split())  # the present too: "Ruaridh handles intake"
_PARTIAL = frozenset("only alone also too both sole solely".split())
_REDUCED = frozenset("not n't no never just only odd occasional consulted off anymore longer none nothing "
                     "rotated stepped handed left rents rented renting borrows borrowed".split())
# Verbs of the older owner leaving, told in a clause that names none of the thing: "Ruth moved to outreach".
_LEAVING = frozenset("moved went left transferred emigrated retired quit departed resigned".split())
# A "when"/"once" clause that tells the older owner went, a reason after the handover ("… when Matthieu
# emigrated", "once Declan's contract ended") — not a while ("when Matthieu is away").
_WENT_AFTER = re.compile(r"\b(?:when|once)\b(?!.*\b(?:away|leave|holiday|vacation|travel\w*|sick|off|out)\b)"
                         r"(?=.*\b(?:\w{3,}ed|left|went|quit)\b)")
_LIGHT = W.LIGHT_WORDS | frozenset(
    """the a an now these days since as of this last quarter month week year sprint reorg split has have had
    been is are was were be one who ask fielding runs run own owns owned maintain maintains maintained
    responsible for to with from by into in on at it its they them their end said says mentioned belong belongs
    belonged sits sit lives under holds hold held signs sign over""".split())
# What may follow a party's name in its phrase: a time or a condition ("to Kofi *before* my leave").
_AFTER_PARTY = frozenset("before until till while once during when".split())
# Month names open a clause as a time, not as a party ("Since June, Ana …"); "May" may be a person.
_MONTH_NAMES = MONTHS_BUT_MAY
# "PRs", "APIs", "SDKs": the plural of an acronym names things, never a party.
_ACRONYM_PLURAL = re.compile(r"[A-Z]{2,}s")
# Words before the party a thing is taken from: "took over the X32 from me", "off my plate".
_SOURCE = frozenset("from off".split())
# The self's possessives, which name the holder's own people or things ("our new tech Rafael"), not a keeper.
_SELF_BEFORE_NOUN = frozenset("my our user's user’s".split())
# A party of the self's that held the thing before: "the user's former colleague Ravi owned …".
_FORMER = frozenset("former previous ex old then".split())
# Words that open a circumstance after the thing a party took: when, where, from whom ("off my plate at the …").
_CIRCUMSTANCE = frozenset("from off at during last this in".split())
# What a time after the thing is counted in, and the self's plate or hands a thing is taken off.
_WHEN_WORDS = frozenset("""month week year sprint quarter meeting reorg plate hands spring summer autumn fall winter
    weekend""".split())
# A reporter opening the newer text: "The user said …", "The user confirmed (that) …", "I noted …".
_REPORTED = re.compile(r"^\s*(?:the\s+user|i|we)\s+(?:said|says|noted|notes|mentioned|mentions|confirmed|confirms"
                       r"|reported|reports|told\s+me)\s+(?:that\s+)?", re.IGNORECASE)
# A pronoun standing for the thing an earlier clause named ("Ana hasn't touched the website; Ben runs it").
_PRONOUNS = frozenset("it them".split())


@lru_cache(maxsize=8192)  # the newcomer's words are cut again beside each candidate
def _short(word: str) -> str:
    """A word cut to what says which thing: five letters of its stem, or all of a hyphenated name
    ("payments-web" and "payments-worker" are two services, "owners" and "ownership" one word)."""
    if "-" in word.strip("-"):
        return word.lower()
    return stem(word).rstrip("s")[:5]


def _stems(words: list[str]) -> frozenset[str]:
    return frozenset(_short(w.strip("'’.")) for w in words if w.strip("'’."))


def _clauses(text: str) -> list[tuple[list[str], list[str]]]:
    body = undated(text, dot=True)
    out: list[tuple[list[str], list[str]]] = [([], [])]
    for raw in _TOKEN.findall(body):
        if raw in _BREAKS or raw.lower() in _BREAKS:
            out.append(([], []))
        else:
            out[-1][0].append(raw)
            out[-1][1].append(raw.lower())
    return [c for c in out if c[0]]


def _parties(raw: list[str], low: list[str], old_low: str) -> list[tuple[int, str]]:
    """The parties a clause names, with where they stand: a capitalised name (opening the clause only when a
    verb follows: "Farah has had", "Kwame's the one"), or the word before a group noun."""
    found = []
    for k, (r, w) in enumerate(zip(raw, low, strict=True)):
        bare = w.removesuffix("'s").removesuffix("’s")
        if bare in _GROUPS and k > 0 and low[k - 1] not in _LIGHT:
            found.append((k - 1, low[k - 1].removesuffix("'s")))
        elif bare in _UNITS and bare not in old_low and (k == 0 or low[k - 1] in ("by", "to", "with", "and") or (
                k > 1 and low[k - 2] in ("by", "to", "with") and low[k - 1].isalpha() and low[k - 1] not in _LIGHT
                and not _verb(low[k - 1]))) \
                and (k + 1 >= len(low) or low[k + 1] in _OPENING_VERBS or low[k + 1] in _HOLDING or k > 0):
            found.append((k, bare))
        elif r[:1].isupper() and bare not in _SELF and bare not in TOOL_CLASS_OF and bare not in _LIGHT \
                and bare not in _MONTH_NAMES and _ACRONYM_PLURAL.fullmatch(r) is None \
                and bare not in W.STOP_WORDS and bare not in old_low and len(bare) > 1 and (
                    k > 0 or w.endswith(("'s", "’s")) or (low[1:2] and low[1] in _OPENING_VERBS)) \
                and not _modifier(raw, low, k) and not _acronym_head(raw, low, k):
            found.append((k, bare))
    return found


def _acronym_head(raw: list[str], low: list[str], k: int) -> bool:
    """Whether a capitalised word is an acronym that ends a thing's name after a lower-case noun ("the payments
    *UI*", "the billing *API*"): the head of the thing, where a party follows "by", "to" or a verb."""
    if not (raw[k].isupper() and raw[k].isalpha() and len(raw[k]) <= 4) or k == 0:
        return False
    before, raw_before = low[k - 1], raw[k - 1]
    return raw_before[:1].islower() and before.isalpha() and before not in _LIGHT and before not in W.STOP_WORDS \
        and before not in _OPENING_VERBS and before not in _HOLDING and before not in _GROUPS and not _verb(before)


def _modifier(raw: list[str], low: list[str], k: int) -> bool:
    """Whether a capitalised word names a kind of thing rather than a party: a lower-case noun follows it in
    one phrase ("the production *API endpoint*", "the *Vite config*"), where a party is followed by a verb,
    a preposition, a time or its own surname ("*Farah* has had", "to *Priya* when", "by *Chloe Smith*")."""
    if low[k].endswith(("'s", "’s")) or k + 1 >= len(low):
        return False
    nxt, raw_next = low[k + 1], raw[k + 1]
    return raw_next[:1].islower() and nxt.isalpha() and nxt not in _LIGHT and nxt not in W.STOP_WORDS \
        and nxt not in _REASONS and nxt not in _REDUCED and nxt not in _GROUPS and nxt not in W.TIME_WORDS \
        and nxt not in _AFTER_PARTY \
        and nxt not in _OPENING_VERBS and nxt not in _HOLDING and not _verb(nxt) and not nxt.endswith("s")


def _rented_out(told: list[str], k: int) -> bool:
    """ "the co-op rents it out by the day": the owner letting the thing, not renting it from another — "out" within
    three words after a verb of renting."""
    return told[k].startswith("rent") and "out" in told[k + 1:k + 4]


def _without_gone_owner(before: list[str], owner: frozenset[str]) -> list[str]:
    """ "push service: Bea off it, Noor holds …": the words before the new party without the older owner's own
    phrase said gone ("Bea off it,") and the note's colon — the thing named before them is what the party holds."""
    start = next((k for k, w in enumerate(before) if _short(w.strip("'’.")) in owner), None)
    if start is None:
        return before
    end = next((k for k in range(start, len(before)) if before[k] == ","), None)
    if end is None or end != len(before) - 1:
        return before  # the owner's phrase must end right before the party: "Bea off it, Noor"
    if not any(w in _REDUCED or w in _LEAVING or w.endswith("n't") for w in before[start:end]):
        return before  # "Lucia maintains, Ben does occasional typo fixes": the older owner's phrase keeps it
    kept = before[:start]
    return [w for w in kept if w != ":"] if kept and kept[-1] == ":" else kept


def _only_when_or_whence(tail: list[str], self_owned: bool, owner: frozenset[str]) -> bool:
    """Whether the words after the thing a party took say only when or from whom: the older owner ("off my plate",
    "from me") or a time ("at the March meeting", "last month"), not another place or part ("at the south depot",
    "off Mia's hands")."""
    for w in tail:
        bare = w.removesuffix("'s").removesuffix("’s")
        if w in _CIRCUMSTANCE or w in W.DETERMINERS or w in _WHEN_WORDS or bare in _MONTH_NAMES or bare == "may" \
                or w in W.TIME_WORDS or (self_owned and w in _SELF) or (not self_owned and bare[:5] in owner):
            continue
        return False
    return True


def _verb(word: str) -> bool:
    # a hyphenated word is a name, whatever it ends with: "the embedding-serving job", "the auto-scaling group"
    return (len(word) > 4 and word.endswith(("ed", "ing")) and "-" not in word.strip("-")) \
        or word in ("took", "went", "gave", "given", "taken")


# A clause that is only a party and a noun of holding, the thing unsaid: "Ines is DRI", "Mo's the owner now".
_HOLDER_ALONE = re.compile(r"(?:^|[;.—–,]\s*)([a-z][\w-]*)(?: is|'s|’s) (?:now )?(?:the )?(?:new )?"
                           r"(?:dri|owner|maintainer)(?: now)?\s*(?:$|[;.—–,])")


def _seat_handed(old: tuple[frozenset[str], frozenset[str]], new_text: str) -> str | None:
    """ "dri for launch: Lucas" / "Lucas rolled off; Ines is DRI": the older holder told gone in one clause and
    another named the holder in another, with no thing said — the one thing the older note is about."""
    thing, owner = old
    if owner & {"@self", "i'm", "we're", "i've", "we've"}:
        return None
    found = _HOLDER_ALONE.search(new_text.lower())
    if found is None or found.group(1)[:5] in {w[:5] for w in owner}:
        return None
    taker = found.group(1)
    raw_taker = next((w for w in re.findall(r"[\w-]+", new_text) if w.lower() == taker), "")
    if not raw_taker[:1].isupper():
        return None  # a party is a name
    for _, low in _clauses(new_text):
        if {w[:5] for w in owner} & _stems(low) and any(w in _REDUCED or w.endswith("n't") for w in low) \
                and taker not in low:
            return f"same seat ({' '.join(sorted(thing))}) held by another: {' '.join(sorted(owner))} → {taker}"
    return None


def party_change(old_text: str, new_text: str) -> str | None:
    """Why ``new_text`` puts what ``old_text`` says someone owns with another party, or ``None``."""
    olds = ownerships(old_text)
    new_text = _REPORTED.sub("", new_text, count=1)  # "The user said Dariusz took over …": what was said
    low_new = new_text.lower()
    if len(olds) == 1 and _HOLDER_ALONE.search(low_new):
        seat = _seat_handed(olds[0], new_text)
        if seat is not None:
            return seat
    if not olds or not any(w[:4] in low_new for thing, _ in olds for w in thing):
        return None  # the cheap test first: no word of the older thing in the newer text
    old_low = old_text.lower()
    clauses = _clauses(new_text)
    for old_thing, old_owner in olds:
        self_owned = bool(old_owner & {"@self", "i'm", "we're", "i've", "we've"})
        who = "the writer" if self_owned else " ".join(sorted(old_owner))
        # "room's" in "the fermentation room's cleaning schedule" is the room: a possessive is its noun
        thing = frozenset(w.lower() if "-" in w.strip("-") else w.removesuffix("'s").removesuffix("’s").rstrip("s")[:5]
                          for w in old_thing)
        owner = frozenset(w[:5] for w in old_owner)
        kept = False
        taker = ""
        denied = False
        old_stems = _stems(re.findall(r"[\w'’-]+", old_low))
        thing_named = False  # an earlier clause named the thing: a later "it" may stand for it
        for raw, low in clauses:
            cut = next((k for k, w in enumerate(low) if k and (w in _REASONS or (
                w in ("when", "once") and _WENT_AFTER.match(" ".join(low[k:])) is not None))), len(low))
            told = low[:cut]
            named_before, thing_named = thing_named, thing_named or bool(_stems(told) & thing)
            # "… since Chloe went to design systems": why. The older owner named only as where the thing came
            # from ("took over the X32 from me", "inherited … from Sven") or as the holder's own before its noun
            # ("our new tech Rafael", "off my plate") keeps nothing.
            at_party = [k for k, _ in _parties(raw[:cut], told, old_low)]
            holding = [w for k, w in enumerate(told) if not (k and told[k - 1] in _SOURCE)
                       and not (self_owned and w in _SELF_BEFORE_NOUN and any(k < p <= k + 3 for p in at_party)
                                and not set(told[k + 1:k + 4]) & _FORMER)]
            names_owner = (any(w in _SELF for w in holding) if self_owned
                           else bool(owner & _stems(holding)))
            reduced = any((w in _REDUCED and not _rented_out(told, k)) or w.endswith("n't")
                          for k, w in enumerate(told)) or (
                any(w in _LEAVING for w in told) and not _stems(told) & thing)  # "Ruth moved to outreach"
            if names_owner and not reduced:
                kept = True  # "Farah is pairing with me on billing": the older owner still holds it
            content = [w for w in told if w not in _LIGHT and w not in _SELF and w not in _REDUCED
                       and not (_verb(w) and w not in old_low)]
            if names_owner and reduced and _stems(content) & thing and not any(w in _PARTIAL for w in told):
                extra = _stems(content) - thing - owner - old_stems
                # one word more at most, and not in place of one of the thing's ("the reporting service" handed, not
                # "the invoicing service")
                denied = denied or (len(extra) <= 1 and not (extra and thing - _stems(content)))
            parties = [(k, p) for k, p in _parties(raw[:cut], told, old_low) if p[:5] not in owner]
            if not parties or any(_verb(w) and w not in _HOLDING and w not in old_low
                                  and not (k and (told[k - 1] in W.DETERMINERS
                                                  or told[k - 1].endswith("n't") or (  # "the March meeting": a noun
                                                      k > 1 and told[k - 2] in W.DETERMINERS
                                                      and raw[k - 1][:1].isupper())))
                                  for k, w in enumerate(told)):
                continue  # no party, or one that does something else with it: "reviewed by Lena", "hosted on"
            at = parties[0][0]
            before, after = _without_gone_owner(told[:at], owner) if names_owner and reduced else told[:at], \
                told[at + 1:]
            ahead, behind = len(_stems(before) & thing), len(_stems(after) & thing)
            if ahead > behind or (ahead == behind and before):
                # the word right before the party is its title or its kind ("member Agnieszka", "central
                # procurement"), not a word of the thing
                titled = before and before[-1].isalpha() and raw[at - 1][:1].islower() \
                    and _short(before[-1]) not in thing
                zone = before[:-1] if titled else before
            else:
                zone = after
                last = max((k for k, w in enumerate(zone) if _short(w.strip("'’.")) in thing), default=-1)
                if 0 <= last < len(zone) - 1 and zone[last + 1] in _CIRCUMSTANCE \
                        and _only_when_or_whence(zone[last + 1:], self_owned, owner):
                    zone = zone[:last + 1]  # "… the fabric stash inventory off my plate at the March meeting"
            stems = _stems([w for j, w in enumerate(zone) if w not in _LIGHT and w not in _SELF and w not in _REDUCED
                            and not w.endswith(("n't", "n’t"))  # "I haven't touched it": the older owner gone
                            and w not in _GROUPS and w not in _HOLDING
                            and stem(w) not in ROLE_HEADS  # "appointed studio *manager*": the seat, not the thing
                            and not (_verb(w) and w not in old_low
                                     and not (j and zone[j - 1] in W.DETERMINERS))])  # "the billing …": a noun
            said = bool(stems & thing) or (named_before and not stems and any(w in _PRONOUNS for w in zone))
            if not said or stems - thing - owner - old_stems:
                continue  # not the thing, or a thing the older text does not name: "billing PRs", "the iOS app"
            taker = taker or parties[0][1]
        if denied and not kept and not taker:
            return f"the newer memory says {who} no longer holds " \
                   f"{' '.join(sorted(old_thing))}"
        if taker and not kept:
            return f"same thing ({' '.join(sorted(old_thing))}) held by another: {who} " \
                   f"→ {taker}"
    return None


# --- the older holder said off the thing ---------------------------------------------------------------------------

# The older text says someone holds a thing: an owner's key or verb ("owner: …", "maint. of …", "code owner: …",
# "admin: …", "owned by …", "I own …", "… my job").
_HOLDS_CUE = re.compile(r"\b(?:own\w*|maint\w*|admin\w*|custod\w*|responsib\w*|kept by|run by|managed by|handled by"
                        r"|looked after by|held by|holder|my job|registrant|registered to)\b", re.IGNORECASE)
# What a holder is said off or gone from, right after the name: "Bea off it", "Lark off the project", "Hamid off
# release duty", "Ilse off the registrant record", "lkovacs left".
_OFF_WHAT = r"(?:it|them|this|that|the project|project|(?:the )?(?:[\w-]+ )?(?:duty|duties|rota|record|repo|team))\b"
# Said beside the holder's going: a while, a stand-in, a day off — the thing is back with them later.
_AWAY_WHILE = re.compile(r"\b(?:cover\w*|while|until|till|today|tomorrow|this week|for now|temporar\w*|holiday"
                         r"|vacation|sick|leave|back on|back next|interim|acting|also|too|still|only|except)\b",
                         re.IGNORECASE)
_NAME_OR_HANDLE = re.compile(r"@[\w.-]+|\b[A-Z][a-z][\w'’-]*")


def _holders_named(old_text: str) -> list[str]:
    """The names and handles an older holding note gives (each a candidate for its holder), the self's words when
    the self holds it."""
    body = undated(old_text, dot=True)
    names = [m.group(0).removesuffix("'s").removesuffix("’s") for m in _NAME_OR_HANDLE.finditer(body)]
    if re.search(r"\b(?:I|my|me)\b", body):
        names.append("I'm")
    return names


# A word every way :func:`holder_off` says a holder gone needs ("off", "left", "stepped", "removed", "revoked", a minus
# before a name): the cheap test before the older note's holders are read.
_OFF_CUE = re.compile(r"\b(?:off|left|stepped|removed|revoked)\b|(?<![\w-])-@?\w")


def holder_off(old_text: str, new_text: str) -> str | None:
    """ "keg inventory owner: Ruairi" / "keg inventory: Ruairi off it, owner = Saoirse"; "IAP code owner: Lena" /
    "IAP code owner: Karim; Lena off the project"; "I own the notifications service" / "… sits with Dmitri's squad;
    I'm off it": the older holder, named in the older holding note, said off the thing ("off it", "off the project",
    "off release duty") or gone ("lkovacs left", "rights revoked from Laila") in a newer text about the same thing
    (a content word of the older thing again). Not a stand-in or a while ("Bea off today; Noor covers"), another
    thing, a day off ("off sick")."""
    if not says(_OFF_CUE, new_text) or _HOLDS_CUE.search(old_text) is None \
            or _AWAY_WHILE.search(new_text) is not None:
        return None
    body = undated(new_text, dot=True)
    for name in dict.fromkeys(_holders_named(old_text)):
        if name != "I'm" and name.removeprefix("@") not in body:
            continue  # every pattern below names the holder: a cheap test first, not a pattern built per name
        bare = re.escape(name.removeprefix("@"))
        if name == "I'm":
            gone = re.search(r"\bI(?:'m|’m| am) (?:now )?off " + _OFF_WHAT, body)
        else:
            gone = re.search(rf"(?<![\w@-])(?<!\bat )(?<!\bof )(?<!\bfrom )(?<!\bfor )(?<!\bwith )"
                             rf"@?{bare}(?:['’]s [\w-]+(?: [\w-]+)?)? "
                             rf"(?:off {_OFF_WHAT}|left\b(?! (?:for|on)\b)"
                             rf"|stepped (?:back|down)\b|(?:was |has been )?removed\b)"
                             rf"|\b(?:revoked|removed) from @?{bare}\b|(?<![\w-])-@?{bare}\b", body)
        if gone is None:
            continue
        rest = (body[:gone.start()] + " " + body[gone.end():]).lower()
        thing = {stem(w) for w in re.findall(r"[a-z][\w-]{2,}", old_text.lower())
                 if w not in W.STOP_WORDS and _HOLDS_CUE.fullmatch(w) is None and w != name.lower()}
        said = {stem(w) for w in re.findall(r"[a-z][\w-]{2,}", rest)}
        if thing & said:
            return f"same thing ({' '.join(sorted(thing & said))}) no longer held by {name}"
    return None


# --- a thing bought whole from a holding the older text shares, leases or gives another ----------------------------

# The older holding is not one whole owner's: shared, leased, lent, licensed, or another's ("owned by", "belongs to").
_HELD_IN_PART = re.compile(r"\b(?:co-?own\w*|jointly|shared|leas\w*|on loan|loaned|lent|rent\w*|licensed|owned by"
                           r"|belongs? to|property of|held by|registered to)\b", re.IGNORECASE)
# A holding on a lease or loan.
_LEASED = re.compile(r"\b(?:leas\w*|rent\w*|on loan|loaned|lent|hired)\b", re.IGNORECASE)
# Bought whole: "bought out Odile's share", "bought … outright", "purchased outright", "bought full IP", "sole owner".
_BOUGHT_WHOLE = re.compile(r"\b(?:bought|buys|purchased|acquired)\s+out\b"
                           r"|\b(?:bought|buys|purchased|acquired)\b[^;.]{0,60}?\b(?:outright|in full|full (?:IP|rights"
                           r"|ownership)|the whole)\b"
                           r"|\b(?:sole|outright) owner\b", re.IGNORECASE)
# The older owner's name: after a word that gives the holder ("owned by their landlord, Mr. Okafor", "leased from the
# Van Roon family") or before "owns" ("Odile owns the kiln").
_OWNER_NAMED = re.compile(r"\b(?:owned by|belongs? to|property of|held by|registered to|leased from|rented from|on loan"
                          r" from)(?:\W+\w+){1,5}|\b[A-Z][a-z][\w-]*(?= (?:owns|co-owns|holds)\b)")
_BUY_PLANNED = re.compile(r"\b(?:plan\w*|want\w*|hop\w*|offer\w*|consider\w*|might|may|could|would|will|going to"
                          r"|intend\w*|negotiat\w*|discuss\w*|if|whether|option)\b", re.IGNORECASE)


def bought_out(old_text: str, new_text: str) -> str | None:
    """ "The user co-owns the shop with her brother Dario" / "The user bought out Dario's share"; "The minilab printer
    is leased from the parent company" / "… was bought outright by the lab": a thing the older text holds in part, on a
    lease or loan, or as another's, bought whole in the newer text (a content word of the older thing again). Not a
    plan or an offer ("wants to buy out the guild's share"), another thing, a purchase by the older text's own named
    owner told again ("Mr. Okafor bought the building outright in 1990")."""
    bought = _BOUGHT_WHOLE.search(new_text) if says(_BOUGHT_WHOLE, new_text) else None
    if bought is None or _BUY_PLANNED.search(re.sub(r"\bMay\b", "", new_text)) is not None:  # the month, not "may"
        return None
    owners = {w for found in _OWNER_NAMED.finditer(old_text) for w in re.findall(r"\b[A-Z][a-z][\w-]*", found.group(0))}
    sold_by = {w for w in re.findall(r"\b[A-Z][a-z][\w-]*", new_text[bought.start():])}
    if _HELD_IN_PART.search(old_text) is None and not owners & sold_by:
        return None  # "Odile owns the kiln" / "bought out Odile's share": another's, bought from them
    if _LEASED.search(new_text[:bought.start()]) is not None and _LEASED.search(old_text) is None:
        return None  # "PA system leased from Audiomax until 2023, bought outright after" beside "owned by the club":
        # the newer memory's own lease ended by the purchase, the older owner the buyer
    before = re.split(r"[;:,.—–]", new_text[:bought.start()])[-1]
    if set(re.findall(r"\b[A-Z][a-z][\w-]*", before)) & owners:
        return None  # the older owner's own purchase told again
    # the thing in lower-case words only: a name ("Dario") is a party, not the thing
    thing = {stem(w) for w in re.findall(r"(?<![\w-])[a-z][\w-]{2,}", old_text)
             if w not in W.STOP_WORDS and _HELD_IN_PART.fullmatch(w) is None and not w.startswith(("own", "co-own"))}
    said = {stem(w) for w in re.findall(r"[a-z][\w-]{2,}", new_text.lower())}
    shared = thing & said - {stem(w) for w in "user share shares outright full whole".split()}
    if not shared:
        return None
    return f"same thing ({' '.join(sorted(shared))}) bought whole"
