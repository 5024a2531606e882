import { setCookie } from 'cookies-next/client'
import { PLAN_DETAILS_COOKIE, planDetailsCookieOptions, type PlanDetails } from '@/lib/plan-details'

/** Stores the choice for the hand-off page, then a full page navigation to the plan's sign-up URL. */
export function startSignup(details: PlanDetails, signupUrl: string): void {
  setCookie(PLAN_DETAILS_COOKIE, JSON.stringify(details), planDetailsCookieOptions())
  window.location.assign(signupUrl)
}
