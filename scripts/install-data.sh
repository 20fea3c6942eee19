#!/usr/bin/env bash
# Installs Handheld's data under DEST with a manifest of every file written, and uninstalls
# exactly those (issue 35: `rm -rf share/handheld` deleted a theme the user had put there).
# Usage: install-data.sh install DEST SOURCE-FOLDER ENTRY...   |   install-data.sh uninstall DEST
set -euo pipefail
action=$1 dest=$2
manifest="$dest/.installed-files"
remove_listed() {
  [ -f "$manifest" ] || return 0
  while IFS= read -r file; do
    case $file in ''|/*|*..*) continue ;; esac # only paths install wrote, inside DEST
    rm -f "$dest/$file"
  done < "$manifest"
  rm -f "$manifest"
  # Folders install made and nothing else now holds, deepest first.
  find "$dest" -depth -type d -empty -delete 2>/dev/null || true
}
case $action in
  install)
    source=$3; shift 3
    remove_listed
    mkdir -p "$dest"
    : > "$manifest.new"
    for entry in "$@"; do
      (cd "$source" && find "$entry" -type f) | LC_ALL=C sort | while IFS= read -r file; do
        install -Dm644 "$source/$file" "$dest/$file"
        printf '%s\n' "$file" >> "$manifest.new"
      done
    done
    mv "$manifest.new" "$manifest"
    ;;
  uninstall)
    remove_listed
    ;;
  *) echo "usage: install-data.sh install DEST SOURCE ENTRY... | uninstall DEST" >&2; exit 64 ;;
esac
