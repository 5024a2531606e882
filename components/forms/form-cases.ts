// The four API forms' cases, for both test layers: api-forms.test.tsx (jsdom) and e2e/forms.spec.ts
// (Playwright). Plain data, so neither layer pulls in the other's runtime; SPEC's words are written out
// rather than read from content/forms/, so a copy change has to pass the tests.

export type FormName = 'contact' | 'report' | 'book-demo' | 'unsubscribe'

export type FormCase = {
  name: FormName
  /** The public path of the form's page. */
  page: string
  endpoint: string
  submit: string
  /** Label → what to type (or the option value to choose), in the order of the form; every field filled. */
  input: Record<string, string>
  /** The labels in `input` that are selects. */
  selects?: string[]
  /** The labels of the checkboxes to tick, in the order of the form. */
  ticks?: string[]
  /** The JSON body that input (and ticks) must produce (trimmed). */
  body: Record<string, unknown>
  /** Optional field's label → its key in the body, which leaves the field out when it is blank. */
  optional?: Record<string, string>
  success: string
  refused: string
  /** Label → message after submitting the empty form, first field first. */
  required: Record<string, string>
}

export const formMessages = {
  unreachable: 'There was an error connecting to the server. Please check your connection and try again.',
  invalid: 'Some details need correcting. Please check the messages above.',
  badEmail: 'Enter an email address in the correct format, like name@company.co.uk',
}

export const formCases: FormCase[] = [
  {
    name: 'contact',
    page: '/contact',
    endpoint: '/v1/contact',
    submit: 'Send message',
    input: {
      'Your name': '  Ada Lovelace ',
      'Work email': 'ada@example.co.uk',
      'Company (optional)': 'Analytical Engines Ltd',
      'How can we help?': 'We keep finding fake shops that use our name.',
    },
    body: {
      name: 'Ada Lovelace',
      email: 'ada@example.co.uk',
      company: 'Analytical Engines Ltd',
      message: 'We keep finding fake shops that use our name.',
    },
    optional: { 'Company (optional)': 'company' },
    success: 'Thank you, your message has been sent. We will reply by email within one working day.',
    refused: 'There was an issue sending your message. Please try again.',
    required: {
      'Your name': 'Enter your name',
      'Work email': 'Enter your work email address',
      'How can we help?': 'Enter your message',
    },
  },
  {
    name: 'report',
    page: '/report',
    endpoint: '/v1/report',
    submit: 'Send report',
    input: {
      'Web address of the content': ' https://plainguard-login.example.com/verify ',
      'What kind of content is it?': 'phishing',
      'What did you see?': 'A text message said my parcel was held and linked here.',
      'Your email (optional)': 'me@example.org',
    },
    selects: ['What kind of content is it?'],
    body: {
      url: 'https://plainguard-login.example.com/verify',
      category: 'phishing',
      details: 'A text message said my parcel was held and linked here.',
      email: 'me@example.org',
    },
    optional: { 'Your email (optional)': 'email' },
    success: 'Thank you, your report has been received. One of our analysts will review it within 1 working day.',
    refused: 'There was an issue sending your report. Please try again.',
    required: {
      'Web address of the content': 'Enter the web address of the content',
      'What kind of content is it?': 'Choose what kind of content it is',
      'What did you see?': 'Tell us what you saw',
    },
  },
  {
    name: 'book-demo',
    page: '/book-demo',
    endpoint: '/v1/demo',
    submit: 'Book a Demo',
    input: {
      'Your name': 'Grace Hopper',
      'Work email': 'grace@example.com',
      Company: 'Example Retail plc',
      'Domain or brand to check (optional)': ' example-retail.co.uk ',
      Industry: 'retail',
      'Or tell us what suits you (optional)': ' Not the week of 14 December ',
    },
    selects: ['Industry'],
    ticks: ['Tuesday', 'Thursday', 'Afternoon, 12:00 to 17:00'],
    body: {
      name: 'Grace Hopper',
      email: 'grace@example.com',
      company: 'Example Retail plc',
      domain: 'example-retail.co.uk',
      industry: 'retail',
      days: ['tue', 'thu'],
      windows: ['afternoon'],
      times: 'Not the week of 14 December',
    },
    optional: { 'Domain or brand to check (optional)': 'domain', 'Or tell us what suits you (optional)': 'times' },
    success: 'Thank you, your request has been sent. One of our analysts will email you within 1 working day to confirm a time.',
    refused: 'There was an issue sending your request. Please try again.',
    required: {
      'Your name': 'Enter your name',
      'Work email': 'Enter your work email address',
      Company: 'Enter your company name',
      Industry: 'Choose the industry you work in',
      Monday: 'Choose at least one day, or tell us below what suits you',
      'Morning, 9:00 to 12:00': 'Choose a time of day, or tell us below what suits you',
    },
  },
  {
    name: 'unsubscribe',
    page: '/newsletter/unsubscribe',
    endpoint: '/v1/newsletter/unsubscribe',
    submit: 'Unsubscribe',
    input: { 'Email address': 'reader@example.co.uk' },
    body: { email: 'reader@example.co.uk' },
    success: 'You have been unsubscribed. We will not send you the newsletter again.',
    refused: 'There was an issue unsubscribing this address. Please check it and try again.',
    required: { 'Email address': 'Enter the email address to unsubscribe' },
  },
]

/** A form's input with its optional fields left blank, and the body that must then be sent without them. */
export function withOptionalBlank(form: FormCase): Pick<FormCase, 'input' | 'body'> {
  const input = { ...form.input }
  const body = { ...form.body }
  for (const [label, key] of Object.entries(form.optional ?? {})) {
    input[label] = ''
    delete body[key]
  }
  return { input, body }
}

/** An unsubscribe email's link: what it carries (the form sends exactly this), and what a crafted one may carry instead. */
export const unsubscribeLinkCase = {
  params: { email: 'reader+news@example.co.uk', token: 't0k3n-abc' },
  hostileValues: ['<script>alert(1)</script>', '"><img src=x onerror=alert(1)>', "'><svg onload=alert(1)>"],
}

/** A link's parameters, encoded as the link writes them: `email=reader%2Bnews%40example.co.uk&token=t0k3n-abc`. */
export function linkParams(params: Record<string, string>): string {
  return Object.entries(params)
    .map(([name, value]) => `${name}=${encodeURIComponent(value)}`)
    .join('&')
}
