"""Regenerate ``screenshots/`` from the scenes the snapshot tests use.

Run from the repository root::

    python -m tui.screenshots            # writes screenshots/*.svg
    python -m tui.screenshots --out DIR  # somewhere else
"""

from __future__ import annotations

import argparse
import sys
import tempfile
from pathlib import Path

# The same private helper pytest-textual-snapshot uses, so pictures match the snapshots.
from textual._doc import take_svg_screenshot

from tui.scenes import SCENES


def write_screenshots(out: Path, names: list[str] | None = None) -> list[Path]:
    """Render every scene (or the named ones) to ``out``; returns the files written."""
    out.mkdir(parents=True, exist_ok=True)
    written: list[Path] = []
    for scene in SCENES:
        if names and scene.name not in names and scene.file_name.removesuffix(".svg") not in names:
            continue
        with tempfile.TemporaryDirectory(prefix="memdesk-scene-") as folder:
            app = scene.build(Path(folder))
            svg = take_svg_screenshot(app=app, terminal_size=scene.size, run_before=scene.run_before)
        target = out / scene.file_name
        target.write_text(svg, encoding="utf-8")
        written.append(target)
    return written


def main(argv: list[str] | None = None) -> int:
    parser = argparse.ArgumentParser(prog="python -m tui.screenshots", description=__doc__.splitlines()[0])
    parser.add_argument("--out", type=Path, default=Path("screenshots"), help="folder for the SVG files")
    parser.add_argument("names", nargs="*",
                        help="only these scenes (review, search, … or a file name such as review-dark-80x24)")
    args = parser.parse_args(argv)
    for path in write_screenshots(args.out, args.names):
        print(path)
    return 0


if __name__ == "__main__":
    sys.exit(main())
