#!/usr/bin/env python3
"""The game crate's layers: each file imports only its own layer and those below.

The layers and their files are the table in docs/ARCHITECTURE.md ("Inside the game crate"),
top first. A file naming a module of a higher layer (`crate::x`, or `super::x` at the top,
`super::super::x` one folder down; comments and tests aside) is listed, as is a file the table
does not place; either fails the check.
"""
import glob
import os
import re
import sys

root = os.path.join(os.path.dirname(__file__), "..")
doc = open(os.path.join(root, "docs/ARCHITECTURE.md"), encoding="utf-8").read()
table = doc.split("## Inside the game crate")[1].split("```")[1]
layers, rank = [], {}
for line in table.strip("\n").splitlines():
    if not line.startswith(" "):
        layers.append(line.split()[0])
        line = line[len(layers[-1]):]
    for name in re.findall(r"([a-z_]+)(?:\.rs|/)", re.sub(r"\([^)]*\)", "", line)):
        rank[name] = len(layers) - 1  # the table lists the top layer first
bad = []
src = os.path.join(root, "crates/game/src")
for path in sorted(glob.glob(src + "/**/*.rs", recursive=True)):
    rel = os.path.relpath(path, src)
    top = rel.split("/")[0].removesuffix(".rs")
    if top == "lib":
        continue
    if top not in rank:
        bad.append(f"{rel}: not placed in a layer (docs/ARCHITECTURE.md)")
        continue
    text = open(path, encoding="utf-8").read().split("#[cfg(test)]")[0]
    text = "\n".join(l for l in text.splitlines() if not l.lstrip().startswith("//"))
    names = set(re.findall(r"crate::([a-z_]+)", text))
    up = r"(?<![a-z_:])super::([a-z_]+)" if "/" not in rel else r"super::super::([a-z_]+)"
    names |= set(re.findall(up, text))
    for name in sorted(names):
        if name in rank and name != top and rank[name] < rank[top]:
            bad.append(f"{rel} ({layers[rank[top]]}) imports {name} ({layers[rank[name]]})")
for line in bad:
    print(line)
print(f"game layers: {len(rank)} modules in {len(layers)} layers, {len(bad)} problems")
sys.exit(1 if bad else 0)
