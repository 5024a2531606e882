import Link from 'next/link'
import { homeSolutions } from '@/content/home'
import { SvgImage } from '@/components/ui/svg-image'

export function SolutionsSection() {
  const { illustration } = homeSolutions
  return (
    <section aria-labelledby="solutions-heading" className="mx-auto max-w-6xl px-6 py-20">
      <div className="grid items-center gap-12 lg:grid-cols-[1fr_auto]">
        <div>
          <h2 id="solutions-heading" className="text-3xl font-bold tracking-tight text-navy-900 sm:text-4xl">
            {homeSolutions.heading}
          </h2>
          <p className="mt-3 max-w-2xl text-lg text-slate-600">{homeSolutions.intro}</p>
          <ul className="mt-10 grid gap-6 sm:grid-cols-2">
            {homeSolutions.cards.map((card) => (
              <li key={card.href} className="rounded-xl border border-navy-100 p-6">
                <h3 className="text-lg font-semibold text-navy-900">{card.title}</h3>
                <p className="mt-2 text-slate-600">{card.text}</p>
                <Link href={card.href} className="mt-4 inline-block font-semibold text-accent-700 hover:underline">
                  Learn more<span className="sr-only"> about {card.title}</span> →
                </Link>
              </li>
            ))}
          </ul>
        </div>
        <SvgImage
          src={illustration.src}
          width={illustration.width}
          height={illustration.height}
          alt={illustration.alt}
          className="mx-auto hidden h-auto w-full max-w-[420px] lg:block"
        />
      </div>
    </section>
  )
}
