"""The agent tools: argument models, what each does on the engine, and one dispatcher.

This table is the whole agent surface, served over MCP (stdio and HTTP) and the
REST mirror alike. It holds no operator action — nothing here promotes, rejects,
restores, prunes, purges or touches a generation — so no transport can reach one.

Each tool validates its arguments with a pydantic model (unknown arguments are
refused, so a misspelt field is an error rather than silently ignored), acts
as ``agent:<client>`` and answers a JSON object. Calls by id are scoped to the
namespace: an agent cannot read or change another namespace's memory by guessing
its id.

Batch capture rides on ``remember``: ``items`` (up to 100 :class:`BatchItem`, each a
:class:`RememberItem` plus ``links`` to earlier items by index) instead of
``content``, handed to :meth:`core.Engine.remember_batch` — all validated first, all
or nothing. One optional argument costs an agent less context on every request than
an eleventh tool with its own copy of the item schema.
"""

from __future__ import annotations

import logging
import re
from collections.abc import Callable
from typing import Annotated, Any, Literal

from pydantic import BaseModel, BeforeValidator, ConfigDict, Field, ValidationError, create_model

from core.engine import Engine
from core.errors import MemdeskError, NotFoundError
from core.interfaces.serving.results import (
    Caller,
    ToolOutcome,
    engine_error_outcome,
    error_outcome,
    escape_every_text,
    hit_view,
    memory_view,
    with_notice,
)
from core.model.lean import lean_dataclass
from core.model.records import Memory
from core.text.normalise import MAX_ID, normalise_namespace

log = logging.getLogger("memdesk.mcp")

NS_DOC = "'' = shared namespace"
# `supersedes` is left out on purpose: retiring a memory is a person's decision,
# reached through amend + promote, never a link an agent draws.
AGENT_LINK_TYPES = ("caused_by", "supports", "related_to", "derived_from", "contradicts")
# Named so a caller who tries one hears why, instead of "unknown tool".
OPERATOR_ACTIONS = frozenset({
    "promote", "reject", "forget", "restore", "verify", "undo", "sync", "prune", "archive", "purge", "edit",
    "supersede", "generation", "generation_promote", "generation_reject", "generation_rollback",
})


_SURROGATE = re.compile("[\ud800-\udfff]")


def _not_a_boolean(value: Any) -> Any:
    """``true`` is no id: pydantic's lax mode reads it as 1 (a REST query's "5" stays a number)."""
    if isinstance(value, bool):
        raise ValueError("an id is a whole number, not true or false")
    return value


# A row id as SQLite can hold it: a larger number can name nothing and must not reach the driver.
RowId = Annotated[int, Field(ge=-MAX_ID, le=MAX_ID), BeforeValidator(_not_a_boolean)]


class _Args(BaseModel):
    model_config = ConfigDict(extra="forbid")

    namespace: str | None = Field(None, description=NS_DOC)


class RememberItem(BaseModel):
    """One memory to stage (and each item of a batch)."""

    model_config = ConfigDict(extra="forbid")

    content: str = Field(description="the fact, one per call")
    kind: str | None = Field(None, description="tooling, preference, project, decision, person…")
    tags: list[str] | None = None
    importance: float | None = Field(None, description="0–1")
    level: Literal["meta", "semi", "trace"] | None = None
    external_id: str | None = Field(None, description="your stable id; a resend is idempotent")
    session: str | None = None
    event_time: str | None = Field(None, description="when it happened, ISO-8601")
    refs: list[dict[str, str]] | None = Field(None, description="[{type, id, url?, label?}]")


# No docstrings on the batch models: pydantic would put them in the schema an agent pays for.
class BatchLink(BaseModel):
    model_config = ConfigDict(extra="forbid")

    ref_index: int | None = Field(None, description="an earlier item, 0-based")
    id: RowId | None = Field(None, description="or a stored memory")
    type: Literal[AGENT_LINK_TYPES]  # type: ignore[valid-type]


# An item has remember's fields (described once, on remember itself) plus its links.
_ITEM_FIELDS: dict[str, Any] = {name: (field.annotation, ... if field.is_required() else None)
                                 for name, field in RememberItem.model_fields.items()}
BatchItem = create_model("BatchItem", __config__=ConfigDict(extra="forbid"),
                         links=(list[BatchLink] | None, None), **_ITEM_FIELDS)


class RememberArgs(RememberItem, _Args):
    # Optional here (``items`` may stand in for it), required on a batch item: a deliberate narrowing.
    content: str | None = Field(None, description="the fact, one per call (or items)")  # type: ignore[assignment]
    items: list[BatchItem] | None = Field(  # type: ignore[valid-type]
        None, description="instead of content: up to 100 memories, all stored or none")


class _QueryArgs(_Args):
    query: str
    k: int | None = Field(None, description="default 8, max 50")
    kinds: list[str] | None = None


class RecallArgs(_QueryArgs):
    answer: bool | None = Field(None, description="also answer from these memories with the operator's model, "
                                                  "citing [#id]")


class SearchArgs(_QueryArgs):
    statuses: list[str] | None = Field(None, description="default promoted; or pending, stale, superseded, "
                                                          "rejected, archived, all")


class IdArgs(_Args):
    id: RowId


class AmendArgs(IdArgs):
    content: str = Field(description="the corrected fact")
    reason: str | None = None


class LinkArgs(_Args):
    src: RowId
    dst: RowId
    type: Literal[AGENT_LINK_TYPES]  # type: ignore[valid-type]
    weight: float | None = Field(None, description="(0, 10], default 1")


class ExplainArgs(IdArgs):
    query: str | None = Field(None, description="also show how this query scores it")


class DiffArgs(_Args):
    from_id: RowId = Field(description="older generation id")
    to_id: RowId = Field(description="newer generation id")


def capture_fields(item: RememberItem, caller: Caller, namespace: str) -> dict[str, Any]:
    """Engine ``remember`` keyword fields for one item, with the caller as source."""
    fields = item.model_dump(exclude={"namespace"}, exclude_none=True)
    fields["namespace"] = namespace
    fields["source"] = caller.source
    return fields


def _namespace(args: _Args, caller: Caller) -> str:
    return normalise_namespace(caller.default_namespace if args.namespace is None else args.namespace)


def _require_in(engine: Engine, memory_id: int, namespace: str) -> Memory:
    """The memory, only if it lives in ``namespace`` (ids never reach across namespaces)."""
    memory = engine.memories.get_many([memory_id]).get(memory_id)
    if memory is None or memory.namespace != namespace:
        where = f"namespace {namespace!r}" if namespace else "the shared namespace"
        raise NotFoundError(f"no memory #{memory_id} in {where}")
    return memory


def _remember(engine: Engine, caller: Caller, args: RememberArgs) -> dict:
    namespace = _namespace(args, caller)  # a batch lands here whole; links to stored ids must be here too
    if args.items is not None:
        shared = sorted(name for name in RememberItem.model_fields if getattr(args, name) is not None)
        if shared:
            raise MemdeskError(f"remember: with items, give {', '.join(shared)} on each item; only namespace "
                               "applies to the whole batch", code="invalid_argument")
        items = [capture_fields(item, caller, namespace) for item in args.items]
        return engine.memories.remember_batch(items).to_dict()
    if args.content is None:
        raise MemdeskError("remember: missing required argument 'content'", code="missing_argument")
    fields = capture_fields(args, caller, namespace)
    # With [extract] enabled the engine runs model extraction before the write, failing closed.
    return engine.capture(fields.pop("content"), **fields).to_dict()


def _recall(engine: Engine, caller: Caller, args: RecallArgs) -> dict:
    ns = _namespace(args, caller)
    if args.answer:
        # `ask` recalls (counting access) and, when the operator configured a model, answers
        # with citations checked against what was retrieved; without one it says so.
        answer = engine.llm.ask(args.query, namespace=ns, k=args.k, kinds=args.kinds, actor=caller.actor)
        data = answer.to_dict()
        data["memories"] = [hit_view(h) for h in answer.memories]
        data["query"] = data.pop("question")
        return with_notice(data)
    hits = engine.retrieval.recall(args.query, namespace=ns, k=args.k, kinds=args.kinds)
    return with_notice({"memories": [hit_view(h) for h in hits], "query": args.query, "namespace": ns})


def _search(engine: Engine, caller: Caller, args: SearchArgs) -> dict:
    ns = _namespace(args, caller)
    hits = engine.retrieval.search(args.query, namespace=ns, statuses=args.statuses, kinds=args.kinds, k=args.k)
    return with_notice({"memories": [hit_view(h) for h in hits], "query": args.query, "namespace": ns})


def _get(engine: Engine, caller: Caller, args: IdArgs) -> dict:
    return with_notice(memory_view(_require_in(engine, args.id, _namespace(args, caller))))


def _amend(engine: Engine, caller: Caller, args: AmendArgs) -> dict:
    _require_in(engine, args.id, _namespace(args, caller))
    return engine.memories.amend(args.id, args.content, source=caller.source, reason=args.reason).to_dict()


def _link(engine: Engine, caller: Caller, args: LinkArgs) -> dict:
    ns = _namespace(args, caller)
    _require_in(engine, args.src, ns)
    _require_in(engine, args.dst, ns)
    weight = 1.0 if args.weight is None else args.weight
    edge = engine.links.link(args.src, args.dst, args.type, weight=weight).to_dict()
    if args.weight is not None and edge["weight"] != weight:  # said, never kept silently (round 48's outside check)
        edge["note"] = (f"this link already existed with weight {edge['weight']:g}; its weight is unchanged "
                        f"(not {weight:g})")
    return edge


def _explain(engine: Engine, caller: Caller, args: ExplainArgs) -> dict:
    _require_in(engine, args.id, _namespace(args, caller))
    data = escape_every_text(engine.links.explain(args.id, query=args.query).to_dict())
    data["memory"] = memory_view(engine.memories.get(args.id))
    return with_notice(data)


def _stats(engine: Engine, caller: Caller, args: _Args) -> dict:
    data = engine.memories.stats(namespace=_namespace(args, caller)).to_dict()
    for private in ("store", "store_bytes"):  # where the store lives is the operator's business
        data.pop(private, None)
    return data


def _identity(engine: Engine, caller: Caller, args: _Args) -> dict:
    return engine.identity.identity().to_dict()


def _generation_diff(engine: Engine, caller: Caller, args: DiffArgs) -> dict:
    return with_notice(escape_every_text(engine.generations.diff(args.from_id, args.to_id).to_dict()))


@lean_dataclass(frozen=True)
class ToolSpec:
    """One agent tool: its arguments, what it does, and what a client may assume about it.

    The hints become the tool's MCP annotations, which clients act on: Codex runs a tool
    without asking only when it is read-only, or when it is neither destructive nor
    open-world, so each hint is stated, never left to the spec's defaults (destructive and
    open-world are *true* when absent).

    Attributes:
        title: what a person sees for the tool in a client's approval prompt or tool list.
        writes: it changes the store (``readOnlyHint`` false).
        idempotent: repeating the call with the same arguments changes nothing more.
    """

    name: str
    title: str
    description: str
    arguments: type[_Args]
    run: Callable[[Engine, Caller, Any], dict]
    writes: bool = False
    idempotent: bool = True

    # No agent tool is destructive: writes only add (a pending memory, a staged correction,
    # an edge); nothing is superseded or removed until a person decides.
    destructive = False
    # None is open-world: every tool works on the local store (`recall answer=true` hands the
    # store's own memories to the operator's configured model, and nothing else).
    open_world = False


# Reads are idempotent (recall's access counters are bookkeeping no person sees). remember and
# amend are not: a repeat restates the memory (restated_count, a `restate` audit row) and files
# amend's proposal again. link is: an existing (src, dst, type) edge comes back unchanged.
TOOLS: dict[str, ToolSpec] = {spec.name: spec for spec in (
    ToolSpec("remember", "Remember (staged for review)",
             "Stage a memory (or up to 100 as items) as pending; a person reviews it before recall "
             "returns it. Answers its id, or duplicate_of if already known.", RememberArgs, _remember, writes=True,
             idempotent=False),
    ToolSpec("recall", "Recall memories",
             "Promoted memories for a query, best first (answer=true also answers from them).",
             RecallArgs, _recall),
    ToolSpec("search", "Search memories",
             "Ranked search that may include other statuses; does not count as a recall.",
             SearchArgs, _search),
    ToolSpec("get", "Get a memory", "One memory by id.", IdArgs, _get),
    ToolSpec("amend", "Amend a memory (staged for review)",
             "Stage a correction of memory id; it replaces the old one once a person promotes it.",
             AmendArgs, _amend, writes=True, idempotent=False),
    ToolSpec("link", "Link two memories", "Link two memories of one namespace.", LinkArgs, _link, writes=True),
    ToolSpec("explain", "Explain a memory",
             "A memory's links and, with query, how its rank for that query is built.",
             ExplainArgs, _explain),
    ToolSpec("stats", "Memory store statistics", "Counts by status, kind and source; retrieval mode.", _Args,
             _stats),
    ToolSpec("identity", "Agent identity", "The permanent agent id, current generation and lineage.", _Args,
             _identity),
    ToolSpec("generation_diff", "Compare two generations",
             "What changed between two generations: manifest, soul files, memories.", DiffArgs, _generation_diff),
)}


def argument_error(tool: str, exc: ValidationError) -> ToolOutcome:
    """Turn pydantic's complaint into ``{error, code, retryable: false}`` naming the fields."""
    missing, unknown, invalid = [], [], []
    for err in exc.errors():
        name = ".".join(str(part) for part in err["loc"]) or "arguments"
        if err["type"] == "missing":
            missing.append(name)
        elif err["type"] == "extra_forbidden":
            unknown.append(name)
        else:
            invalid.append(f"{name}: {err['msg']}")
    parts = []
    if missing:
        parts.append("missing required argument " + ", ".join(repr(m) for m in missing))
    if unknown:
        valid = ", ".join(TOOLS[tool].arguments.model_fields)
        parts.append("unknown argument " + ", ".join(repr(u) for u in unknown) + f" (valid: {valid})")
    if invalid:
        parts.append("invalid argument " + "; ".join(invalid))
    code = "missing_argument" if missing else "unknown_argument" if unknown else "invalid_argument"
    return error_outcome(f"{tool}: " + "; ".join(parts), code)


def _not_unicode(arguments: Any) -> str | None:
    """The path of the first key or string in ``arguments`` holding a lone surrogate, else ``None``.

    Iterative, so a deeply nested (but parseable) body cannot exhaust the stack here.
    """
    pending: list[tuple[str, Any]] = [("", arguments)]
    while pending:
        where, value = pending.pop()
        if isinstance(value, str):
            if _SURROGATE.search(value):
                return where or "arguments"
        elif isinstance(value, (dict, list)):
            items = value.items() if isinstance(value, dict) else enumerate(value)
            for key, item in items:
                if isinstance(key, str) and _SURROGATE.search(key):
                    return "arguments"
                pending.append((f"{where}.{key}" if where else str(key), item))
    return None


def _resend_safe(args: _Args) -> bool:
    """Whether repeating a write cannot duplicate it: its item, or every item of its batch, has an external_id."""
    items = getattr(args, "items", None)
    if items is not None:
        return bool(items) and all(item.external_id for item in items)
    return bool(getattr(args, "external_id", None))


def call_tool(engine: Engine, name: str, arguments: Any, caller: Caller) -> ToolOutcome:
    """Validate and run one agent tool as ``agent:<client>``; never raises.

    Args:
        engine: the store's engine (a per-call view acting as the caller is made here).
        name: the tool name (one of :data:`TOOLS`).
        arguments: the raw JSON arguments.
        caller: who is calling (client name, transport, default namespace).

    Returns:
        The result object, or ``{error, code, retryable}`` flagged as an error.
        ``retryable`` is true only for a transient failure (a busy store) of a read,
        or of a write that carries an ``external_id`` (so repeating it cannot duplicate).
    """
    spec = TOOLS.get(name)
    if spec is None and name in OPERATOR_ACTIONS:
        return error_outcome(f"{name} is an operator action: a person does it with `memdesk {name}` or in the "
                             "workstation; agents can only stage memories", "operator_only")
    if spec is None:
        return error_outcome(f"unknown tool {name!r}; tools: {', '.join(TOOLS)}", "unknown_tool")
    if arguments is None:
        arguments = {}
    if not isinstance(arguments, dict):
        return error_outcome(f"{name}: arguments must be a JSON object", "invalid_argument")
    unreadable = _not_unicode(arguments)
    if unreadable is not None:
        # "\ud800" in JSON decodes to a lone surrogate, which no store, log or reply can encode.
        return error_outcome(f"{name}: argument {unreadable!r} holds text that is not valid Unicode "
                             "(a lone surrogate escape); send UTF-8 text", "invalid_text")
    try:
        args = spec.arguments.model_validate(arguments)
    except ValidationError as exc:
        return argument_error(name, exc)
    retry_safe = not spec.writes or _resend_safe(args)
    try:
        return ToolOutcome(spec.run(engine.with_actor(caller.actor), caller, args))
    except MemdeskError as exc:
        return engine_error_outcome(exc, retry_allowed=retry_safe)
    except Exception:  # noqa: BLE001 - a bug must not kill the server or leak its text
        log.exception("tool %s failed unexpectedly", name)
        return error_outcome(f"{name} failed inside memdesk; the server log has the details", "internal")

