// Debian's dnstwist through its Python module: its Fuzzer's permutations, offline, and --registered against a given server.
import { execFile, spawnSync } from 'node:child_process'
import { fileURLToPath } from 'node:url'
import { promisify } from 'node:util'

export const PYTHON = process.env.DNSTWIST_PYTHON ?? '/usr/bin/python3'

export function python(program: string, input: unknown) {
  const file = fileURLToPath(new URL(program, import.meta.url))
  const result = spawnSync(PYTHON, [file], { input: JSON.stringify(input), encoding: 'utf8', maxBuffer: 1 << 30 })
  if (result.status !== 0) throw new Error(`${PYTHON} failed: ${result.stderr || result.error}`)
  return JSON.parse(result.stdout)
}

/** Why the comparison cannot run (a sentence), or null when PYTHON imports these modules. */
export function missingPython(modules: string) {
  const probe = spawnSync(PYTHON, ['-c', `import ${modules}`], { encoding: 'utf8' })
  return probe.status === 0 ? null : `${PYTHON} cannot import ${modules} (apt-get install dnstwist).`
}

/** Never the domain itself; each as [technique, name]. */
export const dnstwistPermutations = (domains: string[]): Record<string, [string, string][]> =>
  python('dnstwist-permutations.py', domains)

export type DnstwistName = {
  fuzzer: string
  domain: string
  dns_ns?: string[]
  dns_a?: string[]
  dns_aaaa?: string[]
  dns_mx?: string[]
}

/** dnstwist takes no port, so `nameserver` answers on 53; async, so a stand-in server in this process keeps answering. */
export async function dnstwistRegistered(
  domain: string,
  { nameserver, threads }: { nameserver: string; threads: number },
): Promise<DnstwistName[]> {
  const args = ['-m', 'dnstwist', '--registered', '--all', '--format', 'json', '--threads', String(threads)]
  const run = promisify(execFile)(PYTHON, [...args, '--nameservers', nameserver, domain], {
    maxBuffer: 1 << 26,
    timeout: 120_000,
  })
  const { stdout } = await run
  return stdout.trim() ? JSON.parse(stdout) : []
}
