import localFont from 'next/font/local'

// Self-hosted (next/font/google needs the internet to build), subset by scripts/subset-font.py. `swap`, not
// preloaded: docs/decisions/2026-11-25-font-not-preloaded.md; the metric-matched fallback keeps CLS near 0.
export const inter = localFont({
  src: './fonts/inter-latin-wght-400-700.woff2',
  variable: '--font-inter',
  weight: '400 700',
  display: 'swap',
  preload: false,
  // next/font's own fallback names Arial alone; ours (globals.css) also names its metric twins.
  adjustFontFallback: false,
})
