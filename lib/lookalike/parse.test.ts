import { parseDomain, parseErrors } from '#lib/lookalike/parse'

const domainOf = (input: string) => {
  const result = parseDomain(input)
  return result.ok ? result.domain : result.error
}

describe('parseDomain', () => {
  it.each([
    ['example.com', 'example', 'com', false],
    ['  Example.COM ', 'example', 'com', false],
    ['barclays.co.uk', 'barclays', 'co.uk', false],
    ['www.barclays.co.uk', 'barclays', 'co.uk', true],
    ['https://online.example-bank.co.uk/login?next=/accounts#top', 'example-bank', 'co.uk', true],
    ['http://shop.example.org.uk:8080/', 'example', 'org.uk', true],
    ['example.ltd.uk', 'example', 'ltd.uk', false],
    ['example.plc.uk', 'example', 'plc.uk', false],
    ['ox.ac.uk', 'ox', 'ac.uk', false],
    ['www.hmrc.gov.uk', 'hmrc', 'gov.uk', true],
    ['example.me.uk', 'example', 'me.uk', false],
    ['example.net.uk', 'example', 'net.uk', false],
    ['www.example.nhs.uk', 'example', 'nhs.uk', true],
    ['stmarys.leeds.sch.uk', 'stmarys', 'leeds.sch.uk', false],
    ['example.uk', 'example', 'uk', false],
    ['mail.example.com.au', 'example', 'com.au', true],
    ['example.com.', 'example', 'com', true],
    ['someone@example.co.uk', 'example', 'co.uk', true],
    ['3m.com', '3m', 'com', false],
  ])('%s → %s . %s', (input, label, suffix, reduced) => {
    expect(domainOf(input)).toEqual({ label, suffix, domain: `${label}.${suffix}`, reduced })
  })

  it.each([
    ['', parseErrors.empty],
    ['   ', parseErrors.empty],
    ['x'.repeat(2049), parseErrors.tooLong],
    ['exa mple.com', parseErrors.unreadable],
    ['http://', parseErrors.unreadable],
    ['192.168.0.1', parseErrors.ipAddress],
    ['http://[::1]/', parseErrors.ipAddress],
    ['bücher.de', parseErrors.international],
    ['xn--bcher-kva.de', parseErrors.international],
    ['example', parseErrors.noEnding],
    ['co.uk', parseErrors.onlyEnding],
    ['leeds.sch.uk', parseErrors.onlyEnding],
    ['exa_mple.com', parseErrors.characters],
    ['-example.com', parseErrors.hyphens],
    ['example-.co.uk', parseErrors.hyphens],
    [`${'a'.repeat(64)}.com`, parseErrors.labelLength],
    ['example..com', parseErrors.labelLength],
    ['example.c0m', parseErrors.ending],
  ])('refuses %j with a message saying what to enter', (input, message) => {
    expect(domainOf(input)).toBe(message)
  })
})
