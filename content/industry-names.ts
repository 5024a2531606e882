const industry = <Slug extends string>(name: string, slug: Slug) => ({ name, slug, href: `/industry/${slug}` as const })

/** The four industries, each with its one display name and its page; plain data with no schema, as content/services.ts. */
export const industryNames = {
  financial: industry('Financial Services', 'financial'),
  retail: industry('Retail', 'retail'),
  // The page's address is spelled so.
  manufactering: industry('Manufacturing', 'manufactering'),
  gaming: industry('Gaming', 'gaming'),
}
