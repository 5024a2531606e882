import { checkContent, solutionPageSchema } from '@/content/schema'
import { services } from '@/content/services'

export const contentModeration = checkContent(solutionPageSchema, {
  slug: services.contentModeration.slug,
  title: services.contentModeration.name,
  summary: 'Harmful user content flagged or removed',
  description:
    'We review the text, images and video your users post, and flag or remove harmful and illegal material under rules you set, helping your community stay safe and your platform meet its duties.',
  image: {
    kind: 'queue',
    title: 'Review queue: community posts',
    stats: [
      { label: 'Waiting', value: '14' },
      { label: 'Decided today', value: '212' },
      { label: 'Median wait', value: '6 min' },
    ],
    items: [
      {
        where: 'Comment · Deals forum',
        when: '2 min ago',
        excerpt: 'DM me for cheap credit, pay by gift card',
        reason: 'Scam: payment outside the platform',
        status: { label: 'Removed', tone: 'done' },
      },
      {
        where: 'Post · new account',
        when: '5 min ago',
        excerpt: 'Claim your free prize here',
        reason: 'Spam link from a new account',
        status: { label: 'Removed', tone: 'done' },
      },
      {
        where: 'Review · reported by the seller',
        when: '9 min ago',
        excerpt: 'Broke after a week, avoid this seller',
        reason: 'Reported as abuse; allowed by your rules',
        status: { label: 'Allowed', tone: 'neutral' },
      },
      {
        where: 'Image upload',
        when: '12 min ago',
        excerpt: 'Image hidden: it matched a known harmful-content list',
        reason: 'Sent to a specialist reviewer',
        status: { label: 'Escalated', tone: 'alert' },
      },
    ],
  },
  imageAlt:
    'An illustrative moderation queue in the Plainguard dashboard: four flagged posts with the reason for each and the decision: two scams removed, one post allowed under the platform rules, one image escalated.',
  problem: {
    heading: 'When your community outgrows your moderators',
    text: 'As more people post, abuse, spam and illegal material arrive faster than a small team can review them, and decisions start to depend on who happens to be on shift. Users expect reports to be acted on, and your platform has duties under the Online Safety Act to meet.',
    points: [
      { icon: 'flag', text: 'User reports pile up faster than your team can answer them.' },
      { icon: 'scale', text: 'Similar posts get different decisions depending on who reviewed them.' },
      { icon: 'document', text: 'You cannot easily show what was removed, when and why.' },
    ],
  },
  middleTitle: 'How content moderation works',
  middleSubtitle: 'Your rules, applied consistently',
  middleDescription:
    'You tell us what is and is not acceptable on your platform, and we turn that into a moderation policy applied to every post, comment, image and upload. Automated screening handles the volume, and trained moderators review the cases that need human judgement. Illegal material is removed and reported through the proper channels, and you keep a clear record of what was actioned and why.',
  signature: {
    kind: 'rules',
    heading: 'Your rules as a decision table',
    rows: [
      { content: 'Spam and scam links', action: 'remove', decides: 'Automated screening' },
      {
        content: 'An image matching a known child-abuse hash list',
        action: 'report',
        decides: 'Hash match; reported to the authorities',
      },
      { content: 'Abuse where context matters', action: 'escalate', decides: 'A trained moderator' },
      { content: 'Harsh but honest criticism', action: 'allow', decides: 'Your policy, as written' },
    ],
    note: 'An appeal goes to a different moderator, and the outcome is recorded.',
  },
  cards: [
    {
      icon: 'document',
      title: 'Policy set-up',
      description:
        'We help you write clear categories and thresholds, from spam and abuse to illegal content, so that decisions are consistent and explainable.',
    },
    {
      icon: 'bolt',
      title: 'Automated screening',
      description:
        'Text, images and video are screened as they are posted for spam, hate speech, threats, harassment and signs of grooming. Clear-cut breaches of your policy are actioned straight away.',
    },
    {
      icon: 'users',
      title: 'Human review',
      description:
        'Borderline and context-dependent cases go to trained moderators, who look at the post in context before a decision is made.',
    },
    {
      icon: 'fingerprint',
      title: 'Known illegal imagery',
      description:
        'Images are checked against hash lists of known child sexual abuse material, and matches are removed and reported to the appropriate authorities.',
    },
    {
      icon: 'flag',
      title: 'User reports and appeals',
      description:
        'Reports from your community are queued, prioritised and answered, and a user who appeals a decision has it reviewed by a different moderator, with the outcome recorded.',
    },
    {
      icon: 'chart',
      title: 'Transparency reporting',
      description:
        'Volumes, categories, response times and appeal outcomes are reported to you, supporting your risk assessments and your duties under the Online Safety Act.',
    },
  ],
  closing: {
    heading: 'See your rules applied',
    text: 'In a demo we look at the kind of content your platform receives, how our reviewers would apply your rules to it, and what your team sees in the queue.',
  },
  seoTitle: 'Content Moderation for Online Platforms | Plainguard',
  seoDescription:
    'Plainguard moderates user-generated text, images and video under your rules, combining automated screening with human review, fair appeals and clear reports.',
  seoKeywords: [
    'content moderation',
    'user-generated content moderation',
    'Online Safety Act',
    'CSAM detection',
    'trust and safety',
    'image moderation',
  ],
})
