import { array, enum as oneOf, object, pipe, string, superRefine, transform } from 'zod/mini'
import { choiceList } from '#lib/choices'
import { optionalMatching, optionalText, requiredText, workEmail } from '#lib/validations/fields'
import { validate, type FieldOf } from '#lib/validations/validate'

export const demoIndustries = ['manufacturing', 'financial', 'retail', 'gaming', 'other'] as const
export type DemoIndustry = (typeof demoIndustries)[number]

/** Days and times of day are in UK time (Europe/London). */
export const demoDays = ['mon', 'tue', 'wed', 'thu', 'fri'] as const
export type DemoDay = (typeof demoDays)[number]
export const demoWindows = ['morning', 'afternoon'] as const
export type DemoWindow = (typeof demoWindows)[number]

const DOMAIN_OR_BRAND = /^[\p{L}\p{N}][\p{L}\p{N} .&'’-]*$/u
export const DOMAIN_OR_BRAND_MAX = 253

const NO_DAY = 'Choose at least one day, or tell us below what suits you'
const NO_WINDOW = 'Choose a time of day, or tell us below what suits you'

/** A checkbox group arrives as `tue,thu` (lib/choices.ts); an empty group is left out of the body. */
function choices<Option extends string>(options: readonly [Option, ...Option[]], message: string) {
  return pipe(
    pipe(string(), transform(choiceList)),
    pipe(
      array(oneOf(options, message)),
      transform((list) => (list.length > 0 ? list : undefined)),
    ),
  )
}

const scheduleFields: readonly PropertyKey[] = ['days', 'windows', 'times']

/** /book-demo → POST {api}/v1/demo. */
export const demoSchema = object({
  name: requiredText('Enter your name', 200),
  email: workEmail(),
  company: requiredText('Enter your company name', 200),
  domain: optionalMatching(DOMAIN_OR_BRAND_MAX, DOMAIN_OR_BRAND, 'Enter a domain such as example.co.uk, or your brand’s name'),
  industry: oneOf(demoIndustries, 'Choose the industry you work in'),
  days: choices(demoDays, NO_DAY),
  windows: choices(demoWindows, NO_WINDOW),
  times: optionalText(500),
}).check(
  superRefine(
    (data, context) => {
      if (data.times) return
      if (!data.days) context.addIssue({ code: 'custom', path: ['days'], message: NO_DAY, input: data.days })
      if (!data.windows) context.addIssue({ code: 'custom', path: ['windows'], message: NO_WINDOW, input: data.windows })
    },
    // Also when other fields failed, so that one submit names every field to correct; not when these three did.
    { when: (payload) => !payload.issues.some((issue) => scheduleFields.includes(issue.path?.[0] ?? '')) },
  ),
)

export type DemoField = FieldOf<typeof demoSchema>

export const validateDemo = (values: Record<DemoField, string>) => validate(demoSchema, values)
