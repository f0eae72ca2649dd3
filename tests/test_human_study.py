"""The human baseline study: assignment, storage, the web application, leaks, load, a real browser, analysis.

Data: small folders in the built layout (`data/<config>/<split>-00000-of-00001.parquet`, the SPEC columns), made
here from real generated items (`real_folders`) or from synthetic rows with one tiny PNG (`synthetic_folder`, for
the load test, where only HTTP and the database matter). Servers run uvicorn in a thread on 127.0.0.1 with an
ephemeral port and stop at the end of each test.
"""

from __future__ import annotations

import html
import io
import json
import math
import os
import random
import re
import shutil
import socket
import sqlite3
import threading
import time
from collections import Counter, defaultdict
from pathlib import Path

import pyarrow as pa
import pyarrow.parquet as pq
import pytest

from mindbench.generators.common.item import LETTERS, RejectDraw
from mindbench.generators.common.registry import get_task
from mindbench.human_study.analysis import analyse, cohen_kappa, fleiss_kappa, relabel, wilson, write_export
from mindbench.human_study.assign import Candidate, choose_items
from mindbench.human_study.cli import human_main
from mindbench.human_study.items import ItemPool, PoolError
from mindbench.human_study.store import Store

LEVELS = ("easy", "medium", "hard")


# ----------------------------------------------------------------------------------------------- data


def write_folder(root: Path, rows: list[dict]) -> Path:
    """A built-layout benchmark folder holding `rows` (one shard per config and split)."""
    groups: dict[tuple[str, str], list[dict]] = defaultdict(list)
    for row in rows:
        groups[(row["task"], row["split"])].append(row)
    for (task, split), group in groups.items():
        path = root / "data" / task / f"{split}-00000-of-00001.parquet"
        path.parent.mkdir(parents=True, exist_ok=True)
        pq.write_table(pa.Table.from_pylist(group), path, row_group_size=25)
    return root


def generated_rows(benchmark: str, task: str, split: str, n: int) -> list[dict]:
    spec = get_task(benchmark, task)
    rows = []
    for index in range(n):
        for attempt in range(50):
            try:
                rows.append(spec.generate(index, split, 0, attempt).to_row())
                break
            except RejectDraw:
                continue
    return rows


@pytest.fixture(scope="module")
def real_folders(tmp_path_factory: pytest.TempPathFactory) -> dict[str, Path]:
    """mindseye: paper_folding and mental_rotation (6 test items each, 1 train item of paper_folding, so one
    practice item comes from train and one is held out of the test split); m3str: a Yes/No and a count task."""
    root = tmp_path_factory.mktemp("real")
    mindseye = [*generated_rows("mindseye", "paper_folding", "test", 6),
                *generated_rows("mindseye", "mental_rotation", "test", 6),
                *generated_rows("mindseye", "paper_folding", "train", 1)]
    m3str = [*generated_rows("m3str", "detect_mix", "test", 3), *generated_rows("m3str", "count_entity", "test", 3)]
    return {"mindseye": write_folder(root / "mindseye", mindseye), "m3str": write_folder(root / "m3str", m3str)}


def tiny_png() -> bytes:
    from PIL import Image

    buffer = io.BytesIO()
    Image.new("RGB", (8, 8), (200, 200, 200)).save(buffer, format="PNG")
    return buffer.getvalue()


def synthetic_rows(tasks: list[str], per_task: int, seed: int = 0) -> list[dict]:
    """Choice items with four options, difficulties in equal thirds, golds spread over the letters."""
    rng = random.Random(seed)
    png = tiny_png()
    rows = []
    for task in tasks:
        for index in range(per_task):
            gold = rng.randrange(4)
            kinds = ["correct" if k == gold else f"kind_{task}_{k}" for k in range(4)]
            rows.append({"id": f"mindseye/{task}/test/{index:06d}", "benchmark": "mindseye", "task": task,
                         "dimension": "transformation", "split": "test", "image": {"bytes": png, "path": None},
                         "question": f"Which option? ({task})", "choices": [f"Option {c}" for c in "ABCD"],
                         "answer": LETTERS[gold], "answer_type": "choice", "difficulty": LEVELS[index % 3],
                         "option_kinds": kinds, "params": "{}", "svg": "", "seed": index})
    return rows


# ----------------------------------------------------------------------------------------------- servers


def free_socket() -> socket.socket:
    sock = socket.socket(socket.AF_INET, socket.SOCK_STREAM)
    sock.setsockopt(socket.SOL_SOCKET, socket.SO_REUSEADDR, 1)
    sock.bind(("127.0.0.1", 0))
    return sock


class LiveServer:
    """uvicorn in a thread on a given socket; `stop()` returns only once it has shut down."""

    def __init__(self, app, port: int | None = None):
        import uvicorn

        self.sock = socket.socket(socket.AF_INET, socket.SOCK_STREAM)
        self.sock.setsockopt(socket.SOL_SOCKET, socket.SO_REUSEADDR, 1)
        self.sock.bind(("127.0.0.1", port or 0))
        self.port = self.sock.getsockname()[1]
        self.url = f"http://127.0.0.1:{self.port}"
        config = uvicorn.Config(app, log_level="warning", access_log=False, timeout_graceful_shutdown=5,
                                limit_concurrency=200)
        self.server = uvicorn.Server(config)
        self.thread = threading.Thread(target=self.server.run, kwargs={"sockets": [self.sock]}, daemon=True)
        self.thread.start()
        deadline = time.monotonic() + 20
        while not self.server.started:
            assert time.monotonic() < deadline and self.thread.is_alive(), "uvicorn did not start"
            time.sleep(0.02)

    def stop(self) -> None:
        self.server.should_exit = True
        self.thread.join(timeout=20)
        assert not self.thread.is_alive(), "uvicorn did not stop"
        self.sock.close()

    def __enter__(self) -> LiveServer:
        return self

    def __exit__(self, *exc) -> None:
        if self.thread.is_alive():
            self.stop()


def make_app(folder: Path, db: Path, **kwargs):
    for module in ("fastapi", "uvicorn", "jinja2"):
        pytest.importorskip(module, reason="the human extra (fastapi, uvicorn, jinja2) is not installed")
    from mindbench.human_study.app import StudyConfig, create_app

    return create_app(StudyConfig(folder=folder, db=db, **kwargs))


def client_for(app):
    from fastapi.testclient import TestClient

    return TestClient(app, base_url="http://testserver", follow_redirects=False)


def start(client) -> str:
    response = client.post("/start", data={"consent": "yes"})
    assert response.status_code == 303, response.text
    token = response.headers["location"].rsplit("/", 1)[1]
    assert client.cookies.get("mindbench_participant") == token
    return token


def gold_of(db: Path, token: str, phase: str, position: int) -> str:
    with sqlite3.connect(db) as conn:
        return conn.execute(
            """SELECT i.answer FROM slots s JOIN participants p USING (participant_id) JOIN items i USING (item_id)
               WHERE p.token = ? AND s.phase = ? AND s.position = ?""", (token, phase, position)).fetchone()[0]


# ----------------------------------------------------------------------------------------------- assignment


def test_choose_items_is_balanced_distinct_and_takes_the_least_answered_first() -> None:
    rng = random.Random(1)
    candidates = [Candidate(f"{task}/{level}/{k}", task, level, count=(k % 3))
                  for task in ("t1", "t2", "t3") for level in LEVELS for k in range(9)]
    chosen = choose_items(candidates, 40, rng)
    assert len(chosen) == len(set(chosen)) == 40
    by_id = {c.item_id: c for c in candidates}
    per_task = Counter(by_id[i].task for i in chosen)
    assert max(per_task.values()) - min(per_task.values()) <= 1
    for task in ("t1", "t2", "t3"):
        levels = Counter(by_id[i].difficulty for i in chosen if by_id[i].task == task)
        assert max(levels.values()) - min(levels.values()) <= 1
    # 40 over 9 strata of 9 items: at most 5 per stratum, and the 3 with count 0 in each stratum all taken
    assert all(by_id[i].count <= 1 for i in chosen)
    assert sum(by_id[i].count == 0 for i in chosen) == 27
    # more slots than items: every item once
    assert sorted(choose_items(candidates[:10], 40, rng)) == sorted(c.item_id for c in candidates[:10])
    # a small stratum's spare quota goes to the others of its task
    small = [Candidate("x/hard/0", "x", "hard", 0), *(Candidate(f"x/easy/{k}", "x", "easy", 0) for k in range(10))]
    assert len(choose_items(small, 6, rng)) == 6


def test_sequential_participants_keep_every_stratum_within_one(tmp_path: Path) -> None:
    folder = write_folder(tmp_path / "mindseye", synthetic_rows(["alpha", "beta"], 16))
    pool = ItemPool(folder)
    store = Store(tmp_path / "s.sqlite")
    practice = store.sync_items(pool, 2)
    assert len(practice) == 2 and not set(practice) & set(pool.test_ids)
    for k in range(9):
        store.new_participant(practice, 11, random.Random(k))
    with sqlite3.connect(tmp_path / "s.sqlite") as conn:
        counts = conn.execute("""SELECT i.task, i.difficulty, count(s.item_id) FROM items i
                                 LEFT JOIN slots s ON s.item_id = i.item_id AND s.phase = 'test'
                                 WHERE i.role = 'test' GROUP BY i.item_id""").fetchall()
    strata = defaultdict(list)
    for task, level, n in counts:
        strata[(task, level)].append(n)
    assert sum(sum(v) for v in strata.values()) == 99
    assert all(max(v) - min(v) <= 1 for v in strata.values()), strata


def test_pool_errors_are_one_clear_line(tmp_path: Path, real_folders: dict[str, Path]) -> None:
    assert Counter(i.split("/")[1] for i in ItemPool(real_folders["mindseye"], items_per_task=4).test_ids) == {
        "paper_folding": 4, "mental_rotation": 4}
    with pytest.raises(PoolError, match="not a built benchmark folder"):
        ItemPool(tmp_path)
    with pytest.raises(PoolError, match="'nope' is not built"):
        ItemPool(real_folders["mindseye"], ["nope"])
    assert human_main(["serve", str(tmp_path), "--db", str(tmp_path / "x.sqlite")]) == 2


# ----------------------------------------------------------------------------------------------- web app


def test_a_session_with_validation_idempotence_and_admin(tmp_path: Path, real_folders: dict[str, Path]) -> None:
    db = tmp_path / "study.sqlite"
    app = make_app(real_folders["mindseye"], db, per_person=5, practice=2)
    client = client_for(app)
    assert client.get("/").status_code == 200
    assert client.post("/start", data={}).status_code == 400  # no consent box
    token = start(client)
    assert client.get("/").headers["location"] == f"/s/{token}"  # the cookie resumes
    assert start(client) == token  # Start again (Back button): the same participant, no new slots
    state = client.get(f"/s/{token}/state").json()
    assert (state["phase"], state["position"], state["total"]) == ("practice", 0, 2)
    url = f"/s/{token}/answer"
    bad = [({"phase": "practice", "position": 0, "choice": "Z", "rt_ms": 900}, 422),
           ({"phase": "practice", "position": 0, "choice": "A", "rt_ms": -1}, 422),
           ({"phase": "practice", "position": 0, "choice": "A", "rt_ms": "soon"}, 422),
           ({"phase": "practice", "position": 0, "choice": "A"}, 422),
           ({"phase": "bogus", "position": 0, "choice": "A", "rt_ms": 1}, 422),
           ({"phase": "test", "position": 0, "choice": "A", "rt_ms": 900}, 409),  # not the current item
           ({"phase": "test", "position": 99, "choice": "A", "rt_ms": 900}, 404)]
    for body, status in bad:
        response = client.post(url, json=body)
        assert response.status_code == status, (body, response.text)
        assert response.json()["detail"]
    assert client.post(url, content=b"consent=yes", headers={"content-type": "text/plain"}).status_code == 422
    assert client.post("/s/not-a-token/answer", json=bad[0][0]).status_code == 404
    assert client.get("/s/not-a-token").status_code == 404
    assert client.get(f"/s/{token}/image/test/3").status_code == 403  # not shown yet
    assert client.get(f"/s/{token}/image/practice/0").content.startswith(b"\x89PNG")

    gold = gold_of(db, token, "practice", 0)
    wrong = next(c for c in "ABCD" if c != gold)
    first = client.post(url, json={"phase": "practice", "position": 0, "choice": wrong, "rt_ms": 1500.5}).json()
    assert first.pop("next") == client.get(f"/s/{token}/state").json()  # the next item, once this one is stored
    assert first == {"recorded": True, "duplicate": False, "done": False,
                     "feedback": {"correct": False, "answer": gold}}
    again = client.post(url, json={"phase": "practice", "position": 0, "choice": wrong, "rt_ms": 1600})
    assert again.status_code == 200 and again.json()["duplicate"]  # a retried request is stored once
    changed = client.post(url, json={"phase": "practice", "position": 0, "choice": gold, "rt_ms": 1600})
    assert changed.status_code == 409  # answers cannot be changed
    client.post(url, json={"phase": "practice", "position": 1, "choice": "A", "rt_ms": 800})
    for k in range(5):
        reply = client.post(url, json={"phase": "test", "position": k, "choice": "B", "rt_ms": 1000 + k}).json()
        assert set(reply) == {"recorded", "duplicate", "done", "next"}  # no feedback, no correctness on test items
    assert reply["done"]
    assert "Thank you" in client.get(f"/s/{token}").text
    assert client.get(f"/s/{token}/state").json() == {"done": True, "answered": 5, "total": 5}

    with sqlite3.connect(db) as conn:
        rows = conn.execute("SELECT phase, position, choice, correct, rt_ms FROM responses ORDER BY phase, position"
                            ).fetchall()
        finished = conn.execute("SELECT finished_at FROM participants").fetchall()
    assert len(rows) == 7 and rows[0] == ("practice", 0, wrong, 0, 1500.5)
    assert len(finished) == 1 and finished[0][0] is not None

    assert client.get("/admin").status_code == 403
    assert client.get("/admin/export").status_code == 403
    assert client.get("/admin/export?token=wrong").status_code == 403
    admin = app.state.admin_token
    dump = client.get("/admin/export", headers={"Authorization": f"Bearer {admin}"}).json()
    assert len(dump["responses"]) == 7 and "admin_token" not in json.dumps(dump) and token not in json.dumps(dump)
    status = re.sub(r"\s+", " ", client.get(f"/admin?token={admin}").text)
    for name, value in (("participants", 1), ("finished", 1), ("test answers", 5), ("items in the pool", 11)):
        assert f"<th>{name}</th><td>{value}</td>" in status, name


def test_resume_after_a_server_restart_by_link_or_cookie(tmp_path: Path, real_folders: dict[str, Path]) -> None:
    db = tmp_path / "study.sqlite"
    client = client_for(make_app(real_folders["mindseye"], db, per_person=4, practice=1))
    token = start(client)
    url = f"/s/{token}/answer"
    client.post(url, json={"phase": "practice", "position": 0, "choice": "A", "rt_ms": 10})
    client.post(url, json={"phase": "test", "position": 0, "choice": "C", "rt_ms": 10})
    before = client.get(f"/s/{token}/state").json()
    restarted = make_app(real_folders["mindseye"], db, per_person=4, practice=1)  # same db: a restart
    by_link = client_for(restarted)  # a fresh browser: no cookie, only the link
    assert by_link.get(f"/s/{token}/state").json() == before
    assert (before["phase"], before["position"]) == ("test", 1)
    assert by_link.cookies.get("mindbench_participant") is None
    by_link.get(f"/s/{token}")
    assert by_link.cookies.get("mindbench_participant") == token  # the link sets the cookie for next time
    assert by_link.get("/").headers["location"] == f"/s/{token}"
    assert restarted.state.admin_token == client.app.state.admin_token  # the admin token lasts with the db
    # restarted on one task only: new people get only that task, this one still gets the items already assigned
    narrowed = client_for(make_app(real_folders["mindseye"], db, per_person=4, practice=1, tasks=["paper_folding"]))
    assert narrowed.get(f"/s/{token}/state").json() == before
    assert narrowed.get(before["image_url"]).status_code == 200
    newcomer = start(narrowed)
    with sqlite3.connect(db) as conn:
        tasks = {r[0] for r in conn.execute("SELECT i.task FROM slots s JOIN participants p USING (participant_id) "
                                            "JOIN items i USING (item_id) WHERE p.token = ? AND s.phase = 'test'",
                                            (newcomer,))}
    assert tasks == {"paper_folding"}
    with pytest.raises(PoolError, match="differs from the copy"):  # a different build under the same study
        rows = synthetic_rows(["paper_folding", "mental_rotation"], 6)
        make_app(write_folder(tmp_path / "other", rows), db, per_person=4, practice=1)


def test_participants_cannot_reach_each_others_answers(tmp_path: Path, real_folders: dict[str, Path]) -> None:
    db = tmp_path / "study.sqlite"
    app = make_app(real_folders["mindseye"], db, per_person=3, practice=0)
    alice, bob = client_for(app), client_for(app)
    a, b = start(alice), start(bob)
    assert a != b
    alice.post(f"/s/{a}/answer", json={"phase": "test", "position": 0, "choice": "D", "rt_ms": 5})
    # Bob sees nothing of Alice's: his state has no choices, the admin routes are closed to him
    assert "choice" not in json.dumps(bob.get(f"/s/{b}/state").json())
    assert bob.get("/admin/export").status_code == 403
    # Bob's answer lands in Bob's row only; Alice's stored answer cannot be overwritten through any route
    bob.post(f"/s/{b}/answer", json={"phase": "test", "position": 0, "choice": "A", "rt_ms": 5})
    assert alice.post(f"/s/{a}/answer", json={"phase": "test", "position": 0, "choice": "A", "rt_ms": 5}
                      ).status_code == 409
    with sqlite3.connect(db) as conn:
        stored = dict(conn.execute("SELECT p.token, r.choice FROM responses r JOIN participants p "
                                   "USING (participant_id)").fetchall())
    assert stored == {a: "D", b: "A"}


def crawl_a_whole_session(app, db: Path) -> tuple[list[tuple[str, str]], list[tuple[str, str]]]:
    """Every route a participant reaches, through a whole session (practice and test): (route, text) pairs; and
    (item id, page) for each test item page, its question, token and numbers blanked (for the template check)."""
    client = client_for(app)
    seen: list[tuple[str, str]] = []

    def get(url: str):
        response = client.get(url)
        body = response.content.decode("utf-8", "replace") if not url.count("/image/") else ""
        seen.append((url, body + json.dumps(dict(response.headers))))
        return response

    get("/")
    get("/static/study.js")
    get("/static/study.css")
    get("/nope")
    get("/admin")
    seen.append(("/start (no consent)", client.post("/start", data={}).text))
    response = client.post("/start", data={"consent": "yes"})
    seen.append(("/start", response.text + json.dumps(dict(response.headers))))
    token = response.headers["location"].rsplit("/", 1)[1]
    pages = []
    while True:
        state = get(f"/s/{token}/state").json()
        page = get(f"/s/{token}").text
        if state["done"]:
            break
        image = client.get(state["image_url"])
        assert image.headers["content-type"] == "image/png"
        seen.append((state["image_url"], image.content.decode("latin-1")))
        options = [o["value"] for o in state["options"]]
        bad = client.post(state["answer_url"], json={"phase": state["phase"], "position": state["position"],
                                                     "choice": "not-an-option", "rt_ms": 3})
        seen.append(("answer 422", bad.text))
        reply = client.post(state["answer_url"], json={"phase": state["phase"], "position": state["position"],
                                                       "choice": random.choice(options), "rt_ms": 3})
        assert reply.status_code == 200
        seen.append((f"answer:{state['phase']}", reply.text))
        if state["phase"] == "test":
            blank = page.replace(token, "TOKEN").replace(html.escape(state["question"], quote=False), "QUESTION")
            blank = re.sub(r'<p class="note" id="test-start">.*?</p>', "", blank)  # on the first test item only
            pages.append((state["position"], re.sub(r"\s+", " ", re.sub(r"\d+", "N", blank))))
            assert set(reply.json()) == {"recorded", "duplicate", "done", "next"}
    get(f"/s/{token}/image/test/0")
    with sqlite3.connect(db) as conn:
        item_at = dict(conn.execute("SELECT s.position, s.item_id FROM slots s JOIN participants p USING "
                                    "(participant_id) WHERE p.token = ? AND s.phase = 'test'", (token,)).fetchall())
    return seen, [(item_at[position], page) for position, page in pages]


@pytest.mark.parametrize("benchmark", ["mindseye", "m3str"])
def test_no_route_leaks_the_gold_or_the_option_kinds(benchmark: str, tmp_path: Path,
                                                       real_folders: dict[str, Path]) -> None:
    db = tmp_path / "study.sqlite"
    app = make_app(real_folders[benchmark], db, per_person=40, practice=2)
    seen, pages = crawl_a_whole_session(app, db)
    pool: ItemPool = app.state.pool
    test_items = [pool.items[i] for i in pool.test_ids]
    kinds = {k for item in test_items for k in item.option_kinds if k != "correct"}
    assert kinds or benchmark == "m3str"
    # whole words: a question may say "not mirrored" while `mirror` is a distractor kind
    forbidden = [re.compile(rf"\b{re.escape(k)}\b") for k in [*kinds, "option_kinds", "params", "signature"]]
    forbidden += [re.compile(re.escape(needle)) for item in test_items
                  for needle in (item.id, f"/test/{item.id.rsplit('/', 1)[1]}")]
    for route, text in seen:
        for needle in forbidden:
            assert not needle.search(text), f"{needle.pattern!r} reached the browser via {route}"
        if route in ("answer:test", "answer 422"):  # feedback (gold, right/wrong) is for practice items only
            assert '"answer"' not in text and '"correct"' not in text and "feedback" not in text, route
    # the page of a test item is the same template whatever the gold: blank out the question, the token and the
    # numbers, and pages of items with different golds are identical, so nothing in them can tell the answer
    assert sorted(item_id for item_id, _ in pages) == sorted(pool.test_ids)  # per_person 40 > pool: each once
    by_options = defaultdict(set)
    for item_id, page in pages:
        by_options[pool.items[item_id].options].add(page)
    assert len({pool.items[i].answer for i in pool.test_ids}) > 1
    for options, variants in by_options.items():
        assert len(variants) == 1, f"test item pages with options {options} differ beyond the question"


# ----------------------------------------------------------------------------------------------- load


@pytest.mark.slow  # long (make test stays under 5 minutes); runs in make test-slow
def test_thirty_concurrent_participants_and_a_restart_lose_nothing(tmp_path: Path) -> None:
    httpx = pytest.importorskip("httpx", reason="httpx drives the load test")
    folder = write_folder(tmp_path / "mindseye", synthetic_rows(["alpha", "beta"], 31))  # 62 items, 2 practice
    db = tmp_path / "study.sqlite"
    participants, per_person = 30, 40
    server = LiveServer(make_app(folder, db, per_person=per_person, practice=2))
    port, url = server.port, server.url
    errors: list[str] = []
    retried = Counter()

    def call(client, method: str, path: str, **kwargs):
        for _ in range(400):  # bounded: at most ~20 s of retrying per request
            try:
                response = client.request(method, path, **kwargs)
            except httpx.TransportError:
                retried[method] += 1
                time.sleep(0.05)
                continue
            if response.status_code >= 500:
                retried[method] += 1
                time.sleep(0.05)
                continue
            return response
        raise AssertionError(f"{method} {path}: no answer")

    def participant(k: int) -> None:
        rng = random.Random(k)
        try:
            with httpx.Client(base_url=url, timeout=10) as client:
                response = call(client, "POST", "/start", data={"consent": "yes"})
                token = response.headers["location"].rsplit("/", 1)[1]
                state = call(client, "GET", f"/s/{token}/state").json()
                for _ in range(per_person + 2 + 5):
                    if state["done"]:
                        return
                    body = {"phase": state["phase"], "position": state["position"],
                            "choice": rng.choice([o["value"] for o in state["options"]]),
                            "rt_ms": rng.uniform(300, 9000)}
                    reply = call(client, "POST", state["answer_url"], json=body)  # same body on every retry
                    if reply.status_code != 200:
                        errors.append(f"{k}: {reply.status_code} {reply.text}")
                        return
                    state = reply.json()["next"]
                errors.append(f"{k}: did not finish")
        except Exception as error:  # noqa: BLE001 - reported below
            errors.append(f"{k}: {error!r}")

    def stored() -> int:
        with sqlite3.connect(db) as conn:
            return conn.execute("SELECT count(*) FROM responses WHERE phase = 'test'").fetchone()[0]

    started = time.monotonic()
    threads = [threading.Thread(target=participant, args=(k,), daemon=True) for k in range(participants)]
    for thread in threads:
        thread.start()
    deadline = time.monotonic() + 60
    while stored() < participants * per_person // 2 and time.monotonic() < deadline:
        time.sleep(0.02)
    at_restart = stored()
    server.stop()  # mid-run: clients get connection errors and retry
    time.sleep(0.3)
    server = LiveServer(make_app(folder, db, per_person=per_person, practice=2), port=port)
    with server:
        for thread in threads:
            thread.join(timeout=max(1.0, deadline + 30 - time.monotonic()))
    elapsed = time.monotonic() - started
    assert not errors, errors[:5]
    assert not any(thread.is_alive() for thread in threads)
    assert 0 < at_restart < participants * per_person, at_restart

    with sqlite3.connect(db) as conn:
        rows = conn.execute("SELECT participant_id, item_id, position FROM responses WHERE phase = 'test'").fetchall()
        practice = conn.execute("SELECT count(*) FROM responses WHERE phase = 'practice'").fetchone()[0]
        n_people = conn.execute("SELECT count(*), count(finished_at) FROM participants").fetchone()
        items = {r[0]: (r[1], r[2]) for r in conn.execute(
            "SELECT item_id, task, difficulty FROM items WHERE role = 'test'")}
    assert len(rows) == participants * per_person == 1200
    assert len({(p, i) for p, i, _ in rows}) == 1200 and len({(p, k) for p, _, k in rows}) == 1200  # no duplicates
    assert practice == participants * 2 and n_people == (participants, participants)
    per_person_items = defaultdict(list)
    for p, item_id, _ in rows:
        per_person_items[p].append(item_id)
    for got in per_person_items.values():  # each person: 40 distinct items, 20 per task, 6–7 per difficulty
        assert len(got) == len(set(got)) == per_person
        assert Counter(items[i][0] for i in got) == {"alpha": 20, "beta": 20}
        assert all(c in (6, 7) for c in Counter(items[i] for i in got).values())
    counts = Counter(item_id for _, item_id, _ in rows)
    strata = defaultdict(list)
    for item_id, stratum in items.items():
        strata[stratum].append(counts[item_id])
    for stratum, values in strata.items():  # the weighting's bound: floor or ceil of the stratum's mean
        total = sum(values)
        assert min(values) >= total // len(values) and max(values) <= math.ceil(total / len(values)), (stratum,
                                                                                                      values)
    print(f"\nload: 1200 answers from 30 participants in {elapsed:.1f} s; restart at {at_restart} answers; "
          f"retried requests {dict(retried)}")


# ----------------------------------------------------------------------------------------------- browser


def chromium_paths() -> tuple[str, str] | None:
    browser = shutil.which("chromium") or shutil.which("chromium-browser")
    driver = shutil.which("chromedriver")
    return (browser, driver) if browser and driver else None


def test_a_real_browser_session(tmp_path: Path, real_folders: dict[str, Path]) -> None:
    paths = chromium_paths()
    if paths is None:
        pytest.skip("Debian's chromium and chromium-driver are not installed (apt-get install chromium "
                    "chromium-driver); .ci/run installs them")
    webdriver = pytest.importorskip("selenium.webdriver", reason="selenium is not installed")
    from selenium.webdriver.chrome.service import Service
    from selenium.webdriver.common.by import By
    from selenium.webdriver.support import expected_conditions as ec
    from selenium.webdriver.support.ui import WebDriverWait

    os.environ.setdefault("SE_OFFLINE", "true")  # Selenium Manager must not look for a browser to download
    db = tmp_path / "study.sqlite"
    options = webdriver.ChromeOptions()
    options.binary_location = paths[0]
    for flag in ("--headless=new", "--no-sandbox", "--disable-dev-shm-usage", "--disable-gpu",
                 "--window-size=1200,1500"):
        options.add_argument(flag)
    shots = Path(os.environ.get("MINDBENCH_SCREENSHOT_DIR", tmp_path))
    shots.mkdir(parents=True, exist_ok=True)
    with LiveServer(make_app(real_folders["mindseye"], db, per_person=5, practice=2)) as server:
        driver = webdriver.Chrome(options=options, service=Service(executable_path=paths[1]))
        try:
            wait = WebDriverWait(driver, 20)
            driver.get(server.url + "/")
            driver.find_element(By.ID, "consent").click()
            driver.find_element(By.ID, "start").click()

            def answer(expect: str, pick: int) -> None:
                wait.until(ec.text_to_be_present_in_element((By.CSS_SELECTOR, ".badge"), expect))
                wait.until(lambda d: d.execute_script("return document.body.classList.contains('ready')"))
                time.sleep(0.05)  # a measurable response time
                buttons = driver.find_elements(By.CSS_SELECTOR, "button.option")
                buttons[pick % len(buttons)].click()

            for k in range(2):
                answer(f"Practice {k + 1} of 2", k)
                wait.until(ec.visibility_of_element_located((By.ID, "feedback")))
                feedback = driver.find_element(By.ID, "feedback-text").text
                assert feedback.startswith(("Correct", "Not quite"))
                driver.find_element(By.ID, "continue").click()
            for k in range(5):
                if k == 0:
                    wait.until(ec.text_to_be_present_in_element((By.CSS_SELECTOR, ".badge"), "Puzzle 1 of 5"))
                    wait.until(lambda d: d.execute_script("return document.body.classList.contains('ready')"))
                    assert driver.find_element(By.ID, "test-start").is_displayed()
                    image = driver.find_element(By.ID, "stimulus")
                    assert driver.execute_script("return arguments[0].naturalWidth", image) > 500
                    driver.save_screenshot(str(shots / "human_study_item.png"))
                answer(f"Puzzle {k + 1} of 5", k)
            wait.until(ec.presence_of_element_located((By.ID, "finished")))
            cookie = driver.get_cookie("mindbench_participant")
        finally:
            driver.quit()
    assert (shots / "human_study_item.png").read_bytes().startswith(b"\x89PNG")
    with sqlite3.connect(db) as conn:
        rows = conn.execute("""SELECT r.phase, r.position, r.choice, r.correct, r.rt_ms, i.answer, i.options
                               FROM responses r JOIN items i USING (item_id)
                               ORDER BY r.phase, r.position""").fetchall()
        people = conn.execute("SELECT token, finished_at FROM participants").fetchall()
    assert [(phase, position) for phase, position, *_ in rows] == [
        ("practice", 0), ("practice", 1), *(("test", k) for k in range(5))]
    for _phase, position, choice, correct, rt_ms, gold, options in rows:
        assert choice == json.loads(options)[position % len(json.loads(options))]  # the button clicked
        assert correct == (choice == gold)
        assert 40 <= rt_ms < 60_000, rt_ms  # measured in the browser, from the picture shown to the click
    assert len(people) == 1 and people[0][1] is not None and cookie["value"] == people[0][0]


# ----------------------------------------------------------------------------------------------- analysis


WIKIPEDIA_FLEISS = [[0, 0, 0, 0, 14], [0, 2, 6, 4, 2], [0, 0, 3, 5, 6], [0, 3, 9, 2, 0], [2, 2, 8, 1, 1],
                    [7, 7, 0, 0, 0], [3, 2, 6, 3, 0], [2, 5, 3, 2, 2], [6, 5, 2, 1, 0], [0, 2, 2, 3, 7]]


def test_fleiss_kappa_known_values() -> None:
    assert fleiss_kappa(WIKIPEDIA_FLEISS) == pytest.approx(0.20993, abs=5e-5)  # Fleiss' worked example
    assert fleiss_kappa([[5, 0], [0, 5], [5, 0]]) == pytest.approx(1.0)
    assert fleiss_kappa([[5, 0], [5, 0]]) is None  # all ratings in one category: undefined
    # two raters, two categories: equals Scott's pi; 2 agree-yes, 2 agree-no, 2 split → 1 - 2/3 / (1/2) ... = 1/3
    assert fleiss_kappa([[2, 0], [2, 0], [0, 2], [0, 2], [1, 1], [1, 1]]) == pytest.approx(1 / 3)
    # independent random raters: kappa near 0
    rng = random.Random(0)
    table = [[0] * 4 for _ in range(2000)]
    for row in table:
        for _ in range(5):
            row[rng.randrange(4)] += 1
    assert abs(fleiss_kappa(table)) < 0.02


def test_wilson_cohen_and_the_relabelling_rule() -> None:
    lo, hi = wilson(8, 10)
    assert (lo, hi) == (pytest.approx(0.4902, abs=1e-4), pytest.approx(0.9433, abs=1e-4))
    assert wilson(0, 0) is None and wilson(0, 20)[0] == 0.0 and wilson(20, 20)[1] == 1.0
    assert cohen_kappa([("easy", "easy"), ("hard", "hard")]) == 1.0
    assert cohen_kappa([("easy", "hard"), ("hard", "easy")]) == pytest.approx(-1.0)
    assert [relabel(k) for k in range(6)] == ["hard", "hard", "medium", "medium", "medium", "easy"]


def synthetic_dump(seed: int = 0) -> tuple[dict, dict]:
    """A study with known numbers: 2 tasks x 6 items, 5 raters per item (first) + 1 later answer each.

    Per item the number right among the first 5 is fixed, so accuracies, relabels and kappa are known.
    """
    rng = random.Random(seed)
    plan = {  # item → (parametric difficulty, right of the first 5)
        "t1/0": ("easy", 5), "t1/1": ("easy", 5), "t1/2": ("medium", 3), "t1/3": ("medium", 1),
        "t1/4": ("hard", 0), "t1/5": ("hard", 2),
        "t2/0": ("easy", 4), "t2/1": ("easy", 5), "t2/2": ("medium", 2), "t2/3": ("medium", 3),
        "t2/4": ("hard", 1), "t2/5": ("hard", 5),
    }
    items, responses, clock = [], [], 0.0
    for item_id, (level, right) in plan.items():
        task = item_id.split("/")[0]
        items.append({"id": item_id, "benchmark": "mindseye", "task": task, "difficulty": level,
                      "answer_type": "choice", "options": list("ABCD"), "answer": "A",
                      "option_kinds": ["correct", "mirror", "parity", "wrong_axis"], "role": "test"})
        choices = ["A"] * right + ["B"] * (5 - right) + ["A"]  # a sixth, later answer: right
        for rater, choice in enumerate(choices):
            clock += rng.uniform(0.5, 1.5)
            responses.append({"participant": rater, "phase": "test", "position": 0, "item_id": item_id,
                              "choice": choice, "correct": choice == "A", "rt_ms": 1000.0 * (rater + 1),
                              "answered_at": clock})
    responses.append({"participant": 9, "phase": "practice", "position": 0, "item_id": "t1/0", "choice": "B",
                      "correct": False, "rt_ms": 1.0, "answered_at": clock + 1})  # practice: not counted
    participants = [{"participant": p, "created_at": 0.0, "finished_at": 1.0} for p in range(6)]
    return {"items": items, "responses": responses, "participants": participants, "settings": {}}, plan


def test_analysis_of_a_synthetic_study_with_known_numbers(tmp_path: Path) -> None:
    dump, plan = synthetic_dump()
    result = analyse(dump, raters=5)
    assert result["n_answers"] == 72
    t1 = next(t for t in result["tasks"] if t["task"] == "t1")
    assert (t1["n"], t1["correct"]) == (36, 5 + 5 + 3 + 1 + 0 + 2 + 6)
    assert t1["ci95"] == pytest.approx(list(wilson(22, 36)))
    assert t1["by_difficulty"]["easy"]["accuracy"] == 1.0
    assert t1["median_rt_ms"] == 3500.0
    assert t1["errors_by_kind"] == {"mirror": 14}
    assert result["difficulty"]["hard"]["correct"] == 0 + 2 + 1 + 5 + 4
    item = next(r for r in result["items"] if r["id"] == "t1/2")
    assert (item["n"], item["correct"], item["human_difficulty"]) == (6, 4, "medium")
    table = result["relabelling"]["table"]
    expected = Counter((level, relabel(right)) for level, right in plan.values())
    assert all(table[p][h] == expected[(p, h)] for p in LEVELS for h in LEVELS)
    assert result["relabelling"]["agreement"] == pytest.approx(sum(expected[(x, x)] for x in LEVELS) / 12)
    # Fleiss' kappa over the first five answers of each item, worked by hand from the definition on the (right,
    # wrong) counts: an item with r right agrees P_i = (r² + (5-r)² - 5) / 20, which is 1 for r in {0, 5} (5 items),
    # 0.6 for r in {1, 4} (3 items) and 0.4 for r in {2, 3} (4 items), so P = 8.4 / 12 = 0.7; 36 of the 60 answers
    # are right, so P_e = 0.6² + 0.4² = 0.52 and kappa = (0.7 - 0.52) / (1 - 0.52) = 3/8.
    assert sum(right for _, right in plan.values()) == 36
    assert result["kappa"]["choice_first_raters"] == pytest.approx(3 / 8)
    assert result["kappa"]["items"] == 12
    written = write_export(dump, tmp_path / "export")
    assert [p.name for p in written] == ["human.json", "summary.md", "items.csv", "responses.csv"]
    assert "Fleiss' kappa" in (tmp_path / "export" / "summary.md").read_text()
    assert len((tmp_path / "export" / "items.csv").read_text().splitlines()) == 13


def test_export_cli_from_the_database_and_report_beside_the_models(tmp_path: Path,
                                                                    real_folders: dict[str, Path]) -> None:
    db = tmp_path / "study.sqlite"
    client = client_for(make_app(real_folders["mindseye"], db, per_person=10, practice=0))
    for person in range(6):
        client.cookies.clear()
        token = start(client)
        for k in range(10):
            gold = gold_of(db, token, "test", k)
            choice = gold if (person + k) % 4 else next(c for c in "ABCD" if c != gold)
            client.post(f"/s/{token}/answer", json={"phase": "test", "position": k, "choice": choice, "rt_ms": 900})
    out = tmp_path / "human"
    assert human_main(["export", "--db", str(db), "--out", str(out)]) == 0
    assert human_main(["export", "--db", str(tmp_path / "missing.sqlite"), "--out", str(out)]) == 2
    result = json.loads((out / "human.json").read_text())
    assert result["n_answers"] == 60 and result["participants"]["finished"] == 6
    assert result["overall"]["correct"] == 45
    assert result["kappa"]["items"] > 0  # 11 items, 6 people x 10 answers: every item has 5+ raters

    from mindbench.lmms_tasks.report import report_main
    from tests.test_report import mental_rotation_items, write_run

    runs = tmp_path / "runs"
    write_run(runs, "model-a", "20250101_000000", {"mindseye_mental_rotation": mental_rotation_items()})
    assert report_main([str(runs), "--human", str(out), "--out", str(tmp_path / "rep")]) == 0
    summary = json.loads((tmp_path / "rep" / "report.json").read_text())[0]
    row = next(t for t in summary["tasks"] if t["task"] == "mindseye_mental_rotation")
    study = next(t for t in result["tasks"] if t["task"] == "mental_rotation")
    assert row["human_study"]["all"]["value"] == pytest.approx(study["accuracy"])
    assert row["human"] == pytest.approx(0.81)  # the paper's level stays beside it
    assert "human study" in (tmp_path / "rep" / "report.md").read_text()
    assert report_main([str(runs), "--human", str(tmp_path / "nothing")]) == 2


def test_the_consent_page_names_the_contact_and_how_to_withdraw(tmp_path: Path, real_folders: dict[str, Path]) -> None:
    contact, withdraw = "Dr Ada Lovelace, ada@example.org", "Write to the ethics office, quoting your code."
    page = client_for(make_app(real_folders["mindseye"], tmp_path / "a.sqlite", contact=contact,
                               withdraw=withdraw)).get("/").text
    assert contact in page and withdraw in page
    custom = client_for(make_app(real_folders["mindseye"], tmp_path / "b.sqlite", contact=contact,
                                 consent_html="<p>Board-approved text.</p>")).get("/").text
    assert "Board-approved text." in custom and contact in custom  # shown under a replaced consent text too
    default = client_for(make_app(real_folders["mindseye"], tmp_path / "c.sqlite")).get("/").text
    assert "the researcher who sent you the link" in default and "participant code" in default


def test_the_item_page_names_the_answer_keys(tmp_path: Path, real_folders: dict[str, Path]) -> None:
    client = client_for(make_app(real_folders["mindseye"], tmp_path / "study.sqlite", per_person=2, practice=0))
    token = start(client)
    page = client.get(f"/s/{token}").text
    assert 'id="keys"' in page and "press a key: A–D" in page  # four-option panels


def test_codes_never_open_with_a_dash_that_the_command_line_would_take_for_an_option() -> None:
    from mindbench.human_study.cli import human_main
    from mindbench.human_study.store import new_token

    codes = [new_token() for _ in range(2000)]
    assert len(set(codes)) == len(codes) and all(len(code) >= 32 for code in codes)
    assert not [code for code in codes if code.startswith("-")]
    with pytest.raises(SystemExit):  # why: argparse reads a code that opens with '-' as an unknown option
        human_main(["withdraw", "-" + codes[0], "--db", "unused.sqlite"])


def test_withdraw_deletes_a_participant_and_their_answers(tmp_path: Path, real_folders: dict[str, Path]) -> None:
    db = tmp_path / "study.sqlite"
    client = client_for(make_app(real_folders["mindseye"], db, per_person=2, practice=0))
    token = start(client)
    assert client.post(f"/s/{token}/answer", json={"phase": "test", "position": 0, "choice": "A",
                                                   "rt_ms": 900}).status_code == 200
    from mindbench.human_study.cli import human_main

    assert human_main(["withdraw", token, "--db", str(db)]) == 0
    with sqlite3.connect(db) as conn:
        left = [conn.execute(f"SELECT count(*) FROM {table}").fetchone()[0]
                for table in ("participants", "slots", "responses")]
    assert left == [0, 0, 0]
    assert human_main(["withdraw", token, "--db", str(db)]) == 2  # gone: one clear line, exit 2
