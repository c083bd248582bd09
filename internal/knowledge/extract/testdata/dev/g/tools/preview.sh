#!/bin/bash
# side-by-side PNG previews (chromium | fpdf) of the given reports -> /tmp/prev_gNN_P.png
for r in "$@"; do
  rm -f /tmp/${r}c-*.png /tmp/${r}f-*.png
  pdftoppm -r 80 -png /work/labdev-g/rendered/$r.chromium.pdf /tmp/${r}c
  pdftoppm -r 80 -png /work/labdev-g/rendered/$r.fpdf.pdf /tmp/${r}f
  python3 - "$r" <<'PY'
import sys, glob
from PIL import Image
r=sys.argv[1]
for a_path in sorted(glob.glob(f'/tmp/{r}c-*.png')):
    p=a_path.rsplit('-',1)[1]
    a=Image.open(a_path); b=Image.open(f'/tmp/{r}f-{p}')
    im=Image.new('RGB',(a.width+b.width+10,max(a.height,b.height)),'red'); im.paste(a,(0,0)); im.paste(b,(a.width+10,0)); im.save(f'/tmp/prev_{r}_{p}')
PY
done
ls /tmp/prev_*
