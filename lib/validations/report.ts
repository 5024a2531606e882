import { enum as oneOf, object } from 'zod/mini'
import { optionalEmail, requiredText, requiredWebAddress } from '#lib/validations/fields'
import { validate, type FieldOf } from '#lib/validations/validate'

export const reportCategories = ['phishing', 'impersonation', 'counterfeit', 'malware', 'csam', 'other'] as const
export type ReportCategory = (typeof reportCategories)[number]

/** /report → POST {api}/v1/report with {url, category, details, email?}. */
export const reportSchema = object({
  url: requiredWebAddress('Enter the web address of the content'),
  category: oneOf(reportCategories, 'Choose what kind of content it is'),
  details: requiredText('Tell us what you saw', 5000),
  email: optionalEmail(),
})

export type ReportField = FieldOf<typeof reportSchema>

export const validateReport = (values: Record<ReportField, string>) => validate(reportSchema, values)
