"""Name and version told anew by fresh hands (round 38, rules39c: the fifty train38 hands and the census), each read
by structure, beside near misses of the same shape that must stay quiet:

- words in the newer memory that say how a version came or what it is for name no holder of it
  (:func:`core.conflicts.version_clauses.holder_added`): a doer after "by" whose clause ends at "and" ("by Renovate
  and the PR was merged"), what came along with the change or how it went ("along with the router bump", "without
  a hitch"), a purpose told by an infinitive after the version ("to 2.9.4 to get the leak fix"), where the thing
  shows its version at a clause's start ("; About screen shows 4.0"), its running told by a verb ("the site builds
  on 3.2.0"), and a word marking the older version ("old 2.1 profiles migrated", "past 1.8"); quiet for another
  holder, another site, a plan, the older version still shown.
- a list noun naming one versioned thing ("the Axios dependency is pinned at 1.6") read by the version reader, and a
  pull request merged as a change landed, not a proposal (:func:`core.conflicts.rules.decide`,
  :data:`core.conflicts.version_clauses.NEWS`); quiet for a PR still open, another dependency, the version kept.
- a rename with the older name as its subject and a manner between ("Lark Hall was officially renamed …", "… was
  relaunched under the name …") and a rebrand told by the speaker with no object ("I rebranded in May", "since our
  rebrand"), the older memory naming the speaker's own business (:mod:`core.conflicts.name_anew`); quiet for
  another thing of the kind, a name kept, someone else's rebrand.
- a name taken at a marriage told with additive words said of its holders or of another clause ("the rota and the
  badge both read …", "…, and the badge was reprinted too": :func:`core.conflicts.married_name.married_name_beside`);
  quiet for an alias in the name's own clause ("also signs as …"), the older name kept.

Each pair is decided by the rules as capture reads the two texts (:func:`support.conflicts.check_decided`), in other
words than the tuning pairs'.
"""

from __future__ import annotations

import pytest

from support.conflicts import check_decided

_SCANLY = "2025-02-10 — dental practice's Scanly app at v3.2."

VERSION_HOLDERLESS_WORDS = [
    ("The route planner uses Leaflet 1.7.", "Leaflet was upgraded to 1.9 by Renovate and the PR went green.", True),
    ("The route planner uses Leaflet 1.7.", "Leaflet was upgraded to 1.9 on the admin portal by Renovate.", False),
    ("The map service uses Tokio 1.28.", "The map service moved to Tokio 1.36 along with the hyper bump.", True),
    ("The map service uses Tokio 1.28.", "The billing worker moved to Tokio 1.36 along with the hyper bump.", False),
    ("I build the field app against Rustls 0.21.", "Bumped Rustls to 0.23 to get the new session API.", True),
    ("I build the field app against Rustls 0.21.", "I'm going to bump Rustls to 0.23 to get the new session API.",
     False),
    (_SCANLY, "2025-07-02 — Scanly updated on all tablets; About screen shows 4.0.", True),
    (_SCANLY, "2025-07-02 — Scanly updated on all tablets; About screen still shows 3.2.", False),
    ("I'm running Hugo 0.110 on the recipe site.", "Finished the Hugo upgrade last weekend; the recipe site builds "
     "on 0.125.", True),
    ("I'm running Hugo 0.110 on the recipe site.", "Finished the Hugo upgrade last weekend; the garden blog builds "
     "on 0.125.", False),
    ("Field laptops run Orcalog 2.1.", "Orcalog reinstalled at 3.0 on field laptops; old 2.1 profiles archived.",
     True),
    ("Field laptops run Orcalog 2.1.", "Orcalog reinstalled at 3.0 on office desktops; old 2.1 profiles archived.",
     False),
]


@pytest.mark.parametrize(("old", "new", "contradicts"), VERSION_HOLDERLESS_WORDS)
def test_words_of_how_a_version_came_name_no_holder(old: str, new: str, contradicts: bool) -> None:
    check_decided(old, new, contradicts)


_HALL = "The parish's meeting room is called Lark Hall."
_SHOP = "I run the bike shop under the name Spoke & Chain."

RENAMED_SUBJECT_OR_OWN = [
    (_HALL, "Lark Hall was officially renamed the Mercer Room after the vestry vote.", True),
    ("The museum's membership scheme is known as the Lantern Circle.",
     "The Lantern Circle was relaunched in June under the name Beacon Pass.", True),
    (_HALL, "Lark Hall was officially booked by the youth club for the summer.", False),
    (_HALL, "Lark Hall is still what everyone says; the annexe was officially renamed the Mercer Room.", False),
    (_SHOP, "I rebranded in May; the sign over the window reads Freewheel Works.", True),
    ("I sell my candles as Wickhouse at the craft fair.", "Since our rebrand I sell the candles under the name "
     "Emberly.", True),
    ("I run my upholstery bench under the trading name Tack & Thread.", "Since the April rebrand my bench trades as "
     "Stitchworks; the Tack & Thread sign came down.", True),
    (_SHOP, "My neighbour rebranded in May; her sign reads Freewheel Works.", False),
    (_SHOP, "I rebranded my second shop in May; the sign there reads Freewheel Works.", False),
    (_SHOP, "Since the rebrand I still trade as Spoke & Chain.", False),
]


@pytest.mark.parametrize(("old", "new", "contradicts"), RENAMED_SUBJECT_OR_OWN)
def test_a_rename_of_the_older_name_or_the_speakers_own_business(old: str, new: str, contradicts: bool) -> None:
    check_decided(old, new, contradicts)


_AXIOS = "The harbour app's Axios dependency is pinned at 1.6."

ONE_VERSIONED_DEPENDENCY = [
    (_AXIOS, "Axios was bumped to 1.7 by Renovate and the PR was merged.", True),
    (_AXIOS, "Renovate opened a PR bumping Axios to 1.7; nobody has reviewed it.", False),
    (_AXIOS, "The harbour app's Zod dependency was bumped to 3.23.", False),
    (_AXIOS, "The harbour app's Axios dependency is pinned at 1.6 still.", False),
]


@pytest.mark.parametrize(("old", "new", "contradicts"), ONE_VERSIONED_DEPENDENCY)
def test_a_dependency_with_its_one_version_is_no_list(old: str, new: str, contradicts: bool) -> None:
    check_decided(old, new, contradicts)


_ROTA = "The lab rota lists the night technician as Rosalind Achebe."

MARRIED_NAME_BESIDE = [
    (_ROTA, "Since the wedding, the rota and the door badge both read Rosalind Mensah.", True),
    (_ROTA, "Since her wedding the rota shows Rosalind Mensah, and the badge was reprinted too.", True),
    (_ROTA, "Since the wedding she also signs as Rosalind Mensah.", False),
    (_ROTA, "After the wedding, the rota and the badge both read Rosalind Achebe, same as before.", False),
]


@pytest.mark.parametrize(("old", "new", "contradicts"), MARRIED_NAME_BESIDE)
def test_a_married_name_beside_words_of_adding_said_of_its_holders(old: str, new: str, contradicts: bool) -> None:
    check_decided(old, new, contradicts)
