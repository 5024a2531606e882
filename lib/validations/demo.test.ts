import { demoDays, demoIndustries, demoWindows, validateDemo } from '#lib/validations/demo'

const valid = {
  name: 'Grace Hopper',
  email: 'grace@example.com',
  company: 'Example Retail plc',
  industry: 'retail',
}
const noDay = 'Choose at least one day, or tell us below what suits you'
const noWindow = 'Choose a time of day, or tell us below what suits you'
type Field = keyof typeof valid | 'domain' | 'days' | 'windows' | 'times'
const values = (changes: Partial<Record<Field, string>> = {}) => ({
  ...valid,
  domain: '',
  days: 'tue,thu',
  windows: 'afternoon',
  times: '',
  ...changes,
})
const chosen = { days: ['tue', 'thu'], windows: ['afternoon'] }

describe('validateDemo', () => {
  it('accepts a complete request: the ticked days and times of day as lists', () => {
    expect(validateDemo(values())).toEqual({ ok: true, data: { ...valid, ...chosen } })
  })

  it('trims every field', () => {
    expect(
      validateDemo({
        name: ' Grace ',
        email: ' grace@example.com ',
        company: ' Example ',
        domain: '',
        industry: 'gaming',
        days: 'mon',
        windows: 'morning',
        times: ' Not the 14th ',
      }),
    ).toEqual({
      ok: true,
      data: {
        name: 'Grace',
        email: 'grace@example.com',
        company: 'Example',
        industry: 'gaming',
        days: ['mon'],
        windows: ['morning'],
        times: 'Not the 14th',
      },
    })
  })

  it.each(demoIndustries)('accepts the industry %s', (industry) => {
    expect(validateDemo(values({ industry })).ok).toBe(true)
  })

  it('accepts every day and every time of day', () => {
    expect(validateDemo(values({ days: demoDays.join(','), windows: demoWindows.join(',') }))).toEqual({
      ok: true,
      data: { ...valid, days: [...demoDays], windows: [...demoWindows] },
    })
  })

  it('accepts the visitor’s own words beside or instead of the choices', () => {
    expect(validateDemo(values({ days: '', windows: '', times: ' Any weekday after 4pm ' }))).toEqual({
      ok: true,
      data: { ...valid, times: 'Any weekday after 4pm' },
    })
    expect(validateDemo(values({ times: 'Not the week of 14 December' }))).toEqual({
      ok: true,
      data: { ...valid, ...chosen, times: 'Not the week of 14 December' },
    })
  })

  it('asks for a day, a time of day, or both, unless the visitor said what suits them', () => {
    expect(validateDemo(values({ days: '', windows: '' }))).toEqual({ ok: false, errors: { days: noDay, windows: noWindow } })
    expect(validateDemo(values({ windows: '' }))).toEqual({ ok: false, errors: { windows: noWindow } })
    expect(validateDemo(values({ days: '' }))).toEqual({ ok: false, errors: { days: noDay } })
    expect(validateDemo(values({ days: '', times: '   ' }))).toEqual({ ok: false, errors: { days: noDay } })
  })

  it('refuses a day or a time of day that is not offered', () => {
    expect(validateDemo(values({ days: 'tue,sat' }))).toEqual({ ok: false, errors: { days: noDay } })
    expect(validateDemo(values({ windows: 'evening' }))).toEqual({ ok: false, errors: { windows: noWindow } })
  })

  it.each(['example.co.uk', 'Example & Sons', 'Sainsbury’s', "O'Neill Retail", 'bücher.de', '3d-prints.co.uk'])(
    'accepts the domain or brand %j',
    (domain) => {
      expect(validateDemo(values({ domain }))).toEqual({ ok: true, data: { ...valid, domain, ...chosen } })
    },
  )

  it('leaves a blank domain out, and trims one that is given', () => {
    expect(validateDemo(values({ domain: '  ' }))).toEqual({ ok: true, data: { ...valid, ...chosen } })
    expect(validateDemo(values({ domain: ' example.co.uk ' }))).toEqual({
      ok: true,
      data: { ...valid, domain: 'example.co.uk', ...chosen },
    })
  })

  it.each(['https://example.co.uk/login', '<script>', '-example.com', 'x'.repeat(254)])(
    'refuses the domain or brand %j',
    (domain) => {
      const result = validateDemo(values({ domain }))
      expect(result.ok).toBe(false)
      expect(result.ok || result.errors.domain).toBe(
        domain.length > 253 ? 'Must be 253 characters or fewer' : 'Enter a domain such as example.co.uk, or your brand’s name',
      )
    },
  )

  it('names every missing field in one go', () => {
    expect(
      validateDemo({ name: '', email: ' ', company: '', domain: '', industry: '', days: '', windows: '', times: '' }),
    ).toEqual({
      ok: false,
      errors: {
        name: 'Enter your name',
        email: 'Enter your work email address',
        company: 'Enter your company name',
        industry: 'Choose the industry you work in',
        days: noDay,
        windows: noWindow,
      },
    })
  })

  it('rejects a malformed address, an unknown industry and overlong words of the visitor’s own', () => {
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
