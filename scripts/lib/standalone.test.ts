/** @jest-environment node */
import { mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { dirname, join } from 'node:path'
import { mirrorIntoStandalone, standaloneDistDir } from './standalone.mjs'

let app: string
const write = (path: string, text: string) => {
  mkdirSync(dirname(join(app, path)), { recursive: true })
  writeFileSync(join(app, path), text)
}
const read = (path: string) => readFileSync(join(app, path), 'utf8')

beforeEach(() => {
  app = mkdtempSync(join(tmpdir(), 'standalone-'))
})
afterEach(() => rmSync(app, { recursive: true, force: true }))

describe('standaloneDistDir', () => {
  it('is the build folder inside its standalone folder', () => {
    expect(standaloneDistDir('.next')).toBe(join('.next', 'standalone', '.next'))
  })
})

describe('mirrorIntoStandalone', () => {
  it('copies each changed file over its counterpart in the standalone copy', () => {
    write('.next/server/app/visitor.html', '<style>inlined</style>')
    write('.next/server/edge/chunks/mw.js', 'const m = "hashes"')
    write('.next/standalone/.next/server/app/visitor.html', '<link rel="stylesheet">')
    write('.next/standalone/.next/server/edge/chunks/mw.js', 'const m = "placeholder"')
    const files = ['.next/server/app/visitor.html', '.next/server/edge/chunks/mw.js'].map((file) => join(app, file))

    expect(mirrorIntoStandalone('.next', files, app)).toEqual({ dir: join(app, '.next/standalone/.next'), count: 2 })
    expect(read('.next/standalone/.next/server/app/visitor.html')).toBe('<style>inlined</style>')
    expect(read('.next/standalone/.next/server/edge/chunks/mw.js')).toBe('const m = "hashes"')
  })

  it('does nothing when the build made no standalone copy', () => {
    write('.next/server/app/visitor.html', 'page')
    expect(mirrorIntoStandalone('.next', [join(app, '.next/server/app/visitor.html')], app)).toBeNull()
  })

  it('stops, naming the assumption and the file, when the standalone copy lacks one (the layout is not what it knows)', () => {
    write('.next/server/app/visitor.html', 'page')
    write('.next/standalone/.next/server/app/other.html', 'other')
    const dir = join(app, '.next/standalone/.next')
    expect(() => mirrorIntoStandalone('.next', [join(app, '.next/server/app/visitor.html')], app)).toThrow(
      `Next's standalone copy no longer mirrors the build folder at ${dir} (it lacks 1 of the changed files, e.g. ${join(dir, 'server/app/visitor.html')}): scripts/lib/standalone.mjs must learn its layout`,
    )
  })

  it('refuses an absolute build folder, whose standalone copy it cannot place', () => {
    expect(() => mirrorIntoStandalone('/tmp/.next', [], app)).toThrow(/relative to the app/)
  })
})
