"""`make bench`: per-task build cost against its rasterize+encode floor, image bytes, rasterizers, workers, memory.

Everything is measured side by side in one run on this machine, so the ratios are what matters. Times of the
in-process measurements are CPU seconds of this process (steadier than wall time on a shared machine); builds are
wall time.
Usage: python -m builder.bench [--task paper_folding] [--n 100] [--per-task 20] [--memory 1000,10000]

1. every registered task: generate+verify ms/item, its rasterize+encode floor (Mind's Eye: SVG→PNG; M3STR: the
   Graphviz layout and PNG), a 1-worker build's ms/item and its ratio to the floor, PNG bytes/item before
   (truecolour, zlib 6) and after (palette), the largest pixel error of the palette, Parquet bytes/item before
   (truecolour PNG, snappy) and after (palette PNG, zstd), and the published generator's time where it is known;
2. the rasterizer comparison on Mind's Eye SVGs (cairosvg, pyvips+librsvg, resvg), in a child process;
3. build throughput with 1 and 2 workers for `--task`, and the projected full default build;
4. peak RSS of a build of each `--memory` size.
"""

from __future__ import annotations

import argparse
import io
import json
import subprocess
import sys
import tempfile
import time
from collections import Counter
from pathlib import Path

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

# Run in a child: libvips is not fork-safe once used, and this process forks build workers afterwards.
_RASTERIZERS = r"""
import io, json, re, sys, time
import numpy as np
from PIL import Image
from builder.build import SplitJob, draw_valid_item
from generators.common.raster import render_rgb
from generators.common.registry import all_tasks
from collections import Counter

m = int(sys.argv[1])
FONT_DIR = "/usr/share/fonts/truetype/dejavu"
TEXT = re.compile(r"<text\b.*?</text>", re.S)


def cairo(svg):
    return np.asarray(render_rgb(svg))


renderers = {"cairosvg": cairo}
try:
    import pyvips
    pyvips.cache_set_max(0)
    pyvips.concurrency_set(1)

    def vips(svg):
        im = pyvips.Image.svgload_buffer(svg.encode()).flatten(background=[255, 255, 255])
        return np.ndarray(buffer=im.write_to_memory(), dtype=np.uint8, shape=(im.height, im.width, im.bands))
    renderers["pyvips+librsvg"] = vips
except Exception as exc:  # noqa: BLE001
    print(json.dumps({"missing": "pyvips", "why": str(exc)[:80]}))
try:
    import resvg_py

    def resvg(svg):  # resvg-py returns PNG bytes only: its time includes encoding them
        png = resvg_py.svg_to_bytes(svg_string=svg, background="white", width=1024, height=1024)
        return np.asarray(Image.open(io.BytesIO(bytes(png))).convert("RGB"))
    renderers["resvg"] = resvg
except Exception as exc:  # noqa: BLE001
    print(json.dumps({"missing": "resvg", "why": str(exc)[:80]}))

for spec in all_tasks():
    if spec.benchmark != "mindseye":
        continue
    job = SplitJob(spec.benchmark, spec.name, "test", m, 0)
    svgs = [draw_valid_item(spec, job, i, 0, frozenset(), Counter())[0].svg for i in range(m)]
    best = {}
    ref = {}
    for rep in range(2):
        for i, svg in enumerate(svgs):
            for name, render in renderers.items():
                t = time.process_time()
                px = render(svg)
                best[name, i] = min(best.get((name, i), 1e9), time.process_time() - t)
                if name == "cairosvg":
                    ref[i] = px
    for name, render in renderers.items():
        whole, shapes = [], []
        for i, svg in enumerate(svgs):
            whole.append(np.abs(render(svg).astype(int) - ref[i].astype(int)).max(axis=2))
            plain = TEXT.sub("", svg)
            shapes.append(np.abs(render(plain).astype(int) - cairo(plain).astype(int)).max(axis=2))
        print(json.dumps({"task": spec.name, "renderer": name,
                          "ms": 1000 * sum(best[name, i] for i in range(m)) / m,
                          "max": int(max(d.max() for d in whole)), "mean": float(np.mean([d.mean() for d in whole])),
                          "over32": float(np.mean([(d > 32).mean() for d in whole])),
                          "shapes_max": int(max(d.max() for d in shapes)),
                          "shapes_mean": float(np.mean([d.mean() for d in shapes]))}))
"""


def timed_build(task: str, n: int, workers: int, parquet: list | None = None, cpu: list | None = None) -> float:
    """Wall seconds of a real build of `n` test items; appends the Parquet bytes written to `parquet` and this
    process's CPU seconds to `cpu` (all of the build's work when workers=1)."""
    from builder.build import build, plan_jobs
    from generators.common.registry import find_task

    spec = find_task(task)
    with tempfile.TemporaryDirectory() as tmp:
        t0, c0 = time.perf_counter(), time.process_time()
        build(Path(tmp), plan_jobs([spec.benchmark], [spec.name], ["test"], n, 0, None), workers=workers,
              progress=False)
        seconds = time.perf_counter() - t0
        if cpu is not None:
            cpu.append(time.process_time() - c0)
        if parquet is not None:
            parquet.append(sum(p.stat().st_size for p in Path(tmp).rglob("data/*/*.parquet")))
    return seconds


def floor_share(task: str, n: int) -> tuple[float, float, list]:
    """(CPU seconds per item for generate+verify, share of it spent rasterizing+encoding, the items).

    The floor is `rasterize` (Mind's Eye) or the Graphviz layout+PNG of `render_map` (M3STR)."""
    import generators.common.task as task_mod
    from builder.build import SplitJob, draw_valid_item
    from generators.common.registry import find_task

    spec = find_task(task)
    job = SplitJob(spec.benchmark, spec.name, "test", n, 0)
    spent = {"floor": 0.0}

    def timed(real):
        def wrapper(*args, **kwargs):
            t = time.process_time()
            try:
                return real(*args, **kwargs)
            finally:
                spent["floor"] += time.process_time() - t
        return wrapper

    patched = [(task_mod, "rasterize")]
    if spec.benchmark == "m3str":
        import generators.m3str.tasks as m3_tasks

        patched = [(m3_tasks, "render_map")]
    reals = [getattr(owner, name) for owner, name in patched]
    for (owner, name), real in zip(patched, reals, strict=True):
        setattr(owner, name, timed(real))
    try:
        t0 = time.process_time()
        items = [draw_valid_item(spec, job, index, 0, frozenset(), Counter())[0] for index in range(n)]
        total = time.process_time() - t0
    finally:
        for (owner, name), real in zip(patched, reals, strict=True):
            setattr(owner, name, real)
    return total / n, spent["floor"] / total, items


def image_bytes(spec, items: list) -> tuple[float, float, int]:
    """(truecolour PNG bytes/item, palette PNG bytes/item, largest palette error in levels) of these items.

    Mind's Eye: truecolour = the SVG's cairo pixels at zlib 6 (the encoding before), palette = the item's image.
    M3STR: truecolour = Graphviz's own PNG (what items carry), palette = `reencode_png` of it.
    """
    import numpy as np
    from PIL import Image

    from generators.common.raster import reencode_png, render_rgb

    before, after, worst = 0, 0, 0
    for item in items:
        if spec.benchmark == "m3str":
            truecolour_png = item.image
            palette_png = reencode_png(item.image)
            truecolour = Image.open(io.BytesIO(truecolour_png)).convert("RGB")
        else:
            truecolour = render_rgb(item.svg)
            out = io.BytesIO()
            truecolour.save(out, format="PNG", compress_level=6)
            truecolour_png, palette_png = out.getvalue(), item.image
        decoded = np.asarray(Image.open(io.BytesIO(palette_png)).convert("RGB")).astype(int)
        worst = max(worst, int(np.abs(decoded - np.asarray(truecolour).astype(int)).max()))
        before += len(truecolour_png)
        after += len(palette_png)
    return before / len(items), after / len(items), worst


def encoding_before():
    """A context that restores the encoding before this change: truecolour PNG at zlib 6, snappy Parquet."""
    import contextlib

    import builder.build as build_mod
    import generators.common.raster as raster

    @contextlib.contextmanager
    def patched():
        real, options = raster.encode_png, build_mod.PARQUET_OPTIONS

        def truecolour(image):
            out = io.BytesIO()
            image.convert("RGB").save(out, format="PNG", compress_level=6)
            return out.getvalue()
        raster.encode_png, build_mod.PARQUET_OPTIONS = truecolour, {"compression": "snappy"}
        try:
            yield
        finally:
            raster.encode_png, build_mod.PARQUET_OPTIONS = real, options
    return patched()


def per_task_table(n: int) -> dict[str, float]:
    """The per-task table (see the module docstring); returns each task's 1-worker build seconds per item."""
    from generators.common.registry import all_tasks

    print(f"# every registered task, n={n} each (after one warm-up item); CPU ms/item: generate+verify, the "
          "rasterize+encode floor, a 1-worker build (all of it) and its ratio to the floor")
    print(f"{'task':26s} {'gen+ver':>8s} {'floor':>6s} {'build':>7s} {'b/floor':>7s} {'png before':>10s} "
          f"{'after':>7s} {'ratio':>5s} {'maxerr':>6s} {'parquet before':>14s} {'after':>7s} {'ratio':>5s} "
          f"{'published':>9s}")
    per_item_build = {}
    for spec in all_tasks():
        floor_share(spec.name, 1)  # imports, caches (the KG for M3STR)
        per_item, share, items = floor_share(spec.name, n)
        floor = per_item * share
        before, after, worst = image_bytes(spec, items)
        parquet: list[int] = []
        with encoding_before():
            timed_build(spec.name, n, 1, parquet)
        cpu: list[float] = []
        wall = timed_build(spec.name, n, 1, parquet, cpu) / n
        seconds = cpu[0] / n
        per_item_build[spec.name] = wall
        pq_before, pq_after = parquet[0] / n, parquet[1] / n
        published = f"{spec.published_seconds * 1000:7.0f}ms" if spec.published_seconds else f"{'n/a':>9s}"
        print(f"{spec.name:26s} {per_item * 1000:8.1f} {floor * 1000:6.1f} {seconds * 1000:7.1f} "
              f"{seconds / floor:6.2f}x {before / 1024:9.1f}K {after / 1024:6.1f}K {before / after:4.1f}x "
              f"{worst:6d} {pq_before / 1024:13.1f}K {pq_after / 1024:6.1f}K {pq_before / pq_after:4.1f}x "
              f"{published}")
    print("(M3STR: `png after` is `reencode_png` of Graphviz's PNG; its Parquet columns show what its items carry.)")
    print()
    return per_item_build


def rasterizer_table(m: int) -> None:
    print(f"# rasterizers on Mind's Eye SVGs, {m} items per task: CPU ms to pixels (1 thread), difference from "
          "cairosvg in levels (whole image; shapes = text removed)")
    proc = subprocess.run([sys.executable, "-c", _RASTERIZERS, str(m)], capture_output=True, text=True, check=True)
    print(f"{'task':28s} {'rasterizer':15s} {'ms':>6s} {'max':>4s} {'mean':>6s} {'>32':>7s} {'shapes max':>10s} "
          f"{'mean':>6s}")
    totals: Counter = Counter()
    for line in proc.stdout.splitlines():
        row = json.loads(line)
        if "missing" in row:
            print(f"{row['missing']} not installed ({row['why']})")
            continue
        totals[row["renderer"]] += row["ms"]
        print(f"{row['task']:28s} {row['renderer']:15s} {row['ms']:6.1f} {row['max']:4d} {row['mean']:6.3f} "
              f"{row['over32']:7.3%} {row['shapes_max']:10d} {row['shapes_mean']:6.3f}")
    base = totals.get("cairosvg")
    if base:
        print("speed relative to cairosvg: " + ", ".join(f"{k} {base / v:.2f}x" for k, v in totals.items()))
    print()


def peak_memory_mb(task: str, n: int) -> float:
    with tempfile.TemporaryDirectory() as tmp:
        proc = subprocess.run([sys.executable, "-c", _MEMORY_PROBE, task, str(n), tmp], capture_output=True,
                              text=True, check=True)
    return json.loads(proc.stdout.strip().splitlines()[-1])["maxrss_mb"]


def sizes(text: str) -> list[int]:
    try:
        values = [int(v) for v in text.split(",")]
    except ValueError:
        raise argparse.ArgumentTypeError(f"expected sizes like 1000,10000, got {text!r}") from None
    if not values or min(values) < 1:
        raise argparse.ArgumentTypeError(f"sizes must be positive, got {text!r}")
    return values


def main(argv: list[str] | None = None) -> int:
    parser = argparse.ArgumentParser(prog="python -m builder.bench", description=__doc__.splitlines()[0])
    parser.add_argument("--task", default="mental_rotation")
    parser.add_argument("--n", type=int, default=100)
    parser.add_argument("--per-task", type=int, default=20, help="items per task in the table (0: skip it)")
    parser.add_argument("--rasterizers", type=int, default=4, help="items per task compared (0: skip)")
    parser.add_argument("--memory", type=sizes, help="build sizes whose peak RSS is compared (default: N,4N); "
                        "the acceptance figure is 1000,10000")
    args = parser.parse_args(argv)

    if args.n < 1:
        parser.error("--n must be positive")
    per_item_build = per_task_table(args.per_task) if args.per_task else {}
    if args.rasterizers:
        rasterizer_table(args.rasterizers)
    print(f"# mindbench bench: {args.task}, test split, n={args.n}")
    timed_build(args.task, 4, 1)  # warm-up: imports and caches, so the 1-worker figure is not penalised
    per_item, share, _ = floor_share(args.task, min(args.n, 50))
    print(f"generate+verify in-process : {per_item * 1000:7.1f} ms/item, rasterize+encode {share:5.1%} of it")
    t1 = timed_build(args.task, args.n, 1)
    t2 = timed_build(args.task, args.n, 2)
    speed_up = t1 / t2
    print(f"build, 1 worker            : {args.n / t1:7.1f} items/s ({t1:.1f} s)")
    print(f"build, 2 workers           : {args.n / t2:7.1f} items/s ({t2:.1f} s), speed-up {speed_up:.2f}x")
    if per_item_build:
        from generators.common.registry import all_tasks

        items = {s.name: sum(s.default_n.values()) for s in all_tasks()}
        serial = sum(items[t] * per_item_build[t] for t in items)
        print(f"projected full default build: {sum(items.values())} items, {serial / 60:.1f} min on 1 worker, "
              f"{serial / speed_up / 60:.1f} min on 2 workers (sum of default_n x build s/item / {speed_up:.2f})")
    small, large = args.memory or [args.n, 4 * args.n]
    m_small, m_large = peak_memory_mb(args.task, small), peak_memory_mb(args.task, large)
    print(f"peak RSS, n={small:<6d}         : {m_small:7.1f} MB")
    print(f"peak RSS, n={large:<6d}         : {m_large:7.1f} MB  (ratio {m_large / m_small:.2f} for "
          f"{large / small:g}x the items)")
    return 0


if __name__ == "__main__":
    sys.exit(main())
