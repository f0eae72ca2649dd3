"""Reward functions for reinforcement learning from verifiable rewards, in TRL's signature.

    from trl import GRPOConfig, GRPOTrainer
    import mindbench

    trainer = GRPOTrainer(model=..., args=GRPOConfig(...), processing_class=processor,
                          train_dataset=mindbench.procedural_dataset("paper_folding"),
                          reward_funcs=[mindbench.rewards.accuracy, mindbench.rewards.format_reward])

`accuracy` is 1.0 when a completion commits to its item's key (the evaluation extractor decides), `format_reward`
1.0 when it commits to any one valid answer. `verl_compute_score` is the same check in verl's reward hook.
"""

from __future__ import annotations

from mindbench.lmms_tasks.rewards import accuracy, completion_text, format_reward, score, verl_compute_score

__all__ = ["accuracy", "completion_text", "format_reward", "score", "verl_compute_score"]
