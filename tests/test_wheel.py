"""A wheel that works: built from the checkout, installed outside it, and everything still runs.

The editable install the other tests use hides missing package data (the repository is on the path). Here:

* the wheel's file list is compared with every data file the code opens at run time (an audit hook records
  them while a small build and the lmms-eval task loader run), so a new data file cannot be forgotten;
* the wheel is installed into a fresh virtual environment that borrows the project's already-installed
  dependencies (a path line in a `.pth` file, which does not activate the editable install), and from a
  folder outside the repository `mindbench build`, `load_dataset`, `mindbench eval` (the random baseline
  through lmms-eval) and `mindbench report` run on it.
"""

from __future__ import annotations

import json
import os
import shutil
import subprocess
import sys
import sysconfig
import zipfile
from pathlib import Path

import pytest

REPO = Path(__file__).resolve().parents[1]
PACKAGES = ("generators", "builder", "hf_dataset", "lmms_tasks", "human_study")

_OPENED_FILES = r"""
import json, sys
from pathlib import Path
repo = Path(sys.argv[1]).resolve()
opened = set()

def hook(event, args):
    if event == "open" and isinstance(args[0], (str, bytes)) and not str(args[1] or "r").startswith(("w", "a", "x")):
        path = Path(args[0] if isinstance(args[0], str) else args[0].decode())
        if path.is_absolute() and repo in path.parents and not path.suffix in (".py", ".pyc"):
            opened.add(str(path.resolve().relative_to(repo)))

sys.addaudithook(hook)
from mindbench.builder.pipeline.jobs import plan_jobs
from mindbench.builder.pipeline.run import build
from lmms_eval.utils import load_yaml_config
out = Path(sys.argv[2])
build(out, plan_jobs(["mindseye", "m3str"], ["paper_folding", "count_entity", "detect_mix"], ["test"], 2, 0, None),
      progress=False)
for path in sorted((repo / "lmms_tasks").glob("*.yaml")):
    load_yaml_config(str(path), mode="full")
from fastapi.testclient import TestClient
from mindbench.human_study.app import StudyConfig, create_app
client = TestClient(create_app(StudyConfig(folder=out / "mindseye", db=out / "study.sqlite", per_person=2, practice=0)))
pages = [client.get(p) for p in ("/", "/static/study.js", "/static/study.css")]
assert all(p.status_code == 200 for p in pages), [p.status_code for p in pages]
print(json.dumps(sorted(opened)))
"""


def _registered_tasks() -> list[str]:
    from mindbench import tasks

    return [spec.name for spec in tasks()]


def source_tree(target: Path) -> Path:
    """The project's files as a fresh clone has them (no build/ or egg-info left over from an earlier build)."""
    listed = subprocess.run(["git", "ls-files", "--cached", "--others", "--exclude-standard", "-z"], cwd=REPO,
                            check=True, capture_output=True).stdout.decode().split("\0")
    for name in filter(None, listed):
        source = REPO / name
        if source.is_file():
            (target / name).parent.mkdir(parents=True, exist_ok=True)
            shutil.copy2(source, target / name)
    return target


@pytest.fixture(scope="module")
def wheel(tmp_path_factory: pytest.TempPathFactory) -> Path:
    dist = tmp_path_factory.mktemp("dist")
    tree = source_tree(tmp_path_factory.mktemp("source"))
    subprocess.run([sys.executable, "-m", "pip", "wheel", "--no-deps", "--no-build-isolation", "-q", "-w", str(dist),
                    str(tree)], check=True, capture_output=True, timeout=600)
    [built] = dist.glob("mindbench-*.whl")
    return built


@pytest.mark.slow  # long (make test stays under 5 minutes); runs in make test-slow
def test_the_wheel_holds_every_data_file_the_code_opens(wheel: Path, tmp_path: Path) -> None:
    proc = subprocess.run([sys.executable, "-c", _OPENED_FILES, str(REPO), str(tmp_path / "out")], cwd=REPO,
                          capture_output=True, text=True, timeout=600)
    assert proc.returncode == 0, proc.stderr[-3000:]
    opened = {p for p in json.loads(proc.stdout.strip().splitlines()[-1]) if p.split("/")[0] in PACKAGES}
    assert any(p.startswith("generators/m3str/data/atlas/") for p in opened)  # the default (atlas) KG was read
    assert any(p.startswith("lmms_tasks/_") for p in opened)  # an include template was read
    assert any(p.startswith("human_study/templates/") for p in opened)  # the study's pages were rendered
    names = set(zipfile.ZipFile(wheel).namelist())
    in_wheel = {f"mindbench/{p}" for p in opened}  # each folder installs as a subpackage of `mindbench`
    assert in_wheel <= names, f"missing from the wheel: {sorted(in_wheel - names)}"
    shipped_templates = {n for n in names if n.startswith("mindbench/lmms_tasks/_") and n.endswith("_yaml")}
    assert shipped_templates == {f"mindbench/lmms_tasks/{p.name}" for p in (REPO / "lmms_tasks").glob("_*_yaml")}


@pytest.mark.slow  # builds the wheel (make test stays under 5 minutes); runs in make test-slow
def test_the_wheel_installs_one_top_level_package(wheel: Path) -> None:
    """`pip install mindbench` adds `mindbench` and nothing else a user's own `builder` or `generators` could
    collide with."""
    names = zipfile.ZipFile(wheel).namelist()
    top_level = {name.split("/")[0] for name in names}
    assert top_level == {"mindbench", f"{wheel.name.split('-')[0]}-{wheel.name.split('-')[1]}.dist-info"}
    subpackages = {name.split("/")[1] for name in names if name.startswith("mindbench/") and name.count("/") > 1}
    assert subpackages == set(PACKAGES)


@pytest.mark.slow  # long (make test stays under 5 minutes); runs in make test-slow
def test_the_wheel_installed_elsewhere_builds_loads_evaluates_and_reports(wheel: Path, tmp_path: Path) -> None:
    venv = tmp_path / "venv"
    subprocess.run([sys.executable, "-m", "venv", "--without-pip", str(venv)], check=True, timeout=300)
    py = venv / "bin" / "python"
    site = subprocess.run([str(py), "-c", "import sysconfig; print(sysconfig.get_paths()['purelib'])"],
                          check=True, capture_output=True, text=True).stdout.strip()
    # borrow the project's dependencies: a plain path line adds the folder without running its .pth files,
    # so the editable install of the checkout stays switched off
    (Path(site) / "borrowed_dependencies.pth").write_text(sysconfig.get_paths()["purelib"] + "\n")
    subprocess.run([str(py), "-m", "pip", "install", "--no-deps", "--no-index", "-q", str(wheel)], check=True,
                   capture_output=True, timeout=600)
    work = tmp_path / "elsewhere"
    work.mkdir()
    env = {k: v for k, v in os.environ.items() if k not in ("PYTHONPATH", "VIRTUAL_ENV")}
    env |= {"HF_HUB_OFFLINE": "1", "HF_DATASETS_OFFLINE": "1", "TRANSFORMERS_OFFLINE": "1",
            "HF_DATASETS_CACHE": str(tmp_path / "hf_cache"), "MINDBENCH_DATA_DIR": str(work / "out"),
            "PATH": f"{venv / 'bin'}:{env.get('PATH', '')}"}

    def run(*cmd: str) -> str:
        proc = subprocess.run(list(cmd), cwd=work, env=env, capture_output=True, text=True, timeout=600)
        assert proc.returncode == 0, f"{' '.join(cmd)}:\n{proc.stdout[-2000:]}\n{proc.stderr[-3000:]}"
        return proc.stdout

    where = run(str(py), "-c", "import mindbench, mindbench.builder, mindbench.lmms_tasks; "
                "print(mindbench.__file__); print(mindbench.builder.__file__); print(mindbench.lmms_tasks.__file__)")
    assert all(line.startswith(str(venv)) for line in where.split()), where  # the wheel's copy, not the checkout
    for package in PACKAGES:  # the generic names are not importable on their own
        assert run(str(py), "-c", f"import importlib.util; print(importlib.util.find_spec({package!r}))") == "None\n"
    generated = run(str(py), "-c", "import mindbench; item = mindbench.generate('paper_folding', 3); "
                    "print(item.id, len(mindbench.tasks()))")
    assert generated.split() == ["mindseye/paper_folding/test/000003", str(len(_registered_tasks()))]
    mindbench = str(venv / "bin" / "mindbench")
    run(mindbench, "build", "--benchmark", "all", "--tasks", "paper_folding,count_entity", "--split", "test",
        "--n", "4", "--out", "out", "--quiet")
    loaded = run(str(py), "-c", "from datasets import load_dataset; "
                 "print(len(load_dataset('out/mindseye', 'paper_folding', split='test')), "
                 "len(load_dataset('out/m3str', 'count_entity', split='test')))")
    assert loaded.split() == ["4", "4"]
    run(mindbench, "eval", "--model", "mindbench_random", "--tasks", "mindseye_paper_folding,m3str_count_entity",
        "--output_path", "results", "--log_samples", "--timezone", "UTC", "--verbosity", "WARNING")
    run(mindbench, "report", "results", "--out", "report")
    assert list((work / "report").glob("*.png"))
    assert "mindseye_paper_folding" in (work / "report" / "report.md").read_text()


@pytest.mark.slow
def test_make_dist_needs_only_the_build_tools(tmp_path: Path) -> None:
    """`make dist` on a fresh copy of the tree builds and checks the sdist and wheel without the project's
    environment: no `.venv` appears, only the small `.venv-dist` holding `build` and `twine`."""
    tree = source_tree(tmp_path / "source")
    proc = subprocess.run(["make", "dist"], cwd=tree, capture_output=True, text=True, timeout=900)
    assert proc.returncode == 0, proc.stdout[-2000:] + proc.stderr[-3000:]
    assert not (tree / ".venv").exists()
    assert sorted(p.suffix for p in (tree / "dist").iterdir()) == [".gz", ".whl"]
    tools = subprocess.run([str(tree / ".venv-dist" / "bin" / "python"), "-m", "pip", "list", "--format=freeze"],
                           capture_output=True, text=True, check=True).stdout
    assert "torch" not in tools and "datasets" not in tools
