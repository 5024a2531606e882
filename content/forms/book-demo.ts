import { demoReply } from '@/content/support'
import { lowerFirst } from '#lib/format'
import { FREE_TRIAL_DAYS } from '#lib/pricing'
import type { DemoDay, DemoField, DemoIndustry, DemoWindow } from '#lib/validations/demo'
import { shared, type FieldCopy, type FormCopy, type NextSteps } from '@/content/forms/form-copy'

export type DemoFormCopy = FormCopy<DemoField> & {
  industries: Record<DemoIndustry, string>
  choose: string
  when: FieldCopy
  days: Record<DemoDay, string>
  windows: Record<DemoWindow, string>
}

export const demoReplySentence = `${demoReply.from} will email you ${lowerFirst(demoReply.firstResponse)} to confirm a time.`

export const demoForm: DemoFormCopy = {
  fields: {
    name: { label: 'Your name' },
    email: { label: 'Work email' },
    company: { label: 'Company' },
    domain: {
      label: 'Domain or brand to check (optional)',
      hint: 'A domain such as example.co.uk, or your brand’s name: we will look at what is using it.',
    },
    industry: { label: 'Industry' },
    days: { label: 'Days' },
    windows: { label: 'Time of day' },
    times: {
      label: 'Or tell us what suits you (optional)',
      hint: 'For example a date, days to avoid or a time outside these hours.',
    },
  },
  when: {
    label: 'When suits you?',
    hint: 'Tick every day and time of day that could work in the next two weeks. All times are UK time (Europe/London).',
  },
  days: { mon: 'Monday', tue: 'Tuesday', wed: 'Wednesday', thu: 'Thursday', fri: 'Friday' },
  windows: { morning: 'Morning, 9:00 to 12:00', afternoon: 'Afternoon, 12:00 to 17:00' },
  industries: {
    manufacturing: 'Manufacturing',
    financial: 'Financial services',
    retail: 'Retail',
    gaming: 'Gaming',
    other: 'Another industry',
  },
  choose: 'Choose your industry',
  // The demo action reads "Book a Demo" everywhere, the form's own button included.
  submit: 'Book a Demo',
  sending: shared.sending,
  invalid: shared.invalid,
  outcomes: {
    success: `Thank you, your request has been sent. ${demoReplySentence}`,
    refused: 'There was an issue sending your request. Please try again.',
    unreachable: shared.unreachable,
  },
}

export const demoNextSteps: NextSteps = {
  heading: 'What happens next',
  facts: [
    {
      label: 'Who replies',
      text: `${demoReply.from}, by email, to confirm one of your times or to suggest another if none is free.`,
    },
    { label: 'How soon', text: `${demoReply.firstResponse} of your request.` },
    {
      label: 'What the demo covers',
      text: 'A video call with one of our analysts about your own brand: the lookalike sites and fake accounts using your name, any leaked data we find, and how a takedown would run, from evidence to removal.',
    },
  ],
  items: [
    ['Bring your questions: what we monitor, how takedowns work and what reports you get.'],
    [`There is no obligation, and every plan starts with a ${FREE_TRIAL_DAYS}-day free trial.`],
  ],
}
