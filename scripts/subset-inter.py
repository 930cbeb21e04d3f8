#!/usr/bin/python3
"""Writes src/web/fonts/inter-*.woff2: Inter from @fontsource-variable/inter, cut to what the
interface uses, so a phone downloads a third less before the first page can paint.

- Weights 400 to 700 only (the interface uses 400, 500 and 600; 700 is kept for <b>/<strong>).
- OpenType features the interface uses (kerning, marks, contextual forms, tabular figures);
  fractions, proportional and numerator/denominator forms are dropped.
- No glyph names. Every character of the package's Latin subsets is kept.

Run after updating the package: `/usr/bin/python3 scripts/subset-inter.py` (needs Debian's
python3-fonttools and python3-brotli), then commit the two files.
"""
from io import BytesIO
from pathlib import Path

from fontTools import subset
from fontTools.ttLib import TTFont
from fontTools.varLib import instancer

root = Path(__file__).resolve().parent.parent
package = root / "node_modules/@fontsource-variable/inter/files"
out = root / "src/web/fonts"
features = ["kern", "mark", "mkmk", "calt", "ccmp", "locl", "tnum"]

for name in ["inter-latin-wght-normal", "inter-latin-ext-wght-normal"]:
    limited = BytesIO()
    instancer.instantiateVariableFont(TTFont(package / f"{name}.woff2"), {"wght": (400, 700)}).save(limited)
    limited.seek(0)
    font = TTFont(limited)  # read back: the subsetter needs the tables as a saved font has them
    options = subset.Options()
    options.layout_features = features
    options.glyph_names = False
    options.name_IDs = ["*"]
    options.notdef_outline = True
    subsetter = subset.Subsetter(options)
    subsetter.populate(unicodes=font.getBestCmap().keys())
    subsetter.subset(font)
    font.flavor = "woff2"
    target = out / f"{name.replace('-normal', '')}-400-700.woff2"
    font.save(target)
    print(f"{target.relative_to(root)}: {target.stat().st_size} bytes")
