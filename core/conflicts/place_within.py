"""Which well-known places lie inside which: a small gazetteer kept as data, and the check the residence family asks.

"lives in NYC" and "a resident of Manhattan"; "based in Catalonia" and "home is Girona"; "Brooklyn" and "a New
York City resident": one home told wider or narrower, both true at once, so no contradiction. Two places side by
side ("Brooklyn" and "Manhattan", "Girona" and "Madrid") are two homes, and a place the table does not know
decides nothing here.

The table: each line is ``Parent: child (alias / alias), child, …``, an indented line going on the one above; a
place may stand under more than one parent ("Los Angeles" under California and Southern California). A name that
means two well-known places ("Georgia", "Washington", "Cambridge", "Portland", "Victoria") is kept only with its
qualifier ("Georgia US", "Cambridge UK"), so a bare ambiguous name is unknown. Names fold case, accents, dots,
apostrophes and hyphens ("Île-de-France", "ile de france"; "N.Y.C." is "nyc"), and a leading "the" ("the Bay Area").
"""

from __future__ import annotations

import re
import unicodedata
from collections.abc import Callable
from functools import lru_cache

from core.conflicts.confirmed import change_told
from core.conflicts.note_dates import undated

_TABLE = """
World: United States (US / USA / U.S. / U.S.A. / America / the States / United States of America), Canada, Mexico,
    Brazil, Argentina, Chile, Colombia, Peru, United Kingdom (UK / U.K. / Britain / Great Britain), Ireland, France,
    Germany, Spain, Italy, Portugal, Netherlands (the Netherlands / Holland), Belgium, Switzerland, Austria, Poland,
    Czechia (Czech Republic), Denmark, Sweden, Norway, Finland, Iceland, Greece, Turkey, Hungary, Romania, Ukraine,
    Russia, Estonia, Latvia, Lithuania, Croatia, Serbia, Bulgaria, Slovakia, Slovenia, Luxembourg, Israel, Egypt,
    Morocco, Nigeria, Kenya, South Africa, Ghana, Ethiopia, India, Pakistan, Bangladesh, China, Japan, South Korea
    (Korea), Taiwan, Hong Kong, Singapore, Malaysia, Thailand, Vietnam, Indonesia, Philippines, Australia, New
    Zealand, United Arab Emirates (UAE), Saudi Arabia, Qatar
United States: Alabama, Alaska, Arizona, Arkansas, California, Colorado, Connecticut, Delaware, Florida, Hawaii,
    Idaho, Illinois, Indiana, Iowa, Kansas, Kentucky, Louisiana, Maine, Maryland, Massachusetts (Mass), Michigan,
    Minnesota, Mississippi, Missouri, Montana, Nebraska, Nevada, New Hampshire, New Jersey (NJ), New Mexico, New York
    State (NY / NY State), North Carolina, North Dakota, Ohio, Oklahoma, Oregon, Pennsylvania, Rhode Island, South
    Carolina, South Dakota, Tennessee, Texas, Utah, Vermont, Virginia, Washington State (WA), West Virginia,
    Wisconsin, Wyoming, Washington DC (Washington D.C. / DC / D.C.)
Canada: Ontario, Quebec, British Columbia (BC), Alberta, Manitoba, Saskatchewan, Nova Scotia, New Brunswick,
    Newfoundland and Labrador (Newfoundland), Prince Edward Island (PEI)
United Kingdom: England, Scotland, Wales, Northern Ireland
England: Greater London, Greater Manchester, Yorkshire, Cornwall, Devon, Kent, Surrey, Sussex, the Midlands, the
    Cotswolds
France: Île-de-France (Ile de France), Provence, Brittany (Bretagne), Normandy (Normandie), Alsace, Occitanie,
    Auvergne-Rhône-Alpes, Nouvelle-Aquitaine, Burgundy, the French Alps
Germany: Bavaria (Bayern), Baden-Württemberg, North Rhine-Westphalia (NRW), Hesse (Hessen), Saxony (Sachsen), Lower
    Saxony, Brandenburg, Schleswig-Holstein, Berlin, Hamburg, Bremen
Spain: Catalonia (Catalunya / Cataluña), Andalusia (Andalucía), Community of Madrid, Valencian Community, Basque
    Country (País Vasco), Galicia, the Canary Islands (Canaries), the Balearic Islands (Balearics)
Italy: Tuscany (Toscana), Lombardy (Lombardia), Lazio, Piedmont (Piemonte), Veneto, Sicily (Sicilia), Campania,
    Emilia-Romagna, Liguria, Sardinia, Apulia (Puglia)
Netherlands: Randstad
Australia: New South Wales (NSW), Victoria Australia, Queensland, Western Australia, South Australia, Tasmania
India: Maharashtra, Karnataka, Tamil Nadu, Delhi NCR (NCR), Telangana, West Bengal, Kerala, Gujarat
California: Bay Area (the Bay Area / SF Bay Area / San Francisco Bay Area / Silicon Valley), Southern California
    (SoCal), Los Angeles (LA / L.A.), San Diego, Sacramento, Fresno
Bay Area: San Francisco (SF / San Fran), Oakland, San Jose, Berkeley, Palo Alto, Mountain View, Sunnyvale, Cupertino,
    Menlo Park, Redwood City, Fremont
Southern California: Los Angeles, San Diego, Irvine, Santa Monica, Pasadena, Long Beach
Los Angeles: Santa Monica, Hollywood, Venice Beach, Silver Lake, Echo Park, Pasadena, Long Beach, Downtown LA (DTLA)
New York State: New York City (NYC / New York / NY City / New York NY), Buffalo, Rochester, Albany, Syracuse, Ithaca,
    Long Island
New York City: Manhattan (New York County), Brooklyn (Kings County), Queens (Queens County), the Bronx (Bronx /
    Bronx County), Staten Island (Richmond County)
Manhattan: Harlem, Upper East Side (UES), Upper West Side (UWS), Midtown, Chelsea Manhattan, Greenwich Village (the
    Village), East Village, West Village, SoHo NYC, Tribeca, Lower East Side (LES), Financial District (FiDi), Hell's
    Kitchen, Murray Hill, Washington Heights, Gramercy
Brooklyn: Park Slope, Williamsburg, Bushwick, Greenpoint, Bed-Stuy (Bedford-Stuyvesant), Crown Heights, Prospect
    Heights, Cobble Hill, Carroll Gardens, Brooklyn Heights, DUMBO, Fort Greene, Red Hook, Bay Ridge, Flatbush, Sunset
    Park
Queens: Astoria, Long Island City (LIC), Flushing, Jackson Heights, Forest Hills, Ridgewood
Texas: Austin, Houston, Dallas, San Antonio, Fort Worth, El Paso
Illinois: Chicago
Chicago: the Loop, Lincoln Park, Wicker Park, Logan Square, Hyde Park
Massachusetts: Boston, Cambridge MA, Somerville, Worcester
Boston: Back Bay, Beacon Hill, South End, Jamaica Plain, Dorchester, Charlestown, the North End
Washington State: Seattle, Spokane, Tacoma, Bellevue, Redmond, Olympia
Seattle: Capitol Hill, Ballard, Fremont Seattle, Queen Anne
Oregon: Portland OR (Portland Oregon), Eugene, Salem, Bend
Colorado: Denver, Boulder, Colorado Springs
Georgia US: Atlanta, Savannah
Florida: Miami, Orlando, Tampa, Jacksonville, Tallahassee, Fort Lauderdale
Pennsylvania: Philadelphia (Philly), Pittsburgh
Arizona: Phoenix, Tucson, Scottsdale
Nevada: Las Vegas (Vegas), Reno
Minnesota: Minneapolis, Saint Paul (St Paul)
Michigan: Detroit, Ann Arbor, Grand Rapids
Ohio: Columbus, Cleveland, Cincinnati
North Carolina: Charlotte, Raleigh, Durham, Chapel Hill
Tennessee: Nashville, Memphis
Missouri: St Louis (Saint Louis), Kansas City
Utah: Salt Lake City (SLC)
Louisiana: New Orleans (NOLA)
Maryland: Baltimore
Wisconsin: Milwaukee, Madison WI
Hawaii: Honolulu
Alaska: Anchorage
New Jersey: Newark, Jersey City, Hoboken, Princeton
Virginia: Richmond VA, Arlington VA
Ontario: Toronto, Ottawa, Hamilton Ontario, Waterloo, London Ontario
Quebec: Montreal (Montréal), Quebec City
British Columbia: Vancouver, Victoria BC
Alberta: Calgary, Edmonton
Manitoba: Winnipeg
Nova Scotia: Halifax
Toronto: Scarborough, North York, Etobicoke, the Annex, Leslieville, Liberty Village
Mexico: Mexico City (CDMX), Guadalajara, Monterrey, Puebla, Oaxaca, Cancún (Cancun), Tijuana, Mérida
Brazil: São Paulo (Sao Paulo), Rio de Janeiro (Rio), Brasília, Belo Horizonte, Porto Alegre, Curitiba, Recife,
    Salvador
Argentina: Buenos Aires, Córdoba Argentina, Rosario, Mendoza
Chile: Santiago
Colombia: Bogotá (Bogota), Medellín (Medellin), Cali, Cartagena
Peru: Lima, Cusco
Greater London: London
London: Camden, Islington, Hackney, Shoreditch, Westminster, Kensington, Chelsea London, Notting Hill, Brixton,
    Peckham, Clapham, Greenwich, Canary Wharf, Soho London, Stratford, Richmond London, Wimbledon, Walthamstow,
    Dalston, Hampstead, Lambeth, Southwark, Tower Hamlets, Lewisham, Croydon, Ealing, Hammersmith, Fulham, Wandsworth,
    Battersea, Bermondsey, Whitechapel, Kings Cross (King's Cross), City of London (the City of London), Bloomsbury,
    Marylebone, Mayfair
Greater Manchester: Manchester, Salford, Stockport
Yorkshire: Leeds, Sheffield, York, Bradford, Harrogate
England: Birmingham (Brum), Liverpool, Bristol, Newcastle, Nottingham, Leicester, Brighton, Oxford, Cambridge UK, Bath,
    Southampton, Coventry, Reading, Exeter, Norwich, Plymouth
Scotland: Edinburgh, Glasgow, Aberdeen, Dundee, Inverness, the Highlands
Wales: Cardiff, Swansea
Northern Ireland: Belfast
Ireland: Dublin, Cork, Galway, Limerick
Île-de-France: Paris, Versailles, Saint-Denis, Boulogne-Billancourt
Paris: Montmartre, Le Marais (the Marais / Marais), Latin Quarter, Saint-Germain-des-Prés, Belleville, Bastille,
    Pigalle, La Défense, 1st arrondissement, 2nd arrondissement, 3rd arrondissement, 4th arrondissement, 5th
    arrondissement, 6th arrondissement, 7th arrondissement, 8th arrondissement, 9th arrondissement, 10th
    arrondissement, 11th arrondissement, 12th arrondissement, 13th arrondissement, 14th arrondissement, 15th
    arrondissement, 16th arrondissement, 17th arrondissement, 18th arrondissement, 19th arrondissement, 20th
    arrondissement
Auvergne-Rhône-Alpes: Lyon, Grenoble, Annecy, Chamonix, Clermont-Ferrand
Provence: Marseille, Nice, Aix-en-Provence, Avignon, Cannes
Occitanie: Toulouse, Montpellier
Nouvelle-Aquitaine: Bordeaux, Biarritz
Brittany: Rennes, Brest
France: Nantes, Lille, Strasbourg, Reims, Dijon
Alsace: Strasbourg, Colmar
Berlin: Mitte, Kreuzberg, Neukölln (Neukolln / Neukoelln), Prenzlauer Berg, Friedrichshain, Charlottenburg, Schöneberg
    (Schoneberg), Wedding, Moabit, Pankow, Spandau, Steglitz, Tempelhof, Treptow, Lichtenberg, Wilmersdorf
Hamburg: Altona, St. Pauli (Sankt Pauli), Eimsbüttel, Ottensen, HafenCity
Bavaria: Munich (München / Muenchen), Nuremberg (Nürnberg), Augsburg, Regensburg, Würzburg
Munich: Schwabing, Maxvorstadt, Haidhausen, Sendling, Bogenhausen
Baden-Württemberg: Stuttgart, Heidelberg, Freiburg, Karlsruhe, Mannheim, Ulm
North Rhine-Westphalia: Cologne (Köln / Koln), Düsseldorf (Dusseldorf), Dortmund, Essen, Bonn, Aachen, Münster
Hesse: Frankfurt (Frankfurt am Main), Wiesbaden, Darmstadt
Saxony: Dresden, Leipzig
Lower Saxony: Hanover (Hannover), Göttingen
Catalonia: Barcelona, Girona, Tarragona, Lleida, Sitges
Barcelona: Gràcia (Gracia), Eixample, El Born, Barceloneta, Poblenou, Sants, Raval (El Raval), Gothic Quarter (Barri
    Gòtic)
Community of Madrid: Madrid
Madrid: Malasaña (Malasana), Chueca, Lavapiés (Lavapies), Salamanca Madrid, Chamberí, Retiro, La Latina
Andalusia: Seville (Sevilla), Málaga (Malaga), Granada, Córdoba Spain, Cádiz, Marbella
Valencian Community: Valencia, Alicante
Basque Country: Bilbao, San Sebastián (San Sebastian / Donostia)
Galicia: Santiago de Compostela, A Coruña, Vigo
Balearic Islands: Mallorca (Majorca), Palma, Ibiza, Menorca
Canary Islands: Tenerife, Gran Canaria, Las Palmas
Tuscany: Florence (Firenze), Pisa, Siena, Lucca
Lombardy: Milan (Milano), Bergamo, Como, Brescia
Lazio: Rome (Roma)
Rome: Trastevere, Monti, Testaccio
Piedmont: Turin (Torino)
Veneto: Venice (Venezia), Verona, Padua
Campania: Naples (Napoli), Amalfi
Sicily: Palermo, Catania
Emilia-Romagna: Bologna, Parma, Modena
Liguria: Genoa (Genova)
Portugal: Lisbon (Lisboa), Porto (Oporto), Braga, Coimbra, Faro, the Algarve, Madeira
Lisbon: Alfama, Bairro Alto, Belém, Chiado, Príncipe Real
Netherlands: Amsterdam (A'dam), Rotterdam, The Hague (Den Haag), Utrecht, Eindhoven, Groningen, Leiden, Haarlem, Delft
Amsterdam: De Pijp, Jordaan, Amsterdam Oost, Amsterdam Noord, Amsterdam West, Amsterdam Zuid
Belgium: Brussels (Bruxelles), Antwerp, Ghent (Gent), Bruges, Leuven, Liège
Switzerland: Zurich (Zürich), Geneva (Genève), Basel, Bern, Lausanne, Lugano, Zug
Austria: Vienna (Wien), Salzburg, Innsbruck, Graz
Poland: Warsaw (Warszawa), Kraków (Krakow), Wrocław (Wroclaw), Gdańsk (Gdansk), Poznań
Czechia: Prague (Praha), Brno
Denmark: Copenhagen (København), Aarhus, Odense
Sweden: Stockholm, Gothenburg (Göteborg), Malmö (Malmo), Uppsala
Norway: Oslo, Bergen, Trondheim, Stavanger, Tromsø
Finland: Helsinki, Espoo, Tampere, Turku
Iceland: Reykjavik (Reykjavík)
Greece: Athens, Thessaloniki, Crete
Turkey: Istanbul, Ankara, Izmir, Antalya
Hungary: Budapest
Romania: Bucharest, Cluj-Napoca (Cluj)
Ukraine: Kyiv (Kiev), Lviv, Odesa (Odessa), Kharkiv
Russia: Moscow, Saint Petersburg (St Petersburg)
Estonia: Tallinn, Tartu
Latvia: Riga
Lithuania: Vilnius, Kaunas
Croatia: Zagreb, Split, Dubrovnik
Serbia: Belgrade
Bulgaria: Sofia
Slovakia: Bratislava
Slovenia: Ljubljana
Israel: Tel Aviv, Jerusalem, Haifa
Egypt: Cairo, Alexandria
Morocco: Casablanca, Marrakech (Marrakesh), Rabat, Fez
Nigeria: Lagos, Abuja, Ibadan, Port Harcourt
Kenya: Nairobi, Mombasa, Kisumu
South Africa: Cape Town (CPT), Johannesburg (Joburg / Jo'burg), Durban, Pretoria
Cape Town: Sea Point, Green Point, Camps Bay, Woodstock Cape Town, Observatory Cape Town
Ghana: Accra, Kumasi
Ethiopia: Addis Ababa
Maharashtra: Mumbai (Bombay), Pune, Nagpur
Mumbai: Bandra, Andheri, Powai, Colaba, Juhu, Worli
Karnataka: Bangalore (Bengaluru), Mysore
Bangalore: Indiranagar, Koramangala, Whitefield, Jayanagar, HSR Layout, Electronic City
Delhi NCR: Delhi (New Delhi), Gurgaon (Gurugram), Noida
Tamil Nadu: Chennai (Madras), Coimbatore
Telangana: Hyderabad
West Bengal: Kolkata (Calcutta)
Kerala: Kochi (Cochin), Thiruvananthapuram
Gujarat: Ahmedabad
Pakistan: Karachi, Lahore, Islamabad
Bangladesh: Dhaka
China: Beijing, Shanghai, Shenzhen, Guangzhou, Chengdu, Hangzhou, Wuhan
Japan: Tokyo, Osaka, Kyoto, Yokohama, Nagoya, Sapporo, Fukuoka, Kobe
Tokyo: Shibuya, Shinjuku, Minato, Chiyoda, Chuo Tokyo, Setagaya, Meguro, Taito, Sumida, Koto, Shinagawa, Nakano,
    Suginami, Toshima, Bunkyo, Ota Tokyo, Roppongi, Ginza, Akihabara, Asakusa, Ikebukuro, Harajuku, Ebisu,
    Shimokitazawa
Osaka: Umeda, Namba, Tennoji, Shinsaibashi, Kita Osaka
South Korea: Seoul, Busan, Incheon, Daegu
Seoul: Gangnam, Mapo, Itaewon, Hongdae, Jongno
Taiwan: Taipei, Kaohsiung, Taichung
Singapore: Tampines, Jurong, Orchard
Malaysia: Kuala Lumpur (KL), Penang
Thailand: Bangkok, Chiang Mai, Phuket
Vietnam: Hanoi, Ho Chi Minh City (Saigon / HCMC), Da Nang
Indonesia: Jakarta, Bali, Bandung
Bali: Ubud, Canggu, Seminyak
Philippines: Manila, Cebu
New South Wales: Sydney, Newcastle NSW
Sydney: Bondi, Surry Hills, Newtown, Parramatta, Manly, Darlinghurst
Victoria Australia: Melbourne
Melbourne: Fitzroy, St Kilda, Carlton, Brunswick Melbourne, Richmond Melbourne, South Yarra
Queensland: Brisbane, Gold Coast, Cairns
Western Australia: Perth
South Australia: Adelaide
Tasmania: Hobart
Australia: Canberra
New Zealand: Auckland, Wellington, Christchurch, Queenstown
United Arab Emirates: Dubai, Abu Dhabi
Saudi Arabia: Riyadh, Jeddah
Qatar: Doha
"""
_ROOT = "World"
# Words a told place may carry around its name: "CPT, Sea Point area", "NYC, Brooklyn specifically".
_FILLER = frozenset("the area metro city proper specifically centre center downtown greater region and in of".split())
_LONGEST = 6  # words in the longest name of the table


def fold(name: str) -> str:
    """``name`` as the table keys it: lower case, no accents, no dots or apostrophes, words single-spaced."""
    bare = "".join(c for c in unicodedata.normalize("NFKD", name) if not unicodedata.combining(c))
    bare = re.sub(r"[.'’]", "", bare.lower())
    words = re.sub(r"[^a-z0-9]+", " ", bare).split()
    return " ".join(words[1:] if words[:1] == ["the"] and len(words) > 1 else words)


@lru_cache(maxsize=1)
def _gazetteer() -> tuple[dict[str, str], dict[str, frozenset[str]]]:
    """(folded name or alias → place, place → every place it lies in), read from the table once."""
    names: dict[str, str] = {}
    parents: dict[str, set[str]] = {}
    for line in re.sub(r"\n\s+", " ", _TABLE.strip()).splitlines():  # an indented line goes on the one above
        parent, _, children = line.partition(":")
        parent = parent.strip()
        if parent != _ROOT:
            names.setdefault(fold(parent), parent)
        for child in children.split(","):
            found = re.fullmatch(r"\s*([^(]+?)\s*(?:\((.*)\))?\s*", child)
            assert found is not None, child
            place = found.group(1)
            names.setdefault(fold(place), place)
            for alias in (found.group(2) or "").split("/"):
                if alias.strip():
                    names.setdefault(fold(alias), place)
            if parent != _ROOT:
                parents.setdefault(place, set()).add(parent)

    def above(place: str, seen: frozenset[str] = frozenset()) -> frozenset[str]:
        direct = parents.get(place, set()) - seen
        return frozenset(direct).union(*(above(p, seen | {place}) for p in direct))

    return names, {place: above(place) for place in set(names.values())}


def size() -> int:
    """How many places the table knows (aliases not counted)."""
    return len(_gazetteer()[1])


def place(name: str) -> str | None:
    """The table's place ``name`` names ("NYC" → "New York City"), or ``None``."""
    return _gazetteer()[0].get(fold(name))


def within(a: str, b: str) -> bool:
    """Whether one of two named places lies inside the other (transitively): "Park Slope" and "NYC", "Girona"
    and "Catalonia", either order. Two names of one place, siblings and unknown names are not."""
    one, other = place(a), place(b)
    if one is None or other is None or one == other:
        return False
    ancestors = _gazetteer()[1]
    return other in ancestors[one] or one in ancestors[other]


def places(value: str) -> frozenset[str] | None:
    """The places a told value names when every word of it is a known place or a filler word ("CPT, Sea Point
    area" → Cape Town and Sea Point), else ``None``: a value with any other word is not read."""
    names = _gazetteer()[0]
    words = fold(value).split()
    found: set[str] = set()
    k = 0
    while k < len(words):
        for width in range(min(_LONGEST, len(words) - k), 0, -1):
            known = names.get(" ".join(words[k:k + width]))
            if known is not None:
                found.add(known)
                k += width
                break
        else:
            if words[k] not in _FILLER:
                return None
            k += 1
    return frozenset(found) or None


def one_place(older: str, newer: str) -> bool:
    """Whether two told values name the same known places, each perhaps by another of its names ("Den Haag" / "The
    Hague", "München" / "Munich"): one place told in two languages, not a move."""
    was, now = places(older), places(newer)
    return was is not None and was == now and fold(older) != fold(newer)


def nested(older: str, newer: str) -> bool:
    """Whether two told values name one home at two widths: each place of either lies in, holds or is a place of
    the other ("NYC" / "Manhattan"; "NYC, Brooklyn" / "Park Slope"), and the two are not the same."""
    was, now = places(older), places(newer)
    if was is None or now is None or was == now:
        return False
    ancestors = _gazetteer()[1]

    def related(a: str, b: str) -> bool:
        return a == b or a in ancestors[b] or b in ancestors[a]

    return all(any(related(a, b) for b in now) for a in was) and all(any(related(b, a) for a in was) for b in now)


# A residence proposal's reason: "same home (the user), NYC → Manhattan", "same holder's home, Brooklyn → Park
# Slope", "same attribute (home), New York City → Manhattan".
_REASON = re.compile(r"same (?P<kind>home \([^)]*\)|holder's home|attribute \([^)]*\)), (?P<old>.+?) → (?P<new>.+)$")
# Words just before a place that say it was left: "left Park Slope", "moved out of NYC", "no longer lives in Brazil",
# "doesn't live in New York anymore", "ex-Brooklyn".
_LEFT = frozenset("left leaving leave from out longer not no never doesnt isnt ex quit".split())
# "three hours from Dublin", "a short ride from Barcelona": a distance, not a place left.
_DISTANCE = frozenset("minutes minute mins hours hour km miles mile ride drive walk train away far close".split())


def _left_named(text: str, left: frozenset[str]) -> bool:
    """Whether ``text`` names one of the places ``left`` right after a word saying it was left."""
    names = _gazetteer()[0]
    words = fold(text).split()
    for k in range(len(words)):
        for width in range(min(_LONGEST, len(words) - k), 0, -1):
            if names.get(" ".join(words[k:k + width])) in left:
                if _LEFT.intersection(words[max(0, k - 3):k]) \
                        and not (words[k - 1] == "from" and k > 1 and words[k - 2] in _DISTANCE):
                    return True
                break
    return False


def told_wider(old_text: str, new_text: str, reason: str, residence: Callable[[], bool]) -> bool:
    """Whether a residence proposal (``reason``) only tells one home wider, narrower or by another of its names: the
    two values are known places, one lying in the other or one place named twice ("Brum" / "Birmingham"), and the
    newer text does not say either place was left ("moved out of Park Slope, still in NYC"; "no longer lives in
    Brazil" after "lives in São Paulo"). ``residence()``:
    both texts read as someone's home, asked last (for the value model's "same attribute (…)" reasons; the
    residence rules' own reasons say so themselves)."""
    found = _REASON.match(reason)
    # one place by another of its names ("Brum" / "Birmingham") is one home told again, as is one told wider
    if found is None or not (nested(found.group("old"), found.group("new"))
                             or one_place(found.group("old"), found.group("new"))):
        return False
    if found.group("kind").startswith("attribute") and not residence():
        return False
    told = (places(found.group("old")) or frozenset()) | (places(found.group("new")) or frozenset())
    return not _left_named(new_text, told)


def told_around(old_text: str, new_text: str, reason: str, residence: Callable[[], bool]) -> bool:
    """Whether a residence proposal (``reason``) sets one memory's place inside the other's, told in words rather than
    known from the table: the newer text names the older place as where the newer one lies ("lives in Dublin" /
    "lives in Phibsborough, *on Dublin's northside*"), or the older text's home is a part of its place named by the
    place's possessive ("lives in *Valencia's old town*" / "user's flat in Ciutat Vella") — one home told narrower.
    Not when the newer text says a place was left; the caller sets aside a newer text told as a change ("moved to
    Phibsborough, on Dublin's northside" is a move within the city)."""
    found = _REASON.match(reason)
    if found is None:
        return False
    older, newer = found.group("old").strip(), found.group("new").strip()
    if not (_lies_in(older, new_text, newer) or _lies_in(older, old_text, "")):
        return False
    if found.group("kind").startswith("attribute") and not residence():
        return False
    return not _left_named(new_text, places(older) or frozenset())


# A place named as what holds another: "on Dublin's northside", "a district of Warsaw", "in Valencia's old town".
_PART = r"(?:north|south|east|west|inner|outer|old|historic)?[ -]?(?:side|town|city|centre|center|quarter|district" \
        r"|suburbs?|outskirts|end|part|edge|heart|core|fringe)"


# What follows a place named as holding a part ("'s northside"), and what comes before it ("the old town of "), read
# around each place the text names: one pattern for every place, not one compiled per place.
_PART_AFTER = re.compile(rf"['’]s\s+{_PART}\b")
_PART_BEFORE = re.compile(rf"\b{_PART}\s+of\s+\Z")


def _lies_in(place: str, text: str, own: str) -> bool:
    """Whether ``text`` names ``place`` (capitalised, outside the value ``own``) as holding a part it speaks of: its
    possessive before a word for a part ("Dublin's northside", "Valencia's old town"), or after "of" a part's word
    ("the old town of Valencia")."""
    if not place[:1].isupper() or (own and place in own) or place not in text:
        return False  # the place named nowhere in the text (the cheap test)
    at = text.find(place)
    while at >= 0:
        end = at + len(place)
        if not _word_char(text, at - 1):  # the place starts a word (it starts with a capital: a word character)
            if _PART_AFTER.match(text, end) or (
                    _word_char(text, end - 1) != _word_char(text, end) and _PART_BEFORE.search(text, 0, at)):
                return True
        at = text.find(place, at + 1)
    return False


def _word_char(text: str, at: int) -> bool:
    """Whether the character at ``at`` is one a pattern's ``\\w`` matches (none before the start or past the end)."""
    return 0 <= at < len(text) and (text[at].isalnum() or text[at] == "_")


# A place inside a town by its own form: a street by an English street word ("Wooster Street", "Elm Rd") or a city's
# ward ("Chuo-ku", "Gangnam-gu").
_STREET = re.compile(r"^(?:[A-Z][\w'’.-]*\s+){1,3}(?:Street|St|Road|Rd|Avenue|Ave|Lane|Ln|Drive|Dr|Boulevard|Blvd"
                     r"|Way|Place|Crescent|Terrace|Close|Court|Square|Row|Gardens)\.?$"
                     r"|^[A-Z][\w]+-(?:ku|Ku|gu|Gu|ward|Ward)$")
# A landmark the home is near, not a place it is in: "a few blocks from BGSU's campus", "a short walk from Odori Park".
_NEAR = re.compile(r"\b(?:from|near|by|off|behind|beside|opposite|next to|close to|across from)\s+(?:the\s+)?"
                   r"(?:[A-Z][\w'’-]*\s*)+")
_CAPITAL = re.compile(r"\b[A-Z][\w'’-]*")


def street_within(old_text: str, new_text: str, reason: str) -> bool:
    """Whether a residence proposal (``reason``) sets a street or a city's ward in the newer text beside a town in the
    older one ("lives in Bowling Green, Ohio" / "lives on Wooster Street, a few blocks from BGSU's campus", "lives in
    Sapporo" / "apartment is in Chuo-ku"): one home told narrower, when the newer text names no other place than the
    street, what it lies near and the older text's own words ("lives on Elm Street in Toledo" names another town)."""
    found = _REASON.match(reason)
    if found is None:
        return False
    older, newer = found.group("old").strip(), found.group("new").strip()
    street = next((m.group(0) for m in re.finditer(r"(?:[A-Z][\w'’.-]*\s+){1,3}[A-Z][\w.]*|[A-Z]\w+-\w+", new_text)
                   if m.group(0).lower() == newer.lower() and _STREET.match(m.group(0))), None)
    if street is None or _STREET.match(older) is not None:
        return False
    rest = _NEAR.sub(" ", new_text.replace(street, " "))
    said = {w.lower() for w in _CAPITAL.findall(old_text)} | {"the", "user", "user's", "user’s", "i", "my", "our"}
    return all(w.lower() in said for w in _CAPITAL.findall(undated(rest)))


# The rank a word gives the place it names: a part of a town, a town, a region that holds towns.
_RANKS = {**dict.fromkeys(("district", "ward", "borough", "neighbourhood", "neighborhood", "quarter", "suburb",
                           "arrondissement", "barrio", "precinct"), 1),
          **dict.fromkeys(("city", "town", "village", "municipality", "commune"), 2),
          **dict.fromkeys(("county", "département", "departement", "department", "province", "region", "prefecture",
                           "state", "oblast", "canton", "governorate", "shire"), 3)}
_RANK_WORD = re.compile(r"\b(?:" + "|".join(_RANKS) + r")\b", re.IGNORECASE)


def _rank(value: str, text: str) -> int | None:
    """The rank a word right after ``value`` in ``text``, or its own last word, gives it ("Ninh Kiều district",
    "McLennan County", "the Alpes-de-Haute-Provence département"), or ``None`` when no such word is told."""
    last = value.split()[-1].lower() if value.split() else ""
    if last in _RANKS:
        return _RANKS[last]
    found = re.search(re.escape(value) + r"\s+(\w+)", text, re.IGNORECASE)
    if found is not None and found.group(1).lower() in _RANKS:
        return _RANKS[found.group(1).lower()]
    before = re.search(r"\b(\w+) of (?:the )?" + re.escape(value), text, re.IGNORECASE)
    if before is not None:
        return _RANKS.get(before.group(1).lower())
    key, colon, told = undated(text).partition(":")  # a note keyed by the rank: "home county on file: Knox, Maine"
    keyed = [_RANKS[w] for w in re.findall(r"[a-zé]+", key.lower()) if w in _RANKS] if colon and value in told else []
    return keyed[0] if len(keyed) == 1 else None


def ranked_apart(old_text: str, new_text: str, reason: str) -> bool:
    """Whether a residence proposal (``reason``) names its two places at two ranks, one told by a word of its rank:
    "lives in Ninh Kiều district" / "lives in Cần Thơ city", "lives in Waco" / "lives in McLennan County" — a home told
    at another width, the narrower place likely in the wider one. A place told by no word of rank is read as a town.
    The caller sets aside a newer text told as a change ("moved to McLennan County")."""
    if _RANK_WORD.search(new_text) is None and _RANK_WORD.search(old_text) is None:
        return False  # the cheap test first: a word of rank in either memory
    found = _REASON.match(reason)
    if found is None:
        return False
    older, newer = found.group("old").strip(), found.group("new").strip()
    if not older or not newer:
        return False
    was, now = _rank(older, old_text), _rank(newer, new_text)
    # both ranks told, or a place told by none beside a region ("Waco" / "McLennan County"); a district beside a
    # place told by no rank may lie in another town ("Meje district" / "Supetar")
    if not ((was is not None and now is not None and was != now) or (None in (was, now) and 3 in (was, now))):
        return False
    names_old = set(_CAPITAL.findall(undated(old_text))) - {"I", "The", "My", "Our", "User"}
    if names_old & set(_CAPITAL.findall(undated(new_text))):
        return False  # the newer memory names the older place too ("… the Antwerp apartment was sold")
    return not change_told(undated(new_text).lower()) and not _left_named(new_text, places(older) or frozenset())
