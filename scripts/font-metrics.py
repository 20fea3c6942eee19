#!/usr/bin/env python3
"""Writes Resources/fonts/dejavu-sans-metrics.json: the advance width of every character of the
font the painter draws with (DejaVu Sans, Debian's fonts-dejavu-core), Book and Bold, so the
engine measures text exactly as Pango lays it out (UI-6: hit areas from the same measurement as
the picture, a result that never depends on the fonts a machine has).
Usage: pip install fonttools; scripts/font-metrics.py > Resources/fonts/dejavu-sans-metrics.json"""
import json
import sys
from fontTools.ttLib import TTFont

FONTS = {"regular": "/usr/share/fonts/truetype/dejavu/DejaVuSans.ttf",
         "bold": "/usr/share/fonts/truetype/dejavu/DejaVuSans-Bold.ttf"}


def runs(path):
    font = TTFont(path)
    metrics = font["hmtx"].metrics
    cmap = font.getBestCmap()
    advances = sorted((scalar, metrics[glyph][0]) for scalar, glyph in cmap.items())
    result, start, widths, last = [], None, [], None
    for scalar, advance in advances:
        if last is not None and scalar == last + 1:
            widths.append(advance)
        else:
            if start is not None:
                result.append([start, widths])
            start, widths = scalar, [advance]
        last = scalar
    result.append([start, widths])
    return font["head"].unitsPerEm, result


out = {"family": "DejaVu Sans", "source": "fonts-dejavu-core", "kerning": False}
for weight, path in FONTS.items():
    units, table = runs(path)
    out["unitsPerEm"] = units
    out[weight] = table
json.dump(out, sys.stdout, separators=(",", ":"))
sys.stdout.write("\n")
