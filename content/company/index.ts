import { allCompanyPages, type CompanyPage } from 'content-collections'

/** A company page's copy (content/company/{slug}.mdx); the build stops if the file is missing. */
export function companyCopy(slug: 'about' | 'careers' | 'support'): CompanyPage {
  const page = allCompanyPages.find((candidate) => candidate.slug === slug)
  if (!page) throw new Error(`content/company/${slug}.mdx is missing`)
  return page
}
