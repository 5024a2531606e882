// Plain JavaScript so next.config.mjs can import it and stop the build on bad configuration.
import { z } from 'zod'

const httpUrl = z
  .url({ protocol: /^https?$/, error: 'must be an absolute http(s) URL' })
  .transform((url) => url.replace(/\/+$/, ''))

/**
 * Empty strings count as unset, so `VAR=` in a .env file falls back to the default.
 * @param {unknown} value
 */
const blankToUndefined = (value) => (value === '' ? undefined : value)

/** @param {string} fallback */
const withDefault = (fallback) => z.preprocess(blankToUndefined, httpUrl.default(fallback))

// Server-only: read where a request needs it (serverEnv), never handed to Next's `env`, which inlines.
const serverOnly = {
  // The DNS-over-HTTPS resolver (RFC 8484) of the registered-lookalike check.
  LOOKALIKE_DOH_URL: withDefault('https://cloudflare-dns.com/dns-query'),
}

export const envSchema = z.object({
  NEXT_PUBLIC_SITE_URL: withDefault('https://plainguard.co.uk'),
  NEXT_PUBLIC_API_URL: withDefault('https://api.plainguard.co.uk'),
  NEXT_PUBLIC_STATUSPAGE_URL: withDefault('https://plainguard.statuspage.io/api/v2/incidents/unresolved.json'),
  NEXT_PUBLIC_DASHBOARD_URL: withDefault('https://dashboard.plainguard.co.uk'),
  NEXT_PUBLIC_SENTRY_DSN: z.preprocess(blankToUndefined, httpUrl.optional()),
  NEXT_PUBLIC_BUILD_VERSION: z.preprocess(
    blankToUndefined,
    z
      .string()
      .regex(/^([0-9a-f]{8}|0\.0\.1)$/, 'must be 8 hex characters or 0.0.1')
      .default('0.0.1'),
  ),
  ...serverOnly,
})

/**
 * Parses with a schema; throws one error naming every bad variable.
 * @template {z.ZodType} Schema
 * @param {Schema} schema
 * @param {Record<string, string | undefined>} source
 * @returns {z.output<Schema>}
 */
function parseWith(schema, source) {
  const result = schema.safeParse(source)
  if (result.success) return result.data
  const problems = result.error.issues.map((issue) => {
    const name = String(issue.path[0])
    return `  ${name}: ${issue.message} (got ${JSON.stringify(source[name])})`
  })
  throw new Error(`Invalid environment configuration:\n${problems.join('\n')}`)
}

/**
 * Validates the whole configuration (when the build and the server start); throws naming every bad variable.
 * @param {Record<string, string | undefined>} source
 */
export const parseEnv = (source) => parseWith(envSchema, source)

/**
 * The values Next may inline into server and browser code: the NEXT_PUBLIC_ ones that are set.
 * @param {Record<string, string | undefined>} env
 */
export const inlinedEnv = (env) =>
  Object.fromEntries(Object.entries(env).filter(([name, value]) => name.startsWith('NEXT_PUBLIC_') && value !== undefined))

/**
 * The server-only configuration, validated from the environment of the moment: call it per request.
 * @param {Record<string, string | undefined>} [source]
 */
export const serverEnv = (source = process.env) => parseWith(z.object(serverOnly), source)

/**
 * Build version: first 8 characters of the commit hash, else 0.0.1.
 * @param {Record<string, string | undefined>} source
 * @param {() => string | undefined} readGitHead
 */
export function buildVersion(source, readGitHead) {
  const sha = source.VERCEL_GIT_COMMIT_SHA || source.NEXT_PUBLIC_COMMIT_SHA || readGitHead()
  const short = sha?.trim().slice(0, 8).toLowerCase()
  return short && /^[0-9a-f]{8}$/.test(short) ? short : '0.0.1'
}
