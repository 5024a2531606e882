// `node scripts/node-runtime.mjs`: prints the directory of the pinned Node.js (.nvmrc), fetching it
// from the npm registry on first use when the running Node is another version
// (scripts/lib/node-runtime.mjs). For CI, which puts it first on the PATH before `npm ci`
// (.ci/run): it runs on an older Node (20) and needs no dependencies installed. Messages go to
// stderr; stdout is the directory alone.
import { dirname } from 'node:path'
import { pinnedNodeBinary } from './lib/node-runtime.mjs'

try {
  console.log(dirname(pinnedNodeBinary()))
} catch (error) {
  console.error(`node-runtime: ${/** @type {Error} */ (error).message}`)
  process.exit(1)
}
