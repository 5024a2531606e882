import { checkContent, solutionPageSchema } from '@/content/schema'

export const contentModeration = checkContent(solutionPageSchema, 'content/solutions/content-moderation.ts', {
  slug: 'content-moderation',
  title: 'Content Moderation',
  description:
    'We review the text, images and video your users post, and flag or remove harmful and illegal material under rules you set, helping your community stay safe and your platform meet its duties.',
  image: '/images/solutions/content-moderation.svg',
  imageAlt: 'Stacked content cards, one approved with a check mark and one flagged for review.',
  problem: {
    heading: 'When your community outgrows your moderators',
    text:
      'As more people post, abuse, spam and illegal material arrive faster than a small team can review them, and decisions start to depend on who happens to be on shift. Users expect reports to be acted on, and your platform has duties under the Online Safety Act to meet.',
    points: [
      'User reports pile up faster than your team can answer them.',
      'Similar posts get different decisions depending on who reviewed them.',
      'You cannot easily show what was removed, when and why.',
    ],
  },
  middleTitle: 'How content moderation works',
  middleSubtitle: 'Your rules, applied consistently',
  middleDescription:
    'You tell us what is and is not acceptable on your platform, and we turn that into a moderation policy applied to every post, comment, image and upload. Automated screening handles the volume, and trained moderators review the cases that need human judgement. Illegal material is removed and reported through the proper channels, and you keep a clear record of what was actioned and why.',
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
        'Text, images and video are screened as they are posted, and clear-cut breaches of your policy are actioned straight away.',
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
      icon: 'chat',
      title: 'Abuse and harassment',
      description:
        'Hate speech, threats, harassment and signs of grooming in chat and comments are detected and escalated for action.',
    },
    {
      icon: 'flag',
      title: 'User reports',
      description:
        'Reports from your community are queued, prioritised and answered, so users can see that flagging a problem leads to action.',
    },
    {
      icon: 'scale',
      title: 'Fair appeals',
      description:
        'Users can appeal a decision, and each appeal is reviewed by a different moderator with the outcome recorded.',
    },
    {
      icon: 'chart',
      title: 'Transparency reporting',
      description:
        'Volumes, categories, response times and appeal outcomes are reported to you, supporting your risk assessments and your duties under the Online Safety Act.',
    },
  ],
  steps: {
    heading: 'How it works for content moderation',
    items: [
      {
        title: 'Set the rules',
        text:
          'We work with you to turn what is and is not acceptable on your platform into a written policy with clear categories and thresholds.',
      },
      {
        title: 'Screen',
        text:
          'Posts, comments, images and uploads are screened as they arrive, and clear-cut breaches of your policy are dealt with straight away.',
      },
      {
        title: 'Review',
        text:
          'Moderators look at borderline cases in context, and known illegal material is removed and reported through the proper channels. Appeals go to a different moderator.',
      },
      {
        title: 'Report',
        text:
          'You receive reports on volumes, categories, response times and appeal outcomes, with a record of what was actioned and why.',
      },
    ],
  },
  deliverables: {
    heading: 'What you get',
    items: [
      'A written moderation policy built with you, with categories and thresholds to suit your platform',
      'Screening of text, images and video, with human review where judgement is needed',
      'Removal and reporting of illegal material through the proper channels',
      'Reports on volumes, categories and appeals, and a record of what was actioned and why',
    ],
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
