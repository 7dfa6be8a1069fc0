"""What a memory is about — its topics — and the candidate lookup by topic.

The full-text lookup (:func:`core.conflicts.detector.search_terms`) only finds an older memory
that shares a word with the newcomer, or a word its family adds. People often restate a fact
with none: "I'm in Cape Town" / "I moved up to Joburg a month ago", "CI: CircleCI" / "Builds
run on Buildkite now", "pg: 13" / "on 15 now". A topic says what a statement is about whatever
its words:

- ``@residence``, ``@job``, ``@licence`` — an attribute family whose value one holder has at a
  time, when the statement names no holder or thing of its own ("I'm an intern at Bosch",
  "license: GPLv3"; a named one is found by its name);
- ``@ci``, ``@cache``, ``@database`` … — the class of a tool the text names
  (:data:`core.conflicts.named_values.TOOL_CLASSES`), also when the text says it is gone;
- ``~version``, ``~time``, ``~money`` — the type of a value the text gives: a version, a time of
  day, an amount of money.

Each memory's topics are read once and kept by the store (``memory_topics``, migration m012);
the store queues every memory it has not read (:class:`core.storage.topics.TopicTable`), and
capture reads a bounded batch of its namespace's queue, newest first, before it looks up
(:func:`read_queued`). :func:`by_topic` then adds the newest promoted memories that share a
topic with the newcomer — a few per topic, a few in all — to the full-text candidates: a store
of 100,000 memories hands the readers a handful more rows, never thousands.
"""

from __future__ import annotations

from functools import lru_cache

from core.model.records import Memory
from core.model.vocabulary import PROMOTED

# At most this many memories the topic lookup adds to the full-text candidates …
TOPIC_LIMIT = 8
# … and at most this many of them per topic, newest first.
PER_TOPIC = 4
# How many of a namespace's unread memories a capture reads (newest first) before it looks up.
READ_PER_CAPTURE = 16
# Families that make a topic: one holder's home, job, licence. Not a name or an owner: those are of a thing,
# and two things' names or owners are not one attribute ("The user goes by Alex" / "The CLI is now known as kit").
FAMILY_TOPICS = frozenset({"residence", "employer", "role", "licence"})
# Value types that make a topic: a version, a time of day, money. Not a period: one stands in every other note
# ("a month ago", "2 hours a day", a timeout), and the readers pair them too readily.
VALUE_TYPES = ("version", "time", "money")
# A key that is only "home" says where someone lives ("Home's York now"; a "home town" is where they grew up).
_HOME_KEYS = (frozenset({"hom"}), frozenset({"home"}))



def _names_a_place(text: str) -> bool:
    """Whether a capitalised word follows the text's first: a home is a named place ("moved up to Joburg")."""
    return any(word[:1].isupper() and word[1:2].islower() for word in text.split()[1:])


@lru_cache(maxsize=16384)
def topics_of(text: str) -> frozenset[str]:
    """The topics of one memory text (see the module doc); empty when it says nothing the lookup keys on."""
    from core.conflicts.families import FAMILIES, TAGS
    from core.conflicts.frames import self_in_place, street_address
    from core.conflicts.named_values import TOOL_CLASS_OF, TOOL_CLASSES
    from core.conflicts.residence import settled
    from core.conflicts.statement import read

    statement = read(text)
    families = set(statement.families)
    if (not families and (self_in_place(statement) or street_address(statement))) or settled(text) is not None \
            or statement.key in _HOME_KEYS:
        families.add("residence")  # "I'm in Cape Town", "Home's York now": where someone lives
    classes = set(statement.classes)
    for denial in statement.denials:
        families |= {tag[1:] for tag in denial.tags if tag[1:] in FAMILIES}
        classes |= {tag for tag in denial.tags if tag[1:] in TOOL_CLASSES}
        classes |= {f"@{TOOL_CLASS_OF[value]}" for _, value in denial.values if value in TOOL_CLASS_OF}
    family_tags = {TAGS[family] for family in FAMILY_TOPICS}
    topics = set()
    # A family's topic only when the statement names no holder or thing of its own ("I'm an intern at Bosch",
    # "license: GPLv3"): "Priya was recruited by Adyen" or "The font is licensed under OFL" share their
    # name with what they contradict, which the word lookup finds — and must not meet the user's own job.
    if all(word.startswith("@") for word in statement.key) or statement.key in _HOME_KEYS:
        topics = {TAGS[family] for family in families if family in FAMILY_TOPICS}
        topics |= statement.key & family_tags  # "is now ward manager": @job
        if not _names_a_place(text):
            topics.discard(TAGS["residence"])  # "moved into management": a move, but to no place
    topics |= {tag for tag in classes if tag[1:] in TOOL_CLASSES}
    topics |= {f"~{slot.split(':')[0]}" for slot in statement.values if slot.split(":")[0] in VALUE_TYPES}
    return frozenset(topics)


def _order(topic: str) -> tuple[int, str]:
    """Families first, then tool classes, then value types: the narrower topics fill the cap first."""
    if topic.startswith("~"):
        return 2, topic
    from core.conflicts.families import TAGS

    return (0 if topic in TAGS.values() else 1), topic


def read_queued(store, *, namespace: str | None, limit: int = READ_PER_CAPTURE) -> int:
    """Read up to ``limit`` memories the store has not read yet (newest first) and keep their topics.

    Inside the caller's write transaction. Returns how many were read.
    """
    batch = store.topics.unread(namespace=namespace, limit=limit)
    store.topics.put((memory_id, ns, topics_of(content)) for memory_id, ns, content in batch)
    return len(batch)


def read_all(store, *, batch: int = 2000) -> int:
    """Read every memory the store has not read yet, one write transaction per batch (a bench's store,
    an upgrade's backlog). Returns how many were read."""
    total = 0
    while True:
        with store.transaction():
            done = read_queued(store, namespace=None, limit=batch)
        total += done
        if done < batch:
            return total


def by_topic(store, memory: Memory, kinds: list[str], *, limit: int = TOPIC_LIMIT) -> list[Memory]:
    """Promoted memories of ``memory``'s namespace and ``kinds`` that share a topic with it, newest
    first: at most :data:`PER_TOPIC` per topic and ``limit`` in all (never ``memory`` itself)."""
    found: dict[int, Memory] = {}
    for topic in sorted(topics_of(memory.content), key=_order):
        rows = store.topics.newest(memory.namespace, topic, statuses=[PROMOTED], kinds=kinds, limit=PER_TOPIC + 1)
        for other in [m for m in rows if m.id != memory.id][:PER_TOPIC]:
            if len(found) < limit:
                found.setdefault(other.id, other)
        if len(found) >= limit:
            break
    return list(found.values())
