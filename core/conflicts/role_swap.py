"""One person's job told again: another title, or another employer, read from the value's type.

"The user is a data scientist at Spotify" and "The user now works as an ML engineer at Spotify"; "I'm a
backend engineer" and "Got promoted — I'm an engineering manager now"; "user title: Senior SWE" and
"user title: Staff SWE, promo went through"; "Priya is employed as a nurse" and "Priya was made head
nurse"; "I'm a backend engineer at Stripe" and "Started at Plaid on Monday"; "Lena at Zalando" and
"Lena's first day at Delivery Hero". A person holds one title and one employer at a time: the newer
text giving the same person another, with the change said (now, promoted, made, moved into, started at,
joined, first day at) or as the same title key, puts it in the older one's place.

Read here: a title is a role noun (:data:`named_values.ROLE_HEADS`, "head of design", "SWE III") said
of its holder ("is a", "works as", "was made", "promoted to", "moved into … role", "title:"); an employer
is a capitalised name after "at", "joined", "@" in a sentence about work. The holder is the writer or
the user, or the person named before the verb; a relation ("my manager", "her partner") is someone else.

Not a change: another person's title or employer; a title told more exactly without a change said
("engineer" / "backend engineer"); the older title kept beside the new one; a client, a meeting, a
community or a product of another company ("met someone from Plaid", "joined the Plaid Slack"); and
whatever the statement model finds hedged, temporary, additive or about the past (the caller checks).
"""

from __future__ import annotations

import re
from functools import lru_cache

from core.conflicts import named_values as N
from core.conflicts import wording as W
from core.conflicts.calendar_words import MONTH_NAMES, WEEKDAYS
from core.conflicts.compiled import says
from core.conflicts.note_dates import undated
from core.text.tokens import stem

_SELF = frozenset("i i'm i’m im me my we we're our user user's user’s".split())
_TRAINING = r"(?:apprenticeship|internship|traineeship|indenture|probation|training)"
# A title taken up as a post: "took an operations planner job", "accepted a QA lead role".
_TAKES_UP = frozenset("took take takes taking taken accepted accepts landed lands got started".split())
_POSTS = frozenset("job role position post".split())
# Verbs that put a thing to a use "as" something: what follows is the thing's use, not anyone's title.
_PUT_TO_USE = frozenset("use uses used using keep keeps kept repurposed repurpose treat treats treated".split())
_AWARD_SPANS = frozenset("year month week season quarter".split())
_MADE_AUX = frozenset("was were been got get gets is be being".split())
# What one is "made" that is no post: "made redundant", "made welcome", "made aware".
_MADE_STATES = frozenset("redundant aware welcome homeless ready sick ill comfortable official public".split())
# A trade's grade, said before the trade itself ("journeyman rigger"): a title whatever noun follows.
_GRADES = frozenset(stem(w) for w in "journeyman journeywoman".split())
_WORD = re.compile(r"[A-Za-z][\w'’&.-]*[\w]|[A-Za-z]|->|→|[—–:;,.!?()=@]")
# What puts a title on its holder.
_TITLE_LEADS = ("'m", "’m", "am", "is", "are", "=", "as", "made", "named", "appointed", "reappointed", "elected",
                "became", "become", "becomes", "to", "into", "title", "role", "position", "->", "→")
_CHANGE = re.compile(r"\b(?:now|promoted|promo|promotion|made|became|becomes|moved into|moved to|stepped into|"
                     r"stepped up|switched to|transitioned|took over|took on|no longer|anymore|new role|"
                     r"started as|joined as|hired (?:[\w&'’-]+ ){0,4}as|converted to|rehired as|(?:was|been|got) named"
                     r"|first (?:day|week|shift) as"
                     # a dated note's person named to a post: "2025-01-08 — Tessa named operations director"
                     r"|(?:(?<=^)|(?<=[—–:] ))[a-z][\w-]* named"
                     r"(?= (?!(?:the|a|an|her|his|my|our|their|its|it|him|them|after)\b)[a-z])"
                     # appointed to a post by whoever fills it: "was appointed officer-in-charge", "reassigned as the
                     # buyer", "elected club secretary"
                     r"|re-?assigned|(?:was|were|been|got|is|has been) (?:re-?)?(?:appointed|elected)"
                     # a stage of training ended ("finished the apprenticeship", "internship wrapped up") or the older
                     # post given up ("handed in my notice"): the title after it is the next one
                     r"|(?:finished|completed|ended) (?:the |my |his |her |their )?" + _TRAINING
                     + r"|" + _TRAINING + r" (?:wrapped up|ended|finished|is over|was over|was completed)"
                     r"|handed in (?:my|his|her|their) notice|gave (?:my |his |her |their )?notice"
                     r"|(?:took|taken|accepted|landed) (?:a|an|the) (?:[\w-]+ ){1,3}(?:job|role|position|post)"
                     # "switched tracks and works as …", "changed careers": the path itself said changed
                     r"|(?:switched|changed|pivoted) (?:tracks?|careers?|paths?|fields?|roles?|jobs?|disciplines?))\b")
# A title's change said, for readers beside this one (a name told shorter beside a promotion is still a change).
ROLE_CHANGE_SAID = _CHANGE
_START = re.compile(r"\b(?:started|starting|starts|joined|joining|joins|first day|first week|took a [\w-]+ ?"
                    r"(?:job|gig|role|position|offer)|took a (?:job|gig|role|position|offer)|signed on|now (?:at|with)"
                    r"|moved to|switched to|hired (?:at|by)|full-time at|full time at|now @|offer (?:with|from)"
                    r"|accepted (?:a |an |the )?(?:[\w-]+ )?(?:offer|position|role|job)"
                    # taken on by an employer: "was brought on by McKinsey", "poached by Nestlé", "Canva hired"
                    r"|(?:brought|taken|took) on|poached|recruited|headhunted|snapped up|hired)\b|\bnow @")
# "user now FTE @ Globex", "now staff SWE at Initech": a title or a kind of employment now held at a company.
_NOW_AS = re.compile(r"\bnow (?:an? )?(?:[\w-]+ )?([\w-]+) (?:@|at\b)")
_EMPLOYMENT = frozenset("fte employee contractor intern full-time part-time permanent perm freelancer".split())
_WORK = re.compile(r"\b(?:work|works|worked|working|job|gig|role|position|employed|employer|contract|contracted|"
                   r"hired|intern|at|@)\b|@")
# "works for Shopify", "employer: Datadog": the employer after these.
_WORKS_FOR = frozenset("work works worked working contract contracts contracting".split())
# A note keyed by the role: "user role: IC, backend" / "role -> EM (6 reports)".
_ROLE_KEY = re.compile(r"\brole(?:\s+(?:upd|update|updated|changed))?\s*(?::|=|->|→|—)")
# A note keyed by the job in either word ("role: …", "title now …"): one key.
_JOB_KEY = re.compile(r"^\W*(?:user |my )?(?:title|role)(?:\s+(?:upd|update|updated|changed))?\s*(?::|=|->|→|—|now\b)")
_LEVEL = re.compile(r"^(?:i{1,3}|iv|v|l\d|\d)$")
_NOT_ORGS = frozenset("""the a an i home work night noon midnight""".split()) | frozenset(WEEKDAYS + MONTH_NAMES)
_GATHERINGS = frozenset(stem(w) for w in """slack community meetup conference call summit event party workshop
    hackathon discord channel office booth webinar""".split())
# Between a title's verb and its article: when the title holds, not what puts it on its holder.
_WHEN_ADVERBS = frozenset("now currently officially finally already still".split())
_OPENERS = frozenset("got started starting joined promoted now moved took just finally today heads first".split())
# The heads of a title this reader takes: the statement model's role nouns and the trades it leaves to this reader.
_TITLE_HEADS = N.ROLE_HEADS | N.TRADE_HEADS
_ROLE_WORDS = _TITLE_HEADS | frozenset(N.ROLE_ABBREVIATIONS)


# A title no table holds, read from its shape after what puts a title on its holder ("I'm a hydrographer", "works as a
# crossing keeper", "promoted to district ranger"): a noun of one who does ("-er", "-or", "-ist", "-ian", "-man",
# "-herd", "-smith"). Not the agent nouns that name no post: a membership, a use, a kind of person or a plain noun.
_AGENT_ENDS = ("er", "or", "ist", "ian", "man", "woman", "herd", "smith", "wright", "ess", "ant")
_NOT_TITLES = frozenset("""member user customer client fan owner partner player beginner newcomer winner runner swimmer
    lover believer supporter follower subscriber reader viewer listener sponsor donor visitor passenger neighbour
    neighbor number order letter paper computer server folder water other another either neither together whether
    however never over under after better later ever rather matter manner corner border dinner summer winter weather
    power tower river major minor mirror error color colour floor door tenant resident participant applicant human
    woman man gentleman business address access process progress success less mess press express stress actress
    list twist wrist assist insist resist exist persist consist checklist playlist wishlist whitelist blacklist
    shortlist waitlist tourist christian vegetarian pedestrian guardian meantime plant want restaurant giant migrant
    immigrant elephant servant pleasant remainder reminder master monster character centre center chapter quarter
    finger shoulder single double trigger ledger register remember november december october september member
    favour favor behaviour behavior labour labor honour honor humour humor harbour harbor vendor sector factor motor
    mentor doctor anchor senator visitor ancestor successor predecessor competitor redundant""".split())


def _agent_title(word: str) -> bool:
    """Whether ``word`` has the shape of a title no table holds (see :data:`_AGENT_ENDS`)."""
    low = word.lower()
    last = low.rsplit("-", 1)[-1]
    return word.islower() and len(last) >= 5 and last.isalpha() and last.endswith(_AGENT_ENDS) \
        and last not in _NOT_TITLES and stem(last) not in W.RELATION_WORDS and stem(last) not in W.CHANGE_WORDS


def _head(word: str) -> str:
    low = word.lower().rstrip(".")
    return N.ROLE_ABBREVIATIONS.get(low, stem(low))


# Short titles that stand for more than their head: "SWE" is a software engineer ("Sr. SWE" / "Senior Software
# Engineer" is one title told two ways).
_SHORT_TITLES = {"swe": frozenset({"softwar", "engineer"}), "sde": frozenset({"softwar", "engineer"})}


def _heads(word: str) -> frozenset[str]:
    return _SHORT_TITLES.get(word.lower(), frozenset({_head(word)}))


def _holder(words: list[str], before: int) -> str:
    """Who a title or employer at ``before`` belongs to: ``self``, a named person, or ``other``."""
    for k in range(before - 1, -1, -1):
        low = words[k].lower()
        base = low.removesuffix("'s").removesuffix("’s")
        if base in W.RELATION_WORDS or stem(base) in W.RELATION_WORDS:
            if any(w.lower() == "as" for w in words[max(0, k - 3):k]):
                continue  # "works as teaching assistant at UCL": the holder's title, not another person
            return "other"
        if (base != low or low in ("my", "our", "their", "his", "her", "your")) and k + 1 < before \
                and (stem(words[k + 1].lower()) in _ROLE_WORDS
                                               or stem(words[k + 1].lower()) in _LEVELS):
            return "other"  # "Ana's deputy is now Senior VP", "my manager is now …": someone in a post beside them
        if (base != low or low in ("my", "our", "their", "his", "her", "your")) \
                and any(stem(words[j].lower()) in _ROLE_WORDS and words[j + 1][:1].isupper()
                        for j in range(k + 1, min(k + 4, before - 1))):
            return "other"  # "the user's PhD student Farah got hired …": someone of theirs, named after their role
        if low in _SELF or base in _SELF:
            return "self"
        if low in ("their", "his", "her"):
            return "pronoun"  # "Signed their offer with Flexport": whoever the older memory is about
        if k == 0 and base in _OPENERS:
            return "self"  # "Got promoted — …", "Started at Plaid …": a note about the writer
        if words[k][:1].isupper() and base not in _NOT_ORGS and stem(base) not in _ROLE_WORDS \
                and base not in W.LIGHT_WORDS and base not in W.CHANGE_WORDS and k == 0:
            return base
    return "self" if before == 0 or words[0].lower() in ("got", "started", "joined", "promoted", "now") else ""


@lru_cache(maxsize=4096)
def titles(text: str) -> tuple[tuple[str, frozenset[str]], ...]:
    """(holder, title words) for each title ``text`` puts on a holder."""
    words = _WORD.findall(undated(text, dot=True))
    found: list[tuple[str, frozenset[str]]] = []
    for k, word in enumerate(words):
        shaped = stem(word.lower()) not in _TITLE_HEADS and word.lower() not in N.ROLE_ABBREVIATIONS
        if shaped and not _agent_title(word):
            continue
        trade = shaped or (stem(word.lower()) in N.TRADE_HEADS and stem(word.lower()) not in N.ROLE_HEADS)
        following = [w.lower() for w in words[k + 1:k + 4]]
        if trade and word[:1].isupper() and k > 0 and words[k - 1] not in ":—–;(":
            continue  # "Baker McKenzie", "Porter Logistics": a trade's word written as a name
        if (shaped or stem(word.lower()) in N.TRADE_HEADS) and stem(word.lower()) not in _GRADES and following \
                and following[0][:1].isalpha() and following[0] not in W.STOP_WORDS and following[0] not in _POSTS:
            continue  # "a 3D printer enthusiast", "a market leader board": a trade's word before a noun of its own
        if following[:1] == ["of"] and following[2:3] and following[2] in _AWARD_SPANS:
            continue  # "named employee of the month": an award, not a title
        start = k
        while start > 0 and start > k - 4 and words[start - 1].lower() not in _TITLE_LEADS \
                and words[start - 1].lower() not in ("a", "an", "the", ":") and words[start - 1][:1] not in "—–,;(" \
                and not words[start - 1].lower().endswith(("'m", "’m")):  # "I'm conservation lead": no article
            start -= 1
        back = start - 1
        lead = words[back].lower() if start > 0 else ""
        if lead in ("a", "an", "the") and back > 0:
            back -= 1
            lead = words[back].lower()
        if lead in _WHEN_ADVERBS and back > 0:
            lead = words[back - 1].lower()  # "is *now* a UX researcher", "became *officially* the lead"
        end = k + 1
        # "Tessa, crew lead at Blue Heron": a title glossing the name that opens the text
        glossed = lead == "," and back == 1 and words[0][:1].isupper() and words[0].lower() not in _NOT_ORGS
        if lead not in _TITLE_LEADS and lead != ":" and not lead.endswith(("'m", "’m")) and not glossed \
                and not (lead in _TAKES_UP and end < len(words) and words[end].lower() in _POSTS):
            continue  # "took an operations planner job": a title taken up as a post
        if shaped and not (words[start - 1].lower() in ("a", "an", "the") if start > 0 else False) \
                and lead not in ("as", "to", "into", ":", "title", "role", "position", "->", "→") and not glossed \
                and not any(stem(w.lower()) in N.ROLE_MODIFIERS for w in words[start:k]):
            continue  # "I'm hesitant", "was made redundant": a word of that shape with no article is a state
        if lead == "as" and any(w.lower() in _PUT_TO_USE for w in words[max(0, back - 4):back]):
            continue  # "uses Notion as a planner", "kept the old Mac as a printer server": a thing's use
        if end + 1 < len(words) and words[end].lower() == "of" and words[end + 1][:1].isalpha():
            end += 2  # "head of design"
        while end < len(words) and _LEVEL.match(words[end].lower()):
            end += 1  # "SWE III"
        title = frozenset(h for w in words[start:end] if w.lower() not in W.LIGHT_WORDS and w[:1].isalpha()
                          and stem(w.lower()) not in W.CHANGE_WORDS and stem(w.lower()) not in W.FILLER_WORDS
                          for h in _heads(w))
        holder = _holder(words, start)
        if holder != "other" and title:
            found.append((holder, title))  # "" where the text names nobody ("role -> EM")
    for k in range(1, len(words) - 3):
        # "was made partner at Baker McKenzie", "got made foreman at Rook Yard", "has been made a full partner at
        # Legatoria Pitti": a noun after "made" (an article and one modifier aside), then the employer by name: an
        # appointment, whatever the noun (not "made redundant", which names no employer after it)
        if words[k].lower() != "made" or words[k - 1].lower() not in _MADE_AUX:
            continue
        j = k + 1
        if words[j].lower() in ("a", "an") and j + 3 < len(words):
            j += 1
            if words[j + 1].islower() and words[j + 1].isalpha() and words[j + 1] not in W.STOP_WORDS:
                j += 1  # "a full partner"
        if j + 2 < len(words) and words[j].islower() \
                and words[j].isalpha() and words[j + 1].lower() in ("at", "with") and words[j + 2][:1].isupper() \
                and words[j] not in W.STOP_WORDS and words[j].lower() not in _MADE_STATES \
                and not words[j].lower().endswith(("ful", "less", "ous", "ive", "able", "ible", "ant", "ent")):
            holder = _holder(words, k - 1)
            if holder != "other":
                found.append((holder, frozenset({stem(words[j])})))
    # "Principal ML Engineer": one title, not "principal" and "principal ML engineer".
    return tuple((h, t) for h, t in dict.fromkeys(found) if not any(h == g and t < u for g, u in found))


@lru_cache(maxsize=4096)
def employers(text: str) -> tuple[tuple[str, str], ...]:
    """(holder, employer) for each employer ``text`` names in a sentence about work."""
    body = undated(text, dot=True)
    if _WORK.search(body.lower()) is None and _START.search(body.lower()) is None:
        return ()
    words = _WORD.findall(body)
    found: list[tuple[str, str]] = []
    for k, word in enumerate(words):
        before = words[k - 1].lower() if k > 0 else ""
        if k + 1 >= len(words) or (word.lower() not in ("at", "@", "joined", "joining", "joins") and not (
                word.lower() in ("with", "from") and before in ("offer", "offers")) and not (
                word.lower() in (":", "=", "is") and before in ("employer", "company")) and not (
                word.lower() == "for" and before in _WORKS_FOR) and not (
                word.lower() == "by" and (before in _TAKEN_BY or (before in ("on", "up") and k > 1
                                                                   and words[k - 2].lower() in _TAKEN_ON)))):
            continue
        j, name = k + 1, list[str]()
        while j < len(words) and words[j][:1].isupper() and words[j].lower() not in _NOT_ORGS and len(name) < 3:
            name.append(words[j].lower().removesuffix("'s").removesuffix("’s"))
            j += 1
        if not name or (j < len(words) and words[j][:1].isalpha() and stem(words[j].lower()) in _GATHERINGS) \
                or _a_group_beside(words, j):
            continue
        holder = _holder(words, k)
        if holder != "other":
            found.append((holder, " ".join(name)))  # "" where the text names nobody
    found.extend(_hiring_subject(words))
    return tuple(found)


def _a_group_beside(words: list[str], after: int) -> bool:
    """ "joined Cantabile, a local choir": the name set beside a noun of a group one joins outside work."""
    if after + 1 >= len(words) or words[after] != "," or words[after + 1].lower() not in ("a", "an", "the"):
        return False
    return any(w.lower() in W.GROUPS_JOINED_OUTSIDE_WORK for w in words[after + 2:after + 5])


# Verbs of taking a person on, their employer the agent: "hired by", "brought on by", "poached by Nestlé".
_TAKEN_BY = frozenset("employed hired contracted poached recruited headhunted onboarded".split())
_TAKEN_ON = frozenset("brought taken snapped".split())
_HIRES = frozenset("hired hires recruited poached headhunted onboarded".split())
# What may follow the person a verb of hiring takes ("hired her as …", "hired her for the line"): no noun of hers.
_AFTER_PERSON = frozenset("as for to on in at full-time part-time permanently".split())


def _hiring_subject(words: list[str]) -> list[tuple[str, str]]:
    """ "Canva hired the user as head of quality", "Stripe has poached Dana": the employer a sentence opens with, as
    the subject of a verb of taking a person on, and the person after the verb (the user, "me", a name)."""
    name: list[str] = []
    k = 0
    while k < len(words) and words[k][:1].isupper() and words[k].lower() not in _NOT_ORGS and len(name) < 3:
        name.append(words[k].lower().removesuffix("'s").removesuffix("’s"))
        k += 1
    if not name or any(w in _SELF or w in W.LIGHT_WORDS for w in name):
        return []
    if k < len(words) and words[k].lower() in ("has", "have", "just", "finally"):
        k += 1
    if k + 1 >= len(words) or not (words[k].lower() in _HIRES or (
            words[k].lower() in ("brought", "took", "snapped") and words[k + 1].lower() in ("on", "up"))):
        return []
    k += 1 if words[k].lower() in _HIRES else 2
    person = [w.lower() for w in words[k:k + 2]]
    if person == ["the", "user"] or person[:1] in (["me"], ["us"], ["user"]):
        return [("self", " ".join(name))]
    if person[:1] in (["them"], ["him"]) or (person[:1] == ["her"] and (len(person) == 1 or not person[1].isalpha()
                                                                        or person[1] in _AFTER_PERSON)):
        # "Thatchers has hired them": whoever the older memory is about (not "hired her sister": someone of hers)
        return [("pronoun", " ".join(name))]
    if person and words[k][:1].isupper() and not person[0].endswith(("'s", "’s")):
        return [(person[0], " ".join(name))]  # not "Siemens hired Omar's brother": someone of Omar's
    return []


# Whom a person reports to: "manager is Ana", "manager: Ana Ruiz", "reports to Tomás" (a name of one or two words).
_MANAGER = re.compile(r"\b(?:manager(?:'s name)?(?: is| now is| is now|\s*[:=]| became| changed to| became)"
                      r"|reports? to|reporting to|now reports? to)\s+([A-Z][\w'’-]+(?: [A-Z][\w'’-]+)?)")
_MANAGER_HEAD = re.compile(r"\b(?:manager|reports? to|reporting to)\b")
_NOT_PEOPLE = frozenset("the a an my our their his her its engineering product design sales".split())


def _managers(text: str) -> tuple[tuple[str, str], ...]:
    """(holder, manager's first name) for each manager ``text`` names: "self" for the user or the writer, a person's
    name where the text opens with it ("Lena's manager is Ana"); nothing for a skip-level or another's manager."""
    body = undated(text, dot=True)
    found = []
    for match in _MANAGER.finditer(body):
        name = match.group(1).split()[0].lower().removesuffix("'s").removesuffix("’s")
        if name in _NOT_PEOPLE or name in W.SELF_WORDS:
            continue
        before = _WORD.findall(body[:match.start()])
        lows = [w.lower() for w in before]
        if any(w in ("skip-level", "skip", "former", "old", "previous", "ex") for w in lows[-2:]):
            continue
        people = [w.removesuffix("'s").removesuffix("’s") for w in before if w[:1].isupper()
                  and w.lower().removesuffix("'s").removesuffix("’s") not in W.SELF_WORDS | _NOT_PEOPLE
                  and w.lower() not in W.STOP_WORDS and w.lower() not in ("after", "since", "as", "from", "now")]
        if any(w.lower() in W.RELATION_WORDS or stem(w.lower()) in W.RELATION_WORDS for w in lows):
            continue  # "my wife's manager": someone else's
        found.append((people[-1].lower() if people else "self", name))
    return tuple(found)


def manager_change(old_text: str, new_text: str) -> str | None:
    """Why the newer text gives the older one's person another manager ("The user's manager is Ana" / "After the
    reorg, user reports to Tomás"), or ``None``: the same holder, one manager each, another name."""
    if not says(_MANAGER_HEAD, new_text.lower()) or not says(_MANAGER_HEAD, old_text.lower()):
        return None
    before, after = _managers(old_text), _managers(new_text)
    if len(before) != 1 or len(after) != 1:
        return None
    (holder, was), (other, now) = before[0], after[0]
    if holder != other or was == now or was in new_text.lower():
        return None  # someone else's manager; the same one; the older one still named
    return f"same person's manager, {was.title()} → {now.title()}"


def role_change(old_text: str, new_text: str) -> str | None:
    """Why the newer text gives the older one's person another title or employer, or ``None``."""
    managed = manager_change(old_text, new_text)
    if managed is not None:
        return managed
    low_new = new_text.lower()
    told_only = says(_TITLE_TOLD, low_new) and not says(_CHANGE, low_new)  # the title key in prose, no change said
    keyed = ("title" in low_new and "title" in old_text.lower()) or (
        says(_ROLE_KEY, low_new) and says(_ROLE_KEY, old_text.lower())) or (
        says(_JOB_KEY, low_new) and says(_JOB_KEY, old_text.lower())) \
        or says(_TITLE_TOLD, low_new)  # "role: inspector" / "title now coordinator"; "The user's title at Redtail is …"
    if not keyed and not says(_CHANGE, low_new) and not says(_START, low_new) \
            and "@" not in low_new and " at " not in low_new:
        return None  # nothing says a job changed, nor names an employer: the cheap test before either text is read
    moved = employer_moved(old_text, new_text, low_new)
    if moved is not None:
        return moved
    if _HELD_FOR_A_WHILE.search(low_new) is not None or _ONLY_PROPOSED.search(low_new) is not None:
        return None  # "covering as acting club secretary until the AGM": a post held for a while, the older one kept;
        # "proposed for promotion to ops director; board decides in May": a post only put forward
    before, after = titles(old_text), titles(new_text)
    if not before or not after:
        return None
    # "Ravi named Priya plant manager": someone else named to the post, a name that is no word of a title
    named = {stem(w.lower()) for w in _NAMED_SOMEONE.findall(new_text)
             if stem(w.lower()) not in _ROLE_WORDS and stem(w.lower()) not in N.ROLE_MODIFIERS
             and stem(w.lower()) not in _LEVELS}
    after = tuple((h, t) for h, t in after if not t & named)
    for holder, was in before:
        for other, now in after:
            if (_as_older(other, holder, old_text) != holder and not (keyed and {other, holder} == {"self", ""})) \
                    or was == now \
                    or (not holder and not other
                        and not (keyed and (_TITLE_CHANGED.search(low_new) or (now - was) & _LEVELS
                                            or says(_CHANGE, low_new)))):
                continue  # a role note that names nobody is the user's only beside the user's own
            if not says(_CHANGE, low_new) and not keyed and not _taken_on_as(old_text, new_text):
                continue
            if was <= now and not re.search(r"\b(?:promot\w*|promo|made|became|stepped up|moved up)\b", low_new) \
                    and not (keyed and _TITLE_CHANGED.search(low_new)) \
                    and not ((now - was) & _LEVELS and (keyed or says(_CHANGE, low_new))):
                continue  # "engineer" / "backend engineer": the same title told more exactly
            if any(stem(w) in now for w in was if stem(w) in _TITLE_HEADS) and len(now - was) == 0:
                continue
            if told_only and was & now:
                continue  # "tech lead" / "title … is 'Technical Lead, Platforms'": the title told more exactly
            if any(len(w) == len(now) > 1 and sorted(w) == sorted(x[0] for x in now) for w in was):
                continue  # "CTO" / "chief technology officer": one title, in short and spelled out
            if len(after) > 1 and any(t == was for _, t in after):
                continue  # the older title named again beside the new one
            shown_was, shown_now = " ".join(sorted(was)), " ".join(sorted(now))
            return f"same person's title, {shown_was} → {shown_now}"
    return None


# Taken on by an employer in a title, in the passive: "Tamsin was taken on full-time as Bellhaven's yard supervisor",
# "Ferris was taken on permanently by Lowmoor as site manager"; the subject is read before the verb.
_TAKEN_ON_AS = re.compile(r"(?P<subject>[^.;:—–()]*?)\b(?:was|were|has\s+been|have\s+been|had\s+been|got|been)\s+"
                          r"(?:taken|brought)\s+on\b(?:\s+[\w&'’-]+){0,4}?\s+as\b", re.IGNORECASE)
# Whom a subject names beside the older holder: another person ("a new coworker of the user", "her brother").
_OTHER_PEOPLE = re.compile(r"\b(?:co-?workers?|colleagues?|partner|brother|sister|friend|cousin|son|daughter|wife"
                           r"|husband|hire|deputy|assistant|apprentice|replacement|successor|someone|another)\b",
                           re.IGNORECASE)


def _taken_on_as(old_text: str, new_text: str) -> bool:
    """Whether the newer text has the older memory's person taken on by an employer in a title ("Tamsin was taken on
    full-time as …"): the subject the older person (a name the older text gives, the writer, the user or a pronoun),
    no one else named in it ("Graham Pryce, a new coworker of the user, was taken on as …")."""
    if "on" not in new_text:
        return False  # the cheap test first
    found = _TAKEN_ON_AS.search(undated(new_text))
    if found is None:
        return False
    subject = found.group("subject")
    if _OTHER_PEOPLE.search(subject) is not None:
        return False
    names = re.findall(r"\b[A-Z][a-z][\w'’-]*", subject)
    if any(name.removesuffix("'s").removesuffix("’s") not in old_text for name in names if name not in ("The", "I")):
        return False  # someone the older memory does not name
    return bool(re.search(r"\b(?:i|he|she|they|user)\b", subject, re.IGNORECASE)) or bool(names)


# A post only put forward, not yet given: "proposed for promotion", "shortlisted for", "the board decides in May".
_ONLY_PROPOSED = re.compile(r"\b(?:proposed|nominated|shortlisted|put forward|in line|in the running|up) for\b"
                            r"|\b(?:decides|will decide|to decide|votes|will vote)\b")


# Whom "named" puts in a post, by name: "named Priya plant manager".
_NAMED_SOMEONE = re.compile(r"\bnamed ([A-Z][\w'’-]*) (?=[a-z])")


# A post held for a while: covering, standing in or acting, until a time.
_HELD_FOR_A_WHILE = re.compile(r"\b(?:covering|covers|filling in|standing in|stand-in|acting|interim)\b[^.;]*\buntil\b")


# A level of seniority: one added to the older title with a change said ("is now Senior VP of Sales") is a step up,
# not the title told more exactly.
_LEVELS = frozenset(stem(w) for w in "senior staff principal lead chief head junior associate deputy executive "
                    "managing distinguished".split())


# The holder's title told in prose, the key a note would give: "The user's title at Redtail is deputy director".
_TITLE_TOLD = re.compile(r"['’]s (?:job )?title(?: (?:at|with) [\w'’ &-]{1,30}?)? is\b")


# The title key itself said changed: "title changed -> principal firmware eng", "title updated to staff engineer".
_TITLE_CHANGED = re.compile(r"\b(?:title|role) (?:was |has been |got )?(?:changed|updated|upd|bumped|raised)\b"
                            r"|\b(?:title|role) now\b"
                            # the older title told as the former one: "farm manager @ Darwin Station (prev. stockman)"
                            r"|\((?:prev|previously|formerly|was|ex)\b")  # "title now welding coordinator"


def _as_older(other: str, holder: str, old_text: str) -> str:
    """The older memory's holder, when the newer text's is a pronoun ("their", "his", "her") that can stand for it: a
    named person, or the user told of in the third person ("The user works at Maersk" / "Signed their offer …")."""
    if other != "pronoun" or holder in ("", "pronoun"):
        return other
    if holder != "self" or "user" in old_text.lower():
        return holder
    return other


def employer_moved(old_text: str, new_text: str, low_new: str) -> str | None:
    """Why the newer text names another employer for the older one's person, with a start said or as the same
    note with only the employer told again ("Dana — DevRel @ Vercel" / "Dana — DevRel @ Netlify"), or ``None``."""
    started = _START.search(low_new) is not None or any(
        w in _EMPLOYMENT or stem(w) in N.ROLE_HEADS for w in _NOW_AS.findall(low_new))
    if not started and "@" not in low_new and " at " not in low_new:
        return None
    if "offer" in low_new and _OFFER_OPEN.search(low_new) is not None:
        return None  # "possible offer from Riverlink — user hasn't replied": an offer not taken, no start
    before, after = employers(old_text), employers(new_text)
    for holder, was in before:
        for other, now in after:
            if (_as_older(other, holder, old_text) != holder and not (started and {other, holder} == {"self", ""})) \
                    or set(was.split()) & set(now.split()):
                continue  # a note that names nobody with a start said ("first day at Roku") is the user's
            if not started and not _only_employer_told_again(old_text, new_text, was, now):
                continue
            if was.split()[0] in low_new and _LEFT_EMPLOYER.search(low_new) is None:
                continue  # the older employer still named without being left
            return f"same person's employer, {was} → {now}"
    return None


# An offer still open: hedged by its kind ("possible offer", "verbal offer") or not yet answered ("hasn't replied").
_OFFER_OPEN = re.compile(r"\b(?:possible|potential|pending|verbal|conditional|tentative|informal|rumou?red)\s+"
                         r"(?:job\s+)?offer\b|\boffer\b[^.;]*?\b(?:hasn['’]t|has\s+not|haven['’]t|not\s+yet|yet\s+to)\s+"
                         r"(?:replied|reply|accepted|accept|answered|decided|signed|sign|responded|respond)\b")


# The older employer named again as the one left: "left", "quit", "let go in Tessaly's restructure", "Beeswick let me
# go", "finished at Quarry Hill on Friday", "my last shift at Westons", "resigned from", "laid off by".
_LEFT_EMPLOYER = re.compile(r"\b(?:past|left|former|ex|no longer|quit|resign(?:ed|s|ing)?|laid off|let go"
                            r"|let (?:me|us|them|him|her) go|finished (?:up )?(?:at|with)"
                            r"|last (?:day|shift|week) (?:at|with))\b")


def _only_employer_told_again(old_text: str, new_text: str, was: str, now: str) -> bool:
    """Whether the two texts are one note about a person's job with only the employer changed: the same words
    but the employer's, a title among them ("Dana — DevRel @ Vercel" / "Dana — DevRel @ Netlify")."""
    def rest(text: str, employer: str) -> list[str]:
        names = set(employer.split())
        return [w.lower() for w in _WORD.findall(undated(text, dot=True))
                if w.lower().removesuffix("'s").removesuffix("’s") not in names and w not in ".!?"]
    old_rest, new_rest = rest(old_text, was), rest(new_text, now)
    if old_rest != new_rest:
        return False
    return any(stem(w) in _ROLE_WORDS or w in _ROLE_WORDS or stem(w) in N.ROLE_MODIFIERS or w in _FUNCTIONS
               for w in old_rest)


# Job functions a note may give in place of a title ("Dana — DevRel @ Vercel"); not role nouns of the statement
# model, where "owned by DevRel" names a team.
_FUNCTIONS = frozenset("devrel dev-rel bizdev recruiting ops".split())
