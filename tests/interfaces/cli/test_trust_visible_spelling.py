"""What a reviewer sees is what agents get, for the characters that spell in one place and hide in another
(RELIABILITY §10's leftover): a soft hyphen is always named; a variation selector, a Mongolian free variation selector
and the Braille blank are named unless the characters beside them spell with them (``core.text.visible``)."""

from __future__ import annotations

import pytest

from core.text.visible import has_hidden, visible


@pytest.mark.parametrize(("text", "shown"), [
    ("pass\u00adword rotated", "pass<U+00AD>word rotated"),  # drawn as nothing by a terminal
    ("the ke\ufe0fy is in the vault", "the ke<U+FE0F>y is in the vault"),  # a selector after a letter hides
    ("\ufe0fstarts with a selector", "<U+FE0F>starts with a selector"),
    ("sk\u2800ant in the notes", "sk<U+2800>ant in the notes"),  # a Braille blank as a fake space
    ("ab\u180bc", "ab<U+180B>c"),  # a Mongolian selector after a Latin letter
    ("code a\U000e0100b", "code a<U+E0100>b"),  # an ideographic variation selector after a Latin letter
    ("\u2764\ufe0f\ufe0f twice", "\u2764\ufe0f<U+FE0F> twice"),  # the second selects nothing
    ("7\ufe0f alone", "7<U+FE0F> alone"),  # a digit's selector without its keycap
    # a character named everywhere stays named after a symbol, where a selector would spell
    ("invoice \u2014\u202egpj.exe", "invoice \u2014<U+202E>gpj.exe"),
    ("\u2764\u200b love", "\u2764<U+200B> love"),
    ("\u1820\u180e", "\u1820<U+180E>"),
])
def test_a_character_that_spells_nothing_here_is_named(text, shown):
    assert visible(text) == shown
    assert has_hidden(text)


@pytest.mark.parametrize("text", [
    "I \u2764\ufe0f vim",  # an emoji's presentation
    "\u203c\ufe0f deploy freeze",  # punctuation beyond ASCII with its emoji form
    "step 1\ufe0f\u20e3 first",  # a keycap: the digit, the selector, the keycap
    "\u2708\ufe0e flights",  # the text form
    "\u2801\u2800\u2803",  # a blank cell between Braille cells
    "\u1820\u180b",  # a Mongolian letter's variant
    "\u845b\U000e0100",  # a CJK ideograph's registered variant
    "plain text",
])
def test_a_character_that_spells_with_its_neighbours_is_left_as_written(text):
    assert visible(text) == text
    assert not has_hidden(text)


def test_the_cli_shows_them_named_and_the_registry_gives_the_exact_text_back(cli, tmp_path):
    """``show`` names the soft hyphen and the stray selector, keeps the emoji whole; the exported registry writes
    both as escapes and imports to the exact text."""
    text = "the pass\u00adword vault is ke\ufe0fyed; I \u2764\ufe0f it"
    memory_id = cli("remember", text, "--json").json["id"]
    shown = cli("show", str(memory_id)).stdout
    assert "pass<U+00AD>word" in shown and "ke<U+FE0F>yed" in shown, shown
    assert "\u00ad" not in shown and "e\ufe0f" not in shown
    assert "\u2764\ufe0f" in shown  # the emoji as written
    registry = tmp_path / "registry"
    assert cli("export", "--markdown", str(registry)).code == 0
    written = (registry / "_shared.md").read_text(encoding="utf-8")
    assert "\u00ad" not in written and "e\ufe0f" not in written
    fresh = tmp_path / "fresh.db"
    assert cli("import", str(registry), "--promote", "--json", db=fresh).code == 0
    assert [m["content"] for m in cli("list", "--status", "all", "--json", db=fresh).json["memories"]] == [text]
