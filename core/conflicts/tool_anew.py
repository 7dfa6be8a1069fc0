"""One job's tool named anew, told from now on, where the reader knows neither tool's kind: "crew rotas drawn up in
Google Sheets" / "rotas built in Planday from here on"; "The user tracks shed tallies in a pocket notebook" / "The user
has the gang logging tallies on the TallyHo app instead".

:mod:`core.conflicts.tool_swap` reads a tool changed from the tools' kinds (a known editor for a known editor); fresh
hands name tools no list holds. This reads the shape instead: the older memory does a job *in*, *with*, *on*,
*through*, *via* or *using* a tool; the newer memory does a job of the same thing (a word of what is done — "rotas",
"tallies", "bulletins" — that both say, a verb of doing alone is no job) by a tool named by a capitalised name the
older memory never gives, and says the newer tool holds from now on ("from here on", "nowadays", "these days",
"instead", "entirely", "since the renewal", "moved over to"); the older tool, if named again, is named as gone or as
the cause ("Evernote cancelled", "after Trello's price hike"), not as kept ("still", "as well"). A job holds one tool
at a time, so the older one is no longer it.

Not: another job ("tracks bike maintenance in Notion" / "tracks rider shifts in Planday"), another kind of the job
("unit tests" / "e2e tests"), another place or scope (a capitalised name each memory gives and the other lacks: "the
Cebu stores" / "the Manila stores"), someone else's tool
("my colleague …"), the older tool named again as used, a tool added beside ("also") or to come — the statement
model's hedged, temporary and additive readings are checked by the caller.
"""

from __future__ import annotations

import re
from itertools import pairwise

from core.conflicts import wording as W
from core.conflicts.calendar_words import MONTH_NAMES, WEEKDAYS
from core.conflicts.compiled import says
from core.conflicts.note_dates import undated
from core.text.tokens import stem

# The tool after its preposition: the older one may be told by its common noun ("in a pocket notebook").
_OLD_TOOL = re.compile(r"\b(?:in|with|on|through|via|using|uses|use)\s+(?:(?:a|an|the|my|our|their|his|her)\s+)?"
                       r"(?P<tool>(?:[\w'’+.-]+\s+){0,2}?[\w'’+.-]+)\s*(?=[,;.:(—–]|$|\s+(?:before|for|and)\b)")
_NEW_TOOL = re.compile(r"\b(?:in|with|on|through|via|using|to|into|by)\s+(?:(?:a|an|the|my|our|their|his|her"
                       r"|the\s+city['’]s|a\s+shared)\s+)?"
                       # the tool named after the noun of its kind: "our in-house tool, Lurecast", "an automated tool,
                       # RayPrint"
                       r"(?:(?:[a-z][\w-]*\s+){0,2}(?:tool|app|application|system|platform|software|service|program)"
                       r",?\s+)?"
                       # a name may open in lower case where a capital follows within it ("inFakt", "eBay")
                       r"(?P<tool>(?:[A-Z]|[a-z]{1,3}(?=[A-Z]))[\w'’+.-]*(?:\s+[A-Z][\w'’+.-]*)*)")
# A newer note that opens with the tool and what it is for: "Wagner Orion for moisture readings from here on".
_OPENING_TOOL = re.compile(r"^\s*(?P<tool>[A-Z][\w'’+.-]*(?:\s+[A-Z][\w'’+.-]*)*)\s+for\b")
# What says the newer tool holds from now on.
# ("from Tarbert on Mondays" is a trip's start and a day: "from … on" ends its clause)
_NOW = re.compile(r"\b(?:nowadays|these days|from here on|from now on|from (?:this|next) \w+ on"
                  r"|from \w+ on(?=\s*(?:[,;.—–]|$))"
                  r"|instead|entirely|(?:has |have )?(?:moved|gone) over to|switched|migrated|going forward"
                  r"|from today|since q[1-4]"
                  r"|since (?:the|a|an|our|its)\s+\w+|from (?:jan|feb|mar|apr|may|jun|jul|aug|sep|oct|nov|dec)\w*)\b",
                  re.IGNORECASE)
_SOMEONE_ELSE = re.compile(r"\b(?:colleague|co-?worker|partner|friend|assistant|deputy|sister|brother|manager|boss"
                           r"|also|as well|too|alongside|besides)\b", re.IGNORECASE)
# Verbs of doing: they say that a job is done, not which.
_DOING = frozenset(stem(w) for w in """use uses used using keep keeps kept track tracks tracked tracking plan plans
planned planning make makes made do does done run runs ran write writes wrote written build builds built log logs
logged logging handle handles handled go goes went work works worked manage manages managed draw drawn drew come
comes generate generated issue issued file filed store stored put get gets got""".split())
_WORD = re.compile(r"[a-z][a-z-]{2,}")
_NAME = re.compile(r"(?<![\w'’-])[A-Z][\w'’-]*")
_NOT_NAMES = frozenset("I The A An My Our User".split())
_STILL = re.compile(r"\b(?:still|too|as well|alongside|beside|besides|both)\b", re.IGNORECASE)
# A name that is no tool: a day, a month, a street.
_NOT_TOOLS = frozenset(d.title() for d in WEEKDAYS) | frozenset(d.title() + "s" for d in WEEKDAYS) \
    | frozenset(m.title() for m in MONTH_NAMES)
_STREET = re.compile(r"\b(?:Street|St|Lane|Road|Rd|Avenue|Ave|Square|Quay|Way|Close|Place)\b")
# Someone named by their role beside the holder: "Our dispatcher Gökhan checks winds on Windy".
_APPOSED = re.compile(r"\b(?:[Oo]ur|[Mm]y|[Tt]heir|[Hh]is|[Hh]er|user['’]s)\s+[a-z][\w-]*\s+[A-Z]")


def _job_words(text: str, tool: str) -> set[str]:
    tool_words = {stem(w) for w in _WORD.findall(tool.lower())}
    return {stem(w) for w in _WORD.findall(text.lower()) if w not in W.STOP_WORDS} - _DOING - tool_words \
        - {"user", "app", "tool", "software"}


# Words that open a sentence as a frame, capitalised only for standing first: "Since Q2, …", "These days …".
_OPENERS = frozenset("since after before once when while until".split())
_QUARTER = re.compile(r"^Q[1-4]$")


def _names(text: str, common: frozenset[str] = frozenset()) -> set[str]:
    """The capitalised words of ``text`` by stem, not a word that opens it as a frame ("These days …", "Since Q2 …")
    or as a noun either memory writes in lower case (``common``: "Invoices are issued …"), nor a quarter."""
    opener = re.match(r"\W*([\w'’-]+)", text)
    first = opener.group(1) if opener else ""
    names = set()
    for name in _NAME.findall(text):
        name = name.removesuffix("'s").removesuffix("’s")
        low = name.lower()
        if name in _NOT_NAMES or low in W.STOP_WORDS or _QUARTER.match(name) \
                or (name == first and (low in _OPENERS or stem(low) in common)):
            continue
        names.add(low[:-1] if re.match(r"^[A-Z]{2,}s$", name) else stem(low))  # "IDs" is the plural of "ID"
    return names


# A site the job is done at, named by a common noun: "at the funicular workshop", "at our Leeds depot".
_ANOTHER_SITE = re.compile(r"\bat\s+(?:the|our|their|a|an)\s+((?:[a-z][\w-]*\s+)?[a-z][\w-]*)\b")
# Nouns after "at the" that tell when, not where: "at the start of the fiscal year".
_NOT_SITES = frozenset(stem(w) for w in """start end beginning moment time turn close top bottom same latest
    earliest least most request suggestion insistence""".split())


def _site_words(text: str) -> set[str]:
    found = _ANOTHER_SITE.search(text)
    words = {stem(w) for w in found.group(1).split()} if found else set()
    return set() if words & _NOT_SITES or words & W.TIME_WORDS else words


def _stems(text: str) -> set[str]:
    return {stem(w) for w in re.findall(r"[a-z][\w-]*", text.lower())}


def _lower_words(text: str) -> set[str]:
    """The stems of the words ``text`` writes in lower case."""
    return {stem(w) for w in re.findall(r"(?<![\w'’-])[a-z][\w-]*", text)}


def _modifiers(text: str, shared: set[str], tool: str) -> dict[str, str]:
    """The word right before each shared job noun, where it is a plain modifier (not an article, a possessive, a verb
    in -ing or -ed, a word of the tool's name: "QuickBooks Payroll"): "unit" in "unit tests"."""
    words = re.findall(r"[\w'’-]+", text.lower())
    tool_words = set(tool.lower().split())
    found = {}
    for before, word in pairwise(words):
        if stem(word) in shared and before not in W.STOP_WORDS and not before.endswith(("'s", "’s", "ing", "ed")) \
                and stem(before) not in shared and before not in tool_words:
            found[stem(word)] = stem(before)
    return found


def _told_narrower(old_body: str, new_body: str, shared: set[str], old_tool: str, tool: str) -> bool:
    """Whether a shared job noun carries another modifier in each memory: another kind of the job."""
    old, new = _modifiers(old_body, shared, old_tool), _modifiers(new_body, shared, tool)
    return any(old[k] != new[k] for k in old.keys() & new.keys())


def tool_anew(old_text: str, new_text: str) -> str | None:
    """Why the newer memory does the older memory's job by another tool from now on, or a note's tool replaced by
    another (:func:`keyed_tool_replaced`), or ``None``."""
    return keyed_tool_replaced(old_text, new_text) or _tool_from_now(old_text, new_text)


# A terse note's key and its value: "boat wash-down: Kärcher pressure washer".
_KEYED = re.compile(r"^\s*(?P<key>[\w'’ /-]{2,40}?)\s*:\s*(?P<value>[^;]+?)\s*\.?\s*$")
# The newer note: a thing of the key said replaced, the new value after an arrow, a dash, "by" or "with":
# "wash-down kit replaced -> Nilfisk hot-water unit", "wx src replaced by Synoptic Data API".
_REPLACED = re.compile(r"^\s*(?P<key>[\w'’ /-]{2,40}?)\s+(?:was\s+|got\s+|has\s+been\s+)?(?:replaced|swapped)\s*"
                       r"(?:->|→|—|–|:|\bby\b|\bwith\b)\s*(?P<value>.+)$")
# Replaced for a while or not yet: a loaner, a stand-in, a plan.
# (lower case only: "since May" is a month)
_NOT_FOR_GOOD = re.compile(r"\b(?:while|until|till|loaner|loan|temporar\w*|for now|stand-in|spare|backup|planned|plan"
                           r"|soon|next|will|may|might|quote|quoted|proposed|pending)\b")


def keyed_tool_replaced(old_text: str, new_text: str) -> str | None:
    """Why a terse note's tool is replaced in a newer note keyed by a word of the older key, or ``None``.

    "boat wash-down: Kärcher pressure washer" / "wash-down kit replaced -> Nilfisk hot-water unit"; "weather data src:
    NWS point forecasts" / "wx src replaced by Synoptic Data API": the older note gives its key a named tool; the newer
    says a thing of that key replaced and names the new one, a capitalised name the older note never gives, the older
    tool not named again. Not replaced for a while or only planned, nor a key that shares no word.
    """
    if "replaced" not in new_text and "swapped" not in new_text:
        return None  # the cheap test first
    was, now = _KEYED.match(undated(old_text)), _REPLACED.match(undated(new_text))
    if was is None or now is None or _NOT_FOR_GOOD.search(new_text) is not None:
        return None
    old_key = {stem(w) for w in _WORD.findall(was.group("key").lower())} - W.STOP_WORDS
    new_key = {stem(w) for w in _WORD.findall(now.group("key").lower())} - W.STOP_WORDS
    old_tools = [n for n in _NAME.findall(was.group("value")) if n not in _NOT_NAMES]
    new_tools = [n for n in _NAME.findall(now.group("value")) if n not in _NOT_NAMES and n not in _NOT_TOOLS]
    if not old_key & new_key or not old_tools or not new_tools:
        return None
    if any(n in new_text for n in old_tools) or any(n in old_text for n in new_tools):
        return None  # the older tool named again, or the newer one already the older note's
    return f"same note's tool replaced, {was.group('value').strip()} → {now.group('value').strip()}"


def _tool_from_now(old_text: str, new_text: str) -> str | None:
    """Why the newer memory does the older memory's job by another tool from now on, or ``None``."""
    new_body = undated(new_text)
    if not says(_NOW, new_body) or says(_SOMEONE_ELSE, new_body) \
            or _APPOSED.search(new_body) is not None:
        return None  # the cheap tests first
    old_body = undated(old_text)
    was = _OLD_TOOL.search(old_body)
    keyed = _KEYED.match(old_body) if was is None else None
    if was is None and (keyed is None or _NAME.match(keyed.group("value")) is None):
        return None
    # the older tool after its preposition, or a terse note's value ("moisture meter: Delmhorst J-2000")
    old_tool = (was.group("tool") if was is not None else keyed.group("value") if keyed is not None else "").rstrip(".")
    news = [found.group("tool") for found in _NEW_TOOL.finditer(new_body)]
    if (opening := _OPENING_TOOL.match(new_body)) is not None:
        news.append(opening.group("tool"))  # "Wagner Orion for moisture readings from here on"
    for told in news:
        tool = told.rstrip(".")
        if tool.split()[0] in old_body or tool.split()[0] in _NOT_NAMES or tool.split()[0] in _NOT_TOOLS \
                or _STREET.search(tool) is not None or _QUARTER.match(tool.split()[0]):
            continue  # a quarter is when, never a tool ("revisit in Q1")
        if _STILL.search(new_body) is not None:
            continue  # "still in Trello for the Manila stores": the older tool kept beside
        if re.search(r"\b(?:to|into|onto)\s+(?:the\s+)?" + re.escape(old_tool.split()[0]) + r"\b", new_body,
                     re.IGNORECASE):
            continue  # "… with Borg, then migrated to restic": the older tool is where the change went
        if (site := _site_words(new_body)) and not site & _stems(old_body):
            continue  # "Invoices at the funicular workshop …" after "Depot invoices …": another site's job
        # the newer tool's name may hold the job's word ("QuickBooks Payroll" after "runs payroll through Gusto")
        shared = _job_words(old_body, old_tool) & (_job_words(new_body, tool) | _job_words(tool, ""))
        if not shared:
            continue  # another job
        if _told_narrower(old_body, new_body, shared, old_tool, tool):
            continue  # "unit tests" / "e2e tests": the job's noun told for another kind of it
        common = frozenset(_lower_words(old_body) | _lower_words(new_body))
        old_names, new_names = _names(old_body, common) - _names(old_tool), _names(new_body, common) - _names(tool)
        if old_names - new_names and new_names - old_names:
            continue  # each memory names a place or scope the other lacks
        return f"same job's tool, {old_tool} → {tool}"
    return None
