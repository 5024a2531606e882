const industry = <Slug extends string>(name: string, slug: Slug) => ({ name, slug, href: `/industry/${slug}` as const })

/** Plain data with no schema, as in content/services.ts, so client islands can import it. */
export const industryNames = {
  financial: industry('Financial Services', 'financial'),
  retail: industry('Retail', 'retail'),
  // The page's address is spelled so.
  manufacturing: industry('Manufacturing', 'manufactering'),
  gaming: industry('Gaming', 'gaming'),
}
