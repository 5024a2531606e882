import type { Testimonial } from '@/content/proof'

type Props = {
  quote: Testimonial
  /** In a third of the row from `lg` (beside two case studies): the words a size down, so they keep a measure. */
  narrow?: boolean
  className?: string
}

/** No card: beside case-study cards it would stretch to their height, leaving a hole above the attribution. */
export function Quote({ quote, narrow = false, className = '' }: Props) {
  return (
    <figure className={`flex flex-col ${className}`}>
      <svg aria-hidden="true" viewBox="0 0 32 24" className="h-6 w-8 shrink-0 fill-accent-500">
        <path d="M0 24V14C0 6 4.5 1.3 12.5 0l1.3 3.6C9.4 4.9 7.3 7.6 7 11h6v13H0Zm18 0V14c0-8 4.5-12.7 12.5-14l1.3 3.6C27.4 4.9 25.3 7.6 25 11h6v13H18Z" />
      </svg>
      <blockquote
        className={`mt-4 mb-6 text-xl leading-8 font-medium text-pretty text-white sm:text-2xl sm:leading-10 ${narrow ? 'lg:text-xl lg:leading-8' : ''}`}
      >
        <p>{quote.quote}</p>
      </blockquote>
      <figcaption className="border-t border-white/15 pt-4">
        <span className="block font-semibold text-white">{quote.name}</span>
        <span className="block text-slate-300">
          {quote.role}, {quote.company}
        </span>
      </figcaption>
    </figure>
  )
}
