import { glyphs, latinToCyrillic } from '#lib/lookalike/glyphs'
import { keyNeighbours } from '#lib/lookalike/keyboards'
import type { ParsedDomain } from '#lib/lookalike/parse'
import { swapSuffixes } from '#lib/lookalike/suffixes'
import { attackWords } from '#lib/lookalike/words'

// One lazy generator per technique, after dnstwist's Fuzzer (its method names in brackets).

const DIGITS_AND_LETTERS = [...'0123456789abcdefghijklmnopqrstuvwxyz']
const LDH_CHARS = new Set([...'abcdefghijklmnopqrstuvwxyz0123456789-'])
const VOWELS = [...'aeiou']
const ASCII_LABEL = /^[a-z0-9-]+$/

function* replaceAt(label: string, at: (char: string, index: number) => Iterable<string>): Generator<string> {
  for (let i = 0; i < label.length; i++) for (const r of at(label[i]!, i)) yield label.slice(0, i) + r + label.slice(i + 1)
}

export function* addition(label: string) {
  for (const char of DIGITS_AND_LETTERS) yield label + char
}

export function* bitsquatting(label: string) {
  yield* replaceAt(label, function* (char) {
    for (let bit = 1; bit < 256; bit <<= 1) {
      const flipped = String.fromCharCode(char.charCodeAt(0) ^ bit)
      if (LDH_CHARS.has(flipped)) yield flipped
    }
  })
}

function* glyphSwaps(label: string, table: Readonly<Record<string, readonly string[]>> = glyphs): Generator<string> {
  // Only characters with a look-alike are indexed, so every run visited yields something.
  const positions = new Map<string, number[]>()
  for (let i = 0; i < label.length; i++) {
    if (!table[label[i]!]?.length) continue
    const at = positions.get(label[i]!)
    if (at) at.push(i)
    else positions.set(label[i]!, [i])
  }
  for (const [char, at] of positions) {
    const options = table[char]!
    for (let first = 0; first < at.length; first++)
      for (let last = first; last < at.length; last++) {
        const [start, end] = [at[first]!, at[last]! + 1]
        const [before, run, after] = [label.slice(0, start), label.slice(start, end), label.slice(end)]
        for (const glyph of options) yield before + run.replaceAll(char, glyph) + after
      }
  }
}

const asciiGlyphs = Object.fromEntries(
  Object.entries(glyphs).map(([char, options]) => [char, options.filter((glyph) => ASCII_LABEL.test(glyph))]),
)

/** Second-swap work grows with the fourth power of the label length: `l`×63 would make millions. */
export const DOUBLE_SWAP_LABEL_MAX = 32

/** A second swap uses only plain ASCII glyphs (`rn` for `m`): a second pass of every glyph, as dnstwist does, makes far too many. */
export function* homoglyph(label: string) {
  if ([...label].every((char) => latinToCyrillic[char])) yield [...label].map((char) => latinToCyrillic[char]).join('')
  const once = new Set<string>()
  const asciiOnce: string[] = []
  for (const swapped of glyphSwaps(label)) {
    if (once.has(swapped)) continue
    once.add(swapped)
    if (ASCII_LABEL.test(swapped)) asciiOnce.push(swapped)
    yield swapped
  }
  if (label.length > DOUBLE_SWAP_LABEL_MAX) return
  for (const swapped of asciiOnce) yield* glyphSwaps(swapped, asciiGlyphs)
}

export function* hyphenation(label: string) {
  for (let i = 1; i < label.length; i++) yield `${label.slice(0, i)}-${label.slice(i)}`
}

export function* insertion(label: string) {
  for (let i = 0; i < label.length; i++) {
    const before = label.slice(0, i)
    const after = label.slice(i + 1)
    for (const key of keyNeighbours[label[i]!] ?? '') {
      yield before + key + label[i] + after
      yield before + label[i] + key + after
    }
  }
}

export function* omission(label: string) {
  for (let i = 0; i < label.length; i++) yield label.slice(0, i) + label.slice(i + 1)
}

export function* repetition(label: string) {
  for (let i = 0; i < label.length; i++) yield label.slice(0, i + 1) + label.slice(i)
}

export function* replacement(label: string) {
  yield* replaceAt(label, (char) => keyNeighbours[char] ?? '')
}

export function* subdomain(label: string) {
  for (let i = 1; i < label.length - 1; i++)
    if (label[i] !== '-' && label[i - 1] !== '-') yield `${label.slice(0, i)}.${label.slice(i)}`
}

export function* transposition(label: string) {
  for (let i = 0; i < label.length - 1; i++) yield label.slice(0, i) + label[i + 1] + label[i] + label.slice(i + 2)
}

export function* vowelSwap(label: string) {
  yield* replaceAt(label, (char) => (VOWELS.includes(char) ? VOWELS : []))
}

export function* dictionary(label: string) {
  const parts = label.split('-')
  for (const word of attackWords) {
    yield* [`${label}-${word}`, `${label}${word}`, `${word}-${label}`, `${word}${label}`]
    if (parts.length > 1) yield* [[...parts.slice(0, -1), word].join('-'), [word, ...parts.slice(1)].join('-')]
  }
}

/** dnstwist's `tld-swap` and `various`; unlike the other fuzzers, it yields whole host names. */
export function* otherEndings({ label, suffix }: ParsedDomain) {
  for (const other of swapSuffixes) yield `${label}.${other}`
  const labels = suffix.split('.')
  if (labels.length > 1) {
    yield `${label}.${labels.at(-1)}`
    yield `${label}${suffix}`
  } else {
    yield `${label}${suffix}.${suffix}`
    if (suffix !== 'com') yield `${label}-${suffix}.com`
  }
}
