import { readFileSync } from 'node:fs'
import { join } from 'node:path'
import { parseDockerfile, runtimeStage } from './dockerfile.mjs'

const twoStages = (runtime: string) => `FROM node:24-slim AS build\nWORKDIR /app\nENV A=1 B="two"\nRUN npm ci\n\nFROM node:24-slim\nWORKDIR /app\n${runtime}`

describe('parseDockerfile and runtimeStage', () => {
  it("reads the runtime stage's ENV, COPY lines and exec-form CMD", () => {
    const { runtime, build } = runtimeStage(
      parseDockerfile(twoStages('ENV PORT=3000 \\\n  HOSTNAME=0.0.0.0\nCOPY --from=build --chown=node:node /app/.next/standalone ./\nCOPY --from=build /app/a /app/b ./c/\nCMD ["node", "server.js"]')),
    )
    expect(build.env).toEqual({ A: '1', B: 'two' })
    expect(runtime.env).toEqual({ PORT: '3000', HOSTNAME: '0.0.0.0' })
    expect(runtime.copies).toEqual([
      { from: 'build', sources: ['/app/.next/standalone'], destination: './' },
      { from: 'build', sources: ['/app/a', '/app/b'], destination: './c/' },
    ])
    expect(runtime.cmd).toEqual(['node', 'server.js'])
  })

  it('refuses what the check could not reproduce, naming it', () => {
    expect(() => runtimeStage(parseDockerfile(twoStages('COPY lib ./lib\nCMD ["node", "server.js"]')))).toThrow('copies from "the build context"')
    expect(() => runtimeStage(parseDockerfile(twoStages('RUN npm ci\nCMD ["node", "server.js"]')))).toThrow('runs "npm ci"')
    expect(() => runtimeStage(parseDockerfile(twoStages('CMD node server.js')))).toThrow('exec form')
    expect(() => parseDockerfile(twoStages('ADD x y'))).toThrow('ADD is not something')
    expect(() => runtimeStage(parseDockerfile(twoStages('COPY --from=build /app/x ./')))).toThrow('no CMD')
  })

  it("reads this repository's Dockerfile: a standalone server from the build stage", () => {
    const { runtime } = runtimeStage(parseDockerfile(readFileSync(join(__dirname, '../../Dockerfile'), 'utf8')))
    expect(runtime.cmd).toEqual(['node', 'server.js'])
    expect(runtime.copies.map(({ sources }) => sources).flat()).toContain('/app/.next/standalone')
  })
})
