import type { Instrumentation } from 'next'
import { scrubEvent, scrubSpan } from '#lib/error-reporting'

const dsn = process.env.NEXT_PUBLIC_SENTRY_DSN

// Server errors when a DSN is set: the middleware and on-demand renders. No tracing: a URL may carry the visitor's address.
export async function register() {
  if (!dsn) return
  const Sentry = await import('@sentry/nextjs')
  // No tracesSampleRate (not even 0): tracing is off. scrubSpan guards any span the SDK sends anyway.
  Sentry.init({ dsn, beforeSendSpan: scrubSpan })
  // As in the browser: no query string (?email=) in any event this server sends.
  Sentry.addEventProcessor(scrubEvent)
}

export const onRequestError: Instrumentation.onRequestError = async (...args) => {
  if (!dsn) return
  const Sentry = await import('@sentry/nextjs')
  Sentry.captureRequestError(...args)
}
