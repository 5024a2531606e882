import { SolutionPage } from '#components/page/solution-page.tsx'
import type { SolutionPage as SolutionContent } from '#content/schema.ts'
import { entryFor, slugParams } from '#lib/registry.ts'
import { pageMetadata } from '#lib/seo.ts'

type RouteProps = { params: Promise<{ slug: string }> }

/** The exports of a route that renders one registry's pages with the solution-page template: /solutions and /industry. */
export function solutionRoute(pages: readonly SolutionContent[]) {
  return {
    generateStaticParams: () => slugParams(pages),
    generateMetadata: async ({ params }: RouteProps) => {
      const page = await entryFor(pages, params)
      return pageMetadata({
        title: page.title,
        socialTitle: page.seoTitle,
        description: page.seoDescription,
        keywords: page.seoKeywords,
        path: page.canonicalUrl,
      })
    },
    Page: async ({ params }: RouteProps) => <SolutionPage content={await entryFor(pages, params)} />,
  }
}
