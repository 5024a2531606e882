import AxeBuilder from '@axe-core/playwright'
import type { Page } from '@playwright/test'
import { handoffPages, publicPaths } from '@/content/routes'
import { expect, test } from './fixtures'

const routes = [...publicPaths, ...handoffPages.map((page) => page.path), '/no-such-page']
const widths = { mobile: { width: 375, height: 812 }, desktop: { width: 1280, height: 900 } }

/** axe findings as short strings, so a failure names the rule and the element. */
async function axeViolations(page: Page) {
  const { violations } = await new AxeBuilder({ page }).withTags(['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'wcag22aa', 'best-practice']).analyze()
  return violations.flatMap((violation) => violation.nodes.map((node) => `${violation.id}: ${node.target.join(' ')}`))
}

test.describe('axe finds no WCAG 2.2 AA violation and no page scrolls sideways', () => {
  // The customer variant differs from the visitor's in one navbar control (Dashboard for Book a Demo),
  // the same on every page: it is checked on one page of each template, the visitor variant on all.
  const customerRoutes = new Set(['/', '/pricing', '/contact', '/solutions/takedowns', '/blog', '/blog/understanding-phishing', '/policies/privacy', '/signup/starter', '/no-such-page'])
  for (const path of routes) {
    for (const variant of customerRoutes.has(path) ? (['visitor', 'customer'] as const) : (['visitor'] as const)) {
      test(`${path}, ${variant}, at 375 and 1280 px`, async ({ page, context, baseURL }) => {
        if (variant === 'customer') await context.addCookies([{ name: 'jwt', value: 'token', url: baseURL! }])
        await page.setViewportSize(widths.mobile)
        await page.goto(path)
        // The consent banner is part of a first visit: checked with it showing (the bare 404 page has none).
        if (path !== '/no-such-page') await expect(page.getByRole('region', { name: 'Cookie consent' })).toBeVisible()
        const found: Record<string, string[]> = {}
        for (const [size, viewport] of Object.entries(widths)) {
          await page.setViewportSize(viewport)
          const violations = await axeViolations(page)
          // WCAG 1.4.10 Reflow: nothing makes the page scroll sideways (wide tables scroll in their own box).
          const overflow = await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth)
          if (overflow > 0) violations.push(`reflow: the page is ${overflow}px wider than the viewport`)
          if (violations.length) found[size] = violations
        }
        expect(found).toEqual({})
      })
    }
  }

  test('the open Solutions dropdown and the open mobile menu have no violation', async ({ page }) => {
    await page.goto('/')
    await page.getByRole('button', { name: 'Solutions' }).click()
    expect(await axeViolations(page), 'Solutions dropdown open').toEqual([])
    await page.setViewportSize(widths.mobile)
    await page.goto('/pricing')
    await page.getByRole('button', { name: 'Menu' }).click()
    expect(await axeViolations(page), 'mobile menu open').toEqual([])
  })
})

test.describe('keyboard', () => {
  test('the first Tab reaches a visible skip link that moves focus to the content', async ({ page }) => {
    await page.goto('/pricing')
    await page.keyboard.press('Tab')
    const skip = page.getByRole('link', { name: 'Skip to content' })
    await expect(skip).toBeFocused()
    await expect(skip).toBeInViewport()
    await page.keyboard.press('Enter')
    await expect(page.locator('main')).toBeFocused()
  })

  test('focused controls show a focus ring', async ({ page }) => {
    await page.goto('/')
    for (let i = 0; i < 3; i++) await page.keyboard.press('Tab')
    const outline = await page.evaluate(() => {
      const style = getComputedStyle(document.activeElement!)
      return { style: style.outlineStyle, width: parseFloat(style.outlineWidth) }
    })
    expect(outline.style).not.toBe('none')
    expect(outline.width).toBeGreaterThanOrEqual(2)
  })

  test('every visible control of the home page is reachable with Tab', async ({ page }) => {
    await page.goto('/')
    const controls = await page.locator('a[href], button, input, select, textarea').evaluateAll((elements) =>
      elements
        .filter((element) => (element as HTMLElement).offsetParent !== null || getComputedStyle(element).position === 'fixed')
        .map((element, index) => {
          ;(element as HTMLElement).dataset.e2eControl = String(index)
          return String(index)
        }),
    )
    const reached = new Set<string>()
    for (let i = 0; i < controls.length + 3; i++) {
      await page.keyboard.press('Tab')
      const id = await page.evaluate(() => (document.activeElement as HTMLElement | null)?.dataset.e2eControl)
      if (id) reached.add(id)
    }
    expect(controls.length).toBeGreaterThan(20)
    expect(controls.filter((id) => !reached.has(id))).toEqual([])
  })

  test('reduced motion turns transitions and smooth scrolling off', async ({ page }) => {
    await page.emulateMedia({ reducedMotion: 'reduce' })
    await page.goto('/')
    const faqButton = page.getByRole('button', { name: 'How do you monitor for phishing?' })
    const { durations, scroll } = await faqButton.evaluate((element) => ({
      durations: getComputedStyle(element).transitionDuration.split(',').map(parseFloat),
      scroll: getComputedStyle(document.documentElement).scrollBehavior,
    }))
    expect(Math.max(...durations)).toBeLessThanOrEqual(0.00001)
    expect(scroll).not.toBe('smooth')
  })
})
