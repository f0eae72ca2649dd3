"""Packaging: the repository's top-level folders install as subpackages of one import namespace, `mindbench`.

`generators/` becomes `mindbench.generators`, `builder/` `mindbench.builder`, and so on; `mindbench/` itself holds
the public API and `oneline.py`, the one-line CLI errors every folder's commands share. Everything else about the
distribution is declared in pyproject.toml.
"""

from setuptools import find_packages, setup

FOLDERS = ("generators", "builder", "hf_dataset", "lmms_tasks", "human_study")

setup(
    packages=["mindbench"] + [f"mindbench.{name}"
                              for name in find_packages(include=[f"{folder}*" for folder in FOLDERS])],
    package_dir={"mindbench": "mindbench", **{f"mindbench.{folder}": folder for folder in FOLDERS}},
)
