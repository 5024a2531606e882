import { keepHyphenatedWords } from '@/components/ui/keep-hyphenated'

type Event = { label: string; detail: string; time?: string }

/** Oldest first; the `view-step` utility draws the ticks and the line joining them. */
export function Timeline({ events, label, className }: { events: Event[]; label?: string; className?: string }) {
  return (
    <ol className={`space-y-3 ${className ?? ''}`} aria-label={label}>
      {events.map((event) => (
        <li key={event.label} className="view-step">
          <p className="view-event">
            {event.label}
            {event.time && <span className="text-xs font-normal text-slate-500">{event.time}</span>}
          </p>
          <p className="view-detail text-xs text-slate-600">{keepHyphenatedWords(event.detail)}</p>
        </li>
      ))}
    </ol>
  )
}
