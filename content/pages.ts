import { summary as aboutSummary } from '@/content/company/about'
import { summary as careersSummary } from '@/content/company/careers'
import { summary as supportSummary } from '@/content/company/support'

export type PageCopy = {
  /** Browser and share title, before ' | Plainguard'. */
  title: string
  description: string
  heading: string
  /** What the page is for; shown until the page's own content lands. */
  summary: string
}

export const pages = {
  home: {
    title: 'Just Simple Security',
    description:
      'Plainguard protects UK brands from phishing, impersonation and fraud: takedowns, phishing simulation, website monitoring, dark-web scanning and content moderation.',
    heading: 'Just Simple Security',
    summary: 'Protect your brand, combat fraudsters at the source',
  },
  pricing: {
    title: 'Pricing',
    description:
      'Plainguard plans for every size of business: Starter, Business and Enterprise, with monthly or yearly billing and optional add-ons.',
    heading: 'Simple Security, Simple Pricing',
    summary:
      'One price per plan, everything included that the table shows. Every plan starts with a 14-day free trial; add capacity when you need it.',
  },
  contact: {
    title: 'Contact Us',
    description:
      'Contact Plainguard about takedowns, phishing simulation, website monitoring, dark-web scanning or content moderation.',
    heading: 'Contact us',
    summary:
      'Questions about our services, pricing or your account. The contact form is being added to this page.',
  },
  careers: {
    title: 'Careers',
    description: 'Work at Plainguard, a UK brand-protection and web-security company.',
    heading: 'Careers at Plainguard',
    summary: careersSummary,
  },
  about: {
    title: 'About Plainguard',
    description:
      'Plainguard is a UK web-security company protecting brands from fraudsters, phishing and harmful content.',
    heading: 'About Plainguard',
    summary: aboutSummary,
  },
  report: {
    title: 'Report a Malicious Website',
    description:
      'Report a phishing, impersonation, counterfeit or malware website to Plainguard.',
    heading: 'Report a malicious website',
    summary:
      'Tell us about a phishing, impersonation, counterfeit or malware site. The report form is being added to this page.',
  },
  support: {
    title: 'Support',
    description: 'How to get help from Plainguard, response times by plan and service status.',
    heading: 'Support',
    summary: supportSummary,
  },
  bookDemo: {
    title: 'Book a Demo',
    description:
      'Book a demo of Plainguard brand protection: see takedowns, monitoring and dark-web scanning on your own brand.',
    heading: 'Book a demo',
    summary:
      'See Plainguard working on your own brand. The booking form is being added to this page.',
  },
  unsubscribe: {
    title: 'Unsubscribe from the Newsletter',
    description: 'Stop receiving the Plainguard newsletter.',
    heading: 'Unsubscribe from our newsletter',
    summary: 'Stop receiving our newsletter. The unsubscribe form is being added to this page.',
  },
  blog: {
    title: 'Blog',
    description:
      'Practical writing from Plainguard on phishing, website security, dark-web scanning, content moderation and protecting your brand.',
    heading: 'Blog',
    summary: 'Practical advice on phishing, website security, dark-web scanning and content moderation.',
  },
  notFound: {
    title: 'Page not found',
    description: 'The page you asked for does not exist on plainguard.co.uk.',
    heading: 'Page not found',
    summary: 'The page you asked for does not exist or has moved.',
  },
} satisfies Record<string, PageCopy>
