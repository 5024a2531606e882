import { NewTabLink } from '@/components/ui/new-tab-link'
import { surface } from '@/components/ui/card'

/** Longer than this, a fact takes the panel's width: in half of it, it would wrap to three or four lines. */
const SHORT_FACT = 24

export type Fact = { term: string; detail: string }

/** Which facts take the panel's width: the long ones, and a short one that would sit alone on its row. */
export function fullWidthFacts(facts: Fact[]): boolean[] {
  const wide = facts.map(({ detail }) => detail.length > SHORT_FACT)
  let column = 0
  wide.forEach((isWide, index) => {
    if (isWide && column === 1) wide[index - 1] = true
    column = isWide ? 0 : 1 - column
  })
  if (column === 1) wide[wide.length - 1] = true
  return wide
}

type Props = {
  heading: string
  intro?: string
  facts: Fact[]
  source?: { label: string; href: string }
}

export function FactsPanel({ heading, intro, facts, source }: Props) {
  const wide = fullWidthFacts(facts)
  return (
    <aside aria-labelledby="facts-heading" className={surface('tint', 'p-6')}>
      <h2 id="facts-heading" className="text-sm font-semibold tracking-wide text-slate-600 uppercase">
        {heading}
      </h2>
      {intro && <p className="mt-1 text-sm text-slate-600">{intro}</p>}
      <dl className="mt-4 grid grid-cols-2 gap-x-6 gap-y-4 sm:gap-x-8">
        {facts.map(({ term, detail }, index) => (
          <div key={term} className={wide[index] ? 'col-span-2' : undefined}>
            <dt className="text-sm text-slate-600">{term}</dt>
            <dd className="mt-0.5 font-medium text-pretty text-navy-900">{detail}</dd>
          </div>
        ))}
      </dl>
      {source && (
        <NewTabLink
          href={source.href}
          className="mt-4 inline-flex min-h-6 items-center font-semibold text-accent-700 new-tab-after hover:underline"
        >
          {source.label}
        </NewTabLink>
      )}
    </aside>
  )
}
