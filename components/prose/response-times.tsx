import { responseTargets, workingHours } from '@/content/support'

/** First-response targets per plan (content/support.ts), on the support page and the home page; none, nothing. */
export function ResponseTimes({ className = '' }: { className?: string }) {
  if (!responseTargets.length) return null
  return (
    <dl className={`divide-y divide-navy-100 rounded-xl border border-navy-100 bg-white text-base ${className}`}>
      {responseTargets.map((target) => (
        <div key={target.plan} className="grid gap-1 px-5 py-4 sm:grid-cols-[8rem_1fr] sm:gap-4">
          <dt className="font-semibold text-navy-900">{target.planName}</dt>
          <dd className="leading-7 text-slate-600">
            <span className="block font-semibold text-balance text-navy-900">{target.firstResponse}</span>
            {target.channel}
          </dd>
        </div>
      ))}
    </dl>
  )
}

/** Support's working hours (content/support.ts), in the support page's copy: `<WorkingHours />`. */
export function WorkingHours() {
  return <p>{workingHours}.</p>
}
