"""Pure, deterministic item generation for mindbench (no file, Parquet, Hub or lmms-eval knowledge)."""

GENERATOR_VERSION = "10"
# The generator version whose seeds each benchmark's items take (its seed epoch). A version that changes only another
# benchmark, only how images are encoded, or only how some of its tasks sample (those tasks' items are redrawn from
# the same seeds) keeps the epoch, so every other task keeps the same maps and puzzles and its measured baselines,
# margins and human figures stay valid, while bytes and fingerprint still follow GENERATOR_VERSION. A benchmark not
# listed seeds with GENERATOR_VERSION.
SEED_EPOCHS = {"mindseye": "6", "m3str": "7"}
