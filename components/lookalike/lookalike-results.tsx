import Link from 'next/link'
import { useId, useMemo, useState } from 'react'
import { buttonClasses } from '@/components/ui/button'
import { resultsCopy as copy, techniqueCopy } from '@/content/tools/lookalike-domains'
import type { LookalikeReport } from '#lib/lookalike/generate'
import type { TechniqueId } from '#lib/lookalike/techniques'
import { FilterSelect } from '@/components/lookalike/filter-select'
import { ResultActions } from '@/components/lookalike/result-actions'
import { RegisteredCheck } from '@/components/lookalike/registered-check'
import { TechniqueGroup } from '@/components/lookalike/technique-group'
import { useRegisteredCheck } from '@/components/lookalike/use-registered-check'
import { checkEnd } from '#lib/lookalike/registered-state'
import { surface } from '@/components/ui/card'

export function LookalikeResults({ report }: { report: LookalikeReport }) {
  const id = useId()
  const [only, setOnly] = useState<TechniqueId | ''>('')
  const [feedback, setFeedback] = useState('')
  const found = report.techniques.filter((result) => result.found > 0)
  const { domain } = report.domain
  const { check, start } = useRegisteredCheck(domain)
  const registered =
    check.done || check.found.length ? { lines: check.found, complete: checkEnd(check) === 'complete' } : undefined
  // Built once per filter: the check's progress re-renders the rest several times a second.
  const groups = useMemo(
    () =>
      report.techniques
        .filter((result) => result.found > 0 && (!only || result.technique === only))
        .map((result) => <TechniqueGroup key={result.technique} result={result} />),
    [report, only],
  )

  return (
    <div className="mt-2">
      <div className="space-y-1 text-sm text-slate-600">
        {report.domain.reduced && <p>{copy.reduced(domain)}</p>}
        {report.leftOut > 0 && <p>{copy.capped(report.shown, report.leftOut)}</p>}
      </div>

      <div className={`${surface('tint', 'p-4')} mt-6 flex flex-col gap-4 lg:flex-row lg:items-end lg:justify-between`}>
        <div className="flex flex-col gap-4 sm:flex-row sm:items-end">
          <FilterSelect
            id={`${id}-filter`}
            label={copy.filter}
            all={{ label: copy.allTechniques, count: report.found }}
            choices={found.map((result) => ({
              value: result.technique,
              label: techniqueCopy[result.technique].name,
              count: result.found,
            }))}
            value={only}
            onChange={(technique) => {
              setOnly(technique)
              setFeedback('')
            }}
          />
          <ResultActions report={report} only={only || undefined} registered={registered} onDone={setFeedback} />
        </div>
        {/* Not prefetched: the page makes no request unless the visitor asks for the registration check. */}
        <Link
          href={`/book-demo#domain=${encodeURIComponent(domain)}`}
          prefetch={false}
          className={`${buttonClasses('secondary', 'md')} text-center lg:shrink-0`}
        >
          {copy.handoff}
        </Link>
      </div>
      <p role="status" className="mt-3 text-sm font-medium text-accent-800">
        {feedback}
      </p>
      <p className="mt-1 max-w-3xl text-sm text-slate-600">{copy.handoffText}</p>

      <RegisteredCheck domain={domain} total={report.found} check={check} onStart={start} />

      <div className="mt-10 space-y-10">{groups}</div>
    </div>
  )
}
