import type { BeforeSendEvent } from '@vercel/analytics'
import { stripQuery } from '#lib/url'

type EventProps = Record<string, string | number | boolean | null>

// Loaded only after consent, so @vercel/analytics is never part of a page's first-load JavaScript.
let analytics: Promise<typeof import('@vercel/analytics')> | undefined

/** Query strings and fragments can carry personal data (?email= on the unsubscribe page): never send them. */
export function withoutQuery(event: BeforeSendEvent): BeforeSendEvent {
  return { ...event, url: stripQuery(event.url) }
}

/** Call only after consent; repeated calls do nothing. */
export function startAnalytics(): Promise<void> {
  if (analytics) return analytics.then(() => undefined)
  analytics = import('@vercel/analytics')
  return analytics.then(({ inject, pageview }) => {
    // Page views are sent here and by trackPageview, with the path only, rather than by the script's own history hook.
    inject({ mode: 'production', framework: 'next', disableAutoTrack: true, beforeSend: withoutQuery })
    pageview({ path: window.location.pathname })
  })
}

/** Auto-tracking is off, so the script sends nothing once this is called. */
export function stopAnalytics(): void {
  analytics = undefined
}

export function trackPageview(path: string): void {
  void analytics?.then(({ pageview }) => pageview({ path }))
}

/** Never pass personal data (UK GDPR data minimisation). */
export function trackEvent(name: string, props?: EventProps): void {
  void analytics?.then(({ track }) => track(name, props))
}
