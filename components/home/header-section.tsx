import Link from 'next/link'
import { NewsletterForm } from '@/components/forms/newsletter-form'
import { ProductView } from '@/components/product/product-view'
import { buttonClasses, buttonRowClasses } from '@/components/ui/button'
import { HeroBand } from '@/components/ui/hero-band'
import { SectionHeading } from '@/components/ui/section-heading'
import { homeHeader } from '@/content/home'

export function HeaderSection() {
  const { image, newsletter, actions } = homeHeader
  return (
    <HeroBand className="grid grid-cols-1 items-start gap-6 pt-10 pb-12 sm:gap-10 sm:pt-14 lg:grid-cols-[1fr_500px] lg:grid-rows-[minmax(25rem,auto)_auto] lg:gap-x-12 lg:pt-16">
      <div>
        <p className="text-sm font-medium text-slate-400">{homeHeader.eyebrow}</p>
        <SectionHeading level={1} size="display" tone="dark" className="mt-2">
          {homeHeader.heading}
        </SectionHeading>
        <p className="mt-4 max-w-xl font-medium text-accent-300 sm:text-xl sm:text-pretty">{homeHeader.tagline}</p>
        <p className="mt-3 max-w-xl text-slate-300 sm:mt-4 sm:text-lg sm:text-pretty">{homeHeader.intro}</p>
        <div className={`mt-6 sm:mt-8 ${buttonRowClasses}`}>
          <Link href={actions.primary.href} className={buttonClasses('primary', 'lg')}>
            {actions.primary.label}
          </Link>
          <Link href={actions.secondary.href} className={buttonClasses('inverse-outline', 'lg')}>
            {actions.secondary.label}
          </Link>
        </div>
        <p className="mt-3 text-sm text-slate-400">{homeHeader.assurance}</p>
      </div>
      {/* From `lg` the first row is tall enough for the view (349 px and its caption) before the view's HTML has arrived. */}
      <ProductView
        view={image.view}
        label={image.alt}
        tone="dark"
        className="mx-auto w-full max-w-[500px] lg:col-start-2 lg:row-start-1"
        frameClassName="lg:h-[349px]"
      />
      {/* After the view on phones, so the primary action leads straight to the product. From `lg` every part has its
          grid cell, so the heading sits beside the form even before the form's HTML arrives. */}
      <div className="max-w-md border-t border-white/10 pt-6 lg:col-span-2 lg:row-start-2 lg:grid lg:max-w-none lg:grid-cols-[1fr_28rem] lg:grid-rows-[auto_1fr] lg:gap-x-12 lg:[&>form]:col-start-2 lg:[&>form]:row-span-2 lg:[&>form]:row-start-1">
        <h2 className="text-sm font-semibold text-white lg:col-start-1 lg:text-base">{newsletter.heading}</h2>
        <p className="mt-1 mb-3 max-w-md text-sm text-slate-400 lg:col-start-1">{newsletter.text}</p>
        <NewsletterForm tone="hero" />
      </div>
    </HeroBand>
  )
}
