"""Image-only 'scan' of a Chromium print.

pdftoppm 200 dpi gray -> small deterministic rotation (0.15-0.6 deg, seeded by the
report id) -> Gaussian blur 0.6 -> paper tone (a*236/255+8) -> normal noise sigma 6 ->
14 small dark specks per page -> JPEG q70 -> A4 pages with img2pdf (no text layer)."""
from __future__ import annotations

import datetime
import glob
import hashlib
import io
import os
import subprocess
import sys
import tempfile

import img2pdf
import numpy as np
from PIL import Image, ImageDraw, ImageFilter

DPI = 200
FIXED_DATE = datetime.datetime(2026, 1, 15, 12, 0, tzinfo=datetime.timezone.utc)   # reproducible metadata


def seed_for(rid: str) -> int:
    return int(hashlib.sha256(rid.encode()).hexdigest()[:12], 16)


def degrade(img: Image.Image, rng: np.random.Generator, angle: float) -> bytes:
    img = img.convert("L").rotate(angle, resample=Image.BICUBIC, expand=False, fillcolor=255)
    img = img.filter(ImageFilter.GaussianBlur(0.6))
    a = np.asarray(img).astype(np.float32)
    a = a * 236.0 / 255.0 + 8.0
    a = a + rng.normal(0.0, 6.0, a.shape)
    a = np.clip(a, 0, 255).astype(np.uint8)
    out = Image.fromarray(a, "L")
    d = ImageDraw.Draw(out)
    w, h = out.size
    for _ in range(14):
        x, y = rng.uniform(0, w), rng.uniform(0, h)
        rx, ry = rng.uniform(0.8, 2.6), rng.uniform(0.8, 2.6)
        d.ellipse([x - rx, y - ry, x + rx, y + ry], fill=int(rng.uniform(25, 90)))
    buf = io.BytesIO()
    out.save(buf, "JPEG", quality=70, dpi=(DPI, DPI))
    return buf.getvalue()


def make_scan(rid: str, src_pdf: str, out_pdf: str) -> float:
    rng = np.random.default_rng(seed_for(rid))
    angle = float(rng.uniform(0.15, 0.6)) * (1 if rng.random() < 0.5 else -1)
    with tempfile.TemporaryDirectory(prefix=f"ay-scan-{rid}-") as td:
        subprocess.run(["pdftoppm", "-r", str(DPI), "-gray", "-png", src_pdf, os.path.join(td, "p")], check=True)
        pages = sorted(glob.glob(os.path.join(td, "p-*.png")))
        jpgs = []
        for p in pages:
            with Image.open(p) as im:
                jpgs.append(degrade(im, rng, angle))
    a4 = (img2pdf.mm_to_pt(210), img2pdf.mm_to_pt(297))
    with open(out_pdf, "wb") as f:
        f.write(img2pdf.convert(jpgs, layout_fun=img2pdf.get_layout_fun(a4), creationdate=FIXED_DATE, moddate=FIXED_DATE))
    return angle


if __name__ == "__main__":
    here = os.path.dirname(os.path.dirname(os.path.abspath(__file__)))
    ids = sys.argv[1:] or sorted(os.path.basename(p).split(".")[0] for p in glob.glob(os.path.join(here, "rendered", "*.chromium.pdf")))
    for rid in ids:
        ang = make_scan(rid, os.path.join(here, "rendered", f"{rid}.chromium.pdf"), os.path.join(here, "rendered", f"{rid}.scan.pdf"))
        print(f"{rid}: scan rotated {ang:+.2f} deg")
