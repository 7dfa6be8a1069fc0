"""``memdesk doctor``'s agent-client checks: each installed client config's memdesk entry, as a doctor check.

The reading is :mod:`core.agents.client_configs`; this adds what only the command line
knows (is a token in use here, by the environment or by the daemon serving the store)
and shapes the findings as checks, one per client whose config names memdesk.
"""

from __future__ import annotations

import os
from pathlib import Path

from core.quality.doctor import Check

CLIENT_LABELS = {"claude": "Claude Code", "codex": "Codex", "cursor": "Cursor"}


def client_config_checks(db_path: Path) -> list[Check]:
    """One check per agent client whose config names memdesk: does each entry connect?"""
    from core.agents.client_configs import check_client_configs
    from core.interfaces.serving.daemon import daemon_status

    daemon = daemon_status(db_path, timeout=0.5)
    token_in_use = bool(os.environ.get("MEMDESK_TOKEN")) or bool(daemon and daemon.auth)
    checks = []
    findings = check_client_configs(token_in_use=token_in_use)
    for client, label in CLIENT_LABELS.items():
        mine = [f for f in findings if f.client == client]
        if not mine:
            continue
        problems = [{"path": str(f.file), "problem": p} for f in mine for p in f.problems]
        files = ", ".join(str(f.file) for f in mine)
        if problems:
            detail = (f"{len(problems)} problem{'s' if len(problems) > 1 else ''} with {label}'s memdesk "
                      "entries; each says what to do")
        else:
            detail = f"{label}'s memdesk entries look able to connect ({files})"
        checks.append(Check(f"{client}_config", "warn" if problems else "ok", detail, problems))
    if not checks:
        checks.append(Check("client_configs", "skipped", "no Claude Code, Codex or Cursor config names memdesk; "
                            "`memdesk connect CLIENT --write` adds it"))
    return checks
