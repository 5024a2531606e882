/** A question as a native `<details>`, which works without JavaScript; a shared `name` makes an exclusive accordion. */
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
    <details
      name={name}
      open={defaultOpen}
      onToggle={onToggle}
      className="px-5 py-4 leading-7 text-slate-600 sm:px-6 [&>summary+*]:mt-2"
    >
      <summary className="question-summary">{question}</summary>
      {children}
    </details>
  )
}
