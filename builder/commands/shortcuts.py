"""Context-blind shortcut checks: can a rule that never looks at the stem pick the gold panel?

Since I-RAVEN found that RAVEN's answers could be picked from the answer set alone, every multiple-choice
visual benchmark should show that its options carry no tell. For each panel item we measure simple statistics
of every option panel, from the PNG the model sees (cropped to the panel's drawing area, without its letter):

* `ink`: share of non-white pixels;
* `elements`: connected ink components;
* `edges`: share of pixels on an ink boundary;
* `bbox`: the ink's bounding box (x0, y0, x1, y1, relative to the panel);
* `colour`: a 64-bin histogram of the ink's colours (2 bits per channel), normalised;
* `centroid`: the ink's centre of mass, relative to the panel;
* `holes`: enclosed white regions (components of the background that do not touch the panel border);
* `dark`: connected dark components (luminance below 110: punched holes, marks, strokes).

Two heuristics per feature group: *most unlike* picks the option farthest from the mean of the others, *most
typical* the nearest. Ties share the credit (a tie between k options scores 1/k when gold is among them), so
an uninformative feature scores chance exactly in expectation.
"""

from __future__ import annotations

import io
import sys
from collections.abc import Iterable, Mapping
from pathlib import Path
from typing import Any

import numpy as np

FEATURE_GROUPS: dict[str, slice] = {
    "ink": slice(0, 1),
    "elements": slice(1, 2),
    "edges": slice(2, 3),
    "bbox": slice(3, 7),
    "centroid": slice(7, 9),
    "holes": slice(9, 10),
    "colour": slice(10, 74),
    "dark": slice(74, 75),
}
N_FEATURES = 75
HEURISTICS = ("most_unlike", "most_typical")
INK_THRESHOLD = 236  # a pixel is ink when any channel is darker than this
PANEL_INSET = 6  # canvas.option_panel draws inside the box inset by this …
LABEL_HEIGHT = 34  # … and above the letter label strip of this height


def _decode(png: bytes) -> np.ndarray:
    from PIL import Image

    with Image.open(io.BytesIO(png)) as image:
        return np.asarray(image.convert("RGB"), dtype=np.uint8)


def panel_crops(png: bytes, option_boxes: Iterable[Iterable[float]]) -> list[np.ndarray]:
    """Each option's drawing area (RGB arrays), without the frame and the letter label."""
    pixels = _decode(png)
    crops = []
    for box in option_boxes:
        x0, y0, x1, y1 = (round(float(v)) for v in box)
        crops.append(pixels[y0 + PANEL_INSET:y1 - LABEL_HEIGHT, x0 + PANEL_INSET:x1 - PANEL_INSET])
    return crops


def crop_features(crop: np.ndarray) -> np.ndarray:
    """The feature vector of one panel crop (see the module docstring for the layout)."""
    from scipy import ndimage

    ink = (crop < INK_THRESHOLD).any(axis=2)
    h, w = ink.shape
    out = np.zeros(N_FEATURES)
    out[0] = ink.mean()
    out[1] = ndimage.label(ink)[1]
    boundary = ink & ~ndimage.binary_erosion(ink)
    out[2] = boundary.mean()
    ys, xs = np.nonzero(ink)
    if len(xs):
        out[3:7] = (xs.min() / w, ys.min() / h, xs.max() / w, ys.max() / h)
        out[7:9] = (xs.mean() / w, ys.mean() / h)
        quant = (crop[ink] // 64).astype(np.int64)
        hist = np.bincount(quant[:, 0] * 16 + quant[:, 1] * 4 + quant[:, 2], minlength=64)
        out[10:74] = hist / hist.sum()
    background, n_bg = ndimage.label(~ink)
    border = set(np.unique(np.concatenate([background[0], background[-1], background[:, 0], background[:, -1]])))
    out[9] = sum(1 for k in range(1, n_bg + 1) if k not in border)
    luminance = crop.astype(np.float32) @ np.array([0.299, 0.587, 0.114], dtype=np.float32)
    out[74] = ndimage.label(luminance < 110)[1]
    return out


def item_features(png: bytes, option_boxes: Iterable[Iterable[float]]) -> np.ndarray:
    """(n_options, N_FEATURES) for one item."""
    return np.stack([crop_features(c) for c in panel_crops(png, option_boxes)])


def heuristic_credit(features: np.ndarray, gold: int, heuristic: str) -> float:
    """Expected accuracy of one heuristic on one item's (n_options, d) features (ties share the credit)."""
    n = len(features)
    distances = np.array([np.linalg.norm(features[i] - np.delete(features, i, axis=0).mean(axis=0))
                          for i in range(n)])
    target = distances.max() if heuristic == "most_unlike" else distances.min()
    picked = np.isclose(distances, target, rtol=1e-9, atol=1e-12)
    return float(picked[gold]) / int(picked.sum())


def _scales(all_features: list[np.ndarray]) -> np.ndarray:
    """Per-feature spread over every option of every item, so no feature dominates the `all` group."""
    stacked = np.concatenate(all_features)
    spread = stacked.std(axis=0)
    return np.where(spread > 1e-12, spread, 1.0)


def heuristic_accuracies(items: Iterable[tuple[np.ndarray, int]]) -> dict[str, dict[str, float]]:
    """{heuristic: {group: accuracy}} over (features, gold index) pairs; the group `all` uses every feature."""
    items = list(items)
    if not items:
        raise ValueError("no items to score")
    scales = _scales([f for f, _ in items])
    result: dict[str, dict[str, float]] = {}
    for heuristic in HEURISTICS:
        scores: dict[str, float] = {}
        for group, cols in {**FEATURE_GROUPS, "all": slice(0, N_FEATURES)}.items():
            credits = [heuristic_credit(f[:, cols] / scales[cols], gold, heuristic) for f, gold in items]
            scores[group] = float(np.mean(credits))
        result[heuristic] = scores
    return result


def rows_features(rows: Iterable[Mapping[str, Any]]) -> list[tuple[np.ndarray, int]]:
    """(features, gold index) for item rows (dicts with `image` PNG bytes or {"bytes": …}, `params`, `answer`)."""
    import json

    out = []
    for row in rows:
        image = row["image"]
        png = image["bytes"] if isinstance(image, Mapping) else image
        params = json.loads(row["params"]) if isinstance(row["params"], str) else row["params"]
        out.append((item_features(png, params["layout"]["option_boxes"]), "ABCDEFGHIJ".index(row["answer"])))
    return out


def worst_case(accuracies: Mapping[str, Mapping[str, float]]) -> tuple[str, str, float]:
    """The (heuristic, group, accuracy) that scores highest: the one a shortcut bound must hold for."""
    return max(((h, g, a) for h, groups in accuracies.items() for g, a in groups.items()), key=lambda t: t[2])


# ------------------------------------------------------------------------------------------- the command


def read_rows(folder: Path, config: str, split: str, columns: list[str]) -> list[dict[str, Any]]:
    """Rows of one split of a built benchmark folder (only the columns asked for)."""
    import pyarrow.parquet as pq

    files = sorted((folder / "data" / config).glob(f"{split}-*-of-*.parquet"))
    if not files:
        raise FileNotFoundError(f"{folder}: no {config}/{split} split built")
    return [row for path in files for row in pq.read_table(path, columns=columns).to_pylist()]


def relative_features(features: np.ndarray) -> np.ndarray:
    """Each panel's features beside how they differ from the other panels' mean (what a context-blind
    scorer can exploit: the gold panel's own look, and how it stands out)."""
    n = len(features)
    others = (features.sum(axis=0, keepdims=True) - features) / (n - 1)
    return np.concatenate([features, features - others], axis=1)


def panel_scorer_accuracy(train: list[tuple[np.ndarray, int]], test: list[tuple[np.ndarray, int]],
                          seed: int = 0) -> float:
    """Test accuracy of a logistic-regression panel scorer fitted on train panels (gold vs not), never seeing
    the stem: each test item's highest-scoring panel is its pick."""
    from sklearn.linear_model import LogisticRegression
    from sklearn.pipeline import make_pipeline
    from sklearn.preprocessing import StandardScaler

    x = np.concatenate([relative_features(f) for f, _ in train])
    y = np.concatenate([np.arange(len(f)) == gold for f, gold in train]).astype(int)
    model = make_pipeline(StandardScaler(), LogisticRegression(max_iter=2000, C=1.0, random_state=seed))
    model.fit(x, y)
    hits = [float(np.argmax(model.decision_function(relative_features(f))) == gold) for f, gold in test]
    return float(np.mean(hits))


def text_prior_accuracies(train: list[dict[str, Any]], test: list[dict[str, Any]]) -> dict[str, float]:
    """Context-blind baselines for text-choice, Yes/No and count items: nothing but the answer set and train."""
    from collections import Counter

    golds = Counter(str(r["answer"]) for r in train)
    results: dict[str, float] = {}
    if test[0]["answer_type"] == "choice":
        letters = "ABCDEFGHIJ"
        gold_texts = Counter(r["choices"][letters.index(r["answer"])] for r in train)
        seen = Counter(c for r in train for c in r["choices"])

        def pick(row: dict[str, Any], score: Mapping[str, int]) -> float:
            values = [score.get(c, 0) for c in row["choices"]]
            best = [i for i, v in enumerate(values) if v == max(values)]
            return float(letters.index(row["answer"]) in best) / len(best)

        results["most_frequent_gold_choice"] = float(np.mean([pick(r, gold_texts) for r in test]))
        results["most_familiar_choice"] = float(np.mean([pick(r, seen) for r in test]))
        results["most_frequent_gold_letter"] = float(np.mean([str(r["answer"]) == golds.most_common(1)[0][0]
                                                              for r in test]))
    else:
        top = golds.most_common(1)[0][0]
        results["question_only_majority"] = float(np.mean([str(r["answer"]) == top for r in test]))
    return results


def task_shortcuts(folder: Path, spec: Any, kg_path: str | None = None) -> dict[str, Any]:
    """Every context-blind baseline of one task on one built folder: {method: accuracy}, chance and sizes (M3STR
    adds its KG-type and map-shape baselines and tier checks, m3str_shortcuts; `kg_path` is its KG folder)."""
    checks: dict[str, Any] = {}
    if spec.answer_type == "choice" and _is_panel_task(folder, spec.name):
        train = rows_features(read_rows(folder, spec.name, "train", ["image", "params", "answer"]))
        test = rows_features(read_rows(folder, spec.name, "test", ["image", "params", "answer"]))
        methods = {"panel_scorer": panel_scorer_accuracy(train, test)}
        for heuristic, groups in heuristic_accuracies(test).items():
            methods |= {f"{heuristic}:{group}": value for group, value in groups.items()}
        n_train, n_test = len(train), len(test)
    else:
        columns = ["choices", "answer", "answer_type"]
        train_rows = read_rows(folder, spec.name, "train", columns)
        test_rows = read_rows(folder, spec.name, "test", columns)
        methods = text_prior_accuracies(train_rows, test_rows)
        n_train, n_test = len(train_rows), len(test_rows)
        if spec.benchmark == "m3str":
            from mindbench.builder.commands.m3str_shortcuts import m3str_shortcuts

            extra = ["answer", "difficulty", "params"]
            found = m3str_shortcuts(spec.name, read_rows(folder, spec.name, "train", extra),
                                    read_rows(folder, spec.name, "test", extra), lambda name: m3str_kg(name, kg_path))
            methods |= found["methods"]
            checks = found["checks"]
    best = max(methods, key=methods.get)
    return {"task": spec.name, "benchmark": spec.benchmark, "chance": spec.chance, "n_train": n_train,
            "n_test": n_test, "methods": methods, "best_method": best, "best": methods[best],
            "margin": methods[best] - spec.chance, "checks": checks}


def m3str_kg(name: str, kg_path: str | None) -> Any:
    """The KG an M3STR build was made from: --kg, else the embedded default; ValueError when the rows name
    another KG (the type baseline must count the KG the items come from)."""
    from mindbench.generators.common.task import BuildOptions
    from mindbench.generators.m3str.kg import kg_for_options

    kg = kg_for_options(BuildOptions(kg_path=kg_path))
    if kg.name != name:
        raise ValueError(f"the M3STR rows were made from KG {name!r}, not {kg.name!r}: pass its folder with --kg")
    return kg


def _is_panel_task(folder: Path, config: str) -> bool:
    row = read_rows(folder, config, "test", ["choices"])[0]
    return bool(row["choices"]) and all(c == f"Option {'ABCDEFGHIJ'[i]}" for i, c in enumerate(row["choices"]))


def write_outputs(results: list[dict[str, Any]], out: Path, bound: float) -> list[Path]:
    """shortcuts.md, shortcuts.json and shortcuts.png (best context-blind accuracy per task against chance)."""
    import json

    import matplotlib

    matplotlib.use("Agg")
    import matplotlib.pyplot as plt

    out.mkdir(parents=True, exist_ok=True)
    lines = ["# Context-blind shortcut check", "",
             f"A task passes when no baseline that never sees the stem beats chance by more than {bound:.0%}.", "",
             "| benchmark | task | n train | n test | chance | best context-blind baseline | accuracy | margin | "
             "panel scorer | verdict |", "|---|---|---|---|---|---|---|---|---|---|"]
    for r in results:
        scorer = r["methods"].get("panel_scorer")
        verdict = "pass" if r["margin"] <= bound else "SHORTCUT"
        lines.append(f"| {r['benchmark']} | {r['task']} | {r['n_train']} | {r['n_test']} | {r['chance']:.1%} | "
                     f"`{r['best_method']}` | {r['best']:.1%} | {r['margin']:+.1%} | "
                     f"{'' if scorer is None else f'{scorer:.1%}'} | {verdict} |")
    checked = [r for r in results if r.get("checks")]
    if checked:
        from mindbench.builder.commands.m3str_shortcuts import checks_lines

        lines += ["", "## M3STR tiers and map-shape rules", ""]
        for r in checked:
            lines += checks_lines(r["task"], r["checks"])
    (out / "shortcuts.md").write_text("\n".join(lines) + "\n")
    (out / "shortcuts.json").write_text(json.dumps({"bound": bound, "tasks": results}, indent=1) + "\n")
    fig, ax = plt.subplots(figsize=(max(6, 0.9 * len(results)), 4))
    x = np.arange(len(results))
    ax.bar(x, [r["best"] for r in results], color="#5fa8e8", label="best context-blind baseline")
    for i, r in enumerate(results):
        ax.hlines(r["chance"], i - 0.4, i + 0.4, colors="black", linestyles="dashed",
                  label="chance" if i == 0 else None)
        ax.hlines(r["chance"] + bound, i - 0.4, i + 0.4, colors="#d02828", linestyles="dotted",
                  label=f"chance + {bound:.0%}" if i == 0 else None)
    ax.set_xticks(x, [r["task"] for r in results], rotation=40, ha="right")
    ax.set_ylabel("test accuracy")
    ax.set_ylim(0, 1)
    ax.legend(loc="upper right", fontsize=8)
    fig.tight_layout()
    fig.savefig(out / "shortcuts.png", dpi=120)
    plt.close(fig)
    return [out / "shortcuts.md", out / "shortcuts.json", out / "shortcuts.png"]


PROG = "mindbench shortcuts"


def margin_bound(text: str) -> float:
    """--bound: a finite margin over chance, >= 0 (NaN would pass every task)."""
    import argparse
    import math

    try:
        value = float(text)
    except ValueError:
        raise argparse.ArgumentTypeError(f"expected a number such as 0.05, got {text!r}") from None
    if not math.isfinite(value) or value < 0:
        raise argparse.ArgumentTypeError(f"must be a finite number >= 0, got {text!r}")
    return value


def chosen_specs(specs: list[Any], tasks: str | None) -> list[Any]:
    """The registered tasks --tasks names (all when absent) that have a train split to learn from; ValueError
    names the first unknown or test-only one (a silently dropped name would hide a typo)."""
    if tasks is None:
        return [s for s in specs if "train" in s.splits]
    names = [t.strip() for t in tasks.split(",") if t.strip()]
    by_name = {s.name: s for s in specs}
    for name in names:
        if name not in by_name:
            raise ValueError(f"--tasks: unknown task {name!r}; known: {', '.join(by_name)}")
        if "train" not in by_name[name].splits:
            raise ValueError(f"--tasks: {name!r} is test only (no train split for the baselines to learn from)")
    if not names:
        raise ValueError("--tasks: empty list")
    return [by_name[name] for name in dict.fromkeys(names)]


def shortcuts_main(argv: list[str] | None = None) -> int:
    """`mindbench shortcuts`: context-blind baselines per task on a build (built here when --data is absent)."""
    import tempfile

    from mindbench.builder.pipeline.jobs import BuildError, plan_jobs
    from mindbench.builder.pipeline.run import build
    from mindbench.generators.common.registry import all_tasks, benchmarks
    from mindbench.oneline import OneLineParser, positive_int, print_error

    parser = OneLineParser(prog=PROG, description=shortcuts_main.__doc__)
    parser.add_argument("--benchmark", default="all", choices=[*benchmarks(), "all"])
    parser.add_argument("--tasks", help="comma-separated configs (default: every registered task)")
    parser.add_argument("--data", type=Path, help="a `mindbench build --out` folder holding test and train splits")
    parser.add_argument("--n-train", type=positive_int, default=1000,
                        help="train items per task when building (default 1000)")
    parser.add_argument("--n-test", type=positive_int, default=500,
                        help="test items per task when building (default 500)")
    parser.add_argument("--seed", type=int, default=0)
    parser.add_argument("--workers", type=positive_int, default=2)
    parser.add_argument("--kg", help="M3STR: the MMKG folder the build used (default: the embedded KG)")
    parser.add_argument("--bound", type=margin_bound, default=0.05, help="allowed margin over chance (default 0.05)")
    parser.add_argument("--out", type=Path, default=Path("shortcuts"))
    args = parser.parse_args(argv)
    # the baselines learn from the train split: a test-only task (TaskSpec.splits) has nothing to learn from
    try:
        specs = chosen_specs(all_tasks(None if args.benchmark == "all" else args.benchmark), args.tasks)
    except ValueError as exc:
        return print_error(PROG, str(exc))
    if args.data is not None and not args.data.is_dir():
        return print_error(PROG, f"--data {args.data}: not a directory")
    if args.kg is not None and not Path(args.kg).is_dir():
        return print_error(PROG, f"--kg {args.kg}: not a directory")
    kg_path = str(Path(args.kg).resolve()) if args.kg else None
    if args.out.exists() and not args.out.is_dir():  # found now, not after minutes of building and scoring
        return print_error(PROG, f"--out {args.out}: not a directory")
    with tempfile.TemporaryDirectory(prefix="mindbench-shortcuts-") as scratch:
        data = args.data
        if data is None:
            data = Path(scratch)
            try:
                for split, n in (("test", args.n_test), ("train", args.n_train)):
                    for bench in sorted({s.benchmark for s in specs}):
                        names = [s.name for s in specs if s.benchmark == bench]
                        build(data, plan_jobs([bench], names, [split], n, args.seed, kg_path), workers=args.workers)
            except BuildError as exc:
                return print_error(PROG, str(exc))
        results = []
        for spec in specs:
            try:
                results.append(task_shortcuts(data / spec.benchmark, spec, kg_path))
            except FileNotFoundError as exc:
                return print_error(PROG, f"{exc}; build it or leave out --data")
            except ValueError as exc:
                return print_error(PROG, str(exc))
            r = results[-1]
            print(f"{spec.benchmark}/{spec.name}: best context-blind {r['best_method']} {r['best']:.1%} "
                  f"(chance {r['chance']:.1%}, n_test {r['n_test']})", flush=True)
    try:
        written = write_outputs(results, args.out, args.bound)
    except OSError as exc:
        return print_error(PROG, f"--out {args.out}: cannot write ({exc.strerror or exc})")
    for path in written:
        print(path)
    return 0 if all(r["margin"] <= args.bound for r in results) else 1


if __name__ == "__main__":
    sys.exit(shortcuts_main())
