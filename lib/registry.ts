import { notFound } from 'next/navigation'

type Entry = { slug: string }

/** Params for generateStaticParams from a content registry. */
export function slugParams(entries: readonly Entry[]) {
  return entries.map(({ slug }) => ({ slug }))
}

/** The registry entry for a route's slug, or the 404 page. */
export async function entryFor<T extends Entry>(
  entries: readonly T[],
  params: Promise<{ slug: string }>,
): Promise<T> {
  const { slug } = await params
  return entries.find((entry) => entry.slug === slug) ?? notFound()
}
