"""The dataset card a Hub reader gets: rendered to HTML (as the Hub renders README.md) and checked section by
section against the manifest, the registry and the data; its reproduce commands rebuild the same shards."""

from __future__ import annotations

import html as htmllib
import json
import re
from pathlib import Path

import pytest
import yaml

from mindbench.generators.common.registry import get_presentation, get_task
from mindbench.hf_dataset.card import render_card
from tests.conftest import run_cli

N = 4
CONFIGS = {"mindseye": "paper_folding", "m3str": "detect_entity"}
SEEDS = Path("/work/shared/seeds")  # the paper notes; used only when present


@pytest.fixture(scope="module")
def out(tmp_path_factory: pytest.TempPathFactory) -> Path:
    from mindbench.builder.commands.cli import main

    root = tmp_path_factory.mktemp("card")
    for bench, config in CONFIGS.items():
        assert main(["build", "--benchmark", bench, "--tasks", config, "--split", "both", "--n", str(N), "--out",
                     str(root), "--quiet"]) == 0
    return root


def html_of(card: str) -> tuple[dict, str]:
    """(front matter, HTML body): the Hub strips the YAML block and renders the rest as GitHub-flavoured Markdown."""
    from markdown_it import MarkdownIt

    _, front, body = card.split("---\n", 2)
    return yaml.safe_load(front), MarkdownIt("commonmark").enable("table").render(body)


def section(html: str, title: str) -> str:
    """The HTML between the <h2> with this title and the next <h2>."""
    match = re.search(rf"<h2>{re.escape(title)}</h2>(.*?)(?=<h2>|\Z)", html, re.S)
    assert match, f"no section {title!r}"
    return match.group(1)


@pytest.mark.parametrize("bench", sorted(CONFIGS))
def test_card_sections_render(out: Path, bench: str) -> None:
    folder = out / bench
    config = CONFIGS[bench]
    manifest = json.loads((folder / "manifest.json").read_text())
    card = render_card(manifest, folder)
    assert card == render_card(manifest, folder)  # deterministic
    front, html = html_of(card)

    assert {c["config_name"] for c in front["configs"]} == {config, f"{config}_sft"}
    assert re.findall(r"<h2>(.*?)</h2>", html) == ["Tasks", "Configs", "Train/test holdout", "Use",
                                                   "Differences from the published originals", "Reproduce",
                                                   "Licence", "Citation"]

    spec, shown = get_task(bench, config), get_presentation(bench, config)
    configs = section(html, "Configs")
    assert f"<h3><code>{config}</code> · {shown.title}</h3>" in configs
    assert shown.description in htmllib.unescape(configs)
    assert f"chance <strong>{spec.chance:.1%}</strong>" in configs
    assert (f"human <strong>{shown.human.accuracy:.1%}" if shown.human else "human <strong>not published") in configs
    image = re.search(r'<img src="([^"]+)"', configs).group(1)
    assert image == f"samples/{config}.png" and (folder / image).is_file()
    # counts per split and difficulty: one table row per split, cells equal to the manifest
    for split, entry in manifest["configs"][config].items():
        cells = re.search(rf"<tr>\s*<td>{split}</td>(.*?)</tr>", configs, re.S).group(1)
        values = re.findall(r"<td>(.*?)</td>", cells)
        assert values[0] == str(entry["rows"]) == str(N)
        levels = [d for d in ("easy", "medium", "hard") if f"<th>{d}</th>" in configs]
        assert [int(v) for v in values[1:1 + len(levels)]] == [entry["difficulty"].get(d, 0) for d in levels]
    assert f"<code>{config}_sft</code> (train, {N} rows" in configs
    # params schema: every top-level key of the first test row, with its type
    import pyarrow.parquet as pq

    first = json.loads(pq.read_table(folder / manifest["configs"][config]["test"]["shards"][0]["file"],
                                     columns=["params"]).column("params")[0].as_py())
    for key in first:
        assert re.search(rf"<td><code>{re.escape(key)}</code></td>\s*<td>", configs), key

    differences = section(html, "Differences from the published originals")
    assert differences.count("<li>") >= 4
    assert ("16.5%" in differences) if bench == "m3str" else ("centre lines" in differences)

    licence = section(html, "Licence")
    assert ("ODbL 1.0" in licence and "Unicode" in licence) if bench == "m3str" else "Apache-2.0" in licence

    bibtex = htmllib.unescape(section(html, "Citation"))
    assert "@misc{mindbench," in bibtex and not re.search(r"\bauthor\s*=", bibtex)  # no invented authors
    if bench == "mindseye":
        title = "Mind's Eye: A Benchmark of Visual Abstraction, Transformation and Composition for Multimodal LLMs"
        assert title in bibtex
        notes = SEEDS.glob("*.txt") if SEEDS.is_dir() else []
        assert all(title in p.read_text() for p in notes if "Mind's Eye" in p.read_text())
    else:
        assert "{{M3STR}}" in bibtex


@pytest.mark.slow  # long (make test stays under 5 minutes); runs in make test-slow
def test_reproduce_commands_rebuild_the_same_shards(out: Path, tmp_path: Path) -> None:
    """Run the card's commands (m3str) into an empty OUT: every shard has the manifest's sha256."""
    folder = out / "m3str"
    manifest = json.loads((folder / "manifest.json").read_text())
    card = render_card(manifest, folder)
    block = section(html_of(card)[1], "Reproduce")
    commands = [line for line in re.search(r"<code class=\"language-bash\">(.*?)</code>", block, re.S).group(1)
                .splitlines() if line.startswith("mindbench build")]
    assert len(commands) == 2 and " --split test " in commands[0] and " --split train " in commands[1]
    assert all("--kg" not in c for c in commands)  # built from the embedded KG
    for command in commands:
        args = command.replace("--out OUT", f"--out {tmp_path / 'OUT'}").split()[1:]
        run_cli(*args, "--quiet")
    rebuilt = json.loads((tmp_path / "OUT" / "m3str" / "manifest.json").read_text())
    for config, splits in manifest["configs"].items():
        for split, entry in splits.items():
            assert [s["sha256"] for s in rebuilt["configs"][config][split]["shards"]] == \
                [s["sha256"] for s in entry["shards"]], (config, split)
