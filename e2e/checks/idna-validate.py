# Each of our lookalikes (Unicode form, ASCII form): its IDNA 2008 encoding must be the ASCII form.
# Reads [[unicode, ascii], ...] on stdin; prints the Unicode forms that fail.
import json, re, sys, idna
LDH = re.compile(r'^(?!-)(?!..--)[a-z0-9-]{1,63}(?<!-)$')
bad = []
for unicode, ascii in json.load(sys.stdin):
    try:
        ok = idna.encode(unicode).decode() == ascii and len(ascii) <= 253
        labels = ascii.split('.')
        ok = ok and all(LDH.match(l) or l.startswith('xn--') for l in labels) and re.match('^[a-z]{2,63}$', labels[-1])
    except Exception:
        ok = False
    if not ok:
        bad.append(unicode)
print(json.dumps(bad))
