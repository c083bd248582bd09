#!/usr/bin/env bash
# Regenerates the three renderings of every report into rendered/:
#   <id>.chromium.pdf  Chromium headless print of reports/<id>.html
#   <id>.gopdf.pdf     the same report drawn by go-pdf/fpdf from reports/<id>.layout.json
#   <id>.scan.pdf      200-dpi grayscale "scan" of the Chromium PDF (slight rotation, noise, specks; JPEG pages)
# then runs the checks (gold validation, text layers, page counts, OCR sample).
# Usage: ./render.sh [--rebuild] [--ocr-all] [id ...]
#   --rebuild   first regenerate reports/*.html, *.layout.json, *.gold.json from src/ (python3 src/build.py)
#   --ocr-all   OCR every scan page in the check (default: a sample of pages)
set -euo pipefail
cd "$(dirname "$0")"
ROOT=$PWD
REBUILD=0; OCRALL=""; IDS=()
for a in "$@"; do
  case "$a" in
    --rebuild) REBUILD=1 ;;
    --ocr-all) OCRALL="--ocr-all" ;;
    *) IDS+=("$a") ;;
  esac
done
if [ "$REBUILD" = 1 ]; then python3 src/build.py; fi
if [ ${#IDS[@]} -eq 0 ]; then
  for f in reports/*.layout.json; do IDS+=("$(basename "$f" .layout.json)"); done
fi

mkdir -p rendered .bin
( cd gopdfgen && go build -o "$ROOT/.bin/gopdfgen" . )
TMP=$(mktemp -d); trap 'rm -rf "$TMP"' EXIT

for id in "${IDS[@]}"; do
  html="$ROOT/reports/$id.html"
  want=$(python3 -c "import json,sys; print(len(json.load(open(sys.argv[1]))['pages']))" "reports/$id.layout.json")
  echo "== $id ($want page(s))"
  # 1. Chromium
  timeout 180 chromium --headless --no-sandbox --disable-gpu --no-pdf-header-footer \
      --user-data-dir="$TMP/chrome-profile" \
      --print-to-pdf="$ROOT/rendered/$id.chromium.pdf" "file://$html" >"$TMP/chromium.log" 2>&1 \
      || { cat "$TMP/chromium.log"; exit 1; }
  got=$(pdfinfo "rendered/$id.chromium.pdf" | awk '/^Pages:/{print $2}')
  if [ "$got" != "$want" ]; then echo "ERROR: $id.chromium.pdf has $got pages, layout has $want (content overflow?)"; exit 1; fi
  # 2. go-pdf/fpdf from the layout description
  .bin/gopdfgen layout "reports/$id.layout.json" "rendered/$id.gopdf.pdf"
  # 3. scan of the Chromium PDF
  rm -f "$TMP"/page-*.png
  pdftoppm -r 200 -gray -png "rendered/$id.chromium.pdf" "$TMP/page"
  mapfile -t pages < <(ls "$TMP"/page-*.png | sort -V)
  .bin/gopdfgen scan "rendered/$id.scan.pdf" "${pages[@]}"
done

python3 src/check.py $OCRALL
du -sh rendered
