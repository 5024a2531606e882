/** @jest-environment node */
import { createHash } from 'node:crypto'
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { dirname, join } from 'node:path'
import { parseCspManifest, scriptHashesFor } from '../../lib/csp'
import { buildManifest, htmlFiles, inlineScriptHashes, prerenderedPages } from './csp-hashes.mjs'

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

describe('a build folder', () => {
  let app: string
  const write = (path: string, text: string) => {
    mkdirSync(dirname(join(app, path)), { recursive: true })
    writeFileSync(join(app, path), text)
  }
  /** Next's layout: each variant's home beside the folder of its other pages, the 404 at the root. */
  const writeBuild = () => {
    write('visitor.html', nextPage('visitor home'))
    write('visitor/pricing.html', nextPage('visitor pricing'))
    write('visitor/blog.html', nextPage('visitor blog'))
    write('visitor/blog/a-post.html', nextPage('visitor post'))
    write('customer.html', nextPage('customer home'))
    write('customer/pricing.html', nextPage('customer pricing'))
    write('_not-found.html', nextPage('not found'))
    write(
      '_global-error.html',
      page('<script src="/_next/static/chunks/a.js" async=""></script>', '<script>self.__next_f=[]</script>'),
    )
    write('visitor.rsc', 'not a page')
    write('icon.svg.body', '<svg/>')
  }

  beforeEach(() => {
    app = mkdtempSync(join(tmpdir(), 'csp-hashes-'))
    writeBuild()
  })
  afterEach(() => rmSync(app, { recursive: true, force: true }))

  describe('htmlFiles', () => {
    it('lists every .html file under a folder, and nothing else', () => {
      expect(htmlFiles(join(app, 'visitor')).sort()).toEqual(
        ['visitor/blog.html', 'visitor/blog/a-post.html', 'visitor/pricing.html'].map((file) => join(app, file)),
      )
    })
  })

  describe('prerenderedPages', () => {
    it('lists every prerendered page', () => {
      expect(
        prerenderedPages(app)
          .map((file) => file.slice(app.length + 1))
          .sort(),
      ).toEqual([
        '_global-error.html',
        '_not-found.html',
        'customer.html',
        'customer/pricing.html',
        'visitor.html',
        'visitor/blog.html',
        'visitor/blog/a-post.html',
        'visitor/pricing.html',
      ])
    })

    it.each(['visitor.html', 'visitor', 'customer.html', 'customer', '_not-found.html'])(
      'stops the build, naming the layout, when Next no longer writes %s',
      (missing) => {
        rmSync(join(app, missing), { recursive: true })
        expect(() => prerenderedPages(app)).toThrow(
          `Next's build no longer writes its prerendered pages as server/app/<variant>.html, server/app/<variant>/…html and server/app/_not-found.html (${join(app, missing)} is missing): scripts/lib/csp-hashes.mjs must learn the new layout`,
        )
        expect(() => buildManifest(app)).toThrow(`(${join(app, missing)} is missing)`)
      },
    )
  })

  describe('buildManifest', () => {
    it("maps each variant's routes, and the 404, to the hashes of their page", () => {
      expect(buildManifest(app)).toEqual({
        visitor: {
          '/': nextPageHashes('visitor home'),
          '/pricing': nextPageHashes('visitor pricing'),
          '/blog': nextPageHashes('visitor blog'),
          '/blog/a-post': nextPageHashes('visitor post'),
        },
        customer: { '/': nextPageHashes('customer home'), '/pricing': nextPageHashes('customer pricing') },
        notFound: nextPageHashes('not found'),
      })
    })

    it('writes what the middleware reads: each path of a variant gets its own page, any other the 404', () => {
      const manifest = parseCspManifest(JSON.stringify(buildManifest(app)))
      if (!manifest) throw new Error('the middleware refused the manifest')
      expect(scriptHashesFor(manifest, 'visitor', '/blog/a-post/')).toEqual(nextPageHashes('visitor post'))
      expect(scriptHashesFor(manifest, 'customer', '/pricing')).toEqual(nextPageHashes('customer pricing'))
      expect(scriptHashesFor(manifest, 'customer', '/blog/a-post')).toEqual(nextPageHashes('not found'))
      expect(scriptHashesFor(manifest, 'visitor', '/_global-error')).toEqual(nextPageHashes('not found'))
    })

    it('gives a page other than a home no hashes when it has no inline script', () => {
      write('visitor/pricing.html', page('', '<p>static</p>'))
      expect(buildManifest(app).visitor['/pricing']).toEqual([])
    })

    it.each(['visitor.html', 'customer.html', '_not-found.html'])(
      'stops the build, naming the assumption, when %s has no inline script to hash',
      (file) => {
        // Only what the module must leave out: a src script and a data block.
        write(
          file,
          page(
            '<script src="/_next/static/chunks/a.js" async=""></script>',
            `<script type="application/ld+json">${JSON_LD}</script>`,
          ),
        )
        expect(() => buildManifest(app)).toThrow(
          `Next's prerendered HTML no longer has inline scripts of the form <script>…</script> (none in ${join(app, file)}): scripts/lib/csp-hashes.mjs must learn the new form`,
        )
      },
    )

    it('names every page without inline scripts at once', () => {
      write('visitor.html', page(''))
      write('_not-found.html', page(''))
      expect(() => buildManifest(app)).toThrow(`(none in ${join(app, 'visitor.html')}, ${join(app, '_not-found.html')})`)
    })
  })
})
