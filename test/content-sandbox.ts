// The editable content built in a temporary copy of the site, as `next build` builds it: for the tests that add or
// break a file and read what the build made of it or said.
import { spawnSync } from 'node:child_process'
import { cpSync, mkdirSync, mkdtempSync, readFileSync, symlinkSync, writeFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'

// The repository: where jest.config.ts's nextJest({ dir: './' }) already expects Jest to run.
export const root = process.cwd()

/** A copy of the site's content and its configuration in a temporary folder, plus `files`. */
export function contentCopy(files: Record<string, string>) {
  const dir = mkdtempSync(join(tmpdir(), 'plainguard-content-'))
  // What the content configuration can reach: package.json, tsconfig.json (the @/ alias), the root files, content/, lib/.
  for (const path of ['package.json', 'tsconfig.json', 'content-collections.ts', 'content', 'lib'])
    cpSync(join(root, path), join(dir, path), { recursive: true, filter: (source) => !source.endsWith('.test.ts') })
  cpSync(join(root, 'public/images/blog'), join(dir, 'public/images/blog'), { recursive: true })
  // The proof fixtures, for a build with PLAINGUARD_PROOF_DIR=proof.
  cpSync(join(root, 'e2e/fixtures/proof'), join(dir, 'proof'), { recursive: true })
  symlinkSync(join(root, 'node_modules'), join(dir, 'node_modules'), 'dir')
  // A Next project around it: the site's own configuration, and an app folder for Next to find.
  writeFileSync(join(dir, 'next.config.mjs'), `export { default } from '${join(root, 'next.config.mjs')}'\n`)
  mkdirSync(join(dir, 'app'))
  for (const [path, text] of Object.entries(files)) writeFileSync(join(dir, path), text)
  return dir
}

/**
 * Builds the copy's content as `next build` does, with `next typegen` (no compile); `proofDir` (under the copy):
 * another proof folder, as the e2e fixture build. `output`: what it printed, for the messages.
 */
export function buildSandboxContent(dir: string, proofDir?: string) {
  const result = spawnSync(process.execPath, [join(root, 'node_modules/next/dist/bin/next'), 'typegen'], {
    cwd: dir,
    encoding: 'utf8',
    env: { ...process.env, NODE_ENV: 'production', ...(proofDir && { PLAINGUARD_PROOF_DIR: proofDir }) },
  })
  return { status: result.status, stderr: result.stderr, output: result.stdout + result.stderr }
}

/** A generated collection file (`export default [...]`) as data. */
export const collection = (dir: string, name: string) =>
  JSON.parse(readFileSync(join(dir, '.content-collections/generated', `${name}.js`), 'utf8').replace(/^\s*export default/m, ''))

export const frontmatter = (fields: Record<string, string | number>) =>
  `---\n${Object.entries(fields)
    .map(([key, value]) => `${key}: ${JSON.stringify(value)}`)
    .join('\n')}\n---\n`
