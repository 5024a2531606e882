type Event = { label: string; detail: string; time?: string }

/** A sequence of events, oldest first, each ticked off on a line that joins them. */
export function Timeline({ events, label }: { events: Event[]; label?: string }) {
  return (
    <ol className="space-y-3" aria-label={label}>
      {events.map((event) => (
        <li key={event.label} className="view-step">
          <span aria-hidden="true" className="view-tick" />
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
