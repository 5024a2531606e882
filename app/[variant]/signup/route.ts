import { NextResponse } from 'next/server'
import { pricing } from '@/content/pricing'
import { PLAN_DETAILS_COOKIE, planDetailsCookieOptions } from '#lib/plan-details'
import { signupChoice } from '#lib/pricing-form'

/**
 * The pricing form's sign-up buttons send it here (a GET, so it works before and without JavaScript): the choice
 * goes in the planDetails cookie, then the plan's sign-up page. A request that names no plan goes back to pricing.
 */
export function GET(request: Request) {
  const details = signupChoice(new URL(request.url).searchParams)
  const target = details ? pricing.plans.find((plan) => plan.id === details.plan)!.signupUrl : '/pricing'
  const response = new NextResponse(null, { status: 303, headers: { Location: target, 'Cache-Control': 'no-store' } })
  if (details) response.cookies.set(PLAN_DETAILS_COOKIE, JSON.stringify(details), planDetailsCookieOptions())
  return response
}
