"""`mindbench export --format vlmevalkit`: the TSV read back with pandas matches the rows of the built split, image
bytes included, in exactly the columns VLMEvalKit's custom multiple-choice path reads (open-compass/VLMEvalKit,
commit e8e78f05):

* `vlmeval/smp/file.py` `load`: `pd.read_csv(path, sep="\t")`;
* `vlmeval/dataset/__init__.py` `build_dataset`: a `question` column, `A` and `B`, and `image` make it a
  `CustomMCQDataset`;
* `vlmeval/dataset/image_base.py` `ImageBaseDataset.__init__` / `dump_image`: `index`, and `image` as base64 longer
  than 64 characters (shorter is read as another row's index) that is not a `[...]` list;
* `vlmeval/dataset/image_mcq.py` `ImageMCQDataset.build_prompt`: `question` and the non-empty `A`…`Z` columns;
* `vlmeval/dataset/utils/multiple_choice.py` `mcq_vanilla_eval` (`index` → `answer`, a letter) and `report_acc`
  (`split`, `category`, `l2-category`).
"""

from __future__ import annotations

import base64
from pathlib import Path

import pytest

from mindbench.builder.commands.export import export_main
from mindbench.generators.common.item import LETTERS
from mindbench.generators.common.registry import get_task
from tests.conftest import run_cli

N = 6
CONFIGS = {"mental_rotation": "mindseye", "count_entity": "m3str", "detect_entity": "m3str",
           "complete_entity": "m3str"}


@pytest.fixture(scope="module")
def out(tmp_path_factory: pytest.TempPathFactory) -> Path:
    from mindbench.builder.commands.cli import main

    root = tmp_path_factory.mktemp("export")
    for bench in sorted(set(CONFIGS.values())):
        tasks = ",".join(t for t, b in CONFIGS.items() if b == bench)
        assert main(["build", "--benchmark", bench, "--tasks", tasks, "--split", "test", "--n", str(N),
                     "--out", str(root), "--quiet"]) == 0
    assert main(["build", "--benchmark", "mindseye", "--tasks", "mental_rotation", "--split", "train", "--n", "2",
                 "--out", str(root), "--quiet"]) == 0
    return root


def read_tsv(path: Path):
    import pandas as pd

    return pd.read_csv(path, sep="\t")  # exactly VLMEvalKit's vlmeval.smp.load for .tsv


def built_rows(folder: Path, config: str, split: str = "test") -> list[dict]:
    from datasets import Image, load_dataset

    return load_dataset(str(folder), config, split=split).cast_column("image", Image(decode=False)).to_list()


@pytest.mark.parametrize("config", sorted(CONFIGS))
def test_tsv_matches_the_rows(out: Path, tmp_path: Path, config: str) -> None:
    import pandas as pd

    bench = CONFIGS[config]
    tsv = tmp_path / f"{bench}_{config}.tsv"
    assert export_main([str(out / bench), "--format", "vlmevalkit", "--config", config, "--out", str(tsv)]) == 0
    table = read_tsv(tsv)
    rows = built_rows(out / bench, config)
    spec = get_task(bench, config)
    n_options = spec.n_options or len(spec.guesses)
    letters = list(LETTERS[:n_options])
    assert list(table.columns) == ["index", "id", "image", "question", *letters, "answer", "category", "l2-category",
                                   "split"]
    assert len(table) == len(rows) == N
    for i, (rec, row) in enumerate(zip(table.to_dict("records"), rows, strict=True)):
        assert rec["index"] == i and rec["id"] == row["id"] and rec["question"] == row["question"]
        assert base64.b64decode(rec["image"]) == row["image"]["bytes"]
        assert len(rec["image"]) > 64 and not rec["image"].startswith("[")
        options = [str(rec[c]) for c in letters]
        assert not any(pd.isna(rec[c]) for c in letters)
        assert rec["answer"] in letters
        if row["answer_type"] == "choice":
            assert options == row["choices"] and rec["answer"] == row["answer"]
        else:  # yes/no and counts: the guess set as options, the gold letter points at the gold value
            assert options == list(spec.guesses) and options[letters.index(rec["answer"])] == row["answer"]
        assert (rec["category"], rec["l2-category"], rec["split"]) == (config, row["difficulty"], "test")
    if config == "detect_entity":
        assert options == ["Yes", "No"]
    if config == "mental_rotation":
        assert options == ["Option A", "Option B", "Option C", "Option D"]


def test_cli_default_name_and_one_line_errors(out: Path, tmp_path: Path, capsys: pytest.CaptureFixture[str]) -> None:
    from mindbench.builder.commands.cli import main

    folder = out / "mindseye"
    assert main(["export", "--format", "vlmevalkit", str(folder), "--config", "mental_rotation", "--split", "train",
                 "--out", str(tmp_path / "me.tsv")]) == 0
    assert "VLMEvalKit dataset name: me" in capsys.readouterr().out
    assert len(read_tsv(tmp_path / "me.tsv")) == 2
    for args, needle in [
        (["--config", "nope"], "not an item config"),
        (["--config", "mental_rotation_sft"], "not an item config"),
        (["--config", "mental_rotation", "--out", str(tmp_path / "x.csv")], "name a .tsv file"),
    ]:
        bad = run_cli("export", "--format", "vlmevalkit", str(folder), *args, check=False)
        assert bad.returncode == 2 and len(bad.stderr.strip().splitlines()) == 1 and needle in bad.stderr, bad.stderr
    bad = run_cli("export", "--format", "vlmevalkit", str(out / "m3str"), "--config", "count_entity", "--split",
                  "train", check=False)
    assert bad.returncode == 2 and "count_entity has only test" in bad.stderr
