import { expect, type Locator, test } from '@playwright/test'
import { desktop } from '@/e2e/fixtures'
import { general, industries, services } from '@/e2e/page-checks/navbar'
import { templatePages as pages } from '@/e2e/page-checks/templates'

// The mobile menu: e2e/mobile-menu.spec.ts.

/** A link's path, as written in the page. */
const hrefOf = (link: Locator) => link.evaluate((element) => element.getAttribute('href'))
const panelOf = async (button: Locator) => button.page().locator(`#${await button.getAttribute('aria-controls')}`)

test.describe('desktop navbar', () => {
  test.use({ viewport: desktop })

  test('shows the logo, Solutions, the four links and Book a Demo', async ({ page }) => {
    await page.goto('/pricing')
    const banner = page.getByRole('banner')
    await expect(banner.getByRole('link', { name: 'Plainguard, home' })).toHaveAttribute('href', '/')
    const main = page.getByRole('navigation', { name: 'Main' })
    await expect(main.getByRole('button', { name: 'Solutions' })).toBeVisible()
    for (const label of general) await expect(main.getByRole('link', { name: label, exact: true })).toBeVisible()
    await expect(banner.getByRole('link', { name: 'Book a Demo' })).toHaveAttribute('href', '/book-demo')
    await expect(banner.getByRole('button', { name: 'Menu' })).toBeHidden()
  })

  test('the Solutions dropdown opens and closes on click, with the two groups', async ({ page }) => {
    await page.goto('/')
    const button = page.getByRole('button', { name: 'Solutions' })
    await expect(button).toHaveAttribute('aria-expanded', 'false')
    const menu = await panelOf(button)
    await expect(menu).toBeHidden()
    await button.click()
    await expect(button).toHaveAttribute('aria-expanded', 'true')
    await expect(menu.getByText('Services')).toBeVisible()
    await expect(menu.getByText('Industries')).toBeVisible()
    for (const label of [...services, ...industries]) {
      await expect(menu.getByRole('link', { name: label })).toBeVisible()
    }
    await expect(menu.getByRole('link', { name: 'Manufacturing' })).toHaveAttribute('href', '/industry/manufactering')
    await button.click()
    await expect(menu).toBeHidden()
    await expect(button).toHaveAttribute('aria-expanded', 'false')
  })

  test('the dropdown opens under its button, from its left edge, not at the window’s', async ({ page }) => {
    await page.goto('/')
    const button = page.getByRole('button', { name: 'Solutions' })
    await button.click()
    const menu = await panelOf(button)
    const panel = (await menu.boundingBox())!
    const trigger = (await button.boundingBox())!
    expect(panel.y).toBeGreaterThan(trigger.y + trigger.height)
    // The panel's padding (1.5rem) to the left of the button, so its text starts under the button's.
    expect(panel.x).toBeGreaterThanOrEqual(trigger.x - 24 - 1)
    expect(panel.x).toBeLessThanOrEqual(trigger.x)
  })

  test('each item in the dropdown has one line under its name, saying what the page offers', async ({ page }) => {
    await page.goto('/')
    const button = page.getByRole('button', { name: 'Solutions' })
    await button.click()
    const links = (await panelOf(button)).getByRole('link')
    await expect(links).toHaveCount(services.length + industries.length)
    for (const item of await links.all()) {
      // The page's own summary (content/schema.ts), which its related links show too.
      const href = await hrefOf(item)
      const { summary } = pages.find((candidate) => candidate.canonicalUrl === href)!
      await expect(item).toHaveAccessibleDescription(summary)
      const line = item.getByText(summary)
      await expect(line).toBeVisible()
      const [name, below] = [(await item.boundingBox())!, (await line.boundingBox())!]
      expect(below.y).toBeGreaterThan(name.y)
      expect(below.height, `${summary} on one line`).toBeLessThan(24)
    }
  })

  test('the dropdown opens with Enter or Space and Escape closes it, returning focus', async ({ page }) => {
    await page.goto('/')
    const button = page.getByRole('button', { name: 'Solutions' })
    await button.focus()
    await page.keyboard.press('Enter')
    await expect(button).toHaveAttribute('aria-expanded', 'true')
    await page.keyboard.press('Tab')
    await expect(page.getByRole('link', { name: 'Takedowns' }).first()).toBeFocused()
    await page.keyboard.press('Escape')
    await expect(button).toHaveAttribute('aria-expanded', 'false')
    await expect(button).toBeFocused()
    await page.keyboard.press('Space')
    await expect(button).toHaveAttribute('aria-expanded', 'true')
  })

  test('the dropdown closes on an outside click', async ({ page }) => {
    await page.goto('/')
    const button = page.getByRole('button', { name: 'Solutions' })
    await button.click()
    await expect(button).toHaveAttribute('aria-expanded', 'true')
    await page.mouse.click(20, 600)
    await expect(button).toHaveAttribute('aria-expanded', 'false')
  })

  test('the dropdown closes on a route change', async ({ page }) => {
    await page.goto('/')
    const button = page.getByRole('button', { name: 'Solutions' })
    await button.click()
    await page.getByRole('link', { name: 'Dark Web Scanning' }).first().click()
    await expect(page).toHaveURL('/solutions/dark-web-scanning')
    await expect(page.getByRole('heading', { level: 1, name: 'Dark Web Scanning' })).toBeVisible()
    await expect(button).toHaveAttribute('aria-expanded', 'false')

    await button.click()
    await page.goBack()
    await expect(page).toHaveURL('/')
    await expect(button).toHaveAttribute('aria-expanded', 'false')
  })

  test('on /book-demo the header’s Book a Demo is marked as the page shown', async ({ page }) => {
    await page.goto('/book-demo')
    await expect(page.getByRole('banner').getByRole('link', { name: 'Book a Demo' })).toHaveAttribute('aria-current', 'page')
    await page.goto('/pricing')
    await expect(page.getByRole('banner').getByRole('link', { name: 'Book a Demo' })).not.toHaveAttribute('aria-current')
  })

  test('marks the page shown, or its section, as current: in the server HTML and after each navigation', async ({ page }) => {
    const main = page.getByRole('navigation', { name: 'Main' })
    const current = main.locator('[aria-current]')
    const solutions = main.getByRole('button', { name: 'Solutions' })

    await page.goto('/pricing')
    await expect(current).toHaveCount(1)
    await expect(main.getByRole('link', { name: 'Pricing' })).toHaveAttribute('aria-current', 'page')

    // A post is in the blog: its link is current, not the page itself.
    await main.getByRole('link', { name: 'Blog' }).click()
    await expect(page).toHaveURL('/blog')
    await expect(main.getByRole('link', { name: 'Blog' })).toHaveAttribute('aria-current', 'page')
    await page
      .getByRole('main')
      .getByRole('link', { name: /Understanding Phishing/ })
      .first()
      .click()
    await expect(page).toHaveURL('/blog/understanding-phishing')
    await expect(main.getByRole('link', { name: 'Blog' })).toHaveAttribute('aria-current', 'true')
    await expect(current).toHaveCount(1)

    const underline = () => solutions.evaluate((element) => getComputedStyle(element).textDecorationLine)
    expect(await underline()).toBe('none')
    await solutions.click()
    await main.getByRole('link', { name: 'Takedowns' }).click()
    await expect(page).toHaveURL('/solutions/takedowns')
    await expect(current).toHaveCount(2)
    await expect(solutions).toHaveAttribute('aria-current', 'true')
    // The dropdown has closed: its item is out of the accessibility tree until it opens again.
    await expect(main.getByRole('link', { name: 'Takedowns', includeHidden: true })).toHaveAttribute('aria-current', 'page')
    expect(await underline()).toBe('underline')
    // A page of the section that the menu does not list is still the menu's.
    await page.goto('/industry/gaming')
    await expect(solutions).toHaveAttribute('aria-current', 'true')
    expect(await underline()).toBe('underline')

    await page.goto('/')
    await expect(current).toHaveCount(0)
  })
})

test.describe('navigation rules', () => {
  for (const width of [375, 1280]) {
    test(`navbar and footer link only to the pages they list (${width} px)`, async ({ page }) => {
      await page.setViewportSize({ width, height: 800 })
      await page.goto('/')
      // Decide the cookie question first: the consent banner is the one allowed way to the cookie policy.
      await page.getByRole('region', { name: 'Cookie consent' }).getByRole('button', { name: 'Decline' }).click()
      await page.getByRole('button', { name: width < 768 ? 'Menu' : 'Solutions' }).click()
      const hrefs = await page
        .locator('header a:visible, footer a:visible')
        .evaluateAll((links) => links.map((link) => [link.getAttribute('href'), link.textContent?.trim()]))
      expect(hrefs.length).toBeGreaterThan(15)
      expect(hrefs.filter(([href]) => href === '/industry/gaming' || href === '/policies/cookie')).toEqual([])
      expect(hrefs.filter(([href]) => href === '/book-demo')).toEqual([['/book-demo', 'Book a Demo']])
    })
  }

  test('every navigation scrolls to the top, and content starts below the fixed navbar', async ({ page }) => {
    await page.setViewportSize({ width: 1280, height: 700 })
    await page.goto('/blog')
    const navbar = (await page.getByRole('banner').boundingBox())!
    const heading = page.getByRole('heading', { level: 1 })
    const band = (await page.getByRole('main').locator('section').filter({ has: heading }).boundingBox())!
    expect(band.y).toBeGreaterThanOrEqual(navbar.y + navbar.height)

    await page.getByRole('contentinfo').getByRole('link', { name: 'Support' }).click()
    await expect(page).toHaveURL('/support')
    await expect(page.getByRole('heading', { level: 1, name: 'Support' })).toBeVisible()
    await expect.poll(() => page.evaluate(() => window.scrollY)).toBe(0)
  })
})
