"""`mindbench publish`: upload a built benchmark folder to the Hugging Face Hub in one commit.

`upload_folder` pushes LFS blobs before committing and skips blobs the Hub already holds, so an interrupted
upload resumes by running the same command. The token comes from the usual places (HF_TOKEN, `hf auth login`).
"""

from __future__ import annotations

import json
from pathlib import Path


class PublishError(Exception):
    """A user-facing problem, printed as one line."""


def upload_plan(folder: Path, manifest: dict) -> list[tuple[str, int]]:
    """(path in repo, bytes) of exactly what is published: the card, the manifest and the shards it lists."""
    files = ["README.md", "manifest.json", *manifest.get("samples", [])] + sorted(
        shard["file"] for splits in manifest["configs"].values() for entry in splits.values()
        for shard in entry["shards"])
    return [(rel, (folder / rel).stat().st_size) for rel in files]


def check_folder(folder: Path, repo_id: str) -> dict:
    from huggingface_hub.utils import HFValidationError, validate_repo_id

    try:
        validate_repo_id(repo_id)
    except HFValidationError as exc:
        raise PublishError(f"--repo {repo_id!r}: {str(exc).splitlines()[0]}") from None
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
    manifest = check_folder(folder, repo_id)
    plan = upload_plan(folder, manifest)
    total = sum(size for _, size in plan)
    print(f"repo: datasets/{repo_id} ({'private' if private else 'public'})")
    configs = [f"{config} [{'/'.join(splits)}]" for config, splits in sorted(manifest["configs"].items())]
    print(f"configs: {', '.join(configs)}")
    for rel, size in plan:
        print(f"  {rel}  {size / 1e6:.2f} MB")
    print(f"{len(plan)} files, {total / 1e6:.1f} MB, one commit; Hub files under data/ that are not listed here "
          "are deleted in the same commit")
    if dry_run:
        print("dry run: nothing uploaded")
        return
    from huggingface_hub import HfApi
    from huggingface_hub.errors import HfHubHTTPError

    api = HfApi()
    try:
        api.create_repo(repo_id, repo_type="dataset", private=private, exist_ok=True)
        commit = api.upload_folder(repo_id=repo_id, repo_type="dataset", folder_path=str(folder),
                                   allow_patterns=[rel for rel, _ in plan], delete_patterns=["data/**"],
                                   commit_message=f"mindbench build (generator {manifest['generator_version']})")
    except (HfHubHTTPError, OSError, ValueError) as exc:  # HTTP errors, no network / offline mode, bad input
        raise PublishError(f"upload to {repo_id} failed: {str(exc).splitlines()[0]}") from None
    print(f"published: {commit.commit_url}")
