"""Keep standard modules that the start-up path imports but almost never uses from loading.

Every hook call and every ``memdesk recall`` is a new process, so what the interpreter
loads is the command's cost (issue 18: ≤ 120 ms). Two standard modules are imported on
that path for code that almost never runs:

- ``inspect`` (with ``ast``, ``dis``, ``tokenize``): ``dataclasses`` imports it only to
  write a docstring for a class that has none, which memdesk's records all have —
  about a tenth of a ``recall``;
- ``ipaddress``: ``urllib.parse`` (imported by ``pathlib``) imports it only to check a
  URL whose host is in brackets.

:func:`defer_unused_modules` puts a stand-in module for each in ``sys.modules`` before
anything imports them. The first attribute anyone reads from a stand-in imports the real
module, copies its namespace into the stand-in and hands ``sys.modules`` back to the real
one, so holders of either see the same functions. A process that already loaded the real
module (pytest, the workstation, the MCP SDK) is left alone.
"""

from __future__ import annotations

import sys
from types import ModuleType  # small, and typing imports it anyway

DEFERRED = ("inspect", "ipaddress")


class _DeferredModule(ModuleType):
    """A module whose first attribute lookup loads the real one (a plain import reads only ``__spec__``)."""

    def __getattr__(self, name: str) -> object:
        real = _load_real(self)
        return getattr(real, name)


def _load_real(stand_in: _DeferredModule) -> ModuleType:
    import importlib

    if sys.modules.get(stand_in.__name__) is stand_in:
        del sys.modules[stand_in.__name__]
    real = importlib.import_module(stand_in.__name__)
    stand_in.__dict__.update(real.__dict__)
    return real


def defer_unused_modules() -> None:
    """Install a stand-in for each module of :data:`DEFERRED` that is not loaded yet."""
    for name in DEFERRED:
        if name not in sys.modules:
            sys.modules[name] = _DeferredModule(name)
