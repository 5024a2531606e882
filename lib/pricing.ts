import { formatCount } from '#lib/format'

export const planIds = ['starter', 'business', 'enterprise'] as const
export const addonIds = ['ManagedTakedowns', 'DetectionAlerts', 'ContentModerationScans', 'MonitoredWebsites'] as const
export const addonQuantities = [0, 1, 2, 3, 5, 10, 20, 50, 100] as const

export type PlanId = (typeof planIds)[number]
export type AddonId = (typeof addonIds)[number]
export type Addons = Record<AddonId, number>
export type PricedPlanId = Exclude<PlanId, 'enterprise'>
/** The plans with a price, which a visitor can sign up to: every plan but Enterprise. */
export const pricedPlanIds = planIds.filter((id): id is PricedPlanId => id !== 'enterprise')

export const VAT_RATE = 0.2
export const YEARLY_DISCOUNT = 0.2
export const FREE_TRIAL_DAYS = 14

export type PriceList = {
  plans: readonly { id: PlanId; basePrice: number | 'Contact Us' }[]
  addons: readonly { id: AddonId; unitPrice: number }[]
}

export type Billing = { isYearly: boolean; showVat: boolean }

export const noAddons: Addons = { ManagedTakedowns: 0, DetectionAlerts: 0, ContentModerationScans: 0, MonitoredWebsites: 0 }

export function isPlanId(value: unknown): value is PlanId {
  return planIds.includes(value as PlanId)
}

export function isPricedPlanId(value: unknown): value is PricedPlanId {
  return pricedPlanIds.includes(value as PricedPlanId)
}

export function isAllowedQuantity(value: unknown): value is number {
  return addonQuantities.includes(value as (typeof addonQuantities)[number])
}

export function parseAddons(value: unknown): Addons | null {
  if (typeof value !== 'object' || value === null || Array.isArray(value)) return null
  const record = value as Record<string, unknown>
  if (Object.keys(record).length !== addonIds.length) return null
  return addonIds.every((id) => isAllowedQuantity(record[id])) ? (record as Addons) : null
}

export function forPeriod(monthly: number, isYearly: boolean): number {
  return isYearly ? Math.round(monthly * 12 * (1 - YEARLY_DISCOUNT)) : monthly
}

export function withVat(price: number, showVat: boolean): number {
  return showVat ? Math.round(price * (1 + VAT_RATE)) : price
}

export function displayedPrice(basePrice: number | 'Contact Us', { isYearly, showVat }: Billing): number | 'Contact Us' {
  return basePrice === 'Contact Us' ? basePrice : withVat(forPeriod(basePrice, isYearly), showVat)
}

export function planPrice(list: PriceList, planId: PlanId, billing: Billing): number | 'Contact Us' {
  const plan = list.plans.find((candidate) => candidate.id === planId)
  if (!plan) throw new RangeError(`Unknown plan: ${String(planId)}`)
  return displayedPrice(plan.basePrice, billing)
}

export const periodLabel = (isYearly: boolean): '/yr' | '/mo' => (isYearly ? '/yr' : '/mo')
export const vatLabel = (showVat: boolean): 'incl. VAT' | 'ex. VAT' => (showVat ? 'incl. VAT' : 'ex. VAT')

export type PriceSummary = {
  period: '/mo' | '/yr'
  base: number
  addons: { id: AddonId; quantity: number; price: number }[]
  totalExVat: number
  total: number
  totalLabel: 'incl. VAT' | 'ex. VAT'
  vat: number | null
}

export function priceSummary(list: PriceList, planId: PlanId, addons: Addons, billing: Billing): PriceSummary {
  const plan = list.plans.find((candidate) => candidate.id === planId)
  if (!plan || plan.basePrice === 'Contact Us') throw new RangeError(`Plan cannot be priced: ${String(planId)}`)
  if (!parseAddons(addons)) throw new RangeError('Add-on quantities must each be one of 0, 1, 2, 3, 5, 10, 20, 50, 100')
  const { isYearly, showVat } = billing

  const baseExVat = forPeriod(plan.basePrice, isYearly)
  const lines = addonIds.map((id) => {
    const unitPrice = list.addons.find((addon) => addon.id === id)?.unitPrice
    if (unitPrice === undefined) throw new RangeError(`No price for add-on ${id}`)
    return { id, quantity: addons[id], exVat: forPeriod(unitPrice * addons[id], isYearly) }
  })
  const totalExVat = baseExVat + lines.reduce((sum, line) => sum + line.exVat, 0)

  return {
    period: periodLabel(isYearly),
    base: withVat(baseExVat, showVat),
    addons: lines.map(({ id, quantity, exVat }) => ({ id, quantity, price: withVat(exVat, showVat) })),
    totalExVat,
    total: withVat(totalExVat, showVat),
    totalLabel: vatLabel(showVat),
    vat: showVat ? Math.round(totalExVat * VAT_RATE) : null,
  }
}

/** `amount` is in pounds, rounded to whole pounds (halves away from zero): 1152 -> '£1,152'. */
export function formatGBP(amount: number): string {
  return `${amount < 0 ? '-' : ''}£${formatCount(Math.abs(amount))}`
}

export function includedValue(value: string): string | null {
  return value === '0' || value === 'No' ? null : value
}

export function addonUnitPrice(list: PriceList, addonId: AddonId, { isYearly, showVat }: Billing): number {
  const addon = list.addons.find((candidate) => candidate.id === addonId)
  if (!addon) throw new RangeError(`No price for add-on ${String(addonId)}`)
  return withVat(forPeriod(addon.unitPrice, isYearly), showVat)
}
