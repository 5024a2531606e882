import { certificateFacts } from '@/content/proof'
import { knownFacts, security } from '@/content/security'

/** What a vendor-risk review asks for first, beside the intro where it starts reading. */
export function SecurityFacts() {
  return (
    <section aria-labelledby="facts-heading" className="rounded-xl bg-white p-5 sm:p-6">
      <h2 id="facts-heading" className="text-lg font-bold text-navy-900">
        {security.factsHeading}
      </h2>
      <p className="mt-1 text-sm text-slate-600">{security.factsIntro}</p>
      <dl className="mt-4 divide-y divide-navy-100 border-t border-navy-100">
        {knownFacts([...security.facts, ...certificateFacts]).map((fact) => (
          <div key={fact.label} className="py-3">
            <dt className="text-sm text-slate-600">{fact.label}</dt>
            <dd className="mt-0.5 font-semibold text-pretty text-navy-900">{fact.value}</dd>
          </div>
        ))}
      </dl>
    </section>
  )
}
