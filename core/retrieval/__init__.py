"""Retrieval: query parsing, scoring constants and ranking.

The names below load on first use (PEP 562): ``from core.retrieval import scoring``
must not import the ranker, the query parser and their patterns — the context block a
hook prints needs only the scoring constants (start-up target of issue 18).
"""

from __future__ import annotations

from typing import TYPE_CHECKING, Any

if TYPE_CHECKING:
    from core.retrieval.query import ParsedQuery, parse_query
    from core.retrieval.ranker import Ranking, rank

__all__ = ["ParsedQuery", "Ranking", "parse_query", "rank"]

_HOMES = {"ParsedQuery": "query", "parse_query": "query", "Ranking": "ranker", "rank": "ranker"}


def __getattr__(name: str) -> Any:
    if name not in _HOMES:
        raise AttributeError(f"module {__name__!r} has no attribute {name!r}")
    import importlib

    return getattr(importlib.import_module(f"{__name__}.{_HOMES[name]}"), name)
