import { readFile } from 'node:fs/promises'
import { expect, type Page, test } from '@playwright/test'
import { checkerCopy } from '@/content/tools/lookalike-checker'
import { lookalikeCta, techniqueCopy } from '@/content/tools/lookalike-domains'
import { findLookalikes } from '#lib/lookalike/generate'
import { parseDomain, parseErrors } from '#lib/lookalike/parse'
import { recordViolations } from '@/e2e/page-checks/csp-violations'

const PATH = '/tools/lookalike-domains'
const LABEL = 'Your domain or web address'
const DOMAIN = 'examplebank.co.uk'

/** The engine's own answer for an input: the page must show exactly this. */
function expected(input: string) {
  const parsed = parseDomain(input)
  if (!parsed.ok) throw new Error(parsed.error)
  return findLookalikes(parsed.domain)
}

const main = (page: Page) => page.getByRole('main')
const field = (page: Page) => main(page).getByLabel(LABEL)
const total = (page: Page) => main(page).getByRole('status').first()
const group = (page: Page, name: string) => main(page).getByRole('region', { name: new RegExp(`^${name} [\\d,]+ domains?$`) })

async function check(page: Page, input: string) {
  await field(page).fill(input)
  await field(page).press('Enter')
}

async function declineCookies(page: Page) {
  await page.getByRole('region', { name: 'Cookie consent' }).getByRole('button', { name: 'Decline' }).click()
}

test.describe('the lookalike domain checker', () => {
  test('a domain gives its lookalikes grouped and counted by technique', async ({ page }) => {
    const report = expected('example.co.uk')
    await page.goto(PATH)
    await check(page, 'example.co.uk')
    await expect(total(page)).toHaveText(`${report.found.toLocaleString('en-GB')} lookalike domains of example.co.uk`)
    const groups = report.techniques.filter((result) => result.found > 0)
    await expect(main(page).getByRole('heading', { level: 3 })).toHaveText(
      groups.map((result) => `${techniqueCopy[result.technique].name} ${result.found.toLocaleString('en-GB')} domains`),
    )
    const omission = report.techniques.find((result) => result.technique === 'omission')!
    await expect(group(page, 'Missing letter').getByRole('listitem')).toHaveText(
      omission.lookalikes.map((lookalike) => lookalike.ascii),
    )
    const homoglyph = report.techniques
      .find((result) => result.technique === 'homoglyph')!
      .lookalikes.find((lookalike) => lookalike.unicode)!
    await group(page, 'Lookalike characters')
      .getByRole('button', { name: /^Show all/ })
      .click()
    await expect(group(page, 'Lookalike characters').getByRole('listitem').filter({ hasText: homoglyph.unicode! })).toContainText(
      homoglyph.ascii,
    )
  })

  test('a pasted web address is reduced to its registered domain, and the page says so', async ({ page }) => {
    const report = expected('example-bank.co.uk')
    await page.goto(PATH)
    await check(page, 'https://online.example-bank.co.uk/login?next=/accounts')
    await expect(total(page)).toHaveText(`${report.found.toLocaleString('en-GB')} lookalike domains of example-bank.co.uk`)
    await expect(main(page)).toContainText('We checked example-bank.co.uk, the registered domain in what you entered.')
  })

  test('an entry that is not a domain gets a message saying what to enter', async ({ page }) => {
    await page.goto(PATH)
    for (const [input, message] of [
      ['not a domain', parseErrors.unreadable],
      ['example', parseErrors.noEnding],
      ['co.uk', parseErrors.onlyEnding],
    ]) {
      await check(page, input!)
      await expect(main(page).getByRole('alert')).toHaveText(message!)
      await expect(field(page)).toHaveValue(input!)
      await expect(field(page)).toHaveAttribute('aria-invalid', 'true')
      await expect(field(page)).toHaveAccessibleDescription(new RegExp(`${message!.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')}$`))
    }
    await expect(main(page).getByRole('heading', { level: 3 })).toHaveCount(0)
  })

  test('a long name past the cap says how many were counted but not listed', async ({ page }) => {
    // 31 characters: past the list's cap, within the engine's label cap for double swaps (32).
    const input = 'longestbrandnameweprotectforyou.com'
    const report = expected(input)
    expect(report.leftOut).toBeGreaterThan(0)
    await page.goto(PATH)
    await check(page, input)
    await expect(total(page)).toHaveText(`${report.found.toLocaleString('en-GB')} lookalike domains of ${input}`)
    await expect(main(page)).toContainText(
      `Showing the first ${report.shown.toLocaleString('en-GB')}; ${report.leftOut.toLocaleString('en-GB')} more, mostly lookalike characters, are counted but not listed.`,
    )
  })

  test('copy and download give what the technique filter shows', async ({ page, context, baseURL }) => {
    await context.grantPermissions(['clipboard-read', 'clipboard-write'], { origin: baseURL })
    const omission = expected('example.co.uk').techniques.find((result) => result.technique === 'omission')!
    await page.goto(PATH)
    await declineCookies(page)
    await check(page, 'example.co.uk')
    await main(page)
      .getByLabel('Show')
      .selectOption({ label: `Missing letter (${omission.found})` })
    await expect(main(page).getByRole('heading', { level: 3 })).toHaveText([`Missing letter ${omission.found} domains`])

    await main(page).getByRole('button', { name: 'Copy list' }).click()
    await expect(main(page).getByRole('status').filter({ hasText: 'Copied' })).toHaveText(
      `Copied ${omission.found} domains to the clipboard.`,
    )
    expect(await page.evaluate(() => navigator.clipboard.readText())).toBe(
      omission.lookalikes.map((lookalike) => lookalike.ascii).join('\n'),
    )

    const [download] = await Promise.all([
      page.waitForEvent('download'),
      main(page).getByRole('button', { name: 'Download CSV' }).click(),
    ])
    expect(download.suggestedFilename()).toBe('lookalikes-example.co.uk-omission.csv')
    const csv = await readFile((await download.path())!, 'utf8')
    expect(csv.startsWith('\uFEFF')).toBe(true)
    expect(csv.slice(1).split('\r\n')).toEqual([
      'domain,unicode,technique',
      ...omission.lookalikes.map((lookalike) => `${lookalike.ascii},,Missing letter`),
      '',
    ])
  })

  test('keyboard only: type, run, filter, and hand the domain to the demo form', async ({ page }) => {
    await page.goto(PATH)
    await page.keyboard.press('Tab')
    await expect(page.getByRole('link', { name: 'Skip to content' })).toBeFocused()
    await page.keyboard.press('Enter')
    await page.keyboard.press('Tab')
    await expect(field(page)).toBeFocused()
    await page.keyboard.type('example.co.uk')
    await page.keyboard.press('Enter')
    await expect(total(page)).toContainText('lookalike domains of example.co.uk')
    await page.keyboard.press('Tab')
    await page.keyboard.press('Tab')
    await expect(main(page).getByLabel('Show')).toBeFocused()
    await page.keyboard.press('ArrowDown')
    await expect(main(page).getByRole('heading', { level: 3 })).toHaveCount(1)
    for (const name of ['Copy list', 'Download CSV']) {
      await page.keyboard.press('Tab')
      await expect(main(page).getByRole('button', { name })).toBeFocused()
    }
    await page.keyboard.press('Tab')
    await expect(main(page).getByRole('link', { name: 'Review them with an analyst' })).toBeFocused()
    await page.keyboard.press('Enter')
    await expect(page).toHaveURL(/\/book-demo#domain=example\.co\.uk$/)
    await expect(main(page).getByLabel('Domain or brand to check (optional)')).toHaveValue('example.co.uk')
  })

  test('the hand-off to the demo carries the domain checked, not the address typed', async ({ page }) => {
    await page.goto(PATH)
    await declineCookies(page)
    await check(page, 'https://www.example-bank.co.uk/private/path?token=secret')
    await main(page).getByRole('link', { name: 'Review them with an analyst' }).click()
    await expect(page).toHaveURL(/\/book-demo#domain=example-bank\.co\.uk$/)
    await expect(main(page).getByLabel('Domain or brand to check (optional)')).toHaveValue('example-bank.co.uk')
  })

  test('the page ends with two ways on, each named for where it goes', async ({ page }) => {
    await page.goto(PATH)
    const band = main(page).getByRole('region', { name: lookalikeCta.heading })
    await expect(band.getByRole('link', { name: 'Book a Demo' })).toHaveAttribute('href', '/book-demo')
    await expect(band.getByRole('link', { name: 'Explore Website Monitoring' })).toHaveAttribute(
      'href',
      '/solutions/website-monitoring',
    )
  })

  test('nothing typed into the checker leaves the page', async ({ page, baseURL }) => {
    // The download (a Blob's object URL) and the engine's chunk run under the page's policy as it is.
    const violations = await recordViolations(page)
    await page.goto(PATH)
    await declineCookies(page)
    // The page's own loading (scripts after first paint, the navbar's prefetches) ends before the tool is used.
    await page.waitForLoadState('networkidle')
    const requests: { url: string; body: string }[] = []
    page.on('request', (request) => requests.push({ url: request.url(), body: request.postData() ?? '' }))
    const typed = ['https://www.example-bank.co.uk/login', 'not a domain', 'examplebrandprotect.com']
    await check(page, typed[0]!)
    await expect(total(page)).toContainText('lookalike domains of example-bank.co.uk')
    await check(page, typed[1]!)
    await expect(main(page).getByRole('alert')).toBeVisible()
    await check(page, typed[2]!)
    await expect(total(page)).toContainText('lookalike domains of examplebrandprotect.com')
    await main(page).getByLabel('Show').selectOption('homoglyph')
    await main(page)
      .getByRole('button', { name: /^Show all/ })
      .click()
    await main(page).getByRole('button', { name: 'Download CSV' }).click()
    await expect(main(page).getByRole('status').filter({ hasText: 'Downloaded' })).toBeVisible()

    // A download reads its Blob from memory (blob:). Scrolling may bring footer links into view, which
    // Next prefetches (?_rsc=, and their scripts): the site's own pages, carrying nothing typed.
    const sent = requests.filter(({ url }) => !url.startsWith('blob:'))
    const ownNavigation = (url: URL) =>
      url.origin === new URL(baseURL!).origin && (url.pathname.startsWith('/_next/static/') || url.searchParams.has('_rsc'))
    expect(sent.filter(({ url }) => !ownNavigation(new URL(url)))).toEqual([])
    for (const text of ['example-bank', 'examplebrandprotect', 'not a domain', 'not%20a%20domain', 'not+a+domain'])
      expect(sent.filter(({ url, body }) => url.includes(text) || body.includes(text))).toEqual([])
    expect(await violations()).toEqual([])
  })
})

test.describe('the engine in its worker', () => {
  test('a hostile name never freezes the page: it answers input while the list is worked out', async ({ page }) => {
    const hostile = `${'l'.repeat(63)}.com`
    await page.goto(PATH)
    await field(page).fill(hostile)
    await field(page).press('Enter')
    // The page's main thread answers at once: a frame is drawn while the engine runs elsewhere.
    const frame = await page.evaluate(() => {
      const asked = performance.now()
      return new Promise<number>((resolve) => requestAnimationFrame(() => resolve(performance.now() - asked)))
    })
    expect(frame).toBeLessThan(1000)
    await expect(main(page).getByRole('status').first().or(main(page).getByRole('alert'))).toContainText(
      /lookalike domains of l+\.com|took too long/,
      { timeout: 5_000 },
    )
    await field(page).fill('example.co.uk')
    await expect(field(page)).toHaveValue('example.co.uk')
  })

  test('a run past its time limit is stopped with a message, and what was typed stays', async ({ page }) => {
    // The worker's script never arrives, so the run cannot answer; Turbopack names the worker's entry so.
    await page.route(/\/_next\/static\/chunks\/turbopack-worker-/, () => {})
    await page.goto(PATH)
    await field(page).fill(DOMAIN)
    await field(page).press('Enter')
    await expect(main(page).getByRole('alert')).toHaveText(checkerCopy.tooSlow, { timeout: 10_000 })
    await expect(field(page)).toHaveValue(DOMAIN)
    await expect(field(page)).not.toHaveAttribute('aria-invalid')
  })
})
