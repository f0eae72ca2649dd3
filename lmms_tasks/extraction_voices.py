"""Model outputs in the voices of distinct model families, for measuring the answer extractor honestly.

Each voice was written in its own pass, after the extractor's rules and before any rule change touching it; the
extractor's accuracy on a voice at that moment is its *first-sight* score (leave-one-voice-out: rules developed
without seeing the voice), recorded in docs/extraction.md. `ROUND_2` to `ROUND_6` are later rounds of six
new responses per voice, each written after the fixes of the round before and scored once before any change; they
join their voices in `VOICES`. Round 7 added four new voices (`ROUND_7_VOICES`: structured, revising, academic,
polyglot), each written before any rule change touching it and scored once as it stood; `ROUND_8` (four new responses
in each of the thirteen voices) was written after round 7's fixes and scored once before any change. Round 9 added
four more new voices (`ROUND_9_VOICES`: reasoner, smallmodel, truncated, llama), written after round 8's fixes and
before the extractor was run on them, and scored once as they stood; round 10 (`ROUND_10_VOICES`: calibrated,
worldlang, scoring, chatty) likewise, written after round 9's fixes, and round 11 (`ROUND_11_VOICES`: codeblock,
socratic, bilingual, symbols) after round 10's; round 12 (`ROUND_12_VOICES`: qwenvl, internvl, gpt4o,
gemini) after round 11's, in the voices of mainstream families answering the project's own prompts (every strategy
asks for 'Answer: X' on the last line); round 13 (`ROUND_13_VOICES`: agentic, ensemble, spoken, html) after
round 12, round 14 (`ROUND_14_VOICES`: faq, mathy, bracketed, tldr) after round 13's fixes, round 15
(`ROUND_15_VOICES`: emailstyle, numbered, asciitable, quoted) after round 14's, round 16 (`ROUND_16_VOICES`:
claude, openvlm, summarised, zhmixed) after round 15's, round 17 (`ROUND_17_VOICES`: japanese, european, gpt4v,
terseprose) after round 16's, round 18 (`ROUND_18_VOICES`: korean, romance_slavic, tutor, apologetic) after round
17's and round 19 (`ROUND_19_VOICES`: indic, nordic_dutch, repetitive, multianswer) after round 18's, in the voices of
multimodal families answering free-form without an answer line; round 20 (`ROUND_20_VOICES`: mideast, sea, machine,
dictation) after round 19's, in Arabic, Persian, Hebrew and Turkish, in Vietnamese, Thai, Indonesian/Malay and
Tagalog, in machine-shaped formats (tags, YAML, JSON, tool calls, dicts, CSV, key=value, tables) and as speech-to-text
transcripts; round 21 (`ROUND_21_VOICES`: easteuro, african, thinktrace, mathtex) after round 20's, in Polish, Czech,
Ukrainian, Greek, Romanian and Hungarian, in Swahili, Amharic, Yoruba, Hausa, Zulu and Afrikaans, as reasoning-model
traces whose answer may differ from the trace's or sit inside it, and as LaTeX-heavy replies; round 22
(`ROUND_22_VOICES`: frontier, qwen3vl, smallvlm, gemma_llama) after round 21's, in the voices of current multimodal
families answering the project's own questions free-form (GPT-5, Claude 4, Gemini 2.5 Pro and Grok; Qwen3-VL,
GLM-4.5V, Kimi-VL and InternVL3 in instruct and thinking modes, some in Chinese; small VLMs such as SmolVLM, Idefics3,
PaliGemma and Moondream; Gemma 3, Llama Vision, Pixtral and Aya Vision); round 23 (`ROUND_23_VOICES`: oseries,
deepseekvl, ovis_cog, sonnet) after round 22's, in the voices of more such families answering the same questions
(OpenAI o3, o4-mini and GPT-4.1; DeepSeek-VL2, Janus-Pro, Kimi-VL-Thinking, MiMo-VL and Skywork-R1V, some in Chinese;
Ovis2, CogVLM2, NVLM, Aria, Molmo and Llama-3.2-Vision; Claude Sonnet 4 and Opus 4); round 24 (`ROUND_24_VOICES`:
flashmini, templateleak, sfttuned, longcoten) after round 23's, in what an evaluation run really returns for the same
questions (the short replies of GPT-4o-mini, Claude 3.5 Haiku and Gemini 2.0 Flash; open models' replies as lmms-eval
captures them, chat-template residue, echoed options, cut-offs and stray turns included; models fine-tuned or
GRPO-trained on the train split, with `<think>`/`<answer>` tags; verbose English chains of thought of
Llama-3.1-Nemotron, Phi-4-reasoning, Qwen3 and Magistral); round 25 (`ROUND_25_VOICES`: eurolingo, cjkreal,
countnatural, detectnatural) after round 24's, in the languages of issue 27 and the two M3STR answer kinds whose
phrasing varies most (Mistral / Le Chat, Llama, GPT-4o and Claude answering in French, German or Spanish; Qwen, GLM,
Kimi and Baichuan in Chinese, Sarashina, Llama-3-Swallow, ELYZA and GPT-4o in Japanese, EXAONE and HyperCLOVA X in
Korean; counting answers and anomaly-detection answers in English from any family); round 26 (`ROUND_26_VOICES`:
abstainfree, completionfree, puzzlefree, harnesslog) after round 25's, in current multimodal models answering this
project's own questions free-form in English (replies that discuss the options and commit to nothing, or commit after
such discussion; completion answers with the option's text paraphrased, inflected or misspelled; Mind's Eye answers in
the vocabulary of the eight puzzles; raw outputs as VLMEvalKit, lmms-eval and OpenCompass log them); round 27
(`ROUND_27_VOICES`: positional, sloppyenglish, polaritytraps, answerlast) after round 26's, in the habits the held-out
sets of this project's questions most likely hold (options named by their place, "the third one", "the last option";
the English of small, quantised or non-native models, "the answer are C", "7nodes", "yess"; anomaly-detection verdicts
whose polarity words need care, "No, the graph is not correct"; long chains of thought that weigh several options
and close with a final line in varied forms); round 28 (`ROUND_28_VOICES`: selfrevise, optionverdicts, describefirst,
countmixed) after round 27's, in the same questions answered by replies that change their mind on the way ("Wait,",
"Hmm, actually", "Correction:"), that judge each option in turn ("A: ✗ / C: ✓", tables of option and verdict), that
describe the picture first and answer briefly or never, and that mention several numbers beside the count; round 29
(`ROUND_29_VOICES`: hedgedcommit, optionecho, groundingtokens, kgstyle) after round 28's, in replies that hedge but
still commit ("probably B, though D is close") or hedge between two, that restate the question and the option list
before answering or instead of it, that carry grounding tokens and template residue (`<ref>`/`<box>`, `<phrase>`,
`[[x0,y0,x1,y1]]`, `<|im_end|>`, `[/INST]`), and that answer M3STR in the notation of knowledge-graph tools (triples,
`--capital_of-->`, camelCase relations, `ex:` prefixes); round 30 (`ROUND_30_VOICES`: numberedsteps, emojiform,
hypotheticals, multipart) after round 29's, in chains of thought in numbered steps whose step numbers sit among the
option letters and the counts, in chatty emoji formatting ("✅ C", "🅱️", "Ⓒ", "Ｃ", "𝐂", keycap digits), in replies
that reason with conditions and counterfactuals ("were the object mirrored, B would match — but …"), and in replies
in several labelled parts that answer more than was asked ("Entities: 7. Relations: 9.", JSON with several fields);
round 31 (`ROUND_31_VOICES`: cutoff, exceptions, comparatives, clarifying) after round 30's, in replies cut off by the
generation limit mid-word, mid-list, inside JSON or an unclosed `<think>`, in odd-one-out and rule answers phrased by
exception ("All except C follow the rule."), in picks stated by comparison ("D is the closest match") beside
comparisons that pick nothing, and in replies that ask back or state an assumption ("If entities, 7."); round 32
(`ROUND_32_VOICES`: gpt5family, claudefamily, geminifamily, openweights) after round 31's, in the ordinary habits of
current model families answering this project's own questions free-form ("**Answer:** C", "Therefore, the answer is
**C**.", "The final answer is $\\boxed{C}$", "There are **8** entities.", "C. Kampala", "答案是 C", template residue);
round 33 (`ROUND_33_VOICES`: realabstain, reasoningmodels, m3strreal, foreignreal) after round 32's, in replies that
fail to commit in the ordinary ways (labels too small, two options both right, an analysis without a pick, a count as
a range, a question back, a refusal) or commit while naming other options, in the visible traces of reasoning models
(`<think>`, "Thought for 12 seconds", bold headers) that reject options before a final answer or stop short, in
realistic replies to the M3STR questions only, and in replies in Chinese, Japanese, Spanish, French and German;
round 34 (`ROUND_34_VOICES`: tinyvlm, rltuned, puzzletalk, chatapp) after round 33's, in the degenerate habits of
small VLMs (the question or the option list echoed, a lone letter with stray punctuation, a phrase repeated, a caption
instead of an answer), in the tags of models tuned on puzzle data ("<think>…</think><answer>C</answer>", tags missing,
unclosed, doubled or cut off), in long Mind's Eye explanations in each puzzle's vocabulary that name many panels
before the pick, and in the friendly tone of consumer chat apps ("Great puzzle!", "I'd go with **B**", "My pick: C",
follow-up offers, requests for a larger image); round 35 (`ROUND_35_VOICES`: evalharness, visualdescribers,
countingaloud, uncertainpick) after round 34's, in what lmms-eval and VLMEvalKit log from mid-size open models run with
the task's own prompt (short answers, the letter with its option text, "The correct option is (B).", template
residue), in replies that describe the map or the panel grid at length, naming nodes, edges and options, before
answering or never, in counts said aloud (enumerations, running tallies, corrections, the question's other numbers
around the count, hole and cube counts in Mind's Eye reasoning), and in hedged picks ("Probably D", "Tentatively: A")
beside hedges that pick nothing ("Could be C, could be E").
The questions in `KIND_QUESTION` are short stand-ins for each task kind's.
`python -m mindbench.lmms_tasks.extraction_eval` prints the current accuracy per voice, the invented-answer rate and
the overall accuracy.

Task kinds: `letters4` / `letters6` (Mind's Eye panels A–D / A–F), `odd6` (odd-one-out panels A–F, the question
asks for the panel that breaks the rule), `yes_no` (M3STR detection), `count` (M3STR counting), `entity` /
`relation` (M3STR completion with the options' own texts), `count_relations` (M3STR counting, the question asks for
relations: the responses that count edges). `expected` None: the response commits to no answer.
"""

from __future__ import annotations

from dataclasses import dataclass


@dataclass(frozen=True)
class VoiceCase:
    voice: str
    kind: str
    response: str
    expected: str | None
    choices: tuple[str, ...] = ()


PANELS_4 = ("Option A", "Option B", "Option C", "Option D")
PANELS_6 = ("Option A", "Option B", "Option C", "Option D", "Option E", "Option F")
ODD_QUESTION = "Five of the six panels follow the same rule, each drawn differently. Which panel breaks the rule?"
PANEL_QUESTION = "Which option shows the sheet after it is completely unfolded?"
KIND_ANSWER_TYPE = {"letters4": "choice", "letters6": "choice", "odd6": "choice", "yes_no": "yes_no",
                    "count": "integer", "count_relations": "integer", "entity": "choice", "relation": "choice"}
KIND_QUESTION = {"odd6": ODD_QUESTION, "letters4": PANEL_QUESTION, "letters6": PANEL_QUESTION,
                 "yes_no": "Is there a factual error in the knowledge graph?",
                 "count": "How many entities does the knowledge graph contain?",
                 "count_relations": "How many relations does the knowledge graph contain?",
                 "entity": "Which entity is hidden behind the mask?", "relation": "Which relation is masked?"}

EAST_AFRICA = ("Nairobi", "Kampala", "Kigali", "Dodoma", "Addis Ababa")
EUROPE = ("Vienna", "Bern", "Vaduz", "Luxembourg", "Brussels")
LANGUAGES = ("French", "Dutch", "German", "Italian", "Romansh")
RELATIONS = ("capital of", "official language", "currency", "member of", "shares border with")
RELATIONS_2 = ("located in region", "member of", "part of", "shares border with", "capital of")
ORGS = ("European Union", "NATO", "African Union", "ASEAN", "Mercosur")
CURRENCIES = ("Euro", "Swiss franc", "Pound sterling", "Krone", "Złoty")


def case(voice: str, kind: str, response: str, expected: str | None, choices: tuple[str, ...] = ()) -> VoiceCase:
    if not choices:
        choices = {"letters4": PANELS_4, "letters6": PANELS_6, "odd6": PANELS_6}.get(kind, ())
    return VoiceCase(voice, kind, response, expected, choices)


# ---- terse: small open models that answer with a letter, a word or a number (LLaVA, InternVL, MiniCPM) --------
TERSE = [
    case("terse", "letters4", "B", "B"),
    case("terse", "letters4", "(d)", "D"),
    case("terse", "letters4", "C.", "C"),
    case("terse", "letters4", "The answer is A", "A"),
    case("terse", "letters4", "D) ", "D"),
    case("terse", "letters4", "Option C", "C"),
    case("terse", "letters6", "E", "E"),
    case("terse", "letters6", "F.", "F"),
    case("terse", "odd6", "Panel D", "D"),
    case("terse", "odd6", "b", "B"),
    case("terse", "letters4", "A", "A"),
    case("terse", "letters4", "B, C", None),
    case("terse", "letters4", "?", None),
    case("terse", "letters4", "A B C D", None),
    case("terse", "yes_no", "Yes", "Yes"),
    case("terse", "yes_no", "no.", "No"),
    case("terse", "yes_no", "YES", "Yes"),
    case("terse", "yes_no", "No error.", "No"),
    case("terse", "count", "6", "6"),
    case("terse", "count", "11 entities", "11"),
    case("terse", "count", "eight", "8"),
    case("terse", "count", "5-6", None),
    case("terse", "entity", "Kampala", "B", EAST_AFRICA),
    case("terse", "entity", "kigali", "C", EAST_AFRICA),
    case("terse", "relation", "shares border with", "E", RELATIONS),
    case("terse", "relation", "Currency.", "C", RELATIONS),
    case("terse", "entity", "Vaduz (C)", "C", EUROPE),
]

# ---- long chain of thought: GPT-4o / Claude / Gemini reasoning in prose, the verdict at the end ---------------------
COT = [
    case("cot", "letters4",
         "Let me work through the folds one at a time. The square is first folded along the vertical midline, so the "
         "left half lies on top of the right half. It is then folded again from top to bottom. The punch goes "
         "through all four layers near the upper-right corner of the folded packet.\n\nUnfolding the second fold "
         "reflects that hole across the horizontal crease, giving two holes on the right side. Unfolding the first "
         "fold reflects both across the vertical crease, so we end with four holes, one near each corner.\n\n"
         "Option A has only two holes, option B has four holes but they are clustered around the centre, and "
         "option D has three. Option C has four holes near the corners, which is what we derived.\n\n"
         "So the unfolded sheet is C.", "C"),
    case("cot", "letters4",
         "To solve this, I'll compare the handedness of each candidate with the reference polycube. The reference "
         "has a vertical column of three cubes, with a single cube sticking out to the right at the bottom and "
         "another sticking out towards the viewer at the top.\n\nRotating 90° about the vertical axis should move "
         "the right-hand cube to the front. Panel A shows that, but the top cube points away from the viewer, "
         "which would require a reflection. Panel B keeps both arms in the right relative positions after the "
         "rotation. Panel C has four cubes in the column, so a cube was added. Panel D is the mirror image.\n\n"
         "Therefore the rotated copy is panel B.", "B"),
    case("cot", "letters4",
         "First, I note the net: a cross of six squares with a red square at the centre, blue above it, green "
         "below it. When folded, blue and green become opposite faces, and red is adjacent to both.\n\nOption A "
         "shows blue and green sharing an edge, so it can't be right. Option B shows red, blue and a yellow face "
         "around one corner, which is consistent. Option C shows red opposite blue, which contradicts the net. "
         "Option D shows green and blue adjacent again.\n\nOnly B is consistent with the net.", "B"),
    case("cot", "letters4",
         "Looking at the snapshots: the triangle rotates by 90° clockwise between consecutive frames, and the "
         "circle moves one cell to the right each time. At t = 3/4 the triangle points left and the circle sits "
         "in the third column. Continuing, at t = 1 the triangle should point up and the circle should be in the "
         "fourth column.\n\nBetween A and D, both have the circle in the fourth column, but only D has the "
         "triangle pointing up. I'm going with D.", "D"),
    case("cot", "letters4",
         "The paper is folded diagonally, corner to corner, and a single hole is punched near the fold. When it is "
         "unfolded, the hole is reflected across the diagonal, so the sheet should show two holes symmetric about "
         "that diagonal.\n\nI'm looking at the four options, but the image is quite small and I can't make out "
         "which panels have one hole and which have two. Without that I can't pick between them.", None),
    case("cot", "letters4",
         "Step 1: the top row shows a square that grows by one unit each frame and a dot that orbits the square "
         "counter-clockwise.\nStep 2: at t = 1 the square should be twice its original width and the dot should be "
         "back at the top.\nStep 3: Option A has the right size but the dot is at the bottom. Option C has the "
         "dot at the top and the square at double width.\n\nHence the answer is C.", "C"),
    case("cot", "letters6",
         "Each panel contains a set of shapes. In panels A, B, C, E and F, every shape is enclosed inside a larger "
         "one. In panel D, the small triangle sits outside the circle. So the common rule is enclosure, and the "
         "panel that breaks it is D.", "D"),
    case("cot", "odd6",
         "I need to find the concept the five panels share. Counting the elements: A has 3, B has 3, C has 3 "
         "(drawn as dots), D has 3 (drawn as squares), E has 4 and F has 3. The shared concept is numerosity — "
         "exactly three elements — and E has four, so E is the one that breaks the rule.", "E"),
    case("cot", "odd6",
         "Let's check symmetry panel by panel. A: mirror-symmetric about the vertical axis. B: symmetric. C: "
         "symmetric under a 180° rotation. D: symmetric about the diagonal. E: symmetric. F: the right arm is "
         "longer than the left, so no symmetry.\n\nThe figure that doesn't fit the rule is F.", "F"),
    case("cot", "odd6",
         "The panels share a property: in most of them the shapes are evenly spaced. Panel B looks slightly "
         "uneven, but so does panel E, and at this resolution I can't tell which one actually breaks the spacing "
         "rule. It is either B or E.", None),
    case("cot", "yes_no",
         "Let me check each triple in the graph.\n\n1. (Kenya, capital, Nairobi) — correct.\n2. (Kenya, currency, "
         "Kenyan shilling) — correct.\n3. (Kenya, official language, Swahili) — correct; English is also "
         "official.\n4. (Kenya, member of, ASEAN) — this is wrong. Kenya is in the African Union, not ASEAN, which "
         "is a Southeast Asian organisation.\n\nSince one triple is factually incorrect, the graph does contain an "
         "error.", "Yes"),
    case("cot", "yes_no",
         "I'll go through the edges. Austria's capital is Vienna, which the graph shows correctly. Its currency is "
         "the Euro — correct. It borders Germany, Switzerland and Italy, all of which appear as 'shares border "
         "with' edges, and each of those is accurate. The official language is German.\n\nEverything I can verify "
         "is accurate, so I don't see any factual error in this graph.", "No"),
    case("cot", "yes_no",
         "Checking the graph: Japan — capital — Tokyo is fine. Japan — currency — Yen is fine. Japan — member of "
         "— G7 is fine. Japan — shares border with — South Korea is questionable: they have no land border, only "
         "a maritime boundary. Whether that counts as an error depends on how the graph defines borders, so I "
         "can't say for sure.", None),
    case("cot", "yes_no",
         "Going edge by edge: Peru's capital is Lima (correct); Peru's currency is the Sol (correct); Peru is a "
         "member of the Andean Community (correct). However, the graph says Peru shares a border with Argentina. "
         "That is false — Peru borders Bolivia and Chile, but not Argentina. So yes, there's an anomaly.", "Yes"),
    case("cot", "count",
         "Let me list every node I can see. On the left: Spain, Madrid, Euro. In the middle: Spanish, European "
         "Union. On the right: Portugal, Lisbon. At the bottom: Iberian Peninsula.\n\nThat's Spain, Madrid, Euro, "
         "Spanish, European Union, Portugal, Lisbon and Iberian Peninsula — eight nodes in all.", "8"),
    case("cot", "count",
         "I'll count the entities by walking around the graph clockwise starting from the top: Canada (1), Ottawa "
         "(2), Canadian dollar (3), English (4), French (5), NATO (6), United States (7). I double-checked the "
         "bottom-right corner and there is nothing else there. The graph contains 7 entities.", "7"),
    case("cot", "count",
         "Counting the relations (edges): capital, currency, official language, member of, shares border with, "
         "and a second shares border with edge to a different country. That gives six edges, but two of them "
         "have the same label. If the question counts distinct relation types, it's 5; if it counts edges, 6.",
         None),
    case("cot", "count",
         "The nodes are: Egypt, Cairo, Arabic, Egyptian pound, African Union, Sudan, Libya, Nile. There are 8 "
         "nodes. Wait — 'Nile' is actually an edge label, not a node, looking closer. Removing it, the count is 7.",
         "7"),
    case("cot", "entity",
         "The masked node is linked to Uganda by a 'capital' edge. Uganda's neighbours include Kenya (capital "
         "Nairobi) and Rwanda (capital Kigali), which also appear in the options as distractors. The capital of "
         "Uganda itself is Kampala, so the masked entity is Kampala.", "B", EAST_AFRICA),
    case("cot", "entity",
         "The edge into the masked node is labelled 'official language' and comes from Switzerland. Switzerland "
         "has four official languages: German, French, Italian and Romansh. Three of those are options here, so "
         "the graph alone doesn't pin it down. Without more context I can't decide which one is hidden.", None,
         LANGUAGES),
    case("cot", "relation",
         "The masked edge connects Germany and France. Both are EU members, but the edge goes directly between the "
         "two countries, not to an organisation, so 'member of' doesn't fit. Neither is the capital of the other, "
         "and they don't share a currency relation in that direction. The remaining choice is that they share a "
         "border, which is true: they're neighbours along the Rhine.", "E", RELATIONS),
    case("cot", "relation",
         "The masked edge goes from Ethiopia to the African Union. A country relates to an international "
         "organisation through membership, so the relation is 'member of'.", "B", RELATIONS_2),
    case("cot", "entity",
         "The masked entity is the currency of Denmark. Denmark is in the EU but kept its own currency rather than "
         "adopting the Euro, so the answer is the krone.", "D", CURRENCIES),
    case("cot", "letters4",
         "Option B initially looked like a match, since its outline is the same. However, on closer inspection "
         "the inner notch is on the wrong side, meaning B is a reflection. Option A, on the other hand, has the "
         "notch on the correct side after a 180° rotation. My answer is A.", "A"),
]

# ---- markdown with bold: headings, bullet lists, bold verdicts (Gemini, GPT-4o, Llama-3.2-Vision) -------------------
MARKDOWN = [
    case("markdown", "letters4",
         "## Analysis\n\n**Fold sequence:**\n1. Fold left to right\n2. Fold top to bottom\n\n**Hole position:** "
         "top-right of the folded packet.\n\n## Unfolding\n- After undoing fold 2 → 2 holes\n- After undoing fold 1 → "
         "4 holes, symmetric about both creases\n\n## Verdict\nThe pattern in **option D** matches.", "D"),
    case("markdown", "letters4",
         "**Reference shape:** an L-tromino with a cube stacked on the short arm.\n\n| Option | Same shape? | "
         "Mirrored? |\n|---|---|---|\n| A | ✗ | – |\n| B | ✓ | ✓ |\n| C | ✓ | ✗ |\n| D | ✗ | – |\n\n"
         "**Answer: C** — same shape, not mirrored.", "C"),
    case("markdown", "letters4",
         "### Step-by-step\n\n* **Frame 1 → 2:** the arrow turns 45° clockwise.\n* **Frame 2 → 3:** another 45°.\n"
         "* **Frame 3 → 4:** another 45°.\n\nAt t = 1 the arrow should point straight down.\n\n"
         "**Correct option: (B)**", "B"),
    case("markdown", "letters4",
         "**Option A** – holes mirrored ❌\n**Option B** – one hole missing ❌\n**Option C** – extra hole ❌\n"
         "**Option D** – all four holes in the right place ✅", "D"),
    case("markdown", "letters4",
         "# Mental rotation\n\nI compared each view with the original.\n\n- **A**: mirror image\n- **B**: correct "
         "rotation about the x-axis\n- **C**: different shape\n- **D**: mirror image\n\n---\n\n**Final answer:** "
         "**B**", "B"),
    case("markdown", "letters4",
         "## Observations\n- **A** and **C** both look like valid rotations of the original.\n- **B** is mirrored.\n"
         "- **D** has an extra cube.\n\n## Conclusion\nI can't tell **A** and **C** apart from this angle, so I "
         "can't commit to one of them.", None),
    case("markdown", "letters6",
         "**Shared concept:** every figure has exactly one axis of symmetry.\n\n**Check:**\n- A ✔\n- B ✔\n- C ✔\n- "
         "D ✔\n- E ✖ (two axes)\n- F ✔\n\n➡️ The outlier is **E**.", "E"),
    case("markdown", "odd6",
         "### What the panels share\nAll shapes are **closed curves**…\n\n### Which one differs\n"
         "Panel **(c)** contains an open arc, so it breaks the rule.", "C"),
    case("markdown", "odd6",
         "**Rule:** the small shape is always *inside* the big shape.\n\n**Exception:** panel **A** — the small "
         "square sits on the boundary, not inside.\n\n**Answer → A**", "A"),
    case("markdown", "odd6",
         "## Candidates\n- **B**: spacing looks slightly off\n- **F**: spacing also looks off\n\nI'd need a sharper "
         "image to decide between **B** and **F**.", None),
    case("markdown", "yes_no",
         "### Triple check\n| Head | Relation | Tail | OK? |\n|---|---|---|---|\n| France | capital | Paris | ✅ |\n"
         "| France | currency | Euro | ✅ |\n| France | official language | German | ❌ |\n\n**Result:** the graph "
         "contains a factual error (France's official language is French).\n\n**Answer: Yes**", "Yes"),
    case("markdown", "yes_no",
         "**Verification**\n\n- Norway → capital → Oslo ✔️\n- Norway → currency → Norwegian krone ✔️\n- Norway → "
         "member of → NATO ✔️\n\nAll edges are **correct**. **No anomaly.**", "No"),
    case("markdown", "yes_no",
         "## Answer\n**No** — every triple I checked is accurate.", "No"),
    case("markdown", "yes_no",
         "**Edges reviewed:** 6\n**Errors found:** 1 (Brazil → official language → Spanish)\n\n**Is there an "
         "error?** **Yes**", "Yes"),
    case("markdown", "yes_no",
         "### Notes\n* The label on the edge between *Chile* and *Peru* is too blurry to read.\n* The other edges "
         "look fine.\n\n**Verdict:** unable to determine.", None),
    case("markdown", "count",
         "**Entities found:**\n1. Italy\n2. Rome\n3. Euro\n4. Italian\n5. European Union\n6. Vatican City\n\n"
         "**Total: 6**", "6"),
    case("markdown", "count",
         "## Counting\n- Countries: **3** (Chile, Peru, Bolivia)\n- Capitals: **3**\n- Organisations: **1**\n\n"
         "**Total entities = 7**", "7"),
    case("markdown", "count",
         "| # | Entity |\n|---|---|\n| 1 | Greece |\n| 2 | Athens |\n| 3 | Euro |\n| 4 | Greek |\n| 5 | NATO |\n\n"
         "The graph has **5 entities**.", "5"),
    case("markdown", "count",
         "**Relations:** capital, currency, member of, shares border with … and possibly a fifth edge hidden "
         "behind the legend.\n\n**Count:** 4 *or* 5.", None),
    case("markdown", "entity",
         "**Masked node:** connected to *Rwanda* via **capital**.\n\n**Answer:** **Kigali**", "C", EAST_AFRICA),
    case("markdown", "entity",
         "### Reasoning\n- The edge is `capital` from **Liechtenstein**.\n- Liechtenstein's capital is **Vaduz**.\n\n"
         "✅ **Vaduz**", "C", EUROPE),
    case("markdown", "relation",
         "**Head:** Poland  \n**Tail:** Złoty  \n**Missing relation:** **currency**", "C", RELATIONS),
    case("markdown", "relation",
         "## Missing relation\nBetween **Mongolia** and **East Asia** the natural relation is that the country is "
         "**located in region** East Asia.", "A", RELATIONS_2),
    case("markdown", "letters4",
         "**TL;DR:** (B)\n\n**Why:** the holes are reflected across both creases, and (B) is the only option "
         "that shows that.", "B"),
]

# ---- LaTeX \boxed{}: math-tuned and reasoning models (Qwen2.5-VL-Math, QwQ, DeepSeek-R1 distills, Kimi-VL) ----------
BOXED = [
    case("boxed", "letters4", "The holes are reflected across both creases, giving four holes.\n\n\\boxed{C}", "C"),
    case("boxed", "letters4", "Final Answer: The final answer is $\\boxed{\\text{(A)}}$. I hope it is correct.", "A"),
    case("boxed", "letters4",
         "<think>\nThe shape rotates about z by 90 degrees. Option B has the arm in front... no wait, that's the "
         "mirror. Option D then.\n</think>\n\nThe rotated object corresponds to option D.\n\n$$\\boxed{D}$$", "D"),
    case("boxed", "letters4", "Thus the answer is $\\boxed{B}$.", "B"),
    case("boxed", "letters4", "\\[\n\\boxed{\\mathrm{C}}\n\\]", "C"),
    case("boxed", "letters4", "Either \\boxed{A} or \\boxed{C} satisfies the constraints.", None),
    case("boxed", "letters4",
         "We need the pattern after unfolding. Let the hole be at $(x, y) = (0.8, 0.7)$ in the folded square. "
         "Unfolding across $x = 0.5$ gives $(0.2, 0.7)$; across $y = 0.5$ gives $(0.8, 0.3)$ and $(0.2, 0.3)$. "
         "The four points match option (b).\n\n\\boxed{B}", "B"),
    case("boxed", "letters6", "The odd one out is the figure with two enclosed regions: $\\boxed{F}$", "F"),
    case("boxed", "odd6", "Panels A–D and F are all convex, E is not.\n\n\\boxed{\\textbf{E}}", "E"),
    case("boxed", "odd6",
         "<think>\nA: 3 dots. B: 3 squares. C: 3 stars. D: 4 triangles?? Let me recount D: 3 triangles. E: 3. F: 2 "
         "circles. So F.\n</think>\nThe panel that breaks the rule is \\( \\boxed{F} \\).", "F"),
    case("boxed", "odd6", "\\boxed{}", None),
    case("boxed", "yes_no", "All five triples are correct, so the answer is $\\boxed{\\text{No}}$.", "No"),
    case("boxed", "yes_no",
         "Triple (India, currency, Yen) is false since India uses the rupee.\n\n\\[\\boxed{\\text{Yes}}\\]", "Yes"),
    case("boxed", "yes_no", "$\\boxed{\\text{yes}}$", "Yes"),
    case("boxed", "yes_no",
         "<think>\nMexico capital Mexico City ok. Currency peso ok. Borders USA ok, Guatemala ok, Belize ok. "
         "Language Spanish ok. Nothing wrong.\n</think>\n\n\\boxed{No}", "No"),
    case("boxed", "yes_no", "I cannot verify the edge labels, so the answer is $\\boxed{\\text{Unknown}}$.", None),
    case("boxed", "count", "Counting the distinct nodes gives $3 + 2 + 4 = 9$.\n\n$\\boxed{9}$", "9"),
    case("boxed", "count_relations", "The number of relations is $\\boxed{12}$.", "12"),
    case("boxed", "count",
         "<think>\nNodes: Chile, Santiago, Peso, Spanish, Peru, Lima, Sol, Andes. That's 8. Did I miss Bolivia? "
         "Yes, Bolivia is there, bottom left. 9.\n</think>\n\n**Answer**: $\\boxed{9}$", "9"),
    case("boxed", "count", "The total is between $\\boxed{7}$ and $\\boxed{8}$ depending on the hidden node.", None),
    case("boxed", "count", "$$N_{\\text{entities}} = 4 + 3 = \\boxed{7}$$", "7"),
    case("boxed", "entity", "The capital of Tanzania is Dodoma (not Dar es Salaam).\n\n$\\boxed{\\text{Dodoma}}$", "D",
         EAST_AFRICA),
    case("boxed", "relation", "The answer is $\\boxed{\\text{shares border with}}$.", "E", RELATIONS),
    case("boxed", "entity", "$\\boxed{\\text{Bern}}$", "B", EUROPE),
    case("boxed", "relation", "\\boxed{\\text{member of}} or \\boxed{\\text{part of}}", None, RELATIONS_2),
]

# ---- JSON output: models asked for, or trained towards, structured replies (GPT-4o JSON mode, Gemini, Pixtral) -----
JSON = [
    case("json", "letters4", '{"answer": "C"}', "C"),
    case("json", "letters4", '```json\n{\n  "answer": "B",\n  "confidence": 0.82\n}\n```', "B"),
    case("json", "letters4",
         '{"reasoning": "Option A is mirrored and option D has an extra cube; option C keeps the chirality.", '
         '"answer": "C"}', "C"),
    case("json", "letters4", '{"choice": "D", "explanation": "The holes are reflected across both folds."}', "D"),
    case("json", "letters4", "{'answer': 'A'}", "A"),
    case("json", "letters4", '{"answer": "(b)"}', "B"),
    case("json", "letters4", '{"answer": null, "reason": "The options are too blurry to compare."}', None),
    case("json", "letters4", '{"answer": ["A", "C"]}', None),
    case("json", "letters4", '{\n  "selected_option": "D"\n}', "D"),
    case("json", "letters6", '{"odd_one_out": "F", "rule": "all other shapes are convex"}', "F"),
    case("json", "odd6", '{"panel": "B", "reason": "it is the only one without an enclosed region"}', "B"),
    case("json", "odd6",
         '```json\n{"analysis": {"A": "3 dots", "B": "3 dots", "C": "3 dots", "D": "4 dots", "E": "3 dots", '
         '"F": "3 dots"}, "answer": "D"}\n```', "D"),
    case("json", "yes_no", '{"answer": "Yes", "wrong_triple": ["Chile", "currency", "Euro"]}', "Yes"),
    case("json", "yes_no", '{"has_error": false}', "No"),
    case("json", "yes_no", '{"has_error": true, "explanation": "Ghana\'s capital is Accra, not Lagos."}', "Yes"),
    case("json", "yes_no", '```json\n{"answer": "no", "checked_triples": 6}\n```', "No"),
    case("json", "yes_no", '{"answer": "unsure"}', None),
    case("json", "count", '{"count": 9}', "9"),
    case("json", "count", '{"answer": 11, "entities": ["A", "B"]}', "11"),
    case("json", "count", '```json\n{\n  "num_entities": 6\n}\n```', "6"),
    case("json", "count", '{"answer": "7-8"}', None),
    case("json", "entity", '{"answer": "Addis Ababa"}', "E", EAST_AFRICA),
    case("json", "entity", '{"masked_entity": "Luxembourg", "letter": "D"}', "D", EUROPE),
    case("json", "relation", '{"answer": "C", "relation": "currency"}', "C", RELATIONS),
    case("json", "relation", '{"relation": "part of"}', "C", RELATIONS_2),
]

# ---- restating the option text: the answer given as the option's words, with or without its letter ----------------
RESTATE = [
    case("restate", "entity", "The masked entity is addis ababa.", "E", EAST_AFRICA),
    case("restate", "entity", "Answer: (B) Kampala — the capital of Uganda.", "B", EAST_AFRICA),
    case("restate", "entity",
         "Rwanda's capital city appears in the options as Kigali, and the edge into the mask starts at Rwanda. "
         "Kigali.", "C", EAST_AFRICA),
    case("restate", "entity", "It has to be Dodoma: Tanzania moved its capital there from Dar es Salaam.", "D",
         EAST_AFRICA),
    case("restate", "entity",
         "Nairobi and Kampala are both plausible capitals here, and the graph does not show which country the "
         "masked node belongs to.", None, EAST_AFRICA),
    case("restate", "entity", "the swiss capital, bern", "B", EUROPE),
    case("restate", "entity", "Vaduz is the capital of Liechtenstein, which is the head of the masked edge, so the "
         "missing node is Vaduz.", "C", EUROPE),
    case("restate", "entity", "Brussels.", "E", EUROPE),
    case("restate", "entity",
         "The official language connected to Liechtenstein should be German — Liechtenstein is German-speaking.",
         "C", LANGUAGES),
    case("restate", "entity", "The hidden entity is ROMANSH.", "E", LANGUAGES),
    case("restate", "entity", "The missing value is the currency of Poland: the zloty.", "E", CURRENCIES),
    case("restate", "entity", "It's the Swiss Franc (CHF).", "B", CURRENCIES),
    case("restate", "entity", "Pound Sterling or Euro, depending on the year the graph describes.", None, CURRENCIES),
    case("restate", "entity",
         "Ukraine applied to the European Union but is not a member, and the edge says 'member of', so the tail "
         "should be an organisation Ukraine actually belongs to. None of the listed organisations fit.", None, ORGS),
    case("restate", "entity", "The organisation is NATO.", "B", ORGS),
    case("restate", "entity", "Brazil, Argentina, Uruguay and Paraguay founded it, so the node is MERCOSUR.", "E",
         ORGS),
    case("restate", "relation", "Shares Border With", "E", RELATIONS),
    case("restate", "relation", "The relation between Ghana and the cedi is its currency.", "C", RELATIONS),
    case("restate", "relation", "France → official language → French: the masked relation is 'official language'.",
         "B", RELATIONS),
    case("restate", "relation", "Ireland and the EU: Ireland is a member of the EU, so the relation is member of.",
         "D", RELATIONS),
    case("restate", "relation", "The missing edge is 'part-of'.", "C", RELATIONS_2),
    case("restate", "relation", "Either 'located in region' or 'part of' would describe the edge equally well.", None,
         RELATIONS_2),
    case("restate", "letters4", "B) The sheet with four holes, one in each corner.", "B"),
    case("restate", "letters4",
         "The answer is the option showing the L-shape turned a quarter turn to the right, with the short arm "
         "pointing towards the viewer.", None),
    case("restate", "letters6", "(E) the only figure drawn with a gap in its outline", "E"),
]

# ---- multilingual: replies in Chinese, Japanese, Spanish, French and German (Qwen, GLM, Yi, Mistral, Aleph) ---------
EAST_AFRICA_ZH = ("内罗毕", "坎帕拉", "基加利", "多多马", "亚的斯亚贝巴")
MULTILINGUAL = [
    case("multilingual", "entity", "缺失的实体应该是内罗毕（A）。", "A", EAST_AFRICA_ZH),
    case("multilingual", "letters4", "经过分析，两次折叠后孔的位置关于两条折痕对称，因此答案是C。", "C"),
    case("multilingual", "letters4", "选项A是镜像，选项B少了一个方块，选项D多了一个方块，所以正确的是选项C。", "C"),
    case("multilingual", "letters4", "我觉得可能是B，也可能是D，看不太清楚。", None),
    case("multilingual", "odd6", "其他五个图形都是闭合的，只有F是开放的曲线，所以F是不符合规律的那一个。", "F"),
    case("multilingual", "yes_no", "图谱中（日本，货币，人民币）这一三元组是错误的，日本的货币是日元。所以存在错误。",
         "Yes"),
    case("multilingual", "count", "图中的实体有：中国、北京、人民币、汉语、亚洲，一共5个。", "5"),
    case("multilingual", "letters4", "正解はBです。", "B"),
    case("multilingual", "letters4", "折り目を2回開くと、穴は四隅に来ます。したがって、答えはDです。", "D"),
    case("multilingual", "odd6", "Eだけが凸でない図形なので、Eが仲間外れです。", "E"),
    case("multilingual", "yes_no", "すべてのトリプルを確認しましたが、誤りはありません。", "No"),
    case("multilingual", "count", "エンティティは全部で8個です。", "8"),
    case("multilingual", "letters4", "画像が不鮮明なため、どれが正しいか判断できません。", None),
    case("multilingual", "letters4", "La respuesta es C, porque es la única opción que conserva la quiralidad.", "C"),
    case("multilingual", "letters4",
         "Al desplegar el papel, los agujeros se reflejan en ambos pliegues. La opción B muestra exactamente ese "
         "patrón.", "B"),
    case("multilingual", "yes_no", "No hay ningún error: todas las relaciones son correctas.", "No"),
    case("multilingual", "count", "Cuento las entidades: España, Madrid, Euro, español y Unión Europea. En total hay "
         "cinco.", "5"),
    case("multilingual", "relation", "La relación que falta es «comparte frontera», ya que Alemania y Francia son "
         "vecinos.", "E", RELATIONS),
    case("multilingual", "letters4", "La réponse est (B).", "B"),
    case("multilingual", "letters4",
         "Après rotation de 90° autour de l'axe vertical, la figure correspond à l'option D. Les options A et C sont "
         "des images miroir.", "D"),
    case("multilingual", "yes_no", "Oui, il y a une erreur : la capitale du Canada est Ottawa, pas Toronto.", "Yes"),
    case("multilingual", "odd6", "Je ne peux pas déterminer quelle figure est l'intrus, les images sont trop petites.",
         None),
    case("multilingual", "count", "Il y a 7 entités dans le graphe.", "7"),
    case("multilingual", "letters4", "Die Antwort ist D.", "D"),
    case("multilingual", "letters4",
         "Option A ist gespiegelt, bei B fehlt ein Würfel. Option C entspricht dem gedrehten Original, also C.", "C"),
    case("multilingual", "yes_no", "Nein, der Graph enthält keine Fehler.", "No"),
    case("multilingual", "count", "Es gibt insgesamt neun Entitäten.", "9"),
    case("multilingual", "entity", "Die Hauptstadt von Ruanda ist Kigali.", "C", EAST_AFRICA),
]

# ---- hedging: replies that weigh options and may or may not commit (Claude-style caution, small models unsure) ------
HEDGING = [
    case("hedging", "letters4", "It's hard to be certain, but B seems the most likely of the four.", "B"),
    case("hedging", "letters4", "I think it's either B or D. Both keep the overall silhouette.", None),
    case("hedging", "letters4", "Possibly C? The crease makes it hard to tell.", None),
    case("hedging", "letters4",
         "A and C look almost identical to me. If I had to guess I'd say C, but I'm really not confident.", "C"),
    case("hedging", "letters4", "It could be A, B or C — they all have four holes.", None),
    case("hedging", "letters4", "My best guess is D, though I can't rule out B.", "D"),
    case("hedging", "letters4", "Maybe B. Maybe D. I keep changing my mind.", None),
    case("hedging", "letters4", "I lean towards A, but honestly the holes in B look equally plausible.", None),
    case("hedging", "letters6", "Tentatively, E — it seems to be the only figure without a right angle.", "E"),
    case("hedging", "odd6", "Panel C might be the odd one out, or perhaps panel F; they both differ slightly.", None),
    case("hedging", "odd6",
         "I'm not fully sure, but the odd one out appears to be D, since its dots are not evenly spaced.", "D"),
    case("hedging", "odd6", "Hmm, B or E. Hard to tell which breaks the rule.", None),
    case("hedging", "yes_no", "There might be an error in the currency edge, but I'm not sure.", None),
    case("hedging", "yes_no",
         "Probably no. Everything looks right as far as I can read the labels, although the bottom edge is blurry.",
         "No"),
    case("hedging", "yes_no", "I'd say yes, but with low confidence: the capital of Australia looks mislabelled.",
         "Yes"),
    case("hedging", "yes_no", "It's a toss-up. Some edges look odd, others look fine.", None),
    case("hedging", "count", "Roughly 8 or 9 entities, I'm not sure about the small node in the corner.", None),
    case("hedging", "count", "I count 7, although one label is cut off, so it may be 8.", None),
    case("hedging", "count", "Somewhere around ten entities.", None),
    case("hedging", "count", "I believe there are 6 entities, though I might have missed one.", "6"),
    case("hedging", "entity", "Kampala seems most likely, though Nairobi would also fit a 'capital' edge.", None,
         EAST_AFRICA),
    case("hedging", "entity", "Probably Bern, but I'm not completely certain.", "B", EUROPE),
    case("hedging", "relation", "Likely 'member of', although 'part of' is also possible.", None, RELATIONS_2),
    case("hedging", "relation", "I'm fairly confident the missing relation is currency.", "C", RELATIONS),
]

# ---- refusing: no answer at all (cannot see the image, declines, asks back, says none fits) -------------------------
REFUSING = [
    case("refusing", "letters4", "I'm unable to view images, so I can't tell which option shows the unfolded sheet.",
         None),
    case("refusing", "letters4",
         "I can't see any image attached to your message. Could you upload it again? Then I can compare options A "
         "to D for you.", None),
    case("refusing", "letters4", "None of the four options matches the unfolded pattern I would expect.", None),
    case("refusing", "letters4",
         "I'm sorry, but I can't determine the answer from this picture — options B and C are cut off.", None),
    case("refusing", "letters4", "Which fold do you mean by 'the second fold'? The instructions show three.", None),
    case("refusing", "letters4",
         "To answer, I'd need to know whether the paper is flipped between folds. Is it? If so, the answer changes "
         "from A to C.", None),
    case("refusing", "letters4", "As an AI, I don't have the ability to perceive the panels in this image.", None),
    case("refusing", "letters6", "The image appears to be blank; I cannot identify panels A–F.", None),
    case("refusing", "odd6",
         "All six panels look like they follow the same rule to me; I can't find one that breaks it.", None),
    case("refusing", "odd6", "Could you describe the six panels in words? The image did not load on my side.", None),
    case("refusing", "odd6", "I'd rather not guess here, since any of A–F could be the outlier at this resolution.",
         None),
    case("refusing", "yes_no", "I can't verify facts from the image because the text is unreadable.", None),
    case("refusing", "yes_no", "I'm not able to access the knowledge graph you mentioned. Could you paste the triples?",
         None),
    case("refusing", "yes_no", "Without knowing the date the graph refers to, I can't say whether any edge is wrong.",
         None),
    case("refusing", "yes_no", "Sorry, I can't help with that.", None),
    case("refusing", "count", "The image is too low-resolution for me to count the nodes reliably.", None),
    case("refusing", "count", "Do you want me to count the relation types or the individual edges?", None),
    case("refusing", "count", "I cannot count the entities: several labels overlap.", None),
    case("refusing", "entity", "None of these — the capital of Uganda would be Kampala, but the edge is 'currency'.",
         None, EAST_AFRICA),
    case("refusing", "entity", "I can't read the label of the edge pointing to the mask, so I can't pick an entity.",
         None, EUROPE),
    case("refusing", "relation", "None of the listed relations describes how Mongolia relates to China.", None,
         RELATIONS_2),
    case("refusing", "relation", "Can you tell me which two nodes the masked edge connects?", None, RELATIONS),
]

# ---- second round: new cases in every voice, written after all the rules above and measured once before any change
ROUND_2 = [
    case("terse", "letters4", "c", "C"),
    case("terse", "letters6", "Answer E", "E"),
    case("terse", "yes_no", "No, none.", "No"),
    case("terse", "count", "10", "10"),
    case("terse", "entity", "Nairobi, Kenya", "A", EAST_AFRICA),
    case("terse", "letters4", "A or D", None),
    case("cot", "letters4",
         "The reference solid has a tunnel running front to back. A 90° turn about the vertical axis would make the "
         "tunnel run left to right. Panels A and C show the tunnel front to back, so they are unrotated or mirrored. "
         "Panel D shows it left to right and keeps the notch at the top-left, matching the rotation. D is my answer.",
         "D"),
    case("cot", "yes_no",
         "Switzerland — currency — Swiss franc: right. Switzerland — member of — European Union: wrong, Switzerland "
         "is not an EU member. That single mistake means the graph has an error.", "Yes"),
    case("cot", "count",
         "Going row by row: top row has Iceland, Reykjavik and Icelandic; middle row has Krone... no, Iceland uses "
         "the króna, labelled 'Icelandic króna'; bottom row has NATO and EFTA. Six entities in total.", "6"),
    case("cot", "entity",
         "The masked node hangs off Belgium with a 'capital' edge. Belgium's capital is Brussels; Luxembourg is "
         "the capital of the neighbouring country. So the hidden entity is Brussels.", "E", EUROPE),
    case("cot", "odd6",
         "Every panel has two shapes touching at one point, except panel B where they overlap. Panel A is a bit "
         "ambiguous, but zooming in they touch. B breaks the rule.", "B"),
    case("cot", "letters4",
         "After the two folds the punched corner maps to four places. Options A, B and D each miss at least one "
         "of those places, and option C has all four, but C also has an extra hole in the centre that shouldn't "
         "be there. None of the options is exactly right.", None),
    case("markdown", "letters4", "**Step 1.** Track the arrow.\n**Step 2.** Apply the 90° turn.\n\n> **Answer:** D",
         "D"),
    case("markdown", "yes_no", "### Result\n- Errors: **none**\n\n**No**, the graph is consistent.", "No"),
    case("markdown", "count", "- **Nodes:** 9\n- **Edges:** 11\n\n**Entities: 9**", "9"),
    case("markdown", "odd6", "| Panel | Follows rule |\n|---|---|\n| A | ✅ |\n| B | ✅ |\n| C | ✅ |\n| D | ❌ |\n"
         "| E | ✅ |\n| F | ✅ |\n\n**Odd one out: D**", "D"),
    case("markdown", "relation", "**Missing relation:** _official language_", "B", RELATIONS),
    case("markdown", "letters4", "**Option B** or **Option D** — I can't decide between them.", None),
    case("boxed", "letters4", "The unfolded sheet is the one in option (c). $\\boxed{\\text{C}}$", "C"),
    case("boxed", "count_relations", "So the graph has $\\boxed{\\textbf{8}}$ relations.", "8"),
    case("boxed", "yes_no", "\\boxed{\\text{No error}}", "No"),
    case("boxed", "odd6", "$\\boxed{A}$ breaks the symmetry rule.", "A"),
    case("boxed", "entity", "$\\boxed{\\text{Kigali}}$ (the capital of Rwanda)", "C", EAST_AFRICA),
    case("boxed", "letters6", "$\\boxed{G}$", None),
    case("json", "letters4", '{"final_answer": "A", "why": "only A keeps the notch on the left"}', "A"),
    case("json", "yes_no", '{"contains_error": "yes", "triple": "(Chile, capital, Lima)"}', "Yes"),
    case("json", "count", '{"entities": 12}', "12"),
    case("json", "relation", '{"missing_relation": "member of"}', "B", RELATIONS_2),
    case("json", "odd6", '{"answer": "E", "confidence": "low"}', "E"),
    case("json", "letters4", '{"answer": "none of the above"}', None),
    case("restate", "entity", "It is most likely Addis Ababa, which hosts the African Union.", "E", EAST_AFRICA),
    case("restate", "relation", "The edge means the two countries border each other, i.e. 'shares border with'.",
         "E", RELATIONS),
    case("restate", "entity", "Romansh — the fourth national language.", "E", LANGUAGES),
    case("restate", "entity", "Swiss francs", "B", CURRENCIES),
    case("restate", "entity", "the euro or the krone", None, CURRENCIES),
    case("restate", "letters4", "C — the view where the long arm points away from us.", "C"),
    case("multilingual", "letters4", "答案：D", "D"),
    case("multilingual", "yes_no", "いいえ、誤りはありません。", "No"),
    case("multilingual", "letters4", "Je pense que c'est B, mais A est aussi possible.", None),
    case("multilingual", "count", "Ich zähle acht Knoten.", "8"),
    case("multilingual", "letters6", "La figura que no sigue la regla es la E.", "E"),
    case("multilingual", "entity", "El nodo oculto es Kampala.", "B", EAST_AFRICA),
    case("hedging", "letters4", "Not 100% sure, but I'll go with B.", "B"),
    case("hedging", "yes_no", "Maybe? One edge looks suspicious but it could be a rendering artefact.", None),
    case("hedging", "count", "Either seven or eight — the bottom node is half hidden.", None),
    case("hedging", "odd6", "Perhaps F, perhaps C.", None),
    case("hedging", "entity", "I'd guess Vaduz, though I'm not very sure.", "C", EUROPE),
    case("hedging", "letters4", "It's probably not A. Beyond that, I can't say.", None),
    case("refusing", "letters4", "I can't answer that without seeing the panels.", None),
    case("refusing", "yes_no", "Please provide the knowledge graph image.", None),
    case("refusing", "count", "Counting is not possible: the image failed to load.", None),
    case("refusing", "odd6", "There is no odd one out; all six follow the rule.", None),
    case("refusing", "entity", "None of Nairobi, Kampala, Kigali, Dodoma or Addis Ababa fits this edge.", None,
         EAST_AFRICA),
    case("refusing", "letters6", "I won't guess; the panels are unreadable.", None),
]

# ---- third round: new cases in every voice, written after the second round's fixes, measured once before any change
ROUND_3 = [
    case("terse", "letters4", "Option (B).", "B"),
    case("terse", "odd6", "F is different", "F"),
    case("terse", "yes_no", "Yes - wrong capital", "Yes"),
    case("terse", "count", "There are 13.", "13"),
    case("terse", "relation", "member of", "B", RELATIONS_2),
    case("terse", "letters6", "N/A", None),
    case("cot", "letters4",
         "Unfold the last fold first: the two holes near the bottom edge get mirrored upward, giving four holes in "
         "a column. Unfolding the first (vertical) fold then doubles that column, so the sheet has eight holes in "
         "two columns. Only one panel has eight holes in two columns, and that's B.", "B"),
    case("cot", "odd6",
         "The rule seems to be 'each figure is made of exactly one closed loop'. A, B, D, E and F are each one loop. "
         "C is two loops touching at a point, which is why C is the exception here.", "C"),
    case("cot", "yes_no",
         "Starting with Portugal: the capital is shown as Lisbon, fine; currency Euro, fine; the language edge says "
         "Portuguese, fine; and Portugal shares a border with Spain, fine. There's nothing here that contradicts "
         "what I know, so my verdict is that the graph is correct.", "No"),
    case("cot", "count_relations",
         "I'll count edges, since the question is about relations. From Kenya there are four edges (capital, "
         "currency, language, member of). From Uganda there are three. And there's one edge between Kenya and "
         "Uganda. 4 + 3 + 1 = 8 relations.", "8"),
    case("cot", "entity",
         "The masked node is the capital linked to Ethiopia. Addis Ababa is Ethiopia's capital and also hosts the "
         "African Union headquarters, which is consistent with the other edge in the graph. Nairobi would be Kenya. "
         "Addis Ababa it is.", "E", EAST_AFRICA),
    case("cot", "letters4",
         "The arrow in frame 1 points up, in frame 2 right, in frame 3 down. So it rotates 90° clockwise per step "
         "and should point left at t = 3/4 and up again at t = 1. Options A and C both show it pointing up; A has "
         "the dot on the left and C on the right, and I can't tell from the earlier frames which side the dot "
         "should be on.", None),
    case("markdown", "letters4",
         "#### Comparison\n1. **Option A** – rotated about the wrong axis\n2. **Option B** – correct orientation, "
         "correct colours\n3. **Option C** – mirror image\n4. **Option D** – missing cube\n\n**→ B**", "B"),
    case("markdown", "count", "**Step 1:** list nodes → 7\n**Step 2:** remove duplicates → 6\n\n**Final count: 6**",
         "6"),
    case("markdown", "yes_no", "> ⚠️ **Error found:** (Cuba, currency, Euro) — Cuba uses the peso.\n\n**Yes**",
         "Yes"),
    case("markdown", "entity", "## 🧭 Answer\n**Kampala** *(capital of Uganda)*", "B", EAST_AFRICA),
    case("markdown", "odd6", "- **A**: 4 dots\n- **B**: 4 dots\n- **C**: 4 dots\n- **D**: 4 dots\n- **E**: 5 dots\n"
         "- **F**: 4 dots", "E"),
    case("markdown", "letters6", "**Possible answers:** C, E\n\n*Need a clearer image to decide.*", None),
    case("boxed", "letters4", "Answer: \\boxed{(D)}", "D"),
    case("boxed", "yes_no", "Since (Egypt, capital, Alexandria) is false, \\(\\boxed{\\text{Yes}}\\).", "Yes"),
    case("boxed", "count", "The entities number $5+4=9$, so $\\boxed{9}$ entities.", "9"),
    case("boxed", "odd6", "$$\\boxed{\\text{Panel } E}$$", "E"),
    case("boxed", "relation", "$\\boxed{\\text{capital of}}$", "E", RELATIONS_2),
    case("boxed", "letters4", "\\boxed{\\text{Cannot be determined}}", None),
    case("json", "letters4", '```json\n{"option": "C", "reason": "only C is a proper rotation"}\n```', "C"),
    case("json", "yes_no", '{"anomaly": "none found"}', "No"),
    case("json", "count", '{"answer": "9 entities"}', "9"),
    case("json", "entity", '{"answer": "B", "entity": "Bern"}', "B", EUROPE),
    case("json", "odd6", '{"answer": "F or C"}', None),
    case("json", "letters6", '{"prediction": "E"}', "E"),
    case("restate", "entity", "Dutch is the language of the masked node, not German.", "B", LANGUAGES),
    case("restate", "relation", "The relation is capital-of: Vaduz is the capital of Liechtenstein.", "E",
         RELATIONS_2),
    case("restate", "entity", "Mercosur.", "E", ORGS),
    case("restate", "entity", "ASEAN? No — Thailand is in ASEAN, but the edge comes from Norway, so NATO.", "B",
         ORGS),
    case("restate", "entity", "Either Kigali or Dodoma, I can't tell which country the node belongs to.", None,
         EAST_AFRICA),
    case("restate", "letters4", "(A) — the sheet with holes only along the top edge.", "A"),
    case("multilingual", "letters4", "综上所述，选B。", "B"),
    case("multilingual", "yes_no", "はい、誤りがあります。カナダの首都はトロントではありません。", "Yes"),
    case("multilingual", "count_relations", "Hay doce relaciones en el grafo.", "12"),
    case("multilingual", "letters6", "La bonne réponse est la figure E.", "E"),
    case("multilingual", "yes_no", "Der Graph ist fehlerfrei: alle Kanten sind korrekt.", "No"),
    case("multilingual", "entity", "答案是坎帕拉。", "B", EAST_AFRICA_ZH),
    case("hedging", "letters4", "Could be C, could be D.", None),
    case("hedging", "letters4", "On balance I'll say A, although B is close.", "A"),
    case("hedging", "yes_no", "I'm leaning towards no error, but I'd want to double-check the currency edge.", "No"),
    case("hedging", "count", "Probably 6.", "6"),
    case("hedging", "entity", "Vienna or Bern — both are capitals of neighbouring countries in the graph.", None,
         EUROPE),
    case("hedging", "odd6", "Not sure, but D stands out the most.", "D"),
    case("refusing", "letters4", "This question seems to be a trick; none of the options are correct.", None),
    case("refusing", "yes_no", "I'm unable to determine whether there's an error.", None),
    case("refusing", "count", "The picture isn't clear enough to count.", None),
    case("refusing", "relation", "I'm not able to identify the masked relation.", None, RELATIONS),
    case("refusing", "odd6", "Sorry, I can't tell which panel is the odd one out.", None),
    case("refusing", "letters6", "I do not see panels labelled A to F in the image.", None),
]

# ---- fourth round: new cases in every voice, written after the third round's fixes, measured once before any change
ROUND_4 = [
    case("terse", "letters4", "D.", "D"),
    case("terse", "odd6", "(e)", "E"),
    case("terse", "yes_no", "Nope", "No"),
    case("terse", "count", "Eleven.", "11"),
    case("terse", "entity", "Brussels, Belgium", "E", EUROPE),
    case("terse", "letters4", "C/D", None),
    case("cot", "letters4",
         "Let me trace the red face. In the net, red is attached to the left of the yellow square and directly "
         "opposite the green one once folded. Options B and D both show red next to green, which is impossible. "
         "Option A shows red, yellow and blue meeting at a corner with the right orientation, while C has yellow "
         "and blue swapped. The solid is the one in option A.", "A"),
    case("cot", "odd6",
         "Looking for the shared property: A is a triangle inside a square, B a circle inside a hexagon, C a star "
         "inside a circle, E a square inside a triangle, F a dot inside a circle. D has the small shape partly "
         "outside the big one. All others show containment; therefore D.", "D"),
    case("cot", "yes_no",
         "The map shows Argentina with capital Buenos Aires (correct), currency peso (correct), official language "
         "Spanish (correct) and a border with Chile (correct). It also shows Argentina as a member of the European "
         "Union — that is not true. Hence the answer is yes.", "Yes"),
    case("cot", "count",
         "Nodes, left to right: Poland, Warsaw, Złoty, Polish, Germany, Berlin. Six so far. Below them: European "
         "Union and NATO — that brings it to eight. The answer is 8.", "8"),
    case("cot", "relation",
         "The masked edge goes from Brazil to South America. Brazil isn't a capital or a currency, and South "
         "America isn't an organisation you join, so the edge says where the country lies: located in region.",
         "A", RELATIONS_2),
    case("cot", "letters4",
         "Both folds are along diagonals, so every hole gets reflected across both diagonals. That produces a "
         "pattern with four-fold symmetry. Options B and C both have four-fold symmetry and the same number of "
         "holes; they differ only in the hole size, which I can't judge from the picture.", None),
    case("markdown", "letters4", "### ✔️ Correct: **C**\n\nThe holes mirror across the vertical fold.", "C"),
    case("markdown", "yes_no", "**Anomalies detected:** 0\n\n> Every triple matches real-world facts.", "No"),
    case("markdown", "count", "| Type | Count |\n|---|---|\n| Countries | 3 |\n| Cities | 3 |\n| Currencies | 2 |\n"
         "| **Total** | **8** |", "8"),
    case("markdown", "odd6", "**Odd panel:** `B`\n\n*Reason:* it is the only open figure.", "B"),
    case("markdown", "relation", "> **Missing edge:** *shares border with*", "E", RELATIONS),
    case("markdown", "letters4", "- **Best match:** A or D\n- **Confidence:** low", None),
    case("boxed", "letters4", "Therefore, the final answer is: $\\boxed{\\mathbf{B}}$", "B"),
    case("boxed", "yes_no", "$\\boxed{\\text{No}}$ — there is no anomaly.", "No"),
    case("boxed", "count", "$\\boxed{\\,6\\,}$", "6"),
    case("boxed", "odd6", "Hence the odd panel is $\\boxed{\\text{(c)}}$.", "C"),
    case("boxed", "entity", "$\\boxed{\\text{Addis Ababa}}$", "E", EAST_AFRICA),
    case("boxed", "count", "$\\boxed{\\text{5 or 6}}$", None),
    case("json", "letters4", '{"Answer": "D"}', "D"),
    case("json", "yes_no", '{"error_present": "No", "notes": "all triples verified"}', "No"),
    case("json", "count", '{"total_entities": 14}', "14"),
    case("json", "entity", '{"answer": "Kigali (C)"}', "C", EAST_AFRICA),
    case("json", "odd6", '{"answer": "A", "runner_up": "F"}', "A"),
    case("json", "letters6", '{"answer": ""}', None),
    case("restate", "entity", "Italian, since the node is linked to Ticino's official language.", "D", LANGUAGES),
    case("restate", "relation", "It's the currency relation: Sweden → Swedish krona.", "C", RELATIONS),
    case("restate", "entity", "The missing organisation is the African Union.", "C", ORGS),
    case("restate", "entity", "pound sterling", "C", CURRENCIES),
    case("restate", "entity", "Bern? Vaduz? The label is cut off.", None, EUROPE),
    case("restate", "letters6", "F) the hexagon drawn with a dashed outline", "F"),
    case("multilingual", "letters4", "正确答案：A", "A"),
    case("multilingual", "yes_no", "Sí, hay un error: la capital de Australia es Canberra, no Sídney.", "Yes"),
    case("multilingual", "count", "Le graphe contient huit entités.", "8"),
    case("multilingual", "letters4", "Antwort: C, weil nur C die richtige Händigkeit hat.", "C"),
    case("multilingual", "odd6", "仲間外れはパネルDです。", "D"),
    case("multilingual", "letters4", "No estoy seguro, podría ser A o C.", None),
    case("hedging", "letters4", "I'm torn between A and B, but A's notch looks right, so A.", "A"),
    case("hedging", "yes_no", "Hard to say for certain, but I believe there is an error in the language edge.",
         "Yes"),
    case("hedging", "count", "7, maybe 8.", None),
    case("hedging", "odd6", "It might be E. Or F. I honestly can't tell.", None),
    case("hedging", "entity", "My guess would be Kampala.", "B", EAST_AFRICA),
    case("hedging", "letters4", "Probably (c), though (b) is close.", "C"),
    case("refusing", "letters4", "I need a higher-resolution image to answer this.", None),
    case("refusing", "yes_no", "I don't have enough information to say whether the graph is correct.", None),
    case("refusing", "count", "Can you clarify whether isolated nodes should be counted?", None),
    case("refusing", "entity", "The options don't include the right answer (it should be Khartoum).", None,
         EAST_AFRICA),
    case("refusing", "odd6", "All panels appear identical to me.", None),
    case("refusing", "letters6", "Unable to answer.", None),
]

# ---- fifth round: new cases in every voice, written after the fourth round's fixes, measured once before any change
ROUND_5 = [
    case("terse", "letters4", "Answer - (a)", "A"),
    case("terse", "odd6", "The odd one is C", "C"),
    case("terse", "yes_no", "Yes.\nThe currency of Japan is wrong.", "Yes"),
    case("terse", "count", "Count: 4", "4"),
    case("terse", "relation", "currency (C)", "C", RELATIONS),
    case("terse", "letters4", "E", None),
    case("cot", "letters4",
         "Consider where the hole ends up after each unfold. The first unfold (horizontal crease) sends the hole at "
         "the lower right to the upper right as well. The second unfold (vertical crease) copies both to the left. "
         "Four holes, all near the corners, and none in the middle. Panel C has a middle hole, panel A has only two, "
         "panel D has them near the edges' midpoints. That leaves panel B as the one that fits.", "B"),
    case("cot", "odd6",
         "I'll compare stroke patterns. Five panels draw the figure's outline with evenly spaced dashes; only one "
         "panel uses dots of varying spacing. That panel is F, so F is the odd one out.", "F"),
    case("cot", "yes_no",
         "Triple by triple: (Nigeria, capital, Abuja) is right — Lagos is the largest city but not the capital. "
         "(Nigeria, currency, Naira) is right. (Nigeria, member of, African Union) is right. (Nigeria, official "
         "language, English) is right. No triple is wrong, so the answer is No.", "No"),
    case("cot", "count",
         "There are three countries (Chile, Argentina, Bolivia), each with a capital (three more) and Spanish as "
         "a shared language node (one more). That's 3 + 3 + 1 = 7 entities.", "7"),
    case("cot", "entity",
         "The hidden node is a currency used by Switzerland and Liechtenstein. The Euro is used by neither; the "
         "krone is Danish; the pound is British. It must be the Swiss franc.", "B", CURRENCIES),
    case("cot", "letters4",
         "Option D matches the front view but I can't check the side view because part of the image is cropped, "
         "and option A matches the side view but not obviously the front. I'd need the full image to choose.", None),
    case("markdown", "letters4", "## Answer\n\n**(B)** is the correct unfolded sheet.", "B"),
    case("markdown", "yes_no", "1. ✅ Finland → capital → Helsinki\n2. ❌ Finland → currency → Krona\n\n**There is an "
         "error** (Finland uses the euro).", "Yes"),
    case("markdown", "count", "**Answer:** The graph contains **ten** entities.", "10"),
    case("markdown", "odd6", "## The outlier\n\n**Panel D** — its shapes are not aligned on a common axis.", "D"),
    case("markdown", "entity", "**Answer: Vienna** (capital of Austria)", "A", EUROPE),
    case("markdown", "letters6", "**Candidates:** ~~A~~, ~~B~~, C, ~~D~~, E, ~~F~~\n\nStill deciding between C and E.",
         None),
    case("boxed", "letters4", "\\boxed{\\text{Option C}}", "C"),
    case("boxed", "yes_no", "Result: $\\boxed{\\text{YES}}$", "Yes"),
    case("boxed", "count_relations", "The total is $\\boxed{11}$ relations.", "11"),
    case("boxed", "odd6", "\\[\\boxed{B}\\] (the only non-convex shape)", "B"),
    case("boxed", "relation", "$\\boxed{\\text{part of}}$", "C", RELATIONS_2),
    case("boxed", "letters4", "$\\boxed{?}$", None),
    case("json", "letters4", '{"result": {"answer": "B", "confidence": 0.7}}', "B"),
    case("json", "yes_no", '{"answer": true}', "Yes"),
    case("json", "count", '{"answer": "twelve"}', "12"),
    case("json", "entity", '{"answer": "Option D", "text": "Dodoma"}', "D", EAST_AFRICA),
    case("json", "odd6", '{"odd_one_out": null, "reason": "could not distinguish panels"}', None),
    case("json", "relation", '{"missing_relation": "currency"}', "C", RELATIONS),
    case("restate", "entity", "It should be French: Belgium's French-speaking south.", "A", LANGUAGES),
    case("restate", "relation", "Austria is part of the EU — the relation is 'member of'.", "D", RELATIONS),
    case("restate", "entity", "The organisation is the EU (European Union).", "A", ORGS),
    case("restate", "entity", "krone", "D", CURRENCIES),
    case("restate", "entity", "Not Nairobi, not Kampala — I'm not sure which of the others.", None, EAST_AFRICA),
    case("restate", "letters4", "D — the cube with the blue face on top.", "D"),
    case("multilingual", "letters4", "根据折叠规律，选项D正确。", "D"),
    case("multilingual", "yes_no", "答案：否，图中所有关系都是正确的。", "No"),
    case("multilingual", "count_relations", "Ich komme auf insgesamt 12 Relationen.", "12"),
    case("multilingual", "letters4", "La respuesta correcta es la opción B.", "B"),
    case("multilingual", "odd6", "L'intrus est la figure C, car elle n'est pas symétrique.", "C"),
    case("multilingual", "letters4", "Je ne sais pas.", None),
    case("hedging", "letters4", "B, I think — but I'm only about 60% confident.", "B"),
    case("hedging", "yes_no", "Possibly yes — the language edge looks suspicious, though I can't read it clearly.",
         None),
    case("hedging", "count", "Around 9.", None),
    case("hedging", "odd6", "My best guess is panel A.", "A"),
    case("hedging", "entity", "Kigali or maybe Kampala.", None, EAST_AFRICA),
    case("hedging", "letters4", "If forced to choose, I'd pick D.", "D"),
    case("refusing", "letters4", "I cannot provide an answer because the image is missing.", None),
    case("refusing", "yes_no", "There's no way for me to verify that.", None),
    case("refusing", "count", "I'd rather not guess a number.", None),
    case("refusing", "relation", "None of the options seems right to me.", None, RELATIONS_2),
    case("refusing", "odd6", "I can't determine the odd one out.", None),
    case("refusing", "letters6", "Please re-send the picture; panels E and F are cut off.", None),
]

# ---- sixth round: new cases in every voice, written after the fifth round's fixes, measured once before any change
ROUND_6 = [
    case("terse", "letters4", "Choice B", "B"),
    case("terse", "odd6", "odd: F", "F"),
    case("terse", "yes_no", "no errors", "No"),
    case("terse", "count", "twelve entities", "12"),
    case("terse", "entity", "ADDIS ABABA", "E", EAST_AFRICA),
    case("terse", "letters6", "B and E", None),
    case("cot", "letters4",
         "The reference has three cubes in an L and one cube sticking up from the corner. After a 180° turn about "
         "the vertical axis, the L opens to the left and the upright cube stays at the corner. Option C shows the "
         "L opening left with the upright cube at the corner; option A has the upright cube at the end of the long "
         "arm. The rotated object is shown in option C.", "C"),
    case("cot", "odd6",
         "Each panel's two shapes are separated by a constant gap, except one where they overlap slightly. Looking "
         "closely, that's panel A. Every other panel keeps the gap. So the rule-breaker is A.", "A"),
    case("cot", "yes_no",
         "Checking: Vietnam's capital Hanoi — correct. Vietnam's currency đồng — correct. Vietnam is a member of "
         "ASEAN — correct. Vietnam shares a border with Thailand — incorrect, they don't share a land border "
         "(Laos and Cambodia lie between). The graph therefore has an error.", "Yes"),
    case("cot", "count_relations",
         "The edges I can see: capital (France–Paris), currency (France–Euro), language (France–French), member "
         "of (France–EU), member of (Germany–EU), capital (Germany–Berlin). Six relations in total.", "6"),
    case("cot", "entity",
         "The masked entity is connected to the EU by 'member of' and to Brussels by 'capital'. Brussels is the "
         "capital of Belgium, but Belgium isn't among the options... wait, the options are capitals, and the mask "
         "is on the capital side of the edge from Luxembourg. The capital of Luxembourg is Luxembourg (city).",
         "D", EUROPE),
    case("cot", "letters4",
         "Two candidates survive: B and D. B has the notch at the top-left and D at the top-right. Since the "
         "reference's notch position after the rotation depends on the direction of rotation, which the question "
         "doesn't specify, both are defensible.", None),
    case("markdown", "letters4", "**Answer**\n\n(D)", "D"),
    case("markdown", "yes_no", "## Verdict: ❌ Error present\nThe triple *(Peru, capital, Quito)* is wrong.", "Yes"),
    case("markdown", "count", "Entities:\n\n* Iran\n* Tehran\n* Rial\n* Persian\n\n**= 4**", "4"),
    case("markdown", "odd6", "**The odd one out is panel E** because its lines are not parallel.", "E"),
    case("markdown", "relation", "**Relation:** `member of`", "D", RELATIONS),
    case("markdown", "letters4", "### Options A and C\nBoth match the reference equally well.", None),
    case("boxed", "letters4", "So the answer should be \\(\\boxed{A}\\).", "A"),
    case("boxed", "yes_no", "$$\\boxed{\\text{no}}$$", "No"),
    case("boxed", "count", "So $n = \\boxed{15}$.", "15"),
    case("boxed", "odd6", "The figure breaking the rule: $\\boxed{\\mathrm{D}}$", "D"),
    case("boxed", "entity", "\\boxed{\\text{Bern}}", "B", EUROPE),
    case("boxed", "letters4", "$\\boxed{\\text{A and C}}$", None),
    case("json", "letters4", "{\"answer\":\"C\"}", "C"),
    case("json", "yes_no", '{"verdict": "incorrect graph", "answer": "Yes"}', "Yes"),
    case("json", "count", '{"count": "8"}', "8"),
    case("json", "entity", '{"answer": "Swiss franc"}', "B", CURRENCIES),
    case("json", "odd6", '{"odd_one_out": "D"}', "D"),
    case("json", "letters4", '{"answer": "unknown", "reason": "image not visible"}', None),
    case("restate", "entity", "Romansh is the answer — it is only official in Switzerland.", "E", LANGUAGES),
    case("restate", "relation", "The missing relation is part of: Scotland is part of the United Kingdom.", "C",
         RELATIONS_2),
    case("restate", "entity", "That would be Nairobi, Kenya's capital.", "A", EAST_AFRICA),
    case("restate", "entity", "It is the Złoty.", "E", CURRENCIES),
    case("restate", "entity", "Neither Vienna nor Bern; the masked city has to be Vaduz.", "C", EUROPE),
    case("restate", "letters4", "(B) — holes in all four corners", "B"),
    case("multilingual", "letters4", "最终答案是 B。", "B"),
    case("multilingual", "yes_no", "答案：是。图中日本的首都被标成了大阪。", "Yes"),
    case("multilingual", "count", "エンティティは12個あります。", "12"),
    case("multilingual", "letters4", "Die richtige Option ist B.", "B"),
    case("multilingual", "yes_no", "Non, il n'y a pas d'erreur dans ce graphe.", "No"),
    case("multilingual", "entity", "La entidad oculta es Nairobi.", "A", EAST_AFRICA),
    case("hedging", "letters4", "I'm about 70% sure it's C.", "C"),
    case("hedging", "yes_no", "Not sure — maybe there is an error, maybe not.", None),
    case("hedging", "count", "Either 9 or 10 relations, depending on whether the dashed edge counts.", None),
    case("hedging", "odd6", "Leaning towards B, but C is also a candidate.", None),
    case("hedging", "entity", "Probably Vienna.", "A", EUROPE),
    case("hedging", "letters4", "I can't be sure, but D looks most plausible.", "D"),
    case("refusing", "letters4", "I'm not comfortable guessing from such a blurry image.", None),
    case("refusing", "yes_no", "I cannot read the edge labels.", None),
    case("refusing", "count", "It's impossible to count the nodes; they overlap.", None),
    case("refusing", "entity", "None of the five options is the capital of this country.", None, EAST_AFRICA),
    case("refusing", "odd6", "I'm unable to identify which panel breaks the rule.", None),
    case("refusing", "letters6", "No answer.", None),
]

# ---- round 7: four new voices, written before any rule change touching them and scored once as they stood ---------
# ---- structured: agents and API models that answer in tags, YAML, tables, checklists or tool calls ----------------
STRUCTURED = [
    case("structured", "letters4", "<answer>C</answer>", "C"),
    case("structured", "letters4",
         "<reasoning>The two folds stack four layers, so the single punch becomes four holes, one per quadrant."
         "</reasoning>\n<answer>B</answer>", "B"),
    case("structured", "letters4",
         "<thinking>\nA is mirrored. D has the notch on the wrong side. Between B and C, C keeps the red face on top."
         "\n</thinking>\n<final_answer>C</final_answer>", "C"),
    case("structured", "letters4", "<answer>\nOption D\n</answer>", "D"),
    case("structured", "letters4", "<answer>A or C</answer>", None),
    case("structured", "letters4", "<answer></answer>", None),
    case("structured", "letters4", "<answer>N/A</answer>\n<explanation>The option panels did not load.</explanation>",
         None),
    case("structured", "letters6", "<response>\n  <choice>E</choice>\n  <confidence>0.82</confidence>\n</response>",
         "E"),
    case("structured", "letters6", "[ANSWER] F [/ANSWER]", "F"),
    case("structured", "odd6", "<odd_one_out>B</odd_one_out>", "B"),
    case("structured", "odd6",
         "<analysis>\nA: closed curve, convex\nB: closed curve, convex\nC: closed curve, concave\nD: closed curve, "
         "convex\nE: closed curve, convex\nF: closed curve, convex\n</analysis>\n<answer>C</answer>", "C"),
    case("structured", "yes_no", "<answer>Yes</answer>\n<error_triple>(Peru, capital, Cusco)</error_triple>", "Yes"),
    case("structured", "yes_no", "<has_error>false</has_error>", "No"),
    case("structured", "yes_no", "error_found: true\nwrong_edge: Kenya -> currency -> Euro", "Yes"),
    case("structured", "count", "<count>7</count>", "7"),
    case("structured", "count", "entities:\n  - Japan\n  - Tokyo\n  - Yen\n  - Japanese\ncount: 4", "4"),
    case("structured", "entity", "<answer>Kigali</answer>", "C", EAST_AFRICA),
    case("structured", "relation", "<relation>shares border with</relation>", "E", RELATIONS),
    case("structured", "letters4",
         "| Option | Holes | Matches? |\n|---|---|---|\n| A | 2 | ✗ |\n| B | 4 | ✓ |\n| C | 3 | ✗ |\n"
         "| D | 4, shifted | ✗ |\n\n**Selected:** B", "B"),
    case("structured", "letters4", "| Option | Holes |\n|---|---|\n| A | 2 |\n| B | 4 |\n| C | 4 |\n| D | 3 |", None),
    case("structured", "letters4",
         "| Panel | Consistent with the net |\n|:-:|:-:|\n| A | no |\n| B | no |\n| C | yes |\n| D | no |", "C"),
    case("structured", "letters4", "answer: D\nconfidence: high", "D"),
    case("structured", "letters4", "answer: null\nreason: cannot see the panels", None),
    case("structured", "letters4", "Final: B", "B"),
    case("structured", "letters6", "ANSWER = E", "E"),
    case("structured", "letters4", "answer = 'A'", "A"),
    case("structured", "letters4",
         "- Option A: mirrored ❌\n- Option B: correct ✔\n- Option C: missing a cube ❌\n- Option D: extra cube ❌",
         "B"),
    case("structured", "letters4", "- A ✓\n- B ✗\n- C ✓\n- D ✗", None),
    case("structured", "letters6", "1. Count the holes in each option.\n2. Only E has six holes.\n3. Answer: E", "E"),
    case("structured", "yes_no",
         "| Triple | Correct? |\n|---|---|\n| (France, capital, Paris) | ✓ |\n| (France, currency, Euro) | ✓ |\n"
         "| (France, member of, ASEAN) | ✗ |\n\nError present: yes", "Yes"),
    case("structured", "yes_no",
         "| Triple | Status |\n|---|---|\n| (Chile, capital, Santiago) | correct |\n"
         "| (Chile, currency, Chilean peso) | correct |\n| (Chile, language, Spanish) | correct |", "No"),
    case("structured", "count",
         "| # | Entity |\n|---|---|\n| 1 | Egypt |\n| 2 | Cairo |\n| 3 | Arabic |\n| 4 | Egyptian pound |\n"
         "| 5 | African Union |\n| **Total** | **5** |", "5"),
    case("structured", "entity", "<answer>(D) Luxembourg</answer>", "D", EUROPE),
    case("structured", "entity", "<answer>B: Vaduz</answer>", None, EUROPE),
    case("structured", "relation", "relation: member of\nevidence: Austria → European Union", "D", RELATIONS),
    case("structured", "relation", "<pred>part of</pred>", "C", RELATIONS_2),
    case("structured", "letters4",
         "<tool_call>{\"name\": \"submit_answer\", \"arguments\": {\"answer\": \"C\"}}</tool_call>", "C"),
    case("structured", "letters4", "submit_answer(choice=\"D\")", "D"),
    case("structured", "letters4", "<answer>B — the only net where blue and green end up opposite</answer>", "B"),
    case("structured", "letters4",
         "<answer>A</answer>\n\nOn reflection, A is the mirror image.\n\n<answer>D</answer>", "D"),
    case("structured", "odd6",
         "| Panel | Symmetric |\n|---|---|\n| A | yes |\n| B | yes |\n| C | yes |\n| D | no |\n| E | yes |\n"
         "| F | yes |\n\nOdd one out → D", "D"),
    case("structured", "odd6", "<answer>panel F</answer>", "F"),
    case("structured", "odd6", "<answer>unsure</answer>", None),
    case("structured", "yes_no", "<answer>no</answer>", "No"),
    case("structured", "yes_no",
         "<verdict>cannot determine</verdict>\n<reason>the edge labels are illegible</reason>", None),
    case("structured", "count", "[COUNT] 9", "9"),
    case("structured", "count", "<count>8-10</count>", None),
    case("structured", "count", "Result:\n- nodes: 6\n- edges: 5", "6"),
    case("structured", "entity", "Candidates:\n- Nairobi → Kenya\n- Kampala → Uganda ✔\n- Kigali → Rwanda", "B",
         EAST_AFRICA),
    case("structured", "letters6", "<answer>G</answer>", None),
    case("structured", "letters4", "<answer>Option B</answer><answer>Option C</answer>", None),
    case("structured", "letters6", "```\nanswer: E\n```", "E"),
    case("structured", "relation", "Relation → shares border with (Spain–Portugal)", "D", RELATIONS_2),
]

# ---- revising: small reasoning models that think aloud, eliminate options, correct themselves, number their steps --
REVISING = [
    case("revising", "letters4", "A... wait, no. A is the mirror image. It's C.", "C"),
    case("revising", "letters4",
         "The answer is B. Hmm, actually, looking again at the top face, B has the red square on the wrong side. "
         "The correct one is D.", "D"),
    case("revising", "letters4",
         "Initially I thought C, but after re-checking the hole positions I'm confident the answer is A.", "A"),
    case("revising", "letters4", "B? No — B has only three holes. Let me recount D: four holes, symmetric. D.", "D"),
    case("revising", "letters4",
         "Step 1: The sheet is folded in half vertically.\nStep 2: It is folded again horizontally.\nStep 3: One hole "
         "is punched through four layers.\nStep 4: Unfolding gives four holes, one per quadrant.\nStep 5: Only "
         "option C shows four holes in the quadrants.\nFinal answer: C", "C"),
    case("revising", "letters4",
         "1. Eliminate A: it has two holes.\n2. Eliminate C: the holes are on the diagonal.\n3. Eliminate D: three "
         "holes.\n4. That leaves B.", "B"),
    case("revising", "letters4", "Not A (mirrored), not B (an extra cube), not D (wrong colour on top). C it is.", "C"),
    case("revising", "letters4", "I'll go with A. Wait — let me double-check... yes, A.", "A"),
    case("revising", "letters4", "C. Hmm, or is it D? The notch is hard to see. Can't decide between C and D.", None),
    case("revising", "letters4",
         "At first glance D, but B looks equally plausible on closer inspection, and I can't tell them apart.", None),
    case("revising", "letters4",
         "Option A: rotated 90°, matches.\nOption B: mirrored.\nOption C: rotated 180°, matches? No, the arm points "
         "down.\nOption D: extra cube.\n\nSo A.", "A"),
    case("revising", "letters4",
         "Let me eliminate. A has the wrong number of holes. B and C both have four holes, but B's are too close to "
         "the centre. D is missing one. Remaining: C.", "C"),
    case("revising", "letters4",
         "Wait, I misread the question. It asks for the sheet after unfolding, not the folded sheet. Then the answer "
         "changes from A to B.", "B"),
    case("revising", "letters4",
         "Step 1: identify the rotation axis (vertical). Step 2: rotate the reference 90°. Step 3: compare — A, B "
         "and D all have the wrong chirality. Step 4: C remains.", "C"),
    case("revising", "letters4",
         "The answer is D.\n\nWait, no, that's wrong. Let me redo this.\n\nAfter the first fold the hole is at the "
         "top-left... so two holes on the left edge, mirrored to the right: option A.", "A"),
    case("revising", "letters4", "I keep going back and forth between A and B. Let me stop here.", None),
    case("revising", "letters4",
         "Hmm. Step 1: fold. Step 2: punch. Step 3: unfold... I lost track of the layers. I'd need to redraw it.",
         None),
    case("revising", "letters6",
         "E has six holes... no wait, that's F. F has six holes, E has five. The answer needs six, so F.", "F"),
    case("revising", "letters6",
         "Eliminating: A (3 holes), B (5), C (4, asymmetric), D (4, rotated), F (2). E is the only one left "
         "standing.", "E"),
    case("revising", "letters6", "Let me go through the panels: A ✗, B ✗, C ✓, D ✗, E ✗, F ✗. → C", "C"),
    case("revising", "letters6",
         "Candidates after the first pass: B, D, F. Second pass: B and F have the dot on the wrong side. Answer: D",
         "D"),
    case("revising", "letters6",
         "Candidates after the first pass: A, C, E. I don't have enough resolution for a second pass.", None),
    case("revising", "odd6",
         "The odd one is B. No wait — B is a rotated copy of A, so it follows the rule. The real odd one is E, which "
         "is reflected.", "E"),
    case("revising", "odd6",
         "Checking each: A follows, B follows, C follows, D breaks it (the arrow points inward), E follows, F "
         "follows. So D.", "D"),
    case("revising", "odd6",
         "1) All panels have three shapes. 2) In all but one the largest shape is on the left. 3) Panel A has it on "
         "the right. ⇒ A", "A"),
    case("revising", "odd6",
         "F looked odd at first because of its colour, but colour isn't the rule. The rule is the number of sides, "
         "and C is the one with an odd count. C.", "C"),
    case("revising", "odd6", "A, C and E all look slightly different from the rest; I can't narrow it down to one.",
         None),
    case("revising", "odd6",
         "First guess: F. Second look: F is fine, it's just smaller. B is the only one whose line crosses itself. "
         "Answer B.", "B"),
    case("revising", "yes_no",
         "Yes, there's an error — wait, let me re-check the capital edge. Canberra is indeed Australia's capital. "
         "Currency: Australian dollar, correct. Language: English, correct. So no, no error.", "No"),
    case("revising", "yes_no",
         "Initially all triples looked fine, but (Egypt, currency, Euro) is wrong: Egypt uses the Egyptian pound. "
         "So yes, there is an error.", "Yes"),
    case("revising", "yes_no",
         "Step 1: (Peru, capital, Lima) ✓\nStep 2: (Peru, language, Spanish) ✓\nStep 3: (Peru, member of, NATO) ✗\n"
         "Conclusion: the graph contains an error.", "Yes"),
    case("revising", "yes_no",
         "Step 1: check capitals — fine. Step 2: check currencies — fine. Step 3: check memberships — fine.\n"
         "Conclusion: no errors found.", "No"),
    case("revising", "yes_no",
         "(Kenya, capital, Nairobi) fine. (Kenya, currency, shilling) fine. The third edge label is cut off, so I "
         "can't finish the check.", None),
    case("revising", "yes_no",
         "No error. Hmm, actually, hold on: Bern is listed as the capital of Austria. That's wrong. Yes, there is "
         "an error.", "Yes"),
    case("revising", "count",
         "Counting: Spain (1), Madrid (2), Euro (3), Spanish (4), EU (5)... and Portugal (6). Wait, did I count Euro "
         "twice? No. Total: 6.", "6"),
    case("revising", "count",
         "I count 7. Let me recount: Italy, Rome, Euro, Italian, EU, NATO. That's 6, not 7. Final: 6.", "6"),
    case("revising", "count",
         "Step 1: list the nodes. Step 2: remove duplicates (are \"Deutschland\" and \"Germany\" the same node? No, "
         "they are separate labels). Step 3: 9 nodes.", "9"),
    case("revising", "count", "8 entities... no, 9: I missed the small node at the bottom right.", "9"),
    case("revising", "count",
         "It's either 10 or 11 — the node at the edge might be a label rather than an entity. I'll leave it open.",
         None),
    case("revising", "count", "My first count was twelve, my second eleven. A third, careful count gives eleven.",
         "11"),
    case("revising", "entity",
         "Kigali? No, Kigali is Rwanda's capital. The masked node is Uganda's capital, so Kampala.", "B", EAST_AFRICA),
    case("revising", "entity",
         "Eliminate Vienna (Austria) and Bern (Switzerland); the masked country is Liechtenstein, whose capital is "
         "Vaduz.", "C", EUROPE),
    case("revising", "entity",
         "It's Dutch — no, sorry, the country is Luxembourg, and its own language isn't listed; of the options, "
         "French is official there, and German too... both are official. Hmm.", None, LANGUAGES),
    case("revising", "entity",
         "Swiss franc, hmm, no — the country is Liechtenstein... which also uses the Swiss franc. So Swiss franc "
         "stays.", "B", CURRENCIES),
    case("revising", "relation",
         "At first I read the edge as 'capital of', but the arrow goes from Germany to France, two countries, so it "
         "must be 'shares border with'.", "E", RELATIONS),
    case("revising", "relation", "member of? part of? Scotland → United Kingdom is 'part of', not membership.", "C",
         RELATIONS_2),
    case("revising", "relation",
         "Could be 'member of' or 'located in region' — the target node's label is unreadable.", None, RELATIONS_2),
    case("revising", "letters4", "Final answer: B\n\n(Earlier I wrote C, please disregard that.)", "B"),
    case("revising", "letters4", "Answer: C.\nCorrection: the answer is A; I swapped the labels of A and C.", "A"),
    case("revising", "letters4",
         "My answer is D... though I realise I haven't checked the back face. Checking: the back face is "
         "consistent. D stands.", "D"),
    case("revising", "letters6", "B vs E: both have the correct outline; E's hole is off-centre. B.", "B"),
    case("revising", "letters4",
         "Options A, B, C, D... let me think. Each has something wrong with it. None of them matches.", None),
    case("revising", "odd6",
         "Could it be A? A's arrow is fine. E's arrow is fine. Actually every arrow is fine — the odd one must "
         "differ in fill. Only F is hollow. F.", "F"),
]

# ---- academic: verbose formal prose with hedged but committed conclusions, options named by text or position ------
ACADEMIC = [
    case("academic", "letters4",
         "Upon careful examination of the folding sequence, it becomes evident that the punched aperture is "
         "replicated across both creases. Accordingly, the configuration most consistent with this analysis is that "
         "depicted in option C, although the precise spacing of the holes cannot be verified at this resolution.",
         "C"),
    case("academic", "letters4",
         "The preponderance of evidence favours B: its chirality is preserved under the stated rotation, whereas "
         "the remaining candidates each exhibit either a reflection or a structural discrepancy.", "B"),
    case("academic", "letters4",
         "While a definitive determination is precluded by the image quality, the most defensible answer appears "
         "to be D.", "D"),
    case("academic", "letters4",
         "It is worth noting that options A and C are superficially similar; however, only the former preserves "
         "the relative orientation of the red face. I therefore select A.", "A"),
    case("academic", "letters4",
         "In my assessment, the answer is most likely C, with B being a less probable alternative.", "C"),
    case("academic", "letters4",
         "Both B and D are compatible with the constraints as stated; without additional information regarding the "
         "direction of rotation, I am unable to discriminate between them.", None),
    case("academic", "letters4",
         "The question, as posed, admits more than one valid interpretation, and under each a different option "
         "would be correct. I would therefore refrain from selecting a single answer.", None),
    case("academic", "letters4", "Taken together, these observations point unambiguously to the third option.", "C"),
    case("academic", "letters4",
         "Of the four candidates, only the final one retains all four holes after unfolding.", "D"),
    case("academic", "letters4",
         "Considering the problem from first principles: each fold doubles the number of layers, and hence the "
         "number of holes. Two folds yield four holes. The candidate exhibiting four symmetrically placed holes is "
         "B; this is, in all likelihood, the intended answer.", "B"),
    case("academic", "letters4", "I would tentatively suggest A, though I acknowledge considerable uncertainty.", "A"),
    case("academic", "letters4", "An argument could be made for A, and an equally compelling one for C.", None),
    case("academic", "letters4",
         "The reference object, once rotated by ninety degrees about its vertical axis, coincides with the figure "
         "labelled D, and with none of the others.", "D"),
    case("academic", "letters6", "It would appear, on balance, that the correct response is E.", "E"),
    case("academic", "letters6",
         "Having systematically excluded the alternatives on the basis of hole count and symmetry, we arrive at F "
         "as the sole remaining candidate.", "F"),
    case("academic", "letters6",
         "A rigorous answer would require knowledge of whether the fold is a valley or a mountain fold, which the "
         "figure does not specify; accordingly, I decline to commit to any of the six options.", None),
    case("academic", "letters6", "The evidence, though not conclusive, is suggestive of option B.", "B"),
    case("academic", "odd6",
         "The organising principle shared by five of the six panels appears to be rotational symmetry of order "
         "four. Panel E deviates from this principle, exhibiting only bilateral symmetry; it is therefore the "
         "anomalous element.", "E"),
    case("academic", "odd6",
         "It may reasonably be argued that C constitutes the exception, insofar as it alone lacks a closed contour; "
         "I adopt this view.", "C"),
    case("academic", "odd6", "With the exception of the second panel, every figure is convex.", "B"),
    case("academic", "odd6",
         "Panels A and D each depart from the pattern in a different respect, and it is not obvious which "
         "departure the question intends.", None),
    case("academic", "odd6", "The figure that does not conform to the stated regularity is, I contend, panel A.",
         "A"),
    case("academic", "odd6",
         "A plausible reading is that F is the outlier, since its stroke weight differs; a more principled reading, "
         "based on the number of vertices, singles out D. I favour the latter.", "D"),
    case("academic", "yes_no",
         "Upon verification of each triple against established geographical knowledge, the assertion that Nairobi "
         "is the capital of Uganda is manifestly incorrect. The knowledge graph thus contains at least one factual "
         "error.", "Yes"),
    case("academic", "yes_no",
         "Every relation depicted is consistent with my understanding of the relevant facts; I find no grounds to "
         "posit an error.", "No"),
    case("academic", "yes_no",
         "It seems likely that the graph is erroneous, given that the currency assigned to Sweden is the euro "
         "rather than the krona.", "Yes"),
    case("academic", "yes_no",
         "Whether the graph contains an error depends on the temporal frame of reference: the capital relation was "
         "correct prior to 1991 but not thereafter. Absent that specification, the question is indeterminate.",
         None),
    case("academic", "yes_no", "To the best of my knowledge, all of the depicted relations hold.", "No"),
    case("academic", "yes_no",
         "The triple linking Canada to Toronto via the capital relation is inconsistent with established fact, "
         "Ottawa being the capital.", "Yes"),
    case("academic", "yes_no", "I am not in a position to confirm or refute the accuracy of the graph.", None),
    case("academic", "count",
         "A careful enumeration of the nodes yields a total of eleven distinct entities.", "11"),
    case("academic", "count",
         "The graph comprises seven entities, namely the country, its capital, its currency, its official language, "
         "and three international organisations.", "7"),
    case("academic", "count",
         "By my reckoning the graph contains nine entities, though a partially occluded node in the lower left may "
         "have escaped notice.", "9"),
    case("academic", "count",
         "The precise number of entities is difficult to ascertain owing to overlapping labels; a figure in the "
         "range of eight to ten seems plausible.", None),
    case("academic", "count",
         "Excluding the masked node, there are five entities; including it, six. Since the question concerns the "
         "graph as drawn, the answer is six.", "6"),
    case("academic", "count",
         "Depending on whether literal values such as population figures are treated as entities, the count is "
         "either twelve or fourteen.", None),
    case("academic", "entity",
         "Given that the masked node stands in a capital-of relation to Rwanda, the only historically and "
         "geographically consistent candidate is Kigali.", "C", EAST_AFRICA),
    case("academic", "entity",
         "The masked entity is, with a high degree of confidence, Bern, the seat of the Swiss federal authorities.",
         "B", EUROPE),
    case("academic", "entity",
         "Among the candidates, the Pound sterling alone is consistent with the depicted membership of the United "
         "Kingdom.", "C", CURRENCIES),
    case("academic", "entity",
         "Both French and German enjoy official status in the country in question, and the graph offers no basis "
         "for preferring one over the other.", None, LANGUAGES),
    case("academic", "entity",
         "It would be reasonable to conclude that the organisation in question is the African Union, given that all "
         "member states shown are African.", "C", ORGS),
    case("academic", "relation",
         "The relation connecting the two nodes is most plausibly one of shared territorial boundary, as the "
         "countries in question are contiguous.", "E", RELATIONS),
    case("academic", "relation",
         "The masked predicate denotes the administrative subordination of a constituent country to a sovereign "
         "state — that is, 'part of'.", "C", RELATIONS_2),
    case("academic", "relation",
         "The relation could be construed either as membership or as regional location; the diagram is "
         "insufficiently explicit to decide.", None, RELATIONS_2),
    case("academic", "letters4", "In summary: C.", "C"),
    case("academic", "letters4", "The solution, it would seem, is option B — though I would welcome correction.", "B"),
    case("academic", "letters4",
         "I have outlined the considerations bearing on each option above; the final determination I leave to the "
         "reader.", None),
    case("academic", "letters4",
         "Consequently, option A emerges as the only configuration compatible with all three constraints.", "A"),
    case("academic", "letters6",
         "Panels C and E are, for all practical purposes, indistinguishable at this resolution, and either may be "
         "the intended answer.", None),
    case("academic", "odd6", "I would argue that the anomalous panel is the fourth.", "D"),
    case("academic", "entity",
         "On balance, Dodoma — rather than the commercial hub Dar es Salaam, which is not among the options — is the "
         "capital in question.", "D", EAST_AFRICA),
    case("academic", "yes_no", "There is, I believe, a discrepancy: the graph places Vaduz in Austria.", "Yes"),
    case("academic", "count", "The total, after accounting for the duplicated label, is four.", "4"),
]

# ---- polyglot: whole replies in Chinese, Japanese, Spanish, French, German, and Italian, Portuguese, Korean, Russian
POLYGLOT = [
    case("polyglot", "letters4",
         "首先，纸沿竖直方向对折，然后再沿水平方向对折，打孔后展开，四个象限各有一个孔。选项A只有两个孔，选项B的孔集中在中间，"
         "选项D有三个孔。因此正确答案为C。", "C"),
    case("polyglot", "letters4", "我认为答案应该是D。", "D"),
    case("polyglot", "letters4", "选项B和选项C看起来都对，我无法确定。", None),
    case("polyglot", "letters4", "排除A（镜像）和D（多一个方块）后，剩下B和C；C的红色面朝上，与参考图一致，故选C。",
         "C"),
    case("polyglot", "odd6", "六个图形中，只有第四个不是轴对称的，所以答案是D。", "D"),
    case("polyglot", "yes_no",
         "检查了所有三元组：（法国，首都，巴黎）正确，（法国，货币，欧元）正确，（法国，官方语言，德语）错误。因此，该知识图谱存在事实错误。",
         "Yes"),
    case("polyglot", "yes_no", "所有关系都正确，没有发现事实错误。", "No"),
    case("polyglot", "count", "数一下节点：德国、柏林、欧元、德语、欧盟、北约，总共六个实体。", "6"),
    case("polyglot", "entity", "卢旺达的首都是基加利，所以被遮住的实体是基加利。", "C", EAST_AFRICA_ZH),
    case("polyglot", "letters6", "答：E", "E"),
    case("polyglot", "letters4", "抱歉，图片太模糊了，我无法作答。", None),
    case("polyglot", "letters4", "展開すると穴は4つになり、四隅に配置されます。これに一致するのは選択肢Bです。", "B"),
    case("polyglot", "letters4", "最初はAだと思いましたが、よく見るとAは鏡像です。正しいのはCです。", "C"),
    case("polyglot", "odd6", "規則に従っていないのはFの図です。", "F"),
    case("polyglot", "yes_no",
         "（カナダ、首都、トロント）は誤りです。カナダの首都はオタワなので、このグラフには誤りがあります。", "Yes"),
    case("polyglot", "count", "ノードを数えると、全部で9つのエンティティがあります。", "9"),
    case("polyglot", "letters4", "BとDのどちらかだと思いますが、決められません。", None),
    case("polyglot", "relation", "ドイツとフランスは国境を接しているので、関係は「shares border with」です。", "E",
         RELATIONS),
    case("polyglot", "letters6", "答え：D", "D"),
    case("polyglot", "letters4",
         "Analizando los pliegues, el agujero se refleja dos veces, de modo que aparecen cuatro agujeros simétricos. "
         "La opción que coincide es la D.", "D"),
    case("polyglot", "letters4",
         "Descarto la A porque está reflejada y la C porque le falta un cubo. Entre B y D, solo la B mantiene la "
         "cara roja arriba. Respuesta: B.", "B"),
    case("polyglot", "odd6", "La figura que rompe el patrón es la E, ya que es la única con un número impar de lados.",
         "E"),
    case("polyglot", "yes_no", "Todas las tripletas son correctas; el grafo no contiene errores.", "No"),
    case("polyglot", "count", "Cuento once entidades en total.", "11"),
    case("polyglot", "entity", "La capital de Liechtenstein es Vaduz, así que la entidad oculta es Vaduz.", "C",
         EUROPE),
    case("polyglot", "letters4", "No puedo responder con certeza: tanto la A como la C parecen válidas.", None),
    case("polyglot", "relation",
         "La relación que falta es «miembro de», porque Portugal pertenece a la Unión Europea.", "D", RELATIONS),
    case("polyglot", "letters4",
         "Après avoir déplié la feuille, on obtient quatre trous disposés symétriquement ; c'est donc l'option A.",
         "A"),
    case("polyglot", "letters4", "J'hésite entre B et D, les deux semblent correspondre.", None),
    case("polyglot", "odd6", "L'intrus, c'est le panneau B : c'est le seul qui n'est pas fermé.", "B"),
    case("polyglot", "yes_no",
         "Il y a une erreur : le graphe indique que la monnaie de la Suisse est l'euro, alors que c'est le franc "
         "suisse.", "Yes"),
    case("polyglot", "count", "Le graphe compte au total dix entités.", "10"),
    case("polyglot", "entity", "D'après le graphe, l'entité masquée est Bruxelles, siège de l'Union européenne.", "E",
         EUROPE),
    case("polyglot", "letters6", "Réponse finale : F", "F"),
    case("polyglot", "letters4",
         "Nach dem Auffalten liegen die Löcher in allen vier Ecken. Das entspricht Option C.", "C"),
    case("polyglot", "letters4", "Zuerst dachte ich an A, aber A ist gespiegelt. Richtig ist daher B.", "B"),
    case("polyglot", "odd6", "Das Bild, das nicht zur Regel passt, ist D.", "D"),
    case("polyglot", "yes_no",
         "Ja, der Graph enthält einen Fehler: Die Hauptstadt Australiens ist Canberra, nicht Sydney.", "Yes"),
    case("polyglot", "count", "Insgesamt zähle ich sieben Entitäten.", "7"),
    case("polyglot", "letters4", "Das kann ich anhand des Bildes nicht entscheiden.", None),
    case("polyglot", "entity", "Die fehlende Währung ist der Schweizer Franken.", "B", CURRENCIES),
    case("polyglot", "letters4", "La risposta corretta è la C.", "C"),
    case("polyglot", "yes_no", "No, il grafo non contiene errori.", "No"),
    case("polyglot", "letters4", "A resposta é a opção D, pois é a única que mantém a quiralidade.", "D"),
    case("polyglot", "count", "Há oito entidades no grafo.", "8"),
    case("polyglot", "letters4", "정답은 B입니다.", "B"),
    case("polyglot", "yes_no", "네, 오류가 있습니다. 일본의 수도는 오사카가 아니라 도쿄입니다.", "Yes"),
    case("polyglot", "letters4", "Правильный ответ: A.", "A"),
    case("polyglot", "odd6", "Лишняя фигура — E, потому что она единственная несимметричная.", "E"),
    case("polyglot", "letters4", "Não tenho certeza; pode ser a B ou a C.", None),
    case("polyglot", "count", "Entre ocho y diez entidades, no se distingue bien.", None),
    case("polyglot", "yes_no", "无法判断图谱中是否存在错误，因为部分关系标签看不清。", None),
    case("polyglot", "odd6", "Sowohl B als auch F weichen vom Muster ab; ich kann mich nicht festlegen.", None),
    case("polyglot", "entity", "被遮挡的实体是 Kampala（乌干达的首都）。", "B", EAST_AFRICA),
    case("polyglot", "relation", "Die gesuchte Relation ist „member of“: Österreich ist Mitglied der EU.", "D",
         RELATIONS),
    case("polyglot", "letters6", "選択肢を一つずつ確認しました。条件を満たすのはEだけです。", "E"),
]

# ---- eighth round: four new responses in every voice, written after round 7's fixes, measured once before any change
ROUND_8 = [
    case("terse", "letters4", "ans: C", "C"),
    case("terse", "yes_no", "Nope.", "No"),
    case("terse", "count", "10 nodes", "10"),
    case("terse", "odd6", "C or E", None),
    case("cot", "letters4",
         "Tracing the net: the star face is adjacent to the circle face and opposite the square. In option A the "
         "star touches the square, impossible. In option C the circle is hidden, but the star and square share an "
         "edge again. Option D shows star, circle and triangle meeting at a corner, which the net allows. So D.", "D"),
    case("cot", "yes_no",
         "Going edge by edge: Morocco–capital–Rabat is right; Morocco–currency–dirham is right; Morocco–member "
         "of–African Union is right; Morocco–language–Portuguese is not, the official languages are Arabic and "
         "Berber. So the graph does contain a factual error.", "Yes"),
    case("cot", "count",
         "Let me list the entities: Greece, Athens, Euro, Greek, European Union, NATO, Turkey, Ankara. Each "
         "appears once. That gives eight entities.", "8"),
    case("cot", "odd6",
         "Every panel shows a shape with its mirror image beside it, except one where the second shape is rotated "
         "instead of mirrored. I think it's either B or D, since both look rotated to me, and I can't separate them "
         "at this size.", None),
    case("markdown", "letters4", "### Verdict\n- ~~A~~ mirrored\n- ~~B~~ extra cube\n- **C** ✔ matches\n- ~~D~~ wrong "
         "angle", "C"),
    case("markdown", "yes_no", "**No anomalies detected.** Every triple checks out against what I know.", "No"),
    case("markdown", "entity", "The masked node: **Addis Ababa** (capital of Ethiopia).", "E", EAST_AFRICA),
    case("markdown", "letters6", "**Possible answers:** B, E", None),
    case("boxed", "letters4", "Combining the two reflections, the result is $\\boxed{\\mathbf{C}}$.", "C"),
    case("boxed", "count", "Total: $\\boxed{\\text{seven}}$", "7"),
    case("boxed", "yes_no", "$\\boxed{\\text{Yes, there is an error}}$", "Yes"),
    case("boxed", "letters6", "$\\boxed{?}$ — the panels are too small to read.", None),
    case("json", "letters4", '{"reasoning": "holes mirror across both folds", "final": "B"}', "B"),
    case("json", "yes_no", '{"contains_error": "yes", "triple": ["Peru", "capital", "Cusco"]}', "Yes"),
    case("json", "count", '{"entities": 9, "relations": 12}', "9"),
    case("json", "odd6", '{"odd_one_out": ["A", "F"]}', None),
    case("restate", "relation", "It's 'currency': the edge goes from Japan to the yen.", "C", RELATIONS),
    case("restate", "entity", "The answer is the Krone — Denmark's currency.", "D", CURRENCIES),
    case("restate", "entity", "NATO, since Norway is a member of NATO but not of the EU.", "B", ORGS),
    case("restate", "entity", "Either Dutch or French — both are spoken in Brussels.", None, LANGUAGES),
    case("multilingual", "letters4", "答案应该是选项D，因为只有它的孔是对称的。", "D"),
    case("multilingual", "yes_no", "Nein, alles stimmt.", "No"),
    case("multilingual", "count", "Il y a exactement six nœuds.", "6"),
    case("multilingual", "letters4", "Je ne peux pas trancher entre A et D.", None),
    case("hedging", "letters4", "Hard to be certain, but C seems the most consistent.", "C"),
    case("hedging", "yes_no", "I'd lean towards no error, but I'm not confident.", "No"),
    case("hedging", "count", "Somewhere between 9 and 11 entities.", None),
    case("hedging", "letters6", "Could be A. Could be F. Honestly a coin flip.", None),
    case("refusing", "letters4", "The image didn't come through, so I can't answer.", None),
    case("refusing", "yes_no", "I'm not able to evaluate the factual accuracy of this graph.", None),
    case("refusing", "count", "Counting is not possible at this resolution.", None),
    case("refusing", "odd6", "Sorry, I can't help with this one.", None),
    case("structured", "letters4", "<result>\n  <option>B</option>\n</result>", "B"),
    case("structured", "yes_no", "has_error: no\nnotes: all edges verified", "No"),
    case("structured", "count", "| Metric | Value |\n|---|---|\n| Entities | 8 |\n| Relations | 10 |", "8"),
    case("structured", "letters4", "<answer>?</answer>", None),
    case("revising", "letters4", "D. Hold on — D's hole is on the wrong side. Going through again... B is the one.",
         "B"),
    case("revising", "count", "Twelve. No wait, I double-counted Vienna: eleven.", "11"),
    case("revising", "odd6", "First pass says E, second pass says C. I can't resolve it.", None),
    case("revising", "yes_no",
         "Step 1: capital — correct. Step 2: currency — correct. Step 3: language — incorrect (Brazil speaks "
         "Portuguese, not Spanish). Therefore yes.", "Yes"),
    case("academic", "letters4",
         "A close reading of the folding sequence suggests that the configuration in option A is the only one "
         "congruent with both creases.", "A"),
    case("academic", "yes_no",
         "The triples are, without exception, consistent with established geography; I would therefore answer in "
         "the negative.", "No"),
    case("academic", "count",
         "The graph, once the duplicated node is discounted, comprises ten entities.", "10"),
    case("academic", "letters6",
         "A compelling case can be made for either B or E; the evidence does not privilege one over the other.",
         None),
    case("polyglot", "letters4", "La respuesta final es la B.", "B"),
    case("polyglot", "yes_no", "Nee, de graaf bevat geen fouten.", "No"),
    case("polyglot", "count", "グラフには全部で11個のノードがあります。", "11"),
    case("polyglot", "letters4", "Non lo so, potrebbe essere A oppure C.", None),
]

# ---- round 9: four new voices, written after round 8's fixes, before any rule change touching them and before the
# ---- extractor was run on them; scored once as they stood
# ---- reasoner: thinking models (DeepSeek-R1, QwQ, Qwen3, Kimi-VL-Thinking) whose reply follows a reasoning block ----
REASONER = [
    case("reasoner", "letters4",
         "<think>\nOkay, so the paper is folded in half vertically, then horizontally, and a hole is punched in the "
         "corner. When unfolding, each fold doubles the holes, so 4 holes total. Option A has 2 holes, so no. Option "
         "B has 4 holes but they're in the middle. Hmm, wait, actually the punch is near the corner of the folded "
         "packet where the folded edges meet, which maps to the centre of the sheet. So B might be right. Let me "
         "check C: 4 holes near the corners. That would need the punch at the open corner. So B.\n</think>\n\nThe "
         "holes end up clustered around the centre of the sheet, so the answer is **B**.", "B"),
    case("reasoner", "letters4",
         "<think>\nThe reference object has an L shape. Rotating 90 degrees about the vertical axis... Option A "
         "looks like a mirror. Option C has an extra cube. Between B and D. D's arm points backward, B's points "
         "right. After rotation the right arm should point toward the viewer. Neither? Wait, B shows it toward the "
         "viewer from this angle. So B.\n</think>\n\n**Answer: B**", "B"),
    case("reasoner", "letters4",
         "<think>\nLet me think about the net. The red face is opposite the blue face. Option A: red next to blue — "
         "impossible. Option C: red, green, yellow meet at a corner — possible. Option D: red and blue adjacent — "
         "impossible. Option B: blue, green, white — possible too? The net has white opposite green, so no.\n"
         "</think>\n\nOnly option C can be folded from the net.\n\n**Final Answer**\n\\[\n\\boxed{C}\n\\]", "C"),
    case("reasoner", "letters4",
         "<think>\nThe holes... A or C. Both have four holes. I can't see the difference at this resolution. Let me "
         "look again. Still can't tell.\n</think>\n\nI can't tell A and C apart at this resolution, so I can't give "
         "a single answer.", None),
    case("reasoner", "letters4",
         "Okay, let's figure out the rotation. The object turns 180° about the horizontal axis, so the top becomes "
         "the bottom and the front becomes the back. Option A keeps the top cube on top, which is wrong. Option D "
         "flips it correctly.\n</think>\n\nD", "D"),
    case("reasoner", "letters4", "<think>\n\n</think>\n\nThe answer is A.", "A"),
    case("reasoner", "letters4",
         "<think>\nFirst guess: answer A, because the holes look symmetric. But wait, A has the holes on the left "
         "only. After unfolding, the right side must also have holes. C has both sides.\n</think>\n\nThe unfolded "
         "sheet is shown in option C.", "C"),
    case("reasoner", "letters4",
         "<think>\nHmm, this is tricky. The snapshots show a square moving right and growing. At t=1 it should be at "
         "the far right and twice as big. A has it at far right but same size. B is twice as big but in the middle. "
         "C is small and in the middle. D is at the far right, but three times as big.\n</think>\n\nNone of the four "
         "options matches the predicted final frame exactly.", None),
    case("reasoner", "letters4",
         "<think>\nLet me compare each option with the reference shape.\n\nOption A: rotated 90° clockwise — the "
         "question says rotation about the vertical axis, so the top view should stay the same... yes, A keeps the "
         "top view.\nOption B: this looks mirrored.\nOption C: extra cube at the back.\nOption D: top view changed, "
         "so it's not a vertical-axis rotation.\n\nSo A.\n</think>\n\n**A** — it is the only option whose top view "
         "is unchanged by the rotation about the vertical axis.", "A"),
    case("reasoner", "letters4",
         "◁think▷The first fold is diagonal, so the hole reflects across the diagonal. Then one more fold along the "
         "other diagonal. Four holes on the two diagonals. That's option D.◁/think▷The answer is D.", "D"),
    case("reasoner", "letters4",
         "<think>\nAlright, the question is about unfolding. The paper is folded twice. Let me consider option A "
         "first: it has two holes. Option B: four holes. Option C: four holes but arranged differently. I need to "
         "figure out where the punch was. The punch is at", None),
    case("reasoner", "letters4",
         "<think>\nCould it be D? D has the hole in the lower half, but the punch was in the upper half. So not D. "
         "B has the holes in the upper half, mirrored left-right.\n</think>\n\n**Answer:** \\boxed{B}", "B"),
    case("reasoner", "letters4",
         "<think>\n好的，这道题是关于折纸的。纸先对折再对折，然后打孔。展开后应该有四个孔。选项A只有两个孔，选项B有四个孔但位置"
         "不对，选项D有四个孔且位置对称。\n</think>\n\n答案是 D。", "D"),
    case("reasoner", "letters6",
         "<think>\nThe shape moves along a circle and changes colour from red to blue. At the last frame it should "
         "be at the bottom and blue. E is at the bottom and blue; F is at the bottom but red.\n</think>\n\nE", "E"),
    case("reasoner", "letters6",
         "<think>\nOptions A-F. Let me go through them. A no, B no, C maybe, D no, E maybe, F no. C versus E: C has "
         "the arrow pointing to the star, which is right since they're adjacent in the net; E has the arrow pointing "
         "away.\n</think>\n\nThe correct folding is option C.", "C"),
    case("reasoner", "letters6",
         "<think>\nI can't really see the options well. B and F look similar.\n</think>\n\nIt's either B or F; I "
         "can't narrow it down further.", None),
    case("reasoner", "odd6",
         "<think>\nConcept: all shapes are closed curves. A closed, B closed, C closed, D has a gap — open. E closed, "
         "F closed. So D is the odd one.\n</think>\n\nThe odd one out is **D**.", "D"),
    case("reasoner", "odd6",
         "<think>\nThe panels show symmetry. A: symmetric. B: symmetric. C: rotational symmetry only... is that "
         "still symmetric? Yes, rotation symmetry counts. D: symmetric. E: not symmetric, the left arm is longer. "
         "F: symmetric.\n</think>\n\nPanel E breaks the rule because it has no symmetry at all.", "E"),
    case("reasoner", "odd6",
         "<think>\nCounting: A 3, B 3, C 3, D 3, E 3, F 4. Hmm wait, let me recount B: 1, 2, 3, 4. So B also has 4? "
         "Let me look again... no, B has 3, one of them is just larger. F has 4.\n</think>\n\n\\boxed{F}", "F"),
    case("reasoner", "odd6",
         "<think>\nThe rule might be 'all shapes are convex' — then C breaks it. Or it might be 'all shapes have an "
         "even number of sides' — then A breaks it. Both rules fit five panels.\n</think>\n\nTwo rules fit five of "
         "the six panels each, one singling out A and the other C, so the puzzle is ambiguous as I see it.", None),
    case("reasoner", "odd6",
         "<think>\nAll panels but one show the small shape inside the big one. In panel B the small one is outside."
         "\n</think>\nB", "B"),
    case("reasoner", "yes_no",
         "<think>\nLet me check each triple. (France, capital, Paris) correct. (France, currency, Euro) correct. "
         "(France, member of, NATO) correct. (France, shares border with, Portugal) — France doesn't border "
         "Portugal; Spain is between them. So there's an error.\n</think>\n\nYes. The triple (France, shares border "
         "with, Portugal) is wrong: Spain lies between the two.", "Yes"),
    case("reasoner", "yes_no",
         "<think>\nGermany-capital-Berlin ok. Germany-currency-Euro ok. Germany-official language-German ok. "
         "Germany-member of-EU ok. Everything correct.\n</think>\n\n**No**, the knowledge graph contains no factual "
         "errors.", "No"),
    case("reasoner", "yes_no",
         "<think>\nHmm, Australia's capital listed as Sydney? Wait, actually it says Canberra. Let me re-read. Yes, "
         "Canberra. OK so no error there. Currency: Australian dollar, correct.\n</think>\n\nAll triples are "
         "correct, so there is no factual error.", "No"),
    case("reasoner", "yes_no",
         "<think>\nThe edge labels are blurry. I can read 'capital' and 'currency' but the third label is "
         "unreadable.\n</think>\n\nI can't read one of the edge labels, so I can't say whether the graph contains an "
         "error.", None),
    case("reasoner", "yes_no",
         "<think>\nOkay. Brazil - official language - Spanish. That's wrong, Brazil's official language is "
         "Portuguese.\n</think>\n\n\\boxed{Yes}", "Yes"),
    case("reasoner", "yes_no",
         "Let me check the triples one by one. Italy's capital is Rome — correct. Italy's currency is the Euro — "
         "correct. Italy borders Switzerland — correct.\n</think>\n\nNo", "No"),
    case("reasoner", "yes_no",
         "<think>\nThe graph says Canada's capital is Toronto. That's wrong, it's Ottawa.\n</think>\n\nThere is a "
         "factual error: Canada's capital is Ottawa, not Toronto.", "Yes"),
    case("reasoner", "count",
         "<think>\nEntities: Japan, Tokyo, Yen, Japanese, G7, South Korea, Seoul. That's 7. Let me double check, is "
         "there one at the bottom? No.\n</think>\n\nThe knowledge graph contains **7** entities.", "7"),
    case("reasoner", "count",
         "<think>\nLet me count nodes. 1. Kenya 2. Nairobi 3. Swahili 4. Kenyan shilling 5. African Union 6. Uganda "
         "7. Kampala 8. Tanzania. Wait, Tanzania — is it there? Yes, bottom left. 8 nodes.\n</think>\n\n8", "8"),
    case("reasoner", "count",
         "<think>\nI counted 9 first, but I listed Paris twice. So 8. Hmm, let me recount: France, Paris, Euro, "
         "French, EU, Germany, Berlin, Spain. Eight.\n</think>\n\n**Answer:** 8 entities.", "8"),
    case("reasoner", "count",
         "<think>\nThe graph is cut off at the right edge. I see 6 entities fully, and part of one more.\n</think>\n\n"
         "I can see six entities for certain and possibly a seventh that is cut off at the edge, so I can't give an "
         "exact count.", None),
    case("reasoner", "count",
         "<think>\nnodes: Egypt, Cairo, Arabic, Egyptian pound, Sudan, Khartoum, African Union, Libya, Tripoli, "
         "Nile? no, Nile is not there. So 9.\n</think>\n\n$\\boxed{9}$", "9"),
    case("reasoner", "count", "<think>\n\n</think>\n\n12", "12"),
    case("reasoner", "count",
         "<think>\nThe nodes overlap in the centre. Maybe 8, maybe 9.\n</think>\n\nEight or nine — two nodes overlap "
         "and I can't separate them.", None),
    case("reasoner", "count_relations",
         "<think>\nEdges: Spain-capital-Madrid, Spain-currency-Euro, Spain-language-Spanish, Spain-member of-EU, "
         "Spain-borders-Portugal, Portugal-capital-Lisbon. That's 6 edges. And 7 nodes.\n</think>\n\nThe graph "
         "contains 6 relations (between 7 entities).", "6"),
    case("reasoner", "count_relations",
         "<think>\nOkay, count arrows: 1, 2, 3, 4, 5, 6, 7, 8, 9, 10. Ten arrows. 8 nodes.\n</think>\n\nThere are ten "
         "relations.", "10"),
    case("reasoner", "entity",
         "<think>\nThe masked node is connected to Rwanda by 'capital'. Capital of Rwanda is Kigali. Options: "
         "Nairobi, Kampala, Kigali, Dodoma, Addis Ababa. Kigali.\n</think>\n\nKigali", "C", EAST_AFRICA),
    case("reasoner", "entity",
         "<think>\nThe masked entity is the capital of Tanzania. People often say Dar es Salaam, but the official "
         "capital is Dodoma. Dodoma is option D.\n</think>\n\nThe hidden entity is Dodoma.", "D", EAST_AFRICA),
    case("reasoner", "entity",
         "<think>\nThe edge into the mask is 'official language' from Belgium. Belgium has Dutch, French and German. "
         "All three are options.\n</think>\n\nBelgium has three official languages and all three are options "
         "(Dutch, French, German), so the graph doesn't determine which one is masked.", None, LANGUAGES),
    case("reasoner", "entity",
         "<think>\nLiechtenstein's currency is the Swiss franc. It's in the options.\n</think>\n\n**Swiss franc**",
         "B", CURRENCIES),
    case("reasoner", "relation",
         "<think>\nThe edge goes from Poland to the European Union. Poland is a member of the EU. So 'member of'.\n"
         "</think>\n\nThe masked relation is \"member of\".", "D", RELATIONS),
    case("reasoner", "relation",
         "<think>\nThe edge links Bern and Switzerland. Bern is the capital of Switzerland. Direction: Bern → "
         "Switzerland, so 'capital of'.\n</think>\n\ncapital of", "A", RELATIONS),
    case("reasoner", "relation",
         "<think>\nKenya and Tanzania: neighbours. Could be 'located in region'? No, that would go to a region node. "
         "So shares border with.\n</think>\n\nThey share a border, so the masked relation is the fourth option.", "D",
         RELATIONS_2),
    case("reasoner", "letters4",
         "<think>\nOk. The object rotates... I think A. No wait, C. Hmm, actually it might be A after all. I'm going "
         "back and forth.\n</think>\n\nI keep going back and forth between A and C and can't settle on one.", None),
    case("reasoner", "letters4",
         "<think>\nThe holes are symmetric about the horizontal fold. Options B and D both have that, but only D "
         "also mirrors across the vertical fold.\n</think>\n\n### Answer\nD", "D"),
    case("reasoner", "letters6",
         "<think>\n\n</think>\n\nI'm sorry, but I can't see any image in your message. Could you upload it again?",
         None),
    case("reasoner", "letters4",
         "<think>\nThe fold is horizontal. The hole in the top half is mirrored to the bottom half. Option A shows "
         "that.\n</think>\n\nThe answer is A: the hole in the top half is mirrored into the bottom half when the "
         "sheet is unfolded. Let me know if you'd like a step-by-step sketch!", "A"),
    case("reasoner", "odd6",
         "<think>\nAll shapes have 4 sides except... A square, B rhombus, C rectangle, D trapezoid, E pentagon, F "
         "parallelogram. E has 5 sides.\n</think>\n\nE is the odd one out (five sides, the others have four).", "E"),
    case("reasoner", "letters4",
         "<think>\nLet me think. A mirror, B correct rotation, C correct rotation but wrong angle, D mirror. Hmm, B "
         "is the 90° one.\n</think>\n\nOption B.", "B"),
]

# ---- smallmodel: small and base vision-language models (<= 3B) with degenerate formatting -------------------------
SMALLMODEL = [
    case("smallmodel", "letters4", "(B", "B"),
    case("smallmodel", "letters4", "B.", "B"),
    case("smallmodel", "letters4", "Option b", "B"),
    case("smallmodel", "letters4", "the answer is c", "C"),
    case("smallmodel", "letters4", "Answer: Option D: Option D", "D"),
    case("smallmodel", "letters4", "B</s>", "B"),
    case("smallmodel", "letters4", "ASSISTANT: A", "A"),
    case("smallmodel", "letters4", "C C C C C C C C", "C"),
    case("smallmodel", "letters4", "Which option shows the sheet after it is completely unfolded? D", "D"),
    case("smallmodel", "letters4", "A\n\nQuestion: Which option shows the cube after rotation?\nAnswer: C", "A"),
    case("smallmodel", "letters4", "d.", "D"),
    case("smallmodel", "letters4", "The correct option is b.", "B"),
    case("smallmodel", "letters4", "The image shows a square sheet of paper with holes. The answer is B.", "B"),
    case("smallmodel", "letters4", "A, B, C, D", None),
    case("smallmodel", "letters4", "The image shows a piece of paper that is folded.", None),
    case("smallmodel", "letters4", "Which option shows the sheet after it is completely unfolded?", None),
    case("smallmodel", "letters4", "answer:a", "A"),
    case("smallmodel", "letters4", "Answer: (C", "C"),
    case("smallmodel", "letters4", "答案是B. The holes are symmetric.", "B"),
    case("smallmodel", "letters4", "I", None),
    case("smallmodel", "letters6", "e", "E"),
    case("smallmodel", "letters6", "F) Option F", "F"),
    case("smallmodel", "letters6", "The answer is Option E.", "E"),
    case("smallmodel", "letters6", "Option", None),
    case("smallmodel", "odd6", "The panel that is different is panel c.", "C"),
    case("smallmodel", "odd6", "D is different", "D"),
    case("smallmodel", "odd6", "odd one out: a", "A"),
    case("smallmodel", "odd6", "The odd one out is the one that is different.", None),
    case("smallmodel", "odd6", "In panel E, the shape is a triangle. E", "E"),
    case("smallmodel", "yes_no", "yes</s>", "Yes"),
    case("smallmodel", "yes_no", "Yes.Yes.Yes.", "Yes"),
    case("smallmodel", "yes_no", "there is no error", "No"),
    case("smallmodel", "yes_no", "Yes, there is no error.", None),
    case("smallmodel", "yes_no", "No. The knowledge graph is correct.", "No"),
    case("smallmodel", "yes_no", "Is there a factual error in the knowledge graph? No", "No"),
    case("smallmodel", "yes_no", "The knowledge graph shows France, Paris, Euro. Yes", "Yes"),
    case("smallmodel", "yes_no", "Yes or no", None),
    case("smallmodel", "count", "7 entities 7 entities", "7"),
    case("smallmodel", "count", "There are 5 entities in the image.", "5"),
    case("smallmodel", "count", "The knowledge graph contains 9 entities entities entities entities", "9"),
    case("smallmodel", "count", "seven (7)", "7"),
    case("smallmodel", "count", "10.", "10"),
    case("smallmodel", "count", "How many entities does the knowledge graph contain? 6", "6"),
    case("smallmodel", "count", "many", None),
    case("smallmodel", "count_relations", "5 relations", "5"),
    case("smallmodel", "entity", "kampala kampala kampala", "B", EAST_AFRICA),
    case("smallmodel", "entity", "The answer is Vaduz.", "C", EUROPE),
    case("smallmodel", "entity", "answer: brussels", "E", EUROPE),
    case("smallmodel", "entity", "Nairobi, Kampala, Kigali, Dodoma, Addis Ababa", None, EAST_AFRICA),
    case("smallmodel", "relation", "border", "E", RELATIONS),
    case("smallmodel", "relation", "Capital Of", "A", RELATIONS),
]

# ---- truncated: replies cut off by the generation limit; committed only if the answer came before the cut --------
TRUNCATED = [
    case("truncated", "letters4",
         "The answer is C. To see why, consider the first fold: the left half is brought over the right half, so "
         "any hole punched through", "C"),
    case("truncated", "letters4",
         "Let me analyze each option.\n\nOption A shows the holes mirrored across the vertical axis, but the", None),
    case("truncated", "letters4", "**Answer: B**\n\nExplanation:\n1. The net folds so that the red face", "B"),
    case("truncated", "letters4",
         "Step 1: Identify the fold lines. The paper is folded twice.\nStep 2: Locate the punch. It is near the "
         "top-left corner of the folded packet.\nStep 3: Unfold. Each unfolding mirrors the holes across the crease, "
         "so the final sheet has four holes. Comparing with the options, option D has", None),
    case("truncated", "letters4", "Between B and D, the correct one is", None),
    case("truncated", "letters4", "So the answer is (", None),
    case("truncated", "odd6",
         "Looking at each panel, the rule is that every shape is enclosed. Therefore, the odd one out is panel", None),
    case("truncated", "yes_no",
         "Yes, the graph contains an error: the triple (Peru, capital, Cusco) is wr", "Yes"),
    case("truncated", "yes_no",
         "No, there is no factual error in the knowledge graph. Let me verify each triple:\n1. (Japan, capital, "
         "Tokyo) ✓\n2. (Japan, currency, Ye", "No"),
    case("truncated", "letters4",
         "I think the answer is B, but let me double-check by rotating option D. If D is turned 90° about the "
         "vertical axis, the", "B"),
    case("truncated", "letters4",
         "<think>\nOkay, let's see. The question asks which panel shows the rotated object. Panel A has the arm "
         "pointing left. Panel B", None),
    case("truncated", "count",
         "Counting the entities: Germany, Berlin, Euro, German, European Union, France, Paris — that's 7 so far, and "
         "there are a few more in the lower", None),
    case("truncated", "entity", "The masked entity is Kigali, the capital of Rw", "C", EAST_AFRICA),
    case("truncated", "letters4",
         "To determine which option is correct, we need to carefully analyze the folding process. First, the square "
         "sheet is folded in half along the diagonal. This creates a triangle. Then", None),
    case("truncated", "letters6",
         "## Analysis\n\nThe moving shape follows a clockwise path and grows at each step.\n\n## Answer\n\n**E** — "
         "the shape is in the lower-left corner and at its largest size, which matches the pattern of", "E"),
    case("truncated", "letters6",
         "Let's check each candidate:\n- A: wrong colour\n- B: wrong position\n- C: correct position and colour\n- D:",
         None),
    case("truncated", "odd6",
         "E. The other five panels all show shapes with an even number of sides, while the shape in E has five "
         "sides, making it the", "E"),
    case("truncated", "odd6",
         "The concept shared by the panels appears to be rotational symmetry. Panels A, B, C and D clearly have it. "
         "Panel E", None),
    case("truncated", "yes_no",
         "To answer this, I will check every triple against world knowledge.\n\n| Triple | Correct? |\n|---|---|\n"
         "| (Spain, capital, Madrid) | Yes |\n| (Spain, currency, Euro) | Yes |\n| (Spain, shares border with, Italy) "
         "|", None),
    case("truncated", "yes_no",
         "There is an error in the knowledge graph. The edge labelled 'currency' connects Sweden to the Euro, but "
         "Sweden uses the Swedish kr", "Yes"),
    case("truncated", "count",
         "The knowledge graph contains 11 entities. Here they are: 1. Italy 2. Rome 3. Euro 4. Italian 5.", "11"),
    case("truncated", "count",
         "Let me count the nodes one by one:\n1. Brazil\n2. Brasília\n3. Portuguese\n4. Real\n5. Mercosur\n6. "
         "Argentina\n7.", None),
    case("truncated", "count_relations",
         "There are 9 relations in the graph: capital, currency, official language, member of, shares border with",
         "9"),
    case("truncated", "entity",
         "Based on the graph, the missing node is connected to Ethiopia with the edge 'capital', which means the "
         "hidden entity should be", None, EAST_AFRICA),
    case("truncated", "relation",
         "The relation is 'member of', because the edge points from Norway to NAT", "D", RELATIONS),
    case("truncated", "relation",
         "The masked edge connects Portugal and Spain. Looking at the options, 'capital of' doesn't fit since "
         "neither city", None, RELATIONS),
    case("truncated", "letters4",
         "D\n\nExplanation: When the paper is unfolded, the hole punched through both layers appears twice, "
         "symmetric about the", "D"),
    case("truncated", "letters4",
         "Answer: A\n\nReasoning: The object in A is the reference rotated by 90° about the vertical axis. To verify, "
         "look at the single cube that sticks out at the", "A"),
    case("truncated", "letters4",
         "After unfolding twice, the holes form a symmetric pattern in all four quadrants, which corresponds to "
         "option", None),
    case("truncated", "letters4",
         "The correct option is C because it is the only one in which the two holes lie on the same side of the "
         "crea", "C"),
    case("truncated", "letters6",
         "Option F matches the final state: the circle has moved three cells to the right and turned blue. Option",
         "F"),
    case("truncated", "odd6",
         "Panel B is the odd one out: its arrows point inward while in all the other panels they point out", "B"),
    case("truncated", "yes_no",
         "Let me check each relation.\n\n- Egypt → capital → Cairo: correct.\n- Egypt → currency → Egyptian pound: "
         "correct.\n- Egypt → official language → Arabic: correct.\n- Egypt → member of → European", None),
    case("truncated", "count",
         "I count 8 entities: Kenya, Nairobi, Swahili, Kenyan shilling, African Union, Uganda, Kampala, Tanzan",
         "8"),
    case("truncated", "count",
         "Total number of entities = 1 (Japan) + 1 (Tokyo) + 1 (Yen) + 1 (Japanese) + 1 (G7) +", None),
    case("truncated", "entity",
         "Vaduz is the capital of Liechtenstein, and the graph has the capital edge going from the masked node to "
         "Liechtenstein, so the answer is Vaduz, which is option", "C", EUROPE),
    case("truncated", "letters4",
         "Option B is incorrect because the hole is on the wrong side. Option C is incorrect because there are only "
         "two holes. Option A", None),
    case("truncated", "letters4",
         "**Step-by-step reasoning:**\n\n1. **First fold:** The sheet is folded left to right.\n2. **Second fold:** "
         "It is folded top to bottom.\n3. **Punch:** A hole goes through all four layers.\n4. **Unfold:** The holes "
         "appear at", None),
    case("truncated", "yes_no",
         "No error. All the triples are consistent with real-world facts: Vienna is the capital of Austria, the Euro "
         "is its currency, and it is a member of the European Un", "No"),
    case("truncated", "letters6",
         "The final frame should show the triangle at the top right, rotated 180°. Looking at the options, A has it "
         "at the top right but unrotated; B", None),
    case("truncated", "odd6",
         "The answer is D. In every other panel the two shapes touch; in D they are separated by a small gap, which "
         "violates the", "D"),
    case("truncated", "count",
         "There are ten entities in the knowledge graph, namely China, Beijing, Renminbi, Mandarin, Shanghai", "10"),
    case("truncated", "letters4",
         "Comparing the reference object with each candidate: A is a mirror image. B is the correct rotation. C has "
         "an extra cube. D is rotated about the wrong ax", "B"),
    case("truncated", "yes_no",
         "Yes. (Argentina, capital, Buenos Aires) is correct, (Argentina, currency, Peso) is correct, but "
         "(Argentina, shares border with, Peru) is incorrect since the two countries do not", "Yes"),
    case("truncated", "letters4",
         "The unfolded sheet has holes in a 2×2 grid near the centre. Options A and C both show a 2×2 grid, but only",
         None),
    case("truncated", "entity",
         "The masked node is Uganda's capital. The capital of Uganda is Kampala, so the answer is", "B", EAST_AFRICA),
    case("truncated", "letters6",
         "I can't see the image clearly, but based on the description, the most likely answer is", None),
    case("truncated", "relation",
         "shares border with — Kenya and Uganda are neighbours and the edge runs between the two count", "E",
         RELATIONS),
    case("truncated", "count_relations",
         "The graph has 7 nodes and 8 edges (relations). Listing the edges: Peru–Lima (capital), Peru–Sol "
         "(currency), Peru–", "8"),
    case("truncated", "letters4", "Answer: (B) — the", "B"),
]

# ---- llama: Llama-3.x-Vision habits, '## Step n:' headings and 'The final answer is: $\boxed{...}$' --------------
LLAMA = [
    case("llama", "letters4",
         "## Step 1: Understand the folds\nThe paper is folded in half vertically and then horizontally.\n\n## Step "
         "2: Locate the hole\nThe hole is punched near the folded corner.\n\n## Step 3: Unfold\nUnfolding twice "
         "creates four holes that meet near the centre.\n\n## Step 4: Compare with the options\nOption B shows four "
         "holes around the centre.\n\nThe final answer is: $\\boxed{B}$", "B"),
    case("llama", "letters4",
         "## Step 1: Identify the reference object\nThe reference is an L-shaped polycube.\n\n## Step 2: Apply the "
         "rotation\nA 90° turn about the vertical axis moves the arm from the right to the front.\n\n## Step 3: "
         "Eliminate options\nA and D are mirror images; B has an extra cube.\n\nThe final answer is: $\\boxed{C}$",
         "C"),
    case("llama", "letters4", "The final answer is $\\boxed{D}$.", "D"),
    case("llama", "letters4",
         "## Step 1: Analyze the holes\nThe holes must be mirrored across both creases.\n\n## Step 2: Conclusion\n"
         "Both A and C are consistent with the folds.\n\nThe final answer is: $\\boxed{A, C}$", None),
    case("llama", "letters4",
         "I'm not able to view the image you've provided, so I can't determine which option is correct. If you "
         "describe the options, I can help you reason through the folding.", None),
    case("llama", "letters4",
         "## Step 1: The hole is punched through two layers.\nWhen the sheet is folded once, a single punch makes "
         "two holes.\n\n## Step 2: Reflect across the crease.\nThe crease is horizontal, so the second hole is "
         "directly below the first.\n\n## Step 3: Match.\nOnly option A has two holes one above the other.\n\nThe "
         "final answer is: $\\boxed{\\text{A}}$", "A"),
    case("llama", "letters4",
         "*Answer*: B\n\n*Explanation*: Rotating the object 180° about the horizontal axis puts the red cube at the "
         "bottom, as in B.", "B"),
    case("llama", "letters4",
         "## Step 1: Analyze the net\nThe net has six faces; the star is opposite the circle.\n\n## Step 2: Check "
         "the options\n- Option A: star next to circle → impossible\n- Option B: star, square, triangle → possible\n"
         "- Option C: circle next to star → impossible\n- Option D: star next to circle → impossible\n\nThe final "
         "answer is: $\\boxed{Option B}$", "B"),
    case("llama", "letters4",
         "The final answer is: $\\boxed{C}$. This is because the holes are mirrored across both creases.", "C"),
    case("llama", "letters4",
         "## Step 1: Examine the options\nThe four options differ in where the holes are.\n\n## Step 2: Determine "
         "the hole positions\nWithout seeing which corner was punched, the position cannot be determined.\n\nThe "
         "final answer is: $\\boxed{\\text{Cannot be determined}}$", None),
    case("llama", "letters4",
         "## Step 1: Trace the rotation\nThe object turns 90° clockwise when seen from above.\n\n## Step 2: Find "
         "the match\nThe arm that pointed left now points towards the viewer, as in (D).\n\nThe final answer is: "
         "$\\boxed{(D)}$", "D"),
    case("llama", "letters4",
         "**Analysis**\n\nThe reference shape is rotated 270° clockwise, which is 90° counter-clockwise.\n\n"
         "**Answer:** A", "A"),
    case("llama", "letters4", "The correct answer is B) The sheet has four holes arranged symmetrically.", "B"),
    case("llama", "letters6",
         "## Step 1: Trace the motion\nThe circle moves one cell right per frame.\n\n## Step 2: Trace the colour\n"
         "The colour alternates red, blue, red.\n\n## Step 3: Predict the last frame\nThe circle is in the last "
         "column and blue.\n\nThe final answer is: $\\boxed{F}$", "F"),
    case("llama", "letters6", "The final answer is E.", "E"),
    case("llama", "letters6",
         "## Step 1: Look at the frames\nThe image is too low-resolution to tell the frames apart.\n\nThe final "
         "answer is: $\\boxed{\\text{Insufficient information}}$", None),
    case("llama", "odd6",
         "## Step 1: Find the common rule\nFive panels show closed shapes.\n\n## Step 2: Find the exception\nPanel "
         "C shows an open curve.\n\nThe final answer is: $\\boxed{C}$", "C"),
    case("llama", "odd6",
         "## Step 1: Count the sides of each shape\nA: 4, B: 4, C: 4, D: 3, E: 4, F: 4.\n\n## Step 2: Identify the "
         "odd one out\nD is the only triangle.\n\nThe final answer is: $\\boxed{D}$", "D"),
    case("llama", "odd6",
         "The odd one out is panel F because its shape is not symmetric about any axis. The final answer is: "
         "$\\boxed{F}$", "F"),
    case("llama", "odd6",
         "## Step 1: Compare the panels\nPanels B and E both differ from the others in different ways.\n\n## Step 2: "
         "Decide\nIt is not possible to single out one panel.\n\nThe final answer is: $\\boxed{B \\text{ or } E}$",
         None),
    case("llama", "odd6", "**Odd one out:** A\n\nPanel A is the only one with a shape outside the frame.", "A"),
    case("llama", "yes_no",
         "## Step 1: Check the capital\nFrance's capital is Paris, which matches the graph.\n\n## Step 2: Check the "
         "currency\nFrance uses the Euro, which matches.\n\n## Step 3: Check the border\nThe graph says France "
         "shares a border with Portugal, which is false.\n\nThe final answer is: $\\boxed{Yes}$", "Yes"),
    case("llama", "yes_no",
         "## Step 1: Verify each triple\nAll triples match real-world facts.\n\nThe final answer is: $\\boxed{No}$",
         "No"),
    case("llama", "yes_no",
         "There is a factual error because the capital of Turkey is Ankara, not Istanbul. The final answer is: "
         "$\\boxed{\\text{Yes}}$", "Yes"),
    case("llama", "yes_no",
         "No, there is no factual error in the knowledge graph. All the relationships shown are accurate.", "No"),
    case("llama", "yes_no",
         "I can't verify the facts in this knowledge graph without more information about the entities involved.",
         None),
    case("llama", "yes_no",
         "## Step 1: Identify the triples\n(Japan, capital, Tokyo), (Japan, currency, Yen), (Japan, shares border "
         "with, China).\n\n## Step 2: Check them\nJapan has no land border with China.\n\nThe final answer is: "
         "$\\boxed{\\text{Yes, there is an error}}$", "Yes"),
    case("llama", "yes_no",
         "## Step 1: Check (Italy, capital, Rome): correct.\n## Step 2: Check (Italy, currency, Lira): Italy has used "
         "the Euro since 2002, so this is outdated.\n\nThe final answer is: $\\boxed{Yes}$", "Yes"),
    case("llama", "count",
         "## Step 1: List the entities\nGermany, Berlin, Euro, German, European Union, France, Paris.\n\n## Step 2: "
         "Count them\nThere are 7 entities.\n\nThe final answer is: $\\boxed{7}$", "7"),
    case("llama", "count", "The final answer is: $\\boxed{12}$", "12"),
    case("llama", "count",
         "## Step 1: Count the nodes in the graph\nThe graph has nodes for India, New Delhi, Rupee, Hindi, English, "
         "BRICS, Pakistan, Islamabad and Nepal.\n\n## Step 2: Total\n9 nodes.\n\nThe final answer is: $\\boxed{9}$",
         "9"),
    case("llama", "count",
         "## Step 1: Count the visible nodes\nSome nodes overlap, so the count is between 8 and 10.\n\nThe final "
         "answer is: $\\boxed{8-10}$", None),
    case("llama", "count",
         "There are 6 entities in the knowledge graph: Chile, Santiago, Peso, Spanish, Argentina, Buenos Aires.\n\n"
         "The final answer is: $\\boxed{6}$", "6"),
    case("llama", "count", "The knowledge graph contains 8 entities.\n\nThe final answer is: $\\boxed{8}$", "8"),
    case("llama", "count",
         "I'm unable to count the entities in the image as it is not visible to me.", None),
    case("llama", "count_relations",
         "## Step 1: Count the edges\nThere are arrows for capital, currency, language, membership and two borders."
         "\n\n## Step 2: Total\n6 edges.\n\nThe final answer is: $\\boxed{6}$", "6"),
    case("llama", "entity",
         "## Step 1: Read the edge\nThe masked node is the capital of Ethiopia.\n\n## Step 2: Recall\nThe capital of "
         "Ethiopia is Addis Ababa.\n\nThe final answer is: $\\boxed{Addis Ababa}$", "E", EAST_AFRICA),
    case("llama", "entity", "The final answer is: $\\boxed{\\text{Nairobi}}$", "A", EAST_AFRICA),
    case("llama", "entity",
         "## Step 1: Identify the relation\nThe edge is 'currency' from Poland.\n\n## Step 2: Poland's currency\n"
         "Poland uses the złoty.\n\nThe final answer is: $\\boxed{Zloty}$", "E", CURRENCIES),
    case("llama", "entity",
         "## Step 1: The edge is 'member of'\nNorway is a member of NATO but not the EU, but the edge could also come "
         "from Denmark, which is a member of both.\n\n## Step 2: The source node is unreadable.\n\nThe final answer "
         "is: $\\boxed{\\text{Cannot determine}}$", None, ORGS),
    case("llama", "entity",
         "The masked entity is Bern, the capital of Switzerland.\n\nThe final answer is: $\\boxed{Bern}$", "B",
         EUROPE),
    case("llama", "relation",
         "## Step 1: Identify the entities\nThe edge connects Brussels and Belgium.\n\n## Step 2: Determine the "
         "relation\nBrussels is the capital of Belgium.\n\nThe final answer is: $\\boxed{\\text{capital of}}$", "A",
         RELATIONS),
    case("llama", "relation", "The final answer is: $\\boxed{member of}$", "D", RELATIONS),
    case("llama", "relation",
         "## Step 1: The edge goes from Rwanda to East Africa.\n\n## Step 2: East Africa is a region.\n\nThe final "
         "answer is: $\\boxed{located in region}$", "A", RELATIONS_2),
    case("llama", "letters4",
         "## Step 1: Fold analysis\nThe first fold is vertical.\n\n## Step 2: Second fold\nThe second fold is "
         "horizontal.\n\n## Step 3: Punch\nThe hole goes through all layers.\n\n## Step 4: Compare\nI cannot see the "
         "answer options clearly enough to compare them.", None),
    case("llama", "letters4", "The final answer is: $\\boxed{\\textbf{(B)}}$", "B"),
    case("llama", "letters4",
         "Based on the analysis, the correct answer is option D, as it is the only one showing the reference object "
         "after a 90° rotation about the vertical axis.\n\nThe final answer is: $\\boxed{D}$", "D"),
    case("llama", "letters4", "The final answer is: $\\boxed{None}$", None),
    case("llama", "odd6",
         "## Step 1: Look at the arrows\nIn five panels the arrows point outward.\n\nThe final answer is: "
         "$\\boxed{\\text{E}}$. Panel E is the only one whose arrows point inward.", "E"),
    case("llama", "letters6",
         "## Step 1: Determine the rotation per frame\nThe arrow turns 45° each frame.\n\n## Step 2: Predict\nAfter "
         "four frames it has turned 180° and points down.\n\n## Step 3: Match\nOnly option A points down.\n\nThe "
         "final answer is: $\\boxed{A}$", "A"),
]

# ---- round 10: four new voices, written after round 9's fixes, before any rule change touching them and before the
# ---- extractor was run on them; scored once as they stood
# ---- calibrated: replies that report a confidence or a probability next to (or instead of) the answer -----------
CALIBRATED = [
    case("calibrated", "letters4", "Answer: B\nConfidence: 80%", "B"),
    case("calibrated", "letters4", "B (confidence: 0.7)", "B"),
    case("calibrated", "letters4", "C, at roughly 60% certainty.", "C"),
    case("calibrated", "letters4",
         "Answer: D — confidence 95%. The holes are mirrored across both creases, which only D shows.", "D"),
    case("calibrated", "letters4", "My best guess is A, though my confidence is low (~35%).", "A"),
    case("calibrated", "letters4", "A: 25%, B: 25%, C: 25%, D: 25% — I genuinely can't tell them apart.", None),
    case("calibrated", "letters4", "Answer: C\nConfidence: 50% (it could equally be A)", "C"),
    case("calibrated", "letters4",
         "Confidence is too low to answer: A and D both look plausible (about 45% each).", None),
    case("calibrated", "letters4", "Final answer: B (high confidence)", "B"),
    case("calibrated", "letters4", "I'd put 90% on option D and the remaining 10% on B.", "D"),
    case("calibrated", "letters4", "Answer: A. Certainty: medium.", "A"),
    case("calibrated", "letters4", "C — 75% confident", "C"),
    case("calibrated", "letters4", "Confidence: 85%\nAnswer: C", "C"),
    case("calibrated", "letters4", "I'm not confident enough to answer this one (below 20% for every option).", None),
    case("calibrated", "letters4", "Answer: B\nConfidence: 100%\nReason: only B keeps the red face on top.", "B"),
    case("calibrated", "letters4", "No answer — my confidence is under 25% for each panel.", None),
    case("calibrated", "letters6", "Answer: F (confidence 85%)", "F"),
    case("calibrated", "letters6", "E, with about 2/3 confidence.", "E"),
    case("calibrated", "letters6", "Between B and E I'd split my confidence 50/50, so I won't pick one.", None),
    case("calibrated", "letters6", "Answer: D\nConfidence: 55%\nAlternative: F (40%)", "D"),
    case("calibrated", "odd6", "Odd one out: C. Confidence: 0.9", "C"),
    case("calibrated", "odd6", "I'm 70% confident the odd one out is D; E is my second choice.", "D"),
    case("calibrated", "odd6", "Answer: A\nConfidence: 30%\nNote: B is nearly as likely.", "A"),
    case("calibrated", "odd6",
         "Low confidence overall — B, D and F each seem about equally likely to be the odd one.", None),
    case("calibrated", "odd6", "I'm 95% sure: E.", "E"),
    case("calibrated", "yes_no", "Yes (confidence: 85%) — the graph lists Lyon as the capital of France.", "Yes"),
    case("calibrated", "yes_no", "Answer: No\nConfidence: 92%", "No"),
    case("calibrated", "yes_no",
         "I'm 80% sure there is an error: the currency of Sweden is given as the euro.", "Yes"),
    case("calibrated", "yes_no", "No error, I'm fairly confident (about 75%).", "No"),
    case("calibrated", "yes_no", "50/50 — I can't tell whether the border edge is right.", None),
    case("calibrated", "yes_no", "Yes. Confidence: 0.65", "Yes"),
    case("calibrated", "yes_no", "There is probably no error (70%), but one edge label is hard to read.", "No"),
    case("calibrated", "yes_no", "I'd estimate a 90% chance that the graph contains an error.", "Yes"),
    case("calibrated", "count", "Answer: 7\nConfidence level: 80%", "7"),
    case("calibrated", "count", "9 entities (confidence: 90%)", "9"),
    case("calibrated", "count", "I count 11 entities, confidence 60% — two nodes overlap.", "11"),
    case("calibrated", "count",
         "Somewhere from 8 to 10 entities; my confidence in any single number is below 40%.", None),
    case("calibrated", "count", "Entities: 6 (certainty: high)", "6"),
    case("calibrated", "count", "Eight, with 95% confidence.", "8"),
    case("calibrated", "count", "Count: 13. Confidence: 70%.", "13"),
    case("calibrated", "count_relations", "Relations: 10 — about 85% confident, one edge may be hidden.", "10"),
    case("calibrated", "count_relations", "12 relations, 70% confidence.", "12"),
    case("calibrated", "entity", "Answer: Kigali (confidence 95%)", "C", EAST_AFRICA),
    case("calibrated", "entity", "Most likely Bern (≈80%), since the edge is 'capital of' from Switzerland.", "B",
         EUROPE),
    case("calibrated", "entity", "French or Dutch, 50/50 — Belgium has both.", None, LANGUAGES),
    case("calibrated", "entity", "Euro, confidence: 0.9", "A", CURRENCIES),
    case("calibrated", "relation", "member of — 85% confident", "D", RELATIONS),
    case("calibrated", "relation", "Answer: shares border with (confidence: high)", "E", RELATIONS),
    case("calibrated", "relation",
         "Confidence too low to choose between 'part of' and 'located in region'.", None, RELATIONS_2),
]

# ---- worldlang: whole replies in languages the rules were not written for (Arabic, Hindi, Turkish, Vietnamese,
# ---- Indonesian, Polish, Swedish, Greek, Ukrainian, Czech, Thai, Hebrew, Persian) ----------------------------------
WORLDLANG = [
    case("worldlang", "letters4", "الإجابة الصحيحة هي الخيار C.", "C"),
    case("worldlang", "letters4", "الجواب: B", "B"),
    case("worldlang", "yes_no", "نعم، يوجد خطأ في الرسم البياني: عاصمة أستراليا هي كانبرا وليست سيدني.", "Yes"),
    case("worldlang", "yes_no", "لا، لا توجد أخطاء في الرسم البياني.", "No"),
    case("worldlang", "count", "يحتوي الرسم البياني على 8 كيانات.", "8"),
    case("worldlang", "letters4", "لا أستطيع تحديد الإجابة من الصورة.", None),
    case("worldlang", "letters4", "सही उत्तर विकल्प D है।", "D"),
    case("worldlang", "yes_no", "हाँ, ग्राफ़ में एक त्रुटि है: फ्रांस की राजधानी पेरिस है, लियोन नहीं।", "Yes"),
    case("worldlang", "count", "ग्राफ़ में कुल 7 इकाइयाँ हैं।", "7"),
    case("worldlang", "odd6", "जो आकृति नियम तोड़ती है वह E है।", "E"),
    case("worldlang", "letters4", "मुझे यकीन नहीं है, A या C हो सकता है।", None),
    case("worldlang", "letters6", "उत्तर: F", "F"),
    case("worldlang", "letters4", "Doğru cevap B seçeneğidir.", "B"),
    case("worldlang", "letters4", "Cevap: C", "C"),
    case("worldlang", "yes_no", "Evet, grafikte bir hata var: İsveç'in para birimi euro değil, İsveç kronudur.", "Yes"),
    case("worldlang", "yes_no", "Hayır, grafikte herhangi bir hata yok.", "No"),
    case("worldlang", "count", "Grafikte toplam 9 varlık var.", "9"),
    case("worldlang", "odd6", "Kuralı bozan şekil F'dir.", "F"),
    case("worldlang", "letters4", "Emin değilim; A veya D olabilir.", None),
    case("worldlang", "odd6", "Bu soruyu cevaplayamam.", None),
    case("worldlang", "entity", "Gizli varlık Kampala'dır, Uganda'nın başkenti.", "B", EAST_AFRICA),
    case("worldlang", "letters4", "Đáp án đúng là C.", "C"),
    case("worldlang", "letters4", "Đáp án: A", "A"),
    case("worldlang", "yes_no", "Có, đồ thị có lỗi: thủ đô của Canada là Ottawa, không phải Toronto.", "Yes"),
    case("worldlang", "yes_no", "Không, đồ thị không có lỗi nào.", "No"),
    case("worldlang", "count", "Đồ thị có tổng cộng 10 thực thể.", "10"),
    case("worldlang", "letters6", "Tôi không thể xác định được đáp án.", None),
    case("worldlang", "count", "Khoảng 8 hoặc 9 thực thể.", None),
    case("worldlang", "relation", "Quan hệ bị che là \"shares border with\" vì Kenya và Uganda là láng giềng.", "E",
         RELATIONS),
    case("worldlang", "letters4", "Jawaban yang benar adalah D.", "D"),
    case("worldlang", "letters4", "Jawabannya adalah opsi B karena lubangnya simetris.", "B"),
    case("worldlang", "yes_no", "Ya, ada kesalahan: ibu kota Jepang adalah Tokyo, bukan Osaka.", "Yes"),
    case("worldlang", "yes_no", "Tidak ada kesalahan dalam graf ini.", "No"),
    case("worldlang", "count", "Ada 6 entitas dalam graf.", "6"),
    case("worldlang", "letters4", "Saya tidak yakin, bisa A atau C.", None),
    case("worldlang", "entity", "Entitas yang disembunyikan adalah Vaduz.", "C", EUROPE),
    case("worldlang", "letters4", "Prawidłowa odpowiedź to C.", "C"),
    case("worldlang", "letters4", "Odpowiedź: D", "D"),
    case("worldlang", "yes_no", "Tak, w grafie jest błąd: stolicą Australii jest Canberra, a nie Sydney.", "Yes"),
    case("worldlang", "yes_no", "Nie, graf nie zawiera błędów.", "No"),
    case("worldlang", "count", "Graf zawiera osiem encji.", "8"),
    case("worldlang", "odd6", "Figura, która nie pasuje do reguły, to E.", "E"),
    case("worldlang", "count", "Nie potrafię policzyć encji, obraz jest nieczytelny.", None),
    case("worldlang", "relation", "Brakująca relacja to „member of”, bo Polska należy do UE.", "D", RELATIONS),
    case("worldlang", "letters4", "Rätt svar är B.", "B"),
    case("worldlang", "yes_no", "Ja, det finns ett fel: Norges huvudstad är Oslo, inte Bergen.", "Yes"),
    case("worldlang", "count", "Grafen innehåller 12 entiteter.", "12"),
    case("worldlang", "letters4", "Jag kan inte avgöra det utifrån bilden.", None),
    case("worldlang", "letters4", "Η σωστή απάντηση είναι το D.", "D"),
    case("worldlang", "yes_no", "Όχι, δεν υπάρχει κανένα λάθος στο γράφημα.", "No"),
    case("worldlang", "letters4", "Правильна відповідь: B.", "B"),
    case("worldlang", "odd6", "Зайва фігура — C, бо тільки вона несиметрична.", "C"),
    case("worldlang", "letters4", "Správná odpověď je A.", "A"),
    case("worldlang", "letters4", "คำตอบคือ C", "C"),
    case("worldlang", "letters4", "התשובה הנכונה היא D.", "D"),
    case("worldlang", "yes_no", "بله، در گراف یک خطا وجود دارد.", "Yes"),
    case("worldlang", "count_relations", "عدد العلاقات في الرسم البياني هو 11.", "11"),
    case("worldlang", "yes_no", "لا أعرف إن كان هناك خطأ.", None),
]

# ---- scoring: replies that score, rank or tally the options (rubrics, score cards, weighted sums) ----------------
SCORING = [
    case("scoring", "letters4", "Scores (0–10):\nA: 2\nB: 9\nC: 4\nD: 1\n\nHighest score: B", "B"),
    case("scoring", "letters4", "Ranking: C > A > D > B", "C"),
    case("scoring", "letters4", "Match scores — A: 0.12, B: 0.08, C: 0.71, D: 0.09. Selected: C.", "C"),
    case("scoring", "letters4",
         "| Option | Fold check | Hole check | Score |\n|---|---|---|---|\n| A | ✗ | ✓ | 1/2 |\n| B | ✓ | ✓ | 2/2 |\n"
         "| C | ✓ | ✗ | 1/2 |\n| D | ✗ | ✗ | 0/2 |\n\nB scores full marks.", "B"),
    case("scoring", "letters4", "Scores: A 3/5, B 3/5, C 1/5, D 2/5. Tie between A and B; no single answer.", None),
    case("scoring", "letters4", "A: 1 point, B: 0 points, C: 0 points, D: 3 points → D", "D"),
    case("scoring", "letters4",
         "Evaluation:\n- A — partial match (holes right, count wrong)\n- B — no match\n- C — full match\n- D — no "
         "match\nVerdict: C", "C"),
    case("scoring", "letters4",
         "Likelihood: A low, B low, C low, D low. None of them fits well enough to choose.", None),
    case("scoring", "letters4", "Best: A (score 8/10); runner-up: D (6/10).", "A"),
    case("scoring", "letters4", "Rank 1: D\nRank 2: B\nRank 3: A\nRank 4: C", "D"),
    case("scoring", "letters4", "Score card\n\nA ★☆☆☆☆\nB ★★★★★\nC ★★☆☆☆\nD ★☆☆☆☆\n\nWinner: B", "B"),
    case("scoring", "letters4", "Score card\n\nA ★★★☆☆\nB ★★★☆☆\nC ★★★☆☆\nD ★★★☆☆", None),
    case("scoring", "letters4",
         "Weighted score = 0.5·shape + 0.5·position. A: 0.4, B: 0.9, C: 0.6, D: 0.2. Answer: B.", "B"),
    case("scoring", "letters4",
         "Consistency check: A passes 1 of 3 tests, B passes 3 of 3, C passes 2 of 3, D passes 0 of 3. B is the only "
         "one to pass all three.", "B"),
    case("scoring", "letters4", "Points: A=2, B=2, C=5, D=1\nWinner: C", "C"),
    case("scoring", "letters4",
         "I scored each option but the top two are within the margin of error (B 7.1, D 7.0), so I'll leave it "
         "undecided.", None),
    case("scoring", "letters4", "Option scores: A 6, B 6, C 2, D 6. Three-way tie.", None),
    case("scoring", "letters6", "Scores: A 1, B 2, C 0, D 1, E 5, F 2.\nTop score: E.", "E"),
    case("scoring", "letters6", "Ranking by similarity to the expected frame: F, C, A, B, E, D.", "F"),
    case("scoring", "letters6",
         "A, B, C, D, E and F all score 0 on the colour criterion, so the scoring can't separate them.", None),
    case("scoring", "letters6", "Fit scores → A: 0.2 | B: 0.1 | C: 0.3 | D: 0.95 | E: 0.2 | F: 0.1\n\nD", "D"),
    case("scoring", "odd6", "Deviation scores: A 0.1, B 0.0, C 0.2, D 0.9, E 0.1, F 0.0 → the outlier is D.", "D"),
    case("scoring", "odd6", "Rule-fit scores: A 5/5, B 5/5, C 5/5, D 5/5, E 2/5, F 5/5. Lowest fit: E.", "E"),
    case("scoring", "odd6",
         "Rule-fit scores: A 3/5, B 3/5, C 5/5, D 5/5, E 5/5, F 5/5 — A and B tie for the lowest, so I can't name one "
         "odd panel.", None),
    case("scoring", "odd6", "Odd-one-out ranking: B (clearly), then F (marginal).", "B"),
    case("scoring", "odd6",
         "Anomaly score per panel (higher = more anomalous): A 12, B 9, C 71, D 8, E 10, F 11. Panel C stands out.",
         "C"),
    case("scoring", "yes_no",
         "Triple check score: 4/5 triples correct. One triple (Peru, capital, Cusco) fails, so an error is present.",
         "Yes"),
    case("scoring", "yes_no", "Triple check score: 5/5 correct. Verdict: no error.", "No"),
    case("scoring", "yes_no", "Error likelihood: high (0.85). The border edge between Spain and Italy is false.",
         "Yes"),
    case("scoring", "yes_no", "Error likelihood: 0.05 — every triple checks out.", "No"),
    case("scoring", "yes_no", "Triples verified: 3 of 6; the rest are unreadable. Verdict: undetermined.", None),
    case("scoring", "yes_no",
         "Checklist:\n[x] capital correct\n[x] currency correct\n[ ] language correct — Brazil's language is "
         "Portuguese, not Spanish\nResult: error found.", "Yes"),
    case("scoring", "yes_no", "Accuracy score of the graph: 100%.", "No"),
    case("scoring", "yes_no",
         "Scoring each triple (1 = correct, 0 = wrong): 1, 1, 1, 0, 1. The zero is (Egypt, member of, EU), so yes, "
         "there's an error.", "Yes"),
    case("scoring", "yes_no", "Consistency score: 2/4 — two triples contradict known facts.", "Yes"),
    case("scoring", "count", "Count by region: top 3, middle 4, bottom 2. Total: 9.", "9"),
    case("scoring", "count", "Entities per cluster — left: 4, right: 3. Sum: 7.", "7"),
    case("scoring", "count", "Tally: |||| |||| | = 11 entities.", "11"),
    case("scoring", "count", "Tally: 5 (left) + 4 (right) + ? (bottom, unreadable).", None),
    case("scoring", "count", "Entity count: 10 (verified twice).", "10"),
    case("scoring", "count", "Counted twice: first pass 8, second pass 9. Inconclusive.", None),
    case("scoring", "count", "Nodes: 6. Edges: 8. (Both counts verified.)", "6"),
    case("scoring", "count_relations",
         "Edge count per node: Spain 4, Portugal 2, France 1. Total relations: 7.", "7"),
    case("scoring", "count_relations",
         "Relations counted per type: capital 2, currency 2, border 3, member 1 → 8 relations.", "8"),
    case("scoring", "entity",
         "Candidate scores: Nairobi 0.05, Kampala 0.85, Kigali 0.05, Dodoma 0.03, Addis Ababa 0.02. Pick: Kampala.",
         "B", EAST_AFRICA),
    case("scoring", "entity", "Ranking: Luxembourg > Brussels > Vienna > Bern > Vaduz", "D", EUROPE),
    case("scoring", "entity", "Scores: French 0.4, Dutch 0.4, German 0.2 — no clear winner.", None, LANGUAGES),
    case("scoring", "entity",
         "Scores → Euro: 0.1, Swiss franc: 0.8, Pound sterling: 0.05, Krone: 0.03, Złoty: 0.02. Answer: Swiss franc.",
         "B", CURRENCIES),
    case("scoring", "relation",
         "Relation fit:\n- capital of: 0/3\n- official language: 0/3\n- currency: 0/3\n- member of: 1/3\n- shares "
         "border with: 3/3\n\nBest fit: shares border with", "E", RELATIONS),
    case("scoring", "relation", "Top-scoring relation: 'member of' (0.92).", "D", RELATIONS),
]

# ---- chatty: consumer assistants with pleasantries, emojis and offers to help further ----------------------------
CHATTY = [
    case("chatty", "letters4",
         "Great question! 😊 After unfolding, the holes line up with option B. Let me know if you'd like a "
         "step-by-step walkthrough!", "B"),
    case("chatty", "letters4",
         "Sure! Let's figure this out together. 🧩\n\nWhen you unfold the paper, each fold mirrors the holes. That "
         "gives four holes near the corners — which is exactly what you see in **C**. 🎉\n\nHope this helps!", "C"),
    case("chatty", "letters4",
         "Ooh, this is a fun one! I think it's D — the little notch stays on the left after the flip. Want me to "
         "explain why the others don't work?", "D"),
    case("chatty", "letters4",
         "Happy to help! Unfortunately, I can't see the image clearly enough to compare the options. Could you share "
         "a larger version? 📷", None),
    case("chatty", "letters4", "Absolutely! The answer is A. 👍", "A"),
    case("chatty", "letters4", "Hmm, tricky! 🤔 A and C both look right to me. Which one did your teacher say?",
         None),
    case("chatty", "letters4", "You got it — it's option B! The rotation keeps the red cube on top. 😄", "B"),
    case("chatty", "letters4",
         "Let me take a look! 👀\n\n- A: nope, mirrored\n- B: nope, extra cube\n- C: yes! ✅\n- D: nope\n\nSo C is "
         "your answer! 🙌", "C"),
    case("chatty", "letters4",
         "Thanks for sharing this puzzle! I'd go with D, but honestly it's close between D and B. Let me know if you "
         "want me to double-check! 😊", "D"),
    case("chatty", "letters4",
         "Great puzzle! 🧠 The paper is folded twice, so the single punch becomes four holes. Looking at the options, "
         "only B has four holes arranged symmetrically. Is there anything else you'd like help with?", "B"),
    case("chatty", "letters4", "Thanks for your patience! 🙏 After thinking it through, my final answer is D.", "D"),
    case("chatty", "letters4", "Oops, I can't open images in this chat. 😕 Could you describe the options?", None),
    case("chatty", "letters4", "Ah, I love these! 😍 Option A is the winner here!", "A"),
    case("chatty", "letters4", "I believe the correct answer is B! Feel free to ask if anything is unclear. 😊", "B"),
    case("chatty", "letters4",
         "Great job sharing this! 🙌 The rotated shape matches C. Would you like tips for solving these faster?", "C"),
    case("chatty", "letters4", "Hmm, I'm not sure! 🤔 Maybe B? Or D? I'd need a clearer image to be sure.", None),
    case("chatty", "letters6",
         "Yay, a motion puzzle! 🚀 The square keeps sliding right and turning blue, so the last frame should be E. "
         "Pretty neat, right?", "E"),
    case("chatty", "letters6",
         "I'd love to help, but the six frames are too small for me to tell apart. Could you zoom in? 🙏", None),
    case("chatty", "letters6", "Nice one! The triangle spins 90° each time, which lands us on F. 🔺", "F"),
    case("chatty", "letters6", "My pick would be C! 😊 It's the only frame where the dot is back at the top.", "C"),
    case("chatty", "odd6",
         "Fun! 🎨 All the shapes are symmetric except the one in panel D, so D is the odd one out. 😊", "D"),
    case("chatty", "odd6",
         "Oh, I see it! Panel A is the rebel here — it's the only one with an open shape. 😄", "A"),
    case("chatty", "odd6", "Honestly, I'm stumped on this one! 😅 B and F both seem a little different from the rest.",
         None),
    case("chatty", "odd6",
         "Great question! The odd one out is E. ✨ Everything else has four sides, but E has five!", "E"),
    case("chatty", "odd6", "Sorry, I'm not able to figure out which panel breaks the rule. 😔", None),
    case("chatty", "yes_no",
         "Good catch asking! 🧐 Yes, there's a mistake: the graph says the capital of Australia is Sydney, but it's "
         "actually Canberra.", "Yes"),
    case("chatty", "yes_no", "Nope, everything looks correct to me! ✅ Every triple matches real-world facts.", "No"),
    case("chatty", "yes_no",
         "Great question! I went through each connection, and they all check out — no errors here. 😊", "No"),
    case("chatty", "yes_no",
         "Hmm, I'm not 100% sure about the border edge, so I can't say for certain whether there's an error. Could "
         "you tell me where the graph came from?", None),
    case("chatty", "yes_no",
         "Yes indeed! 🚨 Brazil's official language is Portuguese, not Spanish, so that edge is wrong.", "Yes"),
    case("chatty", "yes_no", "Looks good to me! 👍 I didn't spot any factual errors in the graph.", "No"),
    case("chatty", "yes_no", "Yep! 👍 There's an error — Japan doesn't share a land border with China.", "Yes"),
    case("chatty", "yes_no", "Everything checks out! 🎉 No errors in this graph.", "No"),
    case("chatty", "count",
         "Let's count together! 🔢 Germany, Berlin, Euro, German, EU, France, Paris — that's 7 entities in total! 🎉",
         "7"),
    case("chatty", "count",
         "Sure thing! I count 9 entities in the graph. Let me know if you'd like me to list them! 😊", "9"),
    case("chatty", "count",
         "Ooh, this one's tricky! I keep getting either 10 or 11 depending on whether I count the faded node. 😅",
         None),
    case("chatty", "count", "There are twelve entities! 🙌 Happy counting!", "12"),
    case("chatty", "count", "Great question! The knowledge graph contains 6 entities. 😊", "6"),
    case("chatty", "count", "Counted them all — 11 in total! 😊", "11"),
    case("chatty", "count", "Hmm, let me see... I count 8! 🙂", "8"),
    case("chatty", "count_relations", "I spotted 8 relations (arrows) connecting the entities! 🏹", "8"),
    case("chatty", "count_relations", "Let me count the arrows... 1, 2, 3, 4, 5 — five relations! Anything else? 😊",
         "5"),
    case("chatty", "entity",
         "That's Kigali! 🇷🇼 It's the capital of Rwanda, which is where the masked edge points. 😊", "C", EAST_AFRICA),
    case("chatty", "entity",
         "Ooh, fun! The hidden entity is Dodoma — a lot of people guess Dar es Salaam, but Dodoma is Tanzania's "
         "official capital. 😉", "D", EAST_AFRICA),
    case("chatty", "entity",
         "Great question! Belgium has three official languages, so it could be French, Dutch or German — I'm not sure "
         "which one the graph means. 🤷", None, LANGUAGES),
    case("chatty", "entity", "It's the Złoty! 💰 Poland's currency.", "E", CURRENCIES),
    case("chatty", "entity", "Easy peasy: NATO! 🛡️ Norway is a member of NATO but not of the EU.", "B", ORGS),
    case("chatty", "relation", "The missing link is \"currency\" 💶 — the edge goes from Italy to the Euro!", "C",
         RELATIONS),
    case("chatty", "relation",
         "Sure! Those two countries are neighbours, so the relation is 'shares border with'. 🗺️", "E", RELATIONS),
    case("chatty", "relation", "Hmm, it could be 'member of' or 'part of' — both kind of fit! 🤔", None, RELATIONS_2),
]

# ---- round 11: four new voices, written after round 10's fixes, before any rule change touching them and before the
# ---- extractor was run on them; scored once as they stood
# ---- codeblock: code models and tool users that answer inside code fences, assignments, prints, diffs ------------
CODEBLOCK = [
    case("codeblock", "letters4", "```\nB\n```", "B"),
    case("codeblock", "letters4", "```python\n# both folds mirror the hole\nanswer = \"C\"\n```", "C"),
    case("codeblock", "letters4", "```python\nprint(\"D\")\n```\nOutput:\n```\nD\n```", "D"),
    case("codeblock", "letters4", "```\nAnswer: A\n```", "A"),
    case("codeblock", "letters4",
         "```python\ndef solve():\n    # A is mirrored, C has an extra cube\n    return \"B\"\n```", "B"),
    case("codeblock", "letters4",
         "```python\noptions = ['A', 'B', 'C', 'D']\n# cannot determine which one matches from the image alone\n"
         "answer = None\n```", None),
    case("codeblock", "letters4",
         "```python\nholes = unfold(fold(fold(sheet, 'vertical'), 'horizontal'), punch=(0.8, 0.8))\n"
         "best = max(options, key=lambda o: similarity(o, holes))  # -> 'D'\n```\nThe best match is D.", "D"),
    case("codeblock", "letters4", "`C`", "C"),
    case("codeblock", "letters4", "```text\nA or C\n```", None),
    case("codeblock", "letters4", "```yaml\nanswer: B\nreason: mirrored holes on both sides\n```", "B"),
    case("codeblock", "letters4",
         "```python\nscores = {'A': 0.2, 'B': 0.1, 'C': 0.6, 'D': 0.1}\nprint(max(scores, key=scores.get))\n```\n"
         "This prints `C`.", "C"),
    case("codeblock", "letters4", "```bash\n$ ./check_rotation --options A B C D\nmatch: D\n```", "D"),
    case("codeblock", "letters4",
         "```python\nfor option in ['A', 'B', 'C', 'D']:\n    print(option, matches(option))\n```\n"
         "I can't run this, so I can't tell you which one prints True.", None),
    case("codeblock", "letters4", "```\n>>> solve(puzzle)\n'A'\n```", "A"),
    case("codeblock", "letters4",
         "```python\nanswer = 'B'  # tentative\nanswer = 'D'  # after checking the handedness\n```", "D"),
    case("codeblock", "letters4", "```diff\n- A\n- B\n+ C\n- D\n```", "C"),
    case("codeblock", "letters4", "```python\nassert answer in ('A', 'B', 'C', 'D')\n```", None),
    case("codeblock", "letters4",
         "Here's the solution:\n```python\nANSWER = \"A\"\n```\nLet me know if you need the folding simulation code.",
         "A"),
    case("codeblock", "letters6", "```\nE\n```", "E"),
    case("codeblock", "letters6",
         "```python\nframes = simulate(steps=4)\nassert frames[-1] == option_F\n```\nThe assertion holds for F.", "F"),
    case("codeblock", "letters6", "```json\n{\"answer\": null, \"note\": \"frames unreadable\"}\n```", None),
    case("codeblock", "letters6", "```python\n# TODO: compare the frames\nanswer = ...\n```", None),
    case("codeblock", "odd6", "```python\nodd_one_out = \"C\"  # the only open curve\n```", "C"),
    case("codeblock", "odd6",
         "```python\nsymmetric = {'A': True, 'B': True, 'C': True, 'D': True, 'E': False, 'F': True}\n"
         "odd = [k for k, v in symmetric.items() if not v]  # ['E']\n```\nSo E.", "E"),
    case("codeblock", "odd6", "```python\nodd = ['B', 'F']  # two candidates, can't separate\n```", None),
    case("codeblock", "odd6", "```\nresult: A\n```", "A"),
    case("codeblock", "odd6", "```\nodd_one_out = D\n```", "D"),
    case("codeblock", "yes_no", "```python\nhas_error = True  # (Peru, capital, Cusco) is wrong\n```", "Yes"),
    case("codeblock", "yes_no", "```python\nhas_error = False\n```", "No"),
    case("codeblock", "yes_no",
         "```python\ntriples = [(\"Kenya\", \"capital\", \"Nairobi\"), (\"Kenya\", \"currency\", \"Euro\")]\n"
         "errors = [t for t in triples if not fact_check(t)]\n# errors == [(\"Kenya\", \"currency\", \"Euro\")]\n```\n"
         "Yes — the currency triple is wrong.", "Yes"),
    case("codeblock", "yes_no", "```\nYes\n```", "Yes"),
    case("codeblock", "yes_no", "```python\nerror_found = None  # the border label is unreadable\n```", None),
    case("codeblock", "yes_no",
         "```sql\nSELECT COUNT(*) FROM triples WHERE is_correct = 0;\n-- returns 0\n```\nNo errors.", "No"),
    case("codeblock", "yes_no", "```\nerror: yes\n```", "Yes"),
    case("codeblock", "count",
         "```python\nentities = ['France', 'Paris', 'Euro', 'French', 'EU', 'Germany', 'Berlin']\n"
         "print(len(entities))  # 7\n```", "7"),
    case("codeblock", "count", "```\n9\n```", "9"),
    case("codeblock", "count", "```python\nnum_entities = 11\n```", "11"),
    case("codeblock", "count", "```python\nlen(graph.nodes)  # somewhere between 8 and 10, two nodes overlap\n```",
         None),
    case("codeblock", "count",
         "```python\ncount = 0\nfor node in graph:\n    count += 1\n```\nI would need to run this on the actual "
         "graph to get the number.", None),
    case("codeblock", "count", "```\nnodes: 6\nedges: 7\n```", "6"),
    case("codeblock", "count", "```python\nprint(3 + 4 + 2)  # nodes in the three clusters\n```\nOutput: 9", "9"),
    case("codeblock", "count_relations", "```python\nnum_relations = len(edges)  # 12\n```", "12"),
    case("codeblock", "count_relations", "```\nrelations = 8\n```", "8"),
    case("codeblock", "entity", "```python\nmasked_entity = \"Kampala\"\n```", "B", EAST_AFRICA),
    case("codeblock", "entity", "```\nVaduz\n```", "C", EUROPE),
    case("codeblock", "entity",
         "```python\ncandidates = ['French', 'Dutch', 'German']  # all official in Belgium\n```\nI can't narrow it to "
         "one.", None, LANGUAGES),
    case("codeblock", "entity", "```python\nhidden = 'Addis Ababa'  # capital of Ethiopia\n```", "E", EAST_AFRICA),
    case("codeblock", "relation", "```python\nrelation = 'member of'\n```", "D", RELATIONS),
    case("codeblock", "relation", "```\n(Kenya) -[shares border with]-> (Uganda)\n```", "E", RELATIONS),
]

# ---- socratic: tutoring replies that reason through questions, sometimes answering them, sometimes quizzing back --
SOCRATIC = [
    case("socratic", "letters4",
         "What happens to the hole when we unfold the first fold? It is mirrored. And the second fold? Mirrored "
         "again. So how many holes do we get? Four. Which panel shows four holes in the corners? Panel C does.", "C"),
    case("socratic", "letters4",
         "Let's think about it together. Which panels keep the red cube on top after the turn? Only B and D. Which "
         "of those two is not a mirror image? B. There's our answer.", "B"),
    case("socratic", "letters4",
         "Before I tell you, try this: which option has the same number of holes as layers punched? Once you see "
         "that, the answer follows. Want a hint?", None),
    case("socratic", "letters4",
         "Could it be A? No — A is mirrored. Could it be C? No — C has an extra cube. What about D? D is turned the "
         "wrong way. That leaves B.", "B"),
    case("socratic", "letters4",
         "Is the answer D? Let's check: D keeps the notch on the left, just as the rotation requires. Yes, D.", "D"),
    case("socratic", "letters4",
         "Which panel do you think it is? Look carefully at where the holes end up after each fold.", None),
    case("socratic", "letters4",
         "Why is A tempting? Because its holes look symmetric. Why is it wrong? Because there are only two. Which "
         "option has all four? C.", "C"),
    case("socratic", "letters4",
         "Hint: count the holes in each option. Hint 2: the right one has four. I'll let you find it!", None),
    case("socratic", "letters4",
         "Is it A or D? Both have four holes, and I honestly can't separate them at this size.", None),
    case("socratic", "letters4", "So what's the answer? It's option A.", "A"),
    case("socratic", "letters4",
         "Would the holes be on the left? No, on the right. Which option shows them on the right? Only D.", "D"),
    case("socratic", "letters4",
         "Think of the net as a box. Which faces touch the red one? Blue and green. Which option shows red touching "
         "both? Option B. Correct!", "B"),
    case("socratic", "letters4",
         "Why not B? Because it's mirrored. Why not C? Extra cube. Why not D? Wrong axis. Why A, then? Because it's "
         "the only one left, and it matches.", "A"),
    case("socratic", "letters4", "Which option? B. Why? Because the holes are mirrored across both creases.", "B"),
    case("socratic", "letters4", "Hmm, which is it? I keep looking at A and C. What do you think?", None),
    case("socratic", "letters6",
         "Where is the circle after four steps? At the bottom. What colour? Blue. Which frame is that? E.", "E"),
    case("socratic", "letters6",
         "Do you see how the triangle turns a quarter each step? Then where does it point at the end? Down. Find the "
         "frame where it points down — that's F.", "F"),
    case("socratic", "letters6",
         "Which frame matches? That depends on whether the motion wraps around the edge, which the question doesn't "
         "say.", None),
    case("socratic", "letters6", "Which frame shows the square at double size in the last column? Only C.", "C"),
    case("socratic", "odd6",
         "What do A, B, D, E and F have in common? They're all closed. And C? C is open. So which one breaks the "
         "rule? C.", "C"),
    case("socratic", "odd6", "Is panel E symmetric? No. Are the others? Yes. Then E is the odd one out, isn't it?",
         "E"),
    case("socratic", "odd6",
         "Which panel is the odd one out? That's the question I keep asking myself — B or F — and I can't settle it.",
         None),
    case("socratic", "odd6",
         "How many sides does each shape have? Four, four, four, three, four, four. Which is different? The fourth "
         "panel, D.", "D"),
    case("socratic", "odd6",
         "Can you spot the panel whose arrows point inward? That's the one that breaks the rule.", None),
    case("socratic", "odd6",
         "Which is the odd one out — A, because it's the only one rotated? Or F, because it's the only one shaded? It "
         "depends on which rule you pick.", None),
    case("socratic", "yes_no",
         "Is Lyon the capital of France? No, Paris is. So does the graph contain an error? Yes.", "Yes"),
    case("socratic", "yes_no",
         "Does every triple hold? Berlin is Germany's capital — true. The Euro is its currency — true. German is its "
         "language — true. So is there an error? No.", "No"),
    case("socratic", "yes_no",
         "Is there an error? That's for you to check — compare each edge with what you know about Japan.", None),
    case("socratic", "yes_no",
         "Is Canberra Australia's capital? Yes. Is the Australian dollar its currency? Yes. Does Australia border New "
         "Zealand? No — so that edge is wrong, and the graph has an error.", "Yes"),
    case("socratic", "yes_no",
         "Could the border edge be wrong? Possibly. Could it be right? Also possibly. I can't tell from this image.",
         None),
    case("socratic", "yes_no",
         "What would make this graph wrong? A false triple. Is there one? I don't see any — every edge checks out.",
         "No"),
    case("socratic", "yes_no", "Any errors? None that I can find.", "No"),
    case("socratic", "yes_no",
         "So, is there a factual error? Absolutely — the graph says Brazil speaks Spanish.", "Yes"),
    case("socratic", "count",
         "How many nodes are on the left? Four. On the right? Three. In the middle? Two. So how many in total? Nine.",
         "9"),
    case("socratic", "count",
         "How would you count them? Start at the top and go clockwise: Spain, Madrid, Euro, Spanish, EU, Portugal. "
         "That's six.", "6"),
    case("socratic", "count", "Did I count Lisbon twice? Maybe. So is it 7 or 8? I'm not sure.", None),
    case("socratic", "count",
         "How many entities are there? Let's see — 1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 11. Eleven.", "11"),
    case("socratic", "count", "Try counting them yourself first — how many do you get?", None),
    case("socratic", "count", "Total? 8.", "8"),
    case("socratic", "count", "Eight? Nine? Let me recount... nine. Final count: 9.", "9"),
    case("socratic", "count_relations",
         "How many arrows leave Spain? Four. How many leave Portugal? Two. Any others? One from France. So how many "
         "relations? Seven.", "7"),
    case("socratic", "count_relations", "And the edges? Count the arrows: there are 10.", "10"),
    case("socratic", "entity",
         "What is the capital of Rwanda? Kigali. And is Kigali an option? Yes — so the masked entity is Kigali.", "C",
         EAST_AFRICA),
    case("socratic", "entity",
         "Which city is Tanzania's capital — Dar es Salaam? Many think so, but it's Dodoma.", "D", EAST_AFRICA),
    case("socratic", "entity",
         "Which language is it — French, Dutch or German? All three are official in Belgium, so which one does the "
         "graph mean? I can't say.", None, LANGUAGES),
    case("socratic", "entity", "What currency does Liechtenstein use? The Swiss franc.", "B", CURRENCIES),
    case("socratic", "entity",
         "Where does the capital edge from Uganda point? Not to Nairobi, not to Kigali — to Kampala.", "B",
         EAST_AFRICA),
    case("socratic", "relation",
         "How are Germany and France related here? They're neighbours, aren't they? So the edge is 'shares border "
         "with'.", "E", RELATIONS),
    case("socratic", "relation", "What links Poland and the EU? Membership. So which option? 'member of'.", "D",
         RELATIONS),
    case("socratic", "relation",
         "Is it 'part of' or 'located in region'? Both could describe Kenya and East Africa.", None, RELATIONS_2),
]

# ---- bilingual: replies that switch language mid-reply (reasoning in one language, the answer in another) --------
BILINGUAL = [
    case("bilingual", "letters4", "首先看折叠：纸对折两次，孔会被镜像。So the answer is C.", "C"),
    case("bilingual", "letters4", "The holes are mirrored twice, 所以答案是 B。", "B"),
    case("bilingual", "letters4", "Dekho, paper do baar fold hua hai, toh holes chaar honge. Answer D hai.", "D"),
    case("bilingual", "letters4", "Mmm, el papel se dobla dos veces, so we get four holes. La respuesta es A.", "A"),
    case("bilingual", "letters4",
         "Tingnan natin: dalawang beses tinupi ang papel, kaya apat ang butas. The answer is B.", "B"),
    case("bilingual", "letters4", "折り目で穴が反転します。Therefore, option C です。", "C"),
    case("bilingual", "letters4", "A ou C, je ne sais pas — both look right to me.", None),
    case("bilingual", "letters4", "A aur C dono sahi lag rahe hain, I can't decide.", None),
    case("bilingual", "letters4", "Let me think... 这个旋转是绕竖直轴的，只有D保持了手性。Final answer: D", "D"),
    case("bilingual", "letters4",
         "Die Löcher werden gespiegelt, which leaves only option B als richtige Antwort.", "B"),
    case("bilingual", "letters4",
         "Bueno, A está reflejada, C tiene un cubo extra, and D is rotated the wrong way. Entonces B.", "B"),
    case("bilingual", "letters4", "答案可能是A，也可能是C，I'm not sure.", None),
    case("bilingual", "letters4", "Respuesta: C — the holes line up with the creases.", "C"),
    case("bilingual", "letters4", "Je pense que c'est D, but I'd double-check.", "D"),
    case("bilingual", "letters4", "정답은 A입니다. Because A is the only unmirrored one.", "A"),
    case("bilingual", "letters4", "No sé, maybe B, maybe D.", None),
    case("bilingual", "letters6", "Frame by frame 看，正方形每次右移一格。最后一帧应该是 E, I think.", "E"),
    case("bilingual", "letters6",
         "Le carré grossit à chaque étape, so by the end it's the largest one — that's F.", "F"),
    case("bilingual", "letters6", "Yeh frames bahut chhote hain, I can't see them properly.", None),
    case("bilingual", "letters6", "最后的答案：B. The arrow points down only in B.", "B"),
    case("bilingual", "odd6", "所有图形都是对称的 except panel D, so D is the odd one out.", "D"),
    case("bilingual", "odd6", "Todas las figuras son cerradas excepto la C. The odd one out is C.", "C"),
    case("bilingual", "odd6", "Sab shapes closed hain, sirf E open hai. So E.", "E"),
    case("bilingual", "odd6", "B 和 F 都有点不一样, I can't pick one.", None),
    case("bilingual", "odd6", "Alle Formen sind konvex bis auf A — A is the one that breaks the rule.", "A"),
    case("bilingual", "odd6", "El panel F rompe la regla, it's the only one shaded.", "F"),
    case("bilingual", "yes_no",
         "检查一下：France 的首都是 Paris，没问题；但是 border with Portugal 是错的。So yes, there's an error.", "Yes"),
    case("bilingual", "yes_no", "Sab triples sahi hain, no error.", "No"),
    case("bilingual", "yes_no",
         "La capital de Australia es Canberra, not Sydney, así que sí, hay un error.", "Yes"),
    case("bilingual", "yes_no", "Tout est correct, there are no errors in the graph.", "No"),
    case("bilingual", "yes_no", "不太确定 — the border edge might be wrong, but I can't verify it.", None),
    case("bilingual", "yes_no", "Brazil की official language Portuguese है, Spanish नहीं। So yes, error hai.", "Yes"),
    case("bilingual", "yes_no", "Lahat ng triples ay tama. No errors.", "No"),
    case("bilingual", "yes_no", "Нет, ошибок нет — everything checks out.", "No"),
    case("bilingual", "count",
         "我数了一下：Germany, Berlin, Euro, German, EU, France, Paris — total 7 entities.", "7"),
    case("bilingual", "count", "Hay nueve nodos, so the answer is 9.", "9"),
    case("bilingual", "count", "Main ne count kiya: 11 entities hain.", "11"),
    case("bilingual", "count", "Je compte huit ou neuf, hard to tell.", None),
    case("bilingual", "count", "The graph has 6 Entitäten insgesamt.", "6"),
    case("bilingual", "count", "全部で10個 entities があります。", "10"),
    case("bilingual", "count", "Ich zähle zehn Knoten, ten in total.", "10"),
    case("bilingual", "count_relations", "关系一共有8条, eight relations.", "8"),
    case("bilingual", "count_relations", "Edges: doce en total, twelve relations.", "12"),
    case("bilingual", "entity", "卢旺达的首都是 Kigali, so the masked entity is Kigali.", "C", EAST_AFRICA),
    case("bilingual", "entity", "La capital de Tanzania es Dodoma — the answer is Dodoma.", "D", EAST_AFRICA),
    case("bilingual", "entity",
         "Belgium mein teen official languages hain — French, Dutch, German — so I can't pick one.", None, LANGUAGES),
    case("bilingual", "entity", "Liechtenstein benutzt den Swiss franc, so Swiss franc.", "B", CURRENCIES),
    case("bilingual", "relation", "Kenya 和 Uganda 是邻国, so the relation is shares border with.", "E", RELATIONS),
    case("bilingual", "relation", "Polen ist Mitglied der EU, so the answer is member of.", "D", RELATIONS),
    case("bilingual", "relation", "Ye 'part of' bhi ho sakta hai aur 'located in region' bhi.", None, RELATIONS_2),
]

# ---- symbols: emoji-heavy and decorated replies (circled, keycap and math-styled characters, CJK brackets) --------
SYMBOLS = [
    case("symbols", "letters4", "Ⓑ", "B"),
    case("symbols", "letters4", "🅲", "C"),
    case("symbols", "letters4", "Answer: 🅓", "D"),
    case("symbols", "letters4", "✅ B", "B"),
    case("symbols", "letters4", "👉 Option C", "C"),
    case("symbols", "letters4", "𝐀", "A"),
    case("symbols", "letters4", "The answer is 𝘿.", "D"),
    case("symbols", "letters4", "➡️ D ⬅️", "D"),
    case("symbols", "letters4", "🤔 A? 🤔 C? 🤷", None),
    case("symbols", "letters4", "❌ A ❌ B ✅ C ❌ D", "C"),
    case("symbols", "letters4", "⭐ Best match: B ⭐", "B"),
    case("symbols", "letters4", "🚫 can't tell 🚫", None),
    case("symbols", "letters4", "🔍 Looking closely… 🎯 D", "D"),
    case("symbols", "letters4", "A ✔️", "A"),
    case("symbols", "letters4", "Option Ⓐ or Ⓒ — not sure.", None),
    case("symbols", "letters4", "【B】", "B"),
    case("symbols", "letters4", "「C」", "C"),
    case("symbols", "letters4", "《D》", "D"),
    case("symbols", "letters4", "[ A ]", "A"),
    case("symbols", "letters4", "▶ B ◀", "B"),
    case("symbols", "letters4", "✖️ A ✖️ B ✖️ C ✖️ D", None),
    case("symbols", "letters6", "🅴", "E"),
    case("symbols", "letters6", "Answer ➜ F", "F"),
    case("symbols", "letters6", "⚠️ Image too small to decide ⚠️", None),
    case("symbols", "letters6", "⁉️", None),
    case("symbols", "odd6", "🟥🟥🟥🟦🟥🟥 → the odd panel is D", "D"),
    case("symbols", "odd6", "Odd one out ➡️ B", "B"),
    case("symbols", "odd6", "🔄 C is the only one not symmetric 🔄", "C"),
    case("symbols", "odd6", "🤷‍♂️", None),
    case("symbols", "yes_no", "✅ No errors", "No"),
    case("symbols", "yes_no", "❌ Error found: (Peru, capital, Cusco)", "Yes"),
    case("symbols", "yes_no", "Yes ✔️", "Yes"),
    case("symbols", "yes_no", "🟢 All triples correct", "No"),
    case("symbols", "yes_no", "🔴 Yes — Japan doesn't border China.", "Yes"),
    case("symbols", "yes_no", "❓ Can't verify", None),
    case("symbols", "yes_no", "⛔ Error: none", "No"),
    case("symbols", "count", "7️⃣", "7"),
    case("symbols", "count", "🔢 Total: 9", "9"),
    case("symbols", "count", "Entities: ⑧", "8"),
    case("symbols", "count", "１２", "12"),
    case("symbols", "count", "🧮 11 entities", "11"),
    case("symbols", "count", "🤷 8 or 9", None),
    case("symbols", "count", "1️⃣0️⃣", "10"),
    case("symbols", "count_relations", "🔗 Relations: 6", "6"),
    case("symbols", "count_relations", "Relations → 8", "8"),
    case("symbols", "entity", "📍 Kigali", "C", EAST_AFRICA),
    case("symbols", "entity", "🏛️ Capital: Bern ✅", "B", EUROPE),
    case("symbols", "entity", "💶 Euro", "A", CURRENCIES),
    case("symbols", "entity", "🤔 French? Dutch? 🤷", None, LANGUAGES),
    case("symbols", "relation", "🤝 member of", "D", RELATIONS),
    case("symbols", "relation", "🗺️ → shares border with", "E", RELATIONS),
]

# ---- round 12: four mainstream families answering the project's own prompts (every strategy asks for 'Answer: X' on
# ---- the last line), written after round 11's fixes, before any rule change touching them and before the extractor
# ---- was run on them; scored once as they stood
# ---- qwenvl: Qwen2.5-VL style, mostly compliant, sometimes a short reason, sometimes Chinese ----------------------
QWENVL = [
    case("qwenvl", "letters4", "Answer:B", "B"),
    case("qwenvl", "letters4",
         "The paper is folded twice, so one punch gives four holes placed symmetrically about both creases. Option C "
         "shows exactly that.\nAnswer: C", "C"),
    case("qwenvl", "letters4", "Answer: (D)", "D"),
    case("qwenvl", "letters4",
         "To solve this, rotate the object 90° about the vertical axis. The protruding cube that points right moves "
         "to the front. In option A the cube points to the back, in option B it points left, in option C it points "
         "to the front, and option D is mirrored.\nAnswer: C", "C"),
    case("qwenvl", "letters4", "Answer: A. The holes are mirrored across the diagonal fold.", "A"),
    case("qwenvl", "letters4", "The image is not clear enough to determine which option matches.\nAnswer: None", None),
    case("qwenvl", "letters4", "Answer: B or D", None),
    case("qwenvl", "letters4", "答案：C", "C"),
    case("qwenvl", "letters4",
         "1. The sheet is folded left over right.\n2. Then top over bottom.\n3. The hole is punched near the folded "
         "corner.\n4. Unfolding mirrors it into four holes around the centre.\nAnswer: A", "A"),
    case("qwenvl", "letters4", "Answer: Option D", "D"),
    case("qwenvl", "letters4", "Answer: X", None),
    case("qwenvl", "letters4", "Based on the mental rotation, the shape matches option B.\nAnswer: B.", "B"),
    case("qwenvl", "letters4",
         "Answer: A\n\nExplanation: Option A is the only one in which the holes are mirrored across both creases.",
         "A"),
    case("qwenvl", "letters4", "Answer: C\nAnswer: C", "C"),
    case("qwenvl", "letters4", "I'm unable to determine the answer from the provided image.\nAnswer:", None),
    case("qwenvl", "letters4", "Answer: B, because only B keeps the red face on top.", "B"),
    case("qwenvl", "letters6", "Answer: E", "E"),
    case("qwenvl", "letters6",
         "The circle moves one cell per frame and alternates colour, so at t = 1 it is in the last cell and red.\n"
         "Answer: F", "F"),
    case("qwenvl", "letters6", "Answer: G", None),
    case("qwenvl", "letters6", "Answer: A or F", None),
    case("qwenvl", "odd6", "Answer: D", "D"),
    case("qwenvl", "odd6", "The shared concept is rotational symmetry; panel A lacks it.\nAnswer: A", "A"),
    case("qwenvl", "odd6", "All six panels appear to follow the same rule.\nAnswer: None", None),
    case("qwenvl", "odd6", "Panel C is the odd one out since it's the only open shape.\nAnswer: C", "C"),
    case("qwenvl", "yes_no", "Answer: Yes", "Yes"),
    case("qwenvl", "yes_no", "Answer: No", "No"),
    case("qwenvl", "yes_no",
         "The triple (Kenya, capital, Mombasa) is incorrect; the capital of Kenya is Nairobi.\nAnswer: Yes", "Yes"),
    case("qwenvl", "yes_no",
         "All the relations in the graph are consistent with real-world facts.\nAnswer: No", "No"),
    case("qwenvl", "yes_no", "Answer: Yes, there is an error.", "Yes"),
    case("qwenvl", "yes_no",
         "I cannot verify the relation labels because the text in the image is too small.\nAnswer: Cannot determine",
         None),
    case("qwenvl", "yes_no", "Answer: no", "No"),
    case("qwenvl", "yes_no", "Answer: Yes\n\nThe capital of Australia is Canberra, not Sydney.", "Yes"),
    case("qwenvl", "count", "Answer: 8", "8"),
    case("qwenvl", "count", "Answer: 11 entities", "11"),
    case("qwenvl", "count",
         "The graph contains the following entities: Italy, Rome, Euro, Italian, European Union, Vatican City, San "
         "Marino. That is 7 entities in total.\nAnswer: 7", "7"),
    case("qwenvl", "count", "Answer: seven", "7"),
    case("qwenvl", "count", "Answer: 9-10", None),
    case("qwenvl", "count", "Answer: approximately 10", "10"),
    case("qwenvl", "count",
         "Counting nodes: Egypt, Cairo, Arabic, Egyptian pound, African Union, Sudan.\nAnswer: 6", "6"),
    case("qwenvl", "count_relations", "Answer: 12", "12"),
    case("qwenvl", "count_relations",
         "There are 6 edges: capital, currency, language, member of, and two borders.\nAnswer: 6", "6"),
    case("qwenvl", "entity", "Answer: C", "C", EAST_AFRICA),
    case("qwenvl", "entity", "Answer: Kampala", "B", EAST_AFRICA),
    case("qwenvl", "entity",
         "The masked node is connected to Ethiopia by the 'capital' relation, so it is Addis Ababa.\nAnswer: E", "E",
         EAST_AFRICA),
    case("qwenvl", "entity", "Answer: B (Bern)", "B", EUROPE),
    case("qwenvl", "entity", "Answer: D (Vaduz)", None, EUROPE),
    case("qwenvl", "relation", "Answer: E", "E", RELATIONS),
    case("qwenvl", "relation", "Answer: member of", "D", RELATIONS),
    case("qwenvl", "relation", "Germany and France are neighbouring countries.\nAnswer: shares border with", "E",
         RELATIONS),
]

# ---- internvl: InternVL / MiniCPM style, very terse, sometimes lowercase, sometimes describing instead of answering --
INTERNVL = [
    case("internvl", "letters4", "Answer: C.", "C"),
    case("internvl", "letters4", "C. Option C", "C"),
    case("internvl", "letters4", "Answer: b", "B"),
    case("internvl", "letters4",
         "The image shows a square sheet of paper with four circular holes arranged symmetrically.", None),
    case("internvl", "letters4", "Answer: Option A.", "A"),
    case("internvl", "letters4", "D. The cube net folds into the cube shown in option D.", "D"),
    case("internvl", "letters4", "A.", "A"),
    case("internvl", "letters4", "Answer: The correct option is B.", "B"),
    case("internvl", "letters4", "answer: d", "D"),
    case("internvl", "letters4", "Answer: (A) and (C)", None),
    case("internvl", "letters4",
         "Answer: C\nExplanation: After unfolding, the holes are located at the four corners.", "C"),
    case("internvl", "letters4", "There are four options. Option B shows two holes, option C shows four holes.", None),
    case("internvl", "letters4", "Answer: E", None),
    case("internvl", "letters4", "B\nB", "B"),
    case("internvl", "letters4", "Answer:\nC", "C"),
    case("internvl", "letters4", "Answer: A, B", None),
    case("internvl", "letters4", "Sorry, I cannot answer this question.", None),
    case("internvl", "letters4", "Answer: D) ", "D"),
    case("internvl", "letters6", "Answer: F.", "F"),
    case("internvl", "letters6", "Option E", "E"),
    case("internvl", "letters6", "The answer is D", "D"),
    case("internvl", "odd6", "Answer: B", "B"),
    case("internvl", "odd6", "E is the odd one out.", "E"),
    case("internvl", "odd6", "Answer: none of them", None),
    case("internvl", "odd6", "F", "F"),
    case("internvl", "odd6", "Answer: panel D", "D"),
    case("internvl", "yes_no", "Answer: Yes.", "Yes"),
    case("internvl", "yes_no", "No.", "No"),
    case("internvl", "yes_no", "yes", "Yes"),
    case("internvl", "yes_no", "Answer: No. All triples are correct.", "No"),
    case("internvl", "yes_no", "The knowledge graph shows countries and their capitals.", None),
    case("internvl", "yes_no", "Answer: Yes\nThe currency of Japan is the yen, not the won.", "Yes"),
    case("internvl", "yes_no", "Answer: YES", "Yes"),
    case("internvl", "count", "Answer: 9.", "9"),
    case("internvl", "count", "Answer 10", "10"),
    case("internvl", "count", "7 entities.", "7"),
    case("internvl", "count", "There are many entities in the graph.", None),
    case("internvl", "count", "Answer: 12 nodes and 15 edges", "12"),
    case("internvl", "count", "Answer: 5.", "5"),
    case("internvl", "count", "Answer: eleven", "11"),
    case("internvl", "count_relations", "Answer: 9", "9"),
    case("internvl", "count_relations", "8 relations", "8"),
    case("internvl", "entity", "Answer: Nairobi", "A", EAST_AFRICA),
    case("internvl", "entity", "Kigali.", "C", EAST_AFRICA),
    case("internvl", "entity", "Answer: A. Vienna", "A", EUROPE),
    case("internvl", "entity", "Answer: Romansh", "E", LANGUAGES),
    case("internvl", "entity", "The image shows a knowledge graph about Switzerland.", None, EUROPE),
    case("internvl", "relation", "capital of.", "A", RELATIONS),
    case("internvl", "relation", "Answer: D. member of", "D", RELATIONS),
    case("internvl", "relation", "Answer: B", "B", RELATIONS_2),
]

# ---- gpt4o: GPT-4o style, markdown and an explanation, the requested 'Answer:' line, polite refusals ------------
GPT4O = [
    case("gpt4o", "letters4",
         "When the paper is unfolded, the single punch is mirrored across both fold lines, producing four holes near "
         "the corners.\n\n**Answer: C**", "C"),
    case("gpt4o", "letters4",
         "To determine the correct rotation:\n\n1. The reference shape has a cube extending to the right.\n2. Rotating "
         "90° about the vertical axis brings that cube to the front.\n3. Option B shows the cube at the front with "
         "the rest unchanged.\n\nAnswer: B", "B"),
    case("gpt4o", "letters4",
         "I'm unable to determine the answer from the image as the options are not clearly visible.\n\nAnswer: Unable "
         "to determine", None),
    case("gpt4o", "letters4",
         "The correct option is **D**, since it is the only net that folds into the given cube.\n\nAnswer: D", "D"),
    case("gpt4o", "letters4", "Answer: **A**", "A"),
    case("gpt4o", "letters4",
         "Both options A and C appear to show the correct hole pattern, so I can't choose between them with "
         "confidence.\n\nAnswer: A or C", None),
    case("gpt4o", "letters4",
         "### Analysis\n- **Option A**: holes on one side only.\n- **Option B**: correct mirrored pattern.\n- **Option "
         "C**: too many holes.\n- **Option D**: rotated incorrectly.\n\nAnswer: B", "B"),
    case("gpt4o", "letters4",
         "Answer: C\n\nThe holes in option C are symmetric with respect to both folds.", "C"),
    case("gpt4o", "letters4",
         "The object in option A is a mirror image, not a rotation. Option D matches the rotated object.\n\nAnswer: D",
         "D"),
    case("gpt4o", "letters4", "I'm sorry, I can't help with identifying that.", None),
    case("gpt4o", "letters4",
         "After reflecting the punched hole across the vertical crease and then the horizontal crease, the result "
         "matches **option (B)**.\n\nAnswer: (B)", "B"),
    case("gpt4o", "letters4",
         "Answer: A — it is the only option where the arrow still points upward after the rotation.", "A"),
    case("gpt4o", "letters4", "Answer: B\n\n(Only B preserves the chirality.)", "B"),
    case("gpt4o", "letters4", "Based on my analysis, the answer is C.\n\nAnswer: C", "C"),
    case("gpt4o", "letters4",
         "It's difficult to tell from the image, but **B** seems most likely.\n\nAnswer: B", "B"),
    case("gpt4o", "letters4",
         "I can't view images directly, but if you describe the options I can help.\n\nAnswer: N/A", None),
    case("gpt4o", "letters6",
         "Tracking the square frame by frame, it ends in the bottom-right cell at twice its original size.\n\n"
         "Answer: E", "E"),
    case("gpt4o", "letters6", "**Answer: F**", "F"),
    case("gpt4o", "letters6",
         "The final frame could be either C or F depending on whether the motion wraps around, so I can't give a "
         "single answer.\n\nAnswer: C or F", None),
    case("gpt4o", "letters6",
         "The triangle rotates 90° clockwise each frame, so in the last frame it points left.\n\nAnswer: A", "A"),
    case("gpt4o", "odd6", "All panels except **D** show a shape inside a circle.\n\nAnswer: D", "D"),
    case("gpt4o", "odd6",
         "The common concept is bilateral symmetry. Panel **B** is the only asymmetric figure.\n\n**Answer: B**", "B"),
    case("gpt4o", "odd6", "Answer: F\n\nF is the only panel where the shapes are not connected.", "F"),
    case("gpt4o", "odd6",
         "Each panel seems to follow the rule in a slightly different way, and I can't confidently identify a single "
         "violator.", None),
    case("gpt4o", "odd6", "**Odd one out: E**\n\nAnswer: E", "E"),
    case("gpt4o", "yes_no",
         "Let's verify each triple:\n- (France, capital, Paris) ✓\n- (France, currency, Euro) ✓\n- (France, shares "
         "border with, Portugal) ✗\n\nFrance does not border Portugal.\n\nAnswer: Yes", "Yes"),
    case("gpt4o", "yes_no", "All triples in the graph are accurate.\n\n**Answer: No**", "No"),
    case("gpt4o", "yes_no", "Answer: Yes — the graph lists Sydney as the capital of Australia.", "Yes"),
    case("gpt4o", "yes_no", "Answer: No\n\nEach relation shown corresponds to a real-world fact.", "No"),
    case("gpt4o", "yes_no",
         "I can't verify all the relations from this image, so I can't say for sure whether there's an error.", None),
    case("gpt4o", "yes_no",
         "The edge (Brazil, official language, Spanish) is incorrect — Brazil's official language is Portuguese.\n\n"
         "Answer: Yes", "Yes"),
    case("gpt4o", "yes_no",
         "**Yes**, there is a factual error: the graph states that the Euro is the currency of Sweden.\n\nAnswer: Yes",
         "Yes"),
    case("gpt4o", "yes_no", "**Answer:** No errors found.\n\nAnswer: No", "No"),
    case("gpt4o", "count",
         "The entities in the graph are:\n1. Germany\n2. Berlin\n3. Euro\n4. German\n5. European Union\n6. France\n"
         "7. Paris\n\nAnswer: 7", "7"),
    case("gpt4o", "count", "**Answer: 9**", "9"),
    case("gpt4o", "count", "Counting each node once, there are 10 entities.\n\nAnswer: 10", "10"),
    case("gpt4o", "count",
         "Some node labels overlap, so I estimate 8 or 9 entities.\n\nAnswer: 8 or 9", None),
    case("gpt4o", "count", "Answer: 6", "6"),
    case("gpt4o", "count", "Answer: 8 entities", "8"),
    case("gpt4o", "count", "There appear to be twelve distinct entities.\n\nAnswer: 12", "12"),
    case("gpt4o", "count_relations", "There are 11 directed edges (relations) in the graph.\n\nAnswer: 11", "11"),
    case("gpt4o", "count_relations", "Answer: **5**", "5"),
    case("gpt4o", "entity",
         "The masked node is linked to Tanzania by the **capital** relation, which is Dodoma.\n\nAnswer: D", "D",
         EAST_AFRICA),
    case("gpt4o", "entity", "The missing entity is **Kigali**, the capital of Rwanda.\n\nAnswer: C", "C",
         EAST_AFRICA),
    case("gpt4o", "entity",
         "Belgium has three official languages (French, Dutch and German), so the graph alone doesn't determine which "
         "one is masked.\n\nAnswer: Cannot be determined", None, LANGUAGES),
    case("gpt4o", "entity", "Answer: E (Brussels)", "E", EUROPE),
    case("gpt4o", "entity", "Answer: Swiss franc", "B", CURRENCIES),
    case("gpt4o", "relation",
         "Kenya and Uganda share a land border, so the masked relation is **shares border with**.\n\nAnswer: E", "E",
         RELATIONS),
    case("gpt4o", "relation", "Answer: D — Poland is a member of the European Union.", "D", RELATIONS),
    case("gpt4o", "relation",
         "The relation could be either 'part of' or 'located in region'; both fit.\n\nAnswer: C or A", None,
         RELATIONS_2),
]

# ---- gemini: Gemini style, 'Here's how to solve this', bullet breakdowns, 'Final Answer: The final answer is …' ----
GEMINI = [
    case("gemini", "letters4",
         "Here's how to solve this:\n\n* **Fold 1:** The left half folds over the right.\n* **Fold 2:** The top half "
         "folds down.\n* **Punch:** One hole through all four layers.\n\nUnfolding gives four symmetric holes, as in "
         "option C.\n\nAnswer: C", "C"),
    case("gemini", "letters4", "The correct answer is **(B)**.\n\nAnswer: B", "B"),
    case("gemini", "letters4", "Final Answer: The final answer is $\\boxed{D}$", "D"),
    case("gemini", "letters4",
         "Here's a breakdown of each option:\n\n* **A:** Mirror image.\n* **B:** Extra cube.\n* **C:** Correct "
         "rotation.\n* **D:** Wrong axis.\n\nAnswer: C", "C"),
    case("gemini", "letters4",
         "Unfortunately, the image resolution is too low to reliably compare the options.\n\nAnswer: Not possible to "
         "determine", None),
    case("gemini", "letters4",
         "**Answer: A**\n\n**Explanation:** Only option A keeps the relative position of the red and blue faces.", "A"),
    case("gemini", "letters4",
         "Let's analyze the folds step by step. The final hole pattern is symmetric about both axes, which matches "
         "option **D**.\n\nAnswer: D", "D"),
    case("gemini", "letters4", "Options B and D both appear consistent with the rotation.\n\nAnswer: B or D", None),
    case("gemini", "letters4", "Final Answer: The final answer is **B**", "B"),
    case("gemini", "letters4", "The answer is **C**.\n\nAnswer: C", "C"),
    case("gemini", "letters4", "This is a tricky one! I believe it's A.\n\nAnswer: A", "A"),
    case("gemini", "letters4", "I'm not able to see the answer choices clearly.\n\nAnswer: I cannot answer", None),
    case("gemini", "letters4",
         "Answer: D\n\n**Explanation:**\n\n* Option A is mirrored.\n* Option B has an extra block.\n* Option C is "
         "rotated about the wrong axis.\n* Option D is correct.", "D"),
    case("gemini", "letters4", "Okay, I've analyzed the image. The correct answer is **A**.\n\nAnswer: A", "A"),
    case("gemini", "letters4",
         "I can't determine this with certainty. It might be A or it might be C.\n\nAnswer: Uncertain", None),
    case("gemini", "letters4",
         "Here's my reasoning: both folds are vertical, so the holes line up in a single row, which is option B.\n\n"
         "Answer: B", "B"),
    case("gemini", "letters6",
         "Here's the reasoning:\n\n1. The dot moves clockwise one position per frame.\n2. After four frames it returns "
         "to the top.\n\nThe frame that matches is **E**.\n\nAnswer: E", "E"),
    case("gemini", "letters6", "Final Answer: $\\boxed{A}$", "A"),
    case("gemini", "letters6", "The motion is ambiguous between frames **B** and **F**.\n\nAnswer: B or F", None),
    case("gemini", "letters6", "**Answer: D**", "D"),
    case("gemini", "odd6",
         "The odd one out is **C** because it is the only shape with an odd number of sides.\n\nAnswer: C", "C"),
    case("gemini", "odd6", "**Concept:** closed shapes.\n**Violator:** Panel F (open curve).\n\nAnswer: F", "F"),
    case("gemini", "odd6", "Each panel seems to follow the concept.\n\nAnswer: None of the panels", None),
    case("gemini", "odd6", "Answer: A\n\nPanel A is the only one where the arrow points inward.", "A"),
    case("gemini", "odd6", "Final answer: E", "E"),
    case("gemini", "yes_no",
         "Here's a check of each triple:\n\n* Japan – capital – Tokyo: **Correct**\n* Japan – currency – Yen: "
         "**Correct**\n* Japan – shares border with – China: **Incorrect** (no land border)\n\nAnswer: Yes", "Yes"),
    case("gemini", "yes_no", "All the facts represented in the knowledge graph are correct.\n\nAnswer: No", "No"),
    case("gemini", "yes_no", "**Answer: Yes**\n\nThe graph incorrectly lists Lyon as the capital of France.", "Yes"),
    case("gemini", "yes_no", "Final Answer: The final answer is No", "No"),
    case("gemini", "yes_no",
         "It is not possible to verify the border relation from the image alone.\n\nAnswer: Undetermined", None),
    case("gemini", "yes_no", "Answer: No\n\nAll edges are factually correct.", "No"),
    case("gemini", "yes_no",
         "Yes, there is an error. The graph says the capital of Canada is Toronto, but it is Ottawa.\n\nAnswer: Yes",
         "Yes"),
    case("gemini", "yes_no",
         "I am unable to determine if there is an error without more information.\n\nAnswer: Unable to determine",
         None),
    case("gemini", "count",
         "Let's count the entities:\n\n* Canada\n* Ottawa\n* Canadian dollar\n* English\n* French\n* NATO\n* United "
         "States\n\nThere are 7 entities.\n\nAnswer: 7", "7"),
    case("gemini", "count", "Final Answer: The final answer is 9", "9"),
    case("gemini", "count", "The graph has **10** entities.\n\nAnswer: 10", "10"),
    case("gemini", "count",
         "It's hard to count precisely because of overlapping labels; it's between 8 and 10.\n\nAnswer: Between 8 and "
         "10", None),
    case("gemini", "count", "Answer: 11", "11"),
    case("gemini", "count", "Answer: 6 entities", "6"),
    case("gemini", "count", "There are twelve entities in total.\n\nAnswer: 12", "12"),
    case("gemini", "count_relations", "Counting the arrows gives **13** relations.\n\nAnswer: 13", "13"),
    case("gemini", "count_relations", "Answer: 7 relations", "7"),
    case("gemini", "entity", "The masked entity is **Kampala**, the capital of Uganda.\n\nAnswer: B", "B",
         EAST_AFRICA),
    case("gemini", "entity", "Final Answer: The final answer is Addis Ababa", "E", EAST_AFRICA),
    case("gemini", "entity",
         "The hidden language could be French, Dutch, or German.\n\nAnswer: Cannot determine", None, LANGUAGES),
    case("gemini", "entity", "**Answer: C (Vaduz)**", "C", EUROPE),
    case("gemini", "entity", "Answer: A (Euro)", "A", CURRENCIES),
    case("gemini", "relation",
         "The relationship between Germany and France is that they are neighbors.\n\nAnswer: shares border with", "E",
         RELATIONS),
    case("gemini", "relation",
         "**Answer: C**\n\nThe edge connects Japan and the Yen, which is a currency relation.", "C", RELATIONS),
    case("gemini", "relation", "Answer: B\n\nNorway is a member of NATO.", "B", RELATIONS_2),
]

# ---- round 13: four new voices, written after round 12, before any rule change touching them and before the
# ---- extractor was run on them; scored once as they stood
# ---- agentic: ReAct-style agent transcripts (Thought / Action / Observation, finish[...], tool results) ----------
AGENTIC = [
    case("agentic", "letters4",
         "Thought: I need to see where the holes end up after unfolding.\nAction: zoom(region=\"options\")\n"
         "Observation: Option A has two holes, B has four near the centre, C has four near the corners, D has three.\n"
         "Thought: Two folds give four holes near the corners.\nFinal Answer: C", "C"),
    case("agentic", "letters4",
         "Thought: compare each option with the reference.\nAction: rotate(reference, axis=\"y\", angle=90)\n"
         "Observation: the rotated shape matches option B.\nAction: finish[B]", "B"),
    case("agentic", "letters4",
         "Thought: The image is too small.\nAction: zoom(region=\"options\")\nObservation: Error: zoom tool "
         "unavailable.\nThought: I cannot inspect the options closely enough to decide.\nFinal Answer: unknown", None),
    case("agentic", "letters4",
         "Step 1 (tool: segment_panels) -> 4 panels found.\nStep 2 (tool: count_holes) -> A: 2, B: 4, C: 4, D: 3.\n"
         "Step 3 (tool: check_symmetry) -> B: no, C: yes.\nResult: C", "C"),
    case("agentic", "letters4", "Action: answer(\"D\")", "D"),
    case("agentic", "letters4",
         "Thought: Both A and D look plausible.\nAction: zoom(region=\"A\")\nObservation: image unchanged.\nThought: "
         "still ambiguous between A and D.\nAction: finish[]", None),
    case("agentic", "letters4", "Thought: the notch stays on the left only in option A.\nFinal Answer: A", "A"),
    case("agentic", "letters4",
         "Observation: the folded packet shows the hole in the top-right corner.\nThought: After unfolding twice, the "
         "holes are at all four corners, which is option D.\nAction: finish[D]", "D"),
    case("agentic", "letters4",
         "Thought: Let me check option C first.\nAction: inspect(\"C\")\nObservation: C has an extra cube.\nThought: "
         "Then check B.\nAction: inspect(\"B\")\nObservation: B matches the reference after rotation.\nFinal Answer: B",
         "B"),
    case("agentic", "letters4",
         "Thought: I should compare the options.\nAction: compare(options=[\"A\", \"B\", \"C\", \"D\"])\nObservation: "
         "Tool timed out.", None),
    case("agentic", "letters4",
         "{\"thought\": \"holes mirror twice\", \"action\": \"finish\", \"action_input\": \"C\"}", "C"),
    case("agentic", "letters4",
         "Thought: A is mirrored.\nThought: C has the wrong hole count.\nThought: D is rotated about the wrong axis.\n"
         "Final Answer: B", "B"),
    case("agentic", "letters4",
         "Thought: answer is A.\nAction: verify(\"A\")\nObservation: verification failed: A is mirrored.\n"
         "Thought: then it must be C.\nFinal Answer: C", "C"),
    case("agentic", "letters4", "Final Answer: (B)", "B"),
    case("agentic", "letters4", "Thought: need more resolution.\nAction: request_higher_resolution()", None),
    case("agentic", "letters4", "Final Answer: D\nConfidence: high", "D"),
    case("agentic", "letters6",
         "Thought: track the circle frame by frame.\nAction: track(object=\"circle\")\nObservation: positions 1, 2, 3, "
         "4; colour alternates.\nFinal Answer: E", "E"),
    case("agentic", "letters6", "Action: finish[F]", "F"),
    case("agentic", "letters6", "Thought: the frames are unreadable.\nFinal Answer: I don't know", None),
    case("agentic", "letters6",
         "Thought: the last frame shows the triangle pointing down.\nAction: match(\"pointing down\")\nObservation: "
         "matches frame A.\nFinal Answer: A", "A"),
    case("agentic", "odd6",
         "Thought: find the concept.\nAction: describe_panels()\nObservation: A closed, B closed, C open, D closed, E "
         "closed, F closed.\nThought: C breaks the closedness concept.\nFinal Answer: C", "C"),
    case("agentic", "odd6", "Action: finish[\"D\"]", "D"),
    case("agentic", "odd6", "Thought: B and F both differ.\nFinal Answer: B or F", None),
    case("agentic", "odd6", "Observation: only panel E is asymmetric.\nFinal Answer: E", "E"),
    case("agentic", "odd6", "Thought: A, B, D, E, F share four sides.\nFinal Answer: C", "C"),
    case("agentic", "yes_no",
         "Thought: verify each triple.\nAction: lookup(\"capital of Australia\")\nObservation: Canberra\nThought: the "
         "graph says Sydney, so there is an error.\nFinal Answer: Yes", "Yes"),
    case("agentic", "yes_no",
         "Action: lookup(\"currency of Japan\")\nObservation: Yen\nAction: lookup(\"capital of Japan\")\nObservation: "
         "Tokyo\nThought: both triples match the graph.\nFinal Answer: No", "No"),
    case("agentic", "yes_no",
         "Thought: I need to check the border edge.\nAction: lookup(\"Peru borders\")\nObservation: (no results)\n"
         "Thought: I can't verify it.\nFinal Answer: cannot verify", None),
    case("agentic", "yes_no", "Action: finish[Yes]", "Yes"),
    case("agentic", "yes_no", "Thought: every triple checks out.\nAction: finish[No]", "No"),
    case("agentic", "yes_no",
         "Thought: the Brazil–Spanish edge is wrong.\nAction: report_error(triple=\"(Brazil, official language, "
         "Spanish)\")\nFinal Answer: Yes", "Yes"),
    case("agentic", "yes_no", "Observation: all 6 triples verified.\nFinal Answer: No errors", "No"),
    case("agentic", "yes_no", "Thought: one triple contradicts known facts.\nFinal Answer: yes", "Yes"),
    case("agentic", "count", "Action: count_nodes()\nObservation: 9\nFinal Answer: 9", "9"),
    case("agentic", "count",
         "Action: count_nodes()\nObservation: 7\nThought: one node is a duplicate label, so 6 distinct entities.\n"
         "Final Answer: 6", "6"),
    case("agentic", "count",
         "Action: count_nodes()\nObservation: 8\nThought: the tool may have missed overlapping nodes; the true count "
         "could be 8 or 9.\nFinal Answer: 8 or 9", None),
    case("agentic", "count",
         "Thought: list the entities.\nObservation: Spain, Madrid, Euro, Spanish, EU, Portugal, Lisbon, France, "
         "Paris, Andorra\nFinal Answer: 10", "10"),
    case("agentic", "count", "Action: count_nodes()\nObservation: Error: graph not parsed.", None),
    case("agentic", "count", "Action: finish[11]", "11"),
    case("agentic", "count", "Observation: nodes = 7, edges = 9\nFinal Answer: 7", "7"),
    case("agentic", "count_relations", "Action: count_edges()\nObservation: 12\nFinal Answer: 12", "12"),
    case("agentic", "count_relations", "Thought: 5 arrows leave Spain and 3 leave Portugal.\nFinal Answer: 8", "8"),
    case("agentic", "entity",
         "Action: lookup(\"capital of Rwanda\")\nObservation: Kigali\nFinal Answer: Kigali", "C", EAST_AFRICA),
    case("agentic", "entity", "Thought: the masked node is Tanzania's capital.\nAction: finish[D]", "D", EAST_AFRICA),
    case("agentic", "entity",
         "Action: lookup(\"official language of Belgium\")\nObservation: Dutch, French, German\nThought: three "
         "candidates remain; the graph does not say which.\nFinal Answer: undetermined", None, LANGUAGES),
    case("agentic", "entity", "Final Answer: Vaduz", "C", EUROPE),
    case("agentic", "entity", "Action: answer(\"Addis Ababa\")", "E", EAST_AFRICA),
    case("agentic", "relation",
         "Action: lookup(\"Kenya Uganda relation\")\nObservation: neighbouring countries\nFinal Answer: shares border "
         "with", "E", RELATIONS),
    case("agentic", "relation", "Action: finish[member of]", "D", RELATIONS),
    case("agentic", "relation",
         "Thought: could be 'part of' or 'located in region'.\nFinal Answer: part of / located in region", None,
         RELATIONS_2),
]

# ---- ensemble: self-consistency and voting outputs that report several samples and their aggregate --------------
ENSEMBLE = [
    case("ensemble", "letters4", "Sample 1: B\nSample 2: B\nSample 3: D\nMajority: B", "B"),
    case("ensemble", "letters4", "Votes — A: 0, B: 1, C: 4, D: 0. Consensus answer: C", "C"),
    case("ensemble", "letters4", "Run 1 → A, Run 2 → C, Run 3 → A, Run 4 → C. No majority.", None),
    case("ensemble", "letters4", "After 5 samples, the most frequent answer is D (3/5).", "D"),
    case("ensemble", "letters4",
         "Three reasoning paths:\n(1) holes mirrored twice → C\n(2) count of holes = 4 → C or B\n(3) corner positions "
         "→ C\nAggregated answer: C", "C"),
    case("ensemble", "letters4", "Path 1 says A; path 2 says B; path 3 says A. I'll go with the majority, A.", "A"),
    case("ensemble", "letters4", "Samples disagree (A, B, C, D once each), so I won't commit to an answer.", None),
    case("ensemble", "letters4", "Self-consistency (n=7): B ×5, D ×2 → B", "B"),
    case("ensemble", "letters4", "Voting result: D wins 4–1 over A.", "D"),
    case("ensemble", "letters4", "Ensemble output: C", "C"),
    case("ensemble", "letters4", "Sample answers: [A, A, B, A, A]. Final: A", "A"),
    case("ensemble", "letters4", "Two samples say B, two say D — a tie.", None),
    case("ensemble", "letters4", "Majority vote over 9 samples: B (6 votes), C (2), A (1).", "B"),
    case("ensemble", "letters4", "Sample 1 says C. Sample 2 says C. Final answer: C", "C"),
    case("ensemble", "letters4", "Across 10 samples the answer was always A.", "A"),
    case("ensemble", "letters4", "I sampled three times: B, D, B. Going with B.", "B"),
    case("ensemble", "letters6", "Samples: E, E, E, F, E → E", "E"),
    case("ensemble", "letters6", "Majority: F (4 of 5 samples)", "F"),
    case("ensemble", "letters6", "Votes split evenly between B and E.", None),
    case("ensemble", "letters6", "Samples: C, C, D, C → majority C", "C"),
    case("ensemble", "odd6", "Sample 1: D\nSample 2: D\nSample 3: D\nAll samples agree: D", "D"),
    case("ensemble", "odd6", "Votes: C 3, A 2 → C", "C"),
    case("ensemble", "odd6", "Consensus could not be reached (B 2, F 2, A 1).", None),
    case("ensemble", "odd6", "The majority of samples pick A.", "A"),
    case("ensemble", "odd6", "Votes: E 5/5", "E"),
    case("ensemble", "yes_no", "Sample 1: Yes\nSample 2: Yes\nSample 3: No\nMajority: Yes", "Yes"),
    case("ensemble", "yes_no", "5/5 samples answered No.", "No"),
    case("ensemble", "yes_no", "Votes: Yes 2, No 2 — undecided.", None),
    case("ensemble", "yes_no", "Aggregated verdict: No (4 of 5 samples found no error).", "No"),
    case("ensemble", "yes_no", "Most samples (4/5) flag the Brazil–Spanish edge, so: Yes.", "Yes"),
    case("ensemble", "yes_no", "Ensemble answer: Yes", "Yes"),
    case("ensemble", "yes_no", "Answer distribution: Yes 80%, No 20% → Yes", "Yes"),
    case("ensemble", "yes_no", "Samples: No, No, No → No", "No"),
    case("ensemble", "count", "Samples: 7, 7, 8, 7, 7. Mode: 7.", "7"),
    case("ensemble", "count", "Counts from 5 samples: 9, 10, 9, 9, 11. Majority: 9", "9"),
    case("ensemble", "count", "Counts from 4 samples: 8, 9, 8, 9 — no majority.", None),
    case("ensemble", "count", "Median of 5 counts: 10", "10"),
    case("ensemble", "count", "The samples agree on 6 entities.", "6"),
    case("ensemble", "count", "Votes: 11 ×3, 12 ×2 → 11", "11"),
    case("ensemble", "count", "Estimated count (mean of samples): 8.4", None),
    case("ensemble", "count_relations", "Samples: 12, 12, 12 → 12 relations", "12"),
    case("ensemble", "count_relations", "Majority count of relations: 8", "8"),
    case("ensemble", "entity", "Samples: Kampala, Kampala, Nairobi → Kampala", "B", EAST_AFRICA),
    case("ensemble", "entity", "All three samples return Dodoma.", "D", EAST_AFRICA),
    case("ensemble", "entity", "Votes: French 2, Dutch 2, German 1 — no clear winner.", None, LANGUAGES),
    case("ensemble", "entity", "Majority answer: Bern (4/5)", "B", EUROPE),
    case("ensemble", "entity", "Samples: Euro, Euro, Euro → Euro", "A", CURRENCIES),
    case("ensemble", "relation", "Samples: member of ×4, part of ×1 → member of", "D", RELATIONS),
    case("ensemble", "relation", "Votes: shares border with (5/5).", "E", RELATIONS),
    case("ensemble", "relation", "Votes tie between 'part of' and 'located in region'.", None, RELATIONS_2),
]

# ---- spoken: transcripts of speech models (fillers, self-interruptions, letters written as they sound) ----------
SPOKEN = [
    case("spoken", "letters4", "Um, so, after unfolding... I'd say it's B. Yeah, B.", "B"),
    case("spoken", "letters4", "the answer is see", "C"),
    case("spoken", "letters4", "option dee", "D"),
    case("spoken", "letters4", "Uh, it's, uh, either A or C, I'm not really sure.", None),
    case("spoken", "letters4", "I think it's option bee, because the holes line up.", "B"),
    case("spoken", "letters4", "So the answer would be, um, A.", "A"),
    case("spoken", "letters4", "Let me think... okay, C. Final answer, C.", "C"),
    case("spoken", "letters4", "Hmm, hard to say from here. Could you describe the options to me?", None),
    case("spoken", "letters4", "The answer's D.", "D"),
    case("spoken", "letters4", "it's the second one, B", "B"),
    case("spoken", "letters4", "Okay so the rotated shape is, um, option A. Yep.", "A"),
    case("spoken", "letters4", "I'm going to say... B? No wait, D. Definitely D.", "D"),
    case("spoken", "letters4", "ay or see, can't tell", None),
    case("spoken", "letters4", "see, the answer is C", "C"),
    case("spoken", "letters4", "Ay. I mean A.", "A"),
    case("spoken", "letters4", "Honestly? I'd need to see it bigger.", None),
    case("spoken", "letters6", "The last frame is, uh, E. Letter E.", "E"),
    case("spoken", "letters6", "Frame eff.", "F"),
    case("spoken", "letters6", "I honestly can't make out the frames.", None),
    case("spoken", "letters6", "I'm going with dee.", "D"),
    case("spoken", "odd6", "The odd one out is... panel D. Yeah.", "D"),
    case("spoken", "odd6", "Uh, the one that breaks the rule is, like, C, 'cause it's open.", "C"),
    case("spoken", "odd6", "Maybe B? Or F? I don't know.", None),
    case("spoken", "odd6", "It's E, the fifth one.", "E"),
    case("spoken", "odd6", "The odd one is bee.", "B"),
    case("spoken", "yes_no", "Yeah, there's a mistake — Sydney isn't the capital of Australia.", "Yes"),
    case("spoken", "yes_no", "Nah, everything looks right to me.", "No"),
    case("spoken", "yes_no", "Um, I'm not sure if there's an error.", None),
    case("spoken", "yes_no", "Yes. Yes, there is.", "Yes"),
    case("spoken", "yes_no", "No, no errors.", "No"),
    case("spoken", "yes_no", "Yep, one of the edges is wrong.", "Yes"),
    case("spoken", "yes_no", "Yes sir, there's an error in the currency edge.", "Yes"),
    case("spoken", "count",
         "Okay, counting... one, two, three, four, five, six, seven. Seven entities.", "7"),
    case("spoken", "count", "I count, um, nine.", "9"),
    case("spoken", "count", "There's like eight or nine of them.", None),
    case("spoken", "count", "Ten. There are ten.", "10"),
    case("spoken", "count", "Uh, I think eleven entities.", "11"),
    case("spoken", "count", "Twelve, I think? Maybe thirteen.", None),
    case("spoken", "count", "Six entities total.", "6"),
    case("spoken", "count", "About ten? Ten, yeah.", "10"),
    case("spoken", "count_relations", "Um, there are eight arrows, so eight relations.", "8"),
    case("spoken", "count_relations", "I'd say twelve relations.", "12"),
    case("spoken", "entity", "It's Kigali. Kigali, the capital of Rwanda.", "C", EAST_AFRICA),
    case("spoken", "entity", "Kampala, I'm pretty sure.", "B", EAST_AFRICA),
    case("spoken", "entity", "Could be French, could be Dutch, I can't tell.", None, LANGUAGES),
    case("spoken", "entity", "The hidden one is, uh, Dodoma.", "D", EAST_AFRICA),
    case("spoken", "entity", "Euro. The euro.", "A", CURRENCIES),
    case("spoken", "relation", "They share a border, so... shares border with.", "E", RELATIONS),
    case("spoken", "relation", "Member of. Norway's in NATO.", "D", RELATIONS),
    case("spoken", "relation", "Um, part of? Or located in region? Not sure.", None, RELATIONS_2),
]

# ---- html: web-tuned models that answer in HTML (tags, tables, lists, escaped entities) ---------------------------
HTML = [
    case("html", "letters4", "<p>The holes are mirrored twice.</p>\n<p><strong>Answer: C</strong></p>", "C"),
    case("html", "letters4", "<b>B</b>", "B"),
    case("html", "letters4", "<p>The correct answer is <em>option D</em>.</p>", "D"),
    case("html", "letters4",
         "<ul>\n<li>A: mirrored</li>\n<li>B: extra cube</li>\n<li>C: correct</li>\n<li>D: wrong axis</li>\n</ul>\n"
         "<p>Answer: C</p>", "C"),
    case("html", "letters4", "<p>I can't determine the answer from this image.</p>", None),
    case("html", "letters4", "<div class=\"answer\">A</div>", "A"),
    case("html", "letters4", "<p>Answer: <span class=\"choice\">B</span></p>", "B"),
    case("html", "letters4", "<p>Options A and D both look correct.</p>", None),
    case("html", "letters4", "<h3>Answer</h3>\n<p>D</p>", "D"),
    case("html", "letters4",
         "<table><tr><th>Option</th><th>Matches?</th></tr><tr><td>A</td><td>No</td></tr><tr><td>B</td><td>Yes</td>"
         "</tr><tr><td>C</td><td>No</td></tr><tr><td>D</td><td>No</td></tr></table>", "B"),
    case("html", "letters4", "<p>Answer: A</p><!-- confidence: low -->", "A"),
    case("html", "letters4", "&lt;answer&gt;C&lt;/answer&gt;", "C"),
    case("html", "letters4", "<p>The answer is <code>B</code>.</p>", "B"),
    case("html", "letters4", "<p><s>A</s> <s>B</s> <u>C</u> <s>D</s></p>", "C"),
    case("html", "letters4", "<p>Answer: A&nbsp;or&nbsp;C</p>", None),
    case("html", "letters4", "<p>Answer:</p><p>D</p>", "D"),
    case("html", "letters4", "<br>B<br>", "B"),
    case("html", "letters4", "<p>The rotated object matches option <strong>(B)</strong>.</p>", "B"),
    case("html", "letters6", "<p><strong>E</strong> — the square ends at the bottom right.</p>", "E"),
    case("html", "letters6", "<final>F</final>", "F"),
    case("html", "letters6", "<p>The frames are too small to read.</p>", None),
    case("html", "letters6", "<p>Answer: <b>A</b></p>", "A"),
    case("html", "odd6", "<p>The odd one out is <b>panel C</b>.</p>", "C"),
    case("html", "odd6",
         "<ol><li>A follows the rule</li><li>B follows the rule</li><li>C follows the rule</li><li>D breaks the rule"
         "</li><li>E follows the rule</li><li>F follows the rule</li></ol>", "D"),
    case("html", "odd6", "<p>B or F &ndash; I can't decide.</p>", None),
    case("html", "odd6", "<p>Answer: <mark>E</mark></p>", "E"),
    case("html", "odd6", "<p>Sorry, I can&#39;t see the panels.</p>", None),
    case("html", "yes_no",
         "<p><strong>Yes</strong>, the graph contains an error: Lyon is not the capital of France.</p>", "Yes"),
    case("html", "yes_no", "<p>No errors found.</p>", "No"),
    case("html", "yes_no", "<p>Answer: No</p>", "No"),
    case("html", "yes_no", "<p>I can&#39;t verify the border edge, so I can&#39;t say.</p>", None),
    case("html", "yes_no", "<div>Yes &mdash; Brazil&#39;s official language is Portuguese.</div>", "Yes"),
    case("html", "yes_no", "<p>All triples are correct.</p>", "No"),
    case("html", "yes_no", "<input type=\"checkbox\" checked> Error present", "Yes"),
    case("html", "count", "<p>There are <b>8</b> entities.</p>", "8"),
    case("html", "count", "<p>Answer: 11</p>", "11"),
    case("html", "count",
         "<ol><li>Germany</li><li>Berlin</li><li>Euro</li><li>German</li><li>EU</li></ol><p>Total: 5</p>", "5"),
    case("html", "count", "<p>Between 7 and 9 entities.</p>", None),
    case("html", "count", "<span>12</span>", "12"),
    case("html", "count", "<p>The graph has <strong>ten</strong> entities.</p>", "10"),
    case("html", "count", "<p>Count: <b>7</b> (entities)</p>", "7"),
    case("html", "count_relations", "<p>Relations: <b>9</b></p>", "9"),
    case("html", "count_relations", "<p>I count 6 edges.</p>", "6"),
    case("html", "entity", "<p>The masked entity is <b>Kampala</b>.</p>", "B", EAST_AFRICA),
    case("html", "entity", "<p>Answer: Addis&nbsp;Ababa</p>", "E", EAST_AFRICA),
    case("html", "entity", "<p>French, Dutch or German &ndash; the graph doesn&#39;t say.</p>", None, LANGUAGES),
    case("html", "entity", "<em>Luxembourg</em>", "D", EUROPE),
    case("html", "relation", "<p>The relation is <q>currency</q>.</p>", "C", RELATIONS),
    case("html", "relation", "<p>Answer: <code>shares border with</code></p>", "E", RELATIONS),
    case("html", "relation", "<p>Either <i>part of</i> or <i>located in region</i>.</p>", None, RELATIONS_2),
]

# ---- round 14: four new voices, written after round 13's fixes, before any rule change touching them and before the
# ---- extractor was run on them; scored once as they stood
# ---- faq: replies written as question-and-answer pairs ('Q: … A: …'; 'A:' labels the answer, it is not option A) --
FAQ = [
    case("faq", "letters4", "Q: Which option shows the unfolded sheet?\nA: Option C.", "C"),
    case("faq", "letters4",
         "Q: What happens after the first fold?\nA: The hole is mirrored.\nQ: And the answer?\nA: B", "B"),
    case("faq", "letters4", "**Q:** Which panel matches the rotated object?\n**A:** D", "D"),
    case("faq", "letters4", "Q: Which option?\nA: A", "A"),
    case("faq", "letters4", "Q: Can I tell from this image?\nA: Not really — the options are too small.", None),
    case("faq", "letters4", "FAQ\n1. Which option is correct? → B\n2. Why? Because the holes are mirrored twice.", "B"),
    case("faq", "letters4", "Q: Is it A?\nA: No.\nQ: Is it C?\nA: Yes, C matches.", "C"),
    case("faq", "letters4", "Q: Which option?\nA: Either B or D.", None),
    case("faq", "letters4", "Question: Which option shows the sheet after it is completely unfolded?\nAnswer: C", "C"),
    case("faq", "letters4", "Q: Which one is it?\nA: I can't tell.", None),
    case("faq", "letters4", "Q&A\nQ — which option?\nA — D, since only D keeps the notch on the left.", "D"),
    case("faq", "letters4", "Q: Is B mirrored?\nA: Yes.\nQ: Then which option remains?\nA: A", "A"),
    case("faq", "letters4", "A: B", "B"),
    case("faq", "letters4", "Q: Answer?\nA: (C)", "C"),
    case("faq", "letters4", "Q: Which option shows the sheet?\nA: ", None),
    case("faq", "letters4", "Q: Which?\nA: A.", "A"),
    case("faq", "letters6",
         "Q: Where is the circle at t = 1?\nA: In the last cell.\nQ: Which frame shows that?\nA: E", "E"),
    case("faq", "letters6", "Q: Which frame?\nA: F.", "F"),
    case("faq", "letters6", "Q: Which frame?\nA: Can't say, the frames are blurred.", None),
    case("faq", "letters6", "Q: Final frame?\nA: D", "D"),
    case("faq", "odd6",
         "Q: What is the shared concept?\nA: Closed shapes.\nQ: Which panel breaks it?\nA: Panel C.", "C"),
    case("faq", "odd6", "Q: Which panel is the odd one out?\nA: B", "B"),
    case("faq", "odd6", "Q: Which panel breaks the rule?\nA: Possibly A, possibly F.", None),
    case("faq", "odd6", "Q: Odd one out?\nA: D — it's the only one with an even number of dots.", "D"),
    case("faq", "odd6", "Q: Which breaks the concept?\nA: E.", "E"),
    case("faq", "yes_no", "Q: Is there a factual error in the graph?\nA: Yes — Lyon is not France's capital.", "Yes"),
    case("faq", "yes_no", "Q: Is there an error?\nA: No.", "No"),
    case("faq", "yes_no", "Q: Does any triple look wrong?\nA: The border edge between Spain and Italy.", "Yes"),
    case("faq", "yes_no", "Q: Any errors?\nA: None.", "No"),
    case("faq", "yes_no", "Q: Is there an error?\nA: Hard to say.", None),
    case("faq", "yes_no", "Q: Are all triples correct?\nA: Yes.", "No"),
    case("faq", "yes_no",
         "Q: Is (Brazil, official language, Spanish) correct?\nA: No, it should be Portuguese.\nQ: So is there an "
         "error?\nA: Yes.", "Yes"),
    case("faq", "yes_no", "A: Yes.", "Yes"),
    case("faq", "count", "Q: How many entities?\nA: 8", "8"),
    case("faq", "count", "Q: How many nodes are on the left?\nA: 4\nQ: On the right?\nA: 3\nQ: Total?\nA: 7", "7"),
    case("faq", "count", "Q: How many entities?\nA: Around 9 or 10.", None),
    case("faq", "count", "Q: How many entities does the knowledge graph contain?\nA: Eleven.", "11"),
    case("faq", "count", "Q: Count?\nA: I couldn't count them reliably.", None),
    case("faq", "count",
         "Q: How many entities?\nA: 6 (Chile, Santiago, Peso, Spanish, Argentina, Buenos Aires).", "6"),
    case("faq", "count", "A: 10", "10"),
    case("faq", "count_relations", "Q: How many relations?\nA: 9", "9"),
    case("faq", "count_relations", "Q: How many edges?\nA: Twelve edges.", "12"),
    case("faq", "entity", "Q: What is the masked entity?\nA: Kigali.", "C", EAST_AFRICA),
    case("faq", "entity", "Q: Which city is hidden?\nA: Dodoma, Tanzania's capital.", "D", EAST_AFRICA),
    case("faq", "entity", "Q: Which language is masked?\nA: French or Dutch.", None, LANGUAGES),
    case("faq", "entity", "Q: Hidden entity?\nA: Bern", "B", EUROPE),
    case("faq", "entity", "A: Euro", "A", CURRENCIES),
    case("faq", "relation", "Q: Which relation?\nA: shares border with", "E", RELATIONS),
    case("faq", "relation", "Q: Which relation is masked?\nA: member of — Poland is in the EU.", "D", RELATIONS),
    case("faq", "relation", "Q: Which relation?\nA: Unclear; part of and located in region both fit.", None,
         RELATIONS_2),
]

# ---- mathy: math-tuned models that write their conclusion in notation (∴, ⇒, ∈, :=, |V|) -------------------------
MATHY = [
    case("mathy", "letters4", "Two reflections ⇒ four holes ⇒ option C.", "C"),
    case("mathy", "letters4", "∴ B", "B"),
    case("mathy", "letters4",
         "Let h = hole. After unfold₁: h → 2h. After unfold₂: 2h → 4h, symmetric about both axes. ∴ answer = D.", "D"),
    case("mathy", "letters4",
         "A ≠ reference (mirrored), C ≠ reference (extra cube), D ≠ reference (wrong axis) ⇒ B.", "B"),
    case("mathy", "letters4", "x ∈ {A, C}; cannot decide further.", None),
    case("mathy", "letters4", "answer ∈ {B}", "B"),
    case("mathy", "letters4", "P(A) = P(C) = 0.5", None),
    case("mathy", "letters4", "Rotation R_y(90°) maps the reference onto option A. ∎", "A"),
    case("mathy", "letters4", "∵ only C preserves chirality, ∴ C.", "C"),
    case("mathy", "letters4", "ans := D", "D"),
    case("mathy", "letters4", "f(reference) = B", "B"),
    case("mathy", "letters4", "{A, B, C, D} \\ {A, C, D} = {B}", "B"),
    case("mathy", "letters4", "⊥ (no option matches)", None),
    case("mathy", "letters4", "⇒ (A)", "A"),
    case("mathy", "letters4", "B ✓", "B"),
    case("mathy", "letters4", "answer = ∅", None),
    case("mathy", "letters6", "t = 1 ⟹ position 4, colour blue ⟹ E", "E"),
    case("mathy", "letters6", "argmax_i sim(frame_i, prediction) = F", "F"),
    case("mathy", "letters6", "sim(B) ≈ sim(E) ≈ 0.5 ⇒ undecidable", None),
    case("mathy", "letters6", "final = C", "C"),
    case("mathy", "odd6", "∀ panels ≠ C: closed. C: open. ⇒ odd = C", "C"),
    case("mathy", "odd6", "odd ∈ {B, F}", None),
    case("mathy", "odd6", "symmetric(X) ∀ X ≠ E ∴ E", "E"),
    case("mathy", "odd6", "#sides: 4,4,4,3,4,4 ⇒ D", "D"),
    case("mathy", "odd6", "odd(panels) = A", "A"),
    case("mathy", "yes_no", "∃ t ∈ G: ¬fact(t) (t = (Peru, capital, Cusco)) ⇒ Yes", "Yes"),
    case("mathy", "yes_no", "∀ t ∈ G: fact(t) ⇒ No", "No"),
    case("mathy", "yes_no", "fact(border edge) = ? ⇒ cannot decide", None),
    case("mathy", "yes_no", "error(G) = true", "Yes"),
    case("mathy", "yes_no", "error(G) = false", "No"),
    case("mathy", "yes_no", "Capital(Australia) = Canberra ≠ Sydney ⇒ error ⇒ Yes.", "Yes"),
    case("mathy", "yes_no", "¬∃ error", "No"),
    case("mathy", "count", "|V| = 9", "9"),
    case("mathy", "count", "|V| = 7, |E| = 9", "7"),
    case("mathy", "count", "|V| ∈ [8, 10]", None),
    case("mathy", "count", "n = 3 + 4 + 2 = 9", "9"),
    case("mathy", "count", "N_entities = 11", "11"),
    case("mathy", "count", "|V| = ?", None),
    case("mathy", "count", "Σ nodes = 6", "6"),
    case("mathy", "count", "n(entities) = 10.", "10"),
    case("mathy", "count_relations", "|E| = 12", "12"),
    case("mathy", "count_relations", "|E| = 5 + 3 = 8", "8"),
    case("mathy", "entity", "capital(Rwanda) = Kigali", "C", EAST_AFRICA),
    case("mathy", "entity", "x = capital(Tanzania) = Dodoma", "D", EAST_AFRICA),
    case("mathy", "entity", "lang(Belgium) ∈ {French, Dutch, German} ⇒ not unique", None, LANGUAGES),
    case("mathy", "entity", "currency(Liechtenstein) = Swiss franc", "B", CURRENCIES),
    case("mathy", "entity", "hidden = Addis Ababa", "E", EAST_AFRICA),
    case("mathy", "relation", "r(Kenya, Uganda) = shares border with", "E", RELATIONS),
    case("mathy", "relation", "r ∈ {part of, located in region}", None, RELATIONS_2),
    case("mathy", "relation", "r(Poland, EU) = member of ∎", "D", RELATIONS),
]

# ---- bracketed: answers wrapped in brackets, quotes and markup noise -----------------------------------------------
BRACKETED = [
    case("bracketed", "letters4", "[[C]]", "C"),
    case("bracketed", "letters4", "{D}", "D"),
    case("bracketed", "letters4", "«A»", "A"),
    case("bracketed", "letters4", "-> B <-", "B"),
    case("bracketed", "letters4", "__C__", "C"),
    case("bracketed", "letters4", "|D|", "D"),
    case("bracketed", "letters4", "<<A>>", "A"),
    case("bracketed", "letters4", "***B***", "B"),
    case("bracketed", "letters4", "[A] [B] [C] [D]", None),
    case("bracketed", "letters4", "{A|C}", None),
    case("bracketed", "letters4", "==C==", "C"),
    case("bracketed", "letters4", "'D'", "D"),
    case("bracketed", "letters4", "\"B\"", "B"),
    case("bracketed", "letters4", "(( A ))", "A"),
    case("bracketed", "letters4", "[?]", None),
    case("bracketed", "letters4", "**[C]**", "C"),
    case("bracketed", "letters4", "> B", "B"),
    case("bracketed", "letters4", "::D::", "D"),
    case("bracketed", "letters4", "[A/C]", None),
    case("bracketed", "letters4", "Option [B]", "B"),
    case("bracketed", "letters4", "→ [D] ←", "D"),
    case("bracketed", "letters6", "{{E}}", "E"),
    case("bracketed", "letters6", "[F].", "F"),
    case("bracketed", "letters6", "[ ]", None),
    case("bracketed", "odd6", "<D>", "D"),
    case("bracketed", "odd6", "| C |", "C"),
    case("bracketed", "odd6", "[B] or [F]", None),
    case("bracketed", "odd6", "«E».", "E"),
    case("bracketed", "yes_no", "[Yes]", "Yes"),
    case("bracketed", "yes_no", "{No}", "No"),
    case("bracketed", "yes_no", "**[ No ]**", "No"),
    case("bracketed", "yes_no", "[Yes/No]", None),
    case("bracketed", "yes_no", "'yes'", "Yes"),
    case("bracketed", "yes_no", "<< No >>", "No"),
    case("bracketed", "yes_no", "[x] Yes  [ ] No", "Yes"),
    case("bracketed", "count", "[7]", "7"),
    case("bracketed", "count", "{9}", "9"),
    case("bracketed", "count", "«11»", "11"),
    case("bracketed", "count", "[8-9]", None),
    case("bracketed", "count", "(10)", "10"),
    case("bracketed", "count", "[N]", None),
    case("bracketed", "count_relations", "[[12]]", "12"),
    case("bracketed", "count_relations", "{ 6 }", "6"),
    case("bracketed", "entity", "[Kigali]", "C", EAST_AFRICA),
    case("bracketed", "entity", "«Dodoma»", "D", EAST_AFRICA),
    case("bracketed", "entity", "{French, Dutch}", None, LANGUAGES),
    case("bracketed", "entity", "\"Vaduz\"", "C", EUROPE),
    case("bracketed", "relation", "[shares border with]", "E", RELATIONS),
    case("bracketed", "relation", "{member of}", "D", RELATIONS),
    case("bracketed", "relation", "[part of | located in region]", None, RELATIONS_2),
]

# ---- tldr: bottom line first ('TL;DR:', 'Short answer: … Long answer: …'), or an answer followed by a self-critique --
TLDR = [
    case("tldr", "letters4", "TL;DR: C.\n\nDetails: two folds mirror the punch into four corner holes.", "C"),
    case("tldr", "letters4",
         "Short answer: B. Long answer: the rotation keeps the red cube on top, which only B shows.", "B"),
    case("tldr", "letters4", "Bottom line: D.\nWhy: only D keeps the notch on the left after the turn.", "D"),
    case("tldr", "letters4", "TL;DR: can't tell — A and C look identical at this resolution.", None),
    case("tldr", "letters4", "Answer first: A. Then the reasoning: A is the only unmirrored option.", "A"),
    case("tldr", "letters4",
         "Answer: C\n\nSelf-critique: I may have misjudged the hole spacing; B is a close second, but I stand by C.",
         "C"),
    case("tldr", "letters4",
         "Answer: B\n\nCritique: on reflection, the notch in B is on the wrong side, so the answer should be D.", "D"),
    case("tldr", "letters4", "Summary: B or D; I can't narrow it further.\n\nDetails: both show four holes.", None),
    case("tldr", "letters4", "In one word: C.", "C"),
    case("tldr", "letters4",
         "Short answer: I don't know. Long answer: the options are too blurry to compare.", None),
    case("tldr", "letters4", "TL;DR — A\n\n(The other three are mirror images or have an extra cube.)", "A"),
    case("tldr", "letters4", "Executive summary: option D is correct; the others fail the chirality check.", "D"),
    case("tldr", "letters4", "BLUF: B", "B"),
    case("tldr", "letters4", "Answer: A\n\nCritique: none — A is clearly right.", "A"),
    case("tldr", "letters4",
         "Answer: D\n\nCritique: the image is small, but D is the only consistent option.", "D"),
    case("tldr", "letters4", "Bottom line: none of the options fit.", None),
    case("tldr", "letters6",
         "TL;DR: E.\nLong version: the square moves right one cell per frame and turns blue at the end.", "E"),
    case("tldr", "letters6", "Bottom line: F.", "F"),
    case("tldr", "letters6", "TL;DR: unclear between C and F.", None),
    case("tldr", "letters6", "Short answer: B.", "B"),
    case("tldr", "odd6", "TL;DR: D is the odd one out.", "D"),
    case("tldr", "odd6", "Short answer: C. Long answer: it is the only open curve among six closed ones.", "C"),
    case("tldr", "odd6", "Bottom line: I can't find a single panel that breaks the rule.", None),
    case("tldr", "odd6",
         "Answer: A\n\nCritique: A could also be read as symmetric, but its arms differ in length, so A stands.", "A"),
    case("tldr", "odd6", "TL;DR: F breaks the rule.", "F"),
    case("tldr", "yes_no", "TL;DR: yes, there's an error (Sydney is not Australia's capital).", "Yes"),
    case("tldr", "yes_no", "Short answer: No. Long answer: every triple matches real-world facts.", "No"),
    case("tldr", "yes_no", "Bottom line: can't verify the border edge, so no verdict.", None),
    case("tldr", "yes_no",
         "Answer: No\n\nCritique: I double-checked the currency edge; it is fine. No change.", "No"),
    case("tldr", "yes_no",
         "Answer: No\n\nCritique: wait — Brazil's language is Portuguese, not Spanish. Correcting to Yes.", "Yes"),
    case("tldr", "yes_no", "BLUF: Yes — the graph lists the euro as Sweden's currency.", "Yes"),
    case("tldr", "yes_no", "TL;DR: No errors.", "No"),
    case("tldr", "count", "TL;DR: 8 entities.", "8"),
    case("tldr", "count", "Short answer: 11. Long answer: I listed each node once and got eleven.", "11"),
    case("tldr", "count", "Bottom line: 9 or 10, depending on the faded node.", None),
    case("tldr", "count",
         "Answer: 7\n\nCritique: I might have missed a node at the edge, but 7 is my count.", "7"),
    case("tldr", "count", "Answer: 6\n\nCritique: recounting, there are actually 7 entities.", "7"),
    case("tldr", "count", "TL;DR: too many overlapping labels to count.", None),
    case("tldr", "count", "Summary: ten entities.", "10"),
    case("tldr", "count", "Bottom line: 12.", "12"),
    case("tldr", "count_relations", "TL;DR: 12 relations.", "12"),
    case("tldr", "count_relations",
         "Short answer: 5 relations. Long answer: capital, currency, language, membership and one border.", "5"),
    case("tldr", "entity", "TL;DR: Kampala.", "B", EAST_AFRICA),
    case("tldr", "entity",
         "Short answer: Dodoma. Long answer: Tanzania moved its capital there from Dar es Salaam.", "D", EAST_AFRICA),
    case("tldr", "entity", "Bottom line: could be any of Belgium's three official languages.", None, LANGUAGES),
    case("tldr", "entity", "BLUF: Swiss franc.", "B", CURRENCIES),
    case("tldr", "entity", "TL;DR: Vaduz (Liechtenstein's capital).", "C", EUROPE),
    case("tldr", "relation", "TL;DR: shares border with.", "E", RELATIONS),
    case("tldr", "relation", "Short answer: member of.", "D", RELATIONS),
    case("tldr", "relation", "TL;DR: part of or located in region — both fit.", None, RELATIONS_2),
]

# ---- round 15: four new voices, written after round 14's fixes, before any rule change touching them and before the
# ---- extractor was run on them; scored once as they stood
# ---- emailstyle: replies dressed as letters (greeting, sign-off with a name or initial, P.S. lines) --------------
EMAILSTYLE = [
    case("emailstyle", "letters4",
         "Hi there,\n\nThanks for sending this over. After unfolding, the holes end up in the four corners, which is "
         "option C.\n\nBest regards,\nAssistant", "C"),
    case("emailstyle", "letters4", "Dear user,\n\nMy answer is B.\n\nKind regards", "B"),
    case("emailstyle", "letters4",
         "Hello!\n\nI looked at the four options carefully. Unfortunately the image is too blurry for me to tell them "
         "apart.\n\nSincerely,\nThe Assistant", None),
    case("emailstyle", "letters4",
         "Hi,\n\nThe answer is D.\n\nP.S. If the sheet had been folded diagonally instead, it would have been A.", "D"),
    case("emailstyle", "letters4", "Hey!\n\nShort version: A.\n\nCheers", "A"),
    case("emailstyle", "letters4",
         "Dear colleague,\n\nBoth A and C appear consistent with the folds; I cannot choose between them.\n\nBest",
         None),
    case("emailstyle", "letters4",
         "Hi,\n\nI believe the correct option is C, since only C mirrors the holes across both creases.\n\nThanks,\nAI",
         "C"),
    case("emailstyle", "letters4", "Subject: Paper folding answer\n\nHello,\n\nOption B.\n\nRegards", "B"),
    case("emailstyle", "letters4",
         "Hi,\n\nA quick note first: the image resolution is low. That said, D is the only option with four symmetric "
         "holes, so D.\n\nBest wishes", "D"),
    case("emailstyle", "letters4",
         "Dear team,\n\nThe rotated object corresponds to option A.\n\nP.S. Option C is a common trap — it is "
         "mirrored.", "A"),
    case("emailstyle", "letters4",
         "Hello,\n\nCould you send a larger image? I can't make out the options.\n\nThanks", None),
    case("emailstyle", "letters4",
         "Hi,\n\nAnswer: B\n\nLet me know if you have questions!\n\nBest,\nAssistant", "B"),
    case("emailstyle", "letters4", "Hi,\n\nC.\n\nBest,\nA", "C"),
    case("emailstyle", "letters4", "Hello,\n\nMy final answer: D\n\nRegards,\nB. Smith", "D"),
    case("emailstyle", "letters4", "Hi,\n\nSorry, I can't help with this one.\n\nBest", None),
    case("emailstyle", "letters6",
         "Hi there,\n\nThe square ends up in the bottom-right cell, which is frame E.\n\nCheers", "E"),
    case("emailstyle", "letters6", "Dear user,\n\nI'd pick F.\n\nKind regards", "F"),
    case("emailstyle", "letters6", "Hello,\n\nI'm torn between B and F, sorry!\n\nBest", None),
    case("emailstyle", "letters6", "Hi,\n\nAnswer: A\n\nP.S. Frame D is close, but the colour is wrong.", "A"),
    case("emailstyle", "odd6",
         "Hi,\n\nThe odd one out is D — it's the only panel without symmetry.\n\nBest regards", "D"),
    case("emailstyle", "odd6", "Dear user,\n\nPanel C breaks the rule.\n\nSincerely", "C"),
    case("emailstyle", "odd6",
         "Hello,\n\nI couldn't identify a single panel that breaks the rule.\n\nRegards", None),
    case("emailstyle", "odd6", "Hi!\n\nMy vote goes to E.\n\nCheers,\nBot", "E"),
    case("emailstyle", "odd6", "Hi,\n\nB.\n\nThanks!", "B"),
    case("emailstyle", "yes_no",
         "Hi,\n\nYes, there is an error: the graph says Sydney is Australia's capital.\n\nBest", "Yes"),
    case("emailstyle", "yes_no", "Dear user,\n\nI checked every triple and found no errors.\n\nKind regards", "No"),
    case("emailstyle", "yes_no",
         "Hello,\n\nI'm unable to verify the border edge, so I can't say whether there is an error.\n\nRegards", None),
    case("emailstyle", "yes_no",
         "Hi,\n\nNo error.\n\nP.S. The currency edge looked suspicious at first, but the yen is correct.", "No"),
    case("emailstyle", "yes_no",
         "Dear colleague,\n\nThe knowledge graph contains one factual error (Brazil's language).\n\nBest", "Yes"),
    case("emailstyle", "yes_no", "Hello!\n\nAll good — everything in the graph is accurate.\n\nCheers", "No"),
    case("emailstyle", "yes_no", "Hi,\n\nYes.\n\nBest", "Yes"),
    case("emailstyle", "yes_no", "Hi,\n\nThere's an error in the capital edge.\n\nCheers", "Yes"),
    case("emailstyle", "count", "Hi,\n\nI count 8 entities.\n\nBest", "8"),
    case("emailstyle", "count", "Dear user,\n\nThe graph has eleven entities.\n\nKind regards", "11"),
    case("emailstyle", "count",
         "Hello,\n\nThere are either 9 or 10 entities; one label is cut off.\n\nRegards", None),
    case("emailstyle", "count",
         "Hi!\n\nTotal entities: 7.\n\nP.S. If you also count the edge labels, it would be 13.", "7"),
    case("emailstyle", "count", "Hi,\n\n6.\n\nThanks", "6"),
    case("emailstyle", "count",
         "Dear user,\n\nI'm afraid I can't count the nodes reliably in this image.\n\nBest", None),
    case("emailstyle", "count", "Hello,\n\nNine entities in total.\n\nRegards", "9"),
    case("emailstyle", "count", "Hi,\n\nI count 12 nodes in total.\n\nBest", "12"),
    case("emailstyle", "count_relations", "Hi,\n\nThere are 10 relations.\n\nBest", "10"),
    case("emailstyle", "count_relations", "Hello,\n\nI count 7 edges.\n\nRegards", "7"),
    case("emailstyle", "entity", "Hi,\n\nThe masked entity is Kigali.\n\nBest", "C", EAST_AFRICA),
    case("emailstyle", "entity", "Dear user,\n\nDodoma — Tanzania's capital.\n\nKind regards", "D", EAST_AFRICA),
    case("emailstyle", "entity",
         "Hello,\n\nIt could be French or Dutch; Belgium has both.\n\nRegards", None, LANGUAGES),
    case("emailstyle", "entity", "Hi!\n\nSwiss franc.\n\nCheers", "B", CURRENCIES),
    case("emailstyle", "entity", "Hello,\n\nAnswer: Luxembourg\n\nBest", "D", EUROPE),
    case("emailstyle", "relation", "Hi,\n\nThe relation is 'shares border with'.\n\nBest", "E", RELATIONS),
    case("emailstyle", "relation", "Dear user,\n\nmember of\n\nKind regards", "D", RELATIONS),
    case("emailstyle", "relation",
         "Hello,\n\nEither 'part of' or 'located in region' — hard to tell.\n\nRegards", None, RELATIONS_2),
]

# ---- numbered: options named by their number instead of their letter ('Option 3', '#4', 'the 2nd option') -------
NUMBERED = [
    case("numbered", "letters4", "Option 3", "C"),
    case("numbered", "letters4", "The answer: option 2.", "B"),
    case("numbered", "letters4", "Answer: 4", "D"),
    case("numbered", "letters4", "I choose the 1st option.", "A"),
    case("numbered", "letters4", "Choice #2", "B"),
    case("numbered", "letters4", "Option 5", None),
    case("numbered", "letters4", "Options 1 and 3 both work.", None),
    case("numbered", "letters4", "The third choice.", "C"),
    case("numbered", "letters4", "#4", "D"),
    case("numbered", "letters4", "It's number 2.", "B"),
    case("numbered", "letters4", "Option (2)", "B"),
    case("numbered", "letters4", "I can't decide between options 2 and 4.", None),
    case("numbered", "letters4", "Answer: option #1 (the top-left one)", "A"),
    case("numbered", "letters4", "2nd option", "B"),
    case("numbered", "letters4", "Option 3 is correct because the holes are mirrored twice.", "C"),
    case("numbered", "letters4", "The correct panel is number four.", "D"),
    case("numbered", "letters4", "Option 2 (B).", "B"),
    case("numbered", "letters4", "Option 3 → C", "C"),
    case("numbered", "letters4", "Answer: 2", "B"),
    case("numbered", "letters4", "Option 0", None),
    case("numbered", "letters6", "Option 5 is the last frame.", "E"),
    case("numbered", "letters6", "The 6th frame.", "F"),
    case("numbered", "letters6", "Frame 2 or frame 5, not sure.", None),
    case("numbered", "letters6", "Answer: 3rd", "C"),
    case("numbered", "odd6", "Panel 4 breaks the rule.", "D"),
    case("numbered", "odd6", "The odd one out is figure 3.", "C"),
    case("numbered", "odd6", "Panels 1 and 6 both look different.", None),
    case("numbered", "odd6", "#1", "A"),
    case("numbered", "odd6", "Number 5.", "E"),
    case("numbered", "yes_no", "1 (yes)", "Yes"),
    case("numbered", "yes_no", "Answer: 0 (no error)", "No"),
    case("numbered", "yes_no", "Yes (1)", "Yes"),
    case("numbered", "yes_no", "Option 2: No", "No"),
    case("numbered", "yes_no", "Option 1 (Yes) or option 2 (No) — I can't tell.", None),
    case("numbered", "count", "Answer: #7", "7"),
    case("numbered", "count", "No. 9", "9"),
    case("numbered", "count", "Count: 10 (ten)", "10"),
    case("numbered", "count", "n° 8", "8"),
    case("numbered", "count", "Either #8 or #9.", None),
    case("numbered", "count", "I'd say around a dozen.", None),
    case("numbered", "count", "A dozen entities exactly.", "12"),
    case("numbered", "count_relations", "Relations: #11", "11"),
    case("numbered", "count_relations", "half a dozen relations", "6"),
    case("numbered", "entity", "Option 3 (Kigali)", "C", EAST_AFRICA),
    case("numbered", "entity", "Choice 4", "D", EAST_AFRICA),
    case("numbered", "entity", "Option 1 or option 2, can't tell.", None, LANGUAGES),
    case("numbered", "entity", "The 2nd one: Bern.", "B", EUROPE),
    case("numbered", "relation", "Option 5", "E", RELATIONS),
    case("numbered", "relation", "Relation #4 (member of)", "D", RELATIONS),
    case("numbered", "relation", "Options 1 and 3 are both possible.", None, RELATIONS_2),
]

# ---- asciitable: plain-text tables (aligned columns, ASCII borders, dotted leaders) --------------------------------
ASCIITABLE = [
    case("asciitable", "letters4",
         "Option | Holes | Verdict\n-------+-------+--------\nA      | 2     | no\nB      | 4     | no\nC      | 4     "
         "| yes\nD      | 3     | no", "C"),
    case("asciitable", "letters4",
         "A ........ mirrored\nB ........ extra cube\nC ........ wrong axis\nD ........ correct",
         "D"),
    case("asciitable", "letters4",
         "+--------+---------+\n| Option | Matches |\n+--------+---------+\n| A      | no      |\n"
         "| B      | yes     |\n"
         "| C      | no      |\n| D      | no      |\n+--------+---------+", "B"),
    case("asciitable", "letters4", "A: ✗   B: ✗   C: ✓   D: ✗", "C"),
    case("asciitable", "letters4", "Option  Score\nA       0.1\nB       0.2\nC       0.6\nD       0.1\n\nBest: C", "C"),
    case("asciitable", "letters4",
         "Option | Verdict\nA | possible\nB | impossible\nC | possible\nD | impossible", None),
    case("asciitable", "letters4", "A -> wrong\nB -> wrong\nC -> wrong\nD -> right", "D"),
    case("asciitable", "letters4", "Option A    [ ]\nOption B    [x]\nOption C    [ ]\nOption D    [ ]", "B"),
    case("asciitable", "letters4",
         "OPTION  RESULT\n------  ------\nA       FAIL\nB       FAIL\nC       PASS\nD       FAIL",
         "C"),
    case("asciitable", "letters4", "A | B | C | D\n--|--|--|--\n✗ | ✗ | ✗ | ✗", None),
    case("asciitable", "letters4",
         "Candidate  Status\nA          rejected\nB          rejected\nC          accepted\nD          rejected", "C"),
    case("asciitable", "letters4", "A ✔ B ✔ C ✘ D ✘", None),
    case("asciitable", "letters4", "A  B  C  D\n.  .  X  .", "C"),
    case("asciitable", "letters4", "Result table:\nA — 0/3\nB — 3/3\nC — 1/3\nD — 0/3", "B"),
    case("asciitable", "letters4", "Option  Verdict\nA       ?\nB       ?\nC       ?\nD       ?", None),
    case("asciitable", "letters6",
         "Frame | Position | Colour | Match\nA | 1 | red | no\nB | 2 | blue | no\nC | 3 | red | no\nD | 4 | red | no\n"
         "E | 4 | blue | yes\nF | 1 | blue | no", "E"),
    case("asciitable", "letters6", "A-F all fail the colour check.", None),
    case("asciitable", "letters6",
         "Frame  Verdict\nA      no\nB      no\nC      yes\nD      no\nE      no\nF      no", "C"),
    case("asciitable", "letters6", "A: no | B: no | C: no | D: no | E: no | F: yes", "F"),
    case("asciitable", "letters6", "Frame D ... match\nothers .. no match", "D"),
    case("asciitable", "odd6", "Panel | Closed?\nA | yes\nB | yes\nC | no\nD | yes\nE | yes\nF | yes", "C"),
    case("asciitable", "odd6",
         "Panel  Sides\nA      4\nB      4\nC      4\nD      3\nE      4\nF      4\n\nOdd: D", "D"),
    case("asciitable", "odd6", "Panel | Symmetric\nA | yes\nB | yes\nC | ?\nD | yes\nE | ?\nF | yes", None),
    case("asciitable", "odd6", "A ok / B ok / C ok / D ok / E odd / F ok", "E"),
    case("asciitable", "odd6", "C <- odd", "C"),
    case("asciitable", "yes_no",
         "Triple                         | OK?\n-------------------------------+----\n(France, capital, Paris)       | "
         "yes\n(France, currency, Euro)       | yes\n(France, borders, Portugal)    | no", "Yes"),
    case("asciitable", "yes_no",
         "Triple                    | OK?\n(Japan, capital, Tokyo)   | yes\n(Japan, currency, Yen)    | yes", "No"),
    case("asciitable", "yes_no", "Triple | OK?\n(Peru, capital, Lima) | yes\n(Peru, borders, Chile) | ?", None),
    case("asciitable", "yes_no", "capital ....... OK\ncurrency ...... OK\nlanguage ...... WRONG", "Yes"),
    case("asciitable", "yes_no", "capital ....... OK\ncurrency ...... OK\nlanguage ...... OK", "No"),
    case("asciitable", "yes_no", "Graph OK? no", "Yes"),
    case("asciitable", "yes_no", "All rows OK.", "No"),
    case("asciitable", "count", "Region  Nodes\nleft    4\nright   3\nmiddle  2\n-----   --\ntotal   9", "9"),
    case("asciitable", "count", "Nodes ......... 7\nEdges ......... 9", "7"),
    case("asciitable", "count", "Region | Nodes\nleft | 4\nright | 3\nbottom | ?", None),
    case("asciitable", "count", "Entities  Relations\n8         10", "8"),
    case("asciitable", "count", "Total ..... 6", "6"),
    case("asciitable", "count", "Count: unknown", None),
    case("asciitable", "count", "Total: ??", None),
    case("asciitable", "count", "Entities = 10", "10"),
    case("asciitable", "count", "Nodes: 6 | Edges: 8", "6"),
    case("asciitable", "count_relations", "Edges ......... 12", "12"),
    case("asciitable", "count_relations", "Nodes  Edges\n7      9", "9"),
    case("asciitable", "entity",
         "Candidate     Fit\nNairobi       no\nKampala       yes\nKigali        no\nDodoma        no\nAddis Ababa   no",
         "B", EAST_AFRICA),
    case("asciitable", "entity", "Candidate | Fit\nFrench | yes\nDutch | yes\nGerman | yes", None, LANGUAGES),
    case("asciitable", "entity", "Vienna .... no\nBern ...... yes\nVaduz ..... no", "B", EUROPE),
    case("asciitable", "entity", "Euro ....... ✓", "A", CURRENCIES),
    case("asciitable", "relation",
         "Relation            | Fits?\ncapital of          | no\nofficial language   | no\ncurrency            | no\n"
         "member of           | no\nshares border with  | yes", "E", RELATIONS),
    case("asciitable", "relation", "member of ........ ✓", "D", RELATIONS),
    case("asciitable", "relation", "part of | yes\nlocated in region | yes", None, RELATIONS_2),
]

# ---- quoted: replies that quote the question, the options or the answer template back before answering ------------
QUOTED = [
    case("quoted", "letters4", "> Which option shows the sheet after it is completely unfolded?\n\nC.", "C"),
    case("quoted", "letters4",
         "> A) two holes\n> B) four holes, centre\n> C) four holes, corners\n> D) three holes\n\nThe corners pattern "
         "matches the folds, so C.", "C"),
    case("quoted", "letters4",
         "> Which option shows the sheet after it is completely unfolded?\n\nI can't tell from this image.", None),
    case("quoted", "letters4",
         "You asked:\n> Which option shows the sheet after it is completely unfolded?\n\nMy answer: D", "D"),
    case("quoted", "letters4", "> Option B: four holes near the centre\n\nThat's the one.", "B"),
    case("quoted", "letters4", "> Option A\n> Option C\n\nBoth quoted options fit; I can't pick one.", None),
    case("quoted", "letters4",
         "Quoting the key part: \"the hole is punched through all layers\". Given that, the answer is A.", "A"),
    case("quoted", "letters4", "> \"Answer: X\"\n\nAnswer: B", "B"),
    case("quoted", "letters4",
         "> Answer: A\n\nThat was my first thought, but on checking, it's C.\nAnswer: C", "C"),
    case("quoted", "letters4", "As the question says, \"which option shows the sheet\" — option D does.", "D"),
    case("quoted", "letters4", "> Which option...\n\nHmm.", None),
    case("quoted", "letters4", "> D) four holes in the corners\n\nThis one.", "D"),
    case("quoted", "letters4", "> Options: A, B, C, D\n\nB", "B"),
    case("quoted", "letters4", "> A, B, C or D?\n\nC", "C"),
    case("quoted", "letters4",
         "> The answer is A.\n\n(That's what the hint suggests, but I disagree: it's D.)", "D"),
    case("quoted", "letters4",
         "> Which option shows the sheet after it is completely unfolded?\n\nSorry, no idea.", None),
    case("quoted", "letters6", "> Which frame comes last?\n\nE.", "E"),
    case("quoted", "letters6", "> F) the square at the bottom right\n\nF is correct.", "F"),
    case("quoted", "letters6", "> Which frame comes last?\n\nNot sure — B or E.", None),
    case("quoted", "letters6", "> A–F\n\nD", "D"),
    case("quoted", "odd6", "> Which panel breaks the rule?\n\nPanel C.", "C"),
    case("quoted", "odd6", "> Five of the six panels follow the same rule.\n\nThe sixth, D, does not.", "D"),
    case("quoted", "odd6", "> Which panel breaks the rule?\n\nI see no panel that breaks it.", None),
    case("quoted", "odd6", "> Which panel breaks the rule?\n> (A–F)\n\nA.", "A"),
    case("quoted", "odd6", "> Which panel breaks the rule?\n\nE, the only asymmetric one.", "E"),
    case("quoted", "yes_no", "> Is there a factual error in the knowledge graph?\n\nYes.", "Yes"),
    case("quoted", "yes_no", "> Is there a factual error in the knowledge graph?\n\nNo, none that I can see.", "No"),
    case("quoted", "yes_no", "> Is there a factual error in the knowledge graph?\n\nI can't verify that.", None),
    case("quoted", "yes_no", "> (Brazil, official language, Spanish)\n\nThis triple is wrong, so yes.", "Yes"),
    case("quoted", "yes_no", "> \"Give your final answer, Yes or No\"\n\nNo", "No"),
    case("quoted", "yes_no", "The question asks \"Is there a factual error?\" — my answer is yes.", "Yes"),
    case("quoted", "yes_no", "> Yes or No?\n\nYes", "Yes"),
    case("quoted", "yes_no", "> Is there a factual error?\n\nThere is: Sydney is not Australia's capital.", "Yes"),
    case("quoted", "count", "> How many entities does the knowledge graph contain?\n\n9.", "9"),
    case("quoted", "count", "> How many entities does the knowledge graph contain?\n\nEither 7 or 8.", None),
    case("quoted", "count", "> How many entities…\n\nI count eleven.", "11"),
    case("quoted", "count", "> Give your final answer as a single number\n\nAnswer: 6", "6"),
    case("quoted", "count",
         "> How many entities does the knowledge graph contain?\n\nI can't count them reliably.", None),
    case("quoted", "count", "> nodes: Spain, Madrid, Euro, Spanish, EU\n\nThat's 5.", "5"),
    case("quoted", "count", "> single number\n\n10", "10"),
    case("quoted", "count_relations", "> How many relations does the knowledge graph contain?\n\n8", "8"),
    case("quoted", "count_relations", "> How many relations…\n\nTwelve.", "12"),
    case("quoted", "entity", "> Which entity is hidden behind the mask?\n\nKigali.", "C", EAST_AFRICA),
    case("quoted", "entity", "> Which entity is hidden behind the mask?\n\nFrench or German.", None, LANGUAGES),
    case("quoted", "entity", "> (Liechtenstein, currency, ?)\n\nSwiss franc.", "B", CURRENCIES),
    case("quoted", "entity", "> Which entity is hidden behind the mask?\n\nDodoma, the capital of Tanzania.", "D",
         EAST_AFRICA),
    case("quoted", "entity", "> Which entity is hidden behind the mask?\n\nBern", "B", EUROPE),
    case("quoted", "relation", "> Which relation is masked?\n\nshares border with", "E", RELATIONS),
    case("quoted", "relation", "> Which relation is masked?\n\nmember of — Poland joined the EU in 2004.", "D",
         RELATIONS),
    case("quoted", "relation", "> Which relation is masked?\n\nCould be part of, could be located in region.", None,
         RELATIONS_2),
]

# ---- round 16: four new voices of multimodal model families answering free-form (no 'Answer: X' line asked for or
# ---- followed), written after round 15's fixes, before any rule change touching them and before the extractor was run
# ---- on them; scored once as they stood
EUROPE_ZH = ("维也纳", "伯尔尼", "瓦杜兹", "卢森堡", "布鲁塞尔")
RELATIONS_ZH = ("首都", "官方语言", "货币", "成员", "接壤")

# ---- claude: careful prose that weighs the options and concludes mid-paragraph, often with a caveat after it -------
CLAUDE = [
    case("claude", "letters4",
         "Let me think through the folds. The sheet is folded in half vertically, then in half horizontally, and a "
         "single hole is punched near the open corner. Unfolding reverses each fold, reflecting the hole across each "
         "crease, so we should end up with four holes arranged symmetrically — one in each quadrant, all the same "
         "distance from the centre lines.\n\nLooking at the options, B has four holes but they're bunched toward the "
         "top, and D has only two. Option C shows exactly the symmetric four-hole pattern I'd expect, so that's my "
         "answer. I'll note that A is close, but its holes sit on the creases rather than inside the quadrants.", "C"),
    case("claude", "letters4",
         "This is a mental rotation problem. The reference object has an L-shaped base with a single cube rising from "
         "the far end. If I rotate it 90° about the vertical axis, the rising cube should end up on the left side from "
         "this viewpoint.\n\nPanel A matches that: the base keeps its L-shape and the vertical cube is on the left. "
         "Panel B looks like a mirror image rather than a rotation, which is a common distractor in these tasks. I'm "
         "fairly confident the answer is A.", "A"),
    case("claude", "letters4",
         "I've looked at this carefully, and I have to be honest: the option panels are small enough that I can't "
         "reliably tell whether the holes in B and D are in the same positions. Both show four holes; the difference, "
         "if any, is a matter of a few pixels. Rather than guess, I'd suggest looking at a higher-resolution version "
         "of the image.", None),
    case("claude", "letters4",
         "The net has six squares in a cross shape. When folded, the top and bottom squares of the vertical strip "
         "become opposite faces, as do the left and right arms. So the red and blue faces can't be adjacent on the "
         "cube.\n\nOptions A and C both show red next to blue, so they're out. Between B and D, only D has the yellow "
         "face in the right orientation relative to the green one — B has it rotated a quarter turn. The cube that can "
         "be folded from this net is D.", "D"),
    case("claude", "letters4",
         "There are a couple of plausible readings here. If the second fold is along the diagonal, the holes should "
         "line up along it, which would point to B; if it's a horizontal fold, C is the better fit. The image doesn't "
         "make it clear which fold was made, so I don't think I can pick one with any confidence.", None),
    case("claude", "letters4",
         "Tracing the motion across the frames: the circle moves one step clockwise each frame while the square stays "
         "fixed. By the final frame, the circle should be directly below the square. That's what option B shows, and "
         "it's the only one where the square hasn't moved as well.", "B"),
    case("claude", "letters4",
         "Honestly, this is a tricky one. My best reading is that the holes end up mirrored across both creases, which "
         "corresponds to option (D), though I'd hold that loosely given how small the panels are.", "D"),
    case("claude", "letters4",
         "I'll work through the rotation. Rotating the object 180° about the horizontal axis flips it upside down and "
         "swaps front and back. The protruding cube that was at the top-front should end up at the bottom-back.\n\n"
         "Options A and D both put it at the bottom, but A has it in front. So D is the rotated version of the object "
         "— A is what you'd get from a reflection instead.", "D"),
    case("claude", "letters4",
         "Each of the four options differs from the original in some way I can identify: A is mirrored, B is missing "
         "a cube, C has an extra cube on top, and D is rotated about the wrong axis. None of them seems to be a pure "
         "rotation of the reference object, so I don't think any option is correct as drawn. It's possible I'm "
         "misreading one of them.", None),
    case("claude", "letters4",
         "The answer is C. After both folds are undone, the single punch becomes four holes, one per quadrant, and C "
         "is the only panel that shows that layout.", "C"),
    case("claude", "letters4",
         "I'm going to go with A here, though I want to flag some uncertainty. The fold is along the vertical midline, "
         "so the hole should be reflected left-to-right, and A shows two holes mirrored about the centre line. B shows "
         "them mirrored top-to-bottom instead.", "A"),
    case("claude", "letters4",
         "Would you be able to tell me which direction the paper was folded? The arrows in the first panel are cut off "
         "in the image I'm seeing, and the answer depends entirely on that.", None),
    case("claude", "letters4",
         "Between the two candidates that preserve the hole count, B and C, only C keeps the holes at equal distances "
         "from the fold line. So I'd answer C.", "C"),
    case("claude", "letters4",
         "I don't think I can answer this reliably. The image seems to show only three option panels, labelled A to "
         "C, while the question implies four.", None),
    case("claude", "letters6",
         "The square moves one cell right per frame and wraps around at the edge, and it alternates between red and "
         "blue. After six steps it should be back in the first column and blue. Frame E fits both conditions; F has "
         "the position right but the colour wrong.", "E"),
    case("claude", "letters6",
         "Looking at the sequence, I think the missing frame is B. The triangle has rotated by 60° at each step, and B "
         "is the only candidate at the right angle — although D is close, its triangle is slightly larger than the "
         "others.", "B"),
    case("claude", "letters6",
         "I can narrow it down to either C or F — both have the dot in the correct corner and the right number of "
         "sides — but I can't see a feature that separates them, so I'd rather not guess.", None),
    case("claude", "letters6",
         "Frame F. The pattern is that each frame adds one dot, and F is the only one with six.", "F"),
    case("claude", "odd6",
         "Going through the panels: A, B, D, E and F all show a closed shape with an even number of sides. C is a "
         "pentagon — five sides — so it's the one that breaks the rule.", "C"),
    case("claude", "odd6",
         "The common rule seems to be reflective symmetry: every shape can be folded onto itself along a vertical "
         "line. The only figure that isn't symmetric in that way is the one labelled E, with its off-centre notch.",
         "E"),
    case("claude", "odd6",
         "I've gone back and forth on this. At first glance F looks different because it's larger, but size doesn't "
         "seem to be what the rule is about — the other panels vary in size too. Looking at the line count instead, D "
         "has three lines while the rest have four, so I'd say D is the odd one out.", "D"),
    case("claude", "odd6",
         "I'm not able to find a single panel that clearly breaks the rule. A and E each differ from the others in a "
         "different way (colour in one case, orientation in the other), and it isn't obvious which of those the "
         "puzzle intends.", None),
    case("claude", "odd6", "Panel B is the odd one out: it's the only figure whose lines cross.", "B"),
    case("claude", "odd6",
         "The rule appears to be 'exactly one shaded region'. Panels A through E each have one shaded region, while F "
         "has two. That makes F the exception.", "F"),
    case("claude", "yes_no",
         "Yes — there's an error. The graph lists Sydney as the capital of Australia, but the capital is Canberra. The "
         "other triples (currency: Australian dollar, language: English) look correct.", "Yes"),
    case("claude", "yes_no",
         "I went through each triple. Japan's capital is Tokyo, its currency is the yen, and its official language is "
         "Japanese — all correct. I don't see any factual errors in this graph.", "No"),
    case("claude", "yes_no",
         "Most of the triples check out, but I'm unsure about the border edge between Chile and Bolivia — they do "
         "share a border, though the edge is drawn to Bolivia's capital rather than the country, which might be what "
         "the question considers an error. I can't say definitively whether that counts.", None),
    case("claude", "yes_no",
         "There does appear to be an error: the graph says Brazil's official language is Spanish, when it's "
         "Portuguese.", "Yes"),
    case("claude", "yes_no",
         "No, everything here is accurate as far as I can tell. France–Paris, France–Euro, France–EU membership are "
         "all correct.", "No"),
    case("claude", "yes_no",
         "I can't read several of the edge labels — they overlap with the nodes — so I'm not in a position to say "
         "whether the graph contains an error.", None),
    case("claude", "yes_no",
         "The triple (Canada, shares border with, Mexico) is incorrect — Canada borders only the United States. So the "
         "graph does contain a factual error.", "Yes"),
    case("claude", "yes_no",
         "All five relations are consistent with what I know: Kenya's capital is Nairobi, it uses the Kenyan "
         "shilling, it's a member of the African Union, and it borders both Uganda and Tanzania. No error.", "No"),
    case("claude", "count",
         "Counting the nodes one by one: Germany, Berlin, Euro, German, European Union, France, Paris. That makes "
         "seven entities.", "7"),
    case("claude", "count",
         "I count 9 entities in the graph, although two of the labels near the top overlap, so it's possible I've "
         "double-counted one.", "9"),
    case("claude", "count",
         "It's hard to give an exact count — several nodes in the lower left are partially hidden behind edge labels. "
         "It's somewhere around ten or eleven.", None),
    case("claude", "count", "The knowledge graph contains 12 entities: six countries and their six capitals.", "12"),
    case("claude", "count",
         "There are eight. I counted the countries first (three), then the capitals (three), then the currency and "
         "the organisation.", "8"),
    case("claude", "count",
         "I'd estimate about 15 entities, but the image is dense enough that I wouldn't trust an exact count.", None),
    case("claude", "count",
         "Let me list them: Spain, Madrid, Portugal, Lisbon, Euro. That's 5 entities in total.", "5"),
    case("claude", "count_relations",
         "There are 11 relations — I counted each arrow, including the two that run between the capitals.", "11"),
    case("claude", "count_relations",
         "I count the edges: three from Italy, two from Rome, one from the Euro node. Six relations in all.", "6"),
    case("claude", "entity",
         "The masked node is connected to Uganda by a 'capital of' edge, so it should be Uganda's capital — Kampala.",
         "B", EAST_AFRICA),
    case("claude", "entity",
         "Given that the neighbouring edges describe Rwanda, I believe the hidden entity is Kigali.", "C",
         EAST_AFRICA),
    case("claude", "entity", "The mask sits where Liechtenstein's capital would be. That's Vaduz.", "C", EUROPE),
    case("claude", "entity",
         "The edge says the country is a member of the masked organisation, and its other neighbours are all "
         "European. It could be the European Union or NATO — both would fit a country like this, and the graph "
         "doesn't give a way to decide.", None, ORGS),
    case("claude", "entity",
         "Switzerland's currency is the Swiss franc, so the hidden node is the Swiss franc.", "B", CURRENCIES),
    case("claude", "relation",
         "Since Spain and Portugal are adjacent countries, the masked edge is most likely 'shares border with'.", "E",
         RELATIONS),
    case("claude", "relation",
         "The edge runs from Ireland to the European Union, which suggests membership: 'member of'.", "D", RELATIONS),
    case("claude", "relation",
         "The edge goes from Brussels to Belgium. It could be 'capital of', though 'located in region' would also be a "
         "valid reading depending on how the graph models cities. I don't think there's enough context to choose.",
         None, RELATIONS_2),
    case("claude", "relation",
         "The masked relation connects Lisbon to Portugal, and Lisbon is Portugal's capital, so the relation is "
         "capital of.", "E", RELATIONS_2),
]

# ---- openvlm: LLaVA-1.5, MiniCPM-V, Phi-3-vision, Molmo, Pixtral — short or description-heavy replies, the question
# ---- repeated, the image described before an option is named, lower-case or doubled letters ------------------------
OPENVLM = [
    case("openvlm", "letters4",
         "The image shows a square piece of paper that is folded twice and then punched with a hole. The answer is C.",
         "C"),
    case("openvlm", "letters4",
         "Which option shows the sheet after it is completely unfolded? The sheet after it is completely unfolded is "
         "option B.", "B"),
    case("openvlm", "letters4",
         "In the image, there are four options labeled A, B, C, and D. Each option shows a square sheet of paper with "
         "holes in different positions.", None),
    case("openvlm", "letters4", "option c", "C"),
    case("openvlm", "letters4", "The correct option is (B) Option B", "B"),
    case("openvlm", "letters4", "Option D shows the sheet after it is completely unfolded.", "D"),
    case("openvlm", "letters4",
         "The image displays a series of diagrams showing a piece of paper being folded. The first diagram shows the "
         "paper folded in half, the second shows it folded again, and the third shows a hole being punched. The "
         "unfolded sheet has four holes, as shown in option A.", "A"),
    case("openvlm", "letters4", "A. B. C. D.", None),
    case("openvlm", "letters4",
         "Answer: The sheet after it is completely unfolded is shown in option D.", "D"),
    case("openvlm", "letters4",
         "The object in the image is a 3D shape made of cubes. When it is rotated, it looks like the shape in option "
         "C. The shape in option C has the same number of cubes and the same arrangement.", "C"),
    case("openvlm", "letters4",
         "I'm sorry, but I cannot determine which option is correct based on the image provided.", None),
    case("openvlm", "letters4", "The sheet after it is completely unfolded is the second option.", "B"),
    case("openvlm", "letters4", "Option A and Option C", None),
    case("openvlm", "letters4", "Based on the image, the answer is option b.", "B"),
    case("openvlm", "letters6",
         "The image shows six frames labeled A to F. The frame that comes next in the sequence is E.", "E"),
    case("openvlm", "letters6", "The correct answer is F. The red square is in the bottom right corner.", "F"),
    case("openvlm", "letters6",
         "In frame A, the circle is at the top. In frame B, the circle is on the right. In frame C, the circle is at "
         "the bottom. In frame D, the circle is on the left. In frame E, the circle is at the top. In frame F, the "
         "circle is on the right.", None),
    case("openvlm", "letters6", "The answer is D. D", "D"),
    case("openvlm", "odd6", "The panel that breaks the rule is panel E.", "E"),
    case("openvlm", "odd6",
         "Five of the six panels follow the same rule, each drawn differently. The panel that breaks the rule is C "
         "because it has a different shape.", "C"),
    case("openvlm", "odd6",
         "All of the panels have shapes in them. Panel A has a circle, panel B has a square, panel C has a triangle, "
         "panel D has a star, panel E has a pentagon, and panel F has a hexagon.", None),
    case("openvlm", "odd6", "Panel F is different from the others.", "F"),
    case("openvlm", "odd6", "The odd one is B", "B"),
    case("openvlm", "odd6", "D is the one that breaks the rule because it is not symmetrical like the others.", "D"),
    case("openvlm", "yes_no", "Yes, there is a factual error in the knowledge graph.", "Yes"),
    case("openvlm", "yes_no", "No, there is no factual error in the knowledge graph.", "No"),
    case("openvlm", "yes_no",
         "The knowledge graph shows countries and their capitals, currencies and languages. The graph shows that the "
         "capital of Australia is Sydney, which is incorrect.", "Yes"),
    case("openvlm", "yes_no",
         "The knowledge graph is a diagram that shows relationships between entities such as countries, cities and "
         "currencies.", None),
    case("openvlm", "yes_no",
         "There is a factual error in the knowledge graph. The currency of Japan is not the dollar, it is the yen.",
         "Yes"),
    case("openvlm", "yes_no", "Is there a factual error in the knowledge graph? No.", "No"),
    case("openvlm", "yes_no", "yes, there is an error", "Yes"),
    case("openvlm", "yes_no", "The knowledge graph appears to be correct.", "No"),
    case("openvlm", "yes_no", "I cannot verify the facts in the knowledge graph.", None),
    case("openvlm", "count", "There are 7 entities in the knowledge graph.", "7"),
    case("openvlm", "count", "The knowledge graph contains 10 entities.", "10"),
    case("openvlm", "count",
         "The knowledge graph contains several entities, including countries, cities, and currencies.", None),
    case("openvlm", "count",
         "How many entities does the knowledge graph contain? The knowledge graph contains 8 entities.", "8"),
    case("openvlm", "count",
         "The image shows a knowledge graph with nodes connected by arrows. The nodes are labeled with the names of "
         "countries and cities. There are 6 nodes in total.", "6"),
    case("openvlm", "count", "There are five entities: France, Paris, Euro, French, and Europe.", "5"),
    case("openvlm", "count", "The knowledge graph contains many entities.", None),
    case("openvlm", "count_relations", "There are 9 relations in the knowledge graph.", "9"),
    case("openvlm", "count_relations", "The knowledge graph contains 4 arrows.", "4"),
    case("openvlm", "entity", "The entity hidden behind the mask is Nairobi.", "A", EAST_AFRICA),
    case("openvlm", "entity", "The hidden entity is Kampala, Uganda.", "B", EAST_AFRICA),
    case("openvlm", "entity", "The entity hidden behind the mask is the capital of Austria, Vienna.", "A", EUROPE),
    case("openvlm", "entity", "The entity is German.", "C", LANGUAGES),
    case("openvlm", "entity", "The options are Nairobi, Kampala, Kigali, Dodoma and Addis Ababa.", None,
         EAST_AFRICA),
    case("openvlm", "relation", "The masked relation is capital of.", "A", RELATIONS),
    case("openvlm", "relation", "Which relation is masked? The relation that is masked is member of.", "D",
         RELATIONS),
    case("openvlm", "relation", "The masked relation is the relation between the two entities.", None, RELATIONS),
]

# ---- summarised: o1/o3-style replies, a reasoning summary under bold headers and then a short verdict --------------
SUMMARISED = [
    case("summarised", "letters4",
         "**Mapping the folds**\n\nI'm tracing the two folds: first vertical, then horizontal, with the punch near the "
         "folded corner.\n\n**Unfolding step by step**\n\nReflecting across the horizontal crease gives two holes; "
         "reflecting again across the vertical crease gives four, one per quadrant.\n\n**Matching the pattern**\n\n"
         "Option C shows four holes placed symmetrically, matching the derived layout.\n\nThe unfolded sheet is **C**.",
         "C"),
    case("summarised", "letters4",
         "Thought for 8 seconds\n\n**C** — after both folds are undone the single hole becomes four, one in each "
         "quadrant.", "C"),
    case("summarised", "letters4",
         "**Assessing rotation**\n\nI'm checking whether each candidate is a pure rotation. A and D preserve "
         "chirality; B and C are mirror images.\n\n**Narrowing down**\n\nBetween A and D, the protruding cube's "
         "position suggests D, but the perspective in the image is ambiguous.\n\nI can't distinguish A from D with "
         "confidence — both are consistent rotations of the reference.", None),
    case("summarised", "letters4",
         "Short answer: **B**.\n\nWhy:\n- The first fold is vertical, so holes mirror left–right.\n- The second fold "
         "is horizontal, so they mirror top–bottom.\n- Only B has the resulting 2×2 pattern.", "B"),
    case("summarised", "letters4",
         "**Evaluating the cube net**\n\nI'm working out which faces become opposite: red–green, blue–yellow, "
         "white–black.\n\n**Checking options**\n\nA shows red beside green — impossible. B shows blue beside yellow — "
         "impossible. C and D both respect the pairs, but C's arrow points the wrong way.\n\n**D**", "D"),
    case("summarised", "letters4",
         "Answer: **A**\n\nReasoning (brief): rotating 90° about the vertical axis brings the side arm to the front, "
         "and A is the only panel with the arm facing the viewer.", "A"),
    case("summarised", "letters4", "The holes mirror across both creases, so the correct unfold is **(D)**.", "D"),
    case("summarised", "letters4",
         "**Considering the options**\n\nI'm weighing B and C. Both have four holes; B's are slightly off-centre.\n\n"
         "**Deciding**\n\nC fits the symmetric layout better.\n\n**C** is the sheet after unfolding.", "C"),
    case("summarised", "letters4",
         "I'm not able to determine this from the image: the fold lines aren't visible, so any choice among A–D would "
         "be a guess.", None),
    case("summarised", "letters4",
         "**Tracking motion**\n\nThe dot advances one quadrant clockwise per step.\n\n**Projecting forward**\n\nAfter "
         "the last step it sits top-left.\n\nThat's option **B**.", "B"),
    case("summarised", "letters4", "Final: A or C (both fit the fold pattern; the image doesn't separate them).",
         None),
    case("summarised", "letters4", "**Result:** the unfolded sheet matches **C**.", "C"),
    case("summarised", "letters4",
         "**Reviewing options**\n\nA has two holes, B has four near the centre, C four near the corners, D three.\n\n"
         "The derived layout is corners, so **C**.", "C"),
    case("summarised", "letters6",
         "**Following the sequence**\n\nThe square moves right one cell per frame; colour alternates red/blue.\n\n"
         "**Next frame**\n\nBlue square in column 3 → **E**.", "E"),
    case("summarised", "letters6",
         "**F** — it's the only frame where both the position and the orientation continue the pattern.", "F"),
    case("summarised", "letters6",
         "**Comparing frames**\n\nI'm comparing A and D, which both continue the rotation. The difference is the dot's "
         "colour, which I can't make out.\n\nEither A or D; I can't settle it from this image.", None),
    case("summarised", "letters6",
         "**Identifying the rule**\n\nEach frame rotates the arrow 60°.\n\nThe missing frame is **B** (arrow pointing "
         "down-left).", "B"),
    case("summarised", "letters6",
         "I'd need to see the full sequence — the last two frames appear cropped. I can't choose among A–F.", None),
    case("summarised", "odd6",
         "**Spotting the rule**\n\nFive panels show shapes with an even number of sides.\n\n**Finding the "
         "exception**\n\nPanel D has five sides.\n\n**D** is the odd one out.", "D"),
    case("summarised", "odd6", "Odd one out: **F** — the only non-convex shape.", "F"),
    case("summarised", "odd6",
         "**Scanning panels**\n\nI'm checking symmetry, closure, and stroke count. All six panels are closed and "
         "symmetric; stroke counts are 3, 3, 3, 3, 3, 3.\n\nI don't see a panel that breaks the rule.", None),
    case("summarised", "odd6",
         "**Comparing features**\n\nA–E each have a single dot inside; F has its dot outside the shape.\n\nSo the "
         "panel that breaks the rule is **F**.", "F"),
    case("summarised", "odd6",
         "**A**. Its inner shape is rotated relative to the outer one, unlike the other five.", "A"),
    case("summarised", "odd6",
         "**Checking the rule**\n\nPanels B and E both look off — B in colour, E in orientation. Without knowing "
         "which attribute the rule targets, I can't single one out.", None),
    case("summarised", "yes_no",
         "**Verifying triples**\n\nI'm checking each triple: (France, capital, Paris) ✓, (France, currency, Euro) ✓, "
         "(France, official language, Spanish) ✗.\n\n**Yes** — the language triple is wrong; France's official "
         "language is French.", "Yes"),
    case("summarised", "yes_no", "**No.** All triples are factually correct.", "No"),
    case("summarised", "yes_no",
         "**Reviewing edges**\n\nCapital and currency edges check out. The border edge between Austria and Hungary is "
         "correct too.\n\nNo factual errors found.", "No"),
    case("summarised", "yes_no",
         "**Spotting an issue**\n\nThe graph has (Canada, capital, Toronto).\n\n**Conclusion**\n\nThat's incorrect — "
         "Ottawa is the capital. So yes, there's an error.", "Yes"),
    case("summarised", "yes_no",
         "I can't confirm either way — two edge labels are illegible, and the error (if any) could be in them.", None),
    case("summarised", "yes_no",
         "**Checking facts**\n\nEvery triple matches: Kenya–Nairobi (capital), Kenya–shilling (currency), Kenya–AU "
         "(member).\n\n**Answer:** No error.", "No"),
    case("summarised", "yes_no", "Yes — (Egypt, currency, Euro) is wrong; Egypt uses the Egyptian pound.", "Yes"),
    case("summarised", "yes_no",
         "**Assessing**\n\nThe Chile–Argentina border edge is correct. The Chile–Bolivia edge is correct. The currency "
         "edge reads 'peso', correct.\n\nThe graph is accurate.", "No"),
    case("summarised", "count",
         "**Counting nodes**\n\nI'm listing the nodes: Italy, Rome, Euro, Italian, EU, Vatican City, San Marino.\n\n"
         "**Total**\n\n7 entities.", "7"),
    case("summarised", "count", "**9** entities.", "9"),
    case("summarised", "count",
         "**Counting**\n\nThe top cluster has 4 nodes, the bottom cluster 3 or 4 — one label overlaps an edge.\n\nSo 7 "
         "or 8; I can't be certain which.", None),
    case("summarised", "count", "There are **eleven** entities in the graph.", "11"),
    case("summarised", "count",
         "**Tallying**\n\nCountries: 3. Capitals: 3. Currencies: 2.\n\n**Total: 8**", "8"),
    case("summarised", "count",
         "**Listing entities**\n\nPeru, Lima, Sol, Spanish, Chile, Santiago.\n\nThat's six.", "6"),
    case("summarised", "count", "Count: about 10 — the cluster on the right is too dense to be exact.", None),
    case("summarised", "count_relations",
         "**Counting edges**\n\nEach country has three outgoing edges; there are four countries.\n\n**12** "
         "relations.", "12"),
    case("summarised", "count_relations", "Relations: **5**.", "5"),
    case("summarised", "entity",
         "**Reading the context**\n\nThe masked node is linked to Rwanda via 'capital of'.\n\nIt's **Kigali**.", "C",
         EAST_AFRICA),
    case("summarised", "entity", "**Dodoma** (Tanzania's capital).", "D", EAST_AFRICA),
    case("summarised", "entity",
         "**Considering candidates**\n\nThe masked node is an official language of Switzerland: French, German, "
         "Italian and Romansh all qualify.\n\nNot enough context to pick one.", None, LANGUAGES),
    case("summarised", "entity",
         "The hidden entity is **NATO** — the edge is 'member of' from Norway, which isn't in the EU.", "B", ORGS),
    case("summarised", "entity", "**Euro**.", "A", CURRENCIES),
    case("summarised", "relation",
         "**Inferring the relation**\n\nThe edge links France and Spain, two adjacent countries.\n\n→ **shares border "
         "with**", "E", RELATIONS),
    case("summarised", "relation", "**Official language** — the edge runs from Austria to German.", "B", RELATIONS),
    case("summarised", "relation",
         "**Weighing options**\n\nThe edge goes from Catalonia to Spain: 'part of' and 'located in region' both "
         "fit.\n\nI can't pick one.", None, RELATIONS_2),
    case("summarised", "relation",
         "**Checking the edge**\n\nPoland → EU.\n\nThe masked relation is **member of**.", "B", RELATIONS_2),
]

# ---- zhmixed: Chinese families (GLM-4V, Qwen-VL-Chat, InternLM-XComposer, DeepSeek-VL, Yi-VL) answering in English
# ---- mixed with Chinese words, clauses and punctuation; some items have Chinese option texts -----------------------
ZHMIXED = [
    case("zhmixed", "letters4",
         "根据图片，the paper is folded twice and punched once. 展开后 there are four holes, one in each corner, "
         "所以答案是 C。", "C"),
    case("zhmixed", "letters4", "The correct answer is B。因为 B 是唯一一个与原图旋转后一致的选项。", "B"),
    case("zhmixed", "letters4", "选项A和选项C看起来都正确, I'm not sure which one is right.", None),
    case("zhmixed", "letters4",
         "Analysis：纸张先沿竖直方向对折，再沿水平方向对折。After unfolding, holes are symmetric. Answer：D", "D"),
    case("zhmixed", "letters4",
         "From the image, 我们可以看到 four options. Option A: two holes; Option B: four holes; Option C: three holes; "
         "Option D: one hole.", None),
    case("zhmixed", "letters4", "经过旋转后，the object matches option A。", "A"),
    case("zhmixed", "letters4", "The answer should be (C)。", "C"),
    case("zhmixed", "letters4", "这道题的答案是B, because only B keeps the relative position of the red cube.", "B"),
    case("zhmixed", "letters4", "Sorry，图片不够清晰，I cannot determine the answer.", None),
    case("zhmixed", "letters4", "选 D。The net folds into the cube shown in D.", "D"),
    case("zhmixed", "letters4", "I think it is A or B，都有可能。", None),
    case("zhmixed", "letters4",
         "Based on the folding process（先左右对折，再上下对折），the unfolded result is option C.", "C"),
    case("zhmixed", "letters4", "综上所述，the answer is D。", "D"),
    case("zhmixed", "letters6", "The next frame should be E，因为正方形每次向右移动一格。", "E"),
    case("zhmixed", "letters6", "正确选项：F。The triangle rotates 60 degrees each time.", "F"),
    case("zhmixed", "letters6", "B、D 都符合规律，cannot decide.", None),
    case("zhmixed", "letters6", "Frame A 是正确答案。", "A"),
    case("zhmixed", "odd6", "The odd one out is D，它是唯一一个不对称的图形。", "D"),
    case("zhmixed", "odd6", "其他五个都是闭合图形，只有 panel B 是开放的，so B breaks the rule.", "B"),
    case("zhmixed", "odd6", "每个图形都不一样, I cannot find the one that breaks the rule.", None),
    case("zhmixed", "odd6", "E 不符合规律。Others all have an even number of sides.", "E"),
    case("zhmixed", "odd6", "答案：F（唯一的凹多边形）", "F"),
    case("zhmixed", "odd6", "C is different from others 因为它的颜色不同。", "C"),
    case("zhmixed", "yes_no", "Yes，存在错误。The capital of Australia is Canberra, not Sydney.", "Yes"),
    case("zhmixed", "yes_no", "No. 知识图谱中的所有三元组都是正确的。", "No"),
    case("zhmixed", "yes_no",
         "图中（Japan, currency, Yuan）这条是错误的, Japan uses Yen. 所以 there is a factual error.", "Yes"),
    case("zhmixed", "yes_no", "I checked all triples，没有发现错误。", "No"),
    case("zhmixed", "yes_no", "无法判断 whether there is an error，因为部分文字看不清。", None),
    case("zhmixed", "yes_no", "是的, there is an error in the border relation: France does not border Poland.", "Yes"),
    case("zhmixed", "yes_no", "The knowledge graph is correct，没有事实错误。", "No"),
    case("zhmixed", "yes_no", "这个问题我不太确定，maybe yes, maybe no.", None),
    case("zhmixed", "count", "图中共有 8 个实体 (entities).", "8"),
    case("zhmixed", "count", "There are 7 entities：China, Beijing, Renminbi, Chinese, Asia, Japan, Tokyo。", "7"),
    case("zhmixed", "count", "Entities 数量大概是 9 到 10 个，有些节点重叠了。", None),
    case("zhmixed", "count", "实体有：Germany、Berlin、Euro、German、EU，一共 5 个 entities.", "5"),
    case("zhmixed", "count", "The answer is 十二 (12)。", "12"),
    case("zhmixed", "count", "Total：总共有六个实体。", "6"),
    case("zhmixed", "count", "无法准确数出 the number of entities.", None),
    case("zhmixed", "count_relations", "There are 10 relations（边）in the graph.", "10"),
    case("zhmixed", "count_relations", "关系（relations）共有 6 条。", "6"),
    case("zhmixed", "entity", "被遮挡的实体是 Kampala，因为它是 Uganda 的首都。", "B", EAST_AFRICA),
    case("zhmixed", "entity", "The masked entity should be 基加利。", "C", EAST_AFRICA_ZH),
    case("zhmixed", "entity", "答案是多多马 (Dodoma)。", "D", EAST_AFRICA_ZH),
    case("zhmixed", "entity", "It could be 内罗毕 or 坎帕拉，我不确定。", None, EAST_AFRICA_ZH),
    case("zhmixed", "entity", "The hidden entity is Bern，瑞士的首都。", "B", EUROPE),
    case("zhmixed", "entity", "缺失的实体是瓦杜兹, the capital of Liechtenstein.", "C", EUROPE_ZH),
    case("zhmixed", "relation", "The relation should be 'shares border with'，因为两国接壤。", "E", RELATIONS),
    case("zhmixed", "relation", "被遮挡的关系是 member of。", "D", RELATIONS),
    case("zhmixed", "relation", "The masked relation is 货币 (currency).", "C", RELATIONS_ZH),
    case("zhmixed", "relation", "可能是 part of，也可能是 located in region.", None, RELATIONS_2),
]

# ---- japanese: Japanese VLM replies (Sarashina, Heron, EvoVLM, Qwen answering in Japanese): 答えは…です, 選択肢 B,
# ---- full-width letters, 〜だと思います, 正解：C, counts like ５つ / 5個 / 七つ; some items have Japanese option texts
EAST_AFRICA_JA = ("ナイロビ", "カンパラ", "キガリ", "ドドマ", "アディスアベバ")
EUROPE_JA = ("ウィーン", "ベルン", "ファドゥーツ", "ルクセンブルク", "ブリュッセル")
RELATIONS_JA = ("首都", "公用語", "通貨", "加盟", "国境を接する")
JAPANESE = [
    case("japanese", "letters4",
         "画像を見ると、紙は二回折られてから穴が開けられています。"
         "広げると四隅に穴が一つずつあるので、答えはCです。", "C"),
    case("japanese", "letters4", "選択肢 B", "B"),
    case("japanese", "letters4", "正解：Ｄ", "D"),
    case("japanese", "letters4", "ＢとＣのどちらも正しいように見えますが、画像が小さくて判断できません。", None),
    case("japanese", "letters4", "回転後の図形と一致するのはAだと思います。", "A"),
    case("japanese", "letters4", "答えは（ｂ）です。", "B"),
    case("japanese", "letters4",
         "参照図形を垂直軸のまわりに90度回転させると、赤い立方体が手前に来ます。この条件を満たすのは選択肢Dだけです。"
         "したがって、正解はDです。", "D"),
    case("japanese", "letters4", "A：穴が二つ\nB：穴が四つ（中央寄り）\nC：穴が四つ（四隅）\nD：穴が三つ", None),
    case("japanese", "letters4",
         "申し訳ありませんが、画像の細部が見えないため、どの選択肢が正しいかお答えできません。", None),
    case("japanese", "letters4", "展開図を組み立てると、Bの立方体になります。", "B"),
    case("japanese", "letters4", "Ｃが正しいです。他の選択肢は鏡像になっています。", "C"),
    case("japanese", "letters4", "最初の折り目で左右対称、二回目の折り目で上下対称になるので、穴は", None),
    case("japanese", "letters4", "どの選択肢も同じに見えます。もう少し大きな画像をいただけますか？", None),
    case("japanese", "letters6", "次に来る図はEです。正方形が毎回一マスずつ右に移動しているためです。", "E"),
    case("japanese", "letters6", "答え：F", "F"),
    case("japanese", "letters6", "三角形は毎回60度回転しているので、次のフレームはＡになると考えられます。", "A"),
    case("japanese", "letters6", "BかDのどちらかだと思いますが、確信が持てません。", None),
    case("japanese", "letters6", "規則に従うと、円が上から下へ移動するので、正解は選択肢Cでしょう。", "C"),
    case("japanese", "odd6", "仲間外れはDです。Dだけが左右対称ではありません。", "D"),
    case("japanese", "odd6",
         "他の五つはすべて閉じた図形ですが、Ｂだけが開いています。よって、規則に反しているのはＢです。", "B"),
    case("japanese", "odd6", "どれも少しずつ違って見えるので、規則を破っている図を一つに絞れません。", None),
    case("japanese", "odd6", "Fが他と異なります（唯一の凹多角形）。", "F"),
    case("japanese", "odd6", "ルールに従っていないのはパネルEです。", "E"),
    case("japanese", "odd6", "辺の数を数えると、A:4、B:4、C:5、D:4、E:4、F:4 なので、Cだけが違います。", "C"),
    case("japanese", "yes_no", "はい、誤りがあります。オーストラリアの首都はシドニーではなくキャンベラです。", "Yes"),
    case("japanese", "yes_no", "いいえ。知識グラフのすべての三つ組は正しいです。", "No"),
    case("japanese", "yes_no", "（日本, 通貨, 人民元）という関係が間違っています。日本の通貨は円です。", "Yes"),
    case("japanese", "yes_no", "すべての関係を確認しましたが、事実の誤りは見つかりませんでした。", "No"),
    case("japanese", "yes_no", "文字が小さくて読めないため、誤りがあるかどうか判断できません。", None),
    case("japanese", "yes_no", "誤りはないと思います。", "No"),
    case("japanese", "yes_no",
         "フランスとポーランドは国境を接していないので、「国境を接する」の辺は誤りです。"
         "したがって、答えは「はい」です。", "Yes"),
    case("japanese", "yes_no", "誤りがあるかもしれませんし、ないかもしれません。", None),
    case("japanese", "count", "エンティティは全部で８つです。", "8"),
    case("japanese", "count", "ノードを数えると、ドイツ、ベルリン、ユーロ、ドイツ語、EUの5個です。", "5"),
    case("japanese", "count", "七つのエンティティがあります。", "7"),
    case("japanese", "count", "エンティティの数は９か１０だと思います。", None),
    case("japanese", "count", "答え：12個", "12"),
    case("japanese", "count", "グラフには６つの実体と７本の関係があります。", "6"),
    case("japanese", "count", "ノードが重なっていて、正確な数は数えられません。", None),
    case("japanese", "count_relations", "関係（エッジ）は全部で１０本あります。", "10"),
    case("japanese", "count_relations", "矢印を数えると、9本の関係があります。", "9"),
    case("japanese", "count_relations", "エッジは十一本です。", "11"),
    case("japanese", "entity", "隠されているエンティティはカンパラだと思います。ウガンダの首都だからです。", "B",
         EAST_AFRICA_JA),
    case("japanese", "entity", "答えは Kigali です。", "C", EAST_AFRICA),
    case("japanese", "entity", "ナイロビかカンパラのどちらかですが、決められません。", None, EAST_AFRICA_JA),
    case("japanese", "entity", "マスクされたノードは Bern（スイスの首都）です。", "B", EUROPE),
    case("japanese", "entity", "正解：Ｃ（ファドゥーツ）", "C", EUROPE_JA),
    case("japanese", "relation", "関係は「shares border with」です。二つの国は隣接しているからです。", "E", RELATIONS),
    case("japanese", "relation", "マスクされた関係は通貨だと思います。", "C", RELATIONS_JA),
    case("japanese", "relation", "「part of」と「located in region」のどちらも当てはまりそうです。", None, RELATIONS_2),
    case("japanese", "relation", "選択肢Ｄ（member of）が正解です。", "D", RELATIONS),
]

# ---- european: Spanish, French and German free-form replies (la respuesta es…, je pense que c'est la B, die richtige
# ---- Antwort ist D, Ja/Nein/Oui/Non/Sí/No, counts in words: siete, sept, sieben) ------------------------------------
EUROPEAN = [
    case("european", "letters4",
         "La respuesta correcta es la opción C, ya que después de desplegar el papel aparecen cuatro agujeros, uno en "
         "cada esquina.", "C"),
    case("european", "letters4",
         "Je pense que c'est la B : c'est la seule où le cube rouge reste en haut après la rotation.", "B"),
    case("european", "letters4", "Die richtige Antwort ist D.", "D"),
    case("european", "letters4", "Entre A y C no sé cuál elegir; ambas parecen simétricas.", None),
    case("european", "letters4",
         "Après avoir déplié la feuille deux fois, on obtient quatre trous symétriques, ce qui correspond à l'option "
         "(A).", "A"),
    case("european", "letters4", "Nach der Drehung um 90 Grad passt nur Abbildung B zum Referenzobjekt.", "B"),
    case("european", "letters4", "Lo siento, no puedo ver la imagen con suficiente detalle para responder.", None),
    case("european", "letters4", "Réponse : C", "C"),
    case("european", "letters4", "Option A zeigt zwei Löcher, Option B vier, Option C drei und Option D eines.", None),
    case("european", "letters4", "Creo que es la D, aunque la imagen es un poco borrosa.", "D"),
    case("european", "letters4", "Je dirais A ou B, difficile de trancher.", None),
    case("european", "letters4", "Ich würde sagen, es ist C, weil die Kerbe links bleibt.", "C"),
    case("european", "letters6",
         "La siguiente figura debería ser la E, porque el cuadrado se desplaza una casilla a la derecha cada vez.",
         "E"),
    case("european", "letters6", "La bonne réponse est F.", "F"),
    case("european", "letters6", "Das nächste Bild ist A: das Dreieck dreht sich jedes Mal um 60 Grad.", "A"),
    case("european", "letters6", "Podría ser la B o la D.", None),
    case("european", "letters6", "Il s'agit de la figure C, puisque le cercle descend d'une case à chaque étape.", "C"),
    case("european", "odd6", "La figura que no sigue la regla es la D, porque es la única que no es simétrica.", "D"),
    case("european", "odd6", "L'intrus est B : c'est la seule forme ouverte.", "B"),
    case("european", "odd6",
         "Die Figur, die nicht passt, ist E — alle anderen haben eine gerade Anzahl von Seiten.", "E"),
    case("european", "odd6",
         "Toutes les figures me semblent différentes ; je ne peux pas dire laquelle enfreint la règle.", None),
    case("european", "odd6", "Respuesta: F (es el único polígono cóncavo).", "F"),
    case("european", "odd6", "Die Ausnahme ist Feld C.", "C"),
    case("european", "yes_no",
         "Sí. El grafo dice que la capital de Australia es Sídney, y eso es falso: es Canberra.", "Yes"),
    case("european", "yes_no", "Non, toutes les relations du graphe sont correctes.", "No"),
    case("european", "yes_no", "Ja. Die Kante (Japan, Währung, Yuan) ist falsch, Japan verwendet den Yen.", "Yes"),
    case("european", "yes_no", "No, no encontré ningún error en el grafo.", "No"),
    case("european", "yes_no", "Nein, der Wissensgraph enthält keinen sachlichen Fehler.", "No"),
    case("european", "yes_no", "Oui, il y a une erreur : la France n'a pas de frontière avec la Pologne.", "Yes"),
    case("european", "yes_no", "No estoy seguro; algunas etiquetas son ilegibles.", None),
    case("european", "yes_no", "Difficile à dire, peut-être oui, peut-être non.", None),
    case("european", "count", "Hay siete entidades en el grafo.", "7"),
    case("european", "count",
         "Il y a huit entités : France, Paris, euro, français, UE, Allemagne, Berlin et Espagne.", "8"),
    case("european", "count", "Der Graph enthält sieben Entitäten.", "7"),
    case("european", "count", "Entre nueve y diez entidades, no lo sé con exactitud.", None),
    case("european", "count", "Réponse : 12 entités.", "12"),
    case("european", "count", "Ich zähle etwa zehn Knoten, aber einige überlappen sich.", None),
    case("european", "count", "Son seis entidades en total.", "6"),
    case("european", "count_relations", "Il y a onze relations (arêtes) dans le graphe.", "11"),
    case("european", "count_relations", "Es gibt neun Beziehungen im Graphen.", "9"),
    case("european", "count_relations", "Cuento diez relaciones.", "10"),
    case("european", "entity", "La entidad oculta es Kampala, la capital de Uganda.", "B", EAST_AFRICA),
    case("european", "entity", "Je pense que c'est Kigali.", "C", EAST_AFRICA),
    case("european", "entity", "Die verdeckte Entität ist Vaduz, die Hauptstadt Liechtensteins.", "C", EUROPE),
    case("european", "entity", "Podría ser Nairobi o Dodoma.", None, EAST_AFRICA),
    case("european", "entity", "L'entité masquée est l'euro.", "A", CURRENCIES),
    case("european", "relation",
         "La relación oculta es «shares border with», ya que ambos países son vecinos.", "E", RELATIONS),
    case("european", "relation", "Die maskierte Relation ist 'member of'.", "D", RELATIONS),
    case("european", "relation", "Soit « part of », soit « located in region », je ne sais pas.", None, RELATIONS_2),
    case("european", "relation", "La bonne relation est « official language ».", "B", RELATIONS),
    case("european", "relation", "Ich kann die Beschriftung der Kante nicht lesen.", None, RELATIONS),
]

# ---- gpt4v: GPT-4V / early GPT-4-turbo: caveats about the image's resolution, "Based on the image provided, …",
# ---- every option described before the verdict, "Therefore, …" at the end or the verdict in the middle -------------
GPT4V = [
    case("gpt4v", "letters4",
         "Based on the image provided, it appears that the square sheet has been folded twice before a single hole was "
         "punched. When unfolded, each fold would mirror the hole, resulting in four holes arranged symmetrically.\n\n"
         "- Option A shows two holes, which would be the result of a single fold.\n- Option B shows four holes, but "
         "they are clustered near the center.\n- Option C shows four holes, one near each corner.\n- Option D shows "
         "three holes, which is not possible with symmetric folding.\n\nTherefore, the most likely answer is Option C.",
         "C"),
    case("gpt4v", "letters4",
         "I'm sorry, but the resolution of the image makes it difficult to discern the exact positions of the holes in "
         "each option. If you could provide a higher-resolution image, I would be happy to help determine the correct "
         "answer.", None),
    case("gpt4v", "letters4",
         "Based on the image provided, the reference object appears to be a polycube with three cubes in a vertical "
         "column and two arms. Upon examining the options, option B appears to preserve the relative positions of both "
         "arms after a 90-degree rotation, while options A and D appear to be mirror images. Option C seems to have an "
         "extra cube. Therefore, option B is the rotated version of the reference object.", "B"),
    case("gpt4v", "letters4",
         "It's important to note that I can't physically manipulate the object, but based on a mental rotation, the "
         "object in panel D seems to match the reference shape. The other panels either have the arms in different "
         "positions or appear to be reflections.", "D"),
    case("gpt4v", "letters4",
         "Based on the image provided, there are four options labeled A through D. Each option shows a different "
         "arrangement of holes on the unfolded sheet. Option A has holes along the top edge, option B has holes along "
         "the left edge, option C has holes in the corners, and option D has a single hole in the center. To determine "
         "the correct answer, one would need to trace each fold in reverse.", None),
    case("gpt4v", "letters4",
         "The image shows a paper folding sequence. Given the low resolution, some details may be difficult to see, "
         "but the fold appears to be along the diagonal. Unfolding a diagonal fold would reflect the hole across the "
         "diagonal, which corresponds to option A. Therefore, the answer is A.", "A"),
    case("gpt4v", "letters4",
         "Upon careful examination, both option A and option C appear to be consistent with the folding sequence "
         "shown; the differences between them are too subtle to resolve at this resolution. I would recommend "
         "examining the image more closely to make a definitive determination.", None),
    case("gpt4v", "letters4",
         "The answer is D. The net shown, when folded, would place the shaded face opposite the face with the dot, "
         "which is what is depicted in D. Options A, B and C all place the shaded face adjacent to the dot.", "D"),
    case("gpt4v", "letters4",
         "To determine which option correctly represents the rotated object, let's consider each one:\n\n1. Option A: "
         "The red cube is at the bottom, which doesn't match the reference after rotation.\n2. Option B: This appears "
         "to be a mirror image of the reference.\n3. Option C: The arms are in the correct positions relative to each "
         "other.\n4. Option D: There is an additional cube that is not present in the reference.\n\nTherefore, option "
         "C is the correct answer.", "C"),
    case("gpt4v", "letters4",
         "Based on the image provided, it seems that the paper is folded in half vertically, then horizontally, and a "
         "hole is punched near the open edges. When the paper is unfolded, we would expect", None),
    case("gpt4v", "letters4",
         "Option B is the correct answer, as it is the only one that shows the holes mirrored across both creases. It "
         "should be noted, however, that the image quality makes it challenging to be completely certain about the "
         "exact hole positions.", "B"),
    case("gpt4v", "letters4",
         "While I cannot be entirely certain due to the image's resolution, the configuration in panel A appears to "
         "align with the expected result of unfolding the paper. The holes are symmetrically placed across both fold "
         "lines.", "A"),
    case("gpt4v", "letters6",
         "Based on the sequence shown in the image, the square moves one position clockwise in each frame. Following "
         "this pattern, the next frame should show the square in the top-left corner, which is depicted in option E. "
         "Therefore, the answer is E.", "E"),
    case("gpt4v", "letters6",
         "The pattern in the sequence appears to involve a rotation of the triangle by 60 degrees in each step. "
         "Looking at the options, frames B and F both show the triangle in a rotated position, and it is difficult to "
         "tell from the image which rotation angle each represents. Without a clearer view, I cannot definitively "
         "say which one continues the sequence.", None),
    case("gpt4v", "letters6",
         "Analyzing the sequence, the number of dots increases by one each time: one, two, three, four, five. The next "
         "frame should therefore contain six dots. Among the options provided, option D appears to show six dots, so D "
         "is the most likely answer.", "D"),
    case("gpt4v", "letters6",
         "Therefore, the correct frame to complete the sequence is F. This conclusion is based on the observation that "
         "the shaded region alternates between the top and bottom halves while moving to the right.", "F"),
    case("gpt4v", "letters6",
         "Based on the image provided, the circle alternates between black and white, and the arrow rotates 90 degrees "
         "clockwise each step. Frame C is the only one that satisfies both conditions, so it is the most consistent "
         "continuation of the sequence.", "C"),
    case("gpt4v", "odd6",
         "Based on the image provided, five of the six shapes appear to be closed polygons. Upon closer examination, "
         "panel B appears to have a gap in its outline, making it an open shape. Therefore, panel B is the odd one "
         "out.", "B"),
    case("gpt4v", "odd6",
         "Looking at each panel in turn:\n\n- A: a square with a dot inside.\n- B: a triangle with a dot inside.\n- C: "
         "a pentagon with a dot inside.\n- D: a hexagon with a dot inside.\n- E: a circle with a dot outside.\n- F: a "
         "rectangle with a dot inside.\n\nTherefore, E is the one that breaks the rule, as its dot is placed outside "
         "the shape.", "E"),
    case("gpt4v", "odd6",
         "The panels are quite small in the image provided, so it's difficult to determine which one breaks the rule "
         "with certainty. They all appear to be variations of similar shapes, and I do not see a clear distinguishing "
         "feature.", None),
    case("gpt4v", "odd6",
         "The odd one out appears to be panel D, as it is the only figure that lacks rotational symmetry. All the "
         "other figures appear to be symmetric under a 180-degree rotation, although the low resolution makes it hard "
         "to confirm for panel A.", "D"),
    case("gpt4v", "odd6",
         "Given the image, it seems all panels follow a rule of having an even number of sides, except for panel A, "
         "which appears to have five sides. Therefore, A breaks the rule.", "A"),
    case("gpt4v", "odd6",
         "It could be either panel C or panel F, since both appear to differ from the others in shading. It's hard to "
         "say definitively which difference is intended as the rule violation.", None),
    case("gpt4v", "yes_no",
         "Based on the image provided, the knowledge graph contains several entities and relationships. Upon examining "
         "the relationships, the edge stating that Sydney is the capital of Australia is incorrect, as the capital of "
         "Australia is Canberra. Therefore, yes, there is a factual error in the knowledge graph.", "Yes"),
    case("gpt4v", "yes_no",
         "After reviewing each of the relationships depicted in the image, all of them appear to be factually "
         "accurate: Paris is the capital of France, the Euro is the currency of Germany, and Spain is a member of the "
         "European Union. Therefore, there does not appear to be a factual error in the knowledge graph.", "No"),
    case("gpt4v", "yes_no",
         "Some of the text in the image is too small to read clearly, which makes it difficult to verify each "
         "relationship. Based on the portions I can read, the relationships seem plausible, but I cannot definitively "
         "determine whether there is a factual error.", None),
    case("gpt4v", "yes_no",
         "Yes. The graph indicates that Japan's currency is the Yuan, which is incorrect; Japan's currency is the Yen.",
         "Yes"),
    case("gpt4v", "yes_no",
         "No, the knowledge graph does not appear to contain any factual errors based on the information visible in "
         "the image.", "No"),
    case("gpt4v", "yes_no",
         "The knowledge graph depicts several countries and their capitals. The relationship between Brazil and Buenos "
         "Aires, labeled 'capital of', is incorrect, because Buenos Aires is the capital of Argentina. Other "
         "relationships appear accurate.", "Yes"),
    case("gpt4v", "yes_no",
         "Determining whether there is a factual error would require verifying each relationship against reliable "
         "sources. Could you please specify which relationship you would like me to focus on?", None),
    case("gpt4v", "yes_no",
         "It's important to note that my assessment is limited by the image quality. That said, each triple I was able "
         "to read appears correct, so my answer is no.", "No"),
    case("gpt4v", "count",
         "Based on the image provided, I can count the following entities: Germany, Berlin, Euro, German, European "
         "Union, France, and Paris. Therefore, there are 7 entities in the knowledge graph.", "7"),
    case("gpt4v", "count",
         "Counting the nodes in the image, there are 9 entities. Please note that, given the resolution of the image, "
         "some small nodes could be hard to see.", "9"),
    case("gpt4v", "count",
         "The knowledge graph in the image contains several nodes connected by labeled edges. The nodes represent "
         "countries, cities and currencies, and the edges represent relationships such as 'capital of' and "
         "'currency'.", None),
    case("gpt4v", "count",
         "There are approximately 10 to 12 entities visible in the image, although some of the labels are too small to "
         "read.", None),
    case("gpt4v", "count",
         "Let's count the entities one by one: 1. China 2. Beijing 3. Renminbi 4. Mandarin 5. Asia 6. Shanghai. "
         "Therefore, the knowledge graph contains six entities.", "6"),
    case("gpt4v", "count", "After carefully counting each node, I found a total of 11 entities in the knowledge graph.",
         "11"),
    case("gpt4v", "count", "The image shows 5 entities and 6 relations between them.", "5"),
    case("gpt4v", "count_relations",
         "Based on the image provided, I count 8 edges connecting the entities, so there are 8 relations in the "
         "knowledge graph.", "8"),
    case("gpt4v", "count_relations",
         "The relations in the image are: capital of (twice), currency, official language, member of, and shares "
         "border with. That gives a total of 6 relations.", "6"),
    case("gpt4v", "count_relations",
         "It is difficult to count the relations precisely because several edges overlap near the center of the image. "
         "There are at least seven.", None),
    case("gpt4v", "entity",
         "Based on the image provided, the masked entity is connected to Uganda by a 'capital of' relation. Among the "
         "options, Kampala is the capital of Uganda, so the hidden entity is most likely Kampala.", "B", EAST_AFRICA),
    case("gpt4v", "entity",
         "Considering each option: Nairobi is the capital of Kenya, Kampala of Uganda, Kigali of Rwanda, Dodoma of "
         "Tanzania, and Addis Ababa of Ethiopia. The masked node is linked to Rwanda, therefore the answer is Kigali.",
         "C", EAST_AFRICA),
    case("gpt4v", "entity",
         "The masked entity could be either Vienna or Bern, as both are capitals of German-speaking countries, and the "
         "image does not clearly show which country the edge connects to.", None, EUROPE),
    case("gpt4v", "entity",
         "The masked node is linked to Belgium by the relation 'capital of', which indicates that the hidden entity is "
         "Brussels.", "E", EUROPE),
    case("gpt4v", "entity",
         "Given the edges connecting the masked node to Germany, France, and Italy through the 'currency' relation, "
         "the hidden entity would be the Euro.", "A", CURRENCIES),
    case("gpt4v", "relation",
         "Based on the image provided, the masked relation connects France and Spain. Since the two countries share a "
         "land border along the Pyrenees, the most appropriate relation is 'shares border with'.", "E", RELATIONS),
    case("gpt4v", "relation",
         "Looking at the options: 'capital of' does not fit because neither node is a city; 'official language' does "
         "not fit because neither is a language; 'currency' does not fit; and 'member of' fits because Poland is a "
         "member of the European Union. Therefore, the masked relation is 'member of'.", "D", RELATIONS),
    case("gpt4v", "relation",
         "The masked edge connects Catalonia and Spain. Both 'part of' and 'located in region' could describe this "
         "relationship, and without further context, it is not possible to determine which one is intended.", None,
         RELATIONS_2),
    case("gpt4v", "relation",
         "The relation between Austria and German is most likely 'official language', as German is the official "
         "language of Austria.", "B", RELATIONS),
]

# ---- terseprose: CogVLM / Idefics2 / BLIP-2 / Fuyu / PaliGemma: fragments, one word, a caption instead of an answer,
# ---- the letter without punctuation, lower case, a number only --------------------------------------------------
TERSEPROSE = [
    case("terseprose", "letters4", "it's c", "C"),
    case("terseprose", "letters4", "option b", "B"),
    case("terseprose", "letters4", "it is d", "D"),
    case("terseprose", "letters4", "a sheet of paper with four holes in the corners", None),
    case("terseprose", "letters4", "the answer is b", "B"),
    case("terseprose", "letters4", "a b c d", None),
    case("terseprose", "letters4", "answer d", "D"),
    case("terseprose", "letters4", "a red and blue cube structure", None),
    case("terseprose", "letters4", "c four holes", "C"),
    case("terseprose", "letters4", "panel a", "A"),
    case("terseprose", "letters4", "b or c", None),
    case("terseprose", "letters4", "the correct option is c", "C"),
    case("terseprose", "letters4", "(b) rotated", "B"),
    case("terseprose", "letters6", "frame e", "E"),
    case("terseprose", "letters6", "option f", "F"),
    case("terseprose", "letters6", "a square moving to the right", None),
    case("terseprose", "letters6", "next frame is b", "B"),
    case("terseprose", "letters6", "d e", None),
    case("terseprose", "odd6", "c", "C"),
    case("terseprose", "odd6", "the one that is different is e", "E"),
    case("terseprose", "odd6", "f because it is open", "F"),
    case("terseprose", "odd6", "six shapes", None),
    case("terseprose", "odd6", "option a", "A"),
    case("terseprose", "yes_no", "yes there is an error", "Yes"),
    case("terseprose", "yes_no", "no error", "No"),
    case("terseprose", "yes_no", "no", "No"),
    case("terseprose", "yes_no", "yes error", "Yes"),
    case("terseprose", "yes_no", "a knowledge graph with countries and capitals", None),
    case("terseprose", "yes_no", "error in capital", "Yes"),
    case("terseprose", "yes_no", "all correct", "No"),
    case("terseprose", "yes_no", "maybe", None),
    case("terseprose", "count", "7", "7"),
    case("terseprose", "count", "nine", "9"),
    case("terseprose", "count", "5 entities", "5"),
    case("terseprose", "count", "a graph of european countries", None),
    case("terseprose", "count", "10 nodes in graph", "10"),
    case("terseprose", "count", "6 or 7", None),
    case("terseprose", "count", "there are 8", "8"),
    case("terseprose", "count_relations", "12", "12"),
    case("terseprose", "count_relations", "four edges", "4"),
    case("terseprose", "count_relations", "many", None),
    case("terseprose", "entity", "nairobi", "A", EAST_AFRICA),
    case("terseprose", "entity", "bern switzerland", "B", EUROPE),
    case("terseprose", "entity", "a city", None, EAST_AFRICA),
    case("terseprose", "entity", "the euro", "A", CURRENCIES),
    case("terseprose", "entity", "luxembourg", "D", EUROPE),
    case("terseprose", "relation", "shares border", "E", RELATIONS),
    case("terseprose", "relation", "member", "B", RELATIONS_2),
    case("terseprose", "relation", "official language", "B", RELATIONS),
    case("terseprose", "relation", "an arrow", None, RELATIONS),
]

# ---- korean: Korean VLM replies (HyperCLOVA X, VARCO-VISION, Bllossom, Qwen/InternVL answering in Korean):
# ---- 정답은 B입니다, 선택지 C, ~인 것 같습니다, 답: D, B번, counts like 5개 / 다섯 개, 예/아니요, 오류가 있습니다;
# ---- some option texts in Korean
EAST_AFRICA_KO = ("나이로비", "캄팔라", "키갈리", "도도마", "아디스아바바")
RELATIONS_KO = ("수도", "공용어", "통화", "회원국", "국경을 접함")
KOREAN = [
    case("korean", "letters4",
         "안녕하세요! 문제를 함께 살펴볼게요.\n\n종이를 세로로 한 번, 가로로 한 번 접은 뒤 오른쪽 위에 구멍을 "
         "뚫었습니다. 펼치면 구멍이 네 모서리에 하나씩 생기게 됩니다.\n\n**정답: C**", "C"),
    case("korean", "letters4", "답: D", "D"),
    case("korean", "letters4", "회전시킨 물체와 일치하는 것은 선택지 B인 것 같습니다.", "B"),
    case("korean", "letters4", "A와 C 둘 다 가능해 보여서 하나만 고르기는 어렵네요.", None),
    case("korean", "letters4",
         "### 분석\n- A: 구멍이 두 개뿐이라 맞지 않습니다.\n- B: 구멍이 가운데에 몰려 있습니다.\n- C: 구멍 위치가 "
         "좌우 반전되어 있습니다.\n- D: 네 모서리에 구멍이 있습니다.\n\n### 결론\n정답은 D입니다.", "D"),
    case("korean", "letters4",
         "전개도를 접으면 파란 면과 초록 면이 서로 마주 보게 되므로, 보기 중에서는 (B)가 맞습니다.", "B"),
    case("korean", "letters4",
         "죄송하지만 이미지 해상도가 낮아 구멍 위치를 정확히 확인할 수 없습니다. 더 선명한 이미지를 보내 주실 수 "
         "있을까요?", None),
    case("korean", "letters4", "C가 답이에요! 다른 보기들은 모두 거울상이거든요.", "C"),
    case("korean", "letters4", "각 보기를 보면 A는 구멍이 두 개, B는 네 개, C는 세 개, D는 한 개입니다.", None),
    case("korean", "letters4",
         "첫 번째 접힌 선을 기준으로 펼치면 구멍이 좌우 대칭이 되고, 두 번째 접힌 선을 기준으로 펼치면", None),
    case("korean", "letters4", "확실하지는 않지만 A로 보입니다.", "A"),
    case("korean", "letters4",
         "B번이 정답입니다. 회전한 뒤에도 튀어나온 부분의 방향이 그대로 유지되기 때문입니다.", "B"),
    case("korean", "letters6",
         "사각형이 매번 한 칸씩 오른쪽으로 이동하고 있으니, 다음 프레임은 E가 될 것 같아요.", "E"),
    case("korean", "letters6", "정답 : F", "F"),
    case("korean", "letters6", "삼각형이 단계마다 60도씩 돌아가므로 빈칸에 들어갈 그림은 A라고 생각합니다.", "A"),
    case("korean", "letters6", "B 아니면 D인데, 어느 쪽인지 확신이 서지 않네요.", None),
    case("korean", "letters6", "원이 위에서 아래로 한 칸씩 내려가는 규칙입니다. 이 규칙에 맞는 보기는 C뿐이에요.", "C"),
    case("korean", "letters6",
         "점의 개수가 하나씩 늘어나는 규칙으로 보입니다. 그런데 어떤 보기에 점이 여섯 개 있는지는 이미지에서 잘 "
         "보이지 않습니다.", None),
    case("korean", "odd6", "규칙에서 벗어난 것은 D입니다. D만 좌우 대칭이 아니거든요.", "D"),
    case("korean", "odd6",
         "나머지 다섯 개는 모두 닫힌 도형인데 B만 열려 있습니다. 따라서 규칙을 어긴 패널은 B입니다.", "B"),
    case("korean", "odd6", "모든 패널이 조금씩 달라 보여서 규칙을 어긴 하나를 고를 수가 없습니다.", None),
    case("korean", "odd6", "F가 나머지와 다릅니다 (유일하게 오목한 다각형).", "F"),
    case("korean", "odd6",
         "변의 개수를 세어 보면 A 4개, B 4개, C 5개, D 4개, E 4개, F 4개이므로 C가 규칙을 어긴 도형이에요.", "C"),
    case("korean", "odd6", "E 패널이 규칙에 맞지 않는 것 같습니다.", "E"),
    case("korean", "yes_no", "예. (호주, 수도, 시드니) 트리플이 틀렸습니다 — 호주의 수도는 캔버라예요.", "Yes"),
    case("korean", "yes_no", "아니요. 지식 그래프의 모든 관계가 사실과 일치합니다.", "No"),
    case("korean", "yes_no",
         "일본의 통화가 위안으로 연결되어 있는데, 이는 사실이 아닙니다. 일본의 통화는 엔입니다.", "Yes"),
    case("korean", "yes_no", "모든 관계를 하나씩 확인해 봤는데 사실 오류는 발견되지 않았어요.", "No"),
    case("korean", "yes_no", "글자가 너무 작아서 오류가 있는지 없는지 판단하기 어렵습니다.", None),
    case("korean", "yes_no", "틀린 정보가 하나 있습니다: 독일의 수도가 뮌헨으로 되어 있어요.", "Yes"),
    case("korean", "yes_no",
         "프랑스와 폴란드는 국경을 접하지 않으므로 '국경을 접함' 관계는 잘못되었습니다. 따라서 답은 '예'입니다.",
         "Yes"),
    case("korean", "yes_no",
         "어떤 관계를 기준으로 확인해 드릴까요? 그래프에 트리플이 많아서 범위를 알려 주시면 좋겠습니다.", None),
    case("korean", "count", "엔티티는 총 8개입니다.", "8"),
    case("korean", "count", "노드를 세어 보면 독일, 베를린, 유로, 독일어, EU로 다섯 개입니다.", "5"),
    case("korean", "count", "그래프에는 일곱 개의 엔티티가 있습니다.", "7"),
    case("korean", "count", "엔티티 수는 9개 아니면 10개인 것 같아요.", None),
    case("korean", "count", "답: 12개", "12"),
    case("korean", "count", "그래프에 엔티티 6개와 관계 7개가 있습니다.", "6"),
    case("korean", "count", "노드들이 겹쳐 있어서 정확한 개수를 셀 수 없습니다.", None),
    case("korean", "count_relations", "관계(엣지)는 모두 10개입니다.", "10"),
    case("korean", "count_relations", "화살표를 세어 보니 관계가 아홉 개 있네요.", "9"),
    case("korean", "count_relations", "엣지가 대략 11개 정도 되는 것 같습니다.", None),
    case("korean", "entity", "가려진 엔티티는 캄팔라인 것 같습니다. 우간다의 수도이기 때문입니다.", "B",
         EAST_AFRICA_KO),
    case("korean", "entity", "정답은 Kigali입니다.", "C", EAST_AFRICA),
    case("korean", "entity", "나이로비와 캄팔라 중 하나인데 결정하기 어렵습니다.", None, EAST_AFRICA_KO),
    case("korean", "entity", "마스크된 노드는 Bern(스위스의 수도)입니다.", "B", EUROPE),
    case("korean", "entity", "보기 E, 아디스아바바가 에티오피아의 수도이므로 정답입니다.", "E", EAST_AFRICA_KO),
    case("korean", "relation", "관계는 'shares border with'입니다. 두 나라가 서로 맞닿아 있기 때문이에요.", "E",
         RELATIONS),
    case("korean", "relation", "가려진 관계는 통화일 가능성이 높습니다.", "C", RELATIONS_KO),
    case("korean", "relation", "'part of'와 'located in region' 둘 다 맞을 것 같습니다.", None, RELATIONS_2),
    case("korean", "relation", "선택지 D (member of)가 정답입니다.", "D", RELATIONS),
]

# ---- romance_slavic: Portuguese, Italian and Russian free-form replies (a resposta é…, la risposta corretta è la B,
# ---- credo sia D, ответ: В / вариант Б with Cyrillic look-alike letters, Sim/Não, Sì/No, Да/Нет, sete, sette, семь)
EUROPE_RU = ("Вена", "Берн", "Вадуц", "Люксембург", "Брюссель")
ROMANCE_SLAVIC = [
    case("romance_slavic", "letters4",
         "A resposta é C, pois ao desdobrar o papel aparecem quatro furos, um em cada canto.", "C"),
    case("romance_slavic", "letters4",
         "Acredito que seja a opção B: é a única em que o cubo vermelho continua em cima depois da rotação.", "B"),
    case("romance_slavic", "letters4",
         "Não consigo distinguir bem os furos na imagem, então não posso dizer qual opção está correta.", None),
    case("romance_slavic", "letters6",
         "A próxima figura deve ser a E, já que o quadrado anda uma casa para a direita a cada passo.", "E"),
    case("romance_slavic", "odd6", "O intruso é o painel B — todos os outros são formas fechadas.", "B"),
    case("romance_slavic", "yes_no", "Sim, há um erro: a capital da Austrália é Canberra, não Sydney.", "Yes"),
    case("romance_slavic", "yes_no", "Não. Todas as relações do grafo estão corretas.", "No"),
    case("romance_slavic", "count", "Contei oito entidades no grafo.", "8"),
    case("romance_slavic", "count", "São umas 10 ou 11 entidades, não dá para ter certeza.", None),
    case("romance_slavic", "count_relations", "O grafo tem nove relações.", "9"),
    case("romance_slavic", "entity", "A entidade oculta é Kampala, capital de Uganda.", "B", EAST_AFRICA),
    case("romance_slavic", "relation", "Fico entre 'part of' e 'located in region'; as duas parecem servir.", None,
         RELATIONS_2),
    case("romance_slavic", "letters4", "Opção D.", "D"),
    case("romance_slavic", "letters6", "Hmm, pode ser a A ou a C. Preciso de uma imagem maior para decidir.", None),
    case("romance_slavic", "odd6", "Resposta: F", "F"),
    case("romance_slavic", "yes_no", "Há um erro na aresta da moeda: o Japão usa o iene, não o yuan.", "Yes"),
    case("romance_slavic", "relation",
         "A relação mascarada é 'member of', já que a Polônia faz parte da União Europeia.", "D", RELATIONS),
    case("romance_slavic", "letters4",
         "La risposta corretta è la B, visto che è l'unica in cui i fori restano agli angoli.", "B"),
    case("romance_slavic", "letters4", "Credo sia D, anche se l'immagine è un po' sgranata.", "D"),
    case("romance_slavic", "letters4", "Sono indeciso tra la A e la C, mi servirebbe vedere meglio i fori.", None),
    case("romance_slavic", "letters4",
         "Dopo aver dispiegato il foglio due volte si ottengono quattro fori simmetrici, quindi l'opzione giusta è la "
         "A.", "A"),
    case("romance_slavic", "letters6", "Il prossimo fotogramma è il C: il cerchio scende di una casella a ogni passo.",
         "C"),
    case("romance_slavic", "letters6", "Direi la B, perché il triangolo ruota di 60 gradi ogni volta.", "B"),
    case("romance_slavic", "odd6", "La figura che rompe la regola è la E, l'unica con un numero dispari di lati.", "E"),
    case("romance_slavic", "odd6", "Non riesco a capire quale pannello violi la regola: mi sembrano tutti diversi.",
         None),
    case("romance_slavic", "yes_no", "Sì, c'è un errore: Parigi non è la capitale della Germania.", "Yes"),
    case("romance_slavic", "yes_no", "No, non ci sono errori nel grafo.", "No"),
    case("romance_slavic", "yes_no", "Forse c'è un errore, ma non ne sono sicuro.", None),
    case("romance_slavic", "count", "Le entità sono sette in tutto.", "7"),
    case("romance_slavic", "count", "Ci sono sei entità e otto relazioni.", "6"),
    case("romance_slavic", "count_relations", "Contando le frecce, le relazioni sono 11.", "11"),
    case("romance_slavic", "entity", "L'entità nascosta dovrebbe essere Vaduz, la capitale del Liechtenstein.", "C",
         EUROPE),
    case("romance_slavic", "entity", "Potrebbe essere Vienna oppure Berna, non riesco a leggere l'etichetta.", None,
         EUROPE),
    case("romance_slavic", "relation", "La relazione mancante è la lingua ufficiale.", "B", RELATIONS),
    case("romance_slavic", "letters4", "Ответ: В", "B"),
    case("romance_slavic", "letters4",
         "Вариант Б, так как только в нём отверстия симметричны относительно обеих линий сгиба.", "B"),
    case("romance_slavic", "letters4", "Думаю, это С: после поворота красный куб оказывается сверху.", "C"),
    case("romance_slavic", "letters4", "Не могу точно определить ответ — изображение слишком мелкое.", None),
    case("romance_slavic", "letters4", "Подходят и А, и D, сложно выбрать.", None),
    case("romance_slavic", "letters6",
         "Следующий кадр — Е, так как квадрат каждый раз сдвигается на одну клетку вправо.", "E"),
    case("romance_slavic", "odd6", "Правилу не соответствует фигура F — она единственная незамкнутая.", "F"),
    case("romance_slavic", "odd6", "Нарушает правило панель D.", "D"),
    case("romance_slavic", "yes_no", "Да, в графе есть ошибка: (Бразилия, столица, Буэнос-Айрес) неверно.", "Yes"),
    case("romance_slavic", "yes_no", "Нет, все связи в графе верные.", "No"),
    case("romance_slavic", "yes_no", "Трудно сказать, есть ли ошибка: часть подписей нечитаема.", None),
    case("romance_slavic", "count", "В графе семь сущностей.", "7"),
    case("romance_slavic", "count", "Сущностей примерно 9–10.", None),
    case("romance_slavic", "count_relations", "Всего 8 связей.", "8"),
    case("romance_slavic", "count_relations", "Я насчитал двенадцать рёбер.", "12"),
    case("romance_slavic", "entity", "Скрытая сущность — Брюссель.", "E", EUROPE_RU),
    case("romance_slavic", "relation", "Скорее всего, это «shares border with», ведь страны граничат.", "E",
         RELATIONS),
]

# ---- tutor: a teacher walking a student through every option ("Let's check option A together…", "Notice how…",
# ---- "So which one is left? That's right, C!"), rhetorical questions, recaps, encouragement, the last step handed back
TUTOR = [
    case("tutor", "letters4",
         "Great question! Let's work through it together.\n\nFirst, let's check option A. How many holes does it "
         "have? Just two — but we punched through four layers, so we need four holes. A is out.\n\nNow option B. "
         "Notice how its holes are bunched in the middle? When we unfold, the holes should move toward the corners, "
         "so B doesn't work either.\n\nOption D has three holes. Can a symmetric unfolding ever leave an odd number? "
         "No!\n\nSo which one is left? That's right, C!", "C"),
    case("tutor", "letters4",
         "Let's think about this step by step, like we did with the cube nets last time. When you fold the net, which "
         "faces end up opposite each other? The blue and the green. Now look at each option and ask yourself: does it "
         "show blue and green touching? A does — cross it out. C does too. D shows red opposite blue, which can't "
         "happen. So the only one that survives is B. Well done for sticking with it!", "B"),
    case("tutor", "letters4",
         "Here's a trick I always teach: imagine holding the object in your hand and turning it. Try it with option A "
         "first... the arm points away from you, doesn't it? That would need a mirror. Option B? Same problem. Now "
         "you try options C and D — which one keeps both arms where they should be? Take your time and tell me what "
         "you find!", None),
    case("tutor", "letters4",
         "Okay, let's recap what we know: two folds, one punch, four layers. That means four holes, mirrored across "
         "both creases. Now, between options B and D, both have four holes — so how do we decide? Look at where they "
         "sit. In D they're at the corners, just like our reasoning predicted. So our answer is D. Nice work!", "D"),
    case("tutor", "letters4",
         "Let's check option A together. See how the notch is on the left? After a quarter turn it should be at the "
         "top. Is it at the top in A? Yes! And does anything else change? Nope. So A is our match — great job "
         "following along.", "A"),
    case("tutor", "letters4",
         "Before we pick an answer, let's make sure we understand the folding. The paper is folded in half "
         "diagonally, then... hmm, I actually can't tell from this picture whether the second fold is horizontal or "
         "vertical, and that changes everything. Can you check the original diagram for me and describe the second "
         "fold?", None),
    case("tutor", "letters4",
         "Think of it like a mirror. Whatever is on the left of the crease appears on the right after unfolding. So if "
         "our hole is in the top-left corner, where will its twin be? Top-right! Which option shows holes top-left "
         "and top-right only? Option B. And what about option C? It has a third hole at the bottom — that's the "
         "trap! Don't fall for it. The answer is B.", "B"),
    case("tutor", "letters4",
         "Remember, a rotation never changes handedness. So any option that looks like a mirror image is out. Option "
         "A — mirror. Option C — mirror. That leaves B and D. I'll let you take it from here: which of those two has "
         "the red cube on top?", None),
    case("tutor", "letters4",
         "Let's count together. Option C: one, two, three, four holes. Are they symmetric across the vertical crease? "
         "Yes. Across the horizontal one? Also yes! That's exactly what unfolding twice should give us. So C it is!",
         "C"),
    case("tutor", "letters4",
         "Option D might look tempting at first glance — it has the right number of holes! But notice how they're "
         "shifted down. A fold along the middle can't shift holes like that, can it? So D is a distractor. Now let's "
         "look at A...", None),
    case("tutor", "letters4",
         "So, what have we learned? When unfolding, every hole gets a mirror partner on the other side of the crease. "
         "Keep that rule in mind and the answer jumps out: it's option A, the only panel with the holes paired across "
         "the fold. You've got this!", "A"),
    case("tutor", "letters4",
         "Let's use elimination, my favourite strategy! Can it be A? No — a cube has been added. B? No — that's a "
         "reflection. D? The top arm points the wrong way. What does that leave us with? C, of course!", "C"),
    case("tutor", "letters6",
         "Let's look at the pattern first. In each frame, the square moves one cell to the right. Where should it be "
         "in the next frame? One cell further right, at the edge. Now scan the options: which one has the square at "
         "the right edge? Only E. So E is our next frame. See how spotting the pattern first made it easy?", "E"),
    case("tutor", "letters6",
         "Notice how the triangle rotates a little each step? Let's measure: 60 degrees each time. So after the last "
         "frame, it should point straight down. Options A and D both point down... but look closely at the dot. In A "
         "it's inside, in D it's outside. The dot's been inside all along, so A is our answer.", "A"),
    case("tutor", "letters6",
         "What changes from one frame to the next? The circle drops one row, and its colour flips. Now, I want you to "
         "find the option where the circle is on the bottom row and black. Go ahead — there's only one, and I'm sure "
         "you'll spot it!", None),
    case("tutor", "letters6",
         "Let's recap: the number of dots goes 1, 2, 3, 4, 5. What comes next? Six! Now, which panel has six dots? "
         "Count carefully... F has six. So the next frame is F.", "F"),
    case("tutor", "letters6",
         "Good instinct to look at the arrow first! It turns 90° clockwise each time, so next it should point left. "
         "Option B points left, but so does option E. Hmm, both fit the arrow rule. What else changes? I honestly "
         "can't tell the shading apart in this image, so we'll have to leave it between B and E for now.", None),
    case("tutor", "letters6",
         "The colours go red, blue, red, blue... so which colour comes next? Red! And the shape grows one size each "
         "time. Put those two clues together and you get option D: a large red square. Well reasoned!", "D"),
    case("tutor", "odd6",
         "Let's look for what all the panels share. A is a closed shape, C is closed, D, E and F are all closed too. "
         "What about B? Look at the top edge — there's a gap! So B is the odd one out. Great spotting practice!", "B"),
    case("tutor", "odd6",
         "Here's a question to ask yourself: are these shapes symmetric? Fold each one in your mind. A folds neatly, B "
         "folds neatly, C... does it? No! The left side is longer. D, E and F all fold neatly. So which one breaks "
         "the rule? C!", "C"),
    case("tutor", "odd6",
         "Count the sides with me. A has four, B has six, C has four, D has five, E has eight, F has six. Hmm, what do "
         "we notice? All even... except D. So D is the one that breaks the rule.", "D"),
    case("tutor", "odd6",
         "This one's tricky, isn't it? E looks different because it's shaded, but F looks different because it's "
         "rotated. Which difference matters for the rule? I'd like you to reread the rule with me before we decide — "
         "what exactly does it say all panels share?", None),
    case("tutor", "odd6",
         "Let's go panel by panel and check the dot. Inside, inside, inside, inside, inside... and in panel F, "
         "outside! That's our rule-breaker: F.", "F"),
    case("tutor", "odd6",
         "Remember last week's rule about convex shapes? Let's apply it here. Every panel is convex except one — the "
         "one with a dent in its side. Can you find the dent? It's in panel A. So A is the odd one out. Nicely done!",
         "A"),
    case("tutor", "yes_no",
         "Let's check each fact one at a time, just like a detective! Is Paris the capital of France? Yes. Is the Euro "
         "Germany's currency? Yes. Is Sydney the capital of Australia? Hmm... what do you think? That's right — it's "
         "Canberra! So is there a factual error in the graph? Yes, there is.", "Yes"),
    case("tutor", "yes_no",
         "Let's go through the triples together. Tokyo, capital of Japan — correct. Yen, currency of Japan — correct. "
         "Japan, member of the G7 — correct. We checked every edge and found nothing wrong, so our answer is no, "
         "there's no error. Good, careful work!", "No"),
    case("tutor", "yes_no",
         "Great, let's start by reading the edges out loud. The first one says Brazil... and then the label is too "
         "small for me to read. Before we decide anything, could you zoom in and tell me what that first label says?",
         None),
    case("tutor", "yes_no",
         "Here's a tip: errors often hide in the capital-of edges. Look at Canada — is its capital Toronto? No! It's "
         "Ottawa. So yes, we've found our error.", "Yes"),
    case("tutor", "yes_no",
         "Let me ask you: does Spain really share a border with Germany? Think about the map of Europe. France sits "
         "between them, doesn't it? So that 'shares border with' edge is wrong — the graph does contain an error.",
         "Yes"),
    case("tutor", "yes_no",
         "So, is everything correct? Let's recap: capitals — all right; currencies — all right; languages — all "
         "right. Nothing out of place! No error.", "No"),
    case("tutor", "yes_no",
         "Now it's your turn! Go through each edge and ask yourself, 'Is this true in the real world?' If you find "
         "even one that isn't, the answer is yes. What do you find?", None),
    case("tutor", "count",
         "Let's count the entities together, pointing at each one. Germany — one. Berlin — two. Euro — three. German "
         "— four. European Union — five. France — six. Paris — seven. So how many entities? Seven!", "7"),
    case("tutor", "count",
         "A good habit is to count the circles, not the labels, since one label can span two lines. I count one, two, "
         "three... nine circles. So the graph has 9 entities.", "9"),
    case("tutor", "count",
         "Let's count the nodes carefully. Some of them overlap near the centre, which makes this tricky. Why don't "
         "you count them first, and then we'll compare our numbers?", None),
    case("tutor", "count",
         "Don't count the edges by mistake — we want the entities! There are six: Italy, Rome, Euro, Italian, EU, and "
         "Vatican City. Six entities in total.", "6"),
    case("tutor", "count",
         "Let's organise our counting: countries first (3), then cities (4), then currencies (1). Add them up: 3 + 4 + "
         "1 = 8. So there are 8 entities.", "8"),
    case("tutor", "count",
         "Twelve! Did you get the same? Let me show you how: four countries, four capitals, two languages and two "
         "currencies.", "12"),
    case("tutor", "count_relations",
         "Now let's count relations — that's the arrows, not the boxes! Trace each arrow with your finger: 1, 2, 3, 4, "
         "5, 6, 7, 8, 9, 10, 11. Eleven relations.", "11"),
    case("tutor", "count_relations",
         "Here's where students often slip: two edges between the same pair of nodes still count as two relations. "
         "With that in mind, I count 7 relations in total.", "7"),
    case("tutor", "count_relations",
         "How many arrows do you see? Count them, and remember that the double arrow between France and Spain counts "
         "twice. Write your number down and we'll check it together.", None),
    case("tutor", "entity",
         "Let's think about what the masked node connects to. It's linked to Uganda by 'capital of'. So which of our "
         "options is the capital of Uganda? Nairobi is Kenya's, Kigali is Rwanda's... and Kampala is Uganda's! So the "
         "hidden entity is Kampala.", "B", EAST_AFRICA),
    case("tutor", "entity",
         "Look at the clue: the hidden node is the capital of Belgium. Do you remember it? Many people guess "
         "Luxembourg, but that's its own country. The answer is Brussels.", "E", EUROPE),
    case("tutor", "entity",
         "Good question to ask: what currency do Germany, France and Italy share? The Euro! Let's double-check the "
         "options... yes, Euro is option A.", "A", CURRENCIES),
    case("tutor", "entity",
         "Both Vienna and Bern are capitals of German-speaking countries, so we need another clue. Can you see which "
         "country the edge leads to? Once you tell me that, we'll know which one it is.", None, EUROPE),
    case("tutor", "entity",
         "Let's rule things out. Is it Nairobi? No, that connects to Kenya. Kampala? Uganda. Kigali? That's Rwanda — "
         "and the masked node is attached to Rwanda! So there we have it: Kigali.", "C", EAST_AFRICA),
    case("tutor", "relation",
         "What kind of link could join France and Spain? They're both countries, so 'capital of' and 'currency' don't "
         "fit. Are they neighbours? Yes — the Pyrenees sit right between them! So the masked relation is 'shares "
         "border with'.", "E", RELATIONS),
    case("tutor", "relation",
         "Let's test each option by reading it as a sentence. 'Poland capital of European Union'? Silly! 'Poland "
         "official language European Union'? Nope. 'Poland member of European Union'? That one makes sense. So D, "
         "member of.", "D", RELATIONS),
    case("tutor", "relation",
         "Catalonia and Spain — is Catalonia 'part of' Spain, or 'located in region' Spain? Both sound reasonable, "
         "don't they? This is one to discuss with your classmates: which one do you think fits better?", None,
         RELATIONS_2),
    case("tutor", "relation",
         "Think about what German is to Austria. Is it a city? A currency? No — it's the language people speak there. "
         "So the relation is 'official language'. Well done!", "B", RELATIONS),
    case("tutor", "relation",
         "Excellent — you noticed the edge goes from Kenya to the African Union. What does a country do with a union "
         "like that? It joins it! So the relation we want is 'member of'.", "B", RELATIONS_2),
]

# ---- apologetic: GPT-3.5 / early assistant style: apologies and AI disclaimers ("I'm sorry, but as an AI I can't see
# ---- images clearly…"), some still commit ("…if I had to guess, I'd say B"), some don't, some correct an earlier one
APOLOGETIC = [
    case("apologetic", "letters4",
         "I'm sorry, but as an AI language model, I am unable to view images. If you could describe the panels to me, "
         "I'd be happy to help you determine which one shows the unfolded sheet.", None),
    case("apologetic", "letters4",
         "I apologize, but I cannot see the image clearly enough to determine the exact positions of the holes. "
         "However, based on the typical pattern for this kind of folding problem, I would guess that the answer is B.",
         "B"),
    case("apologetic", "letters4",
         "Apologies for the confusion in my previous response. After re-examining the folds, the correct answer is "
         "actually C, not A. The second fold mirrors the holes vertically, which places them in all four corners.",
         "C"),
    case("apologetic", "letters4",
         "As an AI, I don't have the ability to physically fold paper, but I can reason about the problem. When the "
         "paper is unfolded, the holes will be reflected across each fold line. Based on this, option D appears to be "
         "the correct answer.", "D"),
    case("apologetic", "letters4",
         "I'm sorry, but I'm not able to determine which option is correct without more information about the folding "
         "sequence. Could you please provide more details?", None),
    case("apologetic", "letters4",
         "I apologize for any confusion. Upon further reflection, I believe the rotated object corresponds to option "
         "A. My earlier answer of D was incorrect, as D is a mirror image of the reference.", "A"),
    case("apologetic", "letters4",
         "I'm sorry, but I cannot accurately determine the correct answer from the image provided. Both option B and "
         "option C seem plausible, and I do not want to give you incorrect information.", None),
    case("apologetic", "letters4",
         "As an AI language model, I do not have visual perception in the way humans do. That being said, if I had to "
         "guess, I would say that the answer is C, since it is the only option with symmetrical holes.", "C"),
    case("apologetic", "letters4",
         "I'm sorry for the mistake. You are correct that B cannot be the answer, as it shows a reflection rather than "
         "a rotation. The correct answer should be D.", "D"),
    case("apologetic", "letters4",
         "Apologies, but spatial reasoning tasks based on images are challenging for me, and I may make errors. With "
         "that in mind, my best answer is D.", "D"),
    case("apologetic", "letters4",
         "I'm sorry, but as an AI, I can't see images clearly. But if I had to guess, I'd say B.", "B"),
    case("apologetic", "letters4",
         "I apologize for the oversight in my earlier response. The correct option is A. I mistakenly counted the "
         "holes in option C, which only has three.", "A"),
    case("apologetic", "letters6",
         "I'm sorry, but as a text-based AI, I cannot see the sequence of frames. However, in many sequence puzzles of "
         "this type, the shape moves one step in each frame, so the next frame would likely be E.", "E"),
    case("apologetic", "letters6",
         "I apologize, but I'm not able to interpret the frames in the image with certainty. It would be best to "
         "carefully observe the pattern yourself to identify the next frame.", None),
    case("apologetic", "letters6",
         "Apologies for the confusion earlier. I previously said the next frame was B, but after reconsidering the "
         "rotation of the triangle, the next frame should be F.", "F"),
    case("apologetic", "letters6",
         "I'm sorry, I made an error. The answer is not C; it is A, because the circle moves down one row in each "
         "frame.", "A"),
    case("apologetic", "letters6",
         "As an AI model, my ability to analyze images is limited, and I may not be accurate. Based on my analysis, "
         "the next frame could be either D or F. I'm sorry I can't be more specific.", None),
    case("apologetic", "letters6",
         "I apologize for any inconvenience. To determine the next frame, it's important to identify the pattern. It "
         "appears the number of dots increases by one each time, so the correct answer is D.", "D"),
    case("apologetic", "odd6",
         "I'm sorry, but I'm unable to view the panels. If you could describe each of the six shapes, I can help you "
         "figure out which one breaks the rule.", None),
    case("apologetic", "odd6",
         "I apologize for my previous answer. After reviewing the shapes again, panel E is the one that breaks the "
         "rule, since it is the only one that is not symmetric.", "E"),
    case("apologetic", "odd6",
         "As an AI, I cannot be completely certain, but based on the description of the rule, the odd one out appears "
         "to be panel B.", "B"),
    case("apologetic", "odd6",
         "I'm sorry, I am not able to identify which panel breaks the rule, as all six panels appear very similar to "
         "me. I hope you understand.", None),
    case("apologetic", "odd6",
         "My apologies. I misread the panels earlier. Panel C is not the odd one out; the panel that breaks the rule "
         "is F, because it is the only open shape.", "F"),
    case("apologetic", "odd6",
         "I'm sorry if my earlier response was unclear. To clarify: the panel that does not follow the rule is D.",
         "D"),
    case("apologetic", "yes_no",
         "I'm sorry, but as an AI language model, I do not have the ability to view the knowledge graph image. If you "
         "can provide the relationships in text form, I'd be happy to check them for factual errors.", None),
    case("apologetic", "yes_no",
         "I apologize for the confusion. Yes, there is a factual error in the knowledge graph: it lists Sydney as the "
         "capital of Australia, but the capital is Canberra.", "Yes"),
    case("apologetic", "yes_no",
         "I'm sorry for my earlier mistake. After reviewing the relationships again, I can confirm that there are no "
         "factual errors in the knowledge graph.", "No"),
    case("apologetic", "yes_no",
         "As an AI, my knowledge is based on data up to a certain point, and some facts may have changed. With that "
         "caveat, the relationships in the graph appear to be accurate, so I would say no.", "No"),
    case("apologetic", "yes_no",
         "I apologize, but I cannot verify the accuracy of every relationship in the image, as some of the text is not "
         "legible. I would recommend double-checking the graph against a reliable source.", None),
    case("apologetic", "yes_no",
         "Apologies for the confusion in my earlier reply, where I said there was no error. In fact, the graph states "
         "that the Yuan is the currency of Japan, which is incorrect. So yes, there is an error.", "Yes"),
    case("apologetic", "yes_no",
         "I'm sorry, but I cannot say for sure whether the knowledge graph contains a factual error. There may be an "
         "error in the 'shares border with' relationship, but I am not certain.", None),
    case("apologetic", "yes_no",
         "I'm sorry, I misunderstood your question. The knowledge graph does contain a factual error: Germany does not "
         "share a border with Spain.", "Yes"),
    case("apologetic", "count",
         "I apologize, but as an AI language model, I am not able to count objects in images accurately. Could you "
         "please list the entities so I can count them for you?", None),
    case("apologetic", "count",
         "I'm sorry for the error in my previous response. After recounting, there are 8 entities in the knowledge "
         "graph, not 7.", "8"),
    case("apologetic", "count",
         "As an AI, I may not be able to count with perfect precision, but I count nine entities in the graph.", "9"),
    case("apologetic", "count",
         "I'm sorry, but I cannot view images. However, knowledge graphs like this one usually contain around 10 "
         "entities.", None),
    case("apologetic", "count",
         "Apologies for the confusion. The knowledge graph contains a total of six entities: France, Paris, Euro, "
         "French, Germany, and Berlin.", "6"),
    case("apologetic", "count", "I'm sorry, I miscounted earlier. The correct number of entities is eleven.", "11"),
    case("apologetic", "count_relations",
         "I apologize for the mistake in my previous answer. There are 9 relations in the knowledge graph, since I had "
         "overlooked the edge between Spain and Portugal.", "9"),
    case("apologetic", "count_relations",
         "I'm sorry, but as an AI, I can't reliably count the edges in the image. If I had to guess, I'd say there are "
         "12 relations.", "12"),
    case("apologetic", "count_relations",
         "I'm sorry, but I cannot determine the number of relations from the image, as several edges overlap.", None),
    case("apologetic", "entity",
         "I apologize for the confusion. The masked entity is Kampala, as it is the capital of Uganda.", "B",
         EAST_AFRICA),
    case("apologetic", "entity",
         "I'm sorry, but as an AI language model, I cannot see which node is masked. However, if the masked node is "
         "connected to Rwanda by 'capital of', the answer would be Kigali.", None, EAST_AFRICA),
    case("apologetic", "entity",
         "Apologies for my previous response. I incorrectly identified the hidden entity as Bern. The correct answer "
         "is Vaduz, the capital of Liechtenstein.", "C", EUROPE),
    case("apologetic", "entity",
         "I'm sorry, but I cannot determine whether the hidden entity is Vienna or Brussels based on the image "
         "provided.", None, EUROPE),
    case("apologetic", "entity",
         "As an AI, I cannot see the image, but the currency shared by most European Union countries is the Euro, so "
         "I would guess the answer is Euro.", "A", CURRENCIES),
    case("apologetic", "relation",
         "I apologize for the confusion. The masked relation is 'shares border with', since France and Spain are "
         "neighbouring countries.", "E", RELATIONS),
    case("apologetic", "relation",
         "I'm sorry, I made a mistake earlier. The relation between Austria and German should be 'official language', "
         "not 'currency'.", "B", RELATIONS),
    case("apologetic", "relation",
         "I'm sorry, but the relation could be either 'part of' or 'located in region', and I don't have enough "
         "information to decide.", None, RELATIONS_2),
    case("apologetic", "relation",
         "As an AI language model, I cannot view the image. However, if I had to guess, the masked relation is most "
         "likely 'member of'.", "D", RELATIONS),
]


# ---- round 19: four new voices of multimodal families answering free-form (no 'Answer: X' line followed), written
# ---- after round 18's fixes, before any rule change touching them and before the extractor was run on them; scored
# ---- once as they stood
# ---- indic: Hindi, Bengali, Tamil and Telugu replies (Chitrarth, Krutrim, Sarvam, Qwen answering in those languages):
# ---- सही उत्तर B है, विकल्प C, Devanagari/Bengali digits as counts, हाँ/नहीं, options named in the script ((ग), (খ))
EAST_AFRICA_HI = ("नैरोबी", "कंपाला", "किगाली", "डोडोमा", "अदीस अबाबा")
RELATIONS_HI = ("की राजधानी", "आधिकारिक भाषा", "मुद्रा", "का सदस्य", "सीमा साझा करता है")
INDIC = [
    case("indic", "letters4",
         "कागज़ को दो बार मोड़ने के बाद ऊपर दाएँ कोने में छेद किया गया है। खोलने पर चारों कोनों में एक-एक छेद "
         "दिखेगा, इसलिए सही उत्तर C है।", "C"),
    case("indic", "letters4", "विकल्प B", "B"),
    case("indic", "letters4", "मुझे लगता है कि उत्तर D होगा, क्योंकि घुमाने के बाद लाल घन ऊपर ही रहता है।", "D"),
    case("indic", "letters4", "A और C दोनों सही लग रहे हैं, मैं तय नहीं कर पा रहा हूँ।", None),
    case("indic", "letters4", "छवि बहुत धुंधली है, इसलिए मैं यह नहीं बता सकता कि कौन सा विकल्प सही है।", None),
    case("indic", "letters4",
         "সঠিক উত্তর হলো বিকল্প A, কারণ কাগজ খোলার পর চারটি ছিদ্র প্রতিসমভাবে থাকে।", "A"),
    case("indic", "letters4", "আমার মনে হয় উত্তর B অথবা D, কিন্তু নিশ্চিত নই।", None),
    case("indic", "letters4", "சரியான விடை C. மடிப்புகளை விரித்தால் நான்கு மூலைகளிலும் துளைகள் வரும்.", "C"),
    case("indic", "letters4", "సరైన సమాధానం D. తిప్పిన తర్వాత కూడా ఎర్ర క్యూబ్ పైనే ఉంటుంది.", "D"),
    case("indic", "letters4",
         "विकल्प A: दो छेद\nविकल्प B: बीच में चार छेद\nविकल्प C: कोनों में चार छेद\nविकल्प D: तीन छेद", None),
    case("indic", "letters4", "**उत्तर: B**\n\nघुमाव के बाद भी उभरे हुए हिस्से की दिशा वही रहती है।", "B"),
    case("indic", "letters4",
         "पहले मोड़ को खोलने पर छेद बाएँ-दाएँ सममित हो जाते हैं, और दूसरे मोड़ को खोलने पर", None),
    case("indic", "letters4", "উত্তর: (খ)", "B"),
    case("indic", "letters6", "अगला फ्रेम E होना चाहिए, क्योंकि वर्ग हर चरण में एक खाना दाईं ओर खिसकता है।", "E"),
    case("indic", "letters6", "পরবর্তী ছবিটি হবে F।", "F"),
    case("indic", "letters6", "முக்கோணம் ஒவ்வொரு படியிலும் 60 டிகிரி சுழல்கிறது, எனவே விடை A ஆகும்.", "A"),
    case("indic", "letters6", "B లేదా E కావచ్చు, చిత్రం స్పష్టంగా లేదు.", None),
    case("indic", "letters6", "सही विकल्प (ग) है, क्योंकि वृत्त हर बार एक खाना नीचे जाता है।", "C"),
    case("indic", "letters6", "त्रिभुज हर बार 60 अंश घूमता है, तो खाली जगह में D आएगा।", "D"),
    case("indic", "odd6", "नियम तोड़ने वाला पैनल D है — बाकी सभी आकृतियाँ सममित हैं।", "D"),
    case("indic", "odd6", "বাকি পাঁচটি বন্ধ আকৃতি, শুধু B খোলা। তাই B নিয়ম ভাঙে।", "B"),
    case("indic", "odd6",
         "எல்லா படங்களும் சற்று வேறுபடுகின்றன; விதியை மீறும் ஒன்றை என்னால் தேர்ந்தெடுக்க முடியவில்லை.", None),
    case("indic", "odd6", "నియమాన్ని ఉల్లంఘించే ప్యానెల్ F, ఎందుకంటే అది మాత్రమే పుటాకార బహుభుజి.", "F"),
    case("indic", "odd6", "पैनल E बाकी से अलग है।", "E"),
    case("indic", "odd6",
         "भुजाओं की संख्या गिनें: A में 4, B में 4, C में 5, D में 4, E में 4, F में 4। इसलिए C नियम का पालन नहीं "
         "करता।", "C"),
    case("indic", "yes_no", "हाँ, त्रुटि है: ऑस्ट्रेलिया की राजधानी सिडनी नहीं, कैनबरा है।", "Yes"),
    case("indic", "yes_no", "नहीं, ग्राफ़ के सभी संबंध सही हैं।", "No"),
    case("indic", "yes_no", "হ্যাঁ। (জাপান, মুদ্রা, ইউয়ান) সম্পর্কটি ভুল — জাপানের মুদ্রা ইয়েন।", "Yes"),
    case("indic", "yes_no", "না, কোনো তথ্যগত ভুল পাওয়া যায়নি।", "No"),
    case("indic", "yes_no", "ஆம், ஜெர்மனியின் தலைநகரம் மியூனிக் என்று தவறாகக் காட்டப்பட்டுள்ளது.", "Yes"),
    case("indic", "yes_no", "లేదు, అన్ని సంబంధాలు సరైనవే.", "No"),
    case("indic", "yes_no", "अक्षर बहुत छोटे हैं, इसलिए त्रुटि है या नहीं, यह कहना मुश्किल है।", None),
    case("indic", "yes_no",
         "क्या आप बता सकते हैं कि किस संबंध की जाँच करनी है? ग्राफ़ में बहुत सारे ट्रिपल हैं।", None),
    case("indic", "count", "चित्र में दिख रहे ग्राफ़ में ८ इकाइयाँ (नोड) हैं।", "8"),
    case("indic", "count", "মোট ৭টি সত্তা আছে।", "7"),
    case("indic", "count", "வரைபடத்தில் ஆறு உருப்படிகள் உள்ளன.", "6"),
    case("indic", "count", "మొత్తం 9 ఎంటిటీలు ఉన్నాయి.", "9"),
    case("indic", "count", "इकाइयाँ लगभग १० या ११ होंगी, पक्का नहीं कह सकता।", None),
    case("indic", "count", "नोड गिनें: जर्मनी, बर्लिन, यूरो, जर्मन, EU — कुल पाँच।", "5"),
    case("indic", "count", "নোডগুলো একে অপরের উপর পড়ে আছে, সঠিক সংখ্যা গোনা সম্ভব নয়।", None),
    case("indic", "count_relations", "संबंध (किनारे) कुल १२ हैं।", "12"),
    case("indic", "count_relations", "তীরগুলো গুনে দেখলাম, সম্পর্ক আছে নয়টি।", "9"),
    case("indic", "count_relations", "సంబంధాలు సుమారు 10 ఉండవచ్చు, కచ్చితంగా చెప్పలేను.", None),
    case("indic", "entity", "छिपी हुई इकाई कंपाला है, क्योंकि वह युगांडा की राजधानी है।", "B", EAST_AFRICA_HI),
    case("indic", "entity", "सही उत्तर Kigali है।", "C", EAST_AFRICA),
    case("indic", "entity", "नैरोबी या कंपाला, दोनों में से कोई एक हो सकता है।", None, EAST_AFRICA_HI),
    case("indic", "entity", "மறைக்கப்பட்ட நகரம் Vaduz (லிச்சென்ஸ்டைனின் தலைநகரம்).", "C", EUROPE),
    case("indic", "relation", "संबंध 'shares border with' है, क्योंकि दोनों देश पड़ोसी हैं।", "E", RELATIONS),
    case("indic", "relation", "छिपा हुआ संबंध मुद्रा है।", "C", RELATIONS_HI),
    case("indic", "relation", "'part of' మరియు 'located in region' రెండూ సరిపోతాయి.", None, RELATIONS_2),
    case("indic", "relation", "विकल्प D (member of) सही है।", "D", RELATIONS),
]

# ---- nordic_dutch: Dutch, Swedish, Danish, Norwegian and Finnish free-form replies (het antwoord is C, svaret är B,
# ---- jeg tror det er D, vastaus on A, Ja/Nee/Nej/Kyllä/Ei, counts in words: zeven, sju, syv, seitsemän)
NORDIC_DUTCH = [
    case("nordic_dutch", "letters4",
         "Het antwoord is C. Als je het papier openvouwt, krijg je vier gaatjes, één in elke hoek.", "C"),
    case("nordic_dutch", "letters4",
         "Svaret är B, eftersom den röda kuben fortfarande ligger överst efter rotationen.", "B"),
    case("nordic_dutch", "letters4", "Jeg tror det er D, men billedet er lidt utydeligt.", "D"),
    case("nordic_dutch", "letters4", "Riktig svar er alternativ A.", "A"),
    case("nordic_dutch", "letters4",
         "Vastaus on C: paperin avaamisen jälkeen reiät ovat symmetrisesti kaikissa neljässä kulmassa.", "C"),
    case("nordic_dutch", "letters4", "Ik twijfel tussen A en D; beide lijken te kloppen.", None),
    case("nordic_dutch", "letters4", "Jag kan tyvärr inte se hålen tydligt nog för att välja ett alternativ.", None),
    case("nordic_dutch", "letters4", "En ole varma, onko oikea vaihtoehto B vai C.", None),
    case("nordic_dutch", "letters4",
         "Optie B klopt niet, want de gaten zitten in het midden. Optie D ook niet: daar zijn maar drie gaten. Dus "
         "blijft A over.", "A"),
    case("nordic_dutch", "letters4",
         "Når man folder papiret ud første gang, spejles hullet over den lodrette fold, og når man folder det ud "
         "anden gang,", None),
    case("nordic_dutch", "letters4", "Alternativ C er feil fordi figuren er speilvendt. B er riktig.", "B"),
    case("nordic_dutch", "letters4", "Rätt svar: D", "D"),
    case("nordic_dutch", "letters6", "Het volgende frame is E: het vierkant schuift elke stap één vakje naar rechts.",
         "E"),
    case("nordic_dutch", "letters6", "Nästa bild borde vara F, eftersom cirkeln roterar 60 grader varje gång.", "F"),
    case("nordic_dutch", "letters6", "Det kunne være B eller E — jeg kan ikke afgøre det ud fra billedet.", None),
    case("nordic_dutch", "letters6", "Seuraava kuva on A.", "A"),
    case("nordic_dutch", "letters6", "Trekanten dreier 60 grader for hvert steg, så det tomme feltet må være C.", "C"),
    case("nordic_dutch", "odd6", "Het paneel dat de regel breekt is D; het is de enige niet-symmetrische figuur.", "D"),
    case("nordic_dutch", "odd6", "Den som avviker är B – alla andra figurer är slutna.", "B"),
    case("nordic_dutch", "odd6", "Figur F passer ikke ind, da den er den eneste konkave polygon.", "F"),
    case("nordic_dutch", "odd6", "Sääntöä rikkoo paneeli E, koska siinä on pariton määrä sivuja.", "E"),
    case("nordic_dutch", "odd6",
         "Jeg klarer ikke å se hvilket panel som bryter regelen; alle ser litt forskjellige ut.", None),
    case("nordic_dutch", "odd6", "Tel de zijden: A 4, B 4, C 5, D 4, E 4, F 4. C is dus de uitzondering.", "C"),
    case("nordic_dutch", "yes_no", "Ja, er zit een fout in: de hoofdstad van Australië is Canberra, niet Sydney.",
         "Yes"),
    case("nordic_dutch", "yes_no", "Nee, alle relaties in de graaf kloppen.", "No"),
    case("nordic_dutch", "yes_no", "Ja. Relationen (Japan, valuta, yuan) är fel – Japan använder yen.", "Yes"),
    case("nordic_dutch", "yes_no", "Nej, jag hittar inga faktafel i grafen.", "No"),
    case("nordic_dutch", "yes_no", "Nej, alle relationer er korrekte.", "No"),
    case("nordic_dutch", "yes_no", "Kyllä, graafissa on virhe: Saksan pääkaupunki ei ole München.", "Yes"),
    case("nordic_dutch", "yes_no", "Ei. Kaikki suhteet pitävät paikkansa.", "No"),
    case("nordic_dutch", "yes_no", "Det er vanskelig å si om det er en feil, teksten er for liten til å lese.", None),
    case("nordic_dutch", "yes_no", "Misschien zit er een fout in, maar ik weet het niet zeker.", None),
    case("nordic_dutch", "count", "Ik tel zeven entiteiten in de graaf.", "7"),
    case("nordic_dutch", "count", "Grafen innehåller åtta entiteter.", "8"),
    case("nordic_dutch", "count", "Der er seks entiteter i alt.", "6"),
    case("nordic_dutch", "count", "Entiteettejä on yhteensä seitsemän.", "7"),
    case("nordic_dutch", "count", "Det er omtrent 10 eller 11 entiteter, vanskelig å si nøyaktig.", None),
    case("nordic_dutch", "count", "Er zijn 9 entiteiten en 11 relaties.", "9"),
    case("nordic_dutch", "count_relations", "Jag räknar tolv relationer.", "12"),
    case("nordic_dutch", "count_relations", "Het aantal relaties (pijlen) is 10.", "10"),
    case("nordic_dutch", "count_relations", "Suhteita on noin yhdeksän tai kymmenen.", None),
    case("nordic_dutch", "entity", "De verborgen entiteit is Kampala, de hoofdstad van Oeganda.", "B", EAST_AFRICA),
    case("nordic_dutch", "entity", "Det är antingen Nairobi eller Dodoma, jag kan inte läsa etiketten.", None,
         EAST_AFRICA),
    case("nordic_dutch", "entity", "Den skjulte noden er Vaduz.", "C", EUROPE),
    case("nordic_dutch", "entity", "Piilotettu entiteetti on Brussels, Belgian pääkaupunki.", "E", EUROPE),
    case("nordic_dutch", "entity", "Antwoord: optie A (Nairobi).", "A", EAST_AFRICA),
    case("nordic_dutch", "relation",
         "De ontbrekende relatie is 'shares border with', want de landen grenzen aan elkaar.", "E", RELATIONS),
    case("nordic_dutch", "relation", "Relationen er 'member of', da Polen er medlem af EU.", "D", RELATIONS),
    case("nordic_dutch", "relation", "Både 'part of' og 'located in region' kan passe her.", None, RELATIONS_2),
    case("nordic_dutch", "relation", "Den maskerade relationen är 'official language'.", "B", RELATIONS),
]

# ---- repetitive: degenerate decoding from small or quantised models: one sentence or letter repeated, loops that
# ---- alternate between two options (commit to nothing), reasoning that loops and is cut off, the answer after a loop
REPETITIVE = [
    case("repetitive", "letters4",
         "The answer is B. The answer is B. The answer is B. The answer is B. The answer is B. The answer is B. The "
         "answer is B.", "B"),
    case("repetitive", "letters4", "C C C C C C C C C C C C C C C C C C C C", "C"),
    case("repetitive", "letters4",
         "The answer is A. No, the answer is C. No, the answer is A. No, the answer is C. No, the answer is A. No, the "
         "answer is C. No, the answer is A. No,", None),
    case("repetitive", "letters4",
         "Let's unfold the paper. The paper is folded in half. Then the paper is folded in half. Then the paper is "
         "folded in half. Then the paper is folded in half. Then the paper is folded in half. Then the paper", None),
    case("repetitive", "letters4",
         "The holes are in the corners. The holes are in the corners. The holes are in the corners. The holes are in "
         "the corners.\n\nAnswer: D", "D"),
    case("repetitive", "letters4",
         "Option B option B option B option B option B option B option B option B option B option B option B", "B"),
    case("repetitive", "letters4", "A or B, A or B, A or B, A or B, A or B, A or B, A or B, A or B, A or B, A or B",
         None),
    case("repetitive", "letters4",
         "The correct option is the correct option is the correct option is the correct option is the correct option "
         "is the correct option is", None),
    case("repetitive", "letters4",
         "After rotation, the red cube is on top. After rotation, the red cube is on top. After rotation, the red cube "
         "is on top. So the answer is D. So the answer is D. So the answer is D. So the answer is D.", "D"),
    case("repetitive", "letters4",
         "The image shows a cube. The image shows a cube. The image shows a cube. The image shows a cube. The image "
         "shows a cube. The image shows a cube.", None),
    case("repetitive", "letters4", "Answer: C\nAnswer: C\nAnswer: C\nAnswer: C\nAnswer: C\nAnswer: C\nAnswer: C",
         "C"),
    case("repetitive", "letters4",
         "I think it is A. Wait, let me check again. I think it is A. Wait, let me check again. I think it is A. Wait, "
         "let me check again. I think it is A.", "A"),
    case("repetitive", "letters4",
         "Folding the paper: the hole at the top right becomes two holes, then four holes, then eight holes, then "
         "sixteen holes, then thirty-two holes, then sixty-four holes, then", None),
    case("repetitive", "letters4",
         "Option A is wrong. Option B is wrong. Option C is wrong. Option A is wrong. Option B is wrong. Option C is "
         "wrong. Option A is wrong. Option B is wrong. Option C is wrong. So it must be D.", "D"),
    case("repetitive", "letters6", "E. E. E. E. E. E. E. E. E. E. E. E. E.", "E"),
    case("repetitive", "letters6",
         "The next frame is F. The next frame is F. The next frame is F. The next frame is F. The next frame is F. The "
         "next frame is F.", "F"),
    case("repetitive", "letters6",
         "The square moves right, then the square moves right, then the square moves right, then the square moves "
         "right, then the square moves right, then the square", None),
    case("repetitive", "letters6", "B D B D B D B D B D B D B D B D B D", None),
    case("repetitive", "letters6",
         "The pattern repeats: A, B, C, A, B, C, A, B, C, A, B, C, A, B, C. So the next one is C.", "C"),
    case("repetitive", "letters6",
         "The triangle rotates 60 degrees each step, so the missing frame is A. The triangle rotates 60 degrees each "
         "step, so the missing frame is A. The triangle rotates 60 degrees each step, so the missing frame is", "A"),
    case("repetitive", "odd6",
         "The odd one out is D. The odd one out is D. The odd one out is D. The odd one out is D. The odd one out is "
         "D. The odd one out is D.", "D"),
    case("repetitive", "odd6",
         "Panel B is different. Panel C is different. Panel B is different. Panel C is different. Panel B is "
         "different. Panel C is different. Panel B is different.", None),
    case("repetitive", "odd6",
         "All the shapes are closed except one. All the shapes are closed except one. All the shapes are closed "
         "except one. All the shapes are closed except one. All the shapes are closed except", None),
    case("repetitive", "odd6", "F F F F F F F F F F F F F F F F F F F F F F F F F", "F"),
    case("repetitive", "odd6",
         "the odd one is the one that is odd, the odd one is the one that is odd, the odd one is the one that is odd, "
         "the odd one is the one that is odd", None),
    case("repetitive", "odd6",
         "Looking at the panels: E has five sides. E has five sides. E has five sides. E has five sides. E has five "
         "sides. The panel that breaks the rule is E.", "E"),
    case("repetitive", "yes_no", "Yes. Yes. Yes. Yes. Yes. Yes. Yes. Yes. Yes. Yes. Yes. Yes.", "Yes"),
    case("repetitive", "yes_no", "No no no no no no no no no no no no no no no no no", "No"),
    case("repetitive", "yes_no",
         "Yes, there is an error. No, there is no error. Yes, there is an error. No, there is no error. Yes, there is "
         "an error. No, there is no error.", None),
    case("repetitive", "yes_no",
         "The capital of Australia is Sydney. The capital of Australia is Canberra. The capital of Australia is "
         "Sydney. The capital of Australia is Canberra. So yes, the graph has an error.", "Yes"),
    case("repetitive", "yes_no",
         "Let me check each triple. (France, capital, Paris) is correct. (France, capital, Paris) is correct. "
         "(France, capital, Paris) is correct. (France, capital, Paris) is correct. (France, capital,", None),
    case("repetitive", "yes_no",
         "There is no factual error in the graph. There is no factual error in the graph. There is no factual error "
         "in the graph. There is no factual error in the graph.", "No"),
    case("repetitive", "yes_no",
         "Is there a factual error in the knowledge graph? Is there a factual error in the knowledge graph? Is there a "
         "factual error in the knowledge graph? Is there a factual error in the knowledge graph?", None),
    case("repetitive", "count", "7 7 7 7 7 7 7 7 7 7 7 7 7 7 7 7", "7"),
    case("repetitive", "count",
         "The entities are Germany, Berlin, Euro, German, Germany, Berlin, Euro, German, Germany, Berlin, Euro, "
         "German, Germany, Berlin, Euro, German. There are 4 entities.", "4"),
    case("repetitive", "count",
         "1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 11, 12, 13, 14, 15, 16, 17, 18, 19, 20, 21, 22, 23, 24, 25, 26", None),
    case("repetitive", "count",
         "There are 9 entities. There are 9 entities. There are 9 entities. There are 9 entities. There are 9 "
         "entities. There are 9 entities.", "9"),
    case("repetitive", "count",
         "There are 8 entities. There are 9 entities. There are 8 entities. There are 9 entities. There are 8 "
         "entities. There are 9 entities. There are 8", None),
    case("repetitive", "count",
         "Counting the nodes: one, two, three, four, five, six. Counting the nodes: one, two, three, four, five, six. "
         "Counting the nodes: one, two, three, four, five, six. So six entities.", "6"),
    case("repetitive", "count_relations",
         "The number of relations is 11. The number of relations is 11. The number of relations is 11. The number of "
         "relations is 11.", "11"),
    case("repetitive", "count_relations", "Relations: 10, 12, 10, 12, 10, 12, 10, 12, 10, 12, 10, 12, 10, 12", None),
    case("repetitive", "count_relations",
         "Each arrow is a relation. Each arrow is a relation. Each arrow is a relation. Each arrow is a relation. Each "
         "arrow is a relation. I count five arrows, so five relations.", "5"),
    case("repetitive", "entity",
         "Kampala Kampala Kampala Kampala Kampala Kampala Kampala Kampala Kampala Kampala", "B", EAST_AFRICA),
    case("repetitive", "entity",
         "Nairobi or Kampala. Nairobi or Kampala. Nairobi or Kampala. Nairobi or Kampala. Nairobi or Kampala. Nairobi "
         "or Kampala.", None, EAST_AFRICA),
    case("repetitive", "entity",
         "The masked entity is the capital of the masked entity is the capital of the masked entity is the capital of "
         "the masked entity is", None, EUROPE),
    case("repetitive", "entity",
         "The capital of Liechtenstein is Vaduz. The capital of Liechtenstein is Vaduz. The capital of Liechtenstein "
         "is Vaduz. The masked entity is Vaduz.", "C", EUROPE),
    case("repetitive", "relation",
         "currency currency currency currency currency currency currency currency currency currency currency", "C",
         RELATIONS),
    case("repetitive", "relation",
         "The relation is member of. The relation is member of. The relation is member of. The relation is member of. "
         "The relation is member of.", "D", RELATIONS),
    case("repetitive", "relation",
         "part of, located in region, part of, located in region, part of, located in region, part of, located in "
         "region, part of", None, RELATIONS_2),
    case("repetitive", "relation",
         "The two countries share a border. The two countries share a border. The two countries share a border. The "
         "two countries share a border. So the relation is shares border with.", "E", RELATIONS),
]

# ---- multianswer: replies that pick several options ("B and D are both correct" commits to nothing on a one-answer
# ---- question), true/false per option, rankings with a top pick, "either A or C", "all except B", and some that
# ---- settle on one after listing several
MULTIANSWER = [
    case("multianswer", "letters4",
         "Both B and D are correct: each shows four holes placed symmetrically about the creases.", None),
    case("multianswer", "letters4", "A: False\nB: False\nC: True\nD: False", "C"),
    case("multianswer", "letters4",
         "A – incorrect (two holes)\nB – incorrect (holes in the centre)\nC – correct\nD – correct", None),
    case("multianswer", "letters4", "Ranking from most to least likely: C > A > D > B. My top pick is C.", "C"),
    case("multianswer", "letters4", "It could be either A or C; both keep the red cube on top after the rotation.",
         None),
    case("multianswer", "letters4", "All except B match the reference after rotation.", None),
    case("multianswer", "letters4",
         "Options A and C both look plausible at first, but C has the holes mirrored, so A is the one that matches.",
         "A"),
    case("multianswer", "letters4", "The correct answers are B and C.", None),
    case("multianswer", "letters4", "Ranking:\n1. D (four holes at the corners)\n2. B\n3. A\n4. C", "D"),
    case("multianswer", "letters4", "I would select A, B and D, since all three preserve the chirality.", None),
    case("multianswer", "letters4",
         "Several options could work here — A, B and C all have four holes — but only B has them at the corners, so "
         "B.", "B"),
    case("multianswer", "letters4", "✔ A\n✘ B\n✔ C\n✘ D", None),
    case("multianswer", "letters4", "D and B are both mirror images, A has an extra cube, which leaves C.", "C"),
    case("multianswer", "letters6", "Both E and F continue the pattern equally well.", None),
    case("multianswer", "letters6", "A: no, B: no, C: no, D: yes, E: no, F: no", "D"),
    case("multianswer", "letters6",
         "The next frame could be B or E — the square wraps around either way. If I must choose one, E.", "E"),
    case("multianswer", "letters6",
         "Candidates: A, C, F. Of these, only F keeps the circle moving one cell down, so F.", "F"),
    case("multianswer", "letters6", "Every option except A fits the rotation rule.", None),
    case("multianswer", "letters6", "Likelihood ranking: B (60%), D (25%), A (10%), the rest 5%.", "B"),
    case("multianswer", "odd6", "Panels C and E both break the rule: neither is symmetric.", None),
    case("multianswer", "odd6", "Symmetric? A yes, B yes, C yes, D no, E yes, F yes. The odd one out is D.", "D"),
    case("multianswer", "odd6", "B, D and F are all open shapes, so any of them could be the odd one.", None),
    case("multianswer", "odd6",
         "At first A and F both look different, but A is just rotated; F is the only one with a curved edge, so F "
         "breaks the rule.", "F"),
    case("multianswer", "odd6", "Odd one out (ranked): 1) E 2) C 3) A", "E"),
    case("multianswer", "odd6", "Either B or C is the odd one; I can't separate them.", None),
    case("multianswer", "odd6", "Answer: B, E", None),
    case("multianswer", "yes_no",
         "Yes and no: the capital edge is right, but the currency edge (Japan → yuan) is wrong. So overall, yes, "
         "there is an error.", "Yes"),
    case("multianswer", "yes_no",
         "Triple 1: correct. Triple 2: correct. Triple 3: correct. Triple 4: correct. Triple 5: correct. So no, there "
         "is no error.", "No"),
    case("multianswer", "yes_no",
         "Triple 1: correct. Triple 2: wrong (Germany's capital is Berlin, not Munich). Triple 3: correct. Hence yes.",
         "Yes"),
    case("multianswer", "yes_no",
         "Both answers are defensible: yes if 'shares border with' is read strictly, no if maritime borders count.",
         None),
    case("multianswer", "yes_no", "Yes/No", None),
    case("multianswer", "yes_no",
         "Checking all four edges: (France, capital, Paris) ✓, (France, currency, Euro) ✓, (Paris, located in, "
         "France) ✓, (France, member of, EU) ✓ — everything holds, so No.", "No"),
    case("multianswer", "yes_no",
         "Yes — two errors, in fact: Australia's capital is Canberra and Brazil's is Brasília.", "Yes"),
    case("multianswer", "count", "Either 7 or 8, depending on whether the label 'EU' counts as its own node.", None),
    case("multianswer", "count", "Candidates: 6, 7 or 8. Counting carefully I get 7.", "7"),
    case("multianswer", "count", "The answer is 5 or 6.", None),
    case("multianswer", "count", "Entities: 9. Relations: 11.", "9"),
    case("multianswer", "count",
         "Possible counts: 10 (if duplicates merge) and 12 (if they don't). I'll go with 10.", "10"),
    case("multianswer", "count", "Top guesses in order: 8, 9, 7. Final: 8.", "8"),
    case("multianswer", "count_relations", "Relations: 6 or 7 — one arrow is hidden under a label.", None),
    case("multianswer", "count_relations", "There are 9 entities and 10 relations.", "10"),
    case("multianswer", "count_relations", "Between 11 and 13 relations; most likely 12.", "12"),
    case("multianswer", "entity",
         "Nairobi and Kampala are both capitals, but only Kampala is Uganda's, so Kampala.", "B", EAST_AFRICA),
    case("multianswer", "entity", "Both Vienna and Bern fit as capitals here.", None, EUROPE),
    case("multianswer", "entity", "Ranking: Kigali > Dodoma > Nairobi. Kigali it is.", "C", EAST_AFRICA),
    case("multianswer", "entity", "Any of Vaduz, Luxembourg or Brussels would fit a small-country capital.", None,
         EUROPE),
    case("multianswer", "relation",
         "capital of: no\nofficial language: no\ncurrency: yes\nmember of: no\nshares border with: no", "C", RELATIONS),
    case("multianswer", "relation", "Both 'member of' and 'part of' could describe this edge.", None, RELATIONS_2),
    case("multianswer", "relation", "All except 'capital of' are possible here.", None, RELATIONS),
    case("multianswer", "relation",
         "I considered 'member of' and 'part of'; the target is an organisation, so 'member of' (B).", "B",
         RELATIONS_2),
]


# ---- round 20: four new voices, written after round 19's fixes, before any rule change touching them and before the
# ---- extractor was run on them; scored once as they stood
# ---- mideast: Arabic, Persian, Hebrew and Turkish replies (الإجابة الصحيحة هي B, پاسخ: C, התשובה היא D, cevap A
# ---- şıkkı), Arabic-Indic and Persian digits, RTL text around Latin letters, نعم/لا, بله/خیر, כן/לא, evet/hayır,
# ---- options named in the script's own letters ((أ)/(ب)/(ج)/(د)/(هـ), (الف)/(ب)/(ج)/(د), (א)/(ב)/(ג)/(ד))
EAST_AFRICA_AR = ("نيروبي", "كمبالا", "كيغالي", "دودوما", "أديس أبابا")
RELATIONS_AR = ("عاصمة", "اللغة الرسمية", "العملة", "عضو في", "يشترك في الحدود مع")
EUROPE_HE = ("וינה", "ברן", "ואדוץ", "לוקסמבורג", "בריסל")
MIDEAST = [
    case("mideast", "letters4",
         "بعد فتح الورقة تظهر أربعة ثقوب في الزوايا الأربع، لذلك الإجابة الصحيحة هي B.", "B"),
    case("mideast", "letters4", "الإجابة: (ج)", "C"),
    case("mideast", "letters4", "أعتقد أن الخيار D هو الصحيح لأن المكعب الأحمر يبقى في الأعلى بعد الدوران.", "D"),
    case("mideast", "letters4", "الخياران A و C متشابهان جداً، ولا أستطيع الترجيح بينهما.", None),
    case("mideast", "letters4", "الصورة غير واضحة بما يكفي لتحديد الخيار الصحيح.", None),
    case("mideast", "letters4", "الخيار الصحيح هو \u200fA\u200f، لأن الثقوب متناظرة حول خط الطي.", "A"),
    case("mideast", "letters6", "الإطار التالي هو (هـ) لأن المربع يتحرك خانة واحدة إلى اليمين في كل خطوة.", "E"),
    case("mideast", "letters6", "الجواب الصحيح هو الخيار F، فالدائرة تدور ٦٠ درجة في كل مرة.", "F"),
    case("mideast", "odd6", "الشكل المختلف هو D، فهو الوحيد غير المتماثل.", "D"),
    case("mideast", "odd6", "الشكل الذي يكسر القاعدة هو (ب) لأنه مفتوح بينما البقية مغلقة.", "B"),
    case("mideast", "odd6", "عدد الأضلاع: A ٤، B ٤، C ٥، D ٤، E ٤، F ٤. إذن C هو الشكل المخالف.", "C"),
    case("mideast", "yes_no", "نعم، هناك خطأ: عملة اليابان هي الين وليست اليوان.", "Yes"),
    case("mideast", "yes_no", "لا، جميع العلاقات في الرسم صحيحة.", "No"),
    case("mideast", "yes_no", "لا يمكنني التأكد مما إذا كان هناك خطأ، فالنص صغير جداً.", None),
    case("mideast", "count", "عدد الكيانات في الرسم البياني هو ٩.", "9"),
    case("mideast", "count", "هناك سبعة كيانات في المخطط.", "7"),
    case("mideast", "count", "ربما ١٠ أو ١١ كياناً، يصعب العد بدقة.", None),
    case("mideast", "count_relations", "عدد العلاقات (الأسهم) ١٢.", "12"),
    case("mideast", "entity", "الكيان المخفي هو كمبالا، عاصمة أوغندا.", "B", EAST_AFRICA_AR),
    case("mideast", "entity", "إما نيروبي أو دودوما، لا أستطيع قراءة التسمية.", None, EAST_AFRICA_AR),
    case("mideast", "entity", "الإجابة الصحيحة هي Vaduz.", "C", EUROPE),
    case("mideast", "relation", "العلاقة المخفية هي 'shares border with' لأن البلدين متجاوران.", "E", RELATIONS),
    case("mideast", "relation", "العلاقة المحجوبة هي العملة.", "C", RELATIONS_AR),
    case("mideast", "relation", "قد تكون 'part of' أو 'located in region'، لست متأكداً.", None, RELATIONS_2),
    case("mideast", "letters4", "پاسخ: C", "C"),
    case("mideast", "letters4", "به نظر من گزینه B درست است، چون سوراخ‌ها متقارن هستند.", "B"),
    case("mideast", "letters4", "پاسخ صحیح گزینه (د) است.", "D"),
    case("mideast", "letters6", "بین A و E مرددم؛ تصویر واضح نیست.", None),
    case("mideast", "odd6", "شکلی که از قاعده پیروی نمی‌کند E است.", "E"),
    case("mideast", "yes_no", "بله، یک خطا هست: پایتخت استرالیا کانبرا است نه سیدنی.", "Yes"),
    case("mideast", "yes_no", "خیر، همه روابط درست هستند.", "No"),
    case("mideast", "count", "گراف ۸ موجودیت دارد.", "8"),
    case("mideast", "count_relations", "تعداد یال‌ها: ۱۱", "11"),
    case("mideast", "entity", "موجودیت پنهان Dodoma است، پایتخت تانزانیا.", "D", EAST_AFRICA),
    case("mideast", "letters4", "התשובה היא D, כי אחרי הסיבוב הקובייה האדומה נשארת למעלה.", "D"),
    case("mideast", "letters4", "תשובה: (ב)", "B"),
    case("mideast", "letters4", "אני חושב שזו אפשרות A.", "A"),
    case("mideast", "letters4", "אולי B ואולי C, קשה לומר.", None),
    case("mideast", "letters6", "המסגרת הבאה היא (ג).", "C"),
    case("mideast", "odd6", "הצורה שחורגת מהכלל היא F.", "F"),
    case("mideast", "yes_no", "כן, יש שגיאה: בירת גרמניה היא ברלין ולא מינכן.", "Yes"),
    case("mideast", "yes_no", "לא, לא מצאתי שגיאות בגרף.", "No"),
    case("mideast", "yes_no", "ייתכן שיש שגיאה, אבל אני לא בטוח.", None),
    case("mideast", "count", "יש בגרף 6 ישויות.", "6"),
    case("mideast", "entity", "הישות המוסתרת היא ואדוץ, בירת ליכטנשטיין.", "C", EUROPE_HE),
    case("mideast", "relation", "הקשר החסר הוא 'member of'.", "D", RELATIONS),
    case("mideast", "letters4", "Kâğıt açıldığında dört köşede birer delik olur, bu yüzden cevap A şıkkı.", "A"),
    case("mideast", "letters4", "Bence doğru seçenek C, çünkü kırmızı küp üstte kalıyor.", "C"),
    case("mideast", "letters6", "Sonraki kare E olmalı.", "E"),
    case("mideast", "odd6", "Kurala uymayan panel B'dir; diğerlerinin hepsi simetrik.", "B"),
    case("mideast", "odd6", "Hangi panelin kuralı bozduğunu göremiyorum; görüntü çok küçük.", None),
    case("mideast", "yes_no", "Evet, bir hata var: Kanada'nın başkenti Toronto değil, Ottawa.", "Yes"),
    case("mideast", "yes_no", "Hayır, tüm ilişkiler doğru görünüyor.", "No"),
    case("mideast", "count", "Toplam on iki varlık var.", "12"),
    case("mideast", "count", "Yaklaşık 9 ya da 10 varlık var, net sayamıyorum.", None),
    case("mideast", "entity", "Gizli düğüm Kigali, Ruanda'nın başkenti.", "C", EAST_AFRICA),
]

# ---- sea: Vietnamese, Thai, Indonesian/Malay and Tagalog replies (đáp án là B, คำตอบคือ C, jawabannya D, ang sagot ay
# ---- A), có/không, ใช่/ไม่ใช่, ya/tidak, oo/hindi, counts in words and digits
SEA = [
    case("sea", "letters4", "Sau khi mở tờ giấy ra, sẽ có bốn lỗ ở bốn góc, vì vậy đáp án là B.", "B"),
    case("sea", "letters4", "Tôi nghĩ phương án C đúng vì khối lập phương đỏ vẫn ở trên cùng.", "C"),
    case("sea", "letters4", "Có thể là A hoặc D, hình hơi mờ nên tôi không chắc.", None),
    case("sea", "letters6", "Khung hình tiếp theo là E, vì hình vuông dịch sang phải một ô mỗi bước.", "E"),
    case("sea", "letters6", "Chọn E.", "E"),
    case("sea", "odd6", "Hình không tuân theo quy luật là F, vì nó là hình lõm duy nhất.", "F"),
    case("sea", "yes_no", "Có. Quan hệ (Nhật Bản, tiền tệ, Nhân dân tệ) sai, Nhật dùng đồng yên.", "Yes"),
    case("sea", "yes_no", "Không, tất cả các quan hệ trong đồ thị đều đúng.", "No"),
    case("sea", "yes_no", "Tôi không chắc đồ thị có lỗi hay không.", None),
    case("sea", "count", "Đồ thị có bảy thực thể.", "7"),
    case("sea", "count", "Khoảng mười thực thể, khó đếm chính xác.", None),
    case("sea", "count_relations", "Có tất cả 12 quan hệ (cạnh).", "12"),
    case("sea", "entity", "Thực thể bị che là Kampala, thủ đô của Uganda.", "B", EAST_AFRICA),
    case("sea", "relation", "Quan hệ bị ẩn là 'member of', vì Ba Lan là thành viên EU.", "D", RELATIONS),
    case("sea", "letters4", "คำตอบคือ C เพราะเมื่อคลี่กระดาษออกจะมีรูสี่รูที่มุมทั้งสี่", "C"),
    case("sea", "letters4", "ตัวเลือก B ถูกต้อง", "B"),
    case("sea", "letters4", "ไม่สามารถระบุคำตอบได้ เนื่องจากภาพไม่ชัดเจน", None),
    case("sea", "letters4", "อาจจะเป็น A หรือ C ค่ะ", None),
    case("sea", "letters6", "ภาพถัดไปคือ D ครับ", "D"),
    case("sea", "odd6", "รูปที่แตกต่างจากรูปอื่นคือ E", "E"),
    case("sea", "odd6", "ภาพ B ผิดกฎ เพราะเป็นรูปเดียวที่เปิด", "B"),
    case("sea", "yes_no", "ใช่ มีข้อผิดพลาด เมืองหลวงของออสเตรเลียคือแคนเบอร์รา ไม่ใช่ซิดนีย์", "Yes"),
    case("sea", "yes_no", "ไม่ใช่ ไม่มีข้อผิดพลาดในกราฟนี้", "No"),
    case("sea", "count", "มีเอนทิตีทั้งหมด 8 รายการ", "8"),
    case("sea", "count", "นับได้สิบเอ็ดเอนทิตี", "11"),
    case("sea", "count", "ประมาณ 9 หรือ 10 เอนทิตี", None),
    case("sea", "entity", "เอนทิตีที่ถูกซ่อนคือ Vaduz", "C", EUROPE),
    case("sea", "letters4",
         "Jawabannya D, karena setelah kertas dibuka lubangnya simetris di keempat sudut.", "D"),
    case("sea", "letters4", "Pilihan yang tepat adalah A.", "A"),
    case("sea", "letters4", "Menurut saya jawabannya B.", "B"),
    case("sea", "letters6", "Bingkai berikutnya adalah F.", "F"),
    case("sea", "odd6", "Panel yang melanggar aturan ialah C kerana hanya ia yang tidak simetri.", "C"),
    case("sea", "yes_no", "Ya, terdapat kesalahan: ibu negara Jepun ialah Tokyo, bukan Osaka.", "Yes"),
    case("sea", "yes_no", "Tidak, semua relasi di graf sudah benar.", "No"),
    case("sea", "yes_no", "Mungkin ada kesalahan, tapi saya tidak yakin.", None),
    case("sea", "count", "Jumlah entitas ada sembilan.", "9"),
    case("sea", "count", "Saya tidak dapat menghitung entitasnya karena gambarnya buram.", None),
    case("sea", "count_relations", "Terdapat sebelas hubungan dalam graf.", "11"),
    case("sea", "entity", "Entitas yang tersembunyi kemungkinan besar Nairobi.", "A", EAST_AFRICA),
    case("sea", "relation", "Bisa 'part of' atau 'located in region', saya ragu.", None, RELATIONS_2),
    case("sea", "letters4", "Ang sagot ay A kasi apat ang butas pagkabukas ng papel.", "A"),
    case("sea", "letters4", "Sa tingin ko C ang tamang sagot.", "C"),
    case("sea", "letters4", "B o D yata, hindi ako sigurado.", None),
    case("sea", "letters6", "Hindi ko matukoy kung alin ang susunod na frame.", None),
    case("sea", "odd6", "Ang panel na hindi sumusunod sa patakaran ay D.", "D"),
    case("sea", "yes_no", "Oo, may mali: ang kabisera ng Canada ay Ottawa, hindi Toronto.", "Yes"),
    case("sea", "yes_no", "Hindi, walang mali sa graph.", "No"),
    case("sea", "count", "May pitong entity sa graph.", "7"),
    case("sea", "count_relations", "Sampu ang mga relasyon.", "10"),
    case("sea", "entity", "Ang nakatagong entity ay Bern.", "B", EUROPE),
    case("sea", "relation",
         "Ang nawawalang relasyon ay 'shares border with' dahil magkapitbahay ang dalawang bansa.", "E", RELATIONS),
]

# ---- machine: machine-shaped outputs of tool-using and format-following models: XML tags, YAML, JSON with odd keys,
# ---- tool / function calls, Python dicts, CSV rows, key=value lines, markdown tables; some with the answer field
# ---- empty, null or "unknown", some with two fields that disagree
MACHINE = [
    case("machine", "letters4",
         "<response><reasoning>Two folds give four layers.</reasoning><answer>B</answer></response>", "B"),
    case("machine", "letters4",
         "```yaml\nreasoning: unfolding mirrors the hole across both creases\nanswer: C\nconfidence: 0.9\n```", "C"),
    case("machine", "letters4",
         "{\"option_selected\": \"D\", \"why\": \"only net that keeps red opposite blue\"}", "D"),
    case("machine", "letters4", "submit_answer(choice=\"C\", confidence=0.8)", "C"),
    case("machine", "letters4", "{'answer': 'A', 'explanation': 'mirror image of the folded sheet'}", "A"),
    case("machine", "letters4", "option,verdict\nA,no\nB,no\nC,yes\nD,no", "C"),
    case("machine", "letters4", "answer=B\nconfidence=0.7", "B"),
    case("machine", "letters4", "| field | value |\n|---|---|\n| answer | D |\n| confidence | high |", "D"),
    case("machine", "letters4", "{\"answer\": null, \"reason\": \"image not loaded\"}", None),
    case("machine", "letters4", "<answer>unknown</answer>", None),
    case("machine", "letters4", "{\"answer\": \"B\", \"final_choice\": \"C\"}", None),
    case("machine", "letters4", "<answer>\n  <option>C</option>\n  <confidence>low</confidence>\n</answer>", "C"),
    case("machine", "letters4", "Action: answer\nAction Input: {\"choice\": \"B\"}", "B"),
    case("machine", "letters4", "final_answer: C  # A was mirrored", "C"),
    case("machine", "letters6", "<prediction frame=\"next\">E</prediction>", "E"),
    case("machine", "letters6", "answer: \"\"\nnotes: frames too small to compare", None),
    case("machine", "letters6",
         "{\"step_1\": \"square moves right\", \"step_2\": \"next position is column 3\", \"answer\": \"F\"}", "F"),
    case("machine", "letters6", "select_option(option_id=\"A\")", "A"),
    case("machine", "letters6", "ANSWER: {\"frame\": \"D\"}", "D"),
    case("machine", "letters6", "{\"answer\": \"E\", \"answer_letter\": \"E\"}", "E"),
    case("machine", "odd6", "{\"odd_one_out\": \"panel_d\", \"rule\": \"symmetry\"}", "D"),
    case("machine", "odd6", "panel,breaks_rule\nA,0\nB,0\nC,1\nD,0\nE,0\nF,0", "C"),
    case("machine", "odd6", "odd_one_out=null", None),
    case("machine", "odd6", "<odd>B</odd><reason>only open curve</reason>", "B"),
    case("machine", "odd6",
         "results = {'A': 'fits', 'B': 'fits', 'C': 'fits', 'D': 'fits', 'E': 'fits', 'F': 'breaks'}", "F"),
    case("machine", "yes_no",
         "{\"has_error\": \"yes\", \"erroneous_triple\": [\"Japan\", \"currency\", \"Yuan\"]}", "Yes"),
    case("machine", "yes_no", "error_present: no\nchecked_triples: 6", "No"),
    case("machine", "yes_no", "{'contains_error': False}", "No"),
    case("machine", "yes_no", "flag_error(has_error=True, triple=\"Peru -> capital -> Cusco\")", "Yes"),
    case("machine", "yes_no", "{\"error\": \"unknown\"}", None),
    case("machine", "yes_no", "<error_found>true</error_found>\n<error_found>false</error_found>", None),
    case("machine", "yes_no",
         "| check | result |\n|---|---|\n| capital edges | ok |\n| currency edges | ok |\n| membership edges | ok |\n"
         "| **any error** | **no** |", "No"),
    case("machine", "count", "{\"entity_count\": 9}", "9"),
    case("machine", "count", "num_nodes=7\nnum_edges=8", "7"),
    case("machine", "count",
         "entities:\n  count: 6\n  names: [Egypt, Cairo, Arabic, Nile, Egyptian pound, African Union]", "6"),
    case("machine", "count", "<count>~10</count>", None),
    case("machine", "count", "{'n_entities': None}", None),
    case("machine", "count", "Tool result: count_entities → 11", "11"),
    case("machine", "count", "- entities: 8\n- relations: 9\n- answer: 8", "8"),
    case("machine", "count_relations", "edges: 12\nnodes: 9", "12"),
    case("machine", "count_relations", "{\"relations\": {\"count\": 10}}", "10"),
    case("machine", "count_relations", "relation_count,confidence\n13,0.6", "13"),
    case("machine", "entity", "{\"masked_entity\": \"Kampala\"}", "B", EAST_AFRICA),
    case("machine", "entity", "<entity>Vaduz</entity>", "C", EUROPE),
    case("machine", "entity", "{\"answer\": \"Dodoma\", \"option\": \"B\"}", None, EAST_AFRICA),
    case("machine", "entity", "fill_mask(entity=\"Brussels\")", "E", EUROPE),
    case("machine", "entity", "answer: N/A", None, LANGUAGES),
    case("machine", "relation", "masked_relation: currency\nsource: Kenya\ntarget: Kenyan shilling", "C", RELATIONS),
    case("machine", "relation", "{'relation': 'official language'}", "B", RELATIONS),
    case("machine", "relation",
         "| head | relation | tail |\n|---|---|---|\n| Spain | ??? | Portugal |\n\nrelation = shares border with", "D",
         RELATIONS_2),
    case("machine", "relation", "{\"relation\": [\"part of\", \"located in region\"]}", None, RELATIONS_2),
]

# ---- dictation: speech-to-text transcripts of a person or a voice assistant answering aloud: letters spelled as words
# ---- ("bee", "option see", "dee as in delta"), fillers (um, uh, like, you know), no punctuation, self-corrections
# ---- ("a no wait c"), numbers as words
DICTATION = [
    case("dictation", "letters4", "um i think its bee because the holes line up on both sides", "B"),
    case("dictation", "letters4", "its option see yeah", "C"),
    case("dictation", "letters4", "dee as in delta", "D"),
    case("dictation", "letters4", "a no wait c", "C"),
    case("dictation", "letters4", "uh so like the answer is ay you know the first one", "A"),
    case("dictation", "letters4", "bee or dee im not really sure to be honest", None),
    case("dictation", "letters4", "hmm i cant really tell from the picture sorry", None),
    case("dictation", "letters4", "the correct one is uh letter be", "B"),
    case("dictation", "letters4", "see no sorry dee its dee", "D"),
    case("dictation", "letters4", "the answer is bravo", "B"),
    case("dictation", "letters4", "answer see as in charlie", "C"),
    case("dictation", "letters4", "Here's what I found: option B matches the unfolded sheet.", "B"),
    case("dictation", "letters6", "the next frame is e", "E"),
    case("dictation", "letters6", "i'll go with ef", "F"),
    case("dictation", "letters6", "um either see or e i dont know", None),
    case("dictation", "letters6", "okay so it moves one square each time so the next one's gonna be dee", "D"),
    case("dictation", "letters6", "frame ay", "A"),
    case("dictation", "letters6", "b as in boy", "B"),
    case("dictation", "odd6", "the odd one out is see because its the only one thats open", "C"),
    case("dictation", "odd6", "uh the one that doesnt fit is like bee you know", "B"),
    case("dictation", "odd6", "i'm not sure which one breaks the rule they all look kind of the same", None),
    case("dictation", "odd6", "ef its ef", "F"),
    case("dictation", "odd6", "e no actually d d is the odd one", "D"),
    case("dictation", "odd6", "Sorry, I'm having trouble understanding.", None),
    case("dictation", "yes_no", "yeah theres an error the capital of australia isnt sydney", "Yes"),
    case("dictation", "yes_no", "no everything looks fine to me", "No"),
    case("dictation", "yes_no", "um yes no wait no its all correct", "No"),
    case("dictation", "yes_no", "i dont know if theres an error honestly", None),
    case("dictation", "yes_no", "yep theres a mistake in the currency one", "Yes"),
    case("dictation", "yes_no", "nope no errors", "No"),
    case("dictation", "yes_no", "sorry i didnt catch that could you repeat the question", None),
    case("dictation", "count", "there are seven entities", "7"),
    case("dictation", "count", "um i count like nine nodes", "9"),
    case("dictation", "count", "eight no nine nine entities", "9"),
    case("dictation", "count", "somewhere around ten or eleven i guess", None),
    case("dictation", "count", "twelve", "12"),
    case("dictation", "count", "uh let me count one two three four five six so six", "6"),
    case("dictation", "count", "thirteen entities in total", "13"),
    case("dictation", "count", "twenty one entities", "21"),
    case("dictation", "count_relations", "there are fourteen relations", "14"),
    case("dictation", "count_relations", "i think there are ten arrows so ten relations", "10"),
    case("dictation", "count_relations", "maybe eleven maybe twelve relations", None),
    case("dictation", "entity", "its kigali", "C", EAST_AFRICA),
    case("dictation", "entity", "the hidden one is uh vienna", "A", EUROPE),
    case("dictation", "entity", "nairobi or kampala i cant read it", None, EAST_AFRICA),
    case("dictation", "entity", "swiss frank", "B", CURRENCIES),
    case("dictation", "entity", "the answer is dutch", "B", LANGUAGES),
    case("dictation", "entity", "addis ababa", "E", EAST_AFRICA),
    case("dictation", "relation", "it's member of", "D", RELATIONS),
    case("dictation", "relation", "shares a border with i think", "E", RELATIONS),
    case("dictation", "relation", "capital of or currency not sure", None, RELATIONS),
]

# ---- round 21: four new voices, written after round 20's fixes, before any rule change touching them and before the
# ---- extractor was run on them; scored once as they stood
# ---- easteuro: Polish, Czech, Ukrainian, Greek, Romanian and Hungarian replies (odpowiedź to B, správná odpověď je
# ---- C, відповідь: Г with the Cyrillic option letters А/Б/В/Г/Д, η απάντηση είναι Β with the Greek Α/Β/Γ/Δ/Ε,
# ---- răspunsul corect este D, a helyes válasz az A), tak/nie, ano/ne, так/ні, ναι/όχι, da/nu, igen/nem, counts in
# ---- words
EAST_AFRICA_UK = ("Найробі", "Кампала", "Кігалі", "Додома", "Аддис-Абеба")
EASTEURO = [
    case("easteuro", "letters4",
         "Po rozłożeniu kartki otwory znajdą się we wszystkich czterech rogach, więc odpowiedź to B.", "B"),
    case("easteuro", "letters4", "Wydaje mi się, że poprawna jest opcja C, bo czerwony sześcian zostaje na górze.",
         "C"),
    case("easteuro", "letters4", "Nie jestem pewien, czy to A, czy D.", None),
    case("easteuro", "letters6", "Następna klatka to E — kwadrat przesuwa się o jedno pole w prawo.", "E"),
    case("easteuro", "odd6", "Regułę łamie panel D, jako jedyny nie jest symetryczny.", "D"),
    case("easteuro", "yes_no", "Tak, jest błąd: walutą Japonii jest jen, a nie juan.", "Yes"),
    case("easteuro", "yes_no", "Nie ma żadnego błędu, wszystkie relacje się zgadzają.", "No"),
    case("easteuro", "count", "Naliczyłem jedenaście encji.", "11"),
    case("easteuro", "count", "Około 9 albo 10 encji, trudno dokładnie policzyć.", None),
    case("easteuro", "count_relations", "W grafie jest dwanaście relacji.", "12"),
    case("easteuro", "entity", "Ukryta encja to Kampala.", "B", EAST_AFRICA),
    case("easteuro", "letters4", "Správná odpověď je C, protože po rozložení papíru vzniknou čtyři otvory v rozích.",
         "C"),
    case("easteuro", "letters4", "Myslím, že je to možnost A.", "A"),
    case("easteuro", "letters4", "Z obrázku nedokážu určit správnou možnost.", None),
    case("easteuro", "letters6", "Další snímek bude F.", "F"),
    case("easteuro", "odd6", "Pravidlo porušuje obrázek B, jako jediný je otevřený.", "B"),
    case("easteuro", "yes_no", "Ano, v grafu je chyba: hlavním městem Austrálie je Canberra, ne Sydney.", "Yes"),
    case("easteuro", "yes_no", "Ne, všechny vztahy jsou správně.", "No"),
    case("easteuro", "count", "Graf obsahuje sedm entit.", "7"),
    case("easteuro", "relation", "Nevím, jestli jde o 'part of' nebo 'located in region'.", None, RELATIONS_2),
    case("easteuro", "letters4", "Відповідь: Г", "D"),
    case("easteuro", "letters4", "Правильна відповідь — Б, бо лише там отвори симетричні відносно обох згинів.", "B"),
    case("easteuro", "letters6", "Наступний кадр — Д: квадрат щоразу зсувається на одну клітинку праворуч.", "E"),
    case("easteuro", "odd6", "Зайвою є фігура Г, бо тільки вона незамкнена.", "D"),
    case("easteuro", "yes_no", "Так, є помилка: столиця Канади — Оттава, а не Торонто.", "Yes"),
    case("easteuro", "yes_no", "Ні, помилок у графі немає.", "No"),
    case("easteuro", "yes_no", "Важко сказати, чи є помилка, — підписи надто дрібні.", None),
    case("easteuro", "count", "У графі дев'ять сутностей.", "9"),
    case("easteuro", "count_relations", "Приблизно 10–12 зв'язків, точно не порахую.", None),
    case("easteuro", "entity", "Прихована сутність — Кігалі.", "C", EAST_AFRICA_UK),
    case("easteuro", "letters4", "Η απάντηση είναι Β, γιατί μετά το ξεδίπλωμα οι τρύπες είναι συμμετρικές.", "B"),
    case("easteuro", "letters4", "Σωστή επιλογή είναι η Γ.", "C"),
    case("easteuro", "letters4", "Νομίζω ότι είναι το Δ.", "D"),
    case("easteuro", "letters4", "Ίσως Α ή Γ, δεν μπορώ να αποφασίσω.", None),
    case("easteuro", "letters6", "Το επόμενο καρέ είναι το Ε.", "E"),
    case("easteuro", "odd6", "Το σχήμα που παραβιάζει τον κανόνα είναι το Α.", "A"),
    case("easteuro", "yes_no",
         "Ναι, υπάρχει λάθος: η πρωτεύουσα της Γερμανίας είναι το Βερολίνο, όχι το Μόναχο.", "Yes"),
    case("easteuro", "yes_no", "Δεν είμαι σίγουρος αν υπάρχει λάθος.", None),
    case("easteuro", "count", "Υπάρχουν οκτώ οντότητες στο γράφημα.", "8"),
    case("easteuro", "letters4", "Răspunsul corect este D, deoarece cubul roșu rămâne deasupra.", "D"),
    case("easteuro", "letters4", "Nu pot spune care variantă e corectă, imaginea e prea mică.", None),
    case("easteuro", "letters6", "Cred că următorul cadru este C.", "C"),
    case("easteuro", "odd6", "Figura care nu respectă regula este E.", "E"),
    case("easteuro", "yes_no", "Da, există o eroare: moneda Japoniei este yenul, nu yuanul.", "Yes"),
    case("easteuro", "yes_no", "Nu, toate relațiile sunt corecte.", "No"),
    case("easteuro", "count", "Graful are șase entități.", "6"),
    case("easteuro", "count_relations", "Am numărat unsprezece relații.", "11"),
    case("easteuro", "entity", "Entitatea ascunsă este Vaduz.", "C", EUROPE),
    case("easteuro", "letters4", "A helyes válasz az A, mert a lyukak mind a négy sarokban megjelennek.", "A"),
    case("easteuro", "letters4", "Szerintem a B a jó megoldás.", "B"),
    case("easteuro", "letters6", "A következő képkocka az F.", "F"),
    case("easteuro", "odd6", "A szabályt a C panel szegi meg.", "C"),
    case("easteuro", "yes_no", "Igen, van hiba: Ausztrália fővárosa Canberra, nem Sydney.", "Yes"),
    case("easteuro", "yes_no", "Nem, a gráfban nincs hiba.", "No"),
    case("easteuro", "count", "A gráfban tíz entitás van.", "10"),
    case("easteuro", "count", "Körülbelül 8 vagy 9 entitás, nem tudom pontosan.", None),
    case("easteuro", "relation", "A rejtett kapcsolat a 'member of'.", "D", RELATIONS),
    case("easteuro", "entity", "Talán Bécs, talán Bern – nem látom jól.", None, EUROPE),
]

# ---- african: Swahili, Amharic, Yoruba, Hausa, Zulu and Afrikaans replies (jibu ni B, መልሱ C ነው, ìdáhùn náà ni D,
# ---- amsar ita ce A, impendulo ngu-B, die antwoord is C), ndiyo/hapana, አዎ/የለም, bẹ́ẹ̀ni/rárá, i/a'a, yebo/cha,
# ---- ja/nee, counts in words, Amharic options named by the Ethiopic exam letters (ሀ)/(ለ)/(ሐ)/(መ)
EAST_AFRICA_AM = ("ናይሮቢ", "ካምፓላ", "ኪጋሊ", "ዶዶማ", "አዲስ አበባ")
AFRICAN = [
    case("african", "letters4", "Jibu ni B, kwa sababu karatasi ikifunguliwa kuna matundu manne pembeni.", "B"),
    case("african", "letters4", "Nadhani chaguo sahihi ni C.", "C"),
    case("african", "letters4", "Siwezi kuamua kati ya A na D.", None),
    case("african", "letters6", "Fremu inayofuata ni E.", "E"),
    case("african", "odd6", "Picha isiyofuata kanuni ni D.", "D"),
    case("african", "yes_no", "Ndiyo, kuna kosa: mji mkuu wa Australia ni Canberra, si Sydney.", "Yes"),
    case("african", "yes_no", "Hapana, mahusiano yote ni sahihi.", "No"),
    case("african", "count", "Kuna vitu saba kwenye grafu.", "7"),
    case("african", "count", "Takriban vitu 8 au 9, siwezi kuhesabu kwa uhakika.", None),
    case("african", "count_relations", "Kuna mahusiano kumi na mbili.", "12"),
    case("african", "entity", "Huluki iliyofichwa ni Kampala.", "B", EAST_AFRICA),
    case("african", "letters4", "መልሱ C ነው።", "C"),
    case("african", "letters4", "ትክክለኛው መልስ (ለ) ነው።", "B"),
    case("african", "letters4", "A ወይም D ሊሆን ይችላል፤ እርግጠኛ አይደለሁም።", None),
    case("african", "letters6", "ቀጣዩ ምስል F ነው፣ ምክንያቱም ካሬው በየደረጃው ወደ ቀኝ ይንቀሳቀሳል።", "F"),
    case("african", "odd6", "ደንቡን የማይከተለው ምስል A ነው።", "A"),
    case("african", "yes_no", "አዎ፣ ስህተት አለ፦ የጃፓን ገንዘብ የን ነው እንጂ ዩዋን አይደለም።", "Yes"),
    case("african", "yes_no", "የለም፣ በግራፉ ውስጥ ምንም ስህተት የለም።", "No"),
    case("african", "yes_no", "ስህተት መኖሩን እርግጠኛ አይደለሁም።", None),
    case("african", "count", "በግራፉ ውስጥ ስምንት አካላት አሉ።", "8"),
    case("african", "entity", "የተደበቀው አካል አዲስ አበባ ነው።", "E", EAST_AFRICA_AM),
    case("african", "letters4", "Ìdáhùn náà ni D, nítorí pé ihò mẹ́rin ló wà ní igun mẹ́rẹ̀ẹ̀rin.", "D"),
    case("african", "letters4", "Mi ò lè pinnu, bóyá A tàbí C ni.", None),
    case("african", "letters6", "Àwòrán tó kàn ni B.", "B"),
    case("african", "odd6", "Àwòrán tí kò tẹ̀lé òfin náà ni E.", "E"),
    case("african", "yes_no", "Bẹ́ẹ̀ni, àṣìṣe wà: olú-ìlú Kánádà ni Ottawa, kì í ṣe Toronto.", "Yes"),
    case("african", "yes_no", "Rárá, kò sí àṣìṣe kankan.", "No"),
    case("african", "count", "Nǹkan mẹ́sàn-án ló wà nínú àwòrán náà.", "9"),
    case("african", "count", "Bóyá mẹ́wàá tàbí mọ́kànlá, mi ò dá mi lójú.", None),
    case("african", "relation", "Ìbáṣepọ̀ tí a fi pamọ́ ni 'shares border with'.", "E", RELATIONS),
    case("african", "letters4", "Amsar ita ce A, domin ramukan suna a kusurwoyi huɗu.", "A"),
    case("african", "letters4", "Ina ganin zaɓi na B ne daidai.", "B"),
    case("african", "letters4", "Ban tabbata ba, hoton bai fito sosai ba.", None),
    case("african", "letters6", "Hoto na gaba shi ne C.", "C"),
    case("african", "odd6", "Hoton da bai bi ƙa'ida ba shi ne F.", "F"),
    case("african", "yes_no", "I, akwai kuskure: babban birnin Jamus Berlin ne, ba Munich ba.", "Yes"),
    case("african", "yes_no", "A'a, babu kuskure a cikin zanen.", "No"),
    case("african", "count", "Akwai abubuwa goma sha ɗaya.", "11"),
    case("african", "count_relations", "Dangantaka guda tara ne.", "9"),
    case("african", "letters4", "Impendulo ngu-B, ngoba izimbobo zine emakhoneni.", "B"),
    case("african", "letters4", "Ngicabanga ukuthi impendulo efanele ngu-D.", "D"),
    case("african", "letters6", "Angikwazi ukusho ukuthi yisiphi isithombe esilandelayo.", None),
    case("african", "odd6", "Isithombe esingalandeli umthetho ngu-C.", "C"),
    case("african", "yes_no", "Yebo, likhona iphutha: imali yaseJapan yi-yen, hhayi i-yuan.", "Yes"),
    case("african", "yes_no", "Cha, alikho iphutha.", "No"),
    case("african", "count", "Kunezinto eziyisikhombisa kugrafu.", "7"),
    case("african", "entity", "Mhlawumbe yiNairobi noma iKampala, angiqiniseki.", None, EAST_AFRICA),
    case("african", "letters4", "Die antwoord is C, want na die oopvou is daar vier gate in die hoeke.", "C"),
    case("african", "letters4", "Ek dink dit is opsie A.", "A"),
    case("african", "letters6", "Die volgende raam is D.", "D"),
    case("african", "odd6", "Paneel B pas nie by die reël nie.", "B"),
    case("african", "yes_no", "Ja, daar is 'n fout: die hoofstad van Kanada is Ottawa, nie Toronto nie.", "Yes"),
    case("african", "yes_no", "Nee, al die verwantskappe is korrek.", "No"),
    case("african", "count", "Daar is twaalf entiteite in die grafiek.", "12"),
    case("african", "count", "Omtrent 8 of 9 entiteite; ek kan nie seker wees nie.", None),
    case("african", "count_relations", "Ek tel tien verwantskappe.", "10"),
    case("african", "entity", "Die versteekte entiteit is Brussel.", "E", EUROPE),
    case("african", "relation", "Dit kan 'part of' of 'located in region' wees.", None, RELATIONS_2),
]

# ---- thinktrace: reasoning-model traces (DeepSeek-R1, QwQ, Qwen3, Kimi, gpt-oss, Magistral, Sky-T1, Seed, o1-style
# ---- front ends such as Ollama's "Thinking..."): the trace weighs the options and sometimes favours another one than
# ---- the answer after it; traces cut off before any answer; a final answer inside the trace only
THINKTRACE = [
    case("thinktrace", "letters4",
         "<think>\nThe sheet is folded twice, so the punch goes through four layers. If the punch is near the open "
         "corner the holes end up near the corners, which is option C. Wait, no — the punch is at the folded corner, "
         "so the holes gather at the centre. Hmm, but C still looks closest to the picture. I'll go with C.\n"
         "</think>\n\nOn reflection the punch sits at the folded corner, so the four holes cluster around the centre "
         "of the sheet: **B**.", "B"),
    case("thinktrace", "letters4",
         "<think>\nOkay, let me look at the four candidates. Option A has two holes. Option B has four holes near the "
         "centre. Option C has four holes near the corners. To decide between B and C I need to know where the punch "
         "was relative to the folds. The punch was made", None),
    case("thinktrace", "letters4",
         "<think>\nFold vertical, then horizontal; the punch goes through all four layers near the open corner, so "
         "unfolding gives one hole near each corner. That's option D. Final answer: D.\n</think>", "D"),
    case("thinktrace", "letters4",
         "<think>\nA seems right: the red cube stays on top. Though D could also be it if the rotation is about the "
         "other axis.\n</think>\n\nI can't tell from the image which axis the object is rotated about, so either A or "
         "D could be correct.", None),
    case("thinktrace", "letters4",
         "We need the rotated copy. A is mirrored. B has an extra cube. C keeps the handedness. D is the reference "
         "unchanged.\n</think>\n\nC", "C"),
    case("thinktrace", "letters4",
         "◁think▷Option B keeps the red face opposite the blue one... no, B puts them side by side. Option A keeps "
         "them opposite.◁/think▷The net folds into the cube shown in option A.", "A"),
    case("thinktrace", "letters4",
         "<|channel|>analysis<|message|>We need to determine which cube can be folded from the net. Red is opposite "
         "blue. Option C shows red adjacent to blue, not possible. Option B shows red, green and yellow around one "
         "corner, which is possible.<|end|><|start|>assistant<|channel|>final<|message|>B", "B"),
    case("thinktrace", "letters4",
         "<|channel|>analysis<|message|>The user asks which option shows the sheet after unfolding. Let's examine "
         "each option. Option A: two holes. Option B:", None),
    case("thinktrace", "letters4",
         "<|begin_of_thought|>\n\nSo the punch passes through four layers, and each unfolding mirrors the holes. "
         "Option D has four holes in a square; option C has them in a line. D fits.\n\n<|end_of_thought|>\n\n"
         "<|begin_of_solution|>\n\nThe unfolded sheet has four holes arranged in a square, which is option D.\n\n"
         "<|end_of_solution|>", "D"),
    case("thinktrace", "letters4",
         "[THINK]Let me compare. A: a hole at the top left only. B: holes mirrored across the vertical crease. The "
         "fold was vertical, so B.[/THINK]**B**", "B"),
    case("thinktrace", "letters4",
         "<think>\nInitially I thought C because the holes are at the corners. But the punch was placed on the crease, "
         "so each hole is shared by two layers and only two holes appear, on the midline. That's A.\n</think>\n\n"
         "**Final Answer**\nA", "A"),
    case("thinktrace", "letters4",
         "Thinking...\nThe reference shape is an L. Rotating it 90° clockwise puts the foot on the left. Option D has "
         "the foot on the left.\n...done thinking.\n\nThe rotated shape is D.", "D"),
    case("thinktrace", "letters4",
         "<think>\nD is the closest, though its holes are slightly off-centre.\n</think>\n\nNone of the four options "
         "matches the unfolded sheet exactly.", None),
    case("thinktrace", "letters4",
         "<think>\n嗯，先看选项A，只有两个孔，不对。选项C的四个孔在四个角上，符合两次对折后的结果。\n</think>\n\n"
         "The answer is C.", "C"),
    case("thinktrace", "letters4",
         "<think>\nThe top view stays the same under a rotation about the vertical axis; only B keeps it. So the "
         "answer is B.\n</think>\n\nThe answer is", "B"),
    case("thinktrace", "letters6",
         "<think>\nThe circle moves clockwise by one position each frame and alternates colour. The next frame should "
         "be at the bottom left and red. E is bottom-left red, F is bottom-left blue. Wait, the colours alternate "
         "and the last frame was red, so the next one is blue. F.\n</think>\n\nThe next frame is F.", "F"),
    case("thinktrace", "letters6",
         "<think>\nThe square moves right, right, down, right, right, down. The next move is right. Candidates: B "
         "(moved right) and D (moved down). B.\n</think>\n\nChecking again, the last move shown was already the "
         "second 'right', so the next move is 'down' — D.", "D"),
    case("thinktrace", "letters6",
         "<think>\nLet me track the triangle. Frame 1: pointing up. Frame 2: pointing right. Frame 3: pointing down. "
         "So frame 4 should point left. Options: A points up, B points left, C points right, D points left but is "
         "smaller, E", None),
    case("thinktrace", "letters6",
         "◁think▷The star alternates between large and small and moves one cell down each step. Next: small, in the "
         "bottom row. That matches E. So the answer is E.", "E"),
    case("thinktrace", "odd6",
         "<think>\nAll panels have three shapes except... A 3, B 3, C 3, D 3, E 2, F 3. So E. But maybe the rule is "
         "about colour: all have one red shape except B. Hmm, the count seems more salient.\n</think>\n\nPanel E "
         "breaks the rule — it has two shapes where the others have three.", "E"),
    case("thinktrace", "odd6",
         "<think>\nB is the only open shape... Actually B might be closed, the gap could be a thick line. C has a real "
         "gap. I'll keep B.\n</think>\n\nLooking again at the image, the gap in B is only a drawing artefact; the "
         "open shape is C, so C breaks the rule.", "C"),
    case("thinktrace", "odd6",
         "<thinking>\nRule 1: symmetry — F breaks it. Rule 2: an even number of sides — A breaks it.\n</thinking>\n\n"
         "Both A and F could be the answer, depending on which rule is intended.", None),
    case("thinktrace", "odd6",
         "<|channel|>analysis<|message|>Check each panel for rotational symmetry. A yes, B yes, C no, D yes, E yes, "
         "F yes. So answer C.<|end|><|start|>assistant<|channel|>final<|message|>**C**", "C"),
    case("thinktrace", "odd6",
         "<think>\nHmm, the rule. Maybe all shapes are convex? A convex, B convex, C concave... so C could be the odd "
         "one. But D also looks concave. Let me zoom in on D. The lower edge of D", None),
    case("thinktrace", "odd6",
         "<seed:think>\nCount the dots: 4, 4, 4, 5, 4, 4. The fourth panel, D, has five.\n</seed:think>\nD", "D"),
    case("thinktrace", "yes_no",
         "<think>\nTriples: (France, capital, Paris) ok. (France, currency, Euro) ok. (Germany, capital, Munich) "
         "wrong! So yes, there's an error.\n</think>\n\nYes — Germany's capital is Berlin, not Munich.", "Yes"),
    case("thinktrace", "yes_no",
         "<think>\nCanada's currency: Canadian dollar, ok. Canada's capital Toronto? That would be an error... Let me "
         "re-read the edge label — it says Ottawa, I misread it. Official languages French and English, fine.\n"
         "</think>\n\nNo, all the relations in the graph are correct.", "No"),
    case("thinktrace", "yes_no",
         "Checking each edge: capital ok, currency ok, border ok... membership: Norway member of the EU — wrong, "
         "Norway is not an EU member.\n</think>\n\n**Yes**", "Yes"),
    case("thinktrace", "yes_no",
         "<think>\nI'll check the triples one by one. (Japan, capital, Tokyo) — correct. (Japan, currency, Yen) — "
         "correct. (Japan, official language, Japanese) — correct. (Japan, shares border with, ", None),
    case("thinktrace", "yes_no",
         "<think>\nAll six triples check out: the capitals, currencies and borders are all real. So the answer is "
         "No.\n</think>\n\n", "No"),
    case("thinktrace", "yes_no",
         "<think>\nThe label on the currency edge is tiny. If it says 'Yuan' there's an error; if it says 'Yen' there "
         "isn't.\n</think>\n\nI can't read the currency label clearly enough to say whether the graph has an error.",
         None),
    case("thinktrace", "yes_no",
         "Thinking...\nAustralia's capital Sydney — that's wrong, it's Canberra.\n...done thinking.\n\nYes, there is "
         "an error: the capital of Australia is Canberra.", "Yes"),
    case("thinktrace", "count",
         "<think>\nLet me count the nodes: Kenya, Nairobi, Swahili, Kenyan shilling, Uganda, Kampala, East African "
         "Community. That's 7. Did I miss Lake Victoria? Yes, bottom right. 8.\n</think>\n\nThe graph has 8 "
         "entities.", "8"),
    case("thinktrace", "count",
         "<think>\nNodes: 1 Peru, 2 Lima, 3 Sol, 4 Spanish, 5 Chile, 6 Santiago, 7 Peso, 8 Andes, 9 Bolivia. So 9.\n"
         "</think>\n\nRecounting from the picture, Quechua is also a node, so there are 10 entities.", "10"),
    case("thinktrace", "count",
         "<think>\nCounting entities: Egypt, Cairo, Arabic, Egyptian pound, Nile, Sudan, Khartoum, ", None),
    case("thinktrace", "count",
         "<think>\n3 countries, 3 capitals, 2 currencies, 1 organisation: 3 + 3 + 2 + 1 = 9 entities. Answer: 9\n"
         "</think>", "9"),
    case("thinktrace", "count",
         "◁think▷Counting circles: there are six in the left cluster and five in the right one, so eleven."
         "◁/think▷There are eleven entities in the graph.", "11"),
    case("thinktrace", "count",
         "<think>\nI count 11 or 12, depending on whether the faded node counts.\n</think>\n\nEither 11 or 12 "
         "entities; one node is too faint to be sure.", None),
    case("thinktrace", "count",
         "<|begin_of_thought|>\n\nLet me list them: Spain, Madrid, Euro, Spanish, Portugal, Lisbon. Six.\n\n"
         "<|end_of_thought|>\n\n<|begin_of_solution|>\n\n6\n\n<|end_of_solution|>", "6"),
    case("thinktrace", "count_relations",
         "<think>\nEdges: capital ×3, currency ×3, borders ×4, member of ×2. 3 + 3 + 4 + 2 = 12.\n</think>\n\nThere "
         "are 12 relations.", "12"),
    case("thinktrace", "count_relations",
         "<think>\nArrows... I count 10.\n</think>\n\nCounting the arrows again, one two-way edge is drawn as two "
         "arrows and I had merged them; there are 11 relations.", "11"),
    case("thinktrace", "count_relations",
         "<|channel|>analysis<|message|>We need to count the edges. Let's list: Kenya→Nairobi (capital), "
         "Kenya→Shilling (currency), Kenya→Uganda (border), ", None),
    case("thinktrace", "entity",
         "<think>\nThe masked node is linked to Rwanda by 'capital of'. Rwanda's capital is Kigali. But does the arrow "
         "point to Uganda? Let me re-read... no, it's Rwanda. Kigali.\n</think>\n\nKigali", "C", EAST_AFRICA),
    case("thinktrace", "entity",
         "<think>\nThe hidden node borders Tanzania and is a capital. Uganda borders Tanzania, so Kampala.\n</think>\n"
         "\nThe edge label actually reads 'capital of Kenya', so the hidden entity is Nairobi.", "A", EAST_AFRICA),
    case("thinktrace", "entity",
         "<think>\nLiechtenstein has no currency of its own; it uses the Swiss franc. So the answer is Swiss franc.\n"
         "</think>", "B", CURRENCIES),
    case("thinktrace", "entity",
         "<think>\nThe masked entity is connected to Belgium via 'official language'. Belgium has three official "
         "languages: French, Dutch and German. Which one? The other language edges already show French and", None,
         LANGUAGES),
    case("thinktrace", "entity",
         "[THINK]Tanzania's capital: Dar es Salaam is the largest city, but Dodoma is the capital.[/THINK]Dodoma", "D",
         EAST_AFRICA),
    case("thinktrace", "relation",
         "<think>\nPoland → EU. Could be 'member of' or 'part of'; the options include 'member of', and Poland is a "
         "member state.\n</think>\n\nmember of", "D", RELATIONS),
    case("thinktrace", "relation",
         "<think>\nThe edge goes from Switzerland to the node I read as the Swiss franc, so 'currency'.\n</think>\n\n"
         "Zooming in, that node is Romansh, a language, so the masked relation is 'official language'.", "B",
         RELATIONS),
    case("thinktrace", "relation",
         "<think>\nKenya and Uganda: neighbours, and both members of the EAC.\n</think>\n\nIt could be 'shares border "
         "with' or 'member of'; the graph doesn't disambiguate.", None, RELATIONS),
    case("thinktrace", "relation",
         "<seed:think>\nGermany and Austria are neighbours.\n</seed:think>\nThe relation is shares border with.", "D",
         RELATIONS_2),
]

# ---- mathtex: LaTeX-heavy replies: $\text{(C)}$, \mathrm{B}, \fbox{D}, \boxed{\text{Option A}}, \(\textbf{B}\),
# ---- counts as $n = 7$ or \boxed{12}, aligned derivations, several boxed values in one reply
MATHTEX = [
    case("mathtex", "letters4", "The two reflections produce four holes at the corners, matching $\\text{(C)}$.", "C"),
    case("mathtex", "letters4", "$$\\therefore \\text{Answer} = \\mathrm{B}$$", "B"),
    case("mathtex", "letters4", "\\fbox{D}", "D"),
    case("mathtex", "letters4", "\\[\n\\boxed{\\text{Option A}}\n\\]", "A"),
    case("mathtex", "letters4", "The rotated copy is \\(\\textbf{B}\\).", "B"),
    case("mathtex", "letters4", "$\\boxed{\\text{(A) or (C)}}$", None),
    case("mathtex", "letters4",
         "\\begin{aligned}\n\\text{holes} &= 1 \\cdot 2 \\cdot 2 \\\\\n&= 4 \\\\\n\\Rightarrow\\ &\\text{option } "
         "\\mathbf{C}\n\\end{aligned}", "C"),
    case("mathtex", "letters4",
         "Let $h$ be the hole. Unfolding maps $h \\mapsto \\{h, h'\\}$ twice, so the answer is $\\boxed{\\mathrm{D}}$.",
         "D"),
    case("mathtex", "letters4",
         "$\\boxed{B}$ is tempting, but after checking the chirality the answer is $\\boxed{D}$.", "D"),
    case("mathtex", "letters4", "$$\\text{Answer: } \\underline{\\hspace{1cm}}$$", None),
    case("mathtex", "letters4",
         "The options differ only in a mirror symmetry that the image does not resolve: $A \\approx C$.", None),
    case("mathtex", "letters4", "\\(\\Rightarrow\\) \\(\\mathsf{A}\\)", "A"),
    case("mathtex", "letters4", "$$P(\\text{A}) = 0.45,\\quad P(\\text{C}) = 0.45$$", None),
    case("mathtex", "letters6",
         "Position after $t$ steps: $x_t = x_0 + t$, so $x_5 = 5$, the fifth column: $\\boxed{\\text{E}}$.", "E"),
    case("mathtex", "letters6", "$\\textbf{Answer: (F)}$", "F"),
    case("mathtex", "letters6",
         "\\begin{align*}\n\\theta_{n} &= 60^\\circ n \\\\\n\\theta_{6} &= 360^\\circ \\equiv 0^\\circ\n\\end{align*}\n"
         "The frame with the arrow back at $0^\\circ$ is $\\boxed{B}$.", "B"),
    case("mathtex", "letters6", "$\\boxed{?}$ — the frames are too small to compare.", None),
    case("mathtex", "letters6", "\\textcolor{red}{\\textbf{C}}", "C"),
    case("mathtex", "odd6",
         "$\\text{sides}(X) = 4\\ \\forall X \\neq \\text{D}$, while $\\text{sides}(\\text{D}) = 5$. "
         "$\\boxed{\\text{D}}$", "D"),
    case("mathtex", "odd6", "The odd one out is $\\fbox{\\textsf{E}}$.", "E"),
    case("mathtex", "odd6", "$\\operatorname{odd}(\\{A,\\dots,F\\}) \\in \\{\\text{B}, \\text{F}\\}$", None),
    case("mathtex", "odd6",
         "\\begin{tabular}{c|cccccc}\npanel & A & B & C & D & E & F \\\\ \\hline\nsymmetric & \\checkmark & "
         "\\checkmark & \\times & \\checkmark & \\checkmark & \\checkmark\n\\end{tabular}\n\nSo \\(\\boxed{C}\\).",
         "C"),
    case("mathtex", "odd6", "$\\mathbf{A}$ breaks the rule: it is the only shape with $\\chi = 0$.", "A"),
    case("mathtex", "yes_no",
         "$\\text{capital}(\\text{Australia}) = \\text{Canberra} \\neq \\text{Sydney}$, so $\\boxed{\\text{Yes}}$.",
         "Yes"),
    case("mathtex", "yes_no",
         "$$\\forall (h, r, t) \\in G:\\ \\text{valid}(h, r, t) \\implies \\boxed{\\textbf{No}}$$", "No"),
    case("mathtex", "yes_no", "\\(\\text{Error present?}\\ \\mathrm{Yes}\\)", "Yes"),
    case("mathtex", "yes_no",
         "$\\boxed{\\text{Yes}}$ or $\\boxed{\\text{No}}$, depending on whether the currency label reads Yen.", None),
    case("mathtex", "yes_no", "$$\\text{error}(G) = \\texttt{False}$$", "No"),
    case("mathtex", "yes_no", "\\textbf{No} — every triple in $G$ is a true fact.", "No"),
    case("mathtex", "yes_no", "$\\text{error} = ?$ (the border edge is unreadable)", None),
    case("mathtex", "count", "$n = 7$", "7"),
    case("mathtex", "count", "$$|V| = 3 + 2 + 4 = \\boxed{9}$$", "9"),
    case("mathtex", "count",
         "\\begin{aligned}\nn_{\\text{countries}} &= 3 \\\\\nn_{\\text{capitals}} &= 3 \\\\\nn_{\\text{currencies}} "
         "&= 2 \\\\\nn &= 8\n\\end{aligned}", "8"),
    case("mathtex", "count", "Entities: $\\boxed{10}$, relations: $\\boxed{13}$.", "10"),
    case("mathtex", "count", "$n \\in \\{8, 9\\}$", None),
    case("mathtex", "count", "$$N \\approx 11$$", None),
    case("mathtex", "count", "\\(\\#\\,\\text{entities} = 6\\)", "6"),
    case("mathtex", "count", "First pass $\\boxed{11}$; recounting the faded node, $\\boxed{12}$.", "12"),
    case("mathtex", "count", "$$n_{\\text{entities}} = \\;?$$", None),
    case("mathtex", "count", "The graph has $\\mathbf{5}$ entities.", "5"),
    case("mathtex", "count_relations", "$|E| = \\boxed{12}$", "12"),
    case("mathtex", "count_relations",
         "\\begin{align}\n|E| &= |E_{\\text{capital}}| + |E_{\\text{border}}| \\\\\n&= 4 + 7 \\\\\n&= 11\n"
         "\\end{align}", "11"),
    case("mathtex", "count_relations", "$10 \\le |E| \\le 12$", None),
    case("mathtex", "count_relations", "Nodes $\\boxed{7}$, edges $\\boxed{9}$.", "9"),
    case("mathtex", "entity", "$\\boxed{\\text{Kampala}}$", "B", EAST_AFRICA),
    case("mathtex", "entity", "$x = \\text{capital}(\\text{Rwanda}) = \\textbf{Kigali}$", "C", EAST_AFRICA),
    case("mathtex", "entity",
         "$\\text{currency}(\\text{LI}) = \\text{CHF}$, i.e. $\\boxed{\\text{Swiss franc}}$", "B", CURRENCIES),
    case("mathtex", "entity", "$\\boxed{\\text{French}} \\lor \\boxed{\\text{Dutch}}$", None, LANGUAGES),
    case("mathtex", "entity", "\\(\\mathrm{Vaduz}\\)", "C", EUROPE),
    case("mathtex", "relation", "$r(\\text{Poland}, \\text{EU}) = \\textit{member of}$", "D", RELATIONS),
    case("mathtex", "relation", "$$\\boxed{\\text{shares border with}}$$", "D", RELATIONS_2),
    case("mathtex", "relation", "$r \\in \\{\\text{part of}, \\text{located in region}\\}$", None, RELATIONS_2),
]

# ---- round 22: four new voices, written after round 21's fixes, before any rule change touching them and before the
# ---- extractor was run on them; scored once as they stood. Current multimodal families answering the project's own
# ---- questions free-form, mostly in English, with the slips real models make
# ---- frontier: GPT-5, Claude 4, Gemini 2.5 Pro and Grok: markdown headers and bold, tables weighing the options, a
# ---- verdict mid-paragraph, caveats after the answer, an option's text instead of its letter
FRONTIER = [
    case("frontier", "letters4",
         "## Reasoning\n\nThe sheet is folded in half vertically, then horizontally, and a single hole is punched "
         "near the folded corner. Each unfold mirrors the hole across the fold line, so the final sheet has **four "
         "holes arranged symmetrically around the centre**.\n\n## Answer\n\n**B**", "B"),
    case("frontier", "letters4",
         "Tracing the folds backwards: the second fold mirrors the hole top-to-bottom, the first left-to-right. That "
         "gives four holes near the centre, which is exactly what **option C** shows. (A has only two holes, and D "
         "places them at the edges.)", "C"),
    case("frontier", "letters4",
         "| Option | Holes | Symmetric about both folds? |\n|---|---|---|\n| A | 2 | No |\n| B | 4 | Yes |\n"
         "| C | 4 | No — offset to the left |\n| D | 3 | No |\n\nOnly B is consistent with both folds, so that's my "
         "answer.", "B"),
    case("frontier", "letters4",
         "**Answer: D**\n\nThe rotated object keeps the red cube on top and the L-shaped arm pointing toward the "
         "viewer; A and C mirror the arm, and B swaps the colours. One caveat: the image is small, so if the arm's "
         "shading is misleading, C would be the next best candidate.", "D"),
    case("frontier", "letters4",
         "I can't reliably tell these apart. Options **A** and **C** both show four holes, and at this resolution I "
         "can't see whether the holes in C are slightly offset. If you can share a higher-resolution image, I'm happy "
         "to take another look.", None),
    case("frontier", "letters4",
         "Let me work through this carefully.\n\n1. **First fold** (left over right): the hole at the top edge is "
         "duplicated on the opposite half.\n2. **Second fold** (top over bottom): each of those is mirrored again."
         "\n\nThe result is four holes in a 2×2 grid near the centre. Comparing with the options, the one labelled "
         "**A** matches; the others either miss a hole or place them at the corners.", "A"),
    case("frontier", "letters4",
         "Here's a breakdown of the options:\n\n* **Option A:** Shows the object from above, but the blue cube is on "
         "the wrong side.\n* **Option B:** Correct rotation — the blue cube ends up on the left after a 90° turn.\n"
         "* **Option C:** This is a mirror image, not a rotation.\n* **Option D:** Has an extra cube.\n\nTherefore, "
         "**Option B** is the correct answer.", "B"),
    case("frontier", "letters4",
         "### Analysis\n\nThe unfolding should produce holes mirrored across both fold lines. Option A has holes at "
         "the corners, B near the centre, C along the top edge, and D along the diagonal.\n\nTo decide between these "
         "I need to know where exactly the hole was punched relative to the fold — the punch position in the third "
         "diagram is cut off in the image. Could you confirm where it sits?", None),
    case("frontier", "letters4",
         "The unfolded sheet in C has the holes exactly where the two folds would reflect them. That's the answer — "
         "though I'd note B is close, differing only in the size of the holes.", "C"),
    case("frontier", "letters4",
         "Easy one. Fold, fold, punch, unfold twice → four holes, mirrored. That's **D**. The rest are decoys.", "D"),
    case("frontier", "letters4",
         "Both B and D are consistent with the folds as drawn; the difference is whether the second fold went up or "
         "down, which the diagram doesn't make clear. I'd lean slightly one way, but I don't want to guess.", None),
    case("frontier", "letters4",
         "Looking at the rotation: the object is turned 90° clockwise about the vertical axis. In that case the grey "
         "block that was at the front should appear on the right-hand side, which is what we see in the second "
         "option. **Answer: B**", "B"),
    case("frontier", "letters4",
         "**Short answer:** A.\n\n**Why:** After both unfolds, the hole pattern must be symmetric about the vertical "
         "and horizontal centre lines. A is the only option with that double symmetry.", "A"),
    case("frontier", "letters6",
         "## Pattern\n\nThe dot moves one cell clockwise around the border in each frame, and the colour alternates "
         "black/white.\n\n## Next frame\n\nFollowing that, the next frame has a **white dot in the top-right cell** — "
         "that's **frame E**.", "E"),
    case("frontier", "letters6",
         "| Frame | Dot position | Colour |\n|---|---|---|\n| 1 | top-left | black |\n| 2 | top-middle | white |\n"
         "| 3 | top-right | black |\n\nThe next frame should have the dot at the middle-right in white. Among the "
         "options, **F** is the only one that fits.", "F"),
    case("frontier", "letters6",
         "The sequence could be read two ways: as a rotation by 90° each step (which gives option C) or as a "
         "reflection every other step (which gives option D). Without a fourth frame to disambiguate, I can't say "
         "which rule is intended.", None),
    case("frontier", "letters6",
         "The arrow rotates 45° clockwise per step, so the next one points south-east. Option **A** shows exactly "
         "that. (Option D points south-west, which would be a counter-clockwise turn.)", "A"),
    case("frontier", "letters6",
         "I'll go with **D** — the shape gains one side each frame (triangle → square → pentagon), so next is a "
         "hexagon, and D is the hexagon with the same shading.", "D"),
    case("frontier", "odd6",
         "Every panel except one has rotational symmetry of order 2. **Panel C** doesn't — its arrowhead only points "
         "one way. So **C** is the odd one out.", "C"),
    case("frontier", "odd6", "**Answer: E**\n\nAll other panels contain an even number of dots; E has seven.", "E"),
    case("frontier", "odd6",
         "Checking each panel:\n\n- A ✅ closed shape, shaded\n- B ✅ closed shape, shaded\n- C ✅\n- D ❌ the outline "
         "is open at the bottom\n- E ✅\n- F ✅\n\nThe one that breaks the rule is D.", "D"),
    case("frontier", "odd6",
         "I went through all six panels twice and I can't find a rule that exactly five of them share — A and F both "
         "differ from the others in different ways (A in colour, F in orientation). I'd rather not pick one "
         "arbitrarily.", None),
    case("frontier", "odd6",
         "The odd one out is **B**: it's the only figure whose inner shape is not centred. Caveat: if the rule is "
         "about colour rather than position, F would stand out instead, but the position rule fits the other five "
         "more cleanly.", "B"),
    case("frontier", "yes_no",
         "**Yes — there's a factual error.** The graph states *(Australia, capital, Sydney)*, but Australia's capital "
         "is Canberra. The other triples (currency, official language, continent) check out.", "Yes"),
    case("frontier", "yes_no",
         "I checked every edge:\n\n| Triple | Correct? |\n|---|---|\n| France – capital – Paris | ✓ |\n"
         "| France – currency – Euro | ✓ |\n| Germany – shares border with – France | ✓ |\n"
         "| Germany – member of – EU | ✓ |\n\nEverything is consistent, so **no**, there is no factual error.", "No"),
    case("frontier", "yes_no",
         "There is one error: Japan's currency is listed as the yuan; it should be the yen. So the answer is yes.",
         "Yes"),
    case("frontier", "yes_no",
         "Most of the triples look right, but one label near the bottom is partially covered by an arrow and I can't "
         "read whether it says 'Bern' or 'Berlin'. If it's Berlin attached to Switzerland, that's an error; if it's "
         "Bern, the graph is fine. I can't tell which from this image.", None),
    case("frontier", "yes_no",
         "No factual errors that I can see. Every capital, currency, and membership in the graph matches real-world "
         "facts as of my knowledge cutoff.", "No"),
    case("frontier", "yes_no",
         "## Verdict\n\nThe knowledge graph contains an error.\n\n## Details\n\n- **Incorrect:** (Canada, official "
         "language, Spanish) — Canada's official languages are English and French.\n- Everything else is accurate.",
         "Yes"),
    case("frontier", "yes_no",
         "Honestly? Could go either way. The Kenya–Uganda border edge is right, but whether 'Nairobi – capital of – "
         "Tanzania' is an error depends on which label that arrow actually belongs to, and the arrows overlap. Call "
         "it 50/50.", None),
    case("frontier", "count",
         "Let me list the entities:\n\n1. Germany\n2. France\n3. Berlin\n4. Paris\n5. Euro\n6. European Union\n"
         "7. German\n\n**Total: 7 entities.**", "7"),
    case("frontier", "count",
         "There are **9** entities in the graph (countries, capitals and currencies combined).", "9"),
    case("frontier", "count",
         "Counting each distinct node once — some, like *Euro*, are shared by several countries — I get **eleven** "
         "entities.", "11"),
    case("frontier", "count",
         "I count somewhere between 10 and 12 entities; two nodes in the lower-left overlap so much that I can't tell "
         "whether they're one label or two.", None),
    case("frontier", "count",
         "| Type | Entities |\n|---|---|\n| Countries | Kenya, Uganda, Tanzania |\n| Capitals | Nairobi, Kampala, "
         "Dodoma |\n| Organisations | African Union |\n\nThat's 7 entities in total.", "7"),
    case("frontier", "count",
         "The graph has 8 nodes. (Note: if you counted the edge label 'member of' as an entity it would be 9, but "
         "edge labels are relations, not entities.)", "8"),
    case("frontier", "count", "**Answer: 6**\n\nJapan, Tokyo, Yen, Japanese, Asia, and China.", "6"),
    case("frontier", "count",
         "Roughly a dozen — the graph is dense and the labels overlap, so I wouldn't trust an exact number here.",
         None),
    case("frontier", "count_relations",
         "Each arrow is one relation. Going around the graph clockwise I count **10** arrows, so there are 10 "
         "relations.", "10"),
    case("frontier", "count_relations",
         "There are 12 edges in total: 5 'capital of', 4 'currency', and 3 'member of'.", "12"),
    case("frontier", "count_relations",
         "### Relations\n\nI count thirteen labelled edges. A couple of them are drawn close together near "
         "*Brussels*, so it's worth double-checking, but 13 is my answer.", "13"),
    case("frontier", "count_relations",
         "The number of relations is either 8 or 9 — one arrow between Vienna and Austria may be a double-headed "
         "arrow representing two relations.", None),
    case("frontier", "entity",
         "The masked node is connected to Uganda by a 'capital of' edge, so the hidden entity is **Kampala**.", "B",
         EAST_AFRICA),
    case("frontier", "entity",
         "Given the edges (capital of → Liechtenstein) and (currency → Swiss franc), the masked entity must be "
         "**Vaduz**.", "C", EUROPE),
    case("frontier", "entity",
         "It's a capital that uses the euro and is a member of the EU — that fits both **Vienna** and "
         "**Luxembourg**, and nothing else in the graph distinguishes them.", None, EUROPE),
    case("frontier", "entity",
         "## Answer\n\nAddis Ababa — it is the seat of the African Union, which matches the 'headquarters of' edge.",
         "E", EAST_AFRICA),
    case("frontier", "entity",
         "The hidden node has members France, Germany and Italy and uses the euro, so it's the European Union "
         "(option A).", "A", ORGS),
    case("frontier", "relation",
         "Austria and Germany are adjacent countries, so the masked edge is the one for neighbouring countries: "
         "**shares border with**.", "E", RELATIONS),
    case("frontier", "relation",
         "The edge goes from Poland to the Złoty. That's a currency relationship, so the answer is *currency*.", "C",
         RELATIONS),
    case("frontier", "relation",
         "The masked edge links Bavaria to Germany. Both 'part of' and 'located in region' would be defensible here; "
         "the graph's other edges don't settle which label the dataset uses.", None, RELATIONS_2),
    case("frontier", "relation",
         "Belgium → EU: Belgium belongs to the European Union, so the relation is **member of** (B).", "B",
         RELATIONS_2),
]

# ---- qwen3vl: Qwen3-VL, Qwen2.5-VL, GLM-4.5V, Kimi-VL and InternVL3 in instruct and thinking modes: <think> blocks
# ---- (some cut off), GLM's <|begin_of_box|>, Kimi's ◁think▷, English with some Chinese (全角 punctuation, 选项, 答案),
# ---- option texts translated to Chinese
QWEN3VL = [
    case("qwen3vl", "letters4",
         "<think>\nThe paper is folded in half twice, then a hole is punched near the fold. Unfolding once gives two "
         "holes, unfolding again gives four, symmetric about both fold lines. Option A has holes in the corners, "
         "option B has four holes near the centre... wait, the punch is near the folded edge, so after unfolding the "
         "holes should be near the centre. That's B.\n</think>\n\nThe answer is B.", "B"),
    case("qwen3vl", "letters4",
         "<think>Let me analyze the folding. The first fold is vertical, the second horizontal. The hole is punched "
         "in the lower-left corner of the folded square, which corresponds to the centre of the original sheet... so "
         "four holes clustered at the centre. That matches C.</think><answer><|begin_of_box|>C<|end_of_box|>"
         "</answer>", "C"),
    case("qwen3vl", "letters4", "最终答案：D", "D"),
    case("qwen3vl", "letters4", "根据折叠过程，纸张展开后应有四个孔，对称分布。选项C符合这一特征。\n\n答案：C", "C"),
    case("qwen3vl", "letters4",
         "<think>\nFirst fold: left to right. Second fold: top to bottom. The punch is at... hmm, the punch position "
         "is near the corner, but which corner? If it's the open corner then the holes go to the four corners of the "
         "sheet, that's A. If it's the folded corner, the holes are at the centre, that's C. Looking again at the "
         "third diagram, the corner", None),
    case("qwen3vl", "letters4",
         "The object in the image is rotated 90 degrees clockwise. Comparing with the options, option A shows the "
         "correct orientation.\n\nAnswer: A", "A"),
    case("qwen3vl", "letters4",
         "◁think▷The cube with the red face is on top originally. After rotating about the vertical axis by 180°, the "
         "red face stays on top and the blue face moves to the back. Option D shows the red on top with the blue "
         "hidden. So D.◁/think▷The correct option is D.", "D"),
    case("qwen3vl", "letters4", "Option B", "B"),
    case("qwen3vl", "letters4", "展开后，孔的位置关于两条折痕对称，所以正确答案是选项 A。", "A"),
    case("qwen3vl", "letters4", "选项B和选项D都有四个孔，仅从图中无法确定哪一个正确。", None),
    case("qwen3vl", "letters4",
         "**答案：B**\n\n解析：第一次对折后打孔，展开后孔沿折痕对称；第二次展开后再次对称，共四个孔，只有 B 符合。",
         "B"),
    case("qwen3vl", "letters4",
         "Based on the image, the unfolded sheet should look like option D, since the holes are mirrored across both "
         "fold lines.", "D"),
    case("qwen3vl", "letters4",
         "<think>\n好的，我需要分析这个折纸问题。纸先对折，再对折，然后打孔。展开后孔的数量是4个。看选项：A有2个孔，B有4个孔但位置"
         "不对称，C有4个孔且对称，D有3个孔。所以答案是C。\n</think>\n\n答案是 C。", "C"),
    case("qwen3vl", "letters6",
         "The sequence shows the black square moving one cell to the right each frame, wrapping around at the edge. "
         "The next frame should have the square in the first column, which is option E.\n\nAnswer: E", "E"),
    case("qwen3vl", "letters6", "下一帧应为 F，因为三角形每次顺时针旋转 60°。", "F"),
    case("qwen3vl", "letters6",
         "<think>\nThe circle moves clockwise... frame 1 top, frame 2 right, frame 3 bottom. Next should be left. "
         "Options: A left, D left too? A has a filled circle on the left, D has an empty one on the left. The colour "
         "alternates: filled, empty, filled, so next empty → D. But wait, frame 2 was filled too? Let me re-check. "
         "Frame 1 filled, frame 2 filled, frame 3 empty... then the colour rule is unclear.\n</think>\n\nThe position "
         "rule points to the left, but options A and D both put the circle on the left, and the colour rule is not "
         "clear from the three frames, so I cannot decide between A and D.", None),
    case("qwen3vl", "letters6", "答案：B。图形每次增加一条边。", "B"),
    case("qwen3vl", "letters6", "The correct answer is (C).", "C"),
    case("qwen3vl", "odd6",
         "The odd one out is E. All other figures are symmetric about the vertical axis, while E is not.", "E"),
    case("qwen3vl", "odd6", "与其他五个图形不同的是 D：只有它的阴影在内部。\n答案：D", "D"),
    case("qwen3vl", "odd6",
         "<think>\nA: circle inside square. B: triangle inside square. C: square inside circle — different, the "
         "container is a circle. D: star inside square. E: pentagon inside square. F: hexagon inside square. So C "
         "breaks the rule.\n</think>\n\nC", "C"),
    case("qwen3vl", "odd6", "每个图形都各不相同，我无法确定哪一个不符合规律。", None),
    case("qwen3vl", "odd6", "<|begin_of_box|>F<|end_of_box|>", "F"),
    case("qwen3vl", "yes_no", "是的，存在事实错误：图中显示澳大利亚的首都是悉尼，但实际上是堪培拉。\n\n答案：Yes",
         "Yes"),
    case("qwen3vl", "yes_no", "No. All the triples in the knowledge graph are consistent with real-world facts.", "No"),
    case("qwen3vl", "yes_no",
         "<think>\nCheck each triple: (France, capital, Paris) correct. (Germany, currency, Euro) correct. (Italy, "
         "official language, Italian) correct. (Spain, shares border with, Portugal) correct. No errors.\n</think>"
         "\n\nNo, there is no factual error in the knowledge graph.", "No"),
    case("qwen3vl", "yes_no",
         "图中 (Japan, currency, Renminbi) 是错误的，日本的货币是日元。因此，知识图谱中存在错误。", "Yes"),
    case("qwen3vl", "yes_no",
         "The text in the image is too small to read clearly, so I cannot verify whether the relations are correct.",
         None),
    case("qwen3vl", "yes_no", "答案：否。图中所有关系均正确。", "No"),
    case("qwen3vl", "yes_no", "Yes.", "Yes"),
    case("qwen3vl", "count", "图中共有 9 个实体。", "9"),
    case("qwen3vl", "count",
         "<think>\nLet me count the nodes: Kenya, Nairobi, Uganda, Kampala, Tanzania, Dodoma, Swahili, African "
         "Union. That's 8.\n</think>\n\nThere are 8 entities in the knowledge graph.", "8"),
    case("qwen3vl", "count",
         "The knowledge graph contains 7 entities: China, Beijing, Renminbi, Mandarin, Japan, Tokyo, and Yen.", "7"),
    case("qwen3vl", "count", "实体数量大约在10到12个之间，部分节点被遮挡。", None),
    case("qwen3vl", "count", "答案：11", "11"),
    case("qwen3vl", "count",
         "Counting the entities in the graph: 德国 (Germany), 柏林 (Berlin), 法国 (France), 巴黎 (Paris), 欧元 (Euro), "
         "欧盟 (EU). Total: 6.", "6"),
    case("qwen3vl", "count",
         "<think>\nI'll count the entities one by one. Top row: Austria, Vienna, Euro. Middle row: Switzerland, Bern, "
         "Swiss franc, German. Bottom row: Liechtenstein, Vaduz, and then there's one more label partially hidden, "
         "maybe", None),
    case("qwen3vl", "count", "10个", "10"),
    case("qwen3vl", "count_relations", "图中共有12条关系（边）。", "12"),
    case("qwen3vl", "count_relations", "There are 9 relations in the graph.", "9"),
    case("qwen3vl", "count_relations",
         "<think>\nEdges: Germany-capital-Berlin, France-capital-Paris, Germany-currency-Euro, France-currency-Euro, "
         "Germany-member of-EU, France-member of-EU, Germany-shares border with-France. That's 7.\n</think>\n\n7",
         "7"),
    case("qwen3vl", "count_relations", "关系的数量可能是 8 条或 9 条，有一条边的方向不清楚。", None),
    case("qwen3vl", "entity", "被遮挡的实体是基加利，它是卢旺达的首都。", "C", EAST_AFRICA_ZH),
    case("qwen3vl", "entity", "The masked entity is Luxembourg, since it is both the country and the capital.", "D",
         EUROPE),
    case("qwen3vl", "entity", "答案：伯尔尼（Bern）", "B", EUROPE_ZH),
    case("qwen3vl", "entity",
         "The masked entity is either Nairobi or Dodoma; both are capitals connected to Swahili.", None, EAST_AFRICA),
    case("qwen3vl", "entity",
         "<think>\nThe masked node is linked to Ethiopia with 'capital of', so it should be Addis Ababa.\n</think>"
         "\n\n亚的斯亚贝巴", "E", EAST_AFRICA_ZH),
    case("qwen3vl", "relation", "被遮挡的关系是“接壤”，因为法国和德国相邻。", "E", RELATIONS_ZH),
    case("qwen3vl", "relation", "The masked relation is 'official language'（官方语言）.", "B", RELATIONS),
    case("qwen3vl", "relation", "答案：货币", "C", RELATIONS_ZH),
    case("qwen3vl", "relation", "该关系可能是“part of”，也可能是“located in region”，无法确定。", None, RELATIONS_2),
]

# ---- smallvlm: LLaVA-OneVision, Idefics3, SmolVLM, Phi-4-multimodal, PaliGemma, Moondream and MiniCPM-V: short
# ---- replies, the image described without an answer, the question repeated, "B." or "The answer is b", an option
# ---- text misspelled or cased differently, letters outside the options, counts as "five nodes"
SMALLVLM = [
    case("smallvlm", "letters4", "b.", "B"),
    case("smallvlm", "letters4", "The answer is b", "B"),
    case("smallvlm", "letters4", "The image shows a piece of paper with holes in it.", None),
    case("smallvlm", "letters4", "Assistant: C.", "C"),
    case("smallvlm", "letters4", "E.", None),
    case("smallvlm", "letters4", "which option shows the sheet after it is completely unfolded? option d", "D"),
    case("smallvlm", "letters4", "option a", "A"),
    case("smallvlm", "letters4", "The sheet has four holes.", None),
    case("smallvlm", "letters4", "The correct answer is C. The sheet has four holes in the corners.", "C"),
    case("smallvlm", "letters4", "d", "D"),
    case("smallvlm", "letters4", "A piece of paper with four holes, option B.", "B"),
    case("smallvlm", "letters4", "ABCD", None),
    case("smallvlm", "letters4", "The unfolded sheet matches option D because the holes are symmetric.", "D"),
    case("smallvlm", "letters6", "f", "F"),
    case("smallvlm", "letters6", "The next frame is e.", "E"),
    case("smallvlm", "letters6", "The image shows six frames with a square in different positions.", None),
    case("smallvlm", "letters6", "G", None),
    case("smallvlm", "letters6", "Answer: A", "A"),
    case("smallvlm", "odd6", "C", "C"),
    case("smallvlm", "odd6", "The odd one is panel f.", "F"),
    case("smallvlm", "odd6", "Panel D is different.", "D"),
    case("smallvlm", "odd6", "All the panels have shapes.", None),
    case("smallvlm", "odd6",
         "Five of the six panels follow the same rule. The panel that breaks the rule is B.", "B"),
    case("smallvlm", "yes_no", "Yes it is", "Yes"),
    case("smallvlm", "yes_no", "No there is not", "No"),
    case("smallvlm", "yes_no", "Yes, there is an error.", "Yes"),
    case("smallvlm", "yes_no", "The knowledge graph shows countries and capitals.", None),
    case("smallvlm", "yes_no", "no mistake", "No"),
    case("smallvlm", "yes_no", "Yes. Sydney is not the capital of Australia.", "Yes"),
    case("smallvlm", "yes_no", "There is no factual error in the knowledge graph.", "No"),
    case("smallvlm", "count", "five nodes", "5"),
    case("smallvlm", "count", "7 nodes", "7"),
    case("smallvlm", "count", "There are eight entities.", "8"),
    case("smallvlm", "count", "There are a lot of entities in this graph.", None),
    case("smallvlm", "count", "The graph has 9 entities in it.", "9"),
    case("smallvlm", "count", "10 entities", "10"),
    case("smallvlm", "count", "How many entities does the knowledge graph contain?", None),
    case("smallvlm", "count", "six", "6"),
    case("smallvlm", "count_relations", "There are 11 relations.", "11"),
    case("smallvlm", "count_relations", "eight arrows", "8"),
    case("smallvlm", "count_relations", "The relations are capital of, currency and member of.", None),
    case("smallvlm", "count_relations", "12 relations", "12"),
    case("smallvlm", "entity", "kampala", "B", EAST_AFRICA),
    case("smallvlm", "entity", "Nairobbi", "A", EAST_AFRICA),
    case("smallvlm", "entity", "The hidden entity is vaduz.", "C", EUROPE),
    case("smallvlm", "entity", "Luxemburg", "D", EUROPE),
    case("smallvlm", "entity", "Kenya", None, EAST_AFRICA),
    case("smallvlm", "relation", "SHARES BORDER WITH", "E", RELATIONS),
    case("smallvlm", "relation", "member", "D", RELATIONS),
    case("smallvlm", "relation", "capitol of", "E", RELATIONS_2),
    case("smallvlm", "relation", "The relation is between Germany and France.", None, RELATIONS),
]

# ---- gemma_llama: Gemma 3, Llama 3.2 / 4 Vision, Mistral / Pixtral and Aya Vision: "**Final Answer:** The final
# ---- answer is $\boxed{B}$", "Therefore, the correct option is (C).", "## Step n:" lists, answers restated with the
# ---- option's text ("B) Swiss franc"), hedges between two options, refusals to judge
GEMMA_LLAMA = [
    case("gemma_llama", "letters4",
         "Let's analyze the folding process step by step.\n\n1. The paper is folded in half vertically.\n2. It is "
         "then folded in half horizontally.\n3. A hole is punched near the center of the folded paper.\n\nWhen "
         "unfolded, the hole will be mirrored across both fold lines, producing four holes near the center.\n\n"
         "**Final Answer:** The final answer is $\\boxed{B}$", "B"),
    case("gemma_llama", "letters4",
         "## Step 1: Identify the folds\nThe sheet is folded twice: first vertically, then horizontally.\n\n## Step 2: "
         "Determine the hole positions\nThe hole is punched in the corner of the folded sheet, which corresponds to "
         "the four corners of the original sheet.\n\n## Step 3: Compare with the options\nOption A shows four holes "
         "at the corners.\n\nThe final answer is: $\\boxed{A}$", "A"),
    case("gemma_llama", "letters4",
         "To determine which option shows the sheet after it is completely unfolded, we need to reverse the folds.\n\n"
         "- The last fold is undone first, mirroring the hole across the horizontal line.\n- Then the first fold is "
         "undone, mirroring both holes across the vertical line.\n\nTherefore, the correct option is (C).", "C"),
    case("gemma_llama", "letters4",
         "Based on the folding pattern, the holes should be symmetric. Both option B and option D show symmetric "
         "patterns, so the answer is likely either B or D.", None),
    case("gemma_llama", "letters4",
         "The correct answer is **D**. When the paper is unfolded, the holes appear in a symmetric pattern on both "
         "halves of the sheet.", "D"),
    case("gemma_llama", "letters4",
         "I'm unable to determine the correct answer from this image, as the fold lines and punch positions are not "
         "clearly visible. If you can describe the folds, I can help you work through it.", None),
    case("gemma_llama", "letters4",
         "The object is rotated 90 degrees around the vertical axis. After the rotation, the red cube that was on the "
         "left appears at the front. This matches option B.\n\n**Answer:** B) Option B", "B"),
    case("gemma_llama", "letters4",
         "Here's how to solve this:\n\n* **Understanding the rotation:** The object is turned upside down.\n* "
         "**Checking the options:** Only option C keeps the green cube attached to the long arm after flipping.\n\n"
         "**Therefore, the answer is C.**", "C"),
    case("gemma_llama", "letters4",
         "The sheet after it is completely unfolded is shown in option A. The holes are mirrored across the fold "
         "lines, resulting in four holes.", "A"),
    case("gemma_llama", "letters4",
         "**Step 1:** The paper is folded in half.\n**Step 2:** The paper is folded again.\n**Step 3:** A hole is "
         "punched.\n**Step 4:** The paper is unfolded.\n\nThe unfolded sheet will have multiple holes arranged "
         "symmetrically.", None),
    case("gemma_llama", "letters4", "**Final Answer:** The final answer is $\\boxed{D}$", "D"),
    case("gemma_llama", "letters4",
         "Option C is the correct answer, but option A is also very similar. Upon closer inspection, option C is the "
         "only one with the holes aligned to the fold lines.\n\nThe final answer is C.", "C"),
    case("gemma_llama", "letters4",
         "It's difficult to determine the exact answer without more information about the folding process. However, "
         "based on the image, option B seems plausible, though option A could also be correct.", None),
    case("gemma_llama", "letters6",
         "## Step 1: Identify the pattern\nThe square moves one position clockwise in each frame.\n\n## Step 2: "
         "Predict the next position\nAfter the bottom-right corner, the next position is the bottom-left corner.\n\n"
         "## Step 3: Match with the options\nOption E shows the square in the bottom-left corner.\n\nThe final answer "
         "is: $\\boxed{E}$", "E"),
    case("gemma_llama", "letters6",
         "Each frame adds one stripe to the flag, so the next frame has four stripes.\n\nTherefore, the correct "
         "option is (F).", "F"),
    case("gemma_llama", "letters6",
         "The sequence shows a shape rotating. The next frame could be either option A or option D, since both show "
         "the shape rotated by 90 degrees.", None),
    case("gemma_llama", "letters6",
         "Looking at the sequence, the number of dots increases by one in each frame. The next frame should have "
         "five dots.\n\n**Final Answer:** The final answer is $\\boxed{B}$", "B"),
    case("gemma_llama", "letters6", "The answer is **A) Option A**.", "A"),
    case("gemma_llama", "odd6",
         "Let's examine each panel:\n\n* **Panel A:** Circle with a dot in the center.\n* **Panel B:** Square with a "
         "dot in the center.\n* **Panel C:** Triangle with a dot outside.\n* **Panel D:** Pentagon with a dot in the "
         "center.\n* **Panel E:** Hexagon with a dot in the center.\n* **Panel F:** Star with a dot in the center.\n\n"
         "Panel C is the only one where the dot is outside the shape.\n\n**Final Answer:** The final answer is "
         "$\\boxed{C}$", "C"),
    case("gemma_llama", "odd6",
         "All panels except one show two shapes of the same colour. Therefore, the panel that breaks the rule is "
         "(E).", "E"),
    case("gemma_llama", "odd6",
         "I cannot determine which panel breaks the rule, as all six panels appear to follow different patterns.",
         None),
    case("gemma_llama", "odd6",
         "The panel that does not follow the rule is panel F, because its arrows point in the opposite direction.\n\n"
         "The final answer is F.", "F"),
    case("gemma_llama", "odd6", "**Answer:** D) Option D\n\nAll other panels have an even number of lines.", "D"),
    case("gemma_llama", "yes_no",
         "## Step 1: Examine each triple\n- Germany, capital, Berlin: correct\n- France, currency, Euro: correct\n"
         "- Italy, shares border with, Spain: incorrect, Italy does not share a border with Spain.\n\n## Step 2: "
         "Conclusion\nThere is a factual error in the knowledge graph.\n\nThe final answer is: $\\boxed{Yes}$", "Yes"),
    case("gemma_llama", "yes_no",
         "After reviewing the knowledge graph, all of the relationships appear to be accurate. Therefore, there is no "
         "factual error.\n\n**Final Answer:** The final answer is $\\boxed{No}$", "No"),
    case("gemma_llama", "yes_no",
         "I'm not able to verify the facts in this knowledge graph with certainty. I recommend checking the "
         "information against a reliable source.", None),
    case("gemma_llama", "yes_no",
         "Yes, the knowledge graph contains a factual error. It states that Nairobi is the capital of Uganda, but "
         "Nairobi is the capital of Kenya.", "Yes"),
    case("gemma_llama", "yes_no", "No, the knowledge graph does not contain any factual errors.", "No"),
    case("gemma_llama", "yes_no",
         "There might be an error in the knowledge graph, but I cannot say for sure without more context.", None),
    case("gemma_llama", "yes_no",
         "Therefore, the answer is **Yes**. The currency of Japan is the Yen, not the Won.", "Yes"),
    case("gemma_llama", "count",
         "## Step 1: List the entities\nThe entities are: Kenya, Nairobi, Uganda, Kampala, Rwanda, Kigali, and East "
         "African Community.\n\n## Step 2: Count them\nThere are 7 entities.\n\nThe final answer is: $\\boxed{7}$",
         "7"),
    case("gemma_llama", "count",
         "To count the entities, I will list each node in the graph:\n\n1. Austria\n2. Vienna\n3. Switzerland\n"
         "4. Bern\n5. Euro\n6. Swiss franc\n7. German\n8. European Union\n\n**Final Answer:** The final answer is "
         "$\\boxed{8}$", "8"),
    case("gemma_llama", "count", "The knowledge graph contains **10 entities**.", "10"),
    case("gemma_llama", "count",
         "The knowledge graph contains approximately 9 or 10 entities, but some labels are difficult to read.", None),
    case("gemma_llama", "count", "Therefore, the total number of entities is 12.", "12"),
    case("gemma_llama", "count",
         "I cannot accurately count the entities in this image due to overlapping labels.", None),
    case("gemma_llama", "count",
         "There are six entities: France, Paris, Germany, Berlin, Euro, and EU.\n\nThe final answer is 6.", "6"),
    case("gemma_llama", "count", "**Answer:** 9", "9"),
    case("gemma_llama", "count_relations",
         "## Step 1: Count the arrows\nEach arrow represents a relation. There are 11 arrows.\n\nThe final answer is: "
         "$\\boxed{11}$", "11"),
    case("gemma_llama", "count_relations",
         "The knowledge graph has **8 relations**: 3 'capital of', 3 'currency', and 2 'member of'.", "8"),
    case("gemma_llama", "count_relations",
         "The graph contains either 10 or 11 relations, depending on whether the double arrow is counted once or "
         "twice.", None),
    case("gemma_llama", "count_relations", "Therefore, the number of relations is (13).", "13"),
    case("gemma_llama", "entity",
         "The masked entity is connected to Rwanda by the 'capital of' relation.\n\n**Final Answer:** C) Kigali", "C",
         EAST_AFRICA),
    case("gemma_llama", "entity", "Therefore, the correct option is (B) Bern.", "B", EUROPE),
    case("gemma_llama", "entity",
         "The hidden entity could be Nairobi or Kampala, as both are capitals in East Africa.", None, EAST_AFRICA),
    case("gemma_llama", "entity", "The final answer is: $\\boxed{\\text{Brussels}}$", "E", EUROPE),
    case("gemma_llama", "entity",
         "The masked entity is the currency of Switzerland.\n\n**Answer:** B) Swiss franc", "B", CURRENCIES),
    case("gemma_llama", "relation",
         "Germany and Poland are neighboring countries.\n\n**Final Answer:** E) shares border with", "E", RELATIONS),
    case("gemma_llama", "relation",
         "The relation between Vienna and Austria is \"capital of\".\n\nThe final answer is A.", "A", RELATIONS),
    case("gemma_llama", "relation",
         "I'm not sure whether the masked relation is 'part of' or 'located in region'. Both could apply.", None,
         RELATIONS_2),
    case("gemma_llama", "relation", "Therefore, the correct option is (D) shares border with.", "D", RELATIONS_2),
]

# ---- round 23: four new voices, written after round 22's fixes, before any rule change touching them and before the
# ---- extractor was run on them; scored once as they stood. Current multimodal families answering the project's own
# ---- questions free-form, mostly in English, with the slips real models make
# ---- oseries: OpenAI o3, o4-mini and GPT-4.1: a reasoning summary then a short verdict, "**Answer: B**", "Option C is
# ---- the only one where …", bullet lists of eliminated options, a final table
OSERIES = [
    case("oseries", "letters4",
         "**Reasoning summary**\n\nTraced the two folds back from the punched corner; each unfold mirrors the hole "
         "across its crease, giving four holes placed symmetrically about the centre.\n\n**Answer: B**", "B"),
    case("oseries", "letters4",
         "Option C is the only one where the holes are mirrored across both fold lines; A and B miss the horizontal "
         "reflection and D adds a fifth hole.", "C"),
    case("oseries", "letters4",
         "Eliminated:\n- A — only two holes, so the second unfold is missing\n- C — holes sit on the crease itself\n"
         "- D — pattern is mirrored left-right only\n\nRemaining: **B**.", "B"),
    case("oseries", "letters4",
         "**Thinking**\n> Comparing the reference object with each candidate after a 90° turn about the vertical "
         "axis.\n\nThe arm that pointed toward the viewer now points right, and the colours are preserved. That "
         "matches **D**.", "D"),
    case("oseries", "letters4",
         "| Option | Mirrored correctly | Holes |\n|---|---|---|\n| A | ✗ | 4 |\n| B | ✗ | 2 |\n| C | ✓ | 4 |\n"
         "| D | ✗ | 3 |\n\n**Answer: C**", "C"),
    case("oseries", "letters4",
         "I can't determine this from the image: the fold line in the second step is drawn faintly and could be "
         "either diagonal or vertical, and the two readings lead to A and D respectively. If you can confirm the fold "
         "direction I'll give a definitive answer.", None),
    case("oseries", "letters4",
         "Answer: A\n\nWhy: the rotation is 180° about the depth axis, so the top-left block ends up bottom-right; "
         "only A has that.", "A"),
    case("oseries", "letters4",
         "**Summary of reasoning**\n- Fold 1 (vertical) doubles the hole.\n- Fold 2 (horizontal) doubles it again.\n"
         "- The punch is away from every edge, so no holes merge.\n\nFour separate holes, one per quadrant → "
         "**Option D**.", "D"),
    case("oseries", "letters4",
         "The correct answer is B. When the paper is unfolded, the single hole is reflected across both folds, "
         "resulting in four holes arranged in a square around the center, as shown in option B.", "B"),
    case("oseries", "letters4",
         "It's between **A** and **C**. Both have four holes in the right quadrants; they differ only in hole size, "
         "which I can't judge reliably at this resolution.", None),
    case("oseries", "letters4", "Answer: **C** (the others are reflections, not rotations).", "C"),
    case("oseries", "letters4",
         "**Answer:** unable to determine — the reference view is cropped, so the hidden face's colour can't be "
         "established, and options B and D differ only in that face.", None),
    case("oseries", "letters6",
         "**Pattern:** the shaded square moves one step clockwise each frame and the triangle alternates between "
         "pointing up and down.\n\n**Next frame:** shaded square in the bottom-right, triangle pointing down.\n\n"
         "**Answer: F**", "F"),
    case("oseries", "letters6",
         "Option E is the only one where both the rotation (90° per step) and the colour alternation continue "
         "correctly.", "E"),
    case("oseries", "letters6",
         "Ruled out:\n• A — colour wrong\n• B — rotated the wrong way\n• C — shape missing\n• E — dot count off by "
         "one\n• F — correct rotation, wrong colour\n\nThat leaves D.", "D"),
    case("oseries", "letters6",
         "The sequence is consistent with two rules (rotation by 60° per frame, or a reflection every other frame), "
         "and they predict different frames, B and E. Without a further frame I can't choose between them.", None),
    case("oseries", "letters6",
         "Final answer: **A** — the count of dots goes 1, 2, 3, 4, so the next frame has five, and A is the only "
         "five-dot frame.", "A"),
    case("oseries", "letters6",
         "| Frame | Arrow | Dots |\n|---|---|---|\n| 1 | ↑ | 1 |\n| 2 | → | 2 |\n| 3 | ↓ | 3 |\n| next | ← | 4 |\n\n"
         "The next frame has the arrow pointing left with four dots: **C**.", "C"),
    case("oseries", "odd6",
         "Option D is the only one where the inner shape isn't rotated by the same angle as the outer one, so **D** "
         "is the odd one out.", "D"),
    case("oseries", "odd6", "**Answer: B**\n\nFive panels show a closed curve; B's curve has a gap at the top.", "B"),
    case("oseries", "odd6",
         "Checked each panel against the rule 'number of sides = number of dots':\n- A: 4 sides, 4 dots ✓\n"
         "- B: 3, 3 ✓\n- C: 5, 5 ✓\n- D: 6, 6 ✓\n- E: 4, 3 ✗\n- F: 5, 5 ✓\n\nE breaks the rule.", "E"),
    case("oseries", "odd6",
         "Two panels differ from the rest, A (in shading) and F (in orientation), so there isn't a single odd one out "
         "under any rule I can find.", None),
    case("oseries", "odd6", "The odd one out is **F**.", "F"),
    case("oseries", "odd6",
         "I'm not able to make out the inner shapes in panels C–F at this resolution, so I can't identify which "
         "panel breaks the rule.", None),
    case("oseries", "yes_no",
         "**Answer: Yes**\n\nThe triple (Kenya, capital, Kampala) is wrong — Kenya's capital is Nairobi; Kampala is "
         "Uganda's.", "Yes"),
    case("oseries", "yes_no", "Checked all eight triples against known facts; each one is accurate. **Answer: No**",
         "No"),
    case("oseries", "yes_no",
         "| Triple | Verdict |\n|---|---|\n| Austria – capital – Vienna | correct |\n| Austria – currency – Euro | "
         "correct |\n| Switzerland – member of – EU | **incorrect** |\n\nSo yes, there's a factual error: "
         "Switzerland isn't an EU member.", "Yes"),
    case("oseries", "yes_no", "There's no factual error in the graph.", "No"),
    case("oseries", "yes_no",
         "The edge between Belgium and the lower node is unreadable — the label is cut off at the image border. Every "
         "other triple is correct, so whether there's an error depends entirely on that label.", None),
    case("oseries", "yes_no", "Yes. 'Poland — currency — Euro' is false; Poland uses the złoty.", "Yes"),
    case("oseries", "yes_no", "**Answer: No** — all capitals, currencies and memberships shown are correct.", "No"),
    case("oseries", "count",
         "Entities: Kenya, Uganda, Tanzania, Nairobi, Kampala, Dodoma, East African Community.\n\n**Answer: 7**", "7"),
    case("oseries", "count",
         "I count 9 distinct nodes. (The Euro node is shared by three countries but counts once.)", "9"),
    case("oseries", "count",
         "| # | Entity |\n|---|---|\n| 1 | Belgium |\n| 2 | Brussels |\n| 3 | Euro |\n| 4 | Netherlands |\n"
         "| 5 | Amsterdam |\n| 6 | EU |\n\n**Total: 6**", "6"),
    case("oseries", "count",
         "Between 10 and 12 — two labels in the lower cluster overlap and I can't tell if they're separate nodes.",
         None),
    case("oseries", "count", "Answer: 11 entities.", "11"),
    case("oseries", "count",
         "I can't give a reliable count: the image is low-resolution and several node labels are illegible.", None),
    case("oseries", "count_relations",
         "Each arrow is one relation; counting them region by region gives 4 + 3 + 5 = **12** relations.", "12"),
    case("oseries", "count_relations", "**Answer: 8**\n\n(3 capital-of, 3 currency, 2 member-of edges.)", "8"),
    case("oseries", "count_relations",
         "Either 9 or 10, depending on whether the double-headed arrow between Germany and France counts as one "
         "relation or two.", None),
    case("oseries", "count_relations", "There are 14 relations in the graph (one per arrow).", "14"),
    case("oseries", "entity",
         "The masked node is linked to Rwanda by 'capital of', so it's Kigali.\n\n**Answer: C**", "C", EAST_AFRICA),
    case("oseries", "entity",
         "Option B is the only one that is a capital and uses the Swiss franc — **Bern**.", "B", EUROPE),
    case("oseries", "entity",
         "Both Vienna and Luxembourg satisfy every edge attached to the masked node (capital, Euro, EU member), so the "
         "graph doesn't determine which one is hidden.", None, EUROPE),
    case("oseries", "entity",
         "**Answer:** Addis Ababa (E) — it hosts the African Union, which matches the 'headquarters of' edge.", "E",
         EAST_AFRICA),
    case("oseries", "entity",
         "The hidden entity is the currency shared by Germany, France and Italy: the Euro.", "A", CURRENCIES),
    case("oseries", "relation",
         "Poland and Germany are neighbours, so the masked relation is **shares border with** (E).", "E", RELATIONS),
    case("oseries", "relation", "Answer: member of", "B", RELATIONS_2),
    case("oseries", "relation",
         "The edge from Catalonia to Spain could be 'part of' or 'located in region' — both fit and the graph doesn't "
         "disambiguate.", None, RELATIONS_2),
    case("oseries", "relation",
         "The masked edge points from Vienna to Austria, and Vienna is Austria's capital, so the relation is capital "
         "of.", "A", RELATIONS),
    case("oseries", "relation",
         "**Answer: C** — the edge goes from Sweden to the Krona, which is a currency relationship.", "C", RELATIONS),
]

# ---- deepseekvl: DeepSeek-VL2, Janus-Pro, Kimi-VL-Thinking, MiMo-VL and Skywork-R1V: long traces, "Final answer:",
# ---- "So the answer should be C." mid-trace then revised, English mixed with some Chinese, counts with reasoning
DEEPSEEKVL = [
    case("deepseekvl", "letters4",
         "<think>\nThe paper is folded twice and punched once. Unfolding the second fold gives two holes, unfolding "
         "the first gives four. So the answer should be C. Wait, C has the holes near the edges, but the punch was "
         "near the centre of the folded packet. Let me recheck... the punch is close to the folded corner, so after "
         "unfolding the holes cluster around the centre. That's option B, not C.\n</think>\n\nFinal answer: B", "B"),
    case("deepseekvl", "letters4",
         "<think>\nOkay, let me look at the object. It has three cubes in a row and one on top at the left end. After "
         "rotating 90° clockwise seen from above, the top cube should be at the back... Option A shows it at the "
         "front, that's wrong. Option D shows it at the back. So the answer should be D.\n</think>\nThe answer is D.",
         "D"),
    case("deepseekvl", "letters4",
         "首先，纸沿竖直方向对折，然后沿水平方向对折。打孔后展开，孔会关于两条折痕对称。So there should be four holes, "
         "symmetric. 选项A只有两个孔，选项C的孔不对称，选项D有三个孔。所以答案是B。", "B"),
    case("deepseekvl", "letters4",
         "So the answer should be A. Hmm, but wait — A shows the mirror image of the object, not a rotation; the "
         "small block is on the wrong side. Let me compare with C: C keeps the block on the right after turning, "
         "which is a proper rotation. Final answer: C", "C"),
    case("deepseekvl", "letters4",
         "<think>\nLet me figure out the folding. First fold: left half over right half. Second fold: top over "
         "bottom. The hole is punched at the bottom-left of the folded paper, which corresponds to... hmm, after the "
         "first fold the left edge is the crease. So bottom-left of the packet is at the crease. When unfolding, the "
         "hole gets reflected across the crease, so", None),
    case("deepseekvl", "letters4",
         "<think>\nThe options: A has four holes at the corners, B has four near the centre, C two holes, D four "
         "holes on the diagonal. The punch was near the open edge, far from both creases, so holes end up near the "
         "corners. That's A.\n</think>\n\n**Final answer: A**", "A"),
    case("deepseekvl", "letters4",
         "Let me think step by step.\n\nStep 1: Identify the rotation. The object is rotated 180° around the vertical "
         "axis.\nStep 2: After this rotation, the front face becomes the back face and left becomes right.\nStep 3: "
         "Check each option. Option B matches this transformation.\n\nSo the answer is B.", "B"),
    case("deepseekvl", "letters4",
         "The image shows a square sheet of paper with dashed fold lines and a small circle representing a punched "
         "hole. Below are four options labelled A, B, C and D, each showing a square with a different pattern of "
         "holes.", None),
    case("deepseekvl", "letters4",
         "<think>\nSo the answer should be D... no wait. D has five holes, which is impossible with two folds — the "
         "number of holes must be a power of 2. Recount: A has 4, B has 2, C has 4, D has 5. Between A and C, A's "
         "holes are mirrored across both creases and C's are not. So A.\n</think>\nFinal answer: A", "A"),
    case("deepseekvl", "letters4",
         "◁think▷The first fold is vertical. The second fold... I can't see clearly if the second fold is diagonal. "
         "If diagonal, then the answer is C; if horizontal, then B.◁/think▷I can't determine whether the second fold "
         "is diagonal or horizontal from the image, so it's either B or C.", None),
    case("deepseekvl", "letters4",
         "<think>\n好的，我来分析一下。The rotated view should show the red face on top. 选项C的红色面在顶部，"
         "而且其他面的位置也对。\n</think>\n答案：C", "C"),
    case("deepseekvl", "letters4",
         "After unfolding, the holes are mirrored across the crease, giving two holes side by side. Option D shows "
         "two holes side by side at the correct height. Final answer: D.", "D"),
    case("deepseekvl", "letters6",
         "<think>\nFrame 1: dot top-left. Frame 2: dot top-middle. Frame 3: dot top-right. So the dot moves right "
         "along the top row... then it should wrap to middle-right? Or go to the next row's left? The option with "
         "the dot at middle-left is E, the one with middle-right is F. Looking at the colours, every frame alternates "
         "black/white; frame 3 is black so next is white. E is white, F is black. So the answer should be E.\n"
         "</think>\nFinal answer: E", "E"),
    case("deepseekvl", "letters6",
         "The shape rotates 45° each step. 所以下一帧箭头应该指向东南方向。选项B. Wait, B points south-west. Let me "
         "look again — the arrow that points south-east is in option F. 最终答案：F", "F"),
    case("deepseekvl", "letters6",
         "<think>\nThe triangle count goes 1, 2, 4 — maybe doubling, so next is 8? Or 1, 2, 4, 7 with differences 1, "
         "2, 3? Option C has 8 triangles, option D has 7. Both rules are plausible.\n</think>\nThe pattern could be "
         "doubling (C) or increasing differences (D); I'm not sure which.", None),
    case("deepseekvl", "letters6",
         "The square grows by one cell each frame and moves to the right. Frame 4 should be a 4-cell square at the "
         "right edge. So the answer should be A.\n\nFinal answer: A", "A"),
    case("deepseekvl", "letters6",
         "Let me analyze the sequence carefully. The pattern: the circle moves clockwise around the corners, and the "
         "number of lines inside increases by one. Next: circle at bottom-left, four lines. Checking: B has the "
         "circle at bottom-left but three lines; D has the circle at bottom-left with four lines. Therefore the "
         "answer is D.", "D"),
    case("deepseekvl", "letters6",
         "<think>\nLet me carefully look at each frame. Frame 1 has a star at the top. Frame 2 the star has moved to "
         "the right and turned grey. Frame 3 the star is at the bottom and black again. So the pattern is a 90° "
         "rotation with the colour alternating. Next the star should be on the left in grey. Option A: star on the "
         "left, black. Option B: star on the left, grey — this matches. But wait, I should double check the size, "
         "because in frame 3 the star seems slightly", None),
    case("deepseekvl", "odd6",
         "<think>\nA: square with dot inside. B: triangle with dot inside. C: circle with dot inside. D: pentagon "
         "with dot outside. E: hexagon with dot inside. F: star with dot inside. So D is different because the dot "
         "is outside.\n</think>\nFinal answer: D", "D"),
    case("deepseekvl", "odd6", "五个图形都是轴对称的，只有选项E不是轴对称的。So E breaks the rule. 答案：E", "E"),
    case("deepseekvl", "odd6",
         "So the answer should be B, since B is the only one shaded. Hmm, actually C is also shaded, just lighter. "
         "Let me find another rule: all panels have an even number of sides except F, which has five. Final answer: "
         "F", "F"),
    case("deepseekvl", "odd6",
         "<think>\nLooking for the rule... A, B, C all have lines crossing. D, E, F don't. That's 3 and 3, not 5 and "
         "1. Maybe colour? A, D black; the rest white. Also not 5–1.\n</think>\nI couldn't find a rule that five "
         "panels share and one breaks.", None),
    case("deepseekvl", "odd6",
         "The odd one out is panel A, because it is the only one where the arrow points counterclockwise.", "A"),
    case("deepseekvl", "odd6",
         "这道题需要找出不符合规律的图形。Panel B and panel D both look different from the others: B has an extra "
         "line, and D is rotated. 可能是B，也可能是D。", None),
    case("deepseekvl", "yes_no",
         "<think>\nCheck each triple. France - capital - Paris: correct. Germany - capital - Munich: wrong, Berlin is "
         "the capital. So there is an error.\n</think>\nFinal answer: Yes", "Yes"),
    case("deepseekvl", "yes_no",
         "Let me verify: Japan capital Tokyo ✓, Japan currency Yen ✓, China capital Beijing ✓, China currency Yuan "
         "✓. 所有三元组都是正确的。So there is no factual error. Final answer: No", "No"),
    case("deepseekvl", "yes_no",
         "So the answer should be No. Wait, I missed one edge: 'Italy — official language — Spanish'. That's wrong; "
         "Italy's official language is Italian. So there is an error. Final answer: Yes", "Yes"),
    case("deepseekvl", "yes_no",
         "<think>\nThe graph: Kenya - capital - Nairobi ✓. Uganda - capital - Kampala ✓. Tanzania - capital - Dar es "
         "Salaam? The official capital is Dodoma, but Dar es Salaam is the largest city and former capital. "
         "Depending on the dataset, this may or may not count as an error. Hmm.", None),
    case("deepseekvl", "yes_no", "知识图谱中存在错误：瑞士的货币应该是瑞士法郎，而不是欧元。\n\nFinal answer: Yes",
         "Yes"),
    case("deepseekvl", "yes_no",
         "After checking all edges, everything matches real-world facts. There is no error in this knowledge graph.",
         "No"),
    case("deepseekvl", "yes_no",
         "I cannot read the labels on two of the edges because the text is too small. Based on the readable triples "
         "there is no error, but I cannot confirm the rest.", None),
    case("deepseekvl", "count",
         "<think>\nLet me count the nodes: Germany, France, Italy, Berlin, Paris, Rome, Euro, EU. That's 8. Let me "
         "double check... Germany (1), France (2), Italy (3), Berlin (4), Paris (5), Rome (6), Euro (7), EU (8). "
         "Yes, 8.\n</think>\nFinal answer: 8", "8"),
    case("deepseekvl", "count", "数一下实体：肯尼亚、乌干达、内罗毕、坎帕拉、东非共同体，一共5个。\nFinal answer: 5",
         "5"),
    case("deepseekvl", "count",
         "So the answer should be 9. Hmm, but I counted 'Euro' twice since it is connected to two countries; it's "
         "one node. So the count is 8.\n\nFinal answer: 8", "8"),
    case("deepseekvl", "count",
         "Counting the entities step by step: countries (Spain, Portugal, France) = 3, capitals (Madrid, Lisbon, "
         "Paris) = 3, plus the Euro and the EU = 2. In total 3 + 3 + 2 = 8 entities.", "8"),
    case("deepseekvl", "count",
         "<think>\nCount the entities. Top row: Austria, Vienna, Euro. Middle: Germany, Berlin. Bottom: Switzerland, "
         "Bern, Swiss franc, and one more node whose label is", None),
    case("deepseekvl", "count", "Final answer: the knowledge graph contains 10 entities.", "10"),
    case("deepseekvl", "count",
         "There are around 10 entities, maybe 11 — the node at the right edge is partially cut off.", None),
    case("deepseekvl", "count_relations",
         "<think>\nArrows: Germany→Berlin, France→Paris, Germany→Euro, France→Euro, Germany→EU, France→EU, "
         "Germany→France (border). That's 7.\n</think>\nFinal answer: 7", "7"),
    case("deepseekvl", "count_relations", "关系数量：每条箭头代表一个关系。I count 12 arrows. 所以答案是12。", "12"),
    case("deepseekvl", "count_relations",
         "So the answer should be 10. Let me recount more carefully — I missed the edge between Vaduz and "
         "Liechtenstein. That makes 11 relations.\n\nFinal answer: 11", "11"),
    case("deepseekvl", "count_relations",
         "The number of relations is hard to determine because several arrows overlap in the center. It is at "
         "least 9.", None),
    case("deepseekvl", "entity",
         "<think>\nThe masked node connects to Uganda via 'capital of'. Uganda's capital is Kampala.\n</think>\n"
         "Final answer: Kampala", "B", EAST_AFRICA),
    case("deepseekvl", "entity", "被遮挡的实体通过'首都'关系连接到列支敦士登，所以是瓦杜兹 (Vaduz)。答案：C", "C",
         EUROPE),
    case("deepseekvl", "entity",
         "So the answer should be Vienna. But wait, the masked node is connected to 'Swiss franc', and Vienna uses "
         "the Euro. The capital using the Swiss franc is Bern. Final answer: B. Bern", "B", EUROPE),
    case("deepseekvl", "entity",
         "<think>\nThe hidden entity is a language. It is connected to Switzerland and to Italy... could be Italian. "
         "But it's also connected to Belgium? Then French. Hmm, the edges are unclear.\n</think>\nThe masked entity "
         "could be French or Italian.", None, LANGUAGES),
    case("deepseekvl", "entity", "The masked node is the capital of Kenya. 答案：内罗毕", "A", EAST_AFRICA_ZH),
    case("deepseekvl", "relation",
         "<think>\nThe edge from Germany to Poland: they are neighbouring countries.\n</think>\nFinal answer: shares "
         "border with", "E", RELATIONS),
    case("deepseekvl", "relation",
         "The relation between Brussels and Belgium is 'capital of'. So the answer should be capital of.\n\nFinal "
         "answer: A", "A", RELATIONS),
    case("deepseekvl", "relation", "被遮挡的关系连接德国和欧元，所以是货币。Final answer: C", "C", RELATIONS),
    case("deepseekvl", "relation",
         "<think>\nScotland → United Kingdom. Is it 'part of' or 'located in region'? Scotland is a constituent "
         "country of the UK, so 'part of'... but the dataset may use 'located in region' for subnational entities. "
         "I'm not certain.\n</think>\nIt's either part of or located in region.", None, RELATIONS_2),
    case("deepseekvl", "relation", "So the answer should be 'member of'. Final answer: member of (B)", "B",
         RELATIONS_2),
]

# ---- ovis_cog: Ovis2, CogVLM2, NVLM, Aria, Molmo-D and Llama-3.2-Vision-11B: medium-length prose that restates the
# ---- question, options named by their text, "I believe it is (B)", letters one past the options or one off the
# ---- option's text, descriptions that never commit
OVIS_COG = [
    case("ovis_cog", "letters4",
         "The question asks which option shows the sheet after it is completely unfolded. Since the paper was folded "
         "twice before the hole was punched, the unfolded sheet should have four holes that are symmetric along both "
         "fold lines. I believe it is (B).", "B"),
    case("ovis_cog", "letters4",
         "To determine which option shows the unfolded sheet, we need to trace the folds in reverse. The hole is "
         "punched near the corner, so after unfolding there will be four holes near the centre of the paper. Looking "
         "at the options, option C shows four holes near the centre. Therefore, the answer is C.", "C"),
    case("ovis_cog", "letters4",
         "The image shows a sequence of folding steps. First, a square piece of paper is folded in half, then folded "
         "again. A hole is punched through all the layers. The four options below show different patterns of holes "
         "on an unfolded sheet.", None),
    case("ovis_cog", "letters4",
         "The rotated object should have the blue cube on the left and the yellow cube on top. This matches option "
         "D, which shows the object rotated 90 degrees clockwise.", "D"),
    case("ovis_cog", "letters4",
         "I believe the correct answer is (E), since it shows four holes in a symmetric pattern.", None),
    case("ovis_cog", "letters4", "Answer: (A) Four holes arranged at the corners of the sheet.", "A"),
    case("ovis_cog", "letters4",
         "Each of the options shows a square sheet of paper with holes. Option A has two holes, option B has four "
         "holes, option C has four holes arranged differently, and option D has three holes. The unfolded sheet "
         "should have holes that mirror the fold lines, so the answer is option B.", "B"),
    case("ovis_cog", "letters4",
         "Based on the folding steps, the hole will be reflected across both fold lines, resulting in four holes. "
         "The option that shows four holes in a 2×2 arrangement is option B. So my answer is B.", "B"),
    case("ovis_cog", "letters4",
         "The correct answer is option C. When the paper is unfolded, the holes appear in a symmetrical pattern, as "
         "shown in option C.", "C"),
    case("ovis_cog", "letters4",
         "After rotating the figure 180 degrees, the L-shape faces the other way. Comparing the options, I believe "
         "it is (A).", "A"),
    case("ovis_cog", "letters4", "Option D is the correct answer because it shows the sheet with four holes.", "D"),
    case("ovis_cog", "letters4",
         "The object appears to be made of several cubes joined together. Options B and D look very similar, and it "
         "is difficult to tell which one is the correct rotation without a clearer view.", None),
    case("ovis_cog", "letters6",
         "The question asks which frame comes next in the sequence. In each frame the circle moves one position "
         "clockwise. Following this pattern, the next frame should show the circle at the bottom right, which is "
         "option E.", "E"),
    case("ovis_cog", "letters6",
         "I believe the answer is (F) because the number of sides increases by one in each frame and F has seven "
         "sides.", "F"),
    case("ovis_cog", "letters6",
         "Looking at the sequence, the next frame should be option G, where the triangle points downward.", None),
    case("ovis_cog", "letters6",
         "The next frame in the sequence is the one where the star is shaded and placed in the upper left, which "
         "corresponds to option B.", "B"),
    case("ovis_cog", "letters6",
         "The sequence shows a series of shapes that change position and colour from frame to frame. The options A "
         "through F show different possible continuations of the sequence.", None),
    case("ovis_cog", "letters6",
         "Answer: C. The pattern alternates between a filled and an empty square, and the next one is filled.", "C"),
    case("ovis_cog", "odd6",
         "The question asks which panel breaks the rule. Five panels show a shape with a line through the centre, "
         "but panel D shows a line that does not pass through the centre. Therefore, panel D is the odd one out.",
         "D"),
    case("ovis_cog", "odd6", "I believe it is (A), because it is the only panel with a curved shape.", "A"),
    case("ovis_cog", "odd6",
         "All six panels contain geometric figures with different orientations. Some are shaded and some are not.",
         None),
    case("ovis_cog", "odd6",
         "The panel that breaks the rule is panel F. The other panels all have three dots, while F has four.", "F"),
    case("ovis_cog", "odd6",
         "Panel C is different from the others because the arrow is pointing the opposite way.", "C"),
    case("ovis_cog", "odd6",
         "Panels B and E both seem to differ from the rest. It is hard to say which one breaks the rule.", None),
    case("ovis_cog", "yes_no",
         "The question asks whether there is a factual error in the knowledge graph. The graph shows that the "
         "capital of Australia is Sydney, which is incorrect, since the capital is Canberra. Therefore, yes, there "
         "is a factual error.", "Yes"),
    case("ovis_cog", "yes_no",
         "There is no factual error in the knowledge graph. All the relations are correct.", "No"),
    case("ovis_cog", "yes_no",
         "Yes, the knowledge graph contains an error: it states that Germany's currency is the Swiss franc.", "Yes"),
    case("ovis_cog", "yes_no",
         "The knowledge graph shows several countries and their capitals, currencies and languages, connected by "
         "arrows.", None),
    case("ovis_cog", "yes_no",
         "No. The knowledge graph correctly shows that Paris is the capital of France and that France is a member of "
         "the European Union.", "No"),
    case("ovis_cog", "yes_no",
         "I believe there is an error in the knowledge graph, because Brussels is shown as the capital of the "
         "Netherlands.", "Yes"),
    case("ovis_cog", "yes_no",
         "It is difficult to determine whether there is a factual error, because some of the labels in the image "
         "are too small to read.", None),
    case("ovis_cog", "count",
         "The question asks how many entities the knowledge graph contains. The entities are Kenya, Nairobi, Uganda, "
         "Kampala, and the African Union. So there are 5 entities in total.", "5"),
    case("ovis_cog", "count", "There are 8 entities shown in this knowledge graph.", "8"),
    case("ovis_cog", "count",
         "The knowledge graph contains nine entities: four countries, four capitals, and the euro.", "9"),
    case("ovis_cog", "count",
         "The knowledge graph contains many entities, including countries, cities, and currencies.", None),
    case("ovis_cog", "count", "I believe there are (7) entities in the knowledge graph.", "7"),
    case("ovis_cog", "count",
         "The knowledge graph has several nodes; the exact number is difficult to count because some nodes "
         "overlap.", None),
    case("ovis_cog", "count_relations",
         "There are 10 relations in the knowledge graph, represented by the arrows connecting the entities.", "10"),
    case("ovis_cog", "count_relations",
         "The knowledge graph contains six relations: capital of, currency, member of, capital of, currency and "
         "member of.", "6"),
    case("ovis_cog", "count_relations",
         "The relations in the knowledge graph include capital of, currency and member of, for a total of 9 "
         "relations.", "9"),
    case("ovis_cog", "count_relations", "Counting the arrows, I get 12 relations.", "12"),
    case("ovis_cog", "entity",
         "The masked entity is connected to Rwanda by the relation 'capital of'. The capital of Rwanda is Kigali, so "
         "the answer is Kigali.", "C", EAST_AFRICA),
    case("ovis_cog", "entity", "I believe it is (B) Bern.", "B", EUROPE),
    case("ovis_cog", "entity",
         "The hidden entity is the capital of Luxembourg, so the answer is (C) Luxembourg.", None, EUROPE),
    case("ovis_cog", "entity",
         "The masked entity is a city in East Africa that is connected to a country by the relation 'capital of'.",
         None, EAST_AFRICA),
    case("ovis_cog", "entity",
         "The answer is Romansh, because it is one of the official languages of Switzerland and is connected to the "
         "masked node.", "E", LANGUAGES),
    case("ovis_cog", "relation",
         "The question asks which relation is masked. The masked edge connects France and the Euro, so the relation "
         "is currency.", "C", RELATIONS),
    case("ovis_cog", "relation", "I believe it is (D) member of.", "D", RELATIONS),
    case("ovis_cog", "relation", "The masked relation connects Bavaria and Germany.", None, RELATIONS_2),
    case("ovis_cog", "relation",
         "Since Portugal and Spain are next to each other, the relation is 'shares border with'.", "D", RELATIONS_2),
    case("ovis_cog", "relation",
         "The answer is (A) located in region, because Tuscany is a region in Italy.", "A", RELATIONS_2),
]

# ---- sonnet: Claude Sonnet 4 and Opus 4: careful prose, "## Analysis" / "## Answer" headers, a verdict then its
# ---- caveats, "The answer is **D** — …", declining to guess when the image is unreadable, hedging between two
SONNET = [
    case("sonnet", "letters4",
         "## Analysis\n\nThe sheet is folded twice — first vertically, then horizontally — and a single hole is "
         "punched near the folded corner. Unfolding reverses each fold, reflecting the hole across each crease in "
         "turn, so the final sheet should show four holes clustered symmetrically around the centre.\n\n## Answer\n\n"
         "**B** — it's the only option with four holes mirrored across both creases.", "B"),
    case("sonnet", "letters4",
         "The answer is **D** — the object has been rotated 90° about the vertical axis, which brings the protruding "
         "cube from the front to the right-hand side. A and C are mirror images rather than rotations, and B has the "
         "protrusion on the wrong level.", "D"),
    case("sonnet", "letters4",
         "Looking at where the punch falls relative to the folds, I think the unfolded sheet is the one shown in "
         "**C**. I should say I'm not completely certain: the fold in the second step is drawn quite faintly, and if "
         "it were diagonal rather than horizontal, A would be the right answer instead.", "C"),
    case("sonnet", "letters4",
         "I'm not able to answer this reliably. The diagram of the second fold is too small for me to tell whether "
         "the paper is folded along the horizontal midline or the diagonal, and those two readings lead to different "
         "answers (B and D respectively). I'd rather not guess — if you can describe the fold or share a larger "
         "image, I'm happy to work through it.", None),
    case("sonnet", "letters4",
         "## Analysis\n\n- **A** shows two holes — that would require only one fold.\n- **B** shows four holes, but "
         "one is off-centre.\n- **C** shows four holes mirrored across both creases.\n- **D** shows four holes along "
         "one edge.\n\n## Answer\n\nC.", "C"),
    case("sonnet", "letters4",
         "I keep going back and forth between **A** and **C** here. Both show four holes in the right quadrants; they "
         "differ only in how close the holes sit to the centre, and the original punch position is hard to judge "
         "precisely. If I had to lean, I'd lean slightly toward A, but honestly I'm not confident enough to call "
         "it.", None),
    case("sonnet", "letters4",
         "Tracing the rotation carefully: the reference object has its long arm pointing away from the viewer and a "
         "single cube stacked on the near end. A 180° turn about the vertical axis would bring the long arm toward "
         "the viewer and put the stacked cube on the far end. That's exactly what option A shows.", "A"),
    case("sonnet", "letters4",
         "The answer is **B**.\n\nA quick note on why the others don't work: A is a reflection (the handedness of "
         "the L-shape flips), C adds a cube, and D is rotated about the wrong axis.", "B"),
    case("sonnet", "letters4",
         "## Answer\n\n**D**\n\n## Reasoning\n\nEach unfold doubles the holes and mirrors them across the crease, so "
         "from one punch we get four holes, and since the punch was near the open edges they end up near the "
         "corners. Only D has holes near all four corners.\n\nOne caveat: the hole size in D looks slightly larger "
         "than in the punch diagram, but I think that's just a rendering difference.", "D"),
    case("sonnet", "letters4",
         "I don't think I can identify the rotated object with confidence. Options B and C look identical at this "
         "resolution — the only difference seems to be the shading on one face, and I can't make it out.", None),
    case("sonnet", "letters4",
         "I'd go with C, though I want to flag some uncertainty: the third step of the folding diagram is partly cut "
         "off, so I'm inferring where the punch lands from the first two steps.", "C"),
    case("sonnet", "letters4",
         "Working backwards from the final fold, the punch goes through four layers, so there should be four holes. "
         "Options A and D both have four; of those, only A places them symmetrically about both creases. So my "
         "answer is A.", "A"),
    case("sonnet", "letters6",
         "## Analysis\n\nTwo things change from frame to frame: the triangle rotates 90° clockwise, and the dot moves "
         "one corner counter-clockwise. After three frames, the next frame should have the triangle pointing left "
         "and the dot in the bottom-right corner.\n\n## Answer\n\nThe answer is **E** — it's the only frame with "
         "both changes continued.", "E"),
    case("sonnet", "letters6",
         "I think the next frame is **B**, since the number of shaded cells goes 1, 3, 5 and B has seven. I'll admit "
         "C is tempting — it has the right shape in the right place — but it only has six shaded cells.", "B"),
    case("sonnet", "letters6",
         "The sequence is genuinely ambiguous to me. If the rule is 'rotate 60° each step', the next frame is D; if "
         "it's 'reflect and then rotate', it's F. Both rules fit all three frames shown, so I don't think there's a "
         "principled way to choose between them.", None),
    case("sonnet", "letters6",
         "The answer is **F** — the shape alternates between filled and outlined while gaining a side each time, so "
         "after an outlined pentagon comes a filled hexagon.", "F"),
    case("sonnet", "letters6",
         "Following the pattern, the next frame should show the circle back at the top, which matches option A. "
         "(It's worth double-checking that the circle in A is the same size as in the first frame; it looks slightly "
         "smaller to me, but I think that's within drawing variation.)", "A"),
    case("sonnet", "letters6",
         "I'm afraid the frames are too small for me to make out the inner markings, and the rule almost certainly "
         "depends on them. Rather than guess, I'd suggest re-uploading at a higher resolution.", None),
    case("sonnet", "odd6",
         "## Analysis\n\nFive of the panels show a shape with exactly one axis of symmetry. Panel **D**'s shape has "
         "two axes of symmetry.\n\n## Answer\n\nD breaks the rule.", "D"),
    case("sonnet", "odd6",
         "The odd one out is **A** — it's the only panel where the smaller shape sits outside the larger one. I "
         "considered whether E might be the intended answer (its shading is lighter), but shading varies across "
         "several panels, so it doesn't seem to be the rule.", "A"),
    case("sonnet", "odd6",
         "I can see two candidates here, and I'm genuinely torn. **B** is the only panel with an odd number of "
         "lines, but **F** is the only one where the arrow points left. Without knowing which property the puzzle "
         "intends, I can't say which panel breaks the rule.", None),
    case("sonnet", "odd6",
         "Panel C breaks the rule: in every other panel the dot sits inside the shape with the most sides, and in C "
         "it sits inside the triangle.", "C"),
    case("sonnet", "odd6",
         "I'd say **E** is the odd one out, since its lines don't meet at a single point. That said, I'm reading the "
         "panels at low resolution, so treat this as a best guess rather than a certainty.", "E"),
    case("sonnet", "odd6",
         "I'm not able to work this one out — none of the properties I can see (shape, shading, count, orientation) "
         "splits the panels five to one.", None),
    case("sonnet", "yes_no",
         "## Analysis\n\nMost of the triples are accurate, but *(Canada, capital, Toronto)* is not — Canada's "
         "capital is Ottawa.\n\n## Answer\n\n**Yes**, there is a factual error.", "Yes"),
    case("sonnet", "yes_no",
         "No — I checked each triple (capitals, currencies, EU membership) and they're all correct as far as I "
         "know.", "No"),
    case("sonnet", "yes_no",
         "Yes. The graph lists the Krone as the currency of Finland, but Finland uses the euro. I should note that "
         "the label is small, so it's possible I've misread 'Finland' for 'Denmark'; if it actually reads Denmark, "
         "the graph would be correct.", "Yes"),
    case("sonnet", "yes_no",
         "I can't answer this one reliably. Several of the edge labels are blurred past the point where I can read "
         "them, and whether there's an error depends on exactly what they say. I'd rather not guess.", None),
    case("sonnet", "yes_no",
         "The answer is **No** — every relation in the graph matches the real-world facts I can verify.", "No"),
    case("sonnet", "yes_no",
         "I'm honestly unsure. The triple linking Bern to Switzerland is correct, but there's an edge I read as "
         "either 'Vaduz – capital of – Austria' or 'Vaduz – capital of – Liechtenstein', and which one it is decides "
         "the answer.", None),
    case("sonnet", "yes_no",
         "There's an error: *Nairobi* is linked to *Uganda* as its capital, but Uganda's capital is Kampala. So "
         "yes.", "Yes"),
    case("sonnet", "count",
         "## Analysis\n\nListing the nodes: Norway, Sweden, Denmark, Oslo, Stockholm, Copenhagen, Krone.\n\n"
         "## Answer\n\n**7** entities.", "7"),
    case("sonnet", "count",
         "I count 10 entities. Two of the labels near the bottom are close together, so it's worth double-checking, "
         "but I'm fairly confident they're separate nodes.", "10"),
    case("sonnet", "count",
         "The answer is **9** — five countries and four capitals. (I haven't counted the edge labels, since those "
         "are relations rather than entities.)", "9"),
    case("sonnet", "count",
         "I'm not able to give an accurate count. The graph is dense and several labels overlap, so I could be off "
         "by two or three in either direction.", None),
    case("sonnet", "count",
         "There are six entities: Belgium, Brussels, the Netherlands, Amsterdam, the Euro, and the European Union.",
         "6"),
    case("sonnet", "count",
         "It's either 11 or 12, depending on whether the small grey node in the corner is a separate entity or part "
         "of the legend.", None),
    case("sonnet", "count_relations",
         "## Answer\n\n**12** relations.\n\n## How I counted\n\nI went around the graph node by node and counted "
         "each outgoing arrow once: 3 + 2 + 4 + 3 = 12.", "12"),
    case("sonnet", "count_relations",
         "There are 8 relations. I'll note that one arrow between Austria and Germany looks double-headed; if that's "
         "meant as two relations, the count would be 9, but I've treated it as one.", "8"),
    case("sonnet", "count_relations",
         "I can't count the relations confidently — many arrows cross in the middle of the graph and I can't tell "
         "where some of them end.", None),
    case("sonnet", "count_relations", "Counting each labelled arrow once gives eleven relations.", "11"),
    case("sonnet", "entity",
         "## Analysis\n\nThe masked node is linked to Tanzania by 'capital of'. Tanzania's official capital is "
         "Dodoma (Dar es Salaam is the largest city but not the capital).\n\n## Answer\n\n**Dodoma**", "D",
         EAST_AFRICA),
    case("sonnet", "entity",
         "The answer is **C** — Vaduz, which fits both the 'capital of → Liechtenstein' edge and the Swiss franc "
         "edge.", "C", EUROPE),
    case("sonnet", "entity",
         "Both Nairobi and Kampala fit the edges I can read — each is a capital in East Africa connected to an EAC "
         "member — and the edge that would distinguish them is cut off. I can't choose between them.", None,
         EAST_AFRICA),
    case("sonnet", "entity",
         "The masked entity is most likely the **Pound sterling**, since it's the currency edge coming from the "
         "United Kingdom. (The label is partly obscured, but none of the other options is the UK's currency.)", "C",
         CURRENCIES),
    case("sonnet", "entity",
         "It's NATO — the masked node has members including the United States, Canada and Norway, and Norway isn't "
         "in the EU.", "B", ORGS),
    case("sonnet", "relation",
         "## Answer\n\n**shares border with** — Spain and France are adjacent, and none of the other relations holds "
         "between two countries in this way.", "E", RELATIONS),
    case("sonnet", "relation",
         "The answer is **B** — official language. The edge runs from Belgium to Dutch.", "B", RELATIONS),
    case("sonnet", "relation",
         "I'm torn between *part of* and *located in region* here. Both describe how Bavaria relates to Germany, and "
         "the graph doesn't use either elsewhere, so there's no convention to follow.", None, RELATIONS_2),
    case("sonnet", "relation",
         "The masked edge connects Lisbon to Portugal, so the relation is *capital of*. (I considered *located in "
         "region*, but that seems to be used for sub-national regions in this graph.)", "E", RELATIONS_2),
    case("sonnet", "relation", "Since Estonia joined the EU in 2004, the relation is member of.", "B", RELATIONS_2),
]

# ---- round 24: four new voices, written after round 23's fixes, before any rule change touching them and before the
# ---- extractor was run on them; scored once as they stood. What an evaluation run really returns for the project's
# ---- own questions, mostly in English
# ---- flashmini: GPT-4o-mini, Claude 3.5 Haiku, Gemini 2.0 Flash / Flash-Lite: one or two sentences, the verdict first
# ---- or last, an option's text instead of its letter now and then, a letter outside the options now and then
FLASHMINI = [
    case("flashmini", "letters4", "B. The holes are mirrored across both folds, which only option B shows.", "B"),
    case("flashmini", "letters4", "The unfolded paper looks like option C.", "C"),
    case("flashmini", "letters4", "Looking at the rotation, the object matches D.", "D"),
    case("flashmini", "letters4", "It's A — the other three are mirror images of the original.", "A"),
    case("flashmini", "letters4", "The correct option is B, with four holes around the middle.", "B"),
    case("flashmini", "letters4", "Option E shows the unfolded sheet correctly.", None),
    case("flashmini", "letters4", "Four holes arranged in a small square near the centre of the sheet.", None),
    case("flashmini", "letters4", "I can't tell which one it is from this image, sorry.", None),
    case("flashmini", "letters4", "Panel D is the rotated version of the object.", "D"),
    case("flashmini", "letters4",
         "After unfolding you get two holes along the top edge, so the answer is A.", "A"),
    case("flashmini", "letters4",
         "Either B or C could work, depending on how the second fold goes.", None),
    case("flashmini", "letters4", "C, since the small cube stays on the left after the rotation.", "C"),
    case("flashmini", "letters6", "The next frame should be E: the arrow keeps turning clockwise.", "E"),
    case("flashmini", "letters6", "F continues the pattern.", "F"),
    case("flashmini", "letters6", "The next frame is option G, where the square returns to the top.", None),
    case("flashmini", "letters6", "Next in the sequence: B, where the dot moves to the bottom corner.", "B"),
    case("flashmini", "letters6",
         "The pattern suggests the next frame has three triangles, which matches A.", "A"),
    case("flashmini", "letters6", "It's hard to say; the frames don't seem to follow an obvious pattern.", None),
    case("flashmini", "odd6", "Panel E is the one that doesn't fit.", "E"),
    case("flashmini", "odd6", "The odd one out is C because it's the only shape without a dot.", "C"),
    case("flashmini", "odd6", "D — every other panel has an even number of sides.", "D"),
    case("flashmini", "odd6", "The only figure that isn't shaded is B.", "B"),
    case("flashmini", "odd6", "A and F both look different to me, so I'm not sure which one you mean.", None),
    case("flashmini", "odd6", "Breaks the rule: panel F.", "F"),
    case("flashmini", "yes_no", "Yes, there's an error: Kampala is listed as the capital of Kenya.", "Yes"),
    case("flashmini", "yes_no", "No, all the facts in the graph are correct.", "No"),
    case("flashmini", "yes_no", "The graph looks accurate to me.", "No"),
    case("flashmini", "yes_no", "There's a mistake — the Euro is shown as Poland's currency.", "Yes"),
    case("flashmini", "yes_no",
         "I can't read some of the edge labels, so I can't say whether there's an error.", None),
    case("flashmini", "yes_no", "Yes — Switzerland isn't in the EU.", "Yes"),
    case("flashmini", "yes_no", "Everything checks out. No error.", "No"),
    case("flashmini", "count", "I see 8 entities in this graph.", "8"),
    case("flashmini", "count",
         "Counting them up: Nairobi, Kenya, Kampala, Uganda, Kigali, Rwanda. Six entities.", "6"),
    case("flashmini", "count", "About 10.", None),
    case("flashmini", "count", "The graph contains eleven entities.", "11"),
    case("flashmini", "count", "7 or 8, a couple of the labels overlap.", None),
    case("flashmini", "count", "9 entities total.", "9"),
    case("flashmini", "count_relations", "I count 12 edges connecting the nodes.", "12"),
    case("flashmini", "count_relations", "The knowledge graph has ten relations.", "10"),
    case("flashmini", "count_relations", "Roughly a dozen relations; it's hard to be exact.", None),
    case("flashmini", "count_relations", "5 relations: three 'capital of' and two 'currency'.", "5"),
    case("flashmini", "entity", "Kigali, the capital of Rwanda.", "C", EAST_AFRICA),
    case("flashmini", "entity", "The masked entity is Bern.", "B", EUROPE),
    case("flashmini", "entity", "It should be the Swiss franc, since Liechtenstein uses it.", "B", CURRENCIES),
    case("flashmini", "entity", "Could be Vienna or Brussels — both are EU capitals that use the Euro.", None,
         EUROPE),
    case("flashmini", "entity", "The answer is Dodoma (D).", "D", EAST_AFRICA),
    case("flashmini", "relation", "Member of — Austria is in the EU.", "D", RELATIONS),
    case("flashmini", "relation", "The relation is that Germany and Poland border each other.", "E", RELATIONS),
    case("flashmini", "relation", "It's the official language relation: French is spoken in Belgium.", "B",
         RELATIONS),
    case("flashmini", "relation", "I'm not sure which relation is hidden here.", None, RELATIONS_2),
    case("flashmini", "relation", "Capital.", "E", RELATIONS_2),
]

# ---- templateleak: what lmms-eval captures from open models: chat-template artefacts (<|im_end|>, </s>, ASSISTANT:,
# ---- <|assistant|>), the prompt's option list echoed before the answer, replies cut at max_new_tokens, a stray second
# ---- turn, whitespace and newlines around a lone letter
TEMPLATELEAK = [
    case("templateleak", "letters4", "B<|im_end|>", "B"),
    case("templateleak", "letters4", "\n\nC\n\n", "C"),
    case("templateleak", "letters4", "ASSISTANT: D</s>", "D"),
    case("templateleak", "letters4",
         "A. Option A\nB. Option B\nC. Option C\nD. Option D\nAnswer: B<|im_end|>", "B"),
    case("templateleak", "letters4", "<|assistant|>\nThe answer is A.<|end|>", "A"),
    case("templateleak", "letters4",
         "Options:\nA. Option A\nB. Option B\nC. Option C\nD. Option D\n\nAnswer with the option's letter from the "
         "given choices directly.\n", None),
    case("templateleak", "letters4", "C\nUSER: What about the next image?\nASSISTANT: A", "C"),
    case("templateleak", "letters4",
         "To unfold the paper, we reverse each fold. The first fold is horizontal, so the hole is reflected across "
         "the middle line. The second fold is", None),
    case("templateleak", "letters4", "D<|endoftext|><|endoftext|><|endoftext|>", "D"),
    case("templateleak", "letters4", "<|im_start|>assistant\nB<|im_end|>\n<|im_start|>user", "B"),
    case("templateleak", "letters4", "The answer is<|im_end|>", None),
    case("templateleak", "letters4", "  a  \n", "A"),
    case("templateleak", "letters4",
         "[INST] Which option shows the sheet after it is completely unfolded? [/INST] C", "C"),
    case("templateleak", "letters6", "E</s>", "E"),
    case("templateleak", "letters6",
         "A. Option A\nB. Option B\nC. Option C\nD. Option D\nE. Option E\nF. Option F\nASSISTANT: F", "F"),
    case("templateleak", "letters6",
         "The next frame should have the arrow pointing down and the circle filled in, which corresponds to option",
         None),
    case("templateleak", "letters6", "<start_of_turn>model\nD<end_of_turn>", "D"),
    case("templateleak", "letters6", "Answer: B\n\nUSER: Explain your answer.\nASSISTANT: The star rotates", "B"),
    case("templateleak", "letters6", "GPT4 Correct Assistant: C<|end_of_turn|>", "C"),
    case("templateleak", "odd6", "ASSISTANT: The odd one out is E.</s>", "E"),
    case("templateleak", "odd6", "F<|eot_id|>", "F"),
    case("templateleak", "odd6",
         "<|assistant|>\nA<|end|>\n<|user|>\nWhy?<|end|>\n<|assistant|>\nBecause the triangle in A points left while "
         "the others point right.", "A"),
    case("templateleak", "odd6",
         "Each panel contains a shape and a number of dots. Panel A has a square with four dots, panel B a triangle "
         "with three dots, panel C a pentagon with five dots, panel D a hexagon with", None),
    case("templateleak", "odd6", "\n\n\n", None),
    case("templateleak", "odd6", "Which panel breaks the rule?\nASSISTANT: D", "D"),
    case("templateleak", "yes_no", "Yes<|im_end|>", "Yes"),
    case("templateleak", "yes_no", "ASSISTANT: No</s>", "No"),
    case("templateleak", "yes_no",
         "Is there a factual error in the knowledge graph? Answer yes or no.\nNo", "No"),
    case("templateleak", "yes_no", "Yes or No<|im_end|>", None),
    case("templateleak", "yes_no", "\n No \n", "No"),
    case("templateleak", "yes_no",
         "<|assistant|>\nTo check, let me go through each triple. (France, capital, Paris) is correct. (Germany, "
         "currency, Euro) is correct. (Italy, capital,", None),
    case("templateleak", "yes_no", "No.\nUSER: Are you sure?\nASSISTANT: Yes, I'm sure.", "No"),
    case("templateleak", "count", "7<|im_end|>", "7"),
    case("templateleak", "count", "ASSISTANT: There are 9 entities in the graph.</s>", "9"),
    case("templateleak", "count", "12\n\n\n\n", "12"),
    case("templateleak", "count",
         "Let me count the entities: Germany, Berlin, France, Paris, Euro, European Union, Italy, Rome, Spain, "
         "Madrid,", None),
    case("templateleak", "count", "<|im_start|>assistant\n<|im_end|>", None),
    case("templateleak", "count",
         "How many entities does the knowledge graph contain?\nAnswer the question using a single integer.\n10", "10"),
    case("templateleak", "count_relations", "8</s>", "8"),
    case("templateleak", "count_relations",
         "Answer: 11<|eot_id|>\n<|start_header_id|>user<|end_header_id|>", "11"),
    case("templateleak", "count_relations",
         "The graph has 6 relations.<|im_end|>\n<|im_start|>user\nHow many entities?<|im_end|>\n"
         "<|im_start|>assistant\n9", "6"),
    case("templateleak", "count_relations", "ASSISTANT:", None),
    case("templateleak", "entity",
         "A. Nairobi\nB. Kampala\nC. Kigali\nD. Dodoma\nE. Addis Ababa\nAnswer: D<|im_end|>", "D", EAST_AFRICA),
    case("templateleak", "entity", "Vaduz</s>", "C", EUROPE),
    case("templateleak", "entity", "E<|end|>", "E", ORGS),
    case("templateleak", "entity",
         "A. Euro\nB. Swiss franc\nC. Pound sterling\nD. Krone\nE. Złoty\n", None, CURRENCIES),
    case("templateleak", "entity", "ASSISTANT: Brussels\nUSER: Which", "E", EUROPE),
    case("templateleak", "relation", "member of<|im_end|>", "D", RELATIONS),
    case("templateleak", "relation", "B</s></s></s>", "B", RELATIONS_2),
    case("templateleak", "relation", "The masked relation between Spain and Portugal is", None, RELATIONS),
    case("templateleak", "relation", "<|assistant|> shares border with<|end|>", "D", RELATIONS_2),
]

# ---- sfttuned: models fine-tuned or GRPO-trained on the project's train split: <think>…</think><answer>C</answer>,
# ---- "Answer: C" then an explanation, an answer tag left empty or holding two letters, reward-hacked formats (the tag
# ---- repeated, the format half followed), counts and Yes/No in tags
SFTTUNED = [
    case("sfttuned", "letters4",
         "<think>The hole is at the folded corner, so after two unfolds there are four holes clustered in the "
         "centre.</think><answer>B</answer>", "B"),
    case("sfttuned", "letters4",
         "<think>\nRotate 90 degrees clockwise. The arm moves to the right side.\n</think>\n<answer>D</answer>", "D"),
    case("sfttuned", "letters4",
         "Answer: C\nExplanation: Unfolding the vertical fold mirrors the hole to the left; unfolding the horizontal "
         "fold mirrors both downward.", "C"),
    case("sfttuned", "letters4",
         "<think>The object is reflected, not rotated, in options A and C.</think><answer></answer>", None),
    case("sfttuned", "letters4", "<answer>A</answer><answer>A</answer>", "A"),
    case("sfttuned", "letters4", "<think>Both B and D have four holes.</think><answer>B, D</answer>", None),
    case("sfttuned", "letters4", "<answer>C</answer>\nThe sheet is unfolded along both creases.", "C"),
    case("sfttuned", "letters4",
         "<think>\nAfter the first fold the paper is a rectangle. After the second it is a small square. The punch "
         "is near the open edge, so the holes end up near the outer corners.\n</think>\nA", "A"),
    case("sfttuned", "letters4", "<think>The answer is B.</think><answer>C</answer>", "C"),
    case("sfttuned", "letters4", "<answer>B</answer>\n<answer>D</answer>", None),
    case("sfttuned", "letters4",
         "<think>Let me compare the options. A has three holes, which is impossible after two folds. B", None),
    case("sfttuned", "letters4", "Answer: D.\nReason: the cube on top stays at the back after the rotation.", "D"),
    case("sfttuned", "letters6",
         "<think>The dots increase by one each frame: 2, 3, 4, so the next has 5 dots. Option E has 5 dots.</think>\n"
         "<answer>E</answer>", "E"),
    case("sfttuned", "letters6", "<answer>F</answer>", "F"),
    case("sfttuned", "letters6",
         "<think>The shape rotates 60 degrees each step.</think><answer>option B</answer>", "B"),
    case("sfttuned", "letters6", "<answer>H</answer>", None),
    case("sfttuned", "letters6",
         "<think>\nframe 1 square, frame 2 circle, frame 3 square, so frame 4 circle. Circle options are A and D; D "
         "has the right colour.\n</think>\n<answer>D</answer>", "D"),
    case("sfttuned", "letters6", "<think>I cannot determine the pattern.</think><answer>none</answer>", None),
    case("sfttuned", "odd6",
         "<think>All panels except C have rotational symmetry.</think><answer>C</answer>", "C"),
    case("sfttuned", "odd6", "Answer: F\nF is the only panel in which the two shapes overlap.", "F"),
    case("sfttuned", "odd6", "<answer>A</answer>\n<answer>A</answer>\n<answer>A</answer>", "A"),
    case("sfttuned", "odd6", "<think>E breaks the rule because its dot is outside the shape.</think>", "E"),
    case("sfttuned", "odd6", "<answer>B or maybe E</answer>", None),
    case("sfttuned", "odd6",
         "<think>\nPanel A: 3 lines. Panel B: 3 lines. Panel C: 3 lines. Panel D: 4 lines. Panel E: 3 lines. Panel "
         "F: 3 lines.\n</think>\n<answer>D</answer>", "D"),
    case("sfttuned", "yes_no",
         "<think>Kampala is the capital of Uganda, not Kenya, so there is an error.</think><answer>Yes</answer>",
         "Yes"),
    case("sfttuned", "yes_no", "<answer>No</answer>", "No"),
    case("sfttuned", "yes_no",
         "Answer: Yes\nThe graph says the Krone is the currency of Finland, but Finland uses the Euro.", "Yes"),
    case("sfttuned", "yes_no", "<think>All triples are correct.</think>\n<answer>no</answer>", "No"),
    case("sfttuned", "yes_no", "<think>I need to check each triple.</think><answer>Yes/No</answer>", None),
    case("sfttuned", "yes_no", "<answer></answer>", None),
    case("sfttuned", "yes_no",
         "<think>\nSwitzerland is not in the EU. The graph says Switzerland member of European Union. That's wrong.\n"
         "</think>\nYes", "Yes"),
    case("sfttuned", "count",
         "<think>Nodes: Kenya, Nairobi, Uganda, Kampala, Tanzania, Dodoma, Rwanda.</think><answer>7</answer>", "7"),
    case("sfttuned", "count", "<answer>10</answer>", "10"),
    case("sfttuned", "count", "Answer: 9\nI counted each labelled node once.", "9"),
    case("sfttuned", "count", "<think>I count 8 or 9 nodes.</think><answer>8-9</answer>", None),
    case("sfttuned", "count",
         "<think>\nLet me list the entities: France, Paris, Germany, Berlin, Euro, EU.\n</think>\n<answer>six</answer>",
         "6"),
    case("sfttuned", "count", "<think>There are 11 nodes.</think><answer>11</answer><answer>11</answer>", "11"),
    case("sfttuned", "count", "<answer>\n</answer>", None),
    case("sfttuned", "count_relations",
         "<think>Edges: 4 capital-of, 4 currency, 5 member-of. Total 13.</think><answer>13</answer>", "13"),
    case("sfttuned", "count_relations",
         "Answer: 7 relations\nThree capital-of edges and four currency edges.", "7"),
    case("sfttuned", "count_relations",
         "<think>There are 12 arrows but two of them might be the same relation drawn twice.</think>"
         "<answer>12 or 10</answer>", None),
    case("sfttuned", "count_relations", "<answer>5</answer> relations", "5"),
    case("sfttuned", "entity",
         "<think>The masked node is connected to Uganda by capital of.</think><answer>B</answer>", "B", EAST_AFRICA),
    case("sfttuned", "entity", "<answer>Luxembourg</answer>", "D", EUROPE),
    case("sfttuned", "entity",
         "<think>Uses the Euro and is an EU capital in a landlocked country.</think><answer>A</answer>", "A", EUROPE),
    case("sfttuned", "entity", "<answer>Pound sterling</answer>", "C", CURRENCIES),
    case("sfttuned", "entity", "<think>It could be Nairobi or Dodoma.</think><answer></answer>", None, EAST_AFRICA),
    case("sfttuned", "relation", "<answer>C</answer>\nThe Euro is the currency of Spain.", "C", RELATIONS),
    case("sfttuned", "relation",
         "<think>Belgium and the Netherlands are neighbours.</think><answer>shares border with</answer>", "E",
         RELATIONS),
    case("sfttuned", "relation", "Answer: A\nBavaria is a region located in Germany.", "A", RELATIONS_2),
    case("sfttuned", "relation", "<answer>member of</answer><answer>part of</answer>", None, RELATIONS_2),
]

# ---- longcoten: verbose English chain of thought (Llama-3.1-Nemotron, Phi-4-reasoning, Qwen3 thinking in English,
# ---- Magistral): every option mentioned several times while eliminating, provisional picks, a final sentence; some
# ---- end without committing
LONGCOTEN = [
    case("longcoten", "letters4",
         "Okay, so I need to figure out what the paper looks like when it's unfolded. The paper is folded in half "
         "vertically, then in half horizontally, and then a hole is punched near the corner where the folds meet.\n\n"
         "When I unfold the horizontal fold, the hole gets mirrored across the horizontal crease. When I unfold the "
         "vertical fold, both holes get mirrored across the vertical crease. So I should get four holes clustered "
         "around the centre.\n\nNow the options. Option A has four holes, but they're at the outer corners — that "
         "would happen if the punch were near the open edges. Option B has four holes around the centre. Option C has "
         "only two holes. Option D has four holes in a line.\n\nLet me double-check A versus B. The punch is at the "
         "folded corner, so the holes should be near the centre. That rules out A; C has the wrong number and D the "
         "wrong arrangement.\n\nSo the answer is B.", "B"),
    case("longcoten", "letters4",
         "Let me think about the rotation. The reference object is an L-shape of four cubes with an extra cube on "
         "top of the long arm. My first instinct is option A, because its silhouette looks the same. But looking "
         "more closely, A has the extra cube on the short arm, which means it's a mirror image rather than a "
         "rotation. Option B is missing a cube entirely. Option D has the right cubes but the long arm points toward "
         "the viewer, which would need a rotation about a second axis that isn't in the question. Option C keeps "
         "the extra cube on the long arm and turns the whole thing 90° about the vertical axis. Therefore, the "
         "correct answer is C.", "C"),
    case("longcoten", "letters4",
         "Alright, the sheet is folded diagonally first, then folded in half again. The punch is somewhere near the "
         "middle of the folded triangle. Option A shows two holes on the diagonal, which can't be right because "
         "there are two folds. Option D shows eight holes, which is too many for two folds. So it's between B and "
         "C. B has four holes arranged in a diamond and C has four holes arranged in a square. Under a diagonal "
         "fold, the reflection would swap the x and y coordinates... which could give either a diamond or a square "
         "depending on where exactly the punch sits. I'm torn between B and C and can't settle it without a clearer "
         "view of where the punch is.", None),
    case("longcoten", "letters4",
         "First, I'll figure out what each unfold does. Unfolding the top flap reflects the hole downward; unfolding "
         "the left flap reflects both holes to the right. So I expect four holes, one in each quadrant, each at the "
         "same distance from the centre.\n\nChecking option A: only three holes, no. Option B: four holes but all in "
         "the top half, no. Option C: four holes, but one quadrant has two and another none, no. Option D: one hole "
         "per quadrant, symmetric. So option D is consistent.\n\nLet me verify A, B and C once more. A: still three "
         "holes. B: still top half only. C: still unbalanced.\n\nFinal answer: D", "D"),
    case("longcoten", "letters4",
         "Okay, let's see. The object consists of five cubes. When viewed from the front, there are three in the "
         "bottom row and two stacked on the right. The question asks which option shows the same object rotated. "
         "Let me go through the options one at a time. Option A: the bottom row has three cubes, and the stack is "
         "on the left. Hmm, that could be a rotation of 180° about the vertical axis, or it could be a reflection. "
         "To distinguish, I need to look at the depth cue — the shaded face. In the original, the shaded face is on "
         "the right side of the stack. In option A, the shaded face is on", None),
    case("longcoten", "letters4",
         "The paper is folded once along the vertical midline, and two holes are punched near the top edge of the "
         "folded half. Unfolding reflects those two holes across the midline, so I expect four holes in a row near "
         "the top. Option B has four holes but near the bottom. Option C has two holes. Option D has four holes, "
         "but they're spread vertically. Option A has four holes in a row near the top. Therefore, the unfolded "
         "paper should look like option A. Let me just double-check the spacing in A... yes, the gap in the middle "
         "matches twice the distance from the crease. A is correct.", "A"),
    case("longcoten", "letters4",
         "There are two folds shown. The first is clearly vertical. The second fold line is dashed and runs "
         "horizontally across the middle. If the second fold were diagonal, the holes would lie along a diagonal "
         "and the answer would be D. But the dashed line is clearly horizontal, so the holes end up mirrored above "
         "and below the horizontal crease, which is the pattern in B. A and C each have only two holes. So the "
         "answer is B.", "B"),
    case("longcoten", "letters4",
         "Hmm, let me reason about the rotation. The original has a red cube at the top and a blue cube sticking out "
         "to the left. A 90° rotation to the right would put the blue cube in front. Option A: blue cube at the "
         "back — that's a rotation to the left, not the right. Option B: no red cube at all, so that's out. Option "
         "D: blue in front but red at the bottom, which would need an extra flip. Option C: blue in front, red on "
         "top. A second look at A just confirms it's the wrong direction. So I'll go with C.", "C"),
    case("longcoten", "letters4",
         "Let me carefully consider each candidate. The reference object has a step shape: three cubes at the "
         "bottom, two in the middle, one on top. Rotating it 180° about the vertical axis should put the step on "
         "the opposite side. A shows the step on the same side, so A is just the original. B shows the step on the "
         "opposite side but with only five cubes. C shows the step on the opposite side with six cubes, but the top "
         "cube is on the wrong end. D shows the step on the opposite side with six cubes and the top cube at the "
         "correct end. So I think the answer is D, although I'm not entirely sure about the depth of the third "
         "cube.", "D"),
    case("longcoten", "letters4",
         "So the first fold brings the bottom half up, and the second fold brings the right half over. The punch is "
         "at... it's hard to see exactly; it looks like it's on the crease, but it could also be just inside it. If "
         "it's on the crease, the holes merge and we'd get two holes, like option A. If it's just inside, we'd get "
         "four holes, like option D. Options B and C don't fit either reading. Given the ambiguity, I can't "
         "confidently choose between A and D.", None),
    case("longcoten", "letters4",
         "We need to work backwards through the folds. Step 1: unfold the last fold (horizontal), which mirrors the "
         "hole from the top half into the bottom half. Step 2: unfold the first fold (vertical), which mirrors both "
         "holes from the left half into the right half. Result: four holes, symmetric about both axes, near the "
         "corners because the punch was near the open edges.\n\nComparing with the options: A has the holes near "
         "the centre; B has four holes near the corners; C and D have three and two holes.\n\n**Final Answer**\n\nB",
         "B"),
    case("longcoten", "letters4",
         "Let me compare the options against the expected result. I expect one hole in the top-left and one in the "
         "bottom-right, because the fold is along the anti-diagonal. Option A puts both holes on the top edge. "
         "Option B puts them top-left and bottom-left. Option D has them top-right and bottom-left, which is the "
         "other diagonal. Option C puts one top-left and one bottom-right. This means the correct option is the one "
         "labelled C.", "C"),
    case("longcoten", "letters6",
         "Let me analyse the sequence of frames. Frame 1: a triangle pointing up with one dot. Frame 2: a triangle "
         "pointing right with two dots. Frame 3: a triangle pointing down with three dots. So each step rotates the "
         "triangle 90° clockwise and adds one dot. Frame 4 should be a triangle pointing left with four dots.\n\n"
         "Now the options. A: pointing left, three dots — wrong count. B: pointing up, four dots — wrong direction. "
         "C: pointing left, five dots — wrong count. D: pointing right, four dots — wrong direction. E: pointing "
         "left, four dots — matches. F: pointing down, four dots — wrong direction.\n\nLet me double-check E. Left, "
         "four dots. Yes.\n\nThe answer is E.", "E"),
    case("longcoten", "letters6",
         "The square grows by one cell each frame, and the shading alternates between grey and white. Frame 4 "
         "should therefore be a four-cell square in white. A is grey, so no. B has three cells. C is white but has "
         "five cells. D is a four-cell square but grey. E is white with four cells but arranged in a line, not a "
         "square. F is a white four-cell square. By elimination, only F remains.", "F"),
    case("longcoten", "letters6",
         "Looking at the frames, the number of dots goes 2, 3, 4, and the shape alternates triangle, square, "
         "triangle. So the next frame must have five dots and a square. Let me look for that among the options. A "
         "has five dots but a triangle. C has a square but four dots. E has", None),
    case("longcoten", "letters6",
         "The arrow rotates 90° counter-clockwise each frame, and the colour alternates black and white. Frame 3 "
         "had the arrow pointing down in black, so the next should point left in white. The next frame is "
         "therefore B. Wait, B has the arrow pointing up, not left. Let me recheck the options. A has the arrow "
         "pointing left in white. D points left but is black. So the answer is A, not B.", "A"),
    case("longcoten", "letters6",
         "The rule seems to be that the outer shape stays the same while the inner shape gains a side each frame. "
         "Frames: circle with a triangle, circle with a square, circle with a pentagon. Next: circle with a hexagon. "
         "Options C and D both show a circle with a hexagon. Hmm, both C and D satisfy the rule. What differs? C "
         "has the hexagon shaded, D has it unshaded. In the sequence the shading alternates: unshaded, shaded, "
         "unshaded. So the next one is shaded... wait, no — frame 1 unshaded, frame 2 shaded, frame 3 unshaded, "
         "frame 4 shaded. That gives C. Hmm, but looking again, frame 2 is actually unshaded too, it's just the "
         "border that's thicker. So shading is constant: unshaded. I'll go with D, since the shading doesn't "
         "change.", "D"),
    case("longcoten", "letters6",
         "The sequence could follow two rules. Under the first, the star moves one corner clockwise each frame, "
         "which gives B. Under the second, the star reflects across the vertical axis every other frame, which "
         "gives F. Frame 3 is consistent with both. I've checked the colours and sizes too, but they're constant. "
         "I keep going back and forth between B and F, and I can't rule out either.", None),
    case("longcoten", "odd6",
         "Let me examine each panel. A: a square with its diagonal drawn. B: a pentagon with one diagonal. C: a "
         "hexagon with one diagonal. D: a triangle with a median. E: a rectangle with no line at all. F: an octagon "
         "with one diagonal. Hmm, D's median is not a diagonal, but it's still a line from a vertex. E has no line. "
         "So the rule seems to be 'one line from a vertex', and E is the only one that breaks it. Let me check D "
         "once more — yes, the median starts at a vertex. Therefore, panel E is the odd one out.", "E"),
    case("longcoten", "odd6",
         "Counting sides: A has 3, B has 5, C has 4, D has 7, E has 3, F has 5. Every panel except one has an odd "
         "number of sides. C has 4. Let me double check C. It looks like a square, so 4. And the rest: A triangle, "
         "B pentagon, D heptagon, E triangle, F pentagon — all odd. C breaks the pattern, since all the others have "
         "an odd number of sides.", "C"),
    case("longcoten", "odd6",
         "Let me try the number of sides. A: 4, B: 4, C: 4, D: 4, E: 5, F: 4. So E? Wait, let me recount E... E is "
         "actually a square with a notch, which makes it 6 sides, or maybe the notch is just a drawn line. Hmm. "
         "Let me try shading instead: A, C and E are shaded, B, D and F are not — three and three, so that's not "
         "it. Orientation: A, B, D point up, C, E, F point down. Also three and three. I've tried sides, shading "
         "and orientation, and I'm not able to find a rule that exactly one panel breaks.", None),
    case("longcoten", "odd6",
         "Each panel contains two shapes. In A, the small circle is inside the big square. In B, the small triangle "
         "is inside the big circle. In C, the small square is inside the big triangle. In D, the small star is "
         "inside the big hexagon. In E, the small circle is inside the big pentagon. In F, the small square "
         "overlaps the edge of the big circle, so it's only partly inside. So the figure that is different from "
         "the others is F.", "F"),
    case("longcoten", "odd6",
         "Looking at the symmetry of each panel: A is symmetric about a vertical axis, B appears asymmetric, C is "
         "symmetric, D is symmetric about a horizontal axis only, E is symmetric, F is symmetric. My provisional "
         "pick is B. Actually, looking at B more closely, the tiny notch on the left is matched by one on the "
         "right, so B is symmetric after all. Then D stands out, since every other panel has a vertical axis of "
         "symmetry and D only a horizontal one. Final: D", "D"),
    case("longcoten", "odd6",
         "I'll check how the shapes relate in each panel. B: the circle touches the square. C: the triangle touches "
         "the circle. D: the two squares share an edge. E: the pentagon touches the star at a point. F: the "
         "hexagon touches the circle. A: the circle and the triangle are separated by a gap. The only panel in "
         "which the shapes do not touch is A. So A.", "A"),
    case("longcoten", "yes_no",
         "Let me go through each triple in the graph. (Kenya, capital, Nairobi): correct. (Uganda, capital, "
         "Kampala): correct. (Rwanda, capital, Kigali): correct. (Tanzania, capital, Dar es Salaam): hmm, Dar es "
         "Salaam is the largest city, but the official capital has been Dodoma for a long time. (Kenya, member of, "
         "East African Community): correct. So the Tanzania triple is wrong. So yes, there is a factual error in "
         "the graph.", "Yes"),
    case("longcoten", "yes_no",
         "I'll verify every edge. France — capital — Paris: true. France — currency — Euro: true. Germany — capital "
         "— Berlin: true. Germany — currency — Euro: true. Germany — member of — European Union: true. France — "
         "shares border with — Germany: true. All the triples check out. So no, there isn't a factual error.", "No"),
    case("longcoten", "yes_no",
         "The graph has Switzerland with capital Bern. At first I thought that was an error, because Zurich is the "
         "biggest city and some people think it's the capital. But on reflection, Bern is the federal city and is "
         "treated as the capital. The other triples — Swiss franc as currency, Switzerland bordering Austria — are "
         "also right. Therefore, the answer is no.", "No"),
    case("longcoten", "yes_no",
         "Most of the triples are fine: Italy's capital is Rome, Italy uses the Euro, Italy is an EU member. The "
         "edge between Vatican City and Italy is partly hidden. If it says 'shares border with', that's correct. "
         "If it says 'capital of', that's wrong. Unless the edge label says 'capital of', there is no error; but if "
         "it does, there is one. I can't read it, so I can't determine which.", None),
    case("longcoten", "yes_no",
         "Let me check each fact. Norway's capital is Oslo — correct. Norway uses the Norwegian krone — correct. "
         "The graph also says Norway is a member of the European Union. Norway voted against joining twice and is "
         "only in the EEA. The triple (Norway, member of, European Union) is incorrect. Therefore, there is an "
         "error.", "Yes"),
    case("longcoten", "yes_no",
         "Okay, going triple by triple. (Spain, capital, Madrid): correct. (Spain, currency, Euro): correct. "
         "(Spain, member of, European Union): correct. (Portugal, shares border with, Spain): correct. Next, "
         "(Portugal, capital,", None),
    case("longcoten", "yes_no",
         "Going through the graph: Vienna is the capital of Austria, Austria uses the Euro and is in the EU, and "
         "Austria borders Germany, Italy and Switzerland. I was briefly unsure about Austria bordering Italy, but "
         "it does, via South Tyrol. Hence the answer is: No, the graph contains no factual error.", "No"),
    case("longcoten", "count",
         "Let me list all the entities carefully.\n1. Germany\n2. Berlin\n3. France\n4. Paris\n5. Euro\n6. Italy\n"
         "7. Rome\n8. European Union\n\nThat gives 8 entities. Let me double-check that I haven't counted anything "
         "twice — the Euro appears once even though three countries point to it. No duplicates. So the answer is "
         "8.", "8"),
    case("longcoten", "count",
         "Counting the nodes: Spain, Madrid, Portugal, Lisbon, Euro, European Union, France, Paris, Euro. That's "
         "10... wait, I listed the Euro twice and I only have nine names anyway. Removing the duplicate gives 8. "
         "Hmm, let me recount from the image instead of my list: Spain, Madrid, Portugal, Lisbon, France, Paris, "
         "Euro, European Union, Andorra. So 9 entities.", "9"),
    case("longcoten", "count",
         "There are some nodes in the lower-left cluster that overlap. Counting the clear ones: Kenya, Nairobi, "
         "Uganda, Kampala, Tanzania, Dodoma, Swahili, English, East African Community, Rwanda, Kigali. That's 11. "
         "But there may be one more node hidden under the Kigali label. I get either 11 or 12 depending on whether "
         "that's a separate node, and I'm not sure.", None),
    case("longcoten", "count",
         "The graph shows Belgium, Brussels, the Netherlands, Amsterdam, the Euro, the European Union and NATO. Let "
         "me make sure I'm not missing any: Belgium (1), Brussels (2), Netherlands (3), Amsterdam (4), Euro (5), "
         "European Union (6), NATO (7). Therefore, the knowledge graph contains 7 entities.", "7"),
    case("longcoten", "count",
         "I'll go through the graph from left to right. On the far left there's Portugal, then Lisbon below it. "
         "Next, Spain and Madrid. Then France, Paris, and the Euro in the middle, which connects to", None),
    case("longcoten", "count",
         "Let me count the nodes region by region. Northern cluster: Sweden, Stockholm, Norway, Oslo — four. "
         "Southern cluster: Denmark, Copenhagen, Germany, Berlin — four. Middle: Krone, Euro, European Union, NATO "
         "— four. Four plus four plus four. So the total number of entities is twelve.", "12"),
    case("longcoten", "count_relations",
         "Each arrow is one relation. Capital edges: Vienna–Austria, Bern–Switzerland, Vaduz–Liechtenstein, "
         "Berlin–Germany — 4. Currency edges: Austria–Euro, Germany–Euro, Switzerland–franc, Liechtenstein–franc "
         "— 4. Membership edges: Austria–EU, Germany–EU, Germany–NATO — 3. 4 + 4 + 3 = 11. So there are 11 "
         "relations.", "11"),
    case("longcoten", "count_relations",
         "Counting arrows: there are three from the Euro node, two from the EU node, and four capital arrows. That "
         "gives 9 relations. Hmm, but the arrow between Rome and Italy might be double-headed, which could mean two "
         "relations. Looking again, it's single-headed. So 9.", "9"),
    case("longcoten", "count_relations",
         "There are a lot of crossing edges in the centre. I tried counting them twice and got 14 the first time "
         "and 15 the second time, because two edges run almost on top of each other near the NATO node. Roughly 14 "
         "or 15 relations; I can't be precise from this image.", None),
    case("longcoten", "count_relations",
         "Let me identify the relations. Kenya — capital — Nairobi. Uganda — capital — Kampala. Kenya — borders — "
         "Uganda. Kenya — member of — EAC. Uganda — member of — EAC. Tanzania — member of — EAC. That's six edges, "
         "and I don't see any others.\n\nFinal answer: 6", "6"),
    case("longcoten", "entity",
         "The masked node is linked to Rwanda by 'capital of'. Let me go through the options: Nairobi is Kenya's "
         "capital, Kampala is Uganda's, Kigali is Rwanda's, Dodoma is Tanzania's, and Addis Ababa is Ethiopia's. "
         "Nairobi, Kampala, Dodoma and Addis Ababa all belong to other countries. So the masked entity is Kigali.",
         "C", EAST_AFRICA),
    case("longcoten", "entity",
         "The masked node has a 'capital of' edge to Liechtenstein and sits near the Swiss franc. Vienna is "
         "Austria's capital and uses the Euro, so no. Bern uses the Swiss franc, but it's Switzerland's capital, "
         "not Liechtenstein's. Luxembourg and Brussels use the Euro. Vaduz is Liechtenstein's capital. So Vaduz.",
         "C", EUROPE),
    case("longcoten", "entity",
         "The masked node is a capital that uses the Euro and is in the EU. Vienna: Austria, Euro, EU — fits. "
         "Bern: Swiss franc, not EU — no. Vaduz: Swiss franc — no. Luxembourg: Euro, EU — fits. Brussels: Euro, EU "
         "— fits. That leaves Vienna, Luxembourg and Brussels. The node also borders something, but the edge is cut "
         "off. Vienna or Brussels seem most likely, but I can't decide between them.", None, EUROPE),
    case("longcoten", "entity",
         "The masked organisation has members Brazil, Argentina, Uruguay and Paraguay. The European Union — no, "
         "those aren't European. NATO — no. African Union — no. ASEAN is Southeast Asian. The organisation with "
         "those members is Mercosur.", "E", ORGS),
    case("longcoten", "entity",
         "The masked node is the currency of Denmark. The Euro — Denmark has an opt-out and doesn't use it. Swiss "
         "franc — no. Pound sterling — no, that's the UK. Złoty — Poland. So the currency is the krone, Denmark's "
         "own currency.", "D", CURRENCIES),
    case("longcoten", "relation",
         "The masked edge runs between France and Spain. Capital of — no, neither is a city. Official language — "
         "no. Currency — no, neither is a currency. Member of — no, neither is an organisation. Since France and "
         "Spain are adjacent countries, the masked relation must express that they are neighbours.", "E",
         RELATIONS),
    case("longcoten", "relation",
         "The edge goes from Dutch to the Netherlands. It can't be capital of, because Dutch is not a city. It "
         "can't be currency. Member of and shares border with don't apply to a language either. The edge from "
         "Dutch to the Netherlands indicates the language spoken there, so it's official language.", "B",
         RELATIONS),
    case("longcoten", "relation",
         "The masked edge connects Bavaria and Germany. Member of is for organisations. Shares border with would "
         "need two countries. Capital of is wrong since Bavaria is a state. So it's either 'part of' or 'located "
         "in region'. Part of fits a state in a country; located in region could also fit. I can't decide between "
         "them.", None, RELATIONS_2),
    case("longcoten", "relation",
         "Lisbon is the capital of Portugal, so the relation is capital of. Let me make sure none of the other "
         "options fits better: 'member of' doesn't fit a city and a country, 'part of' is too vague, 'located in "
         "region' is for regions, and 'shares border with' needs two countries. So capital of.", "E", RELATIONS_2),
    case("longcoten", "relation",
         "Hungary and the European Union are linked. Located in region — the EU isn't a region. Part of — possibly, "
         "but countries aren't usually described as part of the EU. Shares border with — no. Capital of — no. "
         "Hungary joined the EU in 2004, so the relation is membership.", "B", RELATIONS_2),
]

# ---- round 25: four new voices, written after round 24's fixes, before any rule change touching them and before the
# ---- extractor was run on them; scored once as they stood. The languages of issue 27 (French, German, Spanish;
# ---- Chinese, Japanese, some Korean) over every task kind, and the two M3STR answer kinds whose phrasing varies most
# ---- eurolingo: Mistral / Le Chat, Llama, GPT-4o and Claude answering in French, German or Spanish, the question in
# ---- English or in that language: letters and option texts as those replies carry them, hedges, refusals, counts in
# ---- words
EUROPE_FR = ("Vienne", "Berne", "Vaduz", "Luxembourg", "Bruxelles")
RELATIONS_FR = ("capitale de", "langue officielle", "monnaie", "membre de", "partage une frontière avec")
RELATIONS_DE = ("Hauptstadt von", "Amtssprache", "Währung", "Mitglied von", "grenzt an")
RELATIONS_ES = ("capital de", "idioma oficial", "moneda", "miembro de", "comparte frontera con")
EUROLINGO = [
    case("eurolingo", "letters4", "La réponse est (C).", "C"),
    case("eurolingo", "letters4", "Antwort: B – nach dem Auffalten liegen die vier Löcher symmetrisch um die Mitte.",
         "B"),
    case("eurolingo", "letters4", "Yo diría que es la D, aunque la imagen está algo borrosa.", "D"),
    case("eurolingo", "letters4",
         "Analysons les pliages. La feuille est d'abord pliée en deux verticalement, puis horizontalement. Le trou "
         "est percé près du coin supérieur droit du paquet plié. En dépliant le second pli, on obtient deux trous sur "
         "la moitié droite ; en dépliant le premier, quatre trous, un près de chaque coin.\n\n"
         "- Option A : deux trous seulement\n- Option B : quatre trous, mais regroupés au centre\n"
         "- Option C : quatre trous près des coins\n- Option D : trois trous\n\n**Réponse : C**", "C"),
    case("eurolingo", "letters4",
         "Wenn man das Objekt um 90° im Uhrzeigersinn dreht, landet der rote Würfel vorne. Das trifft nur auf "
         "Abbildung A zu; B und D sind gespiegelt, C hat einen Würfel zu viel. Die Antwort ist also A.", "A"),
    case("eurolingo", "letters4",
         "No puedo determinar la respuesta: la imagen no muestra con claridad dónde se hizo la perforación.", None),
    case("eurolingo", "letters4", "Ça pourrait être la B ou la D, les deux ont quatre trous.", None),
    case("eurolingo", "letters4",
         "A: zwei Löcher\nB: vier Löcher in den Ecken\nC: vier Löcher in der Mitte\nD: drei Löcher\n\nWelche davon "
         "gemeint ist, hängt davon ab, wie der zweite Falz verläuft.", None),
    case("eurolingo", "letters4", "Respuesta: opción B.", "B"),
    case("eurolingo", "letters4",
         "D'après moi, il s'agit de l'option **D** : c'est la seule vue qui conserve l'orientation du petit cube "
         "après rotation.", "D"),
    case("eurolingo", "letters4", "C ist richtig.", "C"),
    case("eurolingo", "letters4",
         "La opción correcta es la A) porque los agujeros quedan reflejados en ambos ejes.", "A"),
    case("eurolingo", "letters6", "La figure suivante est la E : la flèche tourne de 45° à chaque étape.", "E"),
    case("eurolingo", "letters6",
         "Das nächste Bild in der Folge ist F, weil der Punkt jedes Mal eine Ecke weiterwandert.", "F"),
    case("eurolingo", "letters6",
         "La siguiente imagen sería la C. El triángulo gira 60 grados en cada paso, así que en el siguiente quedará "
         "apuntando hacia abajo, como en C.", "C"),
    case("eurolingo", "letters6",
         "Je ne vois pas de régularité claire entre les images ; je préfère ne pas répondre au hasard.", None),
    case("eurolingo", "letters6", "Antwort: G", None),
    case("eurolingo", "letters6",
         "Tras analizar la secuencia: el cuadrado avanza una casilla por paso y cambia de color alternativamente. "
         "Entonces el siguiente fotograma debería ser el B... no, espera, en B el cuadrado es azul y le toca ser "
         "rojo. Es la D.", "D"),
    case("eurolingo", "odd6", "L'intrus est la figure B, car c'est la seule qui n'a pas d'axe de symétrie.", "B"),
    case("eurolingo", "odd6",
         "Die Abbildung, die nicht ins Muster passt, ist E – alle anderen haben eine gerade Anzahl von Ecken.", "E"),
    case("eurolingo", "odd6", "La figura que rompe la regla es la F.", "F"),
    case("eurolingo", "odd6",
         "Je dirais que c'est la A ou la C qui ne respecte pas la règle, mais je n'en suis pas certain.", None),
    case("eurolingo", "odd6", "Panel D bricht die Regel: Es ist das einzige Feld mit einem ungefüllten Kreis.", "D"),
    case("eurolingo", "odd6", "Ninguna de las figuras parece romper la regla; todas tienen tres lados.", None),
    case("eurolingo", "yes_no",
         "Oui, il y a une erreur : le graphe indique que Kampala est la capitale du Kenya, alors que c'est Nairobi.",
         "Yes"),
    case("eurolingo", "yes_no", "Non, toutes les relations de ce graphe sont correctes.", "No"),
    case("eurolingo", "yes_no",
         "Ja, der Graph enthält einen Fehler: Der Euro wird als Währung der Schweiz angegeben.", "Yes"),
    case("eurolingo", "yes_no", "Nein, ich sehe keinen Fehler im Wissensgraphen.", "No"),
    case("eurolingo", "yes_no",
         "Sí, hay un error: según el grafo, Suiza es miembro de la Unión Europea, y no lo es.", "Yes"),
    case("eurolingo", "yes_no", "No hay ningún error; todas las relaciones son correctas.", "No"),
    case("eurolingo", "yes_no",
         "Je ne peux pas lire certaines étiquettes, donc je ne peux pas dire s'il y a une erreur.", None),
    case("eurolingo", "yes_no", "Schwer zu sagen – einige Beschriftungen sind zu klein, um sie zu lesen.", None),
    case("eurolingo", "yes_no", "Todo parece correcto en el grafo.", "No"),
    case("eurolingo", "count", "Le graphe contient neuf entités.", "9"),
    case("eurolingo", "count",
         "Ich zähle insgesamt sieben Entitäten: Nairobi, Kenia, Kampala, Uganda, Kigali, Ruanda und die "
         "Ostafrikanische Gemeinschaft.", "7"),
    case("eurolingo", "count", "Hay doce entidades en el grafo.", "12"),
    case("eurolingo", "count", "Environ dix entités, certaines étiquettes se chevauchent.", None),
    case("eurolingo", "count", "Antwort: 8", "8"),
    case("eurolingo", "count", "Entre 6 y 8 entidades, no lo veo bien.", None),
    case("eurolingo", "count", "Il y a 11 entités au total.", "11"),
    case("eurolingo", "count_relations", "Je compte treize relations (arêtes) dans le graphe.", "13"),
    case("eurolingo", "count_relations", "Der Graph hat zehn Relationen.", "10"),
    case("eurolingo", "count_relations",
         "Cuento 5 relaciones: tres de tipo 'capital de' y dos de tipo 'moneda'.", "5"),
    case("eurolingo", "count_relations", "Ungefähr ein Dutzend Kanten, genau kann ich es nicht sagen.", None),
    case("eurolingo", "entity", "L'entité masquée est Kigali (C), capitale du Rwanda.", "C", EAST_AFRICA),
    case("eurolingo", "entity", "Die gesuchte Entität ist Bern, die Hauptstadt der Schweiz.", "B", EUROPE),
    case("eurolingo", "entity", "Es el franco suizo (B), ya que Liechtenstein usa esa moneda.", "B", CURRENCIES),
    case("eurolingo", "entity",
         "Antwort: D – Luxemburg, die Hauptstadt des gleichnamigen Großherzogtums.", "D", EUROPE),
    case("eurolingo", "entity", "L'entité masquée est Bruxelles.", "E", EUROPE_FR),
    case("eurolingo", "entity", "Podría ser Viena o Bruselas, ambas usan el euro.", None, EUROPE),
    case("eurolingo", "relation",
         "La relation masquée est « membre de » : l'Autriche fait partie de l'UE.", "D", RELATIONS_FR),
    case("eurolingo", "relation",
         "Die Relation ist „Amtssprache“: In Belgien wird Französisch gesprochen.", "B", RELATIONS_DE),
    case("eurolingo", "relation",
         "La relación es 'comparte frontera con', porque Alemania y Polonia son vecinos.", "E", RELATIONS_ES),
    case("eurolingo", "relation", "No estoy seguro de qué relación está oculta.", None, RELATIONS_ES),
    case("eurolingo", "relation", "Antwort: A – Hauptstadt von. Kigali ist die Hauptstadt von Ruanda.", "A",
         RELATIONS_DE),
]

# ---- cjkreal: Qwen, GLM, Kimi and Baichuan answering in Chinese; Sarashina, Llama-3-Swallow, ELYZA and GPT-4o in
# ---- Japanese; some Korean (EXAONE, HyperCLOVA X): full-width punctuation and letters, 选项 / 答案 / 正确答案, 「C」,
# ---- 答えは, 全部で7個, 是 / 否 / 存在错误 / 没有错误, option texts translated
CJKREAL = [
    case("cjkreal", "letters4", "答案：Ｃ", "C"),
    case("cjkreal", "letters4", "正确答案是 B。纸张展开后，四个孔分别位于四个角上。", "B"),
    case("cjkreal", "letters4", "选 D", "D"),
    case("cjkreal", "letters4",
         "我们一步步分析。首先，纸沿竖直中线对折，然后再沿水平中线对折。打孔位置在折叠后纸片的右上角。\n\n"
         "展开第二次折叠：孔关于水平折痕对称，得到右侧两个孔。\n"
         "展开第一次折叠：两个孔关于竖直折痕对称，最终得到四个孔，分别靠近四个角。\n\n"
         "- 选项A：只有两个孔\n- 选项B：四个孔，但集中在中间\n- 选项C：四个孔，靠近四个角\n- 选项D：三个孔\n\n"
         "因此，正确答案是 **C**。", "C"),
    case("cjkreal", "letters4", "选项Ａ和选项Ｃ看起来都有可能，我无法确定。", None),
    case("cjkreal", "letters4", "答えは「Ｂ」です。", "B"),
    case("cjkreal", "letters4", "回転させた立体と一致するのはＤです。ほかの選択肢はすべて鏡像になっています。", "D"),
    case("cjkreal", "letters4", "申し訳ございませんが、画像が不鮮明なため判断できません。", None),
    case("cjkreal", "letters4", "정답은 (C)입니다.", "C"),
    case("cjkreal", "letters4", "根据旋转规律，应该是选项A。", "A"),
    case("cjkreal", "letters4", "这道题我觉得是B，不过图片有点模糊，仅供参考。", "B"),
    case("cjkreal", "letters4", "展开后，孔的位置应当关于两条折痕对称，因此", None),
    case("cjkreal", "letters6", "下一帧应该是E，因为箭头每次顺时针旋转45度。", "E"),
    case("cjkreal", "letters6", "次のフレームはＦです。", "F"),
    case("cjkreal", "letters6", "答案：（Ｃ）", "C"),
    case("cjkreal", "letters6", "规律不明显，无法判断下一帧是哪个选项。", None),
    case("cjkreal", "letters6", "다음 그림은 B입니다. 점이 매번 한 칸씩 시계 방향으로 이동하기 때문입니다.", "B"),
    case("cjkreal", "letters6",
         "各フレームで三角形が60度ずつ回転しています。したがって、次に来るのは選択肢Dです。", "D"),
    case("cjkreal", "odd6", "不符合规律的是图形E，因为只有它没有对称轴。", "E"),
    case("cjkreal", "odd6", "規則に従っていないのはＡです。", "A"),
    case("cjkreal", "odd6", "与众不同的是 C。", "C"),
    case("cjkreal", "odd6", "B和F都有点不同，我不确定哪一个才是答案。", None),
    case("cjkreal", "odd6", "규칙을 따르지 않는 패널은 D입니다.", "D"),
    case("cjkreal", "odd6", "经过比较，其余五个图形都是偶数条边，只有F是奇数条边，所以答案是F。", "F"),
    case("cjkreal", "yes_no", "是的，存在错误：图中把坎帕拉标成了肯尼亚的首都。", "Yes"),
    case("cjkreal", "yes_no", "否，图中所有关系都是正确的。", "No"),
    case("cjkreal", "yes_no", "没有错误。", "No"),
    case("cjkreal", "yes_no", "存在错误。欧元被标注为瑞士的货币，但瑞士使用瑞士法郎。", "Yes"),
    case("cjkreal", "yes_no", "はい、誤りがあります。スイスはEUに加盟していません。", "Yes"),
    case("cjkreal", "yes_no", "いいえ、誤りは見当たりません。", "No"),
    case("cjkreal", "yes_no", "예, 오류가 있습니다. 도도마는 케냐의 수도가 아닙니다.", "Yes"),
    case("cjkreal", "yes_no", "部分标签看不清，无法判断是否存在错误。", None),
    case("cjkreal", "yes_no", "答案：否", "No"),
    case("cjkreal", "yes_no", "ラベルが小さくて読めないため、誤りがあるかどうか判断できません。", None),
    case("cjkreal", "count", "图中共有9个实体。", "9"),
    case("cjkreal", "count", "全部で7個のエンティティがあります。", "7"),
    case("cjkreal", "count", "实体数量：十二", "12"),
    case("cjkreal", "count", "大约10个实体，有几个标签重叠了。", None),
    case("cjkreal", "count", "エンティティは８つです。", "8"),
    case("cjkreal", "count", "엔티티는 모두 여섯 개입니다.", "6"),
    case("cjkreal", "count", "6到8个之间，看不太清楚。", None),
    case("cjkreal", "count_relations", "图中一共有13条关系。", "13"),
    case("cjkreal", "count_relations", "関係（エッジ）は全部で１０本です。", "10"),
    case("cjkreal", "count_relations", "共有5条边：3条“首都”关系和2条“货币”关系。", "5"),
    case("cjkreal", "count_relations", "关系的数量大概在十几条，无法精确统计。", None),
    case("cjkreal", "entity", "被遮住的实体是基加利（C）。", "C", EAST_AFRICA_ZH),
    case("cjkreal", "entity", "答案：伯尔尼", "B", EUROPE_ZH),
    case("cjkreal", "entity", "マスクされたエンティティはファドゥーツです。", "C", EUROPE_JA),
    case("cjkreal", "entity", "可能是维也纳，也可能是布鲁塞尔。", None, EUROPE_ZH),
    case("cjkreal", "entity", "가려진 엔티티는 도도마입니다.", "D", EAST_AFRICA_KO),
    case("cjkreal", "relation", "被遮住的关系是“成员”，因为奥地利是欧盟成员国。", "D", RELATIONS_ZH),
    case("cjkreal", "relation", "隠されている関係は「通貨」です。", "C", RELATIONS_JA),
    case("cjkreal", "relation", "答案是接壤。", "E", RELATIONS_ZH),
    case("cjkreal", "relation", "どの関係か判断できません。", None, RELATIONS_JA),
]

# ---- countnatural: M3STR counting answers from any family in English: enumerations then a total, totals stated
# ---- first, corrections of a miscount, counts per relation type then a sum, counts in words, ranges and refusals
COUNTNATURAL = [
    case("countnatural", "count",
         "Let me list them: Nairobi, Kenya, Kampala, Uganda, Kigali, Rwanda, Dodoma, Tanzania. That's 8 entities in "
         "total.", "8"),
    case("countnatural", "count",
         "There are 9 entities. Going through them: Vienna, Austria, Bern, Switzerland, Vaduz, Liechtenstein, the "
         "Euro, the Swiss franc and the European Union.", "9"),
    case("countnatural", "count", "Seven nodes.", "7"),
    case("countnatural", "count", "I count 10 entities... wait, I counted Kenya twice. It's 9.", "9"),
    case("countnatural", "count",
         "The graph has somewhere between 8 and 10 entities; a few labels are cut off at the edge of the image.",
         None),
    case("countnatural", "count",
         "Entities:\n1. Paris\n2. France\n3. Berlin\n4. Germany\n5. Euro\n6. European Union\n\nTotal: 6", "6"),
    case("countnatural", "count", "There are eleven distinct entities in the knowledge graph.", "11"),
    case("countnatural", "count",
         "I'm unable to count the entities reliably because the image is too low-resolution to read the node "
         "labels.", None),
    case("countnatural", "count",
         "Counting the nodes: Lisbon, Portugal, Madrid, Spain, Euro, EU. Six. But Spain appears twice in the picture "
         "— no, that's one node drawn with two edges. So 6 entities.", "6"),
    case("countnatural", "count", "12", "12"),
    case("countnatural", "count", "The knowledge graph contains 8 entities (4 capitals and 4 countries).", "8"),
    case("countnatural", "count",
         "My first count was 7, but I missed the Euro node in the bottom corner, so the correct count is 8.", "8"),
    case("countnatural", "count", "Around a dozen entities.", None),
    case("countnatural", "count", "There are five countries and five capitals, so ten entities.", "10"),
    case("countnatural", "count", "Total entities: 13", "13"),
    case("countnatural", "count", "At least 9 entities are visible, possibly more behind the legend.", None),
    case("countnatural", "count",
         "Let me count carefully.\n\n- Top row: Oslo, Norway, Stockholm\n- Middle row: Sweden, Krone, Euro\n"
         "- Bottom row: Helsinki, Finland\n\nThat gives 3 + 3 + 2 = 8 entities.", "8"),
    case("countnatural", "count", "I see fourteen nodes in the graph, each one a distinct entity.", "14"),
    case("countnatural", "count",
         "Answer: 7 entities.\n\nThey are: Brussels, Belgium, Amsterdam, Netherlands, Luxembourg (city), Luxembourg "
         "(country), and the Euro.", "7"),
    case("countnatural", "count",
         "Hmm, I get 9 if I count Luxembourg the city and the country separately, and 8 if they're one node. From "
         "the picture they look like two separate circles, so 9.", "9"),
    case("countnatural", "count",
         "I count 6 entities. Actually, on a second look there's a seventh node hidden behind the 'currency' label "
         "— 7 entities.", "7"),
    case("countnatural", "count", "Either 10 or 11, depending on whether the faded node counts.", None),
    case("countnatural", "count",
         "The graph shows 4 cities, 4 countries and 1 organisation, for a total of 9 entities.", "9"),
    case("countnatural", "count", "Five.", "5"),
    case("countnatural", "count", "There are 8 entities in the graph.", "8"),
    case("countnatural", "count",
         "To count the entities, I'll go node by node, starting from the top left and moving clockwise.\n\n"
         "1. Kenya\n2. Nairobi\n3. Uganda\n4. Kampala\n5. East African Community\n6. Tanzania\n7. Dodoma\n"
         "8. Kenyan shilling\n\nI double-checked the centre of the image and there are no other nodes. The knowledge "
         "graph contains **8 entities**.", "8"),
    case("countnatural", "count", "The entities are Rome, Italy, Euro, Vatican City. Four.", "4"),
    case("countnatural", "count", "I count nine entities — no, ten, I missed Vaduz.", "10"),
    case("countnatural", "count",
         "I'm not sure: the graph might contain 7 entities, but some nodes could be hidden.", None),
    case("countnatural", "count_relations",
         "There are 12 relations: 4 'capital of', 4 'currency', 3 'member of' and 1 'shares border with'.", "12"),
    case("countnatural", "count_relations",
         "Capital of: 3\nCurrency: 2\nMember of: 3\nShares border with: 1\n\nTotal relations: 9", "9"),
    case("countnatural", "count_relations",
         "Counting by type: three 'capital of' edges, two 'official language' edges and two 'member of' edges, so "
         "seven relations in all.", "7"),
    case("countnatural", "count_relations",
         "I count 11 edges. Correction: two of the arrows are the same edge drawn with a bend, so there are 10 "
         "relations.", "10"),
    case("countnatural", "count_relations", "The graph has about 15 relations, give or take a couple.", None),
    case("countnatural", "count_relations", "Thirteen edges.", "13"),
    case("countnatural", "count_relations", "There are 6 relations, one per edge.", "6"),
    case("countnatural", "count_relations",
         "Let me count the edges:\n- Vienna → Austria (capital of)\n- Austria → EU (member of)\n"
         "- Austria → Euro (currency)\n- Bern → Switzerland (capital of)\n- Switzerland → Swiss franc (currency)\n"
         "- Austria → Switzerland (shares border with)\n\nSo 6 relations.", "6"),
    case("countnatural", "count_relations",
         "I can't count the relations precisely because several edges overlap in the middle of the image.", None),
    case("countnatural", "count_relations", "8 or 9 relations; one arrow might be a duplicate.", None),
    case("countnatural", "count_relations",
         "First I counted 14 relations, but that included the two legend arrows, which aren't part of the graph. "
         "The graph has 12 relations.", "12"),
    case("countnatural", "count_relations",
         "There are 4 capital-of relations and 4 currency relations, and 2 member-of relations: 10 in total.", "10"),
    case("countnatural", "count_relations", "Relations: 5 + 3 + 2 = 10", "10"),
    case("countnatural", "count_relations", "I'd estimate roughly 20 relations.", None),
    case("countnatural", "count_relations", "Nine relations connect the entities.", "9"),
    case("countnatural", "count_relations", "Total: 11 relations (edges).", "11"),
    case("countnatural", "count_relations",
         "The number of relations is 7. Each country is linked to its capital and to its currency, and one country "
         "is linked to the EU: 3 + 3 + 1 = 7.", "7"),
    case("countnatural", "count_relations",
         "No clue, sorry — the edges aren't labelled clearly enough for me to tell them apart.", None),
    case("countnatural", "count_relations",
         "There are 16 edges in the picture, but 2 of them are duplicates drawn in both directions, so 14 unique "
         "relations.", "14"),
    case("countnatural", "count_relations", "The knowledge graph contains eight relations.", "8"),
    case("countnatural", "count_relations",
         "Let me think. Nairobi is the capital of Kenya (1), Kampala is the capital of Uganda (2), Kenya shares a "
         "border with Uganda (3), Kenya and Uganda are members of the EAC (4, 5), Kenya uses the Kenyan shilling "
         "(6). So 6 relations.", "6"),
    case("countnatural", "count_relations", "Somewhere between 10 and 12 relations.", None),
]

# ---- detectnatural: M3STR anomaly detection answers in English: "Everything checks out", "I don't see anything
# ---- wrong", an edge named as off, a Yes/No buried mid-reply, a suspicious edge named and then cleared, refusals when
# ---- labels are unreadable
DETECTNATURAL = [
    case("detectnatural", "yes_no", "Everything checks out.", "No"),
    case("detectnatural", "yes_no", "I don't see anything wrong with this knowledge graph.", "No"),
    case("detectnatural", "yes_no",
         "One of the edges is off: the graph says Kampala is the capital of Kenya, but Kenya's capital is Nairobi.",
         "Yes"),
    case("detectnatural", "yes_no", "The map contains a factual error.", "Yes"),
    case("detectnatural", "yes_no",
         "I went through each triple. Vienna — capital of — Austria: correct. Austria — member of — EU: correct. "
         "Austria — currency — Euro: correct. Bern — capital of — Switzerland: correct. Switzerland — member of — "
         "EU: that's wrong, Switzerland isn't in the EU. So yes, there is an error.", "Yes"),
    case("detectnatural", "yes_no",
         "Looking at the graph, all the capitals match their countries and the currencies are right. So no, there's "
         "no factual error here, at least as far as I can read the labels.", "No"),
    case("detectnatural", "yes_no",
         "The edge between Switzerland and the EU looks suspicious at first, but it's labelled 'shares border with', "
         "which is true — Switzerland borders several EU countries. Everything else is fine too. No error.", "No"),
    case("detectnatural", "yes_no",
         "I can't make out the edge labels at this resolution, so I can't tell whether the graph contains an error.",
         None),
    case("detectnatural", "yes_no", "All triples are consistent with real-world facts.", "No"),
    case("detectnatural", "yes_no", "Yes. The Euro is listed as the currency of Poland, which still uses the złoty.",
         "Yes"),
    case("detectnatural", "yes_no",
         "There's an error: Dodoma is linked to Kenya as its capital, but Dodoma is the capital of Tanzania.", "Yes"),
    case("detectnatural", "yes_no",
         "Hmm, Brussels — capital of — Belgium, fine. Luxembourg — currency — Euro, fine. Belgium — official "
         "language — German: German is actually one of Belgium's official languages, so that's fine too. No, I "
         "don't see an error.", "No"),
    case("detectnatural", "yes_no", "The graph is factually correct.", "No"),
    case("detectnatural", "yes_no",
         "It's hard to say. Some of the labels are partially hidden behind other nodes, so I can't verify every "
         "relation.", None),
    case("detectnatural", "yes_no",
         "Norway is shown as a member of the European Union. That's incorrect — Norway is in the EEA but not the "
         "EU. So the graph has an error.", "Yes"),
    case("detectnatural", "yes_no", "Nothing stands out as incorrect.", "No"),
    case("detectnatural", "yes_no", "I'm not able to read the text in the image, sorry.", None),
    case("detectnatural", "yes_no",
         "The relation 'Vaduz — capital of — Liechtenstein' is correct, 'Liechtenstein — currency — Swiss franc' is "
         "correct, and 'Liechtenstein — member of — EU' is wrong. So yes.", "Yes"),
    case("detectnatural", "yes_no",
         "At first I thought Bern wasn't the capital, but it is the de facto capital of Switzerland, so that edge is "
         "fine. All the other edges are correct as well. The graph has no error.", "No"),
    case("detectnatural", "yes_no",
         "There might be an error in the currency edge, but I'm not certain which currency Liechtenstein uses.",
         None),
    case("detectnatural", "yes_no", "Answer: No — every relation in the graph matches the facts.", "No"),
    case("detectnatural", "yes_no", "Error found: 'Kigali — capital of — Uganda'. Kigali is the capital of Rwanda.",
         "Yes"),
    case("detectnatural", "yes_no", "I checked all 9 edges and they're all correct.", "No"),
    case("detectnatural", "yes_no",
         "Either the Kenya–Uganda border edge or the EAC membership edge could be wrong, depending on the map's "
         "date; I can't say which.", None),
    case("detectnatural", "yes_no",
         "This graph is accurate. Vienna is the capital of Austria, Austria uses the Euro and is an EU member.",
         "No"),
    case("detectnatural", "yes_no", "Yes, there's one factual error.", "Yes"),
    case("detectnatural", "yes_no", "No errors detected.", "No"),
    case("detectnatural", "yes_no",
         "The graph contains a mistake: Romansh is listed as an official language of Austria, but it's only "
         "official in Switzerland.", "Yes"),
    case("detectnatural", "yes_no",
         "Most of the triples are correct. The one that isn't: Addis Ababa is connected to Kenya with 'capital of', "
         "when it's the capital of Ethiopia.", "Yes"),
    case("detectnatural", "yes_no", "I'd need a clearer image to answer this.", None),
    case("detectnatural", "yes_no",
         "Let me check each one. 1) Paris – capital of – France ✓ 2) France – currency – Euro ✓ 3) France – member "
         "of – EU ✓ 4) Berlin – capital of – Germany ✓ 5) Germany – shares border with – France ✓\n\nAll five "
         "check out, so the answer is No.", "No"),
    case("detectnatural", "yes_no",
         "Everything here looks right to me, except — wait, Luxembourg is listed as using the Swiss franc. That's "
         "wrong; Luxembourg uses the Euro. So there is an error.", "Yes"),
    case("detectnatural", "yes_no",
         "The 'member of' edge from Switzerland to the EU looked off at first, but on a closer look the edge "
         "actually points to EFTA, not the EU. That's correct. So the graph is fine.", "No"),
    case("detectnatural", "yes_no", "Factually, the graph holds up.", "No"),
    case("detectnatural", "yes_no",
         "Does the graph contain an error? I'm not sure. It depends on whether 'Bern' is meant as the official "
         "capital, which Switzerland doesn't formally designate.", None),
    case("detectnatural", "yes_no", "Yes — one of the capital-of edges is wrong.", "Yes"),
    case("detectnatural", "yes_no", "I found no factual errors.", "No"),
    case("detectnatural", "yes_no",
         "There appear to be two incorrect relations: Kampala as the capital of Rwanda and the Euro as Uganda's "
         "currency.", "Yes"),
    case("detectnatural", "yes_no", "No, I don't think there is anything wrong.", "No"),
    case("detectnatural", "yes_no", "The labels are in a script I can't read, so I can't check the facts.", None),
    case("detectnatural", "yes_no",
         "Short answer: yes. Long answer: the 'shares border with' edge between Austria and Belgium is false, they "
         "don't share a border.", "Yes"),
    case("detectnatural", "yes_no",
         "I don't see any errors — the capitals, currencies and memberships all match.", "No"),
    case("detectnatural", "yes_no", "All correct except possibly the Krone edge, which I can't read clearly.", None),
    case("detectnatural", "yes_no", "Every relation in the map is true, so there is no error.", "No"),
    case("detectnatural", "yes_no", "Not sure. The image is blurry.", None),
    case("detectnatural", "yes_no", "There's a factual error in the map: Vaduz is shown as the capital of Luxembourg.",
         "Yes"),
    case("detectnatural", "yes_no",
         "The graph looks fine overall; the relations are consistent with what I know about these countries.", "No"),
    case("detectnatural", "yes_no", "An error is present: the Euro is listed as the currency of Switzerland.", "Yes"),
    case("detectnatural", "yes_no",
         "Hmm, the edge 'Uganda — member of — African Union' looks odd, but Uganda is in the AU, so it's fine. "
         "Nothing wrong here.", "No"),
    case("detectnatural", "yes_no", "Yes there is an error, Nairobi is not the capital of Tanzania.", "Yes"),
    case("detectnatural", "yes_no",
         "The graph seems right, but I can't fully confirm the membership edges.", None),
]


# ---- round 26: four new voices, written after round 25's fixes, before any rule change touching them and before the
# ---- extractor was run on them; scored once as they stood. Current multimodal models answering this project's own
# ---- questions free-form in English: the hard abstentions, the two answer kinds phrased most freely, and the raw
# ---- strings evaluation harnesses log
# ---- abstainfree: replies that discuss the options and commit to nothing (every option described, two left open, a
# ---- condition, a question handed back, the option list echoed, a caption only), and replies that commit after the
# ---- same kind of discussion
ABSTAINFREE = [
    case("abstainfree", "letters4",
         "Option A has two holes near the top edge. Option B has four holes clustered around the centre. Option C has "
         "four holes, one near each corner. Option D has three holes along the diagonal.", None),
    case("abstainfree", "letters4",
         "It's either B or D — both have four holes, and I can't make out which way the second fold went.", None),
    case("abstainfree", "letters4",
         "B looks plausible, but so does C; the difference is only whether the holes sit on the crease or next to it.",
         None),
    case("abstainfree", "letters4", "Not A, since it only has two holes, but I can't tell between the rest.", None),
    case("abstainfree", "letters4",
         "If the fold were vertical, it would be C. If it were horizontal, the holes would line up as in A.", None),
    case("abstainfree", "letters4",
         "Could you tell me which way the paper is folded? The arrows in the image are too faint for me to see.",
         None),
    case("abstainfree", "letters4",
         "The options are:\nA) two holes\nB) four holes in the centre\nC) four holes near the corners\nD) three holes",
         None),
    case("abstainfree", "letters4", "I'd need a clearer image to answer this — the punched hole is barely visible.",
         None),
    case("abstainfree", "letters4",
         "The image shows a square sheet folded twice with a single circular hole punched near one corner, and four "
         "candidate unfolded sheets below it.", None),
    case("abstainfree", "letters4",
         "Options B and D are both rotations of the object; A and C are mirror images. Between B and D I can't decide "
         "without seeing the hidden face.", None),
    case("abstainfree", "letters6",
         "The sequence shows a dot moving clockwise around a square. The candidates E and F both put the dot in the "
         "lower left, so it comes down to the arrow's direction, which I can't make out.", None),
    case("abstainfree", "letters6",
         "Frames 1 to 4 show an arrow rotating. Option A keeps the arrow up, B turns it right, C turns it down, "
         "D turns it left, E is a mirror image, and F adds a second arrow.", None),
    case("abstainfree", "letters6", "I'm torn between D and F for the next frame.", None),
    case("abstainfree", "letters6",
         "Each option is a possible next frame: A repeats frame 4, B moves the square one step, C moves it two steps, "
         "D changes its colour, E removes it, F doubles it. Without knowing the step size I can't choose.", None),
    case("abstainfree", "odd6",
         "Either A or E breaks the pattern; both have an odd number of sides, which is what I'd look for, but each is "
         "also missing its dot.", None),
    case("abstainfree", "odd6",
         "If the rule is about symmetry, the odd one out would be B; if it's about the number of corners, it would be "
         "F. The question doesn't say which.", None),
    case("abstainfree", "odd6",
         "Panel A: a triangle with a dot. Panel B: a square with a dot. Panel C: a pentagon with a dot. Panel D: a "
         "hexagon with a dot. Panel E: a circle with a dot. Panel F: a star with a dot.", None),
    case("abstainfree", "odd6",
         "Not C — it follows the rule like the others. Beyond that, I can't say which panel is the odd one.", None),
    case("abstainfree", "yes_no",
         "The graph links Nairobi to Kenya as its capital and Kampala to Uganda, and it lists the Euro as the "
         "currency of Austria.", None),
    case("abstainfree", "yes_no",
         "There might be an error in the 'member of' edge, or it might just be the layout — hard to say from this "
         "picture.", None),
    case("abstainfree", "yes_no",
         "Could you share a higher-resolution version of the map? Several edge labels are unreadable.", None),
    case("abstainfree", "yes_no",
         "If the edge reads 'Vaduz — capital of — Liechtenstein', it's correct; if the arrow points the other way, "
         "it'd be an error.", None),
    case("abstainfree", "count",
         "I can see Germany, France, Berlin, Paris and the Euro, but some nodes at the edge of the image are cut off, "
         "so I can't give a total.", None),
    case("abstainfree", "count",
         "It's either 8 or 9 entities, depending on whether the legend box counts as one.", None),
    case("abstainfree", "count_relations",
         "The graph has edges for capitals, currencies and memberships; I'd need a clearer image to count them.",
         None),
    case("abstainfree", "entity",
         "The masked entity could be Kampala or Kigali; both are capitals in the region and either would fit the "
         "'capital of' edge.", None, EAST_AFRICA),
    case("abstainfree", "entity", "Options: Vienna, Bern, Vaduz, Luxembourg, Brussels.", None, EUROPE),
    case("abstainfree", "entity",
         "Bern looks plausible, but so does Vaduz — the edge label under the mask is cut off.", None, EUROPE),
    case("abstainfree", "relation",
         "It's not 'currency', but I can't tell between the remaining relations.", None, RELATIONS),
    case("abstainfree", "relation",
         "The masked edge connects Germany and Poland. That pair could be linked by several of these relations.",
         None, RELATIONS),
    case("abstainfree", "relation",
         "What does the arrow direction mean in this graph? If it points from the city to the country, the relation "
         "would be 'capital of'.", None, RELATIONS),
    case("abstainfree", "letters4",
         "It's either B or D at first glance, but D has the holes on the wrong side of the crease, so B.", "B"),
    case("abstainfree", "letters4",
         "B looks plausible, but so does C. Looking closer, C's holes are too close to the centre to come from a "
         "corner punch. I'll go with B.", "B"),
    case("abstainfree", "letters4",
         "Not A, since it has only two holes, and not D, which has three. Between B and C, only C puts the holes near "
         "the corners, so C is the unfolded sheet.", "C"),
    case("abstainfree", "letters4",
         "Option A shows two holes. Option B shows four holes in the centre. Option C shows four holes near the "
         "corners. Option D shows three holes. A corner punch after two folds gives four corner holes, which is "
         "option C.", "C"),
    case("abstainfree", "letters4",
         "A and C are mirror images of the object, so they're out. B and D are both rotations, but only D shows the "
         "red cube on top after a quarter turn. The answer is D.", "D"),
    case("abstainfree", "letters6",
         "I was torn between D and F, but F adds a second arrow that never appears in the sequence. D is the next "
         "frame.", "D"),
    case("abstainfree", "letters6",
         "If the dot moved counter-clockwise it would be C, but frames 1–4 show it moving clockwise, so the next "
         "frame is A.", "A"),
    case("abstainfree", "odd6",
         "Either A or E could break the pattern at first sight, but E still has a dot in the centre like the others. "
         "A is the odd one out.", "A"),
    case("abstainfree", "odd6",
         "Panels A to F all show shapes with a dot. Every shape is symmetric except the one in panel F, so F breaks "
         "the rule.", "F"),
    case("abstainfree", "yes_no",
         "At first I thought the 'member of' edge might be wrong, but Austria is in the EU, so that's fine. The "
         "currency edge, however, lists the Krone for Austria, which is an error. So yes.", "Yes"),
    case("abstainfree", "yes_no",
         "I checked each edge: Nairobi is Kenya's capital, Kampala is Uganda's, Kigali is Rwanda's. All are correct, "
         "so there's no error.", "No"),
    case("abstainfree", "yes_no",
         "I'd need a clearer image for the small labels, but the large edge 'Euro — currency of — Switzerland' is "
         "already wrong, so yes, there is an error.", "Yes"),
    case("abstainfree", "count",
         "It could be 8 or 9 depending on the legend, but the legend box isn't a node. Counting only the nodes: "
         "Kenya, Uganda, Rwanda, Nairobi, Kampala, Kigali, the African Union and the Shilling — 8.", "8"),
    case("abstainfree", "count",
         "The picture shows a map of East Africa with capitals and countries. I count 6 entities.", "6"),
    case("abstainfree", "count_relations",
         "Hard to count at first because the edges cross, but tracing them one by one I get 11 relations.", "11"),
    case("abstainfree", "entity",
         "The masked entity could be Kampala or Kigali at first glance, but the edge connects it to Rwanda, so it's "
         "Kigali.", "C", EAST_AFRICA),
    case("abstainfree", "entity",
         "Bern and Vaduz both look plausible, but the country node is Switzerland, so the masked capital is Bern.",
         "B", EUROPE),
    case("abstainfree", "relation",
         "It's not 'currency' and not 'official language'. Germany and Poland are neighbours, so the masked relation "
         "is 'shares border with'.", "E", RELATIONS),
    case("abstainfree", "relation",
         "Several relations could link these two nodes, but since the arrow goes from Vienna to Austria, the relation "
         "is 'capital of'.", "A", RELATIONS),
]

# ---- completionfree: M3STR completion answers (masked entity, masked relation) in English from any family: the option
# ---- text paraphrased or inflected, the entity with extra words, the letter with the text, the text alone, misspelled
# ---- or re-cased, other candidates named before the answer, hedges and refusals
COMPLETIONFREE = [
    case("completionfree", "relation",
         "Germany and Poland border each other, so the masked edge is the border relation.", "E", RELATIONS),
    case("completionfree", "relation", "The masked relation: Nairobi is Kenya's capital.", "A", RELATIONS),
    case("completionfree", "entity", "The city of Nairobi.", "A", EAST_AFRICA),
    case("completionfree", "entity", "Kenya's capital, Nairobi.", "A", EAST_AFRICA),
    case("completionfree", "entity", "C) Vaduz", "C", EUROPE),
    case("completionfree", "entity",
         "The masked node is most likely brussels, the seat of the EU institutions.", "E", EUROPE),
    case("completionfree", "entity", "Kampalla", "B", EAST_AFRICA),
    case("completionfree", "entity", "swiss Franc", "B", CURRENCIES),
    case("completionfree", "relation", "Official languages.", "B", RELATIONS),
    case("completionfree", "relation", "The Euro is used as Austria's currency.", "C", RELATIONS),
    case("completionfree", "relation", "Austria is a member state of the EU.", "D", RELATIONS),
    case("completionfree", "entity",
         "Looking at the other nodes — Germany, France, Italy and the Euro — the masked organisation must be the "
         "European Union, not NATO.", "A", ORGS),
    case("completionfree", "entity",
         "Candidates: Kampala is Uganda's capital, Dodoma is Tanzania's, Addis Ababa is Ethiopia's. The masked node "
         "is linked to Rwanda, so it must be Kigali.", "C", EAST_AFRICA),
    case("completionfree", "entity",
         "It could be Vienna or Bern — both are capitals of countries in the graph.", None, EUROPE),
    case("completionfree", "relation",
         "I'm not sure which relation is hidden; the arrow label is covered completely.", None, RELATIONS),
    case("completionfree", "entity",
         "The currency of Denmark is the krone, which matches the masked node.", "D", CURRENCIES),
    case("completionfree", "entity",
         "Switzerland has four national languages; the one missing here, spoken in Graubünden, is Romansh.", "E",
         LANGUAGES),
    case("completionfree", "entity", "Dutch (B)", "B", LANGUAGES),
    case("completionfree", "relation",
         "Kenya lies in East Africa, so the relation is 'located in the region'.", "A", RELATIONS_2),
    case("completionfree", "relation", "Greenland is part of the Kingdom of Denmark.", "C", RELATIONS_2),
    case("completionfree", "relation", "Bern is Switzerland's capital city.", "E", RELATIONS_2),
    case("completionfree", "entity", "It's the african union.", "C", ORGS),
    case("completionfree", "entity", "Answer: D) ASEAN", "D", ORGS),
    case("completionfree", "entity", "Pound Sterling, since the UK never adopted the euro.", "C", CURRENCIES),
    case("completionfree", "entity", "Luxembourg City, capital of the Grand Duchy of Luxembourg.", "D", EUROPE),
    case("completionfree", "entity", "Either Dodoma or Addis Ababa; I can't read the country label.", None,
         EAST_AFRICA),
    case("completionfree", "relation",
         "Hmm, it could be 'member of' or 'shares border with' — both hold for Austria and Germany.", None,
         RELATIONS),
    case("completionfree", "entity", "I can't determine the masked language from the graph alone.", None, LANGUAGES),
    case("completionfree", "relation", "Portugal and Spain are neighbours.", "E", RELATIONS),
    case("completionfree", "relation",
         "French is spoken officially in Belgium, so the edge is the language one.", "B", RELATIONS),
    case("completionfree", "relation", "The Złoty is the money used in Poland, so currency.", "C", RELATIONS),
    case("completionfree", "relation",
         "Poland belongs to NATO and the EU; the masked edge is its membership.", "B", RELATIONS_2),
    case("completionfree", "relation", "Uganda and Kenya share a border.", "D", RELATIONS_2),
    case("completionfree", "entity", "vienna", "A", EUROPE),
    case("completionfree", "entity", "B: Bern", "B", EUROPE),
    case("completionfree", "entity",
         "The answer is Addis Abeba, Ethiopia's capital and home of the African Union.", "E", EAST_AFRICA),
    case("completionfree", "entity", "The euro.", "A", CURRENCIES),
    case("completionfree", "entity", "zloty", "E", CURRENCIES),
    case("completionfree", "entity", "MERCOSUR", "E", ORGS),
    case("completionfree", "relation", "Capital.", "A", RELATIONS),
    case("completionfree", "relation",
         "It's a geographic relation: Rwanda is located in East Africa.", "A", RELATIONS_2),
    case("completionfree", "entity", "I don't know which city this is.", None, EAST_AFRICA),
    case("completionfree", "relation",
         "Neither 'part of' nor 'capital of' fits; it might be 'member of', but I'm not confident.", None,
         RELATIONS_2),
    case("completionfree", "entity",
         "Probably NATO, though it could also be the EU given the other edges.", None, ORGS),
    case("completionfree", "entity",
         "Among French, Dutch and German, the one that's official in Luxembourg and missing from the graph is German; "
         "French is already shown. So: German.", "C", LANGUAGES),
    case("completionfree", "entity",
         "The masked entity is the capital of Liechtenstein — Vaduz (option C).", "C", EUROPE),
    case("completionfree", "relation",
         "The relation linking Switzerland and the Swiss franc is its currency.", "C", RELATIONS),
    case("completionfree", "entity", "NAIROBI", "A", EAST_AFRICA),
    case("completionfree", "relation", "shares a border with", "E", RELATIONS),
    case("completionfree", "entity", "Not sure — could be the Krone or the Euro.", None, CURRENCIES),
    case("completionfree", "relation", "C. part of", "C", RELATIONS_2),
    case("completionfree", "entity",
         "Sorry, the masked node is too blurry for me to identify the city.", None, EUROPE),
]

# ---- puzzlefree: Mind's Eye answers in English in the vocabulary of the eight puzzles (the unfolded sheet and its
# ---- holes, the rotated object and its mirror image, the next frame, the odd one out, the composed shape, the
# ---- symmetric figure, the hierarchical pattern's missing level, the relation between two figures applied to a third):
# ---- options named by position, description or letter, two picks, none right
PUZZLEFREE = [
    case("puzzlefree", "letters4", "The one with holes in all four corners, option C.", "C"),
    case("puzzlefree", "letters4",
         "After unfolding, the sheet should have two holes mirrored across the vertical crease — that's the last "
         "panel.", "D"),
    case("puzzlefree", "letters4", "(d) is just a mirror image, so not d; b is the rotation.", "B"),
    case("puzzlefree", "letters4", "None of the options looks right — each has the wrong number of holes.", None),
    case("puzzlefree", "letters4", "A and C both match the rotated object.", None),
    case("puzzlefree", "letters6",
         "The arrow turns 90° clockwise each frame, so next it points left: the fifth panel.", "E"),
    case("puzzlefree", "letters6",
         "Frame 5 should show the ball at the bottom of its arc, which is option B.", "B"),
    case("puzzlefree", "odd6", "Every figure except E has a line of symmetry; E is the odd one.", "E"),
    case("puzzlefree", "odd6", "The concept is 'things that fly'; the submarine in panel D doesn't fit.", "D"),
    case("puzzlefree", "letters4",
         "Putting the two pieces together gives a T-shape, matching the third option.", "C"),
    case("puzzlefree", "letters4",
         "The only figure that is mirror-symmetric about the vertical axis is A.", "A"),
    case("puzzlefree", "letters6",
         "The pattern goes big square → four small squares → sixteen tiny squares, so the missing level is the grid "
         "of sixteen, panel F.", "F"),
    case("puzzlefree", "letters4",
         "Circle is to filled circle as triangle is to filled triangle — option D.", "D"),
    case("puzzlefree", "letters4",
         "Folding in half and punching near the fold gives a single hole on the crease when unfolded... wait, no, a "
         "hole near but not on the fold gives two holes symmetric about the crease. That's B, not A.", "B"),
    case("puzzlefree", "letters4",
         "Rotating the L-shape 90 degrees counterclockwise puts the short arm at the top-left. Option A has it at "
         "top-right (that's the mirror), option C matches.", "C"),
    case("puzzlefree", "letters4",
         "B and C are both mirror images; A and D could be rotations but I can't tell from this angle which one is "
         "correct.", None),
    case("puzzlefree", "letters6",
         "The pendulum swings right in frames 1-3, so in frame 4 it should start swinging back. Options A and D both "
         "show that; the difference is subtle.", None),
    case("puzzlefree", "odd6", "Panel C breaks the concept — it's a tool, the others are fruits.", "C"),
    case("puzzlefree", "odd6", "The odd one out is the blue hexagon (panel b).", "B"),
    case("puzzlefree", "letters4", "Only the second figure has rotational symmetry of order 4.", "B"),
    case("puzzlefree", "letters4",
         "Pieces 1 and 2 can't form option A (too many corners) or option B (wrong angle). Option D uses both pieces "
         "exactly, rotated.", "D"),
    case("puzzlefree", "letters6",
         "The large shape is made of small triangles, and the small triangles are made of dots; the missing level "
         "should be triangles made of dots, which is C or maybe E.", None),
    case("puzzlefree", "letters4",
         "The first pair shows a shape rotated 90° and its colour inverted. Applying that to the third figure gives "
         "a black arrow pointing down, option A.", "A"),
    case("puzzlefree", "letters4",
         "Unfolding once gives two holes, unfolding again gives four, arranged in a square in the middle of the "
         "sheet. Option B.", "B"),
    case("puzzlefree", "letters4",
         "It should be the sheet with four holes in a line along the bottom edge... none of the options shows that "
         "exactly, but D is closest.", "D"),
    case("puzzlefree", "letters6", "Next frame: the car has moved one more lane to the right → F.", "F"),
    case("puzzlefree", "odd6",
         "I'd say the odd one out is either the square or the circle, depending on whether we count curved edges.",
         None),
    case("puzzlefree", "odd6",
         "All six are animals; five are mammals and panel A is a lizard, so A breaks the rule.", "A"),
    case("puzzlefree", "letters4",
         "Rotating the object 180° about the vertical axis, the red cube should end up on the left. Option A shows "
         "it on the right — that's a reflection, not a rotation. Option B shows it on the left and keeps the blue "
         "cube on top. So B.", "B"),
    case("puzzlefree", "letters4",
         "I can't make out the hole positions in the options; the image is too small.", None),
    case("puzzlefree", "letters6",
         "The triangle moves one corner clockwise each step; after the fourth frame comes the one with the triangle "
         "at the top — that's panel A.", "A"),
    case("puzzlefree", "letters4", "Symmetric figure: the third one (C).", "C"),
    case("puzzlefree", "letters4",
         "When the two halves are joined along their long edges they make a square with a notch — the first "
         "option.", "A"),
    case("puzzlefree", "letters6",
         "The missing level is the middle one: a ring of six circles. That's option D.", "D"),
    case("puzzlefree", "odd6",
         "Odd one out: F (the only one drawn with a dashed outline — but that's drawing style, not the rule; the real "
         "odd one is B, the only one with three sides).", "B"),
    case("puzzlefree", "letters4",
         "A is to B as C is to ? The transformation halves the shape, so the answer is the half-moon, option C — or "
         "D, if colour doesn't matter. I can't tell which the puzzle intends.", None),
    case("puzzlefree", "letters4",
         "Two holes near the top corners and two near the bottom corners → option A.", "A"),
    case("puzzlefree", "letters6",
         "The arrow keeps rotating 45° per frame, so the next frame has it pointing south-west. That's the frame in "
         "option E, not C (which points south).", "E"),
    case("puzzlefree", "odd6",
         "Each panel except one shows a closed shape; panel E's shape is open at the top. E.", "E"),
    case("puzzlefree", "letters4",
         "(a) is the mirror image; (b) has an extra cube; (c) is the rotated object; (d) is rotated the wrong way.",
         "C"),
    case("puzzlefree", "letters4", "Both A and D are symmetric.", None),
    case("puzzlefree", "letters6",
         "Top level: a big circle. Middle level: circles within circles. Bottom level: missing. The only option that "
         "continues the nesting is the one with three nested circles inside each small circle, the sixth option.",
         "F"),
    case("puzzlefree", "letters4", "The composed shape is a hexagon, which is option B.", "B"),
    case("puzzlefree", "odd6",
         "The rule is 'one dot per side'. Panel D has five sides but four dots, so D is the one that breaks it.",
         "D"),
    case("puzzlefree", "letters4", "The unfolded paper has holes along the diagonal, as in panel D.", "D"),
    case("puzzlefree", "letters6",
         "Honestly none of the six frames follows from the sequence; I'd skip this one.", None),
    case("puzzlefree", "letters4",
         "The relation between the first two figures is a reflection across the horizontal axis. Reflecting the "
         "third figure the same way gives option A.", "A"),
    case("puzzlefree", "odd6", "C and F both break the pattern.", None),
    case("puzzlefree", "letters4", "the rotated object is the one in the bottom-right, option d", "D"),
    case("puzzlefree", "letters6",
         "Frame 5: the ball has bounced and is rising again — option C.", "C"),
]

# ---- harnesslog: raw outputs as VLMEvalKit, lmms-eval and OpenCompass log them for these prompts from many models: a
# ---- bare letter with stray punctuation or a special token, the letter with the option's text, an explanation after
# ---- the letter, the letter repeated, a trailing stray token, an empty reply, a lone "Option", "ANSWER: none",
# ---- replies cut off before or after they commit
HARNESSLOG = [
    case("harnesslog", "letters4", " (C)", "C"),
    case("harnesslog", "count", "C) 7", "7"),
    case("harnesslog", "entity", "Answer: D) Luxembourg", "D", EUROPE),
    case("harnesslog", "letters4",
         "B\n\nExplanation: After unfolding both folds, the holes are reflected into each quadrant, giving four holes "
         "near the centre.", "B"),
    case("harnesslog", "letters6", "The answer is B.</s>", "B"),
    case("harnesslog", "letters4", "D D D D", "D"),
    case("harnesslog", "letters6", "E<|im_end|>", "E"),
    case("harnesslog", "odd6", "A\n<|endoftext|>", "A"),
    case("harnesslog", "yes_no", "\n\n  ", None),
    case("harnesslog", "letters4", "Option", None),
    case("harnesslog", "yes_no", "ANSWER: none", None),
    case("harnesslog", "letters4", "The correct answer is", None),
    case("harnesslog", "count", "Answer: 7 entities", "7"),
    case("harnesslog", "count_relations", "12</s>", "12"),
    case("harnesslog", "yes_no", "Yes.<|eot_id|>", "Yes"),
    case("harnesslog", "yes_no", "No\n\nThe graph's relations are all consistent with real-world facts.", "No"),
    case("harnesslog", "yes_no", "Yes, there is a factual error: Kampala is the capital of", "Yes"),
    case("harnesslog", "relation", "E) shares border with", "E", RELATIONS),
    case("harnesslog", "relation", "(C) currency", "C", RELATIONS),
    case("harnesslog", "entity", "B) Swiss franc\nExplanation: Liechtenstein uses the Swiss franc.", "B", CURRENCIES),
    case("harnesslog", "letters6", "F\nF\nF", "F"),
    case("harnesslog", "letters4", "A. The holes", "A"),
    case("harnesslog", "letters4", "Answer: (B) The unfolded sheet shows four holes arranged", "B"),
    case("harnesslog", "letters6", "Based on the sequence, the next frame is", None),
    case("harnesslog", "odd6", "The odd one out is panel", None),
    case("harnesslog", "count", "There are", None),
    case("harnesslog", "letters4", "C assistant", "C"),
    case("harnesslog", "letters4", "B\nuser", "B"),
    case("harnesslog", "letters6", "D<end_of_turn>", "D"),
    case("harnesslog", "odd6", "Answer: F\n\nHuman: ", "F"),
    case("harnesslog", "yes_no", "No<|im_end|>\n<|im_start|>", "No"),
    case("harnesslog", "count", "9 entities.\n\nNote:", "9"),
    case("harnesslog", "count_relations", "Answer: 8\nAnswer: 8", "8"),
    case("harnesslog", "entity", "C. Kigali</s>", "C", EAST_AFRICA),
    case("harnesslog", "relation", "ANSWER: B) member of", "B", RELATIONS_2),
    case("harnesslog", "letters4", "(A) or (C)", None),
    case("harnesslog", "letters6", "ANSWER: G", None),
    case("harnesslog", "yes_no", "Yes\nNo", None),
    case("harnesslog", "count", "6–7 entities", None),
    case("harnesslog", "letters4", "The answer is C.\n\nThe answer is C.\n\nThe answer is C.", "C"),
    case("harnesslog", "entity", "Answer: None of the above", None, EUROPE),
    case("harnesslog", "relation",
         "A) capital of B) official language C) currency D) member of E) shares border with", None, RELATIONS),
    case("harnesslog", "letters4", "<answer>D</answer></s>", "D"),
    case("harnesslog", "odd6", "(E)\n\nThe other five panels all", "E"),
    case("harnesslog", "letters6", "**C**<|im_end|>", "C"),
    case("harnesslog", "count_relations", "Answer:", None),
    case("harnesslog", "letters4", " b", "B"),
    case("harnesslog", "yes_no",
         "Answer: Yes.\nExplanation: The edge 'Euro — currency — Switzerland' is incorrect.", "Yes"),
    case("harnesslog", "letters6", "B.", "B"),
    case("harnesslog", "entity", " African Union", "C", ORGS),
    case("harnesslog", "odd6", "", None),
]


# ---- round 27: four new voices, written after round 26's fixes, before any rule change touching them and before the
# ---- extractor was run on them; scored once as they stood. Current multimodal models answering this project's own
# ---- questions free-form in English, in the habits the held-out sets most likely hold
# ---- positional: options named by their place rather than (or as well as) their letter — ordinals over the listed
# ---- options, "the last one", "the second panel from the left", completion answers by position — and places that
# ---- name no single option (a corner of a row, "the middle" of an even count, two places)
POSITIONAL = [
    case("positional", "letters4",
         "Looking at the folds, the holes end up where the third option shows them.", "C"),
    case("positional", "letters4", "The unfolded sheet is the last one: four holes, one in each corner.", "D"),
    case("positional", "letters4",
         "It's the second panel from the left — the only one with the holes mirrored across both creases.", "B"),
    case("positional", "letters4", "The first choice is correct.", "A"),
    case("positional", "letters4",
         "After unfolding, the holes should sit symmetrically about the diagonal crease, which matches the third "
         "figure (C).", "C"),
    case("positional", "letters4",
         "Of the four candidates, only the second one keeps the red face next to the blue one, so that's the cube "
         "the net folds into.", "B"),
    case("positional", "letters4", "The rotated object is the fourth option.", "D"),
    # a side of the layout: the leftmost of a row is A, of a grid A or C
    case("positional", "letters4",
         "I'd pick the leftmost panel: it's the same polycube turned 90° about the vertical axis.", None),
    case("positional", "letters4", "The top-right figure looks right to me.", None),
    case("positional", "letters4",
         "It's one of the middle two; the outer panels both have the hole on the wrong side.", None),
    case("positional", "letters4",
         "Either the second or the third option — they differ only in the hole next to the crease.", None),
    case("positional", "letters4", "Second option.", "B"),
    case("positional", "letters4", "Answer: the last one (D).", "D"),
    case("positional", "letters4",
         "Panels one and four are mirror images and the third adds a cube, so the second panel is the rotation.", "B"),
    case("positional", "letters4", "The answer is the option on the right.", None),
    case("positional", "letters6",
         "Following the 45° rotation at each step, the next frame is the fifth option.", "E"),
    case("positional", "letters6",
         "The dot keeps moving one cell clockwise, so the next frame is the last of the six options.", "F"),
    case("positional", "letters6",
         "The first option continues the sequence: the square moves one step right and shrinks a little.", "A"),
    case("positional", "letters6",
         "Looking at the options in order: the first repeats frame 4, the second moves the circle backwards, the "
         "third moves it one step forward and keeps its size. The third one.", "C"),
    case("positional", "letters6",
         "The bottom-left option looks like the right next frame, though the image is small.", None),
    case("positional", "letters6",
         "Of the six candidates, only the second-to-last keeps the arrow pointing down.", "E"),
    case("positional", "letters6", "The next frame should be the fourth option, D.", "D"),
    case("positional", "letters6", "The panel in the top-right corner is the next frame.", None),
    case("positional", "odd6", "The only figure that is not symmetric is the fourth one.", "D"),
    case("positional", "odd6",
         "Five panels contain three shapes each; the last panel has four, so it breaks the rule.", "F"),
    case("positional", "odd6", "The odd one out is the second figure: its dot sits outside the shape.", "B"),
    case("positional", "odd6", "Third panel.", "C"),
    case("positional", "odd6", "The one in the middle breaks the pattern.", None),
    case("positional", "odd6",
         "Panels 1–5 all have an even number of sides; panel 6 has five sides, so the sixth one is the odd one out.",
         "F"),
    case("positional", "odd6",
         "Either the first or the last panel breaks the rule — both lack the inner dot.", None),
    case("positional", "odd6",
         "The first figure is the odd one out, being the only one drawn with curved lines.", "A"),
    case("positional", "yes_no",
         "Checking the edges from top to bottom: the first two are fine, but the third one says Paris is the capital "
         "of Germany, which is wrong. So yes, there's an error.", "Yes"),
    case("positional", "yes_no", "All five edges, from the first to the last, are correct. No error.", "No"),
    case("positional", "yes_no", "The second edge from the top might be wrong, but I can't read its label.", None),
    case("positional", "yes_no",
         "The last edge, 'Euro — currency — Switzerland', is incorrect; Switzerland uses the franc. Yes.", "Yes"),
    case("positional", "count",
         "Counting the nodes from left to right: Germany is the first, then France, Berlin, Paris, and the Euro is "
         "the fifth and last. So 5 entities.", "5"),
    case("positional", "count",
         "Going row by row: 3 nodes in the first row, 4 in the second, 2 in the third — 9 in total.", "9"),
    case("positional", "count", "I counted 7 on the first pass and 8 on the second, so I'm not certain.", None),
    case("positional", "count_relations",
         "The edges, in order: the first links Kenya to Nairobi, the second Kenya to the shilling, the third Kenya "
         "to the AU, the fourth Uganda to Kampala, the fifth Uganda to Kenya. Five relations.", "5"),
    case("positional", "count_relations", "Six relations; the second of them is the masked one.", "6"),
    case("positional", "entity", "The second choice, Kampala.", "B", EAST_AFRICA),
    case("positional", "entity", "It's the last option — Addis Ababa.", "E", EAST_AFRICA),
    case("positional", "entity", "The third one, Vaduz, is the capital of Liechtenstein.", "C", EUROPE),
    case("positional", "entity", "The third option, Kampala.", None, EAST_AFRICA),
    case("positional", "entity",
         "Looking at the five options, the first is the currency the graph needs: the Euro.", "A", CURRENCIES),
    case("positional", "entity", "One of the first two options, I think — the city name is cut off.", None, EUROPE),
    case("positional", "entity", "Option four: Luxembourg.", "D", EUROPE),
    case("positional", "entity",
         "The masked organisation is the second one in the list (NATO), since Norway is not an EU member.", "B",
         ORGS),
    case("positional", "relation", "The second choice, 'official language'.", "B", RELATIONS),
    case("positional", "relation",
         "Since the two countries are next to each other, the relation is the last one in the list.", "E",
         RELATIONS),
    case("positional", "relation", "The fourth option: Austria is a member of the EU.", "D", RELATIONS),
    case("positional", "relation",
         "It should be the first or the last relation; both would link these two nodes.", None, RELATIONS_2),
    case("positional", "relation", "The third option, part of.", "C", RELATIONS_2),
]

# ---- sloppyenglish: small, quantised or non-native English answers: grammar slips, lower case, missing spaces and
# ---- punctuation, typos in option texts, counts glued to their noun, Yes/No as "yess", "nope", "ya"
SLOPPYENGLISH = [
    case("sloppyenglish", "letters4", "the answer are C", "C"),
    case("sloppyenglish", "letters4", "i think is b because the holes is on corner", "B"),
    case("sloppyenglish", "letters4", "Ans-c", "C"),
    case("sloppyenglish", "letters4", "correct option: c)", "C"),
    case("sloppyenglish", "letters4",
         "its option D because when unfold the paper the hole appear in 4 corner", "D"),
    case("sloppyenglish", "letters4", "answer = B", "B"),
    case("sloppyenglish", "letters4", "ans is B ok", "B"),
    case("sloppyenglish", "letters4", "optionC", "C"),
    case("sloppyenglish", "letters4", "i not sure, maybe b maybe d", None),
    case("sloppyenglish", "letters4",
         "The cube after fold is have red top and blue side, so option a is the correct.", "A"),
    case("sloppyenglish", "letters4", "sorry i cant see the image clear", None),
    case("sloppyenglish", "letters4", "i cannot decide between a and c sorry", None),
    case("sloppyenglish", "letters6", "next frame is E bcoz arrow rotate 90 degre every step", "E"),
    case("sloppyenglish", "letters6", "Answer:f", "F"),
    case("sloppyenglish", "letters6", "i will choose option (d) , the square move to right each time", "D"),
    case("sloppyenglish", "letters6", "maybe c or e i dont know", None),
    case("sloppyenglish", "letters6", "the correct answer is: B. because dot go clockwise", "B"),
    case("sloppyenglish", "odd6", "odd one is E, other all have 3 shape", "E"),
    case("sloppyenglish", "odd6", "answr: A", "A"),
    case("sloppyenglish", "odd6", "the panel which break rule is the F one", "F"),
    case("sloppyenglish", "odd6", "all panel look same for me", None),
    case("sloppyenglish", "odd6", "C is odd one out becuz it not symmetry", "C"),
    case("sloppyenglish", "yes_no", "yess", "Yes"),
    case("sloppyenglish", "yes_no", "nope", "No"),
    case("sloppyenglish", "yes_no", "ya there is error, paris is not capital of germany", "Yes"),
    case("sloppyenglish", "yes_no", "no error in graph, all edge is correct", "No"),
    case("sloppyenglish", "yes_no", "Yes there have a error: the euro is not currency of swiss", "Yes"),
    case("sloppyenglish", "yes_no", "may be yes may be no, the label too small", None),
    case("sloppyenglish", "yes_no", "nothing wrong i think", "No"),
    case("sloppyenglish", "yes_no", "idk", None),
    case("sloppyenglish", "count", "7nodes", "7"),
    case("sloppyenglish", "count", "seven(7)", "7"),
    case("sloppyenglish", "count", "total entity = 9", "9"),
    case("sloppyenglish", "count", "there is 6 entitys in the graph", "6"),
    case("sloppyenglish", "count", "around 8 or 9 node", None),
    case("sloppyenglish", "count", "i count:germany,france,berlin,paris,euro.so 5", "5"),
    case("sloppyenglish", "count_relations", "relation count is 4", "4"),
    case("sloppyenglish", "count_relations", "8 edge", "8"),
    case("sloppyenglish", "count_relations", "too many edge i cant count", None),
    case("sloppyenglish", "count_relations", "there are eleven relation", "11"),
    case("sloppyenglish", "entity", "Nairobbi city", "A", EAST_AFRICA),
    case("sloppyenglish", "entity", "ans: kampla", "B", EAST_AFRICA),
    case("sloppyenglish", "entity", "the mask one is vadus", "C", EUROPE),
    case("sloppyenglish", "entity", "answer is brussel because EU is there", "E", EUROPE),
    case("sloppyenglish", "entity", "i think its capital city but i dont know which one", None, EAST_AFRICA),
    case("sloppyenglish", "entity", "its swiss frank", "B", CURRENCIES),
    case("sloppyenglish", "entity", "europian union", "A", ORGS),
    case("sloppyenglish", "relation", "shares boarder with", "E", RELATIONS),
    case("sloppyenglish", "relation", "the relation is captal of", "A", RELATIONS),
    case("sloppyenglish", "relation", "its currensy", "C", RELATIONS),
    case("sloppyenglish", "relation", "member or capital, one of this", None, RELATIONS),
    case("sloppyenglish", "relation", "offical language ofcourse", "B", RELATIONS),
    case("sloppyenglish", "relation", "answer: partof", "C", RELATIONS_2),
]

# ---- polaritytraps: M3STR anomaly detection answered with polarity words that need care: "No, the graph is not
# ---- correct" (an error), "Yes, it's all accurate" (none), double negatives, the question echoed first, a Yes/No that
# ---- contradicts its own reason, replies that assert both or neither
POLARITYTRAPS = [
    case("polaritytraps", "yes_no", "No, the graph is not correct: it lists Berlin as the capital of France.", "Yes"),
    case("polaritytraps", "yes_no", "Correct — nothing is wrong.", "No"),
    case("polaritytraps", "yes_no", "Yes, it's all accurate.", "No"),
    case("polaritytraps", "yes_no", "No errors found.", "No"),
    case("polaritytraps", "yes_no", "I wouldn't say there's an error.", "No"),
    case("polaritytraps", "yes_no", "Not that I can see.", "No"),
    case("polaritytraps", "yes_no", "There's no way this is right: Paris is not in Germany.", "Yes"),
    case("polaritytraps", "yes_no",
         "Yes, there is an error — every edge in the graph is factually correct.", None),
    case("polaritytraps", "yes_no",
         "No, there's no error, since the graph wrongly makes the Krone Austria's currency.", None),
    case("polaritytraps", "yes_no",
         "Is there a factual error in the knowledge graph? Yes. The edge Kampala — capital of — Kenya is wrong.",
         "Yes"),
    case("polaritytraps", "yes_no", "Is there a factual error? No — every triple checks out.", "No"),
    case("polaritytraps", "yes_no",
         "It's not true that the graph is error-free: Vaduz is the capital of Liechtenstein, not Switzerland.", "Yes"),
    case("polaritytraps", "yes_no", "I can't find anything that isn't correct.", "No"),
    case("polaritytraps", "yes_no", "Nothing here is incorrect.", "No"),
    case("polaritytraps", "yes_no",
         "The graph is not without mistakes — the Euro is shown as Poland's currency.", "Yes"),
    case("polaritytraps", "yes_no", "Wrong: Nairobi is the capital of Kenya, not Uganda.", "Yes"),
    case("polaritytraps", "yes_no", "Right, there's nothing wrong with it.", "No"),
    case("polaritytraps", "yes_no", "Accurate.", "No"),
    case("polaritytraps", "yes_no", "Inaccurate — Bern is not in Austria.", "Yes"),
    case("polaritytraps", "yes_no",
         "False. Addis Ababa is not the capital of Kenya, so the graph contains an error.", "Yes"),
    case("polaritytraps", "yes_no", "True, there is an error: Germany doesn't share a border with Spain.", "Yes"),
    case("polaritytraps", "yes_no",
         "No... wait, yes? The border edge looks off, but I may be misreading it.", None),
    case("polaritytraps", "yes_no",
         "Yes and no: the capital edges are right, but I can't verify the membership edge.", None),
    case("polaritytraps", "yes_no", "I don't think there's any error.", "No"),
    case("polaritytraps", "yes_no",
         "I don't think the graph is correct; Brussels is shown as the capital of the Netherlands.", "Yes"),
    case("polaritytraps", "yes_no", "No mistakes, no inconsistencies, nothing missing.", "No"),
    case("polaritytraps", "yes_no", "Not a single edge is wrong.", "No"),
    case("polaritytraps", "yes_no", "Not all edges are right: Rwanda's capital is Kigali, not Dodoma.", "Yes"),
    case("polaritytraps", "yes_no",
         "It isn't free of errors: the Złoty is linked to Czechia instead of Poland.", "Yes"),
    case("polaritytraps", "yes_no", "I can't say there isn't an error, but I can't point to one either.", None),
    case("polaritytraps", "yes_no",
         "Everything is fine except the edge linking Kenya to the Euro, which is wrong.", "Yes"),
    case("polaritytraps", "yes_no", "Everything is fine. No.", "No"),
    # a Yes to "is there an error?" whose own clause denies one contradicts itself, as "Yes, there is no error."
    case("polaritytraps", "yes_no", "Yes — no factual errors.", None),
    case("polaritytraps", "yes_no",
         "The answer to 'is there an error' is no, and the answer to 'is the graph correct' is yes.", "No"),
    case("polaritytraps", "yes_no", "Looks good to me.", "No"),
    case("polaritytraps", "yes_no",
         "Looks wrong to me: Luxembourg isn't a member of NATO... actually it is, it's a founding member. Never "
         "mind, it's fine.", "No"),
    case("polaritytraps", "yes_no",
         "At first glance everything seems fine, but the Kampala edge is off: Kampala is Uganda's capital, not "
         "Tanzania's. So the answer is yes.", "Yes"),
    case("polaritytraps", "yes_no", "I'm not able to tell whether the graph is right or wrong.", None),
    case("polaritytraps", "yes_no", "Neither yes nor no — the labels are unreadable.", None),
    case("polaritytraps", "yes_no",
         "There's an error if the arrow means 'capital of', and no error if it means 'located in'.", None),
    case("polaritytraps", "yes_no",
         "Nope, that's not correct — Dutch is not an official language of Austria.", "Yes"),
    case("polaritytraps", "yes_no", "Nope — all good.", "No"),
    case("polaritytraps", "yes_no", "Is the graph factually accurate? Yes, entirely.", "No"),
    case("polaritytraps", "yes_no",
         "Is there an error? I'd say no: each capital, currency and border edge matches what I know.", "No"),
    case("polaritytraps", "yes_no",
         "Answer: No\nReason: the edge Kenya — currency — Euro is wrong; Kenya uses the shilling.", None),
    case("polaritytraps", "yes_no", "Answer: Yes (there is an error)\nReason: all the edges are correct.", None),
    case("polaritytraps", "yes_no", "Error? None that I can find.", "No"),
    case("polaritytraps", "yes_no",
         "I'd hesitate to call it correct: the border edge between Kenya and Rwanda doesn't exist in reality.",
         "Yes"),
    case("polaritytraps", "yes_no",
         "There's an error, isn't there? No — on second look the edge is 'member of', which is right.", "No"),
    case("polaritytraps", "yes_no", "Not wrong.", "No"),
    case("polaritytraps", "yes_no", "Can't be right: the Pound sterling is not used in Ireland.", "Yes"),
    case("polaritytraps", "yes_no",
         "The claim that Vienna is the capital of Austria is correct; the claim that Bern is the capital of Austria "
         "is not. So there is a mistake.", "Yes"),
    case("polaritytraps", "yes_no", "Yes/No: can't tell.", None),
]

# ---- answerlast: long English chains of thought of mainstream models (GPT-4o/4.1, Claude, Gemini, Llama, Qwen,
# ---- InternVL) that mention several options while reasoning and close with a final line in varied forms, or close
# ---- without committing
ANSWERLAST = [
    case("answerlast", "letters4",
         "Let me think about where the holes end up. The sheet is folded in half left to right, then top to bottom, "
         "and one hole is punched near the open corner. Unfolding the second fold mirrors it vertically, unfolding "
         "the first mirrors both horizontally, so there should be four holes placed symmetrically.\n\nOption A has "
         "two holes, so no. Option B has four holes but they hug the centre. Option D has four holes, but two of "
         "them sit on the crease lines. Option C has four holes near the corners.\n\nTherefore, (C).", "C"),
    case("answerlast", "letters4",
         "The net has the star opposite the circle, and the triangle adjacent to both. Checking each cube: A shows "
         "the star and the circle side by side, which is impossible. B shows triangle, star and a blank face meeting "
         "at a corner, which works. C shows the circle and the star adjacent again. D has two triangles, but the net "
         "has only one.\n\nHence option B is correct.", "B"),
    case("answerlast", "letters4",
         "Rotating the object 90° clockwise around the vertical axis moves the protruding cube from the front to the "
         "right. A keeps it at the front, so A is just the original. B moves it to the left, which would be a "
         "counter-clockwise turn. C is a mirror image — the top arm points the wrong way. D puts the cube on the "
         "right and keeps the top arm pointing back.\n\nSo I'll go with D.", "D"),
    case("answerlast", "letters4",
         "Hmm, the fold is diagonal. A hole near the fold line is reflected across the diagonal.\nA: two holes "
         "symmetric about the anti-diagonal.\nB: two holes symmetric about the main diagonal.\nC: one hole.\nD: "
         "three holes.\n\nBetween A and B it depends on which diagonal the paper was folded along, and the arrow in "
         "the image is too faint for me to be sure.\n\nHard to say; A or B.", None),
    case("answerlast", "letters4",
         "**Step 1 – the folds.** Two folds, both vertical, so the sheet ends up as four layers stacked left to "
         "right.\n**Step 2 – the punch.** One hole in the middle of the strip.\n**Step 3 – unfolding.** Four holes "
         "in a horizontal line.\n\nOption A has four holes in a column, B has four in a row, C has two in a row, D "
         "has four in a square.\n\n**B** it is.", "B"),
    case("answerlast", "letters4",
         "Option A shows the arrow pointing up, option B down, option C left, option D right. The sequence rotates "
         "the arrow 90° counter-clockwise each frame and the last frame points down, so the next one should point "
         "right.\n\nMy pick: D", "D"),
    case("answerlast", "letters4",
         "Comparing the cubes with the net: the red face should sit between yellow and green. Option A puts red "
         "between yellow and green ✓. Option B puts red next to blue, but blue is opposite red in the net ✗. Option "
         "C has two red faces ✗. Option D looks consistent at first, but the arrow on the red face is reversed "
         "✗.\n\n→ A", "A"),
    case("answerlast", "letters4",
         "The first fold is horizontal, the second vertical, and the punch is in the centre of the folded square, "
         "which is a corner of the original... wait, no, the centre of the folded square is the centre of one "
         "quarter. So four holes, each at the centre of a quadrant. A has them at the corners, B at the quadrant "
         "centres, C on the midlines, D at the quadrant centres but only three of them.\n\nFinal: B", "B"),
    case("answerlast", "letters4",
         "A looks right at first, but its notch is on the wrong side. B has the notch right but adds a cube. C and D "
         "both look like valid rotations from here; the hidden face would decide it and I can't see it.\n\nI can't "
         "commit to one — C or D.", None),
    case("answerlast", "letters4",
         "Only option C keeps the two holes on the same side of the crease, as the folding requires, while A and B "
         "split them and D drops one. C is my final answer.", "C"),
    case("answerlast", "letters4",
         "Let me reason about each candidate.\n\n- (A) The square's orientation is correct but its size is wrong.\n"
         "- (B) Right size, wrong orientation.\n- (C) Right size, right orientation, but the dot is missing.\n- (D) "
         "Everything matches: size, orientation and the dot in the upper-left.\n\nThus, the correct choice is "
         "**(D)**.", "D"),
    case("answerlast", "letters6",
         "The frames show a triangle moving one step clockwise around the corners of a square while its colour "
         "alternates black, white, black, white. The next frame needs the triangle in the lower-left corner, "
         "coloured black.\n\nA: lower-left, white. B: upper-left, black. C: lower-left, black. D: lower-right, "
         "black. E: lower-left, black but larger. F: centre, black.\n\nSo the answer should be C.", "C"),
    case("answerlast", "letters6",
         "I see two changes from frame to frame: the circle grows and the line rotates by 30°. Options D and E both "
         "show the bigger circle; only E has the line rotated by another 30°, while D rotates it back.\n\nVerdict: "
         "E", "E"),
    case("answerlast", "letters6",
         "Let's see. The number of dots goes 1, 2, 3, 4, so the next frame should have five. Option A has 5, option "
         "B has 6, option C has 5, option D has 4, option E has 5 and option F has 3. Three candidates have five "
         "dots; to choose between A, C and E I would need to see how the dots are arranged, and the options are too "
         "small for that.\n\nI'll leave it open between A, C and E.", None),
    case("answerlast", "letters6",
         "The pattern alternates between a filled and an empty square while a bar moves down one row each step. "
         "Frame 4 had an empty square and the bar in row 4, so the next frame has a filled square with the bar in "
         "row 5. That is F; B has the bar in row 5 too, but its square is empty.\n\nF is my answer.", "F"),
    case("answerlast", "letters6",
         "Sequence: the star rotates 72° each frame. Predicted next frame: the star pointing straight down.\nOption "
         "A: pointing down.\nOption B: pointing down-left.\nOption C: pointing up.\nOption D: pointing down but "
         "reflected.\nOption E: pointing right.\nOption F: no star.\n\nConclusion: option A.", "A"),
    case("answerlast", "letters6",
         "Both B and D continue the motion of the ball along its arc, but B keeps the shading pattern of the earlier "
         "frames and D doesn't. Going with B.", "B"),
    case("answerlast", "letters6",
         "Tracking the arrow: it turns 90° each time, but the shading rule isn't obvious — maybe it alternates every "
         "two frames, maybe every three. Under the first reading the answer is D, under the second it's F.\n\n"
         "Without more frames I can't say which; D or F.", None),
    case("answerlast", "odd6",
         "Checking each panel for the shared property. A: three shapes, all closed. B: three shapes, all closed. C: "
         "three shapes, one of them an open arc. D: three closed shapes. E: three closed shapes. F: three closed "
         "shapes.\n\nThe odd one out is therefore C.", "C"),
    case("answerlast", "odd6",
         "Let me count the sides. A has three triangles — 9 sides. B: three squares, 12. C: three pentagons, 15. D: "
         "three hexagons, 18. E: two triangles and a square, 10. F: three circles. So the rule is three identical "
         "shapes, and E is the one with two different kinds of shape.\n\n→ E", "E"),
    case("answerlast", "odd6",
         "The common rule seems to be mirror symmetry about the vertical axis. A is symmetric, B is symmetric, C is "
         "symmetric, D is symmetric only about the horizontal axis, E and F are symmetric.\n\nSo D breaks the rule. "
         "Final: D", "D"),
    case("answerlast", "odd6",
         "Five panels show the small shape inside the big one; in panel B it overlaps the border instead. Panel F "
         "also looks a bit off, but its small shape is still fully inside.\n\nAnswer → B", "B"),
    case("answerlast", "odd6",
         "The shared concept could be 'four elements' (A, B, D, E and F have four, C has five) or 'all elements "
         "touching' (all but F touch). Each rule singles out a different panel, and I don't see a way to decide.\n\n"
         "So it's C or F; I can't narrow it further.", None),
    case("answerlast", "odd6",
         "Going through the panels one by one, most of them have their shapes arranged along a diagonal. A: a "
         "horizontal line. B: diagonal. C: diagonal. D: diagonal. E: diagonal. F: diagonal.\n\nLocking in A.", "A"),
    case("answerlast", "yes_no",
         "Let me check the triples. (Kenya, capital, Nairobi) ✓. (Uganda, capital, Kampala) ✓. (Tanzania, capital, "
         "Dodoma) ✓ — Dodoma has been the official capital since 1996, even though Dar es Salaam is larger. "
         "(Rwanda, member of, African Union) ✓. (Ethiopia, currency, Kenyan shilling) ✗ — Ethiopia uses the birr."
         "\n\nTherefore, yes.", "Yes"),
    case("answerlast", "yes_no",
         "Going edge by edge: Vienna is Austria's capital, correct. Austria uses the Euro, correct. Austria borders "
         "Germany, Switzerland and Liechtenstein, correct. Austria is an EU member, correct. German is its official "
         "language, correct.\n\nEvery triple holds. Final answer: No.", "No"),
    case("answerlast", "yes_no",
         "The graph says Switzerland's currency is the Euro. That's wrong — Switzerland uses the Swiss franc, even if "
         "the Euro is widely accepted near the border. The other edges (Bern as capital, Romansh as an official "
         "language, the border with Austria) are fine.\n\nSo there is an error: Yes.", "Yes"),
    case("answerlast", "yes_no",
         "Most triples are fine. The one I'm unsure about is 'Greenland — part of — Denmark': Greenland is an "
         "autonomous territory within the Kingdom of Denmark, so whether 'part of' counts as correct depends on the "
         "convention the graph uses.\n\nI can't give a definite yes or no.", None),
    case("answerlast", "yes_no",
         "I went through all nine edges, and the only questionable one, 'Poland — currency — Złoty', is actually "
         "correct. No error.\n\nMy answer: No", "No"),
    case("answerlast", "yes_no",
         "Checking: Brussels — capital of — Belgium ✓; Belgium — member of — NATO ✓; Belgium — official language — "
         "Dutch ✓; Belgium — shares border with — Spain ✗, Belgium and Spain do not touch.\n\nHence, yes, there is "
         "a factual error.", "Yes"),
    case("answerlast", "count",
         "Let me list the entities: Germany, France, Italy, Berlin, Paris, Rome, Euro, European Union. Some graphs "
         "draw the currency twice, but here the Euro appears once.\n\nTotal: 8 entities. So the answer is **8**.",
         "8"),
    case("answerlast", "count",
         "Counting nodes row by row: the top row has Kenya, Uganda and Tanzania (3); the middle row has Nairobi, "
         "Kampala and Dodoma (3); the bottom row has the shilling and the African Union (2). That's 8... let me "
         "recount the bottom row — there's also the East African Community at the far right, so 3 there.\n\nFinal "
         "count: 9.", "9"),
    case("answerlast", "count",
         "I count the circles: Austria, Vienna, Euro, Germany, Berlin, Switzerland, Bern... and possibly one or two "
         "more hidden behind the legend. So somewhere between 7 and 9.\n\nI can't give an exact number.", None),
    case("answerlast", "count",
         "Entities: Norway, Oslo, Krone, NATO, Sweden, Stockholm. Six nodes; the arrows are relations, not "
         "entities, so I don't count them.\n\n6 is my final answer.", "6"),
    case("answerlast", "count_relations",
         "Edges:\n1. Spain → capital → Madrid\n2. Spain → currency → Euro\n3. Spain → member of → EU\n4. Portugal → "
         "capital → Lisbon\n5. Portugal → shares border with → Spain\n6. Portugal → member of → EU\n7. Portugal → "
         "currency → Euro\n\nThat's 7 relations. → 7", "7"),
    case("answerlast", "count_relations",
         "I'll count the labelled arrows. Around Kenya there are four, around Uganda three, and one links the two "
         "countries directly: 4 + 3 + 1 = 8. Some diagrams draw a border as two arrows, but here it's a single "
         "line.\n\nSo I'll go with 8.", "8"),
    case("answerlast", "count_relations",
         "There are at least ten arrows, but several overlap near the centre and I can't tell whether those are one "
         "edge or two. Could be 10, could be 12.", None),
    case("answerlast", "count_relations",
         "Let me count each type: capital edges 3, currency edges 2, border edges 4, membership edges 2. Sum: 11."
         "\n\nFinal: 11", "11"),
    case("answerlast", "entity",
         "The masked node is linked to Uganda by 'capital of'. Nairobi is Kenya's capital, Kigali is Rwanda's, "
         "Dodoma is Tanzania's and Addis Ababa is Ethiopia's, so none of those fit. Kampala is Uganda's capital.\n\n"
         "So the masked entity is Kampala.", "B", EAST_AFRICA),
    case("answerlast", "entity",
         "The masked node connects to Liechtenstein via 'capital of'. Vienna is Austria's capital, Bern is "
         "Switzerland's, Luxembourg is its own country's, Brussels is Belgium's. That leaves Vaduz.\n\nMy pick: C "
         "(Vaduz)", "C", EUROPE),
    case("answerlast", "entity",
         "Which currency? The graph is about Denmark: Copenhagen, the Danish flag, Scandinavia. Denmark never joined "
         "the Euro and doesn't use the Swiss franc or sterling. It isn't the złoty either, which is Poland's.\n\n"
         "**Krone** it is.", "D", CURRENCIES),
    case("answerlast", "entity",
         "The masked organisation links France, Germany and Italy. All three are in the European Union and also in "
         "NATO, so both A and B fit the 'member of' edge equally well.\n\nHard to say; A or B.", None, ORGS),
    case("answerlast", "entity",
         "Languages of Switzerland: German, French, Italian, Romansh. The graph already shows German, French and "
         "Italian attached to Switzerland, so the masked one must be the fourth national language. Dutch isn't "
         "spoken there.\n\nAnswer: Romansh.", "E", LANGUAGES),
    case("answerlast", "entity",
         "Candidates: Nairobi, Kampala, Kigali, Dodoma, Addis Ababa. The hidden node is the seat of the African "
         "Union — that's Addis Ababa, though Nairobi hosts several UN agencies, which is a common confusion.\n\n"
         "Thus the answer is E.", "E", EAST_AFRICA),
    case("answerlast", "entity",
         "Looking at the masked node: it's linked to both Belgium and the EU. Brussels fits, but so does "
         "Luxembourg, which also hosts EU institutions. I'd lean towards Brussels, but Luxembourg is possible "
         "too... I'm not confident enough to pick.", None, EUROPE),
    case("answerlast", "relation",
         "The masked edge links Germany and France. Germany isn't France's capital, and they don't share an official "
         "language in the graph; both use the Euro, but 'currency' would link a country to a currency node, not two "
         "countries. Membership needs an organisation. They are neighbours.\n\nSo the relation is 'shares border "
         "with'.", "E", RELATIONS),
    case("answerlast", "relation",
         "Edge: Vienna → ? → Austria. Options: capital of, official language, currency, member of, shares border "
         "with. Only the first makes sense between a city and its country.\n\nHence option A is correct.", "A",
         RELATIONS),
    case("answerlast", "relation",
         "The masked relation links Kenya and East Africa. 'Member of' would need an organisation, 'part of' "
         "usually means a political unit, 'shares border with' needs two countries. Kenya lies in the East African "
         "region.\n\n→ located in region", "A", RELATIONS_2),
    case("answerlast", "relation",
         "Between Poland and NATO the relation is membership; between Poland and the EU too. But the masked edge "
         "here seems to go from Poland to Germany, which would be 'shares border with' — unless the arrow actually "
         "ends at the EU node, which it might. I can't tell which node the arrow ends at.\n\nHard to say; member of "
         "or shares border with.", None, RELATIONS_2),
    case("answerlast", "relation",
         "The edge connects the Swiss franc with Switzerland. A currency relation, obviously — 'member of' and "
         "'official language' don't apply to money.\n\nFinal: C", "C", RELATIONS),
    case("answerlast", "relation",
         "Greenland and Denmark: they don't share a land border, Greenland's capital is Nuuk, and membership would "
         "need an organisation. The relation is that Greenland is part of the Kingdom of Denmark.\n\nC is my final "
         "answer.", "C", RELATIONS_2),
]

# ---- round 28: four new voices, written after round 27's fixes, before any rule change touching them and before the
# ---- extractor was run on them; scored once as they stood. Current multimodal models answering this project's own
# ---- questions free-form in English, in the habits the held-out sets most likely hold
# ---- selfrevise: replies that change their mind on the way ("Wait,", "Hmm, actually", "On second thought",
# ---- "Correction:", "scratch that") and close on a pick other than the first; some revise twice, some re-check and
# ---- confirm, some end undecided between two
SELFREVISE = [
    case("selfrevise", "letters4",
         "The holes would end up in the top corners, so A. Wait, the fold was horizontal, so they mirror to the "
         "bottom as well — that's C.", "C"),
    case("selfrevise", "letters4",
         "B. Hmm, actually, B has a hole right on the crease, which can't happen. D.", "D"),
    case("selfrevise", "letters4",
         "My first instinct is option A. On second thought, A shows only two holes and unfolding twice must give "
         "four. The answer is C.", "C"),
    case("selfrevise", "letters4",
         "I'd say D.\n\nLet me re-check: after the second unfold the holes reflect across the vertical line, so "
         "there's one in each quadrant... yes, D is consistent. Final answer: D", "D"),
    case("selfrevise", "letters4",
         "I misread panel B at first — I thought its holes were at the edges, but they are in the centre, which is "
         "what two folds through the middle give. So B, not A.", "B"),
    case("selfrevise", "letters4", "Option C. Correction: option B; C has the holes shifted one cell to the right.",
         "B"),
    case("selfrevise", "letters4",
         "It's A — scratch that, A is the un-rotated object. The rotated one is D.", "D"),
    case("selfrevise", "letters4",
         "First I picked B, then C. Looking again, I keep going back and forth between B and C; I can't settle it.",
         None),
    case("selfrevise", "letters4",
         "Initially B. Wait, no — C. Hmm, actually, going back to the fold line, B was right after all. B.", "B"),
    case("selfrevise", "letters4",
         "The answer is A. Wait, let me recount the holes in A… three, not four. So it's not A. It could be C or D; "
         "both have four holes and I can't tell from this image which one is mirrored correctly.", None),
    case("selfrevise", "letters6",
         "The arrow rotates 90° each frame, so the next frame is E. Hmm, actually the rotation is 45°, so the next "
         "one points diagonally: that's option B.", "B"),
    case("selfrevise", "letters6",
         "Next frame: F.\nWait — F has five dots, and the dots go up by one each frame: frame 5 has six, so the "
         "next has seven. Option D has seven dots. Answer: D", "D"),
    case("selfrevise", "letters6",
         "I'll go with C. On second thought, C keeps the square in the same place, and it should move one step "
         "right. A does that. Final: A.", "A"),
    case("selfrevise", "letters6",
         "Looks like D. Let me re-check the colours: they alternate red, blue, red, blue, red, so the sixth frame is "
         "blue — and D is blue. Confirmed, D.", "D"),
    case("selfrevise", "letters6", "E — no wait, E is the previous frame repeated. The next frame is F.", "F"),
    case("selfrevise", "letters6",
         "Option B, since the circle grows each step. Hmm, actually it grows and then shrinks, so it might be A "
         "instead. I'm not sure which.", None),
    case("selfrevise", "letters6",
         "C. Actually, scratch that: I misread the order of the frames. Reading them left to right, it's A.", "A"),
    case("selfrevise", "odd6",
         "The odd one out is C, because it has four sides. Wait — so does E. Looking at the dots instead: every "
         "panel has one dot inside except D. D breaks the rule.", "D"),
    case("selfrevise", "odd6",
         "B breaks the rule. Hmm, on second thought, B is just drawn smaller, and size varies anyway. The rule is "
         "about symmetry, and F is the only asymmetric panel. F.", "F"),
    case("selfrevise", "odd6", "Panel A is the odd one. Let me re-check A... yes, A is the only open shape. A.", "A"),
    case("selfrevise", "odd6",
         "I thought E at first, then C. Now I think it might be E again, or maybe C. Both break something.", None),
    case("selfrevise", "odd6",
         "Correction: in my earlier reply I said B, but the panel that breaks the rule is D.", "D"),
    case("selfrevise", "odd6",
         "It's F. Hmm — F and A both have three lines. Actually, A's lines cross and F's don't, so A is the odd one "
         "out.", "A"),
    case("selfrevise", "yes_no",
         "No, the graph looks fine. Wait, the edge Berlin — capital of — France is wrong: Berlin is the capital of "
         "Germany. So yes, there is an error.", "Yes"),
    case("selfrevise", "yes_no",
         "Yes, there is an error: Vaduz is listed as the capital of Austria. Hmm, actually, I misread the node — it "
         "says Vienna. All edges are correct, so no error.", "No"),
    case("selfrevise", "yes_no",
         "There seems to be an error in the currency edge. Let me re-check: Switzerland — currency — Swiss franc. "
         "That's correct, and so is everything else. No.", "No"),
    case("selfrevise", "yes_no",
         "At first glance no error. On second thought, Kenya — member of — European Union is false. Yes.", "Yes"),
    case("selfrevise", "yes_no",
         "I said no error earlier, but now I'm not sure about the edge between Uganda and Rwanda; it could be right "
         "or wrong, and I can't verify it.", None),
    case("selfrevise", "yes_no",
         "Yes — the Euro is not Switzerland's currency. Wait, let me re-read the label: it's Austria, not "
         "Switzerland. Then again, the arrow might point to Switzerland. I can't tell.", None),
    case("selfrevise", "yes_no",
         "No error... actually, correction: the graph says Brussels is the capital of the Netherlands. That's an "
         "error. Answer: Yes", "Yes"),
    case("selfrevise", "count", "I count 7 entities. Wait, I missed the Euro node in the corner — 8.", "8"),
    case("selfrevise", "count",
         "There are 6 entities. Let me re-check: Germany, France, Berlin, Paris, Euro, EU. Yes, 6.", "6"),
    case("selfrevise", "count",
         "9 entities. Hmm, actually, one of those was the legend box, not an entity, so 8. Or was the legend already "
         "excluded? I'm not sure whether it's 8 or 9.", None),
    case("selfrevise", "count", "5 nodes? On second thought, the masked node counts too, so 6.", "6"),
    case("selfrevise", "count", "I get 10. Correction: 11 — Kigali was hidden behind an edge label.", "11"),
    case("selfrevise", "count_relations",
         "There are 8 relations. Hmm, actually two of those arrows are the same edge drawn in two segments, so 7.",
         "7"),
    case("selfrevise", "count_relations",
         "Relations: 5. Let me re-check by listing them: capital of, capital of, currency, member of, shares border "
         "with. 5.", "5"),
    case("selfrevise", "count_relations",
         "I first counted 12 edges, then 10. I'd need a clearer image to say which.", None),
    case("selfrevise", "count_relations", "Six relations — scratch that, seven; the masked edge is still an edge.",
         "7"),
    case("selfrevise", "entity",
         "The masked node should be Nairobi. Wait, the edge is 'capital of Uganda', so it's Kampala.", "B",
         EAST_AFRICA),
    case("selfrevise", "entity",
         "Bern. Hmm, actually, on second thought the country node is Liechtenstein, so the capital is Vaduz.", "C",
         EUROPE),
    case("selfrevise", "entity",
         "Brussels, since it's the EU's seat. Let me re-check the edge: 'capital of — Belgium'. Yes, Brussels.", "E",
         EUROPE),
    case("selfrevise", "entity", "I said Euro, but the country is Denmark, whose currency is the Krone.", "D",
         CURRENCIES),
    case("selfrevise", "entity",
         "NATO at first glance. Hmm, actually, the arrow might come from the African Union node instead... it could "
         "be the AU or NATO depending on which arrow it is. Can't decide.", None, ORGS),
    case("selfrevise", "entity",
         "Dodoma. Correction: Dodoma is Tanzania's capital and the node is Ethiopia — Addis Ababa.", "E",
         EAST_AFRICA),
    case("selfrevise", "relation",
         "The relation is 'capital of'. Wait — the edge goes from Switzerland to French, so it's 'official "
         "language'.", "B", RELATIONS),
    case("selfrevise", "relation",
         "member of? Hmm, actually Norway isn't in the EU; the edge links Norway and Sweden, which are neighbours. "
         "shares border with.", "E", RELATIONS),
    case("selfrevise", "relation",
         "part of. On second thought, 'located in region' fits better: Kenya is located in East Africa, not part of "
         "it administratively. Then again, 'part of' also works... I'll leave it at those two.", None, RELATIONS_2),
    case("selfrevise", "relation", "currency. Let me double-check: Euro — ? — Germany. Yes, currency.", "C",
         RELATIONS),
    case("selfrevise", "relation",
         "'member of' — no wait, 'capital of'; the node is Nairobi and the other one is Kenya.", "E", RELATIONS_2),
    case("selfrevise", "relation",
         "First thought: official language. Second thought: currency. Third thought: official language after all, "
         "since the node is 'German'.", "B", RELATIONS),
]

# ---- optionverdicts: replies that judge each option in turn ("A: ✗ … / C: ✓", "A — incorrect.", tables of option,
# ---- verdict and reason, "(a) no (b) no (c) yes"), per-edge and per-node tick lists, and then conclude or not; some
# ---- mark two options or none, some mark one and conclude another explicitly
OPTIONVERDICTS = [
    case("optionverdicts", "letters4",
         "A: ✗ holes on the wrong side\nB: ✗ only two holes\nC: ✓ four holes, mirrored across both folds\nD: ✗ holes "
         "too close to the edge", "C"),
    case("optionverdicts", "letters4", "A — incorrect. B — incorrect. C — incorrect. D — correct.", "D"),
    case("optionverdicts", "letters4",
         "| Option | Matches? | Reason |\n|---|---|---|\n| A | No | hole count wrong |\n| B | Yes | holes mirrored "
         "correctly |\n| C | No | mirrored only once |\n| D | No | extra hole in the centre |", "B"),
    case("optionverdicts", "letters4", "(a) no (b) no (c) yes (d) no", "C"),
    case("optionverdicts", "letters4", "A ✓ B ✓ C ✗ D ✗ — both A and B look consistent with the folds.", None),
    case("optionverdicts", "letters4",
         "A: wrong. B: wrong. C: wrong. D: wrong. None of the options matches the unfolded sheet.", None),
    case("optionverdicts", "letters4",
         "Option A: matches the rotation. Option B: mirror image. Option C: extra cube. Option D: missing cube.\n\n"
         "So the answer is A.", "A"),
    case("optionverdicts", "letters4",
         "A ✗, B ✓, C ✗, D ✗. On reflection, though, B's hole sits on the crease, and D is actually the right one. "
         "Answer: D", "D"),
    case("optionverdicts", "letters4",
         "- A: plausible\n- B: plausible\n- C: ruled out (three holes)\n- D: ruled out (holes off-centre)", None),
    case("optionverdicts", "letters4",
         "Option A: incorrect, the red face should be on top.\nOption B: correct.\nOption C: incorrect.\nOption D: "
         "incorrect.\n\nThough on a closer look B's blue face is on the wrong side too, so I'm not confident in any "
         "of them.", None),
    case("optionverdicts", "letters4", "A ✗ · B ✗ · C ✗ · D ✓", "D"),
    case("optionverdicts", "letters4",
         "(A) wrong rotation axis (B) correct rotation (C) mirror image (D) missing cube — (B).", "B"),
    case("optionverdicts", "letters4",
         "Option A doesn't match. Option B doesn't match. Option C matches. Option D doesn't match. Hence C.", "C"),
    case("optionverdicts", "letters6",
         "A: ✗ (arrow points up)\nB: ✗ (arrow points left)\nC: ✗ (two arrows)\nD: ✓ (arrow points right, one step "
         "on)\nE: ✗\nF: ✗", "D"),
    case("optionverdicts", "letters6",
         "Checking each candidate for the next frame:\nA — no, the dot goes backwards.\nB — no, wrong colour.\nC — "
         "no, too many dots.\nD — no, same as frame 5.\nE — yes, the dot moves one cell clockwise.\nF — no, the dot "
         "is missing.", "E"),
    case("optionverdicts", "letters6", "A: no. B: no. C: yes. D: no. E: yes. F: no.", None),
    case("optionverdicts", "letters6",
         "| Option | Continues the sequence? |\n|---|---|\n| A | ✗ |\n| B | ✗ |\n| C | ✗ |\n| D | ✗ |\n| E | ✗ |\n"
         "| F | ✓ |\n\n**F**", "F"),
    case("optionverdicts", "letters6", "A (no), B (yes), C (no), D (no), E (no), F (no). B is the next frame.", "B"),
    case("optionverdicts", "letters6",
         "A: ✗ B: ✗ C: ✓ D: ✗ E: ✗ F: ✗ — but looking again at C, the square is one step too far. A has it right "
         "after all, so my answer is A.", "A"),
    case("optionverdicts", "odd6",
         "Is each panel the odd one out?\nA: No\nB: No\nC: No\nD: Yes — it's the only one without a dot\nE: No\nF: "
         "No", "D"),
    case("optionverdicts", "odd6",
         "A follows the rule. B follows the rule. C follows the rule. D follows the rule. E breaks it. F follows the "
         "rule.", "E"),
    case("optionverdicts", "odd6",
         "A — symmetric ✓\nB — symmetric ✓\nC — symmetric ✓\nD — symmetric ✓\nE — symmetric ✓\nF — not symmetric "
         "✗\n\nOdd one out: F", "F"),
    case("optionverdicts", "odd6", "A: fits, B: fits, C: doesn't fit, D: fits, E: doesn't fit, F: fits.", None),
    case("optionverdicts", "odd6",
         "Panel by panel: A three shapes, B three shapes, C three shapes, D three shapes, E three shapes, F three "
         "shapes. They all look like they follow the rule to me.", None),
    case("optionverdicts", "odd6", "A ✗ B ✗ C ✓ D ✗ E ✗ F ✗ (✓ = breaks the rule)", "C"),
    case("optionverdicts", "yes_no",
         "Checking each edge:\n- Germany — capital — Berlin ✓\n- France — capital — Paris ✓\n- Germany — currency — "
         "Euro ✓\n- France — member of — NATO ✓\nAll correct, so no error.", "No"),
    case("optionverdicts", "yes_no",
         "Edge 1 ✓, edge 2 ✓, edge 3 ✗ (Vienna is not the capital of Switzerland), edge 4 ✓. Yes, there is an error.",
         "Yes"),
    case("optionverdicts", "yes_no",
         "| Triple | Correct? |\n|---|---|\n| Kenya – capital – Nairobi | Yes |\n| Uganda – capital – Kampala | Yes "
         "|\n| Rwanda – capital – Dodoma | No |\n\nThere is a factual error.", "Yes"),
    case("optionverdicts", "yes_no",
         "Berlin–Germany: correct. Paris–France: correct. Euro–France: correct. Bern–Switzerland: correct.", "No"),
    case("optionverdicts", "yes_no",
         "Triple 1: ✓\nTriple 2: ?\nTriple 3: ✓\nTriple 4: ? (label unreadable)\nI can't give a verdict.", None),
    case("optionverdicts", "yes_no",
         "Capital edges: all ✓. Currency edge: ✗ — Denmark uses the Krone, not the Euro. Membership edges: ✓.\n"
         "Verdict: error present.", "Yes"),
    case("optionverdicts", "yes_no", "Edge by edge: ✓ ✓ ✓ ✗ ✓. One edge is wrong, so there is an error.", "Yes"),
    case("optionverdicts", "count",
         "Nodes:\n✓ Germany\n✓ France\n✓ Berlin\n✓ Paris\n✓ Euro\n✓ European Union\nTotal: 6", "6"),
    case("optionverdicts", "count",
         "Kenya ✔, Uganda ✔, Nairobi ✔, Kampala ✔, Shilling ✔, African Union ✔, [mask] ✔ → 7 entities", "7"),
    case("optionverdicts", "count",
         "Counted: Austria ✓ Vienna ✓ Euro ✓ Germany ✓ Berlin ✓ EU ✓ NATO ?\n6 certain, maybe 7.", None),
    case("optionverdicts", "count",
         "Entities ticked off one by one: 1 ✓ 2 ✓ 3 ✓ 4 ✓ 5 ✓ 6 ✓ 7 ✓ 8 ✓ 9 ✓. That's 9.", "9"),
    case("optionverdicts", "count_relations",
         "Edges:\n- capital of ✓\n- capital of ✓\n- currency ✓\n- member of ✓\n- shares border with ✓\n= 5 relations",
         "5"),
    case("optionverdicts", "count_relations",
         "Edge check: A→B ✓, B→C ✓, C→D ✓, A→D ✓, D→E ✓, masked ✓, E→F ✓, B→F ✓. 8 relations in total.", "8"),
    case("optionverdicts", "count_relations",
         "I ticked 10 edges, but two may be the same edge drawn twice; 8 or 10.", None),
    case("optionverdicts", "entity",
         "Nairobi — capital of Kenya, not Uganda ✗\nKampala — capital of Uganda ✓\nKigali — Rwanda ✗\nDodoma — "
         "Tanzania ✗\nAddis Ababa — Ethiopia ✗", "B", EAST_AFRICA),
    case("optionverdicts", "entity",
         "Vienna: no. Bern: no. Vaduz: yes — Liechtenstein's capital. Luxembourg: no. Brussels: no.", "C", EUROPE),
    case("optionverdicts", "entity",
         "Euro — fits; Swiss franc — no; Pound sterling — no; Krone — fits; Złoty — no.", None, CURRENCIES),
    case("optionverdicts", "entity",
         "European Union ✗ (Norway isn't a member)\nNATO ✓\nAfrican Union ✗\nASEAN ✗\nMercosur ✗\n\nAnswer: NATO",
         "B", ORGS),
    case("optionverdicts", "entity",
         "Euro: possible. Swiss franc: possible. Pound sterling: unlikely. Krone: unlikely. Złoty: unlikely. Hard to "
         "decide between the first two.", None, CURRENCIES),
    case("optionverdicts", "entity",
         "1. Vienna — ✗\n2. Bern — ✗\n3. Vaduz — ✗\n4. Luxembourg — ✓ (the Grand Duchy's capital)\n5. Brussels — ✗",
         "D", EUROPE),
    case("optionverdicts", "relation",
         "capital of — fits; official language — no; currency — no; member of — no; shares border with — no.", "A",
         RELATIONS),
    case("optionverdicts", "relation",
         "capital of: ✗. official language: ✗. currency: ✗. member of: ✓ (Austria is in the EU). shares border "
         "with: ✓ (Austria borders Germany).", None, RELATIONS),
    case("optionverdicts", "relation",
         "- located in region: no\n- member of: no\n- part of: yes, Greenland is part of the Kingdom of Denmark\n- "
         "shares border with: no\n- capital of: no", "C", RELATIONS_2),
    case("optionverdicts", "relation",
         "| Relation | Fits? |\n|---|---|\n| capital of | ✗ |\n| official language | ✓ |\n| currency | ✗ |\n"
         "| member of | ✗ |\n| shares border with | ✗ |", "B", RELATIONS),
    case("optionverdicts", "relation",
         "capital of ✗, official language ✗, currency ✗, member of ✗, shares border with ✗ — none of them fits the "
         "edge between Nairobi and the AU.", None, RELATIONS),
    case("optionverdicts", "relation",
         "located in region — fits loosely; member of — no; part of — no; shares border with — fits best (Kenya "
         "and Uganda are neighbours); capital of — no.\nSo: shares border with.", "D", RELATIONS_2),
]

# ---- describefirst: small and mid-size VLMs (LLaVA, MiniCPM-V, Phi-3.5-vision, Idefics, Molmo, PaliGemma-style)
# ---- that describe the picture first, naming options as they go, then answer briefly; or answer first and describe
# ---- after; or only describe and never answer
DESCRIBEFIRST = [
    case("describefirst", "letters4",
         "Panel A shows a square sheet with two holes near the top edge. Panel B shows four holes, one in each "
         "corner. Panel C shows four holes in a row along the middle. Panel D shows a single hole in the centre. "
         "Since the paper was folded twice and punched once near the corner, the unfolded sheet should have four "
         "holes in the corners. The answer is B.", "B"),
    case("describefirst", "letters4",
         "The image shows a paper folded in half vertically, then horizontally, with one hole punched near the "
         "folded corner. The options show different hole patterns.", None),
    case("describefirst", "letters4",
         "C. The picture shows a 3D object made of five cubes in an L shape; option C is the same object rotated 90 "
         "degrees clockwise.", "C"),
    case("describefirst", "letters4",
         "In the image there is an L-shaped block. Option A is the block seen from the top, option B is the block "
         "mirrored, option C has an extra cube, and option D is the block rotated. So D.", "D"),
    case("describefirst", "letters4",
         "The image contains four options labelled A, B, C and D, each showing a different arrangement of holes on "
         "a square sheet of paper.", None),
    case("describefirst", "letters4",
         "Answer: A\n\nPanel A has the holes mirrored along both fold lines, which is what unfolding would produce. "
         "Panels B and C only mirror once, and D has the holes in the wrong corners.", "A"),
    case("describefirst", "letters4",
         "The net shows six faces: red, blue, green, yellow, white and black. When folded, red is opposite green. "
         "Option A shows red next to green, which is impossible. Option B shows red, blue and yellow meeting at a "
         "corner, which is possible. Options C and D show red and green adjacent. Therefore, the correct answer is "
         "B.", "B"),
    case("describefirst", "letters4",
         "There is a red L-shape in the top row and four candidate shapes below it: a red L rotated 90°, a red L "
         "flipped horizontally, a blue L, and a red T-shape.", None),
    case("describefirst", "letters4",
         "The first image shows a cube net. Option A: the folded cube has the star on top and the circle in front. "
         "Option B: the star and the circle are on opposite faces. Option C: the star is on the bottom. Option D: "
         "the star and the triangle are adjacent. In the net the star and the circle are opposite, so B is correct.",
         "B"),
    case("describefirst", "letters4",
         "The answer is D. In the picture, the shape is rotated around the vertical axis by 180 degrees, and option "
         "D shows exactly that, while A and B are mirror images and C is the original.", "D"),
    case("describefirst", "letters4",
         "The image shows a folded paper with a hole punched in it. Options A and C show two holes, options B and D "
         "show four holes.", None),
    case("describefirst", "letters4",
         "Option A shows a blue cube with a red top; option B shows a blue cube with a red side; option C shows a "
         "red cube with a blue top; option D shows a red cube with a blue side. Based on the net, the answer is "
         "option C.", "C"),
    case("describefirst", "letters6",
         "The sequence shows an arrow rotating clockwise by 90 degrees in each frame: up, right, down, left, up. The "
         "next frame should show the arrow pointing right. Option E shows the arrow pointing right. E", "E"),
    case("describefirst", "letters6",
         "Frame 1 has one dot, frame 2 has two dots, frame 3 has three dots, frame 4 has four dots and frame 5 has "
         "five dots. Among the options, option A has six dots, option B has five, option C has seven, option D has "
         "four, option E has six dots but in a different colour, and option F has three. The answer is A.", "A"),
    case("describefirst", "letters6",
         "The image shows a sequence of five frames with a black circle moving along the edges of a square. The six "
         "options show the circle in different positions.", None),
    case("describefirst", "letters6",
         "F. In the frames, the triangle grows larger and moves to the right; option F continues both changes.", "F"),
    case("describefirst", "letters6",
         "Looking at the image, I see a square that rotates 45 degrees each frame and changes colour from white to "
         "grey to black. The next should be a white square rotated 45 degrees from the last one, which is option C.",
         "C"),
    case("describefirst", "letters6",
         "The frames show a star with an increasing number of points: 3, 4, 5, 6, 7. Options B and D both show stars "
         "with eight points; B is filled and D is outlined.", None),
    case("describefirst", "odd6",
         "Panel A shows a triangle with a dot inside. Panel B shows a square with a dot inside. Panel C shows a "
         "circle with a dot inside. Panel D shows a pentagon with a dot outside. Panel E shows a hexagon with a dot "
         "inside. Panel F shows a star with a dot inside. The odd one out is D.", "D"),
    case("describefirst", "odd6",
         "The six panels show arrows. All arrows point up except the one in panel B, which points down. B", "B"),
    case("describefirst", "odd6",
         "In the image, there are six panels arranged in two rows. Each panel contains geometric shapes of different "
         "colours and sizes.", None),
    case("describefirst", "odd6",
         "E is the odd one out. Panels A, B, C, D and F are all symmetric about a vertical axis, while panel E is "
         "not.", "E"),
    case("describefirst", "odd6",
         "The panels contain pairs of shapes: circle and square in A, triangle and square in B, two circles in C, "
         "circle and triangle in D, square and triangle in E, and circle and square in F. Only C has two identical "
         "shapes, so it breaks the rule.", "C"),
    case("describefirst", "yes_no",
         "The graph shows Germany connected to Berlin by 'capital', France connected to Paris by 'capital', and "
         "Germany connected to the Euro by 'currency'. It also shows Paris connected to Germany by 'capital of'. "
         "This last edge is incorrect. Yes, there is an error.", "Yes"),
    case("describefirst", "yes_no",
         "The knowledge graph contains the nodes Kenya, Nairobi, Uganda, Kampala and African Union. Kenya is linked "
         "to Nairobi by 'capital', Uganda to Kampala by 'capital', and both countries to the African Union by "
         "'member of'. All of these facts are correct. No.", "No"),
    case("describefirst", "yes_no",
         "The image shows a knowledge graph with several countries and their capitals connected by arrows. Some of "
         "the labels are small.", None),
    case("describefirst", "yes_no",
         "No. The graph shows Austria with its capital Vienna and its currency the Euro, and Switzerland with its "
         "capital Bern; these are all true.", "No"),
    case("describefirst", "yes_no",
         "Yes. The graph links Switzerland to the Euro by 'currency', but Switzerland uses the Swiss franc. The other "
         "edges (Bern — capital of — Switzerland, Vaduz — capital of — Liechtenstein) are correct.", "Yes"),
    case("describefirst", "yes_no",
         "The graph has a central node 'European Union' with edges to Belgium, the Netherlands and Norway labelled "
         "'member of'. Norway is not a member of the European Union, so this edge is wrong.", "Yes"),
    case("describefirst", "yes_no",
         "The graph shows Rwanda and Kigali joined by an edge whose label I can't make out, and Uganda joined to "
         "Kampala by 'capital'.", None),
    case("describefirst", "yes_no",
         "I can see a knowledge graph with Brussels, Belgium, Luxembourg and the Euro. The edge from Luxembourg to "
         "the Euro says 'currency' and the edge from Brussels to Belgium says 'capital of'. Everything in the graph "
         "looks correct.", "No"),
    case("describefirst", "count",
         "The graph has the following nodes: Germany, France, Berlin, Paris, Euro and European Union. Germany and "
         "France are connected to their capitals and to the Euro. There are 6 entities.", "6"),
    case("describefirst", "count",
         "I see the nodes Kenya, Uganda, Tanzania, Nairobi, Kampala, Dodoma and the African Union, connected by "
         "capital and membership edges. 7", "7"),
    case("describefirst", "count",
         "8. The nodes are: Austria, Vienna, Switzerland, Bern, Liechtenstein, Vaduz, Euro and Swiss franc.", "8"),
    case("describefirst", "count",
         "The graph shows several European countries, their capitals and currencies, connected by labelled arrows.",
         None),
    case("describefirst", "count_relations",
         "The graph shows Belgium linked to Brussels (capital), to the Euro (currency), to the EU (member of), and to "
         "the Netherlands (shares border with); the Netherlands is linked to Amsterdam (capital). That makes 5 "
         "relations.", "5"),
    case("describefirst", "count_relations",
         "Relations: 6. The edges connect Kenya with Nairobi, Uganda with Kampala, Kenya with Uganda, Kenya with the "
         "AU, Uganda with the AU and Kenya with the shilling.", "6"),
    case("describefirst", "count_relations",
         "There are nodes for four countries and their capitals, and arrows between most of them. Some arrows "
         "overlap, so the number of edges is hard to see.", None),
    case("describefirst", "entity",
         "The graph shows Uganda connected to a masked node by 'capital', and Uganda connected to Kenya by 'shares "
         "border with'. The masked node is the capital of Uganda, which is Kampala.", "B", EAST_AFRICA),
    case("describefirst", "entity",
         "Addis Ababa. The masked node is linked to Ethiopia by 'capital' and to the African Union by 'headquarters "
         "of'.", "E", EAST_AFRICA),
    case("describefirst", "entity",
         "The graph shows Liechtenstein linked to the masked node by 'capital' and to Switzerland by 'shares border "
         "with'. The capital of Liechtenstein is Vaduz.", "C", EUROPE),
    case("describefirst", "entity",
         "The image shows a graph in which Denmark is connected to the masked node with the label 'currency'. "
         "Denmark uses the Danish krone, so the answer is Krone.", "D", CURRENCIES),
    case("describefirst", "entity",
         "The masked node is connected to Belgium, France and Germany with 'member of' edges.", None, ORGS),
    case("describefirst", "entity",
         "In the graph, the masked node is a currency used by Poland. That is the Złoty.", "E", CURRENCIES),
    case("describefirst", "entity",
         "The graph contains Norway, Sweden and the masked node; Norway and Sweden are both connected to it by "
         "'member of'. It is NATO.", "B", ORGS),
    case("describefirst", "relation",
         "The graph shows an edge from Austria to Germany whose label is masked. Austria and Germany are "
         "neighbouring countries, so the relation is 'shares border with'.", "E", RELATIONS),
    case("describefirst", "relation",
         "The masked edge connects Belgium to French. French is an official language of Belgium. official language",
         "B", RELATIONS),
    case("describefirst", "relation", "The masked edge goes from Kenya to East Africa.", None, RELATIONS_2),
    case("describefirst", "relation",
         "Capital of. The edge connects Nairobi to Kenya, and Nairobi is Kenya's capital.", "A", RELATIONS),
    case("describefirst", "relation",
         "The graph shows Greenland connected to Denmark with a masked edge, and Denmark connected to the European "
         "Union with 'member of'. Greenland is an autonomous territory that is part of the Kingdom of Denmark, so "
         "the masked relation is 'part of'.", "C", RELATIONS_2),
    case("describefirst", "relation",
         "The masked edge is between Germany and the Euro; the Euro is the currency of Germany. The answer is C.",
         "C", RELATIONS),
]

# ---- countmixed: M3STR counting replies that mention several numbers (both the entity and the relation count,
# ---- running tallies, corrected counts, exclusions, numbers inside entity names and years, words with digits, two
# ---- final counts or a range) and Mind's Eye replies whose reasoning is full of numbers before the letter
COUNTMIXED = [
    case("countmixed", "count", "The graph has 7 entities and 9 relations.", "7"),
    case("countmixed", "count",
         "1. Germany 2. France 3. Berlin 4. Paris 5. Euro 6. European Union 7. NATO\nSo 7 entities.", "7"),
    case("countmixed", "count", "6 — no, 7, I missed Euro.", "7"),
    case("countmixed", "count", "8 nodes, 7 if we don't count the masked one.", "8"),
    case("countmixed", "count",
         "The graph mentions Apollo 11, the Moon, NASA, the United States and Neil Armstrong: 5 entities in total.",
         "5"),
    case("countmixed", "count",
         "Entities: 1990 FIFA World Cup, Italy, West Germany, Argentina, Rome, Stadio Olimpico. That's six (6).",
         "6"),
    case("countmixed", "count", "seven (7) entities", "7"),
    case("countmixed", "count", "6 or 7 entities, depending on whether the legend counts.", None),
    case("countmixed", "count", "about 8", None),
    case("countmixed", "count",
         "Running tally: Kenya (1), Nairobi (2), Uganda (3), Kampala (4), Tanzania (5), Dodoma (6), African Union "
         "(7), shilling (8). Final count: 8 entities.", "8"),
    case("countmixed", "count", "I count 9 entities; there are also 11 edges between them.", "9"),
    case("countmixed", "count", "There are 12 relations connecting 10 entities.", "10"),
    case("countmixed", "count", "Entities: 5 countries + 5 capitals + 1 organisation = 11.", "11"),
    case("countmixed", "count", "First pass: 8. Second pass: 9. Third pass: 8. I'll say 8.", "8"),
    case("countmixed", "count",
         "Counting: Austria, Vienna, Euro, EU — 4 entities, plus the 2 in the top corner I can barely read, so 6.",
         "6"),
    case("countmixed", "count", "There are 3 countries, 3 capitals and 2 currencies in the graph, i.e. 8 entities.",
         "8"),
    case("countmixed", "count",
         "I see 14 entities. Hmm, 2 of those are the same node drawn twice (Paris appears twice), so 13 distinct "
         "ones, or 14 if each drawing counts.", None),
    case("countmixed", "count", "Entities: 9 | Relations: 12", "9"),
    case("countmixed", "count",
         "The World War II node, the 1945 node, Berlin, Germany and the Soviet Union: 5 entities.", "5"),
    case("countmixed", "count", "Either 10 or 11.", None),
    case("countmixed", "count", "The graph has between 6 and 8 nodes; the image is too blurry to be sure.", None),
    case("countmixed", "count",
         "Nodes: 1 Vienna, 2 Austria, 3 Bern, 4 Switzerland, 5 Vaduz, 6 Liechtenstein, 7 Swiss franc, 8 Euro, 9 "
         "German. Nine entities.", "9"),
    case("countmixed", "count", "5 countries, 4 capitals. Total: 9.", "9"),
    case("countmixed", "count", "There are 2 clusters of 4 entities each, linked by 1 edge, so 8 entities.", "8"),
    case("countmixed", "count", "The graph contains 7 entities and 7 relations.", "7"),
    case("countmixed", "count_relations", "There are 6 nodes and 8 edges in the graph.", "8"),
    case("countmixed", "count_relations",
         "Edges: 1. Germany–Berlin 2. France–Paris 3. Germany–Euro 4. France–Euro 5. Germany–France 6. Germany–EU "
         "7. France–EU. Total: 7 relations.", "7"),
    case("countmixed", "count_relations", "10 relations — no, 11, I missed the edge from Kampala to Uganda.", "11"),
    case("countmixed", "count_relations", "The graph has 9 entities connected by 10 relations.", "10"),
    case("countmixed", "count_relations", "Relations: seven (7). Entities: eight (8).", "7"),
    case("countmixed", "count_relations",
         "12 edges, or 11 if the dashed one isn't a relation — I'm not sure it is.", None),
    case("countmixed", "count_relations",
         "The edges mention 2 capitals, 3 currencies and 1 membership: 6 relations.", "6"),
    case("countmixed", "count_relations", "5 or 6 relations.", None),
    case("countmixed", "count_relations", "Roughly a dozen relations.", None),
    case("countmixed", "count_relations",
         "The 1990 FIFA World Cup node has 3 edges, Italy has 2 more, and West Germany 1 more: 6 relations "
         "altogether.", "6"),
    case("countmixed", "count_relations", "Tally of edges: |||| |||| || = 12.", "12"),
    case("countmixed", "count_relations",
         "I count 8 relations among the 7 entities, plus the masked edge: 9 relations.", "9"),
    case("countmixed", "count_relations",
         "There are 4 'capital of' edges, 2 'currency' edges and 3 'member of' edges. That's 9 relations in total, "
         "between 10 entities.", "9"),
    case("countmixed", "count_relations",
         "Apollo 11 — launched by — NASA, Apollo 11 — landed on — Moon, Apollo 11 — crew member — Neil Armstrong, "
         "Neil Armstrong — citizen of — United States. 4 relations.", "4"),
    case("countmixed", "count_relations", "There are 15 or so relations; I lose track in the dense part.", None),
    case("countmixed", "letters4",
         "The paper is folded 2 times, so 1 punched hole becomes 4 holes after unfolding. 3 of the 4 panels show 4 "
         "holes, but only 1 of those (C) has them at the 4 corners. Answer: C", "C"),
    case("countmixed", "letters4",
         "Rotating the object 90° about the x-axis and then 180° about the y-axis gives option B; options A, C and D "
         "are rotations by 90°, 270° and 0°.", "B"),
    case("countmixed", "letters4",
         "1 fold, 2 folds, 3 holes... with 2 folds and 1 punch there should be 4 holes, and options A and D both "
         "have 4 holes at the corners. A or D.", None),
    case("countmixed", "letters4",
         "After 3 quarter-turns (270°) the red face is on the left; 2 of the options (B and C) have it there, and "
         "only C also has the blue face on top, as the net requires. Answer: C", "C"),
    case("countmixed", "letters6",
         "The arrow turns 45° per frame: 0°, 45°, 90°, 135°, 180°. The 6th frame should be at 225°, which is option "
         "D (option A is at 270°, option F at 180°).", "D"),
    case("countmixed", "letters6",
         "The number of dots goes 1, 2, 4, 8, 16, so the next frame has 32 dots — option E shows 32 dots, option B "
         "shows 31.", "E"),
    case("countmixed", "letters6",
         "Frames 1 to 5 move the square 1 cell right each time (cells 1, 2, 3, 4, 5), so frame 6 has it in cell 6 — "
         "but none of the 6 options shows cell 6; the closest are A (cell 5) and F (cell 1).", None),
    case("countmixed", "odd6",
         "Panels A, B, C, E and F each contain 3 triangles and 2 circles; panel D contains 3 triangles and 3 "
         "circles. D is the odd one out.", "D"),
    case("countmixed", "odd6",
         "In 5 of the 6 panels the line count is even (2, 4, 6, 4, 2); panel C has 3 lines. So C.", "C"),
    case("countmixed", "odd6",
         "4 of the 6 panels have 4 sides, 1 has 3 sides (B) and 1 has 5 sides (E). B or E breaks the rule, probably.",
         None),
]


# ---- round 29: four new voices, written after round 28's fixes, before any rule change touching them and before the
# ---- extractor was run on them; scored once as they stood. Current multimodal models answering this project's own
# ---- questions free-form in English, in the habits the held-out sets most likely hold
# ---- hedgedcommit: replies that hedge but still commit ("I'm fairly sure it's C", "probably B, though D is close",
# ---- "my best guess would be A", "if I had to choose: B") beside hedges that do not ("either B or D", "not sure
# ---- between 6 and 7", "it might be B, or it might be D")
HEDGEDCOMMIT = [
    case("hedgedcommit", "letters4", "I'm fairly sure it's C.", "C"),
    case("hedgedcommit", "letters4",
         "Probably B, though D is close — both have four holes, but B's are placed symmetrically about both fold "
         "lines.", "B"),
    case("hedgedcommit", "letters4",
         "The image is a bit small, so I can't be certain, but my best guess would be A: the holes in A mirror the "
         "punched corner across both folds.", "A"),
    case("hedgedcommit", "letters4", "Leaning towards (d).", "D"),
    case("hedgedcommit", "letters4", "C, but I'm not 100% sure.", "C"),
    case("hedgedcommit", "letters4",
         "This is hard to read. If I had to choose: B.", "B"),
    case("hedgedcommit", "letters4",
         "It's either B or D. Both show the holes reflected across the vertical crease and I can't tell which one "
         "also reflects them across the horizontal one.", None),
    case("hedgedcommit", "letters4",
         "Could be A or C, I can't tell at this resolution.", None),
    case("hedgedcommit", "letters4",
         "After unfolding, the single hole near the corner becomes four holes, one per quadrant. Options A and C show "
         "three and two holes, so they're out. Between B and D, I think D is more likely, since B's holes sit too "
         "close to the edge. I'd go with D, tentatively.", "D"),
    case("hedgedcommit", "letters4",
         "It might be B, or it might be D. I don't have enough detail in the image to decide.", None),
    case("hedgedcommit", "letters4",
         "I'm not completely confident, but the rotated object looks most like the one in option A.", "A"),
    case("hedgedcommit", "letters4",
         "Hmm. I think it's probably C? The shading on the top face matches after a 90° turn.", "C"),
    case("hedgedcommit", "letters6", "Most likely E.", "E"),
    case("hedgedcommit", "letters6",
         "The dot moves one step clockwise each frame, so the next frame should have it in the bottom-left corner. "
         "That looks like F, though the image is blurry and it could be my eyes. I'll say F.", "F"),
    case("hedgedcommit", "letters6",
         "My tentative answer is B — the triangle keeps rotating by 60° and B continues that.", "B"),
    case("hedgedcommit", "letters6",
         "Not sure between C and E: both continue the rotation, one with the fill and one without.", None),
    case("hedgedcommit", "letters6",
         "I'd lean A, with moderate confidence. The square grows by one cell each frame and A is the only option "
         "with a 6×6 square.", "A"),
    case("hedgedcommit", "letters6",
         "If I'm reading the sequence right, the next frame is D. I could be wrong about the direction of the "
         "arrow, though.", "D"),
    case("hedgedcommit", "letters6",
         "It could be A, C or F — they all keep the colour pattern. I can't narrow it down further.", None),
    case("hedgedcommit", "odd6", "I believe D is the odd one out, but it's a close call with B.", "D"),
    case("hedgedcommit", "odd6",
         "Five panels seem to have rotational symmetry. The exception appears to be C, though I'm not entirely "
         "sure the drawing in C isn't just distorted. Going with C.", "C"),
    case("hedgedcommit", "odd6", "Possibly F? It's the only one where the inner shape touches the border.", "F"),
    case("hedgedcommit", "odd6",
         "Either B or E breaks the rule — B has an extra line and E is mirrored, and I can't tell which difference "
         "the puzzle intends.", None),
    case("hedgedcommit", "odd6",
         "Best guess: A. All the others have an even number of dots, as far as I can count.", "A"),
    case("hedgedcommit", "odd6",
         "Panels B through F all have the small circle inside the large shape; in A it seems to sit on the edge. "
         "So A, I think, although the edge is hard to see.", "A"),
    case("hedgedcommit", "yes_no", "I'm fairly confident there is an error.", "Yes"),
    case("hedgedcommit", "yes_no",
         "Probably yes — the edge saying Nairobi is the capital of Uganda looks wrong, though I might be misreading "
         "the arrow.", "Yes"),
    case("hedgedcommit", "yes_no",
         "As far as I can tell, everything is correct, so no error — though I can't read two of the small labels.",
         "No"),
    case("hedgedcommit", "yes_no",
         "I'm not sure whether there's an error. The label on the edge between Austria and the Euro is too small to "
         "read, and that's the only one that could be wrong.", None),
    case("hedgedcommit", "yes_no", "Likely no. All the triples I can read are true.", "No"),
    case("hedgedcommit", "yes_no",
         "Maybe yes, maybe no — it depends on whether the 'member of' edge points to NATO or to the EU, and I can't "
         "see the arrowhead.", None),
    case("hedgedcommit", "yes_no",
         "My best guess is that there is an error: Bern is shown as the capital of Austria, which is false.", "Yes"),
    case("hedgedcommit", "count", "Around 8? Let me count properly: 1, 2, ... I get 9 entities, I'm fairly sure.",
         "9"),
    case("hedgedcommit", "count", "Probably 7 entities, but one label is cut off at the edge.", "7"),
    case("hedgedcommit", "count", "Not sure between 6 and 7 — there's a node partly hidden behind the legend.", None),
    case("hedgedcommit", "count", "My best estimate is 11 entities.", "11"),
    case("hedgedcommit", "count",
         "I count ten nodes, I think. It's a dense graph, so I may have missed one, but I'll go with 10.", "10"),
    case("hedgedcommit", "count", "It's either 12 or 13 entities; I can't tell whether the masked node counts.", None),
    case("hedgedcommit", "count_relations", "I'd say 8 relations, give or take one.", None),
    case("hedgedcommit", "count_relations",
         "Counting the arrows: I believe there are 9 relations, though two of them overlap and are hard to "
         "separate.", "9"),
    case("hedgedcommit", "count_relations", "Most likely 14 relations.", "14"),
    case("hedgedcommit", "entity", "I'm fairly sure it's Kampala.", "B", EAST_AFRICA),
    case("hedgedcommit", "entity",
         "Probably Dodoma, though Nairobi is close — the edge says 'capital of' and points to Tanzania.", "D",
         EAST_AFRICA),
    case("hedgedcommit", "entity", "Either Vaduz or Luxembourg; I can't read the country label.", None, EUROPE),
    case("hedgedcommit", "entity", "My best guess would be the Swiss franc.", "B", CURRENCIES),
    case("hedgedcommit", "entity",
         "It might be NATO, or it might be the European Union — both fit a 'member of' edge from Norway... actually "
         "Norway isn't in the EU, so NATO, I'm fairly confident.", "B", ORGS),
    case("hedgedcommit", "relation", "Leaning towards 'shares border with'.", "E", RELATIONS),
    case("hedgedcommit", "relation",
         "Hard to say for sure, but I think the relation is 'official language', since the other end of the edge "
         "is French.", "B", RELATIONS),
    case("hedgedcommit", "relation",
         "Could be 'part of' or 'located in region' — both fit Greenland and Denmark loosely. I can't choose.", None,
         RELATIONS_2),
    case("hedgedcommit", "relation", "(C) currency, I'm pretty sure.", "C", RELATIONS),
    case("hedgedcommit", "entity", "If I had to pick one, I'd pick German.", "C", LANGUAGES),
]

# ---- optionecho: replies that first restate the question and the whole option list ("Options: A) … B) …", "The
# ---- choices are Nairobi, Kampala, …", a markdown list of the options) and then answer, or stop after restating
OPTIONECHO = [
    case("optionecho", "letters4",
         "Question: Which option shows the sheet after it is completely unfolded?\nOptions: A) two holes B) four "
         "holes in the corners C) four holes in the centre D) one hole\n\nAnswer: C", "C"),
    case("optionecho", "letters4",
         "The options are A, B, C and D. The sheet is folded twice and punched once near the folded corner, so "
         "unfolding gives four holes around the centre. That's B.", "B"),
    case("optionecho", "letters4",
         "You're asking which of the four options (A, B, C, D) shows the unfolded sheet.\n\n- A: holes along the "
         "top edge\n- B: holes in a diagonal line\n- C: holes at all four corners\n- D: a single hole in the "
         "middle\n\nThe punch was at the folded corner, so the holes end up at all four corners: **C**.", "C"),
    case("optionecho", "letters4",
         "Options:\nA) the object rotated 90° clockwise\nB) the object mirrored\nC) the object rotated 180°\nD) "
         "the object rotated 90° counter-clockwise", None),
    case("optionecho", "letters4",
         "Which option shows the sheet after it is completely unfolded? A, B, C or D?\n\nD", "D"),
    case("optionecho", "letters4",
         "The choices are:\n(A) 2 holes\n(B) 4 holes\n(C) 6 holes\n(D) 8 holes\nTwo folds, one punch through all "
         "layers: 4 holes. (B).", "B"),
    case("optionecho", "letters4",
         "Restating the options: A shows the cube with the red face on top, B with the red face at the front, C "
         "with the red face on the left, D with the red face underneath. I can't tell which face is red in the "
         "original view.", None),
    case("optionecho", "letters4",
         "To recap the question: which panel shows the object after a 90° rotation about the vertical axis? The "
         "options are A, B, C and D. The handle starts on the right, so after the turn it faces the viewer, as in "
         "option A.", "A"),
    case("optionecho", "letters4",
         "Options A–D:\n1. A — mirror image\n2. B — correct rotation\n3. C — wrong part count\n4. D — rotated the "
         "wrong way\n\nSo the answer is B.", "B"),
    case("optionecho", "letters6",
         "The question asks for the next frame. Options: A) arrow up B) arrow up-right C) arrow right D) arrow "
         "down-right E) arrow down F) arrow down-left. The arrow turns 45° clockwise each frame and was last "
         "pointing down, so next is down-left: F.", "F"),
    case("optionecho", "letters6",
         "Which option comes next in the sequence? The candidates are A, B, C, D, E and F.\n\nE", "E"),
    case("optionecho", "letters6",
         "Options: (A) 3 dots (B) 4 dots (C) 5 dots (D) 6 dots (E) 7 dots (F) 8 dots", None),
    case("optionecho", "letters6",
         "Options:\n- A: small square, top-left\n- B: small square, top-right\n- C: large square, centre\n- D: "
         "small square, bottom-right\n- E: small square, bottom-left\n- F: no square\n\nThe square moves clockwise "
         "around the corners: top-left, top-right, bottom-right, bottom-left... the last frame was bottom-right, "
         "so the next is bottom-left. E.", "E"),
    case("optionecho", "letters6",
         "The choices are A to F. The pattern alternates filled and empty shapes while adding one side each step; "
         "the next frame would be an empty hexagon, which is option C.", "C"),
    case("optionecho", "letters6",
         "Question: what is the next frame?\nA) circle\nB) square\nC) triangle\nD) pentagon\nE) hexagon\nF) "
         "star\nI'm not able to see the sequence clearly enough to decide.", None),
    case("optionecho", "odd6",
         "Five of the six panels follow the same rule, each drawn differently. Which panel breaks the rule?\n"
         "Options: A, B, C, D, E, F\nAnswer: D", "D"),
    case("optionecho", "odd6",
         "The panels are A through F. A, B, D, E and F each contain a shape with a dot inside; C has the dot "
         "outside. The odd one out is C.", "C"),
    case("optionecho", "odd6",
         "Panels:\n- A: triangle, 3 lines\n- B: square, 4 lines\n- C: pentagon, 5 lines\n- D: hexagon, 6 lines\n- "
         "E: square, 5 lines\n- F: triangle, 3 lines", None),
    case("optionecho", "odd6",
         "Let me restate: six panels (A–F), five follow a rule, one breaks it. Every panel except B is symmetric "
         "about a vertical axis. B breaks the rule.", "B"),
    case("optionecho", "odd6",
         "You asked which of A, B, C, D, E, F is the odd one. Panel F is the only one where the arrow points "
         "inward.", "F"),
    case("optionecho", "yes_no",
         "Question: Is there a factual error in the knowledge graph? Options: Yes / No.\n\nYes — Nairobi is drawn "
         "as the capital of Uganda.", "Yes"),
    case("optionecho", "yes_no",
         "Is there a factual error in the knowledge graph? (Yes or No)\n\nNo.", "No"),
    case("optionecho", "yes_no",
         "The question is whether there is a factual error in the knowledge graph, yes or no.", None),
    case("optionecho", "yes_no",
         "Choices: Yes (there is an error) / No (all edges are correct).\nChecking each edge: Vienna capital of "
         "Austria ✓, Bern capital of Switzerland ✓, Austria currency Euro ✓. All edges are correct, so: No.", "No"),
    case("optionecho", "yes_no",
         "Answer options: Yes, No.\nThe graph says Switzerland is a member of the European Union, which is false. "
         "So Yes.", "Yes"),
    case("optionecho", "count",
         "How many entities does the knowledge graph contain? Is it 5, 6, 7 or 8? I count 7.", "7"),
    case("optionecho", "count",
         "The options are 9, 10, 11 and 12. Counting the nodes: Kenya, Nairobi, Uganda, Kampala, Rwanda, Kigali, "
         "Tanzania, Dodoma, Ethiopia, Addis Ababa — 10 entities.", "10"),
    case("optionecho", "count", "Is it 5, 6, 7 or 8? Hard to say from this image.", None),
    case("optionecho", "count",
         "Question: How many entities does the knowledge graph contain?\n\nThe graph contains 6 entities.", "6"),
    case("optionecho", "count",
         "How many entities does the knowledge graph contain? Let me list them: Germany, France, Berlin, Paris, "
         "Euro, European Union, NATO, Belgium. That's 8.", "8"),
    case("optionecho", "count_relations",
         "How many relations does the knowledge graph contain? Options: 6, 7, 8, 9. There are 8 edges, so 8.",
         "8"),
    case("optionecho", "count_relations",
         "The question asks how many relations the knowledge graph contains.", None),
    case("optionecho", "count_relations",
         "Possible answers: 10, 11, 12 or 13 relations.\nI count eleven arrows. Answer: 11", "11"),
    case("optionecho", "entity",
         "The choices are Nairobi, Kampala, Kigali, Dodoma and Addis Ababa. The masked node is the capital of "
         "Uganda, so it's Kampala.", "B", EAST_AFRICA),
    case("optionecho", "entity",
         "Options: A) Nairobi B) Kampala C) Kigali D) Dodoma E) Addis Ababa\n\nThe mask sits on the capital of "
         "Rwanda: C) Kigali.", "C", EAST_AFRICA),
    case("optionecho", "entity",
         "Which entity is hidden behind the mask? The options are Vienna, Bern, Vaduz, Luxembourg and Brussels.",
         None, EUROPE),
    case("optionecho", "entity",
         "- Vienna\n- Bern\n- Vaduz\n- Luxembourg\n- Brussels\n\nThe masked entity is linked to Liechtenstein by "
         "'capital of', so Vaduz.", "C", EUROPE),
    case("optionecho", "entity",
         "Candidates: Euro, Swiss franc, Pound sterling, Krone, Złoty. The masked currency belongs to Poland: "
         "Złoty.", "E", CURRENCIES),
    case("optionecho", "entity",
         "The options are European Union, NATO, African Union, ASEAN and Mercosur. Kenya, Uganda and Ethiopia are "
         "all members of the masked organisation, which must be the African Union (C).", "C", ORGS),
    case("optionecho", "entity",
         "Options: (A) Euro (B) Swiss franc (C) Pound sterling (D) Krone (E) Złoty. Both the Krone and the Euro "
         "could be the currency on that edge, because I can't read whether the country is Denmark or Finland.",
         None, CURRENCIES),
    case("optionecho", "relation",
         "The choices are 'capital of', 'official language', 'currency', 'member of' and 'shares border with'. The "
         "masked edge goes from Nairobi to Kenya, so the relation is 'capital of'.", "A", RELATIONS),
    case("optionecho", "relation",
         "Options:\nA) capital of\nB) official language\nC) currency\nD) member of\nE) shares border with\n\n"
         "Answer: D) member of", "D", RELATIONS),
    case("optionecho", "relation",
         "Which relation is masked? capital of / official language / currency / member of / shares border with?",
         None, RELATIONS),
    case("optionecho", "relation",
         "The relation options are: located in region, member of, part of, shares border with, capital of. The "
         "edge joins France and Spain, which are neighbours, so: shares border with.", "D", RELATIONS_2),
    case("optionecho", "relation",
         "Here are the options again: (A) located in region, (B) member of, (C) part of, (D) shares border with, "
         "(E) capital of. Greenland is part of the Kingdom of Denmark, so (C).", "C", RELATIONS_2),
    case("optionecho", "entity",
         "Options: French, Dutch, German, Italian, Romansh. The masked node is an official language of Austria, "
         "which is German.", "C", LANGUAGES),
    case("optionecho", "letters4",
         "Options:\nA\nB\nC\nD", None),
    case("optionecho", "letters6",
         "A) rotated 30°, B) rotated 60°, C) rotated 90°, D) rotated 120°, E) rotated 150°, F) rotated 180°.\n"
         "The shape turns 30° per frame and the fifth frame is at 150°, so the next one is at 180°: F.", "F"),
    case("optionecho", "count",
         "Choices: 4, 5, 6, 7. Answer: 5 entities.", "5"),
    case("optionecho", "relation",
         "The five options:\n| option | relation |\n|---|---|\n| A | capital of |\n| B | official language |\n| C | "
         "currency |\n| D | member of |\n| E | shares border with |\n\nThe masked edge joins Switzerland and the "
         "Swiss franc: currency.", "C", RELATIONS),
]

# ---- groundingtokens: outputs of grounding-capable or template-leaking VLMs: Qwen-VL <ref>/<box>, Kosmos-2 <phrase>
# ---- and <patch_index_…>, CogVLM / Florence [[x0,y0,x1,y1]] boxes, <|im_end|>, <|endoftext|>, </s>, [/INST] and
# ---- <|assistant|> residue; boxes beside letters and counts, boxes that name no panel or two
GROUNDINGTOKENS = [
    case("groundingtokens", "letters4",
         "<ref>option C</ref><box>(512,88),(760,410)</box>", "C"),
    case("groundingtokens", "letters4",
         "The unfolded sheet is shown in <ref>option B</ref><box>(268,90),(506,402)</box>.", "B"),
    case("groundingtokens", "letters4",
         "<ref>the correct unfolded sheet</ref><box>(20,88),(258,410)</box>", None),
    case("groundingtokens", "letters4",
         "A<|im_end|>", "A"),
    case("groundingtokens", "letters4",
         "The correct unfolding is D.</s><s>", "D"),
    case("groundingtokens", "letters4",
         "<grounding>The answer is <phrase>option C</phrase><object><patch_index_0412><patch_index_0831></object>.",
         "C"),
    case("groundingtokens", "letters4",
         "<grounding><phrase>the sheet with four holes</phrase><object><patch_index_0012><patch_index_0297>"
         "</object> is the unfolded sheet.", None),
    case("groundingtokens", "letters4",
         "Option B [[268,90,506,402]] shows the holes in the right places.", "B"),
    case("groundingtokens", "letters4",
         "[[512,88,760,410]]", None),
    case("groundingtokens", "letters4",
         "[/INST] The rotated object is option A.", "A"),
    case("groundingtokens", "letters4",
         "Both <ref>option A</ref><box>(20,88),(258,410)</box> and <ref>option D</ref><box>(762,88),(1000,410)"
         "</box> show four holes; I can't tell them apart.", None),
    case("groundingtokens", "letters4",
         "<|assistant|>\nC\n<|endoftext|>", "C"),
    case("groundingtokens", "letters6",
         "The next frame is <ref>E</ref><box>(668,512),(830,760)</box>.", "E"),
    case("groundingtokens", "letters6",
         "Next frame: option F [[836,512,998,760]]<|endoftext|>", "F"),
    case("groundingtokens", "letters6",
         "<ref>next frame</ref><box>(502,512),(664,760)</box><|im_end|>", None),
    case("groundingtokens", "letters6",
         "The circle moves one cell right each frame [[120,40,280,200]] → [[280,40,440,200]], so the next frame "
         "has it at the far right, which is option D [[500,520,660,760]].", "D"),
    case("groundingtokens", "letters6",
         "<grounding>The sequence continues with <phrase>option B</phrase><object><patch_index_0521>"
         "<patch_index_0790></object>.</s>", "B"),
    case("groundingtokens", "letters6",
         "Answer: A<|im_end|>\n<|im_start|>user\nWhy?<|im_end|>\n<|im_start|>assistant\nBecause the square "
         "rotates by 90° each step.", "A"),
    case("groundingtokens", "letters6",
         "Options <ref>C</ref><box>(336,512),(498,760)</box> and <ref>E</ref><box>(668,512),(830,760)</box> both "
         "continue the pattern.", None),
    case("groundingtokens", "odd6",
         "The odd one out is <ref>panel D</ref><box>(10,520),(330,990)</box>.", "D"),
    case("groundingtokens", "odd6",
         "Panel C [[340,20,660,490]] is the only one without a dot.<|endoftext|>", "C"),
    case("groundingtokens", "odd6",
         "<ref>the panel that breaks the rule</ref><box>(670,520),(990,990)</box>", None),
    case("groundingtokens", "odd6",
         "<grounding>In <phrase>panel F</phrase><object><patch_index_0620><patch_index_1023></object> the arrow "
         "points the other way, so F breaks the rule.", "F"),
    case("groundingtokens", "odd6",
         "[INST] Which panel breaks the rule? [/INST] B", "B"),
    case("groundingtokens", "odd6",
         "A\n\n<|endoftext|><|endoftext|><|endoftext|>", "A"),
    case("groundingtokens", "yes_no",
         "Yes<|im_end|><|endoftext|>", "Yes"),
    case("groundingtokens", "yes_no",
         "Yes. The edge <ref>Nairobi → capital of → Uganda</ref><box>(212,340),(580,372)</box> is wrong.", "Yes"),
    case("groundingtokens", "yes_no",
         "No, all edges are correct.</s>", "No"),
    case("groundingtokens", "yes_no",
         "<ref>the edge between Bern and Austria</ref><box>(402,118),(640,160)</box>", None),
    case("groundingtokens", "yes_no",
         "There is an error at [[402,118,640,160]]: Bern is not the capital of Austria.", "Yes"),
    case("groundingtokens", "yes_no",
         "<|assistant|> No error found in the graph. <|end|>", "No"),
    case("groundingtokens", "count",
         "There are 7 entities: <ref>Kenya</ref><box>(40,60),(180,110)</box><ref>Nairobi</ref><box>(220,60),"
         "(380,110)</box><ref>Uganda</ref><box>(420,60),(560,110)</box><ref>Kampala</ref><box>(600,60),(760,110)"
         "</box><ref>Rwanda</ref><box>(40,300),(180,350)</box><ref>Kigali</ref><box>(220,300),(380,350)</box><ref>"
         "African Union</ref><box>(420,300),(700,350)</box>", "7"),
    case("groundingtokens", "count",
         "6<|im_end|>", "6"),
    case("groundingtokens", "count",
         "The graph has 9 nodes [[12,30,988,970]].", "9"),
    case("groundingtokens", "count",
         "<ref>entity</ref><box>(40,60),(180,110)</box><ref>entity</ref><box>(220,60),(380,110)</box><ref>entity"
         "</ref><box>(420,60),(560,110)</box>", None),
    case("groundingtokens", "count",
         "<grounding>I count <phrase>eight entities</phrase><object><patch_index_0000><patch_index_1023></object>."
         , "8"),
    case("groundingtokens", "count",
         "Nodes at (104,220), (388,95), (612,340), (845,210), (300,700) and (720,760): 6 entities.", "6"),
    case("groundingtokens", "count_relations",
         "There are 10 relations.</s><s>[INST]", "10"),
    case("groundingtokens", "count_relations",
         "Edges: [[100,200,300,210]], [[300,210,500,400]], [[500,400,700,420]], [[700,420,900,180]], "
         "[[100,200,500,400]]. Total: 5 relations.", "5"),
    case("groundingtokens", "count_relations",
         "<ref>relations</ref><box>(0,0),(999,999)</box>", None),
    case("groundingtokens", "count_relations",
         "12 relations <|endoftext|>", "12"),
    case("groundingtokens", "entity",
         "<ref>Kampala</ref><box>(600,60),(760,110)</box>", "B", EAST_AFRICA),
    case("groundingtokens", "entity",
         "The masked node <ref>[MASK]</ref><box>(410,420),(590,470)</box> is the capital of Tanzania: Dodoma.",
         "D", EAST_AFRICA),
    case("groundingtokens", "entity",
         "<ref>masked node</ref><box>(410,420),(590,470)</box>", None, EAST_AFRICA),
    case("groundingtokens", "entity",
         "Bern<|im_end|>", "B", EUROPE),
    case("groundingtokens", "entity",
         "[/INST] The hidden entity is NATO.</s>", "B", ORGS),
    case("groundingtokens", "entity",
         "<grounding>The masked currency is <phrase>the Krone</phrase><object><patch_index_0455><patch_index_0520>"
         "</object>.", "D", CURRENCIES),
    case("groundingtokens", "relation",
         "<ref>capital of</ref><box>(300,210),(460,240)</box>", "A", RELATIONS),
    case("groundingtokens", "relation",
         "The masked edge [[300,210,460,240]] is 'shares border with'.<|endoftext|>", "E", RELATIONS),
    case("groundingtokens", "relation",
         "<|assistant|>\nmember of<|end|>", "B", RELATIONS_2),
    case("groundingtokens", "relation",
         "Either <ref>capital of</ref> or <ref>member of</ref>; the label at <box>(300,210),(460,240)</box> is "
         "unreadable.", None, RELATIONS),
]

# ---- kgstyle: M3STR answers written the way knowledge-graph tools and KG-tuned models write them: triples,
# ---- arrows with relation names, snake_case or camelCase relations, entity names with qualifiers, RDF-ish
# ---- prefixes; a corrupted triple named, "all triples hold", triples counted; candidates listed without a choice
KGSTYLE = [
    case("kgstyle", "entity", "(Uganda, capital, Kampala)", "B", EAST_AFRICA),
    case("kgstyle", "entity", "Kampala --capital_of--> Uganda", "B", EAST_AFRICA),
    case("kgstyle", "entity",
         "The masked triple is (?, capital_of, Rwanda). Completing it: (Kigali, capital_of, Rwanda).", "C",
         EAST_AFRICA),
    case("kgstyle", "entity", "Answer: Dodoma (city)", "D", EAST_AFRICA),
    case("kgstyle", "entity", "Addis Ababa, Ethiopia", "E", EAST_AFRICA),
    case("kgstyle", "entity", "ex:Nairobi", "A", EAST_AFRICA),
    case("kgstyle", "entity",
         "Candidate triples:\n(Kampala, capital_of, Uganda)\n(Nairobi, capital_of, Uganda)\n(Kigali, capital_of, "
         "Uganda)", None, EAST_AFRICA),
    case("kgstyle", "entity",
         "Known triples around the mask:\n- (Liechtenstein, hasCapital, ?)\n- (?, locatedIn, Liechtenstein)\n"
         "- (Liechtenstein, currency, Swiss franc)\nFilling the slot: Vaduz.", "C", EUROPE),
    case("kgstyle", "entity",
         "{\"@id\": \"ex:Belgium\", \"ex:capital\": {\"@id\": \"ex:Brussels\"}}", "E", EUROPE),
    case("kgstyle", "entity", "<ex:Luxembourg_City> <ex:capitalOf> <ex:Luxembourg> .", "D", EUROPE),
    case("kgstyle", "entity",
         "The masked node could be ex:Vienna or ex:Bern; the edge label (X, capital_of, ?) is unreadable.", None,
         EUROPE),
    case("kgstyle", "entity", "Denmark -[currency]-> Krone", "D", CURRENCIES),
    case("kgstyle", "entity", "(Poland, currency, Złoty) holds; the masked node is the Złoty.", "E", CURRENCIES),
    case("kgstyle", "entity",
         "Germany -[memberOf]-> European Union\nGermany -[memberOf]-> NATO\nThe masked organisation, linked to "
         "Kenya and Ethiopia, is the African Union.", "C", ORGS),
    case("kgstyle", "entity",
         "(Thailand, member_of, ?): candidates ASEAN, Mercosur.", None, ORGS),
    case("kgstyle", "entity", "?lang = \"German\"@en", "C", LANGUAGES),
    case("kgstyle", "relation", "capital_of", "A", RELATIONS),
    case("kgstyle", "relation", "Nairobi --capital_of--> Kenya", "A", RELATIONS),
    case("kgstyle", "relation", "sharesBorderWith", "E", RELATIONS),
    case("kgstyle", "relation", "Germany -[shares_border_with]-> France", "E", RELATIONS),
    case("kgstyle", "relation", "(Switzerland, currency, Swiss franc)", "C", RELATIONS),
    case("kgstyle", "relation", "(Austria, officialLanguage, German)", "B", RELATIONS),
    case("kgstyle", "relation",
         "The masked predicate links Norway and NATO: (Norway, ?p, NATO) → ?p = memberOf.", "D", RELATIONS),
    case("kgstyle", "relation",
         "Possible predicates for (Greenland, ?, Denmark): partOf, locatedInRegion.", None, RELATIONS_2),
    case("kgstyle", "relation", "Greenland --part_of--> Kingdom of Denmark", "C", RELATIONS_2),
    case("kgstyle", "relation", "rel: located_in_region", "A", RELATIONS_2),
    case("kgstyle", "relation",
         "(Portugal, shares_border_with, Spain), (Spain, shares_border_with, France), (France, member_of, European "
         "Union). The masked edge is the first one: shares_border_with.", "D", RELATIONS_2),
    case("kgstyle", "relation",
         "Triples in the graph: (Kenya, member_of, African Union), (Nairobi, capital_of, Kenya), (Kenya, currency, "
         "Kenyan shilling).", None, RELATIONS),
    case("kgstyle", "yes_no",
         "The triple (Paris, capital_of, Germany) is wrong.", "Yes"),
    case("kgstyle", "yes_no", "All triples hold.", "No"),
    case("kgstyle", "yes_no",
         "Checked triples:\n(Berlin, capital_of, Germany) ✓\n(Paris, capital_of, France) ✓\n(Germany, currency, "
         "Euro) ✓\n(France, member_of, NATO) ✓\nAll triples hold, so no error.", "No"),
    case("kgstyle", "yes_no",
         "Corrupted triple: (Nairobi, capital_of, Uganda). Correct form: (Kampala, capital_of, Uganda).", "Yes"),
    case("kgstyle", "yes_no",
         "{\"error\": true, \"triple\": [\"Bern\", \"capital_of\", \"Austria\"]}", "Yes"),
    case("kgstyle", "yes_no",
         "Every edge is consistent with Wikidata: Vienna -[capital_of]-> Austria, Austria -[currency]-> Euro, "
         "Austria -[member_of]-> European Union. No error.", "No"),
    case("kgstyle", "yes_no",
         "(Switzerland, member_of, European Union) — I'm unsure whether this triple is in the graph or was "
         "drawn as a dashed 'not' edge.", None),
    case("kgstyle", "yes_no",
         "Triples:\n(Berlin, capital_of, Germany)\n(Paris, capital_of, France)\n(Germany, shares_border_with, "
         "France)", None),
    case("kgstyle", "yes_no", "inconsistent_triple: (Kigali, capital_of, Kenya)", "Yes"),
    case("kgstyle", "count_relations",
         "Triples: (Kenya, capital, Nairobi), (Uganda, capital, Kampala), (Kenya, shares_border_with, Uganda), "
         "(Kenya, member_of, African Union), (Uganda, member_of, African Union). 5 triples, so 5 relations.", "5"),
    case("kgstyle", "count_relations", "|E| = 8 triples", "8"),
    case("kgstyle", "count_relations", "The graph serialises to 11 triples.", "11"),
    case("kgstyle", "count_relations",
         "(Vienna, capital_of, Austria)\n(Austria, currency, Euro)\n(Austria, member_of, European Union)\n(Austria, "
         "shares_border_with, Germany)\n(Germany, currency, Euro)\n(Germany, member_of, European Union)\n(Berlin, "
         "capital_of, Germany)\nTotal: 7 relations.", "7"),
    case("kgstyle", "count_relations",
         "I extracted 9 triples, but two may be duplicates of the same edge drawn twice, so 7 or 9.", None),
    case("kgstyle", "count",
         "Entities (nodes): ex:Germany, ex:France, ex:Berlin, ex:Paris, ex:Euro, ex:EuropeanUnion. |V| = 6.", "6"),
    case("kgstyle", "count",
         "{\"entities\": [\"Kenya\", \"Nairobi\", \"Uganda\", \"Kampala\", \"African Union\"], \"count\": 5}", "5"),
    case("kgstyle", "count", "num_entities: 10", "10"),
    case("kgstyle", "count",
         "Subjects: Kenya, Uganda, Rwanda. Objects: Nairobi, Kampala, Kigali, African Union.", None),
    case("kgstyle", "count", "8 distinct entities across 12 triples.", "8"),
    case("kgstyle", "letters4", "answer(panel=C)", "C"),
    case("kgstyle", "letters6", "option: E; confidence: 0.8", "E"),
    case("kgstyle", "odd6", "odd_one_out(panels=[A..F]) = B", "B"),
    case("kgstyle", "letters4", "candidates(panel=[B, D]); decision: undetermined", None),
    case("kgstyle", "letters6", "next_frame := option(D)", "D"),
]


# ---- round 30: four new voices, written after round 29's fixes, before any rule change touching them and before the
# ---- extractor was run on them; scored once as they stood. Current multimodal models answering this project's own
# ---- questions free-form in English, in the habits the held-out sets most likely hold
# ---- numberedsteps: chains of thought in numbered steps ("Step 1: …", "1) …", "**Step 3 — compare**", "First, …
# ---- Finally, …") whose step numbers sit among the option letters and the counts, with or without an answer line
NUMBEREDSTEPS = [
    case("numberedsteps", "letters4",
         "Step 1: The paper is folded in half vertically, then horizontally.\nStep 2: A single hole is punched near "
         "the folded corner.\nStep 3: Unfolding the horizontal fold doubles the hole to 2.\nStep 4: Unfolding the "
         "vertical fold doubles it again to 4, one in each quadrant.\n\nAnswer: C", "C"),
    case("numberedsteps", "letters4",
         "1) Identify the fold: diagonal, bottom-left to top-right.\n2) The punched hole is in the upper triangle.\n"
         "3) Reflect it across the diagonal: a second hole appears in the lower triangle.\n4) Option B shows exactly "
         "these two holes.\nSo the answer is B.", "B"),
    case("numberedsteps", "letters4",
         "**Step 1 — observe the reference object.** It's an L-shaped block with a cube on top of the short arm.\n"
         "**Step 2 — rotate.** A 90° turn about the vertical axis moves the short arm to point towards the viewer.\n"
         "**Step 3 — compare.** Option A has the arm pointing left, option B is mirrored, option D has the cube on "
         "the long arm. Only option C matches.\n\n**Answer: C**", "C"),
    case("numberedsteps", "letters4",
         "First, the sheet is folded twice. Second, one hole is punched through all layers. Third, when unfolded the "
         "holes should be symmetric about both folds. Finally, comparing with the four options, A and D both look "
         "symmetric and I can't tell which one has the holes at the right distance from the edge.", None),
    case("numberedsteps", "letters4",
         "Step 1: Count the holes in each option: A has 2, B has 4, C has 3, D has 4.\nStep 2: Two folds mean 4 "
         "holes, so A and C are out.\nStep 3: B's holes are at the corners, D's near the centre. The punch was near "
         "the folded corner, which becomes the centre.\nStep 4: D.", "D"),
    case("numberedsteps", "letters4",
         "1. The object is rotated 180° about the horizontal axis.\n2. The top face becomes the bottom face.\n3. The "
         "notch that was on the left front edge moves to the left back edge.\n4. The option with the notch at the "
         "back left is A.\nAnswer: A", "A"),
    case("numberedsteps", "letters4",
         "Step 1: Unfold the last fold (horizontal): the hole at the top right gets a partner at the bottom right.\n"
         "Step 2: Unfold the first fold (vertical): both holes get partners on the left.\nStep 3: Result: four "
         "holes, one near each corner.\nStep 4: Options B and D both show four holes near the corners; B's are round "
         "and D's are square, and the punch shape isn't clear in the image.\nStep 5: I can't decide between B and "
         "D.", None),
    case("numberedsteps", "letters4",
         "Steps:\n1. Mirror check — B is a mirror image, eliminate.\n2. Rotation check — A is rotated 90°, C is "
         "rotated 180°, D is rotated 270°.\n3. The reference is turned a quarter turn clockwise, i.e. 90°.\n→ A", "A"),
    case("numberedsteps", "letters4",
         "Step 1: fold. Step 2: punch. Step 3: unfold. The result matches option D.", "D"),
    case("numberedsteps", "letters4", "1) Two folds → 4 holes.\n2) Holes at the centre → option C.", "C"),
    case("numberedsteps", "letters6",
         "Step 1: Look at the sequence: the arrow rotates 45° clockwise each frame.\nStep 2: Frame 1 points up, frame "
         "2 up-right, frame 3 right, frame 4 down-right, frame 5 down.\nStep 3: Frame 6 should point down-left.\n"
         "Step 4: Among the options, E points down-left.\n\nFinal answer: E", "E"),
    case("numberedsteps", "letters6",
         "1. The number of dots increases by one each frame: 1, 2, 3, 4, 5.\n2. So the next frame has 6 dots.\n3. "
         "Option B has 6 dots, option F has 7.\nAnswer: B", "B"),
    case("numberedsteps", "letters6",
         "Step 1: The shaded cell moves one position to the right per frame and wraps around.\nStep 2: After "
         "position 4 it returns to position 1.\nStep 3: The next frame should have the shaded cell at position 1, "
         "the leftmost.\nStep 4: Options A and D both have the leftmost cell shaded; A also has a dot in the corner "
         "that none of the frames had. So D.", "D"),
    case("numberedsteps", "letters6",
         "Step 1 — pattern: alternate circle and square, size shrinking.\nStep 2 — next: a small circle.\nStep 3 — "
         "options with a small circle: C and F.\nStep 4 — C's circle is filled, F's is outlined; the fill "
         "alternates too, and the last frame was filled, so the next is outlined: F.", "F"),
    case("numberedsteps", "letters6",
         "Step 1: The pattern is a colour cycle red → blue → green.\nStep 2: The last frame is blue, so next is "
         "green.\nStep 3: Options C and E are green; C is a square, E is a triangle, and the shapes in the sequence "
         "also change but I can't see the last frame's shape clearly.\nI can't determine whether it's C or E.", None),
    case("numberedsteps", "letters6",
         "First, I note that the line count goes 1, 2, 3, 4, 5. Second, the next frame needs 6 lines. Third, only "
         "option E has six lines. Finally: E.", "E"),
    case("numberedsteps", "letters6",
         "Step 1: Examine each frame.\nStep 2: Identify the rule.\nStep 3: Apply it.\n\nUnfortunately the frames are "
         "too small for me to make out the rule, so I can't complete steps 2 and 3.", None),
    case("numberedsteps", "letters6",
         "Candidates after step 2:\n1. Option B (keeps the rotation and the colour order)\n2. Option D (keeps the "
         "colour, breaks the rotation)\nStep 3: only B keeps both.\nAnswer: B", "B"),
    case("numberedsteps", "letters6",
         "### Step 1\nThe star moves along the border clockwise.\n### Step 2\nPositions so far: top-left, top-right, "
         "bottom-right, bottom-left.\n### Step 3\nNext: top-left again → option F.", "F"),
    case("numberedsteps", "odd6",
         "Step 1: Check each panel for symmetry.\n- A: symmetric\n- B: symmetric\n- C: not symmetric\n- D: "
         "symmetric\n- E: symmetric\n- F: symmetric\nStep 2: The odd one out is C.", "C"),
    case("numberedsteps", "odd6",
         "1) All panels contain a circle and a square.\n2) In five of them the circle is inside the square.\n3) In "
         "panel E the square is inside the circle.\n4) So E breaks the rule.", "E"),
    case("numberedsteps", "odd6",
         "Step 1: Count the sides of each shape: A 3, B 4, C 5, D 6, E 7, F 8.\nStep 2: They all increase by one, so "
         "there's no odd one by side count.\nStep 3: Shading: all shaded the same way.\nI can't find a panel that "
         "breaks a rule.", None),
    case("numberedsteps", "odd6",
         "First, five panels show the arrow pointing at a dot. Second, in panel B the arrow points away. Therefore B "
         "is the odd one out.", "B"),
    case("numberedsteps", "odd6",
         "Step 1: Compare line thickness — all equal.\nStep 2: Compare the number of inner shapes — 2, 2, 2, 3, 2, "
         "2.\nStep 3: The panel with 3 inner shapes is D.\n\nAnswer: D", "D"),
    case("numberedsteps", "odd6",
         "1. A, B, C, E, F: the small shape is a rotated copy of the big one.\n2. D: the small shape is mirrored.\n"
         "3. Odd one: D.", "D"),
    case("numberedsteps", "odd6",
         "Step 1: rule candidates: rotation, reflection.\nStep 2: under rotation, A breaks it; under reflection, F "
         "breaks it.\nStep 3: I don't know which rule the puzzle intends, so either A or F.", None),
    case("numberedsteps", "odd6",
         "Step 4 of my check: panel 6 (F) is the only one whose dots don't add up to 10. So F.", "F"),
    case("numberedsteps", "yes_no",
         "Step 1: List the triples: Berlin–capital of–Germany, Paris–capital of–France, Germany–currency–Euro.\n"
         "Step 2: Check each one: all are true.\nStep 3: Conclusion: no error.\n\nAnswer: No", "No"),
    case("numberedsteps", "yes_no",
         "1) Nairobi → capital of → Kenya: correct.\n2) Kampala → capital of → Uganda: correct.\n3) Kigali → capital "
         "of → Tanzania: wrong, Kigali is Rwanda's capital.\n4) So there is an error.\nAnswer: Yes", "Yes"),
    case("numberedsteps", "yes_no",
         "Step 1: Read the edges. Step 2: Bern is shown as capital of Switzerland — true. Step 3: Switzerland member "
         "of EU — false, Switzerland isn't an EU member. Step 4: Yes, the graph contains an error.", "Yes"),
    case("numberedsteps", "yes_no",
         "**Step 1 — read the graph.** Vienna, Austria, Euro, European Union.\n**Step 2 — verify.** Vienna capital "
         "of Austria ✓, Austria currency Euro ✓, Austria member of EU ✓.\n**Step 3 — conclude.** Everything checks "
         "out. There's no factual error.", "No"),
    case("numberedsteps", "yes_no",
         "Step 1: The edge from Norway to the EU says 'member of'.\nStep 2: Norway is not an EU member, but it's in "
         "the EEA, and the label might be abbreviated.\nStep 3: I can't tell whether the edge is meant as EU or EEA, "
         "so I can't decide whether it's an error.", None),
    case("numberedsteps", "yes_no",
         "1. Check capitals — fine.\n2. Check currencies — Denmark uses the Krone ✓.\n3. Check memberships — "
         "Denmark in NATO ✓, in the EU ✓.\nNo error.", "No"),
    case("numberedsteps", "yes_no",
         "First, I checked the 7 edges. Second, 6 of them are correct. Third, the remaining one says Brussels is the "
         "capital of the Netherlands, which is wrong. So yes.", "Yes"),
    case("numberedsteps", "yes_no",
         "Step 1: read the labels.\nStep 2: …\n(The labels are too small to read, so I can't go on.)", None),
    case("numberedsteps", "count",
         "Step 1: List the nodes: Kenya, Uganda, Rwanda, Nairobi, Kampala, Kigali, African Union.\nStep 2: Count "
         "them: 7.\nStep 3: So there are 7 entities.\n\nAnswer: 7", "7"),
    case("numberedsteps", "count",
         "1) Countries: 3\n2) Capitals: 3\n3) Organisations: 2\n4) Total: 8 entities", "8"),
    case("numberedsteps", "count",
         "Step 1: count the nodes on the left: 4. Step 2: count the nodes on the right: 5. Step 3: add them: 9 "
         "entities.", "9"),
    case("numberedsteps", "count",
         "Step 1: Count the edges: 9.\nStep 2: Count the nodes: 6.\nThe graph has 6 entities.", "6"),
    case("numberedsteps", "count",
         "1. Germany\n2. France\n3. Berlin\n4. Paris\n5. Euro\n6. European Union\n\nSo there are 6 entities.", "6"),
    case("numberedsteps", "count",
         "Step 1: I start counting: Vienna, Austria, Germany, Berlin… Step 2: part of the graph is hidden behind the "
         "legend, so I can't finish the count.", None),
    case("numberedsteps", "count",
         "Step 1: 5 countries. Step 2: 5 capitals.\n3. So there are 10 entities.", "10"),
    case("numberedsteps", "count",
         "Step 1: nodes with labels: 8. Step 2: the masked node also counts as an entity: +1. Step 3: 9 entities in "
         "total.", "9"),
    case("numberedsteps", "count",
         "1) Count countries: 4 or 5 — one label is ambiguous (Greenland).\n2) Count the others: 6.\n3) Total: 10 or "
         "11.", None),
    case("numberedsteps", "count_relations",
         "Step 1: Count the arrows from each country: Kenya 3, Uganda 2, Rwanda 2.\nStep 2: Sum: 3 + 2 + 2 = 7.\n"
         "Step 3: So there are 7 relations.", "7"),
    case("numberedsteps", "count_relations",
         "Step 1: count the entities: 7. Step 2: count the edges: 9. The graph has 9 relations.", "9"),
    case("numberedsteps", "count_relations",
         "1. Capital-of edges: 4\n2. Member-of edges: 3\n3. Currency edges: 3\nTotal relations: 10", "10"),
    case("numberedsteps", "count_relations",
         "Step 1: I tried to count the edges, but several overlap in the middle. Step 2: my count is somewhere "
         "between 11 and 13.", None),
    case("numberedsteps", "count_relations",
         "First, edges into the EU node: 4. Second, edges into NATO: 3. Third, capital edges: 5. Finally, adding "
         "them up, 12 relations.", "12"),
    case("numberedsteps", "entity",
         "Step 1: The masked node is linked to Uganda by 'capital of'.\nStep 2: Uganda's capital is Kampala.\nStep "
         "3: Kampala is option B.\nAnswer: Kampala", "B", EAST_AFRICA),
    case("numberedsteps", "entity",
         "1) The mask sits on a currency edge from Switzerland.\n2) Switzerland uses the Swiss franc.\n3) → Swiss "
         "franc", "B", CURRENCIES),
    case("numberedsteps", "entity",
         "Step 1: Liechtenstein's capital is missing.\nStep 2: Candidates: 1. Vienna 2. Vaduz 3. Bern\nStep 3: "
         "Vaduz.", "C", EUROPE),
    case("numberedsteps", "entity",
         "Step 1: the masked entity is an organisation that Brazil belongs to.\nStep 2: Brazil is in Mercosur, not "
         "the EU or ASEAN.\nStep 3: Answer: Mercosur.", "E", ORGS),
    case("numberedsteps", "entity",
         "Step 1: The node connects to Belgium with an 'official language' edge.\nStep 2: Belgium has three official "
         "languages: French, Dutch and German.\nStep 3: Any of the three fits and the graph doesn't show which one "
         "is meant.", None, LANGUAGES),
    case("numberedsteps", "relation",
         "Step 1: The edge goes from Paris to France.\nStep 2: Paris is France's capital.\nStep 3: So the masked "
         "relation is 'capital of'.", "A", RELATIONS),
    case("numberedsteps", "relation",
         "1. The edge connects Germany and France.\n2. They are neighbours.\n3. Relation: shares border with.", "E",
         RELATIONS),
    case("numberedsteps", "relation",
         "Step 1: Greenland → Denmark. Step 2: Greenland is an autonomous territory within the Kingdom of Denmark. "
         "Step 3: the relation is part of.", "C", RELATIONS_2),
    case("numberedsteps", "relation",
         "Step 1: the edge links Austria and the Euro.\nStep 2: it could be 'currency' — or 'member of' if the node "
         "is actually the eurozone.\nStep 3: Without seeing the node's full label I can't pick.", None, RELATIONS),
]

# ---- emojiform: chatty assistant formatting ("✅ C", "👉 Answer: B", "🅱️", "Ⓒ", fullwidth "Ｃ", math-bold "𝐂",
# ---- keycap digits for counts, "✔️ Yes, there's an error", "❌ No error", ticks and crosses beside options), some
# ---- marking two options or none
EMOJIFORM = [
    case("emojiform", "letters4", "✅ C", "C"),
    case("emojiform", "letters4", "👉 Answer: B", "B"),
    case("emojiform", "letters4", "🅱️", "B"),
    case("emojiform", "letters4", "Ⓒ", "C"),
    case("emojiform", "letters4", "The unfolded sheet is Ｄ.", "D"),
    case("emojiform", "letters4", "Answer: 𝐂", "C"),
    case("emojiform", "letters4",
         "Let's check each option:\n\nA ❌ only two holes\nB ❌ holes in the wrong corners\nC ✅ four holes, "
         "symmetric about both folds\nD ❌ mirrored\n\n👉 The answer is C!", "C"),
    case("emojiform", "letters4", "A ✅\nB ✅\nC ❌\nD ❌\n\nHmm, A and B both look right to me 🤔", None),
    case("emojiform", "letters4",
         "🤔 Tough one! The holes could be in A or D… I really can't tell from this image 😅", None),
    case("emojiform", "letters4",
         "✨ **Answer: A** ✨\n\nThe holes mirror across both folds, just like in A 🎯", "A"),
    case("emojiform", "letters4", "🔍 Looking closely… the rotated object matches option 🅳!", "D"),
    case("emojiform", "letters4",
         "📝 Step by step:\n• fold ➡️ punch ➡️ unfold\n• 4 holes total\n\n✔️ Option B", "B"),
    case("emojiform", "letters6", "➡️ E", "E"),
    case("emojiform", "letters6", "🎯 Final answer: Ⓕ", "F"),
    case("emojiform", "letters6", "The arrow turns 45° each time 🔄 so the next frame is 🅰️!", "A"),
    case("emojiform", "letters6", "Options:\nⒶ ❌\nⒷ ❌\nⒸ ✅\nⒹ ❌\nⒺ ❌\nⒻ ❌", "C"),
    case("emojiform", "letters6", "✅ D ✅ F — both continue the pattern 🤷", None),
    case("emojiform", "letters6", "🙈 Sorry, I can't make out the frames well enough to pick one.", None),
    case("emojiform", "letters6",
         "The dots go 1️⃣ → 2️⃣ → 3️⃣ → 4️⃣ → 5️⃣, so the next frame needs 6 dots: that's option Ｂ 👍", "B"),
    case("emojiform", "letters6",
         "💡 The pattern: square, circle, square, circle…\n⭐ Next: square\n✅ Answer: 𝐄", "E"),
    case("emojiform", "odd6", "🚫 The odd one out is D — it's the only one that's mirrored 🪞", "D"),
    case("emojiform", "odd6", "A ✔️ B ✔️ C ✔️ D ✔️ E ✖️ F ✔️\n\nSo E breaks the rule!", "E"),
    case("emojiform", "odd6", "🧐 All six look like they follow the rule to me… none stands out ❓", None),
    case("emojiform", "odd6", "👉 Ⓐ is the odd one — every other panel has an even number of dots 🔢", "A"),
    case("emojiform", "odd6", "❌ B\n❌ F\nBoth of these break the symmetry rule 🤔", None),
    case("emojiform", "odd6", "🔴 Odd one out: **F**", "F"),
    case("emojiform", "yes_no", "✔️ Yes, there's an error: Kigali isn't the capital of Kenya 🇰🇪", "Yes"),
    case("emojiform", "yes_no", "❌ No error — every edge checks out 👍", "No"),
    case("emojiform", "yes_no", "✅ All facts are correct! 🎉", "No"),
    case("emojiform", "yes_no", "⚠️ Error found: Bern → capital of → Austria 🇦🇹 (should be Vienna)", "Yes"),
    case("emojiform", "yes_no", "🤷 I can't read the edge labels, so I can't say if there's an error.", None),
    case("emojiform", "yes_no",
         "Checking each fact:\n✅ Berlin – capital of – Germany\n✅ Paris – capital of – France\n❌ Germany – "
         "currency – Swiss franc\n\nSo yes, there's a mistake 🙃", "Yes"),
    case("emojiform", "yes_no",
         "✅ Nairobi – Kenya\n✅ Kampala – Uganda\n✅ Kigali – Rwanda\n\nLooks all good to me! 😊", "No"),
    case("emojiform", "yes_no",
         "Yes ✅ / No ❌ … hmm 🤔 the Norway–EU edge might be fine if it means the EEA. Not sure!", None),
    case("emojiform", "yes_no", "🟢 No", "No"),
    case("emojiform", "count", "7️⃣ entities", "7"),
    case("emojiform", "count", "🔢 Count: 8", "8"),
    case("emojiform", "count", "There are 🔟 entities in the graph 😊", "10"),
    case("emojiform", "count",
         "Let me count 👀\n1️⃣ Kenya\n2️⃣ Uganda\n3️⃣ Rwanda\n4️⃣ Nairobi\n5️⃣ Kampala\n6️⃣ Kigali\n\n✅ Total: 6 "
         "entities", "6"),
    case("emojiform", "count", "🔢 Entities: 9 (maybe 🔟 if the masked one counts 🤔)", None),
    case("emojiform", "count", "📊 I see 1️⃣1️⃣ entities.", "11"),
    case("emojiform", "count", "🙃 Too many overlapping nodes to count reliably, sorry!", None),
    case("emojiform", "count_relations", "🔗 Relations: 9️⃣", "9"),
    case("emojiform", "count_relations", "➡️ 12 relations in total ✅", "12"),
    case("emojiform", "count_relations", "🔢 Edges: 7 or 8 🤷 one arrow is hidden behind a node", None),
    case("emojiform", "count_relations", "Counting arrows ➡️➡️➡️ … I get 5️⃣ relations 👍", "5"),
    case("emojiform", "entity", "✅ Kampala 🇺🇬", "B", EAST_AFRICA),
    case("emojiform", "entity", "👉 The masked entity is **Vaduz** 🇱🇮", "C", EUROPE),
    case("emojiform", "entity", "💶 Euro? 🇨🇭 No wait — Switzerland uses the Swiss franc 💰 ✅", "B", CURRENCIES),
    case("emojiform", "entity", "🇳🇴 Norway ➡️ member of ➡️ 🛡️ NATO ✅ (not the EU ❌)", "B", ORGS),
    case("emojiform", "entity", "🗣️ Official language of Austria: German 🇦🇹", "C", LANGUAGES),
    case("emojiform", "entity", "🤔 Dodoma or Nairobi? I can't tell which country the edge points to 🗺️", None,
         EAST_AFRICA),
    case("emojiform", "relation", "🔗 Relation: capital of 🏛️", "A", RELATIONS),
    case("emojiform", "relation", "🤝 shares border with ✅", "E", RELATIONS),
    case("emojiform", "relation", "✅ part of ✅ located in region — both could work for Greenland 🇬🇱 / Denmark 🇩🇰",
         None, RELATIONS_2),
]

# ---- hypotheticals: replies that reason with conditions and counterfactuals ("If the fold were vertical it would be
# ---- A; since it is horizontal, C.", "Were the object mirrored, B would match — but …"), settling the condition or not
HYPOTHETICALS = [
    case("hypotheticals", "letters4",
         "If the fold were vertical it would be A; since it is horizontal, the answer is C.", "C"),
    case("hypotheticals", "letters4", "A would be right if the paper were turned over; it isn't, so D.", "D"),
    case("hypotheticals", "letters4",
         "Were the object mirrored, B would match — but it is only rotated, so C.", "C"),
    case("hypotheticals", "letters4",
         "If the punch went through all four layers, we'd get four holes, which is B. If it only went through two "
         "layers, we'd get two holes, which is D. The image doesn't show how many layers were punched.", None),
    case("hypotheticals", "letters4",
         "Had the sheet been folded diagonally, the holes would line up along the diagonal as in option A. But the "
         "crease is clearly horizontal, so the holes mirror top-to-bottom: option B.", "B"),
    case("hypotheticals", "letters4",
         "Suppose the rotation is 90° clockwise: then the notch ends up on the right, which is D. Suppose it's "
         "counter-clockwise: then it's on the left, which is A. The question doesn't say which direction.", None),
    case("hypotheticals", "letters4",
         "If we unfold the last fold first, the hole doubles along the vertical crease; unfolding the first fold "
         "then doubles it along the horizontal one. That gives four holes in a square, as in option C.", "C"),
    case("hypotheticals", "letters4",
         "Option B would be correct only if the object had been reflected. It was rotated, not reflected, so B is "
         "out; of the rest, only A keeps the cube on the short arm. A.", "A"),
    case("hypotheticals", "letters4",
         "If I assume the hole is punched at the open edge rather than the fold, the answer would be D. Given that "
         "it's punched at the fold, it must be B.", "B"),
    case("hypotheticals", "letters4",
         "Depending on whether you view the object from the front or from above, either C or D is the rotated "
         "version.", None),
    case("hypotheticals", "letters4",
         "Were the paper unfolded without flipping, we'd see option A. Since the figure shows it flipped over, the "
         "correct view is the mirror of A, which is option D.", "D"),
    case("hypotheticals", "letters6",
         "If the rotation step were 90°, the next frame would be option B; since it's 45°, it's option E.", "E"),
    case("hypotheticals", "letters6",
         "Assuming the dot keeps moving clockwise, the next frame is F. If it reverses at the corner, as some of "
         "these puzzles do, it would be C instead. Nothing in the sequence tells me which.", None),
    case("hypotheticals", "letters6",
         "If the pattern were just alternating colours, both A and D would fit. But the size also shrinks each "
         "frame, and only D is smaller than the last frame. So D.", "D"),
    case("hypotheticals", "letters6",
         "Had the sequence been growing by two cells each frame, the answer would be C; it grows by one, so it's B.",
         "B"),
    case("hypotheticals", "letters6",
         "If the shape count continues 1, 2, 3, 4, 5, the next frame has 6 shapes. Option A has 6 shapes, so A.",
         "A"),
    case("hypotheticals", "letters6",
         "Were the arrow to keep turning, it would point left, as in option E; if it bounces back, it points up, as "
         "in option F. Without more frames, it's impossible to know.", None),
    case("hypotheticals", "letters6",
         "Option C would only work if the colours cycled every three frames, but they cycle every two. Under a "
         "two-frame cycle the next frame is grey, which is option F.", "F"),
    case("hypotheticals", "odd6",
         "If the rule is about symmetry, then C is the odd one out. And it is about symmetry — every other panel is "
         "mirror-symmetric. So C.", "C"),
    case("hypotheticals", "odd6",
         "If we count sides, E breaks the rule; if we count dots, B does. Both rules are plausible here, so I can't "
         "single one out.", None),
    case("hypotheticals", "odd6",
         "D would be a fine member of the group if its triangle pointed up like the others'; it points down, so D is "
         "the odd one out.", "D"),
    case("hypotheticals", "odd6",
         "Were all six panels rotations of the same shape, there'd be no odd one. But panel A is a reflection, not a "
         "rotation, so A breaks the rule.", "A"),
    case("hypotheticals", "odd6",
         "Assuming the rule is 'the inner shape touches the border', F is the odd one; assuming it's 'the inner "
         "shape is shaded', B is. I don't know which rule is intended.", None),
    case("hypotheticals", "odd6",
         "If panel E had one more line it would match the rest, each of which has five. As it stands, E has four "
         "lines, so it's the odd one.", "E"),
    case("hypotheticals", "yes_no",
         "Had the map said Bonn, there would be an error; it says Berlin, so no error.", "No"),
    case("hypotheticals", "yes_no",
         "If the edge said Nairobi is the capital of Uganda, that would be wrong — and that's exactly what it says. "
         "So yes, there's an error.", "Yes"),
    case("hypotheticals", "yes_no",
         "If the 'member of' arrow pointed from Switzerland to the EU, there would be an error, since Switzerland "
         "isn't a member. The arrow points to EFTA, though, which is correct. No error.", "No"),
    case("hypotheticals", "yes_no",
         "If the label reads 'Krone', the Denmark–currency edge is correct; if it reads 'Euro', it's an error. I "
         "can't make out the label.", None),
    case("hypotheticals", "yes_no",
         "Assuming the arrow direction matters, 'Germany capital of Berlin' would be an error. Since the graph draws "
         "it from Berlin to Germany, it's fine. Everything else checks out too, so no.", "No"),
    case("hypotheticals", "yes_no",
         "Were Austria's currency still the Schilling, the graph would be outdated, but it's the Euro now, as shown. "
         "The only questionable edge is Vienna → capital of → Switzerland, which is simply false. So yes, there's "
         "an error.", "Yes"),
    case("hypotheticals", "yes_no",
         "If this graph is meant to reflect 2010, the Croatia–Kuna edge is right; if it's meant to reflect today, "
         "it's wrong, since Croatia has used the Euro since 2023. The graph doesn't say which year it describes.",
         None),
    case("hypotheticals", "yes_no",
         "If the node is Kigali, the graph is correct; if it's Kampala, the edge to Rwanda is wrong. The label is "
         "blurred.", None),
    case("hypotheticals", "count",
         "If the masked node counts as an entity, there are 8; the question says to count all nodes, masked or not, "
         "so 8.", "8"),
    case("hypotheticals", "count",
         "If we count the masked node, there are 9 entities; if not, 8. The question doesn't say which.", None),
    case("hypotheticals", "count",
         "Were the two 'Euro' nodes the same entity, there'd be 6; they're drawn as two separate nodes, so 7 "
         "entities.", "7"),
    case("hypotheticals", "count",
         "If I had counted the legend too there'd be 12, but the legend isn't part of the graph: 10 entities.", "10"),
    case("hypotheticals", "count",
         "Assuming the faded node at the bottom is part of the graph, 11 entities; otherwise 10. I can't tell "
         "whether it's faded on purpose.", None),
    case("hypotheticals", "count_relations",
         "If the two parallel arrows between Kenya and Uganda were one relation, there'd be 8 relations; they carry "
         "different labels ('shares border with' and 'member of'), so they're two: 9 relations.", "9"),
    case("hypotheticals", "count_relations",
         "If bidirectional edges count twice, 12; if once, 10. Depends on the convention.", None),
    case("hypotheticals", "count_relations",
         "Had the dashed edge been a relation, the total would be 7, but the legend says dashed lines are "
         "annotations. So 6 relations.", "6"),
    case("hypotheticals", "count_relations",
         "If every country had a capital edge there would be 5 of those, but Rwanda's is missing, so 4 capital edges "
         "plus 3 membership edges: 7 relations.", "7"),
    case("hypotheticals", "entity",
         "If the edge were 'capital of Kenya', the answer would be Nairobi; it's 'capital of Uganda', so Kampala.",
         "B", EAST_AFRICA),
    case("hypotheticals", "entity",
         "If the masked node were linked to Tanzania, it'd be Dodoma; if to Ethiopia, Addis Ababa. The country label "
         "is hidden by the mask's shadow.", None, EAST_AFRICA),
    case("hypotheticals", "entity",
         "Were the country Austria, Vienna would be right; it's Liechtenstein, so Vaduz.", "C", EUROPE),
    case("hypotheticals", "entity",
         "If the masked organisation were European, I'd say the EU. But its members are Brazil, Argentina and "
         "Uruguay, so it's Mercosur.", "E", ORGS),
    case("hypotheticals", "entity",
         "Had the country been the UK, the currency would be the pound sterling. It's Denmark, so the Krone.", "D",
         CURRENCIES),
    case("hypotheticals", "entity",
         "If the node is Switzerland, its official language could be German, French, Italian or Romansh; the graph "
         "only says 'Alpine country', so I can't narrow it to one.", None, LANGUAGES),
    case("hypotheticals", "relation",
         "Assuming the masked relation is symmetric, 'shares border with' fits; otherwise 'part of'.", None,
         RELATIONS_2),
    case("hypotheticals", "relation",
         "If the edge connected two countries, 'shares border with' would fit; it connects Paris and France, so it's "
         "'capital of'.", "A", RELATIONS),
    case("hypotheticals", "relation",
         "Were the target a currency, the relation would be 'currency'; the target is Dutch, a language, so "
         "'official language'.", "B", RELATIONS),
    case("hypotheticals", "relation",
         "If Greenland were independent, 'located in region' would be the natural link to Denmark; it isn't — it's "
         "an autonomous territory of the Kingdom — so 'part of'.", "C", RELATIONS_2),
    case("hypotheticals", "relation",
         "If the other end were the EU, 'member of' would be wrong for Norway; the other end is NATO, which Norway "
         "helped found, so 'member of'.", "D", RELATIONS),
]

# ---- multipart: replies in several labelled parts that answer more than was asked ("Rule: … Answer: C", "Entities:
# ---- 7. Relations: 9.", "Error: yes (…). Corrected fact: …", JSON and YAML-ish blocks with several fields), some
# ---- with two fields that disagree or the answer field empty or "unknown"
MULTIPART = [
    case("multipart", "letters4",
         "Transformation: rotation by 90° clockwise.\nMirror check: B is a mirror image.\nAnswer: C.", "C"),
    case("multipart", "letters4",
         "Folds: 2 (vertical, then horizontal)\nHoles punched: 1\nHoles after unfolding: 4\nAnswer: B", "B"),
    case("multipart", "letters4", "{\"folds\": 2, \"holes\": 4, \"answer\": \"D\", \"confidence\": 0.7}", "D"),
    case("multipart", "letters4", "{\"rule\": \"rotation\", \"answer\": \"\", \"confidence\": 0.0}", None),
    case("multipart", "letters4",
         "reasoning: the hole is mirrored across both creases\nholes: 4\nanswer: A\nconfidence: high", "A"),
    case("multipart", "letters4",
         "Observation: the object is an L-shape with a cube.\nTransformation: 180° about the vertical axis.\nAnswer: "
         "unknown — the options are too blurry to compare.", None),
    case("multipart", "letters4",
         "**Analysis:** Two folds, one punch.\n**Expected holes:** 4, symmetric.\n**Best match:** C\n**Answer:** D",
         None),
    case("multipart", "letters4",
         "Part 1 (folds): the sheet is folded in half twice.\nPart 2 (unfold): 4 holes, one per quadrant.\nPart 3 "
         "(answer): option B.", "B"),
    case("multipart", "letters4", "Rotation angle: 270°\nAxis: vertical\nMatching option: A", "A"),
    case("multipart", "letters6",
         "Pattern: the dot moves clockwise one corner per frame.\nCurrent position: top-right.\nNext frame: "
         "bottom-right → option E.\nConfidence: 80%", "E"),
    case("multipart", "letters6",
         "{\"pattern\": \"size decreases by one step\", \"next_frame\": \"F\", \"alternatives\": [\"C\"], "
         "\"confidence\": 0.6}", "F"),
    case("multipart", "letters6",
         "Rule: colours alternate red/blue.\nShape: triangle throughout.\nAnswer: B\nSecond choice: D", "B"),
    case("multipart", "letters6", "Pattern: unclear\nNext frame: unknown", None),
    case("multipart", "letters6",
         "Frames shown: 5\nRotation per frame: 60°\nNext frame angle: 300°\nAnswer: C", "C"),
    case("multipart", "letters6",
         "rule: count of lines +1\nprediction: 6 lines\nanswer: A or F (both have 6 lines)", None),
    case("multipart", "odd6", "Rule: rotation by 90°. Odd one out: D, which is a reflection. Answer: D.", "D"),
    case("multipart", "odd6",
         "Shared property: all shapes are closed.\nException: panel B (open curve).\nAnswer: B", "B"),
    case("multipart", "odd6",
         "{\"rule\": \"symmetry\", \"odd_one_out\": \"E\", \"explanation\": \"E is the only asymmetric panel\"}", "E"),
    case("multipart", "odd6",
         "Rule: equal number of dots in each panel.\nOdd one out: none — they all have 5 dots.\nAnswer: none", None),
    case("multipart", "odd6",
         "Group 1 (rotations): B, C, D, E, F\nGroup 2 (reflections): A\nOdd one out: A", "A"),
    case("multipart", "odd6", "Rule: same shape, different sizes.\nOdd one out: C\nFinal answer: F", None),
    case("multipart", "yes_no", "Error: yes (Paris–Germany). Corrected fact: Paris is in France.", "Yes"),
    case("multipart", "yes_no", "Error: no\nChecked edges: 6\nIncorrect edges: 0", "No"),
    case("multipart", "yes_no",
         "{\"has_error\": true, \"wrong_triple\": \"Kigali - capital of - Kenya\", \"correction\": \"Nairobi - "
         "capital of - Kenya\"}", "Yes"),
    case("multipart", "yes_no",
         "Facts checked: 5\nFacts wrong: 1 (Bern – capital of – Austria)\nAnswer: Yes", "Yes"),
    case("multipart", "yes_no",
         "Error present: unknown\nReason: the label on the Norway edge is unreadable.", None),
    case("multipart", "yes_no",
         "Error: none found.\nNotes: the Denmark–Krone edge is correct; Greenland–Denmark 'part of' is correct.",
         "No"),
    case("multipart", "yes_no", "Answer: No\nIncorrect edge: Brussels – capital of – Netherlands", None),
    case("multipart", "yes_no",
         "errors: 1\nerror_edge: Nairobi → capital of → Uganda\nfix: Kampala → capital of → Uganda", "Yes"),
    case("multipart", "yes_no", "{\"error\": false, \"checked\": 7}", "No"),
    case("multipart", "count", "Entities: 7. Relations: 9. Answer: 7", "7"),
    case("multipart", "count", "Nodes: 8\nEdges: 11", "8"),
    case("multipart", "count", "{\"entities\": 6, \"relations\": 8, \"graph\": \"European capitals\"}", "6"),
    case("multipart", "count", "Countries: 3\nCapitals: 3\nOrganisations: 1\nTotal entities: 7", "7"),
    case("multipart", "count", "Entities: 9 or 10 (one node is cut off)\nRelations: 12", None),
    case("multipart", "count", "Entity count: ?\nRelation count: 14", None),
    case("multipart", "count", "Visible nodes: 10\nMasked nodes: 1\nTotal entities: 11", "11"),
    case("multipart", "count_relations", "Entity count: 7 | Relation count: 9 | Answer: 9", "9"),
    case("multipart", "count_relations", "Nodes: 6\nEdges: 10", "10"),
    case("multipart", "count_relations", "{\"nodes\": 5, \"edges\": 7, \"answer\": 7}", "7"),
    case("multipart", "count_relations",
         "Capital edges: 4\nMembership edges: 3\nBorder edges: 2\nTotal relations: 9\nEntities: 8", "9"),
    case("multipart", "count_relations", "Relations: 12 (or 13 if the dashed one counts)\nEntities: 9", None),
    case("multipart", "count_relations", "{\"entities\": 8, \"relations\": null}", None),
    case("multipart", "entity", "Missing entity: Kampala. Its relation: capital of.", "B", EAST_AFRICA),
    case("multipart", "entity", "Masked node: Vaduz\nCountry: Liechtenstein\nRelation: capital of", "C", EUROPE),
    case("multipart", "entity",
         "{\"masked_entity\": \"Mercosur\", \"members\": [\"Brazil\", \"Argentina\", \"Uruguay\"]}", "E", ORGS),
    case("multipart", "entity", "Currency: Krone\nCountry: Denmark\nAnswer: D", "D", CURRENCIES),
    case("multipart", "entity", "Masked entity: unknown\nCandidates: Dutch, French", None, LANGUAGES),
    case("multipart", "relation", "Masked relation: shares border with\nHead: Germany\nTail: France", "E",
         RELATIONS),
    case("multipart", "relation", "Relation: part of. Head: Greenland. Tail: Denmark. Confidence: 0.9.", "C",
         RELATIONS_2),
    case("multipart", "relation", "Relation: member of\nAnswer: D", "D", RELATIONS),
    case("multipart", "relation", "Relation: capital of\nAnswer: E", None, RELATIONS),
]


# ---- round 31: four new voices, written after round 30's fixes, before any rule change touching them and before the
# ---- extractor was run on them; scored once as they stood. Current multimodal models answering this project's own
# ---- questions free-form in English, in the habits the held-out sets most likely hold
# ---- cutoff: replies cut off by the generation limit (max_new_tokens) as they really end, mid-word, mid-sentence,
# ---- mid-list, inside a code block or JSON, inside "<think>" without its closing tag; some commit before the cut
CUTOFF = [
    case("cutoff", "letters4",
         "The answer is C. Let me explain: first, the fold brings the left half over the right, so the punched hole "
         "at the top edge is mirrored to the le", "C"),
    case("cutoff", "letters4",
         "Let's work through this carefully. The sheet is folded in half vertically and then diagonally. After the "
         "punch, unfolding the diagonal fold reflects the hole across the diagonal, so we get two holes; unfolding "
         "the vertical fold then gives four. Now comparing B and", None),
    case("cutoff", "letters4",
         "<think>\nThe reference object is an L-shape of four cubes. Rotating it 90° about the vertical axis... option "
         "A looks mirrored. Option C could work but the top cube is on the wrong side. Let me check D: the long arm",
         None),
    case("cutoff", "letters4",
         "**Answer: D**\n\n**Reasoning:**\n1. The paper is folded twice, so each punch produces four holes.\n2. The "
         "punch is near the folded corner, which ends up at the cent", "D"),
    case("cutoff", "letters4",
         "Option A: four holes, but at the edges — possible.\nOption B: four holes at the centre — also possible.\n"
         "Option C: two holes only — ruled out.\nOption D: four holes, one of them", None),
    case("cutoff", "letters4",
         "```json\n{\"reasoning\": \"Two folds produce four holes placed symmetrically about both creases; option",
         None),
    case("cutoff", "letters4",
         "```json\n{\"answer\": \"B\", \"reasoning\": \"After a 180° rotation the notch moves from the front-left edge "
         "to the back-ri", "B"),
    case("cutoff", "letters4",
         "The rotated object matches option A. To verify, I rotated the reference 90° clockwise when viewed from "
         "above: the protruding cube moves from the right side to the fr", "A"),
    case("cutoff", "letters4",
         "Looking at the image, the sheet was folded along the horizontal midline and then along the vertical "
         "midline. A circular hole was punched at the", None),
    case("cutoff", "letters4",
         "I'd go with C here — the holes mirror across both creases, and C is the only option where the four holes "
         "sit symmetrically about the centre. A and D have the right number of holes but they're offset towar", "C"),
    case("cutoff", "letters4",
         "Step 1: Determine the rotation axis. The object turns about the vertical axis.\nStep 2: Determine the "
         "angle. Comparing the reference with each option, the front face becomes the right face, so 90°.\nStep 3: "
         "Find the option that shows a 90° turn. Option", None),
    case("cutoff", "letters6",
         "Frame 1: arrow up. Frame 2: arrow right. Frame 3: arrow down. Frame 4: arrow left. So the next frame should "
         "show the arrow pointing up again, which is opt", None),
    case("cutoff", "letters6",
         "The next frame is E.\n\nExplanation: the dot moves one cell clockwise around the border each step, and the "
         "square in the centre alternates between filled and em", "E"),
    case("cutoff", "letters6",
         "<think>\nOkay, so we have a sequence of five frames. The number of sides increases: triangle, square, "
         "pentagon, hexagon, heptagon. Next should be an octagon. Looking at the options: A is an octagon but it's "
         "shaded, F is an octagon unshaded. The shading alternates: frames 1, 3, 5 are shaded, so frame 6 should be "
         "unshaded. So the answer is F.\n</think>\n\nThe sequence adds one side per frame and alternates the "
         "shading, so the next frame is an unshaded oct", "F"),
    case("cutoff", "letters6",
         "Let me describe the sequence first. In the first frame there is a large circle with a small triangle "
         "inside at the top. In the second frame the triangle has moved to the right side of the circle. In the "
         "third frame it is at the bottom. In the fourth frame it is on the left. In the fifth frame", None),
    case("cutoff", "letters6",
         "Answer: D\nThe shaded cell advances two positions per frame: 1, 3, 5, 7, so next is 9, which is the "
         "bottom-right ce", "D"),
    case("cutoff", "letters6",
         "The pattern alternates between two rules, so the next frame should combine the rotation from frame 4 and "
         "the colour from frame", None),
    case("cutoff", "letters6",
         "- Option A: wrong colour\n- Option B: wrong rotation\n- Option C: correct rotation and colour ✓\n- Option "
         "D: wrong number of dots\n- Option E: wrong colour\n- Option F: wrong rot", "C"),
    case("cutoff", "odd6",
         "The odd one out is panel B. In every other panel the small shape sits inside the large one, while in B it "
         "is placed outside, touch", "B"),
    case("cutoff", "odd6",
         "Let me check each panel for the rule. Panel A: three circles, one filled. Panel B: three circles, one "
         "filled. Panel C: three squares, one filled. Panel D: three circles, two filled. Panel E: three tri", None),
    case("cutoff", "odd6",
         "Five of the panels have lines of equal length. The one that breaks the rule is the panel whose", None),
    case("cutoff", "odd6", "**Odd one out: F**\n\nIn A–E the arrow points towards the dot; in F it points aw", "F"),
    case("cutoff", "odd6",
         "<think>\nFirst, find the rule. Panels A, B, C have rotational symmetry. D also. E — let me look again, E "
         "seems to have a slight asymmetry in the upper arm. F has symmetry. So E might be the odd one, but wait, "
         "let me re-check C, because C's lower", None),
    case("cutoff", "odd6",
         "Panel D breaks the rule: it's the only one with an even number of dots (4), while the others have 3, 5, 7, "
         "5 and", "D"),
    case("cutoff", "odd6", "Counting the edges in each panel: A = 5, B = 5, C = 6, D = 5, E = 5, F =", None),
    case("cutoff", "yes_no",
         "Yes, there is an error. The edge \"Canberra — capital of — New Zealand\" is wrong; Canberra is the capital "
         "of Aus", "Yes"),
    case("cutoff", "yes_no",
         "Let me verify each triple in the graph:\n1. (Ottawa, capital of, Canada) ✓\n2. (Canada, currency, Canadian "
         "dollar) ✓\n3. (Canada, member of, NATO) ✓\n4. (Toronto, located in,", None),
    case("cutoff", "yes_no",
         "No. All the relations in the graph are accurate: Madrid is the capital of Spain, Spain uses the Euro, Spain "
         "is a member of the EU and NATO, and Spain shares a bor", "No"),
    case("cutoff", "yes_no",
         "<think>\nThe graph shows Lisbon capital of Portugal — correct. Portugal currency Euro — correct. Portugal "
         "shares border with France — hmm, that's wrong, Portugal only borders Spain. So there is an error? Let me "
         "double check the edge label, it could be 'near'", None),
    case("cutoff", "yes_no",
         "Checking the facts one by one.\n\n- Athens is the capital of Greece — correct.\n- Greece uses the Euro — "
         "correct.\n- Greece is a member of NATO — correct.\n- Greece shares a border with Italy — this is", None),
    case("cutoff", "yes_no",
         "```json\n{\"has_error\": false, \"checked_triples\": [\"Oslo-capital of-Norway\", \"Norway-currency-Kr",
         "No"),
    case("cutoff", "yes_no",
         "There's an error in the graph — the edge linking Warsaw to Hungary says \"capital of\", but Warsaw is the "
         "capital of Pol", "Yes"),
    case("cutoff", "yes_no",
         "To answer this I'll go through the graph systematically, starting from the central node (European Union) "
         "and working outwards through each member state and its capital, currency and", None),
    case("cutoff", "count",
         "There are 9 entities in the graph. Listing them: Germany, Berlin, France, Paris, Euro, European Union, Ger",
         "9"),
    case("cutoff", "count",
         "Let me count the nodes: Kenya, Nairobi, Uganda, Kampala, Rwanda, Kigali, Tanzania, Dodoma — that's 8 so "
         "far, and next to Tanzania there is", None),
    case("cutoff", "count",
         "Entities (nodes):\n1. Japan\n2. Tokyo\n3. Yen\n4. Japanese\n5. South Korea\n6. Seoul\n7.", None),
    case("cutoff", "count",
         "**11 entities.**\n\nHere's the breakdown:\n- Countries: Spain, Portugal, France, Andorra\n- Capitals: "
         "Madrid, Lisbon, Paris, Andorra la Vella\n- Other: Euro, Span", "11"),
    case("cutoff", "count",
         "<think>\nCount nodes. Top row: Brazil, Brasília, Argentina. Middle: Buenos Aires, Mercosur, Uruguay. "
         "Bottom: Montevideo, Real, Peso. So 9. Wait, is \"Peso\" one node or two, Argentine peso and Uruguayan",
         None),
    case("cutoff", "count",
         "Going clockwise from the top: Egypt, Cairo, Nile, Sudan, Khartoum — so the count so far is 5, next", None),
    case("cutoff", "count_relations",
         "The graph has 7 relations (edges). They are: Paris–capital of–France, France–currency–Euro, France–member "
         "of–EU, Berlin–capital of–Germany, Germany–currency–Euro, Germany–member", "7"),
    case("cutoff", "count_relations", "Edges: capital of (×3), currency (×2), member of (×", None),
    case("cutoff", "count_relations",
         "I count 12 edges. Let me list them to be sure:\n1. Rome → capital of → Italy\n2. Italy → currency → Euro\n"
         "3. Italy → member of → EU\n4. Italy → shares border with → France\n5. France → capi", "12"),
    case("cutoff", "count_relations",
         "Relations in the graph: 1) Lima – capital of – Peru, 2) Peru – official language – Spanish, 3) Peru – "
         "currency – Sol, 4) Peru – shares border with – Ecuador, 5) Quito – capital of", None),
    case("cutoff", "entity",
         "The masked entity is Dodoma. It is linked to Tanzania by the \"capital of\" edge, and although many people "
         "think of Dar es Sal", "D", EAST_AFRICA),
    case("cutoff", "entity",
         "The masked node connects to Switzerland via \"capital of\", so the answer should be the Swiss capital. "
         "Among the options, Vaduz is the capital of Liechtenstein, Vienna is Austria's capital, so the answer is",
         None, EUROPE),
    case("cutoff", "entity",
         "Answer: (B) Dutch\n\nThe masked node is an official language of both Belgium and the Netherl", "B",
         LANGUAGES),
    case("cutoff", "entity",
         "The hidden node has \"member of\" edges from France, Germany and Italy, and also from Turkey and Norway, "
         "which rules out the European Union. The remaining candidates are NATO and", None, ORGS),
    case("cutoff", "entity",
         "Krone. Denmark's currency is the Danish krone, and the masked node is linked to Denmark by \"currency\". "
         "Note that Denmark, despite being an EU member, did not adopt the Eu", "D", CURRENCIES),
    case("cutoff", "relation",
         "The masked relation is \"shares border with\" — Germany and France are neighbours, and the edge runs "
         "between the two country nodes rather than from a capital to a cou", "E", RELATIONS),
    case("cutoff", "relation",
         "Let's think about which relation fits. The head is Greenland and the tail is Denmark. Greenland is not a "
         "member of Denmark, and it is not a capital. It is an autonomous territory within the Kingdom of Denmark, "
         "so the relation is either \"part of\" or \"located in", None, RELATIONS_2),
    case("cutoff", "relation",
         "<think>\nHead: Brussels. Tail: Belgium. Options: capital of, official language, currency, member of, "
         "shares border with. Brussels is the capital of Belgium. So \"capital of\".\n</think>\n\n**capital of** — "
         "Brussels is the capital city of Bel", "A", RELATIONS),
    case("cutoff", "relation",
         "member of — the edge connects Poland to NATO, and Poland joined NATO in 1999 along with the Czech Rep", "D",
         RELATIONS),
]

# ---- exceptions: odd-one-out and rule answers phrased by exception or exclusion ("All except C follow the rule.",
# ---- "Every panel but E is symmetric.", "Apart from D, all show …"), and eliminations by exception for the other
# ---- kinds ("every option except D is ruled out"; "all options but B and C are wrong" leaves two)
EXCEPTIONS = [
    case("exceptions", "odd6", "All except C follow the rule.", "C"),
    case("exceptions", "odd6", "Every panel but E is symmetric.", "E"),
    case("exceptions", "odd6", "C is the only one that doesn't have a shaded corner.", "C"),
    case("exceptions", "odd6", "Apart from D, all show three shapes inside a circle.", "D"),
    case("exceptions", "odd6", "Everything else fits; B doesn't.", "B"),
    case("exceptions", "odd6", "None but A breaks it.", "A"),
    case("exceptions", "odd6", "All panels except B and F have an even number of dots.", None),
    case("exceptions", "odd6",
         "Every panel except one has rotational symmetry, but I can't tell which from this resolution.", None),
    case("exceptions", "odd6",
         "Panels A, B, C, D and F all show the arrow pointing clockwise — all except E. So E breaks the rule.", "E"),
    case("exceptions", "odd6",
         "With the exception of panel F, every figure is made of straight lines only. F has a curved edge, so it's "
         "the odd one out.", "F"),
    case("exceptions", "odd6",
         "All of them follow the rule except possibly D or E — both look a little off and I can't decide.", None),
    case("exceptions", "odd6",
         "Each panel except A contains a triangle inside a square; A has the triangle outside. Odd one: A.", "A"),
    case("exceptions", "odd6", "Other than C, the shapes all have the same number of sides.", "C"),
    case("exceptions", "odd6", "The rule holds for every panel save B.", "B"),
    case("exceptions", "odd6", "All the panels share the rule. There's no exception I can find.", None),
    case("exceptions", "odd6",
         "Five panels — all but D — show the smaller shape rotated by 90°. In D it's rotated by 45°, which breaks the "
         "pattern.", "D"),
    case("exceptions", "odd6", "Excluding F, all the panels have the dot in the upper half.", "F"),
    case("exceptions", "odd6", "Every panel follows the rule except for E, whose lines cross.", "E"),
    case("exceptions", "odd6",
         "I checked all six. A, B, D, E, F: the inner shape is filled. C: the inner shape is empty. Everything but C "
         "follows the filled-inner-shape rule.", "C"),
    case("exceptions", "odd6",
         "Except for B, which has four circles, every panel has three. Then again, F's third circle is half hidden, "
         "so it might only have two — so it's B or F.", None),
    case("exceptions", "odd6", "No panel breaks the rule except A, where the line is dashed instead of solid.", "A"),
    case("exceptions", "odd6", "Only panel D fails to follow the rule — the rest all have mirror symmetry.", "D"),
    case("exceptions", "odd6", "All panels except A, C and E are shaded.", None),
    case("exceptions", "odd6",
         "Not all of them are the same — all except B and, arguably, D follow the rule. I'd say B, since D's "
         "deviation is just the drawing style.", "B"),
    case("exceptions", "letters4",
         "Every option except D is ruled out: A has two holes, B has them on the wrong side, C is mirrored.", "D"),
    case("exceptions", "letters4", "All options but B and C are wrong.", None),
    case("exceptions", "letters4", "All options are consistent with the folds except A.", None),
    case("exceptions", "letters4", "None of the options fits except C, which has the four holes at the corners.",
         "C"),
    case("exceptions", "letters4",
         "Apart from option B, none of them shows the correct rotation; B is the rotated object.", "B"),
    case("exceptions", "letters4", "Everything except A is a mirror image of the reference, so A is the rotated copy.",
         "A"),
    case("exceptions", "letters6", "Every frame option except E breaks the sequence, so E is next.", "E"),
    case("exceptions", "letters6",
         "All options but F repeat a previous frame; F is the only new state, and it continues the rotation. Answer: "
         "F", "F"),
    case("exceptions", "letters6", "I can eliminate everything except C and D — both continue the colour cycle.",
         None),
    case("exceptions", "letters6", "The only option that doesn't contradict the pattern is B.", "B"),
    case("exceptions", "letters4",
         "Options A, C and D all fail the hole count — except B, which has four holes, but B's holes are in the "
         "wrong place too. So none of them is right.", None),
    case("exceptions", "yes_no", "No error except for the Paris–Germany edge: Paris is the capital of France, not "
         "Germany.", "Yes"),
    case("exceptions", "yes_no", "Every edge checks out, with no exception. No error.", "No"),
    case("exceptions", "yes_no", "All facts are correct except one: Bern is labelled as capital of Austria.", "Yes"),
    case("exceptions", "yes_no", "All edges are right apart from possibly the Norway–EU one, which I can't read.",
         None),
    case("exceptions", "yes_no",
         "Nothing is wrong except the layout, which is cluttered; the facts themselves are all correct.", "No"),
    case("exceptions", "yes_no",
         "Everything is accurate except maybe the currency of Sweden — it says Euro, which would be wrong, but the "
         "label is blurred.", None),
    case("exceptions", "count",
         "All the nodes except the masked one are labelled; counting the masked one too, there are 8 entities.", "8"),
    case("exceptions", "count", "Eight entities, excluding the legend box. 9 if you count the legend.", None),
    case("exceptions", "count_relations",
         "Every edge except the dashed one is a relation, so 10 edges minus 1: 9 relations.", "9"),
    case("exceptions", "count_relations",
         "All edges except those to the Euro node — I count 6 of those — that leaves 11 minus 6... actually I'm not "
         "sure whether the Euro edges should be excluded.", None),
    case("exceptions", "entity",
         "All options except Kigali are capitals of other countries; the masked node is Rwanda's capital, so Kigali.",
         "C", EAST_AFRICA),
    case("exceptions", "entity",
         "Every option but Romansh and Italian can be ruled out, since the node belongs to Switzerland alone.", None,
         LANGUAGES),
    case("exceptions", "relation",
         "Every relation except \"member of\" is impossible between a country and an organisation. So member of.",
         "D", RELATIONS),
    case("exceptions", "entity",
         "All of these except ASEAN are outside Asia; the hidden node links Vietnam, Thailand and Indonesia, so "
         "ASEAN.", "D", ORGS),
    case("exceptions", "relation", "Any relation except \"capital of\" could fit here.", None, RELATIONS_2),
]

# ---- comparatives: picks stated by comparison ("C fits better than A, B or D", "D is the closest match", "B edges
# ---- out D"), and comparisons that do not commit ("B is better than A" with the others never weighed, "B and D are
# ---- equally good", "C is worse than D but better than A")
COMPARATIVES = [
    case("comparatives", "letters4", "C fits better than A, B or D.", "C"),
    case("comparatives", "letters4", "D is the closest match to the unfolded sheet.", "D"),
    case("comparatives", "letters4", "B is more likely than any other option.", "B"),
    case("comparatives", "letters4", "A is slightly better than the rest — its holes line up with both creases.", "A"),
    case("comparatives", "letters4",
         "A and C have the wrong number of holes. B edges out D: both have four holes, but B's are at the right "
         "distance from the edge.", "B"),
    case("comparatives", "letters4", "B is better than A.", None),
    case("comparatives", "letters4", "B and D are equally good matches; I can't separate them.", None),
    case("comparatives", "letters4", "C is worse than D but better than A.", None),
    case("comparatives", "letters4", "Of the four, option C resembles the rotated object most closely.", "C"),
    case("comparatives", "letters4",
         "Option A looks more like the reference than option B does, and C and D are clearly mirrored. So A.", "A"),
    case("comparatives", "letters4",
         "D matches somewhat better than C, though neither is perfect. A and B are way off. I'll go with D.", "D"),
    case("comparatives", "letters4", "Option B is a worse match than option C.", None),
    case("comparatives", "letters6", "E continues the sequence better than any of the other options.", "E"),
    case("comparatives", "letters6",
         "The best fit is F — closer to the pattern than C, which gets the colour right but the rotation wrong.", "F"),
    case("comparatives", "letters6", "B is a closer fit than D, and D is closer than A.", None),
    case("comparatives", "letters6",
         "Compared with the others, option A is the most consistent with the rotation rule.", "A"),
    case("comparatives", "letters6", "C and F are about equally plausible as the next frame.", None),
    case("comparatives", "letters6",
         "Option D is a better continuation than E, since E repeats frame 3. The others don't continue the count at "
         "all. So D.", "D"),
    case("comparatives", "letters6", "The strongest candidate is option B; E is a distant second.", "B"),
    case("comparatives", "odd6", "D stands out more than any other panel — its lines are noticeably thicker.", "D"),
    case("comparatives", "odd6", "C is the most different from the rest.", "C"),
    case("comparatives", "odd6", "B is more irregular than A, but less so than F.", None),
    case("comparatives", "odd6", "E deviates from the rule more clearly than any other panel, so E.", "E"),
    case("comparatives", "odd6", "A is less symmetric than the others.", "A"),
    case("comparatives", "odd6", "F and B are equally out of place.", None),
    case("comparatives", "odd6", "Panel C looks odder than panel D.", None),
    case("comparatives", "yes_no",
         "The graph is more likely correct than not — I don't see any wrong edge. No error.", "No"),
    case("comparatives", "yes_no",
         "The edge 'Vienna — capital of — Switzerland' is far more likely wrong than right: Vienna is Austria's "
         "capital. So yes, there's an error.", "Yes"),
    case("comparatives", "yes_no",
         "An error and no error seem about equally likely to me; the blurred label could go either way.", None),
    case("comparatives", "yes_no",
         "No error is a better answer than yes here: every triple I can check is correct.", "No"),
    case("comparatives", "yes_no",
         "The Bern–Austria edge is the weakest of the facts — worse than any other, and in fact wrong: Bern is in "
         "Switzerland. Yes.", "Yes"),
    case("comparatives", "yes_no",
         "Comparing the edges, the Oslo one is less obviously correct than the others, but it's still right. So the "
         "graph has no error.", "No"),
    case("comparatives", "count",
         "9 fits better than 8 — I recounted and the small node beside Paris is a separate entity. 9 entities.", "9"),
    case("comparatives", "count", "My count is closer to 10 than to 12.", None),
    case("comparatives", "count", "There are more than 6 entities, but fewer than 9.", None),
    case("comparatives", "count",
         "The graph has 7 entities — more than the 6 I first thought, because the Euro node counts too.", "7"),
    case("comparatives", "count_relations", "Slightly more edges than nodes: 8 nodes and 10 relations.", "10"),
    case("comparatives", "count_relations", "There are more relations than entities here, maybe 11 or 12.", None),
    case("comparatives", "count_relations",
         "12 relations is a better count than 11: the double arrow between France and Germany is two edges. So 12.",
         "12"),
    case("comparatives", "entity",
         "Kampala fits better than Nairobi or any of the other options: the node is linked to Uganda.", "B",
         EAST_AFRICA),
    case("comparatives", "entity",
         "Vaduz is a closer match than Bern or any of the others, since the country node is Liechtenstein.", "C",
         EUROPE),
    case("comparatives", "entity", "Swiss franc and Euro seem equally plausible given the blurred node.", None,
         CURRENCIES),
    case("comparatives", "entity", "German is more likely than French, but less likely than Dutch.", None, LANGUAGES),
    case("comparatives", "entity", "The African Union is the most likely of the five options.", "C", ORGS),
    case("comparatives", "relation",
         "\"shares border with\" describes this edge better than \"member of\" or any of the other relations.", "E",
         RELATIONS),
    case("comparatives", "relation", "\"part of\" is a better fit than \"located in region\".", None, RELATIONS_2),
    case("comparatives", "relation", "currency is the best of the options — the tail node is the Krone.", "C",
         RELATIONS),
    case("comparatives", "relation", "member of and capital of are equally plausible here.", None, RELATIONS),
    case("comparatives", "letters4", "Option C is the best match. A is second best, D third, B last.", "C"),
    case("comparatives", "letters4", "A ranks higher than C, and C higher than B and D. Top pick: A.", "A"),
    case("comparatives", "letters4",
         "Neither option is better than the other two — A, B and C all fit equally, only D is ruled out.", None),
]

# ---- clarifying: replies that ask back or state an assumption ("Do you mean entities or relations? If entities,
# ---- 7.", "I'm assuming the options are labelled left to right; then C.", "Could you clarify which panel is the
# ---- reference?"), committing only where the condition matches what was asked; a provisional answer pending
# ---- confirmation ("Tentatively B — can you confirm the image?") commits
CLARIFYING = [
    case("clarifying", "count", "Do you mean entities or relations? If entities, 7.", "7"),
    case("clarifying", "count", "Are you asking about nodes or edges? If edges: 9.", None),
    case("clarifying", "count", "Do you want the number of nodes or edges? Nodes: 8, edges: 11.", "8"),
    case("clarifying", "count", "I'm assuming \"entities\" means nodes, including the masked one. That gives 10.",
         "10"),
    case("clarifying", "count", "Should the masked node count as an entity? If it does, 9; if not, 8.", None),
    case("clarifying", "count",
         "Could you clarify whether duplicate labels count as separate entities? I see 'Euro' twice.", None),
    case("clarifying", "count", "Assuming the legend isn't part of the graph, there are 6 entities.", "6"),
    case("clarifying", "count_relations", "Do you mean entities or relations? If relations, 12.", "12"),
    case("clarifying", "count_relations",
         "Do you mean the entity count or the relation count? If it's entities, there are 7.", None),
    case("clarifying", "count_relations",
         "Are bidirectional arrows one relation or two? Counting them once, 9; twice, 11.", None),
    case("clarifying", "count_relations",
         "I'll assume each arrow is one relation, so 10 relations. Let me know if you count the double arrows twice.",
         "10"),
    case("clarifying", "letters4", "I'm assuming the options are labelled left to right; then C.", "C"),
    case("clarifying", "letters4",
         "Could you clarify which panel is the reference? I can see five drawings but the labels are cut off.", None),
    case("clarifying", "letters4", "Tentatively B — can you confirm the image shows the sheet after two folds?", "B"),
    case("clarifying", "letters4",
         "I'll assume the hole goes through all layers (the usual setup). Then the answer is D.", "D"),
    case("clarifying", "letters4",
         "Is the hole punched through both layers or only the top one? If both, D; if only the top, A.", None),
    case("clarifying", "letters4",
         "Which way is the object rotated — about the vertical axis or the horizontal one? The question doesn't say, "
         "and the answer depends on it.", None),
    case("clarifying", "letters4", "Assuming a clockwise rotation as seen from above, the rotated object is option A.",
         "A"),
    case("clarifying", "letters4",
         "My best answer is C, but could you confirm whether the options are shown from the front or from above? "
         "That might change it.", "C"),
    case("clarifying", "letters4", "Sorry, I can't see an image attached — could you upload it again?", None),
    case("clarifying", "letters4",
         "Are the options the four drawings below the reference? I'll assume so — then A.", "A"),
    case("clarifying", "letters6",
         "I'm assuming the frames read left to right, top to bottom. Under that reading the next frame is E.", "E"),
    case("clarifying", "letters6",
         "Does the sequence wrap around after the last position? If it does, the next is A; if it doesn't, F.", None),
    case("clarifying", "letters6",
         "Tentatively D — the image is low-resolution, so please confirm the dot count in frame 5.", "D"),
    case("clarifying", "letters6",
         "Could you tell me which frame is the last one shown? The order isn't clear from the layout.", None),
    case("clarifying", "letters6", "Assuming the colours cycle red, blue, green: B.", "B"),
    case("clarifying", "letters6",
         "Let me restate my assumption: each frame rotates the arrow by 45°. With that, the answer is F. If the step "
         "is 90°, tell me and I'll redo it.", "F"),
    case("clarifying", "odd6", "By \"rule\", do you mean shape or colour? By shape, C breaks it; by colour, E.", None),
    case("clarifying", "odd6",
         "I'm assuming the rule is about symmetry, since that's the obvious shared property. Then panel D is the odd "
         "one out.", "D"),
    case("clarifying", "odd6",
         "Could you clarify what counts as the rule here? Several panels differ in several ways.", None),
    case("clarifying", "odd6",
         "Tentatively F, since it's the only panel with an open shape — but please confirm the panels are A–F left "
         "to right.", "F"),
    case("clarifying", "odd6", "Do you want the odd one out? That's B — it's the only panel without a dot.", "B"),
    case("clarifying", "odd6",
         "Assuming the panels are numbered in reading order, the odd one is the fifth, panel E.", "E"),
    case("clarifying", "yes_no",
         "Do you mean factual errors or drawing errors? If factual: yes, Bern is shown as the capital of Austria.",
         "Yes"),
    case("clarifying", "yes_no",
         "Do you mean factual errors or formatting errors? If formatting: yes, one label overlaps an edge.", None),
    case("clarifying", "yes_no",
         "Are we judging against current facts or historical ones? Bonn was the capital of West Germany until 1990, "
         "so the edge could be right or wrong.", None),
    case("clarifying", "yes_no",
         "Assuming the graph describes the present day, there's an error: Bonn is not Germany's capital.", "Yes"),
    case("clarifying", "yes_no",
         "Tentatively no error — could you confirm the label on the Oslo edge reads 'capital of'?", "No"),
    case("clarifying", "yes_no",
         "Could you clarify whether 'member of' here means EU or EEA membership? For Norway it matters.", None),
    case("clarifying", "yes_no",
         "I'm assuming 'error' means a false triple. In that case, no — every triple is true.", "No"),
    case("clarifying", "entity",
         "Do you want the capital or the country? The masked node is a capital, so: Nairobi.", "A", EAST_AFRICA),
    case("clarifying", "entity",
         "Which of the two masked nodes do you mean — the top one or the bottom one? The top one is Vaduz, the bottom "
         "one Luxembourg.", None, EUROPE),
    case("clarifying", "entity",
         "Assuming the country node is Denmark (the label is partly hidden), the masked currency is the Krone.", "D",
         CURRENCIES),
    case("clarifying", "entity", "Tentatively Romansh — can you confirm the graph is about Switzerland?", "E",
         LANGUAGES),
    case("clarifying", "entity",
         "Could you share a clearer image? I can't read the member nodes, so I can't tell which organisation is "
         "masked.", None, ORGS),
    case("clarifying", "relation", "If you meant the relation: capital of.", "A", RELATIONS),
    case("clarifying", "relation", "If you meant the entity: Bern. If you meant the relation: capital of.", "A",
         RELATIONS),
    case("clarifying", "relation",
         "Do you mean the edge from Greenland or the one from Denmark? The Greenland one is 'part of'; the Denmark "
         "one is 'member of'.", None, RELATIONS_2),
    case("clarifying", "relation",
         "I'm assuming the arrow points from Germany to France. Then the relation is 'shares border with'.", "E",
         RELATIONS),
    case("clarifying", "relation", "Could you clarify which edge is masked? There are two dashed edges.", None,
         RELATIONS),
    case("clarifying", "entity", "If you meant the relation: capital of. If you meant the entity: Kigali.", "C",
         EAST_AFRICA),
]


# ---- round 32: four new voices, written after round 31's fixes, before any rule change touching them and before the
# ---- extractor was run on them; scored once as they stood. Current multimodal model families answering this
# ---- project's own questions free-form in English, with their ordinary habits (not adversarial constructions)
# ---- gpt5family: GPT-4.1 / GPT-5 / o3: concise reasoning then a bolded or plain final line, a "**Answer:**" header,
# ---- or just the letter with one sentence; abstains by declining to guess or naming two candidates
GPT5FAMILY = [
    case("gpt5family", "letters4",
         "The hole sits near the folded corner, so unfolding both folds mirrors it into all four quadrants, close to "
         "the centre. Only option C shows that.\n\n**Answer: C**", "C"),
    case("gpt5family", "letters4", "**B** — it's the reference object turned 90° about the vertical axis.", "B"),
    case("gpt5family", "letters4",
         "**Answer:** D\n\nThe L-shaped arm ends up on the left after a 180° turn, and D is the only option where the "
         "notch faces away from the viewer.", "D"),
    case("gpt5family", "letters4",
         "Reasoning (brief):\n- Two folds → four holes.\n- Holes mirror across both creases.\n- A and D put the holes "
         "on the edges; B has only two.\n\nFinal answer: C", "C"),
    case("gpt5family", "letters4", "A. The unfolded sheet shows four holes symmetric about both creases.", "A"),
    case("gpt5family", "letters4",
         "I can't tell which edge was folded first from this image — the crease lines are very faint — so I can't "
         "determine the unfolded pattern reliably. If you can share a higher-resolution image I'll take another "
         "look.", None),
    case("gpt5family", "letters4",
         "Short answer: B.\n\nWhy: rotating the reference 90° clockwise (viewed from above) moves the single "
         "protruding cube from the front to the left, which matches B. A is a mirror image, C and D have the "
         "protrusion on the wrong level.", "B"),
    case("gpt5family", "letters4",
         "It's either B or D: both show the arm on the correct side after the rotation, and at this resolution I "
         "can't see which one has the extra cube underneath.", None),
    case("gpt5family", "letters4",
         "Let me check each option.\n\n- A: mirrored, not a rotation.\n- B: the top cube is on the wrong side.\n- C: "
         "matches a 90° turn about the vertical axis.\n- D: wrong number of cubes.\n\n**Answer: C**", "C"),
    case("gpt5family", "letters4", "Answer: D", "D"),
    case("gpt5family", "letters6",
         "The triangle moves one corner clockwise per frame and alternates filled/empty. Frame 6 should have it in "
         "the top-left corner, filled.\n\n**Answer: E**", "E"),
    case("gpt5family", "letters6", "**F** — the dot count goes 1, 2, 3, 4, 5, so the next frame has six dots.", "F"),
    case("gpt5family", "letters6",
         "Pattern: the arrow rotates 45° clockwise each step while the circle shrinks.\nNext frame: arrow pointing "
         "down-left, smallest circle → option A.\n\nAnswer: A", "A"),
    case("gpt5family", "letters6",
         "The sequence seems to alternate between two rules (rotation on odd frames, colour change on even frames), "
         "but the fourth frame doesn't fit either, so I can't pin down the next frame with confidence. B and E are "
         "both plausible.", None),
    case("gpt5family", "letters6",
         "### Answer\n**D**\n\n### Why\nThe shaded square moves two cells to the right each frame and wraps around "
         "to the next row.", "D"),
    case("gpt5family", "letters6", "C. The number of sides increases by one each frame (3 → 4 → 5 → 6 → 7 → 8).",
         "C"),
    case("gpt5family", "letters6",
         "Looking at frames 1–5, the only consistent change is the rotation of the inner square by 30°. Option B "
         "continues that rotation but also changes the outer shape, which nothing else in the sequence does; option "
         "F keeps the outer shape but rotates the square by 60°.", None),
    case("gpt5family", "odd6",
         "Every panel except D has mirror symmetry about the vertical axis.\n\n**Answer: D**", "D"),
    case("gpt5family", "odd6", "**Answer:** B — it's the only panel where the small circle is outside the square.",
         "B"),
    case("gpt5family", "odd6",
         "Rule in most panels: the number of dots equals the number of sides of the shape.\n- A: triangle, 3 dots ✓\n"
         "- B: square, 4 dots ✓\n- C: pentagon, 5 dots ✓\n- D: hexagon, 6 dots ✓\n- E: square, 3 dots ✗\n- F: "
         "triangle, 3 dots ✓\n\nOdd one out: **E**", "E"),
    case("gpt5family", "odd6", "F, because its arrow points away from the centre while the others point inward.",
         "F"),
    case("gpt5family", "odd6",
         "I don't see a single rule that five of the six panels share — A and C differ in shading, B and F in "
         "orientation — so I'd rather not guess an odd one out.", None),
    case("gpt5family", "odd6",
         "The odd one out is **A**: all the other panels contain an even number of line segments.", "A"),
    case("gpt5family", "odd6",
         "C and E both break the symmetry rule in different ways (C is rotated, E is reflected), so the puzzle seems "
         "to have two candidates.", None),
    case("gpt5family", "yes_no",
         "Yes — the edge Canberra → capital of → New Zealand is wrong; Canberra is the capital of Australia.\n\n"
         "**Answer: Yes**", "Yes"),
    case("gpt5family", "yes_no",
         "All the triples check out: Ottawa is Canada's capital, Canada uses the Canadian dollar, and Canada is a "
         "NATO member.\n\n**Answer: No**", "No"),
    case("gpt5family", "yes_no", "**Yes.** \"Lisbon — capital of — Spain\" is incorrect (Lisbon is Portugal's "
         "capital).", "Yes"),
    case("gpt5family", "yes_no", "No. I don't see any incorrect relation in the graph.", "No"),
    case("gpt5family", "yes_no",
         "Quick check of each edge:\n1. Vienna — capital of — Austria ✓\n2. Austria — currency — Euro ✓\n3. Austria — "
         "member of — EU ✓\n4. Austria — shares border with — Spain ✗\n\nThere is an error.\n\nAnswer: Yes", "Yes"),
    case("gpt5family", "yes_no",
         "The edge labels are too small to read in this image, so I can't verify the relations. I'd need a clearer "
         "rendering of the graph to say whether it contains an error.", None),
    case("gpt5family", "yes_no",
         "**Answer:** No\n\nEvery relation shown is accurate as of current knowledge.", "No"),
    case("gpt5family", "yes_no",
         "Possibly. The \"Norway — member of — EU\" edge would be wrong, but the label could also read \"EEA\", "
         "which would be correct. I can't tell from the image.", None),
    case("gpt5family", "count",
         "Counting the nodes: Paris, France, Euro, EU, Berlin, Germany, and Brussels — 7 entities.\n\n**Answer: 7**",
         "7"),
    case("gpt5family", "count", "**9**", "9"),
    case("gpt5family", "count",
         "I count 8 distinct nodes (the masked node counts as one entity).\n\nAnswer: 8", "8"),
    case("gpt5family", "count",
         "The graph has 6 labelled nodes plus one node whose label is cut off at the edge of the image, so either 6 "
         "or 7 depending on whether that node belongs to the graph.", None),
    case("gpt5family", "count", "I count 10 entities in the knowledge graph.", "10"),
    case("gpt5family", "count",
         "Nodes (left to right): Kenya, Nairobi, Uganda, Kampala, African Union.\n\n**Answer:** 5", "5"),
    case("gpt5family", "count_relations",
         "Edges: capital of ×2, member of ×3, shares border with ×2, currency ×1 → 8 relations.\n\n**Answer: 8**",
         "8"),
    case("gpt5family", "count_relations", "11 — counting each arrow once, including the dashed (masked) one.", "11"),
    case("gpt5family", "count_relations",
         "Several edges overlap near the centre of the graph, so I can't count them reliably; it's somewhere "
         "between 9 and 12.", None),
    case("gpt5family", "count_relations", "The graph contains 6 relations.\n\nAnswer: 6", "6"),
    case("gpt5family", "entity",
         "The masked node is connected to Rwanda by \"capital of\", so it's Kigali.\n\n**Answer: C) Kigali**", "C",
         EAST_AFRICA),
    case("gpt5family", "entity", "**Answer:** Bern (B) — the capital of Switzerland.", "B", EUROPE),
    case("gpt5family", "entity", "Vaduz", "C", EUROPE),
    case("gpt5family", "entity",
         "The masked node is linked to Ethiopia and to the African Union headquarters, which points to Addis Ababa."
         "\n\nFinal answer: E", "E", EAST_AFRICA),
    case("gpt5family", "entity",
         "Both Euro and Swiss franc fit the edges shown (Liechtenstein uses the franc, but the edge to the EU "
         "suggests the euro), so I can't choose between them from the graph alone.", None, CURRENCIES),
    case("gpt5family", "relation",
         "Vienna → Austria is the capital relation.\n\n**Answer: A (capital of)**", "A", RELATIONS),
    case("gpt5family", "relation", "member of", "D", RELATIONS),
    case("gpt5family", "relation",
         "The masked edge links Switzerland and Italy, two neighbouring countries, so the relation is \"shares "
         "border with\".\n\nAnswer: D", "D", RELATIONS_2),
    case("gpt5family", "relation",
         "The masked edge goes from Bavaria to Germany. That could be \"part of\" or \"located in region\" — both "
         "are defensible readings.", None, RELATIONS_2),
]


# ---- claudefamily: Claude 3.5 to 4.5: "Looking at this image, ...", careful step-by-step prose, "Therefore, the
# ---- answer is **C**." or "The answer is C) Kampala.", uncertainty acknowledged while committing; abstains by
# ---- explaining what it cannot see or by leaving two options open
CLAUDEFAMILY = [
    case("claudefamily", "letters4",
         "Looking at this image, I can see a square sheet that has been folded in half vertically and then in half "
         "horizontally, with a single hole punched near the folded corner.\n\nWhen we unfold the sheet, each fold "
         "mirrors the hole across its crease. Unfolding the horizontal fold gives two holes, and unfolding the "
         "vertical fold gives four, all clustered around the centre.\n\nTherefore, the answer is **C**.", "C"),
    case("claudefamily", "letters4",
         "Let me work through this step by step.\n\n1. The reference object is an L-shape made of four cubes.\n2. "
         "Rotating it 90° about the vertical axis moves the short arm from the right to the back.\n3. Option B shows "
         "exactly that arrangement, while A is a mirror image and C and D have the wrong number of cubes.\n\nThe "
         "answer is **B**.", "B"),
    case("claudefamily", "letters4",
         "I'm not entirely certain, because the shading on the options makes depth hard to judge, but option D "
         "appears to be the correct rotation — it's the only one where the protruding cube stays on the top layer.\n"
         "\nAnswer: D", "D"),
    case("claudefamily", "letters4",
         "Looking at this image, the fold lines are difficult to make out — I can see the punched hole, but I can't "
         "tell whether the sheet was folded once or twice. Without that, I can't reliably determine which unfolded "
         "pattern is correct. Could you describe the folds, or share a clearer image?", None),
    case("claudefamily", "letters4",
         "The answer is A.\n\nThe sheet is folded diagonally, so the hole is reflected across the diagonal crease, "
         "producing two holes in opposite corners — which is what option A shows.", "A"),
    case("claudefamily", "letters4",
         "Looking at this carefully, options B and C both show a valid 90° rotation of the reference object; they "
         "differ only in whether the rotation is clockwise or counterclockwise, and the question doesn't specify a "
         "direction. I don't think I can choose between them with confidence.", None),
    case("claudefamily", "letters4",
         "Let me analyse each option:\n\n- **Option A**: The holes are placed along the edges, which would require "
         "a fold at the edge — not what we see.\n- **Option B**: Only two holes, but two folds should produce four.\n"
         "- **Option C**: Four holes, but asymmetrically placed.\n- **Option D**: Four holes, symmetric about both "
         "creases.\n\nTherefore, the answer is **D**.", "D"),
    case("claudefamily", "letters4", "The correct answer is C — it matches the reference rotated 180°.", "C"),
    case("claudefamily", "letters4",
         "Looking at this image, I should be careful: the reference object has a small cube attached underneath "
         "that is only partly visible. If that cube is on the left, the answer would be A; if it's on the right, it "
         "would be B. From this angle I genuinely can't tell which.", None),
    case("claudefamily", "letters4",
         "This is a mental rotation problem. The reference shape, rotated 90° clockwise around the vertical axis, "
         "would have its long arm pointing toward the viewer. Of the four options, only option B has the long arm "
         "pointing toward the viewer with the short arm on the right.\n\nThe answer is B.", "B"),
    case("claudefamily", "letters6",
         "Looking at this sequence, I notice two things changing from frame to frame:\n\n1. The black dot moves one "
         "position clockwise around the square.\n2. The inner triangle alternates between pointing up and pointing "
         "down.\n\nIn frame 5 the dot is at the top-left and the triangle points up, so in frame 6 the dot should be "
         "at the top-right and the triangle should point down. That's option E.\n\nTherefore, the answer is **E**.",
         "E"),
    case("claudefamily", "letters6",
         "The pattern here is that one more segment is added to the spiral in each frame. Frame 5 has five "
         "segments, so the next frame should have six, which is option A.\n\nThe answer is A.", "A"),
    case("claudefamily", "letters6",
         "Looking at this image, I can identify a rotation of the arrow by 90° per frame, but the colour changes "
         "don't seem to follow a consistent rule — they go grey, black, grey, grey, black. Options C and F both "
         "continue the rotation correctly and differ only in colour, so I can't confidently pick between them.",
         None),
    case("claudefamily", "letters6",
         "I'll go through this step by step.\n\nFrame 1: 1 square\nFrame 2: 2 squares\nFrame 3: 3 squares\nFrame 4: "
         "4 squares\nFrame 5: 5 squares\n\nSo frame 6 should contain 6 squares. Among the options, D is the only one "
         "with six squares arranged in the same row pattern.\n\nTherefore, the answer is **D**.", "D"),
    case("claudefamily", "letters6",
         "My best reading is option B, though I'd note some uncertainty: the shading in frame 3 is ambiguous. "
         "Assuming the shaded cell moves diagonally down-right each step, B continues the pattern.\n\nThe answer is "
         "**B**.", "B"),
    case("claudefamily", "letters6",
         "The answer is F) — the composite of the two shapes overlaid, with the overlapping region removed.", "F"),
    case("claudefamily", "letters6",
         "Looking at this image, the six options are quite small and several look nearly identical at this "
         "resolution. I can see the sequence involves a rotating line, but I can't reliably distinguish options A, "
         "C and E from one another, so I'm not able to give a confident answer here.", None),
    case("claudefamily", "odd6",
         "Looking at this image, five of the six panels show a shape with an even number of sides (squares and "
         "hexagons). Panel C shows a pentagon, which has an odd number of sides.\n\nTherefore, the odd one out is "
         "**C**.", "C"),
    case("claudefamily", "odd6",
         "Let me examine each panel:\n\n- **A**: circle inside a square\n- **B**: circle inside a square\n- **C**: "
         "circle inside a square\n- **D**: square inside a circle\n- **E**: circle inside a square\n- **F**: circle "
         "inside a square\n\nPanel D is the only one where the nesting is reversed, so the answer is **D**.", "D"),
    case("claudefamily", "odd6",
         "The panel that breaks the rule is E. All the other panels have reflective symmetry across the vertical "
         "axis, while E's upper arm extends further on the right.", "E"),
    case("claudefamily", "odd6",
         "I find this one genuinely difficult. Panels A and F could each be the odd one out depending on which rule "
         "you take as primary — A is the only one with a curved edge, while F is the only one rotated. I don't want "
         "to guess between them.", None),
    case("claudefamily", "odd6",
         "Looking at this image, the rule appears to be that each panel contains exactly three shapes, one of which "
         "is shaded. Panel B contains four shapes.\n\nThe answer is **B**.", "B"),
    case("claudefamily", "odd6",
         "I'm fairly, though not completely, confident: panel F is the odd one out, since its two lines cross while "
         "the lines in every other panel are parallel.", "F"),
    case("claudefamily", "odd6",
         "Looking at the six panels, I can see they all contain arrangements of dots and lines, but I'm having "
         "trouble identifying a rule that exactly five of them share. Could you tell me what feature the puzzle is "
         "based on?", None),
    case("claudefamily", "yes_no",
         "Looking at this knowledge graph, I'll check each relation:\n\n- Nairobi — capital of — Kenya: correct\n- "
         "Kenya — member of — African Union: correct\n- Kenya — shares border with — Ghana: incorrect; Kenya does "
         "not border Ghana\n\nYes, there is a factual error in the graph.", "Yes"),
    case("claudefamily", "yes_no",
         "I've checked each of the relations shown, and they all appear to be accurate: Bern is the capital of "
         "Switzerland, the Swiss franc is its currency, and Switzerland does border Austria.\n\nNo, there is no "
         "factual error.", "No"),
    case("claudefamily", "yes_no",
         "Yes. The graph states that Brussels is the capital of the Netherlands, but Brussels is the capital of "
         "Belgium (Amsterdam is the capital of the Netherlands).", "Yes"),
    case("claudefamily", "yes_no",
         "Looking at this image, some of the edge labels are rotated and overlap, so I can only read four of the "
         "seven relations. The four I can read are correct, but I can't verify the other three, so I can't say "
         "whether the graph contains an error.", None),
    case("claudefamily", "yes_no",
         "The answer is **No** — every relation in the graph is factually accurate, though I'd note that the "
         "\"member of\" edge from Switzerland to the EFTA is easy to misread.", "No"),
    case("claudefamily", "yes_no",
         "I believe there is an error, although I'm not completely certain: the edge connecting Oslo to Sweden is "
         "labelled \"capital of\", but Oslo is the capital of Norway.\n\nAnswer: Yes", "Yes"),
    case("claudefamily", "yes_no",
         "This one is tricky. The relation \"Turkey — located in region — Europe\" is arguably correct (part of "
         "Turkey is in Europe) and arguably incorrect (most of it is in Asia). Whether that counts as an error "
         "depends on the convention the graph follows.", None),
    case("claudefamily", "count",
         "Let me count the entities in the graph carefully:\n\n1. Germany\n2. Berlin\n3. France\n4. Paris\n5. Euro\n"
         "6. European Union\n7. Poland\n\nThe knowledge graph contains **7** entities.", "7"),
    case("claudefamily", "count",
         "Looking at this image, I count 9 nodes in the knowledge graph, including the masked node in the centre.",
         "9"),
    case("claudefamily", "count",
         "There are 5 entities.", "5"),
    case("claudefamily", "count",
         "I want to be careful here: I can see 8 clearly labelled nodes, but there also appear to be two small "
         "circles near the bottom edge that might be nodes or might just be decorative markers. So the count is "
         "either 8 or 10, and I can't tell which from the image.", None),
    case("claudefamily", "count",
         "Counting each distinct node once (Uganda appears only once even though it has four edges), there are 6 "
         "entities in total.\n\nTherefore, the answer is **6**.", "6"),
    case("claudefamily", "count",
         "The graph has 11 entities, though I'll admit a couple of labels are small enough that I may have "
         "misread them — the count itself should be right.", "11"),
    case("claudefamily", "count_relations",
         "Let me count the edges:\n\n- capital of: 3\n- member of: 4\n- currency: 2\n- shares border with: 1\n\nThat "
         "gives a total of **10** relations.", "10"),
    case("claudefamily", "count_relations",
         "Looking at this image, I count 7 arrows connecting the nodes, so the knowledge graph contains 7 relations.",
         "7"),
    case("claudefamily", "count_relations",
         "Several edges in the centre of the graph cross each other, and I can't tell whether two of them are "
         "separate arrows or a single bidirectional one. The number of relations is therefore 8 or 9.", None),
    case("claudefamily", "count_relations",
         "The answer is 12. I counted each labelled arrow once, including the dashed one leading to the masked node.",
         "12"),
    case("claudefamily", "entity",
         "Looking at this knowledge graph, the masked node is connected to Uganda by a \"capital of\" edge, which "
         "means it must be Uganda's capital.\n\nThe answer is B) Kampala.", "B", EAST_AFRICA),
    case("claudefamily", "entity",
         "The masked entity has an \"official language\" edge pointing to it from both Belgium and Switzerland, and "
         "one from France. Of the options, French is the only language official in all three countries.\n\n"
         "Therefore, the answer is **A) French**.", "A", LANGUAGES),
    case("claudefamily", "entity",
         "The answer is Luxembourg — it's connected to both the EU and the Euro, and it's the only option that is "
         "both a city and a country's capital sharing the country's name.", "D", EUROPE),
    case("claudefamily", "entity",
         "Looking at this image, the edges around the masked node are labelled \"member of\" from several "
         "countries, but the country labels are blurred. It could be the African Union or the European Union, and I "
         "don't think I can tell which from what's visible.", None, ORGS),
    case("claudefamily", "entity",
         "I'm reasonably confident the masked entity is the Złoty, since it's linked to Poland by a \"currency\" "
         "edge.\n\nAnswer: E", "E", CURRENCIES),
    case("claudefamily", "relation",
         "The masked edge connects Kenya and Tanzania, two neighbouring countries, so the missing relation is most "
         "likely \"shares border with\".\n\nThe answer is E) shares border with.", "E", RELATIONS),
    case("claudefamily", "relation",
         "Looking at this image, the masked edge goes from Austria to the Euro. The relation is therefore "
         "**currency** (option C).", "C", RELATIONS),
    case("claudefamily", "relation",
         "The masked relation connects Catalonia and Spain. Catalonia is an autonomous community within Spain, so "
         "the relation is \"part of\".\n\nTherefore, the answer is **C**.", "C", RELATIONS_2),
    case("claudefamily", "relation",
         "I'm not able to determine the masked relation with confidence. The edge runs between Norway and the "
         "European Union, and depending on how the graph models the EEA it could be \"member of\" or \"shares "
         "border with\" — neither is clearly indicated.", None, RELATIONS_2),
]


# ---- geminifamily: Gemini 1.5 to 2.5: "Here's a breakdown:" openings, bullet-point analysis, "**Final Answer:** The
# ---- final answer is $\boxed{C}$", counts given as "There are **8** entities."; abstains with a bulleted analysis
# ---- that stops short or by saying the image is unclear
GEMINIFAMILY = [
    case("geminifamily", "letters4",
         "Here's a breakdown of the folding process:\n\n*   **Fold 1:** The paper is folded in half vertically.\n*   "
         "**Fold 2:** The folded paper is folded in half horizontally.\n*   **Punch:** A hole is punched near the "
         "folded corner.\n\nWhen unfolded, the hole is mirrored across both fold lines, producing four holes near "
         "the centre.\n\n**Final Answer:** The final answer is $\\boxed{C}$", "C"),
    case("geminifamily", "letters4",
         "The correct option is **B**.\n\n*   The reference object is rotated 90 degrees around the vertical axis."
         "\n*   Option B shows the same arrangement of cubes from the new viewpoint.", "B"),
    case("geminifamily", "letters4",
         "Let's analyze the options:\n\n*   **A:** Mirror image of the reference — incorrect.\n*   **B:** Missing "
         "one cube — incorrect.\n*   **C:** Extra cube on top — incorrect.\n*   **D:** Correct rotation of the "
         "reference object.\n\nTherefore, the answer is **D**.", "D"),
    case("geminifamily", "letters4", "$\\boxed{A}$", "A"),
    case("geminifamily", "letters4",
         "Here's a breakdown:\n\n*   The paper is folded diagonally.\n*   Two holes are punched along the fold.\n"
         "*   Unfolding reflects the holes across the diagonal.\n\nThe result is four holes arranged in a diamond "
         "pattern, which matches option **B**.", "B"),
    case("geminifamily", "letters4",
         "Here's a breakdown of the rotation:\n\n*   The reference object has a long arm and a short arm.\n*   "
         "After a 180-degree rotation, the short arm should appear on the opposite side.\n*   Options A and C both "
         "show the short arm on the opposite side.\n\nThe image resolution makes it difficult to distinguish "
         "between A and C.", None),
    case("geminifamily", "letters4",
         "**Answer:** C\n\n**Explanation:** When the paper is unfolded, the single hole becomes four holes, "
         "symmetrically placed about both creases.", "C"),
    case("geminifamily", "letters4",
         "I'm sorry, but I can't determine the answer from this image. The fold lines are not visible.", None),
    case("geminifamily", "letters4",
         "The answer is **D**. The object in option D is the reference object rotated 90 degrees clockwise.", "D"),
    case("geminifamily", "letters4",
         "Okay, let's break this down.\n\n1.  **Identify the shape:** The reference is a T-shape made of five cubes."
         "\n2.  **Identify the rotation:** The shape is rotated 90° about the horizontal axis.\n3.  **Compare with "
         "options:** Option A shows the T lying flat with the stem pointing toward the viewer.\n\n**Final Answer:** "
         "The final answer is $\\boxed{A}$", "A"),
    case("geminifamily", "letters6",
         "Here's a breakdown of the sequence:\n\n*   **Frame 1:** One dot, top-left.\n*   **Frame 2:** Two dots, "
         "top row.\n*   **Frame 3:** Three dots, top row and middle-left.\n*   **Frame 4:** Four dots.\n*   "
         "**Frame 5:** Five dots.\n\nThe dots fill the grid row by row, so the next frame has six dots filling the "
         "top two rows. This corresponds to option **E**.\n\n**Final Answer:** The final answer is $\\boxed{E}$",
         "E"),
    case("geminifamily", "letters6",
         "The next frame in the sequence is **F**. The arrow rotates 90 degrees clockwise in each frame.", "F"),
    case("geminifamily", "letters6",
         "Let's analyze the pattern:\n\n*   The circle moves one step to the right in each frame.\n*   The square "
         "alternates between black and white.\n*   The triangle's orientation doesn't seem to follow a clear "
         "pattern.\n\nBecause the triangle's orientation is unclear, options B and D are both possible.", None),
    case("geminifamily", "letters6",
         "**Answer: C**\n\n*   The number of lines increases by one each frame.\n*   Option C has six lines.", "C"),
    case("geminifamily", "letters6",
         "Here's how to solve this:\n\n1.  **Observe the shapes:** Each frame contains a square and a circle.\n2.  "
         "**Observe the movement:** The circle moves around the square clockwise.\n3.  **Predict the next frame:** "
         "The circle should be at the bottom of the square.\n\nOption **A** shows the circle at the bottom.", "A"),
    case("geminifamily", "letters6", "The next frame is option B. The final answer is $\\boxed{B}$.", "B"),
    case("geminifamily", "letters6",
         "Here's a breakdown of what I see:\n\n*   Frames 1–5 show a shape that gradually changes from a triangle "
         "to a hexagon.\n*   The shading also changes from light to dark.\n*   The options include several "
         "hexagons and heptagons with different shading.", None),
    case("geminifamily", "odd6",
         "Here's a breakdown of the panels:\n\n*   **A:** Symmetrical\n*   **B:** Symmetrical\n*   **C:** "
         "Symmetrical\n*   **D:** Not symmetrical\n*   **E:** Symmetrical\n*   **F:** Symmetrical\n\nThe odd one "
         "out is **D**.", "D"),
    case("geminifamily", "odd6",
         "**Final Answer:** The final answer is $\\boxed{B}$\n\nPanel B is the only one with an odd number of "
         "shapes.", "B"),
    case("geminifamily", "odd6",
         "The panel that doesn't follow the rule is **E**, because the line inside it is horizontal while all the "
         "others are vertical.", "E"),
    case("geminifamily", "odd6",
         "Let's look for the rule:\n\n*   Panels A, B and D contain circles.\n*   Panels C, E and F contain "
         "squares.\n\nThe panels split into two groups of three, so there isn't a single odd one out based on "
         "shape.", None),
    case("geminifamily", "odd6",
         "Here's a breakdown:\n\n*   All panels have a large outer shape and a small inner shape.\n*   In panels "
         "A–E, the inner shape is the same type as the outer shape.\n*   In panel F, the inner shape is a triangle "
         "inside a circle.\n\nTherefore, **F** is the odd one out.", "F"),
    case("geminifamily", "odd6", "A", "A"),
    case("geminifamily", "odd6",
         "It's difficult to determine the odd one out from this image, as the panels are very similar.", None),
    case("geminifamily", "yes_no",
         "Here's a breakdown of the relations in the knowledge graph:\n\n*   **Paris** is the capital of "
         "**France** (Correct)\n*   **France** uses the **Euro** (Correct)\n*   **France** is a member of "
         "**NATO** (Correct)\n*   **Paris** is located in **Germany** (Incorrect)\n\nYes, there is a factual error "
         "in the knowledge graph.", "Yes"),
    case("geminifamily", "yes_no",
         "No, there are no factual errors in the knowledge graph. All the relations are accurate.", "No"),
    case("geminifamily", "yes_no",
         "**Answer: Yes**\n\nThe relation \"Kigali — capital of — Uganda\" is incorrect. Kigali is the capital of "
         "Rwanda.", "Yes"),
    case("geminifamily", "yes_no", "$\\boxed{\\text{No}}$", "No"),
    case("geminifamily", "yes_no",
         "Here's a breakdown of the relations I can read:\n\n*   Rome — capital of — Italy\n*   Italy — member of — "
         "EU\n*   Italy — currency — Euro\n\nSome of the edges in the lower part of the graph are cut off, so I "
         "can't check all of them.", None),
    case("geminifamily", "yes_no",
         "Yes. The knowledge graph incorrectly states that Sweden's currency is the Euro; Sweden uses the Swedish "
         "krona.", "Yes"),
    case("geminifamily", "yes_no",
         "I'm unable to read the labels on the edges clearly enough to determine if there is a factual error.", None),
    case("geminifamily", "yes_no",
         "Let's check the relations:\n\n*   Madrid is the capital of Spain. ✅\n*   Spain shares a border with "
         "Portugal. ✅\n*   Spain is a member of the European Union. ✅\n\nAll relations are correct.\n\n**Final "
         "Answer:** The final answer is $\\boxed{No}$", "No"),
    case("geminifamily", "count",
         "There are **8** entities in the knowledge graph.", "8"),
    case("geminifamily", "count",
         "Here's a breakdown of the entities:\n\n*   Countries: Kenya, Uganda, Rwanda\n*   Capitals: Nairobi, "
         "Kampala, Kigali\n*   Organisations: African Union\n\nThere are **7** entities in total.", "7"),
    case("geminifamily", "count",
         "There are 6 nodes.\n\n**Final Answer:** The final answer is $\\boxed{6}$", "6"),
    case("geminifamily", "count",
         "The knowledge graph contains several entities, including countries, capitals and organisations. Some "
         "nodes are partially hidden behind others, making an exact count difficult.", None),
    case("geminifamily", "count",
         "Let's count the nodes:\n\n1.  Berlin\n2.  Germany\n3.  Euro\n4.  EU\n5.  France\n6.  Paris\n7.  "
         "Austria\n8.  Vienna\n9.  NATO\n\nThere are **9** entities.", "9"),
    case("geminifamily", "count", "The graph has 12 entities.", "12"),
    case("geminifamily", "count_relations",
         "There are **11** relations (edges) in the knowledge graph.", "11"),
    case("geminifamily", "count_relations",
         "Here's a breakdown of the relations:\n\n*   capital of: 2\n*   member of: 3\n*   currency: 2\n\nThere "
         "are **7** relations in total.", "7"),
    case("geminifamily", "count_relations",
         "Counting the edges is difficult because several of them overlap in the centre of the graph. There appear "
         "to be around 9 or 10.", None),
    case("geminifamily", "count_relations", "$\\boxed{8}$", "8"),
    case("geminifamily", "entity",
         "Here's a breakdown:\n\n*   The masked entity is connected to **Tanzania** with the relation \"capital "
         "of\".\n*   The capital of Tanzania is **Dodoma**.\n\n**Final Answer:** The final answer is "
         "$\\boxed{D}$", "D", EAST_AFRICA),
    case("geminifamily", "entity",
         "The masked entity is **Brussels**, since it is connected to Belgium with the relation \"capital of\" and "
         "to the European Union.", "E", EUROPE),
    case("geminifamily", "entity",
         "The masked entity is the **Krone** (D), the currency of Denmark.", "D", CURRENCIES),
    case("geminifamily", "entity",
         "Based on the connections, the masked entity could be **German** or **Dutch**, as both are official "
         "languages of countries shown in the graph.", None, LANGUAGES),
    case("geminifamily", "entity", "**B) NATO**", "B", ORGS),
    case("geminifamily", "relation",
         "Here's a breakdown:\n\n*   The masked edge connects **Switzerland** and **Swiss franc**.\n*   The "
         "relation between a country and its money is \"currency\".\n\nTherefore, the masked relation is "
         "**currency**.", "C", RELATIONS),
    case("geminifamily", "relation",
         "The masked edge links Austria and the EU.\n\n**Final Answer:** The final answer is $\\boxed{B}$", "B",
         RELATIONS_2),
    case("geminifamily", "relation",
         "The masked relation is **official language**, connecting Austria and German.", "B", RELATIONS),
    case("geminifamily", "relation",
         "The masked edge is between Finland and Europe. Possible relations include:\n\n*   located in region\n*   "
         "part of\n\nBoth relations could apply.", None, RELATIONS_2),
]


# ---- openweights: Qwen2.5-VL, InternVL3, LLaVA-OneVision, Llama-3.2-Vision, Phi-4-multimodal, Gemma-3, MiniCPM-V:
# ---- terse letters, "The answer is C.", "C. Kampala", one-sentence justifications, occasional template residue,
# ---- repeated text and a Chinese phrase from Qwen or InternVL ("答案是 C"); abstains by refusing or listing options
OPENWEIGHTS = [
    case("openweights", "letters4", "C", "C"),
    case("openweights", "letters4", "The answer is B.", "B"),
    case("openweights", "letters4", "D. The paper has four holes after unfolding.", "D"),
    case("openweights", "letters4", "A<|im_end|>\n<|endoftext|>", "A"),
    case("openweights", "letters4", "答案是 C", "C"),
    case("openweights", "letters4",
         "The object in option B is the same as the reference object rotated 90 degrees. The answer is B.", "B"),
    case("openweights", "letters4", "Answer: D<|eot_id|>", "D"),
    case("openweights", "letters4",
         "I'm sorry, I cannot determine which option is correct from the image.", None),
    case("openweights", "letters4", "The correct option is B or D.", None),
    case("openweights", "letters4",
         "The answer is C. The answer is C. The answer is C. The answer is C.", "C"),
    case("openweights", "letters4", "Option A.", "A"),
    case("openweights", "letters6", "E<end_of_turn>", "E"),
    case("openweights", "letters6", "The next frame should be F.", "F"),
    case("openweights", "letters6", "B. The circle moves to the right.", "B"),
    case("openweights", "letters6",
         "根据图中的规律，下一帧应该是 D。\nAnswer: D", "D"),
    case("openweights", "letters6", "The image shows a sequence of shapes. The shapes change in each frame.", None),
    case("openweights", "letters6", "Answer: A\nAnswer: A\nAnswer: A", "A"),
    case("openweights", "letters6",
         "In the sequence, the triangle rotates clockwise. So the next frame is C.<end_of_turn>", "C"),
    case("openweights", "odd6", "D", "D"),
    case("openweights", "odd6", "The odd one out is B.", "B"),
    case("openweights", "odd6", "Panel E is different from the others because it has no dot.", "E"),
    case("openweights", "odd6", "F. It is the only one that is not symmetrical.", "F"),
    case("openweights", "odd6", "All the panels look the same.", None),
    case("openweights", "odd6", "答案：A", "A"),
    case("openweights", "odd6", "The answer is C.\n\nThe answer is C.", "C"),
    case("openweights", "yes_no", "Yes</s>", "Yes"),
    case("openweights", "yes_no", "No", "No"),
    case("openweights", "yes_no",
         "Yes, there is a factual error. Nairobi is not the capital of Uganda.", "Yes"),
    case("openweights", "yes_no", "No, the knowledge graph is correct.", "No"),
    case("openweights", "yes_no",
         "The knowledge graph shows countries, capitals and organizations connected by relations.", None),
    case("openweights", "yes_no", "Answer: Yes<|im_end|>", "Yes"),
    case("openweights", "yes_no", "有错误。Yes", "Yes"),
    case("openweights", "yes_no", "I cannot verify the information in the image.", None),
    case("openweights", "count", "7 entities", "7"),
    case("openweights", "count", "In the image there are 9 entities.", "9"),
    case("openweights", "count", "The knowledge graph contains 6 entities.<|eot_id|>", "6"),
    case("openweights", "count", "答案是 8", "8"),
    case("openweights", "count", "The graph contains many entities such as countries and cities.", None),
    case("openweights", "count", "Answer: 10", "10"),
    case("openweights", "count_relations", "11", "11"),
    case("openweights", "count_relations", "8 relations.", "8"),
    case("openweights", "count_relations", "The knowledge graph has 5 relations. The knowledge graph has 5 "
         "relations.", "5"),
    case("openweights", "count_relations", "The relations are capital of, member of and currency.", None),
    case("openweights", "entity", "B. Kampala", "B", EAST_AFRICA),
    case("openweights", "entity", "The answer is Vienna.", "A", EUROPE),
    case("openweights", "entity", "C", "C", ORGS),
    case("openweights", "entity", "答案是 E. Romansh", "E", LANGUAGES),
    case("openweights", "entity", "The masked entity is a currency.", None, CURRENCIES),
    case("openweights", "relation", "A. capital of", "A", RELATIONS),
    case("openweights", "relation", "The masked relation is member of.", "B", RELATIONS_2),
    case("openweights", "relation", "shares border with", "D", RELATIONS_2),
    case("openweights", "relation", "The relation between the two entities.", None, RELATIONS),
]

# ---- round 33: four new voices, written after round 32's fixes, before any rule change touching them and before the
# ---- extractor was run on them; scored once as they stood. Realistic replies of current multimodal models to this
# ---- project's own questions, in their ordinary habits (not adversarial constructions)
# ---- realabstain: about half commit to nothing in the ordinary ways models fail to commit (labels too small to read,
# ---- two options both look right, every option analysed without a pick, "I cannot determine the exact count", a
# ---- question back, a safety-style refusal, "none of the options match", a count given as a range); the other half
# ---- commit in replies that also mention other options along the way
REALABSTAIN = [
    case("realabstain", "letters4",
         "The image is quite small and the option labels beneath each figure are hard to read at this resolution. I "
         "can see four unfolded sheets, but I can't reliably tell which letter goes with which sheet, so I can't give "
         "an answer. Could you upload a larger version?", None),
    case("realabstain", "letters4",
         "Both B and D look right to me. B has the four holes mirrored across both creases, and D has the same "
         "holes, just slightly closer to the centre. Given the drawing, either could be the intended answer.", None),
    case("realabstain", "letters4",
         "At first glance A looks right because it has four holes, but A's holes sit on the edges, which a single "
         "punch near the centre can't produce. B has only two holes and D has three. C has four holes mirrored "
         "across both creases, which is what unfolding two folds gives.\n\nAnswer: C", "C"),
    case("realabstain", "letters4",
         "Let's look at each option:\n\n- **A**: the arm points left after rotation — this would be a 90° turn.\n"
         "- **B**: the arm points right — a 270° turn.\n- **C**: the object is mirrored.\n- **D**: the top cube has "
         "moved to the bottom layer.\n\nWithout knowing the direction of the rotation the question intends, A and B "
         "are both consistent with a rotation of the reference object.", None),
    case("realabstain", "letters4",
         "Not A — that's a mirror image, not a rotation. Not C either; its top cube is on the wrong layer. D is "
         "close, but the short arm is too long. That leaves B, which is the reference object turned 90° about the "
         "vertical axis. **B**", "B"),
    case("realabstain", "letters4", "I'm sorry, but I can't help with identifying content in this image.", None),
    case("realabstain", "letters4",
         "The answer is D. I briefly considered B, since it also has four holes, but B's holes are not symmetric "
         "about the horizontal crease.", "D"),
    case("realabstain", "letters4",
         "None of the options match what I'd expect. After two folds and one punch there should be four holes, but "
         "A, B, C and D show two, three, two and six holes respectively.", None),
    case("realabstain", "letters4",
         "A, not C. C is what you'd get if the sheet had been folded diagonally, but the crease here is vertical.",
         "A"),
    case("realabstain", "letters4",
         "Which image do you mean? I see the reference sheet at the top and four options below it, but the top image "
         "already looks unfolded. If you can clarify which figure is the folded one, I can answer.", None),
    case("realabstain", "letters6",
         "The frames are too blurry for me to count the dots in frames 4 and 5, so I can't determine which option "
         "continues the sequence.", None),
    case("realabstain", "letters6",
         "The square rotates 45° each frame. Option B would continue the colour pattern but not the rotation, and "
         "option D continues the rotation but has the wrong colour. E gets both right, so the next frame is E.", "E"),
    case("realabstain", "letters6",
         "It looks like the next frame is either C or F. Both continue the clockwise motion of the dot; they only "
         "differ in the size of the circle, and the circle size doesn't follow a clear pattern in frames 1–5.", None),
    case("realabstain", "letters6",
         "My answer is F.\n\n(A and C keep the triangle in the same corner, which breaks the movement rule; B, D and "
         "E have the wrong number of lines.)", "F"),
    case("realabstain", "letters6",
         "I'm unable to determine the next frame with certainty. The pattern could be a rotation or a reflection, "
         "and the options include both possibilities (B for rotation, E for reflection).", None),
    case("realabstain", "letters6",
         "The answer is B. Option C also looks plausible at first, since its arrow points the same way, but the "
         "arrow in C is shorter than in every earlier frame.", "B"),
    case("realabstain", "letters6",
         "None of these continue the pattern correctly — in each of A to F, either the rotation or the shading is "
         "off.", None),
    case("realabstain", "odd6",
         "Panels A, B, D, E and F all have a vertical mirror axis. Panel C looks symmetric too at first, but its "
         "right arm is slightly longer, so C has no mirror symmetry. The odd one out is C.", "C"),
    case("realabstain", "odd6",
         "I can't tell which panel breaks the rule: at this resolution, A, C and E all look symmetric, and B, D and F "
         "are too small to judge.", None),
    case("realabstain", "odd6",
         "There seem to be two candidates: D is the only panel with a curved edge, and F is the only one without a "
         "rotational symmetry. Depending on which rule is intended, the answer is D or F.", None),
    case("realabstain", "odd6",
         "E is the odd one out. (I first thought B, because it's drawn larger, but size isn't the rule — every panel "
         "except E has three-fold rotational symmetry.)", "E"),
    case("realabstain", "odd6",
         "Every panel appears to follow the same rule — each shape has at least one mirror axis — so I can't "
         "identify one that breaks it.", None),
    case("realabstain", "odd6",
         "The panel that breaks the rule is A. In B–F the subdivision is repeated at each level, while in A the "
         "second level is split into three instead of four.", "A"),
    case("realabstain", "odd6", "I cannot determine the exact answer from the image provided.", None),
    case("realabstain", "yes_no",
         "The edge labels in this image are too small and blurry for me to read, so I can't check whether any "
         "relation is incorrect.", None),
    case("realabstain", "yes_no",
         "Yes. Most of the triples are fine — Paris is the capital of France, France uses the Euro, France is a "
         "member of the EU — but \"Berlin — capital of — Austria\" is wrong.", "Yes"),
    case("realabstain", "yes_no",
         "No. I checked each edge: Nairobi is the capital of Kenya, Kenya is a member of the African Union, and "
         "Kenya shares a border with Uganda. There's no error.", "No"),
    case("realabstain", "yes_no",
         "It's hard to say. The edge \"Norway — member of — EU\" would be an error, but it might be meant as the "
         "EEA, which would be correct. I can't tell whether there is an anomaly.", None),
    case("realabstain", "yes_no", "I'm not able to verify the facts in this knowledge graph.", None),
    case("realabstain", "yes_no",
         "At first I thought everything was correct, but on closer inspection the node \"Swiss franc\" is linked to "
         "Austria as its currency, which is wrong — Austria uses the Euro. So yes, there is a factual error.", "Yes"),
    case("realabstain", "yes_no",
         "No anomalies found. Note that \"Vaduz — capital of — Liechtenstein\" may look unusual, but it is "
         "correct.", "No"),
    case("realabstain", "yes_no",
         "Which graph do you mean? The image contains two diagrams, and the question doesn't say which one to "
         "check.", None),
    case("realabstain", "count",
         "I cannot determine the exact count, because several node labels overlap in the centre of the image. It's "
         "somewhere between 7 and 9 entities.", None),
    case("realabstain", "count",
         "Counting the nodes: Kenya, Nairobi, Uganda, Kampala, Tanzania, Dodoma, African Union, East African "
         "Community. That's 8 entities. (Swahili appears only as an edge label, not as a node, so I didn't count "
         "it.)", "8"),
    case("realabstain", "count",
         "The graph appears to contain between 7 and 9 entities, depending on whether the two 'Euro' nodes are the "
         "same entity.", None),
    case("realabstain", "count",
         "There are 6 different entities. Note that 'France' appears twice in the picture, but it's the same "
         "entity, so 7 labels but 6 entities.", "6"),
    case("realabstain", "count",
         "I can see roughly ten nodes, but the image is too low-resolution to give an exact count.", None),
    case("realabstain", "count",
         "I count 9 entities (I initially got 10, but one of the labels was the relation 'capital of').", "9"),
    case("realabstain", "count_relations",
         "I can't count the edges reliably — some arrows overlap, and the masked edge might be one or two lines. My "
         "estimate would be 10 or 11.", None),
    case("realabstain", "count_relations",
         "There are 12 relations. I considered counting the two 'member of' edges into the EU as one, but they "
         "connect different countries, so they are separate relations.", "12"),
    case("realabstain", "count_relations", "I'm unable to determine the exact number of relations from this image.",
         None),
    case("realabstain", "count_relations",
         "The graph has 7 edges: 3 'capital of', 2 'member of', 1 'currency' and 1 'shares border with'.", "7"),
    case("realabstain", "entity",
         "Both Nairobi and Kampala could fit here: the masked node is connected to 'East African Community' and to a "
         "country whose label is hidden. I can't decide between them.", None, EAST_AFRICA),
    case("realabstain", "entity",
         "The masked node is linked to Rwanda by 'capital of'. Nairobi and Kampala are capitals too, but of Kenya "
         "and Uganda. The answer is Kigali.", "C", EAST_AFRICA),
    case("realabstain", "entity",
         "None of the options match: the masked node is linked to Sweden by 'currency', and the Swedish krona isn't "
         "among the choices.", None, CURRENCIES),
    case("realabstain", "entity",
         "It should be Bern, option B. Vaduz (C) is also a capital in the region, but it's the capital of "
         "Liechtenstein, and the edge goes to Switzerland.", "B", EUROPE),
    case("realabstain", "entity",
         "I'm sorry, but I can't read the labels on the nodes connected to the masked entity, so I can't tell which "
         "language it is.", None, LANGUAGES),
    case("realabstain", "relation",
         "The masked edge connects Bavaria and Germany. 'part of' and 'located in region' both describe that link, "
         "so I can't pick just one.", None, RELATIONS_2),
    case("realabstain", "relation",
         "Not 'member of' — Vienna is a city, not a state. Not 'located in region' either. The edge from Vienna to "
         "Austria is 'capital of', option E.", "E", RELATIONS_2),
    case("realabstain", "relation",
         "The masked relation is currency (C). I ruled out 'member of' because the target node is the Euro, not an "
         "organisation.", "C", RELATIONS),
    case("realabstain", "relation",
         "The masked relation could be 'member of' or 'shares border with'; without the arrow direction I can't "
         "tell.", None, RELATIONS),
]


# ---- reasoningmodels: o3 / o4-mini, DeepSeek-R1-style, QwQ / Qwen3-thinking, Claude extended thinking, Gemini
# ---- thinking: a long visible reasoning trace (in <think>...</think>, as "Thought for 12 seconds" residue or under
# ---- bold headers) that considers and rejects several options, then a final answer section; about a fifth end
# ---- without committing (trace cut off, "I'm not certain", two options left standing)
REASONINGMODELS = [
    case("reasoningmodels", "letters4",
         "<think>\nOkay, so the sheet is folded in half vertically, then horizontally, and one hole is punched near "
         "the folded corner. Let me unfold step by step. Unfolding the horizontal fold mirrors the hole across the "
         "horizontal crease — two holes. Unfolding the vertical fold mirrors those across the vertical crease — four "
         "holes, all near the centre.\n\nOption A has four holes but at the corners. Hmm, that would be if the punch "
         "was near the open corner. Not A.\nOption B has two holes. Not enough.\nOption D has four holes in a row. "
         "No.\nOption C: four holes near the centre. That matches.\n\nWait, let me double-check that the punch was "
         "near the folded corner... yes, it's next to both creases. So C.\n</think>\n\nWhen the sheet is unfolded, "
         "the single hole is reflected across both creases, giving four holes clustered around the centre.\n\n"
         "**Answer: C**", "C"),
    case("reasoningmodels", "letters4",
         "Thought for 12 seconds\n\nThe reference object rotated 90° about the vertical axis brings the short arm to "
         "the back. Option B shows that orientation; A is a mirror image and C, D don't preserve the cube count.\n\n"
         "**Answer:** B", "B"),
    case("reasoningmodels", "letters4",
         "<think>\nThe object has five cubes. Rotating 90° clockwise... the arm on the right would go to the front. "
         "Option A has the arm at the front. But option D also has an arm at the front — is D just A seen from a "
         "different angle? Let me compare the top cube. In A the top cube is on the left end, in D on the right end. "
         "In the reference, the top cube is at the end of the long arm... after rotation the long arm points to the "
         "viewer, so the top cube would be nearest the viewer. In A that's... hmm, it's hard to tell which end is "
         "nearer in A. Let me reconsider the rotation direction. If it's counterclockwise instead, the arm would go "
         "to the back, which matches", None),
    case("reasoningmodels", "letters4",
         "<think>\nAlright, let's tackle this paper folding problem. The square is folded diagonally, from the "
         "bottom-left corner to the top-right corner, and then folded again in half. A hole is punched in the middle "
         "of the folded triangle.\n\nFirst unfold: the hole gets mirrored across the second crease. So two holes.\n"
         "Second unfold: mirrored across the diagonal. Four holes.\n\nNow, looking at the options. A: two holes on "
         "the diagonal. B: four holes but in a square grid aligned with the edges. C: three holes. D: four holes "
         "arranged symmetrically about the diagonal.\n\nB might be tempting, but the holes should be symmetric about "
         "the diagonal, not the edges. So D.\n</think>\n\nThe answer is **D**.", "D"),
    case("reasoningmodels", "letters4",
         "**Reasoning summary**\n- Identified the fold: one vertical fold, punch near the open edge.\n- Unfolding "
         "mirrors the hole across the vertical crease → two holes at equal heights.\n- Checked options: B (holes at "
         "different heights), C (one hole), D (four holes) are inconsistent.\n\n**Final answer:** A", "A"),
    case("reasoningmodels", "letters4",
         "Let me think through this carefully.\n\nThe reference shape is an L-tetromino made of cubes, with one "
         "extra cube stacked on the corner. I need to find the option that's a rotation, not a reflection.\n\n"
         "Option A: the stacked cube is on the corner, arm pointing left. Option B: the stacked cube is on the "
         "corner, arm pointing right.\n\nA and B are mirror images of each other, so exactly one of them should be a "
         "rotation of the reference. But the reference itself is viewed from an angle where I can't tell whether the "
         "arm goes left or right behind the stack.\n\nI'm not certain which of A and B is the rotation; the image "
         "doesn't let me settle it.", None),
    case("reasoningmodels", "letters4",
         "<think>\nHmm, the question asks which option shows the sheet after unfolding. The sheet was folded twice. "
         "Let me count the layers: 4 layers, so one punch makes 4 holes. Options with 4 holes: B and C. Now the "
         "positions: the hole was near the top edge of the folded packet. When unfolded... top edge and, mirrored "
         "across the horizontal crease, bottom edge. So holes near the top and bottom edges. B has holes near the "
         "top and bottom edges; C has holes near the left and right edges. So B.\n</think>\n\nB", "B"),
    case("reasoningmodels", "letters4",
         "**Analyzing the Rotation**\n\nI'm focusing on the reference object's orientation. I've determined the long "
         "arm points to the right and the short arm upward.\n\n**Evaluating the Options**\n\nI've examined options A "
         "through D. Option A appears to be a reflection. Option B rotates the object but changes the length of the "
         "short arm. Option D has an extra cube. Option C preserves all features under a 180° rotation.\n\nThe "
         "correct answer is **C**.", "C"),
    case("reasoningmodels", "letters4",
         "<think>\nLet me analyze the unfolding... The fold is horizontal. Hole punched at the top-left of the "
         "folded sheet. Unfolding: mirror to bottom-left. So holes at top-left and bottom-left.\n\nA: top-left and "
         "bottom-left. That matches.\nB: top-left and top-right. No.\nWait — was the fold horizontal or vertical? "
         "The dashed line in the image looks vertical actually. If vertical, the mirror gives top-left and "
         "top-right, which is B.\n\nI keep going back and forth. I'm not certain whether the fold line is horizontal "
         "or vertical.\n</think>\n\nI'm not certain. If the fold is horizontal the answer is A; if it's vertical "
         "it's B. The image is ambiguous about the fold direction.", None),
    case("reasoningmodels", "letters4",
         "Thought for 8s\n\nA. Rotating the reference 180° about the vertical axis keeps the stacked cube on top and "
         "swaps the arm from left to right, which is only true of A (B is mirrored, C has the stack on the wrong "
         "end, D has an extra cube).", "A"),
    case("reasoningmodels", "letters6",
         "<think>\nFrames: 1 dot, 2 dots, 3 dots, 4 dots, 5 dots. Also the square rotates 15° each time? Let me check "
         "frame 1 to 2. Yes, slight rotation. So frame 6: 6 dots and rotated 75° from frame 1... Options: A has 6 "
         "dots but no rotation. C has 5 dots. E has 6 dots, rotated. F has 7 dots. B, D have the wrong shape. So E."
         "\n</think>\n\n**Answer: E**", "E"),
    case("reasoningmodels", "letters6",
         "Let me examine the sequence.\n\nFrame 1 → 2: the triangle moves from the top-left to the top-right "
         "corner.\nFrame 2 → 3: top-right to bottom-right.\nFrame 3 → 4: bottom-right to bottom-left.\nFrame 4 → 5: "
         "bottom-left to top-left.\n\nSo it cycles clockwise with period 4; frame 6 should have the triangle at the "
         "top-right, just like frame 2. The shading alternates (filled, empty, filled, empty, filled), so frame 6 is "
         "empty.\n\nOption B: top-right, filled — wrong shading.\nOption D: top-right, empty — matches.\nOption F: "
         "bottom-right, empty — wrong position.\n\nFinal answer: D", "D"),
    case("reasoningmodels", "letters6",
         "<think>\nThe arrow rotates 45° per frame: up, up-right, right, down-right, down. So frame 6 is down-left. "
         "Options with down-left arrows: A and F. Difference between A and F: A has a small circle at the base, F "
         "has none. Earlier frames: circle present in frames 1, 3, 5 — so alternating, frame 6 should have no "
         "circle? Frames 2 and 4... let me look again, frame 2 has a circle too. So the circle is present in 1, 2, 3, "
         "5 but not 4? That doesn't fit alternating. Maybe the circle", None),
    case("reasoningmodels", "letters6",
         "<think>\nOkay, let me see. The pattern: a shape that gains one side each step: triangle, square, pentagon, "
         "hexagon, heptagon. Next should be an octagon. Which options show an octagon? F is an octagon. C looks like "
         "an octagon too — let me count C's sides... 1,2,3,4,5,6,7. Heptagon, not octagon. So F.\n</think>\n\nThe "
         "shapes gain one side per frame (3, 4, 5, 6, 7), so the next frame is an octagon: **F**.", "F"),
    case("reasoningmodels", "letters6",
         "Thought for 15 seconds\n\n**Identifying the pattern**\nThe shaded cell moves one step right per frame and "
         "wraps to the next row.\n\n**Checking options**\nA: shaded cell in the wrong row. B: correct cell. C: two "
         "shaded cells.\n\nAnswer: B", "B"),
    case("reasoningmodels", "letters6",
         "I'll work through the sequence.\n\nFrames 1–5 show a circle and a square swapping positions, with the "
         "square growing each time. For frame 6, the circle should be on the left and the square should be the "
         "largest so far.\n\nOptions C and E both show exactly that. They differ only in the line weight of the "
         "square, which hasn't been consistent in the earlier frames either. So both C and E remain possible, and I "
         "can't narrow it down further.", None),
    case("reasoningmodels", "letters6",
         "<think>\nThe lines: frame 1 has one horizontal line, frame 2 adds a vertical line, frame 3 adds a "
         "diagonal, frame 4 the other diagonal, frame 5 a circle. Frame 6... a new element? Or does it restart? "
         "Options: A shows all five elements plus a square. B shows only one line (restart). If cumulative, A. The "
         "sequence has been cumulative so far, so A seems best. I'll go with A.\n</think>\n\nThe figure accumulates "
         "one new element per frame, so the next frame contains all previous elements plus one more.\n\nFinal "
         "Answer: A", "A"),
    case("reasoningmodels", "odd6",
         "<think>\nI need to find the panel without symmetry. A: a heart shape, vertical mirror axis. B: an S-shape "
         "— rotational symmetry (180°). C: a star, many symmetries. D: an irregular blob... does it have any "
         "symmetry? The left lobe is bigger than the right. No mirror. Rotation? No. E: a rectangle — symmetric. F: "
         "an arrow — vertical mirror axis.\n\nWait, the question says five follow the rule. So D is the one.\n"
         "</think>\n\nPanel **D** has neither a mirror axis nor rotational symmetry; all the others have at least "
         "one.\n\n**Answer: D**", "D"),
    case("reasoningmodels", "odd6",
         "Thought for 20 seconds\n\nAt first glance F looked like the odd one out because it's drawn in a different "
         "colour, but colour isn't the rule — every panel is a recursive tree that splits into two branches at each "
         "level, except B, where the third level splits into three.\n\n**Answer: B**", "B"),
    case("reasoningmodels", "odd6",
         "<think>\nOkay, let's look at each panel. Panel A: tree, branches split in two at every level. Panel B: "
         "same. Panel C: same, but the angle at level 2 seems wider. Is that a rule change? The question says the "
         "rule changes at one level. Panel D: split in two, but the lengths shrink by a different ratio. Hmm, so "
         "both C and D deviate. Panel E: regular. Panel F: regular.\n\nSo the candidates are C (angle) and D "
         "(ratio). Which one counts as a rule change? The rule could be about the branching angle or the length "
         "ratio. Let me look more carefully at C's angle at level 2 compared with level 1 in A...", None),
    case("reasoningmodels", "odd6",
         "**Answer: E**\n\nBrief reasoning: panels A, B, C, D and F each contain a shape with an even number of "
         "vertices. E has a pentagon.", "E"),
    case("reasoningmodels", "odd6",
         "<think>\nLet me check which panel is different. All panels show circles with dots. A: 3 dots. B: 3 dots. "
         "C: 4 dots. D: 3. E: 3. F: 3. So C has four dots.\n\nWait, maybe the rule is not about the number of dots. "
         "Let me check the positions: in A, the dots form a triangle. B, triangle. C: a square. D triangle. E "
         "triangle. F: triangle. Still C. OK, C.\n</think>\n\nC", "C"),
    case("reasoningmodels", "odd6",
         "**Examining Panel Features**\n\nI've been looking at the six panels. Each contains a polygon with an "
         "inscribed circle. I initially suspected Panel A was the outlier due to its thicker outline, but I've "
         "realized outline thickness varies throughout.\n\n**Pinpointing the Anomaly**\n\nThe rule is that the "
         "circle touches every side. In Panel F, the circle touches only three of the four sides.\n\nThe panel that "
         "breaks the rule is **F**.", "F"),
    case("reasoningmodels", "odd6",
         "<think>\nPanels: A square, B rectangle, C rhombus, D parallelogram, E kite, F trapezoid. Symmetry: square "
         "yes, rectangle yes, rhombus yes, parallelogram has rotational symmetry, kite has a mirror axis, isosceles "
         "trapezoid has a mirror axis. Hmm, they all have some symmetry. Unless the trapezoid is not isosceles. From "
         "the image I can't tell whether F's sides are equal.\n</think>\n\nAll six shapes appear to have some "
         "symmetry, so I'm not certain which panel breaks the rule. If F's trapezoid is not isosceles it would be F, "
         "but I can't confirm that from the image.", None),
    case("reasoningmodels", "yes_no",
         "<think>\nLet me check each triple. Nairobi - capital of - Kenya: correct. Kenya - member of - African "
         "Union: correct. Kampala - capital of - Tanzania: wrong! Kampala is the capital of Uganda. Tanzania's "
         "capital is Dodoma. So there is an error.\n</think>\n\nYes. The edge \"Kampala — capital of — Tanzania\" is "
         "incorrect; Kampala is the capital of Uganda.", "Yes"),
    case("reasoningmodels", "yes_no",
         "<think>\nTriples: Bern capital of Switzerland — yes, de facto. Switzerland currency Swiss franc — yes. "
         "Switzerland shares border with Austria — yes. Switzerland member of EU — no! Switzerland is not an EU "
         "member... wait, let me re-read the edge. It says \"member of — EFTA\", not EU. EFTA is correct. OK so no "
         "error.\n</think>\n\n**Answer: No**", "No"),
    case("reasoningmodels", "yes_no",
         "Thought for 9 seconds\n\nYes — \"Brussels — capital of — Netherlands\" is wrong (Brussels is Belgium's "
         "capital; the Netherlands' is Amsterdam).", "Yes"),
    case("reasoningmodels", "yes_no",
         "<think>\nThe graph has France, Paris, Euro, EU, Germany, Berlin. Paris capital of France — correct. France "
         "currency Euro — correct. Germany member of EU — correct. Berlin capital of ... the label is partly hidden. "
         "It could say Germany or Austria. If it says Austria, that's an error. Let me zoom into the", None),
    case("reasoningmodels", "yes_no",
         "Let me verify each relation in the graph.\n\n- Vienna → capital of → Austria: correct.\n- Austria → "
         "currency → Euro: correct.\n- Austria → shares border with → Germany: correct.\n- Austria → member of → EU: "
         "correct (since 1995).\n\nI don't find any factual error. The answer is No.", "No"),
    case("reasoningmodels", "yes_no",
         "**Assessing the Graph's Accuracy**\n\nI'm checking the relations. Most look right. The edge between Norway "
         "and the EU is labeled \"member of\", which would be incorrect, but the label is partly occluded and could "
         "be \"EEA\".\n\n**Final Assessment**\n\nI'm not certain whether there is an error; it depends on that "
         "label.", None),
    case("reasoningmodels", "yes_no",
         "<think>\nCheck: Lisbon capital of Portugal ✓. Portugal currency Euro ✓. Portugal shares border with Spain "
         "✓. Spain shares border with Italy — no, Spain and Italy don't share a land border. That's wrong.\n"
         "</think>\n\nYes, there is an error: Spain and Italy do not share a border.\n\nAnswer: Yes", "Yes"),
    case("reasoningmodels", "yes_no", "Thought for 4 seconds\n\nNo — all edges are factually correct.", "No"),
    case("reasoningmodels", "count",
         "<think>\nCount the nodes: Kenya, Nairobi, Uganda, Kampala, Rwanda, Kigali, East African Community, "
         "Swahili. That's 8. Is the masked node included? There is no masked node in this image. So 8.\n</think>\n\n"
         "There are **8** entities in the knowledge graph.", "8"),
    case("reasoningmodels", "count",
         "Counting distinct nodes:\n1. Germany\n2. Berlin\n3. Euro\n4. European Union\n5. France\n6. Paris\n7. NATO"
         "\n\nFinal answer: 7", "7"),
    case("reasoningmodels", "count",
         "<think>\nLet me count the entities. Starting from the top-left: Japan, Tokyo, Yen, ... then there's a "
         "cluster in the middle: G7, United States, Washington. That's 6 so far. Then at the bottom: Canada, Ottawa, "
         "Canadian dollar — 9. Wait, did I count Yen already? Yes. And is there a node hidden behind the", None),
    case("reasoningmodels", "count",
         "Thought for 18 seconds\n\nI count 10 entities. (My first pass gave 9 because two nodes overlap at the "
         "bottom right, but they are separate: 'Kenya' and 'Kenyan shilling'.)", "10"),
    case("reasoningmodels", "count",
         "Let me count each distinct node in the graph.\n\nI see: Austria, Vienna, Euro, German, European Union, "
         "and Switzerland. Some of these appear connected by multiple edges, but each entity is counted once.\n\n"
         "There are 6 entities.", "6"),
    case("reasoningmodels", "count",
         "<think>\nNodes: 1 Brazil, 2 Brasília, 3 Mercosur, 4 Argentina, 5 Buenos Aires, 6 Peso, 7 Real, 8 "
         "Portuguese, 9 Spanish. Total 9.\n</think>\n\n9", "9"),
    case("reasoningmodels", "count_relations",
         "<think>\nEdges: Paris-France (capital of), France-Euro (currency), France-EU (member of), Germany-EU "
         "(member of), Berlin-Germany (capital of), Germany-Euro (currency), France-Germany (shares border with), "
         "Belgium-France (shares border with), Brussels-Belgium (capital of), Belgium-EU (member of), Belgium-Euro "
         "(currency). That's 11.\n</think>\n\n**11** relations.", "11"),
    case("reasoningmodels", "count_relations",
         "**Counting the Edges**\n\nI've counted the visible edges and got 12. However, two arrows near the center "
         "overlap, so the count could be 13.\n\n**Refining the Count**\n\nI'm unable to resolve the overlap at this "
         "resolution, so the total is 12 or 13.", None),
    case("reasoningmodels", "count_relations",
         "Thought for 11 seconds\n\nThere are 8 relations: capital of (×3), member of (×2), currency (×2), and "
         "shares border with (×1).\n\n**Answer: 8**", "8"),
    case("reasoningmodels", "count_relations",
         "<think>\nEdges: Tokyo→Japan, Japan→Yen, Japan→G7, Seoul→South Korea, South Korea→Won. Five edges. The "
         "dashed line between Japan and South Korea — is that an edge? It has no label. Hmm, actually it's just the "
         "frame border. So 5.\n</think>\n\nThe graph has 5 relations.", "5"),
    case("reasoningmodels", "entity",
         "<think>\nThe masked node connects to Tanzania via \"capital of\". Tanzania's capital... Dar es Salaam is "
         "the largest city, but the official capital is Dodoma. Options: Nairobi, Kampala, Kigali, Dodoma, Addis "
         "Ababa. Dar es Salaam isn't there, so Dodoma.\n</think>\n\nThe masked entity is **Dodoma** (D).", "D",
         EAST_AFRICA),
    case("reasoningmodels", "entity",
         "Thought for 6 seconds\n\nThe masked node is the capital of Switzerland. Options considered: Vienna "
         "(Austria), Vaduz (Liechtenstein), Luxembourg, Brussels (Belgium) — none fit. Bern does.\n\n**Answer: B**",
         "B", EUROPE),
    case("reasoningmodels", "entity",
         "<think>\nThe masked node links Denmark and ... the edge says currency. Denmark uses the Danish krone. "
         "Option D is Krone. But wait, the other edge goes from the masked node to the European Union with 'used "
         "by'. The Euro is used by the EU. So is it Euro or Krone? Denmark isn't in the eurozone, but the", None,
         CURRENCIES),
    case("reasoningmodels", "entity",
         "Let me consider what the masked entity could be. It's connected to France, Germany and Italy by 'member "
         "of' edges, and to Brussels by 'headquartered in'. NATO is also headquartered in Brussels, and all three "
         "countries are NATO members. However, the graph also has a 'currency' edge from the masked node to the "
         "Euro, which only fits the European Union.\n\nThe answer is A) European Union.", "A", ORGS),
    case("reasoningmodels", "entity",
         "<think>\nThe masked language is an official language of Switzerland. Options: French, Dutch, German, "
         "Italian, Romansh. Switzerland has four: German, French, Italian, Romansh. Dutch is out. But three of the "
         "remaining also connect to other countries in the graph: French to France, German to Germany, Italian to "
         "Italy. The masked node has only one edge, to Switzerland. So the language unique to Switzerland: Romansh."
         "\n</think>\n\n**E) Romansh**", "E", LANGUAGES),
    case("reasoningmodels", "relation",
         "<think>\nThe edge goes from Vienna to Austria. Options: capital of, official language, currency, member "
         "of, shares border with. Vienna is a city, Austria a country. Capital of.\n</think>\n\nA", "A", RELATIONS),
    case("reasoningmodels", "relation",
         "Thinking about this: the masked edge links Catalonia and Spain. 'part of' is accurate, since Catalonia is "
         "an autonomous community of Spain. 'located in region' could also be read as correct if the edge is taken "
         "as Catalonia located in the region of Spain. Both are defensible, and I'm not certain which the graph "
         "intends.", None, RELATIONS_2),
    case("reasoningmodels", "relation",
         "Thought for 7 seconds\n\nFrance and Spain are neighbouring countries; 'member of' and 'part of' don't fit "
         "two countries. The masked relation is **shares border with** (D).", "D", RELATIONS_2),
    case("reasoningmodels", "relation",
         "**Analyzing the Edge**\n\nThe masked edge connects Belgium to Dutch. Since it links a country to a "
         "language, I'm considering \"official language\" over the others.\n\nThe masked relation is **official "
         "language**.", "B", RELATIONS),
]


# ---- m3strreal: realistic replies to the M3STR questions only: counts of entities or relations with the entities
# ---- listed or counted aloud, "is there a factual error?" answered with explanations that use yes/no words in other
# ---- senses, completion answered with the entity or relation name, its letter, or a paraphrase of the option text;
# ---- about a fifth commit to nothing
M3STRREAL = [
    case("m3strreal", "yes_no",
         "Yes. The graph says \"Ottawa — capital of — United States\", but no, Ottawa is the capital of Canada; the "
         "US capital is Washington, D.C.", "Yes"),
    case("m3strreal", "yes_no",
         "No. Every relation is correct: yes, Canberra is Australia's capital (not Sydney, as many assume), and "
         "Australia does use the Australian dollar.", "No"),
    case("m3strreal", "yes_no",
         "There is no problem with most edges — Nairobi → Kenya and Kenya → African Union are fine — but \"Kenya — "
         "shares border with — Rwanda\" is an error, since Kenya and Rwanda don't share a border. So the answer is "
         "Yes.", "Yes"),
    case("m3strreal", "yes_no", "I checked all five triples and found no errors. Answer: No", "No"),
    case("m3strreal", "yes_no",
         "The image resolution makes the smaller labels unreadable, so I can't say yes or no with any confidence.",
         None),
    case("m3strreal", "yes_no",
         "Yes, an anomaly exists: the node 'Euro' is connected to the United Kingdom by 'currency'. The UK uses the "
         "pound sterling, not the euro.", "Yes"),
    case("m3strreal", "yes_no",
         "No anomaly. One thing that might look odd is \"Bern — capital of — Switzerland\": Switzerland has no de "
         "jure capital, but Bern is its federal city and universally treated as the capital, so that is not an "
         "error.", "No"),
    case("m3strreal", "yes_no",
         "It depends on how the edge 'Turkey — member of — EU' is meant: Turkey is a candidate, not a member. If the "
         "graph treats candidates as members, then no; otherwise yes.", None),
    case("m3strreal", "yes_no", "**Yes** — the entity \"Madrid\" is labelled as the capital of Portugal.", "Yes"),
    case("m3strreal", "yes_no", "The knowledge graph looks correct to me. No factual errors or anomalies.", "No"),
    case("m3strreal", "yes_no",
         "I see the nodes Germany, Berlin, Euro and NATO, but I'm not sure whether the edge between Germany and NATO "
         "says 'member of' or something else.", None),
    case("m3strreal", "yes_no",
         "Let me go through the edges:\n- Rome → capital of → Italy: correct\n- Italy → currency → Euro: correct\n- "
         "Italy → member of → ASEAN: incorrect, ASEAN is a Southeast Asian organisation\n\nSo yes, there is an "
         "incorrect relation.", "Yes"),
    case("m3strreal", "yes_no",
         "No, there isn't. (Yes, Vaduz really is the capital of Liechtenstein — it's a small town, which sometimes "
         "makes people doubt it.)", "No"),
    case("m3strreal", "yes_no",
         "Yes\n\nExplanation: 'Addis Ababa — capital of — Kenya' is wrong. No other edge has a problem.", "Yes"),
    case("m3strreal", "count",
         "The entities are: France, Paris, Germany, Berlin, Euro, European Union, NATO. Total: 7.", "7"),
    case("m3strreal", "count",
         "1. Kenya\n2. Nairobi\n3. Uganda\n4. Kampala\n5. Tanzania\n6. Dodoma\n7. Swahili\n8. African Union\n\n"
         "There are 8 entities.", "8"),
    case("m3strreal", "count",
         "There are 6 different entities in the graph. (The node 'Spain' is drawn twice, but it's the same "
         "entity.)", "6"),
    case("m3strreal", "count",
         "I count 9 or 10 entities — one node in the lower right is partly cut off, and I can't tell if it's a "
         "separate entity.", None),
    case("m3strreal", "count",
         "Let me count them one by one: Japan (1), Tokyo (2), Yen (3), South Korea (4), Seoul (5), Won (6), China "
         "(7), Beijing (8), Yuan (9). So there are nine entities.", "9"),
    case("m3strreal", "count", "5 entities: Austria, Vienna, Euro, German, and EU.", "5"),
    case("m3strreal", "count",
         "There are roughly a dozen entities, but some labels overlap so I can't give an exact number.", None),
    case("m3strreal", "count", "The knowledge graph contains eleven entities.", "11"),
    case("m3strreal", "count",
         "Counting the nodes, I get 10: the 4 countries (Belgium, Netherlands, Luxembourg, France), their 4 "
         "capitals, the Euro and the EU.", "10"),
    case("m3strreal", "count",
         "Answer: 12\n\nEntities: Brazil, Brasília, Argentina, Buenos Aires, Chile, Santiago, Mercosur, Real, Peso, "
         "Portuguese, Spanish, South America.", "12"),
    case("m3strreal", "count_relations",
         "There are 9 relations (edges) in the graph: 3 'capital of', 3 'member of', 2 'currency' and 1 'shares "
         "border with'.", "9"),
    case("m3strreal", "count_relations",
         "Edges:\n1. Paris → France (capital of)\n2. France → Euro (currency)\n3. France → EU (member of)\n4. "
         "Berlin → Germany (capital of)\n5. Germany → Euro (currency)\n6. Germany → EU (member of)\n\nTotal: 6 "
         "relations.", "6"),
    case("m3strreal", "count_relations",
         "I can count at least 8 relations, but several arrows cross in the middle of the image and I may be "
         "missing some.", None),
    case("m3strreal", "count_relations",
         "10 relations. Germany and Austria are connected by two separate edges, and I counted both.", "10"),
    case("m3strreal", "count_relations",
         "There are four edges: capital of, currency, member of and official language.", "4"),
    case("m3strreal", "count_relations",
         "Seven. The masked edge (?????) counts as a relation too, so 6 labelled edges plus 1 masked.", "7"),
    case("m3strreal", "count_relations",
         "The number of relations is between 11 and 13, depending on whether the dashed lines are edges.", None),
    case("m3strreal", "count_relations",
         "The graph contains 13 relations.\n\n- capital of: 4\n- member of: 5\n- currency: 3\n- shares border with: "
         "1", "13"),
    case("m3strreal", "entity", "Kampala.", "B", EAST_AFRICA),
    case("m3strreal", "entity", "The missing entity is C. Kigali, the capital of Rwanda.", "C", EAST_AFRICA),
    case("m3strreal", "entity", "The masked entity is the capital of the Grand Duchy — Luxembourg City.", "D",
         EUROPE),
    case("m3strreal", "entity", "Mercosur, the South American trade bloc that Brazil and Argentina belong to.", "E",
         ORGS),
    case("m3strreal", "entity",
         "The missing entity is an official language of Switzerland, but French, German, Italian and Romansh all "
         "fit that description.", None, LANGUAGES),
    case("m3strreal", "entity", "The missing node is the Swiss franc (B).", "B", CURRENCIES),
    case("m3strreal", "entity", "Answer: A", "A", EUROPE),
    case("m3strreal", "entity",
         "The masked node is a capital city, but the country it connects to is hidden behind another node, so I "
         "can't determine which one.", None, EAST_AFRICA),
    case("m3strreal", "entity",
         "It's the Ethiopian capital, Addis Abeba, because the node is linked to Ethiopia and to the African Union "
         "headquarters.", "E", EAST_AFRICA),
    case("m3strreal", "entity",
         "The masked entity should be the African Union, since Kenya, Nigeria and Egypt are all connected to it with "
         "'member of'.", "C", ORGS),
    case("m3strreal", "relation", "capital of", "A", RELATIONS),
    case("m3strreal", "relation", "The missing relation is 'shares border with' — Kenya and Uganda are neighbours.",
         "E", RELATIONS),
    case("m3strreal", "relation", "C. currency", "C", RELATIONS),
    case("m3strreal", "relation", "The edge between Austria and German is the official-language relation.", "B",
         RELATIONS),
    case("m3strreal", "relation",
         "The masked relation links Bavaria to Germany; it could be 'part of' or 'located in region'.", None,
         RELATIONS_2),
    case("m3strreal", "relation", "Poland is a member of the EU, so the relation is 'member of' (B).", "B",
         RELATIONS_2),
    case("m3strreal", "relation",
         "The relation is that Tuscany is located in the region of Central Italy → located in region.", "A",
         RELATIONS_2),
    case("m3strreal", "relation", "The masked relation is membership — Germany is a member of NATO.", "D",
         RELATIONS),
    case("m3strreal", "relation",
         "I can't read the labels at either end of the masked edge, so I don't know which relation it is.", None,
         RELATIONS),
]


# ---- foreignreal: realistic replies of current models when the user writes in Chinese, Japanese, Spanish, French or
# ---- German: the reply in that language, sometimes with English option words, answer lines such as "答案：C",
# ---- "正解は B です", "La respuesta correcta es la D", "Réponse : A", "Antwort: C", counts in native number words or
# ---- digits, Yes/No as 是/否, はい/いいえ, Sí/No, Oui/Non, Ja/Nein; about a fifth commit to nothing
FOREIGNREAL = [
    case("foreignreal", "letters4",
         "根据折叠方式，展开后应该有四个孔，分别对称分布在两条折痕的两侧。"
         "选项 A 只有两个孔，B 的孔位置不对称，D 有三个孔。\n\n答案：C", "C"),
    case("foreignreal", "letters4",
         "参照図形を垂直軸のまわりに90度回転させると、短い腕が奥に来ます。"
         "これに当てはまるのは B だけです。\n\n正解は B です。", "B"),
    case("foreignreal", "letters4",
         "La respuesta correcta es la D. Al desdoblar el papel, el agujero se refleja en ambos pliegues y quedan "
         "cuatro agujeros cerca de las esquinas.", "D"),
    case("foreignreal", "letters4",
         "Analysons les options :\n- A : deux trous symétriques par rapport au pli vertical\n- B : un seul trou\n- "
         "C : quatre trous\n- D : deux trous mais décalés\n\nUn seul pli donne deux trous symétriques. Réponse : A",
         "A"),
    case("foreignreal", "letters4",
         "Leider ist das Bild zu unscharf, um die Faltlinien zu erkennen. Ich kann daher nicht sagen, welche Option "
         "richtig ist.", None),
    case("foreignreal", "letters4",
         "从图中看，B 和 D 都可能是正确答案，两者都有四个孔，只是位置略有不同。我无法确定是哪一个。", None),
    case("foreignreal", "letters4",
         "うーん、A か C で迷いましたが、A は鏡像なので回転では作れません。したがって答えは C だと思います。", "C"),
    case("foreignreal", "letters4",
         "Tras girar la figura 90 grados, el cubo superior queda a la izquierda, como en la opción B. La A es una "
         "imagen especular y la C y la D tienen un cubo de más.\n\nRespuesta: B", "B"),
    case("foreignreal", "letters4",
         "Antwort: C\n\nBegründung: Nach dem Auffalten liegen die vier Löcher spiegelsymmetrisch zu beiden "
         "Faltlinien.", "C"),
    case("foreignreal", "letters4",
         "Je ne peux pas déterminer la bonne réponse : les options A et C semblent identiques à cette résolution.",
         None),
    case("foreignreal", "letters6",
         "观察序列：三角形每一帧顺时针旋转 60 度，同时颜色在黑白之间交替。"
         "第六帧应为白色、尖端朝下的三角形，对应选项 E。\n\n答案：E", "E"),
    case("foreignreal", "letters6",
         "点の数が 1, 2, 3, 4, 5 と増えているので、次は 6 個です。6 個の点があるのは F なので、正解は F です。", "F"),
    case("foreignreal", "letters6",
         "La secuencia muestra una flecha que gira 45° en cada paso. La siguiente imagen es la A.", "A"),
    case("foreignreal", "letters6",
         "La séquence n'est pas claire : la figure tourne, mais le remplissage change de façon irrégulière. Les "
         "options B et E pourraient toutes deux convenir.", None),
    case("foreignreal", "letters6",
         "Das Quadrat wandert jedes Mal ein Feld nach rechts. Im nächsten Bild muss es also in der dritten Spalte "
         "der zweiten Zeile stehen – das ist Option D.\n\nAntwort: D", "D"),
    case("foreignreal", "letters6", "下一帧是 B。虽然 F 的形状也相同，但 F 的方向不对。", "B"),
    case("foreignreal", "letters6", "No estoy seguro de cuál es la siguiente figura. Lo siento.", None),
    case("foreignreal", "odd6", "L'intrus est la figure C : c'est la seule qui n'a aucun axe de symétrie.", "C"),
    case("foreignreal", "odd6", "Alle Figuren außer E haben eine Spiegelachse. Antwort: E", "E"),
    case("foreignreal", "odd6",
         "A だけ、第2レベルで分岐の数が3本に変わっています。他はすべて2本ずつです。\n\n答え：A", "A"),
    case("foreignreal", "odd6", "六个图形看起来都遵循同样的规则，我找不出哪一个不同。", None),
    case("foreignreal", "odd6", "La figura que rompe la regla es la F, porque su patrón cambia en el tercer nivel.",
         "F"),
    case("foreignreal", "odd6", "Schwer zu sagen – entweder B oder D, je nachdem, ob man die Drehsymmetrie mitzählt.",
         None),
    case("foreignreal", "odd6",
         "Réponse : D\n\nLes panneaux A, B, C, E et F ont tous une symétrie de rotation ; D n'en a pas.", "D"),
    case("foreignreal", "yes_no", "是的，图中存在错误：“坎帕拉—首都—肯尼亚”是不正确的，坎帕拉是乌干达的首都。", "Yes"),
    case("foreignreal", "yes_no", "いいえ、この知識グラフには誤りは見当たりません。すべての関係が正しいです。", "No"),
    case("foreignreal", "yes_no",
         "Sí. La relación «Lisboa — capital de — España» es incorrecta: Lisboa es la capital de Portugal.", "Yes"),
    case("foreignreal", "yes_no",
         "Non, toutes les relations du graphe sont exactes. Par exemple, Berne est bien la capitale de la Suisse.",
         "No"),
    case("foreignreal", "yes_no",
         "Ja, es gibt einen Fehler: Österreich hat nicht den Schweizer Franken als Währung, sondern den Euro.", "Yes"),
    case("foreignreal", "yes_no", "图片中的文字太小，我无法看清楚关系标签，因此无法判断是否存在错误。", None),
    case("foreignreal", "yes_no",
         "グラフを確認しました。「パリ — 首都 — ドイツ」という関係は間違っています。\n\n答え：はい", "Yes"),
    case("foreignreal", "yes_no", "No puedo verificar si hay errores porque algunas etiquetas están cortadas.", None),
    case("foreignreal", "count", "图中的实体有：法国、巴黎、德国、柏林、欧元、欧盟、北约，共 7 个。", "7"),
    case("foreignreal", "count",
         "ノードを数えると、ケニア、ナイロビ、ウガンダ、カンパラ、ルワンダ、キガリ、"
         "スワヒリ語、アフリカ連合の8つです。", "8"),
    case("foreignreal", "count", "Hay seis entidades diferentes en el grafo.", "6"),
    case("foreignreal", "count",
         "Je compte neuf entités : la Belgique, Bruxelles, les Pays-Bas, Amsterdam, le Luxembourg, Luxembourg (la "
         "ville), l'euro, l'UE et l'OTAN.", "9"),
    case("foreignreal", "count",
         "Ich zähle etwa 10 bis 12 Entitäten, aber einige Knoten überlappen sich, daher kann ich keine genaue Zahl "
         "nennen.", None),
    case("foreignreal", "count", "答案：10", "10"),
    case("foreignreal", "count", "エンティティは全部で五つです。", "5"),
    case("foreignreal", "count_relations", "Der Graph enthält 11 Relationen (Kanten).", "11"),
    case("foreignreal", "count_relations",
         "Contando las aristas: 3 de «capital de», 2 de «miembro de», 2 de «moneda» y 1 de «comparte frontera con». "
         "En total, 8 relaciones.", "8"),
    case("foreignreal", "count_relations",
         "Il y a entre 9 et 11 relations selon que l'on compte ou non les flèches en pointillés.", None),
    case("foreignreal", "count_relations", "关系一共有六条。", "6"),
    case("foreignreal", "count_relations", "関係（エッジ）の数は 12 本です。", "12"),
    case("foreignreal", "entity", "被遮住的实体是坎帕拉，因为它通过“首都”连接到乌干达。\n答案：B", "B", EAST_AFRICA_ZH),
    case("foreignreal", "entity",
         "L'entité masquée est Bruxelles : elle est reliée à la Belgique par « capitale de » et à l'Union "
         "européenne.", "E", EUROPE_FR),
    case("foreignreal", "entity", "La entidad oculta es Luxembourg (opción D), la capital del Gran Ducado.", "D",
         EUROPE),
    case("foreignreal", "entity",
         "Es könnte sich um den Euro oder den Schweizer Franken handeln – beide passen zu den gezeigten Kanten.",
         None, CURRENCIES),
    case("foreignreal", "entity", "正解は C のファドゥーツです。リヒテンシュタインの首都だからです。", "C", EUROPE_JA),
    case("foreignreal", "relation", "Die maskierte Relation ist „Mitglied von“ – Deutschland ist Mitglied der NATO.",
         "D", RELATIONS_DE),
    case("foreignreal", "relation", "维也纳是奥地利的首都，所以被遮住的关系是“首都”。", "A", RELATIONS_ZH),
    case("foreignreal", "relation", "La respuesta correcta es la E: comparte frontera con.", "E", RELATIONS_ES),
    case("foreignreal", "relation",
         "La relation masquée pourrait être « membre de » ou « partage une frontière avec » ; je ne peux pas "
         "trancher.", None, RELATIONS_FR),
    case("foreignreal", "relation", "答えは B の「公用語」です。ベルギーとオランダ語をつなぐ関係だからです。", "B",
         RELATIONS_JA),
]

# ---- round 34: four new voices, written after round 33's fixes, before any rule change touching them and before the
# ---- extractor was run on them; scored once as they stood. Realistic replies of current multimodal models to this
# ---- project's own questions, in their ordinary habits (not adversarial constructions)
# ---- tinyvlm: small and weak VLMs (SmolVLM, moondream, PaliGemma, Florence-2-based chat, Qwen2-VL-2B, LLaVA-1.5-7B)
# ---- in their degenerate habits: the question or the option list echoed, an option's text alone, a lone letter or
# ---- number with stray punctuation, one phrase repeated, a caption or a description instead of an answer, "A B C D";
# ---- about a third commit to nothing
TINYVLM = [
    case("tinyvlm", "letters4", "(B)", "B"),
    case("tinyvlm", "letters4", "B).", "B"),
    case("tinyvlm", "letters4", "C,", "C"),
    case("tinyvlm", "letters4",
         "Which option shows the sheet after it is completely unfolded? A. B. C. D.", None),
    case("tinyvlm", "letters4", "A\nB\nC\nD", None),
    case("tinyvlm", "letters4",
         "The image shows a square sheet of paper with a fold line and a black dot. Below it are four squares with "
         "small circles in them.", None),
    case("tinyvlm", "letters4", "option c.", "C"),
    case("tinyvlm", "letters4", "the answer is d", "D"),
    case("tinyvlm", "letters4", "A sheet of paper with holes in it.", None),
    case("tinyvlm", "letters6", "E)", "E"),
    case("tinyvlm", "letters6",
         "The next frame is the next frame is the next frame is the next frame is the next frame is", None),
    case("tinyvlm", "letters6", " F", "F"),
    case("tinyvlm", "letters6",
         "The answer is B. The answer is B. The answer is B. The answer is B. The answer is B.", "B"),
    case("tinyvlm", "letters6", "A, B, C, D, E, F", None),
    case("tinyvlm", "letters6", "a series of shapes on a white background", None),
    case("tinyvlm", "letters6", "Answer: D</s>", "D"),
    case("tinyvlm", "letters6", "Option E shows the next frame.", "E"),
    case("tinyvlm", "odd6", "d", "D"),
    case("tinyvlm", "odd6", "The panel that breaks the rule is panel.", None),
    case("tinyvlm", "odd6",
         "Five of the six panels follow the same rule, each drawn differently. Which panel breaks the rule? C", "C"),
    case("tinyvlm", "odd6",
         "There are six panels with different shapes. Each panel has a black shape on a white background.", None),
    case("tinyvlm", "odd6", "F is the odd one out of the six panels.", "F"),
    case("tinyvlm", "odd6", "Panel A.", "A"),
    case("tinyvlm", "yes_no", "Yes<|endoftext|>", "Yes"),
    case("tinyvlm", "yes_no", "NO", "No"),
    case("tinyvlm", "yes_no", "yes there is a factual error", "Yes"),
    case("tinyvlm", "yes_no",
         "Is there a factual error in the knowledge graph? Is there a factual error in the knowledge graph?", None),
    case("tinyvlm", "yes_no",
         "The image shows a knowledge graph with several nodes connected by arrows. The nodes are labeled with names "
         "of countries and cities.", None),
    case("tinyvlm", "yes_no", "No, the knowledge graph does not contain a factual error.", "No"),
    case("tinyvlm", "yes_no", "Yes. The knowledge graph shows that Berlin is the capital of Austria.", "Yes"),
    case("tinyvlm", "count", "8", "8"),
    case("tinyvlm", "count", "There are 7 entities in the graph. The entities are countries and cities.", "7"),
    case("tinyvlm", "count", "9.", "9"),
    case("tinyvlm", "count",
         "The knowledge graph contains several entities, such as France, Paris, Germany and Berlin.", None),
    case("tinyvlm", "count", "How many entities does the knowledge graph contain?\n6 entities", "6"),
    case("tinyvlm", "count", "There are 5 entities. There are 5 entities. There are 5 entities.", "5"),
    case("tinyvlm", "count", "The knowledge graph contains many entities and relations between them.", None),
    case("tinyvlm", "count_relations", "11 relations", "11"),
    case("tinyvlm", "count_relations", "There are 12 relations in the image.", "12"),
    case("tinyvlm", "count_relations",
         "The relations are capital of, member of, currency, and shares border with.", None),
    case("tinyvlm", "count_relations", "ten", "10"),
    case("tinyvlm", "count_relations", "10 relations (edges)", "10"),
    case("tinyvlm", "count_relations",
         "The knowledge graph shows the relationships between countries in Europe.", None),
    case("tinyvlm", "entity", "Kampala, Uganda", "B", EAST_AFRICA),
    case("tinyvlm", "entity", "Bern.", "B", EUROPE),
    case("tinyvlm", "entity", "A. Nairobi B. Kampala C. Kigali D. Dodoma E. Addis Ababa", None, EAST_AFRICA),
    case("tinyvlm", "entity", "C.", "C", ORGS),
    case("tinyvlm", "entity", "swiss franc", "B", CURRENCIES),
    case("tinyvlm", "entity", "The masked entity is the entity hidden behind the mask.", None, EUROPE),
    case("tinyvlm", "entity", "Vienna, Vienna, Vienna, Vienna, Vienna", "A", EUROPE),
    case("tinyvlm", "relation", "the capital of", "A", RELATIONS),
    case("tinyvlm", "relation", "member of.", "B", RELATIONS_2),
    case("tinyvlm", "relation", "The relation is the relation between the two entities.", None, RELATIONS),
    case("tinyvlm", "relation", "D. shares border with", "D", RELATIONS_2),
    case("tinyvlm", "relation", "official language official language official language", "B", RELATIONS),
    case("tinyvlm", "relation", "A map of Europe with countries connected by lines.", None, RELATIONS_2),
]

# ---- rltuned: models fine-tuned (SFT or GRPO) on this project's train split or similar puzzle data:
# ---- "<think>...</think><answer>C</answer>", "<answer> 7 </answer>", "Answer: C", terse reasoning, and the format
# ---- drifting (the answer tag missing or unclosed, two answer tags, the think block cut off before the answer)
RLTUNED = [
    case("rltuned", "letters4",
         "<think>The sheet is folded in half vertically, then punched near the fold. Unfolding mirrors the hole across "
         "the fold, giving two holes symmetric about the centre line. Option C matches.</think><answer>C</answer>",
         "C"),
    case("rltuned", "letters4", "<answer>B</answer>", "B"),
    case("rltuned", "letters4", "Answer: D\nThe unfolded sheet has four holes, one per quadrant.", "D"),
    case("rltuned", "letters4",
         "<think>Rotating the reference 90° about the vertical axis should bring the long arm toward the viewer. A: "
         "arm points left, no. B: mirrored, no. C: the top cube", None),
    case("rltuned", "letters4",
         "<think>Two folds, one punch → 4 holes, one per quadrant. Only B has 4 holes in the quadrant centres."
         "</think>\n<answer>B", "B"),
    case("rltuned", "letters4",
         "<think>Fold along the diagonal, punch once near the corner. Unfolding reflects it across the diagonal: two "
         "holes. A has two holes in mirrored positions.</think><answer>A</answer><answer>A</answer>", "A"),
    case("rltuned", "letters4",
         "<think>Hole at top-left after folding left onto right; unfolding gives top-left and top-right.</think>\n"
         "The answer is C.", "C"),
    case("rltuned", "letters4",
         "<think>B and D both have holes in mirrored positions.</think><answer>B or D</answer>", None),
    case("rltuned", "letters6",
         "<think>frame 1→2: square rotates 45°. 2→3: 45° again. Next: 45° more, dot stays on top. E.</think>"
         "<answer>E</answer>", "E"),
    case("rltuned", "letters6", "<answer> F </answer>", "F"),
    case("rltuned", "letters6",
         "<think>The dot moves clockwise one corner per frame. Frame 5 has it at bottom-left, so frame 6 is "
         "top-left. Options: A top-left, C top-right.</think>\n<answer>A</answer>", "A"),
    case("rltuned", "letters6",
         "<think>Number of sides increases by one each frame: 3, 4, 5, 6, 7 → next 8. Option D is an octagon. So the "
         "answer is D.</think>", "D"),
    case("rltuned", "letters6", "Answer: B\n\nThe arrow turns 90° clockwise each frame.", "B"),
    case("rltuned", "letters6",
         "<think>Colours alternate red, blue, red, blue, red → next blue. Shape grows each frame. Blue and larger: C "
         "or F. C is larger than F... wait, F is larger. Hmm, need to compare the sizes of C and", None),
    case("rltuned", "letters6", "<think>\n\n</think>\n\n<answer>E</answer>", "E"),
    case("rltuned", "odd6",
         "<think>A, B, C, E, F all have a vertical axis of symmetry. D doesn't.</think><answer>D</answer>", "D"),
    case("rltuned", "odd6",
         "<answer>A</answer>\nA is the only panel whose pattern is not repeated at the second level.", "A"),
    case("rltuned", "odd6",
         "<think>All six look symmetric. Checking again... all six have a mirror axis.</think><answer></answer>",
         None),
    case("rltuned", "odd6",
         "<think>Count the dots: 3, 3, 3, 3, 4, 3. E has four.</think><answer>E</answer>", "E"),
    case("rltuned", "odd6", "Answer: F", "F"),
    case("rltuned", "odd6",
         "<think>B differs in colour, C differs in orientation.</think><answer>B</answer><answer>C</answer>", None),
    case("rltuned", "yes_no",
         "<think>Edges: Paris capital_of France ✓, Berlin capital_of Germany ✓, France currency Euro ✓, Germany "
         "member_of NATO ✓. All correct.</think><answer>No</answer>", "No"),
    case("rltuned", "yes_no", "<answer>Yes</answer>", "Yes"),
    case("rltuned", "yes_no",
         "<think>Vienna capital of Switzerland — wrong, Vienna is Austria's capital.</think><answer>Yes</answer>",
         "Yes"),
    case("rltuned", "yes_no", "Answer: No\nAll edges are correct.", "No"),
    case("rltuned", "yes_no",
         "<think>Kenya official language Swahili ✓. Uganda capital Kampala ✓. Tanzania currency", None),
    case("rltuned", "yes_no",
         "<think>The graph says Bern capital of Switzerland ✓; Switzerland member of EU ✗ — Switzerland is not an EU "
         "member.</think>\n<answer>yes</answer>", "Yes"),
    case("rltuned", "yes_no", "<think>All triples check out.</think>\nAnswer: No\n<answer>No</answer>", "No"),
    case("rltuned", "count",
         "<think>Nodes: France, Paris, Germany, Berlin, Euro, EU, NATO. 7.</think><answer>7</answer>", "7"),
    case("rltuned", "count", "<answer>\n9\n</answer>", "9"),
    case("rltuned", "count",
         "<think>Count the nodes one by one: Kenya, Nairobi, Uganda, Kampala, Tanzania, Dodoma, Swahili, East African "
         "Community.</think><answer>8</answer>", "8"),
    case("rltuned", "count", "Answer:6", "6"),
    case("rltuned", "count",
         "<think>Nodes: Austria, Vienna, Switzerland, Bern, Liechtenstein, Vaduz, German, Euro, Swiss franc", None),
    case("rltuned", "count", "<think>10 nodes.</think><answer>10", "10"),
    case("rltuned", "count",
         "<think>8 or 9 depending on whether the masked node counts.</think><answer>8 or 9</answer>", None),
    case("rltuned", "count_relations",
         "<think>Edges: 1 Paris→France capital, 2 Berlin→Germany capital, 3 France→EU member, 4 Germany→EU member, "
         "5 France–Germany border, 6 France→Euro currency, 7 Germany→Euro currency, 8 masked edge. Total 8.</think>"
         "<answer>8</answer>", "8"),
    case("rltuned", "count_relations", "<answer>12</answer>", "12"),
    case("rltuned", "count_relations", "Answer: 11\nEach arrow is one relation, including the masked one.", "11"),
    case("rltuned", "count_relations",
         "<think>Let me count arrows. Top cluster: 4. Bottom cluster: 5. Plus the", None),
    case("rltuned", "count_relations", "<think>4 + 5 + 1 = 10</think>\n<answer>10</answer>", "10"),
    case("rltuned", "count_relations",
         "<think>There are 13 edges.</think><answer>13</answer>\n<answer>13</answer>", "13"),
    case("rltuned", "entity",
         "<think>The masked node is linked to Uganda by 'capital of'. Uganda's capital is Kampala.</think>"
         "<answer>B</answer>", "B", EAST_AFRICA),
    case("rltuned", "entity", "<answer>Bern</answer>", "B", EUROPE),
    case("rltuned", "entity",
         "<think>The missing node is the currency of Switzerland → Swiss franc.</think><answer>B. Swiss franc"
         "</answer>", "B", CURRENCIES),
    case("rltuned", "entity", "Answer: E", "E", ORGS),
    case("rltuned", "entity",
         "<think>The masked entity borders Austria and is German-speaking... could be Vaduz or Bern.</think><answer>",
         None, EUROPE),
    case("rltuned", "entity",
         "<think>Official language of Liechtenstein: German.</think><answer>German</answer>", "C", LANGUAGES),
    case("rltuned", "relation",
         "<think>Nairobi → Kenya: capital.</think><answer>A</answer>", "A", RELATIONS),
    case("rltuned", "relation", "<answer>member of</answer>", "B", RELATIONS_2),
    case("rltuned", "relation",
         "<think>Austria and Switzerland are neighbours.</think><answer>D</answer>", "D", RELATIONS_2),
    case("rltuned", "relation", "Answer: currency", "C", RELATIONS),
    case("rltuned", "relation",
         "<think>Could be 'part of' or 'located in region'. Greenland is part of the Kingdom of Denmark but also "
         "located in the Arctic region. Hmm.", None, RELATIONS_2),
    case("rltuned", "relation",
         "<think>France → EU: member of.</think>\n\nAnswer: member of\n<answer>D</answer>", "D", RELATIONS),
]

# ---- puzzletalk: Mind's Eye only, every puzzle (paper folding and hole punching, mental rotation about an axis,
# ---- mental composition, symmetric structures, hierarchical patterns, visual relations and odd one out, conceptual
# ---- slippage, dynamic correspondence): detailed explanations in each puzzle's vocabulary that name many panels and
# ---- their features (holes, axes, quadrants, cubes, colours) before the pick
PUZZLETALK = [
    case("puzzletalk", "letters4",
         "The sheet is folded in half from left to right, then folded again from top to bottom, so the punched hole "
         "near the folded corner goes through four layers. When unfolded, the hole is reflected across the vertical "
         "crease and then across the horizontal crease, giving four holes arranged symmetrically, one in each "
         "quadrant, all close to the centre. Option A shows four holes but they sit near the outer corners. Option B "
         "shows only two holes, along the vertical crease. Option C shows four holes, one per quadrant, each near the "
         "centre. Option D shows three holes. So the answer is C.", "C"),
    case("puzzletalk", "letters4",
         "Let's trace the folds. Fold 1: the top half comes down over the bottom half (horizontal crease). Fold 2: "
         "the right half folds over the left (vertical crease). The punch is a circle in the upper-left of the folded "
         "square, which is near the outer edges of the original sheet. Unfolding fold 2 mirrors the circle across the "
         "vertical crease; unfolding fold 1 mirrors both across the horizontal crease. Result: four circles near the "
         "four corners. Option A has four circles at the corners — this matches. Option B has them near the centre, "
         "C has a square punch instead of a circle, D has only two holes.\n\nAnswer: A", "A"),
    case("puzzletalk", "letters4",
         "The paper is folded along the diagonal from the top-left corner to the bottom-right corner, and a "
         "triangular hole is punched at the middle of the fold line. Because the hole touches the crease, unfolding "
         "produces a single diamond-shaped hole straddling the diagonal rather than two separate triangles. Option B "
         "has two separate triangles, option C has a diamond on the other diagonal, and option D has a diamond on the "
         "correct diagonal. Option A has no hole on the diagonal at all. The correct unfolded sheet is D.", "D"),
    case("puzzletalk", "letters4",
         "The reference object is made of six cubes: a vertical column of three, with an arm of two cubes extending "
         "to the right from the bottom cube and one cube extending toward the viewer from the top. Rotating it 90° "
         "about the vertical axis (clockwise seen from above) should swing the right arm to point toward the viewer "
         "and the top cube to point left. Option A: the arm points toward the viewer and the top cube points left — "
         "consistent. Option B: the arm points away from the viewer; that's a rotation combined with a mirror. "
         "Option C has only five cubes. Option D is the mirror image of A. I'd go with option A.", "A"),
    case("puzzletalk", "letters4",
         "Rotating 180° about the horizontal axis flips the object upside down and swaps front and back. The "
         "reference has the red cube on top at the front-left; after the rotation it should be at the bottom, "
         "back-left. In option A the red cube is at the bottom front-left (that's only a vertical flip, a "
         "reflection). In option B it's bottom back-left, and the L-shaped part now opens downward, which is right. "
         "Option C keeps it on top. Option D has the red cube at the bottom back-right, which would need an extra "
         "rotation about the vertical axis. The answer is B.", "B"),
    case("puzzletalk", "letters4",
         "The reference object has an L-shape of four cubes with a blue cube at the corner. After a 90° rotation "
         "about the horizontal axis, the long leg should point toward the viewer. Options B and C both show the long "
         "leg pointing toward the viewer with the blue cube at the corner; they differ only in whether the short leg "
         "points up or down, which depends on the direction of rotation, and the question doesn't say whether the "
         "rotation is forward or backward. I can't tell which of B and C is intended.", None),
    case("puzzletalk", "letters4",
         "Combining the two pieces: the first piece is a right triangle with its right angle at the bottom left, the "
         "second is a small square. Placed together along the triangle's vertical leg, they form a pentagon with a "
         "flat base and a slanted top. Option A is a trapezoid (the square is on the wrong side). Option B is a "
         "pentagon with a flat base and slanted top — matching. Option C uses two triangles. Option D overlaps the "
         "pieces. Answer: B", "B"),
    case("puzzletalk", "letters4",
         "Piece 1 is a semicircle, piece 2 is a rectangle as wide as the semicircle's diameter. Joined along the "
         "diameter they form an arch-like shape — a rectangle topped with a semicircle. Option A shows this arch. "
         "Option C also shows the arch but with the semicircle at the bottom, which is the same composition turned "
         "upside down. Depending on whether the pieces may be rotated, A or C would both be valid.", None),
    case("puzzletalk", "letters4",
         "In the example, the small circle inside the big square moves from the top-left corner to the bottom-right, "
         "i.e. it is reflected through the centre. Applying the same change to the test figure, where a small "
         "triangle sits in the top-right corner of a big circle, the triangle should end up in the bottom-left "
         "corner — the shape of the container changes, but the relation \"reflected through the centre\" stays. "
         "Option A has the triangle bottom-right (a vertical flip only). Option B has it bottom-left. Option C has it "
         "top-left. Option D keeps it top-right but enlarged. The answer is option B.", "B"),
    case("puzzletalk", "letters4",
         "The rule in the first pair is that the number of sides goes up by one and the shading moves from the inner "
         "to the outer shape: a shaded triangle inside a square becomes a square inside a shaded pentagon. So a "
         "shaded square inside a pentagon should become a pentagon inside a shaded hexagon. A: hexagon inside a "
         "shaded pentagon (the nesting is reversed). B: pentagon inside a shaded hexagon. C: pentagon inside an "
         "unshaded hexagon. D: shaded pentagon inside a hexagon. Only B keeps both changes — **B**.", "B"),
    case("puzzletalk", "letters4",
         "After the two folds the folded packet covers the bottom-right quadrant of the original sheet. The punch is "
         "a small square placed in the packet's top-left corner, which touches both creases. Unfolding: the top-left "
         "corner of the packet is at the centre of the sheet, so the four copies of the square merge into one larger "
         "square at the centre. A: one large square at the centre. B: four separate squares around the centre. C: a "
         "large square in the bottom-right quadrant. D: two rectangles. A is correct.", "A"),
    case("puzzletalk", "letters4",
         "Step 1: the sheet is folded in thirds, like a letter: the left third over the middle, then the right third "
         "over that. Step 2: one hole is punched through the middle of the packet. Unfolding gives three holes in a "
         "horizontal row, one in each third, evenly spaced. Looking at the options, A has three holes in a row, B has "
         "three holes in a column, C has three holes in a row but unevenly spaced, and D has two holes. A and C are "
         "the only ones with three holes in a row; I can't tell from the image whether the spacing in C is actually "
         "uneven or just drawn that way.", None),
    case("puzzletalk", "letters4",
         "Looking at the reference shape, it is a 2×2 block of cubes with one extra cube sticking up from the "
         "back-left corner and a green face on the front-right cube. A 90° rotation about the vertical axis moves the "
         "extra cube to the back-right and the green face to the front-left.\n\n- Option A: the extra cube is at "
         "back-right and the green face is at front-left ✔\n- Option B: the extra cube is at front-left ✘\n- Option "
         "C: green face on top ✘\n- Option D: the extra cube is at back-right but the green face is at the back ✘\n\n"
         "So the correct option is A.", "A"),
    case("puzzletalk", "letters4",
         "The figure is symmetric about the vertical axis, and the right half is missing. The left half has a black "
         "triangle in the top quadrant, two dots in the bottom-left quadrant and a vertical line along the axis. The "
         "missing half must mirror these: a black triangle pointing the other way at the top, two dots at the "
         "bottom-right. Option C has the triangle pointing the same way (a translation, not a reflection); option D "
         "has only one dot; option A mirrors the triangle and has two dots; option B mirrors the triangle but puts "
         "the dots at the top. The answer is A.", "A"),
    case("puzzletalk", "letters4",
         "At the top level the figure is a large triangle made of three medium triangles, and each medium triangle "
         "is made of three small squares. The missing corner must repeat that structure. Option A skips a level (the "
         "medium triangles are solid), option B uses circles at the second level, option C stops at the second "
         "level, and option D continues to the third level with three small squares in each medium triangle. D.",
         "D"),
    case("puzzletalk", "letters4",
         "Each option shows the sheet unfolded with a different pattern: A has holes in the top-left and top-right; "
         "B has holes in all four corners; C has holes along the vertical crease; D has one hole in the centre. The "
         "answer depends on where the punch lands relative to the creases, which I can't make out in the folded "
         "diagram.", None),
    case("puzzletalk", "letters4",
         "The sheet is folded diagonally so that the top-right corner meets the bottom-left corner, and a half-circle "
         "is punched on the crease. When the sheet opens, the half-circle becomes a full circle centred on the "
         "diagonal. Options: A has a full circle on the diagonal, B two half-circles at the edges, C a circle off the "
         "diagonal, D no hole. I believe the answer is A, although the drawing of option C is close.", "A"),
    case("puzzletalk", "letters4",
         "Unfolding step by step: the last fold was vertical, so first reflect the two punched holes across the "
         "vertical crease — the holes at the upper-left and lower-left of the folded packet appear again at the "
         "upper-right and lower-right. Then undo the first, horizontal fold: each of those four holes is mirrored "
         "across the horizontal crease, giving eight holes, four in each half, symmetric about both creases. Option D "
         "shows exactly that. A shows four holes, B six, and C eight but not symmetric about the horizontal crease.",
         "D"),
    case("puzzletalk", "letters6",
         "Frames 1–5 show a black dot travelling around the inside of a square, one corner per frame, clockwise: "
         "top-left, top-right, bottom-right, bottom-left, top-left. At the same time a small triangle in the centre "
         "rotates by 90° each frame. So frame 6 should have the dot in the top-right corner and the triangle pointing "
         "to the right (it pointed up in frame 5). A: dot top-right, triangle pointing up. B: dot bottom-right, "
         "triangle right. C: dot top-right, triangle right. D: dot top-left, triangle right. E: dot top-right, "
         "triangle down. F: no dot. The next frame is C.", "C"),
    case("puzzletalk", "letters6",
         "The sequence shows two shapes exchanging positions: in frame 1 the circle is on the left and the square on "
         "the right; in frame 2 they have moved toward each other; in frame 3 they overlap in the middle; in frame 4 "
         "they've passed each other; in frame 5 the circle is on the right and the square on the left. The next frame "
         "should continue the motion: the circle at the far right edge and the square at the far left edge, unless "
         "the motion reverses. Options A and D show the shapes at the edges (A circle right, D circle left). Since "
         "nothing in frames 1–5 suggests a bounce, A continues the motion.\n\nAnswer: A", "A"),
    case("puzzletalk", "letters6",
         "Counting the dots in each frame: 1, 3, 5, 7, 9. The number of dots increases by two each time, so the sixth "
         "frame should have 11 dots. Option A has 10 dots, B has 12, C has 11 arranged in a ring, D has 11 but in two "
         "rows, E has 9, F has 13. Frames 1–5 keep the dots in a ring, so C.", "C"),
    case("puzzletalk", "letters6",
         "The shading moves one segment counter-clockwise per frame in the wheel, and the outer ring alternates "
         "between thick and thin. Frame 6 should have the shaded segment at the 2 o'clock position with a thin outer "
         "ring. Options B and E both have the segment at 2 o'clock; B's ring looks thin and E's looks slightly "
         "thicker, but at this resolution I can't be sure the ring widths differ.", None),
    case("puzzletalk", "letters6",
         "The arrow in frames 1–5 rotates 45° clockwise each frame (up, up-right, right, down-right, down), and its "
         "colour alternates black, grey, black, grey, black. The next frame therefore has a grey arrow pointing "
         "down-left. Option F shows a grey arrow pointing down-left. E shows a black arrow pointing down-left and D "
         "a grey arrow pointing left. **F**", "F"),
    case("puzzletalk", "letters6",
         "Frame by frame, the square grows by one grid unit and the small circle moves from the square's left side to "
         "its top, then right, then bottom, then left again. So in frame 6 the circle should be on top and the square "
         "one unit bigger than in frame 5. A: circle on top, square same size as frame 5. B: circle right. C: circle "
         "on top, square bigger. D: circle bottom, bigger square. E: no circle. F: circle on top, square smaller. The "
         "answer is C.", "C"),
    case("puzzletalk", "letters6",
         "The outer polygon cycles triangle → square → pentagon → triangle → square, so frame 6 is a pentagon; the "
         "inner dot alternates between filled and empty, so frame 6 has an empty dot. Option D: pentagon, empty dot. "
         "Option B: pentagon, filled dot. Option E: hexagon, empty dot. The next frame is D.", "D"),
    case("puzzletalk", "letters6",
         "Let me describe the frames. Frame 1: a vertical bar on the left, a circle on the right. Frame 2: the bar has "
         "tilted 30°, the circle moved down. Frame 3: bar tilted 60°, circle further down. Frame 4: bar horizontal, "
         "circle at the bottom. Frame 5: bar tilted 120°, circle moving left. Following this, frame 6 should have the "
         "bar at 150° and the circle at the bottom-left. Looking at the options, A has the bar at 150° but the circle "
         "at the bottom; E has the circle at the bottom-left but the bar at 120°. Neither option matches exactly.",
         None),
    case("puzzletalk", "letters6",
         "The pendulum swings from left to right: frames 1–5 show it at the far left, left, centre, right, far right. "
         "The next frame should show it swinging back, at the right position. Option B: right. Option A: far right "
         "again. Option F: centre. I'd say B.", "B"),
    case("puzzletalk", "letters6",
         "Colours: red, orange, yellow, green, blue — the rainbow order, so frame 6 is purple. Shape: the star gains "
         "one point each frame (5, 6, 7, 8, 9), so frame 6 has a 10-pointed star. E is a purple 10-pointed star; A is "
         "purple with 9 points; C is blue with 10 points. Answer: E", "E"),
    case("puzzletalk", "letters6",
         "Frames 1 to 5: the filled quadrant of the circle goes top-right, bottom-right, bottom-left, top-left, "
         "top-right — it moves clockwise by one quadrant per frame. Frame 6: bottom-right. A is top-left, B "
         "bottom-right, C bottom-left, D top-right, E bottom-right but with two quadrants filled, F is empty. The "
         "sixth frame is B.", "B"),
    case("puzzletalk", "letters6",
         "In frames 1–5 the small square moves right by one cell per frame, wrapping around when it reaches the edge, "
         "and the big circle flips between black and white. In frame 5 the square is in cell 5 and the circle is "
         "black, so frame 6 should have the square back in cell 1 and a white circle. Checking the options: A square "
         "in cell 1, black circle; B square in cell 6, white circle; C", None),
    case("puzzletalk", "letters6",
         "The two dots orbit the centre in opposite directions: the black dot clockwise and the white dot "
         "counter-clockwise, each moving 60° per frame. In frame 5 the black dot is at 10 o'clock and the white one "
         "at 2 o'clock; in frame 6 they should meet at 12 o'clock. Only option F shows both dots together at the top. "
         "Option D has them together at the bottom.", "F"),
    case("puzzletalk", "letters6",
         "The glass is 1/6, 2/6, 3/6, 4/6 and 5/6 full in frames 1–5, so frame 6 is completely full. Options: A half "
         "full, B full, C 5/6 full, D full but tilted, E empty, F overflowing. The glass never tilts in frames 1–5, "
         "so the answer is B.", "B"),
    case("puzzletalk", "letters6",
         "The clock hand moves forward 2 hours each frame: 12, 2, 4, 6, 8, so frame 6 shows 10 o'clock. A shows 9, B "
         "10, C 11, D 12, E 10 but with the short hand, F 8. The long hand has been used in every frame, so B.", "B"),
    case("puzzletalk", "odd6",
         "Checking each panel for mirror symmetry: Panel A — a heart shape, symmetric about the vertical axis. Panel "
         "B — a butterfly, vertical axis. Panel C — an arrow pointing up, vertical axis. Panel D — a crescent moon "
         "opening to the right, symmetric about the horizontal axis. Panel E — a five-pointed star, five axes. Panel "
         "F — a spiral, no mirror axis at all. Panels A–E all have at least one axis of symmetry; F has none, so F "
         "breaks the rule.", "F"),
    case("puzzletalk", "odd6",
         "Each panel is a large shape built from smaller copies of another shape: A is a big triangle made of small "
         "circles, B a big square made of small triangles, C a big circle made of small squares, D a big triangle "
         "made of small triangles, E a big square made of small circles, F a big circle made of small triangles. The "
         "rule seems to be that the big shape and the small shapes differ; D is the only panel where the big shape "
         "is made of copies of itself. The odd one out is D.", "D"),
    case("puzzletalk", "odd6",
         "In every panel there are two shapes, a large one and a small one, with the small one inside the large one: "
         "A (circle in square), B (triangle in circle), C (square in triangle), E (star in hexagon), F (dot in "
         "pentagon). In panel D the small shape sits outside the large one, touching its edge. So D breaks the rule.",
         "D"),
    case("puzzletalk", "odd6",
         "Panels A, C and E have three-fold rotational symmetry, panels B and D have four-fold symmetry, and panel F "
         "has six-fold symmetry. If the rule is rotational symmetry of any order, all six follow it; if the rule is "
         "three-fold symmetry specifically, B, D and F all break it. I don't see a single panel that breaks the "
         "rule.", None),
    case("puzzletalk", "odd6",
         "Hierarchical pattern: the top level is a 3×3 grid in every panel. At the second level, each cell in A, B, "
         "C, E and F is subdivided into a 3×3 grid as well, and the shading repeats the top-level shading (a "
         "self-similar pattern). In panel B, though, the second-level cells are subdivided 2×2. Wait — re-checking, "
         "B is 3×3 too; it is panel E whose cells are split 2×2. So E breaks the rule.", "E"),
    case("puzzletalk", "odd6",
         "Panel A: two parallel lines. Panel B: two parallel lines of different lengths. Panel C: two perpendicular "
         "lines. Panel D: two parallel dashed lines. Panel E: two parallel lines with a dot between. Panel F: two "
         "parallel curves. The relation in five panels is \"parallel\"; panel C has perpendicular lines, so C is the "
         "odd one out.", "C"),
    case("puzzletalk", "odd6",
         "Every panel shows a shape that is symmetric about the vertical axis: A a vase, B a house outline, C a tree, "
         "D a face, E a tulip, F a lamp. I can't spot any asymmetry in any of them at this resolution; the "
         "differences may be in small details I can't see.", None),
    case("puzzletalk", "odd6",
         "The odd one out is B. In A, C, D, E and F the black quadrant and the white quadrant are diagonally "
         "opposite; in B they are adjacent (top-left and top-right).", "B"),
    case("puzzletalk", "odd6",
         "All panels contain a circle, a square and a triangle. In B, C, D, E and F the triangle sits inside the "
         "square; in panel A the triangle is inside the circle instead. Panel A breaks the rule.", "A"),
    case("puzzletalk", "odd6",
         "The panels show a big letter-like shape made of smaller shapes. A: a large L of small squares; B: a large T "
         "of small squares; C: a large L of small circles; D: a large T of small circles; E: a large L of small "
         "triangles; F: a large T of small triangles. They pair up neatly (L and T with each small shape), so no "
         "single panel stands out.", None),
    case("puzzletalk", "odd6",
         "Panels A–F show a line of dots whose count varies: A 3 evenly spaced, B 4 evenly spaced, C 5 evenly "
         "spaced, D 4 with one gap doubled, E 6 evenly spaced, F 2. The rule is even spacing; D breaks it.", "D"),
    case("puzzletalk", "odd6",
         "Reflection symmetry check:\n- A: axis vertical ✓\n- B: axis horizontal ✓\n- C: axis diagonal ✓\n- D: two "
         "axes ✓\n- E: no axis — the shading on the left half doesn't match the right half ✗\n- F: axis vertical ✓\n\n"
         "Panel E is the one that breaks the rule.", "E"),
    case("puzzletalk", "odd6",
         "Looking at the relationship between the inner and outer shapes: the outer shape always has one more side "
         "than the inner one — A: square around triangle, B: pentagon around square, D: hexagon around pentagon, E: "
         "square around triangle, F: pentagon around square. Panel C has a hexagon around a square, two more sides. "
         "So C.", "C"),
    case("puzzletalk", "odd6",
         "There are six panels with patterns of stripes. A: horizontal stripes, black-white-black. B: vertical "
         "stripes, black-white-black. C: diagonal stripes, black-white-black. D: horizontal stripes, "
         "white-black-white. E: vertical stripes, black-white-black. F: diagonal stripes, black-white-black. D is the "
         "only one where the outer stripes are white, so D breaks the rule.", "D"),
    case("puzzletalk", "odd6",
         "Panel A and panel F are both candidates. A is the only panel with a curved outline, and F is the only panel "
         "whose dots are not centred. Which one breaks the rule depends on whether the rule is about the outline or "
         "the dots; I'd need more context to decide.", None),
    case("puzzletalk", "odd6",
         "Five of the panels show the same shape rotated by different angles and one shows its mirror image. "
         "Rotating A by 90° gives B, by 180° gives C, D is A rotated by 270° and E is A rotated by 45°, but F cannot "
         "be rotated into A — its hook points the other way. F is the mirror image and breaks the rule.", "F"),
    case("puzzletalk", "odd6",
         "In each panel an arrow points from the larger shape to the smaller one. A: big circle → small circle. B: "
         "big square → small square. C: small triangle → big triangle. D: big star → small star. E: big hexagon → "
         "small hexagon. F: big diamond → small diamond. In C the arrow points from small to big, so C is the odd "
         "one.", "C"),
]

# ---- chatapp: consumer chat-app tone (ChatGPT, Gemini and Copilot apps, Meta AI, Grok): friendly openings ("Great
# ---- puzzle!", "Ooh, fun one"), emoji, "I'd go with **B**", "My pick: C", follow-up offers ("Want me to explain the
# ---- folds step by step?"), uncertainty admitted with or without a pick, a request for a larger image
CHATAPP = [
    case("chatapp", "letters4",
         "Great puzzle! 🧩\n\nWhen you unfold the paper, the hole gets mirrored across both folds, so you end up with "
         "four holes — one in each quarter of the sheet. That matches **option C**. ✅\n\nWant me to explain the "
         "folds step by step?", "C"),
    case("chatapp", "letters4",
         "Ooh, fun one! I'd go with **B** — it's the only option where the shape is rotated without being flipped. 😊",
         "B"),
    case("chatapp", "letters4",
         "My pick: A\n\nThe other three are either mirrored (C, D) or have an extra cube (B). Let me know if you'd "
         "like a breakdown!", "A"),
    case("chatapp", "letters4",
         "I can't quite read the labels in this image — could you upload a larger version? 🙏 Then I'll take another "
         "look!", None),
    case("chatapp", "letters4",
         "Nice brain teaser! 🤔 Honestly, it's between **B** and **D** for me — both look like the hole pattern "
         "you'd get after unfolding. If you have the answer key, I'd love to know which one it is!", None),
    case("chatapp", "letters4",
         "Short answer: **D** 👍\n\nLong answer: the sheet is folded diagonally, so the punch gets reflected across "
         "the diagonal. D is the only one with the holes mirrored that way.", "D"),
    case("chatapp", "letters4",
         "Okay, let's figure this out together! 🕵️\n\n1. The paper is folded in half vertically.\n2. A hole is "
         "punched near the fold.\n3. Unfold → the hole appears twice, mirrored.\n\nThat gives us **option A**. 🎉 "
         "Does that match your answer key?", "A"),
    case("chatapp", "letters4",
         "Hmm, I'm not 100% sure on this one, but I think it's **C**. The rotated shape in C keeps the blue cube on "
         "top, just like the original. Happy to walk through it if you want! 😊", "C"),
    case("chatapp", "letters6",
         "Love these sequence puzzles! 😄 The dot moves one corner clockwise each frame, so next it should be in the "
         "top-right corner. That's **E**! ✨", "E"),
    case("chatapp", "letters6",
         "I'd go with **F**. The triangle keeps rotating by 90°, and F is the only one where it points left. Want me "
         "to show how I tracked the rotation?", "F"),
    case("chatapp", "letters6",
         "Great question! This one's tricky 😅 I can see the shape getting bigger each time, but I can't tell whether "
         "the next frame is A or D — they look almost the same to me. Could you tell me what's different between "
         "them?", None),
    case("chatapp", "letters6",
         "My pick: B 🙂\n\n(The colour goes red → blue → red → blue → red, so the next one should be blue, and B is "
         "the only blue one with the right shape.)", "B"),
    case("chatapp", "letters6",
         "Ooh, pattern time! 🔍 Frames 1–5: the number of lines goes 1, 2, 3, 4, 5… so frame 6 should have 6 lines. "
         "Option **C** has 6 lines. Easy peasy! 😎", "C"),
    case("chatapp", "letters6",
         "Sorry, I can't make out the frames clearly — the image seems a bit blurry on my end. 😕 Could you upload a "
         "sharper version?", None),
    case("chatapp", "letters6",
         "Fun! I think the answer is **A** — the arrow keeps turning clockwise, and A continues that. Let me know if "
         "you want me to double-check! 👀", "A"),
    case("chatapp", "odd6",
         "Nice one! 🎯 The odd one out is **D** — it's the only panel that isn't symmetric. All the others can be "
         "folded in half along a line and match up perfectly.", "D"),
    case("chatapp", "odd6",
         "I'd go with **B**. Every other panel has three dots; B has four. 😊 Want me to go through each panel?", "B"),
    case("chatapp", "odd6",
         "Tough one! 🤯 I honestly can't spot a difference — all six panels look like they follow the same rule to "
         "me. Could you give me a hint about what the rule is?", None),
    case("chatapp", "odd6",
         "My pick: E ✅ (it's the only one where the small shape sits outside the big one)", "E"),
    case("chatapp", "odd6",
         "Great puzzle! Five of them are made of little squares, but panel **A** is made of little circles. So A "
         "breaks the rule! 🙌", "A"),
    case("chatapp", "odd6",
         "Ooh, I see two candidates: C (the only one in black) and F (the only one rotated). 🤔 Which rule are we "
         "going by — colour or orientation? Let me know and I'll give you a final answer!", None),
    case("chatapp", "odd6",
         "Panel F is the odd one out 👉 it has no line of symmetry. Anything else you'd like me to check?", "F"),
    case("chatapp", "yes_no",
         "Good news — everything checks out! ✅ Paris is the capital of France, Berlin is the capital of Germany, and "
         "both use the Euro. So **no**, there's no factual error in this graph. 👍", "No"),
    case("chatapp", "yes_no",
         "Yes! 🚨 There's an error: the graph says Vienna is the capital of Switzerland, but it's actually the "
         "capital of Austria. Switzerland's capital is Bern. Want me to list the corrected triples?", "Yes"),
    case("chatapp", "yes_no",
         "Hmm, I can't quite read the labels on the arrows — they're pretty small. 🔍 Could you upload a larger "
         "version so I can check the facts?", None),
    case("chatapp", "yes_no",
         "Nope, no errors that I can see! 😊 All the capitals and currencies are correct.", "No"),
    case("chatapp", "yes_no",
         "Yes, there is one! ❌ The UK is linked to the Euro as its currency, but the UK uses the Pound sterling. "
         "Everything else looks right. 👌", "Yes"),
    case("chatapp", "yes_no",
         "Great question! I'd say **yes** — \"Norway — member of — EU\" is wrong, since Norway isn't an EU member "
         "(it's in the EEA). 🇳🇴", "Yes"),
    case("chatapp", "yes_no",
         "I'm not totally sure 😅 The edge between Kenya and Tanzania might be labelled wrong, but I can't read it "
         "clearly. Could you zoom in on that part?", None),
    case("chatapp", "count",
         "Let's count! 🧮 I see: France, Paris, Germany, Berlin, Italy, Rome, and the Euro. That's **7 entities** in "
         "total. 🎉", "7"),
    case("chatapp", "count", "There are **9** entities in this graph! 😊 Want me to list them?", "9"),
    case("chatapp", "count",
         "I count 8 nodes 👍 (Kenya, Nairobi, Uganda, Kampala, Rwanda, Kigali, Swahili and the African Union).", "8"),
    case("chatapp", "count",
         "Hmm, some of the labels overlap in the middle, so I'm not sure — I'd say somewhere around 10 or 11. 😕 "
         "Could you send a clearer image?", None),
    case("chatapp", "count", "My count: **6** ✅", "6"),
    case("chatapp", "count",
         "Ooh, a knowledge graph! 🕸️ Counting the circles… 1, 2, 3, 4, 5, 6, 7, 8, 9, 10. So **10 entities**! Let me "
         "know if you want the relations counted too.", "10"),
    case("chatapp", "count", "Great question! I see **twelve** entities. 😊", "12"),
    case("chatapp", "count_relations",
         "I count **11** relations (arrows) in the graph, including the masked one. 👍 Want me to list them?", "11"),
    case("chatapp", "count_relations",
         "Let's see… 🔍 Each arrow is one relation: capital of ×3, member of ×3, currency ×2, shares border with ×2. "
         "That's **10** relations in total! 🎉", "10"),
    case("chatapp", "count_relations",
         "Hmm, a couple of arrows overlap near the middle so I can't be sure 😅 — maybe 12, maybe 13. Could you "
         "upload a higher-resolution image?", None),
    case("chatapp", "count_relations", "My count: 9 relations ✅", "9"),
    case("chatapp", "count_relations",
         "There are **14** edges connecting the entities! 🕸️ Anything else you'd like to know about this graph?",
         "14"),
    case("chatapp", "count_relations", "Fun one! I counted the lines twice to be sure: **8** relations. 😊", "8"),
    case("chatapp", "entity", "The hidden entity is **Kampala** 🇺🇬 — it's the capital of Uganda! 😊", "B",
         EAST_AFRICA),
    case("chatapp", "entity",
         "I'd go with **C) Vaduz** — it's the capital of Liechtenstein, which fits the graph. 🏔️", "C", EUROPE),
    case("chatapp", "entity",
         "Great puzzle! 🧩 The masked node connects to Switzerland via 'currency', so it should be the **Swiss "
         "franc** 💰. Want me to explain the other edges?", "B", CURRENCIES),
    case("chatapp", "entity",
         "My pick: **Romansh** — it's one of Switzerland's four official languages! 🇨🇭", "E", LANGUAGES),
    case("chatapp", "entity",
         "Hmm, it could be Nairobi or Dodoma 🤔 — the arrow labels are too small for me to read. Could you upload a "
         "larger version?", None, EAST_AFRICA),
    case("chatapp", "entity",
         "Ooh, fun! I think it's the **African Union** 🌍, since the masked node is linked to Kenya, Uganda and "
         "Ethiopia with 'member of'.", "C", ORGS),
    case("chatapp", "relation",
         "The missing relation is **capital of** 🏛️ — Nairobi is the capital of Kenya! 😊", "A", RELATIONS),
    case("chatapp", "relation",
         "I'd go with **shares border with** 🗺️ — Austria and Switzerland are neighbours.", "D", RELATIONS_2),
    case("chatapp", "relation", "My pick: **D**, member of ✅", "D", RELATIONS),
    case("chatapp", "relation",
         "I can't quite read the labels in this image — could you upload a larger version? 🙏", None, RELATIONS_2),
    case("chatapp", "relation",
         "Great question! Greenland is **part of** the Kingdom of Denmark 🇩🇰, so that's the masked relation. Want to "
         "know more about Greenland's status?", "C", RELATIONS_2),
    case("chatapp", "relation",
         "Ooh, tricky! It's either 'official language' or 'currency' — I can't tell which arrow the mask is on. 😅",
         None, RELATIONS),
]

# ---- evalharness: what lmms-eval and VLMEvalKit log for this project's tasks from mid-size open models run with the
# ---- task's own prompt (Qwen2.5-VL-7B, InternVL2.5-8B, LLaVA-OneVision-7B, Idefics3, Pixtral-12B, Molmo-7B,
# ---- Llama-3.2-11B-Vision): short direct answers with the odd justification, the letter with its option text,
# ---- "The correct option is (B).", chat-template residue, newline-only formatting
EVALHARNESS = [
    case("evalharness", "letters4", "C<|im_end|>", "C"),
    case("evalharness", "letters4", "The correct option is (B).", "B"),
    case("evalharness", "letters4", "D. Option D<|im_end|>\n<|im_start|>assistant\n", "D"),
    case("evalharness", "letters4",
         "A\n\nWhen the sheet is unfolded, the hole is mirrored across the vertical fold, giving two holes.", "A"),
    case("evalharness", "letters4", "Answer: C<|eot_id|>", "C"),
    case("evalharness", "letters4",
         "The sheet is folded twice and punched once, so it should show four holes after unfolding.<|im_end|>", None),
    case("evalharness", "letters4", "\n\nB\n\n", "B"),
    case("evalharness", "letters4", "The rotated object is shown in option A.</s>", "A"),
    case("evalharness", "letters4", "I cannot determine the answer from the image provided.<|im_end|>", None),
    case("evalharness", "letters4", "Option B<end_of_utterance>", "B"),
    case("evalharness", "letters6", "E <|im_end|>", "E"),
    case("evalharness", "letters6", "The correct option is (F).<|eot_id|>", "F"),
    case("evalharness", "letters6",
         "D\nThe square moves one step clockwise in each frame, and in D it has reached the bottom-left corner.", "D"),
    case("evalharness", "letters6", "Answer: B\n<|im_end|>", "B"),
    case("evalharness", "letters6",
         "The sequence shows a circle that grows in each frame. The next frame should show the largest circle.",
         None),
    case("evalharness", "letters6", "A. Option A", "A"),
    case("evalharness", "letters6", "Based on the pattern, the next frame is C.<|im_end|>", "C"),
    case("evalharness", "letters6", "</s>", None),
    case("evalharness", "letters6", "B or E<|im_end|>", None),
    case("evalharness", "odd6", "E<|im_end|>", "E"),
    case("evalharness", "odd6", "The panel that breaks the rule is (C).", "C"),
    case("evalharness", "odd6",
         "B\n\nAll the other panels show the small shape inside the large one; in B it is outside.", "B"),
    case("evalharness", "odd6", "Answer: F<end_of_utterance>", "F"),
    case("evalharness", "odd6",
         "All six panels appear to follow the same rule. I am unable to identify which panel is different.<|eot_id|>",
         None),
    case("evalharness", "odd6", "The correct option is (A): it is the only panel drawn with dashed lines.", "A"),
    case("evalharness", "yes_no", "Yes<|im_end|>\n<|endoftext|>", "Yes"),
    case("evalharness", "yes_no", "No.<|eot_id|>", "No"),
    case("evalharness", "yes_no",
         "Yes. The graph states that Canberra is the capital of New Zealand, but Canberra is the capital of "
         "Australia.<|im_end|>", "Yes"),
    case("evalharness", "yes_no", "No, all the relations shown in the graph are factually correct.</s>", "No"),
    case("evalharness", "yes_no", "\nNo\n", "No"),
    case("evalharness", "yes_no",
         "The knowledge graph shows countries, their capitals and their currencies.<|im_end|>", None),
    case("evalharness", "yes_no", "Answer: Yes\nThe edge (Peru, currency, Euro) is incorrect.", "Yes"),
    case("evalharness", "count", "9<|im_end|>", "9"),
    case("evalharness", "count", "There are 11 entities in the knowledge graph.<|eot_id|>", "11"),
    case("evalharness", "count", "Answer: 7\n", "7"),
    case("evalharness", "count",
         "8\n\nThe entities are: Spain, Madrid, Portugal, Lisbon, France, Paris, Euro, European Union.", "8"),
    case("evalharness", "count", "The knowledge graph contains entities and relations.<|im_end|>", None),
    case("evalharness", "count", "The graph contains 6 entities.</s>", "6"),
    case("evalharness", "count_relations", "10<|im_end|>", "10"),
    case("evalharness", "count_relations", "There are 13 relations in the knowledge graph shown.", "13"),
    case("evalharness", "count_relations", "Answer: 12<|eot_id|>", "12"),
    case("evalharness", "count_relations",
         "I'm sorry, but I can't count the relations accurately because the arrows overlap.<|im_end|>", None),
    case("evalharness", "count_relations", "\n\n9\n\n", "9"),
    case("evalharness", "count_relations",
         "The relations include capital of, currency and member of.</s>", None),
    case("evalharness", "entity", "B. Kampala<|im_end|>", "B", EAST_AFRICA),
    case("evalharness", "entity", "The correct option is (E) Brussels.", "E", EUROPE),
    case("evalharness", "entity", "Answer: D\nDodoma is the capital of Tanzania.<|eot_id|>", "D", EAST_AFRICA),
    case("evalharness", "entity", "A. European Union</s>", "A", ORGS),
    case("evalharness", "entity", "Dutch<|im_end|>", "B", LANGUAGES),
    case("evalharness", "entity", "I'm sorry, I cannot read the labels in the image.<|eot_id|>", None, CURRENCIES),
    case("evalharness", "entity", "A. Nairobi\nB. Kampala\nC. Kigali\nD. Dodoma\nE. Addis Ababa<|im_end|>", None,
         EAST_AFRICA),
    case("evalharness", "relation", "E. shares border with<|im_end|>", "E", RELATIONS),
    case("evalharness", "relation", "The correct option is (C) part of.<|eot_id|>", "C", RELATIONS_2),
    case("evalharness", "relation", "currency", "C", RELATIONS),
    case("evalharness", "relation",
         "The masked relation connects Brazil and Mercosur.<|im_end|>", None, RELATIONS_2),
]

# ---- visualdescribers: models that first describe what they see on the map or the panel grid at length (node names,
# ---- edge labels, colours, shapes, positions such as "top-left panel"), with entity and relation names that coincide
# ---- with option texts, and only then answer or fail to
VISUALDESCRIBERS = [
    case("visualdescribers", "letters4",
         "The image shows a square sheet at the top with a dashed vertical line down the middle and an arrow showing "
         "the left half folded over the right. A single black circle is punched near the top edge of the folded "
         "sheet. Below are four candidate sheets labelled A to D: A has one hole at the top right, B has two holes "
         "at the top mirrored about the centre line, C has two holes at the bottom, and D has four holes near the "
         "corners.\n\nUnfolding mirrors the hole across the vertical fold, so the answer is B.", "B"),
    case("visualdescribers", "letters4",
         "In the top panel there is an L-shaped object made of five grey cubes, with the short arm pointing to the "
         "right. The four options below show similar objects in different orientations. Option A has the short arm "
         "pointing up, option B points to the left, option C points towards the viewer and option D looks like a "
         "mirrored version with the arm on the opposite side.\n\nRotating the object by 90° about the vertical axis "
         "brings the arm towards the viewer, which matches option C.", "C"),
    case("visualdescribers", "letters4",
         "I can see an unfolded net of a cube in the upper part of the image: a cross shape with a red square in the "
         "centre, a blue square above it, a green square below it and yellow squares on the left and right. The "
         "four options show cubes from one corner, each with three visible faces in different colours.", None),
    case("visualdescribers", "letters4",
         "The figure shows two shapes on the left: a blue semicircle and a red triangle. An arrow points to a blank "
         "box where they are combined. The four choices show the shapes joined in different ways: in A the triangle "
         "sits on top of the semicircle, in B they overlap, in C they are side by side, and in D the triangle is "
         "upside down. Putting the flat side of the triangle on the flat side of the semicircle gives A.", "A"),
    case("visualdescribers", "letters4",
         "There is a sheet of paper folded diagonally from the bottom-left corner to the top-right corner, with a "
         "hole punched near the crease. Below, four unfolded sheets are shown with holes in different places: the "
         "top-left panel has two holes along the diagonal, the top-right panel has one hole, the bottom-left panel "
         "has two holes on opposite sides of the diagonal, and the bottom-right panel has three holes.", None),
    case("visualdescribers", "letters4",
         "The reference shape is a white arrow on a black square pointing north-east. Each option shows the same "
         "arrow turned: option A points south-west, option B points north-west, option C points south-east and "
         "option D points north-east but is flipped. A rotation of 180° turns north-east into south-west, so it is "
         "A.", "A"),
    case("visualdescribers", "letters4",
         "The picture contains a folded paper strip with three layers and two punched holes. The candidate answers "
         "are arranged in a row from A on the left to D on the right. A and D both show six holes in two rows, B "
         "shows four holes, and C shows six holes in a single row. Since three layers and two punches give six "
         "holes in two columns of three, the answer should be D.", "D"),
    case("visualdescribers", "letters6",
         "The first row shows five frames of an animation: a small black dot moves along the edge of a large square, "
         "from the top-left corner to the top-right corner, then to the bottom-right. The options A–F below show the "
         "dot in various positions: A top-left, B top-right, C bottom-right, D bottom-left, E centre, F right "
         "middle. The next position along the edge is the bottom-left corner, option D.", "D"),
    case("visualdescribers", "letters6",
         "I see a sequence of four panels in which a green triangle rotates and a blue circle changes size. In the "
         "first panel the triangle points up and the circle is small; in the second the triangle points right and "
         "the circle is medium; in the third it points down and the circle is large; in the fourth it points left "
         "and the circle is small again. The six options show different combinations of triangle direction and "
         "circle size.", None),
    case("visualdescribers", "letters6",
         "The image has two rows. The top row shows a source pair: a red square turning into a red circle. The "
         "second row shows a blue triangle followed by a question mark. Below, the six options are: A a blue "
         "square, B a red triangle, C a blue circle, D a blue hexagon, E a red circle, F a green circle. Applying the "
         "same change to the blue triangle gives a blue circle, so C.", "C"),
    case("visualdescribers", "letters6",
         "The top of the image shows a staircase of cubes in three steps, coloured orange. Each option shows a "
         "different view: A from the left, B from above, C from the front, D a mirror image, E from the back, F "
         "rotated upside down. The question asks for the view after a quarter turn to the right, which I think is "
         "E.", "E"),
    case("visualdescribers", "letters6",
         "Looking at the grid of frames: frame 1 has one line, frame 2 two lines crossing, frame 3 three lines "
         "forming a triangle, frame 4 four lines forming a square, and frame 5 five lines forming a pentagon. Among "
         "the options, B shows a hexagon with six sides, A shows a pentagon, and F shows a star. Following the "
         "pattern, the next frame is B.", "B"),
    case("visualdescribers", "letters6",
         "The image shows six small panels in two rows of three, each containing a geometric figure made of lines "
         "and dots. The top-left panel has a cross, the top-middle a circle with a dot, the top-right a square, the "
         "bottom-left a triangle, the bottom-middle a star and the bottom-right a spiral.", None),
    case("visualdescribers", "odd6",
         "There are six panels, A to F. Panels A, B, D, E and F each show a shape with a vertical line of symmetry: a "
         "heart, a vase, a tree, a house and a bell. Panel C shows a spiral that has no line of symmetry. So the "
         "panel that breaks the rule is C.", "C"),
    case("visualdescribers", "odd6",
         "Panel A (top-left) shows three circles inside a square, panel B (top-middle) three triangles inside a "
         "circle, panel C (top-right) three squares inside a triangle, panel D (bottom-left) four circles inside a "
         "square, panel E (bottom-middle) three stars inside a pentagon and panel F (bottom-right) three hexagons "
         "inside a circle. Every panel has three small shapes except D, which has four, so D breaks the rule.",
         "D"),
    case("visualdescribers", "odd6",
         "Each panel shows a large shape with a smaller copy of itself inside. The top row has a blue square, a red "
         "circle and a yellow triangle; the bottom row has a green pentagon, a purple star and an orange hexagon. "
         "In the purple star the inner shape looks slightly rotated, and in the green pentagon it is slightly "
         "smaller, but both differences are small and I cannot tell which one is intended.", None),
    case("visualdescribers", "odd6",
         "The panels show arrangements of black and white tiles. The top-left, top-middle, top-right, bottom-left "
         "and bottom-right panels all have the black tiles forming an L shape. The bottom-middle panel, which is "
         "panel E, has the black tiles forming a T shape. Therefore the odd one out is E.", "E"),
    case("visualdescribers", "odd6",
         "Six figures are drawn: a row of three on top and three below. Each is a hierarchical shape, a big letter "
         "made out of small letters. A is a big H made of small H's, B a big T made of small T's, C a big L made of "
         "small L's, D a big E made of small E's, E a big F made of small F's, and F a big O made of small X's. F is "
         "the only one whose small letters differ from the big one.", "F"),
    case("visualdescribers", "yes_no",
         "The knowledge graph has eight nodes: France, Paris, Germany, Berlin, Italy, Rome, Euro and European Union. "
         "The edges are labelled 'capital of' from each city to its country, 'currency' from each country to Euro "
         "and 'member of' from each country to the European Union. One edge goes from Rome to Germany with the label "
         "'capital of'. That edge is wrong, so yes, there is a factual error.", "Yes"),
    case("visualdescribers", "yes_no",
         "The map shows East Africa with nodes for Kenya, Uganda, Rwanda and Tanzania, connected to their capitals "
         "Nairobi, Kampala, Kigali and Dodoma by blue arrows labelled 'capital of'. Kenya and Uganda are also "
         "connected by a grey line labelled 'shares border with'. Each of these relations is correct, so there is "
         "no factual error.", "No"),
    case("visualdescribers", "yes_no",
         "The graph is drawn on a light background with round blue nodes and black arrows. The nodes are Spain, "
         "Madrid, Portugal, Lisbon, Euro and NATO. Some of the edge labels near the centre are partly hidden by the "
         "nodes, so I can only read 'capital of' and 'member of' clearly.", None),
    case("visualdescribers", "yes_no",
         "The nodes are Switzerland, Bern, Swiss franc, German, French, Italian and Romansh. Bern is linked to "
         "Switzerland by 'capital of', the Swiss franc by 'currency', and the four languages by 'official "
         "language'. All of these are true.\n\nNo", "No"),
    case("visualdescribers", "yes_no",
         "In the upper-left corner there is a node 'Norway' linked to 'Krone' by 'currency' and to 'European Union' "
         "by 'member of'. Norway is not a member of the European Union, so the graph contains an error: Yes.", "Yes"),
    case("visualdescribers", "yes_no",
         "The graph contains the nodes Belgium, Brussels, Netherlands, Amsterdam, Dutch and French, with edges "
         "labelled 'capital of', 'official language' and 'shares border with'. The layout is circular, with the "
         "countries on the outside and the cities and languages inside.", None),
    case("visualdescribers", "count",
         "The graph shows circles for Kenya, Nairobi, Uganda, Kampala, Tanzania, Dodoma, Swahili and the African "
         "Union, connected by arrows. There are 8 entities.", "8"),
    case("visualdescribers", "count",
         "I see blue nodes for the countries (Austria, Switzerland, Liechtenstein), green nodes for the capitals "
         "(Vienna, Bern, Vaduz) and orange nodes for the currencies (Euro, Swiss franc). Counting all of them, the "
         "graph has 8 entities.", "8"),
    case("visualdescribers", "count",
         "The knowledge graph is laid out as a star: a central node 'European Union' with spokes to Belgium, "
         "Luxembourg, Netherlands, Germany and France, and each country linked to its capital on the outer ring. "
         "Some of the outer nodes are cut off at the right edge of the image.", None),
    case("visualdescribers", "count",
         "The image contains a network diagram. On the left are the nodes Poland, Warsaw and Złoty; in the middle "
         "Czechia, Prague and Koruna; on the right Germany, Berlin and Euro; and at the bottom a single node NATO "
         "connected to all three countries. That makes ten entities.", "10"),
    case("visualdescribers", "count",
         "The nodes are drawn as rounded rectangles: Italy, Rome, Italian, Euro, San Marino, Vatican City and "
         "Mediterranean Sea. In total there are seven.", "7"),
    case("visualdescribers", "count",
         "The graph has a dense cluster in the centre where several labels overlap, with country names in bold and "
         "cities in italics. I can read Denmark, Copenhagen, Sweden, Stockholm and Krone, but there are more nodes "
         "underneath that I can't make out.", None),
    case("visualdescribers", "count_relations",
         "The edges are arrows labelled with relation names: three 'capital of' arrows (Paris→France, "
         "Berlin→Germany, Madrid→Spain), three 'currency' arrows to Euro, and two 'shares border with' lines "
         "(France–Germany, France–Spain). That gives 8 relations.", "8"),
    case("visualdescribers", "count_relations",
         "The image shows the nodes Uganda, Kampala, Kenya, Nairobi and the African Union. Kampala is connected to "
         "Uganda, Nairobi to Kenya, both countries to the African Union, and Uganda to Kenya with 'shares border "
         "with'. So there are 5 relations in the graph.", "5"),
    case("visualdescribers", "count_relations",
         "The relations are drawn as grey arrows with small labels in the middle: 'official language', 'currency', "
         "'capital of' and 'member of'. Several arrows run in parallel between the same two nodes, and the masked "
         "one is shown as a red dashed line.", None),
    case("visualdescribers", "count_relations",
         "Across the top there are Sweden, Norway and Finland; below them Stockholm, Oslo and Helsinki, each linked "
         "by a 'capital of' arrow. Sweden and Finland share a 'currency'-style arrow to Krone and Euro respectively, "
         "Norway has one to Krone, and there are two 'shares border with' edges. Counting every arrow: 3 + 3 + 2 = "
         "8 relations.", "8"),
    case("visualdescribers", "count_relations",
         "The diagram has twelve arrows in total, each labelled with a relation such as 'capital of' or 'member "
         "of'.", "12"),
    case("visualdescribers", "entity",
         "The graph shows Uganda at the centre, connected to the African Union by 'member of', to Kenya by 'shares "
         "border with', and to a masked node by 'capital of'. The other capitals on the map are Nairobi (for Kenya) "
         "and Kigali (for Rwanda). The capital of Uganda is Kampala, so the missing entity is Kampala.", "B",
         EAST_AFRICA),
    case("visualdescribers", "entity",
         "I see the nodes Austria, Switzerland, Liechtenstein, Belgium and Luxembourg. Vienna is connected to "
         "Austria and Bern to Switzerland, and the node linked to Liechtenstein by 'capital of' is hidden by the "
         "mask. Brussels is shown next to Belgium. The missing entity is Vaduz.", "C", EUROPE),
    case("visualdescribers", "entity",
         "The masked node sits between Switzerland and Romansh, with arrows labelled 'official language' going to "
         "French, German and Italian. The mask is a grey box with question marks, and the arrow leading into it is "
         "also labelled 'official language'.", None, LANGUAGES),
    case("visualdescribers", "entity",
         "The nodes shown are Denmark, Sweden, Norway, Copenhagen and the masked node. Denmark and Norway are both "
         "linked to the masked node by 'currency'. The Euro and the Swiss franc don't appear anywhere else on the "
         "map. Both Denmark and Norway use a krone, so the answer is Krone.", "D", CURRENCIES),
    case("visualdescribers", "entity",
         "On the map, Ethiopia is in the upper right, linked to the masked node by 'capital of'; Kenya is linked to "
         "Nairobi and Tanzania to Dodoma. The node for Kigali is connected to Rwanda. The missing capital is Addis "
         "Ababa (E).", "E", EAST_AFRICA),
    case("visualdescribers", "entity",
         "The graph has the nodes Germany, France, Italy and Poland, all linked by 'member of' to a masked node at "
         "the centre, and Germany and France are also linked to NATO. Poland is drawn with a red border.", None,
         ORGS),
    case("visualdescribers", "entity",
         "Thailand, Vietnam and Indonesia each have a blue arrow labelled 'member of' going to the masked node in "
         "the middle of the map. Since all three are in Southeast Asia, the hidden organisation is ASEAN.", "D", ORGS),
    case("visualdescribers", "relation",
         "There are two nodes joined by the masked edge: Nairobi on the left and Kenya on the right. Other edges "
         "in the graph are labelled 'currency', 'member of' and 'official language'. Nairobi is the capital of "
         "Kenya, so the masked relation is 'capital of'.", "A", RELATIONS),
    case("visualdescribers", "relation",
         "The masked edge connects Germany and Austria. Germany also has edges labelled 'member of' to the European "
         "Union and 'currency' to the Euro, and Austria has a 'capital of' edge from Vienna. Germany and Austria are "
         "neighbours, so the relation is shares border with.", "E", RELATIONS),
    case("visualdescribers", "relation",
         "The masked edge runs from Greenland to Denmark. Denmark is also linked to Europe by 'located in region' "
         "and to NATO by 'member of'.", None, RELATIONS_2),
    case("visualdescribers", "relation",
         "The image shows Venezuela and Mercosur linked by the hidden edge, with Brazil and Argentina also pointing "
         "to Mercosur with 'member of' arrows. The same relation applies to Venezuela, so the answer is B.", "B",
         RELATIONS_2),
    case("visualdescribers", "relation",
         "France points to French with one arrow, Belgium points to French and Dutch, and the masked arrow goes from "
         "Switzerland to Italian. Italian is one of Switzerland's languages, so: official language.", "B", RELATIONS),
    case("visualdescribers", "relation",
         "The masked relation is between Tanzania and East Africa. Tanzania is also connected to Kenya by 'shares "
         "border with' and to Dodoma by 'capital of', and the East Africa node has arrows from Kenya and Uganda "
         "labelled 'located in region'. So the hidden one is located in region as well.", "A", RELATIONS_2),
    case("visualdescribers", "relation",
         "The hidden edge connects Portugal and Spain, shown as neighbouring nodes at the bottom left. Spain is "
         "linked to the Euro by 'currency', and both are linked to the European Union by 'member of'. The label on "
         "the hidden edge is covered completely.", None, RELATIONS),
]

# ---- countingaloud: counting replies of every count task and the counts inside Mind's Eye reasoning (holes, cubes,
# ---- lines): enumerations "1. Paris 2. Berlin ...", running tallies, corrections "wait, I missed one — 9", a count
# ---- with the question's other numbers around it, and the letter answer or the number at the end
COUNTINGALOUD = [
    case("countingaloud", "count",
         "Let me list the entities:\n1. France\n2. Paris\n3. Germany\n4. Berlin\n5. Italy\n6. Rome\n7. Euro\n\n"
         "Total: 7 entities.", "7"),
    case("countingaloud", "count",
         "Counting the nodes: Kenya (1), Nairobi (2), Uganda (3), Kampala (4), Rwanda (5), Kigali (6), African Union "
         "(7), Swahili (8). Wait, I missed Tanzania — 9. So there are 9 entities.", "9"),
    case("countingaloud", "count",
         "1. Spain\n2. Madrid\n3. Portugal\n4. Lisbon\n5. Euro\n6. European Union\n7. NATO\n8. Spanish\n9. "
         "Portuguese\n10. Atlantic Ocean", "10"),
    case("countingaloud", "count",
         "Going left to right: Austria, Vienna — 2; Switzerland, Bern — 4; Liechtenstein, Vaduz — 6; Swiss franc — 7; "
         "Euro — 8. There are 8 entities.", "8"),
    case("countingaloud", "count",
         "I'll count the circles. Top row: 4. Middle row: 3. Bottom row: 4. That's 11. Hmm, one node in the middle "
         "row is partly hidden behind an edge label, so it may be 12. I can't tell for sure.", None),
    case("countingaloud", "count",
         "Entities: Belgium, Brussels, Netherlands, Amsterdam, Luxembourg, Luxembourg City, Dutch, French, Euro. "
         "That's 9 in total. (The graph also has 12 edges, but the question asks for entities.)", "9"),
    case("countingaloud", "count",
         "Counting... Denmark, Copenhagen, Sweden, Stockholm, Norway, Oslo, Krone — that is seven. Wait, Finland and "
         "Helsinki are in the bottom corner too. So 9.", "9"),
    case("countingaloud", "count",
         "1. Japan 2. Tokyo 3. South Korea 4. Seoul 5. China 6. Beijing. There are 6 entities.", "6"),
    case("countingaloud", "count",
         "Let me count: Poland, Warsaw, Złoty, Czechia, Prague, Germany, Berlin, Euro, NATO, European Union, ... the "
         "labels in the lower half are too blurry to read, so I can't give a reliable total.", None),
    case("countingaloud", "count",
         "Countries: 4 (Kenya, Uganda, Rwanda, Tanzania). Capitals: 4 (Nairobi, Kampala, Kigali, Dodoma). "
         "Organisations: 1 (East African Community). 4 + 4 + 1 = 9 entities.", "9"),
    case("countingaloud", "count",
         "Running count: Italy 1, Rome 2, Vatican City 3, San Marino 4, Euro 5, Italian 6, European Union 7, NATO "
         "8, Mediterranean 9, Malta 10, Valletta 11. Final count: 11.", "11"),
    case("countingaloud", "count",
         "There are either 8 or 9 entities; I'm not sure whether the masked node counts as one.", None),
    case("countingaloud", "count_relations",
         "Edges:\n1. Paris → France (capital of)\n2. Berlin → Germany (capital of)\n3. France → Euro (currency)\n4. "
         "Germany → Euro (currency)\n5. France — Germany (shares border with)\n6. France → EU (member of)\n7. "
         "Germany → EU (member of)\n\nSo 7 relations.", "7"),
    case("countingaloud", "count_relations",
         "capital of: 3, currency: 3, member of: 2, shares border with: 2. Total = 3 + 3 + 2 + 2 = 10 relations.",
         "10"),
    case("countingaloud", "count_relations",
         "Let me count the arrows one by one… 1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 11. Oh wait, I counted the Nairobi "
         "arrow twice. So it's 10.", "10"),
    case("countingaloud", "count_relations",
         "The graph has 8 entities. Counting the edges between them: Vienna–Austria, Bern–Switzerland, "
         "Vaduz–Liechtenstein, Austria–Switzerland, Switzerland–Liechtenstein, Austria–Euro, Switzerland–Swiss "
         "franc, Liechtenstein–Swiss franc, Austria–EU. That's 9 relations.", "9"),
    case("countingaloud", "count_relations",
         "I count 12 arrows, but two of them overlap near the centre and might be one edge drawn twice, so it's 11 "
         "or 12.", None),
    case("countingaloud", "count_relations",
         "Tally of edges by node: Kenya has 4, Uganda 3, Rwanda 2, Tanzania 3 — but each edge between two countries "
         "is counted twice that way. Counting each edge once, there are 9 relations.", "9"),
    case("countingaloud", "count_relations",
         "1) capital of (Madrid–Spain)\n2) capital of (Lisbon–Portugal)\n3) currency (Spain–Euro)\n4) currency "
         "(Portugal–Euro)\n5) shares border with (Spain–Portugal)\n6) member of (Spain–NATO)\n7) member of "
         "(Portugal–NATO)\n8) official language (Spain–Spanish)\n\n8", "8"),
    case("countingaloud", "count_relations",
         "Counting edges: 5 from the capitals, 4 'member of', 3 'currency'... and I think there are a few more "
         "behind the legend that I can't see. At least 12.", None),
    case("countingaloud", "count_relations",
         "The relations, counted: 1 capital of, 2 capital of, 3 currency, 4 currency, 5 currency, 6 member of. "
         "Total: six.", "6"),
    case("countingaloud", "letters4",
         "The sheet is folded twice, so there are 4 layers. One punch through 4 layers gives 4 holes. Option A has 2 "
         "holes, B has 4, C has 3, D has 8. The answer is B.", "B"),
    case("countingaloud", "letters4",
         "Count the cubes: the reference has 7 cubes. Option A has 7, option B has 6, option C has 7, option D has "
         "8. So it's A or C. A is mirrored, C is a proper rotation. Answer: C", "C"),
    case("countingaloud", "letters4",
         "Three folds → 8 layers. Two punches → 16 holes after unfolding. Counting holes in each option: A: 16, B: "
         "12, C: 8, D: 16. A and D both have 16 and I can't tell their layouts apart at this resolution.", None),
    case("countingaloud", "letters4",
         "Number of holes: 1 punch × 2 layers = 2. Option D is the only sheet with exactly 2 holes mirrored about "
         "the crease. D.", "D"),
    case("countingaloud", "letters4",
         "Reference object: 5 cubes (3 in a row, 1 up, 1 forward). A: 5 cubes, B: 5 cubes, C: 6 cubes, D: 5 cubes. "
         "Remove C. Of A, B and D, only B has the forward cube at the right end.\n\nAnswer: B", "B"),
    case("countingaloud", "letters4",
         "Let me count the holes in each candidate: A has 4, B has 4, C has 4, D has 4. They all have the same "
         "number, so the count doesn't settle it.", None),
    case("countingaloud", "letters4",
         "The folded square has 2 layers, and 3 holes are punched, so the unfolded sheet should show 6 holes. "
         "Options: A (6 holes), B (3 holes), C (6 holes, but not mirrored), D (5 holes). So A.", "A"),
    case("countingaloud", "letters6",
         "Frame 1: 1 line. Frame 2: 2 lines. Frame 3: 3 lines. Frame 4: 4 lines. Frame 5: 5 lines. Frame 6 "
         "should have 6 lines. A: 5, B: 7, C: 6, D: 6 (but curved), E: 4, F: 8. Answer: C", "C"),
    case("countingaloud", "letters6",
         "The number of dots goes 2, 4, 6, 8, so the next frame needs 10 dots. Counting: A has 9, B has 10, C has 12, "
         "D has 8, E has 10, F has 11. B and E both have 10 — B's dots are in a row like the others, E's are in a "
         "circle. I'll say B.", "B"),
    case("countingaloud", "letters6",
         "Sides: triangle (3), square (4), pentagon (5), hexagon (6)... next is 7. Only option F shows a heptagon.",
         "F"),
    case("countingaloud", "letters6",
         "Each step adds 2 squares: 1, 3, 5, 7. The next frame should have 9 squares. Options A and E both have 9 "
         "and look identical to me.", None),
    case("countingaloud", "letters6",
         "Count the arms of the star in each frame: 3, 4, 5, 6, 7. The next one has 8 arms. 1 option has 8 arms: D.",
         "D"),
    case("countingaloud", "letters6",
         "Cubes per frame: 1, 2, 4, 8 — doubling each time. So 16 next. A: 12, B: 14, C: 16, D: 15, E: 18, F: 10. "
         "The answer is C.", "C"),
    case("countingaloud", "odd6",
         "Count the sides in each panel: A 4, B 4, C 4, D 3, E 4, F 4. Panel D is the only one with 3 sides, so D "
         "breaks the rule.", "D"),
    case("countingaloud", "odd6",
         "Holes per panel: A 2, B 2, C 2, D 2, E 3, F 2. E has an extra hole. Answer: E", "E"),
    case("countingaloud", "odd6",
         "Dots: A has 3, B has 3, C has 4, D has 3, E has 4, F has 3. Two panels have 4 dots, so counting dots "
         "doesn't single out one panel, and I can't see another difference.", None),
    case("countingaloud", "odd6",
         "Lines of symmetry: A 1, B 1, C 1, D 1, E 1, F 0. F has none, so F is the odd one out.", "F"),
    case("countingaloud", "odd6",
         "Small shapes inside each big shape: 5, 5, 5, 6, 5, 5 — so the fourth panel is different. That's D? No "
         "wait, counting again, the fourth panel has 5 and the first has 6. So A.", "A"),
    case("countingaloud", "yes_no",
         "Checking each of the 9 relations: 1. Paris capital of France ✓ 2. Berlin capital of Germany ✓ 3. Rome "
         "capital of Italy ✓ 4. France currency Euro ✓ 5. Germany currency Euro ✓ 6. Italy currency Euro ✓ 7. "
         "France member of EU ✓ 8. Germany member of EU ✓ 9. Italy member of NATO ✓. All 9 correct. No.", "No"),
    case("countingaloud", "yes_no",
         "Edges checked: 1/8 Nairobi–Kenya ok, 2/8 Kampala–Uganda ok, 3/8 Kigali–Rwanda ok, 4/8 Dodoma–Ethiopia "
         "wrong. Found an error at edge 4, so yes.", "Yes"),
    case("countingaloud", "yes_no",
         "I went through the 10 triples one at a time. 7 are clearly correct; 2 I can't read; 1 (Norway member of "
         "EU) looks wrong. So yes, there is an error.", "Yes"),
    case("countingaloud", "yes_no",
         "Triples checked: 6 of 11. The remaining 5 have labels that are too small to read, so I can't say whether "
         "any of them is wrong.", None),
    case("countingaloud", "yes_no",
         "Relation count: 7. Errors found: 0. So no, there isn't a factual error.", "No"),
    case("countingaloud", "entity",
         "The masked node has 3 edges: 'capital of' to Uganda, 'located in' to East Africa, and 'member of' to the "
         "African Union. Among the 5 options, only Kampala is the capital of Uganda. Answer: B", "B", EAST_AFRICA),
    case("countingaloud", "entity",
         "Four countries are linked to the masked node with 'member of': Brazil, Argentina, Paraguay and Uruguay. "
         "That's Mercosur (option E).", "E", ORGS),
    case("countingaloud", "entity",
         "2 of the options are capitals in the Alps region: Bern and Vaduz. The masked node is linked to "
         "Liechtenstein, so 1 remains: Vaduz.", "C", EUROPE),
    case("countingaloud", "entity",
         "The masked node is linked by 'currency' to 2 countries, but both country labels are cut off at the edge "
         "of the image. Any of the 5 options could be the currency of 2 countries, so I can't narrow it down.", None,
         CURRENCIES),
    case("countingaloud", "relation",
         "The hidden edge joins Austria and Germany. Of the 5 relations listed, 1 (capital of) and 3 (currency) "
         "don't fit two countries. Member of and official language don't fit either. It's shares border with.", "E",
         RELATIONS),
    case("countingaloud", "relation",
         "The masked relation appears 4 times elsewhere in the graph, always between a country and a larger "
         "region. That's 'located in region'.", "A", RELATIONS_2),
    case("countingaloud", "relation",
         "Counting the relation types present: capital of (3), currency (2), member of (2). The masked edge could "
         "be any of these 3 types; there's no way to tell from the picture.", None, RELATIONS),
]

# ---- uncertainpick: replies that commit while hedging as current models do ("I'm fairly confident it's C, though B
# ---- is close", "Probably D", "Tentatively: A", "Low confidence: B"), mixed with replies that hedge without
# ---- committing ("It's either B or D; I can't tell from the resolution", "Could be C, could be E"); about a third
# ---- committing to nothing
UNCERTAINPICK = [
    case("uncertainpick", "letters4",
         "I'm fairly confident it's C, though B is close — both have four holes, but B's are too near the centre.",
         "C"),
    case("uncertainpick", "letters4", "Probably D.", "D"),
    case("uncertainpick", "letters4",
         "It's either B or D; I can't tell from the resolution whether the holes are mirrored or not.", None),
    case("uncertainpick", "letters4",
         "Tentatively: A. The rotation looks right, but the image is small and I could be misreading the top cube.",
         "A"),
    case("uncertainpick", "letters4",
         "Low confidence: B. The unfolded pattern seems to match, but I'm not certain about the second fold.", "B"),
    case("uncertainpick", "letters4",
         "Could be A, could be C — they differ only in the position of one hole, which I can't make out.", None),
    case("uncertainpick", "letters4",
         "My best guess is D, but I wouldn't bet much on it. The cube arrangement is hard to follow from this angle.",
         "D"),
    case("uncertainpick", "letters4",
         "Honestly I'm torn. A and C both look consistent with folding along the diagonal.", None),
    case("uncertainpick", "letters4", "I think the answer is likely C, with maybe 60% confidence.", "C"),
    case("uncertainpick", "letters6",
         "I'd lean towards E, although F is a reasonable alternative if the rotation is counter-clockwise.", "E"),
    case("uncertainpick", "letters6",
         "The dot could continue to the bottom-right (option B) or bounce back (option D). Without more frames I "
         "can't say which.", None),
    case("uncertainpick", "letters6", "Most likely A. The shading of A matches the trend, I think.", "A"),
    case("uncertainpick", "letters6",
         "Answer (uncertain): F\n\nThe shape grows and rotates each frame; F is the best fit I can find, though C "
         "is also plausible.", "F"),
    case("uncertainpick", "letters6",
         "I'm not confident here. It looks like C or E, maybe B — the frames are too similar for me to be sure.",
         None),
    case("uncertainpick", "letters6",
         "Leaning D. I'm about 70% sure; the only other candidate I see is A.", "D"),
    case("uncertainpick", "letters6",
         "Hard to say. If the pattern is rotation, it's B; if it's reflection, it's F. I can't determine which rule "
         "applies.", None),
    case("uncertainpick", "letters6", "Tentative answer: B (the colours alternate, and B continues that).", "B"),
    case("uncertainpick", "odd6",
         "I'm fairly sure panel E is the odd one out, though D is also a bit different in its shading.", "E"),
    case("uncertainpick", "odd6", "Probably C? It's the only one that seems to lack a symmetry axis.", "C"),
    case("uncertainpick", "odd6",
         "Could be A, could be F. A has an extra line and F is rotated, and I don't know which counts as breaking "
         "the rule.", None),
    case("uncertainpick", "odd6",
         "Low confidence, but I'll say B: the inner shape in B looks mirrored compared with the others.", "B"),
    case("uncertainpick", "odd6",
         "I can't reliably tell which panel breaks the rule; D and E both look slightly off to me.", None),
    case("uncertainpick", "odd6", "Going with F, tentatively.", "F"),
    case("uncertainpick", "yes_no",
         "Probably yes — the edge between Lima and Chile looks wrong, although the label is a bit blurry.", "Yes"),
    case("uncertainpick", "yes_no",
         "I'm fairly confident there's no error. All the capitals and currencies I can read are correct.", "No"),
    case("uncertainpick", "yes_no",
         "I can't tell. Most of the facts look right, but two of the edge labels are unreadable, and either of them "
         "could be wrong.", None),
    case("uncertainpick", "yes_no",
         "Tentatively: No. Nothing stands out as incorrect, but I can't rule out a subtle error in the small "
         "labels.", "No"),
    case("uncertainpick", "yes_no",
         "It may or may not contain an error — 'Belgium, official language, German' is actually true, but it's "
         "unusual, and the rest is hard to read.", None),
    case("uncertainpick", "yes_no",
         "Low confidence: Yes. I think 'Oslo, capital of, Sweden' is in the graph, which would be wrong.", "Yes"),
    case("uncertainpick", "yes_no",
         "Leaning no, but I'm not sure. The triples look plausible, but I can't verify all of them.", "No"),
    case("uncertainpick", "count",
         "I count about 9 entities — possibly 10 if the partly hidden node on the right is separate.", None),
    case("uncertainpick", "count", "Probably 8 entities, though I may have missed a small node.", "8"),
    case("uncertainpick", "count",
         "My best estimate is 11. A couple of labels overlap, so I'm not completely sure.", "11"),
    case("uncertainpick", "count", "Somewhere between 7 and 9, I can't be more precise at this resolution.", None),
    case("uncertainpick", "count", "Tentatively 6 entities.", "6"),
    case("uncertainpick", "count",
         "I'm fairly confident the answer is 10, though it could be 9 if 'Euro' appears only once.", "10"),
    case("uncertainpick", "count_relations",
         "Probably 12 relations. The arrows near the centre are tangled, so I might be off by one.", "12"),
    case("uncertainpick", "count_relations",
         "Either 9 or 10 — one of the arrows might be double-headed, which would make it two relations.", None),
    case("uncertainpick", "count_relations", "Low confidence: 7 relations.", "7"),
    case("uncertainpick", "count_relations",
         "I'd estimate roughly a dozen relations, but I can't give an exact count.", None),
    case("uncertainpick", "count_relations", "Around 14 — my best guess is 14.", "14"),
    case("uncertainpick", "entity",
         "I'm fairly confident it's Kigali, though Kampala is close — the masked node is linked to Rwanda.", "C",
         EAST_AFRICA),
    case("uncertainpick", "entity",
         "It's either Bern or Vaduz; I can't read the country name next to the mask.", None, EUROPE),
    case("uncertainpick", "entity", "Probably the Swiss franc (B).", "B", CURRENCIES),
    case("uncertainpick", "entity",
         "Tentatively: NATO. The masked node is linked to several European countries and the United States, but "
         "the European Union would fit the European ones too.", "B", ORGS),
    case("uncertainpick", "entity",
         "Could be German, could be French — Switzerland has both as official languages, and the edge label is all "
         "I can go on.", None, LANGUAGES),
    case("uncertainpick", "entity", "Low confidence: Addis Ababa.", "E", EAST_AFRICA),
    case("uncertainpick", "relation",
         "Most likely 'shares border with', since the two nodes are neighbouring countries. I'm fairly but not "
         "fully sure.", "D", RELATIONS_2),
    case("uncertainpick", "relation",
         "It's either 'member of' or 'part of' — the two are hard to tell apart for Greenland and Denmark.", None,
         RELATIONS_2),
    case("uncertainpick", "relation", "My tentative answer is C, currency.", "C", RELATIONS),
    case("uncertainpick", "relation",
         "Probably 'capital of' (A), though I'm not certain the node on the left is a city.", "A", RELATIONS),
]



VOICES = {"terse": TERSE, "cot": COT, "markdown": MARKDOWN, "boxed": BOXED, "json": JSON, "restate": RESTATE,
          "multilingual": MULTILINGUAL, "hedging": HEDGING, "refusing": REFUSING}
for _case in ROUND_2 + ROUND_3 + ROUND_4 + ROUND_5 + ROUND_6:
    VOICES[_case.voice] = [*VOICES[_case.voice], _case]
ROUND_7_VOICES = {"structured": STRUCTURED, "revising": REVISING, "academic": ACADEMIC, "polyglot": POLYGLOT}
VOICES.update(ROUND_7_VOICES)
for _case in ROUND_8:
    VOICES[_case.voice] = [*VOICES[_case.voice], _case]
ROUND_9_VOICES = {"reasoner": REASONER, "smallmodel": SMALLMODEL, "truncated": TRUNCATED, "llama": LLAMA}
VOICES.update(ROUND_9_VOICES)
ROUND_10_VOICES = {"calibrated": CALIBRATED, "worldlang": WORLDLANG, "scoring": SCORING, "chatty": CHATTY}
VOICES.update(ROUND_10_VOICES)
ROUND_11_VOICES = {"codeblock": CODEBLOCK, "socratic": SOCRATIC, "bilingual": BILINGUAL, "symbols": SYMBOLS}
VOICES.update(ROUND_11_VOICES)
ROUND_12_VOICES = {"qwenvl": QWENVL, "internvl": INTERNVL, "gpt4o": GPT4O, "gemini": GEMINI}
VOICES.update(ROUND_12_VOICES)
ROUND_13_VOICES = {"agentic": AGENTIC, "ensemble": ENSEMBLE, "spoken": SPOKEN, "html": HTML}
VOICES.update(ROUND_13_VOICES)
ROUND_14_VOICES = {"faq": FAQ, "mathy": MATHY, "bracketed": BRACKETED, "tldr": TLDR}
VOICES.update(ROUND_14_VOICES)
ROUND_15_VOICES = {"emailstyle": EMAILSTYLE, "numbered": NUMBERED, "asciitable": ASCIITABLE, "quoted": QUOTED}
VOICES.update(ROUND_15_VOICES)
ROUND_16_VOICES = {"claude": CLAUDE, "openvlm": OPENVLM, "summarised": SUMMARISED, "zhmixed": ZHMIXED}
VOICES.update(ROUND_16_VOICES)
ROUND_17_VOICES = {"japanese": JAPANESE, "european": EUROPEAN, "gpt4v": GPT4V, "terseprose": TERSEPROSE}
VOICES.update(ROUND_17_VOICES)
ROUND_18_VOICES = {"korean": KOREAN, "romance_slavic": ROMANCE_SLAVIC, "tutor": TUTOR, "apologetic": APOLOGETIC}
VOICES.update(ROUND_18_VOICES)
ROUND_19_VOICES = {"indic": INDIC, "nordic_dutch": NORDIC_DUTCH, "repetitive": REPETITIVE,
                   "multianswer": MULTIANSWER}
VOICES.update(ROUND_19_VOICES)
ROUND_20_VOICES = {"mideast": MIDEAST, "sea": SEA, "machine": MACHINE, "dictation": DICTATION}
VOICES.update(ROUND_20_VOICES)
ROUND_21_VOICES = {"easteuro": EASTEURO, "african": AFRICAN, "thinktrace": THINKTRACE, "mathtex": MATHTEX}
VOICES.update(ROUND_21_VOICES)
ROUND_22_VOICES = {"frontier": FRONTIER, "qwen3vl": QWEN3VL, "smallvlm": SMALLVLM, "gemma_llama": GEMMA_LLAMA}
VOICES.update(ROUND_22_VOICES)
ROUND_23_VOICES = {"oseries": OSERIES, "deepseekvl": DEEPSEEKVL, "ovis_cog": OVIS_COG, "sonnet": SONNET}
VOICES.update(ROUND_23_VOICES)
ROUND_24_VOICES = {"flashmini": FLASHMINI, "templateleak": TEMPLATELEAK, "sfttuned": SFTTUNED,
                   "longcoten": LONGCOTEN}
VOICES.update(ROUND_24_VOICES)
ROUND_25_VOICES = {"eurolingo": EUROLINGO, "cjkreal": CJKREAL, "countnatural": COUNTNATURAL,
                   "detectnatural": DETECTNATURAL}
VOICES.update(ROUND_25_VOICES)
ROUND_26_VOICES = {"abstainfree": ABSTAINFREE, "completionfree": COMPLETIONFREE, "puzzlefree": PUZZLEFREE,
                   "harnesslog": HARNESSLOG}
VOICES.update(ROUND_26_VOICES)
ROUND_27_VOICES = {"positional": POSITIONAL, "sloppyenglish": SLOPPYENGLISH, "polaritytraps": POLARITYTRAPS,
                   "answerlast": ANSWERLAST}
VOICES.update(ROUND_27_VOICES)
ROUND_28_VOICES = {"selfrevise": SELFREVISE, "optionverdicts": OPTIONVERDICTS, "describefirst": DESCRIBEFIRST,
                   "countmixed": COUNTMIXED}
VOICES.update(ROUND_28_VOICES)
ROUND_29_VOICES = {"hedgedcommit": HEDGEDCOMMIT, "optionecho": OPTIONECHO, "groundingtokens": GROUNDINGTOKENS,
                   "kgstyle": KGSTYLE}
VOICES.update(ROUND_29_VOICES)
ROUND_30_VOICES = {"numberedsteps": NUMBEREDSTEPS, "emojiform": EMOJIFORM, "hypotheticals": HYPOTHETICALS,
                   "multipart": MULTIPART}
VOICES.update(ROUND_30_VOICES)
ROUND_31_VOICES = {"cutoff": CUTOFF, "exceptions": EXCEPTIONS, "comparatives": COMPARATIVES,
                   "clarifying": CLARIFYING}
VOICES.update(ROUND_31_VOICES)
ROUND_32_VOICES = {"gpt5family": GPT5FAMILY, "claudefamily": CLAUDEFAMILY, "geminifamily": GEMINIFAMILY,
                   "openweights": OPENWEIGHTS}
VOICES.update(ROUND_32_VOICES)
ROUND_33_VOICES = {"realabstain": REALABSTAIN, "reasoningmodels": REASONINGMODELS, "m3strreal": M3STRREAL,
                   "foreignreal": FOREIGNREAL}
VOICES.update(ROUND_33_VOICES)
ROUND_34_VOICES = {"tinyvlm": TINYVLM, "rltuned": RLTUNED, "puzzletalk": PUZZLETALK, "chatapp": CHATAPP}
VOICES.update(ROUND_34_VOICES)
ROUND_35_VOICES = {"evalharness": EVALHARNESS, "visualdescribers": VISUALDESCRIBERS, "countingaloud": COUNTINGALOUD,
                   "uncertainpick": UNCERTAINPICK}
VOICES.update(ROUND_35_VOICES)
ALL = [c for cases in VOICES.values() for c in cases]
