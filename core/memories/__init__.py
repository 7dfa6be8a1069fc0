"""A memory's life: capture (with its junk screens and capture rules), look-up, the lifecycle,
a person's review decisions, undo, bulk loads and the review queue.

- :mod:`.capture` validates and stages a memory as ``pending``; :mod:`.junk_screens`
  and :mod:`.capture_rules` put reasons on its envelope; :mod:`.lookup` finds one by id;
- :mod:`.lifecycle` is the one table of allowed moves and the one function that makes one;
- :mod:`.review` (promote, reject, amend, edit, expire, sync), :mod:`.supersede` (a
  person's ruling), :mod:`.preview` (recall before and after an approval),
  :mod:`.undo`, :mod:`.bulk` and :mod:`.queue` (what waits for a person);
- :mod:`.chunks` splits long text into memory-sized pieces.

Contradiction detection sits below this package (:mod:`core.conflicts`): capture asks
it what a newcomer contradicts, and promotion applies what it filed.
"""
