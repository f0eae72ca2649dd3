"""Option-specific attention score (OAS): how much of a model's answer-time attention falls on each option panel.

`mindbench oas` (`oas_main`) runs a Hugging Face VLM on panel items with eager attention, takes the attention from the
generated answer token to the image tokens (mean over heads and the last layers), maps every image token back to
its pixel rectangle in the original image through the model's own preprocessing (`adapters`), and scores each
option box (`adapters.option_scores`). `stats` summarises correct-vs-distractor attention by outcome.

Importing this package is cheap: numpy is imported by the submodules, torch and transformers only inside the
functions that run a model.
"""

from __future__ import annotations


def oas_main(argv: list[str] | None = None) -> int:
    """Entry point for `mindbench oas ...`; returns the exit status."""
    from mindbench.lmms_tasks.oas.cli import main

    return main(argv)


__all__ = ["oas_main"]
