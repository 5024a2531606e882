import { writeCookie } from '#lib/browser-cookie.ts'
import { PLAN_DETAILS_COOKIE, planDetailsCookieOptions, type PlanDetails } from '#lib/plan-details.ts'

/** Stores the choice for the hand-off page, then a full page navigation to the plan's sign-up URL. */
export async function startSignup(details: PlanDetails, signupUrl: string): Promise<void> {
  await writeCookie(PLAN_DETAILS_COOKIE, JSON.stringify(details), planDetailsCookieOptions())
  window.location.assign(signupUrl)
}
