import { readFile } from 'node:fs/promises'
import { expect, type Page, type Route, test } from '@playwright/test'
import { registeredCopy } from '@/content/tools/lookalike-registered'
import { findLookalikes } from '#lib/lookalike/generate'
import { parseDomain } from '#lib/lookalike/parse'
import { recordViolations } from '@/e2e/page-checks/csp-violations'
import { axeViolations, sidewaysOverflow } from '@/e2e/page-checks/layout'

// Tests tagged @stand-in-dns ask the site's stand-in resolver (e2e/fixtures/lookalike-dns.json); the others answer the route.
const tag = { tag: ['@stand-in-dns', '@edge'] }
const PATH = '/tools/lookalike-domains'
const API = '**/api/lookalikes/registered**'
const DOMAIN = 'examplebank.co.uk'

const main = (page: Page) => page.getByRole('main')
const field = (page: Page) => main(page).getByLabel('Your domain or web address')
const panel = (page: Page) => main(page).getByRole('region', { name: registeredCopy.title })
const checkButton = (page: Page) => main(page).getByRole('button', { name: registeredCopy.button, exact: true })
/** Whatever it says: Check which are registered, Checking…, Check again. */
const panelButton = (page: Page) => panel(page).getByRole('button')
const announced = (page: Page) => panel(page).getByRole('status')
const group = (page: Page, name: string) => panel(page).getByRole('list', { name: new RegExp(`^${name} \\d+ lookalikes?$`) })
const techniqueGroups = (page: Page) => main(page).getByRole('heading', { level: 3 })

/** Declines cookies first: the banner would cover the results. */
async function listLookalikes(page: Page, input = DOMAIN) {
  await page.goto(PATH)
  await page.getByRole('region', { name: 'Cookie consent' }).getByRole('button', { name: 'Decline' }).click()
  await field(page).fill(input)
  await field(page).press('Enter')
  await expect(main(page).getByRole('status').first()).toContainText(`lookalike domains of ${input}`)
}

async function holdCheck(page: Page) {
  let release!: () => void
  const released = new Promise<void>((resolve) => (release = resolve))
  const held: Route[] = []
  await page.route(API, async (route) => {
    held.push(route)
    await released
    await route.continue().catch(() => {})
  })
  return { release, held }
}

/** The engine's own list for the domain: the page and the check both work from it. */
function listed(input = DOMAIN) {
  const parsed = parseDomain(input)
  if (!parsed.ok) throw new Error(parsed.error)
  return findLookalikes(parsed.domain)
}

test.describe('the registration check', () => {
  test('lists the registered lookalikes riskiest first, each with what it points to', tag, async ({ page }) => {
    // The request and the worker run under the page's policy as it is.
    const violations = await recordViolations(page)
    await listLookalikes(page)
    await expect(panel(page).getByRole('list')).toHaveCount(0)
    await checkButton(page).click()
    await expect(announced(page)).toContainText('6 registered lookalikes found')
    await expect(panel(page)).toContainText(`All ${listed().found} lookalikes checked. The riskiest come first.`)

    const lists = panel(page).getByRole('list')
    for (const [index, name] of [
      'Web and mail 1 lookalike',
      'Mail only 1 lookalike',
      'Web only 2 lookalikes',
      'Name servers only 1 lookalike',
      'Name servers failing 1 lookalike',
    ].entries())
      await expect(lists.nth(index)).toHaveAccessibleName(name)

    const webAndMail = group(page, 'Web and mail').getByRole('listitem')
    await expect(webAndMail).toContainText('examplebnak.co.uk')
    await expect(webAndMail.getByRole('term')).toHaveText(['Web', 'Mail', 'Name servers'])
    await expect(webAndMail.getByRole('definition')).toHaveText(['192.0.2.10', 'mx.parking.example', 'ns1.parking.example'])
    const mail = group(page, 'Mail only').getByRole('listitem')
    await expect(mail.getByRole('definition')).toHaveText([
      'None',
      'mx1.mail-host.example mx2.mail-host.example',
      'ns1.mail-host.example',
    ])
    const web = group(page, 'Web only').getByRole('listitem')
    await expect(web.filter({ hasText: 'exampelbank.co.uk' }).getByRole('definition').first()).toHaveText(
      '192.0.2.20 2001:db8::20',
    )
    await expect(web.filter({ hasText: 'êxamplebank.co.uk' })).toContainText('registered as xn--xamplebank-l7a.co.uk')
    // Name servers alone, then the name whose servers answer with an error: no records to show.
    await expect(group(page, 'Name servers only').getByRole('listitem')).toHaveText([/^example-bank\.co\.uk/])
    const failing = group(page, 'Name servers failing').getByRole('listitem')
    await expect(failing).toHaveText([/^exarnplebank\.co\.uk/])
    await expect(failing.getByRole('term')).toHaveCount(0)

    await panel(page).getByLabel('Risk').selectOption({ label: 'Mail only (1)' })
    await expect(panel(page).getByRole('listitem')).toHaveText([/^examplebank\.com/])
    expect(await violations()).toEqual([])
  })

  test('shows its progress while it runs, and keeps the button in place', tag, async ({ page }) => {
    await listLookalikes(page)
    const { release } = await holdCheck(page)
    await checkButton(page).click()
    const progress = panel(page).getByRole('progressbar', { name: 'Registration check' })
    await expect(progress).toBeVisible()
    await expect(panel(page)).toContainText('Starting the check…')
    await expect(announced(page)).toHaveText(`Checking which lookalikes of ${DOMAIN} are registered.`)
    await expect(panelButton(page)).toHaveAccessibleName('Checking…')
    await expect(panelButton(page)).toHaveAttribute('aria-disabled', 'true')
    release()
    // The whole check, every name asked of the stand-in resolver: its speed is the bench's budget, not this test's.
    await expect(announced(page)).toContainText('6 registered lookalikes found', { timeout: 30_000 })
    await expect(progress).toBeHidden()
    await expect(panelButton(page)).toHaveAccessibleName('Check again')
    await expect(panelButton(page)).not.toHaveAttribute('aria-disabled')
  })

  test('says when a check stopped at its cap on names, and a long name fits a phone', tag, async ({ page }) => {
    test.slow()
    const input = `${'o'.repeat(33)}.com`
    await page.setViewportSize({ width: 375, height: 800 })
    await listLookalikes(page, input)
    await checkButton(page).click()
    await expect(announced(page)).toContainText('No registered lookalikes found', { timeout: 60_000 })
    expect(listed(input).found).toBe(5393)
    await expect(announced(page)).toContainText(
      'We checked the first 5,000 of 5,393 lookalikes, the most one check covers. The rest, mostly lookalike characters, were not checked.',
    )
    expect(await sidewaysOverflow(page)).toBe(0)
  })

  for (const [what, answer, message] of [
    ['a rate limit (429)', (route: Route) => route.fulfill({ status: 429 }), registeredCopy.failures['rate-limited']],
    ['an unavailable service (503)', (route: Route) => route.fulfill({ status: 503 }), registeredCopy.failures.unavailable],
    ['a failed request', (route: Route) => route.abort('connectionreset'), registeredCopy.failures.network],
    [
      'a resolver that is down',
      (route: Route) =>
        route.fulfill({
          contentType: 'application/x-ndjson; charset=utf-8',
          body: '{"checked":0,"of":793}\n{"done":true,"checked":64,"registered":0,"ms":900,"partial":true}\n',
        }),
      registeredCopy.ends.resolverDown,
    ],
  ] as const)
    test(`${what} gets its message, and the list stays`, async ({ page }) => {
      await page.route(API, answer)
      await listLookalikes(page)
      const groups = await techniqueGroups(page).count()
      await checkButton(page).click()
      await expect(panel(page).getByRole('alert')).toHaveText(message)
      await expect(announced(page)).toHaveText('')
      await expect(techniqueGroups(page)).toHaveCount(groups)
      await expect(main(page).getByRole('status').first()).toContainText(`lookalike domains of ${DOMAIN}`)
    })

  test('the CSV carries what the check found', tag, async ({ page }) => {
    await listLookalikes(page)
    await checkButton(page).click()
    await expect(announced(page)).toContainText('6 registered lookalikes found')
    const [download] = await Promise.all([
      page.waitForEvent('download'),
      main(page).getByRole('button', { name: 'Download CSV' }).click(),
    ])
    const rows = (await readFile((await download.path())!, 'utf8')).slice(1).split('\r\n')
    expect(rows[0]).toBe('domain,unicode,technique,registered,status,a,aaaa,mx,ns')
    expect(rows).toContain('examplebnak.co.uk,,Swapped letters,yes,registered,192.0.2.10,,mx.parking.example,ns1.parking.example')
    expect(rows).toContain('exarnplebank.co.uk,,Lookalike characters,yes,servfail,,,,')
    expect(rows).toContain(
      'xn--xamplebank-l7a.co.uk,êxamplebank.co.uk,Lookalike characters,yes,registered,192.0.2.30,,,ns1.web-host.example',
    )
    expect(rows).toContain('exampebank.co.uk,,Missing letter,no,,,,,')
    expect(rows.filter((row) => row.includes(',yes,'))).toHaveLength(6)
  })

  test('fits a 375 px phone, and passes an accessibility audit when done', tag, async ({ page }) => {
    await page.setViewportSize({ width: 375, height: 800 })
    await listLookalikes(page)
    await checkButton(page).click()
    await expect(announced(page)).toContainText('6 registered lookalikes found')
    expect(await sidewaysOverflow(page)).toBe(0)
    expect(await axeViolations(page)).toEqual([])
  })

  test('works by keyboard, and the hand-off to a demo still carries the domain', tag, async ({ page }) => {
    await listLookalikes(page)
    const handoff = main(page).getByRole('link', { name: 'Review them with an analyst' })
    await handoff.focus()
    await page.keyboard.press('Tab')
    await expect(checkButton(page)).toBeFocused()
    await page.keyboard.press('Enter')
    await expect(announced(page)).toContainText('6 registered lookalikes found')
    await expect(panelButton(page)).toBeFocused()
    await page.keyboard.press('Tab')
    await expect(panel(page).getByLabel('Risk')).toBeFocused()
    await page.keyboard.press('ArrowDown')
    await expect(panel(page).getByRole('list')).toHaveCount(1)
    await handoff.focus()
    await page.keyboard.press('Enter')
    await expect(page).toHaveURL(/\/book-demo#domain=examplebank\.co\.uk$/)
    await expect(main(page).getByLabel('Domain or brand to check (optional)')).toHaveValue(DOMAIN)
  })

  test('checking another domain cancels the check that was running', async ({ page }) => {
    await listLookalikes(page)
    const { release } = await holdCheck(page)
    const failed = page.waitForEvent('requestfailed', (request) => request.url().includes('/api/lookalikes/registered'))
    await checkButton(page).click()
    await expect(panel(page).getByRole('progressbar')).toBeVisible()
    await field(page).fill('example.co.uk')
    await field(page).press('Enter')
    await expect(main(page).getByRole('status').first()).toContainText('lookalike domains of example.co.uk')
    expect((await failed).failure()?.errorText).toBe('net::ERR_ABORTED')
    release()
    await expect(panel(page).getByRole('progressbar')).toHaveCount(0)
    await expect(panel(page).getByRole('alert')).toHaveCount(0)
  })
})
