import { cardSurface } from '@/components/ui/card'
import { buttonClasses } from '@/components/ui/button'
import type { Pricing } from '@/content/pricing'
import { pricingCopy } from '@/content/pricing-copy'
import { formatGBP, pricedPlanIds, type PricedPlanId, type PriceSummary } from '#lib/pricing'
import { calculatorDefaults, SIGNUP_PATH } from '#lib/pricing-form'

type Props = { pricing: Pricing; plan: PricedPlanId; summary: PriceSummary }

const copy = pricingCopy.summary

export function PricingSummary({ pricing, plan, summary }: Props) {
  const planInfo = pricing.plans.find((candidate) => candidate.id === plan)!
  const addonLabel = (id: string) => pricing.addons.find((addon) => addon.id === id)?.label ?? id
  return (
    <section aria-labelledby="summary-heading" className={`shadow-sm ${cardSurface}`}>
      <h3 id="summary-heading" className="text-2xl font-bold tracking-tight text-navy-900">
        {copy.heading}
      </h3>
      <fieldset className="mt-4">
        <legend className="text-sm font-semibold text-slate-700">{copy.planLegend}</legend>
        <div className="mt-2 flex gap-6">
          {pricedPlanIds.map((id) => (
            <label key={id} className="flex items-center gap-2 text-navy-900">
              <input
                type="radio"
                name="plan"
                value={id}
                defaultChecked={id === calculatorDefaults.plan}
                className="size-4 accent-accent-700"
              />
              {pricing.plans.find((candidate) => candidate.id === id)?.name}
            </label>
          ))}
        </div>
      </fieldset>
      <dl className="mt-6 space-y-2 text-sm">
        <div className="flex justify-between gap-4">
          <dt>{copy.planLine(planInfo.name)}</dt>
          <dd className="font-medium tabular-nums">
            {formatGBP(summary.base)}
            {summary.period}
          </dd>
        </div>
        {summary.addons.map((line) => (
          <div key={line.id} className="flex justify-between gap-4">
            <dt>
              {addonLabel(line.id)} × {line.quantity}
            </dt>
            <dd className="font-medium tabular-nums">
              {formatGBP(line.price)}
              {summary.period}
            </dd>
          </div>
        ))}
      </dl>
      {/* The total under a rule, then the VAT it includes: a line under it, so it never reads as added. */}
      <div aria-live="polite" className="mt-2">
        <dl className="text-sm">
          <div className="mt-3 flex justify-between gap-4 border-t border-navy-100 pt-3 text-base font-bold text-navy-900">
            <dt>{copy.total(summary.totalLabel)}</dt>
            <dd className="tabular-nums">
              {formatGBP(summary.total)}
              {summary.period}
            </dd>
          </div>
          {summary.vat !== null && (
            <div className="mt-1 flex justify-between gap-4 text-slate-600">
              <dt>{copy.vat}</dt>
              <dd className="tabular-nums">
                {formatGBP(summary.vat)}
                {summary.period}
              </dd>
            </div>
          )}
        </dl>
      </div>
      {/* Names no plan: the radio above decides (app/[variant]/signup/route.ts). */}
      <button type="submit" formAction={SIGNUP_PATH} className={`${buttonClasses('primary', 'lg')} mt-6 w-full`}>
        {copy.signup}
      </button>
    </section>
  )
}
