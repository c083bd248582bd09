def mod10_ok(code):
    if not code: return True
    body, _, chk = code.partition('-')
    if not body.isdigit() or not chk.isdigit() or len(chk)!=1: return False
    digits = body[::-1]
    total = 0
    for i,ch in enumerate(digits):
        d=int(ch)
        if i%2==0:
            d*=2
            d = d//10 + d%10
        total+=d
    return (10 - total%10)%10 == int(chk)
