import { enum as oneOf, object } from 'zod/mini'
import { requiredEmail, requiredText } from './fields'
import { validate, type FieldOf } from './validate'

export const demoIndustries = ['manufacturing', 'financial', 'retail', 'gaming', 'other'] as const
export type DemoIndustry = (typeof demoIndustries)[number]

/** /book-demo → POST {api}/v1/demo with {name, email, company, industry, times}. */
export const demoSchema = object({
  name: requiredText('Enter your name', 200),
  email: requiredEmail('Enter your work email address'),
  company: requiredText('Enter your company name', 200),
  industry: oneOf(demoIndustries, 'Choose the industry you work in'),
  times: requiredText('Tell us which days and times suit you', 500),
})

export type DemoField = FieldOf<typeof demoSchema>

export const validateDemo = (values: Record<DemoField, string>) => validate(demoSchema, values)
