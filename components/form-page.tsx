import { PageIntro } from '@/components/page-intro'
import { contentGrid } from '@/components/ui/section'
import type { NextSteps } from '@/content/forms/form-copy'
import type { PageCopy } from '@/content/pages'

/** A page whose content is a form: the intro, the form, and what happens after sending it. */
export function FormPage({ copy, nextSteps, children }: { copy: PageCopy; nextSteps: NextSteps; children: React.ReactNode }) {
  return (
    <>
      <PageIntro copy={copy} />
      <div className={`${contentGrid} grid gap-12 py-12 sm:py-16 lg:grid-cols-[minmax(0,42rem)_18rem] lg:justify-between`}>
        <div>{children}</div>
        <aside aria-labelledby="next-steps-heading" className="rounded-xl border border-navy-100 bg-navy-50 p-6 lg:self-start">
          <h2 id="next-steps-heading" className="text-lg font-semibold text-navy-900">
            {nextSteps.heading}
          </h2>
          <ul className="mt-4 space-y-3 text-sm text-slate-700">
            {nextSteps.items.map((item) => (
              <li key={item} className="flex gap-3">
                <span aria-hidden="true" className="mt-2 size-1.5 shrink-0 rounded-full bg-accent-600" />
                <span>{item}</span>
              </li>
            ))}
          </ul>
        </aside>
      </div>
    </>
  )
}
