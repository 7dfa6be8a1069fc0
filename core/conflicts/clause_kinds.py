"""What kind of telling a clause is, read from its tokens: the tests that keep a clause from asserting a value.

Each function answers one question the statement model (:mod:`core.conflicts.statement`) asks of a
clause or a whole text: is it one dated occurrence of a recurring thing ("this Friday's retro got
pushed"), a past event or a past state ("we deployed v2.3", "lived in Tokyo for five years"), a
plan or a hedge ("planning to", "upgrade pending", "would move"), a rule a thing follows
("responses should use British spelling"), a list ("my hobbies are …"), or a former value told
aside ("X was the old name", "…, Fluentd out"). They are pure functions of the tokens.
"""

from __future__ import annotations

import re
from itertools import pairwise

from core.conflicts import named_values as N
from core.conflicts import wording as W
from core.conflicts.calendar_words import DAY_MARKS, WEEKDAY_PATTERN
from core.conflicts.clauses import _COMMITMENT, _DETERMINERS, _find, _has
from core.conflicts.notes import _SEPARATORS
from core.conflicts.reading import _VERB_WORDS, _is_name, _named, _Reading
from core.conflicts.value_words import Token

# A weekday as people write it, whole or short ("Thu", "Weds"): "no team lunch this Thu" is one day, as "this
# Thursday" is.
_WEEKDAY = WEEKDAY_PATTERN
# "This Friday's retro got pushed", "tomorrow's standup is cancelled": one dated occurrence of a
# recurring thing, which leaves the standing fact as it was.
_ONE_OCCURRENCE = re.compile(
    rf"\b(?:(?:this|next|last|coming) (?:{_WEEKDAY}|week|month|"
    r"sprint|quarter)|today|tomorrow|yesterday|tonight)(?:'s|’s)\s")


# "… after last week's upgrade": a dated occurrence in a reason says when, not which one.
_WHEN_LEADS = frozenset("after since before from following until because of during by with".split())


# "moved to 4pm this Friday only", "just this week", "for tomorrow": one occasion changed, not the
# standing value.
_ONE_OFF = re.compile(
    rf"\b(?:(?:this|next|coming) (?:{_WEEKDAY}|week|weekend|sprint)"
    rf"(?: only)\b(?!-)|(?:only|just) (?:this|next|for this|for next) (?:{_WEEKDAY}"
    r"|week|weekend|sprint|once|time)\b|(?:just |only )?for (?:tomorrow|today|tonight)\b"
    r"|(?:tomorrow|today|tonight) only\b)")


# "was cancelled this Wednesday", "ran late this Tuesday": one named day of a recurring thing; "from
# this Monday" and "starting this Friday" say when a lasting change begins instead ("last Tuesday" is
# when a change was made, "the last Friday of the month" a standing day).
_ONE_DAY = re.compile(rf"\bthis {_WEEKDAY}\b"
                      r"(?!'|’|s\b| on\b| onwards?\b| of\b)")


_LASTING_FROM = frozenset("from starting beginning effective of after".split())


# "One report was received via Twitter DM …", "a single deploy went out on Friday": one instance of the thing told
# as it happened, not how such things go (a date or a label may open the note).
_ONE_INSTANCE = re.compile(r"^(?:[^:—–]*(?::|—|–)\s*)?(?:only |just )?(?:one|a single) (?!of\b|more\b)[\w-]+"
                           r"(?: [\w-]+)? (?:was|were|got|came|went|arrived)\b")


def _one_occurrence(low_text: str) -> bool:
    if _ONE_OFF.search(low_text) is not None or _ONE_INSTANCE.search(low_text) is not None:
        return True
    for found in _ONE_DAY.finditer(low_text):
        before = low_text[:found.start()].split()
        if not before or before[-1] not in _LASTING_FROM:
            return True
    for found in _ONE_OCCURRENCE.finditer(low_text):
        before = low_text[:found.start()].split()
        if not before or before[-1] not in _WHEN_LEADS:
            return True
    return False


_FORMER = frozenset("old previous former original earlier".split())


def _former_value(tokens: list[Token]) -> Token | None:
    """The value of a clause "X was the old name" / "X was the previous host", else ``None``."""
    words = [t for t in tokens if t.kind != "punct"]
    if len(words) not in (4, 5) or words[1].low not in ("was", "is") or words[2].low != "the" \
            or words[3].low not in _FORMER:
        return None
    return words[0] if words[0].kind != "word" or words[0].low not in W.STOP_WORDS else None


def _out_aside(tokens: list[Token]) -> tuple[Token | None, list[Token]]:
    """ "…, Fluentd out" / "Jenkins out": the name said to be out, and the clause without that aside."""
    end = len(tokens)
    while end and tokens[end - 1].kind == "punct" and tokens[end - 1].low != ",":
        end -= 1
    if end < 2 or tokens[end - 1].low != "out":
        return None, tokens
    name = tokens[end - 2]
    if not (_is_name(name) or name.low in N.KNOWN_TOOLS) or (end > 2 and tokens[end - 3].low != ","):
        return None, tokens
    return name, tokens[:max(0, end - 3)]


_AUX_PRESENT = frozenset("is are am be has have being".split())


def _past_event(tokens: list[Token], out: _Reading) -> bool:
    """Whether the text tells of something that happened ("We deployed v2.3", "met Ana at 10"), not a state.

    Only a text with no change, stop or family cue: "moved to", "was renamed", "left" say a
    state changed.
    """
    if out.change or out.denials or out.prior or out.families:
        return False
    tokens = _outside_parens(tokens)  # "(user asked)": where the note came from, not what it says
    for i, t in enumerate(tokens):
        if t.kind != "word" or (t.low in W.COPULAS and t.low not in ("was", "were")):
            if t.kind == "word" and t.low in _AUX_PRESENT:
                return False
            continue
        if t.low in ("was", "were"):
            nxt = tokens[i + 1] if i + 1 < len(tokens) else None
            return nxt is not None and nxt.kind == "word" and (nxt.low.endswith("ed") or nxt.low in W.IRREGULAR_PAST
                                                               or nxt.low.endswith("en")) \
                and not _set_to_a_value(tokens, i + 2)
        if t.low in ("has", "have", "had"):
            return False
        if W.past_form(t.low) and t.low not in ("based", "need", "feed", "speed"):
            if i == 0:
                return True  # an agent's note: "met Ana at 10:00", "deployed v2.3"
            prev = tokens[i - 1]
            # "We deployed v2.3", "Dana joined…"; not "Terraform pinned to 1.5.7" (a state).
            return prev.kind == "word" and (prev.low in W.SELF_WORDS or prev.low in W.PRONOUNS
                                            or prev.low in ("team", "user") or prev.norm in W.FILLER_WORDS
                                            or (_named(prev) and prev.low not in N.KNOWN_TOOLS))
        if t.kind == "word" and t.low in _VERB_WORDS:
            return False
    return False


_PRESENT_COPULAS = frozenset("is are am".split())


def _so_now_after_past(tokens: list[Token]) -> bool:
    """ "We hired three more, so the team is 9 engineers": a consequence in the present after a clause in the past is
    the state a change left."""
    for i in range(1, len(tokens) - 1):
        if tokens[i].low == "so" and tokens[i - 1].low == "," \
                and any(t.low in _PRESENT_COPULAS for t in tokens[i + 1:i + 5]):
            return any(t.kind == "word" and W.past_form(t.low) for t in tokens[:i - 1])
    return False


_SET_TO = frozenset("to at into onto".split())


def _set_to_a_value(tokens: list[Token], at: int) -> bool:
    """Whether a passive's participle sets its subject to a value ("were capped at a single project", "were given up
    to 5 projects", "was set to 30 days"): a standing value told in the passive, not one past occurrence."""
    for j in range(at, min(len(tokens), at + 3)):
        if tokens[j].low in _SET_TO:
            return any(tokens[k].is_value and tokens[k].kind in ("number", "money", "period", "version")
                       for k in range(j + 1, min(len(tokens), j + 3)))
        if tokens[j].kind != "word":
            return False
    return False


def _outside_parens(tokens: list[Token]) -> list[Token]:
    out, depth = [], 0
    for t in tokens:
        if t.low in ("(", "["):
            depth += 1
        elif t.low in (")", "]"):
            depth = max(0, depth - 1)
        elif depth == 0:
            out.append(t)
    return out


_PAST_HAS = frozenset("lived worked resided stayed".split())


def _past_state(tokens: list[Token]) -> bool:
    """A state told in the past ("was living in Leipzig", "lived in Tokyo for five years",
    "worked at Bosch"), with nothing saying it changed: history, not what holds now."""
    lows = [t.low for t in tokens]
    if any(t.norm in W.CHANGE_WORDS or t.low in W.CHANGE_FORMS for t in tokens):
        return False
    for i, low in enumerate(lows):
        if low in ("was", "were") and i + 1 < len(lows) and lows[i + 1].endswith("ing") and len(lows[i + 1]) > 4:
            return True
        if low in _PAST_HAS and i + 1 < len(lows) and lows[i + 1] in ("in", "at", "for", "with"):
            return True
        if low in ("had", "was", "were") and i + 1 < len(lows) and lows[i + 1] == "been":
            return True
    return False


# Words before "planning on" that leave it the verb of a plan ("is still planning on …"), not a noun's activity.
_NOT_A_NOUN_BEFORE = W.SELF_WORDS | W.PRONOUNS | W.COPULAS | frozenset(
    "'m 'm 're 're am be been being still now also already just currently seriously actually".split())


def _hedge_phrase(tokens: list[Token], norms: list[str]) -> bool:
    """A hedge phrase ("planning to", "going to") — not one whose "to" or "on" leads to a value ("moved
    weekly planning to Sunday evening", "holds sprint planning on Mondays": a noun, then when it is)."""
    for start, end in _find(norms, W.HEDGE_PHRASES):
        if tokens[start].low == "plan" and start > 1 and tokens[start - 1].kind == "word" \
                and tokens[start - 1].low not in W.SELF_WORDS | W.PRONOUNS | W.STOP_WORDS \
                and any(t.norm in W.CHANGE_WORDS for t in tokens[:start - 1]):
            continue  # "upgraded the phone plan to Max": the thing changed, not an intention
        if start > 0 and tokens[start - 1].low in ("after", "since", "despite"):
            continue  # "moved to Vienna after weighing a move for months": the weighing is over
        if tokens[start].low == "planning" and tokens[end - 1].low == "on" and start > 0 \
                and tokens[start - 1].kind == "word" and tokens[start - 1].low not in _NOT_A_NOUN_BEFORE \
                and not tokens[start - 1].low.endswith("ly") and tokens[start - 1].low not in W.STOP_WORDS \
                and not (end < len(tokens) and tokens[end].low.endswith("ing")):
            continue  # "does all menu planning on a Notion board": the activity and where it is done, not a plan
        if [t.low for t in tokens[start:end]] == ["would", "like", "to"] and end < len(tokens) \
                and tokens[end].low == "be" and _has(norms, _COMMITMENT):
            continue  # "would like to be addressed as Sasha from now on": a standing request, not a plan
        if tokens[end - 1].low in ("to", "on") and end < len(tokens) and (
                tokens[end].is_value or tokens[end].kind in ("weekday", "daypart")
                or (start > 0 and tokens[start - 1].norm in W.CHANGE_WORDS)):
            continue
        return True
    return False


def _after_so(tokens: list[Token], k: int) -> bool:
    """ "relicensed … so sponsors *could* ship it": the word at ``k`` follows a "so" that follows the clause's own
    start, with a word between the two (the purpose's subject)."""
    return any(t.low == "so" for t in tokens[2:k - 1])


def _in_reason(tokens: list[Token], k: int) -> bool:
    """ "bumped to five replicas after last week's traffic *spike*": a word of the reason, not a hedge on
    what the clause asserts."""
    if tokens[k].low in W.PURPOSE_MODALS and _after_so(tokens, k):
        return True  # "relicensed the firmware as MIT so sponsors could ship it": a purpose, not a hedge
    return any(t.low in W.REASON_WORDS and t.low != "since" for t in tokens[1:k])


def _rule_for_a_thing(tokens: list[Token], k: int) -> bool:
    """ "Responses should use British spelling", "Commit messages must be in English": a rule a thing
    follows, not a plan — "should"/"must" after a subject that is neither the self nor a person; also where a thing
    is sent, after a joining word ("the domain lapsed and customers should be sent to …", :func:`_routed`)."""
    if tokens[k].low not in ("should", "must") or k == 0:
        return False
    # The subject opens after the clause's last joining word: "the domain lapsed and customers should be sent to …"
    start = max((i + 1 for i in range(k) if tokens[i].low in _JOINS), default=0)
    if k - start > 4 or k == start:
        return False
    routed = _routed(tokens, k)
    if not routed and any(t.norm in W.CHANGE_WORDS for t in tokens[k + 1:k + 3]):
        return False  # "the API should move to Postgres": a plan
    if start and not routed:
        return False  # a subject after a joining word only for where a thing goes
    subject = [t for t in tokens[start:k] if t.kind == "word" and t.low not in _DETERMINERS]
    # "Responses", "Commit messages", "The report": a thing — not "Alice", whose first word says nothing.
    thing = len(subject) > 1 or tokens[0].low in _DETERMINERS or (bool(subject) and subject[-1].low.endswith("s"))
    return bool(subject) and thing and all(t.low not in W.SELF_WORDS and t.low not in W.PRONOUNS and not t.cap
                                           and t.norm not in W.RELATION_WORDS for t in subject)


# Words that join two clauses the clause cut keeps together ("… lapsed and customers should …").
_JOINS = frozenset("and so , but".split())
# "should reach", "should go to", "must be filed in": where a thing is sent told as the rule it follows — a verb of
# arriving, or "be" and a participle of sending.
_ROUTED_VERBS = frozenset("reach go land arrive".split())
_ROUTED_PARTICIPLES = frozenset("""sent routed filed directed addressed emailed forwarded posted submitted raised
    logged reported mailed made requested pointed""".split())
# A time after the verb makes it a plan again: "should go to the new inbox from next month", "once IT is done".
_PLANNED_AFTER = frozenset("next soon once until when starting eventually later tomorrow".split())


def _routed(tokens: list[Token], k: int) -> bool:
    """ "forms should reach crew@…", "customers should be sent to shop.x.coop": after "should"/"must", a verb of
    where a thing goes with no time that makes it a plan."""
    nxt = tokens[k + 1].low if k + 1 < len(tokens) else ""
    after = tokens[k + 2].low if k + 2 < len(tokens) else ""
    if not (nxt in _ROUTED_VERBS or (nxt == "be" and after in _ROUTED_PARTICIPLES)):
        return False
    return not any(t.low.split()[0] in _PLANNED_AFTER for t in tokens[k + 1:] if t.low.strip())


def _trailing_plan(tokens: list[Token]) -> bool:
    """ "tempo migration planned", "upgrade pending": a plan told after its object."""
    words = [t for t in tokens if t.kind != "punct"]
    return bool(words) and words[-1].low in ("planned", "pending", "proposed", "upcoming", "tbd", "tentative",
                                             "tbc", "expected")


def _made_up(tokens: list[Token], t: Token) -> bool:
    """ "made up of": a composition, not a change."""
    k = tokens.index(t)
    return t.low == "made" and k + 1 < len(tokens) and tokens[k + 1].low == "up"


def _would(tokens: list[Token]) -> bool:
    """ "would move", "would be": conditional; "would rather", "would much rather", "would prefer", "would pick" (not
    "pick up") and "would take … over …" state a preference."""
    for i, t in enumerate(tokens):
        at = i + 2 if i + 2 < len(tokens) and tokens[i + 1].low in ("much", "far", "really", "sooner") else i + 1
        if t.low != "would" or (at < len(tokens) and tokens[at].low in ("rather", "prefer", "like", "love")):
            continue
        if _after_so(tokens, i):
            continue  # "relicensed it as Apache-2.0 so the lawyers would sign off": a purpose
        if at < len(tokens) and tokens[at].low in ("pick", "choose") \
                and not any(x.low in ("up", "out") for x in tokens[at + 1:at + 4]):
            continue  # "I'd pick Rust for new hot-path code"
        if at < len(tokens) and tokens[at].low == "take" and any(x.low == "over" for x in tokens[at + 2:]):
            continue  # "I'd take the late set over the early one"
        return True
    return False


def _list_like(tokens: list[Token]) -> bool:
    """Whether the attribute is a list ("todo: …", "My hobbies are …"): a list noun right before the verb."""
    for i, t in enumerate(tokens):
        if t.kind == "word" and t.low in N.LIST_NOUNS and not (i and tokens[i - 1].kind == "number"):
            # Before its separator or verb; a list noun that ends the text is a value ("Ship Notes").
            nxt = tokens[i + 1] if i + 1 < len(tokens) else None
            if nxt is not None and (nxt.low in _SEPARATORS or nxt.low in W.COPULAS
                                    or nxt.low in ("include", "includes", "(", "-", "—")) \
                    and not _done_in(tokens[i + 2:]):
                return True
    return False


def _done_in(after: list[Token]) -> bool:
    """ "Firmware bugs are (being) tracked in Jira": after the list noun's verb, a passive put in a tool or place, how
    the things are kept, not a list of them."""
    words = [t.low for t in after[:3]]
    if words[:1] == ["being"]:
        words = words[1:]
    return len(words) >= 2 and words[0].endswith("ed") and words[1] in ("in", "on", "via", "through", "into")


_TIMES = frozenset("time daypart weekday".split())


def _without_time_before(tokens: list[Token], norms: list[str]) -> list[str]:
    """The clause's words without a "before" that says when in a day ("meetings before noon", "no calls before
    10am", "the gym at 6 am before work"): that one tells a time, not the past."""
    if "before" not in norms:
        return norms
    return [w for k, w in enumerate(norms)
            if not (w == "before" and k + 1 < len(tokens) and (tokens[k + 1].kind in _TIMES
                                                               or tokens[k + 1].low in DAY_MARKS))]


_PAST_PASSIVE = re.compile(r"\b(?:was|were) ([a-z]+)\b")
_WORDS = re.compile(r"[a-z]+")
_STILL_NOW = frozenset("now nowadays today currently".split())


def _past_of_the_older_verb(old_low: str, new_low: str) -> bool:
    """ "Payroll is run on the 25th" / "Payroll was run on the 24th in December", "Logs are shipped with Fluentd" /
    "Logs were shipped with Logstash before …": the newer memory tells the older one's own verb in the past — what
    happened once or what held before — not a value that holds now. Only without a change said (the caller asks)
    and without a word of the present beside it ("… and is owned by DevEx today")."""
    if " was " not in new_low and " were " not in new_low:
        return False
    old_words = _WORDS.findall(old_low)
    pairs = {(a, b) for a, b in pairwise(old_words) if a in ("is", "are")}
    if not pairs:
        return False
    new_words = set(_WORDS.findall(new_low))
    if new_words & _STILL_NOW:
        return False
    return any(("is", verb) in pairs or ("are", verb) in pairs for verb in _PAST_PASSIVE.findall(new_low)
               if verb not in W.COPULAS and not verb.endswith("ing"))
