import { demoIndustries, validateDemo } from './demo'

const valid = {
  name: 'Grace Hopper',
  email: 'grace@example.com',
  company: 'Example Retail plc',
  industry: 'retail',
  times: 'Tuesday or Thursday afternoon',
}
/** The form's values: the fields above and the optional domain, blank unless given. */
const values = (changes: Partial<Record<keyof typeof valid | 'domain', string>> = {}) => ({ ...valid, domain: '', ...changes })

describe('validateDemo', () => {
  it('accepts a complete request', () => {
    expect(validateDemo(values())).toEqual({ ok: true, data: valid })
  })

  it('trims every field', () => {
    expect(
      validateDemo({ name: ' Grace ', email: ' grace@example.com ', company: ' Example ', domain: '', industry: 'gaming', times: ' Mornings ' }),
    ).toEqual({ ok: true, data: { name: 'Grace', email: 'grace@example.com', company: 'Example', industry: 'gaming', times: 'Mornings' } })
  })

  it.each(demoIndustries)('accepts the industry %s', (industry) => {
    expect(validateDemo(values({ industry })).ok).toBe(true)
  })

  it.each(['example.co.uk', 'Example & Sons', 'Sainsbury’s', "O'Neill Retail", 'bücher.de', '3d-prints.co.uk'])('accepts the domain or brand %j', (domain) => {
    expect(validateDemo(values({ domain }))).toEqual({ ok: true, data: { ...valid, domain } })
  })

  it('leaves a blank domain out, and trims one that is given', () => {
    expect(validateDemo(values({ domain: '  ' }))).toEqual({ ok: true, data: valid })
    expect(validateDemo(values({ domain: ' example.co.uk ' }))).toEqual({ ok: true, data: { ...valid, domain: 'example.co.uk' } })
  })

  it.each(['https://example.co.uk/login', '<script>', '-example.com', 'x'.repeat(254)])('refuses the domain or brand %j', (domain) => {
    const result = validateDemo(values({ domain }))
    expect(result.ok).toBe(false)
    expect(result.ok || result.errors.domain).toBe(domain.length > 253 ? 'Must be 253 characters or fewer' : 'Enter a domain such as example.co.uk, or your brand’s name')
  })

  it('names every missing field', () => {
    expect(validateDemo({ name: '', email: ' ', company: '', domain: '', industry: '', times: '' })).toEqual({
      ok: false,
      errors: {
        name: 'Enter your name',
        email: 'Enter your work email address',
        company: 'Enter your company name',
        industry: 'Choose the industry you work in',
        times: 'Tell us which days and times suit you',
      },
    })
  })

  it('rejects a malformed address, an unknown industry and overlong times', () => {
    expect(validateDemo(values({ email: 'grace@', industry: 'farming', times: 'x'.repeat(501) }))).toEqual({
      ok: false,
      errors: {
        email: 'Enter an email address in the correct format, like name@company.co.uk',
        industry: 'Choose the industry you work in',
        times: 'Must be 500 characters or fewer',
      },
    })
  })
})
