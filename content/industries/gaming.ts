import { checkContent, industryPageSchema } from '@/content/schema'

export const gaming = checkContent(industryPageSchema, 'content/industries/gaming.ts', {
  slug: 'gaming',
  title: 'Gaming',
  description:
    'Players are targeted with fake logins, cheat downloads and giveaway scams that trade on your game’s name. We find them, take them down and help keep your community spaces safe.',
  image: '/images/industries/gaming.svg',
  imageAlt: 'A game controller under a shield, with a flagged chat message and a blocked link beside it.',
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
