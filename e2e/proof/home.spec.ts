import { expect, test } from '@playwright/test'
import { certifications, homeCommitments } from '@/content/home'
import { pricing } from '@/content/pricing'
import { proofCopy, tagLabel } from '@/content/proof'
import { hero } from '@/e2e/fixtures'
import { desktop, fixtureCommitments, phone, readEntries } from '#test/proof-fixture'

// The fixtures (e2e/fixtures/proof): two customers agreed to be shown, by name; Example Private Ltd did not. Two
// certificates hold; Expired Standard ran out in 2001.
const allCustomers = await readEntries('customers')
const customers = ['Example Bank plc', 'Example Retail Ltd'].map((name) =>
  allCustomers.find((customer) => customer.name === name)!,
)
const allCertificates = await readEntries('certifications')
const certificates = allCertificates.filter(({ scheme }) => scheme !== 'Expired Standard')
const expired = allCertificates.filter(({ scheme }) => scheme === 'Expired Standard')

for (const viewport of [phone, desktop]) {
  test.describe(`home at ${viewport.width} px`, () => {
    test.use({ viewport })

    test('a logo row right under the hero: the customers who agreed, by name, with their sectors', async ({ page }) => {
      await page.goto('/')
      const row = page.getByRole('region', { name: proofCopy.logosHeading })
      await expect(row).toBeVisible()
      const heroBox = (await hero(page).boundingBox())!
      expect(Math.round((await row.boundingBox())!.y)).toBe(Math.round(heroBox.y + heroBox.height))
      const logos = row.getByRole('img')
      await expect(logos).toHaveCount(customers.length)
      for (const [index, customer] of customers.entries()) {
        await expect(logos.nth(index)).toHaveAccessibleName(customer.name)
        await expect(logos.nth(index)).toHaveJSProperty('complete', true)
        expect(await logos.nth(index).evaluate((image: HTMLImageElement) => image.naturalWidth)).toBeGreaterThan(0)
        if (customer.sector !== 'other')
          await expect(row.getByRole('listitem').nth(index)).toContainText(tagLabel(customer.sector))
      }
      await expect(page.getByRole('img', { name: 'Example Private Ltd' })).toHaveCount(0)
      await row.getByRole('link', { name: proofCopy.caseStudiesLink }).click()
      await expect(page).toHaveURL('/case-studies')
    })

    test('the certifications strip shows each valid certificate with a way to check it', async ({ page }) => {
      await page.goto('/')
      const strip = page.getByRole('region', { name: certifications.heading })
      for (const item of certifications.items) {
        const link = strip.getByRole('link', { name: item.linkLabel })
        await expect(link).toHaveAttribute('href', item.href)
        await expect(link).toHaveAttribute('rel', 'noopener noreferrer')
      }
      const cards = strip.getByRole('listitem')
      // The scheme's card with the certificate's level, then a certificate of a scheme with no card of its own.
      await expect(cards.getByRole('heading')).toHaveText(['Cyber Essentials Plus', 'ICO registered', 'Example Standard'])
      for (const certificate of certificates) {
        const card = cards.filter({ hasText: certificate.number })
        const check = card.getByRole('link', { name: new RegExp(`${proofCopy.certificate.verify}.*${certificate.number}`) })
        await expect(check).toHaveAttribute('href', certificate.verification)
        await expect(check).toHaveAttribute('rel', 'noopener noreferrer')
        await expect(
          card.getByRole('definition').filter({ has: page.locator(`time[datetime="${certificate.expiry}"]`) }),
        ).toBeVisible()
      }
      expect(expired).toHaveLength(1)
      for (const certificate of expired) await expect(page.getByText(certificate.number)).toHaveCount(0)
    })

    test('the commitments show the service commitments: first response by plan', async ({ page }) => {
      await page.goto('/')
      const commitments = page.getByRole('region', { name: homeCommitments.heading })
      const targets = (await fixtureCommitments()).responseTargets
      await expect(commitments.getByRole('term')).toHaveText(
        targets.map(({ plan }) => pricing.plans.find(({ id }) => id === plan)!.name),
      )
      for (const target of targets) await expect(commitments).toContainText(`${target.firstResponse}${target.channel}`)
    })
  })
}

test('at 1280 px fewer than four logos make one strip: heading, logos and link on one row', async ({ page }) => {
  expect(customers.length).toBeLessThan(4)
  await page.setViewportSize(desktop)
  await page.goto('/')
  const row = page.getByRole('region', { name: proofCopy.logosHeading })
  const middle = async (part: ReturnType<typeof row.getByRole>) => {
    const box = (await part.boundingBox())!
    return box.y + box.height / 2
  }
  const heading = await middle(row.getByRole('heading', { name: proofCopy.logosHeading }))
  for (const part of [row.getByRole('list'), row.getByRole('link', { name: proofCopy.caseStudiesLink })])
    expect(Math.abs((await middle(part)) - heading)).toBeLessThanOrEqual(24)
  expect((await row.boundingBox())!.height).toBeLessThanOrEqual(160)
})

test('the support page states the working hours and the targets of the service commitments', async ({ page }) => {
  await page.goto('/support')
  const { hours, responseTargets } = await fixtureCommitments()
  await expect(page.getByRole('article').getByText(`${hours}.`)).toBeVisible()
  for (const target of responseTargets) await expect(page.getByRole('article')).toContainText(target.firstResponse)
})
