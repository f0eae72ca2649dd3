"""`mindbench publish`: upload a built benchmark folder to the Hugging Face Hub in one commit.

What is uploaded is exactly `upload_plan` (the card, the manifest, the sample images and the shards the manifest
lists; never `.mindbench/` or stray files), and what `--dry-run` prints. The upload is one `create_commit`: blobs
(Parquet, PNG) are pushed first (Xet, or LFS where `hf_xet` is not installed), then a single commit adds every file
and deletes the Hub's stale files under `data/` and `samples/` (shards of an earlier build that this one no longer
has). Any failure before that commit leaves the repo as it was; blobs the Hub already holds are not sent again, so
rerunning an interrupted publish resumes it. The token comes from the usual places (HF_TOKEN, `hf auth login`)
and is never printed.
"""

from __future__ import annotations

import json
from pathlib import Path

# Hub paths this command owns: a remote file there that the plan does not list is from an older build.
OWNED_PREFIXES = ("data/", "samples/")


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
    for rel in manifest.get("samples", []):
        if not (folder / rel).is_file():
            raise PublishError(f"{folder}: manifest lists {rel} but it is missing")
    return manifest


def stale_files(remote: list[str], plan: list[tuple[str, int]]) -> list[str]:
    """Remote files under the paths this command owns that the plan no longer has (deleted in the same commit)."""
    planned = {rel for rel, _ in plan}
    return sorted(p for p in remote if p.startswith(OWNED_PREFIXES) and p not in planned)


def _transport_errors() -> tuple[type[BaseException], ...]:
    """Connection-level exceptions of the HTTP client huggingface_hub uses (httpx2, httpx or requests)."""
    import importlib

    found: list[type[BaseException]] = [OSError]
    for module, name in (("httpx2", "HTTPError"), ("httpx", "HTTPError"), ("requests", "RequestException")):
        try:
            found.append(getattr(importlib.import_module(module), name))
        except (ImportError, AttributeError):
            continue
    return tuple(found)


def redact(text: str, token: str | None) -> str:
    """`text` with the token cut out: a Hub (or proxy) error may echo the Authorization header back."""
    return text.replace(token, "hf_***") if token else text


def explain(exc: BaseException, repo_id: str, endpoint: str) -> str:
    """One line for a failed Hub call, with the Hub's reason when it gives one (the caller redacts the token)."""
    from huggingface_hub.errors import HfHubHTTPError, OfflineModeIsEnabled

    if isinstance(exc, OfflineModeIsEnabled):
        return "HF_HUB_OFFLINE is set; unset it to publish"
    if isinstance(exc, HfHubHTTPError):
        status = getattr(exc.response, "status_code", None)
        if status == 401:
            return (f"the Hub rejected the token (401 Unauthorized) at {endpoint}; set HF_TOKEN to a valid token "
                    "or run `hf auth login`")
        if status == 403:
            return (f"the token may not write to datasets/{repo_id} (403 Forbidden); use a token with write access "
                    "to that namespace")
        first = next((line.strip() for line in str(exc).splitlines() if line.strip()), type(exc).__name__)
        said = next((line.strip() for line in (exc.server_message or "").splitlines() if line.strip()), "")
        if said and said not in first:  # the Hub's own reason ("Bad request for commit endpoint:" alone says little)
            first = f"{first.rstrip(':')}: {said}"
        return f"upload to datasets/{repo_id} failed: {first}"
    if isinstance(exc, _transport_errors()):
        return f"cannot reach the Hub at {endpoint}: {str(exc).splitlines()[0] if str(exc) else type(exc).__name__}"
    return f"upload to datasets/{repo_id} failed: {str(exc).splitlines()[0] if str(exc) else type(exc).__name__}"


def publish(folder: Path, repo_id: str, dry_run: bool = False, private: bool = False) -> None:
    manifest = check_folder(folder, repo_id)
    plan = upload_plan(folder, manifest)
    total = sum(size for _, size in plan)
    print(f"repo: datasets/{repo_id} ({'private' if private else 'public'})")
    configs = [f"{config} [{'/'.join(splits)}]" for config, splits in sorted(manifest["configs"].items())]
    print(f"configs: {', '.join(configs)}")
    for rel, size in plan:
        print(f"  {rel}  {size / 1e6:.2f} MB")
    print(f"{len(plan)} files, {total / 1e6:.1f} MB, one commit; Hub files under data/ and samples/ that are not "
          "listed here are deleted in the same commit")
    if dry_run:
        print("dry run: nothing uploaded")
        return

    from huggingface_hub import CommitOperationAdd, CommitOperationDelete, HfApi, get_token
    from huggingface_hub.hf_api import RepoFile

    token = get_token()
    if not token:
        raise PublishError("no Hugging Face token: set HF_TOKEN or run `hf auth login`")
    api = HfApi(token=token)
    try:
        api.create_repo(repo_id, repo_type="dataset", private=private, exist_ok=True)
        remote = [f.path for f in api.list_repo_tree(repo_id, repo_type="dataset", recursive=True)
                  if isinstance(f, RepoFile)]
        stale = stale_files(remote, plan)
        if stale:
            print(redact(f"deleting {len(stale)} stale file(s) of an earlier build: {', '.join(stale)}", token))
        operations = [CommitOperationDelete(path_in_repo=rel) for rel in stale] + [
            CommitOperationAdd(path_in_repo=rel, path_or_fileobj=str(folder / rel)) for rel, _ in plan]
        commit = api.create_commit(repo_id, operations, repo_type="dataset",
                                   commit_message=f"mindbench build (generator {manifest['generator_version']})")
    except (ValueError, *_transport_errors()) as exc:  # HTTP status, no connection, offline, a malformed answer
        raise PublishError(redact(explain(exc, repo_id, api.endpoint), token)) from None
    print(redact(f"published: {commit.commit_url}", token))
