import localFont from 'next/font/local'

// Self-hosted: next/font/google needs the internet at build time. The npm package's variable Latin
// file narrowed to the weights (400-700), characters and features the site uses: scripts/subset-font.py.
// Preloaded, and `swap`: a first visit shows the brand font as soon as it arrives. Until then the text
// is set in `inter fallback` (app/globals.css), Arial scaled to Inter's metrics, so the swap moves
// almost nothing (CLS budget 0.01: docs/performance.md).
export const inter = localFont({
  src: './fonts/inter-latin-wght-400-700.woff2',
  variable: '--font-inter',
  weight: '400 700',
  display: 'swap',
  // next/font's own fallback names Arial alone; ours (globals.css) also names its metric twins.
  adjustFontFallback: false,
})
