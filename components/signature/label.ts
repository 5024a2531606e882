/** A module's small caps label: slate-600, which keeps AA contrast on the tinted panels the product views' label does not. */
export const moduleLabel = 'text-xs font-semibold tracking-wide text-slate-600 uppercase'
