import type { Locator, Page } from '@playwright/test'
import { industries } from '@/content/industries'
import { demoCta } from '@/content/pages'
import { productViewCaption } from '@/content/product-view'
import { publicPaths } from '@/content/routes'
import { solutions } from '@/content/solutions'
import { responseTargets } from '@/content/support'
import { site } from '@/lib/site'
import { expect, test } from './fixtures'

const phone = { width: 375, height: 740 }
const desktop = { width: 1280, height: 800 }

const decline = (page: Page) => page.getByRole('region', { name: 'Cookie consent' }).getByRole('button', { name: 'Decline' }).click()

/**
 * A first visit whose web font misses its block period (`display: optional`), so the page keeps the
 * fallback: wider than Inter, so the layout's worst case, and the same on every run.
 */
const withFallbackFont = (page: Page) => page.route('**/*.woff2', (route) => route.abort())

/** The first section of the page's main content: its hero. */
const hero = (page: Page) => page.getByRole('main').locator('section').first()

test.describe('home hero', () => {
  for (const viewport of [phone, desktop]) {
    test(`offers Book a Demo and See pricing at ${viewport.width} px`, async ({ page }) => {
      await page.setViewportSize(viewport)
      await page.goto('/')
      await decline(page)
      const actions = hero(page)
      await expect(actions.getByRole('heading', { level: 1, name: 'Just Simple Security' })).toBeVisible()
      await expect(actions.getByRole('link', { name: 'See pricing' })).toBeVisible()
      await actions.getByRole('link', { name: 'Book a Demo' }).click()
      await expect(page).toHaveURL('/book-demo')
      await page.goBack()
      await hero(page).getByRole('link', { name: 'See pricing' }).click()
      await expect(page).toHaveURL('/pricing')
    })
  }

  test('at 375 × 740 the consent banner leaves the newsletter field uncovered on a first visit', async ({ page }) => {
    await page.setViewportSize(phone)
    await withFallbackFont(page)
    await page.goto('/')
    const banner = page.getByRole('region', { name: 'Cookie consent' })
    const field = hero(page).getByRole('textbox', { name: 'Work email' })
    await expect(banner).toBeVisible()
    await expect(field).toBeInViewport()
    const fieldBox = (await field.boundingBox())!
    const bannerBox = (await banner.boundingBox())!
    expect(fieldBox.y + fieldBox.height).toBeLessThanOrEqual(bannerBox.y)
    // The visitor can type into it without answering the banner first.
    await field.click()
    await field.fill('someone@company.co.uk')
    await expect(field).toHaveValue('someone@company.co.uk')
  })
})

test.describe('home: method and proof', () => {
  test('How it works shows the four steps in order', async ({ page }) => {
    await page.goto('/')
    const section = page.getByRole('region', { name: 'How it works' })
    await expect(section.getByRole('listitem').getByRole('heading')).toHaveText([/Detect/, /Verify/, /Take down/, /Report/])
  })

  test('What you receive shows a sample case, captioned as an illustration', async ({ page }) => {
    await page.goto('/')
    const section = page.getByRole('region', { name: 'What you receive' })
    const sample = section.getByRole('figure')
    await expect(sample.getByRole('list', { name: 'Case history' }).getByRole('listitem')).toHaveCount(5)
    await expect(sample.getByText('Removed', { exact: true }).first()).toBeVisible()
    await expect(sample).toContainText(productViewCaption)
  })

  test('the first-response targets are the support page’s, per plan', async ({ page }) => {
    for (const path of ['/', '/support']) {
      await page.goto(path)
      for (const target of responseTargets) {
        const row = page.getByRole('main').getByRole('definition').filter({ hasText: target.firstResponse })
        await expect(row, `${path}: ${target.planName}`).toContainText(target.channel)
      }
    }
  })

  test('the certifications are badges that link their scheme and register', async ({ page }) => {
    await page.goto('/')
    const section = page.getByRole('region', { name: 'Certified, and compliant' })
    await expect(section.getByRole('heading', { level: 3 })).toHaveText(['Cyber Essentials', 'ICO registered'])
    await expect(section.getByText('Certified', { exact: true })).toBeVisible()
    await expect(section.getByText('Registered', { exact: true })).toBeVisible()
    for (const link of await section.getByRole('link', { name: /opens in a new tab/ }).all())
      await expect(link).toHaveAttribute('rel', 'noopener noreferrer')
  })
})

test.describe('navbar on a phone', () => {
  test.use({ viewport: phone })

  test('Book a Demo is in the navbar without opening the menu, and leads to the demo page', async ({ page }) => {
    await page.goto('/pricing')
    const banner = page.getByRole('banner')
    await expect(banner.getByRole('button', { name: 'Menu' })).toHaveAttribute('aria-expanded', 'false')
    await banner.getByRole('link', { name: 'Book a Demo' }).click()
    await expect(page).toHaveURL('/book-demo')
  })

  test('the open menu dims the page behind it; a tap there closes it', async ({ page }) => {
    await page.goto('/')
    await decline(page)
    await page.getByRole('button', { name: 'Menu' }).click()
    const menu = page.getByRole('navigation', { name: 'Mobile' })
    await expect(menu).toBeVisible()
    const menuBox = (await menu.boundingBox())!
    // Below the panel, where the page shows through the backdrop.
    const point = { x: phone.width / 2, y: Math.min(menuBox.y + menuBox.height + 20, phone.height - 10) }
    if (point.y < menuBox.y + menuBox.height) throw new Error('the menu fills the screen: no backdrop to tap')
    const covered = await page.evaluate(({ x, y }) => !document.getElementById('main')?.contains(document.elementFromPoint(x, y)), point)
    expect(covered).toBe(true)
    await page.mouse.click(point.x, point.y)
    await expect(menu).toBeHidden()
    await expect(page).toHaveURL('/')
  })
})

test.describe('solution and industry pages', () => {
  const pages = [...solutions, ...industries]

  test('each ends with related services and industries and a closing call to action', async ({ page }) => {
    test.setTimeout(60_000)
    for (const content of pages) {
      await page.goto(content.canonicalUrl)
      const main = page.getByRole('main')
      await expect(main.locator('#problem-heading'), content.canonicalUrl).toBeVisible()
      const related = main.getByRole('navigation')
      const hrefs = await related.getByRole('link').evaluateAll((links) => links.map((link) => link.getAttribute('href')))
      // Every other service and every other industry, the ones the menus leave out included.
      const others = pages.map((other) => other.canonicalUrl).filter((path) => path !== content.canonicalUrl)
      expect(hrefs.sort(), content.canonicalUrl).toEqual(others.sort())
      const cta = main.getByRole('region', { name: (content.closing ?? demoCta).heading })
      await expect(cta.getByRole('link', { name: 'Book a Demo' })).toHaveAttribute('href', '/book-demo')
      await expect(cta.getByRole('link', { name: 'See pricing' })).toHaveAttribute('href', '/pricing')
    }
  })

  test('the gaming and content moderation pages are reachable from the related links', async ({ page }) => {
    await page.goto('/industry/retail')
    await page.getByRole('navigation', { name: 'Other industries' }).getByRole('link', { name: /Gaming/ }).click()
    await expect(page).toHaveURL('/industry/gaming')
    await page.getByRole('navigation', { name: 'Our services' }).getByRole('link', { name: /Content Moderation/ }).click()
    await expect(page).toHaveURL('/solutions/content-moderation')
  })

  for (const width of [375, 800, 1280]) {
    test(`the cards leave no empty cell in any row at ${width} px`, async ({ page }) => {
      test.setTimeout(60_000)
      await page.setViewportSize({ width, height: 900 })
      for (const content of pages) {
        await page.goto(content.canonicalUrl)
        const grid = page.getByRole('region', { name: content.middleTitle }).getByRole('list')
        await expect(grid.getByRole('listitem')).toHaveCount(content.cards.length)
        // Each row, its cards grouped by their top edge, runs from the grid's left edge to its right edge.
        const rows = await grid.evaluate((list) => {
          const bounds = list.getBoundingClientRect()
          const byTop = new Map<number, { left: number; right: number }>()
          for (const item of list.children) {
            const box = item.getBoundingClientRect()
            const row = byTop.get(Math.round(box.top)) ?? { left: Infinity, right: -Infinity }
            byTop.set(Math.round(box.top), { left: Math.min(row.left, box.left), right: Math.max(row.right, box.right) })
          }
          return [...byTop.values()].map((row) => ({ startGap: row.left - bounds.left, endGap: bounds.right - row.right }))
        })
        for (const row of rows) {
          expect(row.startGap, content.canonicalUrl).toBeLessThan(1)
          expect(row.endGap, content.canonicalUrl).toBeLessThan(1)
        }
      }
    })
  }
})

test.describe('pricing on a phone', () => {
  test.use({ viewport: phone })

  test('all three plans are compared as cards, without the table or sideways scrolling', async ({ page }) => {
    await page.goto('/pricing')
    await expect(page.getByRole('table')).toBeHidden()
    const cards = page.getByRole('list', { name: 'Plans' }).getByRole('listitem').filter({ has: page.getByRole('heading', { level: 2 }) })
    await expect(cards.getByRole('heading', { level: 2 })).toHaveText(['Starter', 'Business', 'Enterprise'])
    await expect(cards.nth(0)).toContainText('£120/mo')
    await expect(cards.nth(1)).toContainText('£1,200/mo')
    await expect(cards.nth(2)).toContainText('Contact Us')
    for (const card of await cards.all()) {
      const box = (await card.boundingBox())!
      expect(box.x).toBeGreaterThanOrEqual(0)
      expect(box.x + box.width).toBeLessThanOrEqual(phone.width)
    }
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(phone.width)
  })

  test('a card’s Sign up stores the choice and hands off to its plan', async ({ page }) => {
    await page.goto('/pricing')
    await page.getByRole('switch', { name: /Yearly commitment/ }).click()
    const business = page.getByRole('list', { name: 'Plans' }).getByRole('listitem').filter({ has: page.getByRole('heading', { name: 'Business' }) })
    await expect(business).toContainText('£11,520/yr')
    await business.getByRole('button', { name: 'Sign up for Business' }).click()
    await expect(page).toHaveURL('/signup/business')
    await expect(page.getByText('Yearly (save 20%)')).toBeVisible()
  })

  test('a feature a plan does not include reads "—", named Not included', async ({ page }) => {
    await page.goto('/pricing')
    const starter = page.getByRole('list', { name: 'Plans' }).getByRole('listitem').filter({ has: page.getByRole('heading', { name: 'Starter' }) })
    const takedowns = starter.getByRole('definition').nth(3)
    await expect(takedowns).toHaveText('—Not included')
    await expect(starter.getByRole('definition').nth(6)).toHaveText('—Not included')
  })
})

test.describe('pricing at 1280 px', () => {
  test.use({ viewport: desktop })

  test('the three plan columns are equally wide, and 0 or No reads "—"', async ({ page }) => {
    await page.goto('/pricing')
    const table = page.getByRole('table')
    const widths = await table.getByRole('columnheader').evaluateAll((cells) => cells.map((cell) => cell.getBoundingClientRect().width))
    expect(widths).toHaveLength(4)
    for (const width of widths.slice(2)) expect(Math.abs(width - widths[1]!)).toBeLessThanOrEqual(1)
    const row = table.getByRole('row', { name: /Managed takedowns/ })
    await expect(row.getByRole('cell')).toHaveText(['—Not included', '10', 'Custom'])
    await expect(table.getByRole('row', { name: /Dark web scanning/ }).getByRole('cell').first()).toHaveText('—Not included')
  })

  test('the page ends with a way to a person: Contact us and Book a Demo', async ({ page }) => {
    await page.goto('/pricing')
    const band = page.getByRole('region', { name: 'Several brands, or volumes of your own?' })
    await expect(band.getByRole('link', { name: 'Book a Demo' })).toHaveAttribute('href', '/book-demo')
    await band.getByRole('link', { name: 'Contact us' }).click()
    await expect(page).toHaveURL('/contact')
  })

  test('one plan is marked, with its reason', async ({ page }) => {
    await page.goto('/pricing')
    await expect(page.getByRole('columnheader', { name: /Business/ })).toContainText('Includes managed takedowns')
    await expect(page.getByText('Includes managed takedowns').filter({ visible: true })).toHaveCount(1)
  })

  test('add-on unit prices follow the yearly and VAT switches', async ({ page }) => {
    await page.goto('/pricing')
    const takedowns = page.getByRole('combobox', { name: /Managed Takedowns/ })
    await expect(takedowns).toHaveAccessibleName(/£120 per takedown per month, incl\. VAT/)
    await page.getByRole('switch', { name: /Yearly commitment/ }).click()
    await expect(takedowns).toHaveAccessibleName(/£1,152 per takedown per year, incl\. VAT/)
    await page.getByRole('switch', { name: /Show prices including VAT/ }).click()
    await expect(takedowns).toHaveAccessibleName(/£960 per takedown per year, ex\. VAT/)
    await expect(page.getByRole('combobox', { name: /Detection Alerts/ })).toHaveAccessibleName(/£48 per alert per year, ex\. VAT/)
  })
})

test.describe('the 404 page', () => {
  for (const viewport of [phone, desktop]) {
    test(`has the navbar, the footer and ways on at ${viewport.width} px`, async ({ page }) => {
      await page.setViewportSize(viewport)
      const response = await page.goto('/no-such-page')
      expect(response?.status()).toBe(404)
      await expect(page.getByRole('heading', { level: 1, name: 'Page not found' })).toBeVisible()
      await expect(page.getByRole('banner').getByRole('link', { name: 'Plainguard, home' })).toBeVisible()
      await expect(page.getByRole('contentinfo').getByRole('navigation', { name: 'Solutions' })).toBeVisible()
      const waysOn = page.getByRole('region', { name: 'Try one of these' })
      for (const [name, href] of [
        ['Back to the home page', '/'],
        ['Solutions', '/solutions/takedowns'],
        ['Pricing', '/pricing'],
        ['Contact us', '/contact'],
        ['Report a website', '/report'],
      ] as const)
        await expect(waysOn.getByRole('link', { name, exact: true })).toHaveAttribute('href', href)
      await waysOn.getByRole('link', { name: 'Pricing', exact: true }).click()
      await expect(page).toHaveURL('/pricing')
      await expect(page.getByRole('heading', { level: 1, name: 'Simple Security, Simple Pricing' })).toBeVisible()
    })
  }

  test('preloads the site font, as every page does', async ({ request }) => {
    for (const path of ['/no-such-page', '/']) {
      const html = await (await request.get(path)).text()
      expect(html, path).toMatch(/<link rel="preload" href="\/_next\/static\/media\/[^"]+\.woff2" as="font"/)
    }
  })
})

test.describe('sign-up hand-off without a chosen plan', () => {
  test('explains what happened and offers the pricing page, a demo and contact', async ({ page }) => {
    await page.goto('/signup/business')
    await expect(page.getByRole('heading', { level: 1, name: 'Sign up for Business' })).toBeVisible()
    await expect(page.getByRole('heading', { name: 'No plan was chosen, or the choice has expired.' })).toBeVisible()
    const help = page.getByRole('complementary', { name: 'Not sure which plan?' })
    await expect(help.getByRole('link', { name: 'Book a Demo' })).toHaveAttribute('href', '/book-demo')
    await expect(help.getByRole('link', { name: 'Contact us' })).toHaveAttribute('href', '/contact')
    await page.getByRole('link', { name: 'Choose a plan on the pricing page' }).click()
    await expect(page).toHaveURL('/pricing')
  })
})

test('one content grid: at 1280 px every page’s heading, and a form’s first field, start at the logo’s left edge', async ({ page }) => {
  await page.setViewportSize(desktop)
  const left = async (locator: Locator) => Math.round((await locator.boundingBox())!.x)
  for (const path of ['/', '/pricing', '/solutions/takedowns', '/about/company', '/security', '/policies/privacy', '/blog', '/blog/understanding-phishing', '/contact', '/signup/starter', '/no-such-page']) {
    await page.goto(path)
    const edge = await left(page.getByRole('banner').getByRole('link', { name: 'Plainguard, home' }))
    expect(await left(page.getByRole('heading', { level: 1 })), path).toBe(edge)
    if (path === '/contact') expect(await left(page.getByRole('main').getByRole('textbox').first()), path).toBe(edge)
  }
})

test('the footer shows the company’s registered office and number, from the site configuration', async ({ page }) => {
  await page.goto('/about/company')
  const footer = page.getByRole('contentinfo')
  await expect(footer).toContainText(`Registered in ${site.registeredIn} · Company No. ${site.companyNumber}`)
  await expect(footer).toContainText(`Registered office: ${site.registeredOffice}`)
})

/**
 * Controls a finger taps, with their sizes: links, buttons and fields (a field inside its label is
 * tapped through the label), except a link inside a sentence (WCAG 2.2 SC 2.5.8's inline exception).
 */
async function tapTargets(scope: Locator) {
  return scope.locator('a:visible, button:visible, input:visible, select:visible').evaluateAll((elements) =>
    elements
      .filter((element) => {
        if (element.tagName !== 'A' || getComputedStyle(element).display !== 'inline') return true
        return element.parentElement?.textContent?.trim() === element.textContent?.trim()
      })
      .map((element) => {
        const target = (element.tagName === 'INPUT' || element.tagName === 'SELECT') && element.closest('label') ? element.closest('label')! : element
        const box = target.getBoundingClientRect()
        return { name: (element.getAttribute('aria-label') ?? target.textContent ?? '').trim(), width: box.width, height: box.height }
      }),
  )
}

test.describe('tap targets at 375 px', () => {
  test.use({ viewport: phone })

  for (const path of ['/', '/pricing', '/solutions/takedowns', '/blog/understanding-phishing', '/contact']) {
    test(`${path}: every control outside running text is at least 24 × 24 px`, async ({ page }) => {
      await page.goto(path)
      const scopes = [page.getByRole('banner'), page.getByRole('main'), page.getByRole('contentinfo'), page.getByRole('region', { name: 'Cookie consent' })]
      const small = []
      for (const scope of scopes) for (const target of await tapTargets(scope)) if (target.width < 24 || target.height < 24) small.push(target)
      expect(small).toEqual([])
    })
  }

  test('the navbar’s primary controls are at least 40 px tall, the menu button 44', async ({ page }) => {
    await page.goto('/')
    const menu = (await page.getByRole('button', { name: 'Menu' }).boundingBox())!
    expect(Math.min(menu.width, menu.height)).toBeGreaterThanOrEqual(44)
    const demo = (await page.getByRole('banner').getByRole('link', { name: 'Book a Demo' }).boundingBox())!
    expect(demo.height).toBeGreaterThanOrEqual(40)
  })
})

test.describe('no sideways scrolling at 320 px', () => {
  test.use({ viewport: { width: 320, height: 640 } })

  test('on every page, and with the menu open', async ({ page }) => {
    test.setTimeout(180_000)
    await withFallbackFont(page)
    for (const path of [...publicPaths, '/no-such-page', '/signup/starter']) {
      await page.goto(path)
      const width = await page.evaluate(() => document.documentElement.scrollWidth)
      expect(width, path).toBeLessThanOrEqual(320)
    }
    await page.goto('/')
    await page.getByRole('button', { name: 'Menu' }).click()
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(320)
  })
})
