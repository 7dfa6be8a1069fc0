"""memdesk's Textual themes (the only place colours are spelled out).

Each theme carries the semantic variables the workstation's styles use
(``$status-promoted``, ``$diff-added``…). Any other Textual theme still works:
:func:`semantic_defaults` derives the same variables from its base colours.
"""

from __future__ import annotations

from textual.theme import Theme

# Every variable the workstation's .tcss files and renderers may use beyond Textual's own.
SEMANTIC_VARIABLES = (
    "status-pending", "status-promoted", "status-rejected", "status-superseded",
    "status-stale", "status-archived", "status-held",
    "diff-added", "diff-removed", "diff-added-background", "diff-removed-background",
    "score-bar", "selection-mark", "pin-mark",
)

MEMDESK_DARK = Theme(
    name="memdesk-dark",
    primary="#6CB6FF",
    secondary="#A78BFA",
    accent="#F0B86E",
    warning="#E5C07B",
    error="#EF6B73",
    success="#7CCF8A",
    foreground="#D7DCE2",
    background="#14171C",
    surface="#1B1F26",
    panel="#232934",
    dark=True,
    variables={
        "status-pending": "#E5C07B",
        "status-promoted": "#7CCF8A",
        "status-rejected": "#EF6B73",
        "status-superseded": "#B392F0",
        "status-stale": "#D19A66",
        "status-archived": "#7D8590",
        "status-held": "#56B6C2",
        "diff-added": "#7CCF8A",
        "diff-removed": "#EF6B73",
        "diff-added-background": "#1F3A2A",
        "diff-removed-background": "#3D1F24",
        "score-bar": "#6CB6FF",
        "selection-mark": "#F0B86E",
        "pin-mark": "#F0B86E",
        "footer-key-foreground": "#6CB6FF",
        "block-cursor-text-style": "bold",
    },
)

MEMDESK_LIGHT = Theme(
    name="memdesk-light",
    primary="#0A5FB4",
    secondary="#6F42C1",
    accent="#B35900",
    warning="#9A6700",
    error="#C62828",
    success="#1A7F37",
    foreground="#1F2328",
    background="#F7F7F5",
    surface="#FFFFFF",
    panel="#E6E9ED",
    dark=False,
    variables={
        "status-pending": "#9A6700",
        "status-promoted": "#1A7F37",
        "status-rejected": "#C62828",
        "status-superseded": "#6F42C1",
        "status-stale": "#BC4C00",
        "status-archived": "#6E7781",
        "status-held": "#0B7285",
        "diff-added": "#1A7F37",
        "diff-removed": "#C62828",
        "diff-added-background": "#DAFBE1",
        "diff-removed-background": "#FFEBE9",
        "score-bar": "#0A5FB4",
        "selection-mark": "#B35900",
        "pin-mark": "#B35900",
        "footer-key-foreground": "#0A5FB4",
        "block-cursor-text-style": "bold",
    },
)

THEMES: tuple[Theme, ...] = (MEMDESK_DARK, MEMDESK_LIGHT)
DEFAULT_THEME = MEMDESK_DARK.name


def semantic_defaults(base: dict[str, str]) -> dict[str, str]:
    """Semantic variables for a theme that does not define them, from its base colours.

    Args:
        base: the variables Textual generated for the theme (``success``, ``error``…).

    Returns:
        A value for every name in :data:`SEMANTIC_VARIABLES`.
    """
    return {
        "status-pending": base["warning"],
        "status-promoted": base["success"],
        "status-rejected": base["error"],
        "status-superseded": base["secondary"],
        "status-stale": base["accent"],
        "status-archived": base["foreground-muted"],
        "status-held": base["primary"],
        "diff-added": base["success"],
        "diff-removed": base["error"],
        "diff-added-background": base["success-muted"],
        "diff-removed-background": base["error-muted"],
        "score-bar": base["primary"],
        "selection-mark": base["accent"],
        "pin-mark": base["accent"],
    }
