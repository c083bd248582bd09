"""Build everything: python3 tools/build.py [ids...]"""
import json, os, subprocess, sys
HERE = os.path.dirname(os.path.abspath(__file__))
sys.path.insert(0, HERE)
from model import gold
from render import render_html, render_fpdf
from scan import make_scan
from reports_data import REPORTS

OUT = os.path.dirname(HERE)


def build(rep):
    rid = rep["id"]
    hp = os.path.join(OUT, "reports", rid + ".html")
    with open(hp, "w", encoding="utf-8") as f:
        f.write(render_html(rep))
    with open(os.path.join(OUT, "reports", rid + ".gold.json"), "w", encoding="utf-8") as f:
        json.dump(gold(rep), f, ensure_ascii=False, indent=1)
    cp = os.path.join(OUT, "rendered", rid + ".chromium.pdf")
    subprocess.run(["chromium", "--headless", "--no-sandbox", "--disable-gpu", "--no-pdf-header-footer",
                    f"--print-to-pdf={cp}", "file://" + hp], check=True,
                   stdout=subprocess.DEVNULL, stderr=subprocess.DEVNULL)
    render_fpdf(rep, os.path.join(OUT, "rendered", rid + ".fpdf.pdf"))
    make_scan(cp, os.path.join(OUT, "rendered", rid + ".scan.pdf"), rid)
    print(rid, "ok", len(gold(rep)["results"]), "results")


if __name__ == "__main__":
    ids = sys.argv[1:]
    for rep in REPORTS:
        if not ids or rep["id"] in ids:
            build(rep)
