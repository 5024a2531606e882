import { MDXContent } from '@content-collections/mdx/react'
import Link from 'next/link'
import type { ComponentProps, ReactNode } from 'react'
import { CookieTable } from '@/components/prose/cookie-table'
import { ResponseTimes, WorkingHours } from '@/components/prose/response-times'
import { SvgImage } from '@/components/ui/svg-image'
import { site } from '#lib/site'

export const proseLinkClass =
  'font-medium text-accent-800 underline decoration-accent-500/60 decoration-1 underline-offset-4 hover:decoration-2 hover:decoration-accent-700'

export function ProseLink({ href = '', children, className = proseLinkClass }: ComponentProps<'a'>) {
  // next/link does not scroll to a place on another page, and a file is no page: both are plain links.
  if (href.startsWith('/') && !href.startsWith('//') && !/\.[a-z0-9]+$/i.test(href) && !href.includes('#'))
    return (
      <Link href={href} className={className}>
        {children}
      </Link>
    )
  if (/^(#|\/|mailto:|tel:)/.test(href) && !href.startsWith('//'))
    return (
      <a href={href} className={className}>
        {children}
      </a>
    )
  return (
    <a href={href} rel="noopener noreferrer" className={className}>
      {children}
    </a>
  )
}

/** A note set apart from the text: `<Callout title="…">Markdown</Callout>`. */
export function Callout({ title, children }: { title?: string; children?: ReactNode }) {
  return (
    <aside
      aria-label={title ?? 'Note'}
      className="relative overflow-hidden rounded-xl border border-accent-500/30 bg-accent-300/10 px-6 py-5 text-base leading-7 text-slate-800 before:absolute before:inset-y-0 before:left-0 before:w-1 before:bg-accent-600 [&>p+p]:mt-3"
    >
      {title && <p className="font-semibold text-navy-900">{title}</p>}
      {children}
    </aside>
  )
}

/** An illustration from public/images with its caption: `<Figure src="/images/…svg" alt="…" caption="…" />`. */
export function Figure({ src = '', alt = '', caption }: { src?: string; alt?: string; caption?: string }) {
  if (!/^\/images\/[a-z0-9/-]+\.svg$/.test(src)) throw new Error(`Figure: src must be an SVG under /images/, not ${src}`)
  return (
    <figure>
      <SvgImage src={src} alt={alt} width={1200} height={630} className="h-auto w-full rounded-xl border border-slate-200" />
      {caption && <figcaption className="mt-3 text-sm text-slate-600">{caption}</figcaption>}
    </figure>
  )
}

/** `<StatusLink>status page</StatusLink>`: the service's status page, whose address is configuration. */
export function StatusLink({ children }: { children?: ReactNode }) {
  return <ProseLink href={new URL(site.statuspageUrl).origin}>{children}</ProseLink>
}

/** `<DashboardLink>dashboard</DashboardLink>`: the customer dashboard, whose address is configuration. */
export function DashboardLink({ children }: { children?: ReactNode }) {
  return <ProseLink href={site.dashboardUrl}>{children}</ProseLink>
}

/** A section heading of the text: the H2 of the MDX, and of a section a page adds to it. */
export const proseHeading = 'scroll-mt-[calc(var(--site-top)+1rem)] pt-4 text-2xl font-bold tracking-tight text-navy-900 sm:pt-6'

const mdxComponents = {
  // One size each at every width: on a phone too the H2 (24px) stands clearly above the H3 (18px, 20px from `sm`).
  h2: (props: ComponentProps<'h2'>) => <h2 {...props} className={proseHeading} />,
  h3: (props: ComponentProps<'h3'>) => (
    <h3
      {...props}
      className="scroll-mt-[calc(var(--site-top)+1rem)] pt-2 text-lg font-semibold text-balance text-navy-900 sm:text-xl"
    />
  ),
  a: ProseLink,
  ul: (props: ComponentProps<'ul'>) => <ul {...props} className="list-disc space-y-2 pl-6 marker:text-slate-400" />,
  ol: (props: ComponentProps<'ol'>) => <ol {...props} className="list-decimal space-y-2 pl-6 marker:text-slate-500" />,
  strong: (props: ComponentProps<'strong'>) => <strong {...props} className="font-semibold text-navy-900" />,
  blockquote: (props: ComponentProps<'blockquote'>) => (
    <blockquote {...props} className="border-l-4 border-slate-300 pl-5 text-slate-600 italic" />
  ),
  table: (props: ComponentProps<'table'>) => (
    <div className="overflow-x-auto rounded-xl border border-slate-200">
      <table {...props} className="w-full border-collapse text-left text-base" />
    </div>
  ),
  th: (props: ComponentProps<'th'>) => (
    <th {...props} className="border-b border-slate-200 bg-navy-50 px-4 py-3 font-semibold text-navy-900" />
  ),
  td: (props: ComponentProps<'td'>) => <td {...props} className="border-b border-slate-100 px-4 py-3 align-top" />,
  Callout,
  Figure,
  StatusLink,
  DashboardLink,
  ResponseTimes,
  WorkingHours,
  CookieTable,
}

export function Prose({ code, className = '' }: { code: string; className?: string }) {
  return (
    // 16px on phones, as the leads above it; 18 from sm.
    <div className={`space-y-4 text-base leading-7 text-slate-700 sm:space-y-5 sm:text-lg sm:leading-8 ${className}`}>
      <MDXContent code={code} components={mdxComponents} />
    </div>
  )
}
