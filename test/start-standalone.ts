// A standalone build's server.js, laid out as the Dockerfile ships it; one copy per PORT, so servers never share one.
import { join } from 'node:path'
import { pathToFileURL } from 'node:url'
import { layOutStandalone, repoRoot } from '#test/servers'

const runtime = join(repoRoot, process.env.PLAINGUARD_DIST_DIR || '.next', `runtime-${process.env.PORT}`)
layOutStandalone(runtime, process.env.PLAINGUARD_DIST_DIR)
// Loopback only; a container's HOSTNAME (its id) would be what server.js listens on.
process.env.HOSTNAME = 'localhost'
await import(pathToFileURL(join(runtime, 'server.js')).href)
