"""`mindbench publish`: upload a built benchmark folder to the Hugging Face Hub in one commit.

`upload_folder` pushes LFS blobs before committing and skips blobs the Hub already holds, so an interrupted
upload resumes by running the same command. The token comes from the usual places (HF_TOKEN, `hf auth login`).
"""

from __future__ import annotations

import json
from pathlib import Path

IGNORE = [".mindbench/*", ".mindbench/**", "*.tmp"]


class PublishError(Exception):
    """A user-facing problem, printed as one line."""


def upload_plan(folder: Path) -> list[tuple[str, int]]:
    """(path in repo, bytes) of every file that would be uploaded, in a stable order."""
    files = []
    for path in sorted(folder.rglob("*")):
        rel = path.relative_to(folder).as_posix()
        if path.is_file() and not rel.startswith(".mindbench/") and not rel.endswith(".tmp"):
            files.append((rel, path.stat().st_size))
    return files


def check_folder(folder: Path) -> dict:
    if not folder.is_dir():
        raise PublishError(f"{folder}: not a directory")
    for name in ("README.md", "manifest.json"):
        if not (folder / name).is_file():
            raise PublishError(f"{folder}: no {name}; pass a folder written by `mindbench build` (e.g. out/mindseye)")
    manifest = json.loads((folder / "manifest.json").read_text())
    for config, splits in manifest["configs"].items():
        for split, entry in splits.items():
            for shard in entry["shards"]:
                if not (folder / shard["file"]).is_file():
                    raise PublishError(f"{folder}: manifest lists {shard['file']} ({config}/{split}) but it is missing")
    return manifest


def publish(folder: Path, repo_id: str, dry_run: bool = False, private: bool = False) -> None:
    manifest = check_folder(folder)
    plan = upload_plan(folder)
    total = sum(size for _, size in plan)
    print(f"repo: datasets/{repo_id} ({'private' if private else 'public'})")
    configs = [f"{config} [{'/'.join(splits)}]" for config, splits in sorted(manifest["configs"].items())]
    print(f"configs: {', '.join(configs)}")
    for rel, size in plan:
        print(f"  {rel}  {size / 1e6:.2f} MB")
    print(f"{len(plan)} files, {total / 1e6:.1f} MB, one commit")
    if dry_run:
        print("dry run: nothing uploaded")
        return
    from huggingface_hub import HfApi
    from huggingface_hub.errors import HfHubHTTPError

    api = HfApi()
    try:
        api.create_repo(repo_id, repo_type="dataset", private=private, exist_ok=True)
        commit = api.upload_folder(repo_id=repo_id, repo_type="dataset", folder_path=str(folder),
                                   ignore_patterns=IGNORE,
                                   commit_message=f"mindbench build (generator {manifest['generator_version']})")
    except HfHubHTTPError as exc:
        raise PublishError(f"upload to {repo_id} failed: {str(exc).splitlines()[0]}") from None
    print(f"published: {commit.commit_url}")
