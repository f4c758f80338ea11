# Writes each sample body as Python's json.dumps does, for the dialect fixtures.
import json, sys
samples = json.load(open(sys.argv[1], encoding="utf-8"))
out = {}
variants = {
    "python-dumps": {},
    "python-dumps-unicode": {"ensure_ascii": False},
    "python-sort-keys": {"sort_keys": True},
    "python-indent-2": {"indent": 2, "ensure_ascii": False},
    "python-indent-2-ascii": {"indent": 2},
    "python-indent-4": {"indent": 4, "ensure_ascii": False},
    "python-indent-4-ascii": {"indent": 4},
}
for name, kwargs in variants.items():
    out[name] = [json.dumps(json.loads(s), **kwargs) for s in samples]
json.dump(out, sys.stdout, ensure_ascii=False)
