#!/usr/bin/env bash
# Issue 51 (SRC-10): lint --fix on apps, one line each: findings before, certain fixes,
# suggestions, whether `--fix --dry-run`'s diff applies with git apply and the files it changes
# parse (swiftc -parse), and the warnings left after, with any that are new.
# Usage: scripts/fix-table.sh APP_FOLDER...   (each is copied into a scratch git repository)
# READER=path/to/handheld-sources (default .build/debug/handheld-sources)
set -uo pipefail
reader=$(realpath "${READER:-.build/debug/handheld-sources}")
scratch=$(mktemp -d)
trap 'rm -rf "$scratch"' EXIT
for app in "$@"; do
  name=$(basename "$app")
  work="$scratch/$name"
  mkdir -p "$work" && cp -a "$app/." "$work/" && rm -rf "$work/.git"
  (cd "$work" && git init -q . && git add -A >/dev/null 2>&1 && git -c user.email=fix@table -c user.name=fix-table commit -qm before >/dev/null 2>&1)
  before=$(cd "$work" && "$reader" lint . --no-cache 2>/dev/null)
  warnings=$(grep -c ": warning: " <<<"$before")
  suggestions=$(grep -c ": note: suggestion, not applied by --fix" <<<"$before")
  fixes=$(grep -c "(fix available)" <<<"$before")
  (cd "$work" && "$reader" lint . --no-cache --fix --dry-run > "$scratch/$name.diff" 2>/dev/null)
  applies="no diff"; parses="-"
  if [ -s "$scratch/$name.diff" ]; then
    if (cd "$work" && git apply --check "$scratch/$name.diff" && git apply "$scratch/$name.diff"); then applies=yes; else applies=NO; fi
    parses=yes
    while read -r file; do
      (cd "$work" && swiftc -parse "$file" >/dev/null 2>&1) || parses="NO ($file)"
    done < <(cd "$work" && git diff --name-only)
  fi
  after=$(cd "$work" && "$reader" lint . --no-cache 2>/dev/null)
  left=$(grep -c ": warning: " <<<"$after")
  new=$(comm -13 <(grep ": warning: " <<<"$before" | sed 's/ (fix available)//; s/:[0-9]*:[0-9]*:/:/' | sort) \
                 <(grep ": warning: " <<<"$after" | sed 's/:[0-9]*:[0-9]*:/:/' | sort) | wc -l)
  echo "$name: warnings $warnings, fix available $fixes, suggestions $suggestions, diff applies $applies, parses $parses, warnings left $left, new $new"
done
