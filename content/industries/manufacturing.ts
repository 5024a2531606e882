import { industryNames } from '@/content/industry-names'
import { checkContent, industryPageSchema } from '@/content/schema'

/** The slug keeps the site’s historical spelling (content/industry-names.ts); the file and title do not. */
export const manufacturing = checkContent(industryPageSchema, {
  slug: industryNames.manufacturing.slug,
  title: industryNames.manufacturing.name,
  summary: 'Counterfeits, fake distributors, invoice fraud',
  description:
    'Counterfeit products, fake distributors and invoice fraud borrow your name and your customers’ trust. We find them and take them down, and watch for leaked documents and credentials.',
  image: {
    kind: 'case',
    reference: 'Case PG-4418',
    title: 'Counterfeit filter cartridges',
    status: { label: 'Removed', tone: 'done' },
    target: 'marketplace-one.example/item/48213',
    imitates: 'Your cartridge, its part number and catalogue photos',
    timeline: [
      { label: 'Detected', detail: 'Listing at a third of your trade price', time: 'Mon 10:40' },
      {
        label: 'Verified by an analyst',
        detail: 'Photos copied from your catalogue; seller has 38 more listings',
        time: 'Mon 14:05',
      },
      { label: 'Notice sent', detail: 'Marketplace intellectual-property report, under your trade mark', time: 'Mon 15:30' },
      { label: 'Removed', detail: 'This listing and the seller’s 38 others; the seller is watched', time: 'Thu 11:20' },
    ],
    evidence: ['listing.png', 'catalogue-match.pdf', 'seller.txt'],
  },
  imageAlt:
    'An illustrative takedown case in the Plainguard dashboard: a marketplace listing selling counterfeit filter cartridges with copied catalogue photos, verified, reported under the trade mark and removed with the seller’s other listings.',
  problem: {
    heading: 'When your name travels without you',
    text: [
      'Your products reach buyers through distributors, resellers and marketplaces, and each of those channels can be imitated without you knowing. The cost shows up as warranty claims on parts you never made and deposits paid to dealers who don’t exist.',
      'Selling goods under your registered trade mark without your consent is a criminal offence in the UK, and marketplaces remove listings on a rights holder’s evidenced notice.',
    ],
    points: [
      { icon: 'badge', text: 'Customers return faulty parts that turn out not to be yours.' },
      { icon: 'users', text: 'Buyers ask about a dealer or distributor you have never appointed.' },
      { icon: 'document', text: 'A customer or supplier has received an invoice or change of bank details you never sent.' },
    ],
    source: {
      label: 'Trade Marks Act 1994, section 92, on legislation.gov.uk',
      href: 'https://www.legislation.gov.uk/ukpga/1994/26/section/92',
    },
  },
  middleTitle: 'Risks facing manufacturers',
  middleSubtitle: 'Protect your supply chain',
  middleDescription: [
    'Counterfeit parts bring safety and warranty problems as well as lost sales, and a fake supplier can redirect a payment with one convincing email.',
    'Plainguard monitors the web, marketplaces and the dark web for misuse of your name and your data, and removes what it finds at the source.',
  ],
  signature: {
    kind: 'route',
    heading: 'How a counterfeit reaches a buyer',
    stages: [
      {
        stage: 'Copied',
        what: 'Your catalogue photos and part numbers are copied.',
        we: 'We match them against your catalogue.',
      },
      {
        stage: 'Listed',
        what: 'A marketplace listing sells the part below your trade price.',
        we: 'We report it under your trade mark.',
      },
      {
        stage: 'Resold',
        what: 'A site posing as your dealer takes orders and deposits.',
        we: 'We check your dealer list and take it down.',
      },
    ],
    end: 'a customer fits a part you never made, and the warranty claim comes to you.',
  },
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
      title: 'Cloned websites and fake social accounts',
      description:
        'Copies of your website, and social pages, adverts and messaging accounts posing as your company or its sales staff, harvest enquiries and steer buyers to fakes. We find them and have them removed.',
    },
    {
      icon: 'document',
      title: 'Leaked documents and credentials',
      description:
        'Drawings, specifications and price lists on leak sites, and logins for ERP systems, design tools and supplier portals in breaches or stealer logs: dark web scanning tells you when they appear.',
    },
    {
      icon: 'target',
      title: 'Phishing aimed at key teams',
      description:
        'Finance, procurement and engineering staff receive tailored lures. Phishing simulation prepares them for the messages they are most likely to see.',
    },
  ],
  closing: {
    heading: 'See who is selling in your name',
    text: 'In a demo we look for counterfeit listings, copied product pages and fake distributors using your brand, and how we would get them taken down.',
  },
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
