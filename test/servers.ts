// The servers the deployment checks (e2e/checks/) start in their fixtures, each on loopback only.
import { spawn } from 'node:child_process'
import { cpSync, existsSync, readFileSync, rmSync } from 'node:fs'
import { join } from 'node:path'
import { fileURLToPath } from 'node:url'

export const repoRoot = fileURLToPath(new URL('..', import.meta.url))
const nextBin = fileURLToPath(new URL('../node_modules/.bin/next', import.meta.url))

/** Nothing in a check may reach the internet, Next's telemetry included. */
export const quietEnv: NodeJS.ProcessEnv = { ...process.env, NEXT_TELEMETRY_DISABLED: '1' }

export const siteIsBuilt = () => existsSync(`${repoRoot}/.next/BUILD_ID`)

/** The Dockerfile's runtime stage in `into`: each of its `COPY --from=build /app/…` lines, read from the Dockerfile. */
export function layOutStandalone(into: string, distDir = '.next') {
  const copies = [
    ...readFileSync(join(repoRoot, 'Dockerfile'), 'utf8').matchAll(/^COPY --from=build (?:--\S+ )*\/app\/(\S+) (\S+)$/gm),
  ]
  if (copies.length === 0) throw new Error('The Dockerfile copies nothing from its build stage: update layOutStandalone')
  rmSync(into, { recursive: true, force: true })
  const inDist = (path: string) => path.replace(/^(\.\/)?\.next\b/, distDir)
  for (const [, from, to] of copies) cpSync(join(repoRoot, inDist(from!)), join(into, inDist(to!)), { recursive: true })
}

const answers = (url: string) =>
  fetch(url, { signal: AbortSignal.timeout(5_000) }).then(
    () => true,
    () => false,
  )

/** Spawns a server in its own process group (so stop() ends its children too); resolves once `url` answers. */
export async function startServer(command: string, args: string[], url: string, env = quietEnv, cwd = repoRoot) {
  // A fixed port (test/env.ts), not a probed one: something already there would answer in our server's place.
  if (await answers(url)) throw new Error(`${url} already answers: stop what listens there, or set PORT (test/env.ts)`)
  const child = spawn(command, args, { cwd, env, detached: true, stdio: ['ignore', 'ignore', 'inherit'] })
  let exited = false
  const exit = new Promise<void>((resolve) => child.once('exit', () => resolve(void (exited = true))))
  /** Ends the server and its children; resolves once it has exited. */
  const stop = () => {
    if (child.pid === undefined) return Promise.resolve()
    if (exited) return exit
    try {
      process.kill(-child.pid, 'SIGTERM')
    } catch {
      // Already gone.
    }
    return exit
  }
  process.once('exit', stop)
  const deadline = Date.now() + 60_000
  while (Date.now() < deadline) {
    if (exited) throw new Error(`${command} ${args.join(' ')} exited before answering ${url}`)
    if (await answers(url)) return { url, stop }
    await new Promise((resolve) => setTimeout(resolve, 250))
  }
  stop()
  throw new Error(`${url} did not answer within 60 s`)
}

/** As `localhost`: on 127.0.0.1 Next 16 sends middleware rewrites to localhost and pages fail (vercel/next.js#94745). */
export function startNext(port: number, env = quietEnv) {
  const url = `http://localhost:${port}`
  if (existsSync(join(repoRoot, '.next/standalone')))
    return startServer(process.execPath, ['test/start-standalone.ts'], url, { ...env, PORT: String(port) })
  return startServer(nextBin, ['start', '--hostname', 'localhost', '--port', String(port)], url, env)
}

// Ctrl-C and kill still run the 'exit' handlers that stop the servers.
for (const signal of ['SIGINT', 'SIGTERM'] as const) process.once(signal, () => process.exit(130))
