"""Structure readings of round 14 (issue 15, conflicts28): each a contradiction beside the near misses that look
like it. One table, read as capture reads the two texts (``check_decided``: the rules and the one-person check).
"""

from __future__ import annotations

import pytest

from support.conflicts import check_decided

PAIRS = [
    # "due" before a noun says when a thing is owed ("due date"); only "due to" opens a reason.
    ("Mar 3: Q2 roadmap due Apr 1", "Mar 20: roadmap due date pushed to Apr 15", True),
    ("The report is due Friday.", "The report due date moved to Monday.", True),
    ("Mar 3: Q2 roadmap due Apr 1", "Mar 20: budget due date pushed to Apr 15", False),
    ("The report is due Friday.", "The report slipped due to the Monday outage.", False),
    # "w/" and "w/o" are the joining words a note-taker shortens; a path keeps its slashes.
    ("linter: pylint", "replaced pylint w/ ruff", True),
    ("linter: pylint", "replaced black w/ ruff", False),
    ("pref: no emojis in output", "user ok w/ emojis, asked for them in changelogs", True),
    ("Backups are stored under /srv/w/backups.", "Backups are stored under /srv/w/ archive too.", False),
    # After a comma, a bare imperative ("use email") is its own clause: the stop before it names one thing.
    ("Feb 7: user's updates via Telegram", "Apr 3: user no longer on Telegram, use email", True),
    ("Feb 7: user's updates via Telegram", "Apr 3: user no longer on Signal, use email", False),
    ("The user is reachable on Telegram.", "The user no longer uses Telegram, try Signal.", True),
    ("The user is reachable on Telegram.", "The user's partner no longer uses Telegram, try Signal.", False),
    # A displaced value said of a person of the user's life is theirs, not the user's.
    ("The user is reachable on Telegram.", "My partner no longer uses Telegram, try Signal.", False),
    # A path said changed ("switched tracks", "changed careers") is a job change said; "now" between a title's verb
    # and its article ("is now a …") leaves the verb what puts the title on its holder.
    ("User's role: product designer.", "The user switched tracks and works as a UX researcher.", True),
    ("User's role: product designer.", "The user switched tracks and is now a UX researcher.", True),
    ("User's role: product designer.", "The user switched tracks but is still a product designer.", False),
    ("User's role: product designer.", "The user's partner switched careers and is now a UX researcher.", False),
    ("I'm a backend engineer.", "I changed careers and am now a data analyst.", True),
    ("I'm a backend engineer.", "My brother changed careers and is now a data analyst.", False),
    # The adverb of a closed set's adjective is that value: "preferred asynchronously" is async.
    ("Reviews are preferred asynchronously by the team.", "The team prefers synchronous reviews now.", True),
    ("The user wants answers written concisely.", "The user wants detailed answers now.", True),
    ("Standups are run asynchronously.", "Standups are run synchronously now.", True),
    ("Standups are run asynchronously.", "Retros are run synchronously now.", False),
    ("The user wants answers written concisely.", "The user wants concise answers.", False),
    ("Reviews are preferred asynchronously by the team.", "The team prefers asynchronous reviews.", False),
    ("Reviews are preferred asynchronously by the team.", "The design team prefers synchronous reviews now.", False),
    # A key word right before the group noun names another group: "the *design* team" is not "the team".
    ("The team prefers dark mode.", "The design team prefers light mode now.", False),
    ("Dark mode is preferred by the team.", "Light mode is preferred by the backend team now.", False),
    ("The team prefers dark mode.", "The whole team prefers light mode now.", True),
    ("The design team prefers dark mode.", "The design team prefers light mode now.", True),
    # "One report was received …": one instance told as it happened, not how such things go.
    ("Security reports are received at security@fenwick.io.",
     "One report was received via Twitter DM last week and forwarded to security@.", False),
    ("Deploys go out on Tuesdays.", "Jun 2: a single deploy went out on Friday.", False),
    ("Security reports are received at security@fenwick.io.",
     "Security reports are now received via a HackerOne form.", True),
    ("Deploys go out on Tuesdays.", "Deploys go out on Fridays now.", True),
    # One weekday spelling list: "Weds standup" is one occasion, as "Wednesday standup" is.
    ("Standup is at 9:30am.", "Weds standup is at 10am.", False),
    ("Standup is at 9:30am.", "Standup is at 10am now.", True),
    # A lower-case word added right before a noun of the older key names a narrower kind of the thing.
    ("Retention for logs is set to 30 days.", "Retention for audit logs is set to 365 days.", False),
    ("Retention for logs is set to 30 days.", "Retention for logs is set to 90 days now.", True),
    ("s3 bucket: s3://nimbus-assets-eu", "assets bucket switched to s3://nimbus-static-prod", True),
    ("The main branch is named master.", "The default branch was renamed from master to main.", True),
    # A count over one window of time ("in the last month") is not the standing count; a change said still is one.
    ("The user's repo has about 40 contributors.", "The user's repo had 12 contributors in the last month.", False),
    ("The user's repo has about 40 contributors.", "The user's repo has 55 contributors now.", True),
    ("The shop gets about 200 orders a day.", "The shop got 900 orders over the past 3 days.", False),
    ("We use Jira for tickets.", "We moved tickets to Linear in the last month.", True),
    # Two numbered members of one series (web01, web02) are two machines: their versions are not one changed.
    ("Jun 3: php 8.2 on web01", "Jun 3: web02 still on php 8.1, upgrade pending", False),
    ("node 18 on build-1", "build-2 runs node 20", False),
    ("Jun 3: php 8.2 on web01", "Jun 9: web01 back on php 8.1 after the rollback", True),
    ("We run Python 2 on the build box.", "The build box runs Python 3 now.", True),
    # "the whole team" is the team: "whole" after a determiner names no other thing.
    ("We use Slack for team chat.", "We moved the whole team to Microsoft Teams last month.", True),
    ("The team is 6 engineers.", "The whole team is 9 engineers now.", True),
    ("We use Slack for team chat.", "The whole design team uses Discord now.", False),
    ("We use Slack for team chat.", "We moved the whole team to Jira for tickets.", False),
    # ", so <the thing> is <value>" after a clause in the past: the state a change left.
    ("Our team is 6 engineers.", "We hired three more, so the team is 9 engineers.", True),
    ("The budget is $4,000.", "We cut costs, so the budget is $3,000.", True),
    ("Our team is 6 engineers.", "We hired three more, so the design team is 9 engineers.", False),
    ("Our team is 6 engineers.", "We hired three contractors, so the budget is tight.", False),
    # The word a change names right before a tool's class noun is the tool, known or not.
    ("Jan 9: shell is bash", "Mar 3: moved to fish shell", True),
    ("My editor is vim.", "I switched to the helix editor.", True),
    ("Jan 9: shell is bash", "Mar 3: moved to a shared shell", False),
    ("My editor is vim.", "I moved to a faster editor.", False),
    # A folder said no longer used denies the file the older memory keeps in it.
    ("Config is read from /etc/hopper/config.yaml.",
     "Config is no longer read from /etc/hopper; it's loaded from /opt/hopper/conf.yaml.", True),
    ("Config is read from /etc/hopper/config.yaml.",
     "Config is no longer read from /etc/hopperd; it is loaded from /opt/hopper/conf.yaml.", False),
    ("Config is read from /etc/hopper/config.yaml.", "Logs are no longer written to /etc/hopper.", False),
    # "superseded", "emptied", "wiped": a thing said gone after it, as "retired" is.
    ("Version 2.3 of the SDK is shipped to customers.", "SDK 2.3 was superseded; customers are being shipped 3.0.",
     True),
    ("Version 2.3 of the SDK is shipped to customers.", "SDK 2.2 was superseded.", False),
    ("Secrets are stored in a shared 1Password vault.",
     "Secrets were moved into HashiCorp Vault; the 1Password vault was emptied.", True),
    ("Secrets are stored in a shared 1Password vault.", "The Bitwarden vault was emptied.", False),
    # A time right after a stop verb ("retired long ago", "deprecated last year") is no object: the subject went.
    ("Version 2.3 of the SDK is shipped to customers.", "SDK 2.2 was retired long ago.", False),
    ("Version 2.3 of the SDK is shipped to customers.", "SDK 2.2 was deprecated last year.", False),
    ("Version 2.3 of the SDK is shipped to customers.", "SDK 2.3 was deprecated last year.", True),
]


@pytest.mark.parametrize("old, new, contradicts", PAIRS)
def test_round_fourteen_pairs(old, new, contradicts):
    check_decided(old, new, contradicts)
