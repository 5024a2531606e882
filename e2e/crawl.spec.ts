import { formCases } from '#test/form-cases'
import { unexpectedMarkup } from '#test/markup-check'
import { handoffPages, publicPaths } from '@/content/routes'
import { formatConsent } from '#lib/consent'
import { pageHeaderPolicy } from '#lib/csp'
import { liveSite } from '#test/env'
import { type BrowserContext, expect, type Page, test } from '@playwright/test'
import { recordViolations } from '@/e2e/page-checks/csp-violations'
import { expectPagePolicy, expectSecurityHeaders, readHeaders, staticHeaders } from '@/e2e/page-checks/headers'
import {
  axeViolations,
  clippedRegions,
  leftEdge,
  longBandHeadings,
  sidewaysOverflow,
  smallTapTargets,
  unnamedSections,
} from '@/e2e/page-checks/layout'
import { brokenTargets, linkTargets } from '@/e2e/page-checks/link-targets'
import {
  expectDocument,
  expectSafeLinksAndOneVoice,
  expectSearchTags,
  expectStylesInline,
  expectVariantNavbar,
  notFoundPath,
  type Variant,
} from '@/e2e/page-checks/server-html'
import { expectCardGrid, expectPolicyPage, expectSolutionPage, templatePages } from '@/e2e/page-checks/templates'

/** Every check that holds for any page; feature specs test what pages do. */
const crawlPaths = [...publicPaths, ...handoffPages.map((page) => page.path), notFoundPath]

/** One page of each template: laid out for the customer too, and the pages the Worker crawls. */
const onePerTemplate: ReadonlySet<string> = new Set([
  '/',
  '/pricing',
  '/contact',
  '/solutions/takedowns',
  '/blog',
  '/blog/understanding-phishing',
  '/policies/privacy',
  '/signup/starter',
  notFoundPath,
])

/**
 * The Worker serves the pages of the same build, so what can differ there differs by kind of route: one page of each
 * template, and the one page with headers of its own. Links to the others are requested there.
 */
const crawledOnWorker = (path: string) => onePerTemplate.has(path) || path === '/newsletter/unsubscribe'
/** The pages every run loads itself; links to the others are requested. */
const crawledEverywhere: ReadonlySet<string> = new Set(crawlPaths.filter(crawledOnWorker))

/** The customer has accepted (analytics, Sentry under the policy), except on a live site, whose analytics would count it. */
const consentOf = (variant: Variant) => (variant === 'customer' && !liveSite ? 'accepted' : 'undecided')

/** The unsubscribe link's address must not reach asset requests as Referer: no-referrer in both audiences. */
const unsubscribeHeaders: Record<string, string> = { ...staticHeaders, 'referrer-policy': 'no-referrer' }

test.use({ viewport: { width: 1280, height: 900 } })

/** A first load of the page as the variant, with its consent; the web font is left out, so the fallback is the same on every run. */
async function visit(
  { page, context, baseURL }: { page: Page; context: BrowserContext; baseURL?: string },
  path: string,
  variant: Variant,
) {
  if (variant === 'customer') await context.addCookies([{ name: 'jwt', value: 't0ken', url: baseURL! }])
  if (consentOf(variant) === 'accepted')
    await context.addCookies([{ name: 'plainguard-cookie-consent', value: formatConsent('accepted', new Date()), url: baseURL! }])
  await page.route('**/*.woff2', (route) => route.abort())
}

// What the server sends, and what its scripts do under the page's policy.
for (const path of crawlPaths) {
  const tag = crawledOnWorker(path) ? '@edge' : []
  for (const variant of ['visitor', 'customer'] as const) {
    test(`${path} as a ${variant}`, { tag }, async ({ page, context, baseURL, request }) => {
      await visit({ page, context, baseURL }, path, variant)
      const violations = await recordViolations(page)
      const complaints: string[] = []
      page.on('console', (message) => /Permissions-Policy/i.test(message.text()) && complaints.push(message.text()))

      const response = (await page.goto(path))!
      const html = await response.text()

      await test.step('status, headers and the page’s own CSP', async () => {
        expect(response.status()).toBe(path === notFoundPath ? 404 : 200)
        const answer = await readHeaders(response)
        expectSecurityHeaders(answer, path === '/newsletter/unsubscribe' ? unsubscribeHeaders : staticHeaders, pageHeaderPolicy)
        expectPagePolicy(html)
        // One URL is two pages (the variants): no shared cache may keep either (Next adds no-store to a 404).
        expect(answer.headers['cache-control']).toMatch(path === notFoundPath ? /^private, no-cache\b/ : /^private, no-cache$/)
      })

      await test.step('server HTML', () => {
        expectDocument(html, path)
        expectSearchTags(html, path)
        // The 404 serves both variants (one set of hashes), so its navbar cannot show a customer's Dashboard.
        if (path !== notFoundPath || variant === 'visitor') expectVariantNavbar(html, variant)
        expectStylesInline(html)
        expectSafeLinksAndOneVoice(html)
        // Content is plain text: none of it may end an element early or add markup of its own.
        expect(unexpectedMarkup(html)).toEqual([])
      })

      await test.step('scripts run without a CSP violation', async () => {
        // Hydrated; with consent, analytics and Sentry started (on idle, within 2 s; the bare 404 runs neither).
        if (consentOf(variant) === 'accepted' && path !== notFoundPath)
          await page.waitForFunction(() => 'va' in window && '__SENTRY__' in window)
        expect(await violations()).toEqual([])
        // The browser knows every feature the Permissions-Policy names.
        expect(complaints).toEqual([])
      })

      await test.step('every section, article and aside is named (a section by its heading at least)', async () => {
        expect(await unnamedSections(page)).toEqual([])
      })

      await test.step('internal links and images resolve, and every way to the demo reads exactly "Book a Demo"', async () => {
        const targets = linkTargets(html)
        expect(targets.length).toBeGreaterThan(0)
        expect(await brokenTargets(request, targets, crawledEverywhere)).toEqual([])
        const demoLinks = await page
          .locator('a[href="/book-demo"]')
          .evaluateAll((links) => links.map((link) => link.textContent?.trim()))
        if (variant === 'visitor') expect(demoLinks.length).toBeGreaterThan(0)
        expect(demoLinks.filter((label) => label !== 'Book a Demo')).toEqual([])
      })
    })
  }
}

/** Layout is the browser's work (not @edge); the customer differs in one navbar control: one page per template. */
for (const path of crawlPaths) {
  for (const variant of ['visitor', 'customer'] as const) {
    if (variant === 'customer' && !onePerTemplate.has(path)) continue
    test(`${path} lays out at 1280, 800, 375 and 320 px as a ${variant}`, async ({ page, context, baseURL }) => {
      await visit({ page, context, baseURL }, path, variant)
      await page.goto(path)
      const template = templatePages.find((content) => content.canonicalUrl === path)

      await test.step('at 1280 px: axe, the content grid, the page’s template', async () => {
        if (variant === 'visitor' && path !== notFoundPath)
          await expect(page.getByRole('region', { name: 'Cookie consent' })).toBeVisible()
        expect(await axeViolations(page)).toEqual([])
        expect(await sidewaysOverflow(page)).toBeLessThanOrEqual(0)
        expect(await clippedRegions(page), 'tables that scroll sideways at 1280 px').toEqual([])
        // One content grid: the heading, and a form's first field, start at the logo's left edge.
        const edge = await leftEdge(page.getByRole('banner').getByRole('link', { name: 'Plainguard, home' }))
        expect(await leftEdge(page.getByRole('heading', { level: 1 }))).toBe(edge)
        if (formCases.some((form) => form.page === path))
          expect(await leftEdge(page.getByRole('main').getByRole('textbox').first())).toBe(edge)
        if (template) {
          await expectSolutionPage(page, template)
          await expectCardGrid(page, template, 3)
        }
        if (path.startsWith('/policies/')) await expectPolicyPage(page, path.slice('/policies/'.length))
      })

      await test.step('at 800, 375 and 320 px: the card grid, reflow, tap targets', async () => {
        if (template) {
          await page.setViewportSize({ width: 800, height: 900 })
          await expectCardGrid(page, template, 2)
        }
        await page.setViewportSize({ width: 375, height: 812 })
        expect(await sidewaysOverflow(page)).toBeLessThanOrEqual(0)
        expect(await smallTapTargets(page)).toEqual([])
        expect(await longBandHeadings(page), 'closing headings in two lines at most').toEqual([])
        if (template) await expectCardGrid(page, template, 1)
        await page.setViewportSize({ width: 320, height: 640 })
        expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(320)
      })
    })
  }
}
