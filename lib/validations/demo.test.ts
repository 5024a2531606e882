import { demoIndustries, validateDemo } from './demo'

const valid = {
  name: 'Grace Hopper',
  email: 'grace@example.com',
  company: 'Example Retail plc',
  industry: 'retail',
  times: 'Tuesday or Thursday afternoon',
}

describe('validateDemo', () => {
  it('accepts a complete request', () => {
    expect(validateDemo(valid)).toEqual({ ok: true, data: valid })
  })

  it('trims every field', () => {
    expect(
      validateDemo({ name: ' Grace ', email: ' grace@example.com ', company: ' Example ', industry: 'gaming', times: ' Mornings ' }),
    ).toEqual({ ok: true, data: { name: 'Grace', email: 'grace@example.com', company: 'Example', industry: 'gaming', times: 'Mornings' } })
  })

  it.each(demoIndustries)('accepts the industry %s', (industry) => {
    expect(validateDemo({ ...valid, industry }).ok).toBe(true)
  })

  it('names every missing field', () => {
    expect(validateDemo({ name: '', email: ' ', company: '', industry: '', times: '' })).toEqual({
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
    expect(validateDemo({ ...valid, email: 'grace@', industry: 'farming', times: 'x'.repeat(501) })).toEqual({
      ok: false,
      errors: {
        email: 'Enter an email address in the correct format, like name@company.co.uk',
        industry: 'Choose the industry you work in',
        times: 'Must be 500 characters or fewer',
      },
    })
  })
})
