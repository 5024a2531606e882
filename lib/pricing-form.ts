import {
  addonIds,
  isAllowedQuantity,
  isPricedPlanId,
  noAddons,
  type Addons,
  type Billing,
  type PricedPlanId,
} from '#lib/pricing.ts'

export type CalculatorState = Billing & { plan: PricedPlanId; addons: Addons }

/** The starting point: monthly, VAT shown, Starter, no add-ons. */
export const calculatorDefaults: CalculatorState = { isYearly: false, showVat: true, plan: 'starter', addons: noAddons }

/** The pricing calculator's state as its form holds it; anything unexpected reads as the default. */
export function calculatorState(data: FormData): CalculatorState {
  const plan = data.get('plan')
  const addons = { ...noAddons }
  for (const id of addonIds) {
    const quantity = Number(data.get(id))
    if (isAllowedQuantity(quantity)) addons[id] = quantity
  }
  return {
    isYearly: data.get('yearly') === 'on',
    showVat: data.get('vat') === 'on',
    plan: isPricedPlanId(plan) ? plan : calculatorDefaults.plan,
    addons,
  }
}
