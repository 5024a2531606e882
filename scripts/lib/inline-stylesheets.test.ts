/** @jest-environment node */
import { inlineStylesheets, rebaseUrls } from './inline-stylesheets.mjs'

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
    const { html, inlined } = inlineStylesheets(page(`<meta charSet="utf-8"/>${link()}<script src="/a.js" async=""></script>`), () =>
      'body{color:red}\n/*# sourceMappingURL=site.css.map*/',
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

  it('leaves a page without a Next stylesheet, and links that are not Next stylesheets, as they are', () => {
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
})
