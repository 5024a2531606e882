import { homeHeader } from '@/content/home'
import type { PostResult } from './api'
import { formMessage, type FormMessage } from './form-message'

/** SPEC section 4: what the visitor reads after a newsletter sign-up, and whether the field keeps its value. */
export function newsletterMessage(result: PostResult): FormMessage {
  return formMessage(result, homeHeader.newsletter.outcomes)
}
