import { site } from './site'

describe('site', () => {
  it('holds the product identity and the configured URLs', () => {
    expect(site).toMatchObject({
      name: 'Plainguard',
      slogan: 'Just Simple Security',
      domain: 'plainguard.co.uk',
      url: 'https://plainguard.co.uk',
      apiUrl: 'https://api.plainguard.co.uk',
      statuspageUrl: 'https://status.plainguard.co.uk/api/v2/incidents/unresolved.json',
      dashboardUrl: 'https://dashboard.plainguard.co.uk',
      version: '0.0.1',
    })
    expect(site.companyNumber).toMatch(/^\d{8}$/)
    expect(site.social.map((profile) => profile.name)).toEqual(['LinkedIn', 'X'])
  })
})
