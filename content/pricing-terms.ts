// Definitions marked as stand-ins are written from the rest of the site, for the company to confirm before launch.
import { pricing } from '@/content/pricing'
import { formatList, upperFirst } from '#lib/format'

export type PricingTerm = { term: string; definition: string }

const scanAddon = pricing.addons.find((addon) => addon.id === 'ContentModerationScans')!

/** STAND-IN: how many scans one pack adds each month; only the company knows. Null leaves the sentence out. */
const scansPerPack: string | null = null

/**
 * "Phishing simulation" values in words, for this page and the Phishing Simulation page; a value without words
 * stops the build. STAND-IN: that "Yearly" is one campaign a year.
 */
const simulationWords: Record<string, string | null> = {
  No: null,
  Yearly: 'one campaign a year',
  'Yearly + Training': 'one campaign a year, with follow-up training',
}
const simulationByPlan = pricing.plans.map((plan) => {
  const value = plan.features.PhishingSimulation
  const words = simulationWords[value]
  if (words === undefined) throw new Error(`pricing-terms: no words for the phishing simulation value "${value}" (${plan.name})`)
  return { name: plan.name, words, training: /training/i.test(value) }
})
export const trainingPlans = formatList(simulationByPlan.filter((plan) => plan.training).map((plan) => plan.name))
export const phishingSimulationPlans = `Included in ${formatList(
  simulationByPlan.flatMap((plan) => (plan.words ? [`${plan.name} (${plan.words})`] : [])),
)}; not in ${formatList(simulationByPlan.filter((plan) => !plan.words).map((plan) => plan.name))}.`

export const pricingTerms = {
  heading: 'What the terms mean',
  terms: [
    {
      term: pricing.featureLabels.ProductsMonitored,
      // STAND-IN: what counts as one product.
      definition:
        'The brand and product names we watch for imitations and misuse. Each name you ask us to watch counts as one product.',
    },
    {
      term: pricing.featureLabels.ContentModerationScans,
      // STAND-IN: what counts as one scan.
      definition:
        'Each post, comment, image or upload checked against your moderation policy counts as one scan. The table shows each plan’s monthly allowance.',
    },
    {
      term: upperFirst(scanAddon.unit),
      // STAND-IN: that a pack adds to the monthly allowance.
      definition: [
        `The unit of the ${scanAddon.label} add-on: more scans each month on top of your plan’s allowance; its price is in the calculator below.`,
        scansPerPack && `Each pack adds ${scansPerPack} scans a month.`,
      ]
        .filter(Boolean)
        .join(' '),
    },
    {
      term: pricing.featureLabels.PhishingSimulation,
      definition: `Safe, realistic phishing emails to your staff, with a report, broken down by team, of who clicked, entered a password or reported it. ${phishingSimulationPlans}`,
    },
  ] satisfies PricingTerm[],
}
