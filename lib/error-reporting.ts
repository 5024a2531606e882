import type { Event } from '@sentry/core'
import { site } from './site'
import { stripQuery } from './url'

let sentry: Promise<typeof import('@sentry/nextjs')> | undefined

/**
 * Starts Sentry in the browser. Call only after consent; the SDK (~96 kB) is loaded lazily here.
 * Without a DSN nothing is loaded or sent. Traces propagate to localhost and the API only.
 */
export async function startErrorReporting(): Promise<void> {
  const dsn = site.sentryDsn
  if (!dsn || sentry) return
  sentry = import('@sentry/nextjs')
  const Sentry = await sentry
  Sentry.init({
    dsn,
    tracesSampleRate: 0.1,
    profileSessionSampleRate: 0.1,
    replaysSessionSampleRate: 1,
    replaysOnErrorSampleRate: 1.0,
    tracePropagationTargets: ['localhost', new URL(site.apiUrl).origin],
    beforeBreadcrumb: scrubUrls,
    integrations: [
      Sentry.browserTracingIntegration(),
      Sentry.browserProfilingIntegration(),
      // The SDK's defaults, stated: every text and input masked, images and media blocked, no request
      // or response bodies or headers (networkDetailAllowUrls is empty). The recording's own events
      // (navigations, resource timings) carry URLs: their query strings go.
      Sentry.replayIntegration({
        maskAllText: true,
        maskAllInputs: true,
        blockAllMedia: true,
        networkDetailAllowUrls: [],
        beforeAddRecordingEvent: scrubUrls,
      }),
    ],
  })
  // Event processors run for every event: errors, transactions and replay events (which bypass beforeSend).
  Sentry.addEventProcessor(scrubEvent)
}

/** An absolute http(s) URL or a path, with a query string or fragment. */
const urlWithQuery = /^(?:https?:\/\/[^\s/?#]+)?\/[^\s]*[?#]/

/** Every URL in a value (a breadcrumb, a recording event), deep, without its query string. */
export function scrubUrls<T>(value: T): T {
  if (typeof value === 'string') return (urlWithQuery.test(value) ? stripQuery(value) : value) as T
  if (Array.isArray(value)) return value.map(scrubUrls) as T
  if (value && typeof value === 'object') {
    return Object.fromEntries(Object.entries(value).map(([key, item]) => [key, scrubUrls(item)])) as T
  }
  return value
}

/**
 * Query strings can hold personal data (?email=): every event carries page paths only, in its
 * request URL and Referer, its transaction name, a replay's list of pages and its breadcrumbs.
 */
export function scrubEvent<T extends Event>(event: T): T {
  if (event.request) {
    const { Referer, referer, ...headers } = event.request.headers ?? {}
    const referrer = Referer ?? referer
    event.request = {
      ...event.request,
      url: event.request.url && stripQuery(event.request.url),
      query_string: undefined,
      headers: referrer ? { ...headers, Referer: stripQuery(referrer) } : headers,
    }
  }
  if (event.transaction) event.transaction = stripQuery(event.transaction)
  if ('urls' in event && Array.isArray(event.urls)) (event as T & { urls: string[] }).urls = event.urls.map(stripQuery)
  if (event.breadcrumbs) event.breadcrumbs = scrubUrls(event.breadcrumbs)
  return event
}

/** On withdrawn consent: stops the replay and the client, then removes the replay session from sessionStorage. */
export async function stopErrorReporting(): Promise<void> {
  if (!sentry) return
  const Sentry = await sentry
  sentry = undefined
  await Sentry.getReplay()?.stop()
  await Sentry.close()
  for (const key of Object.keys(window.sessionStorage)) {
    if (key.startsWith('sentry')) window.sessionStorage.removeItem(key)
  }
}
