import { Section } from '@/components/ui/section'
import { SectionHeading } from '@/components/ui/section-heading'
import { homeDeliverables } from '@/content/home'
import { CheckList } from '@/components/ui/check-list'
import { SampleCase } from './sample-case'

export function DeliverablesSection() {
  return (
    <Section labelledBy="deliverables-heading" className="grid items-center gap-12 lg:grid-cols-[1fr_1.1fr] lg:gap-16">
      <div>
        <SectionHeading id="deliverables-heading" subtitle={homeDeliverables.intro}>
          {homeDeliverables.heading}
        </SectionHeading>
        <CheckList items={homeDeliverables.items} className="mt-8" />
      </div>
      <SampleCase />
    </Section>
  )
}
