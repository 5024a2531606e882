import { BillingCaption, PlanPrice } from '@/components/pricing/billing'
import { buttonClasses } from '@/components/ui/button'
import type { Plan, Pricing } from '@/content/pricing'
import { pricingCopy } from '@/content/pricing-copy'
import { includedValue } from '#lib/pricing'
import { SIGNUP_CHOICE, SIGNUP_PATH } from '#lib/pricing-form'
import { surface } from '@/components/ui/card'

type Props = { pricing: Pricing }

const copy = pricingCopy.table
const isRecommended = (plan: Plan) => plan.id === copy.recommended.plan
/** The recommended column's tint over the header row's grey too (a row paints over its column): white, then the tint. */
const recommendedTint = 'bg-accent-300/10'
const recommendedHead = 'border-t-4 border-accent-600 bg-white bg-linear-to-r from-accent-300/10 to-accent-300/10'

/**
 * One table, rendered on the server inside the calculator's form. On a phone its rows become grids: a feature's name
 * over its three values, so a row compares the plans without scrolling sideways.
 */
export function PlanComparison({ pricing }: Props) {
  return (
    <div
      role="region"
      aria-label={copy.label}
      tabIndex={0}
      className={`${surface('plain')} relative overflow-hidden md:overflow-x-auto`}
    >
      <table className="w-full border-collapse text-left text-sm max-md:block md:min-w-[40rem] md:table-fixed">
        <BillingCaption />
        <colgroup>
          <col className="w-1/4" />
          {pricing.plans.map((plan) => (
            <col key={plan.id} className={`w-1/4 ${isRecommended(plan) ? recommendedTint : ''}`} />
          ))}
        </colgroup>
        <thead className="max-md:block">
          <tr className={`bg-navy-50 ${phoneRow}`}>
            {/* Named for assistive technology; an empty corner to the eye, as plan names head the columns. */}
            <th scope="col" className="px-4 py-4 max-md:hidden">
              <span className="sr-only">{copy.planColumn}</span>
            </th>
            {pricing.plans.map((plan) => (
              <th
                key={plan.id}
                scope="col"
                className={`px-4 py-3 align-top max-md:flex max-md:flex-col max-md:px-2 md:py-4 ${isRecommended(plan) ? recommendedHead : 'border-t-4 border-transparent'}`}
              >
                <RecommendedBadge plan={plan} />
                <span className="block text-base font-bold text-navy-900 md:text-lg">{plan.name}</span>
                <span className="mt-1 block font-normal text-slate-600 max-md:hidden">{plan.description}</span>
              </th>
            ))}
          </tr>
        </thead>
        <tbody className="divide-y divide-navy-100 max-md:block">
          <tr className={phoneRow}>
            <th scope="row" className="px-4 py-4 font-semibold text-slate-700 max-md:sr-only">
              {copy.priceRow}
            </th>
            {pricing.plans.map((plan) => (
              <td key={plan.id} className="px-4 py-3 max-md:px-2 md:py-4">
                <PlanPrice basePrice={plan.basePrice} />
              </td>
            ))}
          </tr>
          {Object.entries(pricing.featureLabels).map(([feature, label]) => (
            <tr key={feature} className={phoneRow}>
              <th
                scope="row"
                className="px-4 py-3 font-medium text-slate-700 max-md:col-span-3 max-md:px-2 max-md:pt-3 max-md:pb-0 max-md:text-xs max-md:text-slate-600"
              >
                {label}
              </th>
              {pricing.plans.map((plan) => (
                <td key={plan.id} className="px-4 py-3 text-navy-900 max-md:px-2 max-md:pt-1 max-md:font-medium">
                  <FeatureValue value={plan.features[feature as keyof typeof plan.features]} />
                </td>
              ))}
            </tr>
          ))}
          <tr className={phoneRow}>
            <td className="px-4 py-4 max-md:sr-only">
              <span className="sr-only">{copy.signupRow}</span>
            </td>
            {pricing.plans.map((plan) => (
              <td key={plan.id} className="px-4 py-4 max-md:px-2">
                <SignupButton plan={plan} />
              </td>
            ))}
          </tr>
        </tbody>
      </table>
    </div>
  )
}

/** On a phone a row is a grid of the three plans; a row header (its feature's name) spans them. */
const phoneRow = 'max-md:grid max-md:grid-cols-3'

/**
 * From md every column holds the badge, invisible but for the marked plan, so the plan names align. A phone's column
 * is too narrow for a badge: the reason reads as a line of text under the plan's name.
 */
function RecommendedBadge({ plan }: { plan: Plan }) {
  const marked = isRecommended(plan)
  return (
    <span
      aria-hidden={marked ? undefined : true}
      className={`mb-2 inline-block rounded-full bg-accent-700 px-2.5 py-0.5 text-xs font-semibold text-white max-md:order-last max-md:mt-1 max-md:mb-0 max-md:bg-transparent max-md:p-0 max-md:text-accent-800 ${marked ? '' : 'invisible max-md:hidden'}`}
    >
      {copy.recommended.label}
    </span>
  )
}

/** "—" where the plan does not include a feature (0 or No), named for screen readers. */
function FeatureValue({ value }: { value: string }) {
  const shown = includedValue(value)
  if (shown !== null) return <>{shown}</>
  return (
    <>
      <span aria-hidden="true" className="text-slate-400">
        —
      </span>
      <span className="sr-only">{copy.notIncluded}</span>
    </>
  )
}

/** app/[variant]/signup/route.ts stores the plan chosen and hands off. */
function SignupButton({ plan }: { plan: Plan }) {
  return (
    <button
      type="submit"
      formAction={SIGNUP_PATH}
      name={SIGNUP_CHOICE}
      value={plan.id}
      className={`${buttonClasses(isRecommended(plan) ? 'primary' : 'secondary')} w-full max-md:px-1`}
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
  )
}
