"""`python -m mindbench.lmms_tasks.extraction_courtesies`: does a courtesy around a reply change how it is read?

A courtesy ("Sure!", "Hope this helps!", "Enjoy your day!") answers nothing, so every voiced case of
`extraction_voices` should read the same wrapped in one as bare, answer or None: a metamorphic check that needs no
gold. This prints, per courtesy, how many readings change (lost, invented, or another option). `KNOWN` were in view
while the extractor's courtesy readings were written; `BLIND_1` to `BLIND_4` were each written by someone who saw
neither the extractor nor the other sets, and each was measured once on the rules of its day before it could prompt
a change (BLIND_1 prompted the reading of silent edge sentences, BLIND_2 and BLIND_3 its later forms; BLIND_4 was
measured on the rules as they stand): docs/extraction.md, *Courtesies around a reply*, has the figures.
"""

from __future__ import annotations

import sys
from collections import Counter
from collections.abc import Sequence
from typing import NamedTuple

from mindbench.lmms_tasks.extraction import extract_answer
from mindbench.lmms_tasks.extraction_voices import ALL, KIND_ANSWER_TYPE, KIND_QUESTION, VoiceCase
from mindbench.oneline import OneLineParser

PROG = "python -m mindbench.lmms_tasks.extraction_courtesies"


class Courtesy(NamedTuple):
    """Words put before and after a reply."""

    name: str
    before: str
    after: str

    def wrap(self, reply: str) -> str:
        return self.before + reply + self.after


KNOWN = (
    Courtesy('great-question', "Great question! Here's my analysis.\n\n", ''),
    Courtesy('take-a-look', "Alright, let's take a look.\n\n", ''),
    Courtesy('glad-to-help', "Of course! I'd be glad to help with that.\n\n", ''),
    Courtesy('explain-more', '', '\n\nWould you like me to explain my reasoning in more detail?'),
    Courtesy('hope-that-helps', '', '\n\nHope that helps.'),
    Courtesy('anything-else', '', '\n\nAnything else I can help with?'),
    Courtesy('reach-out', '', '\n\nFeel free to reach out if anything is unclear!'),
)
BLIND_1 = (
    Courtesy('happy-to-help', 'Happy to help with this.\n\n', ''),
    Courtesy('examine-figure', 'Let me examine the figure closely.\n\n', ''),
    Courtesy('good-question', 'Good question! ', ''),
    Courtesy('thanks-for-sharing', 'Thanks for sharing this.\n', ''),
    Courtesy('after-review', 'After reviewing the picture carefully, here is my take:\n\n', ''),
    Courtesy('gladly-reasoning', "Gladly — here's my reasoning.\n", ''),
    Courtesy('work-through', "Alright, let's work through this. ", ''),
    Courtesy('dig-in', "What an interesting puzzle! Let's dig in.\n\n", ''),
    Courtesy('zh-analyze', '我来仔细分析这张图片。\n\n', ''),
    Courtesy('es-con-gusto', 'Con mucho gusto. Veamos la imagen con atención.\n\n', ''),
    Courtesy('fr-avec-plaisir', "Avec plaisir ! Examinons l'image attentivement. ", ''),
    Courtesy('de-gerne', 'Gerne helfe ich dabei. Schauen wir uns das Bild genau an:\n', ''),
    Courtesy('hope-helps', '', '\n\nHope this helps!'),
    Courtesy('let-me-know', '', ' Let me know if you have any other questions.'),
    Courtesy('happy-to-clarify', '', '\n\nHappy to clarify anything further.'),
    Courtesy('feel-free', '', '\nFeel free to ask if something is unclear.'),
    Courtesy('good-luck', '', '\n\nGood luck with your studies!'),
    Courtesy('anything-else', '', '\n\nIs there anything else you would like to explore?'),
    Courtesy('enjoy-day', '', ' Enjoy the rest of your day!'),
    Courtesy('happy-puzzling', '', '\n\nCheers, and happy puzzling!'),
    Courtesy('zh-welcome', '', '\n\n希望这些内容能帮到你！如有其他疑问，欢迎随时提问。'),
    Courtesy('ja-yakuni', '', '\n\nお役に立てれば幸いです。'),
    Courtesy('es-espero', '', ' ¡Espero que te sirva de ayuda!'),
    Courtesy('de-erfolg', '', '\nFalls du weitere Fragen hast, melde dich gerne. Viel Erfolg!'),
)
BLIND_2 = (
    Courtesy('open-interesting-puzzle', 'Interesting puzzle! Here is my take.\n\n', ''),
    Courtesy('open-after-reviewing', 'After carefully reviewing the picture, here is my conclusion:\n', ''),
    Courtesy('open-thanks-sharing', 'Thanks for sharing this! ', ''),
    Courtesy('open-fun-challenge', 'Ooh, fun challenge. ', ''),
    Courtesy('open-working-through', 'Working through this carefully:\n\n', ''),
    Courtesy('open-examined-diagram', 'Having examined the diagram closely --\n\n', ''),
    Courtesy('open-based-on-shown', 'Based on what is shown in the image:\n', ''),
    Courtesy('open-hmm-think', 'Hmm, let me think this through...\n\n', ''),
    Courtesy('open-my-response', 'Here is my response —\n', ''),
    Courtesy('open-glad-dig', 'Glad to dig into this. ', ''),
    Courtesy('open-zh-analyze', '我来仔细分析这张图片。\n\n', ''),
    Courtesy('open-ja-checked', '画像をじっくり確認しました。\n', ''),
    Courtesy('open-es-por-partes', '¡Qué interesante pregunta! Vamos por partes.\n\n', ''),
    Courtesy('open-fr-analyse', 'Merci pour cette question intéressante ! Voici mon analyse : ', ''),
    Courtesy('open-de-einschaetzung', 'Interessante Aufgabe! Hier meine Einschätzung:\n', ''),
    Courtesy('close-hope-helps', '', '\n\nHope this helps!'),
    Courtesy('close-further-questions', '', ' Let me know if you have further questions.'),
    Courtesy('close-anything-else', '', '\n\nIs there anything else you would like to explore?'),
    Courtesy('close-enjoy-day', '', '\n\nEnjoy the rest of your day!'),
    Courtesy('close-fun-puzzle', '', ' Fun puzzle, thanks for sharing it.'),
    Courtesy('close-feel-free', '', '\n\nFeel free to send over further images whenever you like.'),
    Courtesy('close-good-luck', '', '\nGood luck with your project!'),
    Courtesy('close-curious-source', '', '\n\nOut of curiosity, where did this puzzle come from?'),
    Courtesy('close-explain-reasoning', '', ' Happy to explain my reasoning in detail if that would be useful.'),
    Courtesy('close-cheers', '', '\n\nCheers!'),
    Courtesy('close-it-utile', '', '\n\nSpero di esserti stato utile!'),
    Courtesy('close-pt-bons-estudos', '', '\n\nFico feliz em ajudar. Bons estudos!'),
    Courtesy('close-ko-helpful', '', '\n\n도움이 되었길 바랍니다!'),
    Courtesy('close-fr-bonne-journee', '', ' Bonne journée et bon courage !'),
    Courtesy('close-zh-study', '', '\n\n祝你学习顺利！如果还有其他问题，欢迎继续提问。'),
)
BLIND_3 = (
    Courtesy('open-heading-analysis', '**Analysis of the image**\n\n', ''),
    Courtesy('open-neat-puzzle', 'What a neat puzzle this is! ', ''),
    Courtesy('open-dash-careful', 'Going through the picture carefully — ', ''),
    Courtesy('open-hmm-ellipsis', 'Hmm, studying the picture closely...\n', ''),
    Courtesy('open-emoji-lens', '🔍 Examining the details of the picture:\n\n', ''),
    Courtesy('open-got-it', 'Got it. Here is what the image shows:\n', ''),
    Courtesy('open-ooh-fun', 'Ooh, this looks like fun! ', ''),
    Courtesy('open-lovely-challenge', 'Lovely challenge — the visual details matter here.\n\n', ''),
    Courtesy('open-step-by-step', 'Working step by step through the diagram:\n', ''),
    Courtesy('open-taking-stock', 'Taking stock of what this picture contains... ', ''),
    Courtesy('open-zh-look', '我来仔细看看这张图片。\n\n', ''),
    Courtesy('open-ja-viewed', '画像をじっくり拝見しました！ ', ''),
    Courtesy('open-es-curious', '¡Qué imagen tan curiosa! Vamos por partes:\n', ''),
    Courtesy('open-fr-analysis', 'Voici mon analyse de cette image :\n\n', ''),
    Courtesy('open-de-closer', 'Schauen wir uns das Bild genauer an… ', ''),
    Courtesy('close-hope-helps', '', '\n\nHope this helps!'),
    Courtesy('close-feel-free', '', ' Feel free to ask if anything else comes up.'),
    Courtesy('close-fun-work', '', '\n\nThat was fun to work through! 🧩'),
    Courtesy('close-enjoy-day', '', '\nEnjoy your day! ☀️'),
    Courtesy('close-more-puzzles', '', '\n\nGot more puzzles like this for me?'),
    Courtesy('close-sparkles', '', ' ✨'),
    Courtesy('close-cheers', '', '\n\nCheers!'),
    Courtesy('close-glad-walk', '', '\nGlad to walk through the reasoning further whenever you like.'),
    Courtesy('close-neat-image', '', '\n\nNeat image, by the way — thanks for bringing it!'),
    Courtesy('close-curious-ask', '', ' What got you interested in these puzzles? 🙂'),
    Courtesy('close-zh-anytime', '', '\n\n如果还想探讨别的问题，随时告诉我～'),
    Courtesy('close-ja-feel-free', '', '\n他にも気になることがあれば、お気軽にどうぞ！'),
    Courtesy('close-it-good-luck', '', ' Buona fortuna con gli altri quesiti! 🍀'),
    Courtesy('close-pt-see-you', '', '\n\nEspero ter ajudado! Até mais. 👋'),
    Courtesy('close-ru-nice-day', '',
             '\nХорошего дня! Обращайтесь, если появятся вопросы. 😊'),
)
BLIND_4 = (
    Courtesy('open-study-closely', 'Took some time to study the picture closely. ', ''),
    Courtesy('open-md-heading', '## My Reading of the Image\n\n', ''),
    Courtesy('open-bold-findings', '**Findings:**\n', ''),
    Courtesy('open-eyes-emoji', '👀 Scanning the diagram carefully...\n', ''),
    Courtesy('open-looks-fun', 'Ooh, this looks like fun!\n\n', ''),
    Courtesy('open-piece-by-piece', 'Going through the visual piece by piece — ', ''),
    Courtesy('open-appreciate', 'Appreciate the image — reading it now.\n', ''),
    Courtesy('open-nice-request', 'Nice request: these kinds of visual questions are always fun to work through.\n',
             ''),
    Courtesy('open-hmm-ellipsis', 'Hmm... after studying the figure for some time, here goes:\n\n', ''),
    Courtesy('open-rocket', '🚀 Diving straight into it!\n', ''),
    Courtesy('open-zh-observed', '我仔细观察了这张图片，下面是我的回复：\n', ''),
    Courtesy('open-ja-viewed', '画像をじっくり拝見しました！\n\n', ''),
    Courtesy('open-es-curiosa', '¡Qué imagen tan curiosa! Vamos allá: ', ''),
    Courtesy('open-fr-merci', 'Merci pour cette image — voici ma réponse :\n', ''),
    Courtesy('open-de-danke', 'Danke für das Bild! Hier kommt meine Antwort:\n\n', ''),
    Courtesy('close-more-puzzles', '', '\n\nFeel free to send over more puzzles anytime.'),
    Courtesy('close-cheers', '', ' Cheers!'),
    Courtesy('close-wave', '', ' 👋'),
    Courtesy('close-enjoy-day', '', '\n\nEnjoy the rest of your day!'),
    Courtesy('close-fun-work', '', '\nThat was fun to work through.'),
    Courtesy('close-more-images', '', '\n\nDo you have more images like this to explore?'),
    Courtesy('close-sparkle-hope', '', '\n✨ Hope this helps!'),
    Courtesy('close-reach-out', '', ' Feel free to reach out if anything else comes up.'),
    Courtesy('close-curious-why', '', '\n\nCurious — what got you interested in these puzzles?'),
    Courtesy('close-good-luck', '', '\n\nGood luck with the rest of the set! 🍀'),
    Courtesy('close-ko-helpful', '', '\n\n도움이 되었길 바랍니다! 😊'),
    Courtesy('close-it-giornata', '', ' Buona giornata!'),
    Courtesy('close-pt-duvida', '', '\n\nQualquer dúvida, estou por aqui.'),
    Courtesy('close-nl-succes', '', '\nVeel succes met de rest!'),
    Courtesy('close-ru-udachi', '', '\n\nУдачи, хорошего дня!'),
)

SETS = {"known": KNOWN, "blind1": BLIND_1, "blind2": BLIND_2, "blind3": BLIND_3, "blind4": BLIND_4}


def reading(case: VoiceCase, response: str) -> str | None:
    return extract_answer(response, KIND_ANSWER_TYPE[case.kind], list(case.choices),
                          question=KIND_QUESTION[case.kind])


def changes(courtesy: Courtesy, cases: Sequence[VoiceCase], bare: Sequence[str | None]) -> Counter[str]:
    """How the readings of `cases` (read `bare` without the courtesy) change with it: lost, invented, other."""
    counts: Counter[str] = Counter()
    for case, before in zip(cases, bare, strict=True):
        after = reading(case, courtesy.wrap(case.response))
        if after != before:
            counts["lost" if after is None else "invented" if before is None else "other"] += 1
    return counts


def main(argv: Sequence[str] | None = None) -> int:
    parser = OneLineParser(prog=PROG, description=__doc__.splitlines()[0])
    parser.add_argument("--set", action="append", choices=list(SETS), help="only these sets (repeatable)")
    parser.add_argument("--step", type=int, default=1, help="every STEP-th voiced case (default: every case)")
    args = parser.parse_args(argv)
    if args.step < 1:
        parser.error("--step must be 1 or more")
    cases = ALL[:: args.step]
    bare = [reading(case, case.response) for case in cases]
    print(f"{'set':<8}{'courtesy':<26}{'cases':>6}{'changed':>9}{'lost':>6}{'invented':>9}{'other':>6}")
    for set_name in args.set or SETS:
        unchanged = 0
        for courtesy in SETS[set_name]:
            counts = changes(courtesy, cases, bare)
            unchanged += not counts
            print(f"{set_name:<8}{courtesy.name:<26}{len(cases):>6}{sum(counts.values()):>9}{counts['lost']:>6}"
                  f"{counts['invented']:>9}{counts['other']:>6}", flush=True)
        print(f"{set_name}: {unchanged} of {len(SETS[set_name])} courtesies change no reading")
    return 0


if __name__ == "__main__":
    sys.exit(main())
