import type { RegisteredLine } from '#lib/lookalike/check-registered'
import type { Lookalike, LookalikeReport } from '#lib/lookalike/generate'
import type { TechniqueId } from '#lib/lookalike/techniques'

/** `complete`: every name was checked, so the rest are not registered. */
export type RegisteredFindings = { lines: readonly RegisteredLine[]; complete: boolean }

export type ExportRow = Lookalike & { technique: TechniqueId; registered?: RegisteredLine }

export function listedLookalikes(report: LookalikeReport, only?: TechniqueId) {
  return report.techniques
    .filter((result) => !only || result.technique === only)
    .flatMap((result) => result.lookalikes.map((lookalike) => ({ ...lookalike, technique: result.technique })))
}

/** Registered names past the list's cap follow the listed ones. */
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

export function lookalikesText(report: LookalikeReport, only?: TechniqueId, registered?: RegisteredFindings): string {
  return exportRows(report, only, registered)
    .map((row) => row.ascii)
    .join('\n')
}

/** A leading `=+-@` is defused: DNS answers come from whoever runs a lookalike's servers. */
export function csvField(value: string): string {
  const inert = /^[=+\-@\t\r]/.test(value) ? `'${value}` : value
  return /[",\r\n]/.test(inert) ? `"${inert.replace(/"/g, '""')}"` : inert
}

const registeredFields = ({ registered }: ExportRow, complete: boolean) => [
  registered ? 'yes' : complete ? 'no' : '',
  registered?.status ?? '',
  ...(['a', 'aaaa', 'mx', 'ns'] as const).map((type) => registered?.[type].join(' ') ?? ''),
]

/** `registered` is empty, not `no`, where the check did not reach every name. */
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

export const csvFileName = (report: LookalikeReport, only?: TechniqueId) =>
  `lookalikes-${report.domain.domain}${only ? `-${only}` : ''}.csv`
