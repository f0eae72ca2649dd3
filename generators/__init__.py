"""Pure, deterministic item generation for mindbench (no file, Parquet, Hub or lmms-eval knowledge)."""

GENERATOR_VERSION = "8"
# The generator version at which each benchmark's items were last redrawn, which is what their seeds take: a version
# that changes only another benchmark's draws, or only how images are encoded, keeps this benchmark's draws (the same
# maps and puzzles, so its measured baselines, margins and human figures stay valid) while its bytes and fingerprint
# still follow GENERATOR_VERSION. A benchmark not listed seeds with GENERATOR_VERSION.
SEED_EPOCHS = {"mindseye": "6", "m3str": "7"}
