"""One thing sent through another channel, read from the channel's type (issue 15, the sixth dev batch).

A channel is a value of its own type — a ``#channel``, a mail address, a chat, video, paging or
helpdesk product, "email", "DM" — wherever it stands and whatever verb sends the thing there; the
thing is the rest of the text's content words. The same thing through two channels that share
nothing is a change, with or without a change word. Near misses: another thing, another action,
another holder or scope, a channel that is the subject ("Our Slack has …"), a channel added.
"""

from __future__ import annotations

import pytest

from support.conflicts import check


@pytest.mark.parametrize("old, new, contradicts", [
    # The same thing, another channel, told with any verb of sending or taking place.
    ('Design reviews happen in #design-crit.', 'Design reviews happen over Zoom these days.', True),
    ('On-call pages go out through PagerDuty.', 'On-call pages go out through incident.io.', True),
    ('Release planning is done in Notion.', 'Release planning is done in #release-plan.', True),
    ('Invoices are emailed to finance@corp.io.', 'Invoices are posted to #finance-ops.', True),
    # Another thing, action, holder or scope; the channel as a subject; a channel added.
    ('Sev1 alerts go to PagerDuty.', 'Sev3 alerts go to Slack.', False),
    ('Deploy notices go to #deploys.', 'Deploy notices are cross-posted to #eng.', False),
    ('The weekly report goes to email.', 'The monthly report goes up on Confluence.', False),
    ('Standups happen on Zoom.', 'Retros happen on Meet.', False),
    ('Incidents are discussed in #incidents.', 'Incidents are documented in Notion.', False),
    ('Build failures are emailed to me.', 'Build successes are posted in #ci.', False),
    ('Support tickets go to Zendesk.', 'Billing tickets go to Intercom.', False),
    ("The user's manager pings them on Slack.", "The user's mom texts them on WhatsApp.", False),
    ('Our Slack has 40 members.', 'Our Discord has 200 members.', False),
    ('Deploy notices go to #deploys.', 'Deploy notices for staging go to #deploys-stg.', False),
])
def test_one_thing_sent_through_another_channel(engine, clock, old, new, contradicts):
    check(engine, clock, old, new, "note", contradicts)
