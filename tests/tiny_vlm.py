"""Build a tiny, randomly initialised LLaVA model that lmms-eval's `llava_hf` adapter can load offline.

Why: the end-to-end test must push real images through a real Hugging Face processor and model
(dataset → doc_to_visual → processor → generate → extraction → metrics) without downloading anything.
A 2-layer CLIP vision tower and a 2-layer Llama with a few hundred thousand random weights do that in
seconds on a CPU. The answers are noise; only the plumbing is under test.

Usage: `python -m tests.tiny_vlm OUT_DIR` or `save_tiny_llava(path)` from a test.
"""

from __future__ import annotations

import sys
from pathlib import Path

IMAGE_TOKEN = "<image>"
SPECIAL_TOKENS = ["<unk>", "<s>", "</s>", "<pad>", IMAGE_TOKEN]
IMAGE_SIZE = 30  # pixels after resize + centre crop; with PATCH_SIZE 15 that is 4 patches (+ CLS)
PATCH_SIZE = 15
HIDDEN = 32
VOCAB_SIZE = 384  # 256 byte symbols + special tokens + a few merges

# A Vicuna-style chat template that accepts both plain-string content (lmms-eval's "simple" adapters) and
# structured content lists [{"type": "image"}, {"type": "text", "text": ...}] (the "chat" adapters, which
# lmms-eval 0.7.3 picks for `--model llava_hf`): each image item becomes one `<image>` placeholder.
CHAT_TEMPLATE = (
    "{% for message in messages %}"
    "{{ message['role'] | upper }}: "
    "{% if message['content'] is string %}{{ message['content'] }}"
    "{% else %}{% for part in message['content'] %}"
    "{% if part['type'] == 'image' %}{{ '<image>\n' }}{% elif part['type'] == 'text' %}{{ part['text'] }}{% endif %}"
    "{% endfor %}{% endif %}"
    "{% if message['role'] == 'assistant' %}{{ eos_token }}{% endif %}{{ '\n' }}"
    "{% endfor %}"
    "{% if add_generation_prompt %}ASSISTANT:{% endif %}"
)

# Text the byte-level BPE learns its few merges from; it only has to cover the prompts' alphabet.
TRAINING_TEXT = [
    "Which option shows the same object rotated? Answer with the letter of the correct option.",
    "Option A Option B Option C Option D Option E Option F",
    "The answer is (A). The answer is (B). The answer is (C). The answer is (D). Yes No 0 1 2 3 4 5 6 7 8 9",
]


def build_tokenizer():
    """A byte-level BPE tokenizer trained here, so it covers any text and downloads nothing."""
    from tokenizers import Tokenizer, decoders, models, pre_tokenizers, trainers
    from transformers import PreTrainedTokenizerFast

    backend = Tokenizer(models.BPE(unk_token="<unk>"))
    backend.pre_tokenizer = pre_tokenizers.ByteLevel(add_prefix_space=False)
    backend.decoder = decoders.ByteLevel()
    trainer = trainers.BpeTrainer(
        vocab_size=VOCAB_SIZE,
        special_tokens=SPECIAL_TOKENS,
        initial_alphabet=pre_tokenizers.ByteLevel.alphabet(),
        show_progress=False,
    )
    backend.train_from_iterator(TRAINING_TEXT, trainer=trainer)
    tokenizer = PreTrainedTokenizerFast(
        tokenizer_object=backend,
        unk_token="<unk>",
        bos_token="<s>",
        eos_token="</s>",
        pad_token="<pad>",
        extra_special_tokens={"image_token": IMAGE_TOKEN},
    )
    tokenizer.chat_template = CHAT_TEMPLATE
    return tokenizer


def build_processor(tokenizer):
    """LlavaProcessor over the PIL CLIP image processor (the torchvision one is not installed)."""
    from transformers import LlavaProcessor
    from transformers.models.clip.image_processing_pil_clip import CLIPImageProcessorPil

    image_processor = CLIPImageProcessorPil(
        size={"shortest_edge": IMAGE_SIZE}, crop_size={"height": IMAGE_SIZE, "width": IMAGE_SIZE}
    )
    return LlavaProcessor(
        image_processor=image_processor,
        tokenizer=tokenizer,
        patch_size=PATCH_SIZE,
        vision_feature_select_strategy="default",
        chat_template=CHAT_TEMPLATE,
        image_token=IMAGE_TOKEN,
        num_additional_image_tokens=1,
    )


def build_model(tokenizer, seed: int = 0):
    """A LLaVA with random weights whose token ids agree with the tokenizer's."""
    import torch
    from transformers import CLIPVisionConfig, LlamaConfig, LlavaConfig, LlavaForConditionalGeneration

    vision = CLIPVisionConfig(
        hidden_size=HIDDEN,
        intermediate_size=2 * HIDDEN,
        num_hidden_layers=2,
        num_attention_heads=2,
        image_size=IMAGE_SIZE,
        patch_size=PATCH_SIZE,
        projection_dim=HIDDEN,
    )
    text = LlamaConfig(
        vocab_size=len(tokenizer),
        hidden_size=HIDDEN,
        intermediate_size=2 * HIDDEN,
        num_hidden_layers=2,
        num_attention_heads=2,
        num_key_value_heads=2,
        max_position_embeddings=2048,
        bos_token_id=tokenizer.bos_token_id,
        eos_token_id=tokenizer.eos_token_id,
        pad_token_id=tokenizer.pad_token_id,
    )
    config = LlavaConfig(
        vision_config=vision,
        text_config=text,
        image_token_index=tokenizer.convert_tokens_to_ids(IMAGE_TOKEN),
        vision_feature_select_strategy="default",
        vision_feature_layer=-1,
        projector_hidden_act="gelu",
    )
    torch.manual_seed(seed)
    model = LlavaForConditionalGeneration(config).eval()
    suppress_special_tokens(model, tokenizer)
    model.generation_config.pad_token_id = tokenizer.pad_token_id
    model.generation_config.eos_token_id = tokenizer.eos_token_id
    return model


def suppress_special_tokens(model, tokenizer) -> None:
    """Make special tokens (EOS included) practically never win greedy decoding.

    Why: lmms-eval's adapter decodes with skip_special_tokens and stops at EOS, so a random model that
    happened to emit EOS or `<image>` first would return "", which the test could not tell apart from a
    swallowed generation error. A zero output row gives those tokens logit 0, while the maximum over the
    other few hundred random logits is positive unless every one of them is negative (odds ~2**-300).
    The weights (not a bias, which Llama's lm_head lacks) carry this through save/load.
    """
    import torch

    with torch.no_grad():
        for token in SPECIAL_TOKENS:
            model.lm_head.weight[tokenizer.convert_tokens_to_ids(token)] = 0.0


def save_tiny_llava(out_dir: str | Path, seed: int = 0) -> Path:
    """Write model, tokenizer and processor to out_dir (loadable with from_pretrained, offline)."""
    out = Path(out_dir)
    out.mkdir(parents=True, exist_ok=True)
    tokenizer = build_tokenizer()
    processor = build_processor(tokenizer)
    model = build_model(tokenizer, seed=seed)
    model.save_pretrained(out)
    processor.save_pretrained(out)
    tokenizer.save_pretrained(out)
    return out


if __name__ == "__main__":
    if len(sys.argv) != 2:
        sys.exit("usage: python -m tests.tiny_vlm OUT_DIR")
    print(save_tiny_llava(sys.argv[1]))
