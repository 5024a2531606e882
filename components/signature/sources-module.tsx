import type { SignatureOf } from '#content/signature.ts'
import { moduleLabel } from '#components/signature/label.ts'

const columns = ['Where we look', 'What turns up', 'What you are told']

/** Dark web scanning: each kind of source as a row, what turns up there and what we tell you; stacked on a phone. */
export function SourcesModule({ module }: { module: SignatureOf<'sources'> }) {
  const grid = 'grid gap-x-4 @lg:grid-cols-[8.5rem_minmax(0,1fr)_minmax(0,1fr)]'
  return (
    <>
      <p aria-hidden="true" className={`${moduleLabel} hidden pb-1.5 @lg:grid ${grid}`}>
        {columns.map((column) => (
          <span key={column}>{column}</span>
        ))}
      </p>
      <ul className="divide-y divide-navy-100 border-y border-navy-100">
        {module.items.map((item) => (
          <li key={item.source} className={`py-2 ${grid}`}>
            <p className="font-semibold text-navy-900">{item.source}</p>
            <dl className="contents">
              <div>
                <dt className="sr-only">{columns[1]}</dt>
                <dd>{item.finds}</dd>
              </div>
              <div className="mt-0.5 @lg:mt-0">
                <dt className="sr-only">{columns[2]}</dt>
                <dd className="font-medium text-accent-800">
                  <span aria-hidden="true">→ </span>
                  {item.told}
                </dd>
              </div>
            </dl>
          </li>
        ))}
      </ul>
    </>
  )
}
