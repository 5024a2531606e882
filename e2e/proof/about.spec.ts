import { expect, test } from '@playwright/test'
import { aboutPage } from '@/content/company/about'
import { proofCopy } from '@/content/proof'
import { desktop, phone, readEntries } from '#test/proof-fixture'

const people = await readEntries('people')
// The fixtures' leadership in its order (e2e/fixtures/proof/people); Pat Writer, who is not in it, writes a post.
const leaders = ['Jane Example', 'Sam Sample'].map((name) => people.find((person) => person.name === name)!)

for (const viewport of [phone, desktop]) {
  test(`About at ${viewport.width} px: the leadership in order, each in full`, async ({ page }) => {
    await page.setViewportSize(viewport)
    await page.goto('/about/company')
    const block = page.getByRole('region', { name: proofCopy.leadershipHeading })
    const cards = block.getByRole('listitem')
    await expect(cards.getByRole('heading')).toHaveText(leaders.map(({ name }) => name))
    for (const [index, person] of leaders.entries()) {
      const card = cards.nth(index)
      await expect(card).toContainText(person.role)
      await expect(card).toContainText(person.bio)
      const photo = card.getByRole('img', { name: person.name })
      await photo.scrollIntoViewIfNeeded()
      await expect.poll(() => photo.evaluate((image: HTMLImageElement) => image.naturalWidth)).toBeGreaterThan(0)
      const profile = card.getByRole('link', { name: new RegExp(`of ${person.name}`) })
      if (person.profile) {
        await expect(profile).toHaveAttribute('href', person.profile)
        await expect(profile).toHaveAttribute('rel', 'noopener noreferrer')
      } else await expect(profile).toHaveCount(0)
    }
    await expect(block.getByText('Pat Writer')).toHaveCount(0)
  })
}

test('About lists its leadership among its sections, between the copy and how we work', async ({ page }) => {
  await page.setViewportSize(desktop)
  await page.goto('/about/company')
  const links = page.getByRole('navigation', { name: 'On this page' }).getByRole('link')
  await expect(links.nth(-2)).toHaveText(proofCopy.leadershipHeading)
  await expect(links.last()).toHaveText(aboutPage.method.heading)
  await links.nth(-2).click()
  await expect(page.getByRole('heading', { name: proofCopy.leadershipHeading, exact: true })).toBeInViewport()
})
