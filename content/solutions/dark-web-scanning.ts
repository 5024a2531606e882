import { checkContent, solutionPageSchema } from '@/content/schema'
import { services } from '@/content/services'

export const darkWebScanning = checkContent(solutionPageSchema, {
  slug: services.darkWebScanning.slug,
  title: services.darkWebScanning.name,
  summary: 'Leaked staff credentials and customer data',
  description:
    'We search dark-web markets, forums, paste sites and leak channels for your domains, staff credentials and customer data, and tell you what we found and what to do about it.',
  image: {
    kind: 'leaks',
    title: 'Leaked credentials',
    scope: 'Staff accounts · yourbrand.example',
    sources: [
      {
        source: 'Stealer log',
        where: 'a channel on a messaging app',
        rows: [
          {
            account: 'j***@yourbrand.example',
            password: 'Readable',
            found: '2 h ago',
            status: { label: 'Action needed', tone: 'alert' },
          },
        ],
      },
      {
        source: 'Breach dump',
        where: 'an online shop’s breach, posted on a forum',
        rows: [
          {
            account: 'a***@yourbrand.example',
            password: 'Hashed',
            found: '3 days ago',
            status: { label: 'Reset', tone: 'done' },
          },
          {
            account: 'm***@yourbrand.example',
            password: 'Hashed',
            found: '3 days ago',
            status: { label: 'Reset', tone: 'done' },
          },
        ],
      },
      {
        source: 'Combo list',
        where: 'a list of logins for sale on a market',
        rows: [
          {
            account: 'r***@yourbrand.example',
            password: 'Readable',
            found: 'Last week',
            status: { label: 'User told', tone: 'progress' },
          },
        ],
      },
    ],
    next: 'Reset j***’s password, end open sessions and check the infected device. Your named contact has been told.',
  },
  imageAlt:
    'An illustrative table of leaked credentials in the Plainguard dashboard: masked staff accounts found in a stealer log, a breach dump and a combo list, whether each password is readable, and the action taken.',
  problem: {
    heading: 'When your data is traded out of sight',
    text: 'Staff passwords, customer records and internal files can be sold or published in places your team never sees. Often the first sign is an account being misused or a file turning up where it shouldn’t, after the data has already changed hands.',
    points: [
      { icon: 'key', text: 'Staff accounts show sign-ins that nobody on your team recognises.' },
      { icon: 'users', text: 'Customers report fraud on accounts or cards linked to your business.' },
      { icon: 'database', text: 'You hear of a breach but cannot tell what was taken or where it appeared.' },
    ],
  },
  middleTitle: 'How dark web scanning works',
  middleSubtitle: 'Know what is out there',
  middleDescription:
    'Stolen credentials and data are traded and published in places most organisations never see: hidden-service markets, closed forums, paste sites and messaging channels. We collect from them continuously and match what we find against your domains, email addresses and keywords, so nobody on your team has to go looking.',
  signature: {
    kind: 'sources',
    heading: 'Where we look, and what you are told',
    items: [
      {
        source: 'Breach dumps and combo lists',
        finds: 'Staff email addresses with their passwords',
        told: 'Which accounts to reset',
      },
      {
        source: 'Infostealer logs',
        finds: 'Saved logins and session cookies',
        told: 'Reset, end sessions, check the device',
      },
      {
        source: 'Leak sites, forums and channels',
        finds: 'Files that look like yours; access for sale',
        told: 'What, where, and what we suggest',
      },
      {
        source: 'Marketplaces',
        finds: 'Customers’ cards, logins or gift cards',
        told: 'A find your fraud team can act on',
      },
    ],
  },
  cards: [
    {
      icon: 'key',
      title: 'Breached credentials',
      description:
        'Staff email addresses and passwords from breach dumps and combo lists are matched against your domains, so you can reset the accounts concerned.',
    },
    {
      icon: 'fingerprint',
      title: 'Infostealer logs',
      description:
        'Logs taken from infected devices can hold saved logins and session cookies for your services. We flag entries that include your domains.',
    },
    {
      icon: 'database',
      title: 'Leak sites, forums and channels',
      description:
        'Ransomware leak sites, data dumps, criminal forums and messaging channels are checked for your organisation’s name, for files that appear to come from your systems and for offers to sell access.',
    },
    {
      icon: 'users',
      title: 'Executive exposure',
      description:
        'Directors and other named staff can be watched for exposed personal details that make them targets for impersonation and social engineering.',
    },
    {
      icon: 'cart',
      title: 'Marketplace listings',
      description:
        'Listings selling your customers’ card details, account logins or gift cards are picked up, so that your fraud team can respond.',
    },
    {
      icon: 'alert',
      title: 'Context and next steps',
      description:
        'Findings are de-duplicated against earlier ones, so an old breach resurfacing is not reported as new, and each says what we suggest you do, from a password reset to revoking sessions or telling customers.',
    },
  ],
  closing: {
    heading: 'See what has leaked about your business',
    text: 'In a demo we show how a search for your domains is run, what a confirmed find looks like, and how we tell you which accounts to reset.',
  },
  seoTitle: 'Dark Web Scanning for Leaked Data | Plainguard',
  seoDescription:
    'Plainguard scans dark-web markets, forums and leak sites for your domains, staff credentials and customer data, with context and next steps for every find.',
  seoKeywords: [
    'dark web scanning',
    'dark web scanning UK',
    'leaked credentials',
    'breach monitoring',
    'infostealer logs',
    'data leak detection',
  ],
})
