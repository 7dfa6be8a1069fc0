"""Splitting a memory text into clauses, for :mod:`core.conflicts.statement` (ARCHITECTURE.md §7.3).

A leading date ("2026-02-14:", "As of Jan —") is stripped and kept as the text's moment
(:func:`text_moment` is the cheap form ordering uses), multiword tool names are merged into
one token, and the text is cut at ``;``, dashes, brackets, ", so", "but" … so each cue
governs only its own clause. Also the phrase lookup (``_find``, ``_has``) the later stages
share.
"""

from __future__ import annotations

import re
from dataclasses import replace
from datetime import date
from itertools import pairwise

from core.conflicts import named_values as N
from core.conflicts import wording as W
from core.conflicts.calendar_words import DAY_MARKS, MONTH_SHORT, MONTHS, THREE_LETTER_DAYS, WEEKDAYS
from core.conflicts.value_words import Token
from core.model.lean import lean_dataclass
from core.text.tokens import stem

_CLAUSE_PUNCT = frozenset({";", "—", "–", "-", "(", ")", ".", "?", "!", "[", "]", "|"})
_SPLIT_AFTER_COMMA = frozenset(
    "so but and now not no which they we i it he she then while whereas although though yet their our my".split()
)
# After a comma, a bare verb that tells the reader what to do opens its own clause: "no longer on Telegram, *use*
# email" stops Telegram alone.
_SPLIT_IMPERATIVES = frozenset("use try send ping contact reach call ask see".split())
_SPLIT_WORDS = frozenset({"but", "while", "whereas", "although", "though"})
_DETERMINERS = frozenset("the a an my our their your his her its this that these those some".split())


# --- clauses ----------------------------------------------------------------------------------------


@lean_dataclass
class _Clause:
    tokens: list[Token]
    paren: bool = False
    hedged: bool = False
    history: bool = False


def _lows(tokens: list[Token]) -> list[str]:
    return [t.low for t in tokens]


def _norms(tokens: list[Token]) -> list[str]:
    """The words as written, lower-case: what the lexicon's phrases match."""
    return [t.low for t in tokens]


_PHRASE_INDEX: dict[int, dict[str, list[tuple[tuple[str, ...], int, bool]]]] = {}


def _index(phrases) -> dict[str, list[tuple[tuple[str, ...], int, bool]]]:
    """Phrases by their first word (longest first) as ``(phrase, length, has a wildcard)``, built once per list."""
    index = _PHRASE_INDEX.get(id(phrases))
    if index is None:
        index = {}
        for phrase in sorted(phrases, key=len, reverse=True):
            words = tuple(phrase)
            index.setdefault(words[0], []).append((words, len(words), "*" in words))
        _PHRASE_INDEX[id(phrases)] = index
    return index


def _find(norms: list[str], phrases) -> list[tuple[int, int]]:
    """Every (start, end) where one of ``phrases`` occurs, longest first at each place, never overlapping."""
    index = _PHRASE_INDEX.get(id(phrases)) or _index(phrases)  # called ~20 times a text: built once per list
    if index.keys().isdisjoint(norms):
        return []
    found = []
    i, n = 0, len(norms)
    while i < n:
        for phrase, k, wild in index.get(norms[i], ()):
            if i + k <= n and (all(p == "*" or p == w for p, w in zip(phrase, norms[i:i + k])) if wild
                               else k == 1 or tuple(norms[i:i + k]) == phrase):
                found.append((i, i + k))
                i += k
                break
        else:
            i += 1
    return found


def _has(norms: list[str], phrases) -> bool:
    return bool(_find(norms, phrases))


# The nouns of a name, after "old" or "former" a name set aside: "the old slug redirects", "the former handle".
_NAME_NOUNS = frozenset("name names slug handle title label nickname tag moniker".split())


# Words of giving a thing a new name, as the starts of their norms ("rebranded", "recoded", "relabelled").
_RENAMING_STEMS = ("renam", "re-nam", "rebrand", "re-brand", "retitl", "re-titl", "relabel", "re-label", "rebadg",
                   "re-badg", "rechristen", "re-christen", "recod", "re-cod")


def _additive_phrase(norms: list[str]) -> bool:
    """Additive wording ("as well", "aka", "goes by"); "*now* goes by", "goes by X *these days*" is a new name,
    not a second one."""
    # "… goes by since the rebrand", "… goes by Lark after the owner's request": since an event, a new name, not a
    # second one.
    # So does a new name told with a change's own words: "after yesterday's refactor", "since last Tuesday's cleanup",
    # "going forward", "instead", or the older name said done ("the old slug redirects").
    # A name the text says was given anew ("We rebranded the project; it goes by …", "ever since we recoded
    # everything") is the new name too: a renaming word, or "since" opening a clause of its own.
    now = "now" in norms or "nowadays" in norms or "instead" in norms or "anymore" in norms \
        or any(n.startswith(_RENAMING_STEMS) for n in norms) \
        or any((a == "these" and b in ("day", "days")) or (a == "going" and b == "forward")
               or (a in ("since", "after", "following")
                   and b in ("the", "our", "my", "her", "his", "their", "yesterday", "last", "this", "today"))
               or (a == "since" and b in ("we", "i", "they", "he", "she", "it"))
               or (a in ("old", "former") and b in _NAME_NOUNS)
               for a, b in pairwise(norms))
    return any(not (("go" in norms[start:end] or "goes" in norms[start:end]) and now)
               and not _qualifies_a_noun(norms, start, end)
               for start, end in _find(norms, W.ADDITIVE_PHRASES))


def _qualifies_a_noun(norms: list[str], start: int, end: int) -> bool:
    """ "asked for short answers": "for short" with a word after it is an adjective before its noun, not a name's
    short form ("Robert, Bob for short")."""
    return norms[end - 1] == "short" and end < len(norms) and norms[end][:1].isalpha()


def _strip_prefix(tokens: list[Token]) -> tuple[list[Token], date | None]:
    """Drop a leading date or "As of Jan —" / "Since 2024 —" and return the date it gives (with a year)."""
    i = 0
    n = len(tokens)
    moment: date | None = None
    lead = i
    if i < n and tokens[i].low in ("as", "since", "from") and i + 1 < n and tokens[i + 1].low in ("of",):
        i += 2
    elif i < n and tokens[i].low in ("since", "as"):
        i += 1
    if n > 3 and tokens[0].kind == "word" and tokens[0].low in MONTHS \
            and ((tokens[1].kind == "number" and not tokens[1].unit and tokens[1].norm.isdigit()
                  and 1 <= int(tokens[1].norm) <= 31) or tokens[1].norm.startswith("year:")) \
            and tokens[2].low in (":", "—", "–", "-"):
        # "mar 30 — …", "jun 2026 — …": a terse agent's date in lower case, read as the month it names
        tokens = [replace(tokens[0], kind="date", norm=f"month:{MONTHS[tokens[0].low]}"), *tokens[1:]]
    start_dates = i
    while i < n and tokens[i].kind in ("date", "ordinal", "number") and (
            tokens[i].kind != "number" or not tokens[i].unit):
        i += 1
    if i == start_dates:
        return tokens, None
    dated = tokens[start_dates:i]
    moment = _moment(dated)
    if i < n and tokens[i].low in (":", "—", "–", "-", ",", "->"):
        return tokens[i + 1:], moment
    if tokens[lead].low in ("since", "as") and i < n:
        return tokens[i:], moment
    if i >= n or tokens[i].kind == "punct":
        return tokens[i:], moment
    if len(dated) == 1 and re.fullmatch(r"\d{4}-\d{2}(?:-\d{2})?", dated[0].surface) and tokens[i].kind == "word":
        return tokens[i:], moment  # "2025-11 bundler: webpack": a log stamp
    return tokens, None


# Of the short day names only the working days' are read here ("from next Sat" is not); widening that would change
# which changes read as decided, so it waits for a measured change of its own.
# "from this quarter", "starting this month": a change that holds from the period now begun.
_DECIDED = re.compile(r"\b(?:from|starting|as of|effective|beginning|with effect from) (?:next "
                      r"(?:week|month|sprint|quarter|year|" + "|".join(WEEKDAYS + THREE_LETTER_DAYS[:5])
                      + r")|this (?:week|month|sprint|quarter|year|season|term)|today|tomorrow)\b")
_TEMPORARY_TEXT = re.compile(r"\b(?:" + "|".join(re.escape(" ".join(p)) for p in W.TEMPORARY_PHRASES) + r")\b")
_LEADING_DATE = re.compile(
    r"^\s*(?:(?:as\s+of|since)\s+)?(?:(\d{4})-(\d{2})(?:-(\d{2}))?|(?:(" + "|".join(MONTH_SHORT)
    + r")[a-z]*\.?\s+)?(\d{4}))\b", re.IGNORECASE)


def text_moment(text: str) -> date | None:
    """The date a note opens with ("2026-02-14: …", "As of 2025 — …", "Mar 2025 — …"), if it has a year.

    The cheap form of :attr:`Statement.moment` that ordering uses without reading the text.
    """
    match = _LEADING_DATE.match(text)
    if not match:
        return None
    if match.group(1):
        return _calendar(int(match.group(1)), int(match.group(2)), int(match.group(3) or 1))
    month = MONTHS.get((match.group(4) or "").lower()[:3], 1) if match.group(4) else 1
    return _calendar(int(match.group(5)), month, 1)


def _calendar(year: int, month: int, day: int) -> date | None:
    """The day those numbers name, or ``None`` when no calendar has it ("2026-13-40", "0000-01"): a memory's
    text is whatever an agent wrote, and a number shaped like a date must not fail its capture."""
    try:
        return date(year, month, day)
    except ValueError:
        return None


def _moment(dated: list[Token]) -> date | None:
    year = month = None
    day = 1
    for t in dated:
        m = re.fullmatch(r"(\d{4})-(\d{2})(?:-(\d{2}))?", t.norm)
        if m:
            return _calendar(int(m.group(1)), int(m.group(2)), int(m.group(3) or 1))
        m = re.fullmatch(r"(\d{1,2})/(\d{4})", t.norm)
        if m:
            return _calendar(int(m.group(2)), int(m.group(1)), 1)
        if t.norm.startswith("year:"):
            year = int(t.norm[5:])
        elif t.norm.startswith("month:"):
            month = int(t.norm[6:])
        elif re.fullmatch(r"\d{2}-\d{2}", t.norm):
            month, day = int(t.norm[:2]), int(t.norm[3:])
    if year:
        return _calendar(year, month or 1, day)
    return None


_CONTENT = frozenset("fine ok okay happy comfortable good".split())
# "should … from now on": an instruction that holds now, not a plan.
_COMMITMENT = W.phrase_list("from now on | going forward | starting now | from today | as of now | effective now "
                             "| from here on | from here on out | henceforth")
_OBLIGATIONS = frozenset("should will shall must ought".split())
_DISLIKE = frozenset("hate hates hated dislike dislikes disliked detest detests loathe loathes avoid avoids avoided "
                     "avoiding".split())
_PHRASALS = {("time", "out"): "timeout", ("times", "out"): "timeout", ("timed", "out"): "timeout",
             ("keen", "on"): "want", ("fan", "of"): "want", ("fond", "of"): "want", ("sign", "up"): "signup",
             ("work", "better"): "want", ("works", "better"): "want", ("work", "best"): "want",
             ("works", "best"): "want",
             ("log", "in"): "login", ("pick", "up"): "pickup", ("set", "up"): "setup", ("roll", "out"): "rollout",
             ("clean", "up"): "cleanup", ("check", "in"): "checkin", ("back", "up"): "backup",
             ("backed", "up"): "backup", ("backs", "up"): "backup"}


# Words after which "to avoid" is what someone wants, not why a value was chosen: "I try to avoid ORMs".
_WANTING = frozenset("try tries tried trying want wants wanted prefer prefers preferred like likes tend tends "
                     "need needs rather learned learnt decided chose choose asked asks hope hopes plan plans "
                     "aim aims".split())


def _purpose(tokens: list[Token], i: int) -> bool:
    """ "triggered at 03:30 *to avoid* the backup job", "moved to 10:00 so we avoid the rush": why a value was
    chosen, after a value said before it — not a dislike of the thing avoided."""
    if i < 2 or not any(t.is_value for t in tokens[:i]):
        return False
    before = tokens[i - 1].low
    if before in ("we", "they", "it", "i") and i >= 3 and tokens[i - 2].low in ("so", "that", "because", "as"):
        return True
    return before == "to" and tokens[i - 2].low not in _WANTING


def _capitalised(t: Token) -> bool:
    """A word written with a capital that can be part of a multi-word name."""
    return t.kind == "word" and t.surface[:1].isupper() and t.low not in W.STOP_WORDS and t.low not in W.SELF_WORDS \
        and t.low not in W.PRONOUNS and t.low not in N.COMMON_ACRONYMS and W.ALTERNATIVE_OF.get(t.low) is None \
        and t.low not in ("i", "the", "a", "an") and not t.low.endswith("'s")
_MULTIWORD_BY_FIRST: dict[str, list[tuple[tuple[str, ...], str]]] = {}
for _words, _name in sorted(N.MULTIWORD_TOOLS.items(), key=lambda item: -len(item[0])):
    _MULTIWORD_BY_FIRST.setdefault(_words[0], []).append((_words, _name))


def _a_title(span: list[Token]) -> bool:
    """ "Engineering Manager", "Senior Staff Engineer": a job title written with capitals, read as the title its words
    make (as in lower case), not as one name; "AWS Secrets Manager" is a name."""
    return stem(span[-1].low) in N.ROLE_HEADS and all(stem(t.low) in N.ROLE_MODIFIERS for t in span[:-1])


def _merge_tools(tokens: list[Token]) -> list[Token]:
    """Two-word tool names become one token ("VS Code" → ``vscode``); aliases fold (``k8s`` → kubernetes).

    "fine with" / "happy with" read as wanting, like "likes" and "prefers".
    """
    out: list[Token] = []
    i = 0
    while i < len(tokens):
        if tokens[i].low in _CONTENT and i + 1 < len(tokens) and tokens[i + 1].low == "with":
            out.append(Token(f"{tokens[i].surface} with", "fine with", "word", "want"))
            i += 2
            continue
        merged = False
        for words, name in _MULTIWORD_BY_FIRST.get(tokens[i].low, ()):
            n = len(words)
            if tuple(t.low for t in tokens[i:i + n]) == words:
                first = tokens[i]
                out.append(Token(" ".join(t.surface for t in tokens[i:i + n]), name, "word", name, cap=True,
                                 initial=first.initial, possessive=tokens[i + n - 1].possessive))
                i += n
                merged = True
                break
        if merged:
            continue
        if tokens[i].low in _DISLIKE and not _purpose(tokens, i):
            out.append(Token("not", "not", "word", "not"))
            out.append(Token(tokens[i].surface, "want", "word", "want"))
            i += 1
            continue
        pair = (tokens[i].low, tokens[i + 1].low) if i + 1 < len(tokens) else None
        if pair in _PHRASALS:
            # "times out" is the timeout; "keen on", "a fan of" are wanting.
            out.append(Token(f"{tokens[i].surface} {tokens[i + 1].surface}", _PHRASALS[pair], "word",
                             stem(_PHRASALS[pair]), initial=tokens[i].initial))
            i += 2
            continue
        if pair is not None and pair[1] == "into" and pair[0] in ("am", "is", "are", "not") and i + 2 < len(tokens) \
                and tokens[i + 2].kind == "word" and tokens[i + 2].low not in _DETERMINERS:
            out.append(tokens[i])
            out.append(Token(tokens[i + 1].surface, "want", "word", "want"))  # "I'm into jazz"
            i += 2
            continue
        j = i
        while j + 1 < len(tokens) and _capitalised(tokens[j]) and _capitalised(tokens[j + 1]) \
                and not tokens[j].possessive:
            j += 1
        if j > i and not tokens[i].initial and not _a_title(tokens[i:j + 1]):
            # "Apple Music", "Core Platform", "AWS Secrets Manager": one name, one value.
            span = tokens[i:j + 1]
            low = "-".join(t.low for t in span)
            out.append(Token(" ".join(t.surface for t in span), low, "word", low, cap=True,
                             initial=span[0].initial, possessive=span[-1].possessive))
            i = j + 1
            continue
        t = tokens[i]
        alias = N.ALIASES.get(t.low)
        if alias and t.low in _ARTICLE_ALIASES and t.surface != t.surface.upper():
            alias = None  # "Paseo de la Castellana": an article, not "LA"
        if alias and t.kind in ("word", "ident"):
            t = Token(t.surface, alias, "word", alias if "-" in alias else stem(alias), cap=t.cap, initial=t.initial,
                      possessive=t.possessive)
        out.append(t)
        i += 1
    return out


# Short aliases that are also an article or a word of another language ("de la", "el", "es"): an alias only in
# capitals ("LA", "ES").
_ARTICLE_ALIASES = frozenset({"la", "es"})


# The statement model's cut. Three readers cut a text their own way for their own job and are not this one:
# rules._CLAUSE_BREAK asks only whether a text holds a second clause (a colon, "after", "since" count);
# key_noise._clauses ends a clause at every comma (for its side clauses of how and why); ended_older._CLAUSES cuts
# plain text at "and", "when", "because" too (for the clause a verb of ending stands in). On the census's 66,148 texts
# key_noise's cut differs from this one on 9,422 and ended_older's on 22,561: one splitter for all would move pairs.
def _clauses(tokens: list[Token]) -> list[_Clause]:
    clauses: list[_Clause] = []
    current: list[Token] = []
    paren = False

    def close(is_paren: bool) -> None:
        nonlocal current
        if current:
            clauses.append(_Clause(current, paren=is_paren))
        current = []

    n = len(tokens)
    for i, t in enumerate(tokens):
        low = t.low
        if t.kind == "punct" and low in ("(", "["):
            close(paren)
            paren = True
            continue
        if t.kind == "punct" and low in (")", "]"):
            close(True)
            paren = False
            continue
        if t.kind == "punct" and low in _CLAUSE_PUNCT:
            close(paren)
            continue
        if t.kind == "punct" and low == ",":
            nxt = tokens[i + 1] if i + 1 < n else None
            if nxt is not None and (nxt.low in _SPLIT_AFTER_COMMA or _starts_cue(tokens, i + 1)
                                    or (nxt.low in _SPLIT_IMPERATIVES and nxt.surface.islower())):
                close(paren)
                continue
        if t.kind == "word" and low in _SPLIT_WORDS and current:
            close(paren)
        elif t.kind == "word" and low == "and" and current and i + 1 < n and (
                _starts_cue(tokens, i + 1) or tokens[i + 1].low in W.SELF_WORDS | W.PRONOUNS
                or tokens[i + 1].norm in W.HEDGES or tokens[i + 1].low in ("now", "is", "are", "was", "were")
                or _denied_at(tokens, i + 1)):
            close(paren)
            continue
        elif t.kind == "word" and low == "so" and current and i + 2 < n and tokens[i + 1].low in W.PRONOUNS \
                and _denied_at(tokens, i + 2):
            # "Bumped my local Postgres to 5433 so it doesn't clash …": a consequence told in a clause of its own
            close(paren)
            continue
        current.append(t)
    close(paren)
    return clauses


# A verb denied ("and haven't looked back", "so it doesn't clash": the tokens read "have not", "does not").
_AUXILIARIES = frozenset("have has had do does did is are was were will can could would should".split())


def _denied_at(tokens: list[Token], i: int) -> bool:
    """Whether the words from ``i`` deny a verb of their own: an auxiliary and "not", or "never", and a word after
    it ("and didn't." denies the verb before it: one clause)."""
    if tokens[i].low == "never":
        at = i + 1
    elif tokens[i].low in _AUXILIARIES and i + 1 < len(tokens) and tokens[i + 1].low == "not":
        at = i + 2
    else:
        return False
    return at < len(tokens) and tokens[at].kind == "word"


def _starts_cue(tokens: list[Token], i: int) -> bool:
    norms = _norms(tokens[i:i + 4])
    for phrases in (W.STOP_BEFORE,):
        for phrase in phrases:
            if tuple(norms[:len(phrase)]) == phrase:
                return True
    first = tokens[i] if i < len(tokens) else None
    return first is not None and first.norm in W.CHANGE_WORDS and first.low not in (
        "now", "new", "since", "over", "gone", "done", "going", "forward", "back")


def _split_history(clause: _Clause) -> list[_Clause]:
    """ "A before B" / "A until B": A speaks of the past, B of what holds now."""
    lows = _lows(clause.tokens)
    for marker in ("before", "until", "till"):
        if marker in lows:
            k = lows.index(marker)
            nxt = clause.tokens[k + 1] if k + 1 < len(clause.tokens) else None
            if k == 0 or nxt is None or nxt.kind in ("time", "weekday", "daypart", "number", "ordinal") \
                    or (marker == "before" and nxt.low in DAY_MARKS):  # "at 6 am before work": when in the day
                return [clause]
            if marker == "before" and (clause.tokens[k - 1].kind == "period" or lows[k - 1] in _SPANS):
                return [clause]  # "at 21:00, an hour before the main doors": a time told from another thing's
            if marker == "before" and _clocked_habit(clause.tokens[:k]):
                # "I fly the hawks at 6:30 every morning before the heat": what comes first in the day, not the past
                return [_Clause(clause.tokens[:k], paren=clause.paren)]
            if marker == "before" and _change_dated_by(clause.tokens, k):
                # "Renamed my lib to Quillon right before tagging the first release": the change and when it was
                # made, an event after it; the change still holds.
                change = clause.tokens[:k]
                if change and change[-1].low in _BEFORE_ADVERBS:
                    change = change[:-1]  # "right before", "just before": how close, not a word of the value
                return [_Clause(change, paren=clause.paren),
                        _Clause(clause.tokens[k + 1:], paren=clause.paren, history=True)]
            past = _Clause(clause.tokens[:k], paren=clause.paren, history=True)
            rest = _Clause(clause.tokens[k + 1:], paren=clause.paren)
            return [past, rest] if rest.tokens else [past]
    return [clause]


_BEFORE_ADVERBS = frozenset("right just shortly soon long".split())
# Words that put a clause in the past: "was at 9:30 before the reorg" is history, whatever its clock time.
_PAST_MARKS = frozenset("was were used had did".split())


def _clocked_habit(tokens: list[Token]) -> bool:
    """Whether the words before "before" give a clock time told in the present ("walk the dogs at 6:45", "is
    scheduled for 6:00"): a routine's time, after which "before …" says what follows it in the day; not one told in
    the past ("was at 9:30", "aired at 21:00 back in 2023", "started at 09:00")."""
    if not any(t.kind == "time" for t in tokens):
        return False
    for k, t in enumerate(tokens):
        if t.low in _PAST_MARKS or t.kind == "date" or (t.kind == "word" and W.past_form(t.low) and not (
                k > 0 and tokens[k - 1].low in _PRESENT_COPULAS)):
            return False  # a past verb, a year: "is scheduled for 6:00" is a passive told now
    return True


_PRESENT_COPULAS = frozenset("is are am be gets get".split())
_SPANS = frozenset("hour hours minute minutes min mins day days week weeks".split())


def _change_dated_by(tokens: list[Token], k: int) -> bool:
    """Whether the words before "before" at ``k`` make a change (their first verb in the past is a change verb) and
    what follows is an event told by a gerund ("right before tagging the release"): when the change was made, not a
    past state before the present one ("used Vim before switching to Neovim" tells no change first)."""
    nxt = tokens[k + 1]
    verb = next((t for t in tokens[:k] if t.kind == "word" and t.low.endswith("ed")), None)
    return nxt.kind == "word" and nxt.low.endswith("ing") and verb is not None and verb.norm in W.CHANGE_WORDS


_FORMERLY = frozenset("formerly previously".split())
_NAMED_AS = frozenset("known called named".split())


def _formerly_named(tokens: list[Token]) -> tuple[Token | None, list[Token]]:
    """ "The rotation *formerly known as Firewatch* has been retitled …": the former name said in passing, and
    the clause without it — the clause still tells what holds now, it is not history."""
    lows = _lows(tokens)
    for k, low in enumerate(lows):
        if low not in _FORMERLY or k == 0 or k + 2 >= len(tokens) or lows[k + 1] not in _NAMED_AS:
            continue
        j = k + 2 + (lows[k + 2] == "as")
        while j < len(tokens) and tokens[j].kind == "punct" and tokens[j].low != ",":
            j += 1
        if j >= len(tokens) or tokens[j].kind == "punct":
            return None, tokens
        rest = tokens[j + 1:]
        while rest and rest[0].kind == "punct" and rest[0].low != ",":
            rest = rest[1:]
        if not any(t.kind == "word" for t in rest):
            return None, tokens  # "… formerly known as X." and nothing after it: history alone
        return tokens[j], tokens[:k] + rest
    return None, tokens
