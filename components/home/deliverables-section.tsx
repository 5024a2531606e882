import { CheckList } from '@/components/ui/check-list'
import { Section } from '@/components/ui/section'
import { SectionHeading } from '@/components/ui/section-heading'
import { homeDeliverables } from '@/content/home'

export function DeliverablesSection() {
  return (
    <Section labelledBy="deliverables-heading" deferred className="grid gap-8 lg:grid-cols-[1fr_1.1fr] lg:gap-16">
      <div>
        <SectionHeading id="deliverables-heading" subtitle={homeDeliverables.intro}>
          {homeDeliverables.heading}
        </SectionHeading>
      </div>
      <CheckList items={homeDeliverables.items} className="lg:pt-2" />
    </Section>
  )
}
