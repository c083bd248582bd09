#!/bin/sh
# Regenerate everything: HTML + fpdf2 PDF + gold, Chromium PDF + scans, then run the checker.
set -e
cd "$(dirname "$0")"
python3 build.py
python3 render.py
python3 check.py "$@"
