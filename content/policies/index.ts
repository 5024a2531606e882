import type { PageCopy } from '@/content/pages'

export type PolicySummary = PageCopy & { slug: string }

export const policies: PolicySummary[] = [
  {
    slug: 'privacy',
    title: 'Privacy Policy',
    heading: 'Privacy Policy',
    description: 'How Plainguard collects, uses and protects personal data under UK GDPR.',
    summary: 'How we collect, use and protect personal data. The full policy is being published here.',
  },
  {
    slug: 'tos',
    title: 'Terms of Service',
    heading: 'Terms of Service',
    description: 'The terms that govern the use of the Plainguard website and services.',
    summary: 'The terms that govern the use of our website and services. The full terms are being published here.',
  },
  {
    slug: 'cookie',
    title: 'Cookie Policy',
    heading: 'Cookie Policy',
    description: 'The cookies the Plainguard website sets or reads, and how to change your choice.',
    summary: 'The cookies this website sets or reads, and how to change your choice. The full policy is being published here.',
  },
]
