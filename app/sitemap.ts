import type { MetadataRoute } from 'next'
import { publicPages } from '@/lib/routes'
import { site } from '@/lib/site'

export default function sitemap(): MetadataRoute.Sitemap {
  return publicPages.map(({ path, lastModified }) => ({
    url: path === '/' ? site.url : `${site.url}${path}`,
    lastModified,
  }))
}
