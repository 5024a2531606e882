import { industryNames } from '@/content/industry-names'
import { checkContent, industryPageSchema } from '@/content/schema'

export const gaming = checkContent(industryPageSchema, {
  slug: industryNames.gaming.slug,
  title: industryNames.gaming.name,
  summary: 'Fake logins, cheats, giveaway scams',
  description:
    'Players are targeted with fake logins, cheat downloads and giveaway scams that trade on your game’s name. We find them, take them down and help keep your community spaces safe.',
  image: {
    kind: 'queue',
    title: 'Review queue: chat and forums',
    stats: [
      { label: 'Waiting', value: '23' },
      { label: 'Decided today', value: '1,480' },
      { label: 'Median wait', value: '4 min' },
    ],
    items: [
      {
        where: 'In-game chat · EU server',
        when: '1 min ago',
        excerpt: 'free gems at yourgamegems.example, log in to claim',
        reason: 'Account-stealing link; the site is in takedown',
        status: { label: 'Removed', tone: 'done' },
      },
      {
        where: 'Trading forum',
        when: '3 min ago',
        excerpt: 'selling max-level account, pay outside the game',
        reason: 'Account sale, against your rules',
        status: { label: 'Removed', tone: 'done' },
      },
      {
        where: 'Match chat · reported by 2 players',
        when: '6 min ago',
        excerpt: 'that was a terrible push, learn the map',
        reason: 'Heated but within your rules',
        status: { label: 'Allowed', tone: 'neutral' },
      },
      {
        where: 'New username',
        when: '8 min ago',
        excerpt: 'YourGame_Support_Official',
        reason: 'Poses as staff; sent to your community team',
        status: { label: 'Escalated', tone: 'alert' },
      },
    ],
  },
  imageAlt:
    'An illustrative moderation queue in the Plainguard dashboard: flagged chat and forum posts from a game’s community, with the reason for each and the decision: a scam link and an account sale removed, heated chat allowed under the game’s rules, a username posing as staff escalated.',
  problem: {
    heading: 'When scams borrow your game',
    text: 'Players lose accounts, items and currency to scams that use your logo, your artwork and your support team’s name. The frustration lands on your support team and spills into your community. Under the Online Safety Act 2023, games where players can message or trade with each other are user-to-user services, with duties to tackle illegal content, fraud included.',
    points: [
      { icon: 'lock', text: 'Players open tickets after losing their accounts to a “free” offer or a fake login.' },
      { icon: 'link', text: 'Links to fake trading sites or cheat downloads keep appearing in your Discord and chat.' },
      { icon: 'chat', text: 'Accounts posing as your support team are messaging players for passwords and codes.' },
    ],
    source: {
      label: 'Online Safety Act 2023, on legislation.gov.uk',
      href: 'https://www.legislation.gov.uk/ukpga/2023/50/contents',
    },
  },
  middleTitle: 'Risks facing games studios and platforms',
  middleSubtitle: 'Protect players, not just logins',
  middleDescription:
    'The scams spread through Discord servers, social media, streams and in-game chat. Plainguard combines monitoring, takedowns and content moderation so that they are found early and removed at the source, and your own community spaces stay welcoming.',
  signature: {
    kind: 'lure',
    heading: 'One scam, removed at every step',
    where: 'Example: your game’s community chat',
    author: 'YourGame_Support_Official',
    message: 'Free gems for every player! Log in at yourgamegems.example to claim.',
    removals: [
      { what: 'The message', how: 'Removed from your chat under your rules.', service: 'contentModeration' },
      { what: 'The fake login site', how: 'Taken down at its host and registrar.', service: 'takedowns' },
      { what: 'The fake support account', how: 'Reported to the platform as impersonation.', service: 'takedowns' },
    ],
  },
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
      title: 'Trading, giveaway and currency scams',
      description:
        'Fake trading sites, giveaways and currency generators use your brand to steal items, logins or payments. We find them and report them to hosts and social platforms for removal.',
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
      title: 'Your team and your data',
      description:
        'Developers and community managers are phished for access to code and admin tools: phishing simulation prepares them. Dark web scanning tells you when staff logins, player data or builds appear on markets or leak sites.',
    },
  ],
  closing: {
    heading: 'See what your players are being sent',
    text: 'In a demo we look at the fake downloads, trading scams and impersonated support that use your game’s name, and how reports from your community would reach us.',
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
