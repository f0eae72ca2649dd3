"""Mind's Eye `mental_rotation`: generated items verify, distractors are really wrong, verify catches defects."""

from __future__ import annotations

import dataclasses
import io
import itertools
import json
from collections import Counter
from functools import partial

import numpy as np
import pytest
from hypothesis import given, settings
from hypothesis import strategies as st
from PIL import Image

from mindbench.generators.common.holdout import image_key
from mindbench.generators.common.item import LETTERS, Item, RejectDraw, VerificationError
from mindbench.generators.common.registry import get_task
from mindbench.generators.mindseye import geometry3d as g3
from mindbench.generators.mindseye import mental_rotation as mr
from tests.task_helpers import make as make_item
from tests.task_helpers import with_params

# ------------------------------------------------------------------------------------------ helpers


make = partial(make_item, mr.generate)


def det3(m: list[list[int]]) -> int:
    return (m[0][0] * (m[1][1] * m[2][2] - m[1][2] * m[2][1]) - m[0][1] * (m[1][0] * m[2][2] - m[1][2] * m[2][0])
            + m[0][2] * (m[1][0] * m[2][1] - m[1][1] * m[2][0]))


def proper_rotations() -> list[list[list[int]]]:
    """The 24 lattice rotations, built here a third way: images of the x and y axes, z = x × y."""
    units = [v for v in itertools.product((-1, 0, 1), repeat=3) if sum(map(abs, v)) == 1]
    out = []
    for ex, ey in itertools.permutations(units, 2):
        if sum(a * b for a, b in zip(ex, ey, strict=True)) != 0:
            continue
        ez = (ex[1] * ey[2] - ex[2] * ey[1], ex[2] * ey[0] - ex[0] * ey[2], ex[0] * ey[1] - ex[1] * ey[0])
        out.append([[ex[i], ey[i], ez[i]] for i in range(3)])  # columns are the images of x, y, z
    return out


ROTATIONS = proper_rotations()


def shape_set(cubes: list[list[int]]) -> frozenset[tuple[int, ...]]:
    lows = [min(c[i] for c in cubes) for i in range(3)]
    return frozenset(tuple(c[i] - lows[i] for i in range(3)) for c in cubes)


def same_up_to_rotation(a: list[list[int]], b: list[list[int]]) -> bool:
    target = shape_set(b)
    return any(shape_set([[sum(r[i][k] * c[k] for k in range(3)) for i in range(3)] for c in a]) == target
               for r in ROTATIONS)


def mirrored(cubes: list[list[int]]) -> list[list[int]]:
    return [[-x, y, z] for x, y, z in cubes]


def contacts(cubes: list[list[int]]) -> int:
    return sum(sum(abs(a - b) for a, b in zip(u, v, strict=True)) == 1 for u, v in itertools.combinations(cubes, 2))


indices = st.integers(0, 10**6)
seeds = st.integers(0, 10**6)


# ------------------------------------------------------------------------------------------ lattice helpers


def test_rotation_group_is_the_24_proper_lattice_rotations() -> None:
    group = {g3.as_matrix(m) for m in g3.rotation_group()}
    assert len(group) == 24
    assert group == {g3.as_matrix(m) for m in ROTATIONS}
    assert all(det3([list(r) for r in m]) == 1 for m in group)


@pytest.mark.parametrize("diagonal", [(1, 1, 1), (-1, 1, 1), (1, -1, 1), (-1, -1, 1)])
@pytest.mark.parametrize("angle", [120, 240])
def test_diagonal_turn_matches_rodrigues(diagonal: tuple[int, int, int], angle: int) -> None:
    assert np.array_equal(np.array(g3.diagonal_turn(diagonal, angle)), mr.rodrigues(diagonal, angle))


def test_quarter_turn_is_right_handed() -> None:
    assert g3.transform(g3.quarter_turn("z", 90), [(1, 0, 0)]) == [(0, 1, 0)]
    assert g3.transform(g3.quarter_turn("x", 90), [(0, 1, 0)]) == [(0, 0, 1)]
    assert g3.transform(g3.quarter_turn("y", 90), [(0, 0, 1)]) == [(1, 0, 0)]


def test_chirality_of_known_tetracubes() -> None:
    screw = [(0, 0, 0), (1, 0, 0), (1, 1, 0), (1, 1, 1)]
    flat_l = [(0, 0, 0), (1, 0, 0), (2, 0, 0), (2, 1, 0)]
    assert g3.is_chiral(screw)
    assert not g3.is_chiral(flat_l)
    assert g3.canonical(g3.transform(g3.quarter_turn("y", 90), screw)) == g3.canonical(screw)


def test_visibility_sees_a_cube_hidden_behind_a_staircase() -> None:
    camera = mr.CAMERA
    alone = g3.visible_fractions(g3.visible_faces([(0, 0, 0)], camera), 1, camera)
    assert alone[0] == pytest.approx(1.0, abs=0.05)
    stair = [(0, 0, 0), (1, 0, 0), (1, 1, 0), (1, 1, 1)]
    fractions = g3.visible_fractions(g3.visible_faces(stair, camera), 4, camera)
    assert fractions[0] < 0.1 and fractions[3] == pytest.approx(1.0, abs=0.05)


def test_the_task_visibility_is_geometry3d_visibility_to_the_bit() -> None:
    """`_visible_fractions` (generation's and verify's visibility test) gives the floats geometry3d's
    `visible_faces` + `visible_fractions` give, on grown solids in all 24 poses, shifted, in two cameras."""
    rng = np.random.default_rng(3)
    cameras = (mr.CAMERA, g3.OrthoCamera(20.0, 55.0))
    for k in range(150):
        cubes = mr.grow_polycube(rng, int(rng.integers(1, 11)), 4, int(rng.integers(1, 4)))
        shift = rng.integers(-4, 5, 3).tolist()
        for rotation in g3.rotation_group():
            posed = tuple((x + shift[0], y + shift[1], z + shift[2]) for x, y, z in g3.transform(rotation, cubes))
            camera = cameras[k % 2]
            expected = g3.visible_fractions(g3.visible_faces(list(posed), camera), len(posed), camera)
            assert np.array_equal(mr._visible_fractions(posed, camera), expected), posed


def test_visible_counts_of_several_solids_are_each_solid_alone() -> None:
    """`_visible_counts` over several solids at once (verify's five panels) gives each solid the samples it owns drawn
    alone: geometry3d's `visible_fractions` of it, to the bit, in two cameras, however many solids share the pass."""
    rng = np.random.default_rng(5)
    cameras = (mr.CAMERA, g3.OrthoCamera(20.0, 55.0))
    for k in range(300):
        solids = []
        for _ in range(int(rng.integers(1, 7))):
            cubes = mr.grow_polycube(rng, int(rng.integers(1, 11)), 4, int(rng.integers(1, 4)))
            rotation = g3.rotation_group()[int(rng.integers(24))]
            shift = rng.integers(-4, 5, 3).tolist()
            solids.append(tuple((x + shift[0], y + shift[1], z + shift[2])
                                for x, y, z in g3.transform(rotation, cubes)))
        camera = cameras[k % 2]
        for solid, counts in zip(solids, mr._visible_counts(solids, camera), strict=True):
            expected = g3.visible_fractions(g3.visible_faces(list(solid), camera), len(solid), camera)
            assert np.array_equal(mr._fractions(counts, camera), expected), solid


def test_all_visible_fails_a_faceless_cube_as_the_sampling_does() -> None:
    """`_all_visible` refuses a solid with a cube whose three camera-facing neighbours are cubes before sampling:
    the sampling gives that cube no share, so the verdict is the sampled one."""
    rng = np.random.default_rng(6)
    config = mr.DEFAULT_CONFIG
    faceless = 0
    for _ in range(3000):
        try:
            cubes = mr.grow_polycube(rng, int(rng.integers(4, 9)), 3, int(rng.integers(1, 3)))
        except RejectDraw:
            continue
        cubes = g3.transform(g3.rotation_group()[int(rng.integers(24))], cubes)
        sampled = bool(np.all(mr._visible_fractions(tuple(cubes)) >= config.min_visible_fraction))
        occupied = set(cubes)
        if any({(x + 1, y, z), (x, y + 1, z), (x, y, z + 1)} <= occupied for x, y, z in cubes):
            faceless += 1
            assert mr._visible_fractions(tuple(cubes)).min() == 0.0
        assert mr._all_visible(cubes, config) == sampled, cubes
    assert faceless > 20


def _reference_arm_turns(cubes: list) -> list:
    """`arm_turns` by flood fills over cube coordinates: each neighbour's component of the solid minus the pivot."""
    arms = set()
    for p, pivot in enumerate(cubes):
        rest = {c: i for i, c in enumerate(cubes) if i != p}
        for nb in g3.face_neighbours(pivot):
            if nb not in rest:
                continue
            seen, stack = {nb}, [nb]
            while stack:
                for cell in g3.face_neighbours(stack.pop()):
                    if cell in rest and cell not in seen:
                        seen.add(cell)
                        stack.append(cell)
            if 2 <= len(seen) <= len(cubes) - 2:
                arms.add((p, tuple(sorted(rest[c] for c in seen))))
    return [(cubes[p], arm, axis, angle) for p, arm in sorted(arms) for axis in "xyz" for angle in (90, 180, 270)]


def _reference_cube_moves(cubes: list) -> list:
    """`cube_moves` by connectivity of the rest and its empty neighbours, cube by cube."""
    moves = []
    for i in range(len(cubes)):
        rest = [c for j, c in enumerate(cubes) if j != i]
        if g3.is_connected(rest):
            moves.extend((i, t) for t in sorted({nb for c in rest for nb in g3.face_neighbours(c)} - set(cubes)))
    return moves


def _reference_turn_arm(cubes: list, pivot: tuple, arm: tuple, axis: str, angle: int) -> tuple | None:
    offsets = [tuple(a - b for a, b in zip(cubes[i], pivot, strict=True)) for i in arm]
    moved = {i: tuple(a + b for a, b in zip(pivot, turned, strict=True))
             for i, turned in zip(arm, g3.transform(g3.quarter_turn(axis, angle), offsets), strict=True)}
    body = {c for i, c in enumerate(cubes) if i not in moved}
    return None if any(c in body for c in moved.values()) else tuple(moved.get(i, c) for i, c in enumerate(cubes))


def test_edit_searches_match_flood_fills_over_coordinates() -> None:
    """`arm_turns`, `cube_moves` and `turn_arm` (index graphs, one list of empty neighbours) give what flood fills
    and per-cube connectivity over coordinates give: on grown trees, on blobs with cycles and on split solids."""
    rng = np.random.default_rng(7)
    for k in range(1500):
        n = int(rng.integers(1, 11))
        if k % 3 == 0:
            try:
                cubes = mr.grow_polycube(rng, n, 4, int(rng.integers(1, 4)))
            except RejectDraw:
                continue
        else:  # distinct random cells in a small box: cycles, and often several pieces
            side = 2 if k % 3 == 1 else 4
            cells = sorted({tuple(c) for c in rng.integers(0, side, (n, 3)).tolist()})
            cubes = [cells[int(i)] for i in rng.permutation(len(cells))]
        assert mr.cube_moves(cubes) == _reference_cube_moves(cubes), cubes
        turns = mr.arm_turns(cubes)
        assert turns == _reference_arm_turns(cubes), cubes
        for pivot, arm, axis, angle in turns[:27]:
            assert mr.turn_arm(cubes, pivot, arm, axis, angle) == _reference_turn_arm(cubes, pivot, arm, axis, angle)


def _brute_overlay_misfit(original: np.ndarray, solids: list, screen: np.ndarray) -> float:
    """Every overlay measured in full: each drawn solid, rotation and shift laying a moved centre on a target, the
    symmetric Hausdorff distance by `np.linalg.norm`, the least of them all."""
    best = np.inf
    for drawn in solids:
        targets = drawn @ screen
        for rotation in mr._ROTATIONS:
            posed = (original @ rotation.T) @ screen
            shifts = (targets[:, None, :] - posed[None, :, :]).reshape(-1, 1, 2)  # (n·m, 1, 2)
            moved = posed[None] + shifts  # (n·m, m, 2)
            gaps = np.linalg.norm(moved[:, :, None, :] - targets[None, None, :, :], axis=-1)  # (n·m, m, n)
            misfit = np.maximum(gaps.min(axis=2).max(axis=1), gaps.min(axis=1).max(axis=1))
            best = min(best, float(misfit.min()))
    return best


def test_least_overlay_misfit_is_the_least_of_every_overlay_measured() -> None:
    """`least_overlay_misfit` (bounds, probes and partial misfits prune the overlays) is the float that measuring
    every overlay in full gives, on the original against one to three edited solids, in two cameras."""
    rng = np.random.default_rng(8)
    screens = (mr.CAMERA.screen_matrix, g3.OrthoCamera(20.0, 55.0).screen_matrix)
    for k in range(120):
        n = int(rng.integers(2, 11))
        try:
            original = mr.grow_polycube(rng, n, 4, int(rng.integers(1, 4)))
        except RejectDraw:
            continue
        solids = []
        for _ in range(int(rng.integers(1, 4))):
            moves = mr.cube_moves(original)
            i, cell = moves[int(rng.integers(len(moves)))]
            edited = [cell if j == i else c for j, c in enumerate(original)]
            rotation = g3.rotation_group()[int(rng.integers(24))]
            solids.append(np.asarray(g3.transform(rotation, edited), dtype=float) + rng.integers(-3, 4, 3))
        cells = np.asarray(original, dtype=float)
        screen = screens[k % 2]
        assert mr.least_overlay_misfit(cells, solids, screen) == _brute_overlay_misfit(cells, solids, screen)


def test_points_text_is_two_places_of_every_coordinate() -> None:
    """A face's points text (one %-format per polygon) is `_two_places` of each coordinate, joined as "x,y x,y …":
    random coordinates, two-decimal ties, whole numbers, zeros and signs."""
    rng = np.random.default_rng(9)
    pool = np.concatenate([rng.uniform(-50, 1100, 40_000), np.arange(-800, 8192) / 64, np.arange(-2000, 2000) / 100,
                           rng.integers(-1000, 100_000, 8_000) / 1000,
                           [0.0, -0.0, -0.001, 0.005, 1023.995, 10.0, 100.0]])
    rng.shuffle(pool)
    values = pool.tolist()
    for start in range(0, len(values) - 8, 8):
        corners = values[start:start + 8]
        expected = " ".join(f"{mr._two_places(x)},{mr._two_places(y)}" for x, y in zip(corners[::2], corners[1::2],
                                                                                        strict=True))
        assert mr._points_text(corners) == expected, corners


def test_two_places_is_str_of_round_to_two_places() -> None:
    """The SVG coordinates' text: `_two_places` writes what `str(round(x, 2))` writes, ties and signs included."""
    rng = np.random.default_rng(4)
    values = np.concatenate([rng.uniform(-50, 1100, 100_000), np.arange(-800, 8192) / 64,
                             rng.integers(-1000, 100_000, 20_000) / 1000, [0.0, -0.0, -0.001, 0.005, 1023.995]])
    assert [mr._two_places(x) for x in values.tolist()] == [str(round(x, 2)) for x in values.tolist()]


def test_painter_order_draws_nearer_faces_later() -> None:
    faces = g3.visible_faces([(0, 0, 0), (1, 1, 1), (0, 0, 1)], mr.CAMERA)
    depth = [float(np.dot(mr.CAMERA.toward_camera, [(0, 0, 0), (1, 1, 1), (0, 0, 1)][f.cube_index])) for f in faces]
    assert depth == sorted(depth)


# ------------------------------------------------------------------------------------------ generated items


@settings(max_examples=12, deadline=None)
@given(index=indices, seed=seeds, split=st.sampled_from(["test", "train"]))
def test_generated_items_verify_and_distractors_are_wrong(index: int, seed: int, split: str) -> None:
    item = make(index, split, seed)
    mr.verify(item)
    p = item.params_dict
    shape = p["shape"]["cubes"]
    assert 6 <= len(shape) <= 10
    assert not same_up_to_rotation(mirrored(shape), shape), "original must be chiral"
    assert item.difficulty == mr.PANEL.difficulty(index)
    assert item.id == f"mindseye/mental_rotation/{split}/{index:06d}"
    kinds = item.option_kinds
    edit = next(k for k in kinds if k in mr.EDIT_KINDS)
    assert sorted(kinds) == sorted(["correct", "mirror", edit, f"mirror_{edit}"])
    cubes = [o["cubes"] for o in p["options"]]
    for letter, kind, option in zip(LETTERS, kinds, cubes, strict=False):
        assert same_up_to_rotation(option, shape) == (letter == item.answer)
        assert same_up_to_rotation(option, mirrored(shape)) == (kind == "mirror")
        assert len(option) == len(shape)
        assert contacts(option) == contacts(shape), "a distractor must not stand out by compactness"
    for a, b in itertools.combinations(range(4), 2):
        assert not same_up_to_rotation(cubes[a], cubes[b]), f"options {a} and {b} are the same solid"
    edited, mirrored_edit = cubes[kinds.index(edit)], cubes[kinds.index(f"mirror_{edit}")]
    assert same_up_to_rotation(mirrored(edited), mirrored_edit), "the mirrored edit is the edit's mirror image"


@settings(max_examples=4, deadline=None)
@given(index=indices, seed=seeds)
def test_drawn_option_panels_are_visibly_different(index: int, seed: int) -> None:
    item = make(index, "test", seed)
    image = np.asarray(Image.open(io.BytesIO(item.image)).convert("L"))
    assert image.shape == (1024, 1024)
    panels = []
    boxes = item.params_dict["layout"]["option_boxes"]
    height, width = int(boxes[0][3] - boxes[0][1]) - 44, int(boxes[0][2] - boxes[0][0]) - 8
    for x0, y0, _, _ in boxes:
        top, left = round(y0) + 4, round(x0) + 4
        panel = image[top:top + height, left:left + width]  # the drawing area, without the letter label
        assert (panel < 128).mean() > 0.005, "an option panel is (almost) empty"
        panels.append(panel)
    for a, b in itertools.combinations(panels, 2):
        assert np.mean(a != b) > 0.01


def test_hard_items_turn_about_one_or_three_axes() -> None:
    items = [make(i, "train", 7) for i in range(12)]
    hard_axes = {len(it.params_dict["axes"]) for it in items if it.difficulty == "hard"}
    assert hard_axes <= {1, 3}


def test_coloured_cubes_travel_with_their_cubes() -> None:
    item = make(2, "test", 1, config=mr.Config(coloured=True))
    mr.verify(item)
    p = item.params_dict
    colours = p["shape"]["colours"]
    assert len(set(colours)) > 1 and all(o["colours"] == colours for o in p["options"])


def lopsidedness(cubes: list[tuple[int, int, int]], step: float = 0.1) -> float:
    """Distance (cube units) from the drawn silhouette's centre of mass to its bounding box's centre: what the
    shortcut check's `centroid` feature sees once a panel is centred on its bounding box."""
    polys = np.array([f.polygon for f in mr.make_drawing(cubes, [mr.MONO_COLOUR] * len(cubes)).faces])
    lo, hi = polys.reshape(-1, 2).min(axis=0), polys.reshape(-1, 2).max(axis=0)
    gx, gy = np.meshgrid(np.arange(lo[0] + step / 2, hi[0], step), np.arange(lo[1] + step / 2, hi[1], step))
    points = np.stack([gx.ravel(), gy.ravel()], axis=1)
    origin, e1, e2 = polys[:, 0], polys[:, 1] - polys[:, 0], polys[:, 3] - polys[:, 0]
    det = (e1[:, 0] * e2[:, 1] - e1[:, 1] * e2[:, 0])[:, None]
    rx, ry = points[None, :, 0] - origin[:, 0, None], points[None, :, 1] - origin[:, 1, None]
    s, t = (e2[:, 1, None] * rx - e2[:, 0, None] * ry) / det, (e1[:, 0, None] * ry - e1[:, 1, None] * rx) / det
    ink = ((s >= 0) & (s <= 1) & (t >= 0) & (t <= 1)).any(axis=0)
    return float(np.linalg.norm(points[ink].mean(axis=0) - (lo + hi) / 2))


@pytest.mark.slow  # long (make test stays under 5 minutes); runs in make test-slow
def test_the_original_is_no_more_lopsided_than_its_edited_distractors() -> None:
    """Averaged over all 24 poses, the original's silhouette is as balanced about its bounding box as the
    wrong_angle / cube_moved solids made from it. A freshly grown original was more lopsided than its edits
    (by 0.048 cube units over these items), and "the panel whose ink centre sits farthest off-centre" picked the
    gold or the mirror (31 % at n = 500, chance 25 %)."""
    rotations = g3.rotation_group()

    def mean_lopsidedness(cubes: tuple[tuple[int, int, int], ...]) -> float:
        return float(np.mean([lopsidedness(g3.transform(r, cubes)) for r in rotations]))

    gaps = []
    for index in range(60):
        for attempt in range(8):
            try:
                rng = mr.item_rng(mr.item_seed(mr.BENCH, mr.TASK, "test", 0, index, attempt))
                shape, posed = mr.draw_puzzle(rng, mr.PANEL.difficulty(index), mr.DEFAULT_CONFIG)
                break
            except RejectDraw:
                continue
        edited = [mean_lopsidedness(v.cubes) for v, _ in posed if v.kind in ("wrong_angle", "cube_moved")]
        gaps.append(mean_lopsidedness(tuple(shape)) - float(np.mean(edited)))
    assert np.mean(gaps) < 0.03, np.mean(gaps)


def test_holdout_keys_are_the_signature_and_the_polycube() -> None:
    spec = get_task("mindseye", "mental_rotation")
    item = spec.generate(1, "test", 0, 0, mr.DEFAULT_OPTIONS)
    spec.verify(item, mr.DEFAULT_OPTIONS)
    assert spec.test_keys(item) == {f"mental_rotation:{spec.signature(item)}", mr.polycube_key(
        item.params_dict["shape"]["cubes"]), image_key(item)}


@pytest.mark.parametrize("field,value", [("min_cubes", 5), ("max_cubes", 11), ("max_extent", 2),
                                         ("min_visible_fraction", 1.5), ("max_run", 0)])
def test_config_rejects_out_of_range(field: str, value: object) -> None:
    with pytest.raises(ValueError, match=field):
        mr.Config(**{field: value})


# ------------------------------------------------------------------------------------------ verify catches defects


@pytest.fixture(scope="module")
def item() -> Item:
    return make(4, "test", 11)


def test_verify_catches_an_unmirrored_mirror(item: Item) -> None:
    p = item.params_dict
    i = next(i for i, o in enumerate(p["options"]) if o["kind"] == "mirror")
    option = p["options"][i]
    option["mirrored"] = False
    r = np.array(option["rotation"])
    option["cubes"] = (np.array(option["source_cubes"]) @ r.T).tolist()
    with pytest.raises(VerificationError, match="mirror|same solid|equal to the original"):
        mr.verify(with_params(item, p))


def test_verify_catches_improper_rotation_and_inconsistent_cubes(item: Item) -> None:
    p = item.params_dict
    p["options"][0]["rotation"] = [[-1, 0, 0], [0, 1, 0], [0, 0, 1]]
    with pytest.raises(VerificationError, match="proper"):
        mr.verify(with_params(item, p))
    p = item.params_dict
    p["options"][1]["cubes"][0][0] += 5
    with pytest.raises(VerificationError):
        mr.verify(with_params(item, p))


def test_verify_catches_wrong_difficulty_and_sequence(item: Item) -> None:
    wrong = "hard" if item.difficulty != "hard" else "easy"
    with pytest.raises(VerificationError):
        mr.verify(dataclasses.replace(item, difficulty=wrong))
    p = item.params_dict
    p["angles_deg"][0] = -p["angles_deg"][0] if abs(p["angles_deg"][0]) == 90 else p["angles_deg"][0] + 90
    with pytest.raises(VerificationError):
        mr.verify(with_params(item, p))


def test_verify_catches_an_achiral_shape(item: Item) -> None:
    p = item.params_dict
    flat = [[x, y, 0] for x in range(3) for y in range(2)]  # a 3×2 slab: symmetric, achiral
    p["shape"]["cubes"] = flat
    with pytest.raises(VerificationError, match="achiral"):
        mr.verify(with_params(item, p))


def test_verify_rejects_malformed_params(item: Item) -> None:
    p = item.params_dict
    del p["options"][2]["source_cubes"]
    with pytest.raises(VerificationError, match="malformed"):
        mr.verify(with_params(item, p))
    p = json.loads(item.params)
    p["options"] = p["options"][:3]
    with pytest.raises(VerificationError):
        mr.verify(with_params(item, p))


def with_kind(kind: str) -> Item:
    """The first test item (seed 11) whose options include `kind`."""
    return next(it for it in (make(i, "test", 11) for i in range(40)) if kind in it.option_kinds)


@pytest.mark.parametrize("kind", ["wrong_angle", "mirror_wrong_angle"])
def test_verify_catches_a_misrecorded_arm_turn(kind: str) -> None:
    item = with_kind(kind)
    p = item.params_dict
    option = next(o for o in p["options"] if o["kind"] == kind)
    option["edit"]["angle_deg"] = (option["edit"]["angle_deg"] + 90) % 360 or 90
    with pytest.raises(VerificationError, match="wrong_angle"):
        mr.verify(with_params(item, p))


def test_visibility_check_rejects_a_hidden_cube(item: Item) -> None:
    stair = np.array([(0, 0, 0), (1, 0, 0), (1, 1, 0), (1, 1, 1)])
    with pytest.raises(VerificationError, match="hidden"):
        mr._check_visibility({"camera": item.params_dict["camera"], "options": []}, stair)


def test_verify_catches_a_mirrored_edit_drawn_unmirrored() -> None:
    item = with_kind("mirror_cube_moved")
    p = item.params_dict
    option = next(o for o in p["options"] if o["kind"] == "mirror_cube_moved")
    option["mirrored"] = False
    option["cubes"] = (np.array(option["source_cubes"]) @ np.array(option["rotation"]).T).tolist()
    with pytest.raises(VerificationError, match="mirror_cube_moved"):
        mr.verify(with_params(item, p))


# ------------------------------------------------------------------------------------------ no central option


def relations(options: list[dict]) -> list[Counter]:
    """For each option, how it relates to the other three: (differs by the mirror, differs by an edit)."""
    return [Counter((a["mirrored"] != b["mirrored"], a["source_cubes"] != b["source_cubes"])
                    for j, b in enumerate(options) if j != i) for i, a in enumerate(options)]


@settings(max_examples=10, deadline=None)
@given(index=indices, seed=seeds)
def test_every_option_relates_to_the_others_alike(index: int, seed: int) -> None:
    """Each option differs from one other by the mirror alone, from one by the edit alone, from one by both, so
    the gold is no centre of the option set. With both edits made on the original, the gold was one edit from
    each of them and the mirror beside it, and "the panel nearest the others' mean" picked it above chance
    (edge share: 29.8 % at n_test 500, chance 25 %)."""
    options = make(index, "test", seed).params_dict["options"]
    square = Counter({(True, False): 1, (False, True): 1, (True, True): 1})
    assert relations(options) == [square] * 4
    for a, b in itertools.combinations(options, 2):  # "differs by the mirror alone" checked on the drawn solids
        if a["mirrored"] != b["mirrored"] and a["source_cubes"] == b["source_cubes"]:
            assert same_up_to_rotation(mirrored(a["cubes"]), b["cubes"])



def test_window_cells_hold_every_covered_sample() -> None:
    """`_window_cells` keeps, per face kind, every window offset at which a sample of any grid can fall inside a face:
    the samples the full window finds covered all lie at kept offsets, for faces moved by random fractions of a
    sample step in several cameras."""
    rng = np.random.default_rng(11)
    step = 1.0 / mr.VISIBILITY_SAMPLES
    for camera in (mr.CAMERA, g3.OrthoCamera(20.0, 55.0), g3.OrthoCamera(71.0, 12.0), g3.OrthoCamera(45.0, 35.0)):
        _, polygons, least, _, (wide, tall) = mr._face_shapes(camera)
        cell_rows, cell_cols = mr._window_cells(camera)
        for kind in range(3):
            kept = set(zip(cell_rows[kind].tolist(), cell_cols[kind].tolist(), strict=True))
            for _ in range(400):
                centre = rng.uniform(-3, 3, 2)
                polygon = polygons[kind] + centre
                lo = least[kind] + centre - g3.COVER_MARGIN
                x0, y0 = rng.uniform(lo - 2, lo - step / 2)  # the picture's low corner, anywhere left of and above
                xs, ys = np.arange(x0 + step / 2, lo[0] + 3, step), np.arange(y0 + step / 2, lo[1] + 3, step)
                col0, row0 = int(np.searchsorted(xs, lo[0])), int(np.searchsorted(ys, lo[1]))
                origin, e1, e2 = polygon[0], polygon[1] - polygon[0], polygon[3] - polygon[0]
                det = e1[0] * e2[1] - e1[1] * e2[0]
                for r in range(tall):
                    for c in range(wide):
                        rx, ry = xs[col0 + c] - origin[0], ys[row0 + r] - origin[1]
                        s, t = (e2[1] * rx - e2[0] * ry) / det, (e1[0] * ry - e1[1] * rx) / det
                        if 0 < s < 1 and 0 < t < 1:
                            assert (r, c) in kept, (camera, kind, r, c)


def test_least_visible_count_is_the_share_test() -> None:
    """`_all_visible` compares owned sample counts with `_least_visible_count`: a count reaches it exactly when its
    share (`_fractions`) reaches the bound, for bounds on and between the shares of whole counts, in two cameras."""
    rng = np.random.default_rng(12)
    for camera in (mr.CAMERA, g3.OrthoCamera(20.0, 55.0)):
        counts = np.arange(400)
        shares = mr._fractions(counts, camera)
        bounds = [*shares[1:200:7].tolist(), *rng.uniform(0.0, 0.999, 300).tolist(), 0.1, 0.2, 0.2 + 1e-12, 0.5]
        for bound in bounds:
            least = mr._least_visible_count(bound, camera)
            assert np.array_equal(counts >= least, shares >= bound), (bound, least)


def _reference_forms(cubes: tuple) -> tuple:
    """(canonical form, mirror form, symmetry order) by geometry3d, pose by pose."""
    mirror = g3.transform(g3.MIRROR_X, list(cubes))
    return g3.canonical(list(cubes)), g3.canonical(mirror), g3.symmetry_order(list(cubes))


def test_forms_are_geometry3d_forms() -> None:
    """`_forms` (every pose's normalized row from the solid's six shifted and flipped axis columns, one integer
    product) gives geometry3d's canonical forms and symmetry order: grown trees, blobs with cycles, flat, straight
    and one-cube solids, and solids not at the origin (`polycube_key` normalizes them first)."""
    rng = np.random.default_rng(13)
    solids = [((0, 0, 0),), ((0, 0, 0), (1, 0, 0)), ((0, 0, 0), (0, 1, 0), (0, 2, 0), (1, 2, 0))]
    for k in range(600):
        n = int(rng.integers(1, 11))
        blob = sorted({tuple(c) for c in rng.integers(0, 4, (n, 3)).tolist()})
        cells = mr.grow_polycube(rng, n, 4, 3) if k % 2 else blob
        solids.append(tuple(g3.normalize(cells)))
    for cubes in solids:
        assert mr._forms.__wrapped__(cubes) == _reference_forms(cubes), cubes
        moved = tuple((x + 3, y - 2, z + 5) for x, y, z in cubes)
        assert mr.polycube_key(moved) == mr.polycube_key(cubes)
