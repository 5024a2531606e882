import { NewsletterForm } from '@/components/forms/newsletter-form'
import { homeHeader } from '@/content/home'
import { SectionHeading } from '@/components/ui/section-heading'
import { SvgImage } from '@/components/ui/svg-image'

export function HeaderSection() {
  const { image, newsletter } = homeHeader
  return (
    <section className="bg-navy-50">
      <div className="mx-auto grid max-w-6xl items-center gap-12 px-6 py-16 lg:grid-cols-2 lg:py-24">
        <div>
          <SectionHeading level={1} size="display">
            {homeHeader.heading}
          </SectionHeading>
          <p className="mt-4 text-xl font-medium text-accent-800">{homeHeader.tagline}</p>
          <p className="mt-4 max-w-xl text-lg text-slate-600">{homeHeader.intro}</p>
          <div className="mt-10">
            <h2 className="text-lg font-semibold text-navy-900">{newsletter.heading}</h2>
            <p className="mt-1 mb-4 max-w-md text-sm text-slate-600">{newsletter.text}</p>
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
