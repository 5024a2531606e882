const headersWith = async (dsn: string | undefined) => {
  const saved = process.env.NEXT_PUBLIC_SENTRY_DSN
  if (dsn === undefined) delete process.env.NEXT_PUBLIC_SENTRY_DSN
  else process.env.NEXT_PUBLIC_SENTRY_DSN = dsn
  jest.resetModules()
  const { securityHeaders } = await import('#lib/security-headers')
  if (saved === undefined) delete process.env.NEXT_PUBLIC_SENTRY_DSN
  else process.env.NEXT_PUBLIC_SENTRY_DSN = saved
  return Object.fromEntries(securityHeaders.map(({ key, value }) => [key, value]))
}

describe('securityHeaders', () => {
  it('asks for js-profiling only when a Sentry DSN lets profiling run', async () => {
    expect(await headersWith('https://key@o1.ingest.sentry.io/1')).toMatchObject({ 'document-policy': 'js-profiling' })
    expect(await headersWith(undefined)).not.toHaveProperty('document-policy')
    expect(await headersWith('')).not.toHaveProperty('document-policy')
  })

  it('sends the rest whatever the configuration', async () => {
    expect(Object.keys(await headersWith(undefined))).toEqual([
      'content-security-policy',
      'strict-transport-security',
      'x-content-type-options',
      'referrer-policy',
      'permissions-policy',
      'cross-origin-opener-policy',
      'x-frame-options',
    ])
  })
})
