/** The four industries, each with its one display name; plain data with no schema, as content/services.ts. */
export const industryNames = {
  financial: { name: 'Financial Services', href: '/industry/financial' },
  retail: { name: 'Retail', href: '/industry/retail' },
  // The page's address is spelled so.
  manufactering: { name: 'Manufacturing', href: '/industry/manufactering' },
  gaming: { name: 'Gaming', href: '/industry/gaming' },
} as const
