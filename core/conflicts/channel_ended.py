"""The older channel said ended, in any wording: :func:`older_channel_ended`.

"The #ops-alerts channel was muted", "the fax line was discontinued": the newer text says of the older text's channel
(its words, or a venue it names) that it ended, not for a while and not beside it kept; the wording of an ending is
:mod:`core.conflicts.ending_words`', the channels' nouns :mod:`core.conflicts.channels`'.
"""

from __future__ import annotations

import re

from core.conflicts.calendar_words import CALENDAR_WORDS
from core.conflicts.channel_shut import _PARTS
from core.conflicts.channels import _CHANNEL_NOUNS, channel_reading
from core.conflicts.compiled import says
from core.conflicts.note_dates import undated

# Said of a channel in its own clause: muted, silenced, turned off, discontinued, archived, renamed, shut, locked …
_ENDED_CHANNEL = re.compile(r"\b(?:mut(?:ed|es|ing)|silenc\w+|turned off|switched off|(?<!sign )off\b|discontinu\w+"
                            r"|archiv\w+|renamed|shut(?:tered)?\b|shut down|locked|no longer|cancell?ed"
                            r"|disabled|unplugged|stopped|ended|banned|opted out|replac\w+|retired|dropped|ignored"
                            r"|lapsed|abandoned|deleted|closed|decommissioned"
                            # the channel pulled, torn out, barred, quit or refused: "pulled out of WhatsApp", "Hospify
                            # access revoked", "the PA was dismantled", "emailed approvals aren't accepted anymore"
                            r"|pulled (?:from|out of|off)|(?:access )?revoked|dismantled|barred|tore out|torn out|quit"
                            r"|unsubscribed"
                            r"|scrapped|removed|(?:not|n't|no longer) (?:honou?red|accepted|answered)|unanswered)\b")
# Delivery words an older text may send a thing by without a product's name: "by pager", "over the workshop phone".
_DELIVERY = frozenset("pager pagers paging phone phones post postal radio portal fax letter letters landline "
                      "subreddit".split())
# A while, a stand-in, the channel kept: the thing is back on the older channel later, or never left it.
_WHILE = re.compile(r"\b(?:today|tonight|this week|for now|temporar\w*|while|until|till|still|also|as well|for the"
                    r" (?:weekend|holidays?|break)|except|limited|check(?:s|ed)? (?:it|them)|reads? (?:it|them))\b")
# Words a clause that ends a channel may hold beside the channel and the thing: what was sent and how.
_ENDING_NOUNS = frozenset(w[:5] for w in _CHANNEL_NOUNS | frozenset(
    """distribution delivery alert alerts notification notifications notice notices intake line bot bots ping pings
    reminder reminders announcement announcements the those these my our their its them for to from in on over by
    via of was were been is are has have had got get it that this entirely altogether completely last now i we
    user user's users the user said says posted accepted tracked answered handled taken received sent coming arriving
    landing used shared done made""".split()))
# Words a clause that ends a channel may hold beside it and never a thing's: the writer, "for good", the channel's
# own hardware or page ("the SMS gateway was decommissioned", "Etsy shop closed", "off radio ch.4").
_ENDING_ASIDE = frozenset(w[:5] for w in "i've i'm we've we're good gateway account system feed shop ch out".split())


def _channel_words(channel: str) -> frozenset[str]:
    """The words a channel goes by in another text: "#kiosk-ops"; "email" also "emails", "e-mail"; a product by its
    name's parts ("github-discussions" → "github", "discussions")."""
    if channel.startswith("#"):
        return frozenset({channel})
    words = {channel, *channel.split("-")}
    if channel == "email":
        words |= {"emails", "e-mail", "e-mails", "mail", "emailing"}
    if channel == "sms":
        words |= {"texts", "text"}
    if channel == "instagram":
        words |= {"ig"}
    return frozenset(w for w in words if len(w) > 1)


# A venue the older text sends its thing to by a name no table holds: "announced over the booth's Clear-Com
# intercom", "shared on the IPC SharePoint news page", "broadcast on the ministry's X account".
_VENUE_NAMED = re.compile(r"\b(?:over|via|on|in|through|to)\s+(?:the\s+|a\s+|our\s+|their\s+|my\s+)?"
                          r"(?:[a-z][\w-]*['’]s\s+)?((?:[A-Z][\w.-]*\s+){0,2}[A-Z][\w.-]*)")


def _venue_names(old_text: str) -> list[str]:
    """The capitalised names after a preposition of sending in the older text (:data:`_VENUE_NAMED`), lower case, each
    word of several apart ("IPC SharePoint" → "ipc", "sharepoint")."""
    return [w.lower() for m in _VENUE_NAMED.finditer(undated(old_text)) for w in m.group(1).split()
            if w.lower() not in CALENDAR_WORDS]  # "on Friday evenings": a time, not a venue


def older_channel_ended(old_text: str, new_text: str) -> str | None:
    """ "I get barn alarm notifications by SMS" / "I silenced the SMS alarms and rely on the Pushover app"; "Deploy
    notifications are pushed to the #releases channel" / "The #releases channel was renamed #ship-it"; "Recall notices
    were circulated by pager" / "Paging for recall notices was discontinued": a clause of the newer text ends the
    older text's channel — named as the older text names it (its "#channel" when it has one, else its product or
    delivery word) — and that clause says nothing but the channel, its ending and the older text's own words, while
    the newer text tells the older thing again (a word of it). Not a while or a stand-in ("SMS off this week"), the
    channel kept ("still", "also"), another thing's channel ended ("marketing emails muted")."""
    low_new = undated(new_text).lower()
    if not says(_ENDED_CHANNEL, low_new) or _WHILE.search(low_new):
        return None
    held, _, thing, _ = channel_reading(old_text)
    old_low = undated(old_text).lower()
    tags = [c for c in held if c.startswith("#")]
    channels = tags or list(held) or [w for w in re.findall(r"[a-z]+", old_low) if w in _DELIVERY] \
        or _venue_names(old_text)
    if not channels or not thing:
        return None
    # "#harbour-progress Slack channel" / "no longer posted in Slack": the product a #channel is on names it too
    names = frozenset().union(*(_channel_words(c) for c in {*channels, *held}))
    if not tags and any(c in _DELIVERY for c in channels):
        names |= {w + s for w in names for s in ("s", "ing", "al")} | {"paging"} & ({"paging"} if "pager" in names
                                                                                    else set())
    old_words = {w[:5] for w in re.findall(r"[\w#@'-]+", old_low)}
    for part in _PARTS.split(low_new):
        words = re.findall(r"[\w#@'-]+", part)
        if not says(_ENDED_CHANNEL, part) or not names & set(words):
            continue
        ending = {w[:5] for w in _ENDED_CHANNEL.findall(part) for w in w.split()}
        # "#crash-fennel renamed #fennel-errors": the new name of the channel is no other thing
        extra = {w[:5] for w in words if w not in names and not (w.startswith("#") and "renamed" in part)} \
            - old_words - _ENDING_NOUNS - _ENDING_ASIDE - ending
        if extra:
            continue  # another thing's channel, or more said of it than its end
        told = {w[:5] for w in re.findall(r"[\w'-]+", low_new)}
        if thing & told - _ENDING_NOUNS:  # a word of the thing itself, not only "alerts" ("delivery alerts")
            return f"same thing ({' '.join(sorted(thing & told))}): {'/'.join(sorted(channels))} ended"
    return None
