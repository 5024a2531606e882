/** Server HTML helpers: what a crawler sees before any JavaScript runs. */

export { deferredElements } from '../scripts/lib/after-first-paint.mjs'

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

export function metaContent(html: string, name: string): string | undefined {
  const tag = markup(html).match(new RegExp(`<meta[^>]+name="${name}"[^>]*>`, 'i'))?.[0]
  return tag?.match(/content="([^"]*)"/)?.[1]
}

export function title(html: string): string | undefined {
  return markup(html).match(/<title>([^<]*)<\/title>/i)?.[1]
}

