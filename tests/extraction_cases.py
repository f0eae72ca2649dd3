"""Realistic model responses and the answer each one commits to (None: it commits to no single answer).

Written by hand in the styles of current chat models (GPT-4o, Claude, Gemini, Qwen2.5-VL, InternVL, DeepSeek-R1,
GLM), for the three answer types. `expected=None` cases are the false-positive guard: refusals, hedges, lists of
options, invalid letters, articles and pronouns that look like letters.
"""

from __future__ import annotations

from dataclasses import dataclass


@dataclass(frozen=True)
class Case:
    name: str
    response: str
    answer_type: str
    choices: tuple[str, ...]
    expected: str | None


PANELS_4 = ("Option A", "Option B", "Option C", "Option D")
PANELS_5 = ("Option A", "Option B", "Option C", "Option D", "Option E")
PANELS_6 = ("Option A", "Option B", "Option C", "Option D", "Option E", "Option F")
PANELS_10 = tuple(f"Option {letter}" for letter in "ABCDEFGHIJ")  # the item contract allows up to ten (A–J)
ENTITIES = ("Paris", "Berlin", "French Guiana", "French", "Euro")
RELATIONS = ("capital of", "official language", "currency", "member of", "shares border with")
COUNTRIES = ("Germany", "Austria", "Switzerland", "Liechtenstein", "Luxembourg")
NONE: tuple[str, ...] = ()


def choice4(name: str, response: str, expected: str | None) -> Case:
    return Case(name, response, "choice", PANELS_4, expected)


def choice5(name: str, response: str, expected: str | None) -> Case:
    return Case(name, response, "choice", PANELS_5, expected)


def choice6(name: str, response: str, expected: str | None) -> Case:
    return Case(name, response, "choice", PANELS_6, expected)


def choice10(name: str, response: str, expected: str | None) -> Case:
    return Case(name, response, "choice", PANELS_10, expected)


def entity(name: str, response: str, expected: str | None) -> Case:
    return Case(name, response, "choice", ENTITIES, expected)


def relation(name: str, response: str, expected: str | None) -> Case:
    return Case(name, response, "choice", RELATIONS, expected)


def country(name: str, response: str, expected: str | None) -> Case:
    return Case(name, response, "choice", COUNTRIES, expected)


def yes_no(name: str, response: str, expected: str | None) -> Case:
    return Case(name, response, "yes_no", NONE, expected)


def integer(name: str, response: str, expected: str | None) -> Case:
    return Case(name, response, "integer", NONE, expected)


CHOICE_CASES = [
    # ---- bare and near-bare answers
    choice4("lone letter", "C", "C"),
    choice4("lone letter newline", "B\n", "B"),
    choice4("parenthesised", "(D)", "D"),
    choice4("letter period", "A.", "A"),
    choice4("bold letter", "**C**", "C"),
    choice4("option word", "Option B", "B"),
    choice4("option word bold period", "**Option D**.", "D"),
    choice4("lowercase parenthesised", "(c)", "C"),
    choice4("full-width letter", "Ｃ", "C"),
    choice4("letter with description", "B. The unfolded sheet with holes in all four corners.", "B"),
    choice4("paren letter with reason", "(A) because it is the only panel with the holes mirrored across the crease.",
            "A"),
    choice4("bracketed", "[C]", "C"),
    choice6("lone F", "F", "F"),
    choice6("lone E", "E", "E"),
    # ---- explicit markers
    choice4("answer colon paren", "Answer: (C)", "C"),
    choice4("answer colon bold", "**Answer:** B", "B"),
    choice4("final answer colon", "Final answer: D", "D"),
    choice4("final answer heading", "### Final Answer\n\n**A**", "A"),
    choice4("correct option is", "The correct option is C.", "C"),
    choice4("correct answer is option", "The correct answer is Option B.", "B"),
    choice4("answer is bold", "Therefore, the answer is **D**.", "D"),
    choice4("best answer is", "Based on the reflection about the diagonal crease, the best answer is (A).", "A"),
    choice4("i choose", "I choose C.", "C"),
    choice4("i'd go with", "Looking at the panels carefully, I'd go with B.", "B"),
    choice4("my answer", "My answer: A", "A"),
    choice4("answer dash", "Answer - D", "D"),
    choice4("upper ANSWER", "ANSWER: B", "B"),
    choice4("therefore letter", "Option A has the wrong chirality and D is a different shape. Therefore, C.", "C"),
    choice4("so the answer", "So the answer is B, since the others are mirror images.", "B"),
    choice4("answer is lowercase", "the answer is c", "C"),
    choice4("answer because others", "The answer is C because options A and B are mirrored and D has a cube moved.",
            "C"),
    choice4("answer colon with text", "Answer: C) the polycube rotated 90° about the vertical axis", "C"),
    choice4("json", '{"answer": "B"}', "B"),
    choice4("json fenced with reasoning",
            '```json\n{\n  "reasoning": "Option A is mirrored; option C is the original rotated.",\n'
            '  "answer": "C"\n}\n```',
            "C"),
    choice4("boxed", "The unfolded pattern matches panel C.\n\n$\\boxed{C}$", "C"),
    choice4("boxed text", "Final answer: $\\boxed{\\text{B}}$", "B"),
    choice4("boxed textbf paren", "\\[\\boxed{\\textbf{(D)}}\\]", "D"),
    choice4("glm box tokens", "The rotation maps the L-shaped arm onto panel A.\n<|begin_of_box|>A<|end_of_box|>", "A"),
    choice4("answer tags", "<answer>D</answer>", "D"),
    choice4("chinese answer is", "答案是 C", "C"),
    choice4("chinese answer colon", "答案：B", "B"),
    choice4("chinese choose", "选C", "C"),
    choice4("chinese therefore choose", "通过分析折痕的位置，A和B的孔位不对称，D多了一个孔，故选D。", "D"),
    choice4("chinese correct answer", "经过旋转比较，正确答案是（A）。", "A"),
    choice4("chinese full-width colon", "最终答案：Ｂ", "B"),
    # ---- chains of thought: the conclusion wins
    choice4(
        "cot analyze each option",
        "Let's analyze each option.\n\n**Option A** is wrong because the holes are on the wrong side of the fold.\n"
        "**Option B** is wrong because it only has two holes, but there were two folds.\n"
        "**Option C** shows four holes symmetric about both creases.\n"
        "**Option D** has the holes too close to the edge.\n\nTherefore the answer is **C**.",
        "C",
    ),
    choice4(
        "cot markdown headings gpt",
        "## Step 1: Identify the folds\nThe square is folded in half vertically, then diagonally.\n\n"
        "## Step 2: Unfold\nUnfolding the diagonal fold reflects the hole across the diagonal; unfolding the "
        "vertical fold reflects both holes across the vertical centre line.\n\n"
        "## Step 3: Compare with options\n- A: only two holes, missing one reflection.\n- B: matches the four "
        "expected holes.\n- C: holes reflected about the wrong axis.\n- D: the pattern before the last unfold.\n\n"
        "**Final Answer: B**",
        "B",
    ),
    choice4(
        "cot changes mind",
        "At first glance the answer seems to be A, since the shapes look similar. However, looking closer, A is a "
        "mirror image: the top arm points left instead of right. Panel D matches after a 180° rotation about the "
        "vertical axis.\n\nThe answer is D.",
        "D",
    ),
    choice4(
        "cot last marker wins",
        "The answer is not immediately obvious. Panel B has the same number of cubes but one cube is moved. "
        "Panel C is the mirror image. Panel A is rotated by 90° about the x-axis, which preserves handedness.\n\n"
        "Answer: A",
        "A",
    ),
    choice4(
        "claude style",
        "Looking at this mental rotation task, I need to find which view shows the same polycube rotated.\n\n"
        "The original shape has a distinctive L-shaped base with a vertical column of three cubes at one end.\n\n"
        "- **Option A**: This appears to be a mirror image — the column is on the opposite side.\n"
        "- **Option B**: The base has five cubes instead of four, so a cube has moved.\n"
        "- **Option C**: Rotating the original 90° clockwise about the vertical axis gives exactly this view.\n"
        "- **Option D**: Similar to C but the column leans the wrong way.\n\n"
        "**Answer: C**",
        "C",
    ),
    choice4(
        "gemini style",
        "Here's a breakdown of the net:\n\n* The net is a cross shape, one of the 11 cube nets.\n* The red face and "
        "the blue face are opposite each other once folded.\n\nOption A shows red adjacent to blue, which is "
        "impossible. Option B shows a triangular prism. Option D shows red adjacent to blue as well.\n\n"
        "Therefore, the correct answer is **(C)**.",
        "C",
    ),
    choice4(
        "qwen style short cot",
        "The first frame shows the triangle at the top left and the circle at the bottom right. Each frame the "
        "triangle rotates 90° clockwise and the circle moves one step up. At t=1 the triangle is back to its "
        "original orientation and the circle is at the top right.\n\nThe answer is B.",
        "B",
    ),
    choice4(
        "internvl terse reason",
        "B. The hole pattern is symmetric about both fold lines.",
        "B",
    ),
    choice4(
        "deepseek r1 think then answer",
        "<think>\nOkay, let me see. The paper is folded twice. The hole is near the top-left corner after folding. "
        "Unfolding the second fold reflects it... so there should be holes at top-left and top-right. Then "
        "unfolding the first fold... four holes. Option A has four holes. Wait, option A's holes are near the "
        "centre, not the corners. So maybe the answer is D? Option D has four corner holes. Yes, D.\n</think>\n\n"
        "The sheet is unfolded twice, doubling the holes each time, giving four holes near the corners.\n\n"
        "**Answer:** D",
        "D",
    ),
    choice4(
        "think block ignored when conclusion follows",
        "<think>The answer is A. Hmm, actually A is mirrored. Let me recheck... The answer is A.</think>\n"
        "After checking the chirality, the correct option is C.",
        "C",
    ),
    choice4(
        "think only no closing conclusion",
        "<think>Panel B is the mirror image. Panel C has a cube moved. Panel D is rotated but mirrored. So the "
        "answer is A.</think>",
        "A",
    ),
    choice4(
        "answer first then explanation mentioning others",
        "Answer: B\n\nExplanation: Option A would be the answer if the paper had been folded only once. Option C is "
        "correct only for a horizontal fold, and D shows the pattern before the last unfold.",
        "B",
    ),
    choice4(
        "answer first letter then explanation",
        "D\n\nThe solid in D is a square pyramid, and the net shows four triangles around a square.",
        "D",
    ),
    choice4(
        "option statements only",
        "Option A is incorrect because of the mirror. Option B is incorrect because a cube was moved. "
        "Option C is correct. Option D is incorrect because the angle is wrong.",
        "C",
    ),
    choice4(
        "option colon correct checklist",
        "Checking each panel against the rule:\n- Option A: violates symmetry\n- Option B: correct ✓\n"
        "- Option C: violates symmetry\n- Option D: violates symmetry",
        "B",
    ),
    choice4("only option matches", "Only option D matches the original shape under rotation.", "D"),
    choice6(
        "six options odd one out",
        "Five of the panels contain convex polygons: A (pentagon), B (triangle), C (hexagon), D (square) and F "
        "(heptagon). Panel E is a concave arrow shape.\n\nThe odd one out is E.\n\nAnswer: E",
        "E",
    ),
    choice6("six options answer F", "The correct answer is F, the only figure without a right angle.", "F"),
    choice6("six options bold final", "After comparing all six panels...\n\n**Final answer: (E)**", "E"),
    choice6("six options chinese", "第六个图形是唯一不对称的，答案是F。", "F"),
    choice6(
        "six options listed then concluded",
        "A. closed curve\nB. closed curve\nC. closed curve\nD. open curve\nE. closed curve\nF. closed curve\n\n"
        "The one that breaks the pattern is D, so the answer is D.",
        "D",
    ),
    # ---- text choices (M3STR completion)
    entity("entity text only", "Paris", "A"),
    entity("entity text bold", "**Berlin**", "B"),
    entity("entity letter and text", "Answer: (A) Paris", "A"),
    entity("entity missing entity is", "The missing entity is Paris, since it is the capital of France.", "A"),
    entity("entity longer choice wins", "The masked entity should be French Guiana.", "C"),
    entity("entity shorter choice", "Answer: French", "D"),
    entity("entity sentence", "It's Euro.", "E"),
    entity("entity answer is text", "Given the edges 'currency' from France, the answer is Euro.", "E"),
    entity(
        "entity cot",
        "The graph shows France with the relations 'official language' and 'currency'. The masked node is "
        "connected to France by 'capital'. Berlin is the capital of Germany, not France.\n\nAnswer: Paris",
        "A",
    ),
    entity("entity letter only", "A", "A"),
    relation("relation text", "currency", "C"),
    relation("relation answer is text", "The missing relation is \"member of\".", "D"),
    relation("relation letter", "The correct option is E (shares border with).", "E"),
    relation("relation chinese", "答案是 B", "B"),
    country("country text with period", "Austria.", "B"),
    country("country final", "Final answer: Liechtenstein", "D"),
    # ---- must NOT become an answer
    choice4("article A", "A cube is shown on the left and four views on the right.", None),
    choice4("article A at start of cot",
            "A careful look at the image shows two folds. It is hard to see where the holes end up.", None),
    choice4("pronoun I", "I think the image shows a polycube made of seven cubes.", None),
    choice4("A or B", "A or B", None),
    choice4("either A or C", "It's either A or C.", None),
    choice4("answer is either", "The answer is either A or C; both look like valid rotations.", None),
    choice4("could be B or D", "The answer could be B or D, I can't tell from the image resolution.", None),
    choice4("both", "Both B and C seem to match the original shape.", None),
    choice4("cannot determine", "I cannot determine the answer from this image.", None),
    choice4("sorry refusal", "I'm sorry, I can't help with that.", None),
    choice4("sorry cannot view", "I'm sorry, but I am unable to view the image you provided.", None),
    choice4("none of the options", "None of the options.", None),
    choice4("none of the options match", "After unfolding, none of the options match the expected hole pattern.", None),
    choice4("empty", "", None),
    choice4("whitespace", "   \n  ", None),
    choice4("invalid E with four", "Answer: E", None),
    choice4("invalid F with four", "The correct option is F.", None),
    choice4("option listing only",
            "A. mirror image\nB. different shape\nC. rotated copy\nD. wrong angle", None),
    choice4("question back", "Which panel do you mean? Could you clarify whether the answer is C?", None),
    choice4("hedge insufficient",
            "There is not enough information in the picture to decide between the options.", None),
    choice4("analysis without conclusion",
            "Option A shows a cube moved. Option B is mirrored. Option C might be a rotation. Option D is hard to "
            "judge.", None),
    choice4("hypothetical", "If the answer were A, the holes would be on the left side.", None),
    choice4("not A only", "The answer is not A.", None),
    choice4("chinese cannot determine", "无法确定答案。", None),
    choice4("chinese hedge", "答案可能是A或B。", None),
    choice4("answer colon hedge", "Answer: B or C", None),
    choice4("final answer unknown", "Final answer: cannot be determined", None),
    choice6("six options G invalid", "The answer is G.", None),
    entity("entity two texts", "It could be Paris or Berlin.", None),
    entity("entity none", "None of the provided entities fit the masked node.", None),
    entity("entity discusses all", "Paris, Berlin and Euro all appear elsewhere in the graph.", None),
]

YES_NO_CASES = [
    yes_no("bare yes", "Yes", "Yes"),
    yes_no("bare no", "No", "No"),
    yes_no("yes period", "Yes.", "Yes"),
    yes_no("no lowercase", "no", "No"),
    yes_no("bold no", "**No**", "No"),
    yes_no("answer colon yes", "Answer: Yes", "Yes"),
    yes_no("final answer no", "Final answer: No", "No"),
    yes_no("boxed yes", "$\\boxed{\\text{Yes}}$", "Yes"),
    yes_no("json no", '{"answer": "No"}', "No"),
    yes_no("no comma reason", "No, there is no anomaly in the graph.", "No"),
    yes_no("yes comma reason", "Yes, the edge between France and Yen is wrong.", "Yes"),
    yes_no("i don't see any anomaly", "I don't see any anomaly.", "No"),
    yes_no("there are no errors", "There are no errors in the graph.", "No"),
    yes_no("contains incorrect triple", "The graph contains an incorrect triple.", "Yes"),
    yes_no("all triples correct", "All the triples shown in the knowledge graph are factually correct.", "No"),
    yes_no("no factual errors detected", "No factual errors were detected.", "No"),
    yes_no("does not contain any errors", "The knowledge graph does not contain any errors.", "No"),
    yes_no("there is an error", "There is an error: Germany is not a member of ASEAN.", "Yes"),
    yes_no("relation is wrong", "The relation 'capital of' between Lyon and France is wrong.", "Yes"),
    yes_no("triple not correct", "The triple (Japan, currency, Euro) is not correct.", "Yes"),
    yes_no("anomaly detected", "An anomaly is present: the edge labeled 'official language' points to Yen.", "Yes"),
    yes_no("nothing wrong", "Everything checks out; nothing is wrong with this graph.", "No"),
    yes_no("free of errors", "The graph appears to be free of errors.", "No"),
    yes_no("none of the triples wrong", "None of the triples seem wrong to me.", "No"),
    yes_no(
        "cot triples then anomaly",
        "Let me check each triple:\n1. (France, capital, Paris) - correct.\n2. (France, currency, Euro) - correct.\n"
        "3. (France, official language, Japanese) - this is incorrect; the official language of France is "
        "French.\n\nTherefore, there is an anomaly in the graph.\n\nAnswer: Yes",
        "Yes",
    ),
    yes_no(
        "cot triples then clean",
        "Checking each edge:\n- Germany → capital → Berlin ✓\n- Germany → currency → Euro ✓\n"
        "- Germany → member of → European Union ✓\n\nAll relations are consistent with real-world facts, so there "
        "is no anomaly.",
        "No",
    ),
    yes_no(
        "cot mentions checking",
        "To determine whether there is an error, I will check every triple. The capital of Italy is Rome, which "
        "matches. The currency is the Euro, which matches. The language is Italian, which matches. There are no "
        "errors in the graph.",
        "No",
    ),
    yes_no(
        "cot initial doubt then correct",
        "At first the edge 'member of' between Norway and the European Union looked wrong, but the edge actually "
        "reads 'member of' → NATO, which is correct. Every triple is accurate.\n\nAnswer: No",
        "No",
    ),
    yes_no(
        "markdown cot answer yes",
        "### Analysis\nThe graph shows **Brazil** with edges to *Brasília* (capital), *Real* (currency) and "
        "*Spanish* (official language).\n\n### Verdict\nBrazil's official language is Portuguese, so the triple "
        "(Brazil, official language, Spanish) is incorrect.\n\n**Final Answer: Yes**",
        "Yes",
    ),
    yes_no(
        "r1 think then no",
        "<think>\nHmm, is there an anomaly? Spain, capital, Madrid — right. Spain, currency, Peseta? Wait, that's "
        "old, but the map says Euro. OK. So maybe there's an error? No, everything is correct.\n</think>\n\n"
        "No, there is no anomaly in the knowledge graph.",
        "No",
    ),
    yes_no(
        "yes first sentence explains",
        "Yes. The entity 'Tokyo' is linked to Canada through the relation 'capital', but the capital of Canada is "
        "Ottawa.",
        "Yes",
    ),
    yes_no("found an error", "I found an error in the graph: the currency of India is shown as the Dollar.", "Yes"),
    yes_no("chinese yes", "答案：是", "Yes"),
    yes_no("chinese no", "答案是否", "No"),
    yes_no("chinese no anomaly", "图中没有错误，所有三元组都是正确的。", "No"),
    yes_no("chinese exists error", "图中存在错误：日本的货币不是欧元。", "Yes"),
    yes_no("qwen short no", "No anomaly detected.", "No"),
    yes_no(
        "gpt style answer last line",
        "The knowledge graph connects Egypt to Cairo (capital), Egyptian pound (currency) and Arabic (official "
        "language). All of these facts are accurate.\n\nAnswer: No",
        "No",
    ),
    yes_no(
        "claude contradicting mistaken edge",
        "Looking at the graph, I can see that most relations are accurate. However, the edge from Australia to "
        "'Wellington' labeled 'capital' is wrong: the capital of Australia is Canberra.\n\nSo yes, there is an "
        "anomaly.",
        "Yes",
    ),
    # ---- must NOT become an answer
    yes_no("yes or no", "Yes or no? It is hard to say from this image.", None),
    yes_no("not sure whether", "I'm not sure whether there is an anomaly in this graph.", None),
    yes_no("cannot determine", "I cannot determine if there is an error without more context.", None),
    yes_no("refusal", "I'm sorry, but I can't help with that request.", None),
    yes_no("question echo", "Is there an error in the knowledge graph?", None),
    yes_no("empty", "", None),
    yes_no("maybe both", "It might contain an error, or it might not; the labels are too small to read.", None),
    yes_no("unable to read", "I am unable to see the image clearly enough to answer.", None),
    yes_no("answer hedge", "Answer: Yes or No, depending on which edge is meant.", None),
]

INTEGER_CASES = [
    integer("bare digit", "7", "7"),
    integer("bare word", "seven", "7"),
    integer("capital word", "Seven.", "7"),
    integer("bold digit", "**12**", "12"),
    integer("answer colon", "Answer: 12", "12"),
    integer("there are n entities", "There are 7 entities.", "7"),
    integer("there are word entities", "There are nine entities in the graph.", "9"),
    integer("boxed", "Counting each node once, we get $\\boxed{7}$.", "7"),
    integer("json", '{"answer": 5}', "5"),
    integer("json string", '{"answer": "6"}', "6"),
    integer("total of", "I count a total of 8 distinct entities.", "8"),
    integer("the number is", "The number of relations in the graph is 4.", "4"),
    integer("chinese count", "共有7个实体", "7"),
    integer("chinese numeral", "图中一共有十二个实体。", "12"),
    integer("chinese answer", "答案：5", "5"),
    integer("twenty one", "There are twenty-one nodes.", "21"),
    integer("one", "Answer: 1", "1"),
    integer("zero", "There are 0 relations drawn.", "0"),
    integer(
        "cot counting list",
        "Let me count the entities:\n1. France\n2. Paris\n3. Euro\n4. French\n5. European Union\n\n"
        "So there are 5 entities in total.\n\nAnswer: 5",
        "5",
    ),
    integer(
        "cot partial counts then total",
        "There are 3 entities in the top row and 4 entities in the bottom row, so there are 7 entities in total.",
        "7",
    ),
    integer(
        "cot headings",
        "## Counting edges\nEach arrow is one relation. I see arrows from Germany to Berlin, Euro, German, the "
        "European Union, and Austria.\n\n## Result\nThe graph has **5** relations.\n\n**Final Answer:** 5",
        "5",
    ),
    integer(
        "r1 think then answer",
        "<think>\nLet me count: Japan, Tokyo, Yen, Japanese... and Asia. That's 5. Wait, is there another node at "
        "the bottom? Yes, 'East Asia'. So 6.\n</think>\n\nThere are 6 entities in the graph.",
        "6",
    ),
    integer("answer first then explain", "8\n\nThe nodes are: Brazil, Brasília, Real, Portuguese, Mercosur, "
                                         "Argentina, Uruguay and Paraguay.", "8"),
    integer("gemini style bold", "The knowledge graph contains **six** distinct entities.", "6"),
    integer("recount wins", "At first I counted 5 entities, but after rechecking the bottom left, the total is 6.",
            "6"),
    integer("approximately", "Answer: approximately 9", "9"),
    # ---- must NOT become an answer
    integer("range or", "There are 6 or 7 entities; one node is partially hidden.", None),
    integer("between", "Somewhere between 5 and 8 entities.", None),
    integer("at least", "Answer: at least 5", None),
    integer("cannot count", "I cannot count the entities because the image is too blurry.", None),
    integer("refusal", "I'm sorry, I can't help with that.", None),
    integer("empty", "", None),
    integer("hyphen range", "Answer: 6-7", None),
    integer("no number", "The graph shows several countries connected to their capitals.", None),
    integer("question", "How many entities are there in the graph?", None),
]

# Harder cases, written after the first table passed: phrasings the first version of the rules did not anticipate.
HARD_CASES = [
    choice4("the one that matches", "Comparing all four views, option C is the one that matches the original.", "C"),
    choice4("it's letter", "I believe it's C.", "C"),
    choice4("or possibly", "The answer is (C) or possibly (D).", None),
    choice4("torn between", "I'm torn between B and D.", None),
    choice4("neither nor without conclusion", "Neither A nor B is correct.", None),
    choice4("neither nor then conclusion", "Neither A nor B is correct; the answer must be D.", "D"),
    choice4("one-line review with verdicts", "Option A: mirrored. Option B: a cube moved. Option C: matches. "
            "Option D: wrong angle.", "C"),
    choice4("one-line review without verdict", "Option A: mirrored. Option B: a cube moved. Option C: rotated about "
            "two axes. Option D: rotated about one axis.", None),
    choice4("one-line review then answer", "Option A: mirrored. Option B: a cube moved. Option C: matches. Option D: "
            "wrong angle. Answer: C", "C"),
    choice4("answer then not", "The answer is C, not A.", "C"),
    choice4("answer and not", "The answer is C and not D.", "C"),
    choice4("sorry but answer", "I'm sorry for the confusion earlier. After careful analysis, the answer is B.", "B"),
    choice4("cannot be certain but pick", "I can't be certain from the image, but I'd pick B.", "B"),
    choice4("blurry but likely", "The image is a bit blurry. Based on what I can see, the answer is likely A.", "A"),
    choice4("qwen3 empty think", "<think>\n\n</think>\n\nC", "C"),
    choice4("truncated think", "<think>Let me see. The holes after the first unfold... the answer might be B. Or "
            "maybe", None),
    choice4("template echo", "Answer: X", None),
    choice4("chinese option statements", "选项A是镜像，选项B多了一个立方体，选项C正确，选项D角度不对。", "C"),
    choice4("chinese option names only", "选项A是镜像，选项B多了一个立方体。", None),
    choice4("chinese correct option with de", "正确的选项是 D。", "D"),
    choice4("chinese should choose", "综上所述，应该选B。", "B"),
    choice4("quoted letter", "The answer is 'C'.", "C"),
    choice4("answer colon newline bold", "**Answer:**\n\n**(B)** The sheet with four holes", "B"),
    choice4("llama style", "The correct answer is: **C) The rotated polycube**", "C"),
    choice4("option is the answer", "Option D is the answer.", "D"),
    choice4("between then conclusion", "Between A or B, the answer is clearly B.", "B"),
    choice4("list of options then hedge", "A. mirror\nB. moved cube\nC. rotation\nD. wrong angle\n\nI think it is "
            "either C or D.", None),
    choice4("a b or c list", "The answer is A, B, or C.", None),
    choice4("article a at line start list", "A net with six squares folds into a cube.\nA net with four triangles "
            "folds into a tetrahedron.", None),
    choice4("is c correct question", "Is option C correct? I need to look again at the top face.", None),
    choice4("I at start", "I. The first fold is vertical.\nII. The second fold is diagonal.", None),
    choice4("conclusion option bold heading", "### Conclusion\nOption **B** is correct.", "B"),
    choice6("six D", "After eliminating A, B, C, E and F, the remaining panel is D.\n\nFinal Answer: D", "D"),
    choice6("six option F bold line", "Reasoning: the five others share a right angle.\n\n**F**", "F"),
    choice6("six E not valid in four? valid in six", "Answer: E", "E"),
    entity("entity json text", '{"answer": "Berlin"}', "B"),
    entity("entity boxed text", "\\boxed{\\text{Euro}}", "E"),
    entity("entity hedge or", "The answer is Paris or Berlin.", None),
    relation("relation cot then letter", "The edge from France to Euro must describe money, and 'currency' is the "
             "only option that fits. Answer: C", "C"),
    relation("relation text marker", "The missing relation is official language.", "B"),
    country("country two named", "Austria and Switzerland both border Germany.", None),
    yes_no("there's an anomaly", "There's an anomaly: the capital of Peru is shown as Quito.", "Yes"),
    yes_no("do not think any", "I do not think there is any anomaly in this graph.", "No"),
    yes_no("doesn't seem to be", "Based on the image, there doesn't seem to be any error.", "No"),
    yes_no("see no errors", "I see no errors in the knowledge graph.", "No"),
    yes_no("triples are all correct", "The triples are all correct.", "No"),
    yes_no("graph looks correct", "The graph looks correct to me.", "No"),
    yes_no("the anomaly is", "The anomaly is the edge between Peru and Quito labeled 'capital'.", "Yes"),
    yes_no("question then answer", "The question asks whether there is an anomaly. Looking at the graph, the edge "
           "'capital' from Spain to Lisbon is incorrect.", "Yes"),
    yes_no("anomaly colon yes", "Anomaly: Yes\nReason: Canada's currency is not the Euro.", "Yes"),
    yes_no("none reply", "None.", None),
    yes_no("the answer is no", "The answer is no.", "No"),
    yes_no("my answer is yes", "My answer is yes, because Kenya is not in Europe.", "Yes"),
    yes_no("checking every triple", "After checking every triple against what I know, I found no inconsistencies.",
           "No"),
    yes_no("hypothetical only", "If any triple were wrong, the graph would contain an error.", None),
    yes_no("whether clause only", "Whether there is an anomaly depends on which edge label you read.", None),
    yes_no("chinese no error short", "没有异常。", "No"),
    yes_no("chinese unsure", "我不确定图中是否存在错误。", None),
    yes_no("gemini bold conclusion", "**Conclusion:** The edge labeled *currency* from **Chile** to **Euro** is "
           "erroneous. Therefore, **yes**, the graph contains an anomaly.", "Yes"),
    integer("i count n", "I count 7.", "7"),
    integer("number of colon", "Number of entities: 7", "7"),
    integer("count colon", "Count: 11", "11"),
    integer("total number is", "The total number of entities is 8.", "8"),
    integer("chinese quantity", "实体数量为9。", "9"),
    integer("answer entities", "Answer: The graph contains 7 entities", "7"),
    integer("there are seven", "There are seven.", "7"),
    integer("there are a total of", "There are a total of 10 relations in the diagram.", "10"),
    integer("numbered list without total", "1. France\n2. Paris\n3. Euro", None),
    integer("template echo", "Answer: N", None),
    integer("decimal", "Answer: 7.5", None),
    integer("step numbers", "Step 1: find the nodes.\nStep 2: count them.\nThere are 6 entities.", "6"),
    integer("one node hidden", "There are 4 entities; one node is partially hidden behind an edge label.", "4"),
    # phrasings found by probing the second version
    choice4("options described no verdict", "Let me look at the options. A shows a cube with the red face on top. B "
            "shows the same cube rotated. C is a mirror image. D has a different colour. I need more information to "
            "decide.", None),
    choice4("answer colon article", "Answer: A cube net folds into a cube.", None),
    choice4("panels compared no verdict", "Looking at panel C, the holes are mirrored correctly. Looking at panel D, "
            "the holes are not.", None),
    choice4("two also correct", "Option B seems correct, but Option C also seems correct.", None),
    choice4("all listed depending", "The correct answer is A, B, C, or D depending on the fold.", None),
    choice4("answer parens or", "Answer: (A) or (C)", None),
    choice4("eliminations only", "This is a mental rotation problem. A is wrong. B is wrong. D is wrong.", None),
    choice4("reconsidered answer", "The answer is B.\n\nWait, let me reconsider. The answer is D.", "D"),
    choice4("note hypothetical after answer", "**Answer: C**\n\nNote: If the fold were horizontal, the answer would "
            "be A.", "C"),
    choice4("in summary letter", "In summary: C", "C"),
    choice4("selected option", "Selected option: C", "C"),
    choice4("so it's", "So it's D.", "D"),
    choice4("answer none of the above", "Answer: None of the above", None),
    yes_no("yes but no anomaly", "Yes, everything is correct, there is no anomaly.", None),
    yes_no("nope", "Nope, looks fine.", "No"),
    yes_no("something wrong", "It seems like there is something wrong with the edge from Chad to Euro.", "Yes"),
    yes_no("last relation wrong", "The relation 'capital' is correct. The relation 'currency' is correct. The "
           "relation 'language' is wrong.", "Yes"),
    yes_no("might have error unsure", "I think the graph might have an error, but I'm not sure.", None),
    integer("so n entities", "The graph contains five countries and their capitals, so 10 entities.", "10"),
    integer("parenthesised running count", "Let's count: France (1), Paris (2), Euro (3). Total: 3", "3"),
    integer("about range", "I think there are about 6 to 8 entities.", None),
    integer("words or", "seven or eight", None),
    integer("cannot count precisely", "The image has 3 rows. I cannot count precisely.", None),
    # checklists, tables and soft conclusions
    choice4("table then bold verdict", "| Option | Holes | Matches? |\n|---|---|---|\n| A | 2 | No |\n| B | 4 | Yes |\n"
            "| C | 4 | No |\n| D | 3 | No |\n\nBased on the table, **B** is the answer.", "B"),
    choice4("plan without verdict", "To solve this, we need to:\n1. Identify the fold lines\n2. Track the holes\n\n"
            "After the first fold the left half covers the right half. Looking at the answer choices, panel B shows "
            "four holes arranged symmetrically.", None),
    choice4("question restated", "The question asks which of the options A, B, C or D is the unfolded paper. Let me "
            "think.", None),
    choice4("arrow checklist", "Option A → incorrect\nOption B → incorrect\nOption C → correct\nOption D → incorrect",
            "C"),
    choice4("tick checklist", "A: ✗\nB: ✗\nC: ✓\nD: ✗", "C"),
    choice4("dash checklist", "Let me examine:\n- (A) incorrect, mirrored\n- (B) incorrect, moved cube\n- (C) correct\n"
            "- (D) incorrect", "C"),
    choice4("article correct", "A correct rotation would keep the handedness of the shape.", None),
    choice4("final answer then sentence", "Final answer: The correct option is C.", "C"),
    choice4("unable but leaning", "I'm unable to provide a definitive answer, but option C looks the most "
            "consistent.", None),
    choice4("this is not A", "This is not A.", None),
    entity("entity must be", "The masked node connects to France with 'capital', so it must be Paris.", "A"),
    entity("entity discussion no verdict", "Paris is the capital of France, Berlin of Germany. The currency is the "
           "Euro.", None),
    entity("entity lowercase after marker", "Answer: paris", "A"),
    yes_no("answer colon statement", "Answer: There is an anomaly in the relation between Egypt and Peso.", "Yes"),
    yes_no("fine except one", "Everything looks fine except the edge from Peru to Euro, which is incorrect.", "Yes"),
    yes_no("so no errors", "No errors? Let's check. France-Paris capital: correct. France-Euro currency: correct. So "
           "no errors.", "No"),
    yes_no("single triple correct", "The triple (Chile, capital, Santiago) is correct.", None),
    yes_no("yes there is", "Yes there is.", "Yes"),
    integer("which is", "The graph shows 8 nodes connected by 7 edges. The question asks for the number of entities, "
            "which is 8.", "8"),
    integer("answer n entities bold", "**Answer: 6 entities**", "6"),
    integer("words with noun", "six entities", "6"),
    integer("between words", "There are between five and seven entities.", None),
    integer("answer is colon", "The answer is: 4.", "4"),
    integer("recount", "There are 7 nodes. Wait, I missed one. There are 8 nodes.", "8"),
    # question-and-answer steps inside the reasoning
    yes_no("sub-answers then statement", "Triple 1 correct?\nYes\nTriple 2 correct?\nYes\nTriple 3 correct?\nNo\n\n"
           "So there is an anomaly.", "Yes"),
    yes_no("echoed question then lone answer", "Is there an anomaly in the graph?\nYes", "Yes"),
    yes_no("sub-answers then marker", "Triple 1 correct?\nYes\nTriple 2 correct?\nNo\n\nAnswer: Yes", "Yes"),
    choice4(
        "chinese cot",
        "首先，观察原始立体图形：它由7个小立方体组成，呈L形。\n\n- 选项A：是原图的镜像，手性相反。\n"
        "- 选项B：有一个立方体的位置发生了移动。\n- 选项C：将原图绕竖直轴旋转90°即可得到。\n"
        "- 选项D：旋转角度不对。\n\n因此，正确答案是 **C**。",
        "C",
    ),
    yes_no(
        "chinese cot yes",
        "我们逐一检查图中的三元组：(中国, 首都, 北京) 正确；(中国, 货币, 日元) 是错误的，"
        "中国的货币是人民币。\n\n答案：是",
        "Yes",
    ),
    integer(
        "r1 think then numbered list and boxed",
        "<think>\nFirst, I list the nodes: Kenya, Nairobi, Swahili, English, Kenyan shilling, African Union. That's "
        "six. Hmm, is 'East Africa' also a node? Looking again... yes, there's a node at the bottom. So seven.\n"
        "</think>\n\n**Counting the entities**\n\n1. Kenya\n2. Nairobi\n3. Swahili\n4. English\n5. Kenyan shilling\n"
        "6. African Union\n7. East Africa\n\nThe graph contains **7** distinct entities.\n\n\\boxed{7}",
        "7",
    ),
    choice6(
        "six options claude long",
        "I'll examine what concept the panels share.\n\n**Panel A**: a closed shape with one hole.\n**Panel B**: a "
        "closed shape with one hole.\n**Panel C**: a closed shape with one hole.\n**Panel D**: a closed shape with "
        "one hole.\n**Panel E**: a closed shape with **two** holes.\n**Panel F**: a closed shape with one hole.\n\n"
        "The shared concept is \"exactly one hole\" (topology), and panel E violates it.\n\n**Answer: E**",
        "E",
    ),
]

# ---- independent cases --------------------------------------------------------------------------------------------
# Written after the rules above, from how models end their replies (long chains of thought, markdown, LaTeX, Chinese,
# counts in words, negated detections), to check the rules on text they were not tuned to. At least as many of these
# commit to nothing (hedges, refusals, lists of all options, questions, conditionals) as commit to an answer.
INDEPENDENT_CASES = [
    # ---- ten options: letters G–J are answers, the pronoun "I" and roman numerals are not
    choice10("ten answer J", "Answer: J", "J"),
    choice10("ten lowercase paren h", "(h)", "H"),
    choice10("ten answer is G", "The answer is G.", "G"),
    choice10("ten cot bold I", "Panels A through H each contain exactly one enclosed region, and so does panel J. "
             "Panel I is the only one with two enclosed regions, so it breaks the shared concept.\n\n**Answer: I**",
             "I"),
    choice10("ten boxed H", "Comparing the ten views with the reference solid, only one keeps the L-shape's "
             "handedness.\n\n$$\\boxed{H}$$", "H"),
    choice10("ten option J is the one", "After checking all ten panels against the net, Option J is the one.", "J"),
    choice10("ten chinese G", "经过逐一比较，选项G与原图一致。", "G"),
    choice10("ten correct panel lowercase i", "The correct panel is (i).", "I"),
    choice10("ten I think then G", "I think the answer is G, since the hole pattern repeats twice.", "G"),
    choice10("ten opening H", "H. It is the only panel whose holes are mirrored across the vertical crease.", "H"),
    choice10("ten I think so", "I think so.", None),
    choice10("ten pronoun only", "I think the folds are symmetric, but I need to look at the holes more closely.",
             None),
    choice10("ten roman outline", "I. Observations\nThe reference shape has three arms.\n\nII. Comparison\nSeveral "
             "panels keep all three arms.", None),
    choice10("ten G or H", "G or H", None),
    choice10("ten list of all", "A, B, C, D, E, F, G, H, I, J", None),
    choice10("ten K invalid", "Answer: K", None),
    choice10("ten refusal", "I cannot tell which of the ten panels is the rotated copy; they are too small to read.",
             None),
    choice10("ten either lowercase", "It's either (g) or (j).", None),
    choice10("ten roman enumeration", "(i) the holes are mirrored, (ii) one hole is missing.", None),
    Case("seven text choices G", "The masked node is linked to Czechia by 'capital', so the missing entity is Prague.",
         "choice", ("Paris", "Berlin", "Rome", "Madrid", "Lisbon", "Vienna", "Prague"), "G"),
    choice6("six J invalid", "Answer: J", None),
    choice6("six H invalid lowercase", "The correct panel is (h).", None),
    choice4("four G invalid boxed", "\\boxed{G}", None),
    # ---- five options
    choice5("five final answer E", "**Final Answer:** (E)", "E"),
    choice5("five E one that can be obtained", "Rotating the reference 90° about the vertical axis gives a shape with "
            "the short arm pointing left. Option E is the one that can be obtained by this rotation.", "E"),
    choice5("five boxed text D", "\\[\\boxed{\\text{D}}\\]", "D"),
    choice5("five F invalid", "Answer: F", None),
    choice5("five both plausible", "Both B and E look plausible to me.", None),
    choice5("five all options listed", "The options are (A), (B), (C), (D) and (E).", None),
    # ---- the option as the subject of a concluding sentence
    choice4("option C is the one after cot", "Let me compare each panel with the net.\n\nPanel A: the arrow points "
            "the wrong way.\nPanel B: the dot lands on the wrong face.\nPanel D: two faces are swapped.\n\nOption C is "
            "the one.", "C"),
    choice4("option is the one I'd pick", "Panels A and D are mirror images, and B has a cube moved. Option C is the "
            "one I'd pick.", "C"),
    choice4("only figure consistent", "Option D is the only figure consistent with both folds.", "D"),
    choice4("option is the match", "Tracing each hole back through the two folds, Option B is the match.", "B"),
    choice4("option is the one that matches lowercase", "Looking at it again, (c) is the one that matches.", "C"),
    choice4("one that matches after rotation", "Option A is the one that matches the original solid after a 90° "
            "turn.", "A"),
    choice6("odd one out", "Five of the panels show a closed curve; panel D is the odd one out.", "D"),
    choice4("the only panel that matches is", "The only panel that matches is (b).", "B"),
    choice4("one with description is not an answer", "Option A is the one with the mirrored holes, so it can't be "
            "right.", None),
    choice4("A or C is the one", "Option A or option C is the one.", None),
    choice4("is option C the one", "Is option C the one? The holes line up, but the crease is on the wrong side.",
            None),
    choice4("if B is the one", "If option B is the one that matches, the holes would have to be on the left.", None),
    choice4("B is not the one", "Option B is not the one that matches; its holes are mirrored.", None),
    choice4("one that is mirrored", "Option C is the one that is mirrored.", None),
    choice4("one that shows mirror", "Option C is the one that shows the mirror image, so it's wrong.", None),
    choice4("one that shows the correct", "Option B is the one that shows the correct unfolded pattern.", "B"),
    choice4("might be the one", "Panel (b) might be the one, but the crease looks off.", None),
    choice4("could D be the one", "Could option D be the one? Its holes line up, but the fold is on the wrong side.",
            None),
    choice4("unsure but one looks closest", "I'm not sure; option B is the one that looks closest, but I wouldn't "
            "bet on it.", None),
    # ---- lower-case panel letters in parentheses
    choice4("so lowercase c correct", "So (c) is correct.", "C"),
    choice4("lowercase checklist", "Comparing the hole positions:\n(a) incorrect – the holes are mirrored\n"
            "(b) incorrect – one hole is missing\n(c) correct\n(d) incorrect – an extra hole", "C"),
    choice4("only lowercase b matches", "Only (b) matches.", "B"),
    choice4("bold correct panel lowercase", "**The correct panel is (c).**", "C"),
    choice4("lowercase after comparing", "After comparing all four, (d) is correct.", "D"),
    choice4("lowercase a or c", "(a) or (c)", None),
    choice4("paren A or C", "(A) or (C)", None),
    choice4("paren B slash D", "(B) / (D)", None),
    choice4("looks correct then lowercase hedge", "Option C looks correct at first. Comparing again, the unfolded "
            "sheet is (b) or (d).", None),
    choice4("lowercase answer a or c", "The answer is (c) or (d).", None),
    choice4("lowercase all four", "(a), (b), (c) and (d) all show four holes.", None),
    choice4("lowercase refusal", "I can't tell which panel matches; (b) and (c) look identical to me.", None),
    choice4("lowercase e invalid", "Answer: (e)", None),
    choice4("lowercase enumeration", "(a) the holes are mirrored, (b) one hole is missing.", None),
    # ---- Chinese phrasing with 选项
    choice4("chinese choose option", "我选择选项B。", "B"),
    choice4("chinese should choose option", "应选选项A。", "A"),
    choice4("chinese answer colon option", "答案：选项 D", "D"),
    choice4("chinese option fits", "选项B符合题意。", "B"),
    choice4("chinese cot option consistent", "选项A中孔的位置是镜像的，选项B少了一个孔，选项D多了一个孔。"
            "综合以上分析，选项C与原图一致，故正确答案为C。", "C"),
    choice4("chinese letter before option", "C选项正确。", "C"),
    choice4("chinese final option", "最终选项：C", "C"),
    choice4("chinese two options possible", "选项A或选项C都有可能。", None),
    choice4("chinese option also fits", "选项A符合，选项C也符合。", None),
    choice4("chinese correct then two possible", "选项A正确。不过选项B或选项C也有可能。", None),
    choice4("chinese option question", "选项C符合题意吗？", None),
    choice4("chinese hypothetical option", "如果选项B正确，那么孔应该在左边。", None),
    choice4("chinese cannot determine", "图片太模糊，无法确定哪个选项正确。", None),
    choice4("chinese option does not fit", "选项D不符合题意。", None),
    # ---- other choice endings
    choice4("latex textbf boxed", "$\\boxed{\\textbf{(B)}}$", "B"),
    choice4("bold answer since", "Thus the answer is **D**, since it is the only rotation that preserves chirality.",
            "D"),
    choice4("article A cube", "A cube is shown in every panel.", None),
    choice4("all four valid nets", "All four options (A, B, C, D) look like valid nets to me.", None),
    choice4("question only", "Which of these is the rotated copy? Let me think about it step by step.", None),
    # ---- yes/no: detection with negations
    yes_no("no anomaly exists", "No anomaly exists in this knowledge graph.", "No"),
    yes_no("conclude no anomaly exists", "After checking every triple, I conclude that no anomaly exists.", "No"),
    yes_no("answer no dash all correct", "**Answer:** No — every triple in the graph is factually correct.", "No"),
    yes_no("so yes contains anomaly", "The triple (Japan, currency, Won) is incorrect: Japan uses the Yen. So yes, the "
           "graph contains an anomaly.", "Yes"),
    yes_no("yes edge wrong", "Yes. The edge 'Canberra — capital of — New Zealand' is wrong.", "Yes"),
    yes_no("chinese no all correct", "答案：否。图中所有三元组都是正确的。", "No"),
    yes_no("boxed text no", "\\boxed{\\text{No}}", "No"),
    yes_no("final bold yes", "Final answer: **Yes**", "Yes"),
    yes_no("there isn't any error", "There isn't any error in the graph.", "No"),
    yes_no("not a single mistake then answer", "I didn't find a single mistake; everything checks out.\n\nAnswer: No",
           "No"),
    yes_no("anomaly is present", "Upon careful review, the relation between Brazil and Spanish is wrong, since "
           "Brazil's official language is Portuguese. Therefore, an anomaly is present.", "Yes"),
    yes_no("no all accurate", "No. All the capitals, currencies and languages shown are accurate.", "No"),
    yes_no("no contradicts prose", "No, there is an error in the currency edge: Chile does not use the Euro.", None),
    yes_no("cannot be certain", "I can't be certain whether there is an anomaly without a clearer image.", None),
    yes_no("yes or no hard to say", "Yes or no: it's hard to say from this image.", None),
    yes_no("may or may not", "There may or may not be an error; the labels are too small to read.", None),
    yes_no("question then plan", "Is there an anomaly? Let me check each triple.", None),
    yes_no("hypothetical answer yes", "If the edge between Peru and Euro were wrong, the answer would be Yes.", None),
    yes_no("i don't know", "I don't know.", None),
    yes_no("count not a verdict", "The graph has 12 triples about five countries.", None),
    yes_no("whether depends", "Whether the graph contains an error depends on which year the data describes.", None),
    yes_no("might be error not certain", "There might be an error in the currency edge, but I'm not certain.", None),
    yes_no("chinese needs more info", "是否存在错误？我无法判断，需要更清晰的图片。", None),
    # ---- integer: counts in concluding sentences, words, hedges
    integer("seven entities in total", "There are seven entities in total.", "7"),
    integer("so in total we have", "Listing the nodes: Peru, Lima, Spanish, Sol, Andean Community, Quechua.\n\nSo in "
            "total we have 6.", "6"),
    integer("therefore contains n", "Therefore, the knowledge graph contains 9.", "9"),
    integer("that's seven in total", "Paris, France, Euro, French, Berlin, Germany and Europe. That's seven in total.",
            "7"),
    integer("one relation in total", "The graph has one relation in total.", "1"),
    integer("i get eleven", "Counting them all, I get eleven.", "11"),
    integer("brings the total", "Adding the three nodes on the right brings the total to 11.", "11"),
    integer("comes out to", "The total comes out to 12.", "12"),
    integer("final tally", "So the final tally is 8.", "8"),
    integer("my tally is", "My tally is 8.", "8"),
    integer("total entities colon", "Total entities: 9", "9"),
    integer("in conclusion consists of", "In conclusion, the graph consists of 8.", "8"),
    integer("answer bold word", "**Answer:** twelve", "12"),
    integer("boxed after sentence", "The final answer is $\\boxed{13}$.", "13"),
    integer("chinese ten entities", "图中共有十个实体。", "10"),
    integer("list then answer is", "Let me list the relations: capital of, currency, official language, member of. "
            "That gives four relations.\n\nSo the answer is 4.", "4"),
    integer("about range words", "There are about 10 to 12 entities.", None),
    integer("either n or m nodes", "I count either 8 or 9 nodes.", None),
    integer("cannot count", "I can't count the entities reliably at this resolution.", None),
    integer("more than ten", "More than ten entities.", None),
    integer("vague quantities", "The graph has several entities and a few relations.", None),
    integer("one entity to another", "Each triple links one entity to another.", None),
    integer("words or depending", "Seven or eight, depending on whether the isolated node counts.", None),
    integer("question only count", "How many relations are there? Let me count.", None),
    integer("hypothetical count", "If the faded node counts, there are 9 entities.", None),
    integer("so contains n or m", "So the graph contains 8 or 9.", None),
    integer("in total hard to say", "In total, it is hard to say.", None),
    integer("at least seven", "Thus the graph has at least 7 entities.", None),
    integer("chinese between", "实体数量在8到10之间。", None),
]

ALL_CASES = CHOICE_CASES + YES_NO_CASES + INTEGER_CASES + HARD_CASES + INDEPENDENT_CASES
