"""The Parquet schema of the item record, carrying the `datasets` features so `load_dataset` sees an Image."""

from __future__ import annotations

import functools

import pyarrow as pa

from mindbench.generators.common.item import COLUMNS

# Columns a built split may gain after the build, appended after COLUMNS in this order: `difficulty_human`, the
# human study's 5-rater label written by `mindbench human relabel` (null for an item rated by fewer than 5 people).
OPTIONAL_COLUMNS: tuple[str, ...] = ("difficulty_human",)


@functools.cache
def features(optional: tuple[str, ...] = ()):
    """`datasets.Features` of the item record, plus the `optional` columns a split carries (imported lazily:
    `datasets` is slow to import)."""
    from datasets import Features, Image, Sequence, Value

    unknown = [c for c in optional if c not in OPTIONAL_COLUMNS]
    if unknown:
        raise KeyError(f"not an optional column of the item record: {', '.join(unknown)}")

    spec = {
        "id": Value("string"),
        "benchmark": Value("string"),
        "task": Value("string"),
        "dimension": Value("string"),
        "split": Value("string"),
        "image": Image(),
        "question": Value("string"),
        "choices": Sequence(Value("string")),
        "answer": Value("string"),
        "answer_type": Value("string"),
        "difficulty": Value("string"),
        "option_kinds": Sequence(Value("string")),
        "params": Value("string"),
        "svg": Value("string"),
        "seed": Value("int64"),
        "style": Value("string"),
    }
    assert tuple(spec) == COLUMNS
    spec.update({column: Value("string") for column in OPTIONAL_COLUMNS if column in optional})
    return Features(spec)


@functools.cache
def arrow_schema(optional: tuple[str, ...] = ()) -> pa.Schema:
    """Arrow schema with the `huggingface` metadata key, as `datasets` itself writes it."""
    return features(optional).arrow_schema


def rows_to_table(rows: list[dict]) -> pa.Table:
    return pa.Table.from_pylist(rows, schema=arrow_schema())
