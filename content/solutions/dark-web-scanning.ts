import { checkContent, solutionPageSchema } from '@/content/schema'

export const darkWebScanning = checkContent(solutionPageSchema, 'content/solutions/dark-web-scanning.ts', {
  slug: 'dark-web-scanning',
  title: 'Dark Web Scanning',
  description:
    'We search dark-web markets, forums, paste sites and leak channels for your domains, staff credentials and customer data, and tell you what we found and what to do about it.',
  image: '/images/solutions/dark-web-scanning.svg',
  imageAlt: 'A magnifying glass over layers of connected network nodes, one of them marked with a warning.',
  problem: {
    heading: 'When your data is traded out of sight',
    text:
      'Staff passwords, customer records and internal files can be sold or published in places your team never sees. Often the first sign is an account being misused or a file turning up where it shouldn’t, after the data has already changed hands.',
    points: [
      'Staff accounts show sign-ins that nobody on your team recognises.',
      'Customers report fraud on accounts or cards linked to your business.',
      'You hear of a breach but cannot tell what was taken or where it appeared.',
    ],
  },
  middleTitle: 'How dark web scanning works',
  middleSubtitle: 'Know what is out there',
  middleDescription:
    'Stolen credentials and data are traded and published in places most organisations never see: hidden-service markets, closed forums, paste sites and messaging channels. We collect from these sources continuously and match what we find against your domains, email addresses and the keywords you choose. When something matches, you get the context you need to act, such as which accounts are affected and where the data appeared, without anyone on your team having to go looking.',
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
      title: 'Leak sites',
      description:
        'We check ransomware leak sites and data dumps for your organisation’s name and for files that appear to come from your systems.',
    },
    {
      icon: 'chat',
      title: 'Forums and channels',
      description:
        'Mentions of your brand, systems or staff in criminal forums and messaging channels are collected and reviewed, including offers to sell access.',
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
      title: 'Context, not noise',
      description:
        'Findings are de-duplicated and compared with earlier ones, so an old breach resurfacing is not reported to you as a new incident.',
    },
    {
      icon: 'check',
      title: 'Recommended next steps',
      description:
        'Every alert says what we suggest you do next, from a password reset to revoking sessions or telling affected customers.',
    },
  ],
  steps: {
    heading: 'How it works for dark web scanning',
    items: [
      {
        title: 'Scope',
        text: 'You tell us the domains, email addresses and named staff to watch, and any keywords you choose.',
      },
      {
        title: 'Collect',
        text:
          'We collect from dark-web markets, forums, paste sites, leak sites and messaging channels, and match what we find against your scope.',
      },
      {
        title: 'Review',
        text: 'Each match is checked by an analyst and set against earlier findings, so that you hear about what is new.',
      },
      {
        title: 'Report',
        text: 'Your alert says what was found, where it appeared, which accounts are affected and what we suggest you do next.',
      },
    ],
  },
  deliverables: {
    heading: 'What you get',
    items: [
      'Alerts when staff credentials, customer data or files linked to your domains appear',
      'The context of each find: where it appeared and which accounts or data it affects',
      'A suggested action with every alert, so your team knows what to do first',
      'A history of earlier findings, so each new alert is seen in context',
    ],
  },
  seoTitle: 'Dark Web Scanning for Leaked Data | Plainguard',
  seoDescription:
    'Plainguard scans dark-web markets, forums and leak sites for your domains, staff credentials and customer data, with context and next steps for every find.',
  seoKeywords: [
    'dark web scanning',
    'dark web monitoring UK',
    'leaked credentials',
    'breach monitoring',
    'infostealer logs',
    'data leak detection',
  ],
})
