"""`mindbench publish` against a local Hub: a real HTTP server in this process, `huggingface_hub`'s own client code.

The server (`FakeHub`) speaks the Hub's JSON/NDJSON wire format for exactly the calls `mindbench publish` makes,
and the CLI runs as a subprocess with `HF_ENDPOINT=http://127.0.0.1:PORT`, as a user would run it:
repo creation (`POST /api/repos/create`, 409 when it exists), repo info, README metadata validation,
`preupload` (upload mode per file: LFS for the patterns of the `.gitattributes` the Hub writes at creation,
regular otherwise; the stored oid, so unchanged files are skipped), the Git LFS batch API with basic single-part
PUT transfers, the NDJSON `commit` (regular base64 files, LFS pointers, deletions; applied all at once or not at
all) and the recursive tree listing. It stores what it receives in memory.

Not covered: the Xet storage protocol (binary xorbs and shards sent by the Rust `hf_xet` client, which
`huggingface_hub` uses for LFS-mode files whenever `hf_xet` is installed); the publish runs here set
`HF_HUB_DISABLE_XET=1`, so the blobs go through `huggingface_hub`'s LFS path. Everything before and after the
blob transfer (create, preupload, commit with deletions, error handling) is the same code either way.

Failure injection: `hub.fail = (status, scope)` answers `status` to every authenticated call (`scope="all"`),
to every write (`"write"`: create, preupload, LFS batch, commit) or only to the commit (`"commit"`);
`hub.echo_auth = True` makes those answers quote the request's Authorization header (as a careless proxy might).
"""


from __future__ import annotations

import base64
import fnmatch
import hashlib
import json
import os
import re
import socket
import subprocess
import sys
import threading
from dataclasses import dataclass, field
from http.server import BaseHTTPRequestHandler, ThreadingHTTPServer
from pathlib import Path
from urllib.parse import parse_qs, unquote, urlsplit

import pytest

from tests.conftest import REPO

GITATTRIBUTES = b"*.parquet filter=lfs diff=lfs merge=lfs -text\n*.png filter=lfs diff=lfs merge=lfs -text\n"
LFS_PATTERNS = ("*.parquet", "*.png", "*.arrow", "*.bin")
REGULAR_MAX = 10 * 1024 * 1024


def git_blob_oid(content: bytes) -> str:
    return hashlib.sha1(b"blob %d\0" % len(content) + content).hexdigest()


@dataclass
class Repo:
    files: dict[str, bytes] = field(default_factory=dict)
    lfs: set[str] = field(default_factory=set)  # paths stored as LFS pointers
    commits: list[dict] = field(default_factory=list)  # {"oid", "summary", "ops": [(key, path)]}
    private: bool = False

    @property
    def head(self) -> str:
        return self.commits[-1]["oid"]

    def is_lfs(self, path: str, size: int) -> bool:
        return size > REGULAR_MAX or any(fnmatch.fnmatch(path.rsplit("/", 1)[-1], p) for p in LFS_PATTERNS)

    def oid(self, path: str) -> str:
        content = self.files[path]
        return hashlib.sha256(content).hexdigest() if path in self.lfs else git_blob_oid(content)

    def commit(self, summary: str, ops: list[tuple[str, str]]) -> str:
        oid = hashlib.sha1(f"{len(self.commits)}:{summary}:{ops}".encode()).hexdigest()
        self.commits.append({"oid": oid, "summary": summary, "ops": ops})
        return oid

    def snapshot(self) -> tuple:
        return tuple(sorted(self.files.items())), tuple(c["oid"] for c in self.commits)


class FakeHub:
    def __init__(self, token: str) -> None:
        self.token = token
        self.repos: dict[str, Repo] = {}
        self.lfs_store: dict[str, bytes] = {}  # sha256 -> content, as uploaded
        self.requests: list[tuple[str, str]] = []
        self.fail: tuple[int, str] | None = None
        self.echo_auth = False
        self.lock = threading.Lock()
        self.server = ThreadingHTTPServer(("127.0.0.1", 0), _handler(self))
        self.thread = threading.Thread(target=self.server.serve_forever, daemon=True)

    @property
    def endpoint(self) -> str:
        return f"http://127.0.0.1:{self.server.server_address[1]}"

    def __enter__(self) -> FakeHub:
        self.thread.start()
        return self

    def __exit__(self, *exc) -> None:
        self.server.shutdown()
        self.server.server_close()

    def create(self, repo_id: str, files: dict[str, bytes] | None = None, private: bool = False) -> Repo:
        """A repo as the Hub creates it (one commit with `.gitattributes`), optionally with a second commit."""
        repo = Repo(files={".gitattributes": GITATTRIBUTES}, private=private)
        repo.commit("initial commit", [("file", ".gitattributes")])
        if files:
            for path, content in files.items():
                repo.files[path] = content
                if repo.is_lfs(path, len(content)):
                    repo.lfs.add(path)
                    self.lfs_store[hashlib.sha256(content).hexdigest()] = content
            repo.commit("seeded", [("file", p) for p in files])
        self.repos[repo_id] = repo
        return repo


def _handler(hub: FakeHub):
    class Handler(BaseHTTPRequestHandler):
        protocol_version = "HTTP/1.1"

        def log_message(self, *args) -> None:  # quiet
            pass

        # ---------------------------------------------------------------- plumbing
        def _body(self) -> bytes:
            length = int(self.headers.get("Content-Length") or 0)
            if length:
                return self.rfile.read(length)
            if self.headers.get("Transfer-Encoding", "").lower() == "chunked":
                data = b""
                while True:
                    size = int(self.rfile.readline().strip(), 16)
                    if size == 0:
                        self.rfile.readline()
                        return data
                    data += self.rfile.read(size)
                    self.rfile.readline()
            return b""

        def _send(self, status: int, payload=None, headers: dict | None = None) -> None:
            body = json.dumps(payload).encode() if payload is not None else b""
            self.send_response(status)
            self.send_header("Content-Type", "application/json")
            self.send_header("Content-Length", str(len(body)))
            for key, value in (headers or {}).items():
                self.send_header(key, value)
            self.end_headers()
            self.wfile.write(body)

        def _error(self, status: int, message: str, code: str | None = None) -> None:
            headers = {"X-Error-Message": message}
            if code:
                headers["X-Error-Code"] = code
            self._send(status, {"error": message}, headers)

        def _authorized(self) -> bool:
            return self.headers.get("Authorization") == f"Bearer {hub.token}"

        def _injected(self, kind: str) -> bool:
            """Answer an injected failure; kind is 'read', 'write' or 'commit'."""
            if hub.fail is None:
                return False
            status, scope = hub.fail
            if scope == "all" or (scope == "write" and kind in ("write", "commit")) or scope == kind:
                message = "Invalid credentials in Authorization header" if status == 401 else \
                    "You don't have the rights to write to this repository" if status == 403 else "Internal Error"
                if hub.echo_auth:
                    message += f" (request had Authorization: {self.headers.get('Authorization')})"
                self._error(status, message)
                return True
            return False

        def _route(self, method: str) -> None:
            url = urlsplit(self.path)
            path, query = unquote(url.path), parse_qs(url.query)
            body = self._body() if method in ("POST", "PUT") else b""
            with hub.lock:
                hub.requests.append((method, path))
                if method == "PUT" and path.startswith("/lfs-upload/"):  # presigned: no auth header, like S3
                    return self._lfs_put(path.rsplit("/", 1)[1], body)
                if not self._authorized():
                    return self._error(401, "Invalid credentials in Authorization header")
                if method == "POST" and path == "/api/repos/create":
                    return self._create(json.loads(body))
                if method == "POST" and path == "/api/validate-yaml":
                    return self._send(200, {"errors": [], "warnings": []})
                m = re.fullmatch(r"/datasets/([^/]+/[^/]+)\.git/info/lfs/objects/batch", path)
                if method == "POST" and m:
                    return self._lfs_batch(m.group(1), json.loads(body))
                m = re.fullmatch(r"/api/datasets/([^/]+/[^/]+)(?:/(preupload|commit|tree|revision)/([^/]+)(/.*)?)?",
                                 path)
                if not m:
                    return self._error(404, f"no route {method} {path}")
                repo_id, action, _revision, sub = m.groups()
                repo = hub.repos.get(repo_id)
                if repo is None:
                    return self._error(404, "Repository not found", "RepoNotFound")
                if method == "GET" and action in (None, "revision"):
                    if self._injected("read"):
                        return None
                    return self._send(200, {"id": repo_id, "sha": repo.head, "private": repo.private,
                                            "siblings": [{"rfilename": p} for p in sorted(repo.files)]})
                if method == "GET" and action == "tree":
                    if self._injected("read"):
                        return None
                    return self._tree(repo, (sub or "").strip("/"), query)
                if method == "POST" and action == "preupload":
                    return self._preupload(repo, json.loads(body))
                if method == "POST" and action == "commit":
                    return self._commit(repo_id, repo, body)
                return self._error(404, f"no route {method} {path}")

        def do_GET(self) -> None:  # noqa: N802
            self._route("GET")

        def do_POST(self) -> None:  # noqa: N802
            self._route("POST")

        def do_PUT(self) -> None:  # noqa: N802
            self._route("PUT")

        # ---------------------------------------------------------------- endpoints
        def _create(self, payload: dict) -> None:
            if self._injected("write"):
                return
            repo_id = f"{payload['organization']}/{payload['name']}" if payload.get("organization") \
                else f"user/{payload['name']}"
            url = f"{hub.endpoint}/datasets/{repo_id}"
            if repo_id in hub.repos:
                return self._send(409, {"error": "You already created this dataset repo", "url": url},
                                  {"X-Error-Message": "You already created this dataset repo"})
            hub.create(repo_id, private=payload.get("private") or payload.get("visibility") == "private")
            self._send(200, {"url": url, "name": repo_id})

        def _preupload(self, repo: Repo, payload: dict) -> None:
            if self._injected("write"):
                return
            files = []
            for f in payload["files"]:
                lfs = repo.is_lfs(f["path"], f["size"])
                files.append({"path": f["path"], "uploadMode": "lfs" if lfs else "regular", "shouldIgnore": False,
                              "oid": repo.oid(f["path"]) if f["path"] in repo.files else None})
            self._send(200, {"files": files, "commitOid": repo.head})

        def _lfs_batch(self, repo_id: str, payload: dict) -> None:
            if self._injected("write"):
                return
            if repo_id not in hub.repos:
                return self._error(404, "Repository not found", "RepoNotFound")
            objects = []
            for obj in payload["objects"]:
                entry = {"oid": obj["oid"], "size": obj["size"], "authenticated": True}
                if obj["oid"] not in hub.lfs_store:  # already there: no actions, the client skips it
                    entry["actions"] = {"upload": {"href": f"{hub.endpoint}/lfs-upload/{obj['oid']}"}}
                objects.append(entry)
            self._send(200, {"transfer": "basic", "objects": objects})

        def _lfs_put(self, oid: str, body: bytes) -> None:
            if hashlib.sha256(body).hexdigest() != oid:
                return self._error(400, "sha256 mismatch")
            hub.lfs_store[oid] = body
            self._send(200, {})

        def _commit(self, repo_id: str, repo: Repo, body: bytes) -> None:
            if self._injected("commit"):
                return
            lines = [json.loads(line) for line in body.decode().splitlines() if line.strip()]
            header = lines[0]
            if header["key"] != "header":
                return self._error(400, "first line must be the header")
            parent = header["value"].get("parentCommit")
            if parent and not repo.head.startswith(parent):
                return self._error(412, "parent commit is not the head")
            files, lfs = dict(repo.files), set(repo.lfs)
            ops = []
            for line in lines[1:]:
                key, value = line["key"], line["value"]
                path = value["path"]
                if key == "file":
                    files[path] = base64.b64decode(value["content"])
                    lfs.discard(path)
                elif key == "lfsFile":
                    content = hub.lfs_store.get(value["oid"])
                    if content is None:
                        return self._error(422, f"LFS object {value['oid']} of {path} was never uploaded")
                    files[path] = content
                    lfs.add(path)
                elif key == "deletedFile":
                    if path not in files:
                        return self._error(404, f"cannot delete {path}: no such file")
                    del files[path]
                    lfs.discard(path)
                elif key == "deletedFolder":
                    for p in [p for p in files if p.startswith(path.rstrip("/") + "/")]:
                        del files[p]
                        lfs.discard(p)
                else:
                    return self._error(400, f"unknown commit operation {key}")
                ops.append((key, path))
            repo.files, repo.lfs = files, lfs  # all operations at once, or none
            oid = repo.commit(header["value"]["summary"], ops)
            self._send(200, {"success": True, "commitOid": oid,
                             "commitUrl": f"{hub.endpoint}/datasets/{repo_id}/commit/{oid}"})

        def _tree(self, repo: Repo, sub: str, query: dict) -> None:
            recursive = query.get("recursive", ["False"])[0].lower() == "true"
            prefix = f"{sub}/" if sub else ""
            entries, folders = [], set()
            for path in sorted(repo.files):
                if not path.startswith(prefix):
                    continue
                rest = path[len(prefix):]
                parts = rest.split("/")
                for i in range(1, len(parts)):
                    if recursive or i == 1:
                        folders.add(prefix + "/".join(parts[:i]))
                if "/" in rest and not recursive:
                    continue
                entry = {"type": "file", "path": path, "size": len(repo.files[path]), "oid": repo.oid(path)}
                if path in repo.lfs:
                    entry["lfs"] = {"oid": hashlib.sha256(repo.files[path]).hexdigest(),
                                    "size": len(repo.files[path]), "pointerSize": 134}
                entries.append(entry)
            entries += [{"type": "directory", "path": f, "oid": hashlib.sha1(f.encode()).hexdigest(), "size": 0}
                        for f in sorted(folders)]
            self._send(200, entries)

    return Handler


# ---------------------------------------------------------------------------------------------------- the tests

TOKEN = "hf_mindbenchTestTokenDoNotPrint0123456789"
TASK = "count_entity"


def publish_cli(*args: str, hub: FakeHub | None, tmp_path: Path, token: str | None = TOKEN,
                endpoint: str | None = None) -> subprocess.CompletedProcess:
    """`mindbench publish ...` in a subprocess pointed at the fake Hub; fails the test if the token is printed."""
    env = {k: v for k, v in os.environ.items() if not k.startswith(("HF_", "HUGGING"))}
    env.update(HF_ENDPOINT=endpoint or (hub.endpoint if hub else "http://127.0.0.1:9"), HF_HUB_OFFLINE="0",
               HF_HUB_DISABLE_XET="1", HF_HOME=str(tmp_path / "hf_home"), HF_HUB_DISABLE_TELEMETRY="1")
    if token:
        env["HF_TOKEN"] = token
    proc = subprocess.run([sys.executable, "-m", "mindbench.builder.commands.cli", "publish", *args], cwd=REPO, env=env,
                          capture_output=True, text=True, timeout=120)
    assert TOKEN not in proc.stdout and TOKEN not in proc.stderr, "the Hub token was printed"
    return proc


def planned_files(dry_run_stdout: str) -> dict[str, str]:
    """Path -> size column of the dry run's file lines."""
    rows = [line.split() for line in dry_run_stdout.splitlines() if line.startswith("  ")]
    return {row[0]: row[1] for row in rows}


def build_small(out: Path, shard_rows: int, overwrite: bool = False) -> Path:
    """A one-config M3STR folder (26 test items), built in-process so SHARD_ROWS can be lowered."""
    import mindbench.builder.pipeline.jobs
    from mindbench.builder.commands.cli import main

    with pytest.MonkeyPatch.context() as mp:
        mp.setattr(mindbench.builder.pipeline.jobs, "SHARD_ROWS", shard_rows)
        args = ["build", "--benchmark", "m3str", "--tasks", TASK, "--split", "test", "--n", "26", "--out", str(out),
                "--quiet"]
        assert main([*args, "--overwrite"] if overwrite else args) == 0
    return out / "m3str"


def rows(folder: Path) -> list[dict]:
    from datasets import Image, load_dataset

    ds = load_dataset(str(folder), TASK, split="test").cast_column("image", Image(decode=False))
    return ds.to_list()


@pytest.fixture(scope="module")
def hub():
    with FakeHub(TOKEN) as server:
        yield server


@pytest.mark.slow  # long (make test stays under 5 minutes); runs in make test-slow
def test_publish_uploads_the_plan_replaces_stale_shards_and_loads(hub: FakeHub, tmp_path: Path) -> None:
    folder = build_small(tmp_path / "out", shard_rows=25)  # 26 rows -> two shards (25 + 1)
    dry = publish_cli(str(folder), "--repo", "org/m3str", "--dry-run", hub=hub, tmp_path=tmp_path)
    plan = planned_files(dry.stdout)
    assert f"data/{TASK}/test-00000-of-00002.parquet" in plan and f"data/{TASK}/test-00001-of-00002.parquet" in plan
    assert not hub.requests, "a dry run must not talk to the Hub"

    proc = publish_cli(str(folder), "--repo", "org/m3str", hub=hub, tmp_path=tmp_path)
    assert proc.returncode == 0, proc.stderr
    assert f"published: {hub.endpoint}/datasets/org/m3str/commit/" in proc.stdout
    repo = hub.repos["org/m3str"]
    assert set(repo.files) == set(plan) | {".gitattributes"}  # exactly the plan (+ what the Hub creates)
    for rel in plan:
        assert repo.files[rel] == (folder / rel).read_bytes(), rel
    assert repo.lfs == {p for p in plan if p.endswith((".parquet", ".png"))}  # blobs went through LFS
    assert [c["summary"] for c in repo.commits][1:] == ["mindbench build (generator "
                                                        + json.loads((folder / "manifest.json").read_text())[
                                                            "generator_version"] + ")"]  # one commit

    stored = tmp_path / "stored" / "m3str"  # what the Hub holds, loaded like any Hub folder
    for rel, content in repo.files.items():
        (stored / rel).parent.mkdir(parents=True, exist_ok=True)
        (stored / rel).write_bytes(content)
    assert rows(stored) == rows(folder)

    # rebuild (default shard size: one shard), publish again: the two old shards go in the same single commit
    folder = build_small(tmp_path / "out", shard_rows=1000, overwrite=True)
    plan2 = planned_files(publish_cli(str(folder), "--repo", "org/m3str", "--dry-run", hub=hub,
                                      tmp_path=tmp_path).stdout)
    commits_before = len(repo.commits)
    proc = publish_cli(str(folder), "--repo", "org/m3str", hub=hub, tmp_path=tmp_path)
    assert proc.returncode == 0, proc.stderr
    assert "deleting 2 stale file(s)" in proc.stdout
    repo = hub.repos["org/m3str"]
    assert set(repo.files) == set(plan2) | {".gitattributes"}
    assert not any("of-00002" in p for p in repo.files)
    assert len(repo.commits) == commits_before + 1
    last = repo.commits[-1]["ops"]
    assert sorted(p for k, p in last if k == "deletedFile") == [f"data/{TASK}/test-00000-of-00002.parquet",
                                                                 f"data/{TASK}/test-00001-of-00002.parquet"]
    for rel in plan2:
        assert repo.files[rel] == (folder / rel).read_bytes(), rel

    # the same publish again changes nothing: no new commit, no blob sent again
    puts = sum(1 for m, _ in hub.requests if m == "PUT")
    proc = publish_cli(str(folder), "--repo", "org/m3str", hub=hub, tmp_path=tmp_path)
    assert proc.returncode == 0, proc.stderr
    assert len(hub.repos["org/m3str"].commits) == commits_before + 1
    assert sum(1 for m, _ in hub.requests if m == "PUT") == puts


@pytest.fixture(scope="module")
def tiny_folder(tmp_path_factory: pytest.TempPathFactory) -> Path:
    return build_small(tmp_path_factory.mktemp("tiny"), shard_rows=1000)


def closed_port() -> int:
    with socket.socket() as s:
        s.bind(("127.0.0.1", 0))
        return s.getsockname()[1]


@pytest.mark.parametrize(("case", "needle"), [
    ("no_token", "no Hugging Face token: set HF_TOKEN or run `hf auth login`"),
    ("bad_token", "the Hub rejected the token (401 Unauthorized)"),
    ("read_only_token", "may not write to datasets/org/errors (403 Forbidden)"),
    ("forbidden_at_commit", "may not write to datasets/org/errors (403 Forbidden)"),
    ("connection_refused", "cannot reach the Hub at http://127.0.0.1:"),
])
def test_publish_errors_are_one_line_and_leave_the_repo_untouched(hub: FakeHub, tiny_folder: Path, tmp_path: Path,
                                                                   case: str, needle: str) -> None:
    repo = hub.create("org/errors", {"data/old/test-00000-of-00001.parquet": b"PAR1 old", "README.md": b"old"}) \
        if "org/errors" not in hub.repos else hub.repos["org/errors"]
    before = repo.snapshot()
    hub.fail = {"bad_token": (401, "all"), "read_only_token": (403, "write"),
                "forbidden_at_commit": (403, "commit")}.get(case)
    n_requests = len(hub.requests)
    try:
        proc = publish_cli(str(tiny_folder), "--repo", "org/errors", hub=hub, tmp_path=tmp_path,
                           token=None if case == "no_token" else TOKEN,
                           endpoint=f"http://127.0.0.1:{closed_port()}" if case == "connection_refused" else None)
    finally:
        hub.fail = None
    assert proc.returncode == 2, proc.stderr
    errors = [line for line in proc.stderr.splitlines() if line.strip()]
    assert errors[-1].startswith("mindbench: error: ") and needle in errors[-1], proc.stderr
    assert "Traceback" not in proc.stderr
    assert len([line for line in errors if "error" in line.lower()]) == 1, proc.stderr
    assert hub.repos["org/errors"].snapshot() == before  # no commit, no file changed
    if case == "no_token":
        assert len(hub.requests) == n_requests  # refused before any request
    if case == "forbidden_at_commit":  # the blobs were offered (and are on the Hub), the commit refused
        sent = hub.requests[n_requests:]
        assert ("POST", "/datasets/org/errors.git/info/lfs/objects/batch") in sent
        assert sent[-1] == ("POST", "/api/datasets/org/errors/commit/main")


def files_holding(root: Path, secret: str, skip: Path | None = None) -> list[str]:
    """Every file under `root` (but `skip`) whose bytes contain `secret`."""
    return sorted(str(p) for p in root.rglob("*") if p.is_file() and p != skip and secret.encode() in p.read_bytes())


@pytest.mark.slow  # long (make test stays under 5 minutes); runs in make test-slow
def test_token_is_never_printed_or_written(hub: FakeHub, tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> None:
    """The token (from HF_TOKEN or the `hf auth login` file) never reaches stdout, stderr or a file: not when the
    build runs with HF_TOKEN set, not on success, not when the Hub fails and its error quotes the Authorization
    header back (publish_cli asserts the streams; here every file the build and the publishes wrote is read)."""
    monkeypatch.setenv("HF_TOKEN", TOKEN)  # a user with the token exported builds, then publishes
    folder = build_small(tmp_path / "out", shard_rows=1000)
    monkeypatch.delenv("HF_TOKEN")
    hub.create("org/token", {"README.md": b"old"})
    before = hub.repos["org/token"].snapshot()
    hub.fail, hub.echo_auth = (500, "write"), True
    try:
        proc = publish_cli(str(folder), "--repo", "org/token", hub=hub, tmp_path=tmp_path)
    finally:
        hub.fail, hub.echo_auth = None, False
    assert proc.returncode == 2, proc.stderr
    errors = [line for line in proc.stderr.splitlines() if line.strip()]
    assert len(errors) == 1 and errors[0].startswith("mindbench: error: upload to datasets/org/token failed"), \
        proc.stderr
    assert "Authorization: Bearer hf_***" in errors[0]  # the echo reached the message, without the token
    assert hub.repos["org/token"].snapshot() == before

    login = tmp_path / "hf_home" / "token"  # `hf auth login` stores the token here; publish reads it
    login.parent.mkdir(parents=True, exist_ok=True)
    login.write_text(TOKEN)
    proc = publish_cli(str(folder), "--repo", "org/token", hub=hub, tmp_path=tmp_path, token=None)
    assert proc.returncode == 0, proc.stderr
    assert "published:" in proc.stdout
    assert files_holding(tmp_path, TOKEN, skip=login) == []  # manifest, card, shards, Hub cache, logs
