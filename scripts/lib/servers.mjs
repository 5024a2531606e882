// The servers the deployment checks start in their fixtures (e2e/checks/): each listens on loopback only.
import { spawn } from 'node:child_process'
import { existsSync } from 'node:fs'
import { createServer } from 'node:net'
import { fileURLToPath } from 'node:url'

export const repoRoot = fileURLToPath(new URL('../..', import.meta.url))
const nextBin = fileURLToPath(new URL('../../node_modules/.bin/next', import.meta.url))

/** Keeps every spawned Next from phoning home: nothing in a check may reach the internet. */
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

/** Whether the site has a production build to serve. */
export const siteIsBuilt = () => existsSync(`${repoRoot}/.next/BUILD_ID`)

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
 * `next start` on loopback. The host is `localhost`, not 127.0.0.1: with `--hostname 127.0.0.1` Next 16 sends
 * the middleware's rewrites over the network to localhost instead of serving them itself, and the pages fail
 * (vercel/next.js#94745).
 * @param {number} port
 * @param {NodeJS.ProcessEnv} [env]
 */
export function startNext(port, env = quietEnv) {
  return startServer(nextBin, ['start', '--hostname', 'localhost', '--port', String(port)], `http://localhost:${port}`, env)
}

// Ctrl-C and kill still run the 'exit' handlers that stop the servers.
for (const signal of /** @type {const} */ (['SIGINT', 'SIGTERM'])) process.once(signal, () => process.exit(130))
