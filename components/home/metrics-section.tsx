import { Section } from '@/components/ui/section'
import { SectionHeading } from '@/components/ui/section-heading'
import { homeMetrics } from '@/content/home'
import { MetricCounters } from '@/components/home/metric-counters'

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
