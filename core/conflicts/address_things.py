"""Whether two texts' addresses are given to one thing, read over what :func:`core.conflicts.addresses.located`
reads of each.

Another thing: a scope added, only generic words shared, another name before the value, a narrower thing
(:func:`_another_thing`); one thing told shorter (:func:`in_older_words`, :func:`_modifier_only`), by its host's own
name (:func:`_kin_hosts_alone`), or readdressed in part (:func:`_readdressed_in_part`); two devices of one network
(:func:`another_device`, a guard the rules ask of two IPv4 values). :mod:`core.conflicts.address_change` asks these.
"""

from __future__ import annotations

import re

from core.conflicts.addresses import _GENERIC, _KINDS, _POSSESSED, _SCOPE, _SHORT, Located, located
from core.conflicts.compiled import says
from core.conflicts.note_dates import undated
from core.conflicts.shortened_words import Shortening, whole_word
from core.text.tokens import stem


def _another_thing(old: Located, new: Located) -> bool:
    """Whether the newer text's thing is not the older one's (see the module doc)."""
    old_thing = {w for w, _ in old.words}
    new_thing = {w for w, _ in new.words}
    missing = old_thing - new_thing - _GENERIC  # "staging environment" / "staging": one thing
    if len(missing) > (len(missing) if _modifier_only(old, missing, new_thing) else 1 if len(old_thing) >= 3 else 0):
        return True
    if not (old_thing & new_thing) - _GENERIC and (old_thing != new_thing or not old_thing):
        return True  # "metrics endpoint" / "health endpoint"; but "the API" / "the API" is one thing
    if (new_thing - old_thing) & _SCOPE or missing & (_SCOPE - {stem("local")}):
        return True
    if new.bracketed != old.bracketed and new.bracketed - old.bracketed:
        return True  # "ssh bastion (us)", "webhook endpoint (gitlab)"
    if new.names_before - old_thing:
        return True  # "Our PgBouncer listens on 6432 in front of Postgres": another named thing
    # A word the older text lacks just before or after (of/for) one of its thing words: "status webhook URL",
    # "entry point of the CLI" — a narrower thing.
    if any(a in old_thing and b not in old_thing for a, b in new.qualified):
        return True
    positions = {k: w for w, k in new.words}
    for w, k in new.words:
        if w in old_thing:
            before = positions.get(k - 1)
            if before is not None and before not in old_thing:
                return True
    return False


# A newer thing word that names an older one shorter: a part of its compound ("telemetry" in "vehicle-telemetry",
# "image" in "sample-image": stems, as the thing's words are), its clipped start ("cam" for "camera") or its last part
# written alone ("hook" for "webhook"); letters only, as a number names another thing ("worker 2").
_TOLD_SHORTER = Shortening(parts="stem", start=(3, 2), tail=(4, 3), letters_only=True)


def in_older_words(old: Located, new: Located) -> Located:
    """The newer text's thing words written as the older text writes them where one names the other shorter
    (:data:`_TOLD_SHORTER`): "telemetry" / "vehicle-telemetry box", "mews cam" / "mews camera stream" are one thing."""
    old_thing = {w for w, _ in old.words}
    renamed = []
    for w, k in new.words:
        if w not in old_thing:
            w = whole_word(w, old_thing, _TOLD_SHORTER) or w
        renamed.append((w, k))
    words = tuple(renamed)
    if words == new.words:
        return new
    return Located(new.values, words, new.keyed, new.bracketed, new.names_before, new.qualified, new.at)


def _modifier_only(old: Located, missing: set[str], new_thing: set[str]) -> bool:
    """ "homelab NAS" / "the NAS", "personal repo mirror" / "the mirror": the words left out (one or two) stand in
    one run right before a word both texts name — the older thing told more exactly, not another thing."""
    if not missing or len(missing) > 2:
        return False
    where = {w: k for w, k in old.words}
    spots = sorted(where[w] for w in missing)
    if spots[-1] - spots[0] != len(spots) - 1:
        return False  # not one run of modifiers
    return any(k == spots[-1] + 1 and w in new_thing for w, k in old.words)


def _kin_hosts_alone(old: Located, new: Located) -> bool:
    """ "Our API lives at api.tidewater.io" / "We cut over to api.tidewater.dev": the newer text names no thing
    but a host of the older host's own name (a label other than a generic one shared), the thing it serves."""
    if {w for w, _ in new.words} - _GENERIC or len(old.values.get("host", ())) != 1 \
            or len(new.values.get("host", frozenset()) - old.values["host"]) != 1:
        return False
    (was,) = old.values["host"]
    (now,) = new.values["host"] - old.values["host"]
    labels = {p for p in was.split("/")[0].split(".")[:-1] if len(p) > 2 and p not in _HOST_GENERIC}
    return bool(labels & set(now.split("/")[0].split(".")[:-1]))


# Said of the older host's own label in a clause of its own: it is gone ("the feeds subdomain was shut down").
_HOST_GONE = re.compile(r"\b(?:404s?|retired|deprecated|dead|gone|decommissioned|shut|closed|expired|parked"
                        r"|no longer)\b")


def _kin_host_retired(old: Located, new: Located, new_text: str) -> str | None:
    """ "feed lives at feeds.example.fm/rss" / "subscribe via example.fm/feed.xml; the feeds subdomain was shut down":
    one host of the older host's own domain, and the label only the older host has said dead in a clause of the
    newer text — the older address retired for the newer, whatever words the newer text names its thing with."""
    if len(old.values.get("host", ())) != 1 or len(new.values.get("host", ())) != 1:
        return None
    (was,), (now,) = old.values["host"], new.values["host"]
    was_labels, now_labels = was.split("/")[0].split("."), now.split("/")[0].split(".")
    if was_labels[-2:] != now_labels[-2:] or was == now or len(was_labels) < 3:
        return None  # not one registered domain, or nothing only the older host has
    told = {w for w, _ in new.words}
    if new.names_before or told & {stem(_SHORT.get(p, p)) for p in now_labels + list(_HOST_GENERIC)} \
            or told & _GENERIC:
        return None  # "Docs moved to docs.orbit.io": the newer host's own thing, or another named one
    gone = [label for label in was_labels[:-2] if label not in now_labels and len(label) >= 3]
    for clause in re.split(r"[;—–]|\. ", new_text.lower()):
        if any(re.search(rf"\b{re.escape(label)}\b", clause) for label in gone) and _HOST_GONE.search(clause) \
                and was not in clause and "still" not in clause:
            return f"same host's domain, {was} → {now} (the older one said gone)"
    return None


_HOST_GENERIC = frozenset("www api app gateway edge cdn static docs dev prod staging mail internal corp home lan "
                          "local".split())


def _told_of(old: Located, new: Located, where: int) -> bool:
    """Whether the newer text gives its address to the older thing: a thing word comes before it, and between
    the two only verbs of serving and keeping, the thing's own words and generic nouns ("CI cache bucket in")
    — not another thing ("Grafana is proxied by nginx on 443")."""
    old_thing = {w for w, _ in old.words}
    last = max((k for w, k in new.words if w in old_thing and k < where), default=-1)
    if last < 0:
        return False
    return all(w in old_thing or w in _GENERIC for w, k in new.words if last < k < where)


_IPV4 = re.compile(r"^\d{1,3}(?:\.\d{1,3}){3}$")
# A change told in the newer text: the device has a new address, or another took its place.
_DEVICE_CHANGED = re.compile(r"\b(?:new|fresh|now|instead|replac\w*|swapped|rebuilt|moved|changed|since|after"
                             r"|anymore|no longer|readdress\w*|re-?ip\w*)\b", re.IGNORECASE)


def another_device(old_text: str, new_text: str, old_value: str, new_value: str) -> bool:
    """Whether two texts give two IPv4 addresses to two devices: "I reach the barrier's historian database at
    10.40.2.17" / "From the same VLAN I reach the barrier's camera NVR at 10.40.2.31", "I reach the CCTV server at
    10.40.2.15" / "I reach the access-control server at 10.40.2.16, right next to the CCTV box". The words naming
    what stands at each address (before it; an owner's "barrier's" and generic nouns aside) share none: another
    device of the same network, not the older one readdressed. The statement model reads "reach … at" as one slot of
    the holder's; this guard is asked only of a match between two such values."""
    if old_value == new_value or not (_IPV4.match(old_value) and _IPV4.match(new_value)):
        return False  # the cheap test first
    if ";" in new_text or _DEVICE_CHANGED.search(new_text):
        return False  # "rebuilt the dev server; new IP is …", "the replacement answers on …": a change told
    old, new = located(old_text), located(new_text)
    if old_value not in old.at or new_value not in new.at:
        return False
    owners = {stem(m.group(1).lower()) for text in (old_text, new_text) for m in _POSSESSED.finditer(text)}
    before_old = {w for w, k in old.words if k < old.at[old_value]} - _GENERIC - owners
    before_new = {w for w, k in new.words if k < new.at[new_value]} - _GENERIC - owners
    return bool(before_old) and bool(before_new) and not before_old & before_new


# A verb that gives the thing itself a new address: it had one before ("label printer readdressed -> …", "printer
# re-IP'd to …", "The ANPR feed was re-homed onto …", "The booking form was relocated to …").
_READDRESSED = re.compile(r"\b(?:re-?address(?:ed)?|re-?ip(?:'|’)?d|re-?iped|renumbered|re-?homed|re-?pointed"
                          r"|relocated|remapped)\b", re.IGNORECASE)


def _readdressed_in_part(old: Located, new: Located, new_text: str) -> bool:
    """ "2025-08-22 — boat office Wi-Fi printer at 192.168.4.50" / "2026-01-14 — printer re-IP'd to 192.168.10.12
    after the VLAN split": the newer text names the thing with some of the older thing's words only, and a verb
    before the newer address says that thing was given a new one — the older thing told shorter, not another.

    Only where every thing word before the newer address is the older thing's (or generic), one of them is not
    generic ("the server re-IP'd" names no server in particular), the verb stands before that address, and no scope
    word follows it ("… for the guest VLAN")."""
    if not says(_READDRESSED, new_text):
        return False  # the cheap test first
    fresh = [v for kind in _KINDS for v in new.values.get(kind, ()) if v not in old.values.get(kind, ())]
    if len(fresh) != 1:
        return False
    where = new.at[fresh[0]]
    old_thing = {w for w, _ in old.words}
    before = {w for w, k in new.words if k < where}
    after = {w for w, k in new.words if k > where}
    if not (before & old_thing) - _GENERIC or before - old_thing - _GENERIC or after & _SCOPE:
        return False
    verb = _READDRESSED.search(undated(new_text))
    told = {w for w, _ in new.words}
    return verb is not None and not told & _SCOPE and str(fresh[0]) not in undated(new_text)[:verb.start()]
