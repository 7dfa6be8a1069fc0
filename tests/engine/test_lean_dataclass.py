"""core.model.lean: a lean dataclass behaves as @dataclass does, with fewer compiled methods."""

from __future__ import annotations

import dataclasses
from dataclasses import FrozenInstanceError, dataclass, field

import pytest

from core.model.lean import lean_dataclass


@lean_dataclass
class Lean:
    name: str
    count: int = 0
    tags: list[str] = field(default_factory=list)
    cache: dict = field(default_factory=dict, compare=False, repr=False)


@dataclass
class Plain:
    name: str
    count: int = 0
    tags: list[str] = field(default_factory=list)
    cache: dict = field(default_factory=dict, compare=False, repr=False)


@lean_dataclass(frozen=True)
class FrozenLean:
    name: str
    count: int = 0


@dataclass(frozen=True)
class FrozenPlain:
    name: str
    count: int = 0


@lean_dataclass(compiled_init=False)
class Shared:
    name: str
    count: int = 0
    tags: list[str] = field(default_factory=list)


@pytest.mark.parametrize("lean, plain", [(Lean, Plain), (Shared, Plain)])
def test_equality_and_repr_are_the_generated_ones(lean, plain):
    one, same, other = lean("a", 1, ["x"]), lean("a", 1, ["x"]), lean("a", 2)
    assert one == same and one != other and one != plain("a", 1, ["x"])
    if lean is Lean:
        one.cache["k"] = 1  # compare=False: not part of equality
        assert one == same
    expected = repr(plain("a", 1, ["x"])).replace("Plain(", f"{lean.__qualname__}(")
    assert repr(one) == expected
    with pytest.raises(TypeError):
        hash(one)  # eq without frozen: unhashable, as @dataclass makes it


def test_frozen_hashes_like_the_generated_one_and_refuses_assignment():
    one = FrozenLean("a", 1)
    assert hash(one) == hash(FrozenLean("a", 1)) and one == FrozenLean("a", 1)
    assert {one, FrozenLean("a", 1), FrozenLean("b")} == {FrozenLean("a", 1), FrozenLean("b")}
    assert repr(one) == repr(FrozenPlain("a", 1)).replace("FrozenPlain", "FrozenLean")
    with pytest.raises(FrozenInstanceError):
        one.count = 2  # type: ignore[misc]
    assert dataclasses.replace(one, count=5) == FrozenLean("a", 5)


def test_the_shared_init_takes_what_the_generated_one_takes():
    assert Shared("a") == Shared(name="a", count=0, tags=[])
    assert Shared("a", 3, ["t"]).tags == ["t"]
    first, second = Shared("a"), Shared("a")
    first.tags.append("x")
    assert second.tags == []  # a default factory runs per instance
    with pytest.raises(TypeError, match="missing required argument: 'name'"):
        Shared()  # type: ignore[call-arg]
    with pytest.raises(TypeError, match="multiple values for argument 'name'"):
        Shared("a", name="b")  # type: ignore[misc]
    with pytest.raises(TypeError, match="unexpected keyword argument 'colour'"):
        Shared("a", colour="red")  # type: ignore[call-arg]
    with pytest.raises(TypeError, match="takes 3 positional arguments but 4 were given"):
        Shared("a", 1, [], 9)  # type: ignore[call-arg]


def test_it_is_still_a_dataclass():
    assert dataclasses.is_dataclass(Lean) and [f.name for f in dataclasses.fields(Shared)] == ["name", "count", "tags"]
    assert dataclasses.asdict(Lean("a", 1)) == {"name": "a", "count": 1, "tags": [], "cache": {}}


def test_a_method_the_class_writes_wins():
    @lean_dataclass
    class Own:
        value: int

        def __eq__(self, other: object) -> bool:
            return True

        def __repr__(self) -> str:
            return "mine"

    assert Own(1) == Own(2) and repr(Own(1)) == "mine"


@lean_dataclass(frozen=True, compiled_init=False)
class FrozenShared:
    name: str
    count: int = 0


def test_a_frozen_class_with_the_shared_init_refuses_as_the_generated_one_does():
    one = FrozenShared("a", 1)
    assert one == FrozenShared(name="a", count=1) and hash(one) == hash(FrozenShared("a", 1))
    assert repr(one) == repr(FrozenPlain("a", 1)).replace("FrozenPlain", "FrozenShared")
    for attempt in (lambda: setattr(one, "count", 2), lambda: setattr(one, "other", 2)):
        with pytest.raises(FrozenInstanceError, match="cannot assign to field"):
            attempt()
    with pytest.raises(FrozenInstanceError, match="cannot delete field 'name'"):
        del one.name  # type: ignore[misc]
    assert (one.name, one.count) == ("a", 1)
    assert dataclasses.replace(one, count=5) == FrozenShared("a", 5)
    with pytest.raises(TypeError, match="cannot inherit non-frozen dataclass from a frozen one"):
        @dataclass
        class Thawed(FrozenShared):
            extra: int = 0
