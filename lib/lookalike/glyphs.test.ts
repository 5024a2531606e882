import { domainToASCII, domainToUnicode } from 'node:url'
import { glyphs, latinToCyrillic } from '#lib/lookalike/glyphs'

const unicodeGlyphs = [...Object.values(glyphs).flat(), ...Object.values(latinToCyrillic)].filter((glyph) =>
  /[^\x00-\x7f]/.test(glyph),
)

describe('the homoglyph table', () => {
  it.each(unicodeGlyphs)('%s is kept as it is by IDNA (UTS 46): its label encodes and decodes back to itself', (glyph) => {
    const label = `a${glyph}a`
    const ascii = domainToASCII(label)
    expect(ascii).toMatch(/^xn--[a-z0-9-]+$/)
    expect(domainToUnicode(ascii)).toBe(label)
  })

  it('lists each look-alike once and never the character itself', () => {
    for (const [char, options] of Object.entries(glyphs)) {
      expect(new Set(options).size).toBe(options.length)
      expect(options).not.toContain(char)
    }
  })
})
