"""Keep standard modules that the start-up path imports but almost never uses from loading.

Every hook call and every ``memdesk recall`` is a new process, so what the interpreter
loads is the command's cost (issue 18: ≤ 120 ms). ``dataclasses`` imports ``inspect``,
which imports ``ast``, ``dis``, ``tokenize`` and ``enum`` tables — about a tenth of a
``recall`` — yet uses it only to write a docstring for a class that has none, which
memdesk's records all have.

:func:`defer_inspect` puts a stand-in module in ``sys.modules`` before anything imports
``inspect``. The first attribute anyone reads from it imports the real module, copies its
namespace into the stand-in and hands ``sys.modules`` back to the real one, so holders of
either see the same functions. A process that already loaded ``inspect`` (pytest, the
workstation, the MCP SDK) is left alone.
"""

from __future__ import annotations

import sys
from types import ModuleType  # small, and typing imports it anyway

_STAND_IN_NAME = "inspect"


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


def defer_inspect() -> None:
    """Install the stand-in for ``inspect`` unless the real module is already loaded."""
    if _STAND_IN_NAME not in sys.modules:
        sys.modules[_STAND_IN_NAME] = _DeferredModule(_STAND_IN_NAME)
