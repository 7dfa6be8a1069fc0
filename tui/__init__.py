"""The memdesk workstation (Textual). Imports core; core never imports it."""

from .app import create_app

__all__ = ["create_app"]
