#!/usr/bin/env bash
# Issue 39: lint's reports validated as CI reads them: SARIF against a JSON Schema of SARIF 2.1.0
# (python3's jsonschema, with format checks), Checkstyle and JUnit against XML Schemas (xmllint).
# The schemas are in this folder, written here from each format's definition. Each validator is
# first shown a broken report, which it must refuse: a check that cannot fail checks nothing.
# With SARIF_SCHEMA=path/to/sarif-schema-2.1.0.json (OASIS's own), the SARIF is checked against it too.
# Usage: validate-formats.sh path/to/handheld
set -uo pipefail
bin="$1"
here="$(cd "$(dirname "$0")" && pwd)"
work="$(mktemp -d)"
trap 'rm -rf "$work"' EXIT
failed=0
pass() { echo "PASS $1"; }
fail() { echo "FAIL $1"; failed=1; }

# Reports of both fixture apps, and of an app whose names and messages hold what XML and JSON
# must escape (&, <, quotes, a control character).
mkdir -p "$work/Awkward & <Odd> \"Names\""
printf 'import UIKit\nfinal class Caf\xc3\xa9_Q: UIViewController {\n    func dim() { UIApplication.shared.statusBarStyle = .lightContent }\n}\n' > "$work/Awkward & <Odd> \"Names\"/A&B<\"q\">.swift"
apps=(Tests/swift-sources/Fixture Tests/swift-sources/SwiftUIFixture "$work/Awkward & <Odd> \"Names\"" Tests/swift-sources/Fixes)
n=0
for app in "${apps[@]}"; do
  n=$((n + 1))
  for format in sarif checkstyle junit; do
    HANDHELD_CACHE_DIR="$work/cache" "$bin" lint --format "$format" "$app" > "$work/$n.$format" 2> /dev/null
    [ -s "$work/$n.$format" ] || fail "$format report of $app is empty"
  done
done

# The validators refuse a broken report first.
python3 - "$work/1.sarif" "$work/broken.sarif" <<'PY'
import json, sys
log = json.load(open(sys.argv[1]))
del log["version"]
log["runs"][0]["results"][0]["level"] = "severe"
log["runs"][0]["results"][0]["locations"][0]["physicalLocation"]["region"]["startLine"] = 0
json.dump(log, open(sys.argv[2], "w"))
PY
if python3 "$here/validate_sarif.py" "$here/sarif-2.1.0.schema.json" "$work/broken.sarif" > "$work/broken.out"; then
  fail "the SARIF schema accepts a log without its version, with level 'severe' and line 0"
else
  [ "$(grep -c . "$work/broken.out")" -ge 3 ] && pass "the SARIF schema refuses a broken log (3 errors found)" || fail "the SARIF schema found fewer than 3 errors in a broken log: $(cat "$work/broken.out")"
fi
sed 's/ line="[0-9]*"//' "$work/1.checkstyle" > "$work/broken.checkstyle"
xmllint --noout --schema "$here/checkstyle.xsd" "$work/broken.checkstyle" 2> /dev/null && fail "the Checkstyle schema accepts an error without its line" || pass "the Checkstyle schema refuses an error without its line"
sed 's/<testcase /<testcase bogus="1" /' "$work/1.junit" > "$work/broken.junit"
xmllint --noout --schema "$here/junit.xsd" "$work/broken.junit" 2> /dev/null && fail "the JUnit schema accepts an unknown attribute" || pass "the JUnit schema refuses an unknown attribute"

# Then every report.
# SRC-10: the Fixes app's warnings carry their corrections as SARIF fixes.
python3 -c "import json,sys; r=json.load(open(sys.argv[1]))['runs'][0]['results']; w=[x for x in r if x.get('level')=='warning']; sys.exit(0 if w and all('fixes' in x for x in w) else 1)" "$work/4.sarif" \
  && pass "SARIF: the certain corrections are results' fixes (SRC-10)" || fail "SARIF: a warning of the Fixes app (each has a certain correction) carries no fixes"
if python3 "$here/validate_sarif.py" "$here/sarif-2.1.0.schema.json" "$work"/[0-9].sarif; then
  pass "SARIF: ${#apps[@]} reports valid (SARIF 2.1.0)"
else
  fail "SARIF: a report does not validate"
fi
if [ -n "${SARIF_SCHEMA:-}" ]; then
  python3 "$here/validate_sarif.py" "$SARIF_SCHEMA" "$work"/[0-9].sarif && pass "SARIF: valid against $SARIF_SCHEMA" || fail "SARIF: not valid against $SARIF_SCHEMA"
fi
for format in checkstyle junit; do
  if xmllint --noout --schema "$here/$format.xsd" "$work"/[0-9].$format 2> "$work/$format.out"; then
    pass "$format: ${#apps[@]} reports valid"
  else
    fail "$format: $(grep -v validates "$work/$format.out")"
  fi
done
# The awkward names arrive whole.
grep -q 'A&amp;B&lt;' "$work/3.checkstyle" && pass "checkstyle: a file name with & and < escaped" || fail "checkstyle: the awkward file name is not escaped"
exit $failed
