import { signatureSchema } from '@/content/signature'

const watch = {
  kind: 'watch',
  heading: 'What we watch for',
  name: 'yourbrand.example',
  items: [
    { technique: 'A typo', lookalike: 'yourbrnad.example', changed: 'na' },
    { technique: 'A swapped character', lookalike: 'y0urbrand.example', changed: '0' },
    { technique: 'An added word', lookalike: 'yourbrand-login.example', changed: '-login' },
  ],
  stages: [
    { when: 'Registered', then: 'Watched' },
    { when: 'Copies your site', then: 'Takedown opened' },
  ],
}

describe('signatureSchema', () => {
  it('accepts a module of a known kind', () => {
    expect(signatureSchema.safeParse(watch).success).toBe(true)
  })

  it('rejects a marked change that is not in the lookalike', () => {
    const items = [{ ...watch.items[0], changed: 'xyz' }, ...watch.items.slice(1)]
    expect(signatureSchema.safeParse({ ...watch, items }).success).toBe(false)
  })

  it('rejects an unknown kind and a field its kind does not have', () => {
    expect(signatureSchema.safeParse({ ...watch, kind: 'poster' }).success).toBe(false)
    expect(signatureSchema.safeParse({ ...watch, extra: 'x' }).success).toBe(false)
  })

  it('rejects two red flags on one part of an email', () => {
    const email = {
      kind: 'email',
      heading: 'An email',
      from: 'a@b.example',
      subject: 'Pay now',
      body: 'Body',
      button: 'View',
      destination: 'b.example/x',
      flags: [
        { at: 'from', text: 'one' },
        { at: 'from', text: 'two' },
        { at: 'body', text: 'three' },
      ],
      note: 'Note',
    }
    expect(signatureSchema.safeParse(email).success).toBe(false)
  })
})
