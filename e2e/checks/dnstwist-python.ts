// Debian's dnstwist for e2e/checks/dnstwist.check.ts, through its Python module: its permutations of a domain
// (its Fuzzer, offline) and its --registered run against a given DNS server.
import { execFile, spawnSync } from 'node:child_process'
import { promisify } from 'node:util'

export const PYTHON = process.env.DNSTWIST_PYTHON ?? '/usr/bin/python3'

// dnstwist's Fuzzer with no dictionary or TLD list (its defaults), as {domain: [[fuzzer, permutation], …]};
// its homoglyphs split by whether its first pass (one swap) already gives them, and the rest by script.
const GENERATE = `
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
print(json.dumps(out))`

export function python(code: string, input: unknown) {
  const result = spawnSync(PYTHON, ['-c', code], { input: JSON.stringify(input), encoding: 'utf8', maxBuffer: 1 << 30 })
  if (result.status !== 0) throw new Error(`${PYTHON} failed: ${result.stderr || result.error}`)
  return JSON.parse(result.stdout)
}

/** Why the comparison cannot run (a sentence), or null when PYTHON imports these modules. */
export function missingPython(modules: string) {
  const probe = spawnSync(PYTHON, ['-c', `import ${modules}`], { encoding: 'utf8' })
  return probe.status === 0 ? null : `${PYTHON} cannot import ${modules} (apt-get install dnstwist).`
}

/** dnstwist's permutations of each domain (never the domain itself), each as [technique, name]. */
export const dnstwistPermutations = (domains: string[]): Record<string, [string, string][]> => python(GENERATE, domains)

/** A registered name in dnstwist's JSON, with every record (`--all`). */
export type DnstwistName = {
  fuzzer: string
  domain: string
  dns_ns?: string[]
  dns_a?: string[]
  dns_aaaa?: string[]
  dns_mx?: string[]
}

/**
 * `dnstwist --registered --all --format json` on a domain, asking only `nameserver` (an IPv4 address: dnstwist
 * takes no port, so port 53). Asynchronous, so a stand-in server in this process keeps answering.
 */
export async function dnstwistRegistered(
  domain: string,
  { nameserver, threads }: { nameserver: string; threads: number },
): Promise<DnstwistName[]> {
  const args = ['-m', 'dnstwist', '--registered', '--all', '--format', 'json', '--threads', String(threads)]
  const run = promisify(execFile)(PYTHON, [...args, '--nameservers', nameserver, domain], {
    maxBuffer: 1 << 26,
    timeout: 120_000,
  })
  const { stdout } = await run
  return stdout.trim() ? JSON.parse(stdout) : []
}
