import json, os, subprocess, sys
sys.path.insert(0, os.path.dirname(__file__))
from reports3 import REPORTS
from model import iter_results
from render import to_html, to_fpdf
ROOT = os.path.dirname(os.path.dirname(os.path.abspath(__file__)))
only = sys.argv[1:]
for rep in REPORTS:
    if only and rep["id"] not in only: continue
    rid = rep["id"]
    blocks = [b for p in rep["pages"] for b in p]
    gold = {"lab": rep["lab"], "collected_at_default": rep["default"],
            "results": [x.gold(rep["default"]) for x in iter_results(blocks)]}
    json.dump(gold, open(f"{ROOT}/reports/{rid}.gold.json", "w"), ensure_ascii=False, indent=1)
    hp = f"{ROOT}/html/{rid}.html"
    open(hp, "w").write(to_html(rep))
    subprocess.run(["chromium", "--headless", "--no-sandbox", "--disable-gpu", "--no-pdf-header-footer",
                    f"--print-to-pdf={ROOT}/rendered/{rid}.chromium.pdf", "file://" + hp], check=True, capture_output=True)
    to_fpdf(rep, f"{ROOT}/rendered/{rid}.fpdf.pdf")
    print(rid, len(gold["results"]), "results,", len(rep["pages"]), "pages")
