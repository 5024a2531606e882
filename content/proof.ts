import {
  allCaseStudies,
  allCertifications,
  allCustomers,
  allPeople,
  allTestimonials,
  type CaseStudy,
  type Customer,
  type Person,
  type Testimonial,
} from 'content-collections'
import { industryOptions, serviceOptions } from '@/content/editable'
import type { PageCopy } from '@/content/pages'
import { caseStudyList, certificateName, leadershipOf, shownCustomers, validCertificates } from '#lib/proof'

// The company supplies proof in content/proof; the repository ships none, so each block is left out while empty.

export type { CaseStudy, Customer, Person, Testimonial }

export const customers: Customer[] = shownCustomers(allCustomers)

export const testimonials: Testimonial[] = allTestimonials

export const caseStudies: CaseStudy[] = caseStudyList(allCaseStudies)

export const caseStudyPath = (slug: string) => `/case-studies/${slug}`

export const customerOf = (study: CaseStudy): Customer | undefined => customers.find(({ slug }) => slug === study.customer)

export const people: Person[] = allPeople

export const leadership: Person[] = leadershipOf(allPeople)

export const certificates = validCertificates(allCertifications, new Date().toISOString().slice(0, 10))

/** Served by app/images/proof. */
export const proofImages: string[] = [...customers.map(({ logo }) => logo), ...allPeople.map(({ photo }) => photo)]

export const certificateFacts = certificates.map((certificate) => ({
  label: `${certificateName(certificate)} number`,
  value: certificate.number,
}))

const labels = Object.fromEntries([...serviceOptions, ...industryOptions].map(({ value, label }) => [value, label]))
export const tagLabel = (slug: string): string => labels[slug] ?? slug

export const proofCopy = {
  logosHeading: 'Brands we protect',
  caseStudiesLink: 'Read their case studies',
  solutionHeading: 'From our customers',
  caseStudiesHeading: 'Case studies',
  readCaseStudy: 'Read the case study',
  allCaseStudies: 'All case studies',
  caseStudy: {
    situation: 'The situation',
    work: 'What we did',
    outcome: 'The outcome',
    figures: 'The results',
    client: 'Client',
  },
  leadershipHeading: 'Leadership',
  leadershipIntro: 'The people who run Plainguard and answer for its work.',
  certificate: {
    status: 'Certified',
    /** Used for a scheme the site does not describe. */
    text: 'Our certificate under this standard, with its number and expiry to check on its register.',
    number: 'Number',
    validUntil: 'Valid until',
    verify: 'Check certificate',
  },
}

export const caseStudiesPage: PageCopy = {
  title: 'Case studies',
  description: 'How Plainguard has protected its customers’ brands: the situation, what we did, and the results they measured.',
  heading: 'Case studies',
  summary: 'What our customers faced, what we did about it, and the results they measured.',
}
