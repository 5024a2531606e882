import { expect } from '@playwright/test'
import { handoffPages, publicPages, unlistedPaths } from '@/content/routes'
import { retiredServiceName } from '@/content/services'
import { ogImagePath } from '#lib/seo'
import { countTags, firstElement, markup, metaContent, title, visibleText } from '@/e2e/html'

const site = 'https://plainguard.co.uk'
const dashboardUrl = 'https://dashboard.plainguard.co.uk'
export const notFoundPath = '/no-such-page'
export type Variant = 'visitor' | 'customer'

export function expectDocument(html: string, path: string) {
  expect(markup(html)).toMatch(/<html[^>]* lang="en-GB"/)
  expect(countTags(html, 'h1')).toBe(1)
  if (path === notFoundPath) {
    expect(title(html)).toBe('Page not found | Plainguard')
    expect(markup(html)).toMatch(/<a[^>]+href="\/"[^>]*>Back to the home page<\/a>/)
    return
  }
  expect(title(html)).toMatch(/^(\S.* \| Plainguard|Plainguard \| Just Simple Security)$/)
  expect(metaContent(html, 'description')?.length).toBeGreaterThan(20)
}

export function expectSearchTags(html: string, path: string) {
  const known = publicPages.find((page) => page.path === path)
  if (known) {
    const url = path === '/' ? site : `${site}${path}`
    const meta = (key: string) => metaContent(html, key, 'property')
    expect(markup(html).match(/<link rel="canonical" href="([^"]+)"/)?.[1]).toBe(url)
    expect(title(html)).toBe(path === '/' ? 'Plainguard | Just Simple Security' : `${known.title} | Plainguard`)
    expect(metaContent(html, 'description')?.length).toBeGreaterThan(40)
    expect(meta('og:title')).toBeTruthy()
    expect(meta('og:description')).toBe(metaContent(html, 'description'))
    expect(meta('og:url')).toBe(url)
    expect(meta('og:site_name')).toBe('Plainguard')
    expect(meta('og:locale')).toBe('en_GB')
    expect(meta('og:image')).toBe(`${site}${ogImagePath(path)}`)
    expect(metaContent(html, 'twitter:card')).toBe('summary_large_image')
    expect(metaContent(html, 'twitter:site')).toBe('@plainguard')
    expect(metaContent(html, 'twitter:title')).toBe(meta('og:title'))
    expect(metaContent(html, 'twitter:image')).toBe(`${site}${ogImagePath(path)}`)
  }
  if (known || handoffPages.some((page) => page.path === path)) {
    expect(metaContent(html, 'robots')).toBe(unlistedPaths.has(path) ? 'noindex, follow' : undefined)
  }
}

export function expectVariantNavbar(html: string, variant: Variant) {
  const header = firstElement(html, 'header')
  if (variant === 'customer') {
    expect(header).toContain(`href="${dashboardUrl}"`)
    expect(header).toContain('>Dashboard</a>')
    expect(header).not.toContain('Book a Demo')
  } else {
    expect(header).toMatch(/<a[^>]+href="\/book-demo"[^>]*>Book a Demo<\/a>/)
    expect(header).not.toContain('Dashboard')
  }
}

/** The HTML alone paints: the stylesheet inline (its link print-only, for React), the font not preloaded. */
export function expectStylesInline(html: string) {
  const head = markup(html).slice(0, markup(html).indexOf('</head>'))
  expect(head).toMatch(/<style>[^<]*@font-face\{font-family:inter;src:url\(\/_next\/static\/media\/[^)]+\.woff2\)/)
  expect(head).not.toMatch(/<link rel="stylesheet"(?![^>]*media="print")/)
  expect(head).toMatch(/<link rel="stylesheet" href="\/_next\/static\/[^"]+\.css" data-precedence="[^"]+" media="print"\/>/)
  expect(html).not.toMatch(/<link rel="preload"[^>]+as="font"/)
}

export function expectSafeLinksAndOneVoice(html: string) {
  for (const [anchor] of markup(html).matchAll(/<a[^>]+href="https?:\/\/[^"]+"[^>]*>/g)) {
    if (anchor.includes('target="_blank"')) expect(anchor).toContain('rel="noopener noreferrer"')
  }
  const text = visibleText(html)
  expect(retiredServiceName(text)).toBeUndefined()
  // Typographic apostrophes, as the copy writes them: a straight one is a typo in the page's voice.
  expect(text.match(/\S{0,20}\w'\w\S{0,20}/g) ?? []).toEqual([])
}
