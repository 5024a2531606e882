import { addresses } from '#lib/addresses'

export const site = {
  name: 'Plainguard',
  slogan: 'Just Simple Security',
  description:
    'Plainguard is a UK brand-protection company: takedowns of malicious content, phishing simulation, website monitoring, dark web scanning and content moderation.',
  domain: 'plainguard.co.uk',
  social: [
    { name: 'LinkedIn', url: 'https://www.linkedin.com/company/plainguard' },
    { name: 'X', url: 'https://x.com/plainguard' },
  ],
  ...addresses,
} as const

export type Site = typeof site
