"""Build everything: reports/ID.html, reports/ID.gold.json, rendered/ID.{chromium,fpdf,scan}.pdf"""
import json, os, subprocess, sys
HERE = os.path.dirname(os.path.abspath(__file__))
sys.path.insert(0, HERE)
OUT = os.path.dirname(HERE)
import reports_data, render_html, render_fpdf, make_scan


def main(only=None):
    for rep in reports_data.all_reports():
        if only and rep.id not in only:
            continue
        html_path = os.path.join(OUT, "reports", rep.id + ".html")
        with open(html_path, "w", encoding="utf-8") as f:
            f.write(render_html.render(rep))
        with open(os.path.join(OUT, "reports", rep.id + ".gold.json"), "w", encoding="utf-8") as f:
            json.dump(rep.gold(), f, ensure_ascii=False, indent=1)
        cpdf = os.path.join(OUT, "rendered", rep.id + ".chromium.pdf")
        subprocess.run(["chromium", "--headless", "--no-sandbox", "--disable-gpu", "--no-pdf-header-footer",
                        f"--print-to-pdf={cpdf}", "file://" + html_path], check=True,
                       stdout=subprocess.DEVNULL, stderr=subprocess.DEVNULL)
        render_fpdf.render(rep, os.path.join(OUT, "rendered", rep.id + ".fpdf.pdf"))
        make_scan.make_scan(rep.id, cpdf, os.path.join(OUT, "rendered", rep.id + ".scan.pdf"))
        print(rep.id, len(rep.pages), "pages", len(rep.gold()["results"]), "results")


if __name__ == "__main__":
    main(sys.argv[1:])
