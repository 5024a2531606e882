import type { MetadataRoute } from 'next'
import { site } from '#lib/site'

export default function robots(): MetadataRoute.Robots {
  return {
    // No Disallow: a crawler reads the hand-off pages' `noindex` only if it may fetch them.
    rules: { userAgent: '*', allow: '/' },
    sitemap: `${site.url}/sitemap.xml`,
  }
}
