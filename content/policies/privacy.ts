import { checkContent, richTextSchema } from '@/content/schema'

export const summary =
  'How Plainguard Ltd collects, uses and protects personal data when you use this website, and the rights you have under UK data protection law.'

export const lastUpdated = '2026-11-21'

export const body = checkContent(richTextSchema, 'content/policies/privacy.ts', [
  {
    type: 'p',
    text: 'This policy explains how Plainguard Ltd (“we”, “us”) uses personal data when you visit plainguard.co.uk, fill in one of its forms or sign up to our newsletter. It follows the UK General Data Protection Regulation (UK GDPR) and the Data Protection Act 2018.',
  },
  {
    type: 'p',
    text: 'This policy covers our website. How we handle personal data when we provide our services to a customer is set out in our contract with that customer.',
  },

  { type: 'h2', text: 'Who we are' },
  {
    type: 'p',
    text: 'Plainguard Ltd is the controller of the personal data described in this policy. This means we decide how and why it is used, and we are responsible for it.',
  },
  {
    type: 'p',
    text: 'We are a private limited company registered with Companies House. Our company number is shown at the bottom of every page of this website. Our registered office address is on the Companies House register, or you can ask us for it.',
  },
  {
    type: 'p',
    text: 'For anything about this policy or your personal data, email privacy@plainguard.co.uk.',
  },

  { type: 'h2', text: 'What we collect and why' },
  {
    type: 'p',
    text: 'We collect only what each part of the website needs. Where a form field is required, we can’t handle your request without it.',
  },
  { type: 'h3', text: 'Newsletter sign-up' },
  {
    type: 'ul',
    items: [
      'What we collect: your email address.',
      'Why: to send you our newsletter.',
      'Lawful basis: your consent. You can withdraw it at any time with the unsubscribe link in any newsletter.',
    ],
  },
  { type: 'h3', text: 'Contact form' },
  {
    type: 'ul',
    items: [
      'What we collect: your name, work email address, company and message.',
      'Why: to reply to your enquiry and keep a record of our conversation.',
      'Lawful basis: our legitimate interests in answering questions about our services and running our business.',
    ],
  },
  { type: 'h3', text: 'Report form' },
  {
    type: 'ul',
    items: [
      'What we collect: the web address (URL) of the malicious content, the category you choose, the details you give us and, if you choose to give it, your email address.',
      'Why: to check the content and, where it is malicious, to ask the hosting provider, domain registrar or platform to remove it, or to pass it to law enforcement. We use your email address only to ask you about your report or tell you what happened.',
      'Lawful basis: our legitimate interests, and those of the people the content targets, in stopping phishing, fraud and other harmful content.',
    ],
  },
  {
    type: 'p',
    text: 'A report can include personal data about other people, for example the name used on a fake profile or by the operator of a phishing site. We use it only to assess and act on the report. Please include only what we need to understand the problem.',
  },
  { type: 'h3', text: 'Demo booking' },
  {
    type: 'ul',
    items: [
      'What we collect: your name, work email address, company, industry and the times that suit you.',
      'Why: to arrange the demo, hold it and follow up afterwards.',
      'Lawful basis: taking steps you have asked for before a possible contract. Where you book on behalf of your organisation, we rely on our legitimate interests in responding to its request.',
    ],
  },
  { type: 'h3', text: 'Signing up for a plan' },
  {
    type: 'ul',
    items: [
      'What we collect: the details you give when you sign up. The plan you chose on the pricing page reaches the sign-up page in a cookie that holds no personal data (see our Cookie Policy).',
      'Why: to set up your account and provide the service.',
      'Lawful basis: taking steps you have asked for before a contract, and then performing that contract.',
    ],
  },
  { type: 'h3', text: 'Unsubscribing' },
  {
    type: 'ul',
    items: [
      'What we collect: your email address and the token from the unsubscribe link in our email.',
      'Why: to check that the request is genuine and remove your address from our mailing list.',
      'Lawful basis: our legitimate interests in handling your request securely and respecting your choice.',
    ],
  },
  { type: 'h3', text: 'Job applications' },
  {
    type: 'ul',
    items: [
      'What we collect: the note, CV and contact details you send us.',
      'Why: to consider you for a role at Plainguard.',
      'Lawful basis: taking steps you have asked for before a possible employment contract. If we keep your CV for future roles, we do so only with your consent.',
    ],
  },
  { type: 'h3', text: 'Analytics and error reporting in your browser' },
  {
    type: 'p',
    text: 'Only if you choose Accept in our cookie banner or Cookie settings, we use Vercel Web Analytics to count visits and Sentry to find and fix errors on the website. If you decline, neither runs. Our Cookie Policy explains exactly what each one records and how to change your choice. Lawful basis: your consent.',
  },
  { type: 'h3', text: 'Server logs and server error reports' },
  {
    type: 'p',
    text: 'When your browser asks for a page, our hosting provider records technical details in server logs, including your IP address, your browser’s user agent, the page requested and the time. If our server hits an error while handling a request, technical details of the error and the request are sent to Sentry. We use this information to keep the website running and secure, and to detect and investigate attacks and abuse. Lawful basis: our legitimate interests in running a secure, working website. This does not depend on your cookie choice, because nothing is stored on your device.',
  },
  { type: 'h3', text: 'Service status' },
  {
    type: 'p',
    text: 'To show a banner when one of our services has a problem, each page checks our status page for current incidents. Your browser contacts our status page provider directly, so, as with any web request, that provider receives your IP address and browser details. We send no cookies with this request and don’t tell the provider which page you are on. Lawful basis: our legitimate interests in telling visitors about service problems.',
  },

  { type: 'h2', text: 'Who we share it with' },
  {
    type: 'p',
    text: 'We don’t sell personal data. We share it only with the following, and only what each needs:',
  },
  {
    type: 'ul',
    items: [
      'Hosting and content delivery: Vercel, which hosts this website, delivers its pages, keeps its server logs and provides Vercel Web Analytics.',
      'Error reporting: Sentry, which receives error reports from our servers and, if you accept, from your browser.',
      'Email: our email provider, which sends our newsletter and the emails we send in reply to you.',
      'Service status: our status page provider, as described above.',
      'Organisations that act on reports: hosting providers, domain registrars, platforms and law enforcement, when we act on a report. We share the details of the content. We don’t share your email address with them unless you agree or the law requires it.',
      'Professional advisers and authorities: our lawyers, accountants and insurers where needed, and the police, courts or regulators where the law requires it or to establish, exercise or defend legal claims.',
      'A buyer of our business: if we sell or merge all or part of our business, the personal data it holds may pass to the new owner, who must use it in line with this policy.',
    ],
  },
  {
    type: 'p',
    text: 'Our service providers act on our instructions, under contracts that require them to keep the data secure and use it only for the service they provide to us.',
  },

  { type: 'h2', text: 'Transfers outside the UK' },
  {
    type: 'p',
    text: 'Some of our providers, including Vercel and Sentry, are based in the United States or may process personal data in other countries. When personal data leaves the UK, we make sure it is protected by one of the safeguards UK law provides:',
  },
  {
    type: 'ul',
    items: [
      'UK adequacy regulations, which recognise that a country protects personal data adequately, including the UK–US data bridge where the US recipient is certified under it;',
      'the UK International Data Transfer Agreement; or',
      'the UK Addendum to the EU Standard Contractual Clauses.',
    ],
  },
  {
    type: 'p',
    text: 'You can ask us which safeguard applies to a particular transfer.',
  },

  { type: 'h2', text: 'How long we keep it' },
  {
    type: 'ul',
    items: [
      'Contact form enquiries and demo bookings: 2 years after our last contact with you. If you become a customer, our contract sets how long we keep your details.',
      'Newsletter: until you unsubscribe. After that we keep only a record that your address has unsubscribed, so that we don’t send you the newsletter again.',
      'Reports: as long as we need to act on them and to establish, exercise or defend legal claims about that action. Then we delete them or remove anything that identifies a person.',
      'CVs: 6 months with your consent, then we delete them.',
      'Server logs: 30 days.',
      'Error reports: 90 days.',
      'Analytics: Vercel Web Analytics keeps only figures that do not identify you.',
    ],
  },
  {
    type: 'p',
    text: 'We may keep data for longer if the law requires it, or while it is needed for a legal claim.',
  },

  { type: 'h2', text: 'Your rights' },
  { type: 'p', text: 'Under UK data protection law you have the right to:' },
  {
    type: 'ul',
    items: [
      'access: ask for a copy of the personal data we hold about you;',
      'rectification: ask us to correct data that is wrong or incomplete;',
      'erasure: ask us to delete your data;',
      'restriction: ask us to limit how we use your data;',
      'objection: object to our use of your data where we rely on legitimate interests, and to direct marketing at any time;',
      'portability: ask for the data you gave us in a common, machine-readable format, where we use it on the basis of your consent or a contract;',
      'withdraw consent: at any time, where we rely on your consent. This doesn’t affect what we did before you withdrew it.',
    ],
  },
  {
    type: 'p',
    text: 'Some of these rights apply only in certain circumstances. To use any of them, email privacy@plainguard.co.uk. We may ask you to confirm your identity. We don’t normally charge, and we reply within one month. If a request is complex, or you send several, we may need up to two more months; if so, we will tell you within the first month.',
  },
  { type: 'h3', text: 'Complaints' },
  {
    type: 'p',
    text: 'If you are unhappy with how we have handled your personal data, please tell us first at privacy@plainguard.co.uk so we can try to put it right. You also have the right to complain to the Information Commissioner’s Office (ICO), the UK’s data protection regulator: visit ico.org.uk or call its helpline on 0303 123 1113.',
  },

  { type: 'h2', text: 'Automated decisions' },
  {
    type: 'p',
    text: 'We don’t make decisions about you by automated means alone that have legal or similarly significant effects on you.',
  },

  { type: 'h2', text: 'Keeping your data secure' },
  {
    type: 'p',
    text: 'We encrypt data in transit, limit access to the people who need it, and choose providers that protect the data they hold for us. If you think your data has been put at risk through our website, please contact us straight away.',
  },

  { type: 'h2', text: 'Children' },
  {
    type: 'p',
    text: 'This website and our services are for businesses. They are not directed at anyone under 18, and we don’t knowingly collect personal data from children. If you think a child has given us personal data, contact us and we will delete it.',
  },

  { type: 'h2', text: 'Changes to this policy' },
  {
    type: 'p',
    text: 'We update this policy when the way we use personal data, or the law, changes. We publish each new version on this page with its date. If a change significantly affects how we use data you have already given us, we will tell you directly where we can.',
  },

  { type: 'h2', text: 'Contact us' },
  {
    type: 'p',
    text: 'Email privacy@plainguard.co.uk with any question about this policy or your personal data. You can also write to us at our registered office.',
  },
])
