import type { PlanDetails } from '#lib/plan-details'
import {
  addonIds,
  isAllowedQuantity,
  isPlanId,
  isPricedPlanId,
  noAddons,
  type Addons,
  type Billing,
  type PricedPlanId,
} from '#lib/pricing'

export type CalculatorState = Billing & { plan: PricedPlanId; addons: Addons }

export const calculatorDefaults: CalculatorState = { isYearly: false, showVat: true, plan: 'starter', addons: noAddons }

/** FormData in the browser, or the query string once the form is sent. */
type FormValues = { get(name: string): FormDataEntryValue | null }

/** The summary's Signup Now sends no plan in this field, so the plan radio decides. */
export const SIGNUP_CHOICE = 'choose'
/** app/[variant]/signup/route.ts stores the choice and hands off. */
export const SIGNUP_PATH = '/signup'

export function calculatorState(data: FormValues): CalculatorState {
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

export function signupChoice(data: FormValues): PlanDetails | null {
  const chosen = data.get(SIGNUP_CHOICE) ?? data.get('plan')
  if (!isPlanId(chosen)) return null
  const { isYearly, addons } = calculatorState(data)
  return { plan: chosen, isYearly, addons }
}
