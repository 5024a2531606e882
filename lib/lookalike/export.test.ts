import { domainToASCII } from 'node:url'
import { csvFileName, lookalikesCsv, lookalikesText } from './export'
import { findLookalikes } from './generate'
import { techniqueIds, type TechniqueId } from './techniques'

const report = findLookalikes({ label: 'moo', suffix: 'co.uk', domain: 'moo.co.uk', reduced: false })
const names = Object.fromEntries(techniqueIds.map((id) => [id, `Name of ${id}`])) as Record<TechniqueId, string>

describe('exports', () => {
  it('the text is every listed ASCII name, one a line, in display order', () => {
    const lines = lookalikesText(report).split('\n')
    expect(lines).toEqual(report.techniques.flatMap((technique) => technique.lookalikes.map((lookalike) => lookalike.ascii)))
    expect(lookalikesText(report, 'omission').split('\n')).toEqual(['oo.co.uk', 'mo.co.uk'])
  })

  it('the CSV has a header, the Unicode form where there is one, and the technique by name', () => {
    const rows = lookalikesCsv(report, names, 'homoglyph').split('\r\n')
    expect(rows[0]).toBe('domain,unicode,technique')
    expect(rows).toContain(`${domainToASCII('ṁoo.co.uk')},ṁoo.co.uk,Name of homoglyph`)
    expect(rows).toContain('rnoo.co.uk,,Name of homoglyph')
    expect(rows.at(-1)).toBe('')
    expect(rows).toHaveLength(report.techniques.find((technique) => technique.technique === 'homoglyph')!.lookalikes.length + 2)
  })

  it('names the file after the domain and the filter', () => {
    expect(csvFileName(report)).toBe('lookalikes-moo.co.uk.csv')
    expect(csvFileName(report, 'homoglyph')).toBe('lookalikes-moo.co.uk-homoglyph.csv')
  })
})
