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
import { caseStudyList, certificateName, leadershipOf, shownCustomers, validCertificates } from '@/lib/proof'

// Proof the company supplies (content/proof, edited in the editor): customers, quotes, case studies,
// people and certificates. The repository ships none; each block is left out while it has nothing.

export type { CaseStudy, Customer, Person, Testimonial }

/** Customers who gave permission to be shown: the logo row under the home page's hero. */
export const customers: Customer[] = shownCustomers(allCustomers)

export const testimonials: Testimonial[] = allTestimonials

/** Every case study, newest first: /case-studies and a page each. */
export const caseStudies: CaseStudy[] = caseStudyList(allCaseStudies)

export const caseStudyPath = (slug: string) => `/case-studies/${slug}`

/** The customer a case study is about, when they gave permission to show their logo. */
export const customerOf = (study: CaseStudy): Customer | undefined => customers.find(({ slug }) => slug === study.customer)

export const people: Person[] = allPeople

/** The About page's leadership. */
export const leadership: Person[] = leadershipOf(allPeople)

/** Certificates valid on the day of the build (an expired one is not shown as held). */
export const certificates = validCertificates(allCertifications, new Date().toISOString().slice(0, 10))

/** The images the shown proof names, served by app/images/proof (the people's photos and the customers' logos). */
export const proofImages: string[] = [...customers.map(({ logo }) => logo), ...allPeople.map(({ photo }) => photo)]

/** Each certificate's number, for the trust centre's "At a glance" list (a supplier review asks first). */
export const certificateFacts = certificates.map((certificate) => ({
  label: `${certificateName(certificate)} number`,
  value: certificate.number,
}))

const labels = Object.fromEntries([...serviceOptions, ...industryOptions].map(({ value, label }) => [value, label]))
/** A service's or a sector's name, from its slug. */
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
    /** A certificate of a scheme the site does not describe: what the card holds, nothing more. */
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
