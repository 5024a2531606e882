'use client'

import { useEffect, useState } from 'react'
import Link from 'next/link'
import { buttonClasses, buttonRowClasses } from '@/components/ui/button'
import { keepHyphenatedWords } from '@/components/ui/keep-hyphenated'
import type { Pricing } from '@/content/pricing'
import { pricingCopy } from '@/content/pricing-copy'
import { readCookie } from '#lib/browser-cookie'
import { dashboardPlanUrl, dashboardSignupUrl, parsePlanDetails, PLAN_DETAILS_COOKIE } from '#lib/plan-details'
import { formatGBP, noAddons, priceSummary, type PricedPlanId } from '#lib/pricing'
import { addresses } from '#lib/addresses'
import { surface } from '@/components/ui/card'

const copy = pricingCopy.handoff

export function PlanHandoff({ plan, pricing }: { plan: PricedPlanId; pricing: Pricing }) {
  // Unknown on the server (the page is static) until the browser has read the cookie.
  const [cookie, setCookie] = useState<{ value: string | undefined }>()
  useEffect(() => {
    void readCookie(PLAN_DETAILS_COOKIE).then((value) => setCookie({ value }))
  }, [])
  // Until the cookie is read the card holds its height, so nothing moves; without JavaScript it offers the dashboard's sign-up.
  if (!cookie)
    return (
      <ChoiceCard>
        <p className="mt-2 text-sm text-slate-600 noscript:hidden">{copy.checking}</p>
        {/* Grey rows to come: a card being filled, not an empty one. */}
        <div aria-hidden="true" className="mt-5 space-y-4 noscript:hidden">
          {['w-16', 'w-24', 'w-20', 'w-28'].map((width) => (
            <div key={width} className="flex justify-between gap-4">
              <div className="h-4 w-24 rounded bg-navy-50 motion-safe:animate-pulse" />
              <div className={`h-4 rounded bg-navy-100 motion-safe:animate-pulse ${width}`} />
            </div>
          ))}
        </div>
        <noscript>
          <p className="mt-4 text-sm text-slate-600">{copy.notShown}</p>
          <a href={dashboardPlanUrl(addresses.dashboardUrl, plan).href} className={`${buttonClasses('primary', 'lg')} mt-6`}>
            {copy.continue}
          </a>
        </noscript>
      </ChoiceCard>
    )

  // No usable choice (none, expired, malformed or another plan's): the plan the address names, as it starts.
  const chosen = parsePlanDetails(cookie.value, plan)
  const details = chosen ?? { plan, isYearly: false, addons: noAddons }
  const summary = priceSummary(pricing, plan, details.addons, { isYearly: details.isYearly, showVat: true })
  const planName = pricing.plans.find((candidate) => candidate.id === plan)!.name
  const chosenAddons = pricing.addons.filter((addon) => details.addons[addon.id] > 0)
  return (
    <ChoiceCard>
      {!chosen && <p className="mt-2 text-sm text-slate-600">{keepHyphenatedWords(copy.defaults(planName))}</p>}
      <dl className="mt-4 space-y-2">
        <div className="flex justify-between gap-4">
          <dt>{copy.plan}</dt>
          <dd className="font-semibold">{planName}</dd>
        </div>
        <div className="flex justify-between gap-4">
          <dt>{copy.billing}</dt>
          <dd className="font-semibold">{details.isYearly ? copy.yearly : copy.monthly}</dd>
        </div>
        <div className="flex justify-between gap-4">
          <dt>{copy.addons}</dt>
          <dd className="text-right font-semibold">
            {chosenAddons.length === 0
              ? copy.noAddons
              : chosenAddons.map((addon) => `${addon.label} × ${details.addons[addon.id]}`).join(', ')}
          </dd>
        </div>
        <div className="flex justify-between gap-4 border-t border-navy-100 pt-3 text-lg font-bold text-navy-900">
          <dt>{copy.totalInclVat}</dt>
          <dd>
            {formatGBP(summary.total)}
            {summary.period}
          </dd>
        </div>
        <div className="flex justify-between gap-4 text-sm text-slate-600">
          {/* The same breakdown as the pricing page's summary: the total, then the VAT it includes. */}
          <dt>{pricingCopy.summary.vat}</dt>
          <dd>
            {formatGBP(summary.vat!)}
            {summary.period}
          </dd>
        </div>
      </dl>
      <div className={`mt-6 ${buttonRowClasses}`}>
        <a href={dashboardSignupUrl(addresses.dashboardUrl, details)} className={buttonClasses('primary', 'lg')}>
          {copy.continue}
        </a>
        <Link href="/pricing" className={buttonClasses('secondary', 'lg')}>
          {copy.change}
        </Link>
      </div>
    </ChoiceCard>
  )
}

function ChoiceCard({ children }: { children: React.ReactNode }) {
  return (
    <div className={`${surface('plain', 'p-6')} min-h-[22rem]`}>
      <h2 className="text-xl font-bold text-navy-900">{copy.heading}</h2>
      {children}
    </div>
  )
}
