"""The PostgreSQL backend (``memdesk[postgres]``): one database shared by many processes and machines.

Only what differs from SQLite lives here: the connection pool, write transactions
serialised by one advisory lock, and error translation (``connection``); the schema
and its migrations (``schema``); full-text search with FTS5's own tokens and bm25
(``tokens``, ``search``); change notification through ``LISTEN``/``NOTIFY``
(``changes``); and the store that ties them together (``store``). Importing this
package needs psycopg; nothing imports it unless a ``postgresql://`` store is opened.
"""
