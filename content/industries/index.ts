import type { PageCopy } from '@/content/pages'

export type IndustrySummary = PageCopy & { slug: string }

/** The industry registry: one entry per /industry/{slug} page. The manufacturing URL keeps its historical spelling. */
export const industries: IndustrySummary[] = [
  {
    slug: 'gaming',
    title: 'Gaming',
    heading: 'Brand protection for gaming',
    description:
      'Plainguard protects games studios and platforms from account-theft phishing, fake download sites and cheat-selling scams.',
    summary:
      'Account-theft phishing, fake download sites and scams aimed at your players, found and taken down.',
  },
  {
    slug: 'manufactering',
    title: 'Manufacturing',
    heading: 'Brand protection for manufacturing',
    description:
      'Plainguard protects manufacturers from counterfeit products, fake distributors and supplier-impersonation fraud.',
    summary:
      'Counterfeit listings, fake distributors and invoice fraud that borrows your name, found and taken down.',
  },
  {
    slug: 'retail',
    title: 'Retail',
    heading: 'Brand protection for retail',
    description:
      'Plainguard protects retailers from fake shops, counterfeit listings and phishing that targets their customers.',
    summary: 'Fake shops, counterfeit listings and customer-targeted phishing, found and taken down.',
  },
  {
    slug: 'financial',
    title: 'Financial Services',
    heading: 'Brand protection for financial services',
    description:
      'Plainguard protects banks, lenders and payment firms from phishing, cloned websites and impersonation scams.',
    summary:
      'Phishing kits, cloned login pages and impersonation scams aimed at your customers, found and taken down.',
  },
]
