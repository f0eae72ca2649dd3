"""The datasets GeneratorBasedBuilder runs the real build underneath and yields the same rows as the CLI.

Both builder classes, both splits, every column (the image compared as PNG bytes).
"""

from __future__ import annotations

from pathlib import Path

import pytest

from mindbench.generators.common.item import COLUMNS
from mindbench.hf_dataset.builder import M3STR, MindbenchConfig, MindsEye
from tests.conftest import run_cli

N = 4


@pytest.mark.parametrize(("builder_class", "config"), [
    (MindsEye, "paper_folding"),
    pytest.param(M3STR, "complete_entity", marks=pytest.mark.slow),  # about 10 s: the M3STR build and its Graphviz
])
def test_generator_based_builder_matches_cli(tmp_path: Path, builder_class, config: str) -> None:
    from datasets import Image, load_dataset

    bench = builder_class.BENCHMARK
    b = builder_class(config_name=config, n_test=N, n_train=N, cache_dir=str(tmp_path / "cache"))
    assert isinstance(b.config, MindbenchConfig)
    b.download_and_prepare()
    run_cli("build", "--benchmark", bench, "--tasks", config, "--split", "both", "--n", str(N), "--out",
            str(tmp_path / "cli"), "--quiet")
    for split in ("test", "train"):
        ours = b.as_dataset(split=split)
        cli = load_dataset(str(tmp_path / "cli" / bench), config, split=split)
        assert ours.features == cli.features
        assert tuple(ours.column_names) == COLUMNS
        ours_rows = ours.cast_column("image", Image(decode=False)).to_list()
        cli_rows = cli.cast_column("image", Image(decode=False)).to_list()
        assert len(ours_rows) == len(cli_rows) == N
        for a, c in zip(ours_rows, cli_rows, strict=True):
            assert a["image"]["bytes"] == c["image"]["bytes"], a["id"]
            for column in COLUMNS:
                if column != "image":
                    assert a[column] == c[column], (a["id"], column)
        assert {r["split"] for r in ours_rows} == {split}
