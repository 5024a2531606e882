import type { MetadataRoute } from 'next'
import { listedPages } from '@/content/routes'
import { site } from '#lib/site'

export default function sitemap(): MetadataRoute.Sitemap {
  return listedPages.map(({ path, lastModified }) => ({
    url: path === '/' ? site.url : `${site.url}${path}`,
    lastModified,
  }))
}
