"""Retrieval: query parsing, scoring constants and ranking."""

from .query import ParsedQuery, parse_query, tokenize
from .ranker import Ranking, rank

__all__ = ["ParsedQuery", "Ranking", "parse_query", "rank", "tokenize"]
