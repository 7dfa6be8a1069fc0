"""The older title's duty said given up or handed on: the person no longer holds that title, whatever they do next.

"I work as a relief driver on the Stoosbahn rota" / "They made me shift supervisor, so I'm off the driving rota
entirely"; "role: K9 handler" / "role: training coordinator; handler duties dropped in May"; "The user works as a
scaffolding foreman" / "…, leaving foreman duties to Ray"; "Kimmo: tech lead" / "…; tech lead slot filled by Aino".
Writers end a title by naming its work as what was left — "off the …", "… duties dropped", "… post filled by …",
"leaving … to …", "handed over the …" — and what comes next in words no title table holds. A person holds one title
at a time, so the older title's work said given up is a change.

Read by structure: a title the older memory gives its person (:func:`.role_swap.titles`), its head word or the work
named by its stem ("driver" / "driving", "keeper" / "keeping", "coordinator" / "coordination"), inside a phrase of
giving up in the newer memory. Not: for a while ("covering …", "this week", "until …"), only talked about or hedged,
denied ("not off the rota"), someone else's duty ("Ana's handler duties"), a title the older memory does not give.
"""

from __future__ import annotations

import re

from core.conflicts.note_dates import undated
from core.conflicts.role_swap import titles
from core.text.tokens import stem

# The endings of an agent noun, taken off so its work is found too ("driv" of "driver" in "driving").
_AGENT_ENDS = ("er", "or", "man", "ist", "ian")
# The phrases of giving up, each with the work at "{r}" (the title's word or its stem, then the rest of the word).
_GIVEN_UP = (
    r"\boff\s+(?:the\s+|my\s+|his\s+|her\s+|their\s+)?(?:[\w'’-]+\s+){{0,2}}?{r}",
    r"{r}(?:\s+[\w-]+)?\s+(?:duties|duty|post|slot|role|job|seat|work|desk)\s+(?:were\s+|was\s+|has\s+been\s+|have\s+been"
    r"\s+|got\s+)?(?:dropped|given\s+up|handed\s+(?:over\s+|on\s+)?to|went\s+to|filled\s+by|passed\s+to"
    r"|taken\s+over\s+by|given\s+to)",
    r"{r}\s+went\s+to\s+[A-Z]",
    r"\bleaving\s+(?:my\s+|his\s+|her\s+|their\s+|the\s+)?{r}(?:\s+(?:duties|duty|work|post|role|job))?\s+(?:to|behind)\b",
    r"\b(?:handed\s+over|handing\s+over|gave\s+up|giving\s+up|stepped\s+down\s+from|stepped\s+back\s+from)\s+"
    r"(?:the\s+|my\s+|his\s+|her\s+|their\s+)?(?:[\w-]+\s+){{0,2}}?{r}",
)
# For a while, talked about, hedged or denied: the older title stands.
_NOT_FOR_GOOD = re.compile(r"\b(?:temporar\w*|this\s+(?:week|weekend|month|shift)|today|tonight|for\s+(?:the|a|one|two"
                           r"|three|\d+)\s+(?:week|weeks|month|months|day|days|shift|shifts)|while|until|till|covering"
                           r"|cover\s+for|on\s+leave|interim|acting|for\s+now|might|may\s+be|could|would|will|plan\w*"
                           r"|propos\w*|possibl\w*|consider\w*|hop(?:e|es|ing)|thinking|not|never|n't|still)\b"
                           r"|n't\b", re.IGNORECASE)


# Capitalised words that open a clause without naming a person in it.
_NOT_PEOPLE = frozenset("""The A An I I'm My Our Their His Her They He She We So And But After Since From As Role Title
    Job Now Then Went Got Left Off Handed Gave Stepped Leaving User""".split())


def _work_words(old_text: str) -> list[str]:
    """The words of the older memory's titles as written, and the stem of each agent noun among them: "driver" and
    "driv", "cutter-operator" and "cutter", "tech lead" as "tech lead" and "lead"."""
    told = {word for _, title in titles(old_text) for word in title}
    words: list[str] = []
    for word in re.findall(r"[A-Za-z][\w-]*", undated(old_text)):
        low = word.lower()
        for part in [low, *low.split("-")]:
            if stem(part) not in told and part not in told:
                continue
            words.append(part)
            base = next((part[:-len(end)] for end in _AGENT_ENDS if part.endswith(end) and len(part) - len(end) >= 4),
                        None)
            if base is not None:
                words.append(base)
    return list(dict.fromkeys(w for w in words if len(w) >= 4))


def duty_dropped(old_text: str, new_text: str) -> str | None:
    """Why the newer memory says the older title's work given up or handed on, or ``None``."""
    body = undated(new_text)
    if not re.search(r"\b(?:off|duties|duty|post|slot|role|job|seat|work|desk|leaving|handed|handing|gave|giving"
                     r"|stepped|went)\b", body, re.IGNORECASE):
        return None  # the cheap test first: no phrase of giving up
    if _NOT_FOR_GOOD.search(body) is not None:
        return None
    for word in _work_words(old_text):
        work = re.escape(word) + r"[\w-]*"
        for form in _GIVEN_UP:
            found = re.search(form.format(r=r"(?P<r>\b" + work + r")"), body, re.IGNORECASE)
            if found is None:
                continue
            before = body[max(0, found.start("r") - 30):found.start("r")]
            if re.search(r"\b[A-Z][a-z]+['’]s\s+(?:[\w-]+\s+)?$", before):
                continue  # "Ana's handler duties": someone else's work
            clause = re.split(r"[;,:(—–]", body[:found.start()])[-1].strip()
            opener = re.match(r"([A-Z][a-z]+)\b", clause)
            if opener is not None and opener.group(1) not in _NOT_PEOPLE and opener.group(1) not in old_text:
                continue  # "Marta is off the driving rota": another person's clause
            return f"the newer memory says the older title's work ({word}) given up"
    return None
