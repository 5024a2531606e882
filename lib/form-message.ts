import type { PostResult } from './api.ts'

export type FormMessage = { tone: 'success' | 'error'; text: string; keepInput: boolean }

/** What a form says after it has posted. */
export type OutcomeCopy = {
  /** One text for any 2xx status, or a text per status that counts as success (any other is refused). */
  success: string | Readonly<Record<number, string>>
  /** The API answered with any other status: the visitor's input is kept. */
  refused: string
  /** Network failure or no answer in time: the visitor's input is kept. */
  unreachable: string
}

/** Turns the result of postJson into the message a form shows, and whether its fields keep their values. */
export function formMessage(result: PostResult, copy: OutcomeCopy): FormMessage {
  if (result === 'unreachable') return { tone: 'error', text: copy.unreachable, keepInput: true }
  const success =
    typeof copy.success === 'string' ? (result >= 200 && result <= 299 ? copy.success : undefined) : copy.success[result]
  return success ? { tone: 'success', text: success, keepInput: false } : { tone: 'error', text: copy.refused, keepInput: true }
}
