"""The Review pane's side panel: the queue counted by status and by one group field.

Each row is a filter a person can pick with ``enter``: ``all``, a status, the merges
and retirements list, or one value of the grouped field (source, kind or namespace).
The screen loads the counts (:class:`~core.memories.queue.QueueSummary`) in a worker
and hands them to :meth:`GroupPanel.show`; :func:`chosen_filter` turns a picked row
back into a filter.
"""

from __future__ import annotations

from textual.content import Content
from textual.widgets import OptionList
from textual.widgets.option_list import Option

from core.memories.queue import QUEUE_STATUSES, QueueFilter, QueueSummary
from tui.render import distinct_labels, namespace_label, status_style

GROUP_LABEL_WIDTH = 15
# The row that swaps the queue for the merges and retirements list.
CLEANUPS_OPTION = "cleanups"


class GroupPanel(OptionList):
    """The counts beside the queue, one pickable row per status and group."""

    def __init__(self) -> None:
        super().__init__(id="groups", classes="panel")

    def show(self, summary: QueueSummary, cleanups_waiting: int, group_key: str) -> None:
        """Redraw every row from fresh counts, keeping the highlighted row where it was."""
        highlighted = self.highlighted
        options: list[Option | None] = [Option(group_label("all", summary.total, bold=True), id="all")]
        for status in QUEUE_STATUSES:
            options.append(Option(group_label(status, summary.by_status.get(status, 0),
                                              style=status_style(status)), id=f"status\t{status}"))
        options.append(Option(cleanups_label(cleanups_waiting), id=CLEANUPS_OPTION))
        options.append(None)
        options.append(Option(Content.styled(f"by {summary.group_field}  ({group_key})", "$text-muted"),
                              disabled=True))
        shown = {value: namespace_label(value) if summary.group_field == "namespace" else value
                 for value in summary.groups}
        labels = distinct_labels(list(shown.values()), GROUP_LABEL_WIDTH)
        for value, count in summary.groups.items():
            options.append(Option(group_label(labels[shown[value]], count), id=f"{summary.group_field}\t{value}"))
        self.set_options(options)
        if highlighted is not None and highlighted < self.option_count:
            self.highlighted = highlighted

    def count_cleanups(self, waiting: int) -> None:
        """Update the merges and retirements row alone (its list loads on its own)."""
        if any(option.id == CLEANUPS_OPTION for option in self.options):
            self.replace_option_prompt(CLEANUPS_OPTION, cleanups_label(waiting))


def group_label(label: str, count: int, *, style: str = "", bold: bool = False) -> Content:
    """One row: the label cut to the panel's width, the count right-aligned."""
    name = distinct_labels([label], GROUP_LABEL_WIDTH)[label].ljust(GROUP_LABEL_WIDTH)
    return Content.assemble((name, f"bold {style}" if bold else style), f"{count:>6,}")


def cleanups_label(waiting: int) -> Content:
    return group_label("merge · retire", waiting, style="$status-held")


def chosen_filter(option_id: str, queue_filter: QueueFilter) -> QueueFilter:
    """The filter a picked row stands for (the typed words stay; ``all`` drops the rest)."""
    if option_id == "all":
        return QueueFilter(text=queue_filter.text)
    group_field, _, value = option_id.partition("\t")
    return queue_filter.with_group(group_field, value)
