import { asciiHostname, isValidHostname } from '#lib/lookalike/hostname'
import type { ParsedDomain } from '#lib/lookalike/parse'
import { claimOrder, fuzzers, techniqueIds, type TechniqueId } from '#lib/lookalike/techniques'

export type Lookalike = {
  /** ASCII, with `xn--` Punycode for Unicode labels. */
  ascii: string
  unicode?: string
}

export type TechniqueResult = {
  technique: TechniqueId
  lookalikes: Lookalike[]
  /** Includes those past RESULT_CAP. */
  found: number
  /** Candidates past TECHNIQUE_CAP were never built. */
  capped: boolean
}

export type LookalikeReport = {
  domain: ParsedDomain
  /** In display order, empty ones included. */
  techniques: TechniqueResult[]
  found: number
  shown: number
  leftOut: number
}

export const LOOKALIKE_MEASURE = 'lookalike:find'

/** Past this, results are counted but not listed, so a long name stays quick to show. */
export const RESULT_CAP = 2000

/** Applies per technique; a hostile name (`l`×63) would otherwise make millions. */
export const TECHNIQUE_CAP = 10_000

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
