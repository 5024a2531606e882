import type { ViewStatus } from '@/content/product-view'

const tones: Record<ViewStatus['tone'], { pill: string; dot: string }> = {
  alert: { pill: 'bg-red-50 text-red-800 ring-red-200', dot: 'bg-red-600' },
  warning: { pill: 'bg-amber-50 text-amber-900 ring-amber-200', dot: 'bg-amber-500' },
  progress: { pill: 'bg-sky-50 text-sky-900 ring-sky-200', dot: 'bg-sky-600' },
  done: { pill: 'bg-emerald-50 text-emerald-900 ring-emerald-200', dot: 'bg-emerald-600' },
  neutral: { pill: 'bg-slate-100 text-slate-700 ring-slate-200', dot: 'bg-slate-500' },
}

/** A status in words, with a dot whose colour repeats what the words say. */
export function StatusPill({ status }: { status: ViewStatus }) {
  const tone = tones[status.tone]
  return (
    <span className={`view-pill ${tone.pill}`}>
      <span aria-hidden="true" className={`size-1.5 rounded-full ${tone.dot}`} />
      {status.label}
    </span>
  )
}
