import { allCompanyPages, type CompanyPage } from 'content-collections'

/** The build stops if content/company/{slug}.mdx is missing. */
export function companyCopy(slug: 'about' | 'careers' | 'support'): CompanyPage {
  const page = allCompanyPages.find((candidate) => candidate.slug === slug)
  if (!page) throw new Error(`content/company/${slug}.mdx is missing`)
  return page
}
