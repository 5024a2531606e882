import { enum as oneOf, object } from 'zod/mini'
import { optionalMatching, requiredEmail, requiredText } from './fields'
import { validate, type FieldOf } from './validate'

export const demoIndustries = ['manufacturing', 'financial', 'retail', 'gaming', 'other'] as const
export type DemoIndustry = (typeof demoIndustries)[number]

/** A domain (`example.co.uk`) or a brand's name (`Example & Sons`): letters, digits, spaces, dots, hyphens, ampersands, apostrophes. */
const DOMAIN_OR_BRAND = /^[\p{L}\p{N}][\p{L}\p{N} .&'’-]*$/u
export const DOMAIN_OR_BRAND_MAX = 253

/** /book-demo → POST {api}/v1/demo with {name, email, company, domain?, industry, times}; a blank domain is left out. */
export const demoSchema = object({
  name: requiredText('Enter your name', 200),
  email: requiredEmail('Enter your work email address'),
  company: requiredText('Enter your company name', 200),
  domain: optionalMatching(DOMAIN_OR_BRAND_MAX, DOMAIN_OR_BRAND, 'Enter a domain such as example.co.uk, or your brand’s name'),
  industry: oneOf(demoIndustries, 'Choose the industry you work in'),
  times: requiredText('Tell us which days and times suit you', 500),
})

export type DemoField = FieldOf<typeof demoSchema>

export const validateDemo = (values: Record<DemoField, string>) => validate(demoSchema, values)
