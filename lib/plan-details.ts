import { isPlanId, parseAddons, type Addons, type PlanId } from '#lib/pricing'

/** Holds JSON: the plan, the billing period and the add-ons. */
export const PLAN_DETAILS_COOKIE = 'planDetails'
export const PLAN_DETAILS_LIFETIME_MS = 24 * 60 * 60 * 1000

export type PlanDetails = { plan: PlanId; isYearly: boolean; addons: Addons }

export function planDetailsCookieOptions(now = Date.now()) {
  return { expires: new Date(now + PLAN_DETAILS_LIFETIME_MS), path: '/', secure: true, sameSite: 'lax' as const }
}

/** The cookie is untrusted input, so only exactly the right shape (and `expectedPlan`) passes. */
export function parsePlanDetails(raw: unknown, expectedPlan?: PlanId): PlanDetails | null {
  if (typeof raw !== 'string' || raw.length > 1024) return null
  let value: unknown
  try {
    value = JSON.parse(raw)
  } catch {
    return null
  }
  if (typeof value !== 'object' || value === null || Array.isArray(value)) return null
  const { plan, isYearly, addons, ...rest } = value as Record<string, unknown>
  if (Object.keys(rest).length > 0 || !isPlanId(plan) || typeof isYearly !== 'boolean') return null
  if (expectedPlan && plan !== expectedPlan) return null
  const checkedAddons = parseAddons(addons)
  return checkedAddons ? { plan, isYearly, addons: { ...checkedAddons } } : null
}

/** Where a page without JavaScript sends the visitor; the dashboard asks for the rest. */
export function dashboardPlanUrl(dashboardUrl: string, plan: PlanId): URL {
  const url = new URL('/signup', dashboardUrl)
  url.searchParams.set('plan', plan)
  return url
}

export function dashboardSignupUrl(dashboardUrl: string, details: PlanDetails): string {
  const url = dashboardPlanUrl(dashboardUrl, details.plan)
  url.searchParams.set('billing', details.isYearly ? 'yearly' : 'monthly')
  for (const [id, quantity] of Object.entries(details.addons)) url.searchParams.set(id, String(quantity))
  return url.href
}
