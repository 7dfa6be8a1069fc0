"""A post one person holds at a time, told again with another holder: a role handed over.

"Maria is the head of design" and "Oliver took over as head of design"; "I lead the mobile team" and "I
handed the mobile team over to Ines and moved to platform"; "Tom runs the data team" and "Priya leads the
data team now"; "design lead: Maria" and "design lead → Oliver". A title with a scope ("head of design",
"payments tech lead") or a chief's title ("CTO") names one seat, and the lead of a named team is one person:
the newer text putting someone else in that seat says the older holder no longer holds it.

Read here: a post is a single-holder title head (:data:`_SEATS`: head, lead, chief, director, VP, the
C-level titles, chair…) with the words that say which (a scope before it, "of …" or "for …" after it), or a
leading verb ("leads", "runs", "heads", "manages", "took over") with a team, squad or group as its object.
Its holder is the person named before it ("Oliver took over as", "Maria is listed as", "Maria, head of
design"), or after it ("head of design: Oliver", "handed the mobile team over to Ines", "… position was
handed to Oliver"); "I", "we" and "the user" are the writer.

Not a change: a title said with "a" or "an" ("a design lead": one of many), a title with no scope that is
not a chief's ("Maria is the lead"), another scope or team ("the web team"), the same holder, two holders
named for the post ("Maria and Oliver co-lead design"), a deputy, acting or interim holder, a post at another
company named only in the newer text, and whatever the statement model finds hedged, temporary, additive or
about the past (the caller checks).
"""

from __future__ import annotations

import re
from functools import lru_cache

from core.conflicts import wording as W
from core.conflicts.calendar_words import CALENDAR_WORDS
from core.conflicts.compiled import says
from core.conflicts.named_values import KNOWN_TOOLS, ROLE_MODIFIERS
from core.conflicts.note_dates import undated
from core.text.tokens import stem

_WORD = re.compile(r"[A-Za-z][\w'’&.-]*[\w]|[A-Za-z]|->|→|[—–:;,.!?()=]")
_BOUNDARY = frozenset("—–:;,.!?()=") | {"->", "→"}
# Title heads that name one seat once a scope says which: "head of design", "payments tech lead".
_SEATS = frozenset("head lead director vp chair chairperson captain manager dri".split())
# Titles that are one seat on their own.
_CHIEFS = frozenset("cto ceo cfo coo cpo ciso cio cmo cro president treasurer".split())
# Verbs that put a person at the head of a group: "leads the mobile team", "took over the data squad".
_LEADS = frozenset("lead leads led leading run runs ran running head heads headed heading manage manages managed "
                   "managing".split())
_GROUPS = frozenset("team squad group org organisation organization department dept crew guild chapter tribe "
                    "function practice".split())
_SELF = frozenset("i i'm i’m im me my we we're our us user user's user’s".split())
# Words that hand the seat to the person after "to": "handed the team over to Ines", "passed to Oliver".
_HANDED = frozenset("handed hand hands passed pass passes gave given transferred transfers transfer went goes "
                    "reassigned assigned".split())
# Between a holder and the title: "Oliver took over as", "Maria is listed as", "Priya was named the new".
_BETWEEN = frozenset("""is was has have had been be 's ’s now officially formally just finally recently also as the
    new our their listed named appointed made promoted to took over stepped in into up became becomes become
    replaced acts act serves served serving""".split())
# Words that keep a post from being one seat: co-leads, deputies and stand-ins.
_SHARED = re.compile(r"\b(?:co-?leads?|co-?led|co-?heads?|co-?chairs?|jointly|together|deputy|acting|interim|"
                     r"covering|covers|cover for|stand-?in|standing in|fills? in|filling in|shadow\w*|alongside|"
                     r"along with|as well|both)\b")
_POST_NOUNS = frozenset("role position job seat title post".split())
# The seat changing hands said: "took over", "handed … to", "replaced … as", "the new head of design". A bare
# "now" is not enough ("Sven is now head of data" beside "Greta is head of data" may be another org's seat).
_HANDOVER = re.compile(r"\b(?:took over|take over|takes over|taken over|taking over|handed|hands|handing|passed|"
                       r"replaced|replaces|succeeded|succeeds|stepped in|steps in|in place of|the new|our new|"
                       r"appointed|transferred|reassigned|stepped (?:down|aside|away)|left)\b")
_NOT_NAMES = W.STOP_WORDS | frozenset("""the a an this that my our your their his her its it he she they we i
    team squad group head lead director chief new old now also just then so heads""".split()) | CALENDAR_WORDS


def _is_name(token: str) -> bool:
    low = token.lower().removesuffix("'s").removesuffix("’s")
    return token[:1].isupper() and token[1:2].islower() and low not in _NOT_NAMES and low not in KNOWN_TOOLS \
        and stem(low) not in ROLE_MODIFIERS and low not in _SEATS and low not in _CHIEFS


def _person(token: str) -> str | None:
    low = token.lower()
    if low in _SELF:
        return "self"
    if _is_name(token):
        return low.removesuffix("'s").removesuffix("’s")
    return None


def _scope_word(token: str) -> bool:
    low = token.lower()
    return token not in _BOUNDARY and low not in W.STOP_WORDS and low not in _SELF and low not in ("new", "now")


def _holder_before(tokens: list[str], start: int) -> str | None:
    """The person a title at ``start`` is said of: the nearest person before it across the linking words
    ("Oliver took over as", "Maria is listed as", "Maria, head of design")."""
    k = start - 1
    if k >= 0 and tokens[k] == ",":
        k -= 1  # "Maria, head of design"
    steps = 0
    while k >= 0 and steps < 6:
        low = tokens[k].lower()
        if low in ("our", "my", "their", "user's", "user’s") and k == start - 1:
            return None  # "Our CTO is Raj": whose post, not who holds it
        person = _person(tokens[k])
        if person is not None and k > 0 and tokens[k - 1].lower() in ("replaced", "succeeded", "succeeds",
                                                                       "replaces"):
            k -= 2  # "Oliver replaced Maria as head of design": the holder stands before "replaced"
            steps += 1
            continue
        if person is not None:
            return person
        if low not in _BETWEEN:
            return None
        k -= 1
        steps += 1
    return None


def _holder_after(tokens: list[str], end: int, handed: bool = False) -> str | None:
    """The person a post at ``end`` is given to: "head of design: Oliver", "… was handed (over) to Oliver",
    "design lead → Oliver", "the head of design is now Oliver" (``handed``: a handing word stood before it)."""
    k = end
    lows = [t.lower() for t in tokens]
    if k < len(tokens) and lows[k] in (":", "=", "→", "->"):
        k += 1
        while k < len(tokens) and lows[k] in ("now", "the", "new"):
            k += 1
        return _person(tokens[k]) if k < len(tokens) else None
    steps, copula = 0, False
    while k < len(tokens) and steps < 6:
        low = lows[k]
        if low in ("role", "position", "job", "seat", "title", "is", "was", "has", "been", "got", "now", "over",
                   "formally", "officially", "then", "just", "finally") or low in _HANDED:
            handed = handed or low in _HANDED
            copula = copula or low in ("is", "was")
            k += 1
            steps += 1
            continue
        if low == "to" and handed:
            return _person(tokens[k + 1]) if k + 1 < len(tokens) else None
        if copula and not handed:
            return _person(tokens[k])  # "the head of design is now Oliver"
        return None
    return None


def _title_at(tokens: list[str], k: int) -> tuple[int, int, str, frozenset[str]] | None:
    """(start, end, head, scope) of a single-seat title whose head is at ``k``, or ``None``."""
    lows = [t.lower() for t in tokens]
    head = lows[k]
    start = k
    while start > 0 and start > k - 3 and _scope_word(tokens[start - 1]) and _person(tokens[start - 1]) is None \
            and lows[start - 1] not in _LEADS and lows[start - 1] not in _HANDED and lows[start - 1] not in _BETWEEN:
        start -= 1
    scope = [lows[j] for j in range(start, k)]
    end = k + 1
    if end + 1 < len(tokens) and lows[end] in ("of", "for") and _scope_word(tokens[end + 1]):
        j = end + 1
        while j < len(tokens) and j < end + 4 and lows[j] in ("the", "our"):
            j += 1
        taken = 0
        while j < len(tokens) and taken < 2 and _scope_word(tokens[j]) and _person(tokens[j]) is None \
                and lows[j] not in _POST_NOUNS:
            if lows[j].endswith(("'s", "’s")):
                return None  # "the head of design's assistant": someone else's post
            scope.append(lows[j])
            j += 1
            taken += 1
        end = j
    before = lows[start - 1] if start > 0 else ""
    if before in ("a", "an", "another", "one", "two", "three", "other"):
        return None  # "a design lead", "another lead": one of many
    words = frozenset(stem(w) for w in scope)
    if head not in _CHIEFS and not words:
        return None  # "Maria is the lead": which seat is not said
    return start, end, ("lead" if head in ("head", "lead", "captain") else head), words


def _group_after(tokens: list[str], k: int) -> tuple[int, frozenset[str]] | None:
    """(end, scope) of the team a leading verb at ``k`` takes: "leads the mobile team", "took over the data squad"."""
    lows = [t.lower() for t in tokens]
    j = k + 1
    while j < len(tokens) and lows[j] in ("the", "our", "over", "my"):
        j += 1
    scope: list[str] = []
    while j < len(tokens) and len(scope) < 3 and _scope_word(tokens[j]):
        word = lows[j]
        if word.removesuffix("'s").removesuffix("’s") != word:
            return None  # "the mobile team's standup": something of the team
        scope.append(word)
        if word in _GROUPS:
            after = lows[j + 1] if j + 1 < len(lows) else "."
            if after in ("'s", "’s"):
                return None
            return j + 1, frozenset(stem(w) for w in scope)
        j += 1
    return None


@lru_cache(maxsize=4096)
def posts(text: str) -> tuple[tuple[str, tuple[str, frozenset[str]]], ...]:
    """(holder, (head, scope)) for each single-holder post ``text`` gives a holder."""
    tokens = _WORD.findall(undated(text, dot=True))
    lows = [t.lower() for t in tokens]
    found: list[tuple[str, tuple[str, frozenset[str]]]] = []
    for k, low in enumerate(lows):
        if low in _LEADS or (low == "over" and k > 0 and lows[k - 1] in ("took", "taken", "take", "takes")) \
                or low in _HANDED:
            group = _group_after(tokens, k)
            if group is not None:
                end, scope = group
                key = ("lead", scope)
                if low in _HANDED:
                    holder = _holder_after(tokens, end, handed=True) \
                        if end < len(tokens) and lows[end] in ("over", "to") else None
                else:
                    holder = _holder_before(tokens, k - (1 if low == "over" else 0))
                if holder is not None:
                    found.append((holder, key))
                continue
        if low in _SEATS or low in _CHIEFS:
            title = _title_at(tokens, k)
            if title is None:
                continue
            start, end, head, scope = title
            key = (head, scope)
            leading = start > 0 and lows[start - 1] == "the" and start > 1 and lows[start - 2] in _HANDED
            holder = _holder_after(tokens, end) if leading else None
            if holder is None:
                holder = _holder_before(tokens, start - (1 if start > 0 and lows[start - 1] == "the" else 0)) \
                    if not leading else None
            if holder is None:
                holder = _holder_after(tokens, end)
            if holder is not None:
                found.append((holder, key))
    return tuple(dict.fromkeys(found))


def _shown(key: tuple[str, frozenset[str]], text: str) -> str:
    """The post as the text writes its scope: "mobile team lead", "design lead", "cto"."""
    head, scope = key
    words = [w for w in dict.fromkeys(t.lower() for t in _WORD.findall(text)) if stem(w) in scope]
    return " ".join([*words, head])


def post_change(old_text: str, new_text: str) -> str | None:
    """Why the newer text puts another person in a seat the older text gives someone, with the handover said,
    or ``None``."""
    low_new = new_text.lower()
    if not says(_HANDOVER, low_new) or _SHARED.search(low_new) or _SHARED.search(old_text.lower()):
        return None
    before = posts(old_text)
    if not before:
        return None
    after = posts(new_text)
    for holder, key in before:
        for other, now in after:
            if now != key or other == holder:
                continue
            if any(h == holder and k == key for h, k in after):
                return None  # the older holder named in the seat too
            if _elsewhere(old_text, new_text):
                return None
            return f"same post ({_shown(key, new_text)}), {holder} → {other}"
    return None


_AT = re.compile(r"\b(?:at|@)\s+([A-Z][\w&.-]+)")


def _elsewhere(old_text: str, new_text: str) -> bool:
    """Whether the newer text puts the post at a company the older one never names ("head of design at Figma")."""
    old_low = old_text.lower()
    return any(name.lower() not in old_low for name in _AT.findall(new_text))


# --- the older holder's post told filled by another, or abolished -----------------------------------------------------

# "The head warden post at Belle Tout was filled by a new hire", "her Greyholm post was filled by someone else", "the
# galley supervisor billet went to someone else", "Owen's paid foreman post was abolished": a post, then what became of
# it. The post's words are read before its noun; whoever filled it after "by" or "to".
_POST_FILLED = re.compile(
    r"(?P<post>(?:[\w'’&-]+\s+){0,6}?)(?:post|position|billet|job|role)\b(?P<where>(?:\s+(?:at|with|in|on)\s+"
    r"(?:the\s+)?[\w'’&-]+(?:\s+[\w'’&-]+){0,2}?)?)\s+(?:was\s+|has\s+been\s+|had\s+been\s+|got\s+|were\s+)?"
    r"(?:(?P<filled>filled|taken|given|went|handed|awarded)\s+(?:over\s+)?(?:by|to)\s+(?P<who>someone\s+else"
    r"|somebody\s+else|another\s+[\w-]+|a\s+new\s+[\w-]+|(?:a|her|his|their)\s+(?:replacement|successor)|an?\s+"
    r"(?:external|outside|internal)\s+[\w-]+|[A-Z][\w'’-]+)"
    r"|(?P<ended>abolished|made\s+redundant|cut|axed|scrapped|eliminated|disestablished))\b")
# Said beside it: a plan, a while, a denial or a past — the older holder may hold the post still.
_NOT_ENDED = re.compile(r"\b(?:will|would|could|might|may|should|plan\w*|propos\w*|going\s+to|to\s+be|if|whether"
                        r"|while|until|till|temporar\w*|interim|acting|cover\w*|maternity|paternity|leave|not|never"
                        r"|n't|back\s+in|used\s+to|(?:19|20)\d\d|also|another\s+(?:post|role|position))\b")
# The older memory tells paid work when it gives no title: "is paid by the Hallam Estate to run …".
_WORK_SAID = re.compile(r"\b(?:employed|paid|retained|contracted|hired|works?|working)\b")
_POST_LIGHT = frozenset("the a an her his their its my our your at with in on of paid unpaid old former".split())


def post_filled(old_text: str, new_text: str) -> str | None:
    """Why the newer text says the older memory's person no longer holds its post: the post (its title's words, or the
    person's own post: "her Greyholm post") told filled by another ("filled by a new hire", "went to someone else") or
    abolished ("Owen's paid foreman post was abolished", "Bronwen's post … was made redundant"), or ``None``.

    Not a change: another post (a word of it the older title lacks), another person's post, a plan, a while, a denial,
    a dated past, the post filled by the older holder."""
    low = new_text.lower()
    if not any(w in low for w in ("post", "position", "billet", "job", "role")) \
            or not any(w in low for w in ("filled", "taken", "given", "went", "handed", "awarded", "abolished",
                                          "redundant", "cut", "axed", "scrapped", "eliminated", "disestablished")):
        return None  # the cheap test first: no post, or nothing became of it
    from core.conflicts.role_swap import titles  # a title's reader, read only once a post is said filled

    body = undated(new_text)
    found = _POST_FILLED.search(body)
    if found is None or _NOT_ENDED.search(body[:found.end()].lower()) is not None:
        return None
    old_low = old_text.lower()
    olds = titles(old_text) or (("", frozenset()),)  # "Bronwen is paid by … to run …": a post with no title
    post_raw = re.split(r"[,;:—–]", found.group("post"))[-1]
    post = [w for w in re.findall(r"[\w'’&-]+", post_raw.lower()) if w not in _POST_LIGHT and w not in W.STOP_WORDS]
    owner = [w.removesuffix("'s").removesuffix("’s") for w in post if w.endswith(("'s", "’s"))]
    post = [w for w in post if not w.endswith(("'s", "’s"))]
    holder = olds[0][0]
    if owner and not all(o in old_low for o in owner):
        return None  # another person's post
    title = olds[0][1]
    said = {stem(w) for w in post}
    possessed = bool(owner) \
        or re.search(r"\b(?:her|his|their|my)\s+(?:[\w'’&-]+\s+){0,3}$", post_raw.lower()) is not None
    if not said and not possessed:
        return None  # "the post": no post of the older holder's said
    if said - title - {stem(w) for w in re.findall(r"[\w'’&-]+", old_low)}:
        return None  # another post: a word the older memory lacks ("safety rep" after "shift manager")
    if not title and not (possessed and _WORK_SAID.search(old_low)):
        return None  # an older memory that gives no post: a title, or paid or employed work
    if not possessed and not said & title:
        return None  # a post that is not the older title
    where = found.group("where").lower()
    if where and not all(w in old_low for w in re.findall(r"[a-z][\w'’&-]+", where) if w not in _POST_LIGHT):
        return None  # the post at another place
    who = (found.group("who") or "").strip()
    if who and who.lower() in old_low:
        return None  # filled by the older holder again
    what = f"filled by {who}" if who else found.group("ended")
    return f"same person's post ({' '.join(sorted(title))}) {what}: {holder or 'the holder'} no longer holds it"
