import type { setCookie } from 'cookies-next/client'

// Imported on first use, so cookies-next is never in a page's first-load JavaScript.
const library = () => import('cookies-next/client')

export type CookieOptions = NonNullable<Parameters<typeof setCookie>[2]>

/** A value that cannot be decoded counts as missing. */
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
