#!/usr/bin/env bash
# Issue 25: each gallery scenario and pitfall as an animation, made by `handheld record` at scale 1
# (docs/gallery/NAME.gif, shown in the README beside its description).
set -euo pipefail
bin=${1:?usage: gallery-gifs.sh HANDHELD}
mkdir -p docs/gallery
for file in Resources/scenarios/*.json Resources/scenarios/pitfalls/*.json; do
  name=$(basename "$file" .json)
  [ "$(dirname "$file")" = Resources/scenarios/pitfalls ] && name="pitfall-$name"
  "$bin" record "$file" --out "docs/gallery/$name.gif" --fps 12 --scale 1 --frame --touches --hold 1.5
done
