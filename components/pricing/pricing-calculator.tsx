'use client'

import { useRef, useState } from 'react'
import type { Pricing } from '@/content/pricing'
import { pricingCopy as copy } from '@/content/pricing-copy'
import {
  addonQuantities,
  addonUnitPrice,
  formatGBP,
  noAddons,
  vatLabel,
  type AddonId,
  type Addons,
  type PricedPlanId,
} from '@/lib/pricing'
import { calculatorState } from '@/lib/pricing-form'
import { PlanComparison } from './plan-comparison'
import { PricingSummary } from './pricing-summary'
import { Switch } from './switch'
import { useFormBeforeHydration } from './use-form-before-hydration'

/**
 * The pricing page's state (SPEC section 4): yearly off, VAT on, Starter, no add-ons. `terms` is
 * server-rendered and shown under the comparison, so its copy never enters this island's JavaScript.
 * The controls are native (checkbox switches, selects, radios) in one form: what a visitor changes
 * before hydration is adopted as it hydrates, so the prices always match the controls.
 */
export function PricingCalculator({ pricing, terms }: { pricing: Pricing; terms?: React.ReactNode }) {
  const [isYearly, setYearly] = useState(false)
  const [showVat, setShowVat] = useState(true)
  const [plan, setPlan] = useState<PricedPlanId>('starter')
  const [addons, setAddons] = useState<Addons>(noAddons)
  const billing = { isYearly, showVat }
  const formRef = useRef<HTMLFormElement>(null)
  useFormBeforeHydration(
    () => formRef.current,
    (data) => {
      const state = calculatorState(data)
      setYearly(state.isYearly)
      setShowVat(state.showVat)
      setPlan(state.plan)
      setAddons(state.addons)
    },
  )

  return (
    // A calculator, not a form to send: it has no submit button, and Enter in it submits nothing.
    <form ref={formRef} onSubmit={(event) => event.preventDefault()}>
      <div className="flex flex-wrap gap-x-10 gap-y-4">
        <Switch name="yearly" checked={isYearly} onChange={setYearly}>
          {copy.yearlySwitch}{' '}
          <span className="rounded-full bg-accent-300/40 px-2 py-0.5 text-xs font-semibold text-accent-800">
            {copy.yearlySaving}
          </span>
        </Switch>
        <Switch name="vat" checked={showVat} onChange={setShowVat}>
          {copy.vatSwitch}
        </Switch>
      </div>

      <div className="mt-8">
        <PlanComparison pricing={pricing} billing={billing} addons={addons} />
      </div>
      {terms}

      <section aria-labelledby="customise-heading" className="mt-16 grid gap-10 lg:grid-cols-[1fr_24rem]">
        <div>
          <h2 id="customise-heading" className="text-2xl font-bold text-navy-900">
            {copy.customise.heading}
          </h2>
          <p className="mt-2 text-slate-600">{copy.customise.text}</p>
          <div className="mt-6 grid gap-5 sm:grid-cols-2">
            {pricing.addons.map((addon) => (
              <label key={addon.id} className="block">
                <span className="block text-sm font-semibold text-navy-900">{addon.label}</span>
                <span className="block text-xs text-slate-600">
                  {copy.customise.unitPrice(
                    formatGBP(addonUnitPrice(pricing, addon.id, billing)),
                    addon.unit,
                    isYearly,
                    vatLabel(showVat),
                  )}
                </span>
                <select
                  name={addon.id}
                  value={addons[addon.id]}
                  onChange={(event) =>
                    setAddons((current) => ({ ...current, [addon.id as AddonId]: Number(event.target.value) }))
                  }
                  className="mt-2 w-full rounded-lg border border-slate-300 bg-white px-3 py-2 text-navy-900"
                >
                  {addonQuantities.map((quantity) => (
                    <option key={quantity} value={quantity}>
                      {quantity}
                    </option>
                  ))}
                </select>
              </label>
            ))}
          </div>
        </div>
        <PricingSummary pricing={pricing} plan={plan} onPlanChange={setPlan} addons={addons} billing={billing} />
      </section>
    </form>
  )
}
