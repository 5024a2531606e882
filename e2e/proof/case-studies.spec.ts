import { expect, test } from '@playwright/test'
import { demoCta } from '@/content/pages'
import { caseStudiesPage, proofCopy, tagLabel } from '@/content/proof'
import { desktop, phone, readEntries } from '#test/proof-fixture'

// Newest first (e2e/fixtures/proof/case-studies); the bank's study names a customer who agreed to be shown.
const entries = await readEntries('caseStudies')
const studies = ['example-bank-clone-sites', 'example-retail-leaked-accounts'].map((slug) =>
  entries.find((study) => study.slug === slug)!,
)
const customers = (await readEntries('customers')).filter(({ name }) => name === 'Example Bank plc')
const copy = proofCopy.caseStudy

for (const viewport of [phone, desktop]) {
  test.describe(`case studies at ${viewport.width} px`, () => {
    test.use({ viewport })

    test('the list: every case study, newest first, each leading to its page', async ({ page }) => {
      await page.goto('/case-studies')
      await expect(page.getByRole('heading', { level: 1 })).toHaveText(caseStudiesPage.heading)
      const cards = page.getByRole('list', { name: caseStudiesPage.heading }).getByRole('article')
      await expect(cards.getByRole('heading')).toHaveText(studies.map(({ title }) => title))
      await cards.getByRole('link', { name: studies[0]!.title }).click()
      await expect(page).toHaveURL(`/case-studies/${studies[0]!.slug}`)
    })

    test('the footer’s Company column leads to them, beside About', async ({ page }) => {
      await page.goto('/')
      const company = page.getByRole('contentinfo').getByRole('navigation', { name: 'Company' })
      await expect(company.getByRole('link')).toHaveText([
        'About',
        caseStudiesPage.title,
        'Contact',
        'Support',
        'Privacy Policy',
        'Terms of Service',
      ])
      await company.getByRole('link', { name: caseStudiesPage.title }).click()
      await expect(page).toHaveURL('/case-studies')
    })

    for (const study of studies) {
      test(`${study.slug}: the situation, what we did, the outcome and its figures, then the next step`, async ({ page }) => {
        await page.goto(`/case-studies/${study.slug}`)
        await expect(page.getByRole('heading', { level: 1 })).toHaveText(study.title)
        const facts = page.getByRole('main').locator('dl').first()
        await expect(facts).toContainText(study.client)
        await expect(facts).toContainText(tagLabel(study.sector))
        for (const service of study.services)
          await expect(facts.getByRole('link', { name: tagLabel(service) })).toHaveAttribute('href', `/solutions/${service}`)
        const customer = customers.find(({ slug }) => slug === study.customer)
        await expect(page.getByRole('main').getByRole('img', { name: customer?.name ?? /./ })).toHaveCount(customer ? 1 : 0)
        // The client's mark heads the page on a phone; from lg it stands beside the title.
        if (customer) {
          const [mark, title] = [
            page.getByRole('main').getByRole('img', { name: customer.name }),
            page.getByRole('heading', { level: 1 }),
          ]
          const [markBox, titleBox] = [(await mark.boundingBox())!, (await title.boundingBox())!]
          if (viewport === phone) expect(markBox.y + markBox.height).toBeLessThan(titleBox.y)
          else expect(markBox.x).toBeGreaterThan(titleBox.x + titleBox.width)
        }

        const article = page.getByRole('article', { name: study.title })
        await expect(article.getByRole('heading', { level: 2 })).toHaveText([copy.situation, copy.work, copy.outcome])
        await expect(article.getByRole('region', { name: copy.situation })).toContainText(study.situation)
        await expect(article.getByRole('region', { name: copy.outcome })).toContainText(study.outcome)
        const figures = page.getByRole('complementary', { name: copy.figures })
        await expect(figures.getByRole('definition')).toHaveText(study.figures.map(({ value }) => value))
        await expect(figures.getByRole('term')).toHaveText(study.figures.map(({ label }) => label))
        const y = async (locator: ReturnType<typeof page.getByRole>) => (await locator.boundingBox())!.y
        const cta = page.getByRole('region', { name: demoCta.heading })
        expect(await y(cta)).toBeGreaterThan(await y(figures))
        if (viewport === phone)
          expect(await y(figures)).toBeLessThan(await y(article.getByRole('region', { name: copy.situation })))
        else expect(await y(figures)).toBeLessThan(await y(article.getByRole('region', { name: copy.outcome })))
        await cta.getByRole('link', { name: demoCta.primary.label }).click()
        await expect(page).toHaveURL(demoCta.primary.href)
      })
    }
  })
}

test('the case studies are in the sitemap', async ({ request }) => {
  const sitemap = await (await request.get('/sitemap.xml')).text()
  for (const path of ['/case-studies', ...studies.map(({ slug }) => `/case-studies/${slug}`)])
    expect(sitemap).toContain(`${path}</loc>`)
})
