"""What reading the settings costs a command, on each of its three paths.

1. no config file and no override: the defaults, nothing validated;
2. a config file, cold: tomllib + pydantic validate it (and the result is cached);
3. the same file, cached: the validated result is rebuilt from the cache.

Each run is a fresh ``python`` process that imports only ``core.settings`` (``core``'s
own ``__init__``, which imports the engine, is bypassed, and the standard modules every
command loads anyway — dataclasses, typing, pathlib, json, platformdirs — are imported
first, so the figure is the settings' alone), then times ``load_settings()``; CPU time (user + sys), so a loaded machine
inflates it less than wall time. It also reports whether pydantic and tomllib were
imported. Throwaway ``HOME``/``MEMDESK_HOME``; bytecode is written and warmed first.

    python bench/settings_load.py [--runs 15]
"""

from __future__ import annotations

import argparse
import json
import os
import statistics
import subprocess
import sys
import tempfile
from pathlib import Path

ROOT = Path(__file__).resolve().parents[1]
SAMPLE = """\
[recall]
k = 12

[decay]
tooling = 90

[judge]
model = "haiku"
max_calls = 10

[screens]
instruction_files = ["CLAUDE.md"]

[[screens.rules]]
pattern = "session summary"
reason = "session summaries are not facts"

[server]
port = 8766
"""

CHILD = r"""
import os, sys, time, types, json
import dataclasses, typing, pathlib, platformdirs  # every command imports these before its settings
core = types.ModuleType("core"); core.__path__ = [os.path.join(sys.argv[1], "core")]; sys.modules["core"] = core
t0 = time.process_time()
from core.settings import load_settings
t1 = time.process_time()
settings = load_settings()
t2 = time.process_time()
print(json.dumps({"import_ms": (t1 - t0) * 1000, "load_ms": (t2 - t1) * 1000,
                  "pydantic": "pydantic" in sys.modules, "tomllib": "tomllib" in sys.modules,
                  "annotated_types": "annotated_types" in sys.modules, "k": settings.recall.k}))
"""


def child(env: dict[str, str]) -> tuple[dict, float]:
    process = subprocess.Popen([sys.executable, "-c", CHILD, str(ROOT)], env=env, stdout=subprocess.PIPE, text=True)
    out, _ = process.communicate()
    _, _, usage = os.wait4(process.pid, 0) if process.returncode is None else (0, 0, None)
    report = json.loads(out)
    return report, 0.0 if usage is None else (usage.ru_utime + usage.ru_stime) * 1000


def run(label: str, env: dict[str, str], runs: int, *, before=None) -> dict:
    reports = []
    for _ in range(runs):
        if before:
            before()
        reports.append(child(env)[0])
    imp = [r["import_ms"] for r in reports]
    load = [r["load_ms"] for r in reports]
    total = [a + b for a, b in zip(imp, load)]
    last = reports[-1]
    return {"path": label, "runs": runs, "import_ms_median": round(statistics.median(imp), 2),
            "load_ms_median": round(statistics.median(load), 2), "total_ms_median": round(statistics.median(total), 2),
            "total_ms_min": round(min(total), 2), "pydantic": last["pydantic"], "tomllib": last["tomllib"],
            "annotated_types": last["annotated_types"], "k": last["k"]}


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--runs", type=int, default=15)
    parser.add_argument("--json", action="store_true")
    args = parser.parse_args()
    with tempfile.TemporaryDirectory() as tmp:
        home = Path(tmp)
        env = {k: v for k, v in os.environ.items() if not k.startswith(("MEMDESK_", "ANTHROPIC_"))}
        env.pop("PYTHONDONTWRITEBYTECODE", None)
        env.update(HOME=str(home), MEMDESK_HOME=str(home / "memdesk"), MEMDESK_CONFIG=str(home / "config.toml"),
                   XDG_CACHE_HOME=str(home / "cache"))
        child(env)  # write bytecode
        results = [run("no file", env, args.runs)]
        (home / "config.toml").write_text(SAMPLE, encoding="utf-8")
        cache = home / "memdesk" / "cache" / "settings.json"
        child(env)  # warm the bytecode of tomllib and pydantic
        results.append(run("file, cold", env, args.runs, before=lambda: cache.unlink(missing_ok=True)))
        child(env)
        results.append(run("file, cached", env, args.runs))
    if args.json:
        print(json.dumps(results, indent=2))
        return
    print(f"python {sys.version.split()[0]}; CPU ms in a fresh process; {args.runs} runs each")
    print(f"{'path':<14} {'import':>8} {'load':>8} {'total':>8} {'min':>8}  pydantic tomllib annotated_types")
    for r in results:
        print(f"{r['path']:<14} {r['import_ms_median']:>8} {r['load_ms_median']:>8} {r['total_ms_median']:>8} "
              f"{r['total_ms_min']:>8}  {r['pydantic']!s:<8} {r['tomllib']!s:<7} {r['annotated_types']}")


if __name__ == "__main__":
    main()
