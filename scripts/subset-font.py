#!/usr/bin/env python3
"""Writes app/fonts/inter-latin-wght-400-700.woff2, the site's font, from the npm package's.

Inter's variable Latin file (@fontsource-variable/inter, SIL Open Font License 1.1) narrowed to what
the site sets: the weights 400 to 700 (Tailwind's normal, medium, semibold and bold); Latin-1 and the
punctuation English copy uses (CHARACTERS; anything else a visitor types is drawn in the fallback
font); kerning and tabular figures (`tabular-nums`), the only OpenType features the text asks for.
48.3 kB -> 21.7 kB; why it matters: docs/decisions/2026-11-25-font-not-preloaded.md.

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
# Printable ASCII, Latin-1 (U+00A0-00FF), en and em dashes, curly quotes, bullet, ellipsis, euro, trade mark, minus.
CHARACTERS = [*range(0x20, 0x7F), *range(0xA0, 0x100), 0x2013, 0x2014, 0x2018, 0x2019, 0x201C, 0x201D, 0x2022, 0x2026, 0x20AC, 0x2122, 0x2212]

instanced = BytesIO()
instancer.instantiateVariableFont(TTFont(SOURCE), {'wght': (400, 700)}).save(instanced)
font = TTFont(instanced)
options = subset.Options()
options.flavor = 'woff2'
options.layout_features = ['kern', 'tnum']
options.name_IDs = ['*']
options.notdef_outline = True
subsetter = subset.Subsetter(options)
subsetter.populate(unicodes=CHARACTERS)
subsetter.subset(font)
font.flavor = 'woff2'
font.save(TARGET)
print(f'{TARGET.relative_to(ROOT)}: {TARGET.stat().st_size} bytes (from {SOURCE.stat().st_size})')
