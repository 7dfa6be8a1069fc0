"""A store's repositories, each built (and its module imported) the first time it is used.

A ``recall`` touches three of the store's fourteen repositories; importing the other
eleven modules on every start-up cost a command-line call a few milliseconds (issue 18).
:class:`Repository` is the class attribute that names a repository's module and class;
the first read on a store imports the module, builds the repository over that store and
keeps it in the instance, so later reads are plain attribute look-ups. Repositories hold
no state of their own, so two threads building one at once is harmless: both wrap the
same store, and the last one kept wins.
"""

from __future__ import annotations

from typing import Any, Generic, TypeVar, overload

_Repo = TypeVar("_Repo")


class Repository(Generic[_Repo]):
    """``memories = Repository["MemoryTable"]("core.storage.memories", "MemoryTable")`` on a store class."""

    def __init__(self, module: str, class_name: str):
        self.module = module
        self.class_name = class_name
        self.attribute = ""

    def __set_name__(self, owner: type, name: str) -> None:
        self.attribute = name

    @overload
    def __get__(self, store: None, owner: type) -> Repository[_Repo]: ...

    @overload
    def __get__(self, store: object, owner: type) -> _Repo: ...

    def __get__(self, store: Any, owner: type) -> Any:
        if store is None:
            return self
        import importlib

        repository = getattr(importlib.import_module(self.module), self.class_name)(store)
        vars(store)[self.attribute] = repository  # shadows this (non-data) descriptor from now on
        return repository
