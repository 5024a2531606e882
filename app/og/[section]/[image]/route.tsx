import { ImageResponse } from 'next/og'
import { handoffPages, publicPages } from '@/content/routes'
import { ogImagePath } from '#lib/seo'
import { site } from '#lib/site'

// One share image per page, rendered at build time (no network: next/og ships its own font). A route of its own, not
// opengraph-image.tsx beside each page: under app/[variant] that would render each image twice, once per audience,
// at an address holding the variant. Revisit if Next lets a metadata image opt out of a dynamic segment.
export const dynamic = 'force-static'
export const dynamicParams = false

const imagePages = [...publicPages, ...handoffPages]

export function generateStaticParams() {
  return imagePages.map(({ path }) => {
    const [, , section, image] = ogImagePath(path).split('/')
    return { section: section!, image: image! }
  })
}

export async function GET(_request: Request, { params }: RouteContext<'/og/[section]/[image]'>) {
  const { section, image } = await params
  const page = imagePages.find(({ path }) => ogImagePath(path) === `/og/${section}/${image}`)
  if (!page) return new Response('Not found', { status: 404 })
  return new ImageResponse(
    <div
      style={{
        width: '100%',
        height: '100%',
        display: 'flex',
        flexDirection: 'column',
        justifyContent: 'space-between',
        padding: 80,
        background: '#0d1f3c',
        color: '#ffffff',
      }}
    >
      <div style={{ display: 'flex', alignItems: 'center', gap: 20, fontSize: 44, fontWeight: 700 }}>
        <svg width="64" height="64" viewBox="0 0 32 32">
          <path d="M16 2 4 6.5v8.7c0 7.3 5.1 13.6 12 14.8 6.9-1.2 12-7.5 12-14.8V6.5L16 2Z" fill="#2a4f8f" />
          <path d="M16 5.2 7 8.6v6.6c0 5.7 3.8 10.6 9 11.8V5.2Z" fill="#14b8a6" />
          <path d="m11.5 16.2 3.2 3.2 6.3-6.6" fill="none" stroke="#fff" strokeWidth="2.4" strokeLinecap="round" />
        </svg>
        {site.name}
      </div>
      <div style={{ display: 'flex', fontSize: page.title.length > 40 ? 64 : 80, fontWeight: 700, lineHeight: 1.1 }}>
        {page.path === '/' ? site.slogan : page.title}
      </div>
      <div style={{ display: 'flex', fontSize: 30, color: '#5eead4' }}>{site.domain}</div>
    </div>,
    { width: 1200, height: 630 },
  )
}
