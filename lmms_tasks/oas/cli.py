"""`mindbench oas`: option-specific attention scores of a Hugging Face VLM on Mind's Eye panel items.

Reads items straight from a `mindbench build` folder (Parquet, with pyarrow), runs the model on the `direct`
evaluation prompt (mindbench.lmms_tasks.utils.doc_to_text), and writes to --out:

* `oas_items.jsonl`: one record per item (OAS and attention share of every option, gold, chosen, correct, …);
* `oas_summary.json`: OAS_correct vs mean OAS_distractors by outcome (paired t-test, Cohen's d), the point-biserial
  correlation of OAS_correct with correctness, accuracy by OAS quartile, per-task means, the same under the
  relative-attention normalisation (`relative`), region-aligned attention (`raa`), and the run's settings;
* `oas.png`: the paper's comparison (correct option vs distractors, for correct and for wrong answers) and
  accuracy by OAS quartile.

Exit status: 0 written, 1 no item could be scored, 2 bad arguments or no data.
"""

from __future__ import annotations

import argparse
import io
import json
import os
import sys
import time
from collections.abc import Iterator, Mapping
from pathlib import Path
from typing import Any

from mindbench.lmms_tasks.oas.runner import DEFAULT_LAYERS, DEFAULT_MAX_NEW_TOKENS, MODEL_NAMES
from mindbench.oneline import OneLineParser, positive_int, print_error

PROG = "mindbench oas"
DTYPES = ("float32", "bfloat16", "float16", "float64")  # torch dtype names `dtype=` may give
DATA_DIR_ENV = "MINDBENCH_DATA_DIR"
BENCHMARK = "mindseye"
DEFAULT_N = 25
COLUMNS = ["id", "task", "dimension", "difficulty", "image", "question", "choices", "answer", "answer_type",
           "option_kinds", "params"]


# ---- data ----------------------------------------------------------------------------------------------------


def resolve_data(arg: str | None, environ: Mapping[str, str] = os.environ) -> Path:
    """The benchmark folder (the one holding `data/<config>/`): --data (OUT or OUT/mindseye), else
    $MINDBENCH_DATA_DIR/mindseye."""
    root = Path(arg) if arg else Path(environ[DATA_DIR_ENV]) if environ.get(DATA_DIR_ENV) else None
    if root is None:
        raise FileNotFoundError(f"no data: pass --data OUT/mindseye or set {DATA_DIR_ENV}=OUT "
                                f"(build it with `mindbench build --benchmark mindseye --out OUT`)")
    for candidate in (root, root / BENCHMARK):
        if (candidate / "data").is_dir():
            return candidate
    raise FileNotFoundError(f"{root} holds no data/<config>/ folder (a `mindbench build --out` folder's "
                            f"{BENCHMARK}/ is expected)")


def config_name(task: str) -> str:
    """lmms-eval task name (`mindseye_paper_folding`) or bare config (`paper_folding`) → config."""
    return task.removeprefix(f"{BENCHMARK}_")


def available_configs(root: Path, split: str) -> list[str]:
    return sorted(p.name for p in (root / "data").iterdir() if p.is_dir() and any(p.glob(f"{split}-*.parquet")))


def read_items(root: Path, config: str, split: str, n: int) -> Iterator[dict[str, Any]]:
    """The first `n` rows of a config's split, in file order (shards sorted by name)."""
    import pyarrow.parquet as pq

    left = n
    for shard in sorted((root / "data" / config).glob(f"{split}-*.parquet")):
        file = pq.ParquetFile(shard)
        columns = [c for c in COLUMNS if c in file.schema_arrow.names]
        for batch in file.iter_batches(batch_size=max(1, min(left, 64)), columns=columns):
            for row in batch.to_pylist():
                if left <= 0:
                    return
                left -= 1
                yield row


def option_boxes(row: Mapping[str, Any]) -> list[list[float]] | None:
    params = json.loads(row["params"]) if isinstance(row.get("params"), str) else row.get("params") or {}
    boxes = (params.get("layout") or {}).get("option_boxes")
    return [list(map(float, box)) for box in boxes] if boxes else None


def decisive_regions(row: Mapping[str, Any], gold: int) -> list[list[float]]:
    """The regions that decide a panel item, for RAA: the gold option's box, and the stimulus box where it is a
    region of its own (odd-one-out layouts make the stimulus box the whole panel area: there only the gold box)."""
    params = json.loads(row["params"]) if isinstance(row.get("params"), str) else row.get("params") or {}
    layout = params.get("layout") or {}
    boxes = [list(map(float, box)) for box in layout.get("option_boxes") or []]
    regions = [boxes[gold]]
    stimulus = layout.get("stimulus_box")
    if stimulus:
        sx0, sy0, sx1, sy1 = map(float, stimulus)
        holds_an_option = any(sx0 <= x0 and sy0 <= y0 and x1 <= sx1 and y1 <= sy1 for x0, y0, x1, y1 in boxes)
        if not holds_an_option:
            regions.append([sx0, sy0, sx1, sy1])
    return regions


def normalised_scores(prefix: str, scores: Any, letters: list[str], gold: int) -> dict[str, Any]:
    """Per-option OAS and share of one attention normalisation, and the gold-vs-distractors summary of each."""
    distractors = [k for k in range(len(letters)) if k != gold]
    oas = {letter: float(value) for letter, value in zip(letters, scores.oas, strict=True)}
    return {
        f"{prefix}oas": oas,
        f"{prefix}share": {letter: float(value) for letter, value in zip(letters, scores.share, strict=True)},
        f"{prefix}oas_correct": oas[letters[gold]],
        f"{prefix}oas_distractors": float(sum(scores.oas[k] for k in distractors) / len(distractors)),
        f"{prefix}share_correct": float(scores.share[gold]),
        f"{prefix}share_distractors": float(sum(scores.share[k] for k in distractors) / len(distractors)),
    }


def open_image(row: Mapping[str, Any]) -> Any:
    from PIL import Image

    image = row["image"]
    data = image.get("bytes") if isinstance(image, Mapping) else image
    if data is None and isinstance(image, Mapping) and image.get("path"):
        return Image.open(image["path"]).convert("RGB")
    return Image.open(io.BytesIO(data)).convert("RGB")


# ---- one item ------------------------------------------------------------------------------------------------


def score_item(lm: Any, row: Mapping[str, Any], layers: int, max_new_tokens: int, strategy: str,
               relative: bool = True) -> dict[str, Any]:
    from mindbench.lmms_tasks.oas.adapters import (
        option_scores,
        region_share,
        relative_attention,
        union_area_fraction,
    )
    from mindbench.lmms_tasks.oas.runner import item_attention, option_letters
    from mindbench.lmms_tasks.utils import choice_aliases, choice_places, doc_to_text

    boxes = option_boxes(row)
    choices = list(row["choices"])
    letters = option_letters(len(choices))
    if boxes is None or len(boxes) != len(choices):
        raise ValueError(f"{row['id']}: {0 if boxes is None else len(boxes)} option boxes for {len(choices)} choices")
    image = open_image(row)
    prompt = doc_to_text(row, {"strategy": strategy})
    started = time.perf_counter()
    att = item_attention(lm, image, prompt, choices, n_layers=layers, max_new_tokens=max_new_tokens,
                         answer_type=row["answer_type"], relative=relative, aliases=choice_aliases(row),
                         places=choice_places(row))
    rects = lm.adapter.token_rects(image.size)
    scores = option_scores(att.image_attention, rects, boxes, image.size)
    gold = letters.index(row["answer"])
    regions = decisive_regions(row, gold)
    record: dict[str, Any] = {
        "id": row["id"], "task": row["task"], "difficulty": row.get("difficulty"),
        "answer": row["answer"], "chosen": att.extracted, "correct": att.extracted == row["answer"],
        "response": att.response,
        **normalised_scores("", scores, letters, gold),
        "raa": region_share(att.image_attention, rects, regions, image.size),
        "raa_uniform": union_area_fraction(regions, image.size),
    }
    if att.baseline_attention is not None:
        relative = relative_attention(att.image_attention, att.baseline_attention)
        record.update(normalised_scores("rel_", option_scores(relative, rects, boxes, image.size), letters, gold))
        record["raa_rel"] = region_share(relative, rects, regions, image.size)
    oas = record["oas"]
    return {
        **record,
        "oas_chosen": oas.get(att.extracted) if att.extracted else None,
        "most_attended": letters[int(scores.oas.argmax())],
        "option_kinds": dict(zip(letters, row.get("option_kinds") or [], strict=False)),
        "image_attention": att.image_share,
        "unmapped": scores.unmapped,
        "answer_tokens": att.answer_tokens, "answer_token_text": att.answer_token_text,
        "answer_token_source": att.answer_token_source,
        "n_image_tokens": att.n_image_tokens, "image_size": list(image.size), "layers": att.layers,
        "seconds": round(time.perf_counter() - started, 3),
    }


# ---- command -------------------------------------------------------------------------------------------------


def checked_model_args(model_args: dict[str, str]) -> dict[str, str]:
    """`model_args` whose dtype and pixel bounds the model loader can use; ValueError names the bad one (checked
    here, before minutes of model loading, and so a typo is not a traceback)."""
    if model_args.get("dtype") and model_args["dtype"] not in DTYPES:
        raise ValueError(f"--model-args dtype={model_args['dtype']}: choose from {', '.join(DTYPES)}")
    for key in ("min_pixels", "max_pixels"):
        value = model_args.get(key)
        if value is not None and not (value.isascii() and value.isdigit() and int(value) > 0):
            raise ValueError(f"--model-args {key}={model_args[key]}: expected a positive integer")
    return model_args


def make_parser() -> argparse.ArgumentParser:
    from mindbench.lmms_tasks.utils import STRATEGIES

    parser = OneLineParser(prog=PROG, description=__doc__.splitlines()[0])
    parser.add_argument("--model", choices=MODEL_NAMES, default="auto",
                        help="model family (lmms-eval names; llava_hf = LLaVA 1.5 and LLaVA-NeXT); auto: from the "
                             "checkpoint's config")
    parser.add_argument("--model-args", "--model_args", required=True, dest="model_args",
                        help="pretrained=PATH_OR_ID[,device=cuda|cpu][,device_map=auto][,dtype=bfloat16]"
                             "[,min_pixels=N,max_pixels=N (Qwen)]")
    parser.add_argument("--data", help=f"build folder (OUT or OUT/{BENCHMARK}); default ${DATA_DIR_ENV}")
    parser.add_argument("--tasks", default="", help="comma-separated configs (mindseye_paper_folding or "
                                                     "paper_folding); default: every config in the folder")
    parser.add_argument("--split", default="test")
    parser.add_argument("--n", type=positive_int, default=DEFAULT_N, help=f"items per task (default {DEFAULT_N})")
    parser.add_argument("--out", type=Path, default=Path("oas_out"), help="output folder (default ./oas_out)")
    parser.add_argument("--layers", type=positive_int, default=DEFAULT_LAYERS,
                        help=f"average over this many last decoder layers (default {DEFAULT_LAYERS}; "
                             "capped at the model's depth)")
    parser.add_argument("--max-new-tokens", type=positive_int, default=DEFAULT_MAX_NEW_TOKENS)
    parser.add_argument("--no-relative", dest="relative", action="store_false",
                        help="skip the relative-attention normalisation (saves one forward pass per item)")
    parser.add_argument("--prompt", choices=STRATEGIES, default="direct", help="prompt strategy (default direct)")
    return parser


def main(argv: list[str] | None = None) -> int:
    args = make_parser().parse_args(sys.argv[1:] if argv is None else argv)
    from mindbench.lmms_tasks.oas.runner import parse_model_args

    try:
        model_args = checked_model_args(parse_model_args(args.model_args))
        root = resolve_data(args.data)
    except (ValueError, FileNotFoundError) as error:
        return print_error(PROG, str(error))
    configs = [config_name(t) for t in args.tasks.split(",") if t.strip()] or available_configs(root, args.split)
    missing = [c for c in configs if not any((root / "data" / c).glob(f"{args.split}-*.parquet"))]
    if missing or not configs:
        return print_error(PROG, f"no {args.split} data for {', '.join(missing) or 'any config'} under {root}")
    if args.out.exists() and not args.out.is_dir():
        return print_error(PROG, f"--out {args.out}: not a directory")

    from mindbench.lmms_tasks.oas.runner import load_model
    from mindbench.lmms_tasks.oas.stats import figure, summarize, summary_lines

    try:
        lm = load_model(args.model, model_args)
    except (OSError, ValueError) as error:  # no such checkpoint, no adapter for its model_type, --model mismatch
        first = next(iter(str(error).strip().splitlines()), error.__class__.__name__)
        return print_error(PROG, f"--model-args pretrained={model_args['pretrained']}: {first}")
    args.out.mkdir(parents=True, exist_ok=True)
    records: list[dict[str, Any]] = []
    skipped: list[dict[str, str]] = []
    with open(args.out / "oas_items.jsonl", "w", encoding="utf-8") as items_file:
        for config in configs:
            for row in read_items(root, config, args.split, args.n):
                if row.get("answer_type") != "choice" or option_boxes(row) is None:
                    skipped.append({"id": row["id"], "reason": "not a panel item with option_boxes"})
                    continue
                record = score_item(lm, row, args.layers, args.max_new_tokens, args.prompt, args.relative)
                records.append(record)
                items_file.write(json.dumps(record) + "\n")
                items_file.flush()
                print(f"{record['id']}: gold {record['answer']} chose {record['chosen']} "
                      f"OAS {' '.join(f'{k}={v:.2f}' for k, v in record['oas'].items())}", flush=True)
    if not records:
        print("mindbench oas: no panel item was scored", file=sys.stderr)
        return 1
    adapter = lm.adapter
    summary = {
        "model": model_args["pretrained"], "model_type": lm.model_type, "adapter": adapter.family,
        "adapter_params": {k: v for k, v in vars(adapter).items()},
        "device": lm.device, "dtype": lm.dtype, "layers": records[0]["layers"], "layers_requested": args.layers,
        "n_decoder_layers": lm.n_layers, "prompt": args.prompt, "split": args.split, "n_per_task": args.n,
        "tasks": configs, "skipped": skipped,
        **summarize(records),
    }
    (args.out / "oas_summary.json").write_text(json.dumps(summary, indent=1, default=str) + "\n", encoding="utf-8")
    title = f"OAS · {Path(model_args['pretrained']).name} · last {len(summary['layers'])} layers · {summary['n']} items"
    figure(summary, args.out / "oas.png", title)
    print("\n".join(summary_lines(summary)))
    print(f"wrote {args.out / 'oas_items.jsonl'}, {args.out / 'oas_summary.json'}, {args.out / 'oas.png'}")
    return 0


if __name__ == "__main__":
    sys.exit(main())
