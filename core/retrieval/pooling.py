"""Sentence vectors from a transformer's token states, as sentence-transformers pools them.

Both local embedders (MiniLM on onnxruntime, mpnet in numpy) tokenize texts in batches
of like length, run their model, and take the attention-masked mean of the last hidden
state, L2-normalised. Only the model run differs, so it is the one argument that does.
"""

from __future__ import annotations

from collections.abc import Callable, Sequence
from typing import Any

# (token ids, attention mask, encodings) -> last hidden state, shape (batch, tokens, width)
Forward = Callable[[Any, Any, Sequence[Any]], Any]


def mean_pooled(tokenizer: Any, texts: Sequence[str], batch: int, forward: Forward) -> list[list[float]]:
    """One unit-length vector per text, in the texts' order.

    Args:
        tokenizer: a ``tokenizers.Tokenizer`` with truncation and padding enabled.
        texts: the texts to embed.
        batch: how many texts one model run takes.
        forward: runs the model on one batch and returns its last hidden state.
    """
    import numpy

    # Batches of texts of like length: a batch is padded to its longest text, and padding
    # is computed (masked) all the same; sorted, a store's turns embed in half the time.
    order = sorted(range(len(texts)), key=lambda i: len(texts[i]))
    vectors: list[list[float]] = [[] for _ in texts]
    for start in range(0, len(order), batch):
        chunk = order[start : start + batch]
        encodings = tokenizer.encode_batch([texts[i] for i in chunk])
        ids = numpy.array([e.ids for e in encodings], dtype=numpy.int64)
        mask = numpy.array([e.attention_mask for e in encodings], dtype=numpy.int64)
        hidden = forward(ids, mask, encodings)
        weights = mask[:, :, None].astype(numpy.float32)
        pooled = (hidden * weights).sum(axis=1) / numpy.clip(weights.sum(axis=1), 1e-9, None)
        pooled /= numpy.clip(numpy.linalg.norm(pooled, axis=1, keepdims=True), 1e-12, None)
        for i, vector in zip(chunk, pooled.astype(numpy.float32).tolist(), strict=True):
            vectors[i] = vector
    return vectors
