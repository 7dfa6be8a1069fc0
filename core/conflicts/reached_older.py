"""The older value reached: a newer memory whose account of a thing's history ends at the older memory's value.

"owner: data-pipeline = @ruiz" / "data-pipeline originally built by @chen (2020), handed to @ruiz 2023"; "The
extension is MIT-licensed" / "The extension had no licence for its first month before adopting MIT": the newer
memory tells what the thing had before and how it came to the value the older memory gives. Read whole, the
statement model sees one attribute with another value (the former one); read as a history, its last change lands
on the older value — both memories say the same of now.

Read from structure: the last verb of change in the newer text ("handed to", "adopting", "moved to", "switched
to", "taken over by", "became", "relicensed under" …) and the words right after it, among which the older memory's
own value stands and nothing the older memory does not say ("moved to Envoy 1.30" lands on another version, "handed
to team Orca" on another team; a year it happened is no value); no other change follows it, and the older value is
not said to be gone. A guard every finding
passes (:func:`core.conflicts.bounds.bound`, as kept).
"""

from __future__ import annotations

import re

from core.conflicts import wording as W
from core.conflicts.changed_slots import told_values
from core.text.tokens import stem

# A verb of change and the words that take the thing to its value ("handed to", "adopting", "taken over by").
_TO_VALUE = re.compile(
    r"\b(?:adopt(?:ed|ing|s)?|(?:handed|passed|given|transferred|turned|moved|switched|migrated|changed|"
    r"relicensed|renamed|reassigned|rebranded|went|came|returned|settled)(?: over| back)?"
    r"(?: to| under| as| on| onto| into)"
    r"|(?:taken|picked|handed) (?:over|up) by|inherited by|became|becoming|chose|choosing|went with|settled on)\s+"
    r"((?:[\w@#.+:/'-]+\s*){1,3})")
# The older value said gone after it reached ("… handed to @ruiz 2023, who left in 2024"): not a history that
# ends at it.
_GONE = re.compile(r"\b(?:left|gone|dropped|retired|removed|no longer|not anymore|abandoned|replaced)\b")
_TOKEN = re.compile(r"[\w@#+.:/-]+")  # an address whole: "grafana.internal:3300", "s3://nimbus-static"
_YEAR = re.compile(r"(?:19|20)\d\d")
# Words of when a change landed, told after its value ("passed to @lena last spring").
_WHEN = frozenset("last next this early late spring summer autumn fall winter week month quarter year ago".split())
# Words that end the value a change lands on ("moved to 3.12 from 3.10", "handed to Omar after Dana left").
_VALUE_ENDS = frozenset("from instead replacing over after before because and but when since for in on at with".split())


def reached_older(old_text: str, new_text: str) -> bool:
    """Whether the newer memory's last change lands on the older memory's value (see the module doc)."""
    low = new_text.lower()
    found = None
    for change in _TO_VALUE.finditer(low):
        found = change
    if found is None:
        return False  # the cheap test first: no verb of change, no history
    if _GONE.search(low, found.end()) is not None:
        return False
    olds = told_values(old_text)
    if not olds:
        return False
    said_old = {w.strip(".':") for w in _TOKEN.findall(old_text.lower())}
    said_old |= {part for w in said_old for part in w.split("-")}  # "MIT-licensed" says "mit"
    said_old |= {stem(w) for w in said_old}
    told: list[str] = []
    for word in _TOKEN.findall(found.group(1)):
        word = word.strip(".':")
        if word in _VALUE_ENDS:
            break
        if word in W.STOP_WORDS or _YEAR.fullmatch(word) or word in W.TIME_WORDS or word in _WHEN:
            continue
        if word not in said_old and stem(word) not in said_old:
            return False  # another value than the older memory's: where the thing went, not where it came back
        told.append(word)
    # "Apache-2.0" as written against the value read as "apache-2": the value and what follows a dot or dash of it.
    return any(w == v or stem(w) == v or w.startswith((v + ".", v + "-")) for w in told for v in olds)


# The other shape of a history that ends at the older value: the older value as the one that took the place ("2023:
# maintainer was Claire; Yusuf took over 2024", "review requests were posted in #pr-queue until #review-please
# replaced it", "Trello, since superseded by Linear" reads the first shape). A verb of taking a place with no "by"
# after it; the words before it, back to a clause's start or a word of when, are its subject.
_TOOK_PLACE = re.compile(r"\b(?:took|taken|takes|taking) over\b|\b(?:replaced|superseded|supplanted|displaced"
                         r"|succeeded|overtook)\b(?!\s+by\b)")
_SUBJECT_STARTS = frozenset("until till before when then and but so after later since which".split())
_PASSIVE_AUX = frozenset("was were is are be been being got gets get".split())
_SUBJECT_AUX = frozenset("has have had then later eventually finally soon quickly".split())


def took_place_of(old_text: str, new_text: str) -> bool:
    """Whether the newer memory's last change is the older memory's value taking the place of another (see above)."""
    low = new_text.lower()
    found = None
    for change in _TOOK_PLACE.finditer(low):
        found = change
    if found is None:
        return False  # the cheap test first: no verb of taking a place
    olds = told_values(old_text)
    if not olds or _GONE.search(low, found.end()) is not None:
        return False  # "… until Linear replaced it, itself replaced by Jira in 2025": gone again
    head = re.split(r"[;,:—–(]|\.(?=\s|$)", low[:found.start()])[-1]
    words = [w.strip(".':") for w in _TOKEN.findall(head)]
    if (words and words[-1] in _PASSIVE_AUX) or (not found.group().endswith("over")
                                                  and re.match(r"\s*(?:[;,:.)—–]|->|→|$)", low[found.end():])):
        return False  # "SDK 2.3 was superseded", "LICENSE replaced, now BUSL-1.1", "2025.1 superseded -> 2025.3": the
        # value replaced, not replacing
    cut = max((k + 1 for k, w in enumerate(words) if w in _SUBJECT_STARTS), default=0)
    subject = [w for w in words[cut:] if w not in _SUBJECT_AUX and w not in W.STOP_WORDS]
    if not subject or len(subject) > 3:
        return False
    said_old = {w.strip(".':") for w in _TOKEN.findall(old_text.lower())}
    if any(w not in said_old and stem(w) not in said_old for w in subject):
        return False  # another value than the older memory's took the place
    return any(w == v or stem(w) == v for w in subject for v in olds)
