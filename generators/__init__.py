"""Pure, deterministic item generation for mindbench (no file, Parquet, Hub or lmms-eval knowledge)."""

GENERATOR_VERSION = "6"
