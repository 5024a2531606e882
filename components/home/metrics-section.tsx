import { homeMetrics } from '@/content/home'
import { MetricCounters } from './metric-counters'

export function MetricsSection() {
  return (
    <section aria-labelledby="metrics-heading" className="bg-navy-900 text-white">
      <div className="mx-auto max-w-6xl px-6 py-20">
        <h2 id="metrics-heading" className="text-3xl font-bold tracking-tight sm:text-4xl">
          {homeMetrics.heading}
        </h2>
        <p className="mt-3 max-w-2xl text-lg text-slate-300">{homeMetrics.intro}</p>
        <MetricCounters counters={homeMetrics.counters} experience={homeMetrics.experience} />
      </div>
    </section>
  )
}
