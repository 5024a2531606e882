import type { DemoField, DemoIndustry } from '@/lib/validations/demo'
import { shared, type FormCopy, type NextSteps } from './form-copy'

export type DemoFormCopy = FormCopy<DemoField> & { industries: Record<DemoIndustry, string>; choose: string }

export const demoForm: DemoFormCopy = {
  fields: {
    name: { label: 'Your name' },
    email: { label: 'Work email' },
    company: { label: 'Company' },
    industry: { label: 'Industry' },
    times: {
      label: 'When suits you?',
      hint: 'A few days and times that work for you, for example “Tuesday or Thursday afternoon”.',
    },
  },
  industries: {
    manufacturing: 'Manufacturing',
    financial: 'Financial services',
    retail: 'Retail',
    gaming: 'Gaming',
    other: 'Another industry',
  },
  choose: 'Choose your industry',
  submit: 'Request a demo',
  sending: shared.sending,
  invalid: shared.invalid,
  outcomes: {
    success: 'Thank you, your request has been sent. We will email you within one working day to confirm a time.',
    refused: 'There was an issue sending your request. Please try again.',
    unreachable: shared.unreachable,
  },
}

export const demoNextSteps: NextSteps = {
  heading: 'What happens next',
  items: [
    'We email you within one working day to confirm one of your times, or to suggest another if none is free.',
    'The demo is a video call with one of our specialists, who shows you Plainguard working on your own brand.',
    'Bring your questions: how takedowns work, what we monitor and what reports you get.',
    'There is no obligation, and every plan starts with a 14-day free trial.',
  ],
}
