'use client'

import { useEffect, useId, useRef, useState } from 'react'
import { postJson } from '@/lib/api'
import { joinChoices } from '@/lib/choices'
import { formMessage, type FormMessage } from '@/lib/form-message'
import type { FieldErrors, Validator } from '@/lib/validations/validate'
import type { FormCopy } from '@/content/forms/form-copy'
import { useFormBeforeHydration } from './use-form-before-hydration'

type Options<Field extends string> = {
  /** The API path, from apiPaths. */
  path: string
  copy: Pick<FormCopy<string>, 'invalid' | 'outcomes'>
  initial: Record<Field, string>
  /** Imports the validator on submit, so zod stays out of the page's first-load JavaScript. */
  loadValidator: () => Promise<Validator<Field>>
}

export type ApiForm<Field extends string> = ReturnType<typeof useApiForm<Field>>

/**
 * State of a form that posts JSON to the API: validate first (field messages, focus on the first
 * invalid field, nothing sent), then post once at a time and show the outcome. Fields are cleared
 * after a success and keep what the visitor typed otherwise.
 *
 * `submit` is the form's action: React queues a submit made before hydration and replays it once the
 * form is live, so nothing a quick visitor sends is lost; the values come from the submitted data.
 */
export function useApiForm<Field extends string>({ path, copy, initial, loadValidator }: Options<Field>) {
  const idPrefix = useId()
  const formId = `${idPrefix}-form`
  const formElement = () => document.getElementById(formId) as HTMLFormElement | null
  const busy = useRef(false)
  const focusFirstInvalid = useRef(false)
  const [values, setValues] = useState(initial)
  const [errors, setErrors] = useState<FieldErrors<Field>>({})
  const [message, setMessage] = useState<FormMessage | null>(null)
  const [sending, setSending] = useState(false)
  /**
   * The values with what the form holds: a checkbox group's ticked values joined (lib/choices.ts). A value
   * with no control of its own (the unsubscribe token), or a group with nothing ticked, keeps its state.
   */
  const withFormData = (current: Record<Field, string>, data: FormData) =>
    Object.fromEntries(
      Object.entries(current).map(([name, value]) => [name, data.has(name) ? joinChoices(data.getAll(name).map(String)) : value]),
    ) as Record<Field, string>

  useFormBeforeHydration(formElement, (data) => setValues((current) => withFormData(current, data)))

  // After the render that marks the fields, so a screen reader reads the field with its message.
  useEffect(() => {
    if (!focusFirstInvalid.current) return
    focusFirstInvalid.current = false
    document.getElementById(formId)?.querySelector<HTMLElement>('[aria-invalid="true"]')?.focus()
  }, [errors, formId])

  function setValue(name: Field, value: string) {
    setValues((current) => ({ ...current, [name]: value }))
    // A corrected field loses its message; the rest keep theirs until the next submit.
    setErrors((current) => (current[name] ? { ...current, [name]: undefined } : current))
  }

  async function submit(data: FormData) {
    // A ref, not state: a second submit can arrive before React re-renders the disabled button.
    if (busy.current) return
    busy.current = true
    // Updates made before the first await would wait for the whole action (it runs as a transition).
    await Promise.resolve()
    const submitted = withFormData(values, data)
    setValues(submitted)
    setSending(true)
    setMessage(null)
    try {
      const result = (await loadValidator())(submitted)
      if (!result.ok) {
        focusFirstInvalid.current = true
        setErrors(result.errors)
        setMessage({ tone: 'error', text: copy.invalid, keepInput: true })
        return
      }
      setErrors({})
      const outcome = formMessage(await postJson(path, result.data), copy.outcomes)
      setMessage(outcome)
      if (!outcome.keepInput) setValues((current) => blank(current))
    } catch {
      // Only the validator's chunk can fail to load here (postJson never throws): the connection is the problem.
      setMessage(formMessage('unreachable', copy.outcomes))
    } finally {
      busy.current = false
      setSending(false)
    }
  }

  /** Props for a field's control: id, name, value, change handler. */
  function control(name: Field) {
    return {
      id: `${idPrefix}-${name}`,
      name,
      value: values[name],
      onChange: (event: React.ChangeEvent<HTMLInputElement | HTMLTextAreaElement | HTMLSelectElement>) =>
        setValue(name, event.target.value),
    }
  }

  return { values, errors, message, sending, formId, submit, control, setValue }
}

function blank<Field extends string>(values: Record<Field, string>): Record<Field, string> {
  return Object.fromEntries(Object.keys(values).map((name) => [name, ''])) as Record<Field, string>
}
