import json, os, subprocess, sys
sys.path.insert(0, os.path.dirname(__file__))
from model import gold
import render, reports_a, reports_b, reports_c
ROOT = os.path.dirname(os.path.dirname(os.path.abspath(__file__)))
ALL = [reports_a.q01, reports_a.q02, reports_a.q03, reports_a.q04, reports_a.q05, reports_a.q06,
       reports_b.q07, reports_b.q08, reports_b.q09, reports_c.q10, reports_c.q11, reports_c.q12]

def main(only=None, scan=True):
    for f in ALL:
        rep = f(); rid = rep["id"]
        if only and rid not in only: continue
        g = gold(rep)
        json.dump(g, open(f"{ROOT}/reports/{rid}.gold.json", "w"), ensure_ascii=False, indent=1)
        hp = f"{ROOT}/html/{rid}.html"
        open(hp, "w").write(render.to_html(rep))
        cp = f"{ROOT}/rendered/{rid}.chromium.pdf"
        subprocess.run(["chromium", "--headless", "--no-sandbox", "--disable-gpu", "--no-pdf-header-footer",
                        f"--print-to-pdf={cp}", "file://" + hp], check=True, capture_output=True)
        render.to_fpdf(rep, f"{ROOT}/rendered/{rid}.fpdf.pdf")
        if scan:
            render.scan(cp, f"{ROOT}/rendered/{rid}.scan.pdf", seed=sum(map(ord, rid)))
        print(rid, len(g["results"]), "results")

if __name__ == "__main__":
    args = [a for a in sys.argv[1:] if not a.startswith("-")]
    main(args or None, scan="--noscan" not in sys.argv)
