import { object } from 'zod/mini'
import { workEmail } from '#lib/validations/fields'
import { validate, type FieldOf } from '#lib/validations/validate'

/** The home page's sign-up → POST {api}/v1/newsletter with {email}. */
export const newsletterSchema = object({ email: workEmail() })

export type NewsletterField = FieldOf<typeof newsletterSchema>

export const validateNewsletter = (values: Record<NewsletterField, string>) => validate(newsletterSchema, values)
