"""LOCO ruling (as locomo_options: best pooled on the other four, MIN_GAIN 0.003, ties keep the current) over scratch tables."""
import sys
n = {'conv-26': 150, 'conv-30': 81, 'conv-41': 152, 'conv-42': 199, 'conv-43': 178}; ids = list(n)
rows = {}
base = None
for path in sys.argv[1:]:
    for line in open(path):
        p = line.split()
        if not p: continue
        if p[0] == "base": base = [float(x) for x in p[1:6]]; continue
        rows.setdefault(p[0], {})[float(p[1])] = [float(x) for x in p[2:7]]
for mode, vals in rows.items():
    table = {0.0: base, **vals}
    held = helps = hurts = 0
    chosen = []
    for f, i in enumerate(ids):
        tr = [j for j in range(5) if j != f]
        pooled = lambda v: sum(table[v][j] * n[ids[j]] for j in tr) / sum(n[ids[j]] for j in tr)
        c = max(table, key=lambda v: (pooled(v) - (0.003 if v != 0.0 else 0), v == 0.0))
        chosen.append(c); fig = table[c][f]
        helps += fig > base[f] + 1e-9; hurts += fig < base[f] - 1e-9; held += fig * n[i]
    print(f"{mode:8s} chosen {chosen}  pooled {sum(base[j]*n[ids[j]] for j in range(5))/sum(n.values()):.4f} -> {held/sum(n.values()):.4f}  helps {helps}/5 hurts {hurts}/5")
