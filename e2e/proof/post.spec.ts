import { readdirSync } from 'node:fs'
import { expect, type Page, test } from '@playwright/test'
import { jsonLd } from '@/e2e/fixtures'
import { desktop, fixturePosts, phone, readData, readEntries } from '#test/proof-fixture'

const people = await readEntries('people')
const post = (await fixturePosts()).find(({ person }) => person)!
const person = people.find(({ slug }) => slug === post.person)!

const article = async (page: Page) => (await jsonLd(page)).find((data) => data['@type'] === 'BlogPosting')

for (const viewport of [phone, desktop]) {
  test(`a post by a person at ${viewport.width} px names them as its author`, async ({ page }) => {
    await page.setViewportSize(viewport)
    await page.goto(`/blog/${post.slug}`)
    const header = page.getByRole('article').locator('header')
    const name = header.getByRole('link', { name: new RegExp(person.name) })
    await expect(name).toHaveAttribute('href', person.profile!)
    await expect(name).toHaveAttribute('rel', 'noopener noreferrer')
    await expect(header).toContainText(`, ${person.role} · `)
    await expect(header).not.toContainText(post.author)
    expect((await article(page)).author).toEqual({
      '@type': 'Person',
      name: person.name,
      jobTitle: person.role,
      url: person.profile,
    })
  })
}

test('a post too short for contents is one centred column at 1280 px, not a column beside an empty rail', async ({ page }) => {
  await page.setViewportSize(desktop)
  await page.goto(`/blog/${post.slug}`)
  await expect(page.getByRole('navigation', { name: 'In this article' })).toHaveCount(0)
  const box = (await page.getByRole('article').locator('header').boundingBox())!
  expect(Math.abs(box.x - (desktop.width - box.x - box.width))).toBeLessThanOrEqual(1)
})

test('a post by a team keeps its team, an Organization, as its author', async ({ page }) => {
  const file = readdirSync('content/blog').find((name) => name.endsWith('.mdx'))!
  const team = { slug: file.replace(/\.mdx$/, ''), ...(readData(`content/blog/${file}`) as { author: string; person?: string }) }
  expect(team.person).toBeUndefined()
  await page.goto(`/blog/${team.slug}`)
  await expect(page.getByRole('article').locator('header')).toContainText(team.author)
  expect((await article(page)).author).toMatchObject({ '@type': 'Organization', name: team.author })
})

test('the blog list names the person', async ({ page }) => {
  await page.goto('/blog')
  await expect(page.getByRole('article', { name: post.title })).toContainText(person.name)
})
