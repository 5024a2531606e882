import { cspDirectives } from './csp-directives.ts'
import type { Variant } from './variant.ts'

/** Inline-script hashes of every prerendered page, per variant (scripts/lib/csp-hashes.mjs writes it at build time). */
export type CspManifest = { visitor: Record<string, string[]>; customer: Record<string, string[]>; notFound: string[] }

export function parseCspManifest(json: string | undefined): CspManifest | null {
  if (!json) return null
  try {
    const manifest = JSON.parse(json) as CspManifest
    return manifest.visitor && manifest.customer && Array.isArray(manifest.notFound) ? manifest : null
  } catch {
    return null
  }
}

/** The hashes for the page a path shows; a path with no prerendered page shows the 404 page. */
export function scriptHashesFor(manifest: CspManifest, variant: Variant, pathname: string): string[] {
  const path = pathname.length > 1 ? pathname.replace(/\/+$/, '') : pathname
  return Object.hasOwn(manifest[variant], path) ? manifest[variant][path]! : manifest.notFound
}

type PolicyInput = {
  scriptHashes: string[]
  apiUrl: string
  statuspageUrl: string
  sentryDsn?: string
  /** On when the site's configured address is https. */
  upgradeInsecureRequests: boolean
}

/**
 * The Content-Security-Policy of a page: scripts only from this origin or with a listed hash (no
 * 'unsafe-inline', no 'unsafe-eval'); connections only to the site, the API, the status page and
 * Sentry; nothing may frame the site.
 */
export function contentSecurityPolicy({
  scriptHashes,
  apiUrl,
  statuspageUrl,
  sentryDsn,
  upgradeInsecureRequests,
}: PolicyInput): string {
  const connect = new Set(["'self'", new URL(apiUrl).origin, new URL(statuspageUrl).origin])
  if (sentryDsn) connect.add(new URL(sentryDsn).origin)
  return cspDirectives({ scriptHashes, connectSources: [...connect], upgradeInsecureRequests }).join('; ')
}
