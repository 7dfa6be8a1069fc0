"""Typed links between memories and the walks over them: drawing and removing a link
(:mod:`.links`), and ``explain`` / the neighbourhood of a memory (:mod:`.graph`).
"""
