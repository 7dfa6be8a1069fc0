"""One thing reached at another mail address: "on-call escalation email: ops-page@harbor.net" / "escalations go to
pager@harbor.net; ops-page alias deleted"; "My personal email is dana.r@fastmail.com" / "Reach me at
danarourke@proton.me — that's the inbox I actually read".

A mail address is a typed value: a thing has one address it is reached at, so the same thing told with another
address is the older one replaced, whatever verb sends mail there. The statement model cuts an address at its "@"
(a name and a handle), so this reader takes addresses whole. The thing is a text's content words without the
mail's own nouns ("email", "inbox", "alias"), the verbs of sending and what a reason clause says; the newer thing
must hold no word the older one lacks, and share one with it — or both speak only of the writer or the user
("Reach me at …").

Not a change: another thing ("billing@" beside "the support inbox"), another scope ("my work email" / "my personal
email"), the older address still named (unless said gone: "ops-page alias deleted"), two addresses in either text,
an address added ("also", "as well"), and whatever the statement model finds hedged, temporary, additive or about
the past (the caller checks).
"""

from __future__ import annotations

import re

from core.conflicts import wording as W
from core.conflicts.compiled import compiled
from core.conflicts.ending_words import ENDED_AFTER, ENDED_BEFORE, alternation, phrases
from core.conflicts.note_dates import undated
from core.conflicts.value_shapes import MAIL_ADDRESS
from core.text.tokens import stem

_ADDRESS = re.compile(r"(?<![\w.+-])" + MAIL_ADDRESS)
_MAIL_NOUNS = frozenset("""email emails e-mail mail mailbox inbox address addresses alias aliases contact reach reached
    me write writes written protonmail gmail outlook account accounts""".split())
# The same words in any form ("reaches", "senders"), with the address's own role ("sender", "from-address"), and
# the words of when ("these days").
_MAIL_STEMS = frozenset(stem(w) for w in _MAIL_NOUNS | {"sender", "senders"}) | W.stem_set(" ".join(W.TIME_WORDS))
_ADDED = re.compile(W.ALONGSIDE_PATTERN)
# The older address said gone beside the newer one: the words of ending, and an address's own ("bounces", "no
# longer", "unmonitored"); not "over", which leads to an address ("moved over to").
_GONE = re.compile(r"\b(?:" + alternation([w for w in ENDED_AFTER + ENDED_BEFORE if w != "over"] + list(phrases(
    "bounces | bouncing | no longer | unmonitored | ditching"))) + r")\b")
# Words that only tell an address is given ("gave a fresh on-call contact", "the … address bounces"), as stemmed.
_TELLING = frozenset(stem(w).rstrip("s")[:5] for w in "fresh gave give gives given shared bounces bounce".split())
# Where what is told of the thing ends: a reason ("since", "because"), or after the address where and how it is used
# ("… instead", "… across all CGI footers").
# "rather than the personal mailbox": what the newer address replaced, not what it is for.
_REASON = re.compile(r"\b(?:since|because|as|after|so|instead(?! of)|across|rather than)\b")
# A reason told before the thing, closed by its comma: "Ever since the mailbox merge, my invoices …".
_FRONTED_REASON = re.compile(r"\s*(?:ever\s+)?(?:since|after|because)\b[^,]{0,60},")
# A clause of what follows, its own thing: "…, so the schedule goes to …", "…, and forms now go to …".
_SO_CLAUSE = re.compile(r",\s*(?:so|and)\s+|\s+so\s+(?=the\b|my\b|our\b|all\b)")
# Verbs of where a thing belongs, beside the delivery verbs: "referrals belong in intake@…".
_PLACING = frozenset("belong belongs use used".split())
# Who tells it: "The user says …", "was told …".
_REPORTING = frozenset("say says said tell tells told mention mentions mentioned note notes noted".split())
_WORD = re.compile(r"[a-z][a-z'-]*")
_SELF = frozenset("i me my i'm i've user user's his her their he she they".split())


def _thing(text: str, at_address: bool = False) -> tuple[frozenset[str], bool]:
    """A text's thing words (five-letter stems) and whether it speaks of the writer or the user: those of its first
    clause, or with ``at_address`` of the clause its address is told in ("the reports@boxoffice address bounces; box
    office reports go to finance-tickets@…")."""
    body = undated(text).lower()
    parts = re.split(r"[;—–]|\s-\s", body)
    first = next((p for p in parts if p.strip()), body)
    if at_address:  # "rota@ bounces since the migration, so the schedule goes to …": the clause "so" opens
        parts = [q for p in parts for q in _SO_CLAUSE.split(p)]
    held = next((p for p in parts if _ADDRESS.search(p)), first) if at_address else first
    held, body = _ADDRESS.sub(" ", held), _ADDRESS.sub(" ", body)
    fronted = _FRONTED_REASON.match(held)
    if fronted is not None:
        held = held[fronted.end():]  # "Ever since the mailbox merge, my invoices go out from …": why, then the thing
    cut = _REASON.search(held)
    said = held[:cut.start()] if cut else held
    # "I've", "we'll": the writer with a verb's short form, never a word of the thing
    words = [w for w in _WORD.findall(said) if re.split(r"['’]", w)[0] not in _SELF]
    words += [part for w in words if "-" in w for part in w.split("-") if len(part) > 2]  # "shift-swap": "swap"
    self_told = any(w in _SELF for w in _WORD.findall(body))
    thing = frozenset(stem(w).rstrip("s")[:5] for w in words
                      if w not in W.LIGHT_WORDS and w not in _MAIL_NOUNS and w not in W.DELIVERY_VERBS
                      and w not in _PLACING and w not in _REPORTING
                      and not (len(w) > 5 and w.endswith(("ed", "ing"))) and w not in W.TIME_WORDS
                      # "reaches me", "these days", "handed back": an inflected mail verb, when, a change's particle
                      and stem(w) not in _MAIL_STEMS and stem(w) not in W.CHANGE_WORDS
                      and w not in ("new", "old", "now", "everything", "all", "actually", "only", "asked", "out",
                                    "through", "via"))
    return thing, self_told


def _first_holds(text: str, address: str) -> bool:
    """Whether the first clause :func:`_thing` reads of ``text`` is the one ``address`` is told in."""
    parts = re.split(r"[;—–]|\s-\s", undated(text).lower())
    first = next((p for p in parts if p.strip()), "")
    return address in first


def _pieces(local: str, domain: str) -> frozenset[str]:
    """An address's own words as :func:`_thing` stems them: its local part's and its domain's but the last
    ("j.rivera@fastmail.com": j, rivera, fastmail) — named in the newer text, they speak of the older address."""
    words = re.split(r"[._+-]", local) + domain.split(".")[:-1]
    return frozenset(stem(w).rstrip("s")[:5] for w in words if len(w) > 1)


def _in_local(words: frozenset[str], local: str) -> frozenset[str]:
    """The words (stems) that are pieces of an address's local part written as one ("the night lead address" for
    "nightlead@"): the older address named, not a thing."""
    return frozenset(w for w in words if len(w) >= 4 and w in local)


# The older mailbox stopped in a clause of its own ("I stopped checking the hello@ inbox; couples should write to …",
# "told me to stop using the filings inbox, so transcripts go to …"): the words that stop a mailbox.
_STOPPED = re.compile(r"\b(?:stop(?:ped|s)?|quit|shut|clos(?:e|ed|ing)|retir(?:e|ed|ing)|dropp?(?:ed)?|killed|"
                      r"abandon(?:ed)?|gave up|no longer|bounc(?:e|es|ed|ing)|deactivated|disabled|deleted)\b")
# A mail noun in the stopping clause: the older address named by a piece of it ("the loomandlark inbox is closed",
# "the patchmail one bounces", "stop emailing the listings address") is a mailbox, not a word of something else.
# Words that ask for mail, not a thing it is for: "The user asks that tower mail reach them at …", "please write to".
_ASKING = frozenset(stem(w).rstrip("s")[:5] for w in "ask asks please kindly".split())
_MAILBOX_NOUN = re.compile(r"\b(?:inbox|mailbox|address|e-?mail|account|alias|domain|one)\b")
# A stop that is a while, a part or a plan, not the mailbox's end: "on weekends", "until May", "thinking of"
# (told of the stop or of the newer address: "write to … until September").
_STOP_BOUNDED = re.compile(r"\b(?:weekends?|until|till|while|during|over the|break|holidays?|leave|vacation|"
                           r"for (?:the|a|two|a few) \w+|temporar\w*|"
                           r"might|may|will|going to|plan\w*|think\w*|consider\w*|soon|next|if|unless|once)\b")


def _own_pieces(was: str, now: str) -> list[str]:
    """The pieces of the older address ("listings.ashcombe@justice.gov", "june@patchmail.org") the newer one lacks,
    of four letters or more: its local part's ("listings") and its domain's but the last ("patchmail"). A piece
    both share ("ashcombe", "cerafina" in "cerafina.eu" and "cerafina-group.com") names neither."""
    (was_local, _, was_domain), (now_local, _, now_domain) = was.partition("@"), now.partition("@")
    shared = set(re.split(r"[._+-]", now_local)) | set(now_domain.split("."))
    pieces = re.split(r"[._+-]", was_local) + was_domain.split(".")[:-1]
    return [p for p in pieces if len(p) >= 4 and p.isalpha() and p not in shared and p != was_local]


def _older_stopped(old_text: str, low_new: str, was_local: str, now: str, was: str = "") -> bool:
    """Whether the newer text stops the older mailbox, named by its local part ("the orders@ mailbox", "the filings
    inbox") or by a piece of its address beside a mail noun ("the loomandlark inbox is closed", "the patchmail one
    bounces"), in a clause of its own, and gives the one newer address in another: the older address replaced,
    whatever the senders are called. Not a stop for a while, a part or a plan."""
    if len(was_local) < 3:
        return False
    clauses = [q for p in re.split(r"[;—–]|\s-\s", undated(low_new)) for q in _SO_CLAUSE.split(p) if q.strip()]
    named = compiled(r"(?<![\w.+-])" + re.escape(was_local) + r"(?![\w+-])(?!@\w)")
    pieces = [compiled(r"(?<![\w.+-])" + re.escape(p) + r"(?![\w+-])(?!@\w)") for p in _own_pieces(was, now)]
    stops = [c for c in clauses if now not in c and _STOPPED.search(c) and (
        named.search(c) or (_MAILBOX_NOUN.search(c) and any(p.search(c) for p in pieces)))]
    if len(stops) != 1 or _STOP_BOUNDED.search(low_new) or not any(now in c for c in clauses if c is not stops[0]):
        return False
    # The newer address given to a thing of its own, two words or more the older thing shares none of ("the
    # reports@ address bounces; donor letters go to …"): another thing's address, beside the stop
    told, _ = _thing(low_new, at_address=True)
    told -= _ASKING
    return not (len(told) >= 2 and not told & _thing(old_text)[0])


def mail_change(old_text: str, new_text: str) -> str | None:
    """Why ``new_text`` reaches the thing ``old_text`` gives a mail address at another one, or ``None``."""
    if "@" not in new_text or "@" not in old_text:
        return None  # the cheap test first
    olds, news = _ADDRESS.findall(old_text.lower()), _ADDRESS.findall(new_text.lower())
    if len(olds) != 1 or len(news) != 1 or olds == news or _ADDED.search(new_text.lower()):
        return None
    (was_local, was_domain), (now_local, now_domain) = olds[0], news[0]
    was, now = f"{was_local}@{was_domain}", f"{now_local}@{now_domain}"
    low_new = new_text.lower()
    if _older_stopped(old_text, low_new, was_local, now, was):
        return f"same mail address, {was} said stopped → {now}"
    old_thing, old_self = _thing(old_text)
    if compiled(r"(?<![\w.+-])" + re.escape(was_local) + r"(?![\w+-])").search(_ADDRESS.sub(" ", low_new)) \
            and _GONE.search(low_new) is None and stem(was_local).rstrip("s")[:5] not in old_thing:
        return None  # the older address still named ("orders@" beside "my stock orders" is the thing's own word)
    for at_address in (False, True):
        new_thing, new_self = _thing(new_text, at_address)
        # "I closed my Fastmail account": the older address, not a thing — unless the older thing has the word too
        # and the clause read is the one the newer address is told in ("referrals belong in intake@…"; not "the
        # reports@boxoffice address bounces; donor letters go to …")
        pieces = _pieces(was_local, was_domain)
        new_thing -= pieces - old_thing if at_address or _first_holds(new_text, now) else pieces
        new_thing -= _in_local(new_thing - old_thing, was_local.replace(".", ""))
        if new_thing - _TELLING:
            new_thing -= _TELLING  # "gave a fresh on-call contact": how it was told, beside the thing it is for
        if new_thing - old_thing:
            continue  # another thing, or a scope the older memory lacks
        if (old_thing - new_thing) & {w[:5] for w in W.SCOPE_WORDS} and not (old_self and new_self):
            continue
        if not (old_thing & new_thing) and not (old_self and new_self and not new_thing):
            continue
        shared = " ".join(sorted(old_thing & new_thing)) or "the writer's address"
        return f"same mail address ({shared}), {was} → {now}"
    return None


def another_mailbox(value: str, old_text: str, new_text: str) -> bool:
    """Whether ``value``, a mail domain the statement model cut from an address ("@quarry.io"), belongs in the newer
    text only to addresses the older text never gives ("billing@quarry.io" against "dana@quarry.io"): another mailbox
    at the same domain, so the newer text telling it as a previous value ("I forward invoices from
    billing@quarry.io …") says nothing of the older address. The whole address is the value, not its domain."""
    if not value.startswith("@") or "." not in value:
        return False  # the cheap test first: only a domain cut from an address
    domain = value[1:].lower()
    olds = {local for local, at in _ADDRESS.findall(old_text.lower()) if at == domain}
    news = {local for local, at in _ADDRESS.findall(new_text.lower()) if at == domain}
    return bool(olds) and bool(news) and not olds & news
