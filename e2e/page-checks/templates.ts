import { expect, type Page } from '@playwright/test'
import { industries } from '@/content/industries/index'
import { demoCta, trialAssurance } from '@/content/pages'
import { policies } from '@/content/policies/index'
import { productViewCaption } from '@/content/product-view'
import { relatedGroups } from '@/content/related'
import type { SolutionPage } from '@/content/schema'
import type { Signature } from '@/content/signature'
import { solutions } from '@/content/solutions/index'
import { formatDate } from '#lib/format'
import { hero } from '@/e2e/fixtures'

export const templatePages: SolutionPage[] = [...solutions, ...industries]

export async function expectSolutionPage(page: Page, content: SolutionPage) {
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(content.title)
  await expect(page.getByText(content.description)).toBeVisible()
  await expect(hero(page).getByRole('link', { name: 'Book a Demo' })).toHaveAttribute('href', '/book-demo')
  await expect(hero(page).getByText(trialAssurance)).toBeVisible()
  const view = hero(page).getByRole('img', { name: content.imageAlt })
  await expect(view).toBeVisible()
  // Text, not a picture of text: the view's own words are in the page.
  await expect(view).toContainText('title' in content.image ? content.image.title : content.image.name)
  await expect(hero(page).getByText(productViewCaption)).toBeVisible()
  await expect(hero(page).locator('img')).toHaveCount(0)

  const middle = page.getByRole('region', { name: content.middleTitle })
  await expect(middle.getByText(content.middleSubtitle)).toHaveCSS('text-decoration-line', 'underline')
  await expect(cardList(page, content).getByRole('listitem')).toHaveCount(content.cards.length)
  expect(content.cards.length).toBeGreaterThanOrEqual(6)
  for (const card of content.cards) await expect(middle.getByRole('heading', { name: card.title })).toBeVisible()
  const signature = middle.getByRole('region', { name: content.signature.heading })
  await expect(signature).toBeVisible()
  await expect(signature).toContainText(signatureWords(content.signature))

  const main = page.getByRole('main')
  await expect(main.locator('#problem-heading')).toBeVisible()
  // Every other service and every other industry, the ones the menus leave out included.
  const related: (string | null)[] = []
  for (const group of relatedGroups(content))
    related.push(
      ...(await main
        .getByRole('navigation', { name: group.heading })
        .getByRole('link')
        .evaluateAll((links) => links.map((link) => link.getAttribute('href')))),
    )
  const others = templatePages.map((other) => other.canonicalUrl).filter((path) => path !== content.canonicalUrl)
  expect(related.sort()).toEqual(others.sort())
  const cta = main.getByRole('region', { name: (content.closing ?? demoCta).heading })
  await expect(cta.getByRole('link', { name: 'Book a Demo' })).toHaveAttribute('href', '/book-demo')
  await expect(cta.getByRole('link', { name: 'See pricing' })).toHaveAttribute('href', '/pricing')
}

/** The middle section's cards, apart from the lists in the page's own module. */
const cardList = (page: Page, content: SolutionPage) =>
  page
    .getByRole('region', { name: content.middleTitle })
    .getByRole('list')
    .filter({ has: page.getByRole('heading', { name: content.cards[0]!.title }) })

function signatureWords(module: Signature): string {
  switch (module.kind) {
    case 'notice':
      return module.subject
    case 'watch':
      return module.items[0]!.lookalike
    case 'sources':
      return module.items[0]!.source
    case 'rules':
      return module.rows[0]!.content
    case 'email':
      return module.subject
    case 'risk-map':
      return module.rows[0]!.risk
    case 'channels':
      return module.items[0]!.example
    case 'lure':
      return module.message
    case 'route':
      return module.stages[0]!.what
  }
}

export async function cardGrid(page: Page, content: SolutionPage) {
  const grid = cardList(page, content)
  return grid.evaluate((list) => {
    const bounds = list.getBoundingClientRect()
    const byTop = new Map<number, { left: number; right: number }>()
    for (const item of list.children) {
      const box = item.getBoundingClientRect()
      const row = byTop.get(Math.round(box.top)) ?? { left: Infinity, right: -Infinity }
      byTop.set(Math.round(box.top), { left: Math.min(row.left, box.left), right: Math.max(row.right, box.right) })
    }
    return {
      columns: getComputedStyle(list).gridTemplateColumns.split(' ').length,
      gaps: [...byTop.values()].map((row) => ({ start: row.left - bounds.left, end: bounds.right - row.right })),
    }
  })
}

/** The spec's 1, 2 and 3 columns, each row reaching both edges of the grid: no empty cell. */
export async function expectCardGrid(page: Page, content: SolutionPage, columns: number) {
  const { columns: tracks, gaps } = await cardGrid(page, content)
  expect(tracks, `columns at ${page.viewportSize()!.width} px`).toBe(columns)
  for (const gap of gaps) {
    expect(gap.start, `row start at ${page.viewportSize()!.width} px`).toBeLessThan(1)
    expect(gap.end, `row end at ${page.viewportSize()!.width} px`).toBeLessThan(1)
  }
}

export async function expectPolicyPage(page: Page, slug: string) {
  const policy = policies.find((candidate) => candidate.slug === slug)!
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(policy.title)
  await expect(page.getByText(`Last updated ${formatDate(policy.lastUpdated)}`)).toBeVisible()
  expect(await page.getByRole('main').getByRole('heading', { level: 2 }).count()).toBeGreaterThanOrEqual(3)
}
