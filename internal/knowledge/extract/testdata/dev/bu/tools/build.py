"""Build everything: HTML, Chromium PDF, fpdf2 PDF, scan, gold."""
import json, os, subprocess, sys
from concurrent.futures import ThreadPoolExecutor
sys.path.insert(0, os.path.dirname(os.path.abspath(__file__)))
import reports_data as RD
import render_html, render_fpdf, make_scan

OUT = os.path.dirname(os.path.dirname(os.path.abspath(__file__)))


def one(rid):
    doc, info = RD.build(rid)
    title = f"{info['lab']} – laudo {rid}"
    html_path = os.path.join(OUT, "reports", rid + ".html")
    with open(html_path, "w", encoding="utf-8") as fh:
        fh.write(render_html.render(doc, title))
    cpdf = os.path.join(OUT, "rendered", rid + ".chromium.pdf")
    subprocess.run(["chromium", "--headless", "--no-sandbox", "--disable-gpu", "--no-pdf-header-footer",
                    f"--print-to-pdf={cpdf}", "file://" + html_path], check=True,
                   stdout=subprocess.DEVNULL, stderr=subprocess.DEVNULL)
    render_fpdf.render(doc, os.path.join(OUT, "rendered", rid + ".fpdf.pdf"), title)
    make_scan.make_scan(cpdf, os.path.join(OUT, "rendered", rid + ".scan.pdf"), rid)
    with open(os.path.join(OUT, "reports", rid + ".gold.json"), "w", encoding="utf-8") as fh:
        json.dump(RD.gold(rid), fh, ensure_ascii=False, indent=1)
    return rid, len(doc.pages)


if __name__ == "__main__":
    ids = sys.argv[1:] or RD.IDS
    for rid in ids:
        print(*one(rid))
