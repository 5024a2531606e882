import { useId, useState } from 'react'
import { resultsCopy as copy, techniqueCopy } from '@/content/tools/lookalike-domains'
import type { TechniqueResult } from '#lib/lookalike/generate'
import { formatCount } from '#lib/format'

/** Lookalikes listed before "Show all": two screens of a phone at most, and full rows of 2 or 3 columns. */
const PREVIEW = 24

export function TechniqueGroup({ result }: { result: TechniqueResult }) {
  const id = useId()
  const [expanded, setExpanded] = useState(false)
  const { name, text } = techniqueCopy[result.technique]
  const listed = result.lookalikes
  const visible = expanded ? listed : listed.slice(0, PREVIEW)
  const notListed = result.found - listed.length

  return (
    <section aria-labelledby={`${id}-heading`}>
      <h3
        id={`${id}-heading`}
        className="flex items-center gap-3 border-b border-navy-100 pb-2 text-lg font-semibold text-navy-900"
      >
        {name}{' '}
        <span className="rounded-full bg-navy-100 px-2.5 py-0.5 text-sm font-semibold text-navy-900 tabular-nums">
          {formatCount(result.found)}
          <span className="sr-only"> {result.found === 1 ? 'domain' : 'domains'}</span>
        </span>
      </h3>
      <p className="mt-2 text-sm text-slate-600">{text}</p>
      <ul id={`${id}-list`} className="mt-3 grid gap-x-6 gap-y-1.5 font-mono text-sm text-navy-900 sm:grid-cols-2 lg:grid-cols-3">
        {visible.map((lookalike) => (
          <li key={lookalike.ascii} className="break-all">
            {lookalike.unicode ?? lookalike.ascii}
            {lookalike.unicode && (
              <span className="block text-xs text-slate-500">
                <span className="sr-only">{copy.unicodeNote} </span>
                {lookalike.ascii}
              </span>
            )}
          </li>
        ))}
      </ul>
      {listed.length > PREVIEW && (
        <button
          type="button"
          aria-expanded={expanded}
          aria-controls={`${id}-list`}
          onClick={() => setExpanded(!expanded)}
          className="mt-3 inline-flex min-h-10 items-center text-sm font-semibold text-accent-800 hover:underline"
        >
          {expanded ? copy.showFewer : copy.showAll(listed.length)}
        </button>
      )}
      {notListed > 0 && <p className="mt-2 text-sm text-slate-600">{copy.groupLeftOut(notListed)}</p>}
    </section>
  )
}
