/** @jest-environment jsdom */
import { deferredElements, loadAfterFirstPaint, loaderScript } from './after-first-paint.mjs'

const CSS = '<style>a{b:c}</style><link rel="stylesheet" href="/_next/static/chunks/site.css" data-precedence="next" media="print"/>'
const PRELOAD = '<link rel="preload" as="script" fetchPriority="low" href="/_next/static/chunks/webpack.js"/>'
const chunk = (name: string) => `<script src="/_next/static/chunks/${name}.js" async=""></script>`
const NOMODULE = '<script src="/_next/static/chunks/polyfills.js" noModule=""></script>'
const page = (head: string, body = '') => `<!DOCTYPE html><html><head>${head}</head><body><p>Hi</p>${body}</body></html>`

describe('loadAfterFirstPaint', () => {
  const { html, deferred } = loadAfterFirstPaint(
    page(`${PRELOAD}${CSS}${chunk('main')}${chunk('page')}${NOMODULE}`, `<script>self.__next_f=[]</script>${chunk('webpack')}`),
  )

  it('takes the chunk scripts, their preload and the stylesheet link out of the HTML', () => {
    expect(deferred).toBe(3)
    expect(html).not.toMatch(/<script src="\/_next\/static\/chunks\/(main|page|webpack)\.js"/)
    expect(html).not.toContain('rel="preload" as="script"')
    expect(html).not.toContain('rel="stylesheet"')
  })

  it('keeps the inline CSS, the inline scripts and the noModule polyfills where they were', () => {
    expect(html).toContain(`<head><style>a{b:c}</style>${NOMODULE}</head>`)
    expect(html).toContain('<p>Hi</p><script>self.__next_f=[]</script>')
  })

  it('ends <body> with one loader that adds the same elements in the same order', () => {
    const loader = html.match(/<script>(\(function\(e\)[\s\S]*?)<\/script><\/body>/)?.[1]
    expect(loader).toBe(
      loaderScript([
        ['link', { rel: 'stylesheet', href: '/_next/static/chunks/site.css', 'data-precedence': 'next', media: 'print' }],
        ['script', { src: '/_next/static/chunks/main.js', async: '' }],
        ['script', { src: '/_next/static/chunks/page.js', async: '' }],
        ['script', { src: '/_next/static/chunks/webpack.js', async: '' }],
      ]),
    )
  })

  it('reads back what the loader adds, and nothing from a page without one', () => {
    expect(deferredElements(html).map(([tag, attributes]) => `${tag} ${attributes.src ?? attributes.href}`)).toEqual([
      'link /_next/static/chunks/site.css',
      'script /_next/static/chunks/main.js',
      'script /_next/static/chunks/page.js',
      'script /_next/static/chunks/webpack.js',
    ])
    expect(deferredElements(page(chunk('main')))).toEqual([])
  })

  const scriptSentence = (found: string) =>
    `Next's prerendered HTML no longer has its chunk scripts in the form <script src="/_next/static/…js" async=""></script> (${found}): scripts/lib/after-first-paint.mjs must learn the new form`

  it('stops the build, naming the assumption, when a page has no chunk script to load', () => {
    expect(() => loadAfterFirstPaint(page(`<style>a{b:c}</style>${NOMODULE}`, '<script>self.__next_f=[]</script>'))).toThrow(
      scriptSentence('the page has none'),
    )
  })

  it.each([
    ['defer', '<script src="/_next/static/chunks/x.js" defer=""></script>'],
    ['attributes in another order', '<script async="" src="/_next/static/chunks/x.js"></script>'],
    ['a query on the src', '<script src="/_next/static/chunks/x.js?dpl=dpl_1" async=""></script>'],
    ['an asset prefix', '<script src="https://cdn.example/_next/static/chunks/x.js" async=""></script>'],
  ])('stops the build, naming the assumption and the script, when Next writes a chunk script with %s', (_case, other) => {
    const startTag = other.slice(0, other.indexOf('>') + 1)
    expect(() => loadAfterFirstPaint(page(`${chunk('main')}${other}`))).toThrow(scriptSentence(`found ${startTag}`))
  })

  it('stops the build, naming the assumption and the link, when Next preloads a chunk script another way', () => {
    const other = '<link rel="preload" href="/_next/static/chunks/webpack.js" as="script" fetchPriority="low"/>'
    expect(() => loadAfterFirstPaint(page(`${other}${chunk('main')}`))).toThrow(
      `Next's prerendered HTML no longer preloads its chunk scripts in the form <link rel="preload" as="script" fetchPriority="low" href="/_next/static/…js"/> (found ${other}): scripts/lib/after-first-paint.mjs must learn the new form`,
    )
  })

  it('stops the build, naming the assumption, when the page has no </body> to put the loader in', () => {
    expect(() => loadAfterFirstPaint(`<html><head>${chunk('main')}</head>`)).toThrow(
      "Next's prerendered HTML no longer ends its body with </body> to put the script loader before: scripts/lib/after-first-paint.mjs must learn the new form",
    )
  })
})

describe('loaderScript, run in a page', () => {
  type Observer = { callback: (list: { getEntriesByName: (name: string) => unknown[] }) => void }
  let observers: Observer[]
  const elements: Parameters<typeof loaderScript>[0] = [
    ['link', { rel: 'stylesheet', href: '/a.css', media: 'print' }],
    ['script', { src: '/a.js', async: '' }],
  ]
  const added = () => [...document.head.children].map((element) => element.getAttribute('href') ?? element.getAttribute('src'))
  const paint = (name: string) => {
    for (const observer of observers) observer.callback({ getEntriesByName: (wanted) => (wanted === name ? [{ name }] : []) })
  }

  beforeEach(() => {
    document.head.innerHTML = ''
    observers = []
    const FakeObserver = function (this: Observer, callback: Observer['callback']) {
      this.callback = callback
      observers.push(this)
    } as unknown as { new (callback: Observer['callback']): Observer; supportedEntryTypes: string[] }
    FakeObserver.prototype.observe = () => {}
    FakeObserver.supportedEntryTypes = ['paint']
    Object.defineProperty(window, 'PerformanceObserver', { value: FakeObserver, configurable: true })
    Object.defineProperty(document, 'visibilityState', { value: 'visible', configurable: true })
  })

  it('adds the elements once the first contentful paint is reported, and only once', () => {
    new Function(loaderScript(elements))()
    expect(added()).toEqual([])
    paint('first-paint')
    expect(added()).toEqual([])
    paint('first-contentful-paint')
    paint('first-contentful-paint')
    expect(added()).toEqual(['/a.css', '/a.js'])
    expect(document.head.querySelector('script')?.getAttribute('async')).toBe('')
  })

  it('adds them at once in a page that is not visible, which paints nothing', () => {
    Object.defineProperty(document, 'visibilityState', { value: 'hidden', configurable: true })
    new Function(loaderScript(elements))()
    expect(added()).toEqual(['/a.css', '/a.js'])
  })

  it('adds them at once in a browser that reports no paints', () => {
    Object.defineProperty(window, 'PerformanceObserver', { value: undefined, configurable: true })
    new Function(loaderScript(elements))()
    expect(added()).toEqual(['/a.css', '/a.js'])
  })

  it('adds them when the page is hidden before it painted', () => {
    new Function(loaderScript(elements))()
    document.dispatchEvent(new Event('visibilitychange'))
    expect(added()).toEqual(['/a.css', '/a.js'])
  })
})
