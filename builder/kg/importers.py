"""Convert the MMKG dumps users already hold into the MMKG folder format.

FB15k-237: `train.txt`/`valid.txt`/`test.txt` ("/m/027rn<TAB>/film/film/genre<TAB>/m/02l7c8"), KG-BERT
`entity2text.txt` ("mid<TAB>name", optional `entity2textlong.txt` with descriptions), FB15K-237-IMG images
(one sub-folder per mid, slashes as dots: `m.027rn/`).
WN18 / WN9-IMG: the same files with synset offsets ("00260881") and relations like `_hypernym`;
`entity2text.txt` is "offset<TAB>words, gloss"; images in sub-folders `n00260881/`.

Entity ids are kept as in the source; the chosen image per entity is copied (or linked) to `images/` and listed
in `images.tsv`, because ids such as "/m/027rn" cannot be file names. Bad images are skipped, not fatal: real
image dumps contain some.
"""

from __future__ import annotations

import os
import re
import shutil
from collections import Counter, defaultdict
from collections.abc import Callable, Iterable
from dataclasses import dataclass, field
from pathlib import Path

from mindbench.generators.m3str.kg import (
    FORBIDDEN_IN_VALUE,
    MAX_NAME_CHARS,
    RASTER_SUFFIXES,
    KGError,
    image_problem,
    text_problem,
    unique_labels,
)

SPLIT_FILES = ("train.txt", "valid.txt", "test.txt")


@dataclass
class ImportReport:
    entities: int = 0
    relations: int = 0
    triples: int = 0
    duplicate_triples: int = 0
    images: int = 0
    bad_images: int = 0
    unnamed_entities: int = 0
    label_fixes: list[tuple[str, str, str]] = field(default_factory=list)

    def lines(self) -> list[str]:
        lines = [
            f"entities: {self.entities}, relations: {self.relations}, triples: {self.triples} "
            f"(+{self.duplicate_triples} duplicates dropped), images: {self.images} "
            f"({self.bad_images} unreadable skipped), entities without a name: {self.unnamed_entities}"
        ]
        lines += [f"relation {rid}: label {old!r} shared, renamed {new!r}" for rid, old, new in self.label_fixes]
        lines.append("no relation_rules.tsv: falsity is closed-world only (completeness unknown); add one to declare "
                     "implied/overlapping relations and complete relations (see generators/m3str/rules.py)")
        return lines


# ------------------------------------------------------------------------------------------- labels, types


def freebase_label(relation_id: str) -> str:
    """"/film/film/genre" → "film genre"; CVT paths keep each hop's property:
    "/people/person/spouse_s./people/marriage/type_of_union" → "person spouse type of union"."""
    hops = [[s for s in hop.split("/") if s] for hop in relation_id.split("./")]
    words = hops[0][-2:] if hops[0] else [relation_id]
    words += [hop[-1] for hop in hops[1:] if hop]
    deduped = [w for i, w in enumerate(words) if i == 0 or w != words[i - 1]]
    text = " ".join(re.sub(r"_s$", "", w) for w in deduped)
    return re.sub(r"\s+", " ", text.replace("_", " ")).strip()


def wordnet_label(relation_id: str) -> str:
    """"_hypernym" → "hypernym", "_member_of_domain_topic" → "member of domain topic"."""
    return re.sub(r"\s+", " ", relation_id.replace("_", " ")).strip() or relation_id


def freebase_head_types(triples: Iterable[tuple[str, str, str]]) -> dict[str, str]:
    """Freebase property /domain/type/prop applies to subjects of type `type`: an entity's type is the most
    frequent subject type over its outgoing triples (ties: alphabetical). Entities never a head get none."""
    counts: dict[str, Counter[str]] = defaultdict(Counter)
    for h, r, _ in triples:
        segments = [s for s in r.split("./")[0].split("/") if s]
        if len(segments) >= 2:
            counts[h][segments[-2].replace("_", " ")] += 1
    return {eid: min(c.items(), key=lambda kv: (-kv[1], kv[0]))[0] for eid, c in counts.items()}


# ----------------------------------------------------------------------------------------------- readers


def read_lines(path: Path) -> list[tuple[int, list[str]]]:
    """Tab-separated lines of a source file (no header), strict UTF-8 with the line named on failure."""
    data = path.read_bytes()
    try:
        text = data.decode("utf-8").removeprefix("\ufeff")
    except UnicodeDecodeError as exc:
        line = data.count(b"\n", 0, exc.start) + 1
        raise KGError(f"{path}:{line}: not valid UTF-8") from None
    return [(n, line.rstrip("\r").split("\t")) for n, line in enumerate(text.split("\n"), 1) if line.strip()]


def read_split_triples(src: Path) -> tuple[list[tuple[str, str, str]], int]:
    """Triples of train/valid/test in that order (train.txt required), de-duplicated; and the duplicate count."""
    if not (src / "train.txt").is_file():
        raise KGError(f"{src / 'train.txt'}: file not found")
    triples: dict[tuple[str, str, str], None] = {}
    duplicates = 0
    for name in SPLIT_FILES:
        path = src / name
        if not path.is_file():
            continue
        for number, cells in read_lines(path):
            if len(cells) != 3 or not all(c.strip() for c in cells):
                raise KGError(f"{path}:{number}: expected head<TAB>relation<TAB>tail, got {len(cells)} fields")
            triple = (cells[0].strip(), cells[1].strip(), cells[2].strip())
            if triple in triples:
                duplicates += 1
            triples[triple] = None
    return list(triples), duplicates


def read_text_map(path: Path) -> dict[str, str]:
    """KG-BERT "id<TAB>text" files; missing file → empty map."""
    if not path.is_file():
        return {}
    result: dict[str, str] = {}
    for number, cells in read_lines(path):
        if len(cells) < 2:
            raise KGError(f"{path}:{number}: expected id<TAB>text")
        result[cells[0].strip()] = clean_cell("\t".join(cells[1:]))
    return result


def clean_cell(text: str) -> str:
    """One TSV cell: whitespace runs (line breaks included) as one space, and without the characters the loader
    refuses (controls, bidi overrides, non-characters), which third-party dumps occasionally contain."""
    return FORBIDDEN_IN_VALUE.sub("", re.sub(r"\s+", " ", text)).strip()


def display_name(text: str | None, fallback: str) -> str:
    """A name the loader accepts: cleaned, cut to MAX_NAME_CHARS with an ellipsis, else the entity id."""
    name = clean_cell(text or "")
    if len(name) > MAX_NAME_CHARS:
        name = name[: MAX_NAME_CHARS - 1].rstrip() + "…"
    return name if name and text_problem(name, "name") is None else fallback


# ------------------------------------------------------------------------------------------------- images


def pick_image(candidates: Iterable[Path], report: ImportReport) -> Path | None:
    """First PNG/JPEG (sorted by name) in the candidate folders whose header checks out."""
    for folder in candidates:
        if not folder.is_dir():
            continue
        for path in sorted(folder.iterdir()):
            if path.suffix.lower() not in RASTER_SUFFIXES:
                continue
            if image_problem(path) is None:
                return path
            report.bad_images += 1
    return None


def freebase_image_dirs(images: Path, entity_id: str) -> list[Path]:
    return [images / entity_id.strip("/").replace("/", ".")]


def wordnet_image_dirs(images: Path, entity_id: str) -> list[Path]:
    return [images / f"{pos}{entity_id}" for pos in ("n", "v", "a", "s", "r")] + [images / entity_id]


# ------------------------------------------------------------------------------------------------ writing


def safe_file_stem(entity_id: str) -> str:
    return re.sub(r"[^A-Za-z0-9_.-]+", ".", entity_id).strip(".") or "entity"


def write_mmkg(
    out: Path,
    triples: list[tuple[str, str, str]],
    names: dict[str, str],
    descriptions: dict[str, str],
    types: dict[str, str],
    labels: dict[str, str],
    images: dict[str, Path],
    link_images: bool,
) -> None:
    """Write the MMKG folder: TSVs sorted by id (triples in source order) and images/ + images.tsv."""
    out.mkdir(parents=True, exist_ok=True)
    entity_ids = sorted({e for h, _, t in triples for e in (h, t)})
    rows = [(e, display_name(names.get(e), e), types.get(e, ""), descriptions.get(e, "")) for e in entity_ids]
    write_rows(out / "entities.tsv", ("id", "name", "type", "description"), rows)
    write_rows(out / "relations.tsv", ("id", "label"), sorted(labels.items()))
    write_rows(out / "triples.tsv", ("head", "relation", "tail"), triples)
    image_dir = out / "images"
    image_dir.mkdir(exist_ok=True)
    image_rows = []
    for eid in sorted(images):
        source = images[eid]
        target = image_dir / f"{safe_file_stem(eid)}{source.suffix.lower()}"
        if target.exists() or target.is_symlink():
            target.unlink()
        if link_images:
            os.symlink(source.resolve(), target)
        else:
            shutil.copyfile(source, target)
        image_rows.append((eid, f"images/{target.name}"))
    write_rows(out / "images.tsv", ("id", "path"), image_rows)


def write_rows(path: Path, header: tuple[str, ...], rows: Iterable[tuple[str, ...]]) -> None:
    with path.open("w", encoding="utf-8", newline="\n") as fh:
        fh.write("\t".join(header) + "\n")
        for row in rows:
            fh.write("\t".join(clean_cell(cell) for cell in row) + "\n")


def import_dump(
    src: Path,
    images: Path | None,
    out: Path,
    label_of: Callable[[str], str],
    image_dirs: Callable[[Path, str], list[Path]],
    name_of: Callable[[str], tuple[str, str]],
    types_of: Callable[[list[tuple[str, str, str]]], dict[str, str]],
    link_images: bool,
) -> ImportReport:
    """Shared importer: read the split files and KG-BERT texts, pick images, write the MMKG folder."""
    src, out = Path(src), Path(out)
    if out.resolve() == src.resolve():
        raise KGError(f"{out}: output folder must differ from the source folder")
    triples, duplicates = read_split_triples(src)
    texts = read_text_map(src / "entity2text.txt")
    long_texts = read_text_map(src / "entity2textlong.txt")
    names: dict[str, str] = {}
    descriptions: dict[str, str] = {}
    for eid, text in texts.items():
        names[eid], descriptions[eid] = name_of(text)
    for eid, text in long_texts.items():
        descriptions[eid] = text
    relation_ids = sorted({r for _, r, _ in triples})
    labels, fixes = unique_labels({rid: label_of(rid) for rid in relation_ids})
    report = ImportReport(relations=len(labels), triples=len(triples), duplicate_triples=duplicates)
    report.label_fixes = fixes
    entity_ids = sorted({e for h, _, t in triples for e in (h, t)})
    report.entities = len(entity_ids)
    report.unnamed_entities = sum(1 for e in entity_ids if not names.get(e))
    chosen: dict[str, Path] = {}
    if images is not None:
        if not Path(images).is_dir():
            raise KGError(f"{images}: image folder not found")
        for eid in entity_ids:
            if (picked := pick_image(image_dirs(Path(images), eid), report)) is not None:
                chosen[eid] = picked
    report.images = len(chosen)
    write_mmkg(out, triples, names, descriptions, types_of(triples), labels, chosen, link_images)
    return report


def import_fb15k237(src: Path, images: Path | None, out: Path, link_images: bool = False) -> ImportReport:
    """FB15k-237 (+ KG-BERT texts, + FB15K-237-IMG folders) → MMKG folder."""
    return import_dump(
        src,
        images,
        out,
        freebase_label,
        freebase_image_dirs,
        lambda text: (text, ""),
        freebase_head_types,
        link_images,
    )


def wordnet_name(text: str) -> tuple[str, str]:
    """KG-BERT WordNet text "words, gloss": the first lemma is the name, the whole text the description."""
    name = text.split(",")[0].strip()
    return name or text, text


def import_wn18(src: Path, images: Path | None, out: Path, link_images: bool = False) -> ImportReport:
    """WN18 / WN18RR (+ KG-BERT texts, + WN9-IMG folders) → MMKG folder."""
    return import_dump(
        src, images, out, wordnet_label, wordnet_image_dirs, wordnet_name, lambda _: {}, link_images
    )


IMPORTERS: dict[str, Callable[..., ImportReport]] = {"fb15k237": import_fb15k237, "wn18": import_wn18}
