"""The study's web application (FastAPI + Jinja2 templates; uvicorn serves it).

Participant routes (all a participant can reach; none carries an item id, the gold answer or option kinds):

    GET  /                               consent and instructions (a known cookie resumes instead)
    POST /start                          consent given: a participant, their slots, the cookie; → /s/<token>
    GET  /s/<token>                      the current item (practice, then test) or the finish page
    GET  /s/<token>/state                the same as JSON (what a script or the load test reads)
    GET  /s/<token>/image/<phase>/<k>    the PNG of an answered or current slot
    POST /s/<token>/answer               {"phase", "position", "choice", "rt_ms"}: committed, then the reply
                                         (practice: feedback) with the next item's state
    GET  /static/study.js|study.css      the page script and style

Admin routes need the admin token (`?token=` or `Authorization: Bearer …`): `GET /admin` (counts) and
`GET /admin/export` (the JSON dump `mindbench human export --url` analyses).
"""

from __future__ import annotations

import secrets
from dataclasses import dataclass
from pathlib import Path
from urllib.parse import parse_qs

from fastapi import FastAPI, Request
from fastapi.responses import HTMLResponse, JSONResponse, RedirectResponse, Response
from fastapi.staticfiles import StaticFiles
from fastapi.templating import Jinja2Templates
from pydantic import BaseModel, Field
from starlette.concurrency import run_in_threadpool

from .items import ItemPool, StudyItem
from .store import PHASES, Store, StudyError

HERE = Path(__file__).resolve().parent
COOKIE = "mindbench_participant"
COOKIE_MAX_AGE = 60 * 24 * 3600
NO_STORE = {"Cache-Control": "no-store"}


@dataclass
class StudyConfig:
    folder: Path  # OUT/<benchmark>
    db: Path = Path("study.sqlite")
    tasks: list[str] | None = None
    per_person: int = 40
    practice: int = 2
    split: str = "test"
    title: str = "A visual puzzle study"
    consent_html: str | None = None  # replaces the default consent text (HTML, e.g. from an ethics board)
    contact: str = ""  # who answers participants' questions, e.g. "Dr Ada Lovelace, ada@example.org"
    withdraw: str = ""  # how a participant withdraws and has their answers deleted (default text when empty)
    items_per_task: int | None = None  # the first N test items of each task form the pool (default: all)
    stale_after_s: float = 3600.0


class Answer(BaseModel):
    phase: str = Field(max_length=16)
    position: int = Field(ge=0, le=100_000)
    choice: str = Field(max_length=64)
    rt_ms: float


def slot_view(item: StudyItem, token: str, phase: str, position: int, total: int, n_practice: int) -> dict:
    """What the browser gets for one item: stimulus, question and option buttons. Built field by field on
    purpose: the item record (gold, option kinds, id, params) never enters a template or a JSON reply."""
    return {
        "phase": phase,
        "position": position,
        "number": position + 1,
        "total": total,
        "practice_items": n_practice,
        "question": item.question,
        "options": [{"value": value, "label": label} for value, label in item.option_labels()],
        "image_url": f"/s/{token}/image/{phase}/{position}",
        "answer_url": f"/s/{token}/answer",
    }


def create_app(config: StudyConfig) -> FastAPI:
    pool = ItemPool(config.folder, config.tasks, config.split, items_per_task=config.items_per_task)
    store = Store(config.db, stale_after_s=config.stale_after_s)
    practice = store.sync_items(pool, config.practice)
    admin_token = store.admin_token()
    store.set_meta("per_person", str(config.per_person))
    store.set_meta("folder", str(Path(config.folder).resolve()))
    store.set_meta("tasks", ",".join(pool.tasks))
    templates = Jinja2Templates(directory=str(HERE / "templates"))

    app = FastAPI(title="mindbench human study", docs_url=None, redoc_url=None, openapi_url=None)
    app.state.admin_token = admin_token
    app.state.store = store
    app.state.pool = pool
    app.mount("/static", StaticFiles(directory=str(HERE / "static")), name="static")

    def page(request: Request, name: str, status: int = 200, **context) -> HTMLResponse:
        context = {"title": config.title, **context}
        return templates.TemplateResponse(request, name, context, status_code=status, headers=NO_STORE)

    def state(token: str) -> dict:
        progress = store.progress(token)
        if progress.current is None:
            return {"done": True, "answered": progress.n_test, "total": progress.n_test}
        slot = progress.current
        total = progress.n_practice if slot.phase == "practice" else progress.n_test
        item = pool.items.get(slot.item_id)
        if item is None:
            raise StudyError(410, "this study's items are not served at the moment (the server runs on another "
                                  "folder); please try again later")
        view = slot_view(item, token, slot.phase, slot.position, total, progress.n_practice)
        return {"done": False, **view}

    def with_cookie(response: Response, token: str) -> Response:
        response.set_cookie(COOKIE, token, max_age=COOKIE_MAX_AGE, httponly=True, samesite="lax")
        return response

    def is_admin(request: Request) -> bool:
        given = request.query_params.get("token") or ""
        header = request.headers.get("authorization", "")
        if header.lower().startswith("bearer "):
            given = header[7:].strip()
        return bool(given) and secrets.compare_digest(given.encode(), admin_token.encode())

    @app.exception_handler(StudyError)
    async def study_error(request: Request, error: StudyError) -> Response:
        if request.url.path.endswith(("/answer", "/state")) or request.url.path.startswith("/admin/"):
            return JSONResponse({"detail": str(error)}, status_code=error.status, headers=NO_STORE)
        return page(request, "message.html", status=error.status, heading="Sorry", message=str(error))

    @app.get("/", response_class=HTMLResponse)
    def consent(request: Request) -> Response:
        token = request.cookies.get(COOKIE)
        if token:
            try:
                store.progress(token)
                return RedirectResponse(f"/s/{token}", status_code=303)
            except StudyError:
                pass  # a cookie from another study: start afresh
        return page(request, "consent.html", consent_html=config.consent_html, contact=config.contact,
                    withdraw=config.withdraw,
                    n_test=min(config.per_person, len(pool.test_ids)), n_practice=len(practice))

    def start_participant(cookie_token: str | None) -> str:
        if cookie_token:
            try:
                store.progress(cookie_token)
                return cookie_token  # a second click on Start (or Back, then Start): the same person
            except StudyError:
                pass
        return store.new_participant(practice, config.per_person)

    @app.post("/start")
    async def start(request: Request) -> Response:
        form = parse_qs((await request.body()).decode("utf-8", "replace"))
        if form.get("consent") != ["yes"]:
            return page(request, "message.html", status=400, heading="Consent needed",
                        message="Please tick the consent box to take part.", back="/")
        token = await run_in_threadpool(start_participant, request.cookies.get(COOKIE))
        return with_cookie(RedirectResponse(f"/s/{token}", status_code=303), token)

    @app.get("/s/{token}", response_class=HTMLResponse)
    def study_page(request: Request, token: str) -> Response:
        current = state(token)
        if current["done"]:
            return with_cookie(page(request, "finish.html", total=current["total"], code=token), token)
        return with_cookie(page(request, "item.html", slot=current), token)

    @app.get("/s/{token}/state")
    def study_state(token: str) -> JSONResponse:
        return JSONResponse(state(token), headers=NO_STORE)

    @app.get("/s/{token}/image/{phase}/{position}")
    def image(token: str, phase: str, position: int) -> Response:
        if phase not in PHASES:
            raise StudyError(404, "no such image")
        item_id = store.slot_item(token, phase, position)
        if item_id not in pool.items:
            raise StudyError(410, "this image is not served at the moment")
        return Response(pool.image(item_id), media_type="image/png", headers={"Cache-Control": "private, max-age=3600"})

    @app.post("/s/{token}/answer")
    def answer(token: str, body: Answer) -> JSONResponse:
        recorded = store.record(token, body.phase, body.position, body.choice, body.rt_ms)
        reply: dict = {"recorded": True, "duplicate": recorded.duplicate, "done": recorded.done}
        if recorded.phase == "practice":  # feedback, practice items only (they never enter the test pool)
            reply["feedback"] = {"correct": recorded.correct, "answer": recorded.answer}
        reply["next"] = state(token)  # read after the commit: the next item is sent only once this one is stored
        return JSONResponse(reply, headers=NO_STORE)

    @app.get("/admin", response_class=HTMLResponse)
    def admin(request: Request) -> Response:
        if not is_admin(request):
            return page(request, "message.html", status=403, heading="Forbidden",
                        message="The admin page needs the admin token printed when the server started.")
        return page(request, "admin.html", counts=store.counts(), token=request.query_params.get("token", ""))

    @app.get("/admin/export")
    def admin_export(request: Request) -> JSONResponse:
        if not is_admin(request):
            return JSONResponse({"detail": "admin token required (printed when the server started)"},
                                status_code=403, headers=NO_STORE)
        return JSONResponse(store.dump(), headers=NO_STORE)

    @app.get("/healthz")
    def health() -> dict:
        return {"ok": True}

    return app
