import type { Event, makeFetchTransport } from '@sentry/nextjs'
import { addresses } from '#lib/addresses'
import { stripQuery } from '#lib/url'

let sentry: Promise<typeof import('@sentry/nextjs')> | undefined
/** Counts consents given and withdrawn: a transport sends only while the consent it was made under stands. */
let consents = 0

type Transport = ReturnType<typeof makeFetchTransport>

/** Every envelope leaves through the transport, a replay's too (it skips the client's `enabled`). */
export function sendWhile(open: () => boolean, transport: Transport): Transport {
  return { ...transport, send: (envelope) => (open() ? transport.send(envelope) : Promise.resolve({})) }
}

/** Call only after consent: the SDK is loaded only then, and only when there is a DSN. */
export async function startErrorReporting(): Promise<void> {
  const dsn = addresses.sentryDsn
  if (!dsn || sentry) return
  sentry = import('@sentry/nextjs')
  const consent = ++consents
  const Sentry = await sentry
  Sentry.init({
    dsn,
    // A replay flush under way at Decline would otherwise still send what it had gathered.
    transport: (options: Parameters<typeof makeFetchTransport>[0]) =>
      sendWhile(() => consents === consent, Sentry.makeFetchTransport(options)),
    tracesSampleRate: 0.1,
    profileSessionSampleRate: 0.1,
    replaysSessionSampleRate: 1,
    replaysOnErrorSampleRate: 1.0,
    tracePropagationTargets: ['localhost', new URL(addresses.apiUrl).origin],
    beforeBreadcrumb: scrubUrls,
    beforeSendSpan: scrubSpan,
    integrations: [
      Sentry.browserTracingIntegration(),
      Sentry.browserProfilingIntegration(),
      // The SDK's privacy defaults, stated so that a change to them shows in a diff.
      Sentry.replayIntegration({
        maskAllText: true,
        maskAllInputs: true,
        // Also `value`: a cleared field keeps its default there (an address from a link), which input masking misses.
        maskAttributes: ['title', 'placeholder', 'value'],
        blockAllMedia: true,
        networkDetailAllowUrls: [],
        beforeAddRecordingEvent: scrubUrls,
      }),
    ],
  })
  // Event processors run for every event: errors, transactions and replay events (which bypass beforeSend).
  Sentry.addEventProcessor(scrubEvent)
}

const urlWithQuery = /^(?:https?:\/\/[^\s/?#]+)?\/[^\s]*[?#]/

export function scrubUrls<T>(value: T): T {
  if (typeof value === 'string') return (urlWithQuery.test(value) ? stripQuery(value) : value) as T
  if (Array.isArray(value)) return value.map(scrubUrls) as T
  if (value && typeof value === 'object') {
    return Object.fromEntries(Object.entries(value).map(([key, item]) => [key, scrubUrls(item)])) as T
  }
  return value
}

const queryInText = /((?:https?:\/\/[^\s/?#]+)?\/[^\s?#]*)[?#][^\s]*/g

const queryAttributes = new Set(['url.query', 'http.query', 'url.fragment', 'http.fragment'])

type SpanLike = { name?: string; description?: string; attributes?: object; data?: object }

function scrubAttributes<T extends object>(attributes: T): T {
  const scrub = (value: unknown): unknown => {
    if (typeof value === 'string') return value.replace(queryInText, '$1')
    if (value && typeof value === 'object' && 'value' in value) return { ...value, value: scrub(value.value) }
    return value
  }
  return Object.fromEntries(
    Object.entries(attributes)
      .filter(([key]) => !queryAttributes.has(key))
      .map(([key, value]) => [key, scrub(value)]),
  ) as T
}

/** Streamed spans skip the event processors, so they are scrubbed separately. */
export function scrubSpan<T extends SpanLike>(span: T): T {
  const scrubbed = { ...span }
  if (scrubbed.name) scrubbed.name = scrubbed.name.replace(queryInText, '$1')
  if (scrubbed.description) scrubbed.description = scrubbed.description.replace(queryInText, '$1')
  if (scrubbed.attributes) scrubbed.attributes = scrubAttributes(scrubbed.attributes)
  if (scrubbed.data) scrubbed.data = scrubAttributes(scrubbed.data)
  return scrubbed
}

/** Query strings can hold personal data (?email=): every event keeps paths only, and no cookies. */
export function scrubEvent<T extends Event>(event: T): T {
  if (event.request) {
    // No cookies: the customer's jwt is a session token (the site only ever asks whether it is there).
    const { Referer, referer, ...rest } = event.request.headers ?? {}
    const headers = Object.fromEntries(Object.entries(rest).filter(([name]) => name.toLowerCase() !== 'cookie'))
    const referrer = Referer ?? referer
    event.request = {
      ...event.request,
      url: event.request.url && stripQuery(event.request.url),
      query_string: undefined,
      cookies: undefined,
      headers: referrer ? { ...headers, Referer: stripQuery(referrer) } : headers,
    }
  }
  if (event.transaction) event.transaction = stripQuery(event.transaction)
  if ('urls' in event && Array.isArray(event.urls)) (event as T & { urls: string[] }).urls = event.urls.map(stripQuery)
  if (event.breadcrumbs) event.breadcrumbs = scrubUrls(event.breadcrumbs)
  // A transaction carries its spans and its root span's attributes inside the event.
  if (event.spans) event.spans = event.spans.map(scrubSpan)
  if (event.contexts?.trace) event.contexts.trace = scrubSpan(event.contexts.trace)
  return event
}

export async function stopErrorReporting(): Promise<void> {
  if (!sentry) return
  const started = sentry
  sentry = undefined
  consents++
  const Sentry = await started
  await Sentry.getReplay()?.stop({ flush: false })
  await Sentry.close()
  for (const key of Object.keys(window.sessionStorage)) {
    if (key.startsWith('sentry')) window.sessionStorage.removeItem(key)
  }
}
