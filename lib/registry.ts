import { notFound } from 'next/navigation'

type Entry = { slug: string }

export function slugParams(entries: readonly Entry[]) {
  return entries.map(({ slug }) => ({ slug }))
}

export async function entryFor<T extends Entry>(entries: readonly T[], params: Promise<{ slug: string }>): Promise<T> {
  const { slug } = await params
  return entries.find((entry) => entry.slug === slug) ?? notFound()
}

/** A slug no entry has fails the build. */
export function entryBySlug<T extends Entry>(entries: readonly T[], slug: string): T {
  const entry = entries.find((candidate) => candidate.slug === slug)
  if (!entry) throw new Error(`No entry has the slug '${slug}'`)
  return entry
}
