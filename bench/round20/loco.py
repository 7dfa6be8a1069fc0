"""LOCO ruling (as locomo_options: best pooled on the other four, MIN_GAIN 0.003, ties keep the current) over
the tables the round-20 wrappers print. Each file is one switch; every row of it (all its parameters together)
is a candidate value, so the parameters are chosen jointly inside each training fold."""
import sys
n = {'conv-26': 150, 'conv-30': 81, 'conv-41': 152, 'conv-42': 199, 'conv-43': 178}; ids = list(n)
for path in sys.argv[1:]:
    table, base = {}, None
    for line in open(path):
        p = line.split()
        if not p: continue
        if p[0] == "base": base = [float(x) for x in p[1:6]]; continue
        table[f"{p[0]} {p[1]}"] = [float(x) for x in p[2:7]]
    table["off"] = base
    held = helps = hurts = 0
    chosen, gains = [], []
    for f, i in enumerate(ids):
        tr = [j for j in range(5) if j != f]
        pooled = lambda v: sum(table[v][j] * n[ids[j]] for j in tr) / sum(n[ids[j]] for j in tr)
        c = max(table, key=lambda v: (pooled(v) - (0.003 if v != "off" else 0), v == "off"))
        top = max((v for v in table if v != "off"), key=pooled)
        gains.append(f"{i}: {top} +{pooled(top) - pooled('off'):.4f}")
        chosen.append(c); fig = table[c][f]
        helps += fig > base[f] + 1e-9; hurts += fig < base[f] - 1e-9; held += fig * n[i]
    best_in = max(table, key=lambda v: sum(table[v][j] * n[ids[j]] for j in range(5)))
    print(f"{path.split('/')[-1]:18s} chosen {chosen}  pooled {sum(base[j]*n[ids[j]] for j in range(5))/sum(n.values()):.4f}"
          f" -> {held/sum(n.values()):.4f}  helps {helps}/5 hurts {hurts}/5  (best in-sample: {best_in}"
          f" {sum(table[best_in][j]*n[ids[j]] for j in range(5))/sum(n.values()):.4f})")
    print("    best training gain per held-out fold:", "; ".join(gains))
