import { validateUnsubscribe } from '#lib/validations/unsubscribe'

describe('validateUnsubscribe', () => {
  it('sends the trimmed address and the token from the link', () => {
    expect(validateUnsubscribe({ email: ' reader@example.co.uk ', token: 'abc123' })).toEqual({
      ok: true,
      data: { email: 'reader@example.co.uk', token: 'abc123' },
    })
  })

  it('leaves out a missing token', () => {
    expect(validateUnsubscribe({ email: 'reader@example.co.uk', token: '' })).toEqual({
      ok: true,
      data: { email: 'reader@example.co.uk', token: undefined },
    })
  })

  it('asks for an address when there is none', () => {
    expect(validateUnsubscribe({ email: '   ', token: 'abc123' })).toEqual({
      ok: false,
      errors: { email: 'Enter the email address to unsubscribe' },
    })
  })

  it('rejects whatever a hostile link put in the address', () => {
    expect(validateUnsubscribe({ email: '<script>alert(1)</script>', token: '' })).toEqual({
      ok: false,
      errors: { email: 'Enter an email address in the correct format, like name@company.co.uk' },
    })
  })
})
