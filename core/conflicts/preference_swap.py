"""A preference between two things turned round: "A over B" told later as "B over A", no change word needed.

"Async written updates are preferred over calls" and "Quick calls are preferred over long written updates
these days"; "I'd rather pair than review async" and "Reviewing async beats pairing for me now". A
comparison names both sides, so the newer text turning it round is the older preference given up, however
each side is worded: the newer preferred side shares a content word with the older refused side, and the
newer refused side with the older preferred one.

Not a change: the same order again ("rebase over merge; also autosquash"), another pair of things ("hooks
over HOCs" beside "functional over class components"), one side only shared, and whatever the statement
model finds hedged, temporary, additive or about the past (the caller checks).
"""

from __future__ import annotations

import re
from functools import lru_cache

from core.conflicts import wording as W
from core.conflicts.attitude import attitudes
from core.conflicts.attitude_holders import one_holder
from core.conflicts.attitude_words import FOR
from core.conflicts.compiled import compiled
from core.conflicts.note_dates import undated
from core.conflicts.spelling_variety import variety_change
from core.text.tokens import stem

# "A is preferred over B", "prefer A to B", "A over B", "A rather than B", "A beats B", "A instead of B".
_LINK = re.compile(r"\b(?:over|rather than|instead of|beats|beat|than|to)\b")
_CUE = re.compile(r"\b(?:pref\w*|favou?r\w*|rather|beats?|better)\b")
_FILLER = frozenset("""preferred prefer prefers preferring favoured favored favour favor favours favors rather would
    i'd beats beat much better far way these days now nowadays anymore lately for me us them the user user's
    pref short long quick quicker""".split())


def _stems(words: list[str]) -> frozenset[str]:
    return frozenset(stem(w)[:5] for w in words if w not in W.LIGHT_WORDS and w not in _FILLER and len(w) > 1)


@lru_cache(maxsize=4096)
def comparison(text: str) -> tuple[frozenset[str], frozenset[str]] | None:
    """The (preferred, refused) sides ``text`` compares, as five-letter stems, or ``None``."""
    low = undated(text).lower()
    clause = re.split(r"[;.!?—–()]", low)
    for part in clause:
        if _CUE.search(part) is None:
            continue
        found = _LINK.search(part)
        if found is None or (found.group(0) == "to" and "prefer" not in part[:found.start()]):
            continue
        if found.group(0) == "than" and "rather" not in part[:found.start()] and "better" not in part:
            continue
        before = re.findall(r"[a-z][\w'’-]*", part[:found.start()])
        # "rather than in comment threads": the side after its own preposition, cut where a clause of its own begins
        rest = re.sub(r"^\s*(?:in|on|by|with|via|through)\s+", " ", part[found.end():])
        after = re.split(r"\b(?:for|when|while|because|since|so|as|by|in|on|with|and|but)\b", rest)[0]
        one, two = _stems(before), _stems(re.findall(r"[a-z][\w'’-]*", after))
        if one and two and not one & two:
            return one, two
    return None


# "Ana: Linear over Jira, every time": a note keyed by its holder, one short side put over another.
_KEYED_OVER = re.compile(r"^\s*([\w'’ -]{1,30}?)\s*:\s*([\w'’ .+-]{1,40}?)\s+over\s+([\w'’ .+-]{1,40}?)"
                         r"\s*(?:[,;.!—–]|$)")
_SELF_KEYS = frozenset("i me my user user's user’s".split())


def _keyed_over(text: str, holder: str) -> tuple[frozenset[str], frozenset[str]] | None:
    """The (preferred, refused) sides of a note keyed by ``holder`` (an attitude's holder: "self" or "other:ana") that
    puts one side over the other ("Ana: Linear over Jira"), as five-letter stems, or ``None``."""
    found = _KEYED_OVER.match(undated(text).lower())
    if found is None:
        return None
    key = set(re.findall(r"[\w'’-]+", found.group(1)))
    if not (key & _SELF_KEYS if holder == "self" else holder.startswith("other:") and holder[6:] in key):
        return None  # a key that is not the older holder: someone else's choice, or a thing's
    one, two = _stems(found.group(2).split()), _stems(found.group(3).split())
    return (one, two) if one and two and not one & two else None


def older_put_second(old_text: str, new_text: str) -> str | None:
    """Why ``new_text`` puts what ``old_text``'s holder prefers second, after another value ("I prefer Jira" / "Ana:
    Linear over Jira", "wants reviews as inline comments" / "asked that reviews happen on a call rather than in
    comment threads"), or ``None``: the refused side names the older preferred value and no word of it is on the
    preferred side; the holder is one (the key of a note names the older holder)."""
    low_new = new_text.lower()
    if " over " not in low_new and "rather" not in low_new and "instead of" not in low_new:
        return None  # the cheap test first: no second side told
    for was in attitudes(old_text):
        if was.polarity != FOR or not was.exclusive:
            continue
        told = _keyed_over(new_text, was.holder)
        if told is None and _CUE.search(low_new) is not None and _one_holder(old_text, new_text):
            told = comparison(new_text)
        if told is None:
            continue
        now_for, now_against = told
        was_words = frozenset(stem(w)[:5] for w in was.words)
        refused = (now_against & was_words) - now_for
        kinds = frozenset(stem(w)[:5] for w in was.modifiers)
        if refused <= {stem(was.head)[:5]} and kinds and not kinds & now_against:
            continue  # "hooks over higher-order components" / "functional components": another kind of the thing
        if refused and now_for - was_words:
            return (f"the newer memory puts {' '.join(sorted(refused))} second, after "
                    f"{' '.join(sorted(now_for - was_words))}: the older preference turned")
    return None


def _one_holder(old_text: str, new_text: str) -> bool:
    """Whether both comparisons are one holder's: the holders :mod:`.attitude` reads agree (or one is unnamed),
    and no "by X" names two different agents ("by the lead" / "by the new hire")."""
    olds = {a.holder for a in attitudes(old_text)}
    news = {a.holder for a in attitudes(new_text)}
    if olds and news and not any(o == n or one_holder(o, n) for o in olds for n in news):
        return False
    by_old = re.findall(r"\bby (?:the |my |our )?([\w'’-]+)", old_text.lower())
    by_new = re.findall(r"\bby (?:the |my |our )?([\w'’-]+)", new_text.lower())
    return not (by_old and by_new and set(by_old) != set(by_new))


# What a text says is taken up now: after "gone back to", "switched to", "went with".
_TAKEN_AFTER = re.compile(r"\b(?:gone back to|went back to|going back to|back to|switched to|switched over to|moved to"
                          r"|went with|goes with|going with|now uses?|adopted|reaches for|reaching for)"
                          r"\s+([^.;,!?—–()]+)")
_TAKEN_CUT = re.compile(r"\b(?:for|when|while|because|since|so|as|by|per|in|on|with|and|but|after|from|instead|"
                        r"rather)\b")


def _taken_up(text: str) -> frozenset[str]:
    """The stems of what ``text`` says is taken up now (see :data:`_TAKEN_AFTER`), or none."""
    low = undated(text).lower()
    found: set[str] = set()
    for match in _TAKEN_AFTER.finditer(low):
        found |= _stems(re.findall(r"[a-z][\w'’-]*", _TAKEN_CUT.split(match.group(1))[0]))
    return frozenset(found)


# "no calls please, Slack text only", "only email, no phone calls": one side refused, the other asked for alone.
_REFUSED = re.compile(r"\bno\s+(?:more\s+)?([a-z][\w'’ -]{0,30}?)\s*(?:please|thanks|,|;|\.|!|—|–|$)")
_ONLY = re.compile(r"(?:^|[,;:.!—–]\s*)([a-z][\w'’ -]{0,30}?)\s+only\b"
                   r"|\bonly\s+([a-z][\w'’ -]{0,30}?)\s*(?:[,;.!—–]|$)")
# A refusal bounded to a time or a case is an exception beside the standing order ("no calls after 6pm").
_BOUNDED = re.compile(r"\b(?:after|before|during|while|until|unless|except|when|if|on weekends|at night|today"
                      r"|this week|for now)\b")


def _refused_and_only(text: str) -> tuple[frozenset[str], frozenset[str]] | None:
    """The (asked-for, refused) sides of a text that refuses one thing and asks for another alone ("says: no calls
    please, Slack text only"), as five-letter stems, or ``None``."""
    low = undated(text).lower()
    if "only" not in low or "no " not in low or _BOUNDED.search(low) is not None:
        return None
    refused, only = _REFUSED.search(low), _ONLY.search(low)
    if refused is None or only is None:
        return None
    side = (only.group(1) or only.group(2)).split(":")[-1]
    one = _stems(re.findall(r"[a-z][\w'’-]*", side))
    two = _stems(re.findall(r"[a-z][\w'’-]*", refused.group(1)))
    return (one, two) if one and two and not one & two else None


def preference_swap(old_text: str, new_text: str) -> str | None:
    """Why ``new_text`` turns round the comparison ``old_text`` makes, or ``None``."""
    if _CUE.search(old_text.lower()) is None:
        return None  # the cheap test first
    old = comparison(old_text)
    if old is None:
        return None
    new = comparison(new_text) if _CUE.search(new_text.lower()) is not None else None
    if new is None:
        # "prefers pytest fixtures over setup methods" / "has gone back to unittest-style setUp methods": the side
        # the older comparison refused is what the newer text takes up, and nothing of the preferred one.
        taken = _taken_up(new_text)
        was_for, was_against = old
        alone = _refused_and_only(new_text)
        if alone is not None and alone[1] <= was_for and alone[0] & was_against and not alone[0] & was_for \
                and len(alone[0] - was_against) <= 1 and _one_holder(old_text, new_text):
            # "prefers calls over Slack messages" / "no calls please, Slack text only": the order turned round
            return (f"the newer memory refuses what the older one put first: {' '.join(sorted(was_for))} over "
                    f"{' '.join(sorted(was_against))} → only {' '.join(sorted(alone[0]))}")
        if taken & was_against and not taken & was_for and _one_holder(old_text, new_text):
            return (f"the newer memory takes up what the older one put second: {' '.join(sorted(was_for))} over "
                    f"{' '.join(sorted(was_against))} → {' '.join(sorted(taken))}")
        return None
    (was_for, was_against), (now_for, now_against) = old, new
    if now_for & was_against and now_against & was_for and not now_for & was_for \
            and _one_holder(old_text, new_text):
        return (f"the same comparison turned round: {' '.join(sorted(was_for))} over "
                f"{' '.join(sorted(was_against))} → {' '.join(sorted(now_for))} over {' '.join(sorted(now_against))}")
    return None


# "code first, explanation after", "explanation first, then the code", "the code first and then the explanation".
_FIRST_THEN = re.compile(r"([a-z][\w'’ -]{0,40}?)\s+first\b\s*[,;:]?\s*(?:and\s+)?(?:then\s+)?(?:the\s+)?"
                         r"([a-z][\w'’ -]{0,40}?)(?:\s+(?:after(?:wards)?|second|last|later))?\s*(?:[.;,!?)]|$)")


@lru_cache(maxsize=4096)
def sequence(text: str) -> tuple[frozenset[str], frozenset[str]] | None:
    """The (first, second) sides of an order ``text`` asks for, as five-letter stems, or ``None``."""
    low = undated(text).lower()
    if "first" not in low:
        return None
    for part in re.split(r"[;.!?—–()]", low):
        found = _FIRST_THEN.search(part + ".")
        if found is None:
            continue
        head = re.split(r"\b(?:wants?|with|prefers?|likes?|asks? for|give me|:)\b", found.group(1))[-1]
        one, two = _stems(re.findall(r"[a-z][\w'’-]*", head)), _stems(re.findall(r"[a-z][\w'’-]*", found.group(2)))
        if one and two and not one & two:
            return one, two
    return None


def order_swap(old_text: str, new_text: str) -> str | None:
    """Why ``new_text`` asks for the order ``old_text`` asks for turned round ("code first, explanation after" /
    "explanation first, then the code"), or ``None``."""
    old, new = sequence(old_text), sequence(new_text)
    if old is None or new is None:
        return None
    (was_first, was_second), (now_first, now_second) = old, new
    if now_first & was_second and now_second & was_first and not now_first & was_first \
            and _one_holder(old_text, new_text):
        return (f"the same order turned round: {' '.join(sorted(was_first))} first → "
                f"{' '.join(sorted(now_first))} first")
    return None


# "ask before running migrations", "check with me first before deleting", "confirm before pushing".
_ASK_FIRST = re.compile(r"\b(?:ask|asks|asking|check|checks|checking|confirm|confirms|confirming|get approval|wait for "
                        r"approval)\b(?:\s+(?:me|us|with me|with us|the user|first))*\s+before\s+([a-z][\w-]*)\s+"
                        r"([^.;,!?—–()]+)")
# "run migrations without asking", "applying migrations without checking first", "can run them without confirming".
_WITHOUT = re.compile(r"\bwithout\s+(?:asking|checking|confirming|approval|permission|a confirmation|sign-off"
                      r"|signoff|a prompt|prompting)\b")
_ASK_LIGHT = frozenset("the a an any all my our their his her its it them first".split())


def _objects(words: str) -> frozenset[str]:
    return frozenset(stem(w)[:5] for w in re.findall(r"[a-z][\w-]*", words)
                     if w not in _ASK_LIGHT and w not in W.LIGHT_WORDS and len(w) > 2)


def permission_flip(old_text: str, new_text: str) -> str | None:
    """Why ``new_text`` lets the agent do without asking what ``old_text`` wants asked about first (or the other way
    round), or ``None``: the same thing done ("running migrations" / "run the migrations"), asked first in one
    and done "without asking" in the other."""
    low_old, low_new = undated(old_text).lower(), undated(new_text).lower()
    for asked, free in ((low_old, low_new), (low_new, low_old)):
        first = _ASK_FIRST.search(asked)
        without = _WITHOUT.search(free)
        if first is None or without is None or _ASK_FIRST.search(free) is not None \
                or _WITHOUT.search(asked) is not None:
            continue
        done = _objects(first.group(2))
        if not done:
            continue
        # The thing done must be named in the other text before its "without": "run the migrations without …".
        before = free[:without.start()]
        if not done <= _objects(before):
            continue
        if not _one_holder(old_text, new_text):
            return None
        what = first.group(2).strip()
        return (f"the newer memory lets {what} go ahead without asking" if asked is low_old
                else f"the newer memory asks first before {what}")
    return None


# --- the language replies are written in ---------------------------------------------------------------------

# What is written to the user: a reply told by any of its words. A language after "in" in the same clause is the
# language of the replies; a text names one at a time.
_REPLY = re.compile(r"\b(?:repl(?:y|ies|ied)|respon(?:d|ds|se|ses)|answers?|answered|explanations?|written|write)\b")
_LANGUAGE_NAMES = frozenset("""english french spanish portuguese german italian dutch japanese chinese mandarin
    cantonese korean russian polish swedish danish norwegian finnish turkish ukrainian greek czech hungarian
    romanian hebrew arabic hindi vietnamese indonesian thai catalan""".split())
_IN_LANGUAGE = re.compile(r"\bin (?:plain |simple |british |american |brazilian |european )?([a-z]+)\b")
# "switch replies back to English", "moved the answers over to German": the language the replies went to, ending
# the clause ("replies to Spanish speakers" is an audience).
_TO_LANGUAGE = re.compile(r"\b(?:in)?to ([a-z]+)(?=\s*(?:[.,;!)—–]|-\s|$|now\b|from\b|going\b|instead\b|again\b))")
# Another thing written in a language, or the replies of one occasion or to one audience: not the standing reply.
_OTHER_WRITING = re.compile(r"\b(?:comments?|commits?|docs?|documentation|emails?|readme|variables?|identifiers?"
                            r"|code|logs?|ui|strings?|copy|tickets?|issues?|prs?|client|clients|customers?|team"
                            r"|colleagues?|also|too|as well|both|either|when|if|unless|except)\b")


@lru_cache(maxsize=4096)
def _reply_language(text: str) -> str | None:
    """The one language ``text`` wants replies in, or ``None``."""
    low = undated(text).lower()
    if _REPLY.search(low) is None or _OTHER_WRITING.search(low) is not None:
        return None
    found = {m.group(1) for pattern in (_IN_LANGUAGE, _TO_LANGUAGE) for m in pattern.finditer(low)
             if m.group(1) in _LANGUAGE_NAMES}
    return found.pop() if len(found) == 1 else None


def reply_language_change(old_text: str, new_text: str) -> str | None:
    """Why ``new_text`` wants the replies ``old_text`` wants in one language in another one, or ``None``:
    "The user prefers responses in French" / "The user asked that all replies be in English going forward";
    "pref: answers in English" / "respond in Portuguese from here on (user request)"; the language's variety
    (:func:`core.conflicts.spelling_variety.variety_change`: "British English" / "American spelling")."""
    varied = variety_change(old_text, new_text)
    if varied is not None:
        return varied
    if ("to " not in old_text and " in " not in old_text) or ("to " not in new_text and " in " not in new_text):
        return None  # the cheap test first
    was, now = _reply_language(old_text), _reply_language(new_text)
    if was is None or now is None or was == now:
        return None
    if _still_the_rule(was, new_text.lower()):
        return None  # "replied in german once for the vendor thread, english still default": an exception
    holders = {a.holder for a in attitudes(old_text)} | {a.holder for a in attitudes(new_text)}
    if any(h.startswith("other:") for h in holders) and len(holders) > 1:
        return None  # "Kim wants replies in French" / "the user wants replies in English": two people
    return f"same preference (reply language), {was} → {now}"


_KEPT = r"(?:still|remains?|stays?)"


def _still_the_rule(language: str, low: str) -> bool:
    """Whether the newer note says, in one clause, that the older language still holds ("english still default",
    "still English otherwise"): the other language it names is an exception beside the rule."""
    clause = r"[^,;.()]*"
    return compiled(rf"\b{language}\b{clause}\b{_KEPT}\b|\b{_KEPT}\b{clause}\b{language}\b").search(low) is not None
