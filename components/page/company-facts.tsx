import { aboutPage, companiesHouseUrl } from '@/content/company/about'

/** The company in four facts, two by two from `sm`, with the public record that backs them. */
export function CompanyFacts() {
  return (
    <aside aria-labelledby="facts-heading" className="rounded-xl border border-navy-100 bg-navy-50 p-6">
      <h2 id="facts-heading" className="text-sm font-semibold tracking-wide text-slate-600 uppercase">
        {aboutPage.factsHeading}
      </h2>
      <dl className="mt-4 grid gap-x-8 gap-y-4 sm:grid-cols-2">
        {aboutPage.facts.map(({ term, detail }) => (
          <div key={term}>
            <dt className="text-sm text-slate-600">{term}</dt>
            <dd className="mt-0.5 font-medium text-navy-900">{detail}</dd>
          </div>
        ))}
      </dl>
      <a
        href={companiesHouseUrl}
        target="_blank"
        rel="noopener noreferrer"
        className="mt-4 inline-flex min-h-6 items-center font-semibold text-accent-700 new-tab-after hover:underline"
      >
        {aboutPage.companiesHouseLink}
        <span className="sr-only"> (opens in a new tab)</span>
      </a>
    </aside>
  )
}
