import { readFileSync } from 'node:fs'
import { join } from 'node:path'
import { allCompanyPages } from 'content-collections'
import { policies } from '@/content/policies/index'
import { COOKIE_POLICY_VERSION } from '#lib/consent'

const pages = [...policies, ...allCompanyPages].map((page) => [page.slug, page] as const)

describe('policy and company page content', () => {
  it('has the three policies and the three company pages', () => {
    expect(policies.map((policy) => policy.slug)).toEqual(['privacy', 'tos', 'cookie'])
    expect(allCompanyPages.map((page) => page.slug).sort()).toEqual(['about', 'careers', 'support'])
  })

  it.each(pages)('%s has at least 3 h2 sections', (_, page) => {
    expect(page.outline.filter((heading) => heading.level === 2).length).toBeGreaterThanOrEqual(3)
  })

  it.each(policies.map((policy) => [policy.slug, policy] as const))(
    '%s has a summary and a real lastUpdated date',
    (_, policy) => {
      expect(policy.summary.trim().length).toBeGreaterThan(0)
      expect(new Date(`${policy.lastUpdated}T00:00:00Z`).toISOString().slice(0, 10)).toBe(policy.lastUpdated)
    },
  )
})

describe('the cookie policy', () => {
  const source = readFileSync(join(__dirname, 'cookie.mdx'), 'utf8')

  it('has the version the consent cookie records: changing the policy asks every visitor again', () => {
    expect(policies.find((policy) => policy.slug === 'cookie')!.lastUpdated).toBe(COOKIE_POLICY_VERSION)
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
  ])('mentions %s', (term) => {
    expect(source).toContain(term)
  })
})
