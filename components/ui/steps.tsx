type Step = { title: string; text: string }

export function Steps({ steps, className = '' }: { steps: readonly Step[]; className?: string }) {
  const columns = steps.length === 3 ? 'lg:grid-cols-3' : 'lg:grid-cols-4'
  return (
    <ol className={`grid gap-x-8 gap-y-8 [counter-reset:step] sm:grid-cols-2 sm:gap-y-10 ${columns} ${className}`}>
      {steps.map((step, index) => (
        <li
          key={step.title}
          className="step max-sm:grid max-sm:grid-cols-[2.5rem_minmax(0,1fr)] max-sm:items-center max-sm:gap-x-4"
        >
          <h3 className="mt-4 text-lg font-semibold text-navy-900 max-sm:mt-0">
            <span className="sr-only">Step {index + 1}: </span>
            {step.title}
          </h3>
          <p className="mt-2 text-slate-600 max-sm:col-start-2">{step.text}</p>
        </li>
      ))}
    </ol>
  )
}
