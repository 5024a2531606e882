import type { PageCopy } from '@/content/pages'

/** The heading block at the top of a content page. */
export function PageIntro({
  copy,
  children,
}: {
  copy: Pick<PageCopy, 'heading' | 'summary'>
  children?: React.ReactNode
}) {
  return (
    <section className="bg-navy-50">
      <div className="mx-auto max-w-6xl px-6 py-16 sm:py-20">
        <h1 className="text-4xl font-bold tracking-tight text-navy-900 sm:text-5xl">{copy.heading}</h1>
        <p className="mt-4 max-w-2xl text-lg text-slate-600">{copy.summary}</p>
        {children}
      </div>
    </section>
  )
}
