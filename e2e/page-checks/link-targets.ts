import type { APIRequestContext } from '@playwright/test'
import { markup } from '@/e2e/html'

/** Asked once per worker: the crawl's pages share their navbar and footer, so most targets recur on every page. */
const statuses = new Map<string, Promise<number>>()

/** Not Next's hashed assets, which the page loads itself. */
export function linkTargets(html: string): string[] {
  const targets = new Set<string>()
  for (const [, url] of markup(html).matchAll(/(?:href|src)="(\/[^"#]*)/g)) {
    if (!url!.startsWith('/_next/')) targets.add(url!.replace(/&amp;/g, '&'))
  }
  return [...targets]
}

/** A target the crawl loads itself (`crawled`) is left to it: it is checked there, in both variants. */
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
