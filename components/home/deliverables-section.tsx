import { CheckList } from '#components/ui/check-list.tsx'
import { Section } from '#components/ui/section.tsx'
import { SectionHeading } from '#components/ui/section-heading.tsx'
import { homeDeliverables } from '#content/home.ts'

export function DeliverablesSection() {
  return (
    // The heading over the list, two items a row from sm: no column of empty space beside a short heading.
    <Section labelledBy="deliverables-heading" deferred>
      <SectionHeading id="deliverables-heading" subtitle={homeDeliverables.intro}>
        {homeDeliverables.heading}
      </SectionHeading>
      <CheckList items={homeDeliverables.items} className="mt-8 sm:grid-cols-2 sm:gap-x-12" />
    </Section>
  )
}
