// The trust centre (/security). Lines marked as stand-ins are placeholders the company must confirm before launch.
import type { LinkedText } from '@/content/forms/form-copy'
import type { CtaCopy } from '@/content/pages'
import type { IconName } from '#lib/icons'
import { bookDemoLink, contactLink } from '@/content/links'
import { certificateFacts } from '@/content/proof'

export type Practice = { icon: IconName; title: string; text: string }
export type SubProcessor = { name: string; purpose: string; location: string }
/** A null `value` (not yet confirmed) leaves the line out. */
export type SecurityFact = { label: string; value: string | null }

const securityEmail = 'security@plainguard.co.uk'

export const security = {
  factsHeading: 'At a glance',
  factsIntro: 'The details a supplier security review usually asks for first.',
  // Certificate numbers follow, from the certificates the company supplies (content/proof.ts).
  facts: [
    { label: 'Data processing agreement', value: 'Under UK GDPR Article 28, yours to review before you sign' },
    { label: 'Vulnerability reports', value: `To ${securityEmail}, each one acknowledged` },
    { label: 'Personal data breaches', value: 'Told to you without undue delay; to the ICO within 72 hours where required' },
    { label: 'Sub-processors', value: 'For this website: listed below, with where each is based' },
    // STAND-IN: the platform's hosting provider and region (the dashboard and case data), e.g. 'AWS, London (eu-west-2)'.
    { label: 'Where the platform is hosted', value: null },
    // STAND-IN: how often the service is penetration tested, and by whom, e.g. 'Yearly, by a CREST-accredited firm'.
    { label: 'Penetration testing', value: null },
  ] satisfies SecurityFact[],
  practicesHeading: 'How we protect customer data',
  practicesIntro:
    'Customers send us evidence about attacks on their brand, and sometimes the personal data of the people targeted. This is how we handle it.',
  practices: [
    {
      icon: 'server',
      title: 'Hosting region',
      // STAND-IN: where the dashboard and case data are hosted.
      text: 'Case data and the customer dashboard are hosted in data centres in the United Kingdom.',
    },
    {
      icon: 'lock',
      title: 'Encryption',
      // STAND-IN: the service's encryption at rest. (In transit is this site's own HTTPS, below.)
      text: 'Data is encrypted in transit with TLS 1.2 or later, and at rest in the databases and backups that hold it.',
    },
    {
      icon: 'key',
      title: 'Access control',
      // STAND-IN: how staff reach customer data.
      text: 'Staff reach customer data through named accounts with multi-factor authentication, only when a case needs it. Access is logged.',
    },
    {
      icon: 'users',
      title: 'Staff vetting',
      // STAND-IN: the screening staff pass.
      text: 'Everyone who handles customer data passes pre-employment checks of identity, right to work and references, and is bound by confidentiality.',
    },
    {
      icon: 'bolt',
      title: 'Incident response',
      text: 'If a personal data breach affects you, we tell you without undue delay, and we report it to the ICO within 72 hours where UK GDPR requires it.',
    },
    {
      icon: 'shield',
      title: 'This website',
      text: 'HTTPS only, with HSTS, and a strict Content Security Policy that lets only our own scripts run. Analytics and error reporting load only after you choose Accept.',
    },
  ] satisfies Practice[],
  subProcessorsHeading: 'Sub-processors of this website',
  subProcessorsIntro:
    'The providers this website uses, what each does and where it is based. Transfers outside the UK are covered by the safeguards our Privacy Policy describes.',
  subProcessors: [
    {
      name: 'Vercel Inc.',
      purpose:
        'Hosts this website, delivers its pages and keeps its server logs; Vercel Web Analytics counts visits, only after you accept.',
      location: 'United States',
    },
    {
      name: 'Functional Software, Inc. (Sentry)',
      purpose: 'Error reporting from our servers, and from your browser only after you accept.',
      location: 'United States',
    },
  ] satisfies SubProcessor[],
  certificationsTable: {
    label: 'Certifications table',
    columns: { name: 'Certification', meaning: 'What it means', check: 'Check it at the source' },
  },
  subProcessorsTable: { label: 'Sub-processors table', columns: { name: 'Name', purpose: 'Purpose', location: 'Location' } },
  subProcessorsNote: [
    'Our ',
    { text: 'Privacy Policy', href: '/policies/privacy' },
    ' explains what each receives, and the ',
    { text: 'Cookie Policy', href: '/policies/cookie' },
    ' what runs in your browser.',
  ] satisfies LinkedText,
  dpa: {
    heading: 'Data processing agreement',
    text: 'Where we process personal data for you, our contract includes a data processing agreement under UK GDPR Article 28. To review it before you sign up, ask us for a copy.',
    email: 'privacy@plainguard.co.uk',
    subject: 'Data processing agreement',
    action: 'Request the DPA',
    /** What UK GDPR Article 28(3) requires such an agreement to set out. */
    covers: [
      'What we process for you, why, and for how long',
      'The sub-processors we use, and notice before a change',
      'How we keep it secure, and tell you of a breach',
      'Help with data-subject requests, and deletion at the end',
    ],
  },
  disclosure: {
    heading: 'Report a vulnerability',
    text: 'If you think you have found a security weakness in this website or our service, email us. Tell us what you found and how to reproduce it; please do not access data that is not yours or disrupt the service. We acknowledge every report and tell you when the problem is fixed.',
    email: securityEmail,
    securityTxtNote: [
      `Write to ${securityEmail}. Our details for security researchers are also in `,
      { text: 'security.txt', href: '/.well-known/security.txt' },
      '.',
    ] satisfies LinkedText,
    action: 'Email the security team',
  },
  cta: {
    heading: 'Questions from your security team?',
    text: 'Send us your questions or your security questionnaire, and we will answer them before you decide.',
    primary: contactLink,
    secondary: bookDemoLink,
  } satisfies CtaCopy,
}

export const knownFacts = (facts: SecurityFact[]) =>
  facts.filter((fact): fact is { label: string; value: string } => fact.value !== null)

export const glanceFacts = knownFacts([...security.facts, ...certificateFacts]).map(({ label, value }) => ({
  term: label,
  detail: value,
}))
