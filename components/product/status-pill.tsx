import type { ViewStatus } from '@/content/product-view'

const tones: Record<ViewStatus['tone'], string> = {
  alert: 'bg-red-50 text-red-800 ring-red-200',
  warning: 'bg-amber-50 text-amber-900 ring-amber-200',
  progress: 'bg-sky-50 text-sky-900 ring-sky-200',
  done: 'bg-emerald-50 text-emerald-900 ring-emerald-200',
  neutral: 'bg-slate-100 text-slate-700 ring-slate-200',
}

/** The dot only repeats what the words say: colour is never the only signal. */
export function StatusPill({ status }: { status: ViewStatus }) {
  const tone = tones[status.tone]
  return <span className={`view-pill ${tone}`}>{status.label}</span>
}
