"""Retrieval: query parsing, scoring constants and ranking."""

from core.retrieval.query import ParsedQuery, parse_query
from core.retrieval.ranker import Ranking, rank

__all__ = ["ParsedQuery", "Ranking", "parse_query", "rank"]
