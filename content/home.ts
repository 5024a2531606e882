import { pages, trialAssurance, type CtaCopy } from '@/content/pages'
import type { ProductViewOf } from '@/content/product-view'
import type { IconName } from '#lib/icons'
import type { MetricName } from '#lib/metrics'
import { site } from '#lib/site'
import { newsletterCopy } from '@/content/newsletter'
import { services } from '@/content/services'
import { bookDemoLink, seePricingLink } from '@/content/links'

export const homeHeader = {
  heading: site.slogan,
  tagline: pages.home.summary,
  eyebrow: 'UK brand protection, checked by people',
  intro: 'We find the phishing sites, fake shops and impersonators using your name, and have them taken down.',
  actions: {
    primary: bookDemoLink,
    secondary: seePricingLink,
  },
  assurance: trialAssurance,
  /** The header's image is 500 × 349, so the dashboard view keeps that footprint. */
  image: {
    alt: 'An illustrative view of the Plainguard dashboard: each service down the side with its count, and open cases for a brand, each with its status and next step.',
    view: {
      kind: 'overview',
      title: 'Cases for your brand',
      menu: [
        { label: 'Cases', count: '5' },
        { label: 'Monitoring', count: '3' },
        { label: 'Dark web', count: '2' },
        { label: 'Moderation', count: '14' },
        { label: 'Simulations', count: '1' },
      ],
      stats: [
        { label: 'Open', value: '5' },
        { label: 'Notified', value: '3' },
        { label: 'Removed', value: '14' },
      ],
      rows: [
        {
          target: 'yourbrand-login-verify.example',
          type: 'Phishing page',
          status: { label: 'Removed', tone: 'done' },
          next: 're-check tomorrow',
        },
        {
          target: 'yourbrand-outlet-sale.example',
          type: 'Fake shop',
          status: { label: 'Notice sent', tone: 'progress' },
          next: 'chase the host Thursday',
        },
        {
          target: '@yourbrand.helpdesk',
          type: 'Fake support account',
          status: { label: 'Verifying', tone: 'warning' },
          next: 'review today',
        },
      ],
    } satisfies ProductViewOf<'overview'>,
  },

  newsletter: newsletterCopy,
}

export const homeSolutions = {
  heading: 'Everything that protects your name, in one place',
  /** The spec gives the block four cards, so the fifth service is named and linked in the lead. */
  intro: {
    text: 'We watch for the threat, confirm it and remove it at the source. Alongside these four,',
    service: services.phishingSimulation,
    after: 'tests your staff with safe, realistic phishing emails.',
  },
  cards: [
    {
      title: services.takedowns.name,
      icon: 'flag',
      text: 'Phishing pages, fake shops and impersonating accounts removed at the host, registrar or platform.',
      href: services.takedowns.href,
    },
    {
      title: services.websiteMonitoring.name,
      icon: 'eye',
      text: 'Lookalike domains and copies of your website spotted as they appear, before customers find them.',
      href: services.websiteMonitoring.href,
    },
    {
      title: services.darkWebScanning.name,
      icon: 'database',
      text: 'Dark-web markets, forums and leak sites searched for your domains, staff logins and customer data.',
      href: services.darkWebScanning.href,
    },
    {
      title: services.contentModeration.name,
      icon: 'chat',
      text: 'User-generated content checked for harmful and illegal material, flagged or removed under your rules.',
      href: services.contentModeration.href,
    },
  ] satisfies { title: string; icon: IconName; text: string; href: string }[],
}

export const homeMethod = {
  heading: 'How it works',
  intro: 'The same four steps for every threat, whether we find it or you report it.',
  steps: [
    {
      title: 'Detect',
      summary: 'We watch domains, search, social media and app stores.',
      text: 'We watch newly registered domains, certificate logs, search results, social media and app stores for anything that imitates your brand.',
    },
    {
      title: 'Verify',
      summary: 'An analyst checks each find and keeps the evidence.',
      text: 'An analyst checks every find before anything is sent, and captures the evidence: screenshots, page source, hosting and registration details.',
    },
    {
      title: 'Take down',
      summary: 'Notices go to the host, registrar or platform.',
      text: 'Notices go to whoever can remove it: the host, the registrar, the platform. Unanswered notices are chased and escalated.',
    },
    {
      title: 'Report',
      summary: 'Every case and its outcome, in your dashboard.',
      text: 'Your dashboard shows every case, who was contacted and when, and the outcome. Removed sites are checked again in case they return.',
    },
  ],
}

export const homeDeliverables = {
  heading: 'What you receive',
  intro: 'A case for every threat, written so your security, legal and compliance teams can all act on it.',
  items: [
    'A case for each threat, with its evidence attached before anything changes.',
    'Every notice we send: who it went to, when, on what grounds, and the reply.',
    'A clear status, from detected to removed, and a re-check after removal.',
    'One record your teams can share, instead of screenshots in an inbox.',
  ],
}

/** Response targets come from content/support.ts. */
export const homeCommitments = {
  heading: 'What you can hold us to',
  intro: 'The commitments we make to every customer, whichever plan they choose.',
  points: [
    {
      icon: 'flag',
      title: 'A UK company',
      text: 'Plainguard is registered in the UK and works under UK data protection law, with the ICO as its regulator.',
    },
    {
      icon: 'users',
      title: 'People, not just alerts',
      text: 'An analyst checks every find before a notice is sent, so you hear about real threats, with the evidence.',
    },
    {
      icon: 'document',
      title: 'Plain reports',
      text: 'Every case says what was found, what we did and what happened next, in words your whole team can read.',
    },
  ],
  responseHeading: 'First response, by plan',
  responseNote: 'Targets for a first reply during working hours.',
  supportLink: { label: 'Working hours and how to reach support', href: '/support' },
} as const

export type MetricCopy = { name: MetricName; label: string; fallback: number }

export const homeMetrics = {
  heading: 'Proven by metrics',
  // This must stay true whether the counters show their fallbacks or figures fetched from the API.
  intro:
    'Running totals from our platform, rounded down to the nearest thousand or million, beside the years we have done this work.',
  counters: [
    { name: 'threats', label: 'Threats mitigated', fallback: 234_000 },
    { name: 'scraped', label: 'Websites scanned', fallback: 856_000 },
    { name: 'scanned', label: 'Content moderated', fallback: 44_000_000 },
  ] satisfies MetricCopy[],
  experience: { label: 'Years of experience', value: '10+' },
}

export const certifications: {
  heading: string
  intro: string
  trustLink: { label: string; href: string }
  /** `scheme`: a certificate of that scheme (content/proof/certifications) joins the card. */
  items: { name: string; scheme: string; status: string; icon: IconName; text: string; href: string; linkLabel: string }[]
} = {
  heading: 'Certified, and compliant',
  intro: 'Each can be checked at the source, through its own link.',
  trustLink: { label: 'How we protect your data', href: '/security' },
  items: [
    {
      name: 'Cyber Essentials',
      scheme: 'Cyber Essentials',
      status: 'Certified',
      icon: 'shield',
      text: 'Certified under the UK government-backed scheme that protects against the most common cyber attacks.',
      href: 'https://www.ncsc.gov.uk/cyberessentials/overview',
      linkLabel: 'About the Cyber Essentials scheme',
    },
    {
      name: 'ICO registered',
      scheme: 'ICO registration',
      status: 'Registered',
      icon: 'document',
      text: 'Registered with the Information Commissioner’s Office, the UK’s data protection regulator.',
      href: 'https://ico.org.uk/ESDWebPages/Search',
      linkLabel: 'Search the ICO register',
    },
  ],
}

export const homeCta: CtaCopy = {
  heading: 'Not sure which plan suits you?',
  text: 'Choose a time that suits you, and schedule a meeting with us',
  // The spec's exact words for this button; every other link to /contact reads as the navbar's Contact Us.
  primary: { label: 'Contact us', href: '/contact' },
}
