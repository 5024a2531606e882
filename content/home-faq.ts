export const faqCopy = {
  heading: 'Frequently asked questions',
  intro: 'What we do, how we work and how to try it before you commit.',
  more: { label: 'Ask us something else', href: '/contact' },
}

export type FaqEntry = { question: string; answer: string; link?: { label: string; href: string } }

export const faq: FaqEntry[] = [
  {
    question: 'What services does Plainguard offer?',
    answer:
      'Five services that protect your brand online: takedowns of phishing sites, fake shops and impersonating accounts; phishing simulation to test how your staff handle a convincing lure; website monitoring for lookalike domains and cloned sites; dark web scanning for leaked credentials and data; and content moderation for platforms that host user content.',
  },
  {
    question: 'How do you monitor for phishing?',
    answer:
      'We watch newly registered domains, certificate logs, search results, social media and app stores for anything that imitates your brand. Our analysts check every suspicious find; confirmed phishing goes straight into a takedown and you are alerted with the evidence.',
  },
  {
    question: 'How can I report a malicious website?',
    answer:
      'Send us the address of the site, what it is doing (phishing, impersonation, counterfeit goods, malware) and any details you have. Anyone can report, customer or not; we confirm the threat and act on it.',
    link: { label: 'Report Website', href: '/report' },
  },
  {
    question: 'What is the takedown process?',
    answer:
      'We capture evidence (screenshots, page source, hosting and registration details), then send notices to whoever can remove the content: the hosting provider, the domain registrar, the platform or the advertising network, under their own abuse policies. We follow up until it is down and keep watching so it stays down. You can follow every step in your dashboard.',
  },
  {
    question: 'Can I try Plainguard before committing?',
    answer:
      'Yes. Every plan starts with a 14-day free trial, so you can see what we find for your brand before you pay anything.',
    link: { label: 'Get Started', href: '/pricing' },
  },
]
