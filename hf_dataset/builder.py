"""A `datasets.GeneratorBasedBuilder` per benchmark, one `BuilderConfig` per task, for local use.

`datasets` 5 no longer runs Hub loading scripts, so this is for code that wants to generate on the fly:

    from mindbench.hf_dataset.builder import MindsEye
    b = MindsEye(config_name="paper_folding", n_test=50, n_train=200)
    b.download_and_prepare(); ds = b.as_dataset(split="test")

It runs the real `mindbench build` (verification, train/test de-duplication, balancing) into the builder's
cache and streams the rows from those shards: nothing is generated differently from a CLI build.
"""

from __future__ import annotations

from dataclasses import dataclass
from pathlib import Path

import datasets
import pyarrow.parquet as pq

from mindbench.builder.pipeline.jobs import plan_jobs
from mindbench.builder.pipeline.run import build
from mindbench.generators.common.registry import get_task, task_names
from mindbench.hf_dataset.features import features


@dataclass
class MindbenchConfig(datasets.BuilderConfig):
    """One task; `n_test`/`n_train` count as the builder's `--n` (source maps for M3STR `<config>_style`, each drawn
    in all eight styles); None = the task's default split sizes."""

    n_test: int | None = None
    n_train: int | None = None
    seed: int = 0
    kg_path: str | None = None


class _MindbenchBuilder(datasets.GeneratorBasedBuilder):
    BENCHMARK = ""
    BUILDER_CONFIG_CLASS = MindbenchConfig

    def _info(self) -> datasets.DatasetInfo:
        return datasets.DatasetInfo(description=f"mindbench {self.BENCHMARK}: {self.config.name}",
                                    features=features())

    def _split_generators(self, dl_manager):
        cfg: MindbenchConfig = self.config
        spec = get_task(self.BENCHMARK, cfg.name)
        out = Path(self._cache_dir_root) / "mindbench-builds" / f"{self.BENCHMARK}-{cfg.name}-{cfg.seed}"
        generators = []
        for split, n in (("test", cfg.n_test), ("train", cfg.n_train)):
            if split not in spec.splits:  # a test-only task (e.g. M3STR's `<config>_style`)
                continue
            jobs = plan_jobs([self.BENCHMARK], [cfg.name], [split], n or None, cfg.seed, cfg.kg_path)
            build(out, jobs, overwrite=True, progress=False)
            files = sorted((out / self.BENCHMARK / "data" / cfg.name).glob(f"{split}-*.parquet"))
            name = datasets.Split.TEST if split == "test" else datasets.Split.TRAIN
            generators.append(datasets.SplitGenerator(name=name, gen_kwargs={"files": files}))
        return generators

    def _generate_examples(self, files: list[Path]):
        for path in files:
            parquet = pq.ParquetFile(path)
            for group in range(parquet.num_row_groups):
                for row in parquet.read_row_group(group).to_pylist():
                    yield row["id"], row


def _configs(benchmark: str) -> list[MindbenchConfig]:
    return [MindbenchConfig(name=t) for t in task_names(benchmark)]


class MindsEye(_MindbenchBuilder):
    BENCHMARK = "mindseye"
    BUILDER_CONFIGS = _configs("mindseye")


class M3STR(_MindbenchBuilder):
    BENCHMARK = "m3str"
    BUILDER_CONFIGS = _configs("m3str")
