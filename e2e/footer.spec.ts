import { expect, test } from '@playwright/test'
import { company } from '@/content/company/facts'
import { desktop, phone } from '@/e2e/fixtures'

test('the footer holds its columns, the company’s details and the build version', async ({ page }) => {
  await page.goto('/')
  const footer = page.getByRole('contentinfo')
  const columns = {
    Solutions: [
      ['Takedowns', '/solutions/takedowns'],
      ['Website Monitoring', '/solutions/website-monitoring'],
      ['Dark Web Scanning', '/solutions/dark-web-scanning'],
      ['Content Moderation', '/solutions/content-moderation'],
    ],
    Company: [
      ['About', '/about/company'],
      ['Contact', '/contact'],
      ['Support', '/support'],
      ['Privacy Policy', '/policies/privacy'],
      ['Terms of Service', '/policies/tos'],
    ],
    Careers: [['Job Openings', '/careers']],
  }
  for (const [title, links] of Object.entries(columns)) {
    const column = footer.getByRole('navigation', { name: title })
    await expect(column.getByRole('heading', { name: title })).toBeVisible()
    await expect(column.getByRole('link')).toHaveCount(links.length)
    for (const [label, href] of links) await expect(column.getByRole('link', { name: label })).toHaveAttribute('href', href!)
  }

  await expect(footer.getByText(/Company No\. \d{8}/)).toBeVisible()

  for (const [network, host] of [
    ['LinkedIn', 'https://www.linkedin.com/'],
    ['X', 'https://x.com/'],
  ] as const) {
    const link = footer.getByRole('link', { name: `Plainguard on ${network} (opens in a new tab)` })
    await expect(link).toHaveAttribute('href', new RegExp(`^${host}`))
    await expect(link).toHaveAttribute('target', '_blank')
    await expect(link).toHaveAttribute('rel', 'noopener noreferrer')
  }

  await expect(footer.getByText(/^Version ([0-9a-f]{8}|0\.0\.1)$/)).toBeVisible()
})

test('the footer shows the company’s registered office and number, from the company’s facts', async ({ page }) => {
  await page.goto('/about/company')
  const footer = page.getByRole('contentinfo')
  await expect(footer).toContainText(`Registered in ${company.registeredIn} · Company No. ${company.companyNumber}`)
  await expect(footer).toContainText(`Registered office: ${company.registeredOffice}`)
})

test('at 1280 px the footer’s wordmark sits on the column headings’ line', async ({ page }) => {
  await page.setViewportSize(desktop)
  await page.goto('/pricing')
  const footer = page.getByRole('contentinfo')
  const middle = (box: { y: number; height: number } | null) => box!.y + box!.height / 2
  const logo = middle(await footer.getByRole('link', { name: 'Plainguard, home' }).boundingBox())
  const heading = middle(await footer.getByRole('heading', { name: 'Solutions' }).boundingBox())
  // The mark is taller than a heading: without its lift the wordmark sits 6 px low.
  expect(Math.abs(logo - heading)).toBeLessThanOrEqual(3)
})

test('on a phone the groups stand two a row, the third under both lists, not level with either’s end', async ({ page }) => {
  await page.setViewportSize(phone)
  await page.goto('/pricing')
  const footer = page.getByRole('contentinfo')
  const box = async (name: string) => (await footer.getByRole('navigation', { name }).boundingBox())!
  const [solutions, company, careers] = [await box('Solutions'), await box('Company'), await box('Careers')]
  expect(careers.x).toBe(solutions.x)
  expect(company.x).toBeGreaterThan(solutions.x)
  expect(company.y).toBe(solutions.y)
  expect(careers.y, 'Careers starts after both lists end').toBeGreaterThan(
    Math.max(solutions.y + solutions.height, company.y + company.height),
  )
})

test('on a phone the company’s details stand one a line, evenly spaced', async ({ page }) => {
  await page.setViewportSize(phone)
  await page.goto('/pricing')
  const footer = page.getByRole('contentinfo')
  const lines = [
    `© ${company.legalName}`,
    `Registered in ${company.registeredIn}`,
    `Company No. ${company.companyNumber}`,
    `Registered office: ${company.registeredOffice}`,
  ]
  const tops = await Promise.all(lines.map(async (text) => (await footer.getByText(text).boundingBox())!.y))
  const gaps = tops.slice(1).map((top, index) => top - tops[index]!)
  for (const gap of gaps) expect(Math.abs(gap - gaps[0]!), `gaps ${gaps.join(', ')}`).toBeLessThanOrEqual(1)
})

test('on a phone the social names and the version sit at one spacing, each link a 24 px target', async ({ page }) => {
  await page.setViewportSize(phone)
  await page.goto('/')
  const footer = page.getByRole('contentinfo')
  const links = ['LinkedIn', 'X'].map((network) =>
    footer.getByRole('link', { name: `Plainguard on ${network} (opens in a new tab)` }),
  )
  /** Where an element's text, not its box, starts and ends. */
  const textEdges = (element: (typeof links)[number]) =>
    element.evaluate((node) => {
      const range = document.createRange()
      range.selectNodeContents(node)
      const { left, right } = range.getBoundingClientRect()
      return { left, right }
    })
  const [linkedIn, x, version] = await Promise.all([...links, footer.getByText(/^Version /)].map(textEdges))
  expect(Math.abs(x!.left - linkedIn!.right - (version!.left - x!.right))).toBeLessThanOrEqual(2)
  for (const link of links) {
    const box = (await link.boundingBox())!
    expect(Math.min(box.width, box.height)).toBeGreaterThanOrEqual(24)
  }
})
