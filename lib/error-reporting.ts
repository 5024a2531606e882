import type { ErrorEvent, TransactionEvent } from '@sentry/core'
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
    beforeSend: scrubEvent,
    beforeSendTransaction: scrubEvent,
    beforeBreadcrumb: (breadcrumb) =>
      breadcrumb.category === 'navigation' && breadcrumb.data
        ? { ...breadcrumb, data: { from: stripQuery(String(breadcrumb.data.from ?? '')), to: stripQuery(String(breadcrumb.data.to ?? '')) } }
        : breadcrumb,
    integrations: [
      Sentry.browserTracingIntegration(),
      Sentry.browserProfilingIntegration(),
      // Replays mask all text and block media by default: keep it so.
      Sentry.replayIntegration(),
    ],
  })
}

/** Query strings can hold personal data (?email=): reports carry the page path only. */
export function scrubEvent<T extends ErrorEvent | TransactionEvent>(event: T): T {
  if (event.request?.url) event.request = { ...event.request, url: stripQuery(event.request.url), query_string: undefined }
  if (event.transaction) event.transaction = stripQuery(event.transaction)
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
