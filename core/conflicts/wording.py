"""How statements are worded, in one place so a person can audit it.

The words of structure a reader looks for around a value — copulas and light verbs, the
holder's pronouns, stop words and fillers, the cues that say a value changed, moved or
stopped, negations, hedges, additive and temporary wording, scope, relations, reasons and
time — and the words that mean the same thing: the members of a closed set of alternatives,
synonyms, and verbs of one sense.

Stems are those of :func:`core.text.tokens.stem`; ``_PHRASES`` lists match the words as
written. Lists stay small: a word belongs here when people use it that way in everyday notes.
"""

from __future__ import annotations

from core.text.tokens import stem


def stem_set(words: str) -> frozenset[str]:
    """The stems of the space-separated ``words``."""
    return frozenset(stem(w) for w in words.split())


def phrase_list(text: str) -> tuple[tuple[str, ...], ...]:
    """Phrases separated by ``|``, each a tuple of lower-case words as written (``*`` = any one word).

    Phrases match the words as written, not their stems: "named" must not match "name".
    """
    out = []
    for phrase in text.split("|"):
        words = phrase.lower().split()
        if words:
            out.append(tuple(words))
    return tuple(sorted(out, key=len, reverse=True))


def word_set(text: str) -> frozenset[str]:
    """The lower-case words of ``text``, as written."""
    return frozenset(text.lower().split())


# --- words of structure ---------------------------------------------------------------------------

COPULAS = frozenset("is are was were am be been being 's =".split())
VERB_WORDS_NOTE = None
# Verbs that link a subject to a value and say nothing else about either.
LIGHT_VERBS = stem_set(
    """
    run runs ran running listen listens listening serve serves served sit sits host hosts hosted stay stays
    take takes took happen happens happened locate located point points pointed hold holds held have has had get gets
    got go goes going went keep keeps kept use uses used using live lives reside resides set configured
    configure do does done did make makes made give gives gave put
    """
)
# Framing: who holds the fact in a personal store. They count as the entity "self".
SELF_WORDS = frozenset("i me my mine myself we us our ours ourselves user user's users".split())
PRONOUNS = frozenset("they them their theirs he him his she her hers it its you your yours".split())
# The articles, possessives and demonstratives that open a noun phrase ("the", "our", "those").
DETERMINERS = frozenset("the a an our my their its this that these those his her your".split())
STOP_WORDS = frozenset(
    """
    a an the of to in on at for with by from as and or but nor than then so also just very about into onto over
    under up down out some any each both either neither such same other own per via vs versus this that these
    those there here which who whom what when where how why can could will would shall should may might must
    let lets do does did done be been being am is are was were 's one's all every only even still too eg ie
    """.split()
)
# Words that carry no subject or value of their own: stop words, the writer and the user, pronouns, copulas.
LIGHT_WORDS = STOP_WORDS | SELF_WORDS | PRONOUNS | COPULAS
# Words that describe rather than identify ("usually", "currently"): never part of a key.
FILLER_WORDS = stem_set(
    """
    usually always generally typically often normally mostly really actually currently basically mainly
    finally officially permanently fully completely entirely already recently lately ever together
    everything anything something thing things stuff everywhere anywhere bit lot kind sort way ok okay
    jointly outright please said says mentioned one ones sharp
    """
)
# Words announcing that a value changed. Ignored when comparing keys.
CHANGE_WORDS = stem_set(
    """
    now moved move moves changed change changes switched switch updated update upgraded upgrade bumped bump
    raised raise lowered lower increased increase decreased decrease reduced reduce became become becomes
    slipped slip pushed postponed rescheduled reschedule went anymore again back nowadays corrected correct
    revised revise adjusted adjust downgraded downgrade renamed rename reassigned reassign relocated relocate
    extended extend shortened shorten migrated migrate shifted shift cut cutover transferred transfer handed
    replaced replace swapped swap new newly since starting onwards forward going promoted rebranded re-hostnamed
    rehostnamed relicensed re-provisioned reprovisioned provisioned scaled scale moving adopted adopt turned
    gone done over instead doubled halved tripled tightened loosened relaxed crossed surpassed exceeded topped
    reached resized resize reconfigured reconfigure repointed repoint rerouted reroute rebalanced reallocated
    reallocate retuned retune expanded expand trimmed trim rolled roll lengthened lengthen dropped chg chgd
    open-sourced re-licensed relabelled relabeled re-labelled re-labeled rechristened re-christened re-registered
    """
)
# Words saying a value moved without naming the new one ("the upload limit was doubled",
# "standup was moved"): the older value no longer holds.
SHIFT_WORDS = frozenset(
    """
    doubled halved tripled quadrupled raised lowered increased decreased reduced bumped extended shortened
    tightened loosened relaxed changed moved rescheduled postponed lengthened
    """.split()
)
SHIFT_PHRASES = phrase_list("went up | went down | gone up | gone down | has gone up | has gone down | goes up "
                            "| goes down | pushed back | brought forward | moved up | moved back")
# Irregular forms that say a value changed, matched as written ("made the assets CC0", "has grown to 9").
# "flashed the logger to 2.1": firmware written anew, a verb of changing a version (as written: a "flash" of
# light or "flash storage" is no change).
CHANGE_FORMS = frozenset("made grew grown shrank shrunk rose risen fell fallen flashed".split())
CHANGE_PHRASES = phrase_list(
    "these days | from now on | going forward | from here on | as of now | no longer | not anymore | any more "
    "| cut over | cut over to | down to | back to | went back to | go back to | switched to | moved to "
    "| changed to | updated to | upgraded to | bumped to | raised to | lowered to | reduced to | increased to "
    "| decreased to | extended to | shortened to | set to | now at | now on | is now | are now | was changed "
    "| starting this | took over | has been moved | was moved | went up | went down | gone up | gone down "
    "| has gone up | has gone down | go up | go down | for good | dropped to | fell to"
)
NEGATIONS = frozenset("not never no none nobody nothing neither nor without".split())
# The modals of a purpose told after "so" ("… so sponsors could ship it", "… so NGOs may reuse them", "… so the
# lawyers would sign off"): what a change is for, not a doubt about it.
PURPOSE_MODALS = frozenset("could can may might would".split())
# The auxiliaries of a passive ("was retired", "got dropped", "is preferred by"): one list for every reader.
PASSIVE_AUX = frozenset("is are was were be been being got gets get".split())

# Stop cues before their object: "left Shopify", "no more Alfama", "quit Vercel".
STOP_BEFORE = phrase_list(
    """
    left | leave | leaving | quit | quitting | dropped | drop | dropping | ditched | ditch | retired | retire
    | removed | remove | uninstalled | uninstall | deleted | delete | cancelled | canceled | cancel | abandoned
    | abandon | deprecated | deprecate | decommissioned | decommission | sunset | sunsetted | disabled | disable
    | discontinued | discontinue | scrapped | scrap | killed | dumped | sold | unsubscribed from | unsubscribe from
    | stopped | stop | stopping | stopped using | stop using | quit using | gave up
    | give up | given up on | given up | got rid of | get rid of | turned off | turn off | shut down | shut off
    | switched off
    | switched away from | moved away from | moved off | moved off of | migrated off | migrated away from
    | moved out of | laid off from | laid off by | let go from | let go by | fired from | stepped down as
    | stepped down from | stepped down | stepped back from | stepped away from | resigned from | resigned as
    | resigned | retired from | no more | no longer | not anymore | instead of | rather than | in place of
    | away from | off of | handed off | handed over | archived | archive | phased out | phase out
    | ended | ending | lapsed | expired | replaced | replace | migrated from | moved from | switched from
    | moved on from | moving on from | has moved on from | parted ways with | last day at | handed in my notice at
    | handed in their notice at | handed in his notice at | handed in her notice at | gave notice at | gone off
    | went off | got tired of | grew tired of | tired of | sick of | done with | fell out of love with
    | fallen out of love with | over it
    | ported from | converted from | stopped taking | stop taking | vacated | moved out of | replacing
    """
)
# Stop cues after their object: "CircleCI retired", "Bear is gone", "the Phoenix days are over".
# Every participle below also reads in the passive ("was retired", "has been sunset", "got dropped").
STOP_PARTICIPLES = (
    "retired dropped decommissioned deprecated disabled removed abandoned ditched cancelled canceled scrapped "
    "killed sunset sunsetted archived discontinued uninstalled deleted dumped offboarded shelved axed "
    "eliminated disbanded dissolved terminated wound-down closed-down "
    "phased-out shut-down turned-off switched-off lifted revoked rescinded superseded emptied"
).split()
_PASSIVE = ("", "was ", "were ", "is ", "are ", "has been ", "have been ", "got ", "been ")
STOP_AFTER = phrase_list(
    " | ".join(f"{aux}{p.replace('-', ' ')}" for p in STOP_PARTICIPLES for aux in _PASSIVE)
    + """
    | is gone | are gone | gone | is out | 's out | days are over | is over | are over | is behind us
    | is behind me | are behind us | ended | has ended | lease ended | lapsed | expired | has expired | is dead
    | died | was merged into | merged into | were merged into | was replaced | was replaced by | replaced by
    | has been replaced by | were replaced by | got replaced by | is no more | no longer used | not used anymore
    | moved teams | left the team | left the company | stepped back | stepped down | stepped away
    | stepped aside | was let go | were let go | was laid off | got laid off | is history
    | was dropped in favor of | was dropped in favour of | is off | went away | went out of business
    | made redundant | was made redundant | got made redundant | was fired | got fired | was sacked | got sacked
    | shut off | was shut off | eol | is eol | went eol | hit eol | end of life | is end of life | end-of-life
    | reached end of life | is end-of-life
    | off the table | is off the table | are off the table | was taken off the table
    | went for scrap | went to scrap | was scrapped for parts
    | sold | was sold | were sold | has been sold | have been sold | got sold
    | unused | is unused | are unused | now unused | is now unused | are now unused | left unused | sits unused
    """
)
# After these, the words that follow "for/to/with/by/onto/in favor of" name the replacement.
REPLACEMENT_MARKERS = phrase_list("for | to | with | by | on to | onto | into | in favor of | in favour of | over")
# Transition markers: "from X to Y", "X -> Y", "(was X)".
FROM_WORDS = frozenset({"from"})
TO_WORDS = frozenset({"to", "->", "→", "=>", "⇒", "into"})

# Hedged, planned or conditional statements assert nothing yet.
HEDGES = stem_set(
    """
    might may could maybe perhaps possibly probably considering consider evaluating evaluate tempted wondering
    unsure whether someday eventually hopefully tbd tbc proposal proposed propose debating pondering likely
    should ought will shall hope hoping intend intends intending supposedly apparently reportedly rumoured
    rumored trialling trialing trying piloting pilot exploring investigating prototyping experimenting
    experiment poc spike draft wip rfc tentative tentatively pending shortlisted offered offer offers applied
    applying interviewing discussed discussing
    """
)
HEDGE_PHRASES = phrase_list(
    "plan to | plans to | planning to | planning on | thinking about | thinking of | want to try | wants to try "
    "| going to try | would like to | under discussion | up for discussion | in discussion | not decided "
    "| not sure | at some point | if the | if it | if we | if they | if i | is considering | are considering "
    "| might move | may move | talking about | looking at | looking into | to be decided | next year | next quarter "
    "| going to | about to | aim to | aims to | expect to | expects to | supposed to | would like to | i think "
    "| under review | being reviewed | in review | being considered | under consideration | awaiting approval "
    "| pending approval | on hold | in progress | up for a vote | being discussed | was discussed | were discussed "
    "| was proposed | were proposed | if needed | when needed | as needed | where possible | toying with "
    "| we think | i guess | not yet | yet to | if approved | once approved | in the future "
    "| up for promotion | up for a promotion | in line for | in the running for "
    "| weighing a | weighing an | weighing up | weighing whether | mulling | mulls | mulled over "
    "| being looked into | being looked at | being evaluated | being explored | being investigated"
)
# Additive wording: the newer memory adds a value rather than replacing one.
ADDITIVE = stem_set("also too additionally additional another second extra either alongside plus both besides")
ADDITIVE_PHRASES = phrase_list(
    "as well | in addition | and also | on top of | as a second | a second | another one | split out | spun off "
    "| spun out | forked as | was forked | cross-posted | cross posted | for short | also known as | aka "
    "| a.k.a. | also goes by | nicknamed"
    # A person going by a name tells what they are called for short, beside their name ("The user goes by Sam"); a
    # thing that goes by another name is renamed
    "| user goes by | he goes by | she goes by"
    # A thing told "separate" from another ("a separate billing inbox", "served …, separate from the dashboards",
    # "licensed separately"): one more thing of the kind, never the older one's new value ("separated" is not it).
    "| separate | separately"
    # An offer beside the standing value ("released under the AGPL, with a commercial licence available on request"):
    # a second one to be had, not the older one's replacement ("on request" alone can be a new rate: "sent on request").
    "| available on request"
)
# One-off or temporary states: they never replace the standing fact.
TEMPORARY = word_set("temporarily temporary visiting interim one-off oneoff fill-in")
TEMPORARY_PHRASES = phrase_list(
    "for the weekend | for the day | for a week | for two weeks | for the week | for a conference "
    "| for a workshop | for the workshop | for an offsite | for a two-day offsite | for the offsite | for a visit "
    "| for work | at a conference | on holiday | on vacation | on a trip | for a trip | business trip | a trip to "
    "| until thursday | until friday | until monday | until tuesday | until wednesday | until next | for now "
    "| this week only | just this week | for a few days | for a month | while | is spending | are spending "
    "| am spending | spending the | for a client meeting | for a meeting | covering for | filling in "
    "| for one day | one day only | for a day | this once | one-time only | for one week "
    "| for this release only | for this sprint | for the launch | during the outage | during the migration "
    "| this month only | this sprint only | this quarter only | this time only | just this month "
    "| only this week | only this month | for this month only | for this week only"
)
# Relative time anchors: a dated one-off event ("walked the dog at 9 *this morning*").
EVENT_PHRASES = phrase_list(
    "this morning | this afternoon | this evening | today | tonight | yesterday | last night | earlier today "
    "| this week | this month | just now | late this month | again this week | next week | next month "
    "| next sprint | next quarter | next year | tomorrow | this sprint | last sprint | this quarter"
)
# Words that speak of the past only ("used to", "previously").
HISTORY_PHRASES = phrase_list(
    "used to | previously | formerly | before that | back then | back in my | back in the day | back in college "
    "| back in school | back in university | at the time | in the past | was originally "
    "| were originally | originally | until it | until they | until we | until i | until the | before i "
    "| before it | before we | before they | before the | before moving | before switching | before going "
    "| before settling | before becoming | before joining | before"
)

# Regex alternatives of a newer text that adds a round, tells a window or a dated past, plans or hedges: a rate it
# gives is not the activity's rate told anew. Shared by the rate readers that match words, not tokens
# (count_per_period, event_rate), each adding its own.
NOT_RETOLD_ALTERNATIVES = (
    "also", "as well", "too", "another", "extra", "in addition", "plus", "still", "during", "while", "until", "till",
    "for now", "back in", "back then", "used to", r"years? ago", "originally", "at first", "previously", "formerly",
    r"in (?:19|20)\d\d", "last (?:year|month|season|summer|winter)", "might", "may", "could", "would", "maybe",
    "perhaps", "plan", "planned", "planning", "proposed", "suggested", "considering", "thinking", "whether",
)

# Qualifiers that make a different scope of one attribute ("staging" vs "production").
SCOPE_WORDS = stem_set(
    """
    prod production staging stage dev development test testing qa local sandbox preview canary demo
    free paid pro enterprise premium basic business personal company corporate internal external public private
    customer customers contractor contractors employees employee partner partners
    home work office remote onsite on-site weekday weekdays weekend weekends holiday holidays
    mobile web frontend backend
    code docs documentation legal marketing transactional
    legacy guest vacation side secondary backup replica replicas admin archive previous former ex prior past
    us eu apac emea uk asia americas region europe european america american africa latam global worldwide
    regional emea-west us-east us-west eu-west eu-central
    long-haul short-haul domestic international
    unit integration end-to-end e2e
    """
)
# Nouns for people related to the entity: "the user's partner" is someone else.
RELATION_WORDS = stem_set(
    """
    partner wife husband spouse girlfriend boyfriend sister brother sibling siblings mom mum mother dad father
    parent parents kid kids child children son daughter cofounder co-founder manager boss report reports
    colleague colleagues friend friends neighbour neighbor roommate flatmate assistant cousin aunt uncle
    grandma grandpa family team teammate teammates parent-company subsidiary fork
    """
)
# Nouns that follow a named value and belong to it ("the *Abuja* office", "the *Brand* team").
VALUE_HEADS = stem_set(
    """
    office team guild org organisation organization account channel workspace board huddle comments issues
    blog room group squad department dept crew unit studio lab labs inc ltd llc gmbh corp company
    releases mode
    """
)
# Nouns that only name the kind of value ("version", "port"): dropped from keys.
VALUE_NOUNS = stem_set(
    "version tag value number amount count setting ip address url uri endpoint port host hostname domain link "
    "interval cadence handle username schedule frequency slot"
)
# Words that start a reason or circumstance clause; its words say why, not what.
REASON_WORDS = frozenset("because since after due following thanks".split())
# Time words: when something was said or happened, never what it is about.
TIME_WORDS = frozenset(
    """
    today yesterday tomorrow tonight day week month year quarter weekend ago earlier later lately recently
    time times cycle sprint season moment while date dates semester semesters
    """.split()
)

# Alternatives: a value from one of these sets, and the head noun the set is about.
ALTERNATIVES: tuple[tuple[str, frozenset[str]], ...] = (
    ("mode", frozenset("dark light".split())),
    ("indent", frozenset("tabs spaces".split())),
    ("units", frozenset("metric imperial si".split())),
    ("temperature", frozenset("celsius fahrenheit".split())),
    ("seat", frozenset("window aisle".split())),
    ("length", frozenset("concise terse short brief detailed verbose long lengthy thorough step-by-step "
                         "one-line single-line one-liner one-liners long-form short-form".split())),
    ("spelling", frozenset("british american".split())),
    ("clock", frozenset("12-hour 24-hour 12h 24h".split())),
    ("sync", frozenset("async synchronous asynchronous".split())),
    ("diet", frozenset("vegetarian vegan pescatarian omnivore carnivore".split())),
    ("work-mode", frozenset("remote hybrid in-office".split())),
    ("state", frozenset("enabled disabled".split())),
    ("source", frozenset("open-source closed-source".split())),
    ("merge", frozenset("squash rebase".split())),
    ("format", frozenset("bullets bullet bulleted bullet-points prose paragraphs".split())),
    ("contact", frozenset("email e-mail mail sms text texts phone call calls push letter fax whatsapp post "
                          "courier".split())),
    ("drink", frozenset("coffee tea decaf espresso latte matcha water juice soda beer wine".split())),
    ("tone", frozenset("formal informal casual friendly playful blunt gentle diplomatic".split())),
    ("milk", frozenset("oat almond soy skim skimmed semi-skimmed lactose-free whole".split())),
    ("employment", frozenset("freelance freelancer self-employed full-time part-time unemployed retired "
                             "student".split())),
)
# Sets whose words are common elsewhere ("the whole team", "a casual chat") count as alternatives
# only in a text that names what they are about.
ALTERNATIVE_NEEDS = {"tone": frozenset("tone voice register language style wording writing".split()),
                     "milk": frozenset({"milk"})}
# Matched on the lower-case word as written ("metrics" is not "metric").
ALTERNATIVE_OF = {word: head for head, words in ALTERNATIVES for word in words}
# Words that mean the same value ("terse" answers are "concise" ones).
SYNONYMS = {"freelancer": "freelance", "self-employed": "freelance", "terse": "concise", "brief": "concise",
            "short": "concise", "verbose": "detailed", "one-line": "concise", "single-line": "concise",
            "one-liner": "concise", "one-liners": "concise",
            "lengthy": "detailed", "thorough": "detailed", "step-by-step": "detailed", "long": "detailed",
            "asynchronous": "async", "synchronous": "sync", "e-mail": "email", "mail": "email", "texts": "sms",
            "text": "sms", "call": "phone", "calls": "phone", "si": "metric", "on-site": "in-office",
            "onsite": "in-office"}

# A value told as how a thing is done: "reviews are preferred *asynchronously*", "replies written *formally*" — the
# adverb of a closed set's adjective is that value. Adverbs that mean something else ("shortly" is soon) are not.
_OTHER_ADVERBS = frozenset("shortly lightly wholly darkly longly textly postly".split())
_ADJECTIVE_ENDINGS = ("ous", "al", "ic", "ise", "ose", "rse", "ive", "ful", "le")


def _adverb(word: str) -> str:
    if word.endswith("le"):
        return word[:-1] + "y"  # gentle → gently
    if word.endswith("ic"):
        return word + "ally"
    return word + "ly"


for _head_noun, _words in ALTERNATIVES:
    for _word in _words:
        _ly = _adverb(_word)
        if not _word.endswith(_ADJECTIVE_ENDINGS) or _ly in _OTHER_ADVERBS or _ly in ALTERNATIVE_OF:
            continue
        ALTERNATIVE_OF[_ly] = _head_noun
        SYNONYMS[_ly] = SYNONYMS.get(_word, _word)

# Verbs that tell one activity in other words: a person's "ships" is their "releases". Keyed by stem.
SENSE_GROUPS = (
    ("deploy", "deploy deploys deployed release releases released ship ships shipped publish publishes published "
               "push pushes pushed"),
    ("send", "send sends sent deliver delivers delivered post posts posted"),
    ("keep", "keep keeps kept store stores stored save saves saved retain retains retained hold holds held"),
    ("pay", "pay pays paid spend spends spent"),
    ("approve", "approve approves approved sign signs signed"),
    ("call", "call calls called ring rings rang phone phones phoned"),
)
VERB_SENSES = {stem(w): sense for sense, words in SENSE_GROUPS for w in words.split()}

# Past-tense forms that are not "-ed": a newer memory told in the past is an event, not a state.
IRREGULAR_PAST = frozenset(
    """
    ran went met read saw ate drank flew bought sold took gave wrote built sent made found told left brought began
    spent lost won paid rode drove swam slept sang taught thought caught fought held kept felt heard led
    """.split()
)


def past_form(word: str) -> bool:
    """Whether a lower-case word reads as a verb told in the past: an irregular form, or "-ed" past four letters
    ("moved", "retired"; not "need" or "red")."""
    return word in IRREGULAR_PAST or (word.endswith("ed") and len(word) > 4)


# --- delivery: channels and mail addresses ---------------------------------------------------------

# Verbs that only say a thing goes or takes place somewhere ("sent to #ops", "routed via PagerDuty", "held in Zoom",
# "reach me at …"): two texts may use any two of them for one delivery.
DELIVERY_VERBS = frozenset("""sent send sends routed route routes delivered deliver delivers posted post posts
    filed forwarded emailed handled go goes going went land lands landed arrive arrives paged page pages paging
    shared published piped pushed get gets got receive receives received held hold holds happen happens happened
    live lives lived run runs coordinated coordinate coordinates discussed discuss discusses done hosted
    announced announce go up moved moving switched switch switches migrated migrate rerouted redirected
    sharing share shares consolidated shifted shift shifts relocated jumped jump jumps transitioned answered
    answer answers""".split())
# Words saying a second channel or address joins the first rather than replacing it ("also", "as well", "still"),
# and the stems matched with any ending ("cross-posted").
ALONGSIDE_WORDS = ("also", "as well", "too", "in addition", "additionally", "both", "alongside", "plus", "still",
                   "mirrored", "copied")
ALONGSIDE_STEMS = ("cross-post",)
# The two as one pattern over lower-case text, for the readers to compile.
ALONGSIDE_PATTERN = (r"\b(?:" + "|".join([*(w.replace(" ", r"\ ") for w in ALONGSIDE_WORDS),
                                           *(s + r"\w*" for s in ALONGSIDE_STEMS)]) + r")\b")


# Groups a person joins outside work: "joined a local choir, Cantabile" names no employer (the readers of "joined":
# :mod:`.clause_reading` for the statement model, :mod:`.role_swap` for the employer phrase rule).
GROUPS_JOINED_OUTSIDE_WORK = frozenset(
    "choir chorus band orchestra ensemble gym league club congregation parish troupe".split())
