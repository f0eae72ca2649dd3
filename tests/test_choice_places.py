"""Options named by their place in the picture: the grid a Mind's Eye row draws its options in (`utils.grid_places`
over `params.layout.option_boxes`), and the extractor reading a place in it (`extract_answer(..., places=...)`) as
evaluation (`score_response`) and the training reward read a row."""

from __future__ import annotations

import json

import pytest

import mindbench
from mindbench.lmms_tasks import rewards
from mindbench.lmms_tasks.extraction import extract_answer, extract_with_span
from mindbench.lmms_tasks.utils import choice_places, grid_places, score_response

# every Mind's Eye config whose rows carry lettered choices, the CircularEval ones included (not the judge's or the open
# answers' configs)
MINDSEYE_CHOICE_CONFIGS = [spec.name for spec in mindbench.tasks("mindseye")
                           if not spec.name.endswith(("_judge", "_open"))]
PANELS_4 = ["Option A", "Option B", "Option C", "Option D"]
PANELS_6 = [*PANELS_4, "Option E", "Option F"]
GRID_2X2 = [(0, 0, 2, 2), (0, 1, 2, 2), (1, 0, 2, 2), (1, 1, 2, 2)]
GRID_3X2 = [(row, column, 2, 3) for row in range(2) for column in range(3)]
ROW_OF_4 = [(0, column, 1, 4) for column in range(4)]


def _row(config: str) -> dict:
    return mindbench.generate(config, 0).to_row()


@pytest.mark.parametrize("config", MINDSEYE_CHOICE_CONFIGS)
def test_every_mindseye_layout_is_a_full_grid_in_letter_order(config: str) -> None:
    row = _row(config)
    boxes = json.loads(row["params"])["layout"]["option_boxes"]
    places = choice_places(row)
    assert places is not None and len(places) == len(row["choices"]) == len(boxes)
    rows, columns = places[0][2], places[0][3]
    assert (rows, columns) in ((2, 3), (2, 2), (1, 4)), config
    assert sorted((r, c) for r, c, _, _ in places) == [(r, c) for r in range(rows) for c in range(columns)]
    # the option placed at the bottom left is drawn lowest and leftmost, the one at the top right highest and rightmost
    bottom_left = places.index((rows - 1, 0, rows, columns))
    top_right = places.index((0, columns - 1, rows, columns))
    assert boxes[bottom_left][1] == max(box[1] for box in boxes) and boxes[bottom_left][0] == min(b[0] for b in boxes)
    assert boxes[top_right][1] == min(box[1] for box in boxes) and boxes[top_right][0] == max(b[0] for b in boxes)
    # the options are drawn in reading order: A at the top left, the last at the bottom right
    assert places == sorted(places)


def test_the_real_layouts_by_task() -> None:
    shapes = {config: choice_places(_row(config))[0][2:] for config in ("visual_relation_abstraction",
                                                                        "hierarchical_pattern", "paper_folding",
                                                                        "dynamic_correspondence", "mental_rotation")}
    assert shapes == {"visual_relation_abstraction": (2, 3), "hierarchical_pattern": (2, 2), "paper_folding": (1, 4),
                      "dynamic_correspondence": (1, 4), "mental_rotation": (2, 2)}


@pytest.mark.parametrize("boxes", [
    [],  # no options
    [[0, 0, 10, 10]],  # one
    [[0, 0, 10, 10], [20, 0, 30, 10], [0, 20, 10, 30]],  # a row missing a box
    [[0, 0, 10, 10], [1, 1, 11, 11]],  # two boxes in one cell
    [[0, 0, 10, 10], [20, 0, 20, 10]],  # an empty box
    [[0, 0, 10], [20, 0, 30, 10]],  # a malformed one
    "[[0, 0, 10, 10]]",  # not a list
])
def test_anything_that_is_no_full_grid_is_refused(boxes: object) -> None:
    assert grid_places(boxes) is None


def test_a_grid_drawn_slightly_off_still_clusters() -> None:
    boxes = [[16, 16, 337, 505], [352, 18, 673, 505], [686, 15, 1008, 505], [17, 519, 337, 1008],
             [351, 521, 673, 1008], [687, 519, 1008, 1008]]
    assert grid_places(boxes) == GRID_3X2
    assert grid_places(list(reversed(boxes))) == list(reversed(GRID_3X2))  # places follow the options' order


def test_a_row_without_a_valid_layout_gives_none() -> None:
    assert choice_places({"params": "{}", "choices": PANELS_4}) is None
    assert choice_places({"params": "not json", "choices": PANELS_4}) is None
    assert choice_places({"params": json.dumps({"layout": {"option_boxes": [[0, 0, 1, 1]] * 3}}),
                          "choices": PANELS_4}) is None


@pytest.mark.parametrize(("reply", "places", "expected"), [
    ("The bottom-left one.", GRID_2X2, "C"),
    ("The bottom-left one.", None, None),  # without the grid no place is read
    ("The top-middle panel breaks the rule.", None, None),
    ("The second one in the bottom row.", GRID_2X2, "D"),
    ("The second one in the bottom row.", ROW_OF_4, None),  # one row has no second row
    ("The top-right panel.", GRID_2X2, "B"),
    ("The top-right panel.", ROW_OF_4, None),  # a corner above the right of one row: the reply imagines rows
    ("The bottom-right panel.", ROW_OF_4, "D"),  # the corners every layout shares
    ("The second panel from the right.", ROW_OF_4, "C"),
    ("The second panel from the right.", GRID_2X2, None),  # a column alone in two rows
    ("The leftmost panel matches.", ROW_OF_4, "A"),
    ("The leftmost panel matches.", GRID_2X2, None),
])
def test_a_place_is_read_in_the_grid_given(reply: str, places: list | None, expected: str | None) -> None:
    assert extract_answer(reply, "choice", PANELS_4, places=places) == expected


def test_places_in_the_six_panel_grid_and_their_neighbours() -> None:
    odd = "Five of the six panels follow the same rule, each drawn differently. Which panel breaks the rule?"
    assert extract_answer("The middle one on the bottom breaks the rule.", "choice", PANELS_6, question=odd,
                          places=GRID_3X2) == "E"
    assert extract_answer("It's not the middle one on the bottom: that one follows the rule.", "choice", PANELS_6,
                          question=odd, places=GRID_3X2) is None  # negated
    assert extract_answer("Maybe the top-right panel, maybe the bottom-left one.", "choice", PANELS_6,
                          question=odd, places=GRID_3X2) is None  # two left open
    assert extract_answer("At first I thought the top-right panel, but it is the bottom-left one that breaks it.",
                          "choice", PANELS_6, question=odd, places=GRID_3X2) == "D"


def test_the_span_is_the_place() -> None:
    reply = "Answer: the bottom-left one."
    value, (start, end) = extract_with_span(reply, "choice", PANELS_4, places=GRID_2X2)
    assert value == "C" and "bottom-left" in reply[start:end]


def test_score_response_and_the_reward_read_the_rows_layout() -> None:
    row = _row("hierarchical_pattern")  # two rows of two
    letter = row["answer"]
    place = {"A": "top-left", "B": "top-right", "C": "bottom-left", "D": "bottom-right"}[letter]
    doc = {**row, "choices": list(row["choices"])}
    record = score_response(doc, f"The {place} panel is the one.")
    assert (record["extracted"], record["correct"]) == (letter, True)
    assert rewards.score(row, f"The {place} panel is the one.") == 1.0
    # a row whose layout is unknown reads the place as before: the corners every layout shares, no other
    bare = {**doc, "params": "{}"}
    assert score_response(bare, "The top-right panel is the one.")["extracted"] is None
    assert score_response(bare, "The top-left panel is the one.")["extracted"] == "A"


def test_one_row_layout_reads_its_own_places() -> None:
    row = _row("paper_folding")  # one row of four
    doc = {**row, "choices": list(row["choices"])}
    assert choice_places(doc) == ROW_OF_4
    assert score_response(doc, "The second panel from the right.")["extracted"] == "C"
    assert score_response(doc, "The bottom-left panel.")["extracted"] is None
