// What the price list's less obvious words mean, shown under the plan comparison. How the service
// counts these is the company's to state: the definitions marked STAND-IN are written from the
// rest of the site, not known facts, and are confirmed before launch (docs/architecture.md, "Content").
import { pricing } from '@/content/pricing'
import { upperFirst } from '@/lib/format'

export type PricingTerm = { term: string; definition: string }

const scanAddon = pricing.addons.find((addon) => addon.id === 'ContentModerationScans')!

/** STAND-IN: how many scans one pack adds each month; only the company knows. Null leaves the sentence out. */
const scansPerPack: string | null = null

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
  ] satisfies PricingTerm[],
}
