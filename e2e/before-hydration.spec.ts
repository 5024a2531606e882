import { expect, type Page, test } from '@playwright/test'
import { pricingCopy } from '@/content/pricing-copy'
import { summary } from '@/e2e/page-checks/pricing'

// What a visitor does before the JavaScript runs is never lost: chunks are held back until the test has acted.

const api = 'https://api.plainguard.co.uk'

async function mockApi(page: Page, path: string, status: number) {
  const bodies: unknown[] = []
  await page.route(`${api}${path}`, async (route) => {
    bodies.push(route.request().postDataJSON())
    await route.fulfill({ status, body: '' })
  })
  return bodies
}

async function holdScripts(page: Page) {
  let release!: () => void
  const released = new Promise<void>((resolve) => (release = resolve))
  await page.route('**/_next/static/chunks/**/*.js', async (route) => {
    await released
    await route.continue()
  })
  return release
}

async function sendBeforeHydration(page: Page, url: string, label: string, value: string) {
  const release = await holdScripts(page)
  await page.goto(url, { waitUntil: 'commit' })
  const field = page.getByLabel(label)
  await field.fill(value)
  await field.press('Enter')
  return { field, release }
}

test('a newsletter address sent with Enter before hydration is sent once', async ({ page }) => {
  const bodies = await mockApi(page, '/v1/newsletter', 200)
  const { field, release } = await sendBeforeHydration(page, '/', 'Work email', 'early@example.co.uk')
  // Nothing left the page yet, and the browser's own GET did not run: the address is not in the URL.
  await expect(page).toHaveURL('/')
  release()
  await expect(page.getByRole('status').filter({ hasText: 'Thank you for signing up!' })).toBeVisible()
  await expect(field).toHaveValue('')
  expect(bodies).toEqual([{ email: 'early@example.co.uk' }])
})

test('an unsubscribe address sent before hydration is sent once', async ({ page }) => {
  const bodies = await mockApi(page, '/v1/newsletter/unsubscribe', 200)
  const { field, release } = await sendBeforeHydration(page, '/newsletter/unsubscribe', 'Email address', 'leaving@example.co.uk')
  await expect(page).toHaveURL('/newsletter/unsubscribe')
  release()
  await expect(page.getByRole('status').filter({ hasText: 'You have been unsubscribed.' })).toBeVisible()
  await expect(field).toHaveValue('')
  expect(bodies).toEqual([{ email: 'leaving@example.co.uk' }])
})

test("an address corrected on a link's unsubscribe page before hydration is the one sent", async ({ page }) => {
  const bodies = await mockApi(page, '/v1/newsletter/unsubscribe', 200)
  // The link's query form, from older emails: the middleware answers with the fragment form.
  const link = '/newsletter/unsubscribe?email=old%40example.co.uk&token=t0k3n'
  const { field, release } = await sendBeforeHydration(page, link, 'Email address', 'new@example.co.uk')
  release()
  await expect(page.getByRole('status').filter({ hasText: 'You have been unsubscribed.' })).toBeVisible()
  // React replayed the submit before the link was read, so it went as from the bare page, without the token.
  expect(bodies).toEqual([{ email: 'new@example.co.uk' }])
  await expect(field).toHaveValue('')
})

test('a contact form filled and sent before hydration is validated and sent, with what was typed', async ({ page }) => {
  const bodies = await mockApi(page, '/v1/contact', 500)
  const release = await holdScripts(page)
  await page.goto('/contact', { waitUntil: 'commit' })
  await page.getByLabel('Your name', { exact: true }).fill('Sam Example')
  await page.getByLabel('Work email', { exact: true }).fill('sam@example.co.uk')
  await page.getByLabel('How can we help?', { exact: true }).fill('We found a fake shop.')
  await page.getByRole('button', { name: 'Send message' }).click()
  await expect(page).toHaveURL('/contact')
  release()
  await expect(page.getByRole('status').filter({ hasText: 'try again' })).toBeVisible()
  await expect(page.getByLabel('How can we help?', { exact: true })).toHaveValue('We found a fake shop.')
  expect(bodies).toHaveLength(1)
  expect(bodies[0]).toMatchObject({ name: 'Sam Example', email: 'sam@example.co.uk', message: 'We found a fake shop.' })
})

test('days and a time of day ticked before hydration are kept and sent with the demo request', async ({ page }) => {
  const bodies = await mockApi(page, '/v1/demo', 200)
  const release = await holdScripts(page)
  await page.goto('/book-demo', { waitUntil: 'commit' })
  const main = page.getByRole('main')
  await main.getByLabel('Your name', { exact: true }).fill('Sam Example')
  await main.getByLabel('Work email', { exact: true }).fill('sam@example.co.uk')
  await main.getByLabel('Company', { exact: true }).fill('Example Ltd')
  await main.getByLabel('Industry', { exact: true }).selectOption('retail')
  await main.getByRole('checkbox', { name: 'Wednesday' }).check()
  await main.getByRole('checkbox', { name: 'Friday' }).check()
  await main.getByRole('checkbox', { name: /^Morning/ }).check()
  await main.getByRole('button', { name: 'Book a Demo', exact: true }).click()
  await expect(page).toHaveURL('/book-demo')
  release()
  await expect(page.getByRole('status').filter({ hasText: 'Thank you' })).toBeVisible()
  expect(bodies).toEqual([
    {
      name: 'Sam Example',
      email: 'sam@example.co.uk',
      company: 'Example Ltd',
      industry: 'retail',
      days: ['wed', 'fri'],
      windows: ['morning'],
    },
  ])
})

test('a pricing switch flipped before hydration shows prices that match it once the page is live', async ({ page }) => {
  const release = await holdScripts(page)
  await page.goto('/pricing', { waitUntil: 'commit' })
  const vat = page.getByRole('switch', { name: /VAT/ })
  await vat.click()
  await expect(vat).not.toBeChecked()
  release()
  // The summary's total says ex. VAT, and stays so: the page adopted the switch as it hydrated.
  await expect(summary(page).getByText(/Total \(ex\. VAT\)/)).toBeVisible()
  await expect(vat).not.toBeChecked()
  await vat.click()
  await expect(summary(page).getByText(/Total \(incl\. VAT\)/)).toBeVisible()
})

test('a plan signed up for before hydration hands off with the choice made', async ({ page, context }) => {
  const release = await holdScripts(page)
  await page.goto('/pricing', { waitUntil: 'commit' })
  await page.getByRole('switch', { name: /Save 20%/ }).click()
  await page.getByRole('table').getByRole('button', { name: 'Sign up for Business' }).click()
  await expect(page).toHaveURL('/signup/business')
  const cookie = (await context.cookies()).find(({ name }) => name === 'planDetails')
  expect(JSON.parse(decodeURIComponent(cookie!.value))).toMatchObject({ plan: 'business', isYearly: true })
  release()
  await expect(page.getByText('Yearly (save 20%)')).toBeVisible()
})

test('the hand-off shows its card before it has read the choice, and the card stays put as the choice appears', async ({
  page,
}) => {
  const release = await holdScripts(page)
  await page.goto('/signup/starter', { waitUntil: 'commit' })
  const card = page.getByRole('main').getByRole('heading', { name: 'Your choice' })
  await expect(page.getByText(pricingCopy.handoff.checking)).toBeVisible()
  const before = await card.boundingBox()
  release()
  await expect(page.getByText(pricingCopy.handoff.defaults('Starter'))).toBeVisible()
  expect(await card.boundingBox()).toEqual(before)
})
