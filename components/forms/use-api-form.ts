'use client'

import { useActionState, useEffect, useId, useRef, useState } from 'react'
import { postJson, type PostResult } from '@/lib/api'
import { formValues } from '@/lib/choices'
import { formMessage, type FormMessage, type OutcomeCopy } from '@/lib/form-message'
import type { FieldErrors, Validator } from '@/lib/validations/validate'

type Options<Field extends string> = {
  /** The API path, from apiPaths. */
  path: string
  /** `invalid`: the status text when fields need correcting (none where the browser validates). */
  copy: { invalid?: string; outcomes: OutcomeCopy }
  /** Every field's value until the first submit: blank, or what a link filled in. */
  initial: Record<Field, string>
  /** Imports the validator on submit, so zod stays out of the page's first-load JavaScript. */
  loadValidator: () => Promise<Validator<Field>>
  onResult?: (result: PostResult, message: FormMessage) => void
}

type State<Field extends string> = {
  /** The fields' defaults after a submit: what was sent, or blank after a success. */
  values: Record<Field, string> | null
  errors: FieldErrors<Field>
  message: FormMessage | null
}

export type ApiForm<Field extends string> = ReturnType<typeof useApiForm<Field>>

/**
 * A form that posts JSON to the API, as a form action over uncontrolled fields: validate first (field
 * messages, focus on the first invalid field, nothing sent), then post and show the outcome. React
 * resets the form after its action, to the defaults its state gives: blank after a success, what was
 * sent otherwise. A submit made before hydration is queued by React and replayed.
 */
export function useApiForm<Field extends string>({ path, copy, initial, loadValidator, onResult }: Options<Field>) {
  const [state, action, pending] = useActionState(
    async (_: State<Field>, data: FormData): Promise<State<Field>> => {
      const values = formValues(data, Object.keys(initial) as Field[])
      try {
        const valid = (await loadValidator())(values)
        if (!valid.ok)
          return { values, errors: valid.errors, message: { tone: 'error', text: copy.invalid ?? '', keepInput: true } }
        const result = await postJson(path, valid.data)
        const message = formMessage(result, copy.outcomes)
        onResult?.(result, message)
        return { values: message.keepInput ? values : blank(values), errors: {}, message }
      } catch {
        // Only the validator's chunk can fail to load here (postJson never throws): the connection is the problem.
        return { values, errors: {}, message: formMessage('unreachable', copy.outcomes) }
      }
    },
    { values: null, errors: {}, message: null },
  )
  const id = useId()
  const ref = useRef<HTMLFormElement>(null)
  const values = state.values ?? initial
  // A corrected field loses its message; the others keep theirs until the next submit.
  const [corrected, setCorrected] = useState({ state, fields: [] as string[] })
  const fixed = corrected.state === state ? corrected.fields : []
  const error = (name: Field) => (fixed.includes(name) ? undefined : state.errors[name])

  // After the render that marks the fields, so a screen reader reads the field with its message.
  useEffect(() => ref.current?.querySelector<HTMLElement>('[aria-invalid="true"]')?.focus(), [state])

  const formProps = {
    ref,
    action,
    // Dropped while one is in flight: a submit sent to the form itself, which the disabled button cannot stop.
    onSubmit: (event: React.FormEvent) => pending && event.preventDefault(),
    onChange: (event: React.FormEvent) => {
      const { name } = event.target as HTMLInputElement
      if (error(name as Field)) setCorrected({ state, fields: [...fixed, name] })
    },
  }
  /** Props for a field's control: id, name, default value. */
  const control = (name: Field) => ({ id: `${id}-${name}`, name, defaultValue: values[name] })

  return { id, error, message: pending ? null : state.message, formProps, control }
}

function blank<Field extends string>(values: Record<Field, string>): Record<Field, string> {
  return Object.fromEntries(Object.keys(values).map((name) => [name, ''])) as Record<Field, string>
}
