import { expect, type Page, test } from '@playwright/test'
import { bodyOf, controls, formCase, requiredOf, withOptionalBlank } from '#test/form-cases'
import { demoForm } from '@/content/forms/book-demo'
import { demoReply } from '@/content/support'
import { lowerFirst } from '#lib/format'

const demo = formCase('book-demo')
const noDay = Object.fromEntries(requiredOf(demo))[demoForm.days.mon]!
const others = { ...withOptionalBlank(demo), days: '', windows: '' }
const main = (page: Page) => page.getByRole('main')
const when = (page: Page) => main(page).getByRole('group', { name: demoForm.when.label })

async function fillTheRest(page: Page) {
  const bodies: unknown[] = []
  await page.route(`https://api.plainguard.co.uk${demo.endpoint}`, async (route) => {
    bodies.push(route.request().postDataJSON())
    await route.fulfill({ status: 200 })
  })
  await page.goto(demo.page)
  for (const { label, value, kind } of controls(demo, others)) {
    const field = main(page).getByLabel(label, { exact: true })
    if (kind === 'select') await field.selectOption(value)
    else await field.fill(value)
  }
  return bodies
}

test.describe('the book-demo page', () => {
  test('says who replies, the reply target and what the demo covers', async ({ page }) => {
    await page.goto('/book-demo')
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Book a Demo')
    const next = page.getByRole('complementary', { name: 'What happens next' })
    await expect(next.getByRole('term')).toHaveText(['Who replies', 'How soon', 'What the demo covers'])
    const [who, when, covers] = await next.getByRole('definition').all()
    await expect(who!).toContainText(`${demoReply.from}, by email`)
    // The target is the support page's source (content/support.ts), never retyped here.
    await expect(when!).toHaveText(`${demoReply.firstResponse} of your request.`)
    for (const topic of ['your own brand', 'lookalike sites', 'leaked data', 'how a takedown would run'])
      await expect(covers!).toContainText(topic)
    const promise = `${lowerFirst(demoReply.from)} will email you ${lowerFirst(demoReply.firstResponse)} to confirm a time`
    await expect(page.getByRole('main').getByText(promise)).toBeVisible()
  })

  test('the form\'s own button reads "Book a Demo"', async ({ page }) => {
    await page.goto('/book-demo')
    await expect(page.getByRole('main').getByRole('button', { name: 'Book a Demo', exact: true })).toBeVisible()
  })
})

test.describe('when suits: days and times of day in UK time, or words of your own', () => {
  for (const width of [375, 1280]) {
    test(`the preferred time is asked as checkboxes in UK time (${width} px)`, async ({ page }) => {
      await page.setViewportSize({ width, height: 900 })
      await page.goto('/book-demo')
      await expect(when(page)).toContainText('UK time (Europe/London)')
      const days = when(page).getByRole('group', { name: demoForm.fields.days.label }).getByRole('checkbox')
      await expect(days).toHaveCount(Object.keys(demoForm.days).length)
      for (const label of [...Object.values(demoForm.days), ...Object.values(demoForm.windows)]) {
        const box = when(page).getByRole('checkbox', { name: label, exact: true })
        await expect(box).not.toBeChecked()
        // A tap target the size of the whole choice, not just the box.
        const target = (await box.locator('xpath=ancestor::label').boundingBox())!
        expect(target.height).toBeGreaterThanOrEqual(44)
        expect(target.x + target.width).toBeLessThanOrEqual(width)
      }
      await expect(when(page).getByRole('textbox', { name: demoForm.fields.times.label })).toBeVisible()
    })
  }

  test('a time of day without a day is refused with a message, every entry kept', async ({ page }) => {
    const bodies = await fillTheRest(page)
    await when(page).getByText(demoForm.windows.morning).click()
    await main(page).getByRole('button', { name: demoForm.submit }).click()
    const monday = when(page).getByRole('checkbox', { name: demoForm.days.mon })
    await expect(monday).toBeFocused()
    await expect(monday).toHaveAccessibleDescription(noDay)
    await expect(when(page).getByRole('checkbox', { name: demoForm.windows.morning })).toBeChecked()
    await expect(main(page).getByLabel(demoForm.fields.name.label, { exact: true })).toHaveValue(demo.input.name!)
    await monday.check()
    await expect(main(page).getByText(noDay)).toBeHidden()
    await main(page).getByRole('button', { name: demoForm.submit }).click()
    await expect(main(page).getByRole('status')).toHaveText(demoForm.outcomes.success as string)
    expect(bodies).toEqual([bodyOf(demo, { ...others, days: 'mon', windows: 'morning' })])
  })

  test('words of your own alone are enough', async ({ page }) => {
    const bodies = await fillTheRest(page)
    await when(page).getByRole('textbox', { name: demoForm.fields.times.label }).fill('Any weekday after 16:00')
    await main(page).getByRole('button', { name: demoForm.submit }).click()
    await expect(main(page).getByRole('status')).toHaveText(demoForm.outcomes.success as string)
    expect(bodies).toEqual([bodyOf(demo, { ...others, days: '', windows: '', times: 'Any weekday after 16:00' })])
  })
})

// Every way to the demo, on every page, reads exactly "Book a Demo": e2e/crawl.spec.ts.
