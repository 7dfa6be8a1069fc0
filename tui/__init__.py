"""The memdesk workstation (Textual). Imports core; core never imports it."""

from tui.app import create_app

__all__ = ["create_app"]
