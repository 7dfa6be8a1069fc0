"""Idea 1 (round 20), with phrases (PFLOOR): the store's multi-word capitalised or quoted phrases (speakers out) nearest the category asked, as FTS5 phrase searches, join its words.
Idea 1 (round 20): category -> instance on the word side, from the store's own vocabulary.

For each content word of the question (names out, >= 3 letters, not a number), the store's words whose
mpnet embedding is nearest to it (top N per word, cosine >= FLOOR, the conversation's speakers out, the
question's own words and their 5-letter prefixes out) are searched once more in FTS5; each match adds
W x its normalised bm25 to its relevance and joins the pool (as the feedback step does for stores without
sessions). Wraps ranker._lexical_pool; W = 0 is main exactly.
usage: vocab.py N1,N2 FLOOR1,FLOOR2 W1,W2,...
"""
import os, sys, tempfile, time
from pathlib import Path
import numpy as np
HERE = Path(__file__).resolve().parents[2]
sys.path.insert(0, str(HERE / "bench")); sys.path.insert(0, str(HERE))
import locomo, locomo_cv
from core.retrieval import scoring, ranker
from core.retrieval.query import parse_query, without_names, STOP_WORDS
from core.text.tokens import tokenize

V = {"w": 0.0, "key": None}
EXP: dict = {}          # (namespace, question, n, floor) -> FTS5 match or None
orig = ranker._lexical_pool


def patched(store, query, *, namespace, statuses, kinds, k, dense=None):
    pool = orig(store, query, namespace=namespace, statuses=statuses, kinds=kinds, k=k, dense=dense)
    w = V["w"]
    if not w:
        return pool
    match = EXP.get((namespace, query.text, *V["key"]))
    if not match:
        return pool
    rows = store.search.lexical(match, rank_function=scoring.bm25_rank_function(), namespace=namespace,
                                statuses=statuses, kinds=kinds, limit=max(scoring.CANDIDATE_LIMIT, k),
                                index="memories_fts")
    if not rows:
        return pool
    best = rows[0][1]
    for candidate, bm25 in rows:
        value = scoring.lexical_from_bm25(bm25, best)
        if value <= 0:
            continue
        pool.candidates.setdefault(candidate.id, candidate)
        pool.relevance[candidate.id] = pool.relevance.get(candidate.id, 0.0) + w * value
    return pool


ranker._lexical_pool = patched

if os.environ.get("VOCAB_JOIN") == "lexical":
    # the expansion search as a third lexical search inside the pool (its matches lend context to their
    # neighbours and take the query's multipliers), at W of its normalised bm25
    import inspect, textwrap
    src = textwrap.dedent(inspect.getsource(orig))
    for old, new in [
        ('searches = [(query.match, scoring.bm25_rank_function(), "memories_fts"),\n                (cjk.query_match(query.text), "bm25()", "memories_cjk")]',
         'searches = [(query.match, scoring.bm25_rank_function(), "memories_fts", 1.0),\n                (cjk.query_match(query.text), "bm25()", "memories_cjk", 1.0),\n'
         '                (EXP.get((namespace, query.text, *V["key"])) if V["w"] else None, scoring.bm25_rank_function(), "memories_fts", V["w"])]'),
        ("for match, rank_function, index in searches:", "for match, rank_function, index, weight_ in searches:"),
        ("lexical.get(memory_id, 0.0) + normalise(bm25, best)", "lexical.get(memory_id, 0.0) + weight_ * normalise(bm25, best)"),
    ]:
        assert old in src, old
        src = src.replace(old, new)
    namespace_ = dict(vars(ranker)); namespace_.update(EXP=EXP, V=V)
    exec(compile(src, "joined_pool", "exec"), namespace_)
    ranker._lexical_pool = namespace_["_lexical_pool"]


import os, re
MODE = os.environ.get("VOCAB_MODE", "all")
# "head": only the category a What/Which question asks for ("What video games does ...", "Which
# cities ...", "What kinds of yoga ..."): the words after the wh-word up to the first verb or preposition.
_HEAD = re.compile(r"\b(?:what|which|how\s+many)\s+(?:(?:kinds?|types?|sorts?|forms?)\s+of\s+)?((?:[\w'+/-]+\s+){0,3}?[\w'+/-]+?)"
                   r"(?=\s+(?:does|do|did|has|have|had|is|are|was|were|can|could|would|will|might|should|that|from|of|in|on|at|for|to|with|about|by|during)\b)",
                   re.IGNORECASE)


_AUX = {"does", "do", "did", "has", "have", "had", "is", "are", "was", "were", "can", "could", "would", "will",
        "might", "should", "s"}
PREFIXES: dict = {}   # namespace -> the 5-letter prefixes of its words ("oov" mode)


def question_words(q, ns=None):
    words = [t for t in dict.fromkeys(parse_query(without_names(q)).terms)
             if t not in STOP_WORDS and t.isalpha() and len(t) > 2]
    if MODE == "head":
        m = _HEAD.search(without_names(q))
        if not m:
            return []
        head_tokens = tokenize(m.group(1))
        if not head_tokens or head_tokens[0] in _AUX:  # "What did ... find", "What is ...": no category asked
            return []
        head = set(head_tokens)
        words = [t for t in words if t in head]
    elif MODE == "oov" and ns is not None:
        # only the question's words the store never says (no word of it shares their first 5 letters)
        words = [t for t in words if t[:5] not in PREFIXES[ns]]
    return words


def main():
    Ns = [int(x) for x in sys.argv[1].split(",")]; Fs = [float(x) for x in sys.argv[2].split(",")]
    Ws = [float(x) for x in sys.argv[3].split(",")]
    embedder = locomo_cv.local_embedder("mpnet")
    base = {name: getattr(scoring, name) for name in locomo_cv.HYBRID_GRID}
    base.update(scoring.DENSE_BY_MODEL.get(embedder.model, {})); scoring.DENSE_BY_MODEL = {}
    with tempfile.TemporaryDirectory() as tmp:
        stores = locomo_cv.load_stores(locomo.DEFAULT_DATA, Path(tmp), embedder=embedder, context=True)
        vocab = {}
        for s in stores:
            ns = s.sample_id.lower(); conn = s.engine.store.search._conn
            rows = conn.execute("SELECT content FROM memories WHERE namespace=?", (ns,)).fetchall()
            speakers = {tokenize(c.split(":", 1)[0])[0] for (c,) in rows if ":" in c and tokenize(c.split(":", 1)[0])}
            words = set()
            for (c,) in rows:
                words.update(t for t in tokenize(c) if t.isalpha() and len(t) > 2 and t not in STOP_WORDS)
            vocab[ns] = sorted(words - speakers)
            PREFIXES[ns] = {w[:5] for w in words}
            print(ns, "vocab", len(vocab[ns]), "speakers", sorted(speakers), file=sys.stderr, flush=True)
        PHR = {}
        cap = re.compile(r"([A-Z][\w'’-]*(?:\s+(?:of|the|and|in|on)\s+[A-Z][\w'’-]*|\s+[A-Z][\w'’-]*)+)")
        quoted = re.compile(r'"([^"]{3,60})"')
        for s in stores:
            ns = s.sample_id.lower(); conn = s.engine.store.search._conn
            spk = set(PREFIXES and [])
            rows = conn.execute("SELECT content FROM memories WHERE namespace=?", (ns,)).fetchall()
            speakers = {tokenize(c.split(":", 1)[0])[0] for (c,) in rows if ":" in c and tokenize(c.split(":", 1)[0])}
            found = set()
            for (c,) in rows:
                body = c.split(":", 1)[1] if ":" in c[:40] else c
                for m in list(cap.finditer(body)) + list(quoted.finditer(body)):
                    toks = tokenize(m.group(1))
                    content = [t for t in toks if t not in STOP_WORDS]
                    if len(toks) >= 2 and len(content) >= 2 and not (set(toks) & speakers) and len(toks) <= 6:
                        found.add(" ".join(toks))
            PHR[ns] = sorted(found)
            print(ns, "phrases", len(found), PHR[ns][:12], file=sys.stderr, flush=True)
        heads = {" ".join(question_words(q, s.sample_id.lower())) for s in stores for q, _, _ in s.questions} - {""}
        allp = sorted(set().union(*PHR.values()) | heads)
        pvec = dict(zip(allp, embedder.embed(allp)))
        PF = float(os.environ.get("PFLOOR", "0.5"))
        allw = sorted(set().union(*vocab.values()) | {t for s in stores for q, _, _ in s.questions for t in question_words(q)})
        t0 = time.process_time()
        vec = dict(zip(allw, embedder.embed(allw)))
        print("embedded", len(allw), "words in", round(time.process_time() - t0, 1), "s CPU", file=sys.stderr, flush=True)
        nexp = {}
        PM = {ns: np.asarray([pvec[x] for x in PHR[ns]], dtype=np.float32) for ns in PHR if PHR[ns]}
        for s in stores:
            ns = s.sample_id.lower(); words = vocab[ns]
            M = np.asarray([vec[w] for w in words], dtype=np.float32)
            for q, _, _ in s.questions:
                qw = question_words(q, ns)
                for n in Ns:
                    for f in Fs:
                        chosen = []
                        for t in qw:
                            sims = M @ np.asarray(vec[t], dtype=np.float32)
                            order = np.argsort(-sims)
                            got = 0
                            for i in order[: 50]:
                                if sims[i] < f or got >= n:
                                    break
                                w = words[i]
                                if w in qw or any(w[:5] == x[:5] for x in qw):
                                    continue
                                got += 1
                                if w not in chosen:
                                    chosen.append(w)
                        if qw and PHR[ns]:
                            P = PM[ns]
                            sims = P @ np.asarray(pvec[" ".join(qw)], dtype=np.float32)
                            for i in np.argsort(-sims)[:n]:
                                if sims[i] >= PF and PHR[ns][i] not in chosen:
                                    chosen.append(PHR[ns][i])
                        EXP[(ns, q, n, f)] = " OR ".join(f'"{w}"' for w in chosen) if chosen else None
                        nexp.setdefault((n, f), []).append(len(chosen))
        for key, lens in nexp.items():
            print("expansion", key, "questions expanded", sum(1 for x in lens if x), "mean words", round(sum(lens) / len(lens), 2), file=sys.stderr)
        # a few examples
        for s in stores[:2]:
            for q, _, _ in [x for x in s.questions if EXP[(s.sample_id.lower(), x[0], Ns[0], Fs[0])]][:15]:
                print(q, "->", EXP[(s.sample_id.lower(), q, Ns[0], Fs[0])], file=sys.stderr)
        ids = [s.sample_id for s in stores]; n_q = {s.sample_id: len(s.questions) for s in stores}

        def run(w, key):
            V.update(w=w, key=key)
            with locomo_cv.constants(base):
                res = {s.sample_id: s.evaluate() for s in stores}
            by = {i: sum(r["recall@10"] for r in res[i]) / len(res[i]) for i in ids}
            return by, sum(by[i] * n_q[i] for i in ids) / sum(n_q.values())
        b, bp = run(0.0, None)
        print("base", " ".join(f"{b[i]:.4f}" for i in ids), f"{bp:.4f}", flush=True)
        for n in Ns:
            for f in Fs:
                for w in Ws:
                    by, p = run(w, (n, f))
                    print(f"n{n}f{f}", w, " ".join(f"{by[i]:.4f}" for i in ids), f"{p:.4f}", "up",
                          sum(by[i] > b[i] + 1e-9 for i in ids), "down", sum(by[i] < b[i] - 1e-9 for i in ids), flush=True)
        for s in stores: s.engine.close()


main()
