import { TextWithLinks } from '@/components/prose/text-with-links'
import type { UrgentCopy } from '@/content/forms/report'

const headingId = 'urgent-heading'

export function ReportUrgent({ copy }: { copy: UrgentCopy }) {
  return (
    <section aria-labelledby={headingId} className="rounded-xl border border-amber-300 bg-amber-50 p-5 text-amber-950 sm:p-6">
      <h2 id={headingId} className="scroll-mt-[calc(var(--site-top)+1rem)] text-lg font-semibold text-navy-900">
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

/** On phones the steps follow the form: this is the way to them for a visitor who needs them first. */
export function ReportUrgentLink({ copy }: { copy: UrgentCopy }) {
  return (
    <a
      href={`#${headingId}`}
      className="mb-6 down-arrow-after flex min-h-11 items-center gap-3 rounded-lg border border-amber-300 bg-amber-50 px-4 py-2 text-sm font-semibold text-amber-950 hover:underline lg:hidden"
    >
      {copy.jump}
    </a>
  )
}
