import { cardClasses } from '#components/ui/card.ts'
import type { Testimonial } from '#content/proof.ts'

type Props = {
  quote: Testimonial
  /** Alone on its dark band: larger words straight on the band, no card standing beside nothing. */
  pull?: boolean
  className?: string
}

/** A customer's words, with who said them: a quote mark, the quote, then name, role and company on the card's foot. */
export function Quote({ quote, pull = false, className = '' }: Props) {
  return (
    <figure className={`${pull ? 'flex max-w-4xl flex-col' : cardClasses} ${className}`}>
      <svg aria-hidden="true" viewBox="0 0 32 24" className="h-6 w-8 shrink-0 fill-accent-500">
        <path d="M0 24V14C0 6 4.5 1.3 12.5 0l1.3 3.6C9.4 4.9 7.3 7.6 7 11h6v13H0Zm18 0V14c0-8 4.5-12.7 12.5-14l1.3 3.6C27.4 4.9 25.3 7.6 25 11h6v13H18Z" />
      </svg>
      <blockquote
        className={`mt-4 mb-6 ${pull ? 'text-xl leading-8 font-medium text-white sm:text-2xl sm:leading-10' : 'text-lg leading-8 text-navy-900 sm:text-xl'}`}
      >
        <p>{quote.quote}</p>
      </blockquote>
      <figcaption className={`mt-auto border-t pt-4 ${pull ? 'border-white/15' : 'border-navy-100'}`}>
        <span className={`block font-semibold ${pull ? 'text-white' : 'text-navy-900'}`}>{quote.name}</span>
        <span className={`block ${pull ? 'text-slate-300' : 'text-slate-600'}`}>
          {quote.role}, {quote.company}
        </span>
      </figcaption>
    </figure>
  )
}
