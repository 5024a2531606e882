import { cardSurface } from '@/components/ui/card'
import { CheckList } from '@/components/ui/check-list'
import { Section } from '@/components/ui/section'
import { SectionHeading } from '@/components/ui/section-heading'
import { Steps } from '@/components/ui/steps'
import { homeDeliverables, homeMethod } from '@/content/home'

export function MethodSection() {
  return (
    <Section labelledBy="method-heading" deferred tone="muted">
      <SectionHeading id="method-heading" subtitle={homeMethod.intro}>
        {homeMethod.heading}
      </SectionHeading>
      <Steps steps={homeMethod.steps} className="mt-12" />
      <section aria-labelledby="deliverables-heading" className={`mt-12 sm:p-8 ${cardSurface}`}>
        <h3 id="deliverables-heading" className="text-xl font-bold tracking-tight text-navy-900 sm:text-2xl">
          {homeDeliverables.heading}
        </h3>
        <p className="mt-2 text-slate-600 sm:text-pretty">{homeDeliverables.intro}</p>
        <CheckList items={homeDeliverables.items} className="mt-6 sm:grid-cols-2 sm:gap-x-12" />
      </section>
    </Section>
  )
}
