import { CONSENT_COOKIE } from '#lib/consent'
import { metricCacheKey } from '#lib/metric-source'
import { PLAN_DETAILS_COOKIE } from '#lib/plan-details'

/** Lists every cookie and storage item this website sets or reads. */
export const cookieTable = {
  label: 'Cookies and browser storage on this website',
  columns: { name: 'Name', purpose: 'Purpose', lifetime: 'Lifetime', consent: 'Consent needed' },
}

export type StorageItem = { name: string; kind: string; purpose: string; lifetime: string; consent: string }

export const storageItems: StorageItem[] = [
  {
    name: CONSENT_COOKIE,
    kind: 'Cookie',
    purpose: 'Remembers your choice in the cookie banner or Cookie settings, so that we don’t ask you again on every page.',
    lifetime: '182 days (about 6 months)',
    consent: 'No: strictly necessary',
  },
  {
    name: PLAN_DETAILS_COOKIE,
    kind: 'Cookie',
    purpose: 'Holds the plan, billing period and add-ons you chose on the pricing page, for the sign-up page. No personal data.',
    lifetime: '1 day',
    consent: 'No: strictly necessary',
  },
  {
    name: 'jwt',
    kind: 'Cookie, set by the dashboard',
    purpose: 'Checked only for whether it is there, to show a Dashboard link instead of Book a Demo.',
    lifetime: 'Set by the dashboard; logging out clears it',
    consent: 'No: strictly necessary',
  },
  {
    name: 'sentryReplaySession',
    kind: 'Session storage',
    purpose: 'Keeps track of the current replay for Sentry error reporting.',
    lifetime: 'Until you close the tab',
    consent: 'Yes',
  },
  {
    name: (['threats', 'scraped', 'scanned'] as const).map(metricCacheKey).join(', '),
    kind: 'Local storage',
    purpose: 'Keeps the home page’s three counters, so the page does not ask our server again on every visit.',
    lifetime: '5 minutes',
    consent: 'Yes',
  },
]
