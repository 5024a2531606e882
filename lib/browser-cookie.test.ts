/** @jest-environment jsdom */
import { readCookie, writeCookie } from '#lib/browser-cookie'

afterEach(() => {
  for (const name of ['planDetails', 'broken']) document.cookie = `${name}=; max-age=0; path=/`
})

describe('browser cookies', () => {
  it('writes a value that reads back as written', async () => {
    const value = JSON.stringify({ plan: 'business', isYearly: true })
    await writeCookie('planDetails', value, { path: '/', sameSite: 'lax' })
    expect(await readCookie('planDetails')).toBe(value)
  })

  it('reads a missing cookie as undefined', async () => {
    expect(await readCookie('planDetails')).toBeUndefined()
  })

  it('reads a value that cannot be decoded as missing rather than throwing', async () => {
    document.cookie = 'broken=%E0%A4%A; path=/'
    expect(await readCookie('broken')).toBeUndefined()
  })
})
