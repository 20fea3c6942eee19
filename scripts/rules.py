#!/usr/bin/env python3
"""Writes Resources/rules.md (docs/rules.md links to it): every rule of SPEC.md by id, one
line each, under its section. The window shows a rule's line as the tooltip of its id.
Usage: scripts/rules.py [SPEC.md] > Resources/rules.md"""
import re
import sys

path = sys.argv[1] if len(sys.argv) > 1 else "../shared/SPEC.md"
rules, current, section = [], None, None
for line in open(path, encoding="utf-8").read().split("\n"):
    rule = re.match(r"^- ([A-Z]+-\d+[a-z]?) (.*)$", line)
    if line.startswith("#") or rule or not line.startswith("  ") or not line.strip():
        if current:
            rules.append(current)
        current = None
    if line.startswith("## "):
        section = line[3:].strip()
    if rule:
        current = (rule.group(1), section, [rule.group(2)])
    elif current and line.startswith("  ") and line.strip():
        current[2].append(line.strip())
if current:
    rules.append(current)

out = ["# The rules", "",
       "Every rule of Handheld's behaviour specification by id, as the inspector and the",
       "explanations cite them; the window shows a rule's line as the tooltip of its id.",
       "Written from SPEC.md by `scripts/rules.py`.", ""]
last = None
for rule_id, rule_section, text in rules:
    if rule_section != last:
        if last is not None:
            out.append("")
        out += ["## " + rule_section, ""]
        last = rule_section
    out.append("- **%s** %s" % (rule_id, " ".join(text)))
print("\n".join(out))
