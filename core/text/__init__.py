"""Pure text utilities: no store, no settings, no feature — every layer may use them.

:mod:`.normalise` (validation and normalisation of what callers hand the engine),
:mod:`.secrets` (does this text look like a credential?), :mod:`.similarity` (do two
texts say the same thing?), :mod:`.cjk` (character bigrams for Chinese, Japanese and
Korean search) and :mod:`.diff` (word diffs for review).
"""
