import Link from 'next/link'
import { NewsletterForm } from '@/components/forms/newsletter-form'
import { ProductView } from '@/components/product/product-view'
import { buttonClasses } from '@/components/ui/button'
import { HeroBand } from '@/components/ui/hero-band'
import { SectionHeading } from '@/components/ui/section-heading'
import { homeHeader } from '@/content/home'

/**
 * The home page's hero, in order of weight: the slogan, the tagline, what we do, Book a Demo and See
 * pricing; then the newsletter (SPEC: in the header) as a quieter block; beside them, the product.
 */
export function HeaderSection() {
  const { image, newsletter, actions } = homeHeader
  return (
    <HeroBand className="grid grid-cols-1 items-start gap-6 pt-10 pb-12 sm:gap-10 sm:pt-14 lg:grid-cols-[1fr_500px] lg:gap-12 lg:py-20">
      <div>
        {/* Below `sm` the hero keeps the labelled newsletter field clear of the consent banner (375 × 740): the eyebrow goes. */}
        <p className="hidden text-sm font-medium text-accent-300 sm:block">{homeHeader.eyebrow}</p>
        <SectionHeading level={1} size="display" tone="dark" className="sm:mt-2">
          {homeHeader.heading}
        </SectionHeading>
        <p className="mt-2 font-medium text-accent-300 sm:mt-4 sm:text-xl">{homeHeader.tagline}</p>
        <p className="mt-2 max-w-xl text-slate-300 sm:mt-4 sm:text-lg">{homeHeader.intro}</p>
        <div className="mt-4 flex flex-wrap gap-3 sm:mt-8">
          <Link href={actions.primary.href} className={buttonClasses('primary', 'lg')}>
            {actions.primary.label}
          </Link>
          <Link href={actions.secondary.href} className={buttonClasses('inverse-outline', 'lg')}>
            {actions.secondary.label}
          </Link>
        </div>
        <p className="mt-2 text-sm text-slate-400 sm:mt-3">{homeHeader.assurance}</p>
        <div className="mt-3 max-w-md border-t border-white/10 pt-3 sm:mt-10 sm:pt-6">
          <h2 className="mb-1 text-sm font-semibold text-white sm:mb-0">{newsletter.heading}</h2>
          <p className="mt-1 mb-3 hidden text-sm text-slate-400 sm:block">{newsletter.text}</p>
          <NewsletterForm tone="hero" />
        </div>
      </div>
      <ProductView
        view={image.view}
        label={image.alt}
        tone="dark"
        className="mx-auto w-full max-w-[500px]"
        frameClassName="lg:h-[349px]"
      />
    </HeroBand>
  )
}
