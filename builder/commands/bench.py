"""`make bench`: per-task build cost against its rasterize+encode floor, image bytes, rasterizers, workers, memory.

Everything is measured side by side in one run on this machine, so the ratios are what matters. Times of the
in-process measurements are CPU seconds of this process (steadier than wall time on a shared machine); the worker
comparison is wall time, with a load-independent bound from CPU seconds beside it.
Usage: python -m mindbench.builder.commands.bench [--task paper_folding] [--n 200] [--per-task 20] [--memory 1000,10000]
       python -m mindbench.builder.commands.bench --per-task 30 --rasterizers 0 --n 0     # the per-task table alone
       python -m mindbench.builder.commands.bench --per-task 0 --rasterizers 0 --n 0 --memory 0 --procedural 0
                                                                           # the floor table alone

1. every registered task, from one 1-worker build of `--per-task` items: CPU ms/item per item (all chunk work and
   the shard assembly) and its rasterize+encode floor measured inside that same build (Mind's Eye: SVG→PNG with the
   palette encoding; M3STR: the Graphviz layout and its pixels, and their palette PNG), their ratio, and
   the fixed CPU of the command (card, manifest, audit: paid once per split, not per item); then generate+verify
   ms/item in-process, PNG bytes/item before (truecolour, zlib 6) and after (palette), the largest pixel error of
   the palette, Parquet bytes/item before (truecolour PNG, snappy) and after (palette PNG, zstd), and the published
   generator's time where it is known (issue #28's one-core measurement) with this build's speed-up over it;
2. the floor table (`--floor N` items per task): Mind's Eye's draw (svg_cairo) and palette PNG against the floor
   before issue #28 (cairosvg + MAXCOVERAGE), image bytes, the image's difference from cairosvg's truecolour pixels
   and the SVGs drawn by the cairosvg fallback; M3STR's layout, pixels and palette PNG against Graphviz's own layout
   and PNG;
   then the items per CPU second of `mindbench.procedural` per task (`--procedural N`);
   then the rasterizer comparison on Mind's Eye SVGs (cairosvg, svg_cairo, pyvips+librsvg, resvg), in a child
   process;
3. build throughput with 1 and 2 workers for `--task` (`--n` items: 8 chunks by default, so each worker gets
   several and neither waits long on the other's last one), and the projected full default build;
4. peak RSS of a build of each `--memory` size;
5. with `--published FOLDER` (a finished build, e.g. `make data`'s): the image bytes of every published config and
   split (mean, 95th percentile, largest, share over IMAGE_KB_TARGET), read from its Parquet files; a sample of
   eight or twenty items says little about a task whose pictures range from 20 to 90 KB.
"""

from __future__ import annotations

import argparse
import contextlib
import io
import json
import subprocess
import sys
import tempfile
import time
from collections import Counter
from collections.abc import Iterator
from pathlib import Path

_MEMORY_PROBE = """
import json, resource, sys
from pathlib import Path
from mindbench.builder.pipeline.jobs import plan_jobs
from mindbench.builder.pipeline.run import build
from mindbench.generators.common.registry import find_task
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
from mindbench.builder.pipeline.jobs import SplitJob
from mindbench.builder.pipeline.workers import draw_valid_item
from mindbench.generators.common.raster import render_rgb, render_rgb_cairosvg
from mindbench.generators.common.registry import all_tasks
from collections import Counter

m = int(sys.argv[1])
FONT_DIR = "/usr/share/fonts/truetype/dejavu"
TEXT = re.compile(r"<text\b.*?</text>", re.S)


def cairo(svg):
    return np.asarray(render_rgb_cairosvg(svg))


renderers = {"cairosvg": cairo, "svg_cairo": lambda svg: np.asarray(render_rgb(svg))}
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


def timed_build(task: str, n: int, workers: int, parquet: list | None = None, cpu: list | None = None,
                parts: dict | None = None) -> float:
    """Wall seconds of a real build of `n` test items; appends the Parquet bytes written to `parquet` and this
    process's CPU seconds to `cpu` (all of the build's work when workers=1; with workers, only the parent's part).

    `parts` receives the CPU seconds of the worker processes (`children`) and, for workers=1, those spent in the
    per-item work (`items`: every chunk and the shard assembly), in each chunk (`chunks`) and in the
    rasterize+encode floor inside them (`floor`, see `floor_targets`)."""
    import resource

    from mindbench.builder.pipeline import jobs, run
    from mindbench.builder.pipeline import workers as chunk_workers
    from mindbench.generators.common.registry import find_task

    spec = find_task(task)
    timers = []
    if parts is not None and workers == 1:  # (a pool pickles `_run_chunk` by name: it cannot be patched there)
        parts.update(items=0.0, floor=0.0, chunks=[])
        timers = [(chunk_workers, "_run_chunk", "items"), (run, "assemble_shards", "items")]
        timers += [(owner, name, "floor") for owner, name in floor_targets(spec)]
    with tempfile.TemporaryDirectory() as tmp, cpu_timers(timers, parts):
        children = resource.getrusage(resource.RUSAGE_CHILDREN)
        t0, c0 = time.perf_counter(), time.process_time()
        run.build(Path(tmp), jobs.plan_jobs([spec.benchmark], [spec.name], ["test"], n, 0, None),
                  workers=workers, progress=False)
        seconds = time.perf_counter() - t0
        if cpu is not None:
            cpu.append(time.process_time() - c0)
        if parts is not None:
            after = resource.getrusage(resource.RUSAGE_CHILDREN)
            parts["children"] = (after.ru_utime + after.ru_stime) - (children.ru_utime + children.ru_stime)
        if parquet is not None:
            parquet.append(sum(p.stat().st_size for p in Path(tmp).rglob("data/*/*.parquet")))
    return seconds


def floor_targets(spec) -> list[tuple[object, str]]:
    """The functions whose CPU is a task's rasterize+encode floor: what every item must pay for its image.

    Mind's Eye: `rasterize` (cairosvg pixels + palette PNG). M3STR: `render_map` (Graphviz layout, its pixels and
    SVG) and `encode_pixels` (the palette encoding of Graphviz's pixels, the same encoding Mind's Eye's floor
    includes)."""
    import mindbench.generators.common.task as task_mod

    if spec.benchmark == "m3str":
        import mindbench.generators.m3str.tasks as m3_tasks

        return [(m3_tasks, "render_map"), (task_mod, "encode_pixels")]
    return [(task_mod, "rasterize")]


@contextlib.contextmanager
def cpu_timers(targets: list[tuple[object, str, str]], spent: dict | None) -> Iterator[None]:
    """Patch each (owner, name) to add its CPU seconds to `spent[key]` (outermost call only) while the block runs;
    each `_run_chunk` call's seconds are also appended to `spent["chunks"]`."""
    depth: Counter = Counter()

    def timed(real, key, name):
        def wrapper(*args, **kwargs):
            depth[key] += 1
            t = time.process_time()
            try:
                return real(*args, **kwargs)
            finally:
                depth[key] -= 1
                if not depth[key]:
                    spent[key] += time.process_time() - t
                    if name == "_run_chunk":
                        spent["chunks"].append(time.process_time() - t)
        return wrapper

    reals = [getattr(owner, name) for owner, name, _ in targets]
    for (owner, name, key), real in zip(targets, reals, strict=True):
        setattr(owner, name, timed(real, key, name))
    try:
        yield
    finally:
        for (owner, name, _), real in zip(targets, reals, strict=True):
            setattr(owner, name, real)


def floor_share(task: str, n: int, sources: dict | None = None) -> tuple[float, float, list]:
    """(CPU seconds per item for generate+verify, share of it spent rasterizing+encoding, the items).

    The floor is what `floor_targets` names (Mind's Eye: `rasterize`; M3STR: `render_map` and `encode_pixels`).
    M3STR: `sources` receives each image's source, Graphviz's pixels (palette PNG -> pixels)."""
    import mindbench.generators.common.task as task_mod
    from mindbench.builder.pipeline.jobs import SplitJob
    from mindbench.builder.pipeline.workers import draw_valid_item
    from mindbench.generators.common.registry import find_task

    spec = find_task(task)
    job = SplitJob(spec.benchmark, spec.name, "test", n, 0)
    spent = {"floor": 0.0}
    if spec.variant_of:
        # A variant draws its source config's items through a cache that an earlier run (the source's row, the
        # warm-up) filled: emptied, those draws are timed here and their Graphviz pixels reach `sources`.
        from mindbench.generators.common.circular import source_draw as circular_source_draw
        from mindbench.generators.m3str.styles import source_draw

        source_draw.cache_clear()
        circular_source_draw.cache_clear()
    real = task_mod.encode_pixels

    def remember(pixels):
        out = real(pixels)
        if sources is not None:
            sources[out] = pixels.copy()
        return out

    task_mod.encode_pixels = remember
    try:
        with cpu_timers([(owner, name, "floor") for owner, name in floor_targets(spec)], spent):
            t0 = time.process_time()
            items = [draw_valid_item(spec, job, index, 0, frozenset(), Counter())[0] for index in range(n)]
            total = time.process_time() - t0
    finally:
        task_mod.encode_pixels = real
    return total / n, spent["floor"] / total, items


def image_bytes(spec, items: list, sources: dict) -> tuple[float, float, int]:
    """(truecolour PNG bytes/item, palette PNG bytes/item, largest palette error in levels) of these items.

    Mind's Eye: truecolour = the SVG's cairo pixels at zlib 6 (the encoding before), palette = the item's image.
    M3STR: truecolour = Graphviz's pixels (`sources`, see `floor_share`) at zlib 6, palette = the item's image.
    """
    import numpy as np
    from PIL import Image

    from mindbench.generators.common.raster import pixels_image, render_rgb

    before, after, worst = 0, 0, 0
    for item in items:
        truecolour = pixels_image(sources[item.image]) if spec.benchmark == "m3str" else render_rgb(item.svg)
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

    import mindbench.builder.pipeline.layout as layout
    import mindbench.generators.common.raster as raster
    import mindbench.generators.common.task as task_mod

    @contextlib.contextmanager
    def patched():
        real, real_surface, options = raster.encode_png, raster.encode_surface, layout.PARQUET_OPTIONS
        real_pixels = task_mod.encode_pixels

        def truecolour(image):
            out = io.BytesIO()
            image.convert("RGB").save(out, format="PNG", compress_level=6)
            return out.getvalue()

        def truecolour_pixels(pixels):
            return truecolour(raster.pixels_image(pixels))
        raster.encode_png, layout.PARQUET_OPTIONS = truecolour, {"compression": "snappy"}
        raster.encode_surface = lambda surface: truecolour(raster.surface_image(surface))
        task_mod.encode_pixels = truecolour_pixels
        try:
            yield
        finally:
            raster.encode_png, raster.encode_surface, layout.PARQUET_OPTIONS = real, real_surface, options
            task_mod.encode_pixels = real_pixels
    return patched()


def per_task_table(n: int, only: list[str] | None = None) -> dict[str, float]:
    """The per-task table (see the module docstring); returns each task's CPU seconds per item in a build.

    `only`: the task names to measure (None: every registered task)."""
    from mindbench.generators.common.registry import all_tasks, find_task, presentation

    print(f"# every registered task, n={n} each, after a warm-up build; CPU ms/item of a 1-worker build (chunks and "
          "shard assembly), its rasterize+encode floor measured in the same build, their ratio, and the command's "
          "fixed CPU ms (once per split); then generate+verify in-process")
    print(f"{'task':28s} {'build':>7s} {'floor':>6s} {'b/floor':>7s} {'fixed':>6s} {'gen+ver':>8s} "
          f"{'png before':>10s} {'after':>7s} {'ratio':>5s} {'maxerr':>6s} {'parquet before':>14s} {'after':>7s} "
          f"{'ratio':>5s} {'published':>9s} {'speed-up':>8s}")
    per_item_build = {}
    for spec in [find_task(name) for name in only] if only else all_tasks():
        parquet: list[int] = []
        with encoding_before():  # also the warm-up: imports, caches (the KG for M3STR)
            timed_build(spec.name, n, 1, parquet)
        cpu: list[float] = []
        parts: dict = {}
        timed_build(spec.name, n, 1, parquet, cpu, parts)
        seconds, floor = parts["items"] / n, parts["floor"] / n
        fixed = cpu[0] - parts["items"]
        per_item_build[spec.name] = seconds
        sources: dict[bytes, bytes] = {}
        per_item, _, items = floor_share(spec.name, n, sources)
        before, after, worst = image_bytes(spec, items, sources)
        pq_before, pq_after = parquet[0] / n, parquet[1] / n
        published_seconds = presentation(spec.name).published_seconds
        published = (f"{published_seconds * 1000:7.0f}ms {published_seconds / seconds:7.1f}x" if published_seconds
                     else f"{'n/a':>9s} {'n/a':>8s}")
        # a variant that re-presents cached source items draws no image in the timed build: no ratio
        ratio = f"{seconds / floor:6.2f}x" if floor else f"{'n/a':>7s}"
        print(f"{spec.name:28s} {seconds * 1000:7.1f} {floor * 1000:6.1f} {ratio} "
              f"{fixed * 1000:6.0f} {per_item * 1000:8.1f} {before / 1024:9.1f}K {after / 1024:6.1f}K "
              f"{before / after:4.1f}x {worst:6d} {pq_before / 1024:13.1f}K {pq_after / 1024:6.1f}K "
              f"{pq_before / pq_after:4.1f}x {published}", flush=True)
    print("(M3STR: `png before` is a truecolour PNG of Graphviz's pixels at zlib 6, `after` the item's image.)")
    print()
    return per_item_build


def maxcoverage_png(image) -> bytes:
    """The encoding before issue #28: Pillow's MAXCOVERAGE 256-colour quantiser, zlib level 6."""
    from PIL import Image

    paletted = image.quantize(colors=256, method=Image.Quantize.MAXCOVERAGE, dither=Image.Dither.NONE)
    out = io.BytesIO()
    paletted.save(out, format="PNG", compress_level=6)
    return out.getvalue()


def best_cpu(function, repeats: int = 2):
    """(least CPU seconds over `repeats` calls, the last result)."""
    least = float("inf")
    for _ in range(repeats):
        t = time.process_time()
        result = function()
        least = min(least, time.process_time() - t)
    return least, result


def floor_table(n: int) -> None:
    """Mind's Eye: the rasterize+encode floor now (svg_cairo draw + palette PNG) against before (cairosvg +
    MAXCOVERAGE), bytes per item, and the item image's difference from cairosvg's truecolour pixels; M3STR: the
    layout, Graphviz's pixels and their palette PNG against Graphviz's own layout and PNG."""
    import numpy as np
    from PIL import Image

    import mindbench.generators.common.raster as raster
    import mindbench.generators.common.task as task_mod
    import mindbench.generators.m3str.render as m3_render
    import mindbench.generators.m3str.tasks as m3_tasks
    from mindbench.builder.pipeline.jobs import SplitJob
    from mindbench.generators.common.registry import all_tasks

    stand_in = io.BytesIO()
    Image.new("RGB", (8, 8), "white").save(stand_in, format="PNG")
    print(f"# the floor per item, n={n} per task, CPU ms (least of 2); Mind's Eye: draw (svg_cairo) + png (palette "
          "encoder) = floor, before = cairosvg + MAXCOVERAGE; bytes mean/max; the image against cairosvg's "
          "truecolour pixels: max and mean channel difference, share of pixels that differ")
    print(f"{'task':28s} {'draw':>5s} {'png':>5s} {'floor':>6s} {'before':>6s} {'speed-up':>8s} {'KB mean':>7s} "
          f"{'max':>5s} {'diff max':>8s} {'mean':>6s} {'differ':>7s} {'fallbacks':>9s}")
    for spec in all_tasks():
        if spec.benchmark != "mindseye":
            continue
        real = task_mod.rasterize
        task_mod.rasterize = lambda svg, size=1024: stand_in.getvalue()  # the SVGs only: measured below
        try:
            job = SplitJob(spec.benchmark, spec.name, "test", n, 0)
            svgs = [draw_svg(spec, job, index) for index in range(n)]
        finally:
            task_mod.rasterize = real
        fallbacks = sum(raster.FALLBACKS.values())
        rows = []
        for svg in svgs:
            draw, surface = best_cpu(lambda svg=svg: raster.svg_surface(svg))
            encode, png = best_cpu(lambda surface=surface: raster.encode_surface(surface))
            before, _ = best_cpu(lambda svg=svg: maxcoverage_png(raster.render_rgb_cairosvg(svg)))
            reference = np.asarray(raster.render_rgb_cairosvg(svg)).astype(int)
            decoded = np.asarray(Image.open(io.BytesIO(png)).convert("RGB")).astype(int)
            diff = np.abs(decoded - reference).max(axis=2)
            rows.append((draw, encode, before, len(png), diff.max(), diff.mean(), (diff > 0).mean()))
        a = np.array(rows)
        floor = a[:, 0].mean() + a[:, 1].mean()
        print(f"{spec.name:28s} {a[:, 0].mean() * 1000:5.1f} {a[:, 1].mean() * 1000:5.1f} {floor * 1000:6.1f} "
              f"{a[:, 2].mean() * 1000:6.1f} {a[:, 2].mean() / floor:7.2f}x {a[:, 3].mean() / 1024:6.1f}K "
              f"{a[:, 3].max() / 1024:4.1f}K {a[:, 4].max():8.0f} {a[:, 5].mean():6.4f} {a[:, 6].mean():7.3%} "
              f"{sum(raster.FALLBACKS.values()) - fallbacks:9d}", flush=True)
    m3str = [spec for spec in all_tasks() if spec.benchmark == "m3str" and not spec.variant_of]
    for spec in m3str[:2]:
        job = SplitJob(spec.benchmark, spec.name, "test", n, 0)
        spent = {"graphviz": 0.0, "encode": 0.0}
        with cpu_timers([(m3_tasks, "render_map", "graphviz"), (task_mod, "encode_pixels", "encode")], spent):
            for index in range(n):
                draw_svg(spec, job, index)
        own = {"graphviz": 0.0}
        real = m3_render.graphviz_pixels
        m3_render.graphviz_pixels = m3_render.png_pixels  # Graphviz's own PNG, read back
        try:
            with cpu_timers([(m3_tasks, "render_map", "graphviz")], own):
                for index in range(n):
                    draw_svg(spec, job, index)
        finally:
            m3_render.graphviz_pixels = real
        graphviz, encode, png = spent["graphviz"] / n, spent["encode"] / n, own["graphviz"] / n
        print(f"{spec.name:28s} Graphviz layout+pixels {graphviz * 1000:6.1f} ms + palette PNG {encode * 1000:5.1f} ms"
              f" against Graphviz's own layout+PNG {png * 1000:6.1f} ms: {(graphviz + encode) / png:.2f}x")
    print()


def draw_svg(spec, job, index: int):
    from mindbench.builder.pipeline.workers import draw_valid_item

    return draw_valid_item(spec, job, index, 0, frozenset(), Counter())[0].svg


def procedural_table(n: int) -> None:
    """Items per CPU second of `mindbench.procedural` (verified train items, drawn lazily), per task."""
    import itertools

    import mindbench
    from mindbench.generators.common.registry import all_tasks

    print(f"# mindbench.procedural(config, holdout=False): items per CPU second on one core, {n} items per task "
          "after the first")
    for spec in all_tasks():
        if spec.variant_of or "train" not in spec.splits:
            continue
        stream = mindbench.procedural(spec.name, holdout=False)
        next(stream)  # imports and caches
        t = time.process_time()
        for _ in itertools.islice(stream, n):
            pass
        seconds = time.process_time() - t
        print(f"{spec.name:28s} {n / seconds:7.1f} items/s ({seconds / n * 1000:6.1f} ms/item)", flush=True)
    print()


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
    """Two build sizes like 1000,10000; "0" skips the memory comparison (an empty list)."""
    if text.strip() == "0":
        return []
    try:
        values = [int(v) for v in text.split(",")]
    except ValueError:
        raise argparse.ArgumentTypeError(f"expected sizes like 1000,10000, got {text!r}") from None
    if len(values) != 2 or min(values) < 1:
        raise argparse.ArgumentTypeError(f"expected two positive sizes, got {text!r}")
    return values


def makespan(chunks: list[float], workers: int) -> float:
    """Seconds until `workers` processes finish `chunks` handed out in order to whichever is free first (the
    pool's `imap_unordered`)."""
    free = [0.0] * workers
    for seconds in chunks:
        free[free.index(min(free))] += seconds
    return max(free)


def throughput(task: str, n: int) -> float:
    """Section 3: 1 vs 2 workers on `n` items of `task`; returns the measured wall speed-up."""
    from mindbench.builder.pipeline.jobs import CHUNK

    print(f"# mindbench bench: {task}, test split, n={n} ({-(-n // CHUNK)} chunks of {CHUNK})")
    timed_build(task, 4, 1)  # warm-up: imports and caches, so the 1-worker figure is not penalised
    per_item, share, _ = floor_share(task, min(n, 50))
    print(f"generate+verify in-process : {per_item * 1000:7.1f} ms/item, rasterize+encode {share:5.1%} of it")
    one: dict = {}
    two: dict = {}
    cpu1: list[float] = []
    cpu2: list[float] = []
    t1 = timed_build(task, n, 1, cpu=cpu1, parts=one)
    t2 = timed_build(task, n, 2, cpu=cpu2, parts=two)
    speed_up = t1 / t2
    print(f"build, 1 worker            : {n / t1:7.1f} items/s ({t1:.1f} s)")
    print(f"build, 2 workers           : {n / t2:7.1f} items/s ({t2:.1f} s), speed-up {speed_up:.2f}x (wall; "
          "only meaningful on an otherwise idle machine)")
    # Load-independent: the 1-worker build's CPU, split into its chunks and the rest (serial in any build), replayed
    # on two workers as the pool hands chunks out.
    serial = cpu1[0] - sum(one["chunks"])
    ideal = cpu1[0] / (serial + makespan(one["chunks"], 2))
    extra = (cpu2[0] + two["children"]) / cpu1[0] - 1
    print(f"2 workers from CPU seconds : speed-up {ideal:.2f}x at most (serial {serial:.2f} s of {cpu1[0]:.2f} s, "
          f"chunks replayed on 2 workers); the 2-worker build used {extra:+.1%} CPU")
    return speed_up


IMAGE_KB_TARGET = 40  # issue #28: images stay at most this many KB per item


def published_image_bytes(folder: Path) -> list[tuple[str, str, list[int]]]:
    """(config, split, the PNG bytes of each image) for every Parquet split under `folder`/*/data (configs
    without an image column are left out), in path order."""
    import pyarrow.parquet as pq

    splits: dict[tuple[str, str], list[int]] = {}
    for path in sorted(folder.glob("*/data/*/*.parquet")):
        schema = pq.read_schema(path)
        if "image" not in schema.names:
            continue
        images = pq.read_table(path, columns=["image"]).column("image").to_pylist()
        key = (path.parent.name, path.name.split("-", 1)[0])
        splits.setdefault(key, []).extend(len(image["bytes"]) for image in images if image)
    return [(config, split, sizes_) for (config, split), sizes_ in splits.items()]


def published_bytes_table(folder: Path) -> None:
    """Print `published_image_bytes` per config and split, in KB (1 KB = 1,024 bytes)."""
    import numpy as np

    rows = published_image_bytes(folder)
    if not rows:
        print(f"--published {folder}: no Parquet files with images under {folder}/*/data; give a build's --out folder")
        return
    print(f"# published image bytes per item, KB: {folder}")
    print(f"{'config':36s} {'split':6s} {'items':>6s} {'mean':>6s} {'p95':>6s} {'max':>6s} "
          f"{'>' + str(IMAGE_KB_TARGET) + ' KB':>7s}")
    for config, split, sizes_ in rows:
        kb = np.array(sizes_) / 1024
        print(f"{config:36s} {split:6s} {len(kb):6d} {kb.mean():6.1f} {np.percentile(kb, 95):6.1f} {kb.max():6.1f} "
              f"{(kb > IMAGE_KB_TARGET).mean() * 100:6.1f}%")
    print()


def main(argv: list[str] | None = None) -> int:
    from mindbench.oneline import OneLineParser

    parser = OneLineParser(prog="python -m mindbench.builder.commands.bench", description=__doc__.splitlines()[0])
    parser.add_argument("--task", default="mental_rotation")
    parser.add_argument("--n", type=int, default=200, help="items of --task built with 1 and 2 workers (0: skip)")
    parser.add_argument("--per-task", type=int, default=20, help="items per task in the table (0: skip it)")
    parser.add_argument("--tasks", type=lambda text: [t for t in text.split(",") if t],
                        help="comma-separated tasks of the per-task table (default: every registered task)")
    parser.add_argument("--rasterizers", type=int, default=4, help="items per task compared (0: skip)")
    parser.add_argument("--floor", type=int, default=8, help="items per task in the floor table (0: skip)")
    parser.add_argument("--procedural", type=int, default=10, help="items per task of mindbench.procedural (0: skip)")
    parser.add_argument("--memory", type=sizes, help="build sizes whose peak RSS is compared (default: N,4N; 0: "
                        "skip); the acceptance figure is 1000,10000")
    parser.add_argument("--published", type=Path, help="a finished build's folder: its image bytes per config and "
                        "split (then only what is asked for besides; e.g. --published out --per-task 0 --floor 0 "
                        "--procedural 0 --rasterizers 0 --n 0 --memory 0)")
    args = parser.parse_args(argv)

    if args.n < 0 or args.per_task < 0:
        parser.error("--n and --per-task must not be negative")
    if args.published:
        published_bytes_table(args.published)
    per_item_build = per_task_table(args.per_task, args.tasks) if args.per_task else {}
    if args.floor:
        floor_table(args.floor)
    if args.procedural:
        procedural_table(args.procedural)
    if args.rasterizers:
        rasterizer_table(args.rasterizers)
    speed_up = throughput(args.task, args.n) if args.n else None
    if per_item_build and not args.tasks:  # the projection needs every task
        projection(per_item_build, speed_up)
    memory = args.memory if args.memory is not None else ([args.n, 4 * args.n] if args.n else [])
    if memory:
        small, large = memory
        m_small, m_large = peak_memory_mb(args.task, small), peak_memory_mb(args.task, large)
        print(f"peak RSS, n={small:<6d}         : {m_small:7.1f} MB")
        print(f"peak RSS, n={large:<6d}         : {m_large:7.1f} MB  (ratio {m_large / m_small:.2f} for "
              f"{large / small:g}x the items)")
    return 0


def projection(per_item_build: dict[str, float], speed_up: float | None) -> None:
    """The full default build from the table's CPU seconds per item (fixed per-split costs left out: a few tenths
    of a second per split). On 2 workers: half the items' CPU, plus, per split, the last chunk that one worker
    finishes while the other has nothing left (half a chunk on average)."""
    from mindbench.builder.pipeline.jobs import CHUNK
    from mindbench.generators.common.registry import all_tasks

    sizes_ = {s.name: s.default_n for s in all_tasks()}
    items = sum(sum(n.values()) for n in sizes_.values())
    cpu = sum(sum(n.values()) * per_item_build[t] for t, n in sizes_.items())
    tail = sum(len(n) * CHUNK / 2 * per_item_build[t] for t, n in sizes_.items())
    line = (f"projected full default build: {items} items, {cpu / 60:.1f} CPU-min; on 2 idle cores "
            f"{(cpu / 2 + tail) / 60:.1f} min")
    if speed_up:
        line += f" ({cpu / speed_up / 60:.1f} min at the measured speed-up {speed_up:.2f}x)"
    print(line + " (train redraws for test collisions not included)")


if __name__ == "__main__":
    sys.exit(main())
