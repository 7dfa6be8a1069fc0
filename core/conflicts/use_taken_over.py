"""A use done with a named tool, told later as done by another tool that handles it or took it over.

"I deploy my LiveView app with Gigalixir" and "Fly.io has been handling my deploys since last weekend"; "I use
Lightroom for editing my photos" and "darktable handles all my photo edits these days"; "Product photos are edited
in Lightroom" and "Product photo editing was taken over by Capture One"; "weighbridge CCTV on Hikvision NVR" and
"Axis Camera Station replaced the Hikvision recorder at the bridge". The newer memory makes the tool the doer of the
use (a verb of handling: "handles", "has been handling", "took over", "was taken over by") or names the older tool as
the one replaced, so the older memory's tool is no longer it.

The older memory names its tool after a preposition of use ("with", "in", "on", "via", "through", "using", "by") or
as the object of "use … for"; its use is its other words. It is a change when

- the newer use is the older one: every word of it (the holder's, "all", "every" aside) a word of the older memory,
  read by stem ("deploys" / "deploy", "edits" / "editing", "paging" / "pages"), at least one of them;
- or the newer memory names the older tool as what was replaced ("replaced the Hikvision recorder", "MLflow was
  replaced by W&B"), the rest of what was replaced the older memory's words or the noun of a tool's kind;
- and the newer tool is a name the older memory does not say, the older tool not named again unless said ended.

Not a change: a narrower or another use ("my staging deploys", "box-office sales" after "ticket sales"), the older
tool kept ("Gigalixir still handles…"), someone else's use, and whatever the statement model finds hedged,
temporary, additive or about the past (the caller refuses those).
"""

from __future__ import annotations

import re
from functools import lru_cache

from core.conflicts import wording as W
from core.conflicts.ending_words import ENDED_AFTER, ENDED_BEFORE, alternation
from core.conflicts.note_dates import undated
from core.text.tokens import stem

# A tool's name: capitalised words ("Capture One", "W&B"), a dotted name ("Fly.io"), a lower-case CamelCase one.
_WORD_OF_NAME = r"(?:[\w&@+-]|\.(?=\w))*"
_NAME = (r"(?:[A-Z]" + _WORD_OF_NAME + r"|[a-z]+\.[a-z]{2,}|[a-z][a-z0-9]*[A-Z]" + _WORD_OF_NAME + r")(?:\s+[A-Z0-9]"
         + _WORD_OF_NAME + r")*")
# The older memory's tool, after a preposition of use, or the object of "use … for".
_TOOL_AFTER = re.compile(r"\b(?:with|in|on|via|through|using|by)\s+(?:the\s+|an?\s+)?(?P<tool>" + _NAME + r")")
_USE_FOR = re.compile(r"\b(?:use|uses|used)\s+(?P<tool>" + _NAME + r")\s+(?:for|to)\b")
# The newer memory's tool doing the use: "Fly.io has been handling my deploys", "Colmena handles deployments".
_HANDLES = re.compile(r"^(?:[^,;:—–]{0,40}?(?:[,;:—–]\s*))?(?P<tool>" + _NAME + r")\s+(?:now\s+)?"
                      r"(?:handles|is handling|has been handling|have been handling|now handles|took over|takes over"
                      r"|has taken over)\s+(?P<use>[^,;:.—–()]+)")
# ... or the use first: "Product photo editing was taken over by Capture One".
_TAKEN_BY = re.compile(r"^(?:[^,;:—–]{0,40}?(?:[,;:—–]\s*))?(?P<use>[A-Za-z][^,;:.—–()]*?)\s+(?:was|were|has been"
                       r"|have been|got|is being|is|are)\s+(?:now\s+)?(?:taken\s+over\s+by\s+(?:the\s+)?"
                       r"|(?:handled|done|run|captured|produced|generated|managed)\s+(?:(?:in|on|through|via)\s+(?:the\s+|an?\s+)?"
                       r"|by\s+(?:the|an?)\s+)"
                       r"(?:(?:newly|new|freshly|recently|just)\s+(?:bought|installed|purchased|leased|acquired)?\s*)?)"
                       r"(?P<tool>" + _NAME + r")")
# ... or the use moved to the tool: "We migrated the storefront to Shopify", "moved the firmware project to PlatformIO".
_MOVED_TO = re.compile(r"\b(?:moved|migrated|ported|shifted)\s+(?P<use>(?:[\w'’-]+\s+){1,5}?)(?:over\s+)?"
                       r"(?:to|into|onto)\s+(?:the\s+)?(?P<tool>" + _NAME + r")")
# The older tool named as what was replaced: "A replaced the B recorder", "B was replaced by A".
_REPLACED = re.compile(r"(?P<new>" + _NAME + r")\s+(?:has\s+|have\s+)?(?:replaced|replaces)\s+(?:the\s+)?"
                       r"(?P<old>[^,;:.—–()]+)")
_REPLACED_BY = re.compile(r"(?P<old>[^,;:.—–()]+?)\s+(?:was|were|has been|have been|got)\s+replaced\s+"
                          r"(?:by|with)\s+(?:the\s+)?(?P<new>" + _NAME + r")")
# ... or a tool no name is given to, kept by hand or on paper: "logged in a spreadsheet", "collected on paper cards".
_PLAIN_TOOL = re.compile(r"\b(?:with|in|on|using)\s+(?:the\s+|an?\s+)?(?P<tool>spreadsheet|paper|notebook|whiteboard"
                         r"|clipboard|logbook|binder)s?\b", re.IGNORECASE)
# ... or a terse note's value under the use as its key: "depot route planning: OptimoRoute".
_NOTE_TOOL = re.compile(r"^\s*(?P<use>[a-z][a-z-]*(?:\s+[a-z][a-z-]*){0,3})\s*:\s*(?P<tool>" + _NAME
                        + r")\s*(?:\([^()]*\))?\s*\.?\s*$")
# A note's key that names who holds the use, not what it is: "owner: Priya".
_HOLDER_KEYS = frozenset("owner lead contact maintainer manager admin steward by who assignee".split())
# Where the use ends: when or why, told after it.
_USE_END = re.compile(r"\s+(?:now|these days|nowadays|since|from|after|ever|as of|last|this|in (?:19|20)\d\d"
                      r"|in (?:january|february|march|april|may|june|july|august|september|october|november"
                      r"|december)|because|following|once|when)\b.*$", re.IGNORECASE)
# Where what was replaced ends, and what follows it.
_PLACE = re.compile(r"\s+(?:at|on|in|for|across|throughout)\s+(?P<scope>.+)$", re.IGNORECASE)
# Words of the use that say whose or how much, not which use.
_NOT_USE = W.STOP_WORDS | W.SELF_WORDS | W.PRONOUNS | frozenset("""all every each entire whole of user user's users
    the my our their his her its entirely fully completely""".split())
# Nouns of a tool's kind: "the Hikvision recorder", "the old stack"; and of a use's home ("the firmware project").
_KIND = frozenset(stem(w)[:5] for w in """recorder unit box server app application tool system software stack setup
    one machine printer device service platform instance install installation suite engine project""".split())
_ENDED = re.compile(r"\b(?:" + alternation(ENDED_AFTER + ENDED_BEFORE) + r"|not renewed|ripped out|cancell?ed)\b",
                    re.IGNORECASE)


def _stem(word: str) -> str:
    return stem(word.strip("'’.").removesuffix("'s").removesuffix("’s"))[:5]


def _content(text: str) -> frozenset[str]:
    # a hyphened use is read by its parts ("rigging-load logging" / "rigging loads are logged")
    return frozenset(_stem(w) for w in re.findall(r"[A-Za-z][\w'’]*", text) if w.lower() not in _NOT_USE
                     and w.lower() not in W.LIGHT_WORDS)


@lru_cache(maxsize=4096)
def _older_tool(text: str) -> tuple[str, frozenset[str]] | None:
    """The older memory's tool and the stems of its other words, or ``None`` when it names no tool or two."""
    body = undated(text)
    found = [m for m in (*_TOOL_AFTER.finditer(body), *_USE_FOR.finditer(body), *_PLAIN_TOOL.finditer(body))
             if m.group("tool")]
    note = _NOTE_TOOL.match(body)
    if note is not None and not set(note.group("use").split()) & _HOLDER_KEYS:
        found.append(note)
    tools = {m.group("tool").strip() for m in found}
    if len(tools) != 1:
        return None
    (tool,) = tools
    rest = body.replace(tool, " ")
    return tool, _content(rest) | frozenset(re.findall(r"[a-z][\w-]*", rest.lower()))


def _named(tool: str, text: str) -> bool:
    return any(re.search(r"(?<![\w-])" + re.escape(w) + r"(?![\w-])", text, re.IGNORECASE) is not None
               for w in tool.split() if len(w) > 2)


def use_taken_over(old_text: str, new_text: str) -> str | None:
    """Why the newer memory gives the older memory's use to another named tool (see the module doc), or ``None``."""
    low = new_text.lower()
    if not any(cue in low for cue in ("handl", "took over", "takes over", "taken over", "replace", "moved", "migrated",
                                      "ported", "shifted", " done ", " run ", "captured", "produced", "generated",
                                      "managed")):
        return None  # the cheap test first: no verb of handling or replacing
    older = _older_tool(old_text)
    if older is None:
        return None
    old_tool, old_words = older
    body = undated(new_text)
    reason = _handled(body, old_words) or _replaced(body, old_tool, old_words)
    if reason is None:
        return None
    new_tool, what = reason
    if _named(new_tool, old_text) or new_tool.lower() in W.STOP_WORDS:
        return None  # the newer tool is the older memory's, or no name
    if _named(old_tool, body.replace(new_tool, " ")) and what != "replaced" and _ENDED.search(body) is None:
        return None  # the older tool kept beside the newer one
    return f"same use ({what}), {old_tool} → {new_tool}"


def _handled(body: str, old_words: frozenset[str]) -> tuple[str, str] | None:
    """(the newer tool, the use) when the newer memory has a tool handle or take over the older memory's use."""
    found = _HANDLES.match(body) or _TAKEN_BY.match(body) or _MOVED_TO.search(body)
    if found is None:
        return None
    use = _content(_USE_END.sub("", found.group("use")))
    if not use & old_words or use - old_words - _KIND:
        return None  # another or a narrower use (the noun of its home aside: "the firmware project")
    purpose = re.match(r"\s+for\s+([^,;.—–()]+)", body[found.end():])
    if purpose is not None and _content(purpose.group(1)) - old_words:
        return None  # "moved the whole team to Jira for tickets": the tool given another purpose
    return found.group("tool").strip(), " ".join(sorted(use))


def _replaced(body: str, old_tool: str, old_words: frozenset[str]) -> tuple[str, str] | None:
    """(the newer tool, "replaced") when the newer memory names the older tool as what another replaced."""
    found = _REPLACED.search(body) or _REPLACED_BY.search(body)
    if found is None:
        return None
    what = found.group("old")
    place = _PLACE.search(what)
    if place is not None:
        what = what[: place.start()]
        scope = {w for w in re.findall(r"[a-z][\w-]*", place.group("scope").lower()) if w not in _NOT_USE}
        if scope and not any(o.endswith(s) or s.endswith(o) for s in scope for o in old_words if len(o) >= 4):
            return None  # "… at the gate" after an older memory of the bridge: another place's
    if not _named(old_tool, what):
        return None
    rest = _content(re.sub("|".join(re.escape(w) for w in old_tool.split()), " ", what))
    if rest - old_words - _KIND:
        return None  # "the Hikvision doorbell": another thing of the older tool's maker
    return found.group("new").strip(), "replaced"
