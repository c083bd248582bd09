#!/bin/sh
# Regenerates every fixture in this directory. Run from anywhere:
#   sh internal/documents/ocr/testdata/generate.sh
#
# Needs (Debian 12): ghostscript (ps2pdf), libreoffice-writer-nogui,
# chromium, qpdf, fonts-dejavu-core, poppler-utils (pdftoppm), tesseract is
# not needed; plus Go for testdata/gen. CI only needs the committed files.
set -eu
here=$(cd "$(dirname "$0")" && pwd)
src=$here/src
tmp=$(mktemp -d)
trap 'rm -rf "$tmp"' EXIT
gen() { (cd "$here/gen" && go run . "$@"); }

# Text-layer lab reports, one per generator.
iconv -f UTF-8 -t ISO-8859-1 "$src/lab_ps2pdf.ps" > "$tmp/lab_ps2pdf.ps"
(cd "$tmp" && ps2pdf -dOmitInfoDate -dOmitID -dOmitXMP lab_ps2pdf.ps "$here/lab_ps2pdf.pdf")

# The HTML is imported into Writer proper (not Writer/Web, whose export
# starts with a blank page).
HOME=$tmp libreoffice --headless --infilter="HTML (StarWriter)" \
	--convert-to pdf:writer_pdf_Export --outdir "$tmp" "$src/lab_libreoffice.html" >/dev/null 2>&1
mv "$tmp/lab_libreoffice.pdf" "$here/lab_libreoffice.pdf"

HOME=$tmp chromium --headless --no-sandbox --disable-gpu --no-pdf-header-footer \
	--print-to-pdf="$here/lab_chromium.pdf" "file://$src/lab_chromium.html" >/dev/null 2>&1

gen fpdf-lab "$here/lab_fpdf.pdf"
gen collapsed "$here/cid_collapsed.pdf"
gen clinical-note "$here/clinical_note.pdf"
gen prescription "$here/prescription.pdf"
gen dicom "$here/exam.dcm"

# Scans: clean renders, degraded (rotation, noise) by the generator.
pdftoppm -r 150 -gray -png -singlefile "$here/lab_ps2pdf.pdf" "$tmp/lab150"
pdftoppm -r 200 -gray -png -singlefile "$here/lab_ps2pdf.pdf" "$tmp/lab200"
gen scan-pdf "$here/lab_scan.pdf" "$tmp/lab200.png"
gen scan-image "$here/lab_scan.png" "$tmp/lab150.png"
gen scan-image "$here/lab_scan.jpg" "$tmp/lab200.png"
# A later (follow-up) report that exists only as a scan: typeset like
# lab_ps2pdf.pdf, rendered at 200 dpi, wrapped as an image-only PDF.
iconv -f UTF-8 -t ISO-8859-1 "$src/lab_followup_scan.ps" > "$tmp/lab_followup.ps"
(cd "$tmp" && ps2pdf -dOmitInfoDate -dOmitID -dOmitXMP lab_followup.ps lab_followup.pdf)
pdftoppm -r 200 -gray -png -singlefile "$tmp/lab_followup.pdf" "$tmp/followup200"
gen scan-pdf "$here/lab_followup_scan.pdf" "$tmp/followup200.png"
pages=""
for f in lab_ps2pdf lab_libreoffice lab_chromium lab_fpdf clinical_note prescription; do
	pdftoppm -r 150 -gray -png -singlefile -f 1 -l 1 "$here/$f.pdf" "$tmp/multi_$f"
	pages="$pages $tmp/multi_$f.png"
done
# shellcheck disable=SC2086
gen scan-pdf "$here/scan_multipage.pdf" $pages

# Unreadable files.
qpdf --encrypt user owner 256 -- "$here/lab_ps2pdf.pdf" "$here/encrypted.pdf"
head -c 600 "$here/prescription.pdf" > "$here/corrupt.pdf"
printf 'Resultado de exame - Maria Aparecida dos Santos\nGlicose 131 mg/dL\n' > "$here/not_a_pdf.pdf"
echo "fixtures written to $here"
