import Link from 'next/link'
import { contentGrid } from '@/components/ui/content-grid'
import { NewsletterForm } from '@/components/forms/newsletter-form'
import { buttonClasses } from '@/components/ui/button'
import { SectionHeading } from '@/components/ui/section-heading'
import { SvgImage } from '@/components/ui/svg-image'
import { homeHeader } from '@/content/home'

/** The home page's hero: the promise, Book a Demo and See pricing, and the newsletter (SPEC: in the header). */
export function HeaderSection() {
  const { image, newsletter, actions } = homeHeader
  return (
    <section className="bg-navy-50">
      <div className={`${contentGrid} grid grid-cols-1 items-center gap-12 pt-6 pb-14 sm:pt-14 lg:grid-cols-[1.1fr_1fr] lg:py-20`}>
        <div>
          <SectionHeading level={1} size="display" eyebrow={homeHeader.eyebrow}>
            {homeHeader.heading}
          </SectionHeading>
          <p className="mt-3 text-lg font-medium text-accent-800 sm:mt-4 sm:text-xl">{homeHeader.tagline}</p>
          {/* Below `sm` the tagline says it: the hero keeps its actions and the newsletter field above the consent banner (375 × 740). */}
          <p className="mt-4 hidden max-w-xl text-lg text-slate-600 sm:block">{homeHeader.intro}</p>
          <div className="mt-6 flex flex-wrap gap-3 sm:mt-8">
            <Link href={actions.primary.href} className={buttonClasses('primary', 'lg')}>
              {actions.primary.label}
            </Link>
            <Link href={actions.secondary.href} className={buttonClasses('secondary', 'lg')}>
              {actions.secondary.label}
            </Link>
          </div>
          <p className="mt-3 text-sm text-slate-600">{homeHeader.assurance}</p>
          <div className="mt-6 max-w-md border-t border-navy-100 pt-5 sm:mt-10 sm:pt-6">
            <h2 className="mb-2 font-semibold text-navy-900 sm:mb-0">{newsletter.heading}</h2>
            <p className="mt-1 mb-3 hidden text-sm text-slate-600 sm:block">{newsletter.text}</p>
            <NewsletterForm />
          </div>
        </div>
        <SvgImage
          src={image.src}
          width={image.width}
          height={image.height}
          alt={image.alt}
          preload
          className="mx-auto h-auto w-full max-w-[500px]"
        />
      </div>
    </section>
  )
}
