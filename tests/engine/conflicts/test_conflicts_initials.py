"""The one reader of initials (core/conflicts/initials.py) that ended_older, name_replaced, short_forms and
told_two_ways call: its public pieces, each with the difference its callers pass in."""

from __future__ import annotations

from core.conflicts.initials import (
    INITIALS,
    INITIALS_WITH_AND,
    initials_of_runs,
    letters_of,
    runs_spelling,
    title_runs,
    write_out,
)


def test_the_two_shapes_of_initials() -> None:
    text = "The QA lead filed it under H&S, then emailed qa.example and QA-2."
    assert INITIALS.findall(text) == ["QA"]  # "H&S" is no "S" beside an "&", nor a host or a tag
    assert INITIALS_WITH_AND.findall(text) == ["QA", "H&S"]
    assert INITIALS.findall("ABCDE stays whole") == []
    assert INITIALS_WITH_AND.findall("ABCDE stays whole") == ["ABCDE"]


def test_letters_of_a_run() -> None:
    assert letters_of(["Bureau", "of", "the", "Census"], {"of", "the"}) == "BC"
    assert letters_of(["bureau", "of", "census"]) == "boc"


def test_initials_of_every_run() -> None:
    assert initials_of_runs(["quality", "assurance", "board"], (2, 3)) == {"qa", "ab", "qab"}
    assert initials_of_runs(["board"], (2,)) == set()


def test_runs_spelling_with_nothing_skipped_is_exact() -> None:
    words = "the new quality assurance board met".split()
    assert runs_spelling("QAB", words) == [(2, 5)]
    assert runs_spelling("qa", words) == [(2, 4)]
    assert runs_spelling("NQB", words) == []  # a letter left out is no run
    assert runs_spelling("", words) == []


def test_runs_spelling_lets_a_skipped_word_stand_inside() -> None:
    words = "the health and safety desk".split()
    assert runs_spelling("HS", words, {"and"}) == [(1, 4)]
    assert runs_spelling("HS", words) == []
    assert runs_spelling("HAS", words, {"and"}) == [(1, 4)]  # a skipped word may still give its letter
    assert runs_spelling("TH", words, {"the"}) == []  # never first


def test_write_out_keeps_to_the_bounds() -> None:
    assert write_out("Moved to the QA board; QA-2 stays", "QA", "quality assurance") == \
        "Moved to the quality assurance board; QA-2 stays"
    assert write_out("H&S review with R&D", "H&S", "health and safety", with_and=True) == \
        "health and safety review with R&D"


def test_title_runs_prefer_capitalised_stretches() -> None:
    runs = title_runs("Started as Head of Data Platform, after years as a data platform engineer")
    assert runs["HDP"] == "Head of Data Platform"
    assert runs["DPE"] == "data platform engineer"
