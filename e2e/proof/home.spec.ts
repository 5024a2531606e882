import { expect, test } from '@playwright/test'
import { certifications, homeCommitments } from '@/content/home'
import { pricing } from '@/content/pricing'
import { proofCopy, tagLabel } from '@/content/proof'
import { certificateName, certificationCards, shownCustomers, validCertificates } from '#lib/proof'
import { hero } from '@/e2e/fixtures'
import { desktop, fixtureCommitments, phone, readEntries } from '#test/proof-fixture'

const allCustomers = await readEntries('customers')
const customers = shownCustomers(allCustomers)
const today = new Date().toISOString().slice(0, 10)
const certificates = validCertificates(await readEntries('certifications'), today)
const expired = (await readEntries('certifications')).filter(({ slug }) => !certificates.some((valid) => valid.slug === slug))

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
      for (const customer of allCustomers.filter((candidate) => !candidate.permission))
        await expect(page.getByRole('img', { name: customer.name })).toHaveCount(0)
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
      await expect(cards.getByRole('heading')).toHaveText(
        certificationCards(certifications.items, certificates).map(({ item, certificate }) =>
          item ? [item.name, certificate?.level].filter(Boolean).join(' ') : certificateName(certificate!),
        ),
      )
      for (const certificate of certificates) {
        const card = cards.filter({ hasText: certificate.number })
        const check = card.getByRole('link', { name: new RegExp(`${proofCopy.certificate.verify}.*${certificate.number}`) })
        await expect(check).toHaveAttribute('href', certificate.verification)
        await expect(check).toHaveAttribute('rel', 'noopener noreferrer')
        await expect(
          card.getByRole('definition').filter({ has: page.locator(`time[datetime="${certificate.expiry}"]`) }),
        ).toBeVisible()
      }
      expect(expired.length).toBeGreaterThan(0)
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
