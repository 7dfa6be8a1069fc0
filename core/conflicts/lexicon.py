"""Word lists the contradiction rules read, in one place so a person can audit them.

Every list is lower-case and matched against light stems (see :func:`core.conflicts.text.stem`)
unless its name says ``_PHRASES``. They are deliberately small: a word belongs here
only when a rule would misfire without it.
"""

from __future__ import annotations

# Words that carry no subject: articles, pronouns, auxiliaries, prepositions.
STOP_WORDS = frozenset(
    """
    a an the of to in on at for with by from as and or but nor is are was were be been being am
    do does did done has have had having it its it's this that these those there here which who whom
    what when where how why so than then also just very about into onto over under up down out
    some any each both either neither such same other another own per via vs versus one's
    can could will would shall should may might must let lets get gets got all every each
    he she they them their theirs his her hers him
    """.split()
)

# Framing words shared by a whole personal store ("the user prefers…", "I use…"):
# they say who holds the fact, never what it is about, so they count for nothing.
FRAMING_WORDS = frozenset(
    """
    i me my mine myself we us our ours ourselves you your yours user users user's
    prefer prefers preferred preference like likes liked want wants wanted need needs
    use uses used using usually always generally typically often normally mostly
    also really actually currently
    """.split()
)

# Verbs that link a subject to a value without saying anything about either
# ("the API *listens* on port 8080" ≈ "the API *runs* on port 9090").
LIGHT_VERBS = frozenset(
    """
    run runs ran running listen listens listening serve serves served sit sits live lives
    host hosts hosted stay stays take takes took happen happens happened locate located
    point points reside resides hold holds held be
    """.split()
)

# Words that announce a change of value; ignored when comparing subjects.
CHANGE_WORDS = frozenset(
    """
    now moved move moves changed change changes switched switch updated update upgraded upgrade
    bumped bump raised raise lowered lower increased increase decreased decrease reduced reduce
    became become becomes slipped slip pushed postponed rescheduled went go goes set new still
    anymore again back nowadays instead corrected correct revised revise adjusted adjust fixed
    downgraded downgrade renamed rename reassigned reassign relocated relocate extended extend
    shortened shorten
    """.split()
)

# Exclusive-role markers: a role only one value can hold at a time.
ROLE_MARKERS = frozenset(
    """
    primary main default preferred favourite favorite only sole goto standard official designated
    chosen principal
    """.split()
)

# Words that end a role phrase ("primary editor *is* …", "main browser *now*").
ROLE_BOUNDARIES = frozenset(
    """
    is are was were be been = : , ; — – ( ) as to from since until because now these this these
    today currently anymore still and but which that who when if
    """.split()
)

# Prepositions that qualify a role ("primary editor *for* notes", "default branch *of* the api repo").
ROLE_QUALIFIERS = frozenset("for of at in on within across".split())

COPULAS = frozenset("is are was were = :".split())

NEGATIONS = frozenset("not never no none nobody nothing neither nor without".split())

# Removal cues: single words that say the thing is gone.
REMOVAL_WORDS = frozenset(
    """
    uninstalled uninstall uninstalling removed remove removing deleted delete dropped drop
    ditched ditch abandoned abandon deprecated decommissioned decommission retired retire
    sunset sunsetted cancelled canceled cancel unsubscribed unsubscribe sold quit left
    disabled disable scrapped scrap discontinued discontinue replaced replace stopped stop
    gone dumped dump
    """.split()
)

# Multi-word removal cues, as token sequences.
REMOVAL_PHRASES = (
    ("no", "longer"),
    ("not", "anymore"),
    ("got", "rid", "of"),
    ("get", "rid", "of"),
    ("gave", "up"),
    ("give", "up"),
    ("switched", "away", "from"),
    ("moved", "away", "from"),
    ("moved", "off"),
    ("migrated", "off"),
    ("migrated", "away", "from"),
    ("shut", "down"),
    ("turned", "off"),
    ("switched", "from"),
    ("moved", "from"),
    ("migrated", "from"),
)

# After these cues the words that follow "to/with/by/for" name the replacement, not the object.
REPLACING_CUES = frozenset("replaced replace switched moved migrated left".split())
REPLACEMENT_MARKERS = frozenset("to with by for".split())

# Words a positive restatement uses where the removal used its cue
# ("I *installed* codegraph" against "I uninstalled codegraph").
ASSERTION_COUNTERPARTS = frozenset(
    """
    install installed reinstall reinstalled add added enable enabled start started subscribe
    subscribed create created adopt adopted keep kept
    """.split()
)

# An old memory that already speaks in the past ("used to depend on…") asserts nothing now.
PAST_PHRASES = (("used", "to"), ("no", "longer"), ("not", "anymore"))

# Hedged or conditional statements are not assertions and never retire anything.
HEDGES = frozenset(
    """
    might may could maybe perhaps possibly probably considering evaluating tempted wondering
    unsure if whether someday eventually hopefully
    """.split()
)
# Hedges that are ordinary nouns or verbs on their own ("the Pro *plan*").
HEDGE_PHRASES = (
    ("plan", "to"), ("plans", "to"), ("planning", "to"), ("thinking", "about"), ("thinking", "of"),
    ("want", "to", "try"), ("wants", "to", "try"), ("going", "to", "try"),
)

# Clause ends for a removal's object ("uninstalled X *because* …", "X was removed *last* week").
OBJECT_BOUNDARIES = frozenset("because since after when as due so but while although".split())

# Time words: anchors and periods, never the subject of a fact.
TIME_WORDS = frozenset(
    """
    today yesterday tomorrow tonight morning afternoon evening night week weeks month months
    year years day days quarter ago last next this these earlier later recently lately
    weekend weekends currently time times
    """.split()
)

# Relative time anchors that mark a statement as a dated event ("I ran 10 km *today*").
EVENT_ANCHORS = frozenset("today yesterday tonight ago morning last".split())

# Nouns whose following number picks out one of many ("issue 42", "step 3"): part of the subject.
ORDINAL_NOUNS = frozenset(
    """
    number no nr issue ticket pr step item phase sprint room page chapter section incident
    task story epic case order service worker shard replica server instance
    """.split()
)
