#!/usr/bin/env python3
"""Writes app/fonts/inter-latin-wght-400-700.woff2, the site's font, from the npm package's.

Inter's variable Latin file (@fontsource-variable/inter, SIL Open Font License 1.1) narrowed to what
the site sets: the weights 400 to 700 (Tailwind's normal, medium, semibold and bold) and the OpenType
features the text uses (kerning, marks, contextual alternates, tabular and proportional figures).
Same characters as the package's Latin file. 48.3 kB -> 32.3 kB; why it matters: docs/performance.md.

Run again after upgrading the package (Debian: apt-get install python3-fonttools python3-brotli):
    python3 scripts/subset-font.py
"""
from io import BytesIO
from pathlib import Path

from fontTools import subset
from fontTools.ttLib import TTFont
from fontTools.varLib import instancer

ROOT = Path(__file__).resolve().parent.parent
SOURCE = ROOT / 'node_modules/@fontsource-variable/inter/files/inter-latin-wght-normal.woff2'
TARGET = ROOT / 'app/fonts/inter-latin-wght-400-700.woff2'

instanced = BytesIO()
instancer.instantiateVariableFont(TTFont(SOURCE), {'wght': (400, 700)}).save(instanced)
font = TTFont(instanced)
options = subset.Options()
options.flavor = 'woff2'
options.layout_features = ['kern', 'mark', 'mkmk', 'calt', 'ccmp', 'locl', 'tnum', 'pnum']
options.name_IDs = ['*']
options.notdef_outline = True
subsetter = subset.Subsetter(options)
subsetter.populate(unicodes=TTFont(SOURCE).getBestCmap().keys())
subsetter.subset(font)
font.flavor = 'woff2'
font.save(TARGET)
print(f'{TARGET.relative_to(ROOT)}: {TARGET.stat().st_size} bytes (from {SOURCE.stat().st_size})')
