"""Preferences told as opinions: a thing judged, or a thing asked for (issue 15, the seventh dev batch).

A reversal told without a verb of attitude — "Poetry feels sluggish to the user now", "Noor finds
inline review comments distracting", "Don't bother running the linter on save anymore" — reads as
an attitude against the thing; "Just give me …", "Please write …" as the one value wanted. Near
misses: another object judged, another holder's judgement ("a chore for the new hires"), a scope
the older preference does not have, one occasion, a request that adds to the older preference.
"""

from __future__ import annotations

import pytest

from support.conflicts import check


@pytest.mark.parametrize("old, new, contradicts", [
    # The older preference reversed by a judgement, a refused request, a passive of welcome or favour.
    ('The user likes standups on video.', 'The user finds standups on video draining.', True),
    ('The user prefers Poetry for Python deps.', 'Poetry feels sluggish to the user now; they moved deps to uv.', True),
    ('I want the linter to run on every save.', "Don't bother running the linter on save anymore, it lags.", True),
    ('Inline review comments are appreciated by Noor.',
     'Noor finds inline review comments distracting; one summary please.', True),
    ('Late meetings are avoided by Ida.', 'Late meetings are welcomed by Ida since she moved to Lisbon.', True),
    ('Light themes are favoured by Bo in every app.', 'Dark themes are preferred by Bo across every app.', True),
    # Another object, another holder, another scope, one occasion, or a request the older one allows.
    ('The user prefers Poetry for Python deps.', 'The user says pip feels sluggish.', False),
    ('The user prefers Vim.', 'Emacs feels clunky to the user.', False),
    ('User wants answers with code samples.', 'Code samples in the README are confusing to new users.', False),
    ('I like long design docs.', 'Long design docs are a chore for the new hires to read.', False),
    ('The user wants PR reviews within a day.', 'PR reviews feel slow this week.', False),
    ('pref: tabs', "Don't use tabs in YAML files.", False),
    ('I like terse commit messages.', 'Commit messages in the changelog repo are too terse for the auditors.', False),
    ('I prefer dark mode in the terminal.', 'Dark mode in the browser is unreadable for me.', False),
    ('I love the new dashboard.', 'The old dashboard was confusing.', False),
    ('The user likes Slack huddles.',
     "Slack huddles are annoying when I'm heads-down, says the user's manager.", False),
    ('The user likes emoji reactions.', 'Just give me emoji reactions, not long replies.', False),
    ('The user wants short answers.', 'Give me short answers with a code sample.', False),
])
def test_a_preference_told_as_an_opinion(engine, clock, old, new, contradicts):
    check(engine, clock, old, new, "note", contradicts)
