import { checkContent, industryPageSchema } from '@/content/schema'

/** The slug keeps the site's historical spelling, which is the live URL; the title is spelled correctly. */
export const manufacturing = checkContent(industryPageSchema, 'content/industries/manufactering.ts', {
  slug: 'manufactering',
  title: 'Manufacturing',
  description:
    'Counterfeit products, fake distributors and invoice fraud borrow your name and your customers’ trust. We find them and take them down, and watch for leaked documents and credentials.',
  image: '/images/industries/manufactering.svg',
  imageAlt: 'A factory under a shield, with a line of shipping boxes in which one counterfeit box is flagged.',
  middleTitle: 'Risks facing manufacturers',
  middleSubtitle: 'Protect your name along the supply chain',
  middleDescription:
    'A manufacturer’s brand reaches buyers through distributors, resellers and marketplaces, and every link in that chain can be imitated. Counterfeit parts bring safety and warranty problems as well as lost sales, and a fake supplier can redirect a payment with one convincing email. Plainguard monitors the web, marketplaces and the dark web for misuse of your name and your data, and removes what it finds at the source.',
  cards: [
    {
      icon: 'cart',
      title: 'Counterfeit products',
      description:
        'Marketplace listings and websites selling copies of your products or spare parts are found and removed on the strength of your trade mark and design rights.',
    },
    {
      icon: 'badge',
      title: 'Fake distributors and resellers',
      description:
        'Sites posing as authorised dealers take orders and deposits for goods that never arrive. We check them against your dealer list and take down the impostors.',
    },
    {
      icon: 'mail',
      title: 'Supplier and invoice impersonation',
      description:
        'Lookalike domains send fake invoices and change-of-bank-details requests to your customers and suppliers. Website monitoring spots them as they are registered.',
    },
    {
      icon: 'globe',
      title: 'Cloned company websites',
      description:
        'Copies of your website are used to harvest enquiries, publish fake catalogues or lend credibility to fraud. We detect them early and have them removed.',
    },
    {
      icon: 'document',
      title: 'Leaked technical documents',
      description:
        'Drawings, specifications and price lists can surface on file-sharing and leak sites. Dark web scanning alerts you when material from your organisation appears.',
    },
    {
      icon: 'key',
      title: 'Exposed credentials',
      description:
        'Logins for ERP systems, design tools and supplier portals are valuable to attackers. We tell you when credentials tied to your domains appear in breaches or stealer logs.',
    },
    {
      icon: 'target',
      title: 'Phishing aimed at key teams',
      description:
        'Finance, procurement and engineering staff receive tailored lures. Phishing simulation prepares them for the messages they are most likely to see.',
    },
  ],
  seoTitle: 'Brand Protection for Manufacturers | Plainguard',
  seoDescription:
    'Plainguard helps manufacturers tackle counterfeit products, fake distributors, supplier invoice fraud and leaked technical documents and credentials.',
  seoKeywords: [
    'manufacturing brand protection',
    'counterfeit product takedown',
    'fake distributor websites',
    'supplier impersonation',
    'invoice fraud prevention',
    'leaked technical documents',
    'anti-counterfeiting UK',
  ],
})
