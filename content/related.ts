import { industries } from '@/content/industries/index'
import type { SolutionPage } from '@/content/schema'
import { solutions } from '@/content/solutions/index'
import { LOOKALIKE_PATH, lookalikeToolName } from '@/content/tools/lookalike-domains'

export type RelatedLink = { title: string; text: string; href: string }
export type RelatedGroup = { heading: string; links: RelatedLink[] }

const linkTo = (page: SolutionPage): RelatedLink => ({ title: page.title, text: page.summary, href: page.canonicalUrl })

/** The menus leave some pages out (the gaming page among them), so this is how they are found. */
export function relatedGroups(page: SolutionPage): RelatedGroup[] {
  const others = (pages: SolutionPage[]) => pages.filter((candidate) => candidate.canonicalUrl !== page.canonicalUrl).map(linkTo)
  if (page.canonicalUrl.startsWith('/industry/')) {
    return [
      { heading: 'Our services', links: solutions.map(linkTo) },
      { heading: 'Other industries', links: others(industries) },
    ]
  }
  return [
    { heading: 'Other services', links: others(solutions) },
    { heading: 'Industries we protect', links: industries.map(linkTo) },
  ]
}

/** Under a list two or more rows shorter than the other, so neither column stops short. */
export const relatedTool: RelatedGroup = {
  heading: 'Free tool',
  links: [{ title: lookalikeToolName, text: 'See the lookalikes of your own domain', href: LOOKALIKE_PATH }],
}
