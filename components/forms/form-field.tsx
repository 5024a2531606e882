import type { FieldCopy } from '@/content/forms/form-copy'
import type { ApiForm } from './use-api-form'

type InputHints = Pick<
  React.InputHTMLAttributes<HTMLInputElement>,
  'type' | 'autoComplete' | 'inputMode' | 'autoCapitalize' | 'spellCheck'
>
/** An input with its type and hints, a select with a blank first choice, or a textarea. */
type Control =
  | (InputHints & { choose?: never; rows?: never })
  | { choose: string; options: Record<string, string>; rows?: never }
  | { rows: number; choose?: never }

/** What every field and checkbox group of a form takes: the form, its field's name and words. */
export type FieldProps<Field extends string> = { form: ApiForm<Field>; name: Field; copy: FieldCopy }

const controlBase = 'mt-2 block w-full rounded-lg border bg-white px-3 py-2.5 text-base text-navy-900'

/** A labelled field with its hint and error message, tied to the control by aria-describedby. */
export function FormField<Field extends string>({ form, name, copy, ...control }: FieldProps<Field> & Control) {
  const error = form.error(name)
  const props = form.control(name)
  const hintId = `${props.id}-hint`
  const errorId = `${props.id}-error`
  const shared = {
    ...props,
    'aria-invalid': error ? true : undefined,
    'aria-describedby': [copy.hint && hintId, error && errorId].filter(Boolean).join(' ') || undefined,
    className: `${controlBase} ${error ? 'border-red-600' : 'border-slate-300'}`,
  }

  return (
    <div>
      <label htmlFor={props.id} className="block text-sm font-semibold text-navy-900">
        {copy.label}
      </label>
      {copy.hint && (
        <p id={hintId} className="mt-1 text-sm text-slate-600">
          {copy.hint}
        </p>
      )}
      {control.choose !== undefined ? (
        // React applies an uncontrolled select's default only as it mounts: the key mounts it afresh with the value to keep.
        <select key={props.defaultValue} {...shared}>
          <option value="">{control.choose}</option>
          {Object.entries(control.options).map(([value, label]) => (
            <option key={value} value={value}>
              {label}
            </option>
          ))}
        </select>
      ) : control.rows ? (
        <textarea {...shared} rows={control.rows} autoComplete="off" />
      ) : (
        <input {...shared} {...control} />
      )}
      <FieldError id={errorId} error={error} />
    </div>
  )
}

/** A field's or a group's message, read with its control through aria-describedby. */
export const FieldError = ({ id, error }: { id: string; error?: string }) =>
  error && (
    <p id={id} className="mt-2 text-sm font-medium text-red-700">
      {error}
    </p>
  )
