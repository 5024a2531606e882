// Builds and servers for the benchmark scripts (bench.mjs): everything listens on loopback only.
import { spawn, spawnSync } from 'node:child_process'
import { existsSync, readFileSync } from 'node:fs'
import { createServer } from 'node:net'
import { cpus, loadavg } from 'node:os'
import { fileURLToPath } from 'node:url'

export const repoRoot = fileURLToPath(new URL('../..', import.meta.url))
const nextBin = fileURLToPath(new URL('../../node_modules/.bin/next', import.meta.url))

/** Keeps every spawned Next from phoning home: nothing in a benchmark may reach the internet. */
export const quietEnv = { ...process.env, NEXT_TELEMETRY_DISABLED: '1' }

/**
 * The preferred port when it is free on 127.0.0.1, else one the system picks.
 * @param {number} preferred
 * @returns {Promise<number>}
 */
export function freePort(preferred) {
  /** @param {number} port @returns {Promise<number>} */
  const tryPort = (port) =>
    new Promise((resolve, reject) => {
      const server = createServer()
      server.once('error', reject)
      server.listen(port, '127.0.0.1', () => {
        const address = server.address()
        server.close(() => resolve(typeof address === 'object' && address ? address.port : port))
      })
    })
  return tryPort(preferred).catch(() => tryPort(0))
}

/**
 * Runs a command to completion with its output shown; exits the process when it fails.
 * @param {string} command
 * @param {string[]} args
 * @param {NodeJS.ProcessEnv} [env]
 */
export function run(command, args, env = quietEnv) {
  console.log(`\n$ ${[command, ...args].join(' ')}`)
  const result = spawnSync(command, args, { cwd: repoRoot, stdio: 'inherit', env })
  if (result.status !== 0) {
    console.error(`${command} ${args.join(' ')} failed (exit ${result.status ?? result.signal})`)
    process.exit(1)
  }
}

/**
 * The production site, built the way it ships (npm run build, never next build directly).
 * @param {NodeJS.ProcessEnv} [env]
 */
export const buildSite = (env) => run('npm', ['run', 'build'], env)

/**
 * Every page, as visitors see its URL: the visitor variant of each route a build prerendered, home first.
 * @param {string} distDir the build's folder, relative to the repository
 */
export function builtRoutes(distDir) {
  const manifest = JSON.parse(readFileSync(`${repoRoot}/${distDir}/prerender-manifest.json`, 'utf8'))
  const paths = Object.keys(manifest.routes)
    .filter((route) => route === '/visitor' || route.startsWith('/visitor/'))
    .map((route) => route.replace(/^\/visitor/, '') || '/')
    .sort((a, b) => (a === '/' ? -1 : b === '/' ? 1 : a.localeCompare(b)))
  if (!paths.length) throw new Error(`${distDir}/prerender-manifest.json lists no /visitor page`)
  return paths
}

/** Whether the site has a production build to serve. */
export const siteIsBuilt = () => existsSync(`${repoRoot}/.next/BUILD_ID`)

/** The 1-minute load average, with a warning when other processes keep every core busy. */
export function checkMachineLoad() {
  const [load = 0] = loadavg()
  if (load > cpus().length)
    console.warn(`warning: load average ${load.toFixed(1)} on ${cpus().length} cores: other processes will skew the figures`)
  return load
}

/** @typedef {{ url: string, stop: () => void }} RunningServer */

/**
 * Spawns a server in its own process group and resolves once `url` answers (any status).
 * @param {string} command
 * @param {string[]} args
 * @param {string} url
 * @param {NodeJS.ProcessEnv} [env]
 * @param {string} [cwd] where the command runs (the repository by default)
 * @returns {Promise<RunningServer>}
 */
export async function startServer(command, args, url, env = quietEnv, cwd = repoRoot) {
  const child = spawn(command, args, { cwd, env, detached: true, stdio: ['ignore', 'ignore', 'inherit'] })
  let exited = false
  child.once('exit', () => (exited = true))
  const stop = () => {
    if (exited || child.pid === undefined) return
    try {
      process.kill(-child.pid, 'SIGTERM')
    } catch {
      // Already gone.
    }
  }
  process.once('exit', stop)
  const deadline = Date.now() + 60_000
  while (Date.now() < deadline) {
    if (exited) throw new Error(`${command} ${args.join(' ')} exited before answering ${url}`)
    try {
      await fetch(url, { signal: AbortSignal.timeout(5_000) })
      return { url, stop }
    } catch {
      await new Promise((resolve) => setTimeout(resolve, 250))
    }
  }
  stop()
  throw new Error(`${url} did not answer within 60 s`)
}

/**
 * `next start` on loopback for the site (dir '.') or a fixture such as bench/floor. The host is
 * `localhost`, not 127.0.0.1: with `--hostname 127.0.0.1` Next 16 sends the middleware's rewrites over the
 * network to localhost instead of serving them itself, and the pages fail (vercel/next.js#94745).
 * @param {number} port
 * @param {string} [dir]
 * @param {NodeJS.ProcessEnv} [env] PLAINGUARD_DIST_DIR names a build other than .next
 */
export function startNext(port, dir = '.', env = quietEnv) {
  return startServer(nextBin, ['start', dir, '--hostname', 'localhost', '--port', String(port)], `http://localhost:${port}`, env)
}

/** @param {string} dir */
export const buildNext = (dir) => run(nextBin, ['build', dir])

// Ctrl-C and kill still run the 'exit' handlers that stop the servers.
for (const signal of /** @type {const} */ (['SIGINT', 'SIGTERM'])) process.once(signal, () => process.exit(130))
