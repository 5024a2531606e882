import localFont from 'next/font/local'

// Self-hosted from the npm package: next/font/google needs the internet at build time.
// Preloaded, and `optional`: the page paints as soon as its HTML has arrived (the stylesheet is inline),
// often before this 49 kB font. If the font is not there within the browser's short block period (about
// 100 ms), the page keeps the metric-matched fallback rather than swapping fonts and moving text
// under the reader (CLS 0.012 at 375 px with `swap` on slow 4G); later pages use the cached font from
// their first paint. Figures and the choice: docs/performance.md.
export const inter = localFont({
  src: '../node_modules/@fontsource-variable/inter/files/inter-latin-wght-normal.woff2',
  variable: '--font-inter',
  weight: '100 900',
  display: 'optional',
})
