'use client'

import { useEffect, useRef, useState } from 'react'
import type { Pricing } from '@/content/pricing'
import { pricingCopy as copy } from '@/content/pricing-copy'
import { addonQuantities, addonUnitPrice, formatGBP, priceSummary, vatLabel } from '#lib/pricing'
import { calculatorDefaults, calculatorState } from '#lib/pricing-form'
import { cardSurface } from '@/components/ui/card'
import { BillingContext } from '@/components/pricing/billing'
import { PricingSummary } from '@/components/pricing/pricing-summary'
import { Switch } from '@/components/pricing/switch'

type Props = { pricing: Pricing; table: React.ReactNode; terms?: React.ReactNode }

/** Native controls, working before hydration; `table` and `terms` come from the server, out of this island's JavaScript. */
export function PricingCalculator({ pricing, table, terms }: Props) {
  const [state, setState] = useState(calculatorDefaults)
  const { isYearly, showVat, plan, addons } = state
  const formRef = useRef<HTMLFormElement>(null)
  // A visitor may have changed the controls before hydration: the prices start from what the form holds.
  useEffect(() => setState(calculatorState(new FormData(formRef.current!))), [])
  const summary = priceSummary(pricing, plan, addons, state)

  return (
    // Sent only by a sign-up button (a GET to /signup), before hydration too. Enter on a switch or radio would send
    // it by the first sign-up button (Chromium's implicit submission), so it does nothing here.
    <form
      ref={formRef}
      onChange={(event) => setState(calculatorState(new FormData(event.currentTarget)))}
      onKeyDown={(event) => {
        if (event.key === 'Enter' && event.target instanceof HTMLInputElement) event.preventDefault()
      }}
    >
      <div className="flex flex-wrap gap-x-10 gap-y-4">
        <Switch name="yearly" defaultChecked={calculatorDefaults.isYearly}>
          {copy.yearlySwitch}{' '}
          <span className="rounded-full bg-accent-300/40 px-2 py-0.5 text-xs font-semibold text-accent-800">
            {copy.yearlySaving}
          </span>
        </Switch>
        <Switch name="vat" defaultChecked={calculatorDefaults.showVat}>
          {copy.vatSwitch}
        </Switch>
      </div>

      <div className="mt-8">
        <BillingContext value={state}>{table}</BillingContext>
      </div>
      {terms}

      <section aria-labelledby="customise-heading" className="mt-16 grid gap-6 sm:gap-10 lg:grid-cols-[1fr_24rem]">
        <div className={`flex flex-col self-start shadow-sm ${cardSurface}`}>
          <h2 id="customise-heading" className="text-2xl font-bold tracking-tight text-navy-900">
            {copy.customise.heading}
          </h2>
          <p className="mt-2 text-slate-600">{copy.customise.text}</p>
          {/* On a phone, a row a field: name and unit price beside its select. From sm, two columns whose names, unit
              prices and selects share rows with the neighbour's (subgrid), so the selects line up. */}
          <div className="mt-6 grid gap-y-4 sm:mt-8 sm:grid-cols-2 sm:gap-x-5 sm:gap-y-6">
            {pricing.addons.map((addon) => (
              <label
                key={addon.id}
                className="grid grid-cols-[1fr_5rem] items-center gap-x-3 gap-y-0 sm:row-span-3 sm:grid-cols-1 sm:grid-rows-subgrid sm:items-stretch"
              >
                <span className="text-sm font-semibold text-navy-900">{addon.label}</span>
                <span className="col-start-1 text-xs text-slate-600">
                  {copy.customise.unitPrice(formatGBP(addonUnitPrice(pricing, addon.id, state)), addon.unit, isYearly)},{' '}
                  <span className="whitespace-nowrap">{vatLabel(showVat)}</span>
                </span>
                <select
                  name={addon.id}
                  defaultValue={calculatorDefaults.addons[addon.id]}
                  className="col-start-2 row-span-2 row-start-1 w-full rounded-lg border border-slate-300 bg-white px-3 py-2 text-navy-900 sm:col-start-1 sm:row-span-1 sm:row-start-3 sm:mt-2 sm:self-start"
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
          {/* Below lg the summary follows the card, so the card ends with the total, in sight with the add-ons that
              change it. Hidden from assistive technology, which hears the summary's own live total. */}
          <p
            aria-hidden="true"
            className="mt-6 flex justify-between gap-4 border-t border-navy-100 pt-4 font-bold text-navy-900 lg:hidden"
          >
            <span>{copy.summary.total(summary.totalLabel)}</span>
            <span className="tabular-nums">
              {formatGBP(summary.total)}
              {summary.period}
            </span>
          </p>
        </div>
        <PricingSummary pricing={pricing} plan={plan} summary={summary} />
      </section>
    </form>
  )
}
