/** @jest-environment node */
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { fontUrls, preloadFonts, readFontUrls } from './font-preload.mjs'

const FONT = '/_next/static/media/inter-s.p.abc.woff2'
const preload = `<link rel="preload" href="${FONT}" as="font" crossorigin="" type="font/woff2"/>`
const manifestSentence =
  'Next\'s build no longer lists the site font in server/next-font-manifest.json with { app: { [entry]: ["static/media/….woff2"] } }'
const page = (head: string) => `<!DOCTYPE html><html><head><meta charSet="utf-8"/>${head}</head><body><p>Hi</p></body></html>`

describe('fontUrls', () => {
  it('lists each font file of the manifest once, as a URL', () => {
    const manifest = { app: { '[project]/app/[variant]/page': ['static/media/inter-s.p.abc.woff2'], '[project]/app/_not-found/page': ['static/media/inter-s.p.abc.woff2'] } }
    expect(fontUrls(manifest)).toEqual([FONT])
  })

  it.each([
    ['no font', { app: {} }],
    ['no app entries', { pages: { '/': ['static/media/a.woff2'] } }],
    ['entries of another shape', { app: { '[project]/app/page': 'static/media/a.woff2' } }],
    ['entries of objects', { app: { '[project]/app/page': [{ path: 'static/media/a.woff2' }] } }],
  ])('stops the build, naming the assumption, when the manifest has %s', (_case, manifest) => {
    expect(() => fontUrls(manifest as unknown as Parameters<typeof fontUrls>[0])).toThrow(
      `${manifestSentence}: scripts/lib/font-preload.mjs must learn the new form`,
    )
  })
})

describe('readFontUrls', () => {
  let server: string
  beforeEach(() => {
    server = mkdtempSync(join(tmpdir(), 'font-preload-'))
  })
  afterEach(() => rmSync(server, { recursive: true, force: true }))

  it("reads the font URLs from the build's font manifest", () => {
    writeFileSync(join(server, 'next-font-manifest.json'), JSON.stringify({ app: { '[project]/app/page': ['static/media/inter-s.p.abc.woff2'] }, pages: {} }))
    expect(readFontUrls(server)).toEqual([FONT])
  })

  it('stops the build, naming the assumption, when the build has no font manifest', () => {
    expect(() => readFontUrls(server)).toThrow(
      `${manifestSentence} (${join(server, 'next-font-manifest.json')} is missing): scripts/lib/font-preload.mjs must learn the new form`,
    )
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

  it('adds nothing without fonts', () => {
    const html = page('<style>a{}</style>')
    expect(preloadFonts(html, [])).toEqual({ html, added: false })
  })

  it('stops the build, naming the assumption, when the head has nothing to put the preload before', () => {
    const sentence =
      "Next's prerendered HTML no longer has a <link>, <style> or <script> in its <head> to put the font preload before: scripts/lib/font-preload.mjs must learn the new form"
    expect(() => preloadFonts('<html><head></head><body><script src="/a.js"></script></body></html>', [FONT])).toThrow(sentence)
    expect(() => preloadFonts('<html><body><p>Hi</p></body></html>', [FONT])).toThrow(sentence)
  })
})
