import { useActionState, useEffect, useId, useRef, useState } from 'react'
import { postJson, type PostResult } from '#lib/api'
import { formValues } from '#lib/choices'
import { formMessage, type FormMessage, type OutcomeCopy } from '#lib/form-message'
import type { FieldErrors, Validator } from '#lib/validations/validate'

type Options<Field extends string> = {
  path: string
  /** `invalid`: the status text when fields need correcting (none where the browser validates). */
  copy: { invalid?: string; outcomes: OutcomeCopy }
  initial: Record<Field, string>
  /** Imported on submit, so zod stays out of the page's first-load JavaScript. */
  loadValidator: () => Promise<Validator<Field>>
  onResult?: (result: PostResult, message: FormMessage) => void
}

type State<Field extends string> = { values?: Record<Field, string>; errors: FieldErrors<Field>; message?: FormMessage }

export type ApiForm<Field extends string> = ReturnType<typeof useApiForm<Field>>

/** Uncontrolled fields, so React keeps what was typed before hydration and replays that submit. */
export function useApiForm<Field extends string>({ path, copy, initial, loadValidator, onResult }: Options<Field>) {
  const [state, action, pending] = useActionState(
    async (_: State<Field>, data: FormData): Promise<State<Field>> => {
      const values = formValues(data, Object.keys(initial) as Field[])
      // Only the validator's chunk can fail here (postJson never throws): then the connection is the problem.
      const validate = await loadValidator().catch(() => undefined)
      if (!validate) return { values, errors: {}, message: formMessage('unreachable', copy.outcomes) }
      const valid = validate(values)
      if (!valid.ok)
        return { values, errors: valid.errors, message: { tone: 'error', text: copy.invalid ?? '', keepInput: true } }
      const result = await postJson(path, valid.data)
      const message = formMessage(result, copy.outcomes)
      // Outside the action: a failing callback (analytics) is the page's uncaught error, never the form's outcome.
      if (onResult) queueMicrotask(() => onResult(result, message))
      const blank = Object.fromEntries(Object.keys(values).map((name) => [name, ''])) as Record<Field, string>
      return { values: message.keepInput ? values : blank, errors: {}, message }
    },
    { errors: {} },
  )
  const id = useId()
  const ref = useRef<HTMLFormElement>(null)
  // A corrected field loses its message; the others keep theirs until the next submit.
  const [corrected, setCorrected] = useState({ state, fields: [] as string[] })
  const fixed = corrected.state === state ? corrected.fields : []
  const error = (name: Field) => (fixed.includes(name) ? undefined : state.errors[name])
  const invalid = (Object.keys(state.errors) as Field[]).filter((name) => error(name))

  // In an effect, so the fields are already marked invalid when focus moves.
  useEffect(() => {
    const invalid = ref.current?.querySelector<HTMLElement>('[aria-invalid="true"]')
    if (invalid) invalid.focus()
    else if (state.message) ref.current?.querySelector('[role="status"]')?.scrollIntoView({ block: 'nearest' })
  }, [state])

  const onChange = ({ target }: React.FormEvent) => {
    const { name } = target as HTMLInputElement
    if (error(name as Field)) setCorrected({ state, fields: [...fixed, name] })
  }
  const control = (name: Field) => ({ id: `${id}-${name}`, name, defaultValue: (state.values ?? initial)[name] })

  const message = pending ? undefined : state.message
  return { id, error, invalid, control, message, formProps: { ref, action, onChange } }
}
