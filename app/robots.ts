import type { MetadataRoute } from 'next'
import { site } from '@/lib/site'

export default function robots(): MetadataRoute.Robots {
  return {
    // No Disallow: the hand-off pages say `noindex, follow` (lib/seo.ts), which a crawler reads only
    // if it may fetch them; a disallowed URL can still be listed from links elsewhere.
    rules: { userAgent: '*', allow: '/' },
    sitemap: `${site.url}/sitemap.xml`,
  }
}
