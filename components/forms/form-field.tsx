import type { FieldCopy } from '@/content/forms/form-copy'
import type { ApiForm } from '@/components/forms/use-api-form'

export type FieldProps<Name extends string> = { form: Pick<ApiForm<Name>, 'control' | 'error'>; name: Name; copy: FieldCopy }

type OneField = { action?: React.ReactNode; outcome?: Outcome; tone?: keyof typeof tones }
type Outcome = { role: 'status' | 'alert'; text?: string; error: boolean }

const tones = {
  light: { label: 'text-navy-900', success: 'text-accent-800', error: 'text-red-700' },
  hero: { label: 'text-slate-200', success: 'text-accent-300', error: 'text-red-300' },
}

const controlBase = 'block w-full rounded-lg border bg-white px-3 py-2.5 text-base text-navy-900 placeholder:text-slate-400'

type Control = ReturnType<ApiForm<string>['control']> & { 'aria-invalid'?: true; 'aria-describedby'?: string; className: string }
type Props<Name extends string> = FieldProps<Name> & OneField & { children: (control: Control) => React.ReactNode }

export function Field<Name extends string>({ form, name, copy, action, outcome, tone = 'light', children }: Props<Name>) {
  const error = form.error(name)
  const props = form.control(name)
  const hintId = `${props.id}-hint`
  const errorId = `${props.id}-error`
  const control = children({
    ...props,
    'aria-invalid': error ? true : undefined,
    'aria-describedby': [copy.hint && hintId, error && errorId].filter(Boolean).join(' ') || undefined,
    className: `${controlBase} ${action ? 'min-w-0 flex-[1_1_12rem]' : 'mt-2'} ${error ? 'border-red-600' : 'border-slate-300'}`,
  })
  const message = outcome ? (error ?? outcome.text) : error

  return (
    <div>
      <label htmlFor={props.id} className={`block text-sm font-semibold ${tones[tone].label}`}>
        {copy.label}
      </label>
      {copy.hint && (
        <p id={hintId} className="mt-1 text-sm text-slate-600">
          {copy.hint}
        </p>
      )}
      {action ? (
        <div className="mt-2 flex flex-wrap gap-3">
          {control}
          {action}
        </div>
      ) : (
        control
      )}
      {(outcome?.role === 'status' || message) && (
        <p
          id={errorId}
          role={outcome?.role}
          className={`mt-2 text-sm font-medium ${outcome?.role === 'status' ? 'min-h-6' : ''} ${tones[tone][error || outcome?.error ? 'error' : 'success']}`}
        >
          {message}
        </p>
      )}
    </div>
  )
}

/** React applies an uncontrolled select's default only on mount: give the select `key={defaultValue}`. */
export const Choices = ({ choose, options }: { choose: string; options: Record<string, string> }) => (
  <>
    <option value="">{choose}</option>
    {Object.entries(options).map(([value, label]) => (
      <option key={value} value={value}>
        {label}
      </option>
    ))}
  </>
)

/** Its id goes in the control's aria-describedby, so the message is read with it. */
export const FieldError = ({ id, error }: { id: string; error?: string }) =>
  error && (
    <p id={id} className="mt-2 text-sm font-medium text-red-700">
      {error}
    </p>
  )
