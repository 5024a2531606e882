import { useId } from 'react'
import { StatusPill } from '@/components/product/status-pill'
import type { ViewStatus } from '@/content/product-view'
import { registeredCopy as copy } from '@/content/tools/lookalike-registered'
import { techniqueCopy } from '@/content/tools/lookalike-domains'
import { formatCount } from '#lib/format'
import type { RegisteredLine } from '#lib/lookalike/check-registered'
import type { RiskGroup, RiskGroupId } from '#lib/lookalike/risk'

/** Each group's colour says how urgent it is, as the product views' statuses do. */
const tones: Record<RiskGroupId, ViewStatus['tone']> = {
  'web-mail': 'alert',
  mail: 'warning',
  web: 'warning',
  delegated: 'neutral',
  failing: 'neutral',
}

function Hosts({ values }: { values: string[] }) {
  if (!values.length) return <span className="text-xs/5 text-slate-500">{copy.none}</span>
  return values.map((value) => (
    <span key={value} className="block view-mono">
      {value}{' '}
    </span>
  ))
}

function RegisteredLookalike({ line }: { line: RegisteredLine }) {
  const records = [
    { label: copy.records.web, values: [...line.a, ...line.aaaa] },
    { label: copy.records.mail, values: line.mx },
    { label: copy.records.ns, values: line.ns },
  ]

  return (
    <li className="grid gap-x-6 gap-y-2 py-3 md:grid-cols-[minmax(0,4fr)_repeat(3,minmax(0,3fr))]">
      <p className="min-w-0">
        <span className="block font-mono text-sm font-semibold break-all text-navy-900">{line.display}</span>
        {line.display !== line.domain && (
          <span className="block font-mono text-xs break-all text-slate-500">
            <span className="sr-only">{copy.registeredAs} </span>
            {line.domain}
          </span>
        )}
        <span className="mt-0.5 block text-xs text-slate-600">{techniqueCopy[line.technique]?.name}</span>
      </p>
      {line.status !== 'servfail' && (
        <dl className="grid gap-y-2 sm:grid-cols-[auto_minmax(0,1fr)] sm:gap-x-4 sm:gap-y-1 md:contents">
          {records.map(({ label, values }) => (
            // Below `md` a record with nothing is left out; from `md` it stays, to keep the columns.
            <div key={label} className={`${values.length ? 'sm:contents' : 'hidden'} min-w-0 md:block`}>
              <dt className="view-label sm:pt-0.5 md:pt-0">{label}</dt>
              <dd className="min-w-0 md:mt-1">
                <Hosts values={values} />
              </dd>
            </div>
          ))}
        </dl>
      )}
    </li>
  )
}

export function RegisteredGroup({ group, lines }: RiskGroup) {
  const id = useId()
  const { name, text } = copy.groups[group]
  return (
    <div>
      <p id={`${id}-name`} className="flex items-center gap-2 text-sm font-semibold text-navy-900">
        <StatusPill status={{ tone: tones[group], label: name }} />
        <span className="tabular-nums">
          {formatCount(lines.length)}
          <span className="sr-only"> {lines.length === 1 ? 'lookalike' : 'lookalikes'}</span>
        </span>
      </p>
      <p className="mt-1 text-sm text-slate-600">{text}</p>
      <ul aria-labelledby={`${id}-name`} className="mt-3 divide-y divide-navy-100 rounded-lg border border-navy-100 px-4">
        {lines.map((line) => (
          <RegisteredLookalike key={line.domain} line={line} />
        ))}
      </ul>
    </div>
  )
}
