// The lookalike checker (lib/lookalike/) beside Debian's dnstwist, offline: its fuzzers, then its --registered run.
import { test as base, expect } from '@playwright/test'
import { findLookalikes } from '#lib/lookalike/generate'
import { parseDomain } from '#lib/lookalike/parse'
import { dnstwistPermutations, missingPython, python } from '@/e2e/checks/dnstwist-python'
import { compareRegistered, REGISTERED_DOMAINS } from '@/e2e/checks/dnstwist-registered'
import { skipUnlessCI } from '@/e2e/checks/needs'

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
// dnstwist's techniques on those domains (Debian's 20221213), its homoglyphs split as dnstwist-python.ts names them.
const TECHNIQUES = [
  'addition',
  'bitsquatting',
  'cyrillic',
  'homoglyph (one swap)',
  'homoglyph (two swaps, ASCII)',
  'homoglyph (two swaps, Unicode)',
  'hyphenation',
  'insertion',
  'omission',
  'repetition',
  'replacement',
  'subdomain',
  'transposition',
  'various',
  'vowel-swap',
]
type Coverage = { total: number; ours: number }
type Fuzzers = { byTechnique: Map<string, Coverage>; ours: number; invalid: string[] }
type Registered = Awaited<ReturnType<typeof compareRegistered>>

const test = base.extend<object, { fuzzers: Fuzzers; registered: Registered }>({
  fuzzers: [
    async ({}, use) => {
      const theirs = dnstwistPermutations(DOMAINS)
      const byTechnique = new Map<string, Coverage>()
      const everyOurs: [string, string][] = []
      for (const domain of DOMAINS) {
        const parsed = parseDomain(domain)
        if (!parsed.ok) throw new Error(`${domain}: ${parsed.error}`)
        const lookalikes = findLookalikes(parsed.domain, Infinity).techniques.flatMap((technique) => technique.lookalikes)
        const ours = new Set(lookalikes.map((lookalike) => lookalike.ascii))
        for (const lookalike of lookalikes) everyOurs.push([lookalike.unicode ?? lookalike.ascii, lookalike.ascii])
        for (const [technique, permutation] of theirs[domain] ?? []) {
          const row = byTechnique.get(technique) ?? { total: 0, ours: 0 }
          row.total++
          if (ours.has(permutation)) row.ours++
          byTechnique.set(technique, row)
        }
      }
      await use({ byTechnique, ours: everyOurs.length, invalid: python('idna-validate.py', everyOurs) })
    },
    { scope: 'worker', timeout: 600_000 },
  ],
  registered: [async ({}, use) => use(await compareRegistered()), { scope: 'worker', timeout: 600_000 }],
})

const missing = missingPython('dnstwist, idna, dns.resolver')
skipUnlessCI(missing)

const percent = ({ ours, total }: Coverage) => `${ours} of ${total} (${total ? ((100 * ours) / total).toFixed(1) : '–'}%)`
const sum = (rows: Coverage[]) =>
  rows.reduce((all, row) => ({ total: all.total + row.total, ours: all.ours + row.ours }), { total: 0, ours: 0 })

test.describe('dnstwist fuzzers', () => {
  for (const technique of TECHNIQUES) {
    test(`${technique}: dnstwist's permutations, and ours among them`, async ({ fuzzers }) => {
      const coverage = fuzzers.byTechnique.get(technique) ?? { total: 0, ours: 0 }
      test.info().annotations.push({ type: 'also ours', description: percent(coverage) })
      expect(coverage.total, `dnstwist made no ${technique} permutation`).toBeGreaterThan(0)
    })
  }

  test('dnstwist uses no technique this file does not list', async ({ fuzzers }) => {
    expect([...fuzzers.byTechnique.keys()].sort()).toEqual(TECHNIQUES)
  })

  test('ours cover at least 95% of the non-homoglyph permutations', async ({ fuzzers }) => {
    const rows = [...fuzzers.byTechnique].filter(([name]) => !name.startsWith('homoglyph')).map(([, row]) => row)
    const total = sum(rows)
    test.info().annotations.push({ type: 'also ours', description: percent(total) })
    expect(total.ours / total.total).toBeGreaterThanOrEqual(0.95)
  })

  test('every lookalike of ours is a valid host name (IDNA 2008, RFC 1123)', async ({ fuzzers }) => {
    test.info().annotations.push({ type: 'lookalikes', description: String(fuzzers.ours) })
    expect(fuzzers.invalid.slice(0, 10)).toEqual([])
  })
})

test.describe('dnstwist --registered', () => {
  for (const domain of REGISTERED_DOMAINS) {
    test(`${domain}: no extra names, the same records, a complete run`, async ({ registered }) => {
      skipUnlessCI(typeof registered === 'string' && registered)
      const result = (registered as Exclude<Registered, string>).find((row) => row.domain === domain)!
      test.info().annotations.push({
        type: 'found',
        description: `${result.compared - result.missed.length} of ${result.compared} (${result.leftOut} left out, ${result.oursOnly} ours only); dnstwist ${result.dnstwistSeconds} s, ours ${result.oursSeconds} s`,
      })
      expect(result.extra, 'extra').toEqual([])
      expect(result.differ, 'records differ').toEqual([])
      expect(result.partial, 'partial run').toBe(false)
    })
  }

  test("ours find at least 99% of dnstwist's registered names", async ({ registered }) => {
    skipUnlessCI(typeof registered === 'string' && registered)
    const rows = registered as Exclude<Registered, string>
    const compared = rows.reduce((all, row) => all + row.compared, 0)
    const missed = rows.flatMap((row) => row.missed)
    test.info().annotations.push({
      type: 'found',
      description: `${compared - missed.length} of ${compared}; missed: ${missed.join(', ') || 'none'}`,
    })
    expect((compared - missed.length) / compared).toBeGreaterThanOrEqual(0.99)
  })
})
