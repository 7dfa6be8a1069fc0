"""One pending call per purpose: typing and key-repeat start work only once they pause.

The Review pane's detail (holding ``j`` moves at key-repeat speed), the Review filter box and
the Search query each wait a moment after the last change before they query the store. A
:class:`Debounced` holds that one pending call: each :meth:`~Debounced.call` replaces the one
before, and :func:`pending` tells whether any is still waiting — which is what a test (or the
screenshot scenes) waits for instead of sleeping a fixed time.
"""

from __future__ import annotations

from collections.abc import Callable
from weakref import WeakSet

from textual.app import App
from textual.dom import DOMNode
from textual.timer import Timer

_LIVE: WeakSet[Debounced] = WeakSet()


class Debounced:
    """At most one pending call of ``owner``'s, run ``delay`` seconds after the last :meth:`call`."""

    def __init__(self, owner: DOMNode, delay: float) -> None:
        self.owner = owner
        self.delay = delay
        self._timer: Timer | None = None
        _LIVE.add(self)

    @property
    def pending(self) -> bool:
        """Whether a call waits to run."""
        return self._timer is not None

    def call(self, callback: Callable[[], object]) -> None:
        """Run ``callback`` after the delay, dropping the call that was waiting."""
        self.cancel()

        def fire() -> None:
            self._timer = None
            callback()

        self._timer = self.owner.set_timer(self.delay, fire)

    def cancel(self) -> None:
        """Drop the waiting call, if any."""
        if self._timer is not None:
            self._timer.stop()
            self._timer = None


def pending(app: App) -> bool:
    """Whether any debounced call of ``app``'s screens and widgets still waits to run."""
    return any(debounced.pending and _root(debounced.owner) is app for debounced in list(_LIVE))


def _root(node: DOMNode | None) -> DOMNode | None:
    """The app at the top of ``node``'s tree (``None`` once it is unmounted: its timers died with it)."""
    while node is not None and not isinstance(node, App):
        node = node.parent
    return node
