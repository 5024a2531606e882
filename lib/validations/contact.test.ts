import { validateContact } from '#lib/validations/contact'

const valid = {
  name: 'Ada Lovelace',
  email: 'ada@example.co.uk',
  company: 'Analytical Engines Ltd',
  message: 'We keep finding fake shops.',
}

describe('validateContact', () => {
  it('accepts a complete message and sends it as typed', () => {
    expect(validateContact(valid)).toEqual({ ok: true, data: valid })
  })

  it('trims every field and leaves out a blank company', () => {
    expect(validateContact({ name: '  Ada ', email: ' ada@example.co.uk\n', company: '   ', message: '\n Hello \n' })).toEqual({
      ok: true,
      data: { name: 'Ada', email: 'ada@example.co.uk', company: undefined, message: 'Hello' },
    })
  })

  it('names every missing required field, once each', () => {
    expect(validateContact({ name: ' ', email: '', company: '', message: '  ' })).toEqual({
      ok: false,
      errors: {
        name: 'Enter your name',
        email: 'Enter your work email address',
        message: 'Enter your message',
      },
    })
  })

  it.each(['ada', 'ada@', '@example.co.uk', 'ada@example', 'ada example@example.co.uk', 'ada@@example.co.uk'])(
    'rejects the email address %p',
    (email) => {
      expect(validateContact({ ...valid, email })).toEqual({
        ok: false,
        errors: { email: 'Enter an email address in the correct format, like name@company.co.uk' },
      })
    },
  )

  it('bounds the length of each field', () => {
    expect(validateContact({ ...valid, message: 'x'.repeat(5000) }).ok).toBe(true)
    expect(validateContact({ ...valid, message: 'x'.repeat(5001) })).toEqual({
      ok: false,
      errors: { message: 'Must be 5,000 characters or fewer' },
    })
    expect(validateContact({ ...valid, name: 'x'.repeat(201), company: 'x'.repeat(201) })).toEqual({
      ok: false,
      errors: { name: 'Must be 200 characters or fewer', company: 'Must be 200 characters or fewer' },
    })
    expect(validateContact({ ...valid, email: `${'x'.repeat(250)}@example.co.uk` }).ok).toBe(false)
  })

  it('drops anything that is not a field of the form', () => {
    const result = validateContact({ ...valid, admin: 'true' } as typeof valid)
    expect(result).toEqual({ ok: true, data: valid })
  })
})
