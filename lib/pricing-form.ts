import { addonIds, isAllowedQuantity, isPricedPlanId, noAddons, type Addons, type Billing, type PricedPlanId } from './pricing.ts'

/** The pricing calculator's state as its form holds it; anything unexpected reads as SPEC section 4's default. */
export function calculatorState(data: FormData): Billing & { plan: PricedPlanId; addons: Addons } {
  const plan = data.get('plan')
  const addons = { ...noAddons }
  for (const id of addonIds) {
    const quantity = Number(data.get(id))
    if (isAllowedQuantity(quantity)) addons[id] = quantity
  }
  return {
    isYearly: data.get('yearly') === 'on',
    showVat: data.get('vat') === 'on',
    plan: isPricedPlanId(plan) ? plan : 'starter',
    addons,
  }
}
