import { object, string, minLength, trim } from 'zod/mini'
import { validate } from '#lib/validations/validate'

describe('validate', () => {
  const schema = object({ a: string().check(trim(), minLength(1, 'first'), minLength(3, 'second')), b: string() })

  it('returns the parsed data', () => {
    expect(validate(schema, { a: ' abc ', b: 'x' })).toEqual({ ok: true, data: { a: 'abc', b: 'x' } })
  })

  it('keeps only the first message of each field', () => {
    expect(validate(schema, { a: ' ', b: 'x' })).toEqual({ ok: false, errors: { a: 'first' } })
  })
})
