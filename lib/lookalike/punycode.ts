// RFC 3492 Punycode, encoding only: the checker needs each Unicode lookalike's ASCII form, in the
// browser and in Node alike, without a URL parse per result. Why not the `punycode` package:
// docs/decisions/2026-11-26-punycode-written-here.md.
const BASE = 36
const T_MIN = 1
const T_MAX = 26
const SKEW = 38
const DAMP = 700

const digit = (value: number) => String.fromCharCode(value < 26 ? 97 + value : 22 + value)

function adapt(delta: number, points: number, first: boolean): number {
  let scaled = first ? Math.floor(delta / DAMP) : delta >> 1
  scaled += Math.floor(scaled / points)
  let k = 0
  while (scaled > ((BASE - T_MIN) * T_MAX) >> 1) {
    scaled = Math.floor(scaled / (BASE - T_MIN))
    k += BASE
  }
  return k + Math.floor(((BASE - T_MIN + 1) * scaled) / (scaled + SKEW))
}

/** The Punycode of one label (without `xn--`): `bücher` → `bcher-kva`. */
export function punycode(label: string): string {
  const points = Array.from(label, (char) => char.codePointAt(0)!)
  let output = points
    .filter((point) => point < 0x80)
    .map((point) => String.fromCharCode(point))
    .join('')
  const basic = output.length
  let handled = basic
  if (basic > 0) output += '-'
  let n = 0x80
  let delta = 0
  let bias = 72
  while (handled < points.length) {
    const next = Math.min(...points.filter((point) => point >= n))
    delta += (next - n) * (handled + 1)
    n = next
    for (const point of points) {
      if (point < n) delta++
      if (point !== n) continue
      let q = delta
      for (let k = BASE; ; k += BASE) {
        const t = k <= bias ? T_MIN : k >= bias + T_MAX ? T_MAX : k - bias
        if (q < t) break
        output += digit(t + ((q - t) % (BASE - t)))
        q = Math.floor((q - t) / (BASE - t))
      }
      output += digit(q)
      bias = adapt(delta, handled + 1, handled === basic)
      delta = 0
      handled++
    }
    delta++
    n++
  }
  return output
}
