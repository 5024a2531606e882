import type { setCookie } from 'cookies-next/client'

/**
 * Cookies in the browser, through cookies-next. The library is imported on first use, so it is never
 * part of a page's first-load JavaScript; pages are static, so only browser code calls these.
 */
const library = () => import('cookies-next/client')

export type CookieOptions = NonNullable<Parameters<typeof setCookie>[2]>

/** A cookie's value; one that cannot even be decoded counts as missing. */
export async function readCookie(name: string): Promise<string | undefined> {
  const { getCookie } = await library()
  try {
    return getCookie(name)
  } catch {
    return undefined
  }
}

export async function writeCookie(name: string, value: string, options: CookieOptions): Promise<void> {
  const { setCookie } = await library()
  setCookie(name, value, options)
}
