"""`make bench`: build throughput with 1 and 2 workers, rasterizing share, and memory as N grows.

Everything is measured side by side in one run on this machine, so the ratios are what matters.
Usage: python -m builder.bench [--task mental_rotation] [--n 100]
"""

from __future__ import annotations

import argparse
import json
import subprocess
import sys
import tempfile
import time
from collections import Counter
from pathlib import Path

PUBLISHED_MT_SECONDS_PER_ITEM = 0.81  # the published Mind's Eye generator (matplotlib 3D), same machine kind

_MEMORY_PROBE = """
import json, resource, sys
from pathlib import Path
from builder.build import build, plan_jobs
from generators.common.registry import find_task
spec = find_task(sys.argv[1])
build(Path(sys.argv[3]), plan_jobs([spec.benchmark], [spec.name], ["test"], int(sys.argv[2]), 0, None),
      workers=1, progress=False)
print(json.dumps({"maxrss_mb": resource.getrusage(resource.RUSAGE_SELF).ru_maxrss / 1024}))
"""


def timed_build(task: str, n: int, workers: int) -> float:
    from builder.build import build, plan_jobs
    from generators.common.registry import find_task

    spec = find_task(task)
    with tempfile.TemporaryDirectory() as tmp:
        t0 = time.perf_counter()
        build(Path(tmp), plan_jobs([spec.benchmark], [spec.name], ["test"], n, 0, None), workers=workers,
              progress=False)
        return time.perf_counter() - t0


def raster_share(task: str, n: int) -> tuple[float, float]:
    """(seconds per item for generate+verify, share of it spent in SVG→PNG), measured in-process."""
    import generators.common.task as task_mod
    from builder.build import SplitJob, draw_valid_item
    from generators.common.registry import find_task

    spec = find_task(task)
    job = SplitJob(spec.benchmark, spec.name, "test", n, 0)
    spent = {"raster": 0.0}
    real = task_mod.rasterize

    def timed_rasterize(svg: str, *args, **kwargs) -> bytes:
        t = time.perf_counter()
        try:
            return real(svg, *args, **kwargs)
        finally:
            spent["raster"] += time.perf_counter() - t

    task_mod.rasterize = timed_rasterize
    try:
        t0 = time.perf_counter()
        for index in range(n):
            draw_valid_item(spec, job, index, 0, frozenset(), Counter())
        total = time.perf_counter() - t0
    finally:
        task_mod.rasterize = real
    return total / n, spent["raster"] / total


def peak_memory_mb(task: str, n: int) -> float:
    with tempfile.TemporaryDirectory() as tmp:
        proc = subprocess.run([sys.executable, "-c", _MEMORY_PROBE, task, str(n), tmp], capture_output=True,
                              text=True, check=True)
    return json.loads(proc.stdout.strip().splitlines()[-1])["maxrss_mb"]


def main(argv: list[str] | None = None) -> int:
    parser = argparse.ArgumentParser(prog="python -m builder.bench", description=__doc__.splitlines()[0])
    parser.add_argument("--task", default="mental_rotation")
    parser.add_argument("--n", type=int, default=100)
    args = parser.parse_args(argv)

    if args.n < 1:
        parser.error("--n must be positive")
    print(f"# mindbench bench: {args.task}, test split, n={args.n}")
    timed_build(args.task, 4, 1)  # warm-up: imports and caches, so the 1-worker figure is not penalised
    per_item, share = raster_share(args.task, min(args.n, 50))
    print(f"generate+verify in-process : {per_item * 1000:7.1f} ms/item, rasterizing {share:5.1%} of it")
    if args.task == "mental_rotation":
        print(f"published generator        : {PUBLISHED_MT_SECONDS_PER_ITEM * 1000:7.1f} ms/item  "
              f"(ours is {PUBLISHED_MT_SECONDS_PER_ITEM / per_item:.1f}x faster)")
    t1 = timed_build(args.task, args.n, 1)
    t2 = timed_build(args.task, args.n, 2)
    print(f"build, 1 worker            : {args.n / t1:7.1f} items/s ({t1:.1f} s)")
    print(f"build, 2 workers           : {args.n / t2:7.1f} items/s ({t2:.1f} s), speed-up {t1 / t2:.2f}x")
    small, large = args.n, 4 * args.n
    m_small, m_large = peak_memory_mb(args.task, small), peak_memory_mb(args.task, large)
    print(f"peak RSS, n={small:<5d}          : {m_small:7.1f} MB")
    print(f"peak RSS, n={large:<5d}          : {m_large:7.1f} MB  (ratio {m_large / m_small:.2f} for 4x the items)")
    return 0


if __name__ == "__main__":
    sys.exit(main())
