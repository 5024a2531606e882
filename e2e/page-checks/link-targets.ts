import type { APIRequestContext } from '@playwright/test'
import { markup } from '@/e2e/html'

/**
 * Each internal link and image target's status, asked once per worker process: the crawl's pages share
 * their navbar and footer, so most targets recur on every page.
 */
const statuses = new Map<string, Promise<number>>()

/** The site's own link and image targets in a page's HTML (not Next's hashed assets, which the page loads itself). */
export function linkTargets(html: string): string[] {
  const targets = new Set<string>()
  for (const [, url] of markup(html).matchAll(/(?:href|src)="(\/[^"#]*)/g)) {
    if (!url!.startsWith('/_next/')) targets.add(url!.replace(/&amp;/g, '&'))
  }
  return [...targets]
}

/**
 * The targets that do not answer 200, as "url (status)". A target the crawl loads itself is left to it
 * (`crawled`): it is checked there, in both variants.
 */
export async function brokenTargets(request: APIRequestContext, targets: string[], crawled: ReadonlySet<string>) {
  const checked = targets.filter((url) => !crawled.has(url))
  for (const url of checked) {
    if (!statuses.has(url))
      statuses.set(
        url,
        request.get(url).then(
          (response) => response.status(),
          () => 0,
        ),
      )
  }
  const results = await Promise.all(checked.map(async (url) => [url, await statuses.get(url)!] as const))
  return results.filter(([, status]) => status !== 200).map(([url, status]) => `${url} (${status})`)
}
