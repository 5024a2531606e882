import { demoForm } from '@/content/forms/book-demo'
import { contactForm } from '@/content/forms/contact'
import type { FormCopy } from '@/content/forms/form-copy'
import { reportForm } from '@/content/forms/report'
import { unsubscribeForm } from '@/content/forms/unsubscribe'
import { apiPaths } from '#lib/api'
import { choiceList } from '#lib/choices'
import { validateContact } from '#lib/validations/contact'
import { validateDemo } from '#lib/validations/demo'
import { validateReport } from '#lib/validations/report'
import { validateUnsubscribe } from '#lib/validations/unsubscribe'
import type { Validator } from '#lib/validations/validate'

// The four API forms' cases for api-forms.test.tsx and the e2e specs: their copy and validators, imported.

export type FormCase = {
  name: 'contact' | 'report' | 'book-demo' | 'unsubscribe'
  page: string
  endpoint: string
  copy: FormCopy<string>
  validate: Validator<string>
  /** Field → what to type, the option to choose, or a checkbox group's options to tick (`tue,thu`); every field filled. */
  input: Record<string, string>
  selects?: string[]
  /** A checkbox group's options: value → label. */
  groups?: Record<string, Record<string, string>>
  /** Fields left out of the body when blank. */
  optional?: string[]
}

export const formCases: FormCase[] = [
  {
    name: 'contact',
    page: '/contact',
    endpoint: apiPaths.contact,
    copy: contactForm,
    validate: validateContact,
    input: {
      name: '  Ada Lovelace ',
      email: 'ada@example.co.uk',
      company: 'Analytical Engines Ltd',
      message: 'We keep finding fake shops that use our name.',
    },
    optional: ['company'],
  },
  {
    name: 'report',
    page: '/report',
    endpoint: apiPaths.report,
    copy: reportForm,
    validate: validateReport,
    input: {
      url: ' https://plainguard-login.example.com/verify ',
      category: 'phishing',
      details: 'A text message said my parcel was held and linked here.',
      email: 'me@example.org',
    },
    selects: ['category'],
    optional: ['email'],
  },
  {
    name: 'book-demo',
    page: '/book-demo',
    endpoint: apiPaths.demo,
    copy: demoForm,
    validate: validateDemo,
    input: {
      name: 'Grace Hopper',
      email: 'grace@example.com',
      company: 'Example Retail plc',
      domain: ' example-retail.co.uk ',
      industry: 'retail',
      days: 'tue,thu',
      windows: 'afternoon',
      times: ' Not the week of 14 December ',
    },
    selects: ['industry'],
    groups: { days: demoForm.days, windows: demoForm.windows },
    optional: ['domain', 'times'],
  },
  {
    name: 'unsubscribe',
    page: '/newsletter/unsubscribe',
    endpoint: apiPaths.newsletterUnsubscribe,
    copy: unsubscribeForm,
    // Opened without a link: no token.
    validate: (values) => validateUnsubscribe({ email: '', token: '', ...values }),
    input: { email: 'reader@example.co.uk' },
  },
]

export const formCase = (name: FormCase['name']) => formCases.find((form) => form.name === name)!

/** The label of a field's control; a checkbox group's first box carries the group's message. */
const labelOf = ({ copy, groups }: FormCase, field: string) =>
  groups?.[field] ? Object.values(groups[field])[0]! : copy.fields[field]!.label

/** Each control to fill in, in the order of the form: a text field, a select, or a box to tick. */
export const controls = (form: FormCase, input = form.input) =>
  Object.entries(input).flatMap(([field, value]) => {
    const group = form.groups?.[field]
    if (group) return choiceList(value).map((option) => ({ label: group[option]!, value, kind: 'tick' }))
    return [{ label: labelOf(form, field), value, kind: form.selects?.includes(field) ? 'select' : 'text' }]
  })

/** The JSON body the form must send for `input`: its validator's output. */
export function bodyOf(form: FormCase, input = form.input): unknown {
  const result = form.validate(input)
  if (!result.ok) throw new Error(`${form.name}: invalid input ${JSON.stringify(result.errors)}`)
  return JSON.parse(JSON.stringify(result.data))
}

/** The form's input with its optional fields left blank. */
export const withOptionalBlank = (form: FormCase) => ({
  ...form.input,
  ...Object.fromEntries((form.optional ?? []).map((field) => [field, ''])),
})

/** Label → message for each required field of the empty form, first field first. */
export function requiredOf(form: FormCase): [string, string][] {
  const result = form.validate(Object.fromEntries(Object.keys(form.copy.fields).map((field) => [field, ''])))
  return result.ok ? [] : Object.entries(result.errors).map(([field, message]) => [labelOf(form, field), message!])
}

/** An unsubscribe email's link: what it carries (the form sends exactly this), and what a crafted one may carry instead. */
export const unsubscribeLinkCase = {
  params: { email: 'reader+news@example.co.uk', token: 't0k3n-abc' },
  hostileValues: ['<script>alert(1)</script>', '"><img src=x onerror=alert(1)>', "'><svg onload=alert(1)>"],
}

/** A link's parameters, encoded as the link writes them: `email=reader%2Bnews%40example.co.uk&token=t0k3n-abc`. */
export const linkParams = (params: Record<string, string>) =>
  Object.entries(params)
    .map(([name, value]) => `${name}=${encodeURIComponent(value)}`)
    .join('&')
