import { domainToASCII } from 'node:url'
import type { RegisteredLine } from '#lib/lookalike/check-registered'
import { csvField, csvFileName, lookalikesCsv, lookalikesText, type RegisteredFindings } from '#lib/lookalike/export'
import { findLookalikes } from '#lib/lookalike/generate'
import { techniqueIds, type TechniqueId } from '#lib/lookalike/techniques'

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

  describe('after a registration check', () => {
    const line = (domain: string, records: Partial<RegisteredLine> = {}): RegisteredLine => ({
      domain,
      display: domain,
      technique: 'omission',
      ns: [],
      a: [],
      aaaa: [],
      mx: [],
      status: 'registered',
      ...records,
    })
    const both = line('oo.co.uk', {
      ns: ['ns1.example', 'ns2.example'],
      a: ['192.0.2.1'],
      aaaa: ['2001:db8::1'],
      mx: ['mx.example'],
    })
    const failed = line('mo.co.uk', { status: 'servfail' })
    // Past the page's list: the check covers more names than it shows.
    const unlisted = line('xn--mo-beyond.co.uk', { technique: 'homoglyph', display: 'ṁo-beyond.co.uk', a: ['192.0.2.9'] })
    const findings = (complete: boolean): RegisteredFindings => ({ lines: [both, failed, unlisted], complete })

    it('adds the registered columns: yes or no, the status and the records, several to a field', () => {
      expect(lookalikesCsv(report, names, 'omission', findings(true)).split('\r\n')).toEqual([
        'domain,unicode,technique,registered,status,a,aaaa,mx,ns',
        'oo.co.uk,,Name of omission,yes,registered,192.0.2.1,2001:db8::1,mx.example,ns1.example ns2.example',
        'mo.co.uk,,Name of omission,yes,servfail,,,,',
        '',
      ])
    })

    it('leaves registered empty for names a partial check may not have reached', () => {
      expect(lookalikesCsv(report, names, 'repetition', findings(false)).split('\r\n')[1]).toBe(
        'mmoo.co.uk,,Name of repetition,,,,,,',
      )
      expect(lookalikesCsv(report, names, 'repetition', findings(true)).split('\r\n')[1]).toBe(
        'mmoo.co.uk,,Name of repetition,no,,,,,',
      )
    })

    it('exports a registered lookalike past the list’s cap under its technique', () => {
      const rows = lookalikesCsv(report, names, 'homoglyph', findings(true)).split('\r\n')
      expect(rows.at(-2)).toBe('xn--mo-beyond.co.uk,ṁo-beyond.co.uk,Name of homoglyph,yes,registered,192.0.2.9,,,')
      expect(lookalikesText(report, undefined, findings(true)).split('\n').at(-1)).toBe('xn--mo-beyond.co.uk')
      expect(lookalikesText(report, 'omission', findings(true))).toBe('oo.co.uk\nmo.co.uk')
    })

    it('quotes and defuses what a name server answers', () => {
      expect(csvField('mx.example')).toBe('mx.example')
      expect(csvField('a,b')).toBe('"a,b"')
      expect(csvField('say "hi"')).toBe('"say ""hi"""')
      expect(csvField('=HYPERLINK("x")')).toBe(`"'=HYPERLINK(""x"")"`)
      expect(csvField('@cmd')).toBe("'@cmd")
    })
  })
})
