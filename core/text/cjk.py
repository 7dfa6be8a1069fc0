"""Search in Chinese, Japanese and Korean: a character-bigram shadow index.

FTS5's unicode61 tokenizer splits on spaces and punctuation, so a run of Chinese or
Japanese text — written without spaces — becomes one long token, and "北京" is not
found inside "我下个月去北京出差". Text that contains such characters is therefore also
indexed as overlapping character pairs ("我下 下个 个月 … 出差") in the ``memories_cjk``
FTS5 table, and a query that contains them searches that table with its own pairs.
Text with no CJK characters never touches the shadow index: it is selected
automatically, per memory and per query.
"""

from __future__ import annotations

import functools
import re

# Bigrams kept per memory: enough for the longest capture (8,000 characters).
MAX_GRAMS = 8000


@functools.cache
def _cjk_run() -> re.Pattern[str]:
    # Han ideographs (with extension A and compatibility forms), kana, and Hangul. Compiled on
    # first use (~2 ms): ASCII text, most of what recall sees, never needs it.
    return re.compile(
        "[\u3400-\u4dbf\u4e00-\u9fff\uf900-\ufaff\u3040-\u309f\u30a0-\u30ff\u31f0-\u31ff"
        "\uff66-\uff9f\u1100-\u11ff\u3130-\u318f\uac00-\ud7af]+"
    )


def _runs(text: str | None) -> list[str]:
    """The CJK runs of ``text``; every CJK character is above U+10FF, so ASCII text has none."""
    if not text or text.isascii():
        return []
    return _cjk_run().findall(text)


def has_cjk(text: str | None) -> bool:
    """Whether ``text`` contains any CJK character."""
    return text is not None and not text.isascii() and _cjk_run().search(text) is not None


def _pairs(run: str) -> list[str]:
    if len(run) == 1:
        return [run]
    return [run[i : i + 2] for i in range(len(run) - 1)]


def grams(*texts: str | None) -> str:
    """Space-separated character bigrams of every CJK run in ``texts`` ("" when none)."""
    found: list[str] = []
    for text in texts:
        for run in _runs(text):
            found.extend(_pairs(run))
    return " ".join(found[:MAX_GRAMS])


def query_match(text: str) -> str | None:
    """A safe FTS5 expression over the shadow index for the CJK part of a query.

    Pairs are quoted and OR-ed (BM25 favours memories holding more of them); a lone
    character becomes a prefix query, so "京" finds the pairs that start with it.
    ``None`` when the query has no CJK text.
    """
    terms: list[str] = []
    for run in _runs(text):
        if len(run) == 1:
            terms.append(f'"{run}"*')
        else:
            terms.extend(f'"{pair}"' for pair in _pairs(run))
    unique = list(dict.fromkeys(terms))[:64]
    return " OR ".join(unique) if unique else None
