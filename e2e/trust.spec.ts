import { expect, test } from '@playwright/test'
import { certifications as homeCertifications } from '@/content/home'
import { certificateFacts } from '@/content/proof'
import { knownFacts, security } from '@/content/security'
import { parseSecurityTxt } from '#lib/security-txt'

test.describe('the trust centre', () => {
  test('/security covers data protection, certifications, sub-processors, the DPA and disclosure', async ({ page }) => {
    await page.goto('/security')
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Security at Plainguard')
    const practices = page.getByRole('region', { name: security.practicesHeading })
    for (const title of ['Hosting region', 'Encryption', 'Access control', 'Staff vetting', 'Incident response'])
      await expect(practices.getByRole('heading', { name: title })).toBeVisible()
    const certifications = page.getByRole('region', { name: 'Certified, and compliant' })
    const register = certifications.getByRole('table')
    await expect(register.getByRole('rowheader')).toContainText(['Cyber Essentials', 'ICO registered'])
    for (const item of homeCertifications.items)
      await expect(register.getByRole('link', { name: `${item.linkLabel} (opens in a new tab)` })).toHaveAttribute(
        'href',
        item.href,
      )

    const table = page.getByRole('region', { name: security.subProcessorsTable.label }).getByRole('table')
    await expect(table.getByRole('columnheader')).toHaveText(['Name', 'Purpose', 'Location'])
    await expect(table.getByRole('rowheader')).toHaveText(security.subProcessors.map(({ name }) => name))
    await expect(table).toContainText('Vercel')
    await expect(table).toContainText('Sentry')

    await expect(page.getByRole('link', { name: /Request the DPA/ })).toHaveAttribute(
      'href',
      'mailto:privacy@plainguard.co.uk?subject=Data%20processing%20agreement',
    )
    const disclosure = page.getByRole('region', { name: security.disclosure.heading })
    await expect(disclosure.getByRole('link', { name: 'Email the security team' })).toHaveAttribute(
      'href',
      'mailto:security@plainguard.co.uk',
    )
    await expect(disclosure).toContainText('Write to security@plainguard.co.uk.')
    await expect(page.getByRole('link', { name: 'security.txt' })).toHaveAttribute('href', '/.well-known/security.txt')
    const dpa = page.getByRole('region', { name: security.dpa.heading })
    await expect(dpa.getByRole('listitem')).toHaveText(security.dpa.covers)
    const bottom = async (name: RegExp) => {
      const box = (await page.getByRole('link', { name }).boundingBox())!
      return Math.round(box.y + box.height)
    }
    expect(await bottom(/Request the DPA/)).toBe(await bottom(/^Email the security team/))
    const height = async (name: RegExp) => (await page.getByRole('link', { name }).boundingBox())!.height
    expect(await height(/Request the DPA/)).toBe(await height(/^Email the security team/))
    const cta = page.getByRole('region', { name: security.cta.heading })
    await cta.getByRole('link', { name: 'Contact Us' }).click()
    await expect(page).toHaveURL('/contact')
  })

  test('/security lists the facts a vendor-risk review asks for first', async ({ page }) => {
    await page.goto('/security')
    const facts = page.getByRole('complementary', { name: 'At a glance' })
    const all = knownFacts([...security.facts, ...certificateFacts])
    expect(all.length).toBeGreaterThan(1)
    await expect(facts.getByRole('term')).toHaveText(all.map(({ label }) => label))
    // Each has a value: a fact not yet confirmed is left out, never shown as a placeholder.
    await expect(facts.getByRole('definition')).toHaveText(all.map(({ value }) => value))
    // Near the top: before the practices, where a reviewer starts.
    const factsTop = (await facts.boundingBox())!.y
    expect(factsTop).toBeLessThan((await page.getByRole('region', { name: security.practicesHeading }).boundingBox())!.y)
  })

  test('is linked from the home page, About, Support and the Privacy Policy', async ({ page }) => {
    await page.goto('/')
    await page.getByRole('link', { name: 'How we protect your data' }).click()
    await expect(page).toHaveURL('/security')
    for (const path of ['/about/company', '/support', '/policies/privacy']) {
      await page.goto(path)
      await expect(page.getByRole('article').getByRole('link', { name: 'security page' })).toHaveAttribute('href', '/security')
    }
  })
})

test('security.txt (RFC 9116) parses, points at the security page and has not expired', { tag: '@edge' }, async ({ request }) => {
  const response = await request.get('/.well-known/security.txt')
  expect(response.status()).toBe(200)
  expect(response.headers()['content-type']).toBe('text/plain; charset=utf-8')
  const fields = parseSecurityTxt(await response.text())
  const site = 'https://plainguard.co.uk'
  expect(fields.get('contact')).toEqual(['mailto:security@plainguard.co.uk', `${site}/security`])
  expect(fields.get('policy')).toEqual([`${site}/security`])
  expect(fields.get('canonical')).toEqual([`${site}/.well-known/security.txt`])
  expect(fields.get('preferred-languages')).toEqual(['en'])
  // Written for this request: in the future, and no more than a year away.
  const expires = Date.parse(fields.get('expires')![0]!)
  expect(expires).toBeGreaterThan(Date.now())
  expect(expires - Date.now()).toBeLessThanOrEqual(365 * 86_400_000)
  // No cache may keep it past its Expires, as Next's default for a static route (a year's s-maxage) would.
  const control = response.headers()['cache-control'] ?? ''
  const lifetimes = [...control.matchAll(/(?:s-maxage|max-age|stale-while-revalidate)=(\d+)/g)].map((match) => Number(match[1]))
  expect(lifetimes.length).toBeGreaterThan(0)
  expect(Date.now() + Math.max(...lifetimes) * 1000).toBeLessThan(expires)
})
