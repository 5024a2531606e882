import { BillingCaption, PlanPrice } from '@/components/pricing/billing'
import { buttonClasses } from '@/components/ui/button'
import type { Plan, Pricing } from '@/content/pricing'
import { pricingCopy } from '@/content/pricing-copy'
import { includedValue } from '@/lib/pricing'
import { SIGNUP_CHOICE, SIGNUP_PATH } from '@/lib/pricing-form'
import { surface } from '@/components/ui/card'

type Props = { pricing: Pricing }

const copy = pricingCopy.table
const isRecommended = (plan: Plan) => plan.id === copy.recommended.plan
/** The recommended column's tint over the header row's grey too (a row paints over its column): white, then the tint. */
const recommendedTint = 'bg-accent-300/10'
const recommendedHead = 'border-t-4 border-accent-600 bg-white bg-linear-to-r from-accent-300/10 to-accent-300/10'

/** Cards below `md`, where a table would scroll sideways; rendered on the server inside the calculator's form. */
export function PlanComparison(props: Props) {
  return (
    <>
      <PlanCards {...props} />
      <PlanTable {...props} />
    </>
  )
}

function PlanCards({ pricing }: Props) {
  return (
    <ul aria-label={copy.cardsLabel} className="space-y-6 md:hidden">
      {pricing.plans.map((plan) => (
        <li
          key={plan.id}
          className={`rounded-xl border bg-white p-6 ${isRecommended(plan) ? 'border-accent-600 ring-1 ring-accent-600' : 'border-navy-100'}`}
        >
          <RecommendedBadge plan={plan} />
          <h2 className="text-xl font-bold text-navy-900">{plan.name}</h2>
          <p className="mt-1 text-sm text-slate-600">{plan.description}</p>
          <p className="mt-4">
            <PlanPrice basePrice={plan.basePrice} />
          </p>
          <SignupButton plan={plan} className="mt-5" />
          <dl className="mt-6 divide-y divide-navy-100 border-t border-navy-100 text-sm">
            {Object.entries(pricing.featureLabels).map(([feature, label]) => (
              <div key={feature} className="flex justify-between gap-4 py-2.5">
                <dt className="text-slate-600">{label}</dt>
                <dd className="text-right font-medium whitespace-nowrap text-navy-900">
                  <FeatureValue value={plan.features[feature as keyof typeof plan.features]} />
                </dd>
              </div>
            ))}
          </dl>
        </li>
      ))}
    </ul>
  )
}

function PlanTable({ pricing }: Props) {
  return (
    <div
      role="region"
      aria-label={copy.label}
      tabIndex={0}
      className={`${surface('plain')} relative overflow-x-auto max-md:hidden`}
    >
      <table className="w-full min-w-[40rem] table-fixed border-collapse text-left text-sm">
        <BillingCaption />
        <colgroup>
          <col className="w-1/4" />
          {pricing.plans.map((plan) => (
            <col key={plan.id} className={`w-1/4 ${isRecommended(plan) ? recommendedTint : ''}`} />
          ))}
        </colgroup>
        <thead>
          <tr className="bg-navy-50">
            {/* Named for assistive technology; an empty corner to the eye, as plan names head the columns. */}
            <th scope="col" className="px-4 py-4">
              <span className="sr-only">{copy.planColumn}</span>
            </th>
            {pricing.plans.map((plan) => (
              <th
                key={plan.id}
                scope="col"
                className={`px-4 py-4 align-top ${isRecommended(plan) ? recommendedHead : 'border-t-4 border-transparent'}`}
              >
                <RecommendedBadge plan={plan} reserveSpace />
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
            {pricing.plans.map((plan) => (
              <td key={plan.id} className="px-4 py-4">
                <PlanPrice basePrice={plan.basePrice} />
              </td>
            ))}
          </tr>
          {Object.entries(pricing.featureLabels).map(([feature, label]) => (
            <tr key={feature}>
              <th scope="row" className="px-4 py-3 font-medium text-slate-700">
                {label}
              </th>
              {pricing.plans.map((plan) => (
                <td key={plan.id} className="px-4 py-3 text-navy-900">
                  <FeatureValue value={plan.features[feature as keyof typeof plan.features]} />
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
                <SignupButton plan={plan} />
              </td>
            ))}
          </tr>
        </tbody>
      </table>
    </div>
  )
}

/** `reserveSpace`: every column holds the badge, invisible but for the marked plan, so headings align. */
function RecommendedBadge({ plan, reserveSpace = false }: { plan: Plan; reserveSpace?: boolean }) {
  const marked = isRecommended(plan)
  if (!marked && !reserveSpace) return null
  return (
    <span
      aria-hidden={marked ? undefined : true}
      className={`mb-2 inline-block rounded-full bg-accent-700 px-2.5 py-0.5 text-xs font-semibold text-white ${marked ? '' : 'invisible'}`}
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
function SignupButton({ plan, className = '' }: { plan: Plan; className?: string }) {
  return (
    <button
      type="submit"
      formAction={SIGNUP_PATH}
      name={SIGNUP_CHOICE}
      value={plan.id}
      className={`${buttonClasses(isRecommended(plan) ? 'primary' : 'secondary')} w-full ${className}`}
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
