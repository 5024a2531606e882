import { object } from 'zod/mini'
import { optionalText, requiredText, workEmail } from '#lib/validations/fields'
import { validate, type FieldOf } from '#lib/validations/validate'

export const MESSAGE_MAX = 5000

/** /contact → POST {api}/v1/contact with {name, email, company?, message}. */
export const contactSchema = object({
  name: requiredText('Enter your name', 200),
  email: workEmail(),
  company: optionalText(200),
  message: requiredText('Enter your message', MESSAGE_MAX),
})

export type ContactField = FieldOf<typeof contactSchema>

export const validateContact = (values: Record<ContactField, string>) => validate(contactSchema, values)
