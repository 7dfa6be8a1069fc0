"""The footer: every key the current pane accepts, on one line, greyed when it cannot act now.

Textual's ``Footer`` builds one widget per key and rebuilds them all whenever the
bindings change, which on a pane switch cost more than drawing the pane (and every one
of those widgets is restyled when a pane comes back). This is one ``Static`` that
writes the same line: the pane's keys in the order the pane declares them, then the
app's, keys of one compact group drawn together (``jk move``), disabled ones greyed.

When the line is wider than the terminal it never cuts a key in half: it shows the
keys that fit whole and ends with ``… ? all keys`` (the help lists every key), so a
key that does not fit at 80 columns is still one press away from being found.
"""

from __future__ import annotations

from textual.binding import Binding
from textual.content import Content
from textual.css.query import NoMatches
from textual.widgets import Static


class KeyLine(Static):
    """A one-line footer for a pane screen (it follows ``refresh_bindings``)."""

    DEFAULT_CSS = """
    KeyLine {
        dock: bottom;
        height: 1;
        width: 100%;
        background: $footer-background;
        color: $footer-foreground;
        text-wrap: nowrap;
    }
    """

    MORE = Content.assemble(("…", "$text-muted"), " ", ("?", "bold $footer-key-foreground"), " ",
                            ("all keys", "$footer-description-foreground"))

    def on_mount(self) -> None:
        self.screen.bindings_updated_signal.subscribe(self, self.bindings_changed)
        # After the first refresh: the pane's lists (which its keys ask about) are mounted by then.
        self.call_after_refresh(self.rebuild)

    def on_unmount(self) -> None:
        self.screen.bindings_updated_signal.unsubscribe(self)

    def bindings_changed(self, _screen) -> None:
        if self.is_attached and self.screen.is_current:
            self.rebuild()

    def on_resize(self) -> None:
        self.rebuild()

    def rebuild(self) -> None:
        try:
            self.update(self.fit(self.render_parts(), self.size.width or self.app.size.width))
        except NoMatches:
            self.call_after_refresh(self.rebuild)  # still composing

    def render_keys(self) -> Content:
        """Every key on one line, however wide (what :meth:`fit` shortens to the width)."""
        return Content(" ").join(self.render_parts())

    @classmethod
    def fit(cls, parts: list[Content], width: int) -> Content:
        """The entries that fit whole in ``width`` cells, then ``… ? all keys`` when some did not."""
        line = Content(" ").join(parts)
        if line.cell_length <= width:
            return line
        kept: list[Content] = []
        room = width - cls.MORE.cell_length - 1
        for part in parts:
            used = sum(p.cell_length + 1 for p in kept)
            if used + part.cell_length > room:
                break
            kept.append(part)
        return Content(" ").join([*kept, cls.MORE])

    def render_parts(self) -> list[Content]:
        screen = self.screen
        order: dict[str, int] = {}
        for rank, owner in enumerate((screen, self.app)):
            for position, binding in enumerate(getattr(owner, "BINDINGS", [])):
                if isinstance(binding, Binding):
                    order.setdefault(binding.action, rank * 1000 + position)
        # One entry per action (its first key), in the order the pane, then the app, declare them.
        entries: dict[str, tuple[Binding, bool]] = {}
        for active in screen.active_bindings.values():
            binding = active.binding
            if binding.show and binding.action not in entries:
                entries[binding.action] = (binding, active.enabled)
        ranked = sorted(entries.values(), key=lambda entry: order.get(entry[0].action, 10_000))
        parts: list[Content] = []
        index = 0
        while index < len(ranked):
            binding = ranked[index][0]
            group = binding.group
            members = [ranked[index]]
            while group is not None and index + len(members) < len(ranked) and \
                    ranked[index + len(members)][0].group == group:
                members.append(ranked[index + len(members)])
            index += len(members)
            if group is not None and len(members) > 1:
                keys = "".join(self.app.get_key_display(member) for member, _ in members)
                parts.append(self.entry(keys, group.description, any(on for _, on in members)))
            else:
                for member, on in members:
                    parts.append(self.entry(self.app.get_key_display(member), member.description, on))
        return parts

    @staticmethod
    def entry(keys: str, description: str, enabled: bool) -> Content:
        if not enabled:
            return Content.styled(f"{keys} {description}", "$text-disabled")
        return Content.assemble((keys, "bold $footer-key-foreground"), " ",
                                (description, "$footer-description-foreground"))
