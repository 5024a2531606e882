import { pricing, type Plan } from '@/content/pricing'
import { pricingCopy } from '@/content/pricing-copy'
import { formatList, formatPercent, lowerFirst } from '#lib/format'
import { FREE_TRIAL_DAYS, VAT_RATE, YEARLY_DISCOUNT, formatGBP, planPrice, type PlanId } from '#lib/pricing'

export type PricingQuestion = { question: string; answer: string; link?: { label: string; href: string } }

// Every figure below is worked out from the price list and lib/pricing.ts, so the answers change with them.
const plan = (id: PlanId) => pricing.plans.find((candidate) => candidate.id === id)!
const amount = (id: PlanId, isYearly: boolean, showVat: boolean) => {
  const value = planPrice(pricing, id, { isYearly, showVat })
  if (value === 'Contact Us') throw new RangeError(`${id} has no list price`)
  return value
}
const price = (id: PlanId, isYearly: boolean, showVat: boolean) => formatGBP(amount(id, isYearly, showVat))
const featuresWith = (subject: Plan, value: string) =>
  Object.entries(pricing.featureLabels)
    .filter(([feature]) => subject.features[feature as keyof Plan['features']] === value)
    .map(([, label]) => lowerFirst(label))

const starter = plan('starter')
const enterprise = plan('enterprise')
const vat = formatPercent(VAT_RATE)
const saving = formatPercent(YEARLY_DISCOUNT)
const twelveMonths = formatGBP(amount('starter', false, false) * 12)

/** Only what the price list and the calculator already say. */
export const pricingFaq = {
  heading: 'Pricing questions',
  intro: 'The free trial, VAT, paying yearly and choosing Enterprise.',
  more: { label: 'Ask about your plan', href: '/contact' },
  questions: [
    {
      question: 'Is there a free trial?',
      answer: `Yes. Every plan starts with a ${FREE_TRIAL_DAYS}-day free trial, so you can see what we find for your brand before you pay anything.`,
    },
    {
      question: 'Do the prices include VAT?',
      answer: `By default, yes: prices are shown including VAT at ${vat}. Turn off “${pricingCopy.vatSwitch}” to see them without it. ${starter.name}, for example, is ${price('starter', false, true)} a month including VAT, or ${price('starter', false, false)} without it. While VAT is shown, the ${pricingCopy.summary.heading} lists it on its own line.`,
    },
    {
      question: 'How much does paying yearly save?',
      answer: `${saving}. With a yearly commitment you pay for the year: the monthly price × 12, less ${saving}, rounded to the pound. The same applies to every add-on. ${starter.name} is ${price('starter', true, false)} a year instead of ${twelveMonths} (12 months at ${price('starter', false, false)}), before VAT.`,
    },
    {
      question: 'What happens if I choose Enterprise?',
      answer: `${enterprise.name} has no list price. Contact us and we agree its limits with you: ${formatList(featuresWith(enterprise, 'Custom'))} are set to what you need, and ${formatList(featuresWith(enterprise, 'Unlimited'))} have no limit. Add-ons and the ${pricingCopy.summary.heading} are for ${formatList(pricing.plans.filter((candidate) => candidate.basePrice !== 'Contact Us').map(({ name }) => name))}.`,
      link: { label: 'Contact Us', href: enterprise.signupUrl },
    },
  ] satisfies PricingQuestion[],
}
