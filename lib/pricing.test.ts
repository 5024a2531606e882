import {
  addonQuantities,
  addonUnitPrice,
  includedValue,
  formatGBP,
  forPeriod,
  isAllowedQuantity,
  isPricedPlanId,
  noAddons,
  parseAddons,
  displayedPrice,
  planPrice,
  pricedPlanIds,
  priceSummary,
  withVat,
  type Addons,
  type PlanId,
  type PriceList,
} from '#lib/pricing'

/** The specification's prices; the site's own list is checked against the worked examples in content/pricing.test.ts. */
const pricing: PriceList = {
  plans: [
    { id: 'starter', basePrice: 100 },
    { id: 'business', basePrice: 1000 },
    { id: 'enterprise', basePrice: 'Contact Us' },
  ],
  addons: [
    { id: 'ManagedTakedowns', unitPrice: 100 },
    { id: 'DetectionAlerts', unitPrice: 5 },
    { id: 'ContentModerationScans', unitPrice: 60 },
    { id: 'MonitoredWebsites', unitPrice: 50 },
  ],
}

const monthlyVat = { isYearly: false, showVat: true }
const monthlyNoVat = { isYearly: false, showVat: false }
const yearlyVat = { isYearly: true, showVat: true }
const yearlyNoVat = { isYearly: true, showVat: false }
const addons = (partial: Partial<Addons>): Addons => ({ ...noAddons, ...partial })

describe('rules', () => {
  it('a yearly figure is round(monthly × 12 × 0.8)', () => {
    expect(forPeriod(100, true)).toBe(960)
    expect(forPeriod(1000, true)).toBe(9600)
    expect(forPeriod(5, true)).toBe(48)
    expect(forPeriod(15, true)).toBe(144)
    expect(forPeriod(0, true)).toBe(0)
    expect(forPeriod(100, false)).toBe(100)
  })

  it('a displayed price with VAT is round(price × 1.2)', () => {
    expect(withVat(100, true)).toBe(120)
    expect(withVat(144, true)).toBe(173) // 172.8
    expect(withVat(48, true)).toBe(58) // 57.6
    expect(withVat(5, true)).toBe(6)
    expect(withVat(144, false)).toBe(144)
  })

  it('rounds to the nearest pound, up and down (whole-pound prices never land on .5)', () => {
    expect(withVat(48, true)).toBe(58) // 57.6 up
    expect(withVat(1, true)).toBe(1) // 1.2 down
    expect(forPeriod(5 * 3, true)).toBe(144) // 144.0
    expect(forPeriod(5, true)).toBe(48) // 48.0
    expect(priceSummary(pricing, 'starter', addons({ DetectionAlerts: 1 }), yearlyVat)).toMatchObject({
      addons: expect.arrayContaining([{ id: 'DetectionAlerts', quantity: 1, price: 58 }]),
      totalExVat: 1008,
      total: 1210, // 1209.6 up
      vat: 202, // 201.6 up
    })
    expect(priceSummary(pricing, 'starter', addons({ ContentModerationScans: 1, MonitoredWebsites: 2 }), yearlyVat).vat).toBe(499) // 499.2 down
  })

  it('the VAT line is round(total ex. VAT × 0.2), and only shown with VAT', () => {
    const summary = priceSummary(pricing, 'business', addons({ DetectionAlerts: 3, MonitoredWebsites: 1 }), yearlyVat)
    expect(summary.totalExVat).toBe(9600 + 144 + 480)
    expect(summary.vat).toBe(Math.round(10224 * 0.2))
    expect(summary.total).toBe(Math.round(10224 * 1.2))
    expect(priceSummary(pricing, 'business', noAddons, monthlyNoVat).vat).toBeNull()
  })

  it('each add-on line is unit price × quantity for the period, with VAT when shown', () => {
    const summary = priceSummary(
      pricing,
      'starter',
      addons({ ManagedTakedowns: 2, DetectionAlerts: 10, ContentModerationScans: 5, MonitoredWebsites: 100 }),
      monthlyNoVat,
    )
    expect(summary.addons).toEqual([
      { id: 'ManagedTakedowns', quantity: 2, price: 200 },
      { id: 'DetectionAlerts', quantity: 10, price: 50 },
      { id: 'ContentModerationScans', quantity: 5, price: 300 },
      { id: 'MonitoredWebsites', quantity: 100, price: 5000 },
    ])
    expect(summary.total).toBe(100 + 200 + 50 + 300 + 5000)
  })

  it('the largest basket stays exact', () => {
    const all100 = addons({ ManagedTakedowns: 100, DetectionAlerts: 100, ContentModerationScans: 100, MonitoredWebsites: 100 })
    const summary = priceSummary(pricing, 'business', all100, yearlyVat)
    expect(summary.totalExVat).toBe(9600 + 96000 + 4800 + 57600 + 48000)
    expect(formatGBP(summary.total)).toBe('£259,200')
  })

  it('Business, monthly, VAT on, every add-on at 100: £27,000 incl. VAT, VAT £4,500', () => {
    const all100 = addons({ ManagedTakedowns: 100, DetectionAlerts: 100, ContentModerationScans: 100, MonitoredWebsites: 100 })
    const summary = priceSummary(pricing, 'business', all100, monthlyVat)
    // 1,000 + 10,000 + 500 + 6,000 + 5,000 = 22,500 ex. VAT
    expect(summary.totalExVat).toBe(22_500)
    expect([summary.total, summary.vat]).toEqual([27_000, 4_500])
  })

  it('plan prices for the table: each period and VAT setting, and Contact Us for Enterprise', () => {
    expect(planPrice(pricing, 'starter', monthlyVat)).toBe(120)
    expect(planPrice(pricing, 'starter', monthlyNoVat)).toBe(100)
    expect(planPrice(pricing, 'starter', yearlyVat)).toBe(1152)
    expect(planPrice(pricing, 'business', yearlyNoVat)).toBe(9600)
    expect(planPrice(pricing, 'business', yearlyVat)).toBe(11520)
    expect(planPrice(pricing, 'enterprise', yearlyVat)).toBe('Contact Us')
    expect(displayedPrice(250, yearlyNoVat)).toBe(2400)
    expect(displayedPrice('Contact Us', monthlyVat)).toBe('Contact Us')
  })

  it('formats every amount as Intl.NumberFormat does for en-GB pounds', () => {
    const intl = new Intl.NumberFormat('en-GB', { style: 'currency', currency: 'GBP', maximumFractionDigits: 0 })
    const amounts = [
      0, 0.4, 0.5, 1.5, 2.5, 999, 999.5, 1000, 12_345.49, 99_999.5, 1_234_567, 987_654_321, -0.4, -0.5, -2.5, -1234,
    ]
    for (let amount = 1; amount < 10_000_000; amount = Math.ceil(amount * 1.37)) amounts.push(amount, amount + 0.5)
    for (const amount of amounts) expect([amount, formatGBP(amount)]).toEqual([amount, intl.format(amount)])
  })

  it('formats pounds with thousands separators and no pence', () => {
    expect(formatGBP(0)).toBe('£0')
    expect(formatGBP(1152)).toBe('£1,152')
    expect(formatGBP(259200)).toBe('£259,200')
    expect(formatGBP(1_000_000)).toBe('£1,000,000')
  })
})

describe('bad input is rejected, never priced', () => {
  it.each([4, 6, 7, 15, 99, 101, 200, -1, -5, 0.5, 2.5, NaN, Infinity])('quantity %p', (quantity) => {
    expect(isAllowedQuantity(quantity)).toBe(false)
    expect(() => priceSummary(pricing, 'starter', addons({ DetectionAlerts: quantity }), monthlyVat)).toThrow(RangeError)
  })

  it('accepts exactly the allowed quantities', () => {
    expect(addonQuantities).toEqual([0, 1, 2, 3, 5, 10, 20, 50, 100])
    for (const quantity of addonQuantities) expect(isAllowedQuantity(quantity)).toBe(true)
    expect(isAllowedQuantity('3')).toBe(false)
  })

  it.each(['free', 'Starter', '', 'enterprise'])('plan %p', (plan) => {
    expect(() => priceSummary(pricing, plan as PlanId, noAddons, monthlyVat)).toThrow(RangeError)
  })

  it('a visitor signs up to Starter or Business, never Enterprise', () => {
    expect(pricedPlanIds).toEqual(['starter', 'business'])
    for (const plan of pricedPlanIds) expect(isPricedPlanId(plan)).toBe(true)
    for (const plan of ['enterprise', 'Starter', '', undefined]) expect(isPricedPlanId(plan)).toBe(false)
  })

  it('an unknown plan has no table price', () => {
    expect(() => planPrice(pricing, 'gold' as PlanId, monthlyVat)).toThrow(RangeError)
  })

  it('add-ons must be exactly the four, each allowed', () => {
    expect(parseAddons(noAddons)).toEqual(noAddons)
    expect(parseAddons({ ...noAddons, Extra: 0 })).toBeNull()
    expect(parseAddons({ ManagedTakedowns: 0, DetectionAlerts: 0, ContentModerationScans: 0 })).toBeNull()
    expect(parseAddons({ ...noAddons, MonitoredWebsites: '2' })).toBeNull()
    expect(parseAddons([0, 0, 0, 0])).toBeNull()
    expect(parseAddons(null)).toBeNull()
    expect(() => priceSummary(pricing, 'starter', { ...noAddons, Extra: 1 } as Addons, monthlyVat)).toThrow(RangeError)
  })
})

describe('display helpers', () => {
  it('an add-on unit price follows the yearly and VAT switches like every other price', () => {
    expect(addonUnitPrice(pricing, 'ManagedTakedowns', monthlyNoVat)).toBe(100)
    expect(addonUnitPrice(pricing, 'ManagedTakedowns', monthlyVat)).toBe(120)
    // 100 × 12 × 0.8 = 960, and 960 × 1.2 = 1152.
    expect(addonUnitPrice(pricing, 'ManagedTakedowns', yearlyNoVat)).toBe(960)
    expect(addonUnitPrice(pricing, 'ManagedTakedowns', yearlyVat)).toBe(1152)
    expect(addonUnitPrice(pricing, 'DetectionAlerts', yearlyVat)).toBe(58) // round(48 × 1.2 = 57.6)
  })

  it('an add-on unit price matches one unit in the summary', () => {
    for (const billing of [monthlyVat, monthlyNoVat, yearlyVat, yearlyNoVat]) {
      const line = priceSummary(pricing, 'starter', addons({ MonitoredWebsites: 1 }), billing).addons.find(
        (entry) => entry.id === 'MonitoredWebsites',
      )
      expect(addonUnitPrice(pricing, 'MonitoredWebsites', billing)).toBe(line?.price)
    }
  })

  it('an unknown add-on has no unit price', () => {
    expect(() => addonUnitPrice(pricing, 'Extra' as never, monthlyVat)).toThrow(RangeError)
  })

  it('0 and No mean the plan does not include a feature', () => {
    expect(includedValue('0')).toBeNull()
    expect(includedValue('No')).toBeNull()
    for (const value of ['1', '10', 'Unlimited', '100K per month', 'Domains + Users', 'Yearly'])
      expect(includedValue(value)).toBe(value)
  })
})
