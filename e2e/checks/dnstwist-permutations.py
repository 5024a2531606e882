# dnstwist's Fuzzer with no dictionary or TLD list (its defaults), as {domain: [[fuzzer, permutation], …]};
# its homoglyphs split by whether its first pass (one swap) already gives them, and the rest by script.
# Reads a JSON list of domains on stdin; prints {domain: [[technique, permutation], ...]}.
import json, sys, dnstwist
def mix(f, domain):
    for w in range(1, len(domain)):
        for i in range(len(domain)-w+1):
            pre, win, suf = domain[:i], domain[i:i+w], domain[i+w:]
            for c in set(win):
                for g in f.glyphs.get(c, []):
                    yield pre + win.replace(c, g) + suf
out = {}
for d in json.load(sys.stdin):
    f = dnstwist.Fuzzer(d)
    f.generate()
    once = set()
    for label in mix(f, f.domain):
        try:
            once.add(dnstwist.idna.encode('.'.join(filter(None, [f.subdomain, label, f.tld]))).decode())
        except Exception:
            pass
    def name(p):
        if p['fuzzer'] != 'homoglyph':
            return p['fuzzer']
        if p['domain'] in once:
            return 'homoglyph (one swap)'
        return 'homoglyph (two swaps, Unicode)' if 'xn--' in p['domain'] else 'homoglyph (two swaps, ASCII)'
    out[d] = [[name(p), p['domain']] for p in f.domains if p['fuzzer'] != '*original']
print(json.dumps(out))
