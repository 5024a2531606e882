import { domainToASCII } from 'node:url'
import { findLookalikes, TECHNIQUE_CAP } from '#lib/lookalike/generate'
import { parseDomain, type ParsedDomain } from '#lib/lookalike/parse'
import { techniqueIds } from '#lib/lookalike/techniques'

function parsed(input: string): ParsedDomain {
  const result = parseDomain(input)
  if (!result.ok) throw new Error(result.error)
  return result.domain
}

describe('findLookalikes', () => {
  const report = findLookalikes(parsed('https://www.acme-bank.co.uk/login'))
  const listed = report.techniques.flatMap((technique) => technique.lookalikes)

  it('reports every technique in display order, each with its count', () => {
    expect(report.techniques.map((technique) => technique.technique)).toEqual([...techniqueIds])
    for (const technique of report.techniques) {
      expect(technique.found).toBeGreaterThan(0)
      expect(technique.lookalikes).toHaveLength(technique.found)
    }
    expect(report.found).toBe(listed.length)
    expect(report.leftOut).toBe(0)
  })

  it('lists valid host names only, each once, never the domain itself', () => {
    const names = listed.map((lookalike) => lookalike.ascii)
    expect(new Set(names).size).toBe(names.length)
    expect(names).not.toContain('acme-bank.co.uk')
    for (const { ascii, unicode } of listed) {
      expect(ascii).toMatch(/^(?=.{4,253}$)((?!-)(?!..--)[a-z0-9-]{1,63}(?<!-)\.)+[a-z]{2,63}$|xn--/)
      expect(domainToASCII(unicode ?? ascii)).toBe(ascii)
      for (const label of ascii.split('.')) expect(label.length).toBeLessThanOrEqual(63)
    }
  })

  it('gives internationalised lookalikes in both forms', () => {
    const homoglyphs = report.techniques.find((technique) => technique.technique === 'homoglyph')!.lookalikes
    expect(homoglyphs).toContainEqual({ ascii: domainToASCII('àcme-bank.co.uk'), unicode: 'àcme-bank.co.uk' })
    expect(homoglyphs).toContainEqual({ ascii: 'acrne-bank.co.uk' })
  })

  it('past the cap, counts what it leaves out and lists nothing more', () => {
    const capped = findLookalikes(parsed('acme-bank.co.uk'), 100)
    expect(capped.found).toBe(report.found)
    expect(capped.shown).toBe(100)
    expect(capped.leftOut).toBe(report.found - 100)
    expect(capped.techniques.reduce((sum, technique) => sum + technique.lookalikes.length, 0)).toBe(100)
    expect(capped.techniques.map((technique) => technique.found)).toEqual(report.techniques.map((technique) => technique.found))
  })

  it('a one-letter name gets no empty or invalid lookalikes', () => {
    const short = findLookalikes(parsed('x.com'))
    const names = short.techniques.flatMap((technique) => technique.lookalikes.map((lookalike) => lookalike.ascii))
    expect(names).not.toContain('.com')
    expect(names).toContain('x.co.uk')
    expect(names).toContain('xa.com')
  })
})

describe('findLookalikes on a hostile name', () => {
  it('stops a technique at TECHNIQUE_CAP candidates and says so', () => {
    const report = findLookalikes(parsed(`${'m'.repeat(32)}.com`), Infinity)
    const homoglyphs = report.techniques.find((technique) => technique.technique === 'homoglyph')!
    expect(homoglyphs.capped).toBe(true)
    expect(homoglyphs.found).toBeLessThanOrEqual(TECHNIQUE_CAP)
    expect(report.techniques.filter((technique) => technique.capped)).toEqual([homoglyphs])
  })

  it('caps nothing for a long but ordinary name', () => {
    const report = findLookalikes(parsed('secure-online-banking-portal.com'))
    expect(report.techniques.some((technique) => technique.capped)).toBe(false)
  })
})
