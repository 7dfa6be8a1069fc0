"""Every ``memdesk`` command: the module that defines it and its one-line help.

The command line builds the parser of the one command it was given, so it must know
where each command lives without importing every ``commands_*`` module (each pulls in
its feature code); ``memdesk --help`` lists the commands from here. A test checks this
table against the full parser, so a command added to a module and not here fails it.
"""

from __future__ import annotations

# name -> (module under core.interfaces.cli, one-line help as the module registers it)
COMMANDS: dict[str, tuple[str, str]] = {
    "remember": ("commands_memory", "stage a memory as pending"),
    "amend": ("commands_memory", "stage a correction that supersedes a memory once promoted"),
    "edit": ("commands_memory", "edit a pending memory in place"),
    "recall": ("commands_memory", "promoted memories for a query (bumps access)"),
    "search": ("commands_memory", "ranked search over any status (never bumps access)"),
    "get": ("commands_memory", "one memory by id (never bumps access)"),
    "show": ("commands_memory", "a memory with its history and proposals"),
    "list": ("commands_memory", "memories by status, kind and namespace"),
    "promote": ("commands_review", "believe memories; applies their supersessions"),
    "reject": ("commands_review", "mark memories not believed (the rows stay)"),
    "forget": ("commands_review", "retract promoted memories (undo brings them back)"),
    "restore": ("commands_review", "put superseded or archived memories back as they were"),
    "verify": ("commands_review", "confirm memories are still true (resets their horizon)"),
    "undo": ("commands_review", "reverse your newest action (or a named one)"),
    "sync": ("commands_review", "walk the pending backlog (dry run unless --apply)"),
    "init": ("commands_store", "create the store and show its identity"),
    "demo": ("commands_store", "seed a demo store and open the workstation on it"),
    "doctor": ("commands_store", "check the store and list what needs a person"),
    "stats": ("commands_store", "counts by status, kind and namespace; retrieval mode"),
    "salvage": ("commands_store",
                "copy what is readable from a damaged store into a new store; report what was lost"),
    "tui": ("commands_store", "open the workstation (same as bare `memdesk`)"),
    "store": ("commands_store", "move a whole store (SQLite file ⇄ PostgreSQL)"),
    "agent": ("commands_generations", "the permanent agent id and the current generation"),
    "backup": ("commands_generations", "write the whole store to a versioned JSON file"),
    "restore-backup": ("commands_generations", "restore a backup file (checked whole first; all or nothing)"),
    "generation": ("commands_generations", "record, check and promote generations of the agent"),
    "ask": ("commands_llm", "answer a question from promoted memories, with checked citations (needs a model)"),
    "harvest": ("commands_llm", "stage durable facts from Claude Code / Codex / Markdown transcripts (needs a model)"),
    "link": ("commands_links", "link two memories of one namespace with a typed edge"),
    "graph": ("commands_links", "a memory's neighbourhood of links, as a tree"),
    "explain": ("commands_links", "why a memory exists, what supports it, how it scores"),
    "prune": ("commands_quality",
              "archive the lowest-retention memories per namespace (needs --keep or --older-than)"),
    "archive": ("commands_quality", "archive memories softly, or bring them back with --restore"),
    "purge": ("commands_quality", "delete rejected or archived memories for good (operator only; asks first)"),
    "consolidate": ("commands_quality", "group restatements and file merge proposals (never merges by itself)"),
    "merge-apply": ("commands_quality", "apply a merge proposal (one undoable action)"),
    "rules": ("commands_quality", "capture rules that hold matching captures for review"),
    "export": ("commands_interop", "write the git-diffable Markdown registry"),
    "import": ("commands_interop", "import a Markdown registry or another tool's memories"),
    "context": ("commands_context",
                "render promoted memories as the memdesk block (or write it into CLAUDE.md/AGENTS.md)"),
    "scan": ("commands_conflicts", "run the contradiction rules over promoted memories and file proposals"),
    "supersede": ("commands_conflicts",
                  "rule that NEW replaces OLD (applied now if NEW is promoted, else proposed)"),
    "proposals": ("commands_conflicts", "review envelopes awaiting a person"),
    "accept": ("commands_conflicts",
               "apply one proposal (a pending newcomer is promoted with its whole envelope)"),
    "dismiss": ("commands_conflicts", "rule a proposal wrong; nothing is retired"),
    "mcp": ("commands_server", "serve MCP over stdio (forwards to the daemon when one runs)"),
    "serve": ("commands_server", "run the HTTP server (/mcp, /v1/, /health) as a background daemon"),
    "connect": ("commands_server", "print or install an agent client's MCP configuration"),
    "import-jsonl": ("commands_sources", "stage memories from a JSON Lines file, 100 per all-or-nothing batch"),
    "pin": ("commands_pins", "pin promoted memories: recalled first, always in context"),
    "unpin": ("commands_pins", "take the pin off memories"),
    "pins": ("commands_pins", "list pinned memories and the quota"),
    "retire-ref": ("commands_sources",
                   "a source was deleted: stage retirement of what cites only it, strip it from the rest"),
    "watch": ("commands_sources", "stage new or changed text/Markdown files in a folder as pending memories"),
    "upkeep": ("commands_quality",
               "run upkeep now: stale horizons, expired envelopes, kept readings, scan, consolidation (logged)"),
    "hooks": ("commands_agents", "wire memdesk into a coding agent's hooks (Claude Code, Codex)"),
    "instructions": ("commands_agents",
                     "the short instruction block an agent needs (when to recall, what to remember)"),
    "config": ("commands_config",
               "every setting with its value and source (default, file, env:VAR); checks the file"),
    "embed": ("commands_retrieval", "embed memories that lack a vector (hybrid retrieval; needs [embeddings])"),
}

# The options the top-level parser takes before the command; those that take a value.
GLOBAL_VALUE_OPTIONS = ("--db", "--ns")
GLOBAL_FLAGS = ("--json", "--version", "--help", "-h")


def modules() -> list[str]:
    """Every command module, once each, in the order the commands are listed."""
    return list(dict.fromkeys(module for module, _ in COMMANDS.values()))


def _global_option(word: str) -> str | None:
    """The top-level option ``word`` names (argparse accepts unique prefixes of long options), if any."""
    name = word.partition("=")[0]
    if name in (*GLOBAL_VALUE_OPTIONS, *GLOBAL_FLAGS):
        return name
    if name.startswith("--") and len(name) > 2:
        matches = [option for option in (*GLOBAL_VALUE_OPTIONS, *GLOBAL_FLAGS) if option.startswith(name)]
        if len(matches) == 1:
            return matches[0]
    return None


def leading(argv: list[str]) -> tuple[str | None, set[str]]:
    """The command word of ``argv`` (``None`` if there is none before an unknown word) and the
    top-level flags given before it (``--version``, ``--help``, ``--json`` …)."""
    flags: set[str] = set()
    index = 0
    while index < len(argv):
        word = argv[index]
        index += 1
        if word == "--":
            break
        if word.startswith("-"):
            option = _global_option(word)
            if option is None:
                return None, flags
            flags.add(option)
            if option in GLOBAL_VALUE_OPTIONS and "=" not in word:
                index += 1  # its value
            continue
        return word, flags
    return None, flags
