import { TextWithLinks } from '@/components/prose/text-with-links'
import type { UrgentCopy } from '@/content/forms/report'

/** What to do at once when a threat is live, above the report form: the steps in order, their links in the text. */
export function ReportUrgent({ copy }: { copy: UrgentCopy }) {
  return (
    <section
      aria-labelledby="urgent-heading"
      className="mb-10 rounded-xl border border-amber-300 bg-amber-50 p-5 text-amber-950 sm:p-6"
    >
      <h2 id="urgent-heading" className="text-lg font-semibold text-navy-900">
        {copy.heading}
      </h2>
      <p className="mt-2 text-sm">{copy.intro}</p>
      <ol className="mt-4 space-y-3 text-sm leading-6">
        {copy.steps.map((step, index) => (
          <li key={step.title} className="flex gap-3">
            <span
              aria-hidden="true"
              className="inline-flex size-6 shrink-0 items-center justify-center rounded-full bg-navy-900 text-xs font-semibold text-white"
            >
              {index + 1}
            </span>
            <p>
              <strong className="font-semibold text-navy-900">{step.title}</strong> <TextWithLinks text={step.text} />
            </p>
          </li>
        ))}
      </ol>
    </section>
  )
}
