"""Run a Hugging Face VLM on one item and read the answer token's attention to the image tokens.

One item = two passes over the same inputs:
1. `generate` (greedy) gives the response; `extract_with_span` reads the chosen letter and the mention it rests on.
2. One forward pass over prompt + generated tokens up to the answer token, with eager attention, and forward hooks
   on the self-attention modules of the language model's last `layers` decoder layers. The hooks keep only the
   rows of the query positions that *predict* the answer token(s) (the position before each), so memory stays
   O(layers · heads · sequence) instead of the full attention matrices `output_attentions` would return.

The attention vector over the image tokens is the mean over heads, selected layers and answer tokens.
3. With `relative`, one more forward pass over the same image with a generic prompt (`GENERIC_PROMPT`) gives each
   image token's baseline attention from the position that would start the description; dividing by it is the
   relative-attention normalisation (`adapters.relative_attention`).
torch and transformers are imported inside the functions.
"""

from __future__ import annotations

import re
from dataclasses import dataclass, field
from typing import Any

import numpy as np

from mindbench.generators.common.item import LETTERS

DEFAULT_LAYERS = 8
DEFAULT_MAX_NEW_TOKENS = 32
GENERIC_PROMPT = "Write a general description of the image."  # the question-free baseline of relative attention
MODEL_NAMES = ("auto", "llava_hf", "qwen2_vl", "qwen2_5_vl")  # lmms-eval's adapter names
FAMILIES = {  # model_type → (transformers class, the --model names it answers to)
    "llava": ("LlavaForConditionalGeneration", {"llava_hf", "auto"}),
    "llava_next": ("LlavaNextForConditionalGeneration", {"llava_hf", "auto"}),
    "qwen2_vl": ("Qwen2VLForConditionalGeneration", {"qwen2_vl", "auto"}),
    "qwen2_5_vl": ("Qwen2_5_VLForConditionalGeneration", {"qwen2_5_vl", "qwen2_vl", "auto"}),
}
LAYER_NAME = re.compile(r"(?:^|\.)layers\.(\d+)\.self_attn$")


class MappingError(RuntimeError):
    """The adapter's token count disagrees with the image tokens the processor put in the prompt."""


def parse_model_args(text: str) -> dict[str, str]:
    """lmms-eval style `key=value,key=value`."""
    args: dict[str, str] = {}
    for part in filter(None, (p.strip() for p in text.split(","))):
        key, sep, value = part.partition("=")
        if not sep:
            raise ValueError(f"model argument {part!r} is not key=value")
        args[key.strip()] = value.strip()
    if "pretrained" not in args:
        raise ValueError("--model-args needs pretrained=PATH_OR_HUB_ID")
    return args


@dataclass
class LoadedModel:
    model: Any
    processor: Any
    adapter: Any
    model_type: str
    image_token_id: int
    device: str
    dtype: str
    attention_modules: list[tuple[int, Any]] = field(default_factory=list)  # (layer index, self_attn module)

    @property
    def n_layers(self) -> int:
        return len(self.attention_modules)


def decoder_attention_modules(model: Any) -> list[tuple[int, Any]]:
    """(index, module) of every language-model decoder layer's self-attention, in layer order."""
    found = {}
    for name, module in model.named_modules():
        match = LAYER_NAME.search(name)
        if match and not any(part in name for part in ("vision", "visual")):
            found[int(match.group(1))] = module
    if not found:
        raise RuntimeError("no decoder self-attention modules found (expected '...layers.N.self_attn')")
    return sorted(found.items())


def load_model(model_name: str, model_args: dict[str, str]) -> LoadedModel:
    """Model (eager attention, eval mode), processor and the family's adapter."""
    import torch
    import transformers

    from mindbench.lmms_tasks.oas.adapters import adapter_for

    path = model_args["pretrained"]
    config = transformers.AutoConfig.from_pretrained(path)
    model_type = config.model_type
    if model_type not in FAMILIES:
        raise ValueError(f"model_type {model_type!r} has no OAS adapter; supported: {', '.join(FAMILIES)}")
    class_name, names = FAMILIES[model_type]
    if model_name not in names:
        raise ValueError(f"--model {model_name} does not match the checkpoint's model_type {model_type!r}")
    device = model_args.get("device") or ("cuda" if torch.cuda.is_available() else "cpu")
    dtype_name = model_args.get("dtype") or ("bfloat16" if device.startswith("cuda") else "float32")
    model = getattr(transformers, class_name).from_pretrained(
        path, attn_implementation="eager", dtype=getattr(torch, dtype_name),
        device_map=model_args.get("device_map") or device,
    ).eval()
    processor_kwargs = {key: int(model_args[key]) for key in ("min_pixels", "max_pixels") if key in model_args}
    processor = transformers.AutoProcessor.from_pretrained(path, **processor_kwargs)
    image_token_id = getattr(processor, "image_token_id", None)
    if image_token_id is None:
        image_token_id = getattr(config, "image_token_id", None) or config.image_token_index
    return LoadedModel(model=model, processor=processor, adapter=adapter_for(config, processor),
                       model_type=model_type, image_token_id=int(image_token_id), device=device, dtype=dtype_name,
                       attention_modules=decoder_attention_modules(model))


def model_inputs(lm: LoadedModel, image: Any, prompt: str) -> Any:
    """The chat-formatted prompt with one image first, as lmms-eval's chat adapters send it."""
    messages = [{"role": "user", "content": [{"type": "image"}, {"type": "text", "text": prompt}]}]
    text = lm.processor.apply_chat_template(messages, tokenize=False, add_generation_prompt=True)
    return lm.processor(images=[image], text=[text], return_tensors="pt").to(lm.model.device)


def answer_char_span(response: str, letter: str | None, choices: list[str] | None = None,
                     answer_type: str = "choice", *, aliases: list[list[str]] | None = None,
                     places: list[tuple[int, int, int, int]] | None = None) -> tuple[int, int] | None:
    """Where the response states `letter`: the mention the extractor's decision rests on
    (`extraction.extract_with_span`, given the row's option names in other languages and grid places as scoring
    gives them), so attention is read at the same mention that was scored; None when the extractor commits to
    another answer or to none."""
    from mindbench.lmms_tasks.extraction import extract_with_span

    if not letter:
        return None
    found = extract_with_span(response, answer_type, choices, aliases=aliases, places=places)
    return found[1] if found and found[0] == letter else None


def answer_token_indices(tokenizer: Any, generated: list[int], span: tuple[int, int] | None) -> list[int]:
    """Indices into `generated` of the tokens whose decoded text overlaps `span` (empty when none does)."""
    if span is None:
        return []
    ends = [len(tokenizer.decode(generated[: k + 1], skip_special_tokens=True)) for k in range(len(generated))]
    starts = [0, *ends[:-1]]
    return [k for k, (a, b) in enumerate(zip(starts, ends, strict=True)) if a < span[1] and b > span[0]]


def query_attention(lm: LoadedModel, sequence: Any, queries: list[int], n_layers: int,
                    **inputs: Any) -> tuple[list[int], np.ndarray]:
    """Attention rows of `queries` over all keys of `sequence`, mean over heads, the last `n_layers` decoder
    layers and the queries: (layer indices, (keys,) array). One forward pass; forward hooks keep only those rows."""
    import torch

    selected = lm.attention_modules[-min(n_layers, lm.n_layers):]
    rows: list[Any] = []

    def keep_rows(_module: Any, _args: Any, out: Any) -> None:
        weights = out[1] if isinstance(out, tuple) and len(out) > 1 else None
        if weights is None:
            raise RuntimeError("the attention module returned no weights (is attn_implementation 'eager'?)")
        rows.append(weights[0, :, queries, :].float().mean(dim=0).cpu())  # mean over heads: (queries, keys)

    handles = [module.register_forward_hook(keep_rows) for _, module in selected]
    try:
        with torch.inference_mode():
            lm.model(input_ids=sequence, attention_mask=torch.ones_like(sequence), use_cache=False, **inputs)
    finally:
        for handle in handles:
            handle.remove()
    if len(rows) != len(selected):
        raise RuntimeError(f"captured attention from {len(rows)} of {len(selected)} layers")
    return [index for index, _ in selected], torch.stack(rows).mean(dim=(0, 1)).numpy()


def extend_token_inputs(inputs: Any, sequence: Any) -> dict[str, Any]:
    """The processor outputs besides input_ids/attention_mask, with per-token ones (Qwen2-VL's `mm_token_type_ids`:
    0 text, 1 image) extended by zeros over the appended generated text tokens."""
    import torch

    input_ids = inputs["input_ids"]
    extra = {}
    for key, value in inputs.items():
        if key in ("input_ids", "attention_mask"):
            continue
        if torch.is_tensor(value) and value.shape == input_ids.shape and sequence.shape[1] > value.shape[1]:
            pad = value.new_zeros((value.shape[0], sequence.shape[1] - value.shape[1]))
            value = torch.cat([value, pad], dim=1)
        extra[key] = value
    return extra


@dataclass
class ItemAttention:
    response: str
    extracted: str | None
    answer_tokens: list[int]  # indices into the generated tokens
    answer_token_text: str
    answer_token_source: str  # "answer": the token(s) stating the extracted letter; "first": the first generated
    image_attention: np.ndarray  # (N,) mean attention from the answer query position(s) to each image token
    image_share: float  # total attention of those queries that goes to image tokens (rows sum to 1)
    layers: list[int]
    n_image_tokens: int
    baseline_attention: np.ndarray | None = None  # (N,) the same layers' attention under GENERIC_PROMPT


def baseline_image_attention(lm: LoadedModel, image: Any, n_layers: int) -> np.ndarray:
    """Attention to each image token from the last prompt position of GENERIC_PROMPT (the position that predicts
    the description's first token), mean over heads and the same last `n_layers` layers."""
    inputs = model_inputs(lm, image, GENERIC_PROMPT)
    input_ids = inputs["input_ids"]
    positions = (input_ids[0] == lm.image_token_id).nonzero().flatten().cpu().numpy()
    _, mean = query_attention(lm, input_ids, [input_ids.shape[-1] - 1], n_layers,
                              **extend_token_inputs(inputs, input_ids))
    return mean[positions].astype(float)


def item_attention(lm: LoadedModel, image: Any, prompt: str, choices: list[str], n_layers: int = DEFAULT_LAYERS,
                   max_new_tokens: int = DEFAULT_MAX_NEW_TOKENS, answer_type: str = "choice",
                   relative: bool = True, aliases: list[list[str]] | None = None,
                   places: list[tuple[int, int, int, int]] | None = None) -> ItemAttention:
    """Generate, extract the answer (with the row's `aliases` and grid `places`, as `score_response` reads it), and
    read the answer token's attention to the image tokens (and, with `relative`, the generic-prompt baseline of the
    same tokens)."""
    import torch

    from mindbench.lmms_tasks.extraction import extract_with_span

    inputs = model_inputs(lm, image, prompt)
    input_ids = inputs["input_ids"]
    image_positions = (input_ids[0] == lm.image_token_id).nonzero().flatten()
    expected = lm.adapter.token_rects(image.size).shape[0]
    if image_positions.numel() != expected:
        raise MappingError(f"{lm.adapter.family}: the prompt has {image_positions.numel()} image tokens, "
                           f"the adapter maps {expected} for a {image.size[0]}×{image.size[1]} image")
    tokenizer = getattr(lm.processor, "tokenizer", lm.processor)
    eos = tokenizer.eos_token_id
    with torch.inference_mode():
        output = lm.model.generate(**inputs, do_sample=False, max_new_tokens=max_new_tokens,
                                   pad_token_id=tokenizer.pad_token_id if tokenizer.pad_token_id is not None else eos)
    prompt_len = input_ids.shape[-1]
    generated = output[0, prompt_len:].tolist()
    response = tokenizer.decode(generated, skip_special_tokens=True)
    found = extract_with_span(response, answer_type, choices, aliases=aliases, places=places)
    extracted, span = found if found else (None, None)
    tokens = answer_token_indices(tokenizer, generated, span)
    source = "answer" if tokens else "first"
    tokens = tokens or [0]

    # query position p predicts the token at p + 1: the answer token k (at prompt_len + k) is predicted at
    # prompt_len + k - 1, so the pass needs the sequence up to (excluding) the last answer token
    queries = [prompt_len + k - 1 for k in tokens]
    sequence = torch.cat([input_ids, output[:, prompt_len: prompt_len + tokens[-1]]], dim=1)
    layers, mean = query_attention(lm, sequence, queries, n_layers, **extend_token_inputs(inputs, sequence))
    on_image = mean[image_positions.cpu().numpy()]
    return ItemAttention(
        response=response, extracted=extracted, answer_tokens=tokens,
        answer_token_text=tokenizer.decode([generated[k] for k in tokens if k < len(generated)]),
        answer_token_source=source, image_attention=on_image.astype(float), image_share=float(on_image.sum()),
        layers=layers, n_image_tokens=int(image_positions.numel()),
        baseline_attention=baseline_image_attention(lm, image, n_layers) if relative else None,
    )


def option_letters(n: int) -> list[str]:
    return list(LETTERS[:n])
