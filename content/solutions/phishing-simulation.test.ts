import { pricing } from '@/content/pricing'
import { phishingSimulationPlans as planSentence, pricingTerms, trainingPlans } from '@/content/pricing-terms'
import { phishingSimulation } from '@/content/solutions/phishing-simulation'

// The page sells what the price list sells (Starter "No", Business "Yearly", Enterprise "Yearly + Training").
const value = (name: string) => pricing.plans.find((plan) => plan.name === name)!.features.PhishingSimulation
const withTraining = pricing.plans.filter((plan) => /training/i.test(plan.features.PhishingSimulation)).map((plan) => plan.name)
const without = pricing.plans.filter((plan) => plan.features.PhishingSimulation === 'No').map((plan) => plan.name)

describe('the phishing simulation page and the plans', () => {
  it('names as training plans exactly those whose price-list value includes training', () => {
    expect(withTraining.length).toBeGreaterThan(0)
    for (const name of withTraining) expect(trainingPlans).toContain(name)
    for (const plan of pricing.plans.filter((candidate) => !withTraining.includes(candidate.name)))
      expect(trainingPlans).not.toContain(plan.name)
  })

  it('says which plans include a campaign, which add training, and which have none', () => {
    for (const plan of pricing.plans) {
      if (without.includes(plan.name)) expect(planSentence).toMatch(new RegExp(`not in [^;]*${plan.name}`))
      else
        expect(planSentence).toMatch(
          new RegExp(
            `${plan.name} \\(one campaign a year${/training/i.test(value(plan.name)) ? ', with follow-up training' : ''}\\)`,
          ),
        )
    }
    expect(phishingSimulation.middleDescription.join(' ')).toContain(planSentence)
    // The pricing page explains the table's value in the same words.
    expect(pricingTerms.terms.find((term) => term.term === pricing.featureLabels.PhishingSimulation)?.definition).toContain(
      planSentence,
    )
  })

  it('mentions our training only beside a plan that includes it', () => {
    const view = phishingSimulation.image.kind === 'campaign' ? phishingSimulation.image.followUp : []
    const cards = phishingSimulation.cards.flatMap((card) => [card.title, card.description])
    const mentions = [...view, ...cards, phishingSimulation.imageAlt].filter((text) => /training/i.test(text))
    expect(mentions.length).toBeGreaterThan(0)
    for (const text of mentions) expect(withTraining.some((name) => text.includes(name))).toBe(true)
  })

  it('sells a yearly campaign without arguing against a yearly cadence', () => {
    const copy = JSON.stringify(phishingSimulation)
    expect(copy).not.toMatch(/yearly (training|course|slide)/i)
    expect(copy).not.toMatch(/(monthly|quarterly|every month|each month)/i)
  })
})
