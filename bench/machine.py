"""What a benchmark ran on: CPU model, cores, Python and the system, for BENCHMARKS.md rows."""

from __future__ import annotations

import os
import platform
from pathlib import Path


def describe() -> dict[str, object]:
    """The machine as a JSON-ready dict (the CPU model is empty where /proc/cpuinfo is absent)."""
    model = ""
    try:
        model = next((ln.split(":", 1)[1].strip() for ln in Path("/proc/cpuinfo").read_text().splitlines()
                      if ln.startswith("model name")), "")
    except OSError:
        pass
    return {"cpu": model, "cores": os.cpu_count(), "python": platform.python_version(),
            "system": f"{platform.system()} {platform.release()}"}
