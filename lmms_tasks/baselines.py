"""Weightless baseline models for lmms-eval: chance, answer-distribution shortcuts and a scoring-path check.

lmms-eval 0.7.3 finds plugin models through the `lmms_eval.models` entry point, which must return
`ModelManifest`s (the `@register_model` decorator alone is never imported). `register()` stays cheap: the model
classes subclass lmms-eval's `lmms` (which imports torch) and are built only when lmms-eval first asks this module
for one of them (module `__getattr__`).

    --model mindbench_random   [--model_args seed=0]           uniform over each item's valid answers (none: open)
    --model mindbench_constant [--model_args choice=A,yes_no=Yes,integer=1,open=unknown]
    --model mindbench_prior                                    most frequent answer of the task's train split
    --model mindbench_oracle   [--model_args template="{answer}"]  the gold answer: scoring must give 100%
"""

from __future__ import annotations

import hashlib
import random
from collections import Counter
from collections.abc import Mapping
from functools import cache
from typing import Any

from mindbench.lmms_tasks.utils import valid_answers

# canonical id -> (class name, aliases); the short aliases do not collide with lmms-eval 0.7.3's built-in models
MODELS: dict[str, tuple[str, tuple[str, ...]]] = {
    "mindbench_random": ("RandomBaseline", ("random",)),
    "mindbench_constant": ("ConstantBaseline", ("constant",)),
    "mindbench_prior": ("PriorBaseline", ("prior",)),
    "mindbench_oracle": ("OracleBaseline", ("oracle",)),
}
DEFAULT_CONSTANTS: dict[str, str] = {"choice": "A", "yes_no": "Yes", "integer": "1", "open": "unknown"}


def register() -> list[Any]:
    """Entry-point payload: one manifest per baseline."""
    from lmms_eval.models.registry_v2 import ModelManifest

    return [
        ModelManifest(model_id=model_id, simple_class_path=f"{__name__}.{cls}", aliases=aliases)
        for model_id, (cls, aliases) in MODELS.items()
    ]


def random_answer(doc: Mapping[str, Any], seed: int) -> str:
    """A uniform draw over the item's valid answers, fixed by (seed, item id) so any sharding gives the same."""
    answers = valid_answers(doc)
    if not answers:  # an open answer: no finite set to draw from, so no guess (chance 0)
        return ""
    digest = hashlib.sha256(f"{seed}|{doc['id']}".encode()).digest()
    return random.Random(digest).choice(answers)


def most_frequent(answers: list[str]) -> str:
    """The modal answer; ties go to the smallest answer so the choice is reproducible."""
    if not answers:
        raise ValueError("no answers to take a prior from")
    counts = Counter(answers)
    return min(counts, key=lambda answer: (-counts[answer], answer))


def _split_answers(dataset: Any, task: str) -> list[str]:
    """The train split's gold answers (column read only: images stay undecoded)."""
    if dataset is None or "train" not in dataset:
        raise ValueError(
            f"mindbench_prior needs a train split for {task!r}, and the loaded dataset has none; build one "
            "with `mindbench build --split train` (or use a Hub repo that has it)."
        )
    return [str(answer) for answer in dataset["train"]["answer"]]


@cache
def _classes() -> dict[str, type]:
    """Build the model classes on first use (importing lmms-eval's model base class imports torch)."""
    from lmms_eval.api.model import lmms

    class _Baseline(lmms):
        """Answers from the doc alone: no weights, no visuals, CPU only."""

        def __init__(self, **_: Any) -> None:  # lmms-eval passes batch_size/device/...; nothing to use
            super().__init__()

        @property
        def device(self) -> str:
            return "cpu"

        def answer(self, doc: Mapping[str, Any], task: str) -> str:
            raise NotImplementedError

        def generate_until(self, requests: list[Any]) -> list[str]:
            responses = []
            for request in requests:
                _context, _gen_kwargs, _doc_to_visual, doc_id, task, split = request.args
                doc = self.task_dict[task][split][doc_id]
                responses.append(self.answer(doc, task))
            return responses

        def generate_until_multi_round(self, requests: list[Any]) -> list[str]:
            return self.generate_until(requests)

        def loglikelihood(self, requests: list[Any]) -> list[tuple[float, bool]]:
            raise NotImplementedError("mindbench baselines only answer generate_until tasks")

    class RandomBaseline(_Baseline):
        def __init__(self, seed: int | str = 0, **kwargs: Any) -> None:
            super().__init__(**kwargs)
            self.seed = int(seed)

        def answer(self, doc: Mapping[str, Any], task: str) -> str:
            return random_answer(doc, self.seed)

    class ConstantBaseline(_Baseline):
        def __init__(self, choice: Any = "A", yes_no: Any = "Yes", integer: Any = 1, open: Any = "unknown",
                     **kwargs: Any) -> None:
            super().__init__(**kwargs)
            self.constants = {"choice": str(choice), "yes_no": str(yes_no), "integer": str(integer),
                              "open": str(open)}

        def answer(self, doc: Mapping[str, Any], task: str) -> str:
            return self.constants[doc["answer_type"]]

    class PriorBaseline(_Baseline):
        def __init__(self, **kwargs: Any) -> None:
            super().__init__(**kwargs)
            self.priors: dict[str, str] = {}

        def answer(self, doc: Mapping[str, Any], task: str) -> str:
            if task not in self.priors:
                self.priors[task] = most_frequent(_split_answers(self.task_dict.get(task), task))
            return self.priors[task]

    class OracleBaseline(_Baseline):
        def __init__(self, template: str = "{answer}", **kwargs: Any) -> None:
            super().__init__(**kwargs)
            self.template = str(template)

        def answer(self, doc: Mapping[str, Any], task: str) -> str:
            return self.template.format(answer=doc["answer"])

    return {cls.__name__: cls for cls in (RandomBaseline, ConstantBaseline, PriorBaseline, OracleBaseline)}


def __getattr__(name: str) -> type:
    """Hand lmms-eval the class named in a manifest's class path."""
    if name in {cls for cls, _ in MODELS.values()}:
        return _classes()[name]
    raise AttributeError(f"module {__name__!r} has no attribute {name!r}")
