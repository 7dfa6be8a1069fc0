"""The config file: a small TOML document, every key optional.

Defaults are what a careful operator would choose; the file only says where they
differ. Unknown sections are kept in ``Config.raw`` so adapters (the workstation's
``[keymap]``, the server's ``[server]``) read their own sections without this module
knowing them. A malformed file is an error that names the file and the key; it is
never half-applied.

Example::

    [risk]
    low = ["tooling", "preference", "project"]
    sensitive = ["person", "fiscal", "health", "credential", "security"]

    [decay]            # days until a kind goes stale; 0 = never
    tooling = 180

    [conflicts]
    kind_groups = [["tooling", "infra"]]
"""

from __future__ import annotations

from dataclasses import dataclass, field
from pathlib import Path
from typing import Any

from core.errors import ValidationError
from core.model.vocabulary import LOW_TIER, NORMAL_TIER, SENSITIVE_TIER
from core.paths import config_path

DEFAULT_LOW_RISK = ("tooling", "preference", "project")
DEFAULT_SENSITIVE = ("person", "fiscal", "health", "credential", "security")
DEFAULT_DECAY_DAYS = {
    "tooling": 180,
    "infra": 180,
    "project": 120,
    "preference": 365,
    "decision": 365,
}
DEFAULT_KIND_GROUPS = (("tooling", "infra"),)


@dataclass(frozen=True)
class Config:
    """Settings the engine reads. Build with :func:`load_config` or directly in tests."""

    low_risk_kinds: tuple[str, ...] = DEFAULT_LOW_RISK
    sensitive_kinds: tuple[str, ...] = DEFAULT_SENSITIVE
    decay_days: dict[str, int] = field(default_factory=lambda: dict(DEFAULT_DECAY_DAYS))
    default_decay_days: int = 0
    kind_groups: tuple[tuple[str, ...], ...] = DEFAULT_KIND_GROUPS
    blast_radius: int = 3
    max_content_chars: int = 8000
    default_kind: str = "note"
    recall_k: int = 8
    recall_max_k: int = 50
    context_budget_chars: int = 6000
    raw: dict[str, Any] = field(default_factory=dict)
    path: Path | None = None

    def section(self, name: str) -> dict[str, Any]:
        """A raw config section (``{}`` when absent), for adapters' own settings."""
        value = self.raw.get(name, {})
        return value if isinstance(value, dict) else {}

    def risk_tier(self, kind: str) -> str:
        """``low``, ``normal`` or ``sensitive`` for a kind (``critical`` is only set by --force)."""
        if kind in self.sensitive_kinds:
            return SENSITIVE_TIER
        if kind in self.low_risk_kinds:
            return LOW_TIER
        return NORMAL_TIER

    def decay_for(self, kind: str) -> int | None:
        """Days until a memory of this kind goes stale, or ``None`` for never."""
        days = self.decay_days.get(kind, self.default_decay_days)
        return days if days and days > 0 else None

    def kinds_compatible(self, a: str, b: str) -> bool:
        """Same kind, or both in one declared group (``tooling``~``infra``)."""
        if a == b:
            return True
        return any(a in group and b in group for group in self.kind_groups)


def _string_list(value: Any, where: str) -> tuple[str, ...]:
    if not isinstance(value, list) or not all(isinstance(v, str) for v in value):
        raise ValidationError(f"{where} must be a list of strings", code="invalid_config")
    return tuple(v.strip().lower() for v in value)


def _positive_int(value: Any, where: str, *, allow_zero: bool = False) -> int:
    if isinstance(value, bool) or not isinstance(value, int) or value < (0 if allow_zero else 1):
        floor = "0" if allow_zero else "1"
        raise ValidationError(f"{where} must be an integer ≥ {floor}", code="invalid_config")
    return value


def config_from_dict(data: dict[str, Any], path: Path | None = None) -> Config:
    """Validate a parsed TOML document into a :class:`Config`.

    Raises:
        ValidationError: naming the offending key, with nothing applied.
    """
    where = str(path) if path else "config"
    kwargs: dict[str, Any] = {}
    risk = data.get("risk", {})
    if "low" in risk:
        kwargs["low_risk_kinds"] = _string_list(risk["low"], f"{where}: [risk] low")
    if "sensitive" in risk:
        kwargs["sensitive_kinds"] = _string_list(risk["sensitive"], f"{where}: [risk] sensitive")
    decay = data.get("decay", {})
    if decay:
        merged = dict(DEFAULT_DECAY_DAYS)
        for kind, days in decay.items():
            value = _positive_int(days, f"{where}: [decay] {kind}", allow_zero=True)
            if kind == "default":
                kwargs["default_decay_days"] = value
            else:
                merged[kind.lower()] = value
        kwargs["decay_days"] = merged
    conflicts = data.get("conflicts", {})
    if "kind_groups" in conflicts:
        groups = conflicts["kind_groups"]
        if not isinstance(groups, list):
            raise ValidationError(f"{where}: [conflicts] kind_groups must be a list of lists", code="invalid_config")
        kwargs["kind_groups"] = tuple(_string_list(g, f"{where}: [conflicts] kind_groups") for g in groups)
    if "blast_radius" in conflicts:
        kwargs["blast_radius"] = _positive_int(conflicts["blast_radius"], f"{where}: [conflicts] blast_radius")
    capture = data.get("capture", {})
    if "max_content_chars" in capture:
        kwargs["max_content_chars"] = _positive_int(capture["max_content_chars"],
                                                    f"{where}: [capture] max_content_chars")
    if "default_kind" in capture:
        kwargs["default_kind"] = str(capture["default_kind"]).strip().lower() or "note"
    recall = data.get("recall", {})
    if "k" in recall:
        kwargs["recall_k"] = _positive_int(recall["k"], f"{where}: [recall] k")
    if "budget_chars" in recall:
        kwargs["context_budget_chars"] = _positive_int(recall["budget_chars"], f"{where}: [recall] budget_chars")
    return Config(raw=data, path=path, **kwargs)


def load_config(path: Path | None = None) -> Config:
    """Read the config file (``MEMDESK_CONFIG`` or the platform default); absent → defaults.

    Raises:
        ValidationError: when the file exists but is not valid TOML or has bad values.
    """
    target = path or config_path()
    if not target.exists():
        return Config(path=target)
    import tomllib  # only when there is a file to read

    try:
        data = tomllib.loads(target.read_text(encoding="utf-8"))
    except (tomllib.TOMLDecodeError, UnicodeDecodeError) as exc:
        raise ValidationError(
            f"config file {target} is not valid TOML: {exc}; fix it or move it aside",
            code="invalid_config",
        ) from exc
    return config_from_dict(data, target)
