import { reportReview } from '@/content/support'
import { lowerFirst } from '#lib/format'
import { site } from '#lib/site'
import type { ReportCategory, ReportField } from '#lib/validations/report'
import { shared, type FormCopy, type LinkedText, type NextSteps } from '@/content/forms/form-copy'

const review = lowerFirst(reportReview.firstResponse)

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
    success: `Thank you, your report has been received. ${reportReview.from} will review it ${review}.`,
    refused: 'There was an issue sending your report. Please try again.',
    unreachable: shared.unreachable,
  },
}

export const reportNextSteps: NextSteps = {
  heading: 'What happens next',
  items: [
    [`${reportReview.from} reviews every report, normally ${review}. You don’t need to be a customer.`],
    ['We check the site safely from our own systems, so there is no need to visit it again or send us screenshots or files.'],
    ['When it targets a brand we protect, we gather the evidence and start the takedown.'],
  ],
}

export type UrgentCopy = { heading: string; jump: string; intro: string; steps: { title: string; text: LinkedText }[] }

/** For people targeted now, who cannot wait for our review: official UK services only. */
export const reportUrgent: UrgentCopy = {
  heading: 'Is it happening right now?',
  jump: 'Happening now? What to do first',
  intro: `We review reports ${review}. If people are being targeted now, or someone has already been caught out, don’t wait for us:`,
  steps: [
    {
      title: 'Don’t type anything into it.',
      text: ['No passwords, codes or card details. If someone already has, change that password now, everywhere it is used.'],
    },
    {
      title: 'Keep the evidence.',
      text: ['Leave the email or text where it is and don’t open the link again. Copy its web address: the reports ask for it.'],
    },
    {
      title: 'Report the email or text.',
      text: [
        'Forward a suspicious email to ',
        { text: 'report@phishing.gov.uk', href: 'mailto:report@phishing.gov.uk' },
        ', the National Cyber Security Centre’s Suspicious Email Reporting Service, and a scam text message to 7726, free of charge.',
      ],
    },
    {
      title: 'Lost money, or shared bank details?',
      text: [
        'Call the bank now, on the number on the back of the card, then report it to ',
        { text: 'Action Fraud', href: 'https://www.actionfraud.police.uk/' },
        ' (England, Wales and Northern Ireland) or to Police Scotland on 101.',
      ],
    },
    {
      title: 'Then tell us.',
      text: [
        'A Plainguard customer? Also open a support request in your ',
        { text: 'dashboard', href: site.dashboardUrl },
        ' and say it is urgent: ',
        { text: 'your plan’s response target', href: '/support' },
        ' applies.',
      ],
    },
  ],
}
