import { createHash } from 'node:crypto'

/** Server HTML helpers: what a crawler sees before any JavaScript runs. */

/** The markup without scripts (the RSC payload repeats the page inside <script> tags). */
export function markup(html: string): string {
  return html.replace(/<script\b[\s\S]*?<\/script>/gi, '')
}

export function countTags(html: string, tag: string): number {
  return markup(html).match(new RegExp(`<${tag}[\\s>]`, 'gi'))?.length ?? 0
}

/** The first element `<tag ...>...</tag>` (not nested in itself), e.g. the site header. */
export function firstElement(html: string, tag: string): string {
  return markup(html).match(new RegExp(`<${tag}[\\s>][\\s\\S]*?</${tag}>`, 'i'))?.[0] ?? ''
}

/** A `<meta name="…">` (or, with attribute 'property', an Open Graph `<meta property="…">`) tag's content. */
export function metaContent(html: string, name: string, attribute: 'name' | 'property' = 'name'): string | undefined {
  const tag = markup(html).match(new RegExp(`<meta[^>]+${attribute}="${name}"[^>]*>`, 'i'))?.[0]
  return tag?.match(/content="([^"]*)"/)?.[1]
}

export function title(html: string): string | undefined {
  return markup(html).match(/<title>([^<]*)<\/title>/i)?.[1]
}

/** The text a visitor reads in a page's HTML: no tags, scripts or styles. */
export function visibleText(html: string): string {
  return html
    .replace(/<(script|style)[^>]*>[\s\S]*?<\/\1>/g, ' ')
    .replace(/<[^>]+>/g, ' ')
    .replace(/&#x27;|&#39;/g, "'")
    .replace(/&amp;/g, '&')
}

/** The chunk scripts the page's HTML loads (`<script src>`), in document order. */
export function scriptSources(html: string): string[] {
  return [...html.matchAll(/<script[^>]+src="([^"]+)"/g)].map((match) => match[1]!)
}

/**
 * The CSP source of each inline script the page runs, each once, sorted: sha256 of its text, computed here apart from
 * the build's hasher (scripts/lib/page-policy.ts) so a fault there fails the suite. JSON-LD is data, never run.
 */
export const expectedScriptHashes = (html: string) =>
  [
    ...new Set(
      [...html.matchAll(/<script\b([^>]*)>([\s\S]*?)<\/script>/gi)]
        .filter(([, attributes]) => !/\ssrc=|\stype="application\/ld\+json"/i.test(attributes!))
        .map(([, , text]) => `'sha256-${createHash('sha256').update(text!, 'utf8').digest('base64')}'`),
    ),
  ].sort()
