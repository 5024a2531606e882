// The npm registry reachable from our machines lacks some other-platform binaries (darwin, win32,
// musl, wasm...) of the versions we pin. `npm install` silently leaves them out of package-lock.json
// and `npm ci` then rejects the lock ("Missing: @next/swc-darwin-x64@ from lock file").
// This adds an entry with the platform fields for each such optional package, so `npm ci` accepts
// the lock and skips them as usual on Linux. Run it after every `npm install` (npm run lock).
import { readFileSync, writeFileSync } from 'node:fs'

const lockPath = new URL('../package-lock.json', import.meta.url)
/** @typedef {{ version?: string, dev?: boolean, optional?: boolean, optionalDependencies?: Record<string, string> }} LockEntry */
const lock = JSON.parse(readFileSync(lockPath, 'utf8'))
/** @type {Record<string, LockEntry>} */
const packages = lock.packages

const osNames = ['darwin', 'win32', 'linux', 'android', 'freebsd', 'openbsd', 'netbsd', 'sunos', 'aix', 'openharmony']
const cpuNames = ['arm64', 'x64', 'ia32', 'arm', 'loong64', 'ppc64', 's390x', 'riscv64', 'mips64el', 'wasm32']

/**
 * Platform fields from a binary package's name, e.g. rollup-linux-arm64-musl.
 * @param {string} name
 */
function platformOf(name) {
  // Some packages spell the platform their own way: @cloudflare/workerd-windows-64.
  const aliases = /** @type {Record<string, string>} */ ({ windows: 'win32', 64: 'x64' })
  const parts = (name.split('/').pop() ?? '').split('-').map((part) => aliases[part] ?? part)
  /** @type {{ os?: string[], cpu?: string[], libc?: string[] }} */
  const fields = {}
  const os = parts.find((part) => osNames.includes(part))
  const cpu = parts.find((part) => cpuNames.includes(part))
  if (os) fields.os = [os]
  if (cpu) fields.cpu = [cpu]
  if (parts.includes('musl') || parts.includes('musleabihf')) fields.libc = ['musl']
  else if (os === 'linux' && parts.some((part) => part.startsWith('gnu'))) fields.libc = ['glibc']
  return fields
}

/**
 * Whether node's resolution from parentKey finds the package in the lock.
 * @param {string} parentKey
 * @param {string} name
 */
function resolves(parentKey, name) {
  const segments = parentKey.split('/node_modules/')
  for (let depth = segments.length; depth >= 0; depth -= 1) {
    const base = segments.slice(0, depth).join('/node_modules/')
    const key = base ? `${base}/node_modules/${name}` : `node_modules/${name}`
    if (packages[key]) return true
  }
  return false
}

let added = 0
for (const [key, entry] of Object.entries(packages)) {
  for (const [name, spec] of Object.entries(entry.optionalDependencies ?? {})) {
    if (resolves(key, name)) continue
    const fields = platformOf(name)
    if (!fields.os && !fields.cpu) continue
    const target = packages[`node_modules/${name}`] ? `${key}/node_modules/${name}` : `node_modules/${name}`
    packages[target] = {
      version: spec.replace(/^[\^~=]/, ''),
      ...(entry.dev ? { dev: true } : {}),
      optional: true,
      ...fields,
    }
    added += 1
  }
}

lock.packages = Object.fromEntries(
  Object.entries(packages).sort(([a], [b]) => (a === '' ? -1 : b === '' ? 1 : a.localeCompare(b))),
)
writeFileSync(lockPath, `${JSON.stringify(lock, null, 2)}\n`)
console.log(`complete-lockfile: added ${added} platform entries`)
