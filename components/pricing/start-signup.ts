import { PLAN_DETAILS_COOKIE, planDetailsCookieOptions, type PlanDetails } from '@/lib/plan-details'

// Fetched as the pricing page's own code runs, after its first-load JavaScript: there by the time a
// visitor chooses a plan.
const cookies = import('cookies-next/client')

/** Stores the choice for the hand-off page, then a full page navigation to the plan's sign-up URL. */
export async function startSignup(details: PlanDetails, signupUrl: string): Promise<void> {
  const { setCookie } = await cookies
  setCookie(PLAN_DETAILS_COOKIE, JSON.stringify(details), planDetailsCookieOptions())
  window.location.assign(signupUrl)
}
