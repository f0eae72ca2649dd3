"""Two real optimisation steps of TRL's `SFTTrainer` on a `<config>_sft` view, with a tiny random LLaVA, on CPU.

The view is loaded with `load_dataset(folder, "<config>_sft")` exactly as the README shows and handed to the
trainer unchanged: TRL's vision collator renders `messages` with the processor's chat template, attaches `images`,
and the model trains on it. No download: the model, tokenizer and processor are built by tests/tiny_vlm.py.
"""

from __future__ import annotations

import math
from importlib.util import find_spec
from pathlib import Path

import pytest

# a check of the install, not an import: importing trl costs most of a second in every collecting worker
pytestmark = pytest.mark.skipif(find_spec("trl") is None, reason="trl is not installed (the train extra)")

CONFIG = "detect_entity"
N_TRAIN = 4


@pytest.fixture(scope="module")
def sft_folder(tmp_path_factory: pytest.TempPathFactory) -> Path:
    from mindbench.builder.commands.cli import main

    out = tmp_path_factory.mktemp("trl")
    # both splits: a train-only build would first build the default-size test split to keep train disjoint from it
    assert main(["build", "--benchmark", "m3str", "--tasks", CONFIG, "--split", "both", "--n", str(N_TRAIN),
                 "--out", str(out), "--quiet"]) == 0
    return out / "m3str"


def test_sft_trainer_takes_two_steps_on_the_sft_view(sft_folder: Path, tmp_path: Path) -> None:
    import torch
    from datasets import load_dataset
    from trl import SFTConfig, SFTTrainer

    from tests.tiny_vlm import build_model, build_processor, build_tokenizer

    train = load_dataset(str(sft_folder), f"{CONFIG}_sft", split="train")
    assert len(train) == N_TRAIN and set(train.column_names) == {"id", "messages", "images"}
    assert train[0]["messages"][1]["content"][0]["text"] in ("Answer: Yes", "Answer: No")

    tokenizer = build_tokenizer()
    processor = build_processor(tokenizer)
    model = build_model(tokenizer).train()
    before = {name: p.detach().clone() for name, p in model.named_parameters()}

    args = SFTConfig(output_dir=str(tmp_path / "run"), max_steps=2, per_device_train_batch_size=2,
                     learning_rate=1e-2, logging_steps=1, save_strategy="no", report_to="none", use_cpu=True,
                     max_length=None, dataloader_num_workers=0, seed=0)
    trainer = SFTTrainer(model=model, args=args, train_dataset=train, processing_class=processor)
    result = trainer.train()

    assert trainer.state.global_step == 2
    losses = [entry["loss"] for entry in trainer.state.log_history if "loss" in entry]
    assert len(losses) == 2 and all(math.isfinite(loss) and loss > 0 for loss in losses)
    assert math.isfinite(result.training_loss)
    changed = [name for name, p in model.named_parameters() if not torch.equal(p.detach(), before[name])]
    assert any(name.startswith("model.language_model") or "language_model" in name for name in changed)
    assert any("vision" in name or "projector" in name for name in changed)  # the image reached the model
