import { noAddons } from '#lib/pricing'
import { dashboardSignupUrl, parsePlanDetails, planDetailsCookieOptions, PLAN_DETAILS_COOKIE } from '#lib/plan-details'

const good = { plan: 'business', isYearly: true, addons: { ...noAddons, DetectionAlerts: 3 } }

describe('parsePlanDetails', () => {
  it('reads a well-formed cookie value', () => {
    expect(PLAN_DETAILS_COOKIE).toBe('planDetails')
    expect(parsePlanDetails(JSON.stringify(good))).toEqual(good)
    expect(parsePlanDetails(JSON.stringify(good), 'business')).toEqual(good)
  })

  it.each([
    ['missing', undefined],
    ['not JSON', '{plan:business'],
    ['JSON but not an object', '"business"'],
    ['an array', '[]'],
    ['unknown plan', JSON.stringify({ ...good, plan: 'gold' })],
    ['isYearly not a boolean', JSON.stringify({ ...good, isYearly: 'true' })],
    ['a disallowed quantity', JSON.stringify({ ...good, addons: { ...noAddons, DetectionAlerts: 4 } })],
    ['a negative quantity', JSON.stringify({ ...good, addons: { ...noAddons, DetectionAlerts: -1 } })],
    ['a missing add-on', JSON.stringify({ ...good, addons: { DetectionAlerts: 3 } })],
    ['an extra field', JSON.stringify({ ...good, price: 0 })],
    ['huge', JSON.stringify({ ...good, pad: 'x'.repeat(4096) })],
  ])('rejects %s', (_, raw) => {
    expect(parsePlanDetails(raw)).toBeNull()
  })

  it('rejects details for another plan than the page is for', () => {
    expect(parsePlanDetails(JSON.stringify(good), 'starter')).toBeNull()
  })
})

describe('planDetailsCookieOptions', () => {
  it('expires in one day, on path /, Secure', () => {
    const now = Date.UTC(2026, 10, 21, 12)
    expect(planDetailsCookieOptions(now)).toEqual({
      expires: new Date(Date.UTC(2026, 10, 22, 12)),
      path: '/',
      secure: true,
      sameSite: 'lax',
    })
  })
})

describe('dashboardSignupUrl', () => {
  it('carries the choice to the dashboard sign-up', () => {
    expect(dashboardSignupUrl('https://dashboard.plainguard.co.uk', good as never)).toBe(
      'https://dashboard.plainguard.co.uk/signup?plan=business&billing=yearly&ManagedTakedowns=0&DetectionAlerts=3&ContentModerationScans=0&MonitoredWebsites=0',
    )
  })
})
