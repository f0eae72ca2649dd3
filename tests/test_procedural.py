"""`mindbench.procedural`: verified train items on the fly, the builder's first draws, never a held-out test item.

The holdout is checked against real built test splits: the 30-puzzle test double (tests/small_space_task.py),
where a third of the puzzles are in the test split, so with the holdout switched off the stream repeats test keys
and the same check that finds none with the holdout on finds them (the test can fail); and M3STR, whose test keys
are gold facts shared across configs.
"""

from __future__ import annotations

import itertools
import json
import subprocess
import sys
from pathlib import Path

import pyarrow.parquet as pq
import pytest

import mindbench
from mindbench.builder.commands.cli import main
from mindbench.builder.pipeline.jobs import BuildError
from mindbench.generators.common.registry import find_task

REPO = Path(__file__).resolve().parents[1]
N_TEST = 10


@pytest.fixture(scope="module")
def m3str_test_build(tmp_path_factory: pytest.TempPathFactory) -> Path:
    out = tmp_path_factory.mktemp("holdout")
    assert main(["build", "--benchmark", "m3str", "--split", "test", "--n", str(N_TEST), "--out", str(out),
                 "--quiet"]) == 0
    return out


@pytest.fixture(scope="module")
def paper_folding_test(tmp_path_factory: pytest.TempPathFactory) -> Path:
    out = tmp_path_factory.mktemp("pf")
    assert main(["build", "--benchmark", "mindseye", "--tasks", "paper_folding", "--split", "test", "--n", "12",
                 "--out", str(out), "--quiet"]) == 0
    return out


def built_test_keys(bench_folder: Path) -> set[str]:
    keys: set[str] = set()
    for path in (bench_folder / ".mindbench").glob("*/test/test_keys.json"):
        keys.update(json.loads(path.read_text()))
    return keys


def repeated_test_keys(config: str, holdout, out: Path, bench: str, n: int) -> int:
    spec = find_task(config)
    protected = built_test_keys(out / bench)
    assert len(protected) >= 10  # a real test split's keys were read
    items = mindbench.procedural(config, holdout=holdout, size=n)
    return sum(bool(spec.train_keys(item) & protected) for item in items)


@pytest.fixture
def small_space_test_split(small_space_registered, tmp_path: Path) -> Path:
    out = tmp_path / "small"
    assert main(["build", "--benchmark", "mindseye", "--split", "test", "--out", str(out), "--quiet"]) == 0
    return out


def test_no_train_item_repeats_a_test_key(small_space_test_split: Path) -> None:
    assert repeated_test_keys("small_space", small_space_test_split, small_space_test_split, "mindseye", 40) == 0


def test_with_the_holdout_off_test_keys_are_repeated(small_space_test_split: Path) -> None:
    assert repeated_test_keys("small_space", False, small_space_test_split, "mindseye", 40) > 0


@pytest.mark.slow
def test_no_m3str_train_item_repeats_a_test_fact(m3str_test_build: Path) -> None:
    assert repeated_test_keys("detect_entity", m3str_test_build, m3str_test_build, "m3str", 30) == 0


def test_items_are_the_builds_first_draws(tmp_path: Path) -> None:
    """Item i equals row i of a train split built from the same test split (read back from disk)."""
    out = tmp_path / "b"
    assert main(["build", "--benchmark", "mindseye", "--tasks", "paper_folding", "--split", "both", "--n", "10",
                 "--out", str(out), "--quiet"]) == 0
    state = json.loads((out / "mindseye/.mindbench/paper_folding/train/state.json").read_text())
    assert state["bumps"] == {}  # no in-split repeat was redrawn, so every row is a first-round draw
    (shard,) = (out / "mindseye/data/paper_folding").glob("train-*.parquet")
    rows = pq.read_table(shard).to_pylist()
    items = list(mindbench.procedural("paper_folding", holdout=out, size=10))
    assert [item.id for item in items] == [row["id"] for row in rows]
    assert [item.image for item in items] == [row["image"]["bytes"] for row in rows]
    assert [item.params for item in items] == [row["params"] for row in rows]


def test_the_stream_is_endless_lazy_and_filtered(paper_folding_test: Path) -> None:
    stream = mindbench.procedural("paper_folding", holdout=paper_folding_test)
    first = list(itertools.islice(stream, 3))
    assert [item.split for item in first] == ["train"] * 3 and len({item.id for item in first}) == 3
    hard = list(mindbench.procedural("paper_folding", holdout=paper_folding_test, size=2, difficulty="hard"))
    assert [item.difficulty for item in hard] == ["hard", "hard"]


def test_bad_requests_say_what_to_do(paper_folding_test: Path, tmp_path: Path) -> None:
    with pytest.raises(ValueError, match="never yields test items"):
        next(mindbench.procedural("paper_folding", split="test"))
    with pytest.raises(TypeError, match="unknown task parameter 'colour'"):
        next(mindbench.procedural("paper_folding", colour="red"))
    with pytest.raises(BuildError, match="no finished test split"):
        next(mindbench.procedural("count_entity", holdout=paper_folding_test))  # a Mind's Eye-only build
    with pytest.raises(BuildError, match="not a directory"):
        next(mindbench.procedural("paper_folding", holdout=tmp_path / "missing"))


def test_a_plain_install_needs_no_torch(paper_folding_test: Path) -> None:
    """In a fresh process where importing torch fails, the README's first line works."""
    code = ("import sys; sys.modules['torch'] = None; import mindbench; "
            f"item = next(iter(mindbench.procedural('paper_folding', holdout={str(paper_folding_test)!r}))); "
            "print(item.id)")
    done = subprocess.run([sys.executable, "-c", code], capture_output=True, text=True, cwd=REPO, timeout=300)
    assert done.returncode == 0, done.stderr[-2000:]
    assert done.stdout.strip() == "mindseye/paper_folding/train/000000"


def test_the_dataset_view_carries_prompt_image_and_reward_columns(paper_folding_test: Path) -> None:
    dataset = mindbench.procedural_dataset("paper_folding", holdout=paper_folding_test, size=2)
    rows = list(dataset)
    assert len(rows) == 2
    assert rows[0]["prompt"][0]["role"] == "user" and "Answer" in rows[0]["prompt"][0]["content"]
    assert rows[0]["image"].size[0] > 100
    rewards = mindbench.rewards.accuracy([f"Answer: {row['answer']}" for row in rows],
                                         **{key: [row[key] for row in rows] for key in rows[0]})
    assert rewards == [1.0, 1.0]
    text_only = next(iter(mindbench.procedural_dataset("paper_folding", holdout=paper_folding_test, size=1,
                                                       images=False)))
    assert "image" not in text_only
