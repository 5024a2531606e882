import type { PlanDetails } from './plan-details.ts'
import {
  addonIds,
  isAllowedQuantity,
  isPlanId,
  isPricedPlanId,
  noAddons,
  type Addons,
  type Billing,
  type PricedPlanId,
} from './pricing.ts'

export type CalculatorState = Billing & { plan: PricedPlanId; addons: Addons }

/** The starting point: monthly, VAT shown, Starter, no add-ons. */
export const calculatorDefaults: CalculatorState = { isYearly: false, showVat: true, plan: 'starter', addons: noAddons }

/** What the calculator's form holds: its FormData in the browser, its query string when it is sent. */
type FormValues = { get(name: string): FormDataEntryValue | null }

/** The field a sign-up button sends its plan in; the summary's Signup Now sends none, so the plan radio decides. */
export const SIGNUP_CHOICE = 'choose'
/** Where every sign-up button sends the form: app/[variant]/signup/route.ts stores the choice and hands off. */
export const SIGNUP_PATH = '/signup'

/** The pricing calculator's state as its form holds it; anything unexpected reads as the default. */
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

/** The choice a sign-up button sent (its plan, else the summary's), or null when the request names no plan. */
export function signupChoice(data: FormValues): PlanDetails | null {
  const chosen = data.get(SIGNUP_CHOICE) ?? data.get('plan')
  if (!isPlanId(chosen)) return null
  const { isYearly, addons } = calculatorState(data)
  return { plan: chosen, isYearly, addons }
}
