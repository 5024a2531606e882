import { asciiHostname, isValidHostname } from './hostname.ts'
import type { ParsedDomain } from './parse.ts'
import { claimOrder, fuzzers, techniqueIds, type TechniqueId } from './techniques.ts'

export type Lookalike = {
  /** The host name as it is registered and typed into DNS: ASCII, `xn--` Punycode for Unicode labels. */
  ascii: string
  /** The form a reader sees, when it differs from `ascii` (an internationalised name). */
  unicode?: string
}

export type TechniqueResult = {
  technique: TechniqueId
  /** The lookalikes shown, up to the cap. */
  lookalikes: Lookalike[]
  /** How many this technique found, those past RESULT_CAP included. */
  found: number
  /** True when the technique had more candidates than TECHNIQUE_CAP: those past it were never built. */
  capped: boolean
}

export type LookalikeReport = {
  domain: ParsedDomain
  /** Every technique, in display order, empty ones included. */
  techniques: TechniqueResult[]
  found: number
  shown: number
  /** Found but past the cap: counted, not listed. */
  leftOut: number
}

/** The User Timing entry the checker records around each run (the bench reads it: bench/lookalike.bench.ts). */
export const LOOKALIKE_MEASURE = 'lookalike:find'

/** Results listed at most; past it they are counted only, so a long name stays quick to show. */
export const RESULT_CAP = 2000

/** Candidates one technique may generate; a hostile name (`l`×63) otherwise makes millions. */
export const TECHNIQUE_CAP = 10_000

/** Every lookalike of a domain once, by technique; the cap fills in claim order, so homoglyphs are left out first. */
export function findLookalikes(domain: ParsedDomain, cap = RESULT_CAP): LookalikeReport {
  // Candidates are compared in their Unicode form: Punycode maps distinct labels to distinct ones.
  const seen = new Set([domain.domain])
  const byTechnique = new Map<TechniqueId, TechniqueResult>()
  let found = 0
  for (const technique of claimOrder) {
    const result: TechniqueResult = { technique, lookalikes: [], found: 0, capped: false }
    byTechnique.set(technique, result)
    let generated = 0
    // The fuzzers are lazy: leaving the loop at the cap leaves the rest unbuilt.
    for (const candidate of fuzzers[technique](domain)) {
      if (generated++ === TECHNIQUE_CAP) {
        result.capped = true
        break
      }
      if (seen.has(candidate)) continue
      seen.add(candidate)
      if (!isValidHostname(candidate)) continue
      result.found++
      // Only listed results are encoded: past the cap they are counted, which is most of the work saved.
      if (found++ >= cap) continue
      const ascii = asciiHostname(candidate)
      result.lookalikes.push(ascii === candidate ? { ascii } : { ascii, unicode: candidate })
    }
  }
  const shown = Math.min(found, cap)
  return { domain, techniques: techniqueIds.map((id) => byTechnique.get(id)!), found, shown, leftOut: found - shown }
}
