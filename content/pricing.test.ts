import { pricing } from '@/content/pricing'
import { formatGBP, noAddons, priceSummary, type Addons } from '#lib/pricing'

const monthlyVat = { isYearly: false, showVat: true }
const yearlyVat = { isYearly: true, showVat: true }
const yearlyNoVat = { isYearly: true, showVat: false }
const addons = (partial: Partial<Addons>): Addons => ({ ...noAddons, ...partial })

describe('worked prices from the site’s own price list', () => {
  it('Starter, monthly, VAT on, no add-ons: £120 incl. VAT, VAT (20%) £20', () => {
    const summary = priceSummary(pricing, 'starter', noAddons, monthlyVat)
    expect(summary).toMatchObject({ period: '/mo', base: 120, total: 120, totalLabel: 'incl. VAT', vat: 20, totalExVat: 100 })
    expect(formatGBP(summary.total)).toBe('£120')
  })

  it('Business, yearly, VAT off, 3 detection alerts: £9,744 ex. VAT', () => {
    const summary = priceSummary(pricing, 'business', addons({ DetectionAlerts: 3 }), yearlyNoVat)
    expect(summary.period).toBe('/yr')
    expect(formatGBP(summary.base)).toBe('£9,600')
    expect(summary.addons.find((line) => line.id === 'DetectionAlerts')).toEqual({
      id: 'DetectionAlerts',
      quantity: 3,
      price: 144,
    })
    expect(formatGBP(summary.total)).toBe('£9,744')
    expect(summary.totalLabel).toBe('ex. VAT')
    expect(summary.vat).toBeNull()
  })

  it('Starter, yearly, VAT on, a scan pack and 2 monitored websites: £2,995 incl. VAT', () => {
    const summary = priceSummary(pricing, 'starter', addons({ ContentModerationScans: 1, MonitoredWebsites: 2 }), yearlyVat)
    expect(summary.totalExVat).toBe(2496)
    expect(formatGBP(summary.total)).toBe('£2,995')
    expect(formatGBP(summary.vat!)).toBe('£499')
    expect(summary.totalLabel).toBe('incl. VAT')
  })
})
