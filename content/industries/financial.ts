import { checkContent, industryPageSchema } from '@/content/schema'

export const financial = checkContent(industryPageSchema, 'content/industries/financial.ts', {
  slug: 'financial',
  title: 'Financial Services',
  description:
    'Banks, lenders, insurers and investment firms are a constant target for impersonation. We find phishing kits, cloned login pages and clone-firm scams and have them removed at the source.',
  image: '/images/industries/financial.svg',
  imageAlt: 'A bank building under a shield, with stacked coins and a padlocked login window.',
  problem: {
    heading: 'When customers are deceived in your name',
    text:
      'A cloned login page, a clone-firm website or a fake adviser profile can take a customer’s money while looking just like you. The customer’s first call is usually to you, and the complaint and the loss of trust land with your firm.',
    points: [
      'Customers report calls, texts or emails from your firm that you never sent.',
      'Your firm’s name or FCA reference number appears on a website you don’t run.',
      'Fake profiles of your staff or advisers are contacting people on social media.',
    ],
  },
  middleTitle: 'Risks facing financial services',
  middleSubtitle: 'Protect the trust your business runs on',
  middleDescription:
    'When customers are deceived by a fake version of your firm, the damage to trust lands on you, however well your own systems are secured. Phishing pages, clone-firm websites and fake staff profiles often appear and disappear within days. Plainguard watches for them continuously, removes them at the source and gives your fraud and compliance teams the evidence they need.',
  cards: [
    {
      icon: 'lock',
      title: 'Phishing kits and cloned logins',
      description:
        'Copies of your online banking or account login are detected through domain and certificate monitoring, then taken down at the host and registrar.',
    },
    {
      icon: 'users',
      title: 'Firm and staff impersonation',
      description:
        'Fake social profiles, messaging accounts and email domains posing as your firm or named employees are found and removed.',
    },
    {
      icon: 'scale',
      title: 'Clone firms',
      description:
        'Scam sites that copy your firm’s name, FCA reference number or address are taken down, and we help you report them to the FCA, which warns the public about clone firms on its Warning List.',
    },
    {
      icon: 'chart',
      title: 'Fake investment schemes',
      description:
        'Adverts and websites promoting fake trading platforms, bonds or crypto schemes in your name are reported to the platforms and hosts for removal.',
    },
    {
      icon: 'mail',
      title: 'Smishing and email scams',
      description:
        'Texts and emails that send customers to fake security checks or payment confirmations are traced to their landing pages, which we take down.',
    },
    {
      icon: 'database',
      title: 'Leaked customer credentials',
      description:
        'Dark web scanning finds customer and staff credentials linked to your services in breach dumps, combo lists and stealer logs, so you can protect the accounts.',
    },
    {
      icon: 'document',
      title: 'Evidence for your teams',
      description:
        'Each case keeps screenshots, URLs, hosting details and a timeline, ready for fraud investigations, complaint handling and conversations with regulators.',
    },
    {
      icon: 'target',
      title: 'Phishing aimed at your staff',
      description:
        'Phishing simulation tests finance and customer-facing teams against the lures aimed at your sector, from fake invoices to messages posing as senior managers.',
    },
  ],
  steps: {
    heading: 'How it works for financial services',
    items: [
      {
        title: 'Detect',
        text:
          'We watch new domains, certificate logs, social media and app stores for cloned login pages, clone-firm sites and fake profiles that use your name.',
      },
      {
        title: 'Verify',
        text: 'An analyst confirms each find and captures screenshots, URLs and hosting details before anything is sent.',
      },
      {
        title: 'Take down',
        text:
          'Notices go to the host, registrar or platform under their own policies or your trade mark rights. For clone firms, we also help you report them to the FCA.',
      },
      {
        title: 'Report',
        text:
          'Each case is kept with its timeline in your dashboard, ready for your fraud and compliance teams, and removed sites are checked again.',
      },
    ],
  },
  deliverables: {
    heading: 'What you get',
    items: [
      'Takedowns of cloned login pages, clone-firm sites and fake staff profiles, followed up until removed',
      'Evidence your fraud, complaints and compliance teams can use',
      'Help reporting clone firms to the FCA',
      'Alerts when customer or staff credentials linked to your services appear on the dark web',
    ],
  },
  seoTitle: 'Brand Protection for Financial Services | Plainguard',
  seoDescription:
    'Plainguard takes down phishing kits, cloned login pages and clone-firm scams aimed at your customers, and finds leaked credentials on the dark web.',
  seoKeywords: [
    'financial services brand protection',
    'clone firm scams',
    'FCA Warning List',
    'phishing kit takedown',
    'bank phishing takedown',
    'investment scam takedown',
    'leaked customer credentials',
  ],
})
