import type { RegisteredLine } from './check-registered.ts'
import type { Lookalike, LookalikeReport } from './generate.ts'
import type { TechniqueId } from './techniques.ts'

/** What a registration check found: its lines, and whether it checked every name (so the rest are not registered). */
export type RegisteredFindings = { lines: readonly RegisteredLine[]; complete: boolean }

export type ExportRow = Lookalike & { technique: TechniqueId; registered?: RegisteredLine }

/** The listed lookalikes of the techniques shown (all, or the one filtered to), in display order. */
export function listedLookalikes(report: LookalikeReport, only?: TechniqueId) {
  return report.techniques
    .filter((result) => !only || result.technique === only)
    .flatMap((result) => result.lookalikes.map((lookalike) => ({ ...lookalike, technique: result.technique })))
}

/** The listed lookalikes with what the check found, then registered ones past the list's cap. */
export function exportRows(report: LookalikeReport, only?: TechniqueId, registered?: RegisteredFindings): ExportRow[] {
  const found = new Map(registered?.lines.map((line) => [line.domain, line]))
  const listed = listedLookalikes(report, only).map((lookalike) => ({ ...lookalike, registered: found.get(lookalike.ascii) }))
  const names = new Set(listed.map((row) => row.ascii))
  const beyond = (registered?.lines ?? [])
    .filter((line) => !names.has(line.domain) && (!only || line.technique === only))
    .map((line) => ({
      ascii: line.domain,
      ...(line.display !== line.domain && { unicode: line.display }),
      technique: line.technique,
      registered: line,
    }))
  return [...listed, ...beyond]
}

/** One ASCII host name a line: what a blocklist or a registrar's search takes. */
export function lookalikesText(report: LookalikeReport, only?: TechniqueId, registered?: RegisteredFindings): string {
  return exportRows(report, only, registered)
    .map((row) => row.ascii)
    .join('\n')
}

/** A CSV field with a leading `=+-@` defused: DNS answers come from whoever runs a lookalike's servers. */
export function csvField(value: string): string {
  const inert = /^[=+\-@\t\r]/.test(value) ? `'${value}` : value
  return /[",\r\n]/.test(inert) ? `"${inert.replace(/"/g, '""')}"` : inert
}

const registeredFields = ({ registered }: ExportRow, complete: boolean) => [
  registered ? 'yes' : complete ? 'no' : '',
  registered?.status ?? '',
  ...(['a', 'aaaa', 'mx', 'ns'] as const).map((type) => registered?.[type].join(' ') ?? ''),
]

/** CSV of the lookalikes; `registered` is empty, not `no`, where the check did not reach every name. */
export function lookalikesCsv(
  report: LookalikeReport,
  names: Record<TechniqueId, string>,
  only?: TechniqueId,
  registered?: RegisteredFindings,
): string {
  const header = ['domain', 'unicode', 'technique', ...(registered ? ['registered', 'status', 'a', 'aaaa', 'mx', 'ns'] : [])]
  const rows = exportRows(report, only, registered).map((row) =>
    [
      row.ascii,
      row.unicode ?? '',
      names[row.technique] ?? row.technique,
      ...(registered ? registeredFields(row, registered.complete) : []),
    ]
      .map(csvField)
      .join(','),
  )
  return `${[header.join(','), ...rows].join('\r\n')}\r\n`
}

/** The download's file name: `lookalikes-example.co.uk.csv`. */
export const csvFileName = (report: LookalikeReport, only?: TechniqueId) =>
  `lookalikes-${report.domain.domain}${only ? `-${only}` : ''}.csv`
