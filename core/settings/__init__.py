"""One settings model: every setting memdesk reads, its default, and where its value came from.

:class:`Settings` (``core/settings/model.py``) holds every default; :func:`load_settings`
(``core/settings/load.py``) reads the config file and the environment over them and
validates the result once. ``memdesk config`` prints every setting with its source.
This package imports only the foundation, and nothing heavy until there is a file or
an override to validate.
"""

from core.settings.load import LoadedSettings, load_settings, load_with_sources, settings_from_dict
from core.settings.model import Secret, Settings, reveal
from core.settings.people import human_actor, reviewer_name

__all__ = ["LoadedSettings", "Secret", "Settings", "human_actor", "load_settings", "load_with_sources", "reveal",
           "reviewer_name", "settings_from_dict"]
