import { summary as aboutSummary } from '@/content/company/about'
import { summary as careersSummary } from '@/content/company/careers'
import { summary as supportSummary } from '@/content/company/support'
import { site } from '@/lib/site'

export type PageCopy = {
  /** Browser and share title, before ' | Plainguard'. */
  title: string
  description: string
  heading: string
  /** What the page is for, shown under the heading. */
  summary: string
}

export const pages = {
  home: {
    title: site.slogan,
    description:
      'Plainguard protects UK brands from phishing, impersonation and fraud: takedowns, phishing simulation, website monitoring, dark-web scanning and content moderation.',
    heading: site.slogan,
    summary: site.tagline,
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
      'Questions about our services, pricing or your account? Send us a message and someone from our team will reply by email within one working day.',
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
      'Found a phishing, impersonation, counterfeit or malware site? Tell us where it is. Every report is reviewed by one of our analysts, normally within one working day.',
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
      'See Plainguard working on your own brand. Tell us when suits you and we will email you within one working day to confirm a time.',
  },
  unsubscribe: {
    title: 'Unsubscribe from the Newsletter',
    description: 'Stop receiving the Plainguard newsletter.',
    heading: 'Unsubscribe from our newsletter',
    summary:
      'Stop receiving our newsletter. If you followed the link in one of our emails, your address is already filled in: check it and press Unsubscribe.',
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
