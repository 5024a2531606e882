import { industryNames } from '@/content/industry-names'
import { checkContent, industryPageSchema } from '@/content/schema'

export const retail = checkContent(industryPageSchema, {
  slug: industryNames.retail.slug,
  title: industryNames.retail.name,
  summary: 'Fake shops, fake listings, delivery scams',
  description:
    'Fake shops, counterfeit listings and delivery scams use your brand to take your customers’ money and data. We find them, take them down and help you keep customer accounts safe.',
  image: {
    kind: 'listings',
    title: 'Fake shops and listings',
    watching: 'yourbrand.example',
    channels: ['Lookalike shops', 'Marketplaces', 'Social ads'],
    items: [
      {
        channel: 'Lookalike shops',
        listing: 'Clearance sale, everything 70% off',
        where: 'yourbrand-clearance.example',
        signals: 'uses your product photos, takes card details',
        status: { label: 'Takedown started', tone: 'progress' },
      },
      {
        channel: 'Marketplaces',
        listing: 'YourBrand trainers, new in box',
        where: 'marketplace.example/item/48213',
        signals: 'counterfeit, sold under your trade mark',
        status: { label: 'Removed', tone: 'done' },
      },
      {
        channel: 'Marketplaces',
        listing: 'YourBrand gift cards at half price',
        where: 'marketplace.example/item/51907',
        signals: 'no such offer on your own site',
        status: { label: 'Needs review', tone: 'warning' },
      },
      {
        channel: 'Social ads',
        listing: 'Closing down: final YourBrand stock',
        where: 'social.example/ads/yourbrand-outlet',
        signals: 'links to a lookalike shop',
        status: { label: 'Reported', tone: 'progress' },
      },
    ],
    next: 'Marketplace notices cite your trade mark; the ad platform has the evidence.',
  },
  imageAlt:
    'An illustrative list of fake shops and listings in the Plainguard dashboard, by channel: a lookalike shop selling a retailer’s products at 70% off with a takedown started, two marketplace listings, one counterfeit and removed and one under review, and a social advert for a fake closing-down sale, reported.',
  problem: {
    heading: 'When shoppers are fooled by a fake you',
    text: 'A fake shop, a scam advert or a delivery text only has to look convincing for a moment to take someone’s money. When the goods never arrive, the complaint comes to you. Scam adverts break the platforms’ own rules, and the Online Safety Act 2023 gives the largest social media and search services a duty to tackle fraudulent adverts: a well-evidenced report carries weight.',
    points: [
      { icon: 'cart', text: 'Customers chase orders they placed on a website you don’t run.' },
      { icon: 'target', text: 'Social adverts show your products at prices you never offered.' },
      { icon: 'chat', text: 'Shoppers forward texts about deliveries or refunds that you didn’t send.' },
    ],
    source: {
      label: 'Online Safety Act 2023, on legislation.gov.uk',
      href: 'https://www.legislation.gov.uk/ukpga/2023/50/contents',
    },
  },
  middleTitle: 'Risks facing retailers',
  middleSubtitle: 'Keep customers with the real you',
  middleDescription:
    'Shoppers trust a familiar name, and fraudsters know it. Fake shops on lookalike domains, social adverts for impossible sales and scam texts about deliveries or refunds all lean on your brand, and the complaints often land with your customer service team. Plainguard finds these scams early, takes them down at the source and alerts you when customer accounts are at risk.',
  signature: {
    kind: 'channels',
    heading: 'Where shoppers meet the fake you',
    items: [
      {
        channel: 'Social adverts',
        example: '“Closing down: final YourBrand stock, 70% off”',
        action: 'report the advert and the account behind it to the platform.',
      },
      {
        channel: 'Lookalike shops',
        example: 'yourbrand-outlet.example, with your product photos',
        action: 'have the shop taken down at its host and registrar.',
      },
      {
        channel: 'Marketplaces',
        example: '“YourBrand trainers, new in box” at a third of the price',
        action: 'report the counterfeit listing under your trade mark.',
      },
      {
        channel: 'Texts and emails',
        example: '“Your parcel is held: pay the fee to release it”',
        action: 'take down the page the message leads to, and its domain.',
      },
    ],
  },
  cards: [
    {
      icon: 'globe',
      title: 'Fake shops and counterfeit listings',
      description:
        'Copies of your store on lookalike domains, and marketplace listings selling fakes under your brand, are detected and taken down, under your trade mark rights where they apply.',
    },
    {
      icon: 'mail',
      title: 'Delivery and refund scams',
      description:
        'Texts and emails about missed deliveries, refunds or loyalty points lead to phishing pages. We take down the pages and the domains behind them.',
    },
    {
      icon: 'lock',
      title: 'Customer account takeover',
      description:
        'Passwords leaked elsewhere are tried against your login page. Dark web scanning shows when credentials or data linked to your store are shared.',
    },
    {
      icon: 'flag',
      title: 'Fake adverts, vouchers and social pages',
      description:
        'Adverts, social profiles and discount-code sites promoting fake sales, vouchers or gift cards in your name are reported to the platforms and hosts, and removed with the accounts behind them.',
    },
    {
      icon: 'chat',
      title: 'Reviews and community posts',
      description:
        'Product reviews, questions and community posts are moderated for spam, abuse and misleading content under rules you set.',
    },
    {
      icon: 'target',
      title: 'Phishing aimed at your staff',
      description:
        'Store, warehouse and head-office staff receive fake supplier and IT messages. Phishing simulation helps them recognise and report them.',
    },
  ],
  closing: {
    heading: 'See the shops posing as yours',
    text: 'In a demo we look for fake shops, lookalike domains and scam adverts using your brand, and how we would get them removed before your customers buy.',
  },
  seoTitle: 'Brand Protection for Retailers | Plainguard',
  seoDescription:
    'Plainguard protects retailers and their customers from fake shops, lookalike domains, counterfeit listings, delivery scam texts and account takeover.',
  seoKeywords: [
    'retail brand protection',
    'fake shop takedown',
    'lookalike domain monitoring',
    'counterfeit listing removal',
    'delivery scam texts',
    'customer account takeover',
    'ecommerce fraud UK',
  ],
})
