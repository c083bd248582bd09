import sys, subprocess, glob
from PIL import Image
ims=[]
for rid in sys.argv[1:]:
    for kind in ['chromium','fpdf']:
        subprocess.run(['pdftoppm','-r','50','-png',f'rendered/{rid}.{kind}.pdf',f'/tmp/pv_{rid}_{kind}'],check=True)
        ims += [Image.open(p) for p in sorted(glob.glob(f'/tmp/pv_{rid}_{kind}*.png'))]
W=sum(i.width for i in ims)+10*len(ims); H=max(i.height for i in ims)
out=Image.new('RGB',(W,H),'white'); x=0
for i in ims: out.paste(i,(x,0)); x+=i.width+10
out.save('/tmp/pv.png')
