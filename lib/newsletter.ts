import type { PostResult } from './api'

export type FormMessage = { tone: 'success' | 'error'; text: string; keepInput: boolean }

/** SPEC section 4: what the visitor reads after a newsletter sign-up, and whether the field keeps its value. */
export function newsletterMessage(result: PostResult): FormMessage {
  if (result === 200) return { tone: 'success', text: 'Thank you for signing up!', keepInput: false }
  if (result === 202) return { tone: 'success', text: "You're already on our list!", keepInput: false }
  if (result === 'unreachable') {
    return { tone: 'error', text: 'There was an error connecting to the server.', keepInput: true }
  }
  return { tone: 'error', text: 'There was an issue with your signup. Please try again.', keepInput: true }
}
