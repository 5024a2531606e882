import type { Locator } from '@playwright/test'
import { industries as industryPages } from '@/content/industries/index'
import { solutions } from '@/content/solutions/index'
import { desktop, expect, phone, test } from '@/e2e/fixtures'

const services = ['Takedowns', 'Phishing Simulation', 'Website Monitoring', 'Dark Web Scanning']
const industries = ['Manufacturing', 'Financial', 'Retail']
const general = ['Pricing', 'Blog', 'Contact Us', 'Report']
const pages = [...solutions, ...industryPages]
/** A link's path, as written in the page. */
const hrefOf = (link: Locator) => link.evaluate((element) => element.getAttribute('href'))
/** The panel a disclosure button opens: the element its `aria-controls` names. */
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

    // Also when the route changes by other means (the browser's Back button).
    await button.click()
    await page.goBack()
    await expect(page).toHaveURL('/')
    await expect(button).toHaveAttribute('aria-expanded', 'false')
  })
})

test.describe('mobile menu', () => {
  test.use({ viewport: phone })

  test('a Menu button opens the groups Services, Industries and General and Book a Demo', async ({ page }) => {
    await page.goto('/')
    await expect(page.getByRole('navigation', { name: 'Main' })).toBeHidden()
    const button = page.getByRole('button', { name: 'Menu' })
    await expect(button).toHaveAttribute('aria-expanded', 'false')
    await button.click()
    await expect(button).toHaveAttribute('aria-expanded', 'true')
    const menu = page.getByRole('navigation', { name: 'Mobile' })
    for (const group of ['Services', 'Industries', 'General']) await expect(menu.getByText(group, { exact: true })).toBeVisible()
    for (const label of [...services, ...industries, ...general]) {
      await expect(menu.getByRole('link', { name: label, exact: true })).toBeVisible()
    }
    await expect(menu.getByRole('link', { name: 'Book a Demo' })).toHaveAttribute('href', '/book-demo')
    // Names only: the dropdown's one-line summaries would make the phone menu long.
    for (const { summary } of pages) await expect(menu.getByText(summary)).toHaveCount(0)
  })

  test('closes on a route change', async ({ page }) => {
    await page.goto('/')
    await page.getByRole('button', { name: 'Menu' }).click()
    await page.getByRole('navigation', { name: 'Mobile' }).getByRole('link', { name: 'Pricing' }).click()
    await expect(page).toHaveURL('/pricing')
    await expect(page.getByRole('navigation', { name: 'Mobile' })).toBeHidden()
    await expect(page.getByRole('button', { name: 'Menu' })).toHaveAttribute('aria-expanded', 'false')
  })

  test('closes when the browser goes Back, opened again after following a link', { tag: '@edge' }, async ({ page }) => {
    await page.goto('/')
    const button = page.getByRole('button', { name: 'Menu' })
    const menu = page.getByRole('navigation', { name: 'Mobile' })
    await button.click()
    await menu.getByRole('link', { name: 'Pricing' }).click()
    await expect(page).toHaveURL('/pricing')
    await button.click()
    await expect(menu).toBeVisible()
    await page.goBack()
    await expect(page).toHaveURL('/')
    await expect(menu).toBeHidden()
    await expect(button).toHaveAttribute('aria-expanded', 'false')
    await page.goForward()
    await expect(page).toHaveURL('/pricing')
    await expect(menu).toBeHidden()
  })

  test('closes on Escape and returns focus to the Menu button', async ({ page }) => {
    await page.goto('/')
    const button = page.getByRole('button', { name: 'Menu' })
    await button.click()
    await expect(page.getByRole('navigation', { name: 'Mobile' })).toBeVisible()
    await page.keyboard.press('Escape')
    await expect(page.getByRole('navigation', { name: 'Mobile' })).toBeHidden()
    await expect(button).toBeFocused()
  })

  test('shows Dashboard instead of Book a Demo for a customer', async ({ page, context, baseURL }) => {
    await context.addCookies([{ name: 'jwt', value: 'token', url: baseURL!, httpOnly: true }])
    await page.goto('/')
    await page.getByRole('button', { name: 'Menu' }).click()
    const menu = page.getByRole('navigation', { name: 'Mobile' })
    await expect(menu.getByRole('link', { name: 'Dashboard' })).toHaveAttribute('href', 'https://dashboard.plainguard.co.uk')
    await expect(menu.getByRole('link', { name: 'Book a Demo' })).toHaveCount(0)
  })

  test('Book a Demo is in the navbar without opening the menu, and leads to the demo page', async ({ page }) => {
    await page.goto('/pricing')
    const banner = page.getByRole('banner')
    await expect(banner.getByRole('button', { name: 'Menu' })).toHaveAttribute('aria-expanded', 'false')
    await banner.getByRole('link', { name: 'Book a Demo' }).click()
    await expect(page).toHaveURL('/book-demo')
  })

  test('the navbar’s primary controls are at least 40 px tall, the menu button 44', async ({ page }) => {
    await page.goto('/')
    const menu = (await page.getByRole('button', { name: 'Menu' }).boundingBox())!
    expect(Math.min(menu.width, menu.height)).toBeGreaterThanOrEqual(44)
    const demo = (await page.getByRole('banner').getByRole('link', { name: 'Book a Demo' }).boundingBox())!
    expect(demo.height).toBeGreaterThanOrEqual(40)
  })

  test('a tap on the dimmed page behind the open menu closes it', async ({ page }) => {
    const phone = page.viewportSize()!
    await page.goto('/')
    await page.getByRole('region', { name: 'Cookie consent' }).getByRole('button', { name: 'Decline' }).click()
    await page.getByRole('button', { name: 'Menu' }).click()
    const menu = page.getByRole('navigation', { name: 'Mobile' })
    await expect(menu).toBeVisible()
    const menuBox = (await menu.boundingBox())!
    // Below the panel, where the page shows through the backdrop.
    const point = { x: phone.width / 2, y: Math.min(menuBox.y + menuBox.height + 20, phone.height - 10) }
    if (point.y < menuBox.y + menuBox.height) throw new Error('the menu fills the screen: no backdrop to tap')
    const covered = await page.evaluate(
      ({ x, y }) => !document.getElementById('main')?.contains(document.elementFromPoint(x, y)),
      point,
    )
    expect(covered).toBe(true)
    await page.mouse.click(point.x, point.y)
    await expect(menu).toBeHidden()
    await expect(page).toHaveURL('/')
  })

  test('the open menu does not make the page scroll sideways at 320 px', async ({ page }) => {
    await page.setViewportSize({ width: 320, height: 640 })
    // With the web font blocked the fallback (`display: swap`) stays: it is wider, the layout's worst case.
    await page.route('**/*.woff2', (route) => route.abort())
    await page.goto('/')
    await page.getByRole('button', { name: 'Menu' }).click()
    await expect(page.getByRole('navigation', { name: 'Mobile' })).toBeVisible()
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(320)
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
    // The title's band, its navy background included, shows whole below the navbar: none of it is tucked behind.
    const band = (await page.getByRole('main').locator('section').filter({ has: heading }).boundingBox())!
    expect(band.y).toBeGreaterThanOrEqual(navbar.y + navbar.height)

    await page.getByRole('contentinfo').getByRole('link', { name: 'Support' }).click()
    await expect(page).toHaveURL('/support')
    await expect(page.getByRole('heading', { level: 1, name: 'Support' })).toBeVisible()
    await expect.poll(() => page.evaluate(() => window.scrollY)).toBe(0)
  })
})
