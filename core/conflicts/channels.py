"""One thing sent through another channel, read from the channel's type, not from the verb that sends it.

"Disk-space warnings are sent to the infra mailing list" and "Disk-space warnings are posted in
#infra-alerts by Alertmanager"; "We page the on-call via PagerDuty" and "We route on-call pages through
Opsgenie"; "Weekly syncs are held in Google Meet" and "Weekly syncs are held in the Zoom room the team
pays for". :func:`.slots.channel_change` reads a delivery from its verb ("sent to", "routed via") and
asks for a change said; writers use any verb ("held", "happens", "goes up on", "lives in") and often no
change word. This reader keys on the *value type* instead: a text's channels are the words that can
only be one — a ``#channel``, a mail address or ``list@``, a chat, video, paging, helpdesk, wiki or
notes product (:data:`.named_values.TOOL_CLASS_OF`), "email", "inbox", "DM", "SMS" — and its *thing*
is the rest of its content words, without verbs, the channel's own nouns and what comes after a reason
("since", "because", "by", "rather than"). Two texts tell one thing through two channels when their
things are the same words (a plural or a verb form aside) and their channels share nothing; the older
channel may be named again in the newer text only refused ("rather than email", "no Slack thread").

Not a change: another thing ("sev3 alerts" beside "sev1 alerts", "monthly" beside "weekly"), the same
channel told another way ("security@acme.io" / "email"), a second channel added ("also", "as well",
"cross-posted", "and"), a channel kept ("still"), one dated occasion, and whatever the statement model
finds hedged, temporary, additive or about the past (the caller checks).

The older channel shut with another named is :mod:`core.conflicts.channel_shut`, the older channel said ended in any
wording :mod:`core.conflicts.channel_ended`, a numbered radio channel told again :mod:`core.conflicts.radio_channels`.
"""

from __future__ import annotations

import re
from functools import lru_cache

from core.conflicts import wording as W
from core.conflicts.calendar_words import MONTHS_BUT_MAY
from core.conflicts.compiled import says
from core.conflicts.ending_words import ENDED_AFTER
from core.conflicts.named_values import MULTIWORD_TOOLS, TOOL_CLASS_OF
from core.conflicts.note_dates import undated

_CHANNEL_CLASSES = frozenset("chat video paging support wiki notes email social forum bounty".split())
# Words whose only sense is a channel of delivery: mail, a direct message, a text, an inbox.
_MAIL = frozenset("email emails e-mail emailed mail mailed mailing inbox inboxes newsletter".split())
_DIRECT = frozenset("dm dms dmed dm'd sms text texts texted".split())
# Nouns that belong to the channel named beside them: "the infra mailing list", "the Zoom room".
_CHANNEL_NOUNS = frozenset("""channel channels list lists thread threads room rooms huddle huddles call calls
    meeting page pages comments comment dm dms message messages workspace space server group bridge
    account alias app push notification notifications digest ml address inbox program programme form instance
    instances portal widget tab broadcast broadcasts""".split())
# Words for talking itself: "Our team *talks* on Discord", "team *chat*", "all *conversation*", "incident *comms*" —
# what goes through a chat channel, whichever word says it; one thing, told by any of them.
_TALK = frozenset("""talk talks talking chat chats chatting comms communication communications conversation
    conversations discussion discussions discuss discusses messaging chatter communicate communicates
    communicating hear hears heard tell tells inform informs informed""".split())
# Words for reaching a person: "prefers to be reached on Telegram" / "asked to be contacted (pinged) on Signal only".
_REACH = frozenset("reach reached contact contacted pinged".split())
_BARE_LIST = re.compile(r"([\w.-]\w)@(?=[\s,.;:)]|$)")
_REASON = frozenset("since because as by after rather instead so until unless when whenever from per".split())
_ADDED = re.compile(W.ALONGSIDE_PATTERN)
# "too" as a degree ("ch 6 too noisy"), not an addition ("on Signal too").
_TOO_DEGREE = re.compile(r"\btoo\s+(?!now\b|these\b|since\b|from\b|for\b)[a-z]{3,}")
# A Matrix room's address ("#cutroom:example.org") is one channel, the first alternative.
_TOKEN = re.compile(r"#\w[\w.-]*:\w[\w.-]*\w|[#@]?[\w][\w'’.+/@-]*[\w+]|[#@]?\w|[;,:=()—–.!?→]|->")
_LIGHT = W.LIGHT_WORDS | frozenset(
    """i'm we're i've we've the a an all any every now these days nowadays only just user user's users team team's
    our their my instead anymore going forward from on via through over into onto in to at up out get
    gets got goes go went held hold holds happen happens happened live lives lived sit sits sat run runs ran
    land lands landing landed come comes route routes send sends sent post posts page
    said says say mentioned asked wants want new old everyone everybody prefer prefers preferred""".split())
_BREAKS = frozenset(";()—–.!?")
# Verbs of sending that are also a channel's noun: "warnings broadcast on VHF 16" sends, "a broadcast list" is where.
_SENDING = frozenset("broadcast broadcasts broadcasting relay relays relayed relaying".split())
# Where a channel stands as the place a thing goes: after one of these ("to #ops", "via PagerDuty",
# "alerts → #sre", "chat: slack") — not as a subject ("Our Slack has 65 members").
_LEADS = frozenset("to via through over in on into onto by using → -> : = and or".split())
# Where a thing is published: a blog, a feed, a repository's releases page.
_PUBLISHED = frozenset("blog rss github-releases".split())
_ARTICLES = frozenset("a an the our their my".split())
_NEGATED = frozenset({"not", "no", "never", "rather", "instead", "nothing"})
# Said of a channel after it, in its own clause: the channel is gone ("announce@ list closed", "the Slack
# channel's archived", "Figma comments are ignored", "the email thread is dead"): the single words of ending, and a
# channel left unread; never "over", which leads to a channel ("over Slack").
_GONE_AFTER = frozenset(w for w in ENDED_AFTER if " " not in w and w != "over") | frozenset(
    "ignored deprecated unmonitored quiet".split())
_SCOPED = frozenset(w[:5] for w in W.SCOPE_WORDS | W.RELATION_WORDS) | frozenset(
    "inter exter stagi produ perso priva publi teamm colle manag partn".split())


_MULTIWORD_AT: dict[str, list[tuple[tuple[str, ...], str]]] = {}
for _words, _joined in MULTIWORD_TOOLS.items():
    _MULTIWORD_AT.setdefault(_words[0], []).append((_words, _joined))
# Every word that can name a channel, and the shapes of one (a #channel, a mail address): the cheap test.
_CHANNEL_CUE = re.compile(r"#\w|\w@|\b(?:" + "|".join(sorted(
    {re.escape(w) for w, c in TOOL_CLASS_OF.items() if c in _CHANNEL_CLASSES} | {re.escape(w) for w in _MAIL | _DIRECT}
    | {re.escape(w[0]) for w in MULTIWORD_TOOLS} | _PUBLISHED, key=len, reverse=True)) + r")\b"
    # a name before a channel's own noun told only by it ("Figma comments", "the Linear inbox"): :func:`_named_venues`
    r"|\b(?:inbox|comment|thread)s?\b"
    r"|\b(?:radio|vhf|uhf|cb|ch|chan)\b")  # a numbered radio channel: :func:`_radio_channel`


def _channel(low: str, nxt: str) -> str | None:
    """The channel a word names (normalised), or ``None``."""
    word = low.strip("'’.,")
    if word.startswith("#") and len(word) > 2:
        return word
    if "@" in word and not word.startswith("@"):
        return "email"  # "security@acme.io", "eng-leads@": a mail address is the mail channel
    if word in _MAIL or (word == "mailing" and nxt == "list"):
        return "email"
    if word in _DIRECT:
        return "dm" if word.startswith("dm") else "sms"
    if TOOL_CLASS_OF.get(word) in _CHANNEL_CLASSES:
        return word
    if word in _PUBLISHED:
        return word
    return None


# A radio's own words: a numbered channel after one of them is where a call goes ("VHF channel 16", "radio ch 7").
_RADIO = frozenset("radio vhf uhf cb".split())
_CHANNEL_WORDS = frozenset("channel ch chan".split())


def _radio_channel(tokens: list[str], k: int) -> tuple[str, int] | None:
    """The numbered radio channel a run of words from ``k`` names ("radio channel 4", "VHF 72", "ch 7" where the
    text names a radio or "ch" opens the run) and where the run ends, or ``None``: "ch16" for every way of writing
    channel 16, so the number is compared, not the words around it."""
    tok = tokens[k]
    end = k + 1
    if tok in _RADIO and end < len(tokens) and tokens[end] in _CHANNEL_WORDS:
        end += 1  # "VHF channel 16": the radio word, its noun, the number
    elif tok not in _RADIO and tok not in ("ch", "chan") and not (
            tok == "channel" and k and tokens[k - 1] in _RADIO):
        return None  # "channel 4" alone may be a television channel or a count
    if end >= len(tokens) or not tokens[end].isdigit() or len(tokens[end]) > 3:
        return None
    return "ch" + tokens[end].lstrip("0"), end + 1


def _bare(word: str) -> str:
    word = word.strip("'’.")
    return word[:-2] if word.endswith(("'s", "’s")) else word


@lru_cache(maxsize=8192)
def channel_reading(text: str) -> tuple[frozenset[str], frozenset[str], frozenset[str], frozenset[str]]:
    """The channels a text names (held, refused), the thing it sends and its verbs other than sending, as
    five-letter stems (cached)."""
    body = _BARE_LIST.sub(r"\1@list", undated(text))  # "the infra-announce@ list": a mail address
    raw = _TOKEN.findall(body)
    tokens = [t.lower() for t in raw]
    for k in range(len(tokens)):
        for words, joined in _MULTIWORD_AT.get(tokens[k], ()):
            if tuple(tokens[k:k + len(words)]) == words:
                tokens[k:k + len(words)] = [joined] + [""] * (len(words) - 1)
    capital = [r[:1].isupper() for r, t in zip(raw, tokens) if t]
    tokens = [t for t in tokens if t]
    venues = _named_venues(tokens, capital)
    held: set[str] = set()
    refused: set[str] = set()
    thing: set[str] = set()
    verbs: set[str] = set()
    in_reason = False
    after_channel = False
    clause_held: list[str] = []  # the channels held in this clause, in case the clause then says they went
    # The thing and verbs of each sentence part (";", "—", brackets): only the parts that hold a channel say
    # what goes through it ("sharing weekly updates on Bluesky only; I deleted my X account").
    side_thing: set[str] = set()
    side_verbs: set[str] = set()
    part_thing: set[str] = set()
    part_verbs: set[str] = set()
    part_held = False
    # The words since the last lead ("to a *pinned* Slack channel", "on *dedicated* Zoom bridges"): when a channel
    # follows, they were its modifiers, not the thing sent.
    since_lead: list[tuple[set[str], str]] = []
    skip_to = -1
    for k, tok in enumerate([*tokens, ";"]):
        if k < skip_to:
            continue
        if tok in _BREAKS or tok in _LEADS or tok in _ARTICLES:
            since_lead = []
        if tok in _BREAKS:
            keeps = part_held and bool(held)
            (thing if keeps else side_thing).update(part_thing)
            (verbs if keeps else side_verbs).update(part_verbs)
            part_thing, part_verbs, part_held = set(), set(), False
        if tok in _BREAKS or tok in ("→", "->", ":", "="):
            in_reason = False
            clause_held = []
            continue
        if tok in (",", "+", "&"):
            clause_held = []
        if tok == "," and part_held:
            # "standups on Teams, org-wide mandate": what follows the channel's part says why, not what
            (thing if held else side_thing).update(part_thing)
            (verbs if held else side_verbs).update(part_verbs)
            part_thing, part_verbs, part_held = set(), set(), False
        if clause_held and not in_reason and (tok in _GONE_AFTER or (tok == "longer" and tokens[k - 1] == "no")):
            # "dev@ ML retired", "the Slack channel's archived", "security@ address is no longer monitored"
            for gone in clause_held:
                if gone not in refused:
                    held.discard(gone)
                    refused.add(gone)
            clause_held = []
            continue
        nxt = tokens[k + 1] if k + 1 < len(tokens) else ""
        if after_channel and (_bare(tok).rstrip("s") in _CHANNEL_NOUNS or _bare(tok) in _CHANNEL_NOUNS
                              or _bare(tok) in _TALK):
            continue  # "Slack DMs", "the Zoom room", "Zoom bridges", "the Intercom chat widget": the channel just named
        found = _channel(_bare(tok), nxt)
        if found is None and (numbered := _radio_channel(tokens, k)) is not None:
            found, skip_to = numbered  # "VHF channel 16", "radio ch 7", "VHF 72": a numbered radio channel
        if found is None and k in venues:
            found, skip_to = venues[k]  # "the Google Group", "a Canny board": a name before a channel's noun
        back = tokens[max(0, k - 3):k]
        denied = any(w in _NEGATED or w.endswith("n't") for w in back) or _left_channel(back)
        if found in ("email", "dm", "sms") and _names_a_thing(tokens, k, back):
            found = None  # "email queue max retries", "SMS templates": the kind of thing, not where it goes
        if found is not None and (found in ("email", "dm", "sms") or denied or _told_as(back) or (
                after_channel and found.startswith("#") and back and _bare(back[-1]).rstrip("s") in _CHANNEL_NOUNS)
                or any(  # "the Matrix room #cutroom": one channel, named after its noun
                w in _LEADS or w in W.DELIVERY_VERBS for w in back[-2:])
                or (len(back) == 3 and (back[0] in _LEADS or back[0] in W.DELIVERY_VERBS)
                    and back[1] in _ARTICLES)):  # "to a shared Slack", "get a fresh Teams call"
            (refused if denied else held).add(found)  # "…, not Slack": the channel refused
            if not denied:
                clause_held.append(found)
                part_held = True
                for where, added in since_lead:
                    if where is part_verbs:
                        where.discard(added)  # "on dedicated Zoom bridges", "to a pinned Slack channel"
            since_lead = []
            after_channel = True
            continue
        opens = [w for w in back if w not in _ARTICLES][-1:]
        if found is not None and (not opens or opens[0] in _BREAKS or opens[0] in (",", ":")):
            clause_held.append(found)  # "…; the Discord channel went quiet": a channel opening its clause, said gone
        word = _bare(tok)
        if word in _SENDING:
            continue  # "warnings broadcast on VHF 16": how the thing goes, not what goes
        if word in _CHANNEL_NOUNS and (after_channel or word in ("list", "channel", "channels")):
            continue  # "the Zoom room", "a Slack DM", "the infra mailing list", "the changelog channel"
        if word in _NEGATED:
            continue
        after_channel = False
        if tok in _REASON:
            in_reason = True
        if in_reason or tok == "," or word in _LIGHT or not word or word.isdigit() or word in W.TIME_WORDS \
                or word == "last" or _MANNER.search(word) or (word in MONTHS_BUT_MAY and k and tokens[k - 1] == "in"):
            continue  # "… last month", "these days": when, not what; "finally", "officially": how
        if word in _TALK:
            part_thing.add("~talk")
            continue
        if word in _REACH and not (nxt in _ARTICLES or nxt in ("them", "him", "her", "me", "us", "everyone")):
            part_thing.add("~reach")  # "to be reached", "pinged on Signal"; "pinged the team" reaches someone else
            continue
        if word in W.DELIVERY_VERBS or word in _SENDING or (word.endswith(("ed", "ing")) and len(word) > 5):
            if word not in W.DELIVERY_VERBS:
                if word[:5] not in part_verbs:
                    since_lead.append((part_verbs, word[:5]))
                part_verbs.add(word[:5])
            continue  # a verb, not the thing: "routed", "posting"
        if word.rstrip("s")[:5] not in part_thing:
            since_lead.append((part_thing, word.rstrip("s")[:5]))
        part_thing.add(word.rstrip("s")[:5])
    if not thing and not verbs:
        thing, verbs = side_thing, side_verbs
    return frozenset(held), frozenset(refused), frozenset(thing), frozenset(verbs)


def _left_channel(back: list[str]) -> bool:
    """ "… after they opted out of text messages", "unsubscribed from the newsletter": the words before a channel say
    the holder left it — refused, as "not" says ("opted in to" is no leaving)."""
    words = [w for w in back if w not in _ARTICLES]
    return words[-3:] in (["opted", "out", "of"], ["opting", "out", "of"]) or words[-2:] in (
        ["unsubscribed", "from"], ["unsubscribing", "from"])


def _told_as(back: list[str]) -> bool:
    """Whether the words before a channel give it as what talk or a channel's noun is ("My study group's chat is a
    Discord server", "the team's channel is Zulip"): a copula after such a word is where the thing goes."""
    if back and back[-1] in _ARTICLES:
        back = back[:-1]
    return len(back) >= 2 and back[-1] in ("is", "are") and (
        _bare(back[-2]) in _TALK or _bare(back[-2]).rstrip("s") in _CHANNEL_NOUNS)


def _names_a_thing(tokens: list[str], k: int, back: list[str]) -> bool:
    """Whether the bare "email" / "SMS" / "DM" at ``k`` opens its clause with no lead word and stands before a noun
    of another thing ("email queue max retries: 5", "SMS queue …"): a modifier naming which thing, as "Flagsmith
    pricing" names a price, not a channel something goes through."""
    nxt = tokens[k + 1] if k + 1 < len(tokens) else ""
    if not nxt[:1].isalpha() or _bare(nxt).rstrip("s") in _CHANNEL_NOUNS or _bare(nxt) in _CHANNEL_NOUNS:
        return False
    if nxt in _LEADS or nxt in _ARTICLES or nxt in _LIGHT or nxt in W.DELIVERY_VERBS or _bare(nxt) in _TALK \
            or nxt == "off" or nxt in _GONE_AFTER:
        return False  # "SMS off", "SMS retired": the channel said gone, not a kind of thing
    return not back or back[-1] in _BREAKS or back[-1] in ("—", "–", "-", ":")


# Adverbs of manner or certainty ("finally", "officially", "recently"), never the thing ("daily" is a when).
_MANNER = re.compile(r"^\w{3,}(?:ally|ully|tely|ntly|stly)$")
# A channel's noun after a name: "the Google Group", "a Canny board", "the Jira Service Desk portal".
_VENUES = frozenset("""portal board forum server group workspace instance widget room space bridge inbox comment thread
    app form""".split())


def _named_venues(tokens: list[str], capital: list[bool]) -> dict[int, tuple[str, int]]:
    """The names (one to three capitalised words) that stand before a channel's noun: at the first word's place,
    the name (joined) and where the noun stands."""
    found: dict[int, tuple[str, int]] = {}
    for end, tok in enumerate(tokens):
        if _bare(tok).rstrip("s") not in _VENUES or end == 0:
            continue
        start = end
        while start > 0 and end - start < 3 and capital[start - 1] and tokens[start - 1][:1].isalpha() \
                and tokens[start - 1] not in _LIGHT and tokens[start - 1] not in _ARTICLES:
            start -= 1
        if start < end:
            found[start] = ("-".join(tokens[start:end]), end)
    return found


# The nouns of delivering as five-letter stems ("coordination", "routing", "delivery", "handling"): they say how a
# thing goes, not what goes — unlike the nouns of what is sent ("announcements", "posts", "shares").
_DELIVERY_STEMS = frozenset("coord routi deliv handl hosti forwa follo reach".split())
# Words a newer channel's clause holds beside the thing that never name it: an auxiliary ("have been moved onto …"), who
# said so ("the user reports …"), the older channel left ("off Signal", "left Slack altogether", "unfollowed"), a
# channel's own noun ("a Zulip stream").
_RADIO_GEAR = frozenset("vhf uhf radio handh walki".split())
_LEFT_WORDS = frozenset("off left altog unfol".split())
_NOT_THE_THING = frozenset("have has had been repor says said menti noted off left altog unfol strea".split())
# The words that only say what a product of one class carries: a pager's pages and alerts, a chat's talk.
_CLASS_THINGS = {
    "paging": frozenset("pager page paged pagin alert phone notif oncal on-ca".split()),
    "chat": frozenset("~talk async sync".split()),
    "video": frozenset("~talk call meeti".split()),
}


def _one_product_class(old_held: frozenset[str], new_held: frozenset[str]) -> str:
    """The class both texts' only channels share, when each is one product of a class in :data:`_CLASS_THINGS`
    ("opsgenie" / "pagerduty": paging), else ``""``."""
    if len(old_held) != 1 or len(new_held) != 1:
        return ""
    (was,), (now,) = old_held, new_held
    kind = TOOL_CLASS_OF.get(was, "")
    return kind if kind in _CLASS_THINGS and TOOL_CLASS_OF.get(now) == kind else ""


def typed_channel_change(old_text: str, new_text: str) -> str | None:
    """Why ``new_text`` sends the thing ``old_text`` sends through another channel, or ``None``."""
    low_new = new_text.lower()
    if not says(_CHANNEL_CUE, low_new) or not says(_CHANNEL_CUE, old_text.lower()):
        return None  # the cheap test first: a text that names no channel of any type
    if _ADDED.search(_TOO_DEGREE.sub(" ", low_new)):
        return None
    old_held, _, old_thing, old_verbs = channel_reading(old_text)
    if not old_held:
        return None
    new_held, new_refused, new_thing, new_verbs = channel_reading(new_text)
    if not new_held or old_held & new_held or old_verbs ^ new_verbs:
        return None  # no channel, one kept, or another thing done ("collected" / "summarised and shared")
    if new_held <= held_until(new_text):
        return None  # "Design reviews were handled over email until the team joined Slack": a history that ended
    product = _one_product_class(old_held, new_held)
    if not old_thing and product:
        # "I get paged through Opsgenie" / "My pager alerts come through PagerDuty": a product named alone says by
        # its class what goes through it (pages, talk, calls); the newer thing may only be told in its class's words.
        if new_thing - _CLASS_THINGS[product]:
            return None
        return f"same delivery ({product}), {' '.join(sorted(old_held))} → {' '.join(sorted(new_held))}"
    if not old_thing:
        # "We coordinate in #backend on Slack": a #channel's name says what goes through it
        old_thing = frozenset(c.lstrip("#").split("-")[0].rstrip("s")[:5] for c in old_held if c.startswith("#"))
    # Talking itself may go unsaid in one of them: "Our team talks on Discord" / "We all migrated to Zulip"; a
    # delivery told as a noun ("incident *coordination* happens in …") is the verb of the other, not a thing.
    # Reaching someone is how a thing goes, as talking is: "contacted through the inbox" / "moved onto Intercom".
    named: set[str] = set()
    if new_thing & _LEFT_WORDS:
        named |= {c[:5] for c in old_held}  # "moved … off Signal", "left Slack altogether": the channel left
    if all(re.fullmatch(r"ch\d+", c) for c in old_held | new_held):
        named |= _RADIO_GEAR  # "VHF radio channel 6" / "handhelds on ch 11": the radios, not what goes over them
    old_thing, new_thing = old_thing - named, new_thing - named - (_NOT_THE_THING - old_thing)
    extra = (old_thing ^ new_thing) - {"~talk", "~reach"} - _DELIVERY_STEMS
    # The older channel said gone beside the new one ("…; the Discord channel went quiet") tells the move itself:
    # one word told otherwise on either side is the thing in other words.
    shared_needed = 1 if old_held & new_refused else 2
    if not old_thing or (extra and not (len(extra) == 1 and len(old_thing & new_thing) >= shared_needed)):
        return None  # another thing: "sev3 alerts" beside "sev1 alerts"
    if any(w in _SCOPED for w in extra):
        return None  # "alerts (staging)", "my teammate gets": a scope or another holder
    was, now = " ".join(sorted(old_held)), " ".join(sorted(new_held))
    shared = " ".join(sorted(w.lstrip("~") for w in old_thing & new_thing)) or "talk"
    return f"same delivery ({shared}), {was} → {now}"


# A clause told in the past tense whose channel held "until" something: "were handled over email until the team
# joined Slack", "were emailed to help@ until Zendesk was set up". A verb of change after the copula ("were moved to
# Meet until further notice") tells the change itself.
_WAS_UNTIL = re.compile(r"\b(?:was|were|had\s+been)\s+(?!moved|switched|changed|shifted|migrated|relocated|redirected"
                        r"|rerouted|re-routed)(?:\w+\s+)?\w+\b(.*?)\buntil\b(?!\s+further\b)")


@lru_cache(maxsize=8192)
def held_until(text: str) -> frozenset[str]:
    """The channels ``text`` says were used in the past until something happened (cached): a history that ended, not
    where the thing goes now."""
    low = undated(text).lower()
    if "until" not in low:
        return frozenset()  # the cheap test first
    found: set[str] = set()
    for part in re.split(r"[;.!?—–]\s|[;—–]", low):
        past = _WAS_UNTIL.search(part)
        if past is not None:
            found |= channel_reading(part[past.start():past.start(1) + len(past.group(1))])[0]
    return frozenset(found)
