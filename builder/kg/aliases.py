"""Names of KG entities in other languages (aliases.tsv), from the pinned CLDR packages and world-countries.

A reply in Chinese or German names an option in its own words ("欧盟", "Rätoromanisch"); the rows carry these names
so that evaluation, which reads rows only, can read them. Sources, each keyed by a code, never by a guessed name:
  cldr-localenames-full  territories (countries by ISO 3166 code, regions and continents by UN M49 code, EU, Eurozone,
                         UN), languages (by the CLDR code the world KG maps each ISO 639-3 code to), scripts (ISO 15924)
  cldr-numbers-full      currencies (ISO 4217)
  cldr-dates-full        time-zone exemplar cities (a city whose English name is its zone's exemplar city, in that
                         zone: Kampala in Africa/Kampala → 坎帕拉) and weekday names
  world-countries        `translations`: common names of countries
An alias equal to the entity's English name (case and accents folded) is dropped, and so is any alias two entities
of the KG share in one language: an alias names one entity or none.
"""

from __future__ import annotations

import re
from collections import defaultdict
from collections.abc import Iterable, Mapping

from mindbench.builder.kg.archives import PinnedArchives
from mindbench.generators.m3str.kg import fold_name as fold

HEADER = ("id", "lang", "alias")
# alias language → CLDR locale folder; world-countries translation key (None: it has none)
LANGUAGES: dict[str, tuple[str, str | None]] = {
    "zh-Hans": ("zh", "zho"), "zh-Hant": ("zh-Hant", None), "ja": ("ja", "jpn"), "ko": ("ko", "kor"),
    "es": ("es", "spa"), "fr": ("fr", "fra"), "de": ("de", "deu"), "it": ("it", "ita"), "pt": ("pt", "por"),
    "ru": ("ru", "rus"),
}
NAME_VARIANTS = ("", "-alt-short", "-alt-variant")  # CLDR's main name and its short and variant forms
WEEKDAY_KEYS = ("mon", "tue", "wed", "thu", "fri", "sat", "sun")
QUALIFIER = re.compile(r" \([^()]*\)\Z")  # "Africa (continent)": the qualifier a KG adds to tell equal names apart


def _main(src: PinnedArchives, package: str, locale: str, table: str) -> dict:
    return src.npm_json(package, f"main/{locale}/{table}.json")["main"][locale]


def _names(table: Mapping[str, str], code: str) -> list[str]:
    return [table[code + variant] for variant in NAME_VARIANTS if code + variant in table]


def zone_names(src: PinnedArchives, locale: str) -> dict[str, str]:
    """IANA zone id → exemplar city in `locale` ("Africa/Kampala" → "坎帕拉"); English derives the names CLDR
    leaves out from the id ("America/Port_of_Spain" → "Port of Spain")."""
    zones = _main(src, "cldr-dates-full", locale, "timeZoneNames")["dates"]["timeZoneNames"]["zone"]
    found: dict[str, str] = {}

    def walk(node: Mapping, path: tuple[str, ...]) -> None:
        for key, value in node.items():
            if not isinstance(value, Mapping):
                continue
            if value.get("_type") == "zone" or "exemplarCity" in value:
                if "exemplarCity" in value:
                    found["/".join((*path, key))] = value["exemplarCity"]
            else:
                walk(value, (*path, key))

    walk(zones, ())
    return found


def english_zone_name(zone: str, english: Mapping[str, str]) -> str:
    return english.get(zone) or zone.rsplit("/", 1)[-1].replace("_", " ")


def weekday_names(src: PinnedArchives, locale: str) -> dict[str, list[str]]:
    days = _main(src, "cldr-dates-full", locale, "ca-gregorian")["dates"]["calendars"]["gregorian"]["days"]
    return {key: list(dict.fromkeys(days[form]["wide"][key] for form in ("format", "stand-alone")))
            for key in WEEKDAY_KEYS}


def entity_keys(entities: Mapping[str, tuple[str, str, str]], countries: list[dict], language_codes: Mapping[str, str],
                english_territories: Mapping[str, str],
                city_zones: Mapping[str, str]) -> dict[str, tuple[str, str]]:
    """entity id → (kind, code) for the entities a source names by code: ("territory", "UG"), ("language", "rm"),
    ("script", "Latn"), ("currency", "UGX"), ("zone", "Africa/Kampala"), ("weekday", "mon"), ("country", cca3)."""
    cca2 = {f"country_{c['cca3']}": c["cca2"] for c in countries}
    regions = {name: code for code, name in english_territories.items()
               if code.isdigit() or code in ("EU", "EZ", "UN")}
    keys: dict[str, tuple[str, str]] = {}
    for eid, (name, type_, _) in entities.items():
        base = QUALIFIER.sub("", name)
        prefix, _, code = eid.partition("_")
        if type_ == "country" and eid in cca2:
            keys[eid] = ("territory", cca2[eid])
        elif type_ in ("region", "subregion", "continent", "organization", "regional_organization") and \
                base in regions:
            keys[eid] = ("territory", regions[base])
        elif type_ == "language" and eid in language_codes:
            keys[eid] = ("language", language_codes[eid])
        elif type_ == "script" and prefix == "script":
            keys[eid] = ("script", code)
        elif type_ == "currency" and prefix == "currency":
            keys[eid] = ("currency", code)
        elif type_ == "weekday" and prefix == "weekday" and code in WEEKDAY_KEYS:
            keys[eid] = ("weekday", code)
        elif type_ == "city" and eid in city_zones:
            keys[eid] = ("zone", city_zones[eid])
    return keys


def alias_rows(src: PinnedArchives, entities: Mapping[str, tuple[str, str, str]], countries: list[dict],
               language_codes: Mapping[str, str], city_zones: Mapping[str, str]) -> list[tuple[str, str, str]]:
    """(id, lang, alias) rows, sorted: every name the sources give each entity in LANGUAGES, less the ones equal to
    its English name and the ones two entities share in a language. `language_codes`: language entity id → CLDR
    code; `city_zones`: city entity id → the IANA zone whose exemplar city it is."""
    english_territories = _main(src, "cldr-localenames-full", "en", "territories")["localeDisplayNames"]["territories"]
    keys = entity_keys(entities, countries, language_codes, english_territories, city_zones)
    translations = {f"country_{c['cca3']}": c.get("translations", {}) for c in countries}
    found: set[tuple[str, str, str]] = set()
    for lang, (locale, world_key) in LANGUAGES.items():
        names = _main(src, "cldr-localenames-full", locale, "territories")["localeDisplayNames"]
        tables = {
            "territory": names["territories"],
            "language": _main(src, "cldr-localenames-full", locale, "languages")["localeDisplayNames"]["languages"],
            "script": _main(src, "cldr-localenames-full", locale, "scripts")["localeDisplayNames"]["scripts"],
            "currency": {code: row["displayName"] for code, row in
                         _main(src, "cldr-numbers-full", locale, "currencies")["numbers"]["currencies"].items()
                         if "displayName" in row},
            "zone": zone_names(src, locale),
        }
        weekdays = weekday_names(src, locale)
        for eid, (kind, code) in keys.items():
            given = weekdays[code] if kind == "weekday" else _names(tables[kind], code)
            found.update((eid, lang, alias) for alias in given)
            if world_key and eid in translations and world_key in translations[eid]:
                found.add((eid, lang, translations[eid][world_key]["common"]))
    return kept_aliases(found, entities)


def kept_aliases(found: Iterable[tuple[str, str, str]],
                 entities: Mapping[str, tuple[str, str, str]]) -> list[tuple[str, str, str]]:
    """Aliases that tell their entity apart: clean text, not its English name (with or without the KG's qualifier),
    not shared with another entity in the same language (folded)."""
    rows = {(eid, lang, " ".join(alias.split())) for eid, lang, alias in found}
    rows = {row for row in rows if row[2] and "\t" not in row[2]
            and fold(row[2]) not in (fold(entities[row[0]][0]), fold(QUALIFIER.sub("", entities[row[0]][0])))}
    owners: dict[tuple[str, str], set[str]] = defaultdict(set)
    for eid, lang, alias in rows:
        owners[(lang, fold(alias))].add(eid)
    return sorted(row for row in rows if len(owners[(row[1], fold(row[2]))]) == 1)


def capital_zones(src: PinnedArchives, capitals: Mapping[str, tuple[str, str]]) -> dict[str, str]:
    """Capital city id → the IANA zone of its country (`capitals`: id → (ISO 3166 code, English name); CLDR
    windowsZones gives each zone's country) whose English exemplar city is its name, where exactly one is."""
    english = zone_names(src, "en")
    mapping = src.npm_json("cldr-core", "supplemental/windowsZones.json")["supplemental"]["windowsZones"]
    by_territory: dict[str, set[str]] = defaultdict(set)
    for entry in mapping["mapTimezones"]:
        zone = entry["mapZone"]
        by_territory[zone["_territory"]].update(zone["_type"].split())
    found: dict[str, str] = {}
    for eid, (territory, name) in sorted(capitals.items()):
        zones = sorted(z for z in by_territory.get(territory, ()) if english_zone_name(z, english) == name)
        if len(zones) == 1:
            found[eid] = zones[0]
    return found


def zone_cities(src: PinnedArchives, entities: Mapping[str, tuple[str, str, str]],
                triples: Iterable[tuple[str, str, str]]) -> dict[str, str]:
    """City id → IANA zone, for each city `in_time_zone` a zone whose English exemplar city is the city's name
    (the time-zone entity's name is the IANA id)."""
    english = zone_names(src, "en")
    found: dict[str, str] = {}
    for head, relation, tail in triples:
        if relation == "in_time_zone" and head in entities and tail in entities:
            zone = entities[tail][0]
            if english_zone_name(zone, english) == QUALIFIER.sub("", entities[head][0]):
                found[head] = zone
    return found


def language_codes(src: PinnedArchives, countries: list[dict], entities: Mapping[str, object]) -> dict[str, str]:
    """Language entity id (`language_<ISO 639-3>`) → the CLDR code its names are kept under (CLDR's aliases)."""
    alias = src.npm_json("cldr-core", "supplemental/aliases.json")["supplemental"]["metadata"]["alias"][
        "languageAlias"]
    codes = {code for c in countries for code in c["languages"]}
    codes |= {eid.removeprefix("language_") for eid in entities if eid.startswith("language_")}
    return {f"language_{code}": alias.get(code, {}).get("_replacement", code) for code in sorted(codes)}
