#!/usr/bin/env bash
# Checks `handheld run` as a user meets it: exit codes 0/1/2, PASS/FAIL lines, the closing
# 'N passed, M failed' line, FILE:LINE:COLUMN errors, and --state JSON (SPEC section 9).
set -uo pipefail
bin=${1:-.build/debug/handheld}
dir=$(cd "$(dirname "$0")" && pwd)/fixtures
# Issue 39: lint's cache in a folder of this run's, never the user's.
export HANDHELD_CACHE_DIR=$(mktemp -d)
failures=0
checks=0

check() { # description, condition result (0 = ok)
  checks=$((checks + 1))
  if [ "$2" -ne 0 ]; then echo "not ok: $1"; failures=$((failures + 1)); fi
}

run() { # file... -> sets out, err, code
  out=$("$bin" run "$@" 2>/tmp/handheld-cli-err); code=$?
  err=$(cat /tmp/handheld-cli-err)
}

run "$dir/passing.json"
check "passing scenario exits 0" $([ $code -eq 0 ]; echo $?)
check "passing scenario prints PASS" $(grep -q '^PASS cli: a passing scenario$' <<<"$out"; echo $?)
check "closing line counts" $(tail -n 1 <<<"$out" | grep -q '^1 passed, 0 failed$'; echo $?)

run "$dir/failing.json"
check "failing expectation exits 1" $([ $code -eq 1 ]; echo $?)
check "FAIL line names the step, expected and actual" \
  $(grep -q '^FAIL cli: a failing expectation: step 2 (expect): expected statusBarStyle "darkContent", got "lightContent"' <<<"$out"; echo $?)
check "FAIL line explains with rule ids" $(grep -q 'barStyle black → lightContent (SB-4)' <<<"$out"; echo $?)

expect_invalid() { # file, line:column, text
  run "$dir/$1"
  check "$1 exits 2" $([ $code -eq 2 ]; echo $?)
  check "$1 reports $2: $3" $(grep -qF "$dir/$1:$2: $3" <<<"$err"; echo $?)
}
expect_invalid bad-json.json 6:5 "expected ',' or ']' in array"
expect_invalid unknown-op.json 5:12 "unknown op 'fly'"
expect_invalid unknown-field.json 3:42 "unknown field 'colour' in controller"
expect_invalid uikit-name.json 3:42 "unknown field 'preferredStatusBarStyle' in controller: 'preferredStatusBarStyle' is 'statusBarStyle' in a scenario; expected one of: id,"
expect_invalid wrong-type.json 5:41 "'statusBarHidden' must be true or false"
expect_invalid unknown-id.json 5:25 "unknown controller 'navv'"
expect_invalid duplicate-id.json 5:12 "duplicate controller id 'home'"
# UI-6 (issue 34): a drag of no duration is an invalid file, at the value, not a failed run.
expect_invalid zero-drag.json 4:68 "'duration' must be more than 0 seconds"
# Issue 35: a number past the limits is refused at its place before anything converts it.
expect_invalid huge-scroll.json 3:127 "'contentHeight' is 1e+21 pt; the most is 1000000 pt"
# VER-10, VER-11 (issue 37): BAR-9 and BAR-10 follow the SDK: their fields do not exist below 27.
expect_invalid minimization-sdk-26.json 6:59 "'barMinimization' does not exist on SDK 26: it came with iOS 27 (VER-4, VER-11)"
expect_invalid prominent-tab-ios-26.json 4:42 "'prominentTab' does not exist on iOS 26: it came with iOS 27 (VER-4, VER-11)"

run "$dir/passing.json" "$dir/failing.json" "$dir/unknown-op.json"
check "invalid file wins: exit 2 with others" $([ $code -eq 2 ]; echo $?)
check "mixed closing line" $(tail -n 1 <<<"$out" | grep -q '^1 passed, 2 failed$'; echo $?)

run "$dir/nonexistent.json"
check "missing file exits 2" $([ $code -eq 2 ]; echo $?)
check "missing file is named" $(grep -qF "nonexistent.json: cannot read the file" <<<"$err"; echo $?)

run --state "$dir/failing.json"
check "--state keeps the exit code" $([ $code -eq 1 ]; echo $?)
check "--state prints the owner" $(grep -q '"statusBarOwner": "nav"' <<<"$out"; echo $?)
check "--state prints the explanation" $(grep -q '"explanation"' <<<"$out"; echo $?)
# Issue 50, item 7: a mistyped command is named and the meant one suggested; help still works.
err=$("$bin" lnit x.json 2>&1); code=$?
check "a mistyped command suggests the one meant (lnit: lint)" $([ $code -eq 64 ] && grep -qF "unknown command 'lnit'; did you mean 'lint'?" <<<"$err"; echo $?)
out=$("$bin" help lint 2>&1); code=$?
check "handheld help lint still shows lint's help" $([ $code -eq 0 ] && grep -q "USAGE: handheld lint" <<<"$out"; echo $?)
# Issue 50, item 5: the window without a display says so in one line, and exits 1.
err=$(env -u DISPLAY -u WAYLAND_DISPLAY "$bin" 2>&1); code=$?
check "the window without a display says in one line that it needs one" $([ $code -eq 1 ] && [ "$(wc -l <<<"$err")" -eq 1 ] && grep -qF "xvfb-run -a make run" <<<"$err"; echo $?)
# VER-9: the explanation names both the system and the SDK when they differ.
vdir=$(mktemp -d)
printf '{"name": "v", "ios": "27", "sdk": "26", "root": {"id": "home", "title": "Home"}, "steps": []}\n' > "$vdir/v.json"
out=$("$bin" run --state "$vdir/v.json" 2>&1)
check "--state's explanation says \"iOS 27, built with SDK 26\" (VER-9)" $(python3 -c 'import json,sys; d=json.load(sys.stdin); s=d[0] if isinstance(d,list) else d; sys.exit(0 if s["explanation"]["version"] == "iOS 27, built with SDK 26" else 1)' <<<"$out"; echo $?)
if command -v python3 >/dev/null 2>&1; then
  check "--state is valid JSON" $(python3 -c 'import json,sys; json.loads(sys.stdin.read())' <<<"$out"; echo $?)
fi

# `render`: every bad option gets a clear message at once (issue 10), and a time inside a drag
# renders that time.
render_refuses() { # option value, expected text
  err=$("$bin" render "$dir/passing.json" --out /tmp/handheld-cli.png "$1" "$2" 2>&1 >/dev/null); code=$?
  check "render $1 $2 is refused" $([ $code -ne 0 ]; echo $?)
  check "render $1 $2 says: $3" $(grep -qF -- "$3" <<<"$err"; echo $?)
}
render_refuses --at nan "--at must be a time from 0 to"
render_refuses --at inf "--at must be a time from 0 to"
render_refuses --at -1 "--at must be a time from 0 to"
render_refuses --scale -1 "--scale must be from 0.1 to 8"
render_refuses --scale 1e-300 "--scale must be from 0.1 to 8"
out=$("$bin" render "$dir/drag.json" --out /tmp/handheld-cli.png --at 0.3 --scale 0.5 2>&1); code=$?
check "render --at inside a drag exits 0" $([ $code -eq 0 ]; echo $?)
check "render --at inside a drag renders that time" $(grep -qF "t = 0.3 s" <<<"$out"; echo $?)
run "$dir/huge-drag.json"
check "a drag of 1.6e17 s exits 2 at once" $([ $code -eq 2 ]; echo $?)
check "a drag of 1.6e17 s is located" $(grep -qF "$dir/huge-drag.json:5:69: 'duration' is 1.6e+17 s; the most is 60 s" <<<"$err"; echo $?)

# render --compare: the file on several iOS versions side by side (issue 12).
cmp_out=$(mktemp -d)/compare.png
out=$("$bin" render "$dir/passing.json" --compare 12,26 --out "$cmp_out" 2>&1); code=$?
check "render --compare 12,26 writes one image" $([ $code -eq 0 ] && [ -s "$cmp_out" ] && grep -qF "iOS 12 | iOS 26" <<<"$out"; echo $?)
err=$("$bin" render "$dir/passing.json" --compare 12,19 --out "$cmp_out" 2>&1 >/dev/null); code=$?
check "render --compare with an unknown version is refused (exit 2, VER-12)" $([ $code -eq 2 ] && grep -qF -- "--compare takes two different iOS versions or iOS/SDK pairs" <<<"$err"; echo $?)
for entries in 12 12,15,27 27/26/25,27 12,12; do
  err=$("$bin" render "$dir/passing.json" --compare "$entries" --out "$cmp_out" 2>&1 >/dev/null); code=$?
  check "render --compare $entries is an invalid input: exit 2 with the reason (VER-12)" $([ $code -eq 2 ] && grep -qF -- "not '$entries'" <<<"$err"; echo $?)
done
# VER-11: the compatibility key in a file built with SDK 27 is a lint warning at the key.
out=$("$bin" lint Resources/scenarios/12-my-app-lost-its-old-look-when-i-rebuilt-with-xcode-27.json 2>/dev/null); code=$?
check "lint warns at UIDesignRequiresCompatibility in a file built with SDK 27 (VER-11)" \
  $([ $code -eq 1 ] && grep -qE "12-my-app-lost-its-old-look-when-i-rebuilt-with-xcode-27.json:6:17: warning: UIDesignRequiresCompatibility is ignored when the app is built with the iOS 27 SDK.*\(VER-11\)$" <<<"$out"; echo $?)
# VER-12: iOS/SDK pairs, each side named with both.
out=$("$bin" render "$dir/passing.json" --compare 27/26,27/27 --out "$cmp_out" 2>&1); code=$?
check "render --compare 27/26,27/27 paints the same app built with SDK 26 and 27" \
  $([ $code -eq 0 ] && [ -s "$cmp_out" ] && grep -qF "iOS 27, built with SDK 26 | iOS 27" <<<"$out"; echo $?)
err=$("$bin" render "$dir/passing.json" --compare 12,17,27 --out "$cmp_out" 2>&1 >/dev/null); code=$?
check "render --compare takes exactly two sides: exit 2 (VER-12)" $([ $code -eq 2 ]; echo $?)
# Issue 20 item 14: one side's failing expectation exits 1, as `render` does, and says which side.
err=$("$bin" render "$dir/failing.json" --compare 13,26 --out "$cmp_out" 2>&1 >/dev/null); code=$?
check "render --compare exits 1 when an expectation fails on a side" $([ $code -eq 1 ] && grep -qF "iOS 13: FAIL" <<<"$err"; echo $?)
# Issue 21 item 13: every error line begins with FILE:LINE:COLUMN, the version after it.
check "render --compare's error lines begin with the position" $(grep -v '^$' <<<"$err" | grep -qvE "^$dir/failing.json:[0-9]+:[0-9]+: "; [ $? -ne 0 ]; echo $?)
err=$("$bin" render "$dir/unknown-op.json" --compare 13,26 --out "$cmp_out" 2>&1 >/dev/null); code=$?
check "render --compare of an invalid file: exit 2, the position first" $([ $code -eq 2 ] && grep -qE "^$dir/unknown-op.json:5:12: unknown op 'fly'.*\(on iOS 13\)" <<<"$err"; echo $?)

# The window's --at (hold still at a moment) is checked before any window opens.
err=$("$bin" --at 1 2>&1 >/dev/null); code=$?
check "window --at without --open exits 64" $([ $code -eq 64 ]; echo $?)
check "window --at without --open says why" $(grep -qF -- "--at needs --open FILE" <<<"$err"; echo $?)
err=$("$bin" --open "$dir/passing.json" --at -1 2>&1 >/dev/null); code=$?
check "window --at -1 is refused" $([ $code -eq 64 ] && grep -qF -- "--at must be a time from 0" <<<"$err"; echo $?)

# Issue 50: --version, and a file lint does not take said so.
out=$("$bin" --version 2>&1); code=$?
check "handheld --version prints the version" $([ $code -eq 0 ] && grep -q "^handheld [0-9]" <<<"$out"; echo $?)
err=$("$bin" lint README.md 2>&1); code=$?
check "lint of a Markdown file says what kinds of files lint takes (exit 64)" $([ $code -eq 64 ] && grep -qF "lint takes scenario files (.json), or an app's sources" <<<"$err"; echo $?)

# handheld lint on an app's own sources (SRC-5), through handheld-sources beside the binary.
if [ -x "$(dirname "$bin")/handheld-sources" ]; then
  out=$("$bin" lint Tests/swift-sources/Fixture/ 2>/dev/null); code=$?
  check "lint of Swift sources exits 1 with warnings" $([ $code -eq 1 ]; echo $?)
  check "lint of Swift sources points at the override, with a note at the edge" \
    $(grep -qF "Tests/swift-sources/Fixture/Podcasts/Screens/LibraryViewController.swift:60:18: warning: 'SearchViewController'.preferredStatusBarStyle = .lightContent is ignored on iOS 15 to 27" <<<"$out" && grep -qF "Tests/swift-sources/Fixture/Podcasts/AppDelegate.swift:15:83: note: 'SearchViewController' is the root of 'PlainNavigationController' here" <<<"$out"; echo $?)
  # SB-7: a change without an update is a warning; the looser guess only with --pedantic.
  guess="Tests/swift-sources/Fixture/Podcasts/Screens/LibraryViewController.swift:18:17: warning: 'ArtworkViewController'.isFullScreenArtwork is changed from outside"
  check "lint reports SB-7 at the assignment" \
    $(grep -qF "Tests/swift-sources/Fixture/Podcasts/Screens/ArtworkViewController.swift:22:9: warning: 'ArtworkViewController'.isDark changes preferredStatusBarStyle" <<<"$out"; echo $?)
  check "lint leaves SB-7's guesses out without --pedantic" $(! grep -qF "$guess" <<<"$out"; echo $?)
  out=$("$bin" lint --pedantic Tests/swift-sources/Fixture/ 2>/dev/null)
  check "lint --pedantic adds SB-7's guesses" $(grep -qF "$guess" <<<"$out"; echo $?)
  "$bin" lint --pedantic "$dir/lint-pitfalls.json" >/dev/null 2>&1; code=$?
  check "lint --pedantic on a scenario is refused" $([ $code -eq 64 ]; echo $?)
  "$bin" lint Tests/swift-sources/Fixture/ "$dir/lint-pitfalls.json" >/dev/null 2>&1; code=$?
  check "lint refuses sources and scenarios together" $([ $code -eq 64 ] || [ $code -eq 2 ]; echo $?)
  out=$("$bin" lint Tests/swift-sources/Fixture/ --format github 2>/dev/null)
  check "lint --format github writes workflow annotations" \
    $(grep -qF "::warning file=Tests/swift-sources/Fixture/Podcasts/Screens/DiscoverViewController.swift,line=6,col=18,title=SB-4::" <<<"$out"; echo $?)
  # SRC-6: handheld import writes scenarios handheld run runs, one per window root.
  imported=$(mktemp -d)
  out=$("$bin" import Tests/swift-sources/Fixture/Podcasts --out "$imported/podcasts.json" 2>&1); code=$?
  check "import exits 0 and names what it wrote" $([ $code -eq 0 ] && grep -qF "podcasts-MainNavigationController.json: 'MainNavigationController', 5 chapters" <<<"$out"; echo $?)
  check "import writes one scenario per window root" $([ "$(ls "$imported" | wc -l)" -eq 3 ]; echo $?)
  out=$("$bin" run "$imported"/*.json 2>&1); code=$?
  check "the imported scenarios run" $([ $code -eq 0 ] && grep -q '^3 passed, 0 failed$' <<<"$out"; echo $?)
  check "the imported scenario carries source positions" \
    $(grep -qF '"source": "Tests/swift-sources/Fixture/Podcasts/Screens/LibraryViewController.swift:13:9"' "$imported/podcasts-MainNavigationController.json"; echo $?)
  out=$("$bin" lint "$imported"/*.json 2>/dev/null); code=$?
  check "lint of the imported scenarios finds what lint of the sources finds (SB-2, SB-4)" \
    $([ $code -eq 1 ] && [ "$(grep -c ': warning: ' <<<"$out")" -eq 4 ]; echo $?)
  # Issue 38: a SwiftUI app's window content as hosting controllers, its flows as chapters.
  out=$("$bin" import Tests/swift-sources/SwiftUIFixture --out "$imported/trails.json" 2>&1); code=$?
  check "import of a SwiftUI app writes its window's content (SUI-1, SUI-5)" $([ $code -eq 0 ] && grep -qF "trails.json: 'TrailsApp', 1 chapter" <<<"$out"; echo $?)
  out=$("$bin" run "$imported/trails.json" 2>&1); code=$?
  check "the imported SwiftUI scenario runs" $([ $code -eq 0 ] && grep -q '^1 passed, 0 failed$' <<<"$out"; echo $?)
  check "the imported SwiftUI scenario has the TabView, the representable and the literal modifiers" \
    $(grep -qF '"container": "tabView"' "$imported/trails.json" && grep -qF '"representable": true' "$imported/trails.json" && grep -qF '"statusBarHidden": true' "$imported/trails.json"; echo $?)
  out=$("$bin" lint "$imported/trails.json" 2>/dev/null)
  check "lint of the imported SwiftUI scenario finds what lint of the sources finds (SUI-7)" $(grep -qF "'TrailDetailView' (SwiftUI) .preferredColorScheme(.dark)" <<<"$out"; echo $?)
  # Issue 34: an app extension's target (NSExtension) is never the app's window root.
  out=$("$bin" import Tests/import/AppWithExtension --out "$imported/ext.json" 2>&1); code=$?
  check "import writes the app's root and skips the extension's (NSExtension)" \
    $([ $code -eq 0 ] && grep -qF "'MainTabBarController'" <<<"$out" && ! grep -qF "IntentViewController" "$imported"/ext*.json; echo $?)
  # Issue 35: a file name from the user's tree never writes commands or escapes of its own.
  hostile=$(mktemp -d)
  printf 'import UIKit\nfinal class AppDelegate: UIResponder, UIApplicationDelegate {\n    func go() { UIApplication.shared.statusBarStyle = .lightContent }\n}\n' > "$hostile/$(printf 'a\n::error file=x.swift::forged\e[2J.swift')"
  out=$("$bin" lint "$hostile" --format github 2>/dev/null)
  check "lint --format github escapes a file name's newline: every line is one of its own annotations" \
    $([ -n "$out" ] && ! grep -qv '^::' <<<"$out" && grep -q '%0A' <<<"$out"; echo $?)
  mkdir -p "$hostile/My App #1"
  printf 'import UIKit\nfinal class Delegate: UIResponder, UIApplicationDelegate {\n    func go() { UIApplication.shared.statusBarStyle = .lightContent }\n}\n' > "$hostile/My App #1/A?.swift"
  absolute=$(realpath "$bin")
  out=$(cd "$hostile" && "$absolute" lint . --format sarif 2>/dev/null)
  check "SARIF locations are URI references from SRCROOT, percent-encoded, in Unicode code point columns" \
    $(python3 -c '
import json, sys
run = json.loads(sys.stdin.read())["runs"][0]
uris = [r["locations"][0]["physicalLocation"]["artifactLocation"] for r in run["results"]]
ok = run["columnKind"] == "unicodeCodePoints" and run["originalUriBaseIds"]["SRCROOT"]["uri"].startswith("file:///")
ok = ok and any(u.get("uriBaseId") == "SRCROOT" and u["uri"].endswith("My%20App%20%231/A%3F.swift") for u in uris)
sys.exit(0 if ok else 1)' <<<"$out"; echo $?)
  out=$("$bin" lint "$hostile" 2>&1)
  check "lint's text shows a file name's control characters escaped" $([ -n "$out" ] && ! grep -q $'\e' <<<"$out"; echo $?)
  # Issue 35: a class named with 100,000 characters is cut where the message quotes it.
  long=$(mktemp -d)
  printf '<?xml version="1.0" encoding="UTF-8"?>\n<plist version="1.0"><dict><key>UIViewControllerBasedStatusBarAppearance</key><false/></dict></plist>\n' > "$long/Info.plist"
  printf 'import UIKit\nfinal class %s: UIViewController {\n    override var preferredStatusBarStyle: UIStatusBarStyle { .lightContent }\n}\n' "$(printf 'B%.0s' $(seq 100000))" > "$long/Long.swift"
  out=$("$bin" lint "$long" 2>/dev/null)
  rm -rf "$long"
  check "a class's huge name is cut where a finding quotes it (every line under 2,000 characters)" \
    $([ -n "$out" ] && [ "$(awk '{ if (length($0) > m) m = length($0) } END { print m }' <<<"$out")" -lt 2000 ]; echo $?)
  rm -rf "$hostile"
  # Issue 35: legal Swift nested thousands deep (each construct the parser recurses on) is read
  # without running out of stack.
  deep=$(mktemp -d)
  python3 - "$deep" <<'PY'
import os, sys
cases = {
    'parens': 'let x = ' + '(' * 2500 + '1' + ')' * 2500,
    'elseif': 'func f(a: Int) {\n if a == 0 {}' + ' else if a == 1 {}' * 14000 + '\n}',
    'generics': 'let x: ' + 'A<' * 1000 + 'B' + '>' * 1000 + ' = y',
    'ifconfig': '#if A\n' * 6500 + 'let x = 1\n' + '#endif\n' * 6500,
    'try': 'let x = ' + 'try ' * 7000 + 'f()',
    # Past the main thread's stack and the guard's 1,000 levels; each crashed or ran for minutes.
    'await': 'let x = ' + 'await ' * 100000 + 'f()',
    'optchain': 'let x = a' + '?.b' * 100000,
    'optionaltype': 'let x: Int' + '?' * 200000 + ' = y',
    'calls': 'let x = f' + '()' * 100000,
    'arraytype': 'let x: ' + '[' * 100000 + 'Int' + ']' * 100000 + ' = y',
    'interpolation': 'let x = ' + '"\\(' * 50000 + '1' + ')"' * 50000,
    'ifconfig2': '#if A\n' * 20000 + 'let x = 1\n' + '#endif\n' * 20000,
}
for name, text in cases.items():
    os.makedirs(os.path.join(sys.argv[1], name))
    open(os.path.join(sys.argv[1], name, name + '.swift'), 'w').write('import UIKit\n' + text + '\n')
PY
  deep_ok=0
  for case in parens elseif generics ifconfig try await optchain optionaltype calls arraytype interpolation ifconfig2; do
    timeout 300 "$bin" lint "$deep/$case" >/dev/null 2>&1; code=$?
    [ $code -le 2 ] || { deep_ok=1; echo "  lint of $case nested thousands deep exited $code"; }
  done
  check "lint reads Swift nested thousands deep (parentheses, else if, generics, #if, try, await, ?., optional types, calls, array types, interpolations) without crashing" $deep_ok
  out=$("$bin" lint "$deep/await" 2>&1)
  check "a chain nested past the guard is reported at its place: nested more than 256 deep: not read (SRC-1)" \
    $(grep -q 'await.swift:2:[0-9]*: note: nested more than 256 deep: not read (SRC-1)' <<<"$out"; echo $?)
  rm -rf "$deep"
  # Issue 36: a summary on stderr in text format; a folder without sources is said so (exit 2).
  err=$("$bin" lint Tests/swift-sources/Trust/Theme 2>&1 >/dev/null)
  check "lint's text format ends with a summary on stderr: read N Swift files in S s: W warnings, N notes" \
    $(grep -qE '^read 1 Swift file in [0-9]+\.[0-9] s: 2 warnings, 0 notes$' <<<"$err"; echo $?)
  nothing=$(mktemp -d)
  err=$("$bin" lint "$nothing" 2>&1 >/dev/null); code=$?
  check "lint of a folder without Swift sources says so and exits 2, without naming handheld-sources" \
    $([ $code -eq 2 ] && grep -qF "no Swift sources found in $nothing" <<<"$err" && ! grep -q "handheld-sources" <<<"$err"; echo $?)
  rm -rf "$nothing"
  err=$("$bin" lint --format nonsense Tests/swift-sources/Trust/Theme 2>&1 >/dev/null)
  check "a bad option to handheld lint is explained without the name handheld-sources" \
    $(grep -qF -- "--format: text, json, github, sarif, checkstyle, junit, not 'nonsense'" <<<"$err" && ! grep -q "handheld-sources" <<<"$err"; echo $?)
  # Issue 51 (SRC-10): lint --fix --dry-run is a diff git applies; --fix writes it, keeps the
  # mode, lints again clean; a second --fix changes nothing; a generated file is never touched.
  fixed=$(mktemp -d)
  (cd "$fixed" && git init -q . && git config user.email t@t && git config user.name t)
  cp Tests/swift-sources/Fixes/Before.swift "$fixed/App.swift"
  mkdir -p "$fixed/Generated" && cp Tests/swift-sources/Fixes/Before.swift "$fixed/Generated/Copy.swift"
  sed -i 's/ComposerViewController/GeneratedComposer/g; s/PlayerViewController/GeneratedPlayer/g; s/OldViewController/GeneratedOld/g; s/HomeViewController/GeneratedHome/g; s/SceneDelegate/GeneratedScene/g' "$fixed/Generated/Copy.swift"
  chmod 640 "$fixed/App.swift"
  (cd "$fixed" && git add -A && git commit -qm before)
  out=$(cd "$fixed" && "$absolute" lint App.swift 2>/dev/null)
  check "a warning whose fix is certain says so: (fix available)" $(grep -q "^App.swift:[0-9]*:[0-9]*: warning: .*(fix available) (SB-2)$" <<<"$out"; echo $?)
  (cd "$fixed" && "$absolute" lint --fix --dry-run . > fix.diff 2>/dev/null); code=$?
  check "lint --fix --dry-run prints a diff that git apply takes, and changes nothing" \
    $([ $code -eq 0 ] && (cd "$fixed" && git apply --check fix.diff) && [ -z "$(cd "$fixed" && git status --porcelain -- App.swift Generated)" ] && grep -q '^+.*modalPresentationCapturesStatusBarAppearance = true' "$fixed/fix.diff"; echo $?)
  # The window's Show Fix: only one class's fix, wherever the edit goes.
  diff=$(cd "$fixed" && "$absolute" lint --fix --dry-run --fix-class ShelfViewController . 2>/dev/null)
  check "lint --fix --dry-run --fix-class gives that class's fix alone (SB-4's, in its navigation controller)" \
    $(grep -q '^+.*override var childForStatusBarStyle' <<<"$diff" && ! grep -q 'modalPresentationCapturesStatusBarAppearance\|Generated' <<<"$diff"; echo $?)
  err=$(cd "$fixed" && "$absolute" lint --fix-class ShelfViewController . 2>&1 >/dev/null); code=$?
  check "--fix-class without --fix is refused" $([ $code -ne 0 ] && grep -qF -- "--fix-class goes with --fix" <<<"$err"; echo $?)
  err=$(cd "$fixed" && "$absolute" lint --fix . 2>&1 >/dev/null); code=$?
  check "lint --fix corrects at the lines, keeps the file's mode, and what is left is the generated file's" \
    $(grep -q "^App.swift:[0-9]*: corrected SB-2" <<<"$err" && grep -q "^App.swift:[0-9]*: corrected SRC-5" <<<"$err" && [ "$(stat -c %a "$fixed/App.swift")" = 640 ] \
      && grep -q "Generated/Copy.swift: note: not fixed: a generated file" <<<"$err" && cmp -s Tests/swift-sources/Fixes/After.txt "$fixed/App.swift"; echo $?)
  linked=$(mktemp -d)
  cp Tests/swift-sources/Fixes/Before.swift "$linked/real.txt"
  mkdir "$linked/App" && ln -s ../real.txt "$linked/App/App.swift"
  err=$("$absolute" lint --fix "$linked/App" 2>&1 >/dev/null)
  check "lint --fix never writes through a symbolic link" $(grep -q "not fixed: a symbolic link" <<<"$err" && [ -L "$linked/App/App.swift" ] && cmp -s Tests/swift-sources/Fixes/Before.swift "$linked/real.txt"; echo $?)
  rm -rf "$linked"
  before=$(md5sum "$fixed/App.swift")
  (cd "$fixed" && "$absolute" lint --fix . >/dev/null 2>&1)
  check "a second lint --fix changes nothing" $([ "$before" = "$(md5sum "$fixed/App.swift")" ] && [ -z "$(cd "$fixed" && git status --porcelain -- Generated)" ]; echo $?)
  rm -rf "$fixed"
  # SRC-10: where the same edit is not certain it is a suggestion under its finding, in the text
  # and in SARIF (marked certain: false), and --fix never applies it.
  suggest=$(mktemp -d)
  printf '%s\n' 'import UIKit' 'final class Scene { func start() { window?.rootViewController = Old() } }' \
    'final class Old: UIViewController {' '    func prefersStatusBarHidden() -> Bool { true }' '    func check() -> Bool { prefersStatusBarHidden() }' '}' > "$suggest/App.swift"
  out=$(cd "$suggest" && "$absolute" lint App.swift 2>/dev/null)
  sarif=$(cd "$suggest" && "$absolute" lint --format sarif App.swift 2>/dev/null)
  diff=$(cd "$suggest" && "$absolute" lint --fix --dry-run . 2>/dev/null)
  check "a fix that is not certain is a suggestion under its finding (text, SARIF), which --fix never applies" \
    $(grep -q "^App.swift:[0-9]*:[0-9]*: note: suggestion, not applied by --fix (the sources call prefersStatusBarHidden()" <<<"$out" \
      && grep -q '"certain" : false' <<<"$sarif" && ! grep -q "^+" <<<"$diff"; echo $?)
  rm -rf "$suggest"
  # Issue 39: a baseline, a configuration, suppressions, --strict, --quiet, the CI formats.
  team=$(mktemp -d)
  cp -R Tests/swift-sources/Trust/Theme "$team/App"
  (cd "$team" && "$absolute" lint --write-baseline baseline.json App >/dev/null 2>"$team/err"); code=$?
  check "lint --write-baseline records today's findings and exits 0" $([ $code -eq 0 ] && grep -qF "wrote 2 findings to baseline.json" "$team/err"; echo $?)
  sed -i '1i // A line above every finding' "$team/App/Screens.swift"
  out=$(cd "$team" && "$absolute" lint --baseline baseline.json App 2>/dev/null); code=$?
  check "lint --baseline reports nothing old, a line inserted above or not" $([ $code -eq 0 ] && [ -z "$out" ]; echo $?)
  printf 'disabled_rules: [SB-7]\nexclude: [Pods]\n' > "$team/App/.handheld.yml"
  err=$("$bin" lint "$team/App" 2>&1 >/dev/null); code=$?
  check "a configuration's unknown key stops lint at FILE:LINE:COLUMN (exit 2)" \
    $([ $code -eq 2 ] && grep -qF "$team/App/.handheld.yml:2:1: error: unknown key 'exclude'" <<<"$err"; echo $?)
  printf 'error_rules: [SB-7]\n' > "$team/App/.handheld.yml"
  out=$("$bin" lint "$team/App" 2>/dev/null); code=$?
  check "error_rules makes a rule's findings errors" $([ $code -eq 1 ] && grep -q ': error: .*(SB-7)$' <<<"$out"; echo $?)
  printf 'disabled_rules: [SB-7, VER-1]\n' > "$team/App/.handheld.yml"
  out=$("$bin" lint "$team/App" 2>/dev/null); code=$?
  check "disabled_rules leaves a rule out" $([ $code -eq 0 ] && [ -z "$out" ]; echo $?)
  rm "$team/App/.handheld.yml"
  out=$("$bin" lint --format checkstyle "$team/App" 2>/dev/null)
  check "lint --format checkstyle writes Checkstyle XML" $(grep -q '^<checkstyle version="4.3">$' <<<"$out" && grep -q 'source="handheld.SB-7"' <<<"$out"; echo $?)
  out=$("$bin" lint --format junit "$team/App" 2>/dev/null)
  check "lint --format junit writes JUnit XML, a failure per warning" $(grep -q '<testsuite name="handheld lint" tests="2" failures="2"' <<<"$out"; echo $?)
  printf 'import UIKit\n// handheld:disable:next SB-4\nfinal class Quiet: UIViewController {}\n' > "$team/Quiet.swift"
  out=$("$bin" lint "$team/Quiet.swift" 2>/dev/null); code=$?
  check "a suppression that suppresses nothing is a note; --strict fails on it; --quiet prints nothing" \
    $([ $code -eq 0 ] && grep -qF "Quiet.swift:2:4: note: 'handheld:disable:next SB-4' suppresses nothing" <<<"$out" \
      && ! "$bin" lint --strict "$team/Quiet.swift" >/dev/null 2>&1 && [ -z "$("$bin" lint --quiet "$team/Quiet.swift" 2>&1)" ]; echo $?)
  rm -rf "$team"
  # Issue 39: the cache: a second lint reads nothing and says the same; --no-cache neither reads nor writes it.
  cached=$(mktemp -d)
  cp -R Tests/swift-sources/Fixture "$cached/App"
  first=$(HANDHELD_CACHE_DIR="$cached/cache" "$bin" lint --verbose "$cached/App" 2>"$cached/err1")
  second=$(HANDHELD_CACHE_DIR="$cached/cache" "$bin" lint --verbose "$cached/App" 2>"$cached/err2")
  check "a second lint of an unchanged app reads no file and prints the same" \
    $([ -n "$first" ] && [ "$first" = "$second" ] && grep -qE "cache: 1[0-9] Swift files read, 0 from the cache" "$cached/err1" \
      && grep -qE "cache: 0 Swift files read, 0 from the cache; 2 of 2 targets' findings from the cache" "$cached/err2"; echo $?)
  echo "// changed" >> "$cached/App/Podcasts/AppDelegate.swift"
  HANDHELD_CACHE_DIR="$cached/cache" "$bin" lint --verbose "$cached/App" >/dev/null 2>"$cached/err3"
  check "a changed file is the only one read again" $(grep -qE "cache: 1 Swift files read, [0-9]+ from the cache" "$cached/err3"; echo $?)
  HANDHELD_CACHE_DIR="$cached/none" "$bin" lint --no-cache "$cached/App" >/dev/null 2>&1
  check "lint --no-cache writes no cache" $([ ! -e "$cached/none" ]; echo $?)
  rm -rf "$cached"
  # Issue 39: run from PATH through a link (a pre-commit hook's `handheld lint`), from another folder,
  # it finds the reader beside the real executable.
  onpath=$(mktemp -d)
  mkdir "$onpath/bin" && ln -s "$absolute" "$onpath/bin/handheld"
  theme="$PWD/Tests/swift-sources/Trust/Theme"
  out=$(cd "$onpath" && PATH="$onpath/bin:$PATH" handheld lint "$theme" 2>&1); code=$?
  check "handheld on PATH through a link lints an app's sources from any folder" $([ $code -eq 1 ] && grep -q "(SB-7)" <<<"$out"; echo $?)
  rm -rf "$onpath"
  # Issue 35: an input that cannot be read says why, at its path; a FIFO is never waited on.
  unread=$(mktemp -d)
  mkdir "$unread/Folder.swift"; mkfifo "$unread/pipe.swift"; ln -s b.swift "$unread/a.swift"; ln -s a.swift "$unread/b.swift"
  err=$(timeout 60 "$bin" lint "$unread" 2>&1 >/dev/null); code=$?
  check "lint says why each input is unread (a folder, a FIFO, a symbolic link loop), and never hangs" \
    $([ $code -ne 124 ] && grep -qF "Folder.swift:1:1: note: is a folder" <<<"$err" && grep -qF "pipe.swift:1:1: note: is not a regular file" <<<"$err" \
      && grep -qF "a.swift:1:1: note: cannot be read: Too many levels of symbolic links" <<<"$err"; echo $?)
  rm -rf "$unread"
  # Issue 36: lint of a whole imported scenario reports every chapter's findings, as each
  # chapter linted alone does (the flows of pattern 6, each a chapter).
  imported=$(mktemp -d)
  "$bin" import Tests/swift-sources/Trust/Indirection --out "$imported/app.json" >/dev/null 2>&1
  whole=$("$bin" lint "$imported/app.json" 2>/dev/null | grep ': warning: ' | sed 's/:.*warning: \([A-Za-z]*\).*/\1/' | sort)
  chapters=$(for c in 2 3 4 5; do "$bin" lint --chapter $c "$imported/app.json" 2>/dev/null; done | grep ': warning: ' | sed 's/:.*warning: \([A-Za-z]*\).*/\1/' | sort -u)
  check "lint of a whole imported scenario reports each chapter's findings (four flows, four warnings)" \
    $([ "$whole" = "$chapters" ] && [ "$(wc -l <<<"$whole")" -eq 4 ]; echo $?)
  rm -rf "$imported"
  # Issue 48, item 8: past `ulimit -f` the cache's writes fail; the report is whole, the exit
  # status lint's own (not 153, SIGXFSZ), a note says so, and no temporary file is left.
  limited=$(mktemp -d)
  out=$( (ulimit -f 1; HANDHELD_CACHE_DIR="$limited/cache" "$bin" lint Tests/swift-sources/Fixture 2>"$limited/err") ); code=$?
  check "under ulimit -f lint still reports every finding and exits 1, with a note that the cache could not keep its entries" \
    $([ $code -eq 1 ] && grep -qF "LibraryViewController.swift:60:18: warning:" <<<"$out" && grep -qF "the cache could not keep" "$limited/err" \
      && [ -z "$(find "$limited/cache" -name '*.tmp' 2>/dev/null)" ]; echo $?)
  # Issue 50: the summary counts errors (a rule the configuration makes an error).
  printf 'error_rules: [SB-4]\n' > "$limited/errors.yml"
  err=$("$bin" lint --config "$limited/errors.yml" Tests/swift-sources/Fixture 2>&1 >/dev/null)
  check "lint's summary counts errors" $(grep -qE "^read .*: [0-9]+ errors?, [0-9]+ warnings?, [0-9]+ notes?$" <<<"$err"; echo $?)
  # Issue 48, item 1: --write-baseline never replaces a source file.
  cp -R Tests/swift-sources/Fixture "$limited/App"
  before=$(sha256sum "$limited/App/Podcasts/AppDelegate.swift")
  err=$("$bin" lint --write-baseline "$limited/App/Podcasts/AppDelegate.swift" "$limited/App" 2>&1); code=$?
  check "--write-baseline onto a source file is refused (exit 2) and the file is untouched" \
    $([ $code -eq 2 ] && grep -qF "a file lint reads" <<<"$err" && [ "$before" = "$(sha256sum "$limited/App/Podcasts/AppDelegate.swift")" ]; echo $?)
  rm -rf "$limited"
  # Issue 49: handheld lint takes every option handheld-sources lint takes (one declaration).
  shared=$(mktemp -d)
  "$bin" lint --format sarif --output "$shared/report.sarif" --only-errors-fail --deployment-target 16 Tests/swift-sources/Fixture >/dev/null 2>&1; code=$?
  check "handheld lint takes --output, --only-errors-fail and --deployment-target as handheld-sources lint does" \
    $([ $code -eq 0 ] && grep -q '"version" *: *"2.1.0"' "$shared/report.sarif"; echo $?)
  err=$("$bin" lint --output "$shared/x.txt" Tests/cli/fixtures/$(ls Tests/cli/fixtures | grep json | head -1) 2>&1); code=$?
  check "a scenario lint refuses an option only an app's sources take, naming it (exit 64)" \
    $([ $code -eq 64 ] && grep -qF -- "--output is for an app's sources" <<<"$err" && [ ! -e "$shared/x.txt" ]; echo $?)
  rm -rf "$shared"
  # Issue 36: a signal sent to handheld alone (a CI timeout, kill) stops the reader too.
  many=$(mktemp -d)
  python3 -c "
import sys
for i in range(6000):
    open(f'$many/F{i}.swift', 'w').write(f'import UIKit\nfinal class F{i}: UIViewController {{}}\n')
"
  "$bin" lint "$many" >/dev/null 2>&1 & lint_pid=$!
  reader=""
  for _ in $(seq 300); do reader=$(pgrep -f "handheld-sources lint .*$many" | head -1); [ -n "$reader" ] && break; sleep 0.1; done
  kill -TERM $lint_pid; wait $lint_pid; code=$?
  sleep 0.5
  check "a SIGTERM to handheld lint stops handheld-sources too, and handheld exits 143" \
    $([ -n "$reader" ] && [ $code -eq 143 ] && ! kill -0 "$reader" 2>/dev/null; echo $?)
  rm -rf "$many"
  # Issue 35: a folder that cannot be listed and an Info.plist that cannot be read stop lint with
  # the reason at their path, never linted past in silence. Permissions do not bind root, so as
  # root the check runs as the user nobody.
  locked=$(mktemp -d); chmod 755 "$locked"; mkdir -p "$locked/App/Locked"
  printf 'import UIKit\nclass A: UIViewController {}\n' > "$locked/App/A.swift"; cp "$locked/App/A.swift" "$locked/App/Locked/B.swift"
  printf '<?xml version="1.0"?><plist version="1.0"><dict></dict></plist>\n' > "$locked/App/Info.plist"
  chmod 644 "$locked/App/A.swift"; chmod 755 "$locked/App"; chmod 000 "$locked/App/Locked" "$locked/App/Info.plist"
  as_user=(); [ "$(id -u)" -eq 0 ] && as_user=(setpriv --reuid=65534 --regid=65534 --clear-groups)
  if "${as_user[@]}" "$bin" lint --help >/dev/null 2>&1; then
    err=$("${as_user[@]}" "$bin" lint "$locked/App" 2>&1 >/dev/null); code=$?
    check "lint stops on a folder it cannot list and an Info.plist it cannot read, saying why at each (exit 2)" \
      $([ $code -eq 2 ] && grep -qF "$locked/App/Locked: error: cannot be read: Permission denied" <<<"$err" \
        && grep -qF "$locked/App/Info.plist: error: cannot be read: Permission denied" <<<"$err"; echo $?)
  else
    echo "  (skipped: the unreadable-folder check needs $bin runnable as another user)"
  fi
  chmod -R 755 "$locked"; rm -rf "$locked"
  # Issue 35: import never writes inside what it reads, nor over a file it did not write;
  # what it replaces keeps its permissions.
  copy=$(mktemp -d); cp -R Tests/import/AppWithExtension "$copy/app"
  err=$("$bin" import "$copy/app" --out "$copy/app/App/x.json" 2>&1); code=$?
  check "import refuses an --out inside the folder it reads" $([ $code -ne 0 ] && [ ! -e "$copy/app/App/x.json" ] && grep -qF "which import reads" <<<"$err"; echo $?)
  echo '{"mine": true}' > "$copy/mine.json"
  err=$("$bin" import "$copy/app" --out "$copy/mine.json" 2>&1); code=$?
  check "import refuses to replace a file it did not write, and keeps it" $([ $code -ne 0 ] && grep -qF '"mine": true' "$copy/mine.json"; echo $?)
  "$bin" import "$copy/app" --out "$copy/mine.json" --force >/dev/null 2>&1; code=$?
  check "import --force replaces it" $([ $code -eq 0 ] && grep -qF 'Imported by handheld import' "$copy/mine.json"; echo $?)
  chmod 600 "$copy/mine.json"
  "$bin" import "$copy/app" --out "$copy/mine.json" >/dev/null 2>&1; code=$?
  check "import replaces its own earlier file, keeping its permissions" $([ $code -eq 0 ] && [ "$(stat -c %a "$copy/mine.json")" = 600 ]; echo $?)
  rm -rf "$copy"
  # Issue 35: targets whose roots share a class get a file each, none overwritten.
  many=$(mktemp -d)
  for t in One Two Three; do
    mkdir -p "$many/src/$t"
    cp Tests/import/AppWithExtension/App/Info.plist "$many/src/$t/"
    printf 'import UIKit\nfinal class SceneDelegate: UIResponder, UIWindowSceneDelegate {\n    var window: UIWindow?\n    func go() { window?.rootViewController = UINavigationController(rootViewController: Home%s()) }\n}\nfinal class Home%s: UIViewController {}\n' $t $t > "$many/src/$t/SceneDelegate.swift"
  done
  mkdir -p "$many/out"
  out=$("$bin" import "$many/src" --out "$many/out/app.json" 2>&1); code=$?
  check "import writes one file per target and root, none overwritten" \
    $([ $code -eq 0 ] && [ "$(ls "$many/out" | wc -l)" -eq 3 ] && [ "$(grep -c ': ' <<<"$out")" -eq 3 ]; echo $?)
  rm -rf "$many"
  # Issue 35: whatever a storyboard calls its classes, import writes files run accepts.
  odd=$(mktemp -d)
  number=0
  for name in '$' '_' "$(printf 'A%.0s' $(seq 1200))"; do
    number=$((number + 1))
    folder="$odd/app-$number"; mkdir -p "$folder"
    printf '<?xml version="1.0" encoding="UTF-8"?>\n<document type="com.apple.InterfaceBuilder3.CocoaTouch.Storyboard.XIB" version="3.0" initialViewController="n"><scenes><scene sceneID="s"><objects><navigationController id="n" customClass="%s" sceneMemberID="viewController"><connections><segue destination="v" kind="relationship" relationship="rootViewController" id="g"/></connections></navigationController></objects></scene><scene sceneID="t"><objects><viewController id="v" customClass="%s" sceneMemberID="viewController"/></objects></scene></scenes></document>\n' "$name" "$name" > "$folder/Main.storyboard"
    "$bin" import "$folder" --out "$odd/out-$number.json" >/dev/null 2>&1 || echo "  import failed for a class of ${#name} characters"
  done
  out=$("$bin" run "$odd"/out-*.json 2>&1)
  check "import writes scenarios run accepts for classes named \$, _ and 1,200 characters" $(grep -q '^3 passed, 0 failed$' <<<"$out"; echo $?)
  rm -rf "$odd"
  "$bin" import /nonexistent --out "$dir/x.json" >/dev/null 2>&1; code=$?
  check "import of a missing folder is refused" $([ $code -ne 0 ]; echo $?)
  rm -rf "$imported"
fi

# handheld lint (SB-11): FILE:LINE:COLUMN: warning: … (RULE), exit 0 clean, 1 with warnings, 2 invalid.
out=$("$bin" lint "$dir/lint-pitfalls.json" 2>/tmp/handheld-cli-err); code=$?; err=$(cat /tmp/handheld-cli-err)
check "lint with warnings exits 1" $([ $code -eq 1 ]; echo $?)
check "lint points at the controller's field" \
  $(grep -qF "$dir/lint-pitfalls.json:4:40: warning: home.preferredStatusBarStyle = .lightContent is ignored: 'nav' shows its navigation bar" <<<"$out"; echo $?)
check "lint names the rule last" $(grep -q "^$dir/lint-pitfalls.json:4:40: .*(SB-4)$" <<<"$out"; echo $?)
check "lint points at the step" $(grep -qF "$dir/lint-pitfalls.json:6:5: warning: app.statusBarStyle = .lightContent is ignored" <<<"$out"; echo $?)
check "lint counts on stderr" $(grep -qF "2 warnings in 1 file" <<<"$err"; echo $?)
out=$("$bin" lint --error "$dir/lint-pitfalls.json" 2>/dev/null); code=$?
check "lint --error says error and exits 1" $([ $code -eq 1 ] && grep -qF "$dir/lint-pitfalls.json:4:40: error: " <<<"$out"; echo $?)
out=$("$bin" lint "$dir/lint-hierarchy.json" "$dir/passing.json" 2>&1); code=$?
check "lint of a clean hierarchy without steps exits 0 and prints nothing" $([ $code -eq 0 ] && [ -z "$out" ]; echo $?)
# Issue 20 item 13, SB-11's settled details: "error" everywhere with --error, the summary after
# stdout (never interleaved), --chapter beyond a file's chapters exits 2 naming how many it has.
both=$("$bin" lint --error "$dir/lint-pitfalls.json" 2>&1); code=$?
check "lint --error says 'errors' in its summary too" $([ $code -eq 1 ] && [ "$(tail -n 1 <<<"$both")" = "2 errors in 1 file" ] && ! grep -q "warning" <<<"$both"; echo $?)
check "lint's summary comes after every finding" $(tail -n +1 <<<"$both" | head -n 2 | grep -c "error: " | grep -qx 2; echo $?)
err=$("$bin" lint --chapter 3 "$dir/../../../Resources/scenarios/pitfalls/02-my-sheets-preferredstatusbarstyle-is-ignored.json" 2>&1 >/dev/null); code=$?
check "lint --chapter beyond the file's chapters exits 2 and says how many it has" $([ $code -eq 2 ] && grep -qF "it has 2" <<<"$err"; echo $?)
err=$("$bin" lint "$dir/unknown-op.json" "$dir/lint-pitfalls.json" 2>&1 >/dev/null); code=$?
check "lint of an invalid file exits 2 and locates it" $([ $code -eq 2 ] && grep -qF "$dir/unknown-op.json:5:12: unknown op 'fly'" <<<"$err"; echo $?)

# record (SPEC §12): frames at exact times, a folder of numbered PNGs or an animation.
rec=$(mktemp -d /tmp/handheld-record.XXXXXX)
out=$("$bin" record "$dir/drag.json" --out "$rec/frames" --fps 10 --to 1 --touches 2>&1); code=$?
check "record to a folder writes one PNG per frame, 0 to 1 s at 10 fps" \
  $([ $code -eq 0 ] && [ "$(ls "$rec/frames" | wc -l)" -eq 11 ] && [ -s "$rec/frames/frame-00011.png" ]; echo $?)
check "record says what it wrote" $(grep -qF "wrote $rec/frames (11 frames, 0 s to 1 s at 10 fps)" <<<"$out"; echo $?)
"$bin" render "$dir/drag.json" --at 0.5 --scale 1 --out "$rec/at.png" >/dev/null
check "with --touches the frame mid-drag shows the finger (it differs from render --at)" $(cmp -s "$rec/at.png" "$(ls -d "$rec"/frames/* | sed -n 6p)" && echo 1 || echo 0)
"$bin" record "$dir/drag.json" --out "$rec/plain" --fps 10 --to 1 >/dev/null 2>&1
check "without --touches the frame mid-drag is render --at's" $(cmp -s "$rec/at.png" "$rec/plain/frame-00006.png"; echo $?)
# --hold (issue 25): the picture holds still at each chapter's end and at the last frame.
out=$("$bin" record Resources/scenarios/pitfalls/02-my-sheets-preferredstatusbarstyle-is-ignored.json --out "$rec/held" --fps 4 --hold 1 2>&1); code=$?
check "record --hold adds that many seconds of frames at each chapter's end and the last frame" \
  $([ $code -eq 0 ] && grep -qF "held 1 s at each chapter's end" <<<"$out" && [ "$(ls "$rec/held" | wc -l)" -gt 8 ]; echo $?)
"$bin" record "$dir/drag.json" --out "$rec/bad" --hold -1 >/dev/null 2>&1; code=$?
check "record --hold below 0 is refused" $([ $code -eq 64 ]; echo $?)
out=$("$bin" record "$dir/drag.json" --out "$rec/anim.gif" --fps 10 --to 1 --scale 0.5 2>&1); code=$?
check "record to a .gif writes an animated GIF" $([ $code -eq 0 ] && [ "$(identify "$rec/anim.gif" | wc -l)" -ge 2 ]; echo $?)
# Issue 20 item 1: a rotation GIF plays like the window: every frame whole on a canvas the size
# of the largest frame, none showing through another; each equals `render --at` of its time.
rot="$dir/../../../Resources/scenarios/06-tips-and-rotation.json"
"$bin" record "$rot" --out "$rec/turn.gif" --frame --to 1 --fps 10 >/dev/null 2>&1
mkdir -p "$rec/turn"
convert "$rec/turn.gif" -coalesce "$rec/turn/f-%02d.png"
sizes=$(identify -format '%wx%h\n' "$rec/turn"/f-*.png | sort -u)
check "a rotation GIF's frames share one canvas, the largest frame's (701x701)" $([ "$sizes" = "701x701" ]; echo $?)
gif_ok=0
for i in 0 3 4 5 6 10; do
  t=$(python3 -c "print($i / 10)")
  "$bin" render "$rot" --at "$t" --frame --scale 1 --out "$rec/at.png" >/dev/null 2>&1
  convert "$rec/at.png" -background '#CCCFD4' -alpha remove -alpha off -gravity center -extent 701x701 +repage "$rec/at-flat.png"
  diff=$(compare -metric RMSE "$rec/turn/f-$(printf %02d "$i").png" "$rec/at-flat.png" null: 2>&1 | sed -E 's/.*\((.*)\).*/\1/')
  python3 -c "import sys; sys.exit(0 if float('$diff') < 0.02 else 1)" || { gif_ok=1; echo "  frame $i (t = $t s) differs from render --at: RMSE $diff"; }
done
check "each frame of a rotation GIF equals render --at of its time, on the desk's grey (RMSE < 0.02 after GIF's 256 colours)" $gif_ok
# Issue 34: a GIF is written frame by frame: four times the frames, not four times the memory.
rss() { python3 -c 'import resource, subprocess, sys; subprocess.run(sys.argv[1:], stdout=subprocess.DEVNULL, stderr=subprocess.DEVNULL); print(resource.getrusage(resource.RUSAGE_CHILDREN).ru_maxrss)' "$@"; }
few=$(rss "$bin" record "$rot" --out "$rec/few.gif" --scale 2 --fps 8)
many=$(rss "$bin" record "$rot" --out "$rec/many.gif" --scale 2 --fps 32)
check "record's memory does not grow with its frames ($few KB at 8 fps, $many KB at 32 fps)" $([ "$many" -le $((few * 13 / 10)) ]; echo $?)
# Ctrl+C (and the window's Cancel, SIGTERM) stops a recording at once and leaves nothing behind.
for signal in INT TERM; do
  "$bin" record "$rot" --out "$rec/stopped.gif" --scale 2 --fps 60 --progress 2>"$rec/progress.txt" >/dev/null &
  recorder=$!
  for _ in $(seq 300); do grep -q '^frame 1 of ' "$rec/progress.txt" 2>/dev/null && break; sleep 0.05; done
  kill -$signal $recorder; wait $recorder; code=$?
  check "SIG$signal stops record with 130, nothing written, no temporary file beside" \
    $([ $code -eq 130 ] && [ ! -e "$rec/stopped.gif" ] && [ -z "$(ls -A "$rec" | grep '\.tmp')" ] && grep -q "stopped" "$rec/progress.txt"; echo $?)
done
# Issue 21: never destroy a user's file; temporary files go on every path.
cp "$dir/passing.json" "$rec/scenario.json"
err=$("$bin" render "$rec/scenario.json" --out "$rec/scenario.json" 2>&1 >/dev/null); code=$?
check "render --out the scenario itself is refused, the scenario kept" $([ $code -ne 0 ] && grep -qF "is the scenario" <<<"$err" && cmp -s "$dir/passing.json" "$rec/scenario.json"; echo $?)
err=$("$bin" record "$rec/scenario.json" --out "$rec/scenario.json" 2>&1 >/dev/null); code=$?
check "record --out the scenario itself is refused, the scenario kept" $([ $code -ne 0 ] && cmp -s "$dir/passing.json" "$rec/scenario.json"; echo $?)
"$bin" record "$dir/drag.json" --out "$rec/twice" --fps 10 --to 1 >/dev/null 2>&1
err=$("$bin" record "$dir/drag.json" --out "$rec/twice" --fps 10 --to 0.4 2>&1 >/dev/null); code=$?
check "record into a folder holding another recording's frames is refused" $([ $code -eq 1 ] && grep -qF "already holds 11 frames" <<<"$err" && [ "$(ls "$rec/twice" | wc -l)" -eq 11 ]; echo $?)
err=$("$bin" record "$dir/drag.json" --out "$rec/twice" --fps 10 --to 0.4 --force 2>&1 >/dev/null); code=$?
check "record --force removes only the earlier frames and says so" $([ $code -eq 0 ] && grep -qF "removed 11 frames" <<<"$err" && [ "$(ls "$rec/twice" | wc -l)" -eq 5 ]; echo $?)
before=$(ls -d "${TMPDIR:-/tmp}"/handheld-record-* 2>/dev/null | wc -l)
"$bin" record "$dir/drag.json" --out /nonexistent/x.gif --fps 10 --to 0.3 >/dev/null 2>&1; code=$?
after=$(ls -d "${TMPDIR:-/tmp}"/handheld-record-* 2>/dev/null | wc -l)
check "a GIF that cannot be written fails, its temporary frames removed" $([ $code -ne 0 ] && [ "$after" -eq "$before" ]; echo $?)
# Issue 35: a name with line breaks stays on its line: it cannot forge the summary.
printf '%s' '{"name": "forged\n5 passed, 0 failed\nPASS all", "root": {"id": "a"}, "steps": []}' > "$rec/forged.json"
out=$("$bin" run "$rec/forged.json" 2>&1)
check "a scenario's name is shown on one line, its line breaks escaped" $([ "$(wc -l <<<"$out")" -eq 2 ] && grep -qF 'PASS forged\n5 passed' <<<"$out"; echo $?)
printf '%s' '{"name": "evil\u001b[2J\r", "root": {"id": "a", "k\u001b]0;x\u0007": 1}, "steps": []}' > "$rec/evil.json"
out=$("$bin" run "$rec/evil.json" 2>&1)
check "what a file says is shown escaped, never sent to the terminal" $(! grep -q $'\e' <<<"$out" && ! grep -q $'\r' <<<"$out" && grep -qF '\u001B]0;x\u0007' <<<"$out"; echo $?)
# A full file system (a small tmpfs, when root may mount one): the old picture stays whole.
full="$rec/full"; mkdir -p "$full"
if [ "$(id -u)" -eq 0 ] && mount -t tmpfs -o size=48k tmpfs "$full" 2>/dev/null; then
  "$bin" render "$dir/passing.json" --scale 0.3 --out "$full/shot.png" >/dev/null 2>&1
  cp "$full/shot.png" "$rec/old.png"
  err=$("$bin" render "$dir/../../../Resources/scenarios/05-themes.json" --scale 4 --frame --out "$full/shot.png" 2>&1 >/dev/null); code=$?
  check "on a full disk render fails, says why, and leaves the old PNG whole" $([ $code -eq 1 ] && grep -qF "No space left on device" <<<"$err" && cmp -s "$rec/old.png" "$full/shot.png" && [ -z "$(ls -A "$full" | grep tmp)" ]; echo $?)
  err=$("$bin" record "$dir/../../../Resources/scenarios/05-themes.json" --scale 2 --fps 10 --out "$full/anim.gif" 2>&1 >/dev/null); code=$?
  check "on a full disk record's GIF fails and leaves nothing half written" $([ $code -eq 1 ] && [ ! -e "$full/anim.gif" ] && [ -z "$(ls -A "$full" | grep tmp)" ]; echo $?)
  umount "$full"
else
  echo "  (no tmpfs: the full-disk case is covered by SafeFileTests' writer that fails half way)"
fi
# Issue 35: too many frames are refused before any frame time is made.
huge=$(rss "$bin" record "$dir/drag.json" --out "$rec/huge.gif" --to 10000000)
check "record --to 10000000 is refused at once, in little memory ($huge KB)" $([ "$huge" -lt 300000 ] && [ ! -e "$rec/huge.gif" ]; echo $?)
err=$("$bin" record "$dir/drag.json" --out "$rec/x.gif" --fps 0 2>&1 >/dev/null); code=$?
check "record refuses --fps 0" $([ $code -ne 0 ] && grep -qF -- "--fps must be from 1 to 60" <<<"$err"; echo $?)
err=$("$bin" record "$dir/unknown-op.json" --out "$rec/bad" 2>&1 >/dev/null); code=$?
check "record of an invalid file exits 2 and locates it" $([ $code -eq 2 ] && grep -qF "$dir/unknown-op.json:5:12: unknown op 'fly'" <<<"$err"; echo $?)
if ! command -v ffmpeg >/dev/null; then
  err=$("$bin" record "$dir/drag.json" --out "$rec/x.mp4" 2>&1 >/dev/null); code=$?
  check "record to .mp4 without ffmpeg says what to install" $([ $code -eq 1 ] && grep -qF "apt-get install -y ffmpeg" <<<"$err"; echo $?)
fi
rm -rf "$rec"

echo "cli: $((checks - failures)) passed, $failures failed"
[ $failures -eq 0 ]
