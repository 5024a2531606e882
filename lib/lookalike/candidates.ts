import { findLookalikes } from '#lib/lookalike/generate'
import type { ParsedDomain } from '#lib/lookalike/parse'
import { claimOrder, type TechniqueId } from '#lib/lookalike/techniques'

export type Candidate = { ascii: string; display: string; technique: TechniqueId }

/** Includes names past the page's 2,000, in claim order, so a cap on names checked falls on homoglyphs first. */
export function candidatesToCheck(domain: ParsedDomain): Candidate[] {
  const report = findLookalikes(domain, Infinity)
  const byTechnique = new Map(report.techniques.map((result) => [result.technique, result.lookalikes]))
  return claimOrder.flatMap((technique) =>
    byTechnique.get(technique)!.map(({ ascii, unicode }) => ({ ascii, display: unicode ?? ascii, technique })),
  )
}
