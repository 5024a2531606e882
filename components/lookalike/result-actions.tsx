import { buttonClasses } from '@/components/ui/button'
import { resultsCopy as copy, techniqueCopy } from '@/content/tools/lookalike-domains'
import { csvFileName, exportRows, lookalikesCsv, lookalikesText, type RegisteredFindings } from '#lib/lookalike/export'
import type { LookalikeReport } from '#lib/lookalike/generate'
import type { TechniqueId } from '#lib/lookalike/techniques'

const names = Object.fromEntries(Object.entries(techniqueCopy).map(([id, { name }]) => [id, name])) as Record<TechniqueId, string>

/** Copy and download what the filter shows; both stay in the browser (the clipboard, a Blob URL). */
export function ResultActions({
  report,
  only,
  registered,
  onDone,
}: {
  report: LookalikeReport
  only?: TechniqueId
  registered?: RegisteredFindings
  onDone: (feedback: string) => void
}) {
  const count = exportRows(report, only, registered).length

  async function copyList() {
    try {
      await navigator.clipboard.writeText(lookalikesText(report, only, registered))
      onDone(copy.copied(count))
    } catch {
      onDone(copy.copyFailed)
    }
  }

  function download() {
    // The byte-order mark tells spreadsheet programs the file is UTF-8, so Unicode lookalikes open intact.
    const url = URL.createObjectURL(
      new Blob(['\uFEFF', lookalikesCsv(report, names, only, registered)], { type: 'text/csv;charset=utf-8' }),
    )
    const link = Object.assign(document.createElement('a'), { href: url, download: csvFileName(report, only) })
    link.click()
    // Freed later, not at once: revoking before the browser has read the Blob can fail the download.
    setTimeout(() => URL.revokeObjectURL(url), 60_000)
    onDone(copy.downloaded(count))
  }

  return (
    <div className="flex flex-wrap gap-3">
      <button type="button" onClick={copyList} className={buttonClasses('secondary', 'md')}>
        {copy.copy}
      </button>
      <button type="button" onClick={download} className={buttonClasses('secondary', 'md')}>
        {copy.download}
      </button>
    </div>
  )
}
