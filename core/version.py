"""memdesk's version, in a module of its own so any layer can read it without importing the engine."""

__version__ = "0.1.0"
