"""Dataclasses that cost less to define: every command pays for each class it imports.

A hook runs ``memdesk context`` at every session start, so class definitions are on the
start-up path of issue 18 (≤ 120 ms per command). On Python 3.11 ``@dataclass`` compiles
one function per generated method — ``__init__``, ``__repr__``, ``__eq__``, and for a
frozen class ``__setattr__``, ``__delattr__`` and ``__hash__`` — each an ``exec`` of
~0.1–0.2 ms, and the ~50 classes a ``recall`` imports paid ~30 ms for them.

:func:`lean_dataclass` keeps everything a dataclass is (``fields()``, ``asdict()``,
``replace()``, pydantic, type checkers through ``dataclass_transform``) and the
generated ``__init__`` (the one method that runs per instance, so it stays compiled),
and shares one ``__repr__``, ``__eq__`` and (frozen classes) ``__hash__`` among all
classes: they read the field names the decorator stored on the class.
"""

from __future__ import annotations

from collections.abc import Callable
from dataclasses import _FIELD, MISSING, FrozenInstanceError, dataclass, field  # type: ignore[attr-defined]
from typing import Any, TypeVar, dataclass_transform, overload

_Class = TypeVar("_Class", bound=type)


def _compared(self: Any) -> tuple[Any, ...]:
    return tuple(getattr(self, name) for name in self.__lean_compare__)


def _eq(self: Any, other: Any) -> Any:
    if other.__class__ is not self.__class__:
        return NotImplemented
    return _compared(self) == _compared(other)


def _repr(self: Any) -> str:
    shown = ", ".join(f"{name}={getattr(self, name)!r}" for name in self.__lean_repr__)
    return f"{self.__class__.__qualname__}({shown})"


def _hash(self: Any) -> int:
    return hash(_compared(self))


def _frozen_guards(owner: type) -> tuple[Callable[..., None], Callable[..., None]]:
    """``__setattr__``/``__delattr__`` of a frozen dataclass as closures (no ``exec``), with its errors."""
    names = frozenset(owner.__dataclass_fields__)  # type: ignore[attr-defined]

    def __setattr__(self: Any, name: str, value: Any) -> None:
        if type(self) is owner or name in names:
            raise FrozenInstanceError(f"cannot assign to field {name!r}")
        object.__setattr__(self, name, value)

    def __delattr__(self: Any, name: str) -> None:
        if type(self) is owner or name in names:
            raise FrozenInstanceError(f"cannot delete field {name!r}")
        object.__delattr__(self, name)

    return __setattr__, __delattr__


def _shared_init(self: Any, *args: Any, **values: Any) -> None:
    """The generated ``__init__``'s behaviour, for classes made too rarely to compile one."""
    cls = self.__class__
    fields = cls.__lean_init__
    if len(args) > len(fields):
        raise TypeError(f"{cls.__qualname__}() takes {len(fields)} positional arguments but {len(args)} were given")
    for (name, _, _), value in zip(fields, args):
        if name in values:
            raise TypeError(f"{cls.__qualname__}() got multiple values for argument {name!r}")
        values[name] = value
    for name, default, factory in fields:
        if name in values:
            value = values.pop(name)
        elif factory is not MISSING:
            value = factory()
        elif default is not MISSING:
            value = default
        else:
            raise TypeError(f"{cls.__qualname__}() missing required argument: {name!r}")
        object.__setattr__(self, name, value)
    if values:
        raise TypeError(f"{cls.__qualname__}() got an unexpected keyword argument {next(iter(values))!r}")
    if hasattr(self, "__post_init__"):
        self.__post_init__()


@overload
def lean_dataclass(cls: _Class, /) -> _Class: ...


@overload
def lean_dataclass(*, frozen: bool = False, compiled_init: bool = True) -> Callable[[_Class], _Class]: ...


@dataclass_transform(field_specifiers=(field,))
def lean_dataclass(cls: Any = None, /, *, frozen: bool = False, compiled_init: bool = True) -> Any:
    """``@dataclass`` / ``@dataclass(frozen=True)`` with one (three) compiled methods instead of three (six).

    Equality, hashing (frozen classes only, as with ``@dataclass``) and ``repr`` behave as
    the generated ones do: fields compared and shown in order, ``compare=False`` and
    ``repr=False`` fields left out, instances of another class never equal.

    ``compiled_init=False`` shares one interpreted ``__init__`` too — the same arguments,
    defaults and errors, ~8 µs slower per instance — for classes made a handful of times
    per process (settings, a query's plan, an operation's result): compiling an
    ``__init__`` costs ~0.3–1 ms of every start-up. A frozen class made this way also
    shares its ``__setattr__``/``__delattr__``, which refuse as the generated ones do.
    """

    def wrap(target: Any) -> Any:
        # A frozen class with a compiled __init__ keeps its compiled __setattr__/__delattr__: the
        # generated __init__ assigns through object.__setattr__ only when the dataclass is frozen.
        made = dataclass(target, init=compiled_init, repr=False, eq=False, frozen=frozen and compiled_init)
        own = [f for f in made.__dataclass_fields__.values() if f._field_type is _FIELD]
        if not compiled_init:
            made.__lean_init__ = tuple((f.name, f.default, f.default_factory) for f in own if f.init)
            made.__init__ = _shared_init  # assigns through object.__setattr__, so frozen classes can share it
            if frozen:
                made.__setattr__, made.__delattr__ = _frozen_guards(made)
                made.__dataclass_params__.frozen = True  # what dataclasses checks when a class inherits it
        made.__lean_compare__ = tuple(f.name for f in own if f.compare)
        made.__lean_repr__ = tuple(f.name for f in own if f.repr)
        own_methods = vars(target)  # a method the class writes itself wins, as with @dataclass
        if "__eq__" not in own_methods:
            made.__eq__ = _eq
            if "__hash__" not in own_methods:  # as @dataclass: eq + frozen hashes, eq alone does not
                made.__hash__ = _hash if frozen else None
        if "__repr__" not in own_methods:
            made.__repr__ = _repr
        return made

    return wrap if cls is None else wrap(cls)
