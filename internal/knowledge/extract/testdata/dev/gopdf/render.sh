#!/usr/bin/env bash
# Typesets every development set's reports again with go-pdf/fpdf (see main.go):
# ../<set>/rendered/<id>.gopdf.pdf from <id>.chromium.pdf. Needs Go, poppler-utils and
# fonts-dejavu-core; the module proxy for go-pdf/fpdf the first time.
set -euo pipefail
cd "$(dirname "$0")"
bin=$(mktemp -d)/gopdf
trap 'rm -rf "$(dirname "$bin")"' EXIT
go build -o "$bin" .
for pdf in ../*/rendered/*.chromium.pdf; do
	"$bin" "$pdf" "${pdf%.chromium.pdf}.gopdf.pdf"
done
