import { checkContent, industryPageSchema } from '@/content/schema'

/** The slug keeps the site's historical spelling, which is the live URL; the title is spelled correctly. */
export const manufacturing = checkContent(industryPageSchema, 'content/industries/manufactering.ts', {
  slug: 'manufactering',
  title: 'Manufacturing',
  description:
    'Counterfeit products, fake distributors and invoice fraud borrow your name and your customers’ trust. We find them and take them down, and watch for leaked documents and credentials.',
  image: '/images/industries/manufactering.svg',
  imageAlt: 'A factory under a shield, with a line of shipping boxes in which one counterfeit box is flagged.',
  problem: {
    heading: 'When your name travels without you',
    text:
      'Your products reach buyers through distributors, resellers and marketplaces, and each of those channels can be imitated without you knowing. The cost shows up as warranty claims on parts you never made, deposits paid to dealers who don’t exist and payments sent to the wrong bank account.',
    points: [
      'Customers return faulty parts that turn out not to be yours.',
      'Buyers ask about a dealer or distributor you have never appointed.',
      'A customer or supplier has received an invoice or change of bank details you never sent.',
    ],
  },
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
    {
      icon: 'flag',
      title: 'Impersonating social accounts and adverts',
      description:
        'Social media pages, adverts and messaging accounts posing as your company or its sales staff steer buyers towards fakes. We report them to the platforms for removal.',
    },
  ],
  steps: {
    heading: 'How it works for manufacturers',
    items: [
      {
        title: 'Detect',
        text: 'We watch marketplaces, new domains, social media and the dark web for your brand, your products and your domains.',
      },
      {
        title: 'Verify',
        text:
          'An analyst checks each find against what you tell us, such as your authorised dealer list, and records the evidence.',
      },
      {
        title: 'Take down',
        text:
          'Counterfeit listings, fake dealers and lookalike sites are reported to the marketplace, host or registrar on the grounds that apply, including your trade mark and design rights. Each case is followed up until the content is gone.',
      },
      {
        title: 'Report',
        text:
          'Each case and alert is kept in your dashboard, so your legal, procurement and security teams work from one record.',
      },
    ],
  },
  deliverables: {
    heading: 'What you get',
    items: [
      'Takedowns of counterfeit listings, fake dealer sites and cloned company websites',
      'Early warning of lookalike domains that could be used for invoice fraud',
      'Alerts when documents or credentials from your organisation appear on leak sites or in breaches',
      'A record of every case and its evidence, ready for legal or customer follow-up',
    ],
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
