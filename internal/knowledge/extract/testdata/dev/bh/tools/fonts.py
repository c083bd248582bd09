"""Font families shared by the HTML (CSS family name) and fpdf2 (TTF files) renderings."""
D = "/usr/share/fonts/truetype/"

FONTS = {
    "dejavu": ("DejaVu Sans", D + "dejavu/DejaVuSans.ttf", D + "dejavu/DejaVuSans-Bold.ttf",
               D + "dejavu/DejaVuSans-Oblique.ttf", D + "dejavu/DejaVuSans-BoldOblique.ttf"),
    "dejavu-cond": ("DejaVu Sans Condensed", D + "dejavu/DejaVuSansCondensed.ttf",
                    D + "dejavu/DejaVuSansCondensed-Bold.ttf",
                    D + "dejavu/DejaVuSansCondensed-Oblique.ttf",
                    D + "dejavu/DejaVuSansCondensed-BoldOblique.ttf"),
    "dejavu-serif": ("DejaVu Serif", D + "dejavu/DejaVuSerif.ttf", D + "dejavu/DejaVuSerif-Bold.ttf",
                     D + "dejavu/DejaVuSerif-Italic.ttf", D + "dejavu/DejaVuSerif-BoldItalic.ttf"),
    "lib-sans": ("Liberation Sans", D + "liberation2/LiberationSans-Regular.ttf",
                 D + "liberation2/LiberationSans-Bold.ttf", D + "liberation2/LiberationSans-Italic.ttf",
                 D + "liberation2/LiberationSans-BoldItalic.ttf"),
    "lib-serif": ("Liberation Serif", D + "liberation2/LiberationSerif-Regular.ttf",
                  D + "liberation2/LiberationSerif-Bold.ttf", D + "liberation2/LiberationSerif-Italic.ttf",
                  D + "liberation2/LiberationSerif-BoldItalic.ttf"),
    "lib-mono": ("Liberation Mono", D + "liberation2/LiberationMono-Regular.ttf",
                 D + "liberation2/LiberationMono-Bold.ttf", D + "liberation2/LiberationMono-Italic.ttf",
                 D + "liberation2/LiberationMono-BoldItalic.ttf"),
    "carlito": ("Carlito", D + "crosextra/Carlito-Regular.ttf", D + "crosextra/Carlito-Bold.ttf",
                D + "crosextra/Carlito-Italic.ttf", D + "crosextra/Carlito-BoldItalic.ttf"),
}

# Page geometry in mm, shared by both renderers.
PAGE_W, PAGE_H = 210.0, 297.0
MARGIN_X, MARGIN_TOP, FOOTER_BOTTOM = 14.0, 10.0, 8.0
CONTENT_W = PAGE_W - 2 * MARGIN_X
HEADER_H = {"band": 20.0, "centered": 23.0, "logo": 20.0, "boxed": 19.0, "minimal": 15.0}
FOOT_LH = 3.2
PT = 0.3528  # mm per point
