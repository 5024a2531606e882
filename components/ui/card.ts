/** A proof card's surface: one border, one padding. */
export const cardSurface = 'rounded-xl border border-navy-100 bg-white p-6'

/** The heading of a block inside a page's sections (a case study's part, a card of the trust centre). */
export const blockHeading = 'text-2xl font-bold tracking-tight text-navy-900'

/**
 * The card of the proof blocks (a certificate, a quote, a case study, a person): its surface, and a column that
 * fills its grid cell, so the cards of a row are one height and a card's last link can sit on its foot.
 */
export const cardClasses = `flex h-full flex-col ${cardSurface}`
