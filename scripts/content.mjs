// `npm run content`: compiles the MDX content (content-collections.ts) into .content-collections/,
// and exits 1 naming each file and field that is wrong.
// `--watch -- <command>` (npm run dev): builds, then runs the command (next dev) while rebuilding
// as files change, reporting errors without stopping.
// `--config <file>`: another configuration (the collection tests build fixtures with it).
// It runs first in `npm run dev`, `npm run build` and `npm run typecheck` (so in `npm test`).
import { spawn } from 'node:child_process'
import { buildContent } from './lib/content.mjs'

const args = process.argv.slice(2)
const separator = args.indexOf('--')
const command = separator === -1 ? [] : args.slice(separator + 1)
const watch = args.includes('--watch')
const configIndex = args.indexOf('--config')
const configPath = configIndex === -1 ? undefined : args[configIndex + 1]

const started = Date.now()
const errors = await buildContent({ configPath, watch, onError: (message) => console.error(`content: ${message}`) })
if (errors.length && !watch) {
  console.error(`content: ${errors.length} problem(s) to fix`)
  process.exit(1)
}
console.log(`content: built in ${Date.now() - started} ms${watch ? ', watching for changes' : ''}`)

const [program, ...programArgs] = command
if (program) {
  const child = spawn(program, programArgs, { stdio: 'inherit' })
  child.on('exit', (code) => process.exit(code ?? 0))
  for (const signal of /** @type {const} */ (['SIGINT', 'SIGTERM'])) process.on(signal, () => child.kill(signal))
}
