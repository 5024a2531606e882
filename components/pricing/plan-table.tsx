'use client'

import { buttonClasses } from '@/components/ui/button'
import type { Pricing } from '@/content/pricing'
import { pricingCopy } from '@/content/pricing-copy'
import { formatGBP, periodLabel, planPrice, vatLabel, type Addons, type Billing } from '@/lib/pricing'
import { startSignup } from './start-signup'

type Props = { pricing: Pricing; billing: Billing; addons: Addons }

const copy = pricingCopy.table

export function PlanTable({ pricing, billing, addons }: Props) {
  const period = periodLabel(billing.isYearly)
  return (
    <div role="region" aria-label={copy.label} tabIndex={0} className="relative overflow-x-auto rounded-xl border border-navy-100">
      <table className="w-full min-w-[40rem] border-collapse text-left text-sm">
        <caption className="sr-only">{copy.caption(billing.isYearly, billing.showVat)}</caption>
        <thead>
          <tr className="bg-navy-50">
            <th scope="col" className="w-1/4 px-4 py-4 font-semibold text-slate-600">
              {copy.planColumn}
            </th>
            {pricing.plans.map((plan) => (
              <th key={plan.id} scope="col" className="px-4 py-4 align-top">
                <span className="block text-lg font-bold text-navy-900">{plan.name}</span>
                <span className="mt-1 block font-normal text-slate-600">{plan.description}</span>
              </th>
            ))}
          </tr>
        </thead>
        <tbody className="divide-y divide-navy-100">
          <tr>
            <th scope="row" className="px-4 py-4 font-semibold text-slate-700">
              {copy.priceRow}
            </th>
            {pricing.plans.map((plan) => {
              const price = planPrice(pricing, plan.id, billing)
              return (
                <td key={plan.id} className="px-4 py-4">
                  {price === 'Contact Us' ? (
                    <span className="text-xl font-bold text-navy-900">{price}</span>
                  ) : (
                    <>
                      <span className="text-2xl font-bold text-navy-900">{formatGBP(price)}</span>
                      <span className="text-slate-600">{period}</span>
                      <span className="block text-xs text-slate-500">{vatLabel(billing.showVat)}</span>
                    </>
                  )}
                </td>
              )
            })}
          </tr>
          {Object.entries(pricing.featureLabels).map(([feature, label]) => (
            <tr key={feature}>
              <th scope="row" className="px-4 py-3 font-medium text-slate-700">
                {label}
              </th>
              {pricing.plans.map((plan) => (
                <td key={plan.id} className="px-4 py-3 text-navy-900">
                  {plan.features[feature as keyof typeof plan.features]}
                </td>
              ))}
            </tr>
          ))}
          <tr>
            <td className="px-4 py-4">
              <span className="sr-only">{copy.signupRow}</span>
            </td>
            {pricing.plans.map((plan) => (
              <td key={plan.id} className="px-4 py-4">
                <button
                  type="button"
                  onClick={() => startSignup({ plan: plan.id, isYearly: billing.isYearly, addons }, plan.signupUrl)}
                  className={`${buttonClasses('primary')} w-full`}
                >
                  {plan.basePrice === 'Contact Us' ? (
                    plan.basePrice
                  ) : (
                    <>
                      {copy.signup}
                      <span className="sr-only">{copy.signupFor(plan.name)}</span>
                    </>
                  )}
                </button>
              </td>
            ))}
          </tr>
        </tbody>
      </table>
    </div>
  )
}
