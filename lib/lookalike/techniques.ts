import * as fuzz from '#lib/lookalike/fuzzers'
import type { ParsedDomain } from '#lib/lookalike/parse'

/** In display order; claimOrder below is the order they run in. */
export const techniqueIds = [
  'dictionary',
  'tld-swap',
  'homoglyph',
  'replacement',
  'omission',
  'insertion',
  'transposition',
  'repetition',
  'addition',
  'vowel-swap',
  'hyphenation',
  'subdomain',
  'bitsquatting',
] as const

export type TechniqueId = (typeof techniqueIds)[number]

const label = (fuzzer: (label: string) => Iterable<string>) =>
  function* ({ label, suffix }: ParsedDomain) {
    for (const candidate of fuzzer(label)) yield `${candidate}.${suffix}`
  }

export const fuzzers: Record<TechniqueId, (domain: ParsedDomain) => Iterable<string>> = {
  dictionary: label(fuzz.dictionary),
  'tld-swap': fuzz.otherEndings,
  homoglyph: label(fuzz.homoglyph),
  replacement: label(fuzz.replacement),
  omission: label(fuzz.omission),
  insertion: label(fuzz.insertion),
  transposition: label(fuzz.transposition),
  repetition: label(fuzz.repetition),
  addition: label(fuzz.addition),
  'vowel-swap': label(fuzz.vowelSwap),
  hyphenation: label(fuzz.hyphenation),
  subdomain: label(fuzz.subdomain),
  bitsquatting: label(fuzz.bitsquatting),
}

/** A name two techniques produce goes to the earlier; homoglyphs, the most numerous, run last, so the cap falls on them. */
export const claimOrder: readonly TechniqueId[] = [
  'tld-swap',
  'dictionary',
  'omission',
  'repetition',
  'transposition',
  'addition',
  'hyphenation',
  'subdomain',
  'vowel-swap',
  'replacement',
  'insertion',
  'bitsquatting',
  'homoglyph',
]
