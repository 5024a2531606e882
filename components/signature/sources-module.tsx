import type { SignatureOf } from '@/content/signature'
import { moduleLabel } from '@/components/signature/label'

const columns = ['Where we look', 'What turns up', 'What you are told']

/** As a table, columns share by what they hold, so no cell runs past two lines at its narrowest (32rem). */
export function SourcesModule({ module }: { module: SignatureOf<'sources'> }) {
  const grid = 'grid gap-x-4 @lg:grid-cols-[8.5rem_minmax(0,0.9fr)_minmax(0,1.1fr)]'
  return (
    <>
      <p aria-hidden="true" className={`${moduleLabel} hidden pb-1.5 @lg:grid ${grid}`}>
        {columns.map((column) => (
          <span key={column}>{column}</span>
        ))}
      </p>
      <ul className="divide-y divide-navy-100 border-b border-navy-100 @lg:border-t">
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
                  <span aria-hidden="true" className="@lg:hidden">
                    {'→ '}
                  </span>
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
