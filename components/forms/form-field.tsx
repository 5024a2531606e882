import type { FieldCopy } from '@/content/forms/form-copy'
import type { ApiForm } from './use-api-form'

export type ControlProps = ReturnType<ApiForm<string>['control']> & {
  'aria-invalid'?: true
  'aria-describedby'?: string
  className: string
}

const controlBase = 'mt-2 block w-full rounded-lg border bg-white px-3 py-2.5 text-base text-navy-900'

/**
 * A labelled field: label, optional hint, the control the form renders with `children`, and the
 * field's error message, tied to the control by aria-describedby.
 */
export function FormField<Field extends string>({
  form,
  name,
  copy,
  children,
}: {
  form: ApiForm<Field>
  name: Field
  copy: FieldCopy
  children: (control: ControlProps) => React.ReactNode
}) {
  const control = form.control(name)
  const error = form.errors[name]
  const hintId = `${control.id}-hint`
  const errorId = `${control.id}-error`
  const describedBy = [copy.hint && hintId, error && errorId].filter(Boolean).join(' ')

  return (
    <div>
      <label htmlFor={control.id} className="block text-sm font-semibold text-navy-900">
        {copy.label}
      </label>
      {copy.hint && (
        <p id={hintId} className="mt-1 text-sm text-slate-600">
          {copy.hint}
        </p>
      )}
      {children({
        ...control,
        'aria-invalid': error ? true : undefined,
        'aria-describedby': describedBy || undefined,
        className: `${controlBase} ${error ? 'border-red-600' : 'border-slate-300'}`,
      })}
      {error && (
        <p id={errorId} className="mt-2 text-sm font-medium text-red-700">
          {error}
        </p>
      )}
    </div>
  )
}
