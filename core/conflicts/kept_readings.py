"""A memory's statement reading kept with the memory, so a capture reads only the newcomer.

Every compared pair reads both texts with the statement model (:func:`core.conflicts.statement.read`),
and reading the older one is about half of what the pair costs. That reading is the same at every
capture that meets the memory, but a capture at a large store meets memories no earlier capture in
this process met (at 100,000 memories 400 captures meet ~3,600 distinct candidates in ~3,900 pairs),
so a cache in the process seldom holds it. The reading is kept in the store instead
(``statement_readings``, :mod:`core.storage.statement_readings`): written when a capture reads one
anyway (:func:`keep_for`) and by the daemon's upkeep for promoted memories lacking a current one
(:func:`keep_missing`, the ``readings`` step; a bulk import writes none, so it stays as fast as it was),
read back in one query for a capture's candidates (:func:`recall`) and handed to
:func:`core.conflicts.statement.keep`. Beside it the row keeps the text's tokens, which the readers of a pair
ask for again (:func:`core.conflicts.tokenized.tokenized`): handed in undecoded
(:func:`core.conflicts.tokenized.keep_tokens`), decoded only for a candidate a reader asks them of. So are the
results of the rule readers declared in :mod:`core.conflicts.kept_results` (``slots.ownerships``, ``tool_swap.tools``
…, each a pure function of the text), kept between the reading and the tokens and handed in undecoded
(:func:`core.conflicts.kept_results.keep_results`). A capture keeps only the results its readers read of the text
(:func:`core.conflicts.kept_results.results_read`; a reader it never asked has ``NOT_KEPT`` in its place, read anew by
the capture that asks) and writes such a row under the *partial stamp* (:func:`partial_stamp`); the upkeep keeps
every result and replaces a partial row as it replaces a stale one, so a memory a capture wrote serves every reader
once the daemon has been by.

A kept reading is only used under its *stamp*: a digest of the exact text read and of the reader's
code (:func:`code_stamp`: the contents of every source file of the conflicts package and the text and
model helpers, memdesk's version and Python's major.minor, whose ``re`` and ``unicodedata`` can read a text
otherwise). A memory whose text changed, or a store written by a memdesk whose reader read differently, has a
stamp that no longer matches; its reading is made again and replaced. A
reading decoded from the store equals the one :func:`read` makes, and its tokens the ones
:func:`core.conflicts.values.tokenize` makes (every labelled text is checked in
tests/engine/conflicts/test_kept_readings.py and test_capture_speed20.py), so no verdict depends on whether it
was kept. A row written by code that kept no tokens has another stamp (the code changed) and another length;
either way it is read anew and replaced: a change of what a row holds, not of the table.
"""

from __future__ import annotations

import json
import sys
from collections.abc import Callable, Sequence
from dataclasses import asdict, dataclass, fields
from datetime import date
from pathlib import Path
from typing import Any

from core.conflicts.entry import entered_older
from core.conflicts.kept_results import KEPT, all_kept, keep_results, results_of, results_read
from core.conflicts.reading import Denial
from core.conflicts.statement import _READINGS, Statement, keep, read
from core.conflicts.tokenized import decode_tokens as tokens_decoded
from core.conflicts.tokenized import encode_tokens, keep_tokens, tokenized
from core.conflicts.value_words import Token
from core.model.records import Memory
from core.model.vocabulary import PROMOTED
from core.text.digest import sha256_hex
from core.version import __version__

# The sources a reading depends on: this package and the text helpers it imports.
_SOURCES = (Path(__file__).parent, Path(__file__).parents[1] / "text", Path(__file__).parents[1] / "model")
_STAMP: list[str] = []


def code_stamp() -> str:
    """A digest of the reader's code, made once per process when first asked: a reading kept by other code is not used.

    The sha256 of memdesk's version, Python's major.minor (a regex or a character class may match
    otherwise in another version) and every source file's name and contents (never a modification time
    or a path, so two machines or checkouts running the same code agree, and one never rewrites the
    other's rows in a shared store). Read when the first kept reading is wanted, not when this
    module loads: a command that never meets a candidate never reads the sources (~10-15 ms, 1 MB).
    """
    if not _STAMP:
        parts = [f"{__version__}\0python {sys.version_info[0]}.{sys.version_info[1]}".encode()]
        for folder in _SOURCES:
            for source in sorted(folder.glob("*.py"), key=lambda path: path.name):
                parts.append(f"\0{folder.name}/{source.name}\0".encode())
                parts.append(source.read_bytes())
        # Reading the ~80 files is the cost (~10 ms on a loaded machine); their digest is ~1 ms.
        _STAMP.append(sha256_hex(b"".join(parts))[:32])
    return _STAMP[0]


def stamp(text: str) -> str:
    """The stamp a reading of ``text`` is kept under: this exact text, read by this code, every reader's result kept."""
    return sha256_hex(f"{code_stamp()}\0{text}".encode())[:32]


def partial_stamp(text: str) -> str:
    """The stamp of a row of ``text`` that keeps only some readers' results (a capture's: :func:`keep_for`).

    Another stamp, not the same one, so that the upkeep (:func:`keep_missing`, which compares stamps without
    decoding a row) completes the row as it replaces a stale one, and so that no code trusting :func:`stamp` alone
    (the code before results were kept by what was read) ever takes a ``NOT_KEPT`` for a result.
    """
    return sha256_hex(f"{code_stamp()}\0some results\0{text}".encode())[:32]


# --- the reading as JSON: one list, a value per field in field order --------------------------------

_Codec = tuple[Callable[[Any], Any], Callable[[Any], Any]]


def _same(value: Any) -> Any:
    return value


def _denial_out(d: Denial) -> list:
    return [d.cue, list(d.words), [list(v) for v in d.values], d.text, list(d.tags), d.possessive]


def _denial_in(v: list) -> Denial:
    return Denial(v[0], frozenset(v[1]), tuple(tuple(x) for x in v[2]), v[3], frozenset(v[4]), v[5])


# By each field's annotation; a field of a type not listed here fails at import (and so in every test).
_CODECS: dict[str, _Codec] = {
    "str": (_same, _same),
    "bool": (_same, _same),
    "frozenset[str]": (list, frozenset),
    "dict[str, str]": (_same, _same),
    "dict[str, frozenset[str]]": (lambda d: {k: list(v) for k, v in d.items()},
                                  lambda d: {k: frozenset(v) for k, v in d.items()}),
    "tuple[tuple[str, str, str], ...]": (lambda t: [list(x) for x in t], lambda t: tuple(tuple(x) for x in t)),
    "tuple[Denial, ...]": (lambda t: [_denial_out(d) for d in t], lambda t: tuple(_denial_in(d) for d in t)),
    "date | None": (lambda d: None if d is None else d.toordinal(),
                    lambda n: None if n is None else date.fromordinal(n)),
}
_FIELDS = tuple((f.name, *_CODECS[str(f.type)]) for f in fields(Statement))
_DENIAL_FIELDS = ("cue", "words", "values", "text", "tags", "possessive")
assert tuple(f.name for f in fields(Denial)) == _DENIAL_FIELDS, "Denial's fields moved: update _denial_out/_in"


assert _FIELDS[0][0] == "text", "a reading's first field is the text it read: encode leaves it out"


# Made once: json.dumps with arguments makes a new encoder at every call (the same text either way).
_COMPACT_JSON = json.JSONEncoder(ensure_ascii=False, separators=(",", ":"))


def encode(statement: Statement, results: list | None = None) -> str:
    """``statement`` as the JSON text a row keeps (without the text it read, which the memory holds), then the
    kept readers' results for its text (``results``, or every reader's: :func:`core.conflicts.kept_results.results_of`)
    and its text's tokens last (:func:`core.conflicts.tokenized.encode_tokens`): a capture's readers ask for a
    candidate's results and tokens beside its reading, and reading a text again costs a good part of what the pair
    costs. The tokens are always kept: the statement model tokenised the text to read it, so they cost only their
    encoding."""
    values = [out(getattr(statement, name)) for name, out, _ in _FIELDS[1:]]
    values.append(results_of(statement.text) if results is None else results)
    values.append(encode_tokens(tokenized(statement.text)))
    return _COMPACT_JSON.encode(values)


def _kept_values(kept: str) -> list:
    """The values a row keeps, checked for this code's format: one per field after the text, then the tokens."""
    values = json.loads(kept)
    # A row written without the readers' results or without tokens (by the code before they were kept, under a
    # stamp that matched by accident) is another format and is read anew.
    if not isinstance(values, list) or len(values) != len(_FIELDS) + 1 or not isinstance(values[-1], list) \
            or not isinstance(values[-2], list) or len(values[-2]) != len(KEPT):
        raise ValueError("not a kept statement reading")
    return values


def _unpacked(text: str, kept: str) -> tuple[Statement, list, list]:
    """The :class:`Statement` of ``text`` kept as ``kept``, its readers' results and its tokens, both still encoded
    (decoded when asked)."""
    values = _kept_values(kept)
    statement = Statement(text, *(back(value) for (_, _, back), value in zip(_FIELDS[1:], values[:-2], strict=True)))
    return statement, values[-2], values[-1]


def decode(text: str, kept: str) -> Statement:
    """The :class:`Statement` of ``text`` that :func:`encode` wrote as ``kept``."""
    return _unpacked(text, kept)[0]


def kept_tokens(kept: str) -> tuple[Token, ...]:
    """The tokens of the text whose reading :func:`encode` wrote as ``kept``, decoded."""
    return tokens_decoded(_kept_values(kept)[-1])


# --- the store ----------------------------------------------------------------------------------------


def recall(store, memories: Sequence[Memory]) -> list[Memory]:
    """Hand the kept readings of ``memories`` to :func:`read`; the memories without a current one are returned.

    One query for all of them. A row whose stamp does not match (the text or the reader changed) or
    that does not decode counts as missing; a capture's partial row (:func:`partial_stamp`) is current, its
    readers' results not kept read anew by whichever reader asks.
    """
    wanted = [(m, entered_older(m.content)) for m in memories]
    if not wanted:
        return []
    # Always asked of the store, even for texts this process has read: what the store keeps must not depend
    # on what an earlier capture in the same process happened to read.
    rows = store.readings.get_many([m.id for m, _ in wanted])
    missing = []
    for memory, text in wanted:
        row = rows.get(memory.id)
        current = row is not None and (row[0] == stamp(text) or row[0] == partial_stamp(text))
        if current and text not in _READINGS:
            try:
                statement, results, tokens = _unpacked(text, row[1])
            except (ValueError, TypeError, KeyError, IndexError):
                current = False
            else:
                keep(text, statement)
                keep_results(text, results)
                keep_tokens(text, tokens)
        if not current:
            missing.append(memory)
    return missing


def keep_for(store, memories: Sequence[Memory] | Sequence[tuple[int, str]]) -> None:
    """Read each memory (a :class:`Memory` or ``(id, content)``) and keep its reading; inside a write transaction.

    Called by a capture for the memories it read: each row keeps the results its readers read
    (:func:`core.conflicts.kept_results.results_read`) and runs no reader the capture did not ask, under
    :func:`partial_stamp` when some were not asked.
    """
    rows = []
    for item in memories:
        memory_id, content = (item.id, item.content) if isinstance(item, Memory) else item
        text = entered_older(content)
        results = results_read(text)
        rows.append((memory_id, stamp(text) if all_kept(results) else partial_stamp(text), encode(read(text), results)))
    store.readings.put_many(rows)


# --- the upkeep step: readings for promoted memories lacking a current one ------------------------------

# Memories fetched, stamped and (when lacking) read per write transaction: a capture waits at most one page.
_PAGE = 200


@dataclass
class KeptReadings:
    """What one :func:`keep_missing` pass did: memories examined, readings made and kept, where to resume."""

    examined: int = 0
    kept: int = 0
    next_after: int | None = None  # the last memory examined, when the pass stopped before the end

    def to_dict(self) -> dict[str, Any]:
        return asdict(self)


def keep_missing(store, *, after_id: int | None = None, limit: int, examine: int) -> KeptReadings:
    """Keep the reading of every promoted memory after ``after_id`` that lacks a current one, in id order.

    A capture's partial row (:func:`partial_stamp`) lacks some results: it is replaced by one keeping every
    result, as a stale one is. Bounded: stops once ``limit`` readings were made or ``examine`` memories looked at
    (checking a kept one costs a stamp, not a reading), and says where the next pass resumes (``next_after``,
    ``None`` when it reached the last memory: the next pass starts again from the first, so a memory
    whose text changed since is read again). Each page is its own write transaction.
    """
    report = KeptReadings()
    cursor = after_id
    while report.kept < limit and report.examined < examine:
        page = store.memories.list(statuses=[PROMOTED], after_id=cursor, newest_first=False,
                                   limit=min(_PAGE, examine - report.examined))
        if not page:
            return report  # the end: next_after stays None
        kept = store.readings.get_many([m.id for m in page])
        rows = []
        for memory in page:
            report.examined += 1
            cursor = memory.id
            text = entered_older(memory.content)
            current = stamp(text)
            row = kept.get(memory.id)
            if row is None or row[0] != current:
                rows.append((memory.id, current, encode(read(text))))
                if report.kept + len(rows) >= limit:
                    break
        if rows:
            with store.transaction():
                store.readings.put_many(rows)
            report.kept += len(rows)
    report.next_after = cursor
    return report
