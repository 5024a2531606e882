import { pricingFaq } from '@/content/pricing-faq'
import { pricingTerms } from '@/content/pricing-terms'

const answer = (start: string) => pricingFaq.questions.find(({ question }) => question.startsWith(start))!.answer

// The figures come from content/pricing.ts through lib/pricing.ts: these are the specification's prices and rates.
describe('the pricing questions', () => {
  it('asks four questions in sentence case', () => {
    expect(pricingFaq.questions.map(({ question }) => question)).toEqual([
      'Is there a free trial?',
      'Do the prices include VAT?',
      'How much does paying yearly save?',
      'What happens if I choose Enterprise?',
    ])
  })

  it('the trial is 14 days', () => {
    expect(answer('Is there')).toContain('14-day free trial')
  })

  it('VAT: the answer’s rate, default and example match the page', () => {
    const vat = answer('Do the prices')
    expect(vat).toContain('By default, yes: prices are shown including VAT at 20%.')
    expect(vat).toContain('“Show prices including VAT”')
    expect(vat).toContain('£120 a month including VAT, or £100 without it')
    expect(vat).toContain('Pricing Summary')
  })

  it('yearly: 20% off twelve months, Starter £960 instead of £1,200', () => {
    const yearly = answer('How much')
    expect(yearly).toMatch(/^20%\. /)
    expect(yearly).toContain('£960 a year instead of £1,200 (12 months at £100), before VAT')
  })

  it('Enterprise: custom and unlimited features read from the plan, and a way to contact us', () => {
    const entry = pricingFaq.questions.find(({ question }) => question.includes('Enterprise'))!
    expect(entry.answer).toContain(
      'content moderation scans and managed takedowns are set to what you need, and users, products monitored, detection alerts and monitored websites have no limit',
    )
    expect(entry.answer).toContain('Add-ons and the Pricing Summary are for Starter and Business.')
    expect(entry.link).toEqual({ label: 'Contact Us', href: '/contact' })
  })
})

describe('the pricing terms', () => {
  it('define the table’s and the add-on’s words, with no price that ignores the VAT switch', () => {
    expect(pricingTerms.terms.map(({ term }) => term)).toEqual([
      'Products monitored',
      'Content moderation scans',
      'Scan pack',
      'Phishing simulation',
    ])
    const pack = pricingTerms.terms[2]!.definition
    expect(pack).toContain('Content Moderation Scans add-on')
    expect(pack).not.toContain('£')
    // No pack size until the company gives one (a STAND-IN): nothing is made up meanwhile.
    expect(pack).not.toMatch(/\d+K?\s+scans/)
  })
})
