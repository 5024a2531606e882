import { domainToASCII } from 'node:url'
import { asciiHostname, asciiLabel, isValidHostname, isValidLabel } from '#lib/lookalike/hostname'

describe('asciiLabel', () => {
  it.each(['bücher', 'bàrclays', 'ṁoo', 'моо', 'ⱨⱨⱨ', 'aꞑb', 'ä'.repeat(20), 'xᴡyᴢ'])(
    'encodes %s as browsers and Node do',
    (label) => {
      expect(asciiLabel(label)).toBe(domainToASCII(label))
    },
  )
})

describe('isValidLabel', () => {
  it.each(['a', 'a1', 'a-b', '0', 'a'.repeat(63), 'bàrclays', 'моо'])('accepts %s', (label) => {
    expect(isValidLabel(label)).toBe(true)
  })

  it.each([
    ['empty', ''],
    ['64 characters', 'a'.repeat(64)],
    ['a leading hyphen', '-ab'],
    ['a trailing hyphen', 'ab-'],
    ['hyphens in the third and fourth places', 'ab--cd'],
    ['an ASCII xn-- label it did not encode', 'xn--abc'],
    ['an underscore', 'a_b'],
    ['an upper-case letter', 'Ab'],
    ['a Unicode character outside the vetted glyphs', 'a€b'],
    // 30 characters, but 65 once encoded.
    ['a Unicode label whose encoding passes 63', 'àáâãäåạǎăȧąəḃḅḇƅċćçčĉᴄḑḋḍḏḓéèê'],
  ])('refuses %s', (_, label) => {
    expect(isValidLabel(label)).toBe(false)
  })

  it('agrees with the real encoding at the 63-character limit', () => {
    const glyphRun = 'àáâãäåạǎăȧąəḃḅḇƅċćçčĉᴄḑḋḍḏḓéèê'
    for (let unicode = 1; unicode <= glyphRun.length; unicode++) {
      const label = `${glyphRun.slice(0, unicode)}${'a'.repeat(Math.max(0, 40 - unicode))}`
      expect(isValidLabel(label)).toBe(domainToASCII(label).length <= 63)
    }
  })

  it('refuses a Unicode label past 59 characters, whose encoding always passes 63', () => {
    for (const label of [`à${'a'.repeat(59)}`, 'à'.repeat(60), 'ḿ'.repeat(63)]) {
      expect(isValidLabel(label)).toBe(false)
      expect(domainToASCII(label).length).toBeGreaterThan(63)
    }
  })
})

describe('host names', () => {
  it('accept a lookalike under a UK ending and give its ASCII form', () => {
    expect(isValidHostname('bàrclays.co.uk')).toBe(true)
    expect(asciiHostname('bàrclays.co.uk')).toBe(domainToASCII('bàrclays.co.uk'))
  })

  it('refuse an ending that is not letters, and a name past 253 characters', () => {
    expect(isValidHostname('example.c0m')).toBe(false)
    expect(isValidHostname(`${Array(4).fill('a'.repeat(63)).join('.')}.com`)).toBe(false)
  })
})
