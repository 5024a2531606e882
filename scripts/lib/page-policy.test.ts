import { createHash } from 'node:crypto'
import { policyOf } from '#scripts/lib/html'
import { inlineScriptHashes, withScriptHashes, writePagePolicy } from '#scripts/lib/page-policy'

/** The CSP source for a script's text, as a browser computes it: sha256 of its UTF-8 bytes, base64. */
const sha = (text: string) => `'sha256-${createHash('sha256').update(Buffer.from(text, 'utf8')).digest('base64')}'`
const page = (head: string, body = '') =>
  `<!DOCTYPE html><html lang="en-GB"><head><meta charSet="utf-8"/>${head}</head><body>${body}</body></html>`

// Next's markup today (a prerendered page after the build's other rewrites): the noModule polyfills, JSON-LD,
// Turbopack's bootstrap and the RSC payload.
const BOOTSTRAP =
  '(globalThis["TURBOPACK"] || (globalThis["TURBOPACK"] = [])).push({"otherChunks":["/_next/static/chunks/a.js"]})'
const PAYLOAD_START = '(self.__next_f=self.__next_f||[]).push([0])'
const payload = (text: string) => `self.__next_f.push([1,${JSON.stringify(text)}])`
const JSON_LD = '{"@context":"https://schema.org","@type":"Organization","name":"Plainguard"}'
const nextPage = (text: string) =>
  page(
    '<script src="/_next/static/chunks/polyfills.js" noModule=""></script>',
    `<main>${text}</main><script type="application/ld+json" id="organization-jsonld-Organization">${JSON_LD}</script>` +
      `<script id="_R_">${BOOTSTRAP}</script><script>${PAYLOAD_START}</script><script>${payload(`1:["$","p",null,{"children":"${text}"}]`)}</script>`,
  )
const nextPageHashes = (text: string) =>
  [sha(BOOTSTRAP), sha(PAYLOAD_START), sha(payload(`1:["$","p",null,{"children":"${text}"}]`))].sort()

describe('inlineScriptHashes', () => {
  it('hashes the exact text of an inline script, whitespace included', () => {
    expect(inlineScriptHashes(page('<script>alert(1)</script>'))).toEqual([
      "'sha256-bhHHL3z2vDgxUt0W3dWQOrprscmda2Y5pLsLg4GF+pI='",
    ])
    expect(inlineScriptHashes(page('<script>\n  alert(1);\n</script>'))).toEqual([sha('\n  alert(1);\n')])
  })

  it('hashes an empty inline script as the empty string', () => {
    expect(inlineScriptHashes(page('<script></script>'))).toEqual(["'sha256-47DEQpj8HBSa+/TImW+5JCeuQeRkm5NMpJWZG3hSuFU='"])
  })

  it('hashes inline scripts whatever their other attributes', () => {
    const scripts = ['<script id="_R_">a()</script>', '<script async="" nonce="n">b()</script>', '<SCRIPT data-x=1>c()</SCRIPT>']
    expect(inlineScriptHashes(page(scripts.join('')))).toEqual([sha('a()'), sha('b()'), sha('c()')].sort())
  })

  it('leaves out scripts with src, in any attribute order or quoting, and the text of one', () => {
    const html = page(
      '<script src="/_next/static/chunks/a.js" async=""></script><script async src=/b.js></script>' +
        `<script type="module" src='/c.js'>ignored()</script><script SRC="/d.js" noModule=""></script>`,
    )
    expect(inlineScriptHashes(html)).toEqual([])
  })

  it('does not take an attribute ending in src, or a value holding src=, for src', () => {
    expect(inlineScriptHashes(page('<script data-src="/a.js">a()</script><script id="src=/b.js">b()</script>'))).toEqual(
      [sha('a()'), sha('b()')].sort(),
    )
  })

  it.each([
    'text/javascript',
    'application/javascript',
    'TEXT/JavaScript',
    ' module ',
    'module',
    '',
    'text/ecmascript',
    'importmap',
    'speculationrules',
  ])('hashes a script of type "%s", which the policy governs', (type) => {
    expect(inlineScriptHashes(page(`<script type="${type}">run()</script>`))).toEqual([sha('run()')])
  })

  it.each([
    'application/ld+json',
    'Application/LD+JSON',
    'application/json',
    'text/plain',
    'text/x-template',
    'text/javascript; charset=utf-8',
  ])('leaves out a data block of type "%s", which never runs', (type) => {
    expect(inlineScriptHashes(page(`<script type="${type}" id="data">${JSON_LD}</script>`))).toEqual([])
  })

  it('reads the type whole, unquoted or single-quoted, and not from another attribute', () => {
    expect(inlineScriptHashes(page(`<script type=application/ld+json>{}</script><script type='text/plain'>x</script>`))).toEqual(
      [],
    )
    expect(inlineScriptHashes(page('<script data-type="application/ld+json">a()</script>'))).toEqual([sha('a()')])
  })

  it('hashes a script up to its own </script>, with other </ sequences inside', () => {
    const text = 'document.write("<\\/p>");var a="</div>",b="\\u003c/script>";'
    expect(inlineScriptHashes(page(`<script>${text}</script><p>after</p>`))).toEqual([sha(text)])
  })

  it('hashes the UTF-8 bytes of non-ASCII text', () => {
    const text = 'var s="£ — ünïcødé 🔒 日本"'
    const [hash] = inlineScriptHashes(page(`<script>${text}</script>`))
    expect(hash).toBe(sha(text))
    expect(hash).not.toBe(`'sha256-${createHash('sha256').update(Buffer.from(text, 'latin1')).digest('base64')}'`)
  })

  it('lists each hash once, sorted', () => {
    expect(inlineScriptHashes(page('<script>b()</script><script>a()</script><script>b()</script>'))).toEqual(
      [sha('a()'), sha('b()')].sort(),
    )
  })

  it("hashes every inline script of Next's page, and neither the polyfills nor the JSON-LD", () => {
    expect(inlineScriptHashes(nextPage('Hi'))).toEqual(nextPageHashes('Hi'))
    expect(inlineScriptHashes(page('<link rel="icon" href="/icon.svg"/>', '<p>No scripts</p>'))).toEqual([])
  })
})

describe('withScriptHashes', () => {
  it("lists the hashes after script-src's own sources, leaving every other directive as it is", () => {
    expect(withScriptHashes("default-src 'self'; script-src 'self'; object-src 'none'", ["'sha256-a='", "'sha256-b='"])).toBe(
      "default-src 'self'; script-src 'self' 'sha256-a=' 'sha256-b='; object-src 'none'",
    )
  })

  it('stops the build on a policy with no script-src, as the hashes would have nowhere to go', () => {
    expect(() => withScriptHashes("default-src 'self'; script-src-elem 'self'", [])).toThrow(
      "the app's policy (default-src 'self'; script-src-elem 'self') has no script-src for the hashes",
    )
  })
})

describe('writePagePolicy', () => {
  // The app's policy in small (lib/csp.ts): the build completes it with the page's hashes, whatever else it says.
  const policy = (hashes: string[]) =>
    ["default-src 'self'", ["script-src 'self'", ...hashes].join(' '), "object-src 'none'", 'upgrade-insecure-requests'].join(
      '; ',
    )
  const APP_POLICY = policy([])
  // As React writes the app's policy (components/layout/page-policy.tsx): quotes escaped, late in <head>.
  const appMeta = `<meta http-equiv="Content-Security-Policy" content="${APP_POLICY.replaceAll("'", '&#x27;')}"/>`
  const withHashes = (hashes: string[]) => `<meta http-equiv="Content-Security-Policy" content="${policy(hashes)}"/>`
  const builtPage = (text: string) => nextPage(text).replace('<script src="/_next/static/chunks/polyfills.js"', `${appMeta}$&`)

  it("moves the app's policy, with the page's hashes, first in <head>, after <meta charset> alone", () => {
    const html = builtPage('Hi')
    expect(policyOf(html)).toBe(APP_POLICY)
    expect(writePagePolicy(html)).toBe(nextPage('Hi').replace('<meta charSet="utf-8"/>', `$&${withHashes(nextPageHashes('Hi'))}`))
  })

  it('puts the policy first in <head> when the page has no <meta charset>', () => {
    const html = `<!DOCTYPE html><html><head><title>x</title>${appMeta}</head><body><script>a()</script></body></html>`
    expect(writePagePolicy(html)).toBe(
      `<!DOCTYPE html><html><head>${withHashes([sha('a()')])}<title>x</title></head><body><script>a()</script></body></html>`,
    )
  })

  it("keeps script-src 'self' alone on a page with no inline script", () => {
    expect(writePagePolicy(page(appMeta, '<p>static</p>'))).toBe(page(withHashes([]), '<p>static</p>'))
  })

  it("gives Next's error shell, which the app's layouts do not render, a policy of its own with its hashes", () => {
    const shell = policyOf(writePagePolicy(page('', '<script>a()</script>'), { required: false }))
    expect(shell).toContain(`script-src 'self' ${sha('a()')};`)
    expect(shell).toContain("connect-src 'self';")
    expect(shell).not.toContain('unsafe-eval')
  })

  it.each([
    ['no policy', page('', '<script>a()</script>'), 0],
    ['two policies', page(appMeta + appMeta), 2],
    ['a policy in <body> alone', page('', appMeta), 1],
  ])('stops the build, naming the form it expects, on a page with %s', (_, html, found) => {
    expect(() => writePagePolicy(html)).toThrow(
      `Next's prerendered HTML no longer has one <meta http-equiv="Content-Security-Policy"> in its <head> (components/layout/page-policy.tsx writes it; found ${found}): scripts/lib/page-policy.ts must learn the new form`,
    )
  })
})
