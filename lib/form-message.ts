import type { PostResult } from '#lib/api'

export type FormMessage = { tone: 'success' | 'error'; text: string; keepInput: boolean }

export type OutcomeCopy = {
  /** One text for any 2xx, or a text per status that counts as success; any other status is refused. */
  success: string | Readonly<Record<number, string>>
  refused: string
  unreachable: string
}

export function formMessage(result: PostResult, copy: OutcomeCopy): FormMessage {
  if (result === 'unreachable') return { tone: 'error', text: copy.unreachable, keepInput: true }
  const success =
    typeof copy.success === 'string' ? (result >= 200 && result <= 299 ? copy.success : undefined) : copy.success[result]
  return success ? { tone: 'success', text: success, keepInput: false } : { tone: 'error', text: copy.refused, keepInput: true }
}
