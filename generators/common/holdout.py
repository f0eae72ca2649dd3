"""Object-level holdout: the keys a test item protects and a train item exposes.

The builder redraws a train item whose `train_keys` meet any test item's `test_keys` (same benchmark). Two kinds
of key go in:

* **Object keys** `<family>:<hash>`: the thing a finetuned model could memorise, in a form equal for every item
  showing the same object (a polycube in any pose or mirrored, a net turned or flipped on the paper, a fold
  sequence with its punches under any symmetry of the sheet, a knowledge-graph map in any config). Each task
  builds them from its `params` with `object_key`.
* **Image keys** `image:<sha256>`: the PNG bytes, added to every task's keys by `TaskSpec`, so no image repeats
  across splits whatever a task's object keys say.

`in_test_share` is the explicit split of an object space too small for rejection alone: a fixed hash puts a
stated share of the objects on the test side, test draws only from it and train only from the rest.
"""

from __future__ import annotations

import hashlib
from typing import Any

from mindbench.generators.common.item import Item, signature_hash
from mindbench.generators.common.rng import derive_seed

IMAGE_PREFIX = "image:"
SHARE_BUCKETS = 10_000


def image_key(item: Item) -> str:
    """The item's image bytes (one key per distinct PNG)."""
    return IMAGE_PREFIX + hashlib.sha256(item.image).hexdigest()


def object_key(family: str, form: Any) -> str:
    """`<family>:<hash of a canonical, JSON-serialisable form>`; equal forms give equal keys across tasks."""
    return f"{family}:{signature_hash(form)}"


def in_test_share(family: str, form: Any, share: float) -> bool:
    """Whether an object lies in the fixed, hash-chosen test share of its space (a pure function of the object)."""
    return derive_seed("holdout", family, signature_hash(form)) % SHARE_BUCKETS < share * SHARE_BUCKETS
