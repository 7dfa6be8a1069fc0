"""Soul files: SOUL.md, IDENTITY.md and MEMORY.md — who the agent is, in the operator's words.

Every soul file memdesk reads goes through this module:

- :func:`read_soul_dir` is the one reader: it opens exactly the soul file names asked
  for (at most the three) directly inside a folder the operator names — the CLI's
  ``--soul-dir`` (seal, ``context``), the auto-refreshed context files' ``soul_dir``, or
  the ``[soul] dir`` the MCP resource serves — never a path an agent sends; each must
  be a regular file of at most :data:`MAX_SOUL_BYTES` (the one cap);
- :func:`soul_secret` is the one secret rule: a soul file whose text looks like it holds
  a credential is never passed on. Sealing and the context block refuse it (both write
  it somewhere people keep); the read-only MCP resource withholds that file and says so.

The engine never opens a path to hash a soul file: callers hand it the bytes
(:func:`check_soul`). Digests are SHA-256 of the exact bytes (no newline or BOM
normalisation). The text is kept with the seal so two generations can be compared
line by line.
"""

from __future__ import annotations

import difflib
import os
import stat
from collections.abc import Iterable, Mapping
from pathlib import Path

from core.errors import RefusedError, ValidationError
from core.identity.digests import sha256_hex
from core.model.lean import lean_dataclass
from core.settings import Settings
from core.text.secrets import find_secret

SOUL_FILES = ("SOUL.md", "IDENTITY.md", "MEMORY.md")
MAX_SOUL_BYTES = 256 * 1024
NO_SOUL = ("No soul files are configured for this store. (An operator can point `[soul] dir` in "
           "memdesk's config at a folder holding SOUL.md, IDENTITY.md and MEMORY.md.)\n")
MAX_DIFF_LINES = 400


@lean_dataclass(frozen=True)
class SoulFile:
    """One soul file as sealed: its digest, size and text."""

    name: str
    sha256: str
    size: int
    text: str

    def to_dict(self, *, with_text: bool = True) -> dict:
        data = {"sha256": self.sha256, "bytes": self.size}
        if with_text:
            data["text"] = self.text
        return data


def soul_secret(text: str) -> str | None:
    """Why a soul file's text must not be passed on (it looks like it holds a credential), or ``None``."""
    finding = find_secret(text)
    return finding.reason if finding is not None else None


def check_soul(files: Mapping[str, bytes]) -> dict[str, SoulFile]:
    """Check soul file contents handed to the engine and digest them.

    Args:
        files: ``name -> bytes``; names must be SOUL.md, IDENTITY.md or MEMORY.md.

    Returns:
        ``name -> SoulFile`` in the standard order.

    Raises:
        ValidationError: any other name, a file over 256 KB or not UTF-8.
        RefusedError: a file that looks like it holds a credential (it would be stored).
    """
    unknown = sorted(set(files) - set(SOUL_FILES))
    if unknown:
        raise ValidationError(
            f"{unknown[0]!r} is not a soul file; only {', '.join(SOUL_FILES)} are read", code="invalid_soul_file"
        )
    checked: dict[str, SoulFile] = {}
    for name in SOUL_FILES:
        if name not in files:
            continue
        data = bytes(files[name])
        if len(data) > MAX_SOUL_BYTES:
            raise ValidationError(f"{name} is {len(data)} bytes, over the {MAX_SOUL_BYTES // 1024} KB limit",
                                  code="soul_too_large")
        try:
            text = data.decode("utf-8")
        except UnicodeDecodeError:
            raise ValidationError(f"{name} is not UTF-8 text", code="invalid_soul_file") from None
        secret = soul_secret(text)
        if secret is not None:
            raise RefusedError(f"{name} {secret}; soul files are sealed in the store, keep secrets out",
                               code="soul_credential")
        checked[name] = SoulFile(name=name, sha256=sha256_hex(data), size=len(data), text=text)
    return checked


def read_soul_dir(directory: str | os.PathLike, names: Iterable[str] = SOUL_FILES) -> dict[str, bytes]:
    """Read the soul files present in ``directory`` (a folder the operator names, never one an agent sends).

    Opens only ``names`` (SOUL.md, IDENTITY.md and MEMORY.md by default) directly inside
    ``directory``; anything else there is ignored. Missing files are simply absent from
    the result, which keeps the standard order.

    Raises:
        ValidationError: the directory does not exist, a soul name is not a regular
            file, or a file is too large.
    """
    folder = Path(directory)
    if not folder.is_dir():
        raise ValidationError(f"soul directory {folder} does not exist or is not a directory",
                              code="invalid_soul_dir")
    wanted = set(names)
    unknown = sorted(wanted - set(SOUL_FILES))
    if unknown:
        raise ValueError(f"{unknown[0]!r} is not a soul file name")
    found: dict[str, bytes] = {}
    for name in (n for n in SOUL_FILES if n in wanted):
        path = folder / name
        try:
            info = path.stat()
        except FileNotFoundError:
            continue
        except OSError as exc:
            raise ValidationError(f"cannot read {path}: {exc.strerror}", code="invalid_soul_dir") from None
        if not stat.S_ISREG(info.st_mode):
            raise ValidationError(f"{path} is not a regular file", code="invalid_soul_file")
        if info.st_size > MAX_SOUL_BYTES:
            raise ValidationError(f"{name} is {info.st_size} bytes, over the {MAX_SOUL_BYTES // 1024} KB limit",
                                  code="soul_too_large")
        found[name] = path.read_bytes()
    return found


def soul_text(settings: Settings) -> str:
    """The operator's soul files as one text (the MCP resource ``memdesk://soul``), or a note that none are set.

    Only the folder the operator's config names is read, through :func:`read_soul_dir`;
    a file :func:`soul_secret` objects to is withheld, with a note saying why.

    Raises:
        ValidationError: the configured folder is missing or holds an unreadable soul file.
    """
    folder = settings.soul_dir()  # relative paths were resolved against the config file's folder on load
    if folder is None:
        return NO_SOUL
    files = read_soul_dir(folder)
    if not files:
        return "The configured soul folder holds none of SOUL.md, IDENTITY.md, MEMORY.md.\n"
    parts = ["# Soul files (set by the operator; read-only)\n"]
    for name, raw in files.items():
        text = raw.decode("utf-8", errors="replace").rstrip()
        secret = soul_secret(text)
        if secret is not None:  # e.g. a SOUL.md symlinked to a key: never hand it to an agent
            text = f"[{name} withheld: it {secret}; the operator should take the secret out]"
        parts.append(f"## {name}\n\n{text}\n")
    return "\n".join(parts)


def line_diff(name: str, old: str, new: str, *, old_label: str, new_label: str) -> list[str]:
    """A unified line diff of one soul file between two seals (capped at 400 lines)."""
    lines = list(difflib.unified_diff(old.splitlines(), new.splitlines(), fromfile=f"{name} ({old_label})",
                                      tofile=f"{name} ({new_label})", lineterm="", n=2))
    if len(lines) > MAX_DIFF_LINES:
        lines = [*lines[:MAX_DIFF_LINES], f"… {len(lines) - MAX_DIFF_LINES} more lines"]
    return lines


TEMPLATES = {
    "SOUL.md": """# SOUL.md

How this agent carries itself. Edit freely; `memdesk generation seal --soul-dir` records
exactly these bytes, so a changed word shows up in the next generation's diff.

## Voice
- Plain words, short answers; detail when the question needs it.
- Says "I don't know" rather than guessing.

## Limits
- Asks before anything that leaves this machine or cannot be taken back.
- Keeps other people's private details out of notes and answers.
- Never stores passwords, keys or tokens — in memories or in these files.
""",
    "IDENTITY.md": """# IDENTITY.md

A label for people. The agent's identity is its permanent id below, which never
changes with this name, the model, the host or the generation.

- **Name:** (choose one)
- **Agent id:** {agent_id}
- **What it is for:** (one sentence)
- **Started:** {created}
""",
    "MEMORY.md": """# MEMORY.md

Long-lived notes a person curates by hand. Facts the agent learns on its own go
through memdesk (`memdesk remember`, then review), where every change is audited.

## People and preferences
-

## Projects
-

## Standing decisions
-
""",
}


def write_templates(directory: str | os.PathLike, *, agent_id: str, created: str) -> dict[str, list[str]]:
    """Write SOUL.md, IDENTITY.md and MEMORY.md templates into ``directory``.

    Never overwrites: an existing file is left exactly as it is and reported as kept.

    Returns:
        ``{"written": [names], "kept": [names]}``.

    Raises:
        ValidationError: when the directory cannot be created or written.
    """
    folder = Path(directory)
    try:
        folder.mkdir(parents=True, exist_ok=True)
    except OSError as exc:
        raise ValidationError(f"cannot create {folder}: {exc.strerror}", code="invalid_soul_dir") from None
    written, kept = [], []
    for name in SOUL_FILES:
        text = TEMPLATES[name].format(agent_id=agent_id, created=created[:10])
        try:
            # "x" mode: the existence check and the create are one step, so a file
            # that appears meanwhile is still never overwritten.
            with open(folder / name, "x", encoding="utf-8", newline="\n") as handle:
                handle.write(text)
        except FileExistsError:
            kept.append(name)
            continue
        except OSError as exc:
            raise ValidationError(f"cannot write {folder / name}: {exc.strerror}", code="invalid_soul_dir") from None
        written.append(name)
    return {"written": written, "kept": kept}
