import * as fuzz from '#lib/lookalike/fuzzers'

const all = (results: Iterable<string>) => [...results]
const domain = (label: string, suffix: string) => ({ label, suffix, domain: `${label}.${suffix}`, reduced: false })

describe('fuzzers (after dnstwist)', () => {
  it('addition: a letter or digit at the end', () => {
    expect(all(fuzz.addition('ab'))).toEqual([...'0123456789abcdefghijklmnopqrstuvwxyz'].map((char) => `ab${char}`))
  })

  it('bitsquatting: one flipped bit that still gives a host name character', () => {
    // a = 0x61: bits 2, 4, 8 and 16 give c, e, i and q; the rest leave the LDH set.
    expect(all(fuzz.bitsquatting('a'))).toEqual(['c', 'e', 'i', 'q'])
  })

  it('hyphenation: a hyphen between each pair of characters', () => {
    expect(all(fuzz.hyphenation('abc'))).toEqual(['a-bc', 'ab-c'])
  })

  it('insertion: a neighbouring key on qwerty, qwertz or azerty, before or after each character', () => {
    expect(new Set(fuzz.insertion('ab'))).toEqual(
      new Set([
        ...[...'qwszy21'].flatMap((key) => [`${key}ab`, `a${key}b`]),
        ...[...'vghn'].flatMap((key) => [`a${key}b`, `ab${key}`]),
      ]),
    )
  })

  it('omission: each character left out', () => {
    expect(all(fuzz.omission('abc'))).toEqual(['bc', 'ac', 'ab'])
  })

  it('repetition: each character doubled', () => {
    expect(all(fuzz.repetition('abc'))).toEqual(['aabc', 'abbc', 'abcc'])
  })

  it('replacement: each character replaced by a neighbouring key of any of the three layouts', () => {
    // q: 1 2 w a (qwerty, qwertz) and z s (azerty); 1: 2 q, and a on azerty.
    expect(all(fuzz.replacement('q1'))).toEqual(['11', '21', 'w1', 'a1', 'z1', 's1', 'q2', 'qq', 'qa'])
  })

  it('subdomain: a dot inside the name, never beside a hyphen or at either end', () => {
    expect(all(fuzz.subdomain('abcd'))).toEqual(['a.bcd', 'ab.cd'])
    expect(all(fuzz.subdomain('ab-cd'))).toEqual(['a.b-cd'])
  })

  it('transposition: neighbouring characters swapped', () => {
    expect(all(fuzz.transposition('abc'))).toEqual(['bac', 'acb'])
  })

  it('vowel swap: each vowel replaced by each vowel', () => {
    expect(all(fuzz.vowelSwap('bat'))).toEqual(['bat', 'bet', 'bit', 'bot', 'but'])
  })

  it('dictionary: a word beside the name or in place of a hyphenated part', () => {
    const results = new Set(fuzz.dictionary('shop-direct'))
    for (const expected of [
      'shop-direct-login',
      'shop-directlogin',
      'login-shop-direct',
      'loginshop-direct',
      'shop-login',
      'login-direct',
    ])
      expect(results).toContain(expected)
    expect(new Set(fuzz.dictionary('acme'))).not.toContain('login')
  })

  it('other endings: the UK and abuse-prone endings, and the ending run into the name', () => {
    const uk = new Set(fuzz.otherEndings(domain('example', 'co.uk')))
    for (const expected of [
      'example.com',
      'example.uk',
      'example.org.uk',
      'example.ltd.uk',
      'example.xyz',
      'example.top',
      'exampleco.uk',
    ])
      expect(uk).toContain(expected)
    expect([...fuzz.otherEndings(domain('example', 'org'))].slice(-2)).toEqual(['exampleorg.org', 'example-org.com'])
    expect([...fuzz.otherEndings(domain('example', 'com'))].at(-1)).toBe('examplecom.com')
  })

  describe('homoglyph', () => {
    const results = new Set(fuzz.homoglyph('moo'))

    it('swaps one character for a look-alike, ASCII or Unicode', () => {
      for (const expected of ['rnoo', 'nnoo', 'm0o', 'mo0', 'ṁoo', 'moȯ']) expect(results).toContain(expected)
    })

    it('swaps a run of one character for the same look-alike', () => {
      expect(results).toContain('m00')
      expect(results).toContain('mȯȯ')
    })

    it('swaps twice where both look-alikes are ASCII', () => {
      expect(results).toContain('rn0o')
      expect(results).toContain('rno0')
      expect(results).not.toContain('ṁ0o')
    })

    it('swaps twice only in labels up to DOUBLE_SWAP_LABEL_MAX long, where that work stays small', () => {
      const middle = 'a'.repeat(fuzz.DOUBLE_SWAP_LABEL_MAX - 2)
      expect(new Set(fuzz.homoglyph(`m${middle}m`))).toContain(`rn${middle}nn`)
      const longer = new Set(fuzz.homoglyph(`m${middle}ma`))
      expect(longer).toContain(`rn${middle}ma`)
      expect(longer).not.toContain(`rn${middle}nna`)
    })

    it('spells the whole name in Cyrillic when every letter has a twin', () => {
      expect(results).toContain('моо')
      expect(new Set(fuzz.homoglyph('mfo'))).not.toContain('мfо')
    })
  })
})
