import type { PageCopy } from '@/content/pages'

export type SolutionSummary = PageCopy & { slug: string }

/** The solution registry: one entry per /solutions/{slug} page. */
export const solutions: SolutionSummary[] = [
  {
    slug: 'takedowns',
    title: 'Takedowns',
    heading: 'Takedowns',
    description:
      'Plainguard finds phishing sites, fake shops and impersonating accounts and has them taken down at the host, registrar or platform.',
    summary:
      'We remove phishing pages, counterfeit shops and impersonating profiles at the source: the host, the registrar or the platform.',
  },
  {
    slug: 'website-monitoring',
    title: 'Website Monitoring',
    heading: 'Website Monitoring',
    description:
      'Plainguard watches the web for lookalike domains and copies of your website and alerts you before they are used against your customers.',
    summary:
      'We watch newly registered domains and the open web for lookalikes and copies of your site, and alert you when one appears.',
  },
  {
    slug: 'dark-web-scanning',
    title: 'Dark Web Scanning',
    heading: 'Dark Web Scanning',
    description:
      'Plainguard scans dark-web markets and leak sites for your domains, staff credentials and customer data.',
    summary:
      'We search dark-web markets, forums and leak sites for your domains, staff credentials and customer data.',
  },
  {
    slug: 'content-moderation',
    title: 'Content Moderation',
    heading: 'Content Moderation',
    description:
      'Plainguard moderates user-generated content at scale, flagging and removing harmful and illegal material.',
    summary:
      'We scan user-generated content for harmful and illegal material and flag or remove it under your rules.',
  },
  {
    slug: 'phishing-simulation',
    title: 'Phishing Simulation',
    heading: 'Phishing Simulation',
    description:
      'Plainguard runs realistic phishing simulations for your staff and shows where training is needed.',
    summary:
      'We send realistic, harmless phishing emails to your staff and report who clicked, so training goes where it is needed.',
  },
]
