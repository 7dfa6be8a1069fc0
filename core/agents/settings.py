"""The config sections of living with agents: ``[pins]``, ``[watch]`` and ``[upkeep]``.

Every key is optional; a bad value is an error naming the key, never half-applied::

    [pins]
    quota = 10               # pinned memories per namespace

    [watch]
    interval_seconds = 2     # how often `memdesk watch` polls
    max_bytes = 262144       # larger files are skipped
    suffixes = [".md", ".markdown", ".txt"]
    settle_seconds = 1       # a polling loop waits until a file has not changed for this long

    [upkeep]
    interval_minutes = 60    # how often the daemon runs upkeep; 0 disables it
    envelope_days = 30       # review envelopes older than this expire (0: never by age)
    consolidate = false      # also file consolidation (merge) proposals
"""

from __future__ import annotations

from dataclasses import dataclass

from core.config import Config
from core.errors import ValidationError

DEFAULT_PIN_QUOTA = 10
DEFAULT_WATCH_SUFFIXES = (".md", ".markdown", ".mdx", ".txt", ".text", ".rst", ".org")


def _int(config: Config, section: str, key: str, default: int, *, minimum: int) -> int:
    value = config.section(section).get(key, default)
    if isinstance(value, bool) or not isinstance(value, int) or value < minimum:
        where = f"{config.path}: " if config.path else ""
        raise ValidationError(f"{where}[{section}] {key} must be a whole number ≥ {minimum}", code="invalid_config")
    return value


def _bool(config: Config, section: str, key: str, default: bool) -> bool:
    value = config.section(section).get(key, default)
    if not isinstance(value, bool):
        where = f"{config.path}: " if config.path else ""
        raise ValidationError(f"{where}[{section}] {key} must be true or false", code="invalid_config")
    return value


def pin_quota(config: Config) -> int:
    """``[pins] quota``: how many memories one namespace may pin (default 10).

    Raises:
        ValidationError: not a whole number ≥ 1.
    """
    return _int(config, "pins", "quota", DEFAULT_PIN_QUOTA, minimum=1)


@dataclass(frozen=True)
class WatchSettings:
    """How the watched folder polls and which files it reads."""

    interval_seconds: int = 2
    max_bytes: int = 256 * 1024
    suffixes: tuple[str, ...] = DEFAULT_WATCH_SUFFIXES
    settle_seconds: int = 1

    @classmethod
    def from_config(cls, config: Config) -> WatchSettings:
        """Read ``[watch]``.

        Raises:
            ValidationError: a key has the wrong type or range.
        """
        suffixes = config.section("watch").get("suffixes", list(DEFAULT_WATCH_SUFFIXES))
        if not isinstance(suffixes, list) or not all(isinstance(s, str) and s.strip() for s in suffixes):
            raise ValidationError("[watch] suffixes must be a list of file endings such as \".md\"",
                                  code="invalid_config")
        return cls(
            interval_seconds=_int(config, "watch", "interval_seconds", 2, minimum=1),
            max_bytes=_int(config, "watch", "max_bytes", 256 * 1024, minimum=1),
            suffixes=tuple("." + s.strip().lower().lstrip(".") for s in suffixes),
            settle_seconds=_int(config, "watch", "settle_seconds", 1, minimum=0),
        )


@dataclass(frozen=True)
class UpkeepSettings:
    """When the daemon runs upkeep and what one run does."""

    interval_minutes: int = 60
    envelope_days: int = 30
    consolidate: bool = False

    @classmethod
    def from_config(cls, config: Config) -> UpkeepSettings:
        """Read ``[upkeep]``.

        Raises:
            ValidationError: a key has the wrong type or range.
        """
        return cls(
            interval_minutes=_int(config, "upkeep", "interval_minutes", 60, minimum=0),
            envelope_days=_int(config, "upkeep", "envelope_days", 30, minimum=0),
            consolidate=_bool(config, "upkeep", "consolidate", False),
        )

    @property
    def enabled(self) -> bool:
        """Whether the daemon's timer should run at all (``interval_minutes = 0`` turns it off)."""
        return self.interval_minutes > 0
