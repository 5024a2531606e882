import { svgDataUrl } from '#lib/svg'

const svg = `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 10 10">
  <rect width="10" height="10" fill="#0d1f3c"/>
  <path d="M1 1 9 9" stroke="#14b8a6"/>
</svg>
`

describe('svgDataUrl', () => {
  it('is the same picture: the URL decodes to the file without the whitespace between tags', () => {
    const url = svgDataUrl(svg)
    expect(url.startsWith('data:image/svg+xml,')).toBe(true)
    expect(decodeURIComponent(url.slice('data:image/svg+xml,'.length))).toBe(
      '<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 10 10"><rect width="10" height="10" fill="#0d1f3c"/><path d="M1 1 9 9" stroke="#14b8a6"/></svg>',
    )
  })

  it('escapes what a URL or an HTML attribute cannot carry, and nothing else', () => {
    const url = svgDataUrl(svg)
    // "#" would end the URL at the first colour; quotes and angle brackets are escaped too.
    expect(url).not.toMatch(/[#"<>\n]/)
    expect(url).toContain('fill=%22%230d1f3c%22')
    expect(url).toContain('d=%22M1 1 9 9%22')
  })

  it('keeps a percent sign as a percent sign', () => {
    expect(decodeURIComponent(svgDataUrl('<svg width="100%"/>').slice('data:image/svg+xml,'.length))).toBe('<svg width="100%"/>')
  })
})
