import { demoReplySentence } from '@/content/forms/book-demo'
import { reportReview } from '@/content/support'
import { lowerFirst } from '#lib/format'
import { FREE_TRIAL_DAYS } from '#lib/pricing'
import { site } from '#lib/site'
import { bookDemoLink, contactLink, seePricingLink } from '@/content/links'
import { services } from '@/content/services'

export type PageCopy = {
  /** Browser and share title, before ' | Plainguard'. */
  title: string
  description: string
  heading: string
  summary: string
}

export const pages = {
  home: {
    title: site.slogan,
    description:
      'Plainguard protects UK brands from phishing, impersonation and fraud: takedowns, phishing simulation, website monitoring, dark web scanning and content moderation.',
    heading: site.slogan,
    summary: 'Protect your brand, combat fraudsters at the source',
  },
  pricing: {
    title: 'Pricing',
    description:
      'Plainguard plans for every size of business: Starter, Business and Enterprise, with monthly or yearly billing and optional add-ons.',
    heading: 'Simple Security, Simple Pricing',
    summary: `One price per plan, everything included that the table shows. Every plan starts with a ${FREE_TRIAL_DAYS}-day free trial; add capacity when you need it.`,
  },
  contact: {
    title: 'Contact Us',
    description:
      'Contact Plainguard about takedowns, phishing simulation, website monitoring, dark web scanning or content moderation.',
    heading: 'Contact us',
    summary:
      'Questions about our services, pricing or your account? Send us a message and someone from our team will reply by email within 1\u00a0working\u00a0day.',
  },
  careers: {
    title: 'Careers',
    description: 'Work at Plainguard, a UK brand-protection and web-security company.',
    heading: 'Careers at Plainguard',
    summary: 'The work we do, the people who do it, and how to tell us you would like to join when a role opens.',
  },
  about: {
    title: 'About Plainguard',
    description: 'Plainguard is a UK web-security company protecting brands from fraudsters, phishing and harmful content.',
    heading: 'About Plainguard',
    summary:
      'Plainguard is a UK brand-protection and web-security company. We find the phishing sites, impersonators and other malicious content that use a business’s name, and get them taken down.',
  },
  report: {
    title: 'Report a Malicious Website',
    description: 'Report a phishing, impersonation, counterfeit or malware website to Plainguard.',
    heading: 'Report a malicious website',
    summary: `Found a phishing, impersonation, counterfeit or malware site? Tell us where it is. Every report is reviewed by ${lowerFirst(reportReview.from)}, normally ${lowerFirst(reportReview.firstResponse)}.`,
  },
  support: {
    title: 'Support',
    description: 'How to get help from Plainguard, response times by plan and service status.',
    heading: 'Support',
    summary:
      'How to get help with your Plainguard service, what to include in your request, and how quickly we aim to respond on each plan.',
  },
  bookDemo: {
    title: 'Book a Demo',
    description:
      'See Plainguard brand protection working on your own brand: takedowns, monitoring and dark web scanning, shown by one of our analysts.',
    // The demo action's own name, so the page is titled as the button that leads here.
    heading: 'Book a Demo',
    summary: `See Plainguard working on your own brand. Tell us when suits you, and ${lowerFirst(demoReplySentence)}`,
  },
  unsubscribe: {
    title: 'Unsubscribe from the Newsletter',
    description: 'Stop receiving the Plainguard newsletter.',
    heading: 'Unsubscribe from our newsletter',
    summary:
      'Stop receiving our newsletter. If you followed the link in one of our emails, your address is already filled in: check it and press Unsubscribe.',
  },
  blog: {
    title: 'Blog',
    description:
      'Practical writing from Plainguard on phishing, website security, dark web scanning, content moderation and protecting your brand.',
    heading: 'Blog',
    summary: 'Practical advice on phishing, website security, dark web scanning and content moderation.',
  },
  security: {
    title: 'Security and Trust',
    description:
      'How Plainguard protects customer data: hosting, encryption, access, staff, incidents, sub-processors, data processing agreements and responsible disclosure.',
    heading: 'Security at Plainguard',
    summary:
      'We ask businesses to trust us with evidence about attacks on their name. This page sets out how we look after it, who helps us, and how to tell us about a weakness.',
  },
  notFound: {
    title: 'Page not found',
    description: 'The page you asked for does not exist on plainguard.co.uk.',
    heading: 'Page not found',
    summary: 'The page you asked for does not exist or has moved.',
  },
} satisfies Record<string, PageCopy>

export const notFoundWaysOn = {
  heading: 'Try one of these',
  home: { label: 'Back to the home page', href: '/' },
  links: [
    { label: 'Solutions', href: services.takedowns.href },
    { label: 'Pricing', href: '/pricing' },
    contactLink,
    { label: 'Report a website', href: '/report' },
  ],
}

export type CtaCopy = {
  heading: string
  text: string
  primary: { label: string; href: string }
  secondary?: { label: string; href: string }
}

export const pricingCta: CtaCopy = {
  heading: 'Several brands, or volumes of your own?',
  text: 'Enterprise is shaped around what you need to protect. Tell us about it, or see the service on your own brand first.',
  primary: contactLink,
  secondary: bookDemoLink,
}

export const trialAssurance = `Every plan starts with a ${FREE_TRIAL_DAYS}-day free trial.`

export const demoCta: CtaCopy = {
  heading: 'See what is using your name',
  text: 'In a demo we look at your own brand with you: the lookalike sites, fake accounts and leaked data our analysts find, and how we would get them removed.',
  primary: bookDemoLink,
  secondary: seePricingLink,
}

/** For readers who are not customers yet: the rail's Contact Us is for those who are. */
export const supportCta: CtaCopy = {
  heading: 'Not a customer yet?',
  text: `See the service on your own brand in a demo, or compare the plans. ${trialAssurance}`,
  primary: bookDemoLink,
  secondary: seePricingLink,
}

export const railNext = {
  about: {
    heading: pages.security.heading,
    text: 'How we look after the evidence you trust us with, and who helps us.',
    primary: { label: 'Security and trust', href: '/security' },
  },
  support: { heading: pages.contact.heading, text: pages.contact.summary, primary: contactLink },
  careers: { heading: pages.about.heading, text: pages.about.summary, primary: { label: 'About us', href: '/about/company' } },
} satisfies Record<string, CtaCopy>

export const postCopy = { contents: 'In this article', related: 'Related posts' }
