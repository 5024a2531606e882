import { homeMethod } from '@/content/home'
import type { CtaCopy } from '@/content/pages'
import { company } from '@/content/company/facts'
import { bookDemoLink, contactLink } from '@/content/links'

export const aboutPage = {
  factsHeading: 'Plainguard at a glance',
  facts: [
    { term: 'Founded', detail: company.founded },
    { term: 'Headquarters', detail: company.headquarters },
    { term: 'Company number', detail: company.companyNumber },
    { term: 'Registered in', detail: company.registeredIn },
    { term: 'People', detail: 'Analysts, takedown specialists, moderators and engineers, all in the UK' },
  ],
  companiesHouseLink: 'Companies House record',
  method: {
    heading: 'How we work',
    intro: 'Every threat goes through the same four steps, and a person signs off each one.',
    /** Shown by their summaries: the home page tells them in full. */
    steps: homeMethod.steps,
    stepsLabel: 'The four steps',
    link: { label: 'Each step in detail', href: '/#method-heading' },
  },
  principles: [
    {
      title: 'Evidence first',
      text: 'We record what we found before we ask for anything to be removed, so each request is backed by evidence the provider can check.',
    },
    {
      title: 'Within the law',
      text: 'We work through providers’ own abuse processes. We don’t hack back or attack the sites we report.',
    },
    {
      title: 'Only the data we need',
      text: 'We keep as little personal data as the work allows, and delete it when we no longer need it.',
    },
    {
      title: 'Published prices',
      text: 'Three plans and optional add-ons, with their prices on our pricing page rather than behind a sales call.',
    },
  ],
  cta: {
    heading: 'Talk to the people who do the work',
    text: 'In a demo we look at your own brand with you, and show you what we would do about what we find.',
    primary: bookDemoLink,
    secondary: contactLink,
  } satisfies CtaCopy,
}
