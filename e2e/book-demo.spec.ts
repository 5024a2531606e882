import { demoReply } from '@/content/support'
import { lowerFirst } from '@/lib/format'
import { expect, test } from './fixtures'

test.describe('the book-demo page', () => {
  test('says who replies, the reply target and what the demo covers', async ({ page }) => {
    await page.goto('/book-demo')
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Book a Demo')
    const next = page.getByRole('complementary', { name: 'What happens next' })
    await expect(next.getByRole('term')).toHaveText(['Who replies', 'How soon', 'What the demo covers'])
    const [who, when, covers] = await next.getByRole('definition').all()
    await expect(who!).toContainText(`${demoReply.from}, by email`)
    // The target is the support page's source (content/support.ts), never retyped here.
    await expect(when!).toHaveText(`${demoReply.firstResponse} of your request.`)
    for (const topic of ['your own brand', 'lookalike sites', 'leaked data', 'how a takedown would run']) await expect(covers!).toContainText(topic)
    // The intro makes the same promise.
    const promise = `${lowerFirst(demoReply.from)} will email you ${lowerFirst(demoReply.firstResponse)} to confirm a time`
    await expect(page.getByRole('main').getByText(promise)).toBeVisible()
  })

  test('the form\'s own button reads "Book a Demo"', async ({ page }) => {
    await page.goto('/book-demo')
    await expect(page.getByRole('main').getByRole('button', { name: 'Book a Demo', exact: true })).toBeVisible()
  })
})

// Every way to the demo, on every page, reads exactly "Book a Demo": e2e/crawl.spec.ts.
