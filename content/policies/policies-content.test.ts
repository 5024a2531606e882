import type { RichText } from '@/content/schema'
import * as about from '@/content/company/about'
import * as careers from '@/content/company/careers'
import * as support from '@/content/company/support'
import * as cookie from './cookie'
import * as privacy from './privacy'
import * as tos from './tos'

const policies = { privacy, tos, cookie }
const pages: [string, { summary: string; body: RichText }][] = Object.entries({
  ...policies,
  about,
  careers,
  support,
})

function textOf(body: RichText): string {
  return body.map((block) => ('text' in block ? block.text : block.items.join('\n'))).join('\n')
}

describe('policy and company page content', () => {
  it.each(pages)('%s has a summary, opens with a paragraph and has at least 3 h2 sections', (_, page) => {
    expect(page.summary.trim().length).toBeGreaterThan(0)
    expect(page.body[0]?.type).toBe('p')
    expect(page.body.filter((block) => block.type === 'h2').length).toBeGreaterThanOrEqual(3)
  })

  it.each(Object.entries(policies))('%s has a valid ISO lastUpdated date', (_, policy) => {
    expect(policy.lastUpdated).toMatch(/^\d{4}-\d{2}-\d{2}$/)
    expect(new Date(`${policy.lastUpdated}T00:00:00Z`).toISOString().slice(0, 10)).toBe(policy.lastUpdated)
  })

  it.each([
    'plainguard-cookie-consent',
    'planDetails',
    'jwt',
    'Vercel Web Analytics',
    'Sentry',
    'sentryReplaySession',
    'Global Privacy Control',
    'Cookie settings',
  ])('the cookie policy mentions %s', (term) => {
    expect(textOf(cookie.body)).toContain(term)
  })

  it('contains no HTML or markdown markup', () => {
    for (const [, page] of pages) {
      expect(textOf(page.body)).not.toMatch(/<[a-z/]|\*\*|\]\(|^#/m)
    }
  })
})
