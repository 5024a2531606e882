/** The Careers page's action beside its prose (content/company/careers.mdx). */
export const careersPage = {
  action: { label: 'Send us a note', href: '/contact' },
}
