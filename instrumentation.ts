import type { Instrumentation } from 'next'
import { scrubEvent, scrubSpan } from '#lib/error-reporting.ts'

const dsn = process.env.NEXT_PUBLIC_SENTRY_DSN

// Server-side error reporting, only when a DSN is configured. Pages are static, so this covers
// the middleware and the few requests that render on demand (for example a 404). No tracing: a
// static page's server span measures nothing, and its URL (?email=&token=) is the visitor's.
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
