import {
  bylineOf,
  caseStudiesFor,
  caseStudyList,
  certificateName,
  certificationCards,
  certificationTitle,
  leadershipOf,
  proofPageOf,
  quoteFor,
  shownCustomers,
  validCertificates,
} from '#lib/proof'

describe('proofPageOf', () => {
  it('reads a service page and an industry page from their paths', () => {
    expect(proofPageOf('/solutions/takedowns')).toEqual({ kind: 'service', slug: 'takedowns' })
    expect(proofPageOf('/industry/retail')).toEqual({ kind: 'industry', slug: 'retail' })
  })
})

describe('shownCustomers', () => {
  it('keeps only those who gave permission, by name', () => {
    const customers = [
      { name: 'Zed Example Ltd', permission: true },
      { name: 'Hidden Example Ltd', permission: false },
      { name: 'Alpha Example plc', permission: true },
    ]
    expect(shownCustomers(customers).map(({ name }) => name)).toEqual(['Alpha Example plc', 'Zed Example Ltd'])
    expect(shownCustomers([])).toEqual([])
    expect(shownCustomers([{ name: 'Hidden Example Ltd', permission: false }])).toEqual([])
  })
})

describe('quoteFor', () => {
  const quote = (slug: string, services: string[] = [], industries: string[] = []) => ({ slug, services, industries })
  const takedowns = { kind: 'service', slug: 'takedowns' } as const
  const retail = { kind: 'industry', slug: 'retail' } as const

  it("prefers a quote about the page's service or industry", () => {
    const quotes = [quote('a-general'), quote('b-takedowns', ['takedowns']), quote('c-retail', [], ['retail'])]
    expect(quoteFor(quotes, takedowns)?.slug).toBe('b-takedowns')
    expect(quoteFor(quotes, retail)?.slug).toBe('c-retail')
  })

  it('falls back to a quote about no page in particular, never one about another page', () => {
    expect(quoteFor([quote('a-general'), quote('b-monitoring', ['website-monitoring'])], takedowns)?.slug).toBe('a-general')
    expect(
      quoteFor([quote('b-monitoring', ['website-monitoring']), quote('c-retail', [], ['retail'])], takedowns),
    ).toBeUndefined()
    expect(quoteFor([], takedowns)).toBeUndefined()
  })

  it('chooses the same quote whatever the order it is given in', () => {
    const quotes = [quote('b-takedowns', ['takedowns']), quote('a-takedowns', ['takedowns'])]
    expect(quoteFor(quotes, takedowns)?.slug).toBe('a-takedowns')
    expect(quoteFor(quotes.toReversed(), takedowns)?.slug).toBe('a-takedowns')
  })
})

describe('caseStudiesFor and caseStudyList', () => {
  const studies = [
    { title: 'Old', services: ['takedowns'], sector: 'financial', date: '2025-01-01' },
    { title: 'New', services: ['takedowns', 'website-monitoring'], sector: 'retail', date: '2026-01-01' },
    { title: 'Other', services: ['dark-web-scanning'], sector: 'gaming', date: '2026-06-01' },
  ]

  it("links each page to its own service's or sector's studies, newest first", () => {
    expect(caseStudiesFor(studies, { kind: 'service', slug: 'takedowns' }).map(({ title }) => title)).toEqual(['New', 'Old'])
    expect(caseStudiesFor(studies, { kind: 'industry', slug: 'retail' }).map(({ title }) => title)).toEqual(['New'])
    expect(caseStudiesFor(studies, { kind: 'service', slug: 'content-moderation' })).toEqual([])
  })

  it('lists every study newest first', () => {
    expect(caseStudyList(studies).map(({ title }) => title)).toEqual(['Other', 'New', 'Old'])
    expect(caseStudyList([])).toEqual([])
  })
})

describe('leadershipOf', () => {
  it('keeps only the leadership, in their order, then by name', () => {
    const people = [
      { name: 'Casey', leadership: true },
      { name: 'Blake', leadership: true, order: 2 },
      { name: 'Avery', leadership: false, order: 1 },
      { name: 'Drew', leadership: true, order: 1 },
      { name: 'Bailey', leadership: true },
    ]
    expect(leadershipOf(people).map(({ name }) => name)).toEqual(['Drew', 'Blake', 'Bailey', 'Casey'])
    expect(leadershipOf([{ name: 'Avery', leadership: false }])).toEqual([])
  })
})

describe('certificates', () => {
  const certificate = (scheme: string, expiry: string, level?: string) => ({
    scheme,
    expiry,
    level,
    number: `N-${scheme}`,
    verification: 'https://www.example.com/verify',
  })

  it('shows one until the end of its last valid day', () => {
    const held = [certificate('A', '2026-11-24'), certificate('B', '2026-11-23')]
    expect(validCertificates(held, '2026-11-24').map(({ scheme }) => scheme)).toEqual(['A'])
  })

  it("joins each certificate to its scheme's card, whatever its case", () => {
    const items = [{ scheme: 'Cyber Essentials' }, { scheme: 'ICO registration' }]
    const cards = certificationCards(items, [
      certificate('Example Standard', '2099-01-01'),
      certificate(' cyber essentials', '2099-01-01', 'Plus'),
    ])
    expect(cards.map(({ item, certificate }) => [item?.scheme, certificate?.scheme])).toEqual([
      ['Cyber Essentials', ' cyber essentials'],
      ['ICO registration', undefined],
      [undefined, 'Example Standard'],
    ])
    expect(certificationCards(items, []).map(({ certificate }) => certificate)).toEqual([undefined, undefined])
  })

  it('names a certificate by its scheme and level', () => {
    expect(certificateName({ scheme: 'Cyber Essentials', level: 'Plus' })).toBe('Cyber Essentials Plus')
    expect(certificateName({ scheme: 'ICO registration' })).toBe('ICO registration')
  })

  it('titles a card by the site’s name for its scheme and the certificate’s level, else by the certificate', () => {
    const plus = { scheme: 'Cyber Essentials', level: 'Plus' }
    expect(certificationTitle({ item: { name: 'Cyber Essentials' }, certificate: plus })).toBe('Cyber Essentials Plus')
    expect(certificationTitle({ item: { name: 'ICO registration' } })).toBe('ICO registration')
    expect(certificationTitle({ certificate: { scheme: 'Example Standard' } })).toBe('Example Standard')
  })
})

describe('bylineOf', () => {
  const people = [
    { slug: 'pat-example', name: 'Pat Example', role: 'Threat Analyst', profile: 'https://www.example.com/pat' },
    { slug: 'sam-example', name: 'Sam Example', role: 'Head of Analysis' },
  ]

  it('is the person a post names, with their role and profile', () => {
    expect(bylineOf({ author: 'Plainguard Threat Intelligence', person: 'pat-example' }, people)).toEqual({
      kind: 'person',
      name: 'Pat Example',
      role: 'Threat Analyst',
      url: 'https://www.example.com/pat',
    })
    expect(bylineOf({ author: 'Plainguard Threat Intelligence', person: 'sam-example' }, people)).toEqual({
      kind: 'person',
      name: 'Sam Example',
      role: 'Head of Analysis',
    })
  })

  it('is the team when the post names no person', () => {
    expect(bylineOf({ author: 'Plainguard Threat Intelligence' }, people)).toEqual({
      kind: 'team',
      name: 'Plainguard Threat Intelligence',
    })
  })
})
