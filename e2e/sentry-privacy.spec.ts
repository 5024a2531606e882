import { type APIRequestContext, expect, type Page, test } from '@playwright/test'
import { formatConsent } from '#lib/consent'
import { fakeSentryPort } from '#test/env'

/** The stand-in for Sentry's ingest (test/fake-sentry.ts) that the test build's DSN points at. */
const receiver = `http://localhost:${fakeSentryPort}/envelopes`
const email = 'privacy-probe@example.test'
const token = 'tok3n-9f2c41'
/** The address and token as any layer could write them: plain, percent-encoded, form-encoded. */
const traces = [email, encodeURIComponent(email), 'privacy-probe', token]

const envelopes = async (request: APIRequestContext) =>
  (await (await request.get(receiver)).json()) as { path: string; text: string }[]

async function reportErrorThenLeave(page: Page, request: APIRequestContext, message: string) {
  await expect
    .poll(
      async () => {
        await page.evaluate(
          (text) =>
            setTimeout(() => {
              throw new Error(text)
            }),
          message,
        )
        return (await envelopes(request)).some(({ text }) => text.includes(message))
      },
      { timeout: 20_000 },
    )
    .toBe(true)
  await page.getByRole('contentinfo').getByRole('link', { name: 'Privacy Policy' }).click()
  await expect(page).toHaveURL('/policies/privacy')
  await expect
    .poll(async () => (await envelopes(request)).some(({ text }) => text.includes('"type":"replay_event"')), {
      timeout: 30_000,
    })
    .toBe(true)
}

// One receiver for the whole run: these tests must not interleave with each other.
test.describe.configure({ mode: 'serial' })

test(
  'no Sentry envelope holds the unsubscribe address or token',
  { tag: '@local-only' },
  async ({ page, context, baseURL, request }) => {
    await request.delete(receiver)
    // The worst case: consent given, so error reporting, tracing and session replay all run.
    await context.addCookies([{ name: 'plainguard-cookie-consent', value: formatConsent('accepted', new Date()), url: baseURL! }])

    for (let i = 0; i < 40; i++)
      expect((await request.get(`/newsletter/unsubscribe?email=${encodeURIComponent(email)}&token=${token}`)).status()).toBe(200)

    // A link of each form (the second in the same tab: only its fragment changes), an error, a navigation away.
    await page.goto(`/newsletter/unsubscribe?email=${encodeURIComponent(email)}&token=${token}`)
    await expect(page.getByLabel('Email address')).toHaveValue(email)
    await page.getByLabel('Email address').fill('')
    await page.goto(`/newsletter/unsubscribe#email=${encodeURIComponent(email)}&token=${token}`)
    await expect(page.getByLabel('Email address')).toHaveValue(email)
    await expect.poll(() => page.evaluate(() => location.hash)).toBe('')
    await reportErrorThenLeave(page, request, 'e2e: privacy probe')

    const received = await envelopes(request)
    const leaking = received.filter(({ text }) => traces.some((trace) => text.includes(trace)))
    // Where each leak sits, so a failure says which field to scrub.
    const where = leaking.map(({ text }) => {
      const at = Math.min(...traces.map((trace) => text.indexOf(trace)).filter((index) => index >= 0))
      return text.slice(Math.max(0, at - 200), at + 60)
    })
    expect(where).toEqual([])
  },
)

test(
  'a customer’s jwt reaches no Sentry envelope and no analytics call',
  { tag: '@local-only' },
  async ({ page, context, baseURL, request }) => {
    await request.delete(receiver)
    const secret = 'SESSION-SECRET-7d1e'
    // The worst case: a jwt that scripts could read (the dashboard should set it HttpOnly), and consent given.
    await context.addCookies([
      { name: 'jwt', value: `eyJhbGciOi.${secret}.sig`, url: baseURL! },
      { name: 'plainguard-cookie-consent', value: formatConsent('accepted', new Date()), url: baseURL! },
    ])
    // Off Vercel the script is a 404: an empty one keeps what the site queues for it readable in window.vaq.
    await page.route('**/_vercel/insights/script.js', (route) => route.fulfill({ contentType: 'text/javascript', body: '' }))

    await page.goto('/pricing')
    await expect(page.getByRole('banner').getByRole('link', { name: 'Dashboard' })).toBeVisible()
    await reportErrorThenLeave(page, request, 'e2e: jwt probe')

    const queued = await page.evaluate(() => JSON.stringify((window as unknown as { vaq?: unknown[] }).vaq ?? []))
    expect(queued).toContain('pageview')
    expect(queued).not.toContain(secret)
    expect((await envelopes(request)).filter(({ text }) => text.includes(secret))).toEqual([])
  },
)
