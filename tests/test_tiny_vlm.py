"""A real VLM through the whole evaluation chain, offline: dataset → doc_to_visual → LlavaProcessor → a random
tiny LLaVA → extraction → metrics → results files → `mindbench report`.

lmms-eval's `llava_hf` adapter swallows generation errors and returns "" (and lmms-eval exits 0 when a run
fails), so the end-to-end test reads the written files and insists on non-empty raw responses.
"""

from __future__ import annotations

import json
import os
import subprocess
import sys
from pathlib import Path

import pytest

from mindbench.lmms_tasks.report import report_main
from tests.tiny_vlm import IMAGE_TOKEN, save_tiny_llava

REPO = Path(__file__).resolve().parents[1]
TASK = "mindseye_mental_rotation"
LIMIT = 4
MAX_NEW_TOKENS = 16  # the YAML asks for 1024; a random model would spend a minute babbling


@pytest.fixture(scope="module")
def tiny_llava(tmp_path_factory: pytest.TempPathFactory) -> Path:
    return save_tiny_llava(tmp_path_factory.mktemp("tiny_llava"))


def test_tiny_llava_is_tiny_and_loads_like_the_adapter_loads_it(tiny_llava: Path) -> None:
    """The saved folder loads with the same calls lmms-eval's adapter makes, and answers a chat turn."""
    import torch
    from PIL import Image
    from transformers import AutoConfig, AutoProcessor, LlavaForConditionalGeneration

    assert sum(f.stat().st_size for f in tiny_llava.iterdir()) < 2_000_000
    assert AutoConfig.from_pretrained(tiny_llava).model_type == "llava"
    model = LlavaForConditionalGeneration.from_pretrained(tiny_llava, device_map="cpu")
    processor = AutoProcessor.from_pretrained(tiny_llava)
    assert type(processor.image_processor).__name__ == "CLIPImageProcessorPil"  # no torchvision needed
    assert sum(p.numel() for p in model.parameters()) < 500_000

    # the chat adapter's structured message; the template must turn the image item into one <image>
    messages = [{"role": "user", "content": [{"type": "image", "url": "x"}, {"type": "text", "text": "Which?"}]}]
    text = processor.apply_chat_template(messages, tokenize=False, add_generation_prompt=True)
    assert text.count(IMAGE_TOKEN) == 1 and text.endswith("ASSISTANT:")
    image = Image.new("RGB", (1024, 1024), "white")
    inputs = processor(images=[image], text=text, return_tensors="pt")
    image_id = processor.tokenizer.convert_tokens_to_ids(IMAGE_TOKEN)
    assert int((inputs["input_ids"] == image_id).sum()) == 4  # (30 // 15) ** 2 patches, CLS dropped
    with torch.inference_mode():
        eos = processor.tokenizer.eos_token_id
        output = model.generate(**inputs, do_sample=False, max_new_tokens=8, pad_token_id=eos, eos_token_id=eos)
    new_tokens = output[:, inputs["input_ids"].shape[-1]:]
    assert new_tokens.shape[-1] == 8  # special tokens (EOS included) are suppressed, so it never stops early
    assert processor.tokenizer.batch_decode(new_tokens, skip_special_tokens=True)[0] != ""


# ----------------------------------------------------------------------------------------------- end to end


@pytest.fixture(scope="module")
def data_root(e2e_data: Path) -> Path:
    """The small local build every end-to-end test reads (see conftest's `e2e_data`)."""
    return e2e_data


def run_llava_hf(model_dir: Path, data_root: Path, out: Path) -> subprocess.CompletedProcess:
    env = {
        **os.environ,
        "HF_HUB_OFFLINE": "1",
        "HF_DATASETS_OFFLINE": "1",
        "TRANSFORMERS_OFFLINE": "1",
        "MINDBENCH_DATA_DIR": str(data_root),
        "HF_DATASETS_CACHE": str(out / "hf_datasets_cache"),
    }
    cmd = [
        sys.executable, "-m", "lmms_eval",
        "--model", "llava_hf",
        "--model_args", f"pretrained={model_dir},device_map=cpu,device=cpu",
        "--tasks", TASK,
        "--include_path", str(REPO / "lmms_tasks"),
        "--limit", str(LIMIT),
        "--gen_kwargs", f"max_new_tokens={MAX_NEW_TOKENS}",
        "--batch_size", "1",
        "--log_samples",
        "--output_path", str(out / "results"),
        "--timezone", "UTC",
    ]
    return subprocess.run(cmd, cwd=REPO, env=env, capture_output=True, text=True, timeout=300)


def raw_response(line: dict) -> str:
    """The model's unfiltered text: `resps` when lmms-eval kept it apart, else `filtered_resps`."""
    value = line.get("resps", line.get("filtered_resps"))
    while isinstance(value, list):
        value = value[0] if value else ""
    return str(value)


@pytest.mark.slow
def test_llava_hf_end_to_end_on_a_local_build(tiny_llava: Path, data_root: Path, tmp_path: Path) -> None:
    proc = run_llava_hf(tiny_llava, data_root, tmp_path)
    log = f"{proc.stdout[-2000:]}\n{proc.stderr[-4000:]}"
    results_files = list((tmp_path / "results").rglob("*_results.json"))
    assert len(results_files) == 1, f"no results file written:\n{log}"
    results = json.loads(results_files[0].read_text(encoding="utf-8"))
    task_results = results["results"][TASK]
    accuracy = task_results["accuracy,none"]
    assert isinstance(accuracy, float) and 0.0 <= accuracy <= 1.0, log
    assert task_results["chance_accuracy,none"] == pytest.approx(0.25)
    assert results["n-samples"][TASK]["effective"] == LIMIT

    samples_file = results_files[0].with_name(results_files[0].name.replace("_results.json", f"_samples_{TASK}.jsonl"))
    lines = [json.loads(line) for line in samples_file.read_text(encoding="utf-8").splitlines() if line.strip()]
    assert len(lines) == LIMIT
    for line in lines:
        assert raw_response(line).strip(), f"empty response (a swallowed generation error?):\n{log}"
        record = line["accuracy_easy"]
        assert record["response"].strip() == raw_response(line).strip()  # the record logs what the model said
        assert record["chosen_kind"] in {"correct", "unanswered", "invalid", *record["distractor_kinds"]}
        assert record["correct"] == (record["extracted"] == record["answer"])
        assert line["accuracy"] == float(record["correct"])
    assert accuracy == pytest.approx(sum(line["accuracy"] for line in lines) / LIMIT)

    # and the report reads what the real run wrote
    assert report_main([str(tmp_path / "results"), "--out", str(tmp_path / "report")]) == 0
    markdown = (tmp_path / "report" / "report.md").read_text(encoding="utf-8")
    assert f"| mindseye | {TASK} |" in markdown
