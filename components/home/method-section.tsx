import { Section } from '#components/ui/section.tsx'
import { SectionHeading } from '#components/ui/section-heading.tsx'
import { Steps } from '#components/ui/steps.tsx'
import { homeMethod } from '#content/home.ts'

export function MethodSection() {
  return (
    <Section labelledBy="method-heading" deferred tone="muted">
      <SectionHeading id="method-heading" subtitle={homeMethod.intro}>
        {homeMethod.heading}
      </SectionHeading>
      <Steps steps={homeMethod.steps} className="mt-12" />
    </Section>
  )
}
