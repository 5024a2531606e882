import { domainToASCII } from 'node:url'
import { candidatesToCheck } from '#lib/lookalike/candidates'
import { findLookalikes, RESULT_CAP, TECHNIQUE_CAP } from '#lib/lookalike/generate'
import { latinToCyrillic } from '#lib/lookalike/glyphs'
import { parseDomain, type ParsedDomain } from '#lib/lookalike/parse'
import { claimOrder, techniqueIds } from '#lib/lookalike/techniques'

function parsed(input: string): ParsedDomain {
  const result = parseDomain(input)
  if (!result.ok) throw new Error(result.error)
  return result.domain
}

describe('candidatesToCheck', () => {
  const domain = parsed('secure-online-banking-portal.com')
  const candidates = candidatesToCheck(domain)

  it('gives every lookalike the engine finds, past the 2,000 the page lists', () => {
    const report = findLookalikes(domain, Infinity)
    expect(report.found).toBeGreaterThan(RESULT_CAP)
    expect(candidates).toHaveLength(report.found)
    expect(new Set(candidates.map((candidate) => candidate.ascii)).size).toBe(candidates.length)
  })

  it('never the domain itself', () => {
    expect(candidates.map((candidate) => candidate.ascii)).not.toContain(domain.domain)
    expect(candidatesToCheck(parsed('https://www.acme.co.uk/')).map((candidate) => candidate.ascii)).not.toContain('acme.co.uk')
  })

  it('each in its ASCII form, shown as a reader sees it, with its technique, homoglyphs last', () => {
    expect(candidates).toContainEqual({
      ascii: 'secure-online-banking-portal.co.uk',
      display: 'secure-online-banking-portal.co.uk',
      technique: 'tld-swap',
    })
    expect(candidates).toContainEqual({
      ascii: domainToASCII('sécure-online-banking-portal.com'),
      display: 'sécure-online-banking-portal.com',
      technique: 'homoglyph',
    })
    const order = [...new Set(candidates.map((candidate) => candidate.technique))]
    expect(order).toEqual(claimOrder.filter((technique) => order.includes(technique)))
    expect(order.at(-1)).toBe('homoglyph')
  })

  it('holds no homoglyph with two Unicode swaps, except a name wholly in Cyrillic', () => {
    const cyrillic = new Set(Object.values(latinToCyrillic))
    for (const { display, technique } of candidatesToCheck(parsed('moo-bank.co.uk'))) {
      const unicode = new Set(display.replace(/[\x00-\x7f]/g, ''))
      if (technique === 'homoglyph' && ![...unicode].every((char) => cyrillic.has(char)))
        expect(unicode.size).toBeLessThanOrEqual(1)
    }
  })

  it('stays within the engine caps for a hostile name', () => {
    const hostile = candidatesToCheck(parsed(`${'m'.repeat(63)}.com`))
    expect(hostile.length).toBeLessThanOrEqual(TECHNIQUE_CAP * techniqueIds.length)
  })
})
