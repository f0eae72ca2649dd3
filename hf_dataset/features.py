"""The Parquet schema of the item record, carrying the `datasets` features so `load_dataset` sees an Image."""

from __future__ import annotations

import functools

import pyarrow as pa

from mindbench.generators.common.item import COLUMNS


@functools.cache
def features():
    """`datasets.Features` of the item record (imported lazily: `datasets` is slow to import)."""
    from datasets import Features, Image, Sequence, Value

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
    return Features(spec)


@functools.cache
def arrow_schema() -> pa.Schema:
    """Arrow schema with the `huggingface` metadata key, as `datasets` itself writes it."""
    return features().arrow_schema


def rows_to_table(rows: list[dict]) -> pa.Table:
    return pa.Table.from_pylist(rows, schema=arrow_schema())
