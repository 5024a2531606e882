import { expect, test } from '@playwright/test'
import { blogEntries, blogTopics, postsInTopic } from '@/content/blog/posts'
import { demoCta } from '@/content/pages'
import { adjacentPosts, relatedPosts } from '#lib/blog'
import { formatDate } from '#lib/format'
import { readingMinutes } from '#lib/markdown'
import { desktop, phone } from '@/e2e/fixtures'

test.describe('the blog list', () => {
  test('shows every post newest first, each with image, topic, author, date and link', async ({ page }) => {
    await page.goto('/blog')
    const items = page.getByRole('list', { name: 'Posts' }).getByRole('listitem')
    await expect(items).toHaveCount(blogEntries.length)
    const dates = await items.locator('time').evaluateAll((times) => times.map((time) => time.getAttribute('datetime')))
    expect(dates).toEqual(blogEntries.map((entry) => entry.date))
    expect(dates).toEqual([...dates].sort().reverse())
    for (const [index, entry] of blogEntries.entries()) {
      const item = items.nth(index)
      await expect(item.getByRole('link', { name: entry.title })).toHaveAttribute('href', `/blog/${entry.slug}`)
      await expect(item).toContainText(entry.topic)
      await expect(item).toContainText(entry.byline.name)
      await expect(item.locator('time')).toHaveText(formatDate(entry.date))
      await expect(item.locator('img')).toHaveAttribute('src', `/images/blog/${entry.image}`)
    }
  })

  test('every card keeps its title and date inside it, on a phone, a tablet and a desktop', async ({ page }) => {
    for (const width of [375, 800, 1280]) {
      await page.setViewportSize({ width, height: 900 })
      await page.goto('/blog')
      const cards = page.getByRole('list', { name: 'Posts' }).getByRole('article')
      await expect(cards).toHaveCount(blogEntries.length)
      for (const card of await cards.all()) {
        const box = (await card.boundingBox())!
        for (const part of [card.getByRole('heading'), card.getByRole('time')]) {
          const inner = (await part.boundingBox())!
          // The card clips what overflows it: text below its box would be hidden.
          expect(inner.y + inner.height, `${await card.getByRole('heading').textContent()} at ${width} px`).toBeLessThanOrEqual(
            box.y + box.height,
          )
        }
      }
    }
  })

  test('on a phone only the lead post shows its picture; the others keep topic, title, excerpt and date', async ({ page }) => {
    await page.setViewportSize(phone)
    await page.goto('/blog')
    const cards = page.getByRole('list', { name: 'Posts' }).getByRole('article')
    await expect(cards.first().locator('img')).toBeVisible()
    for (const [index, entry] of blogEntries.entries()) {
      if (index === 0) continue
      await expect(cards.nth(index).locator('img')).toBeHidden()
      await expect(cards.nth(index).getByText(entry.excerpt)).toBeVisible()
    }
    await page.setViewportSize(desktop)
    for (const card of await cards.all()) await expect(card.locator('img')).toBeVisible()
  })

  test('at 1280 px the lead post spans the row beside its picture, its text one block: no gap above the byline', async ({
    page,
  }) => {
    await page.setViewportSize(desktop)
    await page.goto('/blog')
    const cards = page.getByRole('list', { name: 'Posts' }).getByRole('article')
    const [lead, next] = [(await cards.first().boundingBox())!, (await cards.nth(1).boundingBox())!]
    expect(lead.width).toBeGreaterThan(2 * next.width)
    const excerpt = (await cards.first().getByText(blogEntries[0]!.excerpt).boundingBox())!
    const byline = (await cards.first().getByText(blogEntries[0]!.byline.name).boundingBox())!
    // mt-4 between them, the text centred in the card: not pushed to the card's foot.
    expect(byline.y - (excerpt.y + excerpt.height)).toBeLessThanOrEqual(16 + 1)
  })
})

test.describe('blog topics', () => {
  test('on a phone every topic is in sight, on one row of one-line pills', async ({ page }) => {
    await page.setViewportSize(phone)
    await page.goto('/blog')
    const boxes = []
    for (const link of await page.getByRole('navigation', { name: 'Blog topics' }).getByRole('link').all()) {
      await expect(link).toBeInViewport({ ratio: 1 })
      boxes.push((await link.boundingBox())!)
    }
    expect(new Set(boxes.map((box) => `${Math.round(box.y)} ${Math.round(box.height)}`)).size).toBe(1)
  })

  test('a topic page, linked from /blog, lists that topic’s posts newest first', async ({ page }) => {
    await page.goto('/blog')
    const topics = page.getByRole('navigation', { name: 'Blog topics' })
    await expect(topics.getByRole('link')).toHaveText(['All posts', ...blogTopics.map((topic) => topic.name)])
    await expect(topics.getByRole('link', { name: 'All posts' })).toHaveAttribute('aria-current', 'page')

    const topic = blogTopics.find((candidate) => candidate.name === 'Content Moderation')!
    await topics.getByRole('link', { name: topic.name }).click()
    await expect(page).toHaveURL(topic.path)
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(topic.name)
    await expect(page.getByText(topic.description)).toBeVisible()
    await expect(page.getByRole('navigation', { name: 'Blog topics' }).getByRole('link', { name: topic.name })).toHaveAttribute(
      'aria-current',
      'page',
    )
    const posts = page.getByRole('list', { name: 'Posts' }).getByRole('heading', { level: 2 })
    await expect(posts).toHaveText(postsInTopic(topic.slug).map((entry) => entry.title))
    expect(postsInTopic(topic.slug).length).toBeLessThan(blogEntries.length)
  })

  test('the list and each topic end with the invitation to a demo, as a post does', async ({ page }) => {
    for (const path of ['/blog', `/blog/topic/${blogTopics[0]!.slug}`]) {
      await page.goto(path)
      const cta = page.getByRole('region', { name: demoCta.heading })
      await expect(cta.getByRole('link', { name: demoCta.primary.label })).toHaveAttribute('href', demoCta.primary.href)
      await expect(cta.getByRole('link', { name: demoCta.secondary!.label })).toHaveAttribute('href', demoCta.secondary!.href)
    }
  })

  test('every post card links its topic page', async ({ page }) => {
    await page.goto('/blog')
    const first = page.getByRole('list', { name: 'Posts' }).getByRole('listitem').first()
    await first.getByRole('link', { name: blogEntries[0]!.topic, exact: true }).click()
    await expect(page).toHaveURL(blogTopics.find((topic) => topic.name === blogEntries[0]!.topic)!.path)
  })
})

test.describe('reading a post', () => {
  // A post in the middle of the list, so it has both neighbours.
  const entry = blogEntries[Math.floor(blogEntries.length / 2)]!

  test('opens from the list, with breadcrumbs, author, date and reading time', async ({ page }) => {
    await page.goto('/blog')
    await page.getByRole('link', { name: entry.title }).click()
    await expect(page).toHaveURL(`/blog/${entry.slug}`)
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(entry.title)
    await expect(page.getByRole('navigation', { name: 'Breadcrumb' }).getByRole('link')).toHaveText(['Home', 'Blog'])
    await expect(page.getByRole('main')).toContainText(
      `${entry.byline.name} · ${formatDate(entry.date)} · ${readingMinutes(entry.words)} min read`,
    )
  })

  test('shows its picture with the title, from the page itself: no request for it', async ({ page }) => {
    const pictureRequests: string[] = []
    page.on('request', (request) => {
      if (request.url().includes(`/images/blog/${entry.image}`)) pictureRequests.push(request.url())
    })
    await page.goto(`/blog/${entry.slug}`)
    const picture = page.getByRole('article').locator('header img')
    await expect(picture).toBeVisible()
    await expect.poll(() => picture.evaluate((image: HTMLImageElement) => image.naturalWidth)).toBe(1200)
    expect(pictureRequests).toEqual([])
  })

  test('the table of contents lists the sections and jumps to each', async ({ page }) => {
    await page.goto(`/blog/${entry.slug}`)
    const toc = page.getByRole('navigation', { name: 'In this article' })
    const sections = entry.outline.filter(({ level }) => level === 2)
    await expect(toc.getByRole('link')).toHaveText(sections.map(({ text }) => text))
    const last = sections.at(-1)!
    await toc.getByRole('link', { name: last.text }).click()
    await expect(page).toHaveURL(`/blog/${entry.slug}#${last.id}`)
    await expect(page.getByRole('heading', { level: 2, name: last.text })).toBeInViewport()
  })

  test('at a desk the table of contents stays in view beside the post as it is read', async ({ page }) => {
    await page.setViewportSize(desktop)
    await page.goto(`/blog/${entry.slug}`)
    const toc = page.getByRole('navigation', { name: 'In this article' })
    const sections = entry.outline.filter(({ level }) => level === 2)
    for (const section of [sections[1]!, sections.at(-1)!]) {
      await page.getByRole('heading', { level: 2, name: section.text }).scrollIntoViewIfNeeded()
      await expect(toc).toBeInViewport({ ratio: 1 })
    }
  })

  test('previous and next lead to the older and the newer post', async ({ page }) => {
    const { newer, older } = adjacentPosts(blogEntries, entry.slug)
    await page.goto(`/blog/${entry.slug}`)
    const more = page.getByRole('navigation', { name: 'More posts' })
    await expect(more.getByRole('link', { name: `Previous post ${older!.title}` })).toHaveAttribute(
      'href',
      `/blog/${older!.slug}`,
    )
    await more.getByRole('link', { name: `Next post ${newer!.title}` }).click()
    await expect(page).toHaveURL(`/blog/${newer!.slug}`)
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(newer!.title)
  })

  test('the newest post has no next post, the oldest no previous one', async ({ page }) => {
    await page.goto(`/blog/${blogEntries[0]!.slug}`)
    await expect(page.getByRole('navigation', { name: 'More posts' }).getByRole('link')).toHaveCount(1)
    await expect(page.getByRole('link', { name: /^Next post/ })).toHaveCount(0)
    await page.goto(`/blog/${blogEntries.at(-1)!.slug}`)
    await expect(page.getByRole('link', { name: /^Previous post/ })).toHaveCount(0)
  })

  test('related posts: three others, the same topic first', async ({ page }) => {
    await page.goto(`/blog/${entry.slug}`)
    const related = page.getByRole('list', { name: 'Related posts' }).getByRole('heading', { level: 3 })
    const expected = relatedPosts(blogEntries, entry.slug)
    await expect(related).toHaveText(expected.map((post) => post.title))
    expect(expected).toHaveLength(3)
    expect(expected[0]!.topic).toBe(entry.topic)
    await page.getByRole('list', { name: 'Related posts' }).getByRole('link', { name: expected[0]!.title }).click()
    await expect(page).toHaveURL(`/blog/${expected[0]!.slug}`)
  })

  test('on a phone the related posts are compact: topic, title and byline, no picture or excerpt', async ({ page }) => {
    await page.setViewportSize(phone)
    await page.goto(`/blog/${entry.slug}`)
    const related = page.getByRole('list', { name: 'Related posts' })
    const [first] = relatedPosts(blogEntries, entry.slug)
    await expect(related.getByRole('heading', { name: first!.title })).toBeVisible()
    await expect(related.getByText(first!.excerpt)).toBeHidden()
    await expect(related.locator('img').first()).toBeHidden()
    await page.setViewportSize(desktop)
    await expect(related.getByText(first!.excerpt)).toBeVisible()
  })

  test('the post and its related cards and callout are each named by their title', async ({ page }) => {
    await page.goto('/blog/understanding-phishing')
    const title = blogEntries.find((post) => post.slug === 'understanding-phishing')!.title
    const article = page.getByRole('article', { name: title })
    await expect(article.getByRole('heading', { level: 1 })).toHaveText(title)
    await expect(article.getByRole('complementary', { name: 'Where to report in the UK' })).toBeVisible()
    const related = relatedPosts(blogEntries, 'understanding-phishing')
    for (const post of related) {
      await expect(page.getByRole('list', { name: 'Related posts' }).getByRole('article', { name: post.title })).toBeVisible()
    }
  })

  test('ends with the call to action: Book a Demo and See pricing', async ({ page }) => {
    await page.goto(`/blog/${entry.slug}`)
    const cta = page.getByRole('region', { name: demoCta.heading })
    await expect(cta.getByRole('link', { name: demoCta.secondary!.label })).toHaveAttribute('href', demoCta.secondary!.href)
    await cta.getByRole('link', { name: demoCta.primary.label }).click()
    await expect(page).toHaveURL(demoCta.primary.href)
  })
})

test.describe('links in a post', () => {
  test('a post links the addresses, organisations and services it names', async ({ page }) => {
    await page.goto('/blog/understanding-phishing')
    const article = page.getByRole('article')
    await expect(article.getByRole('link', { name: 'report@phishing.gov.uk' })).toHaveAttribute(
      'href',
      'mailto:report@phishing.gov.uk',
    )
    const actionFraud = article.getByRole('link', { name: 'Action Fraud' })
    await expect(actionFraud).toHaveAttribute('href', 'https://www.actionfraud.police.uk/')
    await expect(actionFraud).toHaveAttribute('rel', 'noopener noreferrer')
    await article.getByRole('link', { name: 'phishing simulation' }).click()
    await expect(page).toHaveURL('/solutions/phishing-simulation')
  })
})
