"""The datasets GeneratorBasedBuilder runs the real build underneath and yields the same rows."""

from __future__ import annotations

from pathlib import Path

from hf_dataset.builder import MindbenchConfig, MindsEye
from tests.conftest import run_cli


def test_generator_based_builder_matches_cli(tmp_path: Path) -> None:
    b = MindsEye(config_name="paper_folding", n_test=5, n_train=6, cache_dir=str(tmp_path / "cache"))
    assert isinstance(b.config, MindbenchConfig)
    b.download_and_prepare()
    test = b.as_dataset(split="test")
    assert len(test) == 5 and len(b.as_dataset(split="train")) == 6
    run_cli("build", "--benchmark", "mindseye", "--tasks", "paper_folding", "--split", "test", "--n", "5", "--out",
            str(tmp_path / "cli"), "--quiet")
    from datasets import load_dataset

    cli = load_dataset(str(tmp_path / "cli" / "mindseye"), "paper_folding", split="test")
    assert test["id"] == cli["id"] and test["answer"] == cli["answer"] and test["params"] == cli["params"]
