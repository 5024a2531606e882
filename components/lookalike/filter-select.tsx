import { formatCount } from '#lib/format'

type Choice<T> = { value: T; label: string; count: number }

export function FilterSelect<T extends string>({
  id,
  label,
  all,
  choices,
  value,
  onChange,
}: {
  id: string
  label: string
  all: Omit<Choice<''>, 'value'>
  choices: Choice<T>[]
  value: T | ''
  onChange: (value: T | '') => void
}) {
  return (
    <div>
      <label htmlFor={id} className="block text-sm font-semibold text-navy-900">
        {label}
      </label>
      <select
        id={id}
        value={value}
        onChange={(event) => onChange(event.target.value as T | '')}
        className="mt-1 block min-h-10 w-full rounded-lg border border-slate-300 bg-white px-3 py-2 text-sm text-navy-900 sm:w-64"
      >
        {[{ value: '', ...all }, ...choices].map((choice) => (
          <option key={choice.value} value={choice.value}>
            {choice.label} ({formatCount(choice.count)})
          </option>
        ))}
      </select>
    </div>
  )
}
