"""Two memories each about one environment, and not the same one: "prod deploy window: Wed 18:00 CET" / "staging
deploys allowed anytime, no window" tells staging's rule beside production's, whatever reader aligned the two.

An environment is one of a few words a team names its deployments by (production, staging, a sandbox, QA, UAT, a
canary, pre-prod). Each text naming at least one and the two sets sharing none: two scopes, a second fact. A text
naming both ("moved the app from staging to prod") shares one with either side and is read as the readers read it.
A guard every rule's finding passes (:func:`core.conflicts.scoped.another_scope`).
"""

from __future__ import annotations

import re
from functools import lru_cache

_ENVIRONMENT = re.compile(r"\b(?:prod|production|staging|sandbox|qa|uat|canary|pre-?prod)\b")
_SAME = {"production": "prod", "preprod": "pre-prod"}


@lru_cache(maxsize=4096)
def _environments(low: str) -> frozenset[str]:
    return frozenset(_SAME.get(m, m) for m in _ENVIRONMENT.findall(low))


def two_environments(old_text: str, new_text: str) -> bool:
    """Whether each memory names an environment and none of the newer's is the older's."""
    was, now = _environments(old_text.lower()), _environments(new_text.lower())
    return bool(was) and bool(now) and not was & now


# A platform a build is made for, named as the build's scope: "(Android)", "iOS build", "the web client". A platform
# alone ("runs Windows 11", "moved to Linux") may be the value itself, so it is read only in these shapes.
_PLATFORM = r"(?:android|ios|ipados|macos|windows|linux|web|watchos|tvos|wear ?os)"
_PLATFORM_SCOPE = re.compile(r"\(\s*(" + _PLATFORM + r")\s*(?:build|app|client|version)?\s*\)"
                             r"|\b(" + _PLATFORM + r")\s+(?:build|builds|app|client|release|version)\b")


_PLATFORM_CUES = ("android", "ios", "macos", "windows", "linux", "web", "wear")


@lru_cache(maxsize=4096)
def _platforms(low: str) -> frozenset[str]:
    return frozenset((a or b).replace(" ", "") for a, b in _PLATFORM_SCOPE.findall(low))


def two_platforms(old_text: str, new_text: str) -> bool:
    """Whether each memory names the platform its build is for and none of the newer's is the older's: "herd app:
    v3.5 (Android)" / "herd app iOS build: v3.4" — two builds, a second fact. A platform the older text names at all
    is shared."""
    low_old, low_new = old_text.lower(), new_text.lower()
    if not any(p in low_new for p in _PLATFORM_CUES) or not any(p in low_old for p in _PLATFORM_CUES):
        return False  # the cheap test first: a platform's word in both
    was, now = _platforms(low_old), _platforms(low_new)
    return bool(was) and bool(now) and not any(p in low_old.replace(" ", "") for p in now) \
        and not any(p in low_new.replace(" ", "") for p in was)
