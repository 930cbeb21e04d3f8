#!/usr/bin/python3
"""Writes src/web/fonts/inter-*.woff2: Inter from @fontsource-variable/inter, cut to what the
interface uses, so a phone downloads less before the first page can paint.

- Weights 400 to 700 only (the interface uses 400, 500 and 600; 700 is kept for <b>/<strong>).
- OpenType features the interface uses (kerning, marks, contextual forms, tabular figures);
  fractions, proportional and numerator/denominator forms are dropped.
- No glyph names. Every character of the package's Latin subsets is kept, in three files:
  "basic" (ASCII and the punctuation our screens print: the only one preloaded), "latin" (the
  rest of Latin-1: accented letters, fetched only by pages that show one) and "latin-ext".

Run after updating the package: `/usr/bin/python3 scripts/subset-inter.py` (needs Debian's
python3-fonttools and python3-brotli), then commit the files and paste the unicode ranges it
prints into src/web/fonts.css.
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

# What the interface itself prints besides ASCII: no-break and thin spaces, £ © ® ° · × ÷,
# dashes, quotes, bullet, ellipsis, €, ™, arrows, minus.
punctuation = {0xA0, 0xA3, 0xA9, 0xAE, 0xB0, 0xB7, 0xD7, 0xF7, 0x2009, 0x202F, 0x2013, 0x2014, 0x2018, 0x2019,
               0x201C, 0x201D, 0x2022, 0x2026, 0x20AC, 0x2122, 0x2190, 0x2191, 0x2192, 0x2193, 0x2212}


def in_basic(code):
    return code < 0x80 or code in punctuation


def ranges(codes):
    """CSS unicode-range text for a set of code points."""
    spans, start, last = [], None, None
    for code in sorted(codes):
        if start is None:
            start = last = code
        elif code == last + 1:
            last = code
        else:
            spans.append((start, last))
            start = last = code
    spans.append((start, last))
    return ", ".join(f"U+{a:04X}" if a == b else f"U+{a:04X}-{b:04X}" for a, b in spans)


def write(source, target_name, keep):
    limited = BytesIO()
    instancer.instantiateVariableFont(TTFont(package / f"{source}.woff2"), {"wght": (400, 700)}).save(limited)
    limited.seek(0)
    font = TTFont(limited)  # read back: the subsetter needs the tables as a saved font has them
    codes = [code for code in font.getBestCmap().keys() if keep(code)]
    options = subset.Options()
    options.layout_features = features
    options.glyph_names = False
    options.name_IDs = ["*"]
    options.notdef_outline = True
    subsetter = subset.Subsetter(options)
    subsetter.populate(unicodes=codes)
    subsetter.subset(font)
    font.flavor = "woff2"
    target = out / f"{target_name}-wght-400-700.woff2"
    font.save(target)
    print(f"{target.relative_to(root)}: {target.stat().st_size} bytes\n  unicode-range: {ranges(codes)}")


write("inter-latin-wght-normal", "inter-latin-basic", in_basic)
write("inter-latin-wght-normal", "inter-latin", lambda code: not in_basic(code))
write("inter-latin-ext-wght-normal", "inter-latin-ext", lambda code: True)
