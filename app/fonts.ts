import localFont from 'next/font/local'

// Self-hosted: next/font/google needs the internet at build time. The npm package's variable Latin
// file narrowed to the weights (400-700), characters and features the site uses: scripts/subset-font.py.
// `swap`, not preloaded: the first paint comes first, then the brand font as soon as it arrives. A
// preload sent the font alongside the HTML; on a slow phone it arrived before the first frame and laid
// the page out twice, 200 ms later paint (docs/decisions/2026-11-25-font-not-preloaded.md). Until it comes the text is set in
// `inter fallback` (app/globals.css), Arial scaled to Inter's metrics, so the swap moves almost nothing
// (CLS budget 0.01).
export const inter = localFont({
  src: './fonts/inter-latin-wght-400-700.woff2',
  variable: '--font-inter',
  weight: '400 700',
  display: 'swap',
  preload: false,
  // next/font's own fallback names Arial alone; ours (globals.css) also names its metric twins.
  adjustFontFallback: false,
})
