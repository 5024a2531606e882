import { checkContent, richTextSchema } from '@/content/schema'

export const body = checkContent(richTextSchema, 'content/blog/articles/importance-of-content-moderation.ts', [
  {
    type: 'p',
    text: 'Reviews, comments, community forums, user profiles, uploaded photos, in-game chat: user-generated content makes a brand feel alive and gives customers a voice. It also means that some of what appears under your name was written by people you have never met. Most of it is helpful. Some of it is spam, abuse, scams or illegal material, and customers rarely distinguish between what you published and what you allowed to stay up. This article sets out why moderation matters, what good moderation looks like, and how to put it in place without smothering the community you are trying to build.',
  },
  { type: 'h2', text: 'Why moderation protects your name' },
  {
    type: 'p',
    text: 'When harmful content sits in your spaces, people judge you for it. A product page where the top comment is a scam link, a forum thread full of abuse that nobody has removed, or a fake customer-service account replying to complaints on your social channels all send the same message: nobody is looking after this place.',
  },
  {
    type: 'ul',
    items: [
      'Trust: customers who see scams or abuse in your spaces are less likely to take part, and less likely to believe genuine reviews.',
      'Safety: fraudsters use comment sections and community pages to steer customers towards fake support lines and phishing sites that use your brand.',
      'Advertisers and partners: many are wary of appearing next to harmful material and will ask how you deal with it.',
      'Legal exposure: depending on what you run, you may have duties to deal with illegal content, and obligations under data-protection law for personal data that users post about other people.',
      'Staff wellbeing: community and support teams bear the brunt when abusive content is left to spread.',
    ],
  },
  { type: 'h2', text: 'Your legal responsibilities' },
  {
    type: 'p',
    text: 'If you run a service where users can share content with each other, such as a forum, a marketplace with messaging, a gaming platform with chat or an app with public profiles, the Online Safety Act 2023 is likely to apply to you. It places duties on user-to-user services to assess the risk of illegal content appearing, to take proportionate steps to reduce that risk, to remove illegal content swiftly once they become aware of it, and to give users clear ways to report content and make complaints. Services likely to be accessed by children have further duties. Ofcom is the regulator and is publishing codes of practice and guidance that set out what compliance looks like.',
  },
  {
    type: 'p',
    text: 'The duties are proportionate to size and risk, so a small community forum is not expected to do what a global social network does. But every service in scope needs to have thought about its risks and written that thinking down. If you are unsure whether your service is covered, read Ofcom’s guidance and take legal advice; do not assume that being a retailer, bank or manufacturer rather than a technology company puts you outside it.',
  },
  { type: 'h2', text: 'What good moderation looks like' },
  { type: 'h3', text: 'Clear rules, applied consistently' },
  {
    type: 'p',
    text: 'Start with community guidelines written in plain English that say what is not allowed and what happens when someone breaks the rules. Moderators need a more detailed internal version with worked examples, so that two people looking at the same post reach the same decision.',
  },
  { type: 'h3', text: 'Layers, not a single filter' },
  {
    type: 'p',
    text: 'Effective moderation combines automated tools with human judgement. Keyword filters and blocklists catch obvious spam and known scam domains. Classifiers can flag likely abuse, nudity or violence for review. Hash matching can block known illegal images at the point of upload. Human moderators then handle the borderline and context-dependent cases that automated tools get wrong, such as sarcasm, reclaimed language, news reporting or a customer venting a genuine complaint.',
  },
  { type: 'h3', text: 'Fast, proportionate responses' },
  {
    type: 'p',
    text: 'Not every breach deserves a ban. A graded set of actions, from a warning or a hidden post through to suspension or permanent removal, lets moderators respond in proportion. Illegal content and threats to someone’s safety should be escalated immediately through a route that everyone on the team knows.',
  },
  { type: 'h3', text: 'Transparency and appeals' },
  {
    type: 'p',
    text: 'Tell users when their content has been removed and why, and give them a way to appeal. Moderation that feels arbitrary drives away the very customers you want to keep, and appeals are a useful check on whether your rules and tools are working as intended.',
  },
  { type: 'h2', text: 'Getting started' },
  {
    type: 'p',
    text: 'You do not need a large trust and safety department to moderate well. You need to know where the risks are, decide how you will handle them, and keep checking that the approach still fits.',
  },
  {
    type: 'ol',
    items: [
      'List every place users can post, upload or message, including reviews, social channels, app store listings and any third-party community tools.',
      'For each, note the realistic risks: spam, scams, harassment, hate, illegal content and impersonation of your staff or brand.',
      'Write or update your community guidelines and your internal moderation guidance.',
      'Decide what you will automate, what needs human review, and how quickly each type of report must be handled.',
      'Set up a clear reporting button for users and a clear escalation route for serious cases.',
      'Look after your moderators: limit exposure to distressing material, rotate tasks and provide access to wellbeing support.',
      'Review the results every few months, including appeals upheld and reports missed, and adjust.',
    ],
  },
  { type: 'h2', text: 'How Plainguard helps' },
  {
    type: 'p',
    text: 'Plainguard’s content moderation service combines automated screening with trained human reviewers working to your guidelines. We review reported and flagged content across your platforms and social channels, escalate serious cases quickly, and give you regular reports on what we are seeing and how it is changing. Where content impersonates your brand on platforms you do not control, our takedowns team can report it for removal.',
  },
])
