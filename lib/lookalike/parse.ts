import { multiLabelSuffixes, wildcardSuffixes } from '#lib/lookalike/suffixes'
import { formatCount } from '#lib/format'

export type ParsedDomain = {
  label: string
  /** For example `com`, `co.uk` or `leeds.sch.uk`. */
  suffix: string
  domain: string
  /** The input held more than the domain (a scheme, `www.`, a path), which was left out. */
  reduced: boolean
}

export type ParseResult = { ok: true; domain: ParsedDomain } | { ok: false; error: string }

export const INPUT_MAX = 2048

export const parseErrors = {
  empty: 'Enter a domain, such as example.co.uk, or paste a web address.',
  tooLong: `That is longer than ${formatCount(INPUT_MAX)} characters. Enter just the domain, such as example.co.uk.`,
  unreadable: 'That does not look like a domain or web address. Enter one such as example.co.uk.',
  ipAddress: 'That is an IP address. Enter a domain name instead, such as example.co.uk.',
  international:
    'This checker works on domains written with the letters a to z, digits and hyphens. Enter the domain in that form.',
  noEnding: 'Add the domain ending too, for example example.co.uk or example.com.',
  onlyEnding: 'That is a domain ending on its own. Add the name in front of it, for example example.co.uk.',
  characters: 'A domain can only contain the letters a to z, digits, hyphens and dots between its parts.',
  hyphens: 'No part of a domain can start or end with a hyphen.',
  labelLength: 'Each part of a domain between the dots must be 1 to 63 characters long.',
  ending: 'The domain ending must be letters only, such as .com or .co.uk.',
} as const

const SCHEME = /^[a-z][a-z0-9+.-]*:\/\//
const NON_ASCII = /[^\x00-\x7f]/

function hostOf(input: string): string | null {
  const withScheme = SCHEME.test(input)
    ? input
    : `http://${input.includes('@') && !input.includes('/') ? input.slice(input.lastIndexOf('@') + 1) : input}`
  try {
    return new URL(withScheme).hostname.replace(/\.$/, '')
  } catch {
    return null
  }
}

const fail = (error: string): ParseResult => ({ ok: false, error })

export function parseDomain(raw: string): ParseResult {
  const input = raw.trim().toLowerCase()
  if (!input) return fail(parseErrors.empty)
  if (input.length > INPUT_MAX) return fail(parseErrors.tooLong)
  if (/\s/.test(input)) return fail(parseErrors.unreadable)
  if (NON_ASCII.test(input.split(/[/?#]/)[SCHEME.test(input) ? 2 : 0] ?? '')) return fail(parseErrors.international)
  const host = hostOf(input)
  if (host === null || host === '') return fail(parseErrors.unreadable)
  if (host.startsWith('[') || /^\d+(\.\d+){3}$/.test(host)) return fail(parseErrors.ipAddress)
  const labels = host.split('.')
  if (labels.some((label) => label.startsWith('xn--'))) return fail(parseErrors.international)
  if (labels.some((label) => !/^[a-z0-9-]*$/.test(label))) return fail(parseErrors.characters)
  if (labels.some((label) => label.length < 1 || label.length > 63)) return fail(parseErrors.labelLength)
  if (labels.some((label) => label.startsWith('-') || label.endsWith('-'))) return fail(parseErrors.hyphens)
  if (labels.length < 2) return fail(parseErrors.noEnding)
  if (!/^[a-z]{2,63}$/.test(labels.at(-1)!)) return fail(parseErrors.ending)

  const lastTwo = labels.slice(-2).join('.')
  const suffixLength = wildcardSuffixes.has(lastTwo) ? 3 : multiLabelSuffixes.has(lastTwo) ? 2 : 1
  if (labels.length <= suffixLength) return fail(parseErrors.onlyEnding)
  const label = labels.at(-suffixLength - 1)!
  const suffix = labels.slice(-suffixLength).join('.')
  const domain = `${label}.${suffix}`
  return { ok: true, domain: { label, suffix, domain, reduced: domain !== input } }
}
