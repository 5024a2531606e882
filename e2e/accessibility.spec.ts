import { expect, test } from '@playwright/test'
import { axeViolations } from '@/e2e/page-checks/layout'

// The crawl runs axe on every page at 1280 px; here, what phones lay out their own way (the menu, pricing's table), at 375 px.

test('open menus and pricing on a phone have no axe violation', async ({ page }) => {
  // Three full axe runs, pricing's the largest page: past 30 s on a loaded two-core machine.
  test.slow()
  await page.goto('/')
  await page.getByRole('button', { name: 'Solutions' }).click()
  expect(await axeViolations(page), 'Solutions dropdown open').toEqual([])
  await page.setViewportSize({ width: 375, height: 812 })
  await page.goto('/pricing')
  expect(await axeViolations(page), 'pricing at 375 px').toEqual([])
  await page.getByRole('button', { name: 'Menu' }).click()
  expect(await axeViolations(page), 'mobile menu open').toEqual([])
})

test.describe('keyboard', () => {
  // The 404 has a layout of its own (app/global-not-found.tsx).
  for (const path of ['/pricing', '/no-such-page'])
    test(`${path}: the first Tab reaches a visible skip link that moves focus to the content`, async ({ page }) => {
      await page.goto(path)
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
    const controls = await page.locator('a[href], button, input, select, textarea, summary').evaluateAll((elements) =>
      elements
        // checkVisibility: the answers of closed <details> are laid out but hidden (content-visibility), so not reachable.
        .filter((element) => element.checkVisibility())
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
    const faqButton = page.getByText('How do you monitor for phishing?')
    const { durations, scroll } = await faqButton.evaluate((element) => ({
      durations: getComputedStyle(element).transitionDuration.split(',').map(parseFloat),
      scroll: getComputedStyle(document.documentElement).scrollBehavior,
    }))
    expect(Math.max(...durations)).toBeLessThanOrEqual(0.00001)
    expect(scroll).not.toBe('smooth')
  })
})
