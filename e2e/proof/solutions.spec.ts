import { expect, test } from '@playwright/test'
import { industries } from '@/content/industries/index'
import { proofCopy, tagLabel } from '@/content/proof'
import { solutions } from '@/content/solutions/index'
import { desktop, phone, readEntries } from '#test/proof-fixture'

const testimonials = await readEntries('testimonials')
const studies = await readEntries('caseStudies')

// A service page with a quote and a case study of its own; an industry page with the general quote (no retail one) and
// its sector's study. Each by its name in e2e/fixtures/proof.
const pages = [
  { content: solutions.find(({ slug }) => slug === 'takedowns')!, quote: 'Alex Example', studies: ['example-bank-clone-sites'] },
  {
    content: industries.find(({ slug }) => slug === 'retail')!,
    quote: 'Sam Sample',
    studies: ['example-retail-leaked-accounts'],
  },
]

for (const viewport of [phone, desktop]) {
  for (const { content, ...shown } of pages) {
    test(`${content.canonicalUrl} at ${viewport.width} px: its quote and case studies follow the problem`, async ({ page }) => {
      await page.setViewportSize(viewport)
      const quote = testimonials.find(({ name }) => name === shown.quote)!
      const about = shown.studies.map((slug) => studies.find((study) => study.slug === slug)!)
      await page.goto(content.canonicalUrl)
      const block = page.getByRole('region', { name: proofCopy.solutionHeading })
      await expect(block).toBeVisible()
      const top = async (name: string) => (await page.getByRole('heading', { level: 2, name, exact: true }).boundingBox())!.y
      const box = (await block.boundingBox())!
      const middle = (await page.getByRole('region', { name: content.middleTitle }).boundingBox())!
      expect(box.y).toBeGreaterThan(await top(content.problem!.heading))
      expect(Math.round(box.y)).toBe(Math.round(middle.y + middle.height))
      expect(box.y + box.height).toBeLessThanOrEqual(await top('Related pages'))
      expect(box.y + box.height).toBeLessThan(await top(content.closing.heading))

      const figure = block.getByRole('figure')
      await expect(figure.getByRole('blockquote')).toHaveText(quote.quote)
      await expect(figure).toContainText(quote.name)
      await expect(figure).toContainText(`${quote.role}, ${quote.company}`)

      const cards = block.getByRole('article')
      await expect(cards.getByRole('heading')).toHaveText(about.map(({ title }) => title))
      for (const study of about) {
        const card = cards.filter({ hasText: study.title })
        await expect(card).toContainText(`${study.client} · ${tagLabel(study.sector)}`)
        await expect(card).toContainText(study.figures[0]!.value)
        const more = card.getByRole('link', { name: proofCopy.readCaseStudy })
        await expect(more).toHaveAccessibleDescription(study.title)
        await expect(more).toHaveAttribute('href', `/case-studies/${study.slug}`)
      }
      const all = block.getByRole('link', { name: proofCopy.allCaseStudies })
      await expect(all).toHaveAttribute('href', '/case-studies')
      const allTop = (await all.boundingBox())!.y
      const lastCard = (await cards.last().boundingBox())!
      if (viewport === phone) expect(allTop).toBeGreaterThan(lastCard.y + lastCard.height)
      else expect(allTop).toBeLessThan((await cards.first().boundingBox())!.y)
      await cards.getByRole('link', { name: about[0]!.title }).click()
      await expect(page).toHaveURL(`/case-studies/${about[0]!.slug}`)
    })
  }
}
