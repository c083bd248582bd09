def loinc_ok(code):
    if '-' not in code: return False
    base, cd = code.split('-')
    if not base.isdigit() or not cd.isdigit() or len(cd)!=1: return False
    s=0
    for i,ch in enumerate(reversed(base)):
        d=int(ch)
        if i%2==0:
            d*=2
            if d>9: d-=9
        s+=d
    return (10-s%10)%10==int(cd)
if __name__=='__main__':
    import sys
    for c in sys.argv[1:]: print(c, loinc_ok(c))
