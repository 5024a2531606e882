import type { Testimonial } from '@/content/proof'

/** A customer's words, with who said them: a large quote mark, the quote, then name, role and company. */
export function Quote({ quote, className = '' }: { quote: Testimonial; className?: string }) {
  return (
    <figure className={`relative rounded-xl border border-navy-100 bg-white px-6 pt-16 pb-6 sm:px-8 ${className}`}>
      <svg aria-hidden="true" viewBox="0 0 32 24" className="absolute top-6 left-6 h-6 w-8 fill-accent-500 sm:left-8">
        <path d="M0 24V14C0 6 4.5 1.3 12.5 0l1.3 3.6C9.4 4.9 7.3 7.6 7 11h6v13H0Zm18 0V14c0-8 4.5-12.7 12.5-14l1.3 3.6C27.4 4.9 25.3 7.6 25 11h6v13H18Z" />
      </svg>
      <blockquote className="text-lg leading-8 text-balance text-navy-900 sm:text-xl">
        <p>{quote.quote}</p>
      </blockquote>
      <figcaption className="mt-6 border-t border-navy-100 pt-4">
        <span className="block font-semibold text-navy-900">{quote.name}</span>
        <span className="block text-slate-600">
          {quote.role}, {quote.company}
        </span>
      </figcaption>
    </figure>
  )
}
