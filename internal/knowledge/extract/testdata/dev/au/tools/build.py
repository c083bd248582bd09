#!/usr/bin/env python3
"""Build set "au": gold JSON, HTML, Chromium PDF and fpdf2 PDF for every report.

usage: python3 tools/build.py [--no-chromium] [ids...]
Chromium runs one report at a time (the machine is shared).
"""
import json
import os
import subprocess
import sys

HERE = os.path.dirname(os.path.abspath(__file__))
ROOT = os.path.dirname(HERE)
sys.path.insert(0, HERE)

from model import Block, TwoCol, gold_for  # noqa: E402
from render_fpdf import render_pdf  # noqa: E402
from render_html import render_html  # noqa: E402
from reports_data import REPORTS  # noqa: E402


def chromium_pdf(html_path, pdf_path):
    cmd = ["chromium", "--headless", "--no-sandbox", "--disable-gpu", "--no-pdf-header-footer",
           "--disable-extensions", "--no-first-run", f"--print-to-pdf={pdf_path}",
           "file://" + html_path]
    subprocess.run(cmd, check=True, stdout=subprocess.DEVNULL, stderr=subprocess.DEVNULL, timeout=180)


def main(argv):
    use_chromium = "--no-chromium" not in argv
    ids = [a for a in argv if not a.startswith("--")]
    os.makedirs(os.path.join(ROOT, "reports"), exist_ok=True)
    os.makedirs(os.path.join(ROOT, "rendered"), exist_ok=True)
    warnings = []
    total = 0

    def blocks(seq):
        for b in seq:
            if isinstance(b, TwoCol):
                yield from blocks(list(b.left) + list(b.right))
            else:
                yield b
    for rep in REPORTS:  # block-layout printed names = heading (+ line label)
        for page in rep.pages:
            for b in blocks(page):
                if isinstance(b, Block):
                    for ln in b.lines:
                        want = b.heading if ln.shown_label == "Resultado" else f"{b.heading} {ln.shown_label}"
                        if ln.name != want:
                            warnings.append(f"{rep.id}: block name {ln.name!r} != {want!r}")
    for rep in REPORTS:
        if ids and rep.id not in ids:
            continue
        gold = gold_for(rep)
        total += len(gold["results"])
        with open(os.path.join(ROOT, "reports", f"{rep.id}.gold.json"), "w", encoding="utf-8") as f:
            json.dump(gold, f, ensure_ascii=False, indent=1)
            f.write("\n")
        html_path = os.path.join(ROOT, "reports", f"{rep.id}.html")
        with open(html_path, "w", encoding="utf-8") as f:
            f.write(render_html(rep))
        warnings += render_pdf(rep, os.path.join(ROOT, "rendered", f"{rep.id}.fpdf.pdf"))
        if use_chromium:
            chromium_pdf(html_path, os.path.join(ROOT, "rendered", f"{rep.id}.chromium.pdf"))
        print(f"{rep.id}: {len(gold['results'])} results, {len(rep.pages)} page(s)")
    for w in warnings:
        print("WARNING", w)
    print("total results:", total)
    return 1 if warnings else 0


if __name__ == "__main__":
    sys.exit(main(sys.argv[1:]))
