type Event = { label: string; detail: string; time?: string }

/** A sequence of events, oldest first, each ticked off on a line that joins them. */
export function Timeline({ events, label }: { events: Event[]; label?: string }) {
  return (
    <ol className="space-y-3" aria-label={label}>
      {events.map((event, index) => (
        <li key={event.label} className="relative flex gap-3">
          {index < events.length - 1 && <span aria-hidden="true" className="view-line" />}
          <span aria-hidden="true" className="view-tick">
            <svg viewBox="0 0 16 16" className="size-3" fill="none" stroke="currentColor" strokeWidth="2.4">
              <path d="m3.5 8.5 3 3 6-7" strokeLinecap="round" strokeLinejoin="round" />
            </svg>
          </span>
          <div className="min-w-0 flex-1">
            <p className="view-event">
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
