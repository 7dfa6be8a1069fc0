"""The SQLite backend: the embedded default (one store file, WAL, FTS5).

Only what differs from PostgreSQL lives here: connections and write transactions
(``connection``), the schema and its migrations (``schema``), full-text search
(``search``) and the store that ties them together (``store``).
"""
