import Link from 'next/link'
import { buttonClasses } from '@/components/ui/button'
import { homeCta } from '@/content/home'

export function CtaSection() {
  return (
    <section aria-labelledby="cta-heading" className="bg-navy-900">
      <div className="mx-auto flex max-w-6xl flex-col items-start gap-6 px-6 py-16 md:flex-row md:items-center md:justify-between">
        <div>
          <h2 id="cta-heading" className="text-3xl font-bold tracking-tight text-white">
            {homeCta.heading}
          </h2>
          <p className="mt-2 text-lg text-slate-300">{homeCta.text}</p>
        </div>
        <Link href={homeCta.button.href} className={`${buttonClasses('primary')} px-6 py-3 text-base`}>
          {homeCta.button.label}
        </Link>
      </div>
    </section>
  )
}
