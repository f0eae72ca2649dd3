"""Mental composition: net catalogue counts, folding re-solve, corruption caught (balance, determinism and the
rest every task keeps: tests/test_task_contract.py)."""

from __future__ import annotations

import copy
import itertools
import math
import xml.etree.ElementTree as ET
from collections import Counter
from functools import cache, partial

import numpy as np
import pytest
from hypothesis import given, settings
from hypothesis import strategies as st

from mindbench.generators.common.canvas import Canvas
from mindbench.generators.common.item import LETTERS, Item, RejectDraw, VerificationError
from mindbench.generators.mindseye import mental_composition as mc
from mindbench.generators.mindseye import nets
from tests.task_helpers import make as make_item
from tests.task_helpers import with_params

build = partial(make_item, mc.generate)


@cache
def item(index: int, split: str = "test", seed: int = 0) -> Item:
    return build(index, split, seed)


def first_of(level: str, solid: str | None = None) -> Item:
    for i in range(400):
        it = item(i)
        if it.difficulty == level and (solid is None or it.params_dict["solid"] == solid):
            return it
    raise AssertionError(f"no {level} {solid} item in the first 400")


# ---------------------------------------------------------------- the net catalogue


def test_exactly_35_free_hexominoes_and_11_cube_nets() -> None:
    free = {nets.free_form(s) for s in nets.fixed_polyominoes(6)}
    assert len(nets.fixed_polyominoes(6)) == 216
    assert len(free) == 35
    assert len(nets.cube_nets()) == 11


def test_unfolding_spanning_trees_agrees_on_the_cube() -> None:
    cube = nets.model("cube")
    forms = set()
    for tree in nets.spanning_trees(6, cube.adjacency()):
        net = nets.unfold(cube, tree)
        if net is not None:
            forms.add(nets.canonical_net_form([list(f.polygon) for f in net.faces]))
    assert len(nets.spanning_trees(6, cube.adjacency())) == 384
    assert len(forms) == 11


@pytest.mark.parametrize(("solid", "classes"), [("cube", 11), ("tetrahedron", 2), ("octahedron", 11),
                                                ("square_pyramid", 8), ("triangular_prism", 9)])
def test_distinct_net_counts(solid: str, classes: int) -> None:
    assert len(nets.net_classes(solid)) == classes


def reference_net_form(polygons: list[list[tuple[float, float]]], extras: list[object] | None = None,
                       directions: list[tuple[float, float] | None] | None = None) -> tuple:
    """`nets.canonical_net_form` as numpy computes it step by step: np.unique's rounded corners, the norm matrix,
    each frame's products by `basis @`."""
    extras = extras or [None] * len(polygons)
    directions = directions or [None] * len(polygons)
    pts = np.unique(np.round(np.concatenate([np.asarray(p, dtype=float) for p in polygons]), 6), axis=0)
    dists = np.linalg.norm(pts[:, None] - pts[None], axis=2)
    far = dists.max()
    best: tuple | None = None
    for i, j in zip(*np.nonzero(dists > far - 1e-6), strict=True):
        ex = (pts[j] - pts[i]) / far
        basis = np.vstack([ex, np.array([-ex[1], ex[0]])])
        placed = [[nets.rounded(basis @ (np.asarray(v) - pts[i])) for v in poly] for poly in polygons]
        pointed = [None if d is None else nets.rounded(basis @ np.asarray(d)) for d in directions]
        for mirror in (False, True):
            form = tuple(sorted(
                (tuple(sorted(nets.mirrored(c, mirror) for c in poly)), str(extra),
                 None if d is None else nets.mirrored(d, mirror))
                for poly, extra, d in zip(placed, extras, pointed, strict=True)))
            if best is None or form < best:
                best = form
    assert best is not None
    return best


def test_frame_point_is_numpys_rounded_product_even_at_ties() -> None:
    """frame_point against numpy's own product rounded, on random frames and on points placed within a few units
    in the last place of a rounding tie (there a plain-float product and numpy's fused one round apart)."""
    rng = np.random.default_rng(5)
    ties = 0
    for n in range(20000):
        angle = rng.uniform(0, 2 * math.pi)
        ex, ey = math.cos(angle), math.sin(angle)
        rx = float(rng.uniform(-4, 4))
        if n % 2:  # the first coordinate aimed at a tie, nudged by a few units in the last place
            tie = (int(rng.integers(-4000, 4000)) + 0.5) / 1000
            ry = (tie - ex * rx) / ey if abs(ey) > 0.1 else float(rng.uniform(-4, 4))
            ry = float(np.nextafter(ry, (-math.inf, ry, math.inf)[int(rng.integers(3))]))
        else:
            ry = float(rng.uniform(-4, 4))
        want = nets.rounded(np.array([[ex, ey], [-ey, ex]]) @ np.array([rx, ry]))
        fast = [round(ex * rx + ey * ry, 3) + 0.0, round(-ey * rx + ex * ry, 3) + 0.0]
        ties += fast != want
        assert nets.frame_point(ex, ey, rx, ry) == want, (ex, ey, rx, ry)
    assert ties > 0  # the plain-float rounding alone does round some ties apart


def test_canonical_net_form_is_the_numpy_form() -> None:
    """The plain-float form equals numpy's step-by-step form on every catalogue net, turned and mirrored on the
    paper, with colours and arrows, and on nets whose corners sit on rounding ties."""
    rng = np.random.default_rng(11)
    colours = list(mc.PALETTE)
    for solid in nets.POLYHEDRA:
        for cls in nets.net_classes(solid):
            for net in cls:
                polys = [list(f.polygon) for f in net.faces]
                assert nets.canonical_net_form(polys) == reference_net_form(polys)
                angle, flip = float(rng.uniform(0, 2 * math.pi)), 1 - 2 * int(rng.integers(2))
                c, s = math.cos(angle), math.sin(angle)
                turned = [[(c * x - s * flip * y + 0.0, s * x + c * flip * y + 0.0) for x, y in p] for p in polys]
                extras = [colours[i] for i in rng.permutation(len(colours))[:len(polys)]]
                dirs = [(math.cos(a), math.sin(a)) for a in rng.uniform(0, 2 * math.pi, len(polys))]
                assert nets.canonical_net_form(turned, extras, dirs) == reference_net_form(turned, extras, dirs)
    for _ in range(300):  # corners at x.xxx5: every frame along an axis puts them on a tie
        cells = [(int(rng.integers(0, 3)), int(rng.integers(0, 3))) for _ in range(4)]
        polys = [[(x + dx + 0.0005, y + dy + 0.0015) for dx, dy in ((0, 0), (1, 0), (1, 1), (0, 1))]
                 for x, y in cells]
        assert nets.canonical_net_form(polys) == reference_net_form(polys)


def reference_overlap(p: tuple, q: tuple) -> bool:
    """`nets.polygons_overlap` as numpy computes it: the bounding boxes, then every axis in numpy."""
    pxs, pys, qxs, qys = [x for x, _ in p], [y for _, y in p], [x for x, _ in q], [y for _, y in q]
    if max(pxs) < min(qxs) or max(qxs) < min(pxs) or max(pys) < min(qys) or max(qys) < min(pys):
        return False
    return nets.numpy_overlap(p, q, 1e-7)


def test_polygons_overlap_is_the_numpy_axis_test() -> None:
    """The plain-float verdict equals numpy's on every face pair of the catalogue nets (touching along hinges),
    on random convex polygons, and on pairs pushed into each other or apart by a fraction of the tolerance."""
    for solid in nets.POLYHEDRA:
        for cls in nets.net_classes(solid):
            for net in cls:
                for f, g in itertools.combinations(net.faces, 2):
                    assert nets.polygons_overlap(f.polygon, g.polygon) == reference_overlap(f.polygon, g.polygon)
    rng = np.random.default_rng(3)
    decided = 0
    for n in range(6000):
        sides = int(rng.integers(3, 5))
        angles = np.sort(rng.uniform(0, 2 * math.pi, sides))
        centre, radius = rng.uniform(-3, 3, 2), rng.uniform(0.3, 1.5)
        p = tuple((float(centre[0] + radius * math.cos(a)), float(centre[1] + radius * math.sin(a))) for a in angles)
        if n % 2:  # a copy of p mirrored across one of its edges, then nudged by a fraction of the tolerance
            i = int(rng.integers(sides))
            (x0, y0), (x1, y1) = p[i], p[(i + 1) % sides]
            ex, ey = x1 - x0, y1 - y0
            length = math.hypot(ex, ey)
            nx, ny = ey / length, -ex / length  # the edge's outward normal (counter-clockwise polygon)
            push = float(rng.choice([-2.0, -1.0, -0.5, -1e-3, 0.0, 1e-3, 0.5, 1.0, 2.0])) * 1e-7 * length
            q = []
            for x, y in p:
                t = ((x - x0) * nx + (y - y0) * ny) * 2
                q.append((x - t * nx + push * nx, y - t * ny + push * ny))
            q = tuple(q[::-1])
        else:
            angles = np.sort(rng.uniform(0, 2 * math.pi, 3))
            centre, radius = rng.uniform(-3, 3, 2), rng.uniform(0.3, 1.5)
            q = tuple((float(centre[0] + radius * math.cos(a)), float(centre[1] + radius * math.sin(a)))
                      for a in angles)
        assert nets.polygons_overlap(p, q) == reference_overlap(p, q), (p, q)
        decided += nets.overlap_verdict(p, q, 1e-7) is not None
    assert decided > 5000  # numpy is asked only near a tie


def test_filling_angles_are_numpys_even_at_the_90_percent_line() -> None:
    """The plain-float scoring picks the angles numpy's turned nets pick, on every catalogue net at random aspects
    and at aspects that put one angle's fill exactly on the 90 % line of another's (there numpy decides)."""
    rng = np.random.default_rng(7)
    for solid in nets.POLYHEDRA:
        angles = range(0, 360, 90 if solid == "cube" else 15)
        for cls, members in enumerate(nets.net_classes(solid)):
            for member, net in enumerate(members):
                aspects = [float(a) for a in rng.uniform(0.8, 2.5, 2)]
                sizes = []
                for angle in angles:
                    pts = mc.turned_points(net, math.radians(angle))
                    xs, ys = [x for x, _ in pts], [y for _, y in pts]
                    sizes.append((max(xs) - min(xs), max(ys) - min(ys)))
                for _ in range(6):  # fill aspect / w_b as the best, 1 / h_a exactly 90 % of it
                    (w_b, _), (_, h_a) = sizes[int(rng.integers(len(sizes)))], sizes[int(rng.integers(len(sizes)))]
                    aspects.append(w_b / (0.9 * h_a))
                for aspect in aspects:
                    fast = mc.filling_angles.__wrapped__(solid, cls, member, aspect)
                    assert fast == mc.exact_filling_angles(net, angles, aspect), (solid, cls, member, aspect)


def reference_option_geometry(i: int, opt: dict) -> None:
    """`mc.check_option_geometry` with every face checked as numpy computes it."""
    if opt["solid"] == "cone":
        return mc.check_option_geometry(i, opt)
    verts = np.asarray(opt["vertices"], dtype=float)
    for face in opt["faces"]:
        mc.check_face_geometry(i, verts, verts.mean(axis=0), face)
        if not face["visible"] and (face["colour"] or face["mark"]):
            raise VerificationError(f"option {LETTERS[i]}: a hidden face carries a colour or mark")


def geometry_verdict(check: object, opt: dict) -> str:
    try:
        check(0, opt)  # type: ignore[operator]
    except VerificationError as err:
        return str(err)
    return "ok"


def test_option_geometry_is_numpys_near_edge_on_and_corrupted() -> None:
    """The plain-float face judgement gives numpy's verdict (and message) on options of every solid under random
    cameras, cameras tilting a face to within a hair of the 0.05 edge-on line, reversed faces and flipped
    visibility."""
    rng = np.random.default_rng(9)
    verdicts = Counter()
    for n in range(3000):
        solid = nets.POLYHEDRA[n % len(nets.POLYHEDRA)]
        m = nets.model(solid)
        yaw, elev = float(rng.uniform(0, 90)), float(rng.uniform(-60, 60))
        if n % 3 == 0:  # the top or bottom face (normal ±y) at |z| = 0.05 give or take a few last bits
            elev = math.degrees(math.asin(0.05)) * (1 + float(rng.integers(-4, 5)) * 1e-16) * (1 - 2 * (n % 2))
        cam = mc.camera_matrix(yaw, elev)
        g = int(rng.integers(len(nets.rotation_group(solid))))
        opt = mc.polyhedron_option(solid, cam, g, {}, "correct")
        if n % 5 == 1:
            opt["faces"][int(rng.integers(len(m.faces)))]["vertices"].reverse()
        if n % 7 == 2:
            face = opt["faces"][int(rng.integers(len(m.faces)))]
            face["visible"] = not face["visible"]
        verdict = geometry_verdict(mc.check_option_geometry, opt)
        assert verdict == geometry_verdict(reference_option_geometry, opt), (solid, yaw, elev)
        verdicts[verdict.split(":")[-1]] += 1
    assert len(verdicts) >= 3  # sound options, wrong orientation and wrong visibility or edge-on all seen


def test_rotation_groups_have_the_right_order() -> None:
    orders = {s: len(nets.rotation_group(s)) for s in nets.POLYHEDRA}
    assert orders == {"cube": 24, "tetrahedron": 12, "octahedron": 24, "square_pyramid": 4, "triangular_prism": 6}


@pytest.mark.parametrize("solid", nets.POLYHEDRA)
def test_every_catalogue_net_folds_shut_by_the_independent_fold(solid: str) -> None:
    for cls in nets.net_classes(solid):
        for net in cls[:3]:
            folded = mc.fold_net(solid, mc.net_params(net, [None] * 8, [None] * 8))
            assert isinstance(folded, mc.Folded)
            assert len(folded.faces) == len(nets.model(solid).faces)
            assert len(folded.vertices) == len(nets.model(solid).vertices)


def cells_net(cells: list[tuple[int, int]]) -> dict:
    """A hexomino written as net params by hand (no rolling), hinges between side-adjacent cells."""
    faces = [{"polygon": [[x, y], [x + 1, y], [x + 1, y + 1], [x, y + 1]], "colour": None, "mark": None}
             for x, y in cells]
    hinges = []
    for i, (x, y) in enumerate(cells):
        for j, (u, v) in enumerate(cells):
            if (u, v) == (x + 1, y):
                hinges.append([i, j, [[x + 1, y], [x + 1, y + 1]]])
            if (u, v) == (x, y + 1):
                hinges.append([i, j, [[x, y + 1], [x + 1, y + 1]]])
    return {"faces": faces, "hinges": hinges}


def test_fold_accepts_the_cross_and_rejects_non_nets() -> None:
    cross = [(1, 0), (0, 1), (1, 1), (2, 1), (1, 2), (1, 3)]
    assert isinstance(mc.fold_net("cube", cells_net(cross)), mc.Folded)
    assert isinstance(mc.fold_net("cube", cells_net([(0, 0), (1, 0), (2, 0), (2, 1), (3, 1), (4, 1)])), mc.Folded)
    for bad in ([(i, 0) for i in range(6)],                        # a strip of six wraps onto itself
                [(0, 0), (1, 0), (2, 0), (3, 0), (0, 1), (3, 1)],  # a U: two flaps land on one face
                [(0, 0), (1, 0), (2, 0), (3, 0), (3, 1), (3, 2)]):  # 4+2 L: the last square hits the second
        with pytest.raises(VerificationError):
            mc.fold_net("cube", cells_net(bad))
    with pytest.raises(VerificationError):
        mc.fold_net("octahedron", cells_net(cross))  # squares cannot close at an octahedron's angle


def test_cone_net_needs_the_right_sector_angle() -> None:
    net = mc.cone_net_params(0.5, np.random.default_rng(1))
    assert net["sector"]["angle_deg"] == pytest.approx(180.0)
    assert mc.fold_cone(net).height_over_radius == pytest.approx(math.sqrt(3))
    wrong = copy.deepcopy(net)
    wrong["sector"]["angle_deg"] = 200.0
    with pytest.raises(VerificationError, match="arc length"):
        mc.fold_cone(wrong)
    detached = copy.deepcopy(net)
    detached["disc"]["centre"] = [5.0, 5.0]
    with pytest.raises(VerificationError, match="touch"):
        mc.fold_cone(detached)


def test_first_near_is_the_numpy_norm_test_at_the_tolerance() -> None:
    """first_near's plain-float distance answers as numpy's norm does, for points at random distances and within a
    few units in the last place of the tolerance in every direction (where the plain root and numpy's norm fall
    on either side of it now and then)."""
    rng = np.random.default_rng(13)
    tol = 1e-3
    for _ in range(2000):
        points = [rng.uniform(-1, 1, 3) for _ in range(int(rng.integers(1, 6)))]
        q = points[int(rng.integers(len(points)))] + rng.uniform(-3 * tol, 3 * tol, 3)
        want = next((k for k, r in enumerate(points) if np.linalg.norm(r - q) < tol), None)
        assert mc.first_near(points, q, tol) == want
        assert mc.first_near(points, q, tol, coords=[r.tolist() for r in points]) == want
    inside = outside = 0
    for _ in range(60000):
        base, direction = rng.uniform(-1, 1, 3), rng.normal(size=3)
        q = base + tol * (1 + float(rng.integers(-3, 4)) * 2.0 ** -52) * direction / np.linalg.norm(direction)
        distance = np.linalg.norm(base - q)
        want = 0 if distance < tol else None
        assert mc.first_near([base], q, tol) == want
        assert abs(distance - tol) < 1e-15  # the point sits at the tolerance, up to the rounding of base - q
        inside, outside = inside + (want == 0), outside + (want is None)
    # both sides of the tolerance are taken, where a plain root and numpy's norm part on some machines (whether
    # they do depends on the BLAS kernel, so it is not asserted)
    assert inside > 10000 and outside > 10000


# ---------------------------------------------------------------- items


@settings(max_examples=12, deadline=None)
@given(st.integers(0, 10**6), st.integers(0, 10**6))
def test_every_item_verifies_and_only_gold_fits(index: int, seed: int) -> None:
    it = build(index, "train", seed)
    mc.verify(it)
    p = it.params_dict
    folded = mc.fold_net(p["solid"], p["net"])
    fits = [mc.option_consistent(folded, o) for o in p["options"]]
    assert fits == [k == "correct" for k in it.option_kinds]
    assert it.option_kinds[LETTERS.index(it.answer)] == "correct"
    keys = [mc.display_key(o) for o in p["options"]]
    assert len(set(keys)) == 4
    assert it.id == f"mindseye/mental_composition/train/{index:06d}"


def test_each_level_has_its_distractor_kind_and_evidence() -> None:
    expected = {"easy": "other_solid", "medium": "wrong_adjacency", "hard": "wrong_orientation"}
    for i in range(12):
        it = item(i)
        p = it.params_dict
        folded = mc.fold_net(p["solid"], p["net"])
        assert sorted(it.option_kinds) == sorted(["correct"] + [expected[it.difficulty]] * 3)
        for opt in p["options"]:
            if opt["kind"] == "other_solid":
                assert opt["solid"] != p["solid"]
            if opt["kind"] == "wrong_adjacency":
                assert mc.breaks_adjacency(folded, opt)
            if opt["kind"] == "wrong_orientation":  # right colours in a possible arrangement, an arrow is off
                assert mc.option_consistent(folded, opt, use_marks=False)
                assert not mc.option_consistent(folded, opt)


def test_all_solids_appear_and_cone_is_easy() -> None:
    seen = Counter((item(i).difficulty, item(i).params_dict["solid"]) for i in range(60))
    assert {s for _, s in seen} >= {"cube", "tetrahedron", "octahedron", "square_pyramid", "triangular_prism",
                                    "cone"}
    assert all(level == "easy" for level, s in seen if s == "cone")


def test_another_attempt_draws_another_item() -> None:
    compared = 0
    for index in range(5, 25):  # an attempt may be a rejected draw; compare the indices where both draw
        try:
            first, again = (mc.generate(index, "test", 7, attempt=attempt) for attempt in (0, 1))
        except RejectDraw:
            continue
        assert again.params != first.params, index
        compared += 1
    assert compared >= 3


def test_signature_is_stable_and_ignores_turning_the_paper() -> None:
    it = first_of("hard", "cube")
    p = it.params_dict
    turned = copy.deepcopy(p)
    rot = np.array([[0.0, -1.0], [1.0, 0.0]])
    for face in turned["net"]["faces"]:
        face["polygon"] = [list(rot @ np.asarray(v)) for v in face["polygon"]]
        face["mark"]["direction"] = list(rot @ np.asarray(face["mark"]["direction"]))
    assert mc.signature(with_params(it, turned)) == mc.signature(it)
    recoloured = copy.deepcopy(p)
    faces = recoloured["net"]["faces"]
    faces[0]["colour"], faces[1]["colour"] = faces[1]["colour"], faces[0]["colour"]
    assert mc.signature(with_params(it, recoloured)) != mc.signature(it)
    assert len({mc.signature(item(i)) for i in range(24)}) == 24


def test_display_keys_are_the_numpy_keys() -> None:
    """display_key (shared vertex sets memoised, marks rounded from their lists) equals the key computed afresh by
    numpy for every option of items at every level, and after an arrow is turned or a colour changed."""
    def reference(opt: dict) -> tuple:
        if opt["solid"] == "cone":
            return ("cone", round(opt["height"] / opt["radius"], 3))
        verts = mc.normalised(np.asarray(opt["vertices"], dtype=float))
        seen = sorted((tuple(nets.rounded(mc.corner_mean(verts[f["vertices"]]))), str(f["colour"]),
                       str(f["mark"] and nets.rounded(np.asarray(f["mark"]["direction"]))))
                      for f in opt["faces"] if f["visible"])
        return (tuple(sorted(map(tuple, np.round(verts, 3).tolist()))), tuple(seen))

    levels = set()
    for i in range(24):
        p = item(i).params_dict
        levels.add(p["difficulty"])
        for opt in p["options"]:
            assert mc.display_key(opt) == reference(opt)
            edited = copy.deepcopy(opt)
            for face in edited.get("faces", []):
                if face["visible"] and face["mark"]:
                    face["mark"]["direction"] = [-v for v in face["mark"]["direction"]]
                    break
                if face["visible"] and face["colour"]:
                    face["colour"] = "pink" if face["colour"] != "pink" else "red"
                    break
            assert mc.display_key(edited) == reference(edited)
    assert levels == {"easy", "medium", "hard"}


# ---------------------------------------------------------------- drawing


def hidden_edge_count(opt: dict) -> int:
    """Edges whose two faces both turn away from the viewer, from the option's camera-space vertices alone."""
    verts = np.asarray(opt["vertices"], dtype=float)
    away: dict[frozenset[int], list[bool]] = {}
    for face in opt["faces"]:
        ids = face["vertices"]
        pts = verts[ids]
        back = bool(np.cross(pts[1] - pts[0], pts[2] - pts[0])[2] < 0)
        for a, b in zip(ids, ids[1:] + ids[:1], strict=True):
            away.setdefault(frozenset((a, b)), []).append(back)
    return sum(all(sides) for sides in away.values())


def hidden_elements(svg: str) -> list[ET.Element]:
    return [el for el in ET.fromstring(svg).iter() if el.get("class") == "hidden-edge"]


def drawn_alone(opt: dict) -> str:
    canvas = Canvas()
    if opt["solid"] == "cone":
        mc.draw_cone(canvas, opt, (0, 0, 500, 300))
    else:
        mc.draw_polyhedron(canvas, opt, mc.PALETTE, (0, 0, 500, 300))
    return canvas.to_svg()


def test_hidden_edges_of_a_cube_option_are_drawn_thin_grey_and_dashed() -> None:
    it = first_of("medium", "cube")  # four coloured cubes under one camera
    options = it.params_dict["options"]
    hidden = hidden_elements(it.svg)
    assert [hidden_edge_count(o) for o in options] == [3, 3, 3, 3]  # the three edges at the hidden corner
    assert len(hidden) == 12
    for el in hidden:
        assert el.tag.endswith("line") and el.get("stroke-dasharray")
        assert el.get("stroke") == mc.HIDDEN_EDGE and float(el.get("stroke-width")) < 2.5
        assert el.get("fill") in (None, "none")  # an edge only: nothing of a hidden face's colour or mark
    for opt in options:
        assert len(hidden_elements(drawn_alone(opt))) == 3


def test_every_solid_draws_its_hidden_edges() -> None:
    seen = set()
    for i in range(40):
        it = item(i)
        if it.difficulty != "easy":
            continue
        for opt in it.params_dict["options"]:
            hidden = hidden_elements(drawn_alone(opt))
            seen.add(opt["solid"])
            if opt["solid"] == "cone":  # the back half of the base rim
                assert len(hidden) == 1 and hidden[0].tag.endswith("polyline")
            else:
                assert len(hidden) == hidden_edge_count(opt) >= 1
    assert seen == set(nets.SOLIDS)


def test_svg_scene_writes_what_svgwrite_writes(monkeypatch: pytest.MonkeyPatch) -> None:
    """render's SvgScene gives the text of svgwrite's Canvas, byte for byte, at every level and with a cone's
    gradient (its id counts the elements before it, as svgwrite's does)."""
    layout = mc.standard_layout(mc.N_OPTIONS, stimulus_fraction=0.4, cols=2)
    params = [item(i).params_dict for i in range(24)]
    assert {p["difficulty"] for p in params} == {"easy", "medium", "hard"}
    assert any(o["solid"] == "cone" for p in params for o in p["options"])
    fast = [mc.render(p, layout) for p in params]
    monkeypatch.setattr(mc, "SvgScene", Canvas)
    assert fast == [mc.render(p, layout) for p in params]


def test_views_keep_corners_off_foreign_edges() -> None:
    """With hidden edges drawn, no corner may sit on an edge it is not on (e.g. the isometric cube)."""
    assert mc.view_clearance("cube", mc.camera_matrix(45.0, 30.0)) < 1e-6
    for i in range(24):
        for opt in item(i).params_dict["options"]:
            if opt["solid"] != "cone":
                edges = {tuple(sorted((f["vertices"][k - 1], v))) for f in opt["faces"]
                         for k, v in enumerate(f["vertices"])}
                pts = np.asarray(opt["vertices"])[:, :2]
                assert mc.clearance(pts, np.asarray(sorted(edges))) >= mc.MIN_CLEARANCE - 1e-4


# ---------------------------------------------------------------- verify catches corruption


def test_verify_rejects_a_turned_arrow_on_the_gold_view() -> None:
    it = first_of("hard", "cube")
    p = it.params_dict
    gold = p["options"][LETTERS.index(it.answer)]
    face = next(f for f in gold["faces"] if f["visible"])
    face["mark"]["direction"] = [-x for x in face["mark"]["direction"]]
    with pytest.raises(VerificationError, match="gold"):
        mc.verify(with_params(it, p))


def test_verify_rejects_swapped_colours_on_the_net() -> None:
    it = first_of("medium", "cube")
    p = it.params_dict
    gold = p["options"][LETTERS.index(it.answer)]
    a, b = [f["colour"] for f in gold["faces"] if f["visible"]][:2]
    for face in p["net"]["faces"]:  # two adjacent visible colours trade places on the paper: mirror image
        face["colour"] = {a: b, b: a}.get(face["colour"], face["colour"])
    with pytest.raises(VerificationError):
        mc.verify(with_params(it, p))


def test_verify_rejects_a_broken_net_and_bad_visibility() -> None:
    it = first_of("easy", "cube")
    p = it.params_dict
    p["net"]["faces"][-1]["polygon"] = [[x + 0.5, y] for x, y in p["net"]["faces"][-1]["polygon"]]
    with pytest.raises(VerificationError):
        mc.verify(with_params(it, p))
    p = it.params_dict
    opt = next(o for o in p["options"] if "faces" in o)
    opt["faces"][0]["visible"] = not opt["faces"][0]["visible"]
    with pytest.raises(VerificationError, match="visib"):
        mc.verify(with_params(it, p))


def test_verify_rejects_wrong_difficulty_and_wrong_kind() -> None:
    it = first_of("medium")
    p = it.params_dict
    p["difficulty"] = "hard"
    with pytest.raises(VerificationError):
        mc.verify(with_params(it, p, difficulty="hard"))
    it = first_of("easy")
    p = it.params_dict
    i = next(k for k, o in enumerate(p["options"]) if o["kind"] == "other_solid")
    p["options"][i]["kind"] = "wrong_adjacency"
    kinds = [o["kind"] for o in p["options"]]
    with pytest.raises(VerificationError, match="another solid"):
        mc.verify(with_params(it, p, option_kinds=kinds))


def test_verify_reports_malformed_params_as_verification_errors() -> None:
    it = first_of("hard")
    p = it.params_dict
    del p["options"][0]["faces"][0]["colour"]
    with pytest.raises(VerificationError, match="malformed"):
        mc.verify(with_params(it, p))


# ---------------------------------------------------------------- config, registry, speed


@pytest.mark.parametrize(("field", "value"), [("cone_ratio", (0.7, 0.3)),
                                              ("medium_solids", (("tetrahedron", 1.0),)), ("yaw_deg", (-5.0, 10.0)),
                                              ("elevation_deg", (5.0, 20.0)), ("easy_solids", ("sphere",)),
                                              ("max_tries", 1)])
def test_config_validation_names_the_field(field: str, value: object) -> None:
    with pytest.raises(ValueError, match=field):
        mc.Config(**{field: value})


def test_custom_config_draws_its_solids() -> None:
    hard = next(i for i in range(12) if mc.PANEL.difficulty(i) == "hard")
    it = build(hard, "test", 3, config=mc.Config(hard_solids=(("octahedron", 1.0),)))
    assert it.difficulty == "hard" and it.params_dict["solid"] == "octahedron"
    mc.verify(it)
