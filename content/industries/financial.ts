import { industryNames } from '@/content/industry-names'
import { checkContent, industryPageSchema } from '@/content/schema'

export const financial = checkContent(industryPageSchema, {
  slug: industryNames.financial.slug,
  title: industryNames.financial.name,
  summary: 'Cloned logins, phishing kits, clone firms',
  description:
    'Banks, lenders, insurers and investment firms are a constant target for impersonation. We find phishing kits, cloned login pages and clone-firm scams and have them removed at the source.',
  image: {
    kind: 'register',
    title: 'Impersonation register',
    firm: 'Your firm · FCA-authorised',
    items: [
      {
        what: 'Clone-firm site',
        address: 'yourfirm-investments.example',
        copies: ['firm name', 'FCA reference number', 'address'],
        channel: 'Website',
        status: { label: 'Reported to the FCA', tone: 'progress' },
      },
      {
        what: 'Fake adviser profile',
        address: 'social.example/yourfirm-adviser',
        copies: ['firm name', 'adviser’s job title'],
        channel: 'Social network',
        status: { label: 'Removed', tone: 'done' },
      },
      {
        what: 'Cloned login',
        address: 'yourfirm-secure-login.example',
        copies: ['online banking sign-in page'],
        channel: 'Website',
        status: { label: 'Takedown started', tone: 'progress' },
      },
      {
        what: 'Smishing page',
        address: 'yourfirm-verify-payee.example',
        copies: ['firm name', 'payee check'],
        channel: 'Text message link',
        status: { label: 'Needs review', tone: 'warning' },
      },
    ],
    next: 'Evidence for the clone-firm report is ready for your compliance team; host and registrar notices are sent.',
  },
  imageAlt:
    'An illustrative impersonation register in the Plainguard dashboard: a clone-firm site copying a firm’s name, FCA reference number and address, reported to the FCA; a fake adviser profile, removed; a cloned login page with a takedown started; and a smishing page waiting for review.',
  problem: {
    heading: 'When customers are deceived in your name',
    text: 'A cloned login page, a clone-firm website or a fake adviser profile can take a customer’s money while looking just like you. Since 7 October 2024, UK payment firms must reimburse most victims of authorised push payment scams, up to £85,000 a claim, so a scam in your name now costs your firm as well as your customer.',
    points: [
      { icon: 'chat', text: 'Customers report calls, texts or emails from your firm that you never sent.' },
      { icon: 'badge', text: 'Your firm’s name or FCA reference number appears on a website you don’t run.' },
      { icon: 'users', text: 'Fake profiles of your staff or advisers are contacting people on social media.' },
    ],
    source: { label: 'Payment Systems Regulator: APP scams reimbursement', href: 'https://www.psr.org.uk/our-work/app-scams/' },
  },
  middleTitle: 'Risks facing financial services',
  middleSubtitle: 'Protect the trust you run on',
  middleDescription:
    'Phishing pages, clone-firm websites and fake staff profiles often appear and disappear within days. Plainguard watches for them continuously, removes them at the source and gives your fraud and compliance teams the evidence they need.',
  signature: {
    kind: 'risk-map',
    heading: 'Which service answers which risk',
    rows: [
      { risk: 'Cloned logins and smishing pages', services: ['websiteMonitoring', 'takedowns'] },
      { risk: 'Clone-firm sites and fake investments', services: ['takedowns'] },
      { risk: 'Fake staff and adviser profiles', services: ['takedowns'] },
      { risk: 'Leaked customer and staff credentials', services: ['darkWebScanning'] },
      { risk: 'Phishing aimed at your staff', services: ['phishingSimulation'] },
    ],
  },
  cards: [
    {
      icon: 'lock',
      title: 'Cloned logins and smishing',
      description:
        'Copies of your online banking login, and the pages that scam texts and emails lead to, are found through domain and certificate monitoring, then taken down at the host and registrar.',
    },
    {
      icon: 'users',
      title: 'Firm and staff impersonation',
      description:
        'Fake social profiles, messaging accounts and email domains that pose as your firm or your staff are found and removed.',
    },
    {
      icon: 'scale',
      title: 'Clone firms and fake investments',
      description:
        'Sites copying your firm’s name, FCA reference number or address, and adverts for fake bonds, trading platforms or crypto schemes in your name, are taken down. We help you report clone firms to the FCA for its Warning List.',
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
  closing: {
    heading: 'See who is posing as your firm',
    text: 'In a demo we look for cloned login pages, clone-firm sites and phishing kits that use your name, and walk through how we would get them removed.',
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
