import { Section } from '#components/ui/section.tsx'
import { SectionHeading } from '#components/ui/section-heading.tsx'
import { homeMetrics } from '#content/home.ts'
import { MetricCounters } from '#components/home/metric-counters.tsx'

export function MetricsSection() {
  return (
    <Section labelledBy="metrics-heading" deferred tone="dark">
      <SectionHeading id="metrics-heading" tone="dark" subtitle={homeMetrics.intro}>
        {homeMetrics.heading}
      </SectionHeading>
      <MetricCounters counters={homeMetrics.counters} experience={homeMetrics.experience} />
    </Section>
  )
}
