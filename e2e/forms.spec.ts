import { expect, type Page, type Route, test } from '@playwright/test'
import {
  bodyOf,
  controls,
  formCase,
  formCases,
  linkParams,
  unsubscribeLinkCase,
  withOptionalBlank,
  type FormCase,
} from '#test/form-cases'
import { formatConsent } from '#lib/consent'
import { emailFormatMessage } from '#lib/validations/fields'
import { installClock, settle } from '@/e2e/fixtures'

const api = 'https://api.plainguard.co.uk'

const field = (page: Page, label: string) => page.getByRole('main').getByLabel(label, { exact: true })
const status = (page: Page) => page.getByRole('main').getByRole('status')

async function mockApi(page: Page, path: string, reply: (route: Route) => Promise<void>) {
  const bodies: unknown[] = []
  await page.route(`${api}${path}`, async (route) => {
    bodies.push(route.request().postDataJSON())
    await reply(route)
  })
  return bodies
}

async function fill(page: Page, form: FormCase, input = form.input) {
  for (const { label, value, kind } of controls(form, input)) {
    if (kind === 'tick') await field(page, label).check()
    else if (kind === 'select') await field(page, label).selectOption(value)
    else await field(page, label).fill(value)
  }
}

/** A type="url" input drops surrounding spaces as the form resets, as browsers do. */
async function expectValues(page: Page, form: FormCase, values: 'kept' | 'cleared') {
  for (const { label, value, kind } of controls(form)) {
    if (kind === 'tick') await expect(field(page, label)).toBeChecked({ checked: values === 'kept' })
    else if (values === 'cleared') await expect(field(page, label)).toHaveValue('')
    else
      await expect(field(page, label)).toHaveValue(
        (await field(page, label).getAttribute('type')) === 'url' ? value.trim() : value,
      )
  }
}

const submitButton = (page: Page, form: FormCase) => page.getByRole('main').getByRole('button', { name: form.copy.submit })

for (const form of formCases) {
  test.describe(`${form.page} form`, () => {
    // Statuses, failures and focus are unit tests (lib/form-message.test.ts, api-forms.test.tsx); here the real build.
    test('status 200: the success message, the trimmed JSON body, fields cleared', async ({ page }) => {
      const bodies = await mockApi(page, form.endpoint, (route) => route.fulfill({ status: 200 }))
      await page.goto(form.page)
      await fill(page, form)
      await submitButton(page, form).click()
      await expect(status(page)).toHaveText(form.copy.outcomes.success as string)
      await expectValues(page, form, 'cleared')
      expect(bodies).toEqual([bodyOf(form)])
    })

    test('status 500: the refusal message, every field keeps its input', async ({ page }) => {
      await mockApi(page, form.endpoint, (route) => route.fulfill({ status: 500, body: '{"error":"nope"}' }))
      await page.goto(form.page)
      await fill(page, form)
      await submitButton(page, form).click()
      await expect(status(page)).toHaveText(form.copy.outcomes.refused)
      // Above the fields: brought into view from the submit button.
      await expect(status(page)).toBeInViewport()
      await expectValues(page, form, 'kept')
      await expect(submitButton(page, form)).toBeEnabled()
    })

    test('every field has a visible label and fits at 375 and 1280 px', async ({ page }) => {
      await page.goto(form.page)
      for (const width of [375, 1280]) {
        await page.setViewportSize({ width, height: 900 })
        for (const { label } of controls(form)) {
          await expect(page.getByRole('main').locator('label').getByText(label, { exact: true })).toBeVisible()
          const box = (await field(page, label).boundingBox())!
          expect(box.x).toBeGreaterThanOrEqual(0)
          expect(box.x + box.width, `${label} at ${width} px`).toBeLessThanOrEqual(width)
        }
        await expect(submitButton(page, form)).toBeVisible()
        expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(width)
      }
    })
  })
}

for (const form of formCases.filter((candidate) => candidate.optional)) {
  test(`${form.page} form: optional fields left blank are left out of the JSON body`, async ({ page }) => {
    const input = withOptionalBlank(form)
    const bodies = await mockApi(page, form.endpoint, (route) => route.fulfill({ status: 200 }))
    await page.goto(form.page)
    await fill(page, form, input)
    await submitButton(page, form).click()
    await expect(status(page)).toHaveText(form.copy.outcomes.success as string)
    expect(bodies).toEqual([bodyOf(form, input)])
    for (const optional of form.optional!) expect(bodies[0]).not.toHaveProperty(optional)
  })
}

test.describe('unsubscribe link', { tag: '@edge' }, () => {
  const success = formCase('unsubscribe').copy.outcomes.success as string

  test('prefills the address and passes the token through', async ({ page }) => {
    const bodies = await mockApi(page, '/v1/newsletter/unsubscribe', (route) => route.fulfill({ status: 200 }))
    await page.goto(`/newsletter/unsubscribe?${linkParams(unsubscribeLinkCase.params)}`)
    await expect(field(page, 'Email address')).toHaveValue(unsubscribeLinkCase.params.email)
    await page.getByRole('button', { name: 'Unsubscribe' }).click()
    await expect(status(page)).toHaveText(success)
    expect(bodies).toEqual([unsubscribeLinkCase.params])
  })

  test('prefills from the fragment form the emails use, which no request carries', async ({ page, baseURL }) => {
    const bodies = await mockApi(page, '/v1/newsletter/unsubscribe', (route) => route.fulfill({ status: 200 }))
    const carrying: string[] = []
    page.on('request', (request) => {
      const seen = `${request.url()} ${request.headers()['referer'] ?? ''}`
      if (/reader|t0k3n/.test(decodeURIComponent(seen))) carrying.push(request.url())
    })
    await page.goto(`/newsletter/unsubscribe#${linkParams(unsubscribeLinkCase.params)}`)
    await expect(field(page, 'Email address')).toHaveValue(unsubscribeLinkCase.params.email)
    await expect.poll(() => page.evaluate(() => location.hash)).toBe('')
    expect(page.url()).toBe(`${baseURL}/newsletter/unsubscribe`)
    await page.getByRole('button', { name: 'Unsubscribe' }).click()
    await expect(status(page)).toHaveText(success)
    expect(bodies).toEqual([unsubscribeLinkCase.params])
    // Only the form's own POST to the API carries them, in its body.
    expect(carrying).toEqual([])
  })

  test('nothing that leaves the page carries the link’s address', { tag: '@local-only' }, async ({ page, context, baseURL }) => {
    // Consent given, so analytics and Sentry (with its replay) start: the worst case for a leak.
    await context.addCookies([{ name: 'plainguard-cookie-consent', value: formatConsent('accepted', new Date()), url: baseURL! }])
    // Only the document request may carry the link's address: not asset requests' Referer (no-referrer), nor anything later.
    const leaks: string[] = []
    let cleared = false
    let analyticsLoaded = false
    page.on('request', (request) => {
      const seen = `${request.url()} ${request.postData() ?? ''} ${request.headers()['referer'] ?? ''}`
      const carries = /reader|t0k3n/.test(decodeURIComponent(seen))
      const linkItself = !cleared && request.isNavigationRequest() && request.url().startsWith(baseURL!)
      if (carries && !linkItself) leaks.push(`${request.url()} (Referer ${request.headers()['referer'] ?? 'none'})`)
      if (request.url().includes('/_vercel/insights/script.js')) analyticsLoaded = true
    })
    await installClock(page)
    await page.goto('/newsletter/unsubscribe?email=reader%40example.co.uk&token=t0k3n-abc')
    await expect(field(page, 'Email address')).toHaveValue('reader@example.co.uk')
    await expect.poll(() => page.evaluate(() => location.search)).toBe('')
    expect(page.url()).toBe(`${baseURL}/newsletter/unsubscribe`)
    cleared = true
    await settle(page)
    // It starts when the browser is idle (at most 2 s, run above), then fetches two chunks and the script.
    await expect.poll(() => analyticsLoaded).toBe(true)
    // A page opened from here learns only the path it came from.
    await page.getByRole('contentinfo').getByRole('link', { name: 'Privacy Policy' }).click()
    await expect(page).toHaveURL('/policies/privacy')
    expect(await page.evaluate(() => document.referrer)).not.toContain('reader')
    await settle(page)
    expect(leaks).toEqual([])
  })

  test('the page is static: the server HTML holds an empty field whatever the query', async ({ request }) => {
    const response = await request.get('/newsletter/unsubscribe?email=reader%40example.co.uk')
    const html = await response.text()
    expect(html).not.toContain('reader@example.co.uk')
    expect(html).toMatch(/<input[^>]+type="email"[^>]+value=""/)
  })

  for (const hostile of unsubscribeLinkCase.hostileValues) {
    test(`a hostile query string is shown as text: ${hostile}`, async ({ page }) => {
      const dialogs: string[] = []
      page.on('dialog', (dialog) => {
        dialogs.push(dialog.message())
        void dialog.dismiss()
      })
      const bodies = await mockApi(page, '/v1/newsletter/unsubscribe', (route) => route.fulfill({ status: 200 }))
      await installClock(page)
      await page.goto(`/newsletter/unsubscribe?${linkParams({ email: hostile, token: hostile })}`)
      await expect(field(page, 'Email address')).toHaveValue(hostile)
      const main = page.getByRole('main')
      await expect(main.locator('script')).toHaveCount(0)
      await expect(page.locator('img[src="x"], svg[onload], [onerror]')).toHaveCount(0)

      // Not an address: refused before anything is sent.
      await page.getByRole('button', { name: 'Unsubscribe' }).click()
      await expect(field(page, 'Email address')).toHaveAccessibleDescription(emailFormatMessage)
      await expect(field(page, 'Email address')).toHaveValue(hostile)
      await settle(page, 0)
      expect(bodies).toEqual([])
      expect(dialogs).toEqual([])
    })
  }
})
