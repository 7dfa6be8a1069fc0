"""The store's quality as a whole: staleness, retention and pruning, consolidation of
restatements, the doctor and the clean-up proposals a person reviews.

Per-capture screens live with capture (:mod:`core.memories.junk_screens`); what here
walks the corpus files proposals or archives through the lifecycle, never deletes
behind a person's back (``purge`` is the one hard delete, and it asks).
"""
