import { choiceList } from '#lib/choices'
import { FieldError, type FieldProps } from '@/components/forms/form-field'

type Props<Field extends string> = FieldProps<Field> & {
  options: Record<string, string>
  /** Short labels (the weekdays): two to a row on a phone; long ones take a row each there. */
  short?: boolean
}

/** Native checkboxes holding one form value (`tue,thu`); the group's message describes every box. */
export function ChoiceGroup<Field extends string>({ form, name, copy, options, short }: Props<Field>) {
  const { id, defaultValue } = form.control(name)
  const error = form.error(name)
  const errorId = `${id}-error`
  const chosen = choiceList(defaultValue)

  return (
    <fieldset>
      <legend className="text-sm font-semibold text-navy-900">{copy.label}</legend>
      {/* A grid, so an odd last choice keeps its own cell rather than growing as wide as two. */}
      <div className={`mt-2 grid gap-2 sm:flex sm:flex-wrap ${short ? 'grid-cols-2' : ''}`}>
        {Object.entries(options).map(([value, label], index) => (
          <label
            key={value}
            className={`inline-flex min-h-11 cursor-pointer items-center gap-2 rounded-lg border bg-white px-3 text-sm text-navy-900 has-checked:border-accent-600 has-checked:bg-accent-300/15 ${error ? 'border-red-600' : 'border-slate-300'}`}
          >
            <input
              id={index === 0 ? id : undefined}
              type="checkbox"
              name={name}
              value={value}
              defaultChecked={chosen.includes(value)}
              aria-invalid={error ? true : undefined}
              aria-describedby={error ? errorId : undefined}
              className="size-4 accent-accent-700"
            />
            {label}
          </label>
        ))}
      </div>
      <FieldError id={errorId} error={error} />
    </fieldset>
  )
}
