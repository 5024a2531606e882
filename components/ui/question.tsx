/**
 * A question and its answer as a native disclosure (`<details>`): it opens and closes without
 * JavaScript, from the keyboard too. Questions sharing a `name` form an exclusive accordion.
 */
export function Question({
  question,
  name,
  defaultOpen,
  onToggle,
  children,
}: {
  question: string
  name?: string
  defaultOpen?: boolean
  onToggle?: React.ToggleEventHandler<HTMLDetailsElement>
  children: React.ReactNode
}) {
  return (
    <details name={name} open={defaultOpen} onToggle={onToggle} className="group px-5 py-4 sm:px-6">
      <summary className="flex min-h-10 cursor-pointer list-none items-center justify-between gap-4 text-lg font-semibold text-navy-900 [&::-webkit-details-marker]:hidden">
        <span>{question}</span>
        <span aria-hidden="true" className="text-xl leading-none text-accent-700 transition-transform group-open:rotate-45">
          +
        </span>
      </summary>
      <div className="mt-2 leading-7 text-slate-600">{children}</div>
    </details>
  )
}
