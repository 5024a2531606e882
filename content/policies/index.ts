import type { RichText } from '@/content/schema'
import * as cookie from './cookie'
import * as privacy from './privacy'
import * as tos from './tos'

export type Policy = {
  slug: string
  title: string
  description: string
  summary: string
  lastUpdated: string
  body: RichText
}

export const policies: Policy[] = [
  {
    slug: 'privacy',
    title: 'Privacy Policy',
    description: 'How Plainguard collects, uses and protects personal data under UK GDPR, and your rights.',
    ...privacy,
  },
  {
    slug: 'tos',
    title: 'Terms of Service',
    description: 'The terms that govern the use of the Plainguard website.',
    ...tos,
  },
  {
    slug: 'cookie',
    title: 'Cookie Policy',
    description: 'Every cookie and storage item the Plainguard website sets or reads, and how to change your choice.',
    ...cookie,
  },
]
