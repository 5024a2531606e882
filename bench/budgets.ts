// Every budget `npm run bench` checks, in one place. JavaScript is in kB of 1024 bytes,
// compressed as served, and counted over the floor's: the same Next build of a page with no client component (bench/floor).
// Two kinds, each marked: a target an issue set, and a ratchet, what was measured when it was set rounded up to the
// next whole unit (rounding and run-to-run noise pass, a feature does not). A change that needs more raises a
// ratchet in the commit that says why; `npm run bench` prints each figure beside its budget.

/** The pages measured in real Chromium and by Lighthouse: home, pricing, a solution page, a post. */
export const KEY_PAGES = ['/', '/pricing', '/solutions/takedowns', '/blog/understanding-phishing']

/** The pages with a form (the lookalike checker's included), the sign-up hand-offs and the cookie policy's settings. */
const FORM_PAGE = /^\/(contact|report|book-demo|newsletter\/unsubscribe|signup\/.+|policies\/cookie|tools\/lookalike-domains)$/
/** Ratchet: first-load JavaScript over the floor's: home and pricing by name, the pages with a form, every content page. */
export const jsOverFloorKB = (path: string) => ({ '/': 11, '/pricing': 11 })[path] ?? (FORM_PAGE.test(path) ? 11 : 7)
/** Ratchet: all JavaScript the home page fetches in its first 3 s without interaction (first-load and after). */
export const HOME_ALL_JS_KB = 163
/** Target: CLS on every page, at 1280 and 375 px over the first 3 s, and in the throttled load. */
export const CLS = 0.01

/** Target: in real Chromium on a throttled phone, a page's LCP at most the floor's plus this, in ms. */
export const LCP_OVER_FLOOR_MS = 350
/** Target: in real Chromium on a throttled phone, the menu answers a tap at most this long after `load`, in ms. */
export const MENU_AFTER_LOAD_MS = 100
/** Target: in real Chromium on a throttled phone, the home page has hydrated within this, in ms. */
export const HOME_HYDRATED_MS = 2000

/** Target: Lighthouse's performance score (simulated mobile, as PageSpeed shows it), median of runs, at least this. */
export const PERFORMANCE = 95
/** Target: Lighthouse's Total Blocking Time, median of runs, at most this, in ms (accessibility, best practices, SEO: 100). */
export const TBT_MS = 150

/** Target: the lookalike engine on a 20-character name with the CPU 4× slower, median of 5 runs, in ms. */
export const LOOKALIKE_ENGINE_MS = 100
/** Target: the registered-lookalike check of a 10-character .co.uk name (resolver answering in 20 ms), its first line, in ms. */
export const REGISTERED_FIRST_LINE_MS = 1000
/** Target: the same check, whole, in ms. */
export const REGISTERED_TOTAL_MS = 5000
