type ErrorReportingConfig = {
  /** Sentry DSN; without one nothing is loaded or sent. */
  dsn?: string
  /** The API origin: traces propagate to it and to localhost only. */
  apiUrl: string
}

let started = false

/** Starts Sentry in the browser. Call only after consent; the SDK (~96 kB) is loaded lazily here. */
export async function startErrorReporting({ dsn, apiUrl }: ErrorReportingConfig): Promise<void> {
  if (!dsn || started) return
  started = true
  const Sentry = await import('@sentry/nextjs')
  Sentry.init({
    dsn,
    tracesSampleRate: 0.1,
    profileSessionSampleRate: 0.1,
    replaysSessionSampleRate: 1,
    replaysOnErrorSampleRate: 1.0,
    tracePropagationTargets: ['localhost', new URL(apiUrl).origin],
    integrations: [
      Sentry.browserTracingIntegration(),
      Sentry.browserProfilingIntegration(),
      // Replays mask all text and block media by default: keep it so.
      Sentry.replayIntegration(),
    ],
  })
}

/** Sentry's replay keeps its session in sessionStorage; a withdrawn consent removes it. */
export function clearErrorReportingStorage(): void {
  for (const key of Object.keys(window.sessionStorage)) {
    if (key.startsWith('sentry')) window.sessionStorage.removeItem(key)
  }
}
