import { glyphs, latinToCyrillic } from '#lib/lookalike/glyphs'

const ASCII = /^[\x00-\x7f]*$/
const ASCII_CHARS = /[\x00-\x7f]/g
// RFC 1123 labels: letters, digits and hyphens, 1–63 long, no hyphen at either end.
const LDH = /^[a-z0-9](?:[a-z0-9-]{0,61}[a-z0-9])?$/

/** Only the vetted homoglyphs (glyphs.test.ts checks them as IDNA), all in the BMP. */
const vettedChars = [...new Set([...Object.values(glyphs).flat(), ...Object.values(latinToCyrillic)].join(''))].filter(
  (char) => !ASCII.test(char),
)
const UNICODE_LABEL = new RegExp(
  `^[a-z0-9${vettedChars.join('')}](?:[a-z0-9${vettedChars.join('')}-]*[a-z0-9${vettedChars.join('')}])?$`,
)

// RFC 3492 writes each character in at most 8 digits, so a label within this bound is valid without encoding it.
const MAX_DIGITS_PER_CHAR = 8

function asciiLengthBound(label: string): number {
  if (ASCII.test(label)) return label.length
  const unicodeChars = label.replace(ASCII_CHARS, '').length
  return 'xn--'.length + label.length - unicodeChars + 1 + MAX_DIGITS_PER_CHAR * unicodeChars
}

// Punycode writes each vetted glyph (one code unit) as at least one character, so a longer label is too long.
const UNICODE_LABEL_MAX = 63 - 'xn--'.length

/** LDH, or vetted glyphs whose `xn--` form is LDH; never `--` in third and fourth place (IDNA 2008). */
export function isValidLabel(label: string): boolean {
  if (label.slice(2, 4) === '--') return false
  if (ASCII.test(label)) return LDH.test(label)
  if (label.length > UNICODE_LABEL_MAX || !UNICODE_LABEL.test(label)) return false
  return asciiLengthBound(label) <= 63 || asciiLabel(label).length <= 63
}

/** The platform's URL parser applies UTS 46 in every runtime. */
export function asciiLabel(label: string): string {
  return ASCII.test(label) ? label : new URL(`http://${label}`).hostname
}

/** Letters only in the last label, and 253 characters at most once encoded. */
export function isValidHostname(hostname: string): boolean {
  const labels = hostname.split('.')
  if (!labels.every(isValidLabel) || !/^[a-z]{2,63}$/.test(labels.at(-1)!)) return false
  // Each label is valid by now, so 63 long at most once encoded.
  const bound = labels.reduce((sum, label) => sum + Math.min(63, asciiLengthBound(label)) + 1, -1)
  return bound <= 253 || asciiHostname(hostname).length <= 253
}

export function asciiHostname(hostname: string): string {
  return hostname.split('.').map(asciiLabel).join('.')
}
