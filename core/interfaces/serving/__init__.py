"""What the adapters share, importing none of them: the background server's files,
lease and status (:mod:`.daemon`), the loopback client that asks it (:mod:`.client`),
where a server may listen (:mod:`.hosts`) and the shapes an agent gets back over MCP
and REST alike (:mod:`.results`).

Nothing is imported here so that checking on a daemon stays cheap.
"""
