import { expect, test } from '@playwright/test'
import { industries } from '@/content/industries/index'
import { caseStudies, caseStudiesPage, customers, leadership, proofCopy, testimonials } from '@/content/proof'
import { solutions } from '@/content/solutions/index'
import { caseStudiesFor, proofPageOf, quoteFor } from '#lib/proof'

// Proof shows only where the company supplied some: this build ships none; e2e/proof/ runs the same pages on fixtures.

test('the home page has a logo row only for customers who agreed to be shown', async ({ page }) => {
  await page.goto('/')
  const row = page.getByRole('region', { name: proofCopy.logosHeading })
  await expect(row).toHaveCount(customers.length ? 1 : 0)
  if (customers.length) await expect(row.getByRole('img')).toHaveCount(customers.length)
})

for (const content of [solutions[0]!, industries[0]!]) {
  test(`${content.canonicalUrl} has a customers' block only with a quote or a case study about it`, async ({ page }) => {
    const proofPage = proofPageOf(content.canonicalUrl)
    const shown = Number(Boolean(quoteFor(testimonials, proofPage))) + caseStudiesFor(caseStudies, proofPage).length
    await page.goto(content.canonicalUrl)
    await expect(page.getByRole('region', { name: proofCopy.solutionHeading })).toHaveCount(shown ? 1 : 0)
  })
}

test('About has a leadership block only when the company has named its leadership', async ({ page }) => {
  await page.goto('/about/company')
  await expect(page.getByRole('region', { name: proofCopy.leadershipHeading })).toHaveCount(leadership.length ? 1 : 0)
})

test(
  'the case-study pages exist, and are in the sitemap, only when there are case studies',
  { tag: '@edge' },
  async ({ page, request }) => {
    const response = await page.goto('/case-studies')
    expect(response!.status()).toBe(caseStudies.length ? 200 : 404)
    if (caseStudies.length)
      await expect(page.getByRole('list', { name: caseStudiesPage.heading }).getByRole('article')).toHaveCount(caseStudies.length)
    const sitemap = await (await request.get('/sitemap.xml')).text()
    expect(sitemap.includes('/case-studies')).toBe(caseStudies.length > 0)
    // The home page links to the list from its logo row and the footer, and only when there is a list.
    await page.goto('/')
    await expect(page.getByRole('main').locator('a[href="/case-studies"]')).toHaveCount(
      customers.length && caseStudies.length ? 1 : 0,
    )
    await expect(page.getByRole('contentinfo').locator('a[href="/case-studies"]')).toHaveCount(caseStudies.length ? 1 : 0)
  },
)
