import { expect, type Page, test } from '@playwright/test'

// The build inlines each page's stylesheet (scripts/lib/inline-stylesheets.ts); e2e/crawl.spec.ts checks every page.

test.describe('the stylesheet comes with the page', { tag: '@edge' }, () => {
  async function expectStyled(page: Page) {
    const looks = await page.evaluate(async () => {
      await document.fonts.ready
      const header = document.querySelector('header')!
      return {
        fonts: [...document.fonts].filter((font) => font.family === 'inter').map((font) => font.status),
        bodyFont: getComputedStyle(document.body).fontFamily,
        headerPosition: getComputedStyle(header.parentElement!).position,
      }
    })
    expect(looks.fonts).toEqual(['loaded'])
    expect(looks.bodyFont).toMatch(/^inter,/)
    expect(looks.headerPosition).toBe('fixed')
  }

  test('pages stay fully styled when their stylesheet never arrives', async ({ page }) => {
    const stylesheetRequests: string[] = []
    await page.route(/\/_next\/static\/.*\.css$/, (route) => {
      stylesheetRequests.push(route.request().url())
      return route.abort()
    })
    await page.goto('/')
    await expectStyled(page)
    await page.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: 'Pricing', exact: true }).click()
    await expect(page).toHaveURL(/\/pricing$/)
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible()
    await expectStyled(page)
    // The print-only link is fetched once, at the lowest priority; React adds no second copy.
    expect(stylesheetRequests).toHaveLength(1)
  })
})
