"""Validates SARIF logs against a JSON Schema (issue 39): validate_sarif.py SCHEMA FILE...
Exit 1, naming each file and the place of each error, when one does not validate."""
import json
import sys

import jsonschema

schema = json.load(open(sys.argv[1]))
validator = jsonschema.Draft7Validator(schema, format_checker=jsonschema.FormatChecker())
failed = False
for path in sys.argv[2:]:
    try:
        log = json.load(open(path))
    except ValueError as problem:
        print(f"{path}: not JSON: {problem}")
        failed = True
        continue
    for error in sorted(validator.iter_errors(log), key=lambda e: list(e.path)):
        print(f"{path}: /{'/'.join(map(str, error.path))}: {error.message}")
        failed = True
sys.exit(1 if failed else 0)
