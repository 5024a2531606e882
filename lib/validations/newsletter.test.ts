import { emailFormatMessage } from '#lib/validations/fields'
import { validateNewsletter } from '#lib/validations/newsletter'

describe('validateNewsletter', () => {
  it('sends the address trimmed', () => {
    expect(validateNewsletter({ email: '  someone@example.co.uk \n' })).toEqual({
      ok: true,
      data: { email: 'someone@example.co.uk' },
    })
  })

  it('asks for an address when the field is blank', () => {
    expect(validateNewsletter({ email: '   ' })).toEqual({ ok: false, errors: { email: 'Enter your work email address' } })
  })

  // `someone@example` passes the browser's type="email" check: the schema still stops it.
  it.each(['someone', 'someone@', '@example.co.uk', 'someone@example', 'some one@example.co.uk'])(
    'refuses %p in the words the other forms use',
    (email) => {
      expect(validateNewsletter({ email })).toEqual({ ok: false, errors: { email: emailFormatMessage } })
    },
  )
})
