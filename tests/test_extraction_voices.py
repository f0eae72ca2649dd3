"""The extractor measured on model outputs in one hundred and sixty-one voices (lmms_tasks/extraction_voices.py), the
issue-27 misses verbatim, the mention the extractor chose (extract_with_span), and the protections the scores rest
on."""

from __future__ import annotations

import ast
import functools
import html
import json
import re
import unicodedata
from collections import Counter
from pathlib import Path

import pytest

from mindbench.lmms_tasks import extraction
from mindbench.lmms_tasks.extraction import extract_answer, extract_with_span
from mindbench.lmms_tasks.extraction_eval import extracted, main, score, score_voices
from mindbench.lmms_tasks.extraction_voices import (
    ALL,
    CHOICE_ALIASES,
    GRID_2X2,
    GRID_3X2,
    KIND_ANSWER_TYPE,
    KIND_PLACES,
    KIND_QUESTION,
    LAYOUT_TOLD,
    ROUND_2,
    ROUND_3,
    ROUND_4,
    ROUND_5,
    ROUND_6,
    ROUND_7_VOICES,
    ROUND_8,
    ROUND_9_VOICES,
    ROUND_10_VOICES,
    ROUND_11_VOICES,
    ROUND_12_VOICES,
    ROUND_13_VOICES,
    ROUND_14_VOICES,
    ROUND_15_VOICES,
    ROUND_16_VOICES,
    ROUND_17_VOICES,
    ROUND_18_VOICES,
    ROUND_19_VOICES,
    ROUND_20_VOICES,
    ROUND_21_VOICES,
    ROUND_22_VOICES,
    ROUND_23_VOICES,
    ROUND_24_VOICES,
    ROUND_25_VOICES,
    ROUND_26_VOICES,
    ROUND_27_VOICES,
    ROUND_28_VOICES,
    ROUND_29_VOICES,
    ROUND_30_VOICES,
    ROUND_31_VOICES,
    ROUND_32_VOICES,
    ROUND_33_VOICES,
    ROUND_34_VOICES,
    ROUND_35_VOICES,
    ROUND_36_VOICES,
    ROUND_37_VOICES,
    ROUND_38_VOICES,
    ROUND_39_VOICES,
    ROUND_40_VOICES,
    ROUND_41_VOICES,
    ROUND_42_VOICES,
    ROUND_43_VOICES,
    ROUND_44_VOICES,
    ROUND_45_VOICES,
    ROUND_46_VOICES,
    ROUND_47_VOICES,
    ROUND_48_VOICES,
    ROUND_49_VOICES,
    ROUND_50_VOICES,
    ROUND_51_VOICES,
    ROUND_52_VOICES,
    ROUND_53_VOICES,
    ROUND_54_VOICES,
    ROUND_55_VOICES,
    ROUND_56_VOICES,
    ROUND_57_VOICES,
    ROUND_58_VOICES,
    ROUND_59_VOICES,
    ROUND_60_VOICES,
    ROUND_61_VOICES,
    ROUND_62_VOICES,
    ROUND_63_VOICES,
    ROUND_64_VOICES,
    ROUND_65_VOICES,
    ROUND_66_VOICES,
    ROUND_67_VOICES,
    ROUND_68_VOICES,
    ROUND_69_VOICES,
    ROUND_70_VOICES,
    ROUND_71_VOICES,
    ROUND_72_VOICES,
    ROUND_73_VOICES,
    ROUND_74_VOICES,
    ROUND_75_VOICES,
    ROUND_76_VOICES,
    ROUND_77_VOICES,
    ROUND_78_VOICES,
    ROUND_79_VOICES,
    ROUND_80_VOICES,
    ROUND_81_VOICES,
    ROUND_82_VOICES,
    ROUND_83_VOICES,
    ROUND_84_VOICES,
    ROUND_85_VOICES,
    ROUND_86_VOICES,
    ROUND_87_VOICES,
    ROUND_88_VOICES,
    ROUND_89_VOICES,
    ROUND_90_VOICES,
    ROUND_91_VOICES,
    ROUND_92_VOICES,
    ROUND_93_VOICES,
    ROUND_94_VOICES,
    ROUND_95_VOICES,
    ROUND_96_VOICES,
    ROUND_97_VOICES,
    ROUND_98_VOICES,
    ROUND_99_VOICES,
    ROUND_100_VOICES,
    ROUND_101_VOICES,
    ROUND_102_VOICES,
    ROUND_103_VOICES,
    ROUND_104_VOICES,
    ROUND_105_VOICES,
    ROUND_106_VOICES,
    ROUND_107_VOICES,
    ROUND_108_VOICES,
    ROUND_109_VOICES,
    ROUND_110_VOICES,
    ROUND_111_VOICES,
    ROUND_112_VOICES,
    ROUND_113_VOICES,
    ROUND_114_VOICES,
    ROUND_115_VOICES,
    ROUND_116_VOICES,
    ROUND_117_VOICES,
    VOICES,
)

OVERALL_TARGET, VOICE_TARGET = 0.97, 0.95
# the voices held to a lower floor, and why: round 71's kgsynonym, round 79's kgentity5, round 99's kgcomplete7 and
# round 113's kgcomplete9 name completion options by world knowledge the rules do not hold by design ("the capital of
# the Grand Duchy", "the Brussels-based union", "the CHF", "Tanzania's capital", "GBP", "EUR", Dutch's own name
# "Nederlands", "the Southeast Asian bloc", "the North Atlantic alliance", "Flemish", "the language of Italy", the
# Portuguese "Mercosul") or misspell them past one slipped letter inside the name ("Kigaly"); round 97's hiartr, round
# 99's hegrnl, round 101's swmstl and round 102's czskhu name them in languages the rows carry no names in (Hindi,
# Arabic, Turkish, Hebrew, Greek, Swahili, Malay, Tagalog, Czech, Slovak, Hungarian; hiartr also counts in Arabic
# compound numbers), and round 97's puzzledescribe picks panels by descriptions the rules do not match to their labels;
# each floor is what the rules read of that voice now, so that any loss still fails
VOICE_FLOORS = {"kgsynonym": 47 / 56 - 1e-9, "kgentity5": 51 / 56 - 1e-9, "hiartr": 52 / 56 - 1e-9,
                "puzzledescribe": 53 / 56 - 1e-9, "kgcomplete7": 41 / 54 - 1e-9, "hegrnl": 52 / 56 - 1e-9,
                "swmstl": 53 / 56 - 1e-9, "czskhu": 53 / 56 - 1e-9, "kgcomplete9": 51 / 56 - 1e-9}
PANELS_4 = ["Option A", "Option B", "Option C", "Option D"]
PANELS_6 = [*PANELS_4, "Option E", "Option F"]
ODD = KIND_QUESTION["odd6"]

# ---- the measured figures -----------------------------------------------------------------------------------------


# the voiced cases the fast suite reads: every fourth case that commits to nothing (an invented answer is the error
# the targets allow none of) and every twelfth case that commits, from every round; `make test-slow` reads every case
FAST_CASES = [c for c in ALL if c.expected is None][::4] + [c for c in ALL if c.expected is not None][::12]
_INTACT: dict[int, str | None] = {}


def intact_answers(cases: list = ALL) -> dict[int, str | None]:
    """The reading of each of `cases` with the rules as they are (by `id` of the case), each case read once for all
    the tests that do not patch the rules."""
    for case in cases:
        if id(case) not in _INTACT:
            _INTACT[id(case)] = extracted(case)
    return {id(case): _INTACT[id(case)] for case in cases}


@functools.cache
def intact_scores() -> dict:
    """score_voices() with the rules as they are, from `intact_answers`."""
    answers = intact_answers()
    scores = {name: score(cases, answers)[0] for name, cases in VOICES.items()}
    return {**scores, "overall": score(ALL, answers)[0]}


def test_sampled_cases_meet_the_overall_target_and_invent_nothing() -> None:
    """The fast suite's share of the measurement: no abstaining case invented, the overall target met."""
    measured = score(FAST_CASES, intact_answers(FAST_CASES))[0]
    assert measured.invented == 0, measured
    assert measured.accuracy >= OVERALL_TARGET, measured


@pytest.mark.slow
def test_voices_meet_the_targets_and_invent_nothing() -> None:
    scores = dict(intact_scores())
    overall = scores.pop("overall")
    assert overall.accuracy >= OVERALL_TARGET, overall
    assert overall.invented == 0, overall
    low = {name: round(s.accuracy, 3) for name, s in scores.items()
           if s.accuracy < VOICE_FLOORS.get(name, VOICE_TARGET)}
    assert not low, low


def test_voice_cases_are_many_distinct_and_varied() -> None:
    """Guards the measurement itself: trimming or templating the cases cannot silently weaken it."""
    later = {id(c) for c in ROUND_2 + ROUND_3 + ROUND_4 + ROUND_5 + ROUND_6 + ROUND_8}
    assert len([c for c in ALL if id(c) not in later]) >= 200  # the first round, written before any tuning
    assert all(len(later_round) >= 50 for later_round in (ROUND_2, ROUND_3, ROUND_4, ROUND_5, ROUND_6, ROUND_8))
    assert len(ALL) == len(set(map(id, ALL)))
    assert set(VOICES) == {"terse", "cot", "markdown", "boxed", "json", "restate", "multilingual", "hedging",
                           "refusing", "structured", "revising", "academic", "polyglot", "reasoner", "smallmodel",
                           "truncated", "llama", "calibrated", "worldlang", "scoring", "chatty", "codeblock",
                           "socratic", "bilingual", "symbols", "qwenvl", "internvl", "gpt4o", "gemini", "agentic",
                           "ensemble", "spoken", "html", "faq", "mathy", "bracketed", "tldr", "emailstyle", "numbered",
                           "asciitable", "quoted", "claude", "openvlm", "summarised", "zhmixed", "japanese",
                           "european", "gpt4v", "terseprose", "korean", "romance_slavic", "tutor", "apologetic",
                           "indic", "nordic_dutch", "repetitive", "multianswer", "mideast", "sea", "machine",
                           "dictation", "easteuro", "african", "thinktrace", "mathtex", "frontier", "qwen3vl",
                           "smallvlm", "gemma_llama", "oseries", "deepseekvl", "ovis_cog", "sonnet", "flashmini",
                           "templateleak", "sfttuned", "longcoten", "eurolingo",
                           "cjkreal", "countnatural", "detectnatural", "abstainfree", "completionfree", "puzzlefree",
                           "harnesslog", "positional", "sloppyenglish", "polaritytraps", "answerlast", "selfrevise",
                           "optionverdicts", "describefirst", "countmixed", "hedgedcommit", "optionecho",
                           "groundingtokens", "kgstyle", "numberedsteps", "emojiform", "hypotheticals",
                           "multipart", "cutoff", "exceptions", "comparatives", "clarifying", "gpt5family",
                           "claudefamily", "geminifamily", "openweights", "realabstain", "reasoningmodels",
                           "m3strreal", "foreignreal", "tinyvlm", "rltuned", "puzzletalk", "chatapp",
                           "evalharness", "visualdescribers", "countingaloud", "uncertainpick",
                           "gpt4ofamily2", "qwenfamily2", "internfamily2", "llavafamily2",
                           "kindcounts", "kinddetect", "kindcomplete", "kindpuzzles",
                           "optionwalk", "describeonly", "lowconfidence", "offtask",
                           "lenword", "lensentence", "lenparagraph", "lenlong",
                           "contention", "conditional", "partialwork", "metaanswer",
                           "elimination", "retraction", "imagetrouble", "quoteback",
                           "emptyslots", "negativesonly", "otherquestion", "spreadbets",
                           "ordinalrefs", "noneofthese", "echoandstop", "deferuser",
                           "fewshotcont", "specialtokens", "directpost", "fullwidth",
                           "puzzlereal", "kgreal", "worldreal", "formatreal",
                           "thinkreal", "smallreal", "asiareal", "europereal", "mixedreal", "zhreal", "kgthink",
                           "puzzlethink", "evalreal", "explainreal", "tinyreal", "romancereal",
                           "apireal", "abstainreal", "germanicreal", "jakoreal",
                           "openreal", "reasonreal", "zhjareal", "esfrdereal",
                           "kgexplain", "harnessfmt", "cjkmix", "eurolatin",
                           "mixedbag", "hedgeheavy", "kgcomplete", "polyglot2",
                           "puzzlereason", "countdetail", "terseplus", "fiveling",
                           "apijson", "midlength", "listreason", "zhjaes",
                           "casualen", "kgverify", "puzzlestep", "ptruko",
                           "chatcasual", "reportstyle", "eurotrio", "zhko",
                           "evalmix", "puzzleprose", "kgprose", "cjkes",
                           "gradedqa", "stepwise", "plainshort", "eurasia",
                           "openvlm2", "kgcheck", "puzzlebrief", "zhjako",
                           "vlmharness", "kgdetail", "puzzlethinker", "sixtongues",
                           "frontier2", "kgcount", "puzzlepos", "asiaeuro",
                           "echoquote", "lmmsdirect", "puzzlecot", "worldsix",
                           "kgparaphrase", "smallvlm3", "puzzleverdict", "ninetongues",
                           "promptcot", "kgdetect2", "puzzlerefs", "romance2",
                           "kgtable", "cjk2", "shortmix", "hedgecommit",
                           "chatmarkdown", "kgcomplete3", "puzzleodd", "fourtongues",
                           "selfrevise2", "describefirst2", "contrastive", "coretongues",
                           "kgdetect3", "puzzlemixed", "modelquirks", "zhmodels",
                           "longcot2", "casualtypo", "eurofive", "kgcomplete4",
                           "refusalmix", "openmid", "jakotw", "kgcount3",
                           "lettertraps", "numbertraps", "puzzleshort2", "kgsynonym",
                           "frontier3", "structured2", "romance3", "zhja3",
                           "smallvlm4", "hedgecommit2", "kgverify2", "polyglot3",
                           "answerfirst", "kgmixed2", "zhko2", "puzzlefeatures",
                           "reasonsummary", "kgdetect5", "eurosix", "puzzleordinal",
                           "kgfacts2", "vlmcasual", "multilingual4", "puzzlewalk",
                           "tableverdict", "kgrelation2", "germanic2", "oneliners",
                           "gptstyle", "kgdetectfree", "cjkmix2", "puzzlereason3",
                           "sonnetlong", "kgentity5", "slavicbaltic", "puzzlehedge",
                           "r1distill", "romance4", "countwords", "harnessformats",
                           "openvlmshort", "kgdetect6", "puzzlepositions", "zhlong",
                           "tutorstyle", "kgrelation3", "jako3", "messychat",
                           "puzzleodd2", "kgcomplete5", "codeswitch", "verbosehedge",
                           "gemini2", "kgcount5", "puzzlecompare", "esfrpt",
                           "smallvlm5", "kgdetect7", "reasonfinal", "asianmix",
                           "llamastyle", "kgentity6", "puzzlecasual", "deitnl",
                           "mdtables2", "countdetect", "refusehedge2", "cjkshort",
                           "gpt5style", "kgmixed3", "puzzleexplain2", "multi5",
                           "qwenstyle", "countvoices", "detectvoices", "entityvoices",
                           "claude4style", "internvl3style", "thinktags3", "kgmixed4",
                           "zhglm", "llavaov", "kgrelation4", "puzzleelim3",
                           "pixtralstyle", "puzzlenumbers", "kgcount6", "frdeit2",
                           "geminithink", "shorthedge", "toolcalls", "rupl",
                           "gpt4omini", "kgdetect8", "puzzlestory", "esptcat",
                           "molmostyle", "countlists", "entitytrans", "jakozh",
                           "qwen3vlthink", "kgcomplete6", "puzzlehedge3", "nordicpt",
                           "apiharness", "detectreason", "puzzledescribe", "hiartr",
                           "llama4style", "kgdetect9", "puzzleodd3", "vietidth",
                           "phi4style", "countreason2", "kgcomplete7", "hegrnl",
                           "claudethink", "confscores", "chatemoji", "maxtokens",
                           "latexheavy", "revisions2", "kgmixed5", "swmstl",
                           "gpt5think", "kgcount7", "puzzlerotate", "czskhu",
                           "internvl35", "detectshort", "entitycontext", "koja2",
                           "gemini3style", "zhqwenglm", "paneltalk", "esfrde4",
                           "kgoptiontext", "jsonxml2", "hedgeheavy2", "smallvlm6",
                           "claudesonnet45", "qwen25vl", "kgcount8", "puzzleodd4",
                           "kgdetect10", "codeswitch2", "opencot2", "foldspatial",
                           "gpt41chat", "internvl25", "kgcomplete8", "detectplain",
                           "fivelang2", "countlatex", "r1trace2", "refusereal",
                           "llamavision2", "mistralvl", "kgrelation5", "countplain",
                           "itptnl2", "weighpick", "detecthedge", "answerline2",
                           "qwen3think2", "miniflash", "kgdetect11", "zhja3b",
                           "puzzleodd5", "kgcomplete9", "esfrde5", "abstain3",
                           "gemini25pro", "smallvlm7", "kgcount9", "kovi2",
                           "puzzlerot", "jsontool2", "hedgepick2", "ptitru2",
                           "claudeopus4", "ukplro", "puzzlesym2", "kgmixed6",
                           "gpt4oreal2", "nlsvda", "kgrelation6", "cutlong2"}
    # round 7: four whole new voices, each written before any rule change touching it
    assert len(ROUND_7_VOICES) >= 4 and all(len(cases) >= 50 for cases in ROUND_7_VOICES.values())
    assert all(sum(c.expected is None for c in cases) >= 10 for cases in ROUND_7_VOICES.values())
    # rounds 9 to 41: four more new voices each, written after the round before's fixes and before the extractor was
    # run on them
    for new_voices in (ROUND_9_VOICES, ROUND_10_VOICES, ROUND_11_VOICES, ROUND_12_VOICES, ROUND_13_VOICES,
                       ROUND_14_VOICES, ROUND_15_VOICES, ROUND_16_VOICES, ROUND_17_VOICES, ROUND_18_VOICES,
                       ROUND_19_VOICES, ROUND_20_VOICES, ROUND_21_VOICES, ROUND_22_VOICES,
                       ROUND_23_VOICES, ROUND_24_VOICES, ROUND_25_VOICES, ROUND_26_VOICES,
                       ROUND_27_VOICES, ROUND_28_VOICES, ROUND_29_VOICES, ROUND_30_VOICES,
                       ROUND_31_VOICES, ROUND_32_VOICES, ROUND_33_VOICES, ROUND_34_VOICES,
                       ROUND_35_VOICES, ROUND_36_VOICES, ROUND_37_VOICES, ROUND_38_VOICES,
                       ROUND_39_VOICES, ROUND_40_VOICES, ROUND_41_VOICES):
        assert len(new_voices) >= 4 and all(len(cases) >= 49 for cases in new_voices.values())
        assert all(sum(c.expected is None for c in cases) >= 10 for cases in new_voices.values())
    # rounds 42 and 43: four more new voices of about forty cases each; round 44: about forty-five, an ordinary mix
    # (about a quarter committing to nothing) of harness and decoding artifacts, written before the extractor was
    # run on them; rounds 45 to 66: about fifty-five, an ordinary mix of realistic replies written blind by writers
    # who saw neither the extractor nor any earlier voice (round 46 measured on round 45's extractor, round 47 on
    # round 46's, rounds 48 and 49 on the landed extractor, main at 02f8e37, round 50 on the landed extractor, main
    # at b01fa46, round 51 on the landed extractor, main at 6ae4c89, round 52 on the landed extractor, main at
    # b878522, round 53 on the landed extractor, main at 29bdfdb, round 54 on the landed extractor, main at fbdcf3e,
    # round 55 on the landed extractor, main at 4f85de8, round 56 on the landed extractor, main at 5d294db, round 57
    # on the landed extractor, main at 41bfcf2, round 58 on the landed extractor, main at ab50d62, round 59 on the
    # landed extractor, main at 150b973, round 60 on the landed extractor, main at 7c94544, round 61 on the landed
    # extractor, main at afb20ca, round 62 on the landed extractor, main at 4fabb50, round 63 on main at 7164e26
    # (round 62's readings added), round 64 on main at 4433134 (round 63's readings added), round 65 on main at
    # 33a233c (round 64's readings added), round 66 on main at e475f7a (round 65's readings added), rounds 67 to 78
    # each on main with the round before's readings added, rounds 79 to 82 on the landed extractor (9899cd3's),
    # round 83 after rounds 79 to 82's readings, and rounds 84 and 85, 86 and 87, 88 and 89 in pairs after the
    # rounds before theirs, rounds 90 to 93 on the landed extractor (6470fc1's), rounds 94 and 95 after rounds 90 to
    # 93's readings, rounds 96 and 97 after rounds 94 and 95's, rounds 98 to 101 on the landed extractor
    # (d90ef70's), rounds 102 and 103 after rounds 98 to 101's readings (the commit of each round's voices names it;
    # round 91's puzzleelim3 has 58 cases, round 95's entitytrans 60, round 94's kgdetect8 55, round 96's
    # kgcomplete6 54 with 13 committing to nothing, round 99's kgcomplete7 54, round 90's internvl3style and round
    # 92's pixtralstyle 15 committing to nothing, round 93's shorthedge 24); round 79's puzzlehedge and round 83's
    # puzzleodd2 have 55 cases, round 85's kgdetect7 52 with 13 committing to nothing, round 86's kgentity6 13;
    # round 51's kgexplain has 13 committing to nothing, round 54's listreason 54 cases, round 55's casualen and
    # ptruko 54, round 56's eurotrio and zhko 54 with 14 committing to nothing, round 57's cjkes 54 and its
    # puzzleprose and kgprose 14 committing to nothing, round 58's stepwise 54 and its gradedqa 13, round 59's
    # zhjako 54 and its kgcheck 55 with 13, round 63's kgparaphrase 53, round 65's kgtable 54, round 68's
    # puzzlemixed and round 69's kgcomplete4 54, round 71's puzzleshort2 and round 74's kgmixed2 and puzzlefeatures
    # 55)
    for new_voices, least_cases, least_none in ((ROUND_42_VOICES, 40, 10), (ROUND_43_VOICES, 40, 10),
                                                (ROUND_44_VOICES, 45, 10), (ROUND_45_VOICES, 55, 14),
                                                (ROUND_46_VOICES, 54, 13), (ROUND_47_VOICES, 54, 14),
                                                (ROUND_48_VOICES, 54, 13), (ROUND_49_VOICES, 55, 14),
                                                (ROUND_50_VOICES, 54, 14), (ROUND_51_VOICES, 54, 13),
                                                (ROUND_52_VOICES, 54, 14), (ROUND_53_VOICES, 55, 14),
                                                (ROUND_54_VOICES, 54, 14), (ROUND_55_VOICES, 54, 14),
                                                (ROUND_56_VOICES, 54, 14), (ROUND_57_VOICES, 54, 14),
                                                (ROUND_58_VOICES, 54, 13), (ROUND_59_VOICES, 54, 13),
                                                (ROUND_60_VOICES, 56, 13),
                                                (ROUND_61_VOICES, 54, 14), (ROUND_62_VOICES, 56, 14),
                                                (ROUND_63_VOICES, 53, 14), (ROUND_64_VOICES, 56, 14),
                                                (ROUND_65_VOICES, 54, 14), (ROUND_66_VOICES, 56, 14),
                                                (ROUND_67_VOICES, 56, 14), (ROUND_68_VOICES, 54, 14),
                                                (ROUND_69_VOICES, 54, 14), (ROUND_70_VOICES, 56, 14),
                                                (ROUND_71_VOICES, 55, 14), (ROUND_72_VOICES, 56, 14),
                                                (ROUND_73_VOICES, 56, 14), (ROUND_74_VOICES, 55, 14),
                                                (ROUND_75_VOICES, 56, 14), (ROUND_76_VOICES, 56, 15),
                                                (ROUND_77_VOICES, 56, 14), (ROUND_78_VOICES, 56, 14),
                                                (ROUND_79_VOICES, 55, 14), (ROUND_80_VOICES, 56, 14),
                                                (ROUND_81_VOICES, 56, 14), (ROUND_82_VOICES, 56, 14),
                                                (ROUND_83_VOICES, 55, 14), (ROUND_84_VOICES, 56, 14),
                                                (ROUND_85_VOICES, 52, 13), (ROUND_86_VOICES, 56, 13),
                                                (ROUND_87_VOICES, 56, 14), (ROUND_88_VOICES, 56, 14),
                                                (ROUND_89_VOICES, 56, 14), (ROUND_90_VOICES, 56, 14),
                                                (ROUND_91_VOICES, 56, 14), (ROUND_92_VOICES, 56, 14),
                                                (ROUND_93_VOICES, 56, 14), (ROUND_94_VOICES, 55, 14),
                                                (ROUND_95_VOICES, 56, 14), (ROUND_96_VOICES, 54, 13),
                                                (ROUND_97_VOICES, 56, 14), (ROUND_98_VOICES, 56, 14),
                                                (ROUND_99_VOICES, 54, 14), (ROUND_100_VOICES, 56, 14),
                                                (ROUND_101_VOICES, 56, 14), (ROUND_102_VOICES, 56, 14),
                                                (ROUND_103_VOICES, 56, 14), (ROUND_104_VOICES, 56, 14),
                                                (ROUND_105_VOICES, 56, 14), (ROUND_106_VOICES, 56, 14),
                                                (ROUND_107_VOICES, 56, 14), (ROUND_108_VOICES, 56, 14),
                                                (ROUND_109_VOICES, 56, 14), (ROUND_110_VOICES, 55, 14),
                                                (ROUND_111_VOICES, 56, 14), (ROUND_112_VOICES, 56, 14),
                                                (ROUND_113_VOICES, 56, 14), (ROUND_114_VOICES, 56, 13),
                                                (ROUND_115_VOICES, 56, 13), (ROUND_116_VOICES, 56, 13),
                                                (ROUND_117_VOICES, 56, 13)):
        assert len(new_voices) >= 4 and all(len(cases) >= least_cases for cases in new_voices.values())
        assert all(sum(c.expected is None for c in cases) >= least_none for cases in new_voices.values())
    assert all(len(cases) >= 20 for cases in VOICES.values())
    assert all(case.voice == name for name, cases in VOICES.items() for case in cases)
    assert {c.kind for c in ALL} == set(KIND_ANSWER_TYPE)
    # every voice spreads over the task kinds but those that keep to one answer kind by design (the completion
    # answers, the Mind's Eye letters, the anomaly-detection verdicts; round 53's puzzlereason keeps to the puzzles and
    # countdetail to the counts and detections, as round 75's kgdetect5 does, and round 98's puzzleodd3 to the puzzles)
    one_kind = {"refusing", "countnatural", "detectnatural", "completionfree", "puzzlefree", "polaritytraps",
                "puzzletalk", "kindcounts", "kinddetect", "kindcomplete", "kindpuzzles", "puzzlereal",
                "puzzlethink", "puzzlereason", "countdetail", "kgdetect5", "puzzleodd3"}
    assert all(len({c.kind for c in cases}) >= 4 for name, cases in VOICES.items() if name not in one_kind)
    # rounds 45 to 97 were written blind, by writers who saw no earlier voice, so a short reply of them may repeat an
    # earlier voice's word for word ("B", "Vaduz", "Answer: 9", "The correct answer is (A)."; thirteen of round 45, ten
    # of round 46, twelve of round 47, twenty-seven of round 48, eleven of round 49, ten of round 50, twelve of round
    # 51, ten of round 52, twenty-one of round 53, two of round 54, seven of round 55, seven of round 56, nine of round
    # 57, eleven of round 58, twenty-two of round 59, sixteen of round 60, eleven of round 61, forty of round 62,
    # fifteen of round 63, eleven of round 64, seventeen of round 65, fifteen of round 66, four of round 67, nineteen of
    # round 68, eleven of round 69, thirteen of round 70, nine of round 71, eleven of round 72, twenty-four of round 73,
    # eight of round 74, fifteen of round 75, fourteen of round 76, nineteen of round 77, twelve of round 78, twelve of
    # round 79, nine of round 80, thirty-nine of round 81, twelve of round 82, twelve of round 83, twenty-three of round
    # 84, thirty-five of round 85, nineteen of round 86, seventeen of round 87, twenty of round 88, forty of round 89,
    # thirty-two of round 90, twenty of round 91, seventeen of round 92, eight of round 93, twenty-one of round 94,
    # thirty-one of round 95, twelve of round 96 and thirty of round 97 do, kept as written): the cases are distinct
    # within each blind round and within the rounds before them; round 48's four writers did not see each other's voice
    # either, so there each voice is distinct (evalreal and tinyreal share six short replies: "B", "Yes", "No.", "D.
    # Dodoma", …), and so did round 59's (openvlm2, kgcheck and puzzlebrief each answer one count "7"), round 62's
    # (lmmsdirect and puzzlecot each answer one "C"), round 68's and round 70's (two voices of each answer one count
    # "7"), so there too each voice is distinct, and round 68's modelquirks logs a harness's residue on three templates
    # with the letter swapped ("assistant\nB<|im_end|>"), so only its cases, not their masked forms, are distinct;
    # rounds 49 to 58, 60, 61, 63 to 67 and 69 and 71 to 79, 82, 83, 85, 86, 93, 94, 96 and 97 are each distinct as a
    # whole; in rounds 80, 81, 84, 87 to 92 and 95 two voices share a short reply ("E", "D", "No.", "Yes.", "7", "C",
    # "Answer: No", "B"), so there each voice is distinct; round 86's puzzlecasual writes one template twice with the
    # letter swapped ("Probably A but don't quote me.", "Probably F …"), as round 91's llavaov ("The correct answer is
    # (B).") does once, round 92's pixtralstyle ("The answer is: **C**") twice round 93's toolcalls
    # ('submit_answer({"answer": "D"})') three times and round 96's puzzlehedge3 three templates of its brief twice each
    # ("C. (Low confidence.)", "Either A or E; if forced, E.", "My best guess is F, but I wouldn't bet on it."): the
    # masked repeats those rounds keep
    blind_45 = {id(c) for cases in ROUND_45_VOICES.values() for c in cases}
    blind_46 = {id(c) for cases in ROUND_46_VOICES.values() for c in cases}
    blind_47 = {id(c) for cases in ROUND_47_VOICES.values() for c in cases}
    blind_48 = {id(c) for cases in ROUND_48_VOICES.values() for c in cases}
    blind_49 = {id(c) for cases in ROUND_49_VOICES.values() for c in cases}
    blind_50 = {id(c) for cases in ROUND_50_VOICES.values() for c in cases}
    blind_51 = {id(c) for cases in ROUND_51_VOICES.values() for c in cases}
    blind_52 = {id(c) for cases in ROUND_52_VOICES.values() for c in cases}
    blind_53 = {id(c) for cases in ROUND_53_VOICES.values() for c in cases}
    blind_54 = {id(c) for cases in ROUND_54_VOICES.values() for c in cases}
    blind_55 = {id(c) for cases in ROUND_55_VOICES.values() for c in cases}
    blind_56 = {id(c) for cases in ROUND_56_VOICES.values() for c in cases}
    blind_57 = {id(c) for cases in ROUND_57_VOICES.values() for c in cases}
    blind_58 = {id(c) for cases in ROUND_58_VOICES.values() for c in cases}
    blind_59 = {id(c) for cases in ROUND_59_VOICES.values() for c in cases}
    blind_60 = {id(c) for cases in ROUND_60_VOICES.values() for c in cases}
    blind_61 = {id(c) for cases in ROUND_61_VOICES.values() for c in cases}
    blind_62 = {id(c) for cases in ROUND_62_VOICES.values() for c in cases}
    blind_63 = {id(c) for cases in ROUND_63_VOICES.values() for c in cases}
    blind_64 = {id(c) for cases in ROUND_64_VOICES.values() for c in cases}
    blind_65 = {id(c) for cases in ROUND_65_VOICES.values() for c in cases}
    blind_66 = {id(c) for cases in ROUND_66_VOICES.values() for c in cases}
    blind_67 = {id(c) for cases in ROUND_67_VOICES.values() for c in cases}
    blind_68 = {id(c) for cases in ROUND_68_VOICES.values() for c in cases}
    blind_69 = {id(c) for cases in ROUND_69_VOICES.values() for c in cases}
    blind_70 = {id(c) for cases in ROUND_70_VOICES.values() for c in cases}
    blind_71 = {id(c) for cases in ROUND_71_VOICES.values() for c in cases}
    blind_72 = {id(c) for cases in ROUND_72_VOICES.values() for c in cases}
    blind_73 = {id(c) for cases in ROUND_73_VOICES.values() for c in cases}
    blind_74 = {id(c) for cases in ROUND_74_VOICES.values() for c in cases}
    blind_75 = {id(c) for cases in ROUND_75_VOICES.values() for c in cases}
    blind_76 = {id(c) for cases in ROUND_76_VOICES.values() for c in cases}
    blind_77 = {id(c) for cases in ROUND_77_VOICES.values() for c in cases}
    blind_78 = {id(c) for cases in ROUND_78_VOICES.values() for c in cases}
    blind_later = {r: {id(c) for cases in voices.values() for c in cases} for r, voices in (
        (79, ROUND_79_VOICES), (80, ROUND_80_VOICES), (81, ROUND_81_VOICES), (82, ROUND_82_VOICES),
        (83, ROUND_83_VOICES), (84, ROUND_84_VOICES), (85, ROUND_85_VOICES), (86, ROUND_86_VOICES),
        (87, ROUND_87_VOICES), (88, ROUND_88_VOICES), (89, ROUND_89_VOICES), (90, ROUND_90_VOICES),
        (91, ROUND_91_VOICES), (92, ROUND_92_VOICES), (93, ROUND_93_VOICES), (94, ROUND_94_VOICES),
        (95, ROUND_95_VOICES), (96, ROUND_96_VOICES),
        (97, ROUND_97_VOICES), (98, ROUND_98_VOICES), (99, ROUND_99_VOICES), (100, ROUND_100_VOICES),
        (101, ROUND_101_VOICES), (102, ROUND_102_VOICES), (103, ROUND_103_VOICES), (104, ROUND_104_VOICES),
        (105, ROUND_105_VOICES), (106, ROUND_106_VOICES), (107, ROUND_107_VOICES), (108, ROUND_108_VOICES),
        (109, ROUND_109_VOICES), (110, ROUND_110_VOICES), (111, ROUND_111_VOICES), (112, ROUND_112_VOICES),
        (113, ROUND_113_VOICES), (114, ROUND_114_VOICES), (115, ROUND_115_VOICES), (116, ROUND_116_VOICES),
        (117, ROUND_117_VOICES))}
    blind = (blind_45 | blind_46 | blind_47 | blind_48 | blind_49 | blind_50 | blind_51 | blind_52 | blind_53 | blind_54
             | blind_55 | blind_56 | blind_57 | blind_58 | blind_59 | blind_60
             | blind_61 | blind_62 | blind_63 | blind_64 | blind_65 | blind_66 | blind_67 | blind_68 | blind_69
             | blind_70 | blind_71 | blind_72 | blind_73 | blind_74 | blind_75 | blind_76 | blind_77 | blind_78
             | set().union(*blind_later.values()))
    for part in ([c for c in ALL if id(c) not in blind],
                 [c for c in ALL if id(c) in blind_45], [c for c in ALL if id(c) in blind_46],
                 [c for c in ALL if id(c) in blind_47], *ROUND_48_VOICES.values(),
                 [c for c in ALL if id(c) in blind_49], [c for c in ALL if id(c) in blind_50],
                 [c for c in ALL if id(c) in blind_51], [c for c in ALL if id(c) in blind_52],
                 [c for c in ALL if id(c) in blind_53], [c for c in ALL if id(c) in blind_54],
                 [c for c in ALL if id(c) in blind_55], [c for c in ALL if id(c) in blind_56],
                 [c for c in ALL if id(c) in blind_57], [c for c in ALL if id(c) in blind_58],
                 *ROUND_59_VOICES.values(), [c for c in ALL if id(c) in blind_60],
                 [c for c in ALL if id(c) in blind_61], *ROUND_62_VOICES.values(),
                 [c for c in ALL if id(c) in blind_63], [c for c in ALL if id(c) in blind_64],
                 [c for c in ALL if id(c) in blind_65], [c for c in ALL if id(c) in blind_66],
                 [c for c in ALL if id(c) in blind_67], *ROUND_68_VOICES.values(),
                 [c for c in ALL if id(c) in blind_69], *ROUND_70_VOICES.values(),
                 [c for c in ALL if id(c) in blind_71], [c for c in ALL if id(c) in blind_72],
                 [c for c in ALL if id(c) in blind_73], [c for c in ALL if id(c) in blind_74],
                 [c for c in ALL if id(c) in blind_75], [c for c in ALL if id(c) in blind_76],
                 [c for c in ALL if id(c) in blind_77], [c for c in ALL if id(c) in blind_78],
                 [c for c in ALL if id(c) in blind_later[79]], *ROUND_80_VOICES.values(), *ROUND_81_VOICES.values(),
                 [c for c in ALL if id(c) in blind_later[82]], [c for c in ALL if id(c) in blind_later[83]],
                 *ROUND_84_VOICES.values(), [c for c in ALL if id(c) in blind_later[85]],
                 [c for c in ALL if id(c) in blind_later[86]], *ROUND_87_VOICES.values(),
                 *ROUND_88_VOICES.values(), *ROUND_89_VOICES.values(), *ROUND_90_VOICES.values(),
                 *ROUND_91_VOICES.values(), *ROUND_92_VOICES.values(), [c for c in ALL if id(c) in blind_later[93]],
                 [c for c in ALL if id(c) in blind_later[94]], *ROUND_95_VOICES.values(),
                 [c for c in ALL if id(c) in blind_later[96]], [c for c in ALL if id(c) in blind_later[97]],
                 *ROUND_98_VOICES.values(), *ROUND_99_VOICES.values(), *ROUND_100_VOICES.values(),
                 *ROUND_101_VOICES.values(), *ROUND_102_VOICES.values(), *ROUND_103_VOICES.values(),
                 *ROUND_104_VOICES.values(), *ROUND_105_VOICES.values(), *ROUND_106_VOICES.values(),
                 *ROUND_107_VOICES.values(), *ROUND_108_VOICES.values(), *ROUND_109_VOICES.values(),
                 *ROUND_110_VOICES.values(), *ROUND_111_VOICES.values(), *ROUND_112_VOICES.values(),
                 *ROUND_113_VOICES.values(), *ROUND_114_VOICES.values(), *ROUND_115_VOICES.values(),
                 *ROUND_116_VOICES.values(), *ROUND_117_VOICES.values()):
        assert len({(c.response, c.kind, c.choices) for c in part}) == len(part), "duplicate cases"
        # no template repeated with swapped letters or numbers: longer responses stay distinct once those are masked
        masked = [re.sub(r"\b[A-Fa-f]\b|\d+", "#", c.response.lower()) for c in part if len(c.response) >= 20]
        kept_repeats = {frozenset(blind_later[86]): 1, frozenset(map(id, ROUND_91_VOICES["llavaov"])): 1,
                        frozenset(map(id, ROUND_92_VOICES["pixtralstyle"])): 2, frozenset(blind_later[93]): 3,
                        frozenset(blind_later[96]): 3, frozenset(map(id, ROUND_100_VOICES["confscores"])): 4,
                        frozenset(map(id, ROUND_104_VOICES["paneltalk"])): 1,
                        frozenset(map(id, ROUND_108_VOICES["internvl25"])): 4,
                        frozenset(map(id, ROUND_110_VOICES["llamavision2"])): 1}
        assert len(masked) - len(set(masked)) == kept_repeats.get(frozenset(map(id, part)), 0) or (
            part is ROUND_68_VOICES["modelquirks"])
    assert len({(c.response, c.kind, c.choices) for c in ALL}) >= len(ALL) - 1330
    abstaining = Counter(c.voice for c in ALL if c.expected is None)
    assert sum(abstaining.values()) >= 60 and abstaining["refusing"] == len(VOICES["refusing"])
    letters = {c.expected for c in ALL if KIND_ANSWER_TYPE[c.kind] == "choice"}
    assert set("ABCDEF") <= letters


def test_no_voice_list_is_written_over() -> None:
    """A round's voice named like an earlier one (its list's name too) would replace that voice's cases in VOICES and
    ALL without a word: every list of the voices module and every voice's heading is named once."""
    source = Path(extraction.__file__).with_name("extraction_voices.py").read_text(encoding="utf-8")
    lists = re.findall(r"^([A-Z][A-Z0-9_]*) = \[", source, re.MULTILINE)
    headings = re.findall(r"^# ---- (\w+):", source, re.MULTILINE)
    assert len(lists) == len(set(lists)), [name for name, n in Counter(lists).items() if n > 1]
    assert len(headings) == len(set(headings)), [name for name, n in Counter(headings).items() if n > 1]


def test_no_broken_rule_is_written_over() -> None:
    """A broken rule named like an earlier one in the BROKEN_RULES literal replaces that entry without a word (the
    later key wins), and the earlier rule goes unguarded: every key of the literal is written once."""
    tree = ast.parse(Path(__file__).read_text(encoding="utf-8"))
    literal = next(node.value for node in ast.walk(tree) if isinstance(node, ast.AnnAssign)
                   and isinstance(node.target, ast.Name) and node.target.id == "BROKEN_RULES")
    keys = [key.value for key in literal.keys if isinstance(key, ast.Constant)]
    assert len(keys) == len(BROKEN_RULES) > 400, [name for name, n in Counter(keys).items() if n > 1]


def test_eval_prints_the_chosen_voices_and_the_invented_rate(capsys: pytest.CaptureFixture[str]) -> None:
    assert main(["--voice", "terse", "--voice", "indic"]) == 0
    out = capsys.readouterr().out
    assert "terse" in out and "indic" in out and "overall" in out and "invented-answer rate: 0/" in out
    assert "json" not in out  # only the voices asked for


@pytest.mark.slow
def test_eval_prints_every_voice_and_the_invented_rate(capsys: pytest.CaptureFixture[str]) -> None:
    assert main([]) == 0
    out = capsys.readouterr().out
    assert all(name in out for name in VOICES) and "overall" in out and "invented-answer rate: 0/" in out


def test_eval_rejects_an_unknown_voice_in_one_line(capsys: pytest.CaptureFixture[str]) -> None:
    with pytest.raises(SystemExit) as exit_info:
        main(["--voice", "shouting"])
    assert exit_info.value.code == 2
    assert len(capsys.readouterr().err.strip().splitlines()) == 1


# ---- issue 27, verbatim ---------------------------------------------------------------------------------------------

EAST_AFRICA = ["Nairobi", "Kampala", "Kigali", "Dodoma", "Addis Ababa"]
EAST_AFRICA_ZH = ["内罗毕", "坎帕拉", "基加利", "多多马", "亚的斯亚贝巴"]
RELATIONS = ["capital of", "official language", "currency", "member of", "shares border with"]
ISSUE_27 = [
    ("Looking at the folds, the holes end up in the pattern shown in option B.", "choice", PANELS_4, "B"),
    ("After mentally rotating the object 90° about the vertical axis, it matches panel (d).", "choice", PANELS_4, "D"),
    ("Panel C shows the unfolded paper correctly.", "choice", PANELS_4, "C"),
    ("The only figure that is not symmetric is the one labelled C.", "choice", PANELS_4, "C"),
    ("The odd one out is panel F: it is the only shape that is not convex.", "choice", PANELS_6, "F"),
    ("Option E breaks the pattern.", "choice", PANELS_6, "E"),
    ("The figure that violates the concept is E.", "choice", PANELS_6, "E"),
    ("After unfolding twice, the holes form a symmetric pattern in all four quadrants, which corresponds to option "
     "(D).", "choice", PANELS_4, "D"),
    ("The odd one out is F.", "choice", PANELS_6, "F"),
    ("Neither A nor B preserves the chirality; between C and D, only D keeps the red cube at the top. So D.", "choice",
     PANELS_4, "D"),
    ("The figure that does not follow the concept is (f).", "choice", PANELS_6, "F"),
    ("Counting the nodes: Germany, France, Berlin, Paris, Euro. That makes 5.", "integer", [], "5"),
    ("缺失的实体应该是内罗毕（A）。", "choice", EAST_AFRICA_ZH, "A"),
    ("The masked edge links Germany and France, since the two countries are neighbours.", "choice", RELATIONS, "E"),
    ("Kigali would fit Rwanda, but the map shows Uganda, so Kampala.", "choice", EAST_AFRICA, "B"),
    ("A) rotated B) mirrored C) moved D) rotated", "choice", PANELS_4, None),  # lists options, answers nothing
]


@pytest.mark.parametrize(("response", "answer_type", "choices", "expected"), ISSUE_27,
                         ids=[f"{i}:{r[:30]}" for i, (r, *_) in enumerate(ISSUE_27)])
def test_issue_27_verbatim(response: str, answer_type: str, choices: list[str], expected: str | None) -> None:
    assert extract_answer(response, answer_type, choices) == expected


@pytest.mark.parametrize(("response", "expected"), [
    ("Option E breaks the pattern.", "E"),
    ("The figure that does not follow the concept is (f).", "F"),
])
def test_odd_one_out_wording_reads_by_the_question(response: str, expected: str) -> None:
    """'E breaks the pattern' names the answer when the question asks for the rule-breaker, and rejects E otherwise."""
    assert extract_answer(response, "choice", PANELS_6, question=ODD) == expected
    if "breaks" in response:
        assert extract_answer(response, "choice", PANELS_6, question=KIND_QUESTION["letters6"]) is None


@pytest.mark.parametrize(("response", "expected"), [
    ("la respuesta es C", "C"), ("la réponse est (B)", "B"), ("die Antwort ist D", "D"), ("正解はB", "B"),
    ("答案是C", "C"), ("Respuesta: A", "A"), ("Also ist es C.", "C"),
])
def test_multilingual_answer_cues(response: str, expected: str) -> None:
    assert extract_answer(response, "choice", PANELS_4) == expected


@pytest.mark.parametrize(("response", "expected"), [
    ("I would say B. Actually no, C.", "C"), ("Wait, D.", "D"), ("A, B and C are all cube nets.", None),
])
def test_signalled_reconsideration(response: str, expected: str | None) -> None:
    assert extract_answer(response, "choice", PANELS_4) == expected


M3STR_PREAMBLE = ("We show a multi-modal knowledge graph in the input image. The entities are presented with their "
                  "texts and images as nodes while the relations are edges. ")


def test_counts_follow_the_noun_the_question_asks() -> None:
    """The M3STR count questions (their own wording) name both nouns in the preamble; the asked sentence decides."""
    response = "The graph has 5 nodes and 4 edges."
    entities = M3STR_PREAMBLE + "How many different entities are there in it?"
    relations = M3STR_PREAMBLE + "How many relations (edges) are there in it?"
    assert extraction.count_target(entities) == "entity" and extraction.count_target(relations) == "relation"
    assert extract_answer(response, "integer", [], question=entities) == "5"
    assert extract_answer(response, "integer", [], question=relations) == "4"


# ---- the mention the extractor chose --------------------------------------------------------------------------------


@pytest.mark.parametrize(("response", "letter", "before"), [
    ("Option B is mirrored. Option A has an extra cube. So the answer is B.", "B", "answer is "),
    ("**Answer:** (C)\n\nOption C keeps the notch; C is right.", "C", "**Answer:** ("),
    ("<think>maybe D</think>Looking again, it matches panel (d).", "D", "panel ("),
    ("Option A is wrong.\n\n$\\boxed{\\text{B}}$", "B", "\\text{"),
    ("Ｃ：正解はＢです。", "B", "正解は"),
])
def test_span_points_at_the_deciding_mention(response: str, letter: str, before: str) -> None:
    got, (start, end) = extract_with_span(response, "choice", PANELS_4)
    assert got == letter
    assert unicodedata.normalize("NFKC", response[start:end]).upper() == letter
    assert response[:start].endswith(before)


@pytest.mark.parametrize("response", ["its the 4th one i think? the axis is vertical", "It's the 4th one.",
                                      "The answer is the 4th one."])
def test_span_of_an_option_named_by_its_numbered_place(response: str) -> None:
    got, (start, end) = extract_with_span(response, "choice", PANELS_6)
    assert (got, response[start:end]) == ("D", "4th one")


@pytest.mark.parametrize("cases", [pytest.param(FAST_CASES[::3], id="every-third-sampled-case"),
                                   pytest.param(ALL, id="every-case", marks=pytest.mark.slow)])
def test_span_agrees_with_extract_answer_on_voiced_cases(cases: list) -> None:
    readings = intact_answers(cases)
    for case in cases:
        answer_type, question = KIND_ANSWER_TYPE[case.kind], KIND_QUESTION[case.kind]
        got = readings[id(case)]
        names = CHOICE_ALIASES.get(case.choices)
        places = KIND_PLACES.get(case.kind) if case.voice in LAYOUT_TOLD else None  # as extraction_eval reads it
        found = extract_with_span(case.response, answer_type, list(case.choices), question=question,
                                  aliases=None if names is None else list(map(list, names)), places=places)
        assert (found[0] if found else None) == got, case
        if found and answer_type == "choice":
            start, end = found[1]
            # folded as the extractor folds characters: HTML entities, NFKC, then enclosed letters (🅲) that NFKC leaves
            # alone, a Cyrillic look-alike typed for the letter ("В") or a Cyrillic letter in the alphabet's order
            # ("Г"), a Greek letter ("Γ"), a Hindi, Bengali, Ethiopic, Arabic, Persian or Hebrew option letter ("(ख)",
            # "(ለ)", "(ج)", "(ב)"), and a letter a speech transcript spells out ("see", "bravo")
            said = unicodedata.normalize("NFKC", html.unescape(case.response[start:end]))
            said = "".join(map(extraction._unenclose, said))
            cyrillic = (extraction._CYRILLIC_ORDER if extraction._CYRILLIC_ORDER_SIGN.search(case.response)
                        else extraction._CYRILLIC_LETTERS)
            said = cyrillic.get(said, said)
            said = extraction._GREEK_LETTERS.get(said, said)
            said = extraction._INDIC_OPTION_LETTERS.get(said, said)
            said = extraction._ETHIOPIC_OPTION_LETTERS.get(said, said)
            said = extraction._ABJAD_OPTION_LETTERS.get(said, said)
            said = extraction._SPOKEN_LETTERS.get(said.lower(), said)
            numbered = (extraction._NUMBERED_OPTION.fullmatch(said)  # "Option 3", "#4", "4": an option by its number
                        or extraction._LONE_OPTION_NUMBER.fullmatch(said))
            letter_said = said.upper() == got or bool(
                numbered and extraction._numbered_option(numbered, list(case.choices)).value == got)
            choices = list(case.choices)
            text_said = got in {m.value for m in extraction._text_mentions(said, choices)
                                + extraction._cue_mentions(said, choices)}
            response = case.response
            named = extraction._letter_mentions(response, choices) + extraction._text_mentions(response, choices)
            with extraction._row_given(places=places or None):  # "the bottom-left panel"
                by_position = extraction._ordinal_mentions(response, choices, named)  # "the third option", "the latter"
            text_said = text_said or got in {m.value for m in by_position if m.start <= start < m.end}
            text_said = text_said or extraction._part_of_one_option(said, choices) == got  # "swiss frank"
            # an option excepted by its place: "every panel except the fifth"
            text_said = text_said or any(m.start("place") <= start < m.end("place")
                                         and extraction.LETTERS[extraction._ORDINALS[m.group("place").lower()]] == got
                                         for m in extraction._EXCEPTED_PLACE.finditer(response))
            # an option named in another language by one of its aliases: "布魯塞爾"
            text_said = text_said or names is not None and got in {
                letter for letter, _, _ in extraction._alias_spans(said, choices, tuple(map(tuple, names)))}
            assert letter_said or text_said, (case.response, found)


# ---- the protections the figures rest on ----------------------------------------------------------------------------


# one case per cue the decision reads: each turns wrong when its cue is ignored
CUE_CASES = [
    ("The holes match option D, not option B.", PANELS_4, "D"),  # negation
    ("Rather than A, the rotation gives panel C.", PANELS_4, "C"),  # negation
    ("If the paper were folded only once, the holes would match option A.", PANELS_4, None),  # hypothetical
    ("The options are:\nA) the copy that matches the reference\nB) the mirrored copy\nC) the copy with a moved cube\n"
     "D) the scaled copy", PANELS_4, None),  # list markers: the prompt's options echoed
    ("Option B matches the outline. Options B and D both match the reference, though.", PANELS_4, None),  # contention
]


@pytest.mark.parametrize(("response", "choices", "expected"), CUE_CASES)
def test_cue_cases(response: str, choices: list[str], expected: str | None) -> None:
    assert extract_answer(response, "choice", choices) == expected


# an option's text named in another script or spelling, read by its sound (transliterated, compared with a margin):
# one option clearly like the name and every other clearly not; two such names, a negated one, a near name of a
# non-option, a short word and a false friend keep the reading they had
TRANSLIT_CENTRAL = ["Prague", "Budapest", "Bratislava", "Ljubljana", "Zagreb"]
TRANSLIT_CAPITALS = ["Vienna", "Bern", "Vaduz", "Luxembourg", "Brussels"]
TRANSLIT_LANGUAGES = ["French", "Dutch", "German", "Italian", "Romansh"]
TRANSLITERATED_TEXT_CASES = [
    ("Итак, скрытый узел — Братислава.", "choice", TRANSLIT_CENTRAL, KIND_QUESTION["entity"], "C"),  # Cyrillic
    ("Правильный ответ — Загреб.", "choice", TRANSLIT_CENTRAL, KIND_QUESTION["entity"], "E"),
    ("Скрытый узел — это Любляна.", "choice", TRANSLIT_CENTRAL, KIND_QUESTION["entity"], "D"),
    ("Η σωστή απάντηση είναι η Βουδαπέστη.", "choice", TRANSLIT_CENTRAL, KIND_QUESTION["entity"], "B"),  # Greek
    ("정답은 부다페스트입니다.", "choice", TRANSLIT_CENTRAL, KIND_QUESTION["entity"], "B"),  # Hangul, a particle after
    ("正解はルクセンブルクです。", "choice", TRANSLIT_CAPITALS, KIND_QUESTION["entity"], "D"),  # katakana
    ("答えはロマンシュ語です。", "choice", TRANSLIT_LANGUAGES, KIND_QUESTION["entity"], "E"),  # and 語 after it
    ("La respuesta correcta es Praga.", "choice", TRANSLIT_CENTRAL, KIND_QUESTION["entity"], "A"),  # a Latin spelling
    ("Not Загреб — the masked node is Братислава.", "choice", TRANSLIT_CENTRAL, KIND_QUESTION["entity"], "C"),
    ("Это либо Братислава, либо Загреб — по графу не различить.", "choice", TRANSLIT_CENTRAL,
     KIND_QUESTION["entity"], None),  # two options named in Cyrillic
    ("Ответ: Вадуц или Вена.", "choice", TRANSLIT_CAPITALS, KIND_QUESTION["entity"], None),
    ("Definitely not Загреб.", "choice", TRANSLIT_CENTRAL, KIND_QUESTION["entity"], None),  # negated
    ("Ответ: Берлин.", "choice", TRANSLIT_CAPITALS, KIND_QUESTION["entity"], None),  # a near name of a non-option
    ("Ответ: Рим.", "choice", ["Oslo", "Riga", "Rome", "Bern", "Kyiv"], KIND_QUESTION["entity"], None),  # short
    ("I can't bear to guess which one.", "choice", TRANSLIT_CAPITALS, KIND_QUESTION["entity"], None),  # common word
    ("Die Antwort ist Deutsch.", "choice", TRANSLIT_LANGUAGES, KIND_QUESTION["entity"], None),  # German, not Dutch
    ("Answer: Bern (not Берлин).", "choice", TRANSLIT_CAPITALS, KIND_QUESTION["entity"], "B"),  # English reading kept
    # a name in a sentence that negates, in the reply's own language: left unread
    ("Не Загреб.", "choice", TRANSLIT_CENTRAL, KIND_QUESTION["entity"], None),
    ("Братислава не подходит.", "choice", TRANSLIT_CENTRAL, KIND_QUESTION["entity"], None),
    ("Братиславу не рассматриваю, выбираю Любляну.", "choice", TRANSLIT_CENTRAL, KIND_QUESTION["entity"], None),
    ("부다페스트는 아닙니다. 정답은 류블랴나입니다.", "choice", TRANSLIT_CENTRAL, KIND_QUESTION["entity"], None),
    ("ブダペストではありません。答えはリュブリャナです。", "choice", TRANSLIT_CENTRAL, KIND_QUESTION["entity"], None),
    ("Братислава не подходит. Правильный ответ — Любляна.", "choice", TRANSLIT_CENTRAL, KIND_QUESTION["entity"], "D"),
]
ENTITY_QUESTION = KIND_QUESTION["count"]
# the rules added after the first sight of rounds 7 and 8, each in a phrasing of its own (not a voiced case)
NEW_RULE_CASES = [
    ("B. Hmm, wait, no: the notch is on the left, so it has to be D.", "choice", PANELS_4, None, "D"),  # reconsider
    ("Answer: A\nCorrection: I misread the labels; the answer is C.", "choice", PANELS_4, None, "C"),  # reconsider
    ("It's Kigali — no, sorry, that's Rwanda; I can't place this country.", "choice", EAST_AFRICA, None, None),
    ("<selected_option>D</selected_option>", "choice", PANELS_4, None, "D"),  # a tag read as a key
    ("odd_one_out: F\nreason: only open curve", "choice", PANELS_6, ODD, "F"),  # a YAML line
    ("<contains_error>true</contains_error>", "yes_no", [], None, "Yes"),  # a polar tag
    ("<answer>C: Kampala</answer>", "choice", EAST_AFRICA, None, None),  # letter and text disagree
    ("I would suggest C, with moderate confidence.", "choice", PANELS_4, None, "C"),  # polite modal
    ("If I had more time, I would pick A.", "choice", PANELS_4, None, None),  # a real conditional stays one
    ("Of the four panels, the second one matches the unfolded sheet.", "choice", PANELS_4, None, "B"),  # ordinal
    ("The graph has 6 nodes and 5 edges.", "integer", [], ENTITY_QUESTION, "6"),  # 'knowledge' names no edge
    ("Cuento entre siete y nueve entidades.", "integer", [], ENTITY_QUESTION, None),  # a Spanish range
    ("- A ✓\n- B ✗\n- C ✓\n- D ✗", "choice", PANELS_4, None, None),  # two ticked labels, the article A too
    ("The arrow in panel C points to the right.", "choice", PANELS_4, None, None),  # a side, not a verdict
    ("A two holes, B four, C three ⇒ B", "choice", PANELS_4, None, "B"),  # an arrow that concludes
    ("En el grafo veo once entidades.", "integer", [], ENTITY_QUESTION, "11"),  # "once" before a counted noun
    ("La risposta è la B oppure la D.", "choice", PANELS_4, None, None),  # Italian "or"
    ("Kigali, since the map shows Rwanda and its capital city, not Kenya or Uganda.", "choice", EAST_AFRICA, None,
     "C"),  # a reasoned opening
    ("Seven. Hmm, wait, I missed the NATO node: eight.", "integer", [], ENTITY_QUESTION, "8"),  # after a colon
    ("On reflection I must answer in the affirmative.", "yes_no", [], None, "Yes"),  # the idiom
    ("| Panel | Matches the reference? |\n|---|---|\n| A | No |\n| B | Yes |\n| C | No |\n| D | No |", "choice",
     PANELS_4, None, "B"),  # a yes/no column for a criterion
]

# readings added in round 9 (reasoner, smallmodel, truncated, llama); each fails with its rule off
ROUND_9_RULE_CASES = [
    ("C<|im_end|>", "choice", PANELS_4, None, "C"),  # an end-of-sequence token
    ("Assistant: No", "yes_no", [], None, "No"),  # a role label opening the reply
    ("B\n\nQuestion: Which panel is mirrored?\nAnswer: D", "choice", PANELS_4, None, "B"),  # a hallucinated next turn
    ("How many entities does the graph have? 9", "integer", [], ENTITY_QUESTION, "9"),  # after a restated question
    ("D D D D D D", "choice", PANELS_4, None, "D"),  # a loop on one token
    ("(c", "choice", PANELS_4, None, "C"),  # a bracket the generation never closed
    ("nine (9)", "integer", [], ENTITY_QUESTION, "9"),  # one count written twice
    ("neighbours", "choice", RELATIONS, None, "E"),  # a reply that is one option's cue word
    ("1. Kenya\n2. Nairobi\n3.", "integer", [], ENTITY_QUESTION, None),  # the next item's marker, not a count
    ("- A: mirrored\n- B: matches the reference\n- C:", "choice", PANELS_4, None, None),  # a walk cut off
    ("Panel A is mirrored. Panel B has an extra cube. Panel C", "choice", PANELS_4, None, None),  # unfinished
    ("total: 2 (France, Paris) + 1 (Euro)", "integer", [], ENTITY_QUESTION, None),  # a term of a sum
    ("Addis Ababa — Ethiopia and the African Union both have their seats there.", "choice", EAST_AFRICA, None,
     "E"),  # an option's text opening the reply, then a dash
    ("Six or seven — three nodes sit on top of each other.", "integer", [], ENTITY_QUESTION, None),  # opening range
    ("One reading singles out A and the other reading C.", "choice", PANELS_6, ODD, None),  # 'A and' is a letter
    ("Option B has the notch at the top right.", "choice", PANELS_4, None, None),  # a side, not a verdict
    ("Both nodes are countries, so 'capital of' doesn't fit here.", "choice", RELATIONS, KIND_QUESTION["relation"],
     None),  # the cue word inside a quoted option text is that text, negated with it
    ("Of the options, 'currency' cannot fit here.", "choice", RELATIONS, None, None),  # a short reply that negates
    ("Five nodes are clear, but I can't give an exact count.", "integer", [], ENTITY_QUESTION, None),  # a refusal
]
NEW_RULE_CASES += TRANSLITERATED_TEXT_CASES
NEW_RULE_CASES += ROUND_9_RULE_CASES

# readings added in round 10 (calibrated, worldlang, scoring, chatty); each fails with its rule off
ROUND_10_RULE_CASES = [
    ("D (confidence: 0.8)", "choice", PANELS_4, None, "D"),  # a confidence note beside the answer
    ("Nine, with 80% confidence.", "integer", [], ENTITY_QUESTION, "9"),  # the note's number is no count
    ("A: 30%, B: 30%, C: 20%, D: 20%", "choice", PANELS_4, None, None),  # no option holds a majority
    ("I'd give 80% to option B and 20% to option C.", "choice", PANELS_4, None, "B"),  # a majority share
    ("Ranking: D > B > A > C", "choice", PANELS_4, None, "D"),  # a ranking's first place
    ("Ranking: A = C > B > D", "choice", PANELS_4, None, None),  # a shared first place
    ("Winner: A", "choice", PANELS_4, None, "A"),  # a score card's key
    ("Verdict: no error", "yes_no", [], None, "No"),
    ("- A — no match\n- B — full match\n- C — no match\n- D — no match", "choice", PANELS_4, None, "B"),  # '— no'
    ("Scores: A 0.2, B 0.9, C 0.1 → the best is B.", "choice", PANELS_4, None, "B"),  # an arrow ends a clause
    ("Entities: 7, relations: 9.", "integer", [], ENTITY_QUESTION, "7"),  # a count label before the next one
    ("My count — 10 in total.", "integer", [], ENTITY_QUESTION, "10"),  # 'N in total'
    ("Everything checks out.", "yes_no", [], None, "No"),
    ("Two triples contradict established facts.", "yes_no", [], None, "Yes"),
    ("Following the spin, we land on option A.", "choice", PANELS_4, None, "A"),  # 'land on' concludes
    ("Panel C is the clear winner.", "choice", PANELS_4, None, "C"),
    ("Odpowiedź to B.", "choice", PANELS_4, None, "B"),  # Polish
    ("Svaret är A.", "choice", PANELS_4, None, "A"),  # Swedish
    ("คำตอบ: B", "choice", PANELS_4, None, "B"),  # Thai, through NFKC
    ("Evet, bir hata var.", "yes_no", [], None, "Yes"),  # Turkish
    ("Hayır, hepsi doğru.", "yes_no", [], None, "No"),  # a Turkish polar opening
    ("Không có lỗi.", "yes_no", [], None, "No"),  # Vietnamese
    ("Ada tujuh entitas.", "integer", [], ENTITY_QUESTION, "7"),  # an Indonesian number word before its noun
    ("Kuralı bozan D'dir.", "choice", PANELS_6, ODD, "D"),  # a Turkish copula suffix after the letter
]
NEW_RULE_CASES += ROUND_10_RULE_CASES

# readings added in round 11 (codeblock, socratic, bilingual, symbols); each fails with its rule off
ROUND_11_RULE_CASES = [
    ("🅑", "choice", PANELS_4, None, "B"),  # an enclosed letter NFKC leaves alone
    ("8️⃣", "integer", [], ENTITY_QUESTION, "8"),  # a keycap digit
    ("🎯 Option D", "choice", PANELS_4, None, "D"),  # decoration beside the answer
    ("《A》", "choice", PANELS_4, None, "A"),  # CJK brackets
    ("Then C is the one, isn't it?", "choice", PANELS_4, None, "C"),  # a question tag asks nothing
    ("```diff\n- B\n+ D\n```", "choice", PANELS_4, None, "D"),  # a diff keeps its '+' lines
    ("```python\nreturn 'C'\n```", "choice", PANELS_4, None, "C"),  # a returned value
    ("```python\nprint(len(nodes))  # 8\n```", "integer", [], ENTITY_QUESTION, "8"),  # a comment showing the result
    ("```python\ntotal = 0\nfor n in nodes:\n    total += 1\n```", "integer", [], ENTITY_QUESTION, None),  # updated
    ("has_error = None  # cannot read the labels", "yes_no", [], None, None),  # Python's None
    ("I'd need to recount the faded nodes to get the number; so far 7 entities.", "integer", [], ENTITY_QUESTION, None),
    ("Which frame matches? Frame E does.", "choice", PANELS_6, None, "E"),  # a question answered at once
    ("Which panel breaks the rule? Not A, not B — C.", "choice", PANELS_6, ODD, "C"),
    ("Are there any errors? None at all.", "yes_no", [], None, "No"),
    ("Is there an error? Definitely — Peru's capital is Lima.", "yes_no", [], None, "Yes"),
    ("Tutto corretto, no errors.", "yes_no", [], None, "No"),  # 'no errors' closing a clause
    ("A shows the open curve, so it is the odd one out.", "choice", PANELS_6, ODD, "A"),  # no article before a verb
    ("The capital is Lima, not Cusco, por lo tanto hay un error.", "yes_no", [], None, "Yes"),  # a clause break
    ("Checked twice. Yes, B.", "choice", PANELS_4, None, "B"),  # 'Yes, B.' closing the reply
    ("Yes ✔", "yes_no", [], None, "Yes"),  # a tick beside a polar answer
    ("✅ No anomalies", "yes_no", [], None, "No"),
    ("All edges verified", "yes_no", [], None, "No"),  # a verbless verdict
    ("❌ A ✅ B ❌ C ❌ D", "choice", PANELS_4, None, "B"),  # marks before the options
]
NEW_RULE_CASES += ROUND_11_RULE_CASES

# readings added in round 13 (agentic, ensemble, spoken, html); each fails with its rule off
ROUND_13_RULE_CASES = [
    ("<p>Answer: <i>D</i></p>", "choice", PANELS_4, None, "D"),  # inline HTML tags
    ("&lt;final_answer&gt;B&lt;/final_answer&gt;", "choice", PANELS_4, None, "B"),  # HTML entities
    ("<p><del>B</del> C</p>", "choice", PANELS_4, None, "C"),  # struck-out text is withdrawn
    ('<span class="final">D</span> because the holes mirror', "choice", PANELS_4, None, "D"),  # a named element
    ("<table><tr><td>Panel</td><td>Consistent?</td></tr><tr><td>A</td><td>no</td></tr><tr><td>B</td><td>no</td></tr>"
     "<tr><td>C</td><td>yes</td></tr><tr><td>D</td><td>no</td></tr></table>", "choice", PANELS_4, None, "C"),
    ("<input type=\"checkbox\"> Error present", "yes_no", [], None, None),  # an unticked box
    ("Action: finish[C]", "choice", PANELS_4, None, "C"),
    ("Thought: it's B.\nAction: finish[]", "choice", PANELS_4, None, None),  # an agent that closes with nothing
    ('{"action": "submit", "action_input": "A"}', "choice", PANELS_4, None, "A"),  # the input of a closing action
    ("Majority: D", "choice", PANELS_4, None, "D"),
    ("Votes: B 4/5", "choice", PANELS_4, None, "B"),  # a tally with a majority
    ("Votes: Yes 3, No 3", "yes_no", [], None, None),  # a tally without one
    ("4/5 samples answered Yes.", "yes_no", [], None, "Yes"),
    ("Going with C.", "choice", PANELS_4, None, "C"),
    ("option bee", "choice", PANELS_4, None, "B"),  # a letter spelled as spoken
    ("The answer is dee.", "choice", PANELS_4, None, "D"),
    ("My answer would be, uh, D.", "choice", PANELS_4, None, "D"),  # speech fillers
    ("The match is... panel B. Right.", "choice", PANELS_4, None, "B"),  # a hesitation inside a sentence
    ("Yeah, the capital edge is off.", "yes_no", [], None, "Yes"),  # a spoken polar opening
    ("Nine, yeah.", "integer", [], ENTITY_QUESTION, "9"),  # an answer, then a word confirming it
    ("Maybe seven.", "integer", [], ENTITY_QUESTION, None),  # a guess
    ("Most edges check out, so: No.", "yes_no", [], None, "No"),
    ("Let me look again. I mean D.", "choice", PANELS_4, None, "D"),
    ("I count, nine.", "integer", [], ENTITY_QUESTION, "9"),
    ("Everything looks right.", "yes_no", [], None, "No"),
]
NEW_RULE_CASES += ROUND_13_RULE_CASES

# readings added in round 14 (faq, mathy, bracketed, tldr); each fails with its rule off
RELATION_QUESTION = KIND_QUESTION["count_relations"]
ROUND_14_RULE_CASES = [
    ("Q: Which panel?\nA: C", "choice", PANELS_4, None, "C"),  # a question-and-answer pair
    ("Q: Are all the triples right?\nA: Yes", "yes_no", [], None, "No"),  # 'all correct? yes' is no error
    ("Q: Is (Japan, capital, Osaka) correct?\nA: No", "yes_no", [], None, "Yes"),  # a wrong triple is an error
    ("Q: Is it B?\nA: Yes.", "choice", PANELS_4, None, "B"),  # yes to the option the question names
    ("Q: How many edges?\nA: 14", "integer", [], RELATION_QUESTION, "14"),
    ("Q: What is shown?\nA: A folded sheet.\nQ: Which option?\nA: D", "choice", PANELS_4, None, "D"),  # no next turn
    ("A: No", "yes_no", [], None, "No"),  # 'A:' labels the answer
    ("A: C", "choice", PANELS_4, None, "C"),
    ("∴ D", "choice", PANELS_4, None, "D"),
    ("g(x) = C", "choice", PANELS_4, None, "C"),  # an equation ending on an answer
    ("|E| = 7, |V| = 5", "integer", [], ENTITY_QUESTION, "5"),  # |V| counts entities
    ("B\nfinal = ∅", "choice", PANELS_4, None, None),  # an empty set for an answer
    ("mistake(G) = false", "yes_no", [], None, "No"),
    ("¬∃ mistake", "yes_no", [], None, "No"),
    ("The rotation maps the reference onto panel C.", "choice", PANELS_4, None, "C"),
    ("«B»", "choice", PANELS_4, None, "B"),  # one answer inside decoration
    ("{ 8 }", "integer", [], ENTITY_QUESTION, "8"),
    ("::C::", "choice", PANELS_4, None, "C"),
    ("<<A>>", "choice", PANELS_4, None, "A"),  # '<A>' is no HTML anchor
    ("[x] No  [ ] Yes", "yes_no", [], None, "No"),  # markdown checkboxes
    ("TL;DR: B", "choice", PANELS_4, None, "B"),
    ("Bottom line: 9.", "integer", [], ENTITY_QUESTION, "9"),
    ("Answer: C\nWait — correcting to A.", "choice", PANELS_4, None, "A"),
    ("Answer: 5\nRecounting, there are 6 entities.", "integer", [], ENTITY_QUESTION, "6"),
]
NEW_RULE_CASES += ROUND_14_RULE_CASES

# readings added in round 15 (emailstyle, numbered, asciitable, quoted); each fails with its rule off
ROUND_15_RULE_CASES = [
    ("Hello,\n\nD.\n\nThanks,\nB", "choice", PANELS_4, None, "D"),  # a signature is no answer
    ("> Final answer: C\n\nThat was the hint; I think B.", "choice", PANELS_4, None, "B"),  # a quote is a statement
    ("> Is there an error in the graph?\n\nNo, none.", "yes_no", [], None, "No"),  # the opening after a quote
    ("> C) four corner holes\n\nThat's the one.", "choice", PANELS_4, None, "C"),  # pointing at the quoted option
    ("Option 4", "choice", PANELS_4, None, "D"),  # an option by its number
    ("Answer: 1", "choice", PANELS_4, None, "A"),
    ("Choice #3", "choice", PANELS_4, None, "C"),
    ("The fourth panel.", "choice", PANELS_4, None, "D"),
    ("Option 7", "choice", PANELS_4, None, None),  # a number beyond the options
    ("The correct figure is number two.", "choice", PANELS_4, None, "B"),
    ("Option 2 (B).", "choice", PANELS_4, None, "B"),  # a parenthesis restating the answer
    ("Option 3 matches the unfolded sheet.", "choice", PANELS_4, None, "C"),  # a numbered option in prose
    ("Choice 4", "choice", EAST_AFRICA, None, "D"),  # by number among text options
    ("Answer: n° 9", "integer", [], ENTITY_QUESTION, "9"),  # a number sign
    ("Half a dozen entities.", "integer", [], ENTITY_QUESTION, "6"),
    ("Answer: a dozen", "integer", [], ENTITY_QUESTION, None),  # a round figure
    ("Answer: 1 (yes)", "yes_no", [], None, "Yes"),  # a numeric code and what it means
    ("No (0)", "yes_no", [], None, "No"),
    ("Is the graph correct? yes", "yes_no", [], None, "No"),  # 'correct? yes' is no error
    ("A ....... wrong\nB ....... right\nC ....... wrong\nD ....... wrong", "choice", PANELS_4, None, "B"),
    ("Panel Verdict\nA FAIL\nB FAIL\nC PASS\nD FAIL", "choice", PANELS_4, None, "C"),  # verdict rows
    ("A: no | B: yes | C: no | D: no", "choice", PANELS_4, None, "B"),  # verdicts in one line
    ("Panel | Follows rule?\nA | yes\nB | no\nC | yes\nD | yes\nE | yes\nF | yes", "choice", PANELS_6, ODD, "B"),
    ("A ✔ B ✔ C ✘ D ✘", "choice", PANELS_4, None, None),  # two ticks
    ("capital ..... OK\ncurrency .... OK\nborder ...... WRONG", "yes_no", [], None, "Yes"),  # fact lines
    ("Nodes ...... 9\nEdges ...... 11", "integer", [], ENTITY_QUESTION, "9"),  # dotted leaders, not sentence ends
    ("Entities  Relations\n6         8", "integer", [], RELATION_QUESTION, "8"),  # counts under headings
    ("All rows OK.", "yes_no", [], None, "No"),
    ("Short version: D.", "choice", PANELS_4, None, "D"),
    ("My vote goes to B.", "choice", PANELS_4, None, "B"),
    ("Kigali, the capital of Rwanda, which the masked edge connects to the country node on the left of the map.",
     "choice", EAST_AFRICA, None, "C"),  # an option's text, then its gloss
    ("The question is which option shows the sheet; option C does.", "choice", PANELS_4, None, "C"),
    ("A: 5% B: 80% C: 10% D: 5%", "choice", PANELS_4, None, "B"),  # inline labels on one line open no answer
]
NEW_RULE_CASES += ROUND_15_RULE_CASES

# readings added in round 16 (claude, openvlm, summarised, zhmixed); each fails with its rule off
PANEL_QUESTION = KIND_QUESTION["letters4"]
ROUND_16_RULE_CASES = [
    ("Thought for 12 seconds\n\nB — the holes mirror across both creases.", "choice", PANELS_4, None, "B"),
    ("I can't see the arrows in the first panel, and the answer depends on them.", "choice", PANELS_4, None, None),
    ("The dot should end up lower left, which is exactly what panel C depicts.", "choice", PANELS_4, None, "C"),
    ("被遮挡的实体是坎帕拉，乌干达的首都。", "choice", EAST_AFRICA_ZH, None, "B"),  # the masked entity is …
    ("乌干达的首都是坎帕拉。", "choice", EAST_AFRICA_ZH, None, "B"),  # an option's text after 是 ends the clause
    ("I pick frame A over the others.", "choice", PANELS_6, None, "A"),  # a frame by its letter
    ("A 是正确答案。", "choice", PANELS_4, None, "A"),  # a capital before Chinese is no article
    ("The odd one out is C,它的两边不对称。", "choice", PANELS_6, ODD, "C"),  # a comma before Chinese
    ("So B is the rotated copy — D is what you'd get from a mirror.", "choice", PANELS_4, None, "B"),  # a dash
    ("F 不符合规则。", "choice", PANELS_6, ODD, "F"),  # Chinese odd-one-out wording
    ("There does seem to be an error in the currency edge.", "yes_no", [], None, "Yes"),  # emphatic do
    ("Entities: 7.", "integer", [], ENTITY_QUESTION, "7"),  # a count label closing with a full stop
    ("Panel B shows the sheet once it is completely unfolded.", "choice", PANELS_4, PANEL_QUESTION, "B"),
    ("Option A shows the sheet after the first fold.", "choice", PANELS_4, PANEL_QUESTION, None),  # too little echoed
    ("After rotation, it looks like the object in panel D.", "choice", PANELS_4, None, "D"),  # a likeness
    ("The missing frame is C (circle at the bottom).", "choice", PANELS_6, None, "C"),  # an aside after the answer
    ("D is correct: it's the only panel where the dot hasn't shifted as well.", "choice", PANELS_4, None, "D"),
    ("Frame B matches both conditions; E has the size right but the orientation wrong.", "choice", PANELS_6, None,
     "B"),  # a verdict taken back at once
    ("C. D. A.", "choice", PANELS_4, None, None),  # a line of letters lists options
    ("Total: approximately 12 (the map is too cluttered to be exact).", "integer", [], ENTITY_QUESTION, None),
    ("The final frame should have the square at the top; B has it at the bottom.", "choice", PANELS_6, None, None),
]
NEW_RULE_CASES += ROUND_16_RULE_CASES

# readings added in round 17 (japanese, european, gpt4v, terseprose); each fails with its rule off
EAST_AFRICA_JA = ["ナイロビ", "カンパラ", "キガリ", "ドドマ", "アディスアベバ"]
ROUND_17_RULE_CASES = [
    ("回転させると、Cの形になります。", "choice", PANELS_4, None, "C"),  # "it becomes C's shape"
    ("次のフレームはDになると思います。", "choice", PANELS_6, None, "D"),  # "I think it will be D"
    ("Eが他と違います。", "choice", PANELS_6, ODD, "E"),  # "E differs from the others"
    ("マスクされたノードはナイロビ。", "choice", EAST_AFRICA_JA, None, "A"),  # the masked node as the subject
    ("誤りがあるかもしれません。", "yes_no", [], None, None),  # "there may be an error"
    ("Aだと思いますが、判断できません。", "choice", PANELS_4, None, None),  # "… but I cannot judge": a refusal
    ("はい。キャンベラが首都です。", "yes_no", [], None, "Yes"),  # a polar opening closed by 。
    ("関係は８本です。", "integer", [], RELATION_QUESTION, "8"),  # a Japanese counter
    ("ノードは東京、大阪、京都の3個です。", "integer", [], ENTITY_QUESTION, "3"),  # a counter closing the sentence
    ("ノードは7か8個です。", "integer", [], ENTITY_QUESTION, None),  # "7 or 8"
    ("Yo diría que es la B, porque conserva la muesca.", "choice", PANELS_4, None, "B"),  # a verdict, then its reason
    ("Das gesuchte Bild ist D: die Löcher liegen symmetrisch.", "choice", PANELS_4, None, "D"),
    ("Il s'agit de l'option A, car les trous sont symétriques.", "choice", PANELS_4, None, "A"),
    ("Es la C, aunque la imagen está borrosa.", "choice", PANELS_4, None, "C"),  # a concession after the verdict
    ("no es la D, porque falta un agujero.", "choice", PANELS_4, None, None),  # negated, reason or not
    ("Il y a environ douze entités.", "integer", [], ENTITY_QUESTION, None),  # approximate counts
    ("Ungefähr acht Knoten.", "integer", [], ENTITY_QUESTION, None),
    ("La entidad oculta en el grafo, a juzgar por las aristas que la unen con Tanzania, es Dodoma.", "choice",
     EAST_AFRICA, None, "D"),  # the hidden entity, in a sentence too long to be a short reply
    ("A:3、B:3、C:4、D:3 なので、Cが正解。", "choice", PANELS_4, None, "C"),  # data, then the consequence
    ("Panel A shows two holes, panel B three and panel C four, so C matches the sheet.", "choice", PANELS_4, None,
     "C"),
    ("B matches the outline, so does D.", "choice", PANELS_4, None, None),  # 'so does' adds, it concludes nothing
    ("Although I can't be fully certain, option D matches the unfolded sheet.", "choice", PANELS_4, None, "D"),
    ("the rotated copy is b", "choice", PANELS_4, None, "B"),  # a lower-case letter after 'is'
    ("the answer is a mirror image", "choice", PANELS_4, None, None),  # the article
    ("d holes in every corner", "choice", PANELS_4, None, "D"),  # a caption opened by the letter
    ("c is wrong", "choice", PANELS_4, None, None),
    ("b or d maybe", "choice", PANELS_4, None, None),
    ("wrong capital", "yes_no", [], None, "Yes"),  # a fragment naming the error
    ("mistake in the currency edge", "yes_no", [], None, "Yes"),
    ("false alarm", "yes_no", [], None, None),
    ("official", "choice", RELATIONS, None, "B"),  # part of one option's own words
    ("addis", "choice", EAST_AFRICA, None, "E"),
    ("figure b", "choice", PANELS_6, None, "B"),
]
NEW_RULE_CASES += ROUND_17_RULE_CASES

# readings added in round 18 (korean, romance_slavic, tutor, apologetic); each fails with its rule off
RELATIONS_KO = ["수도", "공용어", "통화", "회원국", "국경을 접함"]
EAST_AFRICA_KO = ["나이로비", "캄팔라", "키갈리", "도도마", "아디스아바바"]
ROUND_18_RULE_CASES = [
    ("Правильный ответ — С.", "choice", PANELS_4, None, "C"),  # a Cyrillic look-alike typed for the letter
    ("마스크된 관계는 수도이며 통합 지도에서도 같습니다.", "choice", RELATIONS_KO, None, "A"),  # 통합 is not 통화
    ("회전한 도형과 같은 것은 D인 것 같습니다.", "choice", PANELS_4, None, "D"),  # "it seems to be D"
    ("정답은 아마 A일 거예요.", "choice", PANELS_4, None, "A"),  # a particle after 'A': no article
    ("C만 규칙을 어겼습니다.", "choice", PANELS_6, ODD, "C"),  # "only C broke the rule"
    ("B인 것 같습니다. 하지만 B와 D 둘 다 맞는 것 같기도 합니다.", "choice", PANELS_4, None, None),  # "both B and D"
    ("C인 것 같지만 확신이 서지 않습니다.", "choice", PANELS_4, None, None),  # "… but I am not sure"
    ("A는 3개, B는 3개, C는 4개이므로 C가 다릅니다.", "choice", PANELS_6, ODD, "C"),  # data, then 이므로 (so)
    ("A는 구멍이 두 개입니다. B는 네 개입니다.", "choice", PANELS_4, None, None),  # predicates about something else
    ("B는 정답이 아닙니다.", "choice", PANELS_4, None, None),  # "B is not the answer": the negation ends the clause
    ("A는 거울상이라서 오답이고, C가 정답입니다.", "choice", PANELS_4, None, "C"),  # A is wrong, C is right
    ("F 그림이 규칙에 맞지 않습니다.", "choice", PANELS_6, ODD, "F"),  # "picture F does not fit the rule"
    ("보기 D", "choice", PANELS_4, None, "D"),  # a Korean option noun
    ("정답은 보기 c입니다.", "choice", PANELS_4, None, "C"),  # a lower-case letter after the noun
    ("숨겨진 엔티티는 나이로비라고 생각합니다.", "choice", EAST_AFRICA_KO, None, "A"),  # the hidden entity, subject
    ("그래프에 잘못된 연결이 하나 있습니다.", "yes_no", [], None, "Yes"),  # "there is one wrong link"
    ("오류는 전혀 없습니다.", "yes_no", [], None, "No"),
    ("오류가 있다면 수도 관계일 것입니다.", "yes_no", [], None, None),  # "if there is an error, …"
    ("노드는 모두 열한 개입니다.", "integer", [], ENTITY_QUESTION, "11"),  # a native number before its counter
    ("엔티티 5개와 관계 8개를 찾았습니다.", "integer", [], ENTITY_QUESTION, "5"),  # each counter's own noun
    ("관계가 10개 정도 있습니다.", "integer", [], RELATION_QUESTION, None),  # "about 10"
    ("노드가 7개 또는 8개 있습니다.", "integer", [], ENTITY_QUESTION, None),  # "7 or 8"
    ("Acho que é a opção C, porque os furos ficam nos cantos.", "choice", PANELS_4, None, "C"),
    ("Penso che sia la D: il cubo rosso resta in alto.", "choice", PANELS_4, None, "D"),
    ("Penso che sia la B, ma potrebbe essere anche la D.", "choice", PANELS_4, None, None),  # "it could also be D"
    ("Думаю, это В или С.", "choice", PANELS_4, None, None),  # look-alike letters joined by "или" (or)
    ("Non so se c'è un errore.", "yes_no", [], None, None),  # "I don't know whether there is an error"
    ("Следующий кадр — В, так как фигура повёрнута на 90 градусов.", "choice", PANELS_6, None, "B"),  # a dash copula
    ("Il pannello giusto è il B, poiché è l'unico simmetrico.", "choice", PANELS_4, None, "B"),
    ("Direi la A, visto che il foglio è piegato due volte.", "choice", PANELS_4, None, "A"),  # a leaning opener
    ("A figura que procuramos é a D, porque mantém a quiralidade.", "choice", PANELS_4, None, "D"),  # a copula
    ("O grafo contém um erro na relação de moeda.", "yes_no", [], None, "Yes"),  # "um" is a word, not a filler
    ("Non ci sono errori nel grafo.", "yes_no", [], None, "No"),
    ("Tutte le relazioni mostrate sono corrette.", "yes_no", [], None, "No"),
    ("Ошибок нет.", "yes_no", [], None, "No"),
    ("Есть ли ошибка, сказать трудно.", "yes_no", [], None, None),  # "whether there is an error is hard to say"
    ("Всего двенадцать связей.", "integer", [], RELATION_QUESTION, "12"),  # a Russian number word
    ("Os nós são nove.", "integer", [], ENTITY_QUESTION, "9"),  # a count noun, its copula, the count
    ("Примерно восемь узлов.", "integer", [], ENTITY_QUESTION, None),  # "about eight"
    ("Dato il collegamento con il Ruanda nella mappa, il nodo nascosto in questo grafo è senza dubbio Kigali.",
     "choice", EAST_AFRICA, None, "C"),  # the hidden node as the subject, in Italian
    ("La relazione nascosta riguarda la valuta dei due paesi, come mostra la mappa dell'Europa occidentale.",
     "choice", RELATIONS, None, "C"),  # a currency cue in Italian
    ("So C is just a decoy.", "choice", PANELS_4, None, None),  # an option called a decoy is rejected
    ("Combine both rules and you get panel A.", "choice", PANELS_4, None, "A"),
    ("So, are there any errors in this graph? No, there aren't.", "yes_no", [], None, "No"),  # a polar echo
    ("Nine! Let's check: four countries and five cities.", "integer", [], ENTITY_QUESTION, "9"),
    ("I'm sorry, I can't view images. However, the holes in panel D match the folds.", "choice", PANELS_4, None,
     "D"),  # a refusal the reply turns from
    ("I can't see the image. However, could you describe the panels?", "choice", PANELS_4, None, None),
    ("Given the pattern, the next frame would likely be F.", "choice", PANELS_6, None, "F"),
    ("Sorry, I can't count precisely. If forced, I'd say there are 7 entities.", "integer", [], ENTITY_QUESTION,
     "7"),
]
NEW_RULE_CASES += ROUND_18_RULE_CASES

# readings added in round 19 (indic, nordic_dutch, repetitive, multianswer); each fails with its rule off
ROUND_19_RULE_CASES = [
    ("It is B. It is D. It is B. It is D. It is B. It is D.", "choice", PANELS_4, None, None),  # a loop between two
    ("It is B. It is B. It is B. It is B. It is B.", "choice", PANELS_4, None, "B"),  # a loop on one answer commits
    ("Panel C matches. No, panel A matches. Panel C matches. No, panel A matches. Panel C matches. No, panel A "
     "matches.", "choice", PANELS_4, None, None),  # a loop of two sentences in turn
    ("6 entities. 7 entities. 6 entities. 7 entities. 6 entities. 7 entities. After recounting carefully: 7 entities.",
     "integer", [], ENTITY_QUESTION, "7"),  # a loop the reply leaves with a verdict
    ("✕ A\n✔ B\n✕ C\n✔ D", "choice", PANELS_4, None, None),  # two ticked: no line is the answer
    ("✘ A\n✔ B\n✘ C\n✘ D", "choice", PANELS_4, None, "B"),  # ✘ is a cross like ✗
    ("A: wrong, B: wrong, C: correct, D: wrong", "choice", PANELS_4, None, "C"),  # verdicts separated by commas
    ("Ranked by fit:\n1. B\n2. D\n3. A\n4. C", "choice", PANELS_4, None, "B"),  # a ranking as a numbered list
    ("Ranking (best first): 1) C 2) A 3) B", "choice", PANELS_4, None, "C"),
    ("A and D are mirrored and B is missing a cube, which leaves C.", "choice", PANELS_4, None, "C"),
    ("Everything except 'currency' fits.", "choice", RELATIONS, None, None),  # the option it names is excluded
    ("Nodes: 5, 6, 5, 6, 5, 6", "integer", [], ENTITY_QUESTION, None),  # a labelled list of counts, not a count
    ("Relations: 12. Entities: 8.", "integer", [], RELATION_QUESTION, "12"),  # the closing count is of entities
    ("Somewhere between 7 and 9 entities; most likely 8.", "integer", [], ENTITY_QUESTION, "8"),
    ("Panel D panel D panel D panel D", "choice", PANELS_4, None, "D"),  # a short phrase repeated
    ("सही उत्तर (ख) है।", "choice", PANELS_4, None, "B"),  # a Devanagari option letter
    ("গ্রাফে মোট আটটি সত্তা রয়েছে।", "integer", [], ENTITY_QUESTION, "8"),  # a Bengali number with its classifier
    ("সংখ্যাটি নিশ্চিত নয়।", "integer", [], ENTITY_QUESTION, None),  # নয় alone is "is not", no nine
    ("மொத்தம் ஏழு முனைகள் உள்ளன.", "integer", [], ENTITY_QUESTION, "7"),  # Tamil: seven nodes in total
    ("అవును, ఒక తప్పు సంబంధం ఉంది.", "yes_no", [], None, "Yes"),  # Telugu yes
    ("घुमाई गई आकृति D है।", "choice", PANELS_4, None, "D"),  # a Hindi copula right after the option
    ("विकल्प A में दो छेद हैं और विकल्प B में चार।", "choice", PANELS_4, None, None),  # descriptions, no verdict
    ("Figur E passar inte in bland de andra.", "choice", PANELS_6, ODD, "E"),  # Swedish: E does not fit in
    ("Jeg tror svaret må være B.", "choice", PANELS_4, None, "B"),
    ("Oikea vastaus on vaihtoehto D.", "choice", PANELS_4, None, "D"),
    ("Kuvio C rikkoo sääntöä.", "choice", PANELS_6, ODD, "C"),  # Finnish: C breaks the rule
    ("Ei, virheitä ei ole.", "yes_no", [], None, "No"),
    ("Solmuja on yhteensä kahdeksan.", "integer", [], ENTITY_QUESTION, "8"),  # a count noun, a copula, the count
    ("Noin kuusi tai seitsemän solmua.", "integer", [], ENTITY_QUESTION, None),  # about six or seven
    ("Jeg tæller ni knuder.", "integer", [], ENTITY_QUESTION, "9"),  # Danish "ni" only before a counted noun
    ("The arrows point to nodes on the right.", "integer", [], ENTITY_QUESTION, None),  # English "to", no Danish two
    ("Det er svært at sige, om der er en fejl.", "yes_no", [], None, None),  # "hard to say"
    ("My answer changes from D to A.", "choice", PANELS_4, None, "A"),  # a change lands on its second option
    ("Så återstår A.", "choice", PANELS_4, None, "A"),  # a capital A after a lower-case word is the letter
    ("Optie B is fout. C is juist.", "choice", PANELS_4, None, "C"),
    ("Ik twijfel tussen B en D.", "choice", PANELS_4, None, None),  # Dutch "between"
    ("பதில் இரண்டும் B மற்றும் C ஆக இருக்கலாம்.", "choice", PANELS_4, None, None),  # Tamil "both B and C"
]
NEW_RULE_CASES += ROUND_19_RULE_CASES

# readings added in round 20 (mideast, sea, machine, dictation); each fails with its rule off
ROUND_20_RULE_CASES = [
    # script letters, direction marks
    ("الجواب: (ب)", "choice", PANELS_4, None, "B"),  # an Arabic option letter in brackets
    ("התשובה הנכונה היא (ד)", "choice", PANELS_4, None, "D"),  # a Hebrew one
    ("پاسخ: (الف)", "choice", PANELS_4, None, "A"),  # Persian alef for the first option
    ("الإجابة هي \u200fB\u200f.", "choice", PANELS_4, None, "B"),  # direction marks around the letter are no text
    # conclusive words, copulas, odd-one-out verbs, leaning openers, wrong verdicts, reason tails
    ("اللوحة التالية هي C.", "choice", PANELS_6, None, "C"),  # Arabic: the next panel is C
    ("הצורה הנכונה היא B.", "choice", PANELS_4, None, "B"),  # Hebrew: the correct shape is B
    ("Doğru seçenek D.", "choice", PANELS_4, None, "D"),  # Turkish: the correct option is D
    ("Hình đúng là A.", "choice", PANELS_4, None, "A"),  # Vietnamese: the correct figure is A
    ("ภาพที่ถูกต้องคือ D", "choice", PANELS_4, None, "D"),  # Thai: the correct picture is D
    ("Kubus yang diputar adalah D.", "choice", PANELS_4, None, "D"),  # Indonesian copula closing the clause
    ("Ang umikot na kubo ay C.", "choice", PANELS_4, None, "C"),  # Tagalog copula
    ("الشكل D يخالف القاعدة.", "choice", PANELS_6, ODD, "D"),  # Arabic: D violates the rule
    ("Gambar F berbeda dari yang lain.", "choice", PANELS_6, ODD, "F"),  # Indonesian: F differs from the others
    ("รูป E แตกต่างจากรูปอื่น", "choice", PANELS_6, ODD, "E"),  # Thai: E differs from the other pictures
    ("Menurut saya gambar D, karena lubangnya simetris.", "choice", PANELS_4, None, "D"),  # "in my opinion"
    ("לדעתי אפשרות C.", "choice", PANELS_4, None, "C"),  # Hebrew: in my opinion option C
    ("Hanya B yang salah.", "choice", PANELS_4, None, None),  # "only B is wrong" names no answer
    ("Kubus yang diputar adalah B, karena sisi merahnya tetap di atas.", "choice", PANELS_4, None, "B"),  # a reason
    ("Tôi chọn phương án D.", "choice", PANELS_4, None, "D"),  # Vietnamese: I choose option D
    ("Ang tamang sagot ay B.", "choice", PANELS_4, None, "B"),  # Tagalog: the right answer is B
    # yes/no words and statements
    ("ไม่ใช่ กราฟถูกต้องทั้งหมด", "yes_no", [], None, "No"),  # a Thai "no" set apart by a space
    ("Hindi, tama ang lahat ng relasyon.", "yes_no", [], None, "No"),  # Tagalog "no"
    ("Oo, mukhang may problema.", "yes_no", [], None, "Yes"),  # Tagalog "yes"
    ("มีข้อผิดพลาดในความสัมพันธ์ของเมืองหลวง", "yes_no", [], None, "Yes"),  # Thai: there is an error
    ("Walang mali sa mga relasyon.", "yes_no", [], None, "No"),  # Tagalog: there is no mistake
    # number words, count nouns, "the number of …", approximations, "or"
    ("في الرسم خمسة كيانات.", "integer", [], ENTITY_QUESTION, "5"),  # an Arabic number word
    ("گراف هفت گره دارد.", "integer", [], ENTITY_QUESTION, "7"),  # Persian
    ("בגרף שמונה צמתים.", "integer", [], ENTITY_QUESTION, "8"),  # Hebrew
    ("Grafikte on bir düğüm var.", "integer", [], ENTITY_QUESTION, "11"),  # Turkish eleven, not one
    ("Có mười hai quan hệ.", "integer", [], RELATION_QUESTION, "12"),  # Vietnamese twelve
    ("Ada dua belas hubungan.", "integer", [], RELATION_QUESTION, "12"),  # Indonesian twelve relations
    ("Mayroong siyam na entity.", "integer", [], ENTITY_QUESTION, "9"),  # Tagalog nine with its linker
    ("นับได้เจ็ดโหนด", "integer", [], ENTITY_QUESTION, "7"),  # Thai seven nodes, written as one word
    ("יש 9 צמתים בגרף.", "integer", [], ENTITY_QUESTION, "9"),  # a Hebrew count noun
    ("تعداد گره‌ها ۶ است.", "integer", [], ENTITY_QUESTION, "6"),  # Persian: the number of nodes is 6
    ("Jumlah simpul adalah tujuh.", "integer", [], ENTITY_QUESTION, "7"),  # Indonesian: the number of nodes is seven
    ("Walo ang mga entity.", "integer", [], ENTITY_QUESTION, "8"),  # Tagalog: the entities are eight
    ("มีความสัมพันธ์ทั้งหมด 12 เส้น", "integer", [], RELATION_QUESTION, "12"),  # Thai: 12 relations in all
    ("Khoảng 9 thực thể.", "integer", [], ENTITY_QUESTION, None),  # Vietnamese: about 9
    ("9 ya da 10 düğüm.", "integer", [], ENTITY_QUESTION, None),  # Turkish "or"
    # key/value records
    ('{"chosen_option": "C"}', "choice", PANELS_4, None, "C"),  # an answer key named by its words
    ('{"edge_count": 14}', "integer", [], RELATION_QUESTION, "14"),  # a count key, singular noun first
    ('{"nodeCount": 6}', "integer", [], ENTITY_QUESTION, "6"),  # camelCase
    ("n_nodes = 7\nn_edges = 9", "integer", [], ENTITY_QUESTION, "7"),  # a snake_case name's noun
    ("final_answer: B  # D is mirrored", "choice", PANELS_4, None, "B"),  # a YAML comment
    ("{'has_error': True}", "yes_no", [], None, "Yes"),  # Python's True
    ('{"answer": "option_c"}', "choice", PANELS_4, None, "C"),  # an identifier for a value
    ('{"answer": "A", "choice": "D"}', "choice", PANELS_4, None, None),  # two fields that disagree
    ("<count>7</count>\n<answer>8</answer>", "integer", [], ENTITY_QUESTION, None),
    ("| has error | yes |", "yes_no", [], None, "Yes"),  # a table row as a key and its value
    ("| nodes | edges |\n|---|---|\n| 9 | 12 |", "integer", [], RELATION_QUESTION, "12"),  # a one-row record
    ("panel,matches_reference\nA,0\nB,0\nC,1\nD,0", "choice", PANELS_4, None, "C"),  # CSV read as a table
    ('{"A": "mirrored", "B": "correct", "C": "mirrored", "D": "mirrored"}', "choice", PANELS_4, None, "B"),
    # speech transcripts
    ("the answer is charlie", "choice", PANELS_4, None, "C"),  # the spelling alphabet's word
    ("option ef", "choice", PANELS_6, None, "F"),
    ("the right one is letter be", "choice", PANELS_4, None, "B"),  # "be" after "letter"
    ("see as in charlie", "choice", PANELS_4, None, "C"),  # "as in" and a word that starts with the letter
    ("bee as in delta", "choice", PANELS_4, None, None),  # a word that starts with another letter
    ("i think its dee because the corners match", "choice", PANELS_4, None, "D"),  # no punctuation
    ("the graph doesnt have any errors", "yes_no", [], None, "No"),  # a contraction without its apostrophe
    ("um i think B", "choice", PANELS_4, None, "B"),  # "um" before an English word
    ("after the second fold its C", "choice", PANELS_4, None, "C"),  # "its" for "it's"
    ("the rotated one is bee you know", "choice", PANELS_4, None, "B"),  # a confirming tail
    ("Final answer: B no actually C", "choice", PANELS_4, None, "C"),  # "no actually" takes B back
    ("c is the odd one out", "choice", PANELS_6, ODD, "C"),  # a lower-case letter as the subject
    ("nope no mistakes", "yes_no", [], None, "No"),  # a transcript's "nope" before more words
    ("I checked every edge and it's all correct.", "yes_no", [], None, "No"),
    ("I went through them twice so eight", "integer", [], ENTITY_QUESTION, "8"),  # the last words draw the count
    ("shares border i think", "choice", RELATIONS, None, "E"),  # a short reply, then "i think"
    ("addis abeba", "choice", EAST_AFRICA, None, "E"),  # a one-letter slip in one option's words
]
NEW_RULE_CASES += ROUND_20_RULE_CASES

# readings added in round 21 (easteuro, african, thinktrace, mathtex); each fails with its rule off
CAPITALS_EU = ["Vienna", "Bern", "Vaduz", "Athens", "Brussels"]
ROUND_21_RULE_CASES = [
    # reasoning traces in other delimiters, a reply cut off at its answer marker
    ("<thinking>\nThe answer is B.\n</thinking>\nAfter checking the folds once more, panel D matches the unfolded "
     "sheet.", "choice", PANELS_4, None, "D"),  # Claude-style <thinking>
    ("[THINK]So the answer is A.[/THINK]The unfolded sheet matches option C.", "choice", PANELS_4, None, "C"),
    ("<|begin_of_thought|>The answer is B.<|end_of_thought|>\n<|begin_of_solution|>\nThe rotated copy corresponds to "
     "option D.\n<|end_of_solution|>", "choice", PANELS_4, None, "D"),  # Sky-T1
    ("<|channel|>analysis<|message|>Answer: No.<|end|><|start|>assistant<|channel|>final<|message|>Checking again, the "
     "currency edge is wrong, so there is an error.", "yes_no", [], None, "Yes"),  # gpt-oss channels
    ("Thinking...\nAnswer: 7\n...done thinking.\n\nI count eight entities in the graph.", "integer", [],
     ENTITY_QUESTION, "8"),  # Ollama
    ("<think>\nOnly C keeps the notch, so the answer is C.\n</think>\n\n**Final Answer:**", "choice", PANELS_4, None,
     "C"),  # the reply after the trace stops at its marker
    # LaTeX
    ("\\fbox{B}", "choice", PANELS_4, None, "B"),
    ("\\(\\mathsf{D}\\)", "choice", PANELS_4, None, "D"),
    ("$\\textcolor{blue}{\\mathbf{A}}$", "choice", PANELS_4, None, "A"),  # a colour is no text
    ("\\begin{aligned}\nx &= \\text{reflect}(h) \\\\\n&\\Rightarrow \\text{panel } \\mathbf{B}\n\\end{aligned}",
     "choice", PANELS_4, None, "B"),  # an aligned derivation's last row
    ("$\\implies$ D", "choice", PANELS_4, None, "D"),
    ("$\\boxed{\\text{B}} \\lor \\boxed{\\text{D}}$", "choice", PANELS_4, None, None),  # two boxes joined by "or"
    ("Only the mirror axis is unresolved: $A \\approx D$.", "choice", PANELS_4, None, None),  # A ≈ D names both
    ("Nodes: $\\boxed{8}$; edges: $\\boxed{11}$.", "integer", [], ENTITY_QUESTION, "8"),  # a box labelled by its noun
    # option letters of other scripts
    ("Відповідь: Д", "choice", PANELS_6, None, "E"),  # a Cyrillic letter in the alphabet's order
    ("Відповідь: В. Варіант Г не підходить.", "choice", PANELS_4, None, "C"),  # beside Г, В is the third
    ("Απάντηση: Γ", "choice", PANELS_4, None, "C"),  # a Greek letter
    ("መልስ: (ሐ)", "choice", PANELS_4, None, "C"),  # an Ethiopic option letter in brackets
    ("Impendulo yi-D.", "choice", PANELS_4, None, "D"),  # a Zulu copula prefix joined by a hyphen
    ("A является правильным ответом.", "choice", PANELS_4, None, "A"),  # a capital A before a Cyrillic word
    # answer markers
    ("Răspunsul corect este B.", "choice", PANELS_4, None, "B"),  # Romanian
    ("A végső válasz a C.", "choice", PANELS_4, None, "C"),  # Hungarian
    ("Jibu sahihi ni D.", "choice", PANELS_4, None, "D"),  # Swahili
    ("Ìdáhùn: B", "choice", PANELS_4, None, "B"),  # Yoruba
    ("Amsar daidai ita ce C.", "choice", PANELS_4, None, "C"),  # Hausa
    ("ትክክለኛው መልስ D ነው።", "choice", PANELS_4, None, "D"),  # Amharic
    # conclusive words, copulas, predicates after the option, leaning openers
    ("Prawidłowa jest figura B.", "choice", PANELS_4, None, "B"),  # Polish: the correct one is figure B
    ("Správně je C.", "choice", PANELS_4, None, "C"),  # Czech: correct is C
    ("Отже, D.", "choice", PANELS_4, None, "D"),  # Ukrainian: so, D
    ("Άρα το Β.", "choice", PANELS_4, None, "B"),  # Greek: so B
    ("Următoarea imagine este F.", "choice", PANELS_6, None, "F"),  # Romanian: the next picture is F
    ("Tehát a D.", "choice", PANELS_4, None, "D"),  # Hungarian: so the D
    ("Picha inayofuata ni C.", "choice", PANELS_6, None, "C"),  # Swahili: the next picture is C
    ("Àṣàyàn tó tọ́ ni A.", "choice", PANELS_4, None, "A"),  # Yoruba: the correct option is A
    ("Zaɓi na gaba shi ne D.", "choice", PANELS_6, None, "D"),  # Hausa: the next option is D
    ("Isithombe esilandelayo ngu-E.", "choice", PANELS_6, None, "E"),  # Zulu: the next picture is E
    ("D is die regte een.", "choice", PANELS_4, None, "D"),  # Afrikaans: D is the right one
    ("ምስሉ D ይሆናል።", "choice", PANELS_6, None, "D"),  # Amharic: the picture will be D
    ("C ne daidai.", "choice", PANELS_4, None, "C"),  # Hausa: C is right
    ("Szerintem D.", "choice", PANELS_4, None, "D"),  # Hungarian: I think D
    ("Moim zdaniem C.", "choice", PANELS_4, None, "C"),  # Polish: in my opinion C
    # yes/no words and statements
    ("Igen.", "yes_no", [], None, "Yes"),  # Hungarian
    ("Hapana.", "yes_no", [], None, "No"),  # Swahili
    ("Rárá, gbogbo ìbáṣepọ̀ tọ́.", "yes_no", [], None, "No"),  # Yoruba
    ("Yebo.", "yes_no", [], None, "Yes"),  # Zulu
    ("A'a.", "yes_no", [], None, "No"),  # Hausa
    ("የለም።", "yes_no", [], None, "No"),  # Amharic
    ("Există o eroare la capitala Australiei.", "yes_no", [], None, "Yes"),  # Romanian: there is an error
    ("Nincs hiba a gráfban.", "yes_no", [], None, "No"),  # Hungarian: there is no error
    ("Kuna kosa kwenye sarafu.", "yes_no", [], None, "Yes"),  # Swahili: there is an error
    ("Hakuna kosa lolote.", "yes_no", [], None, "No"),  # Swahili: there is no error at all
    ("Babu kuskure ko ɗaya.", "yes_no", [], None, "No"),  # Hausa: no error at all
    ("ስህተት የለም።", "yes_no", [], None, "No"),  # Amharic: there is no error
    ("Kò sí àṣìṣe nínú àwòrán.", "yes_no", [], None, "No"),  # Yoruba: there is no error in the picture
    ("Daar is 'n fout in die hoofstad.", "yes_no", [], None, "Yes"),  # Afrikaans: there is an error
    ("Alikho iphutha.", "yes_no", [], None, "No"),  # Zulu: there is no error
    ("Nie ma błędów.", "yes_no", [], None, "No"),  # Polish: there are no errors
    # refusals, "whether", "or"
    ("Talán 9 entitás, nem tudom pontosan.", "integer", [], ENTITY_QUESTION, None),  # Hungarian: I don't know
    ("Важко сказати, чи правильна відповідь B.", "choice", PANELS_4, None, None),  # hard to say whether B is right
    ("Δεν είμαι σίγουρη· ίσως υπάρχει λάθος.", "yes_no", [], None, None),  # Greek: I'm not sure
    ("7 entiteite, maar ek is nie seker nie.", "integer", [], ENTITY_QUESTION, None),  # Afrikaans: I'm not sure
    ("9 vagy 10 entitás.", "integer", [], ENTITY_QUESTION, None),  # Hungarian "or"
    # number words, count nouns, counts after their noun, approximations
    ("V grafu je devět uzlů.", "integer", [], ENTITY_QUESTION, "9"),  # Czech
    ("У графі сім вузлів.", "integer", [], ENTITY_QUESTION, "7"),  # Ukrainian
    ("Το γράφημα έχει δέκα κόμβους.", "integer", [], ENTITY_QUESTION, "10"),  # Greek
    ("Graful are nouă noduri.", "integer", [], ENTITY_QUESTION, "9"),  # Romanian
    ("Hét csomópont van.", "integer", [], ENTITY_QUESTION, "7"),  # Hungarian
    ("Daar is sewe entiteite.", "integer", [], ENTITY_QUESTION, "7"),  # Afrikaans
    ("በግራፉ ውስጥ ዘጠኝ ግንኙነቶች አሉ።", "integer", [], RELATION_QUESTION, "9"),  # Amharic
    ("Kuna nodi tisa.", "integer", [], ENTITY_QUESTION, "9"),  # the number after its noun; "una" inside "Kuna" is none
    ("Akwai dangantaka goma sha biyu.", "integer", [], RELATION_QUESTION, "12"),  # Hausa twelve
    ("Àwọn nǹkan méje ló wà.", "integer", [], ENTITY_QUESTION, "7"),  # Yoruba
    ("Kunezinto eziyishumi.", "integer", [], ENTITY_QUESTION, "10"),  # Zulu, with the noun's concord
    ("Takriban vitu saba.", "integer", [], ENTITY_QUESTION, None),  # Swahili: about seven things
    ("Περίπου 9 οντότητες.", "integer", [], ENTITY_QUESTION, None),  # Greek: about 9
    ("Graful are 8 noduri.", "integer", [], ENTITY_QUESTION, "8"),  # a Romanian count noun
    ("8 kapcsolat van.", "integer", [], RELATION_QUESTION, "8"),  # a Hungarian count noun
    # odd-one-out words
    ("Panel E łamie regułę.", "choice", PANELS_6, ODD, "E"),  # Polish
    ("Obrázek C se liší od ostatních.", "choice", PANELS_6, ODD, "C"),  # Czech
    ("Το σχήμα Δ διαφέρει από τα άλλα.", "choice", PANELS_6, ODD, "D"),  # Greek
    ("Figura B încalcă regula.", "choice", PANELS_6, ODD, "B"),  # Romanian
    ("Az F kilóg a sorból.", "choice", PANELS_6, ODD, "F"),  # Hungarian
    ("Picha C inavunja kanuni.", "choice", PANELS_6, ODD, "C"),  # Swahili
    ("Hoton E bai bi ƙa'ida ba.", "choice", PANELS_6, ODD, "E"),  # Hausa
    ("Umfanekiso B awulandeli umthetho.", "choice", PANELS_6, ODD, "B"),  # Zulu
    ("Paneel D volg nie die reël nie.", "choice", PANELS_6, ODD, "D"),  # Afrikaans
    ("Àwòrán F yàtọ̀ sí àwọn yòókù.", "choice", PANELS_6, ODD, "F"),  # Yoruba
    ("ምስል B የተለየ ነው።", "choice", PANELS_6, ODD, "B"),  # Amharic
    # a name's closing s that other languages leave off
    ("Die versteekte stad is Athen.", "choice", CAPITALS_EU, None, "D"),
]
NEW_RULE_CASES += ROUND_21_RULE_CASES

# readings added in round 22 (frontier, qwen3vl, smallvlm, gemma_llama); each fails with its rule off
CAPITALS_WE = ["Vienna", "Bern", "Vaduz", "Luxembourg", "Brussels"]
ROUND_22_RULE_CASES = [
    # a condition's consequence before the answer it gives: two conditions, two answers, none chosen
    ("If the punch sits at the open edge, the holes spread to the rim, that's B. If it sits at the fold, the holes "
     "meet in the middle, that's D. Checking the diagram again, the punch", "choice", PANELS_4, None, None),
    # a likeness verdict, then its reason
    ("The rotated object should look like option C, since the red cube stays on top.", "choice", PANELS_4, None, "C"),
    # the option pointing back at what was derived
    ("The dot moves one cell clockwise each frame. Option F shows exactly that.", "choice", PANELS_6, None, "F"),
    # a description closed by its option
    ("A square sheet with holes in every corner, option D.", "choice", PANELS_4, None, "D"),
    # a parenthesised aside after the verdict weighs the others
    ("The holes meet in the middle, which is exactly what option B shows. (A has one hole only, and D puts them at "
     "the corners.)", "choice", PANELS_4, None, "B"),
    # a sentence that only points back at the option the sentence before named
    ("Panel E keeps the notch where a quarter turn would leave it. That's my answer.", "choice", PANELS_6, None, "E"),
    # a one-word reply one letter off an option's text
    ("Kampalla", "choice", EAST_AFRICA, None, "B"),
    ("Luxembourgh", "choice", CAPITALS_WE, None, "D"),
    ("currancy", "choice", RELATIONS, None, "C"),
    # a count in brackets
    ("So the number of entities is (9).", "integer", [], ENTITY_QUESTION, "9"),
    # the total before 'in total:', then its breakdown
    ("There are 11 relations in total: 4 'capital of', 4 'currency' and 3 'member of'.", "integer", [],
     RELATION_QUESTION, "11"),
    # the count, then what it is to the reply
    ("I went over the drawing twice; 8 is my final answer.", "integer", [], ENTITY_QUESTION, "8"),
    # a lone count with its measure word
    ("12条", "integer", [], RELATION_QUESTION, "12"),
]
NEW_RULE_CASES += ROUND_22_RULE_CASES

# readings added in round 23 (oseries, deepseekvl, ovis_cog, sonnet); each fails with its rule off
ROUND_23_RULE_CASES = [
    # the English verb "falls" after its subject is no German "falls" (if)
    ("Looking at where the hole falls after both unfolds, the sheet matches option D.", "choice", PANELS_4, None,
     "D"),
    # a description closed by its option after a colon
    ("The following frame has the star in the lower corner with three rays: E.", "choice", PANELS_6, None, "E"),
    # a count in brackets before its noun
    ("So I count (11) relations in this graph.", "integer", [], RELATION_QUESTION, "11"),
    # a count, a dash, and its breakdown adding up to it
    ("Final count: 10 — six countries and four capitals.", "integer", [], ENTITY_QUESTION, "10"),
    # an equation's result followed by its count noun, after the figures it sums
    ("capital of = 4, currency = 3, so 4 + 3 = 7 relations", "integer", [], RELATION_QUESTION, "7"),
    # the answer said to depend on what the reply could not settle
    ("All the capitals check out, so whether the graph has an error depends on the blurred currency label.",
     "yes_no", [], None, None),
    # a verdict the reply says it cannot verify
    ("From what I can read there is no error, but I can't verify the edges on the right.", "yes_no", [], None, None),
    # a trace cut off in a doubt about its answer
    ("<think>\nPanel E is the only one with an open outline, so E. Hmm, wait, panel B's outline also looks broken at "
     "the", "choice", PANELS_6, KIND_QUESTION["odd6"], None),
]
NEW_RULE_CASES += ROUND_23_RULE_CASES

# readings added in round 24 (flashmini, templateleak, sfttuned, longcoten); each fails with its rule off
ROUND_24_RULE_CASES = [
    # the option named as what the transformation yields
    ("Option B is the unfolded sheet, with holes in both halves.", "choice", PANELS_4, None, "B"),
    # the option that carries the sequence on
    ("Panel E completes the sequence.", "choice", PANELS_6, None, "E"),
    # what an elimination leaves: only X remains
    ("A is too small, B has the wrong colour and C is rotated. By elimination, only D remains.", "choice", PANELS_4,
     None, "D"),
    # what comes next in the sequence, after a colon
    ("Next in this series: C, with the arrow turned down.", "choice", PANELS_6, None, "C"),
    # a search for the rule that came back empty
    ("Sides first: A 4, B 4, C 4, D 4, E 5, F 4. So E? Wait, let me recount E, it may have 4 after all. Shading "
     "splits three and three, and so does orientation. I'm not able to find a rule that exactly one panel breaks.",
     "choice", PANELS_6, KIND_QUESTION["odd6"], None),
    # a chat template's user turn written after the reply ends it
    ("There are 8 entities.<|eot_id|><|start_header_id|>user<|end_header_id|>\n\nAnd the relations?<|eot_id|>"
     "<|start_header_id|>assistant<|end_header_id|>\n\n11", "integer", [], ENTITY_QUESTION, "8"),
    # the prompt echoed before a later assistant label
    ("Which option shows the sheet after it is completely unfolded?\nA. Option A\nB. Option B\nC. Option C\n"
     "D. Option D\n### Assistant: C", "choice", PANELS_4, None, "C"),
    # a trace that never closes, cut off on the letter that starts its next sentence
    ("<think>\nThe first fold is vertical and the second horizontal, so there are four holes. C", "choice", PANELS_4,
     None, None),
]
NEW_RULE_CASES += ROUND_24_RULE_CASES

# readings added in round 25 (eurolingo, cjkreal, countnatural, detectnatural); each fails with its rule off
ROUND_25_RULE_CASES = [
    # a first attempt the reply reports as such, then revises
    ("At first I counted 9 entities, but two of them were legend labels. There are 7 entities.", "integer", [],
     ENTITY_QUESTION, "7"),
    # a second look takes back the count before it
    ("I count 5 entities. On a second glance, one more sits behind the legend — 6 entities.", "integer", [],
     ENTITY_QUESTION, "6"),
    # a dash, then an elliptic "no" and the corrected count
    ("There are eleven relations — no, twelve, I missed the border edge.", "integer", [], RELATION_QUESTION, "12"),
    # a degree adverb between the negated modal and its verb still refuses
    ("The answer seems to be C, but I can't completely verify it from this image.", "choice", PANELS_4, None, None),
    # French and Spanish "whether there is an error" states none
    ("Certaines étiquettes sont floues, donc difficile de dire s'il y a une erreur.", "yes_no", [], None, None),
    ("Las etiquetas son borrosas; cuesta decir si hay un error en el grafo.", "yes_no", [], None, None),
    # an edge said to be off
    ("The currency link looks off: the Krone is given for Finland.", "yes_no", [], None, "Yes"),
    # the exception to a correct majority
    ("Most triples are right. The one that isn't: Bern as the capital of Austria.", "yes_no", [], None, "Yes"),
    # nothing stands out as wrong; a perception that found nothing; the graph that holds up
    ("Nothing jumps out as wrong in this graph.", "yes_no", [], None, "No"),
    ("I couldn't find anything incorrect.", "yes_no", [], None, "No"),
    ("The map checks out.", "yes_no", [], None, "No"),
    # everything is correct, in Spanish, French or German
    ("Alles scheint korrekt zu sein.", "yes_no", [], None, "No"),
    # the Chinese copula before the option
    ("我认为是C，因为只有它是对称的。", "choice", PANELS_4, None, "C"),
    # the option named in the reply's words after a copula, its letter in brackets, then a reason
    ("It's the Alpine capital (B), since the edge points to Switzerland.", "choice",
     ["Vienna", "Bern", "Vaduz", "Luxembourg", "Brussels"], KIND_QUESTION["entity"], "B"),
    # a Chinese idiom for the odd one out
    ("与众不同的是图形 D。", "choice", PANELS_6, ODD, "D"),
]
NEW_RULE_CASES += ROUND_25_RULE_CASES

# readings added in round 26 (abstainfree, completionfree, puzzlefree, harnesslog); each fails with its rule off
ROUND_26_RULE_CASES = [
    # what the clause before said of one option holds for another too
    ("A looks right, but so does D; I can't separate them.", "choice", PANELS_4, KIND_QUESTION["letters4"], None),
    # a second candidate the reply cannot name as an option
    ("Probably Vaduz, though it could also be the other Alpine capital.", "choice",
     ["Vienna", "Bern", "Vaduz", "Luxembourg", "Brussels"], KIND_QUESTION["entity"], None),
    # an opening option followed by its verb is the subject of a statement, not the reply's answer
    ("(a) shows only two holes, so the sheet must be option C.", "choice", PANELS_4, KIND_QUESTION["letters4"], "C"),
    # an option dismissed as a mere reflection
    ("(b) is only a reflection of the object.", "choice", PANELS_4, KIND_QUESTION["letters4"], None),
    # a description closed by its option after a dash; the option the description points to
    ("Four holes along the edges — option B.", "choice", PANELS_4, KIND_QUESTION["letters4"], "B"),
    ("The sheet ends up with holes in every corner, as in panel C.", "choice", PANELS_4, KIND_QUESTION["letters4"],
     "C"),
    # what applying the relation gives
    ("Applying the same change to the third figure gives option B.", "choice", PANELS_4, KIND_QUESTION["letters4"],
     "B"),
    # a reply of bare answers that disagree
    ("B\nD", "choice", PANELS_4, KIND_QUESTION["letters4"], None),
    ("No\nYes", "yes_no", [], None, None),
    # a short statement of the fact the masked edge stands for names its relation
    ("Belgium and the Netherlands border one another.", "choice", RELATIONS, KIND_QUESTION["relation"], "E"),
    ("Kigali is Rwanda's capital.", "choice", RELATIONS, KIND_QUESTION["relation"], "A"),
    # an option named by its place after a dash or a copula
    ("Joined along the short edges the halves make an L — the second option.", "choice", PANELS_4,
     KIND_QUESTION["letters4"], "B"),
    ("The cube ends up with its red face down — that's the last panel.", "choice", PANELS_4,
     KIND_QUESTION["letters4"], "D"),
    # the option nearest to what the reply expected, also after saying none fits exactly
    ("None of the options shows this exactly, but B is closest.", "choice", PANELS_4,
     KIND_QUESTION["letters4"], "B"),
    # the thing a copula points to in an option, then the alternative it rejects
    ("That's the sheet in option D, not B.", "choice", PANELS_4, KIND_QUESTION["letters4"], "D"),
    # a verdict after a bracketed reason
    ("Option B puts the holes too low (the fold is horizontal), option A matches.", "choice", PANELS_4,
     KIND_QUESTION["letters4"], "A"),
    # a chat template's role word left after the answer
    ("D assistant", "choice", PANELS_4, KIND_QUESTION["letters4"], "D"),
    # a count given as a lettered option of counts
    ("(B) 12", "integer", [], KIND_QUESTION["count"], "12"),
    # an answer that closed its sentence, then only the heading of a note
    ("6 relations.\n\nExplanation:", "integer", [], KIND_QUESTION["count_relations"], "6"),
]
NEW_RULE_CASES += ROUND_26_RULE_CASES

# readings added in round 27 (positional, sloppyenglish, polaritytraps, answerlast); each fails with its rule off
EUROPE = ["Vienna", "Bern", "Vaduz", "Luxembourg", "Brussels"]
DETECT = KIND_QUESTION["yes_no"]
ROUND_27_RULE_CASES = [
    # an opening Yes or No that answered whether the graph is right, its clause saying so
    ("No, the map is not accurate: Vienna is not in Germany.", "yes_no", [], DETECT, "Yes"),
    ("Yes, everything is correct.", "yes_no", [], DETECT, "No"),
    # not where the clause says nothing of the graph being right: a Yes to the error question, then none found
    ("Yes, nothing looks off.", "yes_no", [], DETECT, None),
    # a verdict word on the whole map opening the reply
    ("Incorrect — Kampala is Uganda's capital, not Kenya's.", "yes_no", [], DETECT, "Yes"),
    ("Looks fine to me.", "yes_no", [], DETECT, "No"),
    # a verdict whose reason, the last statement after it, says the opposite
    ("Answer: Yes\nReason: every edge matches the facts; all of them are correct.", "yes_no", [], DETECT, None),
    ("No, no errors, since the graph wrongly lists Dutch for Austria.", "yes_no", [], DETECT, None),
    # an all-clear under a negation or a doubt; a denial that the graph is right
    ("I doubt the graph is correct; it puts Bern in Austria.", "yes_no", [], DETECT, "Yes"),
    ("That can't be right — Dodoma is Tanzania's capital, not Kenya's.", "yes_no", [], DETECT, "Yes"),
    # a search that found none; nothing in the graph wrong
    ("None that I could spot.", "yes_no", [], DETECT, "No"),
    ("Nothing in the graph looks wrong.", "yes_no", [], DETECT, "No"),
    # a statement under a condition that follows it
    ("There is an error if 'member of' means full membership, and no error otherwise.", "yes_no", [], DETECT, None),
    # non-native English: a polar word with its last letter doubled, no article, an answer label misspelled, digits
    # glued to their noun, an option's text misspelled after a lead-in, an informal "because"
    ("yesss", "yes_no", [], DETECT, "Yes"),
    ("there is error in currency edge", "yes_no", [], DETECT, "Yes"),
    ("answr: d", "choice", PANELS_4, KIND_QUESTION["letters4"], "D"),
    ("9entities", "integer", [], KIND_QUESTION["count"], "9"),
    ("ans: brusels", "choice", EUROPE, KIND_QUESTION["entity"], "E"),
    ("next frame is F bcoz dot move 1 cell every step", "choice", PANELS_6, KIND_QUESTION["letters6"], "F"),
    # options named by their place: the penultimate, the last of the options, a place after a copula, a closing place
    ("Of the four candidates, the penultimate fits.", "choice", PANELS_4, KIND_QUESTION["letters4"], "C"),
    ("The unfolded sheet matches the last of the four options.", "choice", PANELS_4, KIND_QUESTION["letters4"], "D"),
    ("The rotated object is the last one in the list.", "choice", PANELS_4, KIND_QUESTION["letters4"], "D"),
    ("The first option repeats frame 4, the second moves the dot back, the third moves it on. The third one.",
     "choice", PANELS_6, KIND_QUESTION["letters6"], "C"),
    # a place and, in apposition, another option's text
    ("The first option, Dodoma.", "choice", EAST_AFRICA, KIND_QUESTION["entity"], None),
    # a pick locked in; "X it is"
    ("A and B are mirror images, C adds a cube. Locking in D.", "choice", PANELS_4, KIND_QUESTION["letters4"], "D"),
    ("Bern is Switzerland's, Vienna is Austria's. **Vaduz** it is.", "choice", EUROPE, KIND_QUESTION["entity"], "C"),
    # a leaning, then too little confidence to pick
    ("I'd lean towards Bern, but Vaduz is possible too... I'm not confident enough to pick.", "choice", EUROPE,
     KIND_QUESTION["entity"], None),
    # a claim said to be untrue as a whole states the opposite verdict; the graph called free of errors
    ("It is not true that there is no error: Bern is not in Austria.", "yes_no", [], DETECT, "Yes"),
    ("It's false that the graph contains a mistake.", "yes_no", [], DETECT, "No"),
    ("The graph looks error-free to me.", "yes_no", [], DETECT, "No"),
    # a question tag the reply answers at once, a reason after the dash
    ("There's a mistake, isn't there? No — the arrow runs from Bern to Switzerland.", "yes_no", [], DETECT, "No"),
    # whether the graph is right, restated and answered: the answer turned round
    ("Is the map entirely correct? Yes, completely.", "yes_no", [], DETECT, "No"),
    # the answer to a quoted question, read by that question; two that disagree
    ("The answer to 'is the map correct' is no.", "yes_no", [], DETECT, "Yes"),
    ("The answer to 'is there an error' is yes, and the answer to 'is the graph correct' is yes.", "yes_no", [],
     DETECT, None),
    # a verdict on the map right after the reply sets aside what it said
    ("Wrong: Kigali isn't Rwanda's capital... it is, though. Never mind, it's correct.", "yes_no", [], DETECT, "No"),
    # non-native English: a lower-case letter after a copula given a reason, 'ans is', the noun for the option's kind
    # after a misspelt name, an option's words run together, a full stop without its space before 'so'
    ("i guess is c because the dot move right each step", "choice", PANELS_6, KIND_QUESTION["letters6"], "C"),
    ("ans is D pls", "choice", PANELS_4, KIND_QUESTION["letters4"], "D"),
    ("Kigalli city", "choice", EAST_AFRICA, KIND_QUESTION["entity"], "C"),
    ("sharesborderwith", "choice", RELATIONS, KIND_QUESTION["relation"], "E"),
    ("nodes:kenya,uganda,kampala.so 3", "integer", [], KIND_QUESTION["count"], "3"),
    # what was derived placed where the option shows it
    ("The dot lands where option E puts it.", "choice", PANELS_6, KIND_QUESTION["letters6"], "E"),
]
NEW_RULE_CASES += ROUND_27_RULE_CASES
RELATIONS_2 = ["located in region", "member of", "part of", "shares border with", "capital of"]
ROUND_28_RULE_CASES = [
    # options judged one by one in running text: the one judged right; two judged right; in an odd-one-out item the
    # one judged differently
    ("A — wrong. B — wrong. C — right. D — wrong.", "choice", PANELS_4, KIND_QUESTION["letters4"], "C"),
    ("(a) yes (b) no (c) no (d) no", "choice", PANELS_4, KIND_QUESTION["letters4"], "A"),
    ("Nairobi: no. Kampala: no. Kigali: yes — Rwanda's capital. Dodoma: no. Addis Ababa: no.", "choice",
     EAST_AFRICA, KIND_QUESTION["entity"], "C"),
    ("Vienna — fits; Bern — no; Vaduz — fits; Luxembourg — no; Brussels — no.", "choice", EUROPE,
     KIND_QUESTION["entity"], None),
    ("A: No\nB: No\nC: Yes — the only open shape\nD: No\nE: No\nF: No", "choice", PANELS_6, KIND_QUESTION["odd6"],
     "C"),
    # facts of the map judged one by one in running text
    ("Vienna–Austria: correct. Bern–Switzerland: correct. Vaduz–Liechtenstein: correct.", "yes_no", [], DETECT, "No"),
    # lines that each open with an option and a dash: the first line is an item, not an opening answer
    ("Nairobi — capital of Uganda ✗\nKigali — capital of Rwanda ✓\nDodoma — capital of Kenya ✗", "choice",
     EAST_AFRICA, KIND_QUESTION["entity"], "C"),
    # no trust left in any option
    ("Option C: correct.\nOption D: incorrect.\nBut C's top face is wrong too; I'm not confident in any of them.",
     "choice", PANELS_4, KIND_QUESTION["letters4"], None),
    # a reconsideration closed by the answer alone after a dash
    ("I count 9 nodes. Wait, I skipped the EU node at the bottom — 10.", "integer", [], KIND_QUESTION["count"], "10"),
    ("Bern. Correction: Bern is Switzerland's capital and the node is Liechtenstein — Vaduz.", "choice", EUROPE,
     KIND_QUESTION["entity"], "C"),
    # the corrected answer in quotes
    ("'part of' — no wait, 'located in region'; Kenya is in East Africa.", "choice", RELATIONS_2,
     KIND_QUESTION["relation"], "A"),
    # a first count reported after its subject; a clearer image needed to say which
    ("I first counted 9 entities, then 11.", "integer", [], KIND_QUESTION["count"], None),
    ("B looks right, then D. I'd need a sharper image to say which.", "choice", PANELS_4, KIND_QUESTION["letters4"],
     None),
    # a reason after a revision is no reason against the verdict before it
    ("Yes: Bern is listed as Austria's capital. Hmm, actually, I misread it — it says Vienna. Everything is correct, "
     "so no error.", "yes_no", [], DETECT, "No"),
    # a count word with its digits in brackets closing a sentence
    ("Nodes: Kenya, Uganda, Nairobi, Kampala, the AU and the shilling. That's six (6).", "integer", [],
     KIND_QUESTION["count"], "6"),
    # an approximate count; "between" without a second bound
    ("There are 12 or so entities.", "integer", [], KIND_QUESTION["count"], None),
    ("That's 8 relations in total, between 7 entities.", "integer", [], KIND_QUESTION["count_relations"], "8"),
    # two counts the reply concludes on
    ("I see 10 entities. Two are drawn twice, so 8 distinct ones, or 10 if each drawing counts.", "integer", [],
     KIND_QUESTION["count"], None),
    # the total after what the reply adds to its count
    ("I count 6 entities in the main cluster, plus the masked node: 7 entities.", "integer", [],
     KIND_QUESTION["count"], "7"),
    # a count opening the reply with a full stop, no numbered list after it
    ("9. The nodes are Kenya, Uganda, Rwanda and their capitals, the AU, the shilling and the franc.", "integer", [],
     KIND_QUESTION["count"], "9"),
    # a numbered frame of the sequence is no option
    ("The 5th frame should show the dot at the top, which is option B.", "choice", PANELS_6,
     KIND_QUESTION["letters6"], "B"),
    # other options weighed in a closing aside
    ("The next frame has five dots, which is option C (option A has four, option F six).", "choice", PANELS_6,
     KIND_QUESTION["letters6"], "C"),
    # a place a change is measured from
    ("I see a square that turns 45 degrees each frame. The next should be a grey square turned 45 degrees from the "
     "last one, which is option B.", "choice", PANELS_6, KIND_QUESTION["letters6"], "B"),
    # an option's text alone as the opening sentence, then why
    ("Kigali. The masked node is linked to Rwanda by 'capital' and to the East African Community by "
     "'headquarters of'.", "choice", EAST_AFRICA, KIND_QUESTION["entity"], "C"),
]
NEW_RULE_CASES += ROUND_28_RULE_CASES
ORGS = ["European Union", "NATO", "African Union", "ASEAN", "Mercosur"]
CURRENCIES = ["Euro", "Swiss franc", "Pound sterling", "Krone", "Złoty"]
ROUND_29_RULE_CASES = [
    # grounding markup: the coordinates dropped, the grounded phrase kept
    ("<ref>option D</ref><box>(762,88),(1000,410)</box>", "choice", PANELS_4, KIND_QUESTION["letters4"], "D"),
    ("Next frame: option C [[336,512,498,760]]", "choice", PANELS_6, KIND_QUESTION["letters6"], "C"),
    # a word of an accented Latin script opens with a letter that is no option letter
    ("The masked node is the Złoty.", "choice", CURRENCIES, KIND_QUESTION["entity"], "E"),
    # the whole option list restated, on lines or on one line, is no answer
    ("Options:\n(A)\n(B)\n(C)\n(D)", "choice", PANELS_4, KIND_QUESTION["letters4"], None),
    ("A. Nairobi\nB. Kampala\nC. Kigali\nD. Dodoma\nE. Addis Ababa", "choice", EAST_AFRICA, KIND_QUESTION["entity"],
     None),
    ("Options: A) Vienna B) Bern C) Vaduz D) Luxembourg E) Brussels\n\nLiechtenstein's capital: C) Vaduz.", "choice",
     EUROPE, KIND_QUESTION["entity"], "C"),
    # a knowledge graph's labelled edge draws no conclusion
    ("Candidates:\nThailand -[memberOf]-> ASEAN\nThailand -[memberOf]-> Mercosur", "choice", ORGS,
     KIND_QUESTION["entity"], None),
    # a camelCase identifier's words
    ("(Belgium, officialLanguage, Dutch)", "choice", RELATIONS, KIND_QUESTION["relation"], "B"),
    # keys that name the answer: what the question asks for, a decision; ":=" as the separator
    ("next_frame: E", "choice", PANELS_6, KIND_QUESTION["letters6"], "E"),
    ("decision: C", "choice", PANELS_4, KIND_QUESTION["letters4"], "C"),
    ("odd_one_out := option(E)", "choice", PANELS_6, KIND_QUESTION["odd6"], "E"),
    # a value that opens a list is no value
    ("pick(options=[A, C])", "choice", PANELS_4, KIND_QUESTION["letters4"], None),
    # a key that names a faulty part of the map, with a part named
    ("wrong_edge: (Bern, capital_of, Austria)", "yes_no", [], DETECT, "Yes"),
    # reservations about the reply's own certainty, and a condition on its own reading
    ("B, though I'm not entirely certain.", "choice", PANELS_4, KIND_QUESTION["letters4"], "B"),
    ("If I'm counting right, the graph has 8 entities.", "integer", [], KIND_QUESTION["count"], "8"),
    # "give or take" keeps a count approximate
    ("11 entities, give or take one.", "integer", [], KIND_QUESTION["count"], None),
    # the question restated as the first paragraph opens no reply
    ("Question: Is there a factual error in the knowledge graph? Options: Yes / No.\n\nYes — Kigali is drawn as "
     "Kenya's capital.", "yes_no", [], DETECT, "Yes"),
    ("Is there a factual error in the graph? (Yes or No)\n\nYes — Bern is shown as Austria's capital.", "yes_no", [],
     DETECT, "Yes"),
]
NEW_RULE_CASES += ROUND_29_RULE_CASES
LANGUAGES = ["French", "Dutch", "German", "Italian", "Romansh"]
ROUND_30_RULE_CASES = [
    # the keycap of ten is the number ten
    ("Total relations: 🔟", "integer", [], KIND_QUESTION["count_relations"], "10"),
    # another count offered in brackets beside the count is a range
    ("Entities: 8 (perhaps 9 if the legend counts)", "integer", [], KIND_QUESTION["count"], None),
    # a count marker's own label says which count it is
    ("Edge count: 12\nNode count: ?", "integer", [], KIND_QUESTION["count"], None),
    # a key that names the best-matching option is an answer field, so two that disagree commit to neither
    ("{\"closest_match\": \"B\", \"answer\": \"D\"}", "choice", PANELS_4, KIND_QUESTION["letters4"], None),
    # a faulty part of the map tallied: none wrong is no error
    ("Wrong triples: 0", "yes_no", [], DETECT, "No"),
    # a verdict on the whole map, with "all", and opening the last paragraph after the facts checked
    ("Looks all correct to me.", "yes_no", [], DETECT, "No"),
    ("Vienna – capital of – Austria ✓\nBern – capital of – Switzerland ✓\n\nLooks right to me.", "yes_no", [],
     DETECT, "No"),
    # an answer in the conditional mood under a long condition that opens its sentence only supposes it
    ("If we assume that the shading alternates every frame rather than every second frame, the answer would be B. "
     "The shading alternates every second frame, so the next frame matches option F.", "choice", PANELS_6,
     KIND_QUESTION["letters6"], "F"),
    # an option named as what a transformation starts from is no pick
    ("The next frame is a rotated copy of B, which is option F.", "choice", PANELS_6, KIND_QUESTION["letters6"], "F"),
    # a reconsideration's short closing clause that ends on one option's text
    ("Dutch? No wait — Liechtenstein speaks German ✅", "choice", LANGUAGES, KIND_QUESTION["entity"], "C"),
]
NEW_RULE_CASES += ROUND_30_RULE_CASES
ROUND_31_RULE_CASES = [
    # an assumption the reply states and answers under in the indicative commits; one of two conditions does not
    ("Assuming the arrow keeps its colour, the next frame is option D.", "choice", PANELS_6,
     KIND_QUESTION["letters6"], "D"),
    ("Assuming the arrow keeps turning clockwise, the next frame is D. If it turns back, it would be A instead.",
     "choice", PANELS_6, KIND_QUESTION["letters6"], None),
    # a request tacked onto an answer is a question of its own
    ("Probably C — could you confirm the fold is vertical?", "choice", PANELS_4, KIND_QUESTION["letters4"], "C"),
    # a lean may open "no error", and a dash may close it; the graph said to hold none
    ("Most likely no error — can you check the Oslo label?", "yes_no", [], DETECT, "No"),
    ("So the map has no mistakes.", "yes_no", [], DETECT, "No"),
    # a condition naming the asked reading answers the question
    ("Entities or relations? If relations: 14.", "integer", [], KIND_QUESTION["count_relations"], "14"),
    # after asking which reading is meant, answers for two readings commit to neither
    ("Which arrow do you mean, the one from Oslo or from Bergen? The Oslo one is 'capital of'; the Bergen one is "
     "'located in region'.", "choice", RELATIONS_2, KIND_QUESTION["relation"], None),
    # a reading named with "by" is a condition: two of them leave two answers
    ("By colour, D stands out; by size, B.", "choice", PANELS_6, ODD, None),
    # the one option excepted from what is said of all the others
    ("Every figure but D has a dot in the centre.", "choice", PANELS_6, ODD, "D"),
    ("All options except B are wrong.", "choice", PANELS_4, KIND_QUESTION["letters4"], "B"),
    ("All panels except C and E are shaded.", "choice", PANELS_6, ODD, None),
    ("None of the panels is correct except B.", "choice", PANELS_4, KIND_QUESTION["letters4"], "B"),
    ("Only figure B fails to follow the pattern.", "choice", PANELS_6, ODD, "B"),
    ("The rest are symmetric; F isn't.", "choice", PANELS_6, ODD, "F"),
    ("Every option except C is ruled out, but C is wrong too.", "choice", PANELS_4, KIND_QUESTION["letters4"], None),
    # a fact excepted from an all-clear is an error; with a doubt on it, nothing is settled
    ("Everything is correct except the Rome–France edge.", "yes_no", [], DETECT, "Yes"),
    ("All facts are right apart from maybe the Lima one.", "yes_no", [], DETECT, None),
    # a second count left to a condition makes a range
    ("Ten entities; 11 if you count the masked node.", "integer", [], KIND_QUESTION["count"], None),
    # one option compared with all the others is the pick (in an odd-one-out, the outlier); with some, none
    ("D is more plausible than any other option.", "choice", PANELS_4, KIND_QUESTION["letters4"], "D"),
    ("Option A is a better match than option B.", "choice", PANELS_4, KIND_QUESTION["letters4"], None),
    ("F is less regular than the others.", "choice", PANELS_6, ODD, "F"),
    ("Option B resembles the reference most closely.", "choice", PANELS_4, KIND_QUESTION["letters4"], "B"),
    # a reply cut off on a conjunction concludes nothing in its last clause
    ("The remaining candidates are Kampala and", "choice", EAST_AFRICA, KIND_QUESTION["entity"], None),
    # the object of "let me re-check" is no corrected answer
    ("So D might be right, but let me re-check A, because A's", "choice", PANELS_6, ODD, None),
    # a reply cut off after a closed trace leaves the trace's conclusion standing
    ("<think>The answer is B.</think>\nThe object turns a quarter turn about the vertical axis, so the matching view "
     "is the one wh", "choice", PANELS_4, KIND_QUESTION["letters4"], "B"),
    # a count's label opens its sentence too, and the label nearest a count is its own
    ("Sure. Nodes: 6, edges: 9.", "integer", [], KIND_QUESTION["count"], "6"),
    ("Fine. Nodes: 7, edges: 10.", "integer", [], KIND_QUESTION["count"], "7"),
    # "then" and one option after a clause that names none draws the answer
    ("I'm taking the top row as frames 1 to 3; then E.", "choice", PANELS_6, KIND_QUESTION["letters6"], "E"),
]
NEW_RULE_CASES += ROUND_31_RULE_CASES
ROUND_32_RULE_CASES = [
    # a choice the reply declines to make after two candidates commits to neither; a named option after the verb is
    # rejected instead, and the answer that follows stands
    ("A is the only panel with a curve, while D is the only rotated one. I don't want to guess between them.",
     "choice", PANELS_6, ODD, None),
    ("Option C matches the holes, but option D matches the fold too. I'd prefer not to choose.", "choice", PANELS_4,
     KIND_QUESTION["letters4"], None),
    ("I won't pick B, it's mirrored. The answer is C.", "choice", PANELS_4, KIND_QUESTION["letters4"], "C"),
    # two readings left standing together commit to neither
    ("The masked edge might be:\n- member of\n- part of\n\nEither could be correct.", "choice", RELATIONS_2,
     KIND_QUESTION["relation"], None),
    # … and "Both … would fit." (the case that catches no_both_standing since round 59's "either could be …" reads
    # the one above as well)
    ("The masked edge might be:\n- member of\n- part of\n\nBoth relations would fit.", "choice", RELATIONS_2,
     KIND_QUESTION["relation"], None),
    # a bare count opening the reply before a dash, a comma or a bracket is the answer; another number makes a range
    ("9 — the legend box is not a node.", "integer", [], KIND_QUESTION["count"], "9"),
    ("14, counting the masked edge as one of them.", "integer", [], KIND_QUESTION["count_relations"], "14"),
    ("6 (the masked node included)", "integer", [], KIND_QUESTION["count"], "6"),
    ("7 — or 8 if the legend is a node.", "integer", [], KIND_QUESTION["count"], None),
    # one option said to show what the reply predicted is its pick; two such options, none
    ("The next frame should have six dots in a ring.\n\nOption D shows six dots in a ring.", "choice", PANELS_6,
     KIND_QUESTION["letters6"], "D"),
    ("The arrow should point left. Panel B has the arrow pointing left, and panel E has the arrow pointing left too.",
     "choice", PANELS_6, KIND_QUESTION["letters6"], None),
]
NEW_RULE_CASES += ROUND_32_RULE_CASES
ROUND_33_RULE_CASES = [
    # an option that opens the reply and turns another down at once is the pick
    ("B, not D. D is what a mirror image would give.", "choice", PANELS_4, KIND_QUESTION["letters4"], "B"),
    ("C rather than A: A keeps the arm on the wrong side.", "choice", PANELS_4, KIND_QUESTION["letters4"], "C"),
    ("A or C, not B.", "choice", PANELS_4, KIND_QUESTION["letters4"], None),
    # a count the reply arrives at before the colon that opens its breakdown is the answer
    ("Going node by node, I count 9: the 3 countries, their 3 capitals, the Euro, the EU and NATO.", "integer", [],
     KIND_QUESTION["count"], "9"),
    # a count that is the reply's whole first sentence is the answer; the numbers after it explain it
    ("11 edges. Kenya and Uganda share two edges, and both are counted.", "integer", [],
     KIND_QUESTION["count_relations"], "11"),
    ("Eight. Two of the labels belong to edges, so 10 labels but 8 entities.", "integer", [], KIND_QUESTION["count"],
     "8"),
    # an option said to share the pick's kind and told apart at once by a contrast is set aside; one said to be
    # possible stays open
    ("I think it is Kampala (B). Nairobi (A) is also a capital in East Africa, but Kenya is not in the graph.",
     "choice", EAST_AFRICA, KIND_QUESTION["entity"], "B"),
    ("Probably Vienna, option A. Bern (B) is also a capital of a German-speaking country, but the edge goes to "
     "Austria.", "choice", EUROPE, KIND_QUESTION["entity"], "A"),
    ("It should be Kampala, option B. Nairobi (A) is also a possible answer, but I am not sure.", "choice",
     EAST_AFRICA, KIND_QUESTION["entity"], None),
    # a CJK full stop ends its sentence with the next sentence's characters right after it
    ("下一帧应该是 E。C 的颜色不对。", "choice", PANELS_6, KIND_QUESTION["letters6"], "E"),
    ("次のフレームは A です。D は向きが違います。", "choice", PANELS_6, KIND_QUESTION["letters6"], "A"),
    # an option's several words, one of them a slip of one letter, name that option
    ("It's Pound sterlin, the currency of the United Kingdom.", "choice", CURRENCIES, KIND_QUESTION["entity"], "C"),
    ("The masked node should be Addis Abeba, the seat of the African Union.", "choice", EAST_AFRICA,
     KIND_QUESTION["entity"], "E"),
]
NEW_RULE_CASES += ROUND_33_RULE_CASES
ROUND_34_RULE_CASES = [
    # a whole reply that is one answer with a stray comma or semicolon after it; options listed line by line are none
    ("B;", "choice", PANELS_4, KIND_QUESTION["letters4"], "B"),
    ("7;", "integer", [], KIND_QUESTION["count"], "7"),
    ("A,\nB,\nC,\nD,", "choice", PANELS_4, KIND_QUESTION["letters4"], None),
    # an option said to be or show what the question asks for
    ("Option D shows the next frame.", "choice", PANELS_6, KIND_QUESTION["letters6"], "D"),
    ("B is the next frame: the arrow keeps turning clockwise.", "choice", PANELS_6, KIND_QUESTION["letters6"], "B"),
    ("Panel C shows the unfolded sheet.", "choice", PANELS_4, KIND_QUESTION["letters4"], "C"),
    # what sets an odd-one-out option apart, then the verdict on it, names the outlier
    ("Panel B is not symmetric, so it breaks the rule.", "choice", PANELS_6, KIND_QUESTION["odd6"], "B"),
    ("E is the mirror image and is the odd one out.", "choice", PANELS_6, KIND_QUESTION["odd6"], "E"),
    # the predicted count is part of the prediction an option is said to match
    ("The next frame should have 4 dots. Option E has 4 dots.", "choice", PANELS_6, KIND_QUESTION["letters6"], "E"),
    ("The next frame should have 4 dots. Option E has 5 dots.", "choice", PANELS_6, KIND_QUESTION["letters6"], None),
]
NEW_RULE_CASES += ROUND_34_RULE_CASES
ROUND_35_RULE_CASES = [
    # Idefics' end-of-utterance token is template residue
    ("C<end_of_utterance>", "choice", PANELS_4, KIND_QUESTION["letters4"], "C"),
    ("Option E<end_of_utterance>", "choice", PANELS_6, KIND_QUESTION["letters6"], "E"),
    # hedged picks: a confidence label or a hedged answer label, a lean opening its sentence, a confident hedge naming
    # its pick before a concession
    ("Low confidence: D. The fold direction is hard to see.", "choice", PANELS_4, KIND_QUESTION["letters4"], "D"),
    ("Medium confidence: No. The small labels could hide a mistake.", "yes_no", [], KIND_QUESTION["yes_no"], "No"),
    ("Answer (unsure): D\n\nD fits best, though B is also plausible.", "choice", PANELS_6, KIND_QUESTION["letters6"],
     "D"),
    ("Leaning B. The only other option I considered was E.", "choice", PANELS_6, KIND_QUESTION["letters6"], "B"),
    ("Leaning yes, since Bern is shown as the capital of Austria.", "yes_no", [], KIND_QUESTION["yes_no"], "Yes"),
    ("I'm fairly confident it's Bern, though Vaduz is close — the masked node is linked to Switzerland.", "choice",
     EUROPE, KIND_QUESTION["entity"], "B"),
    ("I'm quite sure panel D is the odd one out, though F is also unusual.", "choice", PANELS_6, KIND_QUESTION["odd6"],
     "D"),
    # "my best estimate is" a count
    ("My best estimate is 9. Two arrows overlap.", "integer", [], KIND_QUESTION["count_relations"], "9"),
    # "the hidden one is" names the masked relation
    ("The other two edges say 'member of'. So the hidden one is member of as well.", "choice", RELATIONS,
     KIND_QUESTION["relation"], "D"),
    # a sentence that names its pick by the option's text after "That's"
    ("Three countries point to the masked node with 'member of': Kenya, Uganda and Ethiopia. That's African Union "
     "(option C).", "choice", ORGS, KIND_QUESTION["entity"], "C"),
    # the article after a colon opens a description; border words that place drawn things side by side name no relation
    ("The reference object is shown in the top image: a stack of five cubes with one cube sticking out.", "choice",
     PANELS_4, KIND_QUESTION["letters4"], None),
    ("Germany and France are drawn as adjacent nodes, and the label of the masked edge is hidden.", "choice",
     RELATIONS, KIND_QUESTION["relation"], None),
]
NEW_RULE_CASES += ROUND_35_RULE_CASES
ROUND_36_RULE_CASES = [
    # the asked-for thing as the subject of "would be" predicts the pick; a condition in the clause still supposes
    ("Panels A to E all have a vertical axis of symmetry; the odd one out would be panel F.", "choice", PANELS_6,
     KIND_QUESTION["odd6"], "F"),
    ("Folding the net, the red face ends up on top, and the resulting view would be option B.", "choice", PANELS_4,
     KIND_QUESTION["letters4"], "B"),
    ("Reading the frames in order, the next frame would be the one with the dot in the centre, option E.", "choice",
     PANELS_6, KIND_QUESTION["letters6"], "E"),
]
NEW_RULE_CASES += ROUND_36_RULE_CASES
ROUND_37_RULE_CASES = [
    # the anomaly as the subject of "exists", the prompt's own verb, closes a detection reply
    ("Lyon is linked to France by 'capital of', but France's capital is Paris. Yes, an anomaly exists.", "yes_no",
     [], KIND_QUESTION["yes_no"], "Yes"),
    ("I went through the triples one by one and compared them with what I know.\n\nA factual error does exist: "
     "Kenya's currency is shown as the Euro.", "yes_no", [], KIND_QUESTION["yes_no"], "Yes"),
    # a total that closes what the reply adds to an intermediate sum is the count
    ("Two countries and their two capitals give 2 + 2 = 4 entities, plus the EU node, for a total of 5.", "integer",
     [], KIND_QUESTION["count"], "5"),
    ("Three countries each link to a capital and a currency, so 3 × 2 = 6 relations, plus one border edge, making 7 "
     "in total.", "integer", [], KIND_QUESTION["count_relations"], "7"),
    # "right" after a verb of direction is where a drawn thing points or moves, no verdict
    ("Option C: the arrow on the front face points left. Option D: the arrow points right. Either could come from the "
     "net.", "choice", PANELS_4, KIND_QUESTION["letters4"], None),
    ("In panel A the small square moves up; in panel B it moves right; in panels C and D it stays put.", "choice",
     PANELS_4, KIND_QUESTION["letters4"], None),
    # "only" after a verb of depiction restricts what a frame holds, no verdict
    ("Frame A has both shapes at the start; frame C shows only the circle moved; frame D shows both shapes moved "
     "apart.", "choice", PANELS_4, KIND_QUESTION["letters4"], None),
]
NEW_RULE_CASES += ROUND_37_RULE_CASES
ROUND_38_RULE_CASES = [
    # a walk through the options whose items open sentences: the first label is its first item, no opening answer
    ("A. Nairobi: capital of Kenya. B. Kampala: capital of Uganda. C. Kigali: capital of Rwanda. The label of the "
     "linked country is covered.", "choice", EAST_AFRICA, KIND_QUESTION["entity"], None),
    ("A – too few holes. B – too few holes. C – right count, wrong place. D – I can't see it clearly.", "choice",
     PANELS_4, KIND_QUESTION["letters4"], None),
    # a bare letter that continues a walk in order where the reply stops was cut off before its verdict
    ("A has four sides. B has four sides. C has four sides. D", "choice", PANELS_6, KIND_QUESTION["odd6"], None),
    # a verdict after a colon on a fact's label judges that fact, not the question
    ("I can only read one edge clearly. (Rome, capital of, Italy): correct.", "yes_no", [], KIND_QUESTION["yes_no"],
     None),
    # a check still to be made before the verdict refuses it
    ("1. Oslo — capital of — Norway: correct.\n2. Norway — currency — Krone: correct.\nI need to check the edges "
     "hidden behind the legend before giving a verdict.", "yes_no", [], KIND_QUESTION["yes_no"], None),
    # "there are N …" of a part of the graph or a kind of thing in it is not the asked count
    ("There are four countries in the graph, each linked to its capital.", "integer", [], KIND_QUESTION["count"],
     None),
    ("There are three different edge labels: capital of, currency and member of.", "integer", [],
     KIND_QUESTION["count_relations"], None),
    # "possible", "also plausible" keep an option standing in a judged list: two standing options decide nothing
    ("A — no. B — yes, the count doubles. C — no. D — also plausible, since the colour is kept. E — no. F — no.",
     "choice", PANELS_6, KIND_QUESTION["letters6"], None),
    ("A — no. B — yes, the shape moves from inside to outside. C — no. D — also plausible, since the small shape "
     "ends up outside as well. E — no. F — no.\n\nB and D both could fit.", "choice", PANELS_6,
     KIND_QUESTION["letters6"], None),
    # an answer given on what the reply can see commits despite the doubt before it in the sentence
    ("I would need a sharper picture of the folds to be sure, but from what I can see it's D.", "choice", PANELS_4,
     KIND_QUESTION["letters4"], "D"),
    # "Tentatively X" is a hedged pick
    ("Tentatively yes: Sydney is drawn as the capital of Australia.", "yes_no", [], KIND_QUESTION["yes_no"], "Yes"),
    # "Panel E —" opens a reply with its answer as "Option E —" does
    ("Panel E — the one with the dashed outline.", "choice", PANELS_6, KIND_QUESTION["odd6"], "E"),
    # labelled counts in a comma-separated list: the label nearest the count is its own
    ("nodes: 9, edges: 12", "integer", [], KIND_QUESTION["count_relations"], "12"),
    # the reply's own belief, doubted by a bare "but I'm not sure" that ends its sentence, is its answer
    ("I think it might be Vaduz, but I'm not sure.", "choice", EUROPE, KIND_QUESTION["entity"], "C"),
    ("I think there are 10 relations, but I'm not sure.", "integer", [], KIND_QUESTION["count_relations"], "10"),
    # a verdict on one fact that its own sentence holds open with a concession and a modal commits to nothing
    ("(Lima, capital of, Peru): correct. (Peru, currency, Euro): this looks wrong, though the label might say 'Sol'.",
     "yes_no", [], KIND_QUESTION["yes_no"], None),
    # a single best guess opening its sentence or following a doubt, where the reply names no other answer
    ("Probably B? The shading matches after the turn.", "choice", PANELS_4, KIND_QUESTION["letters4"], "B"),
    ("Not sure — maybe Dutch?", "choice", LANGUAGES, KIND_QUESTION["entity"], "B"),
    ("It's hard to count exactly; it could be 9.", "integer", [], KIND_QUESTION["count"], "9"),
    # the option closest to what the reply expects is its pick
    ("Hard to be certain, but option C seems closest to what I'd expect after two folds.", "choice", PANELS_4,
     KIND_QUESTION["letters4"], "C"),
]
NEW_RULE_CASES += ROUND_38_RULE_CASES
ROUND_39_RULE_CASES = [
    # lone options heading the lines that describe them are the headings of a walk, not its answer
    ("**Option A**\n- Two holes on the left, mirrored across the fold line.\n\n**Option B**\n- Four holes, one in "
     "each quarter of the sheet.\n\n**Option C**\n- Four holes bunched together near the centre.", "choice", PANELS_4,
     KIND_QUESTION["letters4"], None),
    # the option named as what the asked thing would match or turn into
    ("After both folds are undone, the sheet would match option B.", "choice", PANELS_4, KIND_QUESTION["letters4"],
     "B"),
    ("Applying the same change, the target turns into option E.", "choice", PANELS_6, KIND_QUESTION["letters6"], "E"),
    # the option set apart from all the others
    ("Option C keeps the colour of the source shape, while the others do not.", "choice", PANELS_6,
     KIND_QUESTION["letters6"], "C"),
    # a count whose noun carries how the counted things are drawn
    ("The map shows 9 labelled edges.", "integer", [], KIND_QUESTION["count_relations"], "9"),
    # an ordinal whose successor follows in its sentence counts through a sequence, naming no option
    ("The first image shows one dot and the second shows two, so the count doubles.", "choice", PANELS_6,
     KIND_QUESTION["letters6"], None),
    # a closing answer after the grounds it is given on, fronted before a comma
    ("The holes mirror across both creases. Judging by where they sit, D.", "choice", PANELS_4,
     KIND_QUESTION["letters4"], "D"),
    # "the masked relation is between X and Y" places the edge, it does not hedge between two answers
    ("The masked relation is between Kenya and the African Union. Kenya belongs to it, so it should be 'member of'.",
     "choice", RELATIONS, KIND_QUESTION["relation"], "D"),
]
NEW_RULE_CASES += ROUND_39_RULE_CASES
ROUND_40_RULE_CASES = [
    # a case split left open (a condition, then the other branch) commits to nothing
    ("If the shaded face is the top, the answer is A; otherwise it is C.", "choice", PANELS_4,
     KIND_QUESTION["letters4"], None),
    ("There are 11 entities, assuming the legend belongs to the graph; otherwise 9.", "integer", [],
     KIND_QUESTION["count"], None),
    ("Depending on how Scandinavia is treated, the masked relation is 'located in region' or 'member of'.", "choice",
     RELATIONS_2, KIND_QUESTION["relation"], None),
    # a verdict that hangs on a proviso after it
    ("Yes, provided the lower label reads 'capital of'.", "yes_no", [], KIND_QUESTION["yes_no"], None),
    # a short reply in the conditional mood under an opening assumption only supposes its answer
    ("Assuming the flag is Swiss, the answer would be Bern.", "choice", EUROPE, KIND_QUESTION["entity"], None),
    # a result stated as standing so far, and a reply that closes on the step it would take next, are unfinished
    ("I've checked 4 of the 9 edges so far and all of them are correct.", "yes_no", [], KIND_QUESTION["yes_no"], None),
    ("Up to now I have 7 nodes in the left cluster.", "integer", [], KIND_QUESTION["count"], None),
    ("The currency edges are all correct. I'd then check the capitals.", "yes_no", [], KIND_QUESTION["yes_no"], None),
    # a second count raised after the count
    ("There are 9 nodes, possibly 10.", "integer", [], KIND_QUESTION["count"], None),
    # a closing sentence that leads, however long or alone, to nothing but an answer after a colon or a dash, the
    # option's text beside its letter included
    ("One word, as the question asks: No.", "yes_no", [], KIND_QUESTION["yes_no"], "No"),
    ("The double arrow carries a single label, so it has to be read as one relation: 10.", "integer", [],
     KIND_QUESTION["count_relations"], "10"),
    ("C and E tie on the checklist. Breaking the tie: both arrowheads point outwards, which suits a symmetric "
     "relation — E, shares border with.", "choice", RELATIONS, KIND_QUESTION["relation"], "E"),
    ("'capital of' and 'official language' both fit at first, but a city has no language of its own: official "
     "language (B).", "choice", RELATIONS, KIND_QUESTION["relation"], "B"),
    # the answer named after the description it answers
    ("The count to give is the number of distinct labels, which here is 8.", "integer", [], KIND_QUESTION["count"],
     "8"),
    ("The answer is the entity that completes the triple (?, capital of, Uganda), namely Kampala.", "choice",
     EAST_AFRICA, KIND_QUESTION["entity"], "B"),
    # the option a transformation starts from is not the answer; the option shown as its result is
    ("The next frame is a rotated copy of B, shown as option F.", "choice", PANELS_6, KIND_QUESTION["letters6"], "F"),
    # a bare "as well" before a consequence states a fact about an option, it keeps no second option open
    ("C and E remain. C flips the colour as well, which the source pair does not, so E is the answer.", "choice",
     PANELS_6, KIND_QUESTION["letters6"], "E"),
]
NEW_RULE_CASES += ROUND_40_RULE_CASES
ROUND_41_RULE_CASES = [
    # an answer withdrawn in so many words, with no other given after it, commits to nothing
    ("The answer is C. I take that back; the holes don't line up with the crease.", "choice", PANELS_4,
     KIND_QUESTION["letters4"], None),
    ("There are 9 relations. Never mind, I lost track of the arrows.", "integer", [], KIND_QUESTION["count_relations"],
     None),
    # the question left open after an answer: unresolved, unvouched for, or none of the options
    ("Yes, the Lima edge looks wrong, though its label may be 'largest city of'; I can't resolve this.", "yes_no", [],
     KIND_QUESTION["yes_no"], None),
    ("No: the visible edges are all correct, but I can't vouch for the ones under the legend.", "yes_no", [],
     KIND_QUESTION["yes_no"], None),
    ("Answer: A. Wait, the edge runs the other way, so the relation is 'has capital', which isn't among the options.",
     "choice", RELATIONS, KIND_QUESTION["relation"], None),
    # a check announced as the last words after a doubt never came back to an answer
    ("It's D. Hmm, wait, D's holes might sit on the wrong side. Let me re-examine.", "choice", PANELS_4,
     KIND_QUESTION["letters4"], None),
    # "second thoughts" reconsiders what came before
    ("Answer: Vaduz\n\n(Second thoughts: the neighbour could be Austria or Switzerland; I can't tell which.)",
     "choice", EUROPE, KIND_QUESTION["entity"], None),
    # the prompt's example answer line, quoted, is not the reply's answer
    ('Per the format (e.g. "Answer: C"), I will give a single letter once I have checked the folds.', "choice",
     PANELS_4, KIND_QUESTION["letters4"], None),
    ('The example in the prompt reads "Answer: B".', "choice", PANELS_4, KIND_QUESTION["letters4"], None),
    # a possibility raised after a reconsideration's dash is no corrected answer
    ("Answer: A\n\nOn second thought, I'm unsure of A — it could equally be 'official language'.", "choice",
     RELATIONS, KIND_QUESTION["relation"], None),
    # the one option an elimination leaves
    ("C, A and B are ruled out, which leaves D.", "choice", PANELS_4, KIND_QUESTION["letters4"], "D"),
    # the answer named after its description may close inside a parenthesis
    ("The odd one out is A. (Correction: I misread the labels — I meant the last panel, which is F.)", "choice",
     PANELS_6, ODD, "F"),
    # the value a correction rejects ("no, not C.") comes before the corrected answer
    ("C... no, not C. B — its holes mirror the fold.", "choice", PANELS_4, KIND_QUESTION["letters4"], "B"),
    # an option's text closing the clause after a correction's "no" is the corrected answer
    ("Pound sterling — no, Denmark's currency is the Krone.", "choice", CURRENCIES, KIND_QUESTION["entity"], "D"),
    # a count the reply arrives at may close its clause with a dash before the reason
    ("I count 9 — the legend isn't part of the graph.", "integer", [], KIND_QUESTION["count"], "9"),
]
NEW_RULE_CASES += ROUND_41_RULE_CASES
ROUND_42_RULE_CASES = [
    # a table row heading its option with the other cells blank is no lone answer
    ("| Option | Fits? |\n|---|---|\n| A | no |\n| B | |\n| C | no |\n| D | |\n\nAnswer:", "choice", PANELS_4,
     KIND_QUESTION["letters4"], None),
    # "neither is E", "nor is C": the option after neither or nor and a copula is ruled out
    ("B is not the odd one out, and neither is E.", "choice", PANELS_6, ODD, None),
    ("A isn't the rotated copy; nor is C.", "choice", PANELS_4, KIND_QUESTION["letters4"], None),
    # an option affirmed in an ellipsis after a negated clause takes its predicate
    ("A doesn't keep the shading — D does.", "choice", PANELS_4, KIND_QUESTION["letters4"], "D"),
    ("E is not the odd one. C is, with its open outline.", "choice", PANELS_6, ODD, "C"),
    # where the error is not clears a part of the graph, not the graph
    ("The mistake isn't among the currency edges; those are all correct.", "yes_no", [], KIND_QUESTION["yes_no"],
     None),
    # an option's place in the picture's layout is where it is drawn, not a pick
    ("Panel B is the second one in the top row.", "choice", PANELS_6, ODD, None),
    # the noun after a count names what it counts: edges do not answer a question about entities
    ("I count 12 edges between the nodes.", "integer", [], KIND_QUESTION["count"], None),
    # confidence split evenly over both verdicts commits to neither
    ("No: 50%, Yes: 50% — I can't read the faint label.", "yes_no", [], KIND_QUESTION["yes_no"], None),
]
NEW_RULE_CASES += ROUND_42_RULE_CASES
ROUND_43_RULE_CASES = [
    # a rising range of option letters names the options it spans, not its last letter
    ("The task is to say which of A–D is the unfolded sheet.", "choice", PANELS_4, KIND_QUESTION["letters4"], None),
    # a fact excepted from an all-clear, named by the entity that opens it, is an error found
    ("Every edge is right except Canberra — capital of — New Zealand.", "yes_no", [], KIND_QUESTION["yes_no"], "Yes"),
    # "none of the eleven edges is wrong": the facts counted before their noun are all clear
    ("None of the eleven edges is wrong.", "yes_no", [], KIND_QUESTION["yes_no"], "No"),
    # "none of them" after a count ranges over what was counted, it is no answer of its own
    ("There are 12 entities in total, none of them duplicated.", "integer", [], KIND_QUESTION["count"], "12"),
    # a reply that opens on an option's place alone, then its reason, answers with that option
    ("The third one, since its holes mirror both folds.", "choice", PANELS_4, KIND_QUESTION["letters4"], "C"),
    ("The fifth choice, given the arrow's direction.", "choice", RELATIONS, KIND_QUESTION["relation"], "E"),
    # the places of the option grid that are one option in every layout: the corners on the diagonal, a row's middle
    ("The top-left panel is the odd one out: it has no dot.", "choice", PANELS_6, ODD, "A"),
    ("The one in the middle of the bottom row breaks the rule.", "choice", PANELS_6, ODD, "E"),
    # an option's text affirmed in an ellipsis after a negated clause takes its predicate
    ("NATO doesn't fit here; the African Union does.", "choice", ORGS, KIND_QUESTION["entity"], "C"),
    # membership as a copula's complement names the option
    ("Norway isn't in the EU; it's in NATO.", "choice", ORGS, KIND_QUESTION["entity"], "B"),
    # "both" over two readings that give one value agrees on it
    ("Both counts give 11 — labels and circles agree. So 11 entities.", "integer", [], KIND_QUESTION["count"], "11"),
    # an option's text excepted from what is said of all the others answers by exclusion
    ("All relations except 'currency' are wrong for this edge.", "choice", RELATIONS, KIND_QUESTION["relation"], "C"),
    ("Every relation except 'member of' contradicts the graph.", "choice", RELATIONS, KIND_QUESTION["relation"], "D"),
]
NEW_RULE_CASES += ROUND_43_RULE_CASES
ROUND_44_RULE_CASES = [
    # a few-shot completion that runs on into the next example ends where the example begins: a question heading, a
    # numbered question, its options, its answer a few lines on
    ("D\n\n## Question 12\nWhich frame comes next?\n## Answer\nB", "choice", PANELS_4, PANEL_QUESTION, "D"),
    ("Kampala\n\nQuestion: Which city is masked?\nOptions:\nA. Dodoma\nB. Nairobi", "choice", EAST_AFRICA,
     KIND_QUESTION["entity"], "B"),
    ("C\n\nQuestion: Which panel breaks the rule?\nA. circle\nB. square\nC. star\nD. ring\nE. dot\nF. cross\n"
     "Answer: F", "choice", PANELS_6, ODD, "C"),
    # a reply that opens on a whole example of another question (its question, its options, its answer) answers that
    # other question
    ("Question: Which option shows the object after it is rotated twice?\nOptions: (A) to (D)\nAnswer: B", "choice",
     PANELS_4, PANEL_QUESTION, None),
    # a count under a question the reply wrote out counts what that question counts
    ("Question: How many entities does the graph have?\nAnswer: 9", "integer", [], RELATION_QUESTION, None),
    # a repeated line cut off by the token limit partway through its repetition
    ("Answer: 11\nAnswer: 11\nAnswer: 1", "integer", [], ENTITY_QUESTION, "11"),
    # the prompt inside Llama 2 / Mistral's "[INST] … [/INST]", the reply after it
    ("[INST] How many entities does the knowledge graph contain? [/INST] Nine.", "integer", [], ENTITY_QUESTION, "9"),
    # an option's letter with its label noun opens a reply before its reason as the bare letter does
    ("Panel B, since its holes mirror the fold.", "choice", PANELS_4, PANEL_QUESTION, "B"),
    # an option's letter opening the reply with its reason in brackets (full-width or not)
    ("Ｅ（只有它是空心的）", "choice", PANELS_6, ODD, "E"),
    ("A (the only one without a dot)", "choice", PANELS_6, ODD, "A"),
    # the Chinese A-not-A question ("有没有", "存不存在") asks whether, it denies nothing
    ("图里有没有错误，要看那条边的标签。", "yes_no", [], KIND_QUESTION["yes_no"], None),
    ("图中存不存在错误，图太模糊了。", "yes_no", [], KIND_QUESTION["yes_no"], None),
    # a lone count with a Japanese counter
    ("１１本", "integer", [], RELATION_QUESTION, "11"),
    ("5つ。", "integer", [], ENTITY_QUESTION, "5"),
]
NEW_RULE_CASES += ROUND_44_RULE_CASES
ROUND_45_RULE_CASES = [
    # Chinese answers a whether-question with its verb or its negation: "是的，…", "不是，…" open the reply's verdict
    ("是的，坎帕拉被标成了肯尼亚的首都。", "yes_no", [], DETECT, "Yes"),
    ("不是，图中的关系都符合事实。", "yes_no", [], DETECT, "No"),
    # an all-clear said of the rest once an error is set apart clears the rest, not the graph
    ("There is one error: Bern is shown as the capital of Austria. Otherwise, everything is correct.", "yes_no", [],
     DETECT, "Yes"),
    ("Ja, Bern ist nicht die Hauptstadt Österreichs. Alle anderen Relationen sind korrekt.", "yes_no", [], DETECT,
     "Yes"),
    # a Japanese verdict ends its clause after the reason: "B は…ので不正解です" (B is wrong, as …)
    ("B は穴の数が多いので不正解です。", "choice", PANELS_4, PANEL_QUESTION, None),
    # a bound before a count in the languages of issue 27: "至少", "au moins"
    ("至少有9个实体。", "integer", [], ENTITY_QUESTION, None),
    ("Il y a au moins 9 entités.", "integer", [], ENTITY_QUESTION, None),
    # "either … or …" with the word repeated before each count: "soit 10, soit 11"
    ("Il y a soit 10, soit 11 relations.", "integer", [], RELATION_QUESTION, None),
    # "I cannot choose / determine / say" in French, Spanish and German
    ("La relation semble être « currency », mais je ne peux pas choisir une seule option.", "choice", RELATIONS,
     KIND_QUESTION["relation"], None),
    # the French condition "s'il …" supposes what its clause says
    ("S'il s'agit de l'Autriche plutôt que de la Suisse, la relation masquée serait sans doute « currency ».", "choice",
     RELATIONS, KIND_QUESTION["relation"], None),
    # "the one that shows this" points back at what the reply worked out ("the one that shows two holes" describes)
    ("Each frame adds one dot, so the next has five dots. The third panel is the one that shows this.", "choice",
     PANELS_4, PANEL_QUESTION, "C"),
    # a place opening the reply after a copula, or as its whole first sentence with the reason after it
    ("It's the second one.", "choice", PANELS_4, PANEL_QUESTION, "B"),
    ("The second one. Only it has the holes on both sides of the fold.", "choice", PANELS_4, PANEL_QUESTION, "B"),
    # a count's label ("the number of dots:") in a reply that picks an option labels a count, not the pick
    ("The rule is about the number of dots: A, B, D, E and F all have four. C has five.\n\nSo the panel that "
     "breaks the rule is C.", "choice", PANELS_6, ODD, "C"),
    # the French nouns of a panel
    ("Panneau C.", "choice", PANELS_6, ODD, "C"),
    # "in total" in German, French, Spanish, Italian, Portuguese and Japanese closing a list
    ("1. Bern – Hauptstadt von – Schweiz\n2. Schweiz – Währung – Franken\n\nInsgesamt: 2", "integer", [],
     RELATION_QUESTION, "2"),
    # an option's words as another European language writes them, the stem kept ("Europäische" for "European"), and
    # the answer labels of other languages before a short answer
    ("Europäische Union", "choice", ORGS, KIND_QUESTION["entity"], "A"),
    ("Respuesta: Unión Europea", "choice", ORGS, KIND_QUESTION["entity"], "A"),
]
NEW_RULE_CASES += ROUND_45_RULE_CASES
ROUND_46_RULE_CASES = [
    # a reasoning trace that never closes and stops mid-sentence was cut off before any reply: it commits to nothing
    ("<think>\nOption A has three holes, which is too many, so B or D. Comparing option B with option D: in D the "
     "holes sit on the fold, so", "choice", PANELS_4, PANEL_QUESTION, None),
    ("<think>\nThe masked node is a capital next to Lake Victoria, which could be Kampala. No wait, the edge points to "
     "Rwanda, so it's Kigali. Let me double check the label, it reads", "choice", EAST_AFRICA, KIND_QUESTION["entity"],
     None),
    # (a doubt a reply outside a trace was cut off in still takes back its answer: the case that guarded it was a
    # trace, now read by the rule above)
    ("Panel C is the only one with an open outline, so C. Hmm, wait, panel A's outline also looks broken near the",
     "choice", PANELS_6, ODD, None),
    # "It depends on …" with the answer given under each reading after it leaves the answer open
    ("It depends on what is meant.\n\n- Counting arrows, the graph has 9 relations.\n- Counting labels, there are 4 "
     "distinct relations.", "integer", [], RELATION_QUESTION, None),
    # "in total" in Korean before a count in native number words, its breakdown after it
    ("엔티티는 총 일곱 개입니다. 국가 3개, 도시 4개.", "integer", [], ENTITY_QUESTION, "7"),
    # the Korean rest cleared once an error is set apart
    ("네, 케냐의 수도가 잘못되었습니다. 나머지 관계는 모두 정확합니다.", "yes_no", [], DETECT, "Yes"),
    # "cannot conclude" in Japanese and "not certain" in Korean
    ("誤りがあるようにも見えますが、断定できません。", "yes_no", [], DETECT, None),
    ("노드는 8개로 보입니다. 하지만 확실하지 않습니다.", "integer", [], ENTITY_QUESTION, None),
    # a range from one count to another in other languages: "8 à 9", "từ 8 đến 9"
    ("Il y a 8 à 9 entités.", "integer", [], ENTITY_QUESTION, None),
    ("Đồ thị có 8 đến 9 thực thể.", "integer", [], ENTITY_QUESTION, None),
    # "breaks the rule" in French and Spanish
    ("Le panneau D enfreint la règle.", "choice", PANELS_6, ODD, "D"),
    # the Thai noun of an item before an option's letter: "ข้อ C"
    ("คำตอบคือ ข้อ C", "choice", PANELS_4, PANEL_QUESTION, "C"),
    # a JSON count under a key in French, Spanish, German, Italian or Portuguese
    ('{"anzahl_knoten": 8, "sicher": true}', "integer", [], ENTITY_QUESTION, "8"),
    ('{"entites": ["Kenya", "Nairobi", "Ouganda"], "nombre_entites": 3}', "integer", [], ENTITY_QUESTION, "3"),
]
NEW_RULE_CASES += ROUND_46_RULE_CASES
ROUND_47_RULE_CASES = [
    # "wait" in Chinese (等一下) takes back the count before it: the count after it is the answer
    ("节点一共5个。等一下，左下角还有一个我漏掉了，所以总共是6个节点。", "integer", [], ENTITY_QUESTION, "6"),
    # options judged one per line, the label first and the verdict a sentence of its own closing the line, after a
    # description that may itself open on a verdict word
    ("A — the arrow points left. No.\nB — correct colour but the wrong size. No.\nC — same size, colour and "
     "direction. Yes.\nD — too many dots. No.", "choice", PANELS_4, PANEL_QUESTION, "C"),
    # a range from one count to another in Chinese: "6 到 7", "5至6"
    ("大概有 6 到 7 个关系，有些箭头看不清。", "integer", [], RELATION_QUESTION, None),
    ("图中一共有5至6个实体。", "integer", [], ENTITY_QUESTION, None),
    # the noun after a Chinese counter says what the count counts: nodes do not answer a question about
    # relations
    ("图中一共有 6 个节点。", "integer", [], RELATION_QUESTION, None),
    # a reply cut off in the middle of an option's item never reached its verdict
    ("Panel A: a circle with three dots.\nPanel B: a square with four dots, so B breaks the rule about three dots.\n"
     "Panel C: a triangle with", "choice", PANELS_6, ODD, None),
    # an option's text as the complement of 'is', its letter and its reason after it
    ("The link between Kenya and the African Union is member of (D), since Kenya joined in 2002.", "choice",
     RELATIONS, KIND_QUESTION["relation"], "D"),
    # an option named by its place in Chinese
    ("正确答案是第二个选项。", "choice", PANELS_4, PANEL_QUESTION, "B"),
    # "the only … that can't" sets an option apart: in an odd-one-out item it is the answer
    ("Panel E is the only net that cannot be folded into a cube.", "choice", PANELS_6, ODD, "E"),
]
NEW_RULE_CASES += ROUND_47_RULE_CASES
ROUND_48_RULE_CASES = [
    # a statement under one reading of what the answer depends on, named as such, leaves the dependency open
    ("Whether this is an error depends on which capital the edge means. Under the official definition the graph has "
     "an error; under the everyday one it does not.", "yes_no", [], DETECT, None),
    # the option list echoed from its first option and cut off answers nothing
    ("A. capital of\nB. official language\nC. currency\nD. member of", "choice", RELATIONS, KIND_QUESTION["relation"],
     None),
    ("A. capital of B. official language C. currency", "choice", RELATIONS, KIND_QUESTION["relation"], None),
    # "it is not possible to determine" in Portuguese, Spanish, French and Italian refuses
    ("Non è possibile stabilire la città nascosta: Vaduz e Berna sarebbero coerenti.", "choice", CAPITALS_WE,
     KIND_QUESTION["entity"], None),
    ("Il est impossible de dire quelle ville est masquée : Berne ou Vaduz.", "choice", CAPITALS_WE,
     KIND_QUESTION["entity"], None),
    # a verdict word alone on its line under a fact written as a triple is that fact's verdict, not the answer
    ("1. Kenya → capital → Nairobi\nCorrect.\n\n2. Kenya → member of → African Union\nCorrect.\n\nSo the graph "
     "has no factual error.", "yes_no", [], DETECT, "No"),
    # a count written with a zero fraction is its whole number
    ("7.0", "integer", [], ENTITY_QUESTION, "7"),
    ("Answer: 12.00", "integer", [], RELATION_QUESTION, "12"),
    # JSON answer keys in other languages
    ('{"réponse": "C", "raison": "A et B sont des miroirs"}', "choice", PANELS_4, PANEL_QUESTION, "C"),
    ('{"Antwort": "A", "Begründung": "C und D sind gespiegelt"}', "choice", PANELS_4, PANEL_QUESTION, "A"),
]
NEW_RULE_CASES += ROUND_48_RULE_CASES
ROUND_49_RULE_CASES = [
    # a numbered list's item numbers under "Counting …:" are no total; the total the reply states is
    ("Counting the entities:\n\n1. Oslo\n2. Norway\n3. Krone\n\nThe graph has 3 entities.", "integer", [],
     ENTITY_QUESTION, "3"),
    # a count of kinds ("3 relation types") is no count of the relations; the count the reply concludes is
    ("I see 3 relation types spread over 7 edges, so the graph has 7 relations.", "integer", [], RELATION_QUESTION,
     "7"),
    # a walk through the options cut off at its next item's empty label commits to nothing
    ("Comparing the panels one by one:\n- A: a star inside a circle.\n- B: a star inside a square.\n- C:", "choice",
     PANELS_6, KIND_QUESTION["odd6"], None),
    # the option texts restated one to a line without their labels name every option, none as the answer
    ("The options are:\n* capital of\n* official language\n* currency\n* member of\n* shares border with\n\nTo "
     "choose, I would first", "choice", RELATIONS, KIND_QUESTION["relation"], None),
    # the options' places in German, Dutch, the Nordic and Romance languages
    ("Die Antwort ist die vierte Option.", "choice", PANELS_4, PANEL_QUESTION, "D"),
    ("La respuesta correcta es la segunda opción.", "choice", PANELS_4, PANEL_QUESTION, "B"),
    # the options' places in Korean, and "breaks the rule" in Korean
    ("네 번째 패널만 규칙을 깹니다.", "choice", PANELS_6, KIND_QUESTION["odd6"], "D"),
    ("E 패널이 규칙을 깨고 있습니다.", "choice", PANELS_6, KIND_QUESTION["odd6"], "E"),
    # a Korean predicate after the option closes the clause on the mention last in it
    ("세 가지 조건을 다 지키는 것은 네 번째 보기, 즉 D입니다.", "choice", PANELS_4, PANEL_QUESTION, "D"),
    # polar JSON keys that name an error in other languages
    ('{"fout": false, "uitleg": "alle relaties kloppen"}', "yes_no", [], DETECT, "No"),
    # "the number of …:" in other languages labels the count
    ("Anzahl der Entitäten: 6\n\nBerlin, Deutschland, Paris, Frankreich, Euro, EU", "integer", [], ENTITY_QUESTION,
     "6"),
]
NEW_RULE_CASES += ROUND_49_RULE_CASES
ROUND_50_RULE_CASES = [
    # a number word that is also the indefinite article ("eine", "un") is the article before its noun, no count
    ("Ich zähle 6 Relationen. (Die Doppellinie zählt nur als eine Relation.)", "integer", [], RELATION_QUESTION,
     "6"),
    ("Hay entre 7 y 8 entidades; no sé si la mancha gris es un nodo.", "integer", [], ENTITY_QUESTION, None),
    # a reply in traditional Chinese is read as in simplified characters
    ("沒有錯誤，所有關係都與現實相符。", "yes_no", [], DETECT, "No"),
    ("圖中存在事實錯誤：肯亞的首都不是坎帕拉。", "yes_no", [], DETECT, "Yes"),
    # a Japanese note that drops the particle: "誤りなし" (no error), "矛盾あり" (a contradiction: present)
    ("判定：誤りなし", "yes_no", [], DETECT, "No"),
    ("結論：矛盾あり。ケニアの首都はナイロビです。", "yes_no", [], DETECT, "Yes"),
]
NEW_RULE_CASES += ROUND_50_RULE_CASES
ROUND_51_RULE_CASES = [
    # how often one item occurs ("appears three times") is no total, nor the same number restating it in its sentence
    ("There are 5 relations. Note that 'member of' appears three times, as three separate edges.", "integer", [],
     RELATION_QUESTION, "5"),
    # "the verdict hinges on …" leaves the answer to a reading, as "depends on" does
    ("So the verdict hinges on how 'located in' is read: under the strict reading the graph contains an error.",
     "yes_no", [], DETECT, None),
    # Italian and Portuguese "se" (whether) before "c'è" / "há" asks, as Spanish "si hay" and French "s'il y a" do
    ("Se l'immagine fosse più nitida, potrei dirti se c'è un errore nel grafo.", "yes_no", [], DETECT, None),
    ("Com uma imagem mais nítida, eu poderia dizer se há um erro no grafo.", "yes_no", [], DETECT, None),
    # "not able to" tell or verify in the Romance languages and German: "je ne suis pas en mesure de dire", "no soy
    # capaz de verificar", "non sono in grado di", "ich bin nicht in der Lage, … zu sagen"
    ("Je ne suis pas en mesure de dire si le graphe contient une erreur : l'image est trop floue.", "yes_no", [],
     DETECT, None),
    ("No soy capaz de verificar el grafo; la imagen presenta un error de compresión.", "yes_no", [], DETECT, None),
    # "entidades" and "nós" are entities, and a word with letters outside ASCII ("relações") is no identifier to split
    ("El grafo contiene 6 entidades.", "integer", [], RELATION_QUESTION, None),
    ("O grafo tem 8 relações.", "integer", [], ENTITY_QUESTION, None),
    # a reply that opens on an option's place in another language, then gives its reason: "C'est la cinquième option :"
    ("C'est la cinquième option : toutes les autres sont symétriques.", "choice", PANELS_6, ODD, "E"),
    ("Das ist die dritte Option: nur dort ist der Kreis gefüllt.", "choice", PANELS_4, PANEL_QUESTION, "C"),
    # after a reconsideration, "this is actually correct" judges the fact reconsidered; it is no Yes
    ("Edge 2 looked wrong at first, which would make the answer yes.\n\nOn reflection this is actually correct: Bern "
     "is the capital of Switzerland.\n\nSo there is no error in the graph.", "yes_no", [], DETECT, "No"),
]
NEW_RULE_CASES += ROUND_51_RULE_CASES
ROUND_52_RULE_CASES = [
    # "I can't single one out": no one option picked from the rest
    ("D is the only panel whose shapes overlap, but without a sharper image I can't single one out.", "choice",
     PANELS_6, ODD, None),
    # hard to tell apart in Korean, Japanese and Chinese: "구별하기 어렵습니다", "区別できません", "很难区分"
    ("아마 NATO(B)일 것 같지만, 그래프만으로는 구별하기 어렵습니다.", "choice", ORGS, KIND_QUESTION["entity"], None),
    ("NATO(B)かもしれませんが、この図だけでは区別できません。", "choice", ORGS, KIND_QUESTION["entity"], None),
    ("被遮挡的应该是北约（B），不过它和欧盟很难区分。", "choice", ORGS, KIND_QUESTION["entity"], None),
    # a short reply or a stated fact that names options as alternatives ("X か Y のどちらか", "entweder … oder …")
    ("マスクされたノードは欧州連合(A)かNATO(B)のどちらかです。", "choice", ORGS, KIND_QUESTION["entity"], None),
    ("Es ist entweder die EU (A) oder die NATO (B).", "choice", ORGS, KIND_QUESTION["entity"], None),
    # the rest cleared across an aside between dashes that interrupts its subject
    ("Yes. Kampala is not the capital of Kenya. The remaining triples — Nairobi in Kenya, Kenya in the East African "
     "Community, Uganda in it too — are all correct.", "yes_no", [], DETECT, "Yes"),
    # the count's own care assumed after it ("assuming I didn't overlook any node") takes nothing back
    ("That makes 7, assuming I didn't overlook any node.", "integer", [], ENTITY_QUESTION, "7"),
    # a feature another option shares, conceded ("… would also include …"), keeps no second option open
    ("Probably (B) NATO, since the node links to Norway and Turkey, although the European Union would also include "
     "some of those states.", "choice", ORGS, KIND_QUESTION["entity"], "B"),
    # a lone option with a question mark opening the reply is a tentative pick; a doubt after it still names one
    ("D? It is the only panel whose arrow points left; the scan is faint, so I might be wrong.", "choice", PANELS_6,
     ODD, "D"),
]
NEW_RULE_CASES += ROUND_52_RULE_CASES
ROUND_53_RULE_CASES = [
    # a second pass over the picture ("on a second pass", "on a second reading") takes back the count before it
    ("I'd say 8. On a second pass, the grey box at the bottom is a legend, not a node. So the graph has 7 entities.",
     "integer", [], ENTITY_QUESTION, "7"),
    ("Answer: 6. On a second reading, one of the arrows is only a caption pointer, so the graph has 5 relations.",
     "integer", [], KIND_QUESTION["count_relations"], "5"),
    # "That depends on …" / "This depends on …" opening a reply leaves the counts under each convention open
    ("This depends on the convention. Counting only the named places there are 5 entities; counting the dates as "
     "well, there are 7.", "integer", [], ENTITY_QUESTION, None),
    # impossible for me to say whether, in French and Spanish ("il nous est impossible de dire si", "me resulta
    # imposible decir si") refuses, as "il est impossible de dire" does
    ("L'image est floue. Il nous est impossible de dire si le graphe contient une erreur.", "yes_no", [], DETECT, None),
    ("La imagen es borrosa, así que me resulta imposible decir si el grafo contiene un error.", "yes_no", [], DETECT,
     None),
    # the solution labelled as the answer is ("Lösung:", "Solución:", "Soluzione:", "Solução:")
    ("A: die Punkte bilden ein Quadrat – nein\nB: die Punkte bilden ein Dreieck – ja\n\n**Lösung: B**", "choice",
     PANELS_4, PANEL_QUESTION, "B"),
    # the panel in Chinese, Japanese and Korean before its letter, as "panel" is ("面板D。", "パネルE。", "패널 C")
    ("パネルE。\n\nほかの五つはすべて左右対称です。", "choice", PANELS_6, ODD, "E"),
    ("面板D。\n\n只有它的圆是空心的。", "choice", PANELS_6, ODD, "D"),
    # the polar word answering the restated question, then its reason in sentences that do not turn from it
    ("Does the graph contain a factual error? No. I double-checked the Oslo edge, and Oslo really is Norway's capital.",
     "yes_no", [], DETECT, "No"),
    # an option opening a short reply before a comma and its reason, or as a list-style label in lower case
    ("panel e, arrow is flipped", "choice", PANELS_6, ODD, "E"),
    ("e) only one with three sides", "choice", PANELS_6, ODD, "E"),
    # a belief before an option named by its place, and "its" for "it's"
    ("i believe its the second one", "choice", PANELS_4, PANEL_QUESTION, "B"),
]
NEW_RULE_CASES += ROUND_53_RULE_CASES
ROUND_54_RULE_CASES = [
    # a JSON object cut off inside a string of its reasoning never reached its answer field: no answer; a key it
    # already gave still counts
    ('{"reasoning": "The edge joins Oslo and Sweden. member of (D) is unlikely; shares border with (E) fits best; '
     'currency', "choice", RELATIONS, KIND_QUESTION["relation"], None),
    ('{"answer": "E", "reasoning": "shares border with fits; member of would need an organisation, not', "choice",
     RELATIONS, KIND_QUESTION["relation"], "E"),
    # an answer's key whose value is an object answers with the object's value or answer field
    ('{"answer": {"value": 7, "unit": "nodes"}}', "integer", [], ENTITY_QUESTION, "7"),
    ('{"prediction": {"value": "C", "score": 0.7}}', "choice", PANELS_4, PANEL_QUESTION, "C"),
    # a count's key in Chinese or Japanese ("实体数量", "エンティティ数")
    ('{"实体数量": 7}', "integer", [], ENTITY_QUESTION, "7"),
    ('{"エンティティ数": 5}', "integer", [], ENTITY_QUESTION, "5"),
    # a question whether there is an error answered in Chinese with the verb of being there or its negation
    ("没有。图中的每条边都与事实一致。", "yes_no", [], DETECT, "No"),
    ("存在。维也纳是奥地利的首都，而不是德国的。", "yes_no", [], DETECT, "Yes"),
    # which of the counts weighed is meant, said to depend on something the reply leaves open
    ("The graph has 5 edges but only 2 kinds of relation. Which one is meant depends on how you read 'relations'.",
     "integer", [], RELATION_QUESTION, None),
    # an option that can be excluded is no pick, by its letter or in a short reply by its text
    ("Every option but one fits the clue, and the graph gives nothing more. Only (C) can be excluded.", "choice",
     EAST_AFRICA, KIND_QUESTION["entity"], None),
    ("All of Kenya's neighbours fit the clue. Only Kigali can be excluded.", "choice", EAST_AFRICA,
     KIND_QUESTION["entity"], None),
    # the options a clause names, rejected together ("neither of those works"), leave the pick before them standing
    ("Option B shows exactly that layout. Option A has the dot at the top, and D has it missing, so neither of those "
     "works.", "choice", PANELS_4, PANEL_QUESTION, "B"),
    # an option's bracketed label, then its text, closing a clause after a copula names it once
    ("The hidden node borders Kenya and Tanzania and sits on Lake Victoria. Of the given options, that is (B) "
     "Kampala.", "choice", EAST_AFRICA, KIND_QUESTION["entity"], "B"),
    # a line that opens with one option's label and holds marks of one kind is that option's verdict, whole
    ("- **A** — turned a quarter; the notch stays on top. ✓ **This one matches.**\n- **B** — mirrored ✗\n"
     "- **C** — the notch is missing ✗\n- **D** — wrong size ✗", "choice", PANELS_4, PANEL_QUESTION, "A"),
    # in an odd-one-out item, the one option crossed where every other is ticked breaks the rule
    ("- A: dots in a line ✓\n- B: dots in a line ✓\n- C: dots in a circle ✗\n- D: dots in a line ✓", "choice",
     PANELS_4, ODD, "C"),
]
NEW_RULE_CASES += ROUND_54_RULE_CASES
ROUND_55_RULE_CASES = [
    # Russian word order is free: "cannot" after its verb ("… сказать не могу") declines as before it
    ("На снимке видно шесть узлов, но граф обрезан снизу. Сколько их всего, сказать не могу.", "integer", [],
     ENTITY_QUESTION, None),
    # after asking which of two readings is meant, two counts told each with what it counts commit to neither
    ("Are you asking about the arrows or the kinds of link? I see 4 kinds, but 7 arrows in all.", "integer", [],
     RELATION_QUESTION, None),
    # texting register: chat shorthand read as the words it stands for ("prob" probably, "w" with)
    ("prob 'member of' tbh, could be shares border with but i'd go w member of", "choice", RELATIONS,
     KIND_QUESTION["relation"], "D"),
    # written all in lowercase in that register, a lone letter is the capital a careful writer would type
    ("b tbh the others dont line up", "choice", PANELS_4, PANEL_QUESTION, "B"),
    # in that register a reply that stops without a full stop was ended by its writer, not cut off
    ("i think 7? the legend covers part of it lol", "integer", [], ENTITY_QUESTION, "7"),
    # "its" where only "it's" can stand, before an article
    ("its the 2nd one. the others are flipped", "choice", PANELS_4, PANEL_QUESTION, "B"),
    # a lone answer opening a sentence, its stance after it without a comma
    ("E probably. The rest all keep the dot inside the square.", "choice", PANELS_6, PANEL_QUESTION, "E"),
    ("7 i think, one node sits behind the legend", "integer", [], ENTITY_QUESTION, "7"),
    # a pick asked and then confirmed by a polar word
    ("the dot moves one corner each time so... D? yes D", "choice", PANELS_4, PANEL_QUESTION, "D"),
    # a polar interjection run on into its sentence
    ("nah looks all correct to me", "yes_no", [], DETECT, "No"),
    # a belief said after its answer without a comma
    ("It's the 3rd one I think.", "choice", PANELS_4, PANEL_QUESTION, "C"),
    # a belief with a rising question mark, its "i" in lower case
    ("i think 6? the labels are tiny.", "integer", [], ENTITY_QUESTION, "6"),
    # a sentence begun in lower case closing the reply on an option's kind and label, unpunctuated
    ("five of them have a dot in the middle. one doesnt. panel D", "choice", PANELS_6, ODD, "D"),
    # Portuguese "the correct option (alternativa) is"
    ("Depois de dobrar a folha, a alternativa certa é a B.", "choice", PANELS_4, PANEL_QUESTION, "B"),
]
NEW_RULE_CASES += ROUND_55_RULE_CASES
ROUND_56_RULE_CASES = [
    # German puts "too"/"either" between the verb and its negation: "C passt ebenfalls nicht" rejects C
    ("A und B sind gespiegelt. C passt ebenfalls nicht. Übrig bleiben D und E.", "choice", PANELS_6, PANEL_QUESTION,
     None),
    # only one option left standing, in German and French: it is the pick
    ("A ist gespiegelt, D zeigt zu viele Würfel. Es bleibt nur B.", "choice", PANELS_4, PANEL_QUESTION, "B"),
    # a conclusive adverb between the copula and its count: "les relations sont donc 9"
    ("Au premier regard on voit huit flèches. Les relations sont donc neuf.", "integer", [], RELATION_QUESTION, "9"),
    # chat register: a subjectless "gonna" is its writer's intent, "w/" is "with"
    ("gonna pick the 3rd one", "choice", PANELS_4, PANEL_QUESTION, "C"),
    ("going w/ the 2nd one lol", "choice", PANELS_4, PANEL_QUESTION, "B"),
    # in that register a laugh or an emoji between two clauses stands as the stop between them ("a" then the letter)
    ("so i counted the nodes and got eight hehe took a while", "integer", [], ENTITY_QUESTION, "8"),
    ("gonna say e 😅 the rest keep the dot inside", "choice", PANELS_6, PANEL_QUESTION, "E"),
    ("gonna pick a 😬 the rest look flipped", "choice", PANELS_4, PANEL_QUESTION, "A"),
    # a certainty adverb ("def", "definitely") opening the reply before an option's place
    ("def the third one, the holes match", "choice", PANELS_4, PANEL_QUESTION, "C"),
    ("Definitely the third one: the others are flipped.", "choice", PANELS_4, PANEL_QUESTION, "C"),
    # "total" alone closing its clause after a count
    ("capital x2, border x4 → 6 total", "integer", [], RELATION_QUESTION, "6"),
    # "its" before "actually" is "it's"
    ("people say its kampala but its actually kigali", "choice", EAST_AFRICA, KIND_QUESTION["entity"], "C"),
    # a foreign "probably" opening a sentence before a lone answer
    ("Wahrscheinlich C. Ganz sicher bin ich mir aber nicht.", "choice", PANELS_4, PANEL_QUESTION, "C"),
    # a letter with the Korean 번 (number) and nothing after it
    ("C번", "choice", PANELS_4, PANEL_QUESTION, "C"),
    # an option named by its place in French with its own label in brackets after it
    ("C'est la deuxième option (B) : la seule où le point reste dedans.", "choice", PANELS_6, ODD, "B"),
    # the option's kind in German opening the reply, its letter and a dash
    ("Feld B – dort stehen die Punkte im Kreis statt in einer Reihe.", "choice", PANELS_6, ODD, "B"),
]
NEW_RULE_CASES += ROUND_56_RULE_CASES
ROUND_57_RULE_CASES = [
    # an option of several capitalised words named by its capitals as a whole word, case as written
    ("Kenya and Ethiopia both point to it with 'member of'. Of the five, only the AU has both as members.", "choice",
     ORGS, KIND_QUESTION["entity"], "C"),
    # capitals after "a"/"an" qualify the noun after them: "an EU member" names no option
    ("The masked organisation is the second one in the list (NATO), as Norway is not an EU country.", "choice", ORGS,
     KIND_QUESTION["entity"], "B"),
    # an option's text as the complement of "is the", closing its clause
    ("Denmark links to the masked node by 'currency'. It kept its own money in a referendum, so the euro is out. Its "
     "currency is the Krone.", "choice", CURRENCIES, KIND_QUESTION["entity"], "D"),
    # "That describes …", "This points to …" opening a clause: what was worked out, pointed at the option
    ("The masked node is linked to Rwanda by 'capital of'. It also sits near Lake Kivu, far from the coast. That "
     "describes the Rwandan capital, Kigali.", "choice", EAST_AFRICA, KIND_QUESTION["entity"], "C"),
    # "Between B and C, …": the two weighed against each other, not picks
    ("A is mirrored and D has an extra cube. Between B and C, only one keeps the dot on top, which matches C.",
     "choice", PANELS_4, PANEL_QUESTION, "C"),
    # a clause opening on the options other than the pick names no pick
    ("选项C。其余选项中，A和D是镜像，B的孔数不同。", "choice", PANELS_4, PANEL_QUESTION, "C"),
    # an option excepted by its place from what every option of its kind shares, on an odd-one-out question
    ("Every panel holds two dots except the third, which holds three.", "choice", PANELS_6, ODD, "C"),
]
NEW_RULE_CASES += ROUND_57_RULE_CASES
PROBE_RULE_CASES = [
    # found by probing: the asked thing said to be unseen or unreadable, after an option named in a clause that does
    # not conclude, leaves the reply uncommitted (a fact about the graph, what a panel shows or that it is cut off)
    ("Uganda's capital is Kampala. But I can't make out the masked node.", "choice", EAST_AFRICA,
     KIND_QUESTION["entity"], None),
    ("Uganda's capital is Kampala. But I can't see the masked node.", "choice", EAST_AFRICA, KIND_QUESTION["entity"],
     None),
    ("Uganda's capital is Kampala, but the masked node is unreadable.", "choice", EAST_AFRICA, KIND_QUESTION["entity"],
     None),
    ("Uganda's capital is Kampala. I can't make out the masked node, though.", "choice", EAST_AFRICA,
     KIND_QUESTION["entity"], None),
    ("Kenya's capital is Nairobi. Unfortunately I can't read the label on the masked node.", "choice", EAST_AFRICA,
     KIND_QUESTION["entity"], None),
    ("Tanzania's capital is Dodoma. The masked node itself is too blurry for me to read.", "choice", EAST_AFRICA,
     KIND_QUESTION["entity"], None),
    ("France shares a border with Germany. The edge labels are unreadable at this resolution, though.", "choice",
     RELATIONS, KIND_QUESTION["relation"], None),
    ("Panel A is partly cut off in the image, so I can't compare it with the others.", "choice", PANELS_4,
     PANEL_QUESTION, None),
    ("Only panel A is fully visible. I can't see the other panels well enough to compare.", "choice", PANELS_4,
     PANEL_QUESTION, None),
    ("Nairobi is already in the graph, so it is not Nairobi. The rest I can't distinguish.", "choice", EAST_AFRICA,
     KIND_QUESTION["entity"], None),
    ("乌干达的首都是坎帕拉。但被遮住的节点我看不清。", "choice", EAST_AFRICA_ZH, KIND_QUESTION["entity"], None),
    ("选项B有四个孔，但其他面板我看不清。", "choice", PANELS_4, PANEL_QUESTION, None),
    ("ウガンダの首都はカンパラです。しかし、隠されたノードは読み取れません。", "choice", EAST_AFRICA_JA,
     KIND_QUESTION["entity"], None),
    ("우간다의 수도는 캄팔라입니다. 하지만 가려진 노드는 잘 보이지 않습니다.", "choice", EAST_AFRICA_KO,
     KIND_QUESTION["entity"], None),
    # … and a pick after it still decides; "I can't see how/any other …" argues for a pick
    ("I can't see panel C well, but B is clearly right.", "choice", PANELS_4, PANEL_QUESTION, "B"),
    ("The masked node is unreadable. Its 'capital of' edge to Uganda means it is Kampala.", "choice", EAST_AFRICA,
     KIND_QUESTION["entity"], "B"),
    ("Kampala. The masked node is hard to read, but the edge to Uganda settles it.", "choice", EAST_AFRICA,
     KIND_QUESTION["entity"], "B"),
    ("I can't see any other option that keeps the dot on top, so B.", "choice", PANELS_4, PANEL_QUESTION, "B"),
    ("I can't see how A could fold into this, so the answer is C.", "choice", PANELS_4, PANEL_QUESTION, "C"),
    ("Option B is correct. I can't see why option A would be right.", "choice", PANELS_4, PANEL_QUESTION, "B"),
    # a detail that is no asked thing said to be hard to read leaves the pick standing
    ("Only panel A shows a single diamond on the diagonal. Confidence: medium, the notch depth is hard to read.",
     "choice", PANELS_4, PANEL_QUESTION, "A"),
    # an option rejected in a clause is no pick of that clause, wherever else the clause names it
    ("Nairobi is already in the graph, so it is not Nairobi.", "choice", EAST_AFRICA, KIND_QUESTION["entity"], None),
    ("The dot is inside in panel D, so it is not D.", "choice", PANELS_4, PANEL_QUESTION, None),
    ("It is not Nairobi, which is already in the graph; it is Kampala.", "choice", EAST_AFRICA,
     KIND_QUESTION["entity"], "B"),
]
NEW_RULE_CASES += PROBE_RULE_CASES
ROUND_58_RULE_CASES = [
    # a lower-case letter glued to a mention noun is part of a word: "star-shaped" names no "shape d"
    ("So the unfolded sheet has a star-shaped cut in its middle and two round holes.", "choice", PANELS_4,
     PANEL_QUESTION, None),
    # an option as the subject of "completes"/"continues": it carries the item on to its end
    ("The second option completes the pattern, since each row gains one square.", "choice", PANELS_4, PANEL_QUESTION,
     "B"),
    ("Panel C continues the figure; the rest break its symmetry.", "choice", PANELS_6, PANEL_QUESTION, "C"),
    # "I'd say" in German and French opens a lean, as in English
    ("Ich würde sagen C, aber ganz sicher bin ich nicht.", "choice", PANELS_4, PANEL_QUESTION, "C"),
    ("Je dirais D : les trous sont symétriques.", "choice", PANELS_4, PANEL_QUESTION, "D"),
    # a lean the reply says ("I'd say"), then a bare "but I'm not sure" closing its sentence: the lean is its answer
    ("I'd say C, but I'm not sure.", "choice", PANELS_4, PANEL_QUESTION, "C"),
]
NEW_RULE_CASES += ROUND_58_RULE_CASES
ROUND_59_RULE_CASES = [
    # a count under each of two readings of the question, each in its own "If you mean …" sentence: the question is
    # left open, unless one reading alone is the asked one
    ("If you mean kinds of relation, there are 3. If you mean arrows, there are 8.", "integer", [],
     RELATION_QUESTION, None),
    ("If you mean the nodes, there are 7. If you mean the named places only, there are 5.", "integer", [],
     ENTITY_QUESTION, None),
    ("If you mean entities, 6. If you mean relations, 8.", "integer", [], ENTITY_QUESTION, "6"),
    # two options left standing, said in words: "either could be the answer", "it could be either", "both are
    # possible", whatever one of them is said to be "the only one" with
    ("B has an extra dot, while D is the only one with a gap, so it could be either.", "choice", PANELS_6, ODD,
     None),
    ("Only D has a gap. Then again B has an extra dot; both are possible.", "choice", PANELS_6, ODD, None),
    ("It looks like Kigali, though Dodoma fits too. Either one works.", "choice", EAST_AFRICA,
     KIND_QUESTION["entity"], None),
    # … and a pick after it still decides
    ("At first either could be the answer, but only D keeps the gap, so D.", "choice", PANELS_6, ODD, "D"),
    # a contrast of two options opening its sentence: the one kept is the pick
    ("Kigali, not Dodoma.", "choice", EAST_AFRICA, KIND_QUESTION["entity"], "C"),
    ("Not Dodoma but Kigali.", "choice", EAST_AFRICA, KIND_QUESTION["entity"], "C"),
    ("Kigali rather than Dodoma.", "choice", EAST_AFRICA, KIND_QUESTION["entity"], "C"),
    ("Kigali instead of Dodoma.", "choice", EAST_AFRICA, KIND_QUESTION["entity"], "C"),
    ("Kigali (not Dodoma).", "choice", EAST_AFRICA, KIND_QUESTION["entity"], "C"),
    ("Kigali — not Dodoma, which is Tanzania's capital.", "choice", EAST_AFRICA, KIND_QUESTION["entity"], "C"),
    ("Not B but D.", "choice", PANELS_4, PANEL_QUESTION, "D"),
    # … not a fact about them, nor a question
    ("Kigali, not Dodoma, is Rwanda's capital.", "choice", EAST_AFRICA, KIND_QUESTION["entity"], None),
    ("Kigali, not Dodoma?", "choice", EAST_AFRICA, KIND_QUESTION["entity"], None),
]
NEW_RULE_CASES += ROUND_59_RULE_CASES
ROUND_60_COUNT_RULE_CASES = [
    # "there are N …" counts the noun right after it: a count of entities answers no question about relations
    ("There are 5 entities, joined by labelled arrows.", "integer", [], RELATION_QUESTION, None),
    ("There are six nodes in the picture, each a country or a city.", "integer", [], RELATION_QUESTION, None),
    # … and still answers the question about its own noun, or a question it names no noun for
    ("There are 5 entities, joined by labelled arrows.", "integer", [], ENTITY_QUESTION, "5"),
    ("There are 8 directed edges between the nodes.", "integer", [], RELATION_QUESTION, "8"),
    ("There are 5 nodes and 7 edges.", "integer", [], RELATION_QUESTION, "7"),
    ("There are 9.", "integer", [], RELATION_QUESTION, "9"),
    # a reply cut off on the word that opens its next clause ("…, so", "…, but", "，所以", "however") has not
    # concluded: the counts and picks its prose states before it are no answer
    ("Counting the arrows out of Kenya: Nairobi, Swahili and the shilling, that's 3. Uganda adds two more, and the "
     "labels overlap near the lake, so", "integer", [], RELATION_QUESTION, None),
    ("There are 6 relations, but", "integer", [], RELATION_QUESTION, None),
    ("图中有6个关系，所以", "integer", [], RELATION_QUESTION, None),
    ("Option C keeps the hole on the fold line, so C is correct. The others, however", "choice", PANELS_4,
     PANEL_QUESTION, None),
    # … while a finished sentence, or an answer line before the cut, still answers
    ("There are 6 relations.", "integer", [], RELATION_QUESTION, "6"),
    ("图中有6个关系。", "integer", [], RELATION_QUESTION, "6"),
    ("Answer: 6\n\nTwo of the arrows overlap, so", "integer", [], RELATION_QUESTION, "6"),
    # a Korean count inside an embedded question ("…로 셀지", "…인지": whether) and a Chinese "A 还是 B" between two
    # counts ask about the count and state none
    ("양방향 화살표를 하나로 셀지 두 개로 셀지 정해 주시면 세어 보겠습니다.", "integer", [], RELATION_QUESTION, None),
    ("관계가 여덟 개인지 다시 확인해 주세요.", "integer", [], RELATION_QUESTION, None),
    ("双向箭头算作一个关系还是两个关系，要看你的定义。", "integer", [], RELATION_QUESTION, None),
    # … while a count stated after the choice is settled, or "还是" as "still", counts
    ("양방향 화살표는 하나로 셉니다. 관계는 모두 8개입니다.", "integer", [], RELATION_QUESTION, "8"),
    ("我数了两遍，还是8个关系。", "integer", [], RELATION_QUESTION, "8"),
]
NEW_RULE_CASES += ROUND_60_COUNT_RULE_CASES
ROUND_60_PUZZLE_RULE_CASES = [
    # letters opening three or more lines before a dash label the options described: no pick, whatever a description
    # says ("… turned so …", "…, so …")
    ("A — an L-shaped block seen from above.\nB — the same block from below, cube at the end.\nC — the block turned "
     "so the long arm points up.\nD — an L-shape with an extra cube.", "choice", PANELS_4, PANEL_QUESTION, None),
    ("- A – two holes near the crease\n- B – four holes, so the sheet was folded twice\n- C – one hole\n- D – three "
     "holes\n\nTo choose I need to know how many folds there were, and the picture doesn't show it", "choice",
     PANELS_4, PANEL_QUESTION, None),
    # … while a list of verdicts after the dashes still picks the one judged right, and one answer line with a dash
    # after a list of "A: …" lines is still the answer
    ("- A — mirrored\n- B — full match\n- C — extra cube\n- D — wrong axis", "choice", PANELS_4, PANEL_QUESTION, "B"),
    ("A: octagon.\nB: heptagon, dot at the bottom.\nC: hexagon.\nD: heptagon, dot on top.\n\nD — the only one that "
     "adds a side and keeps the dot.", "choice", PANELS_4, PANEL_QUESTION, "D"),
    # a letter and its full stop closing a sentence after a word are no list marker "F. …": "C and F." names both
    ("A: two crossings.\nB: three.\nC: one.\nD: three.\nE: three.\nF: two.\n\nThat leaves two outliers, C and F. So "
     "crossings aren't the rule either.", "choice", PANELS_6, ODD, None),
    ("A: 4 dots. B: 4 dots. C: 4 dots. D: 4 dots. E: 5 dots. F: 4 dots.\nThe odd one out is E. All the others have "
     "four.", "choice", PANELS_6, ODD, "E"),
    # … and a list of "A. …" lines is still a list
    ("A. mirrored\nB. rotated, so it matches\nC. extra cube\nD. wrong axis", "choice", PANELS_4, PANEL_QUESTION,
     None),
    # the sheet or net said to unfold (fold, open) into an option: what it becomes is the pick
    ("Punching through both layers leaves two holes mirrored across the crease. The sheet unfolds into option B.",
     "choice", PANELS_4, PANEL_QUESTION, "B"),
    ("The net folds up into (d).", "choice", PANELS_4, PANEL_QUESTION, "D"),
    ("Once punched and opened, the paper is unfolded into A.", "choice", PANELS_4, PANEL_QUESTION, "A"),
    ("La hoja se despliega en la opción C.", "choice", PANELS_4, PANEL_QUESTION, "C"),
    # … not an option that folds into something, a denial, or a condition
    ("B folds into a cube with the dot on top.", "choice", PANELS_4, PANEL_QUESTION, None),
    ("The sheet doesn't unfold to option C.", "choice", PANELS_4, PANEL_QUESTION, None),
    ("If the sheet unfolds to C, the holes should be mirrored, but they aren't.", "choice", PANELS_4, PANEL_QUESTION,
     None),
    # the two options left, neither of them eliminated: no pick
    ("Rotating about x gives B; rotating about z gives E. I can't eliminate either one with confidence.", "choice",
     PANELS_6, PANEL_QUESTION, None),
    ("B looks right from the front; E looks right from the top. We cannot eliminate either.", "choice", PANELS_6,
     PANEL_QUESTION, None),
    ("The front view matches B. The top view matches E. Neither can be ruled out.", "choice", PANELS_6,
     PANEL_QUESTION, None),
    ("The front view matches B; the top view matches E. I can't rule either one out.", "choice", PANELS_6,
     PANEL_QUESTION, None),
    ("La vue de face correspond à B. Je ne peux écarter ni B ni E.", "choice", PANELS_6, PANEL_QUESTION, None),
    ("Quedan la B y la E. La vista frontal coincide con la E. No puedo descartar ninguna de las dos.", "choice",
     PANELS_6, PANEL_QUESTION, None),
    ("Übrig sind B und E. Die Vorderansicht passt zu E. Ich kann keine der beiden ausschließen.", "choice", PANELS_6,
     PANEL_QUESTION, None),
    # … not one option or the others not ruled out, beside the pick
    ("I can't rule out B, but E matches the shading, so E.", "choice", PANELS_6, PANEL_QUESTION, "E"),
    ("Only E keeps the notch. I can't rule out either of the others being a rotation, but E is the exact match.",
     "choice", PANELS_6, PANEL_QUESTION, "E"),
    # the reply back where it began, knowing no answer: what it said before is withdrawn
    ("So the answer is E.\n\nWait — E is symmetric too, about a horizontal axis. I'm back to not knowing which panel "
     "breaks the rule.", "choice", PANELS_6, ODD, None),
    ("C looked like the odd one. Then F broke it too, so I no longer know which panel it is.", "choice", PANELS_6, ODD,
     None),
    ("C looked like the odd one. Then F broke it too. Back to square one.", "choice", PANELS_6, ODD, None),
    ("Counting sides singles out D. Wait, D has a hidden fifth side, so it fits after all. Back to square one.",
     "choice", PANELS_6, ODD, None),
    ("Parecía la C, pero la F también rompe la regla. De vuelta al punto de partida.", "choice", PANELS_6, ODD, None),
    # … not a return it moved on from
    ("I was back to square one for a while, but the dot count settles it: D is the odd one out.", "choice", PANELS_6,
     ODD, "D"),
]
NEW_RULE_CASES += ROUND_60_PUZZLE_RULE_CASES
ROUND_61_RULE_CASES = [
    # a count of kinds: the count noun followed by "types", "kinds", "categories", or glued to "typen" in German, is
    # no count of the relations or entities asked for
    ("The picture shows 7 nodes and 3 relation types: capital, currency and member of.", "integer", [],
     RELATION_QUESTION, None),
    ("The graph links its entities with 5 relationship kinds.", "integer", [], RELATION_QUESTION, None),
    ("Der Graph hat 9 Knoten und vier Relationstypen.", "integer", [], RELATION_QUESTION, None),
    ("The graph has 5 entity types.", "integer", [], ENTITY_QUESTION, None),
    # … while the count of the things themselves beside it still answers, and "sort of" is no kind
    ("The graph uses four relation types, but there are 10 relations in total.", "integer", [], RELATION_QUESTION,
     "10"),
    ("It uses 4 relationship kinds and 11 arrows.", "integer", [], RELATION_QUESTION, "11"),
    ("The graph has 9 edges sort of tangled together.", "integer", [], RELATION_QUESTION, "9"),
    # … and a count of kinds told after asking which reading is meant is still one of the two readings' answers
    ("Do you mean the edges or the distinct relation types? There are 9 edges, but only 3 different relation types.",
     "integer", [], RELATION_QUESTION, None),
    # a Chinese measure word of kinds, 种: "4种关系" is four kinds of relation, not four relations
    ("图中共有4种关系：首都、货币、语言和成员。", "integer", [], RELATION_QUESTION, None),
    ("一共有3种关系。", "integer", [], RELATION_QUESTION, None),
    ("图中共有9条关系，分为4种。", "integer", [], RELATION_QUESTION, "9"),
    # a Chinese count with the measure word 条, as with 个: "9 条关系", "九条边"
    ("该知识图谱一共包含 8 条关系。", "integer", [], RELATION_QUESTION, "8"),
    ("图中包含 7 个实体和 9 条边。", "integer", [], RELATION_QUESTION, "9"),
    ("知识图谱里有十条关系。", "integer", [], RELATION_QUESTION, "10"),
    ("图中包含 7 个实体和 9 条边。", "integer", [], ENTITY_QUESTION, "7"),
    # … not an ordinal ("第3条", the third), the article "一条" (an edge), or two counts offered ("8 条或 9 条")
    ("第3条关系是首都。", "integer", [], RELATION_QUESTION, None),
    ("第3个关系是首都。", "integer", [], RELATION_QUESTION, None),
    ("关系的数量可能是 8 条或 9 条，有一条边看不清。", "integer", [], RELATION_QUESTION, None),
    ("右下角有一条边看不清。", "integer", [], RELATION_QUESTION, None),
    ("图中有 8 条或 9 条关系。", "integer", [], RELATION_QUESTION, None),
    # a Japanese counter apart from "の" and its noun by a space, as bold markup leaves it ("**8本** の関係")
    ("最初は6本と数えましたが、見落としがありました。正しくは **7本** の関係があります。", "integer", [],
     RELATION_QUESTION, "7"),
    ("このグラフには **9個** のエンティティがあります。", "integer", [], ENTITY_QUESTION, "9"),
    ("このグラフには **9個** のエンティティがあります。", "integer", [], RELATION_QUESTION, None),
    # the options named in the reason given right after the pick ("…, because …", "…, ya que …", "…, weil …") are its
    # grounds, not rivals of the pick
    ("So C, because A and B are mirrored.", "choice", PANELS_4, PANEL_QUESTION, "C"),
    ("Por lo tanto, la opción C, porque la A y la B están reflejadas.", "choice", PANELS_4, PANEL_QUESTION, "C"),
    ("Die Lösung ist C, weil A und B gespiegelt sind.", "choice", PANELS_4, PANEL_QUESTION, "C"),
    ("The odd one out is C, since A, B and D all have four sides.", "choice", PANELS_6, ODD, "C"),
    ("So NATO (B), because Norway and Turkey both link to it and neither is in the European Union.", "choice", ORGS,
     KIND_QUESTION["entity"], "B"),
    # … not two options before the reason, nor another kept open after it
    ("So B or D, because A and C are mirrored.", "choice", PANELS_4, PANEL_QUESTION, None),
    ("So C, because A and B are mirrored, or perhaps D.", "choice", PANELS_4, PANEL_QUESTION, None),
    ("So C, since D could also be right.", "choice", PANELS_4, PANEL_QUESTION, None),
    ("So C, because A is mirrored; D also fits.", "choice", PANELS_4, PANEL_QUESTION, None),
]
NEW_RULE_CASES += ROUND_61_RULE_CASES

class Grid(list):
    """Panel choices drawn in a grid: the options' places ride along with them (`places=` of `extract_answer`), as a
    row's `params.layout.option_boxes` do."""

    def __init__(self, choices: list[str], places: tuple[tuple[int, int, int, int], ...]) -> None:
        super().__init__(choices)
        self.places = places


class Named(list):
    """Entity choices with their names in other languages riding along (`aliases=` of `extract_answer`), as a row's
    `params.choice_aliases` do: the option set's aliases in `CHOICE_ALIASES`."""

    def __init__(self, choices: tuple[str, ...]) -> None:
        super().__init__(choices)
        self.aliases = [list(names) for names in CHOICE_ALIASES[tuple(choices)]]


def _read(response: str, answer_type: str, choices: list[str], question: str | None) -> str | None:
    """extract_answer, with the options' places where the choices carry them (a `Grid`) and their names in other
    languages where they carry those (`Named`)."""
    return extract_answer(response, answer_type, choices, question=question, places=getattr(choices, "places", None),
                          aliases=getattr(choices, "aliases", None))


GRID_4, GRID_6 = Grid(PANELS_4, GRID_2X2), Grid(PANELS_6, GRID_3X2)
ROW_4 = Grid(PANELS_4, tuple((0, column, 1, 4) for column in range(4)))  # one row of four (paper_folding)
# round 61: options named by their place in the grid the item draws them in (read only with the grid given), the
# ordinals that count within a later row, "Last option.", a place glossing its label
ROUND_61_PLACE_RULE_CASES = [
    # an option named by a place in its grid (two rows of two, two rows of three): a corner or side, a row and a place
    # in it, a place counted from one side
    ("The lower-left one.", "choice", GRID_4, PANEL_QUESTION, "C"),
    ("Top-right panel.", "choice", GRID_4, PANEL_QUESTION, "B"),
    ("The upper-middle figure.", "choice", GRID_6, PANEL_QUESTION, "B"),
    ("The one in the bottom-right corner is the unfolded sheet.", "choice", GRID_6, PANEL_QUESTION, "F"),
    ("The third from the left in the bottom row matches.", "choice", GRID_6, PANEL_QUESTION, "F"),
    ("Top row: all three are mirrored.\nBottom row: the second panel is the only exact match.", "choice", GRID_6,
     PANEL_QUESTION, "E"),
    ("The middle one on top breaks the rule.", "choice", GRID_6, ODD, "B"),
    ("The odd one is the centre panel of the bottom row: its dot sits outside.", "choice", GRID_6, ODD, "E"),
    ("The second one in the bottom row.", "choice", GRID_4, PANEL_QUESTION, "D"),
    ("The second panel from the left is the match.", "choice", GRID_4, PANEL_QUESTION, "B"),
    # … set beside the option it places: a gloss in brackets, "the one …, top middle", "…, in the bottom left, …"
    ("Panel E (bottom middle) – the arrows turn the other way in this one.", "choice", GRID_6, ODD, "E"),
    ("Option C (top right): the dot sits outside the square in it.", "choice", GRID_6, ODD, "C"),
    ("It's the one with the open circle, top middle.", "choice", GRID_6, ODD, "B"),
    ("The one beside it, in the bottom left, keeps the notch, so that's the answer.", "choice", GRID_4,
     PANEL_QUESTION, "C"),
    # … a gloss that places another option names two
    ("Panel E (top left) – the arrows turn the other way in this one.", "choice", GRID_6, ODD, None),
    ("The top-right one (C).", "choice", GRID_4, PANEL_QUESTION, None),
    # … in Chinese, Japanese, Spanish, French, German and Korean
    ("答案是左下角的那个。", "choice", GRID_4, PANEL_QUESTION, "C"),
    ("右上のパネルが正解です。", "choice", GRID_4, PANEL_QUESTION, "B"),
    ("下排中间的那个是答案。", "choice", GRID_6, ODD, "E"),
    ("上段の真ん中のパネルが正解です。", "choice", GRID_6, PANEL_QUESTION, "B"),
    ("La opción de abajo a la derecha es la correcta.", "choice", GRID_6, PANEL_QUESTION, "F"),
    ("La respuesta es la figura de arriba a la izquierda.", "choice", GRID_6, PANEL_QUESTION, "A"),
    ("La bonne réponse est l'image en haut à droite.", "choice", GRID_6, PANEL_QUESTION, "C"),
    ("Die Option unten links ist richtig.", "choice", GRID_4, PANEL_QUESTION, "C"),
    ("왼쪽 아래 패널이 정답입니다.", "choice", GRID_4, PANEL_QUESTION, "C"),
    # … in one row of four a row below or a corner above the right names none, an end or a place from a side does;
    # in two rows a side alone names none
    ("The second one in the bottom row.", "choice", ROW_4, PANEL_QUESTION, None),
    ("The top-right panel.", "choice", ROW_4, PANEL_QUESTION, None),
    ("The top-left panel.", "choice", ROW_4, PANEL_QUESTION, "A"),
    ("The rightmost panel matches.", "choice", ROW_4, PANEL_QUESTION, "D"),
    ("The rightmost panel matches.", "choice", GRID_4, PANEL_QUESTION, None),
    ("The second panel from the right matches.", "choice", ROW_4, PANEL_QUESTION, "C"),
    ("The one on the far left is the unfolded sheet.", "choice", ROW_4, PANEL_QUESTION, "A"),
    # … without the grid no such place is read
    ("The bottom-left one.", "choice", PANELS_4, PANEL_QUESTION, None),
    ("The top-middle panel.", "choice", PANELS_6, PANEL_QUESTION, None),
    # … through the cues a letter goes through: negation, hedges, conditions, a first look taken back
    ("Not the top-right panel: its notch is on the wrong side. The bottom-left one matches.", "choice", GRID_4,
     PANEL_QUESTION, "C"),
    ("It isn't the bottom-left panel.", "choice", GRID_4, PANEL_QUESTION, None),
    ("Either the top-left or the bottom-right panel; I can't tell which.", "choice", GRID_4, PANEL_QUESTION, None),
    ("It's the top-middle panel or the bottom-middle one.", "choice", GRID_6, ODD, None),
    ("If the fold were vertical, the bottom-left panel would match.", "choice", GRID_4, PANEL_QUESTION, None),
    ("At first the top-right panel looked odd, but it is only rotated; the one that really breaks the rule is the "
     "bottom-left panel.", "choice", GRID_6, ODD, "D"),
    # … not a place inside a panel, nor a clause that only says where an option is drawn
    ("Option C has a hole in the top-left corner, so it matches.", "choice", GRID_4, PANEL_QUESTION, "C"),
    ("The dot ends in the bottom-right corner of the square, which is what option B shows.", "choice", GRID_6,
     PANEL_QUESTION, "B"),
    ("The top-left corner of the folded sheet gets the hole, so option D matches.", "choice", GRID_4, PANEL_QUESTION,
     "D"),
    ("Panel D is the first one in the bottom row.", "choice", GRID_6, ODD, None),
    # … a walk through the places cut off at its next place commits to nothing; the place said as an answer does
    ("The top-left panel shows the arm pointing up, so it doesn't match.\n\nThe top-middle panel", "choice", GRID_6,
     PANEL_QUESTION, None),
    ("The top-left panel shows the arm pointing up, so it doesn't match.\n\nThe top-middle panel.", "choice", GRID_6,
     PANEL_QUESTION, "B"),
    # an ordinal counted within a row below the first names no option by its number, with or without the grid; in the
    # first row it does; "Last option." is the last (not a label "Last option: C")
    ("So the answer is D, the first panel in the bottom row.", "choice", PANELS_6, PANEL_QUESTION, "D"),
    ("Bottom row: the first panel is the only exact match.", "choice", PANELS_6, PANEL_QUESTION, None),
    ("Bottom row: the first panel is the only exact match.", "choice", GRID_6, PANEL_QUESTION, "D"),
    ("That's the second option in the top row, B.", "choice", PANELS_6, PANEL_QUESTION, "B"),
    ("Last panel.", "choice", PANELS_4, PANEL_QUESTION, "D"),
    ("Last option: C", "choice", PANELS_4, PANEL_QUESTION, "C"),
    # a place only a layout fixes, then the option's letter, is the letter where the layout is unknown; "top-right" is
    # a corner, no verdict "right"
    ("The top-right one (B).", "choice", PANELS_4, PANEL_QUESTION, "B"),
    ("A has the hole at the top-right.", "choice", PANELS_4, PANEL_QUESTION, None),
    ("A is right.", "choice", PANELS_4, PANEL_QUESTION, "A"),
]
NEW_RULE_CASES += ROUND_61_PLACE_RULE_CASES
ROUND_62_RULE_CASES = [
    # an option list copied out on lines with marks after items: a marked item is read by its mark and label, the
    # rest of the list is an echo; one marked item is the pick, two a hedge, none leaves nothing read
    ("A\nB\nC   <-- correct\nD", "choice", PANELS_4, PANEL_QUESTION, "C"),
    ("(A) Nairobi\n(B) Kampala ← answer\n(C) Kigali\n(D) Dodoma\n(E) Addis Ababa", "choice", EAST_AFRICA,
     KIND_QUESTION["entity"], "B"),
    ("A. French\nB. Dutch\nC. German (correct)\nD. Italian\nE. Romansh", "choice", LANGUAGES,
     KIND_QUESTION["entity"], "C"),
    ("A.\nB. ✓\nC.\nD.", "choice", PANELS_4, PANEL_QUESTION, "B"),
    ("A ✓\nB\nC ✓\nD", "choice", PANELS_4, PANEL_QUESTION, None),
    ("A\nB\nC\nD", "choice", PANELS_4, PANEL_QUESTION, None),
    # the heading of a copied-out option list goes with the list: the answer before it stands, and the reply does not
    # end on a label it stopped after
    ("The odd one out is C.\n\nOptions: (A) (B) (C) (D) (E) (F)", "choice", PANELS_6, ODD, "C"),
    ("Answer: D\n\nChoices: A. Euro B. Swiss franc C. Pound sterling D. Krone E. Złoty", "choice", CURRENCIES,
     KIND_QUESTION["entity"], "D"),
    ("Options: (A) (B) (C) (D)", "choice", PANELS_4, PANEL_QUESTION, None),
    ("The odd one out is C.\n\nOptions:", "choice", PANELS_6, ODD, None),
    # the detection question restated alone on the first line: the verdict opening the next line answers it
    ("Is there an error in the graph?\nYes. Kenya's capital is not Kampala.", "yes_no", [], DETECT, "Yes"),
    ("Is there a factual error in the knowledge graph?\nNo. I first doubted the Vaduz edge, but Vaduz is indeed the "
     "capital.", "yes_no", [], DETECT, "No"),
    ("Is the graph correct?\nYes. Every edge checks out.", "yes_no", [], DETECT, "No"),
    # German "also" (so) before one option closing the sentence draws the answer like "then"; after a named option it
    # stays unread, as English "also" adds
    ("Grenzt an – also D.", "choice", RELATIONS_2, KIND_QUESTION["relation"], "D"),
    ("Die Löcher liegen symmetrisch zu beiden Falzen, also C.", "choice", PANELS_4, PANEL_QUESTION, "C"),
    ("A fits, also D.", "choice", PANELS_4, PANEL_QUESTION, None),
]
NEW_RULE_CASES += ROUND_62_RULE_CASES
ROUND_63_RULE_CASES = [
    # a dozen is a count, not a round figure, where the parts after it in its sentence add up to twelve
    ("I count a dozen entities — six countries plus their six capitals.", "integer", [], ENTITY_QUESTION, "12"),
    ("A dozen entities (4 countries, 4 capitals and 4 currencies).", "integer", [], ENTITY_QUESTION, "12"),
    ("I count about a dozen entities.", "integer", [], ENTITY_QUESTION, None),
    ("There are a dozen entities: 4 countries, 4 capitals and 3 currencies.", "integer", [], ENTITY_QUESTION, None),
    # a word of one option named, then where or by whom it is used
    ("The hidden currency is the franc used in Switzerland.", "choice", CURRENCIES, KIND_QUESTION["entity"], "B"),
    ("It's the krone that Denmark uses.", "choice", CURRENCIES, KIND_QUESTION["entity"], "D"),
    ("The hidden language is the one spoken in Belgium.", "choice", LANGUAGES, KIND_QUESTION["entity"], None),
    # a relation's word in Japanese, Korean or traditional Chinese
    ("公用語", "choice", RELATIONS, KIND_QUESTION["relation"], "B"),
    ("공용어", "choice", RELATIONS, KIND_QUESTION["relation"], "B"),
    ("關係是貨幣。", "choice", RELATIONS, KIND_QUESTION["relation"], "C"),
    ("국경", "choice", RELATIONS, KIND_QUESTION["relation"], "E"),
    # options judged in turn as following or breaking the rule, a mark perhaps before the verdict
    ("- A — follows (2, 2)\n- B — follows (3, 3)\n- C — ✗ breaks: 3 but only 2\n- D — follows (1, 1)\n"
     "- E — follows (4, 4)\n- F — follows (2, 2)", "choice", PANELS_6, ODD, "C"),
    ("- A — doesn't follow the folds\n- B — follows the folds\n- C — breaks the symmetry\n- D — breaks the symmetry",
     "choice", PANELS_4, PANEL_QUESTION, "B"),
    ("- A — follows the folds\n- B — follows the folds\n- C — breaks the symmetry\n- D — breaks the symmetry",
     "choice", PANELS_4, PANEL_QUESTION, None),
    # an item crossed out is rejected whatever its note says, where the question asks for the option that fits
    ("- A. French — ✗ not official there\n- B. Dutch — ✓\n- C. German — ✗\n- D. Italian — ✗\n- E. Romansh — ✗ only "
     "in Switzerland", "choice", LANGUAGES, KIND_QUESTION["entity"], "B"),
    # a table of one header row and one data row is a record, but not with a third row cut off below it
    ("| Option | Verdict |\n|---|---|\n| A | ✗ |\n| B | mirrored and", "choice", PANELS_4, PANEL_QUESTION, None),
    ("| Option | Verdict |\n|---|---|\n| C | correct |", "choice", PANELS_4, PANEL_QUESTION, "C"),
]
NEW_RULE_CASES += ROUND_63_RULE_CASES
ROUND_64_RULE_CASES = [
    # an option numbered in words after its noun ("Option two.", "choice four"), and "I'll say" leaning on a pick
    ("Option two.", "choice", PANELS_6, ODD, "B"),
    ("choice four", "choice", RELATIONS_2, KIND_QUESTION["relation"], "D"),
    ("I'm fairly confident it's choice five.", "choice", PANELS_6, ODD, "E"),
    ("I'll say the fifth image.", "choice", PANELS_6, KIND_QUESTION["letters6"], "E"),
    # an option put out of the running ("so it's out"), and a digit ordinal before "one" ("the 4th one")
    ("Option #1 has only two holes, so it's out. Option #3 keeps the symmetry, so that's my pick.", "choice",
     PANELS_4, PANEL_QUESTION, "C"),
    ("A has two holes, so it's out. B keeps the symmetry.", "choice", PANELS_4, PANEL_QUESTION, None),
    ("Between option #3 and option #4, the 4th one keeps the symmetry, so that's my pick.", "choice", PANELS_4,
     PANEL_QUESTION, "D"),
    ("The 4th one is mirrored.", "choice", PANELS_4, PANEL_QUESTION, None),
    # a dash after the pick opening the others' faults, which are no verdict on the pick; not where the line keeps one
    # open
    ("The rotated object matches **E** — A and D are mirror images, B has the extra cube on the wrong side.", "choice",
     PANELS_6, KIND_QUESTION["letters6"], "E"),
    ("It matches C — A and B are mirrored, though D could fit too.", "choice", PANELS_4, PANEL_QUESTION, None),
    ("So C, because A and B are wrong.", "choice", PANELS_4, PANEL_QUESTION, "C"),
    # a case split in Spanish or Italian leaves the answer open; a condition alone does not
    ("Si se considera oficial, no hay error; si no, sí lo hay.", "yes_no", [], DETECT, None),
    ("Se il nodo è separato, sono 9; altrimenti 8.", "integer", [], ENTITY_QUESTION, None),
    ("Sí, hay un error: si se mira bien, Berna no es la capital de Austria.", "yes_no", [], DETECT, "Yes"),
    # "hay", "il y a", "ci sono" before a count count the noun after it
    ("Nel grafo ci sono 11 relazioni.", "integer", [], ENTITY_QUESTION, None),
    ("Hay 11 relaciones en el grafo.", "integer", [], RELATION_QUESTION, "11"),
    ("Il y a 9 nœuds.", "integer", [], ENTITY_QUESTION, "9"),
    # a relation's cue word read without its accents, and not where another language negates it
    ("« fait frontière avec »", "choice", RELATIONS, KIND_QUESTION["relation"], "E"),
    ("Währung", "choice", RELATIONS, KIND_QUESTION["relation"], "C"),
    ("pas frontière", "choice", RELATIONS, KIND_QUESTION["relation"], None),
    ("Ils ne sont pas voisins.", "choice", RELATIONS, KIND_QUESTION["relation"], None),
    ("Sie sind keine Nachbarn.", "choice", RELATIONS, KIND_QUESTION["relation"], None),
    ("两国不相邻。", "choice", RELATIONS, KIND_QUESTION["relation"], None),
    ("Ils sont voisins.", "choice", RELATIONS, KIND_QUESTION["relation"], "E"),
    # a reply that stops on a dash was cut off: its last line is no closing remark, its statements decide nothing
    ("To check for errors I examine each triple.\n\nBelgium – capital – Brussels: correct.\nBelgium – official "
     "language – Dutch: correct.\nLuxembourg – shares border with – ", "yes_no", [], DETECT, None),
    ("No error here -", "yes_no", [], DETECT, None),
]
NEW_RULE_CASES += ROUND_64_RULE_CASES
ROUND_65_RULE_CASES = [
    # an answer's value that is an option's letter and its own text; "violator" an answer's key in an odd-one-out item
    ("| Head | Masked relation | Tail | Best option |\n|---|---|---|---|\n| Kenya | [MASK] | Tanzania | E. shares "
     "border with |", "choice", RELATIONS, KIND_QUESTION["relation"], "E"),
    ('{"answer": "E. currency"}', "choice", RELATIONS, KIND_QUESTION["relation"], None),
    ('{"rule": "each panel has three enclosed regions", "violator": "F", "reasoning": "F has four"}', "choice",
     PANELS_6, ODD, "F"),
    # Korean "규칙을 어깁니다" (breaks the rule), and not when negated ("어기지 않습니다")
    ("C번 패널이 규칙을 어깁니다.", "choice", PANELS_6, ODD, "C"),
    ("C 패널이 규칙을 어기지 않습니다.", "choice", PANELS_6, ODD, None),
    # a forced guess closing its clause answers after the doubt before it, not before a doubt after it nor as a hedge
    ("Hard to say. If forced, D.", "choice", PANELS_4, PANEL_QUESTION, "D"),
    ("It's hard to say precisely; if forced, 14.", "integer", [], RELATION_QUESTION, "14"),
    ("If forced, B or D.", "choice", PANELS_4, PANEL_QUESTION, None),
    ("If forced, D. But honestly I can't tell.", "choice", PANELS_4, PANEL_QUESTION, None),
    # "almost certainly", "very likely" before a lone option
    ("Almost certainly A.", "choice", PANELS_6, ODD, "A"),
    ("Very likely B.", "choice", PANELS_4, PANEL_QUESTION, "B"),
    ("Surely not B.", "choice", PANELS_4, PANEL_QUESTION, None),
    # a lone guess of a count kept loose after it is no count
    ("Probably 9, give or take.", "integer", [], ENTITY_QUESTION, None),
    ("Hard to count; probably 9.", "integer", [], ENTITY_QUESTION, "9"),
    # how sure the reply is, said after its last words, does not move them
    ("Let me count: France, Paris, Euro, French, European Union, Germany, Berlin. That's 7.\n\nOh wait, I missed "
     "Belgium at the bottom. So 8, I'm fairly sure.", "integer", [], ENTITY_QUESTION, "8"),
    ("I count 7. So 8, I'm not sure.", "integer", [], ENTITY_QUESTION, None),
]
NEW_RULE_CASES += ROUND_65_RULE_CASES
ROUND_66_RULE_CASES = [
    # the option said to be the reference itself
    ("D is the same object as the reference, just rotated 90° clockwise.", "choice", PANELS_4, PANEL_QUESTION, "D"),
    ("D is not the same object as the reference.", "choice", PANELS_4, PANEL_QUESTION, None),
    # two readings side by side ("under … ; under …") leave the verdict open
    ("Whether this counts as a factual error depends on how strictly you define capital. Under a strict legal reading "
     "there's an issue; under common usage there isn't.", "yes_no", [], DETECT, None),
    # a bare "only" after an option describes what it holds; "the only …" singles it out
    ("Here's what each option would imply:\n\n- **A. European Union** — would connect via *member of* edges.\n- **B. "
     "NATO** — also *member of*.\n- **C. African Union** — only African countries.\n- **D. ASEAN** — only Southeast "
     "Asian countries.\n- **E. Mercosur** — only South American countries.", "choice", ORGS, KIND_QUESTION["entity"],
     None),
    ("> Which panel breaks the rule?\n\nE, the only asymmetric one.", "choice", PANELS_6, ODD, "E"),
    # a last paragraph that opens on a Yes or No, in another language too, after the check before it
    ("Gehen wir die Kanten durch:\n- Kenia → Hauptstadt → Nairobi ✔\n- Uganda → Amtssprache → Französisch ✘\n\nJa, "
     "der Graph enthält einen Faktenfehler.", "yes_no", [], DETECT, "Yes"),
    ("Checking:\n- Bern → capital of → Switzerland ✔\n\nNo, wait — let me recheck the Bern edge.", "yes_no", [], DETECT,
     None),
    # a reply closing on an option's text and its own letter
    ('Brazil, Argentina, Uruguay and Paraguay are all "member of" the masked node. That is the South American trade '
     'bloc, "Mercosur" (E).', "choice", ORGS, KIND_QUESTION["entity"], "E"),
    ("It is not Mercosur (E).", "choice", ORGS, KIND_QUESTION["entity"], None),
    # a count said to be the first try, then revised
    ('I count 11 edges at first, but on rechecking, the "shares border with" edge between France and Belgium was '
     "counted twice. So the graph contains 10 relations.", "integer", [], RELATION_QUESTION, "10"),
    ("I count 11 edges at first glance.", "integer", [], RELATION_QUESTION, "11"),
]
NEW_RULE_CASES += ROUND_66_RULE_CASES
ROUND_67_RULE_CASES = [
    # an answer under a met condition, offered again beside another answer later, is left open
    ("Do you mean relation types or edges? If edges, it's 7. I'm not sure which the question wants, so either 4 or 7.",
     "integer", [], RELATION_QUESTION, None),
    ("Do you mean relation types or edges? If edges, it's 7. Either way, 7 is what the picture shows.", "integer", [],
     RELATION_QUESTION, "7"),
    # two options left tied in words: "both seem plausible here", "nothing to break the tie"
    ('France → European Union: I\'d say "part of" (C). Hmm, but "member of" (B) fits a country and an organisation '
     "just as well. Both seem plausible here.", "choice", RELATIONS_2, KIND_QUESTION["relation"], None),
    ('France → European Union: I\'d say "part of" (C). Hmm, but "member of" (B) fits a country and an organisation '
     "just as well. The graph gives me nothing to break the tie.", "choice", RELATIONS_2, KIND_QUESTION["relation"],
     None),
    # a last sentence that is only a range of counts leaves the count open
    ("I count eight labelled nodes, but it may be nine or ten. Somewhere between 8 and 10.", "integer", [],
     ENTITY_QUESTION, None),
    ("I count 8 entities. Probably 8 to 10.", "integer", [], ENTITY_QUESTION, None),
    ("I count 8 entities. So 8.", "integer", [], ENTITY_QUESTION, "8"),
    # a first clause giving the count against another it rules out
    ("There are 6 relations, not 7: the two arrowheads between Belgium and the Netherlands belong to one "
     "bidirectional edge.", "integer", [], RELATION_QUESTION, "6"),
    # an option's text named by a copula, then its own label after a dash or a hyphen
    ("Not the euro: Poland has not adopted it. The currency is the złoty — option E.", "choice", CURRENCIES,
     KIND_QUESTION["entity"], "E"),
    ('The masked edge from a country to its capital is the "capital of" relation - option A.', "choice", RELATIONS,
     KIND_QUESTION["relation"], "A"),
    ("After unfolding there is a sheet with four holes in a square - option B.", "choice", PANELS_4, PANEL_QUESTION,
     "B"),
    # "the most likely" in Spanish, French and German
    ("Creo que la opción A es la más probable, aunque no estoy completamente seguro.", "choice", PANELS_4,
     PANEL_QUESTION, "A"),
    ("Je pense que l'option A est la plus probable, mais je ne suis pas tout à fait sûr.", "choice", PANELS_4,
     PANEL_QUESTION, "A"),
    ("Ich denke, Option A ist am wahrscheinlichsten, bin mir aber nicht ganz sicher.", "choice", PANELS_4,
     PANEL_QUESTION, "A"),
    # German "also ist es …", "der gesuchte Knoten", "es handelt sich um …", Spanish "se trata de …"
    ("Ich habe mir den Graphen genau angesehen und alle Kanten der Reihe nach geprüft. Also ist es der Schweizer "
     "Franken.", "choice", ["Euro", "Schweizer Franken", "Pfund Sterling", "Krone", "Złoty"], KIND_QUESTION["entity"],
     "B"),
    ("Der Knoten hängt über die Kante „Währung“ an der Schweiz, und nach allem, was ich im Graphen sehe, ist der "
     "gesuchte Knoten der Schweizer Franken.", "choice", ["Euro", "Schweizer Franken", "Pfund Sterling", "Krone",
                                                         "Złoty"], KIND_QUESTION["entity"], "B"),
    ("Der Knoten ist mit „Schweiz“ über die Relation „Währung“ verbunden, also handelt es sich um den Schweizer "
     "Franken.", "choice", ["Euro", "Schweizer Franken", "Pfund Sterling", "Krone", "Złoty"], KIND_QUESTION["entity"],
     "B"),
    ("He revisado el grafo con cuidado y todas las aristas una por una, en orden. Se trata del franco suizo.",
     "choice", ["euro", "franco suizo", "libra esterlina", "corona", "esloti"], KIND_QUESTION["entity"], "B"),
]
NEW_RULE_CASES += ROUND_67_RULE_CASES
ROUND_68_RULE_CASES = [
    # a reply that opens on a lower-case letter, a dash or a colon and its reason; not a verdict on it, not a list
    ("b - two folds means the single punch becomes 4 holes, and b is the only one with 4 holes in a symmetric layout",
     "choice", PANELS_4, PANEL_QUESTION, "B"),
    ("d: the arrow turns twice, so it ends up pointing left", "choice", PANELS_4, PANEL_QUESTION, "D"),
    ("b - wrong, mirrored", "choice", PANELS_4, PANEL_QUESTION, None),
    ("b - two holes\nc - four holes", "choice", PANELS_4, PANEL_QUESTION, None),
    # Chinese "有的。" (there is) opening a detection reply
    ("有的。挪威的货币被标注为欧元，实际上挪威使用的是挪威克朗。", "yes_no", [], DETECT, "Yes"),
    ("有，挪威的货币被标注为欧元。", "yes_no", [], DETECT, "Yes"),
    ("有没有错误？我看不出来。", "yes_no", [], DETECT, None),
]
NEW_RULE_CASES += ROUND_68_RULE_CASES
ROUND_69_RULE_CASES = [
    # a walk that goes on to its next item after a reconsideration, then stops inside it, has corrected nothing
    ("Option A: the side cube points to the front, so A seems wrong.\n\nOption B: under this tilt back becomes left, "
     "but that depends on the direction. Let me reconsider.\n\nOption C: The side cube is attached to the second "
     "cube, and the notch on the", "choice", PANELS_4, PANEL_QUESTION, None),
    ("Option A: the side cube points to the front, so A seems wrong. Let me reconsider: C.", "choice", PANELS_4,
     PANEL_QUESTION, "C"),
    # casual register: "so nah", "def yes", "its 9", "w/" ending the reply; "Definitely yes," opening
    ("kenya -> capital -> nairobi ok, uganda -> kampla ok... so nah no error i think", "yes_no", [], DETECT, "No"),
    ("def yes, switzerland isnt in the EU", "yes_no", [], DETECT, "Yes"),
    ("Definitely yes, Switzerland is not in the EU.", "yes_no", [], DETECT, "Yes"),
    ("its 9 i think", "integer", [], ENTITY_QUESTION, "9"),
    ("ok the edge goes germany to austria so its gotta be E, shares border w/", "choice", RELATIONS,
     KIND_QUESTION["relation"], "E"),
    # a pick wagered in German or Portuguese; what is left after the others, in Spanish and German
    ("Ich tippe auf A.", "choice", PANELS_4, PANEL_QUESTION, "A"),
    ("Eu diria D.", "choice", PANELS_4, PANEL_QUESTION, "D"),
    ("Descartando opciones: la A tiene los agujeros mal; la B tiene uno de más. Queda la **C**.", "choice", PANELS_4,
     PANEL_QUESTION, "C"),
    ("En la A el agujero queda arriba.", "choice", PANELS_4, PANEL_QUESTION, None),
    ("B und C sind gespiegelt, also bleibt nur A übrig.", "choice", PANELS_4, PANEL_QUESTION, "A"),
    # the masked node named by its kind in Portuguese ("a moeda escondida"), then the option's letter
    ("A moeda escondida é a coroa (D), já que o nó está ligado à Dinamarca.", "choice", CURRENCIES,
     KIND_QUESTION["entity"], "D"),
    # a letter, then its relation in another language
    ("Bern ist eine Stadt und kein Staat. Also: A, „Hauptstadt von“.", "choice", RELATIONS, KIND_QUESTION["relation"],
     "A"),
    # a one-word option with a letter slipped inside it; not a word that only adds a letter at its end
    ("The mask sits on the node that points to Rwanda via \"capital of\". Rwanda's capital is Kigalli.", "choice",
     EAST_AFRICA, KIND_QUESTION["entity"], "C"),
    # a last sentence naming part of one option; "That's <option> (…)"; an option by its capitals after "This is the"
    ("The masked node is the currency of both Switzerland and Liechtenstein (Liechtenstein has a customs union with "
     "Switzerland). So it's the franc.", "choice", CURRENCIES, KIND_QUESTION["entity"], "B"),
    ("The hidden node is an official language of both Belgium and the Netherlands. That's Dutch (called Flemish in "
     "Belgium).", "choice", LANGUAGES, KIND_QUESTION["entity"], "B"),
    ("Germany, France and Austria connect to the masked node through \"member of\". Switzerland is deliberately not "
     "linked to it. This is the EU.", "choice", ORGS, KIND_QUESTION["entity"], "A"),
]
NEW_RULE_CASES += ROUND_69_RULE_CASES
ROUND_70_RULE_CASES = [
    # the hidden node named when the edge is asked for (or the edge when the node is) answers another question
    ("The hidden entity is Lisbon, the capital of Portugal.", "choice", RELATIONS, KIND_QUESTION["relation"], None),
    ("The hidden relation is capital of.", "choice", RELATIONS, KIND_QUESTION["relation"], "A"),
    ("The masked relation is capital of, so Kampala.", "choice", EAST_AFRICA, KIND_QUESTION["entity"], None),
    # Japanese "から、" after a noun is "from", no consequence
    ("選択肢Ａ〜Ｆはそれぞれ異なる角度から見た立体を示しています。Ａは正面から、Ｂは上から、Ｃは斜め右から見た図のようです。",
     "choice", PANELS_6, KIND_QUESTION["letters6"], None),
    # a count in a clause opened as a first try and turning on "but"
    ('At first glance I counted 12 nodes, but "EU" and "European Union" are drawn as two circles. If they are the '
     "same the count would be 10; if not, it's 12.", "integer", [], ENTITY_QUESTION, None),
    # a corrected count that counts the list after its colon is a part, not the total
    ("From Belgium: 7. From Luxembourg: 4 more, 11 so far. Border: 12.\n\nHmm, Luxembourg's language edges? No — "
     "there are two: Luxembourgish and French. So 14.\n\nThe graph contains 14 relations.", "integer", [],
     RELATION_QUESTION, "14"),
]
NEW_RULE_CASES += ROUND_70_RULE_CASES
ROUND_71_RULE_CASES = [
    # a place or an ordinal, then its own letter after a comma or in brackets; another letter names two options
    ("The first panel, A.", "choice", PANELS_6, ODD, "A"),
    ("The first panel, B.", "choice", PANELS_6, ODD, None),
    ("The second one (B) — it's the reference rotated 180°.", "choice", PANELS_6, KIND_QUESTION["letters6"], "B"),
    ("The bottom-left panel, C.", "choice", PANELS_4, PANEL_QUESTION, "C"),
    # "…, leaving D" after the others' faults; "Either way, A." (neither a hedge nor a hypothetical)
    ("A, B, C and E are mirror images and F has an extra cube, leaving D.", "choice", PANELS_6,
     KIND_QUESTION["letters6"], "D"),
    ("The fold is made leaving a gap.", "choice", PANELS_4, PANEL_QUESTION, None),
    ("Plan A gives Vienna. Plan B also fits only Vienna among the options. Either way, A.", "choice", EUROPE,
     KIND_QUESTION["entity"], "A"),
    # a letter after "Part", "Plan", "type", "vitamin", … names no option
    ("Part A of my reasoning: the sheet is folded twice, first along the X axis, then along the Y axis.\nPart B: a "
     "single punch goes through four layers, so the unfolded sheet should show four holes.\nPart C: the holes should "
     "sit symmetric about both creases.\n\nNow checking the options one by one:\n- Option", "choice", PANELS_4,
     PANEL_QUESTION, None),
    # an opening label with the option's own text in brackets
    ("Option E (Złoty). Poland, an EU member since 2004, still uses its own currency rather than the Euro, so A is "
     "wrong.", "choice", CURRENCIES, KIND_QUESTION["entity"], "E"),
    ("Option E (Euro). Poland uses its own currency, so A is wrong.", "choice", CURRENCIES, KIND_QUESTION["entity"],
     None),
    # "connections" counted as relations; a language called the national tongue
    ("Seven connections.", "integer", [], RELATION_QUESTION, "7"),
    ("Seven connections.", "integer", [], ENTITY_QUESTION, None),
    ("The masked relation is the national tongue: the edge goes from 'Germany' to 'German'.", "choice", RELATIONS,
     KIND_QUESTION["relation"], "B"),
]
NEW_RULE_CASES += ROUND_71_RULE_CASES
ROUND_72_RULE_CASES = [
    # a count in words, then again in digits in brackets; a count, then the one it rules out
    ("So the entities are seven (7).", "integer", [], ENTITY_QUESTION, "7"),
    ("The entities are 7, not 8.", "integer", [], ENTITY_QUESTION, "7"),
    ("Quindi le entità sono **sette** (7), non otto.", "integer", [], ENTITY_QUESTION, "7"),
    ("seven (8)", "integer", [], ENTITY_QUESTION, None),
    # an option, then the one it rules out, in Spanish
    ("En conclusión, el panel que rompe la regla es el **A**, no el F.", "choice", PANELS_6, ODD, "A"),
    # the panel in Portuguese and Italian with its article; a border in Portuguese and Italian
    ("O painel B.", "choice", PANELS_6, ODD, "B"),
    ("Il pannello C.", "choice", PANELS_6, ODD, "C"),
    ("Faz fronteira com.", "choice", RELATIONS, KIND_QUESTION["relation"], "E"),
    ("Confina con.", "choice", RELATIONS, KIND_QUESTION["relation"], "E"),
    # Chinese "共包含" (contains in all) before the total
    ("首先，数国家节点：肯尼亚、乌干达，共２个。\n其次，数首都节点：内罗毕、坎帕拉，共２个。\n综上所述，该知识图谱共包含４个实体。",
     "integer", [], ENTITY_QUESTION, "4"),
    # the answer put in place of a rejected one after a marker, in Japanese and English
    ("したがって、答えはＣではなく**Ａ**です。", "choice", PANELS_6, KIND_QUESTION["letters6"], "A"),
    ("The answer is not C but A.", "choice", PANELS_6, KIND_QUESTION["letters6"], "A"),
    ("The answer is not C.", "choice", PANELS_6, KIND_QUESTION["letters6"], None),
]
NEW_RULE_CASES += ROUND_72_RULE_CASES
ROUND_73_RULE_CASES = [
    # a closing word on how sure the reply is, short of certainty, does not take the answer back; "I'm not sure" does
    ("So it comes down to C and E. E's top block looks slightly offset, so I'm leaning C — not fully certain, though.",
     "choice", PANELS_6, KIND_QUESTION["letters6"], "C"),
    ("I initially got eleven, but I double-counted the border edge. So ten — fairly confident, not certain.",
     "integer", [], RELATION_QUESTION, "10"),
    ("I count 7. So 8, I'm not sure.", "integer", [], ENTITY_QUESTION, None),
    # a likely answer with a rising tone is the answer; a possible one is a guess
    ("Probably 5?", "integer", [], ENTITY_QUESTION, "5"),
    ("Probably C?", "choice", PANELS_6, KIND_QUESTION["letters6"], "C"),
    ("Possibly C?", "choice", PANELS_6, KIND_QUESTION["letters6"], None),
    # a forced guess for "a single number", and one that "would be" the pick, closed by "though …"
    ("If I had to choose a single number, it'd be twelve, though the image is crowded.", "integer", [],
     ENTITY_QUESTION, "12"),
    # the panel in Dutch; a capital letter of an accented word names no option
    ("Het paneel E.", "choice", PANELS_6, ODD, "E"),
    ("A entidade oculta é **Bruxelas** (E), a capital da Bélgica e sede de várias instituições da União Europeia.",
     "choice", EUROPE, KIND_QUESTION["entity"], "E"),
    # an error and none offered together
    ("The other edges are correct. So either there's one error or none, depending on the reading of that edge.",
     "yes_no", [], DETECT, None),
]
NEW_RULE_CASES += ROUND_73_RULE_CASES
ROUND_74_RULE_CASES = [
    # an option whose own sentence says what it "would be" is no match of a prediction made before it
    ("**B**\n\nWhen the sheet is unfolded, the single hole is reflected across both folds, giving four holes. Option A "
     "shows only two holes, which would be the result after undoing just one fold. So the fully unfolded sheet is B.",
     "choice", PANELS_4, PANEL_QUESTION, "B"),
    # an ordinal in digits
    ("The 5th option. The reference is rotated 270 degrees and the small cube stays on the front face.", "choice",
     PANELS_6, KIND_QUESTION["letters6"], "E"),
]
NEW_RULE_CASES += ROUND_74_RULE_CASES
ROUND_75_RULE_CASES = [
    # a pick named by its number, then its label in apposition, which names it as the picture does
    ("I'll say option 2 — that's the panel labelled C, since the first panel in the row is the reference.", "choice",
     PANELS_6, KIND_QUESTION["letters6"], "C"),
    ("I'll say option 2.", "choice", PANELS_6, KIND_QUESTION["letters6"], "B"),
    # a walk through the options in prose cut off in its next option's sentence
    ("The hole is near the open edge, so there should be four holes toward the corners.\n\nOption A shows four "
     "corner holes. Option B shows holes clustered near the center. Option C has", "choice", PANELS_4,
     PANEL_QUESTION, None),
    ("The holes should be in the corners. Option A shows four corner holes. Option B shows holes near the center. So "
     "the answer is A.", "choice", PANELS_4, PANEL_QUESTION, "A"),
    # the graph said to be correct except for a fact; the graph said to match the world
    ("The graph is correct except for the edge Poland → currency → Euro: Poland uses the złoty.", "yes_no", [], DETECT,
     "Yes"),
    ("Everything matches real-world facts.", "yes_no", [], DETECT, "No"),
    # a fact the reply corrects: drawn as a triple and denied by name, or said what it should be
    ("Kigali → capital of → Uganda. Kigali is the capital of Rwanda, not Uganda; Uganda's capital is Kampala.",
     "yes_no", [], DETECT, "Yes"),
    ("- Denmark: currency Euro (should be Danish krone)\n- Brussels: capital of Netherlands (should be Belgium)",
     "yes_no", [], DETECT, "Yes"),
    # a count left to what the reader means, in a closing clause
    ("There are 6 edges, but only 4 distinct relation types, depending on what you mean by relations.", "integer", [],
     RELATION_QUESTION, None),
    # "resta a alternativa C"; Dutch "lid van" (member of), "het zijn er dus negen"
    ("A e B têm o furo no lugar errado; D está espelhada. Resta a alternativa C.", "choice", PANELS_6,
     KIND_QUESTION["letters6"], "C"),
    ("optie D: lid van", "choice", RELATIONS, KIND_QUESTION["relation"], "D"),
    ("Dat zijn er acht. Wacht, ik heb Luxemburg over het hoofd gezien – het zijn er dus negen.", "integer", [],
     ENTITY_QUESTION, "9"),
    # an opening option named by its number with its letter before the reason; another letter, or a numbered walk
    ("Panel 2 (B) — every other panel has the small shape inside the large one, but here it sits outside.", "choice",
     PANELS_6, ODD, "B"),
    ("Panel 2 (C) — every other panel has the small shape inside.", "choice", PANELS_6, ODD, None),
    ("Panel 1 — a square.\nPanel 2 — a circle.", "choice", PANELS_6, ODD, None),
]
NEW_RULE_CASES += ROUND_75_RULE_CASES
ROUND_76_RULE_CASES = [
    # an option's text named after a copula, a description and a dash
    ("They are all members of it, and its seat is in Jakarta. That's the Association — ASEAN.", "choice", ORGS,
     KIND_QUESTION["entity"], "D"),
    # "I count **7** of them"
    ("Each line between two nodes is a relation, and I count **7** of them in this graph.", "integer", [],
     RELATION_QUESTION, "7"),
    # German "grenzt an" (shares a border), two relations offered with "entweder … oder"
    ("Die maskierte Relation ist „grenzt an“.", "choice", RELATIONS, KIND_QUESTION["relation"], "E"),
    ("Die maskierte Relation ist entweder „Hauptstadt von“ oder „grenzt an“ – aus dem Bild lässt sich das nicht "
     "eindeutig ableiten.", "choice", RELATIONS, KIND_QUESTION["relation"], None),
    # a walk whose items carry a mark before the dash, cut off inside an item
    ("Checking each option:\n\nA ✗ — the shaded triangle ends up on the wrong corner.\nB ✗ — correct corner, but the "
     "circle should be filled.\nC — the triangle is in the top-left, which matches, and the circle is", "choice",
     PANELS_4, PANEL_QUESTION, None),
    # an answer given above a walk that checks the rest and is cut off at its next label
    ("The answer is A.\n\nWalking through the rest to be sure:\nB — mirrored; the notch is on the opposite face.\nC — "
     "the top block is rotated the wrong way.\nD — ", "choice", PANELS_4, PANEL_QUESTION, "A"),
    ("- A: two circles, both shaded.\n- B: two squares, one shaded.\n- C:", "choice", PANELS_4, PANEL_QUESTION, None),
    # a first try opening a bracketed aside
    ("The panel that breaks the rule is E. (Initially F looked odd because it's drawn bigger, but size varies across "
     "all panels.)", "choice", PANELS_6, ODD, "E"),
]
NEW_RULE_CASES += ROUND_76_RULE_CASES
ROUND_77_RULE_CASES = [
    # a table row whose verdict leaves its option open picks nothing
    ("| Option | Holes after unfolding | Verdict |\n|---|---|---|\n| A | 2 holes, top edge only | unlikely |\n| B | 4 "
     "holes, symmetric | possible |\n| D | 4 holes, symmetric about the diagonal | possible |", "choice", PANELS_4,
     PANEL_QUESTION, None),
    # a table cut off in its next row
    ("Let me list every edge.\n\n| # | Edge | Relation |\n|---|---|---|\n| 1 | Italy → Rome | capital |\n| 2 | Italy → "
     "Euro | currency |\n| 3 | ", "integer", [], RELATION_QUESTION, None),
    # Dutch "of" (or) between two letters
    # two rows of a checklist table kept open by their verdict cells tick no option alone
    ("| Option | If the target is a country | If the target is an organisation | Verdict |\n|---|---|---|---|\n| A. "
     "capital of | ✗ | ✗ | ✗ |\n| D. member of | ✗ | ✓ | possible |\n| E. shares border with | ✓ | ✗ | possible |",
     "choice", RELATIONS, KIND_QUESTION["relation"], None),
    ("Het antwoord is C of misschien E.", "choice", PANELS_6, KIND_QUESTION["letters6"], None),
    ("The answer is C of course.", "choice", PANELS_6, KIND_QUESTION["letters6"], "C"),
    # "must be" in Swedish; German "also Option B" closing the reply
    ("Nej, vid närmare granskning stämmer inte B. Alternativ A matchar referensen. Det måste vara alternativ A.",
     "choice", PANELS_6, KIND_QUESTION["letters6"], "A"),
    ("Die maskierte Entität ist mit der Schweiz über die Relation 'Währung' verbunden. Das ist der Schweizer Franken, "
     "also Option B.", "choice", CURRENCIES, KIND_QUESTION["entity"], "B"),
    # "the fully unfolded sheet"; after an arrow, a letter named again by its text
    ("Option B shows the fully unfolded sheet.", "choice", PANELS_4, PANEL_QUESTION, "B"),
    ("- A located in region — this links a country to a region\n- D shares border with — yes, they are "
     "neighbours\n\n→ D shares border with", "choice", RELATIONS_2, KIND_QUESTION["relation"], "D"),
]
NEW_RULE_CASES += ROUND_77_RULE_CASES
ROUND_78_RULE_CASES = [
    # a numbered walk with bold labels cut off at its next label, below an item's sub-points
    ("Let's analyze each option step by step.\n\n1. **Option A**: The column is horizontal, which could be a 90° "
     "rotation. However, we need to check the depth cue:\n   - The shaded face is at the front...\n\n2. **Option B**: ",
     "choice", PANELS_6, KIND_QUESTION["letters6"], None),
    # two counts, one under a case, then a question handing back which reading is meant
    ('There\'s some ambiguity here: the node **"Luxembourg"** appears twice — once as the country and once as the '
     "capital city.\n\n- If each drawn node is counted separately, there are **9**.\n- If the two \"Luxembourg\" "
     "labels are treated as the same entity, there are **8**.\n\nCould you clarify which interpretation you'd like me "
     "to use?", "integer", [], ENTITY_QUESTION, None),
    # a bulleted list of several options, each with its letter, is no answer
    ("Switzerland has four official languages:\n- French (A)\n- German (C)\n- Italian (D)\n- Romansh (E)\n\nThere "
     "isn't enough information to determine which is hidden.", "choice", LANGUAGES, KIND_QUESTION["entity"], None),
    # a total naming no noun counts what its sentence named before it
    ("这个图里的实体 (entities) 有：Spain, Madrid, Euro, Spanish, EU, Portugal, Lisbon, NATO，一共 8 个。", "integer",
     [], RELATION_QUESTION, None),
    ("这个图里的实体 (entities) 有：Spain, Madrid, Euro, Spanish, EU, Portugal, Lisbon, NATO，一共 8 个。", "integer",
     [], ENTITY_QUESTION, "8"),
    # a clause joined on with ", and" and cut off
    ("Next, the reference has a 2x2 square base with two cubes stacked on one diagonal. A has the stacked cubes on "
     "adjacent corners — out. That leaves B, D and F. B has the stack on the front-left and back-right corners; D has "
     "them on the front-right and back-left; F has them on the front-left and back-right too, but one of the stacked "
     "cubes is offset. Rotating the reference by 90° turns one diagonal into the other, so both B and D are possible "
     "rotations, and", "choice", PANELS_6, KIND_QUESTION["letters6"], None),
    # an answer under each of two readings
    ("Both hypotheses give exactly one odd panel, but different ones: C under the first, E under the second. All "
     "closed except E, whose outline has a gap.", "choice", PANELS_6, ODD, None),
]
NEW_RULE_CASES += ROUND_78_RULE_CASES
# rounds 79 to 83: a contraction; a recount announced; an ordinal without its article; texting shorthand; "100%"; a
# part of the graph; a place made exact; a Japanese "only" after a count; a denied likeness; an article before an
# option's text; Lithuanian, Catalan, Polish, Ukrainian and Czech words; French and German corrections; a JSON answer
# its reasoning contradicts; stays, tentative picks, changed and revised answers; toss-ups; a reply cut off on a
# function word; a Chinese count's measure word; Chinese "breaks the rule"; "That makes it B."
ROUNDS_79_TO_83_RULE_CASES = [
    # "There's" before "no error"
    ("Everything here checks out. There's no factual error.", "yes_no", [], DETECT, "No"),
    # a recount announced names the option to be counted again, no corrected answer
    ("Holes per option: A: 8. C: 8. D: 8. Wait, let me recount D. 1, 2, 3, 4, 5, 6, 7... is that one hole or two? "
     "Now for A, the holes are at", "choice", PANELS_6, KIND_QUESTION["letters6"], None),
    # an ordinal opening the reply without its article
    ("Third one.", "choice", PANELS_6, ODD, "C"),
    # texting shorthand: "fr" (for real) ending its clause, "prob" spelt out before "its" is read
    ("E fr", "choice", PANELS_6, KIND_QUESTION["letters6"], "E"),
    ("its prob 7 lol", "integer", [], ENTITY_QUESTION, "7"),
    # a lone answer vouched for by "100%"
    ("YES 100% 🚩 it says the currency of poland is the euro?? they use złoty bestie", "yes_no", [], DETECT, "Yes"),
    # most of the graph fine is no verdict on the whole
    ("Most of the graph is fine: Bern is connected to Switzerland. But the label on one edge is cut off; if it says "
     "'official language', that would be an error. What do you think it says?", "yes_no", [], DETECT, None),
    # "right" making a place exact is no verdict
    ("- Panel A shows two holes along the top edge.\n- Panel D shows a single hole right in the middle.\n\nWhich one "
     "do you think matches?", "choice", PANELS_4, PANEL_QUESTION, None),
    # a Japanese "only" after a count restricts the count
    ("各選択肢を確認します。\nA：穴が3つ。\nC：穴が4つ、ただし1つだけ形が異なる。\nD：穴が6つ。", "choice", PANELS_6,
     KIND_QUESTION["letters6"], None),
    # a likeness denied by its subject
    ("A. capital of — this would need a city node.\nB. official language — this would need a language node. Neither "
     "end looks like a language.\nC. currency — the right node could be", "choice", RELATIONS,
     KIND_QUESTION["relation"], None),
    # the article before an option's text opening a reply, its reason after a dash
    ('The AU — the node has edges from Kenya, Ethiopia and Nigeria and a "headquartered in" edge to Addis Ababa.',
     "choice", ORGS, KIND_QUESTION["entity"], "C"),
    # Lithuanian and Catalan number words, and Lithuanian nouns
    ("Hi ha dotze relacions.", "integer", [], RELATION_QUESTION, "12"),
    ("Grafe yra penki ryšiai.", "integer", [], RELATION_QUESTION, "5"),
    ("Žinių grafe yra šeši objektai.", "integer", [], ENTITY_QUESTION, "6"),
    ("Yra du ryšiai.", "integer", [], RELATION_QUESTION, "2"),
    # a guarded number word alone
    ("dziewięć", "integer", [], RELATION_QUESTION, "9"),
    # Lithuanian answer markers, breakers and "arba" (or)
    ("Atsakymas: **A**\n\nIšlankstytas lapas yra simetriškas, o skylės A variante išsidėsčiusios būtent taip.",
     "choice", PANELS_4, PANEL_QUESTION, "A"),
    ("Lieka C ir F. F variante viršutinė dalis pasukta ne ta kryptimi, todėl teisingas atsakymas yra C.", "choice",
     PANELS_6, KIND_QUESTION["letters6"], "C"),
    ("Taisyklę pažeidžia D skydelis: visuose kituose figūrų skaičius yra lyginis.", "choice", PANELS_6, ODD, "D"),
    ("Tinkamiausi atrodo C ir E variantai. Galiu pasakyti tik tiek, kad atsakymas yra C arba E.", "choice", PANELS_6,
     KIND_QUESTION["letters6"], None),
    # Ukrainian "there is a factual error"
    ("Перевіримо кожен зв'язок.\n\nОтже, так — у графі є фактична помилка: валютою Польщі вказано євро.", "yes_no", [],
     DETECT, "Yes"),
    # impossible to tell, in Ukrainian
    ("Це може бути або НАТО, або Європейський союз. Однозначно визначити за графом неможливо.", "choice", ORGS,
     KIND_QUESTION["entity"], None),
    # Slavic relation words
    ("граничит с", "choice", RELATIONS, KIND_QUESTION["relation"], "E"),
    ("Paslėptas ryšys yra valiuta.", "choice", RELATIONS, KIND_QUESTION["relation"], "C"),
    ("Paslėptas ryšys – C variantas.", "choice", RELATIONS, KIND_QUESTION["relation"], "C"),
    # a name the options do not spell, labelled with its letter after a marker
    ("Ukryta encja to Wiedeń (A) — stolica Austrii, która graniczy z Niemcami.", "choice", EUROPE,
     KIND_QUESTION["entity"], "A"),
    ("Odpowiedź: Wiedeń (A)", "choice", EUROPE, KIND_QUESTION["entity"], "A"),
    # French and German "no" before a corrected count
    ("Je compte 8 relations… non, 9 : j'avais oublié l'arête entre la Suisse et l'Autriche.", "integer", [],
     RELATION_QUESTION, "9"),
    # a JSON answer its reasoning field contradicts
    ('{"answer": "C", "reasoning": "Rotating the reference 90 degrees clockwise puts the notch on the right, which '
     'matches option A."}', "choice", PANELS_4, PANEL_QUESTION, None),
    ('{"count": 5, "reasoning": "I count Italy, Rome, Euro, Italian, NATO, and San Marino, which is 6 nodes."}',
     "integer", [], ENTITY_QUESTION, None),
    # staying with a pick; a tentative "say"; an answer changed; a first count revised
    ("B and F are both close. I'll stay with F.", "choice", PANELS_6, ODD, "F"),
    ("B, D and F all keep the tower. Based on what is visible I'll tentatively say F, although I wouldn't be shocked "
     "to learn otherwise.", "choice", PANELS_6, KIND_QUESTION["letters6"], "F"),
    ("My first instinct was option D. D turns out to be a mirror image. So, on reflection, I'd change my answer from D "
     "to B.", "choice", PANELS_6, KIND_QUESTION["letters6"], "B"),
    ("At first pass I counted five entities. There's a sixth node at the top edge. So, revising my first count, the "
     "knowledge graph contains 6 entities.", "integer", [], ENTITY_QUESTION, "6"),
    # a toss-up; "I honestly can't tell"
    ("Both fit the visible edges equally well, so it's a toss-up between C (German) and E (Romansh).", "choice",
     LANGUAGES, KIND_QUESTION["entity"], None),
    ("Probably member of, but I honestly can't tell.", "choice", RELATIONS_2, KIND_QUESTION["relation"], None),
    # a longer reply cut off on a word no sentence ends on
    ("Option A has four holes but they're aligned horizontally, so it's probably not A. Option C shows four holes "
     "roughly on the diagonal, which is promising. Now let's check option D. The hole nearest the corner should be "
     "mirrored across the diagonal, and in D it appears to be", "choice", PANELS_6, KIND_QUESTION["letters6"], None),
    # a Chinese count with its measure word alone
    ("十二个。\n\n包括六个国家节点、三个首都节点、两个语言节点以及一个组织节点。", "integer", [], ENTITY_QUESTION,
     "12"),
    # Chinese "breaks the rule"
    ("综上所述，打破规律的是第四个面板，即D。", "choice", PANELS_6, ODD, "D"),
    # a conclusion drawn from what was just found
    ("If the fold is vertical, then B; otherwise D. The dashed line runs from top to bottom, so the fold is vertical. "
     "That makes it B.", "choice", PANELS_4, PANEL_QUESTION, "B"),
]
NEW_RULE_CASES += ROUNDS_79_TO_83_RULE_CASES
# rounds 84 and 85: a final line contradicting the conclusion before it; a count's other noun in brackets; "exactly"
# after an estimate; "the same as the reference"; a doubt left on "Hmm."; Spanish "muestra"; "The incorrect triple
# is:"; Thai and Vietnamese readings; a name in quotes before its label
ROUNDS_84_TO_85_RULE_CASES = [
    ("Option B shows the triangle in front and the square on the right. Option D shows the square on the left, which "
     "is impossible without a reflection. Therefore the correct option is B.\n\nFinal Answer: D", "choice", PANELS_6,
     KIND_QUESTION["letters6"], None),
    ("Relations visible:\n- Chile → capital → Santiago\n- Argentina → capital → Buenos Aires\n\nSo there are 6 "
     "relations in total.\n\nFinal Answer: 5", "integer", [], RELATION_QUESTION, None),
    # a final line that follows a recount, or repeats the answer said last, stands
    ("So the answer should be 10. Let me recount more carefully; I missed the edge between Vaduz and "
     "Liechtenstein.\n\nFinal answer: 11", "integer", [], RELATION_QUESTION, "11"),
    ("Thought: the answer is A.\nObservation: A is mirrored.\nThought: then it must be C.\nFinal Answer: C", "choice",
     PANELS_4, PANEL_QUESTION, "C"),
    ("Final Answer: 7 (entities)", "integer", [], RELATION_QUESTION, None),
    ("There are roughly ten entities in the graph. Counting carefully node by node, I get exactly 10.", "integer", [],
     ENTITY_QUESTION, "10"),
    ("The object in option D is the same as the reference object rotated 90 degrees.", "choice", PANELS_6,
     KIND_QUESTION["letters6"], "D"),
    ("So the answer should be E... but wait, the arm also has to stay on the back row, and in E it seems to be on the "
     "front row. Then D would be the mirror image. Hmm.", "choice", PANELS_6, KIND_QUESTION["letters6"], None),
    ("Veo seis paneles. El panel A muestra una figura en forma de L. El B es similar pero girado. El F muestra la "
     "figura vista desde arriba.", "choice", PANELS_6, KIND_QUESTION["letters6"], None),
    ("The incorrect triple is: Rwanda — official language — Dutch. Rwanda's official languages are Kinyarwanda, "
     "English, French and Swahili; Dutch is not among them.", "yes_no", [], DETECT, "Yes"),
    ("ไม่มีครับ", "yes_no", [], DETECT, "No"),
    ("ตัวเลือกที่เป็นไปได้คือ A. ยูโร หรือ D. โครน จากภาพไม่สามารถระบุได้แน่ชัดว่าเป็นประเทศใด", "choice", CURRENCIES,
     KIND_QUESTION["entity"], None),
    ('ความสัมพันธ์ที่ถูกปิดบังคือ "สกุลเงิน" (C) เนื่องจากเป็นเส้นเชื่อมระหว่างญี่ปุ่นกับเยน', "choice", RELATIONS,
     KIND_QUESTION["relation"], "C"),
    ("Đồ thị có vẻ chủ yếu đúng. Tuy nhiên, chữ trên một cạnh quá nhỏ. Vì vậy tôi không thể khẳng định có lỗi hay "
     "không.", "yes_no", [], DETECT, None),
]
NEW_RULE_CASES += ROUNDS_84_TO_85_RULE_CASES
# rounds 86 and 87: "to me" after a likeness; "Pretty sure …"; "if I've counted correctly"; a Chinese correction;
# "Xのパネル"; Korean "어겨요"; a "not" setting aside a non-option; "the number of X is" in other languages; a Chinese
# count after its noun; Japanese "either one"; an option's label period inside a sentence
ROUNDS_86_TO_87_RULE_CASES = [
    ("Looks like A to me. The holes are mirrored across both creases just like they should be.", "choice", PANELS_6,
     KIND_QUESTION["letters6"], "A"),
    ("Pretty sure it's the fourth one, D.", "choice", PANELS_6, KIND_QUESTION["letters6"], "D"),
    ("So D is the panel that doesn't follow the rule, if I've counted correctly.", "choice", PANELS_6, ODD, "D"),
    ("A吧，不对，应该是D。", "choice", PANELS_6, KIND_QUESTION["letters6"], "D"),
    ("Fのパネル。", "choice", PANELS_6, ODD, "F"),
    ("E가 규칙을 어겨요.", "choice", PANELS_6, ODD, "E"),
    ("Dodoma (Tanzania's official capital, not Dar es Salaam)", "choice", EAST_AFRICA, KIND_QUESTION["entity"], "D"),
    ("Inizialmente ho contato 9 frecce, ma ricontando ho notato due frecce sovrapposte. Quindi il numero corretto di "
     "relazioni è undici.", "integer", [], RELATION_QUESTION, "11"),
    ("关系有八条。", "integer", [], RELATION_QUESTION, "8"),
    ("关系有八条。", "integer", [], ENTITY_QUESTION, None),
    ("ユーロかクローネ、どちらかです。", "choice", CURRENCIES, KIND_QUESTION["entity"], None),
    ("Euroか、もう一つの通貨か、どちらかです。", "choice", CURRENCIES, KIND_QUESTION["entity"], None),
    ("So the hidden entity is either **D. Italian** or **E. Romansh**.", "choice", LANGUAGES, KIND_QUESTION["entity"],
     None),
]
NEW_RULE_CASES += ROUNDS_86_TO_87_RULE_CASES
# rounds 88 and 89: the masked thing named by its kind; "i.e."; "the reference rotated"; a closing sentence led to
# its answer after a dash; a question handing the reading back with "or"
ROUNDS_88_TO_89_RULE_CASES = [
    ("The masked organisation is NATO (B): the United States, Canada, Norway and Turkey all point to it with "
     '"member of" edges.', "choice", ORGS, KIND_QUESTION["entity"], "B"),
    ("The masked node should be Nederlands, i.e. Dutch, since it is the official language of the Netherlands.",
     "choice", LANGUAGES, KIND_QUESTION["entity"], "B"),
    ("Option E is the reference object rotated 90° clockwise.", "choice", PANELS_6, KIND_QUESTION["letters6"], "E"),
    ("The mask is connected to Brazil, Argentina, Uruguay and Paraguay through 'member of' edges. These are the "
     "founding members of Mercosur — E.", "choice", ORGS, KIND_QUESTION["entity"], "E"),
    ("It depends on what you mean by relations. There are 4 distinct relation types, and they appear on 8 edges in "
     "total. Do you want the number of relation types or the number of edges?", "integer", [], RELATION_QUESTION,
     None),
]
NEW_RULE_CASES += ROUNDS_88_TO_89_RULE_CASES
# rounds 88 and 89 (continued): two final lines that disagree; a count said with "That is"; "which is option D"
# before a final line; "Correcting for that:"; a pick under each of two rules; Japanese "all of them resemble"; the
# points left for checking; a shorter reply cut off; Catalan "opció"; "As far as I can tell, no."; Romance "that is"
ROUNDS_88_TO_89_MORE_RULE_CASES = [
    ("The unfolded sheet should show holes mirrored across both fold lines. Option B fits a single fold.\n\nFinal "
     "Answer: B\n\nHowever, there were two folds, and only option A has four holes in the right positions.\n\nFinal "
     "Answer: A", "choice", PANELS_4, PANEL_QUESTION, None),
    ("Final answer: B\n\nWait — looking again at the shading, B is not symmetric. The only panel that completes the "
     "mirror symmetry is E.\n\nFinal answer: E", "choice", PANELS_6, ODD, "E"),
    ("That is 7 entities.", "integer", [], RELATION_QUESTION, None),
    ("The masked node is linked to Tanzania by 'capital'. The official capital of Tanzania is Dodoma, which is option "
     "D.\n\nFinal Answer: A. Nairobi", "choice", EAST_AFRICA, KIND_QUESTION["entity"], None),
    ("Counting the arrows I get 9. Hmm, but the Germany–Austria edge has arrowheads at both ends, and I counted it "
     "twice. Correcting for that: 8 relations.", "integer", [], RELATION_QUESTION, "8"),
    ("D stands out because a triangle has no diagonals, but F stands out because it has two. The rule could be 'one "
     "internal line' (then F) or 'one diagonal' (then D).", "choice", PANELS_6, ODD, None),
    ("A：L字型の立体です。\nF：縦長の形状です。\n\nいずれも参照図形と似た特徴を持っています。", "choice", PANELS_6,
     KIND_QUESTION["letters6"], None),
    ("Possible issues:\n- \"Uganda - currency - Krone\": this seems wrong, but I can't read the label "
     "clearly.\n\nThese are the points worth double-checking.", "yes_no", [], DETECT, None),
    ("Rwanda → East Africa is labelled \"located in region\". Rwanda → East African Community is labelled \"member "
     "of\". The masked edge goes from Kigali to", "choice", RELATIONS_2, KIND_QUESTION["relation"], None),
    ("l'opció A.", "choice", RELATIONS_2, KIND_QUESTION["relation"], "A"),
    ("As far as I can tell, no.", "yes_no", [], DETECT, "No"),
    ("La relació amagada entre Catalunya i Europa del Sud és «situat a la regió», és a dir, l'opció A.", "choice",
     RELATIONS_2, KIND_QUESTION["relation"], "A"),
]
NEW_RULE_CASES += ROUNDS_88_TO_89_MORE_RULE_CASES
# rounds 90 to 93: "which points to option D"; a trace cut off as it took its answer up again; a reply cut off on an
# arrow; a letter after an arrow with its own text or another's; a numbered walk cut off in its first item; Chinese
# "否，"; a letter labelled with another option's text; "… both" cut off; a colon opening the grounds; "at least 1
# error:"; a count without and with a part; "let me know which"; "ou de deux"; what an edge joins; "Of the rest, D.";
# a call to a tool that hands in no answer; a JSON answer cut off in its number; Polish, Russian and Ukrainian case
# splits; "Варіант D —"; Ukrainian relation nouns; a name labelled with its letter; "The masked edge indicates that …"
ROUNDS_90_TO_93_RULE_CASES = [
    ("The edge links Turkey to NATO, which points to option D, member of. It goes from a country to an alliance and "
     "Turkey is a member of NATO.", "choice", RELATIONS, KIND_QUESTION["relation"], "D"),
    ("<think>\nOnly one panel can break the rule, so the rule is the colour one and the answer is C.\n\nWait, but "
     "maybe I am misreading C. Is its square light grey or white? If it is dark grey it might count as black.",
     "choice", PANELS_6, ODD, None),
    ("I'll check each triple in turn.\n\n1. Nairobi —capital of→ Kenya: correct.\n2. Kenya —official language→ "
     "Swahili: correct.\n3. Kenya —currency→ ", "yes_no", [], DETECT, None),
    ("Dodoma —[MASK]→ Tanzania. Dodoma is the seat of government of Tanzania → E. capital of", "choice", RELATIONS_2,
     KIND_QUESTION["relation"], "E"),
    ("Norway joined the alliance in 1949 → E. member of", "choice", RELATIONS_2, KIND_QUESTION["relation"], None),
    ("Now compare the options one by one:\n1. Option A: three cubes at the bottom, consistent with the reference, "
     "but the top cube sits", "choice", PANELS_6, KIND_QUESTION["letters6"], None),
    ("逐个比较：\n1. 选项A：左右颠倒，不对。\n2. 选项B：方块数量一致，但顶部方块的位置", "choice", PANELS_6,
     KIND_QUESTION["letters6"], None),
    ("否，所有三元组都与事实一致。", "yes_no", [], DETECT, "No"),
    ("B. shares border with", "choice", RELATIONS_2, KIND_QUESTION["relation"], None),
    ("The masked edge connects Uganda to the East Africa node, so we need a relation that links a country to a "
     "region. Options A and C both", "choice", RELATIONS_2, KIND_QUESTION["relation"], None),
    ("The odd one out is D: in A, B, C, E and F the dot sits inside the shape; in D it sits outside.", "choice",
     PANELS_6, ODD, "D"),
    ("B. Every other option has at least 1 error: A is mirrored, C is missing a cube and D is turned the wrong way.",
     "choice", PANELS_4, PANEL_QUESTION, "B"),
    ("Without the dashed node there are 7 entities; with it there are 8.", "integer", [], ENTITY_QUESTION, None),
    ("Double arrows counted once, I get 9 relations; each direction counted separately, I get 11. Let me know which "
     "one you want.", "integer", [], RELATION_QUESTION, None),
    ("J'en compte entre 7 et 9 ; difficile de savoir s'il s'agit d'une ou de deux entités distinctes.", "integer", [],
     ENTITY_QUESTION, None),
    ("Each arrow is a labelled relation between two nodes.\n\nThere are **8 relations** in the graph.", "integer",
     [], ENTITY_QUESTION, None),
    ("Not B, not D, not F. Of the rest, A.", "choice", PANELS_6, ODD, "A"),
    ('<tool_call>\n{"name": "zoom_image", "arguments": {"option": "B"}}\n</tool_call>', "choice", PANELS_4,
     PANEL_QUESTION, None),
    ('Tallying the edges.\n\n<tool_call>{"name": "submit_answer", "arguments": {"count": 1', "integer", [],
     RELATION_QUESTION, None),
    ("Если отверстие у края, то правильный вариант B, а если ближе к центру — D.", "choice", PANELS_4,
     PANEL_QUESTION, None),
    ("Варіант D — це та сама фігура, повернута на 180° за годинниковою стрілкою.", "choice", PANELS_6,
     KIND_QUESTION["letters6"], "D"),
    ("У графі 9 відношень.", "integer", [], RELATION_QUESTION, "9"),
    ("Нідерландська мова (B) — офіційна мова Нідерландів.", "choice", LANGUAGES, KIND_QUESTION["entity"], "B"),
    ("I'm weighing the edge from Nairobi to Kenya.\n\nThe masked edge indicates that Nairobi is the capital city of "
     "Kenya.", "choice", RELATIONS, KIND_QUESTION["relation"], "A"),
]
NEW_RULE_CASES += ROUNDS_90_TO_93_RULE_CASES
# rounds 94 and 95: a reply cut off on "seemed"; Japanese "判断が難しい", Chinese "无法给出"; Molmo's point tags;
# Catalan "panell", "és" and "entre 7 i 9"; a copula's article is no "or"; a Japanese clause of reason before a
# name; triples listed with their verdicts; "not confident which one is right"; "which is also" about the pick; "The
# third one, C, is …"; the grid said in letters; "couldn't find one that five share"
ROUNDS_94_TO_95_RULE_CASES = [
    ("I began with the reference and turned it in my head, noticing that the top block juts out to the front. Option "
     "A has it at the back, so I moved on to option B, which at first seemed", "choice", PANELS_4, PANEL_QUESTION,
     None),
    ("各選択肢を説明します。\nA：穴が左上にあります。\nB：穴が中央にあります。\nC：穴が四隅にあります。\n"
     "D：穴が1つだけです。\n\nどの選択肢も折り方によっては成り立つため、判断が難しいです。", "choice", PANELS_4,
     PANEL_QUESTION, None),
    ("图中可能有错误，也可能没有。我看不清这条边连到哪个节点，所以无法给出确定的答案。", "yes_no", [], DETECT,
     None),
    ('<point x="61.0" y="22.5" alt="option B">option B</point>', "choice", PANELS_4, PANEL_QUESTION, "B"),
    ("El panell que trenca la regla és el panell C.", "choice", PANELS_6, ODD, "C"),
    ("Hi ha entre 7 i 9 entitats; alguns nodes se superposen.", "integer", [], ENTITY_QUESTION, None),
    ("Então a entidade escondida é o franco suíço.", "choice", Named(CURRENCIES), KIND_QUESTION["entity"], "B"),
    ("スイスの通貨なので、スイスフランです。", "choice", Named(CURRENCIES), KIND_QUESTION["entity"], "B"),
    ("- (Germany, capital, Berlin): correct\n- (France, capital, Paris): correct\n- (Austria, capital, Salzburg): "
     "incorrect, it is Vienna", "yes_no", [], DETECT, "Yes"),
    ("- Kenya → capital → Nairobi ✓\n- Kenya → official language → Swahili ✓\n- Kenya → member of → African Union ✓",
     "yes_no", [], DETECT, "No"),
    ("First pass:\n- Spain, Madrid, Spanish, Euro, Portugal, Lisbon, Portuguese, EU → 8\n\nSecond pass, counting "
     "circles instead of reading labels: 9.\n\nI get 8 on one pass and 9 on the other, and I'm not confident which "
     "one is right.", "integer", [], ENTITY_QUESTION, None),
    ("That leaves Dutch, which is also an official language of Belgium.", "choice", LANGUAGES,
     KIND_QUESTION["entity"], "B"),
    ("The second one, B, is the rotated object.", "choice", PANELS_4, PANEL_QUESTION, "B"),
    ("With A B C on the top row and D E F on the bottom, the odd one out is E.", "choice", PANELS_6, ODD, "E"),
    ("My first idea was symmetry: A, B, C, D and F are symmetric and E is not. So I was going to say E. But E is "
     "symmetric too when I look again. I looked for other properties and couldn't find one that five share and one "
     "doesn't.", "choice", PANELS_6, ODD, None),
]
NEW_RULE_CASES += ROUNDS_94_TO_95_RULE_CASES
# rounds 96 and 97: "Low confidence — two of the arrows …" labels no answer; Danish, Norwegian and Swedish ranges;
# Finnish and Hindi "I cannot say"; "Depending on the axis, …"; "F is what's left"; Norwegian "Nei,"; Finnish
# "relaatioita"; a quoted term labelled with its letter
ROUNDS_96_TO_97_RULE_CASES = [
    ("There appear to be nine relations. Low confidence — two of the arrows overlap near the middle.", "integer", [],
     RELATION_QUESTION, "9"),
    ("Jeg vil anslå, at der er mellem 7 og 9 entiteter.", "integer", [], ENTITY_QUESTION, None),
    ("Graafissa on noin 9 tai 10 relaatiota. Kaksi nuolta menee päällekkäin, joten en pysty sanomaan tarkkaa määrää.",
     "integer", [], RELATION_QUESTION, None),
    ("Depending on the axis of rotation, a 180° turn around the horizontal axis gives something like B, while a 90° "
     "turn around the depth axis gives something close to D.", "choice", PANELS_4, PANEL_QUESTION, None),
    ("यह इस पर निर्भर करता है कि संबंध को कैसे पढ़ा जाए। मैं निश्चित उत्तर नहीं दे सकता।", "yes_no", [], DETECT, None),
    ("C, maybe? A and B are mirrored and D has an extra cube. C is what's left.", "choice", PANELS_4, PANEL_QUESTION,
     "C"),
    ("Nei, alle relasjonene stemmer.", "yes_no", [], DETECT, "No"),
    ("Relaatioita on 9.", "integer", [], RELATION_QUESTION, "9"),
    ('Relationen er "grænser op til" (E).', "choice", RELATIONS, KIND_QUESTION["relation"], "E"),
]
NEW_RULE_CASES += ROUNDS_96_TO_97_RULE_CASES
# rounds 98 to 101: an edit note; a first glance weighed; a marker before a numbered list; ", so the graph contains
# seven"; "my answer changes from No to Yes"; "in fact exactly eight"; a verdict under a long condition; counts of other
# things weighed after "It depends on what you mean by"; "can't rule one out", "I keep going back and forth", "doesn't
# distinguish between them"; English words of four letters name no option by sound; emoji marks of exclamation; a tick
# after "total" or ending a sentence; probabilities as fractions, and a spread opening the reply; a confidence of two
# levels; a cut-off reply's answer-first sentence; a bounded count; "So D or E — not B."; "it could be B after all";
# Dutch and Swahili ranges; Swahili "Jumla ni"; "the sheet unfolded"; "the same object" in Dutch and German; a quoted
# term labelled before its reason after a copula; Thai number words alone, "ตัวเลือก", "ตอบ", an opening "ไม่มี"; the
# fact after "The masked relation goes from … to …:"; a reply cut off after "I"
ROUNDS_98_TO_101_RULE_CASES = [
    ("8 entities. Edit: 9 — I missed the EU node in the corner.", "integer", [], ENTITY_QUESTION, "9"),
    ("At first glance I'd say 7: Kenya, Nairobi, Uganda, Kampala, the shilling, the AU and the EAC. But a faint node "
     "sits in the corner — Swahili. That makes 8 entities.", "integer", [], ENTITY_QUESTION, "8"),
    ("Reading the labels one by one, I get:\n\n1. Spain\n2. Madrid\n3. Euro\n4. Spanish\n\nOne label is faint, but "
     "from what I can read the graph contains **4** entities.", "integer", [], ENTITY_QUESTION, "4"),
    ("The masked node counts as well, so the graph contains nine.", "integer", [], ENTITY_QUESTION, "9"),
    ("At first the graph looked right. Looking again at the currency edge, my answer changes from No to Yes.",
     "yes_no", [], DETECT, "Yes"),
    ("No fewer than six relations — in fact exactly six: two capitals, two currencies and two borders.", "integer",
     [], RELATION_QUESTION, "6"),
    ('The last label is hard to read. If the edge between Bern and Switzerland reads "capital of", then the graph is '
     'correct. If it reads "currency", there is an error.', "yes_no", [], DETECT, None),
    ("It depends on what you mean by 'entities': there are 3 kinds of entity, but 8 nodes in total.", "integer", [],
     ENTITY_QUESTION, None),
    ("Nothing looks wrong, but I can't rule one out: two of the labels are blurred.", "yes_no", [], DETECT, None),
    ("I think Vaduz (C), since it borders Switzerland. Or Vienna (A)? I keep going back and forth.", "choice",
     EUROPE, KIND_QUESTION["entity"], None),
    ('Belgium, France and Italy all have "member of" edges into the mask. That fits both the European Union and the '
     "Atlantic alliance, and the graph doesn't distinguish between them.", "choice", ORGS, KIND_QUESTION["entity"],
     None),
    ("C (part of) — 0.5\nB (member of) — 0.5\n\nI don't see anything in the graph that distinguishes them.",
     "choice", RELATIONS_2, KIND_QUESTION["relation"], None),
    ('Indonesia and Vietnam both have "member of" edges going into the mask, so it is the Southeast Asian bloc.',
     "choice", ORGS, KIND_QUESTION["entity"], None),
    ("**Yes** ❗ Norway isn't in the EU 🇳🇴", "yes_no", [], DETECT, "Yes"),
    ("**6** total ✅", "integer", [], RELATION_QUESTION, "6"),
    ("Total = **8** entities ✅ Want me to list them?", "integer", [], ENTITY_QUESTION, "8"),
    ("A — 0.5, C — 0.5, B — 0.0, D — 0.0", "choice", PANELS_4, PANEL_QUESTION, None),
    ("D — 0.4, B — 0.4, A — 0.1, C — 0.1", "choice", PANELS_4, PANEL_QUESTION, None),
    ("**C** (confidence: medium, ~60%)", "choice", PANELS_4, PANEL_QUESTION, "C"),
    ("Panel D is the odd one out. Let me go through each panel:\n\nA: a star inside a square, striped.\nB: a circle "
     "inside a hexagon, striped.\nC: a square inside a star, striped.\nE: a hexagon inside a", "choice", PANELS_6, ODD,
     "D"),
    ("There are 7 relations. Listing them:\n\n- Spain → capital → Madrid\n- Spain → currency → Euro\n- Spain →",
     "integer", [], RELATION_QUESTION, "7"),
    ("The count is uncertain: $\\boxed{8 \\le n \\le 10}$", "integer", [], ENTITY_QUESTION, None),
    ("I'd pick A. Hmm, but the hole sits lower in C and in D than in A. So C or D — not A.", "choice", PANELS_4,
     PANEL_QUESTION, None),
    ("C… no wait, D… hmm, actually it could be C after all. They look almost the same.", "choice", PANELS_6,
     KIND_QUESTION["letters6"], None),
    ("Ik tel tussen de 7 en 9 relaties.", "integer", [], RELATION_QUESTION, None),
    ("Kuna kati ya mahusiano tisa na kumi.", "integer", [], RELATION_QUESTION, None),
    ("Nimehesabu mahusiano yote.\n\nJumla ni 9.", "integer", [], RELATION_QUESTION, "9"),
    ("Option C shows the sheet unfolded with two holes on the diagonal.", "choice", PANELS_4, PANEL_QUESTION, "C"),
    ("Optie B is hetzelfde object, alleen gedraaid.", "choice", PANELS_4, KIND_QUESTION["letters4"], "B"),
    ("Η σχέση είναι «μέλος του» (D), αφού η Σουηδία είναι στην ΕΕ.", "choice", RELATIONS, KIND_QUESTION["relation"],
     "D"),
    ("The edge runs from Belgium to Dutch. It could be 'official language' (B), since Dutch is one of Belgium's three "
     "official languages — but the arrow direction looks rev", "choice", RELATIONS, KIND_QUESTION["relation"], None),
    ("เก้า", "integer", [], ENTITY_QUESTION, "9"),
    ("จำนวนเอนทิตีทั้งหมด: เจ็ด", "integer", [], ENTITY_QUESTION, "7"),
    ("ตัวเลือก C", "choice", PANELS_4, PANEL_QUESTION, "C"),
    ('ความสัมพันธ์คือ "สมาชิกของ" ตอบ D', "choice", RELATIONS, KIND_QUESTION["relation"], "D"),
    ("ไม่มี ทุกความสัมพันธ์ถูกต้อง", "yes_no", [], DETECT, "No"),
    ("The masked relation goes from Norway to the North Atlantic alliance: Norway is a founding member state of it.",
     "choice", RELATIONS, KIND_QUESTION["relation"], "D"),
    ("<think>\nLet me count the arrows. From Kenya: capital Nairobi, currency shilling, language Swahili, member of "
     "the AU. That's 4. From Uganda: capital Kampala, member of... Actually I", "integer", [], RELATION_QUESTION, None),
]
NEW_RULE_CASES += ROUNDS_98_TO_101_RULE_CASES
# rounds 102 and 103: a closing question that hands the choice of reading back is kept; "so A is a mirror" rejects A
# where the same object turned is asked for; a lone letter before a dash and another option's text; "both remain
# possible"; Japanese "いずれも考えられます"; a count of relation types set against a count of edges with nothing after;
# "That pattern appears in the fourth option, D."; Slovak counts; Czech "nerespektuje"; errors counted before they
# are listed, "There's one:", false information present, a cross before "wrong"; a tick before "all correct";
# "Everything matches:"
ROUNDS_102_TO_103_RULE_CASES = [
    ('It depends on the convention: **8** if each drawn arrow counts once, or **10** if the two double-headed "shares '
     'border with" edges count as two relations each (one per direction). Which convention does your benchmark use?',
     "integer", [], RELATION_QUESTION, None),
    ("The reference has 5 cubes: a 3-cube spine, one cube up at the front, one to the right at the back.\n\nChecking "
     "A: 5 cubes, but the up-cube is at the back, which would move the side cube to the left. A has it on the right, "
     "so A is a mirror.\n\nChecking F: turning the reference 90° about the vertical axis brings the spine to run left "
     "to right, and the side cube now points", "choice", PANELS_6, KIND_QUESTION["letters6"], None),
    ("D — capital of.", "choice", RELATIONS, KIND_QUESTION["relation"], None),
    ("I'd pick currency (C) over the border (E), but the label is partly hidden, so both remain possible.", "choice",
     RELATIONS, KIND_QUESTION["relation"], None),
    ("どの関係かについては、いくつかの可能性があります。「所属する」「一部である」「国境を接する」のいずれも考えられます。",
     "choice", RELATIONS_2, KIND_QUESTION["relation"], None),
    ("There are 3 distinct relation types (capital, currency, member of), but 8 edges in total.", "integer", [],
     RELATION_QUESTION, None),
    ("Unfolding gives a hole at the middle of each edge. That arrangement appears in the second option, B.", "choice",
     PANELS_4, PANEL_QUESTION, "B"),
    ("Graf obsahuje deväť vzťahov.", "integer", [], RELATION_QUESTION, "9"),
    ("V grafe je sedem entít: Slovensko, Bratislava, euro, slovenčina, Česko, Praha a čeština.", "integer", [],
     ENTITY_QUESTION, "7"),
    ("Pravidlo nerespektuje panel C – jen v C je počet teček jiný než počet stran.", "choice", PANELS_6, ODD, "C"),
    ("Two errors: Denmark → Euro and Norway → member of the EU.", "yes_no", [], DETECT, "Yes"),
    ("There's one: Oslo is linked to Sweden as its capital.", "yes_no", [], DETECT, "Yes"),
    ("False information present: Italy is listed with the franc.", "yes_no", [], DETECT, "Yes"),
    ("❌ wrong capital for Norway", "yes_no", [], DETECT, "Yes"),
    ("✔️ all good", "yes_no", [], DETECT, "No"),
    ("Everything matches: capitals, currencies, borders.", "yes_no", [], DETECT, "No"),
]
NEW_RULE_CASES += ROUNDS_102_TO_103_RULE_CASES
# rounds 104 and 105: a lean kept under ", but I can't be certain"; an ellipsis for a name left out of a stated
# fact; what the reply can only see of an option; a walk cut off at its next label (with its article, in French);
# another option turned down in its own part of a sentence leaves an alias standing; two answers each before its
# condition; no rule found that five panels share; a count of the asked noun against a final answer's field; the
# argument of a call that hands in the answer; a clause that concludes on a relation's cue; the common noun closing a
# name; an opening sentence stating the fact; a grid place before "right panel:"; a colon before the reason
ROUNDS_104_TO_105_RULE_CASES = [
    ("I'd lean towards Yes, but I can't be certain.", "yes_no", [], DETECT, "Yes"),
    ("……的首都", "choice", RELATIONS, KIND_QUESTION["relation"], "A"),
    ("I can only make out option B; the rest of the image is cut off. Could you share the whole picture?", "choice",
     PANELS_4, PANEL_QUESTION, None),
    ("Panel A shows one hole.\nPanel B shows two holes.\nPanel C", "choice", PANELS_4, PANEL_QUESTION, None),
    ("Le panneau A contient deux cercles. Le panneau B contient trois cercles. Le panneau C", "choice", PANELS_6, ODD,
     None),
    ("Como Suiza no utiliza el euro, la moneda que falta es el franco suizo.", "choice", Named(CURRENCIES),
     KIND_QUESTION["entity"], "B"),
    ("Total: 7 if the legend box is a node, or 6 if it is not.", "integer", [], ENTITY_QUESTION, None),
    ("B if the crease is vertical, otherwise D.", "choice", PANELS_4, PANEL_QUESTION, None),
    ("I could not identify a single rule that five panels share. One candidate: symmetry, which C breaks.", "choice",
     PANELS_6, ODD, None),
    ('{"entity_count": 8, "final_answer": 9}', "integer", [], ENTITY_QUESTION, None),
    ('final_answer({"value": 7})', "integer", [], RELATION_QUESTION, "7"),
    ("'capital of' links a city to its country, and both ends here are countries, so the masked edge is a border.",
     "choice", RELATIONS, KIND_QUESTION["relation"], "E"),
    ("The node hangs off the United Kingdom, so the missing currency is sterling.", "choice", CURRENCIES,
     KIND_QUESTION["entity"], "C"),
    ("They speak German there. The node is attached to Austria by an official-language edge, and it is also linked "
     "to Switzerland, which shares that language.", "choice", LANGUAGES, KIND_QUESTION["entity"], "C"),
    ("The rotated reference object is the bottom-right panel: the arm is turned 90° about the vertical axis.",
     "choice", PANELS_4, PANEL_QUESTION, "D"),
    ("The rotated reference object is the top-right panel: the L-shaped arm and the cube on top keep their places, "
     "just turned 90° about the vertical axis.", "choice", GRID_4, PANEL_QUESTION, "B"),
]
NEW_RULE_CASES += ROUNDS_104_TO_105_RULE_CASES
# rounds 106 and 107: "That's the fifth one." closing a reply; "That's the pattern in the third panel."; "is the
# reference object, rotated", "shows the object rotated"; ", though I can't fully verify …" after a verdict; a Hindi
# copula or a Tagalog particle after an opening answer; "是的 (Yes)"; Hindi "8 se 10"; a word for one that is also an
# article opening a reply; a numbered list's next step; a numbered step cut off in its consequence; a reply that
# opens by asking what to count
ROUNDS_106_TO_107_RULE_CASES = [
    ("Folding in half twice puts four layers under the punch, and the flap adds two more: 6 holes in all.\n\n"
     "That's the fifth one.", "choice", PANELS_6, KIND_QUESTION["letters6"], "E"),
    ("Turned 90° about the vertical axis, the arm points right and the stub sits at the back. That's the pattern in "
     "the second panel.", "choice", PANELS_4, PANEL_QUESTION, "B"),
    ("Option C is the reference object, rotated.", "choice", PANELS_6, KIND_QUESTION["letters6"], "C"),
    ("Option B shows the object rotated 90° about the vertical axis; the others are mirror images or miss a cube.",
     "choice", PANELS_4, PANEL_QUESTION, "B"),
    ("I'd say No, though I can't fully verify the border edge since its label is faint.", "yes_no", [], DETECT,
     "No"),
    ("B lang po.", "choice", PANELS_4, PANEL_QUESTION, "B"),
    ("C hai. Baaki sab panels mein ek hi rule hai.", "choice", PANELS_6, ODD, "C"),
    ("是的 (Yes)。但是图中说挪威的货币是欧元。", "yes_no", [], DETECT, "Yes"),
    ("Shayad 7 se 9 entities hain.", "integer", [], ENTITY_QUESTION, None),
    ("Una, ang Manila ay kabisera ng Pilipinas. Pangalawa, ang piso ang pera nito. Tapos", "integer", [],
     RELATION_QUESTION, None),
    ("Let's count.\n1. First the nodes on the left.\n2. Then Paris, which links to France.\n3.", "integer", [],
     ENTITY_QUESTION, None),
    ("Let's think step by step.\n1. Rome is the capital of Italy, so the edge from Rome to Italy is", "choice",
     RELATIONS, KIND_QUESTION["relation"], None),
    ("Should I count the masked node too? I see 7 labelled nodes plus the masked one.", "integer", [],
     ENTITY_QUESTION, None),
]
NEW_RULE_CASES += ROUNDS_106_TO_107_RULE_CASES
# rounds 108 and 109: "…, but the best match is option C" and "… fits **A. capital of** best" after a refusal; an
# option said to share the pick's kind without its article, or possible too where the contrast prefers another, set
# apart; "The error: …", "the graph is not factually consistent", "That is a factual mistake.", "nothing I would flag
# as wrong", "the information shown is accurate", "The answer to whether … is no"; German "zeigt ein …" and French
# "montre un …" describe; a trace cut off on a word with its apostrophe
ROUNDS_108_TO_109_RULE_CASES = [
    ("I can't be certain from this image, since some edges are hard to make out, but the best match for the reference "
     "object is **option B** (the one turned so the arm points left).", "choice", PANELS_4, PANEL_QUESTION, "B"),
    ("I can't be certain from this picture, since the label is faint, but the edge from Paris to France fits **A. "
     "capital of** best.", "choice", RELATIONS, KIND_QUESTION["relation"], "A"),
    ("The masked node is an official language of the Netherlands. That points to **B. Dutch**.\n\n(*German* is also "
     "spoken nearby, but it isn't an official language of the Netherlands.)", "choice", LANGUAGES,
     KIND_QUESTION["entity"], "B"),
    ("The edge links Chile to Mercosur, so the relation is **B. member of**.\n\n*Note:* \"part of\" (C) could also "
     "sound plausible, but \"member of\" is the usual relation for countries.", "choice", RELATIONS_2,
     KIND_QUESTION["relation"], "B"),
    ("The error: Rome is not the capital of Spain.", "yes_no", [], DETECT, "Yes"),
    ("The currency edge of Sweden points to the euro, which means the graph is not factually consistent.", "yes_no",
     [], DETECT, "Yes"),
    ("Most edges are fine. Austria's capital is Vienna, not Bern. That is a factual mistake.", "yes_no", [], DETECT,
     "Yes"),
    ("I compared each edge with what I know, and there is nothing I would flag as wrong.", "yes_no", [], DETECT, "No"),
    ("Having gone through it, the information shown is accurate.", "yes_no", [], DETECT, "No"),
    ("The answer to whether the graph has an error is yes: Oslo is linked to Sweden.", "yes_no", [], DETECT, "Yes"),
    ("Option C zeigt ein Dreieck mit zwei Punkten.", "choice", PANELS_6, KIND_QUESTION["letters6"], None),
    ("L'option D montre un carré et deux cercles.", "choice", PANELS_6, KIND_QUESTION["letters6"], None),
    ("<think>\nEach panel has two shapes. D: two arrows, rotated, so D follows the rule. E: P and a mirrored P? If the "
     "bowl is to the left of the stem, it's", "choice", PANELS_6, ODD, None),
]
NEW_RULE_CASES += ROUNDS_108_TO_109_RULE_CASES
# rounds 110 and 111: two plain "Answer:" lines that disagree; "So actually yes"; Dutch "deel van"; "lines between
# the nodes" counted as relations; "looks like the same object"; Dutch "8 tot 10"; "I don't see anything that
# contradicts …"; "that's the error"; a comparison after the choice was narrowed to two; "**Yes** (pretty sure)"
ROUNDS_110_TO_111_RULE_CASES = [
    ("Both B and C show the mirrored pair.\n\nAnswer: B\n\nAnswer: C", "choice", PANELS_4, PANEL_QUESTION, None),
    ("No. Wait — Rome is linked to Spain as its capital. So actually yes, there is an error.", "yes_no", [], DETECT,
     "Yes"),
    ("Het is deel van.", "choice", RELATIONS_2, KIND_QUESTION["relation"], "C"),
    ("I count 11 lines between the nodes.", "integer", [], RELATION_QUESTION, "11"),
    ("Option B looks like the same object, just turned.", "choice", PANELS_4, PANEL_QUESTION, "B"),
    ("Ik tel ongeveer 8 tot 10 entiteiten.", "integer", [], ENTITY_QUESTION, None),
    ("Probably not. I don't see anything that contradicts what I know.", "yes_no", [], DETECT, "No"),
    ("Yes? Oslo is drawn as Sweden's capital, and it isn't. I'm fairly sure that's the error.", "yes_no", [], DETECT,
     "Yes"),
    ("Between Kampala and Kigali: the edge comes from Uganda, so Kampala (B) fits better than Kigali.", "choice",
     EAST_AFRICA, KIND_QUESTION["entity"], "B"),
    ("**Yes** (pretty sure). Oslo is linked to Sweden.", "yes_no", [], DETECT, "Yes"),
]
NEW_RULE_CASES += ROUNDS_110_TO_111_RULE_CASES
# rounds 112 and 113: an opening "No," reframed by its own sentence whatever later sentences call false; a Japanese
# "ため、" (since) and names read on each side of it; a name cut short opening the reply; options bracketed after "the
# other …"; a lean in French, Spanish or German; "…, and only C"; German "Amtssprache"; a short stated fact with a long
# closing gloss
ROUNDS_112_TO_113_RULE_CASES = [
    ("No, the graph is not correct. Oslo is drawn as the capital of Sweden, which is false.", "yes_no", [], DETECT,
     "Yes"),
    ("ドイツ語・フランス語・イタリア語は既にグラフにあるため、隠れているのはロマンシュ語です。", "choice", LANGUAGES,
     KIND_QUESTION["entity"], "E"),
    ("Addis. The masked node is the capital of Ethiopia.", "choice", EAST_AFRICA, KIND_QUESTION["entity"], "E"),
    ("It's Romansh. The node hangs off Switzerland, and the other three national languages (German, French, Italian) "
     "already appear as nodes, so the remaining one is the fourth national language.", "choice", LANGUAGES,
     KIND_QUESTION["entity"], "E"),
    ("Je pencherais pour B, mais sans grande certitude.", "choice", PANELS_4, PANEL_QUESTION, "B"),
    ("Panels C and E look very alike, and only E keeps the arrow pointing left.", "choice", PANELS_6, PANEL_QUESTION,
     "E"),
    ("Amtssprache.", "choice", RELATIONS, KIND_QUESTION["relation"], "B"),
    ("The Swiss capital — Bern (officially the \"federal city\", but it is the de facto capital of the country).",
     "choice", EUROPE, KIND_QUESTION["entity"], "B"),
]
NEW_RULE_CASES += ROUNDS_112_TO_113_RULE_CASES
# rounds 114 and 115: a corner every layout shares as the whole reply, a JSON value or in Korean or Russian; "than"
# before a quantity; a markdown list of options; "lines connecting them"; "That leaves 10 entities."; "…, so 11
# relations in total"; a doubt with the count it would give; "Entities in the graph: 10 (…)"; a JSON number ended by a
# line break; a JSON estimate; a reporting tool; "7: Germany, …" and a lean before it; edges between two named nodes;
# "Krone, probably (D)."; Portuguese "quebra" and "doze"; Italian "non ha adottato"; a first try turned by a late "but";
# Vietnamese "phương án"
ROUNDS_114_TO_115_RULE_CASES = [
    ("bottom right", "choice", PANELS_6, ODD, "F"),
    ('{"selected": {"position": "top-left", "note": "the notch is on the left"}}', "choice", PANELS_4, PANEL_QUESTION,
     "A"),
    ("오른쪽 아래 패널입니다. 나머지는 모두 곡선이 있습니다.", "choice", PANELS_6, ODD, "F"),
    ("Правильный вариант — левый верхний. Только в нём отверстия симметричны.", "choice", PANELS_4, PANEL_QUESTION,
     "A"),
    ("The shading is a distractor. Panel D is the odd one out, because it is the only shape with more than one line of "
     "symmetry.", "choice", PANELS_6, ODD, "D"),
    ("Switzerland has four national languages:\n*   **German**\n*   **French**\n*   **Italian**\n*   **Romansh**\n\n"
     "Any of them would fit the graph.", "choice", LANGUAGES, KIND_QUESTION["entity"], None),
    ("There are five nodes and six lines connecting them.", "integer", [], ENTITY_QUESTION, "5"),
    ("Counting the boxes I get 12. Two of the labels (\"capital of\" and \"member of\") sit on edges, so they are "
     "relations, not entities. That leaves 10 entities.", "integer", [], ENTITY_QUESTION, "10"),
    ('Each of the 3 countries has a "capital of" and a "currency" edge, giving 3 × 2 = 6 relations, plus 2 "shares '
     'border with" edges, so 8 relations in total.', "integer", [], RELATION_QUESTION, "8"),
    ("Counting the labelled boxes, I get 12. However, two of them might be relation labels, in which case the number "
     "of entities would be 10.", "integer", [], ENTITY_QUESTION, None),
    ("Entities in the graph: 10 (including the masked node).", "integer", [], ENTITY_QUESTION, "10"),
    ('{\n  "answer": 6\n\n\n\n\n', "integer", [], ENTITY_QUESTION, "6"),
    # a single blank line after a number its object never closed is stray whitespace, not a model running on
    ('{"answer": 1 \n\n', "integer", [], ENTITY_QUESTION, None),
    ('<tool_call>{"name": "submit_answer", "arguments": {"answer": 1\n\nLet me know if you have any other questions.',
     "integer", [], ENTITY_QUESTION, None),
    ('{"answer": "approximately 12", "reasoning": "Several labels overlap."}', "integer", [], ENTITY_QUESTION, None),
    ('{"name": "report_count", "arguments": {"num_entities": "8"}}', "integer", [], ENTITY_QUESTION, "8"),
    ("7: Germany, Berlin, German, Euro, European Union, France, Poland.", "integer", [], ENTITY_QUESTION, "7"),
    ("Probably 7: Germany, Berlin, German, Euro, European Union, France, Poland.", "integer", [], ENTITY_QUESTION,
     "7"),
    ("There appear to be 8 or 9 relations; the two edges between Spain and Portugal might be one arrow drawn twice.",
     "integer", [], RELATION_QUESTION, None),
    ("Krone, probably (D). Denmark uses the Danish krone even though it's in the EU.", "choice", CURRENCIES,
     KIND_QUESTION["entity"], "D"),
    ("O painel **D** quebra a regra. Em todos os outros painéis, o número de lados é igual ao número de pontos.",
     "choice", PANELS_6, ODD, "D"),
    ("Há doze relações no grafo.", "integer", [], RELATION_QUESTION, "12"),
    ("La valuta nascosta è la Krone, e la Danimarca non ha adottato l'euro.", "choice", CURRENCIES,
     KIND_QUESTION["entity"], "D"),
    ('{"reasoning": "At first B looks odd because its arrow points left while most point right, but direction is not '
     'the rule. In F the arrow points to the smaller square.", "answer": "F"}', "choice", PANELS_6, ODD, "F"),
    ("Bước 2: So sánh các phương án. Phương án A có khối xám ở vị trí đúng nhưng chữ L bị lật. Phương án B", "choice",
     PANELS_6, PANEL_QUESTION, None),
    ("Option C is the rotated one because it have the same blocks.", "choice", PANELS_4, PANEL_QUESTION, "C"),
    ("Có lẽ là D. Hình D đối xứng giống với hình mẫu. Tuy vậy tôi không hoàn toàn chắc chắn vì hình E cũng khá giống.",
     "choice", PANELS_6, PANEL_QUESTION, None),
]
NEW_RULE_CASES += ROUNDS_114_TO_115_RULE_CASES
# round 116: a place named as the complement of "is" with its reason after a dash; the last panel of the top row (a
# place the layout fixes); the corners every layout shares in Ukrainian and Romanian; a Cyrillic letter ending its line;
# Romanian "la fel" (the same); a numbered walk cut off on a Cyrillic word; an opening polar word reframed in another
# language; a Ukrainian, Russian or Polish count in the genitive; an indicative answer on one of two conditions
ROUND_116_RULE_CASES = [
    ("It's the bottom-right panel — the rings there alternate black and white.", "choice", PANELS_6, ODD, "F"),
    ("The correct answer is the last panel in the top row.", "choice", PANELS_6, PANEL_QUESTION, None),
    ("Правильна відповідь — верхня ліва панель: лише в ній стрілка збігається з еталоном.", "choice", PANELS_4,
     PANEL_QUESTION, "A"),
    ("Правильний варіант — нижній правий.", "choice", PANELS_4, PANEL_QUESTION, "D"),
    ("Opțiunea corectă este cea din colțul din dreapta jos — singura rotită.", "choice", PANELS_6, PANEL_QUESTION,
     "F"),
    ("Відповідь: С\n\nПісля розгортання отвори симетричні, що відповідає варіанту С.", "choice", PANELS_4,
     PANEL_QUESTION, "C"),
    ("Cred că B — modelul se repetă, la fel ca în exemplu.", "choice", PANELS_6, PANEL_QUESTION, "B"),
    ("Перевіримо варіанти:\n- A: коло на місці — не підходить.\n- B: коло зміщене правильно, але трикутник", "choice",
     PANELS_6, PANEL_QUESTION, None),
    ("Nu, graful nu este corect. Moneda Elveției este francul elvețian.", "yes_no", [], DETECT, "Yes"),
    ("No, el grafo no es correcto: Suiza no usa el euro.", "yes_no", [], DETECT, "Yes"),
    ("Да, граф правильный.", "yes_no", [], DETECT, "No"),
    ("Граф складається з восьми сутностей: Україна, Київ, гривня, Польща, Варшава, злотий, ЄС і НАТО.", "integer", [],
     ENTITY_QUESTION, "8"),
    ("Na obrazku doliczyłem się dwunastu węzłów.", "integer", [], ENTITY_QUESTION, "12"),
    ("Граф состоит из восьми узлов.", "integer", [], ENTITY_QUESTION, "8"),
    ("It depends on which rule the puzzle intends. If the pattern is that the number of sides increases by one in each "
     "step, the answer is C (the hexagon). If instead the rule is that the shading alternates, then it should be A.",
     "choice", PANELS_4, PANEL_QUESTION, None),
    # and what those readings must leave: English "incorrect" after an opening "No."; a lower bound in Russian or
    # Polish before a genitive count; a dash after an option's text that weighs another option
    ("No. I don't see any incorrect relation in the graph.", "yes_no", [], DETECT, "No"),
    ("Видно не меньше пяти сущностей, но могут быть и ещё.", "integer", [], ENTITY_QUESTION, None),
    ("Widzę co najmniej ośmiu węzłów, reszta jest zasłonięta.", "integer", [], ENTITY_QUESTION, None),
    ("It's NATO — the masked node has members including Canada and Norway, and Norway isn't in the EU.", "choice",
     ORGS, KIND_QUESTION["entity"], "B"),
]
NEW_RULE_CASES += ROUND_116_RULE_CASES
# round 117: a corner named with "one" ("the one in the bottom-right corner"); the corners in Dutch and the Nordic
# languages, and Dutch "it is" before a place; Dutch "juiste" and "Ik kies"; Dutch "10 of 12" as a range; membership
# denied in Dutch; a Nordic border and "makes no sense"; a reply cut off on a label, inside a JSON key, on a negated
# auxiliary or a few words into a condition; "In that case … would be"
ROUND_117_RULE_CASES = [
    ("The panel that breaks the rule is the one in the bottom-right corner: it's the only one where the arrow goes "
     "counterclockwise.", "choice", PANELS_6, ODD, "F"),
    ("The panel that breaks the rule is the bottom-right one.", "choice", PANELS_6, ODD, "F"),
    ("Het is het paneel linksboven: alleen daar klopt de figuur.", "choice", PANELS_4, PANEL_QUESTION, "A"),
    ("Det er panelet nederst til højre – det eneste, hvor pilen peger mod uret.", "choice", PANELS_6, ODD, "F"),
    ("E is de juiste rotatie.", "choice", PANELS_6, PANEL_QUESTION, "E"),
    ("Ik twijfel tussen B en E.\n\nIk kies E.", "choice", PANELS_6, PANEL_QUESTION, "E"),
    ("Ik tel 12 pijlen, maar twee lijken dubbel. Het zijn er dus 10 of 12, afhankelijk van hoe je telt.", "integer",
     [], RELATION_QUESTION, None),
    ("De verborgen entiteit is waarschijnlijk de NAVO, en geen van die drie landen is lid van de EU.", "choice", ORGS,
     KIND_QUESTION["entity"], None),
    ('Den skjulte relation er sandsynligvis "grænser op til", da Danmark og Tyskland deler en grænse.', "choice",
     RELATIONS, KIND_QUESTION["relation"], "E"),
    ('Kanten må være "located in region", altså A. Nordeuropa er ikke et land, så "shares border with" giver heller '
     'ikke mening.', "choice", RELATIONS_2, KIND_QUESTION["relation"], "A"),
    ("So the masked relation is B, official language.\n\nThe others:\n- capital of: Dutch is no city.\n- member of:",
     "choice", RELATIONS, KIND_QUESTION["relation"], "B"),
    ('{\n  "reasoning": "Option A shows the circle next to the stripes, so A is invalid. Option C is consistent. '
     'Option D,\n  "ans', "choice", PANELS_4, PANEL_QUESTION, None),
    ("Looking at the edges around the mask, the masked node links to Liechtenstein by capital of, so Vaduz fits best. "
     "Liechtenstein borders Austria, and so does Switzerland, so that doesn't", "choice", EUROPE,
     KIND_QUESTION["entity"], None),
    ("Maybe the capital-of edge goes to Liechtenstein. In that case the masked node would be Vaduz. But the border "
     "edge with Austria is on both countries, so", "choice", EUROPE, KIND_QUESTION["entity"], None),
    # the colon after an option's text named as a complement (`_COPULA_REASON`), which a place's gloss no longer needs
    ("Its currency is the Krone: the graph links it to Denmark, and Denmark never adopted the euro.", "choice",
     CURRENCIES, KIND_QUESTION["entity"], "D"),
    ("Greenland is part of the Kingdom of Denmark, so part of (C) fits, though member of (B) is possible too. The tail "
     "label reads Denmark, and Greenland left the EC in 1985, so if the dataset", "choice", RELATIONS_2,
     KIND_QUESTION["relation"], None),
]
NEW_RULE_CASES += ROUND_117_RULE_CASES
# older rules whose guard cases rounds 114 and 115's readings read on their own too (a markdown list of options, "is
# the rotated object"): cases that only those rules read
NEW_RULE_CASES += [
    ("The options are:\ncapital of\nofficial language\ncurrency\nmember of\nshares border with\n\nTo choose, I would "
     "first", "choice", RELATIONS, KIND_QUESTION["relation"], None),
    ("The second one, B, is the right one.", "choice", PANELS_4, PANEL_QUESTION, "B"),
]
# an older rule whose guard case rounds 112 and 113's readings read on their own too (a short stated fact with a closing
# gloss): a case that only that rule reads
NEW_RULE_CASES += [
    ("The hidden node is an official language of both Belgium and the Netherlands, and of Suriname and Aruba too. "
     "That's Dutch (called Flemish in Belgium).", "choice", LANGUAGES, KIND_QUESTION["entity"], "B"),
]
# older rules whose guard cases rounds 104 and 105's readings read on their own too (the common noun closing a name,
# two answers each before its condition): cases that only those rules read
NEW_RULE_CASES += [
    ("The hidden currency is the pound used in Britain.", "choice", CURRENCIES, KIND_QUESTION["entity"], "C"),
    ("The masked node is the currency of the United Kingdom and its territories. So it's the pound.", "choice",
     CURRENCIES, KIND_QUESTION["entity"], "C"),
    ("Drawn as arrows there are 8; split into one relation per direction there are 10. Which convention does your "
     "benchmark use?", "integer", [], RELATION_QUESTION, None),
]
# older rules whose guard cases rounds 98 to 103's readings read on their own too (counts weighed after "It depends
# on what you mean by", relation types set against edges): cases that only those rules read
NEW_RULE_CASES += [
    ("I get 9 arrows and 8 relations. Do you want the arrows or the relations?", "integer", [], RELATION_QUESTION,
     None),
    ("There are 6 edges, and 4 distinct relation types, depending on what you mean by relations.", "integer", [],
     RELATION_QUESTION, None),
]
# older rules whose guard cases rounds 96 and 97's readings read on their own too (a quoted term labelled with its
# letter, "depending on the reading"): cases that only those rules read
NEW_RULE_CASES += [
    ('Brazil, Argentina, Uruguay and Paraguay are all "member of" the masked node. That is the South American trade '
     "bloc, Mercosur (E).", "choice", ORGS, KIND_QUESTION["entity"], "E"),
    ("The other edges are correct. So either there's one error or none.", "yes_no", [], DETECT, None),
]
# older rules whose guard cases rounds 90 to 93's readings read on their own too (two counts under "counting …;
# counting …", a colon opening the grounds): cases that only those rules read
NEW_RULE_CASES += [
    ("This depends on the convention. Only the named places give 5 entities; with the dates as well there are 7.",
     "integer", [], ENTITY_QUESTION, None),
    ("The masked organisation is NATO — the EU does not include Norway or Turkey.", "choice", ORGS,
     KIND_QUESTION["entity"], "B"),
]
# older rules whose guard cases rounds 79 to 89's readings read on their own too (a closing sentence led to its answer
# after a dash, a place without its article, a reply cut off on a function word): cases that only those rules read
NEW_RULE_CASES += [
    ("I count 9 nodes\nWait, I skipped the EU node at the bottom — 10", "integer", [], ENTITY_QUESTION, "10"),
    ("Solución: C, porque los agujeros coinciden con A y con D no.", "choice", PANELS_4, PANEL_QUESTION, "C"),
    ("I pick last option.", "choice", PANELS_4, PANEL_QUESTION, "D"),
    ("The currency is the złoty — option E. Poland never adopted the euro.", "choice", CURRENCIES,
     KIND_QUESTION["entity"], "E"),
    ("Indonesia, Thailand and Vietnam are all members of it, and its secretariat sits in Jakarta. That's the "
     "Association — ASEAN. The EU and NATO have no such members.", "choice", ORGS, KIND_QUESTION["entity"], "D"),
    ("Checking each option:\n\nA ✗ — the shaded triangle ends up on the wrong corner.\nB ✗ — correct corner, but the "
     "circle should be filled.\nC — the triangle is in the top-left, which matches, and the circle sits in the lower",
     "choice", PANELS_4, PANEL_QUESTION, None),
    ("Neither end looks like a language.", "choice", RELATIONS, KIND_QUESTION["relation"], None),
]
# older rules whose guard cases rounds 67 to 78's readings read on their own too (a bulleted list of options, a table's
# next row, a rejected option after a comma, ordinals in digits): cases that only those rules read
NEW_RULE_CASES += [
    ("I'd say member of (B). Both could work, though.", "choice", RELATIONS_2, KIND_QUESTION["relation"], None),
    ("Answer:\n| D | |", "choice", PANELS_4, PANEL_QUESTION, None),
    ("A alternativa correta é a C e não a D.", "choice", PANELS_4, PANEL_QUESTION, "C"),
    ("Between option #3 and option #4, 4th one keeps the symmetry, so that's my pick.", "choice", PANELS_4,
     PANEL_QUESTION, "D"),
]
# older rules whose cases round 66's readings read on their own too (a bare "only" describing, a last paragraph opening
# on Yes or No): cases that only those rules read, so that breaking them is still caught
NEW_RULE_CASES += [
    # "has only", "shows only" restrict what a drawing holds ("only" before a noun for an option, "one")
    ("Panel A has only one dot.", "choice", PANELS_4, PANEL_QUESTION, None),
    ("Frame C shows only one circle moved.", "choice", PANELS_4, PANEL_QUESTION, None),
    # a crossed item whose note holds a word of a conclusion
    ("- A. French — ✗\n- B. Dutch — ✓\n- C. German — ✗\n- D. Italian — ✗\n- E. Romansh — ✗ correct for Switzerland "
     "only", "choice", LANGUAGES, KIND_QUESTION["entity"], "B"),
    # the question restated as the first paragraph, the verdict opening the second, another paragraph after it
    ("Question: Is there a factual error in the knowledge graph? Options: Yes / No.\n\nYes — Kigali is drawn as "
     "Kenya's capital.\n\nThe other edges look fine.", "yes_no", [], DETECT, "Yes"),
]
# a reply cut off on an opening bracket has not concluded: the count its prose states before the cut is no answer
NEW_RULE_CASES += [("The graph looks like it has 7 entities, though the node at the bottom could be (", "integer", [],
                    ENTITY_QUESTION, None)]
# a total whose breakdown after a colon does not add up to it ("and the rest") is still the total, for the colon opens
# its breakdown (parts that add up to a stated total are set apart by a reading of their own)
NEW_RULE_CASES += [("There are 11 relations in total: 4 'capital of', 4 'currency' and the rest 'member of'.",
                    "integer", [], KIND_QUESTION["count_relations"], "11"),
                   # the figures after a stated total that add up to it are its parts, not rival counts
                   ("There are 6 relations in total. There are 2 capital relations, 3 member relations and 1 border "
                    "relation.", "integer", [], KIND_QUESTION["count_relations"], "6")]
# a lone answer after a repeated sentence it begins like is the answer, not a repeat cut short
NEW_RULE_CASES.append(("A careful look shows two folds.\n\nA careful look shows two folds.\n\nA", "choice",
                       ["Option A", "Option B"], None, "A"))
# Portuguese "a alternativa correta é" before the pick, then the option it is not (the case that catches
# no_pt_correct_option since round 58's letter glued to a mention noun no longer reads "alternativa" as "alternativ a")
NEW_RULE_CASES.append(("A alternativa correta é a C, não a D.", "choice", PANELS_4, PANEL_QUESTION, "C"))


@pytest.mark.parametrize(("response", "answer_type", "choices", "question", "expected"), NEW_RULE_CASES)
def test_new_rule_cases(response: str, answer_type: str, choices: list[str], question: str | None,
                           expected: str | None) -> None:
    assert _read(response, answer_type, choices, question) == expected


# the response of the case that caught each rule broken on purpose when the list was written: checked first, so a
# broken rule is usually caught by one reading instead of hundreds (a stale or missing entry only costs time; the
# list is rewritten by running this file's __main__)
RULE_GUARDS = Path(__file__).with_name("extraction_rule_guards.json")


def _cheap_cases() -> list[tuple[str, str, list[str], str | None, str | None]]:
    """The cue cases, the verbatim issue cases and the new readings' cases, in that order, as one list."""
    return ([(r, "choice", c, None, e) for r, c, e in CUE_CASES] + [(r, t, c, None, e) for r, t, c, e in ISSUE_27]
            + list(NEW_RULE_CASES))


def _fails_somewhere(scores: dict | None = None, first: str | None = None) -> bool:
    """True when a cue case or a verbatim issue case goes wrong, or the voices miss a target (checked in that order,
    the cheap ones first, and before them the case whose response is `first`); `scores` when the voices were already
    scored with these rules."""
    cheap = _cheap_cases()
    if any(_read(r, t, c, q) != e for r, t, c, q, e in [case for case in cheap if case[0] == first] + cheap):
        return True
    scores = dict(scores if scores is not None else score_voices())
    overall = scores.pop("overall")
    return overall.accuracy < OVERALL_TARGET or overall.invented > 0 or any(
        s.accuracy < VOICE_FLOORS.get(name, VOICE_TARGET) for name, s in scores.items())


@pytest.mark.slow
def test_the_protections_hold_with_the_rules_as_they_are() -> None:
    assert not _fails_somewhere(intact_scores())


NEVER_MATCHES = re.compile(r"(?!x)x")


def _replaced(old: str, new: str, *names: str) -> dict[str, re.Pattern[str]]:
    """extraction's patterns `names` with `old` replaced by `new` in their source: one alternative of a rule taken out
    (each must hold `old`, so that a pattern rewritten later cannot leave the break silently undone)."""
    patched = {}
    for name in names:
        pattern = getattr(extraction, name)
        assert old in pattern.pattern, (name, old)
        patched[name] = re.compile(pattern.pattern.replace(old, new), pattern.flags)
    return patched


def _replaced_everywhere(*pairs: tuple[str, str]) -> dict[str, re.Pattern[str] | str]:
    """Each (old, new) of `pairs` replaced in turn in every pattern of extraction that holds it, and in the pattern
    sources it keeps as text (which functions compile when they run): a piece shared by many patterns (a way of
    writing a number), or a rule spread over several lists (a language's count nouns). Each `old` must be in some
    pattern, so that a pattern rewritten later cannot leave the break silently undone."""
    patched: dict[str, re.Pattern[str] | str] = {}
    for old, new in pairs:
        found = False
        for name, value in vars(extraction).items():
            current = patched.get(name, value)
            source = current.pattern if isinstance(current, re.Pattern) else current
            if not isinstance(source, str) or not name.startswith("_") or old not in source:
                continue
            found = found or isinstance(current, re.Pattern)
            source = source.replace(old, new)
            patched[name] = re.compile(source, current.flags) if isinstance(current, re.Pattern) else source
        assert found, old
    return patched


# the Korean verbs of breaking the rule as they were read before round 65 (no "어깁", negations read as breaking it)
KO_BREAKS_BEFORE = r"(?:어긴|어기|어겼|벗어|맞지\s*않|위반|따르지\s*않|깨|깹|깼)"
# Each rule the decision rests on, and how to break it: extraction's attributes replaced by what a rule change that
# forgot the rule would leave (a pattern that never matches, a reading that finds nothing).
BROKEN_RULES: dict[str, dict[str, object]] = {
    "first_mention_wins": {"latest": lambda events: min(events, key=lambda e: e.position)},
    "no_negation": {"_mention_negated": lambda *args: False},
    "no_hypotheticals": {"_HYPOTHETICAL_CLAUSE": NEVER_MATCHES},
    "no_list_markers": {"_list_marker_positions": lambda text: set()},
    "no_reconsideration": {"_after_reconsideration": lambda events, text, answer_type: events},
    "no_tagged_pairs": {"_tagged_pair_events": lambda text, answer_type, choices: []},
    "no_label_conflict": {"_labels_another_text": lambda rest, letter, choices: False},
    "no_polite_modals": {"_EPISTEMIC_MODAL": NEVER_MATCHES},
    "no_ordinals": {"_ordinal_mentions": lambda text, choices, named: []},
    # both readings of a verdict column: markdown tables and verdict rows
    "no_criterion_tables": {"_table_verdict_marks": lambda text: text,
                            "_verdict_events": lambda text, choices, odd_task: []},
    "no_verdict_rows": {"_verdict_events": lambda text, choices, odd_task: []},
    "no_template_residue": {"_drop_template_residue": lambda tracked: tracked},
    "no_cut_off": {"_CUT_OFF": NEVER_MATCHES},
    "no_unfinished_fragment": {"_TERMINATED": re.compile(r"")},
    "no_confidence_notes": {"_CONFIDENCE_NOTE": NEVER_MATCHES},
    "no_rankings": {"_ranking_events": lambda text, answer_type, choices: []},
    "no_shares": {"_share_events": lambda text, choices: []},
    "no_symbols": {"_symbols": lambda tracked: tracked},
    "no_self_answers": {"_self_answered_events": lambda text, choices: []},
    "no_code_results": {"_code_result_events": lambda text, answer_type, choices: []},
    "no_html": {"_unhtml": lambda tracked: tracked},
    "no_votes": {"_vote_events": lambda text, answer_type, choices: []},
    "no_spoken_letters": {"_SPOKEN_LETTER_AT": NEVER_MATCHES},
    "no_qa_pairs": {"_qa_events": lambda text, answer_type, choices: []},
    "no_equations": {"_equation_events": lambda text, answer_type, choices: []},
    "no_question_echo": {"_echoes_question": lambda clause, predicate: False},
    "no_letter_lists": {"_letter_list_events": lambda text, choices: []},
    "no_partial_verdicts": {"_partial_verdict": lambda text, following, mentions: False},
    "no_transliterated_texts": {"_transliterated_spans": lambda text, choices, latin: []},
    "no_transliterated_negation": {"_TRANSLIT_NEGATION": NEVER_MATCHES},
    "no_estimates": {"_estimate_events": lambda text: []},
    "no_consequences": {"_consequence_events": lambda text, start, end, mentions: []},
    "no_concessions": {"_split_concession": lambda text, start, end: [(start, end)]},
    "no_reason_tails": {"_REASON_TAIL": NEVER_MATCHES},
    "no_lower_case_leads": {"_LOWER_LETTER_LEAD": NEVER_MATCHES},
    "no_error_fragments": {"_ANOMALY_FRAGMENT": NEVER_MATCHES},
    "no_suspended_statements": {"_SUSPENDED_AFTER": NEVER_MATCHES},
    "no_option_words": {"_part_of_one_option": lambda text, choices: None},
    "no_cyrillic_letters": {"_CYRILLIC_LETTER_RE": NEVER_MATCHES},
    # a Hangul syllable folded to the first jamo of its decomposition
    "no_hangul_syllables": {"_fold_char": lambda char: (
        unicodedata.normalize("NFKD", char)[:1].lower() if char.isalnum() else " ")},
    "no_counter_topics": {"_counter_topic": lambda text, sentence_start, start, end: None},
    "no_korean_bounds": {"_KOREAN_BOUND_AFTER": NEVER_MATCHES},
    "no_polar_echoes": {"_POLAR_ECHO": re.compile(r"\s*")},
    "no_disclaimers": {"_TURN": NEVER_MATCHES},
    "no_loops": {"_undecided_loop": lambda text, events: False},
    "no_indic_letters": {"_INDIC_OPTION_LETTER_RE": NEVER_MATCHES},
    "no_indic_predicates": {"_INDIC_VERDICT": NEVER_MATCHES},
    "no_numbered_rankings": {"_RANK_ITEM_NUMBER": NEVER_MATCHES},
    "no_numbered_options": {"_NUMBERED_OPTION": NEVER_MATCHES, "_LONE_OPTION_NUMBER": NEVER_MATCHES},
    "no_contention_hedge": {"in_contention": lambda clause: False},
    "no_abjad_letters": {"_ABJAD_OPTION_LETTER_RE": NEVER_MATCHES},
    # answer keys only as whole names ("answer", "choice"), not by their words ("chosen_option", "final_choice")
    "no_answer_key_words": {"_answer_key_rank": lambda key: (
        extraction.RANK_FINAL if extraction._JSON_FINAL_KEYS.fullmatch(key)
        else extraction.RANK_CONCLUSION if extraction._JSON_ANSWER_KEYS.fullmatch(key) else None)},
    "no_record_conflicts": {"_record_conflict_events": lambda text, answer_type, choices, target=None: []},
    "no_csv_tables": {"_csv_as_table": lambda tracked: tracked},
    "no_table_records": {"_table_record_pairs": lambda text: []},
    "no_mapped_verdicts": {"_MAPPED_VERDICT": NEVER_MATCHES},
    "no_bare_contractions": {"_BARE_CONTRACTION": NEVER_MATCHES},
    "no_confirming_tails": {"_CONFIRMING_TAIL": NEVER_MATCHES},
    "no_closing_consequence": {"_closing_consequence_events": lambda text, answer_type, choices: []},
    "no_spelling_slips": {"_one_slip_apart": lambda word, other: False},
    # reasoning traces only in <think> tags
    "no_trace_delimiters": {"_THINK_CLOSE": re.compile(r"</think\s*>", re.IGNORECASE),
                            "_THINK_OPEN": re.compile(r"<think\s*>", re.IGNORECASE)},
    "no_unfinished_replies": {"_UNFINISHED_REPLY": NEVER_MATCHES},
    "no_latex_layout": {"_unlatex": lambda tracked: tracked},
    "no_box_topics": {"_box_topic": lambda text, marker, answer_type: None},
    "no_cyrillic_order": {"_CYRILLIC_ORDER_SIGN": NEVER_MATCHES},
    "no_greek_letters": {"_GREEK_LETTER_RE": NEVER_MATCHES},
    "no_ethiopic_letters": {"_ETHIOPIC_OPTION_LETTER_RE": NEVER_MATCHES},
    "no_prefixed_letters": {"_PREFIXED_LETTER": NEVER_MATCHES},
    "no_other_script_letters": {"_OTHER_SCRIPT_AFTER": NEVER_MATCHES},
    "no_after_verdicts": {"_AFTER_VERDICT": NEVER_MATCHES},
    "no_postposed_counts": {"_POSTPOSED_NUMBER_WORDS": {}},
    "no_parenthesised_asides": {"_parenthesised_aside": lambda text, start, end: False},
    "no_deictic_verdicts": {"_deictic_verdict_events": lambda text, choices: []},
    "no_breakdown_totals": {"_total_before_breakdown": lambda text, start, end: False},
    "no_total_parts": {"_without_total_parts": lambda events, text: events},
    "no_count_is_answer": {"_COUNT_IS_ANSWER": NEVER_MATCHES},
    "no_measure_words": {"_MEASURE_WORD_AFTER": NEVER_MATCHES},
    "no_dependent_answers": {"_dependent_answer_events": lambda text: []},
    "no_doubt_cut_offs": {"_cut_off_in_doubt": lambda text, cue: False},
    "no_count_breakdowns": {"_breakdown_of": lambda value, rest: False},
    "no_template_user_turns": {"_TEMPLATE_USER_TURN": NEVER_MATCHES},
    "no_later_role_labels": {"_LATER_ROLE_LABEL": NEVER_MATCHES},
    "no_unclosed_trace_tails": {"_UNCLOSED_TRACE_TAIL": NEVER_MATCHES},
    "no_first_attempts": {"_FIRST_ATTEMPT": NEVER_MATCHES},
    "no_bare_disagreement": {"_bare_answers_disagree": lambda text, events: False},
    "no_other_candidates": {"_ANOTHER_CANDIDATE": NEVER_MATCHES},
    "no_stated_facts": {"_stated_fact_events": lambda text, choices: []},
    "no_bracketed_verdicts": {"_AFTER_BRACKETED_REASON": NEVER_MATCHES},
    "no_reframed_polar": {"_reframed_polar_events": lambda text: []},
    "no_reasons_against_verdicts": {"_reason_against_verdict": lambda events, text: []},
    "no_map_verdicts": {"_map_verdict_events": lambda text: []},
    "no_place_text_conflicts": {"_place_text_conflict_events": lambda text, choices: []},
    "no_denied_claims": {"_denied_claim": lambda text, start: False},
    "no_quoted_questions": {"_quoted_question_events": lambda text, answer_type: []},
    "no_reconsidered_verdicts": {"_reconsidered_verdict_events": lambda text: []},
    "no_run_together_options": {"_run_together": lambda text, choice: False},
    "no_judged_lists": {"_judged_list_events": lambda text, choices, odd_task: ([], (0, 0))},
    "no_judged_facts": {"_judged_fact_events": lambda text: ([], (0, 0))},
    "no_closing_after_dash": {"_closing_after_dash": lambda text, start, answer_type, choices: None},
    "no_added_totals": {"_ADDED_TOTAL": NEVER_MATCHES},
    "no_concluding_hedges": {"_CONCLUDING_HEDGE": NEVER_MATCHES},
    "no_grounding_markup": {"_GROUNDING_REGION": NEVER_MATCHES, "_GROUNDING_TAG": NEVER_MATCHES},
    "no_echoed_option_lists": {"_echoed_option_spans": lambda text, choices: []},
    "no_labelled_edges": {"_EDGE_LABEL_BEFORE": NEVER_MATCHES},
    "no_identifier_words": {"_CAMEL_HUMP": NEVER_MATCHES},
    "no_faulty_part_keys": {"_names_faulty_part": lambda key: False},
    "no_reservations": {"_RESERVATION": NEVER_MATCHES},
    "no_restated_question_paragraphs": {"_RESTATED_QUESTION_PARAGRAPH": NEVER_MATCHES},
    "no_keycap_ten": {"_KEYCAP_TEN": NEVER_MATCHES},
    "no_bracketed_alternatives": {"_BRACKETED_ALTERNATIVE": NEVER_MATCHES},
    "no_count_label_topics": {"_marker_label_topic": lambda text, marker, answer_type: None},
    "no_match_keys": {"_ANSWER_KEY_CORE": extraction._ANSWER_KEY_CORE - {"match"}},
    "no_fault_tallies": {"_fault_tally_event": lambda tally, position: None},
    "no_whole_map_verdicts": {"_WHOLE_VERDICT": NEVER_MATCHES},
    "no_opening_conditions": {"_under_opening_condition": lambda text, start, marker: False},
    "no_transformation_sources": {"_TRANSFORMED_FROM": NEVER_MATCHES},
    "no_closing_option_texts": {"_closing_text_event": lambda text, start, choices: None},
    "no_stated_assumptions": {"_STATED_ASSUMPTION": NEVER_MATCHES},
    "no_other_conditions": {"_OTHER_CONDITION": NEVER_MATCHES},
    "no_tacked_requests": {"_TACKED_REQUEST": NEVER_MATCHES},
    "no_met_conditions": {"_met_condition_events": lambda text, answer_type, choices, question: []},
    "no_asked_which": {"_ASKED_WHICH": NEVER_MATCHES},
    "no_exceptions": {"_EXCEPTED": NEVER_MATCHES},
    "no_second_exceptions": {"_ALSO_EXCEPTED": NEVER_MATCHES},
    "no_verdict_exceptions": {"_VERDICT_EXCEPTION": NEVER_MATCHES},
    "no_conditioned_counts": {"_CONDITIONED_COUNT": NEVER_MATCHES},
    "no_comparisons": {"_comparison_events": lambda text, choices, odd_task: []},
    "no_cut_lists": {"_CUT_IN_LIST": NEVER_MATCHES},
    "no_check_objects": {"_CHECK_VERB": NEVER_MATCHES},
    "no_cut_replies_after_traces": {"_CUT_REPLY": NEVER_MATCHES},
    "no_then_options": {"_THEN_OPTION": NEVER_MATCHES},
    "no_declined_choices": {"_DECLINED_CHOICE": NEVER_MATCHES},
    "no_both_standing": {"_BOTH_STAND": NEVER_MATCHES},
    "no_opening_counts": {"_opening_count_events": lambda text: []},
    "no_matched_predictions": {"_matched_prediction_events": lambda text, choices: []},
    "no_opening_contrasts": {"_OPENING_CONTRAST": NEVER_MATCHES},
    "no_breakdown_counts": {"_COUNT_OPENS_BREAKDOWN": NEVER_MATCHES},
    "no_opening_count_sentences": {"_OPENING_COUNT_SENTENCE": NEVER_MATCHES},
    "no_set_apart_kinds": {"_SHARED_KIND": NEVER_MATCHES},
    "no_cjk_full_stops": {"_CLAUSE_END": re.compile(extraction._CLAUSE_END.pattern.replace("|[。！？；]+", ""))},
    "no_slipped_option_texts": {"_slipped_text_spans": lambda folded, choice: []},
    "no_stray_after_lone_answers": {"_STRAY_AFTER_LONE_ANSWER": ""},
    "no_asked_for_things": {"_ASKED_FOR_THING": NEVER_MATCHES},
    "no_described_outliers": {"_ODDITY_LATER": NEVER_MATCHES},
    "no_counts_in_descriptions": {"_CONTENT_WORD": re.compile(r"[a-z]+")},
    "no_hedged_picks": {"_CONCLUSION_RE": re.compile(
        "|".join(f"(?:{m})" for m in extraction._CONCLUSION_MARKERS if m not in extraction._HEDGED_PICK_MARKERS),
        re.IGNORECASE | re.MULTILINE)},
    "no_articles_after_colons": {"_ARTICLE_AFTER_COLON": NEVER_MATCHES},
    "no_layout_nouns": {"_LAYOUT_NOUN_AFTER": NEVER_MATCHES},
    "no_predicted_copulas": {"_PREDICTED_COPULA": NEVER_MATCHES},
    "no_existing_anomalies": {"_YES_RE": re.compile(
        "|".join(f"(?:{s})" for s in extraction._YES_STATEMENTS if s != extraction._ANOMALY_EXISTS),
        re.IGNORECASE | re.MULTILINE)},
    "no_directions_of_right": {"_CONCLUSIVE_CLAUSE": re.compile(
        extraction._CONCLUSIVE_CLAUSE.pattern.replace(extraction._RIGHT_AS_DIRECTION, ""),
        extraction._CONCLUSIVE_CLAUSE.flags)},
    "no_restricting_onlys": {"_CONCLUSIVE_CLAUSE": re.compile(
        extraction._CONCLUSIVE_CLAUSE.pattern.replace(extraction._ONLY_AS_RESTRICTION, ""),
        extraction._CONCLUSIVE_CLAUSE.flags)},
    "no_option_walks": {"_WALK_LABEL": NEVER_MATCHES},
    "no_cut_walks": {"_walk_goes_on": lambda before, last: False},
    "no_fact_labels": {"_FACT_LABEL": NEVER_MATCHES},
    "no_other_counted_nouns": {"_OTHER_COUNTED": NEVER_MATCHES},
    "no_open_item_verdicts": {"_ITEM_OPEN": NEVER_MATCHES.pattern, "_JUDGED_ITEM": re.compile(
        extraction._JUDGED_ITEM.pattern.replace("|" + extraction._ITEM_OPEN + ")", ")"),
        extraction._JUDGED_ITEM.flags)},
    "no_doubted_beliefs": {"_doubted_belief": lambda text, refusal: False},
    "no_doubted_verdicts": {"_doubted_verdict_events": lambda text: []},
    "no_lone_leans": {"_lone_lean_events": lambda text, answer_type, choices: []},
    "no_walk_headings": {"_HEADED_LINES": NEVER_MATCHES},
    "no_sequence_ordinals": {"_counts_through": lambda text, end, index: False},
    "no_fronted_grounds": {"_FRONTED_GROUNDS": NEVER_MATCHES},
    "no_edge_ends": {"_EDGE_ENDS": NEVER_MATCHES},
    "no_case_splits": {"_case_splits": lambda text: []},
    "no_provisos": {"_PROVISO": NEVER_MATCHES},
    "no_running_results": {"_RUNNING_RESULT": NEVER_MATCHES},
    "no_next_steps": {"_NEXT_STEP": NEVER_MATCHES},
    "no_second_counts": {"_SECOND_COUNT_RAISED": NEVER_MATCHES},
    "no_led_to_answers": {"_led_to_answer_events": lambda sentence, end, answer_type, choices: []},
    "no_named_after": {"_NAMED_AFTER": NEVER_MATCHES},
    "no_withdrawals": {"_RETRACTION": re.compile(
        extraction._RETRACTION.pattern.replace("|" + extraction._WITHDRAWN, ""), extraction._RETRACTION.flags)},
    "no_open_questions": {"_REFUSAL_RE": re.compile(
        extraction._REFUSAL_RE.pattern.replace(extraction._UNDECIDED, ""), extraction._REFUSAL_RE.flags)},
    "no_checks_left_last": {"_ends_on_check": lambda text, cue: False},
    "no_quoted_prompts": {"_without_quoted_prompt": lambda text: text},
    "no_possibilities": {"_POSSIBILITY": NEVER_MATCHES},
    "no_survivors": {"_survivor_events": lambda text, answer_type, choices: []},
    "no_blank_table_rows": {"_MULTI_CELL_ROW": NEVER_MATCHES},
    "no_neither_copulas": {"_NEGATOR_BEFORE": re.compile(
        extraction._NEGATOR_BEFORE.pattern.replace(extraction._NEITHER_NOR, r"\bneither|\bnor"),
        extraction._NEGATOR_BEFORE.flags)},
    "no_ellipses": {"_elliptical_affirmation_events": lambda text, choices: []},
    "no_misplaced_errors": {"_ERROR_PLACED_ELSEWHERE": NEVER_MATCHES},
    "no_layout_places": {"_CONCLUSIVE_CLAUSE": re.compile(
        extraction._CONCLUSIVE_CLAUSE.pattern.replace(extraction._NOT_IN_LAYOUT, ""),
        extraction._CONCLUSIVE_CLAUSE.flags)},
    "no_counted_noun_topics": {"_counted_noun_topic": lambda text, end, answer_type: None},
    "no_polar_shares": {"_polar_share_events": lambda text: []},
    "no_letter_ranges": {"_in_letter_range": lambda text, start, end: False},
    "no_opening_places": {"_opening_place": lambda head, text, choices: None},
    "no_grid_places": {"_grid_place_mentions": lambda text, choices: []},
    "no_text_ellipses": {"_ELLIPSIS_TAIL": NEVER_MATCHES},
    "no_memberships": {"_MEMBERSHIP": ""},
    "no_text_exceptions": {"_EXCEPTED_TEXT_BEFORE": NEVER_MATCHES},
    "no_partitive_nones": {"_PARTITIVE_NONE": NEVER_MATCHES},
    # the next example as round 43 read it: a "Question:" line and its "Answer:" within four lines
    "no_example_blocks": {"_NEXT_TURN": re.compile(
        r"\n[ \t]*(?:(?:user|human|###\s*(?:instruction|user|human))\s*:"
        r"|(?:question|q)\s*[:：][^\n]*\n(?:[^\n]*\n){0,3}?[ \t]*(?:answer|a)\s*[:：])", re.IGNORECASE)},
    "no_other_examples": {"_without_other_example": lambda text, question: text},
    "no_question_topics": {"_under_counted_questions": lambda text, events: events},
    "no_cut_repeats": {"_without_cut_repeat": lambda tracked: tracked},
    "no_instruction_wrappers": {"_INSTRUCTION_END": NEVER_MATCHES},
    "no_letter_labels": {"_LETTER_LABEL": NEVER_MATCHES},
    "no_bracketed_reasons": {"_BRACKETED_REASON": NEVER_MATCHES},
    "no_a_not_a": {"_NO_RE": re.compile(extraction._NO_RE.pattern.replace(extraction._A_NOT_A, ""),
                                        extraction._NO_RE.flags)},
    "no_japanese_counters": {"_MEASURE_WORD_AFTER": re.compile(
        extraction._MEASURE_WORD_AFTER.pattern.replace("|" + extraction._JA_COUNTER, ""))},
    "no_chinese_polar_openings": {"_FOREIGN_POLAR_OPENING": re.compile(
        extraction._FOREIGN_POLAR_OPENING.pattern.replace("|" + extraction._ZH_POLAR_OPENING, ""),
        extraction._FOREIGN_POLAR_OPENING.flags)},
    "no_rest_cleared": {"_REST_CLEARED": NEVER_MATCHES},
    "no_japanese_reasons": {"_NEGATOR_AFTER": re.compile(
        extraction._NEGATOR_AFTER.pattern.replace("(?:" + extraction._JA_REASON + ")?", ""),
        extraction._NEGATOR_AFTER.flags)},
    "no_foreign_bounds": {"_COUNT_BOUND_BEFORE": re.compile(
        extraction._COUNT_BOUND_BEFORE.pattern.replace("|" + extraction._WESTERN_BOUND, "")
        .replace("|" + extraction._CJK_BOUND, ""), extraction._COUNT_BOUND_BEFORE.flags)},
    "no_correlative_counts": {"_INTEGER_HEDGE_RE": re.compile(
        extraction._INTEGER_HEDGE_RE.pattern.replace("|" + extraction._CORRELATIVE_HEDGE, ""),
        extraction._INTEGER_HEDGE_RE.flags)},
    "no_foreign_refusals": {"_REFUSAL_RE": re.compile(
        extraction._REFUSAL_RE.pattern.replace("|" + extraction._FOREIGN_CANNOT, ""), extraction._REFUSAL_RE.flags)},
    "no_french_conditions": {"_HYPOTHETICAL_CLAUSE": re.compile(
        extraction._HYPOTHETICAL_CLAUSE.pattern.replace("|s'ils?", ""), extraction._HYPOTHETICAL_CLAUSE.flags)},
    "no_pointing_back": {"_CONCLUSIVE_CLAUSE": re.compile(
        extraction._CONCLUSIVE_CLAUSE.pattern.replace(extraction._NOT_POINTING_BACK, ""),
        extraction._CONCLUSIVE_CLAUSE.flags)},
    "no_place_lead_ins": {"_OPENING_PLACE": re.compile(
        extraction._OPENING_PLACE.pattern.replace(extraction._PLACE_LEAD_IN, "", 1)
        .replace(extraction._REASON_SENTENCE_NEXT, ""), extraction._OPENING_PLACE.flags)},
    "no_count_labels_in_choices": {"_COUNT_MARKER": NEVER_MATCHES},
    "no_french_panels": {"_FILLER": re.compile(extraction._FILLER.pattern.replace("|" + extraction._FR_PANEL, ""),
                                               extraction._FILLER.flags)},
    "no_foreign_totals": {"_CONCLUSION_RE": re.compile(
        extraction._CONCLUSION_RE.pattern.replace("|" + extraction._FOREIGN_IN_TOTAL, ""),
        extraction._CONCLUSION_RE.flags)},
    "no_cognates": {"_cognate": lambda word, other: False},
    "no_cut_off_traces": {"_cut_off_trace": lambda text: False},
    "no_dependent_readings": {"_without_dependent_readings": lambda events, text: events},
    "no_korean_totals": {"_CONCLUSION_RE": re.compile(
        extraction._CONCLUSION_RE.pattern.replace("|" + extraction._KO_IN_TOTAL, ""),
        extraction._CONCLUSION_RE.flags)},
    "no_foreign_ranges": {"_INTEGER_HEDGE_RE": re.compile(
        extraction._INTEGER_HEDGE_RE.pattern.replace("|" + extraction._FOREIGN_RANGE, ""),
        extraction._INTEGER_HEDGE_RE.flags)},
    "no_thai_items": {"_FILLER": re.compile(extraction._FILLER.pattern.replace("|" + extraction._TH_ITEM, ""),
                                            extraction._FILLER.flags),
                      "_LETTER_MENTION_RE": re.compile(
                          extraction._LETTER_MENTION_RE.pattern.replace("|" + extraction._TH_ITEM, ""),
                          extraction._LETTER_MENTION_RE.flags)},
    "no_it_depends": {"_DEPENDS_ON": re.compile(extraction._DEPENDS_ON.pattern.replace(extraction._IT_DEPENDS, ""),
                                                extraction._DEPENDS_ON.flags)},
    "no_cjk_uncertainty": {"_REFUSAL_RE": re.compile(
        extraction._REFUSAL_RE.pattern.replace("|断定|断言", "").replace(r"|확실하지\s*(?:않|못)", ""),
        extraction._REFUSAL_RE.flags)},
    "no_korean_rest": {"_REST_CLEARED": re.compile(
        extraction._REST_CLEARED.pattern.replace(r"|나머지|그\s*외|다른", ""), extraction._REST_CLEARED.flags)},
    "no_foreign_infringes": {
        "_ODDITY": extraction._ODDITY.replace(extraction._INFRINGES, ""),
        **{name: re.compile(getattr(extraction, name).pattern.replace(extraction._INFRINGES, ""),
                            getattr(extraction, name).flags) for name in ("_ODDITY_AFTER", "_ODDITY_LATER")}},
    "no_foreign_count_keys": {
        "_COUNT_KEY_NOUNS": extraction._COUNT_KEY_NOUNS - extraction._FOREIGN_COUNT_KEY_NOUNS,
        "_COUNT_KEY_WORDS": extraction._COUNT_KEY_WORDS - extraction._FOREIGN_COUNT_KEY_WORDS},
    "no_foreign_answer_lead_ins": {"_ANSWER_LEAD_IN": re.compile(
        extraction._ANSWER_LEAD_IN.pattern.replace("|" + extraction._FOREIGN_ANSWER_LABEL, ""),
        extraction._ANSWER_LEAD_IN.flags)},
    "no_chinese_wait": {
        "_RECONSIDERATION": re.compile(extraction._RECONSIDERATION.pattern.replace("|" + extraction._ZH_WAIT, ""),
                                       extraction._RECONSIDERATION.flags),
        "_DOUBT": re.compile(extraction._DOUBT.pattern.replace("|" + extraction._ZH_WAIT, ""),
                             extraction._DOUBT.flags)},
    "no_chinese_ranges": {"_INTEGER_HEDGE_RE": re.compile(
        extraction._INTEGER_HEDGE_RE.pattern.replace("|" + extraction._ZH_TO, ""), extraction._INTEGER_HEDGE_RE.flags)},
    "no_cjk_counted_nouns": {"_CJK_COUNTED_NOUN_AFTER": NEVER_MATCHES},
    "no_cut_in_item": {"_CUT_IN_ITEM": NEVER_MATCHES},
    "no_copula_reasons": {"_COPULA_REASON": NEVER_MATCHES},
    "no_chinese_ordinals": {"_ZH_ORDINAL_MENTION_RE": NEVER_MATCHES},
    "no_only_one_that": {
        "_ONLY_ONE_THAT": NEVER_MATCHES.pattern,
        "_ODDITY": extraction._ODDITY.replace(extraction._ONLY_ONE_THAT + "|", ""),
        **{name: re.compile(getattr(extraction, name).pattern.replace(extraction._ONLY_ONE_THAT + "|", ""),
                            getattr(extraction, name).flags) for name in ("_ODDITY_AFTER", "_ODDITY_LATER")}},
    # round 48: statements under one named reading of what the answer depends on; the option list echoed and cut
    # off; "not possible to determine" in the Romance languages; a verdict word alone under a fact written as a
    # triple; counts with a zero fraction; JSON answer keys in other languages
    "no_named_readings": {"_NAMED_READING": NEVER_MATCHES},
    "no_cut_echoes": {"_cut_echo_spans": lambda text, choices: []},
    "no_romance_impossible": {"_REFUSAL_RE": re.compile(
        extraction._REFUSAL_RE.pattern.replace(extraction._ROMANCE_IMPOSSIBLE, ""), extraction._REFUSAL_RE.flags)},
    "no_verdicts_on_facts_above": {"_verdict_on_fact_above": lambda line, previous: False},
    "no_zero_fractions": {"_ZERO_FRACTION": NEVER_MATCHES},
    "no_foreign_answer_keys": {"_FOREIGN_ANSWER_KEY": NEVER_MATCHES},
    # round 49: a numbered list's item numbers read as a total; counts of kinds; a walk through the options cut off
    # at an empty label; the option texts restated without labels; the options' places in other languages and in
    # Korean; polar JSON keys in other languages; "the number of …:" in other languages
    "no_list_item_labels": {"_LIST_ITEM_NUMBER": NEVER_MATCHES},
    "no_counts_of_kinds": {"_KINDS_AFTER_NOUN": NEVER_MATCHES},
    "no_empty_walk_items": {"_cut_walk_item": lambda text: None},
    "no_unlabelled_echoes": {"_unlabelled_echo_spans": lambda text, choices: []},
    "no_foreign_ordinals": {"_FOREIGN_ORDINAL_MENTION_RE": NEVER_MATCHES},
    "no_korean_ordinals": {"_KO_ORDINAL_MENTION_RE": NEVER_MATCHES},
    "no_foreign_polar_keys": {"_JSON_POLAR_KEYS": re.compile(r"\w*(?:error|anomal|mistake|incorrect)\w*", re.I)},
    "no_foreign_number_of": {"_CONCLUSION_RE": re.compile(
        extraction._CONCLUSION_RE.pattern.replace(f"(?:{extraction._FOREIGN_NUMBER_OF})", NEVER_MATCHES.pattern),
        extraction._CONCLUSION_RE.flags)},
    # round 50: number words that are also the indefinite article; traditional Chinese; Japanese notes without the
    # particle
    "no_article_numbers": {"_INTEGER_STATEMENT_RE": re.compile(
        extraction._INTEGER_STATEMENT_RE.pattern.replace(f"(?!{extraction._ARTICLE_NUMBERS})", r"(?!one\b)"),
        extraction._INTEGER_STATEMENT_RE.flags)},
    "no_traditional_chinese": {"_simplified": lambda tracked: tracked},
    "no_japanese_terse_notes": {
        "_YES_RE": re.compile("|".join(f"(?:{s})" for s in extraction._YES_STATEMENTS
                                       if s != extraction._JA_TERSE_PRESENT), extraction._YES_RE.flags),
        "_NO_RE": re.compile("|".join(f"(?:{s})" for s in extraction._NO_STATEMENTS
                                      if s != extraction._JA_TERSE_ABSENT), extraction._NO_RE.flags)},
    # round 51: how often one item occurs is no total; "hinges on" as "depends on"; Italian and Portuguese "se"
    # (whether); "not able to" in the Romance languages and German; "entidades" and "nós" as entities; an option's
    # place opening a reply in another language; a fact judged after a reconsideration
    "no_frequency_restated": {"_without_frequency_restated": lambda events, text: events},
    "no_hinges_on": {"_DEPENDS_ON": re.compile(extraction._DEPENDS_ON.pattern.replace("|hinges", ""),
                                               extraction._DEPENDS_ON.flags)},
    "no_whether_se": {"_YES_RE": re.compile(extraction._YES_RE.pattern.replace(r"(?<!\bse\s)", ""),
                                            extraction._YES_RE.flags)},
    "no_foreign_unable": {"_REFUSAL_RE": re.compile(
        extraction._REFUSAL_RE.pattern.replace(r"\b(?:non\s+(?:sono|siamo)", r"\b(?!x)x(?:non\s+(?:sono|siamo)"),
        extraction._REFUSAL_RE.flags)},
    "no_foreign_entity_nouns": {"_ENTITY_NOUN": re.compile(extraction._ENTITY_NOUN.pattern.replace(
        r"entid|nós?(?!\w)|", ""), extraction._ENTITY_NOUN.flags)},
    "no_foreign_opening_place": {"_foreign_opening_place": lambda head: None},
    "no_reconsidered_judgements": {"_RECONSIDERED_JUDGED": NEVER_MATCHES},
    # round 52: "can't single one out"; hard to tell apart in Korean, Japanese and Chinese; options named as
    # alternatives in a short reply or a stated fact; the rest cleared across an aside; the count's own care assumed;
    # a feature another option shares conceded; a lone option with a question mark opening the reply
    "no_single_out": {"_REFUSAL_RE": re.compile(
        extraction._REFUSAL_RE.pattern.replace(r"|single\s+(?:", r"|(?!x)xsingle\s+(?:"),
        extraction._REFUSAL_RE.flags)},
    "no_cjk_tell_apart": {"_REFUSAL_RE": re.compile(
        extraction._REFUSAL_RE.pattern.replace("|구분|구별)", "|구분)").replace("|(?:难以|很难", "|(?!x)x(?:难以|很难")
        .replace("|(?:区別|判別", "|(?!x)x(?:区別|判別"), extraction._REFUSAL_RE.flags)},
    "no_named_alternatives": {"_NAMED_AS_ALTERNATIVES": NEVER_MATCHES},
    "no_aside_before_rest": {"_CLOSED_ASIDE": NEVER_MATCHES},
    "no_own_care_assumed": {"_INTEGER_STATEMENT_RE": re.compile(extraction._INTEGER_STATEMENT_RE.pattern.replace(
        extraction._OWN_CARE_ASSUMED, r"(?!x)x"), extraction._INTEGER_STATEMENT_RE.flags)},
    "no_shared_feature_conceded": {"_ALSO_POSSIBLE": re.compile(extraction._ALSO_POSSIBLE.pattern.replace(
        r"(?!\s+(?:share[sd]?|sharing|have|has|had|contain\w*|include\w*|border\w*|touch\w*|connect\w*|link\w*)\b)",
        ""), extraction._ALSO_POSSIBLE.flags)},
    "no_tentative_opening": {"_tentative_opening_events": lambda text, choices: []},
    # round 53: a second pass over the picture; "That depends on …"; impossible for me to say, in French and Spanish;
    # the solution as an answer label; the panel in Chinese, Japanese and Korean; the polar word answering a restated
    # question, then its reason; an option opening a short reply before a comma and its reason; a belief before an
    # option named by its place
    "no_second_pass": {"_RECONSIDERATION": re.compile(extraction._RECONSIDERATION.pattern.replace(
        "|pass|reading|read-?through", ""), extraction._RECONSIDERATION.flags)},
    "no_that_depends": {"_DEPENDS_ON": re.compile(extraction._DEPENDS_ON.pattern.replace(
        r"(?:it|that|this)\s+(?:really", r"it\s+(?:really"), extraction._DEPENDS_ON.flags)},
    "no_impossible_for_me": {"_REFUSAL_RE": re.compile(extraction._REFUSAL_RE.pattern.replace(
        extraction._IMPOSSIBLE_FOR_ME, ""), extraction._REFUSAL_RE.flags)},
    "no_solution_marker": {"_FINAL_RE": re.compile(extraction._FINAL_RE.pattern.replace(
        extraction._SOLUTION_MARKER, r"(?!x)x"), extraction._FINAL_RE.flags)},
    "no_cjk_panel": {"_FILLER": re.compile(extraction._FILLER.pattern.replace("|面板|選項|パネル|패널", ""),
                                           extraction._FILLER.flags)},
    "no_reason_after_polar": {"_POLAR_ECHO": re.compile(extraction._POLAR_ECHO.pattern.replace(
        extraction._POLAR_REASON_AFTER, ""), extraction._POLAR_ECHO.flags)},
    "no_glossed_opening": {"_glossed_opening_events": lambda text, choices, odd_task: []},
    "no_belief_before_place": {
        "_PLACE_LEAD_IN": extraction._PLACE_LEAD_IN.replace(extraction._BELIEF_LEAD, ""),
        "_OPENING_PLACE": re.compile(extraction._OPENING_PLACE.pattern.replace(extraction._BELIEF_LEAD, ""),
                                     extraction._OPENING_PLACE.flags)},
    # round 54: a JSON object cut off inside a string; an answer's key whose value is an object; a count's key in
    # Chinese, Japanese or Korean; the Chinese verb of being there or its negation answering whether; which answer is
    # meant said to depend; an option that can be excluded; options rejected together; an option's label then its
    # text; a checklist line opening with an option's label; the one option crossed in an odd-one-out checklist
    "no_cut_json_string": {"_cut_in_json_string": lambda text: False},
    "no_nested_answer": {"_nested_answer_events": lambda text, answer_type, choices: []},
    "no_cjk_count_key": {"_CJK_COUNT_KEY": NEVER_MATCHES},
    "no_zh_existence_opening": {"_FOREIGN_POLAR_OPENING": re.compile(extraction._FOREIGN_POLAR_OPENING.pattern.replace(
        "|不存在|存在|没有", ""), extraction._FOREIGN_POLAR_OPENING.flags)},
    "no_which_depends": {"_DEPENDS_ON": re.compile(extraction._DEPENDS_ON.pattern.replace(
        extraction._WHICH_DEPENDS, ""), extraction._DEPENDS_ON.flags)},
    "no_excluded_verdict": {"_NEGATIVE_VERDICT": re.compile(extraction._NEGATIVE_VERDICT.pattern.replace(
        r"|(?:is|are|be|been|was|were)\s+excluded", ""), extraction._NEGATIVE_VERDICT.flags)},
    "no_rejected_together": {"_NEGATIVE_VERDICT": re.compile(extraction._NEGATIVE_VERDICT.pattern.replace(
        r"|\b(?:neither|none)\s+of\s+", r"|(?!x)x"), extraction._NEGATIVE_VERDICT.flags)},
    "no_label_then_text": {"_labelled_text_ends": lambda text, mentions, end: False},
    "no_labelled_checklist_line": {"_LABELLED_LINE": NEVER_MATCHES},
    "no_odd_one_crossed": {"_checklist_events": lambda text, choices, odd_task=None, read=extraction._checklist_events:
                           read(text, choices)},
    # round 55: Russian "cannot" after its verb; two counts told after asking which reading is meant; the texting
    # register (its shorthand, its lower-case letters, its unstopped end); "its" for "it's"; a stance after a lone
    # answer without a comma; a pick asked then confirmed; a polar interjection run on; a belief after its answer
    # without a comma; a belief with a rising question mark; a lower-case reply closing on an option's kind and label;
    # Portuguese "a alternativa correta é"
    "no_ru_cannot_after_verb": {"_REFUSAL_RE": re.compile(extraction._REFUSAL_RE.pattern.replace(
        extraction._RU_CANNOT_AFTER_VERB, ""), extraction._REFUSAL_RE.flags)},
    "no_asked_counts": {"_ASKED_COUNT": NEVER_MATCHES},
    "no_texting_register": {"_TEXTING_REGISTER": NEVER_MATCHES},
    "no_lowercase_register_letters": {"_LOWER_LONE_LETTER": NEVER_MATCHES},
    "no_texting_end": {"_TEXTING_END": NEVER_MATCHES},
    "no_its_is": {"_ITS_IS": NEVER_MATCHES},
    "no_bare_stance_tag": {"_BARE_STANCE_TAG": NEVER_MATCHES},
    "no_confirmed_pick": {"_CONFIRMED_PICK": NEVER_MATCHES},
    "no_run_on_interjection": {"_RUN_ON_INTERJECTION": NEVER_MATCHES},
    "no_bare_belief_after": {"_BARE_BELIEF_AFTER": NEVER_MATCHES},
    "no_rising_belief": {"_RISING_BELIEF": NEVER_MATCHES},
    "no_unstopped_label_end": {"_UNSTOPPED_LABEL_END": NEVER_MATCHES},
    "no_pt_correct_option": {"_CONCLUSION_RE": re.compile(extraction._CONCLUSION_RE.pattern.replace(
        extraction._PT_CORRECT_OPTION, ""), extraction._CONCLUSION_RE.flags)},
    # round 56: German "too"/"either" before its negation; one option left standing in German, French, Italian,
    # Spanish, Portuguese; a conclusive adverb between copula and count; in the chat register a subjectless "gonna",
    # "w/", a laugh or an emoji as a clause's stop; a certainty adverb
    # opening the reply before a place; "N total"; "its actually"; a foreign "probably" before a lone answer; a
    # letter with Korean 번; a foreign place with its label in brackets; the option's kind in another language
    # opening the reply
    "no_de_also_before_not": {"_DE_ALSO_BEFORE_NOT": NEVER_MATCHES},
    "no_only_remains": {"_CONCLUSIVE_CLAUSE": re.compile(extraction._CONCLUSIVE_CLAUSE.pattern.replace(
        extraction._ONLY_REMAINS, ""), extraction._CONCLUSIVE_CLAUSE.flags)},
    "no_copula_therefore": {"_INTEGER_STATEMENT_RE": re.compile(extraction._INTEGER_STATEMENT_RE.pattern.replace(
        extraction._COPULA_THEREFORE, ""), extraction._INTEGER_STATEMENT_RE.flags)},
    "no_subjectless_gonna": {"_SUBJECTLESS_GONNA": NEVER_MATCHES},
    "no_w_slash": {"_W_SLASH": NEVER_MATCHES},
    "no_clause_laugh": {"_CLAUSE_LAUGH": NEVER_MATCHES},
    "no_clause_emoji": {"_CLAUSE_EMOJI": NEVER_MATCHES},
    "no_certainty_place_lead": {"_PLACE_LEAD_IN": extraction._PLACE_LEAD_IN.replace(
        r"(?:(?:def|definitely|obviously|clearly|certainly|surely)\s+)?", "")},
    "no_bare_total": _replaced("|total(?=[ \\t]*(?:[.!;\\n✅✓✔]|$))", "", "_INTEGER_STATEMENT_RE"),
    "no_its_actually": {"_ITS_IS": re.compile(extraction._ITS_IS.pattern.replace("|actually|really|clearly|surely", ""),
                                              extraction._ITS_IS.flags)},
    "no_foreign_probably": {"_FOREIGN_PROBABLY": NEVER_MATCHES},
    "no_ko_letter_number": {"_KO_LETTER_NUMBER": NEVER_MATCHES},
    "no_place_label": {"_PLACE_LABEL": NEVER_MATCHES},
    "no_opening_kind": {"_OPENING_KIND": r"(?:option|panel|figure|choice)"},
    # an option named by its capitals; capitals after "a"/"an" as a modifier; "is the" before an option's text; "That
    # describes …"; "Between B and C, …"; a clause opening on the other options; an option excepted by its place
    "no_option_initials": {"_initials_mentions": lambda text, choices, found: []},
    "no_initials_modifier": {"_INITIALS_AS_MODIFIER": NEVER_MATCHES},
    "no_copula_article": {"_COPULA_ARTICLE": ""},
    "no_pointed_identifies": {"_CONCLUSIVE_CLAUSE": re.compile(extraction._CONCLUSIVE_CLAUSE.pattern.replace(
        extraction._POINTED_IDENTIFIES, ""), extraction._CONCLUSIVE_CLAUSE.flags)},
    "no_weighed_between": {"_TOPIC_FRAME": re.compile(extraction._TOPIC_FRAME.pattern.replace(
        extraction._WEIGHED_BETWEEN, ""), extraction._TOPIC_FRAME.flags)},
    "no_others_opening": {"_OTHERS_OPENING": NEVER_MATCHES},
    "no_excepted_place": {"_EXCEPTED_PLACE": NEVER_MATCHES},
    # found by probing: the asked thing said to be unseen or unreadable; an option rejected in its own clause
    "no_unseen_asked": {"_UNSEEN": NEVER_MATCHES},
    "no_rejected_in_clause": {"_REJECTION_BEFORE": NEVER_MATCHES},
    # a lower-case letter glued to a mention noun ("shaped"); "completes"/"continues" as a verdict; "Ich würde sagen",
    # "Je dirais"; "I'd say …, but I'm not sure."
    "no_letter_word_apart": {"_LETTER_MENTION_RE": re.compile(extraction._LETTER_MENTION_RE.pattern.replace(
        "(?<![A-Za-z])(?P<n3>", "(?P<n3>"), extraction._LETTER_MENTION_RE.flags)},
    "no_carries_on": {"_CONCLUSIVE_CLAUSE": re.compile(extraction._CONCLUSIVE_CLAUSE.pattern.replace(
        extraction._CARRIES_ON, ""), extraction._CONCLUSIVE_CLAUSE.flags)},
    "no_foreign_id_say": {"_LEANING_OPENER": re.compile(extraction._LEANING_OPENER.pattern.replace(
        extraction._FOREIGN_ID_SAY, ""), extraction._LEANING_OPENER.flags)},
    "no_saying_lean": {"_BELIEF_THEN_DOUBT": re.compile(extraction._BELIEF_THEN_DOUBT.pattern.replace(
        extraction._SAYING_LEAN, ""), extraction._BELIEF_THEN_DOUBT.flags)},
    # round 59: a count under each of two readings, each in its own "If you mean …" sentence; "either could be the
    # answer"; "Kampala, not Nairobi."
    "no_reading_splits": {"_READING_CONDITION": NEVER_MATCHES},
    "no_either_stands": {"_REFUSAL_RE": re.compile(extraction._REFUSAL_RE.pattern.replace(
        extraction._EITHER_STANDS, ""), extraction._REFUSAL_RE.flags)},
    "no_option_contrast": {"_contrast_events": lambda text, choices: []},
    # round 60 (counts): "there are N …" counts the noun after it; a reply cut off on "…, so"; a Korean count in an
    # embedded question ("두 개로 볼지"); a Chinese "A 还是 B" between two counts
    "no_there_are_noun": {"_THERE_ARE_NOUN": NEVER_MATCHES},
    "no_cut_on_link_word": {"_CUT_ON_LINK_WORD": NEVER_MATCHES},
    "no_korean_whether": {"_KOREAN_WHETHER_AFTER": NEVER_MATCHES},
    "no_zh_alternative_counts": {"_ZH_ALTERNATIVE_COUNTS": NEVER_MATCHES},
    # round 60 (puzzles): letters opening lines before a dash as list labels; a letter closing a sentence ("C and F.")
    # no list marker; "the sheet unfolds to option C"; "I can't eliminate either one"; "I'm back to not knowing"
    "no_dash_labels": {"_DASH_LABEL": NEVER_MATCHES},
    "no_sentence_closing_letter": {"_WORD_BEFORE_LETTER": NEVER_MATCHES},
    "no_unfolds_to": {"_CONCLUSIVE_CLAUSE": re.compile(extraction._CONCLUSIVE_CLAUSE.pattern.replace(
        extraction._UNFOLDS_TO, ""), extraction._CONCLUSIVE_CLAUSE.flags)},
    "no_neither_eliminated": {"_REFUSAL_RE": re.compile(extraction._REFUSAL_RE.pattern.replace(
        extraction._NEITHER_ELIMINATED, ""), extraction._REFUSAL_RE.flags)},
    "no_back_to_open": {"_REFUSAL_RE": re.compile(extraction._REFUSAL_RE.pattern.replace(
        extraction._BACK_TO_OPEN, ""), extraction._REFUSAL_RE.flags)},
    # round 61: a count of kinds ("four relation types", "vier Relationstypen", "共有4种关系"); a Chinese count with the
    # measure word 条 ("9 条关系"); a Japanese counter apart from "の" by a space ("8本 の関係"); the options named in
    # the reason given right after the pick ("… (B), ya que …")
    "no_kinds_after_count_noun": {"_KINDS_AFTER_COUNT_NOUN": NEVER_MATCHES},
    "no_cjk_kind_measure": {"_CJK_KIND_MEASURE": NEVER_MATCHES},
    "no_zh_count_measure": {"_INTEGER_STATEMENT_RE": re.compile(extraction._INTEGER_STATEMENT_RE.pattern.replace(
        extraction._ZH_COUNT_MEASURE, rf"(?P<d>{extraction._NUMBER})\s*个"), extraction._INTEGER_STATEMENT_RE.flags)},
    "no_ja_counter_link": {"_INTEGER_STATEMENT_RE": re.compile(extraction._INTEGER_STATEMENT_RE.pattern.replace(
        extraction._JA_COUNTER_LINK, r"(?:の)?\s*"), extraction._INTEGER_STATEMENT_RE.flags)},
    "no_reason_after_pick": {"_before_reason": lambda text, mentions, end: mentions},
    # round 61 (places): an option named by its place in the grid given ("the bottom-left one", "the second from the
    # left in the bottom row"), set beside it ("Panel B (top middle)", "the one with …, top left"), in other languages
    # ("左下の図"), a lone place as the answer, a label glossed by its place, "the one …, top left" closing its clause,
    # a label said to be at its place, a walk by places cut off; an ordinal within a later row ("the first panel in
    # the bottom row") or in the first row; "Last option."; a place then the letter ("The top-right one (B)."); the
    # corner "top-right" no verdict
    "no_places_in_grid": {"_LAYOUT_PLACE_PATTERNS": ()},
    "no_apposed_place": {"_APPOSED_PLACE": NEVER_MATCHES},
    "no_foreign_layout_place": {"_FOREIGN_LAYOUT_PLACE": NEVER_MATCHES},
    "no_lone_layout_place": {"_layout_place_at": lambda span, choices: None},
    "no_place_gloss": {"_without_place_glosses": lambda text, choices: text},
    "no_one_placed_last": {"_ONE_PLACED_LAST": NEVER_MATCHES},
    "no_label_placed": {"_label_placed": lambda text, start, end, mentions: False},
    "no_cut_place_walk": {"_cut_place_walk": lambda text, choices: None},
    "no_ordinal_in_later_row": {"_ORDINAL_IN_LATER_ROW": NEVER_MATCHES, "_LATER_ROW_HEADING": NEVER_MATCHES},
    "no_first_row_ordinal": {"_IN_FIRST_ROW": NEVER_MATCHES},
    "no_last_option": {"_NUMBERED_OPTION": re.compile(extraction._NUMBERED_OPTION.pattern.replace(
        extraction._LAST_OPTION, ""), extraction._NUMBERED_OPTION.flags)},
    "no_place_then_letter": {"_LONE_GRID_PLACE": NEVER_MATCHES},
    "no_corner_side": {"_CONCLUSIVE_CLAUSE": re.compile(extraction._CONCLUSIVE_CLAUSE.pattern.replace(
        extraction._CORNER_SIDE, ""), extraction._CONCLUSIVE_CLAUSE.flags)},
    # round 62: marks after items of an option list copied out ("D   <-- correct", "B. Bern  ✓"), a letter with only
    # a mark after it as a list label; the heading of a copied-out list ("Options: (A) (B) …"); the detection question
    # restated alone on the first line; German "also" before a closing option
    "no_marked_echo_item": {"_ITEM_MARK": NEVER_MATCHES},
    "no_mark_after_label": {"_LIST_LABEL": re.compile(extraction._LIST_LABEL.pattern.replace(
        extraction._MARK_AFTER_LABEL, ""), extraction._LIST_LABEL.flags)},
    "no_echo_heading": {"_ECHO_HEADING": NEVER_MATCHES},
    "no_restated_detection_line": {"_restated_detection_line": lambda head: None},
    # round 63: a dozen broken down into parts that add up to it; a word of one option, then where it is used; a
    # relation's word in Japanese, Korean or traditional Chinese; "follows" and "breaks" judging items, a mark before
    # the verdict; a crossed-out item; a table record with a cut-off row below it
    "no_dozen_breakdown": {"_broken_down_to": lambda rest, total: False},
    "no_postmodifier": {"_POSTMODIFIER": NEVER_MATCHES},
    "no_cjk_relation_words": {"_RELATION_CUES": {key: re.sub(
        r"\|(?:相鄰|鄰國|국경|수도|貨幣|통화|語言|公用語|公用语|공용어|언어|成員|회원)(?=\||$)", "", cue)
        for key, cue in extraction._RELATION_CUES.items()}},
    "no_rule_verdict_items": {"_JUDGED_ITEM": re.compile(extraction._JUDGED_ITEM.pattern.replace(
        "|follows(?!\\s+from)", "").replace("|breaks|violates", ""), extraction._JUDGED_ITEM.flags)},
    "no_mark_before_item_verdict": {"_JUDGED_ITEM": re.compile(extraction._JUDGED_ITEM.pattern.replace(
        f"(?:[{extraction._MARKS}][ \\t]*)?", ""), extraction._JUDGED_ITEM.flags)},
    "no_crossed_items": {"_crossed": lambda clause: False},
    "no_cut_record_row": {"_NEXT_ROW": NEVER_MATCHES},
    # round 64: an option numbered in words ("Option two."); "I'll say"; "so it's out"; "the 4th one"; a dash opening
    # the others' faults after the pick, and the verdict read on the pick alone; a case split in other languages; the
    # noun after "hay N", "ci sono N"; cue words read without accents; negations of other languages in a stated fact;
    # a reply stopping on a dash
    "no_option_number_words": {"_FILLER": re.compile(extraction._FILLER.pattern.replace(
        "(?:\\d|" + extraction._OPTION_NUMBER_WORD + ")", "\\d"), extraction._FILLER.flags)},
    "no_ill_say": {"_LEANING_OPENER": re.compile(extraction._LEANING_OPENER.pattern.replace(
        "|i'll\\s+say|i\\s+will\\s+say", ""), extraction._LEANING_OPENER.flags)},
    "no_put_out": {"_NEGATIVE_VERDICT": re.compile(extraction._NEGATIVE_VERDICT.pattern.replace(
        extraction._PUT_OUT, ""), extraction._NEGATIVE_VERDICT.flags)},
    "no_digit_ordinal_one": {"_NUMBERED_OPTION_MENTION": re.compile(extraction._NUMBERED_OPTION_MENTION.pattern.replace(
        "|one\\b)", ")"), extraction._NUMBERED_OPTION_MENTION.flags)},
    "no_dash_reason": {"_REASON_AFTER_PICK": re.compile(extraction._REASON_AFTER_PICK.pattern.replace(
        extraction._DASH_REASON, ""), extraction._REASON_AFTER_PICK.flags)},
    "no_verdict_before_reason": {"_reason_start": lambda text, mentions, end: end},
    "no_foreign_case_split": {"_FOREIGN_OTHER_BRANCH": NEVER_MATCHES},
    "no_noun_after_count": {"_noun_after_topic": lambda text, end: None},
    "no_unaccented_cues": {"_RELATION_CUES": {key: cue.replace("frontieres?", "frontières?").replace(
        "wahrung", "währung") for key, cue in extraction._RELATION_CUES.items()}},
    "no_foreign_fact_negation": {"_FACT_DOUBT": re.compile(extraction._FACT_DOUBT.pattern.replace(
        extraction._FOREIGN_NEGATION, "").replace(extraction._CJK_NEGATION, ""), extraction._FACT_DOUBT.flags)},
    # round 65: an option's letter and its own text as a value; "violator" as an answer's key; Korean "규칙을
    # 어깁니다" and its negation; a forced guess after a doubt; "almost certainly"; a lone count kept loose; a sureness
    # tail after the last words
    "no_own_text_value": {"_own_text": lambda rest, letter, choices: False},
    "no_violator_key": {"_JSON_ANSWER_KEYS": re.compile(extraction._JSON_ANSWER_KEYS.pattern.replace(
        "|violator", "").replace("|rule_?breaker|odd_panel", ""), extraction._JSON_ANSWER_KEYS.flags)},
    "no_korean_breaks_rule": {"_ODDITY": extraction._ODDITY.replace(extraction._KO_BREAKS_RULE, KO_BREAKS_BEFORE),
                              "_ODDITY_AFTER": re.compile(extraction._ODDITY_AFTER.pattern.replace(
                                  extraction._KO_BREAKS_RULE, KO_BREAKS_BEFORE), extraction._ODDITY_AFTER.flags)},
    "no_forced_guess": {"_forced_guess_events": lambda text, answer_type, choices: []},
    "no_almost_certainly": {"_FILLER": re.compile(extraction._FILLER.pattern.replace("|very likely", "").replace(
        "|almost certainly|surely|almost surely", "").replace("|most probably", ""), extraction._FILLER.flags)},
    "no_loose_lean": {"_kept_loose": lambda text, start: False},
    "no_sureness_tail": {"_SURENESS_TAIL": NEVER_MATCHES},
    # round 66: "the same object as the reference"; two readings side by side ("under …; under …"); a bare "only"
    # after an option describing it; a last paragraph opening on a Yes or No; a reply closing on an option's text and
    # letter; a count said to be the first try
    "no_same_as_reference": {"_CONCLUSIVE_CLAUSE": re.compile(extraction._CONCLUSIVE_CLAUSE.pattern.replace(
        extraction._SAME_AS_REFERENCE, ""), extraction._CONCLUSIVE_CLAUSE.flags)},
    "no_readings_split": {"_READINGS_SPLIT": NEVER_MATCHES},
    "no_describing_only": {"_concluding_words": lambda clause, end: bool(extraction._CONCLUSIVE_CLAUSE.search(clause))},
    "no_closing_polar": {"_closing_polar_events": lambda text: []},
    "no_closing_pair": {"_closing_pair_events": lambda text, choices: []},
    "no_first_try": {"_FIRST_TRY_AFTER": NEVER_MATCHES},
    "no_cut_on_dash": {"_CUT_OFF": re.compile(extraction._CUT_OFF.pattern.replace("|\\s[—–-]", ""),
                                              extraction._CUT_OFF.flags),
                       "_CLOSING_SENTENCE": re.compile(extraction._CLOSING_SENTENCE.pattern.replace(
                           "—–-]{1,4}", "]{1,4}"), extraction._CLOSING_SENTENCE.flags)},
    # round 67: a conditioned answer offered again beside another; two options tied in words; a closing range of
    # counts; a count against the one it rules out; an option's own label after its text; "the most likely", German
    # "also" and "gesuchte", and the copulas of German, Spanish and French in those languages
    "no_offered_again": {"_offered_again_with_another": lambda rest, value, answer_type, choices: False},
    "no_tie_kept": {"_REFUSAL_RE": re.compile(extraction._REFUSAL_RE.pattern.replace(extraction._TIE_KEPT, ""),
                                              extraction._REFUSAL_RE.flags)},
    "no_closing_range": {"_closing_range": lambda sentence: False},
    "no_corrected_opening_count": {"_CORRECTED_OPENING_COUNT": NEVER_MATCHES},
    "no_own_label_after_text": {"_own_label_end": lambda tail, value: 0},
    "no_hyphen_before_label": {"_CONCLUSIVE_END": re.compile(extraction._CONCLUSIVE_END.pattern.replace(
        "|\\s-(?=\\s)", ""), extraction._CONCLUSIVE_END.flags)},
    "no_foreign_most_likely": {"_CONCLUSIVE_CLAUSE": re.compile(extraction._CONCLUSIVE_CLAUSE.pattern.replace(
        extraction._FOREIGN_MOST_LIKELY, ""), extraction._CONCLUSIVE_CLAUSE.flags)},
    "no_german_also_verb": {"_CONCLUSIVE_CLAUSE": re.compile(extraction._CONCLUSIVE_CLAUSE.pattern.replace(
        extraction._GERMAN_ALSO, ""), extraction._CONCLUSIVE_CLAUSE.flags)},
    "no_german_sought": {"_CONCLUSIVE_CLAUSE": re.compile(extraction._CONCLUSIVE_CLAUSE.pattern.replace(
        "|gesuchte)", ")"), extraction._CONCLUSIVE_CLAUSE.flags)},
    "no_foreign_copula": {"_FOREIGN_COPULA": NEVER_MATCHES.pattern},
    # round 68: an opening lower-case letter and its reason after a dash or a colon; Chinese "有的。" opening
    "no_lower_letter_reason": {"_LOWER_LETTER_REASON": NEVER_MATCHES},
    "no_zh_there_is": {"_FOREIGN_POLAR_OPENING": re.compile(extraction._FOREIGN_POLAR_OPENING.pattern.replace(
        "|有的|有|否)", "|否)"), extraction._FOREIGN_POLAR_OPENING.flags)},
    # round 69: the next item of a walk after a reconsideration; "so nah", "def yes", "Definitely yes,", "its 9", "w/"
    # ending the reply; a wagered pick and what is left, in other languages; the masked node's kind in other languages;
    # a letter then its relation's words; a slip inside a one-word option; part of one option closing the reply;
    # "That's <option> (…)"; an option's capitals after a lead-in
    "no_next_item_after_reconsideration": {"_NEXT_ITEM_AFTER": NEVER_MATCHES},
    "no_so_nah": {"_RUN_ON_INTERJECTION": re.compile(extraction._RUN_ON_INTERJECTION.pattern.replace(
        "|(?<=[.!?,] so )|(?<=^so )", ""), extraction._RUN_ON_INTERJECTION.flags)},
    "no_def_polar": {"_TEXTING_REGISTER": re.compile(extraction._TEXTING_REGISTER.pattern.replace(
        "|yes|no|nope|nah|yeah|yep", ""), extraction._TEXTING_REGISTER.flags)},
    "no_definitely_polar": {"_POLAR_LEAD": extraction._POLAR_LEAD.replace("|definitely|certainly|absolutely|clearly",
                                                                          "")},
    "no_w_slash_at_end": {"_W_SLASH": re.compile(extraction._W_SLASH.pattern.replace("|[ \\t]*[.!]?[ \\t]*$", ""),
                                                 extraction._W_SLASH.flags)},
    "no_its_count": {"_ITS_COUNT": NEVER_MATCHES},
    "no_foreign_bet": {"_LEANING_OPENER": re.compile(extraction._LEANING_OPENER.pattern.replace(
        extraction._FOREIGN_BET, ""), extraction._LEANING_OPENER.flags)},
    "no_remains_opening": {"_REMAINS_OPENING": NEVER_MATCHES},
    "no_left_over": {"_CONSEQUENCE": re.compile(extraction._CONSEQUENCE.pattern.replace(extraction._LEFT_OVER, ""),
                                                extraction._CONSEQUENCE.flags)},
    "no_foreign_masked_kinds": {"_CONCLUSIVE_CLAUSE": re.compile(functools.reduce(
        lambda pattern, kinds: pattern.replace(kinds, ""),
        (extraction._PT_KINDS, extraction._IT_KINDS, extraction._ES_KINDS, extraction._FR_KINDS, extraction._DE_KINDS),
        extraction._CONCLUSIVE_CLAUSE.pattern), extraction._CONCLUSIVE_CLAUSE.flags)},
    "no_cue_after_letter": {"_only_cue_of": lambda words, value, choices: False},
    "no_slipped_word": {"_slipped_word_spans": lambda folded, own: []},
    "no_closing_part": {"_closing_part_of_option": lambda sentence, choices: None},
    "no_thats_copula": {"_COPULA_HEAD": r"(?:\b(?:is|are|be|was))"},
    "no_initials_at": {"_initials_at": lambda span, lead, choices: extraction.NOTHING},
    # round 70: another slot named than the one asked; Japanese "から、" after a noun; a first try opening its clause;
    # a corrected count of a listed part
    "no_other_slot": {"_other_slot_events": lambda text, question: []},
    "no_kara_after_noun": {"_CONSEQUENCE": re.compile(extraction._CONSEQUENCE.pattern.replace(
        "(?:(?<=[るたいすうくつむぶぐ])|(?<=です)|(?<=ます))から、", "から、"), extraction._CONSEQUENCE.flags)},
    "no_first_try_before": {"_first_try_before": lambda text, position: False},
    "no_counted_list": {"_counts_its_list": lambda rest, value: False},
    # round 71: a place or ordinal with its own letter after it; "leaving D"; "either way"; a letter after "Part",
    # "Plan", …; an opening label with its text in brackets; "connections"; "the national tongue"
    "no_place_with_letter": {"_OPENING_PLACE": re.compile(extraction._OPENING_PLACE.pattern.replace(
        extraction._PLACE_OWN_LETTER, "(?P<label>(?!x)x)?(?P<tail>(?!x)x)?"), extraction._OPENING_PLACE.flags)},
    "no_leaving": {"_CONCLUSIVE_CLAUSE": re.compile(extraction._CONCLUSIVE_CLAUSE.pattern.replace(
        extraction._LEAVING, ""), extraction._CONCLUSIVE_CLAUSE.flags)},
    "no_either_way": {"_HYPOTHETICAL_CLAUSE": re.compile(extraction._HYPOTHETICAL_CLAUSE.pattern.replace(
        "either(?!\\s+way)", "either"), extraction._HYPOTHETICAL_CLAUSE.flags)},
    "no_other_noun_letters": {"_OTHER_NOUN_BEFORE": NEVER_MATCHES},
    "no_bracketed_own_text": {"_OWN_TEXT_BRACKET": "(?P<own>(?!x)x)?"},
    "no_connections": {"_RELATION_NOUN": re.compile(extraction._RELATION_NOUN.pattern.replace("|connection", ""),
                                                    extraction._RELATION_NOUN.flags)},
    "no_tongue": {"_RELATION_CUES": {key: cue.replace("|" + extraction._TONGUE, "")
                                     for key, cue in extraction._RELATION_CUES.items()}},
    # round 72: a count echoed in digits; a count or an option and the one it rules out; the panel in Portuguese and
    # Italian; a border in Portuguese and Italian; Chinese "共包含"; the answer put in place of a rejected one
    "no_number_echo": {"_NUMBER_ECHO": NEVER_MATCHES},
    "no_rejected_count": {"_REJECTED_COUNT_AFTER": NEVER_MATCHES},
    "no_foreign_rejected_option": {"_FOREIGN_REJECTED_OPTION": NEVER_MATCHES},
    "no_pt_it_panel": {"_FILLER": re.compile(extraction._FILLER.pattern.replace(
        "|(?:o\\s+|il\\s+)?painel|(?:o\\s+|il\\s+)?pannello", ""), extraction._FILLER.flags)},
    "no_pt_it_border": {"_RELATION_CUES": {key: cue.replace(extraction._PT_IT_BORDER + "|", "")
                                           for key, cue in extraction._RELATION_CUES.items()}},
    "no_zh_total_contains": {"_CONCLUSION_RE": re.compile(extraction._CONCLUSION_RE.pattern.replace(
        "共(?:有|计|包含|含有|包括)?", "共(?:有|计)?"), extraction._CONCLUSION_RE.flags)},
    "no_answer_instead": {"_answer_instead": lambda text, at, parsed, answer_type, choices: None},
    # round 73: a closing sureness short of certainty; a likely answer with a rising tone; a forced guess for a single
    # number; the panel in Dutch; a letter inside an accented word; an error or none
    "no_partial_sureness": {"_PARTIAL_SURENESS_TAIL": NEVER_MATCHES},
    "no_probably_rising": {"_PROBABLY_RISING": NEVER_MATCHES},
    "no_forced_single_number": {"_FORCED_PICK_LEAD": re.compile(extraction._FORCED_PICK_LEAD.pattern.replace(
        "(?:\\s+(?:a\\s+single|one)\\s+(?:number|count|answer|option|letter))?", ""),
        extraction._FORCED_PICK_LEAD.flags)},
    "no_dutch_panel": {"_FILLER": re.compile(extraction._FILLER.pattern.replace("|(?:het\\s+)?paneel", ""),
                                             extraction._FILLER.flags)},
    "no_accented_word_letters": {"_LETTER_MENTION_RE": re.compile(extraction._LETTER_MENTION_RE.pattern.replace(
        "\\u00c0-\\u024f", ""), extraction._LETTER_MENTION_RE.flags)},
    "no_error_or_none": {"_error_or_none_events": lambda text: []},
    # round 74: a prediction made before the option's own sentence; ordinals in digits
    "no_prediction_before": {"_made_before": lambda start, end, shown: start < shown},
    "no_digit_ordinals": {"_OPENING_PLACE": re.compile(extraction._OPENING_PLACE.pattern.replace(
        extraction._DIGIT_ORDINAL, ""), extraction._OPENING_PLACE.flags)},
    # round 75: a prose walk cut off; the graph correct except for a fact; the graph matching the world; a corrected
    # fact; "depending on what you mean"; "resta a alternativa C"; Dutch cues and counts; a numbered opening option
    "no_cut_prose_walk": {"_cut_prose_walk": lambda text: None},
    "no_label_apposition": {"_LABEL_APPOSITION": NEVER_MATCHES},
    "no_graph_except": {"_VERDICT_EXCEPTION": re.compile(extraction._VERDICT_EXCEPTION.pattern.replace(
        "|the\\s+(?:knowledge\\s+)?(?:graph|map)", ""), extraction._VERDICT_EXCEPTION.flags)},
    "no_matches_world": {"_NO_RE": re.compile(extraction._NO_RE.pattern.replace(
        "(?:facts|reality|knowledge)\\b", "(?!x)x"), extraction._NO_RE.flags)},
    "no_corrected_fact": {"_corrected_fact_events": lambda text: []},
    "no_depending_on_what": {"_DEPENDS_ON": re.compile(extraction._DEPENDS_ON.pattern.replace(
        "|,\\s*depending\\s+(?:on|upon)\\s+(?:what|how|whether|which)\\b", ""), extraction._DEPENDS_ON.flags)},
    "no_alternativa_remains": {"_REMAINS_OPENING": re.compile(extraction._REMAINS_OPENING.pattern.replace(
        "|alternativa\\s+", ""), extraction._REMAINS_OPENING.flags)},
    "no_dutch_member": {"_RELATION_CUES": {key: cue.replace("|lid|leden", "")
                                           for key, cue in extraction._RELATION_CUES.items()}},
    "no_foreign_there_are": {"_foreign_there_are_events": lambda text: []},
    "no_numbered_opening": {"_NUMBERED_OPENING": NEVER_MATCHES},
    # round 76: a name after a copula, a description and a dash; "I count N of them"; German "grenzt"; a mark before
    # an item's dash; an answer above a cut walk; a first try opening a bracketed aside
    "no_named_after_dash": {"_NAMED_AFTER_DASH": NEVER_MATCHES.pattern},
    "no_count_of_them": {"_CONCLUSION_RE": re.compile(extraction._CONCLUSION_RE.pattern.replace(
        "|of\\s+them\\b|in\\s+(?:total|all)\\b", ""), extraction._CONCLUSION_RE.flags)},
    "no_german_grenzt": {"_RELATION_CUES": {key: cue.replace("|grenzt", "")
                                            for key, cue in extraction._RELATION_CUES.items()}},
    "no_marked_item_label": {"_CUT_IN_ITEM": re.compile(extraction._CUT_IN_ITEM.pattern.replace(
        "(?:[✓✔✗✘❌✅☑☒×][ \\t]*)?", ""), extraction._CUT_IN_ITEM.flags),
                             "_FINISHED_ITEM": re.compile(extraction._FINISHED_ITEM.pattern.replace(
        "(?:[✓✔✗✘❌✅☑☒×][ \\t]*)?", ""), extraction._FINISHED_ITEM.flags)},
    "no_answer_above_walk": {"_answered_before_walk": lambda events, text, cut: False},
    "no_bracketed_first_try": {"_FIRST_TRY_OPENING": re.compile(extraction._FIRST_TRY_OPENING.pattern.replace(
        "\\s*\\(?\\s*(?:at", "\\s*(?:at"), extraction._FIRST_TRY_OPENING.flags)},
    # round 77: an open table row; a table cut in its next row; Dutch "of"; Swedish "måste vara"; German "also
    # Option B"; "the fully unfolded sheet"; an arrow before a letter and its text
    "no_open_table_row": {"_in_open_table_row": lambda text, position: False, "_OPEN_CELL": NEVER_MATCHES},
    "no_cut_table_row": {"_next_table_row": lambda line, previous: False},
    "no_dutch_or": {"_ALTERNATIVE": re.compile(extraction._ALTERNATIVE.pattern.replace(extraction._DUTCH_OR_LETTER, ""),
                                               extraction._ALTERNATIVE.flags)},
    "no_must_be_nordic": {"_CONCLUSIVE_CLAUSE": re.compile(extraction._CONCLUSIVE_CLAUSE.pattern.replace(
        "|måste\\s+vara|må\\s+være|moet\\s+(?:wel\\s+)?zijn", ""), extraction._CONCLUSIVE_CLAUSE.flags)},
    "no_also_option": {"_CONCLUSIVE_CLAUSE": re.compile(extraction._CONCLUSIVE_CLAUSE.pattern.replace(
        "|also(?=\\s+(?:(?:option|antwort|feld|bild)\\s+)?\\(?(?-i:[A-J])\\)?\\s*[.!]?\\s*$)", ""),
        extraction._CONCLUSIVE_CLAUSE.flags)},
    "no_fully_unfolded": {"_ASKED_FOR_THING": re.compile(extraction._ASKED_FOR_THING.pattern.replace(
        "(?:(?:completely|fully)\\s+)?", "(?:completely\\s+)?"), extraction._ASKED_FOR_THING.flags)},
    # round 78: a numbered walk cut off below sub-points; a question handing back the reading; a bulleted list of
    # options; a total's noun before it; ", and" cut off; answers under two readings
    "no_numbered_walk": {"_lead_kind": lambda lead: lead},
    "no_asked_to_choose": {"_asked_to_choose_events": lambda text, events: []},
    "no_bulleted_options": {"_BULLET_LINE": NEVER_MATCHES},
    "no_topic_before": {"_sentence_topic_before": lambda text, start, answer_type: None},
    "no_cut_after_and": {"_CUT_ON_LINK_WORD": re.compile(extraction._CUT_ON_LINK_WORD.pattern.replace(
        "|,[ \\t]*and\\Z", ""), extraction._CUT_ON_LINK_WORD.flags)},
    "no_two_readings": {"_two_readings_events": lambda text: []},
    # rounds 79 to 83 (see ROUNDS_79_TO_83_RULE_CASES)
    "no_theres_no": {"_NO_RE": re.compile(extraction._NO_RE.pattern.replace(
        "\\bthere(?:\\s+(?:is|are|was|were)|'s)\\s+(?:probably", "\\bthere\\s+(?:is|are|was|were|'s)\\s+(?:probably"),
        extraction._NO_RE.flags)},
    "no_recount_check": {"_CHECK_VERB": re.compile(extraction._CHECK_VERB.pattern.replace("|re-?count", ""),
                                                   extraction._CHECK_VERB.flags)},
    "no_bare_ordinal_opening": {"_OPENING_PLACE": re.compile(extraction._OPENING_PLACE.pattern.replace(
        "(?:the\\s+)?(?P<place>", "the\\s+(?P<place>"), extraction._OPENING_PLACE.flags)},
    "no_texting_fr": {"_TEXTING_REGISTER": re.compile(extraction._TEXTING_REGISTER.pattern.replace(
        "|(?-i:fr)(?=[ \\t]*(?:[.!?\\n]|$))", ""), extraction._TEXTING_REGISTER.flags)},
    "no_its_after_shorthand": {"_ITS_AFTER_SHORTHAND": NEVER_MATCHES},
    "no_hundred_percent": {"_HUNDRED_PERCENT_TAG": NEVER_MATCHES},
    "no_part_of_graph": {"_NO_RE": re.compile(extraction._NO_RE.pattern.replace(
        "(?<!\\bof\\s)(?<!\\bof\\sthe\\s)", ""), extraction._NO_RE.flags)},
    "no_exact_place_right": {"_CONCLUSIVE_CLAUSE": re.compile(extraction._CONCLUSIVE_CLAUSE.pattern.replace(
        "(?!\\s+(?:(?:in|at|on|by|along|across|through|into|onto)\\s+the|above|below|beneath|under|over|next\\s+to"
        "|beside|between|behind|near)\\b)", ""), extraction._CONCLUSIVE_CLAUSE.flags)},
    "no_ja_counted_only": {"_JA_COUNTED_ONLY": NEVER_MATCHES},
    "no_negative_subject": {"_NEGATIVE_SUBJECT": NEVER_MATCHES},
    "no_article_opening": {"_ARTICLE_BEFORE_TEXT": NEVER_MATCHES},
    "no_lt_ca_numbers": {"_FOREIGN_NUMBER_WORDS": {word: value for word, value in
                                                   extraction._FOREIGN_NUMBER_WORDS.items()
                                                   if word not in ("dotze", "penki", "šeši")}},
    "no_lt_ca_guarded": {"_GUARDED_NUMBER_WORDS": {word: value for word, value in
                                                   extraction._GUARDED_NUMBER_WORDS.items()
                                                   if word not in ("du", "sis", "set", "nou", "deu")}},
    "no_lone_guarded_number": {"_LONE_GUARDED_NUMBER": NEVER_MATCHES},
    "no_lithuanian_answer": {"_FINAL_RE": re.compile(extraction._FINAL_RE.pattern.replace("|atsakymas", ""),
                                                     extraction._FINAL_RE.flags),
                             "_CONCLUSION_RE": re.compile(extraction._CONCLUSION_RE.pattern.replace(
                                 "|(?<!\\w)(?:teisingas\\s+)?atsakymas\\s+yra\\s+(?:variantas\\s+)?", ""),
                                 extraction._CONCLUSION_RE.flags)},
    "no_lithuanian_breakers": {name: re.compile(getattr(extraction, name).pattern.replace(
        "|pažeidžia|neatitinka|nesilaiko|skiriasi|išsiskiria", ""), getattr(extraction, name).flags)
        for name in ("_ODDITY_AFTER", "_ODDITY_LATER")} | {"_ODDITY": extraction._ODDITY.replace(
            "|pažeidžia|neatitinka|nesilaiko|skiriasi|išsiskiria", "")},
    "no_lithuanian_or": {"_ALTERNATIVE": re.compile(extraction._ALTERNATIVE.pattern.replace("|arba", ""),
                                                    extraction._ALTERNATIVE.flags)},
    "no_ukrainian_error_adjective": {"_YES_RE": re.compile(extraction._YES_RE.pattern.replace(
        "є\\s+(?:\\w+\\s+)?помилк", "є\\s+помилк"), extraction._YES_RE.flags)},
    "no_slavic_impossible": {"_REFUSAL_RE": re.compile(extraction._REFUSAL_RE.pattern.replace(
        "|(?<!\\w)(?:визначити|сказати|определить|сказать)\\s+(?:\\w+\\s+){0,4}?(?:неможливо|невозможно)", ""),
        extraction._REFUSAL_RE.flags)},
    "no_slavic_relations": {"_RELATION_CUES": {key: re.sub(r"\|гранич.*|\|walut.*", "", cue)
                                               for key, cue in extraction._RELATION_CUES.items()}},
    "no_lithuanian_hidden": {"_CONCLUSION_RE": re.compile(extraction._CONCLUSION_RE.pattern.replace(
        "|(?<!\\w)paslėpt(?:as|a)\\s+(?:ryšys|santykis|mazgas|objektas|esybė)\\s+(?:yra\\s+|[–—-]\\s*)", ""),
        extraction._CONCLUSION_RE.flags)},
    "no_unread_name_labelled": {"_unread_name_labelled": lambda span, choices: None},
    "no_foreign_correction_no": {"_CORRECTION_NO": re.compile(extraction._CORRECTION_NO.pattern.replace(
        "(?:no|non|nein)", "no"), extraction._CORRECTION_NO.flags)},
    "no_reasoning_field": {"_reasoning_field_answer": lambda text, answer_type, choices: None},
    "no_stay_with": {"_CONCLUSION_RE": re.compile(extraction._CONCLUSION_RE.pattern.replace(
        "|stay\\s+with|stick\\s+with", ""), extraction._CONCLUSION_RE.flags)},
    "no_tentatively_say": {"_CONCLUSION_RE": re.compile(extraction._CONCLUSION_RE.pattern.replace(
        "(?:(?:tentatively|cautiously|provisionally|still)\\s+)?", ""), extraction._CONCLUSION_RE.flags)},
    "no_changed_answer": {"_CONCLUSION_RE": re.compile(extraction._CONCLUSION_RE.pattern.replace(
        "\\b(?:change|changing|switch|switching|revise|revising)\\s+my", "\\b(?!x)x(?:change)\\s+my"),
        extraction._CONCLUSION_RE.flags)},
    "no_revised_first": {"_REVISING_FIRST": NEVER_MATCHES},
    "no_toss_up": {"_REFUSAL_RE": re.compile(extraction._REFUSAL_RE.pattern.replace(
        "|\\b(?:a|it's\\s+a|it\\s+is\\s+a)\\s+(?:toss-?up|coin[- ]?(?:flip|toss))\\b", ""),
        extraction._REFUSAL_RE.flags)},
    "no_honestly_cant_tell": {"_REFUSAL_RE": re.compile(extraction._REFUSAL_RE.pattern.replace(
        "(?:honestly|really|genuinely|truly|simply|just)", "(?!x)x"), extraction._REFUSAL_RE.flags)},
    "no_cut_on_function_word": {"_CUT_ON_FUNCTION_WORD": NEVER_MATCHES},
    "no_zh_numeral_measure": {"_MEASURE_WORD_AFTER": re.compile(extraction._MEASURE_WORD_AFTER.pattern.replace(
        "(?<=[\\d零〇一二两三四五六七八九十])", "(?<=\\d)"), extraction._MEASURE_WORD_AFTER.flags)},
    "no_zh_breaks_rule": {name: re.compile(getattr(extraction, name).pattern.replace(
        "|打破(?:了)?(?:规律|规则|規律|規則|模式)|破坏(?:了)?(?:规律|规则)", ""), getattr(extraction, name).flags)
        for name in ("_ODDITY_AFTER", "_ODDITY_LATER")} | {"_ODDITY": extraction._ODDITY.replace(
            "|打破(?:了)?(?:规律|规则|規律|規則|模式)|破坏(?:了)?(?:规律|规则)", "")},
    "no_that_makes_it": {"_CONCLUSION_RE": re.compile(extraction._CONCLUSION_RE.pattern.replace(
        "(?:so\\s+)?(?:that|this|which)\\s+makes\\s+it\\s+", "(?!x)x"), extraction._CONCLUSION_RE.flags)},
    # rounds 84 and 85 (see ROUNDS_84_TO_85_RULE_CASES)
    "no_contradicted_final": {"_with_contradicted_final": lambda events, text: events},
    "no_final_after_recount": {"_TURN_BEFORE_FINAL": re.compile(extraction._TURN_BEFORE_FINAL.pattern.replace(
        "|re-?count\\w*", ""), extraction._TURN_BEFORE_FINAL.flags)},
    "no_final_repeats_last": {"_repeats_last_said": lambda events, start, final: False},
    "no_bracketed_count_noun": {"_COUNTED_NOUN_AFTER": re.compile(extraction._COUNTED_NOUN_AFTER.pattern.replace(
        "(?:\\(\\s*)?", ""), extraction._COUNTED_NOUN_AFTER.flags)},
    "no_exactly_after_estimate": {"_CONCLUSION_RE": re.compile(extraction._CONCLUSION_RE.pattern.replace(
        "\\s+exactly\\s+", "\\s+(?!x)x"), extraction._CONCLUSION_RE.flags)},
    "no_is_same_as_reference": {"_CONCLUSIVE_CLAUSE": re.compile(extraction._CONCLUSIVE_CLAUSE.pattern.replace(
        "|\\bis\\s+(?:exactly\\s+)?the\\s+same\\s+as\\s+the\\s+(?:reference|original|target|given)\\b", ""),
        extraction._CONCLUSIVE_CLAUSE.flags)},
    "no_closing_hesitation": {"_ENDS_ON_HESITATION": NEVER_MATCHES},
    "no_muestra_description": {"_CONCLUSIVE_CLAUSE": re.compile(extraction._CONCLUSIVE_CLAUSE.pattern.replace(
        "|stimmt|corresponde", "|stimmt|muestra|corresponde"), extraction._CONCLUSIVE_CLAUSE.flags)},
    "no_error_is_colon": {"_YES_RE": re.compile(extraction._YES_RE.pattern.replace(
        "(?:is|lies)(?:\\s*:)?\\s+(?!not\\b|none\\b)", "(?:is|lies)\\s+(?!not\\b|none\\b)"), extraction._YES_RE.flags)},
    "no_thai_none": _replaced("|\\Aไม่มี(?:ครับ|ค่ะ|คะ)?(?:[ \\t]*[.!]?[ \\t]*\\Z|[ \\t]*[.!]?[ \\t]+"
                              "(?=[\\u0E00-\\u0E7F]))", "", "_NO_RE"),
    "no_thai_vi_cannot": {"_REFUSAL_RE": re.compile(extraction._REFUSAL_RE.pattern.replace(
        "|\\bkhông\\s+thể\\s+(?:khẳng\\s+định|kết\\s+luận|nói)|ไม่สามารถ(?:ระบุ|บอก|ตัดสิน|สรุป)", ""),
        extraction._REFUSAL_RE.flags),
                          "_YES_RE": re.compile(extraction._YES_RE.pattern.replace("lỗi(?!\\s+hay\\s+không)", "lỗi"),
                                                extraction._YES_RE.flags)},
    "no_thai_hidden_marker": {"_CONCLUSION_RE": re.compile(extraction._CONCLUSION_RE.pattern.replace(
        "|(?:ความสัมพันธ์|เอนทิตี|โหนด)ที่ถูก(?:ปิดบัง|ซ่อน|ปิด)(?:ไว้)?\\s*คือ\\s*", ""), extraction._CONCLUSION_RE.flags)},
    # rounds 86 and 87 (see ROUNDS_86_TO_87_RULE_CASES)
    "no_whose_view_tail": {"_WHOSE_VIEW_TAIL": NEVER_MATCHES},
    "no_pretty_sure_lead": {"_OPENING_PLACE": re.compile(extraction._OPENING_PLACE.pattern.replace(
        "|(?:i'm\\s+|i\\s+am\\s+)?(?:pretty|fairly|quite)\\s+sure", ""), extraction._OPENING_PLACE.flags)},
    "no_counted_correctly": {"_FORCED_GUESS": re.compile(extraction._FORCED_GUESS.pattern.split(
        "|\\bif\\s+(?:i(?:'ve")[0], extraction._FORCED_GUESS.flags)},
    "no_zh_correction_copula": {"_CORRECTION_LEAD": re.compile(extraction._CORRECTION_LEAD.pattern.replace(
        "(?:(?:应该是|应该选|应是|应为|是|选)\\s*)?", ""), extraction._CORRECTION_LEAD.flags)},
    "no_ja_letter_kind": {"_JA_LETTER_KIND": NEVER_MATCHES},
    "no_ko_breaks_eogyeo": {name: re.compile(getattr(extraction, name).pattern.replace("|어겨(?!지\\s*않)", ""),
                                             getattr(extraction, name).flags)
                            for name in ("_ODDITY_AFTER", "_ODDITY_LATER")}
                           | {"_ODDITY": extraction._ODDITY.replace("|어겨(?!지\\s*않)", "")},
    "no_not_a_non_option": {"_NOT_A_NON_OPTION": NEVER_MATCHES},
    "no_number_of_noun_is": {"_CONCLUSION_RE": re.compile(extraction._CONCLUSION_RE.pattern.replace(
        "\\b(?:numero|número|nombre|anzahl|aantal)(?:\\s+(?:corretto", "\\b(?!x)x(?:\\s+(?:corretto"),
        extraction._CONCLUSION_RE.flags)},
    "no_zh_count_after_noun": {"_INTEGER_STATEMENT_RE": re.compile(extraction._INTEGER_STATEMENT_RE.pattern.replace(
        "(?:实体|关系|节点|边|三元组)\\s*(?:共|一共|总共)?(?:有|是|为)", "(?!x)x"),
        extraction._INTEGER_STATEMENT_RE.flags)},
    "no_cjk_one_of": {"_CJK_ONE_OF": NEVER_MATCHES},
    "no_label_period_inside": {"_label_period_inside": lambda body, end, choices: False},
    # rounds 88 and 89 (see ROUNDS_88_TO_89_RULE_CASES)
    "no_masked_kind_marker": {"_CONCLUSION_RE": re.compile(extraction._CONCLUSION_RE.pattern.replace(
        "|organi[sz]ation|city|capital|currency|language|country|link|connection)", ")"),
        extraction._CONCLUSION_RE.flags)},
    "no_latin_abbreviation": {"_LATIN_ABBREVIATION": NEVER_MATCHES},
    "no_reference_rotated": _replaced(r"|\b(?:is|shows|depicts)\s+(?:exactly\s+|just\s+)?the\s+(?:reference|original"
                                      r"|given|target)(?:\s+(?:object|shape|figure|solid|structure))?,?\s+(?:just\s+)?"
                                      r"(?:rotated|turned)\b", "", "_CONCLUSIVE_CLAUSE"),
    "no_led_to_closing": {"_led_to_answer_events": lambda sentence, end, answer_type, choices: []},
    "no_want_this_or_that": {"_ASKED_TO_CHOOSE": re.compile(extraction._ASKED_TO_CHOOSE.pattern.replace(
        "|\\b(?:do|would)\\s+you\\s+(?:want|like|mean|need)\\b[^?\\n]*\\bor\\b", ""),
        extraction._ASKED_TO_CHOOSE.flags)},
    "no_disagreeing_finals": {"_without_disagreeing_finals": lambda events, text, lines: events},
    "no_correction_between_finals": {"_RECONSIDERATION": NEVER_MATCHES},
    "no_that_is_count_topic": {"_topic": lambda text: None},
    "no_which_is_option_led": {"_LED_SENTENCE": re.compile(r"\s*(?:so|therefore|thus|hence)\b", re.IGNORECASE)},
    "no_correcting_for_that": {"_CONCLUSION_RE": re.compile(extraction._CONCLUSION_RE.pattern.replace(
        "\\bcorrecting\\s+for\\s+(?:that|this|it|the\\s+\\w+)\\s*[:,]\\s*", "(?!x)x"),
        extraction._CONCLUSION_RE.flags)},
    "no_then_or_then": {"_TWO_READINGS": re.compile(extraction._TWO_READINGS.pattern.replace(
        "|\\(then\\s+(?-i:[A-J])\\)\\s+or\\b[^.;\\n]{0,60}\\(then\\s+(?-i:[A-J])\\)", ""),
        extraction._TWO_READINGS.flags)},
    "no_ja_all_resemble": _replaced("|いずれも(?:[^。\\n]{0,12})(?:似|同じ|当てはま|可能|考えられ)", "", "_REFUSAL_RE"),
    "no_worth_checking": {"_REFUSAL_RE": re.compile(extraction._REFUSAL_RE.pattern.replace(
        "|(?:^|(?<=[.!?\\n]))\\s*(?:these|those)\\s+are\\s+the\\s+(?:points|issues|things|triples|edges)\\s+worth\\s+"
        "(?:double-?)?checking\\b", ""), extraction._REFUSAL_RE.flags)},
    "no_shorter_cut": {"_cut_off": lambda text: bool(
        extraction._CUT_OFF.search(text) or extraction._cut_in_item(text) or extraction._cut_in_json_string(text)
        or extraction._CUT_ON_LINK_WORD.search(text.rstrip()) is not None
        or len(text) >= 200 and extraction._CUT_ON_FUNCTION_WORD.search(text) is not None)},
    "no_catalan_opcio": {"_FILLER": re.compile(extraction._FILLER.pattern.replace("opci(?:[oó]n|ó)", "opci[oó]n"),
                                               extraction._FILLER.flags)},
    "no_opening_view_lead": {"_OPENING_VIEW_LEAD": NEVER_MATCHES},
    "no_foreign_that_is": {"_FOREIGN_THAT_IS": NEVER_MATCHES, "_THAT_IS_LABEL_END": NEVER_MATCHES},
    # rounds 90 to 93 (see ROUNDS_90_TO_93_RULE_CASES)
    "no_which_points_to": {"_CONCLUSIVE_CLAUSE": re.compile(extraction._CONCLUSIVE_CLAUSE.pattern.replace(
        "|(?:which|that)\\s+points?\\s+to(?=\\s+(?:option|choice|answer|panel)\\b)", ""),
        extraction._CONCLUSIVE_CLAUSE.flags)},
    "no_reopened_trace": {"_trace_reopened_at_its_end": lambda text, raw, answer_type, choices, question: False},
    "no_cut_on_arrow": {"_CUT_OFF": re.compile(extraction._CUT_OFF.pattern.replace("→]|->|", "]|"),
                                               extraction._CUT_OFF.flags)},
    "no_arrow_own_text": {"_own_text_after": lambda rest, letter, choices: False},
    "no_arrow_other_text": {"_LETTER_THEN_TEXT": NEVER_MATCHES},
    "no_first_item_cut": {"_cut_in_item": lambda text: bool(
        (cut := extraction._CUT_IN_ITEM.search(text)) and extraction._FINISHED_ITEM.search(text, 0, cut.start()))},
    "no_cjk_item_cut": {"_CUT_IN_ITEM": re.compile(extraction._CUT_IN_ITEM.pattern.replace(
        "|[^\\n]*[，,、][^\\n]*[\\u3040-\\u30ff\\u4e00-\\u9fff]", ""), extraction._CUT_IN_ITEM.flags)},
    "no_zh_fou_opening": {"_FOREIGN_POLAR_OPENING": re.compile(extraction._FOREIGN_POLAR_OPENING.pattern.replace(
        "|有|否)", "|有)"), extraction._FOREIGN_POLAR_OPENING.flags)},
    "no_mislabelled_period": {"_mislabelled_period": lambda body, end, choices: False},
    "no_cut_on_both": {"_CUT_ON_FUNCTION_WORD": re.compile(extraction._CUT_ON_FUNCTION_WORD.pattern.replace(
        "|both|either|neither", ""), extraction._CUT_ON_FUNCTION_WORD.flags)},
    "no_colon_reason": {"_REASON_AFTER_PICK": re.compile(extraction._REASON_AFTER_PICK.pattern.replace(
        "|(?P<colon>:[ \\t]+)(?=(?-i:[a-z]))", ""), extraction._REASON_AFTER_PICK.flags)},
    "no_error_count_label": {"_CONCLUSION_RE": re.compile(extraction._CONCLUSION_RE.pattern.replace(
        "(?<!\\ban\\s)(?<!\\bone\\s)(?<![0-9]\\s)", ""), extraction._CONCLUSION_RE.flags)},
    "no_without_with_counts": {"_READINGS_SPLIT": re.compile(extraction._READINGS_SPLIT.pattern.split(
        "|\\b(?:excluding")[0], extraction._READINGS_SPLIT.flags)},
    "no_let_me_know_which": {"_ASKED_TO_CHOOSE": re.compile(extraction._ASKED_TO_CHOOSE.pattern.split(
        "|\\blet\\s+me\\s+know")[0], extraction._ASKED_TO_CHOOSE.flags)},
    "no_ou_de_range": {"_RANGE_BEFORE": re.compile(extraction._RANGE_BEFORE.pattern.replace("ou(?:\\s+de)?", "ou"),
                                                   extraction._RANGE_BEFORE.flags)},
    "no_what_an_edge_joins": {"_ENDS_OF_AN_EDGE": NEVER_MATCHES},
    "no_of_the_rest": {"_FRONTED_GROUNDS": re.compile(extraction._FRONTED_GROUNDS.pattern.replace(
        "|(?:of|among|from)\\s+the\\s+(?:rest|remaining|others)", ""), extraction._FRONTED_GROUNDS.flags)},
    "no_other_tools_call": {"_in_other_tools_call": lambda text, position: False},
    "no_cut_number_pair": {"_CUT_NUMBER_PAIR": NEVER_MATCHES},
    "no_slavic_case_split": {"_FOREIGN_CONDITION": re.compile(extraction._FOREIGN_CONDITION.pattern.replace(
        "|jeśli|jeżeli|если|якщо", ""), extraction._FOREIGN_CONDITION.flags)},
    "no_slavic_opening_kind": {"_OPENING_KIND": extraction._OPENING_KIND.replace("|вариант|варіант|wariant|opcja", "")},
    "no_ukrainian_relation_noun": {name: re.compile(getattr(extraction, name).pattern.replace("|відношен\\w*|ребер", "")
                                                    .replace("|відношен", "").replace("|ребер", ""),
                                                    getattr(extraction, name).flags)
                                   for name in ("_INTEGER_STATEMENT_RE", "_RELATION_NOUN")},
    "no_labelled_name_opening": {"_LABELLED_NAME_OPENING": NEVER_MATCHES},
    "no_edge_states_fact": {"_EDGE_STATES_FACT": NEVER_MATCHES},
    # rounds 94 and 95 (see ROUNDS_94_TO_95_RULE_CASES)
    "no_cut_on_seemed": {"_CUT_ON_FUNCTION_WORD": re.compile(extraction._CUT_ON_FUNCTION_WORD.pattern.replace(
        "|seemed|appeared|looked", ""), extraction._CUT_ON_FUNCTION_WORD.flags)},
    "no_ja_hard_to_judge": {"_REFUSAL_RE": re.compile(extraction._REFUSAL_RE.pattern.replace(
        "|(?:判断|特定|断定)(?:が|は)?(?:難しい|困難)", ""), extraction._REFUSAL_RE.flags)},
    "no_zh_cannot_give": {"_REFUSAL_RE": re.compile(extraction._REFUSAL_RE.pattern.replace("|分辨|给出)", "|分辨)"),
                                                    extraction._REFUSAL_RE.flags)},
    "no_point_tags": {"_GROUNDING_TAG": re.compile(r"</?(?:ref|phrase|grounding)>")},
    "no_catalan_panell": {"_FILLER": re.compile(extraction._FILLER.pattern.replace("|(?:el\\s+)?panell", ""),
                                                extraction._FILLER.flags),
                          "_CONCLUSIVE_END": re.compile(extraction._CONCLUSIVE_END.pattern.replace("|és|", "|").replace(
                              "|panell\\s+", ""), extraction._CONCLUSIVE_END.flags)},
    "no_catalan_range": {name: re.compile(getattr(extraction, name).pattern.replace("|und|i|og", "|und|og"),
                                          getattr(extraction, name).flags)
                         for name in ("_RANGE_BEFORE", "_INTEGER_HEDGE_RE")},
    "no_copula_article_not_or": {"_TRANSLIT_LISTED_BEFORE": re.compile(
        extraction._TRANSLIT_LISTED_BEFORE.pattern.replace(
            "(?!(?:é|è|es|est|is|ist|era|foi|será|seria|sería|son|são|sono)\\s)", ""),
        extraction._TRANSLIT_LISTED_BEFORE.flags)},
    "no_ja_reason_comma": {"_TRANSLIT_LISTED_BEFORE": re.compile(extraction._TRANSLIT_LISTED_BEFORE.pattern.replace(
        "(?<!ので)(?<!から)(?<!ため)", ""), extraction._TRANSLIT_LISTED_BEFORE.flags)},
    "no_triple_list": {"_triple_list_events": lambda text: []},
    "no_not_confident_which": {"_REFUSAL_RE": re.compile(extraction._REFUSAL_RE.pattern.replace(
        "|\\b(?:i'm|i am) not (?:confident|certain) which (?:one |count |answer )?(?:is|was) (?:right|correct)\\b", ""),
        extraction._REFUSAL_RE.flags)},
    "no_which_is_also": {"_ALSO_POSSIBLE": re.compile(extraction._ALSO_POSSIBLE.pattern.replace(
        "(?<!\\bwhich\\s)", ""), extraction._ALSO_POSSIBLE.flags)},
    "no_apposed_letter": {"_APPOSED_LETTER": NEVER_MATCHES},
    "no_layout_rows": {"_LAYOUT_ROWS": NEVER_MATCHES},
    "no_couldnt_find_rule": _replaced(r"|\b(?:couldn't|could not|can't|cannot) (?:find|identify|spot) (?:one|(?:a|any)"
                                      r"(?: single| common| consistent| clear)? (?:rule|property|pattern)) that (?:five"
                                      r"|all but one|only one)\b", "", "_REFUSAL_RE"),
    # rounds 96 and 97 (see ROUNDS_96_TO_97_RULE_CASES)
    "no_confidence_before_part": {"_CONCLUSION_RE": re.compile(extraction._CONCLUSION_RE.pattern.replace(
        "(?!\\s*[^\\W\\d_]+\\s+of\\s+the\\b)", ""), extraction._CONCLUSION_RE.flags)},
    "no_nordic_range": {name: re.compile(pattern.pattern.replace("|og|och|", "|"), pattern.flags) for name, pattern in
                        _replaced("|mellem|mellom|mellan|", "|", "_INTEGER_HEDGE_RE", "_RANGE_BEFORE").items()},
    "no_finnish_cannot_say": {"_REFUSAL_RE": re.compile(extraction._REFUSAL_RE.pattern.replace(
        "|pysty\\s+sanomaan|voi\\s+sanoa", ""), extraction._REFUSAL_RE.flags)},
    "no_depending_on_the": {"_NAMED_SPLIT": re.compile(extraction._NAMED_SPLIT.pattern.split("|the\\s+")[0] + ")\\b",
                                                       extraction._NAMED_SPLIT.flags)},
    "no_hindi_cannot_answer": {"_REFUSAL_RE": re.compile(extraction._REFUSAL_RE.pattern.replace(
        "|उत्तर\\s+नहीं\\s+दे\\s+सकत", ""), extraction._REFUSAL_RE.flags),
                               "_CONCLUSION_RE": re.compile(extraction._CONCLUSION_RE.pattern.replace(
                                   "(?!नहीं\\s+दे)", ""), extraction._CONCLUSION_RE.flags)},
    "no_what_is_left": {"_CONCLUSIVE_CLAUSE": re.compile(extraction._CONCLUSIVE_CLAUSE.pattern.replace(
        "|what(?:'s|\\s+is)\\s+)?left", ")?left"), extraction._CONCLUSIVE_CLAUSE.flags)},
    "no_norwegian_nei": {"_NO_WORDS": re.compile(extraction._NO_WORDS.pattern.replace(
        "|nei(?=\\s*[,.!;:]|\\s*$)", ""), extraction._NO_WORDS.flags),
                         "_FOREIGN_POLAR_OPENING": re.compile(extraction._FOREIGN_POLAR_OPENING.pattern.replace(
                             "|nej|nei|", "|nej|"), extraction._FOREIGN_POLAR_OPENING.flags)},
    "no_finnish_relation_noun": {name: re.compile(getattr(extraction, name).pattern.replace("|relaatio\\w*", "")
                                                  .replace("|relaatio)", ")"), getattr(extraction, name).flags)
                                 for name in ("_INTEGER_STATEMENT_RE", "_RELATION_NOUN")},
    "no_quoted_term_label": {"_QUOTED_TERM_LABEL": NEVER_MATCHES},
    # rounds 98 to 101 (see ROUNDS_98_TO_101_RULE_CASES)
    "no_edit_note": _replaced(r"|edit(?=\s*:)", "", "_RECONSIDERATION"),
    "no_first_glance": _replaced(r"|\bat\s+first\s+(?:glance|sight)\s*,?\s+(?:i|we)(?:'d|\s+would)\s+(?:say|guess)\b",
                                 "", "_FIRST_ATTEMPT"),
    "no_list_after_marker": {"_numbered_list_after": lambda text, marker: False},
    "no_comma_so_count": _replaced(r"(?<=[.!?\n,])", r"(?<=[.!?\n])", "_INTEGER_STATEMENT_RE"),
    "no_answer_changes": _replaced(r"(?:\b(?:my|the|our)\s+answer\s+(?:changes|changed|switches|flips|goes)\s+from"
                                   r"\s+\S+\s+to\s+)|", "", "_CONCLUSION_RE"),
    "no_in_fact_exactly": _replaced(r"|in\s+fact,?\s+(?:exactly|precisely)", "", "_INTEGER_STATEMENT_RE"),
    "no_if_then_verdict": {"_IF_THEN_LEAD": NEVER_MATCHES},
    "no_dependent_counts": {"_without_dependent_counts": lambda events, text: events},
    "no_rule_one_out": _replaced(r"|rule\s+(?:one|an?\s+(?:error|mistake))\s+out\b", "", "_REFUSAL_RE"),
    "no_back_and_forth": _replaced(r"|\b(?:i|we)\s+keep\s+(?:going|flipping|switching)\s+back\s+and\s+forth\b", "",
                                   "_REFUSAL_RE"),
    "no_not_distinguished": _replaced(r"|\b(?:doesn't|does\s+not|don't|do\s+not)\s+distinguish\s+between\s+(?:them"
                                      r"|the\s+two)\b", "", "_REFUSAL_RE"),
    "no_nothing_distinguishes": _replaced(r"|\b(?:nothing|anything)\b[^.!?\n]{0,30}?\bthat\s+distinguishes\s+(?:them"
                                          r"|the\s+two)\b", "", "_REFUSAL_RE"),
    "no_short_latin_sounds": {"_shortest_named": lambda word: 1 if word[0] >= "\u3000" else 3},
    "no_punctuation_emoji": {"_PUNCTUATION_EMOJI": {}},
    "no_total_before_tick": _replaced("[.!;\\n✅✓✔]", "[.!;\\n]", "_INTEGER_STATEMENT_RE"),
    "no_tick_ends_sentence": {"_SENTENCE_END": re.compile(r"[.!?\n。！？]")},
    "no_fractional_shares": _replaced(r"|(?<![A-Za-z])\(?(?P<c>[A-J])\)?[ \t]*(?:[:=]|[—–])[ \t]*(?P<r>0?\.\d{1,3}"
                                      r"|1\.0+)(?![\d%])", "", "_OPTION_SHARE"),
    "no_opening_spread_rank": {"_OPENING_SPREAD_RANK": extraction.RANK_STATEMENT},
    "no_two_confidence_levels": _replaced(r"(?:\s*[,;/]\s*" + extraction._CONFIDENCE_LEVEL + ")?", "",
                                          "_CONFIDENCE_NOTE"),
    "no_answer_first_sentence": {"_answer_first_sentences": lambda text, answer_type: []},
    "no_bounded_count": {"_BOUNDED_AFTER": NEVER_MATCHES},
    "no_closing_consequence_pair": {"_CLOSING_CONSEQUENCE_PAIR": NEVER_MATCHES},
    "no_tentative_return": {"_TENTATIVE_RETURN": NEVER_MATCHES},
    "no_dutch_range": _replaced("|tussen(?:\\s+de)?)", ")", "_INTEGER_HEDGE_RE", "_RANGE_BEFORE"),
    "no_swahili_range": {**_replaced(extraction._SWAHILI_RANGE, "(?!x)x", "_INTEGER_HEDGE_RE"),
                         "_SWAHILI_BETWEEN": r"(?!x)x"},
    "no_swahili_total": _replaced(r"(?:\bjumla\s+(?:yake\s+)?ni\b|\bjumlahnya(?:\s+(?:adalah|ialah))?\b)|", "",
                                  "_CONCLUSION_RE"),
    "no_sheet_unfolded": _replaced(r"|(?:sheet|paper)\s+(?:(?:completely|fully)\s+)?unfolded", "",
                                   "_ASKED_FOR_THING"),
    "no_foreign_same_object": _replaced(r"|\b(?:is|ist|est|es|è|é)\s+(?:hetzelfde|dasselbe|derselbe", r"|(?:(?!x)x",
                                        "_CONCLUSIVE_CLAUSE"),
    "no_term_label_reason": _replaced(r"|(?P<reason>", r"|(?!x)x(?P<reason>", "_QUOTED_TERM_LABEL"),
    "no_copula_before_reason": {"_COPULA_BEFORE_TERM": re.compile(r"")},
    "no_lone_thai_number": _replaced_everywhere(("|" + extraction._THAI_LONE_NUMBER, "")),
    "no_thai_option_word": _replaced("|ตัวเลือก", "", "_FILLER"),
    "no_thai_answer_word": _replaced(r"(?:(?<![\u0E00-\u0E7F])ตอบ(?=\s*\(?[A-J]\)?(?![A-Za-z])))|", "",
                                     "_CONCLUSION_RE"),
    "no_thai_opening_none": _replaced(r"|[ \t]*[.!]?[ \t]+(?=[\u0E00-\u0E7F])", "", "_NO_RE"),
    "no_edge_runs_to": _replaced(r"|(?:goes|runs|points|leads)\s+from", r"|(?!x)x(?:goes|runs|points|leads)\s+from",
                                 "_EDGE_STATES_FACT"),
    "no_cut_on_subject": _replaced(r"|I|we|they)", ")", "_CUT_ON_FUNCTION_WORD"),
    # rounds 102 and 103 (see ROUNDS_102_TO_103_RULE_CASES)
    "no_choice_handed_back_kept": {"_hands_choice_back": lambda sentence: False},
    "no_mirror_verdict": {"_MIRROR_VERDICT": NEVER_MATCHES},
    "no_lone_label_conflict": {"_LONE_LABEL": NEVER_MATCHES},
    "no_both_remain_possible": _replaced_everywhere((r"|\bboth\s+(?:remain|stay)\s+(?:possible|plausible|open)\b",
                                                     "")),
    "no_ja_conceivable": _replaced_everywhere(("|当てはま|可能|考えられ)", "|当てはま|可能)")),
    "no_kinds_against_edges": {"_KINDS_AGAINST_EDGES": NEVER_MATCHES},
    "no_pattern_appears_in": _replaced(r"|\b(?:pattern|arrangement|configuration|layout)\s+(?:appears|is\s+shown)"
                                       r"\s+in\b", "", "_CONCLUSIVE_CLAUSE"),
    "no_slovak_count_nouns": _replaced_everywhere(("|vzťah|entít|hrán|hran|", "|"), (r"|entít|", "|"),
                                                  (r"|vzťah\w*|hrán|hran\w*", ""), ("|vzťah|hrán|hran|", "|")),
    "no_czech_disrespects": _replaced_everywhere(("|nerespektuje|nedodržuje", "")),
    "no_errors_counted_first": _replaced(r"(?:^\s*(?:there(?:'s|\s+is)\s+one|(?:one|two|three|four|five|\d+)\s+"
                                         r"(?:errors?|mistakes?|anomal(?:y|ies))(?:\s+actually)?)\s*:)|", "",
                                         "_YES_RE"),
    "no_false_info_present": _replaced(r"(?:\bfalse\s+(?:info(?:rmation)?|facts?|claims?|data)\s+(?:present|found"
                                       r"|detected|included)\b)|", "", "_YES_RE"),
    "no_cross_before_wrong": _replaced(r"(?:^\s*[❌✗✘✖]\s*wrong\b)|", "", "_YES_RE"),
    "no_tick_before_all_correct": _replaced(r"^\s*(?:[✅✓✔☑]\s*)?(?:all|every)", r"^\s*(?:all|every)", "_NO_RE"),
    "no_everything_matches": _replaced(r"|(?:^\s*everything\s+(?:matches|lines\s+up|is\s+consistent)\s*[:.!])", "",
                                       "_NO_RE"),
    # rounds 104 and 105 (see ROUNDS_104_TO_105_RULE_CASES)
    "no_cant_be_certain_reservation": _replaced(r"(?:but|though|although)\s+I\s+(?:can't|cannot|can\s+not)\s+be",
                                                r"(?!x)x", "_RESERVATION"),
    "no_ellipsis_in_stated_fact": {"_ELLIPSIS": NEVER_MATCHES},
    "no_only_perceived": _replaced(extraction._ONLY_PERCEIVED, "", "_CONCLUSIVE_CLAUSE"),
    "no_cut_at_bare_label": _replaced(r"[\w'’-]*){0,6}", r"[\w'’-]*){1,6}", "_CUT_PROSE_ITEM"),
    "no_walk_noun_article": _replaced_everywhere((r"(?:(?i:the|le|la|el|der|die|das|il|lo)[ \t]+)?", "")),
    "no_spanish_negated_use": _replaced(r"|\b(?:no|não)\s+(?:usa|usan|utiliza|utilizan|emplea|emplean|habla|hablan"
                                        r"|fala|falam)\s+(?:el|la|o|a)\b", "", "_NEGATOR_BEFORE"),
    "no_negation_left_in_its_part": {"_comma_part": lambda text, start, end, position: (start, start)},
    "no_postposed_conditions": {"_POSTPOSED_CONDITIONS": NEVER_MATCHES},
    "no_identify_single_rule": _replaced_everywhere(
        ("(?:find|identify|spot) (?:one|(?:a|any)(?: single| common| consistent| clear)? (?:rule|property|pattern))",
         "find (?:one|a rule|a property|a pattern)")),
    "no_asked_count_against_answer": {
        "_record_conflict_events": lambda text, answer_type, choices, target=None,
        real=extraction._record_conflict_events: real(text, answer_type, choices)},
    "no_answering_call_argument": {"_GENERIC_ARGUMENT": NEVER_MATCHES},
    "no_concluded_on_cue": {"_concluded_on_cue": lambda text, kept, end: []},
    "no_head_word": {"_head_word_spans": lambda folded, choice, choices: []},
    "no_opening_fact": {"_opening_fact_events": lambda text, choices: []},
    "no_place_before_right": _replaced(r"\b(?<!-)(?<!top\s)(?<!upper\s)(?<!lower\s)(?<!bottom\s)(?:the\s+)?(?:correct"
                                       r"|right", r"\b(?:the\s+)?(?:correct|right", "_CONCLUSION_RE"),
    "no_colon_before_copula_reason": _replaced(r"|:[ \t]+(?:the|its?|both|all)\b", "", "_COPULA_REASON"),
    # rounds 106 and 107 (see ROUNDS_106_TO_107_RULE_CASES)
    "no_closing_place_sentence": {"_closing_place_sentence": lambda text, match: False},
    "no_ordinal_one_end": _replaced(r"(?:option|panel|figure|choice|image|one)\s*$",
                                    r"(?:option|panel|figure|choice|image)\s*$", "_CONCLUSIVE_END"),
    "no_pattern_in_place": _replaced(r"|\b(?:is|it'?s|that'?s)\s+the\s+(?:pattern|arrangement|configuration|layout)",
                                     r"|(?!x)x", "_CONCLUSIVE_END"),
    "no_reference_comma_rotated": _replaced_everywhere((r",?\s+(?:just\s+)?(?:rotated|turned)",
                                                        r"\s+(?:rotated|turned)")),
    "no_shows_the_object_rotated": _replaced_everywhere((r"|\b(?:shows|depicts)\s+the\s+object\s+(?:rotated|turned)\b",
                                                         "")),
    "no_partial_check_reservation": _replaced(r"|\s*(?:[,;]\s*|[—–-]\s*)?(?:though|although)\s+I\s+(?:can't|cannot"
                                              r"|can\s+not)\s+(?:fully", r"|(?!x)x(?:fully", "_RESERVATION"),
    "no_opening_particle": {"_OPENING_PARTICLE": re.compile(r"(?P<answer>(?!x)x)")},
    "no_zh_polar_gloss": _replaced(r"(?:\s*\((?:yes|no)\))?", "", "_FOREIGN_POLAR_OPENING"),
    "no_hindi_range": _replaced_everywhere((r"|se(?=\s)", "")),
    "no_one_as_article": {"_ONE_AS_ARTICLE": frozenset()},
    "no_next_list_step": {"_next_list_step": lambda last, before: False},
    "no_cut_in_consequence": {"_CUT_IN_CONSEQUENCE": NEVER_MATCHES},
    "no_opening_count_question": {"_OPENING_COUNT_QUESTION": NEVER_MATCHES},
    # rounds 108 and 109 (see ROUNDS_108_TO_109_RULE_CASES)
    "no_best_match_after_refusal": _replaced(r"|best\s+(?:match|fit)", "", "_COMMITS_AFTER_ALL"),
    "no_fits_best_after_refusal": _replaced(r"|[^.!?\n]{0,80}?\bfits?\b[^!?\n]{1,60}?\bbest\b", "",
                                            "_COMMITS_AFTER_ALL"),
    "no_shared_kind_without_article": _replaced(r"(?:(?:a|an)\s+)?(?!(?:possib", r"(?:a|an)\s+(?!(?:possib",
                                                "_SHARED_KIND"),
    "no_preferred_after": {"_PREFERRED_AFTER": NEVER_MATCHES},
    "no_error_labelled": _replaced(r"^\s*(?:the\s+)?(?:error|mistake|inconsistency)\s*:", r"(?!x)x", "_YES_RE"),
    "no_not_factually_consistent": _replaced(r"(?:factually\s+)?(?:correct|right|accurate|consistent)\b",
                                             r"(?:correct|right|accurate)\b", "_YES_RE"),
    "no_negated_consistency_is_anomaly": _replaced(r"not\s+(?:factually\s+)?(?:correct|accurate|true|valid|right"
                                                   r"|consistent)", r"not\s+(?:correct|accurate|true|valid|right)",
                                                   "_NEGATION_IS_ANOMALY"),
    "no_that_is_a_mistake": _replaced(r"\b(?:that|this)(?:'s|\s+is)\s+(?:a|an)\s+(?:clear\s+|real\s+|factual\s+)?",
                                      r"(?!x)x", "_YES_RE"),
    "no_nothing_to_flag": _replaced(r"\bnothing\s+(?:I\s+would|I'd)\s+(?:flag|mark|call|report)", r"(?!x)x", "_NO_RE"),
    "no_information_shown": _replaced(r"|information\s+shown)", ")", "_NO_RE"),
    "no_answer_to_whether": _replaced(r"|\s+to\s+whether\s+[^.!?\n,:;—–]{1,80})?", ")?", "_CONCLUSION_RE"),
    "no_describing_shows": _replaced_everywhere((r"zeigt(?!\s+(?:ein|eine|einen|einem|zwei|drei|vier|fünf|sechs)\b)",
                                                 "zeigt"),
                                                (r"montre(?!\s+(?:un|une|deux|trois|quatre|cinq|six)\b)", "montre")),
    "no_apostrophe_trace_end": {"_CUT_TRACE_END": re.compile(r"[^\n]{40,}?(?:(?<![^\W\d_])(?P<word>[^\W\d_]{2,})|,)"
                                                            r"[ \t]*\Z")},
    # rounds 110 and 111 (see ROUNDS_110_TO_111_RULE_CASES)
    "no_disagreeing_answer_lines": {"_ANSWER_LINE": NEVER_MATCHES},
    "no_actually_yes": _replaced(r"(?:actually\s+)?(yes|no)", r"(yes|no)", "_CONCLUDED_POLAR"),
    "no_dutch_part_of": {"_RELATION_CUES": {**extraction._RELATION_CUES, "part": r"part\s+of"}},
    "no_lines_between_nodes": _replaced_everywhere((r"|lines?(?=\s+(?:between|connecting|joining)\b)", ""),
                                                   (r"|line(?=s?\s+(?:between|connecting|joining)\b)", "")),
    "no_looks_like_same_object": _replaced_everywhere((r"(?:is|shows|depicts|looks\s+like)\s+(?:exactly\s+)?the",
                                                       r"(?:is|shows|depicts)\s+(?:exactly\s+)?the")),
    "no_dutch_tot_range": _replaced_everywhere((r"|tot(?=\s)", "")),
    "no_nothing_contradicts": _replaced(r"|that\s+contradicts\b)", ")", "_NO_RE"),
    "no_thats_the_error": _replaced(r"\b(?:that|this)(?:'s|\s+is)\s+the\s+(?:error|mistake|inconsistency)\b", r"(?!x)x",
                                    "_YES_RE"),
    "no_narrowed_comparison": {"_narrowed_to": lambda before, choices: set()},
    "no_sureness_bracket": _replaced(r"|\s*\(\s*(?:(?:fairly|pretty|quite|very|highly|moderately|somewhat|reasonably)"
                                     r"\s+)?(?:confident|sure|certain)\s*\)", "", "_CONFIDENCE_NOTE"),
    # rounds 112 and 113 (see ROUNDS_112_TO_113_RULE_CASES)
    "no_polar_clause_sentence": {"_POLAR_CLAUSE_SENTENCE": re.compile(r"[\s\S]*")},
    "no_japanese_since": _replaced(r"|(?:(?<=[るたい])|(?<=その))ため[、,]", "", "_CONSEQUENCE"),
    "no_translit_consequence_parts": {"_translit_sentences": lambda text: [
        m.span() for m in extraction._TRANSLIT_SENTENCE.finditer(text)]},
    "no_name_cut_short_opening": {"_NAME_CUT_SHORT_OPENING": NEVER_MATCHES},
    "no_others_bracket": {"_OTHERS_BRACKET": NEVER_MATCHES},
    "no_foreign_lean": _replaced(r"|\b(?:je\s+)?penche(?:rais)?\s+(?:plutôt\s+)?(?:pour|vers)\s+", "", "_LEANING_RE"),
    "no_only_after_and": {"_ONLY_AFTER_AND": NEVER_MATCHES},
    "no_amtssprache": {"_RELATION_CUES": {**extraction._RELATION_CUES,
                                          "language": extraction._RELATION_CUES["language"].replace(
                                              "|amtssprachen?|landessprachen?", "")}},
    "no_closing_bracket_gloss": {"_CLOSING_BRACKET": NEVER_MATCHES},
    # rounds 114 and 115 (see ROUNDS_114_TO_115_RULE_CASES)
    "no_bare_corner": {"_bare_corner_events": lambda text, choices: []},
    "no_shared_foreign_corner": {"_shared_corner_mentions": lambda text, valid: []},
    "no_russian_place": _replaced_everywhere(("(?:вариант|варіант|панел|рисун|малюн|фигур|фігур|картин|изображени"
                                              "|зображен|ячейк)", "(?:(?!x)x)")),
    "no_than_quantity": {"_THAN": re.compile(r"\bthan\b", re.IGNORECASE)},
    "no_indented_list_item": {"_INDENTED_LINE": NEVER_MATCHES},
    "no_lines_connecting_topic": {"_LINES_AT": NEVER_MATCHES},
    "no_left_total": {"_LEFT_TOTAL": NEVER_MATCHES},
    "no_so_added_total": _replaced(r"|bringing\s+(?:the\s+total|it)\s+to|so)\s)",
                                   r"|bringing\s+(?:the\s+total|it)\s+to)\s)", "_ADDED_TOTAL"),
    "no_doubted_count_alternative": {"_DOUBTED_COUNT_ALTERNATIVE": NEVER_MATCHES},
    "no_count_label_in_graph": _replaced(r"(?:\s+(?:in|on)\s+the\s+(?:knowledge\s+)?(?:graph|map|image|picture))?", "",
                                         "_COUNT_LABEL_RE"),
    "no_number_line_ended": {"_line_ended_after": lambda response, tracked: False},
    "any_line_break_ends_number": {"_RUN_OF_BLANK_LINES": re.compile(r"[ \t]*\n")},
    "no_json_estimate": {"_APPROXIMATE_START": NEVER_MATCHES},
    "no_reporting_tool": _replaced(r"|result|report", r"|result", "_ANSWERING_TOOL"),
    "no_opening_count_colon": _replaced(r"|:(?=[ \t]*[^\n,:]+,)", "", "_OPENING_COUNT"),
    "no_lean_before_count": {"_LEAN_BEFORE_COUNT": NEVER_MATCHES},
    "no_between_two_named": {"_BETWEEN_TWO_NAMED": NEVER_MATCHES},
    "no_lean_after_name": {"_LEAN_AFTER_NAME": NEVER_MATCHES},
    "no_portuguese_quebra": _replaced_everywhere(("|quebra", "")),
    "no_portuguese_doze": {"_FOREIGN_NUMBER_WORDS": {k: v for k, v in extraction._FOREIGN_NUMBER_WORDS.items()
                                                     if k not in ("doze", "quatro")}},
    "no_italian_not_adopted": _replaced(r"|\bnon\s+(?:usa|usano|utilizza|utilizzano|parla|parlano|(?:ha|hanno)"
                                        r"\s+adottato)(?:\s+(?:il|la|lo)\b)?", "", "_NEGATOR_BEFORE"),
    "no_late_but_after_first_try": _replaced(r"{0,100}", r"{0,60}", "_BUT_AFTER"),
    "no_vietnamese_option_noun": _replaced_everywhere((r"|phương\s+án|lựa\s+chọn", "")),
    "no_vietnamese_also": _replaced_everywhere((r"|\bcũng\s+(?:khá\s+|rất\s+)?(?:giống|đúng|hợp\s+lý|có\s+thể)", "")),
    # round 116 (see ROUND_116_RULE_CASES)
    "no_dash_gloss_after_place": {"_DASH_GLOSS_AFTER_PLACE": NEVER_MATCHES},
    "no_last_of_first_row": {"_last_of_first_row": lambda text, match, index: False},
    "no_last_option_row_guard": _replaced(r"(?!\s+(?:in|of|on)\s+the\s+\w+\s+row\b)", "", "_NUMBERED_OPTION"),
    "no_ukrainian_left": _replaced_everywhere(("лев|лів|прав", "лев|прав")),
    "no_ukrainian_place_nouns": _replaced_everywhere(("вариант|варіант|панел|рисун|малюн|", "вариант|панел|рисун|")),
    "no_romanian_corner": _replaced_everywhere((r"|\b(?:colțul|coltul|panoul|opțiunea|optiunea|varianta|figura"
                                                r"|imaginea|cea|cel)\s+din\s+", r"|(?!x)x")),
    "no_cyrillic_letter_ending_line": _replaced(r"|[ \t]+(?!(?:или", r"|\s+(?!(?:или", "_CYRILLIC_LETTER_RE"),
    "no_romanian_la_fel": _replaced(r"|(?<!\bla\s)fel|", "|fel|", "_NEGATIVE_VERDICT"),
    "no_cyrillic_cut_item": _replaced("[a-zà-ÿа-яёіїєґ]", "[a-z]", "_CUT_IN_ITEM"),
    "no_foreign_reframed_polar": {"_foreign_reframed_polar_events": lambda text: []},
    "no_genitive_counts": {"_GUARDED_NUMBER_WORDS": {k: v for k, v in extraction._GUARDED_NUMBER_WORDS.items()
                                                     if k not in ("восьми", "dwunastu")}},
    "no_russian_count_nouns": _replaced_everywhere((r"|сущност|узл|связ|ребер|рёбер", "")),
    "no_another_branch": {"_ANOTHER_BRANCH": NEVER_MATCHES},
    "foreign_right_reads_english": _replaced(r"(?:corect\w*|correct[oa]s?|", r"(?:corect\w*|correct\w*|",
                                             "_FOREIGN_RIGHT"),
    "no_russian_lower_bound": _replaced(r"|не\s+(?:меньше", r"|(?!x)x(?:меньше", "_COUNT_BOUND_BEFORE"),
    "no_polish_lower_bound": _replaced(r"|co\s+najmniej", "", "_COUNT_BOUND_BEFORE"),
    # round 117 (see ROUND_117_RULE_CASES)
    "no_one_in_the_corner": _replaced(r"|one)\s+(?:in|at)\s+the\s+(?P<at>", r"|(?!x)x)\s+(?:in|at)\s+the\s+(?P<at>",
                                      "_GRID_PLACE_RE"),
    "no_corner_one": _replaced(r"|candidate)|one)\b|\bthe", r"|candidate)|(?!x)x)\b|\bthe", "_GRID_PLACE_RE"),
    "no_dutch_corner": _replaced_everywhere((r"(?P<nlh>links|rechts)", r"(?P<nlh>(?!x)x)")),
    "no_nordic_corner": _replaced_everywhere((r"(?P<dav>nederst", r"(?P<dav>(?!x)x")),
    "no_dutch_it_is": {"_FOREIGN_COPULA": extraction._FOREIGN_COPULA.replace(
        r"|\b(?:het|dat|dit)\s+is\s+(?:het\s+|de\s+)?", "")},
    "no_colon_gloss_after_place": _replaced(r"^(?:\s[—–]|:)", r"^(?:\s[—–])", "_DASH_GLOSS_AFTER_PLACE"),
    "no_dutch_juiste": _replaced("|juiste?|", "|juist|", "_CONCLUSIVE_CLAUSE"),
    "no_nordic_choose": _replaced(r"|kies|kiezen|väljer|vælger|velger", "", "_CONCLUSIVE_CLAUSE"),
    "no_dutch_or_count": _replaced(r"\s+of\s+", r"\s+(?!x)xof\s+", "_INTEGER_HEDGE_RE"),
    "no_dutch_membership_denied": _replaced(r"|\b(?:geen|niet)\s+(?:\w+\s+){0,5}?(?:lid|deel)\s+van(?:\s+(?:de|het))?",
                                            "", "_NEGATOR_BEFORE"),
    "no_nordic_border": {"_RELATION_CUES": {**extraction._RELATION_CUES, "border": extraction._RELATION_CUES[
        "border"].replace("|granser|gransar|grenser", "")}},
    "no_nordic_no_sense": _replaced(r"|(?:giver|gir|ger|gi)\s+", r"|(?!x)x(?:giver|gir|ger|gi)\s+", "_NEGATOR_AFTER"),
    "no_label_without_content": {"_LABEL_WITHOUT_CONTENT": NEVER_MATCHES},
    "no_open_string_at_end": {"_OPEN_STRING_AT_END": NEVER_MATCHES},
    "no_cut_on_negated_auxiliary": _replaced(r"|doesn't|don't|isn't|aren't|wasn't|can't|won't|didn't", "",
                                             "_CUT_ON_FUNCTION_WORD"),
    "no_in_that_case": _replaced(r"|in\s+(?:that|this|which)\s+case", "", "_OPENING_CONDITION"),
    "no_cut_in_condition": {"_CUT_IN_CONDITION": NEVER_MATCHES},
    "no_is_the_rotated_one": _replaced_everywhere((r"|\bis\s+the\s+rotated\s+(?:one|version|copy|image|object|shape"
                                                   r"|figure|of)\b", "")),
}


def _clear_extraction_caches() -> None:
    """Forget what the extractor's cached helpers computed (an option's folded text and pattern, …): computed with a
    rule broken, it would outlive the break and fail later readings ('no_hangul_syllables' left '통화' unread), so
    that every guard but the first came out as that one Korean case."""
    for value in vars(extraction).values():
        if callable(getattr(value, "cache_clear", None)):
            value.cache_clear()


def _same_as_intact(attribute: str, replacement: object) -> bool:
    """Whether a break's replacement is what extraction already holds (a pattern compared by its text and flags)."""
    intact = getattr(extraction, attribute)
    if isinstance(replacement, re.Pattern) and isinstance(intact, re.Pattern):
        return (replacement.pattern, replacement.flags) == (intact.pattern, intact.flags)
    return isinstance(replacement, str | dict | int) and replacement == intact


def test_every_broken_rule_changes_what_it_replaces() -> None:
    """A break that leaves its pattern as it was (a `.replace` whose text the pattern no longer holds after a rule was
    rewritten) breaks nothing, and its guard then passes for another reason: every replacement must differ from the
    attribute it stands in for."""
    unchanged = [(name, attribute) for name, patches in BROKEN_RULES.items()
                 for attribute, replacement in patches.items() if _same_as_intact(attribute, replacement)]
    assert not unchanged, unchanged


@pytest.mark.parametrize("broken", list(BROKEN_RULES))
def test_a_wrong_rule_change_is_caught(broken: str) -> None:
    """Each rule the decision rests on, broken on purpose, makes the measured targets or the issue cases fail. The
    extractor's caches are emptied before the break (a reading cached with the rule intact would hide it) and after
    it (a reading cached with the rule broken would outlive it into the next test)."""
    _clear_extraction_caches()
    try:
        with pytest.MonkeyPatch.context() as patch:
            for attribute, replacement in BROKEN_RULES[broken].items():
                patch.setattr(extraction, attribute, replacement)
            assert _fails_somewhere(first=json.loads(RULE_GUARDS.read_text(encoding="utf-8")).get(broken))
    finally:
        _clear_extraction_caches()


def test_score_counts_invented_wrong_and_missed() -> None:
    cases = [c for c in ALL if c.voice == "terse"][:3]
    s, misses = score(cases)
    assert (s.n, s.correct, s.invented, s.wrong, s.missed) == (3, 3, 0, 0, 0) and misses == []


def _first_catching_cases() -> dict[str, str]:
    """Each broken rule's first catching case among the cheap ones (the contents of RULE_GUARDS)."""
    guards = {}
    for name, patches in BROKEN_RULES.items():
        with pytest.MonkeyPatch.context() as patch:
            for attribute, replacement in patches.items():
                patch.setattr(extraction, attribute, replacement)
            _clear_extraction_caches()
            caught = (r for r, t, c, q, e in _cheap_cases() if _read(r, t, c, q) != e)
            if (response := next(caught, None)) is not None:
                guards[name] = response
        _clear_extraction_caches()
    return guards


if __name__ == "__main__":  # rewrite RULE_GUARDS after rules or cases change
    RULE_GUARDS.write_text(json.dumps(_first_catching_cases(), ensure_ascii=False, indent=1, sort_keys=True) + "\n",
                           encoding="utf-8")
