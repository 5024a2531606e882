import { checkContent, industryPageSchema } from '@/content/schema'

export const retail = checkContent(industryPageSchema, 'content/industries/retail.ts', {
  slug: 'retail',
  title: 'Retail',
  description:
    'Fake shops, counterfeit listings and delivery scams use your brand to take your customers’ money and data. We find them, take them down and help you keep customer accounts safe.',
  image: '/images/industries/retail.svg',
  imageAlt: 'A shop front and shopping bag under a shield, beside a lookalike web shop that has been crossed out.',
  problem: {
    heading: 'When shoppers are fooled by a fake you',
    text:
      'A fake shop, a scam advert or a delivery text only has to look convincing for a moment to take someone’s money. When the goods never arrive, the complaint comes to your customer service team, and the damage to trust stays with your brand.',
    points: [
      'Customers chase orders they placed on a website you don’t run.',
      'Social adverts show your products at prices you never offered.',
      'Shoppers forward texts about deliveries or refunds that you didn’t send.',
    ],
  },
  middleTitle: 'Risks facing retailers',
  middleSubtitle: 'Keep customers shopping with the real you',
  middleDescription:
    'Shoppers trust a familiar name, and fraudsters know it. Fake shops on lookalike domains, social adverts for impossible sales and scam texts about deliveries or refunds all lean on your brand, and the complaints often land with your customer service team. Plainguard finds these scams early, takes them down at the source and alerts you when customer accounts are at risk.',
  cards: [
    {
      icon: 'globe',
      title: 'Fake shops and lookalike domains',
      description:
        'Copies of your store on lookalike domains take payments for goods that never arrive. We detect new lookalikes and have them taken down.',
    },
    {
      icon: 'cart',
      title: 'Counterfeit marketplace listings',
      description:
        'Marketplace and social-shop listings selling fakes under your brand are reported under your trade mark rights and removed.',
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
      title: 'Fake adverts and social pages',
      description:
        'Adverts and social profiles promoting fake sales in your name are reported to the platforms so the advert and the account behind it are removed.',
    },
    {
      icon: 'badge',
      title: 'Voucher and gift card scams',
      description:
        'Fake vouchers, discount-code sites and gift card scams that use your name are found and removed before they spread.',
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
  steps: {
    heading: 'How it works for retailers',
    items: [
      {
        title: 'Detect',
        text:
          'We watch new domains, marketplaces, social media and adverts for fake shops, counterfeit listings and scams that use your name.',
      },
      {
        title: 'Verify',
        text: 'An analyst confirms each find and captures the evidence before anything is reported.',
      },
      {
        title: 'Take down',
        text:
          'Fake shops and phishing pages are reported to their hosts and registrars, and counterfeit listings and adverts to the platforms, under their policies or your trade mark rights.',
      },
      {
        title: 'Report',
        text:
          'Every case is tracked in your dashboard, so customer service can tell shoppers what is being done, and removed sites are checked again.',
      },
    ],
  },
  deliverables: {
    heading: 'What you get',
    items: [
      'Takedowns of fake shops, lookalike domains and the phishing pages behind scam texts',
      'Reports to marketplaces and social platforms to remove counterfeit listings and fake adverts',
      'Alerts when customer credentials or data linked to your store are shared',
      'A record of every case your customer service team can refer to',
    ],
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
