type Step = { title: string; text: string }

/** A numbered sequence whose numbers a line joins, so it reads as an order (the `step` utility). */
export function Steps({ steps, className = '' }: { steps: readonly Step[]; className?: string }) {
  const columns = steps.length === 3 ? 'lg:grid-cols-3' : 'lg:grid-cols-4'
  return (
    <ol className={`grid gap-x-8 gap-y-10 [counter-reset:step] sm:grid-cols-2 ${columns} ${className}`}>
      {steps.map((step, index) => (
        <li key={step.title} className="step">
          <h3 className="mt-4 text-lg font-semibold text-navy-900">
            <span className="sr-only">Step {index + 1}: </span>
            {step.title}
          </h3>
          <p className="mt-2 text-slate-600">{step.text}</p>
        </li>
      ))}
    </ol>
  )
}
