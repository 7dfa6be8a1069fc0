"""A name-kind value replaced, told by a change word: one thing's name, address, channel or holder given another.

A name-kind value — a thing's name, an e-mail address, a URL or host, a storage bucket, a chat channel, the
person or desk that holds a thing — is where near misses live: two tools, two people, two channels are often
kept side by side. So two names alone never make a change here. The newer memory must:

- name the older memory's thing in its own key: the words right before its verb (or, after "I" or "the user",
  the verb's object), every one of them a word of the older memory, read loosely for the ways a key is
  shortened — a clipped word ("calib." / "calibration", "reg-change" / "regulatory-change"), a compound's
  parts ("case-tool" / "case-management tool"), initials ("SAR" / "suspicious-activity reports"), the thing
  named by its older name ("compliance bot" after "ComplyBot"); a generic noun ("name", "URL", "owner") may
  be added; a word the older memory lacks makes another thing ("the billing inbox" after "the support inbox");
- give it a value of the same kind (an e-mail for an e-mail, a channel for a channel, a name told by a naming
  word for a name, a holder told by a holding word for a holder), the older value not said again unless said
  ended ("labdata is no longer monitored", "Okafor steps back");
- tell the replacement: a change word ("rebranded", "redirected", "rerouted", "entrusted", "became",
  "changed to", "goes to", "given a new name"), an arrow, "new", a fronted "Since …," or a later dated note.

Not a change: a second value beside the first ("also", "a mirror", "another", "backup"), a stand-in or a
window ("covers while Dr Okafor is away", "for a month", "until"), a plan or a question, and every frame the
guard in :mod:`core.conflicts.bounds` reads.
"""

from __future__ import annotations

import re
from functools import lru_cache

from core.conflicts import wording as W
from core.conflicts.compiled import says, whole_starts
from core.conflicts.ending_words import DISMISSED_AFTER, ENDED_AFTER, ENDED_BEFORE, alternation, phrases
from core.conflicts.initials import initials_of_runs
from core.conflicts.note_dates import undated
from core.conflicts.value_shapes import MAIL_ADDRESS
from core.model.lean import lean_dataclass
from core.text.tokens import stem

# -- the values, by kind ------------------------------------------------------------------------------------------

_EMAIL = re.compile(r"(?<![\w.+-])" + MAIL_ADDRESS)
_BUCKET = re.compile(r"\b(?:gs|s3|az|abfss?|wasbs?|r2|oss)://[\w./-]*[\w/]", re.IGNORECASE)
_URL = re.compile(r"\bhttps?://[\w.-]+(?::\d+)?(?:/[\w./%~+-]*)?", re.IGNORECASE)
# A host: two dotted labels or more ending in letters; a file name ("config.toml") is not one.
_HOST = re.compile(r"(?<![\w@./:-])(?:[a-z0-9][a-z0-9-]*\.)+([a-z]{2,12})(?![\w@-])(?:/[\w./-]*)?", re.IGNORECASE)
_FILE_ENDINGS = frozenset("""py md js ts tsx jsx rb go rs txt json yaml yml toml ini cfg conf csv tsv log pdf png
    jpg jpeg gif svg html css lock xml exe zip gz tar bz2 xz whl sql db sqlite env sh bash zsh ps1 bat ipynb parquet
    docx xlsx pptx mp3 mp4 wav otf ttf woff tf hcl lua vim el kt java c h cpp hpp cs swift php pl pm r""".split())
_CHANNEL = re.compile(r"(?<![\w&])[#~][a-z][\w.-]*[\w]", re.IGNORECASE)
_PLATFORM = re.compile(r"\b(Slack|(?:MS |Microsoft )?Teams|Discord|Mattermost|Zulip|Matrix|Telegram|WhatsApp|Signal"
                       r"|Google Chat|Rocket\.Chat)\b(?:\s+(?:channel|server|space|room|group|chat|thread|stream))?")
# A name: quoted, or a run of capitalised words (or one CamelCase / dashed word with a capital), after a naming word.
_QUOTED = re.compile(r"""(?:'|‘|"|“)([^'’"”]{2,40})(?:'|’|"|”)""")
_CAPITALISED = re.compile(r"\b([A-Z][\w-]*(?:\s+(?:[A-Z][\w-]*|of|the|and|&)){0,3})")
_NAMING = re.compile(r"(?<![\w-])(?:(?:re)?named|(?:re)?branded|(?:re)?titled|called|call|calls|known as|referred to"
                     r"|listed as|filed under|published as|goes by|go by|name[ds]?|title[ds]?|codename[ds]?"
                     r"|changed to|became|it'?s)(?![\w-])|→|->|=>", re.IGNORECASE)
_NAME_KEY = re.compile(r"\b(?:name|title|display name|codename|label|alias|handle)\s*(?::|→|->|=>)", re.IGNORECASE)
# A holder: the noun phrase after a holding word.
_HOLDING = re.compile(r"\b(?:owned|held|kept|managed|run|maintained|looked after|handled|overseen|stewarded"
                      r"|administered)\s+by\b|\b(?:entrusted|handed(?: over)?|passed(?: on)?|goes|went"
                      r"|transferred|reassigned|given)\s+to\b|\b(?:owner|holder|responsibility|keeper|custodian)"
                      r"\s*(?::|→|->|=>)", re.IGNORECASE)
_ARROW = re.compile(r"→|->|=>")
_HOLDER_END = re.compile(r"[,.;()]|\s—|\s–|\s-\s|\b(?:by|from|since|after|with|for|as|until|because|while|due|in|on"
                         r"|at|when|and|but)\b", re.IGNORECASE)

# Who may hold a thing without a name of their own ("goes to the finance team", "given to the caretaker").
_BODIES = frozenset("""team desk office group committee department board crew squad unit staff lead manager officer
    admin administrator coordinator nurse director chair secretary treasurer caretaker volunteers volunteer trustees
    owner steward clerk head supervisor technician engineer someone somebody""".split())

# -- what the newer memory must say -------------------------------------------------------------------------------

_CHANGE = re.compile(r"→|->|=>|\b(?:(?:re)?named|rebrand(?:ed)?|retitled|redirect(?:ed)?|rerouted|re-routed"
                     r"|repointed|re-pointed|moved|migrated|switched|relocated|rehosted|changed|became|become|becomes"
                     r"|entrusted|handed|transferred|reassigned|replaced|swapped|taken over|took over|goes to|went to"
                     r"|passed (?:on )?to|now|new|no longer|any ?more|steps? (?:back|down)|stepped (?:back|down)"
                     r"|from (?:this|next) (?:week|month)|from now on|from here on|going forward|as of|since|instead"
                     r"|re-?hosted|bounces?|dead|switched off|shut off|decommissioned|retired|sunset)\b",
                     re.IGNORECASE)
_FRONTED_SINCE = re.compile(r"^\s*since\b[^,]{2,60},", re.IGNORECASE)
# A second value beside the first, a stand-in, a window, a plan: not the older value replaced. The statement
# model's additive, temporary and hedge words (:mod:`core.conflicts.wording`) are read anywhere outside the value
# (:func:`_not_replaced`); here only what this reader adds to them: copies and stand-ins, windows, plans.
_NOT_REPLACED = re.compile(
    r"\b(?:other|mirror(?:ed|s)?|backup|alias(?:ed)?|cc(?:'?d)?|copy|copied"
    r"|for (?:a|one|two|three|the next) (?:day|week|fortnight|month|quarter|sprint)s?|until|till|away"
    r"|cover(?:s|ing)?|acting|deputy|stand-in|standing in|on leave|test(?:ing)?"
    r"|(?-i:may)|would|if|plan(?:s|ned|ning)?|unless|still|except|only|added|adding|joins|joined)\b|\?"
    # during a window ("during the outage", "during the audit"), not the change that made it ("during the merger")
    r"|\bduring (?:the |this |that |her |his |their |our |my )?(?:[\w'’-]+ )?(?:outage|incident|audit|leave|holidays?"
    r"|vacation|absence|freeze|closure|downtime|maintenance|festival|conference|event|week|weekend|month|summer"
    r"|winter|busy season|season)\b"
    r"|\bnext (?:week|month|quarter|year|sprint|term|season)\b"
    # "a new build server, build02.lan": another one; "given a new name" is the older thing's
    r"|\ban? new (?!(?:[\w-]+ )?(?:name|title|address|url|home|inbox|e-?mail|channel|owner|holder|label|handle"
    r"|domain|host)\b)",
    re.IGNORECASE)
# "goes by" is a naming word here ("now goes by 'Trade_Docs'"): a second name needs "also", read above.
_SHARED_PHRASES = re.compile(r"\b(?:" + alternation(" ".join(p) for p in W.ADDITIVE_PHRASES + W.TEMPORARY_PHRASES
                                                    + W.HEDGE_PHRASES if p != ("goes", "by")) + r")\b", re.IGNORECASE)
# "may" is the month as often as a hedge: :data:`_NOT_REPLACED` reads it in lower case only.
_SHARED_WORDS = (W.ADDITIVE | W.HEDGES | W.TEMPORARY) - {"may"}
# After the value, what it is for: "handed to the garage for repairs", "rerouted to #war-room for the migration".
_FOR_AFTER = re.compile(r"^[\s,]*for\b(?! good\b)", re.IGNORECASE)
# The older value said ended, anywhere in the newer memory: the words every reader of an end shares
# (:mod:`core.conflicts.ending_words`), and this reader's own: a holder stepping back or leaving, "the old one",
# "any more".
_ENDED = re.compile(r"\b(?:" + alternation(ENDED_AFTER + ENDED_BEFORE + DISMISSED_AFTER + phrases(
    "not any more | not anymore | any more | anymore | steps back | step back | stepped back | steps down | step down"
    " | stepped down | left | leaves | old")) + r")\b", re.IGNORECASE)
_ISO = re.compile(r"^\s*(\d{4}-\d\d-\d\d)")

# -- the key -------------------------------------------------------------------------------------------------------

# Verbs a key stands before: where the thing's words end.
_VERBS = frozenset("""is are was were be been being has have had gets got lives live runs run sits sit lands land
    goes go went sent sends send emailed mailed posted posts post announced announces routed routes rerouted
    redirected redirect moved migrated switched changed became become becomes renamed rebranded retitled named called
    listed filed published referred known owned held kept managed maintained handled looked entrusted handed passed
    transferred reassigned given gave give said says told mentioned noted wants want asked asks prefers uses use
    used now point points pointed push pushes pushed come comes came belong belongs reachable set happens happen
    updated relaunched traded trades operates collected written uploaded relocated served hosted stored""".split())
_REPORTING = frozenset("said says told mentioned noted confirmed reported wrote writes gave gives wants want asked"
                       .split())
# Nouns that name the kind of value, not the thing: "case-tool URL", "display name", "contract owner".
_GENERIC = frozenset(stem(w) for w in """name names title display label alias handle codename url urls address
    addresses link host hostname domain endpoint site page inbox mailbox email e-mail mail channel channels server
    space room bucket buckets location path owner owners holder responsibility responsibilities keeper custodian
    contact ownership maintenance stewardship custody management upkeep administration""".split())
# Titles a holder is written with: "Dr Okafor" and "Dr Hauser" share no holder.
_TITLES = frozenset("dr mr mrs ms prof sir the".split())
# Words that open a fronted phrase of time, reason or source ("Since Monday's cleanup,", "Per the agent's notice,",
# "According to the user,", "At Tuesday's meeting"): not the key.
_FRONTED = frozenset("since after following with as per according at across in on during over once when"
                     .split())
# Words that close the key's run: a place, an agent, a purpose, an apposition.
_PHRASE_OPENERS = frozenset("on in into onto at under via through for of by to from with , ( )".split())
_KEY_STOP = W.DETERMINERS | W.SELF_WORDS | W.PRONOUNS | frozenset("new old current".split())


@lean_dataclass(frozen=True, compiled_init=False)
class Slot:
    """What a text gives a thing: the kind of value, the value as written and its comparable words, and where
    the value starts."""

    kind: str
    value: str
    words: frozenset
    start: int
    end: int

    def told_in(self, text: str, ignore: frozenset = frozenset()) -> bool:
        """Whether ``text`` says this value again: an address whole (an e-mail by its mailbox), a name or a
        holder by one of its own words."""
        low = text.lower()
        if self.kind == "email":
            # the whole address, or its mailbox written as one ("noc@ alias dead"), not a word of it ("billing")
            return self.value.lower() in low or self.value.split("@")[0].lower() + "@" in low
        if self.kind in ("web", "bucket"):
            return self.value.lower() in low
        if self.kind == "channel" and not re.search(r"\s", self.value) and self.value:
            # (?<![\w-])<value>(?![\w-]), with no pattern built per value
            return bool(whole_starts(low, self.value, not_before="-", not_after="-"))
        if self.kind == "channel" and not self.value:
            return re.search(r"(?<![\w-])(?![\w-])", low) is not None
        # a word of the value whole, or clipped ("Infra team" / "Infrastructure squad")
        return any(re.search(rf"\b{re.escape(w)}{'' if len(w) < 4 else '[a-z]*'}\b", low) for w in self.words
                   if len(w) > 2 and w not in _TITLES and stem(w) not in _GENERIC and stem(w) not in ignore)


def _words(text: str) -> list[str]:
    return [w for w in re.findall(r"[a-z0-9]+", text.lower()) if w not in W.STOP_WORDS]


def _typed(body: str) -> Slot | None:
    """The one address-like value of ``body`` (an e-mail, a bucket, a URL or host, a channel), or ``None``
    when it holds none or two."""
    found: list[tuple[str, re.Match[str]]] = []
    taken: list[tuple[int, int]] = []
    for kind, pattern in (("email", _EMAIL), ("bucket", _BUCKET), ("web", _URL), ("web", _HOST),
                          ("channel", _CHANNEL)):
        for m in pattern.finditer(body):
            if any(a <= m.start() < b for a, b in taken):
                continue
            if pattern is _HOST and m.group(1).lower() in _FILE_ENDINGS:
                continue
            if pattern is _CHANNEL and body[m.start()] == "~" and "/" in m.group(0):
                continue
            found.append((kind, m))
            taken.append((m.start(), m.end()))
    if len(found) != 1:
        return None
    kind, m = found[0]
    value = m.group(0).rstrip("./")
    if kind == "web":
        value = re.sub(r"^https?://", "", value.lower())
    elif kind == "channel":
        value = value.lstrip("#~").lower()
    return Slot(kind, value, frozenset(re.split(r"[^a-z0-9]+", value.lower())) - {""}, m.start(), m.end())


def _platform(body: str) -> Slot | None:
    """A chat platform's channel told by its platform ("a Discord server", "Teams channel 'RegWatch'")."""
    m = _PLATFORM.search(body)
    if m is None:
        return None
    quoted = _QUOTED.search(body, m.end())
    name = quoted.group(1) if quoted is not None and quoted.start() - m.end() <= 2 else ""
    value = (m.group(1) + (" " + name if name else "")).strip()
    end = quoted.end() if name and quoted is not None else m.end()
    return Slot("channel", value.lower(), frozenset(_words(value)), m.start(), end)


def _named(body: str) -> Slot | None:
    """A name given after a naming word: quoted, or a run of capitalised words a few words on."""
    for cue in _NAMING.finditer(body):
        if cue.group(0) in ("→", "->", "=>") and _NAME_KEY.search(body[: cue.end()]) is None:
            continue  # an arrow names only after a name's key ("display name → Sentinel")
        rest = body[cue.end(): cue.end() + 60]
        quoted = _QUOTED.match(rest.lstrip(" :,"))
        if quoted is not None:
            at = body.index(quoted.group(0), cue.end())
            return Slot("name", quoted.group(1), frozenset(_words(quoted.group(1))), at, at + len(quoted.group(0)))
        lead = re.match(r"(?:[\s:,—–]+|\b(?:the|a|an|us|it|to|as|after|internally|we|officially|simply|now|"
                        r"[a-z]+(?:'s)?)\b)*", rest)
        skipped = rest[: lead.end()] if lead else ""
        if len(skipped.split()) > 5:
            continue
        m = _CAPITALISED.match(rest, lead.end() if lead else 0)
        if m is not None and m.group(1).lower() not in W.STOP_WORDS:
            value = m.group(1).strip()
            at = cue.end() + m.start()
            return Slot("name", value, frozenset(_words(value)), at, at + len(value))
    return None


def _held(body: str) -> Slot | None:
    """A holder given after a holding word: the noun phrase up to a comma, a preposition or the end."""
    m = _HOLDING.search(body) or _ARROW.search(body)  # a bare arrow only where no holding word stands
    if m is None:
        return None
    rest = body[m.end():]
    end = _HOLDER_END.search(rest)
    phrase = (rest[: end.start()] if end is not None else rest).strip(" :")
    words = [w for w in _words(phrase) if w not in W.DETERMINERS]
    if not 1 <= len(words) <= 5:
        return None
    if re.match(r"(?:goes|went|given)\b", m.group(0), re.IGNORECASE) and not (
            re.search(r"\b[A-Z]", phrase) or set(words) & _BODIES):
        return None  # "the minibus goes to the garage": a place it goes, not someone who holds it
    at = body.index(phrase, m.end()) if phrase else m.end()
    return Slot("holder", phrase, frozenset(words), at, at + len(phrase))


@lru_cache(maxsize=4096)
def _slot(text: str) -> Slot | None:
    body = undated(text)
    return _typed(body) or _platform(body) or _named(body) or _held(body)


def _key(body: str, start: int) -> tuple[list[str], list[str]]:
    """The newer memory's key — the content words right before its verb, or the verb's object after "I" or
    "the user" (and after "the user said") — and the words of what narrows it before the verb: a "for" or
    "of" phrase, an apposition after a comma ("PR reviews for the mobile repo", "CI failures, ticketing repo
    ->"). A place phrase ("title on the portal") or an agent ("by the board") narrows nothing."""
    tokens = re.findall(r"->|=>|[\w'’.-]+|[,;:—–→()]", body[:start])
    tokens = [re.sub(r"['’](?:ve|m|d|ll|re)$", "", t, flags=re.IGNORECASE) for t in tokens]  # "I've"
    tokens = [t.rstrip(".") if not t.endswith(".") or len(t) > 6 else t for t in tokens]
    # A fronted clause of time or reason ("Since Monday's cleanup,", "After the vendor merger") is not the key.
    if tokens and tokens[0].lower() in _FRONTED:
        cut = next((k for k, t in enumerate(tokens) if t == ","), None)
        if cut is None:
            cut = next((k for k, t in enumerate(tokens) if k > 1 and t.lower() == "the"), len(tokens))
        tokens = tokens[cut + 1:] if cut < len(tokens) and tokens[cut] == "," else tokens[cut:]
    key: list[str] = []
    narrowing: list[str] = []
    run: list[str] = []
    checked = True  # whether the run being read narrows the key (a place or an agent does not)

    def content(words: list[str]) -> list[str]:
        return [w for w in words if w.lower() not in _KEY_STOP]

    def close() -> None:
        nonlocal key, run
        if not key:
            key = content(run)
        elif checked:
            narrowing.extend(content(run))
        run = []

    k = 0
    while k < len(tokens):
        low = tokens[k].lower().strip("'’")
        if low == ";":
            key, narrowing, run, checked = [], [], [], True  # the value's own clause
        elif low in _VERBS or low in (":", "→", "->", "=>", "—", "–") or (
                content(run) and tokens[k].isalpha() and tokens[k].islower() and low.endswith("ed")
                and len(low) > 4):  # "roster updated"; not "phishing-feed"
            close()
            if key and low in (":", "→", "->", "=>"):
                # "checkout → Apple Pay sub-flow owned by Lara": what follows a note's key before its value
                # narrows it
                rest = [t for t in tokens[k + 1:] if t.lower() not in _VERBS and t.lower() not in _PHRASE_OPENERS
                        and re.match(r"[\w'’.-]+$", t)]
                return key, narrowing + content(rest)
            if key:
                return key, narrowing + _moved_object(tokens[k + 1:])
            if low in _REPORTING:
                k += 1
                continue
            # "I've rebranded the pantry": the object after the verb
            obj = []
            for t in tokens[k + 1:]:
                if t.lower() in _VERBS or t.lower() in _PHRASE_OPENERS or not re.match(r"[\w'’.-]+$", t):
                    break
                obj.append(t)
            return content(obj), narrowing
        elif low in _PHRASE_OPENERS:
            close()
            checked = low in ("for", "of", ",", "(")
        else:
            run.append(tokens[k].strip("'’"))
        k += 1
    close()
    return key, narrowing


_OBJECT_OPENERS = frozenset("its their the our my his her all every".split())


def _moved_object(after_verb: list[str]) -> list[str]:
    """ "The design team moved its critique sessions to #crit": the noun phrase a verb moves to the value, which
    narrows the key ("its critique sessions", not the team's chat); empty when the verb goes straight on."""
    if not after_verb or after_verb[0].lower() not in _OBJECT_OPENERS:
        return []
    words: list[str] = []
    for t in after_verb[1:]:
        low = t.lower()
        if low in ("to", "into", "onto"):
            return [w for w in words if w.lower() not in _KEY_STOP]
        if low in _VERBS or low in _PHRASE_OPENERS or not re.match(r"[\w'’.-]+$", t):
            return []
        words.append(t)
    return []


def _matched(word: str, older: set[str], older_value: str, initials: set[str]) -> bool:
    """Whether one word of the newer key is one of the older memory's words, read loosely."""
    clipped = word.endswith(".")
    possessor = word.endswith(("'s", "’s"))
    word = word.rstrip(".").removesuffix("'s").removesuffix("’s").rstrip("'’")
    if not word:
        return True
    if possessor and word in re.findall(r"[a-z0-9]+", older_value.lower()):
        return True  # "Ivan's analytics responsibilities" after "maintained by Ivan": the older holder's thing
    if stem(word) in older or word in older:
        return True
    if stem(word) in _GENERIC:
        return True
    if word in initials:
        return True  # "SAR" / "suspicious-activity reports"
    parts = [p for p in word.split("-") if p]
    def one(part: str) -> bool:
        return stem(part) in older or part in older or (
            len(part) >= 3 and any(o.startswith(part) and len(o) > len(part) for o in older))
    if len(parts) > 1 and all(one(p) for p in parts):
        return True  # "case-tool" / "case-management tool", "reg-change" / "regulatory-change"
    if clipped and len(word) >= 3 and any(o.startswith(word) for o in older):
        return True  # "calib." / "calibration"
    flat = re.sub(r"[^a-z]", "", older_value.lower())
    return len(word) >= 5 and len(flat) >= 5 and word[:5] == flat[:5]  # "compliance bot" after "ComplyBot"


def _older_words(body: str, value: Slot) -> tuple[set[str], set[str]]:
    """The older memory's words outside its value (each word, its stem and a compound's parts), and the
    initials of each run of two to four of them ("sar" for "suspicious-activity reports"). A compound's parts give a
    letter each; a small word gives none, and a run reads across it, as a key's initials leave it out."""
    text = body[: value.start] + " " + body[value.end:]
    raw = re.findall(r"[a-z][a-z0-9'’-]*", text.lower())
    words: set[str] = set()
    lettered: list[str] = []
    for w in raw:
        w = w.removesuffix("'s").removesuffix("’s")
        words |= {w, stem(w)}
        parts = [p for p in w.split("-") if p]
        words |= set(parts) | {stem(p) for p in parts}
        if w not in W.STOP_WORDS:
            lettered.extend(parts)
    return words, initials_of_runs(lettered, (2, 3, 4))


def _not_replaced(text: str) -> bool:
    """Whether ``text`` (the newer memory outside its value) puts a second value beside the first, stands one in
    for a while, or hedges or plans the change."""
    if _NOT_REPLACED.search(text) is not None or _SHARED_PHRASES.search(text) is not None:
        return True
    return any(stem(w) in _SHARED_WORDS or w in W.TEMPORARY for w in re.findall(r"[a-z][\w'’-]*", text.lower()))


def _later(old_text: str, new_text: str) -> bool:
    a, b = _ISO.match(old_text), _ISO.match(new_text)
    return a is not None and b is not None and b.group(1) > a.group(1)


def name_replaced(old_text: str, new_text: str) -> str | None:
    """Why ``new_text`` gives the thing ``old_text`` names another name-kind value with the replacement told,
    or ``None`` (see the module doc)."""
    later = _later(old_text, new_text)
    if not later and not says(_CHANGE, new_text) and _FRONTED_SINCE.search(undated(new_text)) is None:
        return None  # the cheap test first: no replacement told
    new = _slot(new_text)
    if new is None:
        return None
    new_body = undated(new_text)
    if _not_replaced(new_body[: new.start] + " " + new_body[new.end:]):
        return None  # (a value's own words, "'Trial Units'", say nothing of how it is held)
    if _FOR_AFTER.search(new_body[new.end:]) is not None:
        return None
    old = _slot(old_text)
    if old is None or old.kind != new.kind or old.value.lower() == new.value.lower():
        return None
    old_body = undated(old_text)
    key, narrowing = _key(new_body, new.start)
    # "the Nowak Pool" / "the pup pool": the thing's own word in its value is no value told again
    thing = frozenset(stem(w.lower().rstrip(".")) for w in key)
    if old.told_in(new_body, thing) and _ENDED.search(new_body) is None:
        return None  # the older value still named, not said ended
    # the newer value already in the older memory: a second fact beside it ("kept by Tomasz and Aisha"); the
    # older thing's own words before its value are no value ("lab consumables budget" / "lab manager Wen")
    if new.told_in(old_body, thing | {stem(w) for w in _words(old_body[: old.start])}):
        return None
    older, initials = _older_words(old_body, old)
    # "Maintenance of the incremental bridge": a key of holding words names its thing after "of"
    named = [w for w in key if stem(w.lower().rstrip(".")) not in _GENERIC] or narrowing
    if not named:
        return None
    if not all(_matched(w.lower(), older, old.value, initials) for w in narrowing):
        return None  # "PR reviews for the mobile repo": a narrower thing
    unmatched = [k for k, w in enumerate(key) if not _matched(w.lower(), older, old.value, initials)]
    # "SAR submissions" after "Suspicious-activity reports are emailed": the older thing by its initials, then
    # the one noun the newer memory says of it
    # (or a compound of its words: "Grant-report submissions" after "Grant reports are emailed")
    acronym = len(unmatched) == 1 and unmatched[0] == len(key) - 1 and len(key) >= 2 and (
        (len(key[-2]) >= 3 and key[-2].isupper() and key[-2].lower() in initials)
        or ("-" in key[-2].strip("-") and _matched(key[-2].lower(), older, "", set())))
    if unmatched and not acronym:
        return None
    return f"same {new.kind} of one thing ({' '.join(named)}), {old.value} → {new.value}"
