import { readFileSync, readdirSync } from 'node:fs'
import { join } from 'node:path'
import { homeSolutions } from '@/content/home'
import { faq } from '@/content/home-faq'
import { industries } from '@/content/industries/index'
import { footerGroups, solutionGroups } from '@/content/navigation'
import { pages } from '@/content/pages'
import { retiredServiceName, services } from '@/content/services'
import { solutions } from '@/content/solutions/index'

const names = Object.values(services).map((service) => service.name)
const byHref = new Map<string, string>(Object.values(services).map((service) => [service.href, service.name]))

describe('one name per service', () => {
  it('names each solution page by its service', () => {
    for (const page of solutions) expect(byHref.get(page.canonicalUrl)).toBe(page.title)
    expect(solutions.map((page) => page.title).sort()).toEqual([...names].sort())
  })

  it('uses the same names in the navbar, the footer and the home page cards', () => {
    const links = [...solutionGroups, ...footerGroups].flatMap((group) => group.links)
    const serviceLinks = links.filter((link) => byHref.has(link.href))
    expect(serviceLinks.length).toBeGreaterThan(0)
    for (const link of serviceLinks) expect(link.label).toBe(byHref.get(link.href))
    for (const card of homeSolutions.cards) expect(card.title).toBe(byHref.get(card.href))
  })

  it('never calls a service by another name in the copy', () => {
    const copy = JSON.stringify([homeSolutions, faq, pages, solutions, industries])
    expect(retiredServiceName(copy)).toBeUndefined()
  })

  it('never calls a service by another name in an editable page or post', () => {
    const files = readdirSync('content', { recursive: true, encoding: 'utf8' }).filter((name) => /\.(mdx|yaml)$/.test(name))
    expect(files.length).toBeGreaterThan(10)
    const misnamed = files.filter((name) => retiredServiceName(readFileSync(join('content', name), 'utf8')))
    expect(misnamed).toEqual([])
  })

  it('the rule catches another name for a service, and passes the names themselves', () => {
    for (const old of ['Web Monitoring', 'Dark-Web Scanning', 'Web Scanning', 'dark web monitoring'])
      expect(retiredServiceName(`We offer ${old}.`)).toBeDefined()
    expect(retiredServiceName(names.join(', '))).toBeUndefined()
    expect(retiredServiceName('The Future of Dark\u00a0Web Scanning')).toBeUndefined()
  })
})
