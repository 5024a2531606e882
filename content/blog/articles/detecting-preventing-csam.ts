import { checkContent, richTextSchema } from '@/content/schema'

export const body = checkContent(richTextSchema, 'content/blog/articles/detecting-preventing-csam.ts', [
  {
    type: 'p',
    text: 'Any service that lets people upload, share or send images and video will at some point be targeted by those trying to distribute child sexual abuse material (CSAM). That is true of large social networks and equally of small forums, gaming communities, file-sharing tools and marketplaces with messaging. Dealing with it is both a legal duty and a moral one. This article explains, without graphic detail, how platforms detect known and new material, how to organise human review safely, and what the reporting obligations look like in the UK and elsewhere.',
  },
  { type: 'h2', text: 'Start with a risk assessment' },
  {
    type: 'p',
    text: 'Before choosing tools, understand where the risk sits on your service. Under the Online Safety Act 2023, user-to-user services must assess the risk of illegal content appearing, and child sexual exploitation and abuse is among the most serious categories of priority illegal content. Ofcom, the regulator, expects services to take proportionate measures against the risks they identify, and its codes of practice set out recommended measures. Useful questions include:',
  },
  {
    type: 'ul',
    items: [
      'Where can users upload or share images, video or links, and which of those spaces are public, private or end-to-end encrypted?',
      'Can adults and children interact, and can strangers contact each other directly?',
      'Can accounts be created anonymously or in bulk?',
      'How quickly does content spread once posted, and can it be downloaded or forwarded?',
      'What would a determined offender try first, and what would stop them?',
    ],
  },
  { type: 'h2', text: 'Detecting known material with hash matching' },
  {
    type: 'p',
    text: 'Much of the CSAM circulating online has been seen and assessed before. Organisations such as the Internet Watch Foundation (IWF) assess reported material and add confirmed images to hash lists that they make available to industry. A hash is a digital fingerprint: a short value calculated from an image. The platform calculates the same fingerprint for each upload and compares it with the list, so detection does not require anyone to view or hold the original material.',
  },
  {
    type: 'p',
    text: 'Two kinds of hash are used. Cryptographic hashes, such as MD5 or SHA-256, match only exact copies of a file. Perceptual hashes, such as Microsoft’s PhotoDNA, are designed to match images that have been resized, recompressed or slightly altered, which is how material is usually redistributed. Good practice is to:',
  },
  {
    type: 'ul',
    items: [
      'Hash every image and video at upload, before it is published, and block matches automatically.',
      'Use perceptual as well as exact matching, and update hash lists on the schedule the list provider sets.',
      'Apply matching to profile pictures, thumbnails and message attachments as well as main uploads.',
      'Consider URL lists, such as the IWF URL List, to block links to web pages known to host this material.',
      'Record matches securely for reporting purposes, without retaining the material itself beyond what the law requires.',
    ],
  },
  { type: 'h2', text: 'Finding new material with classifiers' },
  {
    type: 'p',
    text: 'Hash matching cannot catch material that has never been seen before. Machine-learning classifiers trained to recognise likely CSAM can flag new images and video for review, and other models can pick up surrounding signals, such as language associated with grooming, attempts to move a child to a private channel, or accounts behaving in ways linked to offending. Classifiers produce probabilities, not verdicts. They should route content to trained human reviewers rather than trigger reports on their own, and their thresholds need regular tuning and monitoring so that genuine material is not missed and innocent content, such as family photographs, is not wrongly escalated.',
  },
  { type: 'h2', text: 'Human review and moderator welfare' },
  {
    type: 'p',
    text: 'People still make the final decision in difficult cases, and the work is distressing. Organisations that do it well treat moderator welfare as part of the system rather than an afterthought.',
  },
  {
    type: 'ul',
    items: [
      'Limit the number of people with access to this queue and the time each of them spends on it.',
      'Use tooling that reduces exposure by default, such as greyscale, blurring, small previews and muted audio, with the reviewer choosing when to see more.',
      'Provide specialist training before anyone reviews this material, and ongoing access to psychological support, including after they leave the role.',
      'Rotate reviewers onto other work, and make it easy and acceptable to step away during a shift.',
      'Never ask general support, community or marketing staff to assess suspected CSAM.',
    ],
  },
  { type: 'h2', text: 'Handling, retention and reporting' },
  {
    type: 'p',
    text: 'The handling rules are strict for good reason. Staff must never download, copy, forward, screenshot or share suspected material, including with colleagues or by email to the police; in the UK, doing so can itself be a criminal offence. Remove public access to the content immediately, preserve evidence only in the way the relevant authority or your legal advisers direct, and restrict who can see it. Agree in advance how account actions are handled, so that an offender is not alerted in a way that could hamper an investigation.',
  },
  {
    type: 'p',
    text: 'Reporting routes depend on where you operate and where your users are:',
  },
  {
    type: 'ul',
    items: [
      'In the UK, the National Crime Agency (NCA) is the law-enforcement body for reports of child sexual exploitation and abuse. The Online Safety Act 2023 includes a requirement for providers to report detected child sexual exploitation and abuse content to the NCA, with the detail set out in regulations.',
      'Images and videos that are publicly accessible online can be reported to the IWF, which works to have them removed wherever in the world they are hosted.',
      'Providers based in the United States have a legal duty to report apparent CSAM to the National Center for Missing and Exploited Children (NCMEC) through its CyberTipline.',
      'If a child appears to be in immediate danger, contact the police straight away on 999.',
    ],
  },
  {
    type: 'p',
    text: 'Write these routes into a short procedure, name who is responsible for making reports, and review it whenever the law, your service or your hash list providers change.',
  },
  { type: 'h2', text: 'How Plainguard helps' },
  {
    type: 'p',
    text: 'Plainguard’s content moderation service can build hash matching and classifiers into your upload and messaging flows, and provide trained human reviewers who work to strict handling procedures with welfare support in place. We help platforms set up clear escalation and reporting routes to the appropriate authorities, and we keep any handling of suspected material to the minimum the law requires. If you are assessing your risks under the Online Safety Act, we can review how content moves through your service and where detection should sit.',
  },
])
