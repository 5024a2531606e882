import { readFileSync } from 'node:fs'
import { join } from 'node:path'

// .nvmrc names the Node.js the project runs on: CI installs it (.ci/run), and the rest must agree.
const read = (file: string) => readFileSync(join(process.cwd(), file), 'utf8')
const nvmrc = read('.nvmrc').trim()
const major = nvmrc.split('.')[0]

describe('the Node.js version', () => {
  it('is the one the Dockerfile builds and runs on', () => {
    expect(read('Dockerfile')).toContain(`\nARG NODE_VERSION=${nvmrc}\n`)
    expect(read('Dockerfile').match(/^FROM \S+/gm)).toEqual(['FROM node:${NODE_VERSION}-slim', 'FROM node:${NODE_VERSION}-slim'])
  })

  it('is within package.json’s engines, and the Node types are of its line', () => {
    const pkg = JSON.parse(read('package.json'))
    const minimum = /^>=(\d+)\.(\d+)\.(\d+)$/.exec(pkg.engines.node)!
    expect(minimum[1]).toBe(major)
    const [, minor, patch] = nvmrc.split('.').map(Number)
    expect(minor! * 1000 + patch!).toBeGreaterThanOrEqual(Number(minimum[2]) * 1000 + Number(minimum[3]))
    expect(pkg.devDependencies['@types/node']).toMatch(new RegExp(`^\\^${major}\\.`))
  })
})
