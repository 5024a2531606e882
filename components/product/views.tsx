import type { ProductViewOf } from '@/content/product-view'
import { Timeline } from './timeline'
import { Details, Mono, NextStep, Row, ViewHeader } from './view-parts'

/** The dashboard's list of cases: counts across the top, then each case, its status and next step. */
export function CasesView({ view }: { view: ProductViewOf<'cases'> }) {
  return (
    <>
      <p className="text-base font-semibold text-navy-900">{view.title}</p>
      <dl className="mt-2.5 grid grid-cols-3 gap-2">
        {view.stats.map((stat) => (
          <div key={stat.label} className="rounded-lg bg-navy-50 px-3 py-1.5">
            <dt className="text-xs text-slate-600">{stat.label}</dt>
            <dd className="text-lg font-semibold text-navy-900 tabular-nums">{stat.value}</dd>
          </div>
        ))}
      </dl>
      <ul className="mt-1 divide-y divide-navy-100">
        {view.rows.map((row) => (
          <Row
            key={row.target}
            subject={<Mono>{row.target}</Mono>}
            detail={`${row.type} · ${row.evidence} evidence files · Next: ${row.next}`}
            status={row.status}
          />
        ))}
      </ul>
    </>
  )
}

/** One takedown case: what it imitates, what happened when, and the evidence kept. */
export function CaseView({ view }: { view: ProductViewOf<'case'> }) {
  return (
    <>
      <ViewHeader label={view.reference} title={view.title} status={view.status} />
      <Details
        className="mt-3"
        items={[
          { label: 'Target', value: <Mono>{view.target}</Mono> },
          { label: 'Imitates', value: view.imitates },
        ]}
      />
      <div className="mt-4">
        <Timeline events={view.timeline} label="Case history" />
      </div>
      <div className="mt-4 flex flex-wrap items-center gap-2 border-t border-navy-100 pt-3">
        <span className="view-label">Evidence</span>
        {view.evidence.map((file) => (
          <span key={file} className="view-chip">
            {file}
          </span>
        ))}
      </div>
    </>
  )
}

/** A phishing-simulation campaign: the audience, what people did, and the follow-up. */
export function CampaignView({ view }: { view: ProductViewOf<'campaign'> }) {
  return (
    <>
      <ViewHeader label="Simulation campaign" title={view.name} status={view.status} />
      <p className="mt-1 text-xs text-slate-600">{view.audience}</p>
      <ul className="mt-4 space-y-3">
        {view.outcomes.map((outcome) => (
          <li key={outcome.label}>
            <p className="flex justify-between gap-3">
              <span className="font-medium text-navy-900">{outcome.label}</span>
              <span className="text-slate-600 tabular-nums">
                {outcome.count} · {outcome.share}%
              </span>
            </p>
            <span aria-hidden="true" className="mt-1 block h-2 overflow-hidden rounded-full bg-navy-100">
              <span className="block h-full rounded-full bg-accent-600" style={{ width: `${outcome.share}%` }} />
            </span>
          </li>
        ))}
      </ul>
      <ul className="mt-4 space-y-1 border-t border-navy-100 pt-3 text-xs">
        {view.followUp.map((item) => (
          <li key={item} className="flex gap-2">
            <span aria-hidden="true" className="text-accent-700">
              ✓
            </span>
            {item}
          </li>
        ))}
      </ul>
    </>
  )
}

/** A monitoring alert: the domain, the signals that raised it, and the next step. */
export function AlertView({ view }: { view: ProductViewOf<'alert'> }) {
  return (
    <>
      <ViewHeader label={`Alert · ${view.seen}`} title={view.title} status={view.status} />
      <p className="mt-3 rounded-lg border border-red-200 bg-red-50/60 px-3 py-2">
        <Mono>{view.domain}</Mono>
      </p>
      <Details className="mt-3" items={view.signals} />
      <NextStep>{view.next}</NextStep>
    </>
  )
}

/** A dark-web finding: where it was seen, what it holds (masked), and what to do. */
export function FindingView({ view }: { view: ProductViewOf<'finding'> }) {
  return (
    <>
      <ViewHeader label={`Finding · ${view.seen}`} title={view.title} status={view.status} />
      <p className="mt-2 text-xs text-slate-600">
        Source: <span className="font-medium text-navy-900">{view.source}</span>
      </p>
      <Details
        className="mt-3"
        items={view.records.map((record) => ({ label: record.label, value: <Mono>{record.value}</Mono> }))}
      />
      <NextStep>{view.next}</NextStep>
    </>
  )
}

/** A moderation queue: each item, why it was flagged, and the decision. */
export function QueueView({ view }: { view: ProductViewOf<'queue'> }) {
  return (
    <>
      <p className="text-base font-semibold text-navy-900">{view.title}</p>
      <ul className="mt-1 divide-y divide-navy-100">
        {view.items.map((item) => (
          <Row
            key={item.excerpt}
            subject={<span className="text-navy-900">“{item.excerpt}”</span>}
            detail={item.reason}
            status={item.status}
          />
        ))}
      </ul>
    </>
  )
}
