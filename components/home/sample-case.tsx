import { homeDeliverables } from '@/content/home'

const { sample } = homeDeliverables

/** A takedown case as a customer sees it in the dashboard, drawn in HTML: a sample, and captioned as one. */
export function SampleCase() {
  return (
    <figure className="min-w-0">
      <div className="overflow-hidden rounded-2xl border border-navy-100 bg-white shadow-xl shadow-navy-900/10">
        <div className="flex items-center gap-2 border-b border-navy-100 bg-navy-50 px-4 py-3">
          <span aria-hidden="true" className="flex gap-1.5">
            <span className="size-2.5 rounded-full bg-navy-100" />
            <span className="size-2.5 rounded-full bg-navy-100" />
            <span className="size-2.5 rounded-full bg-navy-100" />
          </span>
          <span className="ml-2 text-xs font-medium text-slate-600">Plainguard dashboard · Cases</span>
        </div>
        <div className="p-5 sm:p-6">
          <div className="flex flex-wrap items-start justify-between gap-3">
            <div>
              <p className="text-xs font-semibold tracking-wide text-slate-500 uppercase">{sample.reference}</p>
              <p className="mt-1 text-lg font-semibold text-navy-900">{sample.kind}</p>
            </div>
            <p className="inline-flex items-center gap-1.5 rounded-full bg-accent-300/25 px-3 py-1 text-sm font-semibold text-accent-800">
              <span aria-hidden="true" className="size-2 rounded-full bg-accent-600" />
              {sample.status}
            </p>
          </div>
          <dl className="mt-5 grid gap-3 rounded-xl bg-navy-50 p-4 text-sm">
            <div className="min-w-0">
              <dt className="text-slate-600">Target</dt>
              <dd className="mt-0.5 font-mono font-medium break-all text-navy-900">{sample.target}</dd>
            </div>
            <div>
              <dt className="text-slate-600">Imitates</dt>
              <dd className="mt-0.5 font-medium text-navy-900">{sample.imitates}</dd>
            </div>
          </dl>
          <ol className="mt-6 space-y-4" aria-label="Case history">
            {sample.timeline.map((event, index) => (
              <li key={event.label} className="relative flex gap-3 text-sm">
                {index < sample.timeline.length - 1 && (
                  <span aria-hidden="true" className="absolute top-6 left-[0.6875rem] h-[calc(100%-0.5rem)] w-px bg-navy-100" />
                )}
                <span
                  aria-hidden="true"
                  className="relative mt-0.5 inline-flex size-6 shrink-0 items-center justify-center rounded-full bg-accent-700 text-white"
                >
                  <svg viewBox="0 0 16 16" className="size-3.5" fill="none" stroke="currentColor" strokeWidth="2.2">
                    <path d="m3.5 8.5 3 3 6-7" strokeLinecap="round" strokeLinejoin="round" />
                  </svg>
                </span>
                <div>
                  <p className="font-semibold text-navy-900">{event.label}</p>
                  <p className="text-slate-600">{event.detail}</p>
                </div>
              </li>
            ))}
          </ol>
          <div className="mt-6 border-t border-navy-100 pt-4">
            <p className="text-xs font-semibold tracking-wide text-slate-500 uppercase">Evidence</p>
            <ul className="mt-2 flex flex-wrap gap-2">
              {sample.evidence.map((file) => (
                <li key={file} className="rounded-md border border-navy-100 px-2.5 py-1 font-mono text-xs text-navy-900">
                  {file}
                </li>
              ))}
            </ul>
          </div>
        </div>
      </div>
      <figcaption className="mt-3 text-sm text-slate-600">{sample.caption}</figcaption>
    </figure>
  )
}
