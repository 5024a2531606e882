import { Section } from '@/components/ui/section'
import { SectionHeading } from '@/components/ui/section-heading'
import { Steps } from '@/components/ui/steps'
import { homeMethod } from '@/content/home'

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
