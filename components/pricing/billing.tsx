'use client'

import { createContext, use } from 'react'
import { pricingCopy } from '@/content/pricing-copy'
import { displayedPrice, formatGBP, periodLabel, vatLabel, type Billing } from '#lib/pricing'
import { calculatorDefaults } from '#lib/pricing-form'

const copy = pricingCopy.table

/** For the parts of the server-rendered table that follow the calculator's switches. */
export const BillingContext = createContext<Billing>(calculatorDefaults)

export function PlanPrice({ basePrice }: { basePrice: number | 'Contact Us' }) {
  const billing = use(BillingContext)
  const price = displayedPrice(basePrice, billing)
  if (price === 'Contact Us')
    return (
      <>
        <span className="text-base font-bold text-navy-900 md:text-2xl">{price}</span>
        <span className="block text-xs text-slate-500">{copy.quotedNote}</span>
      </>
    )
  return (
    <>
      <span className="text-base font-bold text-navy-900 md:text-2xl">{formatGBP(price)}</span>
      <span className="text-slate-600">{periodLabel(billing.isYearly)}</span>
      <span className="block text-xs text-slate-500">{vatLabel(billing.showVat)}</span>
    </>
  )
}

export function BillingCaption() {
  const { isYearly, showVat } = use(BillingContext)
  return <caption className="sr-only">{copy.caption(isYearly, showVat)}</caption>
}
