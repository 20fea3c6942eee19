#!/usr/bin/env python3
"""Issue 25: the gallery's and pitfalls' names, readMes and chapter titles, and the rules' texts
(Resources/rules.md, the window's tooltips on a rule id), as gettext messages."""
import glob, json, sys

def quote(text):
    return '"' + text.replace('\\', '\\\\').replace('"', '\\"').replace('\n', '\\n') + '"'

entries = {}
files = sorted(glob.glob('Resources/scenarios/*.json') + glob.glob('Resources/scenarios/pitfalls/*.json'))
for path in files:
    with open(path, encoding='utf-8') as handle:
        scenario = json.load(handle)
    texts = [scenario.get('name'), scenario.get('readMe')]
    texts += [step.get('title') for step in scenario.get('steps', []) if isinstance(step, dict) and step.get('op') == 'chapter']
    for text in texts:
        if text:
            entries.setdefault(text, []).append(path)

with open('Resources/rules.md', encoding='utf-8') as handle:
    for number, line in enumerate(handle, 1):
        if line.startswith('- **') and '** ' in line:
            entries.setdefault(line.rstrip('\n').split('** ', 1)[1], []).append(f'Resources/rules.md:{number}')

with open(sys.argv[1], 'w', encoding='utf-8') as out:
    out.write('msgid ""\nmsgstr ""\n"Content-Type: text/plain; charset=UTF-8\\n"\n\n')
    for text, paths in entries.items():
        out.write('#: ' + ' '.join(sorted(set(paths))) + '\n#, no-c-format\nmsgid ' + quote(text) + '\nmsgstr ""\n\n')
