// Jest's and Playwright's global setup: tests import the generated content, so build it as `next build` does
// (withContentCollections in next.config.mjs, run by `next typegen`), stopping on a bad file.
import { spawnSync } from 'node:child_process'

export default function buildContent() {
  // A bad file stops only a production run; Jest sets NODE_ENV=test.
  const run = spawnSync('npx', ['next', 'typegen'], { encoding: 'utf8', env: { ...process.env, NODE_ENV: 'production' } })
  if (run.status !== 0) throw new Error(`next typegen could not build the content:\n${run.stdout}${run.stderr}`)
}
