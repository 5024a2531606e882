'use client'

import { useEffect, useRef, useState } from 'react'
import { currentConsent } from '@/components/consent/consent-store'
import type { MetricCopy } from '@/content/home'
import { formatMetric, type MetricName } from '#lib/metrics'

const REFRESH_DELAY_MS = 500

/** Caches only with cookie consent, and only where the browser allows storage. */
function metricStorage(consented: boolean): Storage | null {
  if (!consented) return null
  try {
    return window.localStorage
  } catch {
    return null
  }
}

type Props = { counters: MetricCopy[]; experience: { label: string; value: string } }

/** Counters show their fallbacks, then refresh 500 ms after coming into view. */
export function MetricCounters({ counters, experience }: Props) {
  const listRef = useRef<HTMLDListElement>(null)
  const [values, setValues] = useState<Record<MetricName, number | null>>(
    () => Object.fromEntries(counters.map(({ name, fallback }) => [name, fallback])) as Record<MetricName, number>,
  )

  useEffect(() => {
    const list = listRef.current
    if (!list) return
    let timer: ReturnType<typeof setTimeout> | undefined
    const observer = new IntersectionObserver((entries) => {
      if (!entries.some((entry) => entry.isIntersecting)) return
      observer.disconnect()
      timer = setTimeout(async () => {
        // Loaded now, not with the page: the fetch and cache code stay out of the first-load JavaScript.
        const { loadMetric } = await import('#lib/metric-source')
        const storage = metricStorage((await currentConsent()) === 'accepted')
        for (const { name, fallback } of counters) {
          loadMetric(name, storage).then(
            (value) => setValues((current) => ({ ...current, [name]: value })),
            (error: unknown) => {
              console.error(`Error fetching metric ${name}`, error)
              setValues((current) => ({ ...current, [name]: fallback }))
            },
          )
        }
      }, REFRESH_DELAY_MS)
    })
    observer.observe(list)
    return () => {
      observer.disconnect()
      clearTimeout(timer)
    }
  }, [counters])

  return (
    <dl ref={listRef} className="mt-12 grid auto-rows-fr grid-cols-1 gap-4 min-[360px]:grid-cols-2 sm:gap-6 lg:grid-cols-4">
      {counters.map(({ name, label }) => (
        <div key={name} className="flex flex-col rounded-xl bg-white/5 px-3 py-4 ring-1 ring-white/10 sm:p-6">
          <dt className="text-sm text-slate-300">{label}</dt>
          <dd className="mt-auto pt-2 text-3xl font-bold text-accent-300 tabular-nums sm:text-4xl">
            {formatMetric(values[name])}
          </dd>
        </div>
      ))}
      <div className="flex flex-col rounded-xl bg-white/5 px-3 py-4 ring-1 ring-white/10 sm:p-6">
        <dt className="text-sm text-slate-300">{experience.label}</dt>
        <dd className="mt-auto pt-2 text-3xl font-bold text-accent-300 tabular-nums sm:text-4xl">{experience.value}</dd>
      </div>
    </dl>
  )
}
