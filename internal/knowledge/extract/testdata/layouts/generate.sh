#!/bin/sh
# Regenerates the lab-layout fixtures of package extract. Run from anywhere:
#   sh internal/knowledge/extract/testdata/layouts/generate.sh
#
# Needs Go, chromium, poppler-utils (pdftoppm) and fonts-dejavu-core. Writes, per report
# described in ../labgen/reports*.go: NAME.txt (the text a text layer or OCR gives),
# NAME.gold.json (the expected facts), pdf/NAME_fpdf.pdf (go-pdf/fpdf), pdf/NAME_chromium.pdf
# (Chromium print-to-PDF of html/NAME.html, not committed) and, for the reports in $scans, pdf/NAME_scan.pdf:
# the Chromium PDF rendered at 200 dpi in grey, degraded (rotation, noise, JPEG) and wrapped as
# an image-only PDF by package ocr's fixture generator.
set -eu
here=$(cd "$(dirname "$0")" && pwd)
tmp=$(mktemp -d)
trap 'rm -rf "$tmp"' EXIT
(cd "$here/../labgen" && go run . "$here")
for html in "$here"/html/*.html; do
	name=$(basename "$html" .html)
	HOME=$tmp chromium --headless --no-sandbox --disable-gpu --no-pdf-header-footer \
		--print-to-pdf="$here/pdf/${name}_chromium.pdf" "file://$html" >/dev/null 2>&1
done
scans="lab_two_column lab_reference_first lab_hemogram lab_qualitative lab_multi_dates lab_coag_cardiac"
for name in $scans; do
	pdftoppm -r 200 -gray -png -singlefile -f 1 -l 1 "$here/pdf/${name}_chromium.pdf" "$tmp/$name"
	(cd "$here/../../../../documents/ocr/testdata/gen" && go run . scan-pdf "$here/pdf/${name}_scan.pdf" "$tmp/$name.png")
done
echo "fixtures written to $here"
