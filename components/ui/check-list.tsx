/** A list of short statements, each with a tick: what a customer gets. */
export function CheckList({ items, className = '' }: { items: readonly string[]; className?: string }) {
  return (
    <ul className={`space-y-4 ${className}`}>
      {items.map((item) => (
        <li key={item} className="flex gap-3 text-slate-700">
          <svg
            aria-hidden="true"
            viewBox="0 0 20 20"
            className="mt-0.5 size-5 shrink-0 text-accent-700"
            fill="none"
            stroke="currentColor"
            strokeWidth="2"
          >
            <path d="M2 10a8 8 0 1 0 16 0a8 8 0 1 0-16 0M6.5 10.5l2.3 2.3 4.7-5" strokeLinecap="round" strokeLinejoin="round" />
          </svg>
          {item}
        </li>
      ))}
    </ul>
  )
}
