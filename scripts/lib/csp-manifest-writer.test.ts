/** @jest-environment node */
import { mkdtempSync, mkdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { CSP_MANIFEST } from '../../lib/csp-manifest.ts'
import { fillPlaceholder, writeCspManifest } from './csp-manifest-writer.mjs'

const manifest = JSON.stringify({ visitor: { '/': ["'sha256-a+b/c='"] }, customer: {}, notFound: [] })

describe('fillPlaceholder', () => {
  it.each([`"${CSP_MANIFEST}"`, `'${CSP_MANIFEST}'`])(
    'replaces the literal %s with the manifest as a string literal',
    (literal) => {
      const { source, count } = fillPlaceholder(`const m = parse(${literal});`, manifest)
      expect(count).toBe(1)
      // The result evaluates to the manifest's JSON text.
      expect(new Function(`let parse = (x) => x; ${source} return m`)()).toBe(manifest)
    },
  )

  it('keeps $ sequences of the manifest as they are', () => {
    expect(fillPlaceholder(`"${CSP_MANIFEST}"`, '{"a":"$&$1"}').source).toBe(JSON.stringify('{"a":"$&$1"}'))
  })

  it('leaves the bare word alone: only a string literal is the placeholder', () => {
    expect(fillPlaceholder(`// ${CSP_MANIFEST}`, manifest).count).toBe(0)
  })
})

describe('writeCspManifest', () => {
  let dir: string
  beforeEach(() => {
    dir = mkdtempSync(join(tmpdir(), 'csp-writer-'))
    mkdirSync(join(dir, 'edge', 'chunks'), { recursive: true })
    writeFileSync(join(dir, 'other.js'), 'console.log("unrelated")')
  })
  afterEach(() => rmSync(dir, { recursive: true, force: true }))

  it('writes the manifest into the one file that holds the placeholder', () => {
    const file = join(dir, 'edge', 'chunks', 'middleware.js')
    writeFileSync(file, `var m="${CSP_MANIFEST}";`)
    expect(writeCspManifest(dir, manifest)).toBe(file)
    expect(readFileSync(file, 'utf8')).toBe(`var m=${JSON.stringify(manifest)};`)
  })

  const sentence = (found: string) =>
    `Next's built server code no longer holds the middleware's CSP manifest placeholder "${CSP_MANIFEST}" exactly once (${found}): scripts/lib/csp-manifest-writer.mjs must learn where the middleware is`

  it('stops the build, naming the assumption, when no file holds the placeholder (a build this step does not know)', () => {
    expect(() => writeCspManifest(dir, manifest)).toThrow(sentence(`found it 0 times in ${dir}: no file`))
  })

  it('stops the build, naming the assumption and the files, when the placeholder is in more than one place', () => {
    writeFileSync(join(dir, 'a.js'), `"${CSP_MANIFEST}"`)
    writeFileSync(join(dir, 'edge', 'b.js'), `'${CSP_MANIFEST}'`)
    expect(() => writeCspManifest(dir, manifest)).toThrow(
      sentence(`found it 2 times in ${dir}: ${join(dir, 'a.js')} (1), ${join(dir, 'edge', 'b.js')} (1)`),
    )
  })
})
