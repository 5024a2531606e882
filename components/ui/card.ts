/** A proof card's surface: one border, one padding. */
export const cardSurface = 'rounded-xl border border-navy-100 bg-white p-6'

/**
 * The card of the proof blocks (a certificate, a quote, a case study, a person): its surface, and a column that
 * fills its grid cell, so the cards of a row are one height and a card's last link can sit on its foot.
 */
export const cardClasses = `flex h-full flex-col ${cardSurface}`
