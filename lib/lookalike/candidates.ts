import { findLookalikes } from './generate.ts'
import type { ParsedDomain } from './parse.ts'
import { claimOrder, type TechniqueId } from './techniques.ts'

/** A lookalike to look up in DNS: its ASCII (`xn--`) form, the form a reader sees, and how it was made. */
export type Candidate = { ascii: string; display: string; technique: TechniqueId }

/**
 * Every lookalike the engine makes, past the page's 2,000 but within each technique's cap, in claim order:
 * a cap on names checked falls on homoglyphs, the most numerous and least likely kind.
 */
export function candidatesToCheck(domain: ParsedDomain): Candidate[] {
  const report = findLookalikes(domain, Infinity)
  const byTechnique = new Map(report.techniques.map((result) => [result.technique, result.lookalikes]))
  return claimOrder.flatMap((technique) =>
    byTechnique.get(technique)!.map(({ ascii, unicode }) => ({ ascii, display: unicode ?? ascii, technique })),
  )
}
