#!/usr/bin/env python3
"""Issue 25's pseudo-locale check: prints each line of TEXTS that has English words outside the
⟦…⟧ every translated message is wrapped in under the pseudo-locale, i.e. words that never went
through gettext. Words that are the data's own (ids, titles and class names in the scenario
files given after --data) and the machine's (file positions, rule ids, lint's prefix,
ArgumentParser's usage lines) may stand outside.
Usage: outside-words.py TEXTS [--data FILE...]"""
import json, re, sys

args = sys.argv[1:]
texts = args[0]
data_files = args[args.index('--data') + 1:] if '--data' in args else []
# The inspector's owner marks (S, H: its legend is translated), and the owners that are not
# controllers (`app` in global mode, `manager` in managed mode: ids, as --state writes them).
# PASS and FAIL start run's lines, which tools read, and the banner says the same.
allowed = {'PASS', 'FAIL', 'SH', 'app', 'manager', 'warning', 'error', 'note', 'Error', 'Usage', 'Help', 'See', 'handheld', 'USAGE', 'OPTIONS', 'ARGUMENTS'}

def strings(node):
    if isinstance(node, str): yield node
    elif isinstance(node, list):
        for item in node: yield from strings(item)
    elif isinstance(node, dict):
        for key, value in node.items():
            yield key
            yield from strings(value)

for path in data_files:
    try: document = json.load(open(path, encoding='utf-8'))
    except (OSError, ValueError): continue
    for text in strings(document):
        if len(text) < 40: allowed.update(re.findall(r"[A-Za-z][A-Za-z0-9']*", text))

for line in open(texts, encoding='utf-8'):
    if re.match(r"^(Usage: |  See '|Help: )", line): continue
    # A text that is only a file's name (a menu item naming a scenario by its file, issue 34)
    # is not a name a person reads.
    if re.fullmatch(r"[\w.-]+\.(json|png|gif|swift|storyboard)", line.strip()):
        print(line.rstrip())
        continue
    outside = line
    while True:
        inner = re.sub(r'⟦[^⟦⟧]*⟧', ' ', outside)
        if inner == outside: break
        outside = inner
    outside = re.sub(r'\S+\.(json|png|gif|swift|storyboard)\S*', ' ', outside)
    outside = re.sub(r'\b[A-Z]+-\d+[a-z]?(\.\d+)?\b', ' ', outside)
    # UIKit's and Swift's names stay as they are (issue 25): camelCase identifiers, members
    # after a dot, type names, and the literals true and false.
    # SwiftUI's modifiers as Swift writes them: an argument label before a member or a colour
    # (`.toolbarColorScheme(.dark, for: .navigationBar)`).
    outside = re.sub(r"\b[a-z]+:(?=\s*[.#])", ' ', outside)
    outside = re.sub(r"\.?\b[a-z]+[A-Z][A-Za-z0-9]*\b|\.[a-z][A-Za-z0-9]*\b|\bUI[A-Z][A-Za-z]+\b|\b(true|false)\b", ' ', outside)
    words = [w for w in re.findall(r"[A-Za-z][A-Za-z']+", outside) if w not in allowed]
    if words: print(line.rstrip())
