import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { inlineStylesheets, rebaseUrls, stylesheetReader } from '#scripts/lib/inline-stylesheets'

const HREF = '/_next/static/chunks/site.css'
const page = (head: string) => `<!DOCTYPE html><html><head>${head}</head><body><p>Hi</p></body></html>`
const link = (href = HREF) => `<link rel="stylesheet" href="${href}" data-precedence="next"/>`

describe('rebaseUrls', () => {
  it('rewrites a relative url against the stylesheet, quoted or not', () => {
    expect(rebaseUrls('a{src:url(../media/f.woff2)format("woff2")}', HREF)).toBe(
      'a{src:url(/_next/static/media/f.woff2)format("woff2")}',
    )
    expect(rebaseUrls(`b{background:url("img/x.svg")}c{background:url('./y.png')}`, HREF)).toBe(
      'b{background:url(/_next/static/chunks/img/x.svg)}c{background:url(/_next/static/chunks/y.png)}',
    )
  })

  it('leaves root-relative, absolute, data and fragment urls alone', () => {
    const css =
      'a{b:url(/images/x.svg)}c{d:url(https://cdn.example/x.png)}e{f:url(data:image/svg+xml;base64,AAAA)}g{h:url(#clip)}'
    expect(rebaseUrls(css, HREF)).toBe(css)
  })
})

describe('inlineStylesheets', () => {
  it('puts the stylesheet in a <style> and keeps its link for React, no longer render-blocking', () => {
    const { html, inlined } = inlineStylesheets(
      page(`<meta charSet="utf-8"/>${link()}<script src="/a.js" async=""></script>`),
      () => 'body{color:red}\n/*# sourceMappingURL=site.css.map*/',
    )
    expect(inlined).toEqual([HREF])
    expect(html).toBe(
      page(
        `<meta charSet="utf-8"/><style>body{color:red}</style><link rel="stylesheet" href="${HREF}" data-precedence="next" media="print"/><script src="/a.js" async=""></script>`,
      ),
    )
  })

  it('inlines each stylesheet of a page, in order, with its urls rebased', () => {
    const other = '/_next/static/chunks/route.css'
    const sheets: Record<string, string> = { [HREF]: 'a{b:c}', [other]: '@font-face{src:url(../media/f.woff2)}' }
    const { html, inlined } = inlineStylesheets(page(link() + link(other)), (href) => sheets[href] ?? '')
    expect(inlined).toEqual([HREF, other])
    expect(html).toContain(
      `<style>a{b:c}</style><link rel="stylesheet" href="${HREF}" data-precedence="next" media="print"/>` +
        `<style>@font-face{src:url(/_next/static/media/f.woff2)}</style><link rel="stylesheet" href="${other}" data-precedence="next" media="print"/>`,
    )
  })

  it('leaves alone what is not a Next stylesheet link', () => {
    const html = page('<link rel="icon" href="/icon.svg"/><link rel="stylesheet" href="https://cdn.example/x.css"/>')
    const read = jest.fn()
    expect(inlineStylesheets(html, read)).toEqual({ html, inlined: [] })
    expect(read).not.toHaveBeenCalled()
  })

  it('refuses a stylesheet that would close the <style> element early', () => {
    expect(() => inlineStylesheets(page(link()), () => 'a::after{content:"</STYLE><script>x()</script>"}')).toThrow(
      /contains "<\/style"/,
    )
  })

  it("inlines the stylesheet of Next's markup as it is today", () => {
    const head =
      '<meta charSet="utf-8"/><meta name="viewport" content="width=device-width, initial-scale=1"/>' +
      '<link rel="preload" href="/_next/static/media/inter-s.p.abc.woff2" as="font" crossorigin="" type="font/woff2"/>' +
      `${link()}<link rel="preload" as="script" fetchPriority="low" href="/_next/static/chunks/a.js"/>` +
      '<script src="/_next/static/chunks/b.js" async=""></script><title>Plainguard</title>'
    const { html, inlined } = inlineStylesheets(page(head), () => 'body{margin:0}', { required: true })
    expect(inlined).toEqual([HREF])
    expect(html).toBe(
      page(
        head.replace(
          link(),
          `<style>body{margin:0}</style><link rel="stylesheet" href="${HREF}" data-precedence="next" media="print"/>`,
        ),
      ),
    )
  })

  it('leaves a preload of a stylesheet alone: it is not a stylesheet link', () => {
    const html = page(`<link rel="preload" href="${HREF}" as="style"/>${link()}`)
    expect(inlineStylesheets(html, () => 'a{}').inlined).toEqual([HREF])
  })

  const linkForm = '<link rel="stylesheet" href="/_next/static/…css" data-precedence="…"/>'
  const sentence = (found: string) =>
    `Next's prerendered HTML no longer has a stylesheet link of the form ${linkForm} (${found}): scripts/lib/inline-stylesheets.ts must learn the new form`

  it('stops the build, naming why, when a page lacks its stylesheet link', () => {
    expect(() => inlineStylesheets(page('<meta charSet="utf-8"/>'), () => 'a{}', { required: true })).toThrow(
      sentence('the page has none'),
    )
    // Someone else's stylesheet is not the site's.
    expect(() =>
      inlineStylesheets(page('<link rel="stylesheet" href="https://cdn.example/x.css"/>'), () => 'a{}', { required: true }),
    ).toThrow(sentence('the page has none'))
  })

  it('reads the link as a browser does: attributes in any order and quoting', () => {
    for (const other of [
      `<link rel="stylesheet" data-precedence="next" href="${HREF}"/>`,
      `<link rel='stylesheet' href='${HREF}' data-precedence='next'>`,
    ])
      expect(inlineStylesheets(page(other), () => 'a{}').html).toBe(
        page(`<style>a{}</style><link rel="stylesheet" href="${HREF}" data-precedence="next" media="print"/>`),
      )
  })

  it.each([
    ['another attribute', `<link rel="stylesheet" href="${HREF}" data-precedence="next" crossOrigin=""/>`],
    ['a query on the href', '<link rel="stylesheet" href="/_next/static/chunks/site.css?dpl=dpl_1" data-precedence="next"/>'],
    ['no precedence', `<link rel="stylesheet" href="${HREF}"/>`],
    ['another rel', `<link rel="stylesheet preload" href="${HREF}" data-precedence="next"/>`],
    [
      'an asset prefix',
      '<link rel="stylesheet" href="https://cdn.example/_next/static/chunks/site.css" data-precedence="next"/>',
    ],
  ])('stops the build, naming the assumption and the link, when a stylesheet link has %s', (_case, other) => {
    const read = jest.fn(() => 'a{}')
    expect(() => inlineStylesheets(page(link() + other), read)).toThrow(sentence(`found ${other}`))
    // Whether or not the page must have one: a link left as it is would still block the first paint.
    expect(() => inlineStylesheets(page(other), read, { required: true })).toThrow(sentence(`found ${other}`))
    expect(read).not.toHaveBeenCalled()
  })
})

describe('stylesheetReader', () => {
  let dist: string
  beforeEach(() => {
    dist = mkdtempSync(join(tmpdir(), 'inline-stylesheets-'))
    mkdirSync(join(dist, 'static', 'chunks'), { recursive: true })
    writeFileSync(join(dist, 'static', 'chunks', 'site.css'), 'a{b:c}')
  })
  afterEach(() => rmSync(dist, { recursive: true, force: true }))

  it('reads /_next/static/… from the build folder', () => {
    expect(stylesheetReader(dist)(HREF)).toBe('a{b:c}')
  })

  it('stops the build, naming the assumption, when the stylesheet is not where the link says', () => {
    const href = '/_next/static/css/other.css'
    expect(() => stylesheetReader(dist)(href)).toThrow(
      `Next's build no longer writes the stylesheet ${href} as ${join(dist, 'static', 'css', 'other.css')}: scripts/lib/inline-stylesheets.ts must learn where it is`,
    )
  })
})
