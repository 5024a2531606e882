import { reportCategories, validateReport } from '#lib/validations/report'

const valid = {
  url: 'https://plainguard-login.example.com/verify',
  category: 'phishing',
  details: 'A text message linked here.',
  email: '',
}

describe('validateReport', () => {
  it('accepts a report without an email address and leaves the address out', () => {
    expect(validateReport(valid)).toEqual({
      ok: true,
      data: { url: valid.url, category: 'phishing', details: valid.details, email: undefined },
    })
  })

  it('trims every field', () => {
    expect(
      validateReport({
        url: '  http://192.0.2.10/login ',
        category: 'malware',
        details: ' Fake update \n',
        email: ' me@example.org ',
      }),
    ).toEqual({
      ok: true,
      data: { url: 'http://192.0.2.10/login', category: 'malware', details: 'Fake update', email: 'me@example.org' },
    })
  })

  it.each(reportCategories)('accepts the category %s', (category) => {
    expect(validateReport({ ...valid, category }).ok).toBe(true)
  })

  it('names every missing required field', () => {
    expect(validateReport({ url: ' ', category: '', details: '', email: '' })).toEqual({
      ok: false,
      errors: {
        url: 'Enter the web address of the content',
        category: 'Choose what kind of content it is',
        details: 'Tell us what you saw',
      },
    })
  })

  it.each([
    'plainguard-login.example.com',
    'javascript:alert(1)',
    'ftp://example.com/file',
    'data:text/html,<b>x</b>',
    'http://localhost/',
    'https://',
    'https://bad..example.com/',
    'https:// example.com',
  ])('accepts only full http(s) web addresses: rejects %p', (url) => {
    expect(validateReport({ ...valid, url })).toEqual({
      ok: false,
      errors: { url: 'Enter the full web address, starting with http:// or https://' },
    })
  })

  it('rejects an unknown category and an address that is too long', () => {
    expect(validateReport({ ...valid, category: 'spam' })).toEqual({
      ok: false,
      errors: { category: 'Choose what kind of content it is' },
    })
    expect(validateReport({ ...valid, url: `https://example.com/${'a'.repeat(2048)}` })).toEqual({
      ok: false,
      errors: { url: 'Must be 2,048 characters or fewer' },
    })
  })

  it('checks the optional email address when one is given', () => {
    expect(validateReport({ ...valid, email: 'not-an-address' })).toEqual({
      ok: false,
      errors: { email: 'Enter an email address in the correct format, like name@company.co.uk' },
    })
  })
})
