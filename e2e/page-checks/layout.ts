import AxeBuilder from '@axe-core/playwright'
import type { Locator, Page } from '@playwright/test'

/** axe findings (WCAG 2.2 AA and best practice) as short strings, so a failure names the rule and the element. */
export async function axeViolations(page: Page) {
  const { violations } = await new AxeBuilder({ page })
    .withTags(['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'wcag22aa', 'best-practice'])
    // Details for violations only: passes and incomplete results are not read, and cost time to collect.
    .options({ resultTypes: ['violations'] })
    // In the page itself: the site has no cross-origin frame, which is what finishing in a blank page is for (1 s a call).
    .setLegacyMode(true)
    .analyze()
  return violations.flatMap((violation) => violation.nodes.map((node) => `${violation.id}: ${node.target.join(' ')}`))
}

/** How many pixels wider than the viewport the page is (WCAG 1.4.10 Reflow: it must not scroll sideways). */
export const sidewaysOverflow = (page: Page) => page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth)

/** A scrolling region (a wide table's frame) whose content is cut off: at 1280 px every table fits its column. */
export const clippedRegions = (page: Page) =>
  page.evaluate(() =>
    [...document.querySelectorAll('[role="region"]')]
      .filter((region) => region.scrollWidth > region.clientWidth + 1)
      .map((region) => region.getAttribute('aria-label')),
  )

export const leftEdge = async (locator: Locator) => Math.round((await locator.boundingBox())!.x)

/** A field inside its label is tapped through the label; a link inside a sentence is exempt (SC 2.5.8's inline exception). */
export async function tapTargets(scope: Locator) {
  return scope.locator('a:visible, button:visible, input:visible, select:visible').evaluateAll((elements) =>
    elements
      .filter((element) => {
        if (element.tagName !== 'A' || getComputedStyle(element).display !== 'inline') return true
        return element.parentElement?.textContent?.trim() === element.textContent?.trim()
      })
      .map((element) => {
        const target =
          (element.tagName === 'INPUT' || element.tagName === 'SELECT') && element.closest('label')
            ? element.closest('label')!
            : element
        const box = target.getBoundingClientRect()
        return {
          name: (element.getAttribute('aria-label') ?? target.textContent ?? '').trim(),
          width: box.width,
          height: box.height,
        }
      }),
  )
}

/** In the navbar, the content, the footer and the consent banner: 24 × 24 px at least (WCAG 2.2 SC 2.5.8). */
export async function smallTapTargets(page: Page) {
  const scopes = [
    page.getByRole('banner'),
    page.getByRole('main'),
    page.getByRole('contentinfo'),
    page.getByRole('region', { name: 'Cookie consent' }),
  ]
  const small = []
  for (const scope of scopes)
    for (const target of await tapTargets(scope)) if (target.width < 24 || target.height < 24) small.push(target)
  return small
}

/** A <section> with no name or heading of its own, an <article> or <aside> with no name (Nu checker, pa11y). */
export const unnamedSections = (page: Page) =>
  page.evaluate(() => {
    const named = (element: Element) =>
      Boolean(element.getAttribute('aria-label')?.trim()) ||
      (element.getAttribute('aria-labelledby') ?? '').split(/\s+/).some((id) => document.getElementById(id)?.textContent?.trim())
    const headed = (element: Element) =>
      [...element.querySelectorAll('h1, h2, h3, h4, h5, h6, [role="heading"]')].some(
        (heading) => heading.parentElement?.closest('section, article, aside, nav') === element,
      )
    return [...document.querySelectorAll('section, article, aside')]
      .filter((element) => !named(element) && (element.tagName !== 'SECTION' || !headed(element)))
      .map((element) => `<${element.tagName.toLowerCase()}> ${element.textContent?.trim().slice(0, 60)}`)
  })

/** A closing call-to-action band's heading that takes more than two lines: on a phone it should read at a glance. */
export const longBandHeadings = (page: Page) =>
  page.evaluate(() =>
    [...document.querySelectorAll('[id$="cta-heading"]')]
      .filter((heading) => heading.getBoundingClientRect().height / Number.parseFloat(getComputedStyle(heading).lineHeight) > 2.5)
      .map((heading) => heading.textContent),
  )
