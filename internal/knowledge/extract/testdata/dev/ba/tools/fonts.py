"""Font families used by the reports: CSS family names for Chromium and TTF files for fpdf2."""

D = "/usr/share/fonts/truetype/dejavu/"
L = "/usr/share/fonts/truetype/liberation2/"
C = "/usr/share/fonts/truetype/crosextra/"

FONTS = {
    # key: (css family, {style: ttf})   style in '', 'B', 'I', 'BI'
    "liberation-sans": ("'Liberation Sans', sans-serif", {
        "": L + "LiberationSans-Regular.ttf", "B": L + "LiberationSans-Bold.ttf",
        "I": L + "LiberationSans-Italic.ttf", "BI": L + "LiberationSans-BoldItalic.ttf"}),
    "liberation-serif": ("'Liberation Serif', serif", {
        "": L + "LiberationSerif-Regular.ttf", "B": L + "LiberationSerif-Bold.ttf",
        "I": L + "LiberationSerif-Italic.ttf", "BI": L + "LiberationSerif-BoldItalic.ttf"}),
    "liberation-mono": ("'Liberation Mono', monospace", {
        "": L + "LiberationMono-Regular.ttf", "B": L + "LiberationMono-Bold.ttf",
        "I": L + "LiberationMono-Italic.ttf", "BI": L + "LiberationMono-BoldItalic.ttf"}),
    "dejavu-sans": ("'DejaVu Sans', sans-serif", {
        "": D + "DejaVuSans.ttf", "B": D + "DejaVuSans-Bold.ttf",
        "I": D + "DejaVuSans-Oblique.ttf", "BI": D + "DejaVuSans-BoldOblique.ttf"}),
    "dejavu-condensed": ("'DejaVu Sans Condensed', 'DejaVu Sans', sans-serif", {
        "": D + "DejaVuSansCondensed.ttf", "B": D + "DejaVuSansCondensed-Bold.ttf",
        "I": D + "DejaVuSansCondensed-Oblique.ttf", "BI": D + "DejaVuSansCondensed-BoldOblique.ttf"}),
    "dejavu-serif": ("'DejaVu Serif', serif", {
        "": D + "DejaVuSerif.ttf", "B": D + "DejaVuSerif-Bold.ttf",
        "I": D + "DejaVuSerif-Italic.ttf", "BI": D + "DejaVuSerif-BoldItalic.ttf"}),
    "carlito": ("'Carlito', sans-serif", {
        "": C + "Carlito-Regular.ttf", "B": C + "Carlito-Bold.ttf",
        "I": C + "Carlito-Italic.ttf", "BI": C + "Carlito-BoldItalic.ttf"}),
}

# fallback for glyphs missing in a family (arrows, ≤ ≥ ...)
FALLBACK = {"": D + "DejaVuSans.ttf", "B": D + "DejaVuSans-Bold.ttf",
            "I": D + "DejaVuSans-Oblique.ttf", "BI": D + "DejaVuSans-BoldOblique.ttf"}
