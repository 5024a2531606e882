import { expect, test } from '@playwright/test'
import { pageHeaderPolicy } from '#lib/csp'
import { recordViolations } from '@/e2e/page-checks/csp-violations'
import { expectPagePolicy, expectSecurityHeaders, readHeaders } from '@/e2e/page-checks/headers'
import { axeViolations, sidewaysOverflow, smallTapTargets, unnamedSections } from '@/e2e/page-checks/layout'
import { desktop, fixturePosts, phone, readEntries } from '#test/proof-fixture'

// The crawl's checks on the pages the proof blocks are on: those blocks exist only in this build.
const paths = [
  '/',
  '/solutions/takedowns',
  '/industry/retail',
  '/about/company',
  '/security',
  '/support',
  '/case-studies',
  ...(await readEntries('caseStudies')).map(({ slug }) => `/case-studies/${slug}`),
  ...(await fixturePosts()).map(({ slug }) => `/blog/${slug}`),
]

test.use({ trace: 'off' })

for (const path of paths) {
  test(`${path} passes every page check`, async ({ page }) => {
    await page.setViewportSize(desktop)
    await page.route('**/*.woff2', (route) => route.abort())
    const violations = await recordViolations(page)
    const response = (await page.goto(path))!
    expect(response.status()).toBe(200)
    expectSecurityHeaders(await readHeaders(response), undefined, pageHeaderPolicy)
    expectPagePolicy(await response.text())
    await page.waitForLoadState('networkidle')
    expect(await violations()).toEqual([])
    expect(await unnamedSections(page)).toEqual([])
    expect(await axeViolations(page)).toEqual([])
    expect(await sidewaysOverflow(page)).toBeLessThanOrEqual(0)
    await page.setViewportSize(phone)
    expect(await sidewaysOverflow(page)).toBeLessThanOrEqual(0)
    expect(await smallTapTargets(page)).toEqual([])
  })
}

test('the proof images are served with the security headers, and only those the content shows', async ({ request }) => {
  const customers = await readEntries('customers')
  const logos = customers.filter(({ name }) => name !== 'Example Private Ltd').map(({ logo }) => logo)
  const shown = [...logos, ...(await readEntries('people')).map(({ photo }) => photo)]
  for (const path of shown) {
    const response = await request.get(path)
    expect(response.status()).toBe(200)
    expect(response.headers()['content-type']).toMatch(/^image\/(svg\+xml|png|jpeg|webp)$/)
    expectSecurityHeaders(await readHeaders(response))
  }
  const [, , , collection, entry] = shown[0]!.split('/')
  expect((await request.get(`/images/proof/${collection}/${entry}/other.svg`)).status()).toBe(404)
  // Example Private Ltd gave no permission: its logo is not published at all.
  expect((await request.get('/images/proof/customers/example-private-ltd/logo.svg')).status()).toBe(404)
})
