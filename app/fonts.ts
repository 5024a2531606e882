import localFont from 'next/font/local'

// Self-hosted: next/font/google needs the internet at build time. The npm package's variable Latin
// file narrowed to the weights (400-700), characters and features the site uses: scripts/subset-font.py.
// Preloaded, and `optional`: the page paints as soon as its HTML has arrived (the stylesheet is inline),
// often before this 22 kB font. If the font is not there within the browser's short block period (about
// 100 ms), the page keeps the metric-matched fallback rather than swapping fonts and moving text
// under the reader (CLS 0.012 at 375 px with `swap` on slow 4G); later pages use the cached font from
// their first paint. Figures and the choice: docs/performance.md.
export const inter = localFont({
  src: './fonts/inter-latin-wght-400-700.woff2',
  variable: '--font-inter',
  weight: '400 700',
  display: 'optional',
})
