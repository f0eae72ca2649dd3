"""SQLite storage of a study. Every write is one `BEGIN IMMEDIATE` transaction, committed before the reply.

Tables: `meta` (settings, admin token, practice items), `items` (the pool, gold and kinds included: the export needs
them, the browser never gets them), `participants` (an opaque token, times; nothing personal), `slots` (which item a
participant answers at which position: primary key (participant, phase, position), unique (participant, item)) and
`responses` (one per slot at most: the primary key makes a duplicate impossible, whatever the clients retry).
"""

from __future__ import annotations

import json
import math
import random
import secrets
import sqlite3
import time
from collections.abc import Iterator
from contextlib import contextmanager
from dataclasses import dataclass
from pathlib import Path

from .assign import Candidate, choose_items
from .items import ItemPool, PoolError, dumps

SCHEMA_VERSION = "1"
PHASES = ("practice", "test")
STALE_AFTER_S = 3600.0  # an unanswered slot of a participant idle this long no longer counts for the weighting
MAX_RT_MS = 24 * 3600 * 1000.0

SCHEMA = """
CREATE TABLE IF NOT EXISTS meta (key TEXT PRIMARY KEY, value TEXT NOT NULL);
CREATE TABLE IF NOT EXISTS items (
    item_id TEXT PRIMARY KEY,
    role TEXT NOT NULL CHECK (role IN ('test', 'practice')),
    benchmark TEXT NOT NULL, task TEXT NOT NULL, difficulty TEXT NOT NULL, answer_type TEXT NOT NULL,
    answer TEXT NOT NULL, options TEXT NOT NULL, option_kinds TEXT NOT NULL, meta TEXT NOT NULL,
    active INTEGER NOT NULL DEFAULT 1
);
CREATE TABLE IF NOT EXISTS participants (
    participant_id INTEGER PRIMARY KEY AUTOINCREMENT,
    token TEXT NOT NULL UNIQUE,
    created_at REAL NOT NULL,
    last_seen REAL NOT NULL,
    finished_at REAL
);
CREATE TABLE IF NOT EXISTS slots (
    participant_id INTEGER NOT NULL REFERENCES participants (participant_id),
    phase TEXT NOT NULL CHECK (phase IN ('practice', 'test')),
    position INTEGER NOT NULL CHECK (position >= 0),
    item_id TEXT NOT NULL REFERENCES items (item_id),
    PRIMARY KEY (participant_id, phase, position),
    UNIQUE (participant_id, item_id)
);
CREATE INDEX IF NOT EXISTS slots_item ON slots (item_id);
CREATE TABLE IF NOT EXISTS responses (
    participant_id INTEGER NOT NULL,
    phase TEXT NOT NULL,
    position INTEGER NOT NULL,
    item_id TEXT NOT NULL,
    choice TEXT NOT NULL,
    correct INTEGER NOT NULL CHECK (correct IN (0, 1)),
    rt_ms REAL NOT NULL CHECK (rt_ms >= 0),
    answered_at REAL NOT NULL,
    PRIMARY KEY (participant_id, phase, position),
    UNIQUE (participant_id, item_id),
    FOREIGN KEY (participant_id, phase, position) REFERENCES slots (participant_id, phase, position)
);
CREATE INDEX IF NOT EXISTS responses_item ON responses (item_id);
"""


def new_token() -> str:
    """A participant's code or the admin token: 192 random bits in hex, so that a code never opens with '-' and
    `mindbench human withdraw CODE` never takes it for an option."""
    return secrets.token_hex(24)


class StudyError(Exception):
    """A request the study refuses; `status` is the HTTP status the server answers with."""

    def __init__(self, status: int, message: str):
        super().__init__(message)
        self.status = status


@dataclass(frozen=True)
class Slot:
    phase: str
    position: int
    item_id: str


@dataclass(frozen=True)
class Progress:
    """Where a participant stands. `current` is None once every slot is answered."""

    participant_id: int
    token: str
    current: Slot | None
    n_practice: int
    n_test: int
    answered: int  # in the current phase


@dataclass(frozen=True)
class Recorded:
    phase: str
    position: int
    correct: bool
    answer: str  # shown only as practice feedback
    duplicate: bool  # the same answer had been stored already (a retried request)
    done: bool


class Store:
    def __init__(self, path: Path, stale_after_s: float = STALE_AFTER_S):
        self.path = Path(path)
        self.stale_after_s = stale_after_s
        self.path.parent.mkdir(parents=True, exist_ok=True)
        with self.connect() as conn:
            conn.execute("PRAGMA journal_mode=WAL")
            conn.executescript(SCHEMA)
            version = conn.execute("SELECT value FROM meta WHERE key = 'schema'").fetchone()
            if version is None:
                conn.execute("INSERT INTO meta VALUES ('schema', ?)", (SCHEMA_VERSION,))
            elif version[0] != SCHEMA_VERSION:
                raise PoolError(f"{self.path}: study database schema {version[0]}, this mindbench reads "
                                f"{SCHEMA_VERSION}")

    def connect(self) -> sqlite3.Connection:
        conn = sqlite3.connect(self.path, timeout=30.0, isolation_level=None)
        conn.execute("PRAGMA busy_timeout = 30000")
        conn.execute("PRAGMA synchronous = FULL")  # committed means on disk, also across a power cut
        conn.execute("PRAGMA foreign_keys = ON")
        return conn

    @contextmanager
    def write(self) -> Iterator[sqlite3.Connection]:
        """One serialised write transaction (BEGIN IMMEDIATE takes the write lock up front: no upgrade deadlock)."""
        conn = self.connect()
        try:
            conn.execute("BEGIN IMMEDIATE")
            try:
                yield conn
            except BaseException:
                conn.execute("ROLLBACK")
                raise
            conn.execute("COMMIT")
        finally:
            conn.close()

    @contextmanager
    def read(self) -> Iterator[sqlite3.Connection]:
        conn = self.connect()
        try:
            yield conn
        finally:
            conn.close()

    # ------------------------------------------------------------------------------------------- setup

    def meta(self, key: str) -> str | None:
        with self.read() as conn:
            row = conn.execute("SELECT value FROM meta WHERE key = ?", (key,)).fetchone()
        return row[0] if row else None

    def admin_token(self) -> str:
        """The token that guards the admin routes, made once per database (printed at every start)."""
        with self.write() as conn:
            row = conn.execute("SELECT value FROM meta WHERE key = 'admin_token'").fetchone()
            if row:
                return row[0]
            token = new_token()
            conn.execute("INSERT INTO meta VALUES ('admin_token', ?)", (token,))
            return token

    def sync_items(self, pool: ItemPool, n_practice: int) -> list[str]:
        """Put the pool into the database; returns the practice item ids (fixed by the study's first start).

        An item stored earlier must have the same gold, options and kinds as the folder's copy; otherwise the
        folder was rebuilt differently and old answers would be scored against new items, so this refuses.
        """
        with self.write() as conn:
            stored = conn.execute("SELECT value FROM meta WHERE key = 'practice_ids'").fetchone()
            if stored is not None:
                practice = json.loads(stored[0])
                pool.use_practice(practice)
            else:
                practice = pool.practice_ids(n_practice)
                conn.execute("INSERT INTO meta VALUES ('practice_ids', ?)", (dumps(practice),))
            rows = {r[0]: r for r in conn.execute("SELECT item_id, role, answer, options, option_kinds FROM items")}
            roles = {i: "practice" for i in practice} | dict.fromkeys(pool.test_ids, "test")
            for item_id, role in roles.items():
                item = pool.items[item_id]
                old = rows.get(item_id)
                if old is None:
                    conn.execute("INSERT INTO items VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?, ?, 1)",
                                 (item.id, role, item.benchmark, item.task, item.difficulty, item.answer_type,
                                  item.answer, dumps(list(item.options)), dumps(list(item.option_kinds)),
                                  dumps(item.meta())))
                elif (old[1], old[2], json.loads(old[3]), json.loads(old[4])) != (
                        role, item.answer, list(item.options), list(item.option_kinds)):
                    raise PoolError(f"{item_id} differs from the copy this study's database holds (answer, "
                                    "options, kinds or practice role); serve the folder the study started with, "
                                    "or start a new --db")
            conn.execute("UPDATE items SET active = 0")
            conn.executemany("UPDATE items SET active = 1 WHERE item_id = ?", [(i,) for i in roles])
            return practice

    def set_meta(self, key: str, value: str) -> None:
        with self.write() as conn:
            conn.execute("INSERT OR REPLACE INTO meta VALUES (?, ?)", (key, value))

    # ------------------------------------------------------------------------------------------- participants

    def new_participant(self, practice: list[str], n_test: int, rng: random.Random | None = None) -> str:
        """Create a participant with their practice and test slots (one transaction); returns the token."""
        rng = rng or random.Random(secrets.randbits(64))
        token = new_token()
        now = time.time()
        with self.write() as conn:
            cur = conn.execute("INSERT INTO participants (token, created_at, last_seen) VALUES (?, ?, ?)",
                               (token, now, now))
            pid = cur.lastrowid
            chosen = choose_items(self._candidates(conn, now), n_test, rng)
            if not chosen:
                raise StudyError(503, "the study has no items to assign")
            conn.executemany("INSERT INTO slots VALUES (?, 'practice', ?, ?)",
                             [(pid, k, item_id) for k, item_id in enumerate(practice)])
            conn.executemany("INSERT INTO slots VALUES (?, 'test', ?, ?)",
                             [(pid, k, item_id) for k, item_id in enumerate(chosen)])
        return token

    def _candidates(self, conn: sqlite3.Connection, now: float) -> list[Candidate]:
        """Active test items with their counts: answers given plus slots pending with recently active people."""
        rows = conn.execute(
            """
            SELECT i.item_id, i.task, i.difficulty,
                   (SELECT count(*) FROM slots s JOIN participants p ON p.participant_id = s.participant_id
                     WHERE s.item_id = i.item_id AND s.phase = 'test'
                       AND (p.last_seen >= ? OR EXISTS (
                            SELECT 1 FROM responses r WHERE r.participant_id = s.participant_id
                               AND r.phase = s.phase AND r.position = s.position)))
            FROM items i WHERE i.role = 'test' AND i.active = 1 ORDER BY i.item_id
            """, (now - self.stale_after_s,)).fetchall()
        return [Candidate(*row) for row in rows]

    def withdraw(self, token: str) -> int:
        """Delete a participant and everything recorded for them (the consent page promises this on request);
        returns how many answers were deleted. Their slots return to the pool for later participants."""
        with self.write() as conn:
            row = conn.execute("SELECT participant_id FROM participants WHERE token = ?", (token,)).fetchone()
            if row is None:
                raise StudyError(404, f"no participant with code {token!r} in this study")
            deleted = conn.execute("DELETE FROM responses WHERE participant_id = ?", row).rowcount
            conn.execute("DELETE FROM slots WHERE participant_id = ?", row)
            conn.execute("DELETE FROM participants WHERE participant_id = ?", row)
        return deleted

    def progress(self, token: str) -> Progress:
        with self.read() as conn:
            return self._progress(conn, token)

    @staticmethod
    def _progress(conn: sqlite3.Connection, token: str) -> Progress:
        row = conn.execute("SELECT participant_id FROM participants WHERE token = ?", (token,)).fetchone()
        if row is None:
            raise StudyError(404, "unknown participant link")
        pid = row[0]
        counts = dict(conn.execute("SELECT phase, count(*) FROM slots WHERE participant_id = ? GROUP BY phase",
                                   (pid,)).fetchall())
        current = conn.execute(
            """SELECT s.phase, s.position, s.item_id FROM slots s
               WHERE s.participant_id = ? AND NOT EXISTS (
                   SELECT 1 FROM responses r WHERE r.participant_id = s.participant_id AND r.phase = s.phase
                      AND r.position = s.position)
               ORDER BY s.phase = 'test', s.position LIMIT 1""", (pid,)).fetchone()
        slot = Slot(*current) if current else None
        answered = slot.position if slot else counts.get("test", 0)
        return Progress(pid, token, slot, counts.get("practice", 0), counts.get("test", 0), answered)

    def slot_item(self, token: str, phase: str, position: int) -> str:
        """The item of one of this participant's slots that is answered or current (never a later one)."""
        with self.read() as conn:
            progress = self._progress(conn, token)
            row = conn.execute("SELECT item_id FROM slots WHERE participant_id = ? AND phase = ? AND position = ?",
                               (progress.participant_id, phase, position)).fetchone()
        if row is None:
            raise StudyError(404, "no such item for this participant")
        current = progress.current
        if current is not None and (PHASES.index(phase), position) > (PHASES.index(current.phase), current.position):
            raise StudyError(403, "that item is not shown yet")
        return row[0]

    def record(self, token: str, phase: str, position: int, choice: str, rt_ms: float) -> Recorded:
        """Store one answer, committed before returning. A retry of a stored answer is accepted, not repeated."""
        if phase not in PHASES:
            raise StudyError(422, f"phase must be one of {', '.join(PHASES)}")
        if not (isinstance(rt_ms, int | float) and math.isfinite(rt_ms) and 0 <= rt_ms <= MAX_RT_MS):
            raise StudyError(422, f"rt_ms must be a number of milliseconds between 0 and {MAX_RT_MS:.0f}")
        now = time.time()
        with self.write() as conn:
            progress = self._progress(conn, token)
            pid = progress.participant_id
            row = conn.execute(
                """SELECT s.item_id, i.answer, i.options FROM slots s JOIN items i ON i.item_id = s.item_id
                   WHERE s.participant_id = ? AND s.phase = ? AND s.position = ?""", (pid, phase, position)).fetchone()
            if row is None:
                raise StudyError(404, f"no {phase} item at position {position} for this participant")
            item_id, answer, options = row[0], row[1], json.loads(row[2])
            if choice not in options:
                raise StudyError(422, f"choice {choice!r} is not one of this item's options: {', '.join(options)}")
            old = conn.execute("SELECT choice FROM responses WHERE participant_id = ? AND phase = ? AND position = ?",
                               (pid, phase, position)).fetchone()
            if old is not None:
                if old[0] != choice:
                    raise StudyError(409, "this item was answered already; answers cannot be changed")
                return Recorded(phase, position, old[0] == answer, answer, True, progress.current is None)
            current = progress.current
            if current is None or (current.phase, current.position) != (phase, position):
                raise StudyError(409, "answer the items in order: this is not the current item")
            correct = choice == answer
            conn.execute("INSERT INTO responses VALUES (?, ?, ?, ?, ?, ?, ?, ?)",
                         (pid, phase, position, item_id, choice, int(correct), float(rt_ms), now))
            done = self._progress(conn, token).current is None
            conn.execute("UPDATE participants SET last_seen = ?, finished_at = CASE WHEN ? THEN ? END "
                         "WHERE participant_id = ?", (now, done, now, pid))
            return Recorded(phase, position, correct, answer, False, done)

    # ------------------------------------------------------------------------------------------- export

    def dump(self) -> dict:
        """Everything the analysis needs, participants by number only (no tokens)."""
        with self.read() as conn:
            conn.execute("BEGIN")  # one consistent snapshot
            items = [json.loads(meta) | {"role": role, "active": bool(active)}
                     for meta, role, active in conn.execute("SELECT meta, role, active FROM items ORDER BY item_id")]
            participants = [
                {"participant": pid, "created_at": created, "finished_at": finished,
                 "slots": n_slots, "answered": n_answered}
                for pid, created, finished, n_slots, n_answered in conn.execute(
                    """SELECT p.participant_id, p.created_at, p.finished_at,
                              (SELECT count(*) FROM slots s WHERE s.participant_id = p.participant_id
                                  AND s.phase = 'test'),
                              (SELECT count(*) FROM responses r WHERE r.participant_id = p.participant_id
                                  AND r.phase = 'test')
                       FROM participants p ORDER BY p.participant_id""")]
            columns = ("participant", "phase", "position", "item_id", "choice", "correct", "rt_ms", "answered_at")
            responses = [dict(zip(columns, row, strict=True)) | {"correct": bool(row[5])} for row in conn.execute(
                f"SELECT {', '.join(('participant_id', *columns[1:]))} FROM responses "
                "ORDER BY answered_at, participant_id, phase, position")]
            settings = dict(conn.execute("SELECT key, value FROM meta WHERE key != 'admin_token'").fetchall())
            conn.execute("COMMIT")
        return {"format": "mindbench-human-dump/1", "settings": settings, "items": items,
                "participants": participants, "responses": responses}

    def counts(self) -> dict:
        """Small status numbers for the admin page."""
        with self.read() as conn:
            return {
                "participants": conn.execute("SELECT count(*) FROM participants").fetchone()[0],
                "finished": conn.execute("SELECT count(*) FROM participants WHERE finished_at IS NOT NULL"
                                         ).fetchone()[0],
                "test_answers": conn.execute("SELECT count(*) FROM responses WHERE phase = 'test'").fetchone()[0],
                "pool": conn.execute("SELECT count(*) FROM items WHERE role = 'test' AND active = 1").fetchone()[0],
            }

