import { blogEntries, blogTopics } from '@/content/blog/posts'
import { industries } from '@/content/industries/index'
import { pages } from '@/content/pages'
import { policies } from '@/content/policies/index'
import { pricing } from '@/content/pricing'
import { pricingCopy } from '@/content/pricing-copy'
import { caseStudies, caseStudiesPage, caseStudyPath } from '@/content/proof'
import { solutions } from '@/content/solutions/index'
import { LOOKALIKE_PATH, lookalikePage } from '@/content/tools/lookalike-domains'
import { isPricedPlanId } from '#lib/pricing'

export type PublicPage = {
  path: string
  title: string
  /** Only for pages that carry their own date: a guessed date would mislead crawlers. */
  lastModified?: string
  unlisted?: true
}

const pricedPlans = pricing.plans.filter(({ id }) => isPricedPlanId(id))

export const unlistedPaths: ReadonlySet<string> = new Set([
  '/newsletter/unsubscribe',
  ...pricedPlans.map(({ signupUrl }) => signupUrl),
])

const page = (path: string, title: string, lastModified?: string): PublicPage => ({
  path,
  title,
  ...(lastModified && { lastModified }),
  ...(unlistedPaths.has(path) && { unlisted: true as const }),
})

/** The sitemap, the share images and the e2e suite read this list. */
export const publicPages: PublicPage[] = [
  page('/', pages.home.title),
  page('/pricing', pages.pricing.title),
  page('/contact', pages.contact.title),
  page('/careers', pages.careers.title),
  page('/about/company', pages.about.title),
  page('/report', pages.report.title),
  page('/support', pages.support.title),
  page('/book-demo', pages.bookDemo.title),
  page('/newsletter/unsubscribe', pages.unsubscribe.title),
  page('/security', pages.security.title),
  page(LOOKALIKE_PATH, lookalikePage.title),
  page('/blog', pages.blog.title, blogEntries[0]?.date),
  ...blogTopics.map((topic) =>
    page(topic.path, `${topic.name} articles`, blogEntries.find((entry) => entry.topic === topic.name)?.date),
  ),
  ...policies.map((policy) => page(`/policies/${policy.slug}`, policy.title, policy.lastUpdated)),
  ...solutions.map((solution) => page(solution.canonicalUrl, solution.title)),
  ...industries.map((industry) => page(industry.canonicalUrl, industry.title)),
  ...blogEntries.map((entry) => page(`/blog/${entry.slug}`, entry.title, entry.date)),
  // Only when the company has supplied case studies: otherwise neither page exists.
  ...(caseStudies.length ? [page('/case-studies', caseStudiesPage.title, caseStudies[0]!.date)] : []),
  ...caseStudies.map((study) => page(caseStudyPath(study.slug), study.title, study.date)),
]

export const publicPaths: string[] = publicPages.map(({ path }) => path)

export const listedPages: PublicPage[] = publicPages.filter(({ unlisted }) => !unlisted)

export const handoffPages: PublicPage[] = pricedPlans.map((plan) => page(plan.signupUrl, pricingCopy.handoff.title(plan.name)))
