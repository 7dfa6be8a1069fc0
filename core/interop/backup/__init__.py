"""memdesk's own backup document: writing and restoring it (:mod:`.document`), checking it
before anything is written (:mod:`.check`), and importing one into a live store
(:mod:`.merge`, the ``--from backup`` import).
"""
