"""A reader's per-text result kept beside the statement reading, so a capture does not read a candidate again.

Beside the statement model, ~30 rule readers each read the older text of a pair for themselves (the things a text
says someone owns, the tools it names, its attitudes …). Each is a pure function of that one text, cached in the
process, but a capture at a large store meets candidates no earlier capture met, so the cache seldom holds them
and every capture that meets a candidate reads it again. The readers that cost most (chosen by measured share:
bench/BENCHMARKS.md, round 21) are declared here with :func:`kept_result`, a decorator under the reader's own
cache: :mod:`core.conflicts.kept_readings` writes each one's result for the memory's text into the row that keeps
its reading (:func:`results_of`, under the same stamp of the exact text and the conflicts package's code), hands
them in still encoded when a capture recalls its candidates (:func:`keep_results`), and a reader asked of a text
whose results were handed in decodes its own instead of reading the text.

A result is written as JSON by the reader's return annotation (:func:`_codec`: strings, ints, bools as 0/1,
``None``, tuples, frozensets, lists and lean dataclasses of these; any other type fails when the codec is first
built, which every test of kept results does). Decoding checks every value's type, and a result that does not
decode is read anew, never guessed. Only a call of the declared shape is served (``names(text, keyed=True)``):
any other call of the same reader reads its text as before.

A capture keeps only the results its readers read (:func:`results_read`): each reader asks of a pair's texts only
when the rules before it left the pair open, and running every kept reader on a text no one asked of (the
newcomer's above all: most readers read only the older text) cost a capture as much as a sixth of its reading.
:func:`kept_result` notes the texts each reader read under its cache, bounded like that cache, and a reader not
asked of the text has :data:`NOT_KEPT` in its place, which a later capture reads anew, as it reads a row without
results. The daemon's upkeep, which reads no pair, still keeps every result (:func:`results_of`).
"""

from __future__ import annotations

import functools
import importlib
import inspect
import sys
import types
import typing
from collections.abc import Callable
from dataclasses import fields, is_dataclass
from typing import Any, TypeVar

from core.conflicts.bounded_hold import hold

# The kept readers in the order a row keeps their results (the row's last-but-one value, one item each). A reader
# declared with @kept_result must be named here; adding, removing or reordering one changes the conflicts package's
# code, so the stamp of every row written before changes with it and those rows are read anew.
KEPT = (
    "core.conflicts.ownerships.ownerships",
    "core.conflicts.tool_swap.tools",
    "core.conflicts.attitude.attitudes",
    "core.conflicts.displaced.names",
    "core.conflicts.version_reading.versions",
    "core.conflicts.refused._older_value",
    "core.conflicts.home_swap._homes",
    "core.conflicts.teams._team_named_first",
    "core.conflicts.rates.rates",
    "core.conflicts.frames.subject_words",
    "core.conflicts.passive_tool._read",
    "core.conflicts.attitude.has_cue",
)
_INDEX = {name: i for i, name in enumerate(KEPT)}
_CALLS: dict[str, dict[str, Any]] = {}  # by reader: the keyword arguments of the call whose result is kept

# A reader's place in a row when the capture that wrote it never asked that reader of the text. A JSON object: no
# codec writes one and every decoder refuses one, so it is never taken for a result, by this code or by code
# before it (which checked every value's type, and in any case trusts no row of this code: the stamp differs).
NOT_KEPT: dict = {}

# By reader (in KEPT's order): the texts it read under its cache with the declared call, oldest first, bounded
# like that cache, so a capture keeps the results its readers read and runs none for the rest.
_READ: list[dict[str, None]] = [{} for _ in KEPT]
_BOUNDS: list[int] = []  # by reader: its cache's maxsize, read when a reader first notes a text

# Results handed in with kept readings, by text (each a list with one encoded item per reader in KEPT); a reader
# takes its own item when first asked of the text, so an entry stays until the bound drops it, oldest first.
RESULTS_KEPT = 2048
_HELD: dict[str, list] = {}

_F = TypeVar("_F", bound=Callable[..., Any])


def kept_result(**call: Any) -> Callable[[_F], _F]:
    """Declare a reader (a pure function of its text) whose result for ``reader(text, **call)`` is kept.

    Placed under the reader's cache, so it runs once per text the cache misses: it serves the result handed in
    for the text if there is one and it decodes, and otherwise reads the text as the reader always did.
    """

    def declare(reader: _F) -> _F:
        name = f"{reader.__module__}.{reader.__qualname__}"
        if name not in _INDEX:
            raise ValueError(f"{name} is not listed in kept_results.KEPT")
        index = _INDEX[name]
        _CALLS[name] = call

        @functools.wraps(reader)  # its name, doc and module, and __wrapped__ for the codec to read its annotation
        def served(text: str, *args: Any, **kwargs: Any) -> Any:
            if args or kwargs != call:
                return reader(text, *args, **kwargs)  # not the kept call: neither served nor noted
            # Under the cache: the result stays in it, so a row written for this text keeps it (results_read).
            hold(_READ[index], text, None, _bound(index))
            held = _HELD.get(text)
            if held is not None:
                try:
                    kept = held[index]
                    if type(kept) is not dict:  # NOT_KEPT, checked before the codec: read the text
                        return _codec(name)[1](kept, text)
                except (TypeError, ValueError, IndexError, KeyError):
                    pass  # not a result this code wrote: read the text
            return reader(text, **kwargs)

        return typing.cast(_F, served)

    return declare


def _reader(name: str) -> Callable[..., Any]:
    """The reader as its module exports it (with its cache), its module imported if no one has yet."""
    module, _, attr = name.rpartition(".")
    if module not in sys.modules:
        importlib.import_module(module)
    return getattr(sys.modules[module], attr)


def _bound(index: int) -> int:
    """How many texts reader ``index`` notes: as many as its cache holds (its maxsize)."""
    if not _BOUNDS:
        _BOUNDS.extend(_reader(name).cache_parameters()["maxsize"] for name in KEPT)  # type: ignore[attr-defined]
    return _BOUNDS[index]


def results_of(text: str) -> list:
    """Every kept reader's result for ``text``, encoded, in :data:`KEPT`'s order (for the upkeep's rows: each
    reader reads the text if no one had)."""
    return [_codec(name)[0](_reader(name)(text, **_call_of(name)), text) for name in KEPT]


def results_read(text: str) -> list:
    """The results of ``text`` its readers read, encoded, in :data:`KEPT`'s order, and :data:`NOT_KEPT` for each
    reader that did not read it (for a capture's rows: a reader asks its cache, never reads the text again).

    A text noted as read but since dropped by the reader's cache (the two drop in another order) is read again:
    the same result, at the cost it had before results were kept by what was read.
    """
    return [_codec(name)[0](_reader(name)(text, **_call_of(name)), text) if text in _READ[i] else NOT_KEPT
            for i, name in enumerate(KEPT)]


def all_kept(results: list) -> bool:
    """Whether ``results`` (as :func:`results_of` or :func:`results_read` wrote them) keep every reader's result."""
    return not any(type(kept) is dict for kept in results)


def _call_of(name: str) -> dict[str, Any]:
    """The keyword arguments of the call whose result ``name`` keeps (its module imported first)."""
    if name not in _CALLS:
        _reader(name)
    return _CALLS[name]


def keep_results(text: str, encoded: Any) -> None:
    """Hand in ``text``'s results as :func:`results_of` wrote them (from a row whose stamp says they are this code's
    results of this exact text); each is decoded only if its reader is asked of the text."""
    if not isinstance(encoded, list) or len(encoded) != len(KEPT):
        raise ValueError("not kept results")
    hold(_HELD, text, encoded, RESULTS_KEPT)


def forget_results() -> None:
    """Drop every result handed in and every kept reader's cache (tests, benchmarks that want a cold start)."""
    _HELD.clear()
    for name, read in zip(KEPT, _READ, strict=True):
        _reader(name).cache_clear()  # type: ignore[attr-defined]
        read.clear()


# --- the codecs: a result as JSON by its reader's return annotation ----------------------------------------------

_Out = Callable[[Any], Any]
_Codec = tuple[Callable[[Any, str], Any], Callable[[Any, str], Any]]
_CODECS: dict[str, _Codec] = {}


def _codec(name: str) -> _Codec:
    """The encoder and decoder of reader ``name``'s result (built once, from its return annotation)."""
    codec = _CODECS.get(name)
    if codec is None:
        reader = inspect.unwrap(_reader(name))  # through the cache and kept_result to the reader itself
        out, back = _typed(typing.get_type_hints(reader)["return"])
        if out is _same_str:  # a text's reworded copy: most often the text itself, written as 0
            codec = (lambda v, text: 0 if v == text else v,
                     lambda v, text: text if v == 0 and type(v) is int else _str(v))
        else:
            codec = (lambda v, text: out(v), lambda v, text: back(v))
        _CODECS[name] = codec
    return codec


def _same_str(v: Any) -> Any:
    return v


def _same_int(v: Any) -> Any:
    return v


def _str(v: Any) -> str:
    if type(v) is not str:
        raise TypeError("not a kept string")
    return v


def _int(v: Any) -> int:
    if type(v) is not int:
        raise TypeError("not a kept int")
    return v


def _bool_back(v: Any) -> bool:
    if type(v) is not int or v not in (0, 1):
        raise TypeError("not a kept bool")
    return bool(v)


def _list(v: Any) -> list:
    if type(v) is not list:
        raise TypeError("not a kept sequence")
    return v


def _typed(hint: Any) -> tuple[_Out, _Out]:
    """(encode, decode) of a value of type ``hint``; a type not listed fails here, when the codec is built."""
    origin, args = typing.get_origin(hint), typing.get_args(hint)
    if hint is str:
        return _same_str, _str
    if hint is bool:
        return int, _bool_back
    if hint is int:
        return _same_int, _int
    if origin in (types.UnionType, typing.Union) and len(args) == 2 and type(None) in args:
        out, back = _typed(next(a for a in args if a is not type(None)))
        return (lambda v: None if v is None else out(v)), (lambda v: None if v is None else back(v))
    if origin is tuple and len(args) == 2 and args[1] is Ellipsis:
        out, back = _typed(args[0])
        return (lambda v: [out(x) for x in v]), (lambda v: tuple(back(x) for x in _list(v)))
    if origin is tuple and args:
        parts = [_typed(a) for a in args]
        return (lambda v: [o(x) for (o, _), x in zip(parts, v, strict=True)],
                lambda v: tuple(b(x) for (_, b), x in zip(parts, _list(v), strict=True)))
    if origin in (frozenset, list) and len(args) == 1:
        out, back = _typed(args[0])
        made = frozenset if origin is frozenset else list
        # a frozenset is written sorted, so a result always writes the same
        return ((lambda v: sorted(out(x) for x in v)) if made is frozenset else (lambda v: [out(x) for x in v]),
                lambda v: made(back(x) for x in _list(v)))
    if isinstance(hint, type) and is_dataclass(hint):
        hints = typing.get_type_hints(hint)
        names = [f.name for f in fields(hint)]
        parts = [_typed(hints[n]) for n in names]
        return (lambda v: [o(getattr(v, n)) for (o, _), n in zip(parts, names, strict=True)],
                lambda v: hint(*(b(x) for (_, b), x in zip(parts, _list(v), strict=True))))
    raise TypeError(f"no kept codec for {hint!r}")
