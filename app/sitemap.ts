import type { MetadataRoute } from 'next'
import { listedPages } from '#content/routes.ts'
import { site } from '#lib/site.ts'

export default function sitemap(): MetadataRoute.Sitemap {
  return listedPages.map(({ path, lastModified }) => ({
    url: path === '/' ? site.url : `${site.url}${path}`,
    lastModified,
  }))
}
