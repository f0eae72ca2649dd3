"""Two real optimisation steps of TRL's `GRPOTrainer` with mindbench's verifiable rewards, on items generated on
the fly (`mindbench.procedural_dataset`), with a tiny random LLaVA built here (no download), on CPU.

The trainer samples completions for each prompt with its image, scores them with `mindbench.rewards.accuracy`
and `format_reward` (the evaluation extractor decides what was answered), and takes policy-gradient steps. The
tiny model's answers are noise, so its sampling is restricted to the option letters and the end token (TRL's
`generation_kwargs`): some completions then commit to one letter and some do not, rewards differ within a group,
and the policy gradient is not zero. What is under test is that the dataset, the image path and the rewards plug
into the trainer unchanged and move the weights. `pytest -m slow -s tests/test_grpo.py` prints the logged loss
and rewards.
"""

from __future__ import annotations

import itertools
import math
from importlib.util import find_spec
from pathlib import Path

import pytest

# a check of the install, not an import: importing trl costs most of a second in every collecting worker
pytestmark = [pytest.mark.slow,
              pytest.mark.skipif(find_spec("trl") is None, reason="trl is not installed (the train extra)")]

CONFIG = "paper_folding"


@pytest.fixture(scope="module")
def holdout(tmp_path_factory: pytest.TempPathFactory) -> Path:
    from mindbench.builder.commands.cli import main

    out = tmp_path_factory.mktemp("grpo")
    assert main(["build", "--benchmark", "mindseye", "--tasks", CONFIG, "--split", "test", "--n", "8", "--out",
                 str(out), "--quiet"]) == 0
    return out


def test_grpo_trainer_takes_two_steps_on_procedural_items(holdout: Path, tmp_path: Path) -> None:
    import datasets
    from trl import GRPOConfig, GRPOTrainer

    import mindbench
    from tests.tiny_vlm import build_model, build_processor, build_tokenizer

    stream = mindbench.procedural_dataset(CONFIG, holdout=holdout)
    # GRPOTrainer samples prompts by index (it repeats each prompt num_generations times), so the endless stream is
    # cut to the prompts the two steps use; the rows are exactly the stream's first ones
    train = datasets.Dataset.from_list(list(itertools.islice(iter(stream), 4)), features=stream.features)
    assert set(train.column_names) >= {"prompt", "image", "answer", "answer_type", "choices"}

    import torch

    tokenizer = build_tokenizer()
    processor = build_processor(tokenizer)
    model = build_model(tokenizer).train()
    before = {name: p.detach().clone() for name, p in model.named_parameters()}
    allowed = {tokenizer.convert_tokens_to_ids(letter) for letter in "ABCD"} | {tokenizer.eos_token_id}
    banned = [[token] for token in range(len(tokenizer)) if token not in allowed]
    args = GRPOConfig(output_dir=str(tmp_path / "run"), max_steps=2, per_device_train_batch_size=4,
                      num_generations=4, max_completion_length=2, learning_rate=1e-2, logging_steps=1,
                      save_strategy="no", report_to="none", use_cpu=True, dataloader_num_workers=0, seed=0,
                      temperature=1.0, generation_kwargs={"bad_words_ids": banned})
    trainer = GRPOTrainer(model=model, args=args, train_dataset=train, processing_class=processor,
                          reward_funcs=[mindbench.rewards.accuracy, mindbench.rewards.format_reward])
    trainer.train()

    assert trainer.state.global_step == 2
    logs = [entry for entry in trainer.state.log_history if "loss" in entry]
    assert len(logs) == 2
    for entry in logs:
        print({key: entry[key] for key in sorted(entry) if key.startswith(("loss", "reward", "rewards/"))})
        assert math.isfinite(entry["loss"])
        assert 0.0 <= entry["rewards/accuracy/mean"] <= 1.0 and 0.0 <= entry["rewards/format_reward/mean"] <= 1.0
    assert any(entry["reward_std"] > 0 for entry in logs)  # the rewards told completions apart
    changed = [name for name, p in model.named_parameters() if not torch.equal(p.detach(), before[name])]
    assert changed  # a real step: the policy gradient moved the weights
