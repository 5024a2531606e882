import type { ContactField } from '#lib/validations/contact'
import { shared, type FormCopy, type LinkedText, type NextSteps } from '@/content/forms/form-copy'
import { company } from '@/content/company/facts'
import { security } from '@/content/security'
import { workingHours } from '@/content/support'
import { site } from '#lib/site'

export const contactForm: FormCopy<ContactField> = {
  fields: {
    name: { label: 'Your name' },
    email: { label: 'Work email' },
    company: { label: 'Company (optional)' },
    message: {
      label: 'How can we help?',
      hint: 'Tell us what you would like to protect or what you need from us. Up to 5,000 characters.',
    },
  },
  submit: 'Send message',
  sending: shared.sending,
  invalid: shared.invalid,
  outcomes: {
    success: 'Thank you, your message has been sent. We will reply by email within 1\u00a0working\u00a0day.',
    refused: 'There was an issue sending your message. Please try again.',
    unreachable: shared.unreachable,
  },
}

export const contactNextSteps: NextSteps = {
  heading: 'What happens next',
  items: [
    [`Someone from our team reads your message and replies by email within 1\u00a0working\u00a0day (${workingHours}).`],
    [
      'Already a customer? Opening a support request from your ',
      { text: 'dashboard', href: site.dashboardUrl },
      ' gets you the fastest answer about your account.',
    ],
    ['We use your details only to answer you, as our ', { text: 'privacy policy', href: '/policies/privacy' }, ' explains.'],
  ],
  reach: {
    heading: 'Other ways to reach us',
    ways: [
      { label: 'Privacy and data protection', email: security.dpa.email },
      { label: 'Security vulnerabilities', email: security.disclosure.email },
      { label: 'By post', text: `${company.legalName}, ${company.registeredOffice}` },
    ],
  },
}

/** Above the form, so a visitor with a site to report learns of the faster way before typing. */
export const contactReportNote: LinkedText = [
  'Reporting a phishing, fake or malware site? Use the ',
  { text: 'Report page', href: '/report' },
  ' instead: it goes straight to our analysts.',
]
