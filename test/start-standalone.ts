// The server of a standalone build (BUILD_STANDALONE=1), which `next start` does not serve: `node server.js` in the
// layout the Dockerfile ships, under <distDir>/runtime-<PORT> (one per server, so two never share one), on PORT.
import { join } from 'node:path'
import { pathToFileURL } from 'node:url'
import { layOutStandalone, repoRoot } from './servers.ts'

const runtime = join(repoRoot, process.env.PLAINGUARD_DIST_DIR || '.next', `runtime-${process.env.PORT}`)
layOutStandalone(runtime, process.env.PLAINGUARD_DIST_DIR)
// Loopback only; a container's HOSTNAME (its id) would be what server.js listens on.
process.env.HOSTNAME = 'localhost'
await import(pathToFileURL(join(runtime, 'server.js')).href)
