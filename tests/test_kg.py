"""MMKG loader, indexes, importers and the embedded world KG (kg.py, builder/kg/importers.py, builder/kg/command.py)."""

from __future__ import annotations

import io
import struct
import zlib
from pathlib import Path

import pytest
from hypothesis import given, settings
from hypothesis import strategies as st
from PIL import Image

from mindbench.builder.kg.command import kg_main
from mindbench.builder.kg.importers import freebase_label, import_fb15k237, import_wn18, wordnet_label
from mindbench.generators.m3str.kg import (
    KG,
    Entity,
    KGError,
    cached_kg,
    embedded_kg_path,
    image_problem,
    load_kg,
    unique_labels,
)


def png_bytes(color: tuple[int, int, int] = (200, 30, 30), size: tuple[int, int] = (8, 6)) -> bytes:
    buffer = io.BytesIO()
    Image.new("RGB", size, color).save(buffer, format="PNG")
    return buffer.getvalue()


def jpeg_bytes() -> bytes:
    buffer = io.BytesIO()
    Image.new("RGB", (9, 7), (10, 120, 200)).save(buffer, format="JPEG")
    return buffer.getvalue()


def write_kg(root: Path, triples: str | None = None, entities: str | None = None, relations: str | None = None) -> Path:
    """A small valid MMKG folder; pass a table's text to replace it (malformed cases)."""
    root.mkdir(parents=True, exist_ok=True)
    default_entities = (
        "id\tname\ttype\tdescription\nfr\tFrance\tcountry\t\nparis\tParis\tcity\tcapital\neur\tEuro\tcurrency\t\n"
    )
    default_triples = "head\trelation\ttail\nfr\tcapital\tparis\nfr\tcurrency\teur\nfr\tcapital\tparis\n"
    (root / "entities.tsv").write_text(default_entities if entities is None else entities, encoding="utf-8")
    (root / "relations.tsv").write_text(
        "id\tlabel\ncapital\tcapital\ncurrency\tcurrency\n" if relations is None else relations, encoding="utf-8"
    )
    (root / "triples.tsv").write_text(default_triples if triples is None else triples, encoding="utf-8")
    (root / "images").mkdir(exist_ok=True)
    (root / "images" / "fr.png").write_bytes(png_bytes())
    return root


# ------------------------------------------------------------------------------------------- embedded world KG


def test_world_kg_counts_and_resolution():
    kg = load_kg(embedded_kg_path("world"))
    assert kg.name == "world"
    assert 800 <= len(kg.entities) <= 1100
    assert 9 <= len(kg.relations) <= 14
    assert 2000 <= len(kg.triples) <= 3200
    assert kg.report.load_seconds < 0.5
    assert kg.report.duplicate_triples == 0 and not kg.report.warnings
    for h, r, t in kg.triples:
        assert h in kg.entities and t in kg.entities and r in kg.relations
    assert len(set(kg.relations.values())) == len(kg.relations)
    assert len({e.name for e in kg.entities.values()}) == len(kg.entities), "node names must not read alike"
    expected_types = {"country", "city", "currency", "language", "language_family", "script", "region", "subregion",
                      "organization", "regional_organization"}
    assert set(kg.types()) == expected_types
    assert kg.rules_declared and kg.completeness()["official_language"] == "unknown"
    assert {kg.completeness()[r] for r in kg.relation_ids if r != "official_language"} == {"partial"}


def test_world_kg_facts_and_flags():
    kg = cached_kg(str(embedded_kg_path("world")))
    assert kg is cached_kg(str(embedded_kg_path("world")))
    assert kg.has_triple("country_FRA", "capital", "city_FRA_paris")
    assert kg.has_triple("country_FRA", "member_of", "org_EU")
    assert kg.has_triple("country_DEU", "borders", "country_FRA")
    assert kg.has_triple("country_FRA", "borders", "country_DEU")
    assert not kg.has_triple("country_GBR", "member_of", "org_EU")
    countries = kg.entities_of_type("country")
    assert len(countries) >= 240
    for country in countries:
        assert kg.entities[country].image, f"{country} has no flag"
        with Image.open(kg.entities[country].image) as image:
            image.load()
            assert image.width <= 120 and image.height > 0
    assert kg.entities["org_EU"].image is not None
    total = sum(p.stat().st_size for p in embedded_kg_path("world").rglob("*") if p.is_file())
    assert total < 6_000_000
    for notice in ("NOTICE.txt", "LICENSE-ODbL-world-countries.txt", "LICENSE-Unicode-CLDR.txt"):
        assert (embedded_kg_path("world") / notice).is_file()


def test_content_hash_is_stable_and_sensitive(tmp_path):
    first = load_kg(write_kg(tmp_path / "a"))
    second = load_kg(write_kg(tmp_path / "b"))
    assert first.content_hash() == second.content_hash()
    (tmp_path / "b" / "images" / "fr.png").write_bytes(png_bytes(color=(0, 0, 255)))
    assert load_kg(tmp_path / "b").content_hash() != first.content_hash()


# -------------------------------------------------------------------------------------------- loader rules


def test_small_kg_loads_with_duplicates_counted(tmp_path):
    kg = load_kg(write_kg(tmp_path / "kg"))
    assert kg.triples == [("fr", "capital", "paris"), ("fr", "currency", "eur")]
    assert kg.report.duplicate_triples == 1
    assert any("duplicated" in w for w in kg.report.warnings)
    assert kg.entities["fr"].image == str((tmp_path / "kg" / "images" / "fr.png").resolve())
    assert kg.entities["paris"].image is None and kg.entities["paris"].description == "capital"
    assert kg.entities["eur"].description is None
    assert kg.heads_of("capital") == ["fr"] and kg.tails_of("currency") == ["eur"]
    assert kg.entities_of_type("city") == ["paris"] and kg.entities_of_type("planet") == []


def test_images_from_subfolder(tmp_path):
    root = write_kg(tmp_path / "kg")
    (root / "images" / "paris").mkdir()
    (root / "images" / "paris" / "b.jpg").write_bytes(jpeg_bytes())
    (root / "images" / "paris" / "a.svg").write_text("<svg xmlns='http://www.w3.org/2000/svg'/>")
    (root / "images" / "eur").mkdir()
    (root / "images" / "eur" / "a.svg").write_text("<svg xmlns='http://www.w3.org/2000/svg'/>")
    (root / "images" / "ghost.png").write_bytes(png_bytes())
    kg = load_kg(root)
    assert kg.entities["paris"].image.endswith("paris/b.jpg")  # SVG ignored: Graphviz PNG output cannot use it
    assert kg.entities["fr"].image.endswith("images/fr.png")
    assert kg.entities["eur"].image is None and kg.report.svg_only_images == 1
    assert any("ghost.png: ignored" in w for w in kg.report.warnings)


def test_images_table_replaces_folder(tmp_path):
    root = write_kg(tmp_path / "kg")
    (root / "pics").mkdir()
    (root / "pics" / "euro.jpeg").write_bytes(jpeg_bytes())
    (root / "images.tsv").write_text("id\tpath\neur\tpics/euro.jpeg\n")
    kg = load_kg(root)
    assert kg.entities["eur"].image.endswith("pics/euro.jpeg")
    assert kg.entities["fr"].image is None  # images.tsv is the whole image list when present
    (root / "images.tsv").write_text("id\tpath\nmoon\tpics/euro.jpeg\n")
    with pytest.raises(KGError, match=r"images\.tsv:2: unknown entity id 'moon'"):
        load_kg(root)


MALFORMED = [
    ("triples.tsv", "head\trelation\nfr\tcapital\n", 1, "missing column 'tail'"),
    ("triples.tsv", "head\trelation\ttail\nfr\tcapital\tparis\nfr\tcapital\tlyon\n", 3, "unknown tail id 'lyon'"),
    ("triples.tsv", "head\trelation\ttail\nfr\tmayor\tparis\n", 2, "unknown relation id 'mayor'"),
    ("triples.tsv", "head\trelation\ttail\nfr\tcapital\n", 2, "expected 3 tab-separated fields"),
    ("triples.tsv", "", None, "empty file"),
    ("triples.tsv", "head\trelation\ttail\n", None, "no triples"),
    ("entities.tsv", "id\tname\nfr\tFrance\nparis\tParis\neur\tEuro\nfr\tFrankreich\n", 5, "duplicate entity id"),
    ("entities.tsv", "id\tname\nfr\tFrance\nparis\t\teur\n", 3, "empty 'name'"),
    ("relations.tsv", "id\nfr\n", 1, "missing column 'label'"),
]


@pytest.mark.parametrize(("file", "text", "line", "problem"), MALFORMED)
def test_malformed_tables_name_file_and_line(tmp_path, file, text, line, problem):
    root = write_kg(tmp_path / "kg")
    (root / file).write_text(text, encoding="utf-8")
    with pytest.raises(KGError) as caught:
        load_kg(root)
    message = str(caught.value)
    assert "\n" not in message
    location = f"{root / file}:{line}:" if line else f"{root / file}:"
    assert message.startswith(location), message
    assert problem in message


def test_non_utf8_name_is_rejected_with_line(tmp_path):
    root = write_kg(tmp_path / "kg")
    (root / "entities.tsv").write_bytes(b"id\tname\nfr\tFrance\nparis\tPar\xe9s\neur\tEuro\n")
    with pytest.raises(KGError, match=r"entities\.tsv:3: not valid UTF-8"):
        load_kg(root)


@pytest.mark.parametrize(
    "payload",
    [b"not an image at all", png_bytes()[:40], b"\x89PNG\r\n\x1a\n" + b"\0" * 30],
    ids=["garbage", "truncated", "bad-ihdr"],
)
def test_unreadable_image_is_rejected(tmp_path, payload):
    root = write_kg(tmp_path / "kg")
    (root / "images" / "fr.png").write_bytes(payload)
    with pytest.raises(KGError, match=r"images/fr\.png: unusable image"):
        load_kg(root)


def test_missing_image_in_table_and_missing_folder(tmp_path):
    root = write_kg(tmp_path / "kg")
    (root / "images.tsv").write_text("id\tpath\nfr\tnowhere/fr.png\n")
    with pytest.raises(KGError, match=r"images\.tsv:2: image file not found"):
        load_kg(root)
    with pytest.raises(KGError, match="not a folder"):
        load_kg(tmp_path / "absent")


def test_image_checks_agree_with_pillow(tmp_path):
    good_png, good_jpg = tmp_path / "a.png", tmp_path / "b.jpg"
    good_png.write_bytes(png_bytes())
    good_jpg.write_bytes(jpeg_bytes())
    assert image_problem(good_png) is None and image_problem(good_jpg) is None
    zero = tmp_path / "zero.png"
    ihdr = struct.pack(">II", 0, 5) + b"\x08\x02\0\0\0"
    chunk = struct.pack(">I", 13) + b"IHDR" + ihdr + struct.pack(">I", zlib.crc32(b"IHDR" + ihdr))
    zero.write_bytes(b"\x89PNG\r\n\x1a\n" + chunk)
    assert "zero" in image_problem(zero)
    fake_jpg = tmp_path / "c.jpg"
    fake_jpg.write_bytes(png_bytes())
    assert "not a JPEG" in image_problem(fake_jpg)


# ------------------------------------------------------------------------------------------ label uniqueness


def test_shared_labels_are_disambiguated_deterministically(tmp_path):
    relations = {"/film/film/genre": "genre", "/music/artist/genre": "genre", "/tv/tv_program/genre": "genre", "x": "y"}
    labels, fixes = unique_labels(relations)
    assert len(set(labels.values())) == len(labels)
    assert labels["/film/film/genre"] == "genre (film/genre)"  # same last segment → the shortest telling tail
    assert labels["/music/artist/genre"] == "genre (artist/genre)"
    assert labels["x"] == "y" and len(fixes) == 3
    assert unique_labels(dict(reversed(list(relations.items()))))[0] == labels
    labels2, _ = unique_labels({"/a/b/capital": "capital", "/a/b/seat": "capital"})
    assert labels2 == {"/a/b/capital": "capital (capital)", "/a/b/seat": "capital (seat)"}
    root = write_kg(tmp_path / "kg", relations="id\tlabel\ncapital\tcity\ncurrency\tcity\n")
    kg = load_kg(root)
    assert sorted(kg.relations.values()) == ["city (capital)", "city (currency)"]
    assert len(kg.report.label_fixes) == 2


# ------------------------------------------------------------------------------- indexes vs brute force


@st.composite
def small_kgs(draw):
    n_entities = draw(st.integers(1, 8))
    n_relations = draw(st.integers(1, 3))
    entity_ids = [f"e{i}" for i in range(n_entities)]
    relation_ids = [f"r{i}" for i in range(n_relations)]
    triple = st.tuples(st.sampled_from(entity_ids), st.sampled_from(relation_ids), st.sampled_from(entity_ids))
    triples = draw(st.lists(triple, min_size=1, max_size=25))
    types = draw(st.lists(st.sampled_from([None, "a", "b"]), min_size=n_entities, max_size=n_entities))
    entities = [Entity(e, e.upper(), t, None, None) for e, t in zip(entity_ids, types, strict=True)]
    return KG.from_records("toy", entities, {r: f"label {r}" for r in relation_ids}, triples), triples


@settings(max_examples=60, deadline=None)
@given(small_kgs(), st.integers(0, 10**6))
def test_indexes_match_brute_force(drawn, probe_seed):
    kg, raw = drawn
    assert kg.triples == list(dict.fromkeys(raw))
    assert kg.report.duplicate_triples == len(raw) - len(kg.triples)
    for e in kg.entity_ids:
        assert kg.incident(e) == [i for i, (h, _, t) in enumerate(kg.triples) if e in (h, t)]
        assert kg.entities_of_type(kg.entities[e].type or "-") == sorted(
            x for x in kg.entity_ids if kg.entities[x].type == kg.entities[e].type and kg.entities[e].type
        )
    for r in kg.relation_ids:
        assert kg.heads_of(r) == sorted({h for h, rr, _ in kg.triples if rr == r})
        assert kg.tails_of(r) == sorted({t for _, rr, t in kg.triples if rr == r})
    ids = kg.entity_ids
    h, t = ids[probe_seed % len(ids)], ids[(probe_seed // 7) % len(ids)]
    r = kg.relation_ids[probe_seed % len(kg.relation_ids)]
    assert kg.has_triple(h, r, t) == ((h, r, t) in raw)


def test_from_records_rejects_dangling_ids():
    with pytest.raises(KGError, match="unknown id"):
        KG.from_records("bad", [Entity("a", "A", None, None, None)], {"r": "r"}, [("a", "r", "b")])


# ------------------------------------------------------------------------------------------------ importers


def write_fb15k_fixture(src: Path, images: Path) -> None:
    src.mkdir()
    (src / "train.txt").write_text(
        "/m/027rn\t/location/country/capital\t/m/0f2rq\n"
        "/m/027rn\t/location/country/official_language\t/m/06nm1\n"
        "/m/0f2rq\t/location/location/containedby\t/m/027rn\n"
    )
    (src / "valid.txt").write_text("/m/06nm1\t/language/human_language/countries_spoken_in\t/m/027rn\n")
    (src / "test.txt").write_text(
        "/m/027rn\t/location/country/capital\t/m/0f2rq\n"  # duplicate of a train triple
        "/m/0f2rq\t/people/person/spouse_s./people/marriage/type_of_union\t/m/04ztj\n"
        "/m/0f2rq\t/base/x/capital\t/m/04ztj\n"
    )
    (src / "entity2text.txt").write_text(
        "/m/027rn\tDominican Republic\n/m/0f2rq\tSanto Domingo\n/m/06nm1\tSpanish Language\n/m/04ztj\tMarriage\n"
    )
    (images / "m.027rn").mkdir(parents=True)
    (images / "m.027rn" / "0.jpg").write_bytes(b"broken")
    (images / "m.027rn" / "1.jpg").write_bytes(jpeg_bytes())
    (images / "m.06nm1").mkdir()
    (images / "m.06nm1" / "flag.png").write_bytes(png_bytes())


def test_fb15k237_importer(tmp_path):
    src, images, out = tmp_path / "fb", tmp_path / "img", tmp_path / "mmkg"
    write_fb15k_fixture(src, images)
    report = import_fb15k237(src, images, out)
    assert (report.entities, report.triples, report.duplicate_triples) == (4, 6, 1)
    assert report.images == 2 and report.bad_images == 1
    kg = load_kg(out)
    assert kg.has_triple("/m/027rn", "/location/country/capital", "/m/0f2rq")
    assert kg.entities["/m/027rn"].name == "Dominican Republic"
    assert kg.entities["/m/027rn"].type == "country" and kg.entities["/m/04ztj"].type is None
    assert kg.entities["/m/027rn"].image.endswith("m.027rn.jpg")
    assert kg.relations["/people/person/spouse_s./people/marriage/type_of_union"] == "person spouse type of union"
    assert kg.relations["/location/country/capital"] == "country capital"
    assert len(set(kg.relations.values())) == len(kg.relations)
    assert kg_main(["stats", str(out)]) == 0
    linked = tmp_path / "linked"
    import_fb15k237(src, images, linked, link_images=True)
    assert (linked / "images" / "m.027rn.jpg").is_symlink()
    assert load_kg(linked).content_hash() == kg.content_hash()  # same content, wherever the bytes live


def test_wn18_importer_and_cli(tmp_path, capsys):
    src, images, out = tmp_path / "wn", tmp_path / "img", tmp_path / "mmkg"
    src.mkdir()
    (src / "train.txt").write_text("00260881\t_hypernym\t00255710\n00255710\t_member_of_domain_topic\t00260881\n")
    (src / "test.txt").write_text("00260881\t_derivationally_related_form\t01234567\n")
    (src / "entity2text.txt").write_text(
        "00260881\tland reform, a redistribution of agricultural land\n00255710\treform, a change for the better\n"
    )
    (images / "n00260881").mkdir(parents=True)
    (images / "n00260881" / "a.png").write_bytes(png_bytes())
    assert kg_main(["import", "wn18", str(src), "--images", str(images), "--out", str(out)]) == 0
    printed = capsys.readouterr().out
    assert "entities: 3" in printed and "loads and validates" in printed
    kg = load_kg(out)
    assert kg.relations == {
        "_derivationally_related_form": "derivationally related form",
        "_hypernym": "hypernym",
        "_member_of_domain_topic": "member of domain topic",
    }
    assert kg.entities["00260881"].name == "land reform"
    assert kg.entities["00260881"].description == "land reform, a redistribution of agricultural land"
    assert kg.entities["01234567"].name == "01234567"  # no text: the id stands in
    assert kg.entities["00260881"].image is not None and kg.entities["00255710"].image is None
    assert import_wn18(src, None, tmp_path / "noimg").images == 0


def test_relation_label_rules():
    assert freebase_label("/film/film/genre") == "film genre"
    assert freebase_label("/location/location/contains") == "location contains"
    assert wordnet_label("_hypernym") == "hypernym"


def test_cli_reports_errors_in_one_line(tmp_path, capsys):
    root = write_kg(tmp_path / "kg", triples="head\trelation\ttail\nfr\tcapital\tnowhere\n")
    assert kg_main(["stats", str(root)]) == 1
    err = capsys.readouterr().err.strip()
    assert err.count("\n") == 0 and "triples.tsv:2: unknown tail id 'nowhere'" in err
    assert kg_main(["stats"]) == 0
    assert "load time" in capsys.readouterr().out
