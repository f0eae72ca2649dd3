"""The documentation cannot drift from the code: every registered task has its section on its benchmark page, the
generated tables follow the registry, every page is in the site's navigation, and the README stays short and
links every task into the docs. (`make docs` builds the site itself with `mkdocs build --strict`; `.ci/run` runs it.)
"""

from __future__ import annotations

import re
from pathlib import Path

import pytest
import yaml

from mindbench.builder.commands import docs
from mindbench.generators.common import registry
from mindbench.generators.common.item import COLUMNS
from mindbench.generators.common.registry import all_tasks
from mindbench.hf_dataset.card import CITATION

REPO = Path(__file__).resolve().parents[1]
DOCS = REPO / "docs"
PAGES = sorted(p.relative_to(DOCS).as_posix() for p in DOCS.rglob("*.md") if "generated" not in p.parts)
TOY = "toy_count_dots"


@pytest.fixture
def toy_registered(monkeypatch: pytest.MonkeyPatch) -> None:
    monkeypatch.setitem(registry.TASK_MODULES, "mindseye", dict(registry.TASK_MODULES["mindseye"]))
    registry.register_task("mindseye", TOY, "tests.toy_task")


def headings(page: str) -> set[str]:
    """The anchors of a docs page's headings (outside code blocks)."""
    anchors, fence = set(), False
    for line in (DOCS / page).read_text().splitlines():
        if line.lstrip().startswith("```"):
            fence = not fence
        elif not fence and (m := re.match(r"#{1,6} (.+)", line)):
            anchors.add(docs.slug(m.group(1)))
    return anchors


def test_every_registered_task_has_a_docs_section() -> None:
    assert docs.missing_sections() == []
    for spec in all_tasks():
        assert docs.anchor(spec) in headings(docs.page(spec)), spec.name


def test_a_task_without_a_section_is_named(toy_registered: None, capsys: pytest.CaptureFixture[str]) -> None:
    problems = docs.missing_sections()
    assert len(problems) == 1 and TOY in problems[0] and "docs/benchmarks/mindseye.md" in problems[0]
    assert docs.docs_main(["--no-images", "--out", str(REPO / "out" / "never-written")]) == 1
    assert TOY in capsys.readouterr().err
    assert not (REPO / "out" / "never-written").exists()


def test_generated_tables_follow_the_registry(toy_registered: None, tmp_path: Path) -> None:
    docs.write_docs(tmp_path, images=False)
    specs = all_tasks()
    assert TOY in {s.name for s in specs}
    home = (tmp_path / "tasks.md").read_text()
    for spec in specs:
        shown = registry.presentation(spec.name)
        if spec.variant_of:  # one row per variant group, linking each of its configs
            row = next(line for line in home.splitlines() if f"| `{spec.benchmark}_{shown.variant}` |" in line)
            assert f"[{spec.variant_of}]({docs.page(spec)}#{docs.anchor(spec)})" in row
        else:
            row = next(line for line in home.splitlines() if f"[`{spec.name}`]" in line)
            assert f"({docs.page(spec)}#{docs.anchor(spec)})" in row
            assert f"| {spec.chance:.1%} |" in row and f"| {spec.dimension} |" in row
            assert (f"| {shown.human.accuracy:.1%} |" if shown.human else "| n/a |") in row
        own = (tmp_path / f"tasks_{spec.benchmark}.md").read_text()
        assert f"[`{spec.name}`](#{docs.anchor(spec)})" in own
        facts = (tmp_path / f"task_{spec.name}.md").read_text()
        assert f"| chance | {spec.chance:.1%} |" in facts and shown.description in facts
        assert all(step in facts for step in shown.prompts.steps)
    groups = {(s.benchmark, registry.presentation(s.name).variant) for s in specs if s.variant_of}
    assert len(home.splitlines()) == 2 + sum(not s.variant_of for s in specs) + 1 + 2 + len(groups)
    record = (tmp_path / "item_record.md").read_text()
    assert all(f"| `{column}` |" in record for column in COLUMNS)


def test_every_generated_include_is_written(tmp_path: Path) -> None:
    docs.write_docs(tmp_path, images=False)
    names = {spec.name for spec in all_tasks()}
    for page in PAGES:
        text = (DOCS / page).read_text()
        for ref in re.findall(r'^\s*--8<-- "generated/([^"]+)"', text, re.M):
            assert (tmp_path / ref).is_file(), (f"{page} includes generated/{ref}, which "
                                                 "mindbench.builder.commands.docs does not write")
        for image in re.findall(r"\]\((?:\.\./)?generated/img/([^)]+)\.png\)", text):
            assert image == "overview" or image in names, f"{page}: generated/img/{image}.png"


def test_every_page_is_in_the_nav() -> None:
    config = yaml.safe_load((REPO / "mkdocs.yml").read_text())

    def leaves(node) -> list[str]:
        if isinstance(node, str):
            return [node]
        if isinstance(node, list):
            return [leaf for child in node for leaf in leaves(child)]
        return [leaf for child in node.values() for leaf in leaves(child)]

    nav = leaves(config["nav"])
    assert sorted(nav) == PAGES
    assert config["strict"] is True


def test_readme_is_short_and_links_into_the_docs() -> None:
    readme = (REPO / "README.md").read_text()
    assert len(readme.splitlines()) < 170
    links = re.findall(r"\]\(((?:docs/)[^)#\s]+)(?:#([^)\s]+))?\)", readme)
    assert links
    for target, anchor in links:
        assert (REPO / target).is_file(), target
        if anchor:
            assert anchor in headings(target.removeprefix("docs/")), f"{target}#{anchor}"
    for spec in all_tasks():
        assert f"(docs/{docs.page(spec)}#{docs.anchor(spec)})" in readme, f"README links no section of {spec.name}"
    assert (REPO / "docs" / "assets" / "overview.png").is_file()
    assert CITATION in readme


def test_overview_tiles_are_cut_to_the_drawing() -> None:
    """A map drawn small in the middle of its canvas fills its overview tile instead of shrinking with the blank."""
    from PIL import Image, ImageDraw

    from mindbench.builder.commands.docs import ink_crop

    canvas = Image.new("RGB", (1024, 1024), "white")
    ImageDraw.Draw(canvas).rectangle((400, 480, 599, 529), fill="black")
    assert ink_crop(canvas, margin=12).size == (200 + 24, 50 + 24)
    assert ink_crop(Image.new("RGB", (64, 64), "white")).size == (64, 64)  # nothing drawn: kept whole
