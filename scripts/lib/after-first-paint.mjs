// Makes each prerendered page fetch its JavaScript (and the stylesheet link already inlined by
// inline-stylesheets.mjs) once its first contentful paint has been shown, not while the browser is
// still building that first frame. Used by scripts/build.mjs.
//
// Why: on a fast link the chunks arrive while a long page is still being laid out, run first, and
// the first frame waits behind them; Lighthouse's default (simulated) run then counts every byte that
// arrived before that frame as needed for it, and put the largest paint 1.6 s after the first
// (docs/performance.md). On a slow link the HTML paints long before the chunks arrive, so requesting
// them after that paint costs a visitor almost nothing. The loader is one inline script, hashed into
// the page's policy like the others by csp-hashes.mjs; it adds the same elements Next wrote, in the
// same order, so the Turbopack runtime finds its chunks where it looks for them (script[src]).

const SCRIPT = /<script src="(\/_next\/static\/[^"]+\.js)" async=""><\/script>/g
const SCRIPT_FORM = '<script src="/_next/static/…js" async=""></script>'
/** A script of the build's in any form but noModule (the polyfills, which stay): SCRIPT must take them all. */
const ANY_NEXT_SCRIPT = /<script\b(?=[^>]*\ssrc=["']?[^"'\s>]*\/_next\/)(?![^>]*\snoModule\b)[^>]*>/gi
const SCRIPT_PRELOAD = /<link rel="preload" as="script" fetchPriority="low" href="\/_next\/static\/[^"]+\.js"\/>/g
const SCRIPT_PRELOAD_FORM = '<link rel="preload" as="script" fetchPriority="low" href="/_next/static/…js"/>'
/** A preload of one of the build's scripts in any form: one SCRIPT_PRELOAD misses would fetch it before the first paint. */
const ANY_NEXT_SCRIPT_PRELOAD = /<link\b(?=[^>]*\sas=["']?script\b)(?=[^>]*\/_next\/)[^>]*>/gi
const STYLESHEET = /<link rel="stylesheet" href="(\/_next\/static\/[^"]+\.css)" data-precedence="([^"]+)" media="print"\/>/g

/** @typedef {['script' | 'link', Record<string, string>]} DeferredElement */

/**
 * The inline script that adds `elements` to <head> after the first contentful paint: at once when
 * the page is not visible (nothing to paint first) or the browser does not report paints.
 * @param {DeferredElement[]} elements
 */
export function loaderScript(elements) {
  return (
    '(function(e){var d=document,s=0;function g(){if(s)return;s=1;e.forEach(function(a){' +
    'var n=d.createElement(a[0]);for(var k in a[1])n.setAttribute(k,a[1][k]);d.head.appendChild(n)})}' +
    'var P=self.PerformanceObserver;' +
    'if(d.visibilityState!=="visible"||!P||(P.supportedEntryTypes||[]).indexOf("paint")==-1)return g();' +
    'new P(function(l){if(l.getEntriesByName("first-contentful-paint").length)g()}).observe({type:"paint",buffered:true});' +
    'd.addEventListener("visibilitychange",g)' +
    `})(${JSON.stringify(elements)})`
  )
}

/**
 * The page with Next's chunk scripts, their preload links and the print-media stylesheet links
 * taken out and the loader added at the end of <body>. A page without chunk scripts, or with one
 * (or its preload) in another form, stops the build: it would fetch it before its first paint.
 * @param {string} html
 * @returns {{ html: string, deferred: number }}
 */
export function loadAfterFirstPaint(html) {
  /** @type {DeferredElement[]} */
  const elements = []
  const result = html
    .replace(STYLESHEET, (_link, href, precedence) => {
      elements.push(['link', { rel: 'stylesheet', href, 'data-precedence': precedence, media: 'print' }])
      return ''
    })
    .replace(SCRIPT, (_script, src) => {
      elements.push(['script', { src, async: '' }])
      return ''
    })
    .replace(SCRIPT_PRELOAD, '')
  const scripts = elements.filter(([tag]) => tag === 'script').length
  const otherScript = result.match(ANY_NEXT_SCRIPT)?.[0]
  if (otherScript || scripts === 0)
    throw new Error(
      `Next's prerendered HTML no longer has its chunk scripts in the form ${SCRIPT_FORM} (${otherScript ? `found ${otherScript}` : 'the page has none'}): scripts/lib/after-first-paint.mjs must learn the new form`,
    )
  const otherPreload = result.match(ANY_NEXT_SCRIPT_PRELOAD)?.[0]
  if (otherPreload)
    throw new Error(
      `Next's prerendered HTML no longer preloads its chunk scripts in the form ${SCRIPT_PRELOAD_FORM} (found ${otherPreload}): scripts/lib/after-first-paint.mjs must learn the new form`,
    )
  const end = result.lastIndexOf('</body>')
  if (end === -1)
    throw new Error("Next's prerendered HTML no longer ends its body with </body> to put the script loader before: scripts/lib/after-first-paint.mjs must learn the new form")
  return { html: `${result.slice(0, end)}<script>${loaderScript(elements)}</script>${result.slice(end)}`, deferred: scripts }
}

/**
 * What the loader of a built page adds, as [tag, attributes] (none for a page without one): read by
 * the bench (first-load JavaScript) and the e2e tests.
 * @param {string} html
 * @returns {DeferredElement[]}
 */
export function deferredElements(html) {
  const list = html.match(/<script>\(function\(e\)[^<]*\}\)\((\[[^<]*\])\)<\/script>/)?.[1]
  return list ? JSON.parse(list) : []
}
