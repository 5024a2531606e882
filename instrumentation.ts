import type { Instrumentation } from 'next'
import { scrubEvent } from '@/lib/error-reporting'

const dsn = process.env.NEXT_PUBLIC_SENTRY_DSN

// Server-side error reporting, only when a DSN is configured. Pages are static, so this covers
// the middleware and the few requests that render on demand (for example a 404).
export async function register() {
  if (!dsn) return
  const Sentry = await import('@sentry/nextjs')
  Sentry.init({ dsn, tracesSampleRate: 0.1 })
  // As in the browser: no query string (?email=) in any event this server sends.
  Sentry.addEventProcessor(scrubEvent)
}

export const onRequestError: Instrumentation.onRequestError = async (...args) => {
  if (!dsn) return
  const Sentry = await import('@sentry/nextjs')
  Sentry.captureRequestError(...args)
}
