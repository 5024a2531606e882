import { checkContent, richTextSchema } from '@/content/schema'

export const summary =
  'The terms for using the Plainguard website, including reporting malicious content through it. Our paid services are covered by a separate contract.'

export const lastUpdated = '2026-11-21'

export const body = checkContent(richTextSchema, 'content/policies/tos.ts', [
  {
    type: 'p',
    text: 'These terms apply when you use plainguard.co.uk (the “website”). By using the website, you agree to them. If you don’t agree, please don’t use it.',
  },
  {
    type: 'p',
    text: 'These terms cover the website only. If you buy our services, they are governed by a separate contract that you agree to when you sign up. If that contract and these terms conflict, the contract applies.',
  },

  { type: 'h2', text: 'Who we are' },
  {
    type: 'p',
    text: 'The website is run by Plainguard Ltd (“we”, “us”), a private limited company registered with Companies House. Our company number is shown at the bottom of every page. Our registered office address is on the Companies House register, or you can ask us for it.',
  },

  { type: 'h2', text: 'Using the website' },
  {
    type: 'p',
    text: 'You may use the website to find out about our services, contact us, book a demo, sign up to our newsletter, report malicious content and sign up for a plan. The website is free to use and is aimed at businesses.',
  },
  {
    type: 'p',
    text: 'The information on the website is general. It is not legal or professional advice for your situation. We try to keep it accurate and up to date, but we don’t promise that it is complete or current. The terms, prices and features of our services are those agreed in the service contract.',
  },

  { type: 'h2', text: 'Acceptable use' },
  { type: 'p', text: 'When you use the website, you must not:' },
  {
    type: 'ul',
    items: [
      'try to breach or get round its security, or access data, accounts or systems you are not authorised to use;',
      'attack the website, for example with a denial-of-service attack, or do anything that puts an unreasonable load on it;',
      'scrape, crawl or copy the website with automated tools at a rate that harms its performance or availability;',
      'upload or send malware, viruses or other harmful code, other than giving us the web address of content you are reporting through our Report page;',
      'use the website’s forms to send spam, or content that is unlawful, threatening or abusive;',
      'pretend to be someone else, or knowingly give false information in our forms;',
      'use the website for anything unlawful or fraudulent.',
    ],
  },
  {
    type: 'p',
    text: 'If you break these rules, we may block your access to the website and, where appropriate, report what happened to the relevant authorities.',
  },
  {
    type: 'p',
    text: 'If you find a security vulnerability in the website, please tell us at security@plainguard.co.uk. Our Support page explains how to report it responsibly.',
  },

  { type: 'h2', text: 'Reports submitted through the website' },
  {
    type: 'p',
    text: 'Our Report page lets anyone tell us about phishing, impersonation, counterfeit, malware and other malicious content. When you submit a report, you confirm that:',
  },
  {
    type: 'ul',
    items: [
      'you are making it in good faith;',
      'the information you give is accurate as far as you know;',
      'you are not using it to harass anyone or to get lawful content removed.',
    ],
  },
  {
    type: 'p',
    text: 'To act on a report, we may share its details with hosting providers, domain registrars, platforms and law enforcement. Our Privacy Policy explains how we handle personal data in reports, including your email address if you give it.',
  },
  {
    type: 'p',
    text: 'We decide whether and how to act on each report. We can’t promise a particular outcome or timescale, because the final decision usually rests with the host, registrar or platform.',
  },
  {
    type: 'p',
    text: 'Never download, copy or send us material showing the sexual abuse of children. Give us only the web address, and report it to the Internet Watch Foundation at iwf.org.uk. If someone is in immediate danger, call 999.',
  },

  { type: 'h2', text: 'Intellectual property' },
  {
    type: 'p',
    text: 'We, or the people who license material to us, own the intellectual property rights in the website and its content, including its text, graphics, logos and software. The Plainguard name and logo belong to us.',
  },
  {
    type: 'p',
    text: 'You may view the website, print or download extracts for your own use or for use within your organisation, and link to its pages, as long as you don’t suggest that we endorse you or your content. You must not copy, republish or sell the website’s content, or use our name or logo, without our written permission.',
  },

  { type: 'h2', text: 'Links to other websites' },
  {
    type: 'p',
    text: 'The website links to websites we don’t control, such as our social media profiles. We are not responsible for their content or for how they handle your data. A link doesn’t mean that we endorse a website.',
  },

  { type: 'h2', text: 'Availability' },
  {
    type: 'p',
    text: 'We try to keep the website available, but we don’t guarantee that it will always be available or free from errors. We may change, suspend or withdraw any part of it without notice, for example for maintenance or security. For the status of our services, see our status page.',
  },
  {
    type: 'p',
    text: 'We take reasonable steps to keep the website secure, but we can’t guarantee that it is free from viruses or other harmful code. Please use your own security software.',
  },

  { type: 'h2', text: 'Our liability' },
  {
    type: 'p',
    text: 'Nothing in these terms limits or excludes our liability for death or personal injury caused by our negligence, for fraud or fraudulent misrepresentation, or for anything else that English law does not allow us to limit or exclude.',
  },
  { type: 'p', text: 'Subject to that, and as far as the law allows:' },
  {
    type: 'ul',
    items: [
      'if you use the website for business, we are not liable for any loss of profit, revenue, business, opportunity, goodwill or data, or for any indirect or consequential loss, arising from your use of the website, from being unable to use it, or from relying on its content;',
      'if you use the website as a consumer, we are responsible for loss or damage you suffer that is a foreseeable result of our breaking these terms or failing to use reasonable care and skill, but not for loss or damage that is not foreseeable.',
    ],
  },
  {
    type: 'p',
    text: 'These terms don’t affect your legal rights as a consumer. Our liability for our paid services is set out in the service contract.',
  },

  { type: 'h2', text: 'Privacy and cookies' },
  {
    type: 'p',
    text: 'Our Privacy Policy explains how we use personal data, and our Cookie Policy explains the cookies the website uses.',
  },

  { type: 'h2', text: 'Changes to these terms' },
  {
    type: 'p',
    text: 'We may change these terms, for example when the website or the law changes. We publish each new version on this page with its date. The version published when you use the website is the one that applies, so please check it from time to time.',
  },

  { type: 'h2', text: 'General' },
  {
    type: 'p',
    text: 'If a court decides that part of these terms can’t be enforced, the rest still applies. Only you and we have rights under these terms. If we don’t enforce a term straight away, we can still enforce it later.',
  },

  { type: 'h2', text: 'Governing law' },
  {
    type: 'p',
    text: 'These terms, and any dispute about them or the website, are governed by the law of England and Wales, and the courts of England and Wales have jurisdiction. If you are a consumer living in Scotland or Northern Ireland, you can also bring proceedings in your local courts.',
  },

  { type: 'h2', text: 'Contact us' },
  {
    type: 'p',
    text: 'If you have a question about these terms, email legal@plainguard.co.uk.',
  },
])
