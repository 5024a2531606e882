import type { RegisteredLine } from '#lib/lookalike/check-registered'

/** Riskiest first: a phishing site with its mail leads. */
export const riskGroupIds = ['web-mail', 'mail', 'web', 'delegated', 'failing'] as const
export type RiskGroupId = (typeof riskGroupIds)[number]

export function riskGroupOf(line: RegisteredLine): RiskGroupId {
  if (line.status === 'servfail') return 'failing'
  const web = line.a.length > 0 || line.aaaa.length > 0
  const mail = line.mx.length > 0
  if (web && mail) return 'web-mail'
  if (mail) return 'mail'
  return web ? 'web' : 'delegated'
}

export type RiskGroup = { group: RiskGroupId; lines: RegisteredLine[] }

export function groupByRisk(lines: readonly RegisteredLine[]): RiskGroup[] {
  return riskGroupIds
    .map((group) => ({ group, lines: lines.filter((line) => riskGroupOf(line) === group) }))
    .filter(({ lines }) => lines.length > 0)
}
