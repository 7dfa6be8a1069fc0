"""Every setting memdesk reads: one frozen dataclass per config-file section, every default here.

The config file (TOML) mirrors this module: ``[recall] k = 8`` is ``Settings.recall.k``.
Each field carries its type, its constraints (``Annotated`` metadata from
``annotated_types``) and a one-line description (``metadata["doc"]``, which ``memdesk
config`` and the README's settings table print). Nothing else in memdesk holds a default.

Why stdlib dataclasses and not a pydantic ``BaseModel``: with no config file and no
environment override, the defaults need no validation, and importing pydantic and
building its validator costs more than the whole start-up budget of ``memdesk recall``
(≤ 120 ms, issue 18). So this module imports nothing heavy: the annotations are strings
(``from __future__ import annotations``), ``annotated_types`` is imported only by the
loader when it validates (it costs ~40 ms of dataclass building itself), and the markers
below teach pydantic what they mean through ``__get_pydantic_core_schema__``, a hook
pydantic calls only when it builds the validator. :mod:`core.settings.load` validates a
file and the environment with ``pydantic.TypeAdapter(Settings)``; every section forbids
unknown keys (``__pydantic_config__``).
"""

from __future__ import annotations

from collections.abc import Callable, Mapping
from dataclasses import FrozenInstanceError, field
from pathlib import Path
from typing import TYPE_CHECKING, Annotated, Any, Literal, TypeVar, dataclass_transform

from core.model.lean import lean_dataclass

if TYPE_CHECKING:  # the annotations name them; at run time :func:`bind_constraints` does, when needed
    from annotated_types import Ge, Le

# Unknown keys are errors in every section: a typo must not be silently ignored.
FORBID: dict[str, Any] = {"extra": "forbid"}


# -- markers pydantic understands (their hook runs only while pydantic builds the validator) ----------


class Strict:
    """Take the value only as TOML typed it: ``"5"`` is not a number and ``1`` is not ``true``."""

    def __get_pydantic_core_schema__(self, source: Any, handler: Any) -> Any:
        return {**handler(source), "strict": True}


class Normalise:
    """Rewrite a value before it is checked (lower-case a kind, put a dot before a suffix …)."""

    def __init__(self, function: Callable[[Any], Any], note: str = "") -> None:
        self.function = function
        self.note = note

    def __get_pydantic_core_schema__(self, source: Any, handler: Any) -> Any:
        from pydantic_core import core_schema

        return core_schema.no_info_before_validator_function(self.function, handler(source))


class FromConfigFile:
    """A path: ``~`` expands, and a relative path is relative to the config file's folder."""

    def __get_pydantic_core_schema__(self, source: Any, handler: Any) -> Any:
        from pydantic_core import core_schema

        def resolve(value: Path, info: Any) -> Path:
            base = (info.context or {}).get("base")
            value = value.expanduser()
            return value if value.is_absolute() or base is None else Path(base) / value

        return core_schema.with_info_after_validator_function(resolve, handler(source))


class Secret:
    """A token or key: printing it, ``repr`` or an f-string shows ``set``, never the value."""

    __slots__ = ("_value",)

    def __init__(self, value: str) -> None:
        self._value = value

    def get_secret_value(self) -> str:
        """The value itself, for the one place that sends it (an HTTP header, a child's environment)."""
        return self._value

    def __repr__(self) -> str:
        return "Secret('set')"

    __str__ = __repr__

    def __eq__(self, other: object) -> bool:
        return isinstance(other, Secret) and other._value == self._value

    def __hash__(self) -> int:
        return hash(self._value)

    @classmethod
    def __get_pydantic_core_schema__(cls, source: Any, handler: Any) -> Any:
        from pydantic_core import core_schema

        return core_schema.no_info_after_validator_function(cls, core_schema.str_schema(strict=True, min_length=1))


def reveal(secret: Secret | None) -> str | None:
    """The secret's value, or ``None`` when it is unset."""
    return secret.get_secret_value() if secret is not None else None


def _lower(value: Any) -> Any:
    return value.strip().lower() if isinstance(value, str) else value


def _text(value: Any) -> Any:
    if isinstance(value, str):
        if not value.strip():
            raise ValueError("empty")
        return value.strip()
    return value


def _kind(value: Any) -> Any:
    return _text(_lower(value))


def _suffix(value: Any) -> Any:
    if isinstance(value, str):
        if not value.strip().lstrip("."):
            raise ValueError("empty")
        return "." + value.strip().lower().lstrip(".")
    return value


STORE_URL_SCHEMES = ("postgresql://", "postgres://")


def names_a_server(value: str) -> bool:
    """``postgresql:…``/``postgres:…``: meant as a server URL (well formed or not), never a file name."""
    return value.strip().lower().startswith(("postgresql:", "postgres:"))


def _store_url(value: Any) -> Any:
    if isinstance(value, str):
        text = value.strip()
        if not text.lower().startswith(STORE_URL_SCHEMES):
            raise ValueError("not a postgresql:// URL (a store file goes in [store] path)")
        return text
    return value


def _store_file(value: Any) -> Any:
    if isinstance(value, str) and names_a_server(value):
        raise ValueError("a server URL, not a file (a postgresql:// URL goes in [store] url)")
    return value


def _path_as_table(value: Any) -> Any:
    return {"path": value} if isinstance(value, str) else value


def _over_default_decay(value: Any) -> Any:
    # A [decay] table changes the kinds it names; the other kinds keep their defaults.
    return {**DEFAULT_DECAY_DAYS, **value} if isinstance(value, dict) else value


def doc(text: str, **extra: Any) -> dict[str, Any]:
    """Field metadata: the description ``memdesk config`` and the README print."""
    return {"doc": text, **extra}


def bind_constraints() -> None:
    """Bind ``Ge`` and ``Le`` for whoever evaluates this module's annotations (pydantic, the docs table).

    The annotations are strings until then; importing ``annotated_types`` costs ~40 ms of
    start-up (it builds its own dataclasses and imports ``typing_extensions``), which a
    command that validates nothing must not pay.
    """
    if "Ge" not in globals():
        import annotated_types

        globals().update(Ge=annotated_types.Ge, Le=annotated_types.Le)


# Values as the TOML file must give them. (Module-level aliases are evaluated at import, so
# they hold no annotated_types constraint; the bounds are written on the fields.)
Whole = Annotated[int, Strict()]
Number = Annotated[float, Strict()]
Flag = Annotated[bool, Strict()]
Text = Annotated[str, Normalise(_text, "text that is not empty")]
Kind = Annotated[str, Normalise(_kind, "a kind name")]
FilePath = Annotated[Path, FromConfigFile()]
StoreFile = Annotated[Path, Normalise(_store_file, "a path (a postgresql:// URL goes in [store] url)"),
                      FromConfigFile()]
StoreUrl = Annotated[str, Normalise(_store_url, "a postgresql:// URL (a store file goes in [store] path)")]

DEFAULT_DECAY_DAYS = {"tooling": 180, "infra": 180, "project": 120, "preference": 365, "decision": 365, "default": 0}
DEFAULT_WATCH_SUFFIXES = (".md", ".markdown", ".mdx", ".txt", ".text", ".rst", ".org")


_Section = TypeVar("_Section")


def _assign_once(self: Any, name: str, value: Any) -> None:
    if name in self.__dict__ or name not in self.__dataclass_fields__:
        raise FrozenInstanceError(f"cannot assign to field {name!r}: settings are read-only")
    object.__setattr__(self, name, value)


def _never_delete(self: Any, name: str) -> None:
    raise FrozenInstanceError(f"cannot delete field {name!r}: settings are read-only")


@dataclass_transform(frozen_default=True, field_specifiers=(field,))
def section(cls: type[_Section]) -> type[_Section]:
    """A read-only dataclass (type checkers see ``frozen=True``), at a fifth of the start-up cost of one.

    ``@dataclass(frozen=True)`` compiles ``__init__``, ``__repr__``, ``__eq__``,
    ``__setattr__``, ``__delattr__`` and ``__hash__`` per class: this module's 22 classes
    cost ~15 ms of CPU at import, on every command. Sections are made a few times per
    process, so they share one interpreted ``__init__`` (:func:`~core.model.lean.lean_dataclass`
    with ``compiled_init=False``) and every assignment after it raises, as a frozen
    dataclass's would.
    """
    made = lean_dataclass(compiled_init=False)(cls)
    made.__setattr__ = _assign_once  # type: ignore[method-assign]
    made.__delattr__ = _never_delete  # type: ignore[method-assign]
    return made


# -- the sections, in the order the README lists them -----------------------------------------------


@section
class StoreSettings:
    """``[store]``: where the store lives (a file, or a PostgreSQL server) and how hard it syncs."""

    __pydantic_config__ = FORBID
    path: StoreFile | None = field(default=None, metadata=doc(
        "the store file; unset: memdesk.db in the platform data dir (`--db` wins over it)"))
    url: StoreUrl | None = field(default=None, metadata=doc(
        "a shared store on a PostgreSQL server, `postgresql://user@host/db` (needs memdesk[postgres]); "
        "wins over path; MEMDESK_DB holding a URL sets it"))
    pool_size: Annotated[Whole, Ge(1), Le(1000)] = field(default=8, metadata=doc(
        "most connections one process opens to a PostgreSQL store (a file ignores it)"))
    synchronous: Annotated[Literal["normal", "full"], Normalise(_lower)] = field(default="normal", metadata=doc(
        '"full" trades write speed for durability on power loss'))


@section
class CaptureSettings:
    """``[capture]``: what one capture may hold."""

    __pydantic_config__ = FORBID
    max_content_chars: Annotated[Whole, Ge(1)] = field(default=8000, metadata=doc(
        "the longest memory text capture accepts"))
    default_kind: Kind = field(default="note", metadata=doc("the kind a capture gets when it names none"))
    max_pending_per_source: Annotated[Whole, Ge(0)] = field(default=1000, metadata=doc(
        "most memories one agent's source may have waiting for review; its next new memory is refused until a "
        "person reviews some (0: no limit)"))
    max_pending: Annotated[Whole, Ge(0)] = field(default=10000, metadata=doc(
        "most memories waiting for review in all; past it every agent's new memory is refused, whatever name it "
        "gives (0: no limit)"))


@section
class RiskSettings:
    """``[risk]``: which kinds are low-risk and which sensitive."""

    __pydantic_config__ = FORBID
    low: tuple[Kind, ...] = field(default=("tooling", "preference", "project"), metadata=doc(
        "low-risk kinds: `sync --apply` may promote them"))
    sensitive: tuple[Kind, ...] = field(default=("person", "fiscal", "health", "credential", "security"),
                                        metadata=doc("sensitive kinds: never promoted in bulk"))

    def tier(self, kind: str) -> str:
        """``low``, ``normal`` or ``sensitive`` for a kind (``critical`` is only set by --force)."""
        if kind in self.sensitive:
            return "sensitive"
        if kind in self.low:
            return "low"
        return "normal"


@section
class ConflictSettings:
    """``[conflicts]``: which kinds may contradict and how much one promotion may retire."""

    __pydantic_config__ = FORBID
    kind_groups: tuple[tuple[Kind, ...], ...] = field(default=(("tooling", "infra"),), metadata=doc(
        "groups of kinds that may contradict each other (a kind always may contradict itself)"))
    blast_radius: Annotated[Whole, Ge(1)] = field(default=3, metadata=doc("the most memories one promotion may retire"))
    learned_reader: bool = field(default=True, metadata=doc(
        "let the learned reader weigh the pairs the rules leave open (core/conflicts/learned_reader.py) and the "
        "learned doubt set aside a rule's likely false alarm (core/conflicts/learned_doubt.py)"))

    def compatible(self, a: str, b: str) -> bool:
        """Same kind, or both in one declared group (``tooling`` ~ ``infra``)."""
        return a == b or any(a in group and b in group for group in self.kind_groups)


@section
class JudgeSettings:
    """``[judge]``: the optional LLM judge of ``scan --judge`` and of new captures in upkeep (off without a model)."""

    __pydantic_config__ = FORBID
    model: Text | None = field(default=None, metadata=doc(
        "the model `scan --judge` and the upkeep pass ask; unset: no judge (alias or id)"))
    max_calls: Annotated[Whole, Ge(1)] = field(default=20, metadata=doc("judge calls per scan run"))
    min_confidence: Annotated[Number, Ge(0), Le(1)] = field(default=0.7, metadata=doc(
        "below this confidence a verdict changes nothing"))
    max_per_hour: Annotated[Whole, Ge(0)] = field(default=30, metadata=doc(
        "judge calls the upkeep pass may make in any hour on new captures' open pairs (0: none)"))


@section
class RecallSettings:
    """``[recall]``: how much recall and the context block return."""

    __pydantic_config__ = FORBID
    k: Annotated[Whole, Ge(1)] = field(default=8, metadata=doc("memories recall returns when the caller names no k"))
    budget_chars: Annotated[Whole, Ge(1)] = field(default=6000, metadata=doc("the context block's size in characters"))


@section
class EmbeddingSettings:
    """``[embeddings]``: the optional embedder of hybrid retrieval."""

    __pydantic_config__ = FORBID
    base_url: Text | None = field(default=None, metadata=doc(
        "an OpenAI-compatible /embeddings endpoint for hybrid retrieval"))
    model: Text | None = field(default=None, metadata=doc("the embedding model the endpoint serves"))
    api_key: Secret | None = field(default=None, metadata=doc("the endpoint's key, if it wants one", secret=True))
    local: Flag = field(default=False, metadata=doc(
        "with no endpoint, embed on this machine (needs memdesk[embeddings]; the model: local_model)"))
    local_model: Annotated[Literal["minilm", "mpnet"], Normalise(_lower)] = field(default="minilm", metadata=doc(
        'the local model: "minilm" (all-MiniLM-L6-v2, int8) or "mpnet" (all-mpnet-base-v2: better, slower)'))


@section
class LLMSettings:
    """``[llm]``: the optional model, its provider and credentials."""

    __pydantic_config__ = FORBID
    model: Text | None = field(default=None, metadata=doc(
        "the model for extraction, ask and harvest (haiku, sonnet, opus, an alias or any id); unset: none"))
    provider: Annotated[Literal["anthropic", "openai"], Normalise(_lower)] | None = field(default=None, metadata=doc(
        'unset: "openai" when a base_url is set, else "anthropic"'))
    base_url: Text | None = field(default=None, metadata=doc(
        "an OpenAI-compatible server (LM Studio, Ollama, vLLM, llama.cpp)"))
    api_key: Secret | None = field(default=None, metadata=doc("the OpenAI-compatible server's key", secret=True))
    api_key_env: Text = field(default="ANTHROPIC_API_KEY", metadata=doc(
        "the environment variable holding the Anthropic key"))
    anthropic_api_key: Secret | None = field(default=None, metadata=doc(
        "the Anthropic key, read from the variable api_key_env names (never from the file)",
        secret=True, env_only=True))
    timeout: Annotated[Number, Ge(0.1)] = field(default=30.0, metadata=doc("seconds per model call"))
    max_retries: Annotated[Whole, Ge(0)] = field(default=2, metadata=doc(
        "retries of a call that timed out or was throttled"))
    aliases: Mapping[Kind, Text] = field(default_factory=dict, metadata=doc(
        'your own model aliases, e.g. local = "qwen3-8b" (checked against retired ids)'))


@section
class ExtractSettings:
    """``[extract]``: extraction on capture."""

    __pydantic_config__ = FORBID
    enabled: Flag = field(default=False, metadata=doc("let the model fill summary, tags, kind and importance"))
    on_failure: Annotated[Literal["error", "stage"], Normalise(_lower)] = field(default="error", metadata=doc(
        'when the model fails: "error" refuses the capture, "stage" keeps it unextracted'))
    model: Text | None = field(default=None, metadata=doc("a model for extraction only (else [llm] model)"))


@section
class AskSettings:
    """``[ask]``: ``memdesk ask``'s own model."""

    __pydantic_config__ = FORBID
    model: Text | None = field(default=None, metadata=doc("a model for `ask` only (else [llm] model)"))


@section
class HarvestSettings:
    """``[harvest]``: how transcripts are read."""

    __pydantic_config__ = FORBID
    chunk_chars: Annotated[Whole, Ge(100)] = field(default=12000, metadata=doc(
        "transcript text per model call"))
    max_calls: Annotated[Whole, Ge(1)] = field(default=100, metadata=doc("model calls per harvest run"))
    model: Text | None = field(default=None, metadata=doc("a model for harvest only (else [llm] model)"))


@section
class ScreenRule:
    """One read-only capture rule of ``[[screens.rules]]``."""

    __pydantic_config__ = FORBID
    pattern: Text = field(metadata=doc("text (or re:REGEX) that holds a capture"))
    reason: Text = field(metadata=doc("why, shown when the rule holds a capture"))
    namespace: str | None = field(default=None, metadata=doc("only in this namespace"))


@section
class ScreenSettings:
    """``[screens]``: the junk screens at capture and the read-only capture rules."""

    __pydantic_config__ = FORBID
    instruction_files: tuple[FilePath, ...] = field(default=(), metadata=doc(
        "instruction files (CLAUDE.md, AGENTS.md …) a capture must not restate"))
    echo: Flag = field(default=True, metadata=doc("hold a capture that restates what recall just gave"))
    echo_window_minutes: Annotated[Whole, Ge(1)] = field(default=60, metadata=doc("how far back the echo screen looks"))
    transient: Flag = field(default=True, metadata=doc('hold status chatter ("tests are passing")'))
    meta_specifics: Flag = field(default=True, metadata=doc("downgrade meta-level captures that hold specifics"))
    rules: tuple[ScreenRule, ...] = field(default=(), metadata=doc(
        "read-only capture rules: [[screens.rules]] pattern, reason, namespace"))


@section
class SoulSettings:
    """``[soul]``: the operator's soul files."""

    __pydantic_config__ = FORBID
    dir: FilePath | None = field(default=None, metadata=doc(
        "folder of SOUL.md, IDENTITY.md, MEMORY.md served as memdesk://soul"))


@section
class ContextFile:
    """One file auto-refresh keeps current; unset keys take ``[context]``'s."""

    __pydantic_config__ = FORBID
    path: FilePath = field(metadata=doc("the file (CLAUDE.md, AGENTS.md, a Cursor rule)"))
    ns: str | None = field(default=None, metadata=doc("its namespace"))
    budget_chars: Annotated[Whole, Ge(1)] | None = field(default=None, metadata=doc("its block's size"))
    soul_dir: FilePath | None = field(default=None, metadata=doc("soul files quoted in its block"))


@section
class ContextSettings:
    """``[context]``: context files kept current after every decision."""

    __pydantic_config__ = FORBID
    auto_refresh: Flag = field(default=False, metadata=doc(
        "rewrite the files below after every promote, reject, forget, restore"))
    files: tuple[Annotated[ContextFile, Normalise(_path_as_table)], ...] = field(default=(), metadata=doc(
        "paths, or tables {path, ns, budget_chars, soul_dir}"))
    namespace: str = field(default="", metadata=doc("the files' namespace unless one says otherwise"))
    budget_chars: Annotated[Whole, Ge(1)] | None = field(default=None, metadata=doc(
        "the files' block size unless one says otherwise (unset: [recall] budget_chars)"))
    soul_dir: FilePath | None = field(default=None, metadata=doc(
        "soul files quoted in the blocks; also the soul folder when [soul] dir is unset"))


@section
class PinSettings:
    """``[pins]``: pinned memories."""

    __pydantic_config__ = FORBID
    quota: Annotated[Whole, Ge(1)] = field(default=10, metadata=doc("pinned memories per namespace"))


@section
class WatchSettings:
    """``[watch]``: how the watched folder polls and which files it reads."""

    __pydantic_config__ = FORBID
    interval_seconds: Annotated[Whole, Ge(1)] = field(default=2, metadata=doc("how often `memdesk watch` polls"))
    max_bytes: Annotated[Whole, Ge(1)] = field(default=256 * 1024, metadata=doc("larger files are skipped"))
    suffixes: tuple[Annotated[str, Normalise(_suffix, "a file ending such as \".md\"")], ...] = field(
        default=DEFAULT_WATCH_SUFFIXES, metadata=doc("the file endings it reads"))
    settle_seconds: Annotated[Whole, Ge(0)] = field(default=1, metadata=doc(
        "a polling loop waits until a file has been still this long"))


@section
class UpkeepSettings:
    """``[upkeep]``: when the daemon runs upkeep and what one run does."""

    __pydantic_config__ = FORBID
    interval_minutes: Annotated[Whole, Ge(0)] = field(default=60, metadata=doc(
        "how often the daemon runs upkeep; 0 turns it off"))
    envelope_days: Annotated[Whole, Ge(0)] = field(default=30, metadata=doc(
        "open envelopes that hold nothing back expire after this (0: never by age)"))
    consolidate: Flag = field(default=False, metadata=doc("also file merge proposals"))

    @property
    def enabled(self) -> bool:
        """Whether the daemon's timer runs at all (``interval_minutes = 0`` turns it off)."""
        return self.interval_minutes > 0


@section
class ServerSettings:
    """``[server]``: ``memdesk serve`` and its HTTP guard."""

    __pydantic_config__ = FORBID
    host: Text = field(default="127.0.0.1", metadata=doc(
        "where `memdesk serve` listens (--host wins); other than loopback needs MEMDESK_TOKEN"))
    port: Annotated[Whole, Ge(0), Le(65535)] = field(default=8765, metadata=doc(
        "its port (--port wins; 0 picks a free one)"))
    max_body_bytes: Annotated[Whole, Ge(1024)] = field(default=1024 * 1024, metadata=doc(
        "the largest request body"))
    allowed_origins: tuple[Text, ...] = field(default=(), metadata=doc(
        "extra Origin values besides this machine's"))
    token: Secret | None = field(default=None, metadata=doc(
        "the bearer token every endpoint but /health needs (never from the file)", secret=True, env_only=True))


@section
class UserSettings:
    """``[user]``: the person at this desk (several people review one shared store)."""

    __pydantic_config__ = FORBID
    name: Text | None = field(default=None, metadata=doc(
        "your decisions' actor is human:<name> (MEMDESK_USER wins); unset: the OS login name"))


@section
class Settings:
    """The whole configuration: ``Settings()`` is every default; :func:`core.settings.load_settings` reads it."""

    __pydantic_config__ = FORBID
    store: StoreSettings = field(default_factory=StoreSettings, metadata=doc("the store file"))
    capture: CaptureSettings = field(default_factory=CaptureSettings, metadata=doc("what a capture accepts"))
    risk: RiskSettings = field(default_factory=RiskSettings, metadata=doc("risk tiers of kinds"))
    decay: Annotated[Mapping[Kind, Annotated[Whole, Ge(0)]], Normalise(_over_default_decay)] = field(
        default_factory=lambda: dict(DEFAULT_DECAY_DAYS), metadata=doc(
            "days until a promoted memory of a kind goes stale (0: never); `default` for the kinds not listed"))
    conflicts: ConflictSettings = field(default_factory=ConflictSettings, metadata=doc("contradiction rules"))
    judge: JudgeSettings = field(default_factory=JudgeSettings, metadata=doc("the optional LLM judge"))
    recall: RecallSettings = field(default_factory=RecallSettings, metadata=doc("recall and the context block"))
    embeddings: EmbeddingSettings = field(default_factory=EmbeddingSettings, metadata=doc("hybrid retrieval"))
    llm: LLMSettings = field(default_factory=LLMSettings, metadata=doc("the optional model"))
    extract: ExtractSettings = field(default_factory=ExtractSettings, metadata=doc("extraction on capture"))
    ask: AskSettings = field(default_factory=AskSettings, metadata=doc("`memdesk ask`"))
    harvest: HarvestSettings = field(default_factory=HarvestSettings, metadata=doc("`memdesk harvest`"))
    screens: ScreenSettings = field(default_factory=ScreenSettings, metadata=doc("junk screens at capture"))
    soul: SoulSettings = field(default_factory=SoulSettings, metadata=doc("the operator's soul files"))
    context: ContextSettings = field(default_factory=ContextSettings, metadata=doc("context files kept current"))
    pins: PinSettings = field(default_factory=PinSettings, metadata=doc("pinned memories"))
    watch: WatchSettings = field(default_factory=WatchSettings, metadata=doc("the watched folder"))
    upkeep: UpkeepSettings = field(default_factory=UpkeepSettings, metadata=doc("the daemon's upkeep"))
    server: ServerSettings = field(default_factory=ServerSettings, metadata=doc("`memdesk serve`"))
    user: UserSettings = field(default_factory=UserSettings, metadata=doc("who is at the desk"))
    keymap: Mapping[str, str] = field(default_factory=dict, metadata=doc(
        'workstation keys by binding id, e.g. "review.promote" = "P" (several separated by commas)'))

    def decay_for(self, kind: str) -> int | None:
        """Days until a memory of this kind goes stale, or ``None`` for never."""
        days = self.decay.get(kind, self.decay.get("default", 0))
        return days if days > 0 else None

    def store_location(self) -> str | Path | None:
        """The configured store: ``[store] url`` (a server), else ``[store] path``, else ``None`` (the default file)."""
        return self.store.url or self.store.path

    def soul_dir(self) -> Path | None:
        """The operator's soul folder: ``[soul] dir``, else ``[context] soul_dir``."""
        return self.soul.dir or self.context.soul_dir
