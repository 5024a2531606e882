import { checkContent, industryPageSchema } from '@/content/schema'

export const gaming = checkContent(industryPageSchema, 'content/industries/gaming.ts', {
  slug: 'gaming',
  title: 'Gaming',
  description:
    'Players are targeted with fake logins, cheat downloads and giveaway scams that trade on your game’s name. We find them, take them down and help keep your community spaces safe.',
  image: '/images/industries/gaming.svg',
  imageAlt: 'A game controller under a shield, with a flagged chat message and a blocked link beside it.',
  problem: {
    heading: 'When scams borrow your game',
    text:
      'Players lose accounts, items and currency to scams that use your logo, your artwork and your support team’s name. When it happens, the frustration lands on your support team and spills into your community.',
    points: [
      'Players open tickets after losing their accounts to a “free” offer or a fake login.',
      'Links to fake trading sites or cheat downloads keep appearing in your Discord and chat.',
      'Accounts posing as your support team are messaging players for passwords and codes.',
    ],
  },
  middleTitle: 'Risks facing games studios and platforms',
  middleSubtitle: 'Protect your players, not just your logins',
  middleDescription:
    'Player accounts, in-game items and virtual currency have real resale value, which makes players a constant target for fraud. The scams spread through Discord servers, social media, streams and in-game chat, and they borrow your logo, your artwork and your support team’s name. Plainguard combines monitoring, takedowns and content moderation so that these scams are found early and removed at the source, and your own community spaces stay welcoming.',
  cards: [
    {
      icon: 'key',
      title: 'Account takeover phishing',
      description:
        'Cloned login pages and fake launcher sign-ins harvest passwords and one-time codes. Website monitoring spots them and we have them taken down.',
    },
    {
      icon: 'alert',
      title: 'Fake downloads and cheats',
      description:
        'Sites offering free copies, mods or cheats often deliver password-stealing malware. We find them and have them removed at the host or platform.',
    },
    {
      icon: 'cart',
      title: 'Skin-trading and item scams',
      description:
        'Fake trading and marketplace sites steal items and accounts through bogus logins and trade offers. We monitor for them and take them down.',
    },
    {
      icon: 'target',
      title: 'Giveaway and free-currency scams',
      description:
        'Fake giveaways and currency generators use your brand to collect logins or payments. We report them to hosts and social platforms for removal.',
    },
    {
      icon: 'chat',
      title: 'Impersonated support',
      description:
        'Fake support accounts on social media and Discord ask players for passwords and codes. We find impersonating profiles and have the platforms remove them.',
    },
    {
      icon: 'flag',
      title: 'Toxic and illegal content',
      description:
        'Chat, usernames, forums and uploads are moderated under your rules, with human review for grey areas and proper reporting of illegal material.',
    },
    {
      icon: 'database',
      title: 'Leaked player and staff data',
      description:
        'Dark web scanning tells you when staff logins, player databases or builds linked to your game appear on markets or leak sites.',
    },
    {
      icon: 'users',
      title: 'Phishing aimed at your team',
      description:
        'Developers and community managers are phished for access to source code and admin tools. Phishing simulation prepares them for those lures.',
    },
  ],
  steps: {
    heading: 'How it works for gaming',
    items: [
      {
        title: 'Detect',
        text:
          'We watch new domains, social media and community spaces such as Discord for fake logins, cheat sites, trading scams and impersonating accounts.',
      },
      {
        title: 'Verify',
        text: 'An analyst checks each find and records the evidence before anything is reported.',
      },
      {
        title: 'Take down',
        text:
          'Scam sites are reported to their hosts and registrars, and fake accounts and giveaways to the platforms they run on. We follow each case up until it is removed.',
      },
      {
        title: 'Report',
        text:
          'Your dashboard records every case and its status, so your support and community teams can tell players what is being done.',
      },
    ],
  },
  deliverables: {
    heading: 'What you get',
    items: [
      'Takedowns of fake logins, cheat and download sites, trading scams and giveaway scams',
      'Removal requests for accounts impersonating your studio or support team',
      'Optional moderation of chat, usernames, forums and uploads under rules you set',
      'A record of every case, ready for your support and community teams',
    ],
  },
  seoTitle: 'Brand Protection for Gaming Companies | Plainguard',
  seoDescription:
    'Plainguard protects games studios and their players from account-takeover phishing, fake cheat sites, item-trading scams and impersonated support accounts.',
  seoKeywords: [
    'gaming brand protection',
    'game account phishing',
    'fake cheat sites',
    'skin trading scams',
    'gaming community moderation',
    'player account takeover',
  ],
})
