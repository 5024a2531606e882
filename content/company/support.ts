import { checkContent, richTextSchema } from '@/content/schema'

export const summary =
  'How to get help with your Plainguard service, what to include in your request, and how quickly we aim to respond on each plan.'

export const body = checkContent(richTextSchema, 'content/company/support.ts', [
  {
    type: 'p',
    text: 'If you are a Plainguard customer and need help, we are here to sort it out. This page explains how to reach us and what response to expect.',
  },

  { type: 'h2', text: 'How to get help' },
  {
    type: 'ul',
    items: [
      'Log in to your dashboard and open a support request.',
      'If you can’t log in, or you aren’t a customer yet, contact us through our contact page.',
    ],
  },
  { type: 'h3', text: 'What to include' },
  {
    type: 'ul',
    items: [
      'Your company name and the email address you use for your Plainguard account.',
      'What you were trying to do, what happened and what you expected to happen.',
      'Any web addresses, case references or error messages involved.',
      'How urgent it is, and how it affects your business.',
    ],
  },
  {
    type: 'p',
    text: 'Please don’t send passwords, and send only the personal data we need to help.',
  },

  { type: 'h2', text: 'Response times' },
  {
    type: 'p',
    text: 'These are our targets for a first response during working hours. Resolving an issue can take longer, and we will keep you updated as we work on it.',
  },
  {
    type: 'ul',
    items: [
      'Starter: email support, with a first response within 2 working days.',
      'Business: priority email support, with a first response within 1 working day.',
      'Enterprise: a named contact, and a first response within 4 working hours for critical issues. Your contract sets out the details.',
    ],
  },
  { type: 'h3', text: 'Working hours' },
  {
    type: 'p',
    text: 'Monday to Friday, 9:00 to 17:30 UK time, excluding bank holidays.',
  },

  { type: 'h2', text: 'Service status' },
  {
    type: 'p',
    text: 'If something seems to be wrong with our service, check our status page first. It shows any current incidents and what we are doing about them. While an incident is open, a banner at the top of this website also tells you about it.',
  },

  { type: 'h2', text: 'Reporting a malicious website' },
  {
    type: 'p',
    text: 'If you have found a phishing, impersonation, counterfeit or malware site, tell us through our Report page. You don’t need to be a customer to report one.',
  },

  { type: 'h2', text: 'Reporting a security vulnerability' },
  {
    type: 'p',
    text: 'If you think you have found a security vulnerability in our website or services, please email security@plainguard.co.uk. Tell us what you found and how to reproduce it.',
  },
  { type: 'p', text: 'When you look into a vulnerability, please:' },
  {
    type: 'ul',
    items: [
      'don’t access, change or delete data that isn’t yours, and stop as soon as you have shown the problem;',
      'don’t disrupt our services or our customers;',
      'give us reasonable time to fix the problem before you tell anyone else about it.',
    ],
  },
  {
    type: 'p',
    text: 'We will acknowledge your report, keep you informed and let you know when the problem is fixed.',
  },
])
