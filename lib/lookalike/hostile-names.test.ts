import { setFlagsFromString } from 'node:v8'
import { runInNewContext } from 'node:vm'
import { findLookalikes, TECHNIQUE_CAP } from '#lib/lookalike/generate'
import { INPUT_MAX, parseDomain, type ParsedDomain } from '#lib/lookalike/parse'
import { techniqueIds } from '#lib/lookalike/techniques'

// A hostile name must finish within a second of CPU time (not wall time: other processes may hold the cores) and 100 MB.
const CPU_LIMIT_MS = 1000
const HEAP_LIMIT_BYTES = 100 * 1024 * 1024

setFlagsFromString('--expose-gc')
const gc = runInNewContext('gc') as () => void

const repeat = (unit: string, length: number) => unit.repeat(Math.ceil(length / unit.length)).slice(0, length)

/** The worst names found by searching runs of each letter and pairs of letters, 20 to 63 long. */
const hostile = [
  `${repeat('l', 63)}.com`, // 3,900,165 results in 27.8 s before the caps
  `${repeat('m', 63)}.com`, // no result after 150 s before the caps
  `${repeat('a', 45)}.com`, // the slowest since: every candidate Unicode, encoded to be checked
  `${repeat('u', 55)}.com`,
  `${repeat('e', 63)}.co.uk`,
  `${repeat('w', 32)}.com`, // the longest label still swapped twice, of a letter with ASCII look-alikes
  `${repeat('1l', 32)}.com`,
  `${repeat('rnm', 32)}.com`,
  `${repeat('a-', 63)}.co.uk`,
  `${repeat('0', 63)}.com`,
  `${repeat('1-', 63)}.com`,
  // 253 characters in many labels, under a wildcard ending: the 54-character label is part of the ending.
  `${[repeat('l', 63), repeat('l', 63), repeat('m', 63), repeat('m', 54)].join('.')}.sch.uk`,
]

function parsed(input: string): ParsedDomain {
  const result = parseDomain(input)
  if (!result.ok) throw new Error(`${input}: ${result.error}`)
  return result.domain
}

describe('the engine on hostile names', () => {
  it('takes the 253-character name whole', () => {
    expect(hostile.at(-1)).toHaveLength(253)
  })

  it.each(hostile)('%s: every candidate within a CPU second and 100 MB, no technique past its cap', (input) => {
    const domain = parsed(input)
    gc()
    const heapBefore = process.memoryUsage().heapUsed
    const cpuBefore = process.cpuUsage()
    // Infinity lists and encodes every lookalike: the registered-domain check's path, the most work there is.
    const report = findLookalikes(domain, Infinity)
    const cpu = process.cpuUsage(cpuBefore)
    expect(process.memoryUsage().heapUsed - heapBefore).toBeLessThan(HEAP_LIMIT_BYTES)
    expect((cpu.user + cpu.system) / 1000).toBeLessThan(CPU_LIMIT_MS)
    for (const technique of report.techniques) expect(technique.found).toBeLessThanOrEqual(TECHNIQUE_CAP)
    expect(report.found).toBeLessThanOrEqual(TECHNIQUE_CAP * techniqueIds.length)
  })

  it.each([
    ['Unicode', `${'ḿ'.repeat(63)}.com`],
    ['Punycode', `xn--${repeat('l', 59)}.com`],
    ['over-long', `${repeat('l', 63)}.com/${'m'.repeat(INPUT_MAX)}`],
    ['a URL at the length limit', `https://${repeat('l', 63)}.co.uk/${repeat('m', INPUT_MAX - 78)}`],
  ])('%s input is refused or reduced at once', (_, input) => {
    const started = performance.now()
    const result = parseDomain(input)
    expect(performance.now() - started).toBeLessThan(50)
    if (result.ok) expect(result.domain.domain).toBe(`${repeat('l', 63)}.co.uk`)
  })
})
