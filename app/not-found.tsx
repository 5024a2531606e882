import Link from 'next/link'
import type { Metadata } from 'next'
import { Logo } from '@/components/layout/logo'
import { PageIntro } from '@/components/page-intro'
import { buttonClasses } from '@/components/ui/button'
import { pages } from '@/content/pages'
import { site } from '@/lib/site'

export const metadata: Metadata = {
  title: { absolute: `${pages.notFound.title} | ${site.name}` },
  description: pages.notFound.description,
}

// Next embeds the root not-found in every page's payload, so it stays small: no navbar or footer.
// (global-not-found.tsx would avoid that, but in Next 16.4 client navigation away from it fails.)
export default function NotFound() {
  return (
    <main id="main">
      <div className="mx-auto max-w-5xl px-6 py-6">
        <Logo />
      </div>
      <PageIntro copy={pages.notFound}>
        <Link href="/" className={`${buttonClasses('primary')} mt-8`}>
          Back to the home page
        </Link>
      </PageIntro>
    </main>
  )
}
