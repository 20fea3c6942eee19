#!/usr/bin/env bash
# Makes sure the system packages Handheld needs are installed (Debian/Ubuntu).
# Usage: ensure-packages.sh build   -> GTK 3 headers (libgtk-3-dev), pkg-config, the DejaVu fonts, gettext, a CJK font and libssl-dev
#        ensure-packages.sh test    -> the above, plus Xvfb, xdotool, ImageMagick and python3 for the window smoke test,
#                                      desktop-file-utils and appstream to validate the desktop integration,
#                                      libxml2-utils and python3-jsonschema to validate lint's reports
# As root it installs what is missing with apt-get; otherwise it prints the exact command and stops.
set -euo pipefail

need=()
command -v pkg-config >/dev/null 2>&1 || need+=(pkg-config)
pkg-config --exists gtk+-3.0 2>/dev/null || need+=(libgtk-3-dev)
# UI-6: the one font the painter draws with and the engine measures (Resources/fonts).
[ -f /usr/share/fonts/truetype/dejavu/DejaVuSans.ttf ] && [ -f /usr/share/fonts/truetype/dejavu/DejaVuSans-Bold.ttf ] || need+=(fonts-dejavu-core)
# Issue 25: msgfmt compiles the translations; a CJK font draws the Chinese ones.
command -v msgfmt >/dev/null 2>&1 || need+=(gettext)
fc-list :lang=zh 2>/dev/null | grep -q . || need+=(fonts-noto-cjk)
# Issue 48: SHA-256 (OpenSSL's libcrypto) for the source reader's cache.
pkg-config --exists libcrypto 2>/dev/null || need+=(libssl-dev)
if [ "${1:-build}" = test ]; then
  command -v Xvfb >/dev/null 2>&1 || need+=(xvfb)
  command -v xdotool >/dev/null 2>&1 || need+=(xdotool)
  command -v compare >/dev/null 2>&1 || need+=(imagemagick)
  command -v python3 >/dev/null 2>&1 || need+=(python3)
  # Issue 25: the desktop file and the AppStream metainfo are validated as GNOME's tools do.
  command -v desktop-file-validate >/dev/null 2>&1 || need+=(desktop-file-utils)
  command -v appstreamcli >/dev/null 2>&1 || need+=(appstream)
  # Issue 39: lint's reports validated against schemas (XML Schema with xmllint, JSON Schema with jsonschema).
  command -v xmllint >/dev/null 2>&1 || need+=(libxml2-utils)
  python3 -c 'import jsonschema' >/dev/null 2>&1 || need+=(python3-jsonschema)
fi

if ! command -v swift >/dev/null 2>&1; then
  echo "Handheld needs the Swift 6 toolchain (swift.org/install/linux); 'swift' is not on PATH." >&2
  exit 1
fi

if [ ${#need[@]} -eq 0 ]; then
  exit 0
fi

if [ "$(id -u)" -eq 0 ]; then
  echo "Installing missing packages: ${need[*]}"
  export DEBIAN_FRONTEND=noninteractive
  apt-get update
  apt-get install -y --no-install-recommends "${need[@]}"
else
  echo "Handheld needs these packages: ${need[*]}" >&2
  echo "Install them with:" >&2
  echo "  sudo apt-get update && sudo apt-get install -y ${need[*]}" >&2
  exit 1
fi
