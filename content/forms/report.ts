import type { ReportCategory, ReportField } from '@/lib/validations/report'
import { shared, type FormCopy, type NextSteps } from './form-copy'

export type ReportFormCopy = FormCopy<ReportField> & {
  categories: Record<ReportCategory, string>
  choose: string
  csam: {
    heading: string
    text: string
    link: { text: string; href: string }
    warning: string
    danger: string
  }
}

export const reportForm: ReportFormCopy = {
  fields: {
    url: {
      label: 'Web address of the content',
      hint: 'The full address, starting with http:// or https://. Copy it from the message or page that showed it to you.',
    },
    category: { label: 'What kind of content is it?' },
    details: {
      label: 'What did you see?',
      hint: 'Which brand or person it targets, and how you came across it: an email, a text message, an advert or a search result. Please leave out passwords and card numbers.',
    },
    email: {
      label: 'Your email (optional)',
      hint: 'Only if you are happy for our analysts to contact you about this report.',
    },
  },
  categories: {
    phishing: 'Phishing: asks for passwords, bank or card details',
    impersonation: 'Impersonation of a company or a person',
    counterfeit: 'Counterfeit goods',
    malware: 'Malware or a harmful download',
    csam: 'Child sexual abuse material (CSAM)',
    other: 'Something else',
  },
  choose: 'Choose a category',
  csam: {
    heading: 'Please also report this to the Internet Watch Foundation',
    text: 'The Internet Watch Foundation (IWF) is the UK charity that gets child sexual abuse material removed from the internet. You can report to them anonymously, and they work with the police and hosting companies worldwide.',
    link: { text: 'Report it to the IWF', href: 'https://report.iwf.org.uk/' },
    warning:
      'Do not download, copy, screenshot or send the material to anyone, including us and the IWF. Give only the web address: keeping or sharing the images is a crime, even when you mean to report them.',
    danger: 'If you think a child is in immediate danger, call 999.',
  },
  submit: 'Send report',
  sending: shared.sending,
  invalid: shared.invalid,
  outcomes: {
    success: 'Thank you, your report has been received. One of our analysts will review it within one working day.',
    refused: 'There was an issue sending your report. Please try again.',
    unreachable: shared.unreachable,
  },
}

export const reportNextSteps: NextSteps = {
  heading: 'What happens next',
  items: [
    'One of our analysts reviews every report, normally within one working day. You don’t need to be a customer.',
    'We check the site safely from our own systems, so there is no need to visit it again or send us screenshots or files.',
    'When it targets a brand we protect, we gather the evidence and start the takedown.',
    'Lost money, or shared a password or bank details? Call your bank straight away and report the fraud to the police.',
    'Forward suspicious emails to report@phishing.gov.uk, the National Cyber Security Centre’s reporting service.',
  ],
}
