import { object, pipe, string, transform } from 'zod/mini'
import { requiredEmail } from '#lib/validations/fields'
import { validate, type FieldOf } from '#lib/validations/validate'

/** /newsletter/unsubscribe → POST {api}/v1/newsletter/unsubscribe with {email, token?}. */
export const unsubscribeSchema = object({
  email: requiredEmail('Enter the email address to unsubscribe'),
  // From the link in the email (?token=), passed through untouched; the API decides what it is worth.
  token: pipe(
    string(),
    transform((token: string) => token.trim() || undefined),
  ),
})

export type UnsubscribeField = FieldOf<typeof unsubscribeSchema>

export const validateUnsubscribe = (values: Record<UnsubscribeField, string>) => validate(unsubscribeSchema, values)
