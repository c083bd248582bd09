#!/bin/sh
# Writes the seed corpora of the document fuzz targets (testdata/fuzz/<FuzzTarget>/ beside each
# test) from the OCR fixtures and the hostile generators. Deterministic; run from anywhere:
#   sh scripts/fuzz-seeds.sh
# `go test` runs every seed; `go test -fuzz=FuzzX` starts from them.
set -eu
root=$(cd "$(dirname "$0")/.." && pwd)
seed="python3 $root/scripts/fuzz-seed.py"
fix=$root/internal/documents/ocr/testdata
tmp=$(mktemp -d)
trap 'rm -rf "$tmp"' EXIT
(cd "$root" && go run ./internal/testkit/hostile/hostilegen "$tmp")
head -c 4096 "$fix/lab_scan.png" > "$tmp/png_head.png"
head -c 4096 "$fix/lab_scan.jpg" > "$tmp/jpeg_head.jpg"
head -c 40 "$fix/lab_scan.jpg" > "$tmp/jpeg_cut.jpg"
head -c 20 "$fix/lab_scan.png" > "$tmp/png_cut.png"
for f in lab_ps2pdf.pdf lab_scan.png lab_scan.jpg exam.dcm; do head -c 132 "$fix/$f" > "$tmp/head_$f"; done
head -c 132 "$tmp/zip.jpg" > "$tmp/head_zip.jpg"

# Upload sniffing: (declared Content-Type, leading bytes).
d=$root/internal/documents/testdata/fuzz/FuzzDecideKind
$seed "$d" pdf string:application/pdf "bytesfile:$tmp/head_lab_ps2pdf.pdf"
$seed "$d" png string:image/png "bytesfile:$tmp/head_lab_scan.png"
$seed "$d" jpg_alias string:image/jpg "bytesfile:$tmp/head_lab_scan.jpg"
$seed "$d" dicom_octet string:application/octet-stream "bytesfile:$tmp/head_exam.dcm"
$seed "$d" zip_as_jpeg string:image/jpeg "bytesfile:$tmp/head_zip.jpg"
$seed "$d" pdf_as_png "string:image/png; charset=binary" "bytesfile:$tmp/head_lab_ps2pdf.pdf"
$seed "$d" unknown_type "string:text/html" "bytes:<html>"
$seed "$d" empty string: bytes:
d=$root/internal/documents/testdata/fuzz/FuzzCleanFilename
$seed "$d" windows_path 'string:C:\Users\maria\Desktop\hemograma março.pdf'
$seed "$d" traversal string:../../etc/passwd
$seed "$d" control "$(printf 'string:\033[31mexame\n.pdf')"

# Image headers.
d=$root/internal/documents/ocr/testdata/fuzz/FuzzImageHeader
for f in png_head.png jpeg_head.jpg jpeg_cut.jpg png_cut.png png_100000x100000.png png_10000x10000.png png_10001x10000.png zip.jpg; do
	$seed "$d" "${f%.*}" "bytesfile:$tmp/$f"
done

# The PDF text layer, through its child process.
d=$root/internal/documents/ocr/testdata/fuzz/FuzzTextLayer
for f in text.pdf nested_arrays.pdf huge_page.pdf pages_1001.pdf flate_16mib.pdf; do
	$seed "$d" "${f%.*}" "bytesfile:$tmp/$f"
done
for f in lab_ps2pdf.pdf clinical_note.pdf prescription.pdf encrypted.pdf corrupt.pdf not_a_pdf.pdf; do
	$seed "$d" "${f%.*}" "bytesfile:$fix/$f"
done

# DICOM headers, through their child process.
d=$root/internal/documents/ocr/testdata/fuzz/FuzzDICOMHeader
$seed "$d" exam "bytesfile:$fix/exam.dcm"
for f in dicom_ct dicom_implicit dicom_big_endian dicom_deflated dicom_nested dicom_claims_4gib dicom_meta_only dicom_truncated; do
	$seed "$d" "$f" "bytesfile:$tmp/$f.dcm"
done
echo "seed corpora written"
