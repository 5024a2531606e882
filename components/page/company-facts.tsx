import { aboutPage, companiesHouseUrl } from '@/content/company/about'

/** The company in four facts, with the public record that backs them. */
export function CompanyFacts() {
  return (
    <div className="rounded-xl border border-navy-100 bg-navy-50 p-6">
      <h2 className="text-sm font-semibold tracking-wide text-slate-600 uppercase">{aboutPage.factsHeading}</h2>
      <dl className="mt-2 divide-y divide-navy-100">
        {aboutPage.facts.map(({ term, detail }) => (
          <div key={term} className="py-3">
            <dt className="text-sm text-slate-600">{term}</dt>
            <dd className="mt-0.5 font-medium text-navy-900">{detail}</dd>
          </div>
        ))}
      </dl>
      <a
        href={companiesHouseUrl}
        target="_blank"
        rel="noopener noreferrer"
        className="mt-2 inline-flex min-h-6 items-center font-semibold text-accent-700 new-tab-after hover:underline"
      >
        {aboutPage.companiesHouseLink}
        <span className="sr-only"> (opens in a new tab)</span>
      </a>
    </div>
  )
}
