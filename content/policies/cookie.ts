import { checkContent, richTextSchema } from '@/content/schema'

export const summary =
  'The cookies and browser storage this website uses, what each one is for, and how to change your choice at any time.'

export const lastUpdated = '2026-11-21'

export const body = checkContent(richTextSchema, 'content/policies/cookie.ts', [
  {
    type: 'p',
    text: 'This policy lists every cookie and browser storage item that plainguard.co.uk sets or reads, and why. It follows the Privacy and Electronic Communications Regulations (PECR) and UK GDPR.',
  },
  {
    type: 'p',
    text: 'A cookie is a small piece of text that a website stores in your browser. Session storage is a similar store that your browser keeps for a single tab and clears when you close that tab.',
  },
  {
    type: 'p',
    text: 'Without your consent, we use only what the website needs to work. Analytics and error reporting start only if you choose Accept. We don’t treat browsing the site as agreement: until you choose, they stay off. We use no advertising cookies and don’t track you across other websites.',
  },

  { type: 'h2', text: 'Strictly necessary cookies' },
  {
    type: 'p',
    text: 'These cookies are needed for something you have asked for, so the law doesn’t require your consent. You can still block or delete them in your browser, but parts of the site may then not work as expected.',
  },
  { type: 'h3', text: 'plainguard-cookie-consent' },
  {
    type: 'ul',
    items: [
      'Name: plainguard-cookie-consent',
      'Set by: this website, when you choose Accept or Decline in the cookie banner or in Cookie settings.',
      'Purpose: remembers your choice, so that we don’t ask you again on every page. Its value is accepted or declined.',
      'Lifetime: 182 days (about 6 months). After that, we ask you again.',
      'Where it applies: plainguard.co.uk and its subdomains.',
      'Consent needed: no. It is strictly necessary to remember your choice.',
    ],
  },
  { type: 'h3', text: 'planDetails' },
  {
    type: 'ul',
    items: [
      'Name: planDetails',
      'Set by: this website, only when you press a plan’s sign-up button on the pricing page.',
      'Purpose: holds the plan, billing period and add-on quantities you chose, so that the sign-up page can show your selection. It holds no personal data.',
      'Lifetime: 1 day.',
      'Consent needed: no. It is strictly necessary to provide the sign-up you asked for.',
    ],
  },

  { type: 'h2', text: 'A cookie we check but don’t set' },
  { type: 'h3', text: 'jwt' },
  {
    type: 'ul',
    items: [
      'Name: jwt',
      'Set by: the Plainguard customer dashboard (dashboard.plainguard.co.uk) when you log in. This website never sets it.',
      'Purpose on this website: if you are logged in to the dashboard, your browser sends this cookie to our server with each page request. Our server checks only whether it is present, so that it can show a Dashboard link instead of Book a Demo. We never read what the cookie contains and never send it anywhere else.',
      'Lifetime: set by the dashboard. Logging out of the dashboard clears it.',
      'Consent needed: no. It is strictly necessary for your dashboard login, and this website only checks whether it is there.',
    ],
  },

  { type: 'h2', text: 'Analytics (only if you accept)' },
  { type: 'h3', text: 'Vercel Web Analytics' },
  {
    type: 'ul',
    items: [
      'Provided by: Vercel, which also hosts this website.',
      'Cookies: none. Vercel Web Analytics sets no cookies.',
      'What it records: the page path you visit (without the query string), the site that referred you, and your country, browser, operating system and device type. It may also record simple events, such as a newsletter sign-up that failed, without your email address.',
      'How: the figures are aggregated. To count visitors without cookies, Vercel uses a short-lived identifier worked out from your request, which it discards after 24 hours. There is no tracking across other websites.',
      'When: only after you choose Accept. If you decline, nothing is sent. If you withdraw consent later, nothing more is sent.',
      'Consent needed: yes.',
    ],
  },

  { type: 'h2', text: 'Error reporting (only if you accept)' },
  { type: 'h3', text: 'Sentry' },
  {
    type: 'ul',
    items: [
      'Provided by: Sentry, an error-monitoring service.',
      'Purpose: helps us find and fix faults on the website.',
      'What it records: when the website hits an error in your browser, technical details of the error are sent to Sentry, such as the error message, the page address and your browser, operating system and device type. For a sample of page loads, it also sends performance measurements, such as how long the page took to load.',
      'Session replay: Sentry also records a replay of your visit, showing how the page changed as you scrolled, clicked and moved between pages, so that we can see what led to a problem. All text is masked and all images and media are blocked, so the replay shows the layout of the page but not what you read or type. The replay is sent to Sentry as you browse.',
      'Browser storage: Sentry keeps a sentryReplaySession entry in your browser’s session storage to keep track of the current replay. Your browser deletes it when you close the tab, and we delete it at once if you withdraw consent.',
      'Cookies: none.',
      'When: only after you choose Accept. If you withdraw consent, Sentry stops straight away.',
      'Consent needed: yes.',
    ],
  },

  { type: 'h2', text: 'Remembering the home-page figures (only if you accept)' },
  { type: 'h3', text: 'plainguard-metric-threats, plainguard-metric-scraped, plainguard-metric-scanned' },
  {
    type: 'ul',
    items: [
      'Set by: this website, in your browser’s local storage (not a cookie).',
      'Purpose: keeps the three counters shown under “Proven by metrics” on the home page (threats mitigated, websites scanned, content moderated) for 5 minutes, so the page does not ask our server for them again on every visit.',
      'Contents: the number and the time it was fetched. Nothing about you.',
      'Lifetime: used for 5 minutes, then replaced with a fresh figure the next time you see the counters. You can clear them at any time in your browser’s settings.',
      'When: only after you choose Accept. Without it the counters still work; they are simply fetched each time.',
      'Consent needed: yes.',
    ],
  },

  { type: 'h2', text: 'Global Privacy Control' },
  {
    type: 'p',
    text: 'Global Privacy Control (GPC) is a setting in some browsers and browser extensions that tells websites you don’t want your personal data sold or shared. If your browser sends a Global Privacy Control signal and you haven’t made a choice on this website, we treat it as Decline: analytics and error reporting stay off and we don’t show the cookie banner. If you then choose Accept or Decline yourself, in Cookie settings on this page, we follow your choice.',
  },

  { type: 'h2', text: 'More information' },
  {
    type: 'p',
    text: 'Our Privacy Policy explains how we handle personal data more generally, including your rights. If you have a question about cookies, email privacy@plainguard.co.uk.',
  },
  {
    type: 'p',
    text: 'We update this policy whenever the cookies or storage we use change. Each new version is published on this page with its date.',
  },

  { type: 'h2', text: 'How to change your choice' },
  {
    type: 'p',
    text: 'You can block or delete cookies and other site data in your browser’s settings at any time; your browser’s help pages explain how. If you delete the plainguard-cookie-consent cookie, we will ask for your choice again on your next visit, unless your browser sends Global Privacy Control.',
  },
  {
    type: 'p',
    text: 'Use the Cookie settings below to accept or decline at any time; declining stops analytics and error reporting straight away.',
  },
])
