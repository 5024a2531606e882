type Event = { label: string; detail: string; time?: string }

/** A sequence of events, oldest first, each ticked off on a line that joins them. */
export function Timeline({ events, label }: { events: Event[]; label?: string }) {
  return (
    <ol className="space-y-3" aria-label={label}>
      {events.map((event, index) => (
        <li key={event.label} className="relative flex gap-3">
          {index < events.length - 1 && (
            <span aria-hidden="true" className="absolute top-5 left-[0.5625rem] h-[calc(100%-0.25rem)] w-px bg-navy-100" />
          )}
          <span
            aria-hidden="true"
            className="relative mt-0.5 inline-flex size-[1.125rem] shrink-0 items-center justify-center rounded-full bg-accent-700 text-white"
          >
            <svg viewBox="0 0 16 16" className="size-3" fill="none" stroke="currentColor" strokeWidth="2.4">
              <path d="m3.5 8.5 3 3 6-7" strokeLinecap="round" strokeLinejoin="round" />
            </svg>
          </span>
          <div className="min-w-0 flex-1">
            <p className="flex flex-wrap justify-between gap-x-3 font-semibold text-navy-900">
              {event.label}
              {event.time && <span className="text-xs font-normal text-slate-500">{event.time}</span>}
            </p>
            <p className="text-xs text-slate-600">{event.detail}</p>
          </div>
        </li>
      ))}
    </ol>
  )
}
