import { aboutPage } from '@/content/company/about'
import { companiesHouseUrl } from '@/content/company/facts'
import { NewTabLink } from '@/components/ui/new-tab-link'

/** Longer than this, a fact takes the panel's width: in half of it, it would wrap to three or four lines. */
const SHORT_FACT = 24

/** The company in four facts (short ones in pairs from `sm`, beside the intro from `lg`), with the public record behind them. */
export function CompanyFacts() {
  return (
    <aside aria-labelledby="facts-heading" className="rounded-xl border border-navy-100 bg-navy-50 p-6">
      <h2 id="facts-heading" className="text-sm font-semibold tracking-wide text-slate-600 uppercase">
        {aboutPage.factsHeading}
      </h2>
      <dl className="mt-4 grid gap-x-8 gap-y-4 sm:grid-cols-2">
        {aboutPage.facts.map(({ term, detail }) => (
          <div key={term} className={detail.length > SHORT_FACT ? 'sm:col-span-2' : undefined}>
            <dt className="text-sm text-slate-600">{term}</dt>
            <dd className="mt-0.5 font-medium text-pretty text-navy-900">{detail}</dd>
          </div>
        ))}
      </dl>
      <NewTabLink
        href={companiesHouseUrl}
        className="mt-4 inline-flex min-h-6 items-center font-semibold text-accent-700 new-tab-after hover:underline"
      >
        {aboutPage.companiesHouseLink}
      </NewTabLink>
    </aside>
  )
}
