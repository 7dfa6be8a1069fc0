"""A new value told with an aside after it: the change is read from the sentence without the aside.

People say a change and then say why, or what they think of the older value: "I back up my laptop weekly
now — daily was overkill", "We start standup at 10 now so the Lisbon folks can join", "We ship on Tuesdays
now, Thursday releases kept clashing with QA", "dep updates: monthly batch (weekly too noisy)". Read whole,
the aside names the older value again or brings in words of its own (the folks, QA), and the statement
model sees two values or another attribute. Read without it, the sentence is the change.

Only an aside *after* the change is dropped (a clause before it may say where the change holds: "For the
mobile team, standup is at 10 now"), and only one that says why or judges: not one that opens with a scope
("…, on Fridays", "for staging", "except", "but", "only"), that keeps the older value for something
("9:30 on Fridays"), or that is additive, hedged or temporary. What is left must still carry the change
("now", a change verb) unless the aside names the older value, which then reads as set aside.
"""

from __future__ import annotations

import re
from collections.abc import Callable
from typing import TypeVar

from core.conflicts import wording as W
from core.conflicts.statement import Statement, read
from core.text.tokens import stem

M = TypeVar("M")

# Words of the calendar and the clock, which after "to" are the value moved to, never a purpose's verb.
_CALENDAR = r"(?:" + "|".join(("noon", "midnight", "midday", "now", "every", "each", "once", "twice", "the", "next",
                                "mid", "early", "late", "half", "quarter")) + r")\b"
# Where an aside starts: a dash, a bracket, a semicolon or a comma; or a word that says why.
_BOUNDARY = re.compile(r"\s+[—–]\s*|\s+-\s+|\s*\(|;\s*|,\s+|\s+(?=(?:so|because|(?:ever )?since|given|due to"
                       r"|thanks to|which|to avoid|to keep|to stay|to save)\s)"
                       # why, after a change's value: a purpose told by its verb and object ("… to 03:30 to dodge the
                       # backup window", "to beat the backup job"), the event it waited for ("once the rota was redone")
                       r"|(?<=\d)(?:\s*(?:am|pm|a\.m\.|p\.m\.|utc|gmt|cet|[a-z]{2,4}t))?\s+(?=to (?!" + _CALENDAR
                       + r")[a-z]+ (?:the|a|an|our|my|their|his|her|its)\s)"
                       r"|\s+(?=once (?:the|a|an|our|my|their|his|her|its) )"
                       r"|\s+(?=after (?:the|a|an|our|my|their"
                       r"|his|her|its) (?:[\w'’-]+ ){0,3}?(?:[a-z]+ed|went|broke|grew|came|fell|began|ran|hit|blew"
                       r"|told|said|got|gave|took|made|left|found|saw|became)\b)"
                       # an event named by its noun: "after the LastPass breach", "since her fall", "after the reorg"
                       r"|\s+(?=after (?:the|a|an|our|my|their|his|her|its) (?:[\w'’-]+ ){0,3}?"
                       r"(?:breach|outage|incident|leak|hack|crash|reorg|merger|acquisition|layoffs?|fall|injury"
                       r"|surgery|diagnosis|move|price hike)\s*(?:[.,;!)]|$))"  # the noun ends it: what happened
                       r"|\s+(?=(?:starting|effective|beginning|as of) (?:this|today|now)\b)"
                       r"|\s+(?=(?:through|via|using) )"
                       r"|\s+(?=following (?:the|a|an|our|my|their|his|her|its) )"
                       # whose word it is: "under the new OIM's rules", "under the site's policy"
                       r"|\s+(?=under (?:the|our|my|their|his|her|its) (?:[\w'’-]+ ){0,3}?"
                       r"(?:rules?|polic(?:y|ies)|regime|guidance|orders?|procedures?)\s*(?:[.,;!)]|$))"
                       # who made a passive change, closing the sentence: "was stretched to … by the process engineer"
                       r"|\s+(?=by (?:the|our|my|their|his|her|its|a|an) (?!end\b)[a-z][\w'’-]*(?: [a-z][\w'’-]*){0,2}"
                       r"\s*[.!]?\s*$)",
                       re.IGNORECASE)
# A trailing "after" or "since" that tells what happened first ("rotate hourly after the disk filled up twice", "ring
# her twice a week since her fall", "ever since the Sydney hires joined"), or a start now ("starting this lease"): the
# event the change followed, so the head is a change said.
_AFTER_EVENT = re.compile(r"^(?:after|(?:ever )?since|following|once) (?:the|a|an|our|my|their|his|her|its) "
                          r"|^(?:starting|effective|beginning|as of) (?:this|today|now)\b", re.IGNORECASE)
# A day told of the event a value waited for: that day's value, not a standing one.
_ONE_DAY = re.compile(r"\b(?:last|yesterday|today|tonight|this (?:morning|afternoon|evening|week))\b|\d")
# A change wanted or planned, which "once …" then only waits for.
_INTENDED = re.compile(r"\b(?:wants?|wanted|plans?|planned|planning|hopes?|hoping|intends?|aims?|would|will|'ll"
                       r"|going to|like to|try to|expects?|should|could|might|may)\b")
# A length of time right before "after": "30 days after the incident" is when a rule acts, not an event it followed;
# "every ten days" before it is how often.
_DELAY = re.compile(r"(?:(\w+)\s+)?\b(?:a|an|one|two|three|four|five|six|seven|eight|nine|ten|twelve|\d+)\s+"
                    r"(?:days?|weeks?|months?|hours?|hrs?|minutes?|mins?|years?|seconds?)\s*$", re.IGNORECASE)


# A means after the value: "through Backblaze", "via cron", "using a systemd timer" — a few words, one tool.
_MEANS = re.compile(r"^(?:through|via|using) (?:an? |the )?[\w.-]+(?: [\w.-]+){0,2}$", re.IGNORECASE)


def _delayed(head: str) -> bool:
    found = _DELAY.search(head)
    return found is not None and (found.group(1) or "").lower() not in ("every", "each", "per", "once", "twice")
# An aside that opens with these says where or when the value holds, or adds to it: not set aside.
_SCOPED = frozenset("""on for in at during except but only unless until while when whereas and or plus also still
    both with without if though although except except for apart besides alongside though""".split())
# An aside with these says the change is not made, or the older value stays for something.
_NOT_SETTLED = frozenset("""still kept keep keeps remains remain stays stay continues unchanged next from starting
    pending planned proposed proposal tbc tbd soon will going plan plans considering maybe until till later
    future eventually draft trial pilot experiment rollback reverted same equivalent aka i.e ie""".split())
# An aside that says the value holds as it always has: "as usual", "as always", "same as ever".
# A change told in the passive ("was stretched to", "were moved to"): who made it may follow, and is no value.
_PASSIVE_CHANGE = re.compile(r"\b(?:was|were|has been|have been|got|is being)\s+(?:\w+ly\s+)?\w+(?:ed|en)\b"
                             r"(?:\s+(?:back|up|down|out))?\s+(?:to|back to|up to|down to)\b")
_AS_USUAL = re.compile(r"\b(?:as usual|as always|as ever|like always)\b")
# After the older value, these keep it for something: "9:30 *on* Fridays", "daily *for* prod".
_KEEPS = frozenset("on for in at during except until with still stays remains too also as".split())
# Before the older value, these keep it: "ready *for* Wednesday's release", "*still* daily for prod".
_KEEPS_BEFORE = frozenset("on for at by until till before still also every each is are to now".split())


def _names_older(aside: str, old: Statement) -> bool | None:
    """``True`` when the aside names the older value and sets it aside, ``False`` when it names it and keeps it
    for something ("9:30 on Fridays", "daily for the work folder"), ``None`` when it does not name it."""
    was = read(aside)
    counts = {v for slot, values in old.values.items() if slot.startswith("number:") for v in values}
    # A count is the older one whatever word the aside reads as its unit ("20 too low": "too" is no unit).
    shared = {(slot, v) for slot, values in was.values.items() for v in values
              if v in old.values.get(slot, frozenset()) or (slot.startswith("number:") and v in counts)}
    if not shared:
        return None
    tokens = aside.split()

    def holds(words: list[str]) -> bool:
        said = read(" ".join(w.strip(".,;:()") for w in words)).values
        return any(v in said.get(slot, frozenset()) for slot, v in shared)

    # Where the older value stands in the aside: one word ("daily"), or a number and its unit ("100 GB").
    at = [k for k in range(len(tokens)) if holds(tokens[k:k + 1]) or (k + 1 < len(tokens) and holds(tokens[k:k + 2]))]
    if not at or len(tokens) - len(at) < 2 or not holds(tokens[:at[-1] + 2]) or at[-1] + 2 >= len(tokens):
        # "Ireland (eu-west-1)", "(quota 100 GB)": the older value restated beside the newer one, nothing said of it
        return False
    for k in at:
        if k + 2 < len(tokens) and tokens[k + 1].lower() == "too" and tokens[k + 2].strip(".,;:()").isalpha():
            continue  # "20 too low", "daily too noisy": the older value judged, not kept as well
        if (k + 1 < len(tokens) and tokens[k + 1].lower() in _KEEPS) \
                or (k > 0 and tokens[k - 1].lower().strip(",") in _KEEPS_BEFORE):
            return False
    return True


def aside_change(old_text: str, new_text: str, decide: Callable[[str, str], M | None]) -> M | None:
    """The verdict ``decide`` gives the older text against the newer one without a trailing aside, or ``None``."""
    old, new = read(old_text), read(new_text)
    if not old.values or new.hedged or new.temporary or new.additive or new.negated \
            or new.list_like or old.past_only or old.negated:
        return None  # what the whole sentence is (hedged, for now, as well, only the past) the head is too
    for found in _BOUNDARY.finditer(new_text):
        head, aside = new_text[:found.start()].strip(), new_text[found.end():].strip(" .)!")
        if not aside or len(head.split()) < 2:
            continue
        words = re.findall(r"[a-z']+", aside.lower())
        if not words or words[0] in _SCOPED or (words[0] in W.SELF_WORDS and len(words) > 1 and words[1] in _SCOPED):
            return None  # "…, but …", "…, on Fridays": the rest says where the value holds
        if words[0] in ("a", "an") and set(words[1:4]) & W.GROUPS_JOINED_OUTSIDE_WORK:
            return None  # "joined Cantabile, a local choir": what the value is, not why; the head alone would lose it
        bare = not found.group().strip()  # a boundary before a word, not a mark
        if bare and words[0] == "by" and _PASSIVE_CHANGE.search(head) is None:
            continue  # "is blocked by a pydantic issue": only who made a change told in the passive is set aside
        if bare and _delayed(head) and aside.lower().startswith(("after", "following")):
            continue  # "archived a week after the outage": when a rule acts, not an event the change followed
        event = bare and _AFTER_EVENT.match(aside) is not None
        if event and words[0] == "once" and (_ONE_DAY.search(aside.lower()) is not None
                                             or _INTENDED.search(head.lower()) is not None):
            return None  # "went out at 20:00 once the printer was fixed last Friday": that day's, not the rule;
            # "wants to upgrade the cluster to 1.30 once the window opens": a change waiting, not made
        if new.past_only and not (event and not read(head).past_only):
            return None  # only the past, unless that is the event after which the head's value holds
        # The means a thing is done by ("happen nightly through Backblaze"): how, so the head is the statement.
        # Whose rule a value follows ("… at 06:15 under the new OIM's rules"): where it comes from, as a means is how.
        means = _MEANS.match(aside) is not None or (bare and words[0] == "under") \
            or (bare and words[0] == "by" and _PASSIVE_CHANGE.search(head) is not None)
        if bare and not means and words[0] in ("through", "via", "using"):
            continue  # more than a means after "through": read as the whole sentence is
        rest = read(aside)
        # The event a change followed is past by nature ("after the nursery told me I was drowning it").
        if rest.hedged or rest.temporary or rest.additive or (rest.past_only and not event) \
                or (set(words) & _NOT_SETTLED and not event) \
                or any(stem(w) in W.HEDGES for w in words):
            return None  # "(from next month)", "prod still on 14", "pending approval": not a change made
        if _AS_USUAL.search(aside.lower()) is not None:
            return None  # "…, as usual, a pot of tea suits him far better": the standing value told again
        named = _names_older(aside, old)
        if named and "(" in found.group():
            return None  # "license: Expat (MIT)": the older value in brackets glosses the newer one
        if named is False or (named and rest.change):
            return None  # "…, the escalation rotation is now monthly": the older value given to another thing
        if not named and not read(head).change and not event and not means:
            continue
        if named and not rest.change and "@residence" in old.key and not read(head).change:
            return None  # "based in NYC" / "lives in Brooklyn, New York City": the older place around the newer
        verdict = decide(old_text, head)
        if verdict is not None:
            return verdict
    return None
