import { expect, type Page, test } from '@playwright/test'
import { faq, faqCopy } from '@/content/home-faq'
import { desktop, phone } from '@/e2e/fixtures'

test('at 1280 px the questions’ heading stays in view while the questions are read', async ({ page }) => {
  await page.setViewportSize(desktop)
  await page.goto('/')
  const band = page.getByRole('region', { name: 'Frequently asked questions' })
  // Scrolled 300 px into the band: a heading that did not stay would be above the screen by now.
  await band.evaluate((element) => window.scrollTo(0, element.getBoundingClientRect().top + window.scrollY + 300))
  await expect(band.locator('summary').last()).toBeInViewport()
  await expect(band.getByRole('heading', { name: 'Frequently asked questions' })).toBeInViewport()
  await expect(band.getByRole('link', { name: faqCopy.more.label })).toBeInViewport()
})

test.describe('FAQ accordion', () => {
  /** The summaries of native <details>: each is its question. */
  const questions = (page: Page) => page.getByRole('region', { name: 'Frequently asked questions' }).locator('summary')
  const openStates = (page: Page) =>
    page
      .getByRole('region', { name: 'Frequently asked questions' })
      .locator('details')
      .evaluateAll((all) => all.map((entry) => (entry as HTMLDetailsElement).open))
  /** The open state of every question when only `open` is (null: none). */
  const only = (open: number | null) => faq.map((_, index) => index === open)

  test('the questions open one at a time, the first open to begin with', async ({ page }) => {
    await page.goto('/')
    // The consent banner arrives after hydration: a click as it appears could land on it instead.
    await expect(page.getByRole('region', { name: 'Cookie consent' })).toBeVisible()
    // The "+" is drawn by CSS with empty alternative text: each summary is named by its question alone.
    await expect(questions(page)).toHaveText(faq.map((entry) => entry.question))
    for (const [index, entry] of faq.entries()) await expect(questions(page).nth(index)).toHaveAccessibleName(entry.question)
    expect(await openStates(page)).toEqual(only(0))
    await expect(page.getByText(/Five services that protect your brand online/)).toBeVisible()

    await questions(page).nth(3).click()
    await expect.poll(() => openStates(page)).toEqual(only(3))
    await expect(page.getByText(/Five services that protect your brand online/)).toBeHidden()
    await expect(page.getByText(/We capture evidence/)).toBeVisible()

    await questions(page).nth(3).click()
    await expect.poll(() => openStates(page)).toEqual(only(null))

    await questions(page).nth(4).click()
    await expect(page.getByRole('region', { name: 'Frequently asked questions' }).getByText(/14-day free trial/)).toBeVisible()
  })

  test('answers link to Report Website and Get Started', async ({ page }) => {
    await page.goto('/')
    const faq = page.getByRole('region', { name: 'Frequently asked questions' })
    await faq.getByText('How can I report a malicious website?').click()
    await expect(faq.getByRole('link', { name: 'Report Website' })).toHaveAttribute('href', '/report')
    await faq.getByText('Can I try Plainguard before committing?').click()
    await faq.getByRole('link', { name: 'Get Started' }).click()
    await expect(page).toHaveURL('/pricing')
  })

  test('works from the keyboard: Tab reaches each question, Enter and Space toggle it', async ({ page }) => {
    await page.goto('/')
    const second = questions(page).nth(1)
    await second.focus()
    await page.keyboard.press('Enter')
    await expect.poll(() => openStates(page)).toEqual(only(1))
    await page.keyboard.press('Space')
    await expect.poll(() => openStates(page)).toEqual(only(null))
  })
})

test('the FAQ heading sits beside the questions from 1280 px, and above them with the way on below on a phone', async ({
  page,
}) => {
  for (const viewport of [desktop, phone]) {
    await page.setViewportSize(viewport)
    await page.goto('/')
    const region = page.getByRole('region', { name: faqCopy.heading })
    const heading = (await region.getByRole('heading', { level: 2 }).boundingBox())!
    const question = (await region.getByRole('group').first().boundingBox())!
    const last = (await region.getByRole('group').last().boundingBox())!
    const more = (await region.getByRole('link', { name: faqCopy.more.label }).boundingBox())!
    if (viewport === desktop) {
      expect(more.x + more.width).toBeLessThan(question.x)
      expect(question.x).toBeGreaterThan(heading.x + heading.width)
      expect(question.y).toBeLessThan(heading.y + heading.height)
      // A reading measure (48rem at most), reaching as near the right edge as the heading starts from the left.
      expect(question.width).toBeLessThanOrEqual(768)
      expect(Math.abs(viewport.width - (question.x + question.width) - heading.x)).toBeLessThanOrEqual(1)
    } else {
      expect(question.y).toBeGreaterThan(heading.y + heading.height)
      expect(more.y).toBeGreaterThan(last.y + last.height)
    }
  }
  await page.getByRole('region', { name: faqCopy.heading }).getByRole('link', { name: faqCopy.more.label }).click()
  await expect(page).toHaveURL(faqCopy.more.href)
})
