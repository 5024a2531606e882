import { checkContent, solutionPageSchema } from '@/content/schema'
import { services } from '@/content/services'

export const takedowns = checkContent(solutionPageSchema, {
  slug: services.takedowns.slug,
  title: services.takedowns.name,
  summary: 'Phishing sites and fake shops taken down',
  description:
    'We find phishing pages, fake shops and impersonating accounts that use your name, and have them removed at the source: the hosting provider, the domain registrar or the platform.',
  image: {
    kind: 'case',
    reference: 'Case PG-2087',
    title: 'Phishing page',
    status: { label: 'Removed', tone: 'done' },
    target: 'yourbrand-signin.example',
    imitates: 'Your customer sign-in page',
    timeline: [
      { label: 'Detected', detail: 'New domain with a copy of your sign-in page', time: 'Mon 08:14' },
      { label: 'Verified by an analyst', detail: 'Screenshots, page source and DNS records saved', time: 'Mon 09:02' },
      { label: 'Notices sent', detail: 'Host and registrar, under their abuse policies', time: 'Mon 09:20' },
      { label: 'Removed', detail: 'Page offline, domain suspended; re-check booked', time: 'Tue 13:45' },
    ],
    evidence: ['capture.png', 'page.html', 'dns.txt'],
  },
  imageAlt:
    'An illustrative takedown case in the Plainguard dashboard: a phishing page copying a sign-in page, detected, verified by an analyst, reported to its host and registrar, and removed the next day.',
  problem: {
    heading: 'When your name is used against you',
    text: 'Someone has copied your login page, opened a shop in your name or set up an account posing as your staff, and your customers are the ones being taken in. Reporting it yourself means finding out who to ask, writing the notices and chasing replies, while the site carries on working.',
    points: [
      { icon: 'chat', text: 'Customers ask about orders, payments or messages that never came from you.' },
      { icon: 'mail', text: 'Abuse reports you sent to a host or platform have gone unanswered.' },
      { icon: 'globe', text: 'A scam site you had removed has turned up again on a new domain.' },
    ],
  },
  middleTitle: 'How takedowns work',
  middleSubtitle: 'Removed at the source',
  middleDescription:
    'A takedown is a formal request to the company that hosts, registers or publishes malicious content to remove it. We build the case, send the notices and follow them up until the content is gone, then keep watching in case it returns somewhere else.',
  signature: {
    kind: 'notice',
    heading: 'The notice we send',
    to: { who: 'hosting provider', address: 'abuse@host.example' },
    copy: { who: 'domain registrar', address: 'abuse@registrar.example' },
    site: { what: 'copies your sign-in page', address: 'yourbrand-signin.example' },
    subject: 'Phishing page imitating YourBrand',
    grounds: [
      'Phishing: it collects passwords, against your acceptable-use policy.',
      'It uses the YourBrand name and logo without permission.',
    ],
    evidence: ['capture.png', 'page.html', 'dns.txt'],
    request: 'Please take the page offline, suspend the domain and confirm when done.',
  },
  cards: [
    {
      icon: 'search',
      title: 'Detection and triage',
      description:
        'Reports from your team, your customers and our own monitoring are checked and prioritised, so live phishing pages are dealt with before lower-risk infringements.',
    },
    {
      icon: 'document',
      title: 'Evidence captured first',
      description:
        'Each target is recorded with screenshots, page source and domain registration and DNS details before we act, so the case stands even if the site changes.',
    },
    {
      icon: 'server',
      title: 'Host, registrar and platform',
      description:
        'We identify the hosting provider, registrar, content delivery network and any platform involved, and send each a notice on the grounds that apply: its own terms, your trade mark or your copyright.',
    },
    {
      icon: 'clock',
      title: 'Follow-up and escalation',
      description:
        'Unanswered notices are chased and escalated upstream, and phishing URLs go to browsers’ safe-browsing lists meanwhile. For live phishing, we aim to send the first notice on the day we confirm it.',
    },
    {
      icon: 'eye',
      title: 'Watching for reappearance',
      description:
        'Removed sites are checked again afterwards, and a copy that reappears on a new domain or host becomes a linked case, not a new one.',
    },
    {
      icon: 'chart',
      title: 'A clear record',
      description:
        'Your dashboard shows every case, its status, who was contacted and when: one record for your security, legal and compliance teams.',
    },
  ],
  tool: 'lookalike-domains',
  closing: {
    heading: 'See a takedown from report to removal',
    text: 'In a demo we take a lookalike of your own brand, show the evidence we would capture, who we would send notices to, and how you would follow the case to its removal.',
  },
  seoTitle: 'Takedowns of Phishing Sites and Fake Shops | Plainguard',
  seoDescription:
    'Plainguard removes phishing pages, fake shops and impersonating accounts at the source, with evidence, follow-up and a clear record of every case.',
  seoKeywords: [
    'phishing site takedown',
    'malicious website removal',
    'fake shop takedown',
    'impersonation account removal',
    'domain abuse reporting',
    'brand protection UK',
  ],
})
