"""memdesk's Textual themes (the only place colours are spelled out)."""
