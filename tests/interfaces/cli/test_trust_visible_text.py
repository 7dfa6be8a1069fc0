"""Issue 17 item 8: what a reviewer sees is what agents get. Invisible-only text is refused;
bidi and control characters are shown visibly on the CLI and in the exported registry.
"""

from __future__ import annotations

import re

import pytest


@pytest.mark.parametrize("text", ["\u200b", "\u200b\u200c\u200d", "\u2060\ufeff", " \u200b \u200b ", "\u00ad",
                                  "\u200e\u200f", "\u202e"])
def test_item8_invisible_only_content_is_refused_like_empty_content(cli, text):
    """Issue 17 item 8: content made only of invisible characters (zero-width, bidi marks, soft hyphen)
    is refused as empty content is; nothing is stored."""
    result = cli("remember", text, "--json")
    assert result.code == 1, result.stdout
    assert result.json.get("code")
    assert cli("list", "--status", "all", "--json").json["memories"] == []


def test_item8_bidi_controls_are_shown_visibly_in_list_show_and_export(cli, tmp_path):
    """Issue 17 item 8: a U+202E in memory text is never printed raw by `list`, `show` or the exported
    registry (the reviewer would read "harmlessexe.jpg" the wrong way round); the text itself is kept."""
    text = "attachments named invoice\u202egpj.exe are safe to open"
    memory_id = cli("remember", text, "--json").json["id"]
    listed = cli("list")
    shown = cli("show", str(memory_id))
    assert "invoice" in listed.stdout and "invoice" in shown.stdout
    assert "\u202e" not in listed.stdout, "list prints the bidi override raw"
    assert "\u202e" not in shown.stdout, "show prints the bidi override raw"
    registry = tmp_path / "registry"
    assert cli("export", "--markdown", str(registry)).code == 0
    assert "\u202e" not in (registry / "_shared.md").read_text(encoding="utf-8"), "export writes it raw"
    assert cli("get", str(memory_id), "--json").json["content"] == text  # stored exactly, shown visibly
    fresh = tmp_path / "fresh.db"
    assert cli("import", str(registry), "--promote", "--json", db=fresh).code == 0
    assert [m["content"] for m in cli("list", "--status", "all", "--json", db=fresh).json["memories"]] == [text]


def test_item8_watched_file_names_never_put_escape_sequences_on_the_terminal(cli, tmp_path):
    """Issue 17 item 8: a watched file named with ESC/BEL sequences is reported with them shown
    visibly; no raw control character reaches the terminal (watch, list)."""
    folder = tmp_path / "inbox"
    folder.mkdir()
    (folder / "notes\x1b[2J\x1b]0;pwned\x07.md").write_text("The build cache lives in /var/cache/ci\n",
                                                            encoding="utf-8")
    scanned = cli("watch", str(folder), "--once")
    assert scanned.code == 0 and "notes" in scanned.stdout
    listed = cli("list")
    for output in (scanned.stdout, scanned.stderr, listed.stdout):
        assert not re.search(r"[\x00-\x08\x0b-\x1f\x7f\x9b]", output), repr(output)
