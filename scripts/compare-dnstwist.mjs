// npm run compare:dnstwist: the lookalike checker (lib/lookalike/) beside dnstwist's own fuzzers, run
// offline through the Debian package's Python module, on domains short and long, hyphenated, with
// digits, under .com and UK endings. Prints a Markdown table per dnstwist technique; exits 1 when
// under 95% of dnstwist's non-homoglyph permutations are found, or when any of ours is not a valid
// host name by Python's `idna` (IDNA 2008) and an RFC 1123 check. Skips (exit 0) without dnstwist.
// Then the registered-lookalike check beside `dnstwist --registered` (compare-dnstwist-registered.mjs).
import { compareRegistered } from './compare-dnstwist-registered.mjs'
import { dnstwistPermutations, missingPython, python } from './lib/dnstwist.mjs'
import { markdownTable } from './lib/table.mjs'
import { findLookalikes } from '../lib/lookalike/generate.ts'
import { parseDomain } from '../lib/lookalike/parse.ts'

const TARGET = 0.95
const DOMAINS = [
  'ab.co.uk',
  'q.com',
  'kwik.com',
  'acme.co.uk',
  'plainguard.co.uk',
  'examplebrandprotect.com',
  'acme-bank.co.uk',
  'north-west-water.co.uk',
  'shop-direct.com',
  '3d-prints.co.uk',
  '24hourloans.com',
  'b2b-payments.co.uk',
  'web365.co.uk',
  'a1b2c3.com',
  'example.org.uk',
  'example.ltd.uk',
  'example.plc.uk',
  'stmarys.ac.uk',
  'examplecouncil.gov.uk',
  'mummy-and-me.co.uk',
  'thelongestbrandnameweprotect.com',
  'secure-online-banking-portal.com',
]
// Each of our lookalikes (Unicode form, ASCII form): its IDNA 2008 encoding must be the ASCII form.
const VALIDATE = `
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
print(json.dumps(bad))`

const missing = missingPython('dnstwist, idna')
if (missing) {
  console.log(`compare:dnstwist skipped: ${missing}`)
  process.exit(0)
}

/** @type {Record<string, [string, string][]>} */
const theirs = dnstwistPermutations(DOMAINS)
/** @type {Map<string, { total: number, ours: number }>} */
const byFuzzer = new Map()
/** @type {[string, string][]} */
const everyOurs = []
for (const domain of DOMAINS) {
  const parsed = parseDomain(domain)
  if (!parsed.ok) throw new Error(`${domain}: ${parsed.error}`)
  const report = findLookalikes(parsed.domain, Infinity)
  const ours = new Set(report.techniques.flatMap((technique) => technique.lookalikes.map((lookalike) => lookalike.ascii)))
  for (const lookalike of report.techniques.flatMap((technique) => technique.lookalikes))
    everyOurs.push([lookalike.unicode ?? lookalike.ascii, lookalike.ascii])
  for (const [fuzzer, permutation] of theirs[domain] ?? []) {
    const row = byFuzzer.get(fuzzer) ?? { total: 0, ours: 0 }
    row.total++
    if (ours.has(permutation)) row.ours++
    byFuzzer.set(fuzzer, row)
  }
}
/** @type {string[]} */
const invalid = python(VALIDATE, everyOurs)

const percent = (/** @type {number} */ part, /** @type {number} */ whole) =>
  whole ? `${((100 * part) / whole).toFixed(1)}%` : '–'
const sum = (/** @type {(name: string) => boolean} */ keep) =>
  [...byFuzzer]
    .filter(([name]) => keep(name))
    .reduce((total, [, row]) => ({ total: total.total + row.total, ours: total.ours + row.ours }), { total: 0, ours: 0 })
const rows = [...byFuzzer]
  .sort(([a], [b]) => a.localeCompare(b))
  .map(([name, row]) => [name, row.total, row.ours, percent(row.ours, row.total)])
const nonHomoglyph = sum((name) => !name.startsWith('homoglyph'))
const homoglyph = sum((name) => name.startsWith('homoglyph'))

console.log(`dnstwist's Fuzzer against lib/lookalike on ${DOMAINS.length} domains\n`)
console.log(
  markdownTable(
    ['dnstwist technique', 'dnstwist permutations', 'also ours', 'coverage'],
    [
      ...rows,
      ['**non-homoglyph (target ≥ 95%)**', nonHomoglyph.total, nonHomoglyph.ours, percent(nonHomoglyph.ours, nonHomoglyph.total)],
      ['**homoglyph, all**', homoglyph.total, homoglyph.ours, percent(homoglyph.ours, homoglyph.total)],
    ],
  ),
)
console.log(
  `\nOurs: ${everyOurs.length} lookalikes in all; invalid host names: ${invalid.length}${invalid.length ? ` (${invalid.slice(0, 10).join(', ')})` : ''}`,
)
const failed = nonHomoglyph.ours / nonHomoglyph.total < TARGET || invalid.length > 0
if (failed) console.error(`compare:dnstwist failed: coverage under ${TARGET * 100}% or invalid host names`)
const registered = await compareRegistered()
process.exit(failed || !registered ? 1 : 0)
