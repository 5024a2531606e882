// next.config.mjs imports it (Node strips its types) to stop the build on bad configuration.
import { z } from 'zod'

const httpUrl = z
  .url({ protocol: /^https?$/, error: 'must be an absolute http(s) URL' })
  .transform((url) => url.replace(/\/+$/, ''))

/** Empty strings count as unset, so `VAR=` in a .env file falls back to the default. */
const blankToUndefined = (value: unknown) => (value === '' ? undefined : value)

const withDefault = (fallback: string) => z.preprocess(blankToUndefined, httpUrl.default(fallback))

// Server-only: read where a request needs it (serverEnv), never handed to Next's `env`, which inlines.
const serverOnly = {
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
  // 1: a launch build, which stops while a company fact is still a stand-in (launchBuild); 0: never.
  PLAINGUARD_LAUNCH: z.preprocess(blankToUndefined, z.enum(['0', '1'], { error: 'must be 0 or 1' }).optional()),
  ...serverOnly,
})

type Source = Record<string, string | undefined>

function parseWith<Schema extends z.ZodType>(schema: Schema, source: Source): z.output<Schema> {
  const result = schema.safeParse(source)
  if (result.success) return result.data
  const problems = result.error.issues.map((issue) => {
    const name = String(issue.path[0])
    return `  ${name}: ${issue.message} (got ${JSON.stringify(source[name])})`
  })
  throw new Error(`Invalid environment configuration:\n${problems.join('\n')}`)
}

export const parseEnv = (source: Source) => parseWith(envSchema, source)

export const inlinedEnv = (env: Source) =>
  Object.fromEntries(Object.entries(env).filter(([name, value]) => name.startsWith('NEXT_PUBLIC_') && value !== undefined))

/** Reads the environment of the moment, so call it per request. */
export const serverEnv = (source: Source = process.env) => parseWith(z.object(serverOnly), source)

export const launchBuild = (source: Source) =>
  source.PLAINGUARD_LAUNCH === '1' || (source.VERCEL_ENV === 'production' && source.PLAINGUARD_LAUNCH !== '0')

export function buildVersion(source: Source, readGitHead: () => string | undefined): string {
  const sha = source.VERCEL_GIT_COMMIT_SHA || source.NEXT_PUBLIC_COMMIT_SHA || readGitHead()
  const short = sha?.trim().slice(0, 8).toLowerCase()
  return short && /^[0-9a-f]{8}$/.test(short) ? short : '0.0.1'
}
