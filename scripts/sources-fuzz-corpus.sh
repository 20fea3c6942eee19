#!/usr/bin/env bash
# The source reader's fuzz corpus (issue 24): the fixture app's files, each behind the byte that
# tells handheld-sources-fuzz what kind of file it is (0 Swift, 1 plist, 2 storyboard, 3 settings).
set -euo pipefail
out=${1:?usage: sources-fuzz-corpus.sh FOLDER}
mkdir -p "$out"
n=0
add() {
  printf "\\x$1" > "$out/seed-$n"
  cat "$2" >> "$out/seed-$n"
  n=$((n + 1))
}
while IFS= read -r -d '' f; do add 00 "$f"; done < <(find Tests/swift-sources -name '*.swift' -print0)
while IFS= read -r -d '' f; do add 01 "$f"; done < <(find Tests/swift-sources -name '*.plist' -print0)
while IFS= read -r -d '' f; do add 02 "$f"; done < <(find Tests/swift-sources -name '*.storyboard' -print0)
while IFS= read -r -d '' f; do add 03 "$f"; done < <(find Tests/swift-sources \( -name '*.xcconfig' -o -name '*.pbxproj' \) -print0)
echo "$n seeds in $out"
# Issue 35: every construct the parser or a walk recurses on, nested past the guard's limits, and
# file names with control characters (kind 4: the name, a NUL byte, the source).
python3 - "$out" <<'PY'
import os, sys
n = 1200
shapes = {
    'parens': 'let x = ' + '(' * n + '1' + ')' * n,
    'elseif': 'func f(a: Int) {\n if a == 0 {}' + ' else if a == 1 {}' * n + '\n}',
    'generics': 'let x: ' + 'A<' * n + 'B' + '>' * n + ' = y',
    'ifconfig': '#if A\n' * 40 + 'let x = 1\n' + '#endif\n' * 40,
    'try': 'let x = ' + 'try ' * n + 'f()',
    'await': 'let x = ' + 'await ' * n + 'f()',
    'member': 'let x = a' + '.b' * n,
    'calls': 'let x = f' + '()' * n,
    'optional': 'let x: Int' + '?' * n + ' = y',
    'interpolation': 'let x = ' + '"\\(' * 600 + '1' + ')"' * 600,
    'ternary': 'let x = ' + 'a ? b : ' * n + 'c',
    'closures': 'let x = ' + '{ ' * n + '1' + ' }' * n,
}
for i, (name, text) in enumerate(shapes.items()):
    source = 'import UIKit\n' + text + '\nfinal class A: UIViewController {\n  override var prefersStatusBarHidden: Bool { true }\n}\n'
    open(os.path.join(sys.argv[1], 'nesting-' + name), 'wb').write(b'\x00' + source.encode())
for i, name in enumerate(['a\nb', 'esc\x1b[31mred', 'bel\x07', '%0A::error file=x::forged', 'tab\there', 'del\x7f']):
    source = 'import UIKit\nfinal class A: UIViewController {\n  override var preferredStatusBarStyle: UIStatusBarStyle { .lightContent }\n}\nlet x = [[[[[[[[[[[[1]]]]]]]]]]]]\n'
    open(os.path.join(sys.argv[1], 'name-%d' % i), 'wb').write(b'\x04' + name.encode() + b'\x00' + source.encode())
PY
