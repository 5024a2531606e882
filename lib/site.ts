// next.config.mjs validates these (lib/env.ts) and Next inlines each where named in full: no validator ships.
const env = {
  NEXT_PUBLIC_SITE_URL: process.env.NEXT_PUBLIC_SITE_URL!,
  NEXT_PUBLIC_API_URL: process.env.NEXT_PUBLIC_API_URL!,
  NEXT_PUBLIC_STATUSPAGE_URL: process.env.NEXT_PUBLIC_STATUSPAGE_URL!,
  NEXT_PUBLIC_DASHBOARD_URL: process.env.NEXT_PUBLIC_DASHBOARD_URL!,
  NEXT_PUBLIC_SENTRY_DSN: process.env.NEXT_PUBLIC_SENTRY_DSN,
  NEXT_PUBLIC_BUILD_VERSION: process.env.NEXT_PUBLIC_BUILD_VERSION!,
}

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
  url: env.NEXT_PUBLIC_SITE_URL,
  apiUrl: env.NEXT_PUBLIC_API_URL,
  statuspageUrl: env.NEXT_PUBLIC_STATUSPAGE_URL,
  dashboardUrl: env.NEXT_PUBLIC_DASHBOARD_URL,
  sentryDsn: env.NEXT_PUBLIC_SENTRY_DSN,
  version: env.NEXT_PUBLIC_BUILD_VERSION,
} as const

export type Site = typeof site
