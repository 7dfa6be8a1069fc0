"""The shapes typed values are written in, in one place: licences, versions, IP addresses, cloud regions, hosts,
ports and paths.

Two kinds of pattern live here, kept apart on purpose.

**Pieces of running text** (plain strings, spliced into a larger pattern): the value tokenizer's one pattern
(:mod:`core.conflicts.values`) and the readers that look for the same value inside a sentence take them from
here, so a licence or a region added once is read by all of them:

- :data:`LICENCE` — licence ids and names as written ("GPLv3", "Apache License, Version 2.0", "CC BY-SA 4.0",
  "proprietary"), case as written (the tokenizer and :mod:`core.conflicts.licence_swap`);
- :data:`VERSION_NUMBER` — dotted numbers, a wildcard allowed last ("1.28.4", "1.8.x"), without the lead a
  reader allows ("v" for the tokenizer, "^", "~" or "@" too for :mod:`core.conflicts.version_swap`);
- :data:`IPV4` — four dotted numbers (the tokenizer's ``ip``, the learned reader's :data:`TOKEN_IP`, and
  :mod:`core.conflicts.version_swap`, where an IP address is never a version);
- :data:`CLOUD_REGION` — a cloud region ("us-east-1", "europe-west4"), anchored by :mod:`core.conflicts.addresses`
  and found in running text by :mod:`core.conflicts.estate`.

**Whole tokens, lower-cased, as the learned reader types them** (:mod:`core.conflicts.learned_features`, compiled):
:data:`TOKEN_VERSION`, :data:`TOKEN_CLOCK`, :data:`TOKEN_IP`, :data:`TOKEN_HOST`, :data:`TOKEN_PORT`,
:data:`TOKEN_PATH`, :data:`TOKEN_LICENCE`, and :data:`ADDRESS_MARK` (a mark that makes a swapped span an address).
They differ from the tokenizer's on purpose: a host needs a letter top-level domain, a licence is an id only (no
long names), a version may carry any suffix ("1.2.0-rc1"). The shipped weights were trained on exactly what these
read, so making them the tokenizer's would change a pair's features; that waits for a retrain.
"""

from __future__ import annotations

import re

LICENCE = (
    r"(?:A|L)?GPL(?:[-\s]?v?\d(?:\.\d)?)?(?:-only|-or-later|\+)?"
    r"|Apache(?:[-\s]Licen[sc]e)?(?:,?[-\s]*(?:Version\s|v)?2(?:\.0)?)?"
    r"|MIT(?:-0\b)?(?:[-\s](?:Licen[sc]ed?|licen[sc]ed?))?(?:\s\(Expat\))?"
    r"|BSD(?:[-\s]?\d(?:[-\s]Clause|[-\s]clause)?)?"
    r"|MPL(?:[-\s]?\d\.\d)?|EPL(?:[-\s]?\d\.\d)?|EUPL(?:[-\s]?\d\.\d)?|ISC|CC0"
    r"|CC[-\s]BY(?:[-\s](?:SA|NC|ND))*(?:[-\s]\d\.\d)?|SSPL(?:v\d|-\d\.\d)?|RSAL(?:v\d)?|BUSL(?:-\d\.\d)?|BSL(?:-\d\.\d)?"
    r"|Business\sSource\sLicen[sc]e|OFL|Unlicense|Elastic\sLicen[sc]e(?:\s2\.0)?|ELv2|WTFPL|[Zz]lib|0BSD"
    r"|Artistic(?:-2\.0)?|PolyForm(?:\s\w+)?|Commons\sClause"
    # data licences: "ODbL", "ODC-By 1.0", "PDDL", "CDLA-Permissive-2.0"
    r"|ODbL(?:[-\s]?\d\.\d)?|ODC[-\s]By(?:[-\s]?\d\.\d)?|PDDL(?:[-\s]?\d\.\d)?"
    r"|CDLA[-\s](?:Permissive|Sharing)(?:[-\s]\d\.\d)?"
    r"|(?i:all\srights\sreserved)|[Pp]roprietary|[Cc]losed[-\s]source|[Pp]ublic\sdomain|RAIL"
)
VERSION_NUMBER = r"\d+(?:\.\d+)+(?:\.[xX*])?"
IPV4 = r"\d{1,3}(?:\.\d{1,3}){3}"
# A mail address as its local part and its domain (two groups); each reader adds the bounds it needs around it.
MAIL_ADDRESS = r"([\w.+-]+)@([\w-]+(?:\.[\w-]+)+)"
CLOUD_REGION = (r"[a-z]{2,12}(?:-[a-z]{2,5})?-(?:north|south|east|west|central|northeast|northwest|southeast"
                r"|southwest)-?\d{1,2}")

TOKEN_VERSION = re.compile(r"^v?\d+(?:\.\d+)+[a-z0-9.-]*$|^v\d+$", re.IGNORECASE)
TOKEN_CLOCK = re.compile(r"^\d{1,2}(?::\d{2})?(?:am|pm)?$|^\d{1,2}:\d{2}$", re.IGNORECASE)
ADDRESS_MARK = re.compile(r"[@/]|\.[a-z]{2,4}$|^[a-z0-9-]+\.[a-z0-9.-]+$", re.IGNORECASE)
TOKEN_LICENCE = re.compile(r"^(?:mit|apache(?:-2\.0)?|[al]?gplv?\d?(?:\.\d)?|bsd(?:-\d-clause)?|mpl(?:-?2\.0)?|isc"
                           r"|unlicense|agpl(?:v3)?|lgpl|cc-by(?:-sa)?|eupl)$")
TOKEN_HOST = re.compile(r"^(?:[a-z]+://)?[a-z0-9-]+(?:\.[a-z0-9-]+)*\.[a-z]{2,}(?::\d+)?(?:/\S*)?$")
TOKEN_PORT = re.compile(r"^:\d{2,5}(?:/\S*)?$")
TOKEN_PATH = re.compile(r"^(?:~|\$\w+|\.)?/[\w./${}-]*$")
TOKEN_IP = re.compile("^" + IPV4 + r"(?::\d+)?$")
