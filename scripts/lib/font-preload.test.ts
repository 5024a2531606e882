/** @jest-environment node */
import { fontUrls, preloadFonts } from './font-preload.mjs'

const FONT = '/_next/static/media/inter-s.p.abc.woff2'
const preload = `<link rel="preload" href="${FONT}" as="font" crossorigin="" type="font/woff2"/>`
const page = (head: string) => `<!DOCTYPE html><html><head><meta charSet="utf-8"/>${head}</head><body><p>Hi</p></body></html>`

describe('fontUrls', () => {
  it('lists each font file of the manifest once, as a URL', () => {
    const manifest = { app: { '[project]/app/[variant]/page': ['static/media/inter-s.p.abc.woff2'], '[project]/app/_not-found/page': ['static/media/inter-s.p.abc.woff2'] } }
    expect(fontUrls(manifest)).toEqual([FONT])
    expect(fontUrls({ app: {} })).toEqual([])
  })
})

describe('preloadFonts', () => {
  it('adds the preload link before the first stylesheet of a page that has none', () => {
    const { html, added } = preloadFonts(page('<style>a{}</style><script src="/a.js"></script>'), [FONT])
    expect(added).toBe(true)
    expect(html).toBe(page(`${preload}<style>a{}</style><script src="/a.js"></script>`))
  })

  it('leaves a page that already preloads a font as it is', () => {
    const html = page(`${preload}<style>a{}</style>`)
    expect(preloadFonts(html, [FONT])).toEqual({ html, added: false })
  })

  it('adds nothing without fonts, or without a head to put them in', () => {
    const html = page('<style>a{}</style>')
    expect(preloadFonts(html, [])).toEqual({ html, added: false })
    const bodyOnly = '<html><head></head><body><script src="/a.js"></script></body></html>'
    expect(preloadFonts(bodyOnly, [FONT])).toEqual({ html: bodyOnly, added: false })
  })
})
