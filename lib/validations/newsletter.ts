import { object } from 'zod/mini'
import { workEmail } from './fields.ts'
import { validate, type FieldOf } from './validate.ts'

/** The home page's sign-up → POST {api}/v1/newsletter with {email}. */
export const newsletterSchema = object({ email: workEmail() })

export type NewsletterField = FieldOf<typeof newsletterSchema>

export const validateNewsletter = (values: Record<NewsletterField, string>) => validate(newsletterSchema, values)
