import type { LookalikeReport } from './generate'
import type { TechniqueId } from './techniques'

/** The listed lookalikes of the techniques shown (all, or the one filtered to), in display order. */
export function listedLookalikes(report: LookalikeReport, only?: TechniqueId) {
  return report.techniques
    .filter((result) => !only || result.technique === only)
    .flatMap((result) => result.lookalikes.map((lookalike) => ({ ...lookalike, technique: result.technique })))
}

/** One ASCII host name a line: what a blocklist or a registrar's search takes. */
export function lookalikesText(report: LookalikeReport, only?: TechniqueId): string {
  return listedLookalikes(report, only)
    .map((lookalike) => lookalike.ascii)
    .join('\n')
}

/** CSV with a header row: domain (ASCII), unicode (when it differs), technique. Host names hold no comma, quote or leading `=+-@`, and technique names are ours: no field needs quoting. */
export function lookalikesCsv(report: LookalikeReport, names: Record<TechniqueId, string>, only?: TechniqueId): string {
  const rows = listedLookalikes(report, only).map((lookalike) =>
    [lookalike.ascii, lookalike.unicode ?? '', names[lookalike.technique]].join(','),
  )
  return `${['domain,unicode,technique', ...rows].join('\r\n')}\r\n`
}

/** The download's file name: `lookalikes-example.co.uk.csv`. */
export const csvFileName = (report: LookalikeReport, only?: TechniqueId) =>
  `lookalikes-${report.domain.domain}${only ? `-${only}` : ''}.csv`
